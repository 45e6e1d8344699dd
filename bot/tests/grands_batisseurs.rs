//! Les Grands Bâtisseurs through the service layer: a game of three to the
//! end, every action chosen among the moves the service offers, checking
//! that nothing a seat may not see (its hand's hidden cards, its purse)
//! ever reaches a message that is not addressed to that seat alone, and
//! that each seat's tent shows it its own.

use crate::common;

use std::sync::Arc;

use common::{ALICE, BOB, CAROL, HERE, Manual, T0};
use keystone_bot::service::{NewGame, PromptKind, Reply, Service, SystemClock};
use keystone_data::{GameStatus, MemoryStore, Store};
use keystone_engine::grands_batisseurs::{GrandsBatisseurs, Kind};
use keystone_engine::{Game, Seat, snapshot};

fn new_game() -> NewGame {
    NewGame {
        kind: "grands-batisseurs".into(),
        ..common::cardinal(&[BOB, CAROL], Some(3), None)
    }
}

/// The English words of a card, as the bot writes them.
fn words(card: keystone_engine::grands_batisseurs::Card) -> String {
    let kind = match card.kind {
        Kind::Church => "church",
        Kind::Gate => "gate",
        Kind::TownHall => "town hall",
        Kind::Tower => "tower",
        Kind::LeftCorner => "left corner tower",
        Kind::RightCorner => "right corner tower",
    };
    format!("{kind} {}", card.value)
}

/// Everything a public reply shows, in one string.
fn shown(reply: &Reply) -> String {
    let mut all = reply.text.clone();
    for d in &reply.details {
        all.push('\n');
        all.push_str(d);
    }
    all
}

#[test]
fn a_game_of_three_keeps_every_secret_to_its_seat() {
    let store = Arc::new(MemoryStore::new());
    let service = Service::with_seeds(store.clone(), Arc::new(SystemClock), Box::new(|| 11));
    let players = [ALICE, BOB, CAROL];
    service.new_game(HERE, &new_game()).unwrap();
    service.accept(HERE, BOB, None).unwrap();
    let started = service.accept(HERE, CAROL, None).unwrap();
    assert!(
        started.prompts.iter().any(|p| p.kind == PromptKind::Tent),
        "every game message offers My tent"
    );
    let mut public_replies = 0;
    let mut tents = 0;
    let mut ended = false;
    for turn in 0..3000 {
        let record = store.get(HERE).unwrap().unwrap();
        if record.status != GameStatus::Active {
            break;
        }
        let game: GrandsBatisseurs = snapshot::load(&record.state).unwrap();
        let seat = record.to_act[0];
        let player = players[seat.index()];
        let moves = service.moves(HERE, player).unwrap();
        assert!(!moves.is_empty());
        // Prefer modest bids and passes so that the game moves on.
        let pick = moves
            .iter()
            .position(|m| m.notation == "pass" && turn % 3 != 0)
            .or_else(|| moves.iter().position(|m| m.notation.starts_with("build")))
            .unwrap_or(turn % moves.len().min(3));
        let reply = service
            .play(HERE, player, &moves[pick].notation, None)
            .unwrap();
        assert!(!reply.private);
        // What the channel sees names no card it has not seen, and no purse.
        let after: GrandsBatisseurs = match store.get(HERE).unwrap() {
            Some(r) => snapshot::load(&r.state).unwrap(),
            None => {
                // Archived: the game is over, and the reply says who won.
                assert!(reply.text.contains("The game is over"), "{}", reply.text);
                ended = true;
                break;
            }
        };
        if !after.is_over() {
            let text = shown(&reply);
            for s in Seat::all(3) {
                for id in after.hand(s) {
                    if !after.knowledge().is_public(*id) {
                        let secret = words(id.card());
                        // A card of the same name may be public elsewhere.
                        let public_twin = Seat::all(3).any(|o| {
                            after.city(o).built().any(|b| b.card() == id.card())
                                || after.hand(o).iter().any(|h| {
                                    h.card() == id.card() && after.knowledge().is_public(*h)
                                })
                        }) || game.view(None).up_top == Some(id.card())
                            || after.view(None).up_top == Some(id.card());
                        assert!(
                            public_twin || !text.contains(&secret),
                            "turn {turn}: {secret} of seat {s} in {text}"
                        );
                    }
                }
            }
            assert!(!text.contains("thalers,"), "a purse in {text}");
            public_replies += 1;
        }
        // Each seat's tent shows its own hand, privately.
        if turn % 17 == 0 && !after.is_over() {
            for (i, &p) in players.iter().enumerate() {
                let tent = service.tent(HERE, p, None).unwrap();
                assert!(tent.private && tent.picture.is_some());
                let s = Seat::from_index(i);
                assert!(
                    tent.text.contains(&format!("{} thalers", after.purse(s))),
                    "{}",
                    tent.text
                );
                for id in after.hand(s) {
                    assert!(tent.text.contains(&words(id.card())), "{}", tent.text);
                }
                tents += 1;
            }
        }
    }
    assert!(ended, "the game ends");
    assert!(
        public_replies > 50 && tents > 10,
        "{public_replies} {tents}"
    );
    // Someone who does not play has no tent; after the end, none is offered.
    assert!(service.tent(HERE, common::EVE, None).is_err());
}

