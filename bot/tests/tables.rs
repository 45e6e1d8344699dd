//! What was found when Keystone was tried by tables of three and four and
//! by an attacker (issue 17), each checked through the service layer:
//! buttons that belong to their game, departures and aborts at every seat
//! count, names that cannot post Markdown, limits on what one user opens,
//! the lock map, and Keystone's moves that Discord refused to post.

use crate::common;

use std::sync::Arc;

use common::{ALICE, BOB, CAROL, EVE, HERE, Manual, record, refused, user};
use keystone_bot::service::{Announce, Clock, First, NewGame, PromptKind, Service, User};
use keystone_data::{ChannelId, Ending, GameStatus, MemoryStore, Seat, Store};

const DAN: u64 = 1004;
const THERE: ChannelId = ChannelId(78);

fn service() -> (Arc<MemoryStore>, Arc<Manual>, Service) {
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(Manual::default());
    let service = Service::with_seeds(
        Arc::clone(&store) as Arc<dyn Store>,
        Arc::clone(&clock) as Arc<dyn Clock>,
        Box::new(|| 21),
    );
    (store, clock, service)
}

fn seat(n: u64) -> Seat {
    Seat::from_number(n).unwrap()
}

/// Alice's game of Cardinal with `opponents`, everyone accepted; with a
/// move clock of `clock` ms if given.
fn cardinal(service: &Service, channel: ChannelId, opponents: &[u64], clock: Option<i64>) {
    service
        .new_game(channel, &common::cardinal(opponents, None, clock))
        .unwrap();
    for &id in opponents {
        service.accept(channel, id, None).unwrap();
    }
}

/// Plays the first legal turn of whoever must build.
fn build(service: &Service, channel: ChannelId) -> u64 {
    let who = service.waiting_for(channel).unwrap()[0];
    let moves = service.moves(channel, who).unwrap();
    service
        .play(channel, who, &moves[0].notation, None)
        .unwrap();
    who
}

#[test]
fn a_button_of_an_earlier_game_changes_nothing_in_the_next() {
    let (store, _, service) = service();
    // Game 1: Alice proposes an abort nobody answers; Bob resigns.
    service
        .new_game(HERE, &common::new_game(&record(), ALICE, BOB, None))
        .unwrap();
    service.accept(HERE, BOB, None).unwrap();
    let abort = service.ask_abort(HERE, ALICE, false).unwrap().prompts[0];
    let resign = service.ask_resign(HERE, BOB).unwrap().prompts[0];
    service.resign(HERE, BOB, resign.stamp()).unwrap();
    // Game 2, same channel, a new opponent, at step 0 like game 1 was.
    service
        .new_game(HERE, &common::new_game(&record(), ALICE, CAROL, None))
        .unwrap();
    let invitation = store.get(HERE).unwrap().unwrap();
    service.accept(HERE, CAROL, None).unwrap();
    assert_eq!(
        invitation.step(),
        abort.step,
        "the same step as the old button"
    );
    // Alice presses game 1's abort button: it belongs to an earlier game.
    let said = refused(service.agree_abort(HERE, ALICE, abort.stamp()));
    assert!(said.contains("earlier game"), "{said}");
    let said = refused(service.agree_abort(HERE, CAROL, abort.stamp()));
    assert!(said.contains("earlier game"), "{said}");
    let said = refused(service.resign(HERE, ALICE, resign.stamp()));
    assert!(said.contains("earlier game"), "{said}");
    let game = store.get(HERE).unwrap().unwrap();
    assert_eq!(game.status, GameStatus::Active, "game 2 goes on");
    // Every kind of button is bound the same way.
    let old = abort.stamp();
    assert!(refused(service.accept(HERE, CAROL, Some(old))).contains("earlier game"));
    assert!(refused(service.play(HERE, ALICE, "V1 c1", Some(old))).contains("earlier game"));
    assert!(refused(service.claim(HERE, CAROL, Some(old))).contains("earlier game"));
    assert!(refused(service.go_on(HERE, CAROL, Some(old))).contains("earlier game"));
    assert!(refused(service.mute(HERE, CAROL, true, Some(old))).contains("earlier game"));
    assert!(refused(service.answers(HERE, CAROL, Some(old), "pay")).contains("earlier game"));
    assert_eq!(store.get(HERE).unwrap().unwrap(), game, "nothing changed");
}

