//! A player's sheet (Y10–Y12): the tower grid with its printed door,
//! windows and icons, the River, pottery, mosaic wall, garden, tracks,
//! flower carts and buildings; and its score (Y32, Y33).

use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::manifest::{self as m, TOWER_HEIGHT, TOWER_WIDTH};

/// A tower cell, `a1`…`f10` (Y10).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct Cell(u8);

impl Cell {
    /// Every cell, in canonical order (by row, then column).
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..TOWER_WIDTH * TOWER_HEIGHT).map(Cell)
    }

    /// The cell at column `x` (0 = `a`) and row `y` (0 = row 1).
    pub fn at(x: i8, y: i8) -> Option<Cell> {
        ((0..TOWER_WIDTH as i8).contains(&x) && (0..TOWER_HEIGHT as i8).contains(&y))
            .then(|| Cell((y * TOWER_WIDTH as i8 + x) as u8))
    }

    /// Its column, 0 = `a`.
    pub fn x(self) -> i8 {
        (self.0 % TOWER_WIDTH) as i8
    }

    /// Its row, 0 = row 1.
    pub fn y(self) -> i8 {
        (self.0 / TOWER_WIDTH) as i8
    }

    /// Its index, 0..60.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The orthogonal neighbours inside the tower.
    pub fn neighbours(self) -> impl Iterator<Item = Cell> {
        let (x, y) = (self.x(), self.y());
        [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
            .into_iter()
            .filter_map(|(x, y)| Cell::at(x, y))
    }

    fn bit(self) -> u64 {
        1 << self.0
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.x() as u8) as char, self.y() + 1)
    }
}

impl std::str::FromStr for Cell {
    type Err = ();
    fn from_str(text: &str) -> Result<Cell, ()> {
        let mut chars = text.chars();
        let column = chars.next().ok_or(())?.to_ascii_lowercase();
        let row: i8 = chars.as_str().parse().map_err(|_| ())?;
        if !column.is_ascii_lowercase() || chars.as_str().starts_with('+') {
            return Err(());
        }
        Cell::at(column as i8 - b'a' as i8, row - 1).ok_or(())
    }
}

/// A set of tower cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct Cells(pub u64);

impl Cells {
    /// No cell.
    pub const EMPTY: Cells = Cells(0);

    /// Whether `cell` is in the set.
    pub fn contains(self, cell: Cell) -> bool {
        self.0 & cell.bit() != 0
    }

    /// The set with `cell` added.
    pub fn with(self, cell: Cell) -> Cells {
        Cells(self.0 | cell.bit())
    }

    /// How many cells.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether it is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the two sets share a cell.
    pub fn meets(self, other: Cells) -> bool {
        self.0 & other.0 != 0
    }

    /// Its cells, in canonical order.
    pub fn iter(self) -> impl Iterator<Item = Cell> {
        Cell::all().filter(move |&c| self.contains(c))
    }

    /// The set of `cells`.
    pub fn of(cells: impl IntoIterator<Item = Cell>) -> Cells {
        cells.into_iter().fold(Cells::EMPTY, Cells::with)
    }

    /// The set at these coordinates, if all are inside the tower.
    pub fn from_xy(cells: &[(i8, i8)]) -> Option<Cells> {
        cells.iter().try_fold(Cells::EMPTY, |set, &(x, y)| {
            Cell::at(x, y).map(|c| set.with(c))
        })
    }

    /// Its coordinates.
    pub fn xy(self) -> Vec<(i8, i8)> {
        self.iter().map(|c| (c.x(), c.y())).collect()
    }

    /// Whether its cells are connected orthogonally.
    pub fn is_connected(self) -> bool {
        let Some(first) = self.iter().next() else {
            return true;
        };
        let mut reached = Cells::EMPTY.with(first);
        let mut frontier = vec![first];
        while let Some(cell) = frontier.pop() {
            for n in cell.neighbours() {
                if self.contains(n) && !reached.contains(n) {
                    reached = reached.with(n);
                    frontier.push(n);
                }
            }
        }
        reached == self
    }
}

