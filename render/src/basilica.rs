//! The Basilica board picture: a landscape image a player reads at a glance
//! on a phone.
//!
//! ```text
//! +----------------------------------------------------------------+
//! | status line                                  pile · discard    |
//! | King  [0 ... 10 ... 20 ... 30]                                  |
//! | a |#|  cathedral lanes a-e, rows growing to the right          |
//! | … |#|                                                           |
//! |       1   2   3 …                                               |
//! | O1 O2 O3 order tiles        | player 1 panel | player 2 panel  |
//! | V1 V2 V3 vault tiles        |                |                 |
//! +----------------------------------------------------------------+
//! ```
//!
//! The cathedral is drawn turned a quarter: the board with its five start
//! slots on the left, rows growing to the right, so a long cathedral uses
//! the picture's width. Every word comes from [`Labels`], so the bot can
//! draw the board in the player's language.

use std::sync::{Arc, Mutex};

use image::RgbImage;
use keystone_engine::basilica::{
    BasilicaView, COLUMNS, Cell, End, Order, PaidOffer, Rank, Square, TileId, Vault,
};
use keystone_engine::play::{self, ReplayError};
use keystone_engine::{Basilica, Game, Record, Seat};

use crate::canvas::{Canvas, Path, Rect};
use crate::palette::{
    self, BOARD, CELL, GLASS, GOLD, GOLD_EDGE, INK, MUTED, PANEL, PAPER, Rgb, SCAFFOLD, WHITE,
};
use crate::text::{self, Weight};
use crate::{Layout, Region};

/// Width of the picture at scale 1.
pub const WIDTH: u32 = 1100;
/// Height of the picture at scale 1.
pub const HEIGHT: u32 = 740;

/// An empty cell where no tile may go yet: fainter than a buildable one.
const FAR_CELL: Rgb = Rgb([0xEE, 0xE6, 0xD8]);

/// Rows drawn at least, so the layout stays put while the cathedral is short.
const MIN_ROWS: usize = 15;
/// The largest cell, in pixels at scale 1.
const MAX_CELL: f32 = 64.0;

/// Every word drawn on the picture, in the reader's language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Labels {
    /// The top line: whose turn, the open question, or the result.
    pub status: String,
    /// "King".
    pub king: String,
    /// "Scorings".
    pub scorings: String,
    /// "Pile".
    pub pile: String,
    /// "Discard".
    pub discard: String,
    /// "Pile ran out".
    pub ran_out: String,
    /// "points".
    pub points: String,
    /// "coins".
    pub coins: String,
    /// "builders".
    pub builders: String,
    /// "tokens".
    pub tokens: String,
    /// A seat's footer when it must play, by actions left (index 1–3).
    pub to_play: [String; 4],
    /// A seat's footer when it must answer a paid order.
    pub asked: String,
    /// A seat's footer when it won.
    pub winner: String,
    /// Order names, in [`Order::ALL`] order.
    pub orders: [String; 7],
    /// Rank letters: architect, master mason, strongman.
    pub ranks: [String; 3],
    /// Colour letters: yellow, blue, red, green.
    pub colours: [String; 4],
    /// Each seat's score item by item once the game is over, by seat:
    /// printed in its panel instead of its supplies; none before.
    pub scores: Vec<String>,
}

impl Labels {
    /// English labels for `view`, with the players called `names`.
    pub fn english(view: &BasilicaView, names: [&str; 2]) -> Labels {
        let name = |seat: Seat| names[seat.index()];
        let status = if let Some(outcome) = &view.outcome {
            // The winner's score first, whichever seat won.
            let mut ranked = outcome.scores.clone();
            ranked.sort_unstable_by(|a, b| b.cmp(a));
            let score = format!("{}–{}", ranked[0], ranked[1]);
            let how = match view.end {
                Some(End::PileExhausted) => " (the pile ran out)".to_owned(),
                Some(End::Left(seat)) => format!(" ({} left)", name(seat)),
                _ => String::new(),
            };
            match outcome.winner() {
                Some(winner) => format!("Game over: {} wins {score}{how}", name(winner)),
                None => format!("Game over: a draw, {score}{how}"),
            }
        } else if let Some(question) = view.question {
            let asked = name(view.active.next(2));
            match question.offer {
                PaidOffer::Confusion { from, to } => {
                    format!(
                        "{asked}: pay 1 coin to move your own builder instead of {from}→{to}, or decline"
                    )
                }
                offer => format!("{asked}: pay 1 coin to {} too, or decline", offer.order()),
            }
        } else {
            let n = view.actions_left;
            format!(
                "{} to play, {n} action{} left",
                name(view.active),
                if n == 1 { "" } else { "s" }
            )
        };
        Labels {
            status,
            king: "King".into(),
            scorings: "Scorings".into(),
            pile: "Pile".into(),
            discard: "Discard".into(),
            ran_out: "Pile ran out".into(),
            points: "points".into(),
            coins: "coins".into(),
            builders: "builders".into(),
            tokens: "tokens".into(),
            to_play: [
                "".into(),
                "▶ to play · 1 action left".into(),
                "▶ to play · 2 actions left".into(),
                "▶ to play · 3 actions".into(),
            ],
            asked: "▶ pay or decline".into(),
            winner: "★ winner".into(),
            orders: Order::ALL.map(|o| o.word().to_owned()),
            ranks: ["A".into(), "M".into(), "S".into()],
            colours: ["Y".into(), "B".into(), "R".into(), "G".into()],
            scores: Vec::new(),
        }
    }

