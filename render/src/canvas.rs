//! A picture being drawn: rectangles straight onto the pixels, everything
//! curved or slanted through a coverage rasterizer (ab_glyph's) so edges
//! are anti-aliased.

use ab_glyph_rasterizer::{Point, Rasterizer, point};
use image::RgbImage;

use crate::palette::Rgb;
use crate::text::{self, Weight};

/// Bézier handle length for a quarter circle.
const KAPPA: f32 = 0.552_284_8;

/// An outline to fill: closed contours of lines and cubic curves, in
/// picture coordinates. Contours drawn in opposite directions cut holes.
#[derive(Debug, Default)]
pub struct Path {
    segments: Vec<Segment>,
    start: Option<Point>,
    at: Option<Point>,
}

#[derive(Clone, Copy, Debug)]
enum Segment {
    Line(Point, Point),
    Cubic(Point, Point, Point, Point),
}

impl Path {
    /// Starts a contour at (`x`, `y`).
    pub fn move_to(&mut self, x: f32, y: f32) -> &mut Path {
        self.close();
        self.start = Some(point(x, y));
        self.at = self.start;
        self
    }

    /// A straight edge to (`x`, `y`).
    pub fn line_to(&mut self, x: f32, y: f32) -> &mut Path {
        let to = point(x, y);
        if let Some(from) = self.at {
            self.segments.push(Segment::Line(from, to));
        }
        self.at = Some(to);
        self
    }

    /// A cubic curve to (`x`, `y`) with handles `c1`, `c2`.
    pub fn cubic_to(&mut self, c1: (f32, f32), c2: (f32, f32), x: f32, y: f32) -> &mut Path {
        let to = point(x, y);
        if let Some(from) = self.at {
            self.segments.push(Segment::Cubic(
                from,
                point(c1.0, c1.1),
                point(c2.0, c2.1),
                to,
            ));
        }
        self.at = Some(to);
        self
    }

    /// Closes the current contour.
    pub fn close(&mut self) -> &mut Path {
        if let (Some(at), Some(start)) = (self.at, self.start)
            && at != start
        {
            self.segments.push(Segment::Line(at, start));
        }
        self.start = None;
        self.at = None;
        self
    }

    /// A polygon through `points`.
    pub fn polygon(&mut self, points: &[(f32, f32)]) -> &mut Path {
        if let Some(&(x, y)) = points.first() {
            self.move_to(x, y);
            for &(x, y) in &points[1..] {
                self.line_to(x, y);
            }
            self.close();
        }
        self
    }

