//! The sheets: a seat's tower, the side panel's sections and tracks, and
//! the score by item.

use super::*;

const TOWER_CELL: f32 = 40.0;
const TOWER_X: f32 = 34.0;
const TOWER_Y: f32 = 64.0;

/// Draws the sheets of `seats`, one under another; each [`SHEET_W`] ×
/// [`SHEET_H`] at scale 1 (one alone twice that); narrow
/// ([`Layout::Narrow`]), each 400 wide and as high as it needs.
pub fn draw_sheets(picture: &Picture<'_>, seats: &[Seat], scale: f32) -> RgbImage {
    let k = if seats.len() == 1 { 2.0 } else { 1.0 };
    sheets(picture, seats, k, scale).0
}

/// Draws the sheet of `seat` alone at the size it has beside the others:
/// [`SHEET_W`] × [`SHEET_H`] at scale 1, with the same margins; narrow,
/// as [`draw_sheets`] draws it.
pub fn draw_sheet(picture: &Picture<'_>, seat: Seat, scale: f32) -> RgbImage {
    sheets(picture, &[seat], 1.0, scale).0
}

/// [`draw_sheet`], and where it drew each cell of the seat's tower, by
/// its name (`b3`), and each section of its side an action begins with,
/// by that word (`river`, `amphora`, `wall`, `garden`, `cart`, `house`).
pub fn draw_sheet_mapped(picture: &Picture<'_>, seat: Seat, scale: f32) -> (RgbImage, Vec<Region>) {
    sheets(picture, &[seat], 1.0, scale)
}

/// Where a sheet's parts go, in its own coordinates at scale 1.
struct SheetLayout {
    w: f32,
    h: f32,
    /// The panel's margin left and right (it is 4 from the top and bottom).
    inset: f32,
    /// The header: its words' size, their left and right edge, the name's
    /// widest.
    header: f32,
    header_y: f32,
    pad: f32,
    name_max: f32,
    /// The tower: where its cell a10's top-left corner is, and a cell's
    /// side.
    tower: (f32, f32),
    cell: f32,
    side: Side,
    /// The score by item: where its first line begins, its lines' widest.
    breakdown: (f32, f32),
    breakdown_w: f32,
}

/// The score by item's words, and the height of its lines.
const BREAKDOWN: f32 = 14.0;
const BREAKDOWN_LINE: f32 = 19.0;

impl SheetLayout {
    /// The tower, the side panel beside it, the score by item under both.
    const WIDE: SheetLayout = SheetLayout {
        w: SHEET_W,
        h: SHEET_H,
        inset: 4.0,
        header: 24.0,
        header_y: 14.0,
        pad: 18.0,
        name_max: 300.0,
        tower: (TOWER_X, TOWER_Y),
        cell: TOWER_CELL,
        side: Side::WIDE,
        breakdown: (18.0, TOWER_Y + 10.0 * TOWER_CELL + 30.0),
        breakdown_w: SHEET_W - 36.0,
    };

    /// [`NARROW_W`] wide: the tower, larger, then the side panel's
    /// sections a row each, then the score by item; as high as `seat`'s
    /// sheet needs.
    fn narrow(picture: &Picture<'_>, seat: Seat) -> SheetLayout {
        const CELL: f32 = 44.0;
        let player = &picture.view.players[seat.index()];
        let rows = f32::from(player.sheet.printed().rows);
        let (left, right) = (NARROW_MARGIN + 12.0, NARROW_W - NARROW_MARGIN - 12.0);
        // The tower and its row numbers, centred; a lower tower is drawn
        // from its top row.
        let tower_top = 52.0;
        let block = 6.0 * CELL + 22.0;
        let tower_x = left + (right - left - block) / 2.0 + 22.0;
        let tower = (tower_x, tower_top - (10.0 - rows) * CELL);
        let mut side = Side::narrow(left, right);
        side.y = tower_top + rows * CELL + 38.0;
        let breakdown_y = side.y + side.height(picture.labels, player) + 30.0;
        let breakdown_w = right - left;
        let lines = breakdown_lines(picture.labels, player, breakdown_w).len() as f32;
        SheetLayout {
            w: NARROW_W,
            h: breakdown_y + lines * BREAKDOWN_LINE + 16.0,
            inset: NARROW_MARGIN,
            header: 20.0,
            header_y: 16.0,
            pad: left,
            name_max: 200.0,
            tower,
            cell: CELL,
            side,
            breakdown: (left, breakdown_y),
            breakdown_w,
        }
    }

