//! The README's quick starts run as pasted: each command of the terminal's
//! plays (help, moves, quit) in an empty directory, and the Discord one
//! connects (to the fake Discord, a real-looking token in place of the
//! placeholder) and stops cleanly, while the placeholder itself is refused
//! with what to set. `cargo run --release -p keystone-bot` is the binary
//! these tests are built with.

use crate::support;

use std::path::Path;
use std::process::{Command, Stdio};

use support::*;

/// How every command of the README runs the bot.
const CARGO_RUN: &str = "cargo run --release -p keystone-bot";

fn readme() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md")).unwrap()
}

/// The command lines of the first `sh` block under the heading `heading`
/// (comments and blank lines left out).
fn commands_under(heading: &str) -> Vec<String> {
    let text = readme();
    let at = text
        .find(&format!("## {heading}\n"))
        .unwrap_or_else(|| panic!("the README has no \"{heading}\""));
    let block = text[at..]
        .split("```sh\n")
        .nth(1)
        .and_then(|b| b.split("```").next())
        .unwrap_or_else(|| panic!("no sh block under \"{heading}\""));
    block
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect()
}

/// The arguments after `cargo run … --` of `line`.
fn arguments(line: &str) -> Vec<String> {
    let rest = line
        .strip_prefix(CARGO_RUN)
        .unwrap_or_else(|| panic!("a README command runs the bot with `{CARGO_RUN}`: {line}"));
    let rest = rest.trim();
    let rest = rest.strip_prefix("--").unwrap_or(rest);
    rest.split_whitespace().map(str::to_owned).collect()
}

#[test]
fn the_terminal_quick_start_runs_as_pasted() {
    let lines = commands_under("Quick start in the terminal");
    assert!(lines.len() >= 3, "{lines:?}");
    for line in lines {
        let args = arguments(&line);
        let scratch_dir = common_scratch(&line);
        let dir = scratch_dir.path();
        let mut child = Command::new(env!("CARGO_BIN_EXE_keystone"))
            .args(&args)
            .current_dir(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        {
            use std::io::Write as _;
            child
                .stdin
                .take()
                .unwrap()
                .write_all(b"help\nmoves\nquit\n")
                .unwrap();
        }
        let out = child.wait_with_output().unwrap();
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{line}: {said}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            ["Commands:", "Commandes", "Polecenia"]
                .iter()
                .any(|c| said.contains(c)),
            "{line}: help is shown: {said}"
        );
        // Where the README says games and pictures are kept.
        assert!(dir.join("keystone-local").is_dir(), "{line}");
        assert!(
            dir.join("keystone-boards/board-001.png").is_file(),
            "{line}"
        );
    }
}

#[test]
fn the_web_boards_quick_start_serves_the_board_as_pasted() {
    use std::io::BufRead as _;
    let lines = commands_under("Play by clicking");
    assert_eq!(lines.len(), 1, "{lines:?}");
    let scratch_dir = common_scratch(&lines[0]);
    let mut child = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(arguments(&lines[0]))
        .current_dir(scratch_dir.path())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let link = std::io::BufReader::new(child.stdout.take().unwrap())
        .lines()
        .map_while(Result::ok)
        .find_map(|line| {
            let start = line.find("http://127.0.0.1:")?;
            Some(line[start..].split_whitespace().next()?.to_owned())
        })
        .expect("it says where the board is");
    let (page, pass) = link.split_once("#pass=").unwrap();
    let pass = pass.split('&').next().unwrap();
    let base = page.strip_suffix("/board").unwrap();
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let (page_status, board, refusals) = runtime.block_on(async {
        let client = reqwest::Client::new();
        let page = client.get(page).send().await.unwrap().status().as_u16();
        let board = client
            .get(format!("{base}/api/board"))
            .header("Authorization", format!("Bearer {pass}"))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        let board: serde_json::Value = serde_json::from_str(&board).unwrap();
        // What is refused here sends the player back to the terminal.
        let mut refusals = Vec::new();
        for (path, pass) in [
            ("nowhere", None),
            ("api/board", None),
            ("api/board", Some("k1.1.2.3.x")),
        ] {
            let mut request = client.get(format!("{base}/{path}"));
            if let Some(pass) = pass {
                request = request.header("Authorization", format!("Bearer {pass}"));
            }
            refusals.push(request.send().await.unwrap().text().await.unwrap());
        }
        (page, board, refusals)
    });
    for refusal in &refusals {
        assert!(
            refusal.contains("keystone local --web") && !refusal.contains("/game"),
            "{refusal}"
        );
    }
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(page_status, 200);
    assert_eq!(board["kind"], "cardinal", "{board}");
    assert_eq!(board["names"], serde_json::json!(["Ann", "Ben", "Cy"]));
    assert_eq!(board["seats"].as_array().unwrap().len(), 3);
}

/// A scratch directory named after a command line.
fn common_scratch(line: &str) -> tempfile::TempDir {
    let name: String = line
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(24)
        .collect();
    tempfile::Builder::new()
        .prefix(&format!("keystone-readme-{name}-"))
        .tempdir()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_discord_quick_start_connects_as_pasted() {
    let lines = commands_under("Quick start in Discord");
    let [line] = lines.as_slice() else {
        panic!("one command to run the bot: {lines:?}");
    };
    let (assignment, command) = line.split_once(' ').unwrap();
    let (variable, placeholder) = assignment.split_once('=').unwrap();
    assert_eq!(variable, "DISCORD_TOKEN");
    assert_eq!(command, CARGO_RUN, "{line}");
    let scratch_dir = common_scratch("discord");
    let dir = scratch_dir.path();
    let run = |token: &str, api: &str| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_keystone"));
        command
            .args(arguments(command_line(line)))
            .current_dir(dir)
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("DISCORD_TOKEN", token)
            .env("KEYSTONE_DISCORD_API", api)
            .env("KEYSTONE_LOG", "warn")
            .env("NO_PROXY", "127.0.0.1,localhost")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        command
    };
    // As pasted, the placeholder: refused, saying what to set.
    let fake = Fake::start().await;
    let refused = run(placeholder, &fake.url()).output().unwrap();
    assert_eq!(refused.status.code(), Some(1));
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains("DISCORD_TOKEN"), "{said}");
    // With a token that looks like one: it connects, and stops cleanly.
    let mut bot = run(
        "NzAwMDAwMDAwMDAwMDAwMDAx.Gfake0.fake-token-for-tests-only-000000000000",
        &fake.url(),
    )
    .spawn()
    .unwrap();
    fake.wait_ready(1).await;
    let _ = Command::new("kill")
        .arg("-TERM")
        .arg(bot.id().to_string())
        .status();
    let status = tokio::task::spawn_blocking(move || bot.wait().unwrap())
        .await
        .unwrap();
    assert!(status.success(), "{status:?}");
    // Its games are kept where the README says.
    assert!(dir.join("keystone-data").is_dir());
}

/// `line` without its environment assignment.
fn command_line(line: &str) -> &str {
    line.split_once(' ').map_or(line, |(_, command)| command)
}
