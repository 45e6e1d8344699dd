//! Backups of a running bot, restored: the real `keystone run` writes
//! backups on its schedule while games are played on several channels at
//! once through the fake Discord; it is killed; the newest backup is
//! restored with `keystone store restore` into a fresh store of each
//! backend. Every action acknowledged before the backup was taken is
//! there, none asked for after it, and every game replays to its stored
//! position (`keystone store check`).

use crate::support;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use keystone_data::backup::Backup;
use keystone_data::{
    ChannelId, Ending, GameRecord, GameStatus, PostgresOptions, PostgresStore, Seat, SledOptions,
    SledStore, Store,
};
use keystone_engine::Record;
use serde_json::json;
use support::*;

use crate::pg;

use crate::files;

fn keystone(dir: &Path, args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(args)
        .current_dir(dir)
        .env_remove("KEYSTONE_DATABASE")
        .env_remove("KEYSTONE_STORE")
        .output()
        .expect("keystone runs");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), said)
}

fn full_game() -> Record {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/basilica-full-game.txt");
    Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64
}

async fn send(fake: &Fake, (id, interaction): (u64, serde_json::Value)) -> support::fake::Answer {
    fake.interact(interaction);
    fake.reply(id).await
}

/// Alice invites Bob in `channel`, Bob accepts.
async fn start(fake: &Fake, channel: u64) {
    let invitation = send(fake, new_game(fake, ALICE, BOB, channel)).await;
    let accept = invitation.button("ks:accept:");
    let accepted = send(fake, click(fake, BOB, channel, &accept)).await;
    assert!(
        accepted.content().contains("Alice, your turn"),
        "{}",
        accepted.content()
    );
}

/// Plays the full game's lines in `channel`, noting when each was sent and
/// when it was answered.
async fn play_on(
    fake: Arc<Fake>,
    channel: u64,
    record: Record,
    times: Arc<Mutex<Vec<(i64, i64)>>>,
) {
    for line in &record.actions {
        let who = if line.seat.number() == 1 { ALICE } else { BOB };
        let interaction = if let Some(option) = line.text.strip_prefix("pay ") {
            let options = json!([{"name": "option", "type": 3, "value": option}]);
            command(&fake, who, channel, "pay", &options, &[])
        } else if line.text == "decline" {
            command(&fake, who, channel, "decline", &json!([]), &[])
        } else {
            play(&fake, who, channel, &line.text)
        };
        // Noted before it is sent: the bot may store it and be killed
        // before it answers (never answered, then).
        let at = {
            let mut times = times.lock().unwrap();
            times.push((now(), i64::MAX));
            times.len() - 1
        };
        let answer = send(&fake, interaction).await;
        assert!(!answer.ephemeral(), "{}: {}", line.text, answer.content());
        times.lock().unwrap()[at].1 = now();
    }
}

/// The game of `channel` in `store`, active or archived.
fn game_of(store: &dyn Store, channel: u64) -> Option<GameRecord> {
    let channel = ChannelId(channel);
    store
        .get(channel)
        .unwrap()
        .or_else(|| store.latest_archived(channel).unwrap())
}

const CHANNELS: [u64; 4] = [301, 302, 303, 304];