#[test]
fn history_buttons_read_only_their_own_channels_games() {
    let (store, _, service) = service();
    service
        .new_game(HERE, &common::new_game(&record(), ALICE, BOB, None))
        .unwrap();
    let game = store.get(HERE).unwrap().unwrap().id;
    // A button made for HERE's game, pressed in another channel.
    let said = refused(service.history(THERE, Some(1), Some(game)));
    assert!(said.contains("earlier game"), "{said}");
    assert!(service.history(HERE, Some(1), Some(game)).is_ok());
}

#[test]
fn a_player_who_resigns_a_game_of_three_or_four_leaves_and_the_others_play_on() {
    for seats in [3, 4] {
        let (store, _, service) = service();
        let players = [ALICE, BOB, CAROL, DAN];
        cardinal(&service, HERE, &players[1..seats], None);
        build(&service, HERE);
        // The last seat leaves (it panicked after archiving, before).
        let last = players[seats - 1];
        let confirm = service.ask_resign(HERE, last).unwrap();
        assert!(
            confirm.text.contains("the others play on"),
            "{}",
            confirm.text
        );
        let left = service
            .resign(HERE, last, confirm.prompts[0].stamp())
            .unwrap();
        assert!(left.text.contains("leaves the game"), "{}", left.text);
        let game = store.get(HERE).unwrap().expect("the game goes on");
        assert_eq!(game.status, GameStatus::Active);
        let line = game.log.last().unwrap();
        assert_eq!(
            (line.seat, line.text.as_str()),
            (seat(seats as u64), "leave")
        );
        assert!(refused(service.ask_resign(HERE, last)).contains("left this game"));
        assert!(refused(service.play(HERE, last, "house 5,5", None)).contains("left"));
        assert!(!game.to_act.contains(&seat(seats as u64)), "skipped");
        // The others play on; then all but one leave: the last one wins.
        build(&service, HERE);
        for (i, &who) in players[1..seats - 1].iter().enumerate() {
            let confirm = service.ask_resign(HERE, who).unwrap();
            let reply = service
                .resign(HERE, who, confirm.prompts[0].stamp())
                .unwrap();
            if i + 2 == seats - 1 {
                assert!(reply.text.contains("Alice wins"), "{}", reply.text);
                let others: Vec<u64> = players[..seats]
                    .iter()
                    .copied()
                    .filter(|&p| p != who)
                    .collect();
                let mut told = reply.ping.clone();
                told.sort_unstable();
                assert_eq!(told, others, "everyone but the last to act is told");
            }
        }
        let archived = store.latest_archived(HERE).unwrap().unwrap();
        let result = archived.result.unwrap();
        assert_eq!(result.winners, vec![seat(1)]);
        assert_eq!(result.left.len(), seats - 1);
        assert_eq!(result.left[0], seat(seats as u64), "in the order they left");
        assert!(matches!(result.ending, Ending::Resigned { .. }));
        // The record replays the departures.
        let export = service.export(HERE).unwrap();
        let text = String::from_utf8(export.attachment.unwrap().bytes).unwrap();
        assert!(text.contains(&format!("{seats}: leave")), "{text}");
        let replayed = keystone_engine::Record::parse(&text).unwrap();
        let kind = keystone_bot::games::kind("cardinal").unwrap();
        assert_eq!((kind.replay)(&replayed).unwrap().snapshot(), archived.state);
    }
}

#[test]
fn resigning_a_game_of_two_ends_it_and_names_the_one_left_the_winner() {
    for kind in ["cardinal", "grands-batisseurs"] {
        let (store, service) = common::table(kind, 2, 5, First::Random);
        let leaving = service.waiting_for(HERE).unwrap()[0];
        let confirm = service.ask_resign(HERE, leaving).unwrap();
        let reply = service
            .resign(HERE, leaving, confirm.prompts[0].stamp())
            .unwrap();
        let archived = store
            .latest_archived(HERE)
            .unwrap()
            .expect("the game is over");
        let winner = archived.result.unwrap().winners[0];
        let winner = &archived.seats[winner.index()].name;
        let said = &reply.text;
        assert!(said.contains("leaves the game."), "{kind}: {said}");
        assert!(
            said.contains(&format!(
                "Everyone else has left: the game is over, and {winner} wins."
            )),
            "{kind}: {said}"
        );
        // Nobody plays on, and no score decides anything.
        for wrong in ["play on", "skipped", "tie-break", "(left)"] {
            assert!(!said.contains(wrong), "{kind}: {wrong:?} in {said}");
        }
    }
}

