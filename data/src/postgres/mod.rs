//! The shared store: PostgreSQL, for bots that run several processes.
//!
//! Plain PostgreSQL only (tables, a sequence, B-tree and GIN indexes,
//! `INSERT … ON CONFLICT`, read-committed transactions; no advisory locks
//! or other server functions), so that a PostgreSQL-compatible distributed
//! database can serve too.
//!
//! Tables: `games` (channel → the active record, with the columns the
//! queries read: status, users, seats to act, since when), `archive`
//! (channel, game id → finished or aborted record), `results` (what
//! statistics keep of a finished game, by finish time), `quarantine`
//! (records moved aside), and `keystone_migrations` (the schema versions
//! applied). Records are the same bytes as on sled ([`codec`](crate::codec)).
//!
//! **Concurrency.** An update reads the record and its version, applies the
//! change, and writes only `WHERE version = <the version read>`: when
//! another writer won the race, the change runs again on the newer record
//! (optimistic concurrency), so no update is lost and no lock is held while
//! the bot thinks. A game that ends leaves `games` and enters `archive`
//! and `results` in the same transaction.
//!
//! **News of changes.** Every write tells every process listening (see
//! [`listen`]) what changed, with `NOTIFY`, in the same transaction as the
//! write: a change is told once it is committed, never one that was not.

use std::time::Duration;

use postgres::{NoTls, Row};
use r2d2::Pool;
use r2d2_postgres::PostgresConnectionManager;

mod import;
mod listen;
mod profiles;

pub use listen::{APPLICATION, Listening};

use crate::change::{Audience, Change};
use crate::codec::{decode_finished, decode_record, encode_finished, encode_record};
use crate::profile::Profile;
use crate::record::{
    ChannelId, Counts, Finished, GameId, GameRecord, GameStatus, Summary, Waiting,
};
use crate::store::{
    Decision, Scan, Snapshot, Store, StoreError, Stored, check_identity, waiting_seats,
};
use keystone_engine::Seat;

/// How to reach the shared store.
#[derive(Clone, Debug)]
pub struct PostgresOptions {
    /// `postgres://user:password@host:port/database` (or key=value pairs).
    pub url: String,
    /// Connections kept open, at most.
    pub connections: u32,
}

impl PostgresOptions {
    /// The default pool: 8 connections.
    pub const DEFAULT_CONNECTIONS: u32 = 8;

    /// Options for the database at `url`, with the default pool.
    pub fn new(url: impl Into<String>) -> PostgresOptions {
        PostgresOptions {
            url: url.into(),
            connections: Self::DEFAULT_CONNECTIONS,
        }
    }
}

/// The schema, by version: each step is applied once, in order, in its own
/// transaction, and recorded in `keystone_migrations`.
const MIGRATIONS: &[&str] = &[
    // 1: games, archive, results, quarantine.
    "CREATE SEQUENCE keystone_game_ids;
     CREATE TABLE games (
         channel BIGINT PRIMARY KEY,
         id BIGINT NOT NULL,
         version BIGINT NOT NULL,
         -- The summary the queries read; NULL for a record stored damaged.
         status TEXT,
         guild BIGINT,
         kind TEXT,
         users BIGINT[],
         to_act SMALLINT[],
         waiting_since BIGINT,
         updated BIGINT,
         record BYTEA NOT NULL
     );
     CREATE INDEX games_waiting ON games (waiting_since);
     CREATE INDEX games_users ON games USING GIN (users);
     CREATE INDEX games_status ON games (status);
     CREATE TABLE archive (
         channel BIGINT NOT NULL,
         id BIGINT NOT NULL,
         status TEXT NOT NULL,
         record BYTEA NOT NULL,
         PRIMARY KEY (channel, id)
     );
     CREATE INDEX archive_status ON archive (status);
     CREATE TABLE results (
         finished_at BIGINT NOT NULL,
         id BIGINT NOT NULL,
         guild BIGINT,
         finished BYTEA NOT NULL,
         PRIMARY KEY (finished_at, id)
     );
     CREATE INDEX results_guild ON results (guild, finished_at, id);
     CREATE TABLE quarantine (
         seq BIGSERIAL PRIMARY KEY,
         channel BIGINT NOT NULL,
         record BYTEA NOT NULL,
         moved_at TIMESTAMPTZ NOT NULL DEFAULT now()
     );",
    // 2: players' own settings.
    "CREATE TABLE profiles (user_id BIGINT PRIMARY KEY, profile BYTEA NOT NULL);",
];

