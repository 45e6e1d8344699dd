//! The narrow arrangement, drawn for 400 px (a phone, and Discord): the
//! status, the town the full width, what the next building must not be, a
//! panel per seat one under another, and the supply. As tall as the town
//! and the seats need.

use keystone_engine::cardinal::{Colour, Shape};
use keystone_engine::{Game, Seat};

use super::town::{Grid, Y_LABEL};
use super::{Drawing, Header, Picture, Pieces};
use crate::canvas::{Rect, Scaled};
use crate::palette::{INK, MUTED, Rgb};
use crate::text::{self, Weight};

const WIDTH: f32 = crate::NARROW_WIDTH as f32;
/// Room on each side of the picture, and inside a panel.
const MARGIN: f32 = 12.0;
const PAD: f32 = 12.0;
/// The town's room: the coordinates on its left take the rest.
const TOWN_X: f32 = MARGIN + Y_LABEL + 2.0;
const TOWN_W: f32 = WIDTH - TOWN_X - 8.0;
/// The tallest the town is drawn: a long town's cells shrink rather than
/// push the seats off the screen.
const TOWN_MAX_H: f32 = 440.0;

const STATUS: f32 = 17.0;
/// Labels, the seats' notes and footers.
const WORDS: f32 = 12.0;
const NOT_NEXT: f32 = 13.0;
/// The marks of what the next building must not be.
const MARK: f32 = 32.0;

const HEADER: Header = Header {
    swatch: (12.0, 18.0, 8.0),
    name: (15.0, 7.0),
    total: (22.0, 2.0),
    label: (11.0, 10.0),
};
/// Below a panel's top: its pieces' row, and the second one when a seat's
/// buildings (two colours, with two players) leave no room for its pawns.
const PIECES_Y: f32 = 38.0;
const ROW: f32 = 28.0;
/// The room between a seat's buildings and its pawns on one row.
const APART: f32 = 14.0;

const PIECES: Pieces = Pieces {
    icon: 22.0,
    icon_step: 40.0,
    pawn: 11.0,
    pawn_letter: 11.0,
    pawn_count: 14.0,
    count: 15.0,
    count_dy: (3.0, 3.0),
};

/// The words at the foot of a seat's panel (to build, winner, left the
/// game) and their colour.
type Footer = Option<(String, Rgb)>;

/// Where each part goes, worked out before drawing: the picture is as tall
/// as they need.
pub(super) struct Plan {
    /// The status, a line or two.
    status: Vec<String>,
    pub(super) grid: Grid,
    /// The top of what the next building must not be, if shown.
    not_next: Option<f32>,
    /// The panels' top and height.
    panels: (f32, f32),
    /// Whether a seat's pawns go on its buildings' row.
    one_row: bool,
    /// Each seat's footer and the lines of its notes beside it.
    words: Vec<(Footer, Vec<String>)>,
    supply: Rect,
    height: f32,
}

