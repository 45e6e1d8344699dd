//! A one-step greedy player: each action is the one whose sheet scores
//! best right after it, with small weights for what scores later (filled
//! cells, circled icons, resources). A baseline for balance and a source
//! of example games, not Keystone's search.

use super::Babylon;
use super::action::Action;
use super::error::Step;
use super::sheet::{Resource, Sheet};
use crate::game::Game;
use crate::seat::Seat;

/// How good `sheet` looks: its score now plus what it builds towards.
pub fn value(sheet: &Sheet) -> f64 {
    let score = sheet.score().total() as f64;
    let progress = 0.5 * sheet.filled.len() as f64
        + 0.8 * sheet.circled.len() as f64
        + 0.6 * f64::from(sheet.amphorae + sheet.garden + sheet.carts + sheet.vase_rows)
        + 0.6 * f64::from(sheet.wall.iter().sum::<u8>())
        + 0.5 * f64::from(sheet.river[0] + sheet.river[1])
        + 0.3 * f64::from(sheet.stored(Resource::Wood));
    score + progress
}

/// The greedy choice of `seat` now, or `None` if it need not act.
pub fn choose(game: &Babylon, seat: Seat) -> Option<Action> {
    let mut legal = Vec::new();
    game.legal_actions(seat, &mut legal);
    if legal.is_empty() {
        return None;
    }
    match game.step() {
        Step::Penalty => return Some(Action::Penalty { accept: true }),
        Step::Draft => return game.default_action(seat),
        _ => {}
    }
    let base = value(&game.player(seat).sheet);
    // The round shape ends the Write: it waits until nothing else gains.
    let mut best: Option<(f64, Action)> = None;
    let mut best_draw: Option<(f64, Action)> = None;
    let mut finish = None;
    for action in legal {
        match action {
            Action::Undo => continue,
            Action::Done | Action::Skip => {
                finish = Some(action);
                continue;
            }
            _ => {}
        }
        let mut next = game.clone();
        if next.apply(seat, &action).is_err() {
            continue;
        }
        let gain = value(&next.player(seat).sheet) - base;
        let slot = if matches!(action, Action::Draw(_)) {
            &mut best_draw
        } else {
            &mut best
        };
        if slot.as_ref().is_none_or(|(g, _)| gain > *g) {
            *slot = Some((gain, action));
        }
    }
    match (best, best_draw) {
        (Some((gain, action)), _) if gain > 0.05 || finish.is_none() => Some(action),
        (_, Some((gain, action))) if gain > 0.0 => Some(action),
        _ => finish,
    }
}
