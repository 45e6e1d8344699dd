//! The bot without Discord: "this user in this channel does X" in, words, a
//! picture, who to ping and which prompts to offer out. The Discord commands,
//! `keystone local` and the tests all drive this.
//!
//! Every change goes through the store's atomic update under a per-channel
//! lock, so commands on one channel are applied one at a time; buttons carry
//! the game's version, so a click on an old prompt changes nothing.

pub mod complete;
pub mod records;
pub mod reply;
mod stats;
mod sweep;
pub mod timing;
mod waiting;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use keystone_data::{
    ChannelId, Ending, GameRecord, GameResult, GameStatus, LoggedAction, PaidPolicy, SeatRecord,
    Settings, Store, StoreError, UpdateError, update,
};
use keystone_engine::Table;
use keystone_engine::record::Header;

pub use reply::{Attachment, Prompt, PromptKind, Reply};
pub use sweep::Notice;
pub use timing::Timing;
pub use waiting::SettingsChange;

use crate::games::{self, Account, AnyGame, Choice};
use crate::i18n::Lang;
use crate::t;
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
    /// This seat (1-based), as a record names it: a game of three or four
    /// resumed from its record.
    Seat(u8),
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
    /// The player invited (seat 2).
    pub opponent: User,
    /// More players invited, for games of more than two (seats 3 and 4).
    pub others: Vec<User>,
    /// Who starts.
    pub first: First,
    /// The seed; drawn at random when `None`.
    pub seed: Option<u64>,
    /// Game-specific setup, as record headers (e.g. a fixed `deck`).
    pub headers: Vec<(String, String)>,
    /// The move clock, in milliseconds (see [`timing::parse_setting`]).
    pub clock: Option<i64>,
    /// Keystone itself plays the opponent's seat, at this level: the game
    /// starts at once, without an invitation.
    pub computer: Option<Level>,
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
    /// Pictures larger than this are drawn smaller (Discord's upload limit).
    upload_limit: usize,
    /// Reminder and deadline defaults.
    timing: Timing,
    /// The language of its words.
    lang: Lang,
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

/// A game loaded from its record, with its players' names.
struct Loaded {
    record: GameRecord,
    game: Box<dyn AnyGame>,
}

impl Loaded {
    fn names(&self) -> Vec<&str> {
        self.record.seats.iter().map(|s| s.name.as_str()).collect()
    }

    fn seat_of(&self, user: u64) -> Option<u8> {
        self.record
            .seats
            .iter()
            .position(|s| s.user == user)
            .map(|i| i as u8 + 1)
    }

    fn users(&self, seats: &[u8]) -> Vec<u64> {
        seats
            .iter()
            .filter_map(|&s| self.record.seats.get(usize::from(s) - 1))
            .map(|s| s.user)
            .collect()
    }
}

