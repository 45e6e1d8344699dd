use keystone_engine::record::Record;
use keystone_engine::{Game, play};

use super::*;
use crate::games::AnyGame;

#[test]
fn the_picture_after_a_scoring_says_what_it_gave() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/basilica-first-scoring.txt"
    ))
    .unwrap();
    let record = Record::parse(&text).unwrap();
    let before: Basilica = play::replay(&Record {
        actions: record.actions[..record.actions.len() - 1].to_vec(),
        ..record.clone()
    })
    .unwrap();
    let after: Basilica = play::replay(&record).unwrap();
    assert_eq!(
        scored_since(&after, &before, &["Alice", "Bob"], Lang::En).as_deref(),
        Some("Scoring 1/3: Alice +5, Bob +3")
    );
    assert_eq!(
        scored_since(&after, &after, &["Alice", "Bob"], Lang::En),
        None
    );
}

#[test]
fn the_winners_score_comes_first_whichever_seat_won() {
    assert_eq!(winner_first(&[9, 47], Seat::from_index(1)), (47, 9));
    assert_eq!(winner_first(&[52, 37], Seat::from_index(0)), (52, 37));
    assert_eq!(
        t!(
            Lang::En,
            "basilica-result-won",
            name = "Keystone",
            first = 47,
            second = 9
        ),
        "Keystone wins 47–9."
    );
}

const PAID: &str = include_str!("../../../../examples/basilica-paid-orders.txt");
const NAMES: [&str; 2] = ["Alice", "Bob"];

#[test]
fn accounts_tell_the_paid_orders_example() {
    let record = Record::parse(PAID).unwrap();
    let mut game = Live(play::setup::<Basilica>(&record).unwrap());
    let mut told = Vec::new();
    for line in &record.actions {
        told.extend(
            game.play(line.seat, &line.text, &NAMES, Lang::En)
                .unwrap()
                .sentences,
        );
    }
    let text = told.join(" ");
    for expected in [
        "Alice placed a yellow vault with a crown at b1.",
        "Alice put a builder on b1.",
        "Alice promoted their builder at b1 to architect.",
        "Bob may pay 1 coin to promote one of their builders too (not to architect).",
        "Bob declined to pay.",
        "Bob paid 1 coin and recruited a builder at d2.",
        "Alice paid 1 coin and moved their own builder from b1 to c1 instead.",
    ] {
        assert!(text.contains(expected), "missing \"{expected}\" in {text}");
    }
}

#[test]
fn a_vault_and_its_builder_read_as_one_sentence() {
    let record = Record::parse(PAID).unwrap();
    let mut game = Live(play::setup::<Basilica>(&record).unwrap());
    let told = game
        .play(Seat::from_index(0), "V1 b1; B", &NAMES, Lang::En)
        .unwrap();
    assert_eq!(
        told.sentences,
        ["Alice placed a yellow vault with a crown at b1 and a builder on it."]
    );
    assert_eq!(told.notation, "V1 b1; B");
}

/// A move's label says what a scoring made now would give after it, when
/// that changes (B30); the status gives each occupied zone as it stands:
/// its value, each seat's strength, who leads and what each would score.
#[test]
fn the_worth_of_a_move_and_the_zones_as_they_stand_are_shown() {
    let record = Record::parse(PAID).unwrap();
    let mut game = Live(play::setup::<Basilica>(&record).unwrap());
    let alice = Seat::from_index(0);
    game.play(alice, "V1 b1", &NAMES, Lang::En).unwrap();
    let builder = game
        .choices(alice, &NAMES, Lang::En)
        .into_iter()
        .find(|c| c.notation == "B")
        .unwrap();
    assert_eq!(
        builder.label,
        "a builder on b1 · a scoring now: Alice +1, Bob ±0 (B30)"
    );
    // A vault alone changes no scoring: nothing is added.
    let vault = game
        .choices(alice, &NAMES, Lang::En)
        .into_iter()
        .find(|c| c.notation.starts_with('V'))
        .unwrap();
    assert!(!vault.label.contains("scoring"), "{}", vault.label);
    let status = game.status(&NAMES, Lang::En);
    assert!(
        status.ends_with("A scoring now (B30): Alice 0, Bob 0."),
        "{status}"
    );
    game.play(alice, "B", &NAMES, Lang::En).unwrap();
    let status = game.status(&NAMES, Lang::En);
    assert!(
        status.contains(
            "zone b1, worth 1: strength Alice 1, Bob 0; Alice leads → Alice 1, Bob 0\n\
             A scoring now (B30): Alice 1, Bob 0."
        ),
        "{status}"
    );
    let french = game.status(&NAMES, Lang::Fr);
    assert!(french.contains("majorité Alice"), "{french}");
}

#[test]
fn labels_say_what_an_action_does() {
    let record = Record::parse(PAID).unwrap();
    let game = play::setup::<Basilica>(&record).unwrap();
    let live = Live(game.clone());
    let choices = live.choices(Seat::from_index(0), &NAMES, Lang::En);
    let v1 = choices.iter().find(|c| c.notation == "V1 a1").unwrap();
    assert_eq!(v1.label, vault_words(game.vaults()[0].unwrap(), Lang::En));
    assert!(
        live.choices(Seat::from_index(1), &NAMES, Lang::En)
            .is_empty(),
        "not Bob's turn"
    );
}

#[test]
fn a_scoring_is_broken_down() {
    let record = Record::parse(include_str!(
        "../../../../examples/basilica-first-scoring.txt"
    ))
    .unwrap();
    let mut game = Live(play::setup::<Basilica>(&record).unwrap());
    let mut last = Account::default();
    for line in &record.actions {
        last = game.play(line.seat, &line.text, &NAMES, Lang::En).unwrap();
    }
    assert!(
        last.sentences
            .iter()
            .any(|s| s == "Scoring: Alice +5, Bob +3."),
        "{last:?}"
    );
    assert!(
        last.scoring
            .iter()
            .any(|z| z.starts_with("blue zone b1 c1 c2 c3 (value 4)")),
        "{:?}",
        last.scoring
    );
    assert_eq!(game.0.scores(), [5, 3]);
}

#[test]
fn rules_have_topics() {
    assert!(rules(None, Lang::En).contains("scoring"));
    assert!(rules(Some("paid"), Lang::En).contains("B23"));
    assert!(rules(Some("nonsense"), Lang::En).starts_with("There is no topic"));
}
