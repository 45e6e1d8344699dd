//! Every legal action of a seat now: the placements, the draft's dice and
//! every Write action its sheet allows.

use crate::babylon::action::{Action, Deed, Pay};
use crate::babylon::board::BoardCells;
use crate::babylon::error::Step;
use crate::babylon::manifest::{self as m};
use crate::babylon::shape::{Footprint, Shape, Side};
use crate::babylon::sheet::{Building, Cell, Cells, Metal, Resource, Sheet, TowerIcon};
use crate::babylon::{Babylon, Turn};
use crate::seat::Seat;

use super::to_act;
use super::write::{Ctx, act, choices, free_placements, pencil_spots};

/// Every legal action of `seat` now, into `out`.
pub(in crate::babylon) fn legal_actions(game: &Babylon, seat: Seat, out: &mut Vec<Action>) {
    out.clear();
    if !to_act(game).contains(seat) {
        return;
    }
    let player = &game.players[seat.index()];
    match game.step {
        Step::Penalty => out.extend([
            Action::Penalty { accept: true },
            Action::Penalty { accept: false },
        ]),
        Step::Place => out.extend(placements(game)),
        Step::Papyrus | Step::PondSpace => {
            if let Some(bonus) = player.turn.pending {
                out.extend(choices(&player.sheet, bonus).into_iter().map(Action::Bonus));
            }
            out.push(Action::Skip);
        }
        Step::Draft => {
            let banned = game.closed().map(|(_, v)| v);
            for value in 1..=6u8 {
                if game.blue[usize::from(value) - 1] > 0 && banned != Some(value) {
                    out.push(Action::Take(value));
                }
            }
            if game.green > 0 {
                out.push(Action::TakeGreen);
            }
        }
        Step::Write => write_actions(game, seat, out),
        Step::Over => {}
    }
}

/// Every placement of this round's tiles (Y19), in canonical order: tile,
/// side, then cells.
pub(super) fn placements(game: &Babylon) -> Vec<Action> {
    let Some(card) = game.card() else {
        return Vec::new();
    };
    let shape = Shape::of_tile(card);
    let mut out = Vec::new();
    for tile in shape.tiles() {
        for side in Side::ALL {
            let mut spots: Vec<BoardCells> = Footprint::of(shape, side)
                .placements(3, 3)
                .iter()
                .filter_map(|cells| BoardCells::from_xy(cells))
                .collect();
            spots.sort_by_key(|c| c.iter().collect::<Vec<_>>());
            spots.dedup();
            out.extend(
                spots
                    .into_iter()
                    .map(|cells| Action::Tile { tile, side, cells }),
            );
        }
    }
    out
}

/// Every legal Write action of `seat`: candidates for each kind of action,
/// kept if they apply.
fn write_actions(game: &Babylon, seat: Seat, out: &mut Vec<Action>) {
    let player = &game.players[seat.index()];
    let (sheet, turn) = (&player.sheet, &player.turn);
    let ctx = Ctx::of(game);
    let mut candidates: Vec<Action> = Vec::new();
    if let Some(bonus) = turn.pending {
        candidates.extend(choices(sheet, bonus).into_iter().map(Action::Bonus));
        candidates.push(Action::Skip);
    } else if !turn.drew {
        write_candidates(&ctx, sheet, turn, &mut candidates);
    }
    let mut events = Vec::new();
    for action in candidates {
        let (mut s, mut t) = (sheet.clone(), turn.clone());
        if act(&ctx, seat, &mut s, &mut t, &action, &mut events).is_ok() {
            out.push(action);
        }
        events.clear();
    }
    if !player.undo.is_empty() {
        out.push(Action::Undo);
    }
    out.push(Action::Done);
}

/// A superset of the legal Write actions without a pending bonus.
fn write_candidates(ctx: &Ctx, sheet: &Sheet, turn: &Turn, out: &mut Vec<Action>) {
    let printed = sheet.printed();
    let values = turn.unspent_values();
    let uncircled =
        |icon: TowerIcon| Cells(printed.icons[icon as usize].0 & !sheet.circled.0).iter();
    let mut deeds: Vec<Deed> = Vec::new();
    deeds.extend(uncircled(TowerIcon::Art).map(Deed::Art));
    deeds.extend(uncircled(TowerIcon::Mosaic).map(Deed::Mosaic));
    deeds.extend(uncircled(TowerIcon::Palm).map(Deed::Palm));
    deeds.extend(uncircled(TowerIcon::Lion).map(Deed::Lion));
    deeds.extend(Deed::PLAIN);
    if !sheet.has(Building::Statue) {
        let lions: Vec<Cell> = uncircled(TowerIcon::Lion).collect();
        deeds.extend(statue_choices(&lions).into_iter().map(Deed::Statue));
    }
    for cell in Cells(!sheet.filled.0 & ((1u64 << 60) - 1)).iter() {
        deeds.push(Deed::Mason(Cells::EMPTY.with(cell)));
        for n in cell
            .neighbours()
            .filter(|&n| n > cell && !sheet.filled.contains(n))
        {
            deeds.push(Deed::Mason(Cells::EMPTY.with(cell).with(n)));
        }
    }
    deeds.extend(
        pencil_spots(sheet)
            .into_iter()
            .map(|(i, c)| Deed::Pencil(i, c)),
    );
    let (tent, boat) = (sheet.has(Building::Tent), sheet.has(Building::Boat));
    for deed in deeds {
        let section = deed.section();
        // Only the ways the section can be reached: open, or the Pond.
        let covered = ctx.covered.contains(section.icon());
        let ponds: &[bool] = match deed {
            Deed::River(_) => &[false],
            _ if covered => &[true, false],
            _ => &[false],
        };
        let allowed = deed.dice(tent, boat);
        for &pond in ponds {
            if allowed == 0 {
                out.push(Action::Write {
                    pond,
                    deed,
                    pay: None,
                });
                continue;
            }
            for &value in &values {
                if allowed & (1 << value) != 0 {
                    out.push(Action::Write {
                        pond,
                        deed,
                        pay: Some(Pay::Die(value)),
                    });
                }
            }
            if matches!(deed, Deed::Pencil(..)) {
                for resource in Resource::ALL {
                    out.push(Action::Write {
                        pond,
                        deed,
                        pay: Some(Pay::Resource(resource)),
                    });
                }
            }
        }
    }
    for metal in Metal::ALL {
        out.push(Action::ConvertWood(metal));
    }
    out.push(Action::ConvertWheat);
    if let Some(placed) = ctx.placed {
        out.extend(
            free_placements(sheet, &[placed.footprint()])
                .into_iter()
                .map(Action::Draw),
        );
    }
}

/// The statue's choices: 3 of the uncircled printed lions, or all of them
/// when fewer remain.
fn statue_choices(lions: &[Cell]) -> Vec<Cells> {
    if lions.len() <= m::STATUE_LIONS {
        return vec![Cells::of(lions.iter().copied())];
    }
    let mut out = Vec::new();
    let n = lions.len();
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                out.push(Cells::of([lions[a], lions[b], lions[c]]));
            }
        }
    }
    out
}
