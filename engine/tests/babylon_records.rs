//! Babylon's example records (`examples/babylon-*.txt`) replay to finished
//! games, and a bad line is refused with its line and rule. Set
//! `KEYSTONE_REGENERATE=1` to write the examples anew with the one-step
//! greedy player.

use keystone_engine::babylon::{Babylon, BabylonOptions, Mode, greedy};
use keystone_engine::play::{record_of, replay};
use keystone_engine::{Game, Record, Seat, Seating};

const EXAMPLES: [(&str, usize, Option<Mode>, u64); 3] = [
    ("babylon-two-players.txt", 2, None, 11),
    ("babylon-four-players.txt", 4, None, 12),
    ("babylon-solo-hard.txt", 1, Some(Mode::Hard), 13),
];

fn path(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../examples")
        .join(name)
}

/// A whole game of greedy players, as a record.
fn greedy_game(seats: usize, mode: Option<Mode>, seed: u64) -> String {
    let table = Seating {
        seats,
        first: None,
        seed,
    };
    let options = BabylonOptions {
        mode,
        ..BabylonOptions::default()
    };
    let mut game = Babylon::new(&table, &options).unwrap();
    let mut log: Vec<(Seat, String)> = Vec::new();
    while let Some(seat) = game.to_act().iter().next() {
        let action = greedy::choose(&game, seat).expect("a seat to act has a move");
        game.apply(seat, &action).unwrap();
        log.push((seat, action.to_string()));
    }
    let names: Vec<String> = ["Alice", "Bob", "Carol", "Dan"][..seats]
        .iter()
        .map(|n| (*n).to_owned())
        .collect();
    record_of(&game, &names, &log).to_text()
}

#[test]
fn the_examples_replay_to_finished_games() {
    let regenerate = std::env::var_os("KEYSTONE_REGENERATE").is_some();
    for (name, seats, mode, seed) in EXAMPLES {
        if regenerate {
            std::fs::write(path(name), greedy_game(seats, mode, seed)).unwrap();
        }
        let text = std::fs::read_to_string(path(name)).unwrap();
        let game: Babylon =
            replay(&Record::parse(&text).unwrap()).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(game.is_over(), "{name} is a whole game");
        assert_eq!(game.seat_count(), seats);
        assert_eq!(game.mode(), mode);
        let outcome = game.outcome().unwrap();
        let breakdowns: i64 = Seat::all(seats).map(|s| game.breakdown(s).total()).sum();
        assert_eq!(outcome.scores.iter().sum::<i64>(), breakdowns);
    }
}

#[test]
fn an_illegal_line_is_refused_with_its_line_and_rule() {
    let text = "game: babylon\nmanifest: 1\nseats: A | B\nfirst: 1\nseed: 1\ndeck: 14 3 7\n1: tile 7a ship worker stone art\n1: skip\n2: take 6\n1: take 6\n2: take 6\n";
    let error = replay::<Babylon>(&Record::parse(text).unwrap()).unwrap_err();
    assert_eq!(error.line, 11);
    assert_eq!(error.rule.map(|r| r.to_string()).as_deref(), Some("Y21"));
    let text = "game: babylon\nmanifest: 99\nseats: A\nfirst: 1\n";
    let error = replay::<Babylon>(&Record::parse(text).unwrap()).unwrap_err();
    assert_eq!(error.line, 2, "an unknown manifest is refused");
}
