//! The conformance suite every store backend must pass. Each backend gets
//! the same tests through `conformance!`; a new backend adds one line.

use std::path::PathBuf;

use keystone_data::codec::{RECORD_VERSION, encode_record};
use keystone_data::{
    ChannelId, Counts, Decision, DecodeError, Ending, GameId, GameRecord, GameResult, GameStatus,
    LoggedAction, MemoryStore, PostgresOptions, PostgresStore, Seat, SeatRecord, SledOptions,
    SledStore, Store, StoreError, UpdateError, update,
};

use crate::support;

use support::pg;

/// A backend under test, with the hooks the suite needs.
trait Backend {
    fn store(&self) -> &dyn Store;
    /// Stores raw bytes as a channel's record.
    fn write_raw(&self, channel: ChannelId, bytes: &[u8]);
    /// Closes and opens the store again (a restart).
    fn reopen(&mut self);
}

struct Memory(MemoryStore);

impl Backend for Memory {
    fn store(&self) -> &dyn Store {
        &self.0
    }
    fn write_raw(&self, channel: ChannelId, bytes: &[u8]) {
        self.0.write_raw(channel, bytes);
    }
    fn reopen(&mut self) {}
}

struct Sled {
    dir: PathBuf,
    store: Option<SledStore>,
}

impl Sled {
    fn new() -> Sled {
        let dir = scratch_dir();
        let store = Some(SledStore::open(&SledOptions::new(&dir)).unwrap());
        Sled { dir, store }
    }
}

