//! A store under watch, for the tests of what a command costs the store
//! and of a command the store runs again: it counts the reads and writes
//! of a channel's game, and may make its next update lose a race.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use keystone_data::{
    ChannelId, Counts, Decision, Finished, GameId, GameRecord, MemoryStore, Profile, Scan,
    Snapshot, Store, StoreError, Summary, Waiting,
};

/// A memory store that counts reads and writes, and races once when told.
#[derive(Default)]
pub struct Watched {
    pub inner: MemoryStore,
    reads: AtomicUsize,
    writes: AtomicUsize,
    race: AtomicBool,
}

impl Watched {
    /// The reads and writes since the last call.
    pub fn taken(&self) -> (usize, usize) {
        (
            self.reads.swap(0, Ordering::SeqCst),
            self.writes.swap(0, Ordering::SeqCst),
        )
    }

    /// The next update first runs its change on an older record (the game
    /// as it was before the lines waiting to be confirmed were kept) and
    /// throws that run away, as a lost compare-and-swap does, then runs it
    /// on the game as it is.
    pub fn lose_the_next_race(&self) {
        self.race.store(true, Ordering::SeqCst);
    }
}

impl Store for Watched {
    fn new_game_id(&self) -> Result<GameId, StoreError> {
        self.inner.new_game_id()
    }
    fn get(&self, channel: ChannelId) -> Result<Option<GameRecord>, StoreError> {
        self.reads.fetch_add(1, Ordering::SeqCst);
        self.inner.get(channel)
    }
    fn create(&self, record: GameRecord) -> Result<GameRecord, StoreError> {
        self.writes.fetch_add(1, Ordering::SeqCst);
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
        // The change reads the game as it is, and the store writes it.
        self.reads.fetch_add(1, Ordering::SeqCst);
        let written = self.inner.update_with(channel, now, change)?;
        if written.is_some() {
            self.writes.fetch_add(1, Ordering::SeqCst);
        }
        Ok(written)
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
    fn profile(&self, user: u64) -> Result<Option<Profile>, StoreError> {
        self.inner.profile(user)
    }
    fn set_profile(&self, profile: &Profile) -> Result<(), StoreError> {
        self.inner.set_profile(profile)
    }
    fn profiles(&self) -> Result<Vec<Profile>, StoreError> {
        self.inner.profiles()
    }
    fn import(&self, record: &GameRecord) -> Result<(), StoreError> {
        self.inner.import(record)
    }
}
