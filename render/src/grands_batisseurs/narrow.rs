//! The pictures laid out for a phone ([`Layout::Narrow`]): [`NARROW_WIDTH`]
//! wide, one part under another.
//!
//! ```text
//! +--------------------------------+
//! | status, wrapped                |
//! | [up] [down] [die] [stones]     |  the wide row, at ZOOM
//! | [auction: card, bid, asked]    |  the wide panel, at ZOOM
//! | name                  footer   |
//! | Hand n ●● [chips, wrapping]    |
//! | [city: 8 cards a row, wrapping]|
//! | … one band per seat            |
//! +--------------------------------+
//! ```
//!
//! The piles, the die, the reserve and the auction are the wide picture's,
//! drawn smaller; the bands are arranged anew, from the same pieces.

use super::*;

/// The size of the wide picture's table (piles, die, reserve, auction)
/// drawn on a phone: its 18 px labels become 13.5 px, its counts 15 px.
const ZOOM: f32 = 0.75;
/// The panels' left edge (the wide auction panel's, at [`ZOOM`]).
const MARGIN: f32 = 9.0;
/// Where text starts (the piles', at [`ZOOM`]).
const INNER: f32 = 18.0;
/// Where text ends.
const RIGHT: f32 = NARROW_WIDTH as f32 - INNER;

const STATUS_SIZE: f32 = 17.0;
const STATUS_LINE: f32 = 23.0;
/// The wide table's height from its labels to its piles' bottom, and the
/// auction's, under it, in the wide picture's units.
const ROW_UNITS: f32 = 22.0 + PILE_H;
const AUCTION_UNITS: f32 = 12.0 + AUCTION_H;

const NAME_SIZE: f32 = 17.0;
/// The hand's count and the footer (points, or gone).
const LABEL_SIZE: f32 = 14.0;
/// A hand chip: its value is 0.42 × its width, 11.8 px.
const CHIP_W: f32 = 28.0;
const CHIP_H: f32 = 40.0;
/// A city's card: its value is 0.42 × its width, 16.8 px.
const CARD_W: f32 = 40.0;
const CARD_H: f32 = 57.0;
const GAP: f32 = 4.0;
const CITY_ROW: usize = 8;
/// An empty city's strip: room to lay the first card.
const EMPTY_CITY_H: f32 = 28.0;
/// The city's left edge: its rows centred.
const CITY_X: f32 = (NARROW_WIDTH as f32 - CITY_ROW as f32 * (CARD_W + GAP) + GAP) / 2.0;
const SCORE_SIZE: f32 = 13.0;
const SCORE_LINE: f32 = 18.0;

/// A tent's card: its value is 0.42 × its width, 26.9 px.
const TENT_W: f32 = 64.0;
const TENT_H: f32 = 93.0;
const TENT_GAP: f32 = 8.0;
const TENT_HAND_Y: f32 = 84.0;

