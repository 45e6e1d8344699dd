//! The laws (C7–C8), applying a turn (C9–C11), and listing every legal
//! turn. One function decides whether a building may go somewhere, and
//! both [`apply`] and [`legal_actions`] use it, so they cannot disagree.

use super::Cardinal;
use super::action::Action;
use super::error::IllegalAction;
use super::event::{Event, Pass};
use super::town::{Building, Cell, Colour, Footprint, Occupant, Shape};
use crate::rng::GameRng;
use crate::seat::Seat;

/// Whether `colour`'s `shape` may stand on `footprint` now (C3, C7, C8).
pub fn check_building(
    game: &Cardinal,
    colour: Colour,
    shape: Shape,
    footprint: Footprint,
) -> Result<(), IllegalAction> {
    use IllegalAction::*;
    if game.left(colour, shape) == 0 {
        return Err(NoBuildingLeft { colour, shape });
    }
    if footprint.second.map_or(1, |_| 2) != shape.size() {
        // Notation gives a place two cells and the others one; a
        // hand-built action may not.
        return Err(PlaceNotSideBySide);
    }
    if let Some(second) = footprint.second
        && !footprint.at.touches(second)
    {
        return Err(PlaceNotSideBySide);
    }
    let town = game.town();
    for cell in footprint.cells() {
        if !town.is_empty(cell) {
            return Err(CellTaken { cell });
        }
        if game.cardinal() == Some(cell) {
            return Err(OnCardinal { cell });
        }
    }
    let sides = town.sides(footprint);
    if sides.is_empty() {
        return Err(NotNextToTown);
    }
    let touches_house = sides
        .iter()
        .any(|&(c, _)| matches!(town.shape_and_colour(c), Some((Shape::House, _))));
    match shape {
        Shape::Tower if !touches_house => return Err(TowerWithoutHouse),
        Shape::Place if !touches_house => return Err(PlaceWithoutHouse),
        _ => {}
    }
    for &(cell, _) in &sides {
        let (their_shape, their_colour) = town.shape_and_colour(cell).expect("a side touches");
        if their_shape == shape {
            return Err(SameShapeSideBySide { shape, cell });
        }
        if their_colour == Some(colour) {
            return Err(SameColourSideBySide { colour, cell });
        }
    }
    if let Some(last) = town.last() {
        if last.shape == shape {
            return Err(SameShapeAfter { shape });
        }
        if last.colour == colour {
            return Err(SameColourAfter { colour });
        }
    }
    Ok(())
}

/// The colour of a turn that left it out: the only one of the seat's
/// colours that may build this shape on these cells now, every law applied
/// (C6, rules page "Notation"); with two, the seat must say which; with
/// none, why the first that has such a building left may not.
fn resolve_colour(
    game: &Cardinal,
    seat: Seat,
    shape: Shape,
    footprint: Footprint,
) -> Result<Colour, IllegalAction> {
    let usable = game.usable(seat);
    let mut legal = usable
        .iter()
        .copied()
        .filter(|&c| check_building(game, c, shape, footprint).is_ok());
    match (legal.next(), legal.next()) {
        (Some(one), None) => Ok(one),
        (Some(a), Some(b)) => Err(IllegalAction::ColourNeeded { choices: [a, b] }),
        (None, _) => {
            let colour = usable
                .iter()
                .copied()
                .find(|&c| game.left(c, shape) > 0)
                .unwrap_or(usable[0]);
            // None may build here, so this is the refusal of that colour.
            Err(check_building(game, colour, shape, footprint)
                .err()
                .unwrap_or(IllegalAction::NoBuildingLeft { colour, shape }))
        }
    }
}

/// The building zones once `footprint` is built: free cells next to the
/// town, given the zones before (sorted).
fn zones_after(before: &[Cell], footprint: Footprint, town: &super::Town) -> Vec<Cell> {
    let mut zones: Vec<Cell> = before
        .iter()
        .copied()
        .filter(|&c| !footprint.covers(c))
        .chain(
            footprint
                .cells()
                .flat_map(Cell::neighbours)
                .filter(|&n| !footprint.covers(n) && town.is_empty(n)),
        )
        .collect();
    zones.sort_unstable();
    zones.dedup();
    zones
}

