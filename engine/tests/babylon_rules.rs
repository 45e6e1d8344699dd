//! Babylon, rule by rule (`shared/rules/babylon.md`): each test is named
//! by the rule it checks, and both worked examples of the page are played
//! or scored here. Positions are reached by play, from records that fix
//! the decks and the green rolls (Y42). Each file of `babylon_rules/`
//! holds a part of the page; here are the helpers they share.

mod components;
mod end_and_solo;
mod rounds;
mod setup;
mod worked_examples;
mod writing;

use keystone_engine::babylon::{Babylon, Cell, Cells};
use keystone_engine::play;
use keystone_engine::{Game, Record, Rule, Seat};

const S1: Seat = Seat::from_index(0);
const S2: Seat = Seat::from_index(1);
const S3: Seat = Seat::from_index(2);

/// The worked example's deck: 14 and 3 removed, round 1 shows 7 (L).
const DECK: &str = "deck: 14 3 7 12 1 9 5 2 10 6 13 4 8 11\n";
const PENALTIES: &str = "penalties: 17 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 18\n";

fn record(seats: &[&str], headers: &str, lines: &str) -> String {
    format!(
        "game: babylon\nmanifest: 1\nseats: {}\nfirst: 1\nseed: 42\n{headers}{lines}",
        seats.join(" | ")
    )
}

/// The game a record reaches.
fn game(seats: &[&str], headers: &str, lines: &str) -> Babylon {
    let text = record(seats, headers, lines);
    play::replay(&Record::parse(&text).unwrap()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn two(lines: &str) -> Babylon {
    game(&["Alice", "Bob"], DECK, lines)
}

fn solo(headers: &str, lines: &str) -> Babylon {
    game(
        &["Ann"],
        &format!("mode: normal\n{DECK}{PENALTIES}{headers}"),
        lines,
    )
}

/// Plays `line` for `seat`, which must succeed.
fn play(game: &mut Babylon, seat: Seat, line: &str) {
    if let Err(e) = play::play_line(game, seat, line) {
        panic!("{line}: {e}");
    }
}

/// The rule `line` breaks for `seat`; the game is unchanged.
fn refused(game: &Babylon, seat: Seat, line: &str) -> (Rule, String) {
    let mut copy = game.clone();
    let error =
        play::play_line(&mut copy, seat, line).expect_err(&format!("{line} should be refused"));
    assert!(&copy == game, "a refused {line} changed the game");
    (error.rule().expect("a rule is cited"), error.describe(&[]))
}

fn y(n: u8) -> Rule {
    Rule::new('Y', n)
}

fn cell(text: &str) -> Cell {
    text.parse().unwrap()
}

fn cells(text: &str) -> Cells {
    Cells::of(text.split_whitespace().map(cell))
}

/// The worked example's round up to the end of the draft: Alice placed
/// 7a and took the Pond space's wood; Bob holds 6 4 3 1, Alice 5 2 6 5.
const OPENING: &str = "1: tile 7a ship worker stone art
1: bonus river wood
2: take 6
1: take 5
2: take 4
1: take 2
2: take 3
1: take 6
2: take 1
1: take 5
";

fn dice(game: &Babylon, seat: Seat) -> Vec<u8> {
    game.player(seat)
        .turn
        .dice
        .iter()
        .filter(|d| !d.spent)
        .map(|d| d.value)
        .collect()
}

/// After the worked example's draft, Alice to write (worker, ship, stone,
/// art covered; she holds 5 2 6 5).
fn alice_writes() -> Babylon {
    two(OPENING)
}

/// Plays `game` with the defaults (Y44) until `until` holds.
fn run_defaults(game: &mut Babylon, until: impl Fn(&Babylon) -> bool) {
    while !until(game) {
        let seat = game.to_act().iter().next().expect("someone acts");
        let action = game.default_action(seat).expect("a default");
        game.apply(seat, &action).unwrap();
    }
}
