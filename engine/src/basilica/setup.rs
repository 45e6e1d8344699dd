//! Positions built by hand: an unvalidated [`BasilicaSetup`] with every field
//! public, turned into a [`Basilica`] only if it is consistent (as
//! shakmaty turns a `Setup` into a `Position`). Tests, pictures and puzzles
//! use it; games start with [`crate::Game::new`].

use super::cathedral::{Cathedral, Cell};
use super::manifest::{TILE_COUNT, TileId};
use super::{
    ACTIONS_PER_TURN, BUILDERS, Basilica, BasilicaOptions, End, PaidOffer, PaidQuestion, Player,
    TOKENS,
};
use crate::game::{Seating, SetupError};
use crate::rng::{GameRng, Stream};
use crate::seat::Seat;

/// A Basilica position, not yet checked.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BasilicaSetup {
    /// Seats (2), first seat and seed (which drives later reshuffles).
    pub table: Seating,
    /// The cathedral.
    pub cathedral: Cathedral,
    /// Order slots 1–3.
    pub orders: [Option<TileId>; 3],
    /// Vault slots 1–3.
    pub vaults: [Option<TileId>; 3],
    /// The pile, top first.
    pub pile: Vec<TileId>,
    /// The discard pile, oldest first.
    pub discard: Vec<TileId>,
    /// Times the pile ran out.
    pub exhaustions: u8,
    /// King position.
    pub king: u8,
    /// Scorings made.
    pub scorings: u8,
    /// Both players. Reserves must match the builders and tokens on the board.
    pub players: [Player; 2],
    /// Whose turn.
    pub active: Seat,
    /// Actions left this turn.
    pub actions_left: u8,
    /// The vault placed by the previous action, which `B` may occupy.
    pub just_placed: Option<Cell>,
    /// An open paid-order question.
    pub question: Option<PaidQuestion>,
}

impl BasilicaSetup {
    /// The tiles not yet placed anywhere, in manifest order.
    pub fn unused_tiles(&self) -> Vec<TileId> {
        let used = self.tile_counts();
        TileId::all()
            .filter(|t| used[t.number() as usize - 1] == 0)
            .collect()
    }

    fn tile_counts(&self) -> [u8; TILE_COUNT] {
        let mut counts = [0u8; TILE_COUNT];
        let placed = self.cathedral.vaults().map(|(_, v)| v.tile);
        let slots = self.orders.iter().chain(&self.vaults).flatten().copied();
        for tile in placed
            .chain(slots)
            .chain(self.pile.iter().copied())
            .chain(self.discard.iter().copied())
        {
            counts[tile.number() as usize - 1] += 1;
        }
        counts
    }
}

fn invalid(message: impl Into<String>) -> SetupError {
    SetupError(message.into())
}

impl Basilica {
    /// The position as an editable setup.
    pub fn to_setup(&self) -> BasilicaSetup {
        BasilicaSetup {
            table: self.table,
            cathedral: self.cathedral.clone(),
            orders: self.orders,
            vaults: self.vaults,
            pile: self.pile.iter().rev().copied().collect(),
            discard: self.discard.clone(),
            exhaustions: self.exhaustions,
            king: self.king,
            scorings: self.scorings,
            players: self.players,
            active: self.active,
            actions_left: self.actions_left,
            just_placed: self.just_placed,
            question: self.question,
        }
    }

    /// Checks `setup` and makes it a game, brought to the next choice (a
    /// finished turn passes, unplaceable vaults are refreshed: B17).
    pub fn from_setup(setup: BasilicaSetup) -> Result<Basilica, SetupError> {
        check_tiles(&setup)?;
        check_offer(&setup)?;
        if setup.active.index() >= 2 || setup.table.first.is_some_and(|s| s.index() >= 2) {
            return Err(invalid("seats are 1 and 2"));
        }
        if setup.king > 30 || setup.scorings > 2 || setup.exhaustions > 1 {
            return Err(invalid(
                "a game in progress has king 0-30, at most 2 scorings and 1 exhaustion",
            ));
        }
        // Zero is left while a paid order of the turn's last action is answered.
        let fewest = if setup.question.is_some() { 0 } else { 1 };
        if !(fewest..=ACTIONS_PER_TURN).contains(&setup.actions_left) {
            return Err(invalid("the active player has 1 to 3 actions left (B11)"));
        }
        check_pieces(&setup)?;
        check_turn(&setup)?;
        let mut game = Basilica {
            table: setup.table,
            options: BasilicaOptions::default(),
            cathedral: setup.cathedral,
            orders: setup.orders,
            vaults: setup.vaults,
            pile: setup.pile.into_iter().rev().collect(),
            // A position set up by hand has no history of draws.
            drawn: Vec::new(),
            discard: setup.discard,
            exhaustions: setup.exhaustions,
            king: setup.king,
            scorings: setup.scorings,
            // Set up in the middle: the scorings before are not known one
            // by one.
            scored: Vec::new(),
            players: setup.players,
            active: setup.active,
            actions_left: setup.actions_left,
            just_placed: setup.just_placed,
            question: setup.question,
            end: None::<End>,
            rng: GameRng::new(setup.table.seed, Stream::Play),
        };
        game.settle(&mut ());
        Ok(game)
    }
}

