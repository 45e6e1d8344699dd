//! The Les Grands Bâtisseurs pictures, drawn from a seat's view (never from
//! the game: secrets are stripped by the engine's `view` before anything
//! here sees them).
//!
//! ```text
//! +---------------------------------------------------------------+
//! | status line                                                   |
//! | [up: top card, count] [down: back, count] [die] [stones]      |
//! |                                   [auction: card, bids, asked]|
//! | seat panel: name, stones, hand | city: cards left to right,   |
//! |   (count, cards known to all)  |   breaches as gaps           |
//! | … one band per seat                                           |
//! +---------------------------------------------------------------+
//! ```
//!
//! For a phone ([`Layout::Narrow`]) the same parts stand one under
//! another (`narrow.rs`).
//!
//! A card shows its type as a symbol (church: a cross, gate: an arch, town
//! hall: a pediment, tower: battlements, corner tower: battlements and a
//! wall on its end) on a fill of the Okabe–Ito set, its value large, the
//! gates' coins and the towers' shields: nothing rests on colour alone.
//! The tent picture shows one seat its own hand and purse.

use image::RgbImage;
use keystone_engine::grands_batisseurs::{
    Bidding, Card, Face, GbView, GrandsBatisseurs, HandCard, Kind, SeatView,
};
use keystone_engine::play::{self, ReplayError};
use keystone_engine::{Game, Record, Seat};

use crate::canvas::{Canvas, Path, Rect, Scaled};
use crate::palette::{self, Distinct, GOLD, GOLD_EDGE, INK, MUTED, PANEL, PAPER, Rgb, Vision, WHITE};
use crate::text::{self, Weight};
use crate::{Layout, NARROW_WIDTH, Region};

mod narrow;
mod pieces;

/// Width of the picture at scale 1 (for [`Layout::Wide`]).
pub const WIDTH: u32 = 1100;
/// Height of the picture at scale 1.
pub const HEIGHT: u32 = 760;
/// Height of the tent picture at scale 1 (as wide as the board).
pub const TENT_HEIGHT: u32 = 404;

/// The back of a card, and the stones.
const BACK: Rgb = Rgb([0x4A, 0x3B, 0x2E]);
const STONE: Rgb = Rgb([0x2B, 0x2B, 0x2B]);
const BREACH: Rgb = Rgb([0xB9, 0xA9, 0x92]);

/// Every word drawn on the pictures, in the reader's language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Labels {
    /// The top line: who must act and how, or the result.
    pub status: String,
    /// "Up" (the face-up pile).
    pub up: String,
    /// "Down" (the face-down pile).
    pub down: String,
    /// "Stones" (the reserve).
    pub stones: String,
    /// "Die" (the last roll).
    pub die: String,
    /// What the die's saboteur face means, under it when it shows:
    /// "saboteur: a stone".
    pub saboteur: String,
    /// "Auction".
    pub auction: String,
    /// "passed".
    pub passed: String,
    /// "Hand".
    pub hand: String,
    /// A seat's footer once it left the game.
    pub left: String,
    /// A seat's footer when it won.
    pub winner: String,
    /// "Final round".
    pub final_round: String,
    /// "thalers".
    pub thalers: String,
    /// "points".
    pub points: String,
    /// The tent picture's title ("Your tent").
    pub tent: String,
    /// Each seat's score item by item once the game is over, by seat,
    /// printed under its city (G12); none before.
    pub scores: Vec<String>,
    /// The cards that exist, drawn at the foot of the tent: a title, then a
    /// line a kind in [`Kind::ALL`]'s order ("church ×8: 4 5 5 6 7 7 8 9").
    /// Empty: no legend.
    pub cards: Vec<String>,
}

