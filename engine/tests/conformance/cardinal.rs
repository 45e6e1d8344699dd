//! Cardinal's probes: every building near the town, and every move of
//! the cardinal after one.

use keystone_engine::cardinal::{self, Cardinal, Colour, Footprint, Shape};
use keystone_engine::Seat;

use super::Subject;

impl Subject for Cardinal {
    const CASES: u32 = 150;
    const LEAVES: bool = true;
    const MAX_ACTIONS: usize = 200;
    fn probes(&self, _seat: Seat, legal: &[cardinal::Action]) -> Vec<cardinal::Action> {
        // Every building near the town; on the first turn the cardinal and
        // the pawn are required, so they are borrowed from a legal turn.
        let borrowed = legal[0];
        let mut out: Vec<cardinal::Action> = cardinal_candidates(self)
            .into_iter()
            .map(|mut candidate| {
                if self.cardinal().is_none() {
                    candidate.pawn = borrowed.pawn;
                    candidate.cardinal = borrowed
                        .cardinal
                        .filter(|c| !candidate.footprint.covers(*c));
                }
                candidate
            })
            .collect();
        // Every cardinal move near the town, after a legal building.
        let building = legal[legal.len() / 2];
        let (low, high) = self.town().bounds();
        for x in low.x - 2..=high.x + 2 {
            for y in low.y - 2..=high.y + 2 {
                out.push(cardinal::Action {
                    cardinal: Some(cardinal::Cell::new(x, y)),
                    ..building
                });
            }
        }
        out
    }
    fn invariants(&self) -> Result<(), String> {
        Ok(())
    }
}

/// Every building that could be written near the town, without cardinal
/// or pawn: a superset of the legal buildings.
fn cardinal_candidates(game: &Cardinal) -> Vec<cardinal::Action> {
    let (low, high) = game.town().bounds();
    let mut footprints = Vec::new();
    for x in low.x - 2..=high.x + 2 {
        for y in low.y - 2..=high.y + 2 {
            let at = cardinal::Cell::new(x, y);
            footprints.push((Shape::House, Footprint::one(at)));
            footprints.push((Shape::Tower, Footprint::one(at)));
            footprints.push((
                Shape::Place,
                Footprint::two(at, cardinal::Cell::new(x + 1, y)),
            ));
            footprints.push((
                Shape::Place,
                Footprint::two(at, cardinal::Cell::new(x, y + 1)),
            ));
        }
    }
    let mut out = Vec::new();
    for colour in Colour::ALL {
        for &(shape, footprint) in &footprints {
            out.push(cardinal::Action {
                colour: Some(colour),
                shape,
                footprint,
                cardinal: None,
                pawn: None,
            });
        }
    }
    out
}
