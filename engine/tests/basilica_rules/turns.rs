//! A turn of three actions (B11-B13), placing a vault (B14-B17) and
//! placing a builder on it (B18).

use keystone_engine::basilica::{Basilica, End, Order, TileId};
use keystone_engine::play::parse_line;

use crate::support::*;

use super::{builder_at, legal};

// ------------------------------------------------------------ a turn

#[test]
fn b11_exactly_three_actions_then_the_opponent_plays() {
    let mut game = Pos::new().build();
    play(&mut game, S1, "V1 a1");
    assert_eq!((game.active(), game.actions_left()), (S1, 2));
    play(&mut game, S1, "B");
    assert_eq!(game.actions_left(), 1);
    play(&mut game, S1, "V2 b1");
    assert_eq!((game.active(), game.actions_left()), (S2, 3));
    assert_eq!(refuse(&mut game, S1, "V1 c1"), "it is Bob's turn");
}

#[test]
fn b11_passing_is_not_an_action() {
    assert!(parse_line::<Basilica>("pass").is_err());
    let game = Pos::new().build();
    assert!(!legal(&game, S1).iter().any(|a| a == "pass"));
}

#[test]
fn b12_the_player_to_act_always_has_a_legal_action() {
    // B12's dead end never arises: B17 always leaves a vault that fits.
    // The property tests check this after every action of 2,000 games; here
    // the tightest case, every vault a joker and most cells touching one.
    let game = Pos::new()
        .board("2 | YB . RG . BR\n1 | B B B B B")
        .vault(1, "YG")
        .vault(2, "BG")
        .vault(3, "Y")
        .build();
    assert!(legal(&game, S1).iter().any(|a| a.starts_with('V')));
}

#[test]
fn b13_a_scoring_ends_the_turn_at_once() {
    let mut game = Pos::new().king(9).vault(1, "B^").build();
    play(&mut game, S1, "V1 a1");
    assert_eq!(game.scorings(), 1);
    assert_eq!(
        (game.active(), game.actions_left()),
        (S2, 3),
        "two actions were left, and no B"
    );
    assert_eq!(refuse(&mut game, S1, "B"), "it is Bob's turn");
}

// ------------------------------------------------------------ V

#[test]
fn b14_a_vault_goes_next_to_the_cathedral_in_columns_a_to_e() {
    let mut game = Pos::new()
        .board("3 | . . B . .\n2 | . . B . .\n1 | . . B . #")
        .build();
    assert_eq!(
        refuse(&mut game, S1, "V1 c5"),
        "c5 is not next to the cathedral (B14)"
    );
    assert_eq!(
        refuse(&mut game, S1, "V1 c3"),
        "c3 already holds a vault (B14)"
    );
    assert_eq!(
        refuse(&mut game, S1, "V1 e1"),
        "e1 already holds a scaffold (B14)"
    );
    assert!(
        refuse(&mut game, S1, "V1 f1").contains("\"f1\""),
        "no sixth column"
    );
    play(&mut game, S1, "V1 c4"); // next to a vault
    play(&mut game, S1, "V1 e2"); // next to a scaffold
    play(&mut game, S1, "V1 a1"); // row 1, next to the start slots
}

#[test]
fn b15_a_joker_never_touches_another_joker() {
    let mut game = Pos::new()
        .board("3 | . . . YB .\n2 | . . . B .\n1 | . . . B .")
        .vault(1, "RG")
        .vault(2, "R")
        .build();
    assert_eq!(
        refuse(&mut game, S1, "V1 c3"),
        "a joker cannot touch the joker at d3 (B15)"
    );
    assert_eq!(
        refuse(&mut game, S1, "V1 d4"),
        "a joker cannot touch the joker at d3 (B15)"
    );
    assert!(!is_legal(&game, S1, "V1 e3"));
    assert!(
        is_legal(&game, S1, "V2 c3"),
        "a single colour may touch a joker"
    );
    play(&mut game, S1, "V1 c2"); // diagonal to d3: allowed
}

#[test]
fn b16_a_crown_advances_the_king() {
    let mut game = Pos::new().vault(1, "Y^").vault(2, "Y_").build();
    play(&mut game, S1, "V2 b1");
    assert_eq!(game.king(), 0);
    play(&mut game, S1, "V1 a1");
    assert_eq!(game.king(), 1);
}

#[test]
fn b17_vaults_that_fit_nowhere_are_replaced_without_an_action() {
    // Every buildable cell (b2, d2, a3, c3, e3) touches a joker.
    let board = "2 | YB . RG . BR\n1 | B B B B B";
    let game = Pos::new()
        .board(board)
        .vault(1, "YG")
        .vault(2, "BG")
        .vault(3, "YR")
        .pile_top(&["YB", "YR", "BG", "t6", "t22", "t36"])
        .build();
    let ids = |t: [Option<TileId>; 3]| t.map(|t| t.unwrap().number());
    // The first three drawn are jokers again: replaced once more.
    assert_eq!(ids(game.vaults()), [6, 22, 36]);
    assert_eq!(game.discard().len(), 6);
    assert!(game.discard().iter().all(|t| t.tile().is_joker()));
    assert_eq!(
        (game.active(), game.actions_left()),
        (S1, 3),
        "not an action"
    );
}

#[test]
fn b17_a_refresh_can_end_the_game_when_the_pile_is_gone() {
    let board = "2 | YB . RG . BR\n1 | B:1 B B B B";
    let game = Pos {
        exhaustions: 1,
        ..Pos::new()
    }
    .board(board)
    .vault(1, "YG")
    .vault(2, "BG")
    .vault(3, "YR")
    .pile_len(0)
    .build();
    assert_eq!(game.end(), Some(End::PileExhausted));
    assert_eq!(game.scorings(), 1, "the final scoring (B28)");
}

// ------------------------------------------------------------ B

#[test]
fn b18_a_builder_only_right_after_a_vault_on_that_vault() {
    let mut game = Pos::new()
        .board("1 | B . . . .")
        .order(1, Order::Glass)
        .build();
    assert_eq!(
        refuse(&mut game, S1, "B"),
        "a builder can only be placed right after placing a vault this turn (B18)"
    );
    play(&mut game, S1, "V1 b1; B");
    assert_eq!(builder_at(&game, "b1"), Some((S1, None)));
    assert_eq!(game.player(S1).reserve, 4);
    assert!(
        refuse(&mut game, S1, "B").contains("(B18)"),
        "only once per vault"
    );
}

#[test]
fn b18_no_builder_after_an_order_or_without_reserve() {
    let mut game = Pos::new()
        .board("1 | B:1 . . . .")
        .order(2, Order::Glass)
        .build();
    play(&mut game, S1, "V1 b1; O2 glass a1");
    assert!(refuse(&mut game, S1, "B").contains("right after placing a vault"));

    let mut game = Pos::new()
        .board("2 | B:1 B:1 . . .\n1 | B:1 B:1 B:1 . .")
        .build();
    play(&mut game, S1, "V1 d1");
    assert!(!is_legal(&game, S1, "B"));
    assert_eq!(
        refuse(&mut game, S1, "B"),
        "there is no builder left in reserve (B18)"
    );
}

#[test]
fn b18_never_two_builders_on_a_vault() {
    let mut game = Pos::new()
        .board("1 | B:2 B . . .")
        .order(1, Order::Recruit)
        .coins([2, 0])
        .build();
    assert_eq!(
        refuse(&mut game, S1, "O1 recruit a1"),
        "the vault at a1 already has a builder (B18)"
    );
}
