use keystone_engine::grands_batisseurs::GbOptions;
use keystone_engine::{Record, Seating, play};

use super::*;
use crate::games::{AnyGame, Layout};

const NAMES: [&str; 3] = ["Ada", "Bob", "Cy"];

/// The whole-game example's first twelve lines.
fn example() -> GrandsBatisseurs {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/grands-batisseurs-whole-game.txt"
    ))
    .unwrap();
    let mut record = Record::parse(&text).unwrap();
    record.actions.truncate(12);
    play::replay(&record).unwrap()
}

#[test]
fn an_auction_is_told_without_its_secret() {
    let table = Seating {
        seats: 3,
        first: Some(Seat::from_index(0)),
        seed: 4,
    };
    let mut game = Live(GrandsBatisseurs::new(&table, &GbOptions::default()).unwrap());
    let a = Seat::from_index(0);
    let account = game.play(a, "auction down", &NAMES, Lang::En).unwrap();
    let told = account.sentences.join(" ");
    assert!(
        told.contains("Ada puts up the face-down pile's top card"),
        "{told}"
    );
    // The card's name is not in the channel's words, nor in the prompt.
    let secret = match game.0.phase() {
        Phase::OpeningBid { card } => card.card(),
        other => panic!("{other:?}"),
    };
    let secret_words = card(secret, Lang::En);
    assert!(!told.contains(&secret_words), "{told}");
    let prompt = game.0.prompt(&NAMES, Lang::En);
    assert!(!prompt.contains(&secret_words), "{prompt}");
    // Only the opener's tent says it.
    let (text, png) = tent(&game.0, a, &NAMES, Default::default(), Lang::En);
    assert!(text.contains(&secret_words), "{text}");
    assert!(!png.is_empty());
    let (text, _) = tent(&game.0, Seat::from_index(1), &NAMES, Default::default(), Lang::En);
    assert!(!text.contains(&secret_words), "{text}");
    let refused = game.play(a, "bid 0", &NAMES, Lang::En).unwrap_err();
    assert!(refused.ends_with("(G14)"), "{refused}");
    game.play(a, "bid 2", &NAMES, Lang::En).unwrap();
    let prompt = game.0.prompt(&NAMES, Lang::En);
    assert!(prompt.starts_with("Bob: raise above 2 (Ada)"), "{prompt}");
}

#[test]
fn choices_label_each_action_and_the_status_hides_hands() {
    let game = Live(example());
    let seat = game.0.to_act().single().unwrap();
    let choices = game.choices(seat, &NAMES, Lang::En);
    assert!(!choices.is_empty());
    // The status, the prompt and the picture are the same for a game
    // that differs only in what is hidden.
    let mut rng = keystone_engine::GameRng::new(9, keystone_engine::rng::Stream::Play);
    let other = game.0.sample_hidden(Seat::from_index(2), &mut rng);
    assert_ne!(other, game.0);
    for lang in [Lang::En, Lang::Fr, Lang::Pl] {
        assert_eq!(other.status(&NAMES, lang), game.0.status(&NAMES, lang));
        assert_eq!(
            Live(other.clone()).picture(&NAMES, None, None, Layout::Narrow.into(), 0.5, lang),
            game.picture(&NAMES, None, None, Layout::Narrow.into(), 0.5, lang)
        );
        let status = game.0.status(&NAMES, lang);
        assert!(
            !status.contains("thaler") && !status.contains("talar"),
            "{status}"
        );
    }
}

