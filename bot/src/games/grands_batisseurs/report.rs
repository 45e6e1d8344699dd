//! What the record tools (`keystone replay`, `keystone score`) say of a
//! position, in English: the console's and scripts' words.

use std::fmt::Write as _;

use keystone_engine::grands_batisseurs::{GrandsBatisseurs, Pile};
use keystone_engine::{Game, Seat};
use serde_json::{Map, Value, json};

use crate::games::report::{Report, name, verdict};

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
