//! The side of a sheet: the River, the pottery, the mosaic wall, the
//! garden, the flower carts, the gold and stone tracks, the buildings and
//! the wheat box.

use super::*;

/// Where the side panel's sections go, and their words' size.
pub(super) struct Side {
    /// Where its first title begins.
    x: f32,
    pub(super) y: f32,
    /// The sections' areas' right edge.
    right: f32,
    /// The titles' size, and how far below its title's top a section's
    /// marks begin (nothing when they are beside it).
    title: f32,
    title_h: f32,
    /// How far right of its title's left a section's marks begin, and
    /// where the ship is.
    marks_dx: f32,
    ship_dx: f32,
    /// The gold and stone tracks' marks: their radius, how far below the
    /// title's top they begin, the line they take.
    track_r: f32,
    track_dy: f32,
    track_h: f32,
    /// A building's box: its height, and the line a row of them takes.
    chip_h: f32,
    chips_h: f32,
}

/// The lines the sections take below their titles' lines: the River,
/// the loose resources, the pottery, the wall, the garden, the carts.
const RIVER_H: f32 = 28.0;
const LOOSE_H: f32 = 14.0;
const POTTERY_H: f32 = 30.0;
const WALL_H: f32 = 30.0;
const GARDEN_H: f32 = 26.0;
const CARTS_H: f32 = 26.0;
/// The words of the buildings' boxes.
const CHIP_TEXT: f32 = 13.0;
/// The buildings, by their words' keys, as the sheet prints them.
const BUILDINGS: [&str; 5] = ["statue", "house", "mine", "tent", "boat"];

impl Side {
    /// Beside the tower: each title above its marks.
    pub(super) const WIDE: Side = Side {
        x: 300.0,
        y: 60.0,
        right: 528.0,
        title: 15.0,
        title_h: 20.0,
        marks_dx: 0.0,
        ship_dx: 160.0,
        track_r: 5.0,
        track_dy: 0.0,
        track_h: 22.0,
        chip_h: 22.0,
        chips_h: 28.0,
    };

    /// Under the tower, from `left` to `right`: each title beside its
    /// marks, a row each.
    pub(super) const fn narrow(left: f32, right: f32) -> Side {
        Side {
            x: left,
            y: 0.0,
            right,
            title: 14.0,
            title_h: 0.0,
            marks_dx: 100.0,
            ship_dx: 100.0 + 218.0,
            track_r: 6.0,
            track_dy: 4.0,
            track_h: 24.0,
            chip_h: 24.0,
            chips_h: 30.0,
        }
    }

    /// Where the buildings' boxes go, a row at `y`: as many to a row as
    /// fit.
    fn chips(&self, labels: &Labels, y: f32) -> Vec<(&'static str, Rect)> {
        let start = self.x + self.marks_dx;
        let (mut bx, mut y) = (start, y);
        let mut chips = Vec::new();
        for key in BUILDINGS {
            let w = text::width(labels.w(key), CHIP_TEXT, Weight::Regular) + 12.0;
            if bx > start && bx + w > self.right {
                (bx, y) = (start, y + self.chips_h);
            }
            chips.push((key, Rect::new(bx, y - 2.0, w, self.chip_h)));
            bx += w + 4.0;
        }
        chips
    }

    /// The height [`side_panel`] takes for `player`, from its first
    /// title's top to its last line's.
    pub(super) fn height(&self, labels: &Labels, player: &SeatView) -> f32 {
        let loose = if player.turn.loose != [0, 0] {
            LOOSE_H
        } else {
            0.0
        };
        let chips = self.chips(labels, 0.0);
        let chip_rows = chips.last().map_or(0.0, |(_, r)| r.y + 2.0) + self.chips_h;
        8.0 * self.title_h
            + RIVER_H
            + loose
            + POTTERY_H
            + WALL_H
            + GARDEN_H
            + CARTS_H
            + 2.0 * self.track_h
            + chip_rows
    }
}

