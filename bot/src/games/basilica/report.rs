//! What the record tools (`keystone replay`, `keystone score`) say of a
//! position, in English: the console's and scripts' words.

use std::fmt::Write as _;

use keystone_engine::basilica::{Basilica, PaidOffer, Square, TileId};
use keystone_engine::{Game, Seat};
use serde_json::{Map, Value, json};

use crate::games::report::{Report, name, verdict};

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
