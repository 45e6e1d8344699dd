//! Saving and loading a game's state, with its kind and format version, so
//! that a stored game from an older build is either migrated or refused with
//! a clear error, never misread.

use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::game::Game;

/// What a snapshot holds around the state.
#[derive(Serialize, Deserialize)]
struct Envelope<T> {
    game: String,
    format: u32,
    state: T,
}

/// A snapshot that could not be loaded.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SnapshotError {
    /// Not JSON, or not a snapshot at all.
    Malformed(String),
    /// A snapshot of another game.
    WrongGame {
        /// The game expected.
        expected: &'static str,
        /// The game found.
        found: String,
    },
    /// A state the rules cannot reach (see [`Game::check`]).
    Impossible(String),
    /// A format this build cannot read (newer, or too old to migrate).
    UnsupportedFormat {
        /// The game.
        game: &'static str,
        /// The version found.
        found: u32,
        /// The version this build writes.
        current: u32,
    },
}

impl fmt::Display for SnapshotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SnapshotError::Malformed(e) => write!(f, "the saved game is damaged: {e}"),
            SnapshotError::WrongGame { expected, found } => {
                write!(f, "the saved game is {found}, not {expected}")
            }
            SnapshotError::Impossible(why) => {
                write!(f, "the saved game is not one the rules can reach: {why}")
            }
            SnapshotError::UnsupportedFormat {
                game,
                found,
                current,
            } => write!(
                f,
                "the saved {game} game uses format {found}; this build reads format {current}"
            ),
        }
    }
}

impl std::error::Error for SnapshotError {}

/// The state of `game` as JSON, with its kind and format version.
pub fn save<G: Game>(game: &G) -> String {
    serde_json::to_string(&Envelope {
        game: G::KIND.to_owned(),
        format: G::FORMAT_VERSION,
        state: game,
    })
    .expect("game states serialise to JSON")
}

/// Loads a state saved by [`save`], migrating older formats when the game
/// knows how (there are none yet: format 1 is the first).
pub fn load<G: Game>(json: &str) -> Result<G, SnapshotError> {
    let envelope: Envelope<Value> =
        serde_json::from_str(json).map_err(|e| SnapshotError::Malformed(e.to_string()))?;
    if envelope.game != G::KIND {
        return Err(SnapshotError::WrongGame {
            expected: G::KIND,
            found: envelope.game,
        });
    }
    if envelope.format != G::FORMAT_VERSION {
        // A migration goes here: rewrite `envelope.state` from its format to
        // the next, one version at a time, up to `G::FORMAT_VERSION`.
        return Err(SnapshotError::UnsupportedFormat {
            game: G::KIND,
            found: envelope.format,
            current: G::FORMAT_VERSION,
        });
    }
    let game: G = serde_json::from_value(envelope.state)
        .map_err(|e| SnapshotError::Malformed(e.to_string()))?;
    game.check().map_err(SnapshotError::Impossible)?;
    Ok(game)
}
