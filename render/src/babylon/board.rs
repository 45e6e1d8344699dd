//! The board picture: the action board (the ring of dice around the 3×3
//! building cells), the round panel and a row per seat.

use super::*;

const CELL: f32 = 84.0;
const BOARD_X: f32 = 24.0;
const BOARD_Y: f32 = 56.0;

/// The printed value of each ring placeholder, clockwise from the top
/// left corner's right neighbour (Y3), with its grid position.
const RING: [(u8, i8, i8); 12] = [
    (1, 1, 0),
    (2, 2, 0),
    (3, 3, 0),
    (4, 4, 1),
    (5, 4, 2),
    (6, 4, 3),
    (1, 3, 4),
    (2, 2, 4),
    (3, 1, 4),
    (4, 0, 3),
    (5, 0, 2),
    (6, 0, 1),
];

/// Draws the action board, the round and every seat's dice, `scale` times
/// [`WIDTH`] × [`BOARD_HEIGHT`]; narrow ([`Layout::Narrow`]), 400 wide
/// and as high as the seats' rows need.
pub fn draw_board(picture: &Picture<'_>, scale: f32) -> RgbImage {
    draw_board_mapped(picture, scale).0
}

/// [`draw_board`], and where it drew the dice that can be taken: each blue
/// die on the ring by its value (`6`: `take 6`; two dice of one value are
/// alike, and both carry it), each green die in a corner as `green`.
pub fn draw_board_mapped(picture: &Picture<'_>, scale: f32) -> (RgbImage, Vec<Region>) {
    let (image, dice) = match picture.layout {
        Layout::Wide => wide_board(picture, scale),
        Layout::Narrow => narrow_board(picture, scale),
    };
    let regions = dice
        .into_iter()
        .map(|(name, area)| Region {
            name,
            area: area.scaled(scale),
        })
        .collect();
    (image, regions)
}

/// The status line, the board and beside it the round panel.
fn wide_board(picture: &Picture<'_>, scale: f32) -> (RgbImage, Vec<(String, Rect)>) {
    let mut d = Drawing::new(WIDTH as f32, BOARD_HEIGHT as f32, scale, picture.vision);
    let status = text::fit(&picture.labels.status, 26.0, Weight::Bold, 1052.0);
    d.text(&status, 24.0, 12.0, 26.0, Weight::Bold, INK);
    let dice = board(
        &mut d,
        picture.view,
        picture.labels,
        (BOARD_X, BOARD_Y),
        1.0,
    );
    round_panel(&mut d, picture, &RoundPanel::WIDE);
    (d.into_image(), dice)
}

/// The status on two lines, the board full width, the round panel under
/// it: [`NARROW_W`] wide, as high as the seats' rows need.
fn narrow_board(picture: &Picture<'_>, scale: f32) -> (RgbImage, Vec<(String, Rect)>) {
    const STATUS: f32 = 17.0;
    let margin = NARROW_MARGIN;
    let width = NARROW_W - 2.0 * margin;
    // Drawn on a page high enough for anything, then cut where it ends.
    let mut d = Drawing::new(NARROW_W, 1100.0, scale, picture.vision);
    let lines = text::wrap(&picture.labels.status, STATUS, Weight::Bold, width, 2);
    let mut y = 10.0;
    for line in &lines {
        d.text(line, margin, y, STATUS, Weight::Bold, INK);
        y += 23.0;
    }
    // The board's panel, its margins included, fills the width.
    let panel = CELL * 5.0 + 12.0;
    let zoom = width / panel;
    let top = y + 6.0;
    let dice = board(
        &mut d,
        picture.view,
        picture.labels,
        (margin + 6.0 * zoom, top + 6.0 * zoom),
        zoom,
    );
    // Room for the tile's name under the board.
    let below = if picture.view.placed.is_some() {
        34.0
    } else {
        10.0
    };
    let end = round_panel(
        &mut d,
        picture,
        &RoundPanel::narrow(top + panel * zoom + below),
    );
    (d.into_image_cropped(end + 4.0), dice)
}

/// Draws the action board, its top-left cell at `at`, `zoom` times its
/// size ([`CELL`] a cell); where it drew each die that can be taken (by
/// value, or `green`) and each board cell (`ship`), which a tile covers.
fn board(
    d: &mut Drawing,
    view: &BabylonView,
    labels: &Labels,
    at: (f32, f32),
    zoom: f32,
) -> Vec<(String, Rect)> {
    let drawn = d.zoomed(zoom, |d| {
        board_zoomed(d, view, labels, (at.0 / zoom, at.1 / zoom))
    });
    drawn
        .into_iter()
        .map(|(name, area)| (name, area.scaled(zoom)))
        .collect()
}

