//! The round as a state machine (Y17–Y23): reveal, solo penalty, place,
//! first-player bonuses, draft, the simultaneous Write, cleanup; every
//! legal action; departures (Y45) and defaults (Y44).
//!
//! A Write action is tried on a copy of the seat's sheet and round, and
//! kept only if all of it could be carried out (Y27); the copy from
//! before goes on the seat's undo stack (Y46).

use super::action::Action;
use super::board::BoardCells;
use super::error::{IllegalAction, Step};
use super::event::Event;
use super::manifest::{self as m, Bonus};
use super::shape::{Footprint, Shape, Side};
use super::{Babylon, Die, Placed, Turn};
use crate::seat::{Seat, SeatSet};

mod legal;
mod write;

pub(super) use legal::legal_actions;
use write::{Ctx, grant, resolve, write};

type Result<T> = std::result::Result<T, IllegalAction>;

// --- Rounds -------------------------------------------------------------------

/// Reveal (Y18): the next shape card, and solo the next penalty card.
pub(super) fn reveal(game: &mut Babylon, events: &mut Vec<Event>) {
    game.round += 1;
    game.dealt += 1;
    let card = game.deck[game.dealt - 1];
    game.placed = None;
    game.blue = [m::BLUE_PER_VALUE; 6];
    game.green = if game.table.seats >= 3 {
        m::GREEN_DICE
    } else {
        0
    };
    game.draft.clear();
    game.picks = 0;
    for player in &mut game.players {
        player.turn = Turn::default();
        player.undo.clear();
        player.done = player.left;
    }
    let penalty = if game.table.seats == 1 {
        let card = game.penalties[game.penalties_dealt];
        game.penalties_dealt += 1;
        game.penalty = Some((card, None));
        game.step = Step::Penalty;
        Some(card)
    } else {
        game.step = Step::Place;
        None
    };
    events.push(Event::Revealed {
        round: game.round,
        card,
        penalty,
    });
}

/// Who must act now.
#[inline]
pub(super) fn to_act(game: &Babylon) -> SeatSet {
    match game.step {
        Step::Penalty | Step::Place | Step::Papyrus | Step::PondSpace => SeatSet::only(game.first),
        Step::Draft => SeatSet::only(game.draft[game.picks]),
        Step::Write => game
            .playing()
            .filter(|&s| !game.players[s.index()].done)
            .collect(),
        Step::Over => SeatSet::EMPTY,
    }
}

/// Plays `action` for `seat`; on error nothing changed.
pub(super) fn apply(
    game: &mut Babylon,
    seat: Seat,
    action: &Action,
    events: &mut Vec<Event>,
) -> Result<()> {
    if game.step == Step::Over {
        return Err(IllegalAction::GameOver);
    }
    if seat.index() >= game.table.seats || !game.plays(seat) {
        return Err(IllegalAction::AlreadyLeft { seat });
    }
    let asked = to_act(game);
    if !asked.contains(seat) {
        if game.step == Step::Write {
            return Err(IllegalAction::AlreadyDone { writing: asked });
        }
        let to_act = asked.iter().next().expect("someone acts");
        return Err(IllegalAction::NotYourTurn { to_act });
    }
    match (game.step, action) {
        (Step::Penalty, &Action::Penalty { accept }) => {
            if let Some((card, _)) = game.penalty {
                game.penalty = Some((card, Some(accept)));
                // Ignored, it lies beside the sheet at once, and its value
                // counts against the score from now (Y37, Y40).
                if !accept && !game.kept.contains(&card) {
                    game.kept.push(card);
                }
            }
            game.step = Step::Place;
            Ok(())
        }
        (Step::Place, &Action::Tile { tile, side, cells }) => {
            place(game, tile, side, cells)?;
            first_player_bonuses(game, seat, events);
            Ok(())
        }
        (Step::Papyrus | Step::PondSpace, Action::Bonus(_) | Action::Skip) => {
            let player = &mut game.players[seat.index()];
            let mut sheet = player.sheet.clone();
            let mut turn = player.turn.clone();
            match action {
                Action::Bonus(choice) => resolve(&mut sheet, &mut turn, *choice)?,
                _ => turn.pending = None,
            }
            player.sheet = sheet;
            player.turn = turn;
            first_player_bonuses(game, seat, events);
            Ok(())
        }
        (Step::Draft, Action::Take(_) | Action::TakeGreen) => take(game, seat, action, events),
        (Step::Write, _) => write(game, seat, action, events),
        (step, _) => Err(IllegalAction::NotNow { step }),
    }
}

