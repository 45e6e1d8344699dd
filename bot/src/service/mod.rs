//! The bot without Discord: "this user in this channel does X" in, words, a
//! picture, who to ping and which prompts to offer out. The Discord commands,
//! `keystone local` and the tests all drive this.
//!
//! Every change goes through the store's atomic update under a per-channel
//! lock, so commands on one channel are applied one at a time; prompts carry
//! the game's id and step ([`Stamp`]), so a click on an old prompt, or on one
//! of an earlier game of the channel, changes nothing. Seats are
//! [`Seat`]s everywhere, never numbers: every path works for one to four.

mod away;
mod colours;
pub mod complete;
mod computer;
pub use computer::ComputerChoice;
mod denied;
mod direct;
pub use direct::Direct;
pub mod easel;
mod error;
mod leave;
mod lobby;
mod look;
mod pick;
mod prompts;
pub mod records;
pub mod reply;
mod stand_in;
mod stats;
mod sweep;
mod telling;
pub mod timing;
mod turn;
mod waiting;
mod web;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use keystone_data::{ChannelId, GameRecord, GameStatus, Seat, Store, update};
use keystone_engine::play::is_leave;
use keystone_engine::record::Header;

pub use crate::table::Announce;
use crate::tell::Teller;
pub use crate::tell::{Reader, Transport, text};
pub use denied::Denied;
pub use error::ServiceError;
use error::{Result, refuse};
use lobby::invitation_prompts;
pub use lobby::{Asked, First, Guest, NewGame, OPEN_GAMES, User};
use prompts::{play_prompt, question_prompts, tent_prompt};
pub use reply::{Attachment, Prompt, PromptKind, Reply, Stamp};
pub use sweep::Notice;
use telling::not_replayed;
pub use timing::Timing;
pub use waiting::{Listed, SettingsChange};
pub use web::{BoardView, ChoicesDrawn, Entry, Narrowed, StampView, WebPlayed};

use crate::games::{self, AnyGame, Choice, Layout, Sheets, tongue};
use crate::i18n::Lang;
use crate::table::{Mover, Refusal, Sitting, Table, TableError, Turn, playing};
use crate::tell::durations;
use keystone_engine::ai::Level;

/// Milliseconds since the Unix epoch, from a clock tests can control.
pub trait Clock: Send + Sync {
    /// Now.
    fn now(&self) -> i64;
}

/// The system clock.
#[derive(Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        let since = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default();
        i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
    }
}

/// The service: games in channels, kept in a store. It speaks one
/// language; [`Service::speaking`] gives the same service in another, for one
/// request.
#[derive(Clone)]
pub struct Service {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    seeds: Arc<dyn Fn() -> u64 + Send + Sync>,
    locks: Arc<Mutex<HashMap<ChannelId, Arc<Mutex<()>>>>>,
    /// The markup and limits of the edge that carries its replies.
    transport: Transport,
    /// Reminder and deadline defaults.
    timing: Timing,
    /// The most invitations and games one user may have open on a server.
    open_games: usize,
    /// The language of its words.
    lang: Lang,
    /// Whether every seat plays at one keyboard (the terminal): nobody is
    /// away, so nothing waits on a clock or an expiry.
    keyboard: bool,
    /// Games started by this service are in a place where Keystone may
    /// only answer (see [`Service::answering_only`]).
    answers_only: bool,
    /// The Discord shards this process runs: it sweeps only their servers'
    /// channels.
    shards: crate::shards::Shards,
    /// Whether the board opens inside Discord (an Activity): game messages
    /// then carry an Open board button.
    activity: bool,
    /// The whole-game animations drawn at once.
    easel: Arc<easel::Easel>,
    /// Whether a turn's reply carries its pictures (not where nothing
    /// shows them: the board at one machine tells its moves in words).
    reply_pictures: bool,
    /// Keystone's search, in place of its level's (see
    /// [`Service::set_search`]).
    search: Option<keystone_engine::ai::Budget>,
}

