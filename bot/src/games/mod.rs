//! Any game the bot plays, behind one object-safe trait, so that commands,
//! prompts and autocomplete are written once for every game. Each game adds
//! only its words (labels, accounts of what happened, rules) and its
//! picture, in its own module.

pub mod animation;
mod any;
pub(crate) mod explained;
mod live;
pub mod report;
mod told;
pub mod tongue;
mod words;

pub use any::AnyGame;
pub use live::Live;
pub use words::{Pictures, Questions, Words};

/// Which sheets a picture of sheets shows (games with sheets: Babylon).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sheets {
    /// Every seat's; a seat alone (solo) drawn large.
    Every,
    /// One seat's, drawn large: the sheet a player asks to see.
    Large(Seat),
    /// One seat's, at the size it has beside the others: the sheet its
    /// seat just wrote on while everyone writes apart (the others did not
    /// change).
    Writer(Seat),
}
pub use told::{Refused, Step, Told};

use image::RgbImage;
use keystone_engine::notation::{ParseError, ParseProblem};
use keystone_engine::play::ReplayError;
use keystone_engine::record::Header;
use keystone_engine::{Game, Record, Seat, Seating};
pub use keystone_render::Layout;
pub use keystone_render::palette::Vision;

use crate::i18n::{FluentValue, Lang};
use crate::t;

/// How pictures sent to Discord are laid out: Discord shows every picture
/// 400–550 px wide, on a phone or on a computer.
pub const DISCORD_LAYOUT: Layout = Layout::Narrow;

/// How a picture is drawn for its reader: laid out for the screen it is
/// shown on, in colours they tell apart (their `/settings colours`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    /// The layout.
    pub layout: Layout,
    /// The reader's colour vision.
    pub vision: Vision,
}

impl From<Layout> for Look {
    /// `layout` in the standard colours.
    fn from(layout: Layout) -> Look {
        Look {
            layout,
            vision: Vision::Standard,
        }
    }
}

/// A player's standing answers, by what they answer (see
/// [`keystone_data::SeatRecord::standing`]).
pub type Standing = std::collections::BTreeMap<String, String>;

/// One picture of the clickable web board, and where it drew each place
/// that actions name.
#[derive(Clone, Debug)]
pub struct Mapped {
    /// What it shows: `board`, `tent` (one's own secrets) or `sheet`.
    pub panel: &'static str,
    /// The drawing: the channel's own (or the seat's own tent or sheet).
    pub image: RgbImage,
    /// Where it drew each place.
    pub places: Vec<Place>,
}

/// A place drawn on a picture, as the viewing seat's actions name it.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Place {
    /// The notation's words for it in the viewer's actions (`c3`, `V1`,
    /// `2 hand`; `3` for a position of one's own city).
    pub words: String,
    /// The verb an action must begin with for these words to name this
    /// place, where the same words name other places after other verbs
    /// (`build` for a position of one's own city, `steal` for a seat).
    pub verb: Option<&'static str>,
    /// Left, top, width and height, in the picture's pixels.
    pub area: [f32; 4],
}

impl Place {
    /// The place of a drawn region, named `words`.
    pub fn new(words: impl Into<String>, region: &keystone_render::Region) -> Place {
        let r = region.area;
        Place {
            words: words.into(),
            verb: None,
            area: [r.x, r.y, r.w, r.h],
        }
    }

    /// The same place, named so only after `verb`.
    pub fn after(self, verb: &'static str) -> Place {
        Place {
            verb: Some(verb),
            ..self
        }
    }
}

/// Every region of a picture, each named by its own name.
pub fn places(regions: &[keystone_render::Region]) -> Vec<Place> {
    regions
        .iter()
        .map(|r| Place::new(r.name.as_str(), r))
        .collect()
}

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
}

/// Starts a game from a table and record headers.
pub type Start = fn(&Seating, &[Header]) -> Result<Box<dyn AnyGame>, String>;
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
    /// The answers to the question it asks a seat outside its turn (see
    /// [`AnyGame::asked`]; Basilica's paid orders): each a button under the
    /// question and a slash command of its own.
    pub answers: &'static [Answer],
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
    /// How it plays itself for its strength report (`keystone selfplay
    /// --game <name>`): [`crate::selfplay::tables`] unless it measures
    /// something of its own.
    pub selfplay: crate::selfplay::Run,
}

/// An answer to a game's question outside the turn (see
/// [`Kind::answers`]), declared as data so that the generic prompts and
/// commands answer it: a button (`ks:<word>:…`), a slash command
/// (`/<word>`, its words `command-<word>…`) and, for a menu, its menu's
/// words (`answer-<word>-menu`, `-placeholder`, `-too-many`); its button's
/// label is `answer-<word>`.
#[derive(Debug, PartialEq, Eq)]
pub struct Answer {
    /// The notation's word its lines begin with (`pay`, `decline`).
    pub word: &'static str,
    /// Whether the asked seat picks among its legal lines that begin with
    /// the word (`pay recruit b2`, from a menu or the command's option), or
    /// the word alone is the line (`decline`).
    pub menu: bool,
}

