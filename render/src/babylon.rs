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
use crate::palette::{GOLD, GOLD_EDGE, INK, MUTED, PANEL, PAPER, Rgb, WHITE};
use crate::text::{self, Weight};
use crate::{Layout, Region};

/// Width of the board picture, and of a row of sheets, at scale 1.
pub const WIDTH: u32 = 1100;
/// Height of the board picture at scale 1.
pub const BOARD_HEIGHT: u32 = 560;
/// A sheet's size at scale 1 (one alone, twice as large, fills [`WIDTH`]).
pub const SHEET_W: f32 = 540.0;
/// A sheet's height at scale 1.
pub const SHEET_H: f32 = 540.0;

const HIGHLIGHT: Rgb = Rgb([0xFF, 0xE0, 0x6A]);
const FILLED: Rgb = Rgb([0xD9, 0xC6, 0xA5]);
const EMPTY_CELL: Rgb = Rgb([0xFB, 0xF7, 0xF0]);
const GRID: Rgb = Rgb([0xB8, 0xAA, 0x94]);
const SHAPE_EDGE: Rgb = Rgb([0x3B, 0x2A, 0x1A]);
const TILE: Rgb = Rgb([0x8C, 0x6A, 0x4A]);
const BLUE_DIE: Rgb = Rgb([0x2F, 0x6F, 0xB5]);
const GREEN_DIE: Rgb = Rgb([0x1F, 0x8A, 0x4C]);
const CLOSED: Rgb = Rgb([0xA0, 0x2C, 0x2C]);
/// Small windows light, big windows darker: told apart by lightness too,
/// for colour-blind players.
const WINDOW: Rgb = Rgb([0xBF, 0xDC, 0xEE]);
const BIG_WINDOW: Rgb = Rgb([0x6F, 0xA8, 0xD6]);
const DOOR: Rgb = Rgb([0xC9, 0xA2, 0x7A]);

/// The fill of a tower icon and the ink of its letter.
pub const fn icon_colours(icon: TowerIcon) -> (Rgb, Rgb) {
    match icon {
        TowerIcon::Art => (Rgb([0xD5, 0x5E, 0x00]), INK),
        TowerIcon::Mosaic => (Rgb([0x00, 0x72, 0xB2]), WHITE),
        TowerIcon::Palm => (Rgb([0x00, 0x9E, 0x73]), INK),
        TowerIcon::Lion => (Rgb([0xE6, 0x9F, 0x00]), INK),
    }
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
}

/// The board and every sheet of the position `record` reaches, one picture
/// above the other.
pub fn draw_record(
    record: &Record,
    labels: impl FnOnce(&BabylonView, &[&str]) -> Labels,
    layout: Layout,
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

/// A canvas with a scale: every coordinate below is at scale 1.
struct Drawing {
    canvas: Canvas,
    s: f32,
}

impl Drawing {
    fn new(width: f32, height: f32, scale: f32) -> Drawing {
        Drawing {
            canvas: Canvas::new(
                (width * scale).round() as u32,
                (height * scale).round() as u32,
                PAPER,
            ),
            s: scale,
        }
    }

    fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, colour: Rgb) {
        let s = self.s;
        self.canvas
            .rect(Rect::new(x * s, y * s, w * s, h * s), colour);
    }

    fn rounded(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, colour: Rgb) {
        let s = self.s;
        self.canvas
            .rounded_rect(Rect::new(x * s, y * s, w * s, h * s), r * s, colour);
    }

    fn frame(&mut self, rect: Rect, r: f32, width: f32, colour: Rgb) {
        let s = self.s;
        self.canvas
            .rounded_frame(rect.scaled(s), r * s, width * s, colour);
    }

    fn circle(&mut self, cx: f32, cy: f32, r: f32, colour: Rgb) {
        let s = self.s;
        self.canvas.circle(cx * s, cy * s, r * s, colour);
    }

    fn ring(&mut self, cx: f32, cy: f32, r: f32, width: f32, colour: Rgb) {
        let s = self.s;
        let mut path = Path::default();
        path.circle(cx * s, cy * s, r * s, true);
        path.circle(cx * s, cy * s, (r - width) * s, false);
        self.canvas.fill(&path, colour);
    }

    fn line(&mut self, a: (f32, f32), b: (f32, f32), width: f32, colour: Rgb) {
        let s = self.s;
        self.canvas
            .line((a.0 * s, a.1 * s), (b.0 * s, b.1 * s), width * s, colour);
    }

    fn text(&mut self, t: &str, x: f32, y: f32, size: f32, weight: Weight, colour: Rgb) -> f32 {
        let s = self.s;
        text::draw(&mut self.canvas, t, x * s, y * s, size * s, weight, colour) / s
    }

    fn centred(&mut self, t: &str, cx: f32, cy: f32, size: f32, weight: Weight, colour: Rgb) {
        let s = self.s;
        text::centred(
            &mut self.canvas,
            t,
            cx * s,
            cy * s,
            size * s,
            weight,
            colour,
        );
    }

    /// A die of `value`, its pips in `ink` on `fill`.
    fn die(&mut self, x: f32, y: f32, size: f32, value: u8, fill: Rgb, ink: Rgb) {
        self.rounded(x, y, size, size, size * 0.18, fill);
        let (cx, cy, d) = (x + size / 2.0, y + size / 2.0, size * 0.27);
        let pips: &[(f32, f32)] = match value {
            1 => &[(0.0, 0.0)],
            2 => &[(-1.0, -1.0), (1.0, 1.0)],
            3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
            4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
            5 => &[
                (-1.0, -1.0),
                (1.0, -1.0),
                (0.0, 0.0),
                (-1.0, 1.0),
                (1.0, 1.0),
            ],
            _ => &[
                (-1.0, -1.0),
                (1.0, -1.0),
                (-1.0, 0.0),
                (1.0, 0.0),
                (-1.0, 1.0),
                (1.0, 1.0),
            ],
        };
        for (px, py) in pips {
            self.circle(cx + px * d, cy + py * d, size * 0.09, ink);
        }
    }

    /// A tower icon: its letter on its colour.
    fn icon(&mut self, icon: TowerIcon, cx: f32, cy: f32, r: f32) {
        let (fill, ink) = icon_colours(icon);
        self.circle(cx, cy, r, fill);
        self.centred(icon_letter(icon), cx, cy, r * 1.2, Weight::Bold, ink);
    }

    /// A row of `size` marks, `done` of them made (`lit` of those new).
    #[allow(clippy::too_many_arguments)]
    fn marks(&mut self, x: f32, y: f32, size: u8, done: u8, lit: u8, r: f32, colour: Rgb) {
        for i in 0..size {
            let cx = x + r + f32::from(i) * (2.0 * r + 4.0);
            let cy = y + r;
            if i >= done.saturating_sub(lit) && i < done {
                self.circle(cx, cy, r + 3.0, HIGHLIGHT);
            }
            if i < done {
                self.circle(cx, cy, r, colour);
            } else {
                self.circle(cx, cy, r, WHITE);
                self.ring(cx, cy, r, 1.5, GRID);
            }
        }
    }

    fn into_image(self) -> RgbImage {
        self.canvas.into_image()
    }
}