/// The shared store.
#[derive(Debug, Clone)]
pub struct PostgresStore {
    pool: Pool<PostgresConnectionManager<NoTls>>,
    /// The address, for connections of their own (a listener's).
    config: postgres::Config,
}

type Connection = r2d2::PooledConnection<PostgresConnectionManager<NoTls>>;

/// Whether a transaction failed because another one got there first: a
/// key it claimed, or a serialisable transaction's conflict.
fn lost_race(error: &postgres::Error) -> bool {
    use postgres::error::SqlState;
    error.code().is_some_and(|code| {
        *code == SqlState::UNIQUE_VIOLATION || *code == SqlState::T_R_SERIALIZATION_FAILURE
    })
}

/// A database error in words, with its causes: the driver says only "db
/// error", the server's own message (what failed, and why) is its source.
fn backend(e: impl std::error::Error) -> StoreError {
    StoreError::Backend(words(&e))
}

fn words(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut cause = e.source();
    while let Some(inner) = cause {
        text.push_str(": ");
        text.push_str(&inner.to_string());
        cause = inner.source();
    }
    text
}

/// Discord's ids are below 2⁶³; stored as `BIGINT`, bit for bit.
const fn int(id: u64) -> i64 {
    id.cast_signed()
}

const fn id(int: i64) -> u64 {
    int.cast_unsigned()
}

fn status_word(status: GameStatus) -> &'static str {
    match status {
        GameStatus::Invited => "invited",
        GameStatus::Active => "active",
        GameStatus::Finished => "finished",
        GameStatus::Aborted => "aborted",
    }
}

fn status_of(word: &str) -> Option<GameStatus> {
    match word {
        "invited" => Some(GameStatus::Invited),
        "active" => Some(GameStatus::Active),
        "finished" => Some(GameStatus::Finished),
        "aborted" => Some(GameStatus::Aborted),
        _ => None,
    }
}

/// The columns of `games` a query reads, as a summary (`None`: the record
/// was stored damaged).
fn summary(row: &Row) -> Option<Summary> {
    let status: Option<String> = row.get("status");
    let users: Option<Vec<i64>> = row.get("users");
    let to_act: Option<Vec<i16>> = row.get("to_act");
    Some(Summary {
        channel: ChannelId(id(row.get("channel"))),
        id: GameId(id(row.get("id"))),
        guild: row.get::<_, Option<i64>>("guild").map(id),
        kind: row.get::<_, Option<String>>("kind")?,
        status: status_of(&status?)?,
        users: users?.into_iter().map(id).collect(),
        to_act: to_act?
            .into_iter()
            .filter_map(|s| usize::try_from(s).ok().map(Seat::from_index))
            .collect(),
        waiting_since: row.get::<_, Option<i64>>("waiting_since")?,
        updated: row.get::<_, Option<i64>>("updated")?,
    })
}

/// How long opening a connection may take, unless the address says.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