fn load(record: GameRecord) -> Result<Loaded> {
    let kind = games::kind(&record.kind)
        .ok_or_else(|| ServiceError::Internal(format!("unknown game kind {}", record.kind)))?;
    let game = (kind.load)(&record.state).map_err(|e| {
        tracing::error!(channel = record.channel.0, error = %e, "stored game state does not load");
        ServiceError::Damaged(record.channel)
    })?;
    Ok(Loaded { record, game })
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
            lang: Lang::default(),
        }
    }

    /// The same service, speaking `lang` (the games and locks are shared).
    pub fn speaking(&self, lang: Lang) -> Service {
        Service {
            lang,
            ..self.clone()
        }
    }

    /// Sets the reminder and deadline defaults.
    pub fn set_timing(&mut self, timing: Timing) {
        self.timing = timing;
    }

    /// Sets the largest picture to send.
    pub fn set_upload_limit(&mut self, bytes: usize) {
        self.upload_limit = bytes;
    }

    /// The store.
    pub fn store(&self) -> &Arc<dyn Store> {
        &self.store
    }

    /// Runs `f` holding the channel's lock: one change at a time per channel.
    fn locked<T>(&self, channel: ChannelId, f: impl FnOnce() -> T) -> T {
        let lock = {
            let mut locks = self.locks.lock().unwrap_or_else(|p| p.into_inner());
            Arc::clone(locks.entry(channel).or_default())
        };
        let _guard = lock.lock().unwrap_or_else(|p| p.into_inner());
        f()
    }

    fn current(&self, channel: ChannelId) -> Result<Loaded> {
        let record = self.store.get(channel)?.ok_or(ServiceError::NoGame)?;
        load(record)
    }

    /// Invites `game.opponent` to a new game in `channel`.
    pub fn new_game(&self, channel: ChannelId, game: &NewGame) -> Result<Reply> {
        let kind = games::kind(&game.kind).ok_or_else(|| {
            let known: Vec<&str> = games::KINDS.iter().map(|k| k.name).collect();
            ServiceError::User(t!(
                self.lang,
                "game-unknown",
                game = game.kind.as_str(),
                games = known.join(", ")
            ))
        })?;
        let invited: Vec<&User> = std::iter::once(&game.opponent)
            .chain(&game.others)
            .collect();
        if invited.iter().any(|u| u.id == game.host.id) {
            return user_error(t!(self.lang, "invite-self"));
        }
        if invited
            .iter()
            .enumerate()
            .any(|(i, u)| invited[..i].iter().any(|v| v.id == u.id))
        {
            return user_error(t!(self.lang, "invite-twice"));
        }
        let seats = 1 + invited.len();
        if game.computer.is_some() && seats > 2 {
            return user_error(t!(self.lang, "computer-two-only"));
        }
        if !kind.seats.contains(&seats) {
            let (low, high) = (*kind.seats.start(), *kind.seats.end());
            let allowed = if low == high {
                low.to_string()
            } else {
                format!("{low}–{high}")
            };
            return user_error(t!(
                self.lang,
                "game-seats",
                game = kind.title,
                allowed = allowed,
                given = seats as i64
            ));
        }
        if let Some(clock) = game.clock
            && !(timing::SHORTEST_SETTING..=timing::LONGEST_SETTING).contains(&clock)
        {
            return user_error(t!(
                self.lang,
                "clock-out-of-range",
                given = timing::words(clock, self.lang)
            ));
        }
        let first = match game.first {
            First::Me => Some(keystone_engine::Seat::from_index(0)),
            First::Opponent => Some(keystone_engine::Seat::from_index(1)),
            First::Random => None,
            First::Seat(n) => match keystone_engine::Seat::from_number(u64::from(n)) {
                Some(seat) if usize::from(n) <= seats => Some(seat),
                _ => return user_error(t!(self.lang, "first-no-such-seat", seat = i64::from(n))),
            },
        };
        let table = Table {
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
        let record = GameRecord {
            id: self.store.new_game_id()?,
            kind: kind.name.to_owned(),
            channel,
            guild: game.guild,
            seats: std::iter::once(&game.host)
                .chain(invited.iter().copied())
                .map(|u| SeatRecord::new(u.id, u.name.clone()))
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
            to_act: (2..=seats as u8).collect(),
            waiting_since: now,
            log: Vec::new(),
            result: None,
            nudges: Default::default(),
        };
        let mut record = record;
        self.heard(&mut record, 1);
        if let Some(level) = game.computer {
            record.seats[1].computer = Some(level.name().to_owned());
            record.status = GameStatus::Active;
            record.to_act = started.to_act();
        }
        let record = self.locked(channel, || self.store.create(record))?;
        if let Some(level) = game.computer {
            let loaded = load(record)?;
            let mut reply = self.turn_reply(&loaded, None)?;
            reply.text = format!(
                "{} {}",
                t!(
                    self.lang,
                    "computer-game",
                    host = game.host.name.as_str(),
                    game = kind.title,
                    level = level.name()
                ),
                reply.text
            );
            return Ok(reply);
        }
        let clock = game
            .clock
            .map_or("none".to_owned(), |c| timing::words(c, self.lang));
        Ok(Reply {
            text: t!(
                self.lang,
                "invitation",
                host = game.host.name.as_str(),
                opponent = self.list(invited.iter().map(|u| u.name.as_str())),
                game = kind.title,
                clock = clock
            ),
            ping: invited.iter().map(|u| u.id).collect(),
            prompts: invitation_prompts(&record),
            ..Reply::default()
        })
    }

    /// Accepts the invitation of `channel`'s game for `user`; the game
    /// starts once every invited player accepted.
    pub fn accept(&self, channel: ChannelId, user: u64, version: Option<u64>) -> Result<Reply> {
        let (record, seat) = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                let (loaded, seat) = self.invitation(record, user, version)?;
                let mut next = record.clone();
                self.heard(&mut next, seat);
                next.to_act.retain(|&s| s != seat);
                if next.to_act.is_empty() {
                    next.status = GameStatus::Active;
                    next.to_act = loaded.game.to_act();
                    next.waiting_since = self.clock.now();
                }
                Ok((next, seat))
            })
        })?;
        let name = record.seats[usize::from(seat) - 1].name.clone();
        if record.status == GameStatus::Invited {
            return Ok(Reply {
                text: t!(
                    self.lang,
                    "invitation-partly-accepted",
                    name = name.as_str(),
                    waiting = self.pending(&record)
                ),
                prompts: invitation_prompts(&record),
                ..Reply::default()
            });
        }
        let loaded = load(record)?;
        let mut reply = self.turn_reply(&loaded, None)?;
        reply.text = format!(
            "{} {}",
            t!(self.lang, "invitation-accepted", name = name.as_str()),
            reply.text
        );
        Ok(reply)
    }

    /// Turns the invitation down: the game is dropped.
    pub fn refuse(&self, channel: ChannelId, user: u64, version: Option<u64>) -> Result<Reply> {
        let (_, name) = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                let (_, seat) = self.invitation(record, user, version)?;
                let name = record.seats[usize::from(seat) - 1].name.clone();
                Ok((dropped(record, Ending::Declined), name))
            })
        })?;
        Ok(Reply::text(t!(
            self.lang,
            "invitation-declined",
            name = name.as_str()
        )))
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
    fn pending(&self, record: &GameRecord) -> String {
        self.list(
            record
                .to_act
                .iter()
                .filter_map(|&s| record.seats.get(usize::from(s) - 1))
                .map(|s| s.name.as_str()),
        )
    }

    /// Plays a line of actions (`V2 c3; B`) for `user`, all or nothing.
    /// `step` is the game's step a button was made for, if any.
    pub fn play(
        &self,
        channel: ChannelId,
        user: u64,
        line: &str,
        step: Option<u64>,
    ) -> Result<Reply> {
        let (record, happened) = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                if step.is_some_and(|v| v != record.step()) {
                    return user_error(t!(self.lang, "stale"));
                }
                let mut loaded = load(record.clone())?;
                if loaded.record.status == GameStatus::Invited {
                    return user_error(t!(
                        self.lang,
                        "not-started",
                        name = self.pending(&loaded.record)
                    ));
                }
                let Some(seat) = loaded.seat_of(user) else {
                    return user_error(t!(self.lang, "not-playing"));
                };
                let names = owned_names(&loaded);
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                let account = match loaded.game.play(seat, line, &names, self.lang) {
                    Ok(account) => account,
                    Err(message) => return user_error(self.explain_wait(&loaded, seat, message)),
                };
                let now = self.clock.now();
                let mut next = loaded.record.clone();
                self.heard(&mut next, seat);
                next.log.push(LoggedAction {
                    seat,
                    text: account.notation.clone(),
                    at: now,
                    auto: false,
                });
                self.moved(
                    &mut loaded,
                    next,
                    record.log.len(),
                    seat,
                    account,
                    &names,
                    now,
                )
            })
        })?;
        let loaded = load(record)?;
        self.turn_reply(&loaded, Some(&happened))
    }

    /// A refusal to play while someone else must answer: how long the
    /// question may still wait, or that it expired and the game can go on.
    fn explain_wait(&self, loaded: &Loaded, seat: u8, message: String) -> String {
        let Some(asked) = loaded.game.asked().filter(|&a| a != seat) else {
            return message;
        };
        let waited = self.clock.now() - loaded.record.waiting_since;
        let left = self.timing.paid_timeout - waited;
        let name = loaded.names()[usize::from(asked) - 1];
        let more = if left > 0 {
            t!(
                self.lang,
                "question-time-left",
                name = name,
                left = timing::words(left, self.lang)
            )
        } else {
            t!(self.lang, "question-expired", name = name)
        };
        format!("{message} {more}")
    }

    /// The message after a change: what happened, the board, who must act.
    /// When the turn passes to someone else, it tells them everything that
    /// happened since they last acted.
    fn turn_reply(&self, loaded: &Loaded, happened: Option<&Happened>) -> Result<Reply> {
        let names = loaded.names();
        let over = loaded.game.outcome().is_some();
        let to_act = loaded.game.to_act();
        let reader = to_act
            .first()
            .copied()
            .or_else(|| loaded.record.log.last().map(|a| 3 - a.seat));
        let (since, catch_up) = self.since_last(loaded, reader)?;
        let mut text = String::new();
        let mut details = Vec::new();
        if let Some(happened) = happened {
            let account = &happened.account;
            // The actions before this request's, which the reader has not
            // seen answered by a move of theirs.
            let earlier = &catch_up[..catch_up.len().saturating_sub(happened.added)];
            let turn_passed = reader.is_some_and(|r| r != happened.actor);
            if turn_passed && !over && !earlier.is_empty() {
                let reader = names[usize::from(reader.unwrap_or(1)) - 1];
                let shown = earlier.len().min(CATCH_UP_LINES);
                text.push_str(&t!(self.lang, "catch-up", name = reader));
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
                text.push_str("\n• ");
                if !account.notation.is_empty() {
                    let actor = names[usize::from(happened.actor) - 1];
                    text.push_str(&format!("{actor}: `{}` — ", account.notation));
                }
            }
            text.push_str(&account.sentences.join(" "));
            details.clone_from(&account.scoring);
        }
        // The result is already told by the account of the game's end.
        if !over || happened.is_none() {
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(&loaded.game.prompt(&names, self.lang));
            if let Some(note) = self.clock_note(loaded) {
                text.push_str(&format!(" ({note}.)"));
            }
        }
        let computer = computer_to_act(&loaded.record).is_some();
        Ok(Reply {
            text,
            details,
            picture: Some(self.picture(loaded, Some(&*since))?),
            // Keystone needs no mention, nor buttons to answer itself.
            ping: if computer {
                Vec::new()
            } else {
                loaded.users(&to_act)
            },
            prompts: if computer {
                Vec::new()
            } else {
                question_prompts(loaded)
            },
            computer_next: computer,
            ..Reply::default()
        })
    }

    /// What happened since `reader` last acted themselves (not the bot for
    /// them): the game as it was then, to highlight what changed, and each
    /// action since, in words.
    fn since_last(
        &self,
        loaded: &Loaded,
        reader: Option<u8>,
    ) -> Result<(Box<dyn AnyGame>, Vec<String>)> {
        let log = &loaded.record.log;
        let start = reader
            .and_then(|r| log.iter().rposition(|a| a.seat == r && !a.auto))
            .map_or(0, |i| i + 1);
        let names = loaded.names();
        let mut game = loaded.game.fresh();
        let mut then = None;
        let mut lines = Vec::new();
        for (i, action) in log.iter().enumerate() {
            if i == start {
                then = Some(game.copy());
            }
            let account = game
                .play(action.seat, &action.text, &names, self.lang)
                .map_err(|e| {
                    ServiceError::Internal(format!(
                        "the log of channel {} does not replay: {e}",
                        loaded.record.channel.0
                    ))
                })?;
            if i >= start {
                lines.push(entry(&names, action, &account, self.lang));
            }
        }
        Ok((then.unwrap_or(game), lines))
    }

    /// The move clock in words, while it runs: `Bob: 2d 3h left on the clock`.
    fn clock_note(&self, loaded: &Loaded) -> Option<String> {
        let clock = loaded.record.settings.clock?;
        if loaded.record.status != GameStatus::Active || loaded.game.asked().is_some() {
            return None;
        }
        let seat = *loaded.record.to_act.first()?;
        let name = loaded.names()[usize::from(seat) - 1];
        let left = clock - (self.clock.now() - loaded.record.waiting_since);
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
        let names = loaded.names();
        let note = self.clock_note(loaded);
        for scale in [1.0, 0.75, 0.5, 0.35] {
            let png = loaded
                .game
                .picture(&names, since, note.as_deref(), scale, self.lang);
            if png.len() <= self.upload_limit {
                return Ok(png);
            }
        }
        Err(ServiceError::Internal(
            "the board picture does not fit the upload limit even when small".into(),
        ))
    }

    /// The board, for anyone; highlighted for `viewer` if they play.
    pub fn board(&self, channel: ChannelId, viewer: u64, private: bool) -> Result<Reply> {
        let loaded = self.current(channel)?;
        let reader = loaded
            .seat_of(viewer)
            .or_else(|| loaded.game.to_act().first().copied());
        let (since, _) = self.since_last(&loaded, reader)?;
        let mut text = loaded.game.prompt(&loaded.names(), self.lang);
        if let Some(note) = self.clock_note(&loaded) {
            text.push_str(&format!(" ({note}.)"));
        }
        Ok(Reply {
            text,
            picture: Some(self.picture(&loaded, Some(&*since))?),
            private,
            ..Reply::default()
        })
    }

    /// Where the game stands, in words.
    pub fn status(&self, channel: ChannelId) -> Result<Reply> {
        let loaded = self.current(channel)?;
        let mut text = loaded.game.status(&loaded.names(), self.lang);
        if loaded.record.status == GameStatus::Invited {
            text = t!(
                self.lang,
                "status-invited",
                name = self.pending(&loaded.record)
            );
        }
        if let Some(note) = self.clock_note(&loaded) {
            text.push('\n');
            text.push_str(&t!(self.lang, "status-clock", note = note));
        }
        if let Some(asked) = loaded.game.asked() {
            let left = self.timing.paid_timeout - (self.clock.now() - loaded.record.waiting_since);
            let name = loaded.names()[usize::from(asked) - 1];
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

    /// Asks `user` to confirm their resignation.
    pub fn ask_resign(&self, channel: ChannelId, user: u64) -> Result<Reply> {
        let loaded = self.current(channel)?;
        let seat = self.seated(&loaded, user)?;
        if loaded.record.status != GameStatus::Active {
            return user_error(t!(self.lang, "resign-not-started"));
        }
        Ok(Reply {
            text: t!(self.lang, "resign-confirm"),
            prompts: vec![Prompt {
                kind: PromptKind::Resign,
                channel,
                step: loaded.record.step(),
                seat,
            }],
            private: true,
            ..Reply::default()
        })
    }

    /// Resigns, after confirmation: the opponent wins.
    pub fn resign(&self, channel: ChannelId, user: u64, version: u64) -> Result<Reply> {
        let (record, ()) = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                if version != record.step() {
                    return user_error(t!(self.lang, "stale"));
                }
                let loaded = load(record.clone())?;
                let seat = self.seated(&loaded, user)?;
                Ok((lost_by(&loaded, seat, Ending::Resigned { seat }), ()))
            })
        })?;
        let seat = match record.result.as_ref().map(|r| r.ending) {
            Some(Ending::Resigned { seat }) => seat,
            _ => 0,
        };
        let (loser, winner) = (usize::from(seat) - 1, 2 - usize::from(seat));
        Ok(Reply {
            text: t!(
                self.lang,
                "resigned",
                loser = record.seats[loser].name.as_str(),
                winner = record.seats[winner].name.as_str()
            ),
            ping: vec![record.seats[winner].user],
            ..Reply::default()
        })
    }

    /// Asks to abort: at once for a moderator (or the host of a game not
    /// yet accepted, or a damaged game), else the other player must agree.
    pub fn ask_abort(&self, channel: ChannelId, user: u64, moderator: bool) -> Result<Reply> {
        let loaded = match self.current(channel) {
            Err(ServiceError::Damaged(_)) if moderator => {
                self.store.quarantine(channel)?;
                return Ok(Reply::text(t!(self.lang, "damaged-cleared")));
            }
            other => other?,
        };
        let seat = loaded.seat_of(user);
        let host_cancels = loaded.record.status == GameStatus::Invited && seat == Some(1);
        if moderator || host_cancels {
            return self.abort(channel, loaded.record.step());
        }
        let seat = self.seated(&loaded, user)?;
        let other = &loaded.record.seats[usize::from(2 - seat)];
        Ok(Reply {
            text: t!(
                self.lang,
                "abort-proposed",
                name = loaded.names()[usize::from(seat) - 1],
                other = other.name.as_str()
            ),
            ping: vec![other.user],
            prompts: vec![Prompt {
                kind: PromptKind::Abort,
                channel,
                step: loaded.record.step(),
                seat,
            }],
            ..Reply::default()
        })
    }

    /// The other player agrees to abort.
    pub fn agree_abort(
        &self,
        channel: ChannelId,
        user: u64,
        version: u64,
        proposer: u8,
    ) -> Result<Reply> {
        let loaded = self.current(channel)?;
        if self.seated(&loaded, user)? == proposer {
            return user_error(t!(self.lang, "abort-not-you"));
        }
        self.abort(channel, version)
    }

    fn abort(&self, channel: ChannelId, version: u64) -> Result<Reply> {
        self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                if version != record.step() {
                    return user_error(t!(self.lang, "stale"));
                }
                Ok((dropped(record, Ending::Aborted), ()))
            })
        })?;
        Ok(Reply::text(t!(self.lang, "aborted")))
    }

    /// Autocomplete for `/play`: the legal actions of `user` that begin
    /// with `typed`, continuing after `;` from the position the earlier
    /// items reach.
    pub fn complete(&self, channel: ChannelId, user: u64, typed: &str) -> Vec<Choice> {
        let Ok(loaded) = self.current(channel) else {
            return Vec::new();
        };
        let Some(seat) = loaded
            .seat_of(user)
            .filter(|_| loaded.record.status == GameStatus::Active)
        else {
            return Vec::new();
        };
        let names = loaded.names();
        let (earlier, current) = match typed.rfind(';') {
            Some(i) => (typed[..i].trim(), &typed[i + 1..]),
            None => ("", typed),
        };
        let mut game = loaded.game.copy();
        if !earlier.is_empty() && game.play(seat, earlier, &names, self.lang).is_err() {
            return Vec::new();
        }
        let prefix = if earlier.is_empty() {
            String::new()
        } else {
            format!("{earlier}; ")
        };
        complete::narrow(&game.choices(seat, &names, self.lang), current.trim_start())
            .into_iter()
            .map(|c| Choice {
                notation: format!("{prefix}{}", c.notation),
                label: c.label,
            })
            .collect()
    }

    /// The paid options `user` may buy now (for the Pay… menu).
    pub fn paid_options(&self, channel: ChannelId, user: u64) -> Result<Vec<Choice>> {
        let loaded = self.current(channel)?;
        let seat = self.seated(&loaded, user)?;
        if loaded.game.asked() != Some(seat) {
            return user_error(t!(self.lang, "no-question-for-you"));
        }
        let names = loaded.names();
        Ok(loaded
            .game
            .choices(seat, &names, self.lang)
            .into_iter()
            .filter(|c| c.notation.starts_with("pay"))
            .collect())
    }

    /// The users who must act now in `channel`'s game (empty when none).
    pub fn waiting_for(&self, channel: ChannelId) -> Result<Vec<u64>> {
        match self.store.get(channel)? {
            Some(record) => Ok(load(record).map(|l| l.users(&l.record.to_act))?),
            None => Ok(Vec::new()),
        }
    }

    /// The legal actions of `user` now, in words (for `keystone local`).
    pub fn moves(&self, channel: ChannelId, user: u64) -> Result<Vec<Choice>> {
        let loaded = self.current(channel)?;
        let seat = self.seated(&loaded, user)?;
        Ok(loaded.game.choices(seat, &loaded.names(), self.lang))
    }

    /// Keystone's move where it plays the seat to act: its whole turn (or
    /// its answer to a question) chosen first, then played as one line, told
    /// as a player's would be. `None` when Keystone has nothing to do. The
    /// search runs without the channel's lock; the line is refused (stale)
    /// if the game moved meanwhile (a resignation).
    pub fn computer_move(&self, channel: ChannelId) -> Result<Option<Reply>> {
        let loaded = match self.current(channel) {
            Ok(loaded) => loaded,
            Err(ServiceError::NoGame) => return Ok(None),
            Err(e) => return Err(e),
        };
        let Some((seat, level)) = computer_to_act(&loaded.record) else {
            return Ok(None);
        };
        let names = loaded.names();
        let mut game = loaded.game.copy();
        let mut line = Vec::new();
        // Its seed: the game's and the step, so a replay of the same
        // position chooses the same.
        let seed = loaded.record.id.0 ^ (loaded.record.step() << 32);
        while game.to_act().first() == Some(&seat) && game.outcome().is_none() {
            let Some(action) = game.choose(seat, level, seed.wrapping_add(line.len() as u64))
            else {
                break;
            };
            game.play(seat, &action, &names, self.lang).map_err(|e| {
                ServiceError::Internal(format!("the computer's {action} is refused: {e}"))
            })?;
            line.push(action);
        }
        if line.is_empty() {
            return Ok(None);
        }
        let user = loaded.record.seats[usize::from(seat) - 1].user;
        let step = loaded.record.step();
        self.play(channel, user, &line.join("; "), Some(step))
            .map(Some)
    }

    /// The games where Keystone must move and has waited over a minute (a
    /// restart cut its search short), with the language of its opponent:
    /// the sweep has Keystone move there.
    pub fn computers_waiting(&self) -> Result<Vec<(ChannelId, Lang)>> {
        let scan = self.store.waiting(self.clock.now() - 60_000)?;
        let mut found = Vec::new();
        for waiting in &scan.items {
            let Some(record) = self.store.get(waiting.channel)? else {
                continue;
            };
            if computer_to_act(&record).is_some()
                && !found.iter().any(|(c, _)| *c == record.channel)
            {
                let lang = record
                    .seats
                    .iter()
                    .filter(|s| s.computer.is_none())
                    .find_map(|s| s.lang.as_deref().and_then(Lang::from_tag))
                    .unwrap_or(self.lang);
                found.push((record.channel, lang));
            }
        }
        Ok(found)
    }

    /// The current game's step (actions played), to check a prompt before
    /// showing a menu.
    pub fn step(&self, channel: ChannelId) -> Result<u64> {
        Ok(self.current(channel)?.record.step())
    }
}

