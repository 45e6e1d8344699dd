//! The game summed up in words: what its pictures print, its result and
//! scoring in the reader's language, and its rules in brief.

use super::*;

/// "Scoring 1/3: Alice +5, Bob +3" when `game` scored since `before`.
pub(super) fn scored_since(
    game: &Basilica,
    before: &Basilica,
    names: &[&str],
    lang: Lang,
) -> Option<String> {
    if before.scorings() >= game.scorings() {
        return None;
    }
    let (now, then) = (
        keystone_engine::Game::scores(game),
        keystone_engine::Game::scores(before),
    );
    let gains: Vec<String> = names
        .iter()
        .zip(now.iter().zip(&then))
        .map(|(name, (now, then))| format!("{name} +{}", now - then))
        .collect();
    Some(t!(
        lang,
        "basilica-board-scored",
        count = i64::from(game.scorings()),
        gains = gains.join(", ")
    ))
}

/// Every word drawn on the board, in `lang`.
pub fn labels(
    view: &keystone_engine::basilica::BasilicaView,
    names: [&str; 2],
    lang: Lang,
) -> Labels {
    let name = |seat: Seat| names[seat.index()];
    let status = if let Some(outcome) = &view.outcome {
        let how = match view.end {
            Some(End::PileExhausted) => "pile",
            Some(End::Left(_)) => "left",
            _ => "third-scoring",
        };
        match outcome.winner() {
            Some(winner) => {
                let (first, second) = winner_first(&outcome.scores, winner);
                t!(
                    lang,
                    "basilica-board-won",
                    name = name(winner),
                    first = first,
                    second = second,
                    how = how
                )
            }
            None => t!(
                lang,
                "basilica-board-draw",
                first = outcome.scores[0],
                second = outcome.scores[1],
                how = how
            ),
        }
    } else if let Some(question) = view.question {
        let asked = name(view.active.next(2));
        match question.offer {
            PaidOffer::Confusion { from, to } => t!(
                lang,
                "basilica-board-question-confusion",
                name = asked,
                from = from.to_string(),
                to = to.to_string()
            ),
            offer => t!(
                lang,
                "basilica-board-question",
                name = asked,
                order = offer.order().word()
            ),
        }
    } else {
        t!(
            lang,
            "basilica-board-to-play",
            name = name(view.active),
            actions = i64::from(view.actions_left)
        )
    };
    Labels {
        status: crate::games::pictured(status),
        king: t!(lang, "basilica-board-king"),
        scorings: t!(lang, "basilica-board-scorings"),
        pile: t!(lang, "basilica-board-pile"),
        discard: t!(lang, "basilica-board-discard"),
        ran_out: t!(lang, "basilica-board-ran-out"),
        points: t!(lang, "basilica-board-points"),
        coins: t!(lang, "basilica-board-coins"),
        builders: t!(lang, "basilica-board-builders"),
        tokens: t!(lang, "basilica-board-tokens"),
        to_play: [
            String::new(),
            t!(lang, "basilica-board-footer-to-play", actions = 1),
            t!(lang, "basilica-board-footer-to-play", actions = 2),
            t!(lang, "basilica-board-footer-to-play", actions = 3),
        ],
        asked: t!(lang, "basilica-board-footer-asked"),
        winner: t!(lang, "basilica-board-footer-winner"),
        orders: Order::ALL.map(|o| order(o, lang)),
        ranks: Rank::ALL.map(|r| t!(lang, "basilica-board-rank-letter", rank = r.word())),
        colours: Colour::ALL.map(|c| t!(lang, "basilica-board-colour-letter", colour = c.name())),
        scores: Vec::new(),
    }
}

/// The winner's score, then the other's: "Keystone wins 47–9", whichever
/// seat won.
pub(super) fn winner_first(scores: &[i64], winner: Seat) -> (i64, i64) {
    let won = scores.get(winner.index()).copied().unwrap_or(0);
    let other = scores
        .iter()
        .enumerate()
        .find(|(i, _)| *i != winner.index())
        .map_or(0, |(_, s)| *s);
    (won, other)
}

/// "Alice wins 52–37." or "A draw, 40–40."
pub(super) fn result(game: &Basilica, names: &[&str], lang: Lang) -> String {
    let scores = keystone_engine::Game::scores(game);
    match keystone_engine::Game::outcome(game).and_then(|o| o.winner()) {
        Some(winner) => {
            let (first, second) = winner_first(&scores, winner);
            t!(
                lang,
                "basilica-result-won",
                name = name(names, winner),
                first = first,
                second = second
            )
        }
        None => t!(
            lang,
            "basilica-result-draw",
            first = scores[0],
            second = scores[1]
        ),
    }
}

/// A scoring zone by zone.
pub(super) fn breakdown(scoring: &Scoring, names: &[&str], lang: Lang) -> Vec<String> {
    let (one, two) = (
        name(names, Seat::from_index(0)),
        name(names, Seat::from_index(1)),
    );
    scoring
        .zones
        .iter()
        .filter(|z| z.strength != [0, 0])
        .map(|zone| {
            let cells: Vec<String> = zone.cells.iter().map(ToString::to_string).collect();
            let outcome = match zone.majority {
                Some(seat) => t!(lang, "basilica-zone-majority", name = name(names, seat)),
                None => t!(lang, "basilica-zone-tied"),
            };
            t!(
                lang,
                "basilica-zone",
                colour = zone.color.name(),
                cells = cells.join(" "),
                value = i64::from(zone.value),
                first = one,
                first_strength = i64::from(zone.strength[0]),
                second = two,
                second_strength = i64::from(zone.strength[1]),
                outcome = outcome,
                first_points = i64::from(zone.points[0]),
                second_points = i64::from(zone.points[1])
            )
        })
        .collect()
}

/// The topics of the rules in brief, as `/game rules` takes them.
pub(super) const TOPICS: [&str; 8] = [
    "turn", "vault", "builder", "orders", "paid", "scoring", "end", "notation",
];

/// Rule summaries with rule ids, by topic.
pub(super) fn rules(topic: Option<&str>, lang: Lang) -> String {
    let text = |topic: &str| match topic {
        "turn" => t!(lang, "basilica-rules-turn"),
        "vault" => t!(lang, "basilica-rules-vault"),
        "builder" => t!(lang, "basilica-rules-builder"),
        "orders" => t!(lang, "basilica-rules-orders"),
        "paid" => t!(lang, "basilica-rules-paid"),
        "scoring" => t!(lang, "basilica-rules-scoring"),
        "end" => t!(lang, "basilica-rules-end"),
        _ => t!(lang, "basilica-rules-notation"),
    };
    crate::games::rules_by_topic(
        topic,
        &TOPICS,
        lang,
        |topics| t!(lang, "basilica-rules", topics = topics),
        text,
    )
}
