//! Backups: a store's games in one file, restored into either backend.
//! Round trips sled → file → PostgreSQL → file → sled; a backup taken
//! while writers keep writing holds every acknowledged change and none
//! after it; and every bad input (a cut or damaged file, a newer format,
//! something else entirely, a target that is not empty) is refused,
//! nothing written.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use keystone_data::backup::{Backup, BackupError, MAX_LINE, RestoreError, check};
use keystone_data::{
    ChannelId, Colours, Decision, Ending, GameRecord, GameResult, GameStatus, LoggedAction,
    PostgresOptions, PostgresStore, Profile, Seat, SeatRecord, SledOptions, SledStore, Store,
    update,
};

use crate::support;

use support::files::hashes;
use support::pg;

fn scratch(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("keystone-{name}-"))
        .tempdir()
        .unwrap()
}

fn sled(dir: &std::path::Path) -> SledStore {
    SledStore::open(&SledOptions::new(dir)).unwrap()
}

fn postgres() -> PostgresStore {
    PostgresStore::open(&PostgresOptions::new(pg::database())).unwrap()
}

fn game(store: &dyn Store, channel: u64) -> GameRecord {
    GameRecord {
        id: store.new_game_id().unwrap(),
        kind: "cardinal".into(),
        channel: ChannelId(channel),
        guild: Some(channel % 3),
        seats: vec![
            SeatRecord::new(channel * 10 + 1, "Zoë"),
            SeatRecord::new(channel * 10 + 2, "李明 🏰"),
        ],
        status: if channel.is_multiple_of(4) {
            GameStatus::Invited
        } else {
            GameStatus::Active
        },
        state: format!("{{\"state of\":{channel}}}"),
        version: 0,
        created: 1_000 + channel as i64,
        updated: 1_000 + channel as i64,
        to_act: vec![Seat::from_index((channel % 2) as usize)],
        waiting_since: 1_000 + channel as i64,
        log: Vec::new(),
        result: None,
        settings: Default::default(),
        nudges: Default::default(),
        abort: None,
    }
}

fn act(store: &dyn Store, channel: u64, text: &str) {
    update(store, ChannelId(channel), 5_000, |current| {
        let mut next = current.clone();
        next.log.push(LoggedAction {
            seat: Seat::from_index(0),
            text: text.to_owned(),
            at: 5_000,
            auto: false,
            standing: false,
        });
        Ok::<_, ()>((next, ()))
    })
    .unwrap();
}

fn end(store: &dyn Store, channel: u64, status: GameStatus) {
    store
        .update_with(ChannelId(channel), 9_000 + channel as i64, &mut |r| {
            Decision::Write(Box::new(GameRecord {
                status,
                result: (status == GameStatus::Finished).then(|| GameResult {
                    winners: vec![Seat::from_index(1)],
                    scores: vec![12, 21],
                    left: Vec::new(),
                    ending: Ending::Played,
                    favourites: Vec::new(),
                }),
                ..r.clone()
            }))
        })
        .unwrap();
}

/// Channels 1–40: invited, active with moves, finished (some twice: a
/// finished game, then a new one in the same channel) and aborted.
fn fill(store: &dyn Store) {
    for channel in 1..=40 {
        store.create(game(store, channel)).unwrap();
        if channel % 4 != 0 {
            act(store, channel, "a1 b2");
            act(store, channel, "c3");
        }
        match channel % 5 {
            1 => end(store, channel, GameStatus::Finished),
            2 => end(store, channel, GameStatus::Aborted),
            3 => {
                end(store, channel, GameStatus::Finished);
                store.create(game(store, channel)).unwrap();
            }
            _ => {}
        }
    }
    for (user, colours) in [(10, Colours::RedGreen), (20, Colours::Patterns)] {
        // Every setting a player has travels with the backup.
        let quiet = keystone_data::QuietHours {
            zone: "Europe/Warsaw".to_owned(),
            from: 1320,
            until: 480,
        };
        let away = keystone_data::Away {
            from: 1_000,
            until: 90_000_000,
            auto: false,
            back: false,
        };
        store
            .set_profile(&Profile {
                colours,
                quiet: Some(quiet),
                away: vec![away],
                direct: true,
                ..Profile::new(user)
            })
            .unwrap();
    }
}

/// What a backup holds, without when and from where it was taken.
fn games(backup: &Backup) -> (Vec<GameRecord>, Vec<GameRecord>, Vec<Profile>) {
    (
        backup.active.clone(),
        backup.archived.clone(),
        backup.players.clone(),
    )
}