impl fmt::Display for Cells {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<String> = self.iter().map(|c| c.to_string()).collect();
        f.write_str(&words.join(" "))
    }
}

/// An icon of the tower (Y10, Y31).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TowerIcon {
    /// Artwork.
    Art,
    /// Mosaic.
    Mosaic,
    /// Palm.
    Palm,
    /// Lion.
    Lion,
}

impl TowerIcon {
    /// The four icons.
    pub const ALL: [TowerIcon; 4] = [
        TowerIcon::Art,
        TowerIcon::Mosaic,
        TowerIcon::Palm,
        TowerIcon::Lion,
    ];

    /// Its word in the notation.
    pub fn word(self) -> &'static str {
        match self {
            TowerIcon::Art => "art",
            TowerIcon::Mosaic => "mosaic",
            TowerIcon::Palm => "palm",
            TowerIcon::Lion => "lion",
        }
    }

    /// The icon this word names.
    pub fn from_word(word: &str) -> Option<TowerIcon> {
        TowerIcon::ALL
            .into_iter()
            .find(|i| i.word().eq_ignore_ascii_case(word))
    }
}

impl fmt::Display for TowerIcon {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// A building of the sheet (Y13), each built at most once (Y14).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Building {
    /// The lion statue (mosaic section).
    Statue,
    /// The gardening house (palm section).
    House,
    /// The stone mine (lion section).
    Mine,
    /// The tent (worker section).
    Tent,
    /// The boat (ship section).
    Boat,
}

impl Building {
    /// The five buildings.
    pub const ALL: [Building; 5] = [
        Building::Statue,
        Building::House,
        Building::Mine,
        Building::Tent,
        Building::Boat,
    ];

    /// Its word in the notation.
    pub fn word(self) -> &'static str {
        match self {
            Building::Statue => "statue",
            Building::House => "house",
            Building::Mine => "mine",
            Building::Tent => "tent",
            Building::Boat => "boat",
        }
    }
}

/// Wood or wheat (Y29).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Resource {
    /// Wood.
    Wood,
    /// Wheat.
    Wheat,
}

impl Resource {
    /// Both.
    pub const ALL: [Resource; 2] = [Resource::Wood, Resource::Wheat];

    /// Its word.
    pub fn word(self) -> &'static str {
        match self {
            Resource::Wood => "wood",
            Resource::Wheat => "wheat",
        }
    }
}

/// The gold or the stone track (Y29).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Metal {
    /// Gold.
    Gold,
    /// Stone.
    Stone,
}

impl Metal {
    /// Both.
    pub const ALL: [Metal; 2] = [Metal::Gold, Metal::Stone];

    /// Its word.
    pub fn word(self) -> &'static str {
        match self {
            Metal::Gold => "gold",
            Metal::Stone => "stone",
        }
    }
}

/// What is printed on the tower, as sets (built once per manifest).
#[derive(Debug)]
pub struct Printed {
    /// Each icon's printed cells, by [`TowerIcon`] order.
    pub icons: [Cells; 4],
    /// Every printed icon's cell.
    pub any_icon: Cells,
    /// The door.
    pub door: Cells,
    /// The big windows.
    pub big_windows: Cells,
    /// The small windows.
    pub small_windows: Cells,
    /// Every cell of the tower (its rows, [`m::Tables::rows`]).
    pub tower: Cells,
    /// The tower's rows.
    pub rows: u8,
    /// Spaces of the gold track, and of the stone track.
    pub track: u8,
}

impl Printed {
    /// The printed icon at `cell`, if any.
    pub fn icon(&self, cell: Cell) -> Option<TowerIcon> {
        TowerIcon::ALL
            .into_iter()
            .find(|&i| self.icons[i as usize].contains(cell))
    }

