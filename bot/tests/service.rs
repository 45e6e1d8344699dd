//! The bot's service layer, without Discord: a whole game from invitation to
//! final scores, who may do what, concurrent commands, restarts.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Barrier};

use keystone_bot::service::{
    Clock, First, NewGame, PromptKind, Reply, Service, ServiceError, Stamp,
};
use keystone_data::{Ending, GameStatus, MemoryStore, Seat, SledOptions, SledStore, Store};
use keystone_engine::Record;

use crate::common;

use common::{ALICE, BOB, EVE, HERE, record, refused, scratch, user};

struct TestClock(AtomicI64);

impl Clock for TestClock {
    fn now(&self) -> i64 {
        self.0.fetch_add(1_000, Ordering::SeqCst)
    }
}

fn service(store: Arc<dyn Store>) -> Service {
    Service::with_seeds(
        store,
        Arc::new(TestClock(AtomicI64::new(1_700_000_000_000))),
        Box::new(|| 42),
    )
}

fn memory() -> Service {
    service(Arc::new(MemoryStore::new()))
}

fn invite(service: &Service, record: &Record) -> Reply {
    service
        .new_game(HERE, &common::new_game(record, ALICE, BOB, None))
        .unwrap()
}

fn step(service: &Service) -> Stamp {
    service.stamp(HERE).unwrap()
}

fn seat_user(seat: Seat) -> u64 {
    [ALICE, BOB][seat.index()]
}

/// Plays the record's lines `range` through the service: paid orders by the
/// buttons (pay menu, decline button) on even lines, by commands otherwise.
fn play_lines(
    service: &Service,
    record: &Record,
    range: std::ops::Range<usize>,
    told: &mut Vec<Reply>,
) {
    for (i, line) in record.actions[range].iter().enumerate() {
        let who = seat_user(line.seat);
        let by_button = i % 2 == 0 && (line.text.starts_with("pay") || line.text == "decline");
        let reply = if by_button {
            if line.text.starts_with("pay") {
                let options = service.answers(HERE, who, None, "pay").unwrap();
                assert!(
                    options.iter().any(|o| o.notation == line.text),
                    "{} in the pay menu",
                    line.text
                );
            }
            service.play(HERE, who, &line.text, Some(step(service)))
        } else {
            service.play(HERE, who, &line.text, None)
        };
        told.push(reply.unwrap_or_else(|e| panic!("line {}: {} → {e}", line.line, line.text)));
    }
}

#[test]
fn a_whole_game_from_invitation_to_final_scores() {
    let service = memory();
    let record = record();
    let invitation = invite(&service, &record);
    assert!(
        invitation
            .text
            .contains("Alice invites Bob to a game of Basilica"),
        "{}",
        invitation.text
    );
    assert_eq!(invitation.ping, [BOB]);
    let kinds: Vec<PromptKind> = invitation.prompts.iter().map(|p| p.kind).collect();
    assert_eq!(kinds, [PromptKind::Accept, PromptKind::Refuse]);

    let accepted = service
        .accept(HERE, BOB, Some(invitation.prompts[0].stamp()))
        .unwrap();
    assert_eq!(
        accepted.text,
        "Bob accepted. Alice, your turn: 3 actions left."
    );
    assert_eq!(accepted.ping, [ALICE]);
    assert!(accepted.picture.is_some());

    let mut told = Vec::new();
    play_lines(&service, &record, 0..record.actions.len(), &mut told);
    let all: Vec<&str> = told.iter().map(|r| r.text.as_str()).collect();
    let text = all.join("\n");
    assert!(text.contains("paid 1 coin"), "a paid order bought");
    assert!(text.contains("declined"), "a paid order declined");
    assert!(
        told.iter().any(|r| r
            .prompts
            .iter()
            .any(|p| p.kind == PromptKind::Answer("pay"))),
        "pay prompts offered"
    );
    let scorings = told.iter().filter(|r| r.text.contains("Scoring:")).count();
    assert_eq!(scorings, 2);
    assert!(
        told.iter()
            .filter(|r| r.text.contains("Scoring:"))
            .all(|r| !r.details.is_empty()),
        "zone breakdowns"
    );
    let last = told.last().unwrap();
    assert!(
        last.text.contains("Final scoring")
            && last
                .text
                .contains("Game over (the pile ran out a second time). Alice wins 40–30."),
        "{}",
        last.text
    );
    assert!(
        told.iter().all(|r| r.picture.is_some()),
        "every turn has a board"
    );

    // The game is archived with its result; the channel is free.
    assert_eq!(service.store().get(HERE).unwrap(), None);
    let id = service.store().counts().unwrap();
    assert_eq!(id.finished, 1);
    // It stays readable until a new game starts: who won, and each
    // score scoring by scoring.
    let status = service.status(HERE).unwrap().text;
    assert!(status.starts_with("Alice wins 40–30."), "{status}");
    assert!(
        status
            .contains("Alice 40: scoring 1 +10 (B30) · scoring 2 +12 (B30) · scoring 3 +18 (B30)"),
        "{status}"
    );
    assert!(service.board(HERE, ALICE, false).unwrap().picture.is_some());
}