#[test]
fn a_backup_round_trips_sled_to_postgres_and_back_unchanged() {
    let dir = scratch("backup-round-trip");
    let first = sled(&dir.path().join("first"));
    fill(&first);
    let from_sled = Backup::take(&first, "sled").unwrap();
    assert_eq!(
        (from_sled.active.len(), from_sled.archived.len()),
        (24, 24),
        "every game"
    );
    assert_eq!(from_sled.players.len(), 2, "every player's settings");
    let file = dir.path().join("one.backup");
    let bytes = from_sled.write_file(&file).unwrap();
    assert_eq!(bytes, std::fs::metadata(&file).unwrap().len());

    let pg = postgres();
    let restored = Backup::read_file(&file)
        .unwrap()
        .restore(&pg, false)
        .unwrap();
    assert_eq!(restored.counts, first.counts().unwrap());
    assert_eq!(
        pg.results(None).unwrap().items,
        first.results(None).unwrap().items
    );
    assert_eq!(
        pg.waiting(i64::MAX).unwrap().items,
        first.waiting(i64::MAX).unwrap().items
    );

    let from_pg = Backup::take(&pg, "postgres").unwrap();
    assert_eq!(games(&from_pg), games(&from_sled));
    let again = dir.path().join("two.backup");
    from_pg.write_file(&again).unwrap();
    let last = sled(&dir.path().join("last"));
    Backup::read_file(&again)
        .unwrap()
        .restore(&last, false)
        .unwrap();
    assert_eq!(
        games(&Backup::take(&last, "sled").unwrap()),
        games(&from_sled)
    );
    assert_eq!(last.counts().unwrap(), first.counts().unwrap());
    assert_eq!(
        last.results(Some(1)).unwrap().items,
        first.results(Some(1)).unwrap().items
    );
    // New games get ids above every restored one, on both backends.
    let highest = from_sled
        .archived
        .iter()
        .chain(&from_sled.active)
        .map(|r| r.id.0)
        .max();
    for store in [&last as &dyn Store, &pg] {
        let id = store.new_game_id().unwrap().0;
        assert!(Some(id) > highest, "new id {id} above {highest:?}");
    }
    // The restored store plays on: an active game moves, one ends.
    act(&last, 5, "d4");
    end(&last, 9, GameStatus::Finished);
    assert_eq!(
        last.counts().unwrap().finished,
        first.counts().unwrap().finished + 1
    );
}

#[test]
fn a_backup_taken_while_writers_write_holds_every_acknowledged_change_and_none_after() {
    let dir = scratch("backup-busy");
    let backends: Vec<(&str, Arc<dyn Store>)> = vec![
        ("sled", Arc::new(sled(dir.path()))),
        ("postgres", Arc::new(postgres())),
    ];
    for (name, store) in backends {
        const CHANNELS: u64 = 6;
        for channel in 1..=CHANNELS {
            let mut record = game(&*store, channel);
            record.status = GameStatus::Active;
            store.create(record).unwrap();
        }
        // Per channel, each change: when it was asked for and when the
        // store acknowledged it (Unix ms).
        let times: Arc<Mutex<Vec<Vec<Change>>>> =
            Arc::new(Mutex::new(vec![Vec::new(); CHANNELS as usize + 1]));
        let stop = Arc::new(AtomicBool::new(false));
        let writers: Vec<_> = (1..=CHANNELS)
            .map(|channel| {
                let (store, times, stop) =
                    (Arc::clone(&store), Arc::clone(&times), Arc::clone(&stop));
                std::thread::spawn(move || {
                    let mut n = 0;
                    while !stop.load(Ordering::Relaxed) {
                        let asked = now();
                        act(&*store, channel, &format!("move {n}"));
                        times.lock().unwrap()[channel as usize].push((asked, now()));
                        n += 1;
                    }
                })
            })
            .collect();
        let mut backups = Vec::new();
        let started = Instant::now();
        while started.elapsed() < Duration::from_millis(600) {
            std::thread::sleep(Duration::from_millis(100));
            backups.push(Backup::take(&*store, name).unwrap());
        }
        stop.store(true, Ordering::Relaxed);
        for writer in writers {
            writer.join().unwrap();
        }
        let times = times.lock().unwrap();
        for backup in &backups {
            for record in &backup.active {
                let moves = record.log.len();
                let changes = &times[record.channel.0 as usize];
                // Times are whole milliseconds: a change acknowledged in
                // the backup's millisecond, or asked for in it, may fall
                // either side.
                let acknowledged = changes.iter().filter(|c| c.1 < backup.taken_at).count();
                let asked = changes.iter().filter(|c| c.0 <= backup.taken_at).count();
                assert!(
                    acknowledged <= moves && moves <= asked,
                    "{name}: channel {} holds {moves} moves; {acknowledged} were acknowledged \
                     before the backup and {asked} asked for",
                    record.channel.0
                );
                assert!(
                    record
                        .log
                        .iter()
                        .enumerate()
                        .all(|(i, a)| a.text == format!("move {i}"))
                );
            }
            assert_eq!(backup.active.len(), CHANNELS as usize);
        }
        let total: usize = times.iter().map(Vec::len).sum();
        assert!(total > 100, "{name}: only {total} changes while backing up");
        // The newest restores into a fresh store of each backend, whole.
        let newest = backups.last().unwrap();
        let file = dir.path().join(format!("{name}.backup"));
        newest.write_file(&file).unwrap();
        let read = Backup::read_file(&file).unwrap();
        assert_eq!(games(&read), games(newest));
        read.restore(&sled(&dir.path().join(format!("{name}-restored"))), false)
            .unwrap();
        read.restore(&postgres(), false).unwrap();
    }
}

