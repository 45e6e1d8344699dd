//! The Cardinal picture: the town on its unbounded grid, scaled to fit and
//! centred, and a panel per seat.
//!
//! Wide ([`wide`]), the panels beside the town:
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
//! Narrow ([`narrow`], 400 px for a phone), one part under another:
//!
//! ```text
//! +---------------------------+
//! | status line               |
//! |  2  .  .  #  .  .         |
//! |  1  .  H  T  .  .  town   |
//! |  0  .  ⛪ ⛪ P  P          |
//! |    -1  0  1  2  3         |
//! | Next must not be [▲][R]   |
//! | [name      Total 7]       |
//! | [buildings | pawns]       |  a panel per seat
//! | [to build · doubled]      |
//! | [supply      shared]      |
//! +---------------------------+
//! ```
//!
//! Buildings carry their shape as a symbol (house: a gable, tower:
//! battlements, place: a paved square over two cells) and their colour
//! as a fill and a letter, so nothing rests on colour alone. Every word
//! comes from [`Labels`].

use image::RgbImage;
use keystone_engine::cardinal::{Building, Cardinal, Colour, Shape};
use keystone_engine::play::{self, ReplayError};
use keystone_engine::{Game, Record, Seat};

use crate::canvas::{Canvas, Path, Rect, Scaled};
use crate::palette::{self, GOLD_EDGE, INK, MUTED, PANEL, PAPER, Rgb, Vision};
use crate::text::{self, Weight};
use crate::{Layout, Region};

mod narrow;
mod town;
mod wide;

/// Width of the wide picture at scale 1.
pub const WIDTH: u32 = 1100;
/// Height of the wide picture at scale 1.
pub const HEIGHT: u32 = 740;

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

/// The colours Cardinal tells apart: its buildings'.
pub const TOLD_APART: &[&crate::palette::Distinct] = &[&crate::palette::FOUR_COLOURS];

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
    /// The reader's colour vision.
    pub vision: Vision,
}

impl Picture<'_> {
    /// Whether `seat` is to build, and whether it won: its panel is framed.
    fn standing(&self, seat: Seat) -> (bool, bool) {
        let game = self.game;
        let outcome = game.outcome();
        let active = outcome.is_none() && game.active() == seat;
        // A winner, alone or sharing the win, unless everyone still
        // playing shares it (a draw).
        let seats = game.seat_count();
        let won = outcome
            .as_ref()
            .is_some_and(|o| o.winners.contains(seat) && o.winners.len() < seats - o.left.len());
        (active, won)
    }

    /// The words at the foot of `seat`'s panel, and their colour: to
    /// build, winner, or left the game.
    fn footer(&self, seat: Seat) -> Option<(String, Rgb)> {
        let labels = self.labels;
        match self.standing(seat) {
            (_, true) => Some((labels.winner.clone(), GOLD_EDGE)),
            (true, _) => Some((labels.to_play.clone(), GOLD_EDGE)),
            _ if !self.game.plays(seat) => Some((labels.left.clone(), MUTED)),
            _ => None,
        }
    }
}

/// The picture of the position `record` reaches, with what was built since
/// its reader (the seat to act) last played marked.
pub fn draw_record(
    record: &Record,
    labels: impl FnOnce(&Cardinal, &[&str]) -> Labels,
    layout: Layout,
    vision: Vision,
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
            vision,
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

/// Draws the picture, `scale` times [`WIDTH`] × [`HEIGHT`] when wide, 400
/// px wide and as tall as its town and seats need when narrow.
pub fn draw(picture: &Picture<'_>, scale: f32) -> RgbImage {
    draw_mapped(picture, scale).0
}

/// [`draw`], and where it drew the places actions name: every cell of the
/// town shown (`-1,2`), the town's free ring included.
pub fn draw_mapped(picture: &Picture<'_>, scale: f32) -> (RgbImage, Vec<Region>) {
    let mut d = match picture.layout {
        Layout::Wide => wide::draw(picture, scale),
        Layout::Narrow => narrow::draw(picture, scale),
    };
    (d.canvas.into_image(), std::mem::take(&mut d.regions))
}

/// The fill of a building of `colour` in `vision`: the pictures' shared
/// four.
pub fn fill(colour: Colour, vision: Vision) -> Rgb {
    palette::FOUR_COLOURS.fill(vision, place(colour))
}

/// Symbols and letters drawn on `colour` in `vision`.
pub fn ink(colour: Colour, vision: Vision) -> Rgb {
    palette::ink_on(fill(colour, vision))
}

/// The place of `colour` in [`palette::FOUR_COLOURS`] (yellow, blue, red,
/// green).
const fn place(colour: Colour) -> usize {
    match colour {
        Colour::Yellow => 0,
        Colour::Blue => 1,
        Colour::Red => 2,
        Colour::Green => 3,
    }
}

struct Drawing<'a> {
    canvas: Canvas,
    s: f32,
    p: Picture<'a>,
    /// The places drawn that actions name.
    regions: Vec<Region>,
}

