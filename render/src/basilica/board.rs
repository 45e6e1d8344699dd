//! The parts of the picture, each where its [`Plan`] puts it: what every
//! picture of a plan shares ([`Backdrop`]), then what a position adds.

use image::RgbImage;
use keystone_engine::Seat;
use keystone_engine::basilica::{COLUMNS, Cell, MAX_ROWS, PaidOffer, Square, Vault};

use super::plan::{Panels, Plan, STATUS_SIZE, STATUS_WIDTH};
use super::{Drawing, Picture};
use crate::Layout;
use crate::canvas::{Canvas, Rect};
use crate::palette::{BOARD, CELL, GOLD, GOLD_EDGE, INK, MUTED, PANEL, PAPER, Rgb, WHITE};
use crate::text::{self, Weight};

/// An empty cell where no tile may go yet: fainter than a buildable one.
const FAR_CELL: Rgb = Rgb([0xEE, 0xE6, 0xD8]);
/// The edge of a cell where a tile may go.
const BUILDABLE_EDGE: Rgb = Rgb([0xBF, 0xAE, 0x98]);

/// The shared part of the picture.
pub(super) struct Backdrop {
    pub(super) canvas: Canvas,
    pub(super) s: f32,
}

impl Backdrop {
    pub(super) fn draw(mut self, plan: &Plan) -> RgbImage {
        let s = self.s;
        self.kings_track(plan);
        // The lanes: letters, the board's edge with its start slots, row
        // numbers, empty cells; band after band.
        let l = plan.lanes;
        let (edge_x, edge_w) = l.edge;
        for band in 0..l.bands {
            let top = l.band_top(band);
            for col in 0..COLUMNS {
                let y = top + col as f32 * l.size;
                let letter = ((b'a' + col as u8) as char).to_string();
                text::centred(
                    &mut self.canvas,
                    &letter,
                    l.letter_x * s,
                    (y + l.size / 2.0) * s,
                    l.letter_size * s,
                    Weight::Bold,
                    INK,
                );
                // The board is left of row 1 alone.
                if band > 0 {
                    continue;
                }
                self.canvas.rounded_rect(
                    Rect::new(edge_x, y + 3.0, edge_w, l.size - 6.0).scaled(s),
                    edge_w / 4.0 * s,
                    BOARD,
                );
                self.canvas.rect(
                    Rect::new(
                        edge_x + edge_w * 0.625,
                        y + l.size * 0.3,
                        edge_w * 0.625,
                        l.size * 0.4,
                    )
                    .scaled(s),
                    BOARD,
                );
            }
            for at in 0..l.band_rows {
                let row = band * l.band_rows + at;
                let x = l.gutter + at as f32 * l.size;
                let (cx, cy) = (
                    (x + l.size / 2.0) * s,
                    (top + 5.0 * l.size + l.number_gap) * s,
                );
                text::centred(
                    &mut self.canvas,
                    &(row + 1).to_string(),
                    cx,
                    cy,
                    l.number_size * s,
                    Weight::Regular,
                    MUTED,
                );
                for col in 0..COLUMNS {
                    let y = top + col as f32 * l.size;
                    let cell = Rect::new(x + 2.0, y + 2.0, l.size - 4.0, l.size - 4.0).scaled(s);
                    self.canvas.rounded_rect(cell, l.size * 0.12 * s, FAR_CELL);
                }
            }
        }
        // The offer's slot numbers, as the notation writes them.
        let o = plan.offer;
        for i in 0..3 {
            let cx = (o.x(i) + o.w / 2.0) * s;
            for (slot, cy) in [("O", o.order_label), ("V", o.vault_label)] {
                text::centred(
                    &mut self.canvas,
                    &format!("{slot}{}", i + 1),
                    cx,
                    cy * s,
                    o.label_size * s,
                    Weight::Bold,
                    INK,
                );
            }
        }
        // The players' panels.
        let p = plan.panels;
        for seat in 0..2 {
            let area = Rect::new(panel_x(&p, seat), p.top, p.w, p.h).scaled(s);
            self.canvas.rounded_rect(area, p.radius * s, PANEL);
        }
        self.canvas.into_image()
    }