impl Labels {
    /// English labels for `view`, with the players called `names`.
    pub fn english(view: &GbView, names: &[&str]) -> Labels {
        /// [`Labels::cards`] in English, from the engine's table of cards (G4).
        fn cards_in_english() -> Vec<String> {
            let all: Vec<Card> = keystone_engine::grands_batisseurs::CardId::all()
                .map(keystone_engine::grands_batisseurs::CardId::card)
                .collect();
            let mut lines = vec!["The cards (G4)".to_owned()];
            for kind in Kind::ALL {
                let values: Vec<String> = all
                    .iter()
                    .filter(|c| c.kind == kind)
                    .map(|c| c.value.to_string())
                    .collect();
                lines.push(format!("{kind} ×{}: {}", values.len(), values.join(" ")));
            }
            lines
        }
        let name = |seat: Seat| names.get(seat.index()).copied().unwrap_or("?");
        let status = match (&view.outcome, view.to_act) {
            (Some(outcome), _) => {
                let scores: Vec<String> = outcome.scores.iter().map(i64::to_string).collect();
                let winners: Vec<&str> = outcome.winners.iter().map(name).collect();
                match winners.as_slice() {
                    [w] => format!("Game over: {w} wins, {}", scores.join("–")),
                    _ => format!(
                        "Game over: {} share the win, {}",
                        winners.join(" and "),
                        scores.join("–")
                    ),
                }
            }
            (None, Some(seat)) => {
                let what = match view.question {
                    Some(q) => q.words(),
                    None => "",
                };
                format!("{} to play: {what}", name(seat))
            }
            (None, None) => String::new(),
        };
        Labels {
            status,
            up: "Up".into(),
            down: "Down".into(),
            stones: "Stones".into(),
            die: "Die".into(),
            saboteur: "saboteur: a stone".into(),
            auction: "Auction".into(),
            passed: "passed".into(),
            hand: "Hand".into(),
            left: "left the game".into(),
            winner: "★ winner".into(),
            final_round: "Final round".into(),
            thalers: "thalers".into(),
            points: "points".into(),
            tent: "Your tent".into(),
            scores: Vec::new(),
            cards: cards_in_english(),
        }
    }
}

/// The tent's legend of the cards (G4), from `top`, in `columns`, each
/// `width` wide, lines `step` apart, the text `size` px: a chip of each
/// kind, [`LEGEND_CHIP`] wide (its `?` legible), and its line. Returns
/// where it ends.
fn card_legend(
    d: &mut Drawing<'_>,
    lines: &[String],
    left: f32,
    top: f32,
    (columns, width, step, size): (usize, f32, f32, f32),
) -> f32 {
    let Some((title, rows)) = lines.split_first() else {
        return top;
    };
    let title = text::fit(title, size, Weight::Bold, width * columns as f32);
    d.text(&title, left, top, size, Weight::Bold, MUTED);
    let per_column = rows.len().div_ceil(columns.max(1));
    let chip = LEGEND_CHIP;
    let first = top + size * 1.6;
    for (i, (line, kind)) in rows.iter().zip(Kind::ALL).enumerate() {
        let (column, row) = (i / per_column, i % per_column);
        let x = left + column as f32 * width;
        let y = first + row as f32 * step;
        d.card(Rect::new(x, y, chip, chip * 1.45), Face3::Kind(kind));
        let room = width - chip - 16.0;
        let line = text::fit(line, size, Weight::Regular, room);
        d.text(
            &line,
            x + chip + 8.0,
            y + (chip * 1.45 - size) / 2.0 - 2.0,
            size,
            Weight::Regular,
            INK,
        );
    }
    first + per_column as f32 * step
}

/// The colours Les Grands Bâtisseurs tells apart: its types of card.
pub const TOLD_APART: &[&Distinct] = &[&KINDS];

/// What to draw.
#[derive(Clone, Copy, Debug)]
pub struct Picture<'a> {
    /// What the reader may see.
    pub view: &'a GbView,
    /// The players' names by seat.
    pub names: &'a [&'a str],
    /// The words to draw.
    pub labels: &'a Labels,
    /// The width it is laid out for.
    pub layout: Layout,
    /// The reader's colour vision.
    pub vision: Vision,
}

/// The public picture of the position `record` reaches (everything once
/// the game is over).
pub fn draw_record(
    record: &Record,
    labels: impl FnOnce(&GbView, &[&str]) -> Labels,
    layout: Layout,
    vision: Vision,
    scale: f32,
) -> Result<RgbImage, ReplayError> {
    let game: GrandsBatisseurs = play::replay(record)?;
    let view = game.view(None);
    let names: Vec<&str> = record.seats.iter().map(String::as_str).collect();
    let labels = labels(&view, &names);
    Ok(draw(
        &Picture {
            view: &view,
            names: &names,
            labels: &labels,
            layout,
            vision,
        },
        scale,
    ))
}

