//! Reading Les Grands Bâtisseurs' notation (rules page, "Notation"). An
//! action's first word is its verb; `build`'s cards follow it joined by
//! `;`. Writing it is the `Display` of [`Action`]. Case-insensitive.

use super::action::{Action, Target};
use super::card::{Card, Pile};
use super::city::Place;
use crate::notation::{Expected, ParseError, Part, Reader, Word, read_line};
use crate::seat::Seat;

const VERB: Expected = Expected {
    id: "gb-verb",
    words: "auction, bid, pass, build, sabotage, done, pay, refuse or steal",
};
const PILE: Expected = Expected {
    id: "gb-pile",
    words: "a pile: up or down",
};
const AMOUNT: Expected = Expected {
    id: "gb-amount",
    words: "an amount of thalers such as 5",
};
const SEAT: Expected = Expected {
    id: "gb-seat",
    words: "a seat number such as 2",
};
const CARD: Expected = Expected {
    id: "gb-card",
    words: "a card such as church7 or leftcorner3",
};
const PLACE: Expected = Expected {
    id: "gb-place",
    words: "a place: left, right or a breach's position",
};
const TARGET: Expected = Expected {
    id: "gb-target",
    words: "a position in that city, or hand",
};
const BUILD_FIRST: Expected = Expected {
    id: "gb-build-first",
    words: "an action: cards without a verb follow a build",
};

/// Everything the notation may expect, for the bot's translations.
pub const EXPECTED: [Expected; 8] = [VERB, PILE, AMOUNT, SEAT, CARD, PLACE, TARGET, BUILD_FIRST];

fn amount(word: Word<'_>) -> Option<u32> {
    word.text.parse().ok()
}

fn seat(word: Word<'_>) -> Option<Seat> {
    word.text.parse().ok().and_then(Seat::from_number)
}

fn pile(word: Word<'_>) -> Option<Pile> {
    Pile::ALL.into_iter().find(|p| word.is(p.word()))
}

fn place(word: Word<'_>) -> Option<Place> {
    if word.is("left") {
        Some(Place::Left)
    } else if word.is("right") {
        Some(Place::Right)
    } else {
        word.text
            .parse()
            .ok()
            .filter(|&p| p >= 1)
            .map(Place::Breach)
    }
}

fn card_place(r: &mut Reader<'_>) -> Result<(Card, Place), ParseError> {
    let card = r.parsed(CARD, |w| w.text.parse().ok())?;
    let place = r.parsed(PLACE, place)?;
    Ok((card, place))
}

/// One `;`-separated item: an action, or a card laid by the build before it.
fn item(text: &str, offset: usize) -> Result<Part<Action, (Card, Place)>, ParseError> {
    let mut r = Reader::new(text, offset);
    let first = r.word(VERB)?;
    let lower = first.text.to_ascii_lowercase();
    let action = match lower.as_str() {
        "steal" => Action::Steal(r.parsed(SEAT, seat)?),
        "auction" => match r.parsed(PILE, pile)? {
            Pile::Up => Action::AuctionUp(r.parsed(AMOUNT, amount)?),
            Pile::Down => Action::AuctionDown,
        },
        "bid" => Action::Bid(r.parsed(AMOUNT, amount)?),
        "pass" => Action::Pass,
        "build" => Action::Build(vec![card_place(&mut r)?]),
        "sabotage" => {
            let seat = r.parsed(SEAT, seat)?;
            let target = r.parsed(TARGET, |w| {
                if w.is("hand") {
                    Some(Target::Hand)
                } else {
                    w.text
                        .parse()
                        .ok()
                        .filter(|&p| p >= 1)
                        .map(Target::Building)
                }
            })?;
            let pile = if r.is_done() {
                None
            } else {
                Some(r.parsed(PILE, pile)?)
            };
            Action::Sabotage { seat, target, pile }
        }
        "done" => Action::Done,
        "pay" => Action::Pay,
        "refuse" => Action::Refuse,
        _ if lower.parse::<Card>().is_ok() => {
            let mut r = Reader::new(text, offset);
            let (card, place) = card_place(&mut r)?;
            r.end()?;
            return Ok(Part::More((card, place)));
        }
        _ => return Err(ParseError::unexpected(first, VERB)),
    };
    r.end()?;
    Ok(Part::Action(action))
}

/// Reads a line: each action, a build with the cards that follow it.
fn read(line: &str, offset: usize) -> Result<Vec<(Action, Word<'_>)>, ParseError> {
    read_line(
        line,
        offset,
        item,
        |action: &mut Action, laid| match action {
            Action::Build(cards) => {
                cards.push(laid);
                true
            }
            _ => false,
        },
        BUILD_FIRST,
    )
}

/// Reads a line of actions.
pub fn parse_line(line: &str, offset: usize) -> Result<Vec<Action>, ParseError> {
    Ok(read(line, offset)?.into_iter().map(|(a, _)| a).collect())
}

/// Reads exactly one action (a build with all its cards).
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
        for text in [
            "steal 3",
            "auction up 2",
            "auction down",
            "bid 5",
            "pass",
            "build leftcorner3 right; church7 right; gate1 right",
            "sabotage 2 3",
            "sabotage 3 hand down",
            "done",
            "refuse",
            "pay",
            "build rightcorner3 right",
            "build church7 2",
        ] {
            assert_eq!(round_trip(text), text);
        }
        assert_eq!(round_trip("  BUILD  Church7   LEFT "), "build church7 left");
    }

    #[test]
    fn errors_point_at_the_word() {
        let e = parse_action("auction sideways 2", 0).unwrap_err();
        assert_eq!(e.span, 8..16);
        assert!(e.to_string().contains("up or down"), "{e}");
        let e = parse_action("build church3 left", 0).unwrap_err();
        assert!(e.to_string().contains("a card"), "{e}");
        let e = parse_action("church7 left", 0).unwrap_err();
        assert!(e.to_string().contains("follow a build"), "{e}");
        let e = parse_action("bid 5; pass", 0).unwrap_err();
        assert_eq!(e.span, 7..11);
        let e = parse_action("sabotage 2 3 sideways", 0).unwrap_err();
        assert!(e.to_string().contains("up or down"), "{e}");
        let e = parse_action("pay 5", 0).unwrap_err();
        assert!(e.to_string().contains("unexpected \"5\""), "{e}");
        assert!(parse_line("", 0).is_err());
        assert!(parse_action("steal 9", 0).is_err());
    }
}
