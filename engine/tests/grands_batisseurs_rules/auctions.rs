//! The auctions: the rules page's worked example, face up and face down
//! (G7), the bidding (G14), a card nobody can pay (G15), and the bids a
//! seat is offered.

use keystone_engine::grands_batisseurs::{Event, Face, GrandsBatisseurs, HandCard, Kind, Pile};
use keystone_engine::play;
use keystone_engine::{Game, Seat};

use super::{S1, S2, S3, THREE, TWO, card, events, g, game, hand, income, refused};

#[test]
fn the_rules_pages_worked_example() {
    let lines = "1: auction down\n1: bid 3\n2: bid 5\n3: pass\n1: bid 6\n2: bid 12\n1: pass\n\
                 2: auction up 2\n3: bid 5\n1: pass\n2: pass\n";
    let game = game(
        &THREE,
        "gate1 tower4 church5",
        "townhall9 church7 gate3",
        "4 S",
        lines,
    );
    // Turn 3 began: Cleo rolled from the seed.
    let cleo_income = match game.last_roll() {
        Some(Face::Pips(n)) => u32::from(n),
        _ => 0,
    };
    assert_eq!(
        [S1, S2, S3].map(|s| game.purse(s)),
        [8, 2, 5 + cleo_income],
        "purses 8, 2, 5"
    );
    assert_eq!(hand(&game, S1), ["townhall9"]);
    assert_eq!(hand(&game, S3), ["gate1"]);
    assert_eq!(game.stones(S2), 1);
    assert_eq!(game.reserve(), 4);
    assert_eq!(game.pile(Pile::Up).len(), 19);
    assert_eq!(game.pile(Pile::Down).len(), 19);
    let view = game.view(None);
    assert_eq!(view.up_top, Some(card("tower4")));
    // Everyone knows Alice holds a town hall; only she knows which.
    assert_eq!(view.seats[0].hand, [HandCard::Type(Kind::TownHall)]);
    assert_eq!(view.seats[2].hand, [HandCard::Known(card("gate1"))]);
    assert_eq!(
        game.view(Some(S1)).seats[0].hand,
        [HandCard::Known(card("townhall9"))]
    );
    assert_eq!(view.seats[0].purse, None, "purses are secret");
    assert_eq!(game.view(Some(S2)).seats[1].purse, Some(2));
    assert_eq!(game.active(), S3, "turn 3 is Cleo's");
}

#[test]
fn g7_face_up_the_opener_gets_half_rounded_for_the_bank() {
    let mut game = game(&TWO, "church9", "", "1", "");
    let _ = events(&mut game, S1, "auction up 2");
    let ev = events(&mut game, S2, "bid 7");
    assert!(ev.contains(&Event::Bid {
        seat: S2,
        amount: 7
    }));
    let ev = events(&mut game, S1, "pass");
    assert!(ev.contains(&Event::Took {
        seat: S2,
        bid: 7,
        to_opener: 3,
        card: Some(card("church9"))
    }));
    assert_eq!(game.purse(S1), 11 + 3);
    assert_eq!(
        game.purse(S2),
        10 - 7 + income(&ev, S2),
        "then Ben's turn began"
    );
    // The opener who wins pays the bank all.
    let mut own = self::game(&TWO, "church9", "", "1", "");
    let _ = events(&mut own, S1, "auction up 4");
    let ev = events(&mut own, S2, "pass");
    assert!(ev.contains(&Event::Took {
        seat: S1,
        bid: 4,
        to_opener: 0,
        card: Some(card("church9"))
    }));
    assert_eq!(own.purse(S1), 11 - 4);
}

#[test]
fn g7_face_down_only_the_opener_sees_and_nobody_learns_if_all_pass() {
    let mut game = game(&THREE, "", "church9", "1", "");
    let _ = events(&mut game, S1, "auction down");
    assert_eq!(
        game.view(Some(S1)).bidding.unwrap().card,
        Some(card("church9"))
    );
    assert_eq!(game.view(Some(S2)).bidding.unwrap().card, None);
    assert_eq!(game.view(None).bidding.unwrap().card, None);
    let _ = events(&mut game, S1, "bid 2");
    let _ = events(&mut game, S2, "pass");
    let ev = events(&mut game, S3, "pass");
    assert!(!ev.iter().any(|e| matches!(e, Event::Announced { .. })));
    assert_eq!(game.view(None).seats[0].hand, [HandCard::Hidden]);
    assert_eq!(
        game.view(Some(S1)).seats[0].hand,
        [HandCard::Known(card("church9"))]
    );
}

