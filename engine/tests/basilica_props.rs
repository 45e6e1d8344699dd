//! Property tests over random seeded Basilica games: Basilica's own
//! invariants after every action. What every game must hold (legal actions
//! agreeing with `apply` both ways, round trips, termination) is checked
//! once for all games in conformance.rs.

use std::collections::HashSet;

use keystone_engine::basilica::{Action, Basilica, BasilicaOptions, TILE_COUNT};
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng, Seat, Seating};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};

/// How a random player picks among the legal actions.
#[derive(Clone, Copy, Debug)]
enum Policy {
    /// Uniformly among all actions (scaffold pairs dominate).
    Uniform,
    /// First a kind of action uniformly (V, B, each order, pay, decline),
    /// then an action of that kind: reaches builder-rich positions.
    ByKind,
}

fn kind(action: &Action) -> u8 {
    match action {
        Action::Vault { .. } => 0,
        Action::Builder => 1,
        Action::Order { order, .. } => 2 + order.order() as u8,
        Action::Pay(_) => 9,
        Action::Decline => 10,
    }
}

fn pick(actions: &[Action], policy: Policy, rng: &mut GameRng) -> Action {
    match policy {
        Policy::Uniform => actions[rng.below(actions.len() as u32) as usize],
        Policy::ByKind => {
            let mut kinds: Vec<u8> = actions.iter().map(kind).collect();
            kinds.sort_unstable();
            kinds.dedup();
            let k = kinds[rng.below(kinds.len() as u32) as usize];
            let of_kind: Vec<&Action> = actions.iter().filter(|a| kind(a) == k).collect();
            *of_kind[rng.below(of_kind.len() as u32) as usize]
        }
    }
}

fn new_game(seed: u64) -> Basilica {
    Basilica::new(
        &Seating {
            seats: 2,
            first: None,
            seed,
        },
        &BasilicaOptions::default(),
    )
    .unwrap()
}

/// The invariants of the issue, checked on any position.
fn check_invariants(game: &Basilica) -> Result<(), TestCaseError> {
    // The 58 tiles are all accounted for, each once.
    let setup = game.to_setup();
    let mut seen = HashSet::new();
    let tiles = setup
        .cathedral
        .vaults()
        .map(|(_, v)| v.tile)
        .chain(setup.orders.iter().chain(&setup.vaults).flatten().copied())
        .chain(setup.pile.iter().copied())
        .chain(setup.discard.iter().copied());
    for tile in tiles {
        prop_assert!(seen.insert(tile), "tile {} twice", tile);
    }
    prop_assert_eq!(seen.len(), TILE_COUNT);

    // Builders and tokens: board + reserve = 5 and 4 per player. (A vault
    // holds at most one builder and builders stand only on vaults by
    // construction: `Vault::builder` is an `Option`, other squares have none.)
    let mut builders = [0u8; 2];
    let mut tokens = [0u8; 2];
    for (cell, vault) in game.cathedral().vaults() {
        if let Some(b) = vault.builder {
            builders[b.owner.index()] += 1;
            tokens[b.owner.index()] += u8::from(b.rank.is_some());
        }
        if vault.tile.tile().is_joker() {
            prop_assert!(
                game.cathedral().joker_next_to(cell).is_none(),
                "jokers touch at {}",
                cell
            );
        }
    }
    for seat in Seat::all(2) {
        let p = game.player(seat);
        prop_assert_eq!(builders[seat.index()] + p.reserve, 5);
        prop_assert_eq!(tokens[seat.index()] + p.tokens, 4);
        prop_assert!(p.coins <= 2);
    }
    prop_assert_eq!(
        game.player(Seat::from_index(0)).coins + game.player(Seat::from_index(1)).coins,
        2
    );
    prop_assert!(game.king() <= 30 && game.scorings() <= 3 && game.exhaustions() <= 2);

    if game.is_over() {
        prop_assert!(game.to_act().is_empty());
    } else {
        // B12 never needed: whoever must act has an action.
        let seat = game.to_act().single().expect("one seat acts at a time");
        let mut actions = Vec::new();
        game.legal_actions(seat, &mut actions);
        prop_assert!(!actions.is_empty(), "seat {} has no legal action", seat);
        // The position is one a setup accepts, and reads back unchanged.
        let rebuilt =
            Basilica::from_setup(setup.clone()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(rebuilt.to_setup(), setup);
    }
    Ok(())
}

/// Plays a whole random game, checking everything along the way.
fn play_checked(seed: u64, policy: Policy) -> Result<Basilica, TestCaseError> {
    let mut game = new_game(seed);
    let mut rng = GameRng::new(seed ^ 0x5EED, Stream::Play);
    let mut actions = Vec::new();
    let mut steps = 0usize;
    check_invariants(&game)?;
    while let Some(seat) = game.to_act().single() {
        game.legal_actions(seat, &mut actions);
        let action = pick(&actions, policy, &mut rng);
        let text = action.to_string();
        let (king, scores) = (game.king(), game.scores());
        game.apply(seat, &action)
            .map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert!(game.king() >= king, "the king never moves back");
        prop_assert!(game.scores().iter().zip(&scores).all(|(a, b)| a >= b));
        check_invariants(&game)?;
        steps += 1;
        prop_assert!(steps < 10_000, "the game does not end");
    }
    prop_assert!(game.outcome().is_some());
    Ok(game)
}

fn config(cases: u32) -> Config {
    Config {
        cases,
        rng_seed: RngSeed::Fixed(0x6b65_7973_746f_6e65),
        failure_persistence: None,
        ..Config::default()
    }
}

proptest! {
    #![proptest_config(config(2_000))]

    /// 2,000 random games, also by kind of action: Basilica's invariants
    /// after every action. The checks every game shares (listed actions
    /// agree with `apply`, round trips, termination) are in conformance.rs.
    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>(), by_kind in any::<bool>()) {
        let policy = if by_kind { Policy::ByKind } else { Policy::Uniform };
        play_checked(seed, policy)?;
    }
}