/// Every answer the games declare.
pub fn answers() -> impl Iterator<Item = &'static Answer> {
    KINDS.iter().flat_map(|k| k.answers)
}

/// The answer whose word is `word`, of any game.
pub fn answer(word: &str) -> Option<&'static Answer> {
    answers().find(|a| a.word == word)
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

/// Each game's words and commands (its module, named as the engine's) and
/// [`KINDS`], from the engine's one list of games.
macro_rules! play_games {
    ($($module:ident: $game:ident),* $(,)?) => {
        $(pub mod $module;)*

        /// Every game the bot plays.
        pub static KINDS: &[&Kind] = &[$(&$module::KIND),*];
    };
}

keystone_engine::every_game!(play_games);

impl Kind {
    /// The game's own words for a moment every game words alike (`id`, as
    /// `<game>-<id>` in its file): its question outside the turn, named as
    /// it asks it (Basilica's paid order; see [`Kind::answers`]). A game
    /// without its own words has the generic ones (`id`), if any.
    pub fn text(&self, lang: Lang, id: &str, args: &[(&'static str, FluentValue<'_>)]) -> String {
        self.try_text(lang, id, args)
            .or_else(|| lang.try_text_with(id, args))
            .unwrap_or_else(|| {
                tracing::error!(game = self.name, id, "no words for this moment");
                id.to_owned()
            })
    }

    /// [`Kind::text`], if the game has words for `id`.
    pub fn try_text(
        &self,
        lang: Lang,
        id: &str,
        args: &[(&'static str, FluentValue<'_>)],
    ) -> Option<String> {
        lang.try_text_with(&format!("{}-{id}", self.name), args)
    }
}

/// How the pictures are drawn for a player who chose `colours`.
pub fn vision(colours: keystone_data::Colours) -> Vision {
    use keystone_data::Colours;
    match colours {
        Colours::Standard => Vision::Standard,
        Colours::RedGreen => Vision::RedGreen,
        Colours::BlueYellow => Vision::BlueYellow,
        Colours::Patterns => Vision::Patterns,
    }
}

/// The kind called `name`.
pub fn kind(name: &str) -> Option<&'static Kind> {
    KINDS.iter().copied().find(|k| k.name == name)
}

/// Whether `game` ended because every seat but one left it (resigned,
/// or their clock was claimed): the one left wins, whatever the scores.
pub fn ended_by_leaving(game: &impl Game) -> bool {
    game.outcome()
        .is_some_and(|outcome| outcome.left.len() + 1 >= game.seat_count())
}

/// `text` as a picture draws it: Discord's code spans (the notation in a
/// prompt, `` `auction up <bid>` ``) without their backticks, which a
/// picture would draw as they are.
pub fn pictured(text: String) -> String {
    if text.contains('`') {
        text.replace('`', "")
    } else {
        text
    }
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
/// (`summary`, given the list of `topics` in the player's words), with a
/// known topic its text (`text`, given the topic's English id), else a
/// refusal listing the topics. A topic is known in the player's words, in
/// any case and with or without accents, and in English.
pub fn rules_by_topic(
    topic: Option<&str>,
    topics: &[&str],
    lang: Lang,
    summary: impl FnOnce(String) -> String,
    text: impl FnOnce(&str) -> String,
) -> String {
    let list = topics
        .iter()
        .map(|t| topic_name(t, lang))
        .collect::<Vec<_>>()
        .join(", ");
    match topic.map(str::trim).filter(|t| !t.is_empty()) {
        None => summary(list),
        Some(typed) => match topic_of(typed, topics, lang) {
            Some(known) => text(known),
            None => t!(lang, "rules-no-topic", topic = quote(typed), topics = list),
        },
    }
}

/// A topic of the rules in brief in the player's words (`vault` is
/// `voûte` in French); a topic no file names is said as it is.
pub fn topic_name(topic: &str, lang: Lang) -> String {
    lang.try_text(&format!("topic-{topic}"))
        .unwrap_or_else(|| topic.to_owned())
}

/// The topic among `topics` that `typed` names, in the player's words or
/// in English.
pub fn topic_of<'a>(typed: &str, topics: &[&'a str], lang: Lang) -> Option<&'a str> {
    let typed = tongue::fold(typed.trim());
    topics
        .iter()
        .copied()
        .find(|t| tongue::fold(t) == typed || tongue::fold(&topic_name(t, lang)) == typed)
}

/// What a player typed, quoted back: capped, and escaped where Markdown
/// means something inside a line (notation such as `-1,0` stays as it is).
fn quote(typed: &str) -> String {
    crate::service::text::echo(typed, true)
}

/// A notation error in words: which word, and what was expected there.
pub fn parse_words(error: &ParseError, kind: &Kind, lang: Lang) -> String {
    // The words quoted back are the player's own (`tuile`, not `tile`).
    let quote = |text: &str| quote(&tongue::to_player(text, kind, lang));
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