impl Plan {
    pub(super) fn new(picture: &Picture<'_>) -> Plan {
        let game = picture.game;
        // Two lines for long names; a word longer than a line shortened.
        let room = WIDTH - 2.0 * MARGIN;
        let status: Vec<String> = text::wrap(&picture.labels.status, STATUS, Weight::Bold, room, 2)
            .iter()
            .map(|line| text::fit(line, STATUS, Weight::Bold, room))
            .collect();
        let top = 10.0 + status.len() as f32 * text::line_height(STATUS) + 10.0;
        // The town: the full width, unless it is long.
        let bounds = Grid::bounds(game);
        let (columns, rows) = Grid::size(bounds);
        let cell = (TOWN_W / columns).min(TOWN_MAX_H / rows);
        let grid = Grid::fit(bounds, Rect::new(TOWN_X, top, TOWN_W, cell * rows));
        let mut y = grid.bottom() + 10.0;
        let not_next = (game.town().last().is_some() && !game.is_over()).then_some(y);
        if not_next.is_some() {
            y += MARK + 12.0;
        }
        // Panels alike, as tall as the wordiest needs.
        let one_row = Seat::all(game.seat_count()).all(|seat| game.colours(seat).len() == 1);
        let seats = game.seat_count();
        let words: Vec<_> = Seat::all(seats)
            .map(|seat| Plan::words(picture, seat))
            .collect();
        let lines = words
            .iter()
            .map(|(_, lines)| lines.len())
            .max()
            .unwrap_or(0);
        // The bottom of the pieces: one row, or two with two players.
        let rows = if one_row { 1.0 } else { 2.0 };
        let pieces = PIECES_Y + ROW * (rows - 1.0) + PIECES.icon;
        let height = if lines == 0 {
            pieces + 10.0
        } else {
            pieces + 6.0 + lines as f32 * text::line_height(WORDS) + 6.0
        };
        let panels = (y, height);
        y += (height + 8.0) * seats as f32;
        let supply = Rect::new(MARGIN, y, WIDTH - 2.0 * MARGIN, 58.0);
        Plan {
            status,
            grid,
            not_next,
            panels,
            one_row,
            words,
            supply,
            height: supply.y + supply.h + MARGIN,
        }
    }

    /// The room the town may take: the width, and at most its tallest.
    #[cfg(test)]
    pub(super) fn town(&self) -> Rect {
        let top = self.grid.square(self.grid.high).y;
        Rect::new(TOWN_X, top, TOWN_W, TOWN_MAX_H)
    }

    /// The footer of `seat`'s panel, and what its notes and doubled colour
    /// say, in lines beside it.
    fn words(picture: &Picture<'_>, seat: Seat) -> (Footer, Vec<String>) {
        let game = picture.game;
        let footer = picture
            .footer(seat)
            .map(|(words, colour)| (text::fit(&words, WORDS, Weight::Bold, 160.0), colour));
        let mut said: Vec<String> = picture
            .labels
            .notes
            .get(seat.index())
            .cloned()
            .unwrap_or_default();
        if let Some(colour) = game.doubled(seat).filter(|_| game.plays(seat)) {
            said.push(picture.labels.doubled[colour.index()].clone());
        }
        let beside = footer
            .as_ref()
            .map_or(0.0, |(f, _)| text::width(f, WORDS, Weight::Bold) + 10.0);
        let room = WIDTH - 2.0 * (MARGIN + PAD) - beside;
        // As many whole notes to a line as fit, each shortened if it
        // cannot fit alone.
        let mut lines: Vec<String> = Vec::new();
        for note in said {
            let joined = lines.last().map(|line| format!("{line} · {note}"));
            match joined {
                Some(joined) if text::width(&joined, WORDS, Weight::Regular) <= room => {
                    *lines.last_mut().expect("a line") = joined;
                }
                _ => lines.push(text::fit(&note, WORDS, Weight::Regular, room)),
            }
        }
        if lines.is_empty() && footer.is_some() {
            lines.push(String::new());
        }
        (footer, lines)
    }
}

/// The narrow picture, 400 px wide at scale 1.
pub(super) fn draw<'a>(picture: &Picture<'a>, scale: f32) -> Drawing<'a> {
    let plan = Plan::new(picture);
    let mut d = Drawing::new(picture, scale, WIDTH, plan.height);
    for (i, line) in plan.status.iter().enumerate() {
        let y = 10.0 + i as f32 * text::line_height(STATUS);
        d.text(line, MARGIN, y, STATUS, Weight::Bold, INK);
    }
    d.town(&plan.grid);
    if let Some(y) = plan.not_next {
        d.restrictions(y);
    }
    for seat in Seat::all(picture.game.seat_count()) {
        d.seat(&plan, seat);
    }
    d.supply_panel(plan.supply);
    d
}