/// The `up` and `down` headers: the named cards on top, in order, the rest
/// of the 40 in canonical order below.
fn piles(up: &str) -> Vec<(String, String)> {
    use keystone_engine::grands_batisseurs::{Card, CardId};
    let mut rest: Vec<Card> = CardId::all().map(CardId::card).collect();
    let mut pile: Vec<Card> = up
        .split_whitespace()
        .map(|n| {
            let c: Card = n.parse().unwrap();
            rest.remove(rest.iter().position(|&r| r == c).unwrap())
        })
        .collect();
    while pile.len() < 20 {
        pile.push(rest.remove(0));
    }
    let words = |p: &[Card]| p.iter().map(Card::to_string).collect::<Vec<_>>().join(" ");
    vec![
        ("up".to_owned(), words(&pile)),
        ("down".to_owned(), words(&rest)),
    ]
}

/// From the first auction's end in [`auction_of_two`] to the sabotage
/// position (see the engine's G9 test): Ben builds three cards, Ann holds a
/// stone and is to act.
const TO_THE_SABOTAGE: [(u64, &str); 14] = [
    (BOB, "auction up 1"),
    (ALICE, "pass"),
    (ALICE, "auction up 1"),
    (BOB, "pass"),
    (BOB, "auction up 1"),
    (ALICE, "pass"),
    (ALICE, "auction up 1"),
    (BOB, "pass"),
    (ALICE, "done"),
    (BOB, "auction up 1"),
    (ALICE, "pass"),
    (BOB, "build gate1 left; church5 right; gate2 right"),
    (ALICE, "auction up 1"),
    (BOB, "pass"),
];

/// Bob's standing answer to a sabotage of his buildings: pay to keep it.
fn pays_to_keep(service: &Service) -> keystone_bot::service::Reply {
    service
        .settings(
            HERE,
            BOB,
            &keystone_bot::service::SettingsChange {
                standing: vec![("owner".into(), Some("pay".into()))],
                ..Default::default()
            },
        )
        .unwrap()
}

/// A game of two with known piles and rolls, started: Alice (Ann) to open
/// the first auction.
fn auction_of_two() -> (Arc<MemoryStore>, Service) {
    let store = Arc::new(MemoryStore::new());
    let service = Service::with_seeds(store.clone(), Arc::new(SystemClock), Box::new(|| 11));
    let mut headers = piles("church4 gate1 tower3 church5 townhall5 gate2 church9");
    headers.push(("rolls".into(), "1 1 S 1 1 1 1 4".into()));
    let request = NewGame {
        kind: "grands-batisseurs".into(),
        headers,
        ..common::cardinal(&[BOB], Some(3), None)
    };
    service.new_game(HERE, &request).unwrap();
    service.accept(HERE, BOB, None).unwrap();
    (store, service)
}

