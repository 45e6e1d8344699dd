//! The `keystone replay` and `keystone score` commands, run as a user would.

use std::path::Path;
use std::process::Command;

use crate::pg;

use serde_json::{Value, json};

fn keystone(args: &[&str]) -> (i32, Value) {
    let output = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(args)
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    let value = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}: {stdout}"));
    (output.status.code().unwrap(), value)
}

fn example(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../examples")
        .join(name)
        .display()
        .to_string()
}

#[test]
fn replay_json_has_every_field() {
    let (code, v) = keystone(&["replay", &example("basilica-full-game.txt"), "--json"]);
    assert_eq!(code, 0);
    let mut keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "actions",
            "actions_left",
            "cells",
            "coins",
            "discard",
            "draw",
            "exhaustions",
            "finished",
            "game",
            "king",
            "left",
            "offer",
            "pile",
            "reserve",
            "scores",
            "scorings",
            "to_act",
            "winner",
            "winners"
        ]
    );
    assert_eq!(
        (v["winners"].clone(), v["left"].clone()),
        (json!([1]), json!([]))
    );
    assert_eq!(v["game"], "basilica");
    assert_eq!(v["actions"], 113);
    assert_eq!(
        (
            v["finished"].clone(),
            v["winner"].clone(),
            v["draw"].clone()
        ),
        (json!(true), json!(1), json!(false))
    );
    assert_eq!(v["scores"], json!([52, 37]));
    assert_eq!(
        (v["to_act"].clone(), v["actions_left"].clone()),
        (Value::Null, json!(0))
    );
    assert_eq!(v["exhaustions"], 2);
    assert_eq!(v["cells"]["c4"], json!({"tile": 33, "builder": 2}));
    assert_eq!(v["cells"]["e1"], json!({"tile": 58, "glass": true}));
}

#[test]
fn replay_json_mid_game() {
    let (code, v) = keystone(&["replay", &example("basilica-paid-orders.txt"), "--json"]);
    assert_eq!(code, 0);
    assert_eq!(
        (
            v["finished"].clone(),
            v["to_act"].clone(),
            v["actions_left"].clone()
        ),
        (json!(false), json!(1), json!(3))
    );
    assert_eq!(
        v["cells"]["c1"],
        json!({"tile": 11, "builder": 1, "rank": "architect"})
    );
    assert_eq!(
        (v["coins"].clone(), v["reserve"].clone()),
        (json!([1, 1]), json!([3, 4]))
    );
    assert_eq!(
        v["offer"],
        json!({"orders": [8, 7, 13], "vaults": [6, 22, 24]})
    );
    assert_eq!(
        (
            v["king"].clone(),
            v["scorings"].clone(),
            v["pile"].clone(),
            v["discard"].clone()
        ),
        (json!(6), json!(0), json!(42), json!(3))
    );
}

