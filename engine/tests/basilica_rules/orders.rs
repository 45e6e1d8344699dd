//! Carrying out an order (B19-B22): what each of the seven does, and when
//! it is offered.

use keystone_engine::basilica::{Order, Rank, Square};

use crate::support::*;

use super::{builder_at, legal};

#[test]
fn b19_an_order_is_carried_out_once_then_discarded() {
    let mut game = Pos::new()
        .board("1 | B:1 . . . .")
        .order_tile(1, want("t5"))
        .pile_top(&["t30"])
        .build();
    play(&mut game, S1, "O1 glass a1");
    assert!(game.cathedral().vault(cell("a1")).unwrap().glass);
    assert_eq!(game.discard().last().map(|t| t.number()), Some(5));
    assert_eq!(game.orders()[0].map(|t| t.number()), Some(30));
    assert_eq!(game.actions_left(), 2);
}

#[test]
fn b19_the_order_named_must_be_the_tile_in_the_slot() {
    let mut game = Pos::new()
        .board("1 | B:1 . . . .")
        .order(2, Order::Glass)
        .build();
    assert_eq!(
        refuse(&mut game, S1, "O2 promote a1 architect"),
        "slot 2 holds a glass order, not promote"
    );
}

#[test]
fn b20_an_order_is_offered_only_if_it_can_be_carried_out_in_full() {
    // No builder: no move, glass, promote or confusion; no vault: no catastrophe.
    let game = Pos::new()
        .order(1, Order::Move)
        .order(2, Order::Glass)
        .order(3, Order::Promote)
        .build();
    assert!(legal(&game, S1).iter().all(|a| a.starts_with('V')));
    let game = Pos::new()
        .order(1, Order::Confusion)
        .order(2, Order::Catastrophe)
        .order(3, Order::Recruit)
        .build();
    assert!(legal(&game, S1).iter().all(|a| a.starts_with('V')));
    // Confusion needs a move for an opponent builder; the freed cell counts.
    let mut with_room = Pos::new()
        .board("1 | B:1 B:2 . . .")
        .order(1, Order::Confusion)
        .build();
    assert_eq!(
        legal(&with_room, S1)
            .iter()
            .filter(|a| a.starts_with("O1"))
            .collect::<Vec<_>>(),
        ["O1 confusion a1 b1 a1"]
    );
    assert_eq!(
        refuse(&mut with_room, S1, "O1 confusion a1 c1 b1"),
        "there is no opponent builder at c1 (B21)"
    );
    let mut no_room = Pos::new()
        .board("2 | . # . . .\n1 | B:1 . B:2 # .")
        .order(1, Order::Confusion)
        .build();
    assert!(!legal(&no_room, S1).iter().any(|a| a.starts_with("O1")));
    assert_eq!(
        refuse(&mut no_room, S1, "O1 confusion a1 c1 b1"),
        "there is no vault at b1 (B22)"
    );
}

#[test]
fn b21_promote() {
    let mut game = Pos::new()
        .board("1 | B:1 B:2 . . .")
        .order(1, Order::Promote)
        .order(2, Order::Promote)
        .coins([2, 0])
        .build();
    play(&mut game, S1, "O1 promote a1 architect");
    assert_eq!(
        (builder_at(&game, "a1"), game.player(S1).tokens),
        (Some((S1, Some(Rank::Architect))), 3)
    );
    assert_eq!(
        refuse(&mut game, S1, "O2 promote a1 architect"),
        "the builder at a1 is already an architect (B21)"
    );
    assert_eq!(
        refuse(&mut game, S1, "O2 promote b1 mason"),
        "there is no builder of yours at b1 (B21)"
    );
    play(&mut game, S1, "O2 promote a1 mason");
    assert_eq!(builder_at(&game, "a1"), Some((S1, Some(Rank::Mason))));
    assert_eq!(game.player(S1).tokens, 3, "the old token came back");

    let mut game = Pos::new()
        .board("1 | B:1a B:1m B:1s B:1a B:1")
        .order(1, Order::Promote)
        .build();
    assert_eq!(
        refuse(&mut game, S1, "O1 promote e1 mason"),
        "there is no promotion token left in reserve (B21)"
    );
}

#[test]
fn b21_move() {
    let mut game = Pos::new()
        .board("2 | . B:2 . . .\n1 | B:1a B . # .")
        .order(1, Order::Move)
        .order(2, Order::Move)
        .build();
    assert_eq!(
        refuse(&mut game, S1, "O1 move a1 c1"),
        "c1 is not next to a1 (B21)"
    );
    assert_eq!(
        refuse(&mut game, S1, "O1 move a1 a2"),
        "there is no vault at a2 (B22)"
    );
    assert_eq!(
        refuse(&mut game, S1, "O1 move b1 c1"),
        "there is no builder of yours at b1 (B21)"
    );
    play(&mut game, S1, "O1 move a1 b1");
    assert_eq!(
        builder_at(&game, "b1"),
        Some((S1, Some(Rank::Architect))),
        "the token moves along"
    );
    assert_eq!(
        refuse(&mut game, S1, "O2 move b1 b2"),
        "the vault at b2 already has a builder (B18)"
    );
    assert_eq!(
        refuse(&mut game, S1, "O2 move b1 c1"),
        "there is no vault at c1 (B22)"
    );
}