#[test]
fn seat_two_resigning_a_game_of_three_names_no_winner_yet() {
    let (store, _, service) = service();
    cardinal(&service, HERE, &[BOB, CAROL], None);
    build(&service, HERE);
    let confirm = service.ask_resign(HERE, BOB).unwrap();
    let reply = service
        .resign(HERE, BOB, confirm.prompts[0].stamp())
        .unwrap();
    assert!(!reply.text.contains("wins"), "{}", reply.text);
    assert_eq!(store.get(HERE).unwrap().unwrap().status, GameStatus::Active);
}

#[test]
fn every_other_player_still_playing_must_agree_to_abort() {
    let (store, _, service) = service();
    cardinal(&service, HERE, &[BOB, CAROL, DAN], None);
    // Seats 3 and 4 may propose (a panic, before).
    let proposed = service.ask_abort(HERE, DAN, false).unwrap();
    assert_eq!(proposed.ping, vec![ALICE, BOB, CAROL]);
    let button = proposed.prompts[0];
    assert_eq!(button.kind, PromptKind::Abort);
    // One agreement does not abort a game of four for everyone.
    let agreed = service.agree_abort(HERE, ALICE, button.stamp()).unwrap();
    assert!(
        agreed.text.contains("Still waiting for Bob and Carol"),
        "{}",
        agreed.text
    );
    assert_eq!(store.get(HERE).unwrap().unwrap().status, GameStatus::Active);
    assert!(refused(service.agree_abort(HERE, ALICE, button.stamp())).contains("already"));
    assert!(refused(service.agree_abort(HERE, EVE, button.stamp())).contains("not playing"));
    // Bob leaves: he is no longer asked.
    let confirm = service.ask_resign(HERE, BOB).unwrap();
    let left = service.resign(HERE, BOB, confirm.prompts[0].stamp());
    assert!(left.is_ok());
    assert!(
        refused(service.agree_abort(HERE, CAROL, button.stamp())).contains("out of date"),
        "a move makes the proposal void"
    );
    let again = service.ask_abort(HERE, CAROL, false).unwrap();
    assert_eq!(again.ping, vec![ALICE, DAN], "Bob left: not asked");
    service
        .agree_abort(HERE, ALICE, again.prompts[0].stamp())
        .unwrap();
    let done = service
        .agree_abort(HERE, DAN, again.prompts[0].stamp())
        .unwrap();
    assert!(done.text.contains("aborted"), "{}", done.text);
    assert_eq!(
        store.latest_archived(HERE).unwrap().unwrap().status,
        GameStatus::Aborted
    );
}

#[test]
fn a_claimed_clock_in_a_game_of_three_makes_that_seat_leave() {
    let (store, clock, service) = service();
    let hour = 3_600_000;
    cardinal(&service, HERE, &[BOB, CAROL], Some(hour));
    build(&service, HERE);
    clock.advance(hour);
    // Bob's clock ran out: Carol claims it, Bob leaves, Carol plays on.
    let claimed = service.claim(HERE, CAROL, None).unwrap();
    assert!(
        claimed
            .text
            .starts_with("Bob's move clock ran out, and Carol claimed it. Bob leaves"),
        "{}",
        claimed.text
    );
    let game = store.get(HERE).unwrap().unwrap();
    assert_eq!(game.to_act, vec![seat(3)]);
    let line = game.log.last().unwrap();
    assert_eq!(
        (line.seat, line.text.as_str(), line.auto),
        (seat(2), "leave", true)
    );
    // Carol's own clock runs out too: Alice is the last one and wins.
    clock.advance(hour);
    let won = service.claim(HERE, ALICE, None).unwrap();
    assert!(won.text.contains("Alice wins"), "{}", won.text);
    let result = store
        .latest_archived(HERE)
        .unwrap()
        .unwrap()
        .result
        .unwrap();
    assert_eq!(result.ending, Ending::Timeout { seat: seat(3) });
    assert_eq!(result.left, vec![seat(2), seat(3)]);
}

