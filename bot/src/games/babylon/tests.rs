use keystone_engine::babylon::BabylonOptions;
use keystone_engine::{Record, Seating, play};

use super::*;
use crate::games::{AnyGame, Layout};

const NAMES: [&str; 3] = ["Ada", "Bob", "Cy"];

fn example(lines: usize) -> Babylon {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/babylon-four-players.txt"
    ))
    .unwrap();
    let mut record = Record::parse(&text).unwrap();
    record.actions.truncate(lines);
    play::replay(&record).unwrap()
}

#[test]
fn every_action_of_a_whole_game_has_words_in_every_language() {
    let game = example(usize::MAX);
    assert!(game.is_over());
    let live = Live(
        Babylon::new(
            &Seating {
                seats: 4,
                first: Some(Seat::from_index(0)),
                seed: 1,
            },
            &BabylonOptions::default(),
        )
        .unwrap(),
    );
    let names = ["Ada", "Bob", "Cy", "Dee"];
    for lang in [Lang::En, Lang::Fr, Lang::Pl] {
        for seat in live.to_act() {
            for choice in live.choices(seat, &names, lang) {
                assert!(!choice.label.is_empty(), "{}", choice.notation);
                assert!(!choice.label.contains("babylon-"), "{}", choice.label);
            }
        }
    }
    // A whole game told: each line's account has words.
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/babylon-four-players.txt"
    ))
    .unwrap();
    let record = Record::parse(&text).unwrap();
    let mut live = Live(
        play::replay::<Babylon>(&Record {
            actions: Vec::new(),
            ..record.clone()
        })
        .unwrap(),
    );
    let mut last = Account::default();
    for action in &record.actions {
        let seat = action.seat;
        last = live.play(seat, &action.text, &names, Lang::Fr).unwrap();
        let status = live.status(&names, Lang::Pl);
        assert!(!status.contains("babylon-"), "{status}");
    }
    assert!(live.outcome().is_some());
    // Every seat's score item by item, told after the last account.
    let explained = live.explained(&names, Lang::Fr);
    assert_eq!(explained.len(), 4, "{explained:?}");
    assert!(last.sentences.join(" ").contains("Ada"), "{last:?}");
}

#[test]
fn the_write_is_told_with_the_scores_and_the_waiting_seats() {
    let table = Seating {
        seats: 3,
        first: Some(Seat::from_index(0)),
        seed: 11,
    };
    let mut game = Live(Babylon::new(&table, &BabylonOptions::default()).unwrap());
    // Place and draft by the seats' defaults, up to the Write.
    while game.0.step() != Step::Write {
        let seat = game.to_act()[0];
        let line = game.0.default_line(seat).unwrap();
        game.play(seat, &line, &NAMES, Lang::En).unwrap();
    }
    let prompt = game.0.prompt(&NAMES, Lang::En);
    assert!(prompt.contains("Ada, Bob, Cy"), "{prompt}");
    let bob = Seat::from_index(1);
    let told = game.play(bob, "done", &NAMES, Lang::En).unwrap();
    assert!(told.sentences.join(" ").contains("Bob"), "{told:?}");
    let prompt = game.0.prompt(&NAMES, Lang::En);
    assert!(
        prompt.contains("Ada, Cy") && !prompt.contains("Bob"),
        "{prompt}"
    );
    let refused = game.play(bob, "gold with 5", &NAMES, Lang::Fr).unwrap_err();
    assert!(refused.ends_with("(Y22)"), "{refused}");
    let status = game.0.status(&NAMES, Lang::En);
    assert!(status.contains("Bob"), "{status}");
    // Both pictures are drawn.
    assert!(
        !game
            .picture(&NAMES, None, None, Layout::Narrow.into(), 0.5, Lang::Pl)
            .is_empty()
    );
    assert!(
        Pictures::sheets(
            &game.0,
            &NAMES,
            None,
            Sheets::Large(bob),
            Layout::Narrow.into(),
            0.5,
            Lang::Pl
        )
        .is_some()
    );
}

#[test]
fn rules_have_topics() {
    assert!(rules(None, Lang::En).contains("write"));
    assert!(rules(Some("write"), Lang::En).contains("Y22"));
    assert!(rules(Some("solo"), Lang::Pl).contains("Y40"));
}

/// `rules points` (`punkty`) gives every scoring number of Y33 and Y40,
/// with the door and windows of the tables new games play.
#[test]
fn the_points_topic_gives_every_scoring_number() {
    let points = rules(Some("points"), Lang::En);
    for item in [
        "River ship (all 8 River icons circled) 6",
        "stored wheat 2 each",
        "wheat box 2 a wheat",
        "pottery (all 6 amphorae) 9",
        "each big amphora with its 3 rows filled 6",
        "mosaic wall crossed 9",
        "gardening house 3, and with it each circled garden palm 2",
        "column 1 / 2 / 3 complete: 2 / 4 / 6",
        "stone mine 3",
        "artwork 2, mosaic 3, palm 2, lion 2",
        "height 1 a cell",
        "(no hole in rows 1–3) 9",
        "each row with no hole 3",
        "door (c1 d1 c2 d2 c3 d3) filled 4",
        "big windows (b4 b5 c5 d5 e4 e5) 6",
        "small windows (d4 b6 c6 e6 b7 d7 e7) 9",
        "Unspent gold 2 each, stone 1 each",
        "120 or more wins (Y40)",
    ] {
        assert!(points.contains(item), "{item}: {points}");
    }
    assert!(rules(Some("punkty"), Lang::Pl).contains("(c1 d1 c2 d2 c3 d3) wypełnione 4"));
}

/// Before a choice is made its worth is shown: a tile and side says its
/// bonus spaces (Y6); in the Write an action says what it adds to the
/// seat's score, item by item (Y33), and one that adds nothing says
/// nothing more than its dice.
#[test]
fn labels_show_a_tiles_spaces_and_what_a_write_adds() {
    let ada = Seat::from_index(0);
    let mut live = Live(
        Babylon::new(
            &Seating {
                seats: 1,
                first: Some(ada),
                seed: 3,
            },
            &BabylonOptions::default(),
        )
        .unwrap(),
    );
    live.play(ada, "penalty ignore", &NAMES, Lang::En).unwrap();
    let tiles = live.choices(ada, &NAMES, Lang::En);
    assert!(!tiles.is_empty());
    for tile in &tiles {
        assert!(
            tile.label
                .ends_with(" · Papyrus a wood, Garden a wood, Lake a wood + a wheat"),
            "{}",
            tile.label
        );
    }
    // On to the Write: the first of each choice.
    while live.0.step() != Step::Write {
        let first = live.choices(ada, &NAMES, Lang::En)[0].notation.clone();
        live.play(ada, &first, &NAMES, Lang::En).unwrap();
    }
    let writes = live.choices(ada, &NAMES, Lang::En);
    let convert = writes
        .iter()
        .find(|c| c.notation == "convert wood gold")
        .unwrap();
    assert!(
        convert.label.contains(" · gold +2 · dice left"),
        "{}",
        convert.label
    );
    assert!(
        writes
            .iter()
            .any(|c| c.notation.starts_with("draw") && c.label.contains(" · height +")),
        "a shape raises the tower"
    );
    let done = writes.iter().find(|c| c.notation == "done").unwrap();
    assert!(!done.label.contains('+'), "{}", done.label);
}