#[test]
fn g7_the_type_is_announced_when_the_bidding_comes_back() {
    let mut game = game(&THREE, "", "leftcorner4", "1", "");
    let _ = events(&mut game, S1, "auction down");
    let _ = events(&mut game, S1, "bid 2");
    let ev = events(&mut game, S2, "bid 3");
    assert!(ev.iter().all(|e| !matches!(e, Event::Announced { .. })));
    let ev = events(&mut game, S3, "pass");
    assert!(ev.contains(&Event::Announced {
        seat: S1,
        kind: Kind::LeftCorner
    }));
    let view = game.view(Some(S3)).bidding.unwrap();
    assert_eq!((view.kind, view.card), (Some(Kind::LeftCorner), None));
}

#[test]
fn g14_bidding_goes_round_skipping_those_who_passed() {
    let mut game = game(&["A", "B", "C", "D"], "church9", "", "1", "");
    let _ = events(&mut game, S1, "auction up 1");
    assert_eq!(game.to_act().single(), Some(S2));
    let _ = events(&mut game, S2, "pass");
    let _ = events(&mut game, S3, "bid 2");
    let _ = events(&mut game, Seat::from_index(3), "pass");
    assert_eq!(
        game.to_act().single(),
        Some(S1),
        "the opener is asked in turn"
    );
    let (rule, message) = {
        let mut copy = game.clone();
        let e = play::play_line(&mut copy, S1, "bid 2").unwrap_err();
        (e.rule().unwrap(), e.describe(&[]))
    };
    assert_eq!(rule, g(14));
    assert!(message.contains("above 2"), "{message}");
    let ev = events(&mut game, S1, "pass");
    // Only C is left: the highest bidder is never asked; C wins.
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Took { seat, bid: 2, .. } if *seat == S3))
    );
    let (rule, _) = refused(&TWO, "", "", "1", "1: auction up 1000\n");
    assert_eq!(rule, g(14), "bids are 1 to 999");
}

#[test]
fn g15_the_card_goes_down_the_bids_then_under_the_smaller_pile() {
    // Ann 10+1 bids 2, Ben (10) bids 30: insolvent; Ann takes it at 2.
    let mut game = game(&TWO, "church9", "", "1", "");
    let _ = events(&mut game, S1, "auction up 2");
    let _ = events(&mut game, S2, "bid 30");
    let ev = events(&mut game, S1, "pass");
    assert!(ev.contains(&Event::Insolvent { seat: S2, bid: 30 }));
    assert!(ev.contains(&Event::Took {
        seat: S1,
        bid: 2,
        to_opener: 0,
        card: Some(card("church9"))
    }));
    assert_eq!(
        game.purse(S2),
        income(&ev, S2),
        "the insolvent's purse went to the bank before his turn"
    );
    // Nobody can pay: under the smaller pile (tie: the one it came from).
    let mut none = self::game(&TWO, "church9", "", "1", "");
    let _ = events(&mut none, S1, "auction up 40");
    let ev = events(&mut none, S2, "pass");
    assert!(ev.contains(&Event::Returned {
        pile: Pile::Up,
        card: Some(card("church9"))
    }));
    assert_eq!(
        none.pile(Pile::Up).first().map(|c| c.card()),
        Some(card("church9"))
    );
}

/// The bids listed to a seat stop at its own purse: they tell it nothing
/// of another's (a richer opener does not lengthen the list), and a higher
/// bid is still legal, a bluff.
#[test]
fn the_bids_listed_depend_on_the_bidders_purse_alone() {
    let bids = |opener_roll: &str| {
        let mut game = game(&["A", "B", "C"], "church9", "", opener_roll, "");
        let _ = events(&mut game, S1, "auction up 1");
        assert_eq!(game.to_act().single(), Some(S2));
        let mut legal = Vec::new();
        game.legal_actions(S2, &mut legal);
        let listed: Vec<String> = legal.iter().map(GrandsBatisseurs::format_action).collect();
        (game, listed)
    };
    // The opener holds 11 or 15 thalers; the bidder 10 either way.
    let (poor, listed) = bids("1");
    let (rich, same) = bids("5");
    assert!(rich.purse(S1) > poor.purse(S1));
    assert_eq!(listed, same);
    assert_eq!(listed.last().map(String::as_str), Some("pass"));
    assert_eq!(listed[listed.len() - 2], "bid 10", "{listed:?}");
    let mut bluff = rich.clone();
    assert!(
        play::play_line(&mut bluff, S2, "bid 30").is_ok(),
        "a bluff is legal"
    );
}