/// The tables of the view's manifest.
fn tables(view: &BabylonView) -> &'static manifest::Tables {
    manifest::tables(view.manifest).unwrap_or(&manifest::MANIFESTS[0])
}

fn name<'a>(names: &[&'a str], seat: Seat) -> &'a str {
    names.get(seat.index()).copied().unwrap_or("?")
}

// --- The board ------------------------------------------------------------

const CELL: f32 = 84.0;
const BOARD_X: f32 = 24.0;
const BOARD_Y: f32 = 56.0;

/// The printed value of each ring placeholder, clockwise from the top
/// left corner's right neighbour (Y3), with its grid position.
const RING: [(u8, i8, i8); 12] = [
    (1, 1, 0),
    (2, 2, 0),
    (3, 3, 0),
    (4, 4, 1),
    (5, 4, 2),
    (6, 4, 3),
    (1, 3, 4),
    (2, 2, 4),
    (3, 1, 4),
    (4, 0, 3),
    (5, 0, 2),
    (6, 0, 1),
];

/// Draws the action board, the round and every seat's dice, `scale` times
/// [`WIDTH`] × [`BOARD_HEIGHT`].
pub fn draw_board(picture: &Picture<'_>, scale: f32) -> RgbImage {
    draw_board_mapped(picture, scale).0
}

/// [`draw_board`], and where it drew the dice that can be taken: each blue
/// die on the ring by its value (`6`: `take 6`; two dice of one value are
/// alike, and both carry it), each green die in a corner as `green`.
pub fn draw_board_mapped(picture: &Picture<'_>, scale: f32) -> (RgbImage, Vec<Region>) {
    let view = picture.view;
    let labels = picture.labels;
    let mut d = Drawing::new(WIDTH as f32, BOARD_HEIGHT as f32, scale);
    let status = text::fit(&labels.status, 26.0, Weight::Bold, 1052.0);
    d.text(&status, 24.0, 12.0, 26.0, Weight::Bold, INK);
    let dice = board(&mut d, view, labels);
    round_panel(&mut d, picture);
    let regions = dice
        .into_iter()
        .map(|(name, area)| Region {
            name,
            area: area.scaled(scale),
        })
        .collect();
    (d.into_image(), regions)
}

