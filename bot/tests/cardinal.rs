//! Cardinal for three and four through the service layer: invitations to
//! several players, the game starting once all accepted, every turn played
//! from the moves the service offers, passes announced, the mention going
//! to the next seat, and the end.

use crate::common;

use std::sync::Arc;

use common::{ALICE, BOB, CAROL, EVE, HERE, refused};
use keystone_bot::service::{NewGame, Reply, Service, SystemClock};
use keystone_data::{GameStatus, MemoryStore, Store};

const DAN: u64 = 1004;

fn cardinal(opponents: &[u64]) -> NewGame {
    common::cardinal(opponents, Some(21), None)
}

/// Plays the game to its end, each seat taking one of the moves the
/// service offers it (which one follows `pick` and the turn); returns
/// every reply.
fn play_out(service: &Service, store: &MemoryStore, players: &[u64], pick: usize) -> Vec<Reply> {
    let mut replies = Vec::new();
    for turn in 0..40 {
        let Some(record) = store.get(HERE).unwrap() else {
            break;
        };
        if record.status != GameStatus::Active {
            break;
        }
        let seat = record.to_act[0];
        let player = players[seat.index()];
        let moves = service.moves(HERE, player).unwrap();
        assert!(!moves.is_empty(), "seat {seat} must build but has no move");
        // Someone else may not play now.
        let other = players[seat.next(players.len()).index()];
        assert!(service.play(HERE, other, &moves[0].notation, None).is_err());
        let reply = service
            .play(
                HERE,
                player,
                &moves[(pick * 7919 + turn * 104_729) % moves.len()].notation,
                None,
            )
            .unwrap();
        if let Some(next) = store.get(HERE).unwrap()
            && next.status == GameStatus::Active
        {
            let to = players[next.to_act[0].index()];
            assert_eq!(reply.ping, vec![to], "the mention goes to the next seat");
        }
        replies.push(reply);
    }
    replies
}

fn service() -> (Arc<MemoryStore>, Service) {
    let store = Arc::new(MemoryStore::new());
    let service = Service::with_seeds(store.clone(), Arc::new(SystemClock), Box::new(|| 5));
    (store, service)
}

#[test]
fn four_players_accept_one_by_one_then_play_to_the_end() {
    let (store, service) = service();
    let players = [ALICE, BOB, CAROL, DAN];
    let invited = service.new_game(HERE, &cardinal(&players[1..])).unwrap();
    assert!(
        invited.text.contains("Bob, Carol and Eve"),
        "{}",
        invited.text
    );
    assert_eq!(invited.ping, vec![BOB, CAROL, DAN]);
    // Before everyone accepted nothing can be played.
    let partly = service.accept(HERE, CAROL, None).unwrap();
    assert!(
        partly.text.contains("Waiting for Bob and Eve"),
        "{}",
        partly.text
    );
    assert!(!partly.prompts.is_empty(), "fresh buttons for the others");
    assert!(
        refused(service.play(HERE, ALICE, "red house -1,0; cardinal 0,1; pawn blue", None))
            .contains("Bob and Eve")
    );
    assert!(refused(service.accept(HERE, CAROL, None)).contains("Only Bob and Eve"));
    assert!(refused(service.accept(HERE, EVE, None)).contains("Only"));
    service.accept(HERE, BOB, None).unwrap();
    let started = service.accept(HERE, DAN, None).unwrap();
    assert!(started.text.contains("Eve accepted"), "{}", started.text);
    assert_eq!(started.ping, vec![ALICE]);
    assert!(started.picture.is_some());

    let replies = play_out(&service, &store, &players, 0);
    let record = store.latest_archived(HERE).unwrap().unwrap();
    assert_eq!(record.status, GameStatus::Finished);
    let result = record.result.unwrap();
    assert_eq!(result.scores.len(), 4);
    let told: Vec<&str> = replies.iter().map(|r| r.text.as_str()).collect();
    assert!(
        told.last().unwrap().contains("the game is over (C12)"),
        "{told:?}"
    );
    assert!(told.iter().any(|t| t.contains("pawn")), "pawns are told");
    // Rated pairwise: the winner gains, someone loses, the total stays.
    let board = service.leaderboard(Some(5)).unwrap();
    assert!(
        board.text.contains("4 players, 1 finished game ("),
        "{}",
        board.text
    );
    let ratings: Vec<i64> = board
        .details
        .iter()
        .chain(std::iter::once(&board.text))
        .flat_map(|t| t.lines())
        .filter_map(|line| line.split(" — ").nth(1))
        .filter_map(|rest| rest.split_whitespace().next()?.parse().ok())
        .collect();
    assert_eq!(ratings.len(), 4, "{board:?}");
    assert!(ratings[0] > 1000 && ratings[3] < 1000, "{ratings:?}");
    let total: i64 = ratings.iter().sum();
    assert!((3998..=4002).contains(&total), "{ratings:?}");
}

