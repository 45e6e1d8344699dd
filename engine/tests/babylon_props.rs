//! Property tests over random seeded Babylon games of 1, 2, 3 and 4 seats:
//! a Write action changes its own seat only, `undo` goes back exactly, the
//! round shape always matches this round's side without a mirror, and
//! every game ends. What every game must hold (legal actions agreeing with
//! `apply` both ways, dice conserved, shapes apart, resources never
//! negative, the breakdown summing to the score, round trips) is checked
//! once for all games in conformance.rs, with Babylon's invariants.

use keystone_engine::babylon::{Action, Babylon, BabylonOptions, Footprint, Step};
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng, Seat, Seating};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};

fn config(cases: u32) -> Config {
    Config {
        cases,
        rng_seed: RngSeed::Fixed(0x6261_6279_6c6f_6e21),
        failure_persistence: None,
        ..Config::default()
    }
}

/// Plays a random game, checking the Write's properties after each action.
fn random_game(seats: usize, seed: u64) -> Result<Babylon, TestCaseError> {
    let table = Seating {
        seats,
        first: None,
        seed,
    };
    let mut game = Babylon::new(&table, &BabylonOptions::default()).unwrap();
    let mut rng = GameRng::new(seed, Stream::Play);
    let mut legal = Vec::new();
    for _ in 0..20_000 {
        let to_act = game.to_act();
        let Some(seat) = to_act
            .iter()
            .nth(rng.below(to_act.len().max(1) as u32) as usize)
        else {
            return Ok(game);
        };
        game.legal_actions(seat, &mut legal);
        // Undo is rarer than the rest, so the Write moves on.
        let mut action = legal[rng.below(legal.len() as u32) as usize];
        if action == Action::Undo && rng.below(3) != 0 {
            action = legal[0];
        }
        let before = game.clone();
        game.apply(seat, &action).unwrap();
        if before.step() != Step::Write || matches!(action, Action::Undo | Action::Done) {
            continue;
        }
        // A Write action touches its own seat only.
        for other in Seat::all(seats).filter(|&s| s != seat) {
            prop_assert!(game.player(other) == before.player(other));
        }
        // Undo goes back exactly.
        let mut undone = game.clone();
        undone.apply(seat, &Action::Undo).unwrap();
        prop_assert!(undone == before, "undo of {} is not exact", action);
        // The round shape is this round's side, turned, never mirrored.
        if let Action::Draw(cells) = action {
            let placed = game.placed().unwrap();
            let drawn = Footprint::new(cells.xy());
            prop_assert!(placed.footprint().matches(&drawn));
            prop_assert_eq!(game.player(seat).sheet.shapes.last(), Some(&cells));
        }
    }
    Err(TestCaseError::fail("the game does not end"))
}

proptest! {
    #![proptest_config(config(24))]

    #[test]
    fn random_games_of_one_to_four_seats_keep_the_write_honest(
        seed in any::<u64>(),
        seats in 1usize..=4,
    ) {
        let game = random_game(seats, seed)?;
        prop_assert!(game.is_over());
        let outcome = game.outcome().unwrap();
        prop_assert_eq!(outcome.scores.len(), seats);
    }
}