/// Draws the board; the dice that can be taken, by name, and where.
/// Draws the action board; where it drew each die that can be taken (by
/// value, or `green`) and each board cell (`ship`), which a tile covers.
fn board(d: &mut Drawing, view: &BabylonView, labels: &Labels) -> Vec<(String, Rect)> {
    let mut dice = Vec::new();
    let size = CELL * 5.0;
    d.rounded(
        BOARD_X - 6.0,
        BOARD_Y - 6.0,
        size + 12.0,
        size + 12.0,
        12.0,
        PANEL,
    );
    // The ring: blue placeholders (a die still there is drawn, a taken one
    // is its printed value, faint), green corners.
    let mut left = view.blue;
    for &(value, gx, gy) in &RING {
        let (x, y) = (
            BOARD_X + f32::from(gx as u8) * CELL,
            BOARD_Y + f32::from(gy as u8) * CELL,
        );
        let slot = &mut left[usize::from(value) - 1];
        // Two placeholders per value: the first ones drawn hold the dice.
        let present = *slot > 0 && {
            let before = RING
                .iter()
                .take_while(|r| (r.1, r.2) != (gx, gy))
                .filter(|r| r.0 == value)
                .count() as u8;
            before < view.blue[usize::from(value) - 1]
        };
        if present {
            *slot -= 1;
            d.die(x + 16.0, y + 16.0, CELL - 32.0, value, BLUE_DIE, WHITE);
            dice.push((
                value.to_string(),
                Rect::new(x + 8.0, y + 8.0, CELL - 16.0, CELL - 16.0),
            ));
        } else {
            d.frame(
                Rect::new(x + 16.0, y + 16.0, CELL - 32.0, CELL - 32.0),
                8.0,
                2.0,
                GRID,
            );
            d.centred(
                &value.to_string(),
                x + CELL / 2.0,
                y + CELL / 2.0,
                22.0,
                Weight::Regular,
                MUTED,
            );
        }
    }
    let corners = [(0, 0), (4, 0), (0, 4), (4, 4)];
    let with_green = view.seats >= 3;
    for (i, (gx, gy)) in corners.into_iter().enumerate() {
        let (x, y) = (BOARD_X + gx as f32 * CELL, BOARD_Y + gy as f32 * CELL);
        if !with_green {
            continue;
        }
        if (i as u8) < view.green {
            d.rounded(x + 16.0, y + 16.0, CELL - 32.0, CELL - 32.0, 8.0, GREEN_DIE);
            dice.push((
                "green".to_owned(),
                Rect::new(x + 8.0, y + 8.0, CELL - 16.0, CELL - 16.0),
            ));
            d.centred(
                "?",
                x + CELL / 2.0,
                y + CELL / 2.0,
                24.0,
                Weight::Bold,
                WHITE,
            );
        } else {
            let slot = Rect::new(x + 16.0, y + 16.0, CELL - 32.0, CELL - 32.0);
            d.frame(slot, 8.0, 2.0, GREEN_DIE);
        }
    }
    // The icon area: y = 0 is the bottom row.
    let closed = view
        .penalty
        .filter(|(_, accepted)| *accepted == Some(true))
        .map(|(card, _)| tables(view).penalties[card as usize - 1].0);
    for cell in BoardCell::ALL {
        let (bx, by) = cell.xy();
        let x = BOARD_X + (1.0 + f32::from(bx as u8)) * CELL;
        let y = BOARD_Y + (3.0 - f32::from(by as u8)) * CELL;
        d.rounded(x + 3.0, y + 3.0, CELL - 6.0, CELL - 6.0, 8.0, WHITE);
        // The tile is placed by naming these cells.
        dice.push((
            cell.word().to_owned(),
            Rect::new(x + 3.0, y + 3.0, CELL - 6.0, CELL - 6.0),
        ));
        board_icon(d, cell, x + CELL / 2.0, y + CELL / 2.0 - 8.0);
        let word = labels.w(board_key(cell)).to_owned();
        let word = text::fit(&word, 15.0, Weight::Regular, CELL - 10.0);
        d.centred(
            &word,
            x + CELL / 2.0,
            y + CELL - 18.0,
            15.0,
            Weight::Regular,
            INK,
        );
        if closed == Some(cell) {
            d.line(
                (x + 8.0, y + 8.0),
                (x + CELL - 8.0, y + CELL - 8.0),
                5.0,
                CLOSED,
            );
            d.line(
                (x + CELL - 8.0, y + 8.0),
                (x + 8.0, y + CELL - 8.0),
                5.0,
                CLOSED,
            );
        }
    }
    // The tile: its cells shaded and outlined, its bonus spaces named.
    if let Some(placed) = view.placed {
        let cells: Vec<BoardCell> = placed.cells.iter().collect();
        for &cell in &cells {
            let (bx, by) = cell.xy();
            let x = BOARD_X + (1.0 + f32::from(bx as u8)) * CELL;
            let y = BOARD_Y + (3.0 - f32::from(by as u8)) * CELL;
            d.rounded(x + 3.0, y + 3.0, CELL - 6.0, CELL - 6.0, 8.0, TILE);
            let neighbours = [(-1, 0), (1, 0), (0, -1), (0, 1)];
            for (dx, dy) in neighbours {
                let inside = BoardCell::at(bx + dx, by + dy).is_some_and(|n| cells.contains(&n));
                if inside {
                    // Join the cells of one tile.
                    let (jx, jy) = (
                        x + CELL / 2.0 + dx as f32 * CELL / 2.0,
                        y + CELL / 2.0 - dy as f32 * CELL / 2.0,
                    );
                    d.rect(jx - 8.0, jy - 8.0, 16.0, 16.0, TILE);
                }
            }
        }
        let bonuses = placed_bonuses(placed, tables(view), labels);
        let keys = ["papyrus", "pond-space", "garden-space", "lake"];
        let spaces = placed.spaces();
        for &cell in &cells {
            let (bx, by) = cell.xy();
            let x = BOARD_X + (1.0 + f32::from(bx as u8)) * CELL;
            let y = BOARD_Y + (3.0 - f32::from(by as u8)) * CELL;
            let Some(i) = spaces.iter().position(|&s| s == cell) else {
                // The plain cell shows the icon it covers.
                let word = labels.w(board_key(cell)).to_owned();
                d.centred(
                    &word,
                    x + CELL / 2.0,
                    y + CELL / 2.0,
                    15.0,
                    Weight::Regular,
                    WHITE,
                );
                continue;
            };
            let space = text::fit(labels.w(keys[i]), 14.0, Weight::Bold, CELL - 8.0);
            d.centred(&space, x + CELL / 2.0, y + 22.0, 14.0, Weight::Bold, WHITE);
            let what = text::fit(&bonuses[i], 15.0, Weight::Regular, CELL - 8.0);
            d.centred(
                &what,
                x + CELL / 2.0,
                y + 48.0,
                15.0,
                Weight::Regular,
                WHITE,
            );
        }
        let title = format!(
            "{} {}{}",
            labels.w("tile"),
            placed.tile,
            placed.side.letter()
        );
        d.text(
            &title,
            BOARD_X,
            BOARD_Y + size + 12.0,
            18.0,
            Weight::Bold,
            INK,
        );
    }
    dice
}

fn board_key(cell: BoardCell) -> &'static str {
    match cell {
        BoardCell::Ship => "board-ship",
        BoardCell::Worker => "board-worker",
        BoardCell::Lion => "board-lion",
        BoardCell::Stone => "board-stone",
        BoardCell::Pond => "board-pond",
        BoardCell::Gold => "board-gold",
        BoardCell::Art => "board-art",
        BoardCell::Mosaic => "board-mosaic",
        BoardCell::Palm => "board-palm",
    }
}

