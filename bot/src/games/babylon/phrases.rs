//! The game's nouns and phrases in the reader's language, shared by its
//! accounts, prompts and pictures.

use super::*;

pub(super) fn name<'a>(names: &[&'a str], seat: Seat) -> &'a str {
    names.get(seat.index()).copied().unwrap_or("?")
}

/// "artwork", "œuvre d'art".
pub(super) fn icon(word: &str, lang: Lang) -> String {
    t!(lang, "babylon-icon", icon = word)
}

/// "wood", "bois".
pub(super) fn resource(word: &str, lang: Lang) -> String {
    t!(lang, "babylon-resource", resource = word)
}

/// A section by its icon's word: "pottery", "poterie".
pub(super) fn section(section: Section, lang: Lang) -> String {
    t!(lang, "babylon-section", section = section.word())
}

/// A board cell (an icon of the action board).
pub(super) fn board_cell(cell: BoardCell, lang: Lang) -> String {
    section(cell.section(), lang)
}

/// A tile bonus in words: "a gold", "virtual dice 1+1".
pub(super) fn bonus(bonus: Bonus, lang: Lang) -> String {
    let (word, dice) = match bonus {
        Bonus::Dice(a, b) => ("dice".to_owned(), format!("{a}+{b}")),
        other => (
            keystone_engine::babylon::error::bonus_word(other),
            String::new(),
        ),
    };
    t!(lang, "babylon-bonus", bonus = word, dice = dice)
}

/// Board cells in words: "ship, worker and lion".
pub(super) fn board_cells(cells: keystone_engine::babylon::BoardCells, lang: Lang) -> String {
    cells
        .iter()
        .map(|c| board_cell(c, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A section action in words, without its die.
pub(super) fn deed(deed: Deed, lang: Lang) -> String {
    let (cell, icon_word, res) = match deed {
        Deed::Art(c) | Deed::Mosaic(c) | Deed::Palm(c) | Deed::Lion(c) => {
            (c.to_string(), String::new(), String::new())
        }
        Deed::Statue(cells) | Deed::Mason(cells) => {
            (cells.to_string(), String::new(), String::new())
        }
        Deed::Pencil(i, c) => (c.to_string(), icon(i.word(), lang), String::new()),
        Deed::River(r) => (String::new(), String::new(), resource(r.word(), lang)),
        _ => (String::new(), String::new(), String::new()),
    };
    t!(
        lang,
        "babylon-deed",
        verb = deed.verb(),
        cell = cell,
        icon = icon_word,
        resource = res
    )
}

/// A pending bonus's resolution in words.
pub(super) fn choice(choice: Choice, lang: Lang) -> String {
    match choice {
        Choice::Circle(i, c) => t!(
            lang,
            "babylon-choice-circle",
            icon = icon(i.word(), lang),
            cell = c.to_string()
        ),
        Choice::Wall(row) => t!(lang, "babylon-choice-wall", row = i64::from(row)),
        Choice::Pencil(i, c) => t!(
            lang,
            "babylon-choice-pencil",
            icon = icon(i.word(), lang),
            cell = c.to_string()
        ),
        Choice::Shape3(cells) => t!(lang, "babylon-choice-shape3", cells = cells.to_string()),
        Choice::River(r) => t!(
            lang,
            "babylon-choice-river",
            resource = resource(r.word(), lang)
        ),
    }
}

/// The shape of a shape card, with its tiles: "T (tiles 3 and 4)".
pub(super) fn card_words(card: u8, lang: Lang) -> String {
    let shape = Shape::of_tile(card);
    let [a, b] = shape.tiles();
    t!(
        lang,
        "babylon-card",
        card = i64::from(card),
        shape = shape.to_string(),
        a = i64::from(a),
        b = i64::from(b)
    )
}

/// "1 3 5" or "–": a seat's unspent dice.
pub(super) fn dice_left(game: &Babylon, seat: Seat) -> String {
    let values: Vec<String> = game
        .player(seat)
        .turn
        .dice
        .iter()
        .filter(|d| !d.spent)
        .map(|d| d.value.to_string())
        .collect();
    if values.is_empty() {
        "–".to_owned()
    } else {
        values.join(" ")
    }
}

/// "1×2, 3×1…": blue dice left on the board by value, and green.
pub(super) fn board_dice(game: &Babylon, lang: Lang) -> String {
    let blue: Vec<String> = game
        .blue_left()
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(v, n)| {
            if *n == 1 {
                (v + 1).to_string()
            } else {
                format!("{}×{n}", v + 1)
            }
        })
        .collect();
    t!(
        lang,
        "babylon-board-dice",
        blue = if blue.is_empty() {
            "–".to_owned()
        } else {
            blue.join(", ")
        },
        green = i64::from(game.green_left())
    )
}

/// The seats the Write waits on, by name.
pub(super) fn waiting(game: &Babylon, names: &[&str]) -> String {
    game.to_act()
        .iter()
        .map(|s| name(names, s))
        .collect::<Vec<_>>()
        .join(", ")
}

/// An action in words, without the dice left.
pub(super) fn action_words(action: &Action, lang: Lang) -> String {
    match *action {
        Action::Penalty { accept } => t!(
            lang,
            "babylon-label-penalty",
            accept = if accept { "yes" } else { "no" }
        ),
        Action::Tile { tile, side, cells } => t!(
            lang,
            "babylon-label-tile",
            tile = format!("{tile}{}", side.letter()),
            cells = board_cells(cells, lang)
        ),
        Action::Bonus(c) => t!(lang, "babylon-label-bonus", choice = choice(c, lang)),
        Action::Skip => t!(lang, "babylon-label-skip"),
        Action::Take(value) => t!(lang, "babylon-label-take", value = i64::from(value)),
        Action::TakeGreen => t!(lang, "babylon-label-take-green"),
        Action::Write { pond, deed: d, pay } => {
            let mut text = deed(d, lang);
            match pay {
                Some(Pay::Die(v)) => {
                    text.push_str(&t!(lang, "babylon-pay-die", value = i64::from(v)));
                }
                Some(Pay::Resource(r)) => text.push_str(&t!(
                    lang,
                    "babylon-pay-resource",
                    resource = resource(r.word(), lang)
                )),
                None => {}
            }
            if pond {
                t!(lang, "babylon-label-pond", action = text)
            } else {
                text
            }
        }
        Action::ConvertWood(metal) => t!(
            lang,
            "babylon-label-convert-wood",
            metal = section(
                if metal == keystone_engine::babylon::Metal::Gold {
                    Section::Gold
                } else {
                    Section::Stone
                },
                lang
            )
        ),
        Action::ConvertWheat => t!(lang, "babylon-label-convert-wheat"),
        Action::Draw(cells) => t!(lang, "babylon-label-draw", cells = cells.to_string()),
        Action::Undo => t!(lang, "babylon-label-undo"),
        Action::Done => t!(lang, "babylon-label-done"),
    }
}
