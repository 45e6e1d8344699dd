//! The game seam: what every game of the platform provides, and what the
//! other crates (renderer, store, bot, AI) use without knowing which game it is.

use std::fmt::{self, Debug};
use std::hash::Hash;

use serde::{Serialize, de::DeserializeOwned};

use crate::notation::ParseError;
use crate::record::Header;
use crate::rng::GameRng;
use crate::seat::{Seat, SeatSet};

/// How a game's table is set up: how many seats, who starts, and the seed
/// that drives every random event of the game. (The bot's `Table` is a
/// channel's game in play.)
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Seating {
    /// Number of seats.
    pub seats: usize,
    /// Who starts; `None` draws the first seat from the seed.
    pub first: Option<Seat>,
    /// The seed of the game's random number generator.
    pub seed: u64,
}

impl Seating {
    /// Checks the table suits a game `title` played by `seats` players, and
    /// resolves who starts: the chosen seat, or one drawn from the seed.
    pub fn first_seat(
        &self,
        title: &str,
        seats: std::ops::RangeInclusive<usize>,
    ) -> Result<Seat, SetupError> {
        if !seats.contains(&self.seats) {
            let (low, high) = (*seats.start(), *seats.end());
            let players = if low == high {
                low.to_string()
            } else {
                format!("{low} to {high}")
            };
            return Err(SetupError(format!(
                "{title} is for {players} players, not {}",
                self.seats
            )));
        }
        match self.first {
            Some(first) if first.index() >= self.seats => {
                Err(SetupError(format!("there is no seat {first} to start")))
            }
            Some(first) => Ok(first),
            None => {
                let mut rng = GameRng::new(self.seed, crate::rng::Stream::FirstSeat);
                Ok(Seat::from_index(rng.below(self.seats as u32) as usize))
            }
        }
    }
}

/// A rule a game's error cites, such as `B15`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rule {
    /// The game's rule prefix: `B` for Basilica, `C` for Cardinal.
    pub prefix: char,
    /// The rule number on the game's rules page.
    pub number: u8,
}

impl Rule {
    /// Rule `number` of the game whose rules page uses `prefix`.
    pub const fn new(prefix: char, number: u8) -> Rule {
        Rule { prefix, number }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.prefix, self.number)
    }
}

/// An error a player can understand: which rule, and why.
pub trait RuleError: std::error::Error + Clone + PartialEq + Send + Sync + 'static {
    /// The rule the rejected action breaks, when one rule is to blame.
    fn rule(&self) -> Option<Rule>;

    /// The message with seats called by their players' names
    /// (`names[seat.index()]`). `Display` says "seat 2" instead.
    fn describe(&self, names: &[&str]) -> String;
}

/// The end of a game.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// Final scores by seat.
    pub scores: Vec<i64>,
    /// The seats that share the win: one for a win, all tied seats otherwise.
    pub winners: SeatSet,
    /// The seats that left before the end (resigned, or their move clock
    /// was claimed), in the order they left: they rank below everyone who
    /// stayed, a later departure above an earlier one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub left: Vec<Seat>,
}

impl Outcome {
    /// The outcome of highest-score-wins, ties shared.
    pub fn by_highest_score(scores: Vec<i64>) -> Outcome {
        let best = scores.iter().copied().max().unwrap_or(0);
        let winners = Seat::all(scores.len())
            .filter(|s| scores[s.index()] == best)
            .collect();
        Outcome {
            scores,
            winners,
            left: Vec::new(),
        }
    }

    /// The single winner, if exactly one seat won.
    pub fn winner(&self) -> Option<Seat> {
        self.winners.single()
    }

    /// Whether more than one seat shares the win.
    pub fn is_draw(&self) -> bool {
        self.winners.len() > 1
    }

    /// How `a` ranks against `b`: a seat that stayed above one that left
    /// (a later departure above an earlier one), a winner above the
    /// others, then the higher score. `Greater` when `a` ranks higher.
    pub fn compare(&self, a: Seat, b: Seat) -> std::cmp::Ordering {
        let departure = |s: Seat| {
            self.left
                .iter()
                .position(|&l| l == s)
                .map_or(usize::MAX, |i| i)
        };
        let score = |s: Seat| self.scores.get(s.index()).copied().unwrap_or(0);
        departure(a)
            .cmp(&departure(b))
            .then(self.winners.contains(a).cmp(&self.winners.contains(b)))
            .then(score(a).cmp(&score(b)))
    }
}

