//! The computer player: it cannot peek at the hidden pile, and it beats
//! chance. The strength figures over hundreds of games come from
//! `keystone selfplay` (docs/selfplay.md); here, what must always hold.

use std::time::Duration;

use keystone_engine::ai::{Budget, Level, choose};
use keystone_engine::cardinal::Cardinal;
use keystone_engine::play::random_action;
use keystone_engine::rng::Stream;
use keystone_engine::{Basilica, Game, GameRng, Seat, Seating};

/// A new game of `G` for `seats`, seat 1 first.
fn table<G: Game>(seats: usize, seed: u64) -> G {
    G::new(
        &Seating {
            seats,
            first: Some(Seat::from_index(0)),
            seed,
        },
        &Default::default(),
    )
    .unwrap()
}

fn game(seed: u64) -> Basilica {
    table(2, seed)
}

/// Plays `n` random actions.
fn advanced(mut game: Basilica, n: usize, seed: u64) -> Basilica {
    let mut rng = GameRng::new(seed, Stream::Play);
    let mut buffer = Vec::new();
    for _ in 0..n {
        let Some((seat, action)) = random_action(&game, &mut rng, &mut buffer) else {
            break;
        };
        game.apply(seat, &action).unwrap();
    }
    game
}

const SEARCH: Budget = Budget {
    iterations: 300,
    time: Duration::from_secs(60),
    random: 0.0,
};

#[test]
fn its_choice_does_not_depend_on_the_hidden_pile_order() {
    for (seed, moves) in [(1, 0), (2, 7), (3, 25), (4, 60)] {
        let game = advanced(game(seed), moves, seed);
        let Some(seat) = game.to_act().iter().next() else {
            continue;
        };
        let chosen = choose(&game, seat, SEARCH, 99);
        for other in 0..3 {
            // The same game but for the pile's order and the reshuffle's
            // seed: everything the seat cannot see.
            let permuted = game.sample_hidden(seat, &mut GameRng::new(1000 + other, Stream::Play));
            assert_eq!(permuted.view(Some(seat)), game.view(Some(seat)));
            assert_eq!(choose(&permuted, seat, SEARCH, 99), chosen, "seed {seed}");
        }
    }
}

#[test]
fn a_short_search_beats_random_play() {
    // Eight games, each side first in half: the search wins most.
    let mut wins = 0.0;
    for seed in 0..8u64 {
        let mut game = game(seed);
        let searcher = Seat::from_index((seed % 2) as usize);
        let mut rng = GameRng::new(seed, Stream::Play);
        let mut buffer = Vec::new();
        while let Some(seat) = game.to_act().iter().next() {
            let action = if seat == searcher {
                choose(&game, seat, Level::Easy.budget(), seed).unwrap()
            } else {
                random_action(&game, &mut rng, &mut buffer).unwrap().1
            };
            game.apply(seat, &action).unwrap();
        }
        let winners = game.outcome().unwrap().winners;
        if winners.contains(searcher) {
            wins += 1.0 / winners.len() as f64;
        }
    }
    assert!(wins >= 6.0, "{wins} of 8");
}

/// A search that ends by its iterations, never by the clock, so that the
/// test's games are the same on any machine.
const SHORT: Budget = Budget {
    iterations: 120,
    time: Duration::from_secs(60),
    random: 0.0,
};

#[test]
fn a_search_plays_every_seat_of_a_cardinal_table_to_the_end() {
    // Turns of hundreds of variants (building × cardinal move) are chosen
    // in two steps; whatever it picks is legal, and the same seed picks
    // the same.
    let mut game: Cardinal = table(4, 5);
    let mut turns = 0;
    while let Some(seat) = game.to_act().iter().next() {
        let action = choose(&game, seat, SHORT, turns).unwrap();
        assert_eq!(choose(&game, seat, SHORT, turns), Some(action));
        game.apply(seat, &action).unwrap();
        turns += 1;
    }
    assert!(game.outcome().is_some());
    assert!(turns >= 20, "{turns} turns");
}

#[test]
fn a_short_search_beats_random_play_at_a_cardinal_table_of_four() {
    // Four games, the searcher in each seat in turn against three random
    // players: chance would win one; it wins at least three.
    let mut wins = 0.0;
    for seed in 0..4u64 {
        let mut game: Cardinal = table(4, seed);
        let searcher = Seat::from_index(seed as usize);
        let mut rng = GameRng::new(seed, Stream::Play);
        let mut buffer = Vec::new();
        while let Some(seat) = game.to_act().iter().next() {
            let action = if seat == searcher {
                choose(&game, seat, SHORT, seed).unwrap()
            } else {
                game.random_action(seat, &mut rng, &mut buffer).unwrap()
            };
            game.apply(seat, &action).unwrap();
        }
        let winners = game.outcome().unwrap().winners;
        if winners.contains(searcher) {
            wins += 1.0 / winners.len() as f64;
        }
    }
    assert!(wins >= 3.0, "{wins} of 4");
}

/// Babylon: Keystone plans (the game's own `planned`), never the search.
fn babylon(seats: usize, seed: u64, deck: &str) -> keystone_engine::Babylon {
    let options = keystone_engine::babylon::BabylonOptions {
        deck: deck
            .split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect(),
        ..Default::default()
    };
    keystone_engine::Babylon::new(
        &Seating {
            seats,
            first: Some(Seat::from_index(0)),
            seed,
        },
        &options,
    )
    .unwrap()
}

#[test]
fn keystone_plays_a_solo_babylon_game_to_the_end_and_beats_the_greedy_player() {
    use keystone_engine::babylon::greedy;
    let deck = "14 3 7 12 1 9 5 2 10 6 13 4 8 11";
    let mut keystone = babylon(1, 5, deck);
    let mut n = 0;
    while let Some(seat) = keystone.to_act().iter().next() {
        let action = choose(&keystone, seat, Level::Normal.budget(), n).unwrap();
        let mut legal = Vec::new();
        keystone.legal_actions(seat, &mut legal);
        assert!(legal.contains(&action), "{action} is not legal");
        keystone.apply(seat, &action).unwrap();
        n += 1;
    }
    let mut baseline = babylon(1, 5, deck);
    while let Some(seat) = baseline.to_act().iter().next() {
        let action = greedy::choose(&baseline, seat).unwrap();
        baseline.apply(seat, &action).unwrap();
    }
    assert!(
        keystone.scores()[0] > baseline.scores()[0],
        "Keystone {} against the greedy player's {}",
        keystone.scores()[0],
        baseline.scores()[0]
    );
}

#[test]
fn keystone_does_not_learn_babylon_green_rolls_to_come() {
    // Two tables of three alike but for their seeds, so the green dice
    // roll differently: every choice up to the first roll is the same.
    let deck = "14 3 7 12 1 9 5 2 10 6 13 4 8 11";
    let (mut a, mut b) = (babylon(3, 1, deck), babylon(3, 2, deck));
    while a.rolls_so_far().is_empty() && !a.is_over() {
        let seat = a.to_act().iter().next().unwrap();
        let (x, y) = (
            choose(&a, seat, Level::Normal.budget(), 9),
            choose(&b, seat, Level::Normal.budget(), 9),
        );
        assert_eq!(x, y, "{:?}", a.step());
        a.apply(seat, &x.unwrap()).unwrap();
        b.apply(seat, &y.unwrap()).unwrap();
    }
}
