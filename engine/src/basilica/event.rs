//! What happens in a game, as it happens: the bot words these for players
//! ("Bob paid 1 coin to recruit at b2") and shows scorings zone by zone.
//!
//! Events go to an [`Events`] sink chosen at compile time: `()` discards
//! them at no cost (random playouts), a `Vec<Event>` records them.

use super::action::{OrderAction, PaidAction, Slot};
use super::cathedral::Cell;
use super::manifest::TileId;
use super::scoring::Scoring;
use super::{End, PaidOffer};
use crate::seat::Seat;

/// Something that happened in a Basilica game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// A vault was placed (B14).
    VaultPlaced {
        /// By whom.
        seat: Seat,
        /// From which vault slot.
        slot: Slot,
        /// The tile.
        tile: TileId,
        /// Where.
        cell: Cell,
    },
    /// A builder was placed on the vault just placed (B18).
    BuilderPlaced {
        /// Whose.
        seat: Seat,
        /// Where.
        cell: Cell,
    },
    /// An order was carried out (B19–B21).
    OrderCarriedOut {
        /// By whom.
        seat: Seat,
        /// From which order slot.
        slot: Slot,
        /// The tile, now discarded.
        tile: TileId,
        /// The order with its choices (a confusion's move as stated).
        order: OrderAction,
    },
    /// The opponent is asked whether to pay for the paid order (B23, B25).
    PaidOffered {
        /// Who is asked.
        asked: Seat,
        /// What they may buy.
        offer: PaidOffer,
    },
    /// The opponent paid a coin and carried out the paid order (B24).
    PaidBought {
        /// Who paid.
        seat: Seat,
        /// What they did.
        action: PaidAction,
    },
    /// The opponent declined (a stated confusion move then stands).
    PaidDeclined {
        /// Who declined.
        seat: Seat,
        /// What was on offer.
        offer: PaidOffer,
    },
    /// The king advanced (B16).
    KingMoved {
        /// His new position.
        to: u8,
    },
    /// A scoring, zone by zone (B30).
    Scored {
        /// The breakdown.
        scoring: Scoring,
        /// Whether it is the final scoring after the pile ran out (B28).
        last: bool,
    },
    /// The clean-up after a scoring (B31): rows 1–2 and scaffolds gone,
    /// builders home, the rest slid down.
    CleanedUp,
    /// No vault tile fitted anywhere: the three were replaced (B17).
    VaultsReplaced {
        /// The tiles discarded.
        discarded: [TileId; 3],
    },
    /// The pile ran out the first time and the discard became the pile (B28).
    PileReshuffled {
        /// Tiles in the new pile.
        tiles: usize,
    },
    /// A new turn began.
    TurnBegan {
        /// Whose.
        seat: Seat,
    },
    /// The game ended (B32).
    GameOver {
        /// Why.
        end: End,
    },
}

/// Where events go.
pub trait Events {
    /// Whether events are kept (expensive ones are only built if so).
    const RECORDING: bool;
    /// Takes one event.
    fn push(&mut self, event: Event);
}

impl Events for () {
    const RECORDING: bool = false;
    fn push(&mut self, _: Event) {}
}

impl Events for Vec<Event> {
    const RECORDING: bool = true;
    fn push(&mut self, event: Event) {
        Vec::push(self, event);
    }
}
