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
use crate::games::{self, AnyGame, animation};

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
                None => user_error("There is no game in this channel, nor a finished one."),
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
            return Ok(Reply::text("Nothing has been played yet."));
        }
        let pages = log.len().div_ceil(HISTORY_PAGE);
        let page = page.unwrap_or(pages);
        if !(1..=pages).contains(&page) {
            return user_error(format!(
                "The history has {pages} pages: choose 1 to {pages}."
            ));
        }
        let (from, to) = (
            (page - 1) * HISTORY_PAGE,
            (page * HISTORY_PAGE).min(log.len()),
        );
        let mut game = loaded.game.fresh();
        let mut lines = Vec::new();
        for (n, action) in log[..to].iter().enumerate() {
            let account = game
                .play(action.seat, &action.text, &names)
                .map_err(|e| not_replayed(&loaded, &e))?;
            if n >= from {
                lines.push(format!("{}. {}", n + 1, entry(&names, action, &account)));
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
            text: format!(
                "History of this {}game: actions {}–{to} of {} (page {page} of {pages}).",
                if loaded.record.status.is_over() {
                    "finished "
                } else {
                    ""
                },
                from + 1,
                log.len()
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
            text: format!(
                "The record of this {} game ({} actions). Replay it with `keystone replay`, or resume it elsewhere with /game import.",
                loaded.game.kind().title,
                loaded.record.log.len()
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
            return user_error("Invite someone else: you cannot play against yourself.");
        }
        let record = Record::parse(text)
            .map_err(|e| ServiceError::User(format!("The record does not read: {e}.")))?;
        let Some(kind) = games::kind(&record.game) else {
            return user_error(format!(
                "This is a record of \"{}\", which Keystone does not play.",
                record.game
            ));
        };
        if !kind.seats.contains(&record.seats.len()) || record.seats.len() != 2 {
            return user_error(format!(
                "The record has {} seats; a game imported here takes 2: you and your opponent.",
                record.seats.len()
            ));
        }
        let game = (kind.replay)(&record).map_err(|e| {
            ServiceError::User(if e.line > 0 {
                format!("Line {} of the record is refused: {}.", e.line, e.message)
            } else {
                format!("The record is refused: {}.", e.message)
            })
        })?;
        if game.outcome().is_some() {
            return user_error(
                "This record's game is over: there is nothing to continue. Replay it with `keystone replay`.",
            );
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
            text: format!(
                "{} invites {} to resume a game of {} from a record ({} actions played; {} plays as {}, {} as {}). Next: {} {}, do you accept?",
                host.name,
                opponent.name,
                kind.title,
                record.actions.len(),
                host.name,
                record.seats[0],
                opponent.name,
                record.seats[1],
                game.prompt(&names),
                opponent.name
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
            let animation = animation::animate(&*fresh, &lines, &names, self.upload_limit)
                .map_err(|e| not_replayed(&loaded, &e))?;
            return Ok(Reply {
                text: format!(
                    "The whole game, turn by turn: {} frames{}.",
                    animation.frames,
                    if animation.every > 1 {
                        format!(
                            " (every {}th turn, to fit Discord's limit)",
                            animation.every
                        )
                    } else {
                        String::new()
                    }
                ),
                attachment: Some(Attachment {
                    name: format!("{}-{}.gif", loaded.game.kind().name, loaded.record.id.0),
                    bytes: animation.gif,
                }),
                ..Reply::default()
            });
        };
        if starts.is_empty() {
            return user_error("Nothing has been played yet: there is no turn to show.");
        }
        if !(1..=starts.len()).contains(&turn) {
            return user_error(format!(
                "This game has {} turns so far: choose 1 to {}.",
                starts.len(),
                starts.len()
            ));
        }
        let before = |end: usize| -> Result<Box<dyn AnyGame>> {
            let mut game = fresh.copy();
            for (seat, text) in &lines[..end] {
                game.play(*seat, text, &names)
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
        let png = at.picture(&names, since.as_deref(), None, 1.0);
        Ok(Reply {
            text: format!(
                "Turn {turn} of {}: the board as {}'s turn began{}.",
                starts.len(),
                names[usize::from(mover) - 1],
                if turn > 1 {
                    ", the turn before highlighted"
                } else {
                    ""
                }
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

fn not_replayed(loaded: &Loaded, error: &str) -> ServiceError {
    ServiceError::Internal(format!(
        "the log of channel {} does not replay: {error}",
        loaded.record.channel.0
    ))
}
