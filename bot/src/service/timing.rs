//! How long the bot waits before it nudges: durations as players write and
//! read them (`3d`, `12h`, `1d 6h`), and the bot-wide defaults.

use std::time::Duration;

use crate::i18n::Lang;
use crate::t;

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
}

impl Default for Timing {
    fn default() -> Timing {
        Timing {
            remind_after: DAY,
            max_reminders: 3,
            question_timeout: 12 * HOUR,
            standing_after: 0,
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

/// A duration a game may set.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Setting {
    /// The move clock.
    Clock,
    /// The time between reminders.
    Reminders,
}

/// Reads a game setting such as `3d`, `12h` or `1d 12h` (in milliseconds),
/// between an hour and a month; a refusal says why in `lang`.
pub fn parse_setting(text: &str, what: Setting, lang: Lang) -> Result<i64, String> {
    let what = match what {
        Setting::Clock => "clock",
        Setting::Reminders => "reminders",
    };
    let duration = humantime::parse_duration(text.trim()).map_err(|_| {
        let text = super::text::echo(text, true);
        t!(lang, "setting-not-a-duration", text = text, what = what)
    })?;
    let ms = i64::try_from(duration.as_millis()).unwrap_or(i64::MAX);
    if !(SHORTEST_SETTING..=LONGEST_SETTING).contains(&ms) {
        return Err(t!(
            lang,
            "setting-out-of-range",
            what = what,
            given = words(ms, lang)
        ));
    }
    Ok(ms)
}

/// A duration in a player's words, to the two largest units: `2d 3h`,
/// `5h 20m`, `40m`, `12s` (in `lang`'s units).
pub fn words(ms: i64, lang: Lang) -> String {
    let seconds = ms.max(0) / 1000;
    let (d, h, m, s) = (
        seconds / 86_400,
        seconds / 3600 % 24,
        seconds / 60 % 60,
        seconds % 60,
    );
    let parts = [(d, "d"), (h, "h"), (m, "m"), (s, "s")];
    let first = parts.iter().position(|(n, _)| *n > 0).unwrap_or(3);
    parts[first..]
        .iter()
        .take(2)
        .filter(|(n, _)| *n > 0 || first == 3)
        .map(|&(n, unit)| t!(lang, "duration", n = n, unit = unit))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_read_as_players_write_them() {
        assert_eq!(parse_setting("3d", Setting::Clock, Lang::En), Ok(3 * DAY));
        assert_eq!(
            parse_setting(" 12h ", Setting::Clock, Lang::En),
            Ok(12 * HOUR)
        );
        assert_eq!(
            parse_setting("1d 12h", Setting::Clock, Lang::En),
            Ok(36 * HOUR)
        );
        let short = parse_setting("10m", Setting::Clock, Lang::En).unwrap_err();
        assert!(short.contains("between 1h and 30d, not 10m"), "{short}");
        let bad = parse_setting("soon", Setting::Clock, Lang::En).unwrap_err();
        assert!(
            bad.contains("\"soon\" is not a duration for the move clock"),
            "{bad}"
        );
    }

    #[test]
    fn durations_read_in_two_units() {
        assert_eq!(words(2 * DAY + 3 * HOUR + 59_000, Lang::En), "2d 3h");
        assert_eq!(words(5 * HOUR + 20 * 60_000, Lang::En), "5h 20m");
        assert_eq!(words(40 * 60_000, Lang::En), "40m");
        assert_eq!(words(DAY, Lang::En), "1d");
        assert_eq!(words(12_000, Lang::En), "12s");
        assert_eq!(words(0, Lang::En), "0s");
        assert_eq!(words(-5, Lang::En), "0s");
        assert_eq!(words(2 * DAY + 3 * HOUR, Lang::Fr), "2 j 3 h");
        assert_eq!(words(5 * HOUR + 20 * 60_000, Lang::Pl), "5 godz. 20 min");
        let short = parse_setting("10m", Setting::Reminders, Lang::Fr).unwrap_err();
        assert!(short.contains("pas 10 min"), "{short}");
    }
}