impl Drawing<'_> {
    /// What the next building must not be (laws 6–7), its top at `y`.
    fn restrictions(&mut self, y: f32) {
        let Some(last) = self.p.game.town().last().copied() else {
            return;
        };
        let label = text::fit(&self.p.labels.not_next, NOT_NEXT, Weight::Regular, 220.0);
        let ty = y + (MARK - text::line_height(NOT_NEXT)) / 2.0;
        let w = self.text(&label, MARGIN, ty, NOT_NEXT, Weight::Regular, MUTED);
        self.forbidden(&last, (MARGIN + w + 12.0, y, MARK), 12.0, 11.0);
    }

    /// `seat`'s panel: header, buildings left and pawns held, footer and
    /// notes.
    fn seat(&mut self, plan: &Plan, seat: Seat) {
        let (top, height) = plan.panels;
        let y = top + (height + 8.0) * seat.index() as f32;
        let panel = Rect::new(MARGIN, y, WIDTH - 2.0 * MARGIN, height);
        self.panel(panel, Some(seat));
        self.header(seat, panel, PAD, &HEADER);
        let x = MARGIN + PAD;
        let row = y + PIECES_Y;
        self.buildings_left(seat, x, row, &PIECES);
        let pawns = if plan.one_row {
            // Three buildings, then a rule, then the pawns.
            let rule = x + 3.0 * PIECES.icon_step + APART / 2.0 - 6.0;
            let s = self.s;
            self.canvas.line(
                (rule * s, row * s),
                (rule * s, (row + PIECES.icon) * s),
                s,
                MUTED,
            );
            (rule + APART / 2.0, row)
        } else {
            (x, row + ROW)
        };
        self.pawns_held(seat, pawns.0, pawns.1, &PIECES);
        // The footer, and beside it the notes and the doubled colour.
        let (footer, lines) = &plan.words[seat.index()];
        let rows = if plan.one_row { 1.0 } else { 2.0 };
        let mut wy = row + ROW * (rows - 1.0) + PIECES.icon + 6.0;
        let mut wx = x;
        if let Some((footer, colour)) = footer {
            wx += self.text(footer, x, wy, WORDS, Weight::Bold, *colour) + 10.0;
        }
        for line in lines {
            self.text(line, wx, wy, WORDS, Weight::Regular, MUTED);
            wy += text::line_height(WORDS);
        }
    }

    /// The common supply of pawns, and the shared colour's buildings, in
    /// `panel`.
    fn supply_panel(&mut self, panel: Rect) {
        let game = self.p.game;
        self.panel(panel, None);
        let (x0, y) = (panel.x + PAD, panel.y);
        let label = self.p.labels.supply.clone();
        self.text(&label, x0, y + 6.0, WORDS, Weight::Regular, MUTED);
        let row = y + 28.0;
        let mut x = x0;
        for colour in Colour::ALL {
            if game.shared() == Some(colour) {
                continue;
            }
            // At the end, the owners' pawns went to them (C13).
            let n = game.supply_left(colour).to_string();
            let disc = (x, row, PIECES.pawn);
            let letter = Some(PIECES.pawn_letter);
            let w = self.pawn(
                colour,
                disc,
                letter,
                &n,
                (PIECES.count, PIECES.count_dy.1),
                INK,
            );
            x += (2.0 * PIECES.pawn + 14.0) + w;
        }
        if let Some(shared) = game.shared() {
            // C16: the shared colour's buildings left, for anyone.
            let label = self.p.labels.shared.clone();
            let mut x = panel.x + panel.w / 2.0 + 12.0;
            self.text(&label, x, y + 6.0, WORDS, Weight::Regular, MUTED);
            for shape in Shape::ALL {
                let icon = Rect::new(x, row, PIECES.icon, PIECES.icon);
                let left = game.left(shared, shape);
                self.icon_left(
                    (shared, shape),
                    icon,
                    left,
                    (PIECES.count, PIECES.count_dy.0),
                    INK,
                );
                x += PIECES.icon_step;
            }
        }
    }
}
