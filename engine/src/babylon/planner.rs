//! Keystone's play in Babylon: a planner rather than the generic search.
//! The Write has hundreds of actions a step and nothing hidden, so a seat's
//! whole Write is planned as a beam search over its own sheet (each Write
//! action touches that sheet only, Y22), scored by the sheet's points and
//! what it builds towards. Earlier steps (penalty, tile, bonus, die) are
//! chosen by playing the rest of the round out for each choice, others
//! playing their defaults (Y44), and planning this seat's Write after it.

use super::Babylon;
use super::action::Action;
use super::error::Step;
use super::manifest as m;
use super::sheet::{Cell, Resource, Sheet};
use crate::game::Game;
use crate::seat::Seat;

/// How many plans the beam keeps for a search `effort` (the level's
/// iterations: 150, 800, 3,000).
fn width(effort: u32) -> usize {
    (1 + effort as usize / 400).min(8)
}

/// What `seat`'s sheet is worth: its score now, and, while rounds remain,
/// what it builds towards (filled rows, icons waiting for a shape, half
/// done sections, stored resources).
pub fn value(game: &Babylon, seat: Seat) -> f64 {
    let sheet = &game.player(seat).sheet;
    let score = game.breakdown(seat).total() as f64;
    let rounds = f64::from(game.rounds().max(1));
    let left = f64::from(game.rounds().saturating_sub(game.round())) / rounds;
    score + left * potential(sheet)
}

fn potential(sheet: &Sheet) -> f64 {
    let mut p = 0.35 * sheet.filled.len() as f64;
    for y in 0..sheet.printed().rows as i8 {
        let n = (0..m::TOWER_WIDTH as i8)
            .filter(|&x| Cell::at(x, y).is_some_and(|c| sheet.filled.contains(c)))
            .count() as f64;
        if n < f64::from(m::TOWER_WIDTH) {
            p += 3.0 * (n / f64::from(m::TOWER_WIDTH)).powi(2);
        }
    }
    let printed = sheet.printed();
    for cell in sheet.circled.iter() {
        if !sheet.filled.contains(cell) {
            let icon = printed.icon(cell).expect("circled icons are printed");
            p += 0.6 * m::icon_points(icon) as f64;
        }
    }
    if sheet.amphorae < m::AMPHORAE {
        p += f64::from(sheet.amphorae);
    }
    p += 1.5 * f64::from(sheet.vase_rows % m::BIG_AMPHORA_ROWS);
    if !sheet.wall_complete() {
        p += f64::from(sheet.wall.iter().sum::<u8>());
    }
    if !sheet.has(super::sheet::Building::House) {
        p += f64::from(sheet.garden);
    }
    p += 0.6 * f64::from(sheet.carts % m::CARTS_PER_COLUMN);
    if !sheet.river_ship() {
        p += 0.5 * f64::from(sheet.river[0] + sheet.river[1]);
    }
    p += 0.8 * f64::from(sheet.stored(Resource::Wood));
    p
}

/// The best Write found for `seat` from here, ending in `done`, with its
/// value.
pub fn plan_write(game: &Babylon, seat: Seat, width: usize) -> (Vec<Action>, f64) {
    let mut best = (vec![Action::Done], value(game, seat));
    let mut beam: Vec<(Babylon, Vec<Action>)> = vec![(game.clone(), Vec::new())];
    let mut legal = Vec::new();
    for _ in 0..16 {
        let mut children: Vec<(f64, Babylon, Vec<Action>)> = Vec::new();
        for (state, path) in &beam {
            state.legal_actions(seat, &mut legal);
            for &action in &legal {
                if matches!(action, Action::Undo | Action::Done) {
                    continue;
                }
                let mut child = state.clone();
                if child.apply(seat, &action).is_err() {
                    continue;
                }
                let v = value(&child, seat);
                let mut steps = path.clone();
                steps.push(action);
                children.push((v, child, steps));
            }
        }
        if children.is_empty() {
            break;
        }
        children.sort_by(|a, b| b.0.total_cmp(&a.0));
        // Different orders of the same actions reach the same sheet: keep
        // one of each.
        let mut kept: Vec<(f64, Babylon, Vec<Action>)> = Vec::new();
        for child in children {
            let me = child.1.player(seat);
            let same = kept.iter().any(|k| {
                let other = k.1.player(seat);
                other.sheet == me.sheet && other.turn == me.turn
            });
            if !same {
                kept.push(child);
            }
            if kept.len() >= width {
                break;
            }
        }
        for (v, state, path) in &kept {
            // A pending bonus is resolved or lapses at done: a plan may end
            // only where the seat could say done without losing what it
            // counted on.
            if *v > best.1 && state.player(seat).turn.pending.is_none() {
                let mut steps = path.clone();
                steps.push(Action::Done);
                best = (steps, *v);
            }
        }
        beam = kept.into_iter().map(|(_, g, p)| (g, p)).collect();
    }
    best
}

/// Plays the round out from `game` (this seat by the planner at `width`,
/// the others by their defaults) and values `seat`'s sheet at its end.
fn rollout(mut game: Babylon, seat: Seat, width: usize) -> f64 {
    let round = game.round();
    let mut guard = 0;
    while game.round() == round && !game.is_over() && guard < 200 {
        guard += 1;
        let to_act = game.to_act();
        let mover = if to_act.contains(seat) {
            seat
        } else {
            to_act.iter().next().expect("someone acts")
        };
        if mover == seat && game.step() == Step::Write {
            let (plan, _) = plan_write(&game, seat, width);
            for action in plan {
                if game.apply(seat, &action).is_err() {
                    break;
                }
            }
            continue;
        }
        let action = if mover == seat {
            quick(&game, seat)
        } else {
            game.default_action(mover)
        };
        let Some(action) = action else {
            break;
        };
        if game.apply(mover, &action).is_err() {
            break;
        }
    }
    value(&game, seat)
}

/// A fast choice for this seat's own steps inside a rollout.
fn quick(game: &Babylon, seat: Seat) -> Option<Action> {
    match game.step() {
        Step::Papyrus | Step::PondSpace => best_by(game, seat, |g| value(g, seat)),
        _ => game.default_action(seat),
    }
}

/// The legal action of `seat` whose result `score` rates highest.
fn best_by(game: &Babylon, seat: Seat, score: impl Fn(&Babylon) -> f64) -> Option<Action> {
    let mut legal = Vec::new();
    game.legal_actions(seat, &mut legal);
    let mut best: Option<(f64, Action)> = None;
    for action in legal {
        let mut next = game.clone();
        if next.apply(seat, &action).is_err() {
            continue;
        }
        let v = score(&next);
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, action));
        }
    }
    best.map(|(_, a)| a)
}

/// Keystone's action for `seat`, with `effort` the level's iterations.
pub fn choose(game: &Babylon, seat: Seat, effort: u32) -> Option<Action> {
    if !game.to_act().contains(seat) {
        return None;
    }
    let width = width(effort);
    match game.step() {
        Step::Write => plan_write(game, seat, width).0.first().copied(),
        Step::Papyrus | Step::PondSpace => best_by(game, seat, |g| rollout(g.clone(), seat, 1)),
        // The tile, the die and the penalty: each choice played out.
        Step::Place | Step::Draft | Step::Penalty => {
            let inner = if game.step() == Step::Draft { width } else { 1 };
            best_by(game, seat, |g| rollout(g.clone(), seat, inner))
        }
        Step::Over => None,
    }
}
