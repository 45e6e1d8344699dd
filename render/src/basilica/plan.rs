//! Where each part of the picture goes, in pixels at scale 1: one plan for
//! each layout, drawn by the same code.

use crate::Layout;
use crate::text;

use super::{HEIGHT, WIDTH};

/// Rows the wide picture draws at least, so that its layout stays put
/// while the cathedral is short.
const MIN_ROWS: usize = 15;
/// The largest cell of the wide picture.
const MAX_CELL: f32 = 64.0;

/// The narrow picture's width, and its margin on every side.
const NARROW: f32 = crate::NARROW_WIDTH as f32;
const MARGIN: f32 = 10.0;
/// Rows in each band of the narrow cathedral: a band more as the cathedral
/// grows past one, so a cell never moves from one band to another.
const BAND_ROWS: usize = 9;
/// The narrow status's size, and its lines' width.
pub(super) const STATUS_SIZE: f32 = 16.0;
pub(super) const STATUS_WIDTH: f32 = NARROW - 2.0 * MARGIN;

/// Where every part of a picture goes.
#[derive(Clone, Copy, Debug)]
pub(super) struct Plan {
    pub(super) layout: Layout,
    pub(super) width: f32,
    pub(super) height: f32,
    /// The status line (narrow: up to two lines, the pile's counts under
    /// them): its top.
    pub(super) status: f32,
    pub(super) track: Track,
    pub(super) lanes: Lanes,
    pub(super) offer: Offer,
    pub(super) panels: Panels,
}

/// The king's scoring track, spaces 0 to 30 in a row.
#[derive(Clone, Copy, Debug)]
pub(super) struct Track {
    pub(super) top: f32,
    /// A space's height.
    pub(super) space: f32,
    /// Where space 0 starts, and the distance from a space to the next.
    pub(super) x0: f32,
    pub(super) step: f32,
    pub(super) radius: f32,
    /// The centre of the numbers every fifth space, and their size.
    pub(super) numbers: f32,
    pub(super) number_size: f32,
    /// The king's space: its corner radius; his crown's width, height and
    /// top below the track's.
    pub(super) marker_radius: f32,
    pub(super) crown: (f32, f32, f32),
}

/// The cathedral's five lanes, rows 1, 2, … to the right, cut into bands
/// one under another.
#[derive(Clone, Copy, Debug)]
pub(super) struct Lanes {
    /// The first band's top.
    pub(super) top: f32,
    /// A cell's side.
    pub(super) size: f32,
    /// Where a band's first row starts.
    pub(super) gutter: f32,
    pub(super) band_rows: usize,
    pub(super) bands: usize,
    /// From a band's top to the next one's.
    pub(super) band_pitch: f32,
    /// The lanes' letters: centre, size.
    pub(super) letter_x: f32,
    pub(super) letter_size: f32,
    /// The board's edge with its start slots, left of row 1: left, width.
    pub(super) edge: (f32, f32),
    /// The rows' numbers: centre below the lanes, size.
    pub(super) number_gap: f32,
    pub(super) number_size: f32,
}

impl Lanes {
    /// Rows drawn.
    pub(super) fn rows(&self) -> usize {
        self.band_rows * self.bands
    }

    pub(super) fn band_top(&self, band: usize) -> f32 {
        self.top + band as f32 * self.band_pitch
    }

    /// The band `row` is drawn in, and its place there.
    fn band(&self, row: usize) -> (usize, usize) {
        let band = (row / self.band_rows).min(self.bands - 1);
        (band, row - band * self.band_rows)
    }

    /// The top-left corner of the cell in lane `col`, row `row`.
    pub(super) fn corner(&self, col: usize, row: usize) -> (f32, f32) {
        let (band, at) = self.band(row);
        (
            self.gutter + at as f32 * self.size,
            self.band_top(band) + col as f32 * self.size,
        )
    }

    /// The centre of the cell in lane `col`, row `row`.
    pub(super) fn centre(&self, col: usize, row: usize) -> (f32, f32) {
        let (band, at) = self.band(row);
        (
            self.gutter + (at as f32 + 0.5) * self.size,
            self.band_top(band) + (col as f32 + 0.5) * self.size,
        )
    }
}

