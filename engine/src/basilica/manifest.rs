//! The 58 cathedral tiles (B1–B3): the one table of the game's components.
//!
//! The printed manifest is not published; this is the project's own
//! (`shared/rules/basilica.md`, "Tile manifest"). Tune it here, and bump
//! [`MANIFEST_VERSION`] when you do: records name the manifest they use.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Version of the table below, written in records as `manifest: 1`.
pub const MANIFEST_VERSION: u32 = 1;

/// Number of cathedral tiles (B1).
pub const TILE_COUNT: usize = 58;

/// A vault colour (B2).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum Colour {
    /// `Y`
    Yellow,
    /// `B`
    Blue,
    /// `R`
    Red,
    /// `G`
    Green,
}

impl Colour {
    /// The four colours, in the rules' order.
    pub const ALL: [Colour; 4] = [Colour::Yellow, Colour::Blue, Colour::Red, Colour::Green];

    /// The letter the rules use: `Y`, `B`, `R` or `G`.
    pub const fn letter(self) -> char {
        match self {
            Colour::Yellow => 'Y',
            Colour::Blue => 'B',
            Colour::Red => 'R',
            Colour::Green => 'G',
        }
    }

    /// The colour's English name.
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Yellow => "yellow",
            Colour::Blue => "blue",
            Colour::Red => "red",
            Colour::Green => "green",
        }
    }

    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// The colours a vault shows: one, or two for a joker.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Colours(u8);

impl Colours {
    const fn of(colours: &[Colour]) -> Colours {
        let mut bits = 0;
        let mut i = 0;
        while i < colours.len() {
            bits |= colours[i].bit();
            i += 1;
        }
        Colours(bits)
    }

    /// Whether `colour` is one of them.
    pub const fn has(self, colour: Colour) -> bool {
        self.0 & colour.bit() != 0
    }

    /// Whether these are a joker's two colours.
    pub const fn is_joker(self) -> bool {
        self.0.count_ones() == 2
    }

    /// The colours, in the rules' order.
    pub fn iter(self) -> impl Iterator<Item = Colour> {
        Colour::ALL.into_iter().filter(move |&c| self.has(c))
    }
}

impl fmt::Display for Colours {
    /// The letters, as in the manifest: `B`, `YR`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.iter().try_for_each(|c| write!(f, "{}", c.letter()))
    }
}

/// The order on a tile's order side (B21).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Order {
    /// Promote one of your builders.
    Promote,
    /// Move one of your builders to an adjacent vault.
    Move,
    /// Put a builder from your reserve on any free vault.
    Recruit,
    /// Remove one of your builders, then move one of the opponent's.
    Confusion,
    /// Put a stained-glass token under one of your builders.
    Glass,
    /// Place two scaffolds.
    Scaffold,
    /// Discard a vault without a builder.
    Catastrophe,
}

impl Order {
    /// Every order.
    pub const ALL: [Order; 7] = [
        Order::Promote,
        Order::Move,
        Order::Recruit,
        Order::Confusion,
        Order::Glass,
        Order::Scaffold,
        Order::Catastrophe,
    ];

    /// The word the notation uses (`promote`…).
    pub const fn word(self) -> &'static str {
        match self {
            Order::Promote => "promote",
            Order::Move => "move",
            Order::Recruit => "recruit",
            Order::Confusion => "confusion",
            Order::Glass => "glass",
            Order::Scaffold => "scaffold",
            Order::Catastrophe => "catastrophe",
        }
    }

    /// Whether the order can carry a paid option at all (B24).
    pub const fn has_paid_variant(self) -> bool {
        matches!(self, Order::Promote | Order::Recruit | Order::Confusion)
    }
}

impl fmt::Display for Order {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// A tile's number in the manifest, 1–58.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct TileId(u8);

impl TileId {
    /// The tile numbered `id`, if there is one.
    pub fn new(id: u64) -> Option<TileId> {
        (1..=TILE_COUNT as u64)
            .contains(&id)
            .then_some(TileId(id as u8))
    }

    /// The tile's number.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// What the tile shows.
    pub fn tile(self) -> &'static Tile {
        &MANIFEST[self.0 as usize - 1]
    }

    /// Every tile, in manifest order.
    pub fn all() -> impl Iterator<Item = TileId> {
        (1..=TILE_COUNT as u8).map(TileId)
    }
}

impl fmt::Display for TileId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl Serialize for TileId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.0)
    }
}

impl<'de> Deserialize<'de> for TileId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = u64::deserialize(d)?;
        TileId::new(id).ok_or_else(|| {
            serde::de::Error::custom(format!("there is no tile {id} (1-{TILE_COUNT})"))
        })
    }
}

/// Both sides of a cathedral tile (B1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Tile {
    /// Its number.
    pub id: TileId,
    /// The vault side's colours.
    pub colours: Colours,
    /// Whether the vault side shows a crown (B16).
    pub crown: bool,
    /// The order side.
    pub order: Order,
    /// Whether the order carries the paid option coin (B23).
    pub paid: bool,
}

impl Tile {
    /// Whether the vault side is a joker.
    pub const fn is_joker(&self) -> bool {
        self.colours.is_joker()
    }
}