    /// Door and window cells, where no pencil draws (Y31).
    pub fn openings(&self) -> Cells {
        Cells(self.door.0 | self.big_windows.0 | self.small_windows.0)
    }
}

/// The tower printed in manifest `version` (the current one if unknown:
/// a game checks its manifest when it is set up).
pub fn printed(version: u32) -> &'static Printed {
    static PRINTED: [OnceLock<Printed>; m::MANIFESTS.len()] =
        [const { OnceLock::new() }; m::MANIFESTS.len()];
    let index = m::MANIFESTS
        .iter()
        .position(|t| t.version == version)
        .unwrap_or(m::MANIFESTS.len() - 1);
    PRINTED[index].get_or_init(|| {
        let tables = &m::MANIFESTS[index];
        let cell = |text: &str| {
            text.parse::<Cell>()
                .expect("the manifest's cells are valid")
        };
        let set = |cells: &[&str]| Cells::of(cells.iter().map(|c| cell(c)));
        let mut icons = [Cells::EMPTY; 4];
        for &(icon, at) in tables.tower_icons {
            icons[icon as usize] = icons[icon as usize].with(cell(at));
        }
        Printed {
            icons,
            any_icon: Cells(icons.iter().map(|c| c.0).fold(0, |a, b| a | b)),
            door: set(tables.door),
            big_windows: set(tables.big_windows),
            small_windows: set(tables.small_windows),
            tower: Cells::of(Cell::all().filter(|c| c.y() < tables.rows as i8)),
            rows: tables.rows,
            track: tables.track,
        }
    })
}

/// A track (15 spaces on the page, [`m::Tables::track`]): circled by
/// gains, crossed by spending (Y29).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Track {
    /// Spaces circled in the whole game.
    pub circled: u8,
    /// Circled spaces crossed by spending.
    pub crossed: u8,
}

impl Track {
    /// Unspent: circled and not crossed.
    pub fn unspent(self) -> u8 {
        self.circled - self.crossed
    }

    /// Whether another gain fits on a track of `size` spaces.
    pub fn has_room(self, size: u8) -> bool {
        self.circled < size
    }
}

/// A player's sheet.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Sheet {
    /// The manifest whose tower this sheet prints.
    pub manifest: u32,
    /// River wood icons circled, and wheat (Y11).
    pub river: [u8; 2],
    /// River icons crossed by spending, wood and wheat.
    pub river_spent: [u8; 2],
    /// Wheat converted into the wheat box (Y29).
    pub wheat_box: u8,
    /// Amphorae circled.
    pub amphorae: u8,
    /// Big-amphora rows filled, over both.
    pub vase_rows: u8,
    /// Wall spaces crossed in each row (rows 2, 3, 4).
    pub wall: [u8; 3],
    /// Garden palms circled.
    pub garden: u8,
    /// The gold track.
    pub gold: Track,
    /// The stone track.
    pub stone: Track,
    /// Flower carts circled.
    pub carts: u8,
    /// Buildings built, by [`Building`] order.
    pub built: [bool; 5],
    /// Every shape drawn in the tower, in order.
    pub shapes: Vec<Cells>,
    /// The cells inside drawn shapes.
    pub filled: Cells,
    /// Printed icons circled.
    pub circled: Cells,
    /// Drawn icons, by [`TowerIcon`] order.
    pub drawn: [Cells; 4],
}

impl Default for Sheet {
    /// A blank sheet of the current manifest.
    fn default() -> Sheet {
        Sheet::blank(m::MANIFEST_VERSION)
    }
}

impl Sheet {
    /// A blank sheet of manifest `version`.
    pub fn blank(version: u32) -> Sheet {
        Sheet {
            manifest: version,
            river: [0; 2],
            river_spent: [0; 2],
            wheat_box: 0,
            amphorae: 0,
            vase_rows: 0,
            wall: [0; 3],
            garden: 0,
            gold: Track::default(),
            stone: Track::default(),
            carts: 0,
            built: [false; 5],
            shapes: Vec::new(),
            filled: Cells::EMPTY,
            circled: Cells::EMPTY,
            drawn: [Cells::EMPTY; 4],
        }
    }

