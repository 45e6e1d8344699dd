//! The table alone: no store, no clock (the time is passed in), no
//! language. Each game's mechanics outside the plain turn: Basilica's paid
//! orders (answered ahead, expired), Les Grands Bâtisseurs' ceiling and
//! sabotage answers and G22's defaults, Babylon's simultaneous Write and
//! Y44's defaults, Cardinal's claimed clock; and a refusal changes
//! nothing.

use keystone_data::{
    ChannelId, Ending, GameId, GameRecord, GameStatus, Nudges, SeatRecord, Settings,
};
use keystone_engine::Seat;
use keystone_engine::grands_batisseurs::{Card, CardId};

use super::{AbortVote, By, Event, Mover, Refusal, Table, TableError, Turn, Wait};
use crate::games;

pub(super) const T0: i64 = 1_700_000_000_000;
pub(super) const HOUR: i64 = 3_600_000;
const ALICE: Seat = Seat::from_index(0);
const BOB: Seat = Seat::from_index(1);

/// A game of `kind` for `seats` under way, Alice first, from `seed` and
/// record `headers`, with a move clock of `clock` ms if any.
pub(super) fn table(
    kind: &str,
    seats: usize,
    seed: u64,
    headers: &[(&str, String)],
    clock: Option<i64>,
) -> Table {
    let kind = games::kind(kind).unwrap();
    let setup = keystone_engine::Seating {
        seats,
        first: Some(ALICE),
        seed,
    };
    let headers: Vec<keystone_engine::record::Header> = headers
        .iter()
        .map(|(key, value)| keystone_engine::record::Header {
            key: (*key).to_owned(),
            value: value.clone(),
            line: 0,
        })
        .collect();
    let game = (kind.start)(&setup, &headers).unwrap();
    let record = GameRecord {
        id: GameId(1),
        kind: kind.name.to_owned(),
        channel: ChannelId(1),
        guild: None,
        seats: (0..seats)
            .map(|i| SeatRecord::new(i as u64 + 1, format!("P{}", i + 1)))
            .collect(),
        settings: Settings {
            clock,
            ..Settings::default()
        },
        status: GameStatus::Active,
        state: game.snapshot(),
        version: 0,
        created: T0,
        updated: T0,
        to_act: game.to_act(),
        waiting_since: T0,
        log: Vec::new(),
        result: None,
        nudges: Nudges::default(),
        abort: None,
    };
    Table::with_game(record, game)
}

/// Plays legal actions (picked by a small generator from `seed`) for the
/// seats to act, at `now`, until `stop` holds; panics if the game ends
/// first.
pub(super) fn play_until(table: &mut Table, seed: u64, now: i64, stop: impl Fn(&Table) -> bool) {
    let mut state = seed;
    for _ in 0..5_000 {
        if stop(table) {
            return;
        }
        assert!(table.game().outcome().is_none(), "the game ended first");
        let seat = table.game().to_act()[0];
        let choices = table.game().choices(seat, &[], crate::i18n::Lang::En);
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        let pick = &choices[(state >> 33) as usize % choices.len()];
        table
            .act(seat, &pick.notation, Mover::Computer, now)
            .unwrap();
    }
    panic!("never reached");
}

/// The lines a turn played: seat, notation, on whose word.
fn played(turn: &Turn) -> Vec<(Seat, &str, By)> {
    turn.events
        .iter()
        .filter_map(|e| match e {
            Event::Played {
                seat, notation, by, ..
            } => Some((*seat, notation.as_str(), *by)),
            _ => None,
        })
        .collect()
}

fn refusal(result: Result<Turn, TableError>) -> Refusal {
    match result {
        Err(TableError::Refused(refusal)) => refusal,
        other => panic!("not refused: {other:?}"),
    }
}

