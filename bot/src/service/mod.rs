//! The bot without Discord: "this user in this channel does X" in, words, a
//! picture, who to ping and which prompts to offer out. The Discord commands,
//! `keystone local` and the tests all drive this.
//!
//! Every change goes through the store's atomic update under a per-channel
//! lock, so commands on one channel are applied one at a time; prompts carry
//! the game's id and step ([`Stamp`]), so a click on an old prompt, or on one
//! of an earlier game of the channel, changes nothing. Seats are
//! [`Seat`]s everywhere, never numbers: every path works for one to four.

pub mod complete;
mod computer;
mod leave;
mod pick;
pub mod records;
pub mod reply;
mod stats;
mod sweep;
pub mod text;
pub mod timing;
mod waiting;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use keystone_data::{
    ChannelId, Ending, GameRecord, GameResult, GameStatus, LoggedAction, Seat, SeatRecord,
    Settings, Store, StoreError, UpdateError, update,
};
use keystone_engine::play::is_leave;
use keystone_engine::record::Header;

pub use computer::Announce;
pub use reply::{Attachment, Prompt, PromptKind, Reply, Stamp};
pub use sweep::Notice;
pub use timing::Timing;
pub use waiting::SettingsChange;

use crate::games::{self, Account, AnyGame, Choice, tongue};
use crate::i18n::Lang;
use crate::t;
use crate::table::{Event, Mover, Refusal, Table, TableError, Turn, Wait, playing};
use keystone_engine::ai::Level;

/// Why a request was refused.
#[derive(Debug)]
pub enum ServiceError {
    /// The user asked for something the game or its rules do not allow;
    /// the message says why and is shown to them alone.
    User(String),
    /// The channel's stored game is damaged; shown to the user, logged.
    Damaged(ChannelId),
    /// Something broke (the disk…): logged with details, the user gets an
    /// apology.
    Internal(String),
    /// The bot is shutting down and takes no new request.
    Restarting,
    /// The channel has no game.
    NoGame,
    /// The channel already has a game.
    Busy,
}

impl ServiceError {
    /// What the user sees, in `lang`: the refusal itself, or a short
    /// apology for what is ours.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            ServiceError::User(message) => message.clone(),
            ServiceError::Damaged(_) => t!(lang, "error-damaged"),
            ServiceError::Internal(_) => t!(lang, "error-internal"),
            ServiceError::Restarting => t!(lang, "error-restarting"),
            ServiceError::NoGame => t!(lang, "error-no-game"),
            ServiceError::Busy => t!(lang, "error-busy"),
        }
    }
}

impl std::fmt::Display for ServiceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ServiceError::User(message) => f.write_str(message),
            // not shown: for logs; players read `ServiceError::words`
            ServiceError::Damaged(channel) => {
                write!(f, "the stored game of channel {} is damaged", channel.0)
            }
            ServiceError::Internal(message) => write!(f, "internal error: {message}"),
            ServiceError::Restarting => f.write_str("shutting down"),
            ServiceError::NoGame => f.write_str("no game in the channel"),
            ServiceError::Busy => f.write_str("the channel already has a game"),
        }
    }
}

impl std::error::Error for ServiceError {}

impl From<StoreError> for ServiceError {
    fn from(error: StoreError) -> ServiceError {
        match error {
            StoreError::Corrupt { channel, .. } => ServiceError::Damaged(channel),
            StoreError::NoGame(_) => ServiceError::NoGame,
            StoreError::ChannelBusy(_) => ServiceError::Busy,
            other => ServiceError::Internal(other.to_string()),
        }
    }
}

impl From<UpdateError<ServiceError>> for ServiceError {
    fn from(error: UpdateError<ServiceError>) -> ServiceError {
        match error {
            UpdateError::Rejected(e) => e,
            UpdateError::Store(e) => e.into(),
        }
    }
}

type Result<T> = std::result::Result<T, ServiceError>;

fn user_error<T>(message: impl Into<String>) -> Result<T> {
    Err(ServiceError::User(message.into()))
}

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

/// Someone using the bot.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct User {
    /// Discord user id.
    pub id: u64,
    /// Display name.
    pub name: String,
}

/// Who starts a new game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum First {
    /// The player who invites.
    Me,
    /// The invited player.
    Opponent,
    /// Drawn from the game's seed.
    Random,
    /// This seat, as a record names it: a game of three or four resumed
    /// from its record.
    Seat(Seat),
}

/// A game to set up.
#[derive(Clone, Debug)]
pub struct NewGame {
    /// The game's kind (`basilica`).
    pub kind: String,
    /// The server, if any.
    pub guild: Option<u64>,
    /// The player who invites (seat 1).
    pub host: User,
    /// The player invited (seat 2); none for a game played alone (Babylon's
    /// solo).
    pub opponent: Option<User>,
    /// More players invited, for games of more than two (seats 3 and 4).
    pub others: Vec<User>,
    /// Who starts.
    pub first: First,
    /// The seed; drawn at random when `None` (always, from Discord: who
    /// chooses the seed knows the game's future).
    pub seed: Option<u64>,
    /// Game-specific setup, as record headers (e.g. a fixed `deck`).
    pub headers: Vec<(String, String)>,
    /// The move clock, in milliseconds (see [`timing::parse_setting`]).
    pub clock: Option<i64>,
    /// Keystone itself plays the opponent's seat, at this level: the game
    /// starts at once, without an invitation.
    pub computer: Option<Level>,
}

impl NewGame {
    /// Keystone's user, when it plays: the opponent, and every other seat
    /// invited under the same user.
    fn keystone(&self) -> Option<u64> {
        self.computer.and(self.opponent.as_ref()).map(|u| u.id)
    }

    /// Everyone invited: the opponent, then the others.
    fn invited(&self) -> Vec<&User> {
        self.opponent.iter().chain(&self.others).collect()
    }
}

/// How many invitations and games one user may have open on a server, by
/// default.
pub const OPEN_GAMES: usize = 20;