/// Where turns are told in words (the board at one machine), their replies
/// carry the same words and no pictures.
#[test]
fn replies_in_words_draw_no_pictures() {
    let record = record();
    let told = |in_words: bool| {
        let mut service = memory();
        if in_words {
            service.set_replies_in_words();
        }
        let invitation = invite(&service, &record);
        service
            .accept(HERE, BOB, Some(invitation.prompts[0].stamp()))
            .unwrap();
        let mut told = Vec::new();
        play_lines(&service, &record, 0..6, &mut told);
        told
    };
    let (pictured, worded) = (told(false), told(true));
    assert!(!pictured.is_empty());
    assert!(pictured.iter().all(|r| r.picture.is_some()));
    assert!(
        worded
            .iter()
            .all(|r| r.picture.is_none() && r.sheets.is_none())
    );
    let words = |replies: &[Reply]| replies.iter().map(|r| r.text.clone()).collect::<Vec<_>>();
    assert_eq!(words(&pictured), words(&worded));
}

#[test]
fn only_the_right_player_may_act() {
    let service = memory();
    let record = record();
    let invitation = invite(&service, &record);
    assert!(
        refused(service.play(HERE, ALICE, "V1 a1", None))
            .contains("Bob must accept the invitation first")
    );
    assert_eq!(
        refused(service.accept(HERE, EVE, None)),
        "Only Bob can answer this invitation."
    );
    assert_eq!(
        refused(service.accept(HERE, ALICE, None)),
        "Only Bob can answer this invitation."
    );
    assert!(
        refused(service.new_game(
            HERE,
            &NewGame {
                clock: None,
                computer: None,
                kind: "basilica".into(),
                guild: None,
                host: user(EVE),
                opponent: Some(user(BOB)),
                others: vec![],
                first: First::Random,
                seed: None,
                headers: vec![],
            }
        ))
        .contains("already has a game")
    );
    service
        .accept(HERE, BOB, Some(invitation.prompts[0].stamp()))
        .unwrap();
    assert!(
        refused(service.accept(HERE, BOB, Some(invitation.prompts[0].stamp())))
            .contains("the game has started")
    );

    let before = service.store().get(HERE).unwrap();
    assert_eq!(
        refused(service.play(HERE, EVE, "V1 a1", None)),
        "You are not playing in this game."
    );
    assert_eq!(
        refused(service.play(HERE, BOB, "V1 a1", None)),
        "it is Alice's turn"
    );
    assert!(refused(service.play(HERE, ALICE, "V1 a9", None)).contains("B14"));
    assert!(refused(service.play(HERE, ALICE, "dance", None)).contains("\"dance\""));
    assert_eq!(
        service.store().get(HERE).unwrap(),
        before,
        "refusals change nothing"
    );
    assert_eq!(
        refused(service.answers(HERE, ALICE, None, "pay")),
        "There is no paid order for you to answer."
    );
    assert_eq!(
        refused(service.ask_resign(HERE, EVE)),
        "You are not playing in this game."
    );
    assert_eq!(
        refused(service.ask_abort(HERE, EVE, false)),
        "You are not playing in this game."
    );
}

