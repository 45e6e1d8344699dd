//! Every table of Babylon in one place (both manifests): the action board,
//! the shapes and tiles, the penalty cards, the sheet's printed tower,
//! sizes, costs, dice and points. Self-play tunes these numbers; a change
//! to any of them bumps [`MANIFEST_VERSION`], so an old record is never
//! replayed under new tables.

use super::board::BoardCell;
use super::sheet::{Building, TowerIcon};

/// The tables new games use. Every version ever published stays here
/// ([`MANIFESTS`]), so an old record replays under its own tables.
/// Manifest 1 is the rules page's; manifest 2 is tuned by self-play (see
/// `docs/selfplay-babylon-manifest-2.md`).
pub const MANIFEST_VERSION: u32 = 2;

/// What differs between manifests: the tower's height and print, the
/// tracks' length, the tiles' bonus spaces and the penalty cards.
#[derive(Debug)]
pub struct Tables {
    /// Its number, as records write it (`manifest: 1`).
    pub version: u32,
    /// The tower's rows, from row 1 (at most [`TOWER_HEIGHT`]).
    pub rows: u8,
    /// Spaces of the gold track, and of the stone track.
    pub track: u8,
    /// The printed icons of the tower (Y10), as (icon, cell).
    pub tower_icons: &'static [(TowerIcon, &'static str)],
    /// The door's cells.
    pub door: &'static [&'static str],
    /// The two big windows' cells.
    pub big_windows: &'static [&'static str],
    /// The small windows' cells.
    pub small_windows: &'static [&'static str],
    /// Each tile's sides a and b (Y6), tile 1 first.
    pub tile_sides: &'static [[SideBonuses; 2]; 14],
    /// The 18 penalty cards, card 1 first: the section closed and the
    /// value (Y9).
    pub penalties: &'static [(BoardCell, u8); 18],
    /// Points an ignored card costs per unit of its value (Y37, Y40).
    pub penalty_points: i64,
}

/// Every manifest this build knows, oldest first.
pub static MANIFESTS: [Tables; 2] = [
    Tables {
        version: 1,
        rows: TOWER_HEIGHT,
        track: 15,
        tower_icons: &TOWER_ICONS_1,
        door: &DOOR_1,
        big_windows: &BIG_WINDOWS_1,
        small_windows: &SMALL_WINDOWS_1,
        tile_sides: &TILE_SIDES_1,
        penalties: &PENALTIES_1,
        penalty_points: 1,
    },
    // Tuned so that Keystone's normal level wins normal solo in about 63 %
    // of games and hard in about 15 %, no section above a third (see
    // docs/computer-player.md, "Babylon: balance"): a tower of 7 rows with fewer printed
    // icons and larger openings (fewer cells for a pencil), tracks of 5,
    // tile spaces that give loose wood and wheat, penalty cards that close
    // the sections that matter.
    Tables {
        version: 2,
        rows: 7,
        track: 5,
        tower_icons: &TOWER_ICONS_2,
        door: &DOOR_2,
        big_windows: &BIG_WINDOWS_2,
        small_windows: &SMALL_WINDOWS_2,
        tile_sides: &TILE_SIDES_2,
        penalties: &PENALTIES_2,
        penalty_points: 1,
    },
];

/// The tables of manifest `version`, if this build knows it.
pub fn tables(version: u32) -> Option<&'static Tables> {
    MANIFESTS.iter().find(|t| t.version == version)
}

// --- Components (Y1, Y2) ---------------------------------------------------

/// Blue dice of each value: two placeholders per value on the board (Y3).
pub const BLUE_PER_VALUE: u8 = 2;
/// Green dice with 3–4 players (Y2).
pub const GREEN_DICE: u8 = 4;
/// Dice each seat takes a round (Y2, Y21).
pub const DICE_PER_SEAT: usize = 4;

// --- Shapes and tiles (Y5, Y6) ---------------------------------------------

/// A shape's name, as on its cards (Y5).
pub const SHAPE_NAMES: [char; 7] = ['O', 'T', 'S', 'L', 'P', 'U', 'V'];