/// The colours of the four types of card (church, gate, town hall, tower
/// with the corner towers), in each vision: Okabe–Ito's sky blue, orange,
/// reddish purple and blue; for red-green and blue-yellow colour
/// blindness, Paul Tol's.
pub const KINDS: Distinct = Distinct {
    what: "card-types",
    standard: &[
        Rgb([0x56, 0xB4, 0xE9]),
        Rgb([0xE6, 0x9F, 0x00]),
        Rgb([0xCC, 0x79, 0xA7]),
        Rgb([0x00, 0x72, 0xB2]),
    ],
    red_green: &[
        Rgb([0x33, 0xBB, 0xEE]),
        Rgb([0xFD, 0xB8, 0x63]),
        Rgb([0xCC, 0x66, 0x77]),
        Rgb([0x33, 0x22, 0x88]),
    ],
    blue_yellow: &[
        Rgb([0x9E, 0xCA, 0xE1]),
        Rgb([0xFD, 0xB8, 0x63]),
        Rgb([0xEE, 0x33, 0x77]),
        Rgb([0x33, 0x22, 0x88]),
    ],
    patterns: &palette::Pattern::BY_PLACE,
};

/// The place of `kind` in [`KINDS`].
pub const fn place(kind: Kind) -> usize {
    match kind {
        Kind::Church => 0,
        Kind::Gate => 1,
        Kind::TownHall => 2,
        Kind::Tower | Kind::LeftCorner | Kind::RightCorner => 3,
    }
}

/// The fill of a card of `kind` in `vision`, and the ink drawn on it.
pub fn colours(kind: Kind, vision: Vision) -> (Rgb, Rgb) {
    let fill = KINDS.fill(vision, place(kind));
    (fill, palette::ink_on(fill))
}

/// What a card slot shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Face3 {
    Card(Card),
    Kind(Kind),
    Back,
}

struct Drawing<'a> {
    canvas: Canvas,
    s: f32,
    p: Picture<'a>,
    /// The places drawn that actions name.
    regions: Vec<Region>,
}

/// Draws the public picture (or a seat's: it shows what its view holds),
/// `scale` times [`WIDTH`] × [`HEIGHT`] (for [`Layout::Narrow`],
/// [`NARROW_WIDTH`] wide and as high as it needs).
pub fn draw(picture: &Picture<'_>, scale: f32) -> RgbImage {
    draw_mapped(picture, scale).0
}

/// [`draw`], and where it drew the places actions name, by seat number
/// `n`: the seat's name (`n`, whom `steal n` names), its hand (`n hand`),
/// each position of its city from 1 at the left (`n 3`: a card to
/// sabotage, a breach to build into), and its city's ends (`n left`,
/// `n right`: where a card is laid beside the others); the piles (`up`,
/// `down`) and the card auctioned (`bid`).
pub fn draw_mapped(picture: &Picture<'_>, scale: f32) -> (RgbImage, Vec<Region>) {
    if picture.layout == Layout::Narrow {
        return narrow::table(picture, scale);
    }
    let mut d = Drawing::new(picture, WIDTH, HEIGHT, scale);
    d.status();
    d.table(&Row::WIDE, TABLE_Y, (460.0, TABLE_Y), 1088.0);
    let seats = picture.view.seats.len();
    for seat in Seat::all(seats) {
        d.band(seat);
    }
    (d.canvas.into_image(), d.regions)
}

/// Draws `seat`'s tent: its hand, large, and its purse, `scale` times
/// [`WIDTH`] × [`TENT_HEIGHT`] (for [`Layout::Narrow`], [`NARROW_WIDTH`]
/// wide and as high as it needs). `view` must be `seat`'s own.
pub fn draw_tent(picture: &Picture<'_>, seat: Seat, scale: f32) -> RgbImage {
    draw_tent_mapped(picture, seat, scale).0
}

