//! The setup (G5), what a turn's roll brings (G6), a phase with nothing
//! possible skipped (G17), and the first seat and draws a record fixes
//! (G20-G21).

use keystone_engine::grands_batisseurs::{Event, Face, GrandsBatisseurs, Phase, Pile};
use keystone_engine::play;
use keystone_engine::{Game, Record, Seat, Seating};

use super::{S1, S2, S3, THREE, TWO, events, g, game, hand, record, refused};

#[test]
fn g5_two_piles_of_twenty_ten_thalers_and_five_stones() {
    for seats in 2..=4 {
        let table = Seating {
            seats,
            first: None,
            seed: 11,
        };
        let game = GrandsBatisseurs::new(&table, &Default::default()).unwrap();
        assert_eq!(game.pile(Pile::Up).len(), 20);
        assert_eq!(game.pile(Pile::Down).len(), 20);
        assert_eq!(game.reserve() + game.stones(game.active()), 5);
        for seat in Seat::all(seats) {
            assert!(game.hand(seat).is_empty());
            let income = if seat == game.active() {
                match game.last_roll() {
                    Some(Face::Pips(n)) => u32::from(n),
                    _ => 0,
                }
            } else {
                0
            };
            assert_eq!(game.purse(seat), 10 + income, "G5: 10 thalers each");
        }
    }
    assert!(
        GrandsBatisseurs::new(
            &Seating {
                seats: 5,
                first: None,
                seed: 1
            },
            &Default::default()
        )
        .is_err()
    );
}

/// Every `Funds` event of a record, in order.
fn funds(text: &str) -> Vec<(Seat, u32)> {
    let rec = Record::parse(text).unwrap();
    let mut game: GrandsBatisseurs = play::setup(&rec).unwrap();
    let mut out = Vec::new();
    for line in &rec.actions {
        for event in play::play_line_recorded(&mut game, line.seat, &line.text)
            .unwrap_or_else(|e| panic!("{}: {}", line.text, e.describe(&[])))
            .events
        {
            if let Event::Funds { seat, thalers, .. } = event {
                out.push((seat, thalers));
            }
        }
    }
    out
}

#[test]
fn g6_funds_a_roll_the_gates_and_a_stone() {
    // Ann builds a gate of 1 (two coins); her next roll of 3 brings 5.
    let lines = "1: auction up 1\n2: pass\n2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n\
                 2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n\
                 1: build gate1 left; church4 right; townhall5 right\n\
                 2: auction up 1\n1: pass\n2: done\n";
    let text = record(
        &TWO,
        "gate1 tower3 church4 tower4 townhall5 tower5",
        "",
        "1 1 1 1 1 1 3",
        lines,
    );
    assert_eq!(
        funds(&text).last(),
        Some(&(S1, 5)),
        "G6: 3 thalers and 2 for the gate of 1"
    );
    // S: a stone from the reserve, no thaler.
    let s = game(&TWO, "", "", "S", "");
    assert_eq!(s.stones(S1), 1);
    assert_eq!(s.reserve(), 4);
    assert_eq!(s.purse(S1), 10);
}

#[test]
fn g6_an_empty_reserve_takes_from_the_one_holder_or_asks_which() {
    // Five saboteurs empty the reserve (Ann 3, Ben 2); Ben's sixth takes
    // one from Ann, the only other holder.
    let lines = "1: auction up 1\n2: pass\n2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n\
                 2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n1: done\n";
    let two = game(&TWO, "", "", "S S S S S S", lines);
    assert_eq!(two.reserve(), 0);
    assert_eq!(two.active(), S2);
    assert_eq!((two.stones(S1), two.stones(S2)), (2, 3));
    // With two other holders the roller names one (G6): `steal`.
    let lines = "1: auction up 1\n2: pass\n3: pass\n2: auction up 1\n3: pass\n1: pass\n\
                 3: auction up 1\n1: pass\n2: pass\n1: auction up 1\n2: pass\n3: pass\n\
                 2: auction up 1\n3: pass\n1: pass\n";
    let mut three = game(&THREE, "", "", "S S S S S S", lines);
    assert_eq!(three.reserve(), 0);
    assert_eq!(three.phase(), &Phase::Steal, "two others hold stones");
    let (rule, _) = refused(
        &THREE,
        "",
        "",
        "S S S S S S",
        &format!("{lines}3: steal 3\n"),
    );
    assert_eq!(rule, g(6), "not from oneself");
    let _ = events(&mut three, S3, "steal 1");
    assert_eq!((three.stones(S1), three.stones(S3)), (1, 2));
    assert_eq!(three.phase(), &Phase::Auction);
}

#[test]
fn g17_a_phase_with_nothing_possible_is_skipped() {
    let mut game = game(&TWO, "church9", "", "1 1", "");
    let _ = events(&mut game, S1, "auction up 1");
    let ev = events(&mut game, S2, "pass");
    assert!(
        ev.contains(&Event::Skipped { seat: S1 }),
        "one card, no stone"
    );
    assert_eq!(game.active(), S2);
}

#[test]
fn g5_g20_a_record_naming_no_first_seat_draws_it_from_the_seed() {
    let mut seconds = 0;
    for seed in 0..16 {
        let text =
            format!("game: grands-batisseurs\nmanifest: 1\nseats: Ann | Ben\nseed: {seed}\n");
        let replayed: GrandsBatisseurs = play::replay(&Record::parse(&text).unwrap()).unwrap();
        let table = Seating {
            seats: 2,
            first: None,
            seed,
        };
        let new = GrandsBatisseurs::new(&table, &Default::default()).unwrap();
        assert_eq!(replayed, new, "seed {seed}: as a new game");
        seconds += usize::from(replayed.active() == S2);
    }
    assert!(
        (1..16).contains(&seconds),
        "{seconds} of 16 began with seat 2"
    );
}

#[test]
fn g20_g21_the_same_draws_replay_the_same_game_and_bad_headers_are_refused() {
    let text = record(
        &TWO,
        "church9",
        "gate1",
        "4 S 2",
        "1: auction up 3\n2: pass\n",
    );
    let a: GrandsBatisseurs = play::replay(&Record::parse(&text).unwrap()).unwrap();
    let b: GrandsBatisseurs = play::replay(&Record::parse(&text).unwrap()).unwrap();
    assert_eq!(a, b);
    assert_eq!(hand(&a, S1), ["church9"]);
    let bad = |from: &str, to: &str| {
        let broken = text.replacen(from, to, 1);
        play::replay::<GrandsBatisseurs>(&Record::parse(&broken).unwrap())
            .expect_err("refused")
            .message
    };
    assert!(bad("rolls: 4", "rolls: 7").contains("die face"));
    assert!(bad("up: church9", "up: church9 church9").contains("40 cards"));
    assert!(bad("manifest: 1", "manifest: 2").contains("manifest"));
    let without_down: String = text
        .lines()
        .filter(|l| !l.starts_with("down:"))
        .map(|l| format!("{l}\n"))
        .collect();
    let e = play::replay::<GrandsBatisseurs>(&Record::parse(&without_down).unwrap()).unwrap_err();
    assert!(e.message.contains("together"), "{}", e.message);
}
