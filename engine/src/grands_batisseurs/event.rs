//! What happens in a game, as the whole table sees it: events carry no
//! secret (a face-down card's name, a purse), so they may be told in the
//! channel. What a seat sees privately is in its view.

use super::action::Target;
use super::card::{Card, Face, Kind, Pile};
use super::city::Place;
use crate::seat::Seat;

/// Something that happened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// A seat's turn began with its roll and income (G6).
    Funds {
        /// Whose turn.
        seat: Seat,
        /// The roll.
        face: Face,
        /// Thalers received: the pips and the gates' coins.
        thalers: u32,
    },
    /// A stone was taken (G6), from the reserve or from a seat.
    StoneTaken {
        /// Who took it.
        seat: Seat,
        /// From whom (`None`: the reserve).
        from: Option<Seat>,
    },
    /// The saboteur was rolled, but no stone was anywhere to take (G6).
    NoStoneLeft {
        /// Who rolled.
        seat: Seat,
    },
    /// An auction was opened (G7): the card when face up.
    AuctionOpened {
        /// The opener.
        seat: Seat,
        /// The pile.
        pile: Pile,
        /// The card, when face up.
        card: Option<Card>,
    },
    /// A bid: an opening bid or a raise (G7, G14).
    Bid {
        /// Who.
        seat: Seat,
        /// How much.
        amount: u32,
    },
    /// A seat left the auction (G14).
    Passed {
        /// Who.
        seat: Seat,
    },
    /// The face-down card's type, announced as the bidding came back to
    /// its opener (G7).
    Announced {
        /// The opener.
        seat: Seat,
        /// The type.
        kind: Kind,
    },
    /// A winner could not pay: their purse went to the bank (G7, G15).
    Insolvent {
        /// Who.
        seat: Seat,
        /// The bid they could not pay.
        bid: u32,
    },
    /// A seat took the auctioned card and paid (G7, G15).
    Took {
        /// Who.
        seat: Seat,
        /// What they paid.
        bid: u32,
        /// The opener's share (the bank has the rest).
        to_opener: u32,
        /// The card, when face up.
        card: Option<Card>,
    },
    /// Nobody could pay: the card went under a pile (G15).
    Returned {
        /// The pile.
        pile: Pile,
        /// The card, when face up.
        card: Option<Card>,
    },
    /// An auction took the last card of a pile: the final round follows
    /// this turn (G11).
    LastCard {
        /// Whose auction.
        seat: Seat,
    },
    /// Cards were laid (G8, G16).
    Built {
        /// Whose city.
        seat: Seat,
        /// The cards, in order, with where each went.
        cards: Vec<(Card, Place)>,
    },
    /// A sabotage (G8): the die is rolled for a building.
    Sabotage {
        /// The attacker.
        seat: Seat,
        /// Whose building or hand.
        victim: Seat,
        /// What.
        target: Target,
        /// The roll, for a building.
        face: Option<Face>,
    },
    /// The owner may pay to keep the building (G9).
    OwnerAsked {
        /// The owner.
        seat: Seat,
        /// The building.
        card: Card,
    },
    /// The owner paid the attacker (G9).
    Paid {
        /// The owner.
        seat: Seat,
        /// The attacker.
        to: Seat,
        /// How much.
        amount: u32,
    },
    /// The owner could not pay, so refused (G9).
    CannotPay {
        /// The owner.
        seat: Seat,
    },
    /// A building was destroyed (G9) or a card taken from a hand (G10);
    /// it went under a pile.
    Destroyed {
        /// Whose.
        seat: Seat,
        /// The card.
        card: Card,
        /// From the hand (else from the city).
        from_hand: bool,
        /// The pile that received it.
        pile: Pile,
    },
    /// The build-or-sabotage phase or a final build was skipped: nothing
    /// was possible (G17).
    Skipped {
        /// Whose.
        seat: Seat,
    },
    /// The final round began (G11, G18).
    FinalRound,
    /// A seat left the game (G23).
    Left {
        /// Who.
        seat: Seat,
    },
    /// The game ended (G12, G13).
    GameOver,
}