impl Drop for Sled {
    fn drop(&mut self) {
        self.store = None;
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

impl Backend for Sled {
    fn store(&self) -> &dyn Store {
        self.store.as_ref().unwrap()
    }
    fn write_raw(&self, channel: ChannelId, bytes: &[u8]) {
        self.store
            .as_ref()
            .unwrap()
            .write_raw(channel, bytes)
            .unwrap();
    }
    fn reopen(&mut self) {
        self.store = None;
        self.store = Some(SledStore::open(&SledOptions::new(&self.dir)).unwrap());
    }
}

/// PostgreSQL, a fresh database on the test server.
struct Postgres {
    url: String,
    store: Option<PostgresStore>,
}

impl Postgres {
    fn new() -> Postgres {
        let url = pg::database();
        let store = Some(PostgresStore::open(&PostgresOptions::new(&url)).unwrap());
        Postgres { url, store }
    }
}

impl Backend for Postgres {
    fn store(&self) -> &dyn Store {
        self.store.as_ref().unwrap()
    }
    fn write_raw(&self, channel: ChannelId, bytes: &[u8]) {
        self.store
            .as_ref()
            .unwrap()
            .write_raw(channel, bytes)
            .unwrap();
    }
    fn reopen(&mut self) {
        self.store = None;
        self.store = Some(PostgresStore::open(&PostgresOptions::new(&self.url)).unwrap());
    }
}

fn scratch_dir() -> PathBuf {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    std::env::temp_dir().join(format!("keystone-conformance-{}-{n}", std::process::id()))
}

fn record(store: &dyn Store, channel: u64, users: &[u64]) -> GameRecord {
    GameRecord {
        id: store.new_game_id().unwrap(),
        kind: "basilica".into(),
        channel: ChannelId(channel),
        guild: Some(7),
        seats: users
            .iter()
            .map(|&user| SeatRecord::new(user, format!("Zoë {user} 🏰")))
            .collect(),
        status: GameStatus::Active,
        state: "{\"game\":\"basilica\"}".into(),
        version: 0,
        created: 1_000,
        updated: 1_000,
        to_act: vec![Seat::from_index(0)],
        waiting_since: 1_000,
        log: Vec::new(),
        result: None,
        settings: Default::default(),
        nudges: Default::default(),
        abort: None,
    }
}

fn act(store: &dyn Store, channel: u64, now: i64, text: &str) -> GameRecord {
    let (record, ()) = update(store, ChannelId(channel), now, |current| {
        let mut next = current.clone();
        next.log.push(LoggedAction {
            seat: Seat::from_index(0),
            text: text.to_owned(),
            at: now,
            auto: false,
            standing: false,
        });
        Ok::<_, String>((next, ()))
    })
    .unwrap();
    record
}

fn creates_and_reads(b: &mut dyn Backend) {
    let store = b.store();
    let game = store.create(record(store, 1, &[10, 20])).unwrap();
    assert_eq!(game.version, 1);
    assert_eq!(store.get(ChannelId(1)).unwrap(), Some(game.clone()));
    assert_eq!(store.get(ChannelId(2)).unwrap(), None);
    assert!(matches!(
        store.create(record(store, 1, &[30, 40])),
        Err(StoreError::ChannelBusy(ChannelId(1)))
    ));
    store.create(record(store, 2, &[30, 40])).unwrap();
    b.reopen();
    assert_eq!(
        b.store().get(ChannelId(1)).unwrap(),
        Some(game),
        "kept across a restart"
    );
}

fn updates_bump_the_version(b: &mut dyn Backend) {
    let store = b.store();
    store.create(record(store, 1, &[10, 20])).unwrap();
    let after = act(store, 1, 5_000, "V2 c3");
    assert_eq!(
        (after.version, after.updated, after.log.len()),
        (2, 5_000, 1)
    );
    assert_eq!(store.get(ChannelId(1)).unwrap(), Some(after.clone()));
    let kept = store
        .update_with(ChannelId(1), 6_000, &mut |_| Decision::Keep)
        .unwrap();
    assert_eq!(kept, None);
    assert_eq!(store.get(ChannelId(1)).unwrap(), Some(after));
}

fn a_refused_change_writes_nothing(b: &mut dyn Backend) {
    let store = b.store();
    let game = store.create(record(store, 1, &[10, 20])).unwrap();
    let result = update(store, ChannelId(1), 9, |_| {
        Err::<(GameRecord, ()), _>("it is Bob's turn")
    });
    assert!(matches!(
        result,
        Err(UpdateError::Rejected("it is Bob's turn"))
    ));
    assert_eq!(store.get(ChannelId(1)).unwrap(), Some(game));
}

fn updates_need_a_game_and_keep_its_identity(b: &mut dyn Backend) {
    let store = b.store();
    let missing = store.update_with(ChannelId(3), 1, &mut |r| {
        Decision::Write(Box::new(r.clone()))
    });
    assert!(matches!(missing, Err(StoreError::NoGame(ChannelId(3)))));
    store.create(record(store, 1, &[10, 20])).unwrap();
    let moved = store.update_with(ChannelId(1), 1, &mut |r| {
        Decision::Write(Box::new(GameRecord {
            channel: ChannelId(9),
            ..r.clone()
        }))
    });
    assert!(matches!(moved, Err(StoreError::Invalid(_))));
    let renamed = store.update_with(ChannelId(1), 1, &mut |r| {
        Decision::Write(Box::new(GameRecord {
            id: GameId(999),
            ..r.clone()
        }))
    });
    assert!(matches!(renamed, Err(StoreError::Invalid(_))));
    assert_eq!(store.get(ChannelId(1)).unwrap().unwrap().version, 1);
}

fn ended_games_move_to_the_archive(b: &mut dyn Backend) {
    let store = b.store();
    let first = store.create(record(store, 1, &[10, 20])).unwrap();
    act(store, 1, 2_000, "V1 a1");
    let end = |status| {
        move |r: &GameRecord| {
            Decision::Write(Box::new(GameRecord {
                status,
                to_act: vec![],
                ..r.clone()
            }))
        }
    };
    let finished = store
        .update_with(ChannelId(1), 3_000, &mut end(GameStatus::Finished))
        .unwrap()
        .unwrap();
    assert_eq!(
        store.get(ChannelId(1)).unwrap(),
        None,
        "the channel is free"
    );
    assert_eq!(
        store.archived(ChannelId(1), first.id).unwrap(),
        Some(finished)
    );
    let second = store.create(record(store, 1, &[10, 30])).unwrap();
    assert_ne!(second.id, first.id);
    store
        .update_with(ChannelId(1), 4_000, &mut end(GameStatus::Aborted))
        .unwrap();
    b.reopen();
    let store = b.store();
    assert_eq!(
        store
            .archived(ChannelId(1), first.id)
            .unwrap()
            .unwrap()
            .log
            .len(),
        1,
        "history is kept"
    );
    assert_eq!(
        store
            .archived(ChannelId(1), second.id)
            .unwrap()
            .unwrap()
            .status,
        GameStatus::Aborted
    );
    assert_eq!(
        store.counts().unwrap(),
        Counts {
            invited: 0,
            active: 0,
            finished: 1,
            aborted: 1
        }
    );
}

fn finished_games_are_kept_once_in_finishing_order(b: &mut dyn Backend) {
    let store = b.store();
    let finish = |channel: u64, at: i64, status: GameStatus, winner: usize| {
        let game = store.create(record(store, channel, &[10, 20])).unwrap();
        store
            .update_with(ChannelId(channel), at, &mut |r: &GameRecord| {
                Decision::Write(Box::new(GameRecord {
                    status,
                    to_act: vec![],
                    result: Some(GameResult {
                        winners: vec![Seat::from_index(winner - 1)],
                        scores: vec![30, 20],
                        left: vec![],
                        ending: Ending::Played,
                        favourites: vec![Some("blue".into()), None],
                    }),
                    ..r.clone()
                }))
            })
            .unwrap();
        game.id
    };
    assert!(store.latest_archived(ChannelId(1)).unwrap().is_none());
    // Finished in another order than created; one aborted; one elsewhere.
    let late = finish(1, 9_000, GameStatus::Finished, 1);
    let early = finish(2, 5_000, GameStatus::Finished, 2);
    finish(3, 6_000, GameStatus::Aborted, 1);
    let mut elsewhere = record(store, 4, &[10, 20]);
    elsewhere.guild = Some(8);
    store.create(elsewhere).unwrap();
    store
        .update_with(ChannelId(4), 7_000, &mut |r: &GameRecord| {
            Decision::Write(Box::new(GameRecord {
                status: GameStatus::Finished,
                result: Some(GameResult {
                    winners: vec![],
                    scores: vec![1, 1],
                    left: vec![],
                    ending: Ending::Played,
                    favourites: vec![],
                }),
                ..r.clone()
            }))
        })
        .unwrap();
    let again = finish(1, 10_000, GameStatus::Aborted, 1);
    b.reopen();
    let store = b.store();
    let results = store.results(Some(7)).unwrap();
    assert!(results.corrupt.is_empty());
    let ids: Vec<GameId> = results.items.iter().map(|f| f.id).collect();
    assert_eq!(ids, [early, late], "finished ones, in finishing order");
    assert_eq!(results.items[1].at, 9_000);
    assert_eq!(
        results.items[1].result.favourites[0].as_deref(),
        Some("blue")
    );
    assert_eq!(store.results(None).unwrap().items.len(), 3);
    assert_eq!(
        store.latest_archived(ChannelId(1)).unwrap().map(|r| r.id),
        Some(again),
        "the channel's newest archived game"
    );
}

fn queries_find_waiting_players_and_games_of_a_user(b: &mut dyn Backend) {
    let store = b.store();
    let mut invite = record(store, 1, &[10, 20]);
    (invite.status, invite.to_act, invite.waiting_since) =
        (GameStatus::Invited, vec![Seat::from_index(1)], 100);
    store.create(invite).unwrap();
    let mut old = record(store, 2, &[10, 30]);
    (old.to_act, old.waiting_since) = (vec![Seat::from_index(1)], 500);
    store.create(old).unwrap();
    let mut fresh = record(store, 3, &[30, 40]);
    fresh.waiting_since = 5_000;
    store.create(fresh).unwrap();

    let mut due: Vec<(u64, u8, u64)> = store
        .waiting(1_000)
        .unwrap()
        .items
        .iter()
        .map(|w| (w.channel.0, w.seat.number(), w.user))
        .collect();
    due.sort_unstable();
    assert_eq!(due, [(1, 2, 20), (2, 2, 30)]);
    assert_eq!(store.waiting(10_000).unwrap().items.len(), 3);
    assert!(
        store.waiting(100).unwrap().items.is_empty(),
        "strictly before"
    );

    let mut of_10: Vec<u64> = store
        .games_of(10)
        .unwrap()
        .items
        .iter()
        .map(|s| s.channel.0)
        .collect();
    of_10.sort_unstable();
    assert_eq!(of_10, [1, 2]);
    assert_eq!(store.games_of(40).unwrap().items.len(), 1);
    assert!(store.games_of(99).unwrap().items.is_empty());
    assert_eq!(
        store.counts().unwrap(),
        Counts {
            invited: 1,
            active: 2,
            finished: 0,
            aborted: 0
        }
    );

    // Acting updates what the queries see.
    store
        .update_with(ChannelId(2), 2_000, &mut |r| {
            Decision::Write(Box::new(GameRecord {
                to_act: vec![Seat::from_index(0)],
                waiting_since: 2_000,
                ..r.clone()
            }))
        })
        .unwrap();
    let due: Vec<u64> = store
        .waiting(1_000)
        .unwrap()
        .items
        .iter()
        .map(|w| w.channel.0)
        .collect();
    assert_eq!(due, [1]);
}

fn damaged_records_are_contained(b: &mut dyn Backend) {
    let store = b.store();
    let good = store.create(record(store, 1, &[10, 20])).unwrap();
    let valid = encode_record(&record(store, 9, &[10, 20]));
    let mut newer = valid.clone();
    newer[2..4].copy_from_slice(&(RECORD_VERSION + 1).to_le_bytes());
    type Expect = fn(&DecodeError) -> bool;
    let cases: [(&[u8], Expect); 5] = [
        (&valid[..valid.len() / 2], |e| {
            matches!(e, DecodeError::Malformed(_))
        }),
        (
            &newer,
            |e| matches!(e, DecodeError::UnknownVersion(v) if *v == RECORD_VERSION + 1),
        ),
        (b"\x00\xffgarbage\xfe not a record at all", |e| {
            matches!(e, DecodeError::NotARecord)
        }),
        (b"", |e| matches!(e, DecodeError::Truncated)),
        (b"KS\x01\x00{\"id\":3}", |e| {
            matches!(e, DecodeError::Malformed(_))
        }),
    ];
    for (bytes, expected) in cases {
        b.write_raw(ChannelId(9), bytes);
        let store = b.store();
        match store.get(ChannelId(9)) {
            Err(StoreError::Corrupt {
                channel: ChannelId(9),
                error,
            }) => assert!(expected(&error), "{error:?}"),
            other => panic!("expected a corrupt record, got {other:?}"),
        }
        let update = store.update_with(ChannelId(9), 1, &mut |r| {
            Decision::Write(Box::new(r.clone()))
        });
        assert!(matches!(update, Err(StoreError::Corrupt { .. })));
        // Other channels work, and queries report the damaged one.
        assert_eq!(store.get(ChannelId(1)).unwrap(), Some(good.clone()));
        let waiting = store.waiting(i64::MAX).unwrap();
        assert_eq!(waiting.items.len(), 1);
        assert_eq!(
            waiting.corrupt.iter().map(|(c, _)| c.0).collect::<Vec<_>>(),
            [9]
        );
        assert_eq!(store.games_of(10).unwrap().items.len(), 1);
        assert_eq!(store.counts().unwrap().active, 1);
        assert!(matches!(
            store.create(record(store, 9, &[1, 2])),
            Err(StoreError::ChannelBusy(_))
        ));
    }
    b.reopen();
    let store = b.store();
    assert!(
        matches!(store.get(ChannelId(9)), Err(StoreError::Corrupt { .. })),
        "still damaged after a restart"
    );
    assert!(store.quarantine(ChannelId(9)).unwrap());
    assert_eq!(store.get(ChannelId(9)).unwrap(), None);
    assert!(store.waiting(i64::MAX).unwrap().corrupt.is_empty());
    store.create(record(store, 9, &[1, 2])).unwrap();
    assert!(
        !store.quarantine(ChannelId(5)).unwrap(),
        "nothing to move aside"
    );
}

fn game_ids_are_unique(b: &mut dyn Backend) {
    let mut ids: Vec<u64> = (0..100)
        .map(|_| b.store().new_game_id().unwrap().0)
        .collect();
    b.reopen();
    ids.extend((0..100).map(|_| b.store().new_game_id().unwrap().0));
    let count = ids.len();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), count);
    assert!(ids[0] > 0);
}

