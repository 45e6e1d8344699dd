//! Reading Babylon's notation (rules page, "Notation"). An action's first
//! word is its verb; cells may come in any order; `with <v>` names a die.
//! Writing it is the `Display` of [`Action`]. Case-insensitive.

use super::action::{Action, Choice, Deed, Pay};
use super::board::{BoardCell, BoardCells};
use super::shape::Side;
use super::sheet::{Cell, Cells, Metal, Resource, TowerIcon};
use crate::notation::{Expected, ParseError, Reader, Word};

const VERB: Expected = Expected {
    id: "babylon-verb",
    words: "an action such as take 5, gold with 6, pencil palm c3 with 2, draw a1 b1 a2 a3, undo or done",
};
const VALUE: Expected = Expected {
    id: "babylon-value",
    words: "a die value 1 to 6",
};
const TAKE: Expected = Expected {
    id: "babylon-take",
    words: "a die value 1 to 6, or green",
};
const CELL: Expected = Expected {
    id: "babylon-cell",
    words: "a tower cell such as c3",
};
const CELL_OR_WITH: Expected = Expected {
    id: "babylon-cell-or-with",
    words: "a tower cell such as c3, or with",
};
const BOARD_CELL: Expected = Expected {
    id: "babylon-board-cell",
    words: "a board cell: ship, worker, lion, stone, pond, gold, art, mosaic or palm",
};
const TILE: Expected = Expected {
    id: "babylon-tile",
    words: "a tile and side such as 7a",
};
const ICON: Expected = Expected {
    id: "babylon-icon",
    words: "an icon: art, mosaic, palm or lion",
};
const RESOURCE: Expected = Expected {
    id: "babylon-resource",
    words: "wood or wheat",
};
const METAL: Expected = Expected {
    id: "babylon-metal",
    words: "gold or stone",
};
const CONVERT: Expected = Expected {
    id: "babylon-convert",
    words: "wood or wheat",
};
const PENALTY: Expected = Expected {
    id: "babylon-penalty",
    words: "accept or ignore",
};
const BONUS: Expected = Expected {
    id: "babylon-bonus",
    words: "a bonus: art, mosaic, palm, lion, wall, pencil, shape3 or river",
};
const ROW: Expected = Expected {
    id: "babylon-wall-row",
    words: "a wall row: 2, 3 or 4",
};
const PAYMENT: Expected = Expected {
    id: "babylon-payment",
    words: "with <value>, pay wood or pay wheat",
};
const WITH: Expected = Expected {
    id: "babylon-with",
    words: "with <value>",
};
const POND_ACTION: Expected = Expected {
    id: "babylon-pond-action",
    words: "a section action such as worker with 5",
};

/// Everything the notation may expect, for the bot's translations.
pub const EXPECTED: [Expected; 17] = [
    VERB,
    VALUE,
    TAKE,
    CELL,
    CELL_OR_WITH,
    BOARD_CELL,
    TILE,
    ICON,
    RESOURCE,
    METAL,
    CONVERT,
    PENALTY,
    BONUS,
    ROW,
    PAYMENT,
    WITH,
    POND_ACTION,
];

fn value(word: Word<'_>) -> Option<u8> {
    word.text.parse().ok().filter(|v| (1..=6).contains(v))
}

fn cell(word: Word<'_>) -> Option<Cell> {
    word.text.parse().ok()
}

fn icon(word: Word<'_>) -> Option<TowerIcon> {
    TowerIcon::from_word(word.text)
}

fn resource(word: Word<'_>) -> Option<Resource> {
    Resource::ALL.into_iter().find(|r| word.is(r.word()))
}

fn tile(word: Word<'_>) -> Option<(u8, Side)> {
    let text = word.text.to_ascii_lowercase();
    // The side is the last character, whatever its width (`9é` is a typo,
    // not a place to cut a character in two).
    let (number, side) = text.split_at(text.char_indices().last()?.0);
    let side = match side {
        "a" => Side::A,
        "b" => Side::B,
        _ => return None,
    };
    let number: u8 = number.parse().ok()?;
    (1..=super::manifest::TILES)
        .contains(&number)
        .then_some((number, side))
}