/// A board cell's icon: a tower icon's letter, or a symbol.
fn board_icon(d: &mut Drawing, cell: BoardCell, cx: f32, cy: f32) {
    match cell {
        BoardCell::Art => d.icon(TowerIcon::Art, cx, cy, 17.0),
        BoardCell::Mosaic => d.icon(TowerIcon::Mosaic, cx, cy, 17.0),
        BoardCell::Palm => d.icon(TowerIcon::Palm, cx, cy, 17.0),
        BoardCell::Lion => d.icon(TowerIcon::Lion, cx, cy, 17.0),
        BoardCell::Gold => {
            d.circle(cx, cy, 17.0, GOLD_EDGE);
            d.circle(cx, cy, 15.0, GOLD);
        }
        BoardCell::Stone => {
            d.rounded(
                cx - 16.0,
                cy - 13.0,
                32.0,
                26.0,
                6.0,
                Rgb([0x77, 0x77, 0x77]),
            );
        }
        BoardCell::Pond => {
            d.circle(cx, cy, 18.0, Rgb([0x56, 0xB4, 0xE9]));
            d.line((cx - 10.0, cy), (cx + 10.0, cy), 2.0, WHITE);
        }
        BoardCell::Worker => {
            d.circle(cx, cy - 8.0, 7.0, INK);
            d.rounded(cx - 9.0, cy, 18.0, 16.0, 5.0, INK);
        }
        BoardCell::Ship => {
            let s = d.s;
            let mut path = Path::default();
            path.polygon(&[
                ((cx - 18.0) * s, (cy + 2.0) * s),
                ((cx + 18.0) * s, (cy + 2.0) * s),
                ((cx + 11.0) * s, (cy + 14.0) * s),
                ((cx - 11.0) * s, (cy + 14.0) * s),
            ]);
            path.polygon(&[
                (cx * s, (cy - 16.0) * s),
                ((cx + 12.0) * s, (cy - 1.0) * s),
                (cx * s, (cy - 1.0) * s),
            ]);
            d.canvas.fill(&path, INK);
        }
    }
}

/// The words of a tile's four bonus spaces, Papyrus first (Y6).
fn placed_bonuses(
    placed: keystone_engine::babylon::Placed,
    tables: &manifest::Tables,
    labels: &Labels,
) -> Vec<String> {
    let b = placed.bonuses(tables);
    let word = |bonus| bonus_word(bonus, labels);
    let lake = format!("{}+{}", word(b.lake[0]), word(b.lake[1]));
    vec![word(b.papyrus), word(Bonus::River), word(b.garden), lake]
}

/// A bonus in a word or two, as a tile's space prints it.
fn bonus_word(bonus: Bonus, labels: &Labels) -> String {
    let key = match bonus {
        Bonus::Gold => "bonus-gold",
        Bonus::Stone => "bonus-stone",
        Bonus::Wood => "bonus-wood",
        Bonus::Wheat => "bonus-wheat",
        Bonus::Art => "bonus-art",
        Bonus::Mosaic => "bonus-mosaic",
        Bonus::Palm => "bonus-palm",
        Bonus::Lion => "bonus-lion",
        Bonus::Amphora => "bonus-amphora",
        Bonus::Cart => "bonus-cart",
        Bonus::Garden => "bonus-garden",
        Bonus::Wall => "bonus-wall",
        Bonus::Pencil => "bonus-pencil",
        Bonus::Shape3 => "bonus-shape3",
        Bonus::River => "bonus-river",
        Bonus::Dice(a, b) => return format!("{} {a}+{b}", labels.w("bonus-dice")),
    };
    labels.w(key).to_owned()
}

/// Round, shape card, removed cards, solo penalty and goal, then a row per
/// seat with its dice and score.
fn round_panel(d: &mut Drawing, picture: &Picture<'_>) {
    let view = picture.view;
    let labels = picture.labels;
    let x = 480.0;
    let mut y = 56.0;
    let round = format!("{} {}/{}", labels.w("round"), view.round, view.rounds);
    d.text(&round, x, y, 22.0, Weight::Bold, INK);
    if let Some(card) = view.card {
        let shape = keystone_engine::babylon::Shape::of_tile(card);
        let [a, b] = shape.tiles();
        let text = format!("{} {} ({a}, {b})", labels.w("card"), shape.letter());
        d.text(&text, x + 170.0, y, 22.0, Weight::Bold, INK);
        shape_glyph(d, shape, x + 400.0, y - 2.0, 10.0);
    }
    y += 34.0;
    let removed: Vec<String> = view
        .removed
        .iter()
        .map(|&c| format!("{}", keystone_engine::babylon::Shape::of_tile(c).letter()))
        .collect();
    let removed = format!("{}: {}", labels.w("removed"), removed.join(" "));
    d.text(&removed, x, y, 18.0, Weight::Regular, MUTED);
    y += 30.0;
    if let Some(mode) = view.mode {
        let goal = format!(
            "{} {} ({})",
            labels.w("goal"),
            manifest::GOAL,
            labels.w(match mode {
                Mode::Normal => "normal",
                Mode::Hard => "hard",
            })
        );
        d.text(&goal, x, y, 18.0, Weight::Bold, INK);
        if let Some((card, accepted)) = view.penalty {
            let (cell, value) = tables(view).penalties[card as usize - 1];
            let state = match accepted {
                Some(true) => labels.w("accepted"),
                Some(false) => labels.w("ignored"),
                None => labels.w("undecided"),
            };
            let text = format!(
                "{} {card}: {} · {value} ({state})",
                labels.w("penalty"),
                labels.w(board_key(cell))
            );
            d.rounded(
                x + 170.0,
                y - 4.0,
                420.0,
                30.0,
                6.0,
                Rgb([0xF3, 0xD6, 0xD6]),
            );
            d.text(&text, x + 180.0, y, 18.0, Weight::Bold, CLOSED);
        }
        y += 30.0;
        if !view.kept.is_empty() {
            let values: Vec<String> = view
                .kept
                .iter()
                .map(|&c| tables(view).penalties[c as usize - 1].1.to_string())
                .collect();
            let text = format!("{}: −{}", labels.w("kept"), values.join(" −"));
            d.text(&text, x, y, 18.0, Weight::Regular, MUTED);
            y += 30.0;
        }
    }
    y += 6.0;
    for (i, player) in view.players.iter().enumerate() {
        let seat = Seat::from_index(i);
        seat_row(d, picture, seat, player, x, y);
        y += 92.0;
    }
}

