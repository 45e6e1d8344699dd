//! Game records, replays and rankings through the service: the history by
//! pages, export → replay byte for byte, import (valid and refused), the
//! board at a turn and the animated GIF, statistics and ratings counted once
//! across a restart.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use image::AnimationDecoder;
use image::codecs::gif::GifDecoder;
use keystone_bot::games;
use keystone_bot::service::{Clock, PromptKind, Reply, Service};
use keystone_data::{ChannelId, MemoryStore, Seat, SledOptions, SledStore, Store};
use keystone_engine::Record;

use crate::common;

use common::{ALICE, BOB, CAROL, HERE, record, refused, scratch, user};

const THERE: ChannelId = ChannelId(78);

struct Ticking(AtomicI64);

impl Clock for Ticking {
    fn now(&self) -> i64 {
        self.0.fetch_add(1_000, Ordering::SeqCst)
    }
}

fn service(store: Arc<dyn Store>) -> Service {
    Service::with_seeds(
        store,
        Arc::new(Ticking(AtomicI64::new(1_700_000_000_000))),
        Box::new(|| 42),
    )
}

fn memory() -> Service {
    service(Arc::new(MemoryStore::new()))
}

/// `host` invites `opponent` to the fixed-deck game in `channel`, accepted.
fn start(service: &Service, channel: ChannelId, host: u64, opponent: u64) {
    service
        .new_game(channel, &common::new_game(&record(), host, opponent, None))
        .unwrap();
    service.accept(channel, opponent, None).unwrap();
}

/// Plays the record's lines `range` in `channel`, seat 1 being `one`.
fn play(service: &Service, channel: ChannelId, one: u64, two: u64, range: std::ops::Range<usize>) {
    common::play(service, channel, (one, two), range);
}

fn attachment(reply: &Reply) -> &[u8] {
    &reply.attachment.as_ref().expect("a file").bytes
}

#[test]
fn the_history_comes_in_pages_with_buttons() {
    let service = memory();
    assert!(refused(service.history(HERE, None, None)).contains("no game"));
    start(&service, HERE, ALICE, BOB);
    assert_eq!(
        service.history(HERE, None, None).unwrap().text,
        "Nothing has been played yet."
    );
    play(&service, HERE, ALICE, BOB, 0..40);
    let last = service.history(HERE, None, None).unwrap();
    assert_eq!(
        last.text,
        "History of this game: actions 31–40 of 40 (page 3 of 3)."
    );
    assert_eq!(last.details.len(), 10);
    assert!(last.details[0].starts_with("31. "), "{}", last.details[0]);
    let kinds: Vec<_> = last.prompts.iter().map(|p| (p.kind, p.step)).collect();
    assert_eq!(kinds, [(PromptKind::Older, 2)]);
    let middle = service.history(HERE, Some(2), None).unwrap();
    let kinds: Vec<_> = middle.prompts.iter().map(|p| (p.kind, p.step)).collect();
    assert_eq!(kinds, [(PromptKind::Older, 1), (PromptKind::Newer, 3)]);
    let first = service.history(HERE, Some(1), None).unwrap();
    assert_eq!(first.details.len(), 15);
    assert!(
        first.details[0].starts_with("1. Alice: `V3 c1` — Alice placed"),
        "{}",
        first.details[0]
    );
    assert_eq!(
        refused(service.history(HERE, Some(4), None)),
        "The history has 3 pages: choose 1 to 3."
    );
}

