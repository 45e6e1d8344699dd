//! The seven shapes, the sides of their tiles, and footprints: a set of
//! cells compared with a shape up to translation and rotation, never a
//! mirror (Y5, Y30).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::manifest::{SHAPE_NAMES, SHAPES};

/// One of the seven shapes (Y5).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct Shape(u8);

impl Shape {
    /// Every shape, O first.
    pub fn all() -> impl Iterator<Item = Shape> {
        (0..SHAPES.len() as u8).map(Shape)
    }

    /// The shape of tile (and shape card) `number`, 1–14 (Y8).
    pub fn of_tile(number: u8) -> Shape {
        Shape((number - 1) / 2)
    }

    /// The two tiles of this shape.
    pub fn tiles(self) -> [u8; 2] {
        [self.0 * 2 + 1, self.0 * 2 + 2]
    }

    /// Its index in the manifest's tables, O = 0.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Its letter (`O`).
    pub fn letter(self) -> char {
        SHAPE_NAMES[self.0 as usize]
    }

    /// Whether side b is the other hand (S, L, P).
    pub fn is_chiral(self) -> bool {
        !Footprint::of(self, Side::A).matches(&Footprint::of(self, Side::B))
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A side of a tile: b is a's mirror image (Y5).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum Side {
    /// The side drawn on the rules page.
    A,
    /// Its mirror image.
    B,
}

impl Side {
    /// Both sides.
    pub const ALL: [Side; 2] = [Side::A, Side::B];

    /// Its letter in the notation.
    pub fn letter(self) -> char {
        match self {
            Side::A => 'a',
            Side::B => 'b',
        }
    }

    /// The index in per-side tables.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A set of grid cells, (x, y) with y up, sorted and moved so its lowest x
/// and lowest y are 0: two sets are the same footprint up to translation
/// when their normal forms are equal.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Footprint(Vec<(i8, i8)>);

impl Footprint {
    /// The footprint of `shape` on `side` (side b mirrored, x → w − x).
    pub fn of(shape: Shape, side: Side) -> Footprint {
        let cells = SHAPES[shape.0 as usize];
        let width = cells.iter().map(|c| c.0).max().unwrap_or(0);
        Footprint::new(cells.iter().map(|&(x, y)| match side {
            Side::A => (x, y),
            Side::B => (width - x, y),
        }))
    }

    /// The footprint of any set of cells.
    pub fn new(cells: impl IntoIterator<Item = (i8, i8)>) -> Footprint {
        let mut cells: Vec<(i8, i8)> = cells.into_iter().collect();
        let low_x = cells.iter().map(|c| c.0).min().unwrap_or(0);
        let low_y = cells.iter().map(|c| c.1).min().unwrap_or(0);
        for c in &mut cells {
            *c = (c.0 - low_x, c.1 - low_y);
        }
        // Rows first, as the notation writes cells.
        cells.sort_by_key(|&(x, y)| (y, x));
        cells.dedup();
        Footprint(cells)
    }

    /// Its cells, normalised.
    pub fn cells(&self) -> &[(i8, i8)] {
        &self.0
    }

    /// Its four rotations (a quarter turn at a time), without repeats.
    pub fn rotations(&self) -> Vec<Footprint> {
        let mut out: Vec<Footprint> = Vec::with_capacity(4);
        let mut current = self.clone();
        for _ in 0..4 {
            if !out.contains(&current) {
                out.push(current.clone());
            }
            current = Footprint::new(current.0.iter().map(|&(x, y)| (y, -x)));
        }
        out
    }

    /// Whether `other` is this footprint turned, never mirrored.
    pub fn matches(&self, other: &Footprint) -> bool {
        self.rotations().contains(other)
    }

    /// Every placement of this footprint, turned as wished, inside a grid
    /// of `width` × `height`: each as its cells.
    pub fn placements(&self, width: i8, height: i8) -> Vec<Vec<(i8, i8)>> {
        let mut out = Vec::new();
        for turned in self.rotations() {
            let w = turned.0.iter().map(|c| c.0).max().unwrap_or(0);
            let h = turned.0.iter().map(|c| c.1).max().unwrap_or(0);
            for dy in 0..height - h {
                for dx in 0..width - w {
                    out.push(turned.0.iter().map(|&(x, y)| (x + dx, y + dy)).collect());
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn y5_s_l_and_p_are_chiral_the_others_are_not() {
        let chiral: String = Shape::all()
            .filter(|s| s.is_chiral())
            .map(|s| s.letter())
            .collect();
        assert_eq!(chiral, "SLP");
        assert_eq!(Shape::of_tile(7).letter(), 'L');
        assert_eq!(Shape::of_tile(14).tiles(), [13, 14]);
    }

    #[test]
    fn y5_every_shape_fits_the_three_by_three_area() {
        for shape in Shape::all() {
            for side in Side::ALL {
                let placements = Footprint::of(shape, side).placements(3, 3);
                assert!(!placements.is_empty(), "{shape}{side:?}");
            }
        }
        // The L has 4 rotations, each placed in 2 ways on a 3×3 grid.
        assert_eq!(
            Footprint::of(Shape::of_tile(7), Side::A)
                .placements(3, 3)
                .len(),
            8
        );
    }
}
