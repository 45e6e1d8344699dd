//! Applying one action: every check first, then the change, so a refused
//! action leaves the game exactly as it was.

use super::action::{Action, OrderAction, PaidAction, Slot};
use super::cathedral::{Builder, Cell, Rank, Square, Vault};
use super::error::{B18, B21, B24, IllegalAction};
use super::event::{Event, Events};
use super::manifest::TileId;
use super::{Basilica, End, PaidOffer, PaidQuestion, SCORING_SPACES};
use crate::seat::Seat;

type Check = Result<(), IllegalAction>;

/// Plays `action` for `seat`.
pub(super) fn apply<E: Events>(
    game: &mut Basilica,
    seat: Seat,
    action: Action,
    ev: &mut E,
) -> Check {
    if game.end.is_some() {
        return Err(IllegalAction::GameOver);
    }
    if let Some(question) = game.question {
        let asked = game.opponent(game.active);
        if seat != asked {
            return Err(IllegalAction::WaitingForAnswer { asked });
        }
        return match action {
            Action::Pay(paid) => {
                check_paid(game, seat, question.offer, paid)?;
                pay(game, seat, question, paid, ev);
                Ok(())
            }
            Action::Decline => {
                decline(game, question, ev);
                Ok(())
            }
            _ => Err(IllegalAction::MustAnswerFirst {
                order: question.offer.order(),
            }),
        };
    }
    if seat != game.active {
        return Err(IllegalAction::NotYourTurn {
            to_act: game.active,
        });
    }
    match action {
        Action::Vault { slot, cell } => {
            let tile =
                game.vaults[slot.index()].expect("vault slots are full while the game goes on");
            check_vault(game, tile, cell)?;
            place_vault(game, slot, tile, cell, ev);
        }
        Action::Builder => {
            let cell = check_builder(game, seat)?;
            place_builder(game, seat, cell, ev);
        }
        Action::Order { slot, order } => {
            let tile =
                game.orders[slot.index()].expect("order slots are full while the game goes on");
            let actual = tile.tile().order;
            if actual != order.order() {
                return Err(IllegalAction::WrongOrder {
                    slot,
                    actual,
                    named: order.order(),
                });
            }
            check_order(game, seat, order)?;
            execute_order(game, seat, slot, tile, order, ev);
        }
        Action::Pay(_) | Action::Decline => return Err(IllegalAction::NothingToAnswer),
    }
    Ok(())
}

// ---------------------------------------------------------------- checks

/// B14–B15: where a vault may go.
pub(super) fn check_vault(game: &Basilica, tile: TileId, cell: Cell) -> Check {
    check_buildable(game, cell)?;
    if tile.tile().is_joker()
        && let Some(joker) = game.cathedral.joker_next_to(cell)
    {
        return Err(IllegalAction::JokerNextToJoker { cell, joker });
    }
    Ok(())
}

/// B14: where a vault or scaffold may go.
fn check_buildable(game: &Basilica, cell: Cell) -> Check {
    match game.cathedral.get(cell) {
        Square::Empty => {}
        Square::Scaffold => {
            return Err(IllegalAction::CellTaken {
                cell,
                scaffold: true,
            });
        }
        Square::Vault(_) => {
            return Err(IllegalAction::CellTaken {
                cell,
                scaffold: false,
            });
        }
    }
    if cell.row() > 0 && !game.cathedral.touches_tile(cell) {
        return Err(IllegalAction::NotNextToCathedral { cell });
    }
    Ok(())
}

/// B18: the builder goes on the vault placed by the previous action.
fn check_builder(game: &Basilica, seat: Seat) -> Result<Cell, IllegalAction> {
    let cell = game
        .just_placed
        .ok_or(IllegalAction::BuilderNotAfterVault)?;
    if game.players[seat.index()].reserve == 0 {
        return Err(IllegalAction::NoBuilderInReserve { rule: B18 });
    }
    Ok(cell)
}

fn vault_at(game: &Basilica, cell: Cell) -> Result<Vault, IllegalAction> {
    game.cathedral
        .vault(cell)
        .ok_or(IllegalAction::NoVault { cell })
}

fn own_builder(
    game: &Basilica,
    seat: Seat,
    cell: Cell,
    rule: crate::game::Rule,
) -> Result<Builder, IllegalAction> {
    game.cathedral
        .builder(cell)
        .filter(|b| b.owner == seat)
        .ok_or(IllegalAction::NoOwnBuilder { cell, rule })
}

/// A vault without builder at `cell`, where `freed` counts as free.
fn free_vault(game: &Basilica, cell: Cell, freed: Option<Cell>) -> Check {
    let vault = vault_at(game, cell)?;
    if vault.builder.is_some() && freed != Some(cell) {
        return Err(IllegalAction::VaultOccupied { cell });
    }
    Ok(())
}

/// A builder's move to an adjacent free vault (move, confusion).
fn check_step(game: &Basilica, from: Cell, to: Cell, freed: Option<Cell>) -> Check {
    if !from.is_adjacent(to) {
        return Err(IllegalAction::NotAdjacent { from, to });
    }
    free_vault(game, to, freed)
}

