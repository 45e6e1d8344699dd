//! Keystone standing in for a player whose move clock ran out, through the
//! service with a clock the test moves: it plays their seat, marked so in
//! the history, until they take it back, mid-turn included, without a
//! move lost or doubled; and it plays every game's seat (a Babylon Write,
//! a Les Grands Bâtisseurs auction among them) only from what that seat
//! may see.

use crate::common;

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use common::{ALICE, BOB, CAROL, HERE, Manual, refused};
use keystone_bot::games::{self, KINDS};
use keystone_bot::service::{Clock, First, PromptKind, Service};
use keystone_data::{ChannelId, MemoryStore, Seat, Store};
use keystone_engine::GameRng;
use keystone_engine::ai::Budget;
use keystone_engine::rng::Stream;

const HOUR: i64 = 3_600_000;

/// Alice's Cardinal with Bob and Carol, a move clock of an hour; Alice
/// builds, and Bob's hour runs out.
fn bob_ran_out() -> (Arc<MemoryStore>, Arc<Manual>, Service) {
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(Manual::default());
    let service = Service::with_seeds(
        Arc::clone(&store) as Arc<dyn Store>,
        Arc::clone(&clock) as Arc<dyn Clock>,
        Box::new(|| 21),
    );
    service
        .new_game(HERE, &common::cardinal(&[BOB, CAROL], None, Some(HOUR)))
        .unwrap();
    service.accept(HERE, BOB, None).unwrap();
    service.accept(HERE, CAROL, None).unwrap();
    play_first(&service, ALICE);
    clock.advance(HOUR + 60_000);
    (store, clock, service)
}

/// `who` plays their first legal move.
fn play_first(service: &Service, who: u64) {
    let moves = service.moves(HERE, who).unwrap();
    service.play(HERE, who, &moves[0].notation, None).unwrap();
}

fn seat(n: u64) -> Seat {
    Seat::from_number(n).unwrap()
}

#[test]
fn keystone_plays_a_late_seat_marked_as_such_until_its_player_takes_it_back() {
    let (store, _, service) = bob_ran_out();
    // The clock's notice offers Keystone in Bob's place.
    let notices = service.sweep().unwrap();
    let prompts: Vec<PromptKind> = notices[0].reply.prompts.iter().map(|p| p.kind).collect();
    assert_eq!(prompts, [PromptKind::Claim, PromptKind::StandIn]);
    assert!(
        notices[0]
            .reply
            .text
            .contains("Or Keystone plays for Bob until they come back")
    );
    // Only another player, and only once the clock ran out.
    assert!(refused(service.stand_in(HERE, BOB, None)).contains("It is your move"));
    let stood = service.stand_in(HERE, CAROL, None).unwrap();
    assert!(
        stood.text.contains(
            "Bob's move clock ran out, and Carol had Keystone play for Bob until they take their \
             seat back"
        ),
        "{}",
        stood.text
    );
    assert!(stood.computer_next, "Keystone's move follows");
    assert!(!stood.ping.contains(&BOB), "Keystone's turn pings nobody");
    assert!(stood.prompts.iter().any(|p| p.kind == PromptKind::TakeBack));
    assert_eq!(
        store.get(HERE).unwrap().unwrap().seats[1]
            .stand_in
            .as_deref(),
        Some("normal")
    );

    // Keystone plays Bob's turn: logged on the table's word, and the
    // history says so to everyone.
    let moved = service.computer_move(HERE).unwrap().unwrap();
    assert!(
        moved.text.contains("Keystone plays for Bob:"),
        "{}",
        moved.text
    );
    let record = store.get(HERE).unwrap().unwrap();
    let line = record.log.last().unwrap();
    assert_eq!((line.seat, line.auto), (seat(2), true));
    let history = service.history(HERE, None, None).unwrap();
    let history = format!("{}\n{}", history.text, history.details.join("\n"));
    assert!(history.contains("Bob (played by Keystone)"), "{history}");
    assert_eq!(record.to_act, vec![seat(3)]);
    assert!(
        service.computer_move(HERE).unwrap().is_none(),
        "Carol's turn"
    );

    // Carol plays; Bob's turn again, and Keystone chooses, then Bob takes
    // his seat back before its line is played: it is refused, and nothing
    // was played twice.
    play_first(&service, CAROL);
    play_first(&service, ALICE);
    let choice = service.computer_choice(HERE).unwrap().unwrap();
    assert_eq!(choice.seat, seat(2));
    let steps = store.get(HERE).unwrap().unwrap().log.len();
    let back = service.take_back(HERE, BOB, None).unwrap();
    assert!(
        back.text
            .contains("Bob takes their seat back from Keystone."),
        "{}",
        back.text
    );
    assert!(
        back.text.contains("(played by Keystone)"),
        "what was played for him since he last played: {}",
        back.text
    );
    assert!(service.computer_plays(HERE, &choice).is_err());
    let record = store.get(HERE).unwrap().unwrap();
    assert_eq!(record.log.len(), steps, "Keystone's line was not played");
    assert_eq!(record.seats[1].stand_in, None);
    assert_eq!(record.to_act, vec![seat(2)], "Bob's own move to play");
    assert!(service.computer_move(HERE).unwrap().is_none());
    assert_eq!(
        refused(service.take_back(HERE, BOB, None)),
        "Keystone is not playing for you in this game."
    );
    play_first(&service, BOB);
    let record = store.get(HERE).unwrap().unwrap();
    assert_eq!(record.log.len(), steps + 1, "one move, Bob's own");
    assert!(!record.log.last().unwrap().auto);
}

