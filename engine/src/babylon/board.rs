//! The action board's icon area (Y3): nine cells named by their icon, the
//! sections they open, and sets of them (a tile's cover).

use std::fmt;

use serde::{Deserialize, Serialize};

/// A cell of the board's 3×3 icon area, named by its icon, in the
/// notation's order (bottom row first, left to right).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BoardCell {
    /// (0,0)
    Ship,
    /// (1,0)
    Worker,
    /// (2,0)
    Lion,
    /// (0,1)
    Stone,
    /// (1,1), the middle.
    Pond,
    /// (2,1)
    Gold,
    /// (0,2)
    Art,
    /// (1,2)
    Mosaic,
    /// (2,2)
    Palm,
}

impl BoardCell {
    /// Every cell, in the notation's order.
    pub const ALL: [BoardCell; 9] = [
        BoardCell::Ship,
        BoardCell::Worker,
        BoardCell::Lion,
        BoardCell::Stone,
        BoardCell::Pond,
        BoardCell::Gold,
        BoardCell::Art,
        BoardCell::Mosaic,
        BoardCell::Palm,
    ];

    /// The cell at (x, y), x and y in 0..3.
    pub fn at(x: i8, y: i8) -> Option<BoardCell> {
        ((0..3).contains(&x) && (0..3).contains(&y)).then(|| BoardCell::ALL[(y * 3 + x) as usize])
    }

    /// Its coordinates.
    pub fn xy(self) -> (i8, i8) {
        let i = self as i8;
        (i % 3, i / 3)
    }

    /// Its word in the notation.
    pub fn word(self) -> &'static str {
        match self {
            BoardCell::Ship => "ship",
            BoardCell::Worker => "worker",
            BoardCell::Lion => "lion",
            BoardCell::Stone => "stone",
            BoardCell::Pond => "pond",
            BoardCell::Gold => "gold",
            BoardCell::Art => "art",
            BoardCell::Mosaic => "mosaic",
            BoardCell::Palm => "palm",
        }
    }

    /// The cell this word names.
    pub fn from_word(word: &str) -> Option<BoardCell> {
        BoardCell::ALL
            .into_iter()
            .find(|c| c.word().eq_ignore_ascii_case(word))
    }

    /// The section its icon opens (Y13); the Pond opens the River (Y25).
    pub fn section(self) -> Section {
        match self {
            BoardCell::Ship => Section::Ship,
            BoardCell::Worker => Section::Worker,
            BoardCell::Lion => Section::Lion,
            BoardCell::Stone => Section::Stone,
            BoardCell::Pond => Section::River,
            BoardCell::Gold => Section::Gold,
            BoardCell::Art => Section::Pottery,
            BoardCell::Mosaic => Section::Mosaic,
            BoardCell::Palm => Section::Palm,
        }
    }
}

impl fmt::Display for BoardCell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// A section of the sheet (Y13): eight with a board icon, and the River,
/// reached through the Pond.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Section {
    /// Artwork, amphorae, vases (icon: art).
    Pottery,
    /// Mosaics, the wall, the statue.
    Mosaic,
    /// Palms, the garden, the house.
    Palm,
    /// The gold track.
    Gold,
    /// Lions, masonry, the mine.
    Lion,
    /// The master worker, the pencil, the tent.
    Worker,
    /// The ship, flower carts, the boat.
    Ship,
    /// The stone track.
    Stone,
    /// The River (icon: the Pond).
    River,
}

impl Section {
    /// The board cell whose icon opens it.
    pub fn icon(self) -> BoardCell {
        BoardCell::ALL
            .into_iter()
            .find(|c| c.section() == self)
            .expect("every section has an icon")
    }

    /// Its name for players.
    pub fn word(self) -> &'static str {
        match self {
            Section::Pottery => "pottery",
            Section::Mosaic => "mosaic",
            Section::Palm => "palm",
            Section::Gold => "gold",
            Section::Lion => "lion",
            Section::Worker => "worker",
            Section::Ship => "ship",
            Section::Stone => "stone",
            Section::River => "river",
        }
    }
}

impl fmt::Display for Section {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// A set of board cells (a tile's cover).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct BoardCells(pub u16);

impl BoardCells {
    /// Whether `cell` is in the set.
    pub fn contains(self, cell: BoardCell) -> bool {
        self.0 & (1 << cell as u16) != 0
    }

    /// The set with `cell` added.
    pub fn with(self, cell: BoardCell) -> BoardCells {
        BoardCells(self.0 | (1 << cell as u16))
    }

    /// Its cells, in the notation's order.
    pub fn iter(self) -> impl Iterator<Item = BoardCell> {
        BoardCell::ALL
            .into_iter()
            .filter(move |&c| self.contains(c))
    }

    /// How many cells.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether it is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The set of these coordinates, if all are on the icon area.
    pub fn from_xy(cells: &[(i8, i8)]) -> Option<BoardCells> {
        cells
            .iter()
            .try_fold(BoardCells::default(), |set, &(x, y)| {
                BoardCell::at(x, y).map(|c| set.with(c))
            })
    }

    /// Its coordinates.
    pub fn xy(self) -> Vec<(i8, i8)> {
        self.iter().map(BoardCell::xy).collect()
    }
}

impl fmt::Display for BoardCells {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<&str> = self.iter().map(BoardCell::word).collect();
        f.write_str(&words.join(" "))
    }
}
