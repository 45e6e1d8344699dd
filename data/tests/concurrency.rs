//! Many threads hammering one channel: no accepted update is ever lost or
//! applied twice.

use std::collections::HashSet;
use std::sync::Arc;

use keystone_data::{
    ChannelId, GameId, GameRecord, GameStatus, LoggedAction, MemoryStore, PostgresOptions,
    PostgresStore, Seat, SeatRecord, SledOptions, SledStore, Store, update,
};

use crate::support;

use support::pg;

const THREADS: usize = 8;
const UPDATES: usize = 40;

fn hammer(store: &Arc<dyn Store>) {
    let channel = ChannelId(42);
    store
        .create(GameRecord {
            id: GameId(1),
            kind: "basilica".into(),
            channel,
            guild: None,
            seats: vec![SeatRecord::new(1, "A"), SeatRecord::new(2, "B")],
            status: GameStatus::Active,
            state: String::new(),
            version: 0,
            created: 0,
            updated: 0,
            to_act: vec![Seat::from_index(0)],
            waiting_since: 0,
            log: Vec::new(),
            result: None,
            settings: Default::default(),
            nudges: Default::default(),
            abort: None,
        })
        .unwrap();
    let threads: Vec<_> = (0..THREADS)
        .map(|t| {
            let store = Arc::clone(store);
            std::thread::spawn(move || {
                let mut accepted = Vec::new();
                for i in 0..UPDATES {
                    let text = format!("t{t}-{i}");
                    // Half the changes are refused, as an illegal action would be.
                    let result = update(&*store, channel, i as i64, |current| {
                        if (t + i) % 2 == 1 {
                            return Err("refused");
                        }
                        let mut next = current.clone();
                        next.log.push(LoggedAction {
                            seat: Seat::from_index(0),
                            text: text.clone(),
                            at: i as i64,
                            auto: false,
                            standing: false,
                        });
                        Ok((next, ()))
                    });
                    if result.is_ok() {
                        accepted.push(text);
                    }
                }
                accepted
            })
        })
        .collect();
    let accepted: Vec<String> = threads
        .into_iter()
        .flat_map(|t| t.join().unwrap())
        .collect();
    let record = store.get(channel).unwrap().unwrap();
    let logged: Vec<&str> = record.log.iter().map(|a| a.text.as_str()).collect();
    assert_eq!(accepted.len(), THREADS * UPDATES / 2);
    assert_eq!(
        logged.len(),
        accepted.len(),
        "every accepted update is in the log"
    );
    let unique: HashSet<&str> = logged.iter().copied().collect();
    assert_eq!(unique.len(), logged.len(), "and only once");
    for text in &accepted {
        assert!(unique.contains(text.as_str()), "{text} lost");
    }
    assert_eq!(
        record.version,
        1 + accepted.len() as u64,
        "one version per accepted update"
    );
    // Each thread's updates keep their order.
    for t in 0..THREADS {
        let mine: Vec<usize> = logged
            .iter()
            .filter_map(|s| s.strip_prefix(&format!("t{t}-")))
            .map(|i| i.parse().unwrap())
            .collect();
        assert!(mine.windows(2).all(|w| w[0] < w[1]), "thread {t}: {mine:?}");
    }
}

#[test]
fn memory_store_loses_no_update() {
    hammer(&(Arc::new(MemoryStore::new()) as Arc<dyn Store>));
}

#[test]
fn sled_store_loses_no_update() {
    let scratch_dir = scratch("concurrency");
    let dir = scratch_dir.path();
    hammer(&(Arc::new(SledStore::open(&SledOptions::new(dir)).unwrap()) as Arc<dyn Store>));
}

#[test]
fn postgres_store_loses_no_update() {
    let store = PostgresStore::open(&PostgresOptions::new(pg::database())).unwrap();
    hammer(&(Arc::new(store) as Arc<dyn Store>));
}

/// A scratch directory, removed when dropped (also when a test fails).
fn scratch(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("keystone-{name}-"))
        .tempdir()
        .unwrap()
}