    fn rank(&self, rank: Rank) -> &str {
        &self.ranks[rank as usize]
    }
}

/// What to draw.
#[derive(Clone, Copy, Debug)]
pub struct Picture<'a> {
    /// The position, as a seat (or a spectator) sees it.
    pub view: &'a BasilicaView,
    /// The players' names by seat (any Unicode).
    pub names: [&'a str; 2],
    /// Cells to highlight: what changed since the reader last looked.
    pub highlight: &'a [Cell],
    /// The words to draw.
    pub labels: &'a Labels,
    /// The width it is laid out for.
    pub layout: Layout,
}

/// The picture of the position `record` reaches, as its reader (the seat to
/// act, or at the end the one who did not move last) sees it, with what
/// changed since they last acted highlighted. `labels` words it.
pub fn draw_record(
    record: &Record,
    labels: impl FnOnce(&BasilicaView, [&str; 2]) -> Labels,
    layout: Layout,
    scale: f32,
) -> Result<RgbImage, ReplayError> {
    let game: Basilica = play::replay(record)?;
    let reader = play::reader(&game, record);
    let highlight = match reader {
        Some(reader) => game
            .cathedral()
            .changes_since(play::as_last_seen::<Basilica>(record, reader)?.cathedral()),
        None => Vec::new(),
    };
    let view = game.view(reader);
    let names = [0, 1].map(|i| record.seats.get(i).map_or("", String::as_str));
    let labels = labels(&view, names);
    Ok(draw(
        &Picture {
            view: &view,
            names,
            highlight: &highlight,
            labels: &labels,
            layout,
        },
        scale,
    ))
}

/// Draws the picture, `scale` times [`WIDTH`] × [`HEIGHT`].
pub fn draw(picture: &Picture<'_>, scale: f32) -> RgbImage {
    draw_mapped(picture, scale).0
}

/// [`draw`], and where it drew the places actions name: every cell shown
/// (`c3`), and the offer's slots (`O1`–`O3` above, `V1`–`V3` below).
pub fn draw_mapped(picture: &Picture<'_>, scale: f32) -> (RgbImage, Vec<Region>) {
    let rows = rows_shown(picture.view);
    let canvas = Canvas::from_image((*backdrop(rows, scale)).clone());
    let mut d = Drawing {
        canvas,
        s: scale,
        p: *picture,
        regions: Vec::new(),
    };
    d.status();
    d.king_track();
    d.cathedral();
    d.offer();
    for seat in [Seat::from_index(0), Seat::from_index(1)] {
        d.player(seat);
    }
    (d.canvas.into_image(), d.regions)
}

/// Rows of the cathedral drawn: all of them and one more, at least
/// [`MIN_ROWS`].
fn rows_shown(view: &BasilicaView) -> usize {
    (view.cathedral.height() + 1).max(MIN_ROWS)
}

/// What every picture with `rows` rows at `scale` shares: paper, the king's
/// track, the lanes with their letters and numbers and empty cells, the
/// slots' labels, the panels. Drawn once and kept (a few sizes at most).
fn backdrop(rows: usize, scale: f32) -> Arc<RgbImage> {
    /// Backdrops by rows and scale (its bits).
    type Backdrops = Vec<((usize, u32), Arc<RgbImage>)>;
    static CACHE: Mutex<Backdrops> = Mutex::new(Vec::new());
    let key = (rows, scale.to_bits());
    let mut cache = CACHE.lock().unwrap_or_else(|p| p.into_inner());
    if let Some((_, image)) = cache.iter().find(|(k, _)| *k == key) {
        return Arc::clone(image);
    }
    let canvas = Canvas::new(px(WIDTH, scale), px(HEIGHT, scale), PAPER);
    let image = Arc::new(Backdrop { canvas, s: scale }.draw(rows));
    if cache.len() >= 8 {
        cache.remove(0);
    }
    cache.push((key, Arc::clone(&image)));
    image
}