/// The side of a sheet: its sections and tracks; where it drew each
/// section an action begins with (`river`, `amphora`, `wall`, `garden`,
/// `cart`, a building's word), in the sheet's own coordinates; and the
/// top of its last line.
pub(super) fn side_panel(
    d: &mut Drawing,
    labels: &Labels,
    player: &SeatView,
    before: Option<&Sheet>,
    g: &Side,
) -> (Vec<(&'static str, Rect)>, f32) {
    let sheet = &player.sheet;
    let mut sections = Vec::new();
    let x = g.x;
    let section = |word: &'static str, from: f32, to: f32| {
        (
            word,
            Rect::new(x - 4.0, from - 3.0, g.right - (x - 4.0), to - from),
        )
    };
    let lit =
        |now: u8, then: &dyn Fn(&Sheet) -> u8| before.map_or(0, |b| now.saturating_sub(then(b)));
    // The marks begin under their title, or beside it.
    let mx = x + g.marks_dx;
    let mut y = g.y;
    let title_max = if g.marks_dx > 0.0 {
        g.marks_dx - 6.0
    } else {
        g.right - x
    };
    let title = |d: &mut Drawing, text: &str, y: f32| {
        let text = text::fit(text, g.title, Weight::Bold, title_max);
        d.text(&text, x, y, g.title, Weight::Bold, INK);
    };
    // River: wood, wheat, the ship; stored resources shown by crossing.
    let top = y;
    title(d, labels.w("river"), y);
    let ship = if sheet.river_ship() { "⛵ 6" } else { "" };
    d.text(ship, x + g.ship_dx, y, g.title, Weight::Bold, INK);
    y += g.title_h;
    river_marks(d, sheet, before, (mx, y));
    y += RIVER_H;
    sections.push(section("river", top, y));
    if player.turn.loose != [0, 0] {
        loose_resources(d, labels, player.turn.loose, (mx, y));
        y += LOOSE_H;
    }
    // Pottery: amphorae, then the big amphorae's rows.
    let top = y;
    title(d, labels.w("pottery"), y);
    y += g.title_h;
    pottery_marks(d, sheet, before, (mx, y));
    y += POTTERY_H;
    sections.push(section("amphora", top, y));
    // The mosaic wall: rows 2, 3, 4.
    let top = y;
    title(d, labels.w("wall"), y);
    y += g.title_h;
    wall_marks(d, sheet, before, (mx, y));
    y += WALL_H;
    sections.push(section("wall", top, y));
    let top = y;
    title(d, labels.w("garden"), y);
    y += g.title_h;
    let garden = lit(sheet.garden, &|b: &Sheet| b.garden);
    let palm = icon_colours(TowerIcon::Palm, d.vision).0;
    d.marks(mx, y, manifest::GARDEN, sheet.garden, garden, 9.0, palm);
    y += GARDEN_H;
    sections.push(section("garden", top, y));
    let top = y;
    title(d, labels.w("carts"), y);
    y += g.title_h;
    let carts = manifest::CARTS_PER_COLUMN * manifest::CART_COLUMNS.len() as u8;
    let cart = Rgb([0xCC, 0x79, 0xA7]);
    d.marks(
        mx,
        y,
        carts,
        sheet.carts,
        lit(sheet.carts, &|b: &Sheet| b.carts),
        8.0,
        cart,
    );
    y += CARTS_H;
    sections.push(section("cart", top, y));
    // The tracks: circled spaces filled, spent ones crossed.
    for (key, track, colour, then) in [
        (
            "gold",
            sheet.gold,
            GOLD,
            (|b: &Sheet| b.gold.circled) as fn(&Sheet) -> u8,
        ),
        (
            "stone",
            sheet.stone,
            Rgb([0x88, 0x88, 0x88]),
            |b: &Sheet| b.stone.circled,
        ),
    ] {
        title(d, &format!("{} {}", labels.w(key), track.unspent()), y);
        y += g.title_h;
        let circled = lit(track.circled, &then);
        track_marks(d, sheet, track, (circled, colour), (mx, y), g);
        y += g.track_h;
    }
    // Buildings and the wheat box.
    title(d, labels.w("buildings"), y);
    y += g.title_h;
    let chips = g.chips(labels, y);
    building_chips(d, labels, sheet, &chips, g);
    y = chips.last().map_or(y, |(_, r)| r.y + 2.0) + g.chips_h;
    sections.extend(chips);
    let wheat = format!("{} {}", labels.w("wheat-box"), sheet.wheat_box);
    title(d, &wheat, y);
    (sections, y)
}

/// The River's wood and wheat, circled and spent, at (`mx`, `y`); those
/// circled since `before` lit.
fn river_marks(d: &mut Drawing, sheet: &Sheet, before: Option<&Sheet>, (mx, y): (f32, f32)) {
    for i in 0..Resource::ALL.len() {
        let circled = sheet.river[i];
        let spent = sheet.river_spent[i];
        let colour = RESOURCES.fill(d.vision, i);
        let new = before.map_or(0, |b| circled.saturating_sub(b.river[i]));
        let rx = mx + i as f32 * 112.0;
        d.marks(rx, y, 4, circled, new, 10.0, colour);
        for j in 0..spent {
            let cx = rx + 10.0 + f32::from(j) * 24.0;
            d.line((cx - 8.0, y + 2.0), (cx + 8.0, y + 18.0), 2.5, INK);
        }
    }
}