/// [`board`] at its own size, its top-left cell at (`ox`, `oy`).
fn board_zoomed(
    d: &mut Drawing,
    view: &BabylonView,
    labels: &Labels,
    (ox, oy): (f32, f32),
) -> Vec<(String, Rect)> {
    let mut dice = Vec::new();
    let size = CELL * 5.0;
    d.rounded(ox - 6.0, oy - 6.0, size + 12.0, size + 12.0, 12.0, PANEL);
    ring(d, view, (ox, oy), &mut dice);
    green_corners(d, view, (ox, oy), &mut dice);
    icon_area(d, view, labels, (ox, oy), &mut dice);
    if let Some(placed) = view.placed {
        placed_tile(d, view, labels, placed, (ox, oy));
    }
    dice
}

/// The ring's blue dice (a die still there is drawn, a taken one is its
/// printed value, faint), each die where it was drawn into `dice`.
fn ring(d: &mut Drawing, view: &BabylonView, (ox, oy): (f32, f32), dice: &mut Vec<(String, Rect)>) {
    // The ring: blue placeholders (a die still there is drawn, a taken one
    // is its printed value, faint), green corners.
    let mut left = view.blue;
    for &(value, gx, gy) in &RING {
        let (x, y) = (
            ox + f32::from(gx as u8) * CELL,
            oy + f32::from(gy as u8) * CELL,
        );
        let slot = &mut left[usize::from(value) - 1];
        // Two placeholders per value: the first ones drawn hold the dice.
        let present = *slot > 0 && {
            let before = RING
                .iter()
                .take_while(|r| (r.1, r.2) != (gx, gy))
                .filter(|r| r.0 == value)
                .count() as u8;
            before < view.blue[usize::from(value) - 1]
        };
        if present {
            *slot -= 1;
            let (fill, ink) = die_colours(false, d.vision);
            d.die(x + 16.0, y + 16.0, CELL - 32.0, value, fill, ink);
            dice.push((
                value.to_string(),
                Rect::new(x + 8.0, y + 8.0, CELL - 16.0, CELL - 16.0),
            ));
        } else {
            d.frame(
                Rect::new(x + 16.0, y + 16.0, CELL - 32.0, CELL - 32.0),
                8.0,
                2.0,
                GRID,
            );
            d.centred(
                &value.to_string(),
                x + CELL / 2.0,
                y + CELL / 2.0,
                22.0,
                Weight::Regular,
                MUTED,
            );
        }
    }
}

/// The green dice in the board's corners, at a table of three or more.
fn green_corners(
    d: &mut Drawing,
    view: &BabylonView,
    (ox, oy): (f32, f32),
    dice: &mut Vec<(String, Rect)>,
) {
    let corners = [(0, 0), (4, 0), (0, 4), (4, 4)];
    let with_green = view.seats >= 3;
    for (i, (gx, gy)) in corners.into_iter().enumerate() {
        let (x, y) = (ox + gx as f32 * CELL, oy + gy as f32 * CELL);
        if !with_green {
            continue;
        }
        if (i as u8) < view.green {
            let (green, ink) = die_colours(true, d.vision);
            d.rounded(x + 16.0, y + 16.0, CELL - 32.0, CELL - 32.0, 8.0, green);
            let face = Rect::new(x + 16.0, y + 16.0, CELL - 32.0, CELL - 32.0);
            d.patterned(&DICE, 1, face.inset(1.5), false, ink);
            dice.push((
                "green".to_owned(),
                Rect::new(x + 8.0, y + 8.0, CELL - 16.0, CELL - 16.0),
            ));
            d.centred(
                "?",
                x + CELL / 2.0,
                y + CELL / 2.0,
                24.0,
                Weight::Bold,
                WHITE,
            );
        } else {
            let slot = Rect::new(x + 16.0, y + 16.0, CELL - 32.0, CELL - 32.0);
            d.frame(slot, 8.0, 2.0, die_colours(true, d.vision).0);
        }
    }
}