impl Service {
    /// Notes the language `seat` speaks, for what is said to them unasked.
    fn heard(&self, record: &mut GameRecord, seat: u8) {
        if let Some(s) = record.seats.get_mut(usize::from(seat).wrapping_sub(1)) {
            s.lang = Some(self.lang.tag().to_owned());
        }
    }

    /// The seat of `user`, or a refusal.
    fn seated(&self, loaded: &Loaded, user: u64) -> Result<u8> {
        loaded
            .seat_of(user)
            .ok_or_else(|| ServiceError::User(t!(self.lang, "not-playing")))
    }

    /// Checks an invitation is open and `user` is invited and has not
    /// answered yet; their seat.
    fn invitation(
        &self,
        record: &GameRecord,
        user: u64,
        version: Option<u64>,
    ) -> Result<(Loaded, u8)> {
        if version.is_some_and(|v| v != record.step()) {
            return user_error(t!(self.lang, "stale"));
        }
        if record.status != GameStatus::Invited {
            return user_error(t!(self.lang, "invitation-started"));
        }
        let seat = record.to_act.iter().copied().find(|&s| {
            record
                .seats
                .get(usize::from(s) - 1)
                .is_some_and(|r| r.user == user)
        });
        let Some(seat) = seat else {
            return user_error(t!(
                self.lang,
                "invitation-not-yours",
                name = self.pending(record)
            ));
        };
        Ok((load(record.clone())?, seat))
    }
}

