//! The embedded store: sled, in one directory.
//!
//! Trees: `games` (channel → active record), `summaries` (channel → the
//! small part queries read, so they never decode whole records), `archive`
//! (channel, game id → finished or aborted record), `results` (finish
//! time, game id → what statistics keep of a finished game), `counters`
//! (archived games by status), `quarantine` (records moved aside) and
//! `profiles` (user → their own settings). Every change is
//! one transaction across the trees it touches, made durable with a flush
//! before it is acknowledged.

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{RwLock, RwLockReadGuard};

use sled::transaction::{ConflictableTransactionError, TransactionError, Transactional};
use sled::{Db, Tree};

use crate::profile::{Profile, decode_profile, encode_profile};

use crate::codec::{
    decode_finished, decode_record, decode_summary, encode_finished, encode_record, encode_summary,
};
use crate::record::{
    ChannelId, Counts, Finished, GameId, GameRecord, GameStatus, Summary, Waiting,
};
use crate::store::{
    Decision, Scan, Snapshot, Store, StoreError, Stored, check_identity, now_ms, waiting_seats,
};

/// How to open the embedded store.
#[derive(Clone, Debug)]
pub struct SledOptions {
    /// The directory of the database.
    pub path: PathBuf,
    /// Bytes of sled's page cache. sled's own default is 1 GB: far more
    /// than a bot needs.
    pub cache_capacity: u64,
}

impl SledOptions {
    /// The default cache: 16 MiB.
    pub const DEFAULT_CACHE: u64 = 16 * 1024 * 1024;
    /// The smallest cache the store opens with: 1 MiB.
    pub const MIN_CACHE: u64 = 1024 * 1024;

    /// Options for a database at `path` with the default cache.
    pub fn new(path: impl Into<PathBuf>) -> SledOptions {
        SledOptions {
            path: path.into(),
            cache_capacity: Self::DEFAULT_CACHE,
        }
    }
}

/// Every game of a store (see [`SledStore::everything`]).
#[derive(Debug, Default)]
pub struct Everything {
    /// Invited and active games.
    pub active: Vec<GameRecord>,
    /// Finished and aborted games.
    pub archived: Vec<GameRecord>,
    /// Records that could not be read, by channel.
    pub damaged: Vec<(ChannelId, crate::codec::DecodeError)>,
}

/// The embedded store.
#[derive(Debug)]
pub struct SledStore {
    db: Db,
    games: Tree,
    summaries: Tree,
    archive: Tree,
    results: Tree,
    counters: Tree,
    quarantined: Tree,
    /// Players' profiles, by user id.
    profiles: Tree,
    /// Every change holds it shared while it writes; a snapshot holds it
    /// alone while it reads, so that it sees no change half made (sled has
    /// no snapshots of its own across trees).
    gate: RwLock<()>,
    /// Game ids handed out stay above this (the highest imported one).
    ids_above: AtomicU64,
}

fn backend(e: impl std::fmt::Display) -> StoreError {
    StoreError::Backend(e.to_string())
}

fn key(channel: ChannelId) -> [u8; 8] {
    channel.0.to_be_bytes()
}

fn archive_key(channel: ChannelId, game: GameId) -> [u8; 16] {
    let mut k = [0u8; 16];
    k[..8].copy_from_slice(&channel.0.to_be_bytes());
    k[8..].copy_from_slice(&game.0.to_be_bytes());
    k
}

/// Finished games sort by when they finished (times before 1970 do not
/// occur), then by id.
fn result_key(finished: &Finished) -> [u8; 16] {
    let mut k = [0u8; 16];
    k[..8].copy_from_slice(&(finished.at.max(0) as u64).to_be_bytes());
    k[8..].copy_from_slice(&finished.id.0.to_be_bytes());
    k
}

fn channel_of(key: &[u8]) -> ChannelId {
    ChannelId(u64::from_be_bytes(key[..8].try_into().unwrap_or([0; 8])))
}

fn abort<T>(error: StoreError) -> Result<T, ConflictableTransactionError<StoreError>> {
    Err(ConflictableTransactionError::Abort(error))
}

fn unwrap_transaction<T>(result: Result<T, TransactionError<StoreError>>) -> Result<T, StoreError> {
    result.map_err(|e| match e {
        TransactionError::Abort(e) => e,
        TransactionError::Storage(e) => backend(e),
    })
}

/// A counter's stored value, 0 while there is none.
fn count(value: Option<sled::IVec>) -> u64 {
    value.map_or(0, |v| {
        u64::from_be_bytes(v.as_ref().try_into().unwrap_or([0; 8]))
    })
}

