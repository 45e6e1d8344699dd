//! A Cardinal turn as one action: the building, then the optional moves
//! that go with it (rules page, "Notation").

use std::fmt;

use super::town::{Building, Cell, Colour, Footprint, Shape};

/// One turn: build, then perhaps move the cardinal (C11) and, for the very
/// first building of the game, take a pawn of one's choice (C10).
///
/// A turn is one action so that "build without moving the cardinal" needs
/// no word of its own: the move is part of the same line or nothing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Action {
    /// The colour; `None` when the player left it out, to be read from
    /// the seat's colours when it is played.
    pub colour: Option<Colour>,
    /// The shape.
    pub shape: Shape,
    /// Where it goes.
    pub footprint: Footprint,
    /// Where the cardinal goes after the building, if it moves (C11).
    pub cardinal: Option<Cell>,
    /// The pawn taken for the first building of the game (C10).
    pub pawn: Option<Colour>,
}

impl Action {
    /// The turn that builds `building`, with the cardinal's move and the
    /// pawn.
    pub fn building(building: Building, cardinal: Option<Cell>, pawn: Option<Colour>) -> Action {
        Action {
            colour: Some(building.colour),
            shape: building.shape,
            footprint: building.footprint,
            cardinal,
            pawn,
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(colour) = self.colour {
            write!(f, "{colour} ")?;
        }
        write!(f, "{} {}", self.shape, self.footprint)?;
        if let Some(cell) = self.cardinal {
            write!(f, "; cardinal {cell}")?;
        }
        if let Some(colour) = self.pawn {
            write!(f, "; pawn {colour}")?;
        }
        Ok(())
    }
}