#[test]
fn paid_answers_come_from_the_asked_player_only() {
    let service = memory();
    let record = record();
    let invitation = invite(&service, &record);
    service
        .accept(HERE, BOB, Some(invitation.prompts[0].stamp()))
        .unwrap();
    // Play up to the first paid question.
    let first_answer = record
        .actions
        .iter()
        .position(|l| l.text.starts_with("pay") || l.text == "decline")
        .unwrap();
    play_lines(&service, &record, 0..first_answer, &mut Vec::new());
    let asked = seat_user(record.actions[first_answer].seat);
    let other = if asked == ALICE { BOB } else { ALICE };
    assert!(
        refused(service.play(HERE, other, "V1 a1", None))
            .contains("must first answer the paid order")
    );
    assert!(refused(service.play(HERE, other, "decline", None)).contains("must first answer"));
    assert_eq!(
        refused(service.answers(HERE, other, None, "pay")),
        "There is no paid order for you to answer."
    );
    assert!(
        !service
            .answers(HERE, asked, None, "pay")
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        refused(service.play(HERE, EVE, "decline", None)),
        "You are not playing in this game."
    );
}

#[test]
fn resigning_and_aborting() {
    let service = memory();
    let record = record();
    let invitation = invite(&service, &record);
    service
        .accept(HERE, BOB, Some(invitation.prompts[0].stamp()))
        .unwrap();
    // Abort needs the other player's agreement.
    let ask = service.ask_abort(HERE, ALICE, false).unwrap();
    let prompt = ask.prompts[0];
    assert_eq!(
        (prompt.kind, ask.ping.as_slice()),
        (PromptKind::Abort, &[BOB][..])
    );
    assert_eq!(
        refused(service.agree_abort(HERE, ALICE, prompt.stamp())),
        "You already agreed to abort this game."
    );
    assert_eq!(
        refused(service.agree_abort(HERE, EVE, prompt.stamp())),
        "You are not playing in this game."
    );
    service
        .play(HERE, ALICE, &record.actions[0].text, None)
        .unwrap();
    assert!(
        refused(service.agree_abort(HERE, BOB, prompt.stamp())).contains("out of date"),
        "the game moved on"
    );
    // Resigning asks for confirmation first.
    let confirm = service.ask_resign(HERE, BOB).unwrap();
    assert!(confirm.private);
    let resigned = service
        .resign(HERE, BOB, confirm.prompts[0].stamp())
        .unwrap();
    assert!(
        resigned.text.starts_with("Bob leaves the game. Alice wins"),
        "{}",
        resigned.text
    );
    assert_eq!(resigned.ping, [ALICE], "everyone else is told");
    let counts = service.store().counts().unwrap();
    assert_eq!((counts.active, counts.finished), (0, 1));

    // A moderator aborts at once; so does the host of an unanswered invitation.
    invite(&service, &record);
    assert!(
        service
            .ask_abort(HERE, ALICE, false)
            .unwrap()
            .text
            .contains("aborted")
    );
    invite(&service, &record);
    assert!(
        service
            .ask_abort(HERE, EVE, true)
            .unwrap()
            .text
            .contains("aborted")
    );
    assert_eq!(service.store().counts().unwrap().aborted, 2);
}

#[test]
fn the_archive_keeps_how_a_game_ended() {
    let store: Arc<dyn Store> = Arc::new(MemoryStore::new());
    let service = service(Arc::clone(&store));
    let record = record();
    let invitation = invite(&service, &record);
    let id = store.get(HERE).unwrap().unwrap().id;
    service
        .refuse(HERE, BOB, Some(invitation.prompts[1].stamp()))
        .unwrap();
    let archived = store.archived(HERE, id).unwrap().unwrap();
    assert_eq!(
        (archived.status, archived.result.unwrap().ending),
        (GameStatus::Aborted, Ending::Declined)
    );
}

