//! What is stored for one game, and the summary the queries read.

use keystone_engine::Seat;
use serde::{Deserialize, Serialize};

/// A Discord channel or thread id: one active game per channel.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ChannelId(pub u64);

/// A game's id, unique in the store: with the channel, it keys the archive.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameId(pub u64);

/// Where a game is in its life.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Waiting for the invited players to accept.
    Invited,
    /// Being played.
    Active,
    /// Played to the end (a resignation ends a game too).
    Finished,
    /// Stopped before the end.
    Aborted,
}

impl GameStatus {
    /// Whether the game is over: it then moves to the archive.
    pub const fn is_over(self) -> bool {
        matches!(self, GameStatus::Finished | GameStatus::Aborted)
    }
}

/// A player at the table.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(from = "StoredSeat")]
pub struct SeatRecord {
    /// Discord user id.
    pub user: u64,
    /// Display name when the game started (any Unicode).
    pub name: String,
    /// No reminders for this player in this game.
    #[serde(default, skip_serializing_if = "is_false")]
    pub muted: bool,
    /// The language this player last used Keystone in (`fr`), for what is
    /// said to them unasked (reminders).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
    /// Keystone itself plays this seat, at this level (`easy`, `normal`,
    /// `hard`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<String>,
    /// Standing answers the bot gives for this player, by what they answer
    /// (game-specific: a bid ceiling for the auction under way, the answer
    /// to a sabotage of one's building).
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub standing: std::collections::BTreeMap<String, String>,
    /// The game as this player last saw it when they acted themselves: a
    /// catch-up tells what happened since from here, without replaying the
    /// whole log.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seen: Option<Seen>,
    /// A line this player typed that the game asked them to confirm first
    /// (a bid above their purse), in notation: played when they confirm,
    /// forgotten as soon as anything is played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<String>,
    /// Until when this table was last told the player is away (`None`:
    /// told they are here, or never told otherwise), so that each absence
    /// is said once at each table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub away_told: Option<i64>,
    /// Keystone plays this seat for its player, who ran out of time, until
    /// they take it back: at this level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stand_in: Option<String>,
}

/// The game as a player saw it after an action of theirs.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Seen {
    /// How many lines of the log had been played then.
    pub step: usize,
    /// The game's state then (a snapshot).
    pub state: String,
}

impl SeatRecord {
    /// A player with the default settings.
    pub fn new(user: u64, name: impl Into<String>) -> SeatRecord {
        SeatRecord {
            user,
            name: name.into(),
            muted: false,
            lang: None,
            computer: None,
            standing: std::collections::BTreeMap::new(),
            seen: None,
            pending: None,
            away_told: None,
            stand_in: None,
        }
    }
}

/// A [`SeatRecord`] as stored, by this build or an older one: records
/// written before every game's standing answers were kept alike hold a
/// Basilica player's policy for paid orders as `paid`, read into
/// `standing` under the same key.
#[derive(Deserialize)]
struct StoredSeat {
    user: u64,
    name: String,
    #[serde(default)]
    muted: bool,
    #[serde(default)]
    paid: Option<String>,
    #[serde(default)]
    lang: Option<String>,
    #[serde(default)]
    computer: Option<String>,
    #[serde(default)]
    standing: std::collections::BTreeMap<String, String>,
    #[serde(default)]
    seen: Option<Seen>,
    #[serde(default)]
    pending: Option<String>,
    #[serde(default)]
    away_told: Option<i64>,
    #[serde(default)]
    stand_in: Option<String>,
}

impl From<StoredSeat> for SeatRecord {
    fn from(stored: StoredSeat) -> SeatRecord {
        let mut standing = stored.standing;
        if let Some(paid) = stored.paid.filter(|p| p != "ask") {
            standing.entry("paid".to_owned()).or_insert(paid);
        }
        SeatRecord {
            user: stored.user,
            name: stored.name,
            muted: stored.muted,
            lang: stored.lang,
            computer: stored.computer,
            standing,
            seen: stored.seen,
            pending: stored.pending,
            away_told: stored.away_told,
            stand_in: stored.stand_in,
        }
    }
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
fn is_false(value: &bool) -> bool {
    !*value
}

/// Per-game timing settings; `None` means the bot's configured default.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Settings {
    /// Remind the player to act after this long, in milliseconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remind_after: Option<i64>,
    /// The move clock: how long the player to act may take, in
    /// milliseconds, before their opponent may claim the win. No clock when
    /// `None`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<i64>,
    /// Keystone may not post in the game's channel (a group DM, or a server
    /// that did not add it, where players use it as an app they
    /// installed): it speaks only in answers to their commands and clicks,
    /// so it posts no reminder or notice there.
    #[serde(default, skip_serializing_if = "is_false")]
    pub answers_only: bool,
}

