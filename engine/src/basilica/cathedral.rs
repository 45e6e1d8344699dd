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
    /// Cell a1.
    pub const A1: Cell = Cell { row: 0, col: 0 };

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

/// All five columns of a row, as a bitmask.
pub(crate) const FULL_ROW: u8 = (1 << COLUMNS) - 1;

/// One row of the cathedral: its squares, and bitmasks of them (bit `c` =
/// column `c`) kept in step by every change, so that generating actions and
/// finding zones is bit arithmetic (as chess engines keep bitboards beside
/// their boards). Only the squares are serialised.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(from = "[Square; COLUMNS]", into = "[Square; COLUMNS]")]
pub(crate) struct Row {
    squares: [Square; COLUMNS],
    /// Vaults and scaffolds.
    pub(crate) occupied: u8,
    /// Joker vaults.
    pub(crate) jokers: u8,
    /// Vaults showing each colour, in [`Colour::ALL`] order.
    pub(crate) colours: [u8; 4],
    /// Vaults without a builder.
    pub(crate) free: u8,
    /// Vaults with a builder of seat 1, of seat 2.
    pub(crate) builders: [u8; 2],
    /// Their master masons, by seat.
    pub(crate) masons: [u8; 2],
    /// Their strongmen, by seat.
    pub(crate) strongmen: [u8; 2],
    /// Architects of either seat.
    pub(crate) architects: u8,
    /// Vaults with stained glass.
    pub(crate) glass: u8,
}

impl From<[Square; COLUMNS]> for Row {
    fn from(squares: [Square; COLUMNS]) -> Row {
        let mut row = Row {
            squares,
            ..Row::default()
        };
        row.index();
        row
    }
}

impl From<Row> for [Square; COLUMNS] {
    fn from(row: Row) -> Self {
        row.squares
    }
}

impl Row {
    const EMPTY: [Square; COLUMNS] = [Square::Empty; COLUMNS];

    /// Recomputes the masks from the squares.
    fn index(&mut self) {
        *self = Row {
            squares: self.squares,
            ..Row::default()
        };
        for (c, square) in self.squares.iter().enumerate() {
            let bit = 1 << c;
            match square {
                Square::Empty => {}
                Square::Scaffold => self.occupied |= bit,
                Square::Vault(vault) => {
                    self.occupied |= bit;
                    let tile = vault.tile.tile();
                    if tile.is_joker() {
                        self.jokers |= bit;
                    }
                    for colour in tile.colours.iter() {
                        self.colours[colour as usize] |= bit;
                    }
                    if vault.glass {
                        self.glass |= bit;
                    }
                    let Some(builder) = vault.builder else {
                        self.free |= bit;
                        continue;
                    };
                    let seat = builder.owner.index();
                    self.builders[seat] |= bit;
                    match builder.rank {
                        None => {}
                        Some(Rank::Mason) => self.masons[seat] |= bit,
                        Some(Rank::Strongman) => self.strongmen[seat] |= bit,
                        Some(Rank::Architect) => self.architects |= bit,
                    }
                }
            }
        }
    }

    fn is_empty(&self) -> bool {
        self.occupied == 0
    }
}