#[test]
fn a_scaffold_is_marked() {
    let scratch_dir = scratch("cli");
    let dir = scratch_dir.path();
    std::fs::create_dir_all(dir).unwrap();
    // Deck: orders 9 (scaffold) 2 3, vaults 4 5 6.
    let deck: Vec<String> = std::iter::once(9)
        .chain((1..=58).filter(|&i| i != 9))
        .map(|i| i.to_string())
        .collect();
    let file = dir.join("scaffold.txt");
    std::fs::write(
        &file,
        format!(
            "game: basilica\nseats: A | B\nseed: 3\ndeck: {}\n1: O1 scaffold c1 c2\n",
            deck.join(" ")
        ),
    )
    .unwrap();
    let (code, v) = keystone(&["replay", file.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0);
    assert_eq!(
        v["cells"],
        json!({"c1": {"scaffold": true}, "c2": {"scaffold": true}})
    );
}

#[test]
fn an_illegal_line_exits_1_with_its_line_and_rule() {
    let scratch_dir = scratch("cli-bad");
    let dir = scratch_dir.path();
    std::fs::create_dir_all(dir).unwrap();
    let first = [1, 2, 3, 41, 44];
    let deck: Vec<u32> = first
        .into_iter()
        .chain((1..=58).filter(|i| !first.contains(i)))
        .collect();
    let deck: Vec<String> = deck.iter().map(ToString::to_string).collect();
    let file = dir.join("joker.txt");
    std::fs::write(
        &file,
        format!(
            "game: basilica\nseats: A | B\nseed: 3\ndeck: {}\n1: V1 a1\n1: V2 b1\n",
            deck.join(" ")
        ),
    )
    .unwrap();
    let (code, v) = keystone(&["replay", file.to_str().unwrap(), "--json"]);
    assert_eq!(code, 1);
    assert_eq!(
        v,
        json!({"error": {"line": 6, "rule": "B15", "message": "a joker cannot touch the joker at a1 (B15)"}})
    );

    std::fs::write(
        &file,
        "game: basilica\nseats: A | B\nseed: 3\n1: V1 a1; X\n",
    )
    .unwrap();
    let (code, v) = keystone(&["replay", file.to_str().unwrap(), "--json"]);
    assert_eq!(
        (code, v["error"]["line"].clone(), v["error"]["rule"].clone()),
        (1, json!(4), Value::Null)
    );
    let (code, v) = keystone(&["score", "/nonexistent/record.txt", "--json"]);
    assert_eq!((code, v["error"]["line"].clone()), (1, json!(0)));
}

#[test]
fn replay_writes_the_whole_game_as_a_gif() {
    use image::AnimationDecoder;
    use image::codecs::gif::GifDecoder;

    let scratch_dir = scratch("cli");
    let out = scratch_dir.path().join("cli.gif");
    let (code, v) = keystone(&[
        "replay",
        &example("basilica-full-game.txt"),
        "--json",
        "--gif",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0);
    assert_eq!(v["scores"], json!([52, 37]));
    let gif = std::fs::read(&out).unwrap();
    let frames = GifDecoder::new(std::io::Cursor::new(gif))
        .unwrap()
        .into_frames()
        .collect_frames()
        .unwrap();
    // One frame per turn of the full-game example, and one for the end.
    assert_eq!(frames.len(), 36);
    // Three quarters of a phone's board drawn sharp (800 px), and a band
    // beneath for the turn.
    assert_eq!(frames[0].buffer().width(), 600);
}

#[test]
fn score_json_lists_every_zone() {
    let (code, v) = keystone(&["score", &example("basilica-paid-orders.txt"), "--json"]);
    assert_eq!(code, 0);
    assert_eq!(v["points"], json!([6, 2]));
    assert_eq!(
        v["zones"][1],
        json!({"color": "B", "cells": ["c1", "c2"], "value": 4, "strength": [1, 0], "majority": 1, "points": [4, 0]})
    );
    assert_eq!(
        v["zones"][3],
        json!({"color": "G", "cells": ["e1"], "value": 1, "strength": [0, 0], "majority": null, "points": [0, 0]})
    );
    assert_eq!(v["zones"].as_array().unwrap().len(), 4);
}

#[test]
fn score_does_not_change_the_game() {
    // The first-scoring example ends right after a scoring: the preview is
    // of the cleaned-up cathedral, and replaying again gives the same state.
    let (_, before) = keystone(&["replay", &example("basilica-first-scoring.txt"), "--json"]);
    let (code, v) = keystone(&["score", &example("basilica-first-scoring.txt"), "--json"]);
    assert_eq!(code, 0);
    assert_eq!(v["points"], json!([0, 0]));
    let (_, after) = keystone(&["replay", &example("basilica-first-scoring.txt"), "--json"]);
    assert_eq!(before, after);
}

#[test]
fn render_writes_a_landscape_png() {
    let scratch_dir = scratch("render");
    let out = scratch_dir.path().join("render.png");
    let status = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args([
            "render",
            &example("basilica-paid-orders.txt"),
            "-o",
            out.to_str().unwrap(),
        ])
        .status()
        .unwrap();
    assert!(status.success());
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    // IHDR: width and height, big-endian, right after the chunk header.
    let width = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
    let height = u32::from_be_bytes(bytes[20..24].try_into().unwrap());
    assert_eq!((width, height), (1100, 740));
    assert!(bytes.len() < 400 * 1024);

    let small = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args([
            "render",
            &example("basilica-paid-orders.txt"),
            "-o",
            out.to_str().unwrap(),
            "--scale",
            "0.5",
        ])
        .status()
        .unwrap();
    assert!(small.success());
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(u32::from_be_bytes(bytes[16..20].try_into().unwrap()), 550);
}

/// Runs `keystone local` with `input` on stdin; returns its output.
fn local(database: &Path, pictures: &Path, input: &str) -> String {
    local_in("en", database, pictures, input)
}

/// A copy of example `name` with its setup only (`--from` plays a
/// record's actions), written beside `database`.
fn setup_of(name: &str, database: &Path) -> String {
    let text = std::fs::read_to_string(example(name)).unwrap();
    let setup: String = text
        .lines()
        // An action line starts with its seat's number.
        .filter(|l| {
            l.split(':')
                .next()
                .is_none_or(|s| s.trim().parse::<u8>().is_err())
        })
        .map(|l| format!("{l}\n"))
        .collect();
    let path = database.with_extension("setup.txt");
    std::fs::create_dir_all(database.parent().unwrap()).unwrap();
    std::fs::write(&path, setup).unwrap();
    path.display().to_string()
}

/// [`local`] in language `lang`.
fn local_in(lang: &str, database: &Path, pictures: &Path, input: &str) -> String {
    let from = setup_of("basilica-fixed-deck.txt", database);
    local_with(
        &["--lang", lang, "--from", &from],
        database,
        pictures,
        input,
    )
}

/// Runs `keystone local` with `args` and `input` on stdin; returns its
/// output.
fn local_with(args: &[&str], database: &Path, pictures: &Path, input: &str) -> String {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .arg("local")
        .arg("--database")
        .arg(database)
        .arg("--pictures")
        .arg(pictures)
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout).unwrap()
}

/// `--from` plays a whole record, its bluffs too (a bid above the
/// bidder's purse, which a player confirms): Les Grands Bâtisseurs'
/// example to its end; its history then reads page by page.
#[test]
fn local_from_a_record_plays_its_confirmed_bluffs_to_the_end() {
    let scratch_dir = scratch("local-bluff");
    let dir = scratch_dir.path();
    let record = example("grands-batisseurs-whole-game.txt");
    // Then its history, page by page: the first, the last, and refusals.
    let output = local_with(
        &["--from", &record],
        &dir.join("db"),
        &dir.join("boards"),
        "history 1\nhistory\nhistory 99\nhistory one\nquit\n",
    );
    assert!(
        !output.contains("could not be played"),
        "the whole record is played: {output}"
    );
    assert!(output.contains("The game is over"), "{output}");
    assert!(output.contains("actions 1–15 of"), "{output}");
    assert!(output.contains("\n  1. Alice: "), "{output}");
    let pages = output
        .split("(page 1 of ")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .expect("the first page says how many");
    assert!(
        output.contains(&format!("(page {pages} of {pages})")),
        "{output}"
    );
    assert!(output.contains(&format!("choose 1 to {pages}")), "{output}");
    assert!(output.contains("history takes a page number"), "{output}");
}

#[test]
fn local_plays_a_game_to_the_end_across_two_sessions() {
    let scratch_dir = scratch("local");
    let dir = scratch_dir.path();
    let (database, pictures) = (dir.join("db"), dir.join("boards"));
    let record = keystone_engine::Record::parse(
        &std::fs::read_to_string(example("basilica-fixed-deck.txt")).unwrap(),
    )
    .unwrap();
    let lines: Vec<String> = record
        .actions
        .iter()
        .map(|a| format!("play {}", a.text))
        .collect();
    let half = lines.len() / 2;

    let first = local(
        &database,
        &pictures,
        &format!("help\nmoves\n{}\nquit\n", lines[..half].join("\n")),
    );
    assert!(first.contains("A new game of Basilica begins."), "{first}");
    assert!(first.contains("play <actions>"), "help is shown");
    assert!(first.contains(" — "), "moves are listed with words");
    assert!(!first.contains("Game over"));
    // After each action: the offer, a slot a line, what changed marked.
    for slot in ["  O1: ", "  V3: "] {
        assert!(
            first.contains(slot) || first.contains(&slot.replacen(' ', "*", 1)),
            "{slot} in {first}"
        );
    }
    assert!(
        first
            .lines()
            .any(|l| l.starts_with("* V") || l.starts_with("* O")),
        "a changed slot is marked: {first}"
    );

    let second = local(
        &database,
        &pictures,
        &format!("status\n{}\n", lines[half..].join("\n")),
    );
    assert!(second.contains("Resuming the game"), "{second}");
    assert!(
        second.contains("Game over") && second.contains("Alice wins 40–30."),
        "{second}"
    );
    let boards = std::fs::read_dir(&pictures).unwrap().count();
    assert!(boards >= lines.len() / 2, "a board per move: {boards}");
}

#[test]
fn local_speaks_french_and_polish() {
    for (lang, words, commands) in [
        (
            "fr",
            [
                "Nouvelle partie : Basilica.",
                "Commandes (",
                "à vous",
                "Plateau :",
            ],
            "aide\njouer B\nCOUPS V1\nétat\nnouvelle\nnon\nquitter\n",
        ),
        (
            "pl",
            [
                "Nowa gra: Basilica.",
                "Polecenia (",
                "twoja tura",
                "Plansza:",
            ],
            "pomoc\nzagraj B\nruchy V1\nstan\nnowa\nnie\nwyjdz\n",
        ),
    ] {
        let scratch_dir = scratch(&format!("local-{lang}"));
        let dir = scratch_dir.path();
        // The commands in the player's words (any case, accents or not).
        let out = local_in(lang, &dir.join("db"), &dir.join("boards"), commands);
        assert!(
            !out.contains("«") || !out.contains("inconnue"),
            "{lang}: {out}"
        );
        assert!(!out.contains("Nieznane"), "{lang}: {out}");
        assert!(out.contains("  V1 "), "{lang}: the moves listed: {out}");
        // And in English, as everywhere.
        let english = local_in(lang, &dir.join("db"), &dir.join("boards"), "help\nquit\n");
        assert!(english.contains(words[1]), "{lang}: {english}");
        let out = format!("{out}{english}");
        for word in words {
            assert!(out.contains(word), "{lang}: no {word:?} in {out}");
        }
        assert!(
            out.contains("(B18)"),
            "{lang}: the refusal cites its rule: {out}"
        );
        assert!(!out.contains("your turn"), "{lang}: {out}");
    }
    // Notation in French words: Cardinal's `rouge maison -1,0`, and the
    // moves listed in French.
    let scratch_dir = scratch("local-fr-cardinal");
    let dir = scratch_dir.path();
    let setup = dir.join("cardinal.txt");
    std::fs::write(
        &setup,
        "game: cardinal\nseats: Ann | Ben\nfirst: 1\nseed: 1\n",
    )
    .unwrap();
    let setup = setup.display().to_string();
    let out = local_with(
        &["--lang", "fr", "--from", &setup],
        &dir.join("db"),
        &dir.join("boards"),
        "moves rouge maison -1\nplay rouge maison -1,0; cardinal 0,1; pion jaune\nmoves jaune\nplay jaune tour 2,0\nquit\n",
    );
    assert!(out.contains("rouge maison -1,0"), "moves in French: {out}");
    assert!(out.contains("construit une maison rouge en -1,0"), "{out}");
    assert!(out.contains("par ex. `"), "{out}");
    assert!(!out.contains("pawn"), "the opening hint in French: {out}");
    let refused = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(["local", "--lang", "de"])
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("en, fr, pl"));
}