/// The cells of each shape on side a, (x, y) with y up (Y5).
pub const SHAPES: [&[(i8, i8)]; 7] = [
    &[(0, 0), (1, 0), (0, 1), (1, 1)],
    &[(0, 1), (1, 1), (2, 1), (1, 0)],
    &[(0, 0), (1, 0), (1, 1), (2, 1)],
    &[(0, 0), (0, 1), (0, 2), (1, 0)],
    &[(0, 0), (0, 1), (1, 1), (0, 2), (1, 2)],
    &[(0, 0), (1, 0), (2, 0), (0, 1), (2, 1)],
    &[(0, 0), (1, 0), (2, 0), (0, 1), (0, 2)],
];

/// Tiles, and shape cards, in the game (Y6, Y8): two of each shape.
pub const TILES: u8 = 14;

/// A bonus printed on a tile's space (Y7).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Bonus {
    /// Circle a gold.
    Gold,
    /// Circle a stone.
    Stone,
    /// One loose wood.
    Wood,
    /// One loose wheat.
    Wheat,
    /// Circle a printed artwork.
    Art,
    /// Circle a printed mosaic.
    Mosaic,
    /// Circle a printed palm.
    Palm,
    /// Circle a printed lion.
    Lion,
    /// Circle an amphora.
    Amphora,
    /// Circle a flower cart.
    Cart,
    /// Circle a garden palm.
    Garden,
    /// Cross a wall space in a row of the seat's choice.
    Wall,
    /// One drawing without paying.
    Pencil,
    /// Draw a connected 3-cell shape.
    Shape3,
    /// Two virtual dice of these values for this Write.
    Dice(u8, u8),
    /// The tile's Pond space: one River action (Y7, Y20).
    River,
}

/// The bonus spaces of one side of a tile (Y6); the Pond space is on
/// every side ([`Bonus::River`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SideBonuses {
    /// First player only, right after placing (Y20).
    pub papyrus: Bonus,
    /// Master workers (Y28).
    pub garden: Bonus,
    /// Ships (Y28): two resources.
    pub lake: [Bonus; 2],
}

const fn side(papyrus: Bonus, garden: Bonus, lake: [Bonus; 2]) -> SideBonuses {
    SideBonuses {
        papyrus,
        garden,
        lake,
    }
}

use Bonus as B;

/// Manifest 1 (the rules page): each tile's sides a and b (Y6).
const TILE_SIDES_1: [[SideBonuses; 2]; 14] = [
    [
        side(B::Gold, B::Shape3, [B::Stone, B::Wood]),
        side(B::Cart, B::Dice(1, 1), [B::Gold, B::Wheat]),
    ],
    [
        side(B::Art, B::Pencil, [B::Gold, B::Stone]),
        side(B::Stone, B::Lion, [B::Wood, B::Wheat]),
    ],
    [
        side(B::Amphora, B::Mosaic, [B::Gold, B::Wood]),
        side(B::Gold, B::Shape3, [B::Stone, B::Wheat]),
    ],
    [
        side(B::Palm, B::Dice(2, 2), [B::Stone, B::Stone]),
        side(B::Garden, B::Pencil, [B::Gold, B::Wood]),
    ],
    [
        side(B::Stone, B::Wall, [B::Gold, B::Wheat]),
        side(B::Lion, B::Shape3, [B::Stone, B::Wood]),
    ],
    [
        side(B::Mosaic, B::Art, [B::Wood, B::Wheat]),
        side(B::Amphora, B::Dice(1, 4), [B::Gold, B::Stone]),
    ],
    [
        side(B::Cart, B::Palm, [B::Stone, B::Wheat]),
        side(B::Shape3, B::Cart, [B::Gold, B::Gold]),
    ],
    [
        side(B::Gold, B::Shape3, [B::Gold, B::Wood]),
        side(B::Palm, B::Garden, [B::Stone, B::Wood]),
    ],
    [
        side(B::Garden, B::Dice(3, 3), [B::Gold, B::Stone]),
        side(B::Stone, B::Pencil, [B::Wood, B::Wheat]),
    ],
    [
        side(B::Lion, B::Lion, [B::Stone, B::Wood]),
        side(B::Gold, B::Wall, [B::Gold, B::Wheat]),
    ],
    [
        side(B::Shape3, B::Mosaic, [B::Stone, B::Wheat]),
        side(B::Art, B::Dice(2, 4), [B::Gold, B::Wood]),
    ],
    [
        side(B::Amphora, B::Art, [B::Gold, B::Gold]),
        side(B::Cart, B::Shape3, [B::Wood, B::Wheat]),
    ],
    [
        side(B::Stone, B::Pencil, [B::Gold, B::Wheat]),
        side(B::Pencil, B::Palm, [B::Stone, B::Stone]),
    ],
    [
        side(B::Garden, B::Cart, [B::Gold, B::Stone]),
        side(B::Mosaic, B::Dice(1, 3), [B::Stone, B::Wheat]),
    ],
];

