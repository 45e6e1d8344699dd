//! Babylon through the service layer: a solo game to the end, the Write
//! where every seat writes at once (one mention when it opens, none at each
//! seat's action, one clock for the phase), a stalled writer's default
//! (Y44), and Keystone writing alongside a person.

use crate::common;

use std::sync::Arc;

use common::{ALICE, BOB, CAROL, HERE, Manual, T0};
use keystone_bot::service::{NewGame, PromptKind, Reply, Service, SystemClock};
use keystone_data::{MemoryStore, Store};
use keystone_engine::Seat;

const HOUR: i64 = 3_600_000;

/// Alice and `opponents` at Babylon.
fn request(opponents: &[u64], headers: &[(&str, &str)], clock: Option<i64>) -> NewGame {
    let mut request = NewGame {
        kind: "babylon".into(),
        headers: headers
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect(),
        ..common::cardinal(&[BOB], Some(5), clock)
    };
    request.opponent = opponents.first().map(|&id| common::user(id));
    request.others = opponents
        .iter()
        .skip(1)
        .map(|&id| common::user(id))
        .collect();
    request
}

/// The move `user` makes now: a concrete action before `undo` or `done`,
/// and `done` once nothing else is left (so a Write ends).
fn pick(service: &Service, user: u64) -> Option<String> {
    let moves = service.moves(HERE, user).ok()?;
    if moves.is_empty() {
        return None;
    }
    let concrete = moves
        .iter()
        .find(|m| m.notation != "undo" && m.notation != "done" && m.notation != "penalty ignore");
    let done = moves.iter().find(|m| m.notation == "done");
    Some(concrete.or(done).unwrap_or(&moves[0]).notation.clone())
}

#[test]
fn a_solo_game_plays_to_the_end_with_its_goal_and_sheet() {
    let store = Arc::new(MemoryStore::new());
    let service = Service::with_seeds(store.clone(), Arc::new(SystemClock), Box::new(|| 21));
    let started = service
        .new_game(HERE, &request(&[], &[("mode", "hard")], None))
        .unwrap();
    // Nobody to invite: it starts at once, with the board and the sheet.
    assert!(
        started.text.contains("plays Babylon alone (hard)"),
        "{}",
        started.text
    );
    assert!(started.text.contains("penalty card"), "{}", started.text);
    assert!(started.picture.is_some() && started.sheets.is_some());
    assert_eq!(started.ping, vec![ALICE]);
    let status = service.status(HERE).unwrap().text;
    assert!(status.contains("Solo, hard: the goal is 120"), "{status}");
    let mut last: Option<Reply> = None;
    for _ in 0..5000 {
        let Some(line) = pick(&service, ALICE) else {
            break;
        };
        last = Some(service.play(HERE, ALICE, &line, None).unwrap());
        if store.get(HERE).unwrap().is_none() {
            break;
        }
    }
    let last = last.unwrap();
    assert!(store.get(HERE).unwrap().is_none(), "the game ended");
    assert!(last.text.contains("The game is over"), "{}", last.text);
    assert!(last.text.contains("goal of 120"), "{}", last.text);
    assert_eq!(last.details.len(), 1, "the score item by item");
    assert!(last.details[0].starts_with("Alice "), "{:?}", last.details);
    // The record in the page's form: one action a line, each Write a
    // block ending in done; it replays to the same end.
    let export = service.export(HERE).unwrap();
    let file = export.attachment.expect("the record as a file");
    let text = String::from_utf8(file.bytes).unwrap();
    assert!(text.contains("manifest: 2"), "{text}");
    assert!(!text.contains(';'), "one action a line: {text}");
    let record = keystone_engine::Record::parse(&text).unwrap();
    let replayed: keystone_engine::babylon::Babylon =
        keystone_engine::play::replay(&record).unwrap();
    assert!(keystone_engine::Game::is_over(&replayed));
    // The sheet of the finished game, large, on request.
    let sheet = service.sheet(HERE, ALICE, None).unwrap();
    assert!(sheet.text.contains("Alice's sheet"), "{}", sheet.text);
    assert!(sheet.picture.is_some());
}