/// The service: games in channels, kept in a store. It speaks one
/// language; [`Service::speaking`] gives the same service in another, for one
/// request.
#[derive(Clone)]
pub struct Service {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    seeds: Arc<dyn Fn() -> u64 + Send + Sync>,
    locks: Arc<Mutex<HashMap<ChannelId, Arc<Mutex<()>>>>>,
    /// Pictures larger than this are drawn smaller (Discord's upload limit).
    upload_limit: usize,
    /// Reminder and deadline defaults.
    timing: Timing,
    /// The most invitations and games one user may have open on a server.
    open_games: usize,
    /// Whether its words are read as Markdown (Discord; not the terminal),
    /// so players' names are escaped.
    markdown: bool,
    /// The language of its words.
    lang: Lang,
    /// The Discord shards this process runs: it sweeps only their servers'
    /// channels.
    shards: crate::shards::Shards,
}

impl std::fmt::Debug for Service {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Service")
            .field("upload_limit", &self.upload_limit)
            .field("lang", &self.lang)
            .finish_non_exhaustive()
    }
}

/// Discord's default upload limit for bots.
pub const UPLOAD_LIMIT: usize = 10 * 1024 * 1024;

/// A game loaded from its record, with its players' names as posted.
struct Loaded {
    table: Table,
    /// The names as messages show them (capped, Markdown escaped).
    shown: Vec<String>,
}

impl Loaded {
    /// The record.
    fn record(&self) -> &GameRecord {
        self.table.record()
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
        self.record()
            .seats
            .iter()
            .map(|s| s.name.as_str())
            .collect()
    }

    /// The name of `seat`, for messages.
    fn name(&self, seat: Seat) -> &str {
        self.shown.get(seat.index()).map_or("?", String::as_str)
    }

    fn seat_of(&self, user: u64) -> Option<Seat> {
        self.record().seat_of(user)
    }

