//! The cathedral (B7–B8): a grid five columns wide, growing away from the
//! board, and what stands on its cells.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::manifest::TileId;
use crate::seat::Seat;

/// Columns `a`–`e` (B7).
pub const COLUMNS: usize = 5;
/// The notation reaches row 99; the cathedral never grows past it.
pub const MAX_ROWS: usize = 99;

/// A cell, written `c3`: column `a`–`e`, row from 1 at the board (B7).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Cell {
    // Row first so that the derived order is row-major, from the board up.
    row: u8,
    col: u8,
}

impl Cell {
    /// The cell at 0-based `col` (a = 0) and `row` (row 1 = 0), if it is
    /// inside the cathedral's bounds.
    pub fn new(col: usize, row: usize) -> Option<Cell> {
        (col < COLUMNS && row < MAX_ROWS).then_some(Cell {
            row: row as u8,
            col: col as u8,
        })
    }

    /// 0-based column (a = 0).
    pub const fn col(self) -> usize {
        self.col as usize
    }

    /// 0-based row (row 1 = 0).
    pub const fn row(self) -> usize {
        self.row as usize
    }

    /// The row number players see.
    pub const fn row_number(self) -> usize {
        self.row as usize + 1
    }

    /// The column letter.
    pub const fn col_letter(self) -> char {
        (b'a' + self.col) as char
    }

    /// The orthogonal neighbours inside the bounds (B8).
    pub fn neighbours(self) -> impl Iterator<Item = Cell> {
        let (c, r) = (self.col as i8, self.row as i8);
        [(c, r - 1), (c - 1, r), (c + 1, r), (c, r + 1)]
            .into_iter()
            .filter(|&(c, r)| c >= 0 && r >= 0)
            .filter_map(|(c, r)| Cell::new(c as usize, r as usize))
    }

    /// Whether the two cells share a side (B8).
    pub fn is_adjacent(self, other: Cell) -> bool {
        self.col.abs_diff(other.col) + self.row.abs_diff(other.row) == 1
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.col_letter(), self.row_number())
    }
}

/// `text` is not a cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NotACell;

impl FromStr for Cell {
    type Err = NotACell;

    /// Reads `c3` (any case).
    fn from_str(text: &str) -> Result<Cell, NotACell> {
        let mut chars = text.chars();
        let col = match chars.next().map(|c| c.to_ascii_lowercase()) {
            Some(c @ 'a'..='e') => c as usize - 'a' as usize,
            _ => return Err(NotACell),
        };
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(NotACell);
        }
        let row: usize = digits.parse().map_err(|_| NotACell)?;
        if row == 0 {
            return Err(NotACell);
        }
        Cell::new(col, row - 1).ok_or(NotACell)
    }
}

impl Serialize for Cell {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Cell {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse()
            .map_err(|_| serde::de::Error::custom(format!("\"{text}\" is not a cell")))
    }
}

/// A builder's rank, shown by a promotion token (B4, B21).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Rank {
    /// Doubles a zone's value (B30).
    Architect,
    /// Master mason: counts as two builders for the majority (B30).
    Mason,
    /// Wins a tie on strength (B30).
    Strongman,
}

impl Rank {
    /// Every rank.
    pub const ALL: [Rank; 3] = [Rank::Architect, Rank::Mason, Rank::Strongman];

    /// The word the notation uses.
    pub const fn word(self) -> &'static str {
        match self {
            Rank::Architect => "architect",
            Rank::Mason => "mason",
            Rank::Strongman => "strongman",
        }
    }

    /// The rank's name in the rules.
    pub const fn name(self) -> &'static str {
        match self {
            Rank::Architect => "architect",
            Rank::Mason => "master mason",
            Rank::Strongman => "strongman",
        }
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A builder standing on a vault.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Builder {
    /// Whose builder.
    pub owner: Seat,
    /// Its promotion token, if any.
    pub rank: Option<Rank>,
}

/// A vault in the cathedral.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Vault {
    /// The tile.
    pub tile: TileId,
    /// At most one builder (B18).
    pub builder: Option<Builder>,
    /// A stained-glass token (B21).
    pub glass: bool,
}

/// What a cell holds.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Square {
    /// Nothing.
    #[default]
    Empty,
    /// A scaffold tile (B21): no colour, nothing stands on it.
    Scaffold,
    /// A vault.
    Vault(Vault),
}

