//! What the record tools (`keystone replay`, `keystone score`) say of a
//! position, in English: the console's and scripts' words.

use std::fmt::Write as _;

use keystone_engine::cardinal::{Cardinal, Colour};
use keystone_engine::{Game, Seat};
use serde_json::{Map, Value, json};

use crate::games::report::{Report, name, verdict};

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
                    "pawns": self.counted(s),
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
            let tally = self.counted(s);
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