/// What the reminder sweep has already said about the current wait, so
/// that nothing is said twice, even across restarts. It applies while
/// `since` equals the record's `waiting_since`; any move starts afresh.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Nudges {
    /// The wait these are about (its `waiting_since`).
    pub since: i64,
    /// Reminders sent.
    pub reminders: u32,
    /// When the last one was sent, Unix milliseconds.
    pub last: i64,
    /// The expiry of an unanswered question outside the turn (Basilica's
    /// paid order) was announced.
    pub expiry_told: bool,
    /// The end of the move clock was announced.
    pub clock_told: bool,
    /// Keystone moved and its move is still to be posted: set with the
    /// move, cleared once the message is out, so that a message Discord
    /// refused (or a restart) is posted by the sweep instead of never.
    #[serde(default, skip_serializing_if = "is_false")]
    pub unannounced: bool,
    /// When the answer a player gave ahead (a bid ceiling, a standing
    /// answer) is played for them, Unix milliseconds: not at once with
    /// the move that asked them, so that the channel cannot tell it from
    /// their own answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub standing_at: Option<i64>,
}

/// One accepted action, as the log keeps it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct LoggedAction {
    /// The seat that acted (stored 1-based, as in game records).
    pub seat: Seat,
    /// The action in the game's notation.
    pub text: String,
    /// When, in Unix milliseconds.
    pub at: i64,
    /// Played by the bot for that seat on the table's behalf (a question
    /// that expired, a stalled seat's default, a departure when the seat's
    /// clock was claimed), not by the player: told so, as everyone saw it
    /// asked for.
    #[serde(default, skip_serializing_if = "is_false")]
    pub auto: bool,
    /// Played by the bot on the player's own standing instruction (a bid
    /// ceiling, a standing answer, a policy of declining paid orders):
    /// told exactly as the player's own move, since the instruction is the
    /// player's secret; kept here for the operator.
    #[serde(default, skip_serializing_if = "is_false")]
    pub standing: bool,
}

/// Everything stored about one game. Its stored form starts with a schema
/// version (see the crate documentation).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct GameRecord {
    /// The game's id (from [`crate::Store::new_game_id`]).
    pub id: GameId,
    /// The game's kind (`basilica`).
    pub kind: String,
    /// The channel it is played in.
    pub channel: ChannelId,
    /// The server, if any, for listings by server.
    pub guild: Option<u64>,
    /// The players, by seat.
    pub seats: Vec<SeatRecord>,
    /// Its life stage.
    pub status: GameStatus,
    /// The game state: the engine's versioned snapshot.
    pub state: String,
    /// Bumped by the store on every accepted change (compare-and-swap).
    pub version: u64,
    /// Creation time, Unix milliseconds.
    pub created: i64,
    /// Last change, Unix milliseconds (set by the store).
    pub updated: i64,
    /// The seats who must act now, as the engine says (while invited: the
    /// seats still to accept).
    pub to_act: Vec<Seat>,
    /// Since when they must, Unix milliseconds.
    pub waiting_since: i64,
    /// Every accepted action, in order.
    pub log: Vec<LoggedAction>,
    /// How the game ended, once it has.
    #[serde(default)]
    pub result: Option<GameResult>,
    /// Reminder and clock settings.
    #[serde(default)]
    pub settings: Settings,
    /// What the reminder sweep said about the current wait.
    #[serde(default)]
    pub nudges: Nudges,
    /// An open proposal to abort the game, with who agreed so far.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abort: Option<AbortProposal>,
}

/// A proposal to abort a game: it is aborted once every seated player
/// still playing agreed. It holds for the step it was made at; any move
/// makes it void.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct AbortProposal {
    /// The game's step when it was made.
    pub step: u64,
    /// The seats that agreed, the proposer first.
    pub agreed: Vec<Seat>,
}

/// How a game ended.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct GameResult {
    /// The winning seats: one, several for a shared win or a draw, none
    /// when aborted.
    pub winners: Vec<Seat>,
    /// Final scores by seat.
    pub scores: Vec<i64>,
    /// The seats that left before the end (resigned, or their clock was
    /// claimed), in the order they left: they rank last.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub left: Vec<Seat>,
    /// What ended it.
    pub ending: Ending,
    /// By seat, what the player scored most with (in Basilica, a colour
    /// zone), for statistics; empty when the game does not say.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub favourites: Vec<Option<String>>,
}

/// What ended a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "by")]
pub enum Ending {
    /// Played to the end of the rules.
    Played,
    /// A seat resigned, and that ended the game (the last one but one to
    /// leave it).
    Resigned {
        /// Who.
        seat: Seat,
    },
    /// The invitation was declined.
    Declined,
    /// Stopped by agreement or by a moderator.
    Aborted,
    /// A seat's move clock ran out, another claimed it, and that ended the
    /// game.
    Timeout {
        /// Whose clock ran out.
        seat: Seat,
    },
}

impl GameResult {
    /// The result as the engine's outcome, to rank seats with
    /// ([`keystone_engine::Outcome::compare`]).
    pub fn outcome(&self) -> keystone_engine::Outcome {
        keystone_engine::Outcome {
            scores: self.scores.clone(),
            winners: self.winners.iter().copied().collect(),
            left: self.left.clone(),
        }
    }
}

