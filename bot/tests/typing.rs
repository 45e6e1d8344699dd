//! Whatever a player types, in any language, the service answers with a
//! refusal or a move, never a panic or an internal error: arbitrary Unicode
//! lines and mangled notation for `/play` and its autocomplete in every game
//! at every table size, and arbitrary text as a record to import. The long
//! run is `cargo test -p keystone-bot --test bot typing:: -- --ignored`.

use crate::common;

use std::sync::Arc;

use common::{ALICE, BOB, CAROL, HERE, user};
use keystone_bot::games::KINDS;
use keystone_bot::i18n::Lang;
use keystone_bot::service::{First, Service, ServiceError, SystemClock};
use keystone_data::{ChannelId, MemoryStore};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

const DAN: u64 = 1004;

/// A service with one game of `kind` for `seats` under way in [`HERE`].
fn table(kind: &str, seats: usize, lang: Lang) -> Service {
    common::table(kind, seats, 11, First::Me).1.speaking(lang)
}

/// A refusal is fine; anything else that is not a move is a defect.
fn answered<T>(result: Result<T, ServiceError>, line: &str) -> Result<(), TestCaseError> {
    match result {
        Ok(_) | Err(ServiceError::Refused(_)) => Ok(()),
        Err(other) => Err(TestCaseError::fail(format!("{line:?}: {other:?}"))),
    }
}

/// Lines of the game's words (what its players are offered now) with
/// stray characters, and arbitrary text.
fn lines(offered: Vec<String>) -> impl Strategy<Value = String> {
    let mangled = (
        proptest::sample::select(offered),
        any::<char>(),
        any::<proptest::sample::Index>(),
        0usize..3,
    )
        .prop_map(|(line, stray, at, how)| {
            let chars: Vec<char> = line.chars().collect();
            let cut = at.index(chars.len() + 1);
            let head: String = chars[..cut].iter().collect();
            match how {
                0 => format!("{line}{stray}"),
                1 => format!("{head}{stray}"),
                _ => format!("{line}; {head}{stray}"),
            }
        });
    prop_oneof![".*", mangled]
}

fn typed_lines_never_break_the_service(cases: u32) {
    for kind in KINDS {
        for seats in kind.seats.clone() {
            for lang in Lang::ALL {
                let service = table(kind.name, seats, lang);
                let who = service.waiting_for(HERE).unwrap()[0];
                let offered: Vec<String> = service
                    .moves(HERE, who)
                    .unwrap()
                    .into_iter()
                    .map(|c| c.notation)
                    .take(200)
                    .collect();
                let config = Config {
                    cases,
                    failure_persistence: None,
                    ..Config::default()
                };
                TestRunner::new(config)
                    .run(&lines(offered), |line| {
                        service.complete(HERE, who, &line);
                        answered(service.play(HERE, who, &line, None), &line)
                    })
                    .unwrap_or_else(|e| panic!("{} for {seats} in {lang:?}: {e}", kind.name));
            }
        }
    }
}

fn records_never_break_the_import(cases: u32) {
    let service = Service::with_seeds(
        Arc::new(MemoryStore::new()),
        Arc::new(SystemClock),
        Box::new(|| 5),
    );
    let example = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../examples/grands-batisseurs-whole-game.txt"),
    )
    .unwrap();
    let lines: Vec<String> = example.lines().map(str::to_owned).collect();
    // The example's lines, some mangled, in any order; or any text.
    let record = prop_oneof![
        ".*(\n.*){0,8}",
        proptest::collection::vec(
            (
                proptest::sample::select(lines),
                any::<char>(),
                any::<bool>()
            ),
            0..40
        )
        .prop_map(|lines| {
            lines
                .into_iter()
                .map(|(line, stray, mangle)| {
                    if mangle {
                        format!("{line}{stray}")
                    } else {
                        line
                    }
                })
                .collect::<Vec<_>>()
                .join("\n")
        }),
    ];
    let invited = [user(BOB), user(CAROL), user(DAN)];
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    let channel = std::sync::atomic::AtomicU64::new(1000);
    TestRunner::new(config)
        .run(&record, |text| {
            let here = ChannelId(channel.fetch_add(1, std::sync::atomic::Ordering::SeqCst));
            let result = service.import(here, Some(5), &user(ALICE), &invited, &text);
            answered(result, &text)
        })
        .unwrap();
}

#[test]
fn no_typed_line_breaks_the_service() {
    typed_lines_never_break_the_service(40);
}

#[test]
fn no_record_breaks_the_import() {
    records_never_break_the_import(200);
}

#[test]
#[ignore = "long: thousands of lines in every game and language"]
fn no_typed_line_or_record_breaks_the_service_long() {
    typed_lines_never_break_the_service(2_000);
    records_never_break_the_import(20_000);
}

/// `moves` narrows: along random games of every game and table size, for
/// the words of some of the moves of the seat to act, cut after each word,
/// the example it gives to narrow them is never the words typed, and shows
/// other moves; a group of one shows its move, never `…`.
#[test]
fn the_moves_guide_always_narrows() {
    use keystone_engine::GameRng;
    use keystone_engine::rng::Stream;
    let example_of = |text: &str| {
        text.split("`moves ")
            .nth(1)
            .and_then(|rest| rest.split('`').next())
            .map(str::to_owned)
    };
    for kind in KINDS {
        for seats in kind.seats.clone() {
            let (_, mut service) = common::table(kind.name, seats, 7, First::Random);
            service.set_replies_in_words();
            let mut rng = GameRng::new(seats as u64 + 11, Stream::Play);
            for step in 0..30 {
                let Some(&mover) = service.waiting_for(HERE).unwrap().first() else {
                    break;
                };
                let moves = service.moves(HERE, mover).unwrap();
                if step % 15 == 0 {
                    for _ in 0..3 {
                        let chosen = &moves[rng.below(moves.len() as u32) as usize].notation;
                        let words: Vec<&str> = chosen.split_whitespace().collect();
                        for cut in 0..words.len() {
                            let typed = words[..cut].join(" ");
                            let said = service.moves_guide(HERE, mover, &typed).unwrap().text;
                            let at = format!("{}, step {step}, {typed:?}", kind.name);
                            let one = said.lines().any(|l| l.ends_with("… — 1 move"));
                            assert!(!one, "{at}: {said}");
                            let Some(example) = example_of(&said) else {
                                continue;
                            };
                            assert_ne!(example.trim(), typed.trim(), "{at}: {said}");
                            let narrowed = service.moves_guide(HERE, mover, &example).unwrap().text;
                            assert_ne!(narrowed, said, "{at}: the example {example:?} narrows");
                        }
                    }
                }
                let chosen = &moves[rng.below(moves.len() as u32) as usize].notation;
                service.play(HERE, mover, chosen, None).unwrap();
            }
        }
    }
}