/// The record of a game dropped before its end (declined or aborted):
/// nobody wins.
fn dropped(record: &GameRecord, ending: Ending) -> GameRecord {
    let mut next = record.clone();
    next.status = GameStatus::Aborted;
    next.to_act.clear();
    next.result = Some(GameResult {
        winners: vec![],
        scores: vec![],
        ending,
        favourites: Vec::new(),
    });
    next
}

/// The record of a game that `loser` lost outside the rules' end (a
/// resignation, a move clock run out): every other seat wins.
fn lost_by(loaded: &Loaded, loser: u8, ending: Ending) -> GameRecord {
    let record = &loaded.record;
    let mut next = record.clone();
    next.status = GameStatus::Finished;
    next.to_act.clear();
    next.result = Some(GameResult {
        winners: (1..=record.seats.len() as u8)
            .filter(|&s| s != loser)
            .collect(),
        scores: loaded.game.scores(),
        ending,
        favourites: stats::favourites(loaded, record),
    });
    next
}

/// What a request did, for the message that tells it.
struct Happened {
    /// Who acted.
    actor: u8,
    /// What happened, in words.
    account: Account,
    /// How many log entries it added (an answer by the bot may follow the
    /// player's own).
    added: usize,
}

/// How many actions a catch-up message lists at most (Discord's 2000
/// characters); the rest are in the history.
const CATCH_UP_LINES: usize = 12;

