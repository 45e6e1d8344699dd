//! The setup (Y15-Y16), the seeded draws a record may fix (Y41-Y42), and
//! what the view keeps secret (Y43).

use keystone_engine::babylon::{Babylon, BabylonOptions, Mode};
use keystone_engine::{Game, Record, Seat, Seating};

// `play` brings both the helper that plays a line and the engine's `play`
// module, as the parent names them.
use super::{DECK, S1, S2, S3, dice, game, play, record, solo, two};

#[test]
fn y15_the_first_player_is_drawn_from_the_seed_unless_chosen() {
    let drawn: Vec<Seat> = (0..12)
        .map(|seed| {
            let table = Seating {
                seats: 3,
                first: None,
                seed,
            };
            Babylon::new(&table, &BabylonOptions::default())
                .unwrap()
                .first()
        })
        .collect();
    assert!(drawn.iter().any(|&s| s != drawn[0]), "not always one seat");
    let table = Seating {
        seats: 3,
        first: Some(S3),
        seed: 1,
    };
    assert_eq!(
        Babylon::new(&table, &BabylonOptions::default())
            .unwrap()
            .first(),
        S3
    );
}

#[test]
fn y16_two_cards_removed_twelve_rounds_hard_four_and_ten() {
    let game = two("");
    assert_eq!(game.removed(), [14, 3]);
    assert_eq!(game.rounds(), 12);
    let hard = game_with_mode(Mode::Hard);
    assert_eq!(hard.removed().len(), 4);
    assert_eq!(hard.rounds(), 10);
}

fn game_with_mode(mode: Mode) -> Babylon {
    let table = Seating {
        seats: 1,
        first: None,
        seed: 9,
    };
    let options = BabylonOptions {
        mode: Some(mode),
        ..BabylonOptions::default()
    };
    Babylon::new(&table, &options).unwrap()
}

#[test]
fn y41_one_seeded_generator_replays_exactly() {
    let table = Seating {
        seats: 3,
        first: None,
        seed: 77,
    };
    let a = Babylon::new(&table, &BabylonOptions::default()).unwrap();
    let b = Babylon::new(&table, &BabylonOptions::default()).unwrap();
    assert_eq!(a, b);
    // The record's rolls come first, then the seed.
    let mut game = game(
        &["A", "B", "C"],
        &format!("{DECK}rolls: 2\n"),
        "1: tile 7a ship worker stone art\n1: skip\n2: take green\n3: take green\n",
    );
    assert_eq!(dice(&game, S2), [2]);
    let seeded = dice(&game, S3)[0];
    assert!((1..=6).contains(&seeded));
    play(&mut game, S1, "take 1");
}

#[test]
fn y42_a_record_may_fix_the_draws() {
    let game = game(&["A", "B"], "deck: 1 2 3\n", "");
    assert_eq!(game.removed(), [1, 2]);
    assert_eq!(game.card(), Some(3));
    let text = record(&["A", "B"], "deck: 1 1\n", "");
    assert!(play::replay::<Babylon>(&Record::parse(&text).unwrap()).is_err());
    let text = record(&["A", "B"], "deck: 15\n", "");
    assert!(play::replay::<Babylon>(&Record::parse(&text).unwrap()).is_err());
}

#[test]
fn y43_the_view_shows_no_deck_order_roll_or_seed() {
    let game = solo("", "");
    let view = serde_json::to_value(game.view(Some(S1))).unwrap();
    for secret in ["deck", "penalties", "rolls", "seed", "rng", "options"] {
        assert!(view.get(secret).is_none(), "{secret} in the view");
    }
    assert_eq!(view["deck_left"], 11);
    // What everyone has seen replays under any seed to the same view.
    let revealed = game.revealed();
    assert_eq!(revealed.deck, [14, 3, 7]);
    assert_eq!(revealed.penalties, [17]);
}