#[test]
fn local_plays_against_keystone() {
    let scratch_dir = scratch("local-ai");
    let dir = scratch_dir.path();
    // Whoever starts, after a few moves of Alice's Keystone has played.
    let mut input = String::from("moves\n");
    for _ in 0..4 {
        input.push_str("play V1 a1\nplay V2 b1\nplay V3 c1\nplay V1 d1\nplay V2 e1\n");
    }
    input.push_str("quit\n");
    let out = local_with(
        &["--ai", "easy"],
        &dir.join("db"),
        &dir.join("boards"),
        &input,
    );
    assert!(out.contains("against Keystone (easy)"), "{out}");
    // Bob's seat is Keystone's, and the player is told so.
    assert!(out.contains("Keystone takes Bob's seat"), "{out}");
    // Keystone moved: after its turn was announced, the turn came back to
    // Alice (what it chose depends on its time-limited search).
    let keystone = out.find("Keystone, your turn").expect("Keystone's turn");
    assert!(
        out[keystone..].contains("Alice, your turn"),
        "Keystone moves: {out}"
    );
    let refused = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(["local", "--ai", "godlike"])
        .output()
        .unwrap();
    assert!(!refused.status.success());
}

#[test]
fn local_plays_cardinal_for_three() {
    let scratch_dir = scratch("local-cardinal");
    let dir = scratch_dir.path();
    let out = local_with(
        &["--game", "cardinal", "--names", "Ann,Ben,Cat"],
        &dir.join("db"),
        &dir.join("boards"),
        // Blue is shared with three: whoever starts may build it.
        "play blue house -1,0; cardinal 0,1; pawn red\nplay blue tower 2,0\nstatus\nquit\n",
    );
    assert!(out.contains("builds a blue house on -1,0"), "{out}");
    assert!(
        out.contains("law 7: the last building was blue too (C8)"),
        "{out}"
    );
    for seat in ["Ann (red)", "Ben (yellow)", "Cat (green)"] {
        assert!(out.contains(seat), "{seat} in {out}");
    }
    // Four players from a record: its seats, then its actions played, up
    // to where it leads.
    let record = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../render/tests/positions/cardinal-late.txt")
        .display()
        .to_string();
    let out = local_with(
        &["--from", &record],
        &dir.join("db2"),
        &dir.join("boards"),
        "status\nquit\n",
    );
    assert!(out.contains("Céline to build"), "{out}");
    assert!(out.contains("Dmitri (blue)"), "{out}");
}

