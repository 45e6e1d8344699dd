//! Zones (B29) and scoring (B30), on the rows' bitmasks: a zone is a mask
//! per row, and scoring it is counting bits of the builder, rank and glass
//! masks inside it.

use serde::Serialize;

use super::cathedral::{Cathedral, Cell, Row, cells_of};
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

/// Calls `visit` with every zone of the cathedral (B29), as one mask per
/// stored row: for each colour, the connected groups of vaults showing it,
/// except a joker alone (a zone needs a single-colour vault; jokers never
/// touch, so only a lone joker lacks one). Colours in the rules' order, then
/// zones by their lowest cell.
fn for_each_zone(cathedral: &Cathedral, mut visit: impl FnMut(Colour, &[u8])) {
    let rows = cathedral.rows();
    let mut left = vec![0u8; rows.len()];
    let mut zone = vec![0u8; rows.len()];
    for colour in Colour::ALL {
        for (l, row) in left.iter_mut().zip(rows) {
            *l = row.colours[colour as usize];
        }
        let mut first = 0;
        while let Some(start) = left[first..]
            .iter()
            .position(|&m| m != 0)
            .map(|i| first + i)
        {
            first = start;
            zone.fill(0);
            zone[start] = left[start] & left[start].wrapping_neg();
            // Flood fill: grow into adjacent cells of the colour until
            // stable, scanning only the rows the zone spans and their
            // neighbours.
            let (mut low, mut high) = (start, start);
            let mut grown = true;
            while grown {
                grown = false;
                for r in low.saturating_sub(1)..=(high + 1).min(rows.len() - 1) {
                    let below = if r > 0 { zone[r - 1] } else { 0 };
                    let above = zone.get(r + 1).copied().unwrap_or(0);
                    let next = zone[r] | (zone[r] << 1 | zone[r] >> 1 | below | above) & left[r];
                    if next != zone[r] {
                        zone[r] = next;
                        (low, high) = (low.min(r), high.max(r));
                        grown = true;
                    }
                }
            }
            let mut size = 0;
            for r in low..=high {
                left[r] &= !zone[r];
                size += zone[r].count_ones();
            }
            let lone_joker = size == 1 && zone[start] & rows[start].jokers != 0;
            if !lone_joker {
                visit(colour, &zone);
            }
        }
    }
}

/// A zone scored (B30), without its cell list.
struct Tally {
    value: u32,
    strength: [u32; 2],
    majority: Option<usize>,
    points: [u32; 2],
}

fn tally(rows: &[Row], zone: &[u8]) -> Tally {
    let (mut vaults, mut glass, mut architect) = (0, 0, false);
    let (mut builders, mut strength, mut strongman) = ([0u32; 2], [0u32; 2], [false; 2]);
    for (&z, row) in zone.iter().zip(rows).filter(|(z, _)| **z != 0) {
        vaults += z.count_ones();
        glass += (z & row.glass).count_ones();
        architect |= z & row.architects != 0;
        for seat in 0..2 {
            builders[seat] += (z & row.builders[seat]).count_ones();
            // A master mason counts 2: once as a builder, once more here.
            strength[seat] +=
                (z & row.builders[seat]).count_ones() + (z & row.masons[seat]).count_ones();
            strongman[seat] |= z & row.strongmen[seat] != 0;
        }
    }
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
    Tally {
        value,
        strength,
        majority,
        points,
    }
}

/// What a scoring of the cathedral gives now (B30), zone by zone.
pub fn score(cathedral: &Cathedral) -> Scoring {
    let mut scoring = Scoring::default();
    for_each_zone(cathedral, |color, zone| {
        let t = tally(cathedral.rows(), zone);
        scoring.points[0] += t.points[0];
        scoring.points[1] += t.points[1];
        scoring.zones.push(ZoneScore {
            color,
            cells: zone
                .iter()
                .enumerate()
                .flat_map(|(r, &m)| cells_of(r, m))
                .collect(),
            value: t.value,
            strength: t.strength,
            majority: t.majority.map(Seat::from_index),
            points: t.points,
        });
    });
    scoring
}

/// The points a scoring gives now, without the breakdown.
pub(crate) fn points(cathedral: &Cathedral) -> [u32; 2] {
    let mut points = [0u32; 2];
    for_each_zone(cathedral, |_, zone| {
        let t = tally(cathedral.rows(), zone);
        points[0] += t.points[0];
        points[1] += t.points[1];
    });
    points
}
