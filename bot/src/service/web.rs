//! The clickable board (the web board): what one viewer sees of a
//! channel's game — the channel's picture and their own tent or sheet, with
//! where each place an action names was drawn — and the word tree of their
//! legal actions, narrowed as they click. Playing goes through
//! [`Service::play`], as `/play` does.

use serde::Serialize;

use super::turn::{Fresh, Hand, Line};

use super::*;
use crate::games::{Kind, Look, Mapped};

/// What the web board shows one viewer of a channel's game.
#[derive(Clone, Debug, Serialize)]
pub struct BoardView {
    /// The game's id and step: every action sent back carries them.
    pub stamp: StampView,
    /// The game's kind (`basilica`) and its title.
    pub kind: &'static str,
    /// The game's title.
    pub title: &'static str,
    /// The viewer's seat (1-based), `None` for a spectator.
    pub seat: Option<u8>,
    /// The players' names, by seat.
    pub names: Vec<String>,
    /// Whose turn and what the table waits for, with the move clock.
    pub status: String,
    /// Whether the viewer must act now.
    pub acting: bool,
    /// Whether the game is over.
    pub over: bool,
    /// The pictures, the channel's board first.
    #[serde(skip)]
    pub pictures: Vec<Mapped>,
    /// What happened since the viewer last played, a line an action.
    pub catch_up: Vec<String>,
    /// The last page of the history.
    pub history: Vec<String>,
    /// Once the game is over, each seat's score explained.
    pub explained: Vec<String>,
    /// The rules in brief.
    pub rules: String,
    /// The whole position in words, a sentence a line (as `/game board
    /// describe` says it), for a screen reader.
    pub described: Vec<String>,
    /// What the viewer may choose first, when they act (what
    /// `POST /api/choices` answers for no picks).
    pub choices: Option<Narrowed>,
}

/// The choices with the move so far drawn.
#[derive(Debug)]
pub struct ChoicesDrawn {
    /// The choices.
    pub narrowed: Narrowed,
    /// The actions drawn.
    pub line: Vec<String>,
    /// Their pictures (with the game's title; `None` inside for nothing to
    /// draw); `None` when they were shown already.
    pub pictures: Option<Option<(&'static str, Vec<Mapped>)>>,
}

/// A [`Stamp`] as the web board sends it.
#[derive(Clone, Copy, Debug, Serialize, serde::Deserialize, PartialEq, Eq)]
pub struct StampView {
    /// The game's id.
    pub game: u64,
    /// Its step.
    pub step: u64,
}

impl From<Stamp> for StampView {
    fn from(stamp: Stamp) -> StampView {
        StampView {
            game: stamp.game.0,
            step: stamp.step,
        }
    }
}

impl From<StampView> for Stamp {
    fn from(stamp: StampView) -> Stamp {
        Stamp {
            game: keystone_data::GameId(stamp.game),
            step: stamp.step,
        }
    }
}

/// The viewer's legal actions, narrowed to what their clicks chose.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Narrowed {
    /// What may be chosen next: whole actions, or groups of them by their
    /// next words (a notation ending in a space), as the move picker offers.
    pub entries: Vec<Entry>,
    /// For each action the clicks so far lead to, its words after them (at
    /// most four; the `;` between a building and its cardinal's move is a
    /// word of its own): a place whose words come next, after words that
    /// name no place (`; cardinal`), may be clicked.
    pub next: Vec<String>,
    /// The words that may come next, one button each where clicks on
    /// places do not reach them (a bid, `pay`, a mode): each the `;`
    /// before it, if any, and one word, or two where every action shares
    /// the first (`with 3`), separated by spaces as `next`'s are; shown in
    /// the viewer's language, with the action's label when it is the only
    /// one they lead to.
    pub words: Vec<Entry>,
    /// The whole action the clicks so far spell out, if they spell one.
    pub whole: Option<String>,
    /// Whether other actions go on from `whole` (a building, and then
    /// perhaps the cardinal's move): it may be played as it is, or added to.
    pub further: bool,
    /// The actions chosen, as the viewer reads them.
    pub chosen: Vec<Entry>,
    /// The words clicked of the next action, as the viewer reads them.
    pub typed: String,
}

