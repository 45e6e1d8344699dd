//! The Babylon pictures, drawn from the public view (Y43: every sheet is
//! public; the decks' order and future rolls are not in the view).
//!
//! ```text
//! board picture                          sheet (one per seat)
//! +-------------------------------------+ +-----------------------------+
//! | status line                         | | name · score · done/first   |
//! | 5×5 action board | round, card,     | | tower 6×10   | River        |
//! |  ring: dice left |  removed cards   | |  door, windows| pottery, wall|
//! |  3×3: icons,     | (solo: penalty,  | |  icons, shapes| garden, carts|
//! |  the tile and    |  goal, kept)     | |  outlined,    | gold, stone  |
//! |  its bonuses     | seats: dice held,| |  new marks lit| buildings    |
//! |                  |  score, done     | | score items                 |
//! +-------------------------------------+ +-----------------------------+
//! ```
//!
//! Narrow ([`Layout::Narrow`], 400 px for a phone), the same parts one
//! under another: the status on two lines, the board full width, the
//! round and the seats' rows under it; a sheet's tower, larger, then its
//! side's sections a row each (title, then marks), then its score items.
//!
//! The board and round panel are drawn in `board.rs`, the sheets in
//! `sheet.rs` and `side.rs`, the pieces both use (dice, icons, marks) in `pieces.rs`.
//!
//! Icons carry their letter as well as their colour (A artwork, M mosaic,
//! P palm, L lion), so nothing rests on colour alone. What a seat wrote
//! this round (against `since`, the sheet when the Write began) is drawn
//! on a highlight.

use std::collections::BTreeMap;

use image::RgbImage;
use keystone_engine::babylon::{
    BabylonView, BoardCell, Bonus, Cell, Cells, Mode, Resource, SeatView, Sheet, Step, TowerIcon,
    manifest,
};
use keystone_engine::play::{self, ReplayError};
use keystone_engine::{Babylon, Game, Record, Seat};

use crate::canvas::{Canvas, Path, Rect};
use crate::palette::{
    self, Distinct, GOLD, GOLD_EDGE, INK, MUTED, PANEL, PAPER, Pattern, Rgb, Vision, WHITE,
};
use crate::text::{self, Weight};
use crate::{Layout, Region};

mod board;
mod pieces;
mod sheet;
mod side;

pub use board::{draw_board, draw_board_mapped};
use pieces::Drawing;
pub use sheet::{draw_sheet, draw_sheet_mapped, draw_sheets};
use side::{Side, side_panel};

/// Width of the board picture, and of a row of sheets, at scale 1.
pub const WIDTH: u32 = 1100;
/// Height of the board picture at scale 1.
pub const BOARD_HEIGHT: u32 = 560;
/// A sheet's size at scale 1 (one alone, twice as large, fills [`WIDTH`]).
pub const SHEET_W: f32 = 540.0;
/// A sheet's height at scale 1.
pub const SHEET_H: f32 = 540.0;
/// Width of every narrow picture at scale 1: [`Layout::Narrow`]'s.
const NARROW_W: f32 = crate::NARROW_WIDTH as f32;
/// The narrow pictures' margin left and right of their panels.
const NARROW_MARGIN: f32 = 10.0;

const HIGHLIGHT: Rgb = Rgb([0xFF, 0xE0, 0x6A]);
const FILLED: Rgb = Rgb([0xD9, 0xC6, 0xA5]);
const EMPTY_CELL: Rgb = Rgb([0xFB, 0xF7, 0xF0]);
const GRID: Rgb = Rgb([0xB8, 0xAA, 0x94]);
const SHAPE_EDGE: Rgb = Rgb([0x3B, 0x2A, 0x1A]);
const TILE: Rgb = Rgb([0x8C, 0x6A, 0x4A]);
const CLOSED: Rgb = Rgb([0xA0, 0x2C, 0x2C]);
/// Small windows light, big windows darker: told apart by lightness too,
/// for colour-blind players.
const WINDOW: Rgb = Rgb([0xBF, 0xDC, 0xEE]);
const BIG_WINDOW: Rgb = Rgb([0x6F, 0xA8, 0xD6]);
const DOOR: Rgb = Rgb([0xC9, 0xA2, 0x7A]);

