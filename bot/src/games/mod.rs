//! Any game the bot plays, behind one object-safe trait, so that commands,
//! prompts and autocomplete are written once for every game. Each game adds
//! only its words (labels, accounts of what happened, rules) and its
//! picture, in its own module.

pub mod animation;
pub mod babylon;
pub mod basilica;
pub mod cardinal;
pub mod grands_batisseurs;
pub mod report;
pub mod tongue;

use std::any::Any;

use image::RgbImage;
use keystone_engine::ai::Level;
use keystone_engine::notation::{ParseError, ParseProblem};
use keystone_engine::play::{self, PlayError, ReplayError};
use keystone_engine::record::Header;
use keystone_engine::{Game, Outcome, Record, Seat, Table, snapshot};

use crate::i18n::Lang;
use crate::t;

/// A player's standing answers, by what they answer (see
/// [`keystone_data::SeatRecord::standing`]).
pub type Standing = std::collections::BTreeMap<String, String>;

/// A legal action offered to a player: its notation and words for it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Choice {
    /// What `/play` takes.
    pub notation: String,
    /// What it does, in words.
    pub label: String,
}

/// What happened when a line of actions was played, in words.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Account {
    /// The actions played, in canonical notation, `;`-separated.
    pub notation: String,
    /// One sentence per thing that happened.
    pub sentences: Vec<String>,
    /// A scoring's zone-by-zone breakdown, if one happened.
    pub scoring: Vec<String>,
    /// Points scored, by seat and what they were scored with (a colour
    /// zone), for statistics.
    pub tally: Vec<(Seat, String, i64)>,
}

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
    /// What happened, in `lang`, with the players' `names`.
    pub fn words(&self, names: &[&str], lang: Lang) -> Account {
        self.0.words(names, lang)
    }
}

impl std::fmt::Debug for Told {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.debug(f)
    }
}

trait Telling: Send + Sync {
    fn words(&self, names: &[&str], lang: Lang) -> Account;
    fn debug(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result;
}

/// A line's events between two positions of a game of type `G`.
struct Events<G: Game> {
    before: G,
    after: G,
    events: Vec<G::Event>,
}

impl<G: Words> Telling for Events<G> {
    fn words(&self, names: &[&str], lang: Lang) -> Account {
        self.before.account(&self.after, &self.events, names, lang)
    }

    fn debug(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(&self.events).finish()
    }
}

/// Why the rules refuse a line: the engine's typed refusal (the rule and
/// its parameters), worded only when a reader's language is known.
pub struct Refused(Box<dyn Refusing>);

impl Refused {
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
enum Refusal<G: Game> {
    Play(PlayError<G::Error>),
    NoSuchSeat(Seat),
}

impl<G: Words> Refusing for Refusal<G> {
    fn rule(&self) -> Option<String> {
        match self {
            Refusal::Play(error) => error.rule().map(|r| r.to_string()),
            Refusal::NoSuchSeat(_) => None,
        }
    }

    fn words(&self, names: &[&str], lang: Lang) -> String {
        match self {
            Refusal::Play(error) => play_error_words::<G>(error, names, lang),
            Refusal::NoSuchSeat(_) => t!(lang, "no-such-seat"),
        }
    }

