//! One channel's game as a pure aggregate: its sitting (who sits where,
//! what was played, what waits on whom) and its live game, with no store,
//! clock, Discord or language inside; the stored record is mapped to it
//! when the table is loaded and back when it is stored. Commands come in (a
//! seat plays, answers ahead, leaves, claims a late seat's clock, asks to
//! go on without someone, proposes or agrees to an abort; an invitation is
//! declined), typed events or a typed refusal come out; on a
//! refusal nothing changed. The time is passed in. The service around it
//! locks the channel, loads one table, runs one command, stores the record
//! and words the reply from the events.

mod abort;
mod event;
mod invitation;
mod keystone;
mod nudges;
mod play;
mod presence;
#[cfg(test)]
mod seat_tests;
mod sitting;
mod stand_in;
#[cfg(test)]
pub(crate) mod tests;

use std::collections::BTreeMap;

use keystone_data::{GameRecord, GameStatus, LoggedAction, Seat, Seen};
use keystone_engine::play::is_leave;

pub use abort::AbortVote;
pub use event::{By, Event, Refusal, TableError, Turn, Wait};
pub use invitation::Invitation;
pub use keystone::{Announce, announce_due, first_speakers, keystone_to_act};
pub use nudges::{Nudge, Waits};
pub use play::Mover;
pub use sitting::{Sitting, Stored};

use crate::games::{self, AnyGame};

/// One channel's game: who sits at it and what was played (its
/// sitting), and the game it holds, in play.
pub struct Table {
    sitting: Sitting,
    /// What the store keeps besides, handed back when the table is stored.
    stored: Stored,
    game: Box<dyn AnyGame>,
    /// The game's snapshot as it was stored, while the game has not moved
    /// since (a change that leaves it alone stores it back as it was,
    /// without taking it again).
    snapshot: Option<String>,
    /// How long an answer given ahead waits before it is played for a
    /// player another seat's move asked (see [`Table::answers_after`]).
    answers_after: i64,
    /// Where each seat's player is, by seat ([`Table::present`]).
    presence: Vec<crate::presence::Presence>,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("channel", &self.sitting.channel.0)
            .field("kind", &self.sitting.kind)
            .field("step", &self.sitting.step())
            .finish_non_exhaustive()
    }
}

/// When the seats waited on run out of time, as data.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Deadline {
    /// Who is waited on.
    pub seats: Vec<Seat>,
    /// When their time runs out (ms since the epoch).
    pub at: i64,
    /// A question asked outside one's turn (its own expiry), not the move
    /// clock.
    pub question: bool,
}

impl Table {
    /// The stored game of `record`.
    pub fn load(record: GameRecord) -> Result<Table, TableError> {
        let (sitting, stored, state) = Sitting::from_record(record);
        let kind = games::kind(&sitting.kind)
            .ok_or_else(|| TableError::Damaged(format!("unknown game kind {}", sitting.kind)))?;
        let game = (kind.load)(&state).map_err(TableError::Damaged)?;
        let mut table = Table::sat(sitting, stored, game);
        table.snapshot = Some(state);
        Ok(table)
    }

    /// `record` with its `game` already at hand (the one a change just
    /// played, whose snapshot the record holds).
    pub fn with_game(record: GameRecord, game: Box<dyn AnyGame>) -> Table {
        let (sitting, stored, state) = Sitting::from_record(record);
        let mut table = Table::sat(sitting, stored, game);
        table.snapshot = Some(state);
        table
    }

    /// `sitting` around `game`, with what the store keeps of it.
    fn sat(sitting: Sitting, stored: Stored, game: Box<dyn AnyGame>) -> Table {
        Table {
            sitting,
            stored,
            game,
            snapshot: None,
            answers_after: 0,
            presence: Vec::new(),
        }
    }

    /// Answers given ahead by a player whom another seat's move asks are
    /// played `ms` after that move (by [`Table::answer_due`]), as the
    /// player's own answer would come, rather than within the same move:
    /// what the channel is told, and when, then cannot show that an
    /// instruction stood (G22: nobody is told of a ceiling). At 0 (the
    /// default, and at one keyboard, where nothing is hidden by time) they
    /// are played at once.
    pub fn answers_after(&mut self, ms: i64) {
        self.answers_after = ms.max(0);
    }

    /// Who sits at the table and what was played.
    pub fn sitting(&self) -> &Sitting {
        &self.sitting
    }

    /// The game in play.
    pub fn game(&self) -> &dyn AnyGame {
        &*self.game
    }

    /// The record to store (the game's snapshot taken now if it moved),
    /// and the game.
    pub fn into_parts(self) -> (GameRecord, Box<dyn AnyGame>) {
        let state = (self.snapshot).unwrap_or_else(|| self.game.snapshot());
        let record = self.sitting.into_record(self.stored, state);
        (record, self.game)
    }