#[test]
fn commands_on_one_channel_apply_one_at_a_time() {
    let service = Arc::new(memory());
    let record = record();
    let invitation = invite(&service, &record);
    service
        .accept(HERE, BOB, Some(invitation.prompts[0].stamp()))
        .unwrap();
    // The same action sent twice at once: applied once.
    let line = record.actions[0].text.clone();
    let barrier = Arc::new(Barrier::new(2));
    let racers: Vec<_> = (0..2)
        .map(|_| {
            let (service, barrier, line) =
                (Arc::clone(&service), Arc::clone(&barrier), line.clone());
            std::thread::spawn(move || {
                barrier.wait();
                service.play(HERE, ALICE, &line, None)
            })
        })
        .collect();
    let results: Vec<_> = racers.into_iter().map(|r| r.join().unwrap()).collect();
    assert_eq!(
        results.iter().filter(|r| r.is_ok()).count(),
        1,
        "{results:?}"
    );
    assert_eq!(service.store().get(HERE).unwrap().unwrap().log.len(), 1);

    // A double click on one button: applied once, the second is out of date.
    let at = step(&service);
    let clicks: Vec<_> = (0..2)
        .map(|_| {
            let (service, barrier) = (Arc::clone(&service), Arc::clone(&barrier));
            std::thread::spawn(move || {
                barrier.wait();
                service
                    .ask_abort(HERE, ALICE, false)
                    .and_then(|_| service.agree_abort(HERE, BOB, at))
            })
        })
        .collect();
    let results: Vec<_> = clicks.into_iter().map(|r| r.join().unwrap()).collect();
    assert_eq!(
        results.iter().filter(|r| r.is_ok()).count(),
        1,
        "{results:?}"
    );
    assert_eq!(service.store().counts().unwrap().aborted, 1);
}

#[test]
fn a_restart_mid_game_loses_nothing() {
    let dir = scratch("restart");
    let record = record();
    let half = record.actions.len() / 2;
    {
        let store = SledStore::open(&SledOptions::new(dir.path())).unwrap();
        let service = service(Arc::new(store));
        let invitation = invite(&service, &record);
        service
            .accept(HERE, BOB, Some(invitation.prompts[0].stamp()))
            .unwrap();
        play_lines(&service, &record, 0..half, &mut Vec::new());
    }
    let store = SledStore::open(&SledOptions::new(dir.path())).unwrap();
    let service = service(Arc::new(store));
    assert_eq!(service.store().get(HERE).unwrap().unwrap().log.len(), half);
    let mut told = Vec::new();
    play_lines(&service, &record, half..record.actions.len(), &mut told);
    assert!(told.last().unwrap().text.contains("Alice wins 40–30."));
    drop(service);
}

#[test]
fn autocomplete_offers_legal_actions_word_by_word() {
    let service = memory();
    let record = record();
    let invitation = invite(&service, &record);
    assert!(
        service.complete(HERE, ALICE, "").is_empty(),
        "nothing to play before the game starts"
    );
    service
        .accept(HERE, BOB, Some(invitation.prompts[0].stamp()))
        .unwrap();
    let top: Vec<String> = service
        .complete(HERE, ALICE, "")
        .into_iter()
        .map(|c| c.notation)
        .collect();
    assert!(
        top.len() <= 25 && top.contains(&"V1 ".to_owned()),
        "{top:?}"
    );
    let cells = service.complete(HERE, ALICE, "v1 ");
    assert_eq!(cells.len(), 5, "row 1 of an empty cathedral");
    assert!(cells[0].label.contains("vault"), "{:?}", cells[0]);
    let next = service.complete(HERE, ALICE, "V1 a1; ");
    assert!(next.iter().all(|c| c.notation.starts_with("V1 a1; ")));
    assert!(
        next.iter().any(|c| c.notation == "V1 a1; B"),
        "a builder after the vault"
    );
    assert!(service.complete(HERE, ALICE, "V1 z9; ").is_empty());
    assert!(service.complete(HERE, EVE, "").is_empty());
    assert!(service.complete(HERE, BOB, "").is_empty(), "not Bob's turn");
}

#[test]
fn big_pictures_are_drawn_smaller() {
    let mut service = memory();
    service.set_upload_limit(60 * 1024);
    let record = record();
    let invitation = invite(&service, &record);
    let reply = service
        .accept(HERE, BOB, Some(invitation.prompts[0].stamp()))
        .unwrap();
    let png = reply.picture.unwrap();
    assert!(png.len() <= 60 * 1024, "{} bytes", png.len());
    let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
    assert!(width < 800, "drawn smaller: {width}");
}