fn seat_row(d: &mut Drawing, picture: &Picture<'_>, seat: Seat, player: &SeatView, x: f32, y: f32) {
    let view = picture.view;
    let labels = picture.labels;
    d.rounded(x, y, 596.0, 84.0, 10.0, PANEL);
    let who = text::fit(name(picture.names, seat), 22.0, Weight::Bold, 260.0);
    d.text(&who, x + 14.0, y + 8.0, 22.0, Weight::Bold, INK);
    let score = format!("{} {}", player.score.total(), labels.w("points"));
    let w = text::width(&score, 22.0, Weight::Bold);
    d.text(&score, x + 580.0 - w, y + 8.0, 22.0, Weight::Bold, INK);
    let mut state: Vec<&str> = Vec::new();
    if view.first == seat && view.step != Step::Over {
        state.push(labels.w("first"));
    }
    if player.left {
        state.push(labels.w("left"));
    } else if view.step == Step::Write {
        state.push(if player.done {
            labels.w("done")
        } else {
            labels.w("writing")
        });
    }
    let state = text::fit(&state.join(" · "), 17.0, Weight::Regular, 260.0);
    d.text(&state, x + 14.0, y + 44.0, 17.0, Weight::Regular, MUTED);
    // The dice held this round: spent ones faint, virtual ones outlined.
    let mut dx = x + 300.0;
    for die in &player.turn.dice {
        let (fill, ink) = match (die.spent, die.green, die.virtual_die) {
            (true, _, _) => (Rgb([0xD8, 0xD2, 0xC8]), Rgb([0x9A, 0x90, 0x84])),
            (false, true, _) => (GREEN_DIE, WHITE),
            (false, false, true) => (WHITE, INK),
            (false, false, false) => (BLUE_DIE, WHITE),
        };
        d.die(dx, y + 40.0, 36.0, die.value, fill, ink);
        if die.virtual_die {
            d.frame(Rect::new(dx, y + 40.0, 36.0, 36.0), 6.0, 2.0, INK);
        }
        dx += 42.0;
    }
}

/// A shape drawn as small squares, its top-left at (`x`, `y`).
fn shape_glyph(d: &mut Drawing, shape: keystone_engine::babylon::Shape, x: f32, y: f32, cell: f32) {
    let footprint =
        keystone_engine::babylon::Footprint::of(shape, keystone_engine::babylon::Side::A);
    let height = footprint.cells().iter().map(|c| c.1).max().unwrap_or(0);
    for &(cx, cy) in footprint.cells() {
        let px = x + f32::from(cx as u8) * (cell + 2.0);
        let py = y + f32::from((height - cy) as u8) * (cell + 2.0);
        d.rect(px, py, cell, cell, TILE);
    }
}

// --- The sheets -------------------------------------------------------------

const TOWER_CELL: f32 = 40.0;
const TOWER_X: f32 = 34.0;
const TOWER_Y: f32 = 64.0;

/// Draws the sheets of `seats`, one under another; each [`SHEET_W`] ×
/// [`SHEET_H`] at scale 1 (one alone twice that).
pub fn draw_sheets(picture: &Picture<'_>, seats: &[Seat], scale: f32) -> RgbImage {
    let k = if seats.len() == 1 { 2.0 } else { 1.0 };
    sheets(picture, seats, k, scale).0
}

/// Draws the sheet of `seat` alone at the size it has beside the others:
/// [`SHEET_W`] × [`SHEET_H`] at scale 1, with the same margins.
pub fn draw_sheet(picture: &Picture<'_>, seat: Seat, scale: f32) -> RgbImage {
    sheets(picture, &[seat], 1.0, scale).0
}

/// [`draw_sheet`], and where it drew each cell of the seat's tower, by
/// its name (`b3`), and each section of its side an action begins with,
/// by that word (`river`, `amphora`, `wall`, `garden`, `cart`, `house`).
pub fn draw_sheet_mapped(picture: &Picture<'_>, seat: Seat, scale: f32) -> (RgbImage, Vec<Region>) {
    sheets(picture, &[seat], 1.0, scale)
}