fn check_promotion(
    game: &Basilica,
    seat: Seat,
    cell: Cell,
    rank: Rank,
    rule: crate::game::Rule,
) -> Check {
    let builder = own_builder(game, seat, cell, rule)?;
    if game.players[seat.index()].tokens == 0 {
        return Err(IllegalAction::NoPromotionToken { rule });
    }
    if builder.rank == Some(rank) {
        return Err(IllegalAction::SameRank { cell, rank });
    }
    Ok(())
}

/// B20–B21: the order can be carried out in full, as stated.
pub(super) fn check_order(game: &Basilica, seat: Seat, order: OrderAction) -> Check {
    let me = &game.players[seat.index()];
    match order {
        OrderAction::Promote { cell, rank } => check_promotion(game, seat, cell, rank, B21),
        OrderAction::Move { from, to } => {
            own_builder(game, seat, from, B21)?;
            check_step(game, from, to, None)
        }
        OrderAction::Recruit { cell } => {
            free_vault(game, cell, None)?;
            if me.reserve == 0 {
                return Err(IllegalAction::NoBuilderInReserve { rule: B21 });
            }
            Ok(())
        }
        OrderAction::Confusion { own, from, to } => {
            own_builder(game, seat, own, B21)?;
            match game.cathedral.builder(from) {
                Some(b) if b.owner != seat => {}
                _ => return Err(IllegalAction::NoOpponentBuilder { cell: from }),
            }
            check_step(game, from, to, Some(own))
        }
        OrderAction::Glass { cell } => {
            let vault = vault_at(game, cell)?;
            own_builder(game, seat, cell, B21)?;
            if vault.glass {
                return Err(IllegalAction::AlreadyGlass { cell });
            }
            Ok(())
        }
        OrderAction::Scaffold { first, second } => {
            check_buildable(game, first)?;
            if first == second {
                return Err(IllegalAction::SameCellTwice { cell: first });
            }
            // The second scaffold may lean on the first.
            if !game.cathedral.get(second).is_empty() {
                return check_buildable(game, second);
            }
            if second.row() > 0
                && !game.cathedral.touches_tile(second)
                && !second.is_adjacent(first)
            {
                return Err(IllegalAction::NotNextToCathedral { cell: second });
            }
            Ok(())
        }
        OrderAction::Catastrophe { cell } => {
            let vault = vault_at(game, cell)?;
            if vault.builder.is_some() {
                return Err(IllegalAction::CatastropheOnBuilder { cell });
            }
            Ok(())
        }
    }
}

/// B24: the paid option, as the asked opponent states it.
pub(super) fn check_paid(game: &Basilica, seat: Seat, offer: PaidOffer, paid: PaidAction) -> Check {
    match (offer, paid) {
        (PaidOffer::Promote { chosen }, PaidAction::Promote { cell, rank }) => {
            check_promotion(game, seat, cell, rank, B24)?;
            if rank == chosen {
                return Err(IllegalAction::RankAlreadyChosen { rank });
            }
            Ok(())
        }
        (PaidOffer::Recruit, PaidAction::Recruit { cell }) => {
            free_vault(game, cell, None)?;
            if game.players[seat.index()].reserve == 0 {
                return Err(IllegalAction::NoBuilderInReserve { rule: B24 });
            }
            if !next_to_own_builder(game, seat, cell) {
                return Err(IllegalAction::NotNextToOwnBuilder { cell });
            }
            Ok(())
        }
        (PaidOffer::Confusion { .. }, PaidAction::Confusion { from, to }) => {
            own_builder(game, seat, from, B24)?;
            check_step(game, from, to, None)
        }
        (offer, paid) => Err(IllegalAction::WrongPaidOrder {
            offered: offer.order(),
            named: paid.order(),
        }),
    }
}

fn next_to_own_builder(game: &Basilica, seat: Seat, cell: Cell) -> bool {
    cell.neighbours()
        .any(|n| game.cathedral.builder(n).is_some_and(|b| b.owner == seat))
}

// ---------------------------------------------------------------- changes

fn place_vault<E: Events>(game: &mut Basilica, slot: Slot, tile: TileId, cell: Cell, ev: &mut E) {
    let seat = game.active;
    game.vaults[slot.index()] = None;
    game.cathedral.set(
        cell,
        Square::Vault(Vault {
            tile,
            builder: None,
            glass: false,
        }),
    );
    game.actions_left -= 1;
    game.just_placed = Some(cell);
    ev.push(Event::VaultPlaced {
        seat,
        slot,
        tile,
        cell,
    });
    if tile.tile().crown {
        game.king += 1;
        ev.push(Event::KingMoved { to: game.king });
        if SCORING_SPACES.contains(&game.king) {
            // B16, B13: a scoring ends the turn at once.
            game.scoring(false, ev);
            if game.scorings >= SCORING_SPACES.len() as u8 {
                game.end = Some(End::ThirdScoring);
                ev.push(Event::GameOver {
                    end: End::ThirdScoring,
                });
                return;
            }
            game.clean_up(seat, ev);
        }
    }
    // B26, after any scoring (B27).
    game.vaults[slot.index()] = game.orders[slot.index()].take();
    match game.draw(ev) {
        Some(tile) => game.orders[slot.index()] = Some(tile),
        None => return,
    }
    game.settle(ev);
}