/// Manifest 2: every side alike, its Papyrus and Garden a loose wood, its
/// Lake a wood and a wheat.
const TILE_SIDES_2: [[SideBonuses; 2]; 14] = [[side(B::Wood, B::Wood, [B::Wood, B::Wheat]); 2]; 14];

// --- Penalty cards (Y9) ------------------------------------------------------

/// Manifest 1: the 18 penalty cards, card 1 first.
const PENALTIES_1: [(BoardCell, u8); 18] = [
    (BoardCell::Art, 2),
    (BoardCell::Art, 5),
    (BoardCell::Mosaic, 3),
    (BoardCell::Mosaic, 6),
    (BoardCell::Palm, 1),
    (BoardCell::Palm, 4),
    (BoardCell::Gold, 2),
    (BoardCell::Gold, 4),
    (BoardCell::Lion, 1),
    (BoardCell::Lion, 6),
    (BoardCell::Worker, 3),
    (BoardCell::Worker, 5),
    (BoardCell::Ship, 2),
    (BoardCell::Ship, 5),
    (BoardCell::Stone, 1),
    (BoardCell::Stone, 6),
    (BoardCell::Pond, 3),
    (BoardCell::Pond, 4),
];

/// Manifest 2: the sections that matter most closed more often.
const PENALTIES_2: [(BoardCell, u8); 18] = [
    (BoardCell::Worker, 1),
    (BoardCell::Worker, 3),
    (BoardCell::Worker, 5),
    (BoardCell::Worker, 6),
    (BoardCell::Pond, 2),
    (BoardCell::Pond, 3),
    (BoardCell::Pond, 4),
    (BoardCell::Pond, 5),
    (BoardCell::Lion, 1),
    (BoardCell::Lion, 4),
    (BoardCell::Lion, 6),
    (BoardCell::Mosaic, 2),
    (BoardCell::Mosaic, 6),
    (BoardCell::Art, 1),
    (BoardCell::Art, 5),
    (BoardCell::Palm, 3),
    (BoardCell::Gold, 4),
    (BoardCell::Stone, 2),
];

/// Penalty cards in the deck (Y9).
pub const PENALTY_CARDS: u8 = 18;

// --- Rounds (Y16, Y35) ---------------------------------------------------------

/// Shape cards removed face up: 2–4 players and solo normal, solo hard.
pub const REMOVED: [usize; 2] = [2, 4];
/// The solo goal (Y40).
pub const GOAL: i64 = 120;

// --- The tower (Y10) -----------------------------------------------------------

/// Columns `a`–`f`.
pub const TOWER_WIDTH: u8 = 6;
/// Rows `1`–`10` at most: a manifest's tower may be lower ([`Tables::rows`]).
pub const TOWER_HEIGHT: u8 = 10;

