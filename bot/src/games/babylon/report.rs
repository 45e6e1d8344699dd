//! What the record tools (`keystone replay`, `keystone score`) say of a
//! position, in English: the console's and scripts' words.

use std::fmt::Write as _;

use keystone_engine::babylon::Babylon;
use keystone_engine::{Game, Seat};
use serde_json::{Map, Value, json};

use crate::games::report::{Report, name, verdict};

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
