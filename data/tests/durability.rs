//! Acknowledged means on disk: a child process applies updates in a loop and
//! reports each one the store acknowledged; the test kills it with SIGKILL
//! at moments drawn from a seed (printed; a new one each run unless
//! `KEYSTONE_DURABILITY_SEED` gives it), reopens the store, and checks that
//! every acknowledged update is there exactly once and in the order it was
//! acknowledged, and every record decodes. The child also finishes a game
//! now and then, so archive moves are killed mid-way too.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use keystone_data::{
    ChannelId, Decision, GameRecord, GameStatus, LoggedAction, PostgresOptions, PostgresStore,
    Seat, SeatRecord, SledOptions, SledStore, Store, update,
};

use crate::support;

use support::pg;

const CHILD: &str = "KEYSTONE_DURABILITY_CHILD";
const KILLS: u32 = 100;
/// Gives the seed of the kill moments, to run again a run that failed.
const SEED: &str = "KEYSTONE_DURABILITY_SEED";
/// The channel whose log grows; the other one starts and finishes games.
const LOG: ChannelId = ChannelId(1);
const CYCLE: ChannelId = ChannelId(2);

/// The store at `place`: a PostgreSQL URL, or else a sled directory.
fn open(place: &str) -> Box<dyn Store> {
    if place.starts_with("postgres://") {
        Box::new(PostgresStore::open(&PostgresOptions::new(place)).unwrap())
    } else {
        Box::new(SledStore::open(&SledOptions::new(place)).unwrap())
    }
}

fn game(store: &dyn Store, channel: ChannelId) -> GameRecord {
    GameRecord {
        id: store.new_game_id().unwrap(),
        kind: "basilica".into(),
        channel,
        guild: None,
        seats: vec![SeatRecord::new(1, "Zoë"), SeatRecord::new(2, "Łukasz")],
        status: GameStatus::Active,
        state: "x".repeat(2_000),
        version: 0,
        created: 0,
        updated: 0,
        to_act: vec![Seat::from_index(0)],
        waiting_since: 0,
        log: Vec::new(),
        result: None,
        settings: Default::default(),
        nudges: Default::default(),
        abort: None,
    }
}

/// The child: update forever, printing `ack <round> <n>` for each
/// acknowledged log entry and `archived <game id>` for each finished game.
fn child(place: &str, round: u32) {
    let store = open(place);
    let store = &*store;
    for channel in [LOG, CYCLE] {
        if store.get(channel).unwrap().is_none() {
            store.create(game(store, channel)).unwrap();
        }
    }
    for n in 0.. {
        let text = format!("{round} {n}");
        update(store, LOG, n, |current| {
            let mut next = current.clone();
            next.log.push(LoggedAction {
                seat: Seat::from_index(0),
                text: text.clone(),
                at: n,
                auto: false,
                standing: false,
            });
            Ok::<_, ()>((next, ()))
        })
        .unwrap();
        println!("ack {text}");
        if n % 7 == 3 {
            let finished = store
                .update_with(CYCLE, n, &mut |r| {
                    Decision::Write(Box::new(GameRecord {
                        status: GameStatus::Finished,
                        ..r.clone()
                    }))
                })
                .unwrap()
                .unwrap();
            println!("archived {}", finished.id.0);
            store.create(game(store, CYCLE)).unwrap();
        }
    }
}

#[test]
fn acknowledged_updates_survive_sigkill() {
    if let Some(place) = std::env::var_os(CHILD) {
        let round = std::env::var("ROUND").unwrap().parse().unwrap();
        child(&place.to_string_lossy(), round);
        return;
    }
    let scratch_dir = scratch("durability");
    kill_and_check(
        "acknowledged_updates_survive_sigkill",
        &scratch_dir.path().display().to_string(),
    );
}

#[test]
fn acknowledged_updates_survive_sigkill_on_postgres() {
    if let Some(place) = std::env::var_os(CHILD) {
        let round = std::env::var("ROUND").unwrap().parse().unwrap();
        child(&place.to_string_lossy(), round);
        return;
    }
    kill_and_check(
        "acknowledged_updates_survive_sigkill_on_postgres",
        &pg::database(),
    );
}