fn place_builder<E: Events>(game: &mut Basilica, seat: Seat, cell: Cell, ev: &mut E) {
    put_builder(game, seat, cell);
    game.actions_left -= 1;
    game.just_placed = None;
    ev.push(Event::BuilderPlaced { seat, cell });
    game.settle(ev);
}

fn put_builder(game: &mut Basilica, seat: Seat, cell: Cell) {
    game.players[seat.index()].reserve -= 1;
    game.cathedral.set_builder(
        cell,
        Some(Builder {
            owner: seat,
            rank: None,
        }),
    );
}

fn promote(game: &mut Basilica, seat: Seat, cell: Cell, rank: Rank) {
    let old = game.cathedral.set_rank(cell, rank);
    let player = &mut game.players[seat.index()];
    player.tokens -= 1;
    if old.is_some() {
        player.tokens += 1;
    }
}

fn step(game: &mut Basilica, from: Cell, to: Cell) {
    let builder = game.cathedral.set_builder(from, None);
    game.cathedral.set_builder(to, builder);
}

fn execute_order<E: Events>(
    game: &mut Basilica,
    seat: Seat,
    slot: Slot,
    tile: TileId,
    order: OrderAction,
    ev: &mut E,
) {
    game.orders[slot.index()] = None;
    game.actions_left -= 1;
    game.just_placed = None;
    let mut offer = None;
    match order {
        OrderAction::Promote { cell, rank } => {
            promote(game, seat, cell, rank);
            offer = Some(PaidOffer::Promote { chosen: rank });
        }
        OrderAction::Move { from, to } => step(game, from, to),
        OrderAction::Recruit { cell } => {
            put_builder(game, seat, cell);
            offer = Some(PaidOffer::Recruit);
        }
        OrderAction::Confusion { own, from, to } => {
            let removed = game.cathedral.set_builder(own, None);
            let player = &mut game.players[seat.index()];
            player.reserve += 1;
            if removed.and_then(|b| b.rank).is_some() {
                player.tokens += 1;
            }
            // The stated move waits for the opponent's answer (B24).
            offer = Some(PaidOffer::Confusion { from, to });
        }
        OrderAction::Glass { cell } => {
            game.cathedral.add_glass(cell);
        }
        OrderAction::Scaffold { first, second } => {
            game.cathedral.set(first, Square::Scaffold);
            game.cathedral.set(second, Square::Scaffold);
        }
        OrderAction::Catastrophe { cell } => {
            let vault = game.cathedral.vault(cell).expect("checked: a vault");
            game.cathedral.set(cell, Square::Empty);
            game.discard.push(vault.tile);
        }
    }
    game.discard.push(tile);
    ev.push(Event::OrderCarriedOut {
        seat,
        slot,
        tile,
        order,
    });
    if let Some(offer) = offer.filter(|&offer| tile.tile().paid && may_buy(game, offer)) {
        game.question = Some(PaidQuestion { slot, offer });
        ev.push(Event::PaidOffered {
            asked: game.opponent(seat),
            offer,
        });
        return;
    }
    if let Some(PaidOffer::Confusion { from, to }) = offer {
        step(game, from, to);
    }
    refill_order(game, slot, ev);
}

/// B25: the opponent is asked only with a coin and a legal option.
fn may_buy(game: &Basilica, offer: PaidOffer) -> bool {
    let asked = game.opponent(game.active);
    if game.players[asked.index()].coins == 0 {
        return false;
    }
    let mut any = false;
    super::legal::paid_options(game, asked, offer, &mut |_| any = true);
    any
}

fn pay<E: Events>(
    game: &mut Basilica,
    seat: Seat,
    question: PaidQuestion,
    paid: PaidAction,
    ev: &mut E,
) {
    game.players[seat.index()].coins -= 1;
    game.players[game.active.index()].coins += 1;
    match paid {
        PaidAction::Promote { cell, rank } => promote(game, seat, cell, rank),
        PaidAction::Recruit { cell } => put_builder(game, seat, cell),
        // Their own move replaces the stated one.
        PaidAction::Confusion { from, to } => step(game, from, to),
    }
    game.question = None;
    ev.push(Event::PaidBought { seat, action: paid });
    refill_order(game, question.slot, ev);
}

fn decline<E: Events>(game: &mut Basilica, question: PaidQuestion, ev: &mut E) {
    if let PaidOffer::Confusion { from, to } = question.offer {
        step(game, from, to);
    }
    game.question = None;
    ev.push(Event::PaidDeclined {
        seat: game.opponent(game.active),
        offer: question.offer,
    });
    refill_order(game, question.slot, ev);
}

/// B27: refill the order slot once the whole action is resolved.
fn refill_order<E: Events>(game: &mut Basilica, slot: Slot, ev: &mut E) {
    if let Some(tile) = game.draw(ev) {
        game.orders[slot.index()] = Some(tile);
        game.settle(ev);
    }
}