#[test]
fn the_write_mentions_everyone_once_and_a_stalled_writer_gets_done() {
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(Manual::default());
    let service = Service::with_seeds(store.clone(), clock.clone(), Box::new(|| 8));
    service
        .new_game(HERE, &request(&[BOB, CAROL], &[], Some(HOUR)))
        .unwrap();
    service.accept(HERE, BOB, None).unwrap();
    let mut reply = service.accept(HERE, CAROL, None).unwrap();
    // Place and draft, each by whoever must act, up to the Write.
    let users = [ALICE, BOB, CAROL];
    for _ in 0..40 {
        let record = store.get(HERE).unwrap().unwrap();
        if record.to_act.len() > 1 {
            break;
        }
        let user = users[record.to_act[0].index()];
        let line = pick(&service, user).unwrap();
        reply = service.play(HERE, user, &line, None).unwrap();
    }
    let record = store.get(HERE).unwrap().unwrap();
    assert_eq!(record.to_act.len(), 3, "everyone writes");
    // The Write opened: everyone but the last drafter is mentioned, once.
    let drafter = record.log.last().unwrap().seat;
    let mut expected: Vec<u64> = users
        .iter()
        .copied()
        .filter(|&u| u != users[drafter.index()])
        .collect();
    expected.sort_unstable();
    let mut pinged = reply.ping.clone();
    pinged.sort_unstable();
    assert_eq!(pinged, expected, "{}", reply.text);
    assert!(reply.text.contains("Everyone writes"), "{}", reply.text);
    assert!(reply.sheets.is_some(), "the sheets, as a second picture");
    let opened = record.waiting_since;

    // Bob writes first, an hour in: nobody is mentioned, the clock of the
    // others keeps running from the Write's start.
    clock.set(T0 + HOUR / 2);
    let line = pick(&service, BOB).unwrap();
    let wrote = service
        .play(HERE, BOB, &format!("{line}; done"), None)
        .unwrap();
    assert!(wrote.ping.is_empty(), "{:?}", wrote.ping);
    assert!(wrote.text.contains("Bob writes:"), "{}", wrote.text);
    assert!(wrote.text.contains("Bob is done writing"), "{}", wrote.text);
    let record = store.get(HERE).unwrap().unwrap();
    assert_eq!(record.waiting_since, opened);
    assert_eq!(
        record.to_act,
        vec![Seat::from_index(0), Seat::from_index(2)]
    );
    // Bob is done: a second line is refused, naming the rule.
    let again = common::refused(service.play(HERE, BOB, "done", None));
    assert!(again.contains("(Y22)"), "{again}");
    assert!(again.contains("the table waits on Alice, Carol"), "{again}");
    // The moves of a seat still writing show the dice it has left.
    let moves = service.moves(HERE, ALICE).unwrap();
    assert!(
        moves.iter().all(|m| m.label.contains("· dice left ")),
        "{:?}",
        &moves[..3]
    );
    let status = service.status(HERE).unwrap().text;
    assert!(
        status.contains("Bob: ") && status.contains("done writing"),
        "{status}"
    );
    assert!(
        status.contains("Alice: ") && status.contains("writing"),
        "{status}"
    );

    // Too early to go on; then the clock runs out for Alice and Carol.
    let early = common::refused(service.go_on(HERE, BOB, None));
    assert!(early.contains("Alice and Carol"), "{early}");
    clock.set(T0 + 2 * HOUR);
    let notices = service.sweep().unwrap();
    let notice = notices
        .iter()
        .find(|n| n.reply.text.contains("move clock"))
        .expect("the clock's notice");
    assert!(
        notice
            .reply
            .text
            .starts_with("Alice and Carol's move clock"),
        "{}",
        notice.reply.text
    );
    assert_eq!(notice.reply.ping, vec![BOB], "the one who may go on");
    let kinds: Vec<PromptKind> = notice.reply.prompts.iter().map(|p| p.kind).collect();
    assert_eq!(
        kinds,
        [PromptKind::Continue, PromptKind::Claim, PromptKind::StandIn]
    );
    // A seat still writing may not go on for the others.
    let yours = common::refused(service.go_on(HERE, ALICE, None));
    assert!(!yours.is_empty());
    let went_on = service.go_on(HERE, BOB, None).unwrap();
    assert!(
        went_on.text.contains("Alice's default, `done` (Y44)"),
        "{}",
        went_on.text
    );
    assert!(went_on.text.contains("Carol's default"), "{}", went_on.text);
    let record = store.get(HERE).unwrap().unwrap();
    assert_eq!(record.to_act.len(), 1, "the next round's first player");
    assert!(
        record
            .log
            .iter()
            .rev()
            .take(2)
            .all(|a| a.auto && a.text == "done")
    );
}

#[test]
fn keystone_writes_alongside_a_person_to_the_end() {
    const KEYSTONE: u64 = 9_999;
    let store = Arc::new(MemoryStore::new());
    let service = Service::with_seeds(store.clone(), Arc::new(SystemClock), Box::new(|| 4));
    let keystone = keystone_bot::service::User {
        id: KEYSTONE,
        name: "Keystone".into(),
    };
    let mut game = request(&[BOB], &[], None);
    game.opponent = Some(keystone);
    game.computer = Some(keystone_engine::ai::Level::Easy);
    let mut reply = service.new_game(HERE, &game).unwrap();
    let mut keystone_moves = 0;
    for _ in 0..3000 {
        while reply.computer_next {
            match service.computer_move(HERE).unwrap() {
                Some(next) => {
                    keystone_moves += 1;
                    reply = next;
                }
                None => break,
            }
        }
        if store.get(HERE).unwrap().is_none() {
            break;
        }
        let line = pick(&service, ALICE).expect("Alice is to act when Keystone is not");
        reply = service.play(HERE, ALICE, &line, None).unwrap();
    }
    assert!(store.get(HERE).unwrap().is_none(), "the game ended");
    assert!(
        keystone_moves >= 12 * 3,
        "Keystone moved {keystone_moves} times"
    );
    assert!(reply.text.contains("The game is over"), "{}", reply.text);
}

