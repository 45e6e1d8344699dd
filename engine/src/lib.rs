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

/// Every game Keystone plays, as `module: Type` in the order players see
/// them: the one list. `every_game!(then)` calls `then! { basilica:
/// Basilica, … }`; the engine declares its games with it, and the pictures,
/// the bot and every generic suite expand it too. A game is added here, in
/// one line, and each crate then fails to build until it has the game's own
/// module (`render/src/<module>/`, `bot/src/games/<module>/`, its probes in
/// `engine/tests/conformance/<module>.rs`), naming it.
#[macro_export]
macro_rules! every_game {
    ($then:ident) => {
        $then! {
            basilica: Basilica,
            cardinal: Cardinal,
            grands_batisseurs: GrandsBatisseurs,
            babylon: Babylon,
        }
    };
}

/// Each game's module, its type at the crate's root, and [`GAMES`].
macro_rules! declare_games {
    ($($module:ident: $game:ident),* $(,)?) => {
        $(
            pub mod $module;
            pub use $module::$game;
        )*

        /// Every game the engine plays, by its records' name, in the order
        /// of [`every_game!`].
        pub const GAMES: &[&str] = &[$(<$module::$game as Game>::KIND),*];
    };
}

every_game!(declare_games);

pub mod ahead;
pub mod ai;
pub mod game;
pub mod notation;
pub mod play;
pub mod record;
pub mod rng;
pub mod seat;
pub mod snapshot;
pub mod tally;

pub use game::{Game, Outcome, Rule, RuleError, Seating, SetupError};
pub use notation::ParseError;
pub use play::{PlayError, ReplayError, play_line, replay};
pub use record::Record;
pub use rng::GameRng;
pub use seat::{Seat, SeatSet};
pub use tally::{ScoreItem, Tally, TieBreak};