impl Scaled for Drawing<'_> {
    fn sheet(&mut self) -> (&mut Canvas, f32) {
        (&mut self.canvas, self.s)
    }

    fn scale(&self) -> f32 {
        self.s
    }
}

/// How large a seat's panel header is drawn, offsets from the panel's top.
struct Header {
    /// A swatch of each of the seat's colours: width, height, drop.
    swatch: (f32, f32, f32),
    /// The name's size and drop.
    name: (f32, f32),
    /// The total's size and drop.
    total: (f32, f32),
    /// The word "Total": size and drop.
    label: (f32, f32),
}

/// How large a seat's pieces are drawn.
struct Pieces {
    /// A building left in hand: its side, and the step to the next.
    icon: f32,
    icon_step: f32,
    /// The radius of a pawn, and its colour's letter.
    pawn: f32,
    pawn_letter: f32,
    /// The room a pawn's count takes at least.
    pawn_count: f32,
    /// The size of the numbers beside them, and their drop below a
    /// building's top and a pawn's.
    count: f32,
    count_dy: (f32, f32),
}

impl Drawing<'_> {
    fn new<'a>(picture: &Picture<'a>, scale: f32, width: f32, height: f32) -> Drawing<'a> {
        Drawing {
            canvas: Canvas::scaled(width, height, scale, PAPER),
            s: scale,
            p: *picture,
            regions: Vec::new(),
        }
    }

    fn name(&self, seat: Seat) -> &str {
        self.p.names.get(seat.index()).copied().unwrap_or("?")
    }

    /// A panel in `r` (scale 1), framed in gold for `seat` if it is to
    /// build or won.
    fn panel(&mut self, r: Rect, seat: Option<Seat>) {
        let r = self.r(r);
        self.canvas.rounded_rect(r, 8.0 * self.s, PANEL);
        if seat.is_some_and(|seat| matches!(self.p.standing(seat), (true, _) | (_, true))) {
            self.canvas
                .rounded_frame(r, 8.0 * self.s, 3.0 * self.s, GOLD_EDGE);
        }
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

    /// The pattern of `colour` over `area` (pixels, rounded by `corner`
    /// pixels; a circle when `round`), under [`Vision::Patterns`].
    fn patterned(&mut self, colour: Colour, area: Rect, corner: f32, round: bool) {
        let vision = self.p.vision;
        let Some(pattern) = palette::FOUR_COLOURS.pattern(vision, place(colour)) else {
            return;
        };
        let (cx, cy, r) = (area.x + area.w / 2.0, area.y + area.h / 2.0, area.w / 2.0);
        let inside = move |x: f32, y: f32| !round || (x - cx).powi(2) + (y - cy).powi(2) <= r * r;
        let clear = if round { 1.0 } else { corner * 0.35 + 1.0 };
        self.canvas.pattern(
            area.inset(clear),
            pattern,
            7.0 * self.s,
            ink(colour, vision),
            inside,
        );
    }

    /// A small building of `colour` and `shape` in `r`.
    fn icon(&mut self, colour: Colour, shape: Shape, r: Rect) {
        let area = self.r(r);
        self.canvas.rounded_rect(area, 4.0 * self.s, fill(colour, self.p.vision));
        self.patterned(colour, area, 4.0 * self.s, false);
        self.symbol(shape, r.inset(r.w * 0.18), ink(colour, self.p.vision));
    }

    /// A small building in `r` and how many are `left` beside it, `dy`
    /// below its top, `size` px.
    fn icon_left(
        &mut self,
        (colour, shape): (Colour, Shape),
        r: Rect,
        left: u8,
        (size, dy): (f32, f32),
        ink: Rgb,
    ) {
        self.icon(colour, shape, r);
        self.text(
            &left.to_string(),
            r.x + (r.w + 3.0),
            r.y + dy,
            size,
            Weight::Bold,
            ink,
        );
    }

    /// A pawn of `colour` of radius `r` with its top-left at (`x`, `y`),
    /// its letter inside if `letter` gives a size, and `count` beside it,
    /// `dy` below its top; the count's width.
    #[allow(clippy::too_many_arguments)]
    fn pawn(
        &mut self,
        colour: Colour,
        (x, y, r): (f32, f32, f32),
        letter: Option<f32>,
        count: &str,
        (size, dy): (f32, f32),
        ink_colour: Rgb,
    ) -> f32 {
        let s = self.s;
        let (cx, cy) = (x + r, y + r);
        self.canvas.circle(cx * s, cy * s, r * s, fill(colour, self.p.vision));
        let disc = Rect::new(x, y, 2.0 * r, 2.0 * r).scaled(s);
        self.patterned(colour, disc, 0.0, true);
        if let Some(letter_size) = letter {
            let letter = self.p.labels.colours[colour.index()].clone();
            self.centred(&letter, cx, cy, letter_size, Weight::Bold, ink(colour, self.p.vision));
        }
        self.text(
            count,
            x + (2.0 * r + 4.0),
            y + dy,
            size,
            Weight::Bold,
            ink_colour,
        )
    }

    /// The panel header of `seat` in `panel`: its colours and name, its
    /// total on the right, `pad` in from the sides.
    fn header(&mut self, seat: Seat, panel: Rect, pad: f32, h: &Header) {
        let game = self.p.game;
        let y = panel.y;
        let (sw, sh, sdy) = h.swatch;
        let mut x = panel.x + pad;
        for &colour in game.colours(seat) {
            let area = self.r(Rect::new(x, y + sdy, sw, sh));
            self.canvas.rounded_rect(area, 3.0 * self.s, fill(colour, self.p.vision));
            self.patterned(colour, area, 3.0 * self.s, false);
            x += sw + 4.0;
        }
        let total = game.total(seat).to_string();
        let tw = text::width(&total, h.total.0, Weight::Bold);
        let label = text::fit(&self.p.labels.total, h.label.0, Weight::Regular, 70.0);
        let lw = text::width(&label, h.label.0, Weight::Regular);
        let right = panel.x + panel.w - (pad + 2.0);
        let name_room = right - tw - lw - 16.0 - (x + 4.0);
        let name = text::fit(self.name(seat), h.name.0, Weight::Bold, name_room);
        self.text(&name, x + 4.0, y + h.name.1, h.name.0, Weight::Bold, INK);
        self.text(
            &total,
            right - tw,
            y + h.total.1,
            h.total.0,
            Weight::Bold,
            INK,
        );
        let label_x = right - tw - 6.0 - lw;
        let (size, dy) = h.label;
        self.text(&label, label_x, y + dy, size, Weight::Regular, MUTED);
    }

    /// The buildings `seat` has left in hand, by colour and shape, from
    /// `x` on a row at `y`.
    fn buildings_left(&mut self, seat: Seat, mut x: f32, y: f32, p: &Pieces) {
        let game = self.p.game;
        for &colour in game
            .usable(seat)
            .iter()
            .filter(|&&c| game.owner(c) == Some(seat))
        {
            for shape in Shape::ALL {
                let left = game.left(colour, shape);
                let r = Rect::new(x, y, p.icon, p.icon);
                let ink = if left == 0 { MUTED } else { INK };
                self.icon_left((colour, shape), r, left, (p.count, p.count_dy.0), ink);
                x += p.icon_step;
            }
            x += 6.0;
        }
    }

    /// The pawns `seat` holds, by colour, from `x` on a row at `y`, the
    /// doubled colour marked ×2.
    fn pawns_held(&mut self, seat: Seat, mut x: f32, y: f32, p: &Pieces) {
        let game = self.p.game;
        let tally = game.counted(seat);
        let doubled = game.doubled(seat);
        for colour in Colour::ALL {
            let n = tally[colour.index()];
            let mark = if doubled == Some(colour) {
                format!("{n}×2")
            } else {
                n.to_string()
            };
            let ink = if n == 0 { MUTED } else { INK };
            let disc = (x, y, p.pawn);
            let w = self.pawn(
                colour,
                disc,
                Some(p.pawn_letter),
                &mark,
                (p.count, p.count_dy.1),
                ink,
            );
            x += (2.0 * p.pawn + 12.0) + w.max(p.pawn_count);
        }
    }

    /// What the next building must not be (laws 6–7), the last one's
    /// shape and colour, as two marks of side `side` from `x` at `y`, each
    /// struck through; the colour's letter at `letter` px.
    fn forbidden(&mut self, last: &Building, (x, y, side): (f32, f32, f32), gap: f32, letter: f32) {
        // The shape (law 6), drawn without colour, and the colour (law 7), a
        // swatch with its letter.
        let s = self.s;
        let corner = side / 10.0;
        let shape = Rect::new(x, y, side, side);
        let area = self.r(shape);
        self.canvas.rounded_rect(area, corner * s, PANEL);
        self.canvas.rounded_frame(area, corner * s, 1.5 * s, MUTED);
        self.symbol(last.shape, shape.inset(shape.w * 0.18), INK);
        self.strike(x, y, side);
        let x = x + side + gap;
        let swatch = self.r(Rect::new(x, y, side, side));
        self.canvas
            .rounded_rect(swatch, corner * s, fill(last.colour, self.p.vision));
        self.patterned(last.colour, swatch, corner * s, false);
        let text = self.p.labels.colours[last.colour.index()].clone();
        // In the corner the stroke leaves clear, as on the tiles.
        let at = side * 0.75;
        let ink = ink(last.colour, self.p.vision);
        self.centred(&text, x + at, y + at, letter, Weight::Bold, ink);
        self.strike(x, y, side);
    }

    /// A stroke across the mark of side `side` at (`x`, `y`): not this.
    fn strike(&mut self, x: f32, y: f32, side: f32) {
        let (s, d) = (self.s, side / 10.0);
        self.canvas.line(
            ((x - d) * s, (y + side + d) * s),
            ((x + side + d) * s, (y - d) * s),
            d * s,
            INK,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::town::Grid;
    use super::*;
    use keystone_engine::cardinal::CardinalOptions;
    use keystone_engine::{Seating, play_line};

    #[test]
    fn a_far_flung_town_fits_the_picture() {
        let mut game = Cardinal::new(
            &Seating {
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
        for layout in [Layout::Wide, Layout::Narrow] {
            let picture = Picture {
                game: &game,
                names: &["a", "b", "c", "d"],
                new: &[],
                labels: &labels,
                layout, vision: Default::default(), 
            };
            let (area, g): (Rect, Grid) = match layout {
                Layout::Wide => (wide::TOWN, wide::grid(&game)),
                Layout::Narrow => {
                    let plan = narrow::Plan::new(&picture);
                    (plan.town(), plan.grid)
                }
            };
            assert!(g.cell <= town::MAX_CELL, "{layout:?}");
            let corner = g.square(g.high);
            assert!(corner.x + corner.w <= area.x + area.w + 0.01, "{layout:?}");
            assert!(g.square(g.low).y + g.cell <= area.y + area.h + 0.01);
            let image = draw(&picture, 0.5);
            let width = match layout {
                Layout::Wide => WIDTH,
                Layout::Narrow => crate::NARROW_WIDTH,
            } as f32
                / 2.0;
            assert_eq!(image.width() as f32, width, "{layout:?}");
            let bottom = (area.y + area.h) / 2.0;
            assert!(image.height() as f32 > bottom, "{layout:?}: town cut");
        }
        let wide = Picture {
            game: &game,
            names: &["a", "b", "c", "d"],
            new: &[],
            labels: &labels,
            layout: Layout::Wide, vision: Default::default(), 
        };
        assert_eq!(draw(&wide, 0.5).dimensions(), (550, 370));
    }
}