    /// The king's track: spaces, numbers, the scoring spaces in gold.
    fn kings_track(&mut self, plan: &Plan) {
        let s = self.s;
        let t = plan.track;
        for n in 0..=30u8 {
            let x = t.x0 + f32::from(n) * t.step;
            let scoring = n > 0 && n % 10 == 0;
            let area = Rect::new(x + 1.0, t.top, t.step - 2.0, t.space).scaled(s);
            self.canvas
                .rounded_rect(area, t.radius * s, if scoring { GOLD } else { CELL });
            if scoring {
                self.canvas
                    .rounded_frame(area, t.radius * s, 1.5 * s, GOLD_EDGE);
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
                    (x + t.step / 2.0) * s,
                    t.numbers * s,
                    t.number_size * s,
                    weight,
                    colour,
                );
            }
        }
    }
}

/// The narrow status, on two lines at most.
fn status_text(picture: &Picture<'_>) -> Vec<String> {
    text::wrap(
        &picture.labels.status,
        STATUS_SIZE,
        Weight::Bold,
        STATUS_WIDTH,
        2,
    )
}

/// How many lines the status takes.
pub(super) fn status_lines(picture: &Picture<'_>) -> usize {
    match picture.layout {
        Layout::Wide => 1,
        Layout::Narrow => status_text(picture).len(),
    }
}

/// The left edge of seat `seat`'s panel.
fn panel_x(p: &Panels, seat: usize) -> f32 {
    p.left + seat as f32 * (p.w + p.gap)
}