/// Adds one to the counter `name`, in a transaction.
fn bump(
    counters: &sled::transaction::TransactionalTree,
    name: &[u8],
) -> Result<(), sled::transaction::UnabortableTransactionError> {
    let next = count(counters.get(name)?) + 1;
    counters.insert(name, &next.to_be_bytes())?;
    Ok(())
}

/// The counter of ended games of `status` (finished, or else aborted).
fn ended_counter(status: GameStatus) -> &'static [u8] {
    if status == GameStatus::Finished {
        FINISHED
    } else {
        ABORTED
    }
}

const FINISHED: &[u8] = b"finished";
const ABORTED: &[u8] = b"aborted";
/// The counter holding the highest imported game id.
const IDS_ABOVE: &[u8] = b"ids_above";

/// Moves the snapshot files a killed sled left unfinished
/// (`snap.<lsn>.generating`) out of the store's directory, into
/// `unfinished-snapshots/` beside its files (kept, not deleted, should
/// anyone want to look); how many there were.
fn unfinished_snapshots(path: &std::path::Path) -> Result<usize, StoreError> {
    let entries = std::fs::read_dir(path).map_err(backend)?;
    let unfinished: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("snap.") && n.ends_with(".generating"))
        })
        .collect();
    if unfinished.is_empty() {
        return Ok(0);
    }
    let aside = path.join("unfinished-snapshots");
    std::fs::create_dir_all(&aside).map_err(backend)?;
    for file in &unfinished {
        let name = file.file_name().unwrap_or_default();
        std::fs::rename(file, aside.join(name)).map_err(backend)?;
    }
    Ok(unfinished.len())
}

/// Whether `path` holds a sled database (its `db` and `conf` files).
pub fn is_store(path: &Path) -> bool {
    path.join("db").is_file() && path.join("conf").is_file()
}

/// Copies the directory `from` and everything under it to `to`.
fn copy_dir(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}