#[test]
fn names_never_post_markdown_and_are_capped() {
    let (_, _, service) = service();
    let nitro = User {
        id: 4242,
        name: "[Free Nitro](https://evil.ex/x)".into(),
    };
    let invitation = service
        .new_game(
            HERE,
            &NewGame {
                host: nitro.clone(),
                ..common::new_game(&record(), ALICE, BOB, None)
            },
        )
        .unwrap();
    assert!(
        invitation
            .text
            .starts_with(r"\[Free Nitro\]\(https\://evil.ex/x\) invites Bob"),
        "{}",
        invitation.text
    );
    assert!(!invitation.text.contains("](http"), "no masked link");
    // A record's seat names: long ones are cut, their Markdown escaped.
    let mut long = record();
    long.actions.truncate(4);
    long.seats = vec!["**bold** ".repeat(7), "> quote".into()];
    let imported = service
        .import(THERE, Some(5), &user(ALICE), &[user(BOB)], &long.to_text())
        .unwrap();
    assert!(imported.text.contains(r"\*\*bold\*\*"), "{}", imported.text);
    assert!(imported.text.contains(r"\> quote"), "{}", imported.text);
    assert!(
        imported.text.contains(r"\*\*bo…"),
        "capped: {}",
        imported.text
    );
}

#[test]
fn one_user_opens_a_limited_number_of_games_per_server() {
    let (_, _, mut service) = service();
    service.set_open_games(2);
    let game = |host, opponent| common::new_game(&record(), host, opponent, None);
    service.new_game(ChannelId(1), &game(ALICE, BOB)).unwrap();
    service.new_game(ChannelId(2), &game(ALICE, CAROL)).unwrap();
    let said = refused(service.new_game(ChannelId(3), &game(ALICE, DAN)));
    assert!(
        said.contains("You already have 2 invitations or games open"),
        "{said}"
    );
    let said = refused(service.new_game(ChannelId(3), &game(CAROL, ALICE)));
    assert!(said.contains("Alice already has 2"), "{said}");
    // Another server has its own count; an ended game frees a place.
    let elsewhere = NewGame {
        guild: Some(6),
        ..game(ALICE, DAN)
    };
    service.new_game(ChannelId(4), &elsewhere).unwrap();
    service.refuse(ChannelId(1), BOB, None).unwrap();
    service.new_game(ChannelId(3), &game(ALICE, DAN)).unwrap();
    // Checked before anything is created (a thread, in Discord).
    assert!(service.check_new_game(&game(ALICE, EVE)).is_err());
}

#[test]
fn the_lock_map_holds_only_the_channels_in_use() {
    let (_, _, mut service) = service();
    service.set_open_games(usize::MAX);
    for channel in 0..50 {
        cardinal(&service, ChannelId(channel), &[BOB], None);
        build(&service, ChannelId(channel));
    }
    assert_eq!(service.channels_locked(), 0);
}

#[test]
fn keystones_move_never_posted_is_posted_by_the_sweep() {
    let (store, clock, service) = service();
    let keystone = User {
        id: 9999,
        name: "Keystone".into(),
    };
    let started = service
        .new_game(
            HERE,
            &NewGame {
                computer: Some(keystone_engine::ai::Level::Easy),
                first: First::Opponent,
                opponent: Some(keystone),
                ..common::new_game(&record(), ALICE, BOB, None)
            },
        )
        .unwrap();
    assert!(started.computer_next);
    // Keystone moves; Discord refuses the message (nothing calls
    // `announced`).
    let reply = service.computer_move(HERE).unwrap().unwrap();
    assert!(reply.text.contains("Keystone"), "{}", reply.text);
    assert!(store.get(HERE).unwrap().unwrap().nudges.unannounced);
    assert!(
        service.computers_waiting().unwrap().is_empty(),
        "not at once"
    );
    clock.advance(61_000);
    let work = service.computers_waiting().unwrap();
    assert_eq!(work.len(), 1);
    assert_eq!((work[0].0, work[0].2), (HERE, Announce::Post));
    let told = service.announce_computer(HERE).unwrap().expect("a message");
    assert!(
        told.text.contains("Since Alice's last move"),
        "{}",
        told.text
    );
    assert!(told.text.contains("Keystone: `"), "{}", told.text);
    assert_eq!(told.ping, vec![ALICE]);
    assert!(told.picture.is_some());
    assert!(service.announce_computer(HERE).unwrap().is_none(), "once");
    assert!(service.computers_waiting().unwrap().is_empty());
    // A move whose message was posted is not told again.
    let moves = service.moves(HERE, ALICE).unwrap();
    let mut reply = service.play(HERE, ALICE, &moves[0].notation, None).unwrap();
    while reply.computer_next {
        reply = service.computer_move(HERE).unwrap().unwrap();
        service
            .announced(HERE, service.stamp(HERE).unwrap())
            .unwrap();
    }
    clock.advance(61_000);
    assert!(service.announce_computer(HERE).unwrap().is_none());
}