    fn of(picture: &Picture<'_>, seat: Seat) -> SheetLayout {
        match picture.layout {
            Layout::Wide => SheetLayout::WIDE,
            Layout::Narrow => SheetLayout::narrow(picture, seat),
        }
    }
}

/// The sheets of `seats`, each `k` times its size (narrow: its own),
/// one under another; and the tower cells' regions (`b3` for one sheet,
/// `2 b3` for seat 2's among several), and one sheet's sections
/// (`garden`, `house`).
fn sheets(picture: &Picture<'_>, seats: &[Seat], k: f32, scale: f32) -> (RgbImage, Vec<Region>) {
    let layouts: Vec<SheetLayout> = seats
        .iter()
        .map(|&seat| SheetLayout::of(picture, seat))
        .collect();
    // One under another, never side by side: a phone shows the picture at
    // its own width, and two sheets abreast were too small to read there.
    let (w, h, left, k) = match picture.layout {
        Layout::Wide => {
            let rows = seats.len().max(1) as f32;
            let w = SHEET_W * k + 20.0;
            // One large fills the board's width.
            let w = if k > 1.0 { w.max(WIDTH as f32) } else { w };
            (w, SHEET_H * rows * k, 10.0, k)
        }
        Layout::Narrow => {
            let h: f32 = layouts.iter().map(|l| l.h).sum();
            (NARROW_W, h.max(1.0), 0.0, 1.0)
        }
    };
    let mut d = Drawing::new(w, h, scale, picture.vision);
    let mut regions = Vec::new();
    let mut top = 0.0;
    for (&seat, layout) in seats.iter().zip(&layouts) {
        let at = (
            (left * scale).round() as u32,
            (top * k * scale).round() as u32,
        );
        let size = (
            (layout.w * scale * k).round() as u32,
            (layout.h * scale * k).round() as u32,
        );
        top += layout.h;
        // Each sheet in its own part of the picture, at its own scale.
        let whole = d.canvas.enter(at, size);
        let sections = d.zoomed(k, |d| sheet(d, picture, seat, layout));
        d.canvas.leave(whole);
        let placed = |area: Rect| {
            let area = area.scaled(scale * k);
            Rect::new(area.x + at.0 as f32, area.y + at.1 as f32, area.w, area.h)
        };
        // A seat's own sheet: its sections are where it writes.
        if seats.len() == 1 {
            for (word, area) in sections {
                regions.push(Region {
                    name: word.to_owned(),
                    area: placed(area),
                });
            }
        }
        let tower = picture.view.players[seat.index()].sheet.printed().tower;
        for cell in tower.iter() {
            let (x, y) = tower_xy(layout.tower, layout.cell, cell);
            let name = if seats.len() == 1 {
                cell.to_string()
            } else {
                format!("{seat} {cell}")
            };
            regions.push(Region {
                name,
                area: placed(Rect::new(x, y, layout.cell, layout.cell)),
            });
        }
    }
    (d.into_image(), regions)
}

/// Draws `seat`'s sheet laid out as `layout` says; where it drew the
/// sections of its side.
fn sheet(
    d: &mut Drawing,
    picture: &Picture<'_>,
    seat: Seat,
    layout: &SheetLayout,
) -> Vec<(&'static str, Rect)> {
    let view = picture.view;
    let labels = picture.labels;
    let player = &view.players[seat.index()];
    let sheet = &player.sheet;
    let before = picture
        .since
        .and_then(|s| s.get(seat.index()))
        .filter(|_| view.step == Step::Write || view.step == Step::Over);
    let (w, h, size) = (layout.w, layout.h, layout.header);
    d.rounded(
        layout.inset,
        4.0,
        w - 2.0 * layout.inset,
        h - 8.0,
        14.0,
        PANEL,
    );
    // Header: name, score.
    let who = text::fit(
        name(picture.names, seat),
        size,
        Weight::Bold,
        layout.name_max,
    );
    d.text(&who, layout.pad, layout.header_y, size, Weight::Bold, INK);
    let score = format!("{} {}", player.score.total(), labels.w("points"));
    let sw = text::width(&score, size, Weight::Bold);
    let right = w - layout.pad - sw;
    d.text(&score, right, layout.header_y, size, Weight::Bold, INK);
    tower(d, sheet, before, layout.tower, layout.cell);
    let (sections, end) = side_panel(d, labels, player, before, &layout.side);
    debug_assert!(
        picture.layout == Layout::Wide
            || (end - layout.side.y - layout.side.height(labels, player)).abs() < 0.5,
        "the side panel takes the height it says"
    );
    breakdown(d, labels, player, layout);
    sections
}

