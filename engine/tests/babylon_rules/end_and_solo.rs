//! The end and scoring (Y32-Y33) and the solo game (Y35-Y40): penalty
//! cards ignored or accepted, four dice, and the goal of 120.

use keystone_engine::Game;
use keystone_engine::babylon::{Babylon, BoardCell, Sheet, Step, manifest};

use super::{S1, cells, play, refused, run_defaults, solo, two, y};

#[test]
fn y32_a_cell_outside_every_drawn_shape_is_a_hole() {
    let mut sheet = Sheet::blank(1);
    assert_eq!(sheet.holes(), 60);
    sheet.filled = cells("a1 b1");
    assert_eq!(sheet.holes(), 58);
    // Manifest 2's tower has 7 rows.
    let mut sheet = Sheet::blank(2);
    assert_eq!(sheet.holes(), 42);
    sheet.filled = cells("a1 b1");
    assert_eq!(sheet.holes(), 40);
}

#[test]
fn y33_the_game_ends_after_the_last_round_and_every_sheet_scores() {
    let mut game = two("");
    let mut rounds = 0;
    while !game.is_over() {
        let seat = game.to_act().iter().next().unwrap();
        if game.step() == Step::Place {
            rounds += 1;
        }
        let action = game.default_action(seat).unwrap();
        game.apply(seat, &action).unwrap();
    }
    assert_eq!(rounds, 12);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.scores.len(), 2);
    assert_eq!(refused(&game, S1, "done").0, y(33));
}

#[test]
fn y35_solo_plays_one_seat_first_every_round() {
    let mut game = solo("", "");
    for _ in 0..3 {
        assert_eq!(game.first(), S1);
        play(&mut game, S1, "penalty ignore");
        let tile = game.default_action(S1).unwrap();
        game.apply(S1, &tile).unwrap();
        while game.step() != Step::Write {
            let action = game.default_action(S1).unwrap();
            game.apply(S1, &action).unwrap();
        }
        play(&mut game, S1, "done");
    }
    assert_eq!(game.round(), 4);
    assert_eq!(game.first(), S1);
}

#[test]
fn y36_the_penalty_is_answered_before_placing() {
    let game = solo("", "");
    assert_eq!(refused(&game, S1, "tile 7a ship worker stone art").0, y(36));
}

#[test]
fn y37_an_ignored_card_is_kept_and_subtracted() {
    let mut game = solo("", "1: penalty ignore\n");
    // At once: beside the sheet, and off the score as it stands.
    assert_eq!(game.kept_penalties(), [17]);
    assert_eq!(game.breakdown(S1).penalties, 3);
    assert_eq!(game.scores()[0], game.player(S1).sheet.score().total() - 3);
    run_defaults(&mut game, |g| g.round() == 2);
    assert_eq!(game.kept_penalties(), [17]);
    assert_eq!(game.breakdown(S1).penalties, 3);
    assert_eq!(game.scores()[0], game.player(S1).sheet.score().total() - 3);
}

#[test]
fn y38_an_accepted_card_closes_its_section_and_its_value() {
    // Card 17 closes the Pond, value 3.
    let mut game = solo("", "1: penalty accept\n1: tile 7a ship worker stone art\n");
    assert_eq!(game.closed(), Some((BoardCell::Pond, 3)));
    assert_eq!(game.player(S1).sheet.carts, 1, "the Papyrus is a cart");
    assert_eq!(game.step(), Step::Draft, "the Pond space lapsed");
    assert_eq!(refused(&game, S1, "take 3").0, y(38));
    play(&mut game, S1, "take 6; take 5; take 4; take 2");
    assert_eq!(game.step(), Step::Write);
    assert_eq!(refused(&game, S1, "river wood with 2").0, y(38));
    assert_eq!(refused(&game, S1, "pond worker with 5").0, y(38));
    run_defaults(&mut game, |g| g.round() == 2);
    assert!(
        game.kept_penalties().is_empty(),
        "an accepted card is discarded"
    );
}

#[test]
fn y39_solo_takes_four_dice() {
    let game = solo(
        "",
        "1: penalty ignore\n1: tile 7a ship worker stone art\n1: skip\n",
    );
    assert_eq!(game.draft().0, [S1; 4]);
}

#[test]
fn y40_solo_is_won_with_120_or_more() {
    let mut game = solo("", "");
    run_defaults(&mut game, Babylon::is_over);
    let outcome = game.outcome().unwrap();
    assert!(outcome.scores[0] < manifest::GOAL);
    assert!(outcome.winners.is_empty(), "below the goal, nobody wins");
}