/// The offer: order tiles `O1`–`O3` in a row, vault tiles `V1`–`V3` under
/// them, each under its slot's name.
#[derive(Clone, Copy, Debug)]
pub(super) struct Offer {
    pub(super) left: f32,
    /// An order tile's width, and the space between two.
    pub(super) w: f32,
    pub(super) gap: f32,
    pub(super) label_size: f32,
    /// Centres of the `O` names, the `V` names.
    pub(super) order_label: f32,
    pub(super) vault_label: f32,
    /// Tops and heights of the order tiles and the (square) vault tiles.
    pub(super) order: (f32, f32),
    pub(super) vault: (f32, f32),
}

impl Offer {
    /// The left edge of slot `i`'s column.
    pub(super) fn x(&self, i: usize) -> f32 {
        self.left + i as f32 * (self.w + self.gap)
    }
}

/// The players' panels, side by side, and what each says, from its corner.
#[derive(Clone, Copy, Debug)]
pub(super) struct Panels {
    pub(super) left: f32,
    pub(super) top: f32,
    pub(super) w: f32,
    pub(super) h: f32,
    pub(super) gap: f32,
    pub(super) radius: f32,
    /// The frame round the panel of the seat to act.
    pub(super) frame: f32,
    /// The inner margin.
    pub(super) pad: f32,
    /// The seat's pawn by its name: centre, radius.
    pub(super) pawn: (f32, f32, f32),
    /// The name: left, top, size.
    pub(super) name: (f32, f32, f32),
    /// The score: top, size; then "points": top, size.
    pub(super) score: (f32, f32),
    pub(super) points: (f32, f32),
    /// Once the game is over, the score item by item: top, size, line
    /// pitch, lines at most.
    pub(super) items: (f32, f32, f32, usize),
    pub(super) supplies: Supplies,
    /// The footer (whose turn, the winner): top above the bottom, size.
    pub(super) footer: (f32, f32),
}

/// Coins, builders and tokens in reserve: icon, count and caption each.
#[derive(Clone, Copy, Debug)]
pub(super) struct Supplies {
    /// The icons' centre line, from the panel's top; from one slot to the
    /// next; the icons' radius.
    pub(super) row: f32,
    pub(super) pitch: f32,
    pub(super) icon: f32,
    /// The count: size, left of the slot, top above the row.
    pub(super) count: (f32, f32, f32),
    /// The caption: size, top below the row.
    pub(super) caption: (f32, f32),
}

impl Plan {
    /// The plan of a picture for `layout` of a cathedral `height` rows
    /// long, whose status takes `status_lines` lines (narrow: one or two).
    pub(super) fn new(layout: Layout, height: usize, status_lines: usize) -> Plan {
        match layout {
            // Every row built and two more, which a scaffold's second tile
            // may reach.
            Layout::Wide => wide((height + 2).max(MIN_ROWS)),
            Layout::Narrow => narrow(height + 2, status_lines.clamp(1, 2)),
        }
    }
}

