//! The stores at scale: 10,000 stored games (real Basilica states and
//! logs) on sled, then 10,000 and 100,000 on PostgreSQL (a throwaway
//! server, as the tests start), with durable updates on random channels.
//! Prints update latency p50/p99, query times, the size on disk and the
//! process's memory (RSS), as quoted in the README. Run with
//! `cargo bench -p keystone-data`. Run without `--bench`, as
//! `cargo test --benches` runs it in CI, it stores 100 games and makes 50
//! updates, so that it cannot rot.

use std::time::{Duration, Instant};

use keystone_data::backup::Backup;
use keystone_data::{
    ChannelId, GameRecord, GameStatus, LoggedAction, PostgresOptions, PostgresStore, Seat,
    SeatRecord, SledOptions, SledStore, Store, update,
};

#[path = "../tests/support/pg.rs"]
mod pg;
use keystone_engine::basilica::Basilica;
use keystone_engine::play::random_action;
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng, Seating, snapshot};

/// How many games are stored and how many updates are timed: the figures
/// quoted when measuring, a small run otherwise.
struct Size {
    games: u64,
    updates: usize,
}

impl Size {
    fn of_this_run() -> Self {
        if std::env::args().any(|a| a == "--bench") {
            Size {
                games: 10_000,
                updates: 2_000,
            }
        } else {
            Size {
                games: 100,
                updates: 50,
            }
        }
    }
}

/// States and logs of random games, stopped part-way.
fn positions(count: u64) -> Vec<(String, Vec<LoggedAction>)> {
    (0..count)
        .map(|seed| {
            let mut game = Basilica::new(
                &Seating {
                    seats: 2,
                    first: None,
                    seed,
                },
                &Default::default(),
            )
            .unwrap();
            let mut rng = GameRng::new(seed, Stream::Play);
            let mut buffer = Vec::new();
            let mut log = Vec::new();
            for _ in 0..20 + seed % 60 {
                let Some((seat, action)) = random_action(&game, &mut rng, &mut buffer) else {
                    break;
                };
                game.apply(seat, &action).unwrap();
                log.push(LoggedAction {
                    seat,
                    text: action.to_string(),
                    at: 1_700_000_000_000,
                    auto: false,
                    standing: false,
                });
            }
            (snapshot::save(&game), log)
        })
        .collect()
}

fn memory_kb(field: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| {
            l.strip_prefix(field)
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        })
        .unwrap_or(0)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return; // `cargo test --benches` asks for a list; this is not a test.
    }
    let size = Size::of_this_run();
    let positions = positions(200);
    let state_bytes: usize =
        positions.iter().map(|(s, _)| s.len()).sum::<usize>() / positions.len();
    println!("states {state_bytes} bytes on average");
    println!("RSS before opening: {} MB", memory_kb("VmRSS:") / 1024);

    let scratch_dir = scratch("store-bench");
    let options = SledOptions::new(scratch_dir.path());
    println!("\n== sled, cache {} MiB", options.cache_capacity >> 20);
    let store = SledStore::open(&options).unwrap();
    load_and_measure(&store, &positions, size.games, size.updates);
    println!("on disk {} MB", store.size_on_disk().unwrap() >> 20);
    println!(
        "RSS at the end: {} MB (peak {} MB)",
        memory_kb("VmRSS:") / 1024,
        memory_kb("VmHWM:") / 1024
    );
    drop(store);
    let started = Instant::now();
    let store = SledStore::open(&options).unwrap();
    assert_eq!(store.counts().unwrap().active, size.games);
    println!("reopening: {:.0} ms", started.elapsed().as_secs_f64() * 1e3);
    let backup_file = measure_backup(&store, "sled", scratch_dir.path());
    drop(store);
    println!("\n== restoring that backup of {} games", size.games);
    let restored_dir = scratch("store-bench-restored");
    let backup = Backup::read_file(&backup_file).unwrap();
    let started = Instant::now();
    backup
        .restore(
            &SledStore::open(&SledOptions::new(restored_dir.path())).unwrap(),
            false,
        )
        .unwrap();
    println!("into sled: {:.1} s", started.elapsed().as_secs_f64());
    let started = Instant::now();
    let postgres = PostgresStore::open(&PostgresOptions::new(pg::database())).unwrap();
    backup.restore(&postgres, false).unwrap();
    println!("into PostgreSQL: {:.1} s", started.elapsed().as_secs_f64());
    measure_backup(&postgres, "postgres", scratch_dir.path());

    // `cargo bench -p keystone-data -- backups`: the sled store and its
    // backups only.
    if std::env::args().any(|a| a == "backups") {
        return;
    }
    for games in [size.games, 10 * size.games] {
        println!("\n== PostgreSQL (a local server, one connection at a time)");
        let store = PostgresStore::open(&PostgresOptions::new(pg::database())).unwrap();
        load_and_measure(&store, &positions, games, size.updates);
        println!(
            "on disk {} MB ({} bytes a game, indexes included)",
            store.size_on_disk().unwrap() >> 20,
            store.size_on_disk().unwrap() / games
        );
    }
}

