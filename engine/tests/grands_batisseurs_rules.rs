//! Les Grands Bâtisseurs, rule by rule (`shared/rules/grands-batisseurs.md`):
//! each test is named by the rule it checks. Positions are reached by play,
//! from records that fix the piles and the die (G21).

use keystone_engine::grands_batisseurs::{
    Action, Card, CardId, City, Event, Face, GrandsBatisseurs, HandCard, Kind, Phase, Pile, Place,
    city,
};
use keystone_engine::play::{self, LEAVE};
use keystone_engine::{Game, Record, Rule, Seat, Seating};

const S1: Seat = Seat::from_index(0);
const S2: Seat = Seat::from_index(1);
const S3: Seat = Seat::from_index(2);

fn card(name: &str) -> Card {
    name.parse().unwrap_or_else(|()| panic!("no card {name}"))
}

/// The `up` and `down` headers: the named cards on top, in order, the rest
/// of the 40 in canonical order below.
fn piles(up: &str, down: &str) -> String {
    let mut rest: Vec<Card> = CardId::all().map(CardId::card).collect();
    let mut take = |names: &str| -> Vec<Card> {
        let mut pile: Vec<Card> = names
            .split_whitespace()
            .map(|n| {
                let c = card(n);
                let at = rest.iter().position(|&r| r == c).expect("card left");
                rest.remove(at)
            })
            .collect();
        pile.truncate(20);
        pile
    };
    let mut up = take(up);
    let mut down = take(down);
    while up.len() < 20 {
        up.push(rest.remove(0));
    }
    while down.len() < 20 {
        down.push(rest.remove(0));
    }
    let words = |p: &[Card]| p.iter().map(Card::to_string).collect::<Vec<_>>().join(" ");
    format!("up: {}\ndown: {}\n", words(&up), words(&down))
}

fn record(seats: &[&str], up: &str, down: &str, rolls: &str, lines: &str) -> String {
    format!(
        "game: grands-batisseurs\nmanifest: 1\nseats: {}\nfirst: 1\nseed: 7\n{}rolls: {rolls}\n{lines}",
        seats.join(" | "),
        piles(up, down),
    )
}

