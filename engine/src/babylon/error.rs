//! Why an action is refused: one variant per reason, each citing its rule
//! (Y…). The English wording here is the default.

use std::fmt;

use super::board::Section;
use super::manifest::Bonus;
use super::shape::{Shape, Side};
use super::sheet::{Building, Cell, TowerIcon};
use crate::game::{Rule, RuleError};
use crate::seat::{Seat, SeatSet};

const fn y(number: u8) -> Rule {
    Rule::new('Y', number)
}

/// Where the round stands, which says which actions fit (Y17).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Step {
    /// Solo: accept or ignore the penalty card (Y36).
    Penalty,
    /// The first player places the tile (Y19).
    Place,
    /// The first player resolves the tile's Papyrus (Y20).
    Papyrus,
    /// The first player resolves the tile's Pond space (Y20).
    PondSpace,
    /// Seats take dice one at a time (Y21).
    Draft,
    /// Everyone writes at once (Y22).
    Write,
    /// The game is over (Y33).
    Over,
}

impl Step {
    /// The rule of this step.
    pub const fn rule(self) -> Rule {
        match self {
            Step::Penalty => y(36),
            Step::Place => y(19),
            Step::Papyrus | Step::PondSpace => y(20),
            Step::Draft => y(21),
            Step::Write => y(22),
            Step::Over => y(33),
        }
    }

    /// What may be said now, in the notation.
    pub const fn words(self) -> &'static str {
        match self {
            Step::Penalty => "penalty accept or penalty ignore",
            Step::Place => "tile <n><a|b> <board cells>",
            Step::Papyrus | Step::PondSpace => "bonus <choice> or skip",
            Step::Draft => "take <value> or take green",
            Step::Write => "a section action, convert, draw, undo or done",
            Step::Over => "nothing: the game is over",
        }
    }

    /// Its word.
    pub const fn word(self) -> &'static str {
        match self {
            Step::Penalty => "penalty",
            Step::Place => "place",
            Step::Papyrus => "papyrus",
            Step::PondSpace => "pond-space",
            Step::Draft => "draft",
            Step::Write => "write",
            Step::Over => "over",
        }
    }
}