/// Every tile once (B1).
fn check_tiles(setup: &BasilicaSetup) -> Result<(), SetupError> {
    let counts = setup.tile_counts();
    for tile in TileId::all() {
        match counts[tile.number() as usize - 1] {
            1 => {}
            0 => {
                return Err(invalid(format!(
                    "tile {tile} is missing (B1: all 58 tiles are somewhere)"
                )));
            }
            _ => return Err(invalid(format!("tile {tile} is used twice"))),
        }
    }
    Ok(())
}

/// Two seats, and the offer full (B9) but for an order whose paid answer is awaited (B27).
fn check_offer(setup: &BasilicaSetup) -> Result<(), SetupError> {
    if setup.table.seats != 2 {
        return Err(invalid("Basilica is for 2 players"));
    }
    if setup.vaults.contains(&None) {
        return Err(invalid("every vault slot must hold a tile (B9)"));
    }
    for slot in super::Slot::ALL {
        // The slot of an order awaiting a paid answer is refilled afterwards (B27).
        let awaiting = setup.question.is_some_and(|q| q.slot == slot);
        if setup.orders[slot.index()].is_some() == awaiting {
            return Err(invalid(format!(
                "order slot {slot} must {} (B9, B27)",
                if awaiting {
                    "be empty while its paid order is answered"
                } else {
                    "hold a tile"
                }
            )));
        }
    }
    Ok(())
}

/// Every builder, promotion token (B4) and coin (B23) somewhere, the jokers apart (B15).
fn check_pieces(setup: &BasilicaSetup) -> Result<(), SetupError> {
    let mut builders = [0u8; 2];
    let mut tokens = [0u8; 2];
    for (cell, vault) in setup.cathedral.vaults() {
        if vault.tile.tile().is_joker()
            && let Some(joker) = setup.cathedral.joker_next_to(cell)
        {
            return Err(invalid(format!(
                "the jokers at {cell} and {joker} touch (B15)"
            )));
        }
        if let Some(builder) = vault.builder {
            if builder.owner.index() >= 2 {
                return Err(invalid(format!("the builder at {cell} belongs to no seat")));
            }
            builders[builder.owner.index()] += 1;
            tokens[builder.owner.index()] += u8::from(builder.rank.is_some());
        }
    }
    for seat in Seat::all(2) {
        let (i, player) = (seat.index(), setup.players[seat.index()]);
        if builders[i] + player.reserve != BUILDERS {
            return Err(invalid(format!(
                "seat {seat}: builders on the board and in reserve must make {BUILDERS} (B4)"
            )));
        }
        if tokens[i] + player.tokens != TOKENS {
            return Err(invalid(format!(
                "seat {seat}: promotion tokens in play and in reserve must make {TOKENS} (B4)"
            )));
        }
    }
    if setup.players[0].coins + setup.players[1].coins != 2 {
        return Err(invalid("the players hold 2 coins between them (B4, B23)"));
    }
    Ok(())
}

/// The vault just placed free (B18), and a paid question that can be asked (B25).
fn check_turn(setup: &BasilicaSetup) -> Result<(), SetupError> {
    if let Some(cell) = setup.just_placed
        && setup
            .cathedral
            .vault(cell)
            .is_none_or(|v| v.builder.is_some())
    {
        return Err(invalid(format!(
            "the vault just placed at {cell} must be free (B18)"
        )));
    }
    if let Some(PaidQuestion {
        offer: PaidOffer::Confusion { from, to },
        ..
    }) = setup.question
    {
        let asked = setup.active.next(2);
        if setup
            .cathedral
            .builder(from)
            .is_none_or(|b| b.owner != asked)
            || !from.is_adjacent(to)
        {
            return Err(invalid(
                "the stated confusion must move an opponent builder to an adjacent vault",
            ));
        }
    }
    if setup.question.is_some() && setup.players[setup.active.next(2).index()].coins == 0 {
        return Err(invalid(
            "only a player with a coin is asked about a paid order (B25)",
        ));
    }
    Ok(())
}
