//! Why an action is refused: one variant per reason, each citing its rule.
//! The English wording here is the default; the bot words them in the
//! reader's language.

use std::fmt;

use super::card::{Card, Pile};
use super::city::Place;
use crate::game::{Rule, RuleError};
use crate::seat::Seat;

const fn g(number: u8) -> Rule {
    Rule::new('G', number)
}

/// The question the game is waiting on, which says which actions fit now.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Question {
    /// Which seat to take a stone from (G6).
    Steal,
    /// Which pile to put up, and the opening bid of a face-up card (G7).
    Auction,
    /// The opening bid of a face-down auction (G7).
    OpeningBid,
    /// Raise or pass (G14).
    Bid,
    /// Build, sabotage or neither (G8).
    BuildOrSabotage,
    /// Pay for the attacked building or let it go (G9).
    PayOrRefuse,
    /// The final round's build (G18).
    FinalBuild,
}

impl Question {
    /// The rule that asks it.
    pub const fn rule(self) -> Rule {
        match self {
            Question::Steal => g(6),
            Question::Auction | Question::OpeningBid => g(7),
            Question::Bid => g(14),
            Question::BuildOrSabotage => g(8),
            Question::PayOrRefuse => g(9),
            Question::FinalBuild => g(18),
        }
    }

    /// What may be said, in the notation.
    pub const fn words(self) -> &'static str {
        match self {
            Question::Steal => "steal <seat>",
            Question::Auction => "auction up <n> or auction down",
            Question::OpeningBid => "bid <n>",
            Question::Bid => "bid <n> or pass",
            Question::BuildOrSabotage => "build, sabotage or done",
            Question::PayOrRefuse => "pay or refuse",
            Question::FinalBuild => "build or done",
        }
    }
}

/// A refused action. Nothing changed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum IllegalAction {
    /// The game is over (G11, G18).
    GameOver,
    /// Another seat must act now.
    NotYourTurn {
        /// Who must act.
        to_act: Seat,
    },
    /// The seat has left the game (G23).
    AlreadyLeft {
        /// Who.
        seat: Seat,
    },
    /// No such seat at this table.
    NoSuchSeat {
        /// The seat named.
        seat: Seat,
    },
    /// The action does not answer the question asked.
    NotNow {
        /// The question asked.
        question: Question,
    },
    /// A stone can only be taken from another seat holding one (G6).
    NoStoneToTake {
        /// The seat named.
        seat: Seat,
    },
    /// Bids are 1 to 999 thalers (G14).
    BidOutOfRange {
        /// The bid.
        bid: u32,
    },
    /// A raise must be above the current bid (G14).
    BidTooLow {
        /// The bid.
        bid: u32,
        /// The highest bid so far.
        current: u32,
    },
    /// A build lays 1 to 3 cards (G8).
    TooManyCards {
        /// How many were named.
        count: usize,
    },
    /// A seat's first build lays exactly 3 cards (G8).
    FirstBuildOfThree {
        /// How many were named.
        count: usize,
    },
    /// The card is not in the seat's hand (G8).
    NotInHand {
        /// The card.
        card: Card,
    },
    /// Before the final round a city holds one corner tower (G8, G11).
    SecondCorner {
        /// The corner tower.
        card: Card,
    },
    /// Two cards of one type never stand side by side (G8).
    SideBySide {
        /// The card laid.
        card: Card,
        /// The card it would touch.
        other: Card,
    },
    /// A corner tower closes its end (G8, G16).
    EndClosed {
        /// The end named.
        place: Place,
    },
    /// A corner tower stands at its own end (G8).
    CornerAtItsEnd {
        /// The corner tower.
        card: Card,
    },
    /// A corner tower never fills a breach (G16).
    CornerInBreach {
        /// The corner tower.
        card: Card,
    },
    /// No breach at that position (G16).
    NotABreach {
        /// The position named.
        position: u8,
    },
    /// A sabotage needs a stone (G8).
    NoStone,
    /// Nobody sabotages themself (G8).
    SabotageSelf,
    /// The seat has left the game: nobody attacks it (G23).
    TargetLeft {
        /// Who.
        seat: Seat,
    },
    /// Only a city with the fewest shields may be attacked (G8).
    NotFewestShields {
        /// The seat named.
        seat: Seat,
        /// Its shields.
        shields: u32,
        /// The fewest among the cities with a card.
        fewest: u32,
    },
    /// The seat's city has no card at that position (G8, G16).
    NoBuildingThere {
        /// Whose city.
        seat: Seat,
        /// The position named.
        position: u8,
    },
    /// Only a hand of 5 or more may be attacked (G8).
    HandTooSmall {
        /// Whose hand.
        seat: Seat,
        /// How many cards it holds.
        size: usize,
    },
    /// The piles are equal: name the one that receives the card (G9).
    PileNeeded,
    /// The piles differ: the card goes under the smaller, so no pile is
    /// named (G9).
    PileNotNamed {
        /// The pile named.
        pile: Pile,
    },
    /// A record's `picks` names a card not in the sabotaged hand (G21).
    PickNotInHand {
        /// The card named.
        card: Card,
    },
}