/// A refused action. Nothing changed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum IllegalAction {
    /// The game is over.
    GameOver,
    /// Another seat must act now.
    NotYourTurn {
        /// Who must act.
        to_act: Seat,
    },
    /// The seat has left the game (Y45).
    AlreadyLeft {
        /// Who.
        seat: Seat,
    },
    /// The seat finished its Write (Y22).
    AlreadyDone {
        /// The seats still writing, whom the table waits on.
        writing: SeatSet,
    },
    /// The action does not fit the step (Y17).
    NotNow {
        /// The step.
        step: Step,
    },
    /// The tile is not of the card's shape (Y19).
    WrongShape {
        /// The tile named.
        tile: u8,
        /// The card's shape.
        card: Shape,
    },
    /// The board cells are not the side's footprint (Y19).
    NotTheFootprint {
        /// The tile.
        tile: u8,
        /// Its side.
        side: Side,
        /// Whether they are its mirror image.
        mirror: bool,
    },
    /// No bonus is pending (Y7).
    NoBonus,
    /// The choice does not resolve the pending bonus (Y7).
    OtherBonus {
        /// The bonus pending.
        pending: Bonus,
    },
    /// While a bonus is pending, only bonus, skip, undo or done (Y46).
    BonusPending {
        /// The bonus pending.
        pending: Bonus,
    },
    /// No blue die of that value is left (Y21).
    NoBlueDie {
        /// The value.
        value: u8,
    },
    /// No green die is left, or the table plays without (Y2, Y21).
    NoGreenDie,
    /// Under the accepted penalty no die of its value is taken or used
    /// (Y38).
    PenaltyValue {
        /// The card's value.
        value: u8,
    },
    /// The round shape is the last action before done (Y22, Y30).
    AfterDraw,
    /// The section's icon is covered by the tile (Y24).
    Covered {
        /// The section.
        section: Section,
    },
    /// The section is closed by the accepted penalty (Y38).
    Closed {
        /// The section.
        section: Section,
    },
    /// `pond` is written only before a covered section's action (Y25).
    PondNotNeeded {
        /// The section, open.
        section: Section,
    },
    /// The River is reached through the Pond without `pond` (Y25).
    PondRiver,
    /// The Pond is covered (Y25).
    PondCovered,
    /// The Pond was used this round (Y25).
    PondUsed,
    /// The action takes a die: `with <v>` (Y14).
    DieRequired {
        /// The verb.
        verb: &'static str,
    },
    /// The action takes no die (Y14).
    NoDieTaken {
        /// The verb.
        verb: &'static str,
    },
    /// The die's value does not fit the action (Y13).
    WrongValue {
        /// The verb.
        verb: &'static str,
        /// The value given.
        value: u8,
        /// The values allowed.
        allowed: String,
    },
    /// No unspent die of that value (Y26).
    NoSuchDie {
        /// The value.
        value: u8,
    },
    /// Only a pencil is paid with wood or wheat (Y13).
    ResourceOnlyForPencil,
    /// Not enough wood or wheat to pay (Y29).
    NoResource {
        /// `wood` or `wheat`.
        resource: &'static str,
    },
    /// No printed icon of that type at the cell (Y13, Y7).
    NotPrinted {
        /// The icon.
        icon: TowerIcon,
        /// The cell.
        cell: Cell,
    },
    /// The icon is already circled (Y27).
    AlreadyCircled {
        /// The cell.
        cell: Cell,
    },
    /// Nothing left to circle or cross there (Y27).
    Full {
        /// What is full, in words.
        what: &'static str,
    },
    /// A vase only once all amphorae are circled (Y13).
    VaseTooSoon,
    /// A building is built at most once (Y14).
    AlreadyBuilt {
        /// The building.
        building: Building,
    },
    /// Not enough resources (Y27).
    CannotAfford {
        /// What it costs, in words.
        cost: String,
    },
    /// A statue names 3 uncircled printed lions, or all that remain (Y13).
    StatueLions {
        /// How many it must name.
        expected: usize,
    },
    /// Masonry draws 1 cell or 2 adjacent cells (Y13, Y30).
    MasonCells,
    /// A `shape3` is 3 connected cells (Y7, Y30).
    Shape3Cells,
    /// The cell is above this manifest's tower (Y30).
    OutsideTower {
        /// The cell.
        cell: Cell,
    },
    /// The cell is inside a drawn shape already (Y30).
    CellFilled {
        /// The cell.
        cell: Cell,
    },
    /// A pencil's cell must be inside a drawn shape (Y31).
    PencilOutside {
        /// The cell.
        cell: Cell,
    },
    /// A pencil's cell already holds an icon (Y31).
    PencilOnIcon {
        /// The cell.
        cell: Cell,
    },
    /// A pencil never draws on a door or window cell (Y31).
    PencilOnOpening {
        /// The cell.
        cell: Cell,
    },
    /// A pencil's cell must touch an icon of its type (Y31).
    PencilAlone {
        /// The icon.
        icon: TowerIcon,
        /// The cell.
        cell: Cell,
    },
    /// Each pawn is placed at most once a round (Y28).
    PawnPlaced {
        /// `worker` or `ship`.
        pawn: &'static str,
    },
    /// The round shape is drawn at most once a round (Y30).
    DrawnAlready,
    /// The cells are not the footprint of this round's side (Y30).
    DrawFootprint {
        /// The round's shape.
        shape: Shape,
        /// Its side.
        side: Side,
        /// Whether they are its mirror image.
        mirror: bool,
    },
    /// Nothing to take back (Y46).
    NothingToUndo,
}