/// When a change was asked for and when it was acknowledged, Unix ms.
type Change = (i64, i64);

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64
}

/// A backup file of the filled store, as bytes.
fn backup_bytes() -> Vec<u8> {
    let store = keystone_data::MemoryStore::new();
    fill(&store);
    let mut bytes = Vec::new();
    Backup::take(&store, "memory")
        .unwrap()
        .write(&mut bytes)
        .unwrap();
    bytes
}

fn gzip(text: &str) -> Vec<u8> {
    use std::io::Write;
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    gz.write_all(text.as_bytes()).unwrap();
    gz.finish().unwrap()
}

#[test]
fn a_cut_damaged_newer_or_foreign_backup_is_refused_and_writes_nothing() {
    let whole = backup_bytes();
    assert!(Backup::read(whole.as_slice()).is_ok());
    let mut refusals = Vec::new();
    // Cut at several places: never read as a backup.
    for cut in [
        10,
        whole.len() / 3,
        whole.len() / 2,
        whole.len() - 9,
        whole.len() - 1,
    ] {
        let error = Backup::read(&whole[..cut]).unwrap_err();
        assert!(
            matches!(error, BackupError::Truncated | BackupError::Damaged { .. }),
            "cut at {cut}: {error}"
        );
        refusals.push(error);
    }
    // A byte changed anywhere in the compressed stream.
    for at in [30, whole.len() / 2, whole.len() - 20, whole.len() - 6] {
        let mut damaged = whole.clone();
        damaged[at] ^= 0x5a;
        let error = Backup::read(damaged.as_slice()).unwrap_err();
        assert!(
            matches!(error, BackupError::Damaged { .. } | BackupError::Truncated),
            "byte {at}: {error}"
        );
        refusals.push(error);
    }
    // Whole gzip, but its lines are wrong.
    let header = "{\"keystone_backup\":1,\"record_version\":1,\"taken_at\":1,\"source\":\"sled\"}";
    let no_end = gzip(&format!("{header}\n"));
    assert_eq!(
        Backup::read(no_end.as_slice()).unwrap_err(),
        BackupError::Truncated
    );
    let miscounted = gzip(&format!(
        "{header}\n{{\"end\":{{\"active\":3,\"archived\":0}}}}\n"
    ));
    let said = Backup::read(miscounted.as_slice()).unwrap_err().to_string();
    assert!(said.contains("end counts 3 active"), "{said}");
    let bad_record = gzip(&format!(
        "{header}\n{{\"active\":{{\"id\":1}}}}\n{{\"end\":{{\"active\":1,\"archived\":0}}}}\n"
    ));
    let said = Backup::read(bad_record.as_slice()).unwrap_err().to_string();
    assert!(said.contains("damaged at line 2"), "{said}");
    let newer =
        gzip("{\"keystone_backup\":3,\"record_version\":1,\"taken_at\":1,\"source\":\"sled\"}\n");
    let said = Backup::read(newer.as_slice()).unwrap_err().to_string();
    assert!(
        said.contains("newer Keystone") && said.contains("format 3"),
        "{said}"
    );
    let newer_records =
        gzip("{\"keystone_backup\":1,\"record_version\":9,\"taken_at\":1,\"source\":\"sled\"}\n");
    assert!(matches!(
        Backup::read(newer_records.as_slice()),
        Err(BackupError::Newer { records: 9, .. })
    ));
    // Not a backup at all.
    for foreign in [
        &b""[..],
        b"[Game \"basilica\"]\n1. V2 c1\n",
        &gzip("hello\n"),
    ] {
        let error = Backup::read(foreign).unwrap_err();
        assert!(matches!(error, BackupError::NotABackup(_)), "{error}");
        assert!(
            error
                .to_string()
                .starts_with("this is not a Keystone backup")
        );
    }
    for refusal in &refusals {
        let said = refusal.to_string();
        assert!(
            said.contains("cut short") || said.contains("damaged"),
            "{said}"
        );
    }
}

