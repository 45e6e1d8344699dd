//! Zones (B29) and scoring (B30).

use serde::Serialize;

use super::cathedral::{COLUMNS, Cathedral, Cell, Rank};
use super::manifest::Colour;
use crate::seat::Seat;

/// One zone of a scoring, as the `score` command reports it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct ZoneScore {
    /// The zone's colour.
    #[serde(serialize_with = "colour_letter")]
    pub color: Colour,
    /// Its vaults, row by row from the board.
    pub cells: Vec<Cell>,
    /// Vaults, doubled by an architect, then +2 per stained glass.
    pub value: u32,
    /// Each seat's strength: builders, a master mason counting 2.
    pub strength: [u32; 2],
    /// Who has the majority, if anyone.
    pub majority: Option<Seat>,
    /// Points each seat scores here.
    pub points: [u32; 2],
}

fn colour_letter<S: serde::Serializer>(colour: &Colour, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_char(colour.letter())
}

/// A whole scoring: every zone, and the totals.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct Scoring {
    /// Every zone of B29, occupied or not, by colour (Y, B, R, G) then position.
    pub zones: Vec<ZoneScore>,
    /// Points each seat scores in all.
    pub points: [u32; 2],
}

/// The zones of the cathedral (B29): for each colour, the connected groups
/// of vaults showing it, except a joker alone (a zone needs a single-colour
/// vault; jokers never touch, so only a lone joker lacks one).
pub fn zones(cathedral: &Cathedral) -> Vec<(Colour, Vec<Cell>)> {
    let height = cathedral.height();
    let mut zones = Vec::new();
    let mut stack = Vec::new();
    for colour in Colour::ALL {
        let shows = |cell: Cell| {
            cathedral
                .vault(cell)
                .is_some_and(|v| v.tile.tile().colours.has(colour))
        };
        let mut seen = vec![false; height * COLUMNS];
        for (start, _) in cathedral.vaults() {
            let index = |c: Cell| c.row() * COLUMNS + c.col();
            if seen[index(start)] || !shows(start) {
                continue;
            }
            seen[index(start)] = true;
            let mut cells = Vec::new();
            stack.push(start);
            while let Some(cell) = stack.pop() {
                cells.push(cell);
                for n in cell.neighbours() {
                    if n.row() < height && !seen[index(n)] && shows(n) {
                        seen[index(n)] = true;
                        stack.push(n);
                    }
                }
            }
            let lone_joker = cells.len() == 1
                && cathedral
                    .vault(start)
                    .is_some_and(|v| v.tile.tile().is_joker());
            if !lone_joker {
                cells.sort();
                zones.push((colour, cells));
            }
        }
    }
    zones
}

/// Scores one zone (B30).
fn score_zone(cathedral: &Cathedral, color: Colour, cells: Vec<Cell>) -> ZoneScore {
    let mut strength = [0u32; 2];
    let mut builders = [0u32; 2];
    let mut strongman = [false; 2];
    let mut architect = false;
    let mut glass = 0;
    for &cell in &cells {
        let Some(vault) = cathedral.vault(cell) else {
            continue;
        };
        glass += u32::from(vault.glass);
        if let Some(builder) = vault.builder {
            let seat = builder.owner.index();
            builders[seat] += 1;
            strength[seat] += if builder.rank == Some(Rank::Mason) {
                2
            } else {
                1
            };
            strongman[seat] |= builder.rank == Some(Rank::Strongman);
            architect |= builder.rank == Some(Rank::Architect);
        }
    }
    let vaults = cells.len() as u32;
    let value = vaults * if architect { 2 } else { 1 } + 2 * glass;
    let majority = if builders == [0, 0] {
        None
    } else if strength[0] != strength[1] {
        Some(usize::from(strength[1] > strength[0]))
    } else if strongman[0] != strongman[1] {
        // One strongman breaks the tie; one each cancel (B30).
        Some(usize::from(strongman[1]))
    } else {
        None
    };
    let mut points = [0u32; 2];
    if let Some(m) = majority {
        points[m] = value;
        points[1 - m] = builders[1 - m];
    }
    ZoneScore {
        color,
        cells,
        value,
        strength,
        majority: majority.map(Seat::from_index),
        points,
    }
}

/// What a scoring of the cathedral gives now (B30), zone by zone.
pub fn score(cathedral: &Cathedral) -> Scoring {
    let zones: Vec<ZoneScore> = zones(cathedral)
        .into_iter()
        .map(|(colour, cells)| score_zone(cathedral, colour, cells))
        .collect();
    let mut points = [0u32; 2];
    for zone in &zones {
        points[0] += zone.points[0];
        points[1] += zone.points[1];
    }
    Scoring { zones, points }
}