/// The colours of the tower's icons (art, mosaic, palm, lion), in each
/// vision: Okabe–Ito's vermilion, blue, bluish green and orange; for
/// red-green and blue-yellow colour blindness, Paul Tol's.
pub const ICONS: Distinct = Distinct {
    what: "tower-icons",
    standard: &[
        Rgb([0xD5, 0x5E, 0x00]),
        Rgb([0x00, 0x72, 0xB2]),
        Rgb([0x00, 0x9E, 0x73]),
        Rgb([0xE6, 0x9F, 0x00]),
    ],
    red_green: &[
        Rgb([0x67, 0x00, 0x1F]),
        Rgb([0x33, 0x22, 0x88]),
        Rgb([0x88, 0xCC, 0xAA]),
        Rgb([0xE6, 0x9F, 0x00]),
    ],
    blue_yellow: &[
        Rgb([0x67, 0x00, 0x1F]),
        Rgb([0x33, 0x22, 0x88]),
        Rgb([0x66, 0xCC, 0xAA]),
        Rgb([0xFD, 0xB8, 0x63]),
    ],
    patterns: &Pattern::BY_PLACE,
};

/// The colours of the dice (blue, green), in each vision. Their patterns
/// are lines: dots would read as pips.
pub const DICE: Distinct = Distinct {
    what: "dice",
    standard: &[Rgb([0x2F, 0x6F, 0xB5]), Rgb([0x1F, 0x8A, 0x4C])],
    red_green: &[Rgb([0x33, 0x22, 0x88]), Rgb([0xA6, 0xDB, 0xA0])],
    blue_yellow: &[Rgb([0x33, 0x22, 0x88]), Rgb([0xA6, 0xDB, 0xA0])],
    patterns: &[Pattern::Stripes, Pattern::Hatching],
};

/// The colours of the River's wood and wheat: apart in every vision as
/// they are (brown and gold differ most in lightness).
pub const RESOURCES: Distinct = Distinct {
    what: "wood-and-wheat",
    standard: &[Rgb([0x8B, 0x5A, 0x2B]), Rgb([0xD9, 0xB8, 0x3A])],
    red_green: &[Rgb([0x8B, 0x5A, 0x2B]), Rgb([0xD9, 0xB8, 0x3A])],
    blue_yellow: &[Rgb([0x8B, 0x5A, 0x2B]), Rgb([0xD9, 0xB8, 0x3A])],
    patterns: &[],
};

/// The fill of a tower icon in `vision`, and the ink of its letter.
pub fn icon_colours(icon: TowerIcon, vision: Vision) -> (Rgb, Rgb) {
    let fill = ICONS.fill(vision, icon as usize);
    (fill, palette::ink_on(fill))
}

/// A die's fill in `vision` (`green` or blue), and the ink of its pips.
pub fn die_colours(green: bool, vision: Vision) -> (Rgb, Rgb) {
    let fill = DICE.fill(vision, usize::from(green));
    (fill, palette::ink_on(fill))
}

fn icon_letter(icon: TowerIcon) -> &'static str {
    match icon {
        TowerIcon::Art => "A",
        TowerIcon::Mosaic => "M",
        TowerIcon::Palm => "P",
        TowerIcon::Lion => "L",
    }
}

/// Every word drawn, in the reader's language: the status line, and the
/// other words by key (English by default; see [`Labels::english`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Labels {
    /// The top line: who the table waits on, or the result.
    pub status: String,
    /// Words by key (`round`, `river`, `board-art`…).
    pub words: BTreeMap<&'static str, String>,
}