/// The sheets of `seats`, each `k` times its size, one under another;
/// and the tower cells' regions (`b3` for one sheet, `2 b3` for seat 2's
/// among several), and one sheet's sections (`garden`, `house`).
fn sheets(picture: &Picture<'_>, seats: &[Seat], k: f32, scale: f32) -> (RgbImage, Vec<Region>) {
    // One under another, never side by side: a phone shows the picture at
    // its own width, and two sheets abreast were too small to read there.
    let rows = seats.len().max(1) as f32;
    let (w, h) = (SHEET_W * k + 20.0, SHEET_H * rows * k);
    // One large fills the board's width.
    let w = if k > 1.0 { w.max(WIDTH as f32) } else { w };
    let mut d = Drawing::new(w, h, scale);
    let mut regions = Vec::new();
    let size = (
        (SHEET_W * scale * k).round() as u32,
        (SHEET_H * scale * k).round() as u32,
    );
    for (i, &seat) in seats.iter().enumerate() {
        let at = (
            (10.0 * scale).round() as u32,
            (i as f32 * SHEET_H * k * scale).round() as u32,
        );
        // Each sheet in its own part of the picture, at its own scale.
        let whole = d.canvas.enter(at, size);
        d.s = scale * k;
        let sections = sheet(&mut d, picture, seat);
        d.s = scale;
        d.canvas.leave(whole);
        let placed = |area: Rect| {
            let area = area.scaled(scale * k);
            Rect::new(area.x + at.0 as f32, area.y + at.1 as f32, area.w, area.h)
        };
        // A seat's own sheet: its sections are where it writes.
        if seats.len() == 1 {
            for (word, area) in sections {
                regions.push(Region {
                    name: word.to_owned(),
                    area: placed(area),
                });
            }
        }
        let tower = picture.view.players[seat.index()].sheet.printed().tower;
        for cell in tower.iter() {
            let (x, y) = tower_xy(cell);
            let name = if seats.len() == 1 {
                cell.to_string()
            } else {
                format!("{seat} {cell}")
            };
            regions.push(Region {
                name,
                area: placed(Rect::new(x, y, TOWER_CELL, TOWER_CELL)),
            });
        }
    }
    (d.into_image(), regions)
}

/// Draws `seat`'s sheet; where it drew the sections of its side.
fn sheet(d: &mut Drawing, picture: &Picture<'_>, seat: Seat) -> Vec<(&'static str, Rect)> {
    let view = picture.view;
    let labels = picture.labels;
    let player = &view.players[seat.index()];
    let sheet = &player.sheet;
    let before = picture
        .since
        .and_then(|s| s.get(seat.index()))
        .filter(|_| view.step == Step::Write || view.step == Step::Over);
    d.rounded(4.0, 4.0, SHEET_W - 8.0, SHEET_H - 8.0, 14.0, PANEL);
    // Header: name, score, state.
    let who = text::fit(name(picture.names, seat), 24.0, Weight::Bold, 300.0);
    d.text(&who, 18.0, 14.0, 24.0, Weight::Bold, INK);
    let score = format!("{} {}", player.score.total(), labels.w("points"));
    let w = text::width(&score, 24.0, Weight::Bold);
    d.text(&score, SHEET_W - 18.0 - w, 14.0, 24.0, Weight::Bold, INK);
    tower(d, sheet, before);
    let sections = side_panel(d, labels, player, before);
    breakdown(d, labels, player);
    sections
}

fn tower_xy(cell: Cell) -> (f32, f32) {
    let x = TOWER_X + f32::from(cell.x() as u8) * TOWER_CELL;
    let y = TOWER_Y + f32::from((9 - cell.y()) as u8) * TOWER_CELL;
    (x, y)
}

