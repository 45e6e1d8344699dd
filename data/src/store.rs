//! The store of per-channel games: what any backend provides.

use std::cell::RefCell;
use std::fmt;

use crate::codec::DecodeError;
use crate::profile::Profile;
use crate::record::{ChannelId, Counts, Finished, GameId, GameRecord, Summary, Waiting};

/// A store failure.
#[derive(Debug)]
pub enum StoreError {
    /// The channel already has an active game.
    ChannelBusy(ChannelId),
    /// The channel has no active game.
    NoGame(ChannelId),
    /// The channel's stored record cannot be read; other channels are fine.
    Corrupt {
        /// The channel.
        channel: ChannelId,
        /// Why.
        error: DecodeError,
    },
    /// An update tried to change what identifies the game.
    Invalid(String),
    /// The backend failed (disk, I/O…).
    Backend(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::ChannelBusy(c) => write!(f, "channel {} already has a game", c.0),
            StoreError::NoGame(c) => write!(f, "channel {} has no game", c.0),
            StoreError::Corrupt { channel, error } => write!(f, "channel {}: {error}", channel.0),
            StoreError::Invalid(e) => write!(f, "invalid update: {e}"),
            StoreError::Backend(e) => write!(f, "storage failed: {e}"),
        }
    }
}

impl std::error::Error for StoreError {}

/// What an update makes of a channel's game.
#[derive(Clone, Debug)]
pub enum Decision {
    /// Store this record instead. The store sets its version (one more) and
    /// update time; a finished or aborted game moves to the archive.
    Write(Box<GameRecord>),
    /// Change nothing.
    Keep,
}

/// The result of a query across channels: what could be read, and the
/// channels whose records could not (so one damaged record never hides the
/// others).
#[derive(Debug)]
pub struct Scan<T> {
    /// What was found.
    pub items: Vec<T>,
    /// Channels whose stored data is damaged, with why.
    pub corrupt: Vec<(ChannelId, DecodeError)>,
}

impl<T> Default for Scan<T> {
    fn default() -> Self {
        Scan {
            items: Vec::new(),
            corrupt: Vec::new(),
        }
    }
}

/// One stored record, as the store keeps it (header and JSON; see
/// [`crate::codec`]), not decoded yet.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Stored {
    /// Its channel.
    pub channel: ChannelId,
    /// Its stored form.
    pub bytes: Vec<u8>,
}

/// Every record of a store as of one instant ([`Store::snapshot`]): taken
/// while no change is being written, so that each game is there whole, as
/// of the last change acknowledged before [`Snapshot::taken_at`], and no
/// change after it is.
#[derive(Clone, Debug, Default)]
pub struct Snapshot {
    /// When it was taken, Unix milliseconds.
    pub taken_at: i64,
    /// Invited and active games, by channel.
    pub active: Vec<Stored>,
    /// Finished and aborted games.
    pub archived: Vec<Stored>,
    /// Records moved aside as damaged ([`Store::quarantine`]): counted,
    /// never restored.
    pub quarantined: usize,
}

/// Now, in Unix milliseconds.
pub(crate) fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// Per-channel games, one active game per channel, finished and aborted
/// games kept in an archive. Every change is durable when it returns.
pub trait Store: Send + Sync {
    /// A fresh game id.
    fn new_game_id(&self) -> Result<GameId, StoreError>;

    /// The active (or invited) game of `channel`.
    fn get(&self, channel: ChannelId) -> Result<Option<GameRecord>, StoreError>;

    /// Stores a new game for its channel, at version 1. Refused with
    /// [`StoreError::ChannelBusy`] if the channel has one.
    fn create(&self, record: GameRecord) -> Result<GameRecord, StoreError>;

    /// Atomically replaces the game of `channel` with what `change` decides
    /// from the current record. `change` must be pure: when writers race, it
    /// may run more than once, always on the latest record. Returns the
    /// record written, or `None` for [`Decision::Keep`].
    fn update_with(
        &self,
        channel: ChannelId,
        now: i64,
        change: &mut dyn FnMut(&GameRecord) -> Decision,
    ) -> Result<Option<GameRecord>, StoreError>;

    /// A finished or aborted game.
    fn archived(&self, channel: ChannelId, game: GameId) -> Result<Option<GameRecord>, StoreError>;

    /// The channel's most recently archived game (finished or aborted).
    fn latest_archived(&self, channel: ChannelId) -> Result<Option<GameRecord>, StoreError>;

    /// The finished games (on `guild`, or everywhere), in the order they
    /// finished; each game once.
    fn results(&self, guild: Option<u64>) -> Result<Scan<Finished>, StoreError>;