impl PostgresStore {
    /// Connects, and brings the schema up to date.
    pub fn open(options: &PostgresOptions) -> Result<PostgresStore, StoreError> {
        let mut config: postgres::Config = options
            .url
            .parse()
            .map_err(|e| StoreError::Invalid(format!("the store's address: {e}")))?;
        // A server that accepts and never answers must not hold the bot's
        // start for ever: the driver's own timeout covers the TCP connect
        // only, not the handshake after it.
        let patience = *config.get_connect_timeout().unwrap_or(&CONNECT_TIMEOUT);
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }
        // One connection first: a wrong address, user or database fails at
        // once and in the server's words (the pool would wait out its
        // timeout, then keep only the driver's "db error").
        let first = {
            let config = config.clone();
            let (sender, answer) = std::sync::mpsc::channel();
            // A connection that never answers keeps this thread: only at
            // start-up, and the process then stops with the error.
            std::thread::spawn(move || {
                let _ = sender.send(config.connect(NoTls).map(drop));
            });
            answer.recv_timeout(patience)
        };
        match first {
            Ok(Ok(())) => {}
            Ok(Err(e)) => {
                return Err(StoreError::Backend(format!(
                    "cannot reach the database: {}",
                    words(&e)
                )));
            }
            Err(_) => {
                return Err(StoreError::Backend(format!(
                    "cannot reach the database: it did not answer within {} s",
                    patience.as_secs()
                )));
            }
        }
        let manager = PostgresConnectionManager::new(config.clone(), NoTls);
        let pool = Pool::builder()
            .max_size(options.connections.max(1))
            .connection_timeout(CONNECT_TIMEOUT)
            .build(manager)
            .map_err(|e| {
                StoreError::Backend(format!("cannot reach the database: {}", words(&e)))
            })?;
        let store = PostgresStore { pool, config };
        store.migrate()?;
        Ok(store)
    }

    fn connection(&self) -> Result<Connection, StoreError> {
        self.pool.get().map_err(backend)
    }

    /// Applies the schema steps not applied yet, each in its own
    /// transaction that first claims its version, the primary key of
    /// `keystone_migrations`: a process starting at the same time waits on
    /// that row, is refused it once the step is in, and reads again. No
    /// advisory lock, which some PostgreSQL-compatible databases lack.
    fn migrate(&self) -> Result<(), StoreError> {
        let mut db = self.connection()?;
        let create = "CREATE TABLE IF NOT EXISTS keystone_migrations (
                          version INTEGER PRIMARY KEY,
                          applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
                      )";
        // Two processes creating it at once may collide in PostgreSQL's
        // catalogue; the second try finds it there.
        if db.batch_execute(create).is_err() {
            db.batch_execute(create).map_err(backend)?;
        }
        let mut races = 0;
        loop {
            let applied = applied(&mut *db)?;
            if applied as usize > MIGRATIONS.len() {
                return Err(StoreError::Invalid(format!(
                    "the database's schema (version {applied}) is newer than this build knows ({})",
                    MIGRATIONS.len()
                )));
            }
            let Some(step) = MIGRATIONS.get(applied as usize) else {
                return Ok(());
            };
            let mut apply = || -> Result<(), postgres::Error> {
                let mut tx = db.transaction()?;
                tx.execute(
                    "INSERT INTO keystone_migrations (version) VALUES ($1)",
                    &[&(applied as i32 + 1)],
                )?;
                tx.batch_execute(step)?;
                tx.commit()
            };
            match apply() {
                Ok(()) => {}
                // Another process applied this step first: read again.
                Err(e) if lost_race(&e) && races < MIGRATIONS.len() * 4 => races += 1,
                Err(e) => {
                    return Err(StoreError::Backend(format!(
                        "schema step {}: {}",
                        applied + 1,
                        words(&e)
                    )));
                }
            }
        }
    }

    /// The schema version the database is at.
    pub fn schema_version(&self) -> Result<u32, StoreError> {
        applied(&mut *self.connection()?)
    }

    /// Writes raw bytes as the stored record of `channel`, its summary
    /// unreadable: to test how damaged data is handled.
    pub fn write_raw(&self, channel: ChannelId, bytes: &[u8]) -> Result<(), StoreError> {
        self.connection()?
            .execute(
                "INSERT INTO games (channel, id, version, record) VALUES ($1, 0, 0, $2)
                 ON CONFLICT (channel) DO UPDATE SET record = $2, status = NULL, guild = NULL,
                     kind = NULL, users = NULL, to_act = NULL, waiting_since = NULL, updated = NULL",
                &[&int(channel.0), &bytes],
            )
            .map_err(backend)?;
        Ok(())
    }

    /// Bytes the store's tables and indexes take.
    pub fn size_on_disk(&self) -> Result<u64, StoreError> {
        let bytes: i64 = self
            .connection()?
            .query_one(
                "SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0)::BIGINT
                 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                 WHERE n.nspname = current_schema()
                   AND c.relname IN ('games', 'archive', 'results', 'quarantine')",
                &[],
            )
            .map_err(backend)?
            .get(0);
        Ok(bytes.max(0) as u64)
    }

    /// The record `query` finds (its one column) for `channel`, decoded.
    fn record_of(
        &self,
        channel: ChannelId,
        query: &str,
        params: &[&(dyn postgres::types::ToSql + Sync)],
    ) -> Result<Option<GameRecord>, StoreError> {
        let row = self
            .connection()?
            .query_opt(query, params)
            .map_err(backend)?;
        row.map(|row| {
            decode_record(row.get(0)).map_err(|error| StoreError::Corrupt { channel, error })
        })
        .transpose()
    }

    /// The summaries matching `filter` (a condition on `games`), and the
    /// channels stored damaged.
    fn summaries(
        &self,
        filter: &str,
        params: &[&(dyn postgres::types::ToSql + Sync)],
    ) -> Result<Scan<Summary>, StoreError> {
        let mut db = self.connection()?;
        let rows = db
            .query(
                &format!(
                    "SELECT channel, id, guild, kind, status, users, to_act, waiting_since, updated
                     FROM games WHERE status IS NOT NULL AND ({filter}) ORDER BY channel"
                ),
                params,
            )
            .map_err(backend)?;
        let mut scan = Scan {
            items: rows.iter().filter_map(summary).collect(),
            corrupt: Vec::new(),
        };
        // Damaged records are few: decoded to say what is wrong with them.
        for row in db
            .query(
                "SELECT channel, record FROM games WHERE status IS NULL ORDER BY channel",
                &[],
            )
            .map_err(backend)?
        {
            let channel = ChannelId(id(row.get(0)));
            let bytes: Vec<u8> = row.get(1);
            if let Err(error) = decode_record(&bytes) {
                scan.corrupt.push((channel, error));
            }
        }
        Ok(scan)
    }
}

