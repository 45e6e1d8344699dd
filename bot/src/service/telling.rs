//! Telling: the message a turn makes (what happened, the catch-up since
//! the reader's last move, the board, who must act now, the buttons), a
//! refusal in words, and the pictures.

use super::*;
use crate::games::Look;

impl Service {
    /// A refusal in words, for the reader of this service. A line refused
    /// while someone else must answer a question says how long the
    /// question may still wait.
    pub(super) fn refusal(&self, loaded: &Loaded, refusal: Refusal) -> String {
        let waited = self.clock.now() - loaded.sitting().waiting_since;
        let left = self.timing.question_timeout - waited;
        self.teller(loaded)
            .refusal(refusal, left, &loaded.sitting().to_act)
    }

    /// Describes `loaded`'s pictures to this service's reader: plain
    /// names, as the pictures draw them.
    pub(super) fn describer<'a>(&self, loaded: &'a Loaded) -> Teller<'a> {
        Teller {
            names: loaded.drawn_names(),
            ..self.teller(loaded)
        }
    }

    /// What the board shows, after what `changed`: where the game stands
    /// and who must act.
    pub(super) fn board_described(&self, loaded: &Loaded, changed: &[String]) -> String {
        let names = loaded.drawn_names();
        let status = loaded.game().status(&names, self.lang);
        let next = match loaded.game().outcome() {
            Some(_) => String::new(),
            None => loaded.game().prompt(&names, self.lang),
        };
        self.describer(loaded)
            .board_description(changed, &status, &next)
    }

    /// What the sheets show: where the game stands.
    pub(super) fn sheets_described(&self, loaded: &Loaded) -> String {
        let status = loaded.game().status(&loaded.drawn_names(), self.lang);
        self.describer(loaded).sheets_description(&status)
    }

    /// Tells `loaded` to this service's reader.
    pub(super) fn teller<'a>(&self, loaded: &'a Loaded) -> Teller<'a> {
        Teller {
            lang: self.lang,
            markdown: self.transport.markdown,
            kind: loaded.game().kind(),
            names: loaded.names(),
        }
    }

    /// The message after a change: what happened, the board, who must act.
    /// When the turn passes to someone else, it tells them everything that
    /// happened since they last acted. At the end it mentions everyone who
    /// plays but the one who acted.
    pub(super) fn turn_reply(&self, loaded: &Loaded, turn: Option<&Turn>) -> Result<Reply> {
        let names = loaded.names();
        let over = loaded.game().outcome().is_some();
        let to_act = loaded.game().to_act();
        let seats = loaded.sitting().seats.len();
        let reader = to_act
            .first()
            .copied()
            .or_else(|| loaded.sitting().log.last().map(|a| a.seat.next(seats)));
        let (since, catch_up) = self.since_last(loaded, reader)?;
        // While seats act at once, each message tells its own action only:
        // the others saw the rest as it happened.
        let together = to_act.len() > 1 || turn.is_some_and(|h| h.waited_on.len() > 1);
        let mut text = String::new();
        let mut details = Vec::new();
        let mut asks_from = None;
        if let Some(happened) = turn {
            let account = &self.teller(loaded).account(happened);
            // The actions before this request's, which the reader has not
            // seen answered by a move of theirs.
            let earlier = &catch_up[..catch_up.len().saturating_sub(happened.added())];
            // Keystone reads no catch-up: it is for the people at the table.
            let person = |r: &Seat| {
                loaded
                    .sitting()
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
            && loaded.sitting().log.is_empty()
            && loaded.sitting().status == GameStatus::Active
            && let Some(opening) = loaded.game().opening(&names, self.lang)
        {
            text.push_str(&opening);
        }
        // The result is already told by the account of the game's end.
        if !over || turn.is_none() {
            if !text.is_empty() {
                text.push('\n');
            }
            asks_from = Some(text.len());
            text.push_str(&loaded.game().prompt(&names, self.lang));
            if let Some(note) = self.clock_note(loaded) {
                text.push_str(&format!(" ({note}.)"));
            }
        }
        // While everyone writes apart, an action changed its own sheet only.
        // The message is the table's, so its pictures are drawn in the
        // table's colours (a writer's own would tell the others theirs).
        let shown = match turn {
            Some(h) if h.apart => Sheets::Writer(h.actor),
            _ => Sheets::Every,
        };
        let computer = loaded.table.keystone_to_act().is_some();
        let ping = self.pinged(loaded, turn, (&to_act, together, over));
        let (picture, sheets) = match self.reply_pictures {
            true => {
                // The table's: its players' colours read once for both.
                let look = self.look(loaded, None);
                (
                    Some(self.picture(loaded, Some(&*since), look)?),
                    self.sheets(loaded, Some(&*since), shown, look)?,
                )
            }
            false => (None, None),
        };
        let changed = turn.map(|t| self.describer(loaded).account(t).sentences);
        Ok(Reply {
            asks_len: asks_from.map(|from| text.len() - from),
            text,
            details,
            picture_described: picture
                .as_ref()
                .map(|_| self.board_described(loaded, changed.as_deref().unwrap_or_default())),
            sheets_described: sheets.as_ref().map(|_| self.sheets_described(loaded)),
            picture,
            sheets,
            ping,
            // Keystone needs no buttons to answer itself; the players of a
            // game with secrets may always look at their own.
            prompts: self.turn_prompts(loaded, computer),
            computer_next: computer,
            stamp: Some(Service::stamp_of(loaded.sitting())),
            answers_only: loaded.sitting().settings.answers_only,
            ..Reply::default()
        })
    }

    /// Who a turn's message mentions: everyone but the actor at the end;
    /// when seats act `together`, those a simultaneous phase newly waits
    /// on, once; else whoever must act.
    fn pinged(
        &self,
        loaded: &Loaded,
        turn: Option<&Turn>,
        (to_act, together, over): (&[Seat], bool, bool),
    ) -> Vec<u64> {
        if over {
            // Everyone is told how it ended.
            let actor = turn.map(|h| h.actor);
            let others: Vec<Seat> = loaded
                .sitting()
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
            loaded.people(to_act)
        }
    }

    /// A turn's buttons: Keystone needs none to answer itself; the players
    /// of a game with secrets may always look at their own.
    fn turn_prompts(&self, loaded: &Loaded, computer: bool) -> Vec<Prompt> {
        // While Keystone stands in for someone, they may take their seat
        // back from any turn's message.
        let take_back = loaded
            .sitting()
            .seats()
            .any(|(seat, _)| loaded.table.stood_in(seat))
            .then(|| Prompt::new(PromptKind::TakeBack, Service::stamp_of(loaded.sitting())));
        if computer {
            tent_prompt(loaded).into_iter().chain(take_back).collect()
        } else {
            let mut prompts: Vec<Prompt> = play_prompt(loaded)
                .into_iter()
                .chain(question_prompts(loaded))
                .chain(tent_prompt(loaded))
                .chain(self.board_prompt(loaded))
                .chain(take_back)
                .collect();
            // A row holds five buttons; `/game back` always works.
            prompts.truncate(5);
            prompts
        }
    }

    /// "Since Bob's last move:" and the `earlier` actions, at most
    /// as many as the transport's catch-up holds.
    pub(super) fn catch_up(&self, loaded: &Loaded, reader: Seat, earlier: &[String]) -> String {
        let most = self.transport.catch_up_lines;
        self.teller(loaded).catch_up(reader, earlier, most)
    }

    /// What happened since `reader` last acted themselves (not the bot for
    /// them): the game as it was then, to highlight what changed, and each
    /// action since, in words.
    pub(super) fn since_last(
        &self,
        loaded: &Loaded,
        reader: Option<Seat>,
    ) -> Result<(Box<dyn AnyGame>, Vec<String>)> {
        let log = &loaded.sitting().log;
        let start = reader
            .and_then(|r| log.iter().rposition(|a| a.seat == r && !a.auto))
            .map_or(0, |i| i + 1);
        let names = loaded.names();
        // From what the reader saw last, when the record keeps it; else
        // (a game resumed from a record) from the start.
        let seen = reader
            .and_then(|r| loaded.sitting().player(r))
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
                .map_err(|e| not_replayed(loaded.sitting(), &e))?;
            if i >= start {
                lines.push(self.teller(loaded).entry(action, &account));
            }
        }
        Ok((then.unwrap_or(game), lines))
    }

    /// The move clock in words, while it runs: `Bob: 2d 3h left on the clock`.
    pub(super) fn clock_note(&self, loaded: &Loaded) -> Option<String> {
        let now = self.clock.now();
        let to_act = &loaded.sitting().to_act;
        if loaded.sitting().status != GameStatus::Active || loaded.game().asked().is_some() {
            return None;
        }
        // Whoever is waited on and away: said so, whatever the clock.
        if let Some((seat, until)) = loaded.table.first_away(to_act, now) {
            return Some(self.teller(loaded).away_note(seat, until));
        }
        // Keystone moves at once for those it stands in for.
        if to_act.iter().all(|&s| loaded.table.stood_in(s)) {
            return None;
        }
        let left = loaded.table.deadline(self.timing.question_timeout, now)?.at - now;
        Some(self.teller(loaded).clock_note(to_act, left))
    }

    /// The board, highlighting what changed since `since` (the same game
    /// earlier), drawn with `look` (see [`Service::look`]). Drawn smaller
    /// if it would not fit the upload limit.
    pub(super) fn picture(
        &self,
        loaded: &Loaded,
        since: Option<&dyn AnyGame>,
        look: Look,
    ) -> Result<Vec<u8>> {
        let names = loaded.drawn_names();
        // The picture draws text as it is: the note without escapes.
        let note = self.speaking_plainly().clock_note(loaded);
        let png = self.fitted("board", |scale| {
            Some(
                loaded
                    .game()
                    .picture(&names, since, note.as_deref(), look, scale, self.lang),
            )
        })?;
        png.ok_or_else(|| ServiceError::Internal("every game draws a board".into()))
    }

    /// The players' sheets (a game with sheets: Babylon), those `shown`,
    /// highlighting what changed since `since`, drawn with `look`; drawn
    /// smaller if they would not fit the upload limit.
    pub(super) fn sheets(
        &self,
        loaded: &Loaded,
        since: Option<&dyn AnyGame>,
        shown: Sheets,
        look: Look,
    ) -> Result<Option<Vec<u8>>> {
        let names = loaded.drawn_names();
        self.fitted("sheets", |scale| {
            let image = loaded
                .game()
                .sheets(&names, since, shown, look, scale, self.lang)?;
            Some(keystone_render::png::encode(&image))
        })
    }

    /// The PNG `draw` makes, laid out for the transport, at the largest scale
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
            let Some(png) = draw(fraction * self.transport.layout.sharp_scale()) else {
                return Ok(None);
            };
            if png.len() <= self.transport.upload_limit {
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
        let mut plain = self.clone();
        plain.transport.markdown = false;
        plain
    }
}

pub(super) fn not_replayed(record: &Sitting, error: &str) -> ServiceError {
    ServiceError::Internal(format!(
        "the log of channel {} does not replay: {error}",
        record.channel.0
    ))
}
