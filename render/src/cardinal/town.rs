//! The town on its grid, in whichever area a layout gives it: the cells
//! (each a region), their coordinates, the cathedral, the buildings and
//! the cardinal.

use keystone_engine::cardinal::{Building, CATHEDRAL_NAVE, CATHEDRAL_TOWER, Cardinal, Cell, Shape};

use super::{CARDINAL, Drawing, ZONE, fill, ink};
use crate::Region;
use crate::canvas::{Rect, Scaled};
use crate::palette::{BOARD, CELL, GOLD_EDGE, MUTED, PANEL, Rgb, WHITE};
use crate::text::{self, Weight};

/// The largest cell, in pixels at scale 1.
pub(super) const MAX_CELL: f32 = 76.0;
/// Cells shown at least, across and up, so an early town is not huge.
const MIN_COLUMNS: i16 = 9;
const MIN_ROWS: i16 = 7;
/// Rings of free cells drawn around the town.
const FREE_RINGS: i16 = 2;
/// The room between a coordinate on the left and the cell it names.
pub(super) const Y_LABEL: f32 = 16.0;

/// Where the town is drawn: the cells shown and the size of one.
pub(super) struct Grid {
    pub(super) low: Cell,
    pub(super) high: Cell,
    pub(super) cell: f32,
    /// Top-left corner of cell (low.x, high.y).
    x0: f32,
    y0: f32,
}

impl Grid {
    /// The cells to show of `game`'s town, lowest and highest.
    pub(super) fn bounds(game: &Cardinal) -> (Cell, Cell) {
        let (mut low, mut high) = game.town().bounds();
        // Two rings of free cells around the town (a place may reach two
        // cells out, and the cardinal may stand next to a building just
        // placed in the first: every cell an action names is drawn, to be
        // clicked), and a minimum size so an early town is not drawn huge;
        // grown evenly on both sides.
        low = Cell::new(low.x - FREE_RINGS, low.y - FREE_RINGS);
        high = Cell::new(high.x + FREE_RINGS, high.y + FREE_RINGS);
        while high.x - low.x + 1 < MIN_COLUMNS {
            if (high.x - low.x) % 2 == 0 {
                high.x += 1;
            } else {
                low.x -= 1;
            }
        }
        while high.y - low.y + 1 < MIN_ROWS {
            if (high.y - low.y) % 2 == 0 {
                high.y += 1;
            } else {
                low.y -= 1;
            }
        }
        (low, high)
    }

    /// Columns and rows from `low` to `high`.
    pub(super) fn size((low, high): (Cell, Cell)) -> (f32, f32) {
        (f32::from(high.x - low.x + 1), f32::from(high.y - low.y + 1))
    }

    /// The cells `low` to `high`, as large as `area` allows, centred in it.
    pub(super) fn fit((low, high): (Cell, Cell), area: Rect) -> Grid {
        let (columns, rows) = Grid::size((low, high));
        let cell = (area.w / columns).min(area.h / rows).min(MAX_CELL);
        Grid {
            low,
            high,
            cell,
            x0: area.x + (area.w - cell * columns) / 2.0,
            y0: area.y + (area.h - cell * rows) / 2.0,
        }
    }

    /// The square of `cell`, at scale 1.
    pub(super) fn square(&self, c: Cell) -> Rect {
        Rect::new(
            self.x0 + f32::from(c.x - self.low.x) * self.cell,
            self.y0 + f32::from(self.high.y - c.y) * self.cell,
            self.cell,
            self.cell,
        )
    }

    /// The bottom of the coordinates under the grid, at scale 1.
    pub(super) fn bottom(&self) -> f32 {
        let label = self.label();
        self.square(self.low).y + self.cell + 12.0 + text::line_height(label) / 2.0
    }

    /// The size of the coordinates.
    fn label(&self) -> f32 {
        (self.cell * 0.3).clamp(11.0, 18.0)
    }

    /// Every how many cells a coordinate is written: each one unless they
    /// would crowd (a wide town's small cells).
    fn every(&self, room: f32) -> i16 {
        (1..)
            .find(|&k| f32::from(k) * self.cell >= room)
            .expect("some step leaves room")
    }

    fn footprint(&self, b: &Building) -> Rect {
        b.footprint
            .cells()
            .map(|c| self.square(c))
            .reduce(|a, b| {
                let (x, y) = (a.x.min(b.x), a.y.min(b.y));
                Rect::new(
                    x,
                    y,
                    (a.x + a.w).max(b.x + b.w) - x,
                    (a.y + a.h).max(b.y + b.h) - y,
                )
            })
            .expect("a building covers a cell")
    }
}

