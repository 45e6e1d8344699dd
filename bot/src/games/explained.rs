//! A finished game's scores in words, item by item: the same for every
//! game, each item worded by its game (see [`super::Words::score_item`]).

use keystone_engine::{Seat, Tally};

use super::Words;
use crate::i18n::Lang;
use crate::t;

/// Points as a player reads them: a true minus sign for what is taken off.
fn signed(points: i64) -> String {
    if points < 0 {
        format!("−{}", points.unsigned_abs())
    } else {
        points.to_string()
    }
}

/// An item's points as a term of a sum: `+12`, `−8`.
pub(crate) fn term(points: i64) -> String {
    if points < 0 {
        signed(points)
    } else {
        format!("+{points}")
    }
}

/// Each seat's score of `game`'s `tally`, a line a seat
/// (`Ben 22: red pawns taken 9 (C10) · …`), in seat order, a seat that
/// left said so; then a line for each tie-break that decided between the
/// best equal scores.
pub(super) fn explained<G: Words>(
    game: &G,
    tally: &Tally,
    names: &[&str],
    lang: Lang,
) -> Vec<String> {
    let outcome = game.outcome();
    let left = |seat: Seat| outcome.as_ref().is_some_and(|o| o.left.contains(&seat));
    let name = |seat: Seat| names.get(seat.index()).copied().unwrap_or("?");
    let totals = tally.totals();
    let mut lines: Vec<String> = Seat::all(game.seat_count())
        .map(|seat| {
            let items = &tally.seats[seat.index()];
            let words: Vec<String> = items
                .iter()
                .map(|item| {
                    t!(
                        lang,
                        "score-item",
                        item = G::score_item(item, lang),
                        points = term(item.points),
                        rule = item.rule.to_string()
                    )
                })
                .collect();
            let who = if left(seat) {
                t!(lang, "seat-left", name = name(seat))
            } else {
                name(seat).to_owned()
            };
            if words.is_empty() {
                t!(lang, "score-nothing", name = who)
            } else {
                t!(
                    lang,
                    "score-explained",
                    name = who,
                    total = signed(totals[seat.index()]),
                    items = words.join(" · ")
                )
            }
        })
        .collect();
    let playing: Vec<bool> = Seat::all(game.seat_count()).map(|s| !left(s)).collect();
    let best = Seat::all(game.seat_count())
        .filter(|s| playing[s.index()])
        .map(|s| totals[s.index()])
        .max();
    let mut tied: Vec<Seat> = Seat::all(game.seat_count())
        .filter(|s| playing[s.index()] && Some(totals[s.index()]) == best)
        .collect();
    for (i, tie_break) in tally.decisive(&playing).iter().enumerate() {
        let values: Vec<String> = tied
            .iter()
            .map(|&s| format!("{} {}", name(s), tie_break.values[s.index()]))
            .collect();
        lines.push(t!(
            lang,
            "score-tie-break",
            first = if i == 0 { "yes" } else { "no" },
            points = signed(best.unwrap_or(0)),
            item = G::tie_break(tie_break.item, lang),
            fewer = if tie_break.fewer_wins { "yes" } else { "no" },
            values = values.join(", "),
            rule = tie_break.rule.to_string()
        ));
        let key = |s: &Seat| {
            let v = tie_break.values[s.index()];
            if tie_break.fewer_wins { -v } else { v }
        };
        let top = tied.iter().map(key).max();
        tied.retain(|s| Some(key(s)) == top);
    }
    lines
}

/// Each seat's score of a finished `game` as a picture prints it, by
/// seat: its items with their points, then the rules that count them once
/// (`a city of 8 cards +29 · 2 cards left in hand −8 (G12)`), and the
/// tie-breaks that decided when the seat was among the best equal scores;
/// empty before the end.
pub(crate) fn printed<G: Words>(game: &G, lang: Lang) -> Vec<String> {
    let Some(tally) = game.tally() else {
        return Vec::new();
    };
    let outcome = game.outcome();
    let playing: Vec<bool> = Seat::all(game.seat_count())
        .map(|s| outcome.as_ref().is_none_or(|o| !o.left.contains(&s)))
        .collect();
    let totals = tally.totals();
    let best = (0..totals.len())
        .filter(|&s| playing[s])
        .map(|s| totals[s])
        .max();
    let decisive = tally.decisive(&playing);
    tally
        .seats
        .iter()
        .enumerate()
        .map(|(s, items)| {
            let mut rules: Vec<String> = Vec::new();
            let mut words: Vec<String> = items
                .iter()
                .map(|item| {
                    let rule = item.rule.to_string();
                    if !rules.contains(&rule) {
                        rules.push(rule);
                    }
                    format!("{} {}", G::score_item(item, lang), term(item.points))
                })
                .collect();
            if playing[s] && Some(totals[s]) == best {
                for tie_break in decisive {
                    let rule = tie_break.rule.to_string();
                    if !rules.contains(&rule) {
                        rules.push(rule);
                    }
                    words.push(format!(
                        "{} {}",
                        G::tie_break(tie_break.item, lang),
                        tie_break.values[s]
                    ));
                }
            }
            if words.is_empty() {
                String::new()
            } else {
                format!("{} ({})", words.join(" · "), rules.join(", "))
            }
        })
        .collect()
}
