//! Babylon's actions, and how the notation writes them (rules page,
//! "Notation"). Reading them is [`super::notation`].

use std::fmt;

use super::board::{BoardCells, Section};
use super::manifest::{self as m};
use super::shape::Side;
use super::sheet::{Building, Cell, Cells, Metal, Resource, TowerIcon};

/// A section action of the Write (Y13), without its die.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Deed {
    /// Circle the printed artwork at the cell.
    Art(Cell),
    /// Circle an amphora.
    Amphora,
    /// Fill the next big-amphora row.
    Vase,
    /// Circle the printed mosaic at the cell.
    Mosaic(Cell),
    /// Cross a wall space in the row of the die.
    Wall,
    /// Build the statue, circling these printed lions.
    Statue(Cells),
    /// Circle the printed palm at the cell.
    Palm(Cell),
    /// Circle a garden palm.
    Garden,
    /// Build the gardening house.
    House,
    /// Circle a gold.
    Gold,
    /// Circle the printed lion at the cell.
    Lion(Cell),
    /// Masonry: draw a 1- or 2-cell shape.
    Mason(Cells),
    /// Build the stone mine.
    Mine,
    /// The master worker to this round's Garden space.
    Worker,
    /// Draw an icon.
    Pencil(TowerIcon, Cell),
    /// Build the tent.
    Tent,
    /// The ship to this round's Lake space.
    Ship,
    /// Circle the next flower cart.
    Cart,
    /// Build the boat.
    Boat,
    /// Circle a stone.
    Stone,
    /// Circle a River icon (through the Pond).
    River(Resource),
}

impl Deed {
    /// Every action without a cell or icon to name, in the sheet's order.
    pub const PLAIN: [Deed; 15] = [
        Deed::Amphora,
        Deed::Vase,
        Deed::Wall,
        Deed::Garden,
        Deed::House,
        Deed::Gold,
        Deed::Mine,
        Deed::Worker,
        Deed::Tent,
        Deed::Ship,
        Deed::Cart,
        Deed::Boat,
        Deed::Stone,
        Deed::River(Resource::Wood),
        Deed::River(Resource::Wheat),
    ];

    /// Its section.
    pub fn section(self) -> Section {
        match self {
            Deed::Art(_) | Deed::Amphora | Deed::Vase => Section::Pottery,
            Deed::Mosaic(_) | Deed::Wall | Deed::Statue(_) => Section::Mosaic,
            Deed::Palm(_) | Deed::Garden | Deed::House => Section::Palm,
            Deed::Gold => Section::Gold,
            Deed::Lion(_) | Deed::Mason(_) | Deed::Mine => Section::Lion,
            Deed::Worker | Deed::Pencil(..) | Deed::Tent => Section::Worker,
            Deed::Ship | Deed::Cart | Deed::Boat => Section::Ship,
            Deed::Stone => Section::Stone,
            Deed::River(_) => Section::River,
        }
    }

    /// The building it builds, if any.
    pub fn building(self) -> Option<Building> {
        match self {
            Deed::Statue(_) => Some(Building::Statue),
            Deed::House => Some(Building::House),
            Deed::Mine => Some(Building::Mine),
            Deed::Tent => Some(Building::Tent),
            Deed::Boat => Some(Building::Boat),
            _ => None,
        }
    }

    /// The die values it takes (a mask, see [`m::dice`]), or 0 for an
    /// action that takes no die; `tent`/`boat` say whether those are built.
    pub fn dice(self, tent: bool, boat: bool) -> u8 {
        match self {
            Deed::Art(_) => m::ART_DICE,
            Deed::Amphora => m::AMPHORA_DICE,
            Deed::Mosaic(_) => m::MOSAIC_DICE,
            Deed::Wall => m::WALL_DICE,
            Deed::Palm(_) => m::PALM_DICE,
            Deed::Garden | Deed::Mason(_) | Deed::Pencil(..) | Deed::River(_) => m::ANY,
            Deed::Gold => m::GOLD_DICE,
            Deed::Lion(_) => m::LION_DICE,
            Deed::Worker if !tent => m::WORKER_DICE,
            Deed::Ship if !boat => m::SHIP_DICE,
            Deed::Cart => m::CART_DICE,
            Deed::Stone => m::STONE_DICE,
            _ => 0,
        }
    }

    /// Its verb.
    pub fn verb(self) -> &'static str {
        match self {
            Deed::Art(_) => "art",
            Deed::Amphora => "amphora",
            Deed::Vase => "vase",
            Deed::Mosaic(_) => "mosaic",
            Deed::Wall => "wall",
            Deed::Statue(_) => "statue",
            Deed::Palm(_) => "palm",
            Deed::Garden => "garden",
            Deed::House => "house",
            Deed::Gold => "gold",
            Deed::Lion(_) => "lion",
            Deed::Mason(_) => "mason",
            Deed::Mine => "mine",
            Deed::Worker => "worker",
            Deed::Pencil(..) => "pencil",
            Deed::Tent => "tent",
            Deed::Ship => "ship",
            Deed::Cart => "cart",
            Deed::Boat => "boat",
            Deed::Stone => "stone",
            Deed::River(_) => "river",
        }
    }
}