    /// The seat of `user`, if they play here.
    pub fn seat_of(&self, user: u64) -> Option<Seat> {
        self.sitting.seat_of(user)
    }

    /// The seat of `user`, or a refusal.
    pub fn seated(&self, user: u64) -> Result<Seat, Refusal> {
        self.seat_of(user).ok_or(Refusal::NotPlaying)
    }

    /// The seat of `user`, who must still be playing (not have left).
    pub fn still_playing(&self, user: u64) -> Result<Seat, Refusal> {
        let seat = self.seated(user)?;
        if self.departed().contains(&seat) {
            return Err(Refusal::Left);
        }
        Ok(seat)
    }

    /// The seats that left the game, in the order they left (its log's
    /// `leave` lines).
    pub fn departed(&self) -> Vec<Seat> {
        departed(&self.sitting)
    }

    /// The seats still playing: all but those that left.
    pub fn playing(&self) -> Vec<Seat> {
        playing(&self.sitting)
    }

    /// Notes the language `seat` speaks (its tag: `fr`), for what is said
    /// to them unasked.
    pub fn heard(&mut self, seat: Seat, tag: &str) {
        if let Some(s) = self.sitting.seats.get_mut(seat.index()) {
            s.lang = Some(tag.to_owned());
        }
    }

    /// When the seats waited on run out of time at `now`: a question's
    /// `expiry` after it was asked, or the move clock (the first to run
    /// out, a clock stopped while its player is away running again when
    /// they are back); `None` when nothing runs.
    pub fn deadline(&self, expiry: i64, now: i64) -> Option<Deadline> {
        if self.sitting.status != GameStatus::Active {
            return None;
        }
        if let Some(asked) = self.game.asked() {
            return Some(Deadline {
                seats: vec![asked],
                at: self.sitting.waiting_since + expiry,
                question: true,
            });
        }
        let clock = self.sitting.settings.clock?;
        if self.sitting.to_act.is_empty() {
            return None;
        }
        let at = (self.sitting.to_act.iter())
            .map(|&s| self.runs_out(s, clock, now))
            .min()?;
        Some(Deadline {
            seats: self.sitting.to_act.clone(),
            at,
            question: false,
        })
    }

    /// Sets how long the table waits before reminding (ms), for the game.
    pub fn remind_after(&mut self, ms: i64) {
        self.sitting.settings.remind_after = Some(ms);
    }

    /// Mutes (or unmutes) reminders for `seat`.
    pub fn mute(&mut self, seat: Seat, muted: bool) {
        if let Some(s) = self.sitting.seats.get_mut(seat.index()) {
            s.muted = muted;
        }
    }

    /// The line `seat` must confirm before it is played, if any.
    pub fn pending(&self, seat: Seat) -> Option<&str> {
        self.sitting.player(seat)?.pending.as_deref()
    }

    /// `line` waits for `seat` to confirm it (a bid above its purse): played
    /// when they do, forgotten once anything is played.
    pub fn expect(&mut self, seat: Seat, line: &str) {
        if let Some(s) = self.sitting.seats.get_mut(seat.index()) {
            s.pending = Some(line.to_owned());
        }
    }

    /// `seat`'s answers given ahead.
    pub fn standing(&self, seat: Seat) -> BTreeMap<String, String> {
        self.sitting
            .player(seat)
            .map(|p| p.standing.clone())
            .unwrap_or_default()
    }
}

/// The seats that left the game sat as `record`, in the order they left.
pub fn departed(record: &Sitting) -> Vec<Seat> {
    record
        .log
        .iter()
        .filter(|a| is_leave(&a.text))
        .map(|a| a.seat)
        .collect()
}

/// The seats still playing the game sat as `record`.
pub fn playing(record: &Sitting) -> Vec<Seat> {
    let gone = departed(record);
    record
        .seats()
        .map(|(seat, _)| seat)
        .filter(|s| !gone.contains(s))
        .collect()
}

/// Logs `action`, just played on `game`. A player's own action (not one
/// the table played for them) is what they saw last: the catch-up told to
/// them later starts there.
fn log(record: &mut Sitting, game: &dyn AnyGame, action: LoggedAction) {
    // The game moved: a line waiting to be confirmed is out of date.
    for seat in &mut record.seats {
        seat.pending = None;
    }
    if !action.auto
        && let Some(seat) = record.seats.get_mut(action.seat.index())
    {
        seat.seen = Some(Seen {
            step: record.log.len() + 1,
            state: game.snapshot(),
        });
    }
    record.log.push(action);
}