    fn debug(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::Play(error) => write!(f, "{error:?}"),
            Refusal::NoSuchSeat(seat) => write!(f, "no seat {seat}"),
        }
    }
}

/// A game of any kind, in play.
pub trait AnyGame: Send + Sync {
    /// Plays a line of the game's record for `seat`, all or nothing, in
    /// no language: `;`-separated actions, or its departure
    /// ([`play::LEAVE`]). `typed` refuses, the same whatever is hidden, a
    /// line whose item may depend on what an earlier one turns up (see
    /// [`keystone_engine::ahead`]): a line a player typed.
    fn apply(&mut self, seat: Seat, line: &str, typed: bool) -> Result<Step, Refused>;
    /// The game's kind (`basilica`).
    fn kind(&self) -> &'static Kind;
    /// The versioned snapshot to store.
    fn snapshot(&self) -> String;
    /// Who must act now.
    fn to_act(&self) -> Vec<Seat>;
    /// The result, once over.
    fn outcome(&self) -> Option<Outcome>;
    /// Current scores by seat.
    fn scores(&self) -> Vec<i64>;
    /// Plays a line of the game's record for `seat`, all or nothing,
    /// telling it in `lang`: `;`-separated actions, or its departure
    /// ([`play::LEAVE`], which players never type: the service refuses it
    /// from them). The error says why, citing the rule, with players'
    /// names.
    fn play(
        &mut self,
        seat: Seat,
        line: &str,
        names: &[&str],
        lang: Lang,
    ) -> Result<Account, String>;
    /// [`AnyGame::play`] for a line a player typed: refused, the same
    /// whatever is hidden, if an item may depend on what an earlier one
    /// turns up (see [`keystone_engine::ahead`]).
    fn play_typed(
        &mut self,
        seat: Seat,
        line: &str,
        names: &[&str],
        lang: Lang,
    ) -> Result<Account, String>;
    /// Every legal action of `seat` now, in words.
    fn choices(&self, seat: Seat, names: &[&str], lang: Lang) -> Vec<Choice>;
    /// What `seat` may go on with after the actions of `line` (notation,
    /// `;`-separated): from an action that turns up something it has not
    /// seen, only what does not depend on it, in the same words whatever
    /// is hidden. An error in words if the line leads nowhere.
    fn choices_after(
        &self,
        seat: Seat,
        line: &str,
        names: &[&str],
        lang: Lang,
    ) -> Result<Vec<Choice>, String>;
    /// A game `seat` cannot tell from this one, what it cannot see drawn
    /// anew from `seed` (see [`keystone_engine::Game::sample_hidden`]).
    fn sample_hidden(&self, seat: Seat, seed: u64) -> Box<dyn AnyGame>;
    /// The seat asked to answer a question outside its turn, if any.
    fn asked(&self) -> Option<Seat>;
    /// The computer player's action for `seat` at `level`, in notation
    /// (searching only what the seat may see), with its randomness from
    /// `seed`; `None` if the seat has nothing to do.
    fn choose(&self, seat: Seat, level: Level, seed: u64) -> Option<String>;
    /// What the seat to act must do, in words ("your turn: 3 actions").
    fn prompt(&self, names: &[&str], lang: Lang) -> String;
    /// Where the game stands, in words.
    fn status(&self, names: &[&str], lang: Lang) -> String;
    /// The game as it was set up, before any action.
    fn fresh(&self) -> Box<dyn AnyGame>;
    /// A copy.
    fn copy(&self) -> Box<dyn AnyGame>;
    /// The board picture, highlighting what changed since `since` (the
    /// same game earlier), `scale` times the normal size; `note` (the move
    /// clock) is added to the status line.
    fn image(
        &self,
        names: &[&str],
        since: Option<&dyn AnyGame>,
        note: Option<&str>,
        scale: f32,
        lang: Lang,
    ) -> RgbImage;
    /// The board picture as PNG (see [`AnyGame::image`]).
    fn picture(
        &self,
        names: &[&str],
        since: Option<&dyn AnyGame>,
        note: Option<&str>,
        scale: f32,
        lang: Lang,
    ) -> Vec<u8> {
        keystone_render::png::encode(&self.image(names, since, note, scale, lang))
    }
    /// The game record (the rules page's format) of this game's setup with
    /// `names` and the `lines` played, each a seat and its notation: its
    /// seed and every draw, for a game that is over.
    fn record(&self, names: &[String], lines: &[(Seat, String)]) -> Record;
    /// The record of this game in progress as every seat may see it: no
    /// seed, the draws revealed so far instead (see
    /// [`keystone_engine::Game::revealed`]). `lines` are replayed from the
    /// setup, so that a game stored by an older build says its draws too.
    fn public_record(&self, names: &[String], lines: &[(Seat, String)]) -> Result<Record, String>;
    /// What only `seat` may see (its hand and purse), in words and as a
    /// picture, for games with secrets; `None` for the others.
    fn private(&self, seat: Seat, names: &[&str], lang: Lang) -> Option<(String, Vec<u8>)>;
    /// Whether seats hold secrets (then every game message offers a button
    /// to see one's own).
    fn secrets(&self) -> bool;
    /// The line the bot plays for `seat` from its standing answers, if the
    /// game now asks `seat` something they answer (see
    /// [`Words::standing`]).
    fn standing(&self, seat: Seat, standing: &Standing) -> Option<String>;
    /// Whether a standing answer still applies (a bid ceiling lasts one
    /// auction).
    fn standing_keeps(&self, key: &str) -> bool;
    /// The line played for `seat`, which the table waits on, when its
    /// move clock ran out and another player asks to go on (Les Grands
    /// Bâtisseurs' G22, Babylon's Y44); `None` for games that wait or
    /// claim instead.
    fn default_line(&self, seat: Seat) -> Option<String>;
    /// The players' sheets as a picture (Babylon), or only `only`'s; `since`
    /// is the same game earlier, to highlight what changed. `None` for
    /// games without sheets.
    fn sheets(
        &self,
        names: &[&str],
        since: Option<&dyn AnyGame>,
        only: Option<Seat>,
        scale: f32,
        lang: Lang,
    ) -> Option<RgbImage>;
    /// A standing answer typed as a line (`bid up to 7`, or in the words of
    /// `lang`: `miser jusqu'à 7`), as the key and value to keep for `seat`;
    /// `None` if `line` is not one; an error in words if it is one that
    /// cannot be given now.
    fn standing_order(
        &self,
        seat: Seat,
        line: &str,
        lang: Lang,
    ) -> Option<Result<(String, String), String>>;
    /// For downcasting `since`.
    fn as_any(&self) -> &dyn Any;
}

/// Starts a game from a table and record headers.
pub type Start = fn(&Table, &[Header]) -> Result<Box<dyn AnyGame>, String>;
/// Loads a stored game from its snapshot.
pub type Load = fn(&str) -> Result<Box<dyn AnyGame>, String>;
/// Resumes a record's game with a seed of the server's (see [`Kind::resume`]).
pub type Resume = fn(&Record, u64) -> Result<Box<dyn AnyGame>, ReplayError>;

/// A kind of game: how to start and load one, and its rules in brief.
#[derive(Debug)]
pub struct Kind {
    /// Stable name (`basilica`), as in records and the store.
    pub name: &'static str,
    /// Name shown to players.
    pub title: &'static str,
    /// How many seats.
    pub seats: std::ops::RangeInclusive<usize>,
    /// A new game.
    pub start: Start,
    /// A stored game.
    pub load: Load,
    /// Rule summaries by topic; `None` lists the topics.
    pub rules: fn(Option<&str>, Lang) -> String,
    /// The topics `rules` knows.
    pub topics: &'static [&'static str],
    /// The answers players may give ahead, once for the game, in `/game
    /// settings` (Basilica's paid orders, Les Grands Bâtisseurs'
    /// sabotage): each an option of that command, its first value `ask`
    /// (no answer given ahead, the default). Others are typed as a line (a
    /// bid ceiling, see [`AnyGame::standing_order`]); the game plays them
    /// all through [`AnyGame::standing`], and `settings-standing-<option>`
    /// words each.
    pub standing: &'static [Setting],
    /// The setup choices of `/game new` (Babylon's solo `mode`), each a
    /// record header.
    pub setup: &'static [Setting],
    /// The rule that gives a stalled seat's default move (G22, Y44), for
    /// games that have one (see [`AnyGame::default_line`]).
    pub default_rule: Option<&'static str>,
    /// Replays a game record: the game it reaches, or its first bad line.
    pub replay: fn(&Record) -> Result<Box<dyn AnyGame>, ReplayError>,
    /// Every word of its notation (runs of letters: `townhall` of
    /// `townhall10`), which players may type in their own language (see
    /// [`tongue`]).
    pub words: &'static [&'static str],
    /// Resumes a game from a record with a seed of the server's: the
    /// position the record reaches, with everything still hidden (the
    /// pile's order, later shuffles, dice) drawn anew from `seed`, so that
    /// whoever wrote the record does not know the game's future. The game's
    /// own record (its options and `seed`) replays to it exactly.
    pub resume: Resume,
    /// What the record tools tell of a record (`keystone replay`,
    /// `keystone score`), as text or JSON.
    pub report: fn(&Record, report::Told, bool) -> Result<String, ReplayError>,
}

