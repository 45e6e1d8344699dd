//! Playing any game from text: lines of `;`-separated actions applied all or
//! nothing, records replayed line by line, and random playouts.

use std::fmt;

use crate::ahead::Ahead;
use crate::game::{Game, Rule, RuleError, Seating};
use crate::notation::ParseError;
use crate::record::{Header, Record, RecordLine};
use crate::rng::GameRng;
use crate::seat::Seat;

/// Why a line of actions was refused. Nothing was applied.
#[derive(Clone, PartialEq, Debug)]
pub enum PlayError<E> {
    /// The text is not notation.
    Parse(ParseError),
    /// Item `index` (0-based) of the line is illegal where it comes.
    Illegal {
        /// Which `;`-separated item.
        index: usize,
        /// The item, as written back in notation.
        action: String,
        /// Why it is illegal.
        error: E,
    },
    /// Item `index` of a line a player typed may depend on what an earlier
    /// item turns up (a tile drawn, a die rolled), which the player has not
    /// seen: the line must stop at that item (see [`crate::ahead`]).
    Hidden {
        /// Which `;`-separated item.
        index: usize,
        /// The item, as written back in notation.
        action: String,
        /// The earlier item that turns something up, in notation.
        revealed_by: String,
    },
}

impl<E: RuleError> PlayError<E> {
    /// The rule broken, if any.
    pub fn rule(&self) -> Option<Rule> {
        match self {
            PlayError::Parse(_) | PlayError::Hidden { .. } => None,
            PlayError::Illegal { error, .. } => error.rule(),
        }
    }

    /// The message with players' names.
    pub fn describe(&self, names: &[&str]) -> String {
        match self {
            PlayError::Parse(e) => e.to_string(),
            PlayError::Illegal {
                index: 0, error, ..
            } => error.describe(names),
            PlayError::Illegal { action, error, .. } => {
                format!("{action}: {}", error.describe(names))
            }
            PlayError::Hidden {
                action,
                revealed_by,
                ..
            } => format!(
                "{action}: it may depend on what {revealed_by} turns up; play up to {revealed_by} first"
            ),
        }
    }
}

impl<E: RuleError> fmt::Display for PlayError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(&[]))
    }
}

impl<E: RuleError> std::error::Error for PlayError<E> {}

/// How a record writes that a seat left the game (`2: leave`): a line of
/// its own, written by the platform, never typed by a player.
pub const LEAVE: &str = "leave";

/// Whether `line` is a departure ([`LEAVE`]).
pub fn is_leave(line: &str) -> bool {
    line.trim().eq_ignore_ascii_case(LEAVE)
}

/// Parses every action of `line` (`V2 c3; B`).
pub fn parse_line<G: Game>(line: &str) -> Result<Vec<G::Action>, ParseError> {
    G::parse_line(line)
}

/// Applies the actions of `line` for `seat`, in order, all or nothing.
pub fn play_line<G: Game>(
    game: &mut G,
    seat: Seat,
    line: &str,
) -> Result<Vec<G::Action>, PlayError<G::Error>> {
    let actions = parse_line::<G>(line).map_err(PlayError::Parse)?;
    play_all(game, seat, &actions)?;
    Ok(actions)
}

/// Applies `actions` for `seat`, in order, all or nothing.
pub fn play_all<G: Game>(
    game: &mut G,
    seat: Seat,
    actions: &[G::Action],
) -> Result<(), PlayError<G::Error>> {
    if let [single] = actions {
        // Apply already leaves the game unchanged on error: no copy needed.
        return game
            .apply(seat, single)
            .map_err(|error| PlayError::Illegal {
                index: 0,
                action: G::format_action(single),
                error,
            });
    }
    let mut next = game.clone();
    for (index, action) in actions.iter().enumerate() {
        next.apply(seat, action)
            .map_err(|error| PlayError::Illegal {
                index,
                action: G::format_action(action),
                error,
            })?;
    }
    *game = next;
    Ok(())
}

