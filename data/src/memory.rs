//! An in-memory store: the bot's unit tests use it. It keeps records in
//! their stored form, like the embedded store, so damaged data behaves the
//! same.

use std::collections::BTreeMap;
use std::sync::{Mutex, MutexGuard};

use crate::codec::{decode_finished, decode_record, encode_finished, encode_record};
use crate::profile::{Profile, decode_profile, encode_profile};
use crate::record::{
    ChannelId, Counts, Finished, GameId, GameRecord, GameStatus, Summary, Waiting,
};
use crate::store::{
    Decision, Scan, Snapshot, Store, StoreError, Stored, check_identity, now_ms, waiting_seats,
};

#[derive(Debug, Default)]
struct Inner {
    games: BTreeMap<ChannelId, Vec<u8>>,
    archive: BTreeMap<(ChannelId, GameId), Vec<u8>>,
    /// Finished games by (finish time, id).
    results: BTreeMap<(i64, GameId), Vec<u8>>,
    quarantine: Vec<(ChannelId, Vec<u8>)>,
    profiles: BTreeMap<u64, Vec<u8>>,
    next_id: u64,
    finished: u64,
    aborted: u64,
}

/// A store in memory, lost when dropped.
#[derive(Debug, Default)]
pub struct MemoryStore {
    inner: Mutex<Inner>,
}

impl MemoryStore {
    /// An empty store.
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        // A panic while holding the lock left whole records: keep going.
        self.inner
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Writes raw bytes as the stored record of `channel`, bypassing the
    /// encoding: to test how damaged data is handled.
    pub fn write_raw(&self, channel: ChannelId, bytes: &[u8]) {
        self.lock().games.insert(channel, bytes.to_vec());
    }

    fn decode(channel: ChannelId, bytes: &[u8]) -> Result<GameRecord, StoreError> {
        decode_record(bytes).map_err(|error| StoreError::Corrupt { channel, error })
    }

    fn summaries(&self) -> Scan<Summary> {
        let inner = self.lock();
        let mut scan = Scan::default();
        for (&channel, bytes) in &inner.games {
            match decode_record(bytes) {
                Ok(record) => scan.items.push(record.summary()),
                Err(error) => scan.corrupt.push((channel, error)),
            }
        }
        scan
    }
}

impl Store for MemoryStore {
    fn new_game_id(&self) -> Result<GameId, StoreError> {
        let mut inner = self.lock();
        inner.next_id += 1;
        Ok(GameId(inner.next_id))
    }

    fn get(&self, channel: ChannelId) -> Result<Option<GameRecord>, StoreError> {
        self.lock()
            .games
            .get(&channel)
            .map(|bytes| Self::decode(channel, bytes))
            .transpose()
    }

    fn create(&self, mut record: GameRecord) -> Result<GameRecord, StoreError> {
        let mut inner = self.lock();
        if inner.games.contains_key(&record.channel) {
            return Err(StoreError::ChannelBusy(record.channel));
        }
        record.version = 1;
        inner.games.insert(record.channel, encode_record(&record));
        Ok(record)
    }

    fn update_with(
        &self,
        channel: ChannelId,
        now: i64,
        change: &mut dyn FnMut(&GameRecord) -> Decision,
    ) -> Result<Option<GameRecord>, StoreError> {
        let mut inner = self.lock();
        let bytes = inner
            .games
            .get(&channel)
            .ok_or(StoreError::NoGame(channel))?;
        let current = Self::decode(channel, bytes)?;
        let Decision::Write(mut next) = change(&current) else {
            return Ok(None);
        };
        check_identity(&current, &next)?;
        next.version = current.version + 1;
        next.updated = now;
        if next.status.is_over() {
            inner.games.remove(&channel);
            inner
                .archive
                .insert((channel, next.id), encode_record(&next));
            if let Some(finished) = next.finished() {
                inner
                    .results
                    .insert((finished.at, finished.id), encode_finished(&finished));
            }
            match next.status {
                GameStatus::Finished => inner.finished += 1,
                _ => inner.aborted += 1,
            }
        } else {
            inner.games.insert(channel, encode_record(&next));
        }
        Ok(Some(*next))
    }

