//! The store, timed: every call's latency goes to the metrics
//! (`keystone_store_seconds{op}`), whatever the backend.

use std::sync::Arc;
use std::time::Instant;

use keystone_data::{
    ChannelId, Counts, Decision, Finished, GameId, GameRecord, Profile, Scan, Snapshot, Store,
    StoreError, Summary, Waiting,
};

/// A store whose calls are timed.
#[derive(Clone)]
pub struct MeteredStore(Arc<dyn Store>);

impl std::fmt::Debug for MeteredStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("MeteredStore")
    }
}

impl MeteredStore {
    /// `store`, timed.
    pub fn new(store: Arc<dyn Store>) -> MeteredStore {
        MeteredStore(store)
    }
}

/// Runs `call`, recording how long it took as `op`.
fn timed<T>(op: &'static str, call: impl FnOnce() -> T) -> T {
    let started = Instant::now();
    let result = call();
    metrics::histogram!("keystone_store_seconds", "op" => op)
        .record(started.elapsed().as_secs_f64());
    result
}

impl Store for MeteredStore {
    fn new_game_id(&self) -> Result<GameId, StoreError> {
        timed("new_game_id", || self.0.new_game_id())
    }
    fn get(&self, channel: ChannelId) -> Result<Option<GameRecord>, StoreError> {
        timed("get", || self.0.get(channel))
    }
    fn create(&self, record: GameRecord) -> Result<GameRecord, StoreError> {
        timed("create", || self.0.create(record))
    }
    fn update_with(
        &self,
        channel: ChannelId,
        now: i64,
        change: &mut dyn FnMut(&GameRecord) -> Decision,
    ) -> Result<Option<GameRecord>, StoreError> {
        timed("update", || self.0.update_with(channel, now, change))
    }
    fn archived(&self, channel: ChannelId, game: GameId) -> Result<Option<GameRecord>, StoreError> {
        timed("archived", || self.0.archived(channel, game))
    }
    fn latest_archived(&self, channel: ChannelId) -> Result<Option<GameRecord>, StoreError> {
        timed("latest_archived", || self.0.latest_archived(channel))
    }
    fn results(&self, guild: Option<u64>) -> Result<Scan<Finished>, StoreError> {
        timed("results", || self.0.results(guild))
    }
    fn waiting(&self, before: i64) -> Result<Scan<Waiting>, StoreError> {
        timed("waiting", || self.0.waiting(before))
    }
    fn games_of(&self, user: u64) -> Result<Scan<Summary>, StoreError> {
        timed("games_of", || self.0.games_of(user))
    }
    fn counts(&self) -> Result<Counts, StoreError> {
        timed("counts", || self.0.counts())
    }
    fn quarantine(&self, channel: ChannelId) -> Result<bool, StoreError> {
        timed("quarantine", || self.0.quarantine(channel))
    }
    fn snapshot(&self) -> Result<Snapshot, StoreError> {
        timed("snapshot", || self.0.snapshot())
    }
    fn profile(&self, user: u64) -> Result<Option<Profile>, StoreError> {
        timed("profile", || self.0.profile(user))
    }
    fn set_profile(&self, profile: &Profile) -> Result<(), StoreError> {
        timed("set_profile", || self.0.set_profile(profile))
    }
    fn profiles(&self) -> Result<Vec<Profile>, StoreError> {
        timed("profiles", || self.0.profiles())
    }
    fn import(&self, record: &GameRecord) -> Result<(), StoreError> {
        timed("import", || self.0.import(record))
    }
    fn is_empty(&self) -> Result<bool, StoreError> {
        self.0.is_empty()
    }
    fn flush(&self) -> Result<(), StoreError> {
        timed("flush", || self.0.flush())
    }
}
