//! Backups of the store: written by the running bot on a schedule (or by
//! `keystone store backup`), restored by `keystone store restore`, and the
//! checks that a store or a backup is whole, down to each game replaying
//! to its stored position. The file format is `keystone_data::backup`'s.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};

use keystone_data::backup::Backup;
use keystone_data::{Ending, GameRecord, GameResult, GameStatus, Seat, Store};
use keystone_engine::play::is_leave;

use crate::config::Backups;
use crate::games::{self, AnyGame};
use crate::table::Table;

/// What the bot's backup files are called: `keystone-<UTC time>.backup`,
/// so that their names sort as their times.
const PREFIX: &str = "keystone-";
const SUFFIX: &str = ".backup";

/// A backup written.
#[derive(Clone, Debug)]
pub struct Written {
    /// Its file.
    pub path: PathBuf,
    /// Its size.
    pub bytes: u64,
    /// The games in it.
    pub games: usize,
    /// Records left out because they cannot be read.
    pub left_out: usize,
    /// How long it took, reading the store included.
    pub took: Duration,
}

/// The file name of a backup taken at `taken_at` (Unix ms):
/// `keystone-2026-11-27T125151.123Z.backup` (no colons, which some file
/// systems refuse).
pub fn file_name(taken_at: i64) -> String {
    let at = SystemTime::UNIX_EPOCH + Duration::from_millis(u64::try_from(taken_at).unwrap_or(0));
    let stamp = humantime::format_rfc3339_millis(at)
        .to_string()
        .replace(':', "");
    format!("{PREFIX}{stamp}{SUFFIX}")
}

/// The complete backups in `dir`, oldest first (a `.partial` one being
/// written is not one).
pub fn backups_in(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| {
            path.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(PREFIX) && n.ends_with(SUFFIX))
        })
        .collect();
    found.sort();
    Ok(found)
}

/// Writes a backup of `store` into the settings' directory, then deletes
/// the oldest beyond the number kept. Logs it and counts it in the
/// metrics (`keystone_backups_total{outcome}`,
/// `keystone_backup_seconds`, `keystone_backup_bytes`,
/// `keystone_backup_last_success_timestamp_seconds`).
pub fn write_backup(store: &dyn Store, source: &str, backups: &Backups) -> Result<Written, String> {
    let started = Instant::now();
    let written = write(store, source, backups);
    match &written {
        Ok(w) => {
            metrics::counter!("keystone_backups_total", "outcome" => "written").increment(1);
            metrics::histogram!("keystone_backup_seconds").record(w.took.as_secs_f64());
            metrics::gauge!("keystone_backup_bytes").set(w.bytes as f64);
            metrics::gauge!("keystone_backup_last_success_timestamp_seconds").set(
                SystemTime::now()
                    .duration_since(SystemTime::UNIX_EPOCH)
                    .map_or(0.0, |d| d.as_secs_f64()),
            );
            tracing::info!(
                path = %w.path.display(),
                games = w.games,
                bytes = w.bytes,
                ms = w.took.as_millis() as u64,
                "backup written"
            );
            if w.left_out > 0 {
                tracing::warn!(
                    left_out = w.left_out,
                    "records that cannot be read were left out of the backup (keystone store check names them)"
                );
            }
        }
        Err(error) => {
            metrics::counter!("keystone_backups_total", "outcome" => "failed").increment(1);
            tracing::error!(
                dir = %backups.dir.display(),
                ms = started.elapsed().as_millis() as u64,
                %error,
                "the backup failed"
            );
        }
    }
    written
}

fn write(store: &dyn Store, source: &str, backups: &Backups) -> Result<Written, String> {
    let started = Instant::now();
    std::fs::create_dir_all(&backups.dir)
        .map_err(|e| format!("cannot create {}: {e}", backups.dir.display()))?;
    let backup = Backup::take(store, source).map_err(|e| format!("reading the store: {e}"))?;
    let path = backups.dir.join(file_name(backup.taken_at));
    let bytes = backup
        .write_file(&path)
        .map_err(|e| format!("writing {}: {e}", path.display()))?;
    let all = backups_in(&backups.dir).map_err(|e| format!("listing the backups: {e}"))?;
    for old in all.iter().take(all.len().saturating_sub(backups.keep)) {
        if let Err(e) = std::fs::remove_file(old) {
            tracing::warn!(path = %old.display(), error = %e, "could not delete an old backup");
        }
    }
    Ok(Written {
        path,
        bytes,
        games: backup.active.len() + backup.archived.len(),
        left_out: backup.left_out.len(),
        took: started.elapsed(),
    })
}