/// With the bot's timing, a ceiling's answer to another's raise is not in
/// the raise's message: the sweep plays it when its time comes (between a
/// quarter of `standing_after` and all of it), told as the player's own
/// move; the player who answers first answers themselves.
#[test]
fn a_ceilings_answer_comes_in_its_own_time_as_the_players_own_move() {
    use keystone_bot::service::Clock as _;
    use keystone_bot::service::{Announce, Timing};
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(Manual::default());
    let mut service = Service::with_seeds(
        store.clone(),
        Arc::clone(&clock) as Arc<dyn keystone_bot::service::Clock>,
        Box::new(|| 11),
    );
    service.set_timing(Timing {
        standing_after: 120_000,
        ..Timing::default()
    });
    let mut headers = piles("church4 gate1 tower3 church5 townhall5 gate2 church9");
    headers.push(("rolls".into(), "1 1 S 1 1 1 1 4".into()));
    let request = NewGame {
        kind: "grands-batisseurs".into(),
        headers,
        ..common::cardinal(&[BOB], Some(3), None)
    };
    service.new_game(HERE, &request).unwrap();
    service.accept(HERE, BOB, None).unwrap();
    service.play(HERE, ALICE, "auction up 1", None).unwrap();
    // Bob's own ceiling, while he is asked: his bid, at once.
    let reply = service.play(HERE, BOB, "bid up to 3", None).unwrap();
    assert!(reply.text.contains("Bob bids 2"), "{}", reply.text);
    let raised = service.play(HERE, ALICE, "bid 3", None).unwrap();
    assert!(!raised.text.contains("Bob passes"), "{}", raised.text);
    let due = store
        .get(HERE)
        .unwrap()
        .unwrap()
        .nudges
        .standing_at
        .unwrap();
    let now = clock.now();
    assert!((now + 30_000..=now + 120_000).contains(&due), "{due} {now}");
    clock.set(due - 1);
    assert!(service.computers_waiting().unwrap().is_empty());
    assert!(service.answer_due(HERE).unwrap().is_none());
    clock.set(due);
    let work = service.computers_waiting().unwrap();
    assert_eq!(work.len(), 1);
    assert_eq!((work[0].0, work[0].2), (HERE, Announce::Standing));
    let passed = service.answer_due(HERE).unwrap().expect("due");
    assert!(
        !passed.private && passed.text.contains("Bob passes"),
        "{}",
        passed.text
    );
    let record = store.get(HERE).unwrap().unwrap();
    let last = record.log.last().unwrap();
    assert!(last.standing && !last.auto && last.text == "pass");
    assert!(record.nudges.unannounced, "its poster says when it is told");
    assert!(service.answer_due(HERE).unwrap().is_none(), "once");
}

#[test]
fn a_ceiling_is_typed_in_the_players_language() {
    use keystone_bot::i18n::Lang;
    for (lang, ceiling, wrong, told) in [
        (
            Lang::Fr,
            "Miser JUSQU'A 3",
            "miser jusqu’à beaucoup",
            "n'est pas un plafond",
        ),
        (Lang::Pl, "licytuj do 3", "licytuj do 0", "to nie limit"),
        // English is understood in every language.
        (
            Lang::Fr,
            "bid up to 3",
            "bid up to 1000",
            "n'est pas un plafond",
        ),
    ] {
        let (store, service) = auction_of_two();
        let service = service.speaking(lang);
        service.play(HERE, ALICE, "auction up 1", None).unwrap();
        let refused = common::refused(service.play(HERE, BOB, wrong, None));
        assert!(
            refused.contains(told) && refused.contains("G14"),
            "{refused}"
        );
        let reply = service.play(HERE, BOB, ceiling, None).unwrap();
        assert!(!reply.private, "{ceiling}: {}", reply.text);
        let record = store.get(HERE).unwrap().unwrap();
        let last = record.log.last().unwrap();
        assert!(
            last.standing && !last.auto && last.text == "bid 2",
            "{ceiling}: {last:?}"
        );
        assert_eq!(
            record.seats[1].standing.get("ceiling").map(String::as_str),
            Some("3")
        );
    }
}

/// A bid above one's purse that the rules would refuse anyway (not a
/// raise) is refused for its own rule at once, not asked to be confirmed
/// first.
#[test]
fn a_bid_that_is_no_raise_is_refused_before_its_purse_is_asked_about() {
    let (store, service) = auction_of_two();
    service.play(HERE, ALICE, "auction up 1", None).unwrap();
    // Ben bluffs at 50, and confirms it.
    let asked = service.play(HERE, BOB, "bid 50", None).unwrap();
    assert!(asked.private && asked.prompts.len() == 1, "{}", asked.text);
    service
        .confirm(HERE, BOB, asked.prompts[0].stamp())
        .unwrap();
    let before = store.get(HERE).unwrap().unwrap();
    // Ann's 40 is more than her purse, and no raise either.
    let refused = common::refused(service.play(HERE, ALICE, "bid 40", None));
    assert!(
        refused.contains("a raise must be above 50, not 40") && refused.contains("G14"),
        "{refused}"
    );
    let after = store.get(HERE).unwrap().unwrap();
    assert_eq!(after.seats[0].pending, None, "nothing waits for a confirm");
    assert_eq!(after.version, before.version, "nothing was written");
}

