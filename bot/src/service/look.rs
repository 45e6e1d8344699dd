//! Looking at a game without changing it: the board, a sheet, one's own
//! secrets, the rules, where it stands, the moves one may make.

use super::*;
use crate::tell::moves;

impl Service {
    /// One player's sheet, large (`/game sheet`): `player`'s, else the
    /// viewer's own, else the first seat's; of the game in play, or else
    /// of the last one that ended in the channel.
    pub fn sheet(&self, channel: ChannelId, viewer: u64, player: Option<u64>) -> Result<Reply> {
        let loaded = self.looked_at(channel)?;
        let seat = match player {
            Some(user) => loaded
                .seat_of(user)
                .ok_or(ServiceError::Refused(Denied::SheetNotPlaying))?,
            None => loaded.seat_of(viewer).unwrap_or(Seat::from_index(0)),
        };
        let (since, _) = self.since_last(&loaded, Some(seat))?;
        let look = self.look(&loaded, None);
        let Some(png) = self.sheets(&loaded, Some(&*since), Sheets::Large(seat), look)? else {
            return refuse(Denied::SheetNone {
                game: loaded.game().kind().title,
            });
        };
        let score = loaded
            .game()
            .scores()
            .get(seat.index())
            .copied()
            .unwrap_or(0);
        Ok(Reply {
            text: self.teller(&loaded).sheet_of(seat, score),
            picture: Some(png),
            picture_described: Some(self.sheets_described(&loaded)),
            ..Reply::default()
        })
    }

    /// The board, for anyone; highlighted for `viewer` if they play. Of
    /// the game in play, or else of the last one that ended in the channel
    /// (until a new one starts).
    pub fn board(&self, channel: ChannelId, viewer: u64, private: bool) -> Result<Reply> {
        let loaded = self.looked_at(channel)?;
        let reader = loaded
            .seat_of(viewer)
            .or_else(|| loaded.game().to_act().first().copied());
        let (since, _) = self.since_last(&loaded, reader)?;
        let mut text = loaded.game().prompt(&loaded.names(), self.lang);
        // Before the first action, what the setup did (a first roll).
        if loaded.sitting().log.is_empty()
            && loaded.sitting().status == GameStatus::Active
            && let Some(opening) = loaded.game().opening(&loaded.names(), self.lang)
        {
            text = format!("{opening} {text}");
        }
        if let Some(note) = self.clock_note(&loaded) {
            text.push_str(&format!(" ({note}.)"));
        }
        let look = self.look(&loaded, private.then_some(viewer));
        let sheets = self.sheets(&loaded, Some(&*since), Sheets::Every, look)?;
        let sheets_described = sheets.as_ref().map(|_| self.sheets_described(&loaded));
        Ok(Reply {
            text,
            picture: Some(self.picture(&loaded, Some(&*since), look)?),
            picture_described: Some(self.board_described(&loaded, &[])),
            sheets,
            sheets_described,
            private,
            ..Reply::default()
        })
    }

    /// The whole position in words, for a screen reader (`/game board
    /// describe`, `describe` in the terminal): what the board shows
    /// everyone, a part a line, then where the game stands. Plain text
    /// with the names as the pictures draw them; nothing any seat alone
    /// may see (that is `/game hand`).
    pub fn describe(&self, channel: ChannelId, private: bool) -> Result<Reply> {
        let loaded = self.looked_at(channel)?;
        let mut lines = self.described(&loaded);
        Ok(Reply {
            text: lines.remove(0),
            details: lines,
            private,
            ..Reply::default()
        })
    }

    /// The whole position of `loaded` in words (see [`Service::describe`]):
    /// a heading, then a sentence a line.
    pub(super) fn described(&self, loaded: &Loaded) -> Vec<String> {
        let names = loaded.drawn_names();
        let game = loaded.game();
        let mut status = game.status(&names, self.lang);
        if let Some(note) = self.clock_note(loaded) {
            status.push('\n');
            status.push_str(&self.teller(loaded).status_clock(&note));
        }
        self.describer(loaded)
            .position_description(&game.position(&names, self.lang), &status)
    }

