//! The Cardinal picture: the town on its unbounded grid, scaled to fit and
//! centred, and a panel per seat.
//!
//! ```text
//! +---------------------------------------------------------------+
//! | status line                                                   |
//! |  y                                        | not next: [▲][R]  |
//! |  2  .  .  #  .  .                         | seat panels: name,|
//! |  1  .  H  T  .  .      the town           | colours, total,   |
//! |  0  .  ⛪ ⛪ P  P                          | buildings left,   |
//! |     -1 0  1  2  3   x                     | pawns by colour   |
//! |                                           | supply            |
//! +---------------------------------------------------------------+
//! ```
//!
//! Buildings carry their shape as a symbol (house: a gable, tower:
//! battlements, place: a paved square over two cells) and their colour
//! as a fill and a letter, so nothing rests on colour alone. Every word
//! comes from [`Labels`].

use image::RgbImage;
use keystone_engine::cardinal::{
    Building, CATHEDRAL_NAVE, CATHEDRAL_TOWER, Cardinal, Cell, Colour, Shape,
};
use keystone_engine::play::{self, ReplayError};
use keystone_engine::{Game, Record, Seat};

use crate::canvas::{Canvas, Path, Rect, Scaled};
use crate::palette::{self, BOARD, CELL, GOLD_EDGE, INK, MUTED, PANEL, PAPER, Rgb, WHITE};
use crate::text::{self, Weight};
use crate::{Layout, Region};

/// Width of the picture at scale 1.
pub const WIDTH: u32 = 1100;
/// Height of the picture at scale 1.
pub const HEIGHT: u32 = 740;

/// The largest cell, in pixels at scale 1.
const MAX_CELL: f32 = 76.0;
/// Cells shown at least, across and up, so an early town is not huge.
const MIN_COLUMNS: i16 = 9;
/// Rings of free cells drawn around the town.
const FREE_RINGS: i16 = 2;
const MIN_ROWS: i16 = 7;
/// The cardinal's robe.
const CARDINAL: Rgb = Rgb([0x9E, 0x1B, 0x4F]);
/// A free cell next to the town, where building is possible.
const ZONE: Rgb = Rgb([0xD8, 0xC6, 0xA6]);

/// Every word drawn on the picture, in the reader's language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Labels {
    /// The top line: whose turn, or the result.
    pub status: String,
    /// "Next must not be".
    pub not_next: String,
    /// "Supply".
    pub supply: String,
    /// "Shared".
    pub shared: String,
    /// "Total".
    pub total: String,
    /// A seat's footer when it must build.
    pub to_play: String,
    /// A seat's footer when it won.
    pub winner: String,
    /// A seat's footer once it left the game.
    pub left: String,
    /// Colour letters: red, yellow, green, blue.
    pub colours: [String; 4],
    /// What the doubled colour means, by colour: "yellow counts double".
    pub doubled: [String; 4],
    /// How each seat's score ends, by seat, a line each: what it received
    /// from the supply (C13), the tie-break when it decided (C14); none
    /// before the end.
    pub notes: Vec<Vec<String>>,
}

impl Labels {
    /// English labels for `game`, with the players called `names`.
    pub fn english(game: &Cardinal, names: &[&str]) -> Labels {
        let name = |seat: Seat| names.get(seat.index()).copied().unwrap_or("?");
        let status = match game.outcome() {
            Some(outcome) => {
                // The winners' scores first, then the others', highest first.
                let mut ranked: Vec<(usize, i64)> =
                    outcome.scores.iter().copied().enumerate().collect();
                ranked.sort_by_key(|&(i, score)| {
                    (
                        !outcome.winners.contains(Seat::from_index(i)),
                        std::cmp::Reverse(score),
                    )
                });
                let scores: Vec<String> = ranked.iter().map(|(_, s)| s.to_string()).collect();
                let winners: Vec<&str> = outcome.winners.iter().map(name).collect();
                let playing = outcome.scores.len() - outcome.left.len();
                match winners.as_slice() {
                    [w] => format!("Game over: {w} wins, {}", scores.join("–")),
                    _ if winners.len() < playing => format!(
                        "Game over: {} share the win, {}",
                        winners.join(" and "),
                        scores.join("–")
                    ),
                    _ => format!("Game over: a draw, {}", scores.join("–")),
                }
            }
            None => format!("{} to build", name(game.active())),
        };
        Labels {
            status,
            not_next: "Next must not be".into(),
            supply: "Supply".into(),
            shared: "Shared".into(),
            total: "Total".into(),
            to_play: "▶ to build".into(),
            winner: "★ winner".into(),
            left: "left the game".into(),
            colours: ["R".into(), "Y".into(), "G".into(), "B".into()],
            doubled: Colour::ALL.map(|c| format!("{} counts double", c.word())),
            notes: Seat::all(game.seat_count())
                .map(|seat| {
                    game.colours(seat)
                        .iter()
                        .filter(|&&c| game.is_finished() && game.supply(c) > 0)
                        .map(|&c| format!("+{} {} from the supply", game.supply(c), c.word()))
                        .collect()
                })
                .collect(),
        }
    }
}