#[test]
fn a_ceiling_bids_by_the_minimum_and_a_standing_answer_pays() {
    let (store, service) = auction_of_two();
    let play = |who: u64, line: &str| {
        service
            .play(HERE, who, line, None)
            .unwrap_or_else(|e| panic!("{line}: {e}"))
    };
    // Ann opens at 1; Ben leaves a ceiling of 3 and Keystone bids 2 for him.
    play(ALICE, "auction up 1");
    let reply = play(BOB, "bid up to 3");
    assert!(!reply.private, "the bid is a move: {}", reply.text);
    assert!(reply.text.contains("Bob bids 2"), "{}", reply.text);
    assert!(
        !reply.text.contains('3'),
        "the ceiling stays secret: {}",
        reply.text
    );
    // Ann raises to 3: at his ceiling, Ben passes; Ann takes the church.
    let reply = play(ALICE, "bid 3");
    assert!(reply.text.contains("Bob passes"), "{}", reply.text);
    let record = store.get(HERE).unwrap().unwrap();
    assert!(record.log.iter().filter(|a| a.standing).count() == 2);
    assert!(
        record.seats[1].standing.is_empty(),
        "a ceiling lasts one auction"
    );
    // A ceiling outside an auction is refused, and says why.
    let refused = common::refused(service.play(HERE, BOB, "bid up to 5", None));
    assert!(refused.contains("G22"), "{refused}");
    // The rest of the sabotage position (see the engine's G9 test): Ben
    // builds three cards, Ann holds a stone.
    for (who, line) in TO_THE_SABOTAGE {
        play(who, line);
    }
    // Ben pays for a sabotaged building without being asked.
    let settings = pays_to_keep(&service);
    assert!(
        settings.private && settings.text.contains("pay to keep"),
        "{}",
        settings.text
    );
    let reply = play(ALICE, "sabotage 2 2");
    assert!(reply.text.contains("the die shows 4"), "{}", reply.text);
    assert!(reply.text.contains("Bob pays 5 to Alice"), "{}", reply.text);
    let record = store.get(HERE).unwrap().unwrap();
    assert_eq!(
        record.log.last().map(|a| (a.text.as_str(), a.standing)),
        Some(("pay", true))
    );
}

#[test]
fn a_stalled_seat_gets_its_default_when_its_clock_ran_out() {
    const HOUR: i64 = 3_600_000;
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(Manual::default());
    let service = Service::with_seeds(store.clone(), clock.clone(), Box::new(|| 11));
    let mut headers = piles("church9");
    headers.push(("rolls".into(), "1 1".into()));
    let request = NewGame {
        kind: "grands-batisseurs".into(),
        headers,
        ..common::cardinal(&[BOB, CAROL], Some(3), Some(HOUR))
    };
    service.new_game(HERE, &request).unwrap();
    service.accept(HERE, BOB, None).unwrap();
    service.accept(HERE, CAROL, None).unwrap();
    service.play(HERE, ALICE, "auction up 2", None).unwrap();
    // Bob stalls. Too early, then too late: Keystone passes for him (G22).
    let early = common::refused(service.go_on(HERE, CAROL, None));
    assert!(early.contains("Bob"), "{early}");
    clock.set(T0 + 2 * HOUR);
    // The clock's notice offers to go on with the default, or to claim.
    let notices = service.sweep().unwrap();
    let notice = notices
        .iter()
        .find(|n| n.reply.text.contains("move clock"))
        .expect("the clock's notice");
    assert!(
        notice.reply.text.contains("default move"),
        "{}",
        notice.reply.text
    );
    let kinds: Vec<PromptKind> = notice.reply.prompts.iter().map(|p| p.kind).collect();
    assert_eq!(
        kinds,
        [PromptKind::Continue, PromptKind::Claim, PromptKind::StandIn]
    );
    let yours = common::refused(service.go_on(HERE, BOB, None));
    assert!(!yours.is_empty());
    let reply = service.go_on(HERE, CAROL, None).unwrap();
    assert!(
        reply.text.contains("Bob's default, `pass`"),
        "{}",
        reply.text
    );
    let record = store.get(HERE).unwrap().unwrap();
    let last = record.log.last().unwrap();
    assert_eq!((last.text.as_str(), last.auto), ("pass", true));
    assert_eq!(record.to_act, vec![Seat::from_index(2)], "Carol bids next");
}

