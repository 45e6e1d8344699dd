//! What happens in a Cardinal game, for telling players about it.

use super::town::{Building, Cell, Colour};
use crate::seat::Seat;

/// Why a seat passed (C9).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Pass {
    /// It has no building left.
    NoBuildingLeft,
    /// None of its buildings may go anywhere.
    NowhereToBuild,
}

/// Something that happened in a Cardinal game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// A building was placed (C7), earning pawns (C10).
    Built {
        /// By whom.
        seat: Seat,
        /// What, where.
        building: Building,
        /// Pawns taken, by colour.
        pawns: [u8; 4],
        /// Pawns it would have earned of colours the supply ran out of.
        missed: [u8; 4],
    },
    /// The first builder took a pawn of their choice (C10).
    FirstPawn {
        /// Who.
        seat: Seat,
        /// Its colour.
        colour: Colour,
    },
    /// The cardinal was put down or moved (C11).
    CardinalMoved {
        /// By whom.
        seat: Seat,
        /// Where it stood, if it was on the table.
        from: Option<Cell>,
        /// Where it stands now.
        to: Cell,
    },
    /// A seat passed, automatically (C9).
    Passed {
        /// Who.
        seat: Seat,
        /// Why.
        why: Pass,
    },
    /// A seat left the game (resigned, or its move clock was claimed): it
    /// builds no more and ranks last.
    Left {
        /// Who.
        seat: Seat,
    },
    /// Nobody can build any more (C12), or one seat is left.
    GameOver {
        /// Whether every building was placed (else nobody could build, or
        /// everyone else left).
        all_built: bool,
    },
}
