//! How long the bot waits before it nudges: the bot-wide defaults, and the
//! bounds of what a game may set (durations in players' words are
//! [`crate::tell::durations`]).

use std::time::Duration;

/// Milliseconds in an hour.
pub const HOUR: i64 = 3_600_000;
/// Milliseconds in a day.
pub const DAY: i64 = 24 * HOUR;

/// The shortest reminder period or move clock a game may set: shorter would
/// be pestering, and the sweep only looks that far back.
pub const SHORTEST_SETTING: i64 = HOUR;
/// The longest: a month.
pub const LONGEST_SETTING: i64 = 30 * DAY;

/// The bot-wide waiting rules (from the configuration).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Timing {
    /// Remind the player to act after this long (ms), unless the game says
    /// otherwise.
    pub remind_after: i64,
    /// At most this many reminders per wait.
    pub max_reminders: u32,
    /// A question outside the turn left unanswered (Basilica's paid
    /// orders, see [`crate::games::Answer`]) expires after this long (ms):
    /// the configuration's `paid_timeout`.
    pub question_timeout: i64,
    /// An answer given ahead (a bid ceiling, a standing answer) is played
    /// for a player another's move asked at a random time up to this long
    /// after (ms), a quarter of it at least, as their own answer would
    /// come; 0: at once (at one keyboard, where time hides nothing).
    pub standing_after: i64,
    /// Each player's away days a year: none for the service alone (at one
    /// keyboard nobody is away); the bot's configuration gives
    /// [`crate::presence::AWAY_DAYS`] unless told otherwise.
    pub away_days: u32,
}

impl Default for Timing {
    fn default() -> Timing {
        Timing {
            remind_after: DAY,
            max_reminders: 3,
            question_timeout: 12 * HOUR,
            standing_after: 0,
            away_days: 0,
        }
    }
}

impl Timing {
    /// From configured durations.
    pub fn from_durations(
        remind_after: Duration,
        max_reminders: u32,
        question_timeout: Duration,
        standing_after: Duration,
    ) -> Timing {
        let ms = |d: Duration| i64::try_from(d.as_millis()).unwrap_or(i64::MAX);
        Timing {
            remind_after: ms(remind_after).max(1),
            max_reminders,
            question_timeout: ms(question_timeout).max(1),
            standing_after: ms(standing_after),
            away_days: 0,
        }
    }

    /// How long the next answer given ahead waits: drawn afresh each time
    /// from the system's randomness (never the game's: it must not change
    /// the game, nor be foreseen from its seed), between a quarter of
    /// [`Timing::standing_after`] and all of it.
    pub fn standing_delay(&self) -> i64 {
        if self.standing_after <= 0 {
            return 0;
        }
        let soonest = self.standing_after / 4;
        let mut bytes = [0u8; 8];
        // Without randomness, the longest wait: still not told by time.
        if getrandom::fill(&mut bytes).is_err() {
            return self.standing_after;
        }
        let span = u64::try_from(self.standing_after - soonest).unwrap_or(0) + 1;
        soonest + i64::try_from(u64::from_le_bytes(bytes) % span).unwrap_or(0)
    }

    /// The soonest an answer given ahead is played after the move that
    /// asked for it.
    pub fn standing_soonest(&self) -> i64 {
        self.standing_after / 4
    }
}