/// Where the tower's `cell` is drawn, for the tower's cell a10 at `at`
/// and cells `side` wide.
fn tower_xy(at: (f32, f32), side: f32, cell: Cell) -> (f32, f32) {
    let x = at.0 + f32::from(cell.x() as u8) * side;
    let y = at.1 + f32::from((9 - cell.y()) as u8) * side;
    (x, y)
}

/// Draws the tower, its cell a10 at `at` and cells `side` wide: the
/// tower of [`TOWER_CELL`] zoomed.
fn tower(d: &mut Drawing, sheet: &Sheet, before: Option<&Sheet>, at: (f32, f32), side: f32) {
    let zoom = side / TOWER_CELL;
    d.zoomed(zoom, |d| {
        tower_zoomed(d, sheet, before, (at.0 / zoom, at.1 / zoom));
    });
}

/// [`tower`] at its own size, its cell a10 at (`tx`, `ty`).
fn tower_zoomed(d: &mut Drawing, sheet: &Sheet, before: Option<&Sheet>, (tx, ty): (f32, f32)) {
    let printed = sheet.printed();
    let new_filled = before.map_or(Cells::EMPTY, |b| Cells(sheet.filled.0 & !b.filled.0));
    let rows = printed.rows;
    tower_coordinates(d, rows, (tx, ty));
    for cell in printed.tower.iter() {
        let (x, y) = tower_xy((tx, ty), TOWER_CELL, cell);
        let fill = if new_filled.contains(cell) {
            HIGHLIGHT
        } else if sheet.filled.contains(cell) {
            FILLED
        } else if printed.door.contains(cell) {
            DOOR
        } else if printed.big_windows.contains(cell) {
            BIG_WINDOW
        } else if printed.small_windows.contains(cell) {
            WINDOW
        } else {
            EMPTY_CELL
        };
        d.rect(x, y, TOWER_CELL, TOWER_CELL, fill);
        d.frame(Rect::new(x, y, TOWER_CELL, TOWER_CELL), 0.0, 1.0, GRID);
        if sheet.filled.contains(cell)
            && (printed.door.contains(cell)
                || printed.big_windows.contains(cell)
                || printed.small_windows.contains(cell))
        {
            // A filled opening keeps a mark of what it was.
            let mark = if printed.door.contains(cell) {
                DOOR
            } else if printed.big_windows.contains(cell) {
                BIG_WINDOW
            } else {
                WINDOW
            };
            d.rect(x + 3.0, y + 3.0, 8.0, 8.0, mark);
        }
    }
    shape_edges(d, sheet, (tx, ty));
    // Icons: printed ones as rings (solid when circled), drawn ones solid
    // with a square frame; new ones lit.
    for cell in printed.tower.iter() {
        let (x, y) = tower_xy((tx, ty), TOWER_CELL, cell);
        let (cx, cy) = (x + TOWER_CELL / 2.0, y + TOWER_CELL / 2.0);
        if let Some(icon) = printed.icon(cell) {
            let circled = sheet.circled.contains(cell);
            let new = before.is_some_and(|b| circled && !b.circled.contains(cell));
            if new {
                d.circle(cx, cy, 17.0, HIGHLIGHT);
            }
            if circled {
                d.icon(icon, cx, cy, 13.0);
                d.ring(cx, cy, 16.0, 2.5, INK);
            } else {
                let (fill, _) = icon_colours(icon, d.vision);
                d.ring(cx, cy, 13.0, 3.0, fill);
                d.centred(icon_letter(icon), cx, cy, 15.0, Weight::Bold, INK);
            }
        } else if let Some(icon) = TowerIcon::ALL
            .into_iter()
            .find(|&i| sheet.drawn[i as usize].contains(cell))
        {
            let new = before.is_some_and(|b| !b.drawn[icon as usize].contains(cell));
            if new {
                d.rounded(
                    x + 3.0,
                    y + 3.0,
                    TOWER_CELL - 6.0,
                    TOWER_CELL - 6.0,
                    6.0,
                    HIGHLIGHT,
                );
            }
            let (fill, ink) = icon_colours(icon, d.vision);
            d.rounded(
                x + 7.0,
                y + 7.0,
                TOWER_CELL - 14.0,
                TOWER_CELL - 14.0,
                4.0,
                fill,
            );
            d.centred(icon_letter(icon), cx, cy, 15.0, Weight::Bold, ink);
        }
    }
    let top = ty + f32::from(10 - rows) * TOWER_CELL;
    let outline = Rect::new(tx, top, 6.0 * TOWER_CELL, f32::from(rows) * TOWER_CELL);
    d.frame(outline, 0.0, 2.0, SHAPE_EDGE);
}