/// The keys of [`Labels::words`] and their English.
pub const ENGLISH: &[(&str, &str)] = &[
    ("round", "Round"),
    ("card", "Shape"),
    ("removed", "Removed"),
    ("penalty", "Penalty"),
    ("accepted", "accepted"),
    ("ignored", "ignored"),
    ("undecided", "to answer"),
    ("goal", "Goal"),
    ("normal", "normal"),
    ("hard", "hard"),
    ("kept", "Kept"),
    ("first", "first player"),
    ("done", "done"),
    ("writing", "writing"),
    ("left", "left the game"),
    ("points", "points"),
    ("green", "green"),
    ("tile", "Tile"),
    ("papyrus", "Papyrus"),
    ("pond-space", "Pond"),
    ("garden-space", "Garden"),
    ("lake", "Lake"),
    ("closed", "closed"),
    ("river", "River"),
    ("ship", "ship"),
    ("pottery", "Pottery"),
    ("wall", "Mosaic wall"),
    ("garden", "Garden"),
    ("carts", "Flower carts"),
    ("gold", "Gold"),
    ("stone", "Stone"),
    ("buildings", "Buildings"),
    ("wheat-box", "Wheat box"),
    ("loose", "loose"),
    ("holes", "holes"),
    ("statue", "statue"),
    ("house", "house"),
    ("mine", "mine"),
    ("tent", "tent"),
    ("boat", "boat"),
    ("board-ship", "ship"),
    ("board-worker", "worker"),
    ("board-lion", "lion"),
    ("board-stone", "stone"),
    ("board-pond", "River"),
    ("board-gold", "gold"),
    ("board-art", "pottery"),
    ("board-mosaic", "mosaic"),
    ("board-palm", "palm"),
    // The scoring items (Y33, Y40), as the sheet's breakdown names them.
    ("item-river", "River ship"),
    ("item-stored-wheat", "stored wheat"),
    ("item-wheat-box", "wheat box"),
    ("item-pottery", "pottery"),
    ("item-big-amphorae", "big amphorae"),
    ("item-wall", "mosaic wall"),
    ("item-garden", "garden"),
    ("item-carts", "flower carts"),
    ("item-mine", "mine"),
    ("item-icons", "icons"),
    ("item-height", "height"),
    ("item-foundation", "foundation"),
    ("item-stability", "stability"),
    ("item-door", "door"),
    ("item-big-windows", "big windows"),
    ("item-small-windows", "small windows"),
    ("item-gold", "gold"),
    ("item-stone", "stone"),
    ("item-penalties", "penalty cards"),
    // Resources held loose, and the bonus spaces of a placed tile (Y6).
    ("wood", "wood"),
    ("wheat", "wheat"),
    ("bonus-gold", "gold"),
    ("bonus-stone", "stone"),
    ("bonus-wood", "wood"),
    ("bonus-wheat", "wheat"),
    ("bonus-art", "art"),
    ("bonus-mosaic", "mosaic"),
    ("bonus-palm", "palm"),
    ("bonus-lion", "lion"),
    ("bonus-amphora", "amphora"),
    ("bonus-cart", "cart"),
    ("bonus-garden", "garden"),
    ("bonus-wall", "wall"),
    ("bonus-pencil", "pencil"),
    ("bonus-shape3", "3-shape"),
    ("bonus-dice", "dice"),
    ("bonus-river", "River"),
];

