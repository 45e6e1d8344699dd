//! Keystone's game engine: the rules of every game the platform plays, and
//! the seam ([`Game`]) through which the renderer, the store, the bot and the
//! AI use any of them.
//!
//! Pure code: no I/O, no async, no Discord. Randomness comes from a seeded
//! generator kept inside each game's state, so a seed and a list of actions
//! always reproduce the same game.
//!
//! - [`game`]: the [`Game`] trait, tables, outcomes, rule-citing errors.
//! - [`play`]: lines of notation applied all or nothing, record replay,
//!   random playouts.
//! - [`ahead`]: what a seat may be offered and may play after the first
//!   actions of a line, without learning what it cannot see.
//! - [`record`]: the game-record text format.
//! - [`snapshot`]: versioned serialisation of a state.
//! - [`tally`]: what a finished game's scores are made of.
//! - [`basilica`]: Basilica (rules B1–B32).
//! - [`babylon`]: Babylon (rules Y1–Y46).
//! - [`cardinal`]: Cardinal (rules C1–C16).
//! - [`grands_batisseurs`]: Les Grands Bâtisseurs (rules G1–G23).

// No function longer than a screen or two (issue 45): split one that grows.
#![warn(clippy::too_many_lines)]

pub mod ahead;
pub mod ai;
pub mod babylon;
pub mod basilica;
pub mod cardinal;
pub mod game;
pub mod grands_batisseurs;
pub mod notation;
pub mod play;
pub mod record;
pub mod rng;
pub mod seat;
pub mod snapshot;
pub mod tally;

pub use babylon::Babylon;
pub use basilica::Basilica;
pub use cardinal::Cardinal;
pub use game::{Game, Outcome, Rule, RuleError, Seating, SetupError};
pub use grands_batisseurs::GrandsBatisseurs;
pub use notation::ParseError;
pub use play::{PlayError, ReplayError, play_line, replay};
pub use record::Record;
pub use rng::GameRng;
pub use seat::{Seat, SeatSet};
pub use tally::{ScoreItem, Tally, TieBreak};

/// Every game the engine plays, by its records' name. The engine's generic
/// suites (conformance, snapshots, parsers) each fail for a game here that
/// they do not run, and the bot's registry must list the same games.
pub const GAMES: &[&str] = &[
    <Basilica as Game>::KIND,
    <Cardinal as Game>::KIND,
    <GrandsBatisseurs as Game>::KIND,
    <Babylon as Game>::KIND,
];