#[test]
fn local_plays_grands_batisseurs_with_a_hand_for_the_seat_to_act() {
    let scratch_dir = scratch("local-gb");
    let dir = scratch_dir.path();
    let record = setup_of("grands-batisseurs-whole-game.txt", &dir.join("db"));
    // Set up as the example (its piles and rolls): Alice opens at 2, Bob
    // and Cleo pass, and Alice's tent shows the card she bought.
    let out = local_with(
        &["--from", &record],
        &dir.join("db"),
        &dir.join("boards"),
        "play auction up 2\nplay pass\nplay pass\nhand\nplay auction down\nhand\nquit\n",
    );
    assert!(out.contains("Alice puts up left corner tower 2"), "{out}");
    assert!(
        out.contains("Alice takes left corner tower 2 for 2, all to the bank"),
        "{out}"
    );
    assert!(out.contains("Your tent"), "{out}");
    assert!(
        out.contains("The card you put up:"),
        "Bob's face-down card, in his tent: {out}"
    );
}

#[test]
fn the_record_tools_read_cardinal_records() {
    let record = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../render/tests/positions/cardinal-three-over.txt")
        .display()
        .to_string();
    let (code, replayed) = keystone(&["replay", &record, "--json"]);
    assert_eq!(code, 0, "{replayed}");
    assert_eq!(replayed["game"], "cardinal");
    assert_eq!(replayed["finished"], true);
    assert_eq!(replayed["scores"], json!([19, 18, 16]));
    let (code, score) = keystone(&["score", &record, "--json"]);
    assert_eq!(code, 0);
    assert_eq!(score["seats"][0]["doubled"], "red");
    let scratch_dir = scratch("cardinal");
    let png = scratch_dir.path().join("cardinal.png");
    let status = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(["render", &record, "-o"])
        .arg(&png)
        .status()
        .unwrap();
    assert!(status.success());
    let image = image::open(&png).unwrap();
    assert_eq!((image.width(), image.height()), (1100, 740));
}

#[test]
fn a_win_shared_by_two_seats_of_three_is_reported_as_a_draw_between_them() {
    // `winner: null, draw: false` while the text said "a draw", before.
    let record = example("cardinal-shared-win.txt");
    let (code, v) = keystone(&["replay", &record, "--json"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["scores"], json!([21, 19, 21]));
    assert_eq!(
        (v["winner"].clone(), v["winners"].clone(), v["draw"].clone()),
        (Value::Null, json!([1, 3]), json!(true))
    );
    let text = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(["replay", &record])
        .output()
        .unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.contains("Game over: A and C share the win"), "{text}");
}

#[test]
fn grands_batisseurs_records_replay_with_every_field() {
    let (code, v) = keystone(&[
        "replay",
        &example("grands-batisseurs-whole-game.txt"),
        "--json",
    ]);
    assert_eq!(code, 0, "{v}");
    for key in [
        "game", "finished", "winner", "draw", "scores", "to_act", "phase", "purses", "hands",
        "cities", "piles", "stones",
    ] {
        assert!(v.get(key).is_some(), "missing {key}: {v}");
    }
    assert_eq!(v["game"], json!("grands-batisseurs"));
    assert_eq!(v["finished"], json!(true));
    assert_eq!(v["scores"], json!([47, 26, 20]));
    assert_eq!(v["winner"], json!(1));
    assert_eq!(
        v["cities"][2],
        json!(["tower3", "gate4", "tower5", "townhall7", "rightcorner5"])
    );
    assert_eq!(v["piles"], json!({"up": 0, "down": 15, "up_top": null}));
    let (code, s) = keystone(&[
        "score",
        &example("grands-batisseurs-whole-game.txt"),
        "--json",
    ]);
    assert_eq!(code, 0);
    assert_eq!(
        s["seats"][1]["churches"],
        json!(5),
        "Bob's complete city: G12"
    );

    // The insolvency and the paid sabotage: games in progress.
    let (code, v) = keystone(&[
        "replay",
        &example("grands-batisseurs-insolvency.txt"),
        "--json",
    ]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["finished"], json!(false));
    assert_eq!(
        v["purses"][2],
        json!(0),
        "Cleo was insolvent: her purse went to the bank"
    );
    let (code, v) = keystone(&[
        "replay",
        &example("grands-batisseurs-sabotage-paid.txt"),
        "--json",
    ]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["phase"], json!("auction"));

    // An illegal line: exit 1 with its line and rule.
    let scratch_dir = scratch("gb");
    let dir = scratch_dir.path();
    std::fs::create_dir_all(dir).unwrap();
    let bad = dir.join("bad.txt");
    let text = std::fs::read_to_string(example("grands-batisseurs-whole-game.txt")).unwrap();
    let cut: Vec<&str> = text
        .lines()
        .take_while(|l| !l.starts_with("1: auction"))
        .collect();
    std::fs::write(&bad, format!("{}\n1: build church9 left\n", cut.join("\n"))).unwrap();
    let (code, v) = keystone(&["replay", bad.to_str().unwrap(), "--json"]);
    assert_eq!(code, 1);
    assert_eq!(v["error"]["rule"], json!("G7"), "{v}");
    assert_eq!(v["error"]["line"], json!(cut.len() + 1));
}