/// The icon area (y = 0 is the bottom row), each cell named, the one an
/// accepted penalty closed crossed out.
fn icon_area(
    d: &mut Drawing,
    view: &BabylonView,
    labels: &Labels,
    (ox, oy): (f32, f32),
    dice: &mut Vec<(String, Rect)>,
) {
    // The icon area: y = 0 is the bottom row.
    let closed = view
        .penalty
        .filter(|(_, accepted)| *accepted == Some(true))
        .map(|(card, _)| tables(view).penalties[card as usize - 1].0);
    for cell in BoardCell::ALL {
        let (bx, by) = cell.xy();
        let x = ox + (1.0 + f32::from(bx as u8)) * CELL;
        let y = oy + (3.0 - f32::from(by as u8)) * CELL;
        d.rounded(x + 3.0, y + 3.0, CELL - 6.0, CELL - 6.0, 8.0, WHITE);
        // The tile is placed by naming these cells.
        dice.push((
            cell.word().to_owned(),
            Rect::new(x + 3.0, y + 3.0, CELL - 6.0, CELL - 6.0),
        ));
        board_icon(d, cell, x + CELL / 2.0, y + CELL / 2.0 - 8.0);
        let word = labels.w(board_key(cell)).to_owned();
        let word = text::fit(&word, 15.0, Weight::Regular, CELL - 10.0);
        d.centred(
            &word,
            x + CELL / 2.0,
            y + CELL - 18.0,
            15.0,
            Weight::Regular,
            INK,
        );
        if closed == Some(cell) {
            d.line(
                (x + 8.0, y + 8.0),
                (x + CELL - 8.0, y + CELL - 8.0),
                5.0,
                CLOSED,
            );
            d.line(
                (x + CELL - 8.0, y + 8.0),
                (x + 8.0, y + CELL - 8.0),
                5.0,
                CLOSED,
            );
        }
    }
}

/// The round's tile: its cells shaded and outlined, its bonus spaces
/// named, its number and side under the board.
fn placed_tile(
    d: &mut Drawing,
    view: &BabylonView,
    labels: &Labels,
    placed: keystone_engine::babylon::Placed,
    (ox, oy): (f32, f32),
) {
    let size = CELL * 5.0;
    let cells: Vec<BoardCell> = placed.cells.iter().collect();
    for &cell in &cells {
        let (bx, by) = cell.xy();
        let x = ox + (1.0 + f32::from(bx as u8)) * CELL;
        let y = oy + (3.0 - f32::from(by as u8)) * CELL;
        d.rounded(x + 3.0, y + 3.0, CELL - 6.0, CELL - 6.0, 8.0, TILE);
        let neighbours = [(-1, 0), (1, 0), (0, -1), (0, 1)];
        for (dx, dy) in neighbours {
            let inside = BoardCell::at(bx + dx, by + dy).is_some_and(|n| cells.contains(&n));
            if inside {
                // Join the cells of one tile.
                let (jx, jy) = (
                    x + CELL / 2.0 + dx as f32 * CELL / 2.0,
                    y + CELL / 2.0 - dy as f32 * CELL / 2.0,
                );
                d.rect(jx - 8.0, jy - 8.0, 16.0, 16.0, TILE);
            }
        }
    }
    let bonuses = placed_bonuses(placed, tables(view), labels);
    let keys = ["papyrus", "pond-space", "garden-space", "lake"];
    let spaces = placed.spaces();
    for &cell in &cells {
        let (bx, by) = cell.xy();
        let x = ox + (1.0 + f32::from(bx as u8)) * CELL;
        let y = oy + (3.0 - f32::from(by as u8)) * CELL;
        let Some(i) = spaces.iter().position(|&s| s == cell) else {
            // The plain cell shows the icon it covers.
            let word = labels.w(board_key(cell)).to_owned();
            d.centred(
                &word,
                x + CELL / 2.0,
                y + CELL / 2.0,
                15.0,
                Weight::Regular,
                WHITE,
            );
            continue;
        };
        let space = text::fit(labels.w(keys[i]), 14.0, Weight::Bold, CELL - 8.0);
        d.centred(&space, x + CELL / 2.0, y + 22.0, 14.0, Weight::Bold, WHITE);
        let what = text::fit(&bonuses[i], 15.0, Weight::Regular, CELL - 8.0);
        d.centred(
            &what,
            x + CELL / 2.0,
            y + 48.0,
            15.0,
            Weight::Regular,
            WHITE,
        );
    }
    let title = format!(
        "{} {}{}",
        labels.w("tile"),
        placed.tile,
        placed.side.letter()
    );
    d.text(&title, ox, oy + size + 12.0, 18.0, Weight::Bold, INK);
}

