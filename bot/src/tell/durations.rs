//! Durations as players write and read them (`3d`, `12h`, `1d 6h`), in
//! their language: a setting read, and refused in words when it is not
//! one.

use crate::i18n::Lang;
use crate::service::timing::{LONGEST_SETTING, SHORTEST_SETTING};
use crate::t;

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
    use crate::service::timing::{DAY, HOUR};

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