fn players_keep_their_own_settings(b: &mut dyn Backend) {
    use keystone_data::{Away, Colours, Profile, QuietHours};
    let store = b.store();
    assert_eq!(store.profile(10).unwrap(), None);
    let mut ann = Profile::new(10);
    ann.colours = Colours::RedGreen;
    ann.quiet = Some(QuietHours {
        zone: "Europe/Warsaw".to_owned(),
        from: 22 * 60,
        until: 8 * 60,
    });
    ann.away = vec![Away {
        from: 1_000,
        until: 2_000,
        auto: true,
        back: true,
    }];
    ann.no_auto_away = true;
    ann.direct = true;
    ann.direct_refused = true;
    store.set_profile(&ann).unwrap();
    store.set_profile(&Profile::new(20)).unwrap();
    ann.colours = Colours::Patterns;
    store.set_profile(&ann).unwrap();
    b.reopen();
    let store = b.store();
    assert_eq!(
        store.profile(10).unwrap(),
        Some(ann.clone()),
        "the last one"
    );
    assert_eq!(store.profiles().unwrap(), vec![ann, Profile::new(20)]);
    assert!(store.is_empty().unwrap(), "settings are not games");
}

macro_rules! conformance {
    ($backend:ident, $make:expr) => {
        mod $backend {
            use super::*;

            #[test]
            fn creates_and_reads() {
                super::creates_and_reads(&mut $make);
            }
            #[test]
            fn updates_bump_the_version() {
                super::updates_bump_the_version(&mut $make);
            }
            #[test]
            fn a_refused_change_writes_nothing() {
                super::a_refused_change_writes_nothing(&mut $make);
            }
            #[test]
            fn updates_need_a_game_and_keep_its_identity() {
                super::updates_need_a_game_and_keep_its_identity(&mut $make);
            }
            #[test]
            fn ended_games_move_to_the_archive() {
                super::ended_games_move_to_the_archive(&mut $make);
            }
            #[test]
            fn finished_games_are_kept_once_in_finishing_order() {
                super::finished_games_are_kept_once_in_finishing_order(&mut $make);
            }
            #[test]
            fn queries_find_waiting_players_and_games_of_a_user() {
                super::queries_find_waiting_players_and_games_of_a_user(&mut $make);
            }
            #[test]
            fn damaged_records_are_contained() {
                super::damaged_records_are_contained(&mut $make);
            }
            #[test]
            fn players_keep_their_own_settings() {
                super::players_keep_their_own_settings(&mut $make);
            }
            #[test]
            fn game_ids_are_unique() {
                super::game_ids_are_unique(&mut $make);
            }
        }
    };
}

