//! Playing against Keystone itself, through the service layer: the game
//! starts without an invitation, Keystone moves when it must (its whole
//! turn in one message, paid orders answered), and the game ends.

use crate::common;

use std::sync::Arc;

use common::{ALICE, HERE, Manual, T0, user};
use keystone_bot::service::{First, NewGame, Reply, Service, SystemClock};
use keystone_data::{GameStatus, MemoryStore, Seat, Store};
use keystone_engine::ai::Level;

/// Keystone's user id in these tests.
const KEYSTONE: u64 = 4242;

fn against_keystone(service: &Service, first: First) -> Reply {
    service
        .new_game(
            HERE,
            &NewGame {
                kind: "basilica".into(),
                guild: Some(5),
                host: user(ALICE),
                opponent: Some(keystone_bot::service::User {
                    id: KEYSTONE,
                    name: "Keystone".into(),
                }),
                others: vec![],
                first,
                seed: Some(11),
                headers: vec![],
                clock: None,
                computer: Some(Level::Easy),
            },
        )
        .unwrap()
}

/// Lets Keystone move while it must; returns its messages.
fn keystone_moves(service: &Service, mut reply: Reply) -> Vec<Reply> {
    let mut told = Vec::new();
    while reply.computer_next {
        match service.computer_move(HERE).unwrap() {
            Some(next) => {
                told.push(next.clone());
                reply = next;
            }
            None => break,
        }
    }
    told
}

#[test]
fn a_whole_game_against_keystone() {
    let store = Arc::new(MemoryStore::new());
    let service = Service::with_seeds(store.clone(), Arc::new(SystemClock), Box::new(|| 3));
    let started = against_keystone(&service, First::Opponent);
    assert!(
        started
            .text
            .starts_with("Alice starts a game of Basilica against Keystone (easy)."),
        "{}",
        started.text
    );
    assert!(started.computer_next, "Keystone starts");
    assert!(started.ping.is_empty() && started.prompts.is_empty());
    let mut keystone_turns = keystone_moves(&service, started);
    assert!(!keystone_turns.is_empty());
    let mut alice_turns = 0;
    loop {
        let record = store.get(HERE).unwrap();
        let Some(record) = record else { break };
        if record.status != GameStatus::Active {
            break;
        }
        assert_eq!(
            record.to_act,
            [Seat::from_index(0)],
            "Keystone never leaves a move waiting"
        );
        // Alice plays her first legal action each time.
        let moves = service.moves(HERE, ALICE).unwrap();
        let reply = service.play(HERE, ALICE, &moves[0].notation, None).unwrap();
        // The catch-up is for people: none addressed to Keystone.
        assert!(!reply.text.contains("Since Keystone"), "{}", reply.text);
        alice_turns += 1;
        keystone_turns.extend(keystone_moves(&service, reply));
        assert!(alice_turns < 500, "the game ends");
    }
    let last = keystone_turns.last().unwrap();
    assert!(last.picture.is_some());
    assert!(
        keystone_turns
            .iter()
            .any(|r| r.text.contains("Keystone placed")),
        "its moves are told like a player's"
    );
    let finished = store.latest_archived(HERE).unwrap().unwrap();
    assert_eq!(finished.status, GameStatus::Finished);
    assert_eq!(finished.seats[1].computer.as_deref(), Some("easy"));
    // Nothing more to do for Keystone once it is over.
    assert!(service.computer_move(HERE).unwrap().is_none());
    // Games against Keystone stay out of the server's ratings.
    let board = service.leaderboard(Some(5)).unwrap();
    assert!(
        board.text.starts_with("No game has been finished"),
        "{}",
        board.text
    );
}

#[test]
fn after_a_restart_the_sweep_has_keystone_move_and_never_reminds_it() {
    let clock = Arc::new(Manual::default());
    let service = Service::with_seeds(Arc::new(MemoryStore::new()), clock.clone(), Box::new(|| 3));
    // Keystone starts, and the bot stops before it moves.
    let started = against_keystone(&service, First::Opponent);
    assert!(started.computer_next);
    assert!(service.computers_waiting().unwrap().is_empty(), "not yet");
    clock.set(T0 + 2 * 60_000);
    let waiting = service.computers_waiting().unwrap();
    assert_eq!(waiting.len(), 1);
    assert_eq!(waiting[0].0, HERE);
    clock.set(T0 + 3 * 86_400_000);
    assert!(
        service.sweep().unwrap().is_empty(),
        "no reminder for Keystone"
    );
    assert!(service.computer_move(HERE).unwrap().is_some());
    assert!(service.computers_waiting().unwrap().is_empty());
}