/// A line of actions that was played, and what happened.
#[derive(Clone, PartialEq, Debug)]
pub struct Played<G: Game> {
    /// The actions, in order.
    pub actions: Vec<G::Action>,
    /// What happened, in order.
    pub events: Vec<G::Event>,
    /// How many of `events` had happened after each action, by action:
    /// the events of action `i` are `events[ends[i - 1]..ends[i]]`.
    pub ends: Vec<usize>,
}

impl<G: Game> Played<G> {
    /// Each action with what it made happen.
    pub fn steps(&self) -> impl Iterator<Item = (&G::Action, &[G::Event])> {
        let starts = std::iter::once(0).chain(self.ends.iter().copied());
        self.actions
            .iter()
            .zip(starts.zip(self.ends.iter().copied()))
            .map(|(action, (from, to))| (action, &self.events[from..to]))
    }
}

/// A line of a record for `seat`: its actions, or its departure
/// ([`LEAVE`]), applied all or nothing, with what happened, in order. A
/// departure has no actions.
pub fn play_line_recorded<G: Game>(
    game: &mut G,
    seat: Seat,
    line: &str,
) -> Result<Played<G>, PlayError<G::Error>> {
    if is_leave(line) {
        let mut events = Vec::new();
        game.leave(seat, &mut events)
            .map_err(|error| PlayError::Illegal {
                index: 0,
                action: LEAVE.to_owned(),
                error,
            })?;
        return Ok(Played {
            actions: Vec::new(),
            events,
            ends: Vec::new(),
        });
    }
    let actions = parse_line::<G>(line).map_err(PlayError::Parse)?;
    let mut next = game.clone();
    let mut events = Vec::new();
    let mut ends = Vec::with_capacity(actions.len());
    for (index, action) in actions.iter().enumerate() {
        next.apply_recorded(seat, action, &mut events)
            .map_err(|error| PlayError::Illegal {
                index,
                action: G::format_action(action),
                error,
            })?;
        ends.push(events.len());
    }
    *game = next;
    Ok(Played {
        actions,
        events,
        ends,
    })
}

/// A line a player typed for `seat`, played as [`play_line_recorded`]
/// plays it, but refused if an item may depend on what an earlier item
/// turns up ([`crate::ahead`]): whatever is hidden, the refusal is the
/// same, so that trying a line tells nothing of a draw not yet made.
pub fn play_typed_recorded<G: Game>(
    game: &mut G,
    seat: Seat,
    line: &str,
) -> Result<Played<G>, PlayError<G::Error>> {
    if is_leave(line) {
        return play_line_recorded(game, seat, line);
    }
    let actions = parse_line::<G>(line).map_err(PlayError::Parse)?;
    let revealing = Ahead::follow(game, seat, &actions)?.revealing();
    play_line_recorded(game, seat, line).map_err(|e| match (e, revealing) {
        // Legal in every game the seat pictures, not in this one: told
        // as it would be had a picture said so.
        (PlayError::Illegal { index, action, .. }, Some(first)) if index > first => {
            PlayError::Hidden {
                index,
                action,
                revealed_by: G::format_action(&actions[first]),
            }
        }
        (e, _) => e,
    })
}

/// A record that does not replay.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ReplayError {
    /// Line of the record (1-based); 0 for the record as a whole.
    pub line: usize,
    /// The rule the line breaks, if any.
    pub rule: Option<Rule>,
    /// What is wrong, with players' names.
    pub message: String,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "line {}: ", self.line)?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for ReplayError {}

