//! The Basilica board picture: a position a player reads at a glance.
//!
//! Wide (a computer's screen), 1100 px at scale 1:
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
//! Narrow (a phone, and Discord), 400 px at scale 1, parts one under
//! another, the cathedral cut into bands of nine rows so that its cells
//! stay big enough to read and to tap:
//!
//! ```text
//! +--------------------------------+
//! | status, on two lines at most   |
//! | pile · discard · ran out       |
//! | King 16           Scorings 1/3 |
//! | [0 ...... 10 ...... 20 .... 30]|
//! | a |#| rows 1-9                 |
//! | …                              |
//! |  1  2  3 …                     |
//! | a     rows 10-18, if need be   |
//! | O1        O2        O3         |
//! | V1        V2        V3         |
//! | player 1      | player 2       |
//! +--------------------------------+
//! ```
//!
//! The cathedral is drawn turned a quarter: the board with its five start
//! slots on the left, rows growing to the right, so a long cathedral uses
//! the picture's width. Every word comes from [`Labels`], so the bot can
//! draw the board in the player's language.

mod board;
mod pieces;
mod plan;

use std::sync::{Arc, Mutex};

use image::RgbImage;
use keystone_engine::basilica::{BasilicaView, Cell, End, Order, PaidOffer, Rank};
use keystone_engine::play::{self, ReplayError};
use keystone_engine::{Basilica, Game, Record, Seat};

use crate::canvas::{Canvas, Path, Rect};
use crate::palette::{PAPER, Rgb, Vision};
use crate::text::{self, Weight};
use crate::{Layout, Region};

use plan::Plan;

/// Width of the wide picture at scale 1.
pub const WIDTH: u32 = 1100;
/// Height of the wide picture at scale 1.
pub const HEIGHT: u32 = 740;

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

/// The colours Basilica tells apart: its vaults'.
pub const TOLD_APART: &[&crate::palette::Distinct] = &[&crate::palette::FOUR_COLOURS];

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
    /// The reader's colour vision.
    pub vision: Vision,
}

/// The picture of the position `record` reaches, as its reader (the seat to
/// act, or at the end the one who did not move last) sees it, with what
/// changed since they last acted highlighted. `labels` words it.
pub fn draw_record(
    record: &Record,
    labels: impl FnOnce(&BasilicaView, [&str; 2]) -> Labels,
    layout: Layout,
    vision: Vision,
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
            vision,
        },
        scale,
    ))
}

/// Draws the picture: `scale` times [`WIDTH`] × [`HEIGHT`] wide, `scale`
/// times 400 px wide and as tall as its cathedral needs narrow.
pub fn draw(picture: &Picture<'_>, scale: f32) -> RgbImage {
    draw_mapped(picture, scale).0
}

/// [`draw`], and where it drew the places actions name: every cell shown
/// (`c3`), and the offer's slots (`O1`–`O3` above, `V1`–`V3` below).
pub fn draw_mapped(picture: &Picture<'_>, scale: f32) -> (RgbImage, Vec<Region>) {
    let plan = Plan::new(
        picture.layout,
        picture.view.cathedral.height(),
        board::status_lines(picture),
    );
    let canvas = Canvas::from_image((*backdrop(&plan, scale)).clone());
    let mut d = Drawing {
        canvas,
        s: scale,
        p: *picture,
        plan,
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

/// What every picture with the same plan at `scale` shares: paper, the
/// king's track, the lanes with their letters and numbers and empty cells,
/// the slots' labels, the panels. Drawn once and kept (a few sizes at most).
fn backdrop(plan: &Plan, scale: f32) -> Arc<RgbImage> {
    /// Backdrops by layout, rows, where the track starts (after the
    /// status) and scale (their bits).
    type Backdrops = Vec<((Layout, usize, u32, u32), Arc<RgbImage>)>;
    static CACHE: Mutex<Backdrops> = Mutex::new(Vec::new());
    let key = (
        plan.layout,
        plan.lanes.rows(),
        plan.track.top.to_bits(),
        scale.to_bits(),
    );
    let mut cache = CACHE.lock().unwrap_or_else(|p| p.into_inner());
    if let Some((_, image)) = cache.iter().find(|(k, _)| *k == key) {
        return Arc::clone(image);
    }
    let canvas = Canvas::new(px(plan.width, scale), px(plan.height, scale), PAPER);
    let image = Arc::new(board::Backdrop { canvas, s: scale }.draw(plan));
    if cache.len() >= 8 {
        cache.remove(0);
    }
    cache.push((key, Arc::clone(&image)));
    image
}

fn px(length: f32, scale: f32) -> u32 {
    (length * scale).round() as u32
}

/// A picture being drawn, in units of the scale-1 layout.
struct Drawing<'a> {
    canvas: Canvas,
    s: f32,
    p: Picture<'a>,
    /// Where its parts go.
    plan: Plan,
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
}
