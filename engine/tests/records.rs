//! Game records: the committed examples replay, records round-trip, and a
//! bad record is refused with its line and rule.

use keystone_engine::basilica::{Basilica, End};
use keystone_engine::play::{random_action, record_of, replay, setup};
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng, Record, Seat, Table, snapshot};

const FULL_GAME: &str = include_str!("../../examples/basilica-full-game.txt");
const PAID_ORDERS: &str = include_str!("../../examples/basilica-paid-orders.txt");
const FIRST_SCORING: &str = include_str!("../../examples/basilica-first-scoring.txt");

fn replayed(text: &str) -> Basilica {
    replay(&Record::parse(text).unwrap()).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_full_game_example_ends() {
    let game = replayed(FULL_GAME);
    assert_eq!(game.end(), Some(End::PileExhausted));
    assert_eq!(game.scores(), [52, 37]);
    assert_eq!(game.outcome().unwrap().winner(), Some(Seat::from_index(0)));
}

#[test]
fn the_paid_orders_example() {
    let game = replayed(PAID_ORDERS);
    let coins = [0, 1].map(|i| game.player(Seat::from_index(i)).coins);
    assert_eq!(coins, [1, 1], "Bob paid Alice, then Alice paid Bob");
    let c1 = game.cathedral().builder("c1".parse().unwrap()).unwrap();
    assert_eq!(
        c1.owner,
        Seat::from_index(0),
        "Alice chose her own confusion move"
    );
}

#[test]
fn the_first_scoring_example() {
    let game = replayed(FIRST_SCORING);
    assert_eq!(
        (game.scorings(), game.scores(), game.active()),
        (1, vec![5, 3], Seat::from_index(1))
    );
}

#[test]
fn records_round_trip_through_text_and_replay() {
    for seed in 0..50 {
        let mut game = Basilica::new(
            &Table {
                seats: 2,
                first: None,
                seed,
            },
            &Default::default(),
        )
        .unwrap();
        let start = game.clone();
        let mut rng = GameRng::new(seed, Stream::Play);
        let mut buffer = Vec::new();
        let mut log = Vec::new();
        while let Some((seat, action)) = random_action(&game, &mut rng, &mut buffer) {
            game.apply(seat, &action).unwrap();
            log.push((seat, action.to_string()));
        }
        let names = ["Zoë | #1".to_owned(), "Łukasz 🏰".to_owned()];
        let text = record_of(&start, &names, &log).to_text();
        let record = Record::parse(&text).unwrap();
        assert_eq!(record.to_text(), text, "writing is stable");
        let back: Basilica = replay(&record).unwrap();
        assert_eq!(
            snapshot::save(&back),
            snapshot::save(&game),
            "seed {seed}: byte for byte"
        );
    }
}

#[test]
fn a_fixed_deck_round_trips() {
    let record = Record::parse(PAID_ORDERS).unwrap();
    let game: Basilica = setup(&record).unwrap();
    let text = record_of(&game, &record.seats, &[]).to_text();
    assert!(text.contains(&format!("deck: {}", record.headers[1].value)));
    assert_eq!(
        setup::<Basilica>(&Record::parse(&text).unwrap()).unwrap(),
        game
    );
}

fn replay_error(text: &str) -> (usize, Option<String>, String) {
    let e = Record::parse(text)
        .map_err(|e| (e.line, None, e.message))
        .and_then(|r| {
            replay::<Basilica>(&r)
                .map(|_| unreachable!())
                .map_err(|e| (e.line, e.rule.map(|r| r.to_string()), e.message))
        });
    e.unwrap_err()
}

const HEAD: &str = "game: basilica\nseats: Alice | Bob\nseed: 1\ndeck: 1 2 3 41 44 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 42 43 45 46 47 48 49 50 51 52 53 54 55 56 57 58\n";

#[test]
fn an_illegal_line_names_its_line_and_rule() {
    let (line, rule, message) = replay_error(&format!("{HEAD}1: V1 a1\n1: V2 b1\n"));
    assert_eq!(
        (line, rule.as_deref(), message.as_str()),
        (6, Some("B15"), "a joker cannot touch the joker at a1 (B15)")
    );
    let (line, _, message) = replay_error(&format!("{HEAD}1: V1 a1\n2: V2 c1\n"));
    assert_eq!((line, message.as_str()), (6, "it is Alice's turn"));
    let (line, rule, message) = replay_error(&format!("{HEAD}\n1: V1 a1; V9 b1\n"));
    assert_eq!((line, rule), (6, None));
    assert!(message.contains("\"V9\""), "{message}");
}

#[test]
fn bad_headers_are_refused() {
    let deck_line = HEAD.lines().nth(3).unwrap();
    let cases = [
        (
            HEAD.replace("seats: Alice | Bob", "seats: A | B | C"),
            "Basilica is for 2 players, not 3",
        ),
        (HEAD.replace(" 58\n", "\n"), "missing: 58"),
        (HEAD.replace(" 58\n", " 57\n"), "tile 57 appears twice"),
        (HEAD.replace(" 58\n", " 99\n"), "\"99\" is not a tile id"),
        (
            format!("{HEAD}manifest: 2\n"),
            "this build knows tile manifest 1",
        ),
        (format!("{HEAD}colour: red\n"), "unknown header \"colour\""),
        (
            "game: cardinal\nseats: A | B\nseed: 1\n".to_owned(),
            "this is a record of cardinal, not basilica",
        ),
    ];
    for (text, expected) in cases {
        let (_, _, message) = replay_error(&text);
        assert!(message.contains(expected), "{message} / {expected}");
    }
    let (line, _, _) = replay_error(&HEAD.replace(deck_line, "deck: 1 2"));
    assert_eq!(line, 4);
}