#[test]
fn a_store_that_holds_games_is_not_restored_into_unless_merging() {
    let dir = scratch("backup-not-empty");
    let backup = Backup::read(backup_bytes().as_slice()).unwrap();
    let target = sled(dir.path());
    target.create(game(&target, 99)).unwrap();
    act(&target, 99, "mine");
    let before = Backup::take(&target, "sled").unwrap();
    let error = backup.restore(&target, false).unwrap_err();
    assert!(matches!(error, RestoreError::NotEmpty(_)), "{error}");
    assert!(
        error.to_string().contains("not empty (0 invited, 1 active"),
        "{error}"
    );
    assert_eq!(
        games(&Backup::take(&target, "sled").unwrap()),
        games(&before),
        "nothing written"
    );
    // Told to merge: the backup's games join the one there.
    let merged = backup.restore(&target, true).unwrap();
    assert_eq!(merged.counts.active, backup.counts().active + 1);
    assert_eq!(
        target.get(ChannelId(99)).unwrap(),
        before.active.first().cloned()
    );
}

#[test]
fn check_names_the_damaged_records_by_channel_and_changes_nothing() {
    let dir = scratch("backup-check");
    let store = sled(dir.path());
    fill(&store);
    let whole = check(&store).unwrap();
    assert_eq!((whole.read, whole.damaged.len()), (48, 0));
    store.write_raw(ChannelId(9), b"KS\x01\x00{\"cut").unwrap();
    let before = Backup::take(&store, "sled").unwrap();
    let found = check(&store).unwrap();
    assert_eq!(found.read, 47);
    assert_eq!(found.damaged.len(), 1, "{found:?}");
    assert_eq!((found.damaged[0].0, found.damaged[0].1), (9, "active"));
    let after = Backup::take(&store, "sled").unwrap();
    assert_eq!(games(&after), games(&before));
    // A backup leaves the damaged record out and says so.
    assert_eq!(after.left_out, vec![9]);
}

/// A reader that counts the bytes taken from it.
struct Counted<R> {
    inner: R,
    taken: Arc<std::sync::atomic::AtomicU64>,
}

impl<R: std::io::Read> std::io::Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.taken.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

/// A backup whose second line is `length` bytes of `x`, compressed only as
/// far as it is read (a 1 GiB line costs nothing until a reader takes
/// it), and how much of its text was taken.
fn one_long_line(length: u64) -> (impl std::io::Read, Arc<std::sync::atomic::AtomicU64>) {
    use std::io::Read;
    let header =
        "{\"keystone_backup\":1,\"record_version\":1,\"taken_at\":1,\"source\":\"sled\"}\n";
    let taken = Arc::new(std::sync::atomic::AtomicU64::new(0));
    let text = Counted {
        inner: header
            .as_bytes()
            .chain(std::io::repeat(b'x').take(length))
            .chain(&b"\n{\"end\":{\"active\":0,\"archived\":0}}\n"[..]),
        taken: Arc::clone(&taken),
    };
    let gzip = flate2::read::GzEncoder::new(text, flate2::Compression::fast());
    (gzip, taken)
}

