//! The components (B1-B6), the board's geometry (B7-B8) and the setup
//! (B9-B10).

use keystone_engine::basilica::{
    Basilica, BasilicaOptions, Colour, MANIFEST, Order, Rank, Square, TILE_COUNT, TileId,
};
use keystone_engine::{Game, Seat, Seating};

use crate::support::*;

use super::{builder_at, legal};

// ------------------------------------------------------------ components

#[test]
fn b01_fifty_eight_tiles_with_a_vault_and_an_order_side() {
    assert_eq!(MANIFEST.len(), TILE_COUNT);
    assert_eq!(TILE_COUNT, 58);
    for (i, tile) in MANIFEST.iter().enumerate() {
        assert_eq!(tile.id.number() as usize, i + 1, "ids are 1-58 in order");
        assert!(tile.colours.iter().count() >= 1);
    }
}

#[test]
fn b02_ten_tiles_of_each_colour_and_three_of_each_joker_pair() {
    for colour in Colour::ALL {
        let singles = MANIFEST
            .iter()
            .filter(|t| !t.is_joker() && t.colours.has(colour))
            .count();
        assert_eq!(singles, 10, "{colour:?}");
    }
    let jokers: Vec<String> = MANIFEST
        .iter()
        .filter(|t| t.is_joker())
        .map(|t| t.colours.to_string())
        .collect();
    assert_eq!(jokers.len(), 18);
    for pair in ["YB", "YR", "YG", "BR", "BG", "RG"] {
        assert_eq!(jokers.iter().filter(|j| *j == pair).count(), 3, "{pair}");
    }
}

#[test]
fn b03_the_manifest_counts() {
    assert_eq!(MANIFEST.iter().filter(|t| t.crown).count(), 30);
    let count = |order| MANIFEST.iter().filter(|t| t.order == order).count();
    assert_eq!(
        Order::ALL.map(count),
        [8, 10, 10, 8, 8, 6, 8],
        "promote, move, recruit, confusion, glass, scaffold, catastrophe"
    );
    for tile in &MANIFEST {
        assert_eq!(tile.paid, tile.order.has_paid_variant(), "tile {}", tile.id);
    }
    // Spot checks against the rules page's table.
    let t = TileId::new(41).unwrap().tile();
    assert_eq!(
        (t.colours.to_string().as_str(), t.crown, t.order, t.paid),
        ("YB", true, Order::Confusion, true)
    );
    let t = TileId::new(24).unwrap().tile();
    assert_eq!(
        (t.colours.to_string().as_str(), t.crown, t.order, t.paid),
        ("R", false, Order::Scaffold, false)
    );
}

#[test]
fn b04_each_player_starts_with_five_builders_four_tokens_one_coin() {
    let game = Basilica::new(
        &Seating {
            seats: 2,
            first: None,
            seed: 9,
        },
        &BasilicaOptions::default(),
    )
    .unwrap();
    for seat in [S1, S2] {
        let p = game.player(seat);
        assert_eq!((p.reserve, p.tokens, p.coins, p.score), (5, 4, 1, 0));
    }
}

#[test]
fn b04_any_token_can_show_any_rank() {
    let mut game = Pos::new()
        .board("1 | B:1 B:1 B:1 . .")
        .order(1, Order::Promote)
        .order(2, Order::Promote)
        .order(3, Order::Promote)
        .build();
    play(
        &mut game,
        S1,
        "O1 promote a1 architect; O2 promote b1 mason; O3 promote c1 strongman",
    );
    assert_eq!(builder_at(&game, "a1"), Some((S1, Some(Rank::Architect))));
    assert_eq!(builder_at(&game, "b1"), Some((S1, Some(Rank::Mason))));
    assert_eq!(builder_at(&game, "c1"), Some((S1, Some(Rank::Strongman))));
    assert_eq!(game.player(S1).tokens, 1);
}

#[test]
fn b05_scaffolds_and_stained_glass_are_unlimited() {
    // 8 scaffold tiles and 12 glass tokens in the box; more may be used.
    let mut game = Pos::new()
        .board(
            "4 | # # # # #
             3 | R:1 R* G* G* G*
             2 | B* B* B* B* B*
             1 | Y* Y* Y* # #",
        )
        .order(1, Order::Scaffold)
        .order(2, Order::Glass)
        .build();
    play(&mut game, S1, "O1 scaffold a5 b5; O2 glass a3");
    let cathedral = game.cathedral();
    let scaffolds = cathedral
        .squares()
        .filter(|(_, s)| matches!(s, Square::Scaffold))
        .count();
    let glass = cathedral.vaults().filter(|(_, v)| v.glass).count();
    assert_eq!((scaffolds, glass), (9, 13));
}