impl IllegalAction {
    fn text(&self, name: impl Fn(Seat) -> String) -> String {
        use IllegalAction::*;
        match self {
            GameOver => "the game is over".into(),
            NotYourTurn { to_act } => format!("it is {}'s move", name(*to_act)),
            AlreadyLeft { seat } => format!("{} has left the game", name(*seat)),
            AlreadyDone { writing } => {
                let names: Vec<String> = writing.iter().map(&name).collect();
                format!(
                    "you are done writing this round; waiting on {}",
                    names.join(", ")
                )
            }
            NotNow { step } => format!("now is the {} step: {}", step.word(), step.words()),
            WrongShape { tile, card } => format!("tile {tile} is not of the card's shape {card}"),
            NotTheFootprint { tile, side, mirror } => {
                let side = side.letter();
                if *mirror {
                    format!("that is the mirror image of tile {tile}'s side {side}")
                } else {
                    format!("those board cells are not tile {tile}'s side {side}")
                }
            }
            NoBonus => "no bonus is waiting".into(),
            OtherBonus { pending } => format!("the bonus waiting is {}", bonus_word(*pending)),
            BonusPending { pending } => format!(
                "resolve the {} bonus first (bonus …, skip, undo or done)",
                bonus_word(*pending)
            ),
            NoBlueDie { value } => format!("no blue {value} is left"),
            NoGreenDie => "no green die is left".into(),
            PenaltyValue { value } => format!("the accepted penalty forbids dice of {value}"),
            AfterDraw => "the round shape is your last action: only undo or done".into(),
            Covered { section } => {
                format!("the {section} icon is covered: use the Pond (pond …)")
            }
            Closed { section } => format!("the penalty closes the {section} section this round"),
            PondNotNeeded { section } => {
                format!("the {section} section is open: write it without pond")
            }
            PondRiver => "the River is reached as river wood|wheat with <v>, without pond".into(),
            PondCovered => "the Pond is covered".into(),
            PondUsed => "you used the Pond this round".into(),
            DieRequired { verb } => format!("{verb} takes a die: with <value>"),
            NoDieTaken { verb } => format!("{verb} takes no die"),
            WrongValue {
                verb,
                value,
                allowed,
            } => format!("{verb} takes a die of {allowed}, not {value}"),
            NoSuchDie { value } => format!("you have no unspent die of {value}"),
            ResourceOnlyForPencil => "only a pencil is paid with wood or wheat".into(),
            NoResource { resource } => format!("you have no {resource} to pay"),
            NotPrinted { icon, cell } => format!("no {icon} is printed at {cell}"),
            AlreadyCircled { cell } => format!("{cell} is circled already"),
            Full { what } => format!("{what}: nothing left"),
            VaseTooSoon => "a vase comes once all the amphorae are circled".into(),
            AlreadyBuilt { building } => format!("the {} is built already", building.word()),
            CannotAfford { cost } => format!("that costs {cost}"),
            StatueLions { expected } => {
                format!("the statue circles {expected} uncircled printed lions: name them")
            }
            MasonCells => "masonry draws one cell, or two adjacent cells".into(),
            Shape3Cells => "a shape3 is three connected cells".into(),
            OutsideTower { cell } => format!("{cell} is above the tower"),
            CellFilled { cell } => format!("{cell} is inside a drawn shape already"),
            PencilOutside { cell } => format!("{cell} is not inside a drawn shape"),
            PencilOnIcon { cell } => format!("{cell} holds an icon already"),
            PencilOnOpening { cell } => format!("{cell} is a door or window cell"),
            PencilAlone { icon, cell } => format!("{cell} touches no {icon}"),
            PawnPlaced { pawn } => format!("your {pawn} was placed this round"),
            DrawnAlready => "you drew the round shape already".into(),
            DrawFootprint {
                shape,
                side,
                mirror,
            } => {
                let side = side.letter();
                if *mirror {
                    format!("that is the mirror image of the {shape} on side {side}")
                } else {
                    format!("those cells are not the {shape} of side {side}")
                }
            }
            NothingToUndo => "nothing to undo this round".into(),
        }
    }
}

/// A bonus's name in the notation.
pub fn bonus_word(bonus: Bonus) -> String {
    match bonus {
        Bonus::Dice(a, b) => format!("dice {a}+{b}"),
        other => serde_json::to_value(other)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default(),
    }
}

impl RuleError for IllegalAction {
    fn rule(&self) -> Option<Rule> {
        use IllegalAction::*;
        Some(match self {
            GameOver => y(33),
            NotYourTurn { .. } => y(17),
            AlreadyLeft { .. } => y(45),
            AlreadyDone { .. } | AfterDraw => y(22),
            NotNow { step } => step.rule(),
            WrongShape { .. } | NotTheFootprint { .. } => y(19),
            NoBonus | OtherBonus { .. } => y(7),
            BonusPending { .. } | NothingToUndo => y(46),
            NoBlueDie { .. } | NoGreenDie => y(21),
            PenaltyValue { .. } | Closed { .. } => y(38),
            Covered { .. } => y(24),
            PondNotNeeded { .. } | PondRiver | PondCovered | PondUsed => y(25),
            DieRequired { .. } | NoDieTaken { .. } | AlreadyBuilt { .. } => y(14),
            WrongValue { .. }
            | ResourceOnlyForPencil
            | NotPrinted { .. }
            | VaseTooSoon
            | StatueLions { .. }
            | MasonCells => y(13),
            NoSuchDie { .. } => y(26),
            NoResource { .. } => y(29),
            AlreadyCircled { .. } | Full { .. } | CannotAfford { .. } => y(27),
            Shape3Cells
            | OutsideTower { .. }
            | CellFilled { .. }
            | DrawnAlready
            | DrawFootprint { .. } => y(30),
            PencilOutside { .. }
            | PencilOnIcon { .. }
            | PencilOnOpening { .. }
            | PencilAlone { .. } => y(31),
            PawnPlaced { .. } => y(28),
        })
    }

    fn describe(&self, names: &[&str]) -> String {
        let name = |seat: Seat| {
            names
                .get(seat.index())
                .map_or_else(|| format!("seat {seat}"), |n| (*n).to_owned())
        };
        self.text(name)
    }
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.rule() {
            Some(rule) => write!(f, "{rule}: {}", self.describe(&[])),
            None => f.write_str(&self.describe(&[])),
        }
    }
}

impl std::error::Error for IllegalAction {}
