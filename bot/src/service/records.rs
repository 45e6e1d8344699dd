//! A game's record, to revisit, share and resume: the history page by page,
//! the export as a game record, the import of one, and the board replayed
//! at any turn or as an animation. Pictures are never stored: they are drawn
//! again from the log.

use keystone_data::{ChannelId, GameId, Seat};
use keystone_engine::Record;

use super::{
    Attachment, Denied, Loaded, Prompt, PromptKind, Reply, Result, Service, ServiceError, Stamp,
    User, invitation_prompts, not_replayed, refuse, text,
};
use crate::games::{self, AnyGame, Kind, animation};
use crate::i18n::Lang;
use crate::table::Sitting;
use crate::table::{Invitation, Table};

/// Actions per history page.
pub const HISTORY_PAGE: usize = 15;

impl Service {
    /// The channel's game: the one in play, or else the last one that
    /// ended there (so that it can still be looked back on).
    pub(super) fn looked_at(&self, channel: ChannelId) -> Result<Loaded> {
        match self.store.get(channel)? {
            Some(record) => self.load(record),
            None => match self.store.latest_archived(channel)? {
                Some(record) => self.load(record),
                None => Err(ServiceError::NoGame),
            },
        }
    }

    /// Game `game` of the channel, in play or archived; a game of another
    /// channel is not found here.
    fn game_of(&self, channel: ChannelId, game: GameId) -> Result<Loaded> {
        if let Some(record) = self.store.get(channel)?.filter(|r| r.id == game) {
            return self.load(record);
        }
        match self.store.archived(channel, game)? {
            Some(record) => self.load(record),
            None => refuse(Denied::StaleGame),
        }
    }

    /// One page of the history (1-based; the last page by default), with
    /// buttons to the older and newer pages. From a button, the history of
    /// the button's `game`, which must be this channel's.
    pub fn history(
        &self,
        channel: ChannelId,
        page: Option<usize>,
        game: Option<GameId>,
    ) -> Result<Reply> {
        let loaded = match game {
            Some(game) => self.game_of(channel, game)?,
            None => self.looked_at(channel)?,
        };
        let names = loaded.names();
        let log = &loaded.sitting().log;
        if log.is_empty() {
            return Ok(Reply::text(self.teller(&loaded).nothing_played()));
        }
        let pages = log.len().div_ceil(HISTORY_PAGE);
        let page = page.unwrap_or(pages);
        if !(1..=pages).contains(&page) {
            return refuse(Denied::HistoryPages { pages });
        }
        let (from, to) = (
            (page - 1) * HISTORY_PAGE,
            (page * HISTORY_PAGE).min(log.len()),
        );
        let mut game = loaded.game().fresh();
        let mut lines = Vec::new();
        for (n, action) in log[..to].iter().enumerate() {
            let account = game
                .play(action.seat, &action.text, &names, self.lang)
                .map_err(|e| not_replayed(loaded.sitting(), &e))?;
            if n >= from {
                let line = self.teller(&loaded).entry(action, &account);
                lines.push(format!("{}. {line}", n + 1));
            }
        }
        let game = loaded.sitting().id;
        let button = |kind, page: usize| {
            Prompt::new(
                kind,
                Stamp {
                    game,
                    step: page as u64,
                },
            )
        };
        let mut prompts = Vec::new();
        if page > 1 {
            prompts.push(button(PromptKind::Older, page - 1));
        }
        if page < pages {
            prompts.push(button(PromptKind::Newer, page + 1));
        }
        Ok(Reply {
            text: self.teller(&loaded).history_head(
                loaded.sitting().status.is_over(),
                (from + 1, to, log.len()),
                (page, pages),
            ),
            details: lines,
            prompts,
            ..Reply::default()
        })
    }

    /// The game's record as a `.txt` file. Once the game is over, the whole
    /// record (seed and every draw): `keystone replay` reproduces the game
    /// from it exactly. While it is played, what every player has seen: the
    /// actions and the draws made so far, without the seed, so that nobody
    /// learns what is still hidden; it replays to the position reached, and
    /// `/game import` resumes it (with draws of its own from there).
    pub fn export(&self, channel: ChannelId) -> Result<Reply> {
        let loaded = self.looked_at(channel)?;
        let over = loaded.sitting().status.is_over();
        let record = if over {
            record_of(&loaded)
        } else {
            loaded
                .game()
                .public_record(&names_of(loaded.sitting()), &lines_of(loaded.sitting()))
                .map_err(|e| not_replayed(loaded.sitting(), &e))?
        };
        let text = record.to_text();
        Ok(Reply {
            text: (self.teller(&loaded)).exported(loaded.sitting().log.len(), over),
            attachment: Some(Attachment {
                name: format!(
                    "{}-{}.txt",
                    loaded.game().kind().name,
                    loaded.sitting().id.0
                ),
                bytes: text.into_bytes(),
                description: self.describer(&loaded).record_description(),
            }),
            ..Reply::default()
        })
    }