/// The channel's prompt says only that a seat may build; its tent says
/// which cards of its hand fit now, or that none does (G8), and so the
/// public prompt tells nothing of the hand.
#[test]
fn only_the_tent_says_what_may_be_built() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/grands-batisseurs-whole-game.txt"
    ))
    .unwrap();
    let record = Record::parse(&text).unwrap();
    let mut live = Live::<GrandsBatisseurs>(
        play::replay(&Record {
            actions: Vec::new(),
            ..record.clone()
        })
        .unwrap(),
    );
    let (mut could, mut could_not) = (0, 0);
    for action in &record.actions {
        let game = live.0.clone();
        let prompt = live.prompt(&NAMES, Lang::En);
        assert!(!prompt.contains("1–3"), "{prompt}");
        for seat in Seat::all(game.seat_count()) {
            let (tent, _) = tent(&game, seat, &NAMES, Default::default(), Lang::En);
            let building = matches!(game.phase(), Phase::Build | Phase::Final { .. })
                && game.to_act().single() == Some(seat);
            if !building {
                assert!(!tent.contains("build"), "{tent}");
                continue;
            }
            let mut actions = Vec::new();
            keystone_engine::Game::legal_actions(&game, seat, &mut actions);
            let builds = actions.iter().any(|a| matches!(a, Action::Build(_)));
            if builds {
                could += 1;
                assert!(tent.contains("You may build"), "{tent}");
                // Cards of its hand, and only those.
                let hand: Vec<String> = game
                    .hand(seat)
                    .iter()
                    .map(|c| card(c.card(), Lang::En))
                    .collect();
                assert!(
                    hand.iter().any(|c| tent.contains(c.as_str())),
                    "{tent} {hand:?}"
                );
            } else {
                could_not += 1;
                assert!(
                    tent.contains("None of your cards can be built now"),
                    "{tent}"
                );
            }
        }
        live.play(action.seat, &action.text, &NAMES, Lang::En)
            .unwrap();
    }
    assert!(could > 0 && could_not > 0, "{could} {could_not}");
}

#[test]
fn rules_have_topics() {
    assert!(rules(None, Lang::En).contains("auction"));
    assert!(rules(Some("build"), Lang::En).contains("G8"));
    assert!(rules(Some("sabotage"), Lang::Fr).contains("G10"));
}

/// `rules cards` (`cartes`, `karty`) gives every card that exists (G4):
/// each kind's count and values as the engine deals them, and what each
/// does, with the notation word the player types.
#[test]
fn the_cards_topic_lists_every_card() {
    for (lang, topic, church) in [
        (Lang::En, "cards", "`church…`"),
        (Lang::Fr, "cartes", "`église…`"),
        (Lang::Pl, "karty", "`kościół…`"),
    ] {
        let text = rules(Some(topic), lang);
        assert!(text.contains("G4") && text.contains(church), "{text}");
        let rows: Vec<&str> = text.lines().skip(1).collect();
        assert_eq!(rows.len(), CardKind::ALL.len(), "{text}");
        let mut counted = 0;
        for (row, kind) in rows.iter().zip(CardKind::ALL) {
            let values: Vec<String> = keystone_engine::grands_batisseurs::CardId::all()
                .map(|id| id.card())
                .filter(|c| c.kind == kind)
                .map(|c| c.value.to_string())
                .collect();
            counted += values.len();
            assert!(row.contains(&format!("×{} ", values.len())), "{row}");
            assert!(row.contains(&values.join(" ")), "{row}");
        }
        assert_eq!(counted, 40);
    }
    assert!(rules(Some("cards"), Lang::En).contains("gate ×10 (`gate…`): 1 1 2 2 3 3 3 3 4 4"));
}

mod import {
    use keystone_engine::{Record, play};

    use super::super::*;

    /// A record of three with the given lines and every draw left to the
    /// seed.
    fn record(lines: &str) -> Record {
        Record::parse(&format!(
            "game: grands-batisseurs\nseats: A | B | C\nfirst: 1\nseed: 5\n{lines}"
        ))
        .unwrap()
    }

    #[test]
    fn an_import_keeps_what_every_seat_saw_or_is_refused() {
        // Only public draws so far: resumed under a new seed, every seat
        // sees the same game.
        let public = record("1: auction up 1\n2: pass\n3: pass\n");
        let resumed = Live::<GrandsBatisseurs>::resume(
            &play::public_record_of(
                &play::replay::<GrandsBatisseurs>(&public).unwrap(),
                &["A".into(), "B".into(), "C".into()],
                &[
                    (Seat::from_index(0), "auction up 1".into()),
                    (Seat::from_index(1), "pass".into()),
                    (Seat::from_index(2), "pass".into()),
                ],
            ),
            99,
        );
        assert!(resumed.is_ok());
        // A face-down card its taker saw: a new seed would change that
        // seat's hand, so the import is refused rather than redeal it.
        let private = record("1: auction down\n1: bid 1\n2: pass\n3: pass\n");
        assert!(Live::<GrandsBatisseurs>::resume(&private, 99).is_err());
    }
}