/// The players' names, owned (to use while the record changes).
fn owned_names(loaded: &Loaded) -> Vec<String> {
    loaded.names().iter().map(|s| (*s).to_owned()).collect()
}

/// One logged action in words: `Alice: `V2 c3` — Alice places…`.
fn entry(names: &[&str], action: &LoggedAction, account: &Account, lang: Lang) -> String {
    let who = names
        .get(usize::from(action.seat) - 1)
        .copied()
        .unwrap_or("?");
    let who = if action.auto {
        t!(lang, "answered-by-keystone", name = who)
    } else {
        who.to_owned()
    };
    format!("{who}: `{}` — {}", action.text, account.sentences.join(" "))
}

impl Service {
    /// Ends a change that played moves for `actor`: the standing answers that
    /// follow, the new state, and what happened, for the message.
    #[allow(clippy::too_many_arguments)]
    fn moved(
        &self,
        loaded: &mut Loaded,
        mut next: GameRecord,
        logged_before: usize,
        actor: u8,
        mut account: Account,
        names: &[&str],
        now: i64,
    ) -> Result<(GameRecord, Happened)> {
        self.answer_standing(loaded, &mut next, names, now, &mut account)?;
        settle(loaded, &mut next, now);
        let added = next.log.len() - logged_before;
        Ok((
            next,
            Happened {
                actor,
                account,
                added,
            },
        ))
    }