/// One choice, for the list beside the board.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Entry {
    /// Its notation (a group's ends in a space).
    pub notation: String,
    /// Its notation in the viewer's language.
    pub shown: String,
    /// What it does, in words.
    pub label: String,
}

/// What playing from the web board did.
#[derive(Clone, Debug)]
pub struct WebPlayed {
    /// The answer: posted in the channel when it is public.
    pub reply: Reply,
    /// Whether the game asks the player to confirm (a bid above their
    /// purse): the same line is played once they do.
    pub confirm: bool,
}

impl Service {
    /// `/game web`: a private answer with `link` to `channel`'s board for
    /// `user` (their seat, or a spectator's view), which opens for
    /// `lasts_ms`; refused where no game was played.
    pub fn board_link(
        &self,
        channel: ChannelId,
        user: u64,
        link: &str,
        lasts_ms: i64,
    ) -> Result<Reply> {
        let loaded = self.looked_at(channel)?;
        let lasts = durations::words(lasts_ms, self.lang);
        let player = loaded.sitting().seat_of(user).is_some();
        Ok(Reply::private(crate::tell::prompts::board_link(
            self.lang, link, &lasts, player,
        )))
    }

    /// Whether `channel` has a board to open: a game in play, or one that
    /// ended there.
    pub fn has_board(&self, channel: ChannelId) -> Result<bool> {
        // Read, not loaded: the board loads it when it is asked for.
        Ok(self.store.get(channel)?.is_some() || self.store.latest_archived(channel)?.is_some())
    }

    /// The web board of `channel`'s game as `user` sees it: their seat's
    /// own pictures if they sit at it, else a spectator's. Of the game in
    /// play, or else of the last one that ended in the channel; its
    /// pictures laid out for `layout`, `scale` times their size.
    pub fn web_board(
        &self,
        channel: ChannelId,
        user: u64,
        layout: Layout,
        scale: f32,
    ) -> Result<BoardView> {
        let plain = self.speaking_plainly();
        let loaded = plain.looked_at(channel)?;
        let record = loaded.sitting();
        let seat = loaded.seat_of(user);
        let (since, catch_up) = plain.since_last(&loaded, seat)?;
        let names = loaded.drawn_names();
        let note = plain.clock_note(&loaded);
        let started = std::time::Instant::now();
        let look = Look {
            layout,
            ..self.look(&loaded, Some(user))
        };
        let pictures = loaded.game().mapped(
            seat,
            &names,
            Some(&*since),
            note.as_deref(),
            look,
            scale,
            self.lang,
        );
        metrics::histogram!("keystone_picture_seconds", "what" => "web_board")
            .record(started.elapsed().as_secs_f64());
        let mut status = loaded.game().prompt(&loaded.names(), self.lang);
        if record.log.is_empty()
            && record.status == GameStatus::Active
            && let Some(opening) = loaded.game().opening(&loaded.names(), self.lang)
        {
            status = format!("{opening} {status}");
        }
        if let Some(note) = note {
            status.push_str(&format!(" ({note}.)"));
        }
        let history = match plain.history(channel, None, Some(record.id)) {
            Ok(reply) if !reply.details.is_empty() => reply.details,
            Ok(reply) => vec![reply.text],
            Err(e) => return Err(e),
        };
        let over = record.status.is_over();
        let acting = !over && seat.is_some_and(|s| record.to_act.contains(&s));
        // What the acting seat may choose first comes with the board: one
        // request less before it can click.
        let choices = match seat {
            Some(seat) if acting => Some(self.narrowed(&loaded, seat, &[], "")?),
            _ => None,
        };
        Ok(BoardView {
            stamp: Service::stamp_of(record).into(),
            kind: loaded.game().kind().name,
            title: loaded.game().kind().title,
            seat: seat.map(|s| s.number()),
            names: names.iter().map(|n| (*n).to_owned()).collect(),
            status,
            acting,
            over,
            pictures,
            catch_up: if seat.is_some() { catch_up } else { Vec::new() },
            history,
            explained: loaded.game().explained(&loaded.names(), self.lang),
            rules: (loaded.game().kind().rules)(None, self.lang),
            described: plain.described(&loaded),
            choices,
        })
    }