    /// A record to import for `people` (the host first, then those
    /// invited), read and checked: the record, its game's kind, and the
    /// game at its position.
    fn importable(
        &self,
        guild: Option<u64>,
        people: &[&User],
        text: &str,
    ) -> Result<(Record, &'static games::Kind, Box<dyn AnyGame>)> {
        let (host, invited) = (people[0], &people[1..]);
        if invited.iter().any(|u| u.id == host.id) {
            return refuse(Denied::InviteSelf);
        }
        if invited
            .iter()
            .enumerate()
            .any(|(i, u)| invited[..i].iter().any(|v| v.id == u.id))
        {
            return refuse(Denied::InviteTwice);
        }
        // The record's own syntax is English (`game:`, `seat 1:`), and so
        // are its reasons; the frame around them is in the reader's words.
        let record = Record::parse(text).map_err(|e| {
            ServiceError::Refused(Denied::ImportUnreadable {
                reason: e.to_string(),
            })
        })?;
        let Some(kind) = games::kind(&record.game) else {
            return refuse(Denied::ImportUnknownGame {
                game: record.game.clone(),
            });
        };
        self.check_seats(kind, record.seats.len())?;
        if record.seats.len() != 1 + invited.len() {
            return refuse(Denied::ImportSeats {
                seats: record.seats.len(),
                invited: 1 + invited.len(),
            });
        }
        self.check_open_games(guild, people, host)?;
        let game = (kind.resume)(&record, (self.seeds)()).map_err(|e| {
            ServiceError::Refused(if e.line > 0 {
                Denied::ImportLineRefused {
                    line: e.line,
                    refused: refusal(kind, &record, e.line, self.lang),
                    reason: e.message,
                }
            } else {
                Denied::ImportRefused { reason: e.message }
            })
        })?;
        if game.outcome().is_some() {
            return refuse(Denied::ImportOver);
        }
        Ok((record, kind, game))
    }

    /// Starts a game in `channel` from a record's position: its seat 1 is
    /// `host`, its other seats `invited` in order, who are invited as for a
    /// new game. Every line is checked; a bad one is refused with its
    /// number. What the record leaves hidden (the pile's order, later
    /// shuffles) is drawn anew from the server's own randomness, whatever
    /// seed the record gives: its writer does not know the game's future.
    pub fn import(
        &self,
        channel: ChannelId,
        guild: Option<u64>,
        host: &User,
        invited: &[User],
        text: &str,
    ) -> Result<Reply> {
        let people: Vec<&User> = std::iter::once(host).chain(invited).collect();
        let (record, kind, game) = self.importable(guild, &people, text)?;
        let invitation = Invitation {
            id: self.store.new_game_id()?,
            kind,
            channel,
            guild,
            people: people
                .iter()
                .map(|u| (u.id, text::cap(&u.name, text::NAME_LIMIT)))
                .collect(),
            clock: None,
            keystone: None,
            host_speaks: self.lang.tag(),
            now: self.clock.now(),
        };
        let lines = record.actions.iter().map(|l| (l.seat, l.text.clone()));
        let mut table = Table::import(invitation, game, lines);
        if self.answers_only {
            table.answer_only();
        }
        let (stored, _) = table.into_parts();
        let stored = self.locked(channel, || self.store.create(stored))?;
        let loaded = self.load(stored)?;
        let was: Vec<String> = record.seats.iter().map(|old| self.shown(old)).collect();
        let next = loaded.game().prompt(&loaded.names(), self.lang);
        Ok(Reply {
            text: self.noting_answers_only((self.teller(&loaded)).import_invitation(
                &was,
                record.actions.len(),
                &next,
            )),
            ping: invited.iter().map(|u| u.id).collect(),
            prompts: invitation_prompts(loaded.sitting()),
            ..Reply::default()
        })
    }