/// Removes a scratch copy once sled has let go of it: its I/O threads may
/// still write a moment after the last handle is dropped.
fn remove_scratch(scratch: &Path) {
    for _ in 0..50 {
        if std::fs::remove_dir_all(scratch).is_ok() || !scratch.exists() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

impl SledStore {
    /// Opens (or creates) the store.
    pub fn open(options: &SledOptions) -> Result<SledStore, StoreError> {
        // sled panics on a cache too small for one page of its own.
        if options.cache_capacity < SledOptions::MIN_CACHE {
            return Err(StoreError::Invalid(format!(
                "the store's cache must be at least {} MiB, not {} bytes",
                SledOptions::MIN_CACHE >> 20,
                options.cache_capacity
            )));
        }
        // sled's I/O threads let go of its directory lock a moment after
        // the last handle is dropped, so a store reopened in the same
        // process (a restart in tests) may find it still held: wait a
        // little before saying another process has it.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(1);
        let mut snapshots_set_aside = false;
        let db = loop {
            let opened = sled::Config::new()
                .path(&options.path)
                .cache_capacity(options.cache_capacity)
                // Every change is flushed before it is acknowledged.
                .flush_every_ms(None)
                .open();
            match opened {
                Ok(db) => break db,
                // sled locks its directory: another process has it open.
                // (sled words the lock's failure itself, as an `Other`.)
                Err(sled::Error::Io(io)) if io.to_string().contains("could not acquire lock") => {
                    if std::time::Instant::now() < deadline {
                        std::thread::sleep(std::time::Duration::from_millis(20));
                        continue;
                    }
                    return Err(StoreError::Backend(format!(
                        "the store at {} is in use by another process (is another Keystone running on it?)",
                        options.path.display()
                    )));
                }
                // sled 0.34 reads its newest snapshot file even when that
                // is one a killed process was still writing
                // (`snap.<lsn>.generating`, renamed only once complete), and
                // then refuses to open. Such a file holds nothing the log
                // lacks: set it aside and open again, from the last complete
                // snapshot and the log.
                Err(sled::Error::Corruption { .. }) if !snapshots_set_aside => {
                    snapshots_set_aside = true;
                    if unfinished_snapshots(&options.path)? == 0 {
                        return Err(StoreError::Backend(format!(
                            "the store at {} is damaged: sled reads corrupted data",
                            options.path.display()
                        )));
                    }
                }
                Err(other) => return Err(backend(other)),
            }
        };
        let tree = |name: &str| db.open_tree(name).map_err(backend);
        let store = SledStore {
            games: tree("games")?,
            summaries: tree("summaries")?,
            archive: tree("archive")?,
            results: tree("results")?,
            counters: tree("counters")?,
            quarantined: tree("quarantine")?,
            profiles: tree("profiles")?,
            gate: RwLock::new(()),
            ids_above: AtomicU64::new(0),
            db,
        };
        store
            .ids_above
            .store(store.counter(IDS_ABOVE)?, Ordering::Relaxed);
        Ok(store)
    }

    /// What the store at `path` holds, found without writing a byte there:
    /// `None` when it holds no game (no directory, an empty one, or a store
    /// with no game, active, archived or moved aside), else its counts.
    /// sled writes to its files whenever it opens them (it recovers from its
    /// log, and may write a snapshot), so a copy is opened instead, in a
    /// scratch directory removed afterwards. The store is locked as sled
    /// locks it while it is copied: one in use is refused, and none starts
    /// on it half-copied. A file, or a directory holding files that are no
    /// store ([`is_store`]), is refused: the caller says what it makes of
    /// those first.
    pub fn peek(path: &Path) -> Result<Option<Counts>, StoreError> {
        let at = path.display();
        let entries = match std::fs::read_dir(path) {
            Ok(entries) => entries.count(),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(_) if path.exists() && !path.is_dir() => {
                return Err(StoreError::Invalid(format!("{at} is not a directory")));
            }
            Err(e) => return Err(backend(format!("{at}: {e}"))),
        };
        if entries == 0 {
            return Ok(None);
        }
        if !is_store(path) {
            return Err(StoreError::Invalid(format!(
                "{at} holds files but no embedded store (no sled `db` and `conf`)"
            )));
        }
        let db = std::fs::File::open(path.join("db")).map_err(backend)?;
        match db.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => {
                return Err(StoreError::Backend(format!(
                    "the store at {at} is in use by another process (is another Keystone running on it?)"
                )));
            }
            Err(std::fs::TryLockError::Error(e)) => return Err(backend(e)),
        }
        static SCRATCHES: AtomicU64 = AtomicU64::new(0);
        let scratch = std::env::temp_dir().join(format!(
            "keystone-peek-{}-{}-{}",
            std::process::id(),
            now_ms(),
            SCRATCHES.fetch_add(1, Ordering::Relaxed)
        ));
        let peeked = copy_dir(path, &scratch)
            .map_err(|e| backend(format!("copying {at} to {}: {e}", scratch.display())))
            .and_then(|()| {
                let copy = SledStore::open(&SledOptions::new(&scratch))?;
                let empty = copy.is_empty()?;
                (!empty).then(|| copy.counts()).transpose()
            });
        drop(db);
        remove_scratch(&scratch);
        peeked
    }

    /// Leave to write: shared with other writers, never with a snapshot.
    fn writing(&self) -> RwLockReadGuard<'_, ()> {
        // The guard guards no data: a panic while holding it left nothing
        // half-written that sled's transactions did not undo.
        self.gate
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Writes everything to disk (changes already are; for shutdown).
    pub fn flush(&self) -> Result<(), StoreError> {
        self.db.flush().map(|_| ()).map_err(backend)
    }

    /// Bytes the database takes on disk.
    pub fn size_on_disk(&self) -> Result<u64, StoreError> {
        self.db.size_on_disk().map_err(backend)
    }

    /// Writes raw bytes as the stored record (and summary) of `channel`,
    /// bypassing the encoding: to test how damaged data is handled.
    pub fn write_raw(&self, channel: ChannelId, bytes: &[u8]) -> Result<(), StoreError> {
        self.games.insert(key(channel), bytes).map_err(backend)?;
        self.summaries
            .insert(key(channel), bytes)
            .map_err(backend)?;
        self.flush()
    }

    /// Every game the store holds: the active and invited ones, then the
    /// archived ones, and the channels whose records are damaged (for
    /// copying the store elsewhere).
    pub fn everything(&self) -> Result<Everything, StoreError> {
        let mut all = Everything::default();
        for (tree, records) in [
            (&self.games, &mut all.active),
            (&self.archive, &mut all.archived),
        ] {
            for entry in tree {
                let (k, bytes) = entry.map_err(backend)?;
                match decode_record(&bytes) {
                    Ok(record) => records.push(record),
                    Err(error) => all.damaged.push((channel_of(&k), error)),
                }
            }
        }
        Ok(all)
    }

    fn summaries(&self) -> Result<Scan<Summary>, StoreError> {
        let mut scan = Scan::default();
        for entry in &self.summaries {
            let (k, bytes) = entry.map_err(backend)?;
            match decode_summary(&bytes) {
                Ok(summary) => scan.items.push(summary),
                Err(error) => scan.corrupt.push((channel_of(&k), error)),
            }
        }
        Ok(scan)
    }

    fn counter(&self, name: &[u8]) -> Result<u64, StoreError> {
        Ok(count(self.counters.get(name).map_err(backend)?))
    }
}

impl Store for SledStore {
    fn new_game_id(&self) -> Result<GameId, StoreError> {
        // sled's ids start at 0 and stay unique across restarts; above
        // every imported one as well.
        let generated = self.db.generate_id().map_err(backend)? + 1;
        Ok(GameId(generated + self.ids_above.load(Ordering::Relaxed)))
    }

    fn get(&self, channel: ChannelId) -> Result<Option<GameRecord>, StoreError> {
        let bytes = self.games.get(key(channel)).map_err(backend)?;
        bytes
            .map(|b| decode_record(&b).map_err(|error| StoreError::Corrupt { channel, error }))
            .transpose()
    }

    fn create(&self, mut record: GameRecord) -> Result<GameRecord, StoreError> {
        record.version = 1;
        let (k, bytes, summary) = (
            key(record.channel),
            encode_record(&record),
            encode_summary(&record.summary()),
        );
        let writing = self.writing();
        unwrap_transaction(
            (&self.games, &self.summaries).transaction(|(games, summaries)| {
                if games.get(k)?.is_some() {
                    return abort(StoreError::ChannelBusy(record.channel));
                }
                games.insert(&k, bytes.as_slice())?;
                summaries.insert(&k, summary.as_slice())?;
                Ok(())
            }),
        )?;
        drop(writing);
        self.flush()?;
        Ok(record)
    }

    fn update_with(
        &self,
        channel: ChannelId,
        now: i64,
        change: &mut dyn FnMut(&GameRecord) -> Decision,
    ) -> Result<Option<GameRecord>, StoreError> {
        let k = key(channel);
        // sled may run the transaction again after a conflict.
        let change = RefCell::new(change);
        let trees = (
            &self.games,
            &self.summaries,
            &self.archive,
            &self.results,
            &self.counters,
        );
        let writing = self.writing();
        let written = unwrap_transaction(trees.transaction(
            |(games, summaries, archive, results, counters)| {
                let Some(bytes) = games.get(k)? else {
                    return abort(StoreError::NoGame(channel));
                };
                let current = match decode_record(&bytes) {
                    Ok(record) => record,
                    Err(error) => return abort(StoreError::Corrupt { channel, error }),
                };
                let Decision::Write(mut next) = (change.borrow_mut())(&current) else {
                    return Ok(None);
                };
                if let Err(e) = check_identity(&current, &next) {
                    return abort(e);
                }
                next.version = current.version + 1;
                next.updated = now;
                if next.status.is_over() {
                    games.remove(&k)?;
                    summaries.remove(&k)?;
                    archive.insert(&archive_key(channel, next.id), encode_record(&next))?;
                    if let Some(finished) = next.finished() {
                        results.insert(&result_key(&finished), encode_finished(&finished))?;
                    }
                    bump(counters, ended_counter(next.status))?;
                } else {
                    games.insert(&k, encode_record(&next))?;
                    summaries.insert(&k, encode_summary(&next.summary()))?;
                }
                Ok(Some(next))
            },
        ))?;
        drop(writing);
        if written.is_some() {
            self.flush()?;
        }
        Ok(written.map(|record| *record))
    }

    fn archived(&self, channel: ChannelId, game: GameId) -> Result<Option<GameRecord>, StoreError> {
        let bytes = self
            .archive
            .get(archive_key(channel, game))
            .map_err(backend)?;
        bytes
            .map(|b| decode_record(&b).map_err(|error| StoreError::Corrupt { channel, error }))
            .transpose()
    }

    fn latest_archived(&self, channel: ChannelId) -> Result<Option<GameRecord>, StoreError> {
        let last = self
            .archive
            .scan_prefix(key(channel))
            .next_back()
            .transpose()
            .map_err(backend)?;
        last.map(|(_, b)| decode_record(&b).map_err(|error| StoreError::Corrupt { channel, error }))
            .transpose()
    }

    fn results(&self, guild: Option<u64>) -> Result<Scan<Finished>, StoreError> {
        let mut scan = Scan::default();
        for entry in &self.results {
            let (_, bytes) = entry.map_err(backend)?;
            match decode_finished(&bytes) {
                Ok(f) if guild.is_none() || f.guild == guild => scan.items.push(f),
                Ok(_) => {}
                Err(error) => scan.corrupt.push((ChannelId(0), error)),
            }
        }
        Ok(scan)
    }

    fn waiting(&self, before: i64) -> Result<Scan<Waiting>, StoreError> {
        let summaries = self.summaries()?;
        let items = summaries
            .items
            .iter()
            .flat_map(|s| waiting_seats(s, before))
            .collect();
        Ok(Scan {
            items,
            corrupt: summaries.corrupt,
        })
    }

    fn games_of(&self, user: u64) -> Result<Scan<Summary>, StoreError> {
        let mut scan = self.summaries()?;
        scan.items.retain(|s| s.users.contains(&user));
        Ok(scan)
    }

    fn counts(&self) -> Result<Counts, StoreError> {
        let summaries = self.summaries()?;
        let count = |status| {
            summaries
                .items
                .iter()
                .filter(|s| s.status == status)
                .count() as u64
        };
        Ok(Counts {
            invited: count(GameStatus::Invited),
            active: count(GameStatus::Active),
            finished: self.counter(FINISHED)?,
            aborted: self.counter(ABORTED)?,
        })
    }

    fn quarantine(&self, channel: ChannelId) -> Result<bool, StoreError> {
        let k = key(channel);
        let aside = archive_key(channel, GameId(self.db.generate_id().map_err(backend)?));
        let trees = (&self.games, &self.summaries, &self.quarantined);
        let _writing = self.writing();
        let moved = unwrap_transaction(trees.transaction(|(games, summaries, quarantined)| {
            summaries.remove(&k)?;
            let Some(bytes) = games.remove(&k)? else {
                return Ok(false);
            };
            quarantined.insert(&aside, bytes)?;
            Ok(true)
        }))?;
        self.flush()?;
        Ok(moved)
    }

    fn snapshot(&self) -> Result<Snapshot, StoreError> {
        let stored = |tree: &Tree| -> Result<Vec<Stored>, StoreError> {
            tree.iter()
                .map(|entry| {
                    let (k, bytes) = entry.map_err(backend)?;
                    Ok(Stored {
                        channel: channel_of(&k),
                        bytes: bytes.to_vec(),
                    })
                })
                .collect()
        };
        let alone = self
            .gate
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let snapshot = Snapshot {
            taken_at: now_ms(),
            active: stored(&self.games)?,
            archived: stored(&self.archive)?,
            quarantined: self.quarantined.len(),
        };
        drop(alone);
        Ok(snapshot)
    }

    fn profile(&self, user: u64) -> Result<Option<Profile>, StoreError> {
        self.profiles
            .get(user.to_be_bytes())
            .map_err(backend)?
            .map(|bytes| decode_profile(&bytes))
            .transpose()
    }

    fn set_profile(&self, profile: &Profile) -> Result<(), StoreError> {
        let writing = self.writing();
        self.profiles
            .insert(profile.user.to_be_bytes(), encode_profile(profile))
            .map_err(backend)?;
        drop(writing);
        self.flush()
    }

    fn profiles(&self) -> Result<Vec<Profile>, StoreError> {
        self.profiles
            .iter()
            .map(|entry| decode_profile(&entry.map_err(backend)?.1))
            .collect()
    }

    fn import(&self, record: &GameRecord) -> Result<(), StoreError> {
        let k = key(record.channel);
        let bytes = encode_record(record);
        let trees = (
            &self.games,
            &self.summaries,
            &self.archive,
            &self.results,
            &self.counters,
        );
        let writing = self.writing();
        unwrap_transaction(
            trees.transaction(|(games, summaries, archive, results, counters)| {
                let above = count(counters.get(IDS_ABOVE)?).max(record.id.0);
                counters.insert(IDS_ABOVE, &above.to_be_bytes())?;
                if !record.status.is_over() {
                    games.insert(&k, bytes.as_slice())?;
                    summaries.insert(&k, encode_summary(&record.summary()))?;
                    return Ok(());
                }
                let new = archive
                    .insert(&archive_key(record.channel, record.id), bytes.as_slice())?
                    .is_none();
                if let Some(finished) = record.finished() {
                    results.insert(&result_key(&finished), encode_finished(&finished))?;
                }
                if new {
                    bump(counters, ended_counter(record.status))?;
                }
                Ok(())
            }),
        )?;
        drop(writing);
        self.ids_above.fetch_max(record.id.0, Ordering::Relaxed);
        self.flush()
    }

    fn flush(&self) -> Result<(), StoreError> {
        SledStore::flush(self)
    }
}