impl std::fmt::Debug for Service {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Service")
            .field("transport", &self.transport)
            .field("lang", &self.lang)
            .finish_non_exhaustive()
    }
}

/// Discord's default upload limit for bots.
pub const UPLOAD_LIMIT: usize = Transport::DISCORD.upload_limit;

/// A game loaded from its record, with its players' names as posted.
struct Loaded {
    table: Table,
    /// The names as messages show them (capped, Markdown escaped).
    shown: Vec<String>,
    /// When it was loaded (ms since the epoch): where its players were.
    now: i64,
}

impl Loaded {
    /// Who sits at the table and what was played.
    fn sitting(&self) -> &Sitting {
        self.table.sitting()
    }

    /// The game in play.
    fn game(&self) -> &dyn AnyGame {
        self.table.game()
    }

    /// The players' names for messages, by seat.
    fn names(&self) -> Vec<&str> {
        self.shown.iter().map(String::as_str).collect()
    }

    /// The players' names as pictures draw them, by seat.
    fn drawn_names(&self) -> Vec<&str> {
        self.sitting()
            .seats
            .iter()
            .map(|s| s.name.as_str())
            .collect()
    }

    /// The name of `seat`, for messages.
    fn name(&self, seat: Seat) -> &str {
        self.shown.get(seat.index()).map_or("?", String::as_str)
    }

    /// The name `seat` was given, as it is: a refusal shows it as its
    /// reader reads.
    fn raw_name(&self, seat: Seat) -> String {
        self.sitting()
            .seats
            .get(seat.index())
            .map_or_else(|| "?".to_owned(), |s| s.name.clone())
    }

    fn seat_of(&self, user: u64) -> Option<Seat> {
        self.sitting().seat_of(user)
    }

    /// The people at `seats` to mention: Keystone's own seat left out (it
    /// is never mentioned), and players away or in their quiet hours (the
    /// message still reaches them, without the ping).
    fn people(&self, seats: &[Seat]) -> Vec<u64> {
        seats
            .iter()
            .filter(|&&s| !self.table.quiet(s) && self.table.away(s, self.now).is_none())
            .filter_map(|&s| self.sitting().player(s))
            // Keystone plays for them: its turn needs no ping (the end
            // does).
            .filter(|p| p.computer.is_none())
            .filter(|p| p.stand_in.is_none() || self.game().outcome().is_some())
            .map(|p| p.user)
            .collect()
    }
}

impl Service {
    /// A service over `store`, drawing seeds from the system's randomness.
    pub fn new(store: Arc<dyn Store>, clock: Arc<dyn Clock>) -> Service {
        Service::with_seeds(
            store,
            clock,
            Box::new(|| getrandom::u64().unwrap_or_default()),
        )
    }

    /// A service with its own source of seeds (tests use a fixed one).
    pub fn with_seeds(
        store: Arc<dyn Store>,
        clock: Arc<dyn Clock>,
        seeds: Box<dyn Fn() -> u64 + Send + Sync>,
    ) -> Service {
        Service {
            store,
            clock,
            seeds: Arc::from(seeds),
            locks: Arc::default(),
            transport: Transport::DISCORD,
            timing: Timing::default(),
            open_games: OPEN_GAMES,
            keyboard: false,
            answers_only: false,
            lang: Lang::default(),
            shards: crate::shards::Shards::ALL_OF_ONE,
            activity: false,
            easel: Arc::new(easel::Easel::for_this_machine()),
            reply_pictures: true,
            search: None,
        }
    }

    /// The same service, speaking `lang` (the games and locks are shared).
    pub fn speaking(&self, lang: Lang) -> Service {
        Service {
            lang,
            ..self.clone()
        }
    }

    /// This service, for a place where Keystone may not post (a group DM,
    /// or a server that did not add it): a game it starts there is one it
    /// speaks in only when asked (see [`keystone_data::Settings::answers_only`]).
    pub fn answering_only(&self) -> Service {
        Service {
            answers_only: true,
            ..self.clone()
        }
    }