/// Y19: the tile of the card's shape, on the board cells of its side.
fn place(game: &mut Babylon, tile: u8, side: Side, cells: BoardCells) -> Result<()> {
    let card = game.card().expect("a card is shown in Place");
    let shape = Shape::of_tile(card);
    if !(1..=m::TILES).contains(&tile) || Shape::of_tile(tile) != shape {
        return Err(IllegalAction::WrongShape { tile, card: shape });
    }
    let listed = Footprint::new(cells.xy());
    if !Footprint::of(shape, side).matches(&listed) {
        let other = match side {
            Side::A => Side::B,
            Side::B => Side::A,
        };
        let mirror = Footprint::of(shape, other).matches(&listed);
        return Err(IllegalAction::NotTheFootprint { tile, side, mirror });
    }
    game.placed = Some(Placed { tile, side, cells });
    Ok(())
}

/// Y20: after placing, the Papyrus then the Pond space, each resolved,
/// skipped or lapsed; then the Draft.
fn first_player_bonuses(game: &mut Babylon, seat: Seat, events: &mut Vec<Event>) {
    let ctx = Ctx::of(game);
    let placed = game.placed.expect("a tile is placed");
    loop {
        let next = match game.step {
            Step::Place => Some((Step::Papyrus, placed.bonuses(game.tables()).papyrus)),
            Step::Papyrus => Some((Step::PondSpace, Bonus::River)),
            _ => None,
        };
        let Some((step, bonus)) = next else {
            break;
        };
        game.step = step;
        let player = &mut game.players[seat.index()];
        grant(
            &ctx,
            seat,
            &mut player.sheet,
            &mut player.turn,
            bonus,
            false,
            events,
        );
        if player.turn.pending.is_some() {
            return;
        }
    }
    start_draft(game, events);
}

/// Y21: each seat still in takes one die a pass, from the seat after the
/// first player, the first player last; four passes.
fn start_draft(game: &mut Babylon, events: &mut Vec<Event>) {
    let seats = game.table.seats;
    let order: Vec<Seat> = game
        .first
        .others(seats)
        .chain([game.first])
        .filter(|&s| game.plays(s))
        .collect();
    game.draft = (0..m::DICE_PER_SEAT).flat_map(|_| order.clone()).collect();
    game.picks = 0;
    game.step = Step::Draft;
    if game.draft.is_empty() {
        start_write(game, events);
    }
}

fn take(game: &mut Babylon, seat: Seat, action: &Action, events: &mut Vec<Event>) -> Result<()> {
    let banned = game.closed().map(|(_, v)| v);
    let die = match *action {
        Action::Take(value) => {
            if banned == Some(value) {
                return Err(IllegalAction::PenaltyValue { value });
            }
            let left = &mut game.blue[usize::from(value) - 1];
            if *left == 0 {
                return Err(IllegalAction::NoBlueDie { value });
            }
            *left -= 1;
            Die {
                value,
                green: false,
                virtual_die: false,
                spent: false,
            }
        }
        _ => {
            if game.green == 0 {
                return Err(IllegalAction::NoGreenDie);
            }
            game.green -= 1;
            // Y41: the record's rolls first, then the seed.
            let value = match game.options.rolls.get(game.rolls.len()) {
                Some(&value) => value,
                None => game.rng.below(6) as u8 + 1,
            };
            game.rolls.push(value);
            events.push(Event::Rolled { seat, value });
            Die {
                value,
                green: true,
                virtual_die: false,
                spent: false,
            }
        }
    };
    game.players[seat.index()].turn.dice.push(die);
    game.picks += 1;
    if game.picks >= game.draft.len() {
        start_write(game, events);
    }
    Ok(())
}

