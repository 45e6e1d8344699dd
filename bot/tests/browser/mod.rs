//! The web board in a real browser. Headless Chromium (Debian's
//! `chromium`) plays a whole game of each game only by clicking on the
//! pictures — the places highlighted on them, the buttons drawn on and under
//! them for the words no place names (a bid's stepper, pay, a mode), Play,
//! never the list beside them — as `bot/web/tests/play.mjs` drives it
//! (Playwright, from the committed lockfile): at a table of one machine
//! (`keystone local --web`, switching seats), the whole game at a 400 × 800
//! phone's size; and through the links `/game web` gives and in the
//! Activity, against the fake Discord (a browser per seat, and a
//! spectator's), half at a phone's size and half at 1280 × 800. The
//! screenshots of its start, middle and end at both sizes are kept in
//! `target/tmp/browser-shots/`.
//!
//! Here are the driver, run by every test, and the check that the clients
//! built into the binary are built from their sources.

mod activity;
mod board_links;
mod discord;
mod leaks;
mod one_machine;

use crate::support;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use serde_json::Value;
use support::*;

/// Where the board's sources, lockfile and browser driver are.
fn web() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("web")
}

/// Where the screenshots go.
fn shots() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("browser-shots");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The driver's packages, installed once from the committed lockfile if
/// they are not (`npm ci`: exactly the versions it names), and Chromium.
fn ready() {
    static INSTALLED: Mutex<bool> = Mutex::new(false);
    let mut installed = INSTALLED.lock().unwrap_or_else(|p| p.into_inner());
    if !*installed && !web().join("node_modules/playwright-core").exists() {
        let status = Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund"])
            .current_dir(web())
            .status()
            .expect("npm runs (the browser tests need Node.js and npm)");
        assert!(status.success(), "npm ci failed in bot/web");
    }
    *installed = true;
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    assert!(
        Path::new(&chromium).exists(),
        "the browser tests need Debian's chromium at {chromium}: apt-get install chromium"
    );
}

/// What the driver did.
#[derive(Debug)]
struct Played {
    plays: usize,
    places: usize,
    /// Buttons drawn on or under the pictures pressed (a bid, pay, a mode).
    controls: usize,
    /// Times the list beside the board offered a way on that the pictures
    /// and their buttons did not: none.
    entries: usize,
    /// Choices refused because the board had moved on meanwhile.
    stale: usize,
    latencies: Vec<u64>,
    /// Bids above any purse typed on the board's line, and confirmed.
    bluffs: usize,
    /// From opening each browser's address to its board drawn.
    opened: Vec<u64>,
    screenshots: Vec<String>,
    /// Keys pressed (a game played by keyboard).
    keys: usize,
    /// Times the accessibility tree was checked, and the places found
    /// named in it.
    audited: usize,
    named_places: usize,
}

/// Runs the driver with `settings`; what it did, once it checked that
/// nothing went wrong in the page.
fn drive(settings: &Value) -> Played {
    let done = drive_raw(settings);
    let count = |key: &str| done[key].as_u64().unwrap() as usize;
    Played {
        plays: count("plays"),
        places: count("places"),
        controls: count("controls"),
        entries: count("entries"),
        stale: count("stale"),
        bluffs: count("bluffs"),
        keys: count("keys"),
        audited: count("audited"),
        named_places: count("named_places"),
        latencies: done["latencies"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_u64().unwrap())
            .collect(),
        opened: done["opened_ms"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_u64().unwrap())
            .collect(),
        screenshots: done["screenshots"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_str().unwrap().to_owned())
            .collect(),
    }
}

/// Runs the driver with `settings`; its report, once it checked that
/// nothing went wrong in the page.
fn drive_raw(settings: &Value) -> Value {
    ready();
    let output = Command::new("node")
        .arg(web().join("tests/play.mjs"))
        .arg(settings.to_string())
        .current_dir(web())
        .output()
        .expect("node runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "the browser driver failed: {}\n{stdout}",
        String::from_utf8_lossy(&output.stderr)
    );
    let done: Value = serde_json::from_str(stdout.lines().last().unwrap_or("")).unwrap();
    let problems = done["problems"].as_array().unwrap();
    assert!(problems.is_empty(), "problems in the page: {problems:#?}");
    done
}

fn median(values: &[u64]) -> u64 {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    sorted.get(sorted.len() / 2).copied().unwrap_or(0)
}

/// The clients built into the binary (the board's and the Activity's) are
/// the ones their sources build: the type check passes and each bundle is
/// the same, byte for byte.
#[test]
fn the_embedded_client_is_built_from_its_source() {
    ready();
    let checked = Command::new("npm")
        .args(["run", "--silent", "check"])
        .current_dir(web())
        .status()
        .unwrap();
    assert!(checked.success(), "the board's TypeScript does not check");
    let dir = scratch("bundle");
    for (script, bundle) in [("app.js", "bundle"), ("activity.js", "bundle-activity")] {
        let out = dir.join(script);
        let built = Command::new("npm")
            .args(["run", "--silent", bundle, "--", "--log-level=warning"])
            .arg(format!("--outfile={}", out.display()))
            .current_dir(web())
            .status()
            .unwrap();
        assert!(built.success());
        assert!(
            std::fs::read(&out).unwrap() == std::fs::read(web().join("dist").join(script)).unwrap(),
            "bot/web/dist/{script} is not built from bot/web/src: run `npm run build` in bot/web"
        );
    }
}
