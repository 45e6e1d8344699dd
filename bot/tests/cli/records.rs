//! The `keystone replay`, `keystone score` and `keystone render` commands on
//! records of every game, and on files they refuse.

use std::path::Path;
use std::process::Command;

use serde_json::{Value, json};

use super::{example, keystone, local_with, scratch};

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
