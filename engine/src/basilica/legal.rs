//! Every legal action of a seat. Must agree exactly with [`super::play`]:
//! every action generated applies, and every action that applies is
//! generated (checked by the property tests in `tests/basilica_props.rs`).

use super::action::{Action, OrderAction, PaidAction, Slot};
use super::cathedral::{Cell, Rank};
use super::manifest::Order;
use super::play::next_to_own_builder;
use super::{Basilica, PaidOffer};
use crate::seat::Seat;

/// Builders on the board, split by owner, and free vaults.
struct Census {
    mine: Vec<(Cell, Option<Rank>, bool)>,
    theirs: Vec<Cell>,
    free: Vec<Cell>,
}

fn census(game: &Basilica, seat: Seat) -> Census {
    let mut census = Census {
        mine: Vec::new(),
        theirs: Vec::new(),
        free: Vec::new(),
    };
    for (cell, vault) in game.cathedral.vaults() {
        match vault.builder {
            Some(b) if b.owner == seat => census.mine.push((cell, b.rank, vault.glass)),
            Some(_) => census.theirs.push(cell),
            None => census.free.push(cell),
        }
    }
    census
}

fn is_free_vault(game: &Basilica, cell: Cell) -> bool {
    game.cathedral
        .vault(cell)
        .is_some_and(|v| v.builder.is_none())
}

/// Every legal action of `seat`, into `out`.
pub(super) fn legal_actions(game: &Basilica, seat: Seat, out: &mut Vec<Action>) {
    out.clear();
    if game.end.is_some() {
        return;
    }
    if let Some(question) = game.question {
        if Some(seat) == game.asked() {
            out.push(Action::Decline);
            paid_options(game, seat, question.offer, &mut |paid| {
                out.push(Action::Pay(paid));
            });
        }
        return;
    }
    if seat != game.active {
        return;
    }
    let me = game.players[seat.index()];
    let mut cells = Vec::with_capacity(16);
    game.cathedral.buildable_cells(&mut cells);

    // V (B14–B15)
    for slot in Slot::ALL {
        let Some(tile) = game.vaults[slot.index()] else {
            continue;
        };
        let joker = tile.tile().is_joker();
        for &cell in &cells {
            if !joker || game.cathedral.joker_next_to(cell).is_none() {
                out.push(Action::Vault { slot, cell });
            }
        }
    }
    // B (B18)
    if game.just_placed.is_some() && me.reserve > 0 {
        out.push(Action::Builder);
    }
    // O (B19–B21)
    let census = census(game, seat);
    for slot in Slot::ALL {
        let Some(tile) = game.orders[slot.index()] else {
            continue;
        };
        let mut push = |order| out.push(Action::Order { slot, order });
        match tile.tile().order {
            Order::Promote => {
                if me.tokens > 0 {
                    for &(cell, current, _) in &census.mine {
                        for rank in Rank::ALL.into_iter().filter(|&r| Some(r) != current) {
                            push(OrderAction::Promote { cell, rank });
                        }
                    }
                }
            }
            Order::Move => {
                for &(from, _, _) in &census.mine {
                    for to in from.neighbours().filter(|&n| is_free_vault(game, n)) {
                        push(OrderAction::Move { from, to });
                    }
                }
            }
            Order::Recruit => {
                if me.reserve > 0 {
                    for &cell in &census.free {
                        push(OrderAction::Recruit { cell });
                    }
                }
            }
            Order::Confusion => {
                for &(own, _, _) in &census.mine {
                    for &from in &census.theirs {
                        for to in from
                            .neighbours()
                            .filter(|&n| n == own || is_free_vault(game, n))
                        {
                            push(OrderAction::Confusion { own, from, to });
                        }
                    }
                }
            }
            Order::Glass => {
                for &(cell, _, glass) in &census.mine {
                    if !glass {
                        push(OrderAction::Glass { cell });
                    }
                }
            }
            Order::Scaffold => {
                for &first in &cells {
                    for &second in &cells {
                        if second != first {
                            push(OrderAction::Scaffold { first, second });
                        }
                    }
                    // Cells only the first scaffold makes buildable.
                    for second in first.neighbours() {
                        let cathedral = &game.cathedral;
                        if second.row() > 0
                            && cathedral.get(second).is_empty()
                            && !cathedral.touches_tile(second)
                        {
                            push(OrderAction::Scaffold { first, second });
                        }
                    }
                }
            }
            Order::Catastrophe => {
                for &cell in &census.free {
                    push(OrderAction::Catastrophe { cell });
                }
            }
        }
    }
}

/// Every legal way for `seat` to pay for `offer` (B24), to `sink`.
pub(super) fn paid_options(
    game: &Basilica,
    seat: Seat,
    offer: PaidOffer,
    sink: &mut dyn FnMut(PaidAction),
) {
    let me = game.players[seat.index()];
    match offer {
        PaidOffer::Promote { chosen } => {
            if me.tokens == 0 {
                return;
            }
            for (cell, vault) in game.cathedral.vaults() {
                let Some(builder) = vault.builder.filter(|b| b.owner == seat) else {
                    continue;
                };
                for rank in Rank::ALL {
                    if rank != chosen && Some(rank) != builder.rank {
                        sink(PaidAction::Promote { cell, rank });
                    }
                }
            }
        }
        PaidOffer::Recruit => {
            if me.reserve == 0 {
                return;
            }
            for (cell, vault) in game.cathedral.vaults() {
                if vault.builder.is_none() && next_to_own_builder(game, seat, cell) {
                    sink(PaidAction::Recruit { cell });
                }
            }
        }
        PaidOffer::Confusion { .. } => {
            for (from, vault) in game.cathedral.vaults() {
                if vault.builder.is_some_and(|b| b.owner == seat) {
                    for to in from.neighbours().filter(|&n| is_free_vault(game, n)) {
                        sink(PaidAction::Confusion { from, to });
                    }
                }
            }
        }
    }
}

impl Basilica {
    /// Whether one of the vault slots' tiles has a legal cell (B17).
    pub(super) fn some_vault_fits(&self) -> bool {
        let mut cells = Vec::with_capacity(16);
        self.cathedral.buildable_cells(&mut cells);
        self.vaults.iter().flatten().any(|tile| {
            if tile.tile().is_joker() {
                cells
                    .iter()
                    .any(|&c| self.cathedral.joker_next_to(c).is_none())
            } else {
                !cells.is_empty()
            }
        })
    }
}
