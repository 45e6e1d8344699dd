//! The town (C1–C5): an unbounded grid of cells around the cathedral, the
//! buildings on it, and what touches what.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A cell, written `x,y`: x grows to the right, y upward (C5).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct Cell {
    /// Column, growing to the right.
    pub x: i16,
    /// Row, growing upward.
    pub y: i16,
}

/// How far from the cathedral a cell may be written: 24 buildings of at
/// most 2 cells cannot reach further, so larger numbers are typos.
pub const REACH: i16 = 99;

impl Cell {
    /// The cell at `x,y`.
    pub const fn new(x: i16, y: i16) -> Cell {
        Cell { x, y }
    }

    /// The four orthogonal neighbours (C5).
    pub fn neighbours(self) -> [Cell; 4] {
        [
            Cell::new(self.x + 1, self.y),
            Cell::new(self.x - 1, self.y),
            Cell::new(self.x, self.y + 1),
            Cell::new(self.x, self.y - 1),
        ]
    }

    /// Whether the two cells share a side.
    pub fn touches(self, other: Cell) -> bool {
        (self.x - other.x).abs() + (self.y - other.y).abs() == 1
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.x, self.y)
    }
}

impl FromStr for Cell {
    type Err = ();

    fn from_str(text: &str) -> Result<Cell, ()> {
        let (x, y) = text.split_once(',').ok_or(())?;
        let coordinate = |t: &str| {
            let value: i16 = t.parse().map_err(|_| ())?;
            // `+3` parses as 3 but is not how coordinates are written.
            if t.starts_with('+') || !(-REACH..=REACH).contains(&value) {
                return Err(());
            }
            Ok(value)
        };
        Ok(Cell::new(coordinate(x)?, coordinate(y)?))
    }
}

/// The four colours (C3), in seat order: seat 1 plays red, seat 2 yellow,
/// seat 3 green, seat 4 blue.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// Seat 1's.
    Red,
    /// Seat 2's.
    Yellow,
    /// Seat 3's.
    Green,
    /// Seat 4's.
    Blue,
}

impl Colour {
    /// Every colour, in seat order.
    pub const ALL: [Colour; 4] = [Colour::Red, Colour::Yellow, Colour::Green, Colour::Blue];

    /// 0-based index, for arrays of per-colour data.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The word in notation.
    pub const fn word(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Yellow => "yellow",
            Colour::Green => "green",
            Colour::Blue => "blue",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// The three shapes of building (C3); the cathedral's tower is a tower and
/// its nave a house (C1).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Shape {
    /// One cell.
    House,
    /// One cell; must touch a house (law 2).
    Tower,
    /// Two cells side by side; must touch a house (law 3).
    Place,
}

impl Shape {
    /// Every shape.
    pub const ALL: [Shape; 3] = [Shape::House, Shape::Tower, Shape::Place];

    /// 0-based index, for arrays of per-shape data.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The word in notation.
    pub const fn word(self) -> &'static str {
        match self {
            Shape::House => "house",
            Shape::Tower => "tower",
            Shape::Place => "place",
        }
    }

    /// How many cells it covers.
    pub const fn size(self) -> usize {
        match self {
            Shape::Place => 2,
            _ => 1,
        }
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// Buildings of each shape per colour (C3).
pub const PER_SHAPE: u8 = 2;

/// The cells a building covers: one, or two side by side for a place,
/// the smaller first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct Footprint {
    /// The (first) cell.
    pub at: Cell,
    /// A place's second cell.
    pub second: Option<Cell>,
}

impl Footprint {
    /// One cell.
    pub const fn one(at: Cell) -> Footprint {
        Footprint { at, second: None }
    }

    /// Two cells, in canonical order (the smaller first).
    pub fn two(a: Cell, b: Cell) -> Footprint {
        Footprint {
            at: a.min(b),
            second: Some(a.max(b)),
        }
    }

    /// The cells.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        std::iter::once(self.at).chain(self.second)
    }

    /// Whether it covers `cell`.
    pub fn covers(self, cell: Cell) -> bool {
        self.at == cell || self.second == Some(cell)
    }
}

impl fmt::Display for Footprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.at)?;
        if let Some(second) = self.second {
            write!(f, " {second}")?;
        }
        Ok(())
    }
}

/// A building in the town.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Building {
    /// Its colour.
    pub colour: Colour,
    /// Its shape.
    pub shape: Shape,
    /// Where it stands.
    pub footprint: Footprint,
}

/// What stands on a cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Occupant {
    /// Part of the cathedral: its tower (a tower) or nave (a house) (C1).
    Cathedral(Shape),
    /// The building at this index of [`Town::buildings`].
    Building(usize),
}

/// The cathedral's tower (C1).
pub const CATHEDRAL_TOWER: Cell = Cell::new(0, 0);
/// The cathedral's nave (C1).
pub const CATHEDRAL_NAVE: Cell = Cell::new(1, 0);

/// The cathedral and the buildings placed around it, in the order they
/// were built.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Town {
    buildings: Vec<Building>,
}