    /// Answers the questions of players whose standing policy is to decline:
    /// at once, in the same change, logged as answered by the bot.
    fn answer_standing(
        &self,
        loaded: &mut Loaded,
        next: &mut GameRecord,
        names: &[&str],
        now: i64,
        account: &mut Account,
    ) -> Result<()> {
        let Some(decline) = loaded.game.kind().decline else {
            return Ok(());
        };
        while let Some(asked) = loaded.game.asked() {
            let policy = next.seats.get(usize::from(asked) - 1).map(|s| s.paid);
            if policy != Some(PaidPolicy::Decline) {
                break;
            }
            self.auto_decline(loaded, next, names, now, decline, account)?;
            account.sentences.push(t!(
                self.lang,
                "declines-standing",
                name = names[usize::from(asked) - 1]
            ));
        }
        Ok(())
    }

    /// Plays `decline` for the seat asked, logged as answered by the bot.
    fn auto_decline(
        &self,
        loaded: &mut Loaded,
        next: &mut GameRecord,
        names: &[&str],
        now: i64,
        decline: &str,
        account: &mut Account,
    ) -> Result<()> {
        let Some(asked) = loaded.game.asked() else {
            return Ok(());
        };
        let answer = loaded
            .game
            .play(asked, decline, names, self.lang)
            .map_err(|e| {
                ServiceError::Internal(format!(
                    "declining for seat {asked} in channel {} failed: {e}",
                    next.channel.0
                ))
            })?;
        next.log.push(LoggedAction {
            seat: asked,
            text: answer.notation,
            at: now,
            auto: true,
        });
        account.sentences.extend(answer.sentences);
        account.scoring.extend(answer.scoring);
        Ok(())
    }
}

