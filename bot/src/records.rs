//! `keystone replay` and `keystone score`: a game record in, the position it
//! reaches (or the next scoring's breakdown) out, as text or JSON.

use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

use keystone_engine::babylon::Babylon;
use keystone_engine::basilica::{Basilica, PaidOffer, Square, TileId};
use keystone_engine::cardinal::{Cardinal, Colour};
use keystone_engine::grands_batisseurs::{GrandsBatisseurs, Pile};
use keystone_engine::play::{self, ReplayError};
use keystone_engine::{Game, Record, Seat};
use keystone_render::basilica::{self, Labels};
use keystone_render::png;
use serde_json::{Map, Value, json};

/// What a command could not do, reported with the record's line.
struct Failure {
    line: usize,
    rule: Option<String>,
    message: String,
}

impl Failure {
    fn report(&self, json: bool) -> ExitCode {
        if json {
            println!(
                "{}",
                json!({"error": {"line": self.line, "rule": self.rule, "message": self.message}})
            );
        } else if self.line > 0 {
            eprintln!("line {}: {}", self.line, self.message);
        } else {
            eprintln!("{}", self.message);
        }
        ExitCode::FAILURE
    }
}

/// A game the records tools know how to report on.
trait Report: Game {
    /// The game-specific fields of `replay --json`.
    fn position_json(&self) -> Map<String, Value>;
    /// The position in words and a diagram.
    fn position_text(&self, names: &[String]) -> String;
    /// `score --json`.
    fn score_json(&self) -> Value;
    /// The next scoring in words.
    fn score_text(&self, names: &[String]) -> String;
}

/// The text of the record file at `path`, read no further than a record
/// may go ([`keystone_engine::record::MAX_BYTES`]): a huge file is refused,
/// not taken into memory.
pub(crate) fn read_record_file(path: &Path) -> Result<String, String> {
    use keystone_engine::record::{MAX_BYTES, MAX_SIZE};
    use std::io::Read as _;
    let cannot = |e: std::io::Error| format!("cannot read {}: {e}", path.display());
    let file = std::fs::File::open(path).map_err(cannot)?;
    let mut bytes = Vec::new();
    file.take(MAX_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() > MAX_BYTES {
        return Err(format!(
            "{} is larger than {MAX_SIZE}, more than any game record takes",
            path.display()
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "{} is not UTF-8 text (byte {} is not): a game record is plain text",
            path.display(),
            e.utf8_error().valid_up_to() + 1
        )
    })
}

fn load(path: &Path) -> Result<(Record, String), Failure> {
    let text = read_record_file(path).map_err(|message| Failure {
        line: 0,
        rule: None,
        message,
    })?;
    let record = Record::parse(&text).map_err(|e| Failure {
        line: e.line,
        rule: None,
        message: e.message,
    })?;
    let kind = record.game.clone();
    Ok((record, kind))
}

fn failure(e: ReplayError) -> Failure {
    Failure {
        line: e.line,
        rule: e.rule.map(|r| r.to_string()),
        message: e.message,
    }
}

fn replayed<G: Game>(record: &Record) -> Result<G, Failure> {
    play::replay::<G>(record).map_err(failure)
}

fn unknown_game(kind: &str) -> Failure {
    Failure {
        line: 0,
        rule: None,
        message: format!(
            "unknown game \"{kind}\" (this build plays: babylon, basilica, cardinal, grands-batisseurs)"
        ),
    }
}

/// `keystone replay FILE [--json] [--gif OUT]`.
pub(crate) fn replay(path: &Path, json: bool, gif: Option<&Path>) -> ExitCode {
    let run = || -> Result<(), Failure> {
        let (record, kind) = load(path)?;
        match kind.as_str() {
            Basilica::KIND => print_replay(&replayed::<Basilica>(&record)?, &record, json),
            Cardinal::KIND => print_replay(&replayed::<Cardinal>(&record)?, &record, json),
            GrandsBatisseurs::KIND => {
                print_replay(&replayed::<GrandsBatisseurs>(&record)?, &record, json);
            }
            Babylon::KIND => print_replay(&replayed::<Babylon>(&record)?, &record, json),
            other => return Err(unknown_game(other)),
        }
        if let Some(out) = gif {
            animate(&record, out)?;
        }
        Ok(())
    };
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.report(json),
    }
}

