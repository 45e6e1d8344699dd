//! Backups: every game of a store in one file, whatever the backend, so
//! that a backup of sled restores into PostgreSQL and the other way round.
//!
//! # The file (format 2; format 1 had no players)
//!
//! A gzip stream (its CRC-32 and length catch a damaged or cut file) of
//! UTF-8 lines, each one JSON object:
//!
//! 1. the header: `{"keystone_backup":1,"record_version":1,"taken_at":…,"source":"sled"}`
//!    (`taken_at` in Unix milliseconds: the backup holds every change
//!    acknowledged before it and none after);
//! 2. one line per game: `{"active":RECORD}` for an invited or active game,
//!    `{"archived":RECORD}` for a finished or aborted one, `RECORD` being the
//!    stored record's JSON of schema `record_version` (see [`crate::codec`]);
//! 3. one line per player who chose settings of their own:
//!    `{"player":PROFILE}` (from format 2, see [`crate::profile`]);
//! 4. the end: `{"end":{"active":N,"archived":M,"players":P,"left_out":[channel…],"quarantined":Q}}`,
//!    the counts of the lines above, the channels whose stored records
//!    could not be read (not in the backup), and how many records had
//!    been moved aside as damaged.
//!
//! A file without its end line is cut short, whatever else it holds.
//! Results and counters are not written: they follow from the archive.

use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};
use std::path::Path;

use flate2::Compression;
use flate2::read::GzDecoder;
use flate2::write::GzEncoder;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use crate::codec::{RECORD_VERSION, decode_record, decode_record_json};
use crate::profile::Profile;
use crate::record::{ChannelId, Counts, GameRecord, GameStatus};
use crate::store::{Store, StoreError};

/// The file format this build writes, and the newest it reads (2: with
/// players' profiles).
pub const FORMAT: u32 = 2;

/// The longest line a backup may hold, in bytes: 4 MiB. The largest record
/// measured, a whole four-seat Babylon game (468 actions, five snapshots of
/// its state: the game's and each seat's last look), takes a line of 44 KB;
/// a log at the limits of a game record's text (10,000 lines, 1 MiB) would
/// take about 1.5 MB. A longer line is refused unread.
pub const MAX_LINE: usize = 4 << 20;

/// A store's games, as a backup holds them.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Backup {
    /// When the store was read, Unix milliseconds.
    pub taken_at: i64,
    /// The backend it was read from (`sled`, `postgres`, `memory`).
    pub source: String,
    /// Invited and active games.
    pub active: Vec<GameRecord>,
    /// Finished and aborted games.
    pub archived: Vec<GameRecord>,
    /// Players' own settings.
    pub players: Vec<Profile>,
    /// Channels whose stored records could not be read: not in it.
    pub left_out: Vec<u64>,
    /// Records the store had moved aside as damaged: not in it.
    pub quarantined: usize,
}

impl Backup {
    /// Reads every game of `store` as of one instant ([`Store::snapshot`]).
    pub fn take(store: &dyn Store, source: &str) -> Result<Backup, StoreError> {
        let snapshot = store.snapshot()?;
        let mut backup = Backup {
            taken_at: snapshot.taken_at,
            source: source.to_owned(),
            quarantined: snapshot.quarantined,
            players: store.profiles()?,
            ..Backup::default()
        };
        for (stored, records) in [
            (snapshot.active, &mut backup.active),
            (snapshot.archived, &mut backup.archived),
        ] {
            for one in stored {
                match decode_record(&one.bytes) {
                    Ok(record) => records.push(record),
                    Err(_) => backup.left_out.push(one.channel.0),
                }
            }
        }
        Ok(backup)
    }

    /// The games it holds, by status.
    pub fn counts(&self) -> Counts {
        let mut counts = Counts::default();
        for record in self.active.iter().chain(&self.archived) {
            *match record.status {
                GameStatus::Invited => &mut counts.invited,
                GameStatus::Active => &mut counts.active,
                GameStatus::Finished => &mut counts.finished,
                GameStatus::Aborted => &mut counts.aborted,
            } += 1;
        }
        counts
    }