    /// The people at `seats` (Keystone's own seat left out: it is never
    /// mentioned).
    fn people(&self, seats: &[Seat]) -> Vec<u64> {
        seats
            .iter()
            .filter_map(|&s| self.record().player(s))
            .filter(|p| p.computer.is_none())
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
            upload_limit: UPLOAD_LIMIT,
            timing: Timing::default(),
            open_games: OPEN_GAMES,
            markdown: true,
            lang: Lang::default(),
            shards: crate::shards::Shards::ALL_OF_ONE,
        }
    }

    /// The same service, speaking `lang` (the games and locks are shared).
    pub fn speaking(&self, lang: Lang) -> Service {
        Service {
            lang,
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

    /// Sets the reminder and deadline defaults.
    pub fn set_timing(&mut self, timing: Timing) {
        self.timing = timing;
    }

    /// Sets the largest picture to send.
    pub fn set_upload_limit(&mut self, bytes: usize) {
        self.upload_limit = bytes;
    }

    /// Sets how many invitations and games one user may have open on a
    /// server (at least 1).
    pub fn set_open_games(&mut self, games: usize) {
        self.open_games = games.max(1);
    }

    /// Whether replies are read as Markdown (on by default; off for the
    /// terminal, which shows names as they are).
    pub fn set_markdown(&mut self, markdown: bool) {
        self.markdown = markdown;
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
        let channel = record.channel;
        let table = Table::load(record).map_err(|e| self.failed(channel, e))?;
        Ok(self.at(table))
    }

    /// Runs `command` at the channel's table, under its lock, and stores
    /// what it did: the game as played, with the turn to tell. A prompt's
    /// `stamp` must match the game and its step.
    fn at_table(
        &self,
        channel: ChannelId,
        stamp: Option<Stamp>,
        mut command: impl FnMut(&mut Loaded) -> Result<Turn>,
    ) -> Result<(Loaded, Turn)> {
        let (record, (turn, game)) = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                self.check_stamp(record, stamp)?;
                let mut loaded = self.load(record.clone())?;
                let turn = command(&mut loaded)?;
                let (next, game) = loaded.table.into_parts();
                Ok((next, (turn, game)))
            })
        })?;
        Ok((self.at(Table::with_game(record, game)), turn))
    }

    /// A table's failure in words, for `loaded` (the game before the
    /// command, which a refusal left unchanged).
    fn refused(&self, loaded: &Loaded, error: TableError) -> ServiceError {
        match error {
            TableError::Refused(refusal) => ServiceError::User(self.refusal(loaded, refusal)),
            other => self.failed(loaded.record().channel, other),
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
    fn at(&self, table: Table) -> Loaded {
        let shown = table
            .record()
            .seats
            .iter()
            .map(|s| text::name(&s.name, self.markdown))
            .collect();
        Loaded { table, shown }
    }

    fn current(&self, channel: ChannelId) -> Result<Loaded> {
        let record = self.store.get(channel)?.ok_or(ServiceError::NoGame)?;
        self.load(record)
    }

    /// A name someone gave, as this service posts it.
    fn shown(&self, name: &str) -> String {
        text::name(name, self.markdown)
    }

    /// A message of ours that quotes what someone wrote (a record's line),
    /// as this service posts it: whole, with Markdown escaped.
    fn quoted(&self, message: &str) -> String {
        if self.markdown {
            text::escape_inline(message)
        } else {
            message.to_owned()
        }
    }

    /// Checks a prompt's stamp against the channel's game: it must be the
    /// same game, at the same step. No stamp (a slash command) always
    /// passes.
    fn check_stamp(&self, record: &GameRecord, stamp: Option<Stamp>) -> Result<()> {
        match stamp {
            Some(stamp) if stamp.game != record.id => user_error(t!(self.lang, "stale-game")),
            Some(stamp) if stamp.step != record.step() => user_error(t!(self.lang, "stale")),
            _ => Ok(()),
        }
    }

    /// The game and step of `record`, for the prompts made now.
    fn stamp_of(record: &GameRecord) -> Stamp {
        Stamp {
            game: record.id,
            step: record.step(),
        }
    }

    /// Checks that a new game can be set up as asked, before anything is
    /// created (a thread for it included): the game, the players, who
    /// starts, the clock, and how many games each player has open here.
    pub fn check_new_game(&self, game: &NewGame) -> Result<&'static games::Kind> {
        let kind = self.kind_named(&game.kind)?;
        let invited = game.invited();
        if invited.iter().any(|u| u.id == game.host.id) {
            return user_error(t!(self.lang, "invite-self"));
        }
        // Keystone may take several seats; a person one.
        let keystone = game.keystone();
        if invited
            .iter()
            .enumerate()
            .any(|(i, u)| Some(u.id) != keystone && invited[..i].iter().any(|v| v.id == u.id))
        {
            return user_error(t!(self.lang, "invite-twice"));
        }
        let seats = 1 + invited.len();
        self.check_seats(kind, seats)?;
        if let Some(clock) = game.clock
            && !(timing::SHORTEST_SETTING..=timing::LONGEST_SETTING).contains(&clock)
        {
            return user_error(t!(
                self.lang,
                "clock-out-of-range",
                given = timing::words(clock, self.lang)
            ));
        }
        if let First::Seat(seat) = game.first
            && seat.index() >= seats
        {
            return user_error(t!(
                self.lang,
                "first-no-such-seat",
                seat = i64::from(seat.number())
            ));
        }
        // Keystone itself has no limit.
        let people: Vec<&User> = std::iter::once(&game.host)
            .chain(invited.into_iter().filter(|u| Some(u.id) != keystone))
            .collect();
        self.check_open_games(game.guild, &people, &game.host)?;
        Ok(kind)
    }

    /// Refuses a table of `seats` for a game that does not take it.
    fn check_seats(&self, kind: &games::Kind, seats: usize) -> Result<()> {
        if kind.seats.contains(&seats) {
            return Ok(());
        }
        let (low, high) = (*kind.seats.start(), *kind.seats.end());
        let allowed = if low == high {
            low.to_string()
        } else {
            format!("{low}–{high}")
        };
        user_error(t!(
            self.lang,
            "game-seats",
            game = kind.title,
            allowed = allowed,
            given = seats as i64
        ))
    }

    /// Refuses a new game when one of `people` already has as many
    /// invitations and games open on `guild` as the limit allows.
    fn check_open_games(&self, guild: Option<u64>, people: &[&User], host: &User) -> Result<()> {
        for person in people {
            let scan = self.store.games_of(person.id)?;
            let open = scan.items.iter().filter(|s| s.guild == guild).count();
            if open >= self.open_games {
                return user_error(if person.id == host.id {
                    t!(self.lang, "open-games-yours", limit = self.open_games)
                } else {
                    t!(
                        self.lang,
                        "open-games-theirs",
                        name = self.shown(&person.name),
                        limit = self.open_games
                    )
                });
            }
        }
        Ok(())
    }

    /// Invites `game.opponent` (and the others) to a new game in `channel`.
    pub fn new_game(&self, channel: ChannelId, game: &NewGame) -> Result<Reply> {
        let kind = self.check_new_game(game)?;
        let invited = game.invited();
        let seats = 1 + invited.len();
        let first = match game.first {
            First::Me => Some(Seat::from_index(0)),
            First::Opponent => Some(Seat::from_index(1)),
            First::Random => None,
            First::Seat(seat) => Some(seat),
        };
        let table = keystone_engine::Table {
            seats,
            first,
            seed: game.seed.unwrap_or_else(|| (self.seeds)()),
        };
        let headers: Vec<Header> = game
            .headers
            .iter()
            .map(|(key, value)| Header {
                key: key.clone(),
                value: value.clone(),
                line: 0,
            })
            .collect();
        let started = (kind.start)(&table, &headers).map_err(ServiceError::User)?;
        let now = self.clock.now();
        let mut record = GameRecord {
            id: self.store.new_game_id()?,
            kind: kind.name.to_owned(),
            channel,
            guild: game.guild,
            seats: std::iter::once(&game.host)
                .chain(invited.iter().copied())
                .map(|u| SeatRecord::new(u.id, text::cap(&u.name, text::NAME_LIMIT)))
                .collect(),
            settings: Settings {
                remind_after: None,
                clock: game.clock,
            },
            status: GameStatus::Invited,
            state: started.snapshot(),
            version: 0,
            created: now,
            updated: now,
            // While invited: the seats still to accept.
            to_act: Seat::all(seats).skip(1).collect(),
            waiting_since: now,
            log: Vec::new(),
            result: None,
            nudges: Default::default(),
            abort: None,
        };
        self.heard(&mut record, Seat::from_index(0));
        if let (Some(level), Some(keystone)) = (game.computer, game.keystone()) {
            for seat in record
                .seats
                .iter_mut()
                .skip(1)
                .filter(|s| s.user == keystone)
            {
                seat.computer = Some(level.name().to_owned());
            }
            // Keystone accepts at once; the people invited still answer.
            let seats = &record.seats;
            record
                .to_act
                .retain(|s| seats[s.index()].computer.is_none());
        }
        // Nobody left to accept (Keystone only, or a game played alone):
        // it starts at once.
        if record.to_act.is_empty() {
            record.status = GameStatus::Active;
            record.to_act = started.to_act();
        }
        let at_once = record.status == GameStatus::Active;
        let record = self.locked(channel, || self.store.create(record))?;
        let host = self.shown(&game.host.name);
        if at_once {
            let loaded = self.load(record)?;
            let mut reply = self.turn_reply(&loaded, None)?;
            let lead = match game.computer {
                Some(level) => t!(
                    self.lang,
                    "computer-game",
                    host = host.as_str(),
                    game = kind.title,
                    level = level.name()
                ),
                None => t!(
                    self.lang,
                    "solo-game",
                    host = host.as_str(),
                    game = kind.title,
                    mode = game
                        .headers
                        .iter()
                        .find(|(key, _)| key == "mode")
                        .map_or("normal", |(_, value)| value.as_str())
                ),
            };
            reply.text = format!("{lead} {}", reply.text);
            return Ok(reply);
        }
        let clock = game
            .clock
            .map_or("none".to_owned(), |c| timing::words(c, self.lang));
        let names: Vec<String> = invited.iter().map(|u| self.shown(&u.name)).collect();
        Ok(Reply {
            text: t!(
                self.lang,
                "invitation",
                host = host.as_str(),
                opponent = self.list(names.iter().map(String::as_str)),
                game = kind.title,
                clock = clock
            ),
            ping: invited
                .iter()
                .map(|u| u.id)
                .filter(|&id| Some(id) != game.keystone())
                .collect(),
            prompts: invitation_prompts(&record),
            ..Reply::default()
        })
    }

    /// Accepts the invitation of `channel`'s game for `user`; the game
    /// starts once every invited player accepted.
    pub fn accept(&self, channel: ChannelId, user: u64, stamp: Option<Stamp>) -> Result<Reply> {
        let (record, seat) = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                let (loaded, seat) = self.invitation(record, user, stamp)?;
                let mut next = record.clone();
                self.heard(&mut next, seat);
                next.to_act.retain(|&s| s != seat);
                if next.to_act.is_empty() {
                    next.status = GameStatus::Active;
                    next.to_act = loaded.game().to_act();
                    next.waiting_since = self.clock.now();
                }
                Ok((next, seat))
            })
        })?;
        let loaded = self.load(record)?;
        let name = loaded.name(seat).to_owned();
        if loaded.record().status == GameStatus::Invited {
            return Ok(Reply {
                text: t!(
                    self.lang,
                    "invitation-partly-accepted",
                    name = name.as_str(),
                    waiting = self.pending(&loaded)
                ),
                prompts: invitation_prompts(loaded.record()),
                ..Reply::default()
            });
        }
        let mut reply = self.turn_reply(&loaded, None)?;
        reply.text = format!(
            "{} {}",
            t!(self.lang, "invitation-accepted", name = name.as_str()),
            reply.text
        );
        Ok(reply)
    }

    /// Turns the invitation down: the game is dropped.
    pub fn refuse(&self, channel: ChannelId, user: u64, stamp: Option<Stamp>) -> Result<Reply> {
        let (record, name) = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                let (loaded, seat) = self.invitation(record, user, stamp)?;
                Ok((
                    dropped(record, Ending::Declined),
                    loaded.name(seat).to_owned(),
                ))
            })
        })?;
        Ok(Reply {
            text: t!(self.lang, "invitation-declined", name = name.as_str()),
            ping: everyone_but(&record, user),
            ..Reply::default()
        })
    }

    /// "Bob", "Bob and Carol", "Bob, Carol and Dan", in the service's language.
    fn list<'a>(&self, names: impl Iterator<Item = &'a str>) -> String {
        let names: Vec<&str> = names.collect();
        match names.split_last() {
            None => String::new(),
            Some((last, [])) => (*last).to_owned(),
            Some((last, rest)) => t!(self.lang, "list-and", first = rest.join(", "), last = *last),
        }
    }

    /// The invited players who have not accepted yet.
    fn pending(&self, loaded: &Loaded) -> String {
        self.list(loaded.record().to_act.iter().map(|&s| loaded.name(s)))
    }

    /// Plays a line of actions (`V2 c3; B`) for `user`, all or nothing.
    /// `stamp` is the game and step a prompt was made for, if any.
    pub fn play(
        &self,
        channel: ChannelId,
        user: u64,
        line: &str,
        stamp: Option<Stamp>,
    ) -> Result<Reply> {
        // A departure is the bot's to write, after a confirmation.
        if is_leave(line) {
            return user_error(t!(self.lang, "leave-typed"));
        }
        self.play_line(channel, user, line, stamp, None)
    }

    /// [`Service::play`], for a player or for Keystone at its seat
    /// `computer` (Keystone may hold several; its turn is then to be
    /// announced, see [`Service::announced`]).
    fn play_line(
        &self,
        channel: ChannelId,
        user: u64,
        line: &str,
        stamp: Option<Stamp>,
        computer: Option<Seat>,
    ) -> Result<Reply> {
        let standing_order = std::cell::Cell::new(false);
        let (loaded, turn) = self.at_table(channel, stamp, |loaded| {
            if loaded.record().status == GameStatus::Invited {
                return Err(self.refused(loaded, Refusal::Invited.into()));
            }
            let seat = match computer {
                Some(seat) => seat,
                None => self.still_playing(loaded, user)?,
            };
            let now = self.clock.now();
            loaded.table.heard(seat, self.lang.tag());
            // A standing answer typed as a line (`bid up to 7`), in the
            // player's words: kept, and played at once if the game asks.
            if let Some(order) = loaded.game().standing_order(seat, line, self.lang) {
                let (key, value) = order.map_err(ServiceError::User)?;
                standing_order.set(true);
                let turn = loaded.table.stand(seat, &key, Some(value), now);
                return turn.map_err(|e| self.refused(loaded, e));
            }
            // Typed in the player's language or in English; played and
            // recorded in the notation's own words.
            let line = tongue::from_player(line, loaded.game().kind(), self.lang);
            let mover = match computer {
                None => Mover::Player,
                Some(_) => Mover::Computer,
            };
            let turn = loaded.table.act(seat, &line, mover, now);
            turn.map_err(|e| self.refused(loaded, e))
        })?;
        if standing_order.get() && turn.added() == 0 {
            // Kept for later, and for the player's eyes only.
            return Ok(Reply::private(t!(self.lang, "standing-set")));
        }
        self.turn_reply(&loaded, Some(&turn))
    }

    /// A refusal in words. A line refused while someone else must answer a
    /// question says how long the question may still wait, or that it
    /// expired and the game can go on.
    fn refusal(&self, loaded: &Loaded, refusal: Refusal) -> String {
        let lang = self.lang;
        match refusal {
            Refusal::Rules { refused, asked } => {
                let message = refused.words(&loaded.names(), lang);
                let Some(asked) = asked else {
                    return message;
                };
                let waited = self.clock.now() - loaded.record().waiting_since;
                let left = self.timing.paid_timeout - waited;
                let name = loaded.name(asked);
                let more = if left > 0 {
                    t!(
                        lang,
                        "question-time-left",
                        name = name,
                        left = timing::words(left, lang)
                    )
                } else {
                    t!(lang, "question-expired", name = name)
                };
                format!("{message} {more}")
            }
            Refusal::Invited => t!(lang, "not-started", name = self.pending(loaded)),
            Refusal::NotPlaying => t!(lang, "not-playing"),
            Refusal::Left => t!(lang, "you-left"),
            Refusal::ResignBeforeStart => t!(lang, "resign-not-started"),
            Refusal::ClaimBeforeStart => t!(lang, "claim-not-started"),
            Refusal::NoClock => t!(lang, "claim-no-clock"),
            Refusal::QuestionOpen { asked } => {
                t!(lang, "claim-question", name = loaded.name(asked))
            }
            Refusal::NobodyLate => t!(lang, "claim-nobody"),
            Refusal::OwnClock => t!(lang, "claim-yourself"),
            Refusal::ClockRunning { late, left } => t!(
                lang,
                "claim-too-early",
                name = loaded.name(late),
                left = timing::words(left, lang)
            ),
            Refusal::NothingToGoOn => t!(lang, "continue-no-question"),
            Refusal::YoursToAnswer => t!(lang, "continue-yours"),
            Refusal::TooEarly { late, left } => t!(
                lang,
                "continue-too-early",
                name = self.list(late.iter().map(|&s| loaded.name(s))),
                left = timing::words(left, lang)
            ),
        }
    }

    /// What `turn` did, in words: each line's account, after what led to
    /// it (a claimed clock, the table going on without someone).
    fn account(&self, loaded: &Loaded, turn: &Turn) -> Account {
        let names = loaded.names();
        let mut account = Account {
            notation: turn.line.clone(),
            ..Account::default()
        };
        for event in &turn.events {
            match event {
                Event::Played { told, .. } => {
                    let told = told.words(&names, self.lang);
                    account.sentences.extend(told.sentences);
                    account.scoring.extend(told.scoring);
                }
                Event::Claimed { late, claimer } => account.sentences.push(t!(
                    self.lang,
                    "claimed",
                    late = loaded.name(*late),
                    claimer = loaded.name(*claimer)
                )),
                Event::WentOn {
                    late,
                    by,
                    wait: Wait::Question { expiry },
                } => account.sentences.push(t!(
                    self.lang,
                    "continued",
                    name = loaded.name(*late),
                    expiry = timing::words(*expiry, self.lang),
                    other = loaded.name(*by)
                )),
                Event::WentOn {
                    late,
                    by,
                    wait: Wait::Clock { rule, line },
                } => account.sentences.push(t!(
                    self.lang,
                    "continued-default",
                    name = loaded.name(*late),
                    line = line.as_str(),
                    other = loaded.name(*by),
                    rule = *rule
                )),
            }
        }
        account
    }

    /// The message after a change: what happened, the board, who must act.
    /// When the turn passes to someone else, it tells them everything that
    /// happened since they last acted. At the end it mentions everyone who
    /// plays but the one who acted.
    fn turn_reply(&self, loaded: &Loaded, turn: Option<&Turn>) -> Result<Reply> {
        let names = loaded.names();
        let over = loaded.game().outcome().is_some();
        let to_act = loaded.game().to_act();
        let seats = loaded.record().seats.len();
        let reader = to_act
            .first()
            .copied()
            .or_else(|| loaded.record().log.last().map(|a| a.seat.next(seats)));
        let (since, catch_up) = self.since_last(loaded, reader)?;
        // While seats act at once, each message tells its own action only:
        // the others saw the rest as it happened.
        let together = to_act.len() > 1 || turn.is_some_and(|h| h.waited_on.len() > 1);
        let mut text = String::new();
        let mut details = Vec::new();
        if let Some(happened) = turn {
            let account = &self.account(loaded, happened);
            // The actions before this request's, which the reader has not
            // seen answered by a move of theirs.
            let earlier = &catch_up[..catch_up.len().saturating_sub(happened.added())];
            if let Some(reader) = reader.filter(|&r| r != happened.actor && !over)
                && !earlier.is_empty()
                && !together
            {
                text.push_str(&self.catch_up(loaded, reader, earlier));
                text.push_str("\n• ");
                if !account.notation.is_empty() {
                    let actor = loaded.name(happened.actor);
                    let shown =
                        tongue::to_player(&account.notation, loaded.game().kind(), self.lang);
                    text.push_str(&format!("{actor}: `{shown}` — "));
                }
            }
            text.push_str(&account.sentences.join(" "));
            details.clone_from(&account.scoring);
        }
        // The result is already told by the account of the game's end.
        if !over || turn.is_none() {
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(&loaded.game().prompt(&names, self.lang));
            if let Some(note) = self.clock_note(loaded) {
                text.push_str(&format!(" ({note}.)"));
            }
        }
        let computer = computer::to_act(loaded.record()).is_some();
        let ping = if over {
            // Everyone is told how it ended.
            let actor = turn.map(|h| h.actor);
            let others: Vec<Seat> = loaded
                .record()
                .seats()
                .map(|(seat, _)| seat)
                .filter(|&s| Some(s) != actor)
                .collect();
            loaded.people(&others)
        } else if let Some(h) = turn.filter(|_| together) {
            // Everyone is mentioned once when a simultaneous phase opens,
            // not again at each seat's action.
            let new: Vec<Seat> = to_act
                .iter()
                .copied()
                .filter(|s| *s != h.actor && !h.waited_on.contains(s))
                .collect();
            loaded.people(&new)
        } else {
            loaded.people(&to_act)
        };
        Ok(Reply {
            text,
            details,
            picture: Some(self.picture(loaded, Some(&*since))?),
            sheets: self.sheets(loaded, Some(&*since), None)?,
            ping,
            // Keystone needs no buttons to answer itself; the players of a
            // game with secrets may always look at their own.
            prompts: if computer {
                tent_prompt(loaded)
            } else {
                play_prompt(loaded)
                    .into_iter()
                    .chain(question_prompts(loaded))
                    .chain(tent_prompt(loaded))
                    .collect()
            },
            computer_next: computer,
            ..Reply::default()
        })
    }

    /// "Since Bob's last move:" and the `earlier` actions, at most
    /// [`CATCH_UP_LINES`] of them.
    fn catch_up(&self, loaded: &Loaded, reader: Seat, earlier: &[String]) -> String {
        let shown = earlier.len().min(CATCH_UP_LINES);
        let mut text = t!(self.lang, "catch-up", name = loaded.name(reader));
        if shown < earlier.len() {
            text.push(' ');
            text.push_str(&t!(
                self.lang,
                "catch-up-more",
                count = earlier.len() - shown
            ));
        }
        for line in &earlier[earlier.len() - shown..] {
            text.push_str("\n• ");
            text.push_str(line);
        }
        text
    }

    /// What happened since `reader` last acted themselves (not the bot for
    /// them): the game as it was then, to highlight what changed, and each
    /// action since, in words.
    fn since_last(
        &self,
        loaded: &Loaded,
        reader: Option<Seat>,
    ) -> Result<(Box<dyn AnyGame>, Vec<String>)> {
        let log = &loaded.record().log;
        let start = reader
            .and_then(|r| log.iter().rposition(|a| a.seat == r && !a.auto))
            .map_or(0, |i| i + 1);
        let names = loaded.names();
        // From what the reader saw last, when the record keeps it; else
        // (a game resumed from a record) from the start.
        let seen = reader
            .and_then(|r| loaded.record().player(r))
            .and_then(|p| p.seen.as_ref())
            .filter(|seen| seen.step == start)
            .and_then(|seen| (loaded.game().kind().load)(&seen.state).ok());
        let (mut game, from) = match seen {
            Some(game) => (game, start),
            None => (loaded.game().fresh(), 0),
        };
        let mut then = None;
        let mut lines = Vec::new();
        for (i, action) in log.iter().enumerate().skip(from) {
            if i == start {
                then = Some(game.copy());
            }
            let account = game
                .play(action.seat, &action.text, &names, self.lang)
                .map_err(|e| not_replayed(loaded.record(), &e))?;
            if i >= start {
                lines.push(entry(
                    loaded.game().kind(),
                    &names,
                    action,
                    &account,
                    self.lang,
                ));
            }
        }
        Ok((then.unwrap_or(game), lines))
    }

    /// The move clock in words, while it runs: `Bob: 2d 3h left on the clock`.
    fn clock_note(&self, loaded: &Loaded) -> Option<String> {
        let clock = loaded.record().settings.clock?;
        if loaded.record().status != GameStatus::Active || loaded.game().asked().is_some() {
            return None;
        }
        if loaded.record().to_act.is_empty() {
            return None;
        }
        let late: Vec<&str> = loaded
            .record()
            .to_act
            .iter()
            .map(|&s| loaded.name(s))
            .collect();
        let name = self.list(late.into_iter());
        let name = name.as_str();
        let left = clock - (self.clock.now() - loaded.record().waiting_since);
        Some(if left > 0 {
            t!(
                self.lang,
                "clock-left",
                name = name,
                left = timing::words(left, self.lang)
            )
        } else {
            t!(self.lang, "clock-ran-out", name = name)
        })
    }

    /// The board, highlighting what changed since `since` (the same game
    /// earlier). Drawn smaller if it would not fit the upload limit.
    fn picture(&self, loaded: &Loaded, since: Option<&dyn AnyGame>) -> Result<Vec<u8>> {
        let names = loaded.drawn_names();
        // The picture draws text as it is: the note without escapes.
        let note = self.speaking_plainly().clock_note(loaded);
        let png = self.fitted("board", |scale| {
            Some(
                loaded
                    .game()
                    .picture(&names, since, note.as_deref(), scale, self.lang),
            )
        })?;
        png.ok_or_else(|| ServiceError::Internal("every game draws a board".into()))
    }

    /// The players' sheets (a game with sheets: Babylon), or only
    /// `only`'s, highlighting what changed since `since`; drawn smaller if
    /// they would not fit the upload limit.
    fn sheets(
        &self,
        loaded: &Loaded,
        since: Option<&dyn AnyGame>,
        only: Option<Seat>,
    ) -> Result<Option<Vec<u8>>> {
        let names = loaded.drawn_names();
        self.fitted("sheets", |scale| {
            let image = loaded
                .game()
                .sheets(&names, since, only, scale, self.lang)?;
            Some(keystone_render::png::encode(&image))
        })
    }

    /// The PNG `draw` makes at the largest scale that fits the upload
    /// limit; `None` if it draws nothing.
    fn fitted(&self, what: &str, draw: impl Fn(f32) -> Option<Vec<u8>>) -> Result<Option<Vec<u8>>> {
        for scale in [1.0, 0.75, 0.5, 0.35] {
            let Some(png) = draw(scale) else {
                return Ok(None);
            };
            if png.len() <= self.upload_limit {
                return Ok(Some(png));
            }
        }
        Err(ServiceError::Internal(format!(
            "the {what} picture does not fit the upload limit even when small"
        )))
    }

    /// One player's sheet, large (`/game sheet`): `player`'s, else the
    /// viewer's own, else the first seat's; of the game in play, or else
    /// of the last one that ended in the channel.
    pub fn sheet(&self, channel: ChannelId, viewer: u64, player: Option<u64>) -> Result<Reply> {
        let loaded = self.looked_at(channel)?;
        let seat = match player {
            Some(user) => loaded
                .seat_of(user)
                .ok_or_else(|| ServiceError::User(t!(self.lang, "sheet-not-playing")))?,
            None => loaded.seat_of(viewer).unwrap_or(Seat::from_index(0)),
        };
        let (since, _) = self.since_last(&loaded, Some(seat))?;
        let Some(png) = self.sheets(&loaded, Some(&*since), Some(seat))? else {
            return user_error(t!(
                self.lang,
                "sheet-none",
                game = loaded.game().kind().title
            ));
        };
        let score = loaded
            .game()
            .scores()
            .get(seat.index())
            .copied()
            .unwrap_or(0);
        Ok(Reply {
            text: t!(
                self.lang,
                "sheet-of",
                name = loaded.name(seat),
                score = score
            ),
            picture: Some(png),
            ..Reply::default()
        })
    }

    /// The same service, with names as they are (for words drawn in a
    /// picture).
    fn speaking_plainly(&self) -> Service {
        Service {
            markdown: false,
            ..self.clone()
        }
    }

    /// The board, for anyone; highlighted for `viewer` if they play.
    pub fn board(&self, channel: ChannelId, viewer: u64, private: bool) -> Result<Reply> {
        let loaded = self.current(channel)?;
        let reader = loaded
            .seat_of(viewer)
            .or_else(|| loaded.game().to_act().first().copied());
        let (since, _) = self.since_last(&loaded, reader)?;
        let mut text = loaded.game().prompt(&loaded.names(), self.lang);
        if let Some(note) = self.clock_note(&loaded) {
            text.push_str(&format!(" ({note}.)"));
        }
        Ok(Reply {
            text,
            picture: Some(self.picture(&loaded, Some(&*since))?),
            sheets: self.sheets(&loaded, Some(&*since), None)?,
            private,
            ..Reply::default()
        })
    }

    /// `user`'s secrets in this channel's game (a hand, a purse), for
    /// their eyes only: in words and a picture, in a private reply. A
    /// button of an earlier game of the channel is refused.
    pub fn tent(&self, channel: ChannelId, user: u64, stamp: Option<Stamp>) -> Result<Reply> {
        let loaded = self.current(channel)?;
        if let Some(stamp) = stamp
            && stamp.game != loaded.record().id
        {
            return user_error(t!(self.lang, "stale-game"));
        }
        let Some(seat) = loaded.seat_of(user) else {
            return user_error(t!(self.lang, "tent-not-playing"));
        };
        let Some((text, picture)) = loaded.game().private(seat, &loaded.names(), self.lang) else {
            return user_error(t!(self.lang, "tent-nothing-hidden"));
        };
        Ok(Reply {
            text,
            picture: Some(picture),
            private: true,
            ..Reply::default()
        })
    }

    /// The rules in brief of the game named `game`, else of the game in
    /// `channel`, else every game's introduction; `topic` picks one topic of
    /// that game.
    pub fn rules(
        &self,
        channel: ChannelId,
        game: Option<&str>,
        topic: Option<&str>,
    ) -> Result<Reply> {
        let text = match self.rules_of(channel, game)? {
            Some(kind) => format!("**{}** · {}", kind.title, (kind.rules)(topic, self.lang)),
            None => {
                let mut text: Vec<String> = games::KINDS
                    .iter()
                    .map(|k| (k.rules)(None, self.lang))
                    .collect();
                text.push(t!(self.lang, "rules-pick"));
                text.join("\n")
            }
        };
        Ok(Reply {
            text,
            private: true,
            ..Reply::default()
        })
    }

    /// The topics of the rules of the game named (as far as it is typed),
    /// else of the channel's game, else of every game.
    pub fn topics(&self, channel: ChannelId, game: Option<&str>) -> Vec<&'static str> {
        let named = self.rules_of(channel, game).ok().flatten();
        match named.or_else(|| self.rules_of(channel, None).ok().flatten()) {
            Some(kind) => kind.topics.to_vec(),
            None => {
                let mut topics: Vec<&'static str> = Vec::new();
                for topic in games::KINDS.iter().flat_map(|k| k.topics) {
                    if !topics.contains(topic) {
                        topics.push(topic);
                    }
                }
                topics
            }
        }
    }

    /// The game whose rules are asked: the one named (an error if there is
    /// none of that name), else the channel's; `None` when neither.
    fn rules_of(
        &self,
        channel: ChannelId,
        game: Option<&str>,
    ) -> Result<Option<&'static games::Kind>> {
        Ok(match game.map(str::trim).filter(|g| !g.is_empty()) {
            Some(name) => Some(self.kind_named(name)?),
            None => self
                .store
                .get(channel)?
                .and_then(|record| games::kind(&record.kind)),
        })
    }

    /// The game someone named, by its name or its title in any case; the
    /// games there are if none is called so.
    fn kind_named(&self, name: &str) -> Result<&'static games::Kind> {
        let name = name.trim();
        games::KINDS
            .iter()
            .copied()
            .find(|k| k.name.eq_ignore_ascii_case(name) || k.title.eq_ignore_ascii_case(name))
            .ok_or_else(|| {
                let known: Vec<String> = games::KINDS
                    .iter()
                    .map(|k| format!("`{}`", k.name))
                    .collect();
                ServiceError::User(t!(
                    self.lang,
                    "game-unknown",
                    game = text::echo(name, self.markdown),
                    games = self.list(known.iter().map(String::as_str))
                ))
            })
    }

    /// Where the game stands, in words.
    pub fn status(&self, channel: ChannelId) -> Result<Reply> {
        let loaded = self.current(channel)?;
        let mut text = loaded.game().status(&loaded.names(), self.lang);
        if loaded.record().status == GameStatus::Invited {
            text = t!(self.lang, "status-invited", name = self.pending(&loaded));
        }
        if let Some(note) = self.clock_note(&loaded) {
            text.push('\n');
            text.push_str(&t!(self.lang, "status-clock", note = note));
        }
        if let Some(asked) = loaded.game().asked() {
            let left =
                self.timing.paid_timeout - (self.clock.now() - loaded.record().waiting_since);
            let name = loaded.name(asked);
            text.push('\n');
            text.push_str(&if left > 0 {
                t!(
                    self.lang,
                    "status-question-expires",
                    name = name,
                    left = timing::words(left, self.lang)
                )
            } else {
                t!(self.lang, "status-question-expired", name = name)
            });
        }
        Ok(Reply::text(text))
    }

    /// Autocomplete for `/play`: the legal actions of `user` that begin
    /// with `typed`, continuing after `;` from the position the earlier
    /// items reach, as far as `user` may know it (nothing offered depends
    /// on a draw an earlier item makes, see [`AnyGame::choices_after`]).
    pub fn complete(&self, channel: ChannelId, user: u64, typed: &str) -> Vec<Choice> {
        let Ok(loaded) = self.current(channel) else {
            return Vec::new();
        };
        let Some(seat) = loaded
            .seat_of(user)
            .filter(|_| loaded.record().status == GameStatus::Active)
        else {
            return Vec::new();
        };
        let names = loaded.names();
        let (earlier, current) = match typed.rfind(';') {
            Some(i) => (typed[..i].trim(), &typed[i + 1..]),
            None => ("", typed),
        };
        let kind = loaded.game().kind();
        let played = tongue::from_player(earlier, kind, self.lang);
        if is_leave(earlier) {
            return Vec::new();
        }
        // What may follow the earlier items: past one that turns up
        // something hidden, only what does not depend on it.
        let Ok(choices) = loaded
            .game()
            .choices_after(seat, &played, &names, self.lang)
        else {
            return Vec::new();
        };
        let prefix = if earlier.is_empty() {
            String::new()
        } else {
            format!("{earlier}; ")
        };
        // In the player's words; what they typed in English still finds
        // the English ones.
        let shown = self.spoken(kind, &choices);
        let typed = current.trim_start();
        let mut narrowed = complete::narrow(&shown, typed, self.lang);
        if narrowed.is_empty() {
            narrowed = complete::narrow(&choices, typed, self.lang);
        }
        narrowed
            .into_iter()
            .map(|c| Choice {
                notation: format!("{prefix}{}", c.notation),
                label: c.label,
            })
            .collect()
    }

    /// The paid options `user` may buy now (for the Pay… menu), checked
    /// against the prompt's `stamp` if it came from one.
    pub fn paid_options(
        &self,
        channel: ChannelId,
        user: u64,
        stamp: Option<Stamp>,
    ) -> Result<Vec<Choice>> {
        let loaded = self.current(channel)?;
        self.check_stamp(loaded.record(), stamp)?;
        let seat = self.seated(&loaded, user)?;
        if loaded.game().asked() != Some(seat) {
            return user_error(t!(self.lang, "no-question-for-you"));
        }
        let names = loaded.names();
        Ok(loaded
            .game()
            .choices(seat, &names, self.lang)
            .into_iter()
            .filter(|c| c.notation.starts_with("pay"))
            .collect())
    }

    /// The users who must act now in `channel`'s game (empty when none).
    pub fn waiting_for(&self, channel: ChannelId) -> Result<Vec<u64>> {
        match self.store.get(channel)? {
            Some(record) => Ok(record.users(record.to_act.clone())),
            None => Ok(Vec::new()),
        }
    }

    /// The legal actions of `user` now, in words, their notation in the
    /// service's language (for `keystone local`).
    pub fn moves(&self, channel: ChannelId, user: u64) -> Result<Vec<Choice>> {
        let loaded = self.current(channel)?;
        let seat = self.seated(&loaded, user)?;
        let choices = loaded.game().choices(seat, &loaded.names(), self.lang);
        Ok(self.spoken(loaded.game().kind(), &choices))
    }

    /// `choices` with their notation in the service's language.
    fn spoken(&self, kind: &games::Kind, choices: &[Choice]) -> Vec<Choice> {
        choices
            .iter()
            .map(|c| Choice {
                notation: tongue::to_player(&c.notation, kind, self.lang),
                label: c.label.clone(),
            })
            .collect()
    }

    /// The channel's game and its step (actions played), as a prompt made
    /// now would carry them.
    pub fn stamp(&self, channel: ChannelId) -> Result<Stamp> {
        Ok(Service::stamp_of(self.current(channel)?.record()))
    }
}

