//! Games that wait for an absent player, through the service with a clock
//! the test moves: away days taken and spent for a player, their clock
//! stopped and unclaimable meanwhile; quiet hours that hold reminders and
//! pings until they end, across midnight and a daylight-saving change.

use std::sync::Arc;

use chrono::{TimeZone, Utc};
use keystone_bot::service::timing::{DAY, HOUR};
use keystone_bot::service::{Clock, Notice, PromptKind, Reply, Service, Timing};
use keystone_data::{MemoryStore, Store};

use crate::common::{self, ALICE, BOB, HERE, Manual, record, refused};

/// `y-m-d h:m` UTC, in ms.
fn utc(y: i32, m: u32, d: u32, h: u32, min: u32) -> i64 {
    Utc.with_ymd_and_hms(y, m, d, h, min, 0)
        .unwrap()
        .timestamp_millis()
}

/// A service on a fresh store whose clock reads `at`, with `away_days` a
/// year and a reminder after a day.
fn service(at: i64, away_days: u32) -> (Service, Arc<Manual>) {
    let clock = Arc::new(Manual::new(at));
    let store: Arc<dyn Store> = Arc::new(MemoryStore::new());
    let mut service =
        Service::with_seeds(store, Arc::clone(&clock) as Arc<dyn Clock>, Box::new(|| 42));
    service.set_timing(Timing {
        remind_after: DAY,
        max_reminders: 3,
        question_timeout: 12 * HOUR,
        standing_after: 0,
        away_days,
    });
    (service, clock)
}

/// Alice invites Bob to the fixed-deck game, with a move clock; Bob
/// accepts: Alice is to move.
fn start(service: &Service, clock: Option<i64>) -> Reply {
    service
        .new_game(HERE, &common::new_game(&record(), ALICE, BOB, clock))
        .unwrap();
    service.accept(HERE, BOB, None).unwrap()
}

/// The notices of one sweep that contain `words`.
fn said<'a>(notices: &'a [Notice], words: &str) -> Vec<&'a Notice> {
    notices
        .iter()
        .filter(|n| n.reply.text.contains(words))
        .collect()
}

#[test]
fn an_away_players_clock_stops_and_nobody_may_claim_it() {
    let t0 = utc(2026, 12, 1, 12, 0);
    let (service, clock) = service(t0, 14);
    start(&service, Some(DAY));
    service.set_auto_away(ALICE, false).unwrap();

    // Six hours into her clock, Alice goes away for three days.
    clock.set(t0 + 6 * HOUR);
    let (taken, notices) = service.go_away(ALICE, "3d").unwrap();
    assert!(taken.private);
    let back_at = t0 + 6 * HOUR + 3 * DAY;
    let stamp = format!("<t:{}:F>", back_at / 1000);
    assert!(taken.text.contains(&stamp), "{}", taken.text);
    assert!(taken.text.contains("11 away days left this year (of 14)"));
    // Her table is told at once, in words, and pings nobody.
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].channel, HERE);
    assert_eq!(
        notices[0].reply.text,
        format!(
            "Alice is away until {stamp}: their clock is stopped, nobody may claim it, and they \
             are not reminded."
        )
    );
    assert!(notices[0].reply.ping.is_empty());

    // Two days on: no claim, no reminder, no clock notice, nothing said
    // twice.
    clock.set(t0 + 2 * DAY);
    assert!(service.sweep().unwrap().is_empty());
    assert_eq!(
        refused(service.claim(HERE, BOB, None)),
        format!(
            "Alice is away until {stamp}: their clock is stopped, and nobody may claim it or go \
             on without them."
        )
    );
    let status = service.status(HERE).unwrap().text;
    assert!(status.contains("Alice is away until"), "{status}");
    assert!(
        status.contains("Away days left this year (of 14): Alice 11 and Bob 14."),
        "{status}"
    );
    // The turn message still reaches her table, without her ping.
    let board = service.board(HERE, BOB, false).unwrap();
    assert!(board.text.contains("Alice is away until"), "{}", board.text);

    // Back as planned: told once; her clock runs again from where it
    // stopped (18 hours left).
    clock.set(back_at + HOUR);
    let notices = service.sweep().unwrap();
    assert_eq!(said(&notices, "Alice is back").len(), 1, "{notices:?}");
    assert_eq!(
        refused(service.claim(HERE, BOB, None)),
        "Alice still has 17h on the move clock."
    );
    clock.set(back_at + 18 * HOUR);
    let notices = service.sweep().unwrap();
    assert_eq!(said(&notices, "move clock (1d) ran out").len(), 1);
    assert!(
        service
            .claim(HERE, BOB, None)
            .unwrap()
            .text
            .contains("Alice leaves the game")
    );
}