const fn tile(id: u8, colours: &[Colour], crown: bool, order: Order, paid: bool) -> Tile {
    Tile {
        id: TileId(id),
        colours: Colours::of(colours),
        crown,
        order,
        paid,
    }
}

/// The manifest, by id (B3).
pub static MANIFEST: [Tile; TILE_COUNT] = [
    tile(1, &[Colour::Yellow], true, Order::Move, false),
    tile(2, &[Colour::Yellow], false, Order::Recruit, true),
    tile(3, &[Colour::Yellow], true, Order::Promote, true),
    tile(4, &[Colour::Yellow], false, Order::Confusion, true),
    tile(5, &[Colour::Yellow], true, Order::Glass, false),
    tile(6, &[Colour::Yellow], false, Order::Catastrophe, false),
    tile(7, &[Colour::Yellow], true, Order::Move, false),
    tile(8, &[Colour::Yellow], false, Order::Recruit, true),
    tile(9, &[Colour::Yellow], true, Order::Scaffold, false),
    tile(10, &[Colour::Yellow], false, Order::Promote, true),
    tile(11, &[Colour::Blue], true, Order::Confusion, true),
    tile(12, &[Colour::Blue], false, Order::Glass, false),
    tile(13, &[Colour::Blue], true, Order::Catastrophe, false),
    tile(14, &[Colour::Blue], false, Order::Recruit, true),
    tile(15, &[Colour::Blue], true, Order::Move, false),
    tile(16, &[Colour::Blue], false, Order::Move, false),
    tile(17, &[Colour::Blue], true, Order::Recruit, true),
    tile(18, &[Colour::Blue], false, Order::Promote, true),
    tile(19, &[Colour::Blue], true, Order::Confusion, true),
    tile(20, &[Colour::Blue], false, Order::Glass, false),
    tile(21, &[Colour::Red], true, Order::Catastrophe, false),
    tile(22, &[Colour::Red], false, Order::Move, false),
    tile(23, &[Colour::Red], true, Order::Recruit, true),
    tile(24, &[Colour::Red], false, Order::Scaffold, false),
    tile(25, &[Colour::Red], true, Order::Promote, true),
    tile(26, &[Colour::Red], false, Order::Confusion, true),
    tile(27, &[Colour::Red], true, Order::Glass, false),
    tile(28, &[Colour::Red], false, Order::Catastrophe, false),
    tile(29, &[Colour::Red], true, Order::Recruit, true),
    tile(30, &[Colour::Red], false, Order::Move, false),
    tile(31, &[Colour::Green], true, Order::Move, false),
    tile(32, &[Colour::Green], false, Order::Recruit, true),
    tile(33, &[Colour::Green], true, Order::Promote, true),
    tile(34, &[Colour::Green], false, Order::Confusion, true),
    tile(35, &[Colour::Green], true, Order::Glass, false),
    tile(36, &[Colour::Green], false, Order::Catastrophe, false),
    tile(37, &[Colour::Green], true, Order::Move, false),
    tile(38, &[Colour::Green], false, Order::Recruit, true),
    tile(39, &[Colour::Green], true, Order::Scaffold, false),
    tile(40, &[Colour::Green], false, Order::Promote, true),
    tile(
        41,
        &[Colour::Yellow, Colour::Blue],
        true,
        Order::Confusion,
        true,
    ),
    tile(
        42,
        &[Colour::Yellow, Colour::Blue],
        true,
        Order::Glass,
        false,
    ),
    tile(
        43,
        &[Colour::Yellow, Colour::Blue],
        false,
        Order::Catastrophe,
        false,
    ),
    tile(
        44,
        &[Colour::Yellow, Colour::Red],
        true,
        Order::Recruit,
        true,
    ),
    tile(45, &[Colour::Yellow, Colour::Red], true, Order::Move, false),
    tile(
        46,
        &[Colour::Yellow, Colour::Red],
        false,
        Order::Move,
        false,
    ),
    tile(
        47,
        &[Colour::Yellow, Colour::Green],
        true,
        Order::Recruit,
        true,
    ),
    tile(
        48,
        &[Colour::Yellow, Colour::Green],
        true,
        Order::Promote,
        true,
    ),
    tile(
        49,
        &[Colour::Yellow, Colour::Green],
        false,
        Order::Confusion,
        true,
    ),
    tile(50, &[Colour::Blue, Colour::Red], true, Order::Glass, false),
    tile(
        51,
        &[Colour::Blue, Colour::Red],
        true,
        Order::Catastrophe,
        false,
    ),
    tile(
        52,
        &[Colour::Blue, Colour::Red],
        false,
        Order::Scaffold,
        false,
    ),
    tile(
        53,
        &[Colour::Blue, Colour::Green],
        true,
        Order::Promote,
        true,
    ),
    tile(
        54,
        &[Colour::Blue, Colour::Green],
        false,
        Order::Confusion,
        true,
    ),
    tile(
        55,
        &[Colour::Blue, Colour::Green],
        false,
        Order::Glass,
        false,
    ),
    tile(
        56,
        &[Colour::Red, Colour::Green],
        true,
        Order::Catastrophe,
        false,
    ),
    tile(
        57,
        &[Colour::Red, Colour::Green],
        false,
        Order::Scaffold,
        false,
    ),
    tile(
        58,
        &[Colour::Red, Colour::Green],
        false,
        Order::Scaffold,
        false,
    ),
];