/// The score by item, non-zero items only, and the holes, in lines at
/// most `max` wide.
fn breakdown_lines(labels: &Labels, player: &SeatView, max: f32) -> Vec<String> {
    let items: Vec<String> = player
        .score
        .items()
        .iter()
        .filter(|(_, p)| *p != 0)
        .map(|(item, p)| format!("{} {p}", labels.w(&format!("item-{item}"))))
        .collect();
    let holes = format!("{} {}", player.sheet.holes(), labels.w("holes"));
    let mut lines = Vec::new();
    let mut line = String::new();
    for item in items.iter().chain([&holes]) {
        let next = if line.is_empty() {
            item.clone()
        } else {
            format!("{line} · {item}")
        };
        if text::width(&next, BREAKDOWN, Weight::Regular) > max {
            lines.push(std::mem::replace(&mut line, item.clone()));
        } else {
            line = next;
        }
    }
    lines.push(line);
    lines
}

/// The score by item, where `layout` puts it.
fn breakdown(d: &mut Drawing, labels: &Labels, player: &SeatView, layout: &SheetLayout) {
    let (x, mut y) = layout.breakdown;
    for line in breakdown_lines(labels, player, layout.breakdown_w) {
        d.text(&line, x, y, BREAKDOWN, Weight::Regular, MUTED);
        y += BREAKDOWN_LINE;
    }
}

/// The tower's column letters and row numbers, for a tower of `rows`.
fn tower_coordinates(d: &mut Drawing, rows: u8, (tx, ty): (f32, f32)) {
    for x in 0..6u8 {
        let letter = ((b'a' + x) as char).to_string();
        let cx = tx + f32::from(x) * TOWER_CELL + TOWER_CELL / 2.0;
        d.centred(
            &letter,
            cx,
            ty + 10.0 * TOWER_CELL + 12.0,
            14.0,
            Weight::Regular,
            MUTED,
        );
    }
    // A manifest's tower may be lower than the page's: its top rows are
    // left out, the tower standing on the same ground.
    for y in 0..rows {
        let cy = ty + f32::from(9 - y) * TOWER_CELL + TOWER_CELL / 2.0;
        d.centred(
            &(y + 1).to_string(),
            tx - 14.0,
            cy,
            14.0,
            Weight::Regular,
            MUTED,
        );
    }
}

/// The shapes outlined: a thick edge wherever a cell's neighbour is not in
/// the same shape.
fn shape_edges(d: &mut Drawing, sheet: &Sheet, (tx, ty): (f32, f32)) {
    for shape in &sheet.shapes {
        for cell in shape.iter() {
            let (x, y) = tower_xy((tx, ty), TOWER_CELL, cell);
            let t = TOWER_CELL;
            let edges = [
                ((-1, 0), (x, y), (x, y + t)),
                ((1, 0), (x + t, y), (x + t, y + t)),
                ((0, -1), (x, y + t), (x + t, y + t)),
                ((0, 1), (x, y), (x + t, y)),
            ];
            for ((dx, dy), a, b) in edges {
                let same =
                    Cell::at(cell.x() + dx, cell.y() + dy).is_some_and(|n| shape.contains(n));
                if !same {
                    d.line(a, b, 3.0, SHAPE_EDGE);
                }
            }
        }
    }
}
