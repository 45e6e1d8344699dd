//! The game summed up in words: what its pictures print, its result and
//! scoring in the reader's language, and its rules in brief.

use super::*;

/// Every word drawn on the pictures, in `lang`.
pub fn labels(game: &Babylon, names: &[&str], lang: Lang) -> Labels {
    let status = if game.is_over() {
        result(game, names, lang)
    } else if game.step() == Step::Write && game.seat_count() > 1 {
        t!(lang, "babylon-board-writing", names = waiting(game, names))
    } else {
        let who = game.to_act().iter().next().map_or("?", |s| name(names, s));
        t!(
            lang,
            "babylon-board-to-play",
            name = who,
            step = game.step().word()
        )
    };
    Labels {
        status: crate::games::pictured(status),
        words: ENGLISH
            .iter()
            .map(|&(key, _)| {
                let words = match key.strip_prefix("item-") {
                    Some(item) => t!(lang, "babylon-item", item = item),
                    None => t!(lang, "babylon-word", key = key),
                };
                (key, words)
            })
            .collect(),
    }
}

/// "Ada wins: Ada 131, Bob 118." or a solo game's goal reached or missed.
pub(super) fn result(game: &Babylon, names: &[&str], lang: Lang) -> String {
    let Some(outcome) = game.outcome() else {
        return String::new();
    };
    if game.mode().is_some() {
        let total = game.breakdown(Seat::from_index(0)).total();
        return t!(
            lang,
            "babylon-result-solo",
            name = name(names, Seat::from_index(0)),
            total = total,
            goal = manifest::GOAL,
            reached = if outcome.winners.is_empty() {
                "no"
            } else {
                "yes"
            }
        );
    }
    // The winner's score first (Y34).
    let mut order: Vec<Seat> = Seat::all(game.seat_count()).collect();
    order.sort_by_key(|s| {
        (
            !outcome.winners.contains(*s),
            std::cmp::Reverse(outcome.scores[s.index()]),
        )
    });
    let scores: Vec<String> = order
        .iter()
        .map(|&s| {
            let score = format!("{} {}", name(names, s), outcome.scores[s.index()]);
            if outcome.left.contains(&s) {
                t!(lang, "seat-left", name = score)
            } else {
                score
            }
        })
        .collect();
    let winners: Vec<&str> = outcome.winners.iter().map(|s| name(names, s)).collect();
    t!(
        lang,
        "babylon-result",
        names = winners.join(", "),
        count = winners.len() as i64,
        scores = scores.join(", ")
    )
}

/// The topics of the rules in brief, as `/game rules` takes them.
pub(super) const TOPICS: [&str; 6] = ["round", "draft", "write", "tower", "solo", "notation"];

/// Rule summaries with rule ids, by topic.
pub(super) fn rules(topic: Option<&str>, lang: Lang) -> String {
    crate::games::rules_by_topic(
        topic,
        &TOPICS,
        lang,
        |topics| t!(lang, "babylon-rules", topics = topics),
        |topic| t!(lang, "babylon-rules-topic", topic = topic.to_owned()),
    )
}