/// Runs the child test `name` on the store at `place`, kills it at random
/// moments, and checks what it acknowledged is all there.
fn kill_and_check(name: &str, place: &str) {
    let mut acknowledged: Vec<String> = Vec::new();
    let mut archived: Vec<u64> = Vec::new();
    // A small seeded generator for the kill moments: a new seed each run,
    // said, so that a failure can be run again.
    let given = std::env::var(SEED).ok().and_then(|s| s.parse::<u64>().ok());
    let first = given.unwrap_or_else(|| {
        use std::hash::{BuildHasher, Hasher};
        std::collections::hash_map::RandomState::new()
            .build_hasher()
            .finish()
            | 1
    });
    eprintln!("{name}: kill moments from seed {first} ({SEED}={first} to run them again)");
    let mut seed = first;
    for round in 0..KILLS {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args([
                &format!("durability::{name}"),
                "--exact",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD, place)
            .env("ROUND", round.to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        // Let it run 20-220 ms, reading its acknowledgements meanwhile.
        let deadline = Instant::now() + Duration::from_millis(20 + seed % 200);
        let stdout = child.stdout.take().unwrap();
        let reader = std::thread::spawn(move || {
            let mut lines = Vec::new();
            for line in BufReader::new(stdout).lines() {
                match line {
                    Ok(line) => lines.push(line),
                    Err(_) => break,
                }
            }
            lines
        });
        while Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(2));
        }
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        for line in reader.join().unwrap() {
            if let Some(text) = line.strip_prefix("ack ") {
                acknowledged.push(text.to_owned());
            } else if let Some(id) = line.strip_prefix("archived ") {
                archived.push(id.parse().unwrap());
            }
        }

        let store = open(place);
        // A child killed before it set the game up (a slow start on a busy
        // machine) promised nothing yet.
        let Some(log) = store.get(LOG).unwrap() else {
            assert!(
                acknowledged.is_empty(),
                "round {round} (seed {first}): the game is gone after {} acknowledged updates",
                acknowledged.len()
            );
            continue;
        };
        let logged: Vec<&str> = log.log.iter().map(|a| a.text.as_str()).collect();
        // Nothing twice, acknowledged or not.
        let mut once = std::collections::HashSet::new();
        for text in &logged {
            assert!(
                once.insert(*text),
                "round {round} (seed {first}): update {text} is logged twice"
            );
        }
        // Every acknowledged update, in the order it was acknowledged (an
        // update cut off before its acknowledgement may stand between).
        let mut at = 0;
        for text in &acknowledged {
            let Some(found) = logged[at..].iter().position(|t| t == text) else {
                let lost = !once.contains(text.as_str());
                panic!(
                    "round {round} (seed {first}): acknowledged update {text} {}",
                    if lost { "lost" } else { "out of order" }
                );
            };
            at += found + 1;
        }
        for &id in &archived {
            let game = store.archived(CYCLE, keystone_data::GameId(id)).unwrap();
            assert!(
                game.is_some_and(|g| g.status == GameStatus::Finished),
                "archived game {id} lost (seed {first})"
            );
        }
        // Every record decodes.
        assert!(store.get(CYCLE).is_ok());
        let scan = store.waiting(i64::MAX).unwrap();
        assert!(scan.corrupt.is_empty(), "{:?}", scan.corrupt);
        // Every reported archive is counted; each kill so far may have cut
        // off the report of one more finished game, which is allowed.
        let finished = store.counts().unwrap().finished;
        let reported = archived.len() as u64;
        assert!(
            finished >= reported && finished <= reported + u64::from(round) + 1,
            "round {round}: {finished} finished, {reported} reported"
        );
    }
    assert!(
        acknowledged.len() >= KILLS as usize,
        "the child made progress: {} updates",
        acknowledged.len()
    );
    eprintln!(
        "{name}: {KILLS} kills (seed {first}), {} acknowledged updates, {} archived games checked",
        acknowledged.len(),
        archived.len()
    );
}

/// A scratch directory, removed when dropped (also when a test fails).
fn scratch(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("keystone-{name}-"))
        .tempdir()
        .unwrap()
}