/// The table for a phone, and its regions.
pub(super) fn table(picture: &Picture<'_>, scale: f32) -> (RgbImage, Vec<Region>) {
    let bands: Vec<Band> = Seat::all(picture.view.seats.len())
        .map(|seat| Band::new(picture, seat))
        .collect();
    let status = text::wrap(
        &picture.status_line(),
        STATUS_SIZE,
        Weight::Bold,
        RIGHT - INNER,
        3,
    );
    let table_y = 10.0 + status.len().max(1) as f32 * STATUS_LINE + 8.0;
    let mut table_units = ROW_UNITS;
    if picture.has_auction() {
        table_units += AUCTION_UNITS;
    }
    let bands_y = table_y + table_units * ZOOM + 12.0;
    let height = bands_y + bands.iter().map(|b| b.height + 8.0).sum::<f32>();
    let mut d = Drawing::new(picture, NARROW_WIDTH, height.ceil() as u32, scale);
    for (i, line) in status.iter().enumerate() {
        let y = 10.0 + i as f32 * STATUS_LINE;
        d.text(line, INNER, y, STATUS_SIZE, Weight::Bold, INK);
    }
    // The wide row, smaller and spread across the picture, and the
    // auction's panel under it; in the wide picture's units.
    let (y, width, first) = (table_y / ZOOM, NARROW_WIDTH as f32 / ZOOM, INNER / ZOOM);
    let gap = (width - 2.0 * first - 2.0 * PILE_W - DIE - RESERVE_W) / 3.0;
    let row = Row {
        up: first,
        down: first + PILE_W + gap,
        die: first + 2.0 * (PILE_W + gap),
        stones: first + 2.0 * PILE_W + DIE + 3.0 * gap,
        // 12 px: the row's smallest text.
        legend: 16.0,
    };
    let auction = (MARGIN / ZOOM + 12.0, y + ROW_UNITS + 16.0);
    let right = width - MARGIN / ZOOM + 12.0;
    d.zoomed(ZOOM, |d| d.table(&row, y, auction, right));
    let mut y = bands_y;
    for (seat, band) in Seat::all(bands.len()).zip(&bands) {
        d.band_narrow(seat, band, y);
        y += band.height + 8.0;
    }
    (d.canvas.into_image(), d.regions)
}

/// `seat`'s tent for a phone, and where each card of its hand is.
pub(super) fn tent(picture: &Picture<'_>, seat: Seat, scale: f32) -> (RgbImage, Vec<Region>) {
    let me = &picture.view.seats[seat.index()];
    let opened = picture.opened(seat);
    // The hand in rows; the card this seat put up in a column of its own.
    let column = if opened.is_some() { TENT_W + 14.0 } else { 0.0 };
    let per_row = per_row(RIGHT - INNER - column, TENT_W, TENT_GAP);
    let rows = me.hand.len().div_ceil(per_row);
    let mut bottom = TENT_HAND_Y + rows as f32 * (TENT_H + TENT_GAP) - TENT_GAP;
    if me.hand.is_empty() {
        bottom = TENT_HAND_Y + 24.0;
    }
    if opened.is_some() {
        bottom = bottom.max(TENT_HAND_Y + 18.0 + TENT_H);
    }
    // The legend of the cards, under the hand: a title and a line a kind.
    let legend = bottom + 22.0;
    if !picture.labels.cards.is_empty() {
        bottom = legend + LEGEND_SIZE * 1.6 + Kind::ALL.len() as f32 * LEGEND_STEP;
    }
    let mut d = Drawing::new(picture, NARROW_WIDTH, (bottom + 16.0).ceil() as u32, scale);
    let title = text::fit(&picture.tent_title(seat), 17.0, Weight::Bold, RIGHT - INNER);
    d.text(&title, INNER, 12.0, 17.0, Weight::Bold, INK);
    // The purse, large, then the stones.
    let mut x = INNER;
    if let Some(purse) = picture.purse(seat) {
        d.coin(INNER + 11.0, 57.0, 10.0);
        x += 28.0;
        x += d.text(&purse, x, 42.0, 21.0, Weight::Bold, INK) + 12.0;
    }
    for i in 0..me.stones {
        d.stone(x + 9.0 + f32::from(i) * 24.0, 57.0, 9.0);
    }
    if me.hand.is_empty() {
        let empty = format!("{} 0", picture.labels.hand);
        d.text(&empty, INNER, TENT_HAND_Y, 17.0, Weight::Regular, MUTED);
    }
    if let Some(card) = opened {
        let x = RIGHT - TENT_W;
        let label = text::fit(
            &picture.labels.auction,
            13.0,
            Weight::Regular,
            TENT_W + 14.0,
        );
        d.text(&label, x, TENT_HAND_Y, 13.0, Weight::Regular, MUTED);
        let r = Rect::new(x, TENT_HAND_Y + 18.0, TENT_W, TENT_H);
        d.card(r, Face3::Card(card));
    }
    for (i, card) in me.hand.iter().enumerate() {
        let (row, col) = (i / per_row, i % per_row);
        let r = Rect::new(
            INNER + col as f32 * (TENT_W + TENT_GAP),
            TENT_HAND_Y + row as f32 * (TENT_H + TENT_GAP),
            TENT_W,
            TENT_H,
        );
        d.card(r, hand_face(*card));
        if let HandCard::Known(card) = card {
            d.region(card.to_string(), r);
        }
    }
    super::card_legend(
        &mut d,
        &picture.labels.cards,
        INNER,
        legend,
        (1, RIGHT - INNER, LEGEND_STEP, LEGEND_SIZE),
    );
    (d.canvas.into_image(), d.regions)
}