impl Service {
    /// Notes the language `seat` speaks, for what is said to them unasked.
    fn heard(&self, record: &mut GameRecord, seat: Seat) {
        if let Some(s) = record.seats.get_mut(seat.index()) {
            s.lang = Some(self.lang.tag().to_owned());
        }
    }

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

    /// Checks an invitation is open and `user` is invited and has not
    /// answered yet; their seat.
    fn invitation(
        &self,
        record: &GameRecord,
        user: u64,
        stamp: Option<Stamp>,
    ) -> Result<(Loaded, Seat)> {
        self.check_stamp(record, stamp)?;
        let loaded = self.load(record.clone())?;
        if record.status != GameStatus::Invited {
            return user_error(t!(self.lang, "invitation-started"));
        }
        let seat = record
            .to_act
            .iter()
            .copied()
            .find(|&s| record.player(s).is_some_and(|p| p.user == user));
        let Some(seat) = seat else {
            return user_error(t!(
                self.lang,
                "invitation-not-yours",
                name = self.pending(&loaded)
            ));
        };
        Ok((loaded, seat))
    }
}

/// The record of a game dropped before its end (declined or aborted):
/// nobody wins.
fn dropped(record: &GameRecord, ending: Ending) -> GameRecord {
    let mut next = record.clone();
    next.status = GameStatus::Aborted;
    next.to_act.clear();
    next.abort = None;
    next.result = Some(GameResult {
        winners: vec![],
        scores: vec![],
        left: vec![],
        ending,
        favourites: Vec::new(),
    });
    next
}