    /// The board at the start of `turn` (1-based), what the turn before
    /// did highlighted; without a turn, the whole game as an animated GIF,
    /// one frame per turn, within the upload limit.
    pub fn replay(&self, channel: ChannelId, turn: Option<usize>) -> Result<Reply> {
        let loaded = self.looked_at(channel)?;
        let names = loaded.drawn_names();
        let lines = lines_of(loaded.sitting());
        let fresh = loaded.game().fresh();
        let starts = games::turn_starts(&*fresh, &lines, &names)
            .map_err(|e| not_replayed(loaded.sitting(), &e))?;
        let Some(turn) = turn else {
            let Some(_turn) = self.easel.turn() else {
                return refuse(Denied::ReplayBusy);
            };
            let animation = animation::animate(
                &*fresh,
                &lines,
                &names,
                self.transport.upload_limit,
                self.look(&loaded, None).vision,
                self.lang,
            )
            .map_err(|e| not_replayed(loaded.sitting(), &e))?;
            return Ok(Reply {
                text: (self.teller(&loaded)).replay_animation(animation.frames, animation.every),
                attachment: Some(Attachment {
                    name: format!(
                        "{}-{}.gif",
                        loaded.game().kind().name,
                        loaded.sitting().id.0
                    ),
                    bytes: animation.gif,
                    description: self.describer(&loaded).animation_description(
                        animation.frames,
                        animation.every,
                        &loaded.game().status(&loaded.drawn_names(), self.lang),
                    ),
                }),
                ..Reply::default()
            });
        };
        if starts.is_empty() {
            return refuse(Denied::ReplayNothing);
        }
        if !(1..=starts.len()).contains(&turn) {
            return refuse(Denied::ReplayTurns {
                turns: starts.len(),
            });
        }
        let before = |end: usize| -> Result<Box<dyn AnyGame>> {
            let mut game = fresh.copy();
            for (seat, text) in &lines[..end] {
                game.play(*seat, text, &names, self.lang)
                    .map_err(|e| not_replayed(loaded.sitting(), &e))?;
            }
            Ok(game)
        };
        let at = before(starts[turn - 1])?;
        let since = if turn > 1 {
            Some(before(starts[turn - 2])?)
        } else {
            None
        };
        // The seat whose turn it is: the one that plays its first line.
        let mover = lines
            .get(starts[turn - 1])
            .map(|(seat, _)| *seat)
            .or_else(|| at.to_act().first().copied())
            .unwrap_or(Seat::from_index(0));
        let look = self.look(&loaded, None);
        let png = self
            .fitted("replay", |scale| {
                Some(at.picture(&names, since.as_deref(), None, look, scale, self.lang))
            })?
            .ok_or_else(|| ServiceError::Internal("every game draws a board".into()))?;
        let status = at.status(&names, self.lang);
        let described = (self.describer(&loaded)).replay_description(turn, starts.len(), &status);
        Ok(Reply {
            text: self.teller(&loaded).replay_turn(turn, starts.len(), mover),
            picture: Some(png),
            picture_described: Some(described),
            ..Reply::default()
        })
    }
}

/// The log as record lines: each seat and its notation.
pub(super) fn lines_of(record: &Sitting) -> Vec<(Seat, String)> {
    record
        .log
        .iter()
        .map(|a| (a.seat, a.text.clone()))
        .collect()
}

/// The players' names as a record gives them.
fn names_of(record: &Sitting) -> Vec<String> {
    record.seats.iter().map(|s| s.name.clone()).collect()
}

/// The whole game record of a stored game.
fn record_of(loaded: &Loaded) -> Record {
    loaded
        .game()
        .record(&names_of(loaded.sitting()), &lines_of(loaded.sitting()))
}

/// Why the action on `line` of `record` is refused, in `lang`: the game
/// up to it replayed, then the line played as a player would. `None` if the
/// line is no action (a header).
fn refusal(kind: &Kind, record: &Record, line: usize, lang: Lang) -> Option<String> {
    let at = record.actions.iter().position(|a| a.line == line)?;
    let mut before = record.clone();
    before.actions.truncate(at);
    let mut game = (kind.replay)(&before).ok()?;
    let names: Vec<String> = record.seats.iter().map(|n| text::name(n, true)).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let action = &record.actions[at];
    game.play(action.seat, &action.text, &names, lang).err()
}