    /// What its tower prints.
    pub fn printed(&self) -> &'static Printed {
        printed(self.manifest)
    }

    /// Whether `building` is built.
    pub fn has(&self, building: Building) -> bool {
        self.built[building as usize]
    }

    /// The track of `metal`.
    pub fn track(&self, metal: Metal) -> Track {
        match metal {
            Metal::Gold => self.gold,
            Metal::Stone => self.stone,
        }
    }

    pub(super) fn track_mut(&mut self, metal: Metal) -> &mut Track {
        match metal {
            Metal::Gold => &mut self.gold,
            Metal::Stone => &mut self.stone,
        }
    }

    /// Stored wood or wheat: circled in the River, not crossed (Y29).
    pub fn stored(&self, resource: Resource) -> u8 {
        self.river[resource as usize] - self.river_spent[resource as usize]
    }

    /// Whether another River icon of `resource` can be circled.
    pub fn river_has_room(&self, resource: Resource) -> bool {
        let size = match resource {
            Resource::Wood => m::RIVER_WOOD,
            Resource::Wheat => m::RIVER_WHEAT,
        };
        self.river[resource as usize] < size
    }

    /// Whether the River ship is circled: all River icons circled (Y11).
    pub fn river_ship(&self) -> bool {
        self.river == [m::RIVER_WOOD, m::RIVER_WHEAT]
    }

    /// Whether every wall space is crossed.
    pub fn wall_complete(&self) -> bool {
        self.wall.iter().all(|&n| n == m::WALL_SPACES)
    }

    /// The icon at `cell`, printed or drawn.
    pub fn icon_at(&self, cell: Cell) -> Option<TowerIcon> {
        self.printed().icon(cell).or_else(|| {
            TowerIcon::ALL
                .into_iter()
                .find(|&i| self.drawn[i as usize].contains(cell))
        })
    }

    /// Cells holding an icon of type `icon`, printed or drawn.
    pub fn icons_of(&self, icon: TowerIcon) -> Cells {
        Cells(self.printed().icons[icon as usize].0 | self.drawn[icon as usize].0)
    }

    /// Holes: tower cells not inside a drawn shape (Y32).
    pub fn holes(&self) -> usize {
        self.printed().tower.len() - self.filled.len()
    }

    /// Whether row `y` (0 = row 1) is filled.
    fn row_filled(&self, y: i8) -> bool {
        (0..TOWER_WIDTH as i8).all(|x| Cell::at(x, y).is_some_and(|c| self.filled.contains(c)))
    }

    /// The score breakdown (Y33), without solo penalties.
    pub fn score(&self) -> Breakdown {
        let printed = self.printed();
        let filled = self.filled;
        let mut icons = 0;
        for icon in TowerIcon::ALL {
            let circled = Cells(printed.icons[icon as usize].0 & self.circled.0 & filled.0);
            let count = circled.len() + self.drawn[icon as usize].len();
            icons += count as i64 * m::icon_points(icon);
        }
        let tower_rows = printed.rows as i8;
        let height = (0..TOWER_WIDTH as i8)
            .map(|x| {
                (0..tower_rows)
                    .take_while(|&y| Cell::at(x, y).is_some_and(|c| filled.contains(c)))
                    .count()
            })
            .max()
            .unwrap_or(0) as i64;
        let rows = (0..tower_rows).filter(|&y| self.row_filled(y)).count() as i64;
        let all = |cells: Cells| cells.0 & filled.0 == cells.0;
        let per_column = m::CARTS_PER_COLUMN;
        let carts = m::CART_COLUMNS
            .iter()
            .enumerate()
            .filter(|&(i, _)| self.carts >= (i as u8 + 1) * per_column)
            .map(|(_, &p)| p)
            .sum();
        Breakdown {
            river: if self.river_ship() {
                m::RIVER_SHIP_POINTS
            } else {
                0
            },
            stored_wheat: i64::from(self.stored(Resource::Wheat)) * m::STORED_WHEAT_POINTS,
            wheat_box: i64::from(self.wheat_box) * m::WHEAT_BOX_POINTS,
            pottery: if self.amphorae >= m::AMPHORAE {
                m::POTTERY_POINTS
            } else {
                0
            },
            big_amphorae: i64::from(self.vase_rows / m::BIG_AMPHORA_ROWS) * m::BIG_AMPHORA_POINTS,
            wall: if self.wall_complete() {
                m::WALL_POINTS
            } else {
                0
            },
            garden: if self.has(Building::House) {
                m::HOUSE_POINTS + i64::from(self.garden) * m::GARDEN_PALM_POINTS
            } else {
                0
            },
            carts,
            mine: if self.has(Building::Mine) {
                m::MINE_POINTS
            } else {
                0
            },
            icons,
            height: height * m::HEIGHT_POINTS,
            foundation: if (0..m::FOUNDATION_ROWS as i8).all(|y| self.row_filled(y)) {
                m::FOUNDATION_POINTS
            } else {
                0
            },
            stability: rows * m::STABILITY_POINTS,
            door: if all(printed.door) { m::DOOR_POINTS } else { 0 },
            big_windows: if all(printed.big_windows) {
                m::BIG_WINDOW_POINTS
            } else {
                0
            },
            small_windows: if all(printed.small_windows) {
                m::SMALL_WINDOW_POINTS
            } else {
                0
            },
            gold: i64::from(self.gold.unspent()) * m::GOLD_POINTS,
            stone: i64::from(self.stone.unspent()) * m::STONE_POINTS,
            penalties: 0,
        }
    }
}