/// The tent's legend: its text's size and its lines' spacing, a chip of
/// the kind beside each.
const LEGEND_SIZE: f32 = 14.0;
const LEGEND_STEP: f32 = 40.0;

/// How many things `w` wide, `gap` apart, a row `room` wide holds (one at
/// least).
fn per_row(room: f32, w: f32, gap: f32) -> usize {
    (((room + gap) / (w + gap)).floor() as usize).max(1)
}

/// Where a seat's band puts its parts, worked out before the picture's
/// height is known.
struct Band {
    /// The hand's label, and where its chips start.
    hand: String,
    chips_x: f32,
    chips_per_row: usize,
    /// The hand row's height: its chips', or its label's.
    hand_h: f32,
    /// The city's height: its rows of cards, or, while it has none, a
    /// strip where the first will go.
    city_h: f32,
    /// The score item by item, once the game is over.
    scores: Vec<String>,
    height: f32,
}

/// The band's name row's height, and the gap under the hand.
const NAME_ROW: f32 = 36.0;
const HAND_GAP: f32 = 10.0;

impl Band {
    fn new(p: &Picture<'_>, seat: Seat) -> Band {
        let me = &p.view.seats[seat.index()];
        let hand = format!("{} {}", p.labels.hand, me.hand.len());
        let label = text::width(&hand, LABEL_SIZE, Weight::Regular);
        let stones = f32::from(me.stones) * 16.0;
        let chips_x = INNER + label + 10.0 + stones + 4.0;
        let chips_per_row = per_row(RIGHT - chips_x, CHIP_W, GAP);
        let chip_rows = me.hand.len().div_ceil(chips_per_row);
        let hand_h = if chip_rows == 0 {
            20.0
        } else {
            chip_rows as f32 * (CHIP_H + GAP) - GAP
        };
        let city_h = match me.city.len().div_ceil(CITY_ROW) {
            0 => EMPTY_CITY_H,
            rows => rows as f32 * (CARD_H + GAP) - GAP,
        };
        let scores = p
            .labels
            .scores
            .get(seat.index())
            .filter(|s| !s.is_empty())
            .map(|s| text::wrap(s, SCORE_SIZE, Weight::Bold, RIGHT - INNER, 4))
            .unwrap_or_default();
        let mut height = NAME_ROW + hand_h + HAND_GAP;
        height += city_h;
        if !scores.is_empty() {
            height += 6.0 + scores.len() as f32 * SCORE_LINE;
        }
        Band {
            hand,
            chips_x,
            chips_per_row,
            hand_h,
            city_h,
            scores,
            height: height + 10.0,
        }
    }
}