/// What to draw.
#[derive(Clone, Copy, Debug)]
pub struct Picture<'a> {
    /// The game (nothing in it is hidden).
    pub game: &'a Cardinal,
    /// The players' names by seat.
    pub names: &'a [&'a str],
    /// Buildings placed since the reader last looked, besides the last one.
    pub new: &'a [Building],
    /// The words to draw.
    pub labels: &'a Labels,
    /// The width it is laid out for.
    pub layout: Layout,
}

/// The picture of the position `record` reaches, with what was built since
/// its reader (the seat to act) last played marked.
pub fn draw_record(
    record: &Record,
    labels: impl FnOnce(&Cardinal, &[&str]) -> Labels,
    layout: Layout,
    scale: f32,
) -> Result<RgbImage, ReplayError> {
    let game: Cardinal = play::replay(record)?;
    let new = match play::reader(&game, record) {
        Some(reader) => since(&game, &play::as_last_seen::<Cardinal>(record, reader)?),
        None => Vec::new(),
    };
    let names: Vec<&str> = record.seats.iter().map(String::as_str).collect();
    let labels = labels(&game, &names);
    Ok(draw(
        &Picture {
            game: &game,
            names: &names,
            new: &new,
            labels: &labels,
            layout,
        },
        scale,
    ))
}

/// The buildings of `game` that `earlier` (the same game before) lacks.
pub fn since(game: &Cardinal, earlier: &Cardinal) -> Vec<Building> {
    game.town().buildings()[earlier
        .town()
        .buildings()
        .len()
        .min(game.town().buildings().len())..]
        .to_vec()
}

/// Draws the picture, `scale` times [`WIDTH`] × [`HEIGHT`].
pub fn draw(picture: &Picture<'_>, scale: f32) -> RgbImage {
    draw_mapped(picture, scale).0
}

/// [`draw`], and where it drew the places actions name: every cell of the
/// town shown (`-1,2`), the town's free ring included.
pub fn draw_mapped(picture: &Picture<'_>, scale: f32) -> (RgbImage, Vec<Region>) {
    let canvas = Canvas::new(
        (WIDTH as f32 * scale).round() as u32,
        (HEIGHT as f32 * scale).round() as u32,
        PAPER,
    );
    let mut d = Drawing {
        canvas,
        s: scale,
        p: *picture,
        regions: Vec::new(),
    };
    d.status();
    d.town();
    d.not_next();
    let seats = picture.game.seat_count();
    for seat in Seat::all(seats) {
        d.player(seat);
    }
    d.supply();
    (d.canvas.into_image(), d.regions)
}

/// The fill of a building of `colour`: the Okabe–Ito set Basilica uses.
pub const fn fill(colour: Colour) -> Rgb {
    use keystone_engine::basilica::Colour as Vault;
    palette::vault(match colour {
        Colour::Red => Vault::Red,
        Colour::Yellow => Vault::Yellow,
        Colour::Green => Vault::Green,
        Colour::Blue => Vault::Blue,
    })
}

/// Symbols and letters drawn on `colour`.
pub const fn ink(colour: Colour) -> Rgb {
    match colour {
        Colour::Blue => WHITE,
        _ => INK,
    }
}

struct Drawing<'a> {
    canvas: Canvas,
    s: f32,
    p: Picture<'a>,
    /// The places drawn that actions name.
    regions: Vec<Region>,
}

