//! Writing: the dice each action takes (Y13-Y14) and the writing rules
//! (Y24-Y31): covered sections and the Pond, dice, pawns, loose resources,
//! the round shape and pencils.

use keystone_engine::Record;
use keystone_engine::babylon::{self as by, Babylon, TowerIcon};

// `play` brings both the helper that plays a line and the engine's `play`
// module, as the parent names them.
use super::{DECK, OPENING, S1, S2, alice_writes, cell, play, refused, y};

#[test]
fn y13_each_action_takes_its_dice() {
    let mut game = alice_writes();
    let (rule, message) = refused(&game, S1, "gold with 2");
    assert_eq!(rule, y(13));
    assert!(message.contains("5, 6"), "{message}");
    play(&mut game, S1, "garden with 2");
    assert_eq!(game.player(S1).sheet.garden, 1);
    let (rule, _) = refused(&game, S1, "palm b3 with 5");
    assert_eq!(rule, y(13));
}

#[test]
fn y14_with_is_written_exactly_when_the_action_takes_a_die() {
    let game = alice_writes();
    assert_eq!(refused(&game, S1, "gold").0, y(14));
    assert_eq!(refused(&game, S1, "house with 2").0, y(14));
}

#[test]
fn y24_a_covered_section_is_refused_but_through_the_pond() {
    let mut game = alice_writes();
    let (rule, message) = refused(&game, S1, "worker with 5");
    assert_eq!(rule, y(24));
    assert!(message.contains("Pond"), "{message}");
    play(&mut game, S1, "pond worker with 5; skip");
    // Converting belongs to no section: allowed in any Write.
    play(&mut game, S1, "convert wood gold");
}

#[test]
fn y25_the_pond_once_a_round_and_only_before_a_covered_action() {
    let mut game = alice_writes();
    assert_eq!(refused(&game, S1, "pond gold with 6").0, y(25));
    assert_eq!(refused(&game, S1, "pond river wood with 2").0, y(25));
    play(&mut game, S1, "river wheat with 2");
    assert_eq!(refused(&game, S1, "pond worker with 5").0, y(25));
}

#[test]
fn y26_each_die_is_spent_once() {
    let mut game = alice_writes();
    play(&mut game, S1, "gold with 6");
    assert_eq!(refused(&game, S1, "gold with 6").0, y(26));
    play(&mut game, S1, "gold with 5; gold with 5");
    assert_eq!(refused(&game, S1, "gold with 5").0, y(26));
}

#[test]
fn y27_an_action_is_carried_out_in_full_or_refused() {
    let mut game = alice_writes();
    play(&mut game, S1, "garden with 2");
    assert_eq!(refused(&game, S1, "house").0, y(27), "no gold nor stone");
    assert_eq!(refused(&game, S1, "mason a1 with 5").0, y(27), "no gold");
}

#[test]
fn y28_pawns_once_a_round_each_owner_takes_the_whole_bonus() {
    let mut game = alice_writes();
    play(&mut game, S1, "pond worker with 5");
    assert_eq!(game.player(S1).turn.pending, Some(by::Bonus::Palm));
    play(&mut game, S1, "bonus palm d6");
    // Bob has no 5: his worker is out of reach, his ship needs a 6 and
    // the ship icon is covered, through the Pond.
    play(&mut game, S2, "pond ship with 6");
    // 7a's Lake is stone + wheat: the stone is circled, the wheat loose.
    assert_eq!(game.player(S2).sheet.stone.circled, 1);
    assert_eq!(game.player(S2).turn.loose, [0, 1]);
    play(&mut game, S1, "convert wood gold");
    let (rule, _) = refused(&game, S1, "pond worker with 5");
    assert_eq!(rule, y(25), "the Pond is used; the pawn is placed too");
}

#[test]
fn y29_loose_resources_are_spent_first_and_lost_at_done() {
    let mut game = alice_writes();
    play(&mut game, S2, "pond ship with 6");
    // Loose wheat pays a pencil only with a drawn shape: convert it.
    play(&mut game, S2, "convert wheat");
    assert_eq!(game.player(S2).sheet.wheat_box, 1);
    assert_eq!(game.player(S2).turn.loose, [0, 0]);
    // Alice's wood is stored (circled in the River): it stays after done.
    play(&mut game, S1, "done");
    assert_eq!(game.player(S1).sheet.stored(by::Resource::Wood), 1);
    assert_eq!(game.player(S1).sheet.score().stored_wheat, 0);
}

#[test]
fn y30_the_round_shape_turns_but_is_never_mirrored() {
    let mut game = alice_writes();
    let (rule, message) = refused(&game, S1, "draw e1 f1 f2 f3");
    assert_eq!(rule, y(30));
    assert!(
        message.contains("mirror image of the L on side a"),
        "{message}"
    );
    // A quarter turn is fine.
    play(&mut game, S1, "draw a1 b1 c1 c2");
    assert_eq!(
        refused(&game, S1, "undo; draw b1 c1 d1 d2; draw a5 b5 c5 c6").0,
        y(22)
    );
    play(&mut game, S1, "undo");
    assert_eq!(
        refused(&game, S1, "draw a1 b1 c1 b2").0,
        y(30),
        "a T is not an L"
    );
}

#[test]
fn y30_a_shape_stays_inside_the_manifests_tower() {
    // Manifest 2's tower has 7 rows: row 8 is above it.
    let text = format!(
        "game: babylon\nmanifest: 2\nseats: Alice | Bob\nfirst: 1\nseed: 42\n{DECK}{OPENING}"
    );
    let game: Babylon = play::replay(&Record::parse(&text).unwrap()).unwrap();
    assert_eq!(game.player(S1).sheet.printed().rows, 7);
    let (rule, message) = refused(&game, S1, "gold with 6; mason a8 with 5");
    assert_eq!(rule, y(30));
    assert!(message.contains("a8 is above the tower"), "{message}");
    let mut game = game;
    play(&mut game, S1, "gold with 6; mason a7 with 5");
}

#[test]
fn y31_a_pencil_draws_inside_a_shape_next_to_its_kind() {
    let mut game = alice_writes();
    // The worker section (the pencil's) is covered: Bob draws through
    // the Pond, on a cell his gold's masonry filled beside b3's palm.
    play(&mut game, S2, "gold with 6; mason a3 with 1");
    let (rule, _) = refused(&game, S2, "pond pencil palm c3 with 4");
    assert_eq!(rule, y(31), "c3 is not inside a shape");
    let (rule, message) = refused(&game, S2, "pond pencil lion a3 with 4");
    assert_eq!(rule, y(31), "no lion next to a3: {message}");
    play(&mut game, S2, "pond pencil palm a3 with 4");
    assert!(game.player(S2).sheet.drawn[TowerIcon::Palm as usize].contains(cell("a3")));
    assert_eq!(game.breakdown(S2).icons, 2, "a drawn icon scores uncircled");
}
