//! Drawing games to pictures, from the views the engine provides. Knows
//! nothing of Discord or storage.
//!
//! - [`babylon`]: the Babylon board and sheet pictures.
//! - [`basilica`]: the Basilica board picture.
//! - [`cardinal`]: the Cardinal town picture.
//! - [`grands_batisseurs`]: the Les Grands Bâtisseurs table and tent pictures.
//! - [`png`]: encoding a picture.
//! - [`palette`]: the colours, safe for colour-blind players.
//! - [`text`]: text with embedded fonts and per-character fallback.
//! - [`canvas`]: the anti-aliased drawing surface.

pub mod babylon;
pub mod basilica;
pub mod canvas;
pub mod cardinal;
pub mod gif;
pub mod grands_batisseurs;
pub mod palette;
pub mod png;
pub mod text;