    /// Writes it in the backup format; the bytes written.
    pub fn write(&self, out: impl Write) -> io::Result<u64> {
        let mut counted = Counted {
            inner: out,
            bytes: 0,
        };
        // Buffered before the encoder: JSON is written in small pieces, and
        // the encoder compresses whatever each write hands it.
        let mut gz =
            BufWriter::with_capacity(1 << 16, GzEncoder::new(&mut counted, Compression::fast()));
        let header = Header {
            keystone_backup: FORMAT,
            record_version: RECORD_VERSION,
            taken_at: self.taken_at,
            source: self.source.clone(),
        };
        serde_json::to_writer(&mut gz, &header)?;
        for (place, records) in [("active", &self.active), ("archived", &self.archived)] {
            for record in records {
                write!(gz, "\n{{\"{place}\":")?;
                serde_json::to_writer(&mut gz, record)?;
                gz.write_all(b"}")?;
            }
        }
        for player in &self.players {
            gz.write_all(b"\n{\"player\":")?;
            serde_json::to_writer(&mut gz, player)?;
            gz.write_all(b"}")?;
        }
        gz.write_all(b"\n")?;
        let end = Ending {
            end: End {
                active: self.active.len(),
                archived: self.archived.len(),
                players: self.players.len(),
                left_out: self.left_out.clone(),
                quarantined: self.quarantined,
            },
        };
        serde_json::to_writer(&mut gz, &end)?;
        gz.write_all(b"\n")?;
        gz.into_inner()
            .map_err(io::IntoInnerError::into_error)?
            .finish()?
            .flush()?;
        Ok(counted.bytes)
    }

