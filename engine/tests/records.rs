//! Game records: the committed examples replay, records round-trip, and a
//! bad record is refused with its line and rule.

use keystone_engine::basilica::{Basilica, End};
use keystone_engine::play::{random_action, record_of, replay, setup};
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng, Record, Seat, Seating, snapshot};

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
            &Seating {
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

/// A random Basilica game of `actions` actions from `seed`, with its log.
fn random_game(seed: u64, actions: usize) -> (Basilica, Basilica, Vec<(Seat, String)>) {
    let table = Seating {
        seats: 2,
        first: None,
        seed,
    };
    let start = Basilica::new(&table, &Default::default()).unwrap();
    let mut game = start.clone();
    let mut rng = GameRng::new(seed ^ 0xF00D, Stream::Play);
    let (mut buffer, mut log) = (Vec::new(), Vec::new());
    while log.len() < actions {
        let Some((seat, action)) = random_action(&game, &mut rng, &mut buffer) else {
            break;
        };
        game.apply(seat, &action).unwrap();
        log.push((seat, action.to_string()));
    }
    (start, game, log)
}

#[test]
fn a_record_in_progress_replays_everything_seen_and_nothing_hidden() {
    let names = ["Alice".to_owned(), "Bob".to_owned()];
    let mut differs = 0;
    // Past the first reshuffle too (a game lasts ~90 actions).
    for (seed, actions) in [(1, 10), (2, 40), (3, 70), (4, 85), (5, 60)] {
        let (_, game, log) = random_game(seed, actions);
        let public = keystone_engine::play::public_record_of(&game, &names, &log);
        let text = public.to_text();
        assert!(!text.contains("seed:"), "{text}");
        assert!(!text.contains("deck:"), "{text}");
        assert!(text.contains("drawn: "), "{text}");
        // Under any seed it reaches what both seats see now…
        for other in [0, 99, u64::MAX] {
            let mut record = Record::parse(&text).unwrap();
            record.seed = Some(other);
            let again: Basilica = replay(&record).unwrap();
            for seat in [None, Some(Seat::from_index(0)), Some(Seat::from_index(1))] {
                assert_eq!(again.view(seat), game.view(seat), "seed {seed}, {other}");
            }
            // …and it says nothing of the rest: the next draws differ.
            let mut next = game.clone();
            let mut next_again = again.clone();
            let mut rng = GameRng::new(7, Stream::Play);
            let mut buffer = Vec::new();
            for _ in 0..12 {
                let Some((seat, action)) = random_action(&next, &mut rng, &mut buffer) else {
                    break;
                };
                next.apply(seat, &action).unwrap();
                if next_again.apply(seat, &action).is_err() {
                    break;
                }
            }
            differs += usize::from(next.view(None) != next_again.view(None));
        }
    }
    assert!(differs >= 10, "the future is drawn anew: {differs} of 15");
}

#[test]
fn drawn_tiles_are_taken_out_of_the_pile_when_their_draw_comes() {
    let (start, game, log) = random_game(11, 30);
    let mut record = record_of(&start, &["A".into(), "B".into()], &log);
    record.headers = vec![keystone_engine::record::Header {
        key: "drawn".into(),
        value: Basilica::options_to_headers(&game.revealed())
            .into_iter()
            .find(|(k, _)| k == "drawn")
            .unwrap()
            .1,
        line: 0,
    }];
    record.seed = Some(12345);
    let replayed: Basilica = replay(&record).unwrap();
    assert_eq!(replayed.view(None), game.view(None));
    assert_eq!(replayed.revealed(), game.revealed());
    // Draws fixed beyond those made stay hidden from a search.
    let mut ahead = record.clone();
    ahead.actions.truncate(5);
    let early: Basilica = replay(&ahead).unwrap();
    let sampled = early.sample_hidden(Seat::from_index(0), &mut GameRng::new(1, Stream::Play));
    assert_eq!(sampled.options(), &early.revealed());
    assert!(early.options().drawn.len() > early.revealed().drawn.len());
}

#[test]
fn a_player_who_leaves_basilica_resigns() {
    let (_, mut game, _) = random_game(21, 7);
    let leaver = game.to_act().single().unwrap();
    let mut events = Vec::new();
    game.leave(leaver, &mut events).unwrap();
    assert_eq!(game.end(), Some(End::Left(leaver)));
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winner(), Some(leaver.next(2)));
    assert_eq!(outcome.left, [leaver]);
    assert!(game.to_act().is_empty());
    assert!(game.leave(leaver.next(2), &mut events).is_err());
    // A record says it as `<seat>: leave`, and replays it.
    let record = Record::parse(&format!("{HEAD}2: leave\n")).unwrap();
    let left: Basilica = replay(&record).unwrap();
    assert_eq!(left.outcome().unwrap().winner(), Some(Seat::from_index(0)));
}

#[test]
fn many_headers_are_refused_at_the_limit_without_reading_them_all() {
    // 52,000 headers in 256 KiB once cost seconds (a quadratic check);
    // the parser now stops at the first header past the limit.
    let mut text = String::from("game: basilica\nseats: A | B\nseed: 1\n");
    let mut n = 0;
    while text.len() < 256 * 1024 {
        text.push_str(&format!("h{n}:\n"));
        n += 1;
    }
    assert!(n > 30_000, "{n}");
    let error = Record::parse(&text).unwrap_err();
    assert_eq!(error.line, keystone_engine::record::MAX_HEADERS + 1);
}