impl RuleError for IllegalAction {
    fn rule(&self) -> Option<Rule> {
        use IllegalAction::*;
        Some(match self {
            GameOver => g(11),
            NotYourTurn { .. } | AlreadyLeft { .. } | NoSuchSeat { .. } => return None,
            NotNow { question } => question.rule(),
            NoStoneToTake { .. } => g(6),
            BidOutOfRange { .. } | BidTooLow { .. } => g(14),
            TooManyCards { .. }
            | FirstBuildOfThree { .. }
            | NotInHand { .. }
            | SecondCorner { .. }
            | SideBySide { .. }
            | CornerAtItsEnd { .. }
            | NoStone
            | SabotageSelf
            | NotFewestShields { .. }
            | NoBuildingThere { .. }
            | HandTooSmall { .. } => g(8),
            EndClosed { .. } | CornerInBreach { .. } | NotABreach { .. } => g(16),
            TargetLeft { .. } => g(23),
            PileNeeded | PileNotNamed { .. } => g(9),
            PickNotInHand { .. } => g(21),
        })
    }

    fn describe(&self, names: &[&str]) -> String {
        use IllegalAction::*;
        let name = |seat: Seat| match names.get(seat.index()) {
            Some(name) => (*name).to_owned(),
            None => format!("seat {seat}"),
        };
        match self {
            GameOver => "the game is over".into(),
            NotYourTurn { to_act } => format!("it is {}'s turn", name(*to_act)),
            AlreadyLeft { seat } => format!("{} has left the game", name(*seat)),
            NoSuchSeat { seat } => format!("there is no seat {seat} at this table"),
            NotNow { question } => format!("now is the time for {}", question.words()),
            NoStoneToTake { seat } => {
                format!("{} holds no stone to take", name(*seat))
            }
            BidOutOfRange { bid } => format!("a bid is 1 to 999 thalers, not {bid}"),
            BidTooLow { bid, current } => {
                format!("a raise must be above {current}, not {bid}")
            }
            TooManyCards { count } => format!("a build lays 1 to 3 cards, not {count}"),
            FirstBuildOfThree { count } => {
                format!("your first build lays exactly 3 cards, not {count}")
            }
            NotInHand { card } => format!("{card} is not in your hand"),
            SecondCorner { card } => {
                format!("{card}: a city holds one corner tower until the final round")
            }
            SideBySide { card, other } => {
                format!("{card} would stand beside {other}, a building of its type")
            }
            EndClosed { place } => format!("a corner tower closes the {place} end"),
            CornerAtItsEnd { card } => format!("{card} stands at its own end of the row"),
            CornerInBreach { card } => format!("{card}: a corner tower never fills a breach"),
            NotABreach { position } => format!("position {position} is not a breach"),
            NoStone => "a sabotage needs a saboteur stone".into(),
            SabotageSelf => "you cannot sabotage yourself".into(),
            TargetLeft { seat } => format!("{} has left the game", name(*seat)),
            NotFewestShields {
                seat,
                shields,
                fewest,
            } => format!(
                "{}'s city has {shields} shields; only a city with {fewest} may be attacked",
                name(*seat)
            ),
            NoBuildingThere { seat, position } => {
                format!("{}'s city has no card at position {position}", name(*seat))
            }
            HandTooSmall { seat, size } => format!(
                "{} holds {size} cards; only a hand of 5 or more may be attacked",
                name(*seat)
            ),
            PileNeeded => "the piles are equal: say which receives the card, up or down".into(),
            PileNotNamed { pile } => {
                format!("the card goes under the smaller pile: \"{pile}\" is not for you to say")
            }
            PickNotInHand { card } => format!("the record's pick {card} is not in that hand"),
        }
    }
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(&[]))
    }
}

impl std::error::Error for IllegalAction {}