impl Drawing<'_> {
    /// Draws `text` from `x` with its line centred on `cy`; returns its
    /// width.
    fn text_mid(
        &mut self,
        text: &str,
        x: f32,
        cy: f32,
        size: f32,
        weight: Weight,
        colour: Rgb,
    ) -> f32 {
        let top = cy - text::line_height(size * self.s) / self.s / 2.0;
        self.text(text, x, top, size, weight, colour)
    }

    // ------------------------------------------------------------ status

    pub(super) fn status(&mut self) {
        let v = self.p.view;
        let l = self.p.labels;
        let pile = format!(
            "{} {} · {} {} · {} {}×",
            l.pile, v.pile, l.discard, v.discard, l.ran_out, v.exhaustions
        );
        let (width, top) = (self.plan.width, self.plan.status);
        match self.p.layout {
            Layout::Wide => {
                let pile_w = self.width(&pile, 20.0, Weight::Regular);
                self.text(
                    &pile,
                    width - 16.0 - pile_w,
                    top + 10.0,
                    20.0,
                    Weight::Regular,
                    MUTED,
                );
                let status = self.fit(&l.status, 30.0, Weight::Bold, width - 56.0 - pile_w);
                self.text(&status, 16.0, top, 30.0, Weight::Bold, INK);
            }
            Layout::Narrow => {
                // Two lines at most, the pile's counts under them.
                let x = (width - STATUS_WIDTH) / 2.0;
                let line = text::line_height(STATUS_SIZE * self.s) / self.s;
                let lines = status_text(&self.p);
                for (i, status) in lines.iter().enumerate() {
                    let y = top + i as f32 * line;
                    self.text(status, x, y, STATUS_SIZE, Weight::Bold, INK);
                }
                let pile = self.fit(&pile, 12.0, Weight::Regular, STATUS_WIDTH);
                let y = top + lines.len().max(1) as f32 * line + 2.0;
                self.text(&pile, x, y, 12.0, Weight::Regular, MUTED);
            }
        }
    }

    // ------------------------------------------------------------ king

    pub(super) fn king_track(&mut self) {
        let v = self.p.view;
        let t = self.plan.track;
        let l = self.p.labels;
        let (king, scorings) = (l.king.clone(), format!("{} {}/3", l.scorings, v.scorings));
        // The king: a dark space with a gold crown.
        let x = t.x0 + f32::from(v.king.min(30)) * t.step;
        let (cw, ch, cy) = t.crown;
        self.rounded(
            x - 2.0,
            t.top - 4.0,
            t.step + 4.0,
            t.space + 8.0,
            t.marker_radius,
            INK,
        );
        self.crown(x + t.step / 2.0 - cw / 2.0, t.top + cy, cw, ch);
        match self.p.layout {
            // The words left of the track, his position beneath him.
            Layout::Wide => {
                self.text(&king, 16.0, t.top - 6.0, 24.0, Weight::Bold, INK);
                self.text(&scorings, 16.0, t.top + 24.0, 16.0, Weight::Regular, MUTED);
                self.centred(
                    &v.king.to_string(),
                    x + t.step / 2.0,
                    t.top + t.space + 12.0,
                    14.0,
                    Weight::Bold,
                    INK,
                );
            }
            // A line above the track: "King 16", and the scorings done
            // at its right end.
            Layout::Narrow => {
                let cy = t.top - 16.0;
                let kw = self.text_mid(&king, t.x0, cy, 14.0, Weight::Bold, INK);
                let at = v.king.to_string();
                let aw = self.text_mid(&at, t.x0 + kw + 6.0, cy, 16.0, Weight::Bold, INK);
                let right = t.x0 + 31.0 * t.step;
                let room = right - (t.x0 + kw + aw + 18.0);
                let scorings = self.fit(&scorings, 12.0, Weight::Regular, room);
                let sw = self.width(&scorings, 12.0, Weight::Regular);
                self.text_mid(&scorings, right - sw, cy, 12.0, Weight::Regular, MUTED);
            }
        }
    }

    // ------------------------------------------------------------ cathedral

    pub(super) fn cathedral(&mut self) {
        let v = self.p.view;
        let cathedral = &v.cathedral;
        let lanes = self.plan.lanes;
        let size = lanes.size;
        let corner = |c: Cell| lanes.corner(c.col(), c.row());
        // The backdrop has every cell empty; draw the others over it.
        for (cell, square) in cathedral.squares() {
            let (x, y) = corner(cell);
            self.rect(x, y, size, size, PAPER);
            match square {
                Square::Scaffold => self.scaffold(x, y, size),
                Square::Vault(vault) => self.vault(vault, x, y, size),
                Square::Empty => {}
            }
        }
        for row in 0..lanes.rows().min(MAX_ROWS) {
            for cell in (0..COLUMNS).filter_map(|col| Cell::new(col, row)) {
                let (x, y) = corner(cell);
                self.region(cell.to_string(), x, y, size, size);
            }
            for cell in (0..COLUMNS)
                .filter_map(|col| Cell::new(col, row))
                .filter(|&c| cathedral.is_buildable(c))
            {
                let (x, y) = corner(cell);
                let area = Rect::new(x + 2.0, y + 2.0, size - 4.0, size - 4.0);
                self.rect(x, y, size, size, PAPER);
                self.rounded(area.x, area.y, area.w, area.h, size * 0.12, CELL);
                self.frame(area, size * 0.12, 1.5, BUILDABLE_EDGE);
            }
        }
        // The move a paid confusion states, which the opponent may replace.
        if let Some(PaidOffer::Confusion { from, to }) = v.question.map(|q| q.offer) {
            let centre = |c: Cell| lanes.centre(c.col(), c.row());
            self.arrow(centre(from), centre(to), size);
        }
        for &cell in self.p.highlight {
            let (x, y) = corner(cell);
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

    // ------------------------------------------------------------ offer

    pub(super) fn offer(&mut self) {
        let v = self.p.view;
        let o = self.plan.offer;
        let ((order_y, order_h), (vault_y, side)) = (o.order, o.vault);
        for (i, (order, vault)) in v.orders.iter().zip(&v.vaults).enumerate() {
            let x = o.x(i);
            let cx = x + o.w / 2.0;
            match order {
                Some(tile) => self.order_tile(*tile, x, order_y, o.w, order_h),
                None => self.empty_slot(x, order_y, o.w, order_h),
            }
            self.region(format!("O{}", i + 1), x, order_y, o.w, order_h);
            self.region(format!("V{}", i + 1), cx - side / 2.0, vault_y, side, side);
            match vault {
                Some(tile) => {
                    self.vault(
                        Vault {
                            tile: *tile,
                            builder: None,
                            glass: false,
                        },
                        cx - side / 2.0,
                        vault_y,
                        side,
                    );
                }
                None => self.empty_slot(cx - side / 2.0, vault_y, side, side),
            }
        }
    }

    // ------------------------------------------------------------ players

    pub(super) fn player(&mut self, seat: Seat) {
        let v = self.p.view;
        let l = self.p.labels;
        let p = self.plan.panels;
        let (x, top, w) = (panel_x(&p, seat.index()), p.top, p.w);
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
            self.frame(Rect::new(x, top, w, p.h), p.radius, p.frame, INK);
        }
        // Name, with the seat's pawn.
        let (pawn_x, pawn_y, pawn_r) = p.pawn;
        self.pawn(seat, x + pawn_x, top + pawn_y, pawn_r, None);
        let (name_x, name_y, name_size) = p.name;
        let room = w - name_x - 12.0;
        let name = self.fit(self.p.names[seat.index()], name_size, Weight::Bold, room);
        self.text(
            &name,
            x + name_x,
            top + name_y,
            name_size,
            Weight::Bold,
            INK,
        );
        // Score.
        let ((score_y, score_size), (points_y, points_size)) = (p.score, p.points);
        let score = player.score.to_string();
        let sw = self.text(
            &score,
            x + p.pad,
            top + score_y,
            score_size,
            Weight::Bold,
            INK,
        );
        let points = l.points.clone();
        let points_x = x + p.pad + 8.0 + sw;
        let points = self.fit(
            &points,
            points_size,
            Weight::Regular,
            x + w - p.pad - points_x,
        );
        self.text(
            &points,
            points_x,
            top + points_y,
            points_size,
            Weight::Regular,
            MUTED,
        );
        // Once the game is over, the score item by item instead of the
        // supplies.
        let (items_y, items_size, pitch, lines) = p.items;
        let scores = l
            .scores
            .get(seat.index())
            .filter(|s| !s.is_empty())
            .map(|s| {
                let room = (w - 2.0 * p.pad) * self.s;
                text::wrap(s, items_size * self.s, Weight::Bold, room, lines)
            })
            .unwrap_or_default();
        for (i, line) in scores.iter().enumerate() {
            let y = top + items_y + pitch * i as f32;
            self.text(line, x + p.pad, y, items_size, Weight::Bold, INK);
        }
        if scores.is_empty() {
            self.supplies(seat, x, top);
        }
        if let Some(footer) = footer {
            let (above, size) = p.footer;
            let footer = self.fit(&footer, size, Weight::Bold, w - 2.0 * p.pad);
            self.text(
                &footer,
                x + p.pad,
                top + p.h - above,
                size,
                Weight::Bold,
                INK,
            );
        }
    }

    /// Coins, builders and tokens in reserve, in the panel at (`x`, `top`).
    fn supplies(&mut self, seat: Seat, x: f32, top: f32) {
        let l = self.p.labels;
        let p = self.plan.panels;
        let u = p.supplies;
        let player = self.p.view.players[seat.index()];
        let row = top + u.row;
        let slots = [0.0, 1.0, 2.0].map(|i| x + p.pad + i * u.pitch);
        let r = u.icon;
        self.coin(slots[0] + r, row, r - 2.0, 2.0);
        self.pawn(seat, slots[1] + r, row, r - 2.0, None);
        self.token(slots[2] + 1.0, row, 2.0 * r - 2.0);
        let (count_size, count_x, count_y) = u.count;
        let (caption_size, caption_y) = u.caption;
        let captions = [l.coins.clone(), l.builders.clone(), l.tokens.clone()];
        for ((slot, count), caption) in slots
            .iter()
            .zip([player.coins, player.reserve, player.tokens])
            .zip(captions)
        {
            self.text(
                &count.to_string(),
                slot + count_x,
                row - count_y,
                count_size,
                Weight::Bold,
                INK,
            );
            let caption = self.fit(&caption, caption_size, Weight::Regular, u.pitch - 4.0);
            self.text(
                &caption,
                *slot,
                row + caption_y,
                caption_size,
                Weight::Regular,
                MUTED,
            );
        }
    }
}
