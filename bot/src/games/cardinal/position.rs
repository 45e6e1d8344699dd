//! The town in words: the cathedral, every building in the order it was
//! built, the cardinal, and the building zones; the status says the rest.

use keystone_engine::cardinal::town::{CATHEDRAL_NAVE, CATHEDRAL_TOWER};

use super::*;

/// The town, a line a building.
pub(super) fn position(game: &Cardinal, _names: &[&str], lang: Lang) -> Vec<String> {
    let view = Game::view(game, None);
    let town = view.town();
    let mut lines = vec![t!(
        lang,
        "cardinal-place-cathedral",
        tower = CATHEDRAL_TOWER.to_string(),
        nave = CATHEDRAL_NAVE.to_string()
    )];
    lines.extend(town.buildings().iter().map(|b| {
        t!(
            lang,
            "cardinal-place-building",
            building = building(b.colour, b.shape, lang),
            cells = b.footprint.to_string()
        )
    }));
    lines.push(match view.cardinal() {
        Some(cell) => t!(lang, "cardinal-place-cardinal", cell = cell.to_string()),
        None => t!(lang, "cardinal-place-no-cardinal"),
    });
    let zones: Vec<String> = town.zones().iter().map(ToString::to_string).collect();
    lines.push(t!(lang, "cardinal-place-zones", zones = zones.join("; ")));
    lines
}