fn start_write(game: &mut Babylon, events: &mut Vec<Event>) {
    game.step = Step::Write;
    for player in &mut game.players {
        player.undo.clear();
        player.done = player.left;
    }
    events.push(Event::WriteOpened);
}

/// Y23: once every seat is done.
fn cleanup(game: &mut Babylon, events: &mut Vec<Event>) {
    events.push(Event::RoundEnded { round: game.round });
    // A game stored before an ignored card was kept at once keeps it here.
    if let Some((card, Some(false))) = game.penalty
        && !game.kept.contains(&card)
    {
        game.kept.push(card);
    }
    game.penalty = None;
    for player in &mut game.players {
        player.turn = Turn::default();
        player.undo.clear();
    }
    game.first = next_playing(game, game.first);
    if game.dealt >= game.deck.len() {
        game.step = Step::Over;
        game.placed = None;
        events.push(Event::GameOver);
    } else {
        reveal(game, events);
    }
}

/// The next seat still playing after `seat`, clockwise.
fn next_playing(game: &Babylon, seat: Seat) -> Seat {
    seat.others(game.table.seats)
        .find(|&s| game.plays(s))
        .unwrap_or(seat)
}

// --- Departures and defaults ---------------------------------------------------

/// Y45: `seat` leaves.
pub(super) fn leave(game: &mut Babylon, seat: Seat, events: &mut Vec<Event>) -> Result<()> {
    if game.step == Step::Over {
        return Err(IllegalAction::GameOver);
    }
    if seat.index() >= game.table.seats || !game.plays(seat) {
        return Err(IllegalAction::AlreadyLeft { seat });
    }
    let player = &mut game.players[seat.index()];
    player.left = true;
    player.done = true;
    player.turn.pending = None;
    player.undo.clear();
    game.departed.push(seat);
    events.push(Event::Left { seat });
    if game.playing().count() <= 1 {
        game.step = Step::Over;
        game.placed = None;
        events.push(Event::GameOver);
        return Ok(());
    }
    match game.step {
        Step::Penalty | Step::Place if game.first == seat => {
            // The next seat still in places the tile and is the round's
            // first player.
            game.first = next_playing(game, seat);
        }
        Step::Papyrus | Step::PondSpace if game.first == seat => start_draft(game, events),
        Step::Draft => {
            let taken = game.picks;
            let rest: Vec<Seat> = game.draft[taken..]
                .iter()
                .copied()
                .filter(|&s| s != seat)
                .collect();
            game.draft.truncate(taken);
            game.draft.extend(rest);
            if game.picks >= game.draft.len() {
                start_write(game, events);
            }
        }
        Step::Write if game.playing().all(|s| game.players[s.index()].done) => {
            cleanup(game, events);
        }
        _ => {}
    }
    Ok(())
}

/// Y44: the default move of a seat the table waits on.
pub(super) fn default_action(game: &Babylon, seat: Seat) -> Option<Action> {
    if !to_act(game).contains(seat) {
        return None;
    }
    Some(match game.step {
        Step::Penalty => Action::Penalty { accept: false },
        Step::Place => {
            // The lower tile, side a, the placement whose cells come first.
            let mut legal = Vec::new();
            legal_actions(game, seat, &mut legal);
            return legal.into_iter().find(|a| match a {
                Action::Tile { side, .. } => *side == Side::A,
                _ => false,
            });
        }
        Step::Papyrus | Step::PondSpace => Action::Skip,
        Step::Draft => {
            let banned = game.closed().map(|(_, v)| v);
            (1..=6u8)
                .rev()
                .find(|&v| game.blue[usize::from(v) - 1] > 0 && banned != Some(v))
                .map_or(Action::TakeGreen, Action::Take)
        }
        Step::Write => Action::Done,
        Step::Over => return None,
    })
}