#[test]
fn a_damaged_game_is_reported_and_can_be_cleared() {
    let store = Arc::new(MemoryStore::new());
    let service = service(Arc::clone(&store) as Arc<dyn Store>);
    store.write_raw(HERE, b"KS\x01\x00{ broken");
    assert!(matches!(
        service.play(HERE, ALICE, "V1 a1", None),
        Err(ServiceError::Damaged(HERE))
    ));
    assert!(matches!(
        service.ask_abort(HERE, ALICE, false),
        Err(ServiceError::Damaged(HERE))
    ));
    assert!(
        service
            .ask_abort(HERE, EVE, true)
            .unwrap()
            .text
            .contains("cleared")
    );
    invite(&service, &record());
}

/// The move picker: menus lead word by word to the record's first action,
/// Back and Clear undo, and Play plays exactly what `/play` would have; a
/// picker made before the game moved on refuses.
#[test]
fn the_move_picker_leads_word_by_word_and_plays_as_play_would() {
    use keystone_bot::service::reply::Trail;
    let (picked, typed) = (memory(), memory());
    let record = record();
    for service in [&picked, &typed] {
        invite(service, &record);
        service.accept(HERE, BOB, None).unwrap();
    }
    let first = &record.actions[0].text; // "V2 c1"
    let opened = picked.picker(HERE, ALICE, None, Trail::default()).unwrap();
    assert!(opened.private);
    assert!(opened.text.starts_with("**Your move**"), "{}", opened.text);
    assert!(opened.prompts.is_empty(), "nothing to undo or play yet");
    let menu = opened.menu.clone().expect("a menu");
    assert!(menu.options.len() <= 25);
    assert_eq!(menu.prompt.kind, PromptKind::Pick);
    // The group the action starts with ("V2…"), then the action.
    let slot = first.split_whitespace().next().unwrap();
    let at = |options: &[keystone_bot::service::reply::MenuOption], description: &str| {
        options
            .iter()
            .position(|o| o.description == description)
            .unwrap_or_else(|| panic!("{description} in {options:?}"))
    };
    let group = Trail::default()
        .then(at(&menu.options, &format!("{slot}…")))
        .unwrap();
    let cells = picked.picker(HERE, ALICE, None, group).unwrap();
    assert!(
        cells.text.contains(&format!("1. `{slot}…`")),
        "{}",
        cells.text
    );
    let cells_menu = cells.menu.unwrap();
    let chosen = group.then(at(&cells_menu.options, first)).unwrap();
    let ready = picked.picker(HERE, ALICE, None, chosen).unwrap();
    assert!(
        ready.text.contains(&format!("1. `{first}` — ")),
        "{}",
        ready.text
    );
    let kinds: Vec<PromptKind> = ready.prompts.iter().map(|p| p.kind).collect();
    assert_eq!(
        kinds,
        [
            PromptKind::PickBack,
            PromptKind::PickClear,
            PromptKind::PickPlay
        ]
    );
    assert!(
        ready.menu.is_some(),
        "Alice's turn goes on: the menu continues from where V2 leads"
    );
    // Back is the group again; Clear, the start.
    let back = picked.picker(HERE, ALICE, None, chosen.back()).unwrap();
    assert_eq!(back.text, cells.text);
    // Bob has nothing to pick, and is told whom the game waits on.
    assert_eq!(
        refused(picked.picker(HERE, BOB, None, Trail::default())),
        "There is nothing for you to play now: the game waits on Alice."
    );
    // Play: as /play with the same line.
    let stamp = ready.prompts[2].stamp();
    let played = picked.play_picked(HERE, ALICE, stamp, chosen).unwrap();
    let expected = typed.play(HERE, ALICE, first, None).unwrap();
    assert_eq!(played.text, expected.text);
    assert_eq!(played.picture, expected.picture);
    // The same lines (when, each service's own clock says).
    let lines = |service: &Service| -> Vec<(Seat, String)> {
        let log = service.store().get(HERE).unwrap().unwrap().log;
        log.into_iter().map(|a| (a.seat, a.text)).collect()
    };
    assert_eq!(lines(&picked), lines(&typed));
    // The picker that played, or any made before, is out of date now.
    assert!(
        refused(picked.play_picked(HERE, ALICE, stamp, chosen)).contains("out of date"),
        "played once"
    );
    assert!(refused(picked.picker(HERE, ALICE, Some(stamp), group)).contains("out of date"));
}
