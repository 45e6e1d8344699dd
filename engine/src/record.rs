//! Game records: a plain-text file with header lines, then one action per
//! line prefixed by the acting seat (see `shared/rules/basilica.md`).
//!
//! ```text
//! game: basilica
//! seats: Alice | Bob
//! first: 1
//! seed: 42
//! 1: V2 c1
//! ```
//!
//! `#` starts a comment; blank lines are ignored. The game reads its own
//! headers (e.g. `deck:`) through [`crate::Game::options_from_headers`].

use std::collections::HashSet;
use std::fmt::{self, Write as _};

use crate::seat::{MAX_SEATS, Seat};

/// The most header lines a record may have (the games use a handful).
pub const MAX_HEADERS: usize = 32;
/// The longest line a record may have, in characters (a full deck of ids
/// takes about 200).
pub const MAX_LINE: usize = 4096;
/// The most action lines a record may have (a long game has a few hundred).
pub const MAX_ACTIONS: usize = 10_000;
/// The longest player name a record may give, in characters.
pub const MAX_NAME: usize = 64;
/// The largest record, in bytes: room for [`MAX_ACTIONS`] lines of any
/// game (a long game takes a few tens of KiB). Whoever reads a record
/// from a file or a download stops reading past it.
pub const MAX_BYTES: usize = 1 << 20;
/// [`MAX_BYTES`] as people say it.
pub const MAX_SIZE: &str = "1 MiB";
/// The byte-order mark some editors write at the start of a UTF-8 file.
const BYTE_ORDER_MARK: char = '\u{feff}';

/// A header line the generic record does not know, left to the game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Header {
    /// The key, lowercase.
    pub key: String,
    /// The value, trimmed.
    pub value: String,
    /// Line number in the record (1-based).
    pub line: usize,
}

/// One action line of a record.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordLine {
    /// The seat that acts.
    pub seat: Seat,
    /// The action(s), in the game's notation (several joined by `;`).
    pub text: String,
    /// Line number in the record (1-based).
    pub line: usize,
}

/// A parsed game record.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    /// The game's kind (`basilica`).
    pub game: String,
    /// Player names by seat.
    pub seats: Vec<String>,
    /// The seat that starts, if the record names it (`first:`); else the
    /// game says who starts ([`crate::Game::RECORD_FIRST`]).
    pub first: Option<Seat>,
    /// The seed of every shuffle; absent from the record of a game in
    /// progress as players may see it (its draws so far are in the game's
    /// headers instead, see [`crate::Game::revealed`]).
    pub seed: Option<u64>,
    /// The game's own headers, in record order.
    pub headers: Vec<Header>,
    /// The actions, in order.
    pub actions: Vec<RecordLine>,
}

/// A record that cannot be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordError {
    /// Line number (1-based); 0 for the record as a whole.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            f.write_str(&self.message)
        } else {
            write!(f, "line {}: {}", self.line, self.message)
        }
    }
}

impl std::error::Error for RecordError {}

fn error(line: usize, message: impl Into<String>) -> RecordError {
    RecordError {
        line,
        message: message.into(),
    }
}

