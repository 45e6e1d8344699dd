//! What falls due at a table, each said once: a move clock run out, a
//! question expired, reminders at most so often and so many times.

use keystone_data::{GameStatus, Seat};

use super::{Nudge, Waits};
use crate::table::tests::{HOUR, T0, play_until, table};

const ALICE: Seat = Seat::from_index(0);
const BOB: Seat = Seat::from_index(1);

const WAITS: Waits = Waits {
    question: 12 * HOUR,
    remind_after: 24 * HOUR,
    max_reminders: 2,
};

#[test]
fn a_move_clock_that_ran_out_is_said_once() {
    let mut table = table("cardinal", 2, 5, &[], Some(HOUR));
    assert!(table.due(T0 + HOUR - 1, WAITS, false).is_empty());
    let due = table.due(T0 + HOUR, WAITS, false);
    assert_eq!(
        due,
        [Nudge::ClockRanOut {
            late: vec![ALICE],
            clock: HOUR,
            others: vec![BOB],
            default: false,
        }]
    );
    assert!(table.sitting().nudges.clock_told);
    assert!(table.due(T0 + 2 * HOUR, WAITS, false).is_empty());
}

#[test]
fn reminders_come_once_a_period_and_stop_at_the_most() {
    let mut table = table("cardinal", 2, 5, &[], None);
    let day = WAITS.remind_after;
    let reminder = |count, waited| Nudge::Reminder {
        listening: vec![ALICE],
        count,
        waited,
        invited: false,
    };
    assert!(table.due(T0 + day - 1, WAITS, false).is_empty());
    assert_eq!(table.due(T0 + day, WAITS, false), [reminder(1, day)]);
    assert!(table.due(T0 + day + 1, WAITS, false).is_empty());
    assert_eq!(
        table.due(T0 + 2 * day, WAITS, false),
        [reminder(2, 2 * day)]
    );
    assert!(
        table.due(T0 + 9 * day, WAITS, false).is_empty(),
        "two at most"
    );
    // A muted seat is not reminded; nor is a table Keystone must move at.
    let mut table = crate::table::tests::table("cardinal", 2, 5, &[], None);
    assert!(table.due(T0 + day, WAITS, true).is_empty());
    table.mute(ALICE, true);
    assert!(table.due(T0 + day, WAITS, false).is_empty());
}

#[test]
fn an_unanswered_question_expires_once_for_whoever_asked_it() {
    let mut table = table("basilica", 2, 7, &[], None);
    play_until(&mut table, 3, T0, |t| t.game().asked().is_some());
    let asked = table.game().asked().unwrap();
    let by = table.sitting().log.last().unwrap().seat;
    let since = table.sitting().waiting_since;
    let quiet = Waits {
        remind_after: 100 * HOUR,
        ..WAITS
    };
    assert!(table.due(since + 12 * HOUR - 1, quiet, false).is_empty());
    assert_eq!(
        table.due(since + 12 * HOUR, quiet, false),
        [Nudge::QuestionExpired {
            asked,
            by,
            waited: 12 * HOUR
        }]
    );
    assert!(table.due(since + 13 * HOUR, quiet, false).is_empty());
    assert_eq!(table.sitting().status, GameStatus::Active);
}
