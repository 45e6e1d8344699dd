//! Drawing games to pictures, from the views the engine provides. Knows
//! nothing of Discord or storage.
//!
//! - [`babylon`]: the Babylon board and sheet pictures.
//! - [`basilica`]: the Basilica board picture.
//! - [`cardinal`]: the Cardinal town picture.
//! - [`grands_batisseurs`]: the Les Grands Bâtisseurs table and tent pictures.
//! - [`png`]: encoding a picture.
//! - [`palette`]: the colours, safe for colour-blind players, in each
//!   colour vision.
//! - [`pattern`]: patterns on colours, for a reader who asks for them.
//! - [`text`]: text with embedded fonts and per-character fallback.
//! - [`canvas`]: the anti-aliased drawing surface.

// No function longer than a screen or two (issue 45): split one that grows.
#![warn(clippy::too_many_lines)]

pub mod canvas;
pub mod gif;
pub mod palette;
pub mod pattern;
pub mod png;
pub mod text;

use image::RgbImage;
use keystone_engine::play::ReplayError;

pub use canvas::Rect;

/// The smallest text, in pixels as shown, a picture may draw: a phone's
/// smallest readable size.
pub const MIN_TEXT: f32 = 10.0;

/// A narrow picture's width at scale 1: a phone's, and Discord's.
pub const NARROW_WIDTH: u32 = 400;

/// How a picture is laid out, for the width it is shown at: no text is
/// smaller than [`MIN_TEXT`] px at scale 1, each picture being shown at its
/// size at scale 1 (a narrow one [`NARROW_WIDTH`] wide on a phone, a wide
/// one as wide as it is on a wide screen).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    /// For a wide screen (a browser on a computer): parts side by side,
    /// at most 1100 px wide.
    #[default]
    Wide,
    /// For a phone, and for Discord, which shows every picture 400–550 px
    /// wide: [`NARROW_WIDTH`] at scale 1, parts one under another.
    Narrow,
}

impl Layout {
    /// The scale to draw at for screens with two pixels to each pixel
    /// shown (a phone's): a narrow picture is drawn twice its width.
    pub fn sharp_scale(self) -> f32 {
        match self {
            Layout::Wide => 1.0,
            Layout::Narrow => 2.0,
        }
    }
}

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

/// The position a record reaches, laid out for `layout`, for a reader of
/// colour vision `vision`, drawn at `scale` with English words.
pub type DrawRecord = fn(&Record, Layout, palette::Vision, f32) -> Result<RgbImage, ReplayError>;

/// Each game's pictures (its module, named as the engine's) and
/// [`RECORD_DRAWINGS`], from the engine's one list of games.
macro_rules! draw_games {
    ($($module:ident: $game:ident),* $(,)?) => {
        $(pub mod $module;)*

        /// The colours each game tells apart, by its records' name: the
        /// colour test holds every set apart in every vision.
        pub static TOLD_APART: &[(&str, &[&palette::Distinct])] = &[$(
            (<keystone_engine::$module::$game as Game>::KIND, $module::TOLD_APART),
        )*];

        /// Every game this crate draws, by its records' name: the record
        /// tools and the golden pictures reach each game through this list.
        pub static RECORD_DRAWINGS: &[(&str, DrawRecord)] = &[$(
            (
                <keystone_engine::$module::$game as Game>::KIND,
                |record, layout, vision, scale| {
                    $module::draw_record(record, $module::Labels::english, layout, vision, scale)
                },
            ),
        )*];
    };
}

keystone_engine::every_game!(draw_games);

/// How records of the game called `game` are drawn, if this crate draws it.
pub fn record_drawing(game: &str) -> Option<DrawRecord> {
    RECORD_DRAWINGS
        .iter()
        .find(|(name, _)| *name == game)
        .map(|&(_, draw)| draw)
}