/// The schema version the database is at.
fn applied(db: &mut impl postgres::GenericClient) -> Result<u32, StoreError> {
    let version: i32 = db
        .query_one(
            "SELECT COALESCE(MAX(version), 0) FROM keystone_migrations",
            &[],
        )
        .map_err(backend)?
        .get(0);
    Ok(version.max(0) as u32)
}

/// Inserts `record` into `games` with its version and summary columns;
/// `on_conflict` (`DO NOTHING`, `DO UPDATE …`) says what to do when the
/// channel has one. The rows inserted or updated.
fn insert_game(
    db: &mut impl postgres::GenericClient,
    record: &GameRecord,
    on_conflict: &str,
) -> Result<u64, StoreError> {
    let (status, users, to_act) = write_columns(record);
    db.execute(
        &format!(
            "INSERT INTO games (channel, id, version, status, guild, kind, users, to_act,
                 waiting_since, updated, record)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
             ON CONFLICT (channel) {on_conflict}"
        ),
        &[
            &int(record.channel.0),
            &int(record.id.0),
            &int(record.version),
            &status,
            &record.guild.map(int),
            &record.kind,
            &users,
            &to_act,
            &record.waiting_since,
            &record.updated,
            &encode_record(record),
        ],
    )
    .map_err(backend)
}

/// Writes an ended game into `archive`, and into `results` if it finished.
fn archive(tx: &mut postgres::Transaction<'_>, record: &GameRecord) -> Result<(), StoreError> {
    tx.execute(
        "INSERT INTO archive (channel, id, status, record) VALUES ($1, $2, $3, $4)
         ON CONFLICT (channel, id) DO UPDATE SET status = $3, record = $4",
        &[
            &int(record.channel.0),
            &int(record.id.0),
            &status_word(record.status),
            &encode_record(record),
        ],
    )
    .map_err(backend)?;
    if let Some(finished) = record.finished() {
        tx.execute(
            "INSERT INTO results (finished_at, id, guild, finished)
             VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
            &[
                &finished.at.max(0),
                &int(finished.id.0),
                &finished.guild.map(int),
                &encode_finished(&finished),
            ],
        )
        .map_err(backend)?;
    }
    Ok(())
}

/// Tells every listener of `change`, once `tx` commits.
fn tell(tx: &mut postgres::Transaction<'_>, change: &Change) -> Result<(), StoreError> {
    tx.execute(
        "SELECT pg_notify($1, $2)",
        &[&listen::CHANNEL, &change.to_line()],
    )
    .map_err(backend)?;
    Ok(())
}

fn write_columns(record: &GameRecord) -> (String, Vec<i64>, Vec<i16>) {
    let summary = record.summary();
    (
        status_word(summary.status).to_owned(),
        summary.users.iter().map(|&u| int(u)).collect(),
        summary
            .to_act
            .iter()
            .map(|s| i16::try_from(s.index()).unwrap_or(i16::MAX))
            .collect(),
    )
}

