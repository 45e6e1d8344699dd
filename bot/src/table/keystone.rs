//! Keystone's seats: which one must act and at what level, and the
//! bookkeeping of its announcements. A move Keystone plays is stored with
//! a note that it is still to be told; the note is cleared once its
//! message is posted, so that a message Discord refused, or a restart in
//! between, is posted later by the sweep rather than never.

use keystone_data::{GameStatus, Seat};
use keystone_engine::ai::Level;

use super::{Sitting, Table};

/// What Keystone owes a channel that nobody asked for, found by the sweep.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Announce {
    /// Its move is due (a restart cut its search short).
    Move,
    /// Its last move was never posted.
    Post,
    /// A player's answer given ahead is due ([`Table::answer_due`]).
    Standing,
}

/// A seat Keystone plays that must act now in the game of `record`, with
/// its level. Read from the record alone, without loading its game, so
/// that the sweep can look at every waiting channel cheaply.
pub fn keystone_to_act(record: &Sitting) -> Option<(Seat, Level)> {
    if record.status != GameStatus::Active {
        return None;
    }
    // Any seat of Keystone's the table waits on: several seats may act at
    // once (Babylon's Write).
    record.to_act.iter().find_map(|&seat| {
        // Its own seats, and those it stands in for.
        let player = record.player(seat)?;
        let level = player.computer.as_deref().or(player.stand_in.as_deref())?;
        Some((seat, Level::from_name(level)?))
    })
}

/// What Keystone owes the game of `record` at `now`, if anything: a
/// player's answer given ahead whose time came, a move due for `grace`
/// ms or more (a restart cut its search short), or a move whose message
/// was never posted (after `grace` too: its own message may still be on
/// its way).
pub fn announce_due(record: &Sitting, now: i64, grace: i64) -> Option<Announce> {
    let nudges = record.nudges();
    if nudges.standing_at.is_some_and(|at| at <= now) {
        return Some(Announce::Standing);
    }
    if now - record.waiting_since < grace {
        return None;
    }
    if keystone_to_act(record).is_some() {
        Some(Announce::Move)
    } else if nudges.unannounced {
        Some(Announce::Post)
    } else {
        None
    }
}

impl Table {
    /// The seat Keystone plays that must act now, with its level.
    pub fn keystone_to_act(&self) -> Option<(Seat, Level)> {
        keystone_to_act(&self.sitting)
    }

    /// Notes that the move just played is still to be told (its message
    /// is posted by whoever played it, later by the sweep if never): until
    /// [`Table::announced`] says it was.
    pub fn announce_later(&mut self) {
        self.sitting.announce_later();
    }

    /// The last move's message is out: whether it still needed telling
    /// (see [`Sitting::announced`]).
    pub fn announced(&mut self) -> bool {
        self.sitting.announced()
    }

    /// Whether an answer given ahead is due at `now` (see
    /// [`Table::answer_due`]).
    pub fn answer_is_due(&self, now: i64) -> bool {
        self.sitting
            .nudges()
            .standing_at
            .is_some_and(|at| at <= now)
    }
}

/// The languages (tags: `fr`) the people at the game of `record` speak,
/// Keystone's seats left out, in seat order: what Keystone's own work says
/// unasked is in the first one known.
pub fn first_speakers(record: &Sitting) -> impl Iterator<Item = &str> {
    record
        .seats
        .iter()
        .filter(|s| s.computer.is_none())
        .filter_map(|s| s.lang.as_deref())
}

#[cfg(test)]
mod tests;