impl Record {
    /// Reads a record, in time linear in its length; a record past the
    /// limits ([`MAX_HEADERS`], [`MAX_LINE`], [`MAX_ACTIONS`],
    /// [`MAX_NAME`]) is refused at the line that crosses them, one larger
    /// than [`MAX_BYTES`] as a whole. A byte-order mark before the first
    /// line (as some editors save UTF-8) is not part of it.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        if text.len() > MAX_BYTES {
            return Err(error(
                0,
                format!("the record is larger than {MAX_SIZE}, more than any game takes"),
            ));
        }
        let text = text.strip_prefix(BYTE_ORDER_MARK).unwrap_or(text);
        let mut game = None;
        let mut seats: Option<Vec<String>> = None;
        let mut first = None;
        let mut seed = None;
        let mut headers: Vec<Header> = Vec::new();
        let mut keys: HashSet<String> = HashSet::new();
        let mut actions: Vec<RecordLine> = Vec::new();

        for (index, raw) in text.lines().enumerate() {
            let line = index + 1;
            if raw.len() > MAX_LINE && raw.chars().count() > MAX_LINE {
                return Err(error(
                    line,
                    format!("the line is longer than {MAX_LINE} characters"),
                ));
            }
            let content = raw.split('#').next().unwrap_or("").trim();
            if content.is_empty() {
                continue;
            }
            let Some((key, value)) = content.split_once(':') else {
                let shown: String = content.chars().take(40).collect();
                return Err(error(
                    line,
                    format!("expected \"key: value\" or \"seat: action\", found \"{shown}\""),
                ));
            };
            let (key, value) = (key.trim(), value.trim());
            if !key.is_empty() && key.bytes().all(|b| b.is_ascii_digit()) {
                actions.push(action_line(line, key, value, actions.len())?);
                continue;
            }
            let key = key.to_ascii_lowercase();
            let shown: String = key.chars().take(40).collect();
            if !actions.is_empty() {
                return Err(error(
                    line,
                    format!("header \"{shown}\" after the first action"),
                ));
            }
            if !keys.insert(key.clone()) {
                return Err(error(line, format!("header \"{shown}\" is given twice")));
            }
            if keys.len() > MAX_HEADERS {
                return Err(error(
                    line,
                    format!("a record has at most {MAX_HEADERS} header lines"),
                ));
            }
            match key.as_str() {
                "game" => game = Some(value.to_ascii_lowercase()),
                "seats" => seats = Some(seat_names(line, value)?),
                "first" => first = Some((value.to_owned(), line)),
                "seed" => seed = Some(seed_of(line, value)?),
                _ => headers.push(Header {
                    key,
                    value: value.to_owned(),
                    line,
                }),
            }
        }

        let game = game.ok_or_else(|| error(0, "the record has no \"game:\" header"))?;
        let seats = seats.ok_or_else(|| error(0, "the record has no \"seats:\" header"))?;
        let first = match first {
            None => None,
            Some((value, line)) => Some(
                value
                    .parse()
                    .ok()
                    .and_then(Seat::from_number)
                    .filter(|s| s.index() < seats.len())
                    .ok_or_else(|| {
                        error(
                            line,
                            format!("\"first:\" must be a seat from 1 to {}", seats.len()),
                        )
                    })?,
            ),
        };
        if let Some(bad) = actions.iter().find(|a| a.seat.index() >= seats.len()) {
            return Err(error(
                bad.line,
                format!("there is no seat {} in a game of {}", bad.seat, seats.len()),
            ));
        }
        Ok(Record {
            game,
            seats,
            first,
            seed,
            headers,
            actions,
        })
    }

    /// Writes the record back as text. Characters with a meaning in records
    /// (`#`, `|`) are replaced in names by look-alikes (`＃`, `¦`).
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let names: Vec<String> = self
            .seats
            .iter()
            .map(|n| {
                n.replace('#', "＃")
                    .replace('|', "¦")
                    .replace(['\n', '\r'], " ")
            })
            .collect();
        let _ = writeln!(out, "game: {}", self.game);
        let _ = writeln!(out, "seats: {}", names.join(" | "));
        if let Some(first) = self.first {
            let _ = writeln!(out, "first: {first}");
        }
        if let Some(seed) = self.seed {
            let _ = writeln!(out, "seed: {seed}");
        }
        for header in &self.headers {
            let _ = writeln!(out, "{}: {}", header.key, header.value);
        }
        for action in &self.actions {
            let _ = writeln!(out, "{}: {}", action.seat, action.text);
        }
        out
    }
}

/// An action line (`2: V1 a3`): seat `key` plays `value`, the record
/// holding `held` actions before it.
fn action_line(
    line: usize,
    key: &str,
    value: &str,
    held: usize,
) -> Result<RecordLine, RecordError> {
    let seat = key
        .parse()
        .ok()
        .and_then(Seat::from_number)
        .ok_or_else(|| error(line, format!("there is no seat {key}")))?;
    if value.is_empty() {
        return Err(error(
            line,
            format!("seat {key} has no action on this line"),
        ));
    }
    if held == MAX_ACTIONS {
        return Err(error(
            line,
            format!("a record has at most {MAX_ACTIONS} action lines"),
        ));
    }
    Ok(RecordLine {
        seat,
        text: value.to_owned(),
        line,
    })
}

/// The names of a `seats:` header, one to [`MAX_SEATS`] separated by `|`.
fn seat_names(line: usize, value: &str) -> Result<Vec<String>, RecordError> {
    let names: Vec<String> = value.split('|').map(|s| s.trim().to_owned()).collect();
    if names.len() > MAX_SEATS || names.iter().any(String::is_empty) {
        return Err(error(
            line,
            format!("\"seats:\" must list 1 to {MAX_SEATS} names separated by |"),
        ));
    }
    if let Some(long) = names.iter().find(|n| n.chars().count() > MAX_NAME) {
        let shown: String = long.chars().take(20).collect();
        return Err(error(
            line,
            format!("the name \"{shown}…\" is longer than {MAX_NAME} characters"),
        ));
    }
    Ok(names)
}

