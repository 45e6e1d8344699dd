//! Sabotage with a stone: a building of a city (G9), the owner paying or
//! refusing, and a hand of five (G10).

use keystone_engine::grands_batisseurs::{Event, GrandsBatisseurs, Phase, Pile};
use keystone_engine::play;
use keystone_engine::{Game, Record};

use super::{S1, S2, TWO, card, events, g, game, record};

/// Ann holds a stone and Ben a city of three (gate1, church5, gate2),
/// having opened his auctions at `bid`; Ann's turn to build or sabotage,
/// the die's next face `face`.
fn sabotage_ready(face: &str, bid: u32) -> GrandsBatisseurs {
    let up = "church4 gate1 tower3 church5 townhall5 gate2";
    let lines = format!(
        "1: auction up 1\n2: pass\n2: auction up {bid}\n1: pass\n1: auction up 1\n2: pass\n\
         2: auction up {bid}\n1: pass\n1: auction up 1\n2: pass\n1: done\n\
         2: auction up {bid}\n1: pass\n2: build gate1 left; church5 right; gate2 right\n\
         1: auction up 1\n2: pass\n"
    );
    game(&TWO, up, "", &format!("1 1 S 1 1 1 1 {face}"), &lines)
}

#[test]
fn g9_sabotaging_a_building() {
    let game = sabotage_ready("S", 1);
    assert_eq!(game.phase(), &Phase::Build);
    assert_eq!(game.stones(S1), 1);
    // S: destroyed; it goes under the smaller pile, a breach stays.
    let mut s = game.clone();
    let ev = events(&mut s, S1, "sabotage 2 2");
    assert!(ev.iter().any(
        |e| matches!(e, Event::Destroyed { card: c, from_hand: false, .. } if *c == card("church5"))
    ));
    assert_eq!(s.city(S2).positions().len(), 3, "a breach in the middle");
    assert_eq!(s.reserve(), 5, "the stone returns");
    // 1-2: nothing.
    let mut one = sabotage_ready("2", 1);
    let _ = events(&mut one, S1, "sabotage 2 2");
    assert_eq!(one.city(S2).built().count(), 3);
    // 3-5: the owner pays the value to keep it, or refuses.
    let mut three = sabotage_ready("4", 1);
    let ev = events(&mut three, S1, "sabotage 2 2");
    assert!(ev.contains(&Event::OwnerAsked {
        seat: S2,
        card: card("church5")
    }));
    assert_eq!(three.to_act().single(), Some(S2), "the owner answers");
    let mut pays = three.clone();
    let ann = pays.purse(S1);
    let ev = events(&mut pays, S2, "pay");
    assert!(ev.contains(&Event::Paid {
        seat: S2,
        to: S1,
        amount: 5
    }));
    assert_eq!(pays.purse(S1), ann + 5);
    assert_eq!(pays.city(S2).built().count(), 3);
    let _ = events(&mut three, S2, "refuse");
    assert_eq!(three.city(S2).built().count(), 2);
    // Nobody attacks themself; a position must hold a card.
    let mut copy = game.clone();
    let e = play::play_line(&mut copy, S1, "sabotage 1 1").unwrap_err();
    assert_eq!(e.rule(), Some(g(8)));
    let e = play::play_line(&mut copy, S1, "sabotage 2 7").unwrap_err();
    assert_eq!(e.rule(), Some(g(8)));
    assert_eq!(copy, game, "refusals change nothing");
}

#[test]
fn g9_an_owner_who_cannot_pay_refuses() {
    let mut game = sabotage_ready("5", 4);
    assert!(
        game.purse(S2) < 5,
        "Ben spent his money: {}",
        game.purse(S2)
    );
    let ev = events(&mut game, S1, "sabotage 2 2");
    assert!(ev.contains(&Event::CannotPay { seat: S2 }));
    assert_eq!(game.city(S2).built().count(), 2);
}

/// Ann holds a stone, Ben five cards he did not build; Ann's turn to
/// build or sabotage. `headers` are added to the record.
fn hand_of_five(
    headers: &str,
    last: &str,
) -> Result<GrandsBatisseurs, keystone_engine::ReplayError> {
    let lines = "1: auction up 1\n2: bid 2\n1: pass\n2: auction up 1\n1: pass\n\
                 1: auction up 1\n2: bid 2\n1: pass\n2: auction up 1\n1: pass\n2: done\n\
                 1: auction up 1\n2: bid 2\n1: pass\n";
    let text = record(
        &TWO,
        "church4 gate1 tower3 church5 townhall5",
        "",
        "S 1 1 1 1",
        lines,
    )
    .replace("rolls:", &format!("{headers}rolls:"));
    play::replay(&Record::parse(&format!("{text}{last}")).unwrap())
}

#[test]
fn g10_sabotaging_a_hand_of_five() {
    let game = hand_of_five("picks: church5\n", "").unwrap();
    assert_eq!(game.hand(S2).len(), 5);
    let mut g10 = game.clone();
    let ev = events(&mut g10, S1, "sabotage 2 hand");
    assert!(ev.contains(&Event::Destroyed {
        seat: S2,
        card: card("church5"),
        from_hand: true,
        pile: Pile::Up
    }));
    assert_eq!(g10.hand(S2).len(), 4);
    let bottom = g10.pile(Pile::Up)[0];
    assert_eq!(bottom.card(), card("church5"));
    assert!(g10.knowledge().is_public(bottom), "shown to all");
    // The record's pick must be in that hand (G21); unfixed, the seed draws.
    let error = hand_of_five("picks: church9\n", "1: sabotage 2 hand\n").unwrap_err();
    assert_eq!(error.rule, Some(g(21)));
    let mut seeded = hand_of_five("", "").unwrap();
    let ev = events(&mut seeded, S1, "sabotage 2 hand");
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::Destroyed {
            from_hand: true,
            ..
        }
    )));
    // A hand under five is out of reach; a pile is named only when equal.
    let mut copy = game.clone();
    let e = play::play_line(&mut copy, S1, "sabotage 2 hand up").unwrap_err();
    assert_eq!(e.rule(), Some(g(9)));
    assert!(e.describe(&[]).contains("smaller pile"));
    // Ben's turn begins with his auction: no sabotage then.
    let e = play::play_line(&mut g10, S2, "sabotage 1 hand").unwrap_err();
    assert_eq!(e.rule(), Some(g(7)));
    assert!(
        e.describe(&[]).contains("auction up"),
        "{}",
        e.describe(&[])
    );
}
