//! A round step by step (Y17-Y23): who acts, placing, the draft, writing
//! at once and the clean-up; each step's default move (Y44), seats that
//! leave (Y45) and undo (Y46).

use keystone_engine::babylon::{self as by, Babylon, Event, Step};
use keystone_engine::play::LEAVE;
use keystone_engine::{Game, Record};

// `play` brings both the helper that plays a line and the engine's `play`
// module, as the parent names them.
use super::{DECK, S1, S2, S3, alice_writes, game, play, refused, run_defaults, solo, two, y};

#[test]
fn y17_only_the_named_seats_act() {
    let game = two("");
    let (rule, _) = refused(&game, S2, "tile 7a ship worker stone art");
    assert_eq!(rule, y(17));
    let (rule, _) = refused(&game, S1, "take 5");
    assert_eq!(rule, y(19), "now is the Place step");
}

#[test]
fn y18_reveal_shows_the_card_and_solo_the_penalty() {
    let game = solo("", "");
    assert_eq!(game.card(), Some(7));
    assert_eq!(game.penalty(), Some((17, None)));
    assert_eq!(game.step(), Step::Penalty);
}

#[test]
fn y19_place_lines_are_final_covered_sections_for_the_round() {
    let game = alice_writes();
    let placed = game.placed().unwrap();
    assert_eq!(placed.cells.to_string(), "ship worker stone art");
    // Undo exists only in Write: Alice's Pond space cannot be taken back.
    assert_eq!(refused(&game, S1, "undo").0, y(46));
}

#[test]
fn y20_papyrus_then_pond_space_for_the_first_player_only() {
    let game = two("1: tile 7a ship worker stone art\n");
    assert_eq!(game.step(), Step::PondSpace);
    assert_eq!(refused(&game, S2, "bonus river wood").0, y(17));
    let mut copy = game.clone();
    play(&mut copy, S1, "skip");
    assert_eq!(copy.step(), Step::Draft);
    assert_eq!(copy.player(S1).sheet.river, [0, 0]);
}

#[test]
fn y21_the_draft_goes_clockwise_from_the_seat_after_the_first() {
    let text = "game: babylon\nmanifest: 1\nseats: A | B | C\nfirst: 2\nseed: 1\ndeck: 14 3 7 12 1 9 5 2 10 6 13 4 8 11\n2: tile 7a ship worker stone art\n2: skip\n";
    let game: Babylon = play::replay(&Record::parse(text).unwrap()).unwrap();
    let order: Vec<u8> = game.draft().0.iter().map(|s| s.number()).collect();
    assert_eq!(order, [3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2]);
    assert_eq!(refused(&game, S1, "take 5").0, y(17));
    let mut game = game;
    play(&mut game, S3, "take 6");
    play(&mut game, S1, "take 6");
    assert_eq!(refused(&game, S2, "take 6").0, y(21), "no blue 6 left");
}

#[test]
fn y22_everyone_writes_at_once_and_the_round_shape_comes_last() {
    let mut game = alice_writes();
    assert_eq!(game.to_act().len(), 2);
    play(&mut game, S1, "draw e1 f1 e2 e3");
    assert_eq!(refused(&game, S1, "gold with 6").0, y(22));
    play(&mut game, S1, "done");
    assert_eq!(refused(&game, S1, "gold with 6").0, y(22), "done is final");
    assert_eq!(game.to_act().iter().collect::<Vec<_>>(), [S2]);
    play(&mut game, S2, "gold with 6");
}

#[test]
fn y23_cleanup_returns_the_dice_and_passes_the_token() {
    let mut game = alice_writes();
    play(&mut game, S1, "done");
    play(&mut game, S2, "done");
    assert_eq!(game.round(), 2);
    assert_eq!(game.first(), S2);
    assert_eq!(game.blue_left(), [2; 6]);
    assert!(game.player(S1).turn.dice.is_empty());
    assert_eq!(game.placed(), None);
}

#[test]
fn y44_each_step_has_a_default_move() {
    let game = two("");
    assert_eq!(
        game.default_action(S1).map(|a| a.to_string()).as_deref(),
        Some("tile 7a ship worker lion gold"),
        "the lower tile, side a, the first placement in canonical order"
    );
    assert_eq!(game.default_action(S2), None, "seat 2 is not asked");
    let game = two("1: tile 7a ship worker stone art\n");
    assert_eq!(game.default_action(S1), Some(by::Action::Skip));
    let mut game = two("1: tile 7a ship worker stone art\n1: skip\n2: take 6\n");
    assert_eq!(game.default_action(S1), Some(by::Action::Take(6)));
    play(&mut game, S1, "take 6");
    assert_eq!(game.default_action(S2), Some(by::Action::Take(5)));
    let game = alice_writes();
    assert_eq!(game.default_action(S2), Some(by::Action::Done));
}

#[test]
fn y45_a_seat_that_leaves_is_skipped_and_ranks_last() {
    let mut game = game(
        &["A", "B", "C"],
        DECK,
        "1: tile 7a ship worker stone art\n1: skip\n2: take 6\n",
    );
    play::play_line_recorded(&mut game, S3, LEAVE).unwrap();
    assert_eq!(game.to_act().iter().collect::<Vec<_>>(), [S1]);
    let order: Vec<u8> = game.draft().0[1..].iter().map(|s| s.number()).collect();
    assert_eq!(order, [1, 2, 1, 2, 1, 2, 1]);
    run_defaults(&mut game, |g| g.step() == Step::Write);
    assert_eq!(game.to_act().len(), 2, "its Write counts as done");
    play(&mut game, S1, "done");
    play(&mut game, S2, "done");
    assert_eq!(game.first(), S2);
    // Leaving as the first player before placing: the next seat places.
    play::play_line_recorded(&mut game, S2, LEAVE).unwrap();
    assert!(game.is_over(), "one seat left: it wins");
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winner(), Some(S1));
    assert_eq!(outcome.left, [S3, S2]);
}

#[test]
fn y45_the_first_player_leaving_before_placing_passes_the_tile_on() {
    let mut game = game(&["A", "B", "C"], DECK, "");
    play::play_line_recorded(&mut game, S1, LEAVE).unwrap();
    assert_eq!(game.first(), S2);
    play(&mut game, S2, "tile 7a ship worker stone art");
    assert_eq!(game.step(), Step::PondSpace);
}

#[test]
fn y46_undo_takes_back_the_last_write_line_again_and_again() {
    let mut game = alice_writes();
    let start = game.clone();
    play(&mut game, S1, "pond worker with 5; bonus palm d6");
    assert_eq!(game.player(S1).undoable(), 2);
    play(&mut game, S1, "undo");
    assert_eq!(
        game.player(S1).turn.pending,
        Some(by::Bonus::Palm),
        "the bonus is pending again"
    );
    assert_eq!(refused(&game, S1, "gold with 6").0, y(46));
    play(&mut game, S1, "undo");
    assert_eq!(game, start, "back to the start of the Write");
    assert_eq!(refused(&game, S1, "undo").0, y(46));
    // Events tell who finished.
    let mut events = Vec::new();
    game.apply_recorded(S1, &by::Action::Done, &mut events)
        .unwrap();
    assert_eq!(events, [Event::Done { seat: S1 }]);
}
