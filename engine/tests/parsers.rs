//! Whatever a player types or a record holds, every game's notation and
//! record readers answer with an error, never a panic: arbitrary Unicode
//! lines, and lines built from the game's own words with stray characters
//! (`tile 9é`), fed to each game's line parser, to the record parser and to
//! replay. The normal run tries a few hundred of each; the long run
//! (`cargo test -p keystone-engine --test engine parsers:: -- --ignored`)
//! a hundred thousand.

use keystone_engine::babylon::Babylon;
use keystone_engine::play::{random_action, replay};
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng, Record, Seating};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

use crate::support::middling_table;

/// Actions as a few random games of `G` write them: whole lines of the
/// game's own notation, to be mangled.
fn actions<G: Game>(seats: usize) -> Vec<String> {
    let mut lines = std::collections::BTreeSet::new();
    let mut legal = Vec::new();
    for seed in 0..4 {
        let table = Seating {
            seats,
            first: None,
            seed,
        };
        let mut game = G::new(&table, &G::Options::default()).expect("a table the game takes");
        let mut rng = GameRng::new(seed, Stream::Play);
        for _ in 0..200 {
            for seat in game.to_act().iter() {
                game.legal_actions(seat, &mut legal);
                // A spread of each position's actions, not only the first.
                let step = (legal.len() / 20).max(1);
                lines.extend(legal.iter().step_by(step).map(G::format_action));
            }
            let Some((seat, action)) = random_action(&game, &mut rng, &mut legal) else {
                break;
            };
            game.apply(seat, &action).expect("a listed action applies");
        }
    }
    lines.into_iter().collect()
}

/// A mangled action: one of its words gains any character at its end or
/// start (`tile 9é`), loses its end, or becomes any text; or the line is
/// cut anywhere, or joined to another by `;`.
fn mangled_line(actions: Vec<String>) -> impl Strategy<Value = String> {
    let pick = proptest::sample::select(actions);
    (
        pick.clone(),
        pick,
        any::<char>(),
        0usize..6,
        any::<proptest::sample::Index>(),
        ".{0,3}",
    )
        .prop_map(|(line, other, stray, how, at, any)| {
            let mut words: Vec<String> = line.split_whitespace().map(str::to_owned).collect();
            let i = at
                .index(words.len().max(1))
                .min(words.len().saturating_sub(1));
            let Some(word) = words.get_mut(i) else {
                return any;
            };
            match how {
                0 => word.push(stray),
                1 => word.insert(0, stray),
                2 => {
                    let keep = at.index(word.chars().count().max(1));
                    *word = word.chars().take(keep).chain([stray]).collect();
                }
                3 => *word = any,
                4 => return format!("{line}; {other}{stray}"),
                _ => {
                    let chars: Vec<char> = line.chars().collect();
                    return chars[..at.index(chars.len() + 1)].iter().collect();
                }
            }
            words.join(" ")
        })
}

/// A record of `G` with its header lines and action lines replaced, now
/// and then, by mangled ones: read, then replayed.
fn mangled_record(kind: &'static str, seats: usize, lines: &[String]) -> String {
    let names: Vec<String> = (1..=seats).map(|n| format!("P{n}")).collect();
    let mut text = format!("game: {kind}\nseats: {}\nseed: 7\n", names.join(" | "));
    for (i, line) in lines.iter().enumerate() {
        match i % 4 {
            0 => text.push_str(&format!("{}: {line}\n", 1 + i % seats)),
            1 => text.push_str(&format!("{line}\n")),
            2 => text.push_str(&format!("{line}: {line}\n")),
            _ => text.push_str(&format!("# {line}\n{}:{line}\n", i % 9)),
        }
    }
    text
}

/// Feeds `cases` lines of each kind to `G`'s readers: none may panic.
fn never_panics<G: Game>(seats: usize, cases: u32) {
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    let words = actions::<G>(seats);
    let mut runner = TestRunner::new(config.clone());
    runner
        .run(&prop_oneof![".*", mangled_line(words.clone())], |line| {
            // An error or a parse: both fine.
            let _ = G::parse_line(&line);
            let _ = G::parse_action(&line, 0);
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{}: {e}", G::KIND));
    let mut runner = TestRunner::new(config);
    let lines = proptest::collection::vec(prop_oneof![".*", mangled_line(words)], 0..6);
    runner
        .run(&lines, |lines| {
            let text = mangled_record(G::KIND, seats, &lines);
            if let Ok(record) = Record::parse(&text) {
                let _ = replay::<G>(&record);
            }
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{}: {e}", G::KIND));
}

/// Arbitrary text read as a record, then replayed as every game.
fn records_never_panic(cases: u32) {
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    let mut runner = TestRunner::new(config);
    runner
        .run(&".*(\n.*){0,12}", |text| {
            if let Ok(record) = Record::parse(&text) {
                replay_as_every_game(&record);
            }
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{e}"));
}

const QUICK: u32 = 300;
const LONG: u32 = 100_000;

#[test]
fn a_typo_in_babylon_is_an_error_not_a_panic() {
    for line in [
        "tile 9é",
        "tile é",
        "tile 7a\u{301} ship",
        "take 5; tile 1ą",
    ] {
        assert!(Babylon::parse_line(line).is_err(), "{line}");
    }
}

/// Each game's run, named by its module (`parsers::every::babylon`),
/// from the engine's one list of games.
macro_rules! parsers {
    ($($module:ident: $game:ident),* $(,)?) => {
        /// `record` replayed as each game: none may panic.
        fn replay_as_every_game(record: &Record) {
            $(let _ = replay::<keystone_engine::$game>(record);)*
        }

        mod every {
            $(
                #[test]
                fn $module() {
                    use keystone_engine::$game as G;
                    super::never_panics::<G>(super::middling_table::<G>(), super::QUICK);
                }
            )*
        }

        mod every_long {
            $(
                #[test]
                #[ignore = "long: a hundred thousand lines and records"]
                fn $module() {
                    use keystone_engine::$game as G;
                    for seats in <G as super::Game>::SEATS {
                        super::never_panics::<G>(seats, super::LONG);
                    }
                }
            )*
        }
    };
}

keystone_engine::every_game!(parsers);

#[test]
fn no_record_makes_a_parser_panic() {
    records_never_panic(QUICK);
}

#[test]
#[ignore = "long: a hundred thousand records"]
fn no_record_makes_a_parser_panic_long() {
    records_never_panic(LONG);
}
