//! A game's record, to revisit, share and resume: the history page by page,
//! the export as a game record, the import of one, and the board replayed
//! at any turn or as an animation. Pictures are never stored: they are drawn
//! again from the log.

use keystone_data::{ChannelId, GameRecord, GameStatus, LoggedAction, SeatRecord, Settings};
use keystone_engine::Record;

use super::{
    Attachment, Loaded, Prompt, PromptKind, Reply, Result, Service, ServiceError, User, entry,
    invitation_prompts, load, user_error,
};
use crate::games::{self, AnyGame, Kind, animation};
use crate::i18n::Lang;
use crate::t;

/// Actions per history page.
pub const HISTORY_PAGE: usize = 15;

impl Service {
    /// The channel's game: the one in play, or else the last one that
    /// ended there (so that it can still be looked back on).
    fn shown(&self, channel: ChannelId) -> Result<Loaded> {
        match self.store.get(channel)? {
            Some(record) => load(record),
            None => match self.store.latest_archived(channel)? {
                Some(record) => load(record),
                None => user_error(t!(self.lang, "no-game-nor-finished")),
            },
        }
    }

    /// One page of the history (1-based; the last page by default), with
    /// buttons to the older and newer pages.
    pub fn history(&self, channel: ChannelId, page: Option<usize>) -> Result<Reply> {
        let loaded = self.shown(channel)?;
        let names = loaded.names();
        let log = &loaded.record.log;
        if log.is_empty() {
            return Ok(Reply::text(t!(self.lang, "nothing-played")));
        }
        let pages = log.len().div_ceil(HISTORY_PAGE);
        let page = page.unwrap_or(pages);
        if !(1..=pages).contains(&page) {
            return user_error(t!(self.lang, "history-pages", pages = pages));
        }
        let (from, to) = (
            (page - 1) * HISTORY_PAGE,
            (page * HISTORY_PAGE).min(log.len()),
        );
        let mut game = loaded.game.fresh();
        let mut lines = Vec::new();
        for (n, action) in log[..to].iter().enumerate() {
            let account = game
                .play(action.seat, &action.text, &names, self.lang)
                .map_err(|e| not_replayed(&loaded, &e))?;
            if n >= from {
                let line = entry(&names, action, &account, self.lang);
                lines.push(format!("{}. {line}", n + 1));
            }
        }
        let button = |kind, page: usize| Prompt {
            kind,
            channel,
            step: page as u64,
            seat: 0,
        };
        let mut prompts = Vec::new();
        if page > 1 {
            prompts.push(button(PromptKind::Older, page - 1));
        }
        if page < pages {
            prompts.push(button(PromptKind::Newer, page + 1));
        }
        Ok(Reply {
            text: t!(
                self.lang,
                "history",
                finished = if loaded.record.status.is_over() {
                    "yes"
                } else {
                    "no"
                },
                from = from + 1,
                to = to,
                total = log.len(),
                page = page,
                pages = pages
            ),
            details: lines,
            prompts,
            ..Reply::default()
        })
    }

    /// The game's record as a `.txt` file: `keystone replay` reproduces the
    /// game from it exactly, and `/game import` resumes it.
    pub fn export(&self, channel: ChannelId) -> Result<Reply> {
        let loaded = self.shown(channel)?;
        let text = record_of(&loaded).to_text();
        Ok(Reply {
            text: t!(
                self.lang,
                "export",
                game = loaded.game.kind().title,
                actions = loaded.record.log.len()
            ),
            attachment: Some(Attachment {
                name: format!("{}-{}.txt", loaded.game.kind().name, loaded.record.id.0),
                bytes: text.into_bytes(),
            }),
            ..Reply::default()
        })
    }

