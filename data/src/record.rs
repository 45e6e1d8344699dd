//! What is stored for one game.

use serde::{Deserialize, Serialize};

/// Version of [`GameRecord`]'s stored form. Bump it on any incompatible
/// change, and migrate older records when reading them.
pub const SCHEMA_VERSION: u32 = 1;

/// A Discord channel or thread id: one active game per channel.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct ChannelId(pub u64);

/// Where a game is in its life.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Waiting for the invited players to accept.
    Invited,
    /// Being played.
    Active,
    /// Played to the end.
    Finished,
    /// Stopped before the end (resigned games are finished, not aborted).
    Aborted,
}

/// A player at the table.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct SeatRecord {
    /// Discord user id.
    pub user: u64,
    /// Display name when the game started (any Unicode).
    pub name: String,
}

/// One accepted action, as the log keeps it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct LoggedAction {
    /// The seat that acted (1-based, as in records).
    pub seat: u8,
    /// The action in the game's notation.
    pub text: String,
    /// When, in Unix milliseconds.
    pub at: i64,
}

/// Everything stored about one game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct GameRecord {
    /// [`SCHEMA_VERSION`] when written.
    pub schema: u32,
    /// The game's kind (`basilica`).
    pub kind: String,
    /// The channel it is played in.
    pub channel: ChannelId,
    /// The players, by seat.
    pub seats: Vec<SeatRecord>,
    /// Its life stage.
    pub status: GameStatus,
    /// The game state, as the engine's versioned snapshot.
    pub state: String,
    /// Bumped by every accepted change, for compare-and-swap.
    pub version: u64,
    /// Creation time, Unix milliseconds.
    pub created: i64,
    /// Last change, Unix milliseconds.
    pub updated: i64,
    /// Every accepted action, in order.
    pub log: Vec<LoggedAction>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_round_trips_through_json() {
        let record = GameRecord {
            schema: SCHEMA_VERSION,
            kind: "basilica".into(),
            channel: ChannelId(42),
            seats: vec![
                SeatRecord {
                    user: 1,
                    name: "Zoë".into(),
                },
                SeatRecord {
                    user: 2,
                    name: "Łukasz 🏰".into(),
                },
            ],
            status: GameStatus::Active,
            state: "{}".into(),
            version: 3,
            created: 1_700_000_000_000,
            updated: 1_700_000_060_000,
            log: vec![LoggedAction {
                seat: 1,
                text: "V2 c1".into(),
                at: 1_700_000_060_000,
            }],
        };
        let json = serde_json::to_string(&record).unwrap();
        assert!(json.contains("\"status\":\"active\""));
        assert_eq!(serde_json::from_str::<GameRecord>(&json).unwrap(), record);
    }
}