    /// Sets the shards this process runs: what it does on its own
    /// initiative (reminders, deadlines, Keystone's pending moves) it does
    /// only in their servers' channels.
    pub fn set_shards(&mut self, shards: crate::shards::Shards) {
        self.shards = shards;
    }

    /// The players waiting since before `before` in the channels of this
    /// process's shards.
    fn waiting_here(&self, before: i64) -> Result<keystone_data::Scan<keystone_data::Waiting>> {
        let mut scan = self.store.waiting(before)?;
        scan.items.retain(|w| self.shards.owns(w.guild));
        Ok(scan)
    }

    /// The board opens inside Discord as an Activity: every message of a
    /// game in play carries an Open board button.
    pub fn set_activity(&mut self, activity: bool) {
        self.activity = activity;
    }

    /// Whether the board opens inside Discord (an Activity).
    pub fn opens_inside_discord(&self) -> bool {
        self.activity
    }

    /// Sets the reminder and deadline defaults.
    pub fn set_timing(&mut self, timing: Timing) {
        self.timing = timing;
    }

    /// Keystone searches within `budget` rather than its level's, at every
    /// seat it plays: a search without its time limit chooses the same on
    /// any machine, however busy (for tests).
    pub fn set_search(&mut self, budget: keystone_engine::ai::Budget) {
        self.search = Some(budget);
    }

    /// Sets how many whole-game animations are drawn and wait at once.
    pub fn set_easel(&mut self, easel: Arc<easel::Easel>) {
        self.easel = easel;
    }

    /// Sets the markup and limits of the edge that carries its replies
    /// (Discord's by default).
    pub fn set_transport(&mut self, transport: Transport) {
        self.transport = transport;
    }

    /// Sets the largest picture to send.
    pub fn set_upload_limit(&mut self, bytes: usize) {
        self.transport.upload_limit = bytes;
    }

    /// Sets how many invitations and games one user may have open on a
    /// server (at least 1).
    pub fn set_open_games(&mut self, games: usize) {
        self.open_games = games.max(1);
    }

    /// Every seat plays at one keyboard (`keystone local`): no expiry is
    /// told, since nobody is away.
    pub fn set_one_keyboard(&mut self) {
        self.keyboard = true;
    }

    /// Turns' replies come without pictures, where whoever tells them
    /// shows words only: the pictures are not drawn for nothing.
    pub fn set_replies_in_words(&mut self) {
        self.reply_pictures = false;
    }

    /// The store.
    pub fn store(&self) -> &Arc<dyn Store> {
        &self.store
    }

    /// Runs `f` holding the channel's lock: one change at a time per
    /// channel. A lock nobody holds or waits for is dropped afterwards, so
    /// the map holds only the channels in use.
    fn locked<T>(&self, channel: ChannelId, f: impl FnOnce() -> T) -> T {
        let lock = {
            let mut locks = self.locks.lock().unwrap_or_else(|p| p.into_inner());
            Arc::clone(locks.entry(channel).or_default())
        };
        let result = {
            let _guard = lock.lock().unwrap_or_else(|p| p.into_inner());
            f()
        };
        let mut locks = self.locks.lock().unwrap_or_else(|p| p.into_inner());
        // Ours and the map's: nobody else holds or waits for it, and nobody
        // can take it without the map's lock, which we hold.
        if Arc::strong_count(&lock) == 2 {
            locks.remove(&channel);
        }
        result
    }

    /// How many channels have a lock in the map (those in use right now).
    pub fn channels_locked(&self) -> usize {
        self.locks.lock().unwrap_or_else(|p| p.into_inner()).len()
    }

    /// A stored game, loaded, with its names as this service posts them.
    fn load(&self, record: GameRecord) -> Result<Loaded> {
        let mut loaded = self.load_bare(record)?;
        let presence = self.presence(&loaded.sitting().seats);
        loaded.table.present(presence);
        Ok(loaded)
    }

    /// [`Service::load`] without reading where its players are (inside a
    /// store's update, which may not read the store again).
    fn load_bare(&self, record: GameRecord) -> Result<Loaded> {
        let channel = record.channel;
        let mut table = Table::load(record).map_err(|e| self.failed(channel, e))?;
        table.answers_after(self.timing.standing_delay());
        Ok(self.bare(table))
    }