/// The game a record sets up, before any action.
pub fn setup<G: Game>(record: &Record) -> Result<G, ReplayError> {
    let whole = |message: String| ReplayError {
        line: 0,
        rule: None,
        message,
    };
    if record.game != G::KIND {
        return Err(whole(format!(
            "this is a record of {}, not {}",
            record.game,
            G::KIND
        )));
    }
    let options = G::options_from_headers(&record.headers).map_err(|e| ReplayError {
        line: e.line,
        rule: None,
        message: e.message,
    })?;
    let table = Seating {
        seats: record.seats.len(),
        first: record.first.or(G::RECORD_FIRST),
        // A record without a seed (a game exported in progress) fixes what
        // was revealed by its headers; what is still hidden is drawn from 0.
        seed: record.seed.unwrap_or(0),
    };
    G::new(&table, &options).map_err(|e| whole(e.0))
}

/// Replays a whole record; the game it reaches, or the first bad line.
pub fn replay<G: Game>(record: &Record) -> Result<G, ReplayError> {
    let mut game = setup::<G>(record)?;
    let names: Vec<&str> = record.seats.iter().map(String::as_str).collect();
    for line in &record.actions {
        play_line_recorded(&mut game, line.seat, &line.text).map_err(|e| ReplayError {
            line: line.line,
            rule: e.rule(),
            message: e.describe(&names),
        })?;
    }
    Ok(game)
}

/// Who reads the position a record reaches: the seat that must act, or at
/// the end the seat that did not make the last move.
pub fn reader<G: Game>(game: &G, record: &Record) -> Option<Seat> {
    game.to_act().iter().next().or_else(|| {
        record
            .actions
            .last()
            .map(|line| line.seat.next(record.seats.len()))
    })
}

/// The game as `reader` last saw it: just after their last line of the
/// record, or before any action if they have not acted. Comparing it with
/// the end shows them what happened since.
pub fn as_last_seen<G: Game>(record: &Record, reader: Seat) -> Result<G, ReplayError> {
    let seen = record
        .actions
        .iter()
        .rposition(|line| line.seat == reader)
        .map_or(0, |i| i + 1);
    let mut earlier = record.clone();
    earlier.actions.truncate(seen);
    replay(&earlier)
}

/// The record of a game: its setup (as `game` was set up) with the players'
/// `names` and the `actions` played, each `(seat, notation)`.
pub fn record_of<G: Game>(game: &G, names: &[String], actions: &[(Seat, String)]) -> Record {
    let table = game.table();
    Record {
        game: G::KIND.to_owned(),
        seats: names.to_vec(),
        first: Some(table.first.unwrap_or(Seat::from_index(0))),
        seed: Some(table.seed),
        headers: headers::<G>(game.options()),
        actions: actions
            .iter()
            .map(|(seat, text)| RecordLine {
                seat: *seat,
                text: text.clone(),
                line: 0,
            })
            .collect(),
    }
}

/// The record of a game in progress as every seat may see it: its setup
/// without the seed, with the draws revealed so far ([`Game::revealed`])
/// instead of its own draws, and the `actions` played. It replays to a
/// position everyone sees as this one, and tells nothing still hidden.
pub fn public_record_of<G: Game>(game: &G, names: &[String], actions: &[(Seat, String)]) -> Record {
    let mut record = record_of(game, names, actions);
    record.seed = None;
    record.headers = headers::<G>(&game.revealed());
    record
}

/// The record headers of a game's `options`, in record order.
pub fn headers<G: Game>(options: &G::Options) -> Vec<Header> {
    G::options_to_headers(options)
        .into_iter()
        .map(|(key, value)| Header {
            key,
            value,
            line: 0,
        })
        .collect()
}

/// A random legal action ([`Game::random_action`]) of a seat drawn among
/// those that must act, or `None` once the game is over. `buffer` is reused between calls to avoid allocations.
pub fn random_action<G: Game>(
    game: &G,
    rng: &mut GameRng,
    buffer: &mut Vec<G::Action>,
) -> Option<(Seat, G::Action)> {
    let to_act = game.to_act();
    if to_act.is_empty() {
        return None;
    }
    let seat = to_act.iter().nth(rng.below(to_act.len() as u32) as usize)?;
    Some((seat, game.random_action(seat, rng, buffer)?))
}
