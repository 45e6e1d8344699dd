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

use image::RgbImage;
use keystone_engine::play::ReplayError;

pub use canvas::Rect;

/// A place a picture drew that actions name (a cell `c3`, a slot `V2`),
/// where it drew it, in the picture's pixels: what a clickable board
/// overlays on the very picture the channel shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Region {
    /// The notation's word for the place.
    pub name: String,
    /// Where, in pixels of the picture as drawn (its scale included).
    pub area: Rect,
}
use keystone_engine::{Game, Record};

/// The position a record reaches, drawn at `scale` with English words.
pub type DrawRecord = fn(&Record, f32) -> Result<RgbImage, ReplayError>;

/// Every game this crate draws, by its records' name: the record tools and
/// the golden pictures reach each game through this list.
pub static RECORD_DRAWINGS: &[(&str, DrawRecord)] = &[
    (
        keystone_engine::basilica::Basilica::KIND,
        |record, scale| basilica::draw_record(record, basilica::Labels::english, scale),
    ),
    (
        keystone_engine::cardinal::Cardinal::KIND,
        |record, scale| cardinal::draw_record(record, cardinal::Labels::english, scale),
    ),
    (
        keystone_engine::grands_batisseurs::GrandsBatisseurs::KIND,
        |record, scale| {
            grands_batisseurs::draw_record(record, grands_batisseurs::Labels::english, scale)
        },
    ),
    (keystone_engine::babylon::Babylon::KIND, |record, scale| {
        babylon::draw_record(record, babylon::Labels::english, scale)
    }),
];

/// How records of the game called `game` are drawn, if this crate draws it.
pub fn record_drawing(game: &str) -> Option<DrawRecord> {
    RECORD_DRAWINGS
        .iter()
        .find(|(name, _)| *name == game)
        .map(|&(_, draw)| draw)
}
