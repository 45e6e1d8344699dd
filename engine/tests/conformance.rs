//! One conformance harness for every game (as OpenSpiel has): random
//! playouts to the end with departures now and then, checking after every
//! action what any game of the seam must hold. A game plugs in by
//! implementing [`Subject`]: the probes that test "every action that
//! applies is listed", and its own invariants.

use std::collections::HashSet;

use keystone_engine::ahead::Ahead;
use keystone_engine::play::{self, LEAVE};
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng, Record, Seat, Seating, snapshot};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestRunner};

/// What a game gives the harness beyond the seam.
trait Subject: Game {
    /// How many random games of it a run plays (fewer where its probes are
    /// many).
    const CASES: u32;
    /// Whether seats may leave mid-game and the others play on.
    const LEAVES: bool;
    /// More actions than any game takes.
    const MAX_ACTIONS: usize;
    /// Actions worth trying for `seat` now, a superset of the legal ones
    /// near the position (`legal` is what the game listed).
    fn probes(&self, seat: Seat, legal: &[Self::Action]) -> Vec<Self::Action>;
    /// The game's own invariants after every action, beyond what
    /// [`Game::check`] checks of any stored game.
    fn invariants(&self) -> Result<(), String>;
}

fn fail(message: String) -> TestCaseError {
    TestCaseError::fail(message)
}

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("views serialise")
}