impl Square {
    /// Whether the cell holds nothing.
    pub const fn is_empty(self) -> bool {
        matches!(self, Square::Empty)
    }

    /// The vault, if the cell holds one.
    pub const fn vault(self) -> Option<Vault> {
        match self {
            Square::Vault(v) => Some(v),
            _ => None,
        }
    }
}

/// The cathedral's cells. Rows past the last non-empty one are not stored.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Cathedral {
    rows: Vec<[Square; COLUMNS]>,
}

impl Cathedral {
    /// Number of rows up to the last non-empty one.
    pub fn height(&self) -> usize {
        self.rows.len()
    }

    /// What `cell` holds.
    pub fn get(&self, cell: Cell) -> Square {
        self.rows
            .get(cell.row())
            .map_or(Square::Empty, |row| row[cell.col()])
    }

    /// The vault at `cell`, if any.
    pub fn vault(&self, cell: Cell) -> Option<Vault> {
        self.get(cell).vault()
    }

    /// The builder at `cell`, if any.
    pub fn builder(&self, cell: Cell) -> Option<Builder> {
        self.vault(cell).and_then(|v| v.builder)
    }

    pub(crate) fn vault_mut(&mut self, cell: Cell) -> Option<&mut Vault> {
        match self
            .rows
            .get_mut(cell.row())
            .map(|row| &mut row[cell.col()])
        {
            Some(Square::Vault(v)) => Some(v),
            _ => None,
        }
    }

    /// Puts `square` on `cell`. No rule is checked: [`super::BasilicaSetup`]
    /// validates a whole position.
    pub fn set(&mut self, cell: Cell, square: Square) {
        if cell.row() >= self.rows.len() {
            if square.is_empty() {
                return;
            }
            self.rows.resize(cell.row() + 1, [Square::Empty; COLUMNS]);
        }
        self.rows[cell.row()][cell.col()] = square;
        while self
            .rows
            .last()
            .is_some_and(|row| row.iter().all(|s| s.is_empty()))
        {
            self.rows.pop();
        }
    }

    /// Every non-empty cell with what it holds, row by row from the board.
    pub fn squares(&self) -> impl Iterator<Item = (Cell, Square)> + '_ {
        self.rows.iter().enumerate().flat_map(|(r, row)| {
            row.iter()
                .enumerate()
                .filter(|(_, s)| !s.is_empty())
                .map(move |(c, &s)| {
                    (
                        Cell {
                            row: r as u8,
                            col: c as u8,
                        },
                        s,
                    )
                })
        })
    }

    /// Every vault, row by row from the board.
    pub fn vaults(&self) -> impl Iterator<Item = (Cell, Vault)> + '_ {
        self.squares()
            .filter_map(|(cell, s)| s.vault().map(|v| (cell, v)))
    }

    /// Whether a vault or scaffold may be put at `cell` (B14): it is empty
    /// and in row 1 (next to the start slots) or next to a vault or scaffold.
    pub fn is_buildable(&self, cell: Cell) -> bool {
        self.get(cell).is_empty() && (cell.row() == 0 || self.touches_tile(cell))
    }

    /// Whether a vault or scaffold is next to `cell`.
    pub fn touches_tile(&self, cell: Cell) -> bool {
        cell.neighbours().any(|n| !self.get(n).is_empty())
    }

    /// A joker vault next to `cell`, if any (B15).
    pub fn joker_next_to(&self, cell: Cell) -> Option<Cell> {
        cell.neighbours()
            .find(|&n| self.vault(n).is_some_and(|v| v.tile.tile().is_joker()))
    }

    /// Every cell where a tile may be put now (B14), row by row.
    pub fn buildable_cells(&self, out: &mut Vec<Cell>) {
        out.clear();
        let rows = (self.rows.len() + 1).min(MAX_ROWS);
        for row in 0..rows {
            for col in 0..COLUMNS {
                let cell = Cell {
                    row: row as u8,
                    col: col as u8,
                };
                if self.is_buildable(cell) {
                    out.push(cell);
                }
            }
        }
    }

    /// Removes every builder with its token (B31 step 1); the caller
    /// refills the reserves.
    pub(crate) fn clear_builders(&mut self) {
        for row in &mut self.rows {
            for square in row {
                if let Square::Vault(v) = square {
                    v.builder = None;
                }
            }
        }
    }

    /// B31 steps 2–3: discards the vaults of rows 1–2 (their tiles are
    /// pushed to `discard`, row by row), removes every scaffold, and slides
    /// what remains toward the board until its lowest vault is in row 1.
    pub(crate) fn clean_up(&mut self, discard: &mut Vec<TileId>) {
        for row in self.rows.iter().take(2) {
            discard.extend(row.iter().filter_map(|s| s.vault()).map(|v| v.tile));
        }
        let kept = self.rows.len().saturating_sub(2);
        self.rows.drain(..self.rows.len() - kept);
        for row in &mut self.rows {
            for square in row {
                if matches!(square, Square::Scaffold) {
                    *square = Square::Empty;
                }
            }
        }
        let empty_below = self
            .rows
            .iter()
            .take_while(|row| row.iter().all(|s| s.is_empty()))
            .count();
        self.rows.drain(..empty_below);
        while self
            .rows
            .last()
            .is_some_and(|row| row.iter().all(|s| s.is_empty()))
        {
            self.rows.pop();
        }
    }
}