    /// Runs `command` at the channel's table, under its lock, and stores
    /// what it did: the game as played, with what happened to tell (a
    /// turn, an abort's vote). A prompt's `stamp` must match the game and
    /// its step.
    fn at_table<T>(
        &self,
        channel: ChannelId,
        stamp: Option<Stamp>,
        mut command: impl FnMut(&mut Loaded) -> Result<T>,
    ) -> Result<(Loaded, T)> {
        self.at_table_if(channel, stamp, |loaded| command(loaded).map(Some))?
            .ok_or_else(|| ServiceError::Internal("a table command did nothing".to_owned()))
    }

    /// [`Service::at_table`] for a command that may find nothing to do
    /// (nothing due at the table): `None` stores nothing.
    fn at_table_if<T>(
        &self,
        channel: ChannelId,
        stamp: Option<Stamp>,
        command: impl FnMut(&mut Loaded) -> Result<Option<T>>,
    ) -> Result<Option<(Loaded, T)>> {
        self.at_table_where(channel, stamp, None, command)
    }

    /// [`Service::at_table_if`], with where the players are if known.
    fn at_table_where<T>(
        &self,
        channel: ChannelId,
        stamp: Option<Stamp>,
        presence: Option<(&[u64], &[crate::presence::Presence])>,
        mut command: impl FnMut(&mut Loaded) -> Result<Option<T>>,
    ) -> Result<Option<(Loaded, T)>> {
        let outcome = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                let now = Stamp {
                    game: record.id,
                    step: record.step(),
                };
                self.check_stamp(now, stamp).map_err(Some)?;
                let mut loaded = self.load_bare(record.clone()).map_err(Some)?;
                // Read for the same players, seat by seat (not if another
                // game began meanwhile).
                let users = loaded.sitting().seats.iter().map(|s| s.user);
                if let Some((read, presence)) = presence
                    && users.eq(read.iter().copied())
                {
                    loaded.table.present(presence.to_vec());
                }
                let Some(done) = command(&mut loaded).map_err(Some)? else {
                    return Err(None);
                };
                let (next, game) = loaded.table.into_parts();
                Ok((next, (done, game)))
            })
        });
        let written = written(outcome)?;
        Ok(written.map(|(record, (done, game))| {
            let mut table = Table::with_game(record, game);
            // The reply's presence: the one read before, if it still fits.
            let users = table.sitting().seats.iter().map(|s| s.user);
            match presence {
                Some((read, presence)) if users.eq(read.iter().copied()) => {
                    table.present(presence.to_vec());
                    (self.bare(table), done)
                }
                _ => (self.at(table), done),
            }
        }))
    }

    /// Bookkeeping that needs no game (a note that Keystone's move was
    /// told), written as [`Service::at_table_if`] writes but without
    /// loading the game: the record's snapshot is stored back as it was,
    /// so a game whose state no longer loads can still be noted, and a
    /// note costs no parse.
    fn at_sitting_if<T>(
        &self,
        channel: ChannelId,
        stamp: Option<Stamp>,
        mut command: impl FnMut(&mut Sitting) -> Option<T>,
    ) -> Result<Option<(GameRecord, T)>> {
        let outcome = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                let now = Stamp {
                    game: record.id,
                    step: record.step(),
                };
                self.check_stamp(now, stamp).map_err(Some)?;
                let (mut sitting, stored, state) = Sitting::from_record(record.clone());
                let done = command(&mut sitting).ok_or(None)?;
                Ok((sitting.into_record(stored, state), done))
            })
        });
        written(outcome)
    }

    /// A table's failure in words, for `loaded` (the game before the
    /// command, which a refusal left unchanged).
    fn refused(&self, loaded: &Loaded, error: TableError) -> ServiceError {
        match error {
            TableError::Refused(refusal) => {
                ServiceError::Refused(Denied::Worded(self.refusal(loaded, refusal)))
            }
            other => self.failed(loaded.sitting().channel, other),
        }
    }

    /// A table's failure that is not the player's doing.
    fn failed(&self, channel: ChannelId, error: TableError) -> ServiceError {
        match error {
            TableError::Damaged(e) => {
                tracing::error!(channel = channel.0, error = %e, "stored game state does not load");
                ServiceError::Damaged(channel)
            }
            TableError::Broken(e) => ServiceError::Internal(e),
            // not shown: a refusal is worded by `Service::refused`
            TableError::Refused(r) => ServiceError::Internal(format!("unworded refusal {r:?}")),
        }
    }

    /// `record` with its `game` already at hand (the one a change just
    /// played, whose state the record holds).
    fn at(&self, mut table: Table) -> Loaded {
        table.present(self.presence(&table.sitting().seats));
        self.bare(table)
    }

    /// `table` loaded, without where its players are.
    fn bare(&self, table: Table) -> Loaded {
        let shown = table
            .sitting()
            .seats
            .iter()
            .map(|s| text::name(&s.name, self.transport.markdown))
            .collect();
        Loaded {
            table,
            shown,
            now: self.clock.now(),
        }
    }

    fn current(&self, channel: ChannelId) -> Result<Loaded> {
        let record = self.store.get(channel)?.ok_or(ServiceError::NoGame)?;
        self.load(record)
    }

    /// [`Service::current`] without reading where its players are: for
    /// what no absence changes (the actions offered, Keystone's choice, the
    /// stamp), read at each keystroke or search.
    fn current_bare(&self, channel: ChannelId) -> Result<Loaded> {
        let record = self.store.get(channel)?.ok_or(ServiceError::NoGame)?;
        self.load_bare(record)
    }

    /// A name someone gave, as this service posts it.
    fn shown(&self, name: &str) -> String {
        text::name(name, self.transport.markdown)
    }

    /// Checks a prompt's stamp against the channel's game, at `now` (its
    /// game and step): it must be the same game, at the same step. No
    /// stamp (a slash command) always passes.
    fn check_stamp(&self, now: Stamp, stamp: Option<Stamp>) -> Result<()> {
        match stamp {
            Some(stamp) if stamp.game != now.game => refuse(Denied::StaleGame),
            Some(stamp) if stamp.step != now.step => refuse(Denied::Stale),
            _ => Ok(()),
        }
    }

    /// The game and step of `record`, for the prompts made now.
    fn stamp_of(record: &Sitting) -> Stamp {
        Stamp {
            game: record.id,
            step: record.step(),
        }
    }
}

