//! Les Grands Bâtisseurs, rule by rule (`shared/rules/grands-batisseurs.md`):
//! each test is named by the rule it checks. Positions are reached by play,
//! from records that fix the piles and the die (G21). Each file of
//! `grands_batisseurs_rules/` holds a part of the rules; here are the
//! helpers they share.

mod auctions;
mod building;
mod ending;
mod sabotage;
mod turns;

use keystone_engine::grands_batisseurs::{Card, CardId, Event, GrandsBatisseurs};
use keystone_engine::play;
use keystone_engine::{Record, Rule, Seat};

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