/// A setting picked from a fixed list: an option of a slash command,
/// declared by a game and offered by the generic commands.
#[derive(Debug)]
pub struct Setting {
    /// The option's name (`paid`); its words are the command's
    /// (`command-game-settings-paid`, `command-game-settings-paid-ask`).
    pub option: &'static str,
    /// What it sets: the key of an answer given ahead (see [`Standing`]),
    /// or a record header.
    pub key: &'static str,
    /// The values, in the order offered; the first is the default.
    pub values: &'static [&'static str],
}

/// Every game the bot plays.
pub static KINDS: &[&Kind] = &[
    &basilica::KIND,
    &cardinal::KIND,
    &grands_batisseurs::KIND,
    &babylon::KIND,
];

/// The kind called `name`.
pub fn kind(name: &str) -> Option<&'static Kind> {
    KINDS.iter().copied().find(|k| k.name == name)
}

/// How a game brings its words and picture to [`Live`].
pub trait Words: Game {
    /// The kind.
    const GAME: &'static Kind;
    /// An action in words, as `seat` would read it.
    fn label(&self, seat: Seat, action: &Self::Action, names: &[&str], lang: Lang) -> String;
    /// What `events` did, from this position to `after`, in words.
    fn account(&self, after: &Self, events: &[Self::Event], names: &[&str], lang: Lang) -> Account;
    /// Why an action was refused, in words, without the rule (added after).
    fn refusal(error: &Self::Error, names: &[&str], lang: Lang) -> String;
    /// The seat asked a question outside its turn, if any.
    fn asked(&self) -> Option<Seat>;
    /// What the seat to act must do.
    fn prompt(&self, names: &[&str], lang: Lang) -> String;
    /// Where the game stands.
    fn status(&self, names: &[&str], lang: Lang) -> String;
    /// Whether seats hold secrets (see [`AnyGame::secrets`]).
    const SECRETS: bool = false;
    /// See [`AnyGame::standing`]; none by default.
    fn standing(&self, _seat: Seat, _standing: &Standing) -> Option<String> {
        None
    }
    /// See [`AnyGame::standing_keeps`].
    fn standing_keeps(&self, _key: &str) -> bool {
        true
    }
    /// See [`AnyGame::default_line`]; none by default.
    fn default_line(&self, _seat: Seat) -> Option<String> {
        None
    }
    /// The lines a record writes for `lines` played from `start` (a
    /// game's record form: Babylon's Write as one block per seat ending in
    /// `done`, undone actions left out); as played by default.
    fn record_lines(_start: &Self, lines: &[(Seat, String)]) -> Vec<(Seat, String)> {
        lines.to_vec()
    }
    /// See [`AnyGame::sheets`]; none by default.
    fn sheets(
        &self,
        _names: &[&str],
        _since: Option<&Self>,
        _only: Option<Seat>,
        _scale: f32,
        _lang: Lang,
    ) -> Option<RgbImage> {
        None
    }
    /// See [`AnyGame::standing_order`]; none by default.
    fn standing_order(
        &self,
        _seat: Seat,
        _line: &str,
        _lang: Lang,
    ) -> Option<Result<(String, String), String>> {
        None
    }
    /// What only `seat` may see, in words and as a picture (see
    /// [`AnyGame::private`]); none by default.
    fn private(&self, _seat: Seat, _names: &[&str], _lang: Lang) -> Option<(String, Vec<u8>)> {
        None
    }
    /// The picture, highlighting changes since `since`, with `note` on the
    /// status line.
    fn image(
        &self,
        names: &[&str],
        since: Option<&Self>,
        note: Option<&str>,
        scale: f32,
        lang: Lang,
    ) -> RgbImage;
}

