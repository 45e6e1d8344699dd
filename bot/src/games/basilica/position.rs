//! The cathedral in words, row by row: what a player who cannot see the
//! picture needs besides the status (which says the offer, the scores and
//! the colour zones).

use std::collections::BTreeMap;

use keystone_engine::basilica::Square;

use super::*;

/// Every row that holds something, from the bottom: each cell with its
/// vault, its builder and rank, its stained glass, or its scaffold.
pub(super) fn position(game: &Basilica, names: &[&str], lang: Lang) -> Vec<String> {
    let view = keystone_engine::Game::view(game, None);
    let mut rows: BTreeMap<usize, Vec<String>> = BTreeMap::new();
    for (cell, square) in view.cathedral.squares() {
        let held = match square {
            Square::Empty => continue,
            Square::Scaffold => t!(lang, "basilica-place-scaffold"),
            Square::Vault(vault) => {
                let mut parts = vec![vault_colours(vault.tile, lang)];
                if let Some(builder) = vault.builder {
                    parts.push(t!(
                        lang,
                        "basilica-place-builder",
                        name = name(names, builder.owner),
                        rank = builder.rank.map_or("none", |r| r.word())
                    ));
                }
                if vault.glass {
                    parts.push(t!(lang, "basilica-place-glass"));
                }
                parts.join(", ")
            }
        };
        rows.entry(cell.row_number())
            .or_default()
            .push(format!("{cell} {held}"));
    }
    if rows.is_empty() {
        return vec![t!(lang, "basilica-place-empty")];
    }
    std::iter::once(t!(lang, "basilica-place-cathedral"))
        .chain(rows.into_iter().map(|(row, cells)| {
            t!(lang, "basilica-place-row", row = row, cells = cells.join("; "))
        }))
        .collect()
}

/// A vault by its colours alone (`red`, `joker red-green`), `crowned`:
/// the row's heading says they are vaults, and a cathedral of thirty
/// "red vault"s would not fit a message.
fn vault_colours(tile: TileId, lang: Lang) -> String {
    let tile = tile.tile();
    let colours: Vec<String> = tile.colours.iter().map(|c| colour(c, lang)).collect();
    t!(
        lang,
        "basilica-place-vault",
        colours = colours.join("-"),
        joker = if tile.is_joker() { "yes" } else { "no" },
        crown = if tile.crown { "yes" } else { "no" }
    )
}
