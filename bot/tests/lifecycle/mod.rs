//! Many games of every game of the registry and every table size it takes
//! (Babylon alone among them) played through the service by
//! players who do anything at any time: invitations accepted and refused,
//! moves by the right and the wrong seat, resignations, abort proposals and
//! agreements, claims once a move clock ran out, paid questions left to
//! expire, standing answers, Keystone as an opponent, stale buttons and
//! buttons of other games and channels, the sweep, and restarts of the
//! whole bot over its sled store. After every step: no panic, no internal
//! error; every game that ends has a result its own record reproduces,
//! and everyone at the table but the one who ended it is told; at the end
//! the ratings still add up to 1000 a player.
//!
//! `LIFECYCLE_GAMES=2000 cargo test --release -p keystone-bot --test bot
//! lifecycle:: -- --ignored` plays a long soak run.
//!
//! Here are the bot, the run and its checks at the end; what the run
//! checks after each step is in `checks.rs`, what it does in `steps.rs`.

mod checks;
mod steps;

use crate::common::{self, Manual};

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::Arc;

use keystone_bot::games;
use keystone_bot::service::{Clock, Prompt, Service, User};
use keystone_data::backup::Backup;
use keystone_data::{ChannelId, GameRecord, Seat, SledOptions, SledStore, Store};
use keystone_engine::GameRng;
use keystone_engine::rng::Stream;

/// The people who play, all on one server.
const PEOPLE: [u64; 6] = [11, 12, 13, 14, 15, 16];
/// Keystone's own user id, when it plays.
const KEYSTONE: u64 = 99;
/// The channels games are played in, side by side.
const CHANNELS: [ChannelId; 3] = [ChannelId(501), ChannelId(502), ChannelId(503)];
const GUILD: u64 = 5;

/// The bot, as a restart would make it again over the same store.
struct Bot {
    dir: PathBuf,
    clock: Arc<Manual>,
    service: Option<Service>,
    seed: u64,
}

impl Bot {
    fn open(dir: PathBuf, clock: Arc<Manual>, seed: u64) -> Bot {
        let mut bot = Bot {
            dir,
            clock,
            service: None,
            seed,
        };
        bot.restart();
        bot
    }

    fn restart(&mut self) {
        // Everything in memory goes; the store stays.
        self.service = None;
        let options = SledOptions {
            path: self.dir.clone(),
            cache_capacity: SledOptions::MIN_CACHE,
        };
        let store = SledStore::open(&options).expect("the store opens again");
        self.seed = self
            .seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        let seed = self.seed;
        let mut service = Service::with_seeds(
            Arc::new(store),
            Arc::clone(&self.clock) as Arc<dyn Clock>,
            Box::new(move || seed),
        );
        service.set_open_games(4);
        self.service = Some(service);
    }

    fn service(&self) -> &Service {
        self.service.as_ref().expect("running")
    }
}

fn name(id: u64) -> String {
    if id == KEYSTONE {
        "Keystone".into()
    } else {
        format!("P{id}")
    }
}

fn person(id: u64) -> User {
    User { id, name: name(id) }
}

/// What the test remembers of a game it started: who sits at it, and for
/// a game set up like the fixed-deck example, that example's lines (played
/// while they apply: they reach paid questions, which random play rarely
/// does).
#[derive(Clone, Debug)]
struct Table {
    users: Vec<u64>,
    script: Vec<String>,
}

/// One run of the lifecycle: `games` games, from `seed`.
struct Run {
    bot: Bot,
    rng: GameRng,
    /// Every prompt ever offered, with the channel it was shown in.
    prompts: Vec<(ChannelId, Prompt)>,
    /// What is being played, by channel.
    tables: Vec<Option<Table>>,
    started: usize,
    ended: BTreeSet<u64>,
    steps: usize,
    seed: u64,
    /// What happened, by kind: for the summary, and to check the run
    /// reached every path.
    seen: std::collections::BTreeMap<String, usize>,
}

impl Run {
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.rng.below(items.len() as u32) as usize]
    }

    fn chance(&mut self, percent: u32) -> bool {
        self.rng.below(100) < percent
    }

    fn store(&self) -> &Arc<dyn Store> {
        self.bot.service().store()
    }
}

fn index(channel: ChannelId) -> usize {
    CHANNELS.iter().position(|&c| c == channel).unwrap()
}

/// The seats that left a game: its `leave` lines.
fn left(record: &GameRecord) -> Vec<Seat> {
    record
        .log
        .iter()
        .filter(|a| a.text == "leave")
        .map(|a| a.seat)
        .collect()
}

