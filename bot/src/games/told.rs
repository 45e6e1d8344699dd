//! What a line did, or why the rules refused it, as the game's own typed
//! events and errors: worded only when a reader's language is known.

use keystone_engine::play::{PlayError, Played};
use keystone_engine::{Game, Seat};

use super::{Account, Words, parse_words, tongue};
use crate::i18n::Lang;
use crate::t;

/// One line played, not yet told: its canonical notation and the game's
/// own typed events, worded only when a reply needs them (see
/// [`Told::words`]).
#[derive(Debug)]
pub struct Step {
    /// The actions played, in canonical notation, `;`-separated.
    pub notation: String,
    /// What happened.
    pub told: Told,
}

/// What a line did, as the game's typed events with the positions before
/// and after it: no words until a reader's language is known.
pub struct Told(Box<dyn Telling>);

impl Told {
    /// What `seat`'s line `played` did, from `before` to `after`.
    pub(super) fn of<G: Words>(seat: Seat, before: G, after: G, played: Played<G>) -> Told {
        Told(Box::new(Events {
            seat,
            before,
            after,
            played,
        }))
    }

    /// What happened, in `lang`, with the players' `names`.
    pub fn words(&self, names: &[&str], lang: Lang) -> Account {
        self.0.words(names, lang)
    }

    /// The points it scored, by seat and what they were scored with (see
    /// [`Words::scored`]): for statistics, without words.
    pub fn scored(&self) -> Vec<(Seat, &'static str, i64)> {
        self.0.scored()
    }
}

impl std::fmt::Debug for Told {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.debug(f)
    }
}

trait Telling: Send + Sync {
    fn words(&self, names: &[&str], lang: Lang) -> Account;
    fn scored(&self) -> Vec<(Seat, &'static str, i64)>;
    fn debug(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result;
}

/// A seat's line of a game of type `G`: the positions before and after
/// it, and what each of its actions made happen.
struct Events<G: Game> {
    seat: Seat,
    before: G,
    after: G,
    played: Played<G>,
}

impl<G: Words> Telling for Events<G> {
    /// Each action in turn: what the player did (the game's own sentence
    /// for it, else its words), then what it made happen.
    fn words(&self, names: &[&str], lang: Lang) -> Account {
        let played = &self.played;
        if played.actions.is_empty() || G::TOLD_BY_LINE {
            // A departure, or a game whose events say every action.
            return self
                .before
                .account(&self.after, &played.events, names, lang);
        }
        let mut account = Account::default();
        let mut now = self.before.clone();
        for (action, events) in played.steps() {
            let mut next = now.clone();
            if next.apply(self.seat, action).is_err() {
                // Cannot happen (the line was played from `before`): the
                // line told as a whole rather than nothing.
                return self
                    .before
                    .account(&self.after, &played.events, names, lang);
            }
            let told = now.account(&next, events, names, lang);
            match now.did(self.seat, action, names, lang) {
                Some(did) => account.sentences.push(did),
                None if told.sentences.is_empty() => account.sentences.push(t!(
                    lang,
                    "did",
                    name = names.get(self.seat.index()).copied().unwrap_or("?"),
                    what = now.label(self.seat, action, names, lang)
                )),
                None => {}
            }
            account.sentences.extend(told.sentences);
            account.scoring.extend(told.scoring);
            now = next;
        }
        account
    }

    fn scored(&self) -> Vec<(Seat, &'static str, i64)> {
        G::scored(&self.played.events)
    }

    fn debug(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(&self.played.events).finish()
    }
}

/// Why the rules refuse a line: the engine's typed refusal (the rule and
/// its parameters), worded only when a reader's language is known.
pub struct Refused(Box<dyn Refusing>);

impl Refused {
    /// The engine's refusal of a line.
    pub(super) fn play<G: Words>(error: PlayError<G::Error>) -> Refused {
        Refused(Box::new(RefusedLine::<G>::Play(error)))
    }

    /// A seat the table does not have.
    pub(super) fn no_such_seat<G: Words>(seat: Seat) -> Refused {
        Refused(Box::new(RefusedLine::<G>::NoSuchSeat(seat)))
    }

    /// The rule the line breaks, when one rule is to blame (`B12`).
    pub fn rule(&self) -> Option<String> {
        self.0.rule()
    }

    /// Why, in `lang`, with the players' `names` and the rule.
    pub fn words(&self, names: &[&str], lang: Lang) -> String {
        self.0.words(names, lang)
    }
}

impl std::fmt::Debug for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.debug(f)
    }
}

trait Refusing: Send + Sync {
    fn rule(&self) -> Option<String>;
    fn words(&self, names: &[&str], lang: Lang) -> String;
    fn debug(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result;
}

/// The engine's refusal of a line of a game of type `G`, or a seat the
/// table does not have.
enum RefusedLine<G: Game> {
    Play(PlayError<G::Error>),
    NoSuchSeat(Seat),
}

impl<G: Words> Refusing for RefusedLine<G> {
    fn rule(&self) -> Option<String> {
        match self {
            RefusedLine::Play(error) => error.rule().map(|r| r.to_string()),
            RefusedLine::NoSuchSeat(_) => None,
        }
    }

    fn words(&self, names: &[&str], lang: Lang) -> String {
        match self {
            RefusedLine::Play(error) => play_error_words::<G>(error, names, lang),
            RefusedLine::NoSuchSeat(_) => t!(lang, "no-such-seat"),
        }
    }

    fn debug(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RefusedLine::Play(error) => write!(f, "{error:?}"),
            // not shown: for logs; players read `Refusing::words`
            RefusedLine::NoSuchSeat(seat) => write!(f, "no seat {seat}"),
        }
    }
}

/// A refused line in words: the item at fault, why, and the rule.
pub(super) fn play_error_words<G: Words>(
    error: &PlayError<G::Error>,
    names: &[&str],
    lang: Lang,
) -> String {
    use keystone_engine::RuleError as _;
    match error {
        PlayError::Parse(e) => parse_words(e, G::GAME, lang),
        PlayError::Illegal {
            index,
            action,
            error,
        } => {
            let why = G::refusal(error, names, lang);
            let why = match error.rule() {
                Some(rule) => format!("{why} ({rule})"),
                None => why,
            };
            if *index == 0 {
                why
            } else {
                format!("{}: {why}", tongue::to_player(action, G::GAME, lang))
            }
        }
        PlayError::Hidden {
            action,
            revealed_by,
            ..
        } => t!(
            lang,
            "play-hidden",
            action = tongue::to_player(action, G::GAME, lang),
            revealing = tongue::to_player(revealed_by, G::GAME, lang)
        ),
    }
}
