//! Basilica's actions (B11, B21, B24), as the notation writes them.

use std::fmt;

use super::cathedral::{Cell, Rank};
use super::manifest::Order;

/// One of the three order or vault slots, shown as 1–3 (`O2`, `V3`).
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
pub struct Slot(u8);

impl Slot {
    /// The three slots.
    pub const ALL: [Slot; 3] = [Slot(0), Slot(1), Slot(2)];

    /// Slot `number` (1–3).
    pub fn from_number(number: u64) -> Option<Slot> {
        (1..=3).contains(&number).then(|| Slot(number as u8 - 1))
    }

    /// 0-based index.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The number players see.
    pub const fn number(self) -> u8 {
        self.0 + 1
    }
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// An order carried out, with every choice it needs.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum OrderAction {
    /// `promote <cell> <rank>`
    Promote {
        /// Your builder.
        cell: Cell,
        /// Its new rank.
        rank: Rank,
    },
    /// `move <from> <to>`
    Move {
        /// Your builder.
        from: Cell,
        /// An adjacent free vault.
        to: Cell,
    },
    /// `recruit <cell>`
    Recruit {
        /// A free vault.
        cell: Cell,
    },
    /// `confusion <own> <from> <to>`: remove your builder at `own`, then move
    /// the opponent's builder at `from` to `to` (B21, B24).
    Confusion {
        /// Your builder, back to your reserve.
        own: Cell,
        /// The opponent's builder.
        from: Cell,
        /// Where it goes.
        to: Cell,
    },
    /// `glass <cell>`
    Glass {
        /// A vault holding your builder.
        cell: Cell,
    },
    /// `scaffold <cell> <cell>`, placed in that order.
    Scaffold {
        /// The first scaffold.
        first: Cell,
        /// The second scaffold.
        second: Cell,
    },
    /// `catastrophe <cell>`
    Catastrophe {
        /// A vault without a builder.
        cell: Cell,
    },
}

impl OrderAction {
    /// Which order this carries out.
    pub const fn order(&self) -> Order {
        match self {
            OrderAction::Promote { .. } => Order::Promote,
            OrderAction::Move { .. } => Order::Move,
            OrderAction::Recruit { .. } => Order::Recruit,
            OrderAction::Confusion { .. } => Order::Confusion,
            OrderAction::Glass { .. } => Order::Glass,
            OrderAction::Scaffold { .. } => Order::Scaffold,
            OrderAction::Catastrophe { .. } => Order::Catastrophe,
        }
    }
}

impl fmt::Display for OrderAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let word = self.order().word();
        match self {
            OrderAction::Promote { cell, rank } => write!(f, "{word} {cell} {}", rank.word()),
            OrderAction::Move { from, to } => write!(f, "{word} {from} {to}"),
            OrderAction::Recruit { cell }
            | OrderAction::Glass { cell }
            | OrderAction::Catastrophe { cell } => {
                write!(f, "{word} {cell}")
            }
            OrderAction::Confusion { own, from, to } => write!(f, "{word} {own} {from} {to}"),
            OrderAction::Scaffold { first, second } => write!(f, "{word} {first} {second}"),
        }
    }
}

/// What the opponent does when they pay for a paid order (B24).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PaidAction {
    /// `pay promote <cell> <rank>`
    Promote {
        /// Their builder.
        cell: Cell,
        /// A rank other than the active player's choice.
        rank: Rank,
    },
    /// `pay recruit <cell>`
    Recruit {
        /// A free vault next to one of their builders.
        cell: Cell,
    },
    /// `pay confusion <from> <to>`: their own move replaces the one stated.
    Confusion {
        /// Their builder.
        from: Cell,
        /// An adjacent free vault.
        to: Cell,
    },
}

impl PaidAction {
    /// The order this pays for.
    pub const fn order(&self) -> Order {
        match self {
            PaidAction::Promote { .. } => Order::Promote,
            PaidAction::Recruit { .. } => Order::Recruit,
            PaidAction::Confusion { .. } => Order::Confusion,
        }
    }
}

impl fmt::Display for PaidAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let word = self.order().word();
        match self {
            PaidAction::Promote { cell, rank } => write!(f, "pay {word} {cell} {}", rank.word()),
            PaidAction::Recruit { cell } => write!(f, "pay {word} {cell}"),
            PaidAction::Confusion { from, to } => write!(f, "pay {word} {from} {to}"),
        }
    }
}

/// One Basilica action.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// `V<s> <cell>`: place the vault of vault slot `s` (B14).
    Vault {
        /// The vault slot.
        slot: Slot,
        /// Where.
        cell: Cell,
    },
    /// `B`: a builder on the vault just placed (B18).
    Builder,
    /// `O<s> …`: carry out the order of order slot `s` (B19).
    Order {
        /// The order slot.
        slot: Slot,
        /// The order with its choices.
        order: OrderAction,
    },
    /// `pay …`: the opponent buys the paid order (B23).
    Pay(PaidAction),
    /// `decline`: the opponent does not buy it.
    Decline,
}

impl fmt::Display for Action {
    /// The notation of the rules page.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Vault { slot, cell } => write!(f, "V{slot} {cell}"),
            Action::Builder => f.write_str("B"),
            Action::Order { slot, order } => write!(f, "O{slot} {order}"),
            Action::Pay(paid) => write!(f, "{paid}"),
            Action::Decline => f.write_str("decline"),
        }
    }
}