/// [`draw_tent`], and where it drew each card of the hand it knows, by
/// the card's name (`church7`; two cards of one name are alike, and both
/// are regions of that name).
pub fn draw_tent_mapped(picture: &Picture<'_>, seat: Seat, scale: f32) -> (RgbImage, Vec<Region>) {
    if picture.layout == Layout::Narrow {
        return narrow::tent(picture, seat, scale);
    }
    let mut d = Drawing::new(picture, WIDTH, TENT_HEIGHT, scale);
    let me = &picture.view.seats[seat.index()];
    let title = text::fit(&picture.tent_title(seat), 26.0, Weight::Bold, 700.0);
    d.text(&title, 24.0, 14.0, 26.0, Weight::Bold, INK);
    if let Some(purse) = picture.purse(seat) {
        let w = text::width(&purse, 30.0, Weight::Bold);
        d.coin(1076.0 - w - 22.0, 32.0, 14.0);
        d.text(&purse, 1076.0 - w, 12.0, 30.0, Weight::Bold, INK);
    }
    let stones = me.stones;
    for i in 0..stones {
        d.stone(760.0 + f32::from(i) * 30.0, 32.0, 11.0);
    }
    if me.hand.is_empty() {
        let empty = format!("{} 0", picture.labels.hand);
        d.text(&empty, 24.0, 120.0, 26.0, Weight::Regular, MUTED);
    }
    let right = if let Some(card) = picture.opened(seat) {
        let label = text::fit(&picture.labels.auction, 18.0, Weight::Regular, 140.0);
        d.text(&label, 936.0, 60.0, 18.0, Weight::Regular, MUTED);
        d.card(Rect::new(936.0, 84.0, 120.0, 174.0), Face3::Card(card));
        160.0
    } else {
        0.0
    };
    let cards = me.hand.len().max(1) as f32;
    let w = ((1052.0 - right - (cards - 1.0) * 12.0) / cards).min(120.0);
    let h = w * 1.45;
    for (i, card) in me.hand.iter().enumerate() {
        let x = 24.0 + i as f32 * (w + 12.0);
        d.card(Rect::new(x, 72.0, w, h), hand_face(*card));
        if let HandCard::Known(card) = card {
            d.region(card.to_string(), Rect::new(x, 72.0, w, h));
        }
    }
    card_legend(
        &mut d,
        &picture.labels.cards,
        24.0,
        TENT_LEGEND_Y,
        (3, 352.0, 44.0, 18.0),
    );
    (d.canvas.into_image(), d.regions)
}

/// Where the wide tent's legend of the cards begins, under the hand.
const TENT_LEGEND_Y: f32 = 276.0;
/// The width of a legend's chip: its `?` is 10 px at 23 px wide.
const LEGEND_CHIP: f32 = 24.0;

fn hand_face(card: HandCard) -> Face3 {
    match card {
        HandCard::Known(card) => Face3::Card(card),
        HandCard::Type(kind) => Face3::Kind(kind),
        HandCard::Hidden => Face3::Back,
    }
}

const TABLE_Y: f32 = 58.0;
const PILE_W: f32 = 76.0;
const PILE_H: f32 = 108.0;
const BANDS_Y: f32 = 206.0;
/// The auction's panel's height.
const AUCTION_H: f32 = 146.0;
/// The smallest hand chip's height: its value is 0.42 × its width
/// (0.7 × its height) and must stay at least 10 px.
const CHIP_MIN: f32 = 35.0;
/// The die's side.
const DIE: f32 = 64.0;
/// The reserve's width: three stones a row, 30 apart, the first's centre
/// 14 in, each 13.5 across to its rim.
const RESERVE_W: f32 = 14.0 + 2.0 * 30.0 + 13.5;

/// Where the table's row puts its columns: the piles, the die, the
/// reserve (each its left edge); and the size of the die's legend.
struct Row {
    up: f32,
    down: f32,
    die: f32,
    stones: f32,
    legend: f32,
}

impl Row {
    const WIDE: Row = Row {
        up: 24.0,
        down: 124.0,
        die: 232.0,
        stones: 320.0,
        legend: 14.0,
    };
}

impl Scaled for Drawing<'_> {
    fn sheet(&mut self) -> (&mut Canvas, f32) {
        (&mut self.canvas, self.s)
    }

    fn scale(&self) -> f32 {
        self.s
    }
}

impl<'a> Drawing<'a> {
    /// A blank picture `width` × `height`, `scale` times.
    fn new(picture: &Picture<'a>, width: u32, height: u32, scale: f32) -> Drawing<'a> {
        Drawing {
            canvas: Canvas::scaled(width as f32, height as f32, scale, PAPER),
            s: scale,
            p: *picture,
            regions: Vec::new(),
        }
    }

    /// Notes that the place `name` is drawn at `area` (unscaled).
    fn region(&mut self, name: String, area: Rect) {
        self.regions.push(Region {
            name,
            area: area.scaled(self.s),
        });
    }
}

impl Picture<'_> {
    /// `seat`'s player's name.
    fn name(&self, seat: Seat) -> String {
        self.names
            .get(seat.index())
            .copied()
            .unwrap_or("?")
            .to_owned()
    }