/// The people at the table but `user` (Keystone left out): those told
/// that a game ended, when `user` ended it.
fn everyone_but(record: &GameRecord, user: u64) -> Vec<u64> {
    record
        .seats
        .iter()
        .filter(|p| p.user != user && p.computer.is_none())
        .map(|p| p.user)
        .collect()
}

/// How many actions a catch-up message lists at most (Discord's 2000
/// characters); the rest are in the history.
const CATCH_UP_LINES: usize = 12;

/// A logged action as history shows it: who, the notation in the reader's
/// words, and what it did.
fn entry(
    kind: &games::Kind,
    names: &[&str],
    action: &LoggedAction,
    account: &Account,
    lang: Lang,
) -> String {
    let who = names.get(action.seat.index()).copied().unwrap_or("?");
    let who = if action.auto {
        t!(lang, "answered-by-keystone", name = who)
    } else {
        who.to_owned()
    };
    let notation = tongue::to_player(&action.text, kind, lang);
    format!("{who}: `{notation}` — {}", account.sentences.join(" "))
}

fn not_replayed(record: &GameRecord, error: &str) -> ServiceError {
    ServiceError::Internal(format!(
        "the log of channel {} does not replay: {error}",
        record.channel.0
    ))
}

/// The Play… button, which opens the move picker, while the game goes on.
fn play_prompt(loaded: &Loaded) -> Vec<Prompt> {
    if loaded.game().outcome().is_none() && loaded.record().status == GameStatus::Active {
        vec![Prompt::new(
            PromptKind::Play,
            Service::stamp_of(loaded.record()),
        )]
    } else {
        Vec::new()
    }
}

/// The Pay… and Decline buttons for an open question, if any.
fn question_prompts(loaded: &Loaded) -> Vec<Prompt> {
    match loaded.game().asked() {
        Some(_) => [PromptKind::Pay, PromptKind::Decline]
            .map(|kind| Prompt::new(kind, Service::stamp_of(loaded.record())))
            .to_vec(),
        None => Vec::new(),
    }
}

/// The My tent button, in a game with secrets still in play.
fn tent_prompt(loaded: &Loaded) -> Vec<Prompt> {
    if loaded.game().secrets() && loaded.game().outcome().is_none() {
        vec![Prompt::new(
            PromptKind::Tent,
            Service::stamp_of(loaded.record()),
        )]
    } else {
        Vec::new()
    }
}

/// The Accept and Decline buttons of an invitation.
fn invitation_prompts(record: &GameRecord) -> Vec<Prompt> {
    [PromptKind::Accept, PromptKind::Refuse]
        .map(|kind| Prompt::new(kind, Service::stamp_of(record)))
        .to_vec()
}