impl Drawing<'_> {
    /// Runs `draw` with everything drawn `k` times its size (and place).
    fn zoomed(&mut self, k: f32, draw: impl FnOnce(&mut Self)) {
        let s = self.s;
        self.s = s * k;
        draw(self);
        self.s = s;
    }

    /// One seat's band at `y`: its name, footer, hand and stones on top,
    /// its city in rows under them.
    fn band_narrow(&mut self, seat: Seat, band: &Band, y: f32) {
        let view = self.p.view;
        let me: &SeatView = &view.seats[seat.index()];
        let panel = Rect::new(MARGIN, y, NARROW_WIDTH as f32 - 2.0 * MARGIN, band.height);
        let won = self.seat_panel(seat, panel);
        // The name (starred for a winner, muted once gone), and the footer
        // at the right.
        let footer = if me.left {
            Some(self.p.labels.left.clone())
        } else {
            me.score
                .map(|score| format!("{score} {}", self.p.labels.points))
        };
        let mut room = RIGHT - INNER;
        if let Some(footer) = footer {
            let footer = text::fit(&footer, LABEL_SIZE, Weight::Bold, room / 2.0);
            let w = text::width(&footer, LABEL_SIZE, Weight::Bold);
            self.text(
                &footer,
                RIGHT - w,
                y + 13.0,
                LABEL_SIZE,
                Weight::Bold,
                MUTED,
            );
            room -= w + 12.0;
        }
        let star = if won { "★ " } else { "" };
        let name = format!("{star}{}", self.name(seat));
        let name = text::fit(&name, NAME_SIZE, Weight::Bold, room);
        let colour = if me.left { MUTED } else { INK };
        self.text(&name, INNER, y + 8.0, NAME_SIZE, Weight::Bold, colour);
        let across = NARROW_WIDTH as f32 - 2.0 * MARGIN - 4.0;
        self.region(
            seat.to_string(),
            Rect::new(MARGIN + 2.0, y + 4.0, across, 28.0),
        );
        // The hand: how many, the stones, what the reader knows of them.
        let hand_y = y + NAME_ROW;
        let label_y = hand_y + (CHIP_H.min(band.hand_h) - text::line_height(LABEL_SIZE)) / 2.0;
        let w = self.text(
            &band.hand,
            INNER,
            label_y,
            LABEL_SIZE,
            Weight::Regular,
            MUTED,
        );
        let stone_y = label_y + text::line_height(LABEL_SIZE) / 2.0;
        for i in 0..me.stones {
            self.stone(INNER + w + 16.0 + f32::from(i) * 16.0, stone_y, 6.5);
        }
        for (i, card) in me.hand.iter().enumerate() {
            let (row, col) = (i / band.chips_per_row, i % band.chips_per_row);
            let chip = Rect::new(
                band.chips_x + col as f32 * (CHIP_W + GAP),
                hand_y + row as f32 * (CHIP_H + GAP),
                CHIP_W,
                CHIP_H,
            );
            self.card(chip, hand_face(*card));
        }
        let area = Rect::new(MARGIN + 2.0, hand_y - 3.0, across, band.hand_h + 6.0);
        self.region(format!("{seat} hand"), area);
        // The city, eight cards a row; the ends: a strip before the first
        // card, and the next slot after the last (a strip at the panel's
        // edge when its row is full).
        let city_y = hand_y + band.hand_h + HAND_GAP;
        let slot = |i: usize| {
            let (row, col) = (i / CITY_ROW, i % CITY_ROW);
            Rect::new(
                CITY_X + col as f32 * (CARD_W + GAP),
                city_y + row as f32 * (CARD_H + GAP),
                CARD_W,
                CARD_H,
            )
        };
        for (i, card) in me.city.iter().enumerate() {
            match card {
                Some(card) => self.card(slot(i), Face3::Card(*card)),
                None => self.breach(slot(i)),
            }
            self.region(format!("{seat} {}", i + 1), slot(i));
        }
        let strip = CITY_X - GAP - (MARGIN + 1.0);
        let h = CARD_H.min(band.city_h);
        let left = Rect::new(MARGIN + 1.0, city_y, strip, h);
        self.region(format!("{seat} left"), left);
        let n = me.city.len();
        let right = if n > 0 && n.is_multiple_of(CITY_ROW) {
            let last = slot(n - 1);
            Rect::new(last.x + CARD_W + GAP, last.y, strip, h)
        } else {
            Rect { h, ..slot(n) }
        };
        self.region(format!("{seat} right"), right);
        let scores_y = city_y + band.city_h + 6.0;
        for (i, line) in band.scores.iter().enumerate() {
            let line_y = scores_y + SCORE_LINE * i as f32;
            self.text(line, INNER, line_y, SCORE_SIZE, Weight::Bold, INK);
        }
    }
}
