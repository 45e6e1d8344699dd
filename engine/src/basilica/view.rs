//! What a player sees of a Basilica game: everything but the pile's order.

use serde::Serialize;

use super::cathedral::{Cathedral, Cell};
use super::manifest::TileId;
use super::{Basilica, End, PaidQuestion, Player};
use crate::game::{Game, Outcome};
use crate::seat::Seat;

/// The public state of a game, for pictures and summaries.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct BasilicaView {
    /// The cathedral.
    pub cathedral: Cathedral,
    /// Order slots 1–3.
    pub orders: [Option<TileId>; 3],
    /// Vault slots 1–3.
    pub vaults: [Option<TileId>; 3],
    /// Tiles left in the pile.
    pub pile: usize,
    /// Tiles in the discard pile.
    pub discard: usize,
    /// Times the pile ran out (B28).
    pub exhaustions: u8,
    /// The king's position (B6).
    pub king: u8,
    /// Scorings made.
    pub scorings: u8,
    /// Both players, by seat.
    pub players: [Player; 2],
    /// Whose turn it is.
    pub active: Seat,
    /// Actions the active player has left.
    pub actions_left: u8,
    /// Who must act now (the asked opponent during a paid question).
    pub to_act: Option<Seat>,
    /// The vault a `B` would occupy.
    pub just_placed: Option<Cell>,
    /// The open paid-order question.
    pub question: Option<PaidQuestion>,
    /// Why the game ended.
    pub end: Option<End>,
    /// Final scores and winner.
    pub outcome: Option<Outcome>,
}

impl BasilicaView {
    pub(super) fn of(game: &Basilica) -> BasilicaView {
        BasilicaView {
            cathedral: game.cathedral.clone(),
            orders: game.orders,
            vaults: game.vaults,
            pile: game.pile.len(),
            discard: game.discard.len(),
            exhaustions: game.exhaustions,
            king: game.king,
            scorings: game.scorings,
            players: game.players,
            active: game.active,
            actions_left: game.actions_left,
            to_act: game.to_act().single(),
            just_placed: game.just_placed,
            question: game.question,
            end: game.end,
            outcome: game.outcome(),
        }
    }
}