/// Where the cathedral's cells go for `rows` rows: left gutter, top, size.
fn cell_layout(rows: usize) -> (f32, f32, f32) {
    let gutter = 64.0;
    let size = ((WIDTH as f32 - 16.0 - gutter) / rows as f32).min(MAX_CELL);
    // Centred in its band when long cathedrals shrink the cells.
    let top = 118.0 + (5.0 * (MAX_CELL - size)) / 2.0;
    (gutter, top, size)
}

/// Geometry of the king's track: top, space height, first x, step.
fn track_layout() -> (f32, f32, f32, f32) {
    let (top, space, x0) = (62.0, 26.0, 150.0);
    (top, space, x0, (WIDTH as f32 - 16.0 - x0) / 31.0)
}

/// Geometry of the offer: top, tile width.
const OFFER: (f32, f32) = (484.0, 150.0);
/// Geometry of the players' panels: width, height, top, left.
const PANELS: (f32, f32, f32, f32) = (281.0, 236.0, 488.0, 506.0);

/// The shared part of the picture.
struct Backdrop {
    canvas: Canvas,
    s: f32,
}

impl Backdrop {
    fn draw(mut self, rows: usize) -> RgbImage {
        let s = self.s;
        // The king's track: spaces, numbers, the scoring spaces in gold.
        let (top, space, x0, step) = track_layout();
        for n in 0..=30u8 {
            let x = x0 + f32::from(n) * step;
            let scoring = n > 0 && n % 10 == 0;
            let area = Rect::new(x + 1.0, top, step - 2.0, space).scaled(s);
            self.canvas
                .rounded_rect(area, 5.0 * s, if scoring { GOLD } else { CELL });
            if scoring {
                self.canvas.rounded_frame(area, 5.0 * s, 1.5 * s, GOLD_EDGE);
            }
            if n % 5 == 0 {
                let (colour, weight) = if scoring {
                    (INK, Weight::Bold)
                } else {
                    (MUTED, Weight::Regular)
                };
                text::centred(
                    &mut self.canvas,
                    &n.to_string(),
                    (x + step / 2.0) * s,
                    (top + space / 2.0) * s,
                    14.0 * s,
                    weight,
                    colour,
                );
            }
        }
        // The lanes: letters, the board's edge with its start slots, row
        // numbers, empty cells.
        let (gutter, top, size) = cell_layout(rows);
        for col in 0..COLUMNS {
            let y = top + col as f32 * size;
            let letter = ((b'a' + col as u8) as char).to_string();
            text::centred(
                &mut self.canvas,
                &letter,
                26.0 * s,
                (y + size / 2.0) * s,
                24.0 * s,
                Weight::Bold,
                INK,
            );
            self.canvas.rounded_rect(
                Rect::new(42.0, y + 3.0, 16.0, size - 6.0).scaled(s),
                4.0 * s,
                BOARD,
            );
            self.canvas.rect(
                Rect::new(52.0, y + size * 0.3, 10.0, size * 0.4).scaled(s),
                BOARD,
            );
        }
        let label_size = (size * 0.36).clamp(12.0, 20.0);
        for row in 0..rows {
            let x = gutter + row as f32 * size;
            let (cx, cy) = ((x + size / 2.0) * s, (top + 5.0 * size + 14.0) * s);
            text::centred(
                &mut self.canvas,
                &(row + 1).to_string(),
                cx,
                cy,
                label_size * s,
                Weight::Regular,
                MUTED,
            );
            for col in 0..COLUMNS {
                let y = top + col as f32 * size;
                let cell = Rect::new(x + 2.0, y + 2.0, size - 4.0, size - 4.0).scaled(s);
                self.canvas.rounded_rect(cell, size * 0.12 * s, FAR_CELL);
            }
        }
        // The offer's slot numbers, as the notation writes them.
        let (offer_top, w) = OFFER;
        for i in 0..3 {
            let cx = (16.0 + i as f32 * (w + 12.0) + w / 2.0) * s;
            text::centred(
                &mut self.canvas,
                &format!("O{}", i + 1),
                cx,
                (offer_top + 10.0) * s,
                22.0 * s,
                Weight::Bold,
                INK,
            );
            text::centred(
                &mut self.canvas,
                &format!("V{}", i + 1),
                cx,
                (offer_top + 124.0) * s,
                22.0 * s,
                Weight::Bold,
                INK,
            );
        }
        // The players' panels.
        let (pw, ph, ptop, pleft) = PANELS;
        for seat in 0..2 {
            let area = Rect::new(pleft + seat as f32 * (pw + 16.0), ptop, pw, ph).scaled(s);
            self.canvas.rounded_rect(area, 14.0 * s, PANEL);
        }
        self.canvas.into_image()
    }
}