conformance!(memory, Memory(MemoryStore::new()));
conformance!(sled, Sled::new());
conformance!(postgres, Postgres::new());

#[test]
fn sled_refuses_a_cache_too_small_instead_of_panicking() {
    let dir = scratch_dir();
    for bytes in [0, 4096] {
        let options = SledOptions {
            path: dir.clone(),
            cache_capacity: bytes,
        };
        match SledStore::open(&options) {
            Err(StoreError::Invalid(why)) => assert!(why.contains("at least 1 MiB"), "{why}"),
            other => panic!("cache of {bytes} bytes: {other:?}"),
        }
    }
    let smallest = SledOptions {
        path: dir.clone(),
        cache_capacity: SledOptions::MIN_CACHE,
    };
    assert!(SledStore::open(&smallest).is_ok());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sled_says_when_another_process_holds_the_store() {
    let dir = scratch_dir();
    let first = SledStore::open(&SledOptions::new(&dir)).unwrap();
    let second = SledStore::open(&SledOptions::new(&dir)).unwrap_err();
    let said = second.to_string();
    assert!(
        said.contains("in use by another process") && !said.contains("WouldBlock"),
        "{said}"
    );
    drop(first);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A process killed while sled wrote a snapshot leaves it half-written
/// (`snap.<lsn>.generating`); sled 0.34 then reads it as the newest one and
/// refuses the whole store (sled#1527). The store opens with every game,
/// and keeps the half-written file aside.
#[test]
fn sled_opens_after_a_kill_in_the_middle_of_a_snapshot() {
    let dir = scratch_dir();
    let store = SledStore::open(&SledOptions::new(&dir)).unwrap();
    let made = store.create(record(&store, 1, &[10, 20])).unwrap();
    let played = act(&store, 1, 2_000, "V2 c1");
    drop(store);
    // What a kill in the middle of `write_snapshot` leaves: a start of
    // the snapshot, no length or checksum yet, under a name that sorts
    // after every complete one.
    let half = dir.join("snap.FFFFFFFFFFFFFFF0.generating");
    std::fs::write(&half, b"half a snapshot").unwrap();
    let store = SledStore::open(&SledOptions::new(&dir)).unwrap();
    assert_eq!(store.get(ChannelId(1)).unwrap(), Some(played));
    assert_eq!(made.id, store.get(ChannelId(1)).unwrap().unwrap().id);
    assert!(!half.exists());
    assert!(
        dir.join("unfinished-snapshots/snap.FFFFFFFFFFFFFFF0.generating")
            .exists()
    );
    drop(store);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn postgres_migrates_once_and_again_changes_nothing() {
    let url = pg::database();
    let first = PostgresStore::open(&PostgresOptions::new(&url)).unwrap();
    assert_eq!(first.schema_version().unwrap(), 2);
    // A second process starting on the same database: nothing to apply.
    let second = PostgresStore::open(&PostgresOptions::new(&url)).unwrap();
    assert_eq!(second.schema_version().unwrap(), 2);
    let made = second.create(record(&second, 1, &[10, 20])).unwrap();
    assert_eq!(first.get(ChannelId(1)).unwrap(), Some(made));
}

/// A database that cannot be used says why in the server's own words, not
/// only the driver's "db error".
#[test]
fn postgres_errors_say_what_the_server_said() {
    let url = pg::database();
    let (server, _) = url.rsplit_once('/').unwrap();
    let missing = PostgresStore::open(&PostgresOptions::new(format!("{server}/no_such_database")))
        .unwrap_err()
        .to_string();
    assert!(
        missing.contains("database \"no_such_database\" does not exist"),
        "{missing}"
    );
}

/// A server that accepts the connection and never answers (a wedged
/// proxy): opening gives up after its timeout and says why, instead of
/// waiting for ever.
#[test]
fn postgres_that_never_answers_is_given_up() {
    let port = support::silent::silent_server();
    let started = std::time::Instant::now();
    let error = PostgresStore::open(&PostgresOptions::new(format!(
        "postgres://keystone@127.0.0.1:{port}/keystone"
    )))
    .unwrap_err()
    .to_string();
    assert!(error.contains("cannot reach the database"), "{error}");
    // Not a timing assertion: only that it did not wait for ever.
    assert!(started.elapsed() < std::time::Duration::from_secs(120));
}

/// Processes starting at the same moment on a new database: each step is
/// applied by one of them, and every one opens.
#[test]
fn postgres_migrates_once_when_processes_start_together() {
    let url = pg::database();
    let starting = 4;
    let barrier = std::sync::Barrier::new(starting);
    let opened: Vec<Result<PostgresStore, _>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..starting)
            .map(|_| {
                scope.spawn(|| {
                    barrier.wait();
                    PostgresStore::open(&PostgresOptions::new(&url))
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for store in &opened {
        let store = store.as_ref().expect("every process opens");
        assert_eq!(store.schema_version().unwrap(), 2);
    }
    let store = opened.into_iter().next().unwrap().unwrap();
    let made = store.create(record(&store, 1, &[10, 20])).unwrap();
    assert_eq!(store.get(ChannelId(1)).unwrap(), Some(made));
}
