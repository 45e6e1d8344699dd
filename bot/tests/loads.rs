//! What a command costs the store: each of `/play`, a button (Confirm, the
//! move picker's Play) and the board's play reads the channel's game once
//! and writes it once. Keystone's move reads it twice: its search runs on
//! a read of its own, outside the store's write, which on the embedded
//! store holds up every channel while it runs.

use std::sync::Arc;

use keystone_bot::service::{NewGame, PromptKind, Service, SystemClock, User};
use keystone_data::Store;

use crate::common::watched::Watched;
use crate::common::{self, BOB, HERE};

/// A store that counts the reads and writes of the channel's game.
type Counting = Watched;

/// A service over a counting store with a game of Les Grands Bâtisseurs
/// for Alice and Bob under way in [`HERE`] (Keystone at Bob's seat if
/// `keystone`); the store too.
fn table(kind: &str, keystone: bool) -> (Arc<Counting>, Service) {
    let store = Arc::new(Counting::default());
    let service = Service::with_seeds(store.clone(), Arc::new(SystemClock), Box::new(|| 11));
    let mut game = NewGame {
        kind: kind.into(),
        ..common::cardinal(&[BOB], Some(11), None)
    };
    if keystone {
        game.opponent = Some(User {
            id: 4242,
            name: "Keystone".into(),
        });
        game.computer = Some(keystone_engine::ai::Level::Easy);
    } else {
        service.new_game(HERE, &game).unwrap();
        service.accept(HERE, BOB, None).unwrap();
        store.taken();
        return (store, service);
    }
    service.new_game(HERE, &game).unwrap();
    store.taken();
    (store, service)
}

/// Who must act in [`HERE`] and a move they may make.
fn a_move(store: &Counting, service: &Service) -> (u64, String) {
    let record = store.inner.get(HERE).unwrap().unwrap();
    let user = record.seats[record.to_act[0].index()].user;
    let line = service.moves(HERE, user).unwrap()[0].notation.clone();
    store.taken();
    (user, line)
}

#[test]
fn play_reads_once_and_writes_once() {
    let (store, service) = table("cardinal", false);
    let (user, line) = a_move(&store, &service);
    service.play(HERE, user, &line, None).unwrap();
    assert_eq!(store.taken(), (1, 1), "reads and writes of /play");
}

#[test]
fn confirm_reads_once_and_writes_once() {
    let (store, service) = table("grands-batisseurs", false);
    let record = store.inner.get(HERE).unwrap().unwrap();
    let opener = record.seats[record.to_act[0].index()].user;
    let asked = service.play(HERE, opener, "auction up 99", None).unwrap();
    let confirm = asked
        .prompts
        .iter()
        .find(|p| p.kind == PromptKind::Confirm)
        .expect("a Confirm button");
    store.taken();
    let played = service.confirm(HERE, opener, confirm.stamp()).unwrap();
    assert!(!played.private, "{}", played.text);
    assert_eq!(store.taken(), (1, 1), "reads and writes of Confirm");
}

#[test]
fn the_pickers_play_reads_once_and_writes_once() {
    use keystone_bot::service::reply::Trail;
    let (store, service) = table("cardinal", false);
    let (user, _) = a_move(&store, &service);
    let opened = service.picker(HERE, user, None, Trail::default()).unwrap();
    let stamp = opened.menu.as_ref().unwrap().prompt.stamp();
    let mut trail = Trail::default();
    let mut shown = opened;
    while !shown.prompts.iter().any(|p| p.kind == PromptKind::PickPlay) {
        trail = trail.then(0).unwrap();
        shown = service.picker(HERE, user, Some(stamp), trail).unwrap();
    }
    store.taken();
    let played = service.play_picked(HERE, user, stamp, trail).unwrap();
    assert!(!played.private, "{}", played.text);
    assert_eq!(
        store.taken(),
        (1, 1),
        "reads and writes of the picker's Play"
    );
}

#[test]
fn the_boards_play_reads_once_and_writes_once() {
    let (store, service) = table("cardinal", false);
    let (user, line) = a_move(&store, &service);
    let record = store.inner.get(HERE).unwrap().unwrap();
    let stamp = keystone_bot::service::Stamp {
        game: record.id,
        step: record.log.len() as u64,
    };
    store.taken();
    service.web_play(HERE, user, stamp, &[line]).unwrap();
    assert_eq!(
        store.taken(),
        (1, 1),
        "reads and writes of the board's play"
    );
}

#[test]
fn keystones_move_searches_on_a_read_of_its_own_and_writes_once() {
    let (store, service) = table("cardinal", true);
    let (user, line) = a_move(&store, &service);
    let reply = service.play(HERE, user, &line, None).unwrap();
    assert!(reply.computer_next);
    store.taken();
    let moved = service
        .computer_move(HERE)
        .unwrap()
        .expect("Keystone moves");
    assert!(!moved.private);
    assert_eq!(store.taken(), (2, 1), "reads and writes of Keystone's move");
}