impl Drawing<'_> {
    /// The town on `g`, each cell shown recorded as a region.
    pub(super) fn town(&mut self, g: &Grid) {
        let game = self.p.game;
        let town = game.town();
        let gap = (g.cell * 0.06).max(1.5);
        // Coordinate labels: x under the grid, y to its left; every other
        // one (or fewer) when the cells are too small for them all.
        let label = g.label();
        let widest = [g.low.x, g.high.x]
            .map(|x| text::width(&x.to_string(), label, Weight::Regular))
            .into_iter()
            .fold(0.0, f32::max);
        let across = g.every(widest + 4.0);
        for x in (g.low.x..=g.high.x).filter(|x| x % across == 0) {
            let sq = g.square(Cell::new(x, g.low.y));
            self.centred(
                &x.to_string(),
                sq.x + sq.w / 2.0,
                sq.y + sq.h + 12.0,
                label,
                Weight::Regular,
                MUTED,
            );
        }
        let up = g.every(text::line_height(label));
        for y in (g.low.y..=g.high.y).filter(|y| y % up == 0) {
            let sq = g.square(Cell::new(g.low.x, y));
            self.centred(
                &y.to_string(),
                sq.x - Y_LABEL,
                sq.y + sq.h / 2.0,
                label,
                Weight::Regular,
                MUTED,
            );
        }
        // Empty cells: zones darker than the rest.
        for x in g.low.x..=g.high.x {
            for y in g.low.y..=g.high.y {
                let c = Cell::new(x, y);
                self.regions.push(Region {
                    name: c.to_string(),
                    area: g.square(c).scaled(self.s),
                });
                if town.is_empty(c) {
                    let colour = if town.is_zone(c) { ZONE } else { CELL };
                    let sq = self.r(g.square(c).inset(gap));
                    self.canvas.rounded_rect(sq, 3.0 * self.s, colour);
                }
            }
        }
        // The cathedral: one stone block over its two cells.
        let (tower, nave) = (g.square(CATHEDRAL_TOWER), g.square(CATHEDRAL_NAVE));
        let block = Rect::new(tower.x, tower.y, tower.w + nave.w, tower.h).inset(gap);
        let block = self.r(block);
        self.canvas.rounded_rect(block, 4.0 * self.s, BOARD);
        self.symbol(Shape::Tower, tower.inset(g.cell * 0.22), PANEL);
        self.symbol(Shape::House, nave.inset(g.cell * 0.22), PANEL);
        // The buildings, the last and the new ones framed.
        let last = town.last().copied();
        for building in town.buildings() {
            self.building(g, building, gap);
        }
        for building in self.p.new {
            if Some(*building) != last {
                self.frame(g, building, gap, MUTED);
            }
        }
        if let Some(last) = last {
            self.frame(g, &last, gap, GOLD_EDGE);
        }
        if let Some(c) = game.cardinal() {
            self.cardinal(g.square(c));
        }
    }

    fn building(&mut self, g: &Grid, b: &Building, gap: f32) {
        let area = g.footprint(b).inset(gap);
        let r = self.r(area);
        self.canvas.rounded_rect(r, 5.0 * self.s, fill(b.colour, self.p.vision));
        self.patterned(b.colour, r, 5.0 * self.s, false);
        // The symbol, and the colour's letter beside it, large enough to
        // read on a phone.
        let (symbol, letter_at, size) = if b.shape == Shape::Place {
            let first = g.square(b.footprint.at).inset(g.cell * 0.2);
            let second = g.square(b.footprint.second.expect("a place has two cells"));
            (
                first,
                (second.x + second.w / 2.0, second.y + second.h / 2.0),
                g.cell * 0.42,
            )
        } else {
            let sq = g.square(b.footprint.at);
            let symbol = Rect::new(
                sq.x + sq.w * 0.1,
                sq.y + sq.h * 0.14,
                sq.w * 0.5,
                sq.h * 0.5,
            );
            (
                symbol,
                (sq.x + sq.w * 0.74, sq.y + sq.h * 0.7),
                g.cell * 0.36,
            )
        };
        self.symbol(b.shape, symbol, ink(b.colour, self.p.vision));
        let letter = self.p.labels.colours[b.colour.index()].clone();
        self.centred(
            &letter,
            letter_at.0,
            letter_at.1,
            size.max(10.0),
            Weight::Bold,
            ink(b.colour, self.p.vision),
        );
    }

    fn frame(&mut self, g: &Grid, b: &Building, gap: f32, colour: Rgb) {
        let width = (g.cell * 0.08).max(2.5);
        let area = g.footprint(b).inset(gap - width / 2.0);
        let r = self.r(area);
        self.canvas
            .rounded_frame(r, 6.0 * self.s, width * self.s, colour);
    }

    fn cardinal(&mut self, sq: Rect) {
        let s = self.s;
        let (cx, cy, r) = (
            (sq.x + sq.w / 2.0) * s,
            (sq.y + sq.h / 2.0) * s,
            sq.w * 0.3 * s,
        );
        self.canvas.circle(cx, cy, r + 2.0 * s, WHITE);
        self.canvas.circle(cx, cy, r, CARDINAL);
        let arm = r * 0.55;
        self.canvas
            .line((cx, cy - arm), (cx, cy + arm), r * 0.22, WHITE);
        self.canvas.line(
            (cx - arm * 0.65, cy - arm * 0.3),
            (cx + arm * 0.65, cy - arm * 0.3),
            r * 0.22,
            WHITE,
        );
    }
}
