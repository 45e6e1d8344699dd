//! Scoring a city (G12, G19), ties (G13), the final round (G11, G18), and
//! seats that leave (G23).

use keystone_engine::grands_batisseurs::{CardId, City, Event, GrandsBatisseurs, Place, city};
use keystone_engine::play::{self, LEAVE};
use keystone_engine::{Game, Record};

use super::{S1, S2, S3, THREE, TWO, card, events, game, record};

#[test]
fn g12_g19_the_seeds_scoring_examples() {
    let id = |n: &str| CardId::all().find(|c| c.card() == card(n)).unwrap();
    let city_of = |names: &[&str]| {
        let mut c = City::default();
        for n in names {
            c.lay(id(n), Place::Right, true)
                .unwrap_or_else(|e| panic!("{n}: {e}"));
        }
        c
    };
    // Example 2: corner 3, church 7, town hall 5, church 9, corner 3:
    // 27 + 10 + 5 + 5 = 47 (the printed subtotal 39 is a misprint).
    let two = city_of(&[
        "leftcorner3",
        "church7",
        "townhall5",
        "church9",
        "rightcorner3",
    ]);
    let points = two.points();
    assert_eq!(
        (
            points.values,
            points.middle,
            points.churches,
            points.corners
        ),
        (27, 10, 5, 5)
    );
    assert_eq!(city::score(&two, []), 47);
    // Example 4: 37 in cards, no right corner tower: no bonus; -5 -2 in hand.
    let four = city_of(&[
        "leftcorner2",
        "gate1",
        "tower3",
        "gate1",
        "church7",
        "townhall8",
        "gate2",
        "tower4",
        "church6",
        "gate3",
    ]);
    assert_eq!(four.points().values, 37);
    assert!(!four.is_complete());
    assert_eq!(city::score(&four, [card("townhall5"), card("gate2")]), 30);
    // Example 1's bonuses: churches balanced around a town hall and equal
    // corner towers, but no middle in an even city of 10.
    let one = city_of(&[
        "leftcorner3",
        "church8",
        "gate1",
        "townhall6",
        "gate2",
        "church7",
        "tower4",
        "gate3",
        "townhall7",
        "rightcorner3",
    ]);
    let points = one.points();
    assert_eq!((points.middle, points.churches, points.corners), (0, 5, 5));
    assert_eq!(
        city::score(&one, [card("gate1"), card("gate2")]),
        points.total() - 3
    );
    // Example 3: example 2's city with a breach: no bonus at all.
    let mut three = two.clone();
    three.remove(3);
    let points = three.points();
    assert_eq!(
        (
            points.values,
            points.middle + points.churches + points.corners
        ),
        (22, 0)
    );
}

#[test]
fn g13_a_tie_is_broken_by_money_then_shared() {
    // Everyone leaves but one: that seat wins (G23); otherwise G13 is the
    // outcome's order, checked in the conformance harness's random games.
    let mut game = game(&THREE, "", "", "1", "");
    let _ = play::play_line_recorded(&mut game, S2, LEAVE).unwrap();
    let _ = play::play_line_recorded(&mut game, S3, LEAVE).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winner(), Some(S1));
    assert_eq!(outcome.left, [S2, S3]);
}

#[test]
fn g11_g18_the_last_card_of_a_pile_starts_the_final_round() {
    // Twenty auctions of the up pile; the twentieth triggers the end.
    let mut lines = String::new();
    for i in 0..20 {
        let (me, other) = if i % 2 == 0 { (1, 2) } else { (2, 1) };
        lines.push_str(&format!("{me}: auction up 1\n{other}: pass\n"));
        // From the third card on, hands may build: say done.
        if i >= 4 {
            lines.push_str(&format!("{me}: done\n"));
        }
    }
    let rolls = vec!["1"; 20].join(" ");
    let text = record(&TWO, "", "", &rolls, &lines);
    let game: GrandsBatisseurs = play::replay(&Record::parse(&text).unwrap()).unwrap();
    assert_eq!(game.trigger(), Some(S2));
    assert!(game.is_final_round());
    assert_eq!(
        game.to_act().single(),
        Some(S1),
        "from the seat after the trigger"
    );
    let mut game = game;
    let _ = events(&mut game, S1, "done");
    assert_eq!(game.to_act().single(), Some(S2), "ending with the trigger");
    let ev = events(&mut game, S2, "done");
    assert!(ev.contains(&Event::GameOver));
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.scores.len(), 2);
}

#[test]
fn g23_a_seat_that_leaves_is_skipped_and_ranks_last() {
    let mut game = game(&THREE, "church9", "", "1 1 1", "");
    let _ = events(&mut game, S1, "auction up 1");
    let ev = play::play_line_recorded(&mut game, S2, LEAVE)
        .unwrap()
        .events;
    assert!(ev.contains(&Event::Left { seat: S2 }));
    assert_eq!(game.to_act().single(), Some(S3), "Bob counts as passed");
    let _ = events(&mut game, S3, "pass");
    assert_eq!(game.active(), S3, "Bob's turn is skipped");
    let text = record(&THREE, "", "", "1", &format!("2: {LEAVE}\n2: {LEAVE}\n"));
    let error = play::replay::<GrandsBatisseurs>(&Record::parse(&text).unwrap()).unwrap_err();
    assert!(error.message.contains("has left"), "{}", error.message);
}

#[test]
fn g5_g23_the_up_piles_top_is_on_view_when_a_leave_ends_its_auction() {
    // Ben leaves a game of two while Ann's face-up church9 is auctioned:
    // the auction is void, the card back on top, and on view (G5).
    let over = game(
        &TWO,
        "church9",
        "",
        "1",
        &format!("1: auction up 1\n2: {LEAVE}\n"),
    );
    assert!(over.is_over());
    for viewer in [None, Some(S1), Some(S2)] {
        assert_eq!(
            over.view(viewer).up_top,
            Some(card("church9")),
            "{viewer:?}"
        );
    }
}
