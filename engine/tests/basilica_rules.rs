//! One or more tests per rule of `shared/rules/basilica.md`, named by rule id.
//! Each file of `basilica_rules/` holds a part of the page; here are what
//! several share and the notation's tests.

mod events;
mod orders;
mod paid_orders;
mod refills;
mod scoring;
mod setup;
mod turns;

use keystone_engine::basilica::{Action, Basilica, Order, Rank};
use keystone_engine::play::parse_line;
use keystone_engine::{Game, RuleError, Seat, play_line};

use crate::support::*;

fn legal(game: &Basilica, seat: Seat) -> Vec<String> {
    let mut all = Vec::new();
    game.legal_actions(seat, &mut all);
    all.iter().map(ToString::to_string).collect()
}

fn builder_at(game: &Basilica, at: &str) -> Option<(Seat, Option<Rank>)> {
    game.cathedral()
        .builder(cell(at))
        .map(|b| (b.owner, b.rank))
}

/// Seat 1 recruits at c1; seat 2 has a builder at b1 next to a free b2.
fn recruit_position() -> Basilica {
    Pos::new()
        .board("2 | . B . . .\n1 | B:1 B:2 B . .")
        .order(1, Order::Recruit)
        .build()
}

/// Seat 1's confusion: removes a1, states b1 -> a1. b1 could also go to c1 or b2.
fn confusion_position() -> Basilica {
    let mut game = Pos::new()
        .board("2 | . B . . .\n1 | B:1 B:2 B . .")
        .order(1, Order::Confusion)
        .build();
    play(&mut game, S1, "O1 confusion a1 b1 a1");
    game
}

// ------------------------------------------------------------ notation

#[test]
fn several_actions_apply_all_or_nothing() {
    let mut game = Pos::new().build();
    let before = game.clone();
    let error = play_line(&mut game, S1, "V1 a1; B; V1 c3").unwrap_err();
    assert_eq!(game, before);
    assert_eq!(
        error.describe(&["Alice", "Bob"]),
        "V1 c3: c3 is not next to the cathedral (B14)"
    );
    assert_eq!(error.rule().map(|r| r.to_string()), Some("B14".to_owned()));
}

#[test]
fn every_refusal_cites_its_rule() {
    let cases = [
        (Pos::new().build(), S1, "V1 c3", Some("B14")),
        (Pos::new().build(), S2, "V1 a1", None),
        (Pos::new().build(), S1, "B", Some("B18")),
    ];
    for (mut game, seat, line, rule) in cases {
        let action = parse_line::<Basilica>(line).unwrap()[0];
        let error = game.apply(seat, &action).unwrap_err();
        assert_eq!(
            error.rule().map(|r| r.to_string()).as_deref(),
            rule,
            "{line}"
        );
    }
    let _ = Action::Decline;
}