/// When an action was sent and when it was answered, Unix ms.
type Sent = (i64, i64);

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn backups_written_while_games_are_played_restore_after_a_kill() {
    let fake = Arc::new(Fake::start().await);
    let dir = scratch("backups");
    let backups = dir.join("backups");
    let settings = [
        ("KEYSTONE_BACKUP_DIR", backups.to_str().unwrap()),
        ("KEYSTONE_BACKUP_EVERY", "250ms"),
        ("KEYSTONE_BACKUP_KEEP", "3"),
        ("KEYSTONE_MAX_OPEN_GAMES", "10"),
    ];
    let mut bot = Bot::start_with(&fake, dir.join("db"), 7, &settings);
    fake.wait_ready(1).await;
    for channel in CHANNELS {
        start(&fake, channel).await;
    }
    let record = full_game();
    let times: Vec<Arc<Mutex<Vec<Sent>>>> = CHANNELS.iter().map(|_| Arc::default()).collect();
    let players: Vec<_> = CHANNELS
        .iter()
        .zip(&times)
        .map(|(&channel, times)| {
            tokio::spawn(play_on(
                Arc::clone(&fake),
                channel,
                record.clone(),
                Arc::clone(times),
            ))
        })
        .collect();
    // Killed mid-play, once a few backups were written: at least 60 of
    // the 113 actions played on every channel, and four backups.
    let started = Instant::now();
    loop {
        let played = times.iter().map(|t| t.lock().unwrap().len()).min().unwrap();
        let written = keystone_bot::backups::backups_in(&backups)
            .map(|b| b.len())
            .unwrap_or(0);
        let finished = players.iter().all(|p| p.is_finished());
        if (played >= 60 && written >= 3) || finished {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "the games move"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    bot.kill();
    for player in &players {
        player.abort();
    }
    let played: Vec<usize> = times.iter().map(|t| t.lock().unwrap().len()).collect();
    assert!(
        played.iter().all(|&n| n < record.actions.len()),
        "killed mid-game: {played:?}"
    );
    let kept = keystone_bot::backups::backups_in(&backups).unwrap();
    assert!(
        (1..=3).contains(&kept.len()),
        "at most backup_keep kept: {kept:?}"
    );
    let newest = kept.last().unwrap().clone();
    let taken_at = Backup::read_file(&newest).unwrap().taken_at;

    let times: Vec<Vec<(i64, i64)>> = times.iter().map(|t| t.lock().unwrap().clone()).collect();
    // The checks block (PostgreSQL's client, the commands): off the runtime.
    tokio::task::spawn_blocking(move || {
        restore_and_check(&dir, &newest, taken_at, &record, &times, &played);
    })
    .await
    .unwrap();
}

/// Restores the backup `newest` into a fresh store of each backend and
/// checks each channel's game against what was played.
fn restore_and_check(
    dir: &Path,
    newest: &Path,
    taken_at: i64,
    record: &Record,
    times: &[Vec<(i64, i64)>],
    played: &[usize],
) {
    let pg_url = pg::database();
    let sled_place = dir.join("restored");
    for target in [format!("sled:{}", sled_place.display()), pg_url.clone()] {
        let (ok, said) = keystone(
            dir,
            &[
                "store",
                "restore",
                "--from",
                newest.to_str().unwrap(),
                "--to",
                &target,
            ],
        );
        assert!(ok, "{said}");
        assert!(said.contains("each read back and replayed"), "{said}");
        let (ok, said) = keystone(dir, &["store", "check", "--store", &target]);
        assert!(
            ok && said.contains("0 damaged, 0 games that do not replay"),
            "{said}"
        );
    }
    let restored: Vec<Box<dyn Store>> = vec![
        Box::new(SledStore::open(&SledOptions::new(&sled_place)).unwrap()),
        Box::new(PostgresStore::open(&PostgresOptions::new(&pg_url)).unwrap()),
    ];
    for store in &restored {
        for (channel, times) in CHANNELS.iter().zip(times) {
            let game = game_of(&**store, *channel).expect("every game is in the backup");
            // Whole milliseconds: an action answered or sent in the
            // backup's own millisecond may fall either side.
            let answered = times.iter().filter(|t| t.1 < taken_at).count();
            let sent = times.iter().filter(|t| t.0 <= taken_at).count();
            let moves = game.log.len();
            assert!(
                answered <= moves && moves <= sent,
                "channel {channel}: {moves} actions restored; {answered} answered before the backup, {sent} sent"
            );
            let texts: Vec<&str> = game.log.iter().map(|a| a.text.as_str()).collect();
            let expected: Vec<&str> = record.actions[..moves]
                .iter()
                .map(|a| a.text.as_str())
                .collect();
            assert_eq!(texts, expected, "channel {channel}: the actions in order");
        }
    }
    eprintln!(
        "played {played:?} actions; the newest backup ({}) holds {:?}",
        newest.display(),
        CHANNELS
            .iter()
            .map(|&c| game_of(&*restored[0], c).unwrap().log.len())
            .collect::<Vec<_>>()
    );
}

/// `keystone store` on a store of every game, one channel each: backs up,
/// checks, restores, and refuses what it must, writing nothing then.
#[test]
fn store_commands_back_up_check_and_restore_and_refuse_bad_input() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    // Games under way (cut records) and finished ones, of every kind.
    let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
    let mut stores: Vec<PathBuf> = Vec::new();
    for (i, example) in [
        "grands-batisseurs-whole-game.txt",
        "babylon-four-players.txt",
        "cardinal-shared-win.txt",
        "basilica-paid-orders.txt",
    ]
    .iter()
    .enumerate()
    {
        let text = std::fs::read_to_string(examples.join(example)).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        // Even ones cut to two thirds: under way.
        let kept = if i % 2 == 0 {
            lines.len() * 2 / 3
        } else {
            lines.len()
        };
        let file = dir.join(format!("{i}.txt"));
        std::fs::write(&file, lines[..kept].join("\n") + "\n").unwrap();
        let store = dir.join(format!("store-{i}"));
        let status = Command::new(env!("CARGO_BIN_EXE_keystone"))
            .args(["local", "--database", store.to_str().unwrap(), "--pictures"])
            .arg(dir.join("pictures"))
            .arg("--from")
            .arg(&file)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .status()
            .unwrap();
        assert!(status.success(), "{example}");
        stores.push(store);
    }
    // (`keystone local` keeps one game per store: each store is backed
    // up, checked and restored on its own.)
    for (i, store) in stores.iter().enumerate() {
        let file = dir.join(format!("{i}.backup"));
        let (ok, said) = keystone(
            dir,
            &[
                "store",
                "backup",
                "--store",
                store.to_str().unwrap(),
                "--to",
                file.to_str().unwrap(),
            ],
        );
        assert!(
            ok && said.contains("backed up the embedded store"),
            "{said}"
        );
        assert!(said.contains(": 1 game ("), "{i}: {said}");
        if i % 2 == 0 {
            assert!(said.contains("1 active"), "cut short, under way: {said}");
        }
        let (ok, said) = keystone(dir, &["store", "check", "--backup", file.to_str().unwrap()]);
        assert!(ok && said.contains("0 that do not replay"), "{said}");
        let target = dir.join(format!("restored-{i}"));
        let (ok, said) = keystone(
            dir,
            &[
                "store",
                "restore",
                "--from",
                file.to_str().unwrap(),
                "--to",
                target.to_str().unwrap(),
            ],
        );
        assert!(ok, "{said}");
        // Again into the same store: refused, not a byte of it changed
        // (sled rewrites its files when it merely opens them).
        let before = files::hashes(&target);
        let (ok, said) = keystone(
            dir,
            &[
                "store",
                "restore",
                "--from",
                file.to_str().unwrap(),
                "--to",
                target.to_str().unwrap(),
            ],
        );
        assert!(
            !ok && said.contains("not empty") && said.contains("nothing restored"),
            "{said}"
        );
        assert_eq!(files::hashes(&target), before, "{i}: every file as it was");
        let (ok, said) = keystone(
            dir,
            &["store", "check", "--store", target.to_str().unwrap()],
        );
        assert!(ok && said.contains("1 records read, 0 damaged"), "{said}");
    }
    // A backup whose game was tampered with: its log no longer replays.
    let mut backup = Backup::read_file(&dir.join("0.backup")).unwrap();
    let game = backup.active.first_mut().unwrap();
    let last = game.log.last_mut().unwrap();
    last.text = format!("{} x", last.text);
    let tampered = dir.join("tampered.backup");
    backup.write_file(&tampered).unwrap();
    let fresh = dir.join("never");
    let (ok, said) = keystone(
        dir,
        &[
            "store",
            "restore",
            "--from",
            tampered.to_str().unwrap(),
            "--to",
            fresh.to_str().unwrap(),
        ],
    );
    assert!(
        !ok && said.contains("a game does not replay as stored")
            && said.contains("nothing restored"),
        "{said}"
    );
    assert!(!fresh.exists(), "nothing written");
    let (ok, said) = keystone(
        dir,
        &["store", "check", "--backup", tampered.to_str().unwrap()],
    );
    assert!(!ok && said.contains("1 that do not replay"), "{said}");
    edited_results_are_refused(dir);
    // A line longer than any record (a name of 5 MiB): refused at once,
    // naming the line and the bound.
    let mut backup = Backup::read_file(&dir.join("3.backup")).unwrap();
    backup.active[0].seats[0].name = "x".repeat(5 << 20);
    let long = dir.join("long.backup");
    backup.write_file(&long).unwrap();
    for args in [
        &["store", "check", "--backup", "long.backup"][..],
        &["store", "restore", "--from", "long.backup", "--to", "never"],
    ] {
        let (ok, said) = keystone(dir, args);
        assert!(
            !ok && said.contains(
                "the backup is damaged at line 2: it is longer than 4 MiB, more than any game's record takes"
            ),
            "{said}"
        );
    }
    assert!(!fresh.exists(), "nothing written");
    // A cut backup, a foreign file, a directory.
    let whole = std::fs::read(dir.join("1.backup")).unwrap();
    std::fs::write(dir.join("cut.backup"), &whole[..whole.len() / 2]).unwrap();
    let (ok, said) = keystone(
        dir,
        &["store", "restore", "--from", "cut.backup", "--to", "never"],
    );
    assert!(!ok && said.contains("cut short"), "{said}");
    let (ok, said) = keystone(
        dir,
        &["store", "restore", "--from", "0.txt", "--to", "never"],
    );
    assert!(!ok && said.contains("not a Keystone backup"), "{said}");
    assert!(!fresh.exists(), "nothing written");
    let (ok, said) = keystone(
        dir,
        &[
            "store",
            "backup",
            "--store",
            stores[0].to_str().unwrap(),
            "--to",
            ".",
        ],
    );
    assert!(!ok && said.contains("is a directory"), "{said}");
    let (ok, said) = keystone(dir, &["store", "check", "--store", "nowhere"]);
    assert!(
        !ok && said.contains("no embedded store at nowhere"),
        "{said}"
    );
    // A damaged record in a store: check names its channel.
    let damaged = SledStore::open(&SledOptions::new(dir.join("restored-0"))).unwrap();
    let channel = damaged.snapshot().unwrap().active[0].channel;
    damaged.write_raw(channel, b"KS\x01\x00{\"cut").unwrap();
    drop(damaged);
    let (ok, said) = keystone(dir, &["store", "check", "--store", "restored-0"]);
    assert!(
        !ok && said.contains(&format!(
            "channel {}: the active record is damaged",
            channel.0
        )),
        "{said}"
    );
}

/// A change made to a record, given a seat that did not win.
type Edit = fn(&mut GameRecord, Seat);

/// A finished game's record edited (its winners, scores, status, ending,
/// the seats that left): its log still replays, but not to what the record
/// says. `check --backup` and `restore` refuse it, naming the channel, the
/// game and the field; nothing is written.
fn edited_results_are_refused(dir: &Path) {
    let whole = Backup::read_file(&dir.join("1.backup")).unwrap();
    let finished = whole
        .archived
        .first()
        .expect("the four-seat Babylon game ended");
    let result = finished.result.clone().unwrap();
    let loser = Seat::all(finished.seats.len())
        .find(|s| !result.winners.contains(s))
        .unwrap();
    let edits: [(&str, Edit); 5] = [
        ("result.winners", |r, loser| {
            r.result.as_mut().unwrap().winners = vec![loser];
        }),
        ("result.scores", |r, _| {
            r.result.as_mut().unwrap().scores[0] += 1;
        }),
        ("status", |r, _| r.status = GameStatus::Aborted),
        ("result.ending", |r, loser| {
            r.result.as_mut().unwrap().ending = Ending::Resigned { seat: loser };
        }),
        ("result.left", |r, loser| {
            r.result.as_mut().unwrap().left = vec![loser];
        }),
    ];
    for (field, edit) in edits {
        let mut backup = whole.clone();
        edit(&mut backup.archived[0], loser);
        let file = dir.join(format!("edited-{field}.backup"));
        backup.write_file(&file).unwrap();
        let named = format!(
            "channel {}, game {}: the record does not match its replay: its {field} is ",
            finished.channel.0, finished.id.0
        );
        let (ok, said) = keystone(dir, &["store", "check", "--backup", file.to_str().unwrap()]);
        assert!(
            !ok && said.contains("1 that do not replay") && said.contains(&named),
            "{field}: {said}"
        );
        let target = dir.join(format!("edited-{field}"));
        let (ok, said) = keystone(
            dir,
            &[
                "store",
                "restore",
                "--from",
                file.to_str().unwrap(),
                "--to",
                target.to_str().unwrap(),
            ],
        );
        assert!(
            !ok && said.contains(&named) && said.contains("nothing restored"),
            "{field}: {said}"
        );
        assert!(!target.exists(), "{field}: nothing written");
        // Stored so, by whatever means: `check` on the store says it too.
        if field == "result.winners" {
            let store = SledStore::open(&SledOptions::new(&target)).unwrap();
            store.import(&backup.archived[0]).unwrap();
            drop(store);
            let (ok, said) = keystone(
                dir,
                &["store", "check", "--store", target.to_str().unwrap()],
            );
            assert!(
                !ok && said.contains("1 games that do not replay") && said.contains(&named),
                "{said}"
            );
        }
    }
}