#[test]
fn away_days_are_spent_for_a_late_player_until_none_are_left() {
    let t0 = utc(2026, 6, 1, 12, 0);
    let (service, clock) = service(t0, 2);
    start(&service, Some(DAY));

    // Her clock runs out: a day is spent, before anyone could claim.
    clock.set(t0 + DAY);
    assert!(
        refused(service.claim(HERE, BOB, None)).starts_with("Alice is away until"),
        "the claim spends the day first"
    );
    let notices = service.sweep().unwrap();
    assert_eq!(
        said(&notices, "Alice is away until").len(),
        1,
        "{notices:?}"
    );
    assert!(said(&notices, "ran out").is_empty());
    assert!(
        service
            .presence_words(ALICE)
            .unwrap()
            .starts_with("Away days: 1 taken this year, 1 left (of 2).")
    );

    // The next day, the second and last: her return moves, and she is
    // never said to be back in between.
    clock.set(t0 + 2 * DAY + HOUR);
    let notices = service.sweep().unwrap();
    assert!(said(&notices, "Alice is back").is_empty());
    assert_eq!(said(&notices, "Alice is away until").len(), 1);

    // None left: her clock runs out, the others may claim.
    clock.set(t0 + 3 * DAY + 2 * HOUR);
    let notices = service.sweep().unwrap();
    let ran_out = said(&notices, "move clock (1d) ran out");
    assert_eq!(ran_out.len(), 1, "{notices:?}");
    assert_eq!(ran_out[0].reply.prompts[0].kind, PromptKind::Claim);
    assert!(
        service
            .presence_words(ALICE)
            .unwrap()
            .starts_with("Away days: 2 taken this year, 0 left (of 2).")
    );
    assert!(
        service
            .claim(HERE, BOB, None)
            .unwrap()
            .text
            .contains("Alice leaves the game")
    );
}

#[test]
fn back_early_gives_the_days_not_begun_back() {
    let t0 = utc(2026, 3, 2, 9, 0);
    let (service, clock) = service(t0, 10);
    start(&service, None);
    assert_eq!(refused(service.come_back(ALICE)), "You are not away.");
    service.go_away(ALICE, "5d").unwrap();
    clock.set(t0 + DAY + HOUR);
    let (back, notices) = service.come_back(ALICE).unwrap();
    assert!(
        back.text.contains("8 away days left this year (of 10)"),
        "{}",
        back.text
    );
    assert_eq!(said(&notices, "Alice is back").len(), 1);
    // Too long, or not a time: refused, nothing changed.
    assert_eq!(
        refused(service.go_away(ALICE, "9d")),
        "You have 8 away days left this year (of 10): 9d is more."
    );
    assert_eq!(
        refused(service.go_away(ALICE, "soon")),
        "`soon` is not a time away: write it as 5d or 36h (at least 1h, at most 30 days)."
    );
    assert!(service.presence_words(ALICE).unwrap().contains("2 taken"));
    // Holidays turned off by the operator.
    let (off, _) = self::service(t0, 0);
    assert_eq!(
        refused(off.go_away(ALICE, "1d")),
        "Away days are turned off on this bot."
    );
}

/// Bob's quiet hours: 22:00–08:00 in Warsaw.
fn bob_sleeps_in_warsaw(service: &Service) {
    let set = service
        .set_quiet(BOB, "22:00-08:00", Some("europe/warsaw"))
        .unwrap();
    assert_eq!(
        set.text,
        "Quiet hours: from 22:00 to 08:00, Europe/Warsaw time. Reminders wait until they end; \
         turn messages still come, without the ping."
    );
}

