//! One action of one seat (rules page, "Notation").

use std::fmt;

use super::card::{Card, Pile};
use super::city::Place;
use crate::seat::Seat;

/// What a sabotage attacks (G8).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Target {
    /// The card at this position of the seat's city (G9).
    Building(u8),
    /// The seat's hand of 5 or more (G10).
    Hand,
}

/// One action.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// Take a stone from this seat, the reserve being empty (G6).
    Steal(Seat),
    /// Put up the up pile's top card, opening with this bid (G7).
    AuctionUp(u32),
    /// Put up the down pile's top card, seen by the opener alone (G7).
    AuctionDown,
    /// Bid this much: the opening bid of a face-down auction, or a raise (G14).
    Bid(u32),
    /// Leave the auction for good (G14).
    Pass,
    /// Lay 1–3 cards, in order (G8, G16).
    Build(Vec<(Card, Place)>),
    /// Attack another seat's building or hand (G8–G10); the pile that
    /// receives a removed card, named when the piles are equal.
    Sabotage {
        /// Whose.
        seat: Seat,
        /// What.
        target: Target,
        /// The pile named (only when the piles are equal).
        pile: Option<Pile>,
    },
    /// Neither build nor sabotage (G8), or no final build (G18).
    Done,
    /// Pay the attacker the building's value to keep it (G9).
    Pay,
    /// Let the building be destroyed (G9).
    Refuse,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Steal(seat) => write!(f, "steal {seat}"),
            Action::AuctionUp(bid) => write!(f, "auction up {bid}"),
            Action::AuctionDown => f.write_str("auction down"),
            Action::Bid(bid) => write!(f, "bid {bid}"),
            Action::Pass => f.write_str("pass"),
            Action::Build(cards) => {
                f.write_str("build ")?;
                for (i, (card, place)) in cards.iter().enumerate() {
                    if i > 0 {
                        f.write_str("; ")?;
                    }
                    write!(f, "{card} {place}")?;
                }
                Ok(())
            }
            Action::Sabotage { seat, target, pile } => {
                write!(f, "sabotage {seat} ")?;
                match target {
                    Target::Building(position) => write!(f, "{position}")?,
                    Target::Hand => f.write_str("hand")?,
                }
                if let Some(pile) = pile {
                    write!(f, " {pile}")?;
                }
                Ok(())
            }
            Action::Done => f.write_str("done"),
            Action::Pay => f.write_str("pay"),
            Action::Refuse => f.write_str("refuse"),
        }
    }
}