/// Reads cells up to `with`/`pay` or the end: at least one.
fn cells(r: &mut Reader<'_>, more: Expected) -> Result<Cells, ParseError> {
    let mut set = Cells::EMPTY.with(r.parsed(CELL, cell)?);
    while !r.is_done() {
        let peek = r.peek();
        if peek.is_some_and(|w| w.is("with") || w.is("pay")) {
            break;
        }
        set = set.with(r.parsed(more, cell)?);
    }
    Ok(set)
}

/// Reads `with <v>` if it comes.
fn die(r: &mut Reader<'_>) -> Result<Option<Pay>, ParseError> {
    if r.is_done() {
        return Ok(None);
    }
    let word = r.word(PAYMENT)?;
    if word.is("with") {
        Ok(Some(Pay::Die(r.parsed(VALUE, value)?)))
    } else if word.is("pay") {
        Ok(Some(Pay::Resource(r.parsed(RESOURCE, resource)?)))
    } else {
        Err(ParseError::unexpected(word, WITH))
    }
}

/// A section action after its verb.
fn deed(verb: Word<'_>, r: &mut Reader<'_>) -> Result<Option<Deed>, ParseError> {
    let lower = verb.text.to_ascii_lowercase();
    Ok(Some(match lower.as_str() {
        "art" => Deed::Art(r.parsed(CELL, cell)?),
        "amphora" => Deed::Amphora,
        "vase" => Deed::Vase,
        "mosaic" => Deed::Mosaic(r.parsed(CELL, cell)?),
        "wall" => Deed::Wall,
        "statue" => {
            if r.is_done() || r.peek().is_some_and(|w| w.is("with") || w.is("pay")) {
                Deed::Statue(Cells::EMPTY)
            } else {
                Deed::Statue(cells(r, CELL_OR_WITH)?)
            }
        }
        "palm" => Deed::Palm(r.parsed(CELL, cell)?),
        "garden" => Deed::Garden,
        "house" => Deed::House,
        "gold" => Deed::Gold,
        "lion" => Deed::Lion(r.parsed(CELL, cell)?),
        "mason" => Deed::Mason(cells(r, CELL_OR_WITH)?),
        "mine" => Deed::Mine,
        "worker" => Deed::Worker,
        "pencil" => {
            let icon = r.parsed(ICON, icon)?;
            Deed::Pencil(icon, r.parsed(CELL, cell)?)
        }
        "tent" => Deed::Tent,
        "ship" => Deed::Ship,
        "cart" => Deed::Cart,
        "boat" => Deed::Boat,
        "stone" => Deed::Stone,
        "river" => Deed::River(r.parsed(RESOURCE, resource)?),
        _ => return Ok(None),
    }))
}

fn choice(r: &mut Reader<'_>) -> Result<Choice, ParseError> {
    let word = r.word(BONUS)?;
    if let Some(icon) = icon(word) {
        return Ok(Choice::Circle(icon, r.parsed(CELL, cell)?));
    }
    let lower = word.text.to_ascii_lowercase();
    Ok(match lower.as_str() {
        "wall" => {
            Choice::Wall(r.parsed(ROW, |w| w.text.parse().ok().filter(|v| (2..=4).contains(v)))?)
        }
        "pencil" => {
            let icon = r.parsed(ICON, icon)?;
            Choice::Pencil(icon, r.parsed(CELL, cell)?)
        }
        "shape3" => Choice::Shape3(cells(r, CELL)?),
        "river" => Choice::River(r.parsed(RESOURCE, resource)?),
        _ => return Err(ParseError::unexpected(word, BONUS)),
    })
}