    /// Writes it to `path` so that a backup there is always whole: first
    /// to a `.partial` file beside it, synced, then renamed. The bytes
    /// written.
    pub fn write_file(&self, path: &Path) -> io::Result<u64> {
        let name = path
            .file_name()
            .ok_or_else(|| io::Error::other(format!("{} names no file", path.display())))?;
        let dir = match path.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir,
            _ => Path::new("."),
        };
        let mut partial_name = std::ffi::OsString::from(".");
        partial_name.push(name);
        partial_name.push(".partial");
        let partial = dir.join(partial_name);
        let written = (|| {
            let mut file = File::create(&partial)?;
            let bytes = self.write(&mut file)?;
            file.sync_all()?;
            Ok::<_, io::Error>(bytes)
        })();
        let bytes = match written {
            Ok(bytes) => bytes,
            Err(e) => {
                let _ = std::fs::remove_file(&partial);
                return Err(e);
            }
        };
        std::fs::rename(&partial, path)?;
        // The rename itself made durable.
        File::open(dir)?.sync_all()?;
        Ok(bytes)
    }

    /// Reads a backup, checking it whole: its header and format, every
    /// line, its checksum and its end. A line longer than [`MAX_LINE`] is
    /// refused as soon as the bound is crossed, never taken into memory.
    pub fn read(input: impl Read) -> Result<Backup, BackupError> {
        let mut input = BufReader::new(input);
        if input
            .fill_buf()
            .map_err(|e| BackupError::Io(e.to_string()))?
            .is_empty()
        {
            return Err(BackupError::NotABackup("it is empty".into()));
        }
        let mut lines = Lines::new(GzDecoder::new(input));
        let first = match lines.next() {
            Ok(Some(line)) => line,
            Ok(None) => return Err(BackupError::NotABackup("it is empty".into())),
            Err(bad) => return Err(first_line_error(bad)),
        };
        let header: Header = serde_json::from_str(first).map_err(|_| {
            BackupError::NotABackup("its first line is not a Keystone backup's header".into())
        })?;
        if header.keystone_backup > FORMAT || header.record_version > RECORD_VERSION {
            return Err(BackupError::Newer {
                format: header.keystone_backup,
                records: header.record_version,
            });
        }
        let mut backup = Backup {
            taken_at: header.taken_at,
            source: header.source,
            ..Backup::default()
        };
        let mut end = None;
        let mut number = 1;
        loop {
            number += 1;
            let line = match lines.next() {
                Ok(Some(line)) => line,
                Ok(None) => break,
                Err(bad) => return Err(line_error(number, bad)),
            };
            if end.is_some() {
                return Err(BackupError::Damaged {
                    line: number,
                    why: "a line after the end".into(),
                });
            }
            let damaged = |why: String| BackupError::Damaged { line: number, why };
            let parsed: Line<'_> =
                serde_json::from_str(line).map_err(|e| damaged(e.to_string()))?;
            match parsed {
                Line::Active(raw) | Line::Archived(raw) => {
                    let record = decode_record_json(header.record_version, raw.get().as_bytes())
                        .map_err(|e| damaged(e.to_string()))?;
                    let archived = matches!(parsed, Line::Archived(_));
                    if record.status.is_over() != archived {
                        return Err(damaged(format!(
                            "the game of channel {} is {:?} but listed as {}",
                            record.channel.0,
                            record.status,
                            if archived { "archived" } else { "active" }
                        )));
                    }
                    if archived {
                        backup.archived.push(record);
                    } else {
                        backup.active.push(record);
                    }
                }
                Line::Player(player) => backup.players.push(player),
                Line::End(last) => end = Some(last),
            }
        }
        let Some(end) = end else {
            return Err(BackupError::Truncated);
        };
        if (end.active, end.archived) != (backup.active.len(), backup.archived.len()) {
            return Err(BackupError::Damaged {
                line: 0,
                why: format!(
                    "its end counts {} active and {} archived games, but it holds {} and {}",
                    end.active,
                    end.archived,
                    backup.active.len(),
                    backup.archived.len()
                ),
            });
        }
        if end.players != backup.players.len() {
            return Err(BackupError::Damaged {
                line: 0,
                why: format!(
                    "its end counts {} players, but it holds {}",
                    end.players,
                    backup.players.len()
                ),
            });
        }
        backup.left_out = end.left_out;
        backup.quarantined = end.quarantined;
        Ok(backup)
    }

    /// Reads the backup at `path` ([`Backup::read`]).
    pub fn read_file(path: &Path) -> Result<Backup, BackupError> {
        let file = File::open(path).map_err(|e| BackupError::Io(e.to_string()))?;
        Backup::read(file)
    }

    /// Stores every game of the backup in `to`, which must hold no game
    /// unless `merge` (then a game of the backup replaces the one of its
    /// channel). Nothing is written if `to` is refused. Afterwards every
    /// game is read back and compared, and the counts checked.
    pub fn restore(&self, to: &dyn Store, merge: bool) -> Result<Restored, RestoreError> {
        let before = to.counts().map_err(RestoreError::Store)?;
        if !merge && !to.is_empty().map_err(RestoreError::Store)? {
            return Err(RestoreError::NotEmpty(before));
        }
        for record in self.active.iter().chain(&self.archived) {
            to.import(record).map_err(RestoreError::Store)?;
        }
        for record in &self.active {
            let back = to.get(record.channel).map_err(RestoreError::Store)?;
            if back.as_ref() != Some(record) {
                return Err(RestoreError::Differs(record.channel, "active"));
            }
        }
        for record in &self.archived {
            let back = to
                .archived(record.channel, record.id)
                .map_err(RestoreError::Store)?;
            if back.as_ref() != Some(record) {
                return Err(RestoreError::Differs(record.channel, "archived"));
            }
        }
        for player in &self.players {
            to.set_profile(player).map_err(RestoreError::Store)?;
            if to
                .profile(player.user)
                .map_err(RestoreError::Store)?
                .as_ref()
                != Some(player)
            {
                return Err(RestoreError::PlayerDiffers(player.user));
            }
        }
        let counts = to.counts().map_err(RestoreError::Store)?;
        let expected = self.counts();
        if !merge && counts != expected {
            return Err(RestoreError::Counts { expected, counts });
        }
        Ok(Restored {
            active: self.active.len(),
            archived: self.archived.len(),
            counts,
        })
    }
}

/// What a restore stored.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Restored {
    /// Invited and active games.
    pub active: usize,
    /// Finished and aborted games.
    pub archived: usize,
    /// The target's counts afterwards.
    pub counts: Counts,
}

/// Why a backup cannot be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum BackupError {
    /// The file cannot be read at all.
    Io(String),
    /// It is not a Keystone backup.
    NotABackup(String),
    /// It was written by a newer Keystone.
    Newer {
        /// Its file format.
        format: u32,
        /// Its records' schema version.
        records: u16,
    },
    /// It stops before its end: an unfinished copy, a full disk.
    Truncated,
    /// Its content is damaged (`line` 0: as a whole).
    Damaged {
        /// The line, from 1.
        line: usize,
        /// What is wrong.
        why: String,
    },
}