#[test]
fn a_player_who_moves_while_keystone_stands_in_takes_the_seat_back() {
    let (store, _, service) = bob_ran_out();
    service.stand_in(HERE, ALICE, None).unwrap();
    // Before Keystone's move is played, Bob plays himself.
    let choice = service.computer_choice(HERE).unwrap().unwrap();
    let moves = service.moves(HERE, BOB).unwrap();
    let played = service.play(HERE, BOB, &moves[0].notation, None).unwrap();
    assert!(
        played
            .text
            .contains("Bob takes their seat back from Keystone."),
        "the table is told: {}",
        played.text
    );
    assert!(service.computer_plays(HERE, &choice).is_err());
    let record = store.get(HERE).unwrap().unwrap();
    assert_eq!(record.seats[1].stand_in, None);
    let bobs: Vec<bool> = (record.log.iter())
        .filter(|a| a.seat == seat(2))
        .map(|a| a.auto)
        .collect();
    assert_eq!(bobs, [false], "one move, his own");
}

/// Has Keystone stand in at the seats to act in a copy of `channel`'s
/// game whose state is `state`, and returns the seat it plays and the
/// first action it chooses (what follows may rightly differ: a draw the
/// seat then sees).
fn stand_in_move(store: &MemoryStore, service: &Service, there: ChannelId, state: &str) -> String {
    let mut copy = store.get(HERE).unwrap().unwrap();
    copy.channel = there;
    copy.state = state.to_owned();
    for seat in copy.to_act.clone() {
        copy.seats[seat.index()].stand_in = Some("normal".to_owned());
    }
    store.create(copy).unwrap();
    let choice = service.computer_choice(there).unwrap().unwrap();
    let first = choice.line.split(';').next().unwrap_or_default().trim();
    format!("{:?} {first}", choice.seat)
}

/// A search without its time limit, so that it chooses the same however
/// busy the machine is (Keystone's levels also stop on time).
const SEARCH: Budget = Budget {
    iterations: 40,
    time: std::time::Duration::from_secs(3600),
    random: 0.0,
};

#[test]
fn keystone_stands_in_from_what_the_seat_may_see_in_every_game() {
    let next = AtomicU64::new(2000);
    let (mut writes, mut auctions) = (0, 0);
    for kind in KINDS {
        for seats in kind.seats.clone().filter(|&n| n > 1) {
            let (store, mut service) = common::table(kind.name, seats, 3, First::Random);
            service.set_search(SEARCH);
            let mut rng = GameRng::new(0x57A1D, Stream::Play);
            for step in 0..40 {
                let Some(record) = store.get(HERE).unwrap() else {
                    break;
                };
                let Some(&mover) = record.to_act.first() else {
                    break;
                };
                if step % 4 == 0 {
                    // Keystone standing in at the seat to act chooses the
                    // same in the real game and in one that seat cannot
                    // tell from it.
                    let game = (games::kind(kind.name).unwrap().load)(&record.state).unwrap();
                    let sampled = game.sample_hidden(mover, rng.next_u64()).snapshot();
                    let channel = || ChannelId(next.fetch_add(1, Ordering::SeqCst));
                    let real = stand_in_move(&store, &service, channel(), &record.state);
                    let seen = stand_in_move(&store, &service, channel(), &sampled);
                    assert_eq!(real, seen, "{} for {seats}, step {step}", kind.name);
                    assert!(real.starts_with(&format!("{mover:?} ")), "{real}");
                    writes += usize::from(record.to_act.len() > 1);
                    auctions += usize::from(real.contains(" bid ") || real.ends_with(" pass"));
                }
                let user = record.seats[mover.index()].user;
                let moves = service.moves(HERE, user).unwrap();
                let chosen = &moves[rng.below(moves.len() as u32) as usize].notation;
                service.play(HERE, user, chosen, None).unwrap();
            }
        }
    }
    assert!(writes > 0, "a Babylon Write was stood in for");
    assert!(auctions > 0, "an auction was stood in for");
}