impl fmt::Display for Deed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.verb())?;
        match *self {
            Deed::Art(c) | Deed::Mosaic(c) | Deed::Palm(c) | Deed::Lion(c) => write!(f, " {c}"),
            Deed::Statue(cells) if !cells.is_empty() => write!(f, " {cells}"),
            Deed::Mason(cells) => write!(f, " {cells}"),
            Deed::Pencil(icon, c) => write!(f, " {icon} {c}"),
            Deed::River(r) => write!(f, " {}", r.word()),
            _ => Ok(()),
        }
    }
}

/// How a Write action is paid beyond its resources: a die, or (pencil
/// only) a wood or a wheat instead (Y13, Y14).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Pay {
    /// `with <v>`: an unspent die of that value.
    Die(u8),
    /// `pay <resource>`.
    Resource(Resource),
}

/// How a pending bonus is resolved (Y7).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Choice {
    /// `bonus <icon> <cell>`: circle that printed icon.
    Circle(TowerIcon, Cell),
    /// `bonus wall <row>`.
    Wall(u8),
    /// `bonus pencil <icon> <cell>`.
    Pencil(TowerIcon, Cell),
    /// `bonus shape3 <cells>`.
    Shape3(Cells),
    /// `bonus river <resource>` (the Pond space).
    River(Resource),
}

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Choice::Circle(icon, c) => write!(f, "{icon} {c}"),
            Choice::Wall(row) => write!(f, "wall {row}"),
            Choice::Pencil(icon, c) => write!(f, "pencil {icon} {c}"),
            Choice::Shape3(cells) => write!(f, "shape3 {cells}"),
            Choice::River(r) => write!(f, "river {}", r.word()),
        }
    }
}

/// One action of one seat.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// `penalty accept|ignore` (solo, Y36).
    Penalty {
        /// Whether the card is accepted.
        accept: bool,
    },
    /// `tile <n><a|b> <board cells>` (Y19).
    Tile {
        /// Tile number, 1–14.
        tile: u8,
        /// Its side.
        side: Side,
        /// The board cells it covers.
        cells: BoardCells,
    },
    /// `bonus …`: resolve the pending bonus (Y7).
    Bonus(Choice),
    /// `skip`: decline the pending bonus (Y7).
    Skip,
    /// `take <v>`: a blue die (Y21).
    Take(u8),
    /// `take green` (Y21).
    TakeGreen,
    /// A section action (Y13), through the Pond if `pond` (Y25).
    Write {
        /// `pond <action>`.
        pond: bool,
        /// The action.
        deed: Deed,
        /// Its die or resource.
        pay: Option<Pay>,
    },
    /// `convert wood gold|stone` (Y29).
    ConvertWood(Metal),
    /// `convert wheat` (Y29).
    ConvertWheat,
    /// `draw <cells>`: the round shape (Y30).
    Draw(Cells),
    /// `undo` (Y46).
    Undo,
    /// `done` (Y22).
    Done,
}

impl Action {
    /// A section action paid with a die of value `die`, or no die.
    pub fn write(deed: Deed, die: Option<u8>) -> Action {
        Action::Write {
            pond: false,
            deed,
            pay: die.map(Pay::Die),
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Penalty { accept } => {
                write!(f, "penalty {}", if accept { "accept" } else { "ignore" })
            }
            Action::Tile { tile, side, cells } => write!(f, "tile {tile}{} {cells}", side.letter()),
            Action::Bonus(choice) => write!(f, "bonus {choice}"),
            Action::Skip => f.write_str("skip"),
            Action::Take(v) => write!(f, "take {v}"),
            Action::TakeGreen => f.write_str("take green"),
            Action::Write { pond, deed, pay } => {
                if pond {
                    f.write_str("pond ")?;
                }
                write!(f, "{deed}")?;
                match pay {
                    Some(Pay::Die(v)) => write!(f, " with {v}"),
                    Some(Pay::Resource(r)) => write!(f, " pay {}", r.word()),
                    None => Ok(()),
                }
            }
            Action::ConvertWood(metal) => write!(f, "convert wood {}", metal.word()),
            Action::ConvertWheat => f.write_str("convert wheat"),
            Action::Draw(cells) => write!(f, "draw {cells}"),
            Action::Undo => f.write_str("undo"),
            Action::Done => f.write_str("done"),
        }
    }
}
