//! A command the store runs again: a compare-and-swap store runs a change
//! again when another write came first, and only the last run counts. What
//! the service says must be what the last run did.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use keystone_bot::service::{NewGame, Service, SystemClock};
use keystone_data::{
    ChannelId, Counts, Decision, Finished, GameId, GameRecord, MemoryStore, Scan, Snapshot, Store,
    StoreError, Summary, Waiting,
};

use crate::common::{self, BOB, HERE};

/// A store whose next update first runs the change on an older record (the
/// game as it was before the lines waiting to be confirmed were kept),
/// throws that run away as a lost race would, then runs it on the game as
/// it is.
#[derive(Default)]
struct Racing {
    inner: MemoryStore,
    race: AtomicBool,
}

impl Store for Racing {
    fn new_game_id(&self) -> Result<GameId, StoreError> {
        self.inner.new_game_id()
    }
    fn get(&self, channel: ChannelId) -> Result<Option<GameRecord>, StoreError> {
        self.inner.get(channel)
    }
    fn create(&self, record: GameRecord) -> Result<GameRecord, StoreError> {
        self.inner.create(record)
    }
    fn update_with(
        &self,
        channel: ChannelId,
        now: i64,
        change: &mut dyn FnMut(&GameRecord) -> Decision,
    ) -> Result<Option<GameRecord>, StoreError> {
        if self.race.swap(false, Ordering::SeqCst)
            && let Some(mut older) = self.inner.get(channel)?
        {
            for seat in &mut older.seats {
                seat.pending = None;
            }
            // Lost: another write came first.
            let _ = change(&older);
        }
        self.inner.update_with(channel, now, change)
    }
    fn archived(&self, channel: ChannelId, game: GameId) -> Result<Option<GameRecord>, StoreError> {
        self.inner.archived(channel, game)
    }
    fn latest_archived(&self, channel: ChannelId) -> Result<Option<GameRecord>, StoreError> {
        self.inner.latest_archived(channel)
    }
    fn results(&self, guild: Option<u64>) -> Result<Scan<Finished>, StoreError> {
        self.inner.results(guild)
    }
    fn waiting(&self, before: i64) -> Result<Scan<Waiting>, StoreError> {
        self.inner.waiting(before)
    }
    fn games_of(&self, user: u64) -> Result<Scan<Summary>, StoreError> {
        self.inner.games_of(user)
    }
    fn counts(&self) -> Result<Counts, StoreError> {
        self.inner.counts()
    }
    fn quarantine(&self, channel: ChannelId) -> Result<bool, StoreError> {
        self.inner.quarantine(channel)
    }
    fn snapshot(&self) -> Result<Snapshot, StoreError> {
        self.inner.snapshot()
    }
    fn import(&self, record: &GameRecord) -> Result<(), StoreError> {
        self.inner.import(record)
    }
}

#[test]
fn a_line_confirmed_by_typing_it_again_is_told_as_played_when_the_store_ran_it_twice() {
    let store = Arc::new(Racing::default());
    let service = Service::with_seeds(store.clone(), Arc::new(SystemClock), Box::new(|| 11));
    let game = NewGame {
        kind: "grands-batisseurs".into(),
        ..common::cardinal(&[BOB], Some(11), None)
    };
    service.new_game(HERE, &game).unwrap();
    service.accept(HERE, BOB, None).unwrap();
    let record = store.get(HERE).unwrap().unwrap();
    let opener = record.seats[record.to_act[0].index()].user;
    // A bid above one's purse is asked about first, and kept.
    let asked = service.play(HERE, opener, "auction up 99", None).unwrap();
    assert!(asked.private, "{}", asked.text);
    let step = store.get(HERE).unwrap().unwrap().log.len();
    // Typed again, it is played; the run the store threw away had asked.
    store.race.store(true, Ordering::SeqCst);
    let played = service.play(HERE, opener, "auction up 99", None).unwrap();
    assert_eq!(store.get(HERE).unwrap().unwrap().log.len(), step + 1);
    assert!(!played.private, "told as asked again: {}", played.text);
}
