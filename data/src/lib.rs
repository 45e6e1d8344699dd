//! Persistence of per-channel games. A game lives in a Discord channel (a
//! thread is its own channel); its [`GameRecord`] holds who plays, where the
//! game stands, and what was played.
//!
//! - [`record`]: the stored record and its schema version.

pub mod record;

pub use record::{ChannelId, GameRecord, GameStatus, LoggedAction, SCHEMA_VERSION, SeatRecord};