    /// `user`'s legal actions after the whole `actions` they chose, those
    /// that begin with the words `typed`, for a board drawn at `stamp`.
    pub fn web_choices(
        &self,
        channel: ChannelId,
        user: u64,
        stamp: Stamp,
        actions: &[String],
        typed: &str,
    ) -> Result<Narrowed> {
        let (loaded, seat) = self.acting_on_board(channel, user, stamp)?;
        self.narrowed(&loaded, seat, actions, typed)
    }

    /// `channel`'s game and `user`'s seat at it, for a board request made
    /// on the board drawn at `stamp`: refused if they do not play, or if
    /// the game has moved on since.
    fn acting_on_board(
        &self,
        channel: ChannelId,
        user: u64,
        stamp: Stamp,
    ) -> Result<(Loaded, Seat)> {
        let loaded = self.current(channel)?;
        let seat = self.still_playing(&loaded, user)?;
        self.check_pick_stamp(loaded.sitting(), Some(stamp), seat)
            .map_err(|_| ServiceError::Refused(Denied::WebStale))?;
        Ok((loaded, seat))
    }

    /// [`Service::web_choices`] of `seat` in the game `loaded`.
    fn narrowed(
        &self,
        loaded: &Loaded,
        seat: Seat,
        actions: &[String],
        typed: &str,
    ) -> Result<Narrowed> {
        let names = loaded.names();
        let line = actions.join("; ");
        let choices = loaded
            .game()
            .choices_after(seat, &line, &names, self.lang)
            .map_err(|words| ServiceError::Refused(Denied::Worded(words)))?;
        let kind = loaded.game().kind();
        let words = |notation: &str| tongue::to_player(notation, kind, self.lang);
        let typed_words = words_of(typed);
        let matching: Vec<&Choice> = choices
            .iter()
            .filter(|c| words_of(&c.notation).starts_with(&typed_words))
            .collect();
        let next = matching
            .iter()
            .map(|c| {
                words_of(&c.notation)[typed_words.len()..]
                    .iter()
                    .take(4)
                    .copied()
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        let mut buttons = next_words(kind, self.lang, &matching, typed_words.len(), 1);
        // One word that every action shares is nothing to choose (`with`
        // before a die's value): its buttons name the word after it too.
        if let [only] = buttons.as_slice() {
            let deeper = next_words(kind, self.lang, &matching, typed_words.len(), 2);
            if deeper.len() > 1
                && deeper
                    .iter()
                    .all(|w| w.notation.starts_with(&format!("{} ", only.notation)))
            {
                buttons = deeper;
            }
        }
        let whole = matching
            .iter()
            .find(|c| !typed_words.is_empty() && words_of(&c.notation) == typed_words)
            .map(|c| c.notation.clone());
        let further = whole.is_some() && matching.len() > 1;
        let owned: Vec<Choice> = matching.into_iter().cloned().collect();
        // Without a space at its end: after `yellow tower 1,1` the list
        // goes on to `yellow tower 1,1; cardinal …` (`owned` holds only
        // actions whose words these are).
        let typed = spelt_out(&typed_words);
        let entry = |c: &Choice| Entry {
            notation: c.notation.clone(),
            shown: if c.notation.ends_with(' ') {
                format!("{}…", words(c.notation.trim_end()))
            } else {
                words(&c.notation)
            },
            label: c.label.clone(),
        };
        let all = loaded.game().choices(seat, &names, self.lang);
        // The chosen actions in words: the first of each whose words they
        // are (later ones were offered after the earlier, so are asked of
        // the game after them).
        let mut chosen = Vec::new();
        for (n, action) in actions.iter().enumerate() {
            let before = actions[..n].join("; ");
            let offered = if n == 0 {
                Ok(all.clone())
            } else {
                loaded
                    .game()
                    .choices_after(seat, &before, &names, self.lang)
            };
            let label = offered
                .ok()
                .and_then(|o| o.into_iter().find(|c| &c.notation == action))
                .map_or_else(String::new, |c| c.label);
            chosen.push(entry(&Choice {
                notation: action.clone(),
                label,
            }));
        }
        Ok(Narrowed {
            entries: complete::entries(&owned, &typed, self.lang)
                .iter()
                .map(entry)
                .collect(),
            next,
            words: buttons,
            whole,
            further,
            chosen,
            typed: words(&typed),
        })
    }

    /// `user`'s own pictures of the board drawn at `stamp` with the
    /// `actions` they chose applied, up to the first that would turn up
    /// something they have not seen, what they change marked as a move's
    /// changes are: the move drawn as it is made, laid out for `layout`,
    /// `scale` times its size, with the game's title. `None` for no actions, or a line that leads
    /// nowhere.
    pub fn web_preview(
        &self,
        channel: ChannelId,
        user: u64,
        stamp: Stamp,
        actions: &[String],
        layout: Layout,
        scale: f32,
    ) -> Result<Option<(&'static str, Vec<Mapped>)>> {
        let (loaded, seat) = self.acting_on_board(channel, user, stamp)?;
        let look = Look {
            layout,
            ..self.look(&loaded, Some(user))
        };
        Ok(self.previewed(&loaded, seat, actions, look, scale))
    }

    /// [`Service::web_choices`], and the line the page plays (the whole
    /// actions, and the one the words typed spell out, if they do) drawn
    /// as [`Service::web_preview`] draws it, unless it is `shown` already
    /// (`None` pictures then): the game loaded once.
    #[allow(clippy::too_many_arguments)]
    pub fn web_choices_drawn(
        &self,
        channel: ChannelId,
        user: u64,
        stamp: Stamp,
        actions: &[String],
        typed: &str,
        shown: Option<&[String]>,
        (layout, scale): (Layout, f32),
    ) -> Result<ChoicesDrawn> {
        let (loaded, seat) = self.acting_on_board(channel, user, stamp)?;
        let narrowed = self.narrowed(&loaded, seat, actions, typed)?;
        let mut line = actions.to_vec();
        if let (false, Some(whole)) = (typed.trim().is_empty(), &narrowed.whole) {
            line.push(whole.clone());
        }
        // Words that spell out no action yet change nothing drawn.
        let look = Look {
            layout,
            ..self.look(&loaded, Some(user))
        };
        let pictures = (shown != Some(line.as_slice()))
            .then(|| self.previewed(&loaded, seat, &line, look, scale));
        Ok(ChoicesDrawn {
            narrowed,
            line,
            pictures,
        })
    }

    /// `seat`'s pictures of `loaded` with `actions` applied, up to the
    /// first that would turn up something it has not seen.
    fn previewed(
        &self,
        loaded: &Loaded,
        seat: Seat,
        actions: &[String],
        look: Look,
        scale: f32,
    ) -> Option<(&'static str, Vec<Mapped>)> {
        if actions.is_empty() {
            return None;
        }
        let previewed = loaded.game().previewed(seat, &actions.join("; "))?;
        let plain = self.speaking_plainly();
        let note = plain.clock_note(loaded);
        let names = loaded.drawn_names();
        let drawn = previewed.mapped(
            Some(seat),
            &names,
            Some(loaded.game()),
            note.as_deref(),
            look,
            scale,
            self.lang,
        );
        Some((loaded.game().kind().title, drawn))
    }

    /// What `user` may type next on the board's line, as `/play`'s
    /// autocomplete offers it (in their words, the earlier items of the
    /// line kept): nothing for a spectator or once the game is over.
    pub fn web_typing(&self, channel: ChannelId, user: u64, typed: &str) -> Vec<Entry> {
        self.complete(channel, user, typed)
            .into_iter()
            .map(|c| Entry {
                shown: c.notation.clone(),
                notation: c.notation,
                label: c.label,
            })
            .collect()
    }

    /// Plays the `actions` `user` chose on the web board drawn at `stamp`,
    /// as `/play` would (its channel lock, stamp check and announcement).
    pub fn web_play(
        &self,
        channel: ChannelId,
        user: u64,
        stamp: Stamp,
        actions: &[String],
    ) -> Result<WebPlayed> {
        let reply = self.play_line(
            channel,
            user,
            Line::Clicked(actions),
            Fresh::ForSeat { stamp, board: true },
            Hand::Board,
        )?;
        let confirm = reply.prompts.iter().any(|p| p.kind == PromptKind::Confirm);
        Ok(WebPlayed { reply, confirm })
    }

    /// `user` confirms on the board the line the game asked them to: as
    /// [`Service::confirm`], its message posted for them.
    pub fn web_confirm(&self, channel: ChannelId, user: u64, stamp: Stamp) -> Result<Reply> {
        self.confirm_by(channel, user, stamp, Hand::Board)
    }
}

/// The words that may come next after the first `typed` of each of
/// `matching`, as the board's buttons add them: each action's next
/// `depth` words with the `;`s before them, in the viewer's words, with
/// the action's label when it is the only one they lead to.
fn next_words(
    kind: &Kind,
    lang: Lang,
    matching: &[&Choice],
    typed: usize,
    depth: usize,
) -> Vec<Entry> {
    let mut following: std::collections::BTreeMap<String, (String, Vec<&Choice>)> =
        std::collections::BTreeMap::new();
    for choice in matching {
        let all = words_of(&choice.notation);
        let rest = &all[typed..];
        let mut end = 0;
        let mut shown = Vec::new();
        for _ in 0..depth {
            let Some(at) = rest[end..]
                .iter()
                .position(|w| *w != ";")
                .map(|at| end + at)
            else {
                break;
            };
            // The word it agrees with: the next that is not a `;`.
            let after = rest[at + 1..]
                .iter()
                .find(|w| **w != ";")
                .copied()
                .unwrap_or("");
            shown.push(tongue::word(kind, rest[at], after, lang));
            end = at + 1;
        }
        if shown.is_empty() {
            continue;
        }
        following
            .entry(rest[..end].join(" "))
            .or_insert_with(|| (shown.join(" "), Vec::new()))
            .1
            .push(choice);
    }
    following
        .into_iter()
        .map(|(notation, (shown, leading))| Entry {
            notation,
            shown,
            label: match leading.as_slice() {
                [only] => only.label.clone(),
                _ => String::new(),
            },
        })
        .collect()
}

/// An action's words as the board clicks them: a `;` is a word of its own,
/// so that `-1,0` in `red house -1,0; cardinal 1,1` is the place clicked.
fn words_of(notation: &str) -> Vec<&str> {
    let mut words = Vec::new();
    for word in notation.split_whitespace() {
        match word.strip_suffix(';') {
            Some(head) if !head.is_empty() => words.extend([head, ";"]),
            _ => words.push(word),
        }
    }
    words
}

/// Words as the notation writes them: a `;` ends the word before it.
fn spelt_out(words: &[&str]) -> String {
    words.join(" ").replace(" ;", ";")
}

#[cfg(test)]
mod tests {
    use super::{spelt_out, words_of};

    #[test]
    fn a_semicolon_is_a_word_the_board_clicks_past() {
        let words = words_of("red house -1,0; cardinal 1,1");
        assert_eq!(words, ["red", "house", "-1,0", ";", "cardinal", "1,1"]);
        assert_eq!(words_of("red house -1,0 ; cardinal"), words[..5]);
        assert_eq!(spelt_out(&words), "red house -1,0; cardinal 1,1");
    }
}
