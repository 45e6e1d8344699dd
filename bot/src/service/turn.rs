//! Playing: a line played at the table, and the message that tells it
//! (what happened, the catch-up since the reader's last move, the board,
//! who must act now, the buttons).

use super::reply::Trail;
use super::*;

/// Whose hand plays a line, and who tells the channel.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Hand {
    /// A player, answered where they asked.
    Player,
    /// A player on the web board: the move's message is posted for them.
    Board,
    /// Keystone, at the seat of its that must act.
    Computer,
}

/// What a command plays: a line as given, or one worked out from the game
/// as it is loaded, under the channel's lock (so it is loaded once).
#[derive(Clone, Copy, Debug)]
pub(super) enum Line<'a> {
    /// Typed, in the player's words.
    Given(&'a str),
    /// The actions clicked on the web board, in the player's words.
    Clicked(&'a [String]),
    /// The line the game asked the seat to confirm, kept at the table.
    Pending,
    /// What the move picker's trail chose.
    Picked(Trail),
    /// Keystone's whole turn (or its answer to a question), chosen by its
    /// search.
    Chosen,
}

/// Whether a prompt is still good for the game as it is.
#[derive(Clone, Copy, Debug)]
pub(super) enum Fresh {
    /// Always (a slash command, Keystone).
    Always,
    /// The same game at the same step (a button).
    At(Stamp),
    /// The same game, with nothing played by the seat since (the move
    /// picker; the board when `board`): see [`Service::check_pick_stamp`].
    ForSeat { stamp: Stamp, board: bool },
}

impl Service {
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
            // At one keyboard there is no /game resign: its own command.
            return if self.keyboard {
                user_error(t!(self.lang, "leave-typed-local"))
            } else {
                user_error(t!(self.lang, "leave-typed"))
            };
        }
        let fresh = stamp.map_or(Fresh::Always, Fresh::At);
        self.play_line(channel, user, Line::Given(line), fresh, Hand::Player)
    }

    /// `user` confirms the line the game asked them to (the Confirm button,
    /// or `yes` at the terminal): played as they typed it, unless the game
    /// moved since (`stamp`).
    pub fn confirm(&self, channel: ChannelId, user: u64, stamp: Stamp) -> Result<Reply> {
        self.confirm_by(channel, user, stamp, Hand::Player)
    }

    /// [`Service::confirm`], by `hand`.
    pub(super) fn confirm_by(
        &self,
        channel: ChannelId,
        user: u64,
        stamp: Stamp,
        hand: Hand,
    ) -> Result<Reply> {
        self.play_line(channel, user, Line::Pending, Fresh::At(stamp), hand)
    }

    /// [`Service::play`], by `hand`: a player, or Keystone at one of its
    /// seats (it may hold several). A move of Keystone's or one played on
    /// the board is then to be announced by the caller (see
    /// [`Service::announced`]).
    pub(super) fn play_line(
        &self,
        channel: ChannelId,
        user: u64,
        line: Line<'_>,
        fresh: Fresh,
        hand: Hand,
    ) -> Result<Reply> {
        let computer = hand == Hand::Computer;
        let standing_order = std::cell::Cell::new(false);
        let to_confirm = std::cell::RefCell::new(None);
        let game = std::cell::Cell::new(None);
        let exact = match fresh {
            Fresh::At(stamp) => Some(stamp),
            Fresh::Always | Fresh::ForSeat { .. } => None,
        };
        let played = self.at_table(channel, exact, |loaded| {
            game.set(Some(loaded.game().kind().name));
            if loaded.record().status == GameStatus::Invited {
                return Err(self.refused(loaded, Refusal::Invited.into()));
            }
            let seat = match computer {
                // Nothing for Keystone to play is no game for it: nothing
                // is written.
                true => super::computer::to_act(loaded.record())
                    .map(|(seat, _)| seat)
                    .ok_or(ServiceError::NoGame)?,
                false => self.still_playing(loaded, user)?,
            };
            if let Fresh::ForSeat { stamp, board } = fresh {
                self.check_pick_stamp(loaded.record(), Some(stamp), seat)
                    .map_err(|e| match board {
                        true => ServiceError::User(t!(self.lang, "web-stale")),
                        false => e,
                    })?;
            }
            let line = self.line_of(loaded, seat, line)?;
            let line = line.as_str();
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
                false => Mover::Player,
                true => Mover::Computer,
            };
            // A line to think twice about (a bid above one's purse): kept
            // until confirmed, with the button or by typing it again.
            if mover == Mover::Player
                && loaded.table.pending(seat) != Some(line.as_str())
                && let Some(why) = loaded
                    .game()
                    .confirm(seat, &line, &loaded.names(), self.lang)
            {
                // Only a line the rules take is worth thinking twice
                // about: one they refuse anyway is refused now, for its
                // own rule.
                loaded
                    .table
                    .would_take(seat, &line, now)
                    .map_err(|e| self.refused(loaded, e))?;
                loaded.table.expect(seat, &line);
                *to_confirm.borrow_mut() = Some(why);
                return Ok(Turn {
                    actor: seat,
                    waited_on: Vec::new(),
                    line: String::new(),
                    events: Vec::new(),
                    apart: false,
                });
            }
            let turn = loaded.table.act(seat, &line, mover, now);
            if turn.is_ok() && hand == Hand::Board {
                loaded.table.announce_later();
            }
            turn.map_err(|e| self.refused(loaded, e))
        });
        if let Some(game) = game.get() {
            match &played {
                Ok((_, turn)) if turn.added() > 0 => {
                    metrics::counter!("keystone_actions_total", "game" => game)
                        .increment(turn.added() as u64);
                }
                Err(ServiceError::User(_)) => {
                    metrics::counter!("keystone_refusals_total", "game" => game).increment(1);
                }
                _ => {}
            }
        }
        let (loaded, turn) = played?;
        if let Some(why) = to_confirm.into_inner() {
            // Only the player reads it; nothing was played.
            let mut reply = Reply::private(t!(self.lang, "confirm-ask", why = why));
            reply.prompts = vec![Prompt::new(
                PromptKind::Confirm,
                Service::stamp_of(loaded.record()),
            )];
            return Ok(reply);
        }
        if standing_order.get() && turn.added() == 0 {
            // Kept for later, and for the player's eyes only.
            return Ok(Reply::private(t!(self.lang, "standing-set")));
        }
        self.turn_reply(&loaded, Some(&turn))
    }

    /// The line `seat` plays: as given, or worked out from the game as
    /// loaded.
    fn line_of(&self, loaded: &Loaded, seat: Seat, line: Line<'_>) -> Result<String> {
        match line {
            Line::Given(text) => Ok(text.to_owned()),
            Line::Clicked(actions) => {
                if actions.is_empty() || actions.iter().any(|a| a.trim().is_empty()) {
                    return user_error(t!(self.lang, "pick-unfinished"));
                }
                let line = actions.join("; ");
                // A departure is the bot's to write, after a confirmation.
                if is_leave(&line) {
                    return user_error(t!(self.lang, "leave-typed"));
                }
                Ok(line)
            }
            Line::Pending => match loaded.table.pending(seat) {
                Some(line) => Ok(line.to_owned()),
                None => user_error(t!(self.lang, "confirm-nothing")),
            },
            Line::Picked(trail) => self.picked_line(loaded, seat, trail),
            Line::Chosen => self.chosen_line(loaded, seat),
        }
    }

    /// A refusal in words. A line refused while someone else must answer a
    /// question says how long the question may still wait, or that it
    /// expired and the game can go on.
    pub(super) fn refusal(&self, loaded: &Loaded, refusal: Refusal) -> String {
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
    pub(super) fn account(&self, loaded: &Loaded, turn: &Turn) -> Account {
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
    pub(super) fn turn_reply(&self, loaded: &Loaded, turn: Option<&Turn>) -> Result<Reply> {
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
            // Keystone reads no catch-up: it is for the people at the table.
            let person = |r: &Seat| {
                loaded
                    .record()
                    .player(*r)
                    .is_some_and(|p| p.computer.is_none())
            };
            if let Some(reader) = reader.filter(|&r| r != happened.actor && !over)
                && person(&reader)
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
        // The end: every seat's score item by item, and what broke a tie.
        if over {
            details.extend(loaded.game().explained(&names, self.lang));
        }
        // A game that starts: what its setup did (a first roll).
        if turn.is_none()
            && loaded.record().log.is_empty()
            && loaded.record().status == GameStatus::Active
            && let Some(opening) = loaded.game().opening(&names, self.lang)
        {
            text.push_str(&opening);
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
        // While everyone writes apart, an action changed its own sheet only.
        let shown = match turn {
            Some(h) if h.apart => Sheets::Writer(h.actor),
            _ => Sheets::Every,
        };
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
            picture: match self.reply_pictures {
                true => Some(self.picture(loaded, Some(&*since))?),
                false => None,
            },
            sheets: match self.reply_pictures {
                true => self.sheets(loaded, Some(&*since), shown)?,
                false => None,
            },
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
                    .chain(self.board_prompt(loaded))
                    .collect()
            },
            computer_next: computer,
            stamp: Some(Service::stamp_of(loaded.record())),
            ..Reply::default()
        })
    }

    /// "Since Bob's last move:" and the `earlier` actions, at most
    /// [`CATCH_UP_LINES`] of them.
    pub(super) fn catch_up(&self, loaded: &Loaded, reader: Seat, earlier: &[String]) -> String {
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
    pub(super) fn since_last(
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
    pub(super) fn clock_note(&self, loaded: &Loaded) -> Option<String> {
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
    pub(super) fn picture(&self, loaded: &Loaded, since: Option<&dyn AnyGame>) -> Result<Vec<u8>> {
        let names = loaded.drawn_names();
        // The picture draws text as it is: the note without escapes.
        let note = self.speaking_plainly().clock_note(loaded);
        let png = self.fitted("board", |scale| {
            Some(loaded.game().picture(
                &names,
                since,
                note.as_deref(),
                DISCORD_LAYOUT,
                scale,
                self.lang,
            ))
        })?;
        png.ok_or_else(|| ServiceError::Internal("every game draws a board".into()))
    }

    /// The players' sheets (a game with sheets: Babylon), those `shown`,
    /// highlighting what changed since `since`; drawn smaller if they
    /// would not fit the upload limit.
    pub(super) fn sheets(
        &self,
        loaded: &Loaded,
        since: Option<&dyn AnyGame>,
        shown: Sheets,
    ) -> Result<Option<Vec<u8>>> {
        let names = loaded.drawn_names();
        self.fitted("sheets", |scale| {
            let image =
                loaded
                    .game()
                    .sheets(&names, since, shown, DISCORD_LAYOUT, scale, self.lang)?;
            Some(keystone_render::png::encode(&image))
        })
    }

    /// The PNG `draw` makes, laid out for Discord, at the largest scale
    /// that fits the upload limit; `None` if it draws nothing.
    pub(super) fn fitted(
        &self,
        what: &str,
        draw: impl Fn(f32) -> Option<Vec<u8>>,
    ) -> Result<Option<Vec<u8>>> {
        let started = std::time::Instant::now();
        let drawn = |png| {
            metrics::histogram!("keystone_picture_seconds", "what" => what.to_owned())
                .record(started.elapsed().as_secs_f64());
            Ok(Some(png))
        };
        for fraction in [1.0, 0.75, 0.5, 0.35] {
            let Some(png) = draw(fraction * DISCORD_LAYOUT.sharp_scale()) else {
                return Ok(None);
            };
            if png.len() <= self.upload_limit {
                return drawn(png);
            }
        }
        Err(ServiceError::Internal(format!(
            "the {what} picture does not fit the upload limit even when small"
        )))
    }

    /// The same service, with names as they are (for words drawn in a
    /// picture).
    pub(super) fn speaking_plainly(&self) -> Service {
        Service {
            markdown: false,
            ..self.clone()
        }
    }
}

/// How many actions a catch-up message lists at most (Discord's 2000
/// characters); the rest are in the history.
pub(super) const CATCH_UP_LINES: usize = 12;

/// A logged action as history shows it: who, the notation in the reader's
/// words, and what it did.
pub(super) fn entry(
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

pub(super) fn not_replayed(record: &GameRecord, error: &str) -> ServiceError {
    ServiceError::Internal(format!(
        "the log of channel {} does not replay: {error}",
        record.channel.0
    ))
}