/// Alice plays her first turn (three actions) at `at`: the table then
/// waits on Bob, whose ping the reply carries or not.
fn alice_moves(service: &Service, clock: &Manual, at: i64) -> Reply {
    clock.set(at);
    common::play(service, HERE, (ALICE, BOB), 0..3).remove(2)
}

#[test]
fn quiet_hours_hold_a_reminder_to_their_end_across_midnight() {
    // 21:30 in Warsaw (UTC+1 in winter).
    let t0 = utc(2026, 1, 9, 20, 30);
    let (service, clock) = service(t0, 14);
    start(&service, None);
    bob_sleeps_in_warsaw(&service);
    // At 21:30 Bob is pinged; a day later the reminder falls at 21:30 too.
    assert_eq!(alice_moves(&service, &clock, t0).ping, vec![BOB]);
    clock.set(t0 + DAY);
    assert_eq!(said(&service.sweep().unwrap(), "Reminder").len(), 1);
    // The second falls at 21:30 + 24h + 45m = 22:15: it waits, through
    // midnight, until 08:00.
    clock.set(t0 + 2 * DAY + 45 * 60_000);
    assert!(service.sweep().unwrap().is_empty());
    clock.set(utc(2026, 1, 12, 6, 59));
    assert!(service.sweep().unwrap().is_empty(), "07:59 is still quiet");
    clock.set(utc(2026, 1, 12, 7, 0));
    let notices = service.sweep().unwrap();
    let reminders = said(&notices, "Reminder (2 of 3)");
    assert_eq!(reminders.len(), 1, "{notices:?}");
    assert_eq!(reminders[0].reply.ping, vec![BOB]);
}

#[test]
fn a_turn_in_the_night_reaches_the_table_without_the_ping() {
    // 23:00 in Warsaw.
    let t0 = utc(2026, 1, 9, 22, 0);
    let (service, clock) = service(t0, 14);
    start(&service, None);
    bob_sleeps_in_warsaw(&service);
    service.set_direct(BOB, true).unwrap();
    let reply = alice_moves(&service, &clock, t0);
    assert!(reply.ping.is_empty(), "{:?}", reply.ping);
    assert!(
        service.directs(HERE, &reply).unwrap().is_empty(),
        "no direct message in the night either"
    );
    assert!(reply.picture.is_some(), "the turn message still comes");
    // Off again: pinged at any hour.
    assert_eq!(
        service.set_quiet(BOB, "off", None).unwrap().text,
        "Quiet hours off: you may be pinged at any hour."
    );
}

#[test]
fn quiet_hours_end_by_the_wall_clock_across_daylight_saving() {
    // 21:00 in Warsaw on the Saturday before the clocks go forward (29
    // March 2026, 02:00 CET becomes 03:00 CEST).
    let t0 = utc(2026, 3, 27, 20, 0);
    let (service, clock) = service(t0, 14);
    start(&service, None);
    bob_sleeps_in_warsaw(&service);
    alice_moves(&service, &clock, t0);
    // The reminder falls at 21:00 + 25h = 23:00 CET on the 28th; quiet
    // hours end at 08:00 CEST, 06:00 UTC, not 07:00.
    clock.set(t0 + DAY + HOUR);
    assert!(service.sweep().unwrap().is_empty());
    clock.set(utc(2026, 3, 29, 5, 59));
    assert!(service.sweep().unwrap().is_empty());
    clock.set(utc(2026, 3, 29, 6, 0));
    assert_eq!(said(&service.sweep().unwrap(), "Reminder").len(), 1);
}

#[test]
fn quiet_hours_and_time_zones_are_refused_in_words() {
    let (service, _) = service(utc(2026, 1, 1, 0, 0), 14);
    assert_eq!(
        refused(service.set_quiet(BOB, "22:00-08:00", None)),
        "Quiet hours need your time zone, such as Europe/Warsaw."
    );
    assert_eq!(
        refused(service.set_quiet(BOB, "late", Some("Europe/Warsaw"))),
        "`late` is not quiet hours: write them as 22:00-08:00 (or off)."
    );
    assert_eq!(
        refused(service.set_quiet(BOB, "22-8", Some("Mars/Olympus"))),
        "`Mars/Olympus` is not a time zone: write it as the IANA names it, such as \
         Europe/Warsaw or America/New_York."
    );
    // Once a zone is known, new hours keep it.
    service
        .set_quiet(BOB, "23:00-07:00", Some("Europe/Warsaw"))
        .unwrap();
    assert!(
        service
            .set_quiet(BOB, "22-8", None)
            .unwrap()
            .text
            .contains("Europe/Warsaw time")
    );
    assert!(
        service
            .presence_words(BOB)
            .unwrap()
            .ends_with("Quiet hours: 22:00–08:00, Europe/Warsaw time.")
    );
}

