//! Babylon's probes: every tile of the draft and every writing.

use keystone_engine::babylon::{self as by, Babylon};
use keystone_engine::{Game, Seat};

use super::Subject;

impl Subject for Babylon {
    const CASES: u32 = 40;
    const LEAVES: bool = true;
    const MAX_ACTIONS: usize = 20_000;

    fn probes(&self, seat: Seat, _legal: &[by::Action]) -> Vec<by::Action> {
        use by::{Action as A, Choice, Deed, Pay};
        let player = self.player(seat);
        let sheet = &player.sheet;
        let mut out = vec![
            A::Penalty { accept: true },
            A::Penalty { accept: false },
            A::Skip,
            A::Undo,
            A::Done,
            A::TakeGreen,
            A::ConvertWheat,
            A::ConvertWood(by::Metal::Gold),
            A::ConvertWood(by::Metal::Stone),
        ];
        out.extend((1..=6).map(A::Take));
        // Every tile, side and placement on the icon area.
        for tile in 1..=14 {
            for side in by::Side::ALL {
                let footprint = by::Footprint::of(by::Shape::of_tile(tile), side);
                for cells in footprint.placements(3, 3).iter().take(3) {
                    if let Some(cells) = by::BoardCells::from_xy(cells) {
                        out.push(A::Tile { tile, side, cells });
                    }
                }
            }
        }
        let cells: Vec<by::Cell> = by::Cell::all().collect();
        // Near what is drawn: the filled cells, their neighbours, row 1.
        let near: Vec<by::Cell> = cells
            .iter()
            .copied()
            .filter(|c| {
                c.y() == 0
                    || sheet.filled.contains(*c)
                    || c.neighbours().any(|n| sheet.filled.contains(n))
            })
            .collect();
        for icon in by::TowerIcon::ALL {
            for &cell in &near {
                out.push(A::Bonus(Choice::Circle(icon, cell)));
                out.push(A::Bonus(Choice::Pencil(icon, cell)));
            }
        }
        out.extend((1..=5).map(|row| A::Bonus(Choice::Wall(row))));
        for resource in by::Resource::ALL {
            out.push(A::Bonus(Choice::River(resource)));
        }
        // Round shapes and shape3s of both hands.
        for shape in by::Shape::all().take(4) {
            for side in by::Side::ALL {
                let footprint = by::Footprint::of(shape, side);
                for cells in footprint.placements(6, 10).iter().step_by(7) {
                    if let Some(cells) = by::Cells::from_xy(cells) {
                        out.push(A::Draw(cells));
                    }
                }
            }
        }
        for cells in by::Footprint::new([(0, 0), (1, 0), (1, 1)])
            .placements(6, 10)
            .iter()
            .step_by(5)
        {
            if let Some(cells) = by::Cells::from_xy(cells) {
                out.push(A::Bonus(Choice::Shape3(cells)));
            }
        }
        // Section actions with every die, none, or a resource, with and
        // without the Pond.
        let pays: Vec<Option<Pay>> = [None]
            .into_iter()
            .chain((1..=6).map(|v| Some(Pay::Die(v))))
            .chain([
                Some(Pay::Resource(by::Resource::Wood)),
                Some(Pay::Resource(by::Resource::Wheat)),
            ])
            .collect();
        let printed = [
            "a1", "f5", "c7", "e3", "a6", "b3", "d6", "f2", "c4", "a7", "b1",
        ];
        let mut deeds = Deed::PLAIN.to_vec();
        deeds.push(Deed::Statue(by::Cells::EMPTY));
        for text in printed {
            let cell: by::Cell = text.parse().unwrap();
            deeds.extend([
                Deed::Art(cell),
                Deed::Mosaic(cell),
                Deed::Palm(cell),
                Deed::Lion(cell),
            ]);
        }
        let lions = ["f2", "c4", "a7", "c9"].map(|c| c.parse::<by::Cell>().unwrap());
        deeds.push(Deed::Statue(by::Cells::of(lions[..3].iter().copied())));
        deeds.push(Deed::Statue(by::Cells::of(lions[1..].iter().copied())));
        for pond in [false, true] {
            for &deed in &deeds {
                for &pay in &pays {
                    out.push(A::Write { pond, deed, pay });
                }
            }
        }
        let first_die = player.turn.dice.iter().find(|d| !d.spent).map(|d| d.value);
        let pay = Some(Pay::Die(first_die.unwrap_or(1)));
        for &cell in &near {
            out.push(A::Write {
                pond: false,
                deed: Deed::Mason(by::Cells::EMPTY.with(cell)),
                pay,
            });
            for n in cell.neighbours() {
                out.push(A::Write {
                    pond: false,
                    deed: Deed::Mason(by::Cells::EMPTY.with(cell).with(n)),
                    pay,
                });
            }
            for icon in by::TowerIcon::ALL {
                for pay in [pay, Some(Pay::Resource(by::Resource::Wheat))] {
                    out.push(A::Write {
                        pond: false,
                        deed: Deed::Pencil(icon, cell),
                        pay,
                    });
                }
            }
        }
        out
    }

    fn invariants(&self) -> Result<(), String> {
        // Dice, shapes, tracks: Game::check. The breakdown sums to the
        // score.
        for s in Seat::all(self.seat_count()) {
            if self.breakdown(s).total() != self.scores()[s.index()] {
                return Err(format!("seat {s}: the breakdown does not sum to the score"));
            }
        }
        Ok(())
    }
}
