//! Property tests over random seeded Cardinal games for 2, 3 and 4
//! players: the board never breaks a law, pawns are conserved, and every
//! game ends with nobody able to build. What every game must hold (legal
//! turns agreeing with `apply` both ways, round trips) is checked once for
//! all games in conformance.rs, with Cardinal's probes.

use std::collections::HashSet;

use keystone_engine::cardinal::play::can_build;
use keystone_engine::cardinal::{
    CATHEDRAL_NAVE, CATHEDRAL_TOWER, Cardinal, CardinalOptions, Cell, Colour, PAWNS, Shape,
};
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng, Seat, Seating};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};

fn new_game(seats: usize, seed: u64) -> Cardinal {
    Cardinal::new(
        &Seating {
            seats,
            first: None,
            seed,
        },
        &CardinalOptions::default(),
    )
    .unwrap()
}

/// Shape and colour (none for the cathedral) on every covered cell.
fn board(game: &Cardinal) -> Vec<(Cell, Shape, Option<Colour>, usize)> {
    let mut cells = vec![
        (CATHEDRAL_TOWER, Shape::Tower, None, usize::MAX),
        (CATHEDRAL_NAVE, Shape::House, None, usize::MAX),
    ];
    for (i, b) in game.town().buildings().iter().enumerate() {
        for cell in b.footprint.cells() {
            cells.push((cell, b.shape, Some(b.colour), i));
        }
    }
    cells
}

/// The invariants of the issue, on any position.
fn check_invariants(game: &Cardinal) -> Result<(), TestCaseError> {
    let cells = board(game);
    // Buildings never overlap.
    let mut seen = HashSet::new();
    for (cell, ..) in &cells {
        prop_assert!(seen.insert(*cell), "two buildings on {}", cell);
    }
    // No law ever broken on the board (C8): side by side, shapes and
    // colours differ; towers and places touch a house; the cardinal is on
    // a free cell next to the town.
    for &(cell, shape, colour, i) in &cells {
        for &(other, their_shape, their_colour, j) in &cells {
            if i == j || !cell.touches(other) {
                continue;
            }
            prop_assert!(shape != their_shape, "law 4 broken at {} / {}", cell, other);
            prop_assert!(
                colour.is_none() || colour != their_colour,
                "law 5 broken at {} / {}",
                cell,
                other
            );
        }
    }
    let buildings = game.town().buildings();
    for (i, b) in buildings.iter().enumerate() {
        if matches!(b.shape, Shape::Tower | Shape::Place) {
            let touches_house = cells.iter().any(|&(c, s, _, j)| {
                j != i && s == Shape::House && b.footprint.cells().any(|own| own.touches(c))
            });
            prop_assert!(touches_house, "law 2/3 broken by {:?}", b);
        }
        if i > 0 {
            // Laws 6 and 7, in the order of building.
            prop_assert!(buildings[i - 1].shape != b.shape, "law 6 broken");
            prop_assert!(buildings[i - 1].colour != b.colour, "law 7 broken");
        }
    }
    if let Some(cardinal) = game.cardinal() {
        prop_assert!(game.town().is_zone(cardinal), "the cardinal is off a zone");
    }
    // Pawns are conserved and the supply never runs below zero (C4, C16).
    for colour in Colour::ALL {
        let held: u32 = Seat::all(game.seat_count())
            .map(|s| u32::from(game.pawns(s)[colour.index()]))
            .sum();
        let start = if game.shared() == Some(colour) {
            0
        } else {
            PAWNS
        };
        prop_assert_eq!(held + u32::from(game.supply(colour)), u32::from(start));
        // What the picture prints counts each pawn once, at the end too:
        // the pawns each seat counts (C13 gives its own colours' supply)
        // and what is left in the supply.
        let counted: u32 = Seat::all(game.seat_count())
            .map(|s| u32::from(game.counted(s)[colour.index()]))
            .sum();
        prop_assert_eq!(
            counted + u32::from(game.supply_left(colour)),
            u32::from(start),
            "{} pawns counted twice or lost",
            colour.word()
        );
        let placed = buildings.iter().filter(|b| b.colour == colour).count() as u8;
        let left: u8 = Shape::ALL.iter().map(|&s| game.left(colour, s)).sum();
        prop_assert_eq!(placed + left, 6);
    }
    let playing: Vec<Seat> = Seat::all(game.seat_count())
        .filter(|&s| game.plays(s))
        .collect();
    if game.is_over() {
        prop_assert!(game.to_act().is_empty());
        // Nobody can build (C12), unless everyone else left.
        for &seat in playing.iter().filter(|_| playing.len() > 1) {
            prop_assert!(!can_build(game, seat), "seat {} could still build", seat);
        }
    } else {
        let seat = game.to_act().single().expect("one seat builds at a time");
        prop_assert!(can_build(game, seat), "seat {} must build but cannot", seat);
    }
    Ok(())
}

/// Plays a whole random game, checking everything along the way.
fn play_checked(seats: usize, seed: u64) -> Result<Cardinal, TestCaseError> {
    let mut game = new_game(seats, seed);
    let mut rng = GameRng::new(seed ^ 0x5EED, Stream::Play);
    let mut actions = Vec::new();
    let mut turns = 0;
    check_invariants(&game)?;
    let mut departed = Vec::new();
    while let Some(seat) = game.to_act().single() {
        // Now and then a seat leaves (resigns, or its clock is claimed):
        // the others play on without it.
        if rng.below(30) == 0 {
            let playing: Vec<Seat> = Seat::all(seats).filter(|&s| game.plays(s)).collect();
            let leaver = playing[rng.below(playing.len() as u32) as usize];
            let mut events = Vec::new();
            game.leave(leaver, &mut events)
                .map_err(|e| TestCaseError::fail(format!("{leaver} cannot leave: {e}")))?;
            departed.push(leaver);
            let mut again = game.clone();
            prop_assert!(again.leave(leaver, &mut events).is_err(), "left twice");
            prop_assert_eq!(&again, &game);
            // One seat left ends the game (otherwise it may end too, when
            // the seats still playing cannot build: C12).
            prop_assert!(playing.len() > 2 || game.is_over());
            check_invariants(&game)?;
            continue;
        }
        prop_assert!(!departed.contains(&seat), "a seat that left must act");
        game.legal_actions(seat, &mut actions);
        prop_assert!(!actions.is_empty());
        let action = actions[rng.below(actions.len() as u32) as usize];
        let scores = game.scores();
        game.apply(seat, &action)
            .map_err(|e| TestCaseError::fail(format!("{action}: {e}")))?;
        if !game.is_over() {
            // Pawns taken are never given back during the game.
            prop_assert!(game.scores().iter().zip(&scores).all(|(a, b)| a >= b));
        }
        check_invariants(&game)?;
        turns += 1;
        prop_assert!(turns <= 24, "more turns than buildings");
    }
    let outcome = game.outcome().expect("over");
    prop_assert!(!outcome.winners.is_empty());
    prop_assert_eq!(&outcome.left, &departed);
    prop_assert!(outcome.winners.iter().all(|w| !departed.contains(&w)));
    Ok(game)
}

fn config(cases: u32) -> Config {
    Config {
        cases,
        rng_seed: RngSeed::Fixed(0x6361_7264_696e_616c),
        failure_persistence: None,
        ..Config::default()
    }
}

proptest! {
    #![proptest_config(config(150))]

    /// 150 random games of each size: every invariant after every turn.
    #[test]
    fn random_games_keep_every_law(seed in any::<u64>(), seats in 2usize..=4) {
        play_checked(seats, seed)?;
    }
}
