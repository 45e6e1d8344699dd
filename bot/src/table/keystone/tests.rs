//! Keystone's seats and the bookkeeping of its announcements, and a game
//! resumed from a record, at a fixed time.

use keystone_data::{ChannelId, GameId, GameStatus, Seat};
use keystone_engine::ai::Level;

use super::{Announce, announce_due};
use crate::games;
use crate::table::tests::{HOUR, T0, table};
use crate::table::{Invitation, Mover, Table};

const ALICE: Seat = Seat::from_index(0);
const BOB: Seat = Seat::from_index(1);
const GRACE: i64 = 60_000;

/// A game of Cardinal for two, Alice first, with Keystone at Bob's seat.
fn against_keystone() -> Table {
    let (mut record, game) = table("cardinal", 2, 5, &[], None).into_parts();
    record.seats[BOB.index()].computer = Some("hard".to_owned());
    Table::with_game(record, game)
}

/// Plays the first of the choices of the seat to act, as `mover`.
fn play_first(table: &mut Table, mover: Mover, now: i64) -> Seat {
    let seat = table.game().to_act()[0];
    let choices = table.game().choices(seat, &[], crate::i18n::Lang::En);
    table.act(seat, &choices[0].notation, mover, now).unwrap();
    seat
}

#[test]
fn keystone_acts_at_its_own_seat_only_and_only_while_the_game_is_played() {
    let mut table = against_keystone();
    assert_eq!(table.keystone_to_act(), None, "Alice is to act");
    play_first(&mut table, Mover::Player, T0 + 1);
    assert_eq!(table.keystone_to_act(), Some((BOB, Level::Hard)));
    // A game without Keystone never waits on it.
    let mut people = super::super::tests::table("cardinal", 2, 5, &[], None);
    play_first(&mut people, Mover::Player, T0 + 1);
    assert_eq!(people.keystone_to_act(), None);
    // Nor does one that is over.
    let (mut record, game) = table.into_parts();
    record.status = GameStatus::Aborted;
    assert_eq!(Table::with_game(record, game).keystone_to_act(), None);
}

#[test]
fn keystones_move_is_owed_to_the_channel_until_it_is_announced_once() {
    let mut table = against_keystone();
    play_first(&mut table, Mover::Player, T0 + 1);
    // Its move is owed once it waited the grace (a restart cut it short).
    assert_eq!(
        announce_due(table.sitting(), T0 + 1 + GRACE - 1, GRACE),
        None
    );
    assert_eq!(
        announce_due(table.sitting(), T0 + 1 + GRACE, GRACE),
        Some(Announce::Move)
    );
    let at = T0 + HOUR;
    assert_eq!(play_first(&mut table, Mover::Computer, at), BOB);
    // Played, it is still to be told: its own message may be on its way.
    assert_eq!(announce_due(table.sitting(), at + GRACE - 1, GRACE), None);
    assert_eq!(
        announce_due(table.sitting(), at + GRACE, GRACE),
        Some(Announce::Post)
    );
    assert!(table.announced());
    assert!(!table.announced(), "told once");
    assert_eq!(announce_due(table.sitting(), at + GRACE, GRACE), None);
    // A player's move needs no announcing.
    play_first(&mut table, Mover::Player, at + 1);
    assert!(!table.announced());
}

#[test]
fn an_answer_given_ahead_is_owed_at_its_time_before_anything_else() {
    let mut table = against_keystone();
    play_first(&mut table, Mover::Player, T0 + 1);
    let (mut record, game) = table.into_parts();
    record.nudges = keystone_data::Nudges {
        since: record.waiting_since,
        standing_at: Some(T0 + 10),
        ..record.nudges()
    };
    let table = Table::with_game(record, game);
    assert!(!table.answer_is_due(T0 + 9));
    assert_eq!(announce_due(table.sitting(), T0 + 9, GRACE), None);
    assert!(table.answer_is_due(T0 + 10));
    assert_eq!(
        announce_due(table.sitting(), T0 + 10, GRACE),
        Some(Announce::Standing)
    );
}

#[test]
fn keystones_work_is_said_in_the_first_language_a_person_at_the_table_speaks() {
    let (mut record, game) = against_keystone().into_parts();
    record.seats[BOB.index()].lang = Some("pl".to_owned());
    let table = Table::with_game(record, game);
    assert_eq!(super::first_speakers(table.sitting()).next(), None);
    let (mut record, game) = table.into_parts();
    record.seats[ALICE.index()].lang = Some("fr".to_owned());
    let table = Table::with_game(record, game);
    assert_eq!(
        super::first_speakers(table.sitting()).collect::<Vec<_>>(),
        ["fr"]
    );
}

#[test]
fn a_game_resumed_from_a_record_is_invited_with_its_lines_played_by_their_seats() {
    let kind = games::kind("cardinal").unwrap();
    let setup = keystone_engine::Seating {
        seats: 2,
        first: Some(ALICE),
        seed: 5,
    };
    let mut game = (kind.start)(&setup, &[]).unwrap();
    let names = ["P1", "P2"];
    let mut lines = Vec::new();
    for _ in 0..3 {
        let seat = game.to_act()[0];
        let choice = game.choices(seat, &[], crate::i18n::Lang::En).remove(0);
        game.play(seat, &choice.notation, &names, crate::i18n::Lang::En)
            .unwrap();
        lines.push((seat, choice.notation));
    }
    let invitation = Invitation {
        id: GameId(9),
        kind,
        channel: ChannelId(1),
        guild: None,
        people: vec![(1, "P1".to_owned()), (2, "P2".to_owned())],
        clock: None,
        keystone: None,
        host_speaks: "en",
        now: T0,
    };
    let table = Table::import(invitation, game, lines.clone());
    let record = table.sitting();
    assert_eq!(record.status, GameStatus::Invited);
    assert_eq!(record.to_act, [BOB]);
    let logged: Vec<(Seat, String)> = record
        .log
        .iter()
        .map(|a| (a.seat, a.text.clone()))
        .collect();
    assert_eq!(logged, lines);
    assert!(record.log.iter().all(|a| a.at == T0 && !a.auto));
    assert_eq!(record.step(), 3);
}