impl Store for PostgresStore {
    fn snapshot(&self) -> Result<Snapshot, StoreError> {
        // Writers stopped for a moment (SHARE conflicts with their ROW
        // EXCLUSIVE; the lock waits for those under way), the snapshot and
        // the clock read under the lock: every change committed before
        // `taken_at` is in it and none after. The snapshot is then handed
        // to a second connection and the lock let go at once, so writers
        // wait a few round trips, not the whole read. With no second
        // connection free, the read happens under the lock.
        let mut locking = self.connection()?;
        let mut lock = locking
            .build_transaction()
            .isolation_level(postgres::IsolationLevel::RepeatableRead)
            .start()
            .map_err(backend)?;
        lock.batch_execute("LOCK TABLE games, archive IN SHARE MODE")
            .map_err(backend)?;
        let row = lock
            .query_one(
                "SELECT floor(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT,
                        pg_export_snapshot()",
                &[],
            )
            .map_err(backend)?;
        let (taken_at, exported): (i64, String) = (row.get(0), row.get(1));
        let mut reading = self.pool.try_get();
        let mut tx = match &mut reading {
            Some(reading) => {
                let mut tx = reading
                    .build_transaction()
                    .isolation_level(postgres::IsolationLevel::RepeatableRead)
                    .read_only(true)
                    .start()
                    .map_err(backend)?;
                // The id is PostgreSQL's own (hex digits and dashes).
                tx.batch_execute(&format!("SET TRANSACTION SNAPSHOT '{exported}'"))
                    .map_err(backend)?;
                lock.commit().map_err(backend)?;
                tx
            }
            None => lock,
        };
        let stored = |rows: Vec<Row>| {
            rows.iter()
                .map(|row| Stored {
                    channel: ChannelId(id(row.get(0))),
                    bytes: row.get(1),
                })
                .collect()
        };
        let active = stored(
            tx.query("SELECT channel, record FROM games ORDER BY channel", &[])
                .map_err(backend)?,
        );
        let archived = stored(
            tx.query(
                "SELECT channel, record FROM archive ORDER BY channel, id",
                &[],
            )
            .map_err(backend)?,
        );
        let quarantined: i64 = tx
            .query_one("SELECT COUNT(*) FROM quarantine", &[])
            .map_err(backend)?
            .get(0);
        tx.commit().map_err(backend)?;
        Ok(Snapshot {
            taken_at,
            active,
            archived,
            quarantined: usize::try_from(quarantined).unwrap_or(0),
        })
    }

    fn profile(&self, user: u64) -> Result<Option<Profile>, StoreError> {
        self.read_profile(user)
    }

    fn set_profile(&self, profile: &Profile) -> Result<(), StoreError> {
        self.write_profile(profile)
    }

    fn profiles(&self) -> Result<Vec<Profile>, StoreError> {
        self.every_profile()
    }

    fn import(&self, record: &GameRecord) -> Result<(), StoreError> {
        let mut db = self.connection()?;
        let mut tx = db.transaction().map_err(backend)?;
        import::import_in(&mut tx, record)?;
        tx.commit().map_err(backend)
    }

    fn new_game_id(&self) -> Result<GameId, StoreError> {
        let next: i64 = self
            .connection()?
            .query_one("SELECT nextval('keystone_game_ids')", &[])
            .map_err(backend)?
            .get(0);
        Ok(GameId(id(next)))
    }

    fn get(&self, channel: ChannelId) -> Result<Option<GameRecord>, StoreError> {
        self.record_of(
            channel,
            "SELECT record FROM games WHERE channel = $1",
            &[&int(channel.0)],
        )
    }

    fn create(&self, mut record: GameRecord) -> Result<GameRecord, StoreError> {
        record.version = 1;
        let mut db = self.connection()?;
        let mut tx = db.transaction().map_err(backend)?;
        let inserted = insert_game(&mut tx, &record, "DO NOTHING")?;
        if inserted == 0 {
            return Err(StoreError::ChannelBusy(record.channel));
        }
        tell(&mut tx, &Change::of(None, &record))?;
        tx.commit().map_err(backend)?;
        Ok(record)
    }

    fn update_with(
        &self,
        channel: ChannelId,
        now: i64,
        change: &mut dyn FnMut(&GameRecord) -> Decision,
    ) -> Result<Option<GameRecord>, StoreError> {
        let mut db = self.connection()?;
        loop {
            let row = db
                .query_opt(
                    "SELECT version, record FROM games WHERE channel = $1",
                    &[&int(channel.0)],
                )
                .map_err(backend)?
                .ok_or(StoreError::NoGame(channel))?;
            let read_version: i64 = row.get(0);
            let current = decode_record(row.get(1))
                .map_err(|error| StoreError::Corrupt { channel, error })?;
            let Decision::Write(mut next) = change(&current) else {
                return Ok(None);
            };
            check_identity(&current, &next)?;
            next.version = current.version + 1;
            next.updated = now;
            let mut tx = db.transaction().map_err(backend)?;
            let won = if next.status.is_over() {
                let removed = tx
                    .execute(
                        "DELETE FROM games WHERE channel = $1 AND version = $2",
                        &[&int(channel.0), &read_version],
                    )
                    .map_err(backend)?;
                if removed == 1 {
                    archive(&mut tx, &next)?;
                }
                removed == 1
            } else {
                let (status, users, to_act) = write_columns(&next);
                tx.execute(
                    "UPDATE games SET version = $3, status = $4, guild = $5, kind = $6,
                         users = $7, to_act = $8, waiting_since = $9, updated = $10, record = $11
                     WHERE channel = $1 AND version = $2",
                    &[
                        &int(channel.0),
                        &read_version,
                        &int(next.version),
                        &status,
                        &next.guild.map(int),
                        &next.kind,
                        &users,
                        &to_act,
                        &next.waiting_since,
                        &next.updated,
                        &encode_record(&next),
                    ],
                )
                .map_err(backend)?
                    == 1
            };
            if won {
                tell(&mut tx, &Change::of(Some(&current), &next))?;
                tx.commit().map_err(backend)?;
                return Ok(Some(*next));
            }
            // Another writer changed the game meanwhile: again, on theirs.
            tx.rollback().map_err(backend)?;
        }
    }

