//! Reading Basilica's notation (rules page, "Notation"). Writing it is the
//! `Display` of [`Action`]. Case-insensitive, tolerant of extra spaces.

use super::action::{Action, OrderAction, PaidAction, Slot};
use super::cathedral::{Cell, Rank};
use super::manifest::Order;
use crate::notation::{Expected, ParseError, Reader, Word};

const FIRST_WORD: Expected = Expected {
    id: "basilica-action",
    words: "an action: V1-V3, B, O1-O3, pay or decline",
};
const CELL: Expected = Expected {
    id: "basilica-cell",
    words: "a cell such as c3 (columns a-e, rows 1-99)",
};
const RANK: Expected = Expected {
    id: "basilica-rank",
    words: "a rank: architect, mason or strongman",
};
const ORDER: Expected = Expected {
    id: "basilica-order",
    words: "an order: promote, move, recruit, confusion, glass, scaffold or catastrophe",
};
const PAID_ORDER: Expected = Expected {
    id: "basilica-paid-order",
    words: "a paid order: promote, recruit or confusion",
};

/// Everything the notation may expect, for the bot's translations.
pub const EXPECTED: [Expected; 5] = [FIRST_WORD, CELL, RANK, ORDER, PAID_ORDER];

fn cell(r: &mut Reader<'_>) -> Result<Cell, ParseError> {
    r.parsed(CELL, |w| w.text.parse().ok())
}

fn rank(r: &mut Reader<'_>) -> Result<Rank, ParseError> {
    r.parsed(RANK, |w| Rank::ALL.into_iter().find(|r| w.is(r.word())))
}

/// A slot word such as `V2` or `o1`.
fn slot(word: Word<'_>, letter: char) -> Option<Slot> {
    let mut chars = word.text.chars();
    let first = chars.next()?;
    if !first.eq_ignore_ascii_case(&letter) {
        return None;
    }
    let rest = chars.as_str();
    if rest.len() != 1 {
        return None;
    }
    Slot::from_number(rest.parse().ok()?)
}

/// Reads one action; `offset` is where `text` starts in the typed line.
pub fn parse_action(text: &str, offset: usize) -> Result<Action, ParseError> {
    let mut r = Reader::new(text, offset);
    if r.is_empty() {
        return Err(ParseError::empty());
    }
    let first = r.word(FIRST_WORD)?;
    let action = if let Some(slot) = slot(first, 'v') {
        Action::Vault {
            slot,
            cell: cell(&mut r)?,
        }
    } else if first.is("b") {
        Action::Builder
    } else if first.is("decline") {
        Action::Decline
    } else if let Some(slot) = slot(first, 'o') {
        let order = r.parsed(ORDER, |w| Order::ALL.into_iter().find(|o| w.is(o.word())))?;
        let order = match order {
            Order::Promote => OrderAction::Promote {
                cell: cell(&mut r)?,
                rank: rank(&mut r)?,
            },
            Order::Move => OrderAction::Move {
                from: cell(&mut r)?,
                to: cell(&mut r)?,
            },
            Order::Recruit => OrderAction::Recruit {
                cell: cell(&mut r)?,
            },
            Order::Confusion => OrderAction::Confusion {
                own: cell(&mut r)?,
                from: cell(&mut r)?,
                to: cell(&mut r)?,
            },
            Order::Glass => OrderAction::Glass {
                cell: cell(&mut r)?,
            },
            Order::Scaffold => OrderAction::Scaffold {
                first: cell(&mut r)?,
                second: cell(&mut r)?,
            },
            Order::Catastrophe => OrderAction::Catastrophe {
                cell: cell(&mut r)?,
            },
        };
        Action::Order { slot, order }
    } else if first.is("pay") {
        let word = r.word(PAID_ORDER)?;
        let paid = if word.is("promote") {
            PaidAction::Promote {
                cell: cell(&mut r)?,
                rank: rank(&mut r)?,
            }
        } else if word.is("recruit") {
            PaidAction::Recruit {
                cell: cell(&mut r)?,
            }
        } else if word.is("confusion") {
            PaidAction::Confusion {
                from: cell(&mut r)?,
                to: cell(&mut r)?,
            }
        } else {
            return Err(ParseError::unexpected(word, PAID_ORDER));
        };
        Action::Pay(paid)
    } else {
        return Err(ParseError::unexpected(first, FIRST_WORD));
    };
    r.end()?;
    Ok(action)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::ParseProblem;

    fn round_trip(text: &str) {
        let action = parse_action(text, 0).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(action.to_string(), text);
    }

    #[test]
    fn every_form_of_the_rules_table_round_trips() {
        for text in [
            "V2 c3",
            "B",
            "O1 promote c3 architect",
            "O3 move c3 c4",
            "O2 recruit d5",
            "O1 confusion c3 b2 b3",
            "O2 glass c3",
            "O1 scaffold a4 b5",
            "O3 catastrophe e2",
            "pay promote b2 mason",
            "pay recruit b3",
            "pay confusion b2 a2",
            "decline",
            "V1 e99",
            "O2 promote a1 strongman",
        ] {
            round_trip(text);
        }
    }

    #[test]
    fn case_and_spaces_do_not_matter() {
        let action = parse_action("  o1   PROMOTE  C3\tArchitect ", 0).unwrap();
        assert_eq!(action.to_string(), "O1 promote c3 architect");
        assert_eq!(parse_action("v3 A1", 0).unwrap().to_string(), "V3 a1");
        assert_eq!(parse_action("DECLINE", 0).unwrap(), Action::Decline);
        assert_eq!(parse_action("b", 0).unwrap(), Action::Builder);
    }

    #[test]
    fn errors_point_at_the_bad_word() {
        let e = parse_action("V2 f3", 0).unwrap_err();
        assert_eq!(e.span, 3..5);
        assert!(e.to_string().contains("\"f3\""), "{e}");
        let e = parse_action("O1 promote c3", 4).unwrap_err();
        assert_eq!(e.span, 17..17);
        assert!(matches!(e.problem, ParseProblem::Missing { .. }));
        assert!(e.to_string().contains("rank"), "{e}");
        let e = parse_action("O1 promote c3 king", 0).unwrap_err();
        assert_eq!(e.span, 14..18);
        let e = parse_action("V4 c3", 0).unwrap_err();
        assert_eq!(e.span, 0..2);
        let e = parse_action("B c3", 0).unwrap_err();
        assert!(matches!(e.problem, ParseProblem::Extra { .. }));
        assert_eq!(e.span, 2..4);
        let e = parse_action("pay glass c3", 0).unwrap_err();
        assert!(e.to_string().contains("paid order"), "{e}");
        let e = parse_action("O2 build c3", 0).unwrap_err();
        assert!(e.to_string().contains("catastrophe"), "{e}");
        assert_eq!(
            parse_action("   ", 0).unwrap_err().problem,
            ParseProblem::Empty
        );
    }
}
