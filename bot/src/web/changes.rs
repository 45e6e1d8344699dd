//! Which channels' games changed, as they change, and for whom: the web
//! board's live updates. Whatever changes a game (a command, a button, the
//! web board, Keystone's own move, the sweep) tells every board open on
//! that channel whose viewer it concerns: a seat's own settings and answers
//! given ahead reach that seat's boards alone (see
//! [`keystone_data::Audience`]). On the embedded store the process's own
//! writes are watched ([`WatchedStore`]); on PostgreSQL every process hears
//! every process's writes ([`listen`]), told in the writes' own
//! transactions.

use std::sync::Arc;
use std::time::Duration;

use keystone_data::{
    Audience, Change, ChannelId, Counts, Decision, Finished, GameId, GameRecord, PostgresStore,
    Profile, Scan, Snapshot, Store, StoreError, Summary, Waiting,
};
use tokio::sync::broadcast;

/// What a board hears.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Changed {
    /// A channel's game changed.
    Game(Change),
    /// Changes may have been missed (the news of other processes was cut
    /// off for a while): every board looks again.
    Everything,
}

/// The changes, told to every listener.
#[derive(Clone, Debug)]
pub struct Changes(broadcast::Sender<Changed>);

impl Default for Changes {
    fn default() -> Changes {
        // A listener that falls this far behind is told to look again.
        Changes(broadcast::channel(1024).0)
    }
}

impl Changes {
    /// Tells every listener.
    pub fn tell(&self, changed: Changed) {
        // Nobody listening is fine.
        let _ = self.0.send(changed);
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

    fn tell(&self, before: Option<&GameRecord>, after: &GameRecord) {
        self.changes.tell(Changed::Game(Change::of(before, after)));
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
        let created = self.store.create(record);
        if let Ok(record) = &created {
            self.tell(None, record);
        }
        created
    }
    fn update_with(
        &self,
        channel: ChannelId,
        now: i64,
        change: &mut dyn FnMut(&GameRecord) -> Decision,
    ) -> Result<Option<GameRecord>, StoreError> {
        // The record the written change was made from, to tell who it
        // concerns (a change may run again on a newer one).
        let mut before = None;
        let updated = self.store.update_with(channel, now, &mut |current| {
            let decision = change(current);
            if matches!(decision, Decision::Write(_)) {
                before = Some(current.clone());
            }
            decision
        });
        if let Ok(Some(record)) = &updated {
            self.tell(before.as_ref(), record);
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
        if let Ok(true) = moved {
            self.changes.tell(Changed::Game(Change {
                channel,
                stamp: None,
                audience: Audience::Everyone,
            }));
        }
        moved
    }
    fn snapshot(&self) -> Result<Snapshot, StoreError> {
        self.store.snapshot()
    }
    fn profile(&self, user: u64) -> Result<Option<Profile>, StoreError> {
        self.store.profile(user)
    }
    fn set_profile(&self, profile: &Profile) -> Result<(), StoreError> {
        self.store.set_profile(profile)
    }
    fn profiles(&self) -> Result<Vec<Profile>, StoreError> {
        self.store.profiles()
    }
    fn import(&self, record: &GameRecord) -> Result<(), StoreError> {
        let imported = self.store.import(record);
        if imported.is_ok() {
            self.tell(None, record);
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

/// Tells `changes` of every change any process writes to `store`, for as
/// long as the process runs, on a thread of its own. A lost connection is
/// listened again, with a growing pause, and every board told to look
/// again: what changed meanwhile was not heard.
pub fn listen(store: PostgresStore, changes: Changes) {
    let spawned = std::thread::Builder::new()
        .name("keystone-changes".into())
        .spawn(move || {
            let mut pause = Duration::from_millis(100);
            loop {
                let mut listening = match store.listen() {
                    Ok(listening) => listening,
                    Err(error) => {
                        tracing::warn!(%error, "cannot listen to the store's changes; trying again in {pause:?}");
                        std::thread::sleep(pause);
                        pause = (pause * 2).min(Duration::from_secs(10));
                        continue;
                    }
                };
                // Whatever was written while nobody listened.
                changes.tell(Changed::Everything);
                pause = Duration::from_millis(100);
                loop {
                    match listening.next(Duration::from_secs(1)) {
                        Ok(Some(change)) => changes.tell(Changed::Game(change)),
                        Ok(None) => {}
                        Err(error) => {
                            tracing::warn!(%error, "lost the store's changes; listening again");
                            break;
                        }
                    }
                }
            }
        });
    if let Err(error) = spawned {
        tracing::error!(%error, "cannot start listening to the store's changes: boards will not update by themselves");
    }
}
