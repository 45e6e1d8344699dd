//! A table's events and refusals in a reader's words: what a turn did,
//! the catch-up since the reader's last move, the clock, a history line,
//! why a command was refused.

use keystone_data::{LoggedAction, Seat};

use super::{durations, text};
use crate::games::{Account, Kind, tongue};
use crate::i18n::{FluentValue, Lang};
use crate::t;
use crate::table::{By, Event, Refusal, Turn, Wait};

/// Tells one table to one reader: their language, and the players' names
/// by seat as the reader sees them.
#[derive(Clone, Debug)]
pub struct Teller<'a> {
    /// The reader's language.
    pub lang: Lang,
    /// The game's kind (a game may word its own moments).
    pub kind: &'static Kind,
    /// The players' names by seat, as the reader sees them.
    pub names: Vec<&'a str>,
    /// Whether the reader reads Markdown (Discord): moments are then
    /// shown in each reader's own time (see [`text::moment`]).
    pub markdown: bool,
}

impl Teller<'_> {
    /// The name of `seat`.
    pub fn name(&self, seat: Seat) -> &str {
        self.names.get(seat.index()).copied().unwrap_or("?")
    }

    /// The names of `seats`, as a list ("Ann, Bob and Cyd").
    pub fn list(&self, seats: &[Seat]) -> String {
        let names: Vec<&str> = seats.iter().map(|&s| self.name(s)).collect();
        text::list(self.lang, &names)
    }

    /// A table's refusal in words. A line refused while someone else must
    /// answer a question says how long the question may still wait
    /// (`question_left` ms, or that it expired and the game can go on);
    /// `pending` are the seats invited who have not accepted yet.
    pub fn refusal(&self, refusal: Refusal, question_left: i64, pending: &[Seat]) -> String {
        let lang = self.lang;
        let kind = self.kind;
        match refusal {
            Refusal::Rules { refused, asked } => {
                let message = refused.words(&self.names, lang);
                let Some(asked) = asked else {
                    return message;
                };
                let name = self.name(asked);
                let more = if question_left > 0 {
                    let left = durations::words(question_left, lang);
                    t!(lang, "question-time-left", name = name, left = left)
                } else {
                    t!(lang, "question-expired", name = name)
                };
                format!("{message} {more}")
            }
            Refusal::Invited => t!(lang, "not-started", name = self.list(pending)),
            Refusal::InvitationStarted => t!(lang, "invitation-started"),
            Refusal::InvitationNotYours { pending } => {
                t!(lang, "invitation-not-yours", name = self.list(&pending))
            }
            Refusal::NotPlaying => t!(lang, "not-playing"),
            Refusal::Left => t!(lang, "you-left"),
            Refusal::ResignBeforeStart => t!(lang, "resign-not-started"),
            Refusal::ClaimBeforeStart => t!(lang, "claim-not-started"),
            Refusal::NoClock => t!(lang, "claim-no-clock"),
            Refusal::QuestionOpen { asked } => {
                t!(lang, "claim-question", name = self.name(asked))
            }
            Refusal::NobodyLate => t!(lang, "claim-nobody"),
            Refusal::OwnClock => t!(lang, "claim-yourself"),
            Refusal::ClockRunning { late, left } => t!(
                lang,
                "claim-too-early",
                name = self.name(late),
                left = durations::words(left, lang)
            ),
            Refusal::Away { seat, until } => t!(
                lang,
                "claim-away",
                name = self.name(seat),
                until = text::moment(until, self.markdown)
            ),
            Refusal::NotStoodIn => t!(lang, "take-back-not-stood-in"),
            Refusal::NoAbortProposed => t!(lang, "abort-no-proposal"),
            Refusal::AbortAgreedAlready => t!(lang, "abort-already-agreed"),
            // A game with a question outside the turn names it.
            Refusal::NothingToGoOn => kind
                .try_text(lang, "continue-no-question", &[])
                .unwrap_or_else(|| t!(lang, "continue-nothing")),
            Refusal::YoursToAnswer => kind
                .try_text(lang, "continue-yours", &[])
                .unwrap_or_else(|| t!(lang, "continue-yours")),
            Refusal::TooEarly { late, left } => {
                let name = self.list(&late);
                let left = durations::words(left, lang);
                let args = [
                    ("name", FluentValue::from(name.as_str())),
                    ("left", FluentValue::from(left.as_str())),
                ];
                kind.try_text(lang, "continue-too-early", &args)
                    .unwrap_or_else(|| t!(lang, "continue-too-early", name = name, left = left))
            }
        }
    }

    /// What `turn` did, in words: each line's account, after what led to
    /// it (a claimed clock, the table going on without someone).
    pub fn account(&self, turn: &Turn) -> Account {
        let lang = self.lang;
        let mut account = Account {
            notation: turn.line.clone(),
            ..Account::default()
        };
        for event in &turn.events {
            let sentence = match event {
                Event::Played { told, by, seat, .. } => {
                    if *by == By::StandIn {
                        let name = self.name(*seat);
                        account.sentences.push(t!(lang, "played-for", name = name));
                    }
                    let told = told.words(&self.names, lang);
                    account.sentences.extend(told.sentences);
                    account.scoring.extend(told.scoring);
                    continue;
                }
                Event::Claimed { late, claimer } => t!(
                    lang,
                    "claimed",
                    late = self.name(*late),
                    claimer = self.name(*claimer)
                ),
                Event::StoodIn { late, by } => t!(
                    lang,
                    "stood-in",
                    late = self.name(*late),
                    by = self.name(*by)
                ),
                Event::TookBack { seat } => t!(lang, "took-back", name = self.name(*seat)),
                Event::WentOn {
                    late,
                    by,
                    wait: Wait::Question { expiry },
                } => self.kind.text(
                    lang,
                    "continued",
                    &[
                        ("name", FluentValue::from(self.name(*late))),
                        ("expiry", FluentValue::from(durations::words(*expiry, lang))),
                        ("other", FluentValue::from(self.name(*by))),
                    ],
                ),
                Event::WentOn {
                    late,
                    by,
                    wait: Wait::Clock { rule, line },
                } => t!(
                    lang,
                    "continued-default",
                    name = self.name(*late),
                    line = line.as_str(),
                    other = self.name(*by),
                    rule = *rule
                ),
            };
            account.sentences.push(sentence);
        }
        account
    }

    /// "Since Bob's last move:" and the `earlier` actions, the last `most`
    /// of them (a transport's catch-up), saying how many more there were.
    pub fn catch_up(&self, reader: Seat, earlier: &[String], most: usize) -> String {
        let shown = earlier.len().min(most);
        let mut text = t!(self.lang, "catch-up", name = self.name(reader));
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

    /// The move clock of the seats `late` in words, with `left` ms on it:
    /// `Bob: 2d 3h left on the clock`, or that it ran out.
    pub fn clock_note(&self, late: &[Seat], left: i64) -> String {
        let name = self.list(late);
        if left > 0 {
            let left = durations::words(left, self.lang);
            t!(self.lang, "clock-left", name = name.as_str(), left = left)
        } else {
            t!(self.lang, "clock-ran-out", name = name.as_str())
        }
    }

    /// `seat`'s player, waited on, is away until `until` (ms; said as the
    /// reader reads a moment).
    pub fn away_note(&self, seat: Seat, until: i64) -> String {
        t!(
            self.lang,
            "away-note",
            name = self.name(seat),
            until = text::moment(until, self.markdown)
        )
    }

    /// A logged action as history shows it: who (or Keystone for them),
    /// the notation in the reader's words, and what it did.
    pub fn entry(&self, action: &LoggedAction, account: &Account) -> String {
        let who = self.name(action.seat);
        let who = if action.auto {
            t!(self.lang, "answered-by-keystone", name = who)
        } else {
            who.to_owned()
        };
        let notation = tongue::to_player(&action.text, self.kind, self.lang);
        format!("{who}: `{notation}` — {}", account.sentences.join(" "))
    }

    /// `/game status` while the game waits on its invitation: `pending`
    /// have not accepted.
    pub fn status_invited(&self, pending: &[Seat]) -> String {
        t!(self.lang, "status-invited", name = self.list(pending))
    }

    /// `/game status`'s line about the move clock (`note`, from
    /// [`Teller::clock_note`]).
    pub fn status_clock(&self, note: &str) -> String {
        t!(self.lang, "status-clock", note = note)
    }

    /// `/game status`'s line about the question `asked` must answer, with
    /// `left` ms before it expires (or that it expired): in the game's
    /// own words for its question.
    pub fn status_question(&self, asked: Seat, left: i64) -> String {
        let name = FluentValue::from(self.name(asked));
        if left > 0 {
            let left = FluentValue::from(durations::words(left, self.lang));
            let args = [("name", name), ("left", left)];
            self.kind.text(self.lang, "status-question-expires", &args)
        } else {
            (self.kind).text(self.lang, "status-question-expired", &[("name", name)])
        }
    }

    /// The caption of `seat`'s sheet, with their `score`.
    pub fn sheet_of(&self, seat: Seat, score: i64) -> String {
        t!(self.lang, "sheet-of", name = self.name(seat), score = score)
    }
}
