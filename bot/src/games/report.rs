//! What the record tools (`keystone replay`, `keystone score`) tell of a
//! record, as text or JSON: one generic report over each game's
//! [`Report`], reached through its [`super::Kind`].

use keystone_engine::play::{self, ReplayError};
use keystone_engine::{Game, Record, Seat};
use serde_json::{Map, Value, json};

/// A game the records tools know how to report on.
pub trait Report: Game {
    /// The game-specific fields of `replay --json`.
    fn position_json(&self) -> Map<String, Value>;
    /// The position in words and a diagram.
    fn position_text(&self, names: &[String]) -> String;
    /// `score --json`.
    fn score_json(&self) -> Value;
    /// The next scoring in words.
    fn score_text(&self, names: &[String]) -> String;
}

/// What a record tool tells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Told {
    /// The position the record reaches (`keystone replay`).
    Position,
    /// The next scoring's breakdown (`keystone score`).
    Score,
}

/// `record` replayed and told, as text or (`json`) one JSON line.
pub fn report<G: Report>(record: &Record, told: Told, json: bool) -> Result<String, ReplayError> {
    let game: G = play::replay(record)?;
    Ok(match (told, json) {
        (Told::Score, true) => format!("{}\n", game.score_json()),
        (Told::Score, false) => game.score_text(&record.seats),
        (Told::Position, true) => format!("{}\n", position_json(&game, record)),
        (Told::Position, false) => format!(
            "{}: {} action lines applied\n{}",
            G::KIND,
            record.actions.len(),
            game.position_text(&record.seats)
        ),
    })
}

fn position_json<G: Report>(game: &G, record: &Record) -> Value {
    let outcome = game.outcome();
    let mut object = Map::new();
    object.insert("game".into(), json!(G::KIND));
    object.insert("actions".into(), json!(record.actions.len()));
    object.insert("finished".into(), json!(outcome.is_some()));
    object.insert(
        "winner".into(),
        json!(outcome.as_ref().and_then(|o| o.winner())),
    );
    object.insert(
        "winners".into(),
        json!(
            outcome
                .as_ref()
                .map(|o| o.winners.iter().collect::<Vec<_>>())
                .unwrap_or_default()
        ),
    );
    object.insert(
        "draw".into(),
        json!(outcome.as_ref().is_some_and(|o| o.is_draw())),
    );
    object.insert(
        "left".into(),
        json!(outcome.as_ref().map(|o| o.left.clone()).unwrap_or_default()),
    );
    object.insert("scores".into(), json!(game.scores()));
    object.insert("to_act".into(), json!(game.to_act().single()));
    object.extend(game.position_json());
    Value::Object(object)
}

pub(crate) fn name(names: &[String], seat: Seat) -> &str {
    names.get(seat.index()).map_or("?", String::as_str)
}

/// "Alice wins", "Alice and Carol share the win", or "a draw" when every
/// seat still playing shares it; who left, after.
pub(crate) fn verdict(outcome: &keystone_engine::Outcome, names: &[String]) -> String {
    let winners: Vec<&str> = outcome.winners.iter().map(|s| name(names, s)).collect();
    let playing = outcome.scores.len() - outcome.left.len();
    let mut text = match winners.as_slice() {
        [one] => format!("{one} wins"),
        _ if winners.len() == playing => "a draw".to_owned(),
        [rest @ .., last] => format!("{} and {last} share the win", rest.join(", ")),
        [] => "nobody wins".to_owned(),
    };
    if !outcome.left.is_empty() {
        let left: Vec<&str> = outcome.left.iter().map(|&s| name(names, s)).collect();
        text.push_str(&format!(" ({} left)", left.join(", ")));
    }
    text
}
