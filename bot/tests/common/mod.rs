//! What the service-level tests share: the players, the fixed-deck game
//! they play, how they read a refusal, and a store under watch.
#![allow(dead_code, unreachable_pub)]

pub mod watched;

use std::path::Path;
use std::sync::atomic::{AtomicI64, Ordering};

use keystone_bot::service::{Clock, First, NewGame, Service, ServiceError, User};
use keystone_data::ChannelId;
use keystone_engine::Record;

pub const ALICE: u64 = 1001;
pub const BOB: u64 = 1002;
pub const CAROL: u64 = 1003;
pub const EVE: u64 = 666;
pub const HERE: ChannelId = ChannelId(77);

/// When a test's clock starts, unless it says otherwise (in ms since the
/// epoch: November 2023).
pub const T0: i64 = 1_700_000_000_000;

/// A clock that moves only when the test says, in ms since the epoch.
pub struct Manual(AtomicI64);

impl Manual {
    /// A clock reading `at`.
    pub fn new(at: i64) -> Manual {
        Manual(AtomicI64::new(at))
    }

    /// Sets the time to `at`.
    pub fn set(&self, at: i64) {
        self.0.store(at, Ordering::SeqCst);
    }

    /// Moves the time on by `ms`.
    pub fn advance(&self, ms: i64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

impl Default for Manual {
    fn default() -> Manual {
        Manual::new(T0)
    }
}

impl Clock for Manual {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// The fixed-deck example game (`examples/basilica-fixed-deck.txt`): paid
/// orders bought and declined, scorings, the pile running out.
pub fn record() -> Record {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/basilica-fixed-deck.txt");
    Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// A test user, named after their id.
pub fn user(id: u64) -> User {
    let name = match id {
        ALICE => "Alice",
        BOB => "Bob",
        CAROL => "Carol",
        _ => "Eve",
    };
    User {
        id,
        name: name.into(),
    }
}

/// `host` invites `opponent` to the record's game (its seed, first player
/// and deck), on server 5.
pub fn new_game(record: &Record, host: u64, opponent: u64, clock: Option<i64>) -> NewGame {
    NewGame {
        computer: None,
        kind: "basilica".into(),
        guild: Some(5),
        host: user(host),
        opponent: Some(user(opponent)),
        others: Vec::new(),
        first: if record.first.is_none_or(|first| first.index() == 0) {
            First::Me
        } else {
            First::Opponent
        },
        seed: record.seed,
        headers: record
            .headers
            .iter()
            .map(|h| (h.key.clone(), h.value.clone()))
            .collect(),
        clock,
    }
}

/// Plays the record's lines `range` in `channel`, seat 1 being `one` and
/// seat 2 `two`; panics on a refusal.
pub fn play(
    service: &Service,
    channel: ChannelId,
    (one, two): (u64, u64),
    range: std::ops::Range<usize>,
) -> Vec<keystone_bot::service::Reply> {
    record().actions[range]
        .iter()
        .map(|line| {
            let who = if line.seat.number() == 1 { one } else { two };
            service
                .play(channel, who, &line.text, None)
                .unwrap_or_else(|e| panic!("line {}: {} → {e}", line.line, line.text))
        })
        .collect()
}

/// The message of a refusal; panics on anything else.
pub fn refused<T: std::fmt::Debug>(result: Result<T, ServiceError>) -> String {
    match result {
        Err(e @ (ServiceError::Refused(_) | ServiceError::NoGame | ServiceError::Busy)) => e.words(
            keystone_bot::service::Reader::markdown(keystone_bot::i18n::Lang::En),
        ),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// Alice invites `opponents` (one to three) to Cardinal on server 5; she
/// starts; the seed is drawn unless given.
pub fn cardinal(opponents: &[u64], seed: Option<u64>, clock: Option<i64>) -> NewGame {
    NewGame {
        kind: "cardinal".into(),
        guild: Some(5),
        host: user(ALICE),
        opponent: Some(user(opponents[0])),
        others: opponents[1..].iter().map(|&id| user(id)).collect(),
        first: First::Me,
        seed,
        headers: vec![],
        clock,
        computer: None,
    }
}

/// A scratch directory for one test, removed when dropped (also when the
/// test fails).
pub fn scratch(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("keystone-{name}-"))
        .tempdir()
        .unwrap()
}

/// A service over a fresh memory store with a game of `kind` for `seats`
/// under way in [`HERE`] (Alice, Bob, Carol, Dan, everyone accepted) from
/// `seed`, `first` starting; the store too.
pub fn table(
    kind: &str,
    seats: usize,
    seed: u64,
    first: First,
) -> (std::sync::Arc<keystone_data::MemoryStore>, Service) {
    use std::sync::Arc;
    const DAN: u64 = 1004;
    let store = Arc::new(keystone_data::MemoryStore::new());
    let service = Service::with_seeds(
        Arc::clone(&store) as Arc<dyn keystone_data::Store>,
        Arc::new(keystone_bot::service::SystemClock),
        Box::new(move || seed),
    );
    let others = [BOB, CAROL, DAN];
    let mut invited = others[..seats - 1].iter().map(|&id| user(id));
    let game = NewGame {
        kind: kind.to_owned(),
        guild: Some(5),
        host: user(ALICE),
        opponent: invited.next(),
        others: invited.collect(),
        first,
        seed: Some(seed),
        headers: Vec::new(),
        clock: None,
        computer: None,
    };
    service.new_game(HERE, &game).unwrap();
    for &id in &others[..seats - 1] {
        service.accept(HERE, id, None).unwrap();
    }
    (store, service)
}