/// A table of four with Keystone in two seats plays to the end through the
/// service: Alice and Carol accept, Keystone's seats need no one, and
/// after each human move Keystone plays every seat of its own that is to
/// act, each from what that seat may see.
#[test]
fn a_table_of_four_with_keystone_in_two_seats_plays_to_the_end() {
    const KEYSTONE: u64 = 9_999;
    let store = Arc::new(MemoryStore::new());
    let service = Service::with_seeds(store.clone(), Arc::new(SystemClock), Box::new(|| 17));
    let keystone = keystone_bot::service::User {
        id: KEYSTONE,
        name: "Keystone".into(),
    };
    let request = NewGame {
        kind: "grands-batisseurs".into(),
        opponent: Some(keystone.clone()),
        others: vec![common::user(BOB), keystone],
        computer: Some(keystone_engine::ai::Level::Easy),
        ..common::cardinal(&[BOB], Some(3), None)
    };
    let invited = service.new_game(HERE, &request).unwrap();
    assert_eq!(invited.ping, vec![BOB], "only the person is asked");
    let mut reply = service.accept(HERE, BOB, None).unwrap();
    let record = store.get(HERE).unwrap().unwrap();
    let computers: Vec<u8> = record
        .seats
        .iter()
        .enumerate()
        .filter(|(_, s)| s.computer.is_some())
        .map(|(i, _)| i as u8 + 1)
        .collect();
    assert_eq!(computers, [2, 4], "Keystone holds seats 2 and 4");
    let humans = [(Seat::from_index(0), ALICE), (Seat::from_index(2), BOB)];
    let mut keystone_moves = 0;
    for _ in 0..2000 {
        // Keystone plays its seats for as long as one of them is to act.
        while reply.computer_next {
            match service.computer_move(HERE).unwrap() {
                Some(next) => {
                    keystone_moves += 1;
                    reply = next;
                }
                None => break,
            }
        }
        let Some(record) = store.get(HERE).unwrap() else {
            break;
        };
        let seat = record.to_act[0];
        let (_, player) = humans
            .iter()
            .find(|(s, _)| *s == seat)
            .unwrap_or_else(|| panic!("seat {seat} is Keystone's, and it did not move"));
        let moves = service.moves(HERE, *player).unwrap();
        let pick = moves
            .iter()
            .position(|m| m.notation == "pass")
            .or_else(|| moves.iter().position(|m| m.notation.starts_with("build")))
            .unwrap_or(0);
        reply = service
            .play(HERE, *player, &moves[pick].notation, None)
            .unwrap();
    }
    assert!(
        store.get(HERE).unwrap().is_none(),
        "the game ended and was archived"
    );
    assert!(keystone_moves > 20, "Keystone moved {keystone_moves} times");
    assert!(reply.text.contains("The game is over"), "{}", reply.text);
}