/// Backs `store` up into `dir` and reads the backup back, each timed (the
/// median of 5); the file.
fn measure_backup(store: &dyn Store, source: &str, dir: &std::path::Path) -> std::path::PathBuf {
    let median = |run: &mut dyn FnMut()| {
        let mut times: Vec<Duration> = (0..5)
            .map(|_| {
                let started = Instant::now();
                run();
                started.elapsed()
            })
            .collect();
        times.sort_unstable();
        times[2].as_secs_f64() * 1e3
    };
    println!("\n== backup of {source}");
    let snapshot = median(&mut || drop(store.snapshot().unwrap()));
    println!("snapshot: {snapshot:.0} ms");
    let take = median(&mut || drop(Backup::take(store, source).unwrap()));
    let backup = Backup::take(store, source).unwrap();
    let file = dir.join(format!("{source}.backup"));
    let mut bytes = 0;
    let write = median(&mut || bytes = backup.write_file(&file).unwrap());
    let read = median(&mut || drop(Backup::read_file(&file).unwrap()));
    let stored: usize = backup
        .active
        .iter()
        .map(|r| keystone_data::codec::encode_record(r).len())
        .sum();
    println!(
        "{} games: read and decoded {take:.0} ms, written {write:.0} ms, {:.1} MB ({:.1} MB stored, {} bytes a game), read back and checked {read:.0} ms",
        backup.active.len() + backup.archived.len(),
        bytes as f64 / 1e6,
        stored as f64 / 1e6,
        bytes / (backup.active.len() + backup.archived.len()).max(1) as u64
    );
    file
}

/// Creates `games` games, updates random ones, and times the queries.
fn load_and_measure(
    store: &dyn Store,
    positions: &[(String, Vec<LoggedAction>)],
    games: u64,
    updates: usize,
) {
    let started = Instant::now();
    for channel in 0..games {
        let (state, log) = positions[(channel % 200) as usize].clone();
        store
            .create(GameRecord {
                id: store.new_game_id().unwrap(),
                kind: "basilica".into(),
                channel: ChannelId(channel),
                guild: Some(channel % 50),
                seats: vec![
                    SeatRecord::new(channel % 3_000, "Zoë"),
                    SeatRecord::new(10_000 + channel % 3_000, "Łukasz"),
                ],
                status: GameStatus::Active,
                state,
                version: 0,
                created: 1_700_000_000_000,
                updated: 1_700_000_000_000,
                to_act: vec![Seat::from_index(0)],
                waiting_since: 1_700_000_000_000 + channel as i64,
                result: None,
                settings: Default::default(),
                nudges: Default::default(),
                abort: None,
                log,
            })
            .unwrap();
    }
    println!(
        "created {games} games in {:.1} s",
        started.elapsed().as_secs_f64()
    );

    // Durable updates on random channels: append an action, replace the state.
    let mut latencies = Vec::with_capacity(updates);
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    for i in 0..updates {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let channel = ChannelId(x % games);
        let state = &positions[i % 200].0;
        let started = Instant::now();
        update(store, channel, 1_800_000_000_000, |current| {
            let mut next = current.clone();
            next.state.clone_from(state);
            next.log.push(LoggedAction {
                seat: Seat::from_index(0),
                text: "V2 c3".into(),
                at: 1_800_000_000_000,
                auto: false,
                standing: false,
            });
            Ok::<_, ()>((next, ()))
        })
        .unwrap();
        latencies.push(started.elapsed());
    }
    latencies.sort_unstable();
    println!(
        "durable update: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({updates} updates)",
        percentile(&latencies, 0.5).as_secs_f64() * 1e3,
        percentile(&latencies, 0.99).as_secs_f64() * 1e3,
        latencies.last().unwrap().as_secs_f64() * 1e3
    );
    // Each query run 5 times: the median.
    let median = |run: &mut dyn FnMut() -> usize| {
        let mut times: Vec<(Duration, usize)> = (0..5)
            .map(|_| {
                let started = Instant::now();
                let n = run();
                (started.elapsed(), n)
            })
            .collect();
        times.sort_unstable();
        times[2]
    };
    let (t, n) = median(&mut || store.waiting(1_700_000_005_000).unwrap().items.len());
    println!(
        "waiting() over {games} games: {n} due, {:.1} ms",
        t.as_secs_f64() * 1e3
    );
    let (t, n) = median(&mut || store.games_of(42).unwrap().items.len());
    println!("games_of(): {n} games, {:.1} ms", t.as_secs_f64() * 1e3);
    let (t, n) = median(&mut || store.counts().unwrap().active as usize);
    println!("counts(): {n} active, {:.1} ms", t.as_secs_f64() * 1e3);
}

/// A scratch directory, removed when dropped (also when a test fails).
fn scratch(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("keystone-{name}-"))
        .tempdir()
        .unwrap()
}