    fn archived(&self, channel: ChannelId, game: GameId) -> Result<Option<GameRecord>, StoreError> {
        self.lock()
            .archive
            .get(&(channel, game))
            .map(|bytes| Self::decode(channel, bytes))
            .transpose()
    }

    fn latest_archived(&self, channel: ChannelId) -> Result<Option<GameRecord>, StoreError> {
        self.lock()
            .archive
            .range((channel, GameId(0))..=(channel, GameId(u64::MAX)))
            .next_back()
            .map(|(_, bytes)| Self::decode(channel, bytes))
            .transpose()
    }

    fn results(&self, guild: Option<u64>) -> Result<Scan<Finished>, StoreError> {
        let inner = self.lock();
        let mut scan = Scan::default();
        for bytes in inner.results.values() {
            match decode_finished(bytes) {
                Ok(f) if guild.is_none() || f.guild == guild => scan.items.push(f),
                Ok(_) => {}
                Err(error) => scan.corrupt.push((ChannelId(0), error)),
            }
        }
        Ok(scan)
    }

    fn waiting(&self, before: i64) -> Result<Scan<Waiting>, StoreError> {
        let summaries = self.summaries();
        let items = summaries
            .items
            .iter()
            .flat_map(|s| waiting_seats(s, before))
            .collect();
        Ok(Scan {
            items,
            corrupt: summaries.corrupt,
        })
    }

    fn games_of(&self, user: u64) -> Result<Scan<Summary>, StoreError> {
        let mut scan = self.summaries();
        scan.items.retain(|s| s.users.contains(&user));
        Ok(scan)
    }

    fn counts(&self) -> Result<Counts, StoreError> {
        let summaries = self.summaries();
        let inner = self.lock();
        let invited = summaries
            .items
            .iter()
            .filter(|s| s.status == GameStatus::Invited)
            .count() as u64;
        let active = summaries
            .items
            .iter()
            .filter(|s| s.status == GameStatus::Active)
            .count() as u64;
        Ok(Counts {
            invited,
            active,
            finished: inner.finished,
            aborted: inner.aborted,
        })
    }

    fn snapshot(&self) -> Result<Snapshot, StoreError> {
        let inner = self.lock();
        let stored = |(&channel, bytes): (&ChannelId, &Vec<u8>)| Stored {
            channel,
            bytes: bytes.clone(),
        };
        Ok(Snapshot {
            taken_at: now_ms(),
            active: inner.games.iter().map(stored).collect(),
            archived: inner
                .archive
                .iter()
                .map(|((channel, _), bytes)| stored((channel, bytes)))
                .collect(),
            quarantined: inner.quarantine.len(),
        })
    }

    fn profile(&self, user: u64) -> Result<Option<Profile>, StoreError> {
        self.lock()
            .profiles
            .get(&user)
            .map(|bytes| decode_profile(bytes))
            .transpose()
    }

    fn set_profile(&self, profile: &Profile) -> Result<(), StoreError> {
        self.lock()
            .profiles
            .insert(profile.user, encode_profile(profile));
        Ok(())
    }

    fn profiles(&self) -> Result<Vec<Profile>, StoreError> {
        self.lock()
            .profiles
            .values()
            .map(|bytes| decode_profile(bytes))
            .collect()
    }

    fn import(&self, record: &GameRecord) -> Result<(), StoreError> {
        let mut inner = self.lock();
        inner.next_id = inner.next_id.max(record.id.0);
        if !record.status.is_over() {
            inner.games.insert(record.channel, encode_record(record));
            return Ok(());
        }
        let new = inner
            .archive
            .insert((record.channel, record.id), encode_record(record))
            .is_none();
        if let Some(finished) = record.finished() {
            inner
                .results
                .insert((finished.at, finished.id), encode_finished(&finished));
        }
        if new {
            match record.status {
                GameStatus::Finished => inner.finished += 1,
                _ => inner.aborted += 1,
            }
        }
        Ok(())
    }

    fn quarantine(&self, channel: ChannelId) -> Result<bool, StoreError> {
        let mut inner = self.lock();
        match inner.games.remove(&channel) {
            Some(bytes) => {
                inner.quarantine.push((channel, bytes));
                Ok(true)
            }
            None => Ok(false),
        }
    }
}