    /// The games whose players to act have been waiting since before
    /// `before` (Unix milliseconds), one entry per waiting seat.
    fn waiting(&self, before: i64) -> Result<Scan<Waiting>, StoreError>;

    /// The invited and active games `user` sits at, across channels.
    fn games_of(&self, user: u64) -> Result<Scan<Summary>, StoreError>;

    /// How many games there are, by status.
    fn counts(&self) -> Result<Counts, StoreError>;

    /// Moves the record of `channel` aside, even a damaged one, so that the
    /// channel can host a new game; returns whether there was one.
    fn quarantine(&self, channel: ChannelId) -> Result<bool, StoreError>;

    /// Every record the store holds, in their stored form, as of one
    /// instant: no change is half in it (see [`Snapshot`]).
    fn snapshot(&self) -> Result<Snapshot, StoreError>;

    /// Stores `record` as it is, its version included: an invited or
    /// active game as its channel's game (replacing the one there), an
    /// ended one in the archive (and in the results if finished). Storing
    /// the same record again changes nothing. New game ids stay above
    /// every imported one.
    fn import(&self, record: &GameRecord) -> Result<(), StoreError>;

    /// `user`'s own settings, if they ever chose any.
    fn profile(&self, user: u64) -> Result<Option<Profile>, StoreError>;

    /// Stores `profile` (replacing its player's), durably.
    fn set_profile(&self, profile: &Profile) -> Result<(), StoreError>;

    /// Every player's profile, by user (for backups).
    fn profiles(&self) -> Result<Vec<Profile>, StoreError>;

    /// Whether the store holds no game at all (active, archived or
    /// quarantined).
    fn is_empty(&self) -> Result<bool, StoreError> {
        let snapshot = self.snapshot()?;
        Ok(snapshot.active.is_empty() && snapshot.archived.is_empty() && snapshot.quarantined == 0)
    }

    /// Makes sure everything is written (changes already are when they
    /// return; for shutdown).
    fn flush(&self) -> Result<(), StoreError> {
        Ok(())
    }
}

/// What [`update`] could not do.
#[derive(Debug)]
pub enum UpdateError<E> {
    /// The change refused (an illegal action, an outdated button…).
    Rejected(E),
    /// The store failed.
    Store(StoreError),
}

impl<E: fmt::Display> fmt::Display for UpdateError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UpdateError::Rejected(e) => e.fmt(f),
            UpdateError::Store(e) => e.fmt(f),
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for UpdateError<E> {}

/// [`Store::update_with`] with a typed change: `change` returns the new
/// record and a value for the caller, or refuses with its own error (then
/// nothing is written). Returns the stored record and the value.
pub fn update<T, E>(
    store: &dyn Store,
    channel: ChannelId,
    now: i64,
    mut change: impl FnMut(&GameRecord) -> Result<(GameRecord, T), E>,
) -> Result<(GameRecord, T), UpdateError<E>> {
    // The last run's outcome: retries overwrite it.
    let outcome = RefCell::new(None);
    let written = store
        .update_with(channel, now, &mut |current| match change(current) {
            Ok((record, value)) => {
                *outcome.borrow_mut() = Some(Ok(value));
                Decision::Write(Box::new(record))
            }
            Err(e) => {
                *outcome.borrow_mut() = Some(Err(e));
                Decision::Keep
            }
        })
        .map_err(UpdateError::Store)?;
    match (written, outcome.into_inner()) {
        (Some(record), Some(Ok(value))) => Ok((record, value)),
        (None, Some(Err(e))) => Err(UpdateError::Rejected(e)),
        _ => unreachable!("the change ran and its decision was applied"),
    }
}

/// Checks that an update keeps the game's identity.
pub(crate) fn check_identity(current: &GameRecord, next: &GameRecord) -> Result<(), StoreError> {
    if next.channel != current.channel || next.id != current.id {
        return Err(StoreError::Invalid(format!(
            "a game cannot change channel or id (channel {} game {})",
            current.channel.0, current.id.0
        )));
    }
    Ok(())
}

/// The waiting seats of one game's summary.
pub(crate) fn waiting_seats(summary: &Summary, before: i64) -> impl Iterator<Item = Waiting> + '_ {
    let due = summary.waiting_since < before;
    summary
        .to_act
        .iter()
        .filter(move |_| due)
        .filter_map(move |&seat| {
            Some(Waiting {
                channel: summary.channel,
                guild: summary.guild,
                game: summary.id,
                seat,
                user: *summary.users.get(seat.index())?,
                since: summary.waiting_since,
            })
        })
}