    /// A circle, clockwise (`clockwise == false` for a hole).
    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, clockwise: bool) -> &mut Path {
        self.rounded_rect(cx - r, cy - r, 2.0 * r, 2.0 * r, r, clockwise)
    }

    /// A rectangle with corners rounded to `r`.
    pub fn rounded_rect(
        &mut self,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        r: f32,
        clockwise: bool,
    ) -> &mut Path {
        let r = r.min(w / 2.0).min(h / 2.0).max(0.0);
        let k = r * KAPPA;
        let (x1, y1) = (x + w, y + h);
        if clockwise {
            self.move_to(x + r, y);
            self.line_to(x1 - r, y)
                .cubic_to((x1 - r + k, y), (x1, y + r - k), x1, y + r);
            self.line_to(x1, y1 - r)
                .cubic_to((x1, y1 - r + k), (x1 - r + k, y1), x1 - r, y1);
            self.line_to(x + r, y1)
                .cubic_to((x + r - k, y1), (x, y1 - r + k), x, y1 - r);
            self.line_to(x, y + r)
                .cubic_to((x, y + r - k), (x + r - k, y), x + r, y);
        } else {
            self.move_to(x + r, y);
            self.cubic_to((x + r - k, y), (x, y + r - k), x, y + r)
                .line_to(x, y1 - r);
            self.cubic_to((x, y1 - r + k), (x + r - k, y1), x + r, y1)
                .line_to(x1 - r, y1);
            self.cubic_to((x1 - r + k, y1), (x1, y1 - r + k), x1, y1 - r)
                .line_to(x1, y + r);
            self.cubic_to((x1, y + r - k), (x1 - r + k, y), x1 - r, y)
                .line_to(x + r, y);
        }
        self.close()
    }

    /// A tower with three merlons in the box (`x`, `y`, `w`, `h`): the
    /// towers of Cardinal and of Les Grands Bâtisseurs.
    pub fn battlements(&mut self, x: f32, y: f32, w: f32, h: f32) -> &mut Path {
        let t = h * 0.22;
        self.polygon(&[
            (x + w * 0.2, y),
            (x + w * 0.35, y),
            (x + w * 0.35, y + t),
            (x + w * 0.45, y + t),
            (x + w * 0.45, y),
            (x + w * 0.55, y),
            (x + w * 0.55, y + t),
            (x + w * 0.65, y + t),
            (x + w * 0.65, y),
            (x + w * 0.8, y),
            (x + w * 0.8, y + h),
            (x + w * 0.2, y + h),
        ])
    }

    /// A straight stroke of `width` from (`x0`, `y0`) to (`x1`, `y1`).
    pub fn stroke(&mut self, (x0, y0): (f32, f32), (x1, y1): (f32, f32), width: f32) -> &mut Path {
        let (dx, dy) = (x1 - x0, y1 - y0);
        let len = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
        let (nx, ny) = (-dy / len * width / 2.0, dx / len * width / 2.0);
        self.polygon(&[
            (x0 + nx, y0 + ny),
            (x1 + nx, y1 + ny),
            (x1 - nx, y1 - ny),
            (x0 - nx, y0 - ny),
        ])
    }
}

/// An axis-aligned rectangle: top-left corner, width, height.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Rect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl Rect {
    /// The rectangle at (`x`, `y`), `w` × `h`.
    pub const fn new(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect { x, y, w, h }
    }

    /// The same rectangle, every coordinate times `k`.
    pub fn scaled(self, k: f32) -> Rect {
        Rect {
            x: self.x * k,
            y: self.y * k,
            w: self.w * k,
            h: self.h * k,
        }
    }

    /// The rectangle shrunk by `d` on every side (grown if `d` < 0).
    pub fn inset(self, d: f32) -> Rect {
        Rect {
            x: self.x + d,
            y: self.y + d,
            w: self.w - 2.0 * d,
            h: self.h - 2.0 * d,
        }
    }
}

/// The picture being drawn.
pub struct Canvas {
    image: RgbImage,
    /// Reused for every anti-aliased shape.
    raster: Rasterizer,
}

impl std::fmt::Debug for Canvas {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Canvas")
            .field("width", &self.image.width())
            .field("height", &self.image.height())
            .finish()
    }
}

impl Canvas {
    /// A `width` × `height` picture filled with `background`.
    pub fn new(width: u32, height: u32, background: Rgb) -> Canvas {
        let raw = background.0.repeat(width as usize * height as usize);
        let image =
            RgbImage::from_raw(width, height, raw).expect("the buffer has the picture's size");
        Canvas {
            image,
            raster: Rasterizer::new(0, 0),
        }
    }

    /// Drawing over an existing picture.
    pub fn from_image(image: RgbImage) -> Canvas {
        Canvas {
            image,
            raster: Rasterizer::new(0, 0),
        }
    }

    /// The finished picture.
    pub fn into_image(self) -> RgbImage {
        self.image
    }

    /// Mixes `colour` into the pixel at (`x`, `y`) with opacity `alpha`.
    pub fn blend(&mut self, x: i32, y: i32, colour: Rgb, alpha: f32) {
        if x < 0
            || y < 0
            || x as u32 >= self.image.width()
            || y as u32 >= self.image.height()
            || alpha <= 0.0
        {
            return;
        }
        let pixel = self.image.get_pixel_mut(x as u32, y as u32);
        if alpha >= 1.0 {
            pixel.0 = colour.0;
            return;
        }
        // Integer mixing with alpha in 0..=256: no float rounding per channel.
        let a = (alpha * 256.0) as i32;
        for (p, c) in pixel.0.iter_mut().zip(colour.0) {
            *p = (i32::from(*p) + (((i32::from(c) - i32::from(*p)) * a) >> 8)) as u8;
        }
    }