    /// The top line: the status, after "Final round" while it lasts.
    fn status_line(&self) -> String {
        let line = &self.labels.status;
        if self.view.final_round && self.view.outcome.is_none() {
            format!("{} · {line}", self.labels.final_round)
        } else {
            line.clone()
        }
    }

    /// The tent picture's title: whose tent.
    fn tent_title(&self, seat: Seat) -> String {
        format!("{} · {}", self.labels.tent, self.name(seat))
    }

    /// `seat`'s purse in words, if the view shows it.
    fn purse(&self, seat: Seat) -> Option<String> {
        let purse = self.view.seats[seat.index()].purse?;
        Some(format!("{purse} {}", self.labels.thalers))
    }

    /// The face-down card `seat` put up, seen by it alone (G7).
    fn opened(&self, seat: Seat) -> Option<Card> {
        self.view.bidding.as_ref().and_then(|b| {
            (b.opener == seat && b.pile == keystone_engine::grands_batisseurs::Pile::Down)
                .then_some(b.card)
                .flatten()
        })
    }

    /// Whether the table shows a card under the hammer or under attack
    /// (the auction's place).
    fn has_auction(&self) -> bool {
        self.view.bidding.is_some() || self.view.attack.is_some()
    }
}

impl Drawing<'_> {
    fn name(&self, seat: Seat) -> String {
        self.p.name(seat)
    }

    fn status(&mut self) {
        let line = text::fit(&self.p.status_line(), 26.0, Weight::Bold, 1052.0);
        self.text(&line, 24.0, 12.0, 26.0, Weight::Bold, INK);
    }

    /// The piles, the die and the reserve in `row`, their labels at `y`;
    /// the auction (or the building under attack) with its label at
    /// `auction`, its panel reaching `right`.
    fn table(&mut self, row: &Row, y: f32, auction: (f32, f32), right: f32) {
        let view = self.p.view;
        let labels = self.p.labels.clone();
        let top = y + 22.0;
        // The up pile: its top card, its count.
        self.pile_label(&labels.up, view.up, row.up, y);
        let up = Rect::new(row.up, top, PILE_W, PILE_H);
        self.region("up".into(), up);
        match view.up_top {
            Some(card) => self.card(up, Face3::Card(card)),
            None => self.empty(up),
        }
        self.pile_label(&labels.down, view.down, row.down, y);
        let down = Rect::new(row.down, top, PILE_W, PILE_H);
        self.region("down".into(), down);
        if view.down > 0 {
            self.card(down, Face3::Back);
        } else {
            self.empty(down);
        }
        // The last roll.
        self.text(&labels.die, row.die, y, 18.0, Weight::Regular, MUTED);
        if let Some(face) = view.last_roll {
            self.die(Rect::new(row.die, top + 8.0, DIE, DIE), face);
            if face == Face::Saboteur {
                // The face's meaning, for those who never saw the game.
                let size = row.legend;
                let legend = text::fit(&labels.saboteur, size, Weight::Regular, 150.0);
                let x = row.die - 16.0;
                self.text(&legend, x, top + 78.0, size, Weight::Regular, INK);
            }
        }
        // The reserve of stones.
        self.text(&labels.stones, row.stones, y, 18.0, Weight::Regular, MUTED);
        for i in 0..view.reserve {
            let (col, line) = (f32::from(i % 3), f32::from(i / 3));
            let x = row.stones + 14.0 + col * 30.0;
            self.stone(x, top + 22.0 + line * 30.0, 12.0);
        }
        if let Some(bidding) = &view.bidding {
            self.auction(bidding, auction, right);
        } else if let Some((owner, position, card)) = view.attack {
            // The owner's question (G9): the building under attack.
            let (x, y) = auction;
            let top = y + 22.0;
            self.text(&labels.auction.clone(), x, y, 18.0, Weight::Regular, PAPER);
            self.card(Rect::new(x, top, PILE_W, PILE_H), Face3::Card(card));
            let line = format!("{} · {position}", self.name(owner));
            let room = right - 36.0 - (x + PILE_W + 16.0);
            let line = text::fit(&line, 22.0, Weight::Bold, room);
            self.text(
                &line,
                x + PILE_W + 16.0,
                top + 10.0,
                22.0,
                Weight::Bold,
                INK,
            );
            self.sword(Rect::new(x + PILE_W + 16.0, top + 48.0, 40.0, 40.0));
        }
    }

    /// The auction, its label at (`x`, `y`), its panel reaching `right`.
    fn auction(&mut self, bidding: &Bidding, (x, y): (f32, f32), right: f32) {
        let labels = self.p.labels.clone();
        let top = y + 22.0;
        let frame = self.r(Rect::new(x - 12.0, y - 4.0, right - x, AUCTION_H));
        self.canvas.rounded_rect(frame, 8.0 * self.s, PANEL);
        self.text(&labels.auction, x, y, 18.0, Weight::Regular, MUTED);
        let face = match (bidding.card, bidding.kind) {
            (Some(card), _) => Face3::Card(card),
            (None, Some(kind)) => Face3::Kind(kind),
            (None, None) => Face3::Back,
        };
        let card = Rect::new(x, top, PILE_W, PILE_H);
        self.region("bid".into(), card);
        self.card(card, face);
        let tx = x + PILE_W + 18.0;
        let end = right - 28.0;
        // The highest bid and its bidder, large; then who is asked.
        if let Some(&(bidder, bid)) = bidding.bids.last() {
            let line = format!("{bid} · {}", self.name(bidder));
            let line = text::fit(&line, 30.0, Weight::Bold, end - tx - 40.0);
            self.coin(tx + 12.0, top + 20.0, 12.0);
            self.text(&line, tx + 32.0, top, 30.0, Weight::Bold, INK);
        }
        let asked = format!("▶ {}", self.name(bidding.asked));
        let asked = text::fit(&asked, 22.0, Weight::Bold, end - tx);
        self.text(&asked, tx, top + 44.0, 22.0, Weight::Bold, GOLD_EDGE);
        if !bidding.passed.is_empty() {
            let names: Vec<String> = bidding.passed.iter().map(|&s| self.name(s)).collect();
            let line = format!("{}: {}", labels.passed, names.join(", "));
            let line = text::fit(&line, 18.0, Weight::Regular, end - tx);
            self.text(&line, tx, top + 80.0, 18.0, Weight::Regular, MUTED);
        }
    }

    /// One seat's band: its panel on the left, its city on the right.
    fn band(&mut self, seat: Seat) {
        let view = self.p.view;
        let seats = view.seats.len() as f32;
        let height = ((HEIGHT as f32 - 8.0 - BANDS_Y) / seats).min(200.0);
        let y = BANDS_Y + height * seat.index() as f32;
        let me: &SeatView = &view.seats[seat.index()];
        let panel = Rect::new(16.0, y, 1068.0, height - 8.0);
        let won = self.seat_panel(seat, panel);
        // Name (starred for a winner, muted once gone); stones; the score
        // at the end.
        let star = if won { "★ " } else { "" };
        let name = text::fit(
            &format!("{star}{}", self.name(seat)),
            26.0,
            Weight::Bold,
            206.0,
        );
        let colour = if me.left { MUTED } else { INK };
        self.text(&name, 28.0, y + 4.0, 26.0, Weight::Bold, colour);
        self.region(seat.to_string(), Rect::new(24.0, y + 2.0, 214.0, 34.0));
        let mut line_y = y + 38.0;
        let footer = if me.left {
            Some(self.p.labels.left.clone())
        } else if let Some(score) = me.score {
            Some(format!("{score} {}", self.p.labels.points))
        } else {
            None
        };
        if let Some(footer) = footer {
            let footer = text::fit(&footer, 18.0, Weight::Bold, 206.0);
            self.text(&footer, 28.0, line_y, 18.0, Weight::Bold, MUTED);
            line_y += 26.0;
        }
        // The hand: how many, what the reader knows of them; the stones.
        let hand = format!("{} {}", self.p.labels.hand, me.hand.len());
        let w = self.text(&hand, 28.0, line_y, 20.0, Weight::Regular, MUTED);
        for i in 0..me.stones {
            self.stone(28.0 + w + 22.0 + f32::from(i) * 24.0, line_y + 12.0, 9.0);
        }
        let chip_y = line_y + 26.0;
        // Never so small that a chip's value is under 10 px (with four
        // seats and a footer the band has 32 px left).
        let chip = 48.0_f32.min(y + height - 14.0 - chip_y).max(CHIP_MIN);
        self.region(
            format!("{seat} hand"),
            Rect::new(
                24.0,
                line_y - 2.0,
                214.0,
                chip_y + chip + 2.0 - (line_y - 2.0),
            ),
        );
        let chip_w = chip * 0.7;
        let mut x = 28.0;
        for card in &me.hand {
            if x + chip_w > 236.0 {
                break;
            }
            self.card(Rect::new(x, chip_y, chip_w, chip), hand_face(*card));
            x += chip_w + 4.0;
        }
        // The city; once the game is over, its score item by item under it.
        let scores = self
            .p
            .labels
            .scores
            .get(seat.index())
            .filter(|s| !s.is_empty())
            .map(|s| text::wrap(s, 18.0, Weight::Bold, 816.0, 2))
            .unwrap_or_default();
        let below = if scores.is_empty() {
            0.0
        } else {
            6.0 + 24.0 * scores.len() as f32
        };
        let area = Rect::new(248.0, y + 8.0, 826.0, height - 24.0 - below);
        let n = me.city.len().max(1) as f32;
        let h = area.h.min(150.0);
        let w = (h / 1.42).min((area.w - (n - 1.0) * 6.0) / n);
        let h = (w * 1.42).min(h);
        for (i, card) in me.city.iter().enumerate() {
            let slot = Rect::new(area.x + i as f32 * (w + 6.0), area.y, w, h);
            match card {
                Some(card) => self.card(slot, Face3::Card(*card)),
                None => self.breach(slot),
            }
            self.region(format!("{seat} {}", i + 1), slot);
        }
        // The ends: a strip before the first card, and the next slot after
        // the last (a strip at the panel's edge when the row is full).
        self.region(format!("{seat} left"), Rect::new(238.0, area.y, 9.0, h));
        let after = (area.x + me.city.len() as f32 * (w + 6.0)).min(area.x + area.w);
        let room = (panel.x + panel.w - 2.0 - after).min(w).max(1.0);
        self.region(format!("{seat} right"), Rect::new(after, area.y, room, h));
        for (i, line) in scores.iter().enumerate() {
            let line_y = area.y + h + 4.0 + 24.0 * i as f32;
            self.text(line, 252.0, line_y, 18.0, Weight::Bold, INK);
        }
    }

    fn empty(&mut self, r: Rect) {
        let r = self.r(r);
        self.canvas
            .rounded_frame(r, 6.0 * self.s, 2.0 * self.s, BREACH);
    }

    fn breach(&mut self, r: Rect) {
        // A gap in the wall: a dashed outline.
        let s = self.s;
        let steps = 6;
        for i in 0..steps {
            let t0 = i as f32 / steps as f32;
            let t1 = t0 + 0.5 / steps as f32;
            for (a, b) in [
                ((r.x + r.w * t0, r.y), (r.x + r.w * t1, r.y)),
                ((r.x + r.w * t0, r.y + r.h), (r.x + r.w * t1, r.y + r.h)),
                ((r.x, r.y + r.h * t0), (r.x, r.y + r.h * t1)),
                ((r.x + r.w, r.y + r.h * t0), (r.x + r.w, r.y + r.h * t1)),
            ] {
                self.canvas
                    .line((a.0 * s, a.1 * s), (b.0 * s, b.1 * s), 2.5 * s, BREACH);
            }
        }
    }

    /// A pile's name and, in bold, how many cards it holds.
    fn pile_label(&mut self, label: &str, count: usize, x: f32, y: f32) {
        let label = text::fit(label, 18.0, Weight::Regular, 58.0);
        let w = self.text(&label, x, y, 18.0, Weight::Regular, MUTED);
        self.text(
            &count.to_string(),
            x + w + 6.0,
            y - 2.0,
            20.0,
            Weight::Bold,
            INK,
        );
    }
}

impl Drawing<'_> {
    /// A seat's band, framed in gold for the seat to act or a winner (not
    /// when every seat won: a frame would then tell nothing); whether the
    /// seat won so.
    fn seat_panel(&mut self, seat: Seat, panel: Rect) -> bool {
        let view = self.p.view;
        let r = self.r(panel);
        self.canvas.rounded_rect(r, 8.0 * self.s, PANEL);
        let won = view
            .outcome
            .as_ref()
            .is_some_and(|o| o.winners.contains(seat) && o.winners.len() < view.seats.len());
        if view.to_act == Some(seat) || won {
            self.canvas
                .rounded_frame(r, 8.0 * self.s, 3.0 * self.s, GOLD_EDGE);
        }
        won
    }
}