/// "Ada 19, Bob 18 (left)": each seat's score by name, those that left
/// the game marked (known from the outcome: for a game that is over).
pub fn scores_line(game: &impl Game, names: &[&str], lang: Lang) -> String {
    let left = game.outcome().map(|o| o.left).unwrap_or_default();
    // The winners first, then by score; those who left last; ties in seat
    // order.
    let winners = game.outcome().map(|o| o.winners).unwrap_or_default();
    let mut ranked: Vec<(usize, i64)> = game.scores().into_iter().enumerate().collect();
    ranked.sort_by_key(|&(i, score)| {
        let seat = Seat::from_index(i);
        (
            !winners.contains(seat),
            left.contains(&seat),
            std::cmp::Reverse(score),
        )
    });
    ranked
        .into_iter()
        .map(|(i, score)| {
            let seat = Seat::from_index(i);
            let score = format!("{} {score}", names.get(i).copied().unwrap_or("?"));
            if left.contains(&seat) {
                t!(lang, "seat-left", name = score)
            } else {
                score
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A game's rules in brief, by topic: without a topic the game's summary
/// (`summary`, given the list of `topics`), with a known topic its text
/// (`text`), else a refusal listing the topics.
pub fn rules_by_topic(
    topic: Option<&str>,
    topics: &[&str],
    lang: Lang,
    summary: impl FnOnce(String) -> String,
    text: impl FnOnce(&str) -> String,
) -> String {
    let list = topics.join(", ");
    match topic.map(str::trim).filter(|t| !t.is_empty()) {
        None => summary(list),
        Some(topic) => match topics.iter().find(|t| t.eq_ignore_ascii_case(topic)) {
            Some(known) => text(known),
            None => t!(lang, "rules-no-topic", topic = quote(topic), topics = list),
        },
    }
}

/// What a player typed, quoted back: capped, and escaped where Markdown
/// means something inside a line (notation such as `-1,0` stays as it is).
fn quote(typed: &str) -> String {
    crate::service::text::echo(typed, true)
}

/// A notation error in words: which word, and what was expected there.
pub fn parse_words(error: &ParseError, lang: Lang) -> String {
    // An expectation no file words (a game's new one) is said in English.
    let expected = |id: &str, english: &str| {
        lang.try_text(&format!("expected-{id}"))
            .unwrap_or_else(|| english.to_owned())
    };
    match &error.problem {
        ParseProblem::Empty => t!(lang, "parse-empty"),
        ParseProblem::Unexpected { expected: e, found } => t!(
            lang,
            "parse-unexpected",
            found = quote(found),
            expected = expected(e.id, e.words)
        ),
        ParseProblem::Missing { expected: e, after } => t!(
            lang,
            "parse-missing",
            after = quote(after),
            expected = expected(e.id, e.words)
        ),
        ParseProblem::Extra { found, after } => {
            t!(
                lang,
                "parse-extra",
                found = quote(found),
                after = quote(after)
            )
        }
    }
}

/// A refused line in words: the item at fault, why, and the rule.
fn play_error_words<G: Words>(error: &PlayError<G::Error>, names: &[&str], lang: Lang) -> String {
    use keystone_engine::RuleError as _;
    match error {
        PlayError::Parse(e) => parse_words(e, lang),
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
                format!("{action}: {why}")
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

/// A game of type `G` in play.
#[derive(Clone, Debug)]
pub struct Live<G>(pub G);

impl<G: Words> Live<G> {
    /// Starts a game from a table and record headers.
    pub fn start(table: &Table, headers: &[Header]) -> Result<Box<dyn AnyGame>, String> {
        let options = G::options_from_headers(headers).map_err(|e| e.message)?;
        Ok(Box::new(Live(G::new(table, &options).map_err(|e| e.0)?)))
    }

    /// Replays a record.
    pub fn replay(record: &Record) -> Result<Box<dyn AnyGame>, ReplayError> {
        Ok(Box::new(Live(play::replay::<G>(record)?)))
    }

    /// Resumes a record's game with the hidden future drawn from `seed`
    /// (see [`Kind::resume`]).
    pub fn resume(record: &Record, seed: u64) -> Result<Box<dyn AnyGame>, ReplayError> {
        let original: G = play::replay(record)?;
        let mut ours = record.clone();
        ours.seed = Some(seed);
        ours.headers = play::headers::<G>(&original.revealed());
        let resumed: G = play::replay(&ours)?;
        // Every seat must see the game it was shown: what the record's
        // draws revealed is all that carries over.
        let seen = |game: &G, seat| serde_json::to_value(game.view(seat)).ok();
        let same = std::iter::once(None)
            .chain(Seat::all(resumed.seat_count()).map(Some))
            .all(|seat| seen(&resumed, seat) == seen(&original, seat));
        if !same {
            return Err(ReplayError {
                line: 0,
                rule: None,
                // not shown: worded by the service (import-refused)
                message: "what this record revealed does not replay under a new seed".into(),
            });
        }
        Ok(Box::new(Live(resumed)))
    }

    /// Loads a stored game.
    pub fn load(snapshot: &str) -> Result<Box<dyn AnyGame>, String> {
        Ok(Box::new(Live(
            snapshot::load::<G>(snapshot).map_err(|e| e.to_string())?,
        )))
    }
}

impl<G: Words> Live<G> {
    /// [`AnyGame::apply`], then told in `lang`.
    fn told(
        &mut self,
        seat: Seat,
        line: &str,
        names: &[&str],
        lang: Lang,
        typed: bool,
    ) -> Result<Account, String> {
        let step = self
            .apply(seat, line, typed)
            .map_err(|e| e.words(names, lang))?;
        Ok(Account {
            notation: step.notation,
            ..step.told.words(names, lang)
        })
    }
}

impl<G: Words> AnyGame for Live<G> {
    fn apply(&mut self, seat: Seat, line: &str, typed: bool) -> Result<Step, Refused> {
        if seat.index() >= self.0.seat_count() {
            return Err(Refused(Box::new(Refusal::<G>::NoSuchSeat(seat))));
        }
        let before = self.0.clone();
        let how = if typed {
            play::play_typed_recorded
        } else {
            play::play_line_recorded
        };
        let played =
            how(&mut self.0, seat, line).map_err(|e| Refused(Box::new(Refusal::<G>::Play(e))))?;
        let notation: Vec<String> = if play::is_leave(line) {
            vec![play::LEAVE.to_owned()]
        } else {
            played.actions.iter().map(G::format_action).collect()
        };
        Ok(Step {
            notation: notation.join("; "),
            told: Told(Box::new(Events {
                before,
                after: self.0.clone(),
                events: played.events,
            })),
        })
    }

    fn kind(&self) -> &'static Kind {
        G::GAME
    }

    fn snapshot(&self) -> String {
        snapshot::save(&self.0)
    }

    fn to_act(&self) -> Vec<Seat> {
        self.0.to_act().iter().collect()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }

    fn scores(&self) -> Vec<i64> {
        self.0.scores()
    }

    fn play(
        &mut self,
        seat: Seat,
        line: &str,
        names: &[&str],
        lang: Lang,
    ) -> Result<Account, String> {
        self.told(seat, line, names, lang, false)
    }

    fn play_typed(
        &mut self,
        seat: Seat,
        line: &str,
        names: &[&str],
        lang: Lang,
    ) -> Result<Account, String> {
        self.told(seat, line, names, lang, true)
    }

    fn choices(&self, seat: Seat, names: &[&str], lang: Lang) -> Vec<Choice> {
        let mut actions = Vec::new();
        self.0.legal_actions(seat, &mut actions);
        actions
            .iter()
            .map(|a| Choice {
                notation: G::format_action(a),
                label: self.0.label(seat, a, names, lang),
            })
            .collect()
    }

    fn choices_after(
        &self,
        seat: Seat,
        line: &str,
        names: &[&str],
        lang: Lang,
    ) -> Result<Vec<Choice>, String> {
        use keystone_engine::ahead::Ahead;
        if line.trim().is_empty() {
            return Ok(self.choices(seat, names, lang));
        }
        let actions = G::parse_line(line).map_err(|e| parse_words(&e, lang))?;
        let ahead = Ahead::follow(&self.0, seat, &actions)
            .map_err(|e| play_error_words::<G>(&e, names, lang))?;
        let mut actions = Vec::new();
        ahead.legal_actions(seat, &mut actions);
        // In words each game pictured gives the same: words that would
        // differ (naming what was drawn) are not offered.
        Ok(actions
            .iter()
            .filter_map(|a| {
                let mut labels = ahead.worlds().iter().map(|w| w.label(seat, a, names, lang));
                let label = labels.next()?;
                labels.all(|l| l == label).then(|| Choice {
                    notation: G::format_action(a),
                    label,
                })
            })
            .collect())
    }

    fn sample_hidden(&self, seat: Seat, seed: u64) -> Box<dyn AnyGame> {
        let mut rng = keystone_engine::GameRng::new(seed, keystone_engine::rng::Stream::Play);
        Box::new(Live(self.0.sample_hidden(seat, &mut rng)))
    }

    fn asked(&self) -> Option<Seat> {
        self.0.asked()
    }

    fn choose(&self, seat: Seat, level: Level, seed: u64) -> Option<String> {
        let action = keystone_engine::ai::choose(&self.0, seat, level.budget(), seed)?;
        Some(G::format_action(&action))
    }

    fn prompt(&self, names: &[&str], lang: Lang) -> String {
        self.0.prompt(names, lang)
    }

    fn status(&self, names: &[&str], lang: Lang) -> String {
        self.0.status(names, lang)
    }

    fn fresh(&self) -> Box<dyn AnyGame> {
        let game = G::new(&self.0.table(), self.0.options()).expect("a game's own setup is valid");
        Box::new(Live(game))
    }

    fn copy(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }

    fn image(
        &self,
        names: &[&str],
        since: Option<&dyn AnyGame>,
        note: Option<&str>,
        scale: f32,
        lang: Lang,
    ) -> RgbImage {
        let since = since
            .and_then(|s| s.as_any().downcast_ref::<Live<G>>())
            .map(|l| &l.0);
        self.0.image(names, since, note, scale, lang)
    }

    fn record(&self, names: &[String], lines: &[(Seat, String)]) -> Record {
        let lines = match G::new(&self.0.table(), self.0.options()) {
            Ok(start) => G::record_lines(&start, lines),
            Err(_) => lines.to_vec(),
        };
        play::record_of(&self.0, names, &lines)
    }

    fn public_record(&self, names: &[String], lines: &[(Seat, String)]) -> Result<Record, String> {
        let start = G::new(&self.0.table(), self.0.options()).map_err(|e| e.0)?;
        let mut game = start.clone();
        for (seat, text) in lines {
            play::play_line_recorded(&mut game, *seat, text).map_err(|e| e.to_string())?;
        }
        Ok(play::public_record_of(
            &game,
            names,
            &G::record_lines(&start, lines),
        ))
    }

    fn private(&self, seat: Seat, names: &[&str], lang: Lang) -> Option<(String, Vec<u8>)> {
        Words::private(&self.0, seat, names, lang)
    }

    fn secrets(&self) -> bool {
        G::SECRETS
    }

    fn standing(&self, seat: Seat, standing: &Standing) -> Option<String> {
        Words::standing(&self.0, seat, standing)
    }

    fn standing_keeps(&self, key: &str) -> bool {
        Words::standing_keeps(&self.0, key)
    }

    fn default_line(&self, seat: Seat) -> Option<String> {
        Words::default_line(&self.0, seat)
    }

    fn sheets(
        &self,
        names: &[&str],
        since: Option<&dyn AnyGame>,
        only: Option<Seat>,
        scale: f32,
        lang: Lang,
    ) -> Option<RgbImage> {
        let since = since
            .and_then(|s| s.as_any().downcast_ref::<Live<G>>())
            .map(|l| &l.0);
        Words::sheets(&self.0, names, since, only, scale, lang)
    }

    fn standing_order(
        &self,
        seat: Seat,
        line: &str,
        lang: Lang,
    ) -> Option<Result<(String, String), String>> {
        Words::standing_order(&self.0, seat, line, lang)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The turns of a game: where each begins in its `lines` (a seat and its
/// notation each), as the index of its first line. A turn is a run of
/// lines while the same seat has the move; answers to questions asked
/// outside one's turn (paid orders) belong to the turn that asked them.
pub fn turn_starts(
    fresh: &dyn AnyGame,
    lines: &[(Seat, String)],
    names: &[&str],
) -> Result<Vec<usize>, String> {
    let mut game = fresh.copy();
    let mut starts = Vec::new();
    let mut owner = None;
    for (i, (seat, text)) in lines.iter().enumerate() {
        if game.asked().is_none() {
            // Where seats act at once (Babylon's Write), a turn is a run of
            // one seat's lines.
            let to_act = game.to_act();
            let mover = if to_act.contains(seat) {
                Some(*seat)
            } else {
                to_act.first().copied()
            };
            if mover != owner {
                starts.push(i);
                owner = mover;
            }
        }
        game.play(*seat, text, names, Lang::En)
            // not shown: a log that does not replay is an internal error
            .map_err(|e| format!("line {} ({text}) does not replay: {e}", i + 1))?;
    }
    Ok(starts)
}
