//! What the sweep finds due at a table (a move clock run out, a question
//! expired, a reminder), decided and recorded here so that each is said
//! once; the service words and posts them.

use keystone_data::{GameStatus, Nudges, Seat};

use super::Table;

/// The bot's waits, as the table needs them (ms).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Waits {
    /// A question outside the turn expires after this long.
    pub question: i64,
    /// A reminder after this long, unless the game set its own.
    pub remind_after: i64,
    /// At most this many reminders per wait.
    pub max_reminders: u32,
}

/// Something due at a table, to be said once.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Nudge {
    /// The move clock of `late` (`clock` ms) ran out: `others` may claim
    /// it, and go on with the late seats' default where the game has one.
    ClockRanOut {
        /// Who is late: every seat still to act.
        late: Vec<Seat>,
        /// The clock.
        clock: i64,
        /// Who may claim (Keystone does not).
        others: Vec<Seat>,
        /// Whether a late seat has a default line (G22, Y44).
        default: bool,
    },
    /// The question to `asked` expired: `by`, whose move asked it, may go
    /// on.
    QuestionExpired {
        /// Who was asked.
        asked: Seat,
        /// Who may go on.
        by: Seat,
        /// How long it waited.
        waited: i64,
    },
    /// The `count`th reminder to `listening` (those to act who did not
    /// mute reminders), after `waited`; `invited` while the game waits
    /// for its invitation's answers.
    Reminder {
        /// Who is reminded.
        listening: Vec<Seat>,
        /// Which reminder this is (from 1).
        count: u32,
        /// How long the table waited.
        waited: i64,
        /// Whether it reminds of an invitation.
        invited: bool,
    },
    /// `seat`'s player is away until `until` (they went away, or moved
    /// their return), not yet said at this table.
    Away {
        /// Who.
        seat: Seat,
        /// Until when.
        until: i64,
    },
    /// `seat`'s player, said to be away here, is back.
    Back {
        /// Who.
        seat: Seat,
    },
}

impl Table {
    /// What is due at `now`, recorded as said: who went away or came back
    /// at a game in play; then nothing for a table Keystone must move at
    /// (the sweep has it move instead), nor while an answer given ahead is
    /// about to be played.
    pub fn due(&mut self, now: i64, waits: Waits, keystone_to_act: bool) -> Vec<Nudge> {
        let mut absences = match self.sitting.status {
            GameStatus::Active => self.absences_to_tell(now),
            _ => Vec::new(),
        };
        let record = &self.sitting;
        let mut nudges = record.nudges();
        if !matches!(record.status, GameStatus::Invited | GameStatus::Active)
            || keystone_to_act
            || nudges.standing_at.is_some()
        {
            return absences;
        }
        let due: Vec<Nudge> = [
            self.clock_ran_out(now, &mut nudges),
            self.question_expired(now, waits, &mut nudges),
            self.reminder(now, waits, &mut nudges),
        ]
        .into_iter()
        .flatten()
        .collect();
        if !due.is_empty() {
            self.sitting.nudges = nudges;
        }
        absences.extend(due);
        absences
    }

    /// The move clock ran out: the others may claim, once told. In a phase
    /// where several seats act at once, every seat still to act whose
    /// clock ran out is late; a player away is not.
    fn clock_ran_out(&self, now: i64, nudges: &mut Nudges) -> Option<Nudge> {
        let record = &self.sitting;
        let clock = record.settings.clock?;
        let late = self.late(clock, now);
        if record.status != GameStatus::Active
            || self.game.asked().is_some()
            || late.is_empty()
            || nudges.clock_told
        {
            return None;
        }
        nudges.clock_told = true;
        let others = self
            .playing()
            .into_iter()
            .filter(|s| !late.contains(s))
            .filter(|&s| record.player(s).is_some_and(|p| p.computer.is_none()))
            .collect();
        let default = late.iter().any(|&s| self.game.default_line(s).is_some());
        Some(Nudge::ClockRanOut {
            late,
            clock,
            others,
            default,
        })
    }

    /// An unanswered question expired: whoever played what asked it may
    /// go on.
    fn question_expired(&self, now: i64, waits: Waits, nudges: &mut Nudges) -> Option<Nudge> {
        let record = &self.sitting;
        let asked = self.game.asked()?;
        // Its time does not run while the asked player is away.
        let waited = self.clock_used(asked, now);
        let by = record.log.last()?.seat;
        if record.status != GameStatus::Active
            || waited < waits.question
            || nudges.expiry_told
            || self.away(asked, now).is_some()
        {
            return None;
        }
        nudges.expiry_told = true;
        Some(Nudge::QuestionExpired { asked, by, waited })
    }

    /// A reminder, at most once per period and `max_reminders` times, to
    /// those to act who are not away; while any of them is in their quiet
    /// hours it waits for them to end, so that nobody misses one.
    fn reminder(&self, now: i64, waits: Waits, nudges: &mut Nudges) -> Option<Nudge> {
        let record = &self.sitting;
        let period = record.settings.remind_after.unwrap_or(waits.remind_after);
        let next_due = if nudges.reminders == 0 {
            record.waiting_since + period
        } else {
            nudges.last + period
        };
        let listening: Vec<Seat> = record
            .to_act
            .iter()
            .copied()
            .filter(|&s| record.player(s).is_some_and(|p| !p.muted))
            .filter(|&s| self.away(s, now).is_none())
            .collect();
        if now < next_due
            || nudges.reminders >= waits.max_reminders
            || listening.is_empty()
            || listening.iter().any(|&s| self.quiet(s))
        {
            return None;
        }
        nudges.reminders += 1;
        nudges.last = now;
        Some(Nudge::Reminder {
            listening,
            count: nudges.reminders,
            waited: now - record.waiting_since,
            invited: record.status != GameStatus::Active,
        })
    }
}

#[cfg(test)]
mod tests;