#[test]
fn a_refused_line_changes_nothing() {
    let mut table = table("cardinal", 3, 5, &[], None);
    let before = table.sitting().clone();
    let refused = refusal(table.act(BOB, "red house", Mover::Player, T0 + 1));
    assert!(matches!(refused, Refusal::Rules { .. }), "{refused:?}");
    let refused = refusal(table.act(ALICE, "no such thing", Mover::Player, T0 + 1));
    assert!(matches!(refused, Refusal::Rules { .. }), "{refused:?}");
    assert_eq!(table.sitting(), &before);
}

#[test]
fn basilica_declines_a_paid_order_answered_ahead_as_the_players_own_move() {
    let mut table = table("basilica", 2, 7, &[], None);
    play_until(&mut table, 3, T0, |t| t.game().asked().is_some());
    let asked = table.game().asked().unwrap();
    let active = asked.next(2);
    // The active player may not go on while the question is open.
    let line = &table.game().choices(active, &[], crate::i18n::Lang::En);
    assert!(line.is_empty() || table.game().to_act() == vec![asked]);
    // The asked seat declines ahead: played at once, as its own move.
    let turn = table
        .stand(
            asked,
            games::basilica::PAID,
            Some("decline".into()),
            T0 + HOUR,
        )
        .unwrap();
    assert_eq!(played(&turn), vec![(asked, "decline", By::Standing)]);
    let last = table.sitting().log.last().unwrap();
    assert!(last.standing && !last.auto);
    assert!(table.game().asked() != Some(asked));
    // And the next question asked of it is declined with the move that
    // asks it.
    play_until(&mut table, 4, T0 + 2 * HOUR, |t| {
        t.sitting().log.iter().filter(|a| a.standing).count() > 1
    });
    assert!(table.game().asked().is_none());
}

#[test]
fn basilica_goes_on_past_an_expired_question_with_a_decline() {
    let mut table = table("basilica", 2, 7, &[], None);
    play_until(&mut table, 3, T0, |t| t.game().asked().is_some());
    let asked = table.game().asked().unwrap();
    let active = asked.next(2);
    let since = table.sitting().waiting_since;
    let expiry = 12 * HOUR;
    assert_eq!(
        table
            .deadline(expiry, T0)
            .map(|d| (d.seats, d.at, d.question)),
        Some((vec![asked], since + expiry, true))
    );
    let too_early = refusal(table.go_on(active, since + HOUR, expiry));
    assert!(matches!(too_early, Refusal::TooEarly { left, .. } if left == expiry - HOUR));
    assert!(matches!(
        refusal(table.go_on(asked, since + expiry, expiry)),
        Refusal::YoursToAnswer
    ));
    let turn = table.go_on(active, since + expiry, expiry).unwrap();
    assert!(matches!(
        turn.events[0],
        Event::WentOn { late, by, wait: Wait::Question { .. } } if late == asked && by == active
    ));
    assert_eq!(played(&turn), vec![(asked, "decline", By::Table)]);
    assert!(table.sitting().log.last().unwrap().auto);
}

/// Les Grands Bâtisseurs' record headers for a game whose face-up pile
/// starts with `up`, and whose dice roll `rolls`.
fn piles(up: &str, rolls: &str) -> Vec<(&'static str, String)> {
    let mut rest: Vec<Card> = CardId::all().map(CardId::card).collect();
    let mut pile: Vec<Card> = up
        .split_whitespace()
        .map(|n| {
            let c: Card = n.parse().unwrap();
            rest.remove(rest.iter().position(|&r| r == c).unwrap())
        })
        .collect();
    while pile.len() < 20 {
        pile.push(rest.remove(0));
    }
    let words = |p: &[Card]| p.iter().map(Card::to_string).collect::<Vec<_>>().join(" ");
    vec![
        ("up", words(&pile)),
        ("down", words(&rest)),
        ("rolls", rolls.to_owned()),
    ]
}