#[test]
fn a_turn_reaches_by_direct_message_only_those_who_asked_and_are_not_quiet() {
    // 21:30 in Warsaw.
    let t0 = utc(2026, 1, 9, 20, 30);
    let (service, clock) = service(t0, 14);
    start(&service, None);
    service.set_direct(BOB, true).unwrap();
    let reply = alice_moves(&service, &clock, t0);
    let directs = service.directs(HERE, &reply).unwrap();
    assert_eq!(directs.len(), 1);
    assert_eq!(directs[0].user, BOB);
    assert_eq!(directs[0].text, "Your turn in Basilica: <#77>");
    // Discord refuses one: said once, until one gets through again.
    let lang = keystone_bot::i18n::Lang::En;
    let said = service.direct_refused(BOB, lang).unwrap().unwrap();
    assert!(
        said.text
            .contains("Discord refused my direct message to you")
    );
    assert_eq!(said.ping, vec![BOB]);
    assert!(service.direct_refused(BOB, lang).unwrap().is_none());
    service.direct_delivered(BOB).unwrap();
    assert!(service.direct_refused(BOB, lang).unwrap().is_some());
    // Turned off: none.
    service.set_direct(BOB, false).unwrap();
    assert!(service.directs(HERE, &reply).unwrap().is_empty());
}

#[test]
fn back_by_their_own_word_a_late_player_spends_no_more_days() {
    let t0 = utc(2026, 6, 1, 12, 0);
    let (service, clock) = service(t0, 5);
    start(&service, Some(DAY));
    clock.set(t0 + DAY);
    assert_eq!(
        said(&service.sweep().unwrap(), "Alice is away until").len(),
        1
    );
    // Back two hours into the day spent for her: her clock had run out,
    // so it has; no other day is spent, and Bob may claim.
    clock.set(t0 + DAY + 2 * HOUR);
    let (back, _) = service.come_back(ALICE).unwrap();
    assert!(back.text.contains("4 away days left"), "{}", back.text);
    clock.set(t0 + DAY + 3 * HOUR);
    let notices = service.sweep().unwrap();
    assert!(said(&notices, "away until").is_empty(), "{notices:?}");
    assert_eq!(said(&notices, "move clock (1d) ran out").len(), 1);
    assert!(
        service
            .claim(HERE, BOB, None)
            .unwrap()
            .text
            .contains("Alice leaves the game")
    );
}

#[test]
fn a_question_to_an_away_player_waits_for_them() {
    let t0 = utc(2026, 6, 1, 12, 0);
    let (service, clock) = service(t0, 14);
    start(&service, None);
    // Bob's paid order asks Alice (the record's first question).
    let record = record();
    let at = (record.actions.iter())
        .position(|a| a.text == "decline")
        .unwrap();
    common::play(&service, HERE, (ALICE, BOB), 0..at);
    clock.set(t0 + HOUR);
    service.go_away(ALICE, "2d").unwrap();
    // Twelve hours on, her answer has not expired: she is away.
    clock.set(t0 + 13 * HOUR);
    assert!(said(&service.sweep().unwrap(), "expired").is_empty());
    assert!(refused(service.go_on(HERE, BOB, None)).starts_with("Alice is away until"));
    // Back, her answer's time runs again from where it stopped (an hour
    // had run): it expires eleven hours later.
    clock.set(t0 + 2 * DAY + HOUR + 10 * HOUR);
    assert!(refused(service.go_on(HERE, BOB, None)).contains("1h"));
    clock.set(t0 + 2 * DAY + HOUR + 11 * HOUR);
    assert!(service.go_on(HERE, BOB, None).is_ok());
}
