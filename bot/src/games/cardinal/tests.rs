use keystone_engine::cardinal::CardinalOptions;
use keystone_engine::{Seating, play_line};

use super::*;
use crate::games::AnyGame;

const NAMES: [&str; 3] = ["Ada", "Bob", "Cy"];

fn three() -> Live<Cardinal> {
    let table = Seating {
        seats: 3,
        first: Some(Seat::from_index(0)),
        seed: 1,
    };
    Live(Cardinal::new(&table, &CardinalOptions::default()).unwrap())
}

#[test]
fn the_opening_hint_of_a_table_of_three_is_a_move_that_plays() {
    for lang in [Lang::En, Lang::Fr, Lang::Pl] {
        let mut game = three();
        let prompt = game.0.prompt(&NAMES, lang);
        let example = prompt
            .split('`')
            .nth(1)
            .unwrap_or_else(|| panic!("{prompt}"));
        let example = &super::super::tongue::from_player(example, &KIND, lang);
        assert!(!example.contains("blue"), "blue is set aside: {prompt}");
        // The shared colour's pawn is refused as set aside, not as none left.
        let refused = game
            .play(
                Seat::from_index(0),
                "red house -1,0; cardinal 0,1; pawn blue",
                &NAMES,
                Lang::En,
            )
            .unwrap_err();
        assert!(
            refused.contains("set aside") && refused.ends_with("(C16)"),
            "{refused}"
        );
        game.play(Seat::from_index(0), example, &NAMES, lang)
            .unwrap_or_else(|e| panic!("{example}: {e}"));
    }
}

#[test]
fn a_turn_is_told_with_its_pawns_and_the_cardinal() {
    let mut game = three();
    let account = game
        .play(
            Seat::from_index(0),
            "red house -1,0; cardinal 0,1; pawn green",
            &NAMES,
            Lang::En,
        )
        .unwrap();
    let told = account.sentences.join(" ");
    assert!(told.contains("Ada builds a red house on -1,0"), "{told}");
    assert!(told.contains("cardinal"), "{told}");
    assert!(told.contains("green pawn"), "{told}");
    assert_eq!(account.notation, "red house -1,0; cardinal 0,1; pawn green");
    let account = game
        .play(Seat::from_index(1), "yellow tower -1,1", &NAMES, Lang::En)
        .unwrap();
    assert!(
        account.sentences[0].contains("red 1"),
        "{:?}",
        account.sentences
    );
    let refused = game
        .play(Seat::from_index(2), "green tower -1,2", &NAMES, Lang::En)
        .unwrap_err();
    assert!(refused.ends_with("(C8)"), "{refused}");
}

#[test]
fn choices_label_each_turn() {
    let mut game = three();
    play_line(
        &mut game.0,
        Seat::from_index(0),
        "red house -1,0; cardinal 0,1; pawn green",
    )
    .unwrap();
    let choices = game.choices(Seat::from_index(1), &NAMES, Lang::En);
    assert!(choices.iter().any(|c| c.notation == "yellow tower -1,1"));
    assert!(
        choices
            .iter()
            .any(|c| c.notation.starts_with("yellow tower -1,1; cardinal ")),
        "the cardinal as a continuation"
    );
    let label = &choices
        .iter()
        .find(|c| c.notation == "yellow tower -1,1")
        .unwrap()
        .label;
    // What it is, then what it is worth (C10).
    assert_eq!(label, "yellow tower on -1,1 · score Bob +2");
}

#[test]
fn rules_have_topics() {
    assert!(rules(None, Lang::En).contains("laws"));
    assert!(rules(Some("laws"), Lang::En).contains("C8"));
    assert!(rules(Some("nope"), Lang::En).contains("nope"));
}

/// A move's label says how it changes each seat's score as it stands
/// (C10, C13), and only when it does: what a choice is worth before it is
/// made.
#[test]
fn labels_say_what_a_move_is_worth() {
    let mut game = three();
    let mut worth = 0;
    // Several turns on: each seat's moves, each against the move played.
    for _ in 0..9 {
        let Some(seat) = game.0.to_act().iter().next() else {
            break;
        };
        let choices = game.choices(seat, &NAMES, Lang::En);
        for choice in &choices {
            let mut after = game.0.clone();
            play_line(&mut after, seat, &choice.notation).unwrap();
            let change = i64::from(after.total(seat)) - i64::from(game.0.total(seat));
            if change > 0 {
                worth += 1;
                let name = NAMES[seat.index()];
                assert!(
                    choice
                        .label
                        .ends_with(&format!(" · score {name} +{change}")),
                    "{}: {}",
                    choice.notation,
                    choice.label
                );
            } else {
                assert!(!choice.label.contains("score"), "{}", choice.label);
            }
        }
        let first = choices[choices.len() / 2].notation.clone();
        game.play(seat, &first, &NAMES, Lang::En).unwrap();
    }
    assert!(worth > 0, "some move scores");
}
