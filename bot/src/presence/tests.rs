use chrono::{NaiveDate, TimeZone, Utc};

use super::*;

/// `y-m-d h:m` UTC, in ms.
fn utc(y: i32, m: u32, d: u32, h: u32, min: u32) -> i64 {
    Utc.with_ymd_and_hms(y, m, d, h, min, 0)
        .unwrap()
        .timestamp_millis()
}

fn warsaw(from: &str) -> QuietHours {
    let (from, until) = hours(from).unwrap();
    QuietHours {
        zone: "Europe/Warsaw".to_owned(),
        from,
        until,
    }
}

#[test]
fn quiet_hours_run_across_midnight_in_the_players_zone() {
    let night = warsaw("22:00-08:00");
    // 23:30 in Warsaw (winter, UTC+1): until 08:00 tomorrow there.
    assert_eq!(
        quiet_until(&night, utc(2026, 1, 10, 22, 30)),
        Some(utc(2026, 1, 11, 7, 0))
    );
    // 07:00 there: until 08:00 the same day.
    assert_eq!(
        quiet_until(&night, utc(2026, 1, 11, 6, 0)),
        Some(utc(2026, 1, 11, 7, 0))
    );
    // Noon, and the very minute they end: not quiet.
    assert_eq!(quiet_until(&night, utc(2026, 1, 11, 11, 0)), None);
    assert_eq!(quiet_until(&night, utc(2026, 1, 11, 7, 0)), None);
    // Daytime hours, not across midnight.
    let lunch = warsaw("12:00-13:30");
    assert_eq!(
        quiet_until(&lunch, utc(2026, 7, 1, 10, 15)),
        Some(utc(2026, 7, 1, 11, 30))
    );
    assert_eq!(quiet_until(&lunch, utc(2026, 7, 1, 9, 59)), None);
}

#[test]
fn quiet_hours_keep_to_the_clock_on_the_wall_across_daylight_saving() {
    let night = warsaw("22:00-08:00");
    // The night the clocks go forward (29 March 2026): 08:00 CEST is
    // 06:00 UTC, eight real hours after 23:00 CET.
    assert_eq!(
        quiet_until(&night, utc(2026, 3, 28, 22, 0)),
        Some(utc(2026, 3, 29, 6, 0))
    );
    // The night they go back (25 October 2026): 08:00 CET is 07:00 UTC.
    assert_eq!(
        quiet_until(&night, utc(2026, 10, 24, 21, 0)),
        Some(utc(2026, 10, 25, 7, 0))
    );
    // Hours that end in the skipped hour end when the clocks land, 03:00.
    let skipped = warsaw("01:00-02:30");
    assert_eq!(
        quiet_until(&skipped, utc(2026, 3, 29, 0, 30)),
        Some(utc(2026, 3, 29, 1, 0))
    );
    // An end the clocks repeat is its first occurrence (02:30 CEST).
    let repeated = warsaw("01:00-02:30");
    assert_eq!(
        quiet_until(&repeated, utc(2026, 10, 24, 23, 30)),
        Some(utc(2026, 10, 25, 0, 30))
    );
}

#[test]
fn hours_and_zones_are_read_as_players_type_them() {
    assert_eq!(hours("22:00-08:00"), Some((1320, 480)));
    assert_eq!(hours(" 22 - 8 "), Some((1320, 480)));
    assert_eq!(hours("7h30-9h"), Some((450, 540)));
    assert_eq!(hours("22:00–08:00"), Some((1320, 480)), "an en dash");
    for wrong in ["", "22:00", "25:00-08:00", "22:60-08:00", "8-8", "a-b"] {
        assert_eq!(hours(wrong), None, "{wrong}");
    }
    assert_eq!(zone("europe/warsaw").as_deref(), Some("Europe/Warsaw"));
    assert_eq!(zone("Mars/Olympus"), None);
    assert!(zones_like("warsaw", 25).contains(&"Europe/Warsaw"));
    assert_eq!(clock_time(1320), "22:00");
}

#[test]
fn away_time_is_counted_once_and_days_by_the_year() {
    let day = 86_400_000;
    let presence = Presence {
        away: vec![(100, 300), (200, 400), (1_000, 2_000)],
        quiet_until: None,
    };
    assert_eq!(presence.away_between(0, 5_000), 300 + 1_000);
    assert_eq!(presence.away_between(250, 1_500), 150 + 500);
    assert_eq!(presence.away_at(350), Some(400));
    assert_eq!(presence.away_at(400), None);
    let start = utc(2026, 12, 30, 12, 0);
    let mut ann = Profile::new(1);
    ann.away = vec![
        // Three days begun in 2026, one of them cut short.
        Away {
            from: start - 10 * day,
            until: start - 8 * day + 1,
            auto: false,
            back: false,
        },
        // Ten days begun in 2026, running into 2027: counted in 2026.
        Away {
            from: start,
            until: start + 10 * day,
            auto: true,
            back: false,
        },
    ];
    assert_eq!(days_taken(&ann, start), 13);
    assert_eq!(days_left(&ann, 14, start), 1);
    assert_eq!(days_left(&ann, 10, start), 0);
    let next_year = NaiveDate::from_ymd_opt(2027, 1, 2)
        .unwrap()
        .and_hms_opt(0, 0, 0)
        .unwrap()
        .and_utc()
        .timestamp_millis();
    assert_eq!(days_left(&ann, 14, next_year), 14);
    assert_eq!(
        Presence::of(&ann, start + day).away_at(start + day),
        Some(start + 10 * day)
    );
}