/// The printed icons of the tower (Y10), as (icon, cell) with cells written
/// as in the notation.
const TOWER_ICONS_1: [(TowerIcon, &str); 16] = [
    (TowerIcon::Art, "a1"),
    (TowerIcon::Art, "f5"),
    (TowerIcon::Art, "c7"),
    (TowerIcon::Art, "e10"),
    (TowerIcon::Mosaic, "e3"),
    (TowerIcon::Mosaic, "a6"),
    (TowerIcon::Mosaic, "d8"),
    (TowerIcon::Mosaic, "b10"),
    (TowerIcon::Palm, "b3"),
    (TowerIcon::Palm, "d6"),
    (TowerIcon::Palm, "f7"),
    (TowerIcon::Palm, "a9"),
    (TowerIcon::Lion, "f2"),
    (TowerIcon::Lion, "c4"),
    (TowerIcon::Lion, "a7"),
    (TowerIcon::Lion, "c9"),
];
/// The door's cells.
const DOOR_1: [&str; 4] = ["c1", "d1", "c2", "d2"];
/// The two big windows' cells.
const BIG_WINDOWS_1: [&str; 4] = ["b4", "b5", "e4", "e5"];
/// The four small windows.
const SMALL_WINDOWS_1: [&str; 4] = ["b8", "e8", "c10", "d10"];

/// Manifest 2: a tower of 7 rows, 11 printed icons.
const TOWER_ICONS_2: [(TowerIcon, &str); 11] = [
    (TowerIcon::Art, "a1"),
    (TowerIcon::Art, "f5"),
    (TowerIcon::Art, "c7"),
    (TowerIcon::Mosaic, "e3"),
    (TowerIcon::Mosaic, "a6"),
    (TowerIcon::Palm, "b3"),
    (TowerIcon::Palm, "d6"),
    (TowerIcon::Palm, "f7"),
    (TowerIcon::Lion, "f2"),
    (TowerIcon::Lion, "c4"),
    (TowerIcon::Lion, "a7"),
];
/// Manifest 2: the door, three rows high.
const DOOR_2: [&str; 6] = ["c1", "d1", "c2", "d2", "c3", "d3"];
/// Manifest 2: the two big windows, three cells each.
const BIG_WINDOWS_2: [&str; 6] = ["b4", "b5", "c5", "d5", "e4", "e5"];
/// Manifest 2: the small windows.
const SMALL_WINDOWS_2: [&str; 7] = ["d4", "b6", "c6", "e6", "b7", "d7", "e7"];

// --- The rest of the sheet (Y11, Y12) ----------------------------------------

/// Wood icons in the River, and wheat icons.
pub const RIVER_WOOD: u8 = 4;
/// Wheat icons in the River.
pub const RIVER_WHEAT: u8 = 4;
/// Amphorae in the pottery column.
pub const AMPHORAE: u8 = 6;
/// Big amphorae, and rows in each.
pub const BIG_AMPHORAE: u8 = 2;
/// Rows of a big amphora.
pub const BIG_AMPHORA_ROWS: u8 = 3;
/// The mosaic wall's rows (the die value each takes) and spaces per row.
pub const WALL_ROWS: [u8; 3] = [2, 3, 4];
/// Spaces in each wall row.
pub const WALL_SPACES: u8 = 2;
/// Palms in the garden.
pub const GARDEN: u8 = 5;
/// Flower carts per column, and the columns' points.
pub const CARTS_PER_COLUMN: u8 = 3;
/// Points of each complete cart column, left to right.
pub const CART_COLUMNS: [i64; 3] = [2, 4, 6];

// --- Costs (Y13) -----------------------------------------------------------------

/// What a building costs: gold, stone, wood, wheat.
pub const fn building_cost(building: Building) -> Cost {
    match building {
        Building::Statue => Cost::new(3, 3, 0, 0),
        Building::House => Cost::new(2, 2, 0, 0),
        Building::Mine => Cost::new(3, 3, 0, 0),
        Building::Tent => Cost::new(3, 0, 0, 2),
        Building::Boat => Cost::new(3, 0, 2, 0),
    }
}
/// Filling a big-amphora row.
pub const VASE_COST: Cost = Cost::new(0, 1, 0, 0);
/// A 1-cell masonry without the mine.
pub const MASON_ONE_COST: Cost = Cost::new(1, 0, 0, 0);
/// A 2-cell masonry without the mine.
pub const MASON_TWO_COST: Cost = Cost::new(0, 1, 0, 0);
/// Lions a statue circles.
pub const STATUE_LIONS: usize = 3;

