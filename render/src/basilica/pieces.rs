//! The pieces, drawn at any size: tiles, builders, tokens, crowns.

use keystone_engine::Seat;
use keystone_engine::basilica::{Colour, TileId, Vault};

use super::Drawing;
use crate::MIN_TEXT;
use crate::canvas::{Path, Rect};
use crate::palette::{
    self, FOUR_COLOURS, GLASS, GOLD, GOLD_EDGE, INK, MUTED, Rgb, SCAFFOLD, Vision, WHITE,
};
use crate::text::{self, Weight};

impl Drawing<'_> {
    /// A gold crown in the box (`x`, `y`, `w`, `h`), its rim around it.
    pub(super) fn crown(&mut self, x: f32, y: f32, w: f32, h: f32) {
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

    /// An arrow from `from` to `to`, dark with a white halo.
    pub(super) fn arrow(&mut self, from: (f32, f32), to: (f32, f32), size: f32) {
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

    /// A scaffold at (`x`, `y`), `size` square: grey, hatched.
    pub(super) fn scaffold(&mut self, x: f32, y: f32, size: f32) {
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
    pub(super) fn vault(&mut self, vault: Vault, x: f32, y: f32, size: f32) {
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
    pub(super) fn lower_right_half(
        &mut self,
        x0: f32,
        y0: f32,
        x1: f32,
        y1: f32,
        r: f32,
        colour: Rgb,
    ) {
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
    pub(super) fn tile_face(&mut self, tile: TileId, x: f32, y: f32, w: f32, h: f32, crown: bool) {
        let t = tile.tile();
        let colours: Vec<_> = t.colours.iter().collect();
        let pad = 2.0;
        let (x0, y0, x1, y1) = (x + pad, y + pad, x + w - pad, y + h - pad);
        let r = w.min(h) * 0.12;
        let vision = self.p.vision;
        self.rounded(x0, y0, x1 - x0, y1 - y0, r, vault(colours[0], vision));
        let joker = colours.len() == 2;
        self.vault_pattern(colours[0], (x0, y0, x1, y1), r, joker.then_some(false));
        let letter_size = (h * 0.3).max(12.0);
        if let [_, second] = colours[..] {
            self.lower_right_half(x0, y0, x1, y1, r, vault(second, vision));
            self.vault_pattern(second, (x0, y0, x1, y1), r, Some(true));
            let letter = self.p.labels.colours[second as usize].clone();
            let lw = self.width(&letter, letter_size, Weight::Bold);
            let top = y1 - text::line_height(letter_size * self.s) / self.s - h * 0.02;
            self.text(
                &letter,
                x1 - lw - w * 0.09,
                top,
                letter_size,
                Weight::Bold,
                palette::ink_on(vault(second, vision)),
            );
        }
        let letter = self.p.labels.colours[colours[0] as usize].clone();
        self.text(
            &letter,
            x0 + w * 0.07,
            y0 + h * 0.01,
            letter_size,
            Weight::Bold,
            palette::ink_on(vault(colours[0], vision)),
        );
        if t.crown && crown {
            let cw = w.min(h) * 0.3;
            self.crown(x1 - cw - w * 0.07, y0 + h * 0.09, cw, cw * 0.7);
        }
    }

    /// The pattern of `colour` on a tile face within `(x0, y0, x1, y1)`
    /// (rounded by `r`), under [`Vision::Patterns`]: on the whole face, or
    /// on a joker's lower-right half (`Some(true)`) or the rest
    /// (`Some(false)`).
    fn vault_pattern(
        &mut self,
        colour: Colour,
        (x0, y0, x1, y1): (f32, f32, f32, f32),
        r: f32,
        half: Option<bool>,
    ) {
        let vision = self.p.vision;
        let Some(pattern) = FOUR_COLOURS.pattern(vision, place(colour)) else {
            return;
        };
        let s = self.s;
        // Inside the rounded corners, clear of the edge.
        let inset = r * 0.35 + 1.0;
        let area = Rect::new(x0 + inset, y0 + inset, x1 - x0 - 2.0 * inset, y1 - y0 - 2.0 * inset)
            .scaled(s);
        let (w, h) = ((x1 - x0) * s, (y1 - y0) * s);
        let (left, top) = (x0 * s, y0 * s);
        let inside = move |px: f32, py: f32| match half {
            None => true,
            // Below the diagonal from the lower-left to the upper-right.
            Some(lower_right) => ((px - left) / w + (py - top) / h > 1.0) == lower_right,
        };
        let ink = palette::ink_on(vault(colour, vision));
        self.canvas
            .pattern(area, pattern, (w.min(h) * 0.2).max(4.0), ink, inside);
    }

    /// A stained-glass token: a diamond of four coloured panes, leaded.
    pub(super) fn glass(&mut self, cx: f32, cy: f32, r: f32) {
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
    pub(super) fn pawn(&mut self, seat: Seat, cx: f32, cy: f32, r: f32, rank: Option<&str>) {
        let (fill, edge) = palette::pawn(seat);
        self.circle(cx, cy, r + 2.5, edge);
        self.circle(cx, cy, r, fill);
        if let Some(letter) = rank {
            self.centred(letter, cx, cy, r * 1.35, Weight::Bold, edge);
        }
    }

    /// An empty slot of the offer, `h` tall.
    pub(super) fn empty_slot(&mut self, x: f32, y: f32, w: f32, h: f32) {
        self.frame(
            Rect::new(x + 2.0, y + 2.0, w - 4.0, h - 4.0),
            10.0,
            2.0,
            MUTED,
        );
        let size = (h * 0.3).min(24.0);
        self.centred("—", x + w / 2.0, y + h / 2.0, size, Weight::Regular, MUTED);
    }

    /// An order tile: its colours around a band with the order's name, and
    /// a coin when it carries the paid option. Drawn for 82 px tall, and
    /// in proportion at any other height.
    pub(super) fn order_tile(&mut self, tile: TileId, x: f32, y: f32, w: f32, h: f32) {
        let k = h / 82.0;
        let t = tile.tile();
        self.tile_face(tile, x, y, w, h, false);
        let (bx, bw, bh) = (x + 12.0 * k, w - 24.0 * k, 34.0 * k);
        let by = y + h / 2.0 - bh / 2.0 + 4.0 * k;
        self.rounded(bx, by, bw, bh, 8.0 * k, WHITE);
        self.frame(Rect::new(bx, by, bw, bh), 8.0 * k, 1.5, INK);
        let name = self.p.labels.orders[t.order as usize].clone();
        // As large as fits, down to a readable size; then shortened.
        let (mut size, least) = (22.0 * k, (12.0 * k).max(MIN_TEXT));
        let room = bw - 10.0 * k;
        while size > least && self.width(&name, size, Weight::Bold) > room {
            size = (size - 1.0).max(least);
        }
        let name = self.fit(&name, size, Weight::Bold, room);
        self.centred(&name, bx + bw / 2.0, by + bh / 2.0, size, Weight::Bold, INK);
        if t.paid {
            let (cx, cy, r) = (x + w - 14.0 * k, y + 14.0 * k, 13.0 * k);
            self.coin(cx, cy, r, 2.0 * k);
            self.centred("1", cx, cy, 18.0 * k, Weight::Bold, INK);
        }
    }

    /// A coin of radius `r` in a darker `rim`.
    pub(super) fn coin(&mut self, cx: f32, cy: f32, r: f32, rim: f32) {
        self.circle(cx, cy, r + rim, GOLD_EDGE);
        self.circle(cx, cy, r, GOLD);
    }

    /// A promotion token, `side` square from (`x`, `cy - side / 2`): a dark
    /// square with an upward chevron.
    pub(super) fn token(&mut self, x: f32, cy: f32, side: f32) {
        let k = side / 22.0;
        self.rounded(x, cy - side / 2.0, side, side, 4.0 * k, INK);
        self.polygon(
            &[
                (x + 5.0 * k, cy + 4.0 * k),
                (x + 11.0 * k, cy - 4.0 * k),
                (x + 17.0 * k, cy + 4.0 * k),
                (x + 14.0 * k, cy + 4.0 * k),
                (x + 11.0 * k, cy),
                (x + 8.0 * k, cy + 4.0 * k),
            ],
            WHITE,
        );
    }
}

/// The fill of a vault of `colour` in `vision`: the pictures' shared four.
pub(super) fn vault(colour: Colour, vision: Vision) -> Rgb {
    FOUR_COLOURS.fill(vision, place(colour))
}

/// The place of `colour` in [`FOUR_COLOURS`] (yellow, blue, red, green).
const fn place(colour: Colour) -> usize {
    match colour {
        Colour::Yellow => 0,
        Colour::Blue => 1,
        Colour::Red => 2,
        Colour::Green => 3,
    }
}