    /// Fills an axis-aligned rectangle; edges that fall between pixels are
    /// blended by how much of the pixel they cover.
    pub fn rect(&mut self, Rect { x, y, w, h }: Rect, colour: Rgb) {
        let (x1, y1) = (x + w, y + h);
        let (width, height) = (self.image.width() as f32, self.image.height() as f32);
        let (cx0, cy0, cx1, cy1) = (x.max(0.0), y.max(0.0), x1.min(width), y1.min(height));
        if cx0 >= cx1 || cy0 >= cy1 {
            return;
        }
        // Whole pixels inside, written directly row by row.
        let (ix0, iy0, ix1, iy1) = (
            cx0.ceil() as u32,
            cy0.ceil() as u32,
            cx1.floor() as u32,
            cy1.floor() as u32,
        );
        if ix0 < ix1 && iy0 < iy1 {
            let stride = self.image.width() as usize * 3;
            let (start, len) = (
                iy0 as usize * stride + ix0 as usize * 3,
                (ix1 - ix0) as usize * 3,
            );
            let raw: &mut [u8] = &mut self.image;
            for pixel in raw[start..start + len].chunks_exact_mut(3) {
                pixel.copy_from_slice(&colour.0);
            }
            // Every further row is a copy of the first.
            for row in 1..(iy1 - iy0) as usize {
                raw.copy_within(start..start + len, start + row * stride);
            }
        }
        // The partly covered border pixels.
        let cover =
            |lo: f32, hi: f32, p: u32| (hi.min(p as f32 + 1.0) - lo.max(p as f32)).clamp(0.0, 1.0);
        let (px0, py0, px1, py1) = (
            cx0.floor() as u32,
            cy0.floor() as u32,
            cx1.ceil() as u32,
            cy1.ceil() as u32,
        );
        for py in py0..py1 {
            let full_row = py >= iy0 && py < iy1;
            for px in px0..px1 {
                if full_row && px >= ix0 && px < ix1 {
                    continue;
                }
                let coverage = cover(cx0, cx1, px) * cover(cy0, cy1, py);
                self.blend(px as i32, py as i32, colour, coverage);
            }
        }
    }

    /// Fills `path`, anti-aliased.
    pub fn fill(&mut self, path: &Path, colour: Rgb) {
        let points = path.segments.iter().flat_map(|s| match *s {
            Segment::Line(a, b) => [a, b, a, b],
            Segment::Cubic(a, b, c, d) => [a, b, c, d],
        });
        let (mut min_x, mut min_y, mut max_x, mut max_y) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for p in points {
            (min_x, min_y, max_x, max_y) = (
                min_x.min(p.x),
                min_y.min(p.y),
                max_x.max(p.x),
                max_y.max(p.y),
            );
        }
        if min_x > max_x {
            return;
        }
        let (ox, oy) = (min_x.floor(), min_y.floor());
        let (w, h) = (
            (max_x - ox).ceil() as usize + 1,
            (max_y - oy).ceil() as usize + 1,
        );
        let mut raster = std::mem::replace(&mut self.raster, Rasterizer::new(0, 0));
        raster.reset(w, h);
        let at = |p: Point| point(p.x - ox, p.y - oy);
        for segment in &path.segments {
            match *segment {
                Segment::Line(a, b) => raster.draw_line(at(a), at(b)),
                Segment::Cubic(a, b, c, d) => raster.draw_cubic(at(a), at(b), at(c), at(d)),
            }
        }
        raster.for_each_pixel_2d(|x, y, coverage| {
            self.blend(
                ox as i32 + x as i32,
                oy as i32 + y as i32,
                colour,
                coverage.min(1.0),
            );
        });
        self.raster = raster;
    }