/// An auction through the move picker: the bidder's menu offers the bid
/// amounts and `pass` in words, and the chosen bid is played as `/play`
/// would; in French the notation is shown in French words.
#[test]
fn an_auction_is_bid_with_the_move_picker() {
    use keystone_bot::i18n::Lang;
    use keystone_bot::service::reply::Trail;
    let store = Arc::new(MemoryStore::new());
    let service = Service::with_seeds(store.clone(), Arc::new(SystemClock), Box::new(|| 11))
        .speaking(Lang::Fr);
    let request = NewGame {
        kind: "grands-batisseurs".into(),
        headers: piles("church4 gate1 tower3 church5 townhall5 gate2 church9"),
        ..common::cardinal(&[BOB], Some(3), None)
    };
    service.new_game(HERE, &request).unwrap();
    service.accept(HERE, BOB, None).unwrap();
    // Ann opens the auction, typed in French words.
    service
        .play(HERE, ALICE, "enchère visible 1", None)
        .unwrap();
    let picker = service.picker(HERE, BOB, None, Trail::default()).unwrap();
    let menu = picker.menu.expect("Bob's bids");
    let descriptions: Vec<&str> = menu
        .options
        .iter()
        .map(|o| o.description.as_str())
        .collect();
    assert!(descriptions.contains(&"passer"), "{descriptions:?}");
    let bid = menu
        .options
        .iter()
        .position(|o| o.description.starts_with("miser"))
        .unwrap_or_else(|| panic!("{descriptions:?}"));
    let trail = Trail::default().then(bid).unwrap();
    let chosen = service.picker(HERE, BOB, None, trail).unwrap();
    let trail = if chosen
        .prompts
        .iter()
        .any(|p| p.kind == PromptKind::PickPlay)
    {
        trail
    } else {
        // A group of amounts: its first.
        trail.then(0).unwrap()
    };
    let stamp = service.stamp(HERE).unwrap();
    let played = service.play_picked(HERE, BOB, stamp, trail).unwrap();
    assert!(played.text.contains("Bob"), "{}", played.text);
    let record = store.get(HERE).unwrap().unwrap();
    let last = &record.log.last().unwrap().text;
    assert!(
        last.starts_with("bid "),
        "recorded in the notation's words: {last}"
    );
}

/// What the table reads of a game: its history, page by page, and its
/// record as exported.
fn told(service: &Service, channel: keystone_data::ChannelId) -> (String, String) {
    let history = service.history(channel, None, None).unwrap().text;
    let export = service.export(channel).unwrap();
    let record = String::from_utf8(export.attachment.unwrap().bytes).unwrap();
    (history, record)
}

/// A ceiling and a standing answer play for Ben exactly what he could have
/// typed: the history, the catch-up and the record tell the same whether
/// he typed it or left the instruction (which stays his secret).
#[test]
fn moves_made_by_a_standing_instruction_read_as_the_players_own() {
    let (_, standing) = auction_of_two();
    let (_, typed) = auction_of_two();
    let play = |service: &Service, who: u64, line: &str| {
        service
            .play(HERE, who, line, None)
            .unwrap_or_else(|e| panic!("{line}: {e}"))
    };
    // Ben bids 2, then passes at 3: by a ceiling, or typed.
    play(&standing, ALICE, "auction up 1");
    play(&standing, BOB, "bid up to 3");
    let answered = play(&standing, ALICE, "bid 3");
    assert!(answered.text.contains("Bob passes"), "{}", answered.text);
    play(&typed, ALICE, "auction up 1");
    play(&typed, BOB, "bid 2");
    play(&typed, ALICE, "bid 3");
    play(&typed, BOB, "pass");
    for (who, line) in TO_THE_SABOTAGE {
        play(&standing, who, line);
        play(&typed, who, line);
    }
    // Ben pays for his sabotaged building: by a standing answer, or typed.
    pays_to_keep(&standing);
    play(&standing, ALICE, "sabotage 2 2");
    play(&typed, ALICE, "sabotage 2 2");
    play(&typed, BOB, "pay");
    // Ann's next turn: the catch-up she reads since her last move.
    let (history, record) = told(&standing, HERE);
    assert!(!history.contains("Keystone"), "{history}");
    assert_eq!((history, record), told(&typed, HERE));
    let next = |service: &Service| {
        let who = service.waiting_for(HERE).unwrap()[0];
        let line = service.moves(HERE, who).unwrap()[0].notation.clone();
        play(service, who, &line).text
    };
    assert_eq!(next(&standing), next(&typed));
}