/// Where the town is drawn: the cells shown and the size of one.
struct Grid {
    low: Cell,
    high: Cell,
    cell: f32,
    /// Top-left corner of cell (low.x, high.y).
    x0: f32,
    y0: f32,
}

impl Grid {
    /// The square of `cell`, at scale 1.
    fn square(&self, c: Cell) -> Rect {
        Rect::new(
            self.x0 + f32::from(c.x - self.low.x) * self.cell,
            self.y0 + f32::from(self.high.y - c.y) * self.cell,
            self.cell,
            self.cell,
        )
    }
}

const STATUS_Y: f32 = 14.0;
const TOWN: Rect = Rect::new(60.0, 64.0, 660.0, 620.0);
const SIDE_X: f32 = 744.0;
const SIDE_W: f32 = 336.0;

impl Scaled for Drawing<'_> {
    fn sheet(&mut self) -> (&mut Canvas, f32) {
        (&mut self.canvas, self.s)
    }

    fn scale(&self) -> f32 {
        self.s
    }
}

impl Drawing<'_> {
    fn status(&mut self) {
        let line = text::fit(&self.p.labels.status, 26.0, Weight::Bold, 1052.0);
        self.text(&line, 24.0, STATUS_Y, 26.0, Weight::Bold, INK);
    }

    fn grid(&self) -> Grid {
        let (mut low, mut high) = self.p.game.town().bounds();
        // Two rings of free cells around the town (a place may reach two
        // cells out, and the cardinal may stand next to a building just
        // placed in the first: every cell an action names is drawn, to be
        // clicked), and a minimum size so an early town is not drawn huge;
        // grown evenly on both sides.
        low = Cell::new(low.x - FREE_RINGS, low.y - FREE_RINGS);
        high = Cell::new(high.x + FREE_RINGS, high.y + FREE_RINGS);
        while high.x - low.x + 1 < MIN_COLUMNS {
            if (high.x - low.x) % 2 == 0 {
                high.x += 1;
            } else {
                low.x -= 1;
            }
        }
        while high.y - low.y + 1 < MIN_ROWS {
            if (high.y - low.y) % 2 == 0 {
                high.y += 1;
            } else {
                low.y -= 1;
            }
        }
        let (columns, rows) = (f32::from(high.x - low.x + 1), f32::from(high.y - low.y + 1));
        let cell = (TOWN.w / columns).min(TOWN.h / rows).min(MAX_CELL);
        Grid {
            low,
            high,
            cell,
            x0: TOWN.x + (TOWN.w - cell * columns) / 2.0,
            y0: TOWN.y + (TOWN.h - cell * rows) / 2.0,
        }
    }

    fn town(&mut self) {
        let g = self.grid();
        let game = self.p.game;
        let town = game.town();
        let gap = (g.cell * 0.06).max(1.5);
        // Coordinate labels: x under the grid, y to its left.
        let label = (g.cell * 0.3).clamp(11.0, 18.0);
        for x in g.low.x..=g.high.x {
            let sq = g.square(Cell::new(x, g.low.y));
            self.centred(
                &x.to_string(),
                sq.x + sq.w / 2.0,
                sq.y + sq.h + 12.0,
                label,
                Weight::Regular,
                MUTED,
            );
        }
        for y in g.low.y..=g.high.y {
            let sq = g.square(Cell::new(g.low.x, y));
            self.centred(
                &y.to_string(),
                sq.x - 16.0,
                sq.y + sq.h / 2.0,
                label,
                Weight::Regular,
                MUTED,
            );
        }
        // Empty cells: zones darker than the rest.
        for x in g.low.x..=g.high.x {
            for y in g.low.y..=g.high.y {
                let c = Cell::new(x, y);
                self.regions.push(Region {
                    name: c.to_string(),
                    area: g.square(c).scaled(self.s),
                });
                if town.is_empty(c) {
                    let colour = if town.is_zone(c) { ZONE } else { CELL };
                    let sq = self.r(g.square(c).inset(gap));
                    self.canvas.rounded_rect(sq, 3.0 * self.s, colour);
                }
            }
        }
        // The cathedral: one stone block over its two cells.
        let (tower, nave) = (g.square(CATHEDRAL_TOWER), g.square(CATHEDRAL_NAVE));
        let block = Rect::new(tower.x, tower.y, tower.w + nave.w, tower.h).inset(gap);
        let block = self.r(block);
        self.canvas.rounded_rect(block, 4.0 * self.s, BOARD);
        self.symbol(Shape::Tower, tower.inset(g.cell * 0.22), PANEL);
        self.symbol(Shape::House, nave.inset(g.cell * 0.22), PANEL);
        // The buildings, the last and the new ones framed.
        let last = town.last().copied();
        for building in town.buildings() {
            self.building(&g, building, gap);
        }
        for building in self.p.new {
            if Some(*building) != last {
                self.frame(&g, building, gap, MUTED);
            }
        }
        if let Some(last) = last {
            self.frame(&g, &last, gap, GOLD_EDGE);
        }
        if let Some(c) = game.cardinal() {
            self.cardinal(g.square(c));
        }
    }

    fn footprint_rect(g: &Grid, b: &Building) -> Rect {
        b.footprint
            .cells()
            .map(|c| g.square(c))
            .reduce(|a, b| {
                let (x, y) = (a.x.min(b.x), a.y.min(b.y));
                Rect::new(
                    x,
                    y,
                    (a.x + a.w).max(b.x + b.w) - x,
                    (a.y + a.h).max(b.y + b.h) - y,
                )
            })
            .expect("a building covers a cell")
    }

    fn building(&mut self, g: &Grid, b: &Building, gap: f32) {
        let area = Self::footprint_rect(g, b).inset(gap);
        let r = self.r(area);
        self.canvas.rounded_rect(r, 5.0 * self.s, fill(b.colour));
        // The symbol, and the colour's letter beside it, large enough to
        // read on a phone.
        let (symbol, letter_at, size) = if b.shape == Shape::Place {
            let first = g.square(b.footprint.at).inset(g.cell * 0.2);
            let second = g.square(b.footprint.second.expect("a place has two cells"));
            (
                first,
                (second.x + second.w / 2.0, second.y + second.h / 2.0),
                g.cell * 0.42,
            )
        } else {
            let sq = g.square(b.footprint.at);
            let symbol = Rect::new(
                sq.x + sq.w * 0.1,
                sq.y + sq.h * 0.14,
                sq.w * 0.5,
                sq.h * 0.5,
            );
            (
                symbol,
                (sq.x + sq.w * 0.74, sq.y + sq.h * 0.7),
                g.cell * 0.36,
            )
        };
        self.symbol(b.shape, symbol, ink(b.colour));
        let letter = self.p.labels.colours[b.colour.index()].clone();
        self.centred(
            &letter,
            letter_at.0,
            letter_at.1,
            size.max(10.0),
            Weight::Bold,
            ink(b.colour),
        );
    }

    fn frame(&mut self, g: &Grid, b: &Building, gap: f32, colour: Rgb) {
        let width = (g.cell * 0.08).max(2.5);
        let area = Self::footprint_rect(g, b).inset(gap - width / 2.0);
        let r = self.r(area);
        self.canvas
            .rounded_frame(r, 6.0 * self.s, width * self.s, colour);
    }

    /// A shape's symbol inside `r` (scale 1): a gable for a house,
    /// battlements for a tower, a paved square for a place.
    fn symbol(&mut self, shape: Shape, r: Rect, colour: Rgb) {
        let s = self.s;
        let (x, y, w, h) = (r.x * s, r.y * s, r.w * s, r.h * s);
        let mut path = Path::default();
        match shape {
            Shape::House => {
                path.polygon(&[
                    (x + w * 0.5, y),
                    (x + w, y + h * 0.45),
                    (x + w * 0.85, y + h * 0.45),
                    (x + w * 0.85, y + h),
                    (x + w * 0.15, y + h),
                    (x + w * 0.15, y + h * 0.45),
                    (x, y + h * 0.45),
                ]);
            }
            Shape::Tower => {
                path.battlements(x, y, w, h);
            }
            Shape::Place => {
                let side = w.min(h);
                let (cx, cy) = (x + w / 2.0, y + h / 2.0);
                let half = side / 2.0;
                path.rounded_rect(cx - half, cy - half, side, side, side * 0.15, true);
                let hole = side * 0.28;
                path.rounded_rect(
                    cx - hole,
                    cy - hole,
                    2.0 * hole,
                    2.0 * hole,
                    hole * 0.3,
                    false,
                );
            }
        }
        self.canvas.fill(&path, colour);
    }

    fn cardinal(&mut self, sq: Rect) {
        let s = self.s;
        let (cx, cy, r) = (
            (sq.x + sq.w / 2.0) * s,
            (sq.y + sq.h / 2.0) * s,
            sq.w * 0.3 * s,
        );
        self.canvas.circle(cx, cy, r + 2.0 * s, WHITE);
        self.canvas.circle(cx, cy, r, CARDINAL);
        let arm = r * 0.55;
        self.canvas
            .line((cx, cy - arm), (cx, cy + arm), r * 0.22, WHITE);
        self.canvas.line(
            (cx - arm * 0.65, cy - arm * 0.3),
            (cx + arm * 0.65, cy - arm * 0.3),
            r * 0.22,
            WHITE,
        );
    }

    /// What the next building must not be (laws 6–7): the last one's shape
    /// and colour.
    fn not_next(&mut self) {
        let Some(last) = self.p.game.town().last().copied() else {
            return;
        };
        if self.p.game.is_over() {
            return;
        }
        let label = self.p.labels.not_next.clone();
        let w = self.text(
            &text::fit(&label, 20.0, Weight::Regular, 200.0),
            SIDE_X,
            70.0,
            20.0,
            Weight::Regular,
            MUTED,
        );
        // Two marks, each struck through: the shape (law 6), drawn without
        // colour, and the colour (law 7), a swatch with its letter.
        let s = self.s;
        let mut x = SIDE_X + w + 12.0;
        let shape = Rect::new(x, 62.0, 40.0, 40.0);
        let area = self.r(shape);
        self.canvas.rounded_rect(area, 4.0 * s, PANEL);
        self.canvas.rounded_frame(area, 4.0 * s, 1.5 * s, MUTED);
        self.symbol(last.shape, shape.inset(shape.w * 0.18), INK);
        self.strike(x);
        x += 56.0;
        let swatch = self.r(Rect::new(x, 62.0, 40.0, 40.0));
        self.canvas.rounded_rect(swatch, 4.0 * s, fill(last.colour));
        let letter = self.p.labels.colours[last.colour.index()].clone();
        // In the corner the stroke leaves clear, as on the tiles.
        self.centred(
            &letter,
            x + 30.0,
            92.0,
            14.0,
            Weight::Bold,
            ink(last.colour),
        );
        self.strike(x);
    }

    /// A stroke across the 40-pixel mark at `x`: not this.
    fn strike(&mut self, x: f32) {
        let s = self.s;
        self.canvas.line(
            ((x - 4.0) * s, 106.0 * s),
            ((x + 44.0) * s, 58.0 * s),
            4.0 * s,
            INK,
        );
    }

    /// A small building of `colour` and `shape` in `r`.
    fn icon(&mut self, colour: Colour, shape: Shape, r: Rect) {
        let area = self.r(r);
        self.canvas.rounded_rect(area, 4.0 * self.s, fill(colour));
        self.symbol(shape, r.inset(r.w * 0.18), ink(colour));
    }

    fn player(&mut self, seat: Seat) {
        let game = self.p.game;
        let seats = game.seat_count();
        let top = 118.0;
        let height = (HEIGHT as f32 - 16.0 - 70.0 - top) / seats as f32;
        let y = top + height * seat.index() as f32;
        let panel = Rect::new(SIDE_X, y, SIDE_W, height - 8.0);
        let r = self.r(panel);
        self.canvas.rounded_rect(r, 8.0 * self.s, PANEL);
        let outcome = game.outcome();
        let active = outcome.is_none() && game.active() == seat;
        // A winner, alone or sharing the win, unless everyone still
        // playing shares it (a draw).
        let won = outcome
            .as_ref()
            .is_some_and(|o| o.winners.contains(seat) && o.winners.len() < seats - o.left.len());
        let gone = !game.plays(seat);
        if active || won {
            self.canvas
                .rounded_frame(r, 8.0 * self.s, 3.0 * self.s, GOLD_EDGE);
        }
        // Colours and name, total on the right.
        let mut x = SIDE_X + 12.0;
        for &colour in game.colours(seat) {
            let sw = self.r(Rect::new(x, y + 10.0, 18.0, 24.0));
            self.canvas.rounded_rect(sw, 3.0 * self.s, fill(colour));
            x += 22.0;
        }
        let name = self.p.names.get(seat.index()).copied().unwrap_or("?");
        let total = game.total(seat).to_string();
        let tw = text::width(&total, 30.0, Weight::Bold);
        let label = text::fit(&self.p.labels.total, 14.0, Weight::Regular, 70.0);
        let lw = text::width(&label, 14.0, Weight::Regular);
        let name_room = SIDE_X + SIDE_W - 14.0 - tw - lw - 16.0 - (x + 4.0);
        let name = text::fit(name, 21.0, Weight::Bold, name_room);
        self.text(&name, x + 4.0, y + 8.0, 21.0, Weight::Bold, INK);
        let right = SIDE_X + SIDE_W - 14.0;
        self.text(&total, right - tw, y + 2.0, 30.0, Weight::Bold, INK);
        let label_x = right - tw - 6.0 - lw;
        self.text(&label, label_x, y + 14.0, 14.0, Weight::Regular, MUTED);
        // Buildings left in hand, by colour and shape.
        // Four panels share the column: the footer goes beside the
        // buildings, and every row keeps its own space.
        let compact = height < 140.0;
        let row = y + 42.0;
        let mut x = SIDE_X + 12.0;
        for &colour in game
            .usable(seat)
            .iter()
            .filter(|&&c| game.owner(c) == Some(seat))
        {
            for shape in Shape::ALL {
                let left = game.left(colour, shape);
                self.icon(colour, shape, Rect::new(x, row, 24.0, 24.0));
                self.text(
                    &format!("{left}"),
                    x + 27.0,
                    row + 1.0,
                    18.0,
                    Weight::Bold,
                    if left == 0 { MUTED } else { INK },
                );
                x += 46.0;
            }
            x += 6.0;
        }
        // Pawns held, by colour; the doubled colour marked ×2.
        let row = if compact { y + 72.0 } else { y + 76.0 };
        let tally = game.counted(seat);
        let doubled = game.doubled(seat);
        let mut x = SIDE_X + 12.0;
        for colour in Colour::ALL {
            let n = tally[colour.index()];
            let s = self.s;
            self.canvas
                .circle((x + 11.0) * s, (row + 11.0) * s, 11.0 * s, fill(colour));
            let letter = self.p.labels.colours[colour.index()].clone();
            self.centred(
                &letter,
                x + 11.0,
                row + 11.0,
                13.0,
                Weight::Bold,
                ink(colour),
            );
            let mark = if doubled == Some(colour) {
                format!("{n}×2")
            } else {
                n.to_string()
            };
            let w = self.text(
                &mark,
                x + 26.0,
                row,
                18.0,
                Weight::Bold,
                if n == 0 { MUTED } else { INK },
            );
            x += 34.0 + w.max(20.0);
        }
        // Footer.
        let footer = if won {
            Some((self.p.labels.winner.clone(), GOLD_EDGE))
        } else if active {
            Some((self.p.labels.to_play.clone(), GOLD_EDGE))
        } else if gone {
            Some((self.p.labels.left.clone(), MUTED))
        } else {
            None
        };
        // What the seat received from the supply at the end (C13), under
        // its pawns; in a compact panel, before the doubled colour.
        let notes = self
            .p
            .labels
            .notes
            .get(seat.index())
            .cloned()
            .unwrap_or_default();
        if !compact {
            for (i, note) in notes.iter().take(2).enumerate() {
                let words = text::fit(note, 14.0, Weight::Regular, SIDE_W - 26.0);
                let line_y = y + 101.0 + 17.0 * i as f32;
                self.text(&words, SIDE_X + 12.0, line_y, 14.0, Weight::Regular, MUTED);
            }
        }
        // The colour counted double (C13), in words, at the bottom right.
        if let Some(colour) = doubled.filter(|_| !gone) {
            let doubled = &self.p.labels.doubled[colour.index()];
            let words = if compact && !notes.is_empty() {
                format!("{} · {doubled}", notes.join(" · "))
            } else {
                doubled.clone()
            };
            let words = &words;
            // Beside the footer on its line, when there is one.
            let beside = match &footer {
                Some((footer, _)) if !compact => text::width(footer, 17.0, Weight::Bold) + 16.0,
                _ => 0.0,
            };
            let words = text::fit(words, 14.0, Weight::Regular, SIDE_W - 26.0 - beside);
            let w = text::width(&words, 14.0, Weight::Regular);
            let (wx, wy) = if compact {
                (SIDE_X + 12.0, y + height - 32.0)
            } else {
                (SIDE_X + SIDE_W - 14.0 - w, y + height - 33.0)
            };
            self.text(&words, wx, wy, 14.0, Weight::Regular, MUTED);
        }
        match footer {
            Some((footer, colour)) if compact => {
                let footer = text::fit(&footer, 15.0, Weight::Bold, 200.0);
                let w = text::width(&footer, 15.0, Weight::Bold);
                let x = SIDE_X + SIDE_W - 14.0 - w;
                self.text(&footer, x, y + 44.0, 15.0, Weight::Bold, colour);
            }
            Some((footer, colour)) => {
                self.text(
                    &footer,
                    SIDE_X + 12.0,
                    y + height - 36.0,
                    17.0,
                    Weight::Bold,
                    colour,
                );
            }
            None => {}
        }
    }

    /// The common supply of pawns, and the shared colour's buildings.
    fn supply(&mut self) {
        let game = self.p.game;
        let y = HEIGHT as f32 - 78.0;
        let panel = Rect::new(SIDE_X, y, SIDE_W, 64.0);
        let r = self.r(panel);
        self.canvas.rounded_rect(r, 8.0 * self.s, PANEL);
        let label = self.p.labels.supply.clone();
        self.text(&label, SIDE_X + 12.0, y + 6.0, 16.0, Weight::Regular, MUTED);
        let mut x = SIDE_X + 12.0;
        let row = y + 32.0;
        for colour in Colour::ALL {
            if game.shared() == Some(colour) {
                continue;
            }
            let s = self.s;
            self.canvas
                .circle((x + 10.0) * s, (row + 10.0) * s, 10.0 * s, fill(colour));
            // At the end, the owners' pawns went to them (C13).
            let n = game.supply_left(colour).to_string();
            let w = self.text(&n, x + 24.0, row - 1.0, 18.0, Weight::Bold, INK);
            x += 34.0 + w;
        }
        if let Some(shared) = game.shared() {
            // C16: the shared colour's buildings left, for anyone.
            let label = self.p.labels.shared.clone();
            let mut x = SIDE_X + 190.0;
            self.text(&label, x, y + 6.0, 16.0, Weight::Regular, MUTED);
            for shape in Shape::ALL {
                self.icon(shared, shape, Rect::new(x, row - 2.0, 22.0, 22.0));
                let left = game.left(shared, shape).to_string();
                self.text(&left, x + 25.0, row - 1.0, 17.0, Weight::Bold, INK);
                x += 46.0;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keystone_engine::cardinal::CardinalOptions;
    use keystone_engine::{Table, play_line};

    #[test]
    fn a_far_flung_town_fits_the_picture() {
        let mut game = Cardinal::new(
            &Table {
                seats: 4,
                first: Some(Seat::from_index(0)),
                seed: 1,
            },
            &CardinalOptions::default(),
        )
        .unwrap();
        play_line(
            &mut game,
            Seat::from_index(0),
            "red house -1,0; cardinal 0,1; pawn blue",
        )
        .unwrap();
        let labels = Labels::english(&game, &["a", "b", "c", "d"]);
        let picture = Picture {
            game: &game,
            names: &["a", "b", "c", "d"],
            new: &[],
            labels: &labels,
            layout: Layout::Wide,
        };
        let d = Drawing {
            canvas: Canvas::new(1, 1, PAPER),
            s: 1.0,
            p: picture,
            regions: Vec::new(),
        };
        let g = d.grid();
        assert!(g.cell <= MAX_CELL);
        let corner = g.square(g.high);
        assert!(corner.x + corner.w <= TOWN.x + TOWN.w + 0.01);
        assert!(g.square(g.low).y + g.cell <= TOWN.y + TOWN.h + 0.01);
        assert_eq!(draw(&picture, 0.5).dimensions(), (550, 370));
    }
}