    /// Fills a circle.
    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, colour: Rgb) {
        self.fill(Path::default().circle(cx, cy, r, true), colour);
    }

    /// Fills a rounded rectangle: straight parts directly, only the corners
    /// through the rasterizer. The pieces meet on whole pixels, so no seam
    /// shows where they join.
    pub fn rounded_rect(&mut self, Rect { x, y, w, h }: Rect, r: f32, colour: Rgb) {
        let r = r.min(w / 2.0).min(h / 2.0).max(0.0);
        let Some(([xa, xb], [ya, yb])) = joins(x, y, w, h, r) else {
            self.fill(Path::default().rounded_rect(x, y, w, h, r, true), colour);
            return;
        };
        self.rect(Rect::new(xa, y, xb - xa, h), colour);
        self.rect(Rect::new(x, ya, xa - x, yb - ya), colour);
        self.rect(Rect::new(xb, ya, x + w - xb, yb - ya), colour);
        for (cx, cy, sx, sy) in corners(x, y, w, h, r) {
            // The corner's box, from the arc to the joins.
            let (jx, jy) = (
                if sx < 0.0 { xa } else { xb },
                if sy < 0.0 { ya } else { yb },
            );
            let mut piece = Path::default();
            piece
                .move_to(jx, jy)
                .line_to(jx, cy + sy * r)
                .line_to(cx, cy + sy * r);
            arc_back(&mut piece, cx, cy, r, sx, sy);
            piece.line_to(cx + sx * r, jy);
            self.fill(piece.close(), colour);
        }
    }

    /// The outline of a rounded rectangle, `width` thick, inside its bounds.
    pub fn rounded_frame(&mut self, Rect { x, y, w, h }: Rect, r: f32, width: f32, colour: Rgb) {
        let r = r.min(w / 2.0).min(h / 2.0).max(width);
        let Some(([xa, xb], [ya, yb])) = joins(x, y, w, h, r) else {
            let mut path = Path::default();
            path.rounded_rect(x, y, w, h, r, true);
            path.rounded_rect(
                x + width,
                y + width,
                w - 2.0 * width,
                h - 2.0 * width,
                r - width,
                false,
            );
            self.fill(&path, colour);
            return;
        };
        self.rect(Rect::new(xa, y, xb - xa, width), colour);
        self.rect(Rect::new(xa, y + h - width, xb - xa, width), colour);
        self.rect(Rect::new(x, ya, width, yb - ya), colour);
        self.rect(Rect::new(x + w - width, ya, width, yb - ya), colour);
        let inner = r - width;
        for (cx, cy, sx, sy) in corners(x, y, w, h, r) {
            let (jx, jy) = (
                if sx < 0.0 { xa } else { xb },
                if sy < 0.0 { ya } else { yb },
            );
            // Outer edge from the vertical join round to the horizontal one,
            // then back along the inner edge.
            let mut piece = Path::default();
            piece.move_to(jx, cy + sy * r).line_to(cx, cy + sy * r);
            arc_back(&mut piece, cx, cy, r, sx, sy);
            piece
                .line_to(cx + sx * r, jy)
                .line_to(cx + sx * inner, jy)
                .line_to(cx + sx * inner, cy);
            if inner > 0.0 {
                arc(&mut piece, cx, cy, inner, sx, sy);
            }
            piece.line_to(jx, cy + sy * inner);
            self.fill(piece.close(), colour);
        }
    }

    /// A straight line `width` thick.
    pub fn line(&mut self, from: (f32, f32), to: (f32, f32), width: f32, colour: Rgb) {
        self.fill(Path::default().stroke(from, to, width), colour);
    }
}

/// The corner centres of a rounded rectangle, with the directions (±1)
/// from each centre towards its corner.
fn corners(x: f32, y: f32, w: f32, h: f32, r: f32) -> [(f32, f32, f32, f32); 4] {
    [
        (x + r, y + r, -1.0, -1.0),
        (x + w - r, y + r, 1.0, -1.0),
        (x + w - r, y + h - r, 1.0, 1.0),
        (x + r, y + h - r, -1.0, 1.0),
    ]
}