#[test]
fn three_players_share_blue_and_passes_are_announced() {
    let (store, service) = service();
    let players = [ALICE, BOB, CAROL];
    let mut told = String::new();
    // A few games one after the other in the channel, playing different
    // moves, until one has a pass.
    for seed in 0..12 {
        service.new_game(HERE, &cardinal(&players[1..])).unwrap();
        service.accept(HERE, BOB, None).unwrap();
        service.accept(HERE, CAROL, None).unwrap();
        let status = service.status(HERE).unwrap().text;
        assert!(status.contains("Alice (red)"), "{status}");
        let replies = play_out(&service, &store, &players, seed as usize);
        let record = store.latest_archived(HERE).unwrap().unwrap();
        assert_eq!(record.status, GameStatus::Finished);
        assert_eq!(record.result.unwrap().scores.len(), 3);
        told = replies
            .iter()
            .map(|r| r.text.clone())
            .collect::<Vec<_>>()
            .join("\n");
        if told.contains("passes") {
            break;
        }
    }
    assert!(told.contains("passes: "), "passes are announced:\n{told}");
    assert!(told.contains("(C9)"));
}

#[test]
fn a_game_of_the_wrong_size_is_refused_and_one_refusal_drops_it() {
    let (store, service) = service();
    let error = refused(service.new_game(
        HERE,
        &NewGame {
            kind: "basilica".into(),
            ..cardinal(&[BOB, CAROL])
        },
    ));
    assert!(
        error.contains("Basilica is played by 2 players, not 3"),
        "{error}"
    );
    assert!(refused(service.new_game(HERE, &cardinal(&[BOB, BOB]))).contains("once"));
    // Keystone may take a seat at a table of three (issue 18): the people
    // invited still answer, Keystone at once.
    let with_keystone = service
        .new_game(
            keystone_data::ChannelId(HERE.0 + 1),
            &NewGame {
                computer: Some(keystone_engine::ai::Level::Easy),
                ..cardinal(&[BOB, CAROL])
            },
        )
        .unwrap();
    assert_eq!(with_keystone.ping, vec![CAROL], "{}", with_keystone.text);
    service.new_game(HERE, &cardinal(&[BOB, CAROL])).unwrap();
    service.accept(HERE, BOB, None).unwrap();
    let declined = service.refuse(HERE, CAROL, None).unwrap();
    assert!(
        declined.text.contains("Carol declined"),
        "{}",
        declined.text
    );
    assert!(store.get(HERE).unwrap().is_none());
    assert_eq!(
        store.latest_archived(HERE).unwrap().unwrap().status,
        GameStatus::Aborted
    );
}

#[test]
fn the_rules_are_those_of_the_channels_game_or_the_one_named() {
    use keystone_bot::i18n::Lang;
    let store = Arc::new(MemoryStore::new());
    let service = Service::new(store.clone(), Arc::new(SystemClock));
    // No game here: every game's introduction, and how to pick one.
    let all = service.rules(HERE, None, None).unwrap();
    assert!(all.private);
    for title in ["Basilica", "Cardinal", "Les Grands Bâtisseurs", "Babylon"] {
        assert!(all.text.contains(&format!("{title}: ")), "{}", all.text);
    }
    assert!(all.text.contains("/game rules game:"), "{}", all.text);
    for lang in Lang::ALL {
        let all = service.speaking(lang).rules(HERE, None, None).unwrap();
        assert!(all.text.chars().count() <= 2000, "one Discord message");
    }
    // A Cardinal invitation here: Cardinal's rules, topic by topic.
    service.new_game(HERE, &cardinal(&[BOB])).unwrap();
    let here = service.rules(HERE, None, None).unwrap();
    assert!(here.text.starts_with("**Cardinal** · "), "{}", here.text);
    assert!(!here.text.contains("Basilica"), "{}", here.text);
    // Named, in any case, in the player's language.
    let named = service
        .speaking(Lang::Fr)
        .rules(HERE, Some("Babylon"), Some("bogus"))
        .unwrap();
    assert!(
        named.text.starts_with("**Babylon** · ") && named.text.contains("bogus"),
        "{}",
        named.text
    );
    let unknown = refused(service.rules(HERE, Some("chess"), None));
    assert!(
        unknown.contains("\"chess\"") && unknown.contains("`babylon`"),
        "{unknown}"
    );
}