/// Plays one turn for `seat`; on error nothing changed.
pub fn apply(
    game: &mut Cardinal,
    seat: Seat,
    action: &Action,
    mut events: Option<&mut Vec<Event>>,
) -> Result<(), IllegalAction> {
    use IllegalAction::*;
    if game.over {
        return Err(GameOver);
    }
    if seat != game.active {
        return Err(NotYourTurn {
            to_act: game.active,
        });
    }
    let colour = match action.colour {
        Some(colour) if !game.usable(seat).contains(&colour) => {
            return Err(NotYourColour { colour });
        }
        Some(colour) => colour,
        None => resolve_colour(game, seat, action.shape, action.footprint)?,
    };
    check_building(game, colour, action.shape, action.footprint)?;
    let first = game.town.buildings().is_empty();
    match (first, action.pawn) {
        (true, None) => return Err(PawnRequired),
        (false, Some(_)) => return Err(PawnNotFirst),
        (true, Some(colour)) if game.shared() == Some(colour) => {
            return Err(PawnSetAside { colour });
        }
        (true, Some(colour)) if game.supply(colour) == 0 => {
            return Err(PawnNotInSupply { colour });
        }
        _ => {}
    }
    match (game.cardinal, action.cardinal) {
        (None, None) => return Err(CardinalRequired),
        (Some(now), Some(cell)) if now == cell => return Err(CardinalAlreadyThere { cell }),
        (_, Some(cell)) => {
            let free = !action.footprint.covers(cell) && game.town.is_empty(cell);
            let next_to_town = cell
                .neighbours()
                .iter()
                .any(|&n| action.footprint.covers(n) || !game.town.is_empty(n));
            if !(free && next_to_town) {
                return Err(CardinalNotOnZone { cell });
            }
        }
        (Some(_), None) => {}
    }

    // Valid: from here on nothing fails.
    let building = Building {
        colour,
        shape: action.shape,
        footprint: action.footprint,
    };
    let mut pawns = [0u8; 4];
    let mut missed = [0u8; 4];
    for (_, occupant) in game.town.sides(action.footprint) {
        // C10: the cathedral gives nothing; a set-aside colour neither (C16).
        let Occupant::Building(i) = occupant else {
            continue;
        };
        let theirs = game.town.buildings()[i].colour.index();
        if game.supply[theirs] > 0 {
            game.supply[theirs] -= 1;
            game.pawns[seat.index()][theirs] += 1;
            pawns[theirs] += 1;
        } else if Some(Colour::ALL[theirs]) != game.shared() {
            missed[theirs] += 1;
        }
    }
    game.town.push(building);
    game.left[colour.index()][action.shape.index()] -= 1;
    push(
        &mut events,
        Event::Built {
            seat,
            building,
            pawns,
            missed,
        },
    );
    if let Some(colour) = action.pawn {
        game.supply[colour.index()] -= 1;
        game.pawns[seat.index()][colour.index()] += 1;
        push(&mut events, Event::FirstPawn { seat, colour });
    }
    if let Some(to) = action.cardinal {
        let from = game.cardinal.replace(to);
        push(&mut events, Event::CardinalMoved { seat, from, to });
    }
    advance(game, &mut events);
    Ok(())
}

fn push(events: &mut Option<&mut Vec<Event>>, event: Event) {
    if let Some(events) = events {
        events.push(event);
    }
}

/// `seat` leaves: it builds no more and ranks last; the turn goes on
/// without it, and with one seat left the game ends.
pub fn leave(
    game: &mut Cardinal,
    seat: Seat,
    events: &mut Vec<Event>,
) -> Result<(), IllegalAction> {
    if game.over {
        return Err(IllegalAction::GameOver);
    }
    if !game.plays(seat) {
        return Err(IllegalAction::AlreadyLeft { seat });
    }
    game.departed.push(seat);
    let mut events = Some(events);
    push(&mut events, Event::Left { seat });
    let playing = Seat::all(game.table.seats)
        .filter(|&s| game.plays(s))
        .count();
    if playing <= 1 {
        game.over = true;
        push(&mut events, Event::GameOver { all_built: false });
    } else if game.active == seat {
        advance(game, &mut events);
    }
    Ok(())
}

/// Gives the turn to the next seat that can build, passing for those that
/// cannot (C9) and skipping those that left; ends the game when nobody can
/// (C12).
fn advance(game: &mut Cardinal, events: &mut Option<&mut Vec<Event>>) {
    let seats = game.table.seats;
    let mut passes = Vec::new();
    let mut seat = game.active;
    for _ in 0..seats {
        seat = seat.next(seats);
        if !game.plays(seat) {
            continue;
        }
        if can_build(game, seat) {
            for (seat, why) in passes {
                push(events, Event::Passed { seat, why });
            }
            game.active = seat;
            return;
        }
        let why = if game
            .usable(seat)
            .iter()
            .all(|&c| Shape::ALL.iter().all(|&s| game.left(c, s) == 0))
        {
            Pass::NoBuildingLeft
        } else {
            Pass::NowhereToBuild
        };
        passes.push((seat, why));
    }
    game.over = true;
    let all_built = game.left.iter().flatten().all(|&n| n == 0);
    push(events, Event::GameOver { all_built });
}