/// Where the straight parts of a rounded rectangle meet its corners: the
/// first whole pixels past the arcs, or `None` if the shape is too small to
/// split that way.
fn joins(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<([f32; 2], [f32; 2])> {
    let (xa, xb) = ((x + r).ceil(), (x + w - r).floor());
    let (ya, yb) = ((y + r).ceil(), (y + h - r).floor());
    (xa <= xb && ya <= yb).then_some(([xa, xb], [ya, yb]))
}

/// A quarter arc of radius `r` around (`cx`, `cy`), from (cx + sx·r, cy) to
/// (cx, cy + sy·r).
fn arc(path: &mut Path, cx: f32, cy: f32, r: f32, sx: f32, sy: f32) {
    let k = r * KAPPA;
    path.cubic_to(
        (cx + sx * r, cy + sy * k),
        (cx + sx * k, cy + sy * r),
        cx,
        cy + sy * r,
    );
}

/// The same arc the other way: from (cx, cy + sy·r) to (cx + sx·r, cy).
fn arc_back(path: &mut Path, cx: f32, cy: f32, r: f32, sx: f32, sy: f32) {
    let k = r * KAPPA;
    path.cubic_to(
        (cx + sx * k, cy + sy * r),
        (cx + sx * r, cy + sy * k),
        cx + sx * r,
        cy,
    );
}

/// A picture drawn at scale 1 coordinates onto a canvas `scale` times as
/// large: what every game's drawing shares.
pub(crate) trait Scaled {
    /// The canvas and the scale.
    fn sheet(&mut self) -> (&mut Canvas, f32);
    /// The scale.
    fn scale(&self) -> f32;

    /// `rect` on the canvas.
    fn r(&self, rect: Rect) -> Rect {
        rect.scaled(self.scale())
    }

    /// Draws `t` with its top-left at (`x`, `y`); its width at scale 1.
    fn text(&mut self, t: &str, x: f32, y: f32, size: f32, weight: Weight, colour: Rgb) -> f32 {
        let (canvas, s) = self.sheet();
        text::draw(canvas, t, x * s, y * s, size * s, weight, colour) / s
    }

    /// Draws `t` centred on (`cx`, `cy`).
    fn centred(&mut self, t: &str, cx: f32, cy: f32, size: f32, weight: Weight, colour: Rgb) {
        let (canvas, s) = self.sheet();
        text::centred(canvas, t, cx * s, cy * s, size * s, weight, colour);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BLACK: Rgb = Rgb([0, 0, 0]);
    const WHITE: Rgb = Rgb([255, 255, 255]);

    fn dark(canvas: &Canvas, x: u32, y: u32) -> bool {
        canvas.image.get_pixel(x, y).0[0] < 128
    }

    #[test]
    fn a_circle_is_round_and_anti_aliased() {
        let mut canvas = Canvas::new(40, 40, WHITE);
        canvas.circle(20.0, 20.0, 10.0, BLACK);
        assert!(dark(&canvas, 20, 20) && dark(&canvas, 12, 20));
        assert!(
            !dark(&canvas, 12, 12),
            "the corner of the square stays white"
        );
        let grey = canvas
            .image
            .pixels()
            .filter(|p| p.0[0] > 20 && p.0[0] < 235)
            .count();
        assert!(grey > 20, "edge pixels are blended");
    }

    #[test]
    fn a_frame_leaves_its_inside_alone() {
        let mut canvas = Canvas::new(40, 40, WHITE);
        canvas.rounded_frame(Rect::new(5.0, 5.0, 30.0, 30.0), 6.0, 3.0, BLACK);
        assert!(dark(&canvas, 20, 6) && !dark(&canvas, 20, 20));
    }

    #[test]
    fn drawing_off_the_picture_is_clipped() {
        let mut canvas = Canvas::new(10, 10, WHITE);
        canvas.circle(-5.0, 5.0, 8.0, BLACK);
        canvas.rect(Rect::new(-3.0, -3.0, 100.0, 5.0), BLACK);
        canvas.line((0.0, 0.0), (50.0, 50.0), 2.0, BLACK);
        assert!(dark(&canvas, 0, 5) && dark(&canvas, 5, 0));
    }
}
