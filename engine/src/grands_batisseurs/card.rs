//! The 40 building cards (G4), the die (G2) and the two piles' names.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// How many building cards there are (G4).
pub const CARDS: usize = 40;

/// A type of building (G4), in the rules page's row order.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// A church.
    Church,
    /// A gate (*poterne*): coins at every income (G6).
    Gate,
    /// A town hall.
    TownHall,
    /// A tower: a shield.
    Tower,
    /// A left corner tower: a shield; stands at the left end (G8).
    LeftCorner,
    /// A right corner tower: a shield; stands at the right end (G8).
    RightCorner,
}

impl Kind {
    /// Every kind, in canonical order.
    pub const ALL: [Kind; 6] = [
        Kind::Church,
        Kind::Gate,
        Kind::TownHall,
        Kind::Tower,
        Kind::LeftCorner,
        Kind::RightCorner,
    ];

    /// The word a card's name starts with (`church`).
    pub const fn word(self) -> &'static str {
        match self {
            Kind::Church => "church",
            Kind::Gate => "gate",
            Kind::TownHall => "townhall",
            Kind::Tower => "tower",
            Kind::LeftCorner => "leftcorner",
            Kind::RightCorner => "rightcorner",
        }
    }

    /// Whether it carries a shield (G8: towers and corner towers).
    pub const fn is_tower(self) -> bool {
        matches!(self, Kind::Tower | Kind::LeftCorner | Kind::RightCorner)
    }

    /// Whether it is a corner tower.
    pub const fn is_corner(self) -> bool {
        matches!(self, Kind::LeftCorner | Kind::RightCorner)
    }

    /// Whether two kinds count as one type for adjacency (G4, G8): towers
    /// and corner towers are one type.
    pub const fn same_type(self, other: Kind) -> bool {
        self as u8 == other as u8 || (self.is_tower() && other.is_tower())
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// A card as players name it (`church7`): its kind and value say
/// everything about it (G4). Two cards of one name are alike.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Card {
    /// Its kind.
    pub kind: Kind,
    /// Its value in points (G12).
    pub value: u8,
}

impl Card {
    /// Coins it brings at every income (G6): gates of 1–2 two, of 3–4 one.
    pub const fn coins(self) -> u32 {
        match (self.kind, self.value) {
            (Kind::Gate, 1 | 2) => 2,
            (Kind::Gate, _) => 1,
            _ => 0,
        }
    }

    /// Shields it carries (G8).
    pub const fn shields(self) -> u32 {
        self.kind.is_tower() as u32
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.kind, self.value)
    }
}

impl FromStr for Card {
    type Err = ();

    /// A card's name, case-insensitive; only names of real cards (G4).
    fn from_str(text: &str) -> Result<Card, ()> {
        let lower = text.to_ascii_lowercase();
        let kind = Kind::ALL
            .into_iter()
            .find(|k| lower.starts_with(k.word()) && lower[k.word().len()..].parse::<u8>().is_ok())
            .ok_or(())?;
        let value: u8 = lower[kind.word().len()..].parse().map_err(|_| ())?;
        let card = Card { kind, value };
        CardId::all()
            .any(|id| id.card() == card)
            .then_some(card)
            .ok_or(())
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse()
            .map_err(|()| serde::de::Error::custom(format!("no card is called {text}")))
    }
}

/// The table of G4: every card, in canonical order (kinds in row order,
/// then rising value).
const TABLE: [(Kind, u8); CARDS] = {
    use Kind::*;
    [
        (Church, 4),
        (Church, 5),
        (Church, 5),
        (Church, 6),
        (Church, 7),
        (Church, 7),
        (Church, 8),
        (Church, 9),
        (Gate, 1),
        (Gate, 1),
        (Gate, 2),
        (Gate, 2),
        (Gate, 3),
        (Gate, 3),
        (Gate, 3),
        (Gate, 3),
        (Gate, 4),
        (Gate, 4),
        (TownHall, 5),
        (TownHall, 6),
        (TownHall, 7),
        (TownHall, 8),
        (TownHall, 9),
        (TownHall, 10),
        (Tower, 3),
        (Tower, 3),
        (Tower, 4),
        (Tower, 4),
        (Tower, 5),
        (Tower, 5),
        (LeftCorner, 2),
        (LeftCorner, 3),
        (LeftCorner, 3),
        (LeftCorner, 4),
        (LeftCorner, 5),
        (RightCorner, 2),
        (RightCorner, 3),
        (RightCorner, 3),
        (RightCorner, 4),
        (RightCorner, 5),
    ]
};

