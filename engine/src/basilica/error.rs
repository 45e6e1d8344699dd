//! Why a Basilica action is refused: one variant per reason, each citing its
//! rule. The engine returns these structured; the English wording here is
//! the default (the bot may word them in other languages).

use std::fmt;

use super::action::Slot;
use super::cathedral::{Cell, Rank};
use super::manifest::Order;
use crate::game::{Rule, RuleError};
use crate::seat::Seat;

const fn b(number: u8) -> Rule {
    Rule::new('B', number)
}

/// A refused Basilica action. Nothing changed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IllegalAction {
    /// The game has ended (B32).
    GameOver,
    /// Another seat must act now.
    NotYourTurn {
        /// Who must act.
        to_act: Seat,
    },
    /// The active player waits for the opponent's answer to a paid order (B25).
    WaitingForAnswer {
        /// The seat asked.
        asked: Seat,
    },
    /// The asked opponent must pay or decline before anything else (B25).
    MustAnswerFirst {
        /// The paid order on offer.
        order: Order,
    },
    /// `pay`/`decline` with no paid order on offer (B23).
    NothingToAnswer,
    /// `pay` names another order than the one on offer (B24).
    WrongPaidOrder {
        /// The paid order on offer.
        offered: Order,
        /// The order named.
        named: Order,
    },
    /// The order slot holds another order than the one named.
    WrongOrder {
        /// The slot.
        slot: Slot,
        /// The order of its tile.
        actual: Order,
        /// The order named.
        named: Order,
    },
    /// A tile already stands on the cell (B14).
    CellTaken {
        /// The cell.
        cell: Cell,
        /// Whether it is a scaffold (else a vault).
        scaffold: bool,
    },
    /// The cell is neither in row 1 nor next to a vault or scaffold (B14).
    NotNextToCathedral {
        /// The cell.
        cell: Cell,
    },
    /// A joker would touch another joker (B15).
    JokerNextToJoker {
        /// Where the new joker would go.
        cell: Cell,
        /// The joker it would touch.
        joker: Cell,
    },
    /// `B` is only allowed right after a `V` of the same turn (B18).
    BuilderNotAfterVault,
    /// No builder left in reserve.
    NoBuilderInReserve {
        /// The rule needing one: B18, B21 (recruit) or B24 (paid recruit).
        rule: Rule,
    },
    /// No promotion token left in reserve (B21, B24).
    NoPromotionToken {
        /// B21, or B24 for the paid promote.
        rule: Rule,
    },
    /// No vault on the cell (B22).
    NoVault {
        /// The cell.
        cell: Cell,
    },
    /// The acting player has no builder on the cell.
    NoOwnBuilder {
        /// The cell.
        cell: Cell,
        /// The rule: B21, or B24 for a paid order.
        rule: Rule,
    },
    /// The opponent has no builder on the cell (confusion, B21).
    NoOpponentBuilder {
        /// The cell.
        cell: Cell,
    },
    /// A builder already stands on the vault (B18).
    VaultOccupied {
        /// The cell.
        cell: Cell,
    },
    /// A move must go to an adjacent vault (B21).
    NotAdjacent {
        /// From.
        from: Cell,
        /// To.
        to: Cell,
    },
    /// A promotion must change the rank (B21).
    SameRank {
        /// The builder.
        cell: Cell,
        /// Its rank already.
        rank: Rank,
    },
    /// The paid promote must differ from the active player's rank (B24).
    RankAlreadyChosen {
        /// The active player's rank.
        rank: Rank,
    },
    /// The vault already has a stained-glass token (B21).
    AlreadyGlass {
        /// The cell.
        cell: Cell,
    },
    /// A catastrophe cannot hit a vault with a builder (B21).
    CatastropheOnBuilder {
        /// The cell.
        cell: Cell,
    },
    /// The paid recruit must be next to one of the payer's builders (B24).
    NotNextToOwnBuilder {
        /// The cell.
        cell: Cell,
    },
    /// Both scaffolds on the same cell (B21).
    SameCellTwice {
        /// The cell.
        cell: Cell,
    },
}