#[test]
fn a_line_longer_than_any_record_is_refused_unread_naming_the_line_and_the_bound() {
    let (huge, taken) = one_long_line(1 << 30);
    let error = Backup::read(huge).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the backup is damaged at line 2: it is longer than 4 MiB, more than any game's record takes"
    );
    // Read no further than the bound and what the (de)compressor takes
    // ahead (5.4 MB in all, here): the line, never read whole, cannot have
    // been taken into memory.
    let taken = taken.load(Ordering::Relaxed);
    assert!(
        taken < 2 * MAX_LINE as u64,
        "{taken} bytes of the 1 GiB line were read"
    );
    // A line as long as the bound is read (and then found not to be JSON).
    let (at_bound, _) = one_long_line(MAX_LINE as u64);
    let said = Backup::read(at_bound).unwrap_err().to_string();
    assert!(
        said.starts_with("the backup is damaged at line 2: expected value"),
        "{said}"
    );
    // A first line that long is no backup's header.
    use std::io::Read;
    let huge_first = flate2::read::GzEncoder::new(
        std::io::repeat(b'{').take(1 << 30),
        flate2::Compression::fast(),
    );
    let said = Backup::read(huge_first).unwrap_err().to_string();
    assert_eq!(
        said,
        "this is not a Keystone backup: its first line is longer than 4 MiB, which no backup's header is"
    );
}

/// Closes `store`, at `dir`, and waits until sled let go of its files: its
/// threads may write a moment after the last handle is dropped, and they
/// hold its lock until then.
fn close(store: SledStore, dir: &std::path::Path) {
    drop(store);
    let db = std::fs::File::open(dir.join("db")).unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    while db.try_lock().is_err() {
        assert!(Instant::now() < deadline, "sled lets go of {dir:?}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn what_a_sled_store_holds_is_read_without_writing_a_byte_of_it() {
    let dir = scratch("backup-peek");
    let full = dir.path().join("full");
    let store = sled(&full);
    fill(&store);
    close(store, &full);
    // Written since it was last opened: sled would rewrite its files on
    // opening it again.
    let store = sled(&full);
    act(&store, 5, "e5");
    let counts = store.counts().unwrap();
    close(store, &full);
    let before = hashes(&full);
    assert_eq!(SledStore::peek(&full).unwrap(), Some(counts));
    assert_eq!(hashes(&full), before, "every file as it was");
    // No store: nothing there, nothing made.
    let nowhere = dir.path().join("nowhere");
    assert_eq!(SledStore::peek(&nowhere).unwrap(), None);
    assert!(!nowhere.exists());
    let empty_dir = dir.path().join("empty");
    std::fs::create_dir(&empty_dir).unwrap();
    assert_eq!(SledStore::peek(&empty_dir).unwrap(), None);
    assert_eq!(hashes(&empty_dir).len(), 0);
    // A store that holds no game.
    let no_game = dir.path().join("no-game");
    close(sled(&no_game), &no_game);
    assert_eq!(SledStore::peek(&no_game).unwrap(), None);
    // A directory of other files, a file: refused, left alone.
    let other = dir.path().join("other");
    std::fs::create_dir(&other).unwrap();
    std::fs::write(other.join("notes.txt"), "mine").unwrap();
    let said = SledStore::peek(&other).unwrap_err().to_string();
    assert!(said.contains("holds files but no embedded store"), "{said}");
    assert_eq!(hashes(&other).len(), 1);
    let said = SledStore::peek(&other.join("notes.txt"))
        .unwrap_err()
        .to_string();
    assert!(said.contains("is not a directory"), "{said}");
    // A store in use is refused, not copied half-written.
    let open = sled(&full);
    let said = SledStore::peek(&full).unwrap_err().to_string();
    assert!(said.contains("in use by another process"), "{said}");
    drop(open);
}

/// A backup of format 1, written before players had settings of their
/// own, still reads and restores: it has no player lines, and its end
/// does not count them.
#[test]
fn a_backup_of_format_1_without_players_still_restores() {
    let mut taken = Backup::take(
        &{
            let store = keystone_data::MemoryStore::new();
            fill(&store);
            store
        },
        "memory",
    )
    .unwrap();
    taken.players.clear();
    let mut bytes = Vec::new();
    taken.write(&mut bytes).unwrap();
    let mut text = String::new();
    std::io::Read::read_to_string(
        &mut flate2::read::GzDecoder::new(bytes.as_slice()),
        &mut text,
    )
    .unwrap();
    let old = text
        .replace("\"keystone_backup\":2", "\"keystone_backup\":1")
        .replace("\"players\":0,", "");
    assert!(old.contains("\"keystone_backup\":1") && !old.contains("players"));
    let read = Backup::read(gzip(&old).as_slice()).unwrap();
    assert_eq!(read.players, Vec::new());
    let target = keystone_data::MemoryStore::new();
    let restored = read.restore(&target, false).unwrap();
    assert_eq!(restored.active, 24);
    assert_eq!(target.profiles().unwrap(), Vec::new());
}
