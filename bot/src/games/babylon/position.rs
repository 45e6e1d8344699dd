//! The board and the sheets in words: the round's tile, then each
//! player's tower and what every part of their sheet is worth so far; the
//! status says the round, the dice and the totals.

use keystone_engine::babylon::{Metal, Resource};

use super::*;

/// The tile, then two lines a player: their tower's filled cells and
/// their sheet's parts that count.
pub(super) fn position(game: &Babylon, names: &[&str], lang: Lang) -> Vec<String> {
    let view = game.view(None);
    let mut lines = Vec::new();
    if let Some(placed) = view.placed {
        lines.push(t!(
            lang,
            "babylon-where-tile",
            tile = format!("{}{}", placed.tile, placed.side.letter()),
            cells = board_cells(placed.cells, lang)
        ));
    }
    for (i, player) in view.players.iter().enumerate() {
        let who = name(names, Seat::from_index(i));
        let sheet = &player.sheet;
        lines.push(if sheet.filled.is_empty() {
            t!(lang, "babylon-where-no-tower", name = who)
        } else {
            t!(
                lang,
                "babylon-where-tower",
                name = who,
                shapes = sheet.shapes.len() as i64,
                cells = sheet.filled.to_string()
            )
        });
        let items: Vec<String> = player
            .score
            .items()
            .iter()
            .filter(|(_, points)| *points != 0)
            .map(|&(item, points)| format!("{} {points}", t!(lang, "babylon-item", item = item)))
            .collect();
        lines.push(t!(
            lang,
            "babylon-where-sheet",
            name = who,
            wood = i64::from(sheet.stored(Resource::Wood)),
            wheat = i64::from(sheet.stored(Resource::Wheat)),
            gold = i64::from(sheet.track(Metal::Gold).unspent()),
            stone = i64::from(sheet.track(Metal::Stone).unspent()),
            items = if items.is_empty() { "–".to_owned() } else { items.join(", ") }
        ));
    }
    lines
}