/// Plays one random game of `seats`, checking the seam after every action.
fn conform<G: Subject>(seats: usize, seed: u64) -> Result<G, TestCaseError> {
    let table = Seating {
        seats,
        first: None,
        seed,
    };
    let mut game = G::new(&table, &G::Options::default()).map_err(|e| fail(e.0))?;
    let mut rng = GameRng::new(seed ^ 0xC0F0, Stream::Play);
    let mut log: Vec<(Seat, String)> = Vec::new();
    let mut legal = Vec::new();
    let mut other = Vec::new();
    let names: Vec<String> = (1..=seats).map(|n| format!("P{n}")).collect();
    for step in 0.. {
        prop_assert!(step < G::MAX_ACTIONS, "the game does not end");
        game.check()
            .and_then(|()| game.invariants())
            .map_err(|e| fail(format!("step {step}: {e}")))?;
        // What the scores are made of is told at the end only.
        prop_assert!(game.is_over() || game.tally().is_none());
        let to_act = game.to_act();
        if to_act.is_empty() {
            break;
        }
        // Now and then a seat leaves: the others play on without it.
        if G::LEAVES && seats > 2 && rng.below(40) == 0 {
            let seat = Seat::from_index(rng.below(seats as u32) as usize);
            let mut events = Vec::new();
            let mut copy = game.clone();
            if copy.leave(seat, &mut events).is_ok() {
                let mut again = copy.clone();
                prop_assert!(again.leave(seat, &mut events).is_err(), "left twice");
                prop_assert!(again == copy, "a refused departure changed the game");
                game = copy;
                log.push((seat, LEAVE.to_owned()));
            } else {
                prop_assert!(copy == game, "a refused departure changed the game");
            }
            continue;
        }
        for seat in Seat::all(seats) {
            game.legal_actions(seat, &mut other);
            prop_assert_eq!(
                other.is_empty(),
                !to_act.contains(seat),
                "seat {} lists actions exactly when it must act",
                seat
            );
            prop_assert_eq!(
                game.random_action(seat, &mut rng, &mut other).is_some(),
                to_act.contains(seat),
                "seat {} draws a random action exactly when it must act",
                seat
            );
        }
        let seat = to_act.iter().next().expect("someone acts");
        game.legal_actions(seat, &mut legal);
        let listed: HashSet<G::Action> = legal.iter().cloned().collect();
        prop_assert_eq!(
            listed.len(),
            legal.len(),
            "duplicates among the legal actions"
        );
        // The game's own random draw (what playouts play) is listed.
        for _ in 0..4 {
            let drawn = game.random_action(seat, &mut rng, &mut other);
            prop_assert!(
                drawn.as_ref().is_some_and(|a| listed.contains(a)),
                "a random action is not listed: {:?}",
                drawn
            );
        }
        // What is offered is legal, and where a legal action leads, an
        // offered one leads too (the same move written another way).
        let mut offered = Vec::new();
        game.offered_actions(seat, &mut offered);
        for action in &offered {
            prop_assert!(
                listed.contains(action),
                "offered {} is not legal",
                G::format_action(action)
            );
        }
        // (Only where some are merged: a game offers most lists whole.)
        let merged = offered.len() < legal.len();
        for _ in 0..if merged { 2 } else { 0 } {
            let action = &legal[rng.below(legal.len() as u32) as usize];
            let mut after = game.clone();
            if after.apply(seat, action).is_ok() {
                let reached = offered.iter().any(|o| {
                    let mut there = game.clone();
                    there.apply(seat, o).is_ok() && there == after
                });
                prop_assert!(
                    reached,
                    "{} leads where nothing offered does",
                    G::format_action(action)
                );
            }
        }
        // A sample of the listed actions apply and read back.
        for _ in 0..12 {
            let action = &legal[rng.below(legal.len() as u32) as usize];
            let text = G::format_action(action);
            prop_assert_eq!(
                G::parse_line(&text).ok(),
                Some(vec![action.clone()]),
                "{} does not read back",
                text
            );
            let mut copy = game.clone();
            prop_assert!(
                copy.apply(seat, action).is_ok(),
                "listed {} does not apply",
                text
            );
        }
        // Every probe that applies is listed; a refused one changes nothing;
        // nothing applies for a seat not asked.
        let mut scratch = game.clone();
        for probe in game.probes(seat, &legal) {
            match scratch.apply(seat, &probe) {
                Ok(()) => {
                    prop_assert!(
                        listed.contains(&probe),
                        "{} applies but is not listed",
                        G::format_action(&probe)
                    );
                    scratch.clone_from(&game);
                }
                Err(_) => prop_assert!(
                    scratch == game,
                    "a refused {} changed the game",
                    G::format_action(&probe)
                ),
            }
        }
        for bystander in Seat::all(seats).filter(|s| !to_act.contains(*s)) {
            let action = &legal[0];
            prop_assert!(
                scratch.apply(bystander, action).is_err(),
                "a bystander acted"
            );
            prop_assert!(scratch == game);
        }
        // Hidden things redrawn: nobody can tell, and the seat to act has
        // the same choices.
        if step % 7 == 0 {
            for viewer in Seat::all(seats) {
                let sampled = game.sample_hidden(viewer, &mut rng);
                // What is drawn anew depends on what the seat sees and the
                // generator alone: from a game it cannot tell from this
                // one, the same generator draws the very same game.
                let again = rng.next_u64();
                let from_real = game.sample_hidden(viewer, &mut GameRng::new(again, Stream::Play));
                let from_sampled =
                    sampled.sample_hidden(viewer, &mut GameRng::new(again, Stream::Play));
                prop_assert!(
                    from_real == from_sampled,
                    "sample_hidden depends on more than what seat {} sees",
                    viewer
                );
                // An action that reveals nothing to the seat acting shows it
                // the same game whatever is hidden; whether it reveals is
                // told from what the seat sees.
                if viewer == seat {
                    for _ in 0..6 {
                        let action = &legal[rng.below(legal.len() as u32) as usize];
                        let reveals = game.reveals(seat, action);
                        prop_assert_eq!(
                            sampled.reveals(seat, action),
                            reveals,
                            "whether {} reveals depends on what is hidden",
                            G::format_action(action)
                        );
                        // What may follow it in a line is the same
                        // whatever is hidden.
                        let line = std::slice::from_ref(action);
                        let (mut after, mut after_sampled) = (Vec::new(), Vec::new());
                        Ahead::follow(&game, seat, line)
                            .map_err(|e| fail(format!("{e:?}")))?
                            .legal_actions(seat, &mut after);
                        Ahead::follow(&sampled, seat, line)
                            .map_err(|e| fail(format!("{e:?}")))?
                            .legal_actions(seat, &mut after_sampled);
                        prop_assert!(
                            after == after_sampled,
                            "what may follow {} depends on what is hidden",
                            G::format_action(action)
                        );
                        if !reveals {
                            let (mut real, mut other) = (game.clone(), sampled.clone());
                            real.apply(seat, action).map_err(|e| fail(e.to_string()))?;
                            other.apply(seat, action).map_err(|e| fail(e.to_string()))?;
                            prop_assert_eq!(
                                json(&other.view(Some(seat))),
                                json(&real.view(Some(seat))),
                                "{} reveals something, yet says it does not",
                                G::format_action(action)
                            );
                        }
                    }
                }
                prop_assert_eq!(
                    json(&sampled.view(Some(viewer))),
                    json(&game.view(Some(viewer)))
                );
                prop_assert_eq!(json(&sampled.view(None)), json(&game.view(None)));
                if viewer == seat {
                    sampled.legal_actions(seat, &mut other);
                    prop_assert!(other == legal, "a sampled game gives other choices");
                }
            }
            let back: G =
                snapshot::load(&snapshot::save(&game)).map_err(|e| fail(e.to_string()))?;
            prop_assert!(back == game, "the snapshot does not round-trip");
            // What the table has seen replays to the same public position.
            let public = play::public_record_of(&game, &names, &log);
            let text = public.to_text();
            let replayed: G = play::replay(&Record::parse(&text).map_err(|e| fail(e.to_string()))?)
                .map_err(|e| fail(format!("the public record does not replay: {e}\n{text}")))?;
            prop_assert_eq!(
                json(&replayed.view(None)),
                json(&game.view(None)),
                "{}\nthe whole record:\n{}",
                text,
                play::record_of(&game, &names, &log).to_text()
            );
        }
        let action = legal[rng.below(legal.len() as u32) as usize].clone();
        game.apply(seat, &action)
            .map_err(|e| fail(format!("{}: {e}", G::format_action(&action))))?;
        log.push((seat, G::format_action(&action)));
    }
    let outcome = game.outcome().expect("a game with nobody to act is over");
    // Only a solo game may be lost by everyone (Babylon's goal, Y40).
    prop_assert!(!outcome.winners.is_empty() || seats == 1);
    prop_assert!(outcome.winners.iter().all(|w| !outcome.left.contains(&w)));
    // Every score is its items' sum, and the winners are the best of the
    // seats still in after the tie-breaks, in order (alone, the goal
    // decides).
    let tally = game.tally().expect("a finished game tells its scores");
    prop_assert_eq!(tally.totals(), outcome.scores.clone());
    if seats > 1 {
        let mut best: Vec<Seat> = Seat::all(seats)
            .filter(|s| !outcome.left.contains(s))
            .collect();
        let top = best.iter().map(|s| outcome.scores[s.index()]).max();
        best.retain(|s| Some(outcome.scores[s.index()]) == top);
        for tie_break in &tally.tie_breaks {
            let key = |s: &Seat| {
                let v = tie_break.values[s.index()];
                if tie_break.fewer_wins { -v } else { v }
            };
            let top = best.iter().map(key).max();
            best.retain(|s| Some(key(s)) == top);
        }
        let winners: Vec<Seat> = outcome.winners.iter().collect();
        prop_assert_eq!(best, winners, "the tally's tie-breaks decide the winners");
    }
    // The whole record replays to the very same game.
    let text = play::record_of(&game, &names, &log).to_text();
    let replayed: G = play::replay(&Record::parse(&text).map_err(|e| fail(e.to_string()))?)
        .map_err(|e| fail(format!("{e}\n{text}")))?;
    prop_assert!(
        replayed == game,
        "the record does not replay to the same game"
    );
    let back: G = snapshot::load(&snapshot::save(&game)).map_err(|e| fail(e.to_string()))?;
    prop_assert!(back == game);
    Ok(game)
}

fn config(cases: u32) -> Config {
    Config {
        cases,
        rng_seed: RngSeed::Fixed(0x636f_6e66_6f72_6d73),
        failure_persistence: None,
        ..Config::default()
    }
}

/// Random games of `G` at every seat count it allows, [`Subject::CASES`] of
/// them.
fn conforms<G: Subject>() {
    let mut runner = TestRunner::new(config(G::CASES));
    runner
        .run(&(any::<u64>(), G::SEATS), |(seed, seats)| {
            conform::<G>(seats, seed).map(drop)
        })
        .unwrap_or_else(|e| panic!("{}: {e}", G::KIND));
}

/// Each game's probes (in `conformance/<module>.rs`) and its test, named
/// by its module (`conformance::every::babylon`), from the engine's one
/// list of games: a game without probes fails to build, naming it.
macro_rules! conformance {
    ($($module:ident: $game:ident),* $(,)?) => {
        $(mod $module;)*

        mod every {
            $(
                #[test]
                fn $module() {
                    super::conforms::<keystone_engine::$game>();
                }
            )*
        }
    };
}

keystone_engine::every_game!(conformance);
