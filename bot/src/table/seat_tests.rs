//! A seat's own changes at the table, at a fixed time: resigning (the
//! game over at two, played on at three), the settings a seat or the
//! table keeps (reminders' period, muting, the language a seat speaks), and
//! a line kept until it is confirmed.

use keystone_data::{GameStatus, Seat};

use super::tests::{HOUR, T0, table};
use super::{Mover, Refusal, TableError};

const ALICE: Seat = Seat::from_index(0);
const BOB: Seat = Seat::from_index(1);
const CAROL: Seat = Seat::from_index(2);

#[test]
fn resigning_ends_a_game_of_two_and_a_game_of_three_plays_on() {
    let mut two = table("cardinal", 2, 5, &[], None);
    two.resign(BOB, T0 + 1).unwrap();
    assert_eq!(two.sitting().status, GameStatus::Finished);
    let result = two.sitting().result.clone().unwrap();
    assert_eq!(result.winners, [ALICE]);
    assert!(two.sitting().to_act.is_empty());
    // Over: nobody resigns again.
    assert!(matches!(
        two.resign(ALICE, T0 + 2),
        Err(TableError::Refused(Refusal::ResignBeforeStart))
    ));

    let mut three = table("cardinal", 3, 5, &[], None);
    three.resign(BOB, T0 + 1).unwrap();
    assert_eq!(three.sitting().status, GameStatus::Active);
    assert_eq!(three.departed(), [BOB]);
    assert_eq!(three.playing(), [ALICE, CAROL]);
    assert!(matches!(three.still_playing(2), Err(Refusal::Left)));
    let before = three.sitting().clone();
    assert!(matches!(
        three.resign(BOB, T0 + 2),
        Err(TableError::Refused(Refusal::Left))
    ));
    assert_eq!(three.sitting(), &before, "a refusal changes nothing");
}

#[test]
fn a_seat_mutes_reminders_and_the_table_keeps_its_period_and_languages() {
    let mut table = table("cardinal", 2, 5, &[], Some(HOUR));
    table.remind_after(6 * HOUR);
    assert_eq!(table.sitting().settings.remind_after, Some(6 * HOUR));
    assert_eq!(table.sitting().settings.clock, Some(HOUR), "kept");
    table.mute(BOB, true);
    assert!(table.sitting().seats[BOB.index()].muted);
    assert!(!table.sitting().seats[ALICE.index()].muted);
    table.mute(BOB, false);
    assert!(!table.sitting().seats[BOB.index()].muted);
    table.heard(ALICE, "pl");
    assert_eq!(
        table.sitting().seats[ALICE.index()].lang.as_deref(),
        Some("pl")
    );
    // Settings are bookkeeping: the game and its step do not move.
    assert_eq!(table.sitting().step(), 0);
}

#[test]
fn a_line_to_confirm_is_kept_until_anything_is_played() {
    let mut table = table("cardinal", 2, 5, &[], None);
    let seat = table.game().to_act()[0];
    let choices = table.game().choices(seat, &[], crate::i18n::Lang::En);
    let line = choices[0].notation.clone();
    table.expect(seat, &line);
    assert_eq!(table.pending(seat), Some(line.as_str()));
    assert_eq!(table.pending(seat.next(2)), None);
    table.act(seat, &line, Mover::Player, T0 + 1).unwrap();
    assert_eq!(table.pending(seat), None, "played, it waits no more");
}

#[test]
fn a_change_that_leaves_the_game_alone_stores_its_snapshot_back_as_it_was() {
    let (mut record, _) = table("cardinal", 2, 5, &[], None).into_parts();
    // Stored by another build: the same game, written another way.
    record.state = format!(" {} ", record.state);
    let mut table = super::Table::load(record.clone()).unwrap();
    table.mute(BOB, true);
    let (stored, _) = table.into_parts();
    assert_eq!(stored.state, record.state);
    // Once the game moves, it is taken again.
    let mut table = super::Table::load(record.clone()).unwrap();
    let seat = table.game().to_act()[0];
    let line = table.game().choices(seat, &[], crate::i18n::Lang::En)[0]
        .notation
        .clone();
    table.act(seat, &line, Mover::Player, T0 + 1).unwrap();
    let (stored, game) = table.into_parts();
    assert_eq!(stored.state, game.snapshot());
}
