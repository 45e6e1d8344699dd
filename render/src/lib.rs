//! Drawing games to pictures, from the views the engine provides. Knows
//! nothing of Discord or storage.
//!
//! - [`palette`]: the colours of the pictures, safe for colour-blind players.

pub mod palette;