/// One of the 40 physical cards, numbered in canonical order. The engine
/// follows each card (who has seen it, where it is); players only ever
/// see its [`Card`] name.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct CardId(pub(crate) u8);

impl CardId {
    /// Every card, in canonical order.
    pub fn all() -> impl Iterator<Item = CardId> {
        (0..CARDS as u8).map(CardId)
    }

    /// Its name.
    pub const fn card(self) -> Card {
        let (kind, value) = TABLE[self.0 as usize];
        Card { kind, value }
    }

    /// Its index, 0–39.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A face of the die (G2): 1–5 thalers, or the saboteur.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Face {
    /// 1–5.
    Pips(u8),
    /// The saboteur face, written `S`.
    Saboteur,
}

impl Face {
    /// The face for a uniform draw 0–5 (G20): `1`–`5`, then `S`.
    pub(crate) const fn from_draw(draw: u32) -> Face {
        if draw < 5 {
            Face::Pips(draw as u8 + 1)
        } else {
            Face::Saboteur
        }
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Face::Pips(n) => write!(f, "{n}"),
            Face::Saboteur => f.write_str("S"),
        }
    }
}

impl FromStr for Face {
    type Err = ();

    fn from_str(text: &str) -> Result<Face, ()> {
        match text {
            "S" | "s" => Ok(Face::Saboteur),
            _ => match text.parse::<u8>() {
                Ok(n @ 1..=5) => Ok(Face::Pips(n)),
                _ => Err(()),
            },
        }
    }
}

impl Serialize for Face {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Face {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse()
            .map_err(|()| serde::de::Error::custom(format!("no die face {text}")))
    }
}

/// One of the two piles (G5).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pile {
    /// Face up: its top card is seen by all.
    Up,
    /// Face down.
    Down,
}

impl Pile {
    /// Both piles.
    pub const ALL: [Pile; 2] = [Pile::Up, Pile::Down];

    /// Its word in the notation.
    pub const fn word(self) -> &'static str {
        match self {
            Pile::Up => "up",
            Pile::Down => "down",
        }
    }

    pub(crate) const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Pile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_has_the_rules_page_counts() {
        let count = |k| CardId::all().filter(|c| c.card().kind == k).count();
        assert_eq!(
            Kind::ALL.map(count),
            [8, 10, 6, 6, 5, 5],
            "G4: 8 + 10 + 6 + 6 + 5 + 5 = 40"
        );
        let ids: Vec<Card> = CardId::all().map(CardId::card).collect();
        let mut sorted = ids.clone();
        sorted.sort();
        assert_eq!(ids, sorted, "canonical order");
        let coins: u32 = CardId::all().map(|c| c.card().coins()).sum();
        assert_eq!(coins, 4 * 2 + 6, "gates 1-2 two coins, 3-4 one");
    }

    #[test]
    fn names_read_and_write() {
        for id in CardId::all() {
            let card = id.card();
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
        assert_eq!("TownHall10".parse::<Card>().map(|c| c.value), Ok(10));
        assert!("church1".parse::<Card>().is_err(), "no church of 1");
        assert!("gate".parse::<Card>().is_err());
        assert!("castle3".parse::<Card>().is_err());
        assert_eq!("S".parse::<Face>(), Ok(Face::Saboteur));
        assert!("6".parse::<Face>().is_err());
    }
}