fn run(games: usize, seed: u64) -> std::collections::BTreeMap<String, usize> {
    let scratch_dir = common::scratch(&format!("lifecycle-{seed}"));
    let dir = scratch_dir.path();
    let clock = Arc::new(Manual::default());
    let mut run = Run {
        bot: Bot::open(dir.to_path_buf(), clock, seed),
        rng: GameRng::new(seed, Stream::Play),
        prompts: Vec::new(),
        tables: vec![None; CHANNELS.len()],
        started: 0,
        ended: BTreeSet::new(),
        steps: 0,
        seed,
        seen: std::collections::BTreeMap::new(),
    };
    while run.started < games || run.tables.iter().any(Option::is_some) {
        let channel = run.pick(&CHANNELS);
        if run.tables[index(channel)].is_none() && run.started >= games {
            continue;
        }
        run.step(channel);
        assert!(run.steps < games * 2_000, "seed {seed}: the games end");
        if run.steps.is_multiple_of(150) {
            // The games under way, as a backup would hold them, replay.
            let backup = Backup::take(&**run.store(), "sled").unwrap();
            whole(seed, &backup.active);
        }
    }
    // Everything that ended, backed up and restored elsewhere, whole.
    let backup = Backup::take(&**run.store(), "sled").unwrap();
    whole(seed, &backup.archived);
    let mut bytes = Vec::new();
    backup.write(&mut bytes).unwrap();
    let elsewhere = keystone_data::MemoryStore::new();
    let restored = Backup::read(bytes.as_slice())
        .unwrap()
        .restore(&elsewhere, false)
        .unwrap();
    assert_eq!(restored.counts, run.store().counts().unwrap());
    // Ratings: every finished game counted once, their sum kept.
    let service = run.bot.service();
    let board = service.leaderboard(Some(GUILD)).unwrap();
    let ratings: Vec<i64> = board
        .details
        .iter()
        .filter_map(|line| line.split(" — ").nth(1))
        .filter_map(|rest| rest.split_whitespace().next()?.parse().ok())
        .collect();
    if !ratings.is_empty() {
        let total: i64 = ratings.iter().sum();
        let expected = 1000 * ratings.len() as i64;
        assert!(
            (total - expected).abs() <= ratings.len() as i64,
            "seed {seed}: ratings {ratings:?} add up to {total}, not {expected}"
        );
    }
    let counts = run.store().counts().unwrap();
    assert_eq!((counts.invited, counts.active), (0, 0));
    assert_eq!(
        (counts.finished + counts.aborted) as usize,
        run.ended.len(),
        "seed {seed}: every game ended once"
    );
    eprintln!(
        "seed {seed}: {} games, {} steps, {} finished, {} aborted",
        run.started, run.steps, counts.finished, counts.aborted
    );
    let seen = std::mem::take(&mut run.seen);
    drop(run);
    seen
}

/// Every game of `records` replays to its stored position.
fn whole(seed: u64, records: &[GameRecord]) {
    for record in records {
        if let Err(why) = keystone_bot::backups::replays(record) {
            panic!(
                "seed {seed}: the {} game of channel {} ({:?}): {why}",
                record.kind, record.channel.0, record.status
            );
        }
    }
}

/// Adds `more` to `all`.
fn add(
    all: &mut std::collections::BTreeMap<String, usize>,
    more: std::collections::BTreeMap<String, usize>,
) {
    for (what, n) in more {
        *all.entry(what).or_default() += n;
    }
}

#[test]
fn random_tables_of_one_to_four_live_and_end_consistently() {
    let mut seen = std::collections::BTreeMap::new();
    for seed in [1, 2, 3, 4] {
        add(&mut seen, run(30, seed));
    }
    eprintln!("{seen:#?}");
    // Every path was taken.
    for path in [
        "resign",
        "claim",
        "agree",
        "continue",
        "button",
        "button (earlier game)",
        "ended resigned, 2 seats, 1 left",
        "ended timeout, 2 seats, 1 left",
        "ended aborted, 3 seats, 0 left",
        "ended declined, 2 seats, 0 left",
    ] {
        assert!(seen.contains_key(path), "never: {path}");
    }
    // Every game of the registry, at every table size it takes.
    for kind in games::KINDS {
        for seats in kind.seats.clone() {
            let started = format!("started {} for {seats}", kind.name);
            assert!(seen.contains_key(&started), "never: {started}");
        }
    }
    let departed_and_played_on = seen
        .iter()
        .filter(|(k, _)| k.starts_with("ended") && !k.contains(", 0 left"))
        .any(|(k, _)| k.contains("3 seats") || k.contains("4 seats"));
    assert!(
        departed_and_played_on,
        "a table of three or four lost a seat"
    );
}

#[test]
#[ignore = "a soak run; LIFECYCLE_GAMES sets its length"]
fn soak() {
    let games = std::env::var("LIFECYCLE_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(1000);
    let mut seen = std::collections::BTreeMap::new();
    for seed in 100..104 {
        add(&mut seen, run(games / 4, seed));
    }
    eprintln!("{seen:#?}");
}