fn board_key(cell: BoardCell) -> &'static str {
    match cell {
        BoardCell::Ship => "board-ship",
        BoardCell::Worker => "board-worker",
        BoardCell::Lion => "board-lion",
        BoardCell::Stone => "board-stone",
        BoardCell::Pond => "board-pond",
        BoardCell::Gold => "board-gold",
        BoardCell::Art => "board-art",
        BoardCell::Mosaic => "board-mosaic",
        BoardCell::Palm => "board-palm",
    }
}

/// A board cell's icon: a tower icon's letter, or a symbol.
fn board_icon(d: &mut Drawing, cell: BoardCell, cx: f32, cy: f32) {
    match cell {
        BoardCell::Art => d.icon(TowerIcon::Art, cx, cy, 17.0),
        BoardCell::Mosaic => d.icon(TowerIcon::Mosaic, cx, cy, 17.0),
        BoardCell::Palm => d.icon(TowerIcon::Palm, cx, cy, 17.0),
        BoardCell::Lion => d.icon(TowerIcon::Lion, cx, cy, 17.0),
        BoardCell::Gold => {
            d.circle(cx, cy, 17.0, GOLD_EDGE);
            d.circle(cx, cy, 15.0, GOLD);
        }
        BoardCell::Stone => {
            d.rounded(
                cx - 16.0,
                cy - 13.0,
                32.0,
                26.0,
                6.0,
                Rgb([0x77, 0x77, 0x77]),
            );
        }
        BoardCell::Pond => {
            d.circle(cx, cy, 18.0, Rgb([0x56, 0xB4, 0xE9]));
            d.line((cx - 10.0, cy), (cx + 10.0, cy), 2.0, WHITE);
        }
        BoardCell::Worker => {
            d.circle(cx, cy - 8.0, 7.0, INK);
            d.rounded(cx - 9.0, cy, 18.0, 16.0, 5.0, INK);
        }
        BoardCell::Ship => {
            let s = d.s;
            let mut path = Path::default();
            path.polygon(&[
                ((cx - 18.0) * s, (cy + 2.0) * s),
                ((cx + 18.0) * s, (cy + 2.0) * s),
                ((cx + 11.0) * s, (cy + 14.0) * s),
                ((cx - 11.0) * s, (cy + 14.0) * s),
            ]);
            path.polygon(&[
                (cx * s, (cy - 16.0) * s),
                ((cx + 12.0) * s, (cy - 1.0) * s),
                (cx * s, (cy - 1.0) * s),
            ]);
            d.canvas.fill(&path, INK);
        }
    }
}

/// The words of a tile's four bonus spaces, Papyrus first (Y6).
fn placed_bonuses(
    placed: keystone_engine::babylon::Placed,
    tables: &manifest::Tables,
    labels: &Labels,
) -> Vec<String> {
    let b = placed.bonuses(tables);
    let word = |bonus| bonus_word(bonus, labels);
    let lake = format!("{}+{}", word(b.lake[0]), word(b.lake[1]));
    vec![word(b.papyrus), word(Bonus::River), word(b.garden), lake]
}

/// A bonus in a word or two, as a tile's space prints it.
fn bonus_word(bonus: Bonus, labels: &Labels) -> String {
    let key = match bonus {
        Bonus::Gold => "bonus-gold",
        Bonus::Stone => "bonus-stone",
        Bonus::Wood => "bonus-wood",
        Bonus::Wheat => "bonus-wheat",
        Bonus::Art => "bonus-art",
        Bonus::Mosaic => "bonus-mosaic",
        Bonus::Palm => "bonus-palm",
        Bonus::Lion => "bonus-lion",
        Bonus::Amphora => "bonus-amphora",
        Bonus::Cart => "bonus-cart",
        Bonus::Garden => "bonus-garden",
        Bonus::Wall => "bonus-wall",
        Bonus::Pencil => "bonus-pencil",
        Bonus::Shape3 => "bonus-shape3",
        Bonus::River => "bonus-river",
        Bonus::Dice(a, b) => return format!("{} {a}+{b}", labels.w("bonus-dice")),
    };
    labels.w(key).to_owned()
}

