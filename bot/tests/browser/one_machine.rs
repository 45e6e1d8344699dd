//! A whole game of each game at a table of one machine (`keystone local
//! --web`), played by clicking at a phone's size, switching seats.

use crate::support;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use serde_json::json;
use support::*;

use super::{Played, drive, median, shots};

/// A whole game of `game` for `names` at one machine, played by clicking
/// (and once, with `bluff`, a bid above any purse typed on the line).
fn at_one_machine(
    game: &str,
    names: &str,
    mode: Option<&str>,
    label: &str,
    (seed, bluff, keyboard): (u64, bool, bool),
) -> Played {
    let dir = scratch(label);
    let mut command = Command::new(env!("CARGO_BIN_EXE_keystone"));
    command
        .args(["local", "--web", "--game", game, "--names", names])
        .arg("--database")
        .arg(dir.join("db"))
        .arg("--pictures")
        .arg(dir.join("pictures"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit());
    if let Some(mode) = mode {
        command.args(["--mode", mode]);
    }
    let mut child = command.spawn().unwrap();
    // The board's address, as the terminal says it.
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let url = lines
        .by_ref()
        .map_while(Result::ok)
        .find_map(|line| {
            let start = line.find("http://127.0.0.1:")?;
            Some(line[start..].split_whitespace().next()?.to_owned())
        })
        .expect("keystone local --web says where the board is");
    // What is played is told in the terminal: read, so it never blocks.
    std::thread::spawn(move || lines.for_each(drop));
    let played = drive(&json!({
        "pages": [{"name": "table", "url": url}],
        "switch": true,
        "shots": shots(),
        "label": label,
        "seed": seed,
        "most": 30000,
        "middle": 12,
        // The whole game at a phone's size (the middle's and the end's
        // pictures are taken at both sizes).
        "phone": true,
        "bluff": bluff,
        "keyboard": keyboard,
        "audit": keyboard,
    }));
    let _ = child.kill();
    let _ = child.wait();
    played
}

fn a_whole_game_at_one_machine(game: &str, names: &str, mode: Option<&str>, label: &str) {
    let bluff = game == "grands-batisseurs";
    let played = at_one_machine(game, names, mode, label, (11, bluff, false));
    assert!(played.plays > 0 && played.places > 0, "{played:?}");
    assert!(played.controls > 0 && played.entries == 0, "{played:?}");
    assert_eq!(played.bluffs, usize::from(bluff), "{played:?}");
    assert_eq!(played.screenshots.len(), 6, "{played:?}");
    eprintln!(
        "{label}: {} plays, {} places and {} buttons clicked, click to board median {} ms",
        played.plays,
        played.places,
        played.controls,
        median(&played.latencies)
    );
}

#[test]
fn basilica_is_played_by_clicking_at_one_machine() {
    a_whole_game_at_one_machine("basilica", "Ann,Ben", None, "basilica-local");
}

#[test]
fn cardinal_for_three_is_played_by_clicking_at_one_machine() {
    a_whole_game_at_one_machine("cardinal", "Ann,Ben,Cy", None, "cardinal-local");
}

#[test]
fn grands_batisseurs_for_three_is_played_by_clicking_at_one_machine() {
    a_whole_game_at_one_machine(
        "grands-batisseurs",
        "Ann,Ben,Cy",
        None,
        "grands-batisseurs-local",
    );
}

#[test]
fn babylon_alone_is_played_by_clicking_at_one_machine() {
    a_whole_game_at_one_machine("babylon", "Ann", Some("normal"), "babylon-solo-local");
}

#[test]
fn babylon_for_two_is_played_by_clicking_at_one_machine() {
    a_whole_game_at_one_machine("babylon", "Ann,Ben", None, "babylon-two-local");
}

/// A whole game by keyboard alone, for a player without a mouse or with a
/// screen reader: every place, button and Play reached with Tab and
/// pressed with Enter; Chromium's accessibility tree, at the start, the
/// middle and the end, names every button, line and picture, and has every
/// place that may be chosen as a button named as the place.
#[test]
fn basilica_is_played_by_keyboard_alone_with_everything_named() {
    let played = at_one_machine(
        "basilica",
        "Ann,Ben",
        None,
        "basilica-keyboard",
        (5, false, true),
    );
    assert!(played.plays > 0 && played.places > 0, "{played:?}");
    assert!(played.keys > played.plays, "{played:?}");
    assert!(played.audited >= 3 && played.named_places > 0, "{played:?}");
    eprintln!(
        "basilica by keyboard: {} plays, {} keys, {} places named in the tree at {} checks",
        played.plays, played.keys, played.named_places, played.audited
    );
}