#[test]
fn babylon_records_replay_with_every_field() {
    let (code, v) = keystone(&["replay", &example("babylon-four-players.txt"), "--json"]);
    assert_eq!(code, 0, "{v}");
    for key in [
        "game", "finished", "winner", "draw", "scores", "to_act", "round", "phase", "sheets",
    ] {
        assert!(v.get(key).is_some(), "missing {key}: {v}");
    }
    assert_eq!(v["game"], json!("babylon"));
    assert_eq!(v["finished"], json!(true));
    assert_eq!(v["phase"], json!("over"));
    assert_eq!(v["to_act"], json!([]));
    let sheets = v["sheets"].as_array().unwrap();
    assert_eq!(sheets.len(), 4);
    for (i, sheet) in sheets.iter().enumerate() {
        let items: i64 = sheet["items"]
            .as_object()
            .unwrap()
            .values()
            .map(|p| p.as_i64().unwrap())
            .sum();
        assert_eq!(json!(items), v["scores"][i], "the items sum to the score");
    }
    // The solo example: a mode, no winner below the goal, one at or above.
    let (code, v) = keystone(&["replay", &example("babylon-solo-hard.txt"), "--json"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["mode"], json!("hard"));
    let reached = v["scores"][0].as_i64().unwrap() >= 120;
    assert_eq!(v["winner"] == json!(1), reached);

    // Mid-write: every seat still writing is listed.
    let scratch_dir = scratch("babylon");
    let dir = scratch_dir.path();
    std::fs::create_dir_all(dir).unwrap();
    let text = std::fs::read_to_string(example("babylon-two-players.txt")).unwrap();
    let cut: Vec<&str> = text.lines().take(15).collect();
    let file = dir.join("write.txt");
    std::fs::write(&file, format!("{}\n", cut.join("\n"))).unwrap();
    let (code, v) = keystone(&["replay", file.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(
        (v["phase"].clone(), v["to_act"].clone()),
        (json!("write"), json!([1, 2]))
    );

    // An illegal line: exit 1 with its line and rule.
    std::fs::write(&file, format!("{}\n1: palm b3 with 1\n", cut.join("\n"))).unwrap();
    let (code, v) = keystone(&["replay", file.to_str().unwrap(), "--json"]);
    assert_eq!(code, 1);
    assert_eq!(v["error"]["rule"], json!("Y13"), "{v}");
    assert_eq!(v["error"]["line"], json!(16));
}

#[test]
fn local_plays_babylon_alone_and_for_three() {
    let scratch_dir = scratch("local-babylon");
    let dir = scratch_dir.path();
    // Alone, set up as the hard solo example: its first round line by
    // line, then the Write of the second in one line.
    let text = std::fs::read_to_string(example("babylon-solo-hard.txt")).unwrap();
    let record = setup_of("babylon-solo-hard.txt", &dir.join("db"));
    let lines: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("1: ")).collect();
    let done: Vec<usize> = (0..lines.len()).filter(|&i| lines[i] == "done").collect();
    let first_round = &lines[..=done[0]];
    let second = &lines[done[0] + 1..=done[1]];
    let writes = second.iter().rposition(|l| l.starts_with("take ")).unwrap() + 1;
    let mut input: String = first_round
        .iter()
        .chain(&second[..writes])
        .map(|l| format!("play {l}\n"))
        .collect();
    input.push_str(&format!("play {}\n", second[writes..].join("; ")));
    input.push_str("status\nquit\n");
    let out = local_with(
        &["--from", &record],
        &dir.join("db"),
        &dir.join("boards"),
        &input,
    );
    assert!(out.contains("Alice is done writing"), "{out}");
    assert!(out.contains("Round 2 of 10"), "{out}");
    assert!(out.contains("Solo, hard: the goal is 120"), "{out}");
    assert!(out.contains("Sheets: "), "{out}");
    assert!(dir.join("boards/sheets-001.png").exists());
    // Three at one keyboard: the seat to act plays; in the Write, each in
    // turn.
    let out = local_with(
        &["--game", "babylon", "--names", "Ann,Ben,Cat"],
        &dir.join("db2"),
        &dir.join("boards"),
        "moves\nstatus\nquit\n",
    );
    assert!(out.contains("places this round's tile"), "{out}");
    assert!(out.contains("Ann: 0 points so far"), "{out}");
    // A table Babylon does not take fails at once.
    let status = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(["local", "--game", "babylon", "--names", "A,B,C,D,E"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(status.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&status.stderr).contains("1 to 4 names"));
}

/// `keystone local` run with `args` and `input`: its exit code, output and
/// errors (for setups that fail).
fn local_status(args: &[&str], database: &Path, input: &str) -> (Option<i32>, String, String) {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .arg("local")
        .arg("--database")
        .arg(database)
        .arg("--pictures")
        .arg(database.with_extension("boards"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let output = child.wait_with_output().unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// At a terminal (a pseudo-terminal here) lines are edited: tab completes
/// a command and then a move from the legal-move tree, the cursor keys
/// move within a line, and the up key brings back earlier lines. Piped,
/// the same keys would be typed as they are and refused.
#[test]
fn a_terminal_edits_lines_with_cursor_keys_history_and_tab() {
    const LEFT: &str = "\x1b[D";
    const UP: &str = "\x1b[A";
    let scratch_dir = scratch("local-terminal");
    let db = scratch_dir.path().join("db");
    let from = setup_of("basilica-fixed-deck.txt", &db);
    let session = |lang: &str| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_keystone"));
        command
            .arg("local")
            .arg("--database")
            .arg(&db)
            .arg("--pictures")
            .arg(db.with_extension("boards"))
            .args(["--lang", lang, "--from", &from]);
        let mut terminal = rexpect::session::spawn_command(command, Some(30_000)).unwrap();
        terminal.exp_string("> ").unwrap();
        terminal
    };
    // Keys reach the program as typed, at once.
    let keys = |terminal: &mut rexpect::session::PtySession, typed: &str| {
        terminal.send(typed).unwrap();
        terminal.flush().unwrap();
    };
    let mut terminal = session("en");
    // Tab: the command, then the one move that begins `V1 a`.
    keys(&mut terminal, "pl\t");
    terminal.exp_string("> play ").unwrap();
    keys(&mut terminal, "V1 a\t");
    terminal.exp_string("> play V1 a1").unwrap();
    keys(&mut terminal, "\r");
    terminal
        .exp_string("Alice placed a blue-red joker vault at a1.")
        .unwrap();
    // Cursor keys: `oves`, back to its start, `m`.
    keys(&mut terminal, &format!("oves{}m\r", LEFT.repeat(4)));
    terminal.exp_string("40 moves, in 5 groups").unwrap();
    keys(&mut terminal, "status\r");
    terminal.exp_string("Scores: Alice 0").unwrap();
    // History: two lines back is `moves`.
    keys(&mut terminal, &format!("{UP}{UP}\r"));
    terminal.exp_string("40 moves, in 5 groups").unwrap();
    // Tab twice lists the moves that begin `V2`, with what each is.
    keys(&mut terminal, "play V2\t\t");
    terminal
        .exp_string("V2 b1  (green vault with a crown)")
        .unwrap();
    terminal.send_control('u').unwrap();
    // Ctrl-D ends the session, and the game is kept.
    terminal.send_control('d').unwrap();
    terminal.exp_eof().unwrap();
    // In French, tab gives the French command.
    let mut terminal = session("fr");
    keys(&mut terminal, "jo\t");
    terminal.exp_string("> jouer ").unwrap();
    terminal.send_control('u').unwrap();
    terminal.send_control('d').unwrap();
    terminal.exp_eof().unwrap();
}

/// A terminal session as a player lives it: a bad setup fails at once, a
/// stored game is resumed even when the flags ask for another (and says
/// so), `new` abandons it after a yes, commands in any case, `moves`
/// filtered, `rules`, `export`, `resign`; pictures are never overwritten.
#[test]
fn local_sessions_start_resume_and_start_anew() {
    let scratch_dir = scratch("local-session");
    let dir = scratch_dir.path();
    let db = dir.join("db");
    let boards = db.with_extension("boards");
    // Bad setups: exit 1 at once, with the reason.
    for (args, why) in [
        (&["--game", "chess"][..], "--game takes one of"),
        (
            &["--game", "cardinal", "--names", "Ann"][..],
            "2 to 4 names",
        ),
        (
            &["--game", "basilica", "--mode", "hard"][..],
            "--mode: Basilica has no mode",
        ),
        (
            &["--game", "babylon", "--names", "Ann", "--mode", "easy"][..],
            "babylon:",
        ),
        (
            &["--game", "cardinal", "--names", "Ann,Ben,ann"][..],
            "--names takes a different name for each seat: ann is given twice",
        ),
    ] {
        let (code, out, err) = local_status(args, &db, "quit\n");
        assert_eq!(code, Some(1), "{args:?}: {out}");
        assert!(err.contains(why), "{args:?}: {err}");
    }
    assert!(!db.exists(), "nothing is stored for a bad setup");
    // A game of Basilica: no invitation wording, commands in any case.
    let (code, out, _) = local_status(
        &["--names", "Ann,Ben"],
        &db,
        "MOVES V1\nRules notation\nexport\nquit\n",
    );
    assert_eq!(code, Some(0));
    assert!(out.contains("A new game of Basilica begins."), "{out}");
    assert!(!out.contains("accepted"), "no Discord wording: {out}");
    let moves: Vec<&str> = out.lines().filter(|l| l.starts_with("  ")).collect();
    assert!(
        !moves.is_empty() && moves.iter().all(|l| l.trim_start().starts_with("V1")),
        "{out}"
    );
    assert!(out.contains("Record: "), "{out}");
    let first_boards = std::fs::read_dir(&boards).unwrap().count();
    // Resumed with flags asking for another game: said, and kept.
    let (_, out, _) = local_status(
        &["--game", "cardinal", "--names", "Ann,Ben,Cy"],
        &db,
        "board\nnew\nno\nstatus\nquit\n",
    );
    assert!(out.contains("Resuming the game"), "{out}");
    assert!(
        out.contains("The stored game is basilica with Ann, Ben; your flags ask for cardinal with Ann, Ben, Cy"),
        "{out}"
    );
    assert!(out.contains("Type yes to confirm"), "{out}");
    // `no` keeps the game, and says so.
    assert!(out.contains("Cancelled: nothing changed."), "{out}");
    assert!(!out.contains("Unknown command"), "{out}");
    assert!(
        std::fs::read_dir(&boards).unwrap().count() > first_boards,
        "pictures are numbered on, never overwritten"
    );
    // `new` then yes: the stored game is abandoned, Cardinal for three
    // begins; its first player resigns after a yes.
    let (_, out, _) = local_status(
        &["--game", "cardinal", "--names", "Ann,Ben,Cy"],
        &db,
        "new\nyes\nresign\nyes\nstatus\nquit\n",
    );
    assert!(out.contains("A new game of Cardinal begins."), "{out}");
    assert!(out.contains("The game in progress is abandoned."), "{out}");
    // Whoever builds first (drawn at random) resigns.
    assert!(
        out.contains(" leaves the game; the others play on"),
        "{out}"
    );
    assert!(!out.contains("channel"), "no Discord wording: {out}");
}

/// A pasted page taken for a command is said back short, not printed again.
#[test]
fn an_unknown_command_is_said_back_short() {
    let scratch_dir = scratch("local-unknown");
    let db = scratch_dir.path().join("db");
    let pasted = "x".repeat(200_000);
    let (code, out, _) = local_status(&["--names", "Ann,Ben"], &db, &format!("{pasted}\nquit\n"));
    assert_eq!(code, Some(0), "{}", &out[..out.len().min(500)]);
    assert!(
        out.contains(&format!("\"{}…\"", "x".repeat(30))),
        "{}",
        &out[..out.len().min(2000)]
    );
    assert!(out.len() < 20_000, "{} bytes said", out.len());
}

/// A scratch directory, removed when dropped (also when a test fails).
fn scratch(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("keystone-{name}-"))
        .tempdir()
        .unwrap()
}

/// `keystone store copy`: a game kept by `keystone local` (sled) copied
/// into PostgreSQL, twice; a bad address refused with exit 1.
#[test]
fn store_copy_moves_an_embedded_store_into_postgres() {
    let scratch_dir = scratch("store-copy");
    let dir = scratch_dir.path();
    local_with(
        &["--names", "Ann,Ben"],
        &dir.join("db"),
        &dir.join("boards"),
        "quit\n",
    );
    let url = pg::database();
    let from = format!("sled:{}", dir.join("db").display());
    for _ in 0..2 {
        let out = Command::new(env!("CARGO_BIN_EXE_keystone"))
            .args(["store", "copy", "--from", &from, "--to", &url])
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{said} {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            said.contains("copied 1 active or invited and 0 archived games"),
            "{said}"
        );
        assert!(
            said.contains("target: 0 invited, 1 active, 0 finished, 0 aborted"),
            "{said}"
        );
    }
    let refused = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(["store", "copy", "--from", &from, "--to", "mysql://nope"])
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("PostgreSQL address"));
}

#[test]
fn a_record_saved_with_a_byte_order_mark_is_read() {
    let scratch_dir = scratch("cli-bom");
    let file = scratch_dir.path().join("bom.txt");
    let text = std::fs::read_to_string(example("basilica-full-game.txt")).unwrap();
    std::fs::write(&file, format!("\u{feff}{text}")).unwrap();
    let (code, v) = keystone(&["replay", file.to_str().unwrap(), "--json"]);
    assert_eq!((code, v["scores"].clone()), (0, json!([52, 37])), "{v}");
    // keystone local --from reads it too.
    let database = scratch_dir.path().join("local");
    let pictures = scratch_dir.path().join("pictures");
    let out = local_with(
        &["--from", file.to_str().unwrap()],
        &database,
        &pictures,
        "status\n",
    );
    assert!(out.contains("Alice"), "{out}");
}

#[test]
fn a_huge_file_is_refused_without_being_read_whole() {
    let scratch_dir = scratch("cli-huge");
    let file = scratch_dir.path().join("huge.txt");
    // 2 GiB that take no disk: read whole, they would take 2 GiB of memory.
    let huge = std::fs::File::create(&file).unwrap();
    huge.set_len(2 << 30).unwrap();
    let (code, v) = keystone(&["replay", file.to_str().unwrap(), "--json"]);
    assert_eq!(code, 1);
    let message = v["error"]["message"].as_str().unwrap();
    assert!(message.contains("larger than 1 MiB"), "{message}");
    let output = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(["local", "--from", file.to_str().unwrap()])
        .arg("--database")
        .arg(scratch_dir.path().join("local"))
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(
        !output.status.success() && said.contains("larger than 1 MiB"),
        "{said}"
    );
}

#[test]
fn local_keystone_takes_the_seats_named_for_it_at_a_table_of_three() {
    let scratch_dir = scratch("local-ai-three");
    let dir = scratch_dir.path();
    for game in ["cardinal", "grands-batisseurs"] {
        // Three people named and --ai: which seat would Keystone take?
        // Refused, with how to ask.
        let refused = Command::new(env!("CARGO_BIN_EXE_keystone"))
            .args(["local", "--game", game, "--names", "Ann,Ben,Cy"])
            .args(["--ai", "normal", "--database"])
            .arg(dir.join(format!("{game}-refused")))
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&refused.stderr);
        assert!(
            !refused.status.success() && said.contains("--names Ann,Keystone,Cy"),
            "{said}"
        );
        // Named: Keystone plays seat 2, Ann and Cy sit at the keyboard,
        // and the game starts at once.
        let out = local_with(
            &["--game", game, "--names", "Ann,Keystone,Cy", "--ai", "easy"],
            &dir.join(format!("{game}-db")),
            &dir.join("boards"),
            "status\nquit\n",
        );
        assert!(out.contains("Keystone (easy) plays seat 2."), "{out}");
        assert!(!out.contains("accept"), "nobody waits for an answer: {out}");
    }
}

#[test]
fn local_refuses_a_line_that_is_not_utf8_and_goes_on() {
    use std::io::Write as _;
    let scratch_dir = scratch("local-utf8");
    let dir = scratch_dir.path();
    let mut child = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .arg("local")
        .arg("--database")
        .arg(dir.join("db"))
        .arg("--pictures")
        .arg(dir.join("boards"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"play V1 \xff\xfe a1\nstatus\nquit\n")
        .unwrap();
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{out}");
    assert!(out.contains("not UTF-8 text"), "{out}");
    assert!(out.contains("Alice") && out.contains("your turn"), "{out}");
}

/// The terminal speaks the terminal: help's example is a move of this
/// game, `hand` says whose it is and writes a tent, `moves` says whose
/// moves it lists while everyone writes, and nothing names a Discord
/// command or the computer's catch-up.
#[test]
fn local_speaks_the_terminal() {
    let scratch_dir = scratch("local-terminal");
    let dir = scratch_dir.path();
    // Babylon for two, at its first Write.
    let setup = dir.join("write.txt");
    std::fs::write(
        &setup,
        "game: babylon\nseats: Alice | Bob\nfirst: 2\nseed: 11\nmanifest: 2\n\
         2: tile 11a ship worker lion stone gold\n2: bonus river wheat\n\
         1: take 6\n2: take 6\n1: take 5\n2: take 5\n1: take 4\n2: take 4\n1: take 3\n2: take 3\n",
    )
    .unwrap();
    let setup = setup.display().to_string();
    let out = local_with(
        &["--from", &setup],
        &dir.join("db"),
        &dir.join("boards"),
        "help\nmoves\nquit\n",
    );
    assert!(
        out.contains("Alice's moves (everyone writes: Alice, Bob):"),
        "{out}"
    );
    assert!(!out.contains("/play") && !out.contains("/game"), "{out}");
    assert!(
        !out.contains("e.g. play V2 c3"),
        "help's example is Babylon's: {out}"
    );
    // Les Grands Bâtisseurs: whose tent, written as a tent.
    let out = local_with(
        &["--game", "grands-batisseurs", "--names", "Ann,Ben,Cy"],
        &dir.join("db2"),
        &dir.join("boards"),
        "hand\nquit\n",
    );
    assert!(
        out.contains("A new game of Les Grands Bâtisseurs begins."),
        "{out}"
    );
    assert!(out.contains("alone (the others look away):"), "{out}");
    assert!(out.contains("Tent: "), "{out}");
    // A mode for a game without one: the flag's error, not a header's.
    let refused = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(["local", "--game", "basilica", "--mode", "hard"])
        .arg("--database")
        .arg(dir.join("db3"))
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.starts_with("--mode: Basilica has no mode"), "{said}");
}

/// `keystone store …` run in `dir`: its exit code and what it printed.
fn store_command(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(args)
        .current_dir(dir)
        .env_remove("KEYSTONE_DATABASE")
        .env_remove("KEYSTONE_STORE")
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The names in `dir`, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A store address that is neither a directory meant as the embedded store
/// nor a PostgreSQL address is refused by every `keystone store` command
/// that takes one, naming it (its password left out) and the forms taken;
/// nothing is created. A directory of other files is no embedded store:
/// nothing is written into it.
#[test]
fn store_commands_refuse_an_address_of_no_kind_of_store_and_create_nothing() {
    let scratch_dir = scratch("store-address");
    let dir = scratch_dir.path();
    local_with(
        &["--names", "Ann,Ben"],
        &dir.join("db"),
        &dir.join("boards"),
        "quit\n",
    );
    let (code, said, _) = store_command(
        dir,
        &["store", "backup", "--store", "db", "--to", "one.backup"],
    );
    assert_eq!(code, 0, "{said}");
    std::fs::create_dir(dir.join("papers")).unwrap();
    std::fs::write(dir.join("papers/notes.txt"), "mine").unwrap();
    let before = listing(dir);
    let either = "the embedded store's directory (sled:PATH, or just the path) or a PostgreSQL \
                  address (postgres://user:password@host/database, or postgresql://…)";
    let unknown = "nonsense: is no kind of store Keystone knows";
    let refusals: [(&[&str], String); 8] = [
        (
            &["store", "restore", "--from", "one.backup", "--to", "nonsense:x"],
            format!("--to nonsense:x: {unknown} (a directory whose name holds a colon is written sled:nonsense:x or ./nonsense:x); it takes {either}"),
        ),
        (
            &["store", "restore", "--from", "one.backup", "--to", "mysql://ann:secret@db.example/ks"],
            format!("--to mysql://…@db.example/ks: mysql: is no kind of store Keystone knows; it takes {either}"),
        ),
        (
            &["store", "restore", "--from", "one.backup", "--to", "sled:"],
            format!("--to sled:: sled: names no directory; it takes {either}"),
        ),
        (
            &["store", "backup", "--store", "nonsense:x", "--to", "two.backup"],
            format!("--store nonsense:x: {unknown}"),
        ),
        (
            &["store", "check", "--store", "nonsense:x"],
            format!("--store nonsense:x: {unknown}"),
        ),
        (
            &["store", "copy", "--from", "nonsense:x", "--to", "postgres://nobody@127.0.0.1:1/none"],
            format!("--from nonsense:x: {unknown} (a directory whose name holds a colon is written sled:nonsense:x or ./nonsense:x); it takes the embedded store's directory (sled:PATH, or just the path)"),
        ),
        (
            &["store", "copy", "--from", "db", "--to", "nonsense:x"],
            format!("--to nonsense:x: {unknown} (a directory whose name holds a colon is written sled:nonsense:x or ./nonsense:x); it takes a PostgreSQL address"),
        ),
        (
            &["store", "copy", "--from", "postgres://nobody@127.0.0.1:1/none", "--to", "postgres://nobody@127.0.0.1:1/none"],
            "--from postgres://…@127.0.0.1:1/none: that is a PostgreSQL address; it takes the embedded store's directory".into(),
        ),
    ];
    for (args, expected) in &refusals {
        let (code, said, error) = store_command(dir, args);
        assert_eq!(code, 1, "{args:?}: {said}{error}");
        assert!(error.starts_with(expected.as_str()), "{args:?}: {error}");
        assert!(!error.contains("secret"), "{error}");
        assert_eq!(listing(dir), before, "{args:?}: nothing created");
    }
    // A directory of other files: no store to check or back up, none to
    // restore into; left as it was.
    for args in [
        &["store", "check", "--store", "papers"][..],
        &["store", "backup", "--store", "papers", "--to", "two.backup"],
    ] {
        let (code, said, error) = store_command(dir, args);
        assert_eq!(code, 1, "{args:?}: {said}{error}");
        assert!(error.contains("no embedded store at papers"), "{error}");
    }
    let (code, said, error) = store_command(
        dir,
        &["store", "restore", "--from", "one.backup", "--to", "papers"],
    );
    assert_eq!(code, 1, "{said}{error}");
    assert!(
        error.contains("--to papers: papers holds files but no embedded store"),
        "{error}"
    );
    assert_eq!(listing(&dir.join("papers")), ["notes.txt"]);
    assert_eq!(listing(dir), before);
    // Written as a path, a name with a colon is a directory.
    let (code, said, error) = store_command(
        dir,
        &[
            "store",
            "restore",
            "--from",
            "one.backup",
            "--to",
            "./nonsense:x",
        ],
    );
    assert_eq!(code, 0, "{said}{error}");
    assert!(dir.join("nonsense:x/db").is_file());
}