impl Town {
    /// The buildings, in the order they were built.
    pub fn buildings(&self) -> &[Building] {
        &self.buildings
    }

    /// The last building placed, by anyone (laws 6–7).
    pub fn last(&self) -> Option<&Building> {
        self.buildings.last()
    }

    pub(crate) fn push(&mut self, building: Building) {
        self.buildings.push(building);
    }

    /// What stands on `cell`.
    pub fn occupant(&self, cell: Cell) -> Option<Occupant> {
        if cell == CATHEDRAL_TOWER {
            return Some(Occupant::Cathedral(Shape::Tower));
        }
        if cell == CATHEDRAL_NAVE {
            return Some(Occupant::Cathedral(Shape::House));
        }
        self.buildings
            .iter()
            .position(|b| b.footprint.covers(cell))
            .map(Occupant::Building)
    }

    /// The shape and colour (none for the cathedral) of what stands on `cell`.
    pub fn shape_and_colour(&self, cell: Cell) -> Option<(Shape, Option<Colour>)> {
        match self.occupant(cell)? {
            Occupant::Cathedral(shape) => Some((shape, None)),
            Occupant::Building(i) => {
                let b = self.buildings[i];
                Some((b.shape, Some(b.colour)))
            }
        }
    }

    /// Every covered cell: the cathedral's, then the buildings' in order.
    pub fn covered(&self) -> impl Iterator<Item = Cell> + '_ {
        [CATHEDRAL_TOWER, CATHEDRAL_NAVE]
            .into_iter()
            .chain(self.buildings.iter().flat_map(|b| b.footprint.cells()))
    }

    /// Whether nothing stands on `cell`.
    pub fn is_empty(&self, cell: Cell) -> bool {
        self.occupant(cell).is_none()
    }

    /// Whether `cell` is a building zone: empty, next to the cathedral or
    /// a building (C5). The cardinal does not matter here.
    pub fn is_zone(&self, cell: Cell) -> bool {
        self.is_empty(cell) && cell.neighbours().iter().any(|&n| !self.is_empty(n))
    }

    /// Every building zone, sorted (C5).
    pub fn zones(&self) -> Vec<Cell> {
        let mut zones: Vec<Cell> = self
            .covered()
            .flat_map(Cell::neighbours)
            .filter(|&c| self.is_empty(c))
            .collect();
        zones.sort_unstable();
        zones.dedup();
        zones
    }

    /// The sides of `footprint` that touch what stands around it, each as
    /// the neighbouring cell and its occupant: one entry per unit side (C10).
    pub fn sides(&self, footprint: Footprint) -> Vec<(Cell, Occupant)> {
        footprint
            .cells()
            .flat_map(Cell::neighbours)
            .filter(|&n| !footprint.covers(n))
            .filter_map(|n| self.occupant(n).map(|o| (n, o)))
            .collect()
    }

    /// How many unit sides of `colour`'s buildings touch the cathedral (C14).
    pub fn cathedral_contacts(&self, colours: &[Colour]) -> u32 {
        self.buildings
            .iter()
            .filter(|b| colours.contains(&b.colour))
            .map(|b| {
                self.sides(b.footprint)
                    .iter()
                    .filter(|(_, o)| matches!(o, Occupant::Cathedral(_)))
                    .count() as u32
            })
            .sum()
    }

    /// The smallest rectangle holding every covered cell, as its lower-left
    /// and upper-right cells.
    pub fn bounds(&self) -> (Cell, Cell) {
        self.covered()
            .fold((CATHEDRAL_TOWER, CATHEDRAL_NAVE), |(low, high), c| {
                (
                    Cell::new(low.x.min(c.x), low.y.min(c.y)),
                    Cell::new(high.x.max(c.x), high.y.max(c.y)),
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_read_and_write_back() {
        for text in ["0,0", "-1,3", "12,-7"] {
            let cell: Cell = text.parse().unwrap();
            assert_eq!(cell.to_string(), text);
        }
        for bad in [
            "", "1", "1,", ",2", "a,b", "+1,2", "1,2,3", "100,0", "-32768,0", "0,-32768", "-100,0",
        ] {
            assert!(bad.parse::<Cell>().is_err(), "{bad}");
        }
    }

    #[test]
    fn the_cathedral_has_six_zones() {
        // C1 and the rulebook: the cathedral is surrounded by 6 zones.
        let town = Town::default();
        assert_eq!(town.zones().len(), 6);
        assert!(town.is_zone(Cell::new(-1, 0)));
        assert!(!town.is_zone(Cell::new(1, 0)));
        assert!(!town.is_zone(Cell::new(3, 0)));
    }

    #[test]
    fn a_place_has_six_sides() {
        let town = Town::default();
        let place = Footprint::two(Cell::new(1, 1), Cell::new(0, 1));
        assert_eq!(place.at, Cell::new(0, 1), "canonical order");
        let sides = town.sides(place);
        assert_eq!(sides.len(), 2, "it touches the tower and the nave");
    }
}
