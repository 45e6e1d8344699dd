//! Every legal action of a seat. Must agree exactly with [`super::play`]:
//! every action generated applies, and every action that applies is
//! generated (checked by the property tests in `tests/basilica_props.rs`).
//!
//! Generation reads the cathedral's per-row bitmasks (bit = column): the
//! cathedral is five columns wide, so "which cells of this row are free and
//! next to a tile" is a handful of bit operations.

use super::action::{Action, OrderAction, PaidAction, Slot};
use super::cathedral::{COLUMNS, Cathedral, Cell, FULL_ROW, MAX_ROWS, Rank, Row, cells_of};
use super::manifest::Order;
use super::{Basilica, PaidOffer};
use crate::seat::Seat;

/// A list of cells on the stack: every cell of the cathedral's bounds fits.
struct CellList {
    cells: [Cell; COLUMNS * MAX_ROWS],
    len: usize,
}

impl CellList {
    fn new() -> CellList {
        CellList {
            cells: [Cell::A1; COLUMNS * MAX_ROWS],
            len: 0,
        }
    }

    /// Adds the cells of row `r` in `mask`.
    fn extend(&mut self, r: usize, mask: u8) {
        for cell in cells_of(r, mask) {
            self.cells[self.len] = cell;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[Cell] {
        &self.cells[..self.len]
    }
}

/// The cells of a per-row mask, row by row from the board.
fn cells(cathedral: &Cathedral, of: impl Fn(&Row) -> u8) -> impl Iterator<Item = Cell> {
    cathedral
        .rows()
        .iter()
        .enumerate()
        .flat_map(move |(r, row)| cells_of(r, of(row)))
}

fn has(cathedral: &Cathedral, cell: Cell, of: impl Fn(&Row) -> u8) -> bool {
    cathedral.mask(cell.row(), of) >> cell.col() & 1 != 0
}

fn free(row: &Row) -> u8 {
    row.free
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
    let cathedral = &game.cathedral;

    // The buildable cells (B14), and those also fit for a joker (B15).
    let mut buildable = CellList::new();
    let mut joker_ok = CellList::new();
    for r in cathedral.placeable_rows() {
        let cells = cathedral.buildable(r);
        buildable.extend(r, cells);
        joker_ok.extend(r, cells & !cathedral.touching(r, |row| row.jokers));
    }

    // V (B14–B15)
    for slot in Slot::ALL {
        let Some(tile) = game.vaults[slot.index()] else {
            continue;
        };
        let cells = if tile.tile().is_joker() {
            &joker_ok
        } else {
            &buildable
        };
        out.extend(
            cells
                .as_slice()
                .iter()
                .map(|&cell| Action::Vault { slot, cell }),
        );
    }
    // B (B18)
    if game.just_placed.is_some() && me.reserve > 0 {
        out.push(Action::Builder);
    }
    order_actions(game, seat, &buildable, out);
}

/// `seat`'s orders (B19–B21), into `out`: `buildable` are the cells a
/// vault may be built on (B14), where a scaffold goes too.
fn order_actions(game: &Basilica, seat: Seat, buildable: &CellList, out: &mut Vec<Action>) {
    let me = game.players[seat.index()];
    let cathedral = &game.cathedral;
    let (mine, theirs) = (seat.index(), game.opponent(seat).index());
    for slot in Slot::ALL {
        let Some(tile) = game.orders[slot.index()] else {
            continue;
        };
        let mut push = |order| out.push(Action::Order { slot, order });
        match tile.tile().order {
            Order::Promote => {
                if me.tokens > 0 {
                    for cell in cells(cathedral, |row| row.builders[mine]) {
                        let current = cathedral.builder(cell).and_then(|b| b.rank);
                        for rank in Rank::ALL.into_iter().filter(|&r| Some(r) != current) {
                            push(OrderAction::Promote { cell, rank });
                        }
                    }
                }
            }
            Order::Move => {
                for from in cells(cathedral, |row| row.builders[mine]) {
                    for to in from.neighbours().filter(|&n| has(cathedral, n, free)) {
                        push(OrderAction::Move { from, to });
                    }
                }
            }
            Order::Recruit => {
                if me.reserve > 0 {
                    for cell in cells(cathedral, free) {
                        push(OrderAction::Recruit { cell });
                    }
                }
            }
            Order::Confusion => {
                for own in cells(cathedral, |row| row.builders[mine]) {
                    for from in cells(cathedral, |row| row.builders[theirs]) {
                        for to in from
                            .neighbours()
                            .filter(|&n| n == own || has(cathedral, n, free))
                        {
                            push(OrderAction::Confusion { own, from, to });
                        }
                    }
                }
            }
            Order::Glass => {
                for cell in cells(cathedral, |row| row.builders[mine]) {
                    if !cathedral.vault(cell).is_some_and(|v| v.glass) {
                        push(OrderAction::Glass { cell });
                    }
                }
            }
            Order::Scaffold => {
                for &first in buildable.as_slice() {
                    for &second in buildable.as_slice() {
                        if second != first {
                            push(OrderAction::Scaffold { first, second });
                        }
                    }
                    // Cells only the first scaffold makes buildable.
                    for second in first.neighbours() {
                        let r = second.row();
                        let alone = !(cathedral.mask(r, |row| row.occupied)
                            | cathedral.touching(r, |row| row.occupied))
                            & FULL_ROW;
                        if r > 0 && alone >> second.col() & 1 != 0 {
                            push(OrderAction::Scaffold { first, second });
                        }
                    }
                }
            }
            Order::Catastrophe => {
                for cell in cells(cathedral, free) {
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
    let cathedral = &game.cathedral;
    let mine = seat.index();
    match offer {
        PaidOffer::Promote { chosen } => {
            if me.tokens == 0 {
                return;
            }
            for cell in cells(cathedral, |row| row.builders[mine]) {
                let current = cathedral.builder(cell).and_then(|b| b.rank);
                for rank in Rank::ALL {
                    if rank != chosen && Some(rank) != current {
                        sink(PaidAction::Promote { cell, rank });
                    }
                }
            }
        }
        PaidOffer::Recruit => {
            if me.reserve == 0 {
                return;
            }
            for r in 0..cathedral.height() {
                let next_to_mine = cathedral.touching(r, |row| row.builders[mine]);
                for cell in cells_of(r, cathedral.mask(r, free) & next_to_mine) {
                    sink(PaidAction::Recruit { cell });
                }
            }
        }
        PaidOffer::Confusion { .. } => {
            for from in cells(cathedral, |row| row.builders[mine]) {
                for to in from.neighbours().filter(|&n| has(cathedral, n, free)) {
                    sink(PaidAction::Confusion { from, to });
                }
            }
        }
    }
}

impl Basilica {
    /// Whether one of the vault slots' tiles has a legal cell (B17).
    pub(super) fn some_vault_fits(&self) -> bool {
        let rows = self.cathedral.placeable_rows();
        let single = rows.clone().any(|r| self.cathedral.buildable(r) != 0);
        let joker = rows
            .clone()
            .any(|r| self.cathedral.buildable_for_joker(r) != 0);
        self.vaults.iter().flatten().any(|tile| {
            if tile.tile().is_joker() {
                joker
            } else {
                single
            }
        })
    }
}