#[test]
fn b06_the_king_starts_at_zero_and_scores_at_ten_twenty_thirty() {
    let game = Basilica::new(
        &Seating {
            seats: 2,
            first: None,
            seed: 3,
        },
        &BasilicaOptions::default(),
    )
    .unwrap();
    assert_eq!((game.king(), game.scorings()), (0, 0));
    for (king, scores) in [(8, false), (9, true), (18, false), (19, true), (29, true)] {
        let mut game = Pos {
            scorings: (king / 10),
            ..Pos::new()
        }
        .king(king)
        .vault(1, "B^")
        .build();
        play(&mut game, S1, "V1 a1");
        assert_eq!(game.king(), king + 1);
        assert_eq!(
            game.scorings(),
            (king / 10) + u8::from(scores),
            "king {king} -> {}",
            king + 1
        );
    }
}

// ------------------------------------------------------------ geometry

#[test]
fn b07_cells_are_columns_a_to_e_and_rows_from_the_board() {
    let c3 = cell("c3");
    assert_eq!(
        (c3.col(), c3.row_number(), c3.to_string()),
        (2, 3, "c3".to_owned())
    );
    assert!(
        "f1".parse::<keystone_engine::basilica::Cell>().is_err(),
        "five columns"
    );
    // Row 1 touches the start slots: a vault may go there on an empty board.
    let game = Pos::new().build();
    let row1: Vec<String> = legal(&game, S1)
        .into_iter()
        .filter(|a| a.starts_with("V1 "))
        .collect();
    assert_eq!(row1, ["V1 a1", "V1 b1", "V1 c1", "V1 d1", "V1 e1"]);
}

#[test]
fn b08_adjacency_is_orthogonal_never_diagonal() {
    let mut game = Pos::new().board("1 | B . . . .").build();
    let message = refuse(&mut game, S1, "V1 b2");
    assert_eq!(message, "b2 is not next to the cathedral (B14)");
    play(&mut game, S1, "V1 a2");
}

// ------------------------------------------------------------ setup

#[test]
fn b09_three_orders_then_three_vaults_are_dealt() {
    let deck: Vec<TileId> = (1..=58).rev().map(|i| TileId::new(i).unwrap()).collect();
    let options = BasilicaOptions {
        deck: Some(deck),
        ..BasilicaOptions::default()
    };
    let game = Basilica::new(
        &Seating {
            seats: 2,
            first: Some(S1),
            seed: 1,
        },
        &options,
    )
    .unwrap();
    let ids = |slots: [Option<TileId>; 3]| slots.map(|t| t.unwrap().number());
    assert_eq!(ids(game.orders()), [58, 57, 56]);
    assert_eq!(ids(game.vaults()), [55, 54, 53]);
    assert_eq!(game.pile_len(), 52);
    assert!(game.discard().is_empty() && game.cathedral().height() == 0);
}

#[test]
fn b09_a_seed_shuffles_the_pile() {
    let new = |seed| {
        Basilica::new(
            &Seating {
                seats: 2,
                first: Some(S1),
                seed,
            },
            &BasilicaOptions::default(),
        )
        .unwrap()
    };
    assert_eq!(new(5), new(5));
    assert_ne!(new(5).orders(), new(6).orders());
}

#[test]
fn b10_the_first_player_is_drawn_from_the_seed_unless_chosen() {
    let first = |seed, chosen| {
        Basilica::new(
            &Seating {
                seats: 2,
                first: chosen,
                seed,
            },
            &BasilicaOptions::default(),
        )
        .unwrap()
        .active()
    };
    let drawn: Vec<Seat> = (0..40).map(|seed| first(seed, None)).collect();
    assert!(drawn.contains(&S1) && drawn.contains(&S2));
    assert_eq!(first(17, None), first(17, None));
    for seed in 0..10 {
        assert_eq!(first(seed, Some(S2)), S2);
    }
    // Drawing the first seat does not change the deal.
    let dealt = |chosen| {
        Basilica::new(
            &Seating {
                seats: 2,
                first: chosen,
                seed: 4,
            },
            &BasilicaOptions::default(),
        )
        .unwrap()
        .orders()
    };
    assert_eq!(dealt(None), dealt(Some(S1)));
    // A record naming no first seat starts with seat 1, whatever its seed
    // (the record format's default).
    for seed in 0..10 {
        let text = format!("game: basilica\nseats: A | B\nseed: {seed}\n");
        let record = keystone_engine::Record::parse(&text).unwrap();
        let game: Basilica = keystone_engine::play::replay(&record).unwrap();
        assert_eq!(game.active(), S1, "seed {seed}");
    }
}
