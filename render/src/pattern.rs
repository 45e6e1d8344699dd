//! Patterns drawn over a colour, for a reader who asked for them
//! ([`crate::palette::Vision::Patterns`]): each colour a game tells apart
//! carries its own, so that none rests on colour alone.

use crate::canvas::{Canvas, Rect};
use crate::palette::Rgb;

/// A pattern drawn over a fill, under
/// [`Vision::Patterns`](crate::palette::Vision::Patterns).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Pattern {
    /// A grid of dots.
    Dots,
    /// Horizontal stripes.
    Stripes,
    /// Diagonal hatching.
    Hatching,
    /// A cross-hatched grid.
    Grid,
    /// Wavy lines.
    Waves,
}

impl Pattern {
    /// The patterns, by a colour's place in its set.
    pub const BY_PLACE: [Pattern; 4] = [
        Pattern::Dots,
        Pattern::Stripes,
        Pattern::Hatching,
        Pattern::Grid,
    ];

    /// Whether the pattern covers the pixel at (`x`, `y`) of a pattern
    /// `period` pixels apart: how [`Canvas::pattern`] draws
    /// it.
    pub fn covers(self, x: f32, y: f32, period: f32) -> bool {
        let line = (period * 0.22).max(1.0);
        let at = |v: f32| v.rem_euclid(period);
        match self {
            Pattern::Dots => {
                let (dx, dy) = (at(x) - period / 2.0, at(y) - period / 2.0);
                dx * dx + dy * dy <= (period * 0.22).powi(2)
            }
            Pattern::Stripes => at(y) < line,
            Pattern::Hatching => at(x + y) < line * std::f32::consts::SQRT_2,
            Pattern::Grid => at(x) < line || at(y) < line,
            Pattern::Waves => {
                let wave = (x / period * std::f32::consts::TAU).sin() * period * 0.2;
                at(y + wave) < line * 1.2
            }
        }
    }
}

impl Canvas {
    /// Draws `pattern` in `ink` over the pixels of `area` (in pixels) for
    /// which `inside` holds (a shape's own test: a rounded tile, half a
    /// joker), its marks `period` pixels apart. Patterns are measured from
    /// the picture's corner, so neighbouring pieces' marks line up.
    pub fn pattern(
        &mut self,
        area: Rect,
        pattern: Pattern,
        period: f32,
        ink: Rgb,
        inside: impl Fn(f32, f32) -> bool,
    ) {
        let (x0, y0) = (area.x.floor() as i32, area.y.floor() as i32);
        let (x1, y1) = (
            (area.x + area.w).ceil() as i32,
            (area.y + area.h).ceil() as i32,
        );
        for y in y0..y1 {
            for x in x0..x1 {
                let (cx, cy) = (x as f32 + 0.5, y as f32 + 0.5);
                if inside(cx, cy) && pattern.covers(cx, cy, period) {
                    self.blend(x, y, ink, 0.6);
                }
            }
        }
    }
}