/// The mosaic wall's rows 2, 3 and 4 at (`mx`, `y`); the spaces crossed
/// since `before` lit.
fn wall_marks(d: &mut Drawing, sheet: &Sheet, before: Option<&Sheet>, (mx, y): (f32, f32)) {
    for (i, &row) in manifest::WALL_ROWS.iter().enumerate() {
        let rx = mx + i as f32 * 76.0;
        d.text(&row.to_string(), rx, y + 1.0, 14.0, Weight::Regular, MUTED);
        for j in 0..manifest::WALL_SPACES {
            let sx = rx + 14.0 + f32::from(j) * 24.0;
            let crossed = j < sheet.wall[i];
            let new = before.is_some_and(|b| crossed && j >= b.wall[i]);
            d.rect(sx, y, 20.0, 20.0, if new { HIGHLIGHT } else { WHITE });
            d.frame(Rect::new(sx, y, 20.0, 20.0), 0.0, 1.5, GRID);
            if crossed {
                d.line((sx + 3.0, y + 3.0), (sx + 17.0, y + 17.0), 2.5, INK);
                d.line((sx + 17.0, y + 3.0), (sx + 3.0, y + 17.0), 2.5, INK);
            }
        }
    }
}

/// A track's marks under its title at `y`: circled spaces filled (those
/// since the last picture lit: `new`), spent ones crossed.
fn track_marks(
    d: &mut Drawing,
    sheet: &Sheet,
    track: keystone_engine::babylon::sheet::Track,
    (new, colour): (u8, Rgb),
    (mx, y): (f32, f32),
    g: &Side,
) {
    let (r, ty) = (g.track_r, y + g.track_dy);
    d.marks(mx, ty, sheet.printed().track, track.circled, new, r, colour);
    for j in 0..track.crossed {
        let cx = mx + r + f32::from(j) * (2.0 * r + 4.0);
        let (a, b) = (
            (cx - (r - 1.0), ty + 1.0),
            (cx + (r - 1.0), ty + 2.0 * r - 1.0),
        );
        d.line(a, b, 2.0, INK);
    }
}

/// The buildings' boxes, those built filled.
fn building_chips(
    d: &mut Drawing,
    labels: &Labels,
    sheet: &Sheet,
    chips: &[(&'static str, Rect)],
    g: &Side,
) {
    for (i, &(key, chip)) in chips.iter().enumerate() {
        let word = labels.w(key);
        let (tx, ty) = (chip.x + 6.0, chip.y + 2.0 + (g.chip_h - 22.0) / 2.0);
        if sheet.built[i] {
            d.rounded(chip.x, chip.y, chip.w, chip.h, 5.0, INK);
            d.text(word, tx, ty, CHIP_TEXT, Weight::Regular, WHITE);
        } else {
            d.frame(chip, 5.0, 1.0, GRID);
            d.text(word, tx, ty, CHIP_TEXT, Weight::Regular, MUTED);
        }
    }
}

/// The pottery's amphorae and the big amphorae's rows at (`mx`, `y`);
/// the amphorae circled since `before` lit.
fn pottery_marks(d: &mut Drawing, sheet: &Sheet, before: Option<&Sheet>, (mx, y): (f32, f32)) {
    let amphora = Rgb([0xC0, 0x6A, 0x3A]);
    d.marks(
        mx,
        y,
        manifest::AMPHORAE,
        sheet.amphorae,
        before.map_or(0, |b| sheet.amphorae.saturating_sub(b.amphorae)),
        9.0,
        amphora,
    );
    let rows = manifest::BIG_AMPHORAE * manifest::BIG_AMPHORA_ROWS;
    for i in 0..rows {
        let (bx, by) = (
            mx + 150.0 + f32::from(i / 3) * 40.0,
            y + 14.0 - f32::from(i % 3) * 8.0,
        );
        let colour = if i < sheet.vase_rows { amphora } else { WHITE };
        d.rect(bx, by - 4.0, 30.0, 7.0, colour);
        d.frame(Rect::new(bx, by - 4.0, 30.0, 7.0), 0.0, 1.0, GRID);
    }
}

/// The wood and wheat the round left loose, on the River's last line.
fn loose_resources(d: &mut Drawing, labels: &Labels, loose: [u8; 2], (mx, y): (f32, f32)) {
    let text = format!(
        "{}: {} {}, {} {}",
        labels.w("loose"),
        loose[0],
        labels.w("wood"),
        loose[1],
        labels.w("wheat")
    );
    d.text(&text, mx, y - 4.0, 13.0, Weight::Regular, MUTED);
}