/// The number of a `seed:` header.
fn seed_of(line: usize, value: &str) -> Result<u64, RecordError> {
    value.parse::<u64>().map_err(|_| {
        let shown: String = value.chars().take(40).collect();
        error(
            line,
            format!(
                "the seed must be a whole number from 0 to {}, not \"{shown}\"",
                u64::MAX
            ),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "# a comment\ngame: Basilica\nmanifest: 1\nseats: Alice | Bob\nfirst: 2\nseed: 42\n\n2: V2 c1  # inline\n1: decline\n";

    #[test]
    fn parses_headers_and_actions() {
        let r = Record::parse(SAMPLE).unwrap();
        assert_eq!(r.game, "basilica");
        assert_eq!(r.seats, ["Alice", "Bob"]);
        assert_eq!(r.first.map(Seat::number), Some(2));
        assert_eq!(r.seed, Some(42));
        assert_eq!(
            r.headers,
            [Header {
                key: "manifest".into(),
                value: "1".into(),
                line: 3
            }]
        );
        assert_eq!(r.actions.len(), 2);
        assert_eq!(
            (
                r.actions[0].seat.number(),
                r.actions[0].text.as_str(),
                r.actions[0].line
            ),
            (2, "V2 c1", 8)
        );
    }

    #[test]
    fn round_trips() {
        let r = Record::parse(SAMPLE).unwrap();
        let text = r.to_text();
        let back = Record::parse(&text).unwrap();
        assert_eq!(
            (back.seats, back.first, back.seed, back.actions.len()),
            (r.seats, r.first, r.seed, 2)
        );
    }

    #[test]
    fn first_is_optional_and_written_only_when_named() {
        let r = Record::parse("game: basilica\nseats: A | B\nseed: 1\n").unwrap();
        assert_eq!(r.first, None);
        assert!(!r.to_text().contains("first:"), "{}", r.to_text());
    }

    #[test]
    fn errors_name_the_line() {
        let bad = |text: &str| Record::parse(text).unwrap_err();
        assert_eq!(bad("game: basilica\nseats: A | B\nseed: x\n").line, 3);
        assert_eq!(bad("game: basilica\nseats: A | B\nseed: 1\n3: B\n").line, 4);
        assert_eq!(
            bad("game: basilica\nseats: A | B\nseed: 1\n1: B\nfirst: 1\n").line,
            5
        );
        assert_eq!(
            bad("game: basilica\nseats: A | B\nseed: 1\nseed: 2\n").line,
            4
        );
        assert_eq!(
            bad("game: basilica\nseats: A | B\nseed: 1\nfirst: 3\n").line,
            4
        );
        assert_eq!(
            bad("game: basilica\nseats: A | B\nseed: 1\nnonsense\n").line,
            4
        );
        assert!(bad("game: basilica\nseed: 1\n").message.contains("seats"));
    }

    #[test]
    fn a_record_without_seed_reads() {
        let r = Record::parse("game: cardinal\nseats: A | B\n1: house 2,0\n").unwrap();
        assert_eq!(r.seed, None);
        assert!(!r.to_text().contains("seed"));
    }

    #[test]
    fn limits_are_refused_at_the_line_that_crosses_them() {
        let bad = |text: &str| Record::parse(text).unwrap_err();
        let mut many = String::from("game: basilica\nseats: A | B\n");
        for i in 0..=MAX_HEADERS {
            many.push_str(&format!("h{i}: x\n"));
        }
        let e = bad(&many);
        assert!(e.message.contains("at most 32 header"), "{e}");
        assert_eq!(e.line, MAX_HEADERS + 1);
        let long = format!(
            "game: basilica\nseats: A | B\nseed: 1\n1: {}\n",
            "x".repeat(MAX_LINE)
        );
        assert_eq!(bad(&long).line, 4);
        let name = format!("game: basilica\nseats: {} | B\n", "n".repeat(MAX_NAME + 1));
        assert!(bad(&name).message.contains("longer than 64"));
        let mut actions = String::from("game: basilica\nseats: A | B\nseed: 1\n");
        for _ in 0..=MAX_ACTIONS {
            actions.push_str("1: B\n");
        }
        assert_eq!(bad(&actions).line, 4 + MAX_ACTIONS);
        let large = format!("game: basilica\n#{}\n", "x".repeat(MAX_BYTES));
        assert!(bad(&large).message.contains("larger than 1 MiB"));
    }

    #[test]
    fn a_byte_order_mark_is_not_part_of_the_record() {
        let r = Record::parse("\u{feff}game: cardinal\nseats: A | B\n1: house 2,0\n").unwrap();
        assert_eq!(r.game, "cardinal");
        // Anywhere else it is a character like any other.
        assert!(Record::parse("game: cardinal\n\u{feff}seats: A | B\n").is_err());
    }

    #[test]
    fn names_cannot_break_the_format() {
        let mut r = Record::parse("game: basilica\nseats: A | B\nseed: 1\n").unwrap();
        r.seats[0] = "Zoë #1 | ♜".into();
        let back = Record::parse(&r.to_text()).unwrap();
        assert_eq!(back.seats, ["Zoë ＃1 ¦ ♜", "B"]);
    }
}
