//! The pieces of the Babylon pictures: a canvas at scale 1, dice, tower
//! icons and rows of marks.

use super::*;

/// A canvas with a scale: every coordinate below is at scale 1.
pub(super) struct Drawing {
    pub(super) canvas: Canvas,
    pub(super) s: f32,
    /// The reader's colour vision.
    pub(super) vision: Vision,
}

impl Drawing {
    pub(super) fn new(width: f32, height: f32, scale: f32, vision: Vision) -> Drawing {
        Drawing {
            canvas: Canvas::scaled(width, height, scale, PAPER),
            s: scale,
            vision,
        }
    }

    /// The pattern of the colour at `place` of `set` over `area` (at scale
    /// 1; a disc when `round`), in `ink`, under [`Vision::Patterns`]: a
    /// band round the edge, leaving the middle (a letter, pips) clear.
    pub(super) fn patterned(
        &mut self,
        set: &Distinct,
        place: usize,
        area: Rect,
        round: bool,
        ink: Rgb,
    ) {
        let Some(pattern) = set.pattern(self.vision, place) else {
            return;
        };
        let area = area.scaled(self.s);
        let (cx, cy, r) = (area.x + area.w / 2.0, area.y + area.h / 2.0, area.w / 2.0);
        let inside = move |x: f32, y: f32| {
            let (dx, dy) = ((x - cx).abs(), (y - cy).abs());
            if round {
                let d = (dx * dx + dy * dy).sqrt();
                d <= r && d >= r * 0.62
            } else {
                dx.max(dy) >= r * 0.62
            }
        };
        self.canvas
            .pattern(area.inset(1.0), pattern, 7.0 * self.s, ink, inside);
    }

    pub(super) fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, colour: Rgb) {
        let s = self.s;
        self.canvas
            .rect(Rect::new(x * s, y * s, w * s, h * s), colour);
    }

    pub(super) fn rounded(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, colour: Rgb) {
        let s = self.s;
        self.canvas
            .rounded_rect(Rect::new(x * s, y * s, w * s, h * s), r * s, colour);
    }

    pub(super) fn frame(&mut self, rect: Rect, r: f32, width: f32, colour: Rgb) {
        let s = self.s;
        self.canvas
            .rounded_frame(rect.scaled(s), r * s, width * s, colour);
    }

    pub(super) fn circle(&mut self, cx: f32, cy: f32, r: f32, colour: Rgb) {
        let s = self.s;
        self.canvas.circle(cx * s, cy * s, r * s, colour);
    }

    pub(super) fn ring(&mut self, cx: f32, cy: f32, r: f32, width: f32, colour: Rgb) {
        let s = self.s;
        let mut path = Path::default();
        path.circle(cx * s, cy * s, r * s, true);
        path.circle(cx * s, cy * s, (r - width) * s, false);
        self.canvas.fill(&path, colour);
    }

    pub(super) fn line(&mut self, a: (f32, f32), b: (f32, f32), width: f32, colour: Rgb) {
        let s = self.s;
        self.canvas
            .line((a.0 * s, a.1 * s), (b.0 * s, b.1 * s), width * s, colour);
    }

    pub(super) fn text(
        &mut self,
        t: &str,
        x: f32,
        y: f32,
        size: f32,
        weight: Weight,
        colour: Rgb,
    ) -> f32 {
        let s = self.s;
        text::draw(&mut self.canvas, t, x * s, y * s, size * s, weight, colour) / s
    }

    pub(super) fn centred(
        &mut self,
        t: &str,
        cx: f32,
        cy: f32,
        size: f32,
        weight: Weight,
        colour: Rgb,
    ) {
        let s = self.s;
        text::centred(
            &mut self.canvas,
            t,
            cx * s,
            cy * s,
            size * s,
            weight,
            colour,
        );
    }

    /// A die of `value`, its pips in `ink` on `fill`.
    pub(super) fn die(&mut self, x: f32, y: f32, size: f32, value: u8, fill: Rgb, ink: Rgb) {
        self.rounded(x, y, size, size, size * 0.18, fill);
        // A blue or a green die carries its pattern (a spent or virtual
        // one is told by its faint or outlined face).
        if let Some(place) = DICE.colours(self.vision).iter().position(|&c| c == fill) {
            let area = Rect::new(x, y, size, size).inset(size * 0.04);
            self.patterned(&DICE, place, area, false, ink);
        }
        let (cx, cy, d) = (x + size / 2.0, y + size / 2.0, size * 0.27);
        let pips: &[(f32, f32)] = match value {
            1 => &[(0.0, 0.0)],
            2 => &[(-1.0, -1.0), (1.0, 1.0)],
            3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
            4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
            5 => &[
                (-1.0, -1.0),
                (1.0, -1.0),
                (0.0, 0.0),
                (-1.0, 1.0),
                (1.0, 1.0),
            ],
            _ => &[
                (-1.0, -1.0),
                (1.0, -1.0),
                (-1.0, 0.0),
                (1.0, 0.0),
                (-1.0, 1.0),
                (1.0, 1.0),
            ],
        };
        for (px, py) in pips {
            self.circle(cx + px * d, cy + py * d, size * 0.09, ink);
        }
    }

    /// A tower icon: its letter on its colour.
    pub(super) fn icon(&mut self, icon: TowerIcon, cx: f32, cy: f32, r: f32) {
        let (fill, ink) = icon_colours(icon, self.vision);
        self.circle(cx, cy, r, fill);
        let disc = Rect::new(cx - r, cy - r, 2.0 * r, 2.0 * r);
        self.patterned(&ICONS, icon as usize, disc, true, ink);
        self.centred(icon_letter(icon), cx, cy, r * 1.2, Weight::Bold, ink);
    }

    /// A row of `size` marks, `done` of them made (`lit` of those new).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn marks(
        &mut self,
        x: f32,
        y: f32,
        size: u8,
        done: u8,
        lit: u8,
        r: f32,
        colour: Rgb,
    ) {
        for i in 0..size {
            let cx = x + r + f32::from(i) * (2.0 * r + 4.0);
            let cy = y + r;
            if i >= done.saturating_sub(lit) && i < done {
                self.circle(cx, cy, r + 3.0, HIGHLIGHT);
            }
            if i < done {
                self.circle(cx, cy, r, colour);
            } else {
                self.circle(cx, cy, r, WHITE);
                self.ring(cx, cy, r, 1.5, GRID);
            }
        }
    }

    /// Runs `draw` with every length `zoom` times as long, coordinates
    /// too: a part drawn at its own size, larger or smaller.
    pub(super) fn zoomed<R>(&mut self, zoom: f32, draw: impl FnOnce(&mut Drawing) -> R) -> R {
        let s = self.s;
        self.s = s * zoom;
        let drawn = draw(self);
        self.s = s;
        drawn
    }

    /// The picture, cut `height` (at scale 1) from its top.
    pub(super) fn into_image_cropped(self, height: f32) -> RgbImage {
        let image = self.canvas.into_image();
        let height = ((height * self.s).round() as u32).min(image.height());
        image::imageops::crop_imm(&image, 0, 0, image.width(), height).to_image()
    }

    pub(super) fn into_image(self) -> RgbImage {
        self.canvas.into_image()
    }
}