fn tower(d: &mut Drawing, sheet: &Sheet, before: Option<&Sheet>) {
    let printed = sheet.printed();
    let new_filled = before.map_or(Cells::EMPTY, |b| Cells(sheet.filled.0 & !b.filled.0));
    // Column letters and row numbers.
    for x in 0..6u8 {
        let letter = ((b'a' + x) as char).to_string();
        let cx = TOWER_X + f32::from(x) * TOWER_CELL + TOWER_CELL / 2.0;
        d.centred(
            &letter,
            cx,
            TOWER_Y + 10.0 * TOWER_CELL + 12.0,
            14.0,
            Weight::Regular,
            MUTED,
        );
    }
    // A manifest's tower may be lower than the page's: its top rows are
    // left out, the tower standing on the same ground.
    let rows = printed.rows;
    for y in 0..rows {
        let cy = TOWER_Y + f32::from(9 - y) * TOWER_CELL + TOWER_CELL / 2.0;
        d.centred(
            &(y + 1).to_string(),
            TOWER_X - 14.0,
            cy,
            14.0,
            Weight::Regular,
            MUTED,
        );
    }
    for cell in printed.tower.iter() {
        let (x, y) = tower_xy(cell);
        let fill = if new_filled.contains(cell) {
            HIGHLIGHT
        } else if sheet.filled.contains(cell) {
            FILLED
        } else if printed.door.contains(cell) {
            DOOR
        } else if printed.big_windows.contains(cell) {
            BIG_WINDOW
        } else if printed.small_windows.contains(cell) {
            WINDOW
        } else {
            EMPTY_CELL
        };
        d.rect(x, y, TOWER_CELL, TOWER_CELL, fill);
        d.frame(Rect::new(x, y, TOWER_CELL, TOWER_CELL), 0.0, 1.0, GRID);
        if sheet.filled.contains(cell)
            && (printed.door.contains(cell)
                || printed.big_windows.contains(cell)
                || printed.small_windows.contains(cell))
        {
            // A filled opening keeps a mark of what it was.
            let mark = if printed.door.contains(cell) {
                DOOR
            } else if printed.big_windows.contains(cell) {
                BIG_WINDOW
            } else {
                WINDOW
            };
            d.rect(x + 3.0, y + 3.0, 8.0, 8.0, mark);
        }
    }
    // Shapes outlined: a thick edge wherever a cell's neighbour is not in
    // the same shape.
    for shape in &sheet.shapes {
        for cell in shape.iter() {
            let (x, y) = tower_xy(cell);
            let t = TOWER_CELL;
            let edges = [
                ((-1, 0), (x, y), (x, y + t)),
                ((1, 0), (x + t, y), (x + t, y + t)),
                ((0, -1), (x, y + t), (x + t, y + t)),
                ((0, 1), (x, y), (x + t, y)),
            ];
            for ((dx, dy), a, b) in edges {
                let same =
                    Cell::at(cell.x() + dx, cell.y() + dy).is_some_and(|n| shape.contains(n));
                if !same {
                    d.line(a, b, 3.0, SHAPE_EDGE);
                }
            }
        }
    }
    // Icons: printed ones as rings (solid when circled), drawn ones solid
    // with a square frame; new ones lit.
    for cell in printed.tower.iter() {
        let (x, y) = tower_xy(cell);
        let (cx, cy) = (x + TOWER_CELL / 2.0, y + TOWER_CELL / 2.0);
        if let Some(icon) = printed.icon(cell) {
            let circled = sheet.circled.contains(cell);
            let new = before.is_some_and(|b| circled && !b.circled.contains(cell));
            if new {
                d.circle(cx, cy, 17.0, HIGHLIGHT);
            }
            if circled {
                d.icon(icon, cx, cy, 13.0);
                d.ring(cx, cy, 16.0, 2.5, INK);
            } else {
                let (fill, _) = icon_colours(icon);
                d.ring(cx, cy, 13.0, 3.0, fill);
                d.centred(icon_letter(icon), cx, cy, 15.0, Weight::Bold, INK);
            }
        } else if let Some(icon) = TowerIcon::ALL
            .into_iter()
            .find(|&i| sheet.drawn[i as usize].contains(cell))
        {
            let new = before.is_some_and(|b| !b.drawn[icon as usize].contains(cell));
            if new {
                d.rounded(
                    x + 3.0,
                    y + 3.0,
                    TOWER_CELL - 6.0,
                    TOWER_CELL - 6.0,
                    6.0,
                    HIGHLIGHT,
                );
            }
            let (fill, ink) = icon_colours(icon);
            d.rounded(
                x + 7.0,
                y + 7.0,
                TOWER_CELL - 14.0,
                TOWER_CELL - 14.0,
                4.0,
                fill,
            );
            d.centred(icon_letter(icon), cx, cy, 15.0, Weight::Bold, ink);
        }
    }
    let top = TOWER_Y + f32::from(10 - rows) * TOWER_CELL;
    let outline = Rect::new(TOWER_X, top, 6.0 * TOWER_CELL, f32::from(rows) * TOWER_CELL);
    d.frame(outline, 0.0, 2.0, SHAPE_EDGE);
}

