//! A picture being drawn: rectangles straight onto the pixels, everything
//! curved or slanted through a coverage rasterizer (ab_glyph's) so edges
//! are anti-aliased.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

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

/// A shape's coverage of the pixels of its box, as [`mix`] weights, row by
/// row; and each row's first and last covered pixels (an end past them).
#[derive(Debug)]
struct Cover {
    opacity: Vec<u16>,
    spans: Vec<(u32, u32)>,
}

/// The shapes' coverages, by outline (relative to its box, as bits): each
/// picture draws the same circles, marks and tiles many times.
static COVERS: LazyLock<Mutex<HashMap<Vec<u32>, Arc<Cover>>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

/// Shapes kept at most; past it the cache starts afresh.
const COVERS_KEPT: usize = 2048;

/// Shapes larger than this many pixels are drawn afresh every time, so
/// the cache stays small (2,048 of 4,096 pixels: 16 MiB at most).
const COVER_PIXELS: usize = 4096;

/// Where a [`Canvas`] drew before it entered a part of its picture.
#[derive(Debug)]
#[must_use = "the canvas draws in the part until it leaves it"]
pub struct Part {
    origin: (i32, i32),
    clip: [i32; 4],
}

/// The picture being drawn.
pub struct Canvas {
    image: RgbImage,
    /// Reused for every anti-aliased shape.
    raster: Rasterizer,
    /// Where the part being drawn starts (see [`Canvas::within`]): added
    /// to every coordinate.
    origin: (i32, i32),
    /// The pixels that may change: the whole picture, or the part being
    /// drawn. Left, top, right and bottom edges (exclusive).
    clip: [i32; 4],
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
    /// A picture `width` × `height` at scale 1, drawn `scale` times as
    /// large, filled with `background`.
    pub fn scaled(width: f32, height: f32, scale: f32, background: Rgb) -> Canvas {
        Canvas::new(
            (width * scale).round() as u32,
            (height * scale).round() as u32,
            background,
        )
    }

    /// A `width` × `height` picture filled with `background`.
    pub fn new(width: u32, height: u32, background: Rgb) -> Canvas {
        let raw = background.0.repeat(width as usize * height as usize);
        let image =
            RgbImage::from_raw(width, height, raw).expect("the buffer has the picture's size");
        Canvas::from_image(image)
    }

    /// Drawing over an existing picture.
    pub fn from_image(image: RgbImage) -> Canvas {
        let clip = [0, 0, image.width() as i32, image.height() as i32];
        Canvas {
            image,
            raster: Rasterizer::new(0, 0),
            origin: (0, 0),
            clip,
        }
    }

    /// Runs `draw` on the `width` × `height` part of the picture whose
    /// top-left corner is (`x`, `y`), as if it were a picture of its own:
    /// its coordinates start there and nothing outside it changes. One
    /// picture made of parts is drawn in place, without a picture per part
    /// to copy in.
    pub fn within<R>(
        &mut self,
        at: (u32, u32),
        size: (u32, u32),
        draw: impl FnOnce(&mut Canvas) -> R,
    ) -> R {
        let whole = self.enter(at, size);
        let drawn = draw(self);
        self.leave(whole);
        drawn
    }

    /// Draws in a part of the picture from now on, as [`Canvas::within`]
    /// does, until [`Canvas::leave`] is given what this returns.
    pub fn enter(&mut self, (x, y): (u32, u32), (width, height): (u32, u32)) -> Part {
        let whole = Part {
            origin: self.origin,
            clip: self.clip,
        };
        let (x, y) = (self.origin.0 + x as i32, self.origin.1 + y as i32);
        self.origin = (x, y);
        self.clip = [
            x.max(whole.clip[0]),
            y.max(whole.clip[1]),
            (x + width as i32).min(whole.clip[2]),
            (y + height as i32).min(whole.clip[3]),
        ];
        whole
    }

    /// Draws again where it did before [`Canvas::enter`] returned `part`.
    pub fn leave(&mut self, Part { origin, clip }: Part) {
        (self.origin, self.clip) = (origin, clip);
    }

    /// The finished picture.
    pub fn into_image(self) -> RgbImage {
        self.image
    }

    /// Mixes `colour` into the pixel at (`x`, `y`) with opacity `alpha`.
    pub fn blend(&mut self, x: i32, y: i32, colour: Rgb, alpha: f32) {
        self.mix(x + self.origin.0, y + self.origin.1, colour, opacity(alpha));
    }

