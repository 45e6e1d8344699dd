//! Refilling the slots (B26-B27) and the pile running out (B28).

use keystone_engine::basilica::{Basilica, End, Order, TileId};
use keystone_engine::{Game, RuleError};

use crate::support::*;

use super::recruit_position;

#[test]
fn b26_a_vault_taken_is_replaced_by_the_order_above_it() {
    let mut game = Pos::new()
        .order_tile(2, want("t12"))
        .pile_top(&["t30"])
        .build();
    let placed = game.vaults()[1].unwrap();
    play(&mut game, S1, "V2 a1");
    assert_eq!(game.cathedral().vault(cell("a1")).unwrap().tile, placed);
    assert_eq!(game.vaults()[1].map(|t| t.number()), Some(12));
    assert_eq!(game.orders()[1].map(|t| t.number()), Some(30));
}

#[test]
fn b26_past_a_vault_an_action_illegal_whatever_is_drawn_is_refused_for_its_own_rule() {
    use keystone_engine::play::{PlayError, play_typed_recorded};
    // O2 is a move, and a2 holds no builder of Alice's.
    let game = Pos::new().order(2, Order::Move).build();
    // A vault refills its order slot (B26): what follows may depend on the
    // draw, unless it is refused whatever is drawn.
    for (line, index) in [
        ("V1 a1; B; B", 2),
        ("V1 a1; V1 a1", 1),
        ("V1 a1; B; O2 move b2 a2", 2),
    ] {
        match play_typed_recorded(&mut game.clone(), S1, line) {
            Err(PlayError::Illegal {
                index: at, error, ..
            }) => {
                assert_eq!(at, index, "{line}");
                assert!(error.rule().is_some(), "{line}: {error}");
            }
            other => panic!("{line}: {other:?}"),
        }
    }
}

#[test]
fn b27_an_order_slot_is_refilled_after_the_whole_action() {
    let mut game = recruit_position();
    let top = game.to_setup().pile[0];
    play(&mut game, S1, "O1 recruit c1");
    assert_eq!(
        game.orders()[0],
        None,
        "not before the paid order is answered"
    );
    play(&mut game, S2, "decline");
    assert_eq!(game.orders()[0], Some(top));
}

#[test]
fn b27_refilling_comes_after_the_scoring_and_its_clean_up() {
    // The pile is empty: the refill reshuffles the discard (B28), which by
    // then holds the vaults the clean-up removed from rows 1-2.
    let mut game = Pos::new()
        .board("1 | B:1 B . . .")
        .king(9)
        .vault(1, "Y^")
        .pile_len(0)
        .build();
    let row1: Vec<TileId> = game.cathedral().vaults().map(|(_, v)| v.tile).collect();
    play(&mut game, S1, "V1 c1");
    assert_eq!((game.scorings(), game.exhaustions()), (1, 1));
    assert!(game.discard().is_empty());
    let setup = game.to_setup();
    for tile in row1 {
        assert!(
            setup.pile.contains(&tile) || setup.orders.contains(&Some(tile)),
            "tile {tile} was reshuffled"
        );
    }
}

#[test]
fn b28_the_first_empty_pile_reshuffles_the_discard() {
    let mut game = Pos::new()
        .board("1 | B:1 . . . .")
        .order(1, Order::Glass)
        .pile_len(0)
        .build();
    let discarded = game.discard().len();
    play(&mut game, S1, "O1 glass a1");
    assert_eq!(game.exhaustions(), 1);
    assert!(game.discard().is_empty());
    assert_eq!(
        game.pile_len(),
        discarded,
        "the discard plus the order tile, minus the one drawn"
    );
    assert_eq!(game.end(), None);
}

#[test]
fn b28_the_reshuffle_follows_the_seed() {
    let after = |seed| {
        let mut game = Pos { seed, ..Pos::new() }
            .board("1 | B:1 . . . .")
            .order(1, Order::Glass)
            .pile_len(0)
            .build();
        play(&mut game, S1, "O1 glass a1");
        game.to_setup().pile
    };
    assert_eq!(after(1), after(1));
    assert_ne!(after(1), after(2));
}

#[test]
fn b28_the_second_empty_pile_ends_the_game_after_a_final_scoring() {
    let mut game = Pos {
        exhaustions: 1,
        ..Pos::new()
    }
    .board("1 | B:1 B . . .")
    .order(1, Order::Glass)
    .pile_len(0)
    .build();
    play(&mut game, S1, "O1 glass a1");
    assert_eq!(game.end(), Some(End::PileExhausted));
    assert_eq!(game.scores(), [4, 0], "2 blue vaults + 2 for the glass");
    assert_eq!(game.scorings(), 1);
    assert!(game.to_act().is_empty());
}

#[test]
fn b28_an_empty_discard_counts_as_the_second_time() {
    let mut setup = Pos::new().board("1 | B:1 B . . .").pile_len(0).setup();
    bury_discard(&mut setup);
    let mut game = Basilica::from_setup(setup).unwrap();
    assert_eq!((game.pile_len(), game.discard().len()), (0, 0));
    play(&mut game, S1, "V1 c1");
    assert_eq!(
        (game.end(), game.exhaustions()),
        (Some(End::PileExhausted), 2)
    );
}
