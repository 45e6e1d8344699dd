//! The components (Y1-Y12): dice, the action board, tiles and cards, the
//! tower and the sheet's tracks.

use keystone_engine::babylon::{self as by, BoardCell, Cell, Sheet, Step, TowerIcon, manifest};
use keystone_engine::{Game, Seat};

use super::{DECK, S1, S2, S3, cell, cells, dice, game, play, refused, two, y};

#[test]
fn y1_components() {
    assert_eq!(manifest::TILES, 14);
    for tables in &manifest::MANIFESTS {
        assert_eq!(tables.tile_sides.len(), 14);
        assert_eq!(tables.penalties.len(), 18);
    }
    // The page's tower prints 16 icons on 6 × 10 cells; the tuned
    // manifest 2, 11 on 6 × 7.
    let page = manifest::tables(1).unwrap();
    assert_eq!((page.tower_icons.len(), page.rows), (16, 10));
    let tuned = manifest::tables(2).unwrap();
    assert_eq!((tuned.tower_icons.len(), tuned.rows), (11, 7));
    assert_eq!(by::Shape::all().count(), 7);
    assert_eq!(usize::from(manifest::BLUE_PER_VALUE) * 6, 12);
    assert_eq!(manifest::GREEN_DICE, 4);
}

#[test]
fn y2_green_dice_with_three_or_four_players_and_what_is_left() {
    for (seats, green, left) in [(1, 0, 8), (2, 0, 4), (3, 4, 4), (4, 4, 0)] {
        let names = ["A", "B", "C", "D"];
        let headers = if seats == 1 {
            format!("mode: normal\n{DECK}")
        } else {
            DECK.to_owned()
        };
        let mut game = game(&names[..seats], &headers, "");
        assert_eq!(game.green_left(), green, "{seats} seats");
        // Play to the Write with the defaults.
        while game.step() != Step::Write {
            let seat = game.to_act().iter().next().unwrap();
            let action = game.default_action(seat).unwrap();
            game.apply(seat, &action).unwrap();
        }
        let on_board: u8 = game.blue_left().iter().sum::<u8>() + game.green_left();
        assert_eq!(on_board, left, "{seats} seats leave {left} dice");
        for seat in Seat::all(seats) {
            assert_eq!(game.player(seat).turn.dice.len(), 4);
        }
    }
}

#[test]
fn y3_board_cells_are_named_by_their_icon() {
    assert_eq!(BoardCell::at(1, 1), Some(BoardCell::Pond));
    assert_eq!(BoardCell::at(0, 2), Some(BoardCell::Art));
    assert_eq!(BoardCell::at(2, 0), Some(BoardCell::Lion));
    assert_eq!(BoardCell::Palm.xy(), (2, 2));
    assert_eq!(BoardCell::Art.section(), by::Section::Pottery);
    assert_eq!(BoardCell::Pond.section(), by::Section::River);
}

#[test]
fn y4_a_blue_die_keeps_its_value_a_green_one_is_rolled_when_taken() {
    let mut game = game(
        &["A", "B", "C"],
        &format!("{DECK}rolls: 3 6\n"),
        "1: tile 7a ship worker stone art\n1: bonus river wood\n",
    );
    play(&mut game, S2, "take green");
    play(&mut game, S3, "take 4");
    play(&mut game, S1, "take green");
    assert_eq!(dice(&game, S2), [3]);
    assert_eq!(dice(&game, S3), [4]);
    assert_eq!(dice(&game, S1), [6]);
    assert!(game.player(S2).turn.dice[0].green);
}

#[test]
fn y5_a_tile_placed_mirrored_is_refused() {
    let game = two("");
    // L side a is `#.` `#.` `##`; its mirror (side b's hand) is refused.
    let (rule, message) = refused(&game, S1, "tile 7a worker lion gold palm");
    assert_eq!(rule, y(19));
    assert!(message.contains("mirror"), "{message}");
    play(&mut game.clone(), S1, "tile 7b worker lion gold palm");
}