/// The first turn of four has hundreds of moves: the guide groups them by
/// their next word, narrows as words are typed, lists them once few, and
/// says which words would go on when none begins as typed.
#[test]
fn the_moves_guide_groups_a_long_list_and_says_what_would_match() {
    let (_, service) = service();
    service
        .new_game(HERE, &cardinal(&[BOB, CAROL, DAN]))
        .unwrap();
    for user in [BOB, CAROL, DAN] {
        service.accept(HERE, user, None).unwrap();
    }
    let all = service.moves(HERE, ALICE).unwrap().len();
    assert!(all > 100, "{all} moves");
    let grouped = service.moves_guide(HERE, ALICE, "").unwrap().text;
    assert!(
        grouped.starts_with(&format!("{all} moves, in ")),
        "{grouped}"
    );
    // Alice builds red only: grouped where the moves part ways, by shape.
    assert!(grouped.contains("  red house … — "), "{grouped}");
    assert!(grouped.contains("  red place … — "), "{grouped}");
    assert!(grouped.lines().count() < 10, "{grouped}");
    assert!(grouped.contains("`moves red house`"), "{grouped}");
    // Word by word: a shape, then its cells.
    let house = service.moves_guide(HERE, ALICE, "red house").unwrap().text;
    assert!(house.contains("  red house -1,0; … — "), "{house}");
    // Few enough: each with its words.
    let cell = service
        .moves_guide(HERE, ALICE, "red house -1,0; cardinal -2,0")
        .unwrap()
        .text;
    assert!(
        cell.lines()
            .all(|l| l.starts_with("  red house -1,0; cardinal -2,0")),
        "{cell}"
    );
    assert!(cell.contains(" — "), "{cell}");
    // Nothing begins so: the words that would.
    let none = refused(service.moves_guide(HERE, ALICE, "zz"));
    assert_eq!(none, "No move begins with “zz”. Moves begin with: red.");
    let none = refused(service.moves_guide(HERE, ALICE, "red castle"));
    assert!(
        none.ends_with("Those that begin with “red” go on with: red house, red tower, red place."),
        "{none}"
    );
}

/// Cardinal asks nobody anything outside the turn: an answer to a question
/// (Basilica's `/pay`, typed here anyway) is refused in plain words, and
/// nothing changes.
#[test]
fn an_answer_where_no_game_asks_is_refused_in_plain_words() {
    let (store, service) = service();
    service.new_game(HERE, &cardinal(&[BOB])).unwrap();
    service.accept(HERE, BOB, None).unwrap();
    let before = store.get(HERE).unwrap().unwrap();
    for user in [ALICE, BOB] {
        assert_eq!(
            refused(service.answers(HERE, user, None, "pay")),
            "There is no question for you to answer."
        );
    }
    assert_eq!(store.get(HERE).unwrap().unwrap(), before);
}

/// `/play`'s autocomplete leads to a whole turn, though a turn's notation
/// holds `;` itself (a building; the cardinal; a pawn): following its
/// offers word by word ends on a turn that plays. (It used to read
/// `blue house 0,-1; cardinal ` as a whole action then the next one, and
/// offered nothing after it.)
#[test]
fn the_autocomplete_leads_through_a_whole_turn() {
    let (_, service) = common::table("cardinal", 3, 5, keystone_bot::service::First::Me);
    let mut typed = String::new();
    let turn = loop {
        let offered = service.complete(HERE, ALICE, &typed);
        let Some(first) = offered.first() else {
            panic!("nothing offered after {typed:?}");
        };
        if !first.notation.ends_with(' ') {
            break first.notation.clone();
        }
        typed.clone_from(&first.notation);
    };
    assert!(
        turn.contains("; cardinal ") && turn.contains("; pawn "),
        "{turn}"
    );
    let played = service.play(HERE, ALICE, &turn, None).unwrap();
    assert!(!played.private, "{}", played.text);
}
