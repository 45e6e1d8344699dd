//! What everyone sees of a game of Babylon (Y43).

use serde::Serialize;

use super::{Breakdown, Mode, Placed, Sheet, Step, Turn};
use crate::game::Outcome;
use crate::seat::{Seat, SeatSet};

/// What everyone sees of a game (Y43): all of it but the decks' order,
/// future rolls and the seed.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct BabylonView {
    /// The manifest whose tables the game plays.
    pub manifest: u32,
    /// Seats at the table.
    pub seats: usize,
    /// Solo: the level.
    pub mode: Option<Mode>,
    /// The round, from 1.
    pub round: u8,
    /// Rounds in the game.
    pub rounds: u8,
    /// Where the round stands.
    pub step: Step,
    /// The first player.
    pub first: Seat,
    /// This round's shape card.
    pub card: Option<u8>,
    /// Shape cards removed face up.
    pub removed: Vec<u8>,
    /// Shape cards still face down.
    pub deck_left: usize,
    /// Solo: this round's penalty card and whether it was accepted.
    pub penalty: Option<(u8, Option<bool>)>,
    /// Solo: ignored penalty cards.
    pub kept: Vec<u8>,
    /// This round's tile.
    pub placed: Option<Placed>,
    /// Blue dice left by value.
    pub blue: [u8; 6],
    /// Green dice left.
    pub green: u8,
    /// Seats still to take a die, in order.
    pub draft: Vec<Seat>,
    /// Each seat.
    pub players: Vec<SeatView>,
    /// Who must act.
    pub to_act: SeatSet,
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
}

/// What everyone sees of a seat.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct SeatView {
    /// The sheet.
    pub sheet: Sheet,
    /// This round: dice, loose resources, pawns, pending bonus.
    pub turn: Turn,
    /// Whether its Write is done.
    pub done: bool,
    /// Whether it left.
    pub left: bool,
    /// Write actions it may take back.
    pub undoable: usize,
    /// Its score so far.
    pub score: Breakdown,
}