/// A bid above one's own purse is legal, but asked once more: privately,
/// with a Confirm button, nothing played; confirmed (or typed again) it is
/// played; anything played meanwhile makes the confirmation out of date.
#[test]
fn a_bid_above_ones_purse_is_confirmed_first() {
    let store = Arc::new(MemoryStore::new());
    let service = Service::with_seeds(store.clone(), Arc::new(SystemClock), Box::new(|| 11));
    service.new_game(HERE, &new_game()).unwrap();
    service.accept(HERE, BOB, None).unwrap();
    let started = service.accept(HERE, CAROL, None).unwrap();
    let players = [ALICE, BOB, CAROL];
    let record = store.get(HERE).unwrap().unwrap();
    let opener = players[record.to_act[0].index()];
    // The first seat's first roll is told as the game starts (G6).
    assert!(started.text.contains(" rolls "), "{}", started.text);
    assert!(started.text.contains("(G6)"), "{}", started.text);
    let steps = record.log.len();
    let asked = service.play(HERE, opener, "auction up 99", None).unwrap();
    assert!(asked.private, "for the bidder alone");
    assert!(asked.text.contains("more than the "), "{}", asked.text);
    assert!(asked.text.contains("(G15)"), "{}", asked.text);
    let confirm = asked
        .prompts
        .iter()
        .find(|p| p.kind == PromptKind::Confirm)
        .expect("a Confirm button");
    assert_eq!(
        store.get(HERE).unwrap().unwrap().log.len(),
        steps,
        "nothing played"
    );
    // Confirmed: played as typed.
    let played = service.confirm(HERE, opener, confirm.stamp()).unwrap();
    assert!(!played.private, "{}", played.text);
    let record = store.get(HERE).unwrap().unwrap();
    assert_eq!(record.log.len(), steps + 1);
    assert_eq!(record.log.last().unwrap().text, "auction up 99");
    // The next bidder: typed twice, the second time plays it; a stale
    // Confirm changes nothing.
    let bidder = players[record.to_act[0].index()];
    service.play(HERE, bidder, "bid 150", None).unwrap();
    assert!(service.confirm(HERE, bidder, confirm.stamp()).is_err());
    assert_eq!(store.get(HERE).unwrap().unwrap().log.len(), steps + 1);
    let again = service.play(HERE, bidder, "bid 150", None).unwrap();
    assert!(!again.private, "{}", again.text);
    assert_eq!(store.get(HERE).unwrap().unwrap().log.len(), steps + 2);
    // A bid within one's purse is played at once.
    let record = store.get(HERE).unwrap().unwrap();
    let next = players[record.to_act[0].index()];
    let within = service.play(HERE, next, "pass", None).unwrap();
    assert!(!within.private);
}

/// The web board's typed line: it offers what `/play`'s autocomplete
/// offers (nothing to one who does not play), and a bluff the list does not
/// offer, typed there, asks Confirm before anything is played.
#[test]
fn a_bluff_typed_on_the_board_asks_confirm() {
    let store = Arc::new(MemoryStore::new());
    let service = Service::with_seeds(store.clone(), Arc::new(SystemClock), Box::new(|| 11));
    service.new_game(HERE, &new_game()).unwrap();
    service.accept(HERE, BOB, None).unwrap();
    service.accept(HERE, CAROL, None).unwrap();
    let players = [ALICE, BOB, CAROL];
    let record = store.get(HERE).unwrap().unwrap();
    let opener = players[record.to_act[0].index()];
    let offered = |who: u64, typed: &str| -> Vec<String> {
        service
            .web_typing(HERE, who, typed)
            .into_iter()
            .map(|e| e.notation)
            .collect()
    };
    let autocomplete: Vec<String> = service
        .complete(HERE, opener, "auction u")
        .into_iter()
        .map(|c| c.notation)
        .collect();
    assert!(!autocomplete.is_empty());
    assert_eq!(offered(opener, "auction u"), autocomplete);
    assert!(
        offered(common::EVE, "auction u").is_empty(),
        "Eve does not play"
    );
    let stamp = service.stamp(HERE).unwrap();
    let steps = record.log.len();
    let bluff = vec!["auction up 99".to_owned()];
    let listed = service
        .web_choices(HERE, opener, stamp, &[], "auction up")
        .unwrap();
    assert!(
        listed.entries.iter().all(|e| e.notation != bluff[0]),
        "the list stops at the purse"
    );
    let asked = service.web_play(HERE, opener, stamp, &bluff).unwrap();
    assert!(asked.confirm && asked.reply.private, "{}", asked.reply.text);
    assert_eq!(
        store.get(HERE).unwrap().unwrap().log.len(),
        steps,
        "nothing played"
    );
    service.web_confirm(HERE, opener, stamp).unwrap();
    let record = store.get(HERE).unwrap().unwrap();
    assert_eq!(record.log.last().unwrap().text, "auction up 99");
}
