//! Reading Cardinal's notation (rules page, "Notation"): `[colour]
//! house|tower <x,y>`, `[colour] place <x,y> <x,y>`, then `; cardinal
//! <x,y>` and, for the first building of the game, `; pawn <colour>`.
//! Writing it is the `Display` of [`Action`]. Case-insensitive.

use super::action::Action;
use super::town::{Cell, Colour, Footprint, Shape};
use crate::notation::{Expected, ParseError, Part, Reader, Word, read_line};

const FIRST_WORD: Expected = Expected {
    id: "cardinal-action",
    words: "a building ([colour] house, tower or place), cardinal or pawn",
};
const SHAPE: Expected = Expected {
    id: "cardinal-shape",
    words: "a shape: house, tower or place",
};
const CELL: Expected = Expected {
    id: "cardinal-cell",
    words: "a cell such as 2,0 or -1,3",
};
const COLOUR: Expected = Expected {
    id: "cardinal-colour",
    words: "a colour: red, yellow, green or blue",
};
const BUILDING_FIRST: Expected = Expected {
    id: "cardinal-building-first",
    words: "a building: cardinal and pawn follow their building, once each",
};

/// Everything the notation may expect, for the bot's translations.
pub const EXPECTED: [Expected; 5] = [FIRST_WORD, SHAPE, CELL, COLOUR, BUILDING_FIRST];

/// What may follow a building in the same turn.
enum More {
    Cardinal(Cell),
    Pawn(Colour),
}

fn cell(r: &mut Reader<'_>) -> Result<Cell, ParseError> {
    r.parsed(CELL, |w| w.text.parse().ok())
}

fn colour(word: Word<'_>) -> Option<Colour> {
    Colour::ALL.into_iter().find(|c| word.is(c.word()))
}

fn shape(word: Word<'_>) -> Option<Shape> {
    Shape::ALL.into_iter().find(|s| word.is(s.word()))
}

fn item(text: &str, offset: usize) -> Result<Part<Action, More>, ParseError> {
    let mut r = Reader::new(text, offset);
    let first = r.word(FIRST_WORD)?;
    let item = if first.is("cardinal") {
        Part::More(More::Cardinal(cell(&mut r)?))
    } else if first.is("pawn") {
        Part::More(More::Pawn(r.parsed(COLOUR, colour)?))
    } else {
        let (colour, shape_word) = match colour(first) {
            Some(c) => (Some(c), r.word(SHAPE)?),
            None => (None, first),
        };
        let expected = if colour.is_some() { SHAPE } else { FIRST_WORD };
        let shape =
            shape(shape_word).ok_or_else(|| ParseError::unexpected(shape_word, expected))?;
        let at = cell(&mut r)?;
        let footprint = match shape {
            Shape::Place => Footprint::two(at, cell(&mut r)?),
            _ => Footprint::one(at),
        };
        Part::Action(Action {
            colour,
            shape,
            footprint,
            cardinal: None,
            pawn: None,
        })
    };
    r.end()?;
    Ok(item)
}

/// Reads a line: each building with the `cardinal` and `pawn` items that
/// follow it (once each), and the building's first word.
fn read(line: &str, offset: usize) -> Result<Vec<(Action, Word<'_>)>, ParseError> {
    read_line(
        line,
        offset,
        item,
        |a: &mut Action, more| match more {
            More::Cardinal(cell) if a.cardinal.is_none() => {
                a.cardinal = Some(cell);
                true
            }
            More::Pawn(colour) if a.pawn.is_none() => {
                a.pawn = Some(colour);
                true
            }
            _ => false,
        },
        BUILDING_FIRST,
    )
}

/// Reads a line: one turn per building.
pub fn parse_line(line: &str, offset: usize) -> Result<Vec<Action>, ParseError> {
    Ok(read(line, offset)?.into_iter().map(|(a, _)| a).collect())
}

/// Reads exactly one turn (a building and what follows it).
pub fn parse_action(text: &str, offset: usize) -> Result<Action, ParseError> {
    crate::notation::only(read(text, offset)?, text, offset)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(text: &str) -> String {
        parse_action(text, 0).unwrap().to_string()
    }

    #[test]
    fn the_rules_page_examples_read() {
        assert_eq!(
            round_trip("red tower 2,0; cardinal 1,1"),
            "red tower 2,0; cardinal 1,1"
        );
        assert_eq!(round_trip("  HOUSE  -1,0 "), "house -1,0");
        assert_eq!(
            round_trip("blue place 2,1 1,1"),
            "blue place 1,1 2,1",
            "a place's cells are written smaller first"
        );
        assert_eq!(
            round_trip("red house 2,0; pawn blue; cardinal -1,0"),
            "red house 2,0; cardinal -1,0; pawn blue"
        );
    }

    #[test]
    fn errors_point_at_the_word() {
        let e = parse_action("red hut 2,0", 0).unwrap_err();
        assert_eq!(e.span, 4..7);
        assert!(e.to_string().contains("house, tower or place"), "{e}");
        let e = parse_action("place 1,1", 0).unwrap_err();
        assert!(e.to_string().contains("a cell"), "{e}");
        let e = parse_action("cardinal 1,1", 0).unwrap_err();
        assert!(e.to_string().contains("a building"), "{e}");
        let e = parse_action("house 2,0; cardinal 1,1; cardinal 1,2", 0).unwrap_err();
        assert_eq!(e.span, 25..33);
        let e = parse_action("house 2,0 3,0", 0).unwrap_err();
        assert!(e.to_string().contains("unexpected \"3,0\""), "{e}");
        let e = parse_action("house 2,0; tower 3,0", 0).unwrap_err();
        assert_eq!(e.span, 11..16, "the second building");
        assert!(parse_line("", 0).is_err());
    }

    #[test]
    fn a_line_holds_turns() {
        let turns = parse_line("house 2,0; cardinal 1,1; tower 3,0", 0).unwrap();
        assert_eq!(turns.len(), 2);
        assert_eq!(turns[0].cardinal, Some(Cell::new(1, 1)));
    }
}