/// The move picker in the Write: a writer's picker stays good while the
/// others write (their actions leave its choices as they were), and goes
/// out of date once its own seat has written; a seat that is done has
/// nothing to pick.
#[test]
fn a_writers_picker_outlives_the_others_writing() {
    use keystone_bot::service::reply::Trail;
    let store = Arc::new(MemoryStore::new());
    let service = Service::with_seeds(store.clone(), Arc::new(SystemClock), Box::new(|| 8));
    service
        .new_game(HERE, &request(&[BOB, CAROL], &[], None))
        .unwrap();
    service.accept(HERE, BOB, None).unwrap();
    service.accept(HERE, CAROL, None).unwrap();
    let users = [ALICE, BOB, CAROL];
    while store.get(HERE).unwrap().unwrap().to_act.len() == 1 {
        let record = store.get(HERE).unwrap().unwrap();
        let user = users[record.to_act[0].index()];
        let line = pick(&service, user).unwrap();
        service.play(HERE, user, &line, None).unwrap();
    }
    // Carol opens her picker and follows its first options to an action.
    let opened = service.picker(HERE, CAROL, None, Trail::default()).unwrap();
    let stamp = opened.menu.as_ref().unwrap().prompt.stamp();
    let mut trail = Trail::default();
    let mut shown = opened;
    while !shown.prompts.iter().any(|p| p.kind == PromptKind::PickPlay) {
        trail = trail.then(0).unwrap();
        shown = service.picker(HERE, CAROL, Some(stamp), trail).unwrap();
    }
    // Bob writes and is done meanwhile.
    let line = pick(&service, BOB).unwrap();
    service
        .play(HERE, BOB, &format!("{line}; done"), None)
        .unwrap();
    assert!(
        common::refused(service.picker(HERE, BOB, None, Trail::default()))
            .contains("the game waits on Alice and Carol"),
    );
    // Carol's picker still shows the same, and plays.
    let again = service.picker(HERE, CAROL, Some(stamp), trail).unwrap();
    assert_eq!(again.text, shown.text);
    let played = service.play_picked(HERE, CAROL, stamp, trail).unwrap();
    assert!(played.text.contains("Carol writes:"), "{}", played.text);
    // Now her own action made it out of date.
    assert!(
        common::refused(service.picker(HERE, CAROL, Some(stamp), trail)).contains("out of date")
    );
}

/// A PNG's width and height, from its header.
fn size(png: &[u8]) -> (u32, u32) {
    let number = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
    (number(16), number(20))
}

/// While everyone writes, a writer's answer shows the sheet it wrote on,
/// at the size it has beside the others: nobody else's changed. The answer
/// that ends the Write shows every sheet again.
#[test]
fn a_writer_sees_their_own_sheet_and_the_round_end_shows_every_sheet() {
    let store = Arc::new(MemoryStore::new());
    let service = Service::with_seeds(store.clone(), Arc::new(SystemClock), Box::new(|| 8));
    service
        .new_game(HERE, &request(&[BOB, CAROL], &[], None))
        .unwrap();
    service.accept(HERE, BOB, None).unwrap();
    let mut reply = service.accept(HERE, CAROL, None).unwrap();
    let users = [ALICE, BOB, CAROL];
    while store.get(HERE).unwrap().unwrap().to_act.len() == 1 {
        let record = store.get(HERE).unwrap().unwrap();
        let user = users[record.to_act[0].index()];
        let line = pick(&service, user).unwrap();
        reply = service.play(HERE, user, &line, None).unwrap();
    }
    // The Write opens: every sheet, one under another, laid out for a
    // phone (400 px, drawn twice that).
    let every = size(reply.sheets.as_deref().expect("the sheets"));
    assert_eq!(every.0, 800);
    // Each writer's answer: their own sheet alone, a third as tall.
    let line = pick(&service, BOB).unwrap();
    let wrote = service.play(HERE, BOB, &line, None).unwrap();
    let alone = size(wrote.sheets.as_deref().unwrap());
    assert_eq!(alone.0, 800);
    assert!(
        alone.1 * 3 <= every.1 && alone.1 * 4 > every.1,
        "{alone:?} of {every:?}"
    );
    let done = service.play(HERE, BOB, "done", None).unwrap();
    assert_eq!(size(done.sheets.as_deref().unwrap()), alone);
    service.play(HERE, ALICE, "done", None).unwrap();
    // Carol's done ends the Write: every sheet again.
    let ended = service.play(HERE, CAROL, "done", None).unwrap();
    assert_eq!(store.get(HERE).unwrap().unwrap().to_act.len(), 1);
    let again = size(ended.sheets.as_deref().unwrap());
    assert!(again.0 == 800 && again.1 >= alone.1 * 3, "{again:?}");
}