impl Labels {
    /// English labels for `view`, with the players called `names`.
    pub fn english(view: &BabylonView, names: &[&str]) -> Labels {
        let name = |seat: Seat| names.get(seat.index()).copied().unwrap_or("?");
        let status = match (&view.step, view.to_act.len()) {
            (Step::Over, _) => {
                // The winner's score first (Y34), then the others.
                let mut order: Vec<(usize, i64)> = view
                    .players
                    .iter()
                    .enumerate()
                    .map(|(i, p)| (i, p.score.total()))
                    .collect();
                order.sort_by_key(|&(i, score)| (std::cmp::Reverse(score), i));
                let scores: Vec<String> = order.iter().map(|(_, s)| s.to_string()).collect();
                match view.mode {
                    Some(_) => {
                        let total = order.first().map_or(0, |&(_, s)| s);
                        if total >= manifest::GOAL {
                            format!(
                                "Game over: {total}, the goal of {} is reached",
                                manifest::GOAL
                            )
                        } else {
                            format!(
                                "Game over: {total}, short of the goal of {}",
                                manifest::GOAL
                            )
                        }
                    }
                    None => {
                        let winners: Vec<&str> = view
                            .outcome
                            .as_ref()
                            .map(|o| o.winners.iter().map(name).collect())
                            .unwrap_or_default();
                        let verb = if winners.len() == 1 {
                            "wins"
                        } else {
                            "share the win"
                        };
                        format!(
                            "Game over: {} {verb} {}",
                            winners.join(" and "),
                            scores.join("–")
                        )
                    }
                }
            }
            (Step::Write, n) if n > 1 => {
                let waiting: Vec<&str> = view.to_act.iter().map(name).collect();
                format!("Everyone writes: waiting on {}", waiting.join(", "))
            }
            (step, _) => {
                let who: Vec<&str> = view.to_act.iter().map(name).collect();
                format!("{} to play: {}", who.join(", "), step.words())
            }
        };
        Labels {
            status,
            words: ENGLISH.iter().map(|&(k, v)| (k, v.to_owned())).collect(),
        }
    }

    fn w(&self, key: &str) -> &str {
        self.words.get(key).map_or("", String::as_str)
    }
}

/// The colours Babylon tells apart: the tower's icons, the dice, wood
/// and wheat.
pub const TOLD_APART: &[&Distinct] = &[&ICONS, &DICE, &RESOURCES];

/// What to draw.
#[derive(Clone, Copy, Debug)]
pub struct Picture<'a> {
    /// The public view.
    pub view: &'a BabylonView,
    /// The players' names by seat.
    pub names: &'a [&'a str],
    /// The words to draw.
    pub labels: &'a Labels,
    /// Each seat's sheet to compare with (the round's new marks are lit).
    pub since: Option<&'a [Sheet]>,
    /// The width it is laid out for.
    pub layout: Layout,
    /// The reader's colour vision.
    pub vision: Vision,
}

/// The board and every sheet of the position `record` reaches, one picture
/// above the other.
pub fn draw_record(
    record: &Record,
    labels: impl FnOnce(&BabylonView, &[&str]) -> Labels,
    layout: Layout,
    vision: Vision,
    scale: f32,
) -> Result<RgbImage, ReplayError> {
    let game: Babylon = play::replay(record)?;
    let view = game.view(None);
    let names: Vec<&str> = record.seats.iter().map(String::as_str).collect();
    let labels = labels(&view, &names);
    let since: Vec<Sheet> = Seat::all(game.seat_count())
        .map(|s| game.player(s).sheet_before_write().clone())
        .collect();
    let picture = Picture {
        view: &view,
        names: &names,
        labels: &labels,
        layout,
        since: Some(&since),
        vision,
    };
    let board = draw_board(&picture, scale);
    let seats: Vec<Seat> = Seat::all(game.seat_count()).collect();
    let sheets = draw_sheets(&picture, &seats, scale);
    let mut out = RgbImage::from_pixel(
        board.width().max(sheets.width()),
        board.height() + sheets.height(),
        image::Rgb(PAPER.0),
    );
    image::imageops::replace(&mut out, &board, 0, 0);
    image::imageops::replace(&mut out, &sheets, 0, i64::from(board.height()));
    Ok(out)
}

/// The tables of the view's manifest.
fn tables(view: &BabylonView) -> &'static manifest::Tables {
    manifest::tables(view.manifest).unwrap_or(&manifest::MANIFESTS[0])
}

fn name<'a>(names: &[&'a str], seat: Seat) -> &'a str {
    names.get(seat.index()).copied().unwrap_or("?")
}