/// A game can't be set up as asked (wrong number of seats, a bad deck…).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SetupError {}

/// A game of the platform.
///
/// The state owns its seeded random number generator, so the same table,
/// options and actions always give the same game. [`Game::apply`] validates
/// before it changes anything: on error the state is exactly as before.
pub trait Game:
    Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// Stable short name, used in records and in the store (`basilica`).
    const KIND: &'static str;
    /// Version of the serialised state; bump it on any incompatible change
    /// (and give [`crate::Snapshot`] a migration).
    const FORMAT_VERSION: u32;
    /// How many seats the game can be played with.
    const SEATS: std::ops::RangeInclusive<usize>;
    /// Who starts a game whose record names no seat (no `first:`): by
    /// default seat 1 (Basilica's page says so); `None` draws it from the
    /// seed as a new game's first seat is drawn (Les Grands Bâtisseurs,
    /// G5 and G20).
    const RECORD_FIRST: Option<Seat> = Some(Seat::from_index(0));

    /// One action of one seat.
    type Action: Clone + PartialEq + Eq + Hash + Debug + Send + Sync + 'static;
    /// Something that happens in the game, for telling players about it.
    type Event: Clone + PartialEq + Debug + Send + Sync + 'static;
    /// Why an action is refused.
    type Error: RuleError;
    /// Game-specific setup choices beyond the [`Seating`] (a fixed deck…).
    type Options: Clone + PartialEq + Debug + Default + Serialize + DeserializeOwned + Send + Sync;
    /// What one seat (or a spectator) may see of the state.
    type View: Clone + Debug + Serialize + Send + Sync + 'static;

    /// A new game; `table.first == None` draws the first seat from the seed.
    fn new(table: &Seating, options: &Self::Options) -> Result<Self, SetupError>;

    /// The table this game was set up with, with the first seat resolved.
    fn table(&self) -> Seating;
    /// The options this game was set up with.
    fn options(&self) -> &Self::Options;
    /// Reads the game's own record headers (e.g. `deck:`).
    fn options_from_headers(headers: &[Header]) -> Result<Self::Options, HeaderError>;
    /// The game's own record headers for `options`, in record order.
    fn options_to_headers(options: &Self::Options) -> Vec<(String, String)>;

    /// Number of seats.
    fn seat_count(&self) -> usize {
        self.table().seats
    }
    /// Who must act now: the active player, or another seat asked a question
    /// outside their turn; several seats when they act simultaneously; none
    /// once the game is over.
    fn to_act(&self) -> SeatSet;
    /// Every legal action of `seat` now, into `out` (cleared first).
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Self::Action>);
    /// The actions offered to `seat` (listed for it to choose from), into
    /// `out`: the legal ones, each move once where several of them leave the
    /// same position (Les Grands Bâtisseurs' cards laid in another order
    /// that builds the same row). Every legal action may still be played.
    fn offered_actions(&self, seat: Seat, out: &mut Vec<Self::Action>) {
        self.legal_actions(seat, out);
    }
    /// One legal action of `seat` drawn at random (`None` if it has none):
    /// what random players and the computer's playouts play. By default
    /// one of [`Game::legal_actions`] uniformly; a game whose turns have
    /// many variants may draw a turn step by step instead, without listing
    /// every combination, as long as every legal action may come.
    fn random_action(
        &self,
        seat: Seat,
        rng: &mut GameRng,
        buffer: &mut Vec<Self::Action>,
    ) -> Option<Self::Action> {
        self.legal_actions(seat, buffer);
        if buffer.is_empty() {
            return None;
        }
        let pick = rng.below(buffer.len() as u32) as usize;
        Some(buffer.swap_remove(pick))
    }
    /// Plays `action` for `seat`. On error nothing changed.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<(), Self::Error>;
    /// [`Game::apply`], appending what happened to `events`.
    fn apply_recorded(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), Self::Error>;
    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Current scores by seat.
    fn scores(&self) -> Vec<i64>;
    /// What the scores are made of, once the game is over: each seat's
    /// score as its items by rule, summing to [`Game::scores`], and the
    /// tie-breaks in order. `None` while the game goes on, since an item
    /// may count what a seat may not see (a hand).
    fn tally(&self) -> Option<crate::Tally>;

    /// Reads one action in the game's notation (context-free: legality is
    /// [`Game::apply`]'s business). `offset` is where `text` starts in the
    /// line the player typed, so errors point at the right place.
    fn parse_action(text: &str, offset: usize) -> Result<Self::Action, ParseError>;
    /// Reads a line of `;`-separated items. Most games read one action per
    /// item; a game whose action spans items (Cardinal's building with its
    /// `; cardinal` move) reads them together.
    fn parse_line(line: &str) -> Result<Vec<Self::Action>, ParseError> {
        let parts = crate::notation::items(line);
        if parts.is_empty() {
            return Err(ParseError::empty());
        }
        parts
            .into_iter()
            .map(|(text, offset)| Self::parse_action(text, offset))
            .collect()
    }
    /// Writes one action in the game's notation; parses back to itself.
    fn format_action(action: &Self::Action) -> String;

    /// `seat` leaves the game: it resigned, or its move clock ran out and
    /// another player claimed it. It acts no more and ranks last (see
    /// [`Outcome::left`]); each game says how play goes on without it.
    /// With one seat left the game ends and that seat wins, so in a game of
    /// two leaving is resigning. A record writes it `<seat>: leave` (see
    /// [`crate::play::LEAVE`]); players never type it. On error nothing
    /// changed.
    fn leave(&mut self, seat: Seat, events: &mut Vec<Self::Event>) -> Result<(), Self::Error>;

    /// The options that fix every random draw all seats have seen so far,
    /// and nothing else: with them, this game's record replays to a
    /// position every seat sees as this one under any seed, and tells
    /// nothing of what is still hidden (the pile's order, later shuffles,
    /// dice). A game exported in progress gives them instead of its seed;
    /// an imported game is replayed under them with a seed of the server's.
    fn revealed(&self) -> Self::Options;

    /// What `seat` may see (`None`: a spectator). Secrets are stripped here
    /// and only here.
    fn view(&self, seat: Option<Seat>) -> Self::View;

    /// A game `seat` cannot tell from this one: everything it sees is the
    /// same, everything hidden from it (the order of a pile, the seed of
    /// future shuffles) drawn anew from `rng`. Computer players search
    /// these, never the game itself, so they cannot peek. The result
    /// depends only on what `seat` sees and on `rng`.
    fn sample_hidden(&self, seat: Seat, rng: &mut GameRng) -> Self;

    /// Whether this state is one the rules can reach: a seat count the game
    /// takes and every seat's part there, every piece once, every id known
    /// (a manifest, a tile, a card). A stored game is checked when it is
    /// read back ([`crate::snapshot::load`]), so a damaged one is refused,
    /// never played into a panic; the conformance suite checks it after
    /// every action. `Err` says what is wrong.
    fn check(&self) -> Result<(), String>;

    /// Whether playing `action` for `seat` now turns up something `seat`
    /// cannot see before it is played: a tile drawn, a die rolled, a card
    /// shown to it, an outcome that depends on another seat's secret. What
    /// a line goes on with after such an action must not depend on it until
    /// it is played ([`crate::ahead`]). By default, whether the draws the
    /// table has seen ([`Game::revealed`]) change, or the game ends (which
    /// shows every secret); a game that shows one seat things privately,
    /// or settles by another's secret, says so too. It must depend only on
    /// what `seat` sees; an action refused reveals nothing.
    fn reveals(&self, seat: Seat, action: &Self::Action) -> bool {
        let mut after = self.clone();
        after.apply(seat, action).is_ok()
            && (after.revealed() != self.revealed() || after.is_over())
    }

    /// For the computer player's search: the first step of `action`, when
    /// the search should choose a turn in two steps (Cardinal: the
    /// building, then where the cardinal goes). The actions sharing a first
    /// step are weighed together before one of them is chosen, so that a
    /// turn with thousands of variants is not spread thin. `None` (the
    /// default): one step.
    fn search_group(_action: &Self::Action) -> Option<Self::Action> {
        None
    }

    /// For the computer player: a game that plays better by planning than
    /// by the generic search (Babylon, whose Write has hundreds of actions
    /// a step and nothing hidden) gives its own choice here, `effort` being
    /// the level's iterations (more effort, a wider plan). It must see only
    /// what `seat` may see. `None` (the default): the search decides.
    fn planned(&self, _seat: Seat, _effort: u32) -> Option<Self::Action> {
        None
    }

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }
}

/// A record header a game could not accept.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HeaderError {
    /// Line of the record.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for HeaderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for HeaderError {}
