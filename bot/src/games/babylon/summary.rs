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
pub(super) const TOPICS: [&str; 7] = [
    "round", "draft", "write", "tower", "points", "solo", "notation",
];

/// Rule summaries with rule ids, by topic.
pub(super) fn rules(topic: Option<&str>, lang: Lang) -> String {
    crate::games::rules_by_topic(
        topic,
        &TOPICS,
        lang,
        |topics| t!(lang, "babylon-rules", topics = topics),
        |topic| match topic {
            "points" => points(lang),
            _ => t!(lang, "babylon-rules-topic", topic = topic.to_owned()),
        },
    )
}

/// Every scoring number (Y33, Y40), from the engine's own tables: those
/// of the manifest new games play.
fn points(lang: Lang) -> String {
    use keystone_engine::babylon::{TowerIcon, manifest as m};
    let tables = m::tables(m::MANIFEST_VERSION).expect("the current manifest");
    let carts: Vec<String> = m::CART_COLUMNS.iter().map(i64::to_string).collect();
    t!(
        lang,
        "babylon-rules-points",
        river_icons = i64::from(m::RIVER_WOOD + m::RIVER_WHEAT),
        river = m::RIVER_SHIP_POINTS,
        wheat = m::STORED_WHEAT_POINTS,
        wheat_box = m::WHEAT_BOX_POINTS,
        amphorae = i64::from(m::AMPHORAE),
        pottery = m::POTTERY_POINTS,
        amphora_rows = i64::from(m::BIG_AMPHORA_ROWS),
        big_amphora = m::BIG_AMPHORA_POINTS,
        wall = m::WALL_POINTS,
        house = m::HOUSE_POINTS,
        garden_palm = m::GARDEN_PALM_POINTS,
        carts = carts.join(" / "),
        mine = m::MINE_POINTS,
        art = m::icon_points(TowerIcon::Art),
        mosaic = m::icon_points(TowerIcon::Mosaic),
        palm = m::icon_points(TowerIcon::Palm),
        lion = m::icon_points(TowerIcon::Lion),
        height = m::HEIGHT_POINTS,
        foundation_rows = i64::from(m::FOUNDATION_ROWS),
        foundation = m::FOUNDATION_POINTS,
        stability = m::STABILITY_POINTS,
        door_cells = tables.door.join(" "),
        door = m::DOOR_POINTS,
        big_window_cells = tables.big_windows.join(" "),
        big_windows = m::BIG_WINDOW_POINTS,
        small_window_cells = tables.small_windows.join(" "),
        small_windows = m::SMALL_WINDOW_POINTS,
        gold = m::GOLD_POINTS,
        stone = m::STONE_POINTS,
        penalty = tables.penalty_points,
        goal = m::GOAL
    )
}