#[test]
fn b21_recruit() {
    let mut game = Pos::new()
        .board("3 | . . . . B\n2 | . . . . B\n1 | B:2 . . . B")
        .order(1, Order::Recruit)
        .coins([2, 0])
        .build();
    play(&mut game, S1, "O1 recruit e3");
    assert_eq!(
        (builder_at(&game, "e3"), game.player(S1).reserve),
        (Some((S1, None)), 4)
    );
}

#[test]
fn b21_confusion_frees_a_cell_that_the_moved_builder_may_take() {
    let mut game = Pos::new()
        .board("1 | B:1s B:2 . . .")
        .order(1, Order::Confusion)
        .coins([2, 0])
        .build();
    play(&mut game, S1, "O1 confusion a1 b1 a1");
    assert_eq!(builder_at(&game, "a1"), Some((S2, None)));
    assert_eq!(builder_at(&game, "b1"), None);
    let p = game.player(S1);
    assert_eq!(
        (p.reserve, p.tokens),
        (5, 4),
        "the builder and its token return"
    );
}

#[test]
fn b21_glass() {
    let mut game = Pos::new()
        .board("1 | B:1 B:2 B . .")
        .order(1, Order::Glass)
        .order(2, Order::Glass)
        .build();
    assert_eq!(
        refuse(&mut game, S1, "O1 glass b1"),
        "there is no builder of yours at b1 (B21)"
    );
    assert_eq!(
        refuse(&mut game, S1, "O1 glass c1"),
        "there is no builder of yours at c1 (B21)"
    );
    play(&mut game, S1, "O1 glass a1");
    assert_eq!(
        refuse(&mut game, S1, "O2 glass a1"),
        "the vault at a1 already has a stained-glass token (B21)"
    );
}

#[test]
fn b21_scaffold_places_two_the_second_may_lean_on_the_first() {
    let mut game = Pos::new()
        .board("1 | B . . . .")
        .order(1, Order::Scaffold)
        .build();
    assert_eq!(
        refuse(&mut game, S1, "O1 scaffold a2 a2"),
        "both scaffolds cannot go on a2 (B21)"
    );
    assert_eq!(
        refuse(&mut game, S1, "O1 scaffold a2 c3"),
        "c3 is not next to the cathedral (B14)"
    );
    assert_eq!(
        refuse(&mut game, S1, "O1 scaffold a3 a2"),
        "a3 is not next to the cathedral (B14)"
    );
    assert_eq!(
        refuse(&mut game, S1, "O1 scaffold a1 a2"),
        "a1 already holds a vault (B14)"
    );
    assert!(is_legal(&game, S1, "O1 scaffold a2 a3"));
    play(&mut game, S1, "O1 scaffold a2 a3");
    assert_eq!(game.cathedral().get(cell("a3")), Square::Scaffold);
    assert_eq!(
        refuse(&mut game, S1, "V1 a3"),
        "a3 already holds a scaffold (B14)"
    );
    play(&mut game, S1, "V1 a4"); // next to a scaffold
}

#[test]
fn b21_catastrophe_discards_a_free_vault_and_its_glass() {
    let mut game = Pos {
        king: 4,
        ..Pos::new()
    }
    .board("3 | . B . . .\n2 | . B^* . . .\n1 | B:1 B . . .")
    .order(1, Order::Catastrophe)
    .order(2, Order::Catastrophe)
    .build();
    assert_eq!(
        refuse(&mut game, S1, "O1 catastrophe a1"),
        "the vault at a1 holds a builder and cannot be discarded (B21)"
    );
    assert_eq!(
        refuse(&mut game, S1, "O1 catastrophe c1"),
        "there is no vault at c1 (B22)"
    );
    let tile = game.cathedral().vault(cell("b2")).unwrap().tile;
    play(&mut game, S1, "O1 catastrophe b2");
    assert!(
        game.cathedral().get(cell("b2")).is_empty(),
        "b3 is now cut off: allowed"
    );
    assert!(game.discard().contains(&tile));
    assert!(!game.cathedral().vaults().any(|(_, v)| v.glass));
    assert_eq!(game.king(), 4, "the king never moves back");
}

#[test]
fn b22_builders_stand_only_on_vaults() {
    let mut game = Pos::new()
        .board("1 | # B:1 . . .")
        .order(1, Order::Recruit)
        .order(2, Order::Move)
        .coins([2, 0])
        .build();
    assert_eq!(
        refuse(&mut game, S1, "O1 recruit a1"),
        "there is no vault at a1 (B22)"
    );
    assert_eq!(
        refuse(&mut game, S1, "O2 move b1 a1"),
        "there is no vault at a1 (B22)"
    );
    assert_eq!(
        refuse(&mut game, S1, "O2 move b1 c1"),
        "there is no vault at c1 (B22)"
    );
}