    /// `user`'s secrets in this channel's game (a hand, a purse), for
    /// their eyes only: in words and a picture, in a private reply. A
    /// button of an earlier game of the channel is refused.
    pub fn tent(&self, channel: ChannelId, user: u64, stamp: Option<Stamp>) -> Result<Reply> {
        let loaded = self.current(channel)?;
        if let Some(stamp) = stamp
            && stamp.game != loaded.sitting().id
        {
            return refuse(Denied::StaleGame);
        }
        let Some(seat) = loaded.seat_of(user) else {
            return refuse(Denied::TentNotPlaying);
        };
        let vision = self.look(&loaded, Some(user)).vision;
        let private = loaded
            .game()
            .private(seat, &loaded.names(), vision, self.lang);
        let Some((text, picture)) = private else {
            return refuse(Denied::TentNothingHidden);
        };
        Ok(Reply {
            picture_described: Some(self.describer(&loaded).tent_description(seat, &text)),
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
                text.push(moves::rules_pick(self.lang));
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
    pub(super) fn rules_of(
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
    pub(super) fn kind_named(&self, name: &str) -> Result<&'static games::Kind> {
        let name = name.trim();
        games::KINDS
            .iter()
            .copied()
            .find(|k| k.name.eq_ignore_ascii_case(name) || k.title.eq_ignore_ascii_case(name))
            .ok_or_else(|| {
                ServiceError::Refused(Denied::GameUnknown {
                    game: name.to_owned(),
                    known: games::KINDS.iter().map(|k| k.name).collect(),
                })
            })
    }

    /// Where the game stands, in words.
    pub fn status(&self, channel: ChannelId) -> Result<Reply> {
        let loaded = self.looked_at(channel)?;
        let mut text = loaded.game().status(&loaded.names(), self.lang);
        // A finished game: its scores item by item.
        for line in loaded.game().explained(&loaded.names(), self.lang) {
            text.push('\n');
            text.push_str(&line);
        }
        if loaded.sitting().status == GameStatus::Invited {
            text = self
                .teller(&loaded)
                .status_invited(&loaded.sitting().to_act);
        }
        if let Some(note) = self.clock_note(&loaded) {
            text.push('\n');
            text.push_str(&self.teller(&loaded).status_clock(&note));
        }
        if let Some(presence) = self.table_presence(&loaded) {
            text.push('\n');
            text.push_str(&presence);
        }
        if let Some(asked) = loaded.game().asked().filter(|_| !self.keyboard) {
            let left =
                self.timing.question_timeout - (self.clock.now() - loaded.sitting().waiting_since);
            text.push('\n');
            text.push_str(&self.teller(&loaded).status_question(asked, left));
        }
        Ok(Reply::text(text))
    }

    /// Autocomplete for `/play`: the legal actions of `user` that begin
    /// with `typed`, continuing after `;` from the position the earlier
    /// items reach, as far as `user` may know it (nothing offered depends
    /// on a draw an earlier item makes, see [`AnyGame::choices_after`]).
    pub fn complete(&self, channel: ChannelId, user: u64, typed: &str) -> Vec<Choice> {
        let Ok(loaded) = self.current_bare(channel) else {
            return Vec::new();
        };
        let Some(seat) = loaded
            .seat_of(user)
            .filter(|_| loaded.sitting().status == GameStatus::Active)
        else {
            return Vec::new();
        };
        // An action may hold `;` itself (Cardinal's turn: a building; the
        // cardinal; a pawn): what is typed is read first as the start of
        // one action, and only then as earlier actions and the next one.
        let whole = self.completed(&loaded, seat, "", typed);
        if !whole.is_empty() || !typed.contains(';') {
            return whole;
        }
        let (earlier, current) = match typed.rfind(';') {
            Some(i) => (typed[..i].trim(), &typed[i + 1..]),
            None => ("", typed),
        };
        self.completed(&loaded, seat, earlier, current)
    }

    /// The actions `seat` may play after the whole actions `earlier` that
    /// begin with `current`, each with `earlier` before it.
    fn completed(&self, loaded: &Loaded, seat: Seat, earlier: &str, current: &str) -> Vec<Choice> {
        let names = loaded.names();
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

    /// The lines `user` may answer the open question with that begin with
    /// `word` (an answer's menu: Basilica's Pay…), checked against the
    /// prompt's `stamp` if it came from one.
    pub fn answers(
        &self,
        channel: ChannelId,
        user: u64,
        stamp: Option<Stamp>,
        word: &str,
    ) -> Result<Vec<Choice>> {
        let loaded = self.current(channel)?;
        self.check_stamp(Service::stamp_of(loaded.sitting()), stamp)?;
        let seat = self.seated(&loaded, user)?;
        if loaded.game().asked() != Some(seat) {
            return refuse(Denied::NoQuestionForYou {
                game: loaded.game().kind(),
            });
        }
        let names = loaded.names();
        Ok(loaded
            .game()
            .choices(seat, &names, self.lang)
            .into_iter()
            .filter(|c| c.notation.split_whitespace().next() == Some(word))
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
        let loaded = self.current_bare(channel)?;
        let seat = self.seated(&loaded, user)?;
        let choices = loaded.game().choices(seat, &loaded.names(), self.lang);
        Ok(self.spoken(loaded.game().kind(), &choices))
    }

    /// `choices` with their notation in the service's language.
    pub(super) fn spoken(&self, kind: &games::Kind, choices: &[Choice]) -> Vec<Choice> {
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
        Ok(Service::stamp_of(self.current_bare(channel)?.sitting()))
    }
}

/// At most this many moves are listed one by one; more are grouped by the
/// word that tells them apart.
const MOVES_LISTED: usize = 24;

impl Service {
    /// `user`'s moves that begin with `typed` (in their words), as the
    /// terminal shows them, word by word as the picker goes: each with its
    /// words when they are few; else grouped by their next word, with how
    /// many begin with each and how to narrow; when none begins so, the
    /// words that would.
    pub fn moves_guide(&self, channel: ChannelId, user: u64, typed: &str) -> Result<Reply> {
        let moves = self.moves(channel, user)?;
        let words: Vec<String> = typed.split_whitespace().map(tongue::fold).collect();
        let begins = |choice: &Choice, with: &[String], partial: bool| {
            let own: Vec<String> = choice
                .notation
                .split_whitespace()
                .map(tongue::fold)
                .collect();
            with.iter().enumerate().all(|(i, word)| {
                own.get(i).is_some_and(|o| {
                    if partial && i + 1 == with.len() {
                        o.starts_with(word.as_str())
                    } else {
                        o == word
                    }
                })
            })
        };
        // The last word may be cut short, unless a space follows it.
        let partial = !typed.is_empty() && !typed.ends_with(char::is_whitespace);
        let matching: Vec<&Choice> = moves
            .iter()
            .filter(|m| begins(m, &words, partial))
            .collect();
        if moves.is_empty() {
            return Ok(Reply::text(moves::nothing(self.lang)));
        }
        if matching.is_empty() {
            // The words typed that still lead somewhere, and what follows.
            let known = (0..words.len())
                .rev()
                .find(|&k| moves.iter().any(|m| begins(m, &words[..k], false)))
                .unwrap_or(0);
            let next = next_words(
                moves.iter().filter(|m| begins(m, &words[..known], false)),
                known,
            );
            let next: Vec<&str> = next.iter().map(|(w, _)| w.as_str()).collect();
            return refuse(Denied::MovesNone {
                typed: typed.to_owned(),
                start: words[..known].join(" "),
                next: next.iter().map(|&w| w.to_owned()).collect(),
            });
        }
        if matching.len() <= MOVES_LISTED {
            let lines: Vec<String> = matching
                .iter()
                .map(|m| format!("  {} — {}", m.notation, m.label))
                .collect();
            return Ok(Reply::text(lines.join("\n")));
        }
        // Grouped by the first word where the moves part ways.
        let mut level = if partial {
            words.len() - 1
        } else {
            words.len()
        };
        let mut groups = next_words(matching.iter().copied(), level);
        while groups.len() == 1 && groups[0].1 == matching.len() {
            level += 1;
            let deeper = next_words(matching.iter().copied(), level);
            if deeper.is_empty() {
                break;
            }
            groups = deeper;
        }
        let mut lines = vec![moves::grouped(self.lang, matching.len(), groups.len())];
        for (start, count) in &groups {
            // A group of one is its move, shown whole.
            let only = (*count == 1)
                .then(|| matching.iter().find(|m| starts_group(&m.notation, start)))
                .flatten();
            lines.push(match only {
                Some(m) => format!("  {} — {}", m.notation, m.label),
                None => moves::group(self.lang, start, *count),
            });
        }
        // The example narrows: a group of several, never the words typed
        // again (a whole move that others go on from is its own group).
        let example = groups
            .iter()
            .find(|(start, count)| *count > 1 && start.as_str() != typed.trim());
        if let Some((example, _)) = example {
            lines.push(moves::narrow(self.lang, example));
        }
        Ok(Reply::text(lines.join("\n")))
    }
}

/// Whether `notation` is in the group of moves beginning with the words
/// `start` (all of its words: `4,3` is not `4,3;`).
fn starts_group(notation: &str, start: &str) -> bool {
    let (own, words): (Vec<&str>, Vec<&str>) = (
        notation.split_whitespace().collect(),
        start.split_whitespace().collect(),
    );
    own.len() >= words.len() && own[..words.len()] == words[..]
}

/// The moves' first `level + 1` words, each once in the order met, with
/// how many moves begin with them; none past a move's last word.
fn next_words<'a>(moves: impl Iterator<Item = &'a Choice>, level: usize) -> Vec<(String, usize)> {
    let mut groups: Vec<(String, usize)> = Vec::new();
    for choice in moves {
        let own: Vec<&str> = choice.notation.split_whitespace().collect();
        if own.len() <= level {
            continue;
        }
        let start = own[..=level].join(" ");
        match groups.iter_mut().find(|(s, _)| *s == start) {
            Some((_, n)) => *n += 1,
            None => groups.push((start, 1)),
        }
    }
    groups
}