#[test]
fn an_answer_given_ahead_for_a_seat_anothers_move_asks_is_played_later_as_its_own_move() {
    let headers = piles(
        "church4 gate1 tower3 church5 townhall5 gate2 church9",
        "1 1 S 1 1 1 1 4",
    );
    let mut table = table("grands-batisseurs", 2, 11, &headers, None);
    table.answers_after(60_000);
    table.act(ALICE, "auction up 1", Mover::Player, T0).unwrap();
    // Bob's own ceiling, while he is asked: his own move, at once.
    let turn = table
        .stand(BOB, "ceiling", Some("3".into()), T0 + 1)
        .unwrap();
    assert_eq!(played(&turn), vec![(BOB, "bid 2", By::Standing)]);
    // Alice raises: Bob's pass is not in her move, nor due before its time.
    let turn = table.act(ALICE, "bid 3", Mover::Player, T0 + 2).unwrap();
    assert_eq!(played(&turn), vec![(ALICE, "bid 3", By::Player)]);
    assert_eq!(table.game().to_act(), vec![BOB]);
    assert_eq!(table.sitting().nudges().standing_at, Some(T0 + 2 + 60_000));
    assert!(table.answer_due(T0 + 60_001).unwrap().is_none());
    let turn = table.answer_due(T0 + 60_002).unwrap().expect("due");
    assert_eq!(played(&turn), vec![(BOB, "pass", By::Standing)]);
    assert_eq!((turn.actor, turn.line.as_str()), (BOB, "pass"));
    assert_eq!(table.sitting().nudges().standing_at, None);
    assert!(table.sitting().log.last().unwrap().standing);
    // A player who answers before their time comes answers themselves.
    let mut table = table_at_bobs_ceiling(&headers);
    table.act(ALICE, "bid 3", Mover::Player, T0 + 2).unwrap();
    assert!(table.sitting().nudges().standing_at.is_some());
    table.act(BOB, "bid 4", Mover::Player, T0 + 3).unwrap();
    assert_eq!(table.sitting().nudges().standing_at, None);
    assert!(table.answer_due(T0 + 120_000).unwrap().is_none());
}