#[test]
fn an_exported_record_replays_to_the_same_final_state_byte_for_byte() {
    let service = memory();
    start(&service, HERE, ALICE, BOB);
    let record = record();
    play(&service, HERE, ALICE, BOB, 0..record.actions.len());
    assert!(service.store().get(HERE).unwrap().is_none(), "over");
    let archived = service.store().latest_archived(HERE).unwrap().unwrap();

    // After the end, the channel's last game is still there to look back on.
    let export = service.export(HERE).unwrap();
    let file = export.attachment.as_ref().unwrap();
    assert_eq!(file.name, format!("basilica-{}.txt", archived.id.0));
    let text = String::from_utf8(file.bytes.clone()).unwrap();
    let exported = Record::parse(&text).unwrap();
    assert_eq!(exported.seats, ["Alice", "Bob"]);
    assert_eq!(exported.seed, record.seed);
    assert_eq!(exported.actions.len(), archived.log.len());
    let kind = games::kind("basilica").unwrap();
    let replayed = (kind.replay)(&exported).unwrap();
    assert_eq!(replayed.snapshot(), archived.state, "byte for byte");
    assert!(
        service
            .history(HERE, None, None)
            .unwrap()
            .text
            .starts_with("History of this finished game")
    );

    // `keystone replay` reads the same file.
    let scratch_dir = scratch("export");
    let path = scratch_dir.path().join("export.txt");
    std::fs::write(&path, &text).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(["replay", "--json"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(out.status.success());
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        json["scores"],
        serde_json::json!(archived.result.unwrap().scores)
    );
}

/// The state of `channel`'s game as every seat sees it: its public record
/// (the actions, the draws made so far).
fn seen(service: &Service, channel: ChannelId) -> (String, usize) {
    let text = String::from_utf8(attachment(&service.export(channel).unwrap()).to_vec()).unwrap();
    let record = Record::parse(&text).unwrap();
    let drawn = record
        .headers
        .iter()
        .find(|h| h.key == "drawn")
        .map(|h| h.value.clone())
        .unwrap_or_default();
    (drawn, record.actions.len())
}

#[test]
fn an_imported_record_continues_and_a_bad_one_is_refused_by_line() {
    let service = memory();
    start(&service, HERE, ALICE, BOB);
    play(&service, HERE, ALICE, BOB, 0..30);
    let export = service.export(HERE).unwrap();
    assert!(export.text.contains("without the seed"), "{}", export.text);
    let text = String::from_utf8(attachment(&export).to_vec()).unwrap();
    assert!(!text.contains("seed:") && !text.contains("deck:"), "{text}");

    // Carol resumes it with Bob elsewhere: Carol takes Alice's seat.
    let invitation = service
        .import(THERE, Some(5), &user(CAROL), &[user(BOB)], &text)
        .unwrap();
    assert!(
        invitation.text.starts_with(
            "Carol invites Bob to resume a game of Basilica from a record (30 actions played; Carol as Alice, Bob as Bob). What is still hidden is drawn anew."
        ),
        "{}",
        invitation.text
    );
    assert_eq!(invitation.ping, vec![BOB]);
    let accepted = service
        .accept(THERE, BOB, Some(invitation.prompts[0].stamp()))
        .unwrap();
    assert!(accepted.picture.is_some());
    // Everything both players saw carries over; the game goes on there.
    assert_eq!(seen(&service, THERE), seen(&service, HERE));
    for _ in 0..15 {
        let who = service.waiting_for(THERE).unwrap()[0];
        let moves = service.moves(THERE, who).unwrap();
        service.play(THERE, who, &moves[0].notation, None).unwrap();
    }

    // Refused, naming the line: an illegal action, a garbled line.
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let at = lines.iter().position(|l| l.starts_with("1: V")).unwrap();
    lines[at] = "1: V1 e15".into();
    let illegal = refused(service.import(
        ChannelId(9),
        None,
        &user(CAROL),
        &[user(BOB)],
        &lines.join("\n"),
    ));
    assert!(
        illegal.starts_with(&format!("Line {} of the record is refused:", at + 1)),
        "{illegal}"
    );
    lines[at] = "V1 a1 without a seat".into();
    let garbled = refused(service.import(
        ChannelId(9),
        None,
        &user(CAROL),
        &[user(BOB)],
        &lines.join("\n"),
    ));
    assert!(
        garbled.starts_with(&format!("The record does not read: line {}", at + 1))
            && garbled.contains("V1 a1 without a seat"),
        "{garbled}"
    );
    assert!(
        refused(service.import(ChannelId(9), None, &user(BOB), &[user(BOB)], &text))
            .contains("yourself")
    );
    assert!(
        refused(service.import(
            ChannelId(9),
            None,
            &user(BOB),
            &[user(ALICE), user(CAROL)],
            &text
        ))
        .contains("this import seats 3"),
        "one person per seat"
    );
    assert!(
        service.store().get(ChannelId(9)).unwrap().is_none(),
        "nothing created"
    );
    assert!(
        refused(service.import(THERE, None, &user(CAROL), &[user(ALICE)], &text))
            .contains("already has a game")
    );
}

#[test]
fn an_importer_never_knows_the_future_of_the_game_they_import() {
    // The record gives its seed and its whole deck: whoever wrote it knows
    // every draw to come. Imported, the game keeps what was seen and draws
    // the rest from the server's randomness.
    let service = memory();
    let mut full = record();
    full.actions.truncate(20);
    let invitation = service
        .import(THERE, Some(5), &user(CAROL), &[user(BOB)], &full.to_text())
        .unwrap();
    service
        .accept(THERE, BOB, Some(invitation.prompts[0].stamp()))
        .unwrap();
    let stored = service.store().get(THERE).unwrap().unwrap();
    let kind = games::kind("basilica").unwrap();
    let theirs = (kind.replay)(&full).unwrap();
    assert_ne!(stored.state, theirs.snapshot(), "the hidden pile differs");
    // What the importer expects next (the writer's future) does not happen:
    // the draws after the next refills differ.
    let mut continued = 0;
    for line in &record().actions[20..] {
        let who = if line.seat.index() == 0 { CAROL } else { BOB };
        if service.play(THERE, who, &line.text, None).is_err() {
            break;
        }
        continued += 1;
    }
    assert!(
        continued < record().actions.len() - 20,
        "the writer's game cannot be played through"
    );
    // And the game's own record replays it exactly, once it is over.
    let confirm = service.ask_resign(THERE, BOB).unwrap();
    service
        .resign(THERE, BOB, confirm.prompts[0].stamp())
        .unwrap();
    let archived = service.store().latest_archived(THERE).unwrap().unwrap();
    let text = String::from_utf8(attachment(&service.export(THERE).unwrap()).to_vec()).unwrap();
    let ours = Record::parse(&text).unwrap();
    assert!(ours.seed.is_some(), "the seed is given after the end");
    assert_eq!(
        (kind.replay)(&ours).unwrap().snapshot(),
        archived.state,
        "byte for byte"
    );
}

#[test]
fn the_board_at_a_turn_and_the_whole_game_as_a_gif() {
    let mut service = memory();
    start(&service, HERE, ALICE, BOB);
    let record = record();
    play(&service, HERE, ALICE, BOB, 0..record.actions.len());

    let names = ["Alice", "Bob"];
    let lines: Vec<(Seat, String)> = record
        .actions
        .iter()
        .map(|l| (l.seat, l.text.clone()))
        .collect();
    let setup = Record {
        actions: Vec::new(),
        ..record.clone()
    };
    let fresh = (games::kind("basilica").unwrap().replay)(&setup).unwrap();
    let turns = games::turn_starts(&*fresh, &lines, &names).unwrap().len();
    assert!(turns > 20, "{turns} turns");

    let second = service.replay(HERE, Some(2)).unwrap();
    assert_eq!(
        second.text,
        format!("Turn 2 of {turns}: the board as Bob's turn began, the turn before highlighted.")
    );
    let png = image::load_from_memory(second.picture.as_ref().unwrap()).unwrap();
    // Laid out for a phone, as Discord shows it, drawn twice its 400 px.
    assert_eq!(png.width(), 800);
    assert!(
        refused(service.replay(HERE, Some(turns + 1))).contains(&format!("choose 1 to {turns}"))
    );

    // One frame per turn and one for the end.
    let whole = service.replay(HERE, None).unwrap();
    let frames = GifDecoder::new(std::io::Cursor::new(attachment(&whole)))
        .unwrap()
        .into_frames()
        .collect_frames()
        .unwrap();
    assert_eq!(frames.len(), turns + 1);
    assert_eq!(
        whole.text,
        format!("The whole game, turn by turn: {} frames.", turns + 1)
    );

    // Under a small limit: smaller, then fewer frames, still within it.
    let limit = attachment(&whole).len() / 3;
    service.set_upload_limit(limit);
    let small = service.replay(HERE, None).unwrap();
    let gif = attachment(&small);
    assert!(gif.len() <= limit, "{} > {limit}", gif.len());
    let frames = GifDecoder::new(std::io::Cursor::new(gif))
        .unwrap()
        .into_frames()
        .collect_frames()
        .unwrap();
    assert!(frames.len() >= 2 && frames.len() <= turns + 1);
}

#[test]
fn a_whole_game_animation_waits_its_turn_or_is_told_to_try_later() {
    use keystone_bot::service::easel::Easel;
    let mut service = memory();
    start(&service, HERE, ALICE, BOB);
    play(&service, HERE, ALICE, BOB, 0..6);
    // One drawing at once, nobody waiting: while one is drawn, another is
    // told to try later, and a turn of its own still shows.
    let easel = Arc::new(Easel::new(1, 0, std::time::Duration::from_secs(60)));
    service.set_easel(Arc::clone(&easel));
    let drawing = easel.turn().unwrap();
    assert_eq!(
        refused(service.replay(HERE, None)),
        "Other whole-game animations are being drawn right now: try again in a minute. A single turn (`turn:`) shows at once."
    );
    assert!(service.replay(HERE, Some(2)).unwrap().picture.is_some());
    drop(drawing);
    assert!(service.replay(HERE, None).unwrap().attachment.is_some());
}

/// The record `examples/{file}`, and the game it sets up with its first
/// actions played, by how many.
fn example(file: &str) -> (Record, impl Fn(usize) -> Box<dyn games::AnyGame>) {
    let path = format!("{}/../examples/{file}", env!("CARGO_MANIFEST_DIR"));
    let record = Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
    let kind = games::kind(&record.game).unwrap();
    let kept = record.clone();
    let at = move |actions: usize| {
        (kind.replay)(&Record {
            actions: kept.actions[..actions].to_vec(),
            ..kept.clone()
        })
        .unwrap()
    };
    (record, at)
}

/// A record's actions as lines: each seat and its notation.
fn lines_of(record: &Record) -> Vec<(Seat, String)> {
    record
        .actions
        .iter()
        .map(|l| (l.seat, l.text.clone()))
        .collect()
}

#[test]
fn a_long_game_animates_in_at_most_a_hundred_and_twenty_frames() {
    use keystone_bot::games::animation::{MOST_FRAMES, animate};
    let (record, at) = example("babylon-four-players.txt");
    let fresh = at(0);
    let lines = lines_of(&record);
    let names: Vec<&str> = record.seats.iter().map(String::as_str).collect();
    let turns = games::turn_starts(&*fresh, &lines, &names).unwrap().len();
    assert!(turns + 1 > 2 * MOST_FRAMES, "{turns} turns");
    let limit = keystone_bot::service::UPLOAD_LIMIT;
    let animation = animate(
        &*fresh,
        &lines,
        &names,
        limit,
        Default::default(),
        keystone_bot::i18n::Lang::En,
    )
    .unwrap();
    // One turn in three (248 turns and the end), at three quarters' size.
    assert_eq!((animation.every, animation.frames), (3, 84));
    assert_eq!(animation.scale, 0.75);
    assert!(animation.gif.len() <= limit);
    // Every frame decodes, drawn over the one before (counted one at a
    // time: the frames together would take 300 MB).
    let decoded = GifDecoder::new(std::io::Cursor::new(&animation.gif))
        .unwrap()
        .into_frames()
        .map(Result::unwrap)
        .count();
    assert_eq!(decoded, animation.frames);
}

/// A phone's picture grows and shrinks with the game (Les Grands
/// Bâtisseurs' auction row, hands wrapping): the animation is as tall as
/// its tallest frame, none of which loses its bottom (its caption).
#[test]
fn every_frame_of_an_animation_is_whole() {
    use keystone_bot::games::animation::animate;
    let (record, at) = example("grands-batisseurs-whole-game.txt");
    let fresh = at(0);
    let lines = lines_of(&record);
    let names: Vec<&str> = record.seats.iter().map(String::as_str).collect();
    let limit = keystone_bot::service::UPLOAD_LIMIT;
    let animation = animate(
        &*fresh,
        &lines,
        &names,
        limit,
        Default::default(),
        keystone_bot::i18n::Lang::En,
    )
    .unwrap();
    assert_eq!(animation.every, 1, "every turn a frame");
    let starts = games::turn_starts(&*fresh, &lines, &names).unwrap();
    let scale = animation.scale * games::DISCORD_LAYOUT.sharp_scale();
    let tallest = starts
        .iter()
        .copied()
        .chain([lines.len()])
        .map(|actions| {
            let image = at(actions).image(
                &names,
                None,
                None,
                games::DISCORD_LAYOUT.into(),
                scale,
                keystone_bot::i18n::Lang::En,
            );
            keystone_render::gif::captioned(&image, "Turn").height()
        })
        .max()
        .unwrap();
    // The logical screen's height, after the signature and the width.
    let height = u32::from(u16::from_le_bytes([animation.gif[8], animation.gif[9]]));
    assert!(height >= tallest, "{height} px tall, a frame {tallest}");
}

#[test]
fn ratings_count_each_finished_game_once_across_restarts() {
    let scratch_dir = scratch("ratings");
    let dir = scratch_dir.path();
    let options = SledOptions::new(dir);
    let open = |options: &SledOptions| service(Arc::new(SledStore::open(options).unwrap()));
    {
        let service = open(&options);
        assert!(
            service
                .leaderboard(Some(5))
                .unwrap()
                .text
                .contains("No game")
        );
        // Bob resigns one game; Alice and Bob play the other to the end.
        start(&service, HERE, ALICE, BOB);
        play(&service, HERE, ALICE, BOB, 0..3);
        let confirm = service.ask_resign(HERE, BOB).unwrap();
        service
            .resign(HERE, BOB, confirm.prompts[0].stamp())
            .unwrap();
        start(&service, THERE, ALICE, BOB);
        play(&service, THERE, ALICE, BOB, 0..record().actions.len());
    }
    let leaders = |service: &Service| service.leaderboard(Some(5)).unwrap();
    let service = open(&options);
    let board = leaders(&service);
    assert_eq!(
        board.text,
        "Leaderboard: 2 players, 2 finished games (Elo, from 1000)."
    );
    // Alice won both: 1000 → 1016 → 1031 (Elo, K 32).
    assert_eq!(
        board.details,
        [
            "1. Alice — 1031 (2 played: 2 won, 0 lost, 0 drawn)",
            "2. Bob — 969 (2 played: 0 won, 2 lost, 0 drawn)"
        ]
    );
    let stats = service.stats(Some(5), ALICE, "Alice").unwrap().text;
    assert!(
        stats
            .starts_with("**Alice** · rating 1031 (#1 of 2) · played 2 · won 2 · lost 0 · drawn 0"),
        "{stats}"
    );
    assert!(stats.contains("favourite colour zone: "), "{stats}");
    assert!(
        !stats.ends_with("none yet"),
        "a played game names a colour: {stats}"
    );
    assert!(
        service
            .stats(Some(5), CAROL, "Carol")
            .unwrap()
            .text
            .contains("Carol has not finished a game here yet.")
    );
    drop(service);
    // Another restart changes nothing.
    let service = open(&options);
    assert_eq!(leaders(&service), board, "counted once");
    assert!(
        service
            .leaderboard(Some(6))
            .unwrap()
            .text
            .contains("No game"),
        "per server"
    );
    drop(service);
}

#[test]
fn a_record_saved_with_a_byte_order_mark_is_imported() {
    let service = memory();
    start(&service, HERE, ALICE, BOB);
    play(&service, HERE, ALICE, BOB, 0..12);
    let export = service.export(HERE).unwrap();
    let text = String::from_utf8(attachment(&export).to_vec()).unwrap();
    let invitation = service
        .import(
            THERE,
            Some(5),
            &user(CAROL),
            &[user(BOB)],
            &format!("\u{feff}{text}"),
        )
        .unwrap();
    assert!(
        invitation.text.contains("12 actions played"),
        "{}",
        invitation.text
    );
}