/// Writes the record's game as an animated GIF, one frame per turn, as
/// `/game replay` sends it.
fn animate(record: &Record, out: &Path) -> Result<(), Failure> {
    let whole = |message: String| Failure {
        line: 0,
        rule: None,
        message,
    };
    let kind = keystone_bot::games::kind(&record.game).ok_or_else(|| unknown_game(&record.game))?;
    let setup = Record {
        actions: Vec::new(),
        ..record.clone()
    };
    let fresh = (kind.replay)(&setup).map_err(failure)?;
    let lines: Vec<(Seat, String)> = record
        .actions
        .iter()
        .map(|l| (l.seat, l.text.clone()))
        .collect();
    let names: Vec<&str> = record.seats.iter().map(String::as_str).collect();
    let animation = keystone_bot::games::animation::animate(
        &*fresh,
        &lines,
        &names,
        keystone_bot::service::UPLOAD_LIMIT,
        keystone_bot::i18n::Lang::En,
    )
    .map_err(whole)?;
    std::fs::write(out, &animation.gif)
        .map_err(|e| whole(format!("cannot write {}: {e}", out.display())))?;
    eprintln!(
        "wrote {}: {} frames, {} KB",
        out.display(),
        animation.frames,
        animation.gif.len() / 1024
    );
    Ok(())
}

/// `keystone score FILE [--json]`.
pub(crate) fn score(path: &Path, json: bool) -> ExitCode {
    let run = || -> Result<(), Failure> {
        let (record, kind) = load(path)?;
        match kind.as_str() {
            Basilica::KIND => print_score(&replayed::<Basilica>(&record)?, &record, json),
            Cardinal::KIND => print_score(&replayed::<Cardinal>(&record)?, &record, json),
            GrandsBatisseurs::KIND => {
                print_score(&replayed::<GrandsBatisseurs>(&record)?, &record, json);
            }
            Babylon::KIND => print_score(&replayed::<Babylon>(&record)?, &record, json),
            other => return Err(unknown_game(other)),
        }
        Ok(())
    };
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.report(json),
    }
}

/// `keystone render FILE -o OUT [--scale S]`.
pub(crate) fn render(path: &Path, output: &Path, scale: f32) -> ExitCode {
    let run = || -> Result<(), Failure> {
        if !(0.25..=4.0).contains(&scale) {
            return Err(Failure {
                line: 0,
                rule: None,
                message: "--scale must be between 0.25 and 4".into(),
            });
        }
        let (record, kind) = load(path)?;
        let png = match kind.as_str() {
            Basilica::KIND => basilica_png(&record, scale)?,
            Cardinal::KIND => {
                let image = keystone_render::cardinal::draw_record(
                    &record,
                    keystone_render::cardinal::Labels::english,
                    scale,
                )
                .map_err(failure)?;
                png::encode(&image)
            }
            GrandsBatisseurs::KIND => {
                let image = keystone_render::grands_batisseurs::draw_record(
                    &record,
                    keystone_render::grands_batisseurs::Labels::english,
                    scale,
                )
                .map_err(failure)?;
                png::encode(&image)
            }
            Babylon::KIND => {
                let image = keystone_render::babylon::draw_record(
                    &record,
                    keystone_render::babylon::Labels::english,
                    scale,
                )
                .map_err(failure)?;
                png::encode(&image)
            }
            other => return Err(unknown_game(other)),
        };
        std::fs::write(output, png).map_err(|e| Failure {
            line: 0,
            rule: None,
            message: format!("cannot write {}: {e}", output.display()),
        })
    };
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.report(false),
    }
}

/// The board of the position `record` reaches, in English.
fn basilica_png(record: &Record, scale: f32) -> Result<Vec<u8>, Failure> {
    let image = basilica::draw_record(record, Labels::english, scale).map_err(failure)?;
    Ok(png::encode(&image))
}