#[test]
fn y6_a_papyrus_without_choice_is_applied_at_once() {
    let game = two("1: tile 7a ship worker stone art\n");
    assert_eq!(game.player(S1).sheet.carts, 1, "7a's Papyrus is a cart");
    let game = two("1: tile 8a ship worker stone art\n");
    assert_eq!(
        game.player(S1).sheet.gold.circled,
        1,
        "8a's Papyrus is a gold"
    );
}

#[test]
fn y7_a_bonus_with_a_choice_waits_and_may_be_skipped() {
    // Round 1 shows card 1 (O): tile 2a's Papyrus is an artwork.
    let deck = "deck: 14 3 1 12 7 9 5 2 10 6 13 4 8 11\n";
    let mut game = game(&["A", "B"], deck, "1: tile 2a ship worker stone pond\n");
    assert_eq!(game.step(), Step::Papyrus);
    let (rule, _) = refused(&game, S1, "bonus palm b3");
    assert_eq!(rule, y(7), "the bonus waiting is art");
    let (rule, _) = refused(&game, S1, "bonus art b3");
    assert_eq!(rule, y(13), "no artwork printed at b3");
    play(&mut game, S1, "bonus art a1");
    assert!(game.player(S1).sheet.circled.contains(cell("a1")));
    assert_eq!(game.step(), Step::PondSpace);
    play(&mut game, S1, "skip");
    assert_eq!(game.step(), Step::Draft);
}

#[test]
fn y8_a_card_names_a_shape_either_tile_may_be_used() {
    let game = two("");
    assert_eq!(game.card(), Some(7));
    play(&mut game.clone(), S1, "tile 8a ship worker stone art");
    let (rule, _) = refused(&game, S1, "tile 9a ship stone worker pond art");
    assert_eq!(rule, y(19));
}

#[test]
fn y9_penalty_cards_each_value_three_times() {
    for tables in &manifest::MANIFESTS {
        for value in 1..=6 {
            let count = tables
                .penalties
                .iter()
                .filter(|&&(_, v)| v == value)
                .count();
            assert_eq!(count, 3, "value {value}");
        }
    }
    // The page's deck closes each section twice; manifest 2 closes the
    // worker section and the Pond four times each, the lion three.
    let page = manifest::tables(1).unwrap();
    for cell in BoardCell::ALL {
        let count = page.penalties.iter().filter(|&&(c, _)| c == cell).count();
        assert_eq!(count, 2, "{cell}");
    }
    let tuned = manifest::tables(2).unwrap();
    let count = |cell| tuned.penalties.iter().filter(|&&(c, _)| c == cell).count();
    assert_eq!(
        [
            count(BoardCell::Worker),
            count(BoardCell::Pond),
            count(BoardCell::Lion)
        ],
        [4, 4, 3]
    );
}

#[test]
fn y10_the_tower_is_six_by_ten_with_its_printed_icons() {
    assert_eq!(Cell::all().count(), 60);
    assert!("g1".parse::<Cell>().is_err());
    assert!("a11".parse::<Cell>().is_err());
    assert_eq!(cell("f10").to_string(), "f10");
    let printed = by::sheet::printed(1);
    assert_eq!(printed.any_icon.len(), 16);
    for icon in TowerIcon::ALL {
        assert_eq!(printed.icons[icon as usize].len(), 4);
    }
    assert_eq!(printed.door, cells("c1 d1 c2 d2"));
    assert_eq!(printed.icon(cell("c9")), Some(TowerIcon::Lion));
}

#[test]
fn y11_the_river_ship_is_circled_with_the_eighth_icon() {
    let mut sheet = Sheet {
        river: [4, 3],
        ..Sheet::blank(1)
    };
    assert_eq!(sheet.score().river, 0);
    sheet.river = [4, 4];
    assert!(sheet.river_ship());
    assert_eq!(sheet.score().river, 6);
}

#[test]
fn y12_carts_fill_columns_left_to_right() {
    let mut sheet = Sheet::default();
    for (carts, points) in [(2, 0), (3, 2), (6, 6), (9, 12)] {
        sheet.carts = carts;
        assert_eq!(sheet.score().carts, points, "{carts} carts");
    }
}