impl Service {
    /// The seat of `user`, or a refusal.
    fn seated(&self, loaded: &Loaded, user: u64) -> Result<Seat> {
        let seat = loaded.table.seated(user);
        seat.map_err(|r| self.refused(loaded, r.into()))
    }

    /// The seat of `user`, who must still be playing (not have left).
    fn still_playing(&self, loaded: &Loaded, user: u64) -> Result<Seat> {
        let seat = loaded.table.still_playing(user);
        seat.map_err(|r| self.refused(loaded, r.into()))
    }
}

/// What a store's update came to for a table command: what it wrote, or
/// nothing when the command had nothing to do (`Rejected(None)`), or its
/// refusal or the store's failure.
fn written<T>(
    outcome: std::result::Result<T, keystone_data::UpdateError<Option<ServiceError>>>,
) -> Result<Option<T>> {
    match outcome {
        Ok(written) => Ok(Some(written)),
        Err(keystone_data::UpdateError::Rejected(None)) => Ok(None),
        Err(keystone_data::UpdateError::Rejected(Some(e))) => Err(e),
        Err(keystone_data::UpdateError::Store(e)) => Err(e.into()),
    }
}

/// The people at the table but `user` (Keystone left out): those told
/// that a game ended, when `user` ended it.
fn everyone_but(record: &Sitting, user: u64) -> Vec<u64> {
    record
        .seats
        .iter()
        .filter(|p| p.user != user && p.computer.is_none())
        .map(|p| p.user)
        .collect()
}