impl fmt::Display for BackupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BackupError::Io(e) => write!(f, "the backup cannot be read: {e}"),
            BackupError::NotABackup(why) => write!(f, "this is not a Keystone backup: {why}"),
            BackupError::Newer { format, records } => write!(
                f,
                "the backup was written by a newer Keystone (backup format {format}, records of \
                 schema {records}); this build reads format {FORMAT} and schema {RECORD_VERSION}: \
                 restore it with that newer build"
            ),
            BackupError::Truncated => f.write_str(
                "the backup is cut short (it stops before its end line): it is not whole",
            ),
            BackupError::Damaged { line: 0, why } => write!(f, "the backup is damaged: {why}"),
            BackupError::Damaged { line, why } => {
                write!(f, "the backup is damaged at line {line}: {why}")
            }
        }
    }
}

impl std::error::Error for BackupError {}

/// Why a restore did not happen, or did not check out.
#[derive(Debug)]
pub enum RestoreError {
    /// The target holds games, and merging was not asked for.
    NotEmpty(Counts),
    /// The target store failed.
    Store(StoreError),
    /// A game read back is not the one written.
    Differs(ChannelId, &'static str),
    /// A player's settings read back are not the ones written.
    PlayerDiffers(u64),
    /// The target's counts are not the backup's.
    Counts {
        /// The backup's.
        expected: Counts,
        /// The target's.
        counts: Counts,
    },
}

impl fmt::Display for RestoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RestoreError::NotEmpty(c) => write!(
                f,
                "the target store is not empty ({} invited, {} active, {} finished, {} aborted \
                 games): restore into an empty one, or merge on purpose with --merge",
                c.invited, c.active, c.finished, c.aborted
            ),
            RestoreError::Store(e) => write!(f, "the target store failed: {e}"),
            RestoreError::PlayerDiffers(user) => write!(
                f,
                "the settings of player {user} read back different from the backup"
            ),
            RestoreError::Differs(channel, place) => write!(
                f,
                "the {place} game of channel {} reads back different from the backup",
                channel.0
            ),
            RestoreError::Counts { expected, counts } => write!(
                f,
                "the target holds {counts:?} games after the restore, the backup {expected:?}"
            ),
        }
    }
}

impl std::error::Error for RestoreError {}

/// What [`check`] found.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Checked {
    /// Records read whole.
    pub read: usize,
    /// Records that cannot be read: channel, where (`active`, `archived`,
    /// `summary`, `result`) and why.
    pub damaged: Vec<(u64, &'static str, String)>,
    /// Records moved aside as damaged earlier.
    pub quarantined: usize,
    /// The games read whole (to check further, e.g. that they replay).
    pub games: Vec<GameRecord>,
}

/// Reads every record of `store` (games, archive, the summaries and
/// results queries read) and says which cannot be read. Changes nothing.
pub fn check(store: &dyn Store) -> Result<Checked, StoreError> {
    let snapshot = store.snapshot()?;
    let mut checked = Checked {
        quarantined: snapshot.quarantined,
        ..Checked::default()
    };
    for (place, stored) in [
        ("active", &snapshot.active),
        ("archived", &snapshot.archived),
    ] {
        for one in stored {
            match decode_record(&one.bytes) {
                Ok(record) => {
                    checked.read += 1;
                    checked.games.push(record);
                }
                Err(e) => checked.damaged.push((one.channel.0, place, e.to_string())),
            }
        }
    }
    let damaged_records: Vec<u64> = checked.damaged.iter().map(|d| d.0).collect();
    for (channel, error) in store.waiting(i64::MAX)?.corrupt {
        // A damaged record's summary is damaged with it: said once.
        if !damaged_records.contains(&channel.0) {
            checked
                .damaged
                .push((channel.0, "summary", error.to_string()));
        }
    }
    for (channel, error) in store.results(None)?.corrupt {
        checked
            .damaged
            .push((channel.0, "result", error.to_string()));
    }
    Ok(checked)
}