fn wide(rows: usize) -> Plan {
    let width = WIDTH as f32;
    let (track_top, x0) = (62.0, 150.0);
    let gutter = 64.0;
    let size = ((width - 16.0 - gutter) / rows as f32).min(MAX_CELL);
    let offer_top = 484.0;
    Plan {
        layout: Layout::Wide,
        width,
        height: HEIGHT as f32,
        status: 8.0,
        track: Track {
            top: track_top,
            space: 26.0,
            x0,
            step: (width - 16.0 - x0) / 31.0,
            radius: 5.0,
            numbers: track_top + 13.0,
            number_size: 14.0,
            marker_radius: 6.0,
            crown: (18.0, 13.0, 4.0),
        },
        lanes: Lanes {
            // Centred in its band when long cathedrals shrink the cells.
            top: 118.0 + (5.0 * (MAX_CELL - size)) / 2.0,
            size,
            gutter,
            band_rows: rows,
            bands: 1,
            band_pitch: 0.0,
            letter_x: 26.0,
            letter_size: 24.0,
            edge: (42.0, 16.0),
            number_gap: 14.0,
            number_size: (size * 0.36).clamp(12.0, 20.0),
        },
        offer: Offer {
            left: 16.0,
            w: 150.0,
            gap: 12.0,
            label_size: 22.0,
            order_label: offer_top + 10.0,
            vault_label: offer_top + 124.0,
            order: (offer_top + 24.0, 82.0),
            vault: (offer_top + 138.0, 82.0),
        },
        panels: Panels {
            left: 506.0,
            top: 488.0,
            w: 281.0,
            h: 236.0,
            gap: 16.0,
            radius: 14.0,
            frame: 4.0,
            pad: 18.0,
            pawn: (30.0, 34.0, 14.0),
            name: (54.0, 14.0, 30.0),
            score: (50.0, 56.0),
            points: (82.0, 22.0),
            items: (116.0, 19.0, 24.0, 3),
            supplies: Supplies {
                row: 146.0,
                pitch: 90.0,
                icon: 12.0,
                count: (28.0, 30.0, 19.0),
                caption: (16.0, 16.0),
            },
            footer: (44.0, 22.0),
        },
    }
}

/// Phone sizes: labels 11–12 px, the numbers that matter 14 px and more.
fn narrow(rows: usize, status_lines: usize) -> Plan {
    let inner = NARROW - 2.0 * MARGIN;
    let status = 8.0;
    // The status's lines, the pile's counts under them.
    let header = status
        + status_lines as f32 * text::line_height(STATUS_SIZE)
        + 2.0
        + text::line_height(12.0)
        + 6.0;
    let track_top = header + 22.0;
    let space = 18.0;
    let lanes_top = track_top + space + 30.0;
    let gutter = 34.0;
    let size = (NARROW - MARGIN - gutter) / BAND_ROWS as f32;
    let bands = rows.div_ceil(BAND_ROWS).max(1);
    let band_pitch = 5.0 * size + 26.0;
    let offer_top = lanes_top + bands as f32 * band_pitch;
    let (order_h, vault) = (50.0, 50.0);
    let order_top = offer_top + 16.0;
    let vault_top = order_top + order_h + 20.0;
    let panels_top = vault_top + vault + 12.0;
    let panel_h = 142.0;
    let gap = 10.0;
    Plan {
        layout: Layout::Narrow,
        width: NARROW,
        height: panels_top + panel_h + MARGIN,
        status,
        track: Track {
            top: track_top,
            space,
            x0: MARGIN,
            step: inner / 31.0,
            radius: 3.0,
            numbers: track_top + space + 10.0,
            number_size: 11.0,
            marker_radius: 4.0,
            crown: (10.0, 7.0, 5.5),
        },
        lanes: Lanes {
            top: lanes_top,
            size,
            gutter,
            band_rows: BAND_ROWS,
            bands,
            band_pitch,
            letter_x: MARGIN + 3.0,
            letter_size: 15.0,
            edge: (MARGIN + 12.0, 8.0),
            number_gap: 10.0,
            number_size: 12.0,
        },
        offer: Offer {
            left: MARGIN,
            w: (inner - 2.0 * gap) / 3.0,
            gap,
            label_size: 12.0,
            order_label: offer_top + 8.0,
            vault_label: order_top + order_h + 10.0,
            order: (order_top, order_h),
            vault: (vault_top, vault),
        },
        panels: Panels {
            left: MARGIN,
            top: panels_top,
            w: (inner - 8.0) / 2.0,
            h: panel_h,
            gap: 8.0,
            radius: 10.0,
            frame: 3.0,
            pad: 10.0,
            pawn: (20.0, 20.0, 8.0),
            name: (35.0, 10.0, 14.0),
            score: (30.0, 28.0),
            points: (47.0, 12.0),
            items: (70.0, 12.0, 16.0, 3),
            supplies: Supplies {
                row: 86.0,
                pitch: 56.0,
                icon: 8.0,
                count: (15.0, 19.0, 10.5),
                caption: (11.0, 10.0),
            },
            footer: (26.0, 12.0),
        },
    }
}