/// Writes a backup every `backups.every` (the first after a minute, or
/// sooner if that is the period) until the process ends; each off the
/// async threads.
pub async fn every(store: Arc<dyn Store>, source: &'static str, backups: Backups) {
    // What a process killed while writing left behind: never a backup.
    if let Ok(entries) = std::fs::read_dir(&backups.dir) {
        for entry in entries.filter_map(Result::ok) {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if name.starts_with(&format!(".{PREFIX}")) && name.ends_with(".partial") {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }
    let first = backups.every.min(Duration::from_secs(60));
    let mut ticks = tokio::time::interval_at(tokio::time::Instant::now() + first, backups.every);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    tracing::info!(
        dir = %backups.dir.display(),
        every = %humantime::format_duration(backups.every),
        keep = backups.keep,
        "backups on"
    );
    loop {
        ticks.tick().await;
        let (store, backups) = (Arc::clone(&store), backups.clone());
        // Failures are logged and counted where they happen.
        let _ = tokio::task::spawn_blocking(move || write_backup(&*store, source, &backups)).await;
    }
}

/// Whether a stored game is whole: its state loads, its log replays from
/// the start to that very state, and what the record says of how the game
/// stands (its status; once over, its result: winners, scores, the seats
/// that left, what ended it) is what that replay gives. Said as
/// `the game does not replay: …` or `the record does not match its replay: …`.
pub fn replays(record: &GameRecord) -> Result<(), String> {
    let replayed = replay(record).map_err(|why| format!("the game does not replay: {why}"))?;
    claims(record, &*replayed).map_err(|why| format!("the record does not match its replay: {why}"))
}

/// The game `record`'s log replays to, if that is its stored position.
fn replay(record: &GameRecord) -> Result<Box<dyn AnyGame>, String> {
    let kind = games::kind(&record.kind).ok_or_else(|| {
        format!(
            "a game of \"{}\", which this build does not play",
            record.kind
        )
    })?;
    let table = Table::load(record.clone()).map_err(|e| match e {
        crate::table::TableError::Damaged(why) | crate::table::TableError::Broken(why) => {
            format!("its state does not load: {why}")
        }
        other => format!("its state does not load: {other:?}"),
    })?;
    let names: Vec<String> = record.seats.iter().map(|s| s.name.clone()).collect();
    let lines: Vec<_> = record
        .log
        .iter()
        .map(|a| (a.seat, a.text.clone()))
        .collect();
    let whole = table.game().record(&names, &lines);
    let replayed = (kind.replay)(&whole).map_err(|e| format!("its log: {e}"))?;
    if replayed.snapshot() != record.state {
        return Err(format!(
            "its log of {} actions does not replay to its stored position",
            record.log.len()
        ));
    }
    Ok(replayed)
}

/// Compares what `record` says of how its game stands with `game`, its
/// replay: the first field that differs, named as stored.
fn claims(record: &GameRecord, game: &dyn AnyGame) -> Result<(), String> {
    let status = status_word(record.status);
    let Some(outcome) = game.outcome() else {
        // Not over by the rules: under way, or dropped before the end.
        return match (record.status, &record.result) {
            (GameStatus::Finished, _) => Err(format!(
                "its status is {status}, but the replay does not reach the end of the game"
            )),
            (GameStatus::Invited | GameStatus::Active, Some(result)) => Err(format!(
                "its result says the game ended ({}), but its status is {status} and the replay \
                 does not reach the end of the game",
                ending_word(result.ending)
            )),
            (GameStatus::Invited, None) if !record.log.is_empty() => Err(format!(
                "its status is {status}, but the replay plays {} actions",
                record.log.len()
            )),
            (GameStatus::Aborted, Some(result)) => dropped(record, result),
            _ => Ok(()),
        };
    };
    if record.status != GameStatus::Finished {
        return Err(format!(
            "its status is {status}, but the replay reaches the end of the game (finished)"
        ));
    }
    let Some(result) = &record.result else {
        return Err("it is finished but has no result".into());
    };
    let winners: Vec<Seat> = outcome.winners.iter().collect();
    differs(
        "result.winners",
        &seats_word(&result.winners),
        &seats_word(&winners),
    )?;
    differs(
        "result.scores",
        &format!("{:?}", result.scores),
        &format!("{:?}", outcome.scores),
    )?;
    differs(
        "result.left",
        &seats_word(&result.left),
        &seats_word(&outcome.left),
    )?;
    ended(record, result.ending)
}

/// A field whose stored value (`stored`) is not the replay's.
fn differs(field: &str, stored: &str, replayed: &str) -> Result<(), String> {
    if stored == replayed {
        return Ok(());
    }
    Err(format!(
        "its {field} is {stored}, but the replay gives {replayed}"
    ))
}

/// A game dropped before its end (aborted, or its invitation declined):
/// nobody won, nobody scored, and a declined one was never played.
fn dropped(record: &GameRecord, result: &GameResult) -> Result<(), String> {
    let none = "none (the game was dropped before its end)";
    if !result.winners.is_empty() {
        differs("result.winners", &seats_word(&result.winners), none)?;
    }
    if !result.scores.is_empty() {
        differs("result.scores", &format!("{:?}", result.scores), none)?;
    }
    if !result.left.is_empty() {
        differs("result.left", &seats_word(&result.left), none)?;
    }
    match result.ending {
        Ending::Aborted => Ok(()),
        Ending::Declined if record.log.is_empty() => Ok(()),
        Ending::Declined => Err(format!(
            "its result.ending is declined, but the replay plays {} actions",
            record.log.len()
        )),
        other => Err(format!(
            "its result.ending is {} for a game aborted before its end",
            ending_word(other)
        )),
    }
}

/// Whether `ending` is what ended the finished game of `record`, as its log
/// tells. The line that ended it comes last, followed only by the answers
/// it set off that players had given ahead (logged `standing`; `auto` in
/// records written before those were told apart): a seat leaving of its own
/// accord for a resignation, a seat the table took out for a claimed clock,
/// any other line for a game played to its end.
fn ended(record: &GameRecord, ending: Ending) -> Result<(), String> {
    let last_leave = record.log.iter().rposition(|a| is_leave(&a.text));
    let last_move = record.log.iter().rposition(|a| !a.standing);
    let replayed = match last_move.filter(|&at| Some(at) == last_leave) {
        Some(at) if record.log[at].auto => Ending::Timeout {
            seat: record.log[at].seat,
        },
        Some(at) => Ending::Resigned {
            seat: record.log[at].seat,
        },
        None => Ending::Played,
    };
    let after_leave_only_answers =
        last_leave.is_some_and(|at| record.log[at + 1..].iter().all(|a| a.standing || a.auto));
    let holds = match ending {
        Ending::Played => replayed == Ending::Played,
        Ending::Resigned { seat } | Ending::Timeout { seat } => {
            let leave = last_leave.map(|at| &record.log[at]);
            after_leave_only_answers
                && leave.is_some_and(|a| {
                    a.seat == seat && a.auto == matches!(ending, Ending::Timeout { .. })
                })
        }
        Ending::Declined | Ending::Aborted => false,
    };
    if holds {
        return Ok(());
    }
    Err(format!(
        "its result.ending is {}, but the replay gives {}",
        ending_word(ending),
        ending_word(replayed)
    ))
}

fn status_word(status: GameStatus) -> &'static str {
    match status {
        GameStatus::Invited => "invited",
        GameStatus::Active => "active",
        GameStatus::Finished => "finished",
        GameStatus::Aborted => "aborted",
    }
}

fn ending_word(ending: Ending) -> String {
    match ending {
        Ending::Played => "played (to the end of the rules)".into(),
        Ending::Resigned { seat } => format!("resigned (seat {seat})"),
        Ending::Declined => "declined".into(),
        Ending::Aborted => "aborted".into(),
        Ending::Timeout { seat } => format!("timeout (seat {seat}'s clock claimed)"),
    }
}

/// `seats [1, 3]`, `no seat`.
fn seats_word(seats: &[Seat]) -> String {
    if seats.is_empty() {
        return "no seat".into();
    }
    let numbers: Vec<String> = seats.iter().map(ToString::to_string).collect();
    format!("seats [{}]", numbers.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backup_names_sort_as_their_times() {
        assert_eq!(
            file_name(1_795_000_000_123),
            "keystone-2026-11-18T110640.123Z.backup"
        );
        let mut names = [file_name(2_000_000_000_000), file_name(1_999_999_999_999)];
        names.sort();
        assert_eq!(names[0], file_name(1_999_999_999_999));
    }

    #[test]
    fn a_backup_is_written_counted_and_the_oldest_deleted() {
        use metrics_util::debugging::{DebugValue, DebuggingRecorder};
        let dir = tempfile::tempdir().unwrap();
        let store = keystone_data::MemoryStore::new();
        let backups = Backups {
            dir: dir.path().join("backups"),
            every: Duration::from_secs(1),
            keep: 2,
        };
        let recorder = DebuggingRecorder::new();
        let snapshotter = recorder.snapshotter();
        let mut written = Vec::new();
        metrics::with_local_recorder(&recorder, || {
            for _ in 0..3 {
                written.push(write_backup(&store, "memory", &backups).unwrap());
                std::thread::sleep(Duration::from_millis(3));
            }
        });
        let kept = backups_in(&backups.dir).unwrap();
        assert_eq!(kept, vec![written[1].path.clone(), written[2].path.clone()]);
        let read = Backup::read_file(&kept[1]).unwrap();
        assert_eq!(read.source, "memory");
        let counted = snapshotter
            .snapshot()
            .into_vec()
            .into_iter()
            .find(|(key, ..)| key.key().name() == "keystone_backups_total")
            .map(|(.., value)| value);
        assert_eq!(counted, Some(DebugValue::Counter(3)));
        // A directory that cannot be made: said, and counted as failed.
        let blocked = Backups {
            dir: dir
                .path()
                .join("backups")
                .join(written[2].path.file_name().unwrap()),
            ..backups
        };
        let said = write_backup(&store, "memory", &blocked).unwrap_err();
        assert!(said.contains("cannot create"), "{said}");
    }
}