/// A move played on the board is noted as still to be told until its
/// message is posted: one Discord never took is posted by the sweep, as
/// Keystone's own moves are; one that was posted is not posted again.
#[test]
fn a_board_move_never_posted_is_posted_by_the_sweep() {
    let (store, clock, service) = service();
    service
        .new_game(HERE, &common::new_game(&record(), ALICE, BOB, None))
        .unwrap();
    service.accept(HERE, BOB, None).unwrap();
    let first = &record().actions[0];
    let who = if first.seat.number() == 1 { ALICE } else { BOB };
    let stamp = service.stamp(HERE).unwrap();
    let played = service
        .web_play(HERE, who, stamp, std::slice::from_ref(&first.text))
        .unwrap();
    assert!(!played.reply.private, "{}", played.reply.text);
    assert!(store.get(HERE).unwrap().unwrap().nudges.unannounced);
    assert!(
        service.computers_waiting().unwrap().is_empty(),
        "not at once"
    );
    clock.advance(61_000);
    let work = service.computers_waiting().unwrap();
    assert_eq!(work.len(), 1);
    assert_eq!((work[0].0, work[0].2), (HERE, Announce::Post));
    let told = service.announce_computer(HERE).unwrap().expect("a message");
    assert!(told.picture.is_some(), "{}", told.text);
    assert!(service.announce_computer(HERE).unwrap().is_none(), "once");
    // The next move's message is posted: nothing is left to tell.
    let next = &record().actions[1];
    let who = if next.seat.number() == 1 { ALICE } else { BOB };
    let played = service
        .web_play(
            HERE,
            who,
            service.stamp(HERE).unwrap(),
            std::slice::from_ref(&next.text),
        )
        .unwrap();
    let stamp = played
        .reply
        .stamp
        .expect("a move's reply says where it left the game");
    service.announced(HERE, stamp).unwrap();
    clock.advance(61_000);
    assert!(service.computers_waiting().unwrap().is_empty());
}

/// A stored game this build cannot play (here, Babylon from a manifest it
/// does not know) is the channel's damaged game, said as such to whoever
/// asks: never a panic, and the other channels play on.
#[test]
fn a_stored_game_this_build_cannot_play_is_contained() {
    let (store, _, service) = service();
    let request = NewGame {
        kind: "babylon".into(),
        ..common::cardinal(&[BOB], None, None)
    };
    service.new_game(HERE, &request).unwrap();
    service.accept(HERE, BOB, None).unwrap();
    service.new_game(THERE, &request).unwrap();
    let mut record = store.get(HERE).unwrap().unwrap();
    let mut state: serde_json::Value = serde_json::from_str(&record.state).unwrap();
    state["state"]["options"]["manifest"] = 99.into();
    record.state = state.to_string();
    store.quarantine(HERE).unwrap();
    let mut damaged = record.clone();
    damaged.version = 0;
    store.create(damaged).unwrap();
    for result in [service.status(HERE), service.board(HERE, ALICE, false)] {
        assert!(
            matches!(result, Err(keystone_bot::service::ServiceError::Damaged(_))),
            "{result:?}"
        );
    }
    assert!(service.status(THERE).is_ok(), "the other channel plays on");
}

/// Keystone's move whose message was never posted, in a game whose state
/// then no longer loads: the sweep says the game is damaged once, and does
/// not come back to it at every pass.
#[test]
fn keystones_untold_move_in_a_damaged_game_is_tried_once() {
    let (store, clock, service) = service();
    let keystone = User {
        id: 9999,
        name: "Keystone".into(),
    };
    let request = NewGame {
        computer: Some(keystone_engine::ai::Level::Easy),
        first: First::Opponent,
        opponent: Some(keystone),
        ..common::new_game(&record(), ALICE, BOB, None)
    };
    service.new_game(HERE, &request).unwrap();
    service.computer_move(HERE).unwrap().unwrap();
    let mut damaged = store.get(HERE).unwrap().unwrap();
    assert!(damaged.nudges.unannounced);
    damaged.state = "not a game".into();
    damaged.version = 0;
    store.quarantine(HERE).unwrap();
    store.create(damaged).unwrap();
    clock.advance(61_000);
    let work = service.computers_waiting().unwrap();
    assert_eq!((work[0].0, work[0].2), (HERE, Announce::Post));
    let told = service.announce_computer(HERE);
    assert!(
        matches!(told, Err(keystone_bot::service::ServiceError::Damaged(_))),
        "{told:?}"
    );
    assert!(service.computers_waiting().unwrap().is_empty(), "once");
}