/// Where the round panel goes and how large its words are.
struct RoundPanel {
    /// Its top-left corner.
    x: f32,
    y: f32,
    /// The round and the shape card: their size, and the line they take.
    title: f32,
    title_h: f32,
    /// Where the shape card's words and its drawing begin.
    shape_dx: f32,
    glyph_dx: f32,
    glyph_cell: f32,
    /// The other lines: their size, and the line they take.
    text: f32,
    line_h: f32,
    /// The solo penalty card: its box's place from the goal's line, and
    /// its width.
    penalty_at: (f32, f32),
    penalty_w: f32,
    /// A seat's row.
    row: SeatRow,
}

/// A seat's row: its size, and where its words and dice go in it.
struct SeatRow {
    w: f32,
    h: f32,
    /// From one row's top to the next's.
    step: f32,
    name: f32,
    name_max: f32,
    state: f32,
    state_y: f32,
    die_x: f32,
    die_y: f32,
    die: f32,
    die_step: f32,
}

impl RoundPanel {
    /// Beside the board.
    const WIDE: RoundPanel = RoundPanel {
        x: 480.0,
        y: 56.0,
        title: 22.0,
        title_h: 34.0,
        shape_dx: 170.0,
        glyph_dx: 400.0,
        glyph_cell: 10.0,
        text: 18.0,
        line_h: 30.0,
        penalty_at: (170.0, 0.0),
        penalty_w: 420.0,
        row: SeatRow {
            w: 596.0,
            h: 84.0,
            step: 92.0,
            name: 22.0,
            name_max: 260.0,
            state: 17.0,
            state_y: 44.0,
            die_x: 300.0,
            die_y: 40.0,
            die: 36.0,
            die_step: 42.0,
        },
    };

    /// Under the board, `NARROW_W` wide: the penalty card on a line of
    /// its own.
    const fn narrow(y: f32) -> RoundPanel {
        let w = NARROW_W - 2.0 * NARROW_MARGIN;
        RoundPanel {
            x: NARROW_MARGIN,
            y,
            title: 18.0,
            title_h: 28.0,
            shape_dx: 124.0,
            glyph_dx: w - 40.0,
            glyph_cell: 10.0,
            text: 14.0,
            line_h: 24.0,
            penalty_at: (0.0, 26.0),
            penalty_w: w,
            row: SeatRow {
                w,
                h: 62.0,
                step: 68.0,
                name: 16.0,
                name_max: 220.0,
                state: 13.0,
                state_y: 36.0,
                die_x: 190.0,
                die_y: 30.0,
                die: 26.0,
                die_step: 30.0,
            },
        }
    }
}

/// Round, shape card, removed cards, solo penalty and goal, then a row per
/// seat with its dice and score; where it ended.
fn round_panel(d: &mut Drawing, picture: &Picture<'_>, g: &RoundPanel) -> f32 {
    let view = picture.view;
    let labels = picture.labels;
    let x = g.x;
    let mut y = g.y;
    let round = format!("{} {}/{}", labels.w("round"), view.round, view.rounds);
    d.text(&round, x, y, g.title, Weight::Bold, INK);
    if let Some(card) = view.card {
        let shape = keystone_engine::babylon::Shape::of_tile(card);
        let [a, b] = shape.tiles();
        let text = format!("{} {} ({a}, {b})", labels.w("card"), shape.letter());
        let max = g.glyph_dx - g.shape_dx - 8.0;
        let text = text::fit(&text, g.title, Weight::Bold, max);
        d.text(&text, x + g.shape_dx, y, g.title, Weight::Bold, INK);
        shape_glyph(d, shape, x + g.glyph_dx, y - 2.0, g.glyph_cell);
    }
    y += g.title_h;
    let removed: Vec<String> = view
        .removed
        .iter()
        .map(|&c| format!("{}", keystone_engine::babylon::Shape::of_tile(c).letter()))
        .collect();
    let removed = format!("{}: {}", labels.w("removed"), removed.join(" "));
    d.text(&removed, x, y, g.text, Weight::Regular, MUTED);
    y += g.line_h;
    if let Some(mode) = view.mode {
        let goal = format!(
            "{} {} ({})",
            labels.w("goal"),
            manifest::GOAL,
            labels.w(match mode {
                Mode::Normal => "normal",
                Mode::Hard => "hard",
            })
        );
        d.text(&goal, x, y, g.text, Weight::Bold, INK);
        if let Some((card, accepted)) = view.penalty {
            let (cell, value) = tables(view).penalties[card as usize - 1];
            let state = match accepted {
                Some(true) => labels.w("accepted"),
                Some(false) => labels.w("ignored"),
                None => labels.w("undecided"),
            };
            let text = format!(
                "{} {card}: {} · {value} ({state})",
                labels.w("penalty"),
                labels.w(board_key(cell))
            );
            let (px, py) = (x + g.penalty_at.0, y + g.penalty_at.1);
            d.rounded(
                px,
                py - 4.0,
                g.penalty_w,
                g.text + 12.0,
                6.0,
                Rgb([0xF3, 0xD6, 0xD6]),
            );
            let text = text::fit(&text, g.text, Weight::Bold, g.penalty_w - 20.0);
            d.text(&text, px + 10.0, py, g.text, Weight::Bold, CLOSED);
            y += g.penalty_at.1;
        }
        y += g.line_h;
        if !view.kept.is_empty() {
            let values: Vec<String> = view
                .kept
                .iter()
                .map(|&c| tables(view).penalties[c as usize - 1].1.to_string())
                .collect();
            let text = format!("{}: −{}", labels.w("kept"), values.join(" −"));
            d.text(&text, x, y, g.text, Weight::Regular, MUTED);
            y += g.line_h;
        }
    }
    y += 6.0;
    for (i, player) in view.players.iter().enumerate() {
        let seat = Seat::from_index(i);
        seat_row(d, picture, seat, player, &g.row, (x, y));
        y += g.row.step;
    }
    y
}