fn print_score<G: Report>(game: &G, record: &Record, json: bool) {
    if json {
        println!("{}", game.score_json());
    } else {
        print!("{}", game.score_text(&record.seats));
    }
}

fn print_replay<G: Report>(game: &G, record: &Record, json: bool) {
    if json {
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
        println!("{}", Value::Object(object));
    } else {
        println!("{}: {} action lines applied", G::KIND, record.actions.len());
        print!("{}", game.position_text(&record.seats));
    }
}

fn name(names: &[String], seat: Seat) -> &str {
    names.get(seat.index()).map_or("?", String::as_str)
}

/// "Alice wins", "Alice and Carol share the win", or "a draw" when every
/// seat still playing shares it; who left, after.
fn verdict(outcome: &keystone_engine::Outcome, names: &[String]) -> String {
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

fn tile_label(tile: TileId) -> String {
    let t = tile.tile();
    format!("{}{}", t.colours, if t.crown { "^" } else { "" })
}

fn order_label(tile: TileId) -> String {
    let t = tile.tile();
    format!(
        "{} ({}{})",
        t.order,
        t.colours,
        if t.paid { ", paid" } else { "" }
    )
}

impl Report for Basilica {
    fn position_json(&self) -> Map<String, Value> {
        let seats = [Seat::from_index(0), Seat::from_index(1)];
        let ids = |slots: [Option<TileId>; 3]| slots.map(|t| t.map(TileId::number));
        let mut cells = Map::new();
        for (cell, square) in self.cathedral().squares() {
            let value = match square {
                Square::Scaffold => json!({"scaffold": true}),
                Square::Vault(vault) => {
                    let mut v = Map::new();
                    v.insert("tile".into(), json!(vault.tile.number()));
                    if let Some(builder) = vault.builder {
                        v.insert("builder".into(), json!(builder.owner));
                        if let Some(rank) = builder.rank {
                            v.insert("rank".into(), json!(rank));
                        }
                    }
                    if vault.glass {
                        v.insert("glass".into(), json!(true));
                    }
                    Value::Object(v)
                }
                Square::Empty => continue,
            };
            cells.insert(cell.to_string(), value);
        }
        let fields = json!({
            "actions_left": if self.is_over() { 0 } else { self.actions_left() },
            "king": self.king(),
            "scorings": self.scorings(),
            "pile": self.pile_len(),
            "discard": self.discard().len(),
            "exhaustions": self.exhaustions(),
            "coins": seats.map(|s| self.player(s).coins),
            "reserve": seats.map(|s| self.player(s).reserve),
            "offer": {"orders": ids(self.orders()), "vaults": ids(self.vaults())},
            "cells": cells,
        });
        match fields {
            Value::Object(map) => map,
            _ => unreachable!("json! of an object literal"),
        }
    }

    fn position_text(&self, names: &[String]) -> String {
        let mut out = String::new();
        let seats = [Seat::from_index(0), Seat::from_index(1)];
        match self.outcome() {
            Some(outcome) => {
                let scores: Vec<String> = seats
                    .iter()
                    .map(|&s| format!("{} {}", name(names, s), outcome.scores[s.index()]))
                    .collect();
                let result = verdict(&outcome, names);
                let _ = writeln!(out, "Game over: {} — {result}", scores.join(", "));
            }
            None => {
                let _ = match self.question() {
                    Some(question) => writeln!(
                        out,
                        "{} may pay for the {} order, or decline",
                        name(names, self.active().next(2)),
                        question.offer.order()
                    ),
                    None => writeln!(
                        out,
                        "{} to play, {} action(s) left",
                        name(names, self.active()),
                        self.actions_left()
                    ),
                };
                if let Some(PaidOffer::Confusion { from, to }) = self.question().map(|q| q.offer) {
                    let _ = writeln!(out, "(the stated confusion moves {from} to {to})");
                }
            }
        }
        out.push('\n');
        out.push_str(&self.cathedral().to_string());
        out.push('\n');
        let slots = |tiles: [Option<TileId>; 3], label: fn(TileId) -> String, letter: char| {
            tiles
                .iter()
                .enumerate()
                .map(|(i, t)| format!("{letter}{} {}", i + 1, t.map_or("—".to_owned(), label)))
                .collect::<Vec<_>>()
                .join("   ")
        };
        let _ = writeln!(out, "Orders:  {}", slots(self.orders(), order_label, 'O'));
        let _ = writeln!(out, "Vaults:  {}", slots(self.vaults(), tile_label, 'V'));
        let _ = writeln!(
            out,
            "King {}/30 · scorings {} · pile {} · discard {} · pile ran out {} time(s)",
            self.king(),
            self.scorings(),
            self.pile_len(),
            self.discard().len(),
            self.exhaustions()
        );
        for seat in seats {
            let p = self.player(seat);
            let _ = writeln!(
                out,
                "Seat {seat} {}: {} points, {} coin(s), {} builder(s) and {} promotion token(s) in reserve",
                name(names, seat),
                p.score,
                p.coins,
                p.reserve,
                p.tokens
            );
        }
        out
    }

    fn score_json(&self) -> Value {
        json!(self.scoring_preview())
    }

    fn score_text(&self, names: &[String]) -> String {
        let scoring = self.scoring_preview();
        let mut out = String::new();
        for zone in &scoring.zones {
            let cells: Vec<String> = zone.cells.iter().map(ToString::to_string).collect();
            let holder = match zone.majority {
                Some(seat) => format!("majority {}", name(names, seat)),
                None if zone.strength == [0, 0] => "no builder".to_owned(),
                None => "tied: nobody scores".to_owned(),
            };
            let _ = writeln!(
                out,
                "{} zone {} — value {}, strength {}–{}, {holder}: {} + {}",
                zone.color.name(),
                cells.join(" "),
                zone.value,
                zone.strength[0],
                zone.strength[1],
                zone.points[0],
                zone.points[1]
            );
        }
        let _ = writeln!(
            out,
            "Next scoring: {} {}, {} {}",
            name(names, Seat::from_index(0)),
            scoring.points[0],
            name(names, Seat::from_index(1)),
            scoring.points[1]
        );
        out
    }
}

impl Report for Cardinal {
    fn position_json(&self) -> Map<String, Value> {
        let seats: Vec<Seat> = Seat::all(self.seat_count()).collect();
        let buildings: Vec<Value> = self
            .town()
            .buildings()
            .iter()
            .map(|b| {
                let cells: Vec<String> = b.footprint.cells().map(|c| c.to_string()).collect();
                json!({"colour": b.colour, "shape": b.shape, "cells": cells})
            })
            .collect();
        let mut map = Map::new();
        map.insert("buildings".into(), json!(buildings));
        map.insert(
            "cardinal".into(),
            json!(self.cardinal().map(|c| c.to_string())),
        );
        map.insert("supply".into(), json!(Colour::ALL.map(|c| self.supply(c))));
        map.insert(
            "pawns".into(),
            json!(seats.iter().map(|&s| self.pawns(s)).collect::<Vec<_>>()),
        );
        map
    }

    fn position_text(&self, names: &[String]) -> String {
        let mut out = String::new();
        match self.outcome() {
            Some(outcome) => {
                let _ = writeln!(out, "Game over: {}", verdict(&outcome, names));
            }
            None => {
                let _ = writeln!(out, "{} to build", name(names, self.active()));
            }
        }
        for b in self.town().buildings() {
            let _ = writeln!(out, "  {} {} {}", b.colour, b.shape, b.footprint);
        }
        if let Some(cell) = self.cardinal() {
            let _ = writeln!(out, "  cardinal {cell}");
        }
        out.push_str(&self.score_text(names));
        out
    }

    fn score_json(&self) -> Value {
        let seats: Vec<Value> = Seat::all(self.seat_count())
            .map(|s| {
                json!({
                    "seat": s,
                    "pawns": self.tally(s),
                    "doubled": self.doubled(s),
                    "total": self.total(s),
                    "cathedral_sides": self.cathedral_contacts(s),
                })
            })
            .collect();
        json!({"final": self.is_over(), "seats": seats})
    }

    fn score_text(&self, names: &[String]) -> String {
        let mut out = String::new();
        for s in Seat::all(self.seat_count()) {
            let tally = self.tally(s);
            let pawns: Vec<String> = Colour::ALL
                .iter()
                .map(|c| format!("{c} {}", tally[c.index()]))
                .collect();
            let doubled = self.doubled(s).map_or("none".to_owned(), |c| c.to_string());
            let _ = writeln!(
                out,
                "{}: {} points (pawns {}; doubled {doubled}; sides on the cathedral {})",
                name(names, s),
                self.total(s),
                pawns.join(", "),
                self.cathedral_contacts(s)
            );
        }
        out
    }
}

impl Report for GrandsBatisseurs {
    fn position_json(&self) -> Map<String, Value> {
        let seats: Vec<Seat> = Seat::all(self.seat_count()).collect();
        let names = |cards: &[keystone_engine::grands_batisseurs::CardId]| -> Vec<String> {
            cards.iter().map(|c| c.card().to_string()).collect()
        };
        let cities: Vec<Vec<Option<String>>> = seats
            .iter()
            .map(|&s| {
                self.city(s)
                    .cards()
                    .map(|c| c.map(|c| c.to_string()))
                    .collect()
            })
            .collect();
        let view = self.view(None);
        let mut map = Map::new();
        map.insert("phase".into(), json!(self.question()));
        map.insert(
            "purses".into(),
            json!(seats.iter().map(|&s| self.purse(s)).collect::<Vec<_>>()),
        );
        map.insert(
            "hands".into(),
            json!(
                seats
                    .iter()
                    .map(|&s| names(self.hand(s)))
                    .collect::<Vec<_>>()
            ),
        );
        map.insert("cities".into(), json!(cities));
        map.insert(
            "piles".into(),
            json!({
                "up": self.pile(Pile::Up).len(),
                "down": self.pile(Pile::Down).len(),
                "up_top": view.up_top.map(|c| c.to_string()),
            }),
        );
        map.insert(
            "stones".into(),
            json!({
                "reserve": self.reserve(),
                "seats": seats.iter().map(|&s| self.stones(s)).collect::<Vec<_>>(),
            }),
        );
        map
    }

    fn position_text(&self, names: &[String]) -> String {
        let mut out = String::new();
        match (self.outcome(), self.to_act().single()) {
            (Some(outcome), _) => {
                let _ = writeln!(out, "Game over: {}", verdict(&outcome, names));
            }
            (None, Some(seat)) => {
                let question = self.question().map_or("", |q| q.words());
                let _ = writeln!(out, "{} to answer: {question}", name(names, seat));
            }
            (None, None) => {}
        }
        let view = self.view(None);
        let _ = writeln!(
            out,
            "  piles: up {} (top {}), down {}; stones in the reserve {}",
            self.pile(Pile::Up).len(),
            view.up_top.map_or("none".to_owned(), |c| c.to_string()),
            self.pile(Pile::Down).len(),
            self.reserve()
        );
        for s in Seat::all(self.seat_count()) {
            let city: Vec<String> = self
                .city(s)
                .cards()
                .map(|c| c.map_or("(breach)".to_owned(), |c| c.to_string()))
                .collect();
            let hand: Vec<String> = self.hand(s).iter().map(|c| c.card().to_string()).collect();
            let _ = writeln!(
                out,
                "  {}: city [{}]; hand [{}]; {} thalers, {} stones",
                name(names, s),
                city.join(" "),
                hand.join(" "),
                self.purse(s),
                self.stones(s)
            );
        }
        out.push_str(&self.score_text(names));
        out
    }

    fn score_json(&self) -> Value {
        let seats: Vec<Value> = Seat::all(self.seat_count())
            .map(|s| {
                let points = self.city(s).points();
                let hand: i64 = self.hand(s).iter().map(|c| i64::from(c.card().value)).sum();
                json!({
                    "seat": s,
                    "cards": points.values,
                    "middle": points.middle,
                    "churches": points.churches,
                    "corners": points.corners,
                    "hand": -hand,
                    "total": self.score(s),
                    "purse": self.purse(s),
                })
            })
            .collect();
        json!({"final": self.is_over(), "seats": seats})
    }

    fn score_text(&self, names: &[String]) -> String {
        let mut out = String::new();
        for s in Seat::all(self.seat_count()) {
            let points = self.city(s).points();
            let hand: i64 = self.hand(s).iter().map(|c| i64::from(c.card().value)).sum();
            let _ = writeln!(
                out,
                "{}: {} points (cards {}, middle {}, churches {}, corners {}, hand {}; {} thalers)",
                name(names, s),
                self.score(s),
                points.values,
                points.middle,
                points.churches,
                points.corners,
                -hand,
                self.purse(s)
            );
        }
        out
    }
}

impl Report for Babylon {
    fn position_json(&self) -> Map<String, Value> {
        let mut map = Map::new();
        map.insert("round".into(), json!(self.round()));
        map.insert("rounds".into(), json!(self.rounds()));
        map.insert("phase".into(), json!(self.step()));
        // Several seats write at once: every seat the table waits on.
        map.insert(
            "to_act".into(),
            json!(self.to_act().iter().collect::<Vec<_>>()),
        );
        map.insert("first".into(), json!(self.first()));
        map.insert("card".into(), json!(self.card()));
        map.insert("removed".into(), json!(self.removed()));
        if let Some(mode) = self.mode() {
            map.insert("mode".into(), json!(mode));
            map.insert(
                "penalty".into(),
                json!(self.penalty().map(|(card, _)| card)),
            );
            map.insert("kept_penalties".into(), json!(self.kept_penalties()));
        }
        map.insert("sheets".into(), self.score_json()["seats"].clone());
        map
    }

    fn position_text(&self, names: &[String]) -> String {
        let mut out = String::new();
        match self.outcome() {
            Some(outcome) => {
                let _ = writeln!(out, "Game over: {}", verdict(&outcome, names));
            }
            None => {
                let waiting: Vec<&str> = self.to_act().iter().map(|s| name(names, s)).collect();
                let _ = writeln!(
                    out,
                    "Round {} of {}, {}: waiting on {}",
                    self.round(),
                    self.rounds(),
                    self.step().word(),
                    waiting.join(", ")
                );
            }
        }
        for s in Seat::all(self.seat_count()) {
            let turn = &self.player(s).turn;
            let dice: Vec<String> = turn
                .dice
                .iter()
                .filter(|d| !d.spent)
                .map(|d| d.value.to_string())
                .collect();
            let _ = writeln!(
                out,
                "  {}: {} cells filled; dice left [{}]{}",
                name(names, s),
                self.player(s).sheet.filled.len(),
                dice.join(" "),
                if self.player(s).done { "; done" } else { "" }
            );
        }
        out.push_str(&self.score_text(names));
        out
    }

    fn score_json(&self) -> Value {
        let seats: Vec<Value> = Seat::all(self.seat_count())
            .map(|s| {
                let breakdown = self.breakdown(s);
                let items: Map<String, Value> = breakdown
                    .items()
                    .iter()
                    .map(|(item, points)| ((*item).to_owned(), json!(points)))
                    .collect();
                json!({
                    "seat": s,
                    "items": items,
                    "total": breakdown.total(),
                    "holes": self.player(s).sheet.holes(),
                })
            })
            .collect();
        json!({"final": self.is_over(), "seats": seats})
    }

    fn score_text(&self, names: &[String]) -> String {
        let mut out = String::new();
        for s in Seat::all(self.seat_count()) {
            let breakdown = self.breakdown(s);
            let items: Vec<String> = breakdown
                .items()
                .iter()
                .filter(|(_, points)| *points != 0)
                .map(|(item, points)| format!("{item} {points}"))
                .collect();
            let _ = writeln!(
                out,
                "{}: {} points ({})",
                name(names, s),
                breakdown.total(),
                items.join(", ")
            );
        }
        out
    }
}
