//! Where the players are, as the table needs it: a seat whose player is
//! away has its clock stopped and cannot be claimed, nor reminded; one in
//! its quiet hours is not pinged, and its reminders wait. The service
//! reads it from the players' profiles when it loads the table
//! ([`Table::present`]); the table keeps no clock of its own.

use keystone_data::Seat;

use super::{Nudge, Table};
use crate::presence::Presence;

impl Table {
    /// Where each seat's player is, by seat (Keystone's seats: always
    /// there).
    pub fn present(&mut self, presence: Vec<Presence>) {
        self.presence = presence;
    }

    /// Where `seat`'s player is, as read when the table was loaded.
    pub fn presence(&self, seat: Seat) -> Option<&Presence> {
        self.presence.get(seat.index())
    }

    /// The first of `seats` whose player is away at `now`, and until when.
    pub fn first_away(&self, seats: &[Seat], now: i64) -> Option<(Seat, i64)> {
        seats.iter().find_map(|&s| Some((s, self.away(s, now)?)))
    }

    /// Until when `seat`'s player is away at `now`, if they are.
    pub fn away(&self, seat: Seat, now: i64) -> Option<i64> {
        self.presence.get(seat.index())?.away_at(now)
    }

    /// Whether `seat`'s player is in their quiet hours (not to be pinged).
    pub fn quiet(&self, seat: Seat) -> bool {
        self.presence
            .get(seat.index())
            .is_some_and(|p| p.quiet_until.is_some())
    }

    /// How long `seat`'s move clock has run in the current wait at `now`:
    /// the time since the wait began, less the time they were away.
    pub fn clock_used(&self, seat: Seat, now: i64) -> i64 {
        let since = self.sitting.waiting_since;
        let away = self
            .presence
            .get(seat.index())
            .map_or(0, |p| p.away_between(since, now));
        now - since - away
    }

    /// When `seat`'s move clock of `clock` ms runs out, as things stand at
    /// `now`: a clock stopped while they are away runs again when they are
    /// back.
    pub fn runs_out(&self, seat: Seat, clock: i64, now: i64) -> i64 {
        let left = clock - self.clock_used(seat, now);
        match self.away(seat, now) {
            Some(back) => back + left.max(0),
            // Already run out: when it did.
            None => now + left,
        }
    }

    /// The seats the table waits on whose move clock of `clock` ran out at
    /// `now` and who are not away.
    pub fn late(&self, clock: i64, now: i64) -> Vec<Seat> {
        self.sitting
            .to_act
            .iter()
            .copied()
            // Keystone standing in moves at once: never late.
            .filter(|&s| !self.stood_in(s))
            .filter(|&s| self.away(s, now).is_none() && self.clock_used(s, now) >= clock)
            .collect()
    }

    /// The absences not yet said at this table: a player who went away
    /// (or changed their return), or came back. Recorded as said.
    pub fn absences_to_tell(&mut self, now: i64) -> Vec<Nudge> {
        let mut told = Vec::new();
        for (index, seat) in self.sitting.seats.iter_mut().enumerate() {
            let at = Seat::from_index(index);
            let away = self.presence.get(index).and_then(|p| p.away_at(now));
            if seat.computer.is_some() || away == seat.away_told {
                continue;
            }
            told.push(match away {
                Some(until) => Nudge::Away { seat: at, until },
                None => Nudge::Back { seat: at },
            });
            seat.away_told = away;
        }
        told
    }
}
