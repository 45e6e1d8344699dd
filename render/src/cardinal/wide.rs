//! The wide arrangement: the town on the left, the restrictions, a panel
//! per seat and the supply in a column on the right.

use keystone_engine::cardinal::{Cardinal, Colour, Shape};
use keystone_engine::{Game, Seat};

use super::town::Grid;
use super::{Drawing, HEIGHT, Header, Picture, Pieces, WIDTH};
use crate::canvas::{Rect, Scaled};
use crate::palette::{INK, MUTED};
use crate::text::{self, Weight};

const STATUS_Y: f32 = 14.0;
pub(super) const TOWN: Rect = Rect::new(60.0, 64.0, 660.0, 620.0);
const SIDE_X: f32 = 744.0;
const SIDE_W: f32 = 336.0;

const HEADER: Header = Header {
    swatch: (18.0, 24.0, 10.0),
    name: (21.0, 8.0),
    total: (30.0, 2.0),
    label: (14.0, 14.0),
};

const PIECES: Pieces = Pieces {
    icon: 24.0,
    icon_step: 46.0,
    pawn: 11.0,
    pawn_letter: 13.0,
    pawn_count: 20.0,
    count: 18.0,
    count_dy: (1.0, 0.0),
};

/// Where the town is drawn.
pub(super) fn grid(game: &Cardinal) -> Grid {
    Grid::fit(Grid::bounds(game), TOWN)
}

/// The wide picture, `scale` times [`WIDTH`] × [`HEIGHT`].
pub(super) fn draw<'a>(picture: &Picture<'a>, scale: f32) -> Drawing<'a> {
    let mut d = Drawing::new(picture, scale, WIDTH as f32, HEIGHT as f32);
    d.status();
    d.town(&grid(picture.game));
    d.not_next();
    let seats = picture.game.seat_count();
    for seat in Seat::all(seats) {
        d.player(seat);
    }
    d.supply();
    d
}

impl Drawing<'_> {
    fn status(&mut self) {
        let line = text::fit(&self.p.labels.status, 26.0, Weight::Bold, 1052.0);
        self.text(&line, 24.0, STATUS_Y, 26.0, Weight::Bold, INK);
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
        self.forbidden(&last, (SIDE_X + w + 12.0, 62.0, 40.0), 16.0, 14.0);
    }

    fn player(&mut self, seat: Seat) {
        let game = self.p.game;
        let seats = game.seat_count();
        let top = 118.0;
        let height = (HEIGHT as f32 - 16.0 - 70.0 - top) / seats as f32;
        let y = top + height * seat.index() as f32;
        let panel = Rect::new(SIDE_X, y, SIDE_W, height - 8.0);
        self.panel(panel, Some(seat));
        let gone = !game.plays(seat);
        self.header(seat, panel, 12.0, &HEADER);
        // Buildings left in hand, by colour and shape.
        // Four panels share the column: the footer goes beside the
        // buildings, and every row keeps its own space.
        let compact = height < 140.0;
        self.buildings_left(seat, SIDE_X + 12.0, y + 42.0, &PIECES);
        // Pawns held, by colour; the doubled colour marked ×2.
        let row = if compact { y + 72.0 } else { y + 76.0 };
        self.pawns_held(seat, SIDE_X + 12.0, row, &PIECES);
        // Footer.
        let footer = self.p.footer(seat);
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
        if let Some(colour) = game.doubled(seat).filter(|_| !gone) {
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
        self.panel(Rect::new(SIDE_X, y, SIDE_W, 64.0), None);
        let label = self.p.labels.supply.clone();
        self.text(&label, SIDE_X + 12.0, y + 6.0, 16.0, Weight::Regular, MUTED);
        let mut x = SIDE_X + 12.0;
        let row = y + 32.0;
        for colour in Colour::ALL {
            if game.shared() == Some(colour) {
                continue;
            }
            // At the end, the owners' pawns went to them (C13).
            let n = game.supply_left(colour).to_string();
            let w = self.pawn(colour, (x, row, 10.0), None, &n, (18.0, -1.0), INK);
            x += 34.0 + w;
        }
        if let Some(shared) = game.shared() {
            // C16: the shared colour's buildings left, for anyone.
            let label = self.p.labels.shared.clone();
            let mut x = SIDE_X + 190.0;
            self.text(&label, x, y + 6.0, 16.0, Weight::Regular, MUTED);
            for shape in Shape::ALL {
                let icon = Rect::new(x, row - 2.0, 22.0, 22.0);
                let left = game.left(shared, shape);
                self.icon_left((shared, shape), icon, left, (17.0, 1.0), INK);
                x += 46.0;
            }
        }
    }
}