    /// Starts a game in `channel` from a record's position: its seat 1 is
    /// `host`, its seat 2 `opponent`, who is invited as for a new game.
    /// Every line is checked; a bad one is refused with its number.
    pub fn import(
        &self,
        channel: ChannelId,
        guild: Option<u64>,
        host: &User,
        opponent: &User,
        text: &str,
    ) -> Result<Reply> {
        if opponent.id == host.id {
            return user_error(t!(self.lang, "invite-self"));
        }
        // The record's own syntax is English (`game:`, `seat 1:`), and so
        // are its reasons; the frame around them is in the reader's words.
        let record = Record::parse(text).map_err(|e| {
            ServiceError::User(t!(self.lang, "import-unreadable", reason = e.to_string()))
        })?;
        let Some(kind) = games::kind(&record.game) else {
            return user_error(t!(
                self.lang,
                "import-unknown-game",
                game = record.game.as_str()
            ));
        };
        if !kind.seats.contains(&record.seats.len()) || record.seats.len() != 2 {
            return user_error(t!(self.lang, "import-seats", seats = record.seats.len()));
        }
        let game = (kind.replay)(&record).map_err(|e| {
            ServiceError::User(if e.line > 0 {
                t!(
                    self.lang,
                    "import-line-refused",
                    line = e.line,
                    reason = refusal(kind, &record, e.line, self.lang).unwrap_or(e.message)
                )
            } else {
                t!(self.lang, "import-refused", reason = e.message)
            })
        })?;
        if game.outcome().is_some() {
            return user_error(t!(self.lang, "import-over"));
        }
        let now = self.clock.now();
        let stored = GameRecord {
            id: self.store.new_game_id()?,
            kind: kind.name.to_owned(),
            channel,
            guild,
            seats: [host, opponent]
                .iter()
                .map(|u| SeatRecord::new(u.id, u.name.clone()))
                .collect(),
            status: GameStatus::Invited,
            state: game.snapshot(),
            version: 0,
            created: now,
            updated: now,
            to_act: vec![2],
            waiting_since: now,
            log: record
                .actions
                .iter()
                .map(|line| LoggedAction {
                    seat: line.seat.number(),
                    text: line.text.clone(),
                    at: now,
                    auto: false,
                })
                .collect(),
            result: None,
            settings: Settings::default(),
            nudges: Default::default(),
        };
        let stored = self.locked(channel, || self.store.create(stored))?;
        let names = [host.name.as_str(), opponent.name.as_str()];
        Ok(Reply {
            text: t!(
                self.lang,
                "import-invitation",
                host = host.name.as_str(),
                opponent = opponent.name.as_str(),
                game = kind.title,
                actions = record.actions.len(),
                host_was = record.seats[0].as_str(),
                opponent_was = record.seats[1].as_str(),
                next = game.prompt(&names, self.lang)
            ),
            ping: vec![opponent.id],
            prompts: invitation_prompts(&stored),
            ..Reply::default()
        })
    }

    /// The board at the start of `turn` (1-based), what the turn before
    /// did highlighted; without a turn, the whole game as an animated GIF,
    /// one frame per turn, within the upload limit.
    pub fn replay(&self, channel: ChannelId, turn: Option<usize>) -> Result<Reply> {
        let loaded = self.shown(channel)?;
        let names = loaded.names();
        let lines = lines_of(&loaded.record);
        let fresh = loaded.game.fresh();
        let starts =
            games::turn_starts(&*fresh, &lines, &names).map_err(|e| not_replayed(&loaded, &e))?;
        let Some(turn) = turn else {
            let animation =
                animation::animate(&*fresh, &lines, &names, self.upload_limit, self.lang)
                    .map_err(|e| not_replayed(&loaded, &e))?;
            return Ok(Reply {
                text: t!(
                    self.lang,
                    "replay-animation",
                    frames = animation.frames,
                    every = animation.every
                ),
                attachment: Some(Attachment {
                    name: format!("{}-{}.gif", loaded.game.kind().name, loaded.record.id.0),
                    bytes: animation.gif,
                }),
                ..Reply::default()
            });
        };
        if starts.is_empty() {
            return user_error(t!(self.lang, "replay-nothing"));
        }
        if !(1..=starts.len()).contains(&turn) {
            return user_error(t!(self.lang, "replay-turns", turns = starts.len()));
        }
        let before = |end: usize| -> Result<Box<dyn AnyGame>> {
            let mut game = fresh.copy();
            for (seat, text) in &lines[..end] {
                game.play(*seat, text, &names, self.lang)
                    .map_err(|e| not_replayed(&loaded, &e))?;
            }
            Ok(game)
        };
        let at = before(starts[turn - 1])?;
        let since = if turn > 1 {
            Some(before(starts[turn - 2])?)
        } else {
            None
        };
        let mover = at.to_act().first().copied().unwrap_or(1);
        let png = at.picture(&names, since.as_deref(), None, 1.0, self.lang);
        Ok(Reply {
            text: t!(
                self.lang,
                "replay-turn",
                turn = turn,
                turns = starts.len(),
                name = names[usize::from(mover) - 1]
            ),
            picture: Some(png),
            ..Reply::default()
        })
    }
}

/// The log as record lines: each seat and its notation.
pub(super) fn lines_of(record: &GameRecord) -> Vec<(u8, String)> {
    record
        .log
        .iter()
        .map(|a| (a.seat, a.text.clone()))
        .collect()
}

/// The game record of a stored game.
fn record_of(loaded: &Loaded) -> Record {
    let names: Vec<String> = loaded.record.seats.iter().map(|s| s.name.clone()).collect();
    loaded.game.record(&names, &lines_of(&loaded.record))
}

/// Why the action on `line` of `record` is refused, in `lang`: the game
/// up to it replayed, then the line played as a player would. `None` if the
/// line is no action (a header).
fn refusal(kind: &Kind, record: &Record, line: usize, lang: Lang) -> Option<String> {
    let at = record.actions.iter().position(|a| a.line == line)?;
    let mut before = record.clone();
    before.actions.truncate(at);
    let mut game = (kind.replay)(&before).ok()?;
    let names: Vec<&str> = record.seats.iter().map(String::as_str).collect();
    let action = &record.actions[at];
    game.play(action.seat.number(), &action.text, &names, lang)
        .err()
}

fn not_replayed(loaded: &Loaded, error: &str) -> ServiceError {
    ServiceError::Internal(format!(
        "the log of channel {} does not replay: {error}",
        loaded.record.channel.0
    ))
}
