//! Whether a player is there: their quiet hours (in their own time zone)
//! and their away days, read from their profile at a given moment. Pure:
//! the moment is passed in.

use chrono::{DateTime, Datelike, NaiveDate, NaiveTime, TimeZone, Timelike, Utc};
use chrono_tz::Tz;
use keystone_data::{Away, Profile, QuietHours};

/// Milliseconds in a day.
use crate::service::timing::DAY;

/// The most away days a year an operator may allow, and the default.
pub const MOST_AWAY_DAYS: u32 = 60;
/// The allowance when the configuration says nothing (what OGS and
/// similar sites give, about two weeks).
pub const AWAY_DAYS: u32 = 14;
/// The longest single absence one may take at once, in days.
pub const LONGEST_AWAY: i64 = 30;

/// A seat's player as the table sees them at one moment.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Presence {
    /// Their times away (from, until), oldest first.
    pub away: Vec<(i64, i64)>,
    /// When their quiet hours end, if they are in them now.
    pub quiet_until: Option<i64>,
}

impl Presence {
    /// The away days taken in the calendar year (UTC) of `now`: each time
    /// away counts in the year it began.
    pub fn days_taken(&self, now: i64) -> u32 {
        let year = year_of(now);
        (self.away.iter())
            .filter(|(from, _)| year_of(*from) == year)
            .map(|&(from, until)| span_days(from, until))
            .sum()
    }

    /// The away days left at `now`, of `allowance` a year.
    pub fn days_left(&self, allowance: u32, now: i64) -> u32 {
        allowance.saturating_sub(self.days_taken(now))
    }

    /// `profile`'s presence at `now`.
    pub fn of(profile: &Profile, now: i64) -> Presence {
        Presence {
            away: profile.away.iter().map(|a| (a.from, a.until)).collect(),
            quiet_until: profile.quiet.as_ref().and_then(|q| quiet_until(q, now)),
        }
    }

    /// Until when they are away, if they are at `at`.
    pub fn away_at(&self, at: i64) -> Option<i64> {
        self.away
            .iter()
            .filter(|&&(from, until)| from <= at && at < until)
            .map(|&(_, until)| until)
            .max()
    }

    /// How much of `from..to` they were away (ms): time their clock did
    /// not run.
    pub fn away_between(&self, from: i64, to: i64) -> i64 {
        // Spans may touch or overlap (one taken, then more added): merged,
        // so that no time is counted twice.
        let mut spans: Vec<(i64, i64)> = self
            .away
            .iter()
            .map(|&(a, b)| (a.max(from), b.min(to)))
            .filter(|(a, b)| a < b)
            .collect();
        spans.sort_unstable();
        let (mut total, mut reached) = (0, i64::MIN);
        for (a, b) in spans {
            let a = a.max(reached);
            if b > a {
                total += b - a;
                reached = b;
            }
        }
        total
    }
}

/// When `quiet`'s hours end, if `now` is in them.
pub fn quiet_until(quiet: &QuietHours, now: i64) -> Option<i64> {
    let zone: Tz = quiet.zone.parse().ok()?;
    let local = DateTime::<Utc>::from_timestamp_millis(now)?.with_timezone(&zone);
    let minute = u16::try_from(local.time().num_seconds_from_midnight() / 60).ok()?;
    let (from, until) = (quiet.from, quiet.until);
    let inside = if from <= until {
        (from..until).contains(&minute)
    } else {
        minute >= from || minute < until
    };
    if !inside {
        return None;
    }
    // They end today, or tomorrow when they run across midnight and it is
    // still evening.
    let day = local.date_naive();
    let day = if minute >= until {
        day.succ_opt()?
    } else {
        day
    };
    Some(local_time(zone, day, until))
}

/// `minute` after midnight of `day` in `zone`, in ms since the epoch. A
/// time a daylight-saving change skips is the first moment after the
/// change; one it repeats is its first occurrence.
fn local_time(zone: Tz, day: NaiveDate, minute: u16) -> i64 {
    let time = NaiveTime::from_num_seconds_from_midnight_opt(u32::from(minute) * 60, 0)
        .unwrap_or(NaiveTime::MIN);
    let mut at = day.and_time(time);
    // A skipped hour: the clocks jumped over it, so it ends when they
    // land (at most a few hours are ever skipped).
    for _ in 0..4 {
        if let Some(t) = zone.from_local_datetime(&at).earliest() {
            return t.timestamp_millis();
        }
        at += chrono::Duration::minutes(30);
    }
    at.and_utc().timestamp_millis()
}

/// Is `name` a time zone (case aside)? Its canonical name if so.
pub fn zone(name: &str) -> Option<String> {
    Tz::from_str_insensitive(name.trim())
        .ok()
        .map(|z| z.name().to_owned())
}

/// Time zones whose name holds `typed` (case aside), at most `most`.
pub fn zones_like(typed: &str, most: usize) -> Vec<&'static str> {
    let typed = typed.trim().to_lowercase();
    chrono_tz::TZ_VARIANTS
        .iter()
        .map(|z| z.name())
        .filter(|n| n.to_lowercase().contains(&typed))
        .take(most)
        .collect()
}

/// `text` as quiet hours (`22:00-08:00`, `22-8`): from and until, minutes
/// after midnight; `None` if it is not that.
pub fn hours(text: &str) -> Option<(u16, u16)> {
    let (from, until) = text.trim().split_once(['-', '–'])?;
    let (from, until) = (minute_of(from)?, minute_of(until)?);
    (from != until).then_some((from, until))
}

/// `22:00` or `22` as minutes after midnight.
fn minute_of(text: &str) -> Option<u16> {
    let text = text.trim();
    let (h, m) = text.split_once([':', 'h']).unwrap_or((text, "0"));
    let m = if m.is_empty() { "0" } else { m };
    let (h, m): (u16, u16) = (h.trim().parse().ok()?, m.trim().parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

/// `minutes` after midnight as `22:00`.
pub fn clock_time(minutes: u16) -> String {
    format!("{:02}:{:02}", minutes / 60, minutes % 60)
}

/// The away days `profile` took in the calendar year (UTC) of `now`: each
/// absence counts the days it spans, begun days whole, in the year it
/// began; one cut short counts until its player came back.
pub fn days_taken(profile: &Profile, now: i64) -> u32 {
    Presence::of(profile, now).days_taken(now)
}

/// How many days `away` counts: begun days whole.
pub fn days_of(away: &Away) -> u32 {
    span_days(away.from, away.until)
}

/// How many days the time from `from` to `until` counts: begun days whole.
fn span_days(from: i64, until: i64) -> u32 {
    u32::try_from((until - from + DAY - 1).max(0) / DAY).unwrap_or(u32::MAX)
}

/// The calendar year (UTC) of `at`.
fn year_of(at: i64) -> i32 {
    DateTime::<Utc>::from_timestamp_millis(at).map_or(1970, |t| t.year())
}

/// The away days `profile` has left at `now`, of `allowance` a year.
pub fn days_left(profile: &Profile, allowance: u32, now: i64) -> u32 {
    Presence::of(profile, now).days_left(allowance, now)
}

#[cfg(test)]
mod tests;