/// A sheet's score by the page's scoring items (Y33), and solo penalties
/// (Y40).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Breakdown {
    /// The River ship.
    pub river: i64,
    /// Stored wheat.
    pub stored_wheat: i64,
    /// The wheat box.
    pub wheat_box: i64,
    /// All amphorae.
    pub pottery: i64,
    /// Big amphorae.
    pub big_amphorae: i64,
    /// The mosaic wall.
    pub wall: i64,
    /// The gardening house and its palms.
    pub garden: i64,
    /// Flower carts.
    pub carts: i64,
    /// The stone mine.
    pub mine: i64,
    /// Tower icons.
    pub icons: i64,
    /// Height.
    pub height: i64,
    /// Foundation.
    pub foundation: i64,
    /// Stability.
    pub stability: i64,
    /// The door.
    pub door: i64,
    /// Big windows.
    pub big_windows: i64,
    /// Small windows.
    pub small_windows: i64,
    /// Unspent gold.
    pub gold: i64,
    /// Unspent stone.
    pub stone: i64,
    /// Ignored penalty cards' values, subtracted (solo, Y40).
    pub penalties: i64,
}

impl Breakdown {
    /// The items and their points, in the page's order, with their names
    /// as `replay --json` writes them.
    pub fn items(&self) -> [(&'static str, i64); 19] {
        [
            ("river", self.river),
            ("stored-wheat", self.stored_wheat),
            ("wheat-box", self.wheat_box),
            ("pottery", self.pottery),
            ("big-amphorae", self.big_amphorae),
            ("wall", self.wall),
            ("garden", self.garden),
            ("carts", self.carts),
            ("mine", self.mine),
            ("icons", self.icons),
            ("height", self.height),
            ("foundation", self.foundation),
            ("stability", self.stability),
            ("door", self.door),
            ("big-windows", self.big_windows),
            ("small-windows", self.small_windows),
            ("gold", self.gold),
            ("stone", self.stone),
            ("penalties", -self.penalties),
        ]
    }

    /// The total.
    pub fn total(&self) -> i64 {
        self.items().iter().map(|(_, p)| p).sum()
    }
}
