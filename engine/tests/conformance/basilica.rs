//! Basilica's probes: every slot with every order word, every cell near
//! the cathedral, every rank.

use keystone_engine::basilica::{Action, Basilica, Cell, OrderAction, PaidAction, Rank, Slot};
use keystone_engine::Seat;

use super::Subject;

impl Subject for Basilica {
    const CASES: u32 = 60;
    const LEAVES: bool = false;
    const MAX_ACTIONS: usize = 10_000;
    fn probes(&self, _seat: Seat, _legal: &[Action]) -> Vec<Action> {
        basilica_candidates(self)
    }
    fn invariants(&self) -> Result<(), String> {
        Ok(())
    }
}

/// Every action that could be written at this position: a superset of the
/// legal ones (every slot with every order word, every cell of the rows in
/// use and two beyond, every rank).
fn basilica_candidates(game: &Basilica) -> Vec<Action> {
    let rows = game.cathedral().height() + 2;
    let cells: Vec<Cell> = (0..rows)
        .flat_map(|r| (0..5).filter_map(move |c| Cell::new(c, r)))
        .collect();
    let occupied: Vec<Cell> = game
        .cathedral()
        .vaults()
        .filter(|(_, v)| v.builder.is_some())
        .map(|(c, _)| c)
        .collect();
    let near = |c: Cell| {
        c.neighbours().chain(
            cells
                .iter()
                .copied()
                .filter(move |&o| o.row().abs_diff(c.row()) == 2)
                .take(1),
        )
    };
    let mut out = vec![Action::Builder, Action::Decline];
    for &cell in &cells {
        for slot in Slot::ALL {
            out.push(Action::Vault { slot, cell });
            for rank in Rank::ALL {
                out.push(Action::Order {
                    slot,
                    order: OrderAction::Promote { cell, rank },
                });
            }
            for to in near(cell) {
                out.push(Action::Order {
                    slot,
                    order: OrderAction::Move { from: cell, to },
                });
            }
            out.push(Action::Order {
                slot,
                order: OrderAction::Recruit { cell },
            });
            out.push(Action::Order {
                slot,
                order: OrderAction::Glass { cell },
            });
            out.push(Action::Order {
                slot,
                order: OrderAction::Catastrophe { cell },
            });
            for &second in &cells {
                out.push(Action::Order {
                    slot,
                    order: OrderAction::Scaffold {
                        first: cell,
                        second,
                    },
                });
            }
            for &from in occupied.iter().chain(cells.iter().take(2)) {
                for to in near(from) {
                    out.push(Action::Order {
                        slot,
                        order: OrderAction::Confusion {
                            own: cell,
                            from,
                            to,
                        },
                    });
                }
            }
        }
        for rank in Rank::ALL {
            out.push(Action::Pay(PaidAction::Promote { cell, rank }));
        }
        out.push(Action::Pay(PaidAction::Recruit { cell }));
        for to in near(cell) {
            out.push(Action::Pay(PaidAction::Confusion { from: cell, to }));
        }
    }
    out
}