    /// Mixes `colour` into the pixel at (`x`, `y`) of the whole picture
    /// with opacity `a` (0–256), if the pixel may change.
    #[inline]
    fn mix(&mut self, x: i32, y: i32, colour: Rgb, a: u16) {
        let [left, top, right, bottom] = self.clip;
        if a == 0 || x < left || y < top || x >= right || y >= bottom {
            return;
        }
        let at = (y as usize * self.image.width() as usize + x as usize) * 3;
        let raw: &mut [u8] = &mut self.image;
        mix(&mut raw[at..at + 3], colour, a);
    }

    /// Fills an axis-aligned rectangle; edges that fall between pixels are
    /// blended by how much of the pixel they cover.
    pub fn rect(&mut self, Rect { x, y, w, h }: Rect, colour: Rgb) {
        // In the part's own coordinates, the clip moved there, so that a
        // part draws exactly as a picture of its own would.
        let (ox, oy) = self.origin;
        let (x1, y1) = (x + w, y + h);
        let [left, top, right, bottom] = self.clip;
        let [left, top, right, bottom] =
            [left - ox, top - oy, right - ox, bottom - oy].map(|c| c as f32);
        let (cx0, cy0, cx1, cy1) = (x.max(left), y.max(top), x1.min(right), y1.min(bottom));
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
                (iy0 as i32 + oy) as usize * stride + (ix0 as i32 + ox) as usize * 3,
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
        // The partly covered border pixels: the rows above and below the
        // whole ones, and the columns left and right of them.
        let cover =
            |lo: f32, hi: f32, p: u32| (hi.min(p as f32 + 1.0) - lo.max(p as f32)).clamp(0.0, 1.0);
        let (px0, py0, px1, py1) = (
            cx0.floor() as u32,
            cy0.floor() as u32,
            cx1.ceil() as u32,
            cy1.ceil() as u32,
        );
        let edge = |canvas: &mut Canvas, px: u32, py: u32| {
            let coverage = cover(cx0, cx1, px) * cover(cy0, cy1, py);
            canvas.mix(px as i32 + ox, py as i32 + oy, colour, opacity(coverage));
        };
        let full_rows = iy0.max(py0)..iy1.min(py1).max(iy0.max(py0));
        for py in (py0..py1).filter(|py| !full_rows.contains(py)) {
            for px in px0..px1 {
                edge(self, px, py);
            }
        }
        for py in full_rows {
            for px in (px0..ix0.min(px1)).chain(ix1.max(px0).max(ix0)..px1) {
                edge(self, px, py);
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
        // The shape's box on the whole picture; nothing to draw if none of
        // it may change.
        let (bx, by) = (ox as i32 + self.origin.0, oy as i32 + self.origin.1);
        let [left, top, right, bottom] = self.clip;
        if bx >= right || by >= bottom || bx + w as i32 <= left || by + h as i32 <= top {
            return;
        }
        let cover = self.cover(path, (ox, oy), (w, h));
        let stride = self.image.width() as usize;
        let raw: &mut [u8] = &mut self.image;
        // Only the rows and columns of the box that may change.
        let (x0, x1) = ((left - bx).max(0) as usize, ((right - bx) as usize).min(w));
        let (y0, y1) = ((top - by).max(0) as usize, ((bottom - by) as usize).min(h));
        for y in y0..y1 {
            let row = &cover.opacity[y * w..(y + 1) * w];
            let (from, to) = cover.spans[y];
            // Inside the clip: on the picture, so not negative.
            let line = (by + y as i32) as usize * stride;
            let (from, to) = (x0.max(from as usize), x1.min(to as usize));
            for (x, &a) in row.iter().enumerate().take(to).skip(from) {
                if a > 0 {
                    let at = (line + (bx + x as i32) as usize) * 3;
                    mix(&mut raw[at..at + 3], colour, a);
                }
            }
        }
    }

    /// How much of each pixel of the `w` × `h` box at (`ox`, `oy`) `path`
    /// covers: rasterised once for each shape and place within a pixel,
    /// since every picture draws the same marks, dice and tiles again.
    fn cover(&mut self, path: &Path, (ox, oy): (f32, f32), (w, h): (usize, usize)) -> Arc<Cover> {
        let at = |p: Point| point(p.x - ox, p.y - oy);
        let kept = w * h <= COVER_PIXELS;
        let key: Vec<u32> = if kept {
            let mut key = Vec::with_capacity(path.segments.len() * 9);
            for segment in &path.segments {
                let (tag, points) = match *segment {
                    Segment::Line(a, b) => (0, [a, b, b, b]),
                    Segment::Cubic(a, b, c, d) => (1, [a, b, c, d]),
                };
                key.push(tag);
                for p in points.map(at) {
                    key.extend([p.x.to_bits(), p.y.to_bits()]);
                }
            }
            key
        } else {
            Vec::new()
        };
        if kept && let Some(cover) = COVERS.lock().unwrap_or_else(|p| p.into_inner()).get(&key) {
            return Arc::clone(cover);
        }
        let mut raster = std::mem::replace(&mut self.raster, Rasterizer::new(0, 0));
        raster.reset(w, h);
        for segment in &path.segments {
            match *segment {
                Segment::Line(a, b) => raster.draw_line(at(a), at(b)),
                Segment::Cubic(a, b, c, d) => raster.draw_cubic(at(a), at(b), at(c), at(d)),
            }
        }
        let mut opacity = Vec::with_capacity(w * h);
        raster.for_each_pixel(|_, coverage| opacity.push(self::opacity(coverage)));
        self.raster = raster;
        let spans = opacity
            .chunks_exact(w)
            .map(|row| {
                let from = row.iter().position(|&a| a > 0).unwrap_or(0);
                let to = row.iter().rposition(|&a| a > 0).map_or(0, |x| x + 1);
                (from as u32, to as u32)
            })
            .collect();
        let cover = Arc::new(Cover { opacity, spans });
        if kept {
            let mut covers = COVERS.lock().unwrap_or_else(|p| p.into_inner());
            if covers.len() >= COVERS_KEPT {
                covers.clear();
            }
            covers.insert(key, Arc::clone(&cover));
        }
        cover
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

/// A coverage or opacity (0 to 1, clamped) as the integer weight [`mix`]
/// takes: 0 to 256, so mixing needs no float rounding per channel.
#[inline]
fn opacity(alpha: f32) -> u16 {
    if alpha <= 0.0 {
        0
    } else if alpha >= 1.0 {
        256
    } else {
        (alpha * 256.0) as u16
    }
}

/// Mixes `colour` into `pixel` with weight `a` (1–256; 256 replaces it).
#[inline]
fn mix(pixel: &mut [u8], colour: Rgb, a: u16) {
    if a >= 256 {
        pixel.copy_from_slice(&colour.0);
        return;
    }
    let a = i32::from(a);
    for (p, c) in pixel.iter_mut().zip(colour.0) {
        *p = (i32::from(*p) + (((i32::from(c) - i32::from(*p)) * a) >> 8)) as u8;
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

    /// A rectangle, a circle cut by the edges and a letter.
    fn scene(canvas: &mut Canvas) {
        canvas.rect(Rect::new(-2.5, 3.25, 30.0, 4.5), BLACK);
        canvas.circle(5.3, 6.1, 9.0, Rgb([200, 30, 30]));
        text::draw(canvas, "K", 8.4, 1.0, 14.0, Weight::Bold, BLACK);
    }

    #[test]
    fn a_part_draws_as_a_picture_of_its_own() {
        let mut own = Canvas::new(20, 16, WHITE);
        scene(&mut own);
        let mut whole = Canvas::new(50, 40, WHITE);
        whole.within((17, 9), (20, 16), scene);
        for (x, y, pixel) in whole.image.enumerate_pixels() {
            let inside = (17..37).contains(&x) && (9..25).contains(&y);
            if inside {
                assert_eq!(pixel, own.image.get_pixel(x - 17, y - 9), "({x}, {y})");
            } else {
                assert_eq!(pixel.0, WHITE.0, "({x}, {y}) is outside the part");
            }
        }
    }

    #[test]
    fn a_shape_drawn_again_is_drawn_the_same() {
        // The second circle, the same a whole number of pixels away, comes
        // from the cache.
        let mut canvas = Canvas::new(60, 30, WHITE);
        canvas.circle(10.3, 12.6, 7.7, BLACK);
        canvas.circle(40.3, 12.6, 7.7, BLACK);
        for y in 0..30 {
            for x in 0..30 {
                assert_eq!(
                    canvas.image.get_pixel(x, y),
                    canvas.image.get_pixel(x + 30, y)
                );
            }
        }
        assert!(dark(&canvas, 10, 12) && dark(&canvas, 40, 12));
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