/// The cathedral's cells. Rows past the last non-empty one are not stored.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Cathedral {
    rows: Vec<Row>,
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
            .map_or(Square::Empty, |row| row.squares[cell.col()])
    }

    /// The vault at `cell`, if any.
    pub fn vault(&self, cell: Cell) -> Option<Vault> {
        self.get(cell).vault()
    }

    /// The builder at `cell`, if any.
    pub fn builder(&self, cell: Cell) -> Option<Builder> {
        self.vault(cell).and_then(|v| v.builder)
    }

    /// Puts `square` on `cell`. No rule is checked: [`super::BasilicaSetup`]
    /// validates a whole position.
    pub fn set(&mut self, cell: Cell, square: Square) {
        if cell.row() >= self.rows.len() {
            if square.is_empty() {
                return;
            }
            self.rows.resize(cell.row() + 1, Row::from(Row::EMPTY));
        }
        let row = &mut self.rows[cell.row()];
        row.squares[cell.col()] = square;
        row.index();
        self.trim();
    }

    /// Puts `builder` on (or, with `None`, removes the builder from) the
    /// vault at `cell`; returns the builder that stood there. No effect
    /// without a vault.
    pub(crate) fn set_builder(&mut self, cell: Cell, builder: Option<Builder>) -> Option<Builder> {
        let row = self.rows.get_mut(cell.row())?;
        let Square::Vault(vault) = &mut row.squares[cell.col()] else {
            return None;
        };
        let old = std::mem::replace(&mut vault.builder, builder);
        row.index();
        old
    }

    /// Gives the builder at `cell` the rank `rank`; returns its old rank.
    pub(crate) fn set_rank(&mut self, cell: Cell, rank: Rank) -> Option<Rank> {
        let builder = self.builder(cell)?;
        self.set_builder(
            cell,
            Some(Builder {
                rank: Some(rank),
                ..builder
            }),
        );
        builder.rank
    }

    /// Puts a stained-glass token on the vault at `cell`.
    pub(crate) fn add_glass(&mut self, cell: Cell) {
        let Some(row) = self.rows.get_mut(cell.row()) else {
            return;
        };
        if let Square::Vault(vault) = &mut row.squares[cell.col()] {
            vault.glass = true;
            row.index();
        }
    }

    fn trim(&mut self) {
        while self.rows.last().is_some_and(Row::is_empty) {
            self.rows.pop();
        }
    }

    /// The stored rows, from the board up.
    pub(crate) fn rows(&self) -> &[Row] {
        &self.rows
    }

    /// Every non-empty cell with what it holds, row by row from the board.
    pub fn squares(&self) -> impl Iterator<Item = (Cell, Square)> + '_ {
        self.rows.iter().enumerate().flat_map(|(r, row)| {
            row.squares
                .iter()
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

    /// The cells whose content differs from `before` (a vault, builder,
    /// rank, glass or scaffold came, went or changed), row by row.
    pub fn changes_since(&self, before: &Cathedral) -> Vec<Cell> {
        let rows = self.rows.len().max(before.rows.len());
        (0..rows)
            .flat_map(|r| (0..COLUMNS).filter_map(move |c| Cell::new(c, r)))
            .filter(|&cell| self.get(cell) != before.get(cell))
            .collect()
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

    /// A mask of row `r` (zero past the stored rows).
    pub(crate) fn mask(&self, r: usize, of: impl Fn(&Row) -> u8) -> u8 {
        self.rows.get(r).map_or(0, of)
    }

    /// The cells of row `r` next to a cell of rows `r - 1`, `r`, `r + 1` in
    /// the mask `of`.
    pub(crate) fn touching(&self, r: usize, of: impl Fn(&Row) -> u8) -> u8 {
        let here = self.mask(r, &of);
        let below = if r == 0 { 0 } else { self.mask(r - 1, &of) };
        (below | self.mask(r + 1, &of) | here << 1 | here >> 1) & FULL_ROW
    }

    /// The cells of row `r` where a vault or scaffold may go (B14).
    pub(crate) fn buildable(&self, r: usize) -> u8 {
        if r >= MAX_ROWS {
            return 0;
        }
        let free = !self.mask(r, |row| row.occupied) & FULL_ROW;
        if r == 0 {
            free
        } else {
            free & self.touching(r, |row| row.occupied)
        }
    }

    /// The cells of row `r` where a joker may go (B14, B15).
    pub(crate) fn buildable_for_joker(&self, r: usize) -> u8 {
        self.buildable(r) & !self.touching(r, |row| row.jokers)
    }

    /// Rows where a tile may go: the stored ones and the one above.
    pub(crate) fn placeable_rows(&self) -> std::ops::Range<usize> {
        0..(self.rows.len() + 1).min(MAX_ROWS)
    }

    /// Removes every builder with its token (B31 step 1); the caller
    /// refills the reserves.
    pub(crate) fn clear_builders(&mut self) {
        for row in &mut self.rows {
            for square in &mut row.squares {
                if let Square::Vault(v) = square {
                    v.builder = None;
                }
            }
            row.index();
        }
    }

    /// B31 steps 2–3: discards the vaults of rows 1–2 (their tiles are
    /// pushed to `discard`, row by row), removes every scaffold, and slides
    /// what remains toward the board until its lowest vault is in row 1.
    pub(crate) fn clean_up(&mut self, discard: &mut Vec<TileId>) {
        let removed = self.rows.len().min(2);
        for row in self.rows.drain(..removed) {
            discard.extend(row.squares.iter().filter_map(|s| s.vault()).map(|v| v.tile));
        }
        for row in &mut self.rows {
            for square in &mut row.squares {
                if matches!(square, Square::Scaffold) {
                    *square = Square::Empty;
                }
            }
            row.index();
        }
        let empty_below = self.rows.iter().take_while(|row| row.is_empty()).count();
        self.rows.drain(..empty_below);
        self.trim();
    }
}

/// The cells of row `r` in `mask`, in column order.
pub(crate) fn cells_of(r: usize, mut mask: u8) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let col = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            Cell { row: r as u8, col }
        })
    })
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
            for square in &row.squares {
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
    fn changes_are_the_cells_that_differ() {
        let mut before = Cathedral::default();
        before.set("a1".parse().unwrap(), Square::Scaffold);
        before.set("b3".parse().unwrap(), Square::Scaffold);
        let mut after = before.clone();
        after.set("b3".parse().unwrap(), Square::Empty);
        after.set("c2".parse().unwrap(), Square::Scaffold);
        let changed: Vec<String> = after
            .changes_since(&before)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(changed, ["c2", "b3"]);
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