/// Copies the game's new state into the record: who must act since now,
/// and the result once over.
fn settle(loaded: &Loaded, next: &mut GameRecord, now: i64) {
    next.state = loaded.game.snapshot();
    next.to_act = loaded.game.to_act();
    next.waiting_since = now;
    if let Some(outcome) = loaded.game.outcome() {
        next.status = GameStatus::Finished;
        next.result = Some(GameResult {
            winners: outcome.winners.iter().map(|s| s.number()).collect(),
            scores: outcome.scores,
            ending: Ending::Played,
            favourites: stats::favourites(loaded, next),
        });
    }
}

/// The seat Keystone plays and must act now, with its level.
fn computer_to_act(record: &GameRecord) -> Option<(u8, Level)> {
    if record.status != GameStatus::Active {
        return None;
    }
    let &seat = record.to_act.first()?;
    let level = record
        .seats
        .get(usize::from(seat) - 1)?
        .computer
        .as_deref()?;
    Some((seat, Level::from_name(level)?))
}

/// The Pay… and Decline buttons for an open question, if any.
fn question_prompts(loaded: &Loaded) -> Vec<Prompt> {
    match loaded.game.asked() {
        Some(seat) => [PromptKind::Pay, PromptKind::Decline]
            .map(|kind| Prompt {
                kind,
                channel: loaded.record.channel,
                step: loaded.record.step(),
                seat,
            })
            .to_vec(),
        None => Vec::new(),
    }
}

/// The Accept and Decline buttons of an invitation.
fn invitation_prompts(record: &GameRecord) -> Vec<Prompt> {
    [PromptKind::Accept, PromptKind::Refuse]
        .map(|kind| Prompt {
            kind,
            channel: record.channel,
            step: record.step(),
            seat: 2,
        })
        .to_vec()
}
