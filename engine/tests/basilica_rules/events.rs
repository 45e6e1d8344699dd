//! The events a move tells: vaults, builders, orders, paid offers and
//! their answers, scorings and the end, and that recording them changes
//! nothing in the game.

use keystone_engine::basilica::{
    Basilica, BasilicaOptions, End, Event, Order, OrderAction, PaidAction, PaidOffer,
};
use keystone_engine::play::play_line_recorded;
use keystone_engine::{Game, Seat, Seating};

use crate::support::*;

use super::{confusion_position, recruit_position};

fn record(game: &mut Basilica, seat: Seat, line: &str) -> Vec<Event> {
    play_line_recorded(game, seat, line)
        .unwrap_or_else(|e| panic!("{line}: {e}"))
        .events
}

#[test]
fn a_turn_tells_its_story() {
    let mut game = Pos::new().vault(1, "B^").build();
    let tile = game.vaults()[0].unwrap();
    let events = record(&mut game, S1, "V1 a1; B; V1 b1");
    assert_eq!(
        events[0],
        Event::VaultPlaced {
            seat: S1,
            slot: slot(1),
            tile,
            cell: cell("a1")
        }
    );
    assert_eq!(events[1], Event::KingMoved { to: 1 });
    assert_eq!(
        events[2],
        Event::BuilderPlaced {
            seat: S1,
            cell: cell("a1")
        }
    );
    assert!(matches!(events[3], Event::VaultPlaced { .. }));
    assert_eq!(events.last(), Some(&Event::TurnBegan { seat: S2 }));
}

#[test]
fn paid_orders_are_told() {
    let mut game = recruit_position();
    let events = record(&mut game, S1, "O1 recruit c1");
    assert!(
        matches!(events[0], Event::OrderCarriedOut { seat, order: OrderAction::Recruit { .. }, .. } if seat == S1)
    );
    assert_eq!(
        events[1],
        Event::PaidOffered {
            asked: S2,
            offer: PaidOffer::Recruit
        }
    );
    let events = record(&mut game, S2, "pay recruit b2");
    assert_eq!(
        events,
        [Event::PaidBought {
            seat: S2,
            action: PaidAction::Recruit { cell: cell("b2") }
        }]
    );
    let mut game = confusion_position();
    let events = record(&mut game, S2, "decline");
    assert_eq!(
        events,
        [Event::PaidDeclined {
            seat: S2,
            offer: PaidOffer::Confusion {
                from: cell("b1"),
                to: cell("a1")
            }
        }]
    );
}

#[test]
fn a_scoring_comes_with_its_breakdown() {
    let mut game = Pos::new()
        .board("1 | B:1 B . . .")
        .king(9)
        .vault(1, "R^")
        .build();
    let events = record(&mut game, S1, "V1 e1");
    let scored = events.iter().find_map(|e| match e {
        Event::Scored { scoring, last } => Some((scoring.clone(), *last)),
        _ => None,
    });
    let (scoring, last) = scored.expect("a scoring event");
    assert!(!last);
    assert_eq!(scoring.points, [2, 0]);
    assert_eq!(scoring.zones.len(), 2, "blue a1-b1 and red e1");
    let after: Vec<&Event> = events
        .iter()
        .skip_while(|e| !matches!(e, Event::Scored { .. }))
        .collect();
    assert_eq!(
        after[1..],
        [&Event::CleanedUp, &Event::TurnBegan { seat: S2 }]
    );
}

#[test]
fn the_end_is_told() {
    let mut game = Pos {
        exhaustions: 1,
        ..Pos::new()
    }
    .board("1 | B:1 B . . .")
    .order(1, Order::Glass)
    .pile_len(0)
    .build();
    let events = record(&mut game, S1, "O1 glass a1");
    assert!(matches!(
        events[events.len() - 2],
        Event::Scored { last: true, .. }
    ));
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            end: End::PileExhausted
        })
    );
}

#[test]
fn recording_changes_nothing_in_the_game() {
    for seed in 0..20 {
        let mut plain = Basilica::new(
            &Seating {
                seats: 2,
                first: None,
                seed,
            },
            &BasilicaOptions::default(),
        )
        .unwrap();
        let mut recorded = plain.clone();
        let mut rng = keystone_engine::GameRng::new(seed, keystone_engine::rng::Stream::Play);
        let mut buffer = Vec::new();
        let mut events = Vec::new();
        while let Some((seat, action)) =
            keystone_engine::play::random_action(&plain, &mut rng, &mut buffer)
        {
            plain.apply(seat, &action).unwrap();
            recorded.apply_recorded(seat, &action, &mut events).unwrap();
            assert_eq!(plain, recorded);
        }
        assert!(matches!(events.last(), Some(Event::GameOver { .. })));
    }
}
