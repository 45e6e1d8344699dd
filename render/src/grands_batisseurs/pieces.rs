//! The pieces of the Les Grands Bâtisseurs pictures: coins, stones, the
//! die, the sword, and the cards with their symbols.

use super::*;

impl Drawing<'_> {
    pub(super) fn coin(&mut self, cx: f32, cy: f32, r: f32) {
        let s = self.s;
        self.canvas.circle(cx * s, cy * s, (r + 1.5) * s, GOLD_EDGE);
        self.canvas.circle(cx * s, cy * s, r * s, GOLD);
    }

    pub(super) fn stone(&mut self, cx: f32, cy: f32, r: f32) {
        let s = self.s;
        self.canvas.circle(cx * s, cy * s, (r + 1.5) * s, WHITE);
        self.canvas.circle(cx * s, cy * s, r * s, STONE);
    }

    /// The die showing `face`: pips, or the saboteur's black disc.
    pub(super) fn die(&mut self, r: Rect, face: Face) {
        let rr = self.r(r);
        self.canvas.rounded_rect(rr, 8.0 * self.s, WHITE);
        self.canvas
            .rounded_frame(rr, 8.0 * self.s, 2.0 * self.s, INK);
        let s = self.s;
        let (cx, cy) = (r.x + r.w / 2.0, r.y + r.h / 2.0);
        let d = r.w * 0.26;
        let pips: &[(f32, f32)] = match face {
            Face::Pips(1) => &[(0.0, 0.0)],
            Face::Pips(2) => &[(-1.0, -1.0), (1.0, 1.0)],
            Face::Pips(3) => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
            Face::Pips(4) => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
            Face::Pips(_) => &[
                (-1.0, -1.0),
                (1.0, -1.0),
                (0.0, 0.0),
                (-1.0, 1.0),
                (1.0, 1.0),
            ],
            Face::Saboteur => {
                self.canvas.circle(cx * s, cy * s, r.w * 0.3 * s, INK);
                return;
            }
        };
        for &(dx, dy) in pips {
            self.canvas
                .circle((cx + dx * d) * s, (cy + dy * d) * s, r.w * 0.08 * s, INK);
        }
    }

    /// Two crossed strokes: an attack.
    pub(super) fn sword(&mut self, r: Rect) {
        let s = self.s;
        self.canvas.line(
            (r.x * s, r.y * s),
            ((r.x + r.w) * s, (r.y + r.h) * s),
            4.0 * s,
            INK,
        );
        self.canvas.line(
            ((r.x + r.w) * s, r.y * s),
            (r.x * s, (r.y + r.h) * s),
            4.0 * s,
            INK,
        );
    }

    /// A card in `r` (scale 1): its fill and symbol, its value, its coins
    /// or shield; a type alone with a question mark; or its back.
    pub(super) fn card(&mut self, r: Rect, face: Face3) {
        let s = self.s;
        let radius = (r.w * 0.1).max(2.0);
        let rr = self.r(r);
        let kind = match face {
            Face3::Back => {
                self.canvas.rounded_rect(rr, radius * s, BACK);
                let inner = self.r(r.inset(r.w * 0.14));
                self.canvas
                    .rounded_frame(inner, radius * s, (r.w * 0.04).max(1.0) * s, GOLD);
                return;
            }
            Face3::Card(card) => card.kind,
            Face3::Kind(kind) => kind,
        };
        let (fill, ink) = colours(kind, self.p.vision);
        self.canvas.rounded_rect(rr, radius * s, fill);
        if let Some(pattern) = KINDS.pattern(self.p.vision, place(kind)) {
            let area = rr.inset(radius * s * 0.35 + 1.0);
            let period = (rr.w * 0.2).max(4.0);
            // A band down the sides below the value, and along the foot:
            // the value (top left) and the symbol (middle) stay clear.
            let band = rr.w * 0.17;
            let (left, right) = (area.x + band, area.x + area.w - band);
            let (below_value, foot) = (area.y + area.h * 0.32, area.y + area.h * 0.8);
            let in_band =
                move |x: f32, y: f32| (y > below_value && (x < left || x > right)) || y > foot;
            self.canvas.pattern(area, pattern, period, ink, in_band);
        }
        self.canvas
            .rounded_frame(rr, radius * s, (r.w * 0.025).max(1.0) * s, INK);
        let symbol = Rect::new(r.x + r.w * 0.2, r.y + r.h * 0.36, r.w * 0.6, r.h * 0.4);
        self.symbol(kind, symbol, ink);
        let size = (r.w * 0.42).max(9.0);
        match face {
            Face3::Card(card) => {
                self.text(
                    &card.value.to_string(),
                    r.x + r.w * 0.1,
                    r.y + r.h * 0.02,
                    size,
                    Weight::Bold,
                    ink,
                );
                // Coins of a gate, a shield of a tower (bottom right).
                let small = r.w * 0.1;
                for i in 0..card.coins() {
                    self.coin(
                        r.x + r.w * 0.82 - i as f32 * small * 2.3,
                        r.y + r.h * 0.88,
                        small,
                    );
                }
                if card.shields() > 0 {
                    self.shield(Rect::new(
                        r.x + r.w * 0.66,
                        r.y + r.h * 0.78,
                        r.w * 0.26,
                        r.h * 0.17,
                    ));
                }
            }
            _ => {
                self.centred(
                    "?",
                    r.x + r.w * 0.78,
                    r.y + r.h * 0.16,
                    size,
                    Weight::Bold,
                    ink,
                );
            }
        }
    }

    fn shield(&mut self, r: Rect) {
        let s = self.s;
        let (x, y, w, h) = (r.x * s, r.y * s, r.w * s, r.h * s);
        let mut path = Path::default();
        path.polygon(&[
            (x, y),
            (x + w, y),
            (x + w, y + h * 0.5),
            (x + w * 0.5, y + h),
            (x, y + h * 0.5),
        ]);
        self.canvas.fill(&path, WHITE);
        let mut inner = Path::default();
        let d = w * 0.18;
        inner.polygon(&[
            (x + d, y + d * 0.8),
            (x + w - d, y + d * 0.8),
            (x + w - d, y + h * 0.48),
            (x + w * 0.5, y + h - d),
            (x + d, y + h * 0.48),
        ]);
        self.canvas.fill(&inner, INK);
    }

    /// A type's symbol inside `r` (scale 1).
    fn symbol(&mut self, kind: Kind, r: Rect, colour: Rgb) {
        let s = self.s;
        let (x, y, w, h) = (r.x * s, r.y * s, r.w * s, r.h * s);
        let mut path = Path::default();
        match kind {
            Kind::Church => {
                // A cross.
                let (bar, cx) = (w * 0.22, x + w * 0.5);
                path.polygon(&[
                    (cx - bar / 2.0, y),
                    (cx + bar / 2.0, y),
                    (cx + bar / 2.0, y + h * 0.3),
                    (x + w * 0.85, y + h * 0.3),
                    (x + w * 0.85, y + h * 0.3 + bar),
                    (cx + bar / 2.0, y + h * 0.3 + bar),
                    (cx + bar / 2.0, y + h),
                    (cx - bar / 2.0, y + h),
                    (cx - bar / 2.0, y + h * 0.3 + bar),
                    (x + w * 0.15, y + h * 0.3 + bar),
                    (x + w * 0.15, y + h * 0.3),
                    (cx - bar / 2.0, y + h * 0.3),
                ]);
            }
            Kind::Gate => {
                // A wall with an arched opening.
                let mut points = vec![(x, y + h), (x, y), (x + w, y), (x + w, y + h)];
                let (ox, ow) = (x + w * 0.28, w * 0.44);
                points.push((ox + ow, y + h));
                let (cx, cy, rad) = (ox + ow / 2.0, y + h * 0.45, ow / 2.0);
                points.push((ox + ow, cy));
                for i in 1..12 {
                    let a = std::f32::consts::PI * i as f32 / 12.0;
                    points.push((cx + rad * a.cos(), cy - rad * a.sin()));
                }
                points.push((ox, cy));
                points.push((ox, y + h));
                path.polygon(&points);
            }
            Kind::TownHall => {
                // A pediment on columns.
                path.polygon(&[(x + w * 0.5, y), (x + w, y + h * 0.32), (x, y + h * 0.32)]);
                for i in 0..3 {
                    let cx = x + w * (0.18 + 0.32 * i as f32);
                    path.polygon(&[
                        (cx - w * 0.08, y + h * 0.4),
                        (cx + w * 0.08, y + h * 0.4),
                        (cx + w * 0.08, y + h * 0.88),
                        (cx - w * 0.08, y + h * 0.88),
                    ]);
                }
                path.polygon(&[
                    (x, y + h * 0.9),
                    (x + w, y + h * 0.9),
                    (x + w, y + h),
                    (x, y + h),
                ]);
            }
            Kind::Tower | Kind::LeftCorner | Kind::RightCorner => {
                path.battlements(x, y, w, h);
                // A corner tower's wall runs off to its end of the city.
                let wall = match kind {
                    Kind::LeftCorner => Some((x - w * 0.2, x + w * 0.2)),
                    Kind::RightCorner => Some((x + w * 0.8, x + w * 1.2)),
                    _ => None,
                };
                if let Some((a, b)) = wall {
                    path.polygon(&[(a, y + h * 0.45), (b, y + h * 0.45), (b, y + h), (a, y + h)]);
                }
            }
        }
        self.canvas.fill(&path, colour);
    }
}