fn px(length: u32, scale: f32) -> u32 {
    (length as f32 * scale).round() as u32
}

/// A picture being drawn, in units of the scale-1 layout.
struct Drawing<'a> {
    canvas: Canvas,
    s: f32,
    p: Picture<'a>,
    /// The places drawn that actions name.
    regions: Vec<Region>,
}

impl Drawing<'_> {
    /// Notes that the place `name` is drawn at (`x`, `y`), `w` × `h`
    /// (unscaled).
    fn region(&mut self, name: String, x: f32, y: f32, w: f32, h: f32) {
        self.regions.push(Region {
            name,
            area: Rect::new(x, y, w, h).scaled(self.s),
        });
    }

    fn text(&mut self, text: &str, x: f32, y: f32, size: f32, weight: Weight, colour: Rgb) -> f32 {
        text::draw(
            &mut self.canvas,
            text,
            x * self.s,
            y * self.s,
            size * self.s,
            weight,
            colour,
        ) / self.s
    }

    fn centred(&mut self, text: &str, cx: f32, cy: f32, size: f32, weight: Weight, colour: Rgb) {
        text::centred(
            &mut self.canvas,
            text,
            cx * self.s,
            cy * self.s,
            size * self.s,
            weight,
            colour,
        );
    }

    fn width(&self, text: &str, size: f32, weight: Weight) -> f32 {
        text::width(text, size * self.s, weight) / self.s
    }

    fn fit(&self, text: &str, size: f32, weight: Weight, max: f32) -> String {
        text::fit(text, size * self.s, weight, max * self.s)
    }

    fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, colour: Rgb) {
        self.canvas
            .rect(Rect::new(x, y, w, h).scaled(self.s), colour);
    }

    fn rounded(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, colour: Rgb) {
        self.canvas
            .rounded_rect(Rect::new(x, y, w, h).scaled(self.s), r * self.s, colour);
    }

    fn frame(&mut self, area: Rect, r: f32, width: f32, colour: Rgb) {
        self.canvas
            .rounded_frame(area.scaled(self.s), r * self.s, width * self.s, colour);
    }

    fn circle(&mut self, cx: f32, cy: f32, r: f32, colour: Rgb) {
        let s = self.s;
        self.canvas.circle(cx * s, cy * s, r * s, colour);
    }

    fn polygon(&mut self, points: &[(f32, f32)], colour: Rgb) {
        let s = self.s;
        let scaled: Vec<(f32, f32)> = points.iter().map(|&(x, y)| (x * s, y * s)).collect();
        self.canvas.fill(Path::default().polygon(&scaled), colour);
    }

    fn line(&mut self, from: (f32, f32), to: (f32, f32), width: f32, colour: Rgb) {
        let s = self.s;
        self.canvas.line(
            (from.0 * s, from.1 * s),
            (to.0 * s, to.1 * s),
            width * s,
            colour,
        );
    }

    // ------------------------------------------------------------ status

    fn status(&mut self) {
        let v = self.p.view;
        let l = self.p.labels;
        let pile = format!(
            "{} {} · {} {} · {} {}×",
            l.pile, v.pile, l.discard, v.discard, l.ran_out, v.exhaustions
        );
        let pile_w = self.width(&pile, 20.0, Weight::Regular);
        self.text(
            &pile,
            WIDTH as f32 - 16.0 - pile_w,
            18.0,
            20.0,
            Weight::Regular,
            MUTED,
        );
        let status = self.fit(&l.status, 30.0, Weight::Bold, WIDTH as f32 - 56.0 - pile_w);
        self.text(&status, 16.0, 8.0, 30.0, Weight::Bold, INK);
    }

    // ------------------------------------------------------------ king

    fn king_track(&mut self) {
        let v = self.p.view;
        let (top, space, x0, step) = track_layout();
        let l = self.p.labels;
        let (king, scorings) = (l.king.clone(), format!("{} {}/3", l.scorings, v.scorings));
        self.text(&king, 16.0, top - 6.0, 24.0, Weight::Bold, INK);
        self.text(&scorings, 16.0, top + 24.0, 16.0, Weight::Regular, MUTED);
        // The king: a dark space with a gold crown, his position beneath.
        let x = x0 + f32::from(v.king.min(30)) * step;
        self.rounded(x - 2.0, top - 4.0, step + 4.0, space + 8.0, 6.0, INK);
        self.crown(x + step / 2.0 - 9.0, top + 4.0, 18.0, 13.0);
        self.centred(
            &v.king.to_string(),
            x + step / 2.0,
            top + space + 12.0,
            14.0,
            Weight::Bold,
            INK,
        );
    }

    fn crown(&mut self, x: f32, y: f32, w: f32, h: f32) {
        let shape = |x: f32, y: f32, w: f32, h: f32| {
            [
                (x, y + h),
                (x, y + h * 0.25),
                (x + w * 0.27, y + h * 0.6),
                (x + w * 0.5, y),
                (x + w * 0.73, y + h * 0.6),
                (x + w, y + h * 0.25),
                (x + w, y + h),
            ]
        };
        self.polygon(&shape(x - 1.5, y - 2.0, w + 3.0, h + 3.0), GOLD_EDGE);
        self.polygon(&shape(x, y, w, h), GOLD);
    }

    // ------------------------------------------------------------ cathedral

    fn cathedral(&mut self) {
        let v = self.p.view;
        let cathedral = &v.cathedral;
        let (gutter, top, size) = cell_layout(rows_shown(v));
        // The backdrop has every cell empty; draw the others over it.
        for (cell, square) in cathedral.squares() {
            let (x, y) = (
                gutter + cell.row() as f32 * size,
                top + cell.col() as f32 * size,
            );
            self.rect(x, y, size, size, PAPER);
            match square {
                Square::Scaffold => self.scaffold(x, y, size),
                Square::Vault(vault) => self.vault(vault, x, y, size),
                Square::Empty => {}
            }
        }
        for row in 0..rows_shown(v).min(keystone_engine::basilica::MAX_ROWS) {
            for cell in (0..COLUMNS).filter_map(|col| Cell::new(col, row)) {
                let (x, y) = (
                    gutter + cell.row() as f32 * size,
                    top + cell.col() as f32 * size,
                );
                self.region(cell.to_string(), x, y, size, size);
            }
            for cell in (0..COLUMNS)
                .filter_map(|col| Cell::new(col, row))
                .filter(|&c| cathedral.is_buildable(c))
            {
                let (x, y) = (
                    gutter + cell.row() as f32 * size,
                    top + cell.col() as f32 * size,
                );
                let area = Rect::new(x + 2.0, y + 2.0, size - 4.0, size - 4.0);
                self.rect(x, y, size, size, PAPER);
                self.rounded(area.x, area.y, area.w, area.h, size * 0.12, CELL);
                self.frame(area, size * 0.12, 1.5, Rgb([0xBF, 0xAE, 0x98]));
            }
        }
        // The move a paid confusion states, which the opponent may replace.
        if let Some(PaidOffer::Confusion { from, to }) = v.question.map(|q| q.offer) {
            let centre = |c: Cell| {
                (
                    gutter + (c.row() as f32 + 0.5) * size,
                    top + (c.col() as f32 + 0.5) * size,
                )
            };
            self.arrow(centre(from), centre(to), size);
        }
        for &cell in self.p.highlight {
            let (x, y) = (
                gutter + cell.row() as f32 * size,
                top + cell.col() as f32 * size,
            );
            self.frame(
                Rect::new(x - 2.0, y - 2.0, size + 4.0, size + 4.0),
                size * 0.18,
                4.5,
                INK,
            );
            self.frame(
                Rect::new(x + 2.5, y + 2.5, size - 5.0, size - 5.0),
                size * 0.1,
                3.5,
                WHITE,
            );
        }
    }

    /// An arrow from `from` to `to`, dark with a white halo.
    fn arrow(&mut self, from: (f32, f32), to: (f32, f32), size: f32) {
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ux, uy) = (dx / len, dy / len);
        let head = size * 0.3;
        // Stop short of the centres so the pieces stay visible.
        let start = (from.0 + ux * size * 0.25, from.1 + uy * size * 0.25);
        let tip = (to.0 - ux * size * 0.1, to.1 - uy * size * 0.1);
        let neck = (tip.0 - ux * head, tip.1 - uy * head);
        let wing = |side: f32, grow: f32| {
            (
                neck.0 - uy * side * (head * 0.6 + grow),
                neck.1 + ux * side * (head * 0.6 + grow),
            )
        };
        for (colour, grow) in [(WHITE, 3.0), (INK, 0.0)] {
            self.line(start, neck, size * 0.09 + 2.0 * grow, colour);
            let point = (tip.0 + ux * grow * 1.5, tip.1 + uy * grow * 1.5);
            self.polygon(&[point, wing(1.0, grow), wing(-1.0, grow)], colour);
        }
    }

    fn scaffold(&mut self, x: f32, y: f32, size: f32) {
        let (fill, hatch) = SCAFFOLD;
        let pad = 2.0;
        self.rounded(
            x + pad,
            y + pad,
            size - 2.0 * pad,
            size - 2.0 * pad,
            size * 0.12,
            fill,
        );
        // Diagonal hatching: lines x + y = c inside the square.
        let (lo, hi) = (pad + size * 0.08, size - pad - size * 0.08);
        for c in [0.55, 0.85, 1.15, 1.45].map(|k| k * size) {
            let (a, b) = if c <= lo + hi {
                ((lo, c - lo), (c - lo, lo))
            } else {
                ((c - hi, hi), (hi, c - hi))
            };
            if a.0 <= hi && b.1 <= hi {
                self.line(
                    (x + a.0, y + a.1),
                    (x + b.0, y + b.1),
                    (size * 0.06).max(1.5),
                    hatch,
                );
            }
        }
        self.frame(
            Rect::new(x + pad, y + pad, size - 2.0 * pad, size - 2.0 * pad),
            size * 0.12,
            2.0,
            hatch,
        );
    }

    /// A vault tile at (`x`, `y`), `size` square: colours (jokers split
    /// along the diagonal), colour letters, crown, glass and builder.
    fn vault(&mut self, vault: Vault, x: f32, y: f32, size: f32) {
        self.tile_face(vault.tile, x, y, size, size, true);
        if vault.glass {
            self.glass(x + size * 0.21, y + size * 0.79, size * 0.15);
        }
        if let Some(builder) = vault.builder {
            let rank = builder.rank.map(|r| self.p.labels.rank(r).to_owned());
            // Below a crown, so that the builder (and its rank) never
            // hides it.
            let (cx, cy) = if vault.tile.tile().crown {
                (0.6, 0.6)
            } else {
                (0.54, 0.5)
            };
            self.pawn(
                builder.owner,
                x + size * cx,
                y + size * cy,
                size * 0.2,
                rank.as_deref(),
            );
        }
    }

    /// Fills the lower-right half of a rounded rectangle, below the
    /// diagonal from its lower-left to its upper-right corner arc.
    fn lower_right_half(&mut self, x0: f32, y0: f32, x1: f32, y1: f32, r: f32, colour: Rgb) {
        let s = self.s;
        let d = r * std::f32::consts::FRAC_1_SQRT_2;
        // Bézier handle of a 45° arc: 4/3 tan(45°/4) r.
        let h = r * 0.265_216_4;
        let e = h * std::f32::consts::FRAC_1_SQRT_2;
        let (bl, tr) = ((x0 + r - d, y1 - r + d), (x1 - r + d, y0 + r - d));
        let mut half = Path::default();
        half.move_to(bl.0 * s, bl.1 * s);
        half.cubic_to(
            ((bl.0 + e) * s, (bl.1 + e) * s),
            ((x0 + r - h) * s, y1 * s),
            (x0 + r) * s,
            y1 * s,
        );
        half.line_to((x1 - r) * s, y1 * s);
        let k = r * 0.552_284_8;
        half.cubic_to(
            ((x1 - r + k) * s, y1 * s),
            (x1 * s, (y1 - r + k) * s),
            x1 * s,
            (y1 - r) * s,
        );
        half.line_to(x1 * s, (y0 + r) * s);
        half.cubic_to(
            (x1 * s, (y0 + r - h) * s),
            ((tr.0 + e) * s, (tr.1 + e) * s),
            tr.0 * s,
            tr.1 * s,
        );
        half.close();
        self.canvas.fill(&half, colour);
    }

    /// The coloured face of a tile with its colour letters and crown.
    /// `crown` is false for the order side, which does not show it.
    fn tile_face(&mut self, tile: TileId, x: f32, y: f32, w: f32, h: f32, crown: bool) {
        let t = tile.tile();
        let colours: Vec<_> = t.colours.iter().collect();
        let pad = 2.0;
        let (x0, y0, x1, y1) = (x + pad, y + pad, x + w - pad, y + h - pad);
        let r = w.min(h) * 0.12;
        self.rounded(x0, y0, x1 - x0, y1 - y0, r, palette::vault(colours[0]));
        let letter_size = (h * 0.3).max(12.0);
        if let [_, second] = colours[..] {
            self.lower_right_half(x0, y0, x1, y1, r, palette::vault(second));
            let letter = self.p.labels.colours[second as usize].clone();
            let lw = self.width(&letter, letter_size, Weight::Bold);
            let top = y1 - text::line_height(letter_size * self.s) / self.s - h * 0.02;
            self.text(
                &letter,
                x1 - lw - w * 0.09,
                top,
                letter_size,
                Weight::Bold,
                palette::ink_on(second),
            );
        }
        let letter = self.p.labels.colours[colours[0] as usize].clone();
        self.text(
            &letter,
            x0 + w * 0.07,
            y0 + h * 0.01,
            letter_size,
            Weight::Bold,
            palette::ink_on(colours[0]),
        );
        if t.crown && crown {
            let cw = w.min(h) * 0.3;
            self.crown(x1 - cw - w * 0.07, y0 + h * 0.09, cw, cw * 0.7);
        }
    }

    /// A stained-glass token: a diamond of four coloured panes, leaded.
    fn glass(&mut self, cx: f32, cy: f32, r: f32) {
        self.polygon(
            &[
                (cx, cy - r - 2.0),
                (cx + r + 2.0, cy),
                (cx, cy + r + 2.0),
                (cx - r - 2.0, cy),
            ],
            INK,
        );
        let corners = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)];
        for (i, colour) in GLASS.iter().enumerate() {
            let (a, b) = (corners[i], corners[(i + 1) % 4]);
            self.polygon(&[(cx, cy), a, b], *colour);
        }
        self.line((cx - r, cy), (cx + r, cy), 1.2, INK);
        self.line((cx, cy - r), (cx, cy + r), 1.2, INK);
    }

    /// A builder: a disc in the seat's colour, its rank letter on it.
    fn pawn(&mut self, seat: Seat, cx: f32, cy: f32, r: f32, rank: Option<&str>) {
        let (fill, edge) = palette::pawn(seat);
        self.circle(cx, cy, r + 2.5, edge);
        self.circle(cx, cy, r, fill);
        if let Some(letter) = rank {
            self.centred(letter, cx, cy, r * 1.35, Weight::Bold, edge);
        }
    }

    // ------------------------------------------------------------ offer

    fn offer(&mut self) {
        let v = self.p.view;
        let (top, w) = OFFER;
        for (i, (order, vault)) in v.orders.iter().zip(&v.vaults).enumerate() {
            let x = 16.0 + i as f32 * (w + 12.0);
            let cx = x + w / 2.0;
            match order {
                Some(tile) => self.order_tile(*tile, x, top + 24.0, w, 82.0),
                None => self.empty_slot(x, top + 24.0, w, 82.0),
            }
            self.region(format!("O{}", i + 1), x, top + 24.0, w, 82.0);
            let side = 82.0;
            self.region(
                format!("V{}", i + 1),
                cx - side / 2.0,
                top + 138.0,
                side,
                side,
            );
            match vault {
                Some(tile) => {
                    self.vault(
                        Vault {
                            tile: *tile,
                            builder: None,
                            glass: false,
                        },
                        cx - side / 2.0,
                        top + 138.0,
                        side,
                    );
                }
                None => self.empty_slot(cx - side / 2.0, top + 138.0, side, side),
            }
        }
    }

    fn empty_slot(&mut self, x: f32, y: f32, w: f32, h: f32) {
        self.frame(
            Rect::new(x + 2.0, y + 2.0, w - 4.0, h - 4.0),
            10.0,
            2.0,
            MUTED,
        );
        self.centred("—", x + w / 2.0, y + h / 2.0, 24.0, Weight::Regular, MUTED);
    }

    /// An order tile: its colours around a band with the order's name, and
    /// a coin when it carries the paid option.
    fn order_tile(&mut self, tile: TileId, x: f32, y: f32, w: f32, h: f32) {
        let t = tile.tile();
        self.tile_face(tile, x, y, w, h, false);
        let (bx, bw, bh) = (x + 12.0, w - 24.0, 34.0);
        let by = y + h / 2.0 - bh / 2.0 + 4.0;
        self.rounded(bx, by, bw, bh, 8.0, WHITE);
        self.frame(Rect::new(bx, by, bw, bh), 8.0, 1.5, INK);
        let name = self.p.labels.orders[t.order as usize].clone();
        let mut size = 22.0;
        while size > 12.0 && self.width(&name, size, Weight::Bold) > bw - 10.0 {
            size -= 1.0;
        }
        let name = self.fit(&name, size, Weight::Bold, bw - 10.0);
        self.centred(&name, bx + bw / 2.0, by + bh / 2.0, size, Weight::Bold, INK);
        if t.paid {
            let (cx, cy, r) = (x + w - 14.0, y + 14.0, 13.0);
            self.circle(cx, cy, r + 2.0, GOLD_EDGE);
            self.circle(cx, cy, r, GOLD);
            self.centred("1", cx, cy, 18.0, Weight::Bold, INK);
        }
    }

    // ------------------------------------------------------------ players

    fn player(&mut self, seat: Seat) {
        let v = self.p.view;
        let l = self.p.labels;
        let (w, h, top, left) = PANELS;
        let x = left + seat.index() as f32 * (w + 16.0);
        let player = v.players[seat.index()];
        let footer = match (&v.outcome, v.to_act) {
            (Some(outcome), _) if outcome.winners.contains(seat) && !outcome.is_draw() => {
                Some(l.winner.clone())
            }
            (None, Some(to_act)) if to_act == seat => Some(if v.question.is_some() {
                l.asked.clone()
            } else {
                l.to_play[usize::from(v.actions_left.min(3))].clone()
            }),
            _ => None,
        };
        if footer.is_some() {
            self.frame(Rect::new(x, top, w, h), 14.0, 4.0, INK);
        }
        // Name, with the seat's pawn.
        self.pawn(seat, x + 30.0, top + 34.0, 14.0, None);
        let name = self.fit(self.p.names[seat.index()], 30.0, Weight::Bold, w - 66.0);
        self.text(&name, x + 54.0, top + 14.0, 30.0, Weight::Bold, INK);
        // Score.
        let score = player.score.to_string();
        let sw = self.text(&score, x + 18.0, top + 50.0, 56.0, Weight::Bold, INK);
        let points = l.points.clone();
        self.text(
            &points,
            x + 26.0 + sw,
            top + 82.0,
            22.0,
            Weight::Regular,
            MUTED,
        );
        // Once the game is over, the score item by item instead of the
        // supplies.
        let scores = l
            .scores
            .get(seat.index())
            .filter(|s| !s.is_empty())
            .map(|s| text::wrap(s, 19.0, Weight::Bold, w - 36.0, 3))
            .unwrap_or_default();
        if !scores.is_empty() {
            for (i, line) in scores.iter().enumerate() {
                self.text(
                    line,
                    x + 18.0,
                    top + 116.0 + 24.0 * i as f32,
                    19.0,
                    Weight::Bold,
                    INK,
                );
            }
            if let Some(footer) = footer {
                let footer = self.fit(&footer, 22.0, Weight::Bold, w - 32.0);
                self.text(&footer, x + 18.0, top + h - 44.0, 22.0, Weight::Bold, INK);
            }
            return;
        }
        // Coins, builders and tokens in reserve.
        let row = top + 146.0;
        let slots = [x + 18.0, x + 108.0, x + 198.0];
        self.circle(slots[0] + 12.0, row, 12.0, GOLD_EDGE);
        self.circle(slots[0] + 12.0, row, 10.0, GOLD);
        self.pawn(seat, slots[1] + 12.0, row, 10.0, None);
        // A promotion token: a dark square with an upward chevron.
        self.rounded(slots[2] + 1.0, row - 11.0, 22.0, 22.0, 4.0, INK);
        self.polygon(
            &[
                (slots[2] + 6.0, row + 4.0),
                (slots[2] + 12.0, row - 4.0),
                (slots[2] + 18.0, row + 4.0),
                (slots[2] + 15.0, row + 4.0),
                (slots[2] + 12.0, row),
                (slots[2] + 9.0, row + 4.0),
            ],
            WHITE,
        );
        let captions = [l.coins.clone(), l.builders.clone(), l.tokens.clone()];
        for ((slot, count), caption) in slots
            .iter()
            .zip([player.coins, player.reserve, player.tokens])
            .zip(captions)
        {
            self.text(
                &count.to_string(),
                slot + 30.0,
                row - 19.0,
                28.0,
                Weight::Bold,
                INK,
            );
            let caption = self.fit(&caption, 16.0, Weight::Regular, 86.0);
            self.text(&caption, *slot, row + 16.0, 16.0, Weight::Regular, MUTED);
        }
        if let Some(footer) = footer {
            let footer = self.fit(&footer, 22.0, Weight::Bold, w - 32.0);
            self.text(&footer, x + 18.0, top + h - 44.0, 22.0, Weight::Bold, INK);
        }
    }
}
