//! Which channels' games changed, as they change: the web board's live
//! updates. The store is watched, so whatever changes a game (a command, a
//! button, the web board, Keystone's own move, the sweep) tells every board
//! open on that channel.

use std::sync::Arc;

use keystone_data::{
    ChannelId, Counts, Decision, Finished, GameId, GameRecord, Scan, Snapshot, Store, StoreError,
    Summary, Waiting,
};
use tokio::sync::broadcast;

/// A game that changed: its channel, and the game and step it is at now
/// when known (a board already showing that step need not ask again).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Changed {
    /// The game's channel.
    pub channel: ChannelId,
    /// The game's id and step, after the change.
    pub stamp: Option<(u64, u64)>,
}

/// The channels whose game changed, told to every listener.
#[derive(Clone, Debug)]
pub struct Changes(broadcast::Sender<Changed>);

impl Default for Changes {
    fn default() -> Changes {
        // A listener that falls this far behind is told to look again.
        Changes(broadcast::channel(1024).0)
    }
}

impl Changes {
    /// Tells every listener that `channel`'s game changed (to `record`,
    /// if known).
    pub fn changed(&self, channel: ChannelId, record: Option<&GameRecord>) {
        // Nobody listening is fine.
        let _ = self.0.send(Changed {
            channel,
            stamp: record.map(|r| (r.id.0, r.step())),
        });
    }

    /// A new listener.
    pub fn listen(&self) -> broadcast::Receiver<Changed> {
        self.0.subscribe()
    }
}

/// A store that tells [`Changes`] of each game it writes.
pub struct WatchedStore {
    store: Arc<dyn Store>,
    changes: Changes,
}

impl std::fmt::Debug for WatchedStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("WatchedStore")
    }
}

impl WatchedStore {
    /// `store`, telling `changes` of each change.
    pub fn new(store: Arc<dyn Store>, changes: Changes) -> WatchedStore {
        WatchedStore { store, changes }
    }

    fn told<T>(&self, channel: ChannelId, result: Result<T, StoreError>) -> Result<T, StoreError> {
        if result.is_ok() {
            self.changes.changed(channel, None);
        }
        result
    }
}

impl Store for WatchedStore {
    fn new_game_id(&self) -> Result<GameId, StoreError> {
        self.store.new_game_id()
    }
    fn get(&self, channel: ChannelId) -> Result<Option<GameRecord>, StoreError> {
        self.store.get(channel)
    }
    fn create(&self, record: GameRecord) -> Result<GameRecord, StoreError> {
        let channel = record.channel;
        let created = self.store.create(record);
        if let Ok(record) = &created {
            self.changes.changed(channel, Some(record));
        }
        created
    }
    fn update_with(
        &self,
        channel: ChannelId,
        now: i64,
        change: &mut dyn FnMut(&GameRecord) -> Decision,
    ) -> Result<Option<GameRecord>, StoreError> {
        let updated = self.store.update_with(channel, now, change);
        if let Ok(Some(record)) = &updated {
            self.changes.changed(channel, Some(record));
        }
        updated
    }
    fn archived(&self, channel: ChannelId, game: GameId) -> Result<Option<GameRecord>, StoreError> {
        self.store.archived(channel, game)
    }
    fn latest_archived(&self, channel: ChannelId) -> Result<Option<GameRecord>, StoreError> {
        self.store.latest_archived(channel)
    }
    fn results(&self, guild: Option<u64>) -> Result<Scan<Finished>, StoreError> {
        self.store.results(guild)
    }
    fn waiting(&self, before: i64) -> Result<Scan<Waiting>, StoreError> {
        self.store.waiting(before)
    }
    fn games_of(&self, user: u64) -> Result<Scan<Summary>, StoreError> {
        self.store.games_of(user)
    }
    fn counts(&self) -> Result<Counts, StoreError> {
        self.store.counts()
    }
    fn quarantine(&self, channel: ChannelId) -> Result<bool, StoreError> {
        let moved = self.store.quarantine(channel);
        self.told(channel, moved)
    }
    fn snapshot(&self) -> Result<Snapshot, StoreError> {
        self.store.snapshot()
    }
    fn import(&self, record: &GameRecord) -> Result<(), StoreError> {
        let imported = self.store.import(record);
        if imported.is_ok() {
            self.changes.changed(record.channel, Some(record));
        }
        imported
    }
    fn is_empty(&self) -> Result<bool, StoreError> {
        self.store.is_empty()
    }
    fn flush(&self) -> Result<(), StoreError> {
        self.store.flush()
    }
}