impl IllegalAction {
    fn message(&self, name: &dyn Fn(Seat) -> String) -> String {
        use IllegalAction::*;
        let held = |scaffold: bool| if scaffold { "a scaffold" } else { "a vault" };
        match *self {
            GameOver => "the game is over".into(),
            NotYourTurn { to_act } => format!("it is {}'s turn", name(to_act)),
            WaitingForAnswer { asked } => {
                format!(
                    "{} must first answer the paid order (pay or decline)",
                    name(asked)
                )
            }
            MustAnswerFirst { order } => {
                format!("answer the paid {order} order first: pay {order} … or decline")
            }
            NothingToAnswer => "there is no paid order to answer".into(),
            WrongPaidOrder { offered, named } => {
                format!("the paid order on offer is {offered}, not {named}")
            }
            WrongOrder {
                slot,
                actual,
                named,
            } => {
                format!("slot {slot} holds a {actual} order, not {named}")
            }
            CellTaken { cell, scaffold } => format!("{cell} already holds {}", held(scaffold)),
            NotNextToCathedral { cell } => format!("{cell} is not next to the cathedral"),
            JokerNextToJoker { joker, .. } => format!("a joker cannot touch the joker at {joker}"),
            BuilderNotAfterVault => {
                "a builder can only be placed right after placing a vault this turn".into()
            }
            NoBuilderInReserve { .. } => "there is no builder left in reserve".into(),
            NoPromotionToken { .. } => "there is no promotion token left in reserve".into(),
            NoVault { cell } => format!("there is no vault at {cell}"),
            NoOwnBuilder { cell, .. } => format!("there is no builder of yours at {cell}"),
            NoOpponentBuilder { cell } => format!("there is no opponent builder at {cell}"),
            VaultOccupied { cell } => format!("the vault at {cell} already has a builder"),
            NotAdjacent { from, to } => format!("{to} is not next to {from}"),
            SameRank { cell, rank } => {
                let article = if rank == Rank::Architect { "an" } else { "a" };
                format!("the builder at {cell} is already {article} {rank}")
            }
            RankAlreadyChosen { rank } => {
                format!("the paid promotion must choose a rank other than {rank}")
            }
            AlreadyGlass { cell } => {
                format!("the vault at {cell} already has a stained-glass token")
            }
            CatastropheOnBuilder { cell } => {
                format!("the vault at {cell} holds a builder and cannot be discarded")
            }
            NotNextToOwnBuilder { cell } => {
                format!("{cell} is not next to a vault holding one of your builders")
            }
            SameCellTwice { cell } => format!("both scaffolds cannot go on {cell}"),
        }
    }
}

impl RuleError for IllegalAction {
    fn rule(&self) -> Option<Rule> {
        use IllegalAction::*;
        Some(match *self {
            GameOver => b(32),
            NotYourTurn { .. } | WrongOrder { .. } => return None,
            WaitingForAnswer { .. } | MustAnswerFirst { .. } => b(25),
            NothingToAnswer => b(23),
            WrongPaidOrder { .. } | RankAlreadyChosen { .. } | NotNextToOwnBuilder { .. } => b(24),
            CellTaken { .. } | NotNextToCathedral { .. } => b(14),
            JokerNextToJoker { .. } => b(15),
            BuilderNotAfterVault | VaultOccupied { .. } => b(18),
            NoBuilderInReserve { rule } | NoPromotionToken { rule } | NoOwnBuilder { rule, .. } => {
                rule
            }
            NoVault { .. } => b(22),
            NoOpponentBuilder { .. }
            | NotAdjacent { .. }
            | SameRank { .. }
            | AlreadyGlass { .. }
            | CatastropheOnBuilder { .. }
            | SameCellTwice { .. } => b(21),
        })
    }

    fn describe(&self, names: &[&str]) -> String {
        let name = |seat: Seat| match names.get(seat.index()) {
            Some(name) => (*name).to_owned(),
            None => format!("seat {seat}"),
        };
        let message = self.message(&name);
        match self.rule() {
            Some(rule) => format!("{message} ({rule})"),
            None => message,
        }
    }
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(&[]))
    }
}

impl std::error::Error for IllegalAction {}

pub(crate) const B18: Rule = b(18);
pub(crate) const B21: Rule = b(21);
pub(crate) const B24: Rule = b(24);
