//! Why a Cardinal turn is refused: one variant per reason, each citing its
//! rule. The English wording here is the default; the bot words them in
//! the reader's language.

use std::fmt;

use super::town::{Cell, Colour, Shape};
use crate::game::{Rule, RuleError};
use crate::seat::Seat;

const fn c(number: u8) -> Rule {
    Rule::new('C', number)
}

/// A refused Cardinal turn. Nothing changed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IllegalAction {
    /// Nobody can build any more (C12).
    GameOver,
    /// Another seat must build now.
    NotYourTurn {
        /// Who must build.
        to_act: Seat,
    },
    /// The colour is not one the seat plays (C6, C15, C16).
    NotYourColour {
        /// The colour named.
        colour: Colour,
    },
    /// The seat could use either of two colours: it must say which (C6).
    ColourNeeded {
        /// The two colours it could use.
        choices: [Colour; 2],
    },
    /// No building of that colour and shape is left (C3).
    NoBuildingLeft {
        /// The colour.
        colour: Colour,
        /// The shape.
        shape: Shape,
    },
    /// A place's two cells do not share a side (C3).
    PlaceNotSideBySide,
    /// Something already stands on the cell (C7).
    CellTaken {
        /// The cell.
        cell: Cell,
    },
    /// No cell of the building touches the cathedral or a building (C7).
    NotNextToTown,
    /// Law 1: the cardinal stands on the cell (C8).
    OnCardinal {
        /// The cell.
        cell: Cell,
    },
    /// Law 2: a tower must touch a house (C8).
    TowerWithoutHouse,
    /// Law 3: a place must touch a house (C8).
    PlaceWithoutHouse,
    /// Law 4: it would touch a building of the same shape (C8).
    SameShapeSideBySide {
        /// The shape.
        shape: Shape,
        /// A cell of the building it would touch.
        cell: Cell,
    },
    /// Law 5: it would touch a building of the same colour (C8).
    SameColourSideBySide {
        /// The colour.
        colour: Colour,
        /// A cell of the building it would touch.
        cell: Cell,
    },
    /// Law 6: the last building has the same shape (C8).
    SameShapeAfter {
        /// The shape.
        shape: Shape,
    },
    /// Law 7: the last building has the same colour (C8).
    SameColourAfter {
        /// The colour.
        colour: Colour,
    },
    /// The first player must put the cardinal down after building (C11).
    CardinalRequired,
    /// The cardinal goes only on a free building zone (C11).
    CardinalNotOnZone {
        /// The cell named.
        cell: Cell,
    },
    /// The cardinal already stands there (C11).
    CardinalAlreadyThere {
        /// The cell.
        cell: Cell,
    },
    /// The first building of the game earns a pawn of one's choice: which
    /// colour? (C10)
    PawnRequired,
    /// Only the first building of the game earns a pawn of one's choice (C10).
    PawnNotFirst,
    /// No pawn of that colour is in the supply (C10).
    PawnNotInSupply {
        /// The colour named.
        colour: Colour,
    },
    /// The shared colour's pawns are set aside in a game of three (C16).
    PawnSetAside {
        /// The colour named.
        colour: Colour,
    },
    /// The seat has left the game already.
    AlreadyLeft {
        /// Who.
        seat: Seat,
    },
}

impl RuleError for IllegalAction {
    fn rule(&self) -> Option<Rule> {
        use IllegalAction::*;
        Some(match self {
            GameOver => c(12),
            NotYourTurn { .. } | AlreadyLeft { .. } => return None,
            NotYourColour { .. } | ColourNeeded { .. } => c(6),
            NoBuildingLeft { .. } | PlaceNotSideBySide => c(3),
            CellTaken { .. } | NotNextToTown => c(7),
            OnCardinal { .. }
            | TowerWithoutHouse
            | PlaceWithoutHouse
            | SameShapeSideBySide { .. }
            | SameColourSideBySide { .. }
            | SameShapeAfter { .. }
            | SameColourAfter { .. } => c(8),
            CardinalRequired | CardinalNotOnZone { .. } | CardinalAlreadyThere { .. } => c(11),
            PawnRequired | PawnNotFirst | PawnNotInSupply { .. } => c(10),
            PawnSetAside { .. } => c(16),
        })
    }

    fn describe(&self, names: &[&str]) -> String {
        use IllegalAction::*;
        match *self {
            GameOver => "the game is over: nobody can build any more".into(),
            NotYourTurn { to_act } => match names.get(to_act.index()) {
                Some(name) => format!("it is {name}'s turn"),
                None => format!("it is seat {to_act}'s turn"),
            },
            NotYourColour { colour } => format!("{colour} is not one of your colours"),
            ColourNeeded { choices: [a, b] } => {
                format!("say which colour: {a} or {b}")
            }
            NoBuildingLeft { colour, shape } => {
                format!("no {colour} {shape} is left to build")
            }
            PlaceNotSideBySide => "a place covers two cells that share a side".into(),
            CellTaken { cell } => format!("{cell} is already built on"),
            NotNextToTown => "a building must touch the cathedral or another building".into(),
            OnCardinal { cell } => format!("law 1: the cardinal stands on {cell}"),
            TowerWithoutHouse => "law 2: a tower must touch a house along a side".into(),
            PlaceWithoutHouse => "law 3: a place must touch a house along a side".into(),
            SameShapeSideBySide { shape, cell } => {
                format!("law 4: it would touch the {shape} on {cell}")
            }
            SameColourSideBySide { colour, cell } => {
                format!("law 5: it would touch the {colour} building on {cell}")
            }
            SameShapeAfter { shape } => {
                format!("law 6: the last building was a {shape} too")
            }
            SameColourAfter { colour } => {
                format!("law 7: the last building was {colour} too")
            }
            CardinalRequired => {
                "the first player puts the cardinal down after building: add \"; cardinal x,y\""
                    .into()
            }
            CardinalNotOnZone { cell } => {
                format!("the cardinal goes on a free cell next to the town, not {cell}")
            }
            CardinalAlreadyThere { cell } => format!("the cardinal already stands on {cell}"),
            PawnRequired => {
                "the first building earns a pawn of your choice: add \"; pawn <colour>\"".into()
            }
            PawnNotFirst => {
                "only the first building of the game earns a pawn of one's choice".into()
            }
            PawnNotInSupply { colour } => format!("no {colour} pawn is left in the supply"),
            PawnSetAside { colour } => {
                format!("the shared {colour} pawns are set aside: nobody takes them")
            }
            AlreadyLeft { seat } => match names.get(seat.index()) {
                Some(name) => format!("{name} has left the game"),
                None => format!("seat {seat} has left the game"),
            },
        }
    }
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(&[]))
    }
}

impl std::error::Error for IllegalAction {}