#[derive(Serialize, Deserialize)]
struct Header {
    keystone_backup: u32,
    record_version: u16,
    taken_at: i64,
    source: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum Line<'a> {
    #[serde(borrow)]
    Active(&'a RawValue),
    #[serde(borrow)]
    Archived(&'a RawValue),
    Player(Profile),
    End(End),
}

#[derive(Serialize)]
struct Ending {
    end: End,
}

#[derive(Serialize, Deserialize)]
struct End {
    active: usize,
    archived: usize,
    #[serde(default)]
    players: usize,
    #[serde(default)]
    left_out: Vec<u64>,
    #[serde(default)]
    quarantined: usize,
}

/// The text of a backup, line by line, each read no further than
/// [`MAX_LINE`]: a hostile or broken file cannot make the reader take a
/// huge line into memory before refusing it.
struct Lines<R> {
    input: BufReader<R>,
    /// The line read last, its buffer reused for the next.
    line: Vec<u8>,
}

/// Why a line cannot be read.
enum Bad {
    /// It is longer than [`MAX_LINE`].
    Long,
    /// It is not UTF-8.
    NotText(String),
    /// The stream fails (damaged, cut short).
    Io(io::Error),
}

impl<R: Read> Lines<R> {
    fn new(input: R) -> Lines<R> {
        Lines {
            input: BufReader::new(input),
            line: Vec::new(),
        }
    }

    /// The next line, without its line end; `None` at the end.
    fn next(&mut self) -> Result<Option<&str>, Bad> {
        self.line.clear();
        // One byte past the bound tells a line too long; no more of it is
        // read.
        let read = (&mut self.input)
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut self.line)
            .map_err(Bad::Io)?;
        if read == 0 {
            return Ok(None);
        }
        if self.line.last() == Some(&b'\n') {
            self.line.pop();
            if self.line.last() == Some(&b'\r') {
                self.line.pop();
            }
        } else if self.line.len() > MAX_LINE {
            return Err(Bad::Long);
        }
        std::str::from_utf8(&self.line).map(Some).map_err(|e| {
            Bad::NotText(format!(
                "byte {} of the line is not UTF-8",
                e.valid_up_to() + 1
            ))
        })
    }
}

/// `4 MiB`, or bytes when not a whole number of MiB.
fn bytes_said(bytes: usize) -> String {
    if bytes.is_multiple_of(1 << 20) {
        format!("{} MiB", bytes >> 20)
    } else {
        format!("{bytes} bytes")
    }
}

/// Whether the gzip reader got past the stream's header: then a failure is
/// damage, not a foreign file.
fn is_gzip(e: &io::Error) -> bool {
    !e.to_string().contains("header")
}

/// The gzip reader's error in words: a damaged stream or a bad checksum.
fn gzip_words(e: &io::Error) -> String {
    let said = e.to_string();
    if said.contains("checksum") || said.contains("crc") {
        "its checksum does not match: the file was changed or damaged".into()
    } else if said.contains("header") {
        "it is not a gzip stream".into()
    } else {
        format!("it does not decompress ({said})")
    }
}

/// A writer that counts what goes through.
struct Counted<W> {
    inner: W,
    bytes: u64,
}

impl<W: Write> Write for Counted<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.bytes += n as u64;
        Ok(n)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// Why a backup's first line could not be read.
fn first_line_error(bad: Bad) -> BackupError {
    match bad {
        Bad::Long => BackupError::NotABackup(format!(
            "its first line is longer than {}, which no backup's header is",
            bytes_said(MAX_LINE)
        )),
        Bad::NotText(why) => BackupError::NotABackup(format!("its first line is not text ({why})")),
        Bad::Io(e) if e.kind() == io::ErrorKind::UnexpectedEof => BackupError::Truncated,
        Bad::Io(e) if is_gzip(&e) => BackupError::Damaged {
            line: 1,
            why: gzip_words(&e),
        },
        Bad::Io(e) => BackupError::NotABackup(gzip_words(&e)),
    }
}

/// Why line `number` of a backup could not be read.
fn line_error(number: usize, bad: Bad) -> BackupError {
    match bad {
        Bad::Long => BackupError::Damaged {
            line: number,
            why: format!(
                "it is longer than {}, more than any game's record takes",
                bytes_said(MAX_LINE)
            ),
        },
        Bad::NotText(why) => BackupError::Damaged {
            line: number,
            why: format!("it is not text ({why})"),
        },
        Bad::Io(e) if e.kind() == io::ErrorKind::UnexpectedEof => BackupError::Truncated,
        Bad::Io(e) => BackupError::Damaged {
            line: number,
            why: gzip_words(&e),
        },
    }
}