/// A game of two where Bob's ceiling of 3 stands and Alice is to bid.
fn table_at_bobs_ceiling(headers: &[(&'static str, String)]) -> Table {
    let mut table = table("grands-batisseurs", 2, 11, headers, None);
    table.answers_after(60_000);
    table.act(ALICE, "auction up 1", Mover::Player, T0).unwrap();
    table
        .stand(BOB, "ceiling", Some("3".into()), T0 + 1)
        .unwrap();
    table
}

#[test]
fn grands_batisseurs_plays_a_ceiling_and_a_sabotage_answer_given_ahead() {
    let headers = piles(
        "church4 gate1 tower3 church5 townhall5 gate2 church9",
        "1 1 S 1 1 1 1 4",
    );
    let mut table = table("grands-batisseurs", 2, 11, &headers, None);
    table.act(ALICE, "auction up 1", Mover::Player, T0).unwrap();
    // Bob's ceiling of 3 bids 2 at once, as his own move.
    let turn = table
        .stand(BOB, "ceiling", Some("3".into()), T0 + 1)
        .unwrap();
    assert_eq!(played(&turn), vec![(BOB, "bid 2", By::Standing)]);
    // At his ceiling he passes, in the same turn as Alice's raise.
    let turn = table.act(ALICE, "bid 3", Mover::Player, T0 + 2).unwrap();
    assert_eq!(
        played(&turn),
        vec![(ALICE, "bid 3", By::Player), (BOB, "pass", By::Standing)]
    );
    assert!(
        table.standing(BOB).is_empty(),
        "a ceiling lasts one auction"
    );
    for (seat, line) in [
        (BOB, "auction up 1"),
        (ALICE, "pass"),
        (ALICE, "auction up 1"),
        (BOB, "pass"),
        (BOB, "auction up 1"),
        (ALICE, "pass"),
        (ALICE, "auction up 1"),
        (BOB, "pass"),
        (ALICE, "done"),
        (BOB, "auction up 1"),
        (ALICE, "pass"),
        (BOB, "build gate1 left; church5 right; gate2 right"),
        (ALICE, "auction up 1"),
        (BOB, "pass"),
    ] {
        table.act(seat, line, Mover::Player, T0 + 3).unwrap();
    }
    // Bob pays to keep a sabotaged building, without being asked.
    let turn = table
        .stand(
            BOB,
            games::grands_batisseurs::OWNER,
            Some("pay".into()),
            T0 + 4,
        )
        .unwrap();
    assert!(turn.events.is_empty(), "nothing is asked of Bob yet");
    let turn = table
        .act(ALICE, "sabotage 2 2", Mover::Player, T0 + 5)
        .unwrap();
    assert_eq!(
        played(&turn),
        vec![
            (ALICE, "sabotage 2 2", By::Player),
            (BOB, "pay", By::Standing)
        ]
    );
}

#[test]
fn grands_batisseurs_plays_a_stalled_seats_default_once_its_clock_ran_out() {
    let headers = piles("church9", "1 1");
    let mut table = table("grands-batisseurs", 3, 11, &headers, Some(HOUR));
    let deadline = table.deadline(12 * HOUR, T0).unwrap();
    assert_eq!(
        (deadline.seats, deadline.at, deadline.question),
        (vec![ALICE], T0 + HOUR, false)
    );
    let too_early = refusal(table.go_on(BOB, T0 + HOUR / 2, 12 * HOUR));
    assert!(
        matches!(too_early, Refusal::TooEarly { ref late, left } if *late == vec![ALICE] && left == HOUR / 2)
    );
    let turn = table.go_on(BOB, T0 + HOUR, 12 * HOUR).unwrap();
    assert!(matches!(
        &turn.events[0],
        Event::WentOn { late, wait: Wait::Clock { rule: "G22", line }, .. } if *late == ALICE && line == "auction up 1"
    ));
    assert_eq!(played(&turn), vec![(ALICE, "auction up 1", By::Table)]);
    assert!(table.sitting().log[0].auto);
    assert_eq!(table.sitting().waiting_since, T0 + HOUR);
}

#[test]
fn babylons_write_runs_every_clock_from_the_phases_start_and_defaults_the_late() {
    let mut table = table("babylon", 3, 2, &[], Some(HOUR));
    play_until(&mut table, 9, T0, |t| t.game().to_act().len() > 1);
    let since = table.sitting().waiting_since;
    let writing = table.game().to_act();
    // One seat finishes its Write: the others' clocks run on from the
    // phase's start.
    let first = writing[0];
    let mut later = since + HOUR / 4;
    while table.game().to_act().contains(&first) {
        let choices = table.game().choices(first, &[], crate::i18n::Lang::En);
        let done = choices
            .iter()
            .find(|c| c.notation == "done")
            .unwrap_or(&choices[0]);
        let turn = table
            .act(first, &done.notation, Mover::Player, later)
            .unwrap();
        assert!(turn.waited_on.len() > 1);
        later += 1;
    }
    assert_eq!(table.sitting().waiting_since, since);
    // The others are late together; a seat that wrote asks to go on, and
    // Y44 writes for each.
    let late = table.game().to_act();
    let too_early = refusal(table.go_on(first, since + HOUR / 2, 12 * HOUR));
    assert!(matches!(too_early, Refusal::TooEarly { late: ref l, .. } if *l == late));
    let turn = table.go_on(first, since + HOUR, 12 * HOUR).unwrap();
    for seat in &late {
        assert!(turn.events.iter().any(|e| matches!(
            e,
            Event::WentOn { late: l, wait: Wait::Clock { rule: "Y44", .. }, .. } if l == seat
        )));
        assert!(
            !table.game().to_act().contains(seat) || table.sitting().waiting_since > since,
            "{turn:?} {:?} {:?}",
            table.game().to_act(),
            table
                .sitting()
                .log
                .iter()
                .rev()
                .take(12)
                .collect::<Vec<_>>()
        );
    }
    assert!(played(&turn).iter().all(|(_, _, by)| *by == By::Table));
}

#[test]
fn cardinal_claims_a_late_seats_clock_and_the_others_play_on() {
    let mut table = table("cardinal", 3, 5, &[], Some(HOUR));
    assert!(matches!(
        refusal(table.claim(ALICE, T0 + 2 * HOUR)),
        Refusal::OwnClock
    ));
    let early = refusal(table.claim(BOB, T0 + HOUR / 2));
    assert!(
        matches!(early, Refusal::ClockRunning { late, left } if late == ALICE && left == HOUR / 2)
    );
    let turn = table.claim(BOB, T0 + HOUR).unwrap();
    assert!(
        matches!(turn.events[0], Event::Claimed { late, claimer } if late == ALICE && claimer == BOB)
    );
    assert_eq!(played(&turn), vec![(ALICE, "leave", By::Table)]);
    assert_eq!(table.departed(), vec![ALICE]);
    assert_eq!(table.sitting().status, GameStatus::Active);
    assert!(matches!(
        refusal(table.act(ALICE, "red house", Mover::Player, T0 + HOUR)),
        Refusal::Left
    ));
    // In a game of two, a resignation ends it.
    let mut two = self::table("cardinal", 2, 5, &[], None);
    two.resign(BOB, T0 + 1).unwrap();
    let result = two.sitting().result.clone().unwrap();
    assert_eq!(result.ending, Ending::Resigned { seat: BOB });
    assert_eq!(result.winners, vec![ALICE]);
}

const CAROL: Seat = Seat::from_index(2);

/// The user at `seat` of [`table`]'s tables.
fn user(seat: Seat) -> u64 {
    seat.index() as u64 + 1
}

#[test]
fn an_abort_needs_everyone_still_playing_and_keystone_agrees_at_once() {
    let mut table = table("cardinal", 3, 5, &[], None);
    let vote = table.propose_abort(user(ALICE)).unwrap();
    assert_eq!(
        vote,
        AbortVote::Proposed {
            by: ALICE,
            agreed: vec![ALICE],
            waiting: vec![BOB, CAROL]
        }
    );
    let vote = table.agree_abort(user(BOB)).unwrap();
    assert_eq!(
        vote,
        AbortVote::Proposed {
            by: BOB,
            agreed: vec![ALICE, BOB],
            waiting: vec![CAROL]
        }
    );
    // Twice, or by someone not at the table: refused, nothing changes.
    let before = table.sitting().clone();
    let twice = table.agree_abort(user(BOB));
    assert!(matches!(
        twice,
        Err(TableError::Refused(Refusal::AbortAgreedAlready))
    ));
    let stranger = table.agree_abort(99);
    assert!(matches!(
        stranger,
        Err(TableError::Refused(Refusal::NotPlaying))
    ));
    assert_eq!(table.sitting(), &before);
    assert_eq!(table.agree_abort(user(CAROL)).unwrap(), AbortVote::Aborted);
    assert_eq!(table.sitting().status, GameStatus::Aborted);
    assert!(table.sitting().to_act.is_empty());
    assert_eq!(
        table.sitting().result.as_ref().unwrap().ending,
        Ending::Aborted
    );
    // Keystone's seats agree with whoever proposes.
    let mut table = table_with_keystone_at(CAROL);
    let vote = table.propose_abort(user(ALICE)).unwrap();
    assert_eq!(
        vote,
        AbortVote::Proposed {
            by: ALICE,
            agreed: vec![ALICE, CAROL],
            waiting: vec![BOB]
        }
    );
}

#[test]
fn an_abort_proposed_before_a_move_is_no_longer_open_after_it() {
    let mut table = table("cardinal", 2, 5, &[], None);
    table.propose_abort(user(ALICE)).unwrap();
    play_until(&mut table, 1, T0 + 1, |t| t.sitting().step() > 0);
    let before = table.sitting().clone();
    let late = table.agree_abort(user(BOB));
    assert!(matches!(
        late,
        Err(TableError::Refused(Refusal::NoAbortProposed))
    ));
    assert_eq!(table.sitting(), &before);
    table.abort();
    assert_eq!(table.sitting().status, GameStatus::Aborted);
}

#[test]
fn an_invitation_starts_once_everyone_invited_accepted_and_one_decline_drops_it() {
    let invited = || {
        let (mut record, game) = table("cardinal", 3, 5, &[], None).into_parts();
        record.status = GameStatus::Invited;
        record.to_act = vec![BOB, CAROL];
        Table::with_game(record, game)
    };
    let mut table = invited();
    let before = table.sitting().clone();
    let host = table.accept(user(ALICE), T0 + 1);
    assert!(matches!(
        host,
        Err(TableError::Refused(Refusal::InvitationNotYours { pending })) if pending == [BOB, CAROL]
    ));
    assert_eq!(table.sitting(), &before);
    assert_eq!(table.accept(user(BOB), T0 + 1).unwrap(), (BOB, false));
    assert_eq!(table.sitting().to_act, [CAROL]);
    assert_eq!(table.sitting().status, GameStatus::Invited);
    assert_eq!(table.accept(user(CAROL), T0 + 2).unwrap(), (CAROL, true));
    assert_eq!(table.sitting().status, GameStatus::Active);
    assert_eq!(table.sitting().to_act, table.game().to_act());
    assert_eq!(table.sitting().waiting_since, T0 + 2);
    let again = table.accept(user(BOB), T0 + 3);
    assert!(matches!(
        again,
        Err(TableError::Refused(Refusal::InvitationStarted))
    ));
    // One who declines drops the game: nobody wins.
    let mut table = invited();
    assert_eq!(table.decline(user(CAROL)).unwrap(), CAROL);
    assert_eq!(table.sitting().status, GameStatus::Aborted);
    assert_eq!(
        table.sitting().result.as_ref().unwrap().ending,
        Ending::Declined
    );
}

/// A game of Cardinal for three with Keystone at `seat`.
fn table_with_keystone_at(seat: Seat) -> Table {
    let table = table("cardinal", 3, 5, &[], None);
    let (mut record, game) = table.into_parts();
    record.seats[seat.index()].computer = Some("normal".to_owned());
    Table::with_game(record, game)
}

#[test]
fn an_invitation_waits_on_the_people_invited_and_keystone_accepts_at_once() {
    let invite = |seats: usize, keystone: Option<(u64, &str)>| {
        let kind = games::kind("cardinal").unwrap();
        let setup = keystone_engine::Seating {
            seats,
            first: Some(ALICE),
            seed: 5,
        };
        let game = (kind.start)(&setup, &[]).unwrap();
        let people = (1..=seats as u64)
            .map(|user| (user, format!("P{user}")))
            .collect();
        let invitation = super::Invitation {
            id: GameId(9),
            kind,
            channel: ChannelId(1),
            guild: Some(5),
            people,
            clock: Some(HOUR),
            keystone,
            host_speaks: "fr",
            now: T0,
        };
        Table::invite(invitation, game)
    };
    let table = invite(3, None);
    let record = table.sitting();
    assert_eq!(record.status, GameStatus::Invited);
    assert_eq!(record.to_act, [BOB, CAROL]);
    assert_eq!(record.seats[0].lang.as_deref(), Some("fr"));
    assert_eq!(record.settings.clock, Some(HOUR));
    // Keystone's seat accepts at once; the people invited still answer.
    let table = invite(3, Some((2, "hard")));
    assert_eq!(table.sitting().status, GameStatus::Invited);
    assert_eq!(table.sitting().to_act, [CAROL]);
    assert_eq!(table.sitting().seats[1].computer.as_deref(), Some("hard"));
    // Keystone alone invited: begun at once.
    let table = invite(2, Some((2, "normal")));
    assert_eq!(table.sitting().status, GameStatus::Active);
    assert_eq!(table.sitting().to_act, table.game().to_act());
}