/// The game a record reaches.
fn game(seats: &[&str], up: &str, down: &str, rolls: &str, lines: &str) -> GrandsBatisseurs {
    let text = record(seats, up, down, rolls, lines);
    play::replay(&Record::parse(&text).unwrap()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The rule and message of the record's refused last line.
fn refused(seats: &[&str], up: &str, down: &str, rolls: &str, lines: &str) -> (Rule, String) {
    let text = record(seats, up, down, rolls, lines);
    let error = play::replay::<GrandsBatisseurs>(&Record::parse(&text).unwrap())
        .expect_err("the last line is refused");
    (error.rule.expect("a rule"), error.message)
}

fn g(number: u8) -> Rule {
    Rule::new('G', number)
}

fn events(game: &mut GrandsBatisseurs, seat: Seat, line: &str) -> Vec<Event> {
    play::play_line_recorded(game, seat, line)
        .unwrap_or_else(|e| panic!("{line}: {}", e.describe(&[])))
        .events
}

/// What `seat`'s turn brought, if one began among `events`.
fn income(events: &[Event], seat: Seat) -> u32 {
    events
        .iter()
        .find_map(|e| match *e {
            Event::Funds {
                seat: s, thalers, ..
            } if s == seat => Some(thalers),
            _ => None,
        })
        .unwrap_or(0)
}

fn hand(game: &GrandsBatisseurs, seat: Seat) -> Vec<String> {
    game.hand(seat)
        .iter()
        .map(|c| c.card().to_string())
        .collect()
}

const TWO: [&str; 2] = ["Ann", "Ben"];
const THREE: [&str; 3] = ["Alice", "Bob", "Cleo"];

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

fn three_built(extra: &str) -> GrandsBatisseurs {
    // Ann buys church4, gate1, townhall5 (Ben passes each time, building
    // nothing), then builds them.
    let lines = format!(
        "1: auction up 1\n2: pass\n2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n\
         2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n1: build {extra}\n"
    );
    game(
        &TWO,
        "church4 tower3 gate1 tower4 townhall5 tower5",
        "",
        "1 1 1 1 1 1 1 1",
        &lines,
    )
}

#[test]
fn g8_a_first_build_lays_exactly_three_cards() {
    let game = three_built("church4 left; gate1 right; townhall5 right");
    let cards: Vec<String> = game
        .city(S1)
        .cards()
        .map(|c| c.unwrap().to_string())
        .collect();
    assert_eq!(cards, ["church4", "gate1", "townhall5"]);
    assert!(game.has_built(S1));
    let base = "1: auction up 1\n2: pass\n2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n\
         2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n";
    let up = "church4 tower3 gate1 tower4 townhall5 tower5";
    let (rule, message) = refused(
        &TWO,
        up,
        "",
        "1 1 1 1 1 1",
        &format!("{base}1: build church4 left; gate1 right\n"),
    );
    assert_eq!(rule, g(8));
    assert!(message.contains("exactly 3"), "{message}");
    let (rule, message) = refused(
        &TWO,
        up,
        "",
        "1 1 1 1 1 1",
        &format!("{base}1: build church4 left; townhall5 right; church4 right\n"),
    );
    assert_eq!(rule, g(8));
    assert!(message.contains("not in your hand"), "{message}");
}

#[test]
fn g8_no_two_buildings_of_one_type_side_by_side() {
    let base = "1: auction up 1\n2: pass\n2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n\
         2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n";
    let up = "church4 tower3 church5 tower4 townhall5 tower5";
    let (rule, message) = refused(
        &TWO,
        up,
        "",
        "1 1 1 1 1 1",
        &format!("{base}1: build church4 left; church5 right; townhall5 right\n"),
    );
    assert_eq!(rule, g(8));
    assert!(message.contains("beside church4"), "{message}");
    // Towers and corner towers are one type (G4).
    let mut c = City::default();
    let id = |n: &str| CardId::all().find(|c| c.card() == card(n)).unwrap();
    c.lay(id("tower3"), Place::Left, false).unwrap();
    assert!(c.lay(id("leftcorner2"), Place::Left, false).is_err());
    assert!(c.lay(id("rightcorner2"), Place::Right, false).is_err());
}

#[test]
fn g8_corner_towers_stand_at_their_end_one_before_the_final_round() {
    let id = |n: &str| CardId::all().find(|c| c.card() == card(n)).unwrap();
    let mut c = City::default();
    c.lay(id("church4"), Place::Left, false).unwrap();
    let rule_of = |e: keystone_engine::grands_batisseurs::IllegalAction| {
        keystone_engine::RuleError::rule(&e).unwrap()
    };
    assert_eq!(
        rule_of(
            c.clone()
                .lay(id("leftcorner2"), Place::Right, false)
                .unwrap_err()
        ),
        g(8)
    );
    c.lay(id("leftcorner2"), Place::Left, false).unwrap();
    // Its end is closed; a second corner waits for the final round.
    assert_eq!(
        rule_of(c.clone().lay(id("gate1"), Place::Left, false).unwrap_err()),
        g(16)
    );
    let second = c
        .clone()
        .lay(id("rightcorner3"), Place::Right, false)
        .unwrap_err();
    assert_eq!(rule_of(second.clone()), g(8));
    assert!(second.to_string().contains("final round"), "{second}");
    c.lay(id("rightcorner3"), Place::Right, true).unwrap();
    assert!(c.is_complete());
}

#[test]
fn g16_breaches_are_left_inside_and_filled_by_position() {
    let id = |n: &str| CardId::all().find(|c| c.card() == card(n)).unwrap();
    let mut c = City::default();
    for n in ["church4", "gate1", "townhall5", "gate2"] {
        c.lay(id(n), Place::Right, false).unwrap();
    }
    assert_eq!(c.remove(2).map(|c| c.card()), Some(card("gate1")));
    assert_eq!(c.positions().len(), 4, "a breach inside");
    assert!(c.positions()[1].is_none());
    // Removing an end takes the breaches now at that end with it.
    let mut end = c.clone();
    end.remove(1);
    assert_eq!(end.positions().len(), 2);
    assert_eq!(end.cards().next(), Some(Some(card("townhall5"))));
    // A breach takes a card differing in type from both sides; never a
    // corner tower.
    assert!(
        c.clone()
            .lay(id("church5"), Place::Breach(2), false)
            .is_err()
    );
    assert!(
        c.clone()
            .lay(id("leftcorner2"), Place::Breach(2), false)
            .is_err()
    );
    assert!(
        c.clone()
            .lay(id("church5"), Place::Breach(3), false)
            .is_err(),
        "not a breach"
    );
    c.lay(id("tower3"), Place::Breach(2), false).unwrap();
    assert!(c.positions().iter().all(Option::is_some));
}

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

#[test]
fn a_build_is_offered_once_for_each_row_it_leaves() {
    // Ann holds church4, gate1 and townhall5 and builds for the first time.
    let lines = "1: auction up 1\n2: pass\n2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n\
         2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n";
    let game = game(
        &TWO,
        "church4 tower3 gate1 tower4 townhall5 tower5",
        "",
        "1 1 1 1 1 1",
        lines,
    );
    let builds = |list: fn(&GrandsBatisseurs, Seat, &mut Vec<Action>)| {
        let mut out = Vec::new();
        list(&game, S1, &mut out);
        out.retain(|a| matches!(a, Action::Build(_)));
        out
    };
    let legal = builds(GrandsBatisseurs::legal_actions);
    let offered = builds(GrandsBatisseurs::offered_actions);
    let row = |action: &Action| {
        let mut after = game.clone();
        after.apply(S1, action).unwrap();
        after
            .city(S1)
            .cards()
            .map(|c| c.unwrap().to_string())
            .collect::<Vec<_>>()
    };
    let rows: std::collections::BTreeSet<_> = legal.iter().map(row).collect();
    let offered_rows: std::collections::BTreeSet<_> = offered.iter().map(row).collect();
    assert_eq!(offered.len(), rows.len(), "one build a row");
    assert_eq!(offered_rows, rows);
    assert!(
        legal.len() > offered.len(),
        "{} ways, {} rows",
        legal.len(),
        rows.len()
    );
    // Another order of the same row is still played as written.
    let other =
        GrandsBatisseurs::parse_action("build gate1 right; church4 left; townhall5 right", 0)
            .unwrap();
    assert!(legal.contains(&other) && !offered.contains(&other));
    assert_eq!(row(&other), ["church4", "gate1", "townhall5"]);
}