/// The side of a sheet: its sections and tracks; where it drew each
/// section an action begins with (`river`, `amphora`, `wall`, `garden`,
/// `cart`, a building's word), in the sheet's own coordinates.
fn side_panel(
    d: &mut Drawing,
    labels: &Labels,
    player: &SeatView,
    before: Option<&Sheet>,
) -> Vec<(&'static str, Rect)> {
    let sheet = &player.sheet;
    let mut sections = Vec::new();
    let section = |word: &'static str, from: f32, to: f32| {
        (word, Rect::new(296.0, from - 3.0, 232.0, to - from))
    };
    let lit =
        |now: u8, then: &dyn Fn(&Sheet) -> u8| before.map_or(0, |b| now.saturating_sub(then(b)));
    let x = 300.0;
    let mut y = 60.0;
    let title = |d: &mut Drawing, key: &str, y: f32| {
        d.text(labels.w(key), x, y, 15.0, Weight::Bold, INK);
    };
    // River: wood, wheat, the ship; stored resources shown by crossing.
    let top = y;
    title(d, "river", y);
    let ship = if sheet.river_ship() { "⛵ 6" } else { "" };
    d.text(ship, x + 160.0, y, 15.0, Weight::Bold, INK);
    y += 20.0;
    for (i, resource) in Resource::ALL.into_iter().enumerate() {
        let circled = sheet.river[i];
        let spent = sheet.river_spent[i];
        let colour = match resource {
            Resource::Wood => Rgb([0x8B, 0x5A, 0x2B]),
            Resource::Wheat => Rgb([0xD9, 0xB8, 0x3A]),
        };
        let new = lit(circled, &|b: &Sheet| b.river[i]);
        let rx = x + i as f32 * 112.0;
        d.marks(rx, y, 4, circled, new, 10.0, colour);
        for j in 0..spent {
            let cx = rx + 10.0 + f32::from(j) * 24.0;
            d.line((cx - 8.0, y + 2.0), (cx + 8.0, y + 18.0), 2.5, INK);
        }
    }
    y += 28.0;
    sections.push(section("river", top, y));
    let loose = player.turn.loose;
    if loose != [0, 0] {
        let text = format!(
            "{}: {} {}, {} {}",
            labels.w("loose"),
            loose[0],
            labels.w("wood"),
            loose[1],
            labels.w("wheat")
        );
        d.text(&text, x, y - 4.0, 13.0, Weight::Regular, MUTED);
        y += 14.0;
    }
    // Pottery: amphorae, then the big amphorae's rows.
    let top = y;
    title(d, "pottery", y);
    y += 20.0;
    let amphora = Rgb([0xC0, 0x6A, 0x3A]);
    d.marks(
        x,
        y,
        manifest::AMPHORAE,
        sheet.amphorae,
        lit(sheet.amphorae, &|b: &Sheet| b.amphorae),
        9.0,
        amphora,
    );
    let rows = manifest::BIG_AMPHORAE * manifest::BIG_AMPHORA_ROWS;
    for i in 0..rows {
        let (bx, by) = (
            x + 150.0 + f32::from(i / 3) * 40.0,
            y + 14.0 - f32::from(i % 3) * 8.0,
        );
        let colour = if i < sheet.vase_rows { amphora } else { WHITE };
        d.rect(bx, by - 4.0, 30.0, 7.0, colour);
        d.frame(Rect::new(bx, by - 4.0, 30.0, 7.0), 0.0, 1.0, GRID);
    }
    y += 30.0;
    sections.push(section("amphora", top, y));
    // The mosaic wall: rows 2, 3, 4.
    let top = y;
    title(d, "wall", y);
    y += 20.0;
    for (i, &row) in manifest::WALL_ROWS.iter().enumerate() {
        let rx = x + i as f32 * 76.0;
        d.text(&row.to_string(), rx, y + 1.0, 14.0, Weight::Regular, MUTED);
        for j in 0..manifest::WALL_SPACES {
            let sx = rx + 14.0 + f32::from(j) * 24.0;
            let crossed = j < sheet.wall[i];
            let new = before.is_some_and(|b| crossed && j >= b.wall[i]);
            d.rect(sx, y, 20.0, 20.0, if new { HIGHLIGHT } else { WHITE });
            d.frame(Rect::new(sx, y, 20.0, 20.0), 0.0, 1.5, GRID);
            if crossed {
                d.line((sx + 3.0, y + 3.0), (sx + 17.0, y + 17.0), 2.5, INK);
                d.line((sx + 17.0, y + 3.0), (sx + 3.0, y + 17.0), 2.5, INK);
            }
        }
    }
    y += 30.0;
    sections.push(section("wall", top, y));
    let top = y;
    title(d, "garden", y);
    y += 20.0;
    let palm = icon_colours(TowerIcon::Palm).0;
    d.marks(
        x,
        y,
        manifest::GARDEN,
        sheet.garden,
        lit(sheet.garden, &|b: &Sheet| b.garden),
        9.0,
        palm,
    );
    y += 26.0;
    sections.push(section("garden", top, y));
    let top = y;
    title(d, "carts", y);
    y += 20.0;
    let carts = manifest::CARTS_PER_COLUMN * manifest::CART_COLUMNS.len() as u8;
    let cart = Rgb([0xCC, 0x79, 0xA7]);
    d.marks(
        x,
        y,
        carts,
        sheet.carts,
        lit(sheet.carts, &|b: &Sheet| b.carts),
        8.0,
        cart,
    );
    y += 26.0;
    sections.push(section("cart", top, y));
    // The tracks: circled spaces filled, spent ones crossed.
    for (key, track, colour, then) in [
        (
            "gold",
            sheet.gold,
            GOLD,
            (|b: &Sheet| b.gold.circled) as fn(&Sheet) -> u8,
        ),
        (
            "stone",
            sheet.stone,
            Rgb([0x88, 0x88, 0x88]),
            |b: &Sheet| b.stone.circled,
        ),
    ] {
        let text = format!("{} {}", labels.w(key), track.unspent());
        d.text(&text, x, y, 15.0, Weight::Bold, INK);
        y += 20.0;
        d.marks(
            x,
            y,
            sheet.printed().track,
            track.circled,
            lit(track.circled, &then),
            5.0,
            colour,
        );
        for j in 0..track.crossed {
            let cx = x + 5.0 + f32::from(j) * 14.0;
            d.line((cx - 4.0, y + 1.0), (cx + 4.0, y + 9.0), 2.0, INK);
        }
        y += 22.0;
    }
    // Buildings and the wheat box.
    title(d, "buildings", y);
    y += 20.0;
    let mut bx = x;
    for (i, key) in ["statue", "house", "mine", "tent", "boat"]
        .into_iter()
        .enumerate()
    {
        let built = sheet.built[i];
        let word = labels.w(key).to_owned();
        let w = text::width(&word, 13.0, Weight::Regular) + 12.0;
        if built {
            d.rounded(bx, y - 2.0, w, 22.0, 5.0, INK);
            d.text(&word, bx + 6.0, y, 13.0, Weight::Regular, WHITE);
        } else {
            d.frame(Rect::new(bx, y - 2.0, w, 22.0), 5.0, 1.0, GRID);
            d.text(&word, bx + 6.0, y, 13.0, Weight::Regular, MUTED);
        }
        sections.push((key, Rect::new(bx, y - 2.0, w, 22.0)));
        bx += w + 4.0;
    }
    y += 28.0;
    let wheat = format!("{} {}", labels.w("wheat-box"), sheet.wheat_box);
    d.text(&wheat, x, y, 15.0, Weight::Bold, INK);
    sections
}

/// The score by item, non-zero items only, and the holes.
fn breakdown(d: &mut Drawing, labels: &Labels, player: &SeatView) {
    let items: Vec<String> = player
        .score
        .items()
        .iter()
        .filter(|(_, p)| *p != 0)
        .map(|(item, p)| format!("{} {p}", labels.w(&format!("item-{item}"))))
        .collect();
    let holes = format!("{} {}", player.sheet.holes(), labels.w("holes"));
    let mut line = String::new();
    let mut y = TOWER_Y + 10.0 * TOWER_CELL + 30.0;
    for item in items.iter().chain([&holes]) {
        let next = if line.is_empty() {
            item.clone()
        } else {
            format!("{line} · {item}")
        };
        if text::width(&next, 14.0, Weight::Regular) > SHEET_W - 36.0 {
            d.text(&line, 18.0, y, 14.0, Weight::Regular, MUTED);
            y += 19.0;
            line = item.clone();
        } else {
            line = next;
        }
    }
    d.text(&line, 18.0, y, 14.0, Weight::Regular, MUTED);
}