/// Reads one action; `offset` is where `text` starts in the line.
pub fn parse_action(text: &str, offset: usize) -> Result<Action, ParseError> {
    let mut r = Reader::new(text, offset);
    let verb = r.word(VERB)?;
    let lower = verb.text.to_ascii_lowercase();
    let action = match lower.as_str() {
        "penalty" => {
            let word = r.word(PENALTY)?;
            if word.is("accept") {
                Action::Penalty { accept: true }
            } else if word.is("ignore") {
                Action::Penalty { accept: false }
            } else {
                return Err(ParseError::unexpected(word, PENALTY));
            }
        }
        "tile" => {
            let (tile, side) = r.parsed(TILE, tile)?;
            let mut cells = BoardCells::default().with(r.parsed(BOARD_CELL, board)?);
            while !r.is_done() {
                cells = cells.with(r.parsed(BOARD_CELL, board)?);
            }
            Action::Tile { tile, side, cells }
        }
        "bonus" => Action::Bonus(choice(&mut r)?),
        "skip" => Action::Skip,
        "take" => {
            let word = r.word(TAKE)?;
            if word.is("green") {
                Action::TakeGreen
            } else {
                Action::Take(value(word).ok_or_else(|| ParseError::unexpected(word, TAKE))?)
            }
        }
        "convert" => {
            let word = r.word(CONVERT)?;
            if word.is("wood") {
                let metal = r.parsed(METAL, |w| Metal::ALL.into_iter().find(|m| w.is(m.word())))?;
                Action::ConvertWood(metal)
            } else if word.is("wheat") {
                Action::ConvertWheat
            } else {
                return Err(ParseError::unexpected(word, CONVERT));
            }
        }
        "draw" => {
            let mut set = Cells::EMPTY.with(r.parsed(CELL, cell)?);
            while !r.is_done() {
                set = set.with(r.parsed(CELL, cell)?);
            }
            Action::Draw(set)
        }
        "undo" => Action::Undo,
        "done" => Action::Done,
        "pond" => {
            let verb = r.word(POND_ACTION)?;
            let deed =
                deed(verb, &mut r)?.ok_or_else(|| ParseError::unexpected(verb, POND_ACTION))?;
            Action::Write {
                pond: true,
                deed,
                pay: die(&mut r)?,
            }
        }
        _ => {
            let deed = deed(verb, &mut r)?.ok_or_else(|| ParseError::unexpected(verb, VERB))?;
            Action::Write {
                pond: false,
                deed,
                pay: die(&mut r)?,
            }
        }
    };
    r.end()?;
    Ok(action)
}

fn board(word: Word<'_>) -> Option<BoardCell> {
    BoardCell::from_word(word.text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pages_examples_read_and_write_back() {
        for text in [
            "penalty ignore",
            "tile 7a ship worker stone art",
            "bonus palm d6",
            "bonus river wood",
            "bonus pencil palm c6",
            "bonus shape3 a4 b5 a5",
            "bonus wall 3",
            "take 5",
            "take green",
            "lion f2 with 4",
            "house",
            "mason b4 b5 with 1",
            "pencil palm c3 pay wheat",
            "pond worker with 5",
            "river wheat with 1",
            "convert wood gold",
            "convert wheat",
            "ship",
            "draw e1 f1 e2 e3",
            "statue f2 c4 a7",
            "undo",
            "done",
        ] {
            let action = parse_action(text, 0).unwrap_or_else(|e| panic!("{text}: {e}"));
            let written = action.to_string();
            assert_eq!(parse_action(&written, 0), Ok(action), "{text} → {written}");
        }
        // Cells in any order, written back in canonical order.
        assert_eq!(
            parse_action("DRAW a3 a1  b1 a2", 0).unwrap().to_string(),
            "draw a1 b1 a2 a3"
        );
        assert_eq!(
            parse_action("tile 7a art ship stone worker", 0)
                .unwrap()
                .to_string(),
            "tile 7a ship worker stone art"
        );
    }

    #[test]
    fn bad_words_are_pointed_at() {
        let error = parse_action("gold with 7", 0).unwrap_err();
        assert_eq!(error.span, 10..11);
        assert!(parse_action("pond", 0).is_err());
        assert!(parse_action("take 0", 0).is_err());
        assert!(parse_action("tile 15a ship", 0).is_err());
        assert!(parse_action("draw g1", 0).is_err());
        assert!(parse_action("gold with 6 extra", 0).is_err());
    }
}