/// A price in resources.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Cost {
    /// Gold crossed.
    pub gold: u8,
    /// Stone crossed.
    pub stone: u8,
    /// Wood spent.
    pub wood: u8,
    /// Wheat spent.
    pub wheat: u8,
}

impl Cost {
    /// A price.
    pub const fn new(gold: u8, stone: u8, wood: u8, wheat: u8) -> Cost {
        Cost {
            gold,
            stone,
            wood,
            wheat,
        }
    }
}

// --- Dice of each action (Y13), as bit masks of the values allowed -------------

/// Any value.
pub const ANY: u8 = 0b111_1110;
/// The values in `values`, as a mask.
pub const fn dice(values: &[u8]) -> u8 {
    let mut mask = 0;
    let mut i = 0;
    while i < values.len() {
        mask |= 1 << values[i];
        i += 1;
    }
    mask
}
/// Circling a printed artwork.
pub const ART_DICE: u8 = dice(&[1]);
/// An amphora.
pub const AMPHORA_DICE: u8 = dice(&[4, 5, 6]);
/// Circling a printed mosaic.
pub const MOSAIC_DICE: u8 = dice(&[2]);
/// A wall space (in the row of the die's value).
pub const WALL_DICE: u8 = dice(&[2, 3, 4]);
/// Circling a printed palm.
pub const PALM_DICE: u8 = dice(&[3]);
/// Circling a gold.
pub const GOLD_DICE: u8 = dice(&[5, 6]);
/// Circling a printed lion.
pub const LION_DICE: u8 = dice(&[4]);
/// The master worker without a tent.
pub const WORKER_DICE: u8 = dice(&[5]);
/// The ship without a boat.
pub const SHIP_DICE: u8 = dice(&[6]);
/// A flower cart.
pub const CART_DICE: u8 = dice(&[1, 2, 3]);
/// Circling a stone.
pub const STONE_DICE: u8 = dice(&[3, 4]);

// --- Points (Y33) ------------------------------------------------------------------

/// The River ship.
pub const RIVER_SHIP_POINTS: i64 = 6;
/// Each stored wheat at the end.
pub const STORED_WHEAT_POINTS: i64 = 2;
/// Each wheat converted into the wheat box.
pub const WHEAT_BOX_POINTS: i64 = 2;
/// All amphorae circled.
pub const POTTERY_POINTS: i64 = 9;
/// Each big amphora with its rows filled.
pub const BIG_AMPHORA_POINTS: i64 = 6;
/// The whole wall crossed.
pub const WALL_POINTS: i64 = 9;
/// The gardening house.
pub const HOUSE_POINTS: i64 = 3;
/// Each circled garden palm with the house.
pub const GARDEN_PALM_POINTS: i64 = 2;
/// The stone mine.
pub const MINE_POINTS: i64 = 3;
/// A circled printed icon on a filled cell, or a drawn icon.
pub const fn icon_points(icon: TowerIcon) -> i64 {
    match icon {
        TowerIcon::Art => 2,
        TowerIcon::Mosaic => 3,
        TowerIcon::Palm => 2,
        TowerIcon::Lion => 2,
    }
}
/// Each cell of the tallest column run from row 1.
pub const HEIGHT_POINTS: i64 = 1;
/// No hole in the foundation rows.
pub const FOUNDATION_POINTS: i64 = 9;
/// The foundation's rows, from row 1.
pub const FOUNDATION_ROWS: u8 = 3;
/// Each row without a hole.
pub const STABILITY_POINTS: i64 = 3;
/// The door filled.
pub const DOOR_POINTS: i64 = 4;
/// Both big windows filled.
pub const BIG_WINDOW_POINTS: i64 = 6;
/// The small windows filled.
pub const SMALL_WINDOW_POINTS: i64 = 9;
/// Each unspent gold.
pub const GOLD_POINTS: i64 = 2;
/// Each unspent stone.
pub const STONE_POINTS: i64 = 1;
