//! A stored game this build cannot play (a manifest it does not know, a
//! card in two places, a seat beyond the table, any number damaged) is
//! refused when it is read back, with what is wrong: never loaded into a
//! panic, and what loads is looked at and played on without one. Every game, from positions of random games; the long run is
//! `cargo test -p keystone-engine --test engine snapshots:: -- --ignored`.

use keystone_engine::play::random_action;
use keystone_engine::rng::Stream;
use keystone_engine::snapshot::{self, SnapshotError};
use keystone_engine::{
    Babylon, Basilica, Cardinal, Game, GameRng, GrandsBatisseurs, Seat, Seating,
};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestRunner};
use serde_json::Value;

use crate::support::middling_table;

/// A game of `seats` after `steps` random actions, saved.
fn saved<G: Game>(seats: usize, seed: u64, steps: usize) -> Value {
    let table = Seating {
        seats,
        first: None,
        seed,
    };
    let mut game = G::new(&table, &G::Options::default()).unwrap();
    let mut rng = GameRng::new(seed, Stream::Play);
    let mut buffer = Vec::new();
    for _ in 0..steps {
        let Some((seat, action)) = random_action(&game, &mut rng, &mut buffer) else {
            break;
        };
        game.apply(seat, &action).unwrap();
    }
    serde_json::from_str(&snapshot::save(&game)).unwrap()
}

/// Loads `snapshot` as `G`: refused as impossible, with `why` in its words.
fn refused<G: Game>(snapshot: &Value, why: &str) {
    match snapshot::load::<G>(&snapshot.to_string()) {
        // Refused as a position the rules cannot reach, or already as one
        // whose pieces are not pieces of the game.
        Err(SnapshotError::Impossible(message) | SnapshotError::Malformed(message)) => {
            assert!(message.contains(why), "{message}");
        }
        other => panic!("{}: {other:?}", G::KIND),
    }
}

#[test]
fn a_damaged_snapshot_is_refused_with_what_is_wrong() {
    // Babylon from a manifest this build does not know.
    let mut babylon = saved::<Babylon>(2, 3, 30);
    babylon["state"]["options"]["manifest"] = 99.into();
    refused::<Babylon>(&babylon, "no manifest 99");
    // A Basilica tile that does not exist, one in two places.
    let basilica = saved::<Basilica>(2, 3, 20);
    let mut unknown = basilica.clone();
    unknown["state"]["pile"][0] = 200.into();
    refused::<Basilica>(&unknown, "no tile 200");
    let mut twice = basilica.clone();
    let top = twice["state"]["pile"][0].clone();
    twice["state"]["discard"].as_array_mut().unwrap().push(top);
    refused::<Basilica>(&twice, "in two places");
    // A card of Les Grands Bâtisseurs in two places; a purse missing.
    let gb = saved::<GrandsBatisseurs>(3, 3, 40);
    let mut twice = gb.clone();
    let card = twice["state"]["piles"][0][0].clone();
    twice["state"]["hands"][0]
        .as_array_mut()
        .unwrap()
        .push(card);
    refused::<GrandsBatisseurs>(&twice, "not each in one place");
    let mut poorer = gb.clone();
    poorer["state"]["purses"].as_array_mut().unwrap().pop();
    refused::<GrandsBatisseurs>(&poorer, "purse");
    // A Cardinal turn for a seat beyond the table.
    let mut cardinal = saved::<Cardinal>(3, 3, 5);
    cardinal["state"]["active"] = 4.into();
    refused::<Cardinal>(&cardinal, "beyond the table");
}

/// Every number of a saved game changed, now and then: the result is
/// refused, or it is a game whose every seat may look, list its actions
/// and count its score without a panic.
fn damaged_numbers_never_panic<G: Game>(seats: usize, cases: u32, seed: RngSeed) {
    let mut positions = Vec::new();
    for seed in 0..6 {
        positions.push(saved::<G>(seats, seed, 15 * seed as usize));
    }
    let config = Config {
        cases,
        rng_seed: seed,
        failure_persistence: None,
        ..Config::default()
    };
    // One number of the state changed to another.
    let damage = (
        0..positions.len(),
        any::<u64>(),
        prop_oneof![
            Just(0i64),
            Just(1),
            Just(2),
            Just(7),
            Just(99),
            Just(255),
            Just(-1),
            Just(65_536)
        ],
    );
    let played = std::sync::atomic::AtomicU32::new(0);
    TestRunner::new(config)
        .run(&damage, |(which, pick, to)| {
            let mut snapshot = positions[which].clone();
            let count = change_number(&mut snapshot["state"], &mut 0, u64::MAX, to);
            change_number(&mut snapshot["state"], &mut 0, pick % count, to);
            if let Ok(game) = snapshot::load::<G>(&snapshot.to_string()) {
                let _ = game.view(None);
                let mut buffer = Vec::new();
                for seat in Seat::all(game.seat_count()) {
                    let _ = game.view(Some(seat));
                    game.legal_actions(seat, &mut buffer);
                }
                let _ = (game.scores(), game.outcome(), game.to_act());
                let _ = snapshot::save(&game);
                // And it plays on: a few listed actions, applied.
                let mut game = game;
                for _ in 0..3 {
                    let Some(seat) = game.to_act().iter().next() else {
                        break;
                    };
                    game.legal_actions(seat, &mut buffer);
                    let Some(action) = buffer.first().cloned() else {
                        break;
                    };
                    let _ = game.apply(seat, &action);
                }
                played.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            }
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{}: {e}", G::KIND));
    // Not only refusals: many damaged games still load, and are played.
    let played = played.into_inner();
    assert!(
        played >= cases / 10,
        "{}: only {played} of {cases} loaded",
        G::KIND
    );
}

/// Changes number `which` of `value` (counting from 0 as `n` goes) to
/// `to`; how many numbers it holds.
fn change_number(value: &mut Value, n: &mut u64, which: u64, to: i64) -> u64 {
    match value {
        Value::Number(_) => {
            if *n == which {
                *value = to.into();
            }
            *n += 1;
        }
        Value::Array(items) => {
            for item in items {
                change_number(item, n, which, to);
            }
        }
        Value::Object(fields) => {
            // The generator's state is not a game's to check.
            for (_, field) in fields.iter_mut().filter(|(k, _)| k.as_str() != "rng") {
                change_number(field, n, which, to);
            }
        }
        _ => {}
    }
    *n
}

/// The normal run's damage, the same every run; the long run's is new each
/// time.
const FIXED: RngSeed = RngSeed::Fixed(0x5a4e_5f40);

/// Each game's run, named by its module (`snapshots::every::babylon`),
/// from the engine's one list of games.
macro_rules! snapshots {
    ($($module:ident: $game:ident),* $(,)?) => {
        mod every {
            $(
                #[test]
                fn $module() {
                    use keystone_engine::$game as G;
                    super::damaged_numbers_never_panic::<G>(
                        super::middling_table::<G>(),
                        400,
                        super::FIXED,
                    );
                }
            )*
        }

        mod every_long {
            $(
                #[test]
                #[ignore = "long: thousands of damaged snapshots"]
                fn $module() {
                    use keystone_engine::$game as G;
                    for seats in <G as super::Game>::SEATS {
                        super::damaged_numbers_never_panic::<G>(
                            seats,
                            20_000,
                            super::RngSeed::Random,
                        );
                    }
                }
            )*
        }
    };
}

keystone_engine::every_game!(snapshots);