impl fmt::Display for Cathedral {
    /// A text diagram, top row first: `.` empty, `#` scaffold, a vault's
    /// colour letters with `^` for a crown, `:` seat and rank letter for a
    /// builder (`:2m`), `*` for stained glass.
    ///
    /// ```text
    ///  2 | .    B:1  .    #    .
    ///  1 | G    GB   B^   .    Y:2m*
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (r, row) in self.rows.iter().enumerate().rev() {
            write!(f, "{:>2} |", r + 1)?;
            for square in row {
                let text = match square {
                    Square::Empty => ".".to_owned(),
                    Square::Scaffold => "#".to_owned(),
                    Square::Vault(v) => {
                        let tile = v.tile.tile();
                        let mut text = tile.colours.to_string();
                        if tile.crown {
                            text.push('^');
                        }
                        if let Some(b) = v.builder {
                            text.push_str(&format!(":{}", b.owner));
                            if let Some(rank) = b.rank {
                                text.push(rank.word().as_bytes()[0] as char);
                            }
                        }
                        if v.glass {
                            text.push('*');
                        }
                        text
                    }
                };
                write!(f, " {text:<7}")?;
            }
            writeln!(f)?;
        }
        writeln!(f, "   +{}", "-".repeat(8 * COLUMNS))?;
        write!(f, "    ")?;
        for col in 0..COLUMNS {
            write!(f, " {:<7}", (b'a' + col as u8) as char)?;
        }
        writeln!(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b07_cells_are_written_column_then_row() {
        let cell: Cell = "c3".parse().unwrap();
        assert_eq!((cell.col(), cell.row()), (2, 2));
        assert_eq!(cell.to_string(), "c3");
        assert_eq!("E99".parse::<Cell>().unwrap().to_string(), "e99");
        for bad in ["f1", "a0", "a100", "a", "3c", "c3x", "", "a-1", "é1"] {
            assert_eq!(bad.parse::<Cell>(), Err(NotACell), "{bad}");
        }
    }

    #[test]
    fn b08_adjacency_is_orthogonal() {
        let c3: Cell = "c3".parse().unwrap();
        let mut n: Vec<String> = c3.neighbours().map(|c| c.to_string()).collect();
        n.sort();
        assert_eq!(n, ["b3", "c2", "c4", "d3"]);
        assert!(!c3.is_adjacent("d4".parse().unwrap()));
        let a1: Cell = "a1".parse().unwrap();
        assert_eq!(a1.neighbours().count(), 2);
    }

    #[test]
    fn cells_order_row_major() {
        let mut cells: Vec<Cell> = ["b2", "a3", "e1", "a2"]
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        cells.sort();
        let names: Vec<String> = cells.iter().map(Cell::to_string).collect();
        assert_eq!(names, ["e1", "a2", "b2", "a3"]);
    }

    #[test]
    fn storage_trims_empty_rows() {
        let mut c = Cathedral::default();
        let cell: Cell = "b3".parse().unwrap();
        c.set(cell, Square::Scaffold);
        assert_eq!(c.height(), 3);
        c.set(cell, Square::Empty);
        assert_eq!(c.height(), 0);
    }
}