fn seat_row(
    d: &mut Drawing,
    picture: &Picture<'_>,
    seat: Seat,
    player: &SeatView,
    g: &SeatRow,
    (x, y): (f32, f32),
) {
    let view = picture.view;
    let labels = picture.labels;
    d.rounded(x, y, g.w, g.h, 10.0, PANEL);
    let who = text::fit(name(picture.names, seat), g.name, Weight::Bold, g.name_max);
    d.text(&who, x + 14.0, y + 8.0, g.name, Weight::Bold, INK);
    let score = format!("{} {}", player.score.total(), labels.w("points"));
    let w = text::width(&score, g.name, Weight::Bold);
    d.text(
        &score,
        x + g.w - 16.0 - w,
        y + 8.0,
        g.name,
        Weight::Bold,
        INK,
    );
    let mut state: Vec<&str> = Vec::new();
    if view.first == seat && view.step != Step::Over {
        state.push(labels.w("first"));
    }
    if player.left {
        state.push(labels.w("left"));
    } else if view.step == Step::Write {
        state.push(if player.done {
            labels.w("done")
        } else {
            labels.w("writing")
        });
    }
    let state = text::fit(&state.join(" · "), g.state, Weight::Regular, g.die_x - 40.0);
    d.text(
        &state,
        x + 14.0,
        y + g.state_y,
        g.state,
        Weight::Regular,
        MUTED,
    );
    // The dice held this round: spent ones faint, virtual ones outlined.
    let mut dx = x + g.die_x;
    // Closer together if more than the row has room for.
    let room = g.w - 8.0 - g.die_x - g.die;
    let gaps = player.turn.dice.len().saturating_sub(1).max(1) as f32;
    let step = g.die_step.min(room / gaps);
    for die in &player.turn.dice {
        let (fill, ink) = match (die.spent, die.green, die.virtual_die) {
            (true, _, _) => (Rgb([0xD8, 0xD2, 0xC8]), Rgb([0x9A, 0x90, 0x84])),
            (false, true, _) => die_colours(true, d.vision),
            (false, false, true) => (WHITE, INK),
            (false, false, false) => die_colours(false, d.vision),
        };
        d.die(dx, y + g.die_y, g.die, die.value, fill, ink);
        if die.virtual_die {
            d.frame(Rect::new(dx, y + g.die_y, g.die, g.die), 6.0, 2.0, INK);
        }
        dx += step;
    }
}

/// A shape drawn as small squares, its top-left at (`x`, `y`).
fn shape_glyph(d: &mut Drawing, shape: keystone_engine::babylon::Shape, x: f32, y: f32, cell: f32) {
    let footprint =
        keystone_engine::babylon::Footprint::of(shape, keystone_engine::babylon::Side::A);
    let height = footprint.cells().iter().map(|c| c.1).max().unwrap_or(0);
    for &(cx, cy) in footprint.cells() {
        let px = x + f32::from(cx as u8) * (cell + 2.0);
        let py = y + f32::from((height - cy) as u8) * (cell + 2.0);
        d.rect(px, py, cell, cell, TILE);
    }
}
