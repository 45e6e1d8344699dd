//! The page's two worked examples: a round for two players, played action
//! by action, and a finished solo sheet, scored item by item.

use keystone_engine::Game;
use keystone_engine::babylon::{Breakdown, Building, Sheet, Step, TowerIcon, manifest};

use super::{S1, S2, cells, dice, play, two};

#[test]
fn worked_example_a_round_for_two_players() {
    let mut game = two("1: tile 7a ship worker stone art\n");
    // Papyrus of 7a = cart: circled at once; the Pond space waits.
    assert_eq!(game.player(S1).sheet.carts, 1);
    assert_eq!(game.step(), Step::PondSpace);
    play(&mut game, S1, "bonus river wood");
    assert_eq!(game.player(S1).sheet.river, [1, 0]);
    assert_eq!(game.step(), Step::Draft);
    let order: Vec<u8> = game.draft().0.iter().map(|s| s.number()).collect();
    assert_eq!(order, [2, 1, 2, 1, 2, 1, 2, 1], "Bob first, Alice last");
    for (seat, value) in [
        (S2, 6),
        (S1, 5),
        (S2, 4),
        (S1, 2),
        (S2, 3),
        (S1, 6),
        (S2, 1),
        (S1, 5),
    ] {
        play(&mut game, seat, &format!("take {value}"));
    }
    assert_eq!(dice(&game, S2), [6, 4, 3, 1]);
    assert_eq!(dice(&game, S1), [5, 2, 6, 5]);
    assert_eq!(game.blue_left(), [1, 1, 1, 1, 0, 0], "4 blue left");
    assert_eq!(game.step(), Step::Write);
    assert_eq!(game.to_act().len(), 2, "everyone writes at once");
    // Bob's Write, action by action.
    for line in [
        "gold with 6",
        "lion f2 with 4",
        "palm b3 with 3",
        "river wheat with 1",
        "draw a1 b1 a2 a3",
    ] {
        play(&mut game, S2, line);
    }
    let bob = &game.player(S2).sheet;
    assert_eq!(bob.gold.circled, 1);
    assert_eq!(bob.circled, cells("f2 b3"));
    assert_eq!(bob.river, [0, 1]);
    assert_eq!(bob.filled, cells("a1 b1 a2 a3"));
    play(&mut game, S2, "done");
    assert_eq!(game.to_act().iter().collect::<Vec<_>>(), [S1]);
    // Alice sends hers as one message.
    play(
        &mut game,
        S1,
        "pond worker with 5; bonus palm d6; mosaic e3 with 2; gold with 6; gold with 5; draw e1 f1 e2 e3",
    );
    let alice = &game.player(S1).sheet;
    assert_eq!(alice.circled, cells("e3 d6"));
    assert_eq!(alice.gold.circled, 2);
    assert_eq!(alice.filled, cells("e1 f1 e2 e3"));
    assert!(game.player(S1).turn.pond_used);
    // e3's circled mosaic is on a filled cell: 3 points.
    assert_eq!(game.breakdown(S1).icons, 3);
    play(&mut game, S1, "done");
    // Cleanup: Bob becomes first player; round 2 reveals card 12 (U).
    assert_eq!(game.round(), 2);
    assert_eq!(game.first(), S2);
    assert_eq!(game.card(), Some(12));
    assert_eq!(game.step(), Step::Place);
}

/// The sheet of the page's second worked example.
fn scored_sheet() -> Sheet {
    let mut filled = String::new();
    for row in 1..=6 {
        for column in ["a", "b", "c", "d", "e", "f"] {
            filled.push_str(&format!("{column}{row} "));
        }
    }
    filled.push_str("a7 b7 c7 d7 e7 b8 c8 d8 e8 c9 d9");
    let filled = cells(&filled);
    let mut sheet = Sheet {
        manifest: 1,
        river: [4, 4],
        river_spent: [0, 2],
        wheat_box: 2,
        amphorae: 6,
        vase_rows: 4,
        wall: [2, 2, 1],
        garden: 4,
        carts: 7,
        shapes: vec![filled],
        filled,
        circled: cells("a1 c7 e3 b3 d6 f2 c4 a7 a9"),
        ..Sheet::blank(1)
    };
    sheet.gold.circled = 3;
    sheet.stone.circled = 2;
    sheet.built[Building::House as usize] = true;
    sheet.built[Building::Mine as usize] = true;
    sheet.built[Building::Tent as usize] = true;
    sheet.drawn[TowerIcon::Palm as usize] = cells("c3 c6");
    sheet.drawn[TowerIcon::Mosaic as usize] = cells("d7");
    sheet
}

#[test]
fn worked_example_scoring_a_finished_solo_sheet() {
    let sheet = scored_sheet();
    assert_eq!(sheet.holes(), 13);
    let score = sheet.score();
    let expected = Breakdown {
        river: 6,
        stored_wheat: 4,
        wheat_box: 4,
        pottery: 9,
        big_amphorae: 6,
        wall: 0,
        garden: 11,
        carts: 6,
        mine: 3,
        icons: 24,
        height: 9,
        foundation: 9,
        stability: 18,
        door: 4,
        big_windows: 6,
        small_windows: 0,
        gold: 6,
        stone: 2,
        penalties: 0,
    };
    assert_eq!(score, expected);
    assert_eq!(score.total(), 127);
    // Two ignored penalty cards, values 3 and 5: 119, below the goal.
    let final_score = Breakdown {
        penalties: 8,
        ..score
    };
    assert_eq!(final_score.total(), 119);
    assert!(final_score.total() < manifest::GOAL);
}