impl GameRecord {
    /// The player at `seat`, if the table has that seat.
    pub fn player(&self, seat: Seat) -> Option<&SeatRecord> {
        self.seats.get(seat.index())
    }

    /// The name of the player at `seat` (`?` if there is none).
    pub fn name(&self, seat: Seat) -> &str {
        self.player(seat).map_or("?", |p| p.name.as_str())
    }

    /// The seat of `user`, if they play here.
    pub fn seat_of(&self, user: u64) -> Option<Seat> {
        self.seats()
            .find(|(_, p)| p.user == user)
            .map(|(seat, _)| seat)
    }

    /// Every seat with its player, in order.
    pub fn seats(&self) -> impl Iterator<Item = (Seat, &SeatRecord)> {
        Seat::all(self.seats.len()).zip(&self.seats)
    }

    /// The user ids at `seats`.
    pub fn users(&self, seats: impl IntoIterator<Item = Seat>) -> Vec<u64> {
        seats
            .into_iter()
            .filter_map(|s| self.player(s))
            .map(|p| p.user)
            .collect()
    }

    /// How many actions were played: prompts (buttons) are bound to it, so
    /// a click after the game moved on is refused, while bookkeeping (a
    /// reminder, a setting) leaves them valid.
    pub fn step(&self) -> u64 {
        self.log.len() as u64
    }

    /// What the sweep said about the current wait (nothing, once a move
    /// started a new one).
    pub fn nudges(&self) -> Nudges {
        if self.nudges.since == self.waiting_since {
            self.nudges
        } else {
            Nudges {
                since: self.waiting_since,
                ..Nudges::default()
            }
        }
    }

    /// What statistics keep of a finished game (not of an aborted one).
    pub fn finished(&self) -> Option<Finished> {
        let result = self.result.clone()?;
        (self.status == GameStatus::Finished).then(|| Finished {
            id: self.id,
            channel: self.channel,
            guild: self.guild,
            kind: self.kind.clone(),
            seats: self.seats.clone(),
            result,
            at: self.updated,
        })
    }

    /// The part the queries need.
    pub fn summary(&self) -> Summary {
        Summary {
            channel: self.channel,
            id: self.id,
            guild: self.guild,
            kind: self.kind.clone(),
            status: self.status,
            users: self.seats.iter().map(|s| s.user).collect(),
            to_act: self.to_act.clone(),
            waiting_since: self.waiting_since,
            updated: self.updated,
        }
    }
}

/// A small copy of a game's record for queries across channels.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Summary {
    /// The channel.
    pub channel: ChannelId,
    /// The game.
    pub id: GameId,
    /// The server.
    pub guild: Option<u64>,
    /// The game's kind.
    pub kind: String,
    /// Invited or active.
    pub status: GameStatus,
    /// Discord user ids, by seat.
    pub users: Vec<u64>,
    /// Seats who must act.
    pub to_act: Vec<Seat>,
    /// Since when.
    pub waiting_since: i64,
    /// Last change.
    pub updated: i64,
}

/// A finished game, as statistics and ratings read it: kept apart from the
/// archive, in the order games finished, so that reading them never decodes
/// whole records, and each game counts once.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Finished {
    /// The game.
    pub id: GameId,
    /// Its channel.
    pub channel: ChannelId,
    /// Its server.
    pub guild: Option<u64>,
    /// Its kind.
    pub kind: String,
    /// The players, by seat.
    pub seats: Vec<SeatRecord>,
    /// How it ended.
    pub result: GameResult,
    /// When it finished, Unix milliseconds.
    pub at: i64,
}

/// A player who must act and has been waited for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Waiting {
    /// The channel.
    pub channel: ChannelId,
    /// Its server, if any (which process sweeps it depends on it).
    pub guild: Option<u64>,
    /// The game.
    pub game: GameId,
    /// The seat.
    pub seat: Seat,
    /// The Discord user at that seat.
    pub user: u64,
    /// Since when, Unix milliseconds.
    pub since: i64,
}

/// How many games the store holds, by status.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Counts {
    /// Waiting for players to accept.
    pub invited: u64,
    /// Being played.
    pub active: u64,
    /// Archived, played to the end.
    pub finished: u64,
    /// Archived, stopped.
    pub aborted: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_older_records_paid_order_policy_is_read_as_a_standing_answer() {
        let old = r#"{"user":1,"name":"Alice","paid":"decline"}"#;
        let seat: SeatRecord = serde_json::from_str(old).unwrap();
        assert_eq!(
            seat.standing.get("paid").map(String::as_str),
            Some("decline")
        );
        let asked = r#"{"user":1,"name":"Alice","paid":"ask"}"#;
        let seat: SeatRecord = serde_json::from_str(asked).unwrap();
        assert!(seat.standing.is_empty());
        // Written back without the old field, read back the same.
        let again: SeatRecord =
            serde_json::from_str(&serde_json::to_string(&seat).unwrap()).unwrap();
        assert_eq!(again, seat);
    }
}