/// Every place a building could stand by adjacency alone: free cells next
/// to the town not under the cardinal, and for places each pair with a
/// free neighbour. Sorted, no repeats.
fn footprints(game: &Cardinal, zones: &[Cell]) -> (Vec<Footprint>, Vec<Footprint>) {
    let free = |c: Cell| game.town.is_empty(c) && game.cardinal != Some(c);
    let singles: Vec<Footprint> = zones
        .iter()
        .copied()
        .filter(|&c| free(c))
        .map(Footprint::one)
        .collect();
    let mut pairs: Vec<Footprint> = singles
        .iter()
        .flat_map(|f| {
            f.at.neighbours()
                .into_iter()
                .filter(|&n| free(n))
                .map(move |n| Footprint::two(f.at, n))
        })
        .collect();
    pairs.sort_unstable();
    pairs.dedup();
    (singles, pairs)
}

/// Every legal building of `seat` (colour, shape, where), in a stable
/// order; stops after the first if `any`.
fn buildings(game: &Cardinal, seat: Seat, any: bool) -> Vec<Building> {
    let zones = game.town.zones();
    let (singles, pairs) = footprints(game, &zones);
    let mut out = Vec::new();
    for &colour in game.usable(seat) {
        for shape in Shape::ALL {
            if game.left(colour, shape) == 0 {
                continue;
            }
            let candidates = if shape == Shape::Place {
                &pairs
            } else {
                &singles
            };
            for &footprint in candidates {
                if check_building(game, colour, shape, footprint).is_ok() {
                    out.push(Building {
                        colour,
                        shape,
                        footprint,
                    });
                    if any {
                        return out;
                    }
                }
            }
        }
    }
    out
}

/// Whether `seat` has a building it may place now (C9).
pub fn can_build(game: &Cardinal, seat: Seat) -> bool {
    !buildings(game, seat, true).is_empty()
}

/// The pawns the first building of the game may take (C10), or just
/// `None` for any later building.
fn pawn_choices(game: &Cardinal) -> Vec<Option<Colour>> {
    if game.town.buildings().is_empty() {
        Colour::ALL
            .into_iter()
            .filter(|&c| game.supply(c) > 0)
            .map(Some)
            .collect()
    } else {
        vec![None]
    }
}

/// Where the cardinal may go once `footprint` is built, given the zones
/// before: not moving first (except on the first turn, C11).
fn cardinal_moves(game: &Cardinal, zones: &[Cell], footprint: Footprint) -> Vec<Option<Cell>> {
    let mut moves: Vec<Option<Cell>> = zones_after(zones, footprint, &game.town)
        .into_iter()
        .filter(|&c| game.cardinal != Some(c))
        .map(Some)
        .collect();
    if game.cardinal.is_some() {
        moves.insert(0, None);
    }
    moves
}

/// Every legal turn of `seat`: each building, with each way to move the
/// cardinal (or not, except on the first turn), and on the first turn each
/// pawn it may take.
pub fn legal_actions(game: &Cardinal, seat: Seat, out: &mut Vec<Action>) {
    out.clear();
    if game.over || seat != game.active {
        return;
    }
    let zones = game.town.zones();
    let pawns = pawn_choices(game);
    for building in buildings(game, seat, false) {
        for cardinal in cardinal_moves(game, &zones, building.footprint) {
            for &pawn in &pawns {
                out.push(Action::building(building, cardinal, pawn));
            }
        }
    }
}

/// A legal turn of `seat` drawn step by step, as the search chooses it: a
/// building, then a cardinal move and a pawn among that building's. Every
/// turn `legal_actions` lists may come, without listing them all.
pub fn random_action(game: &Cardinal, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    if game.over || seat != game.active {
        return None;
    }
    let buildings = buildings(game, seat, false);
    let building = *rng.pick(&buildings)?;
    // The grid is unbounded: a building always leaves free zones around it.
    let moves = cardinal_moves(game, &game.town.zones(), building.footprint);
    let cardinal = *rng.pick(&moves)?;
    let pawn = *rng.pick(&pawn_choices(game))?;
    Some(Action::building(building, cardinal, pawn))
}