    fn archived(&self, channel: ChannelId, game: GameId) -> Result<Option<GameRecord>, StoreError> {
        self.record_of(
            channel,
            "SELECT record FROM archive WHERE channel = $1 AND id = $2",
            &[&int(channel.0), &int(game.0)],
        )
    }

    fn latest_archived(&self, channel: ChannelId) -> Result<Option<GameRecord>, StoreError> {
        self.record_of(
            channel,
            "SELECT record FROM archive WHERE channel = $1 ORDER BY id DESC LIMIT 1",
            &[&int(channel.0)],
        )
    }

    fn results(&self, guild: Option<u64>) -> Result<Scan<Finished>, StoreError> {
        let mut db = self.connection()?;
        let rows = match guild {
            Some(guild) => db.query(
                "SELECT finished FROM results WHERE guild = $1 ORDER BY finished_at, id",
                &[&int(guild)],
            ),
            None => db.query("SELECT finished FROM results ORDER BY finished_at, id", &[]),
        }
        .map_err(backend)?;
        let mut scan = Scan::default();
        for row in rows {
            match decode_finished(row.get(0)) {
                Ok(finished) => scan.items.push(finished),
                Err(error) => scan.corrupt.push((ChannelId(0), error)),
            }
        }
        Ok(scan)
    }

    fn waiting(&self, before: i64) -> Result<Scan<Waiting>, StoreError> {
        let summaries =
            self.summaries("waiting_since < $1 AND cardinality(to_act) > 0", &[&before])?;
        Ok(Scan {
            items: summaries
                .items
                .iter()
                .flat_map(|s| waiting_seats(s, before))
                .collect(),
            corrupt: summaries.corrupt,
        })
    }

    fn games_of(&self, user: u64) -> Result<Scan<Summary>, StoreError> {
        self.summaries("users @> ARRAY[$1::BIGINT]", &[&int(user)])
    }

    fn counts(&self) -> Result<Counts, StoreError> {
        let mut db = self.connection()?;
        let mut counts = Counts::default();
        let rows = db
            .query(
                "SELECT status, COUNT(*) FROM games WHERE status IS NOT NULL GROUP BY status
                 UNION ALL
                 SELECT status, COUNT(*) FROM archive GROUP BY status",
                &[],
            )
            .map_err(backend)?;
        for row in rows {
            let n = row.get::<_, i64>(1).max(0) as u64;
            match status_of(row.get(0)) {
                Some(GameStatus::Invited) => counts.invited += n,
                Some(GameStatus::Active) => counts.active += n,
                Some(GameStatus::Finished) => counts.finished += n,
                Some(GameStatus::Aborted) => counts.aborted += n,
                None => {}
            }
        }
        Ok(counts)
    }

    fn quarantine(&self, channel: ChannelId) -> Result<bool, StoreError> {
        // One statement: the record leaves `games` and enters `quarantine`
        // together.
        let mut db = self.connection()?;
        let mut tx = db.transaction().map_err(backend)?;
        let moved = tx
            .execute(
                "WITH gone AS (DELETE FROM games WHERE channel = $1 RETURNING channel, record)
                 INSERT INTO quarantine (channel, record) SELECT channel, record FROM gone",
                &[&int(channel.0)],
            )
            .map_err(backend)?;
        if moved > 0 {
            let gone = Change {
                channel,
                stamp: None,
                audience: Audience::Everyone,
            };
            tell(&mut tx, &gone)?;
        }
        tx.commit().map_err(backend)?;
        Ok(moved > 0)
    }
}
