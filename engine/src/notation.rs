//! Reading notation: words with their positions, and parse errors that
//! point at the bad word. Each game's own grammar lives with the game.

use std::fmt;
use std::ops::Range;

/// One whitespace-separated word of a line, with its byte span in the line.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Word<'a> {
    /// The word as typed.
    pub text: &'a str,
    /// Byte offset of the word in the whole line.
    pub start: usize,
}

impl Word<'_> {
    /// Byte span of the word in the whole line.
    pub fn span(&self) -> Range<usize> {
        self.start..self.start + self.text.len()
    }

    /// Case-insensitive comparison with a lowercase keyword.
    pub fn is(&self, keyword: &str) -> bool {
        self.text.eq_ignore_ascii_case(keyword)
    }
}

/// The words of `text`, which starts at byte `offset` of the line.
pub fn words(text: &str, offset: usize) -> Vec<Word<'_>> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        match (c.is_whitespace(), start) {
            (true, Some(s)) => {
                out.push(Word {
                    text: &text[s..i],
                    start: offset + s,
                });
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push(Word {
            text: &text[s..],
            start: offset + s,
        });
    }
    out
}

/// The `;`-separated items of a line, each with its byte offset, blank items
/// dropped (a trailing `;` is harmless).
pub fn items(line: &str) -> Vec<(&str, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    for part in line.split(';') {
        if !part.trim().is_empty() {
            out.push((part, start));
        }
        start += part.len() + 1;
    }
    out
}

/// An item of a line: an action of its own, or words that go on with the
/// action before it (Cardinal's `; cardinal 1,1`, a build's next card).
#[derive(Debug)]
pub enum Part<A, C> {
    /// An action.
    Action(A),
    /// More of the action before it.
    More(C),
}

/// Reads the `;`-separated items of `line` (starting at byte `offset` of
/// the line typed) with `item`, joining each continuation to the action
/// before it with `attach`, which says whether it may go there (if not,
/// the error points at the item and says `misplaced` was expected). Each
/// action comes with its first word.
pub fn read_line<'a, A, C>(
    line: &'a str,
    offset: usize,
    item: impl Fn(&'a str, usize) -> Result<Part<A, C>, ParseError>,
    attach: impl Fn(&mut A, C) -> bool,
    misplaced: Expected,
) -> Result<Vec<(A, Word<'a>)>, ParseError> {
    let parts = items(line);
    if parts.is_empty() {
        return Err(ParseError::empty());
    }
    let mut actions: Vec<(A, Word<'a>)> = Vec::new();
    for (text, start) in parts {
        let first = words(text, offset + start)[0];
        match item(text, offset + start)? {
            Part::Action(action) => actions.push((action, first)),
            Part::More(more) => {
                let joined = actions
                    .last_mut()
                    .is_some_and(|(action, _)| attach(action, more));
                if !joined {
                    return Err(ParseError::unexpected(first, misplaced));
                }
            }
        }
    }
    Ok(actions)
}

/// The one action of a line read as `actions` (each with its first
/// word) from `text`, which starts at byte `offset` of the line; a second
/// action is an error pointing at its first word.
pub fn only<T>(
    mut actions: Vec<(T, Word<'_>)>,
    text: &str,
    offset: usize,
) -> Result<T, ParseError> {
    if let Some(&(_, second)) = actions.get(1) {
        let before: Vec<Word<'_>> = words(text, offset)
            .into_iter()
            .take_while(|w| w.start < second.start)
            .collect();
        return Err(ParseError::extra(&before, second));
    }
    if actions.is_empty() {
        return Err(ParseError::empty());
    }
    Ok(actions.remove(0).0)
}

/// Reads an item's words one by one, remembering what was read so errors
/// can say what came before the bad word. Each game adds its own words on
/// top (`reader.parsed(CELL, |w| w.text.parse().ok())`).
#[derive(Debug)]
pub struct Reader<'a> {
    words: Vec<Word<'a>>,
    next: usize,
}

impl<'a> Reader<'a> {
    /// A reader of `text`, which starts at byte `offset` of the line.
    pub fn new(text: &'a str, offset: usize) -> Reader<'a> {
        Reader {
            words: words(text, offset),
            next: 0,
        }
    }

    /// Whether there is nothing to read at all.
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// Whether every word was read.
    pub fn is_done(&self) -> bool {
        self.next >= self.words.len()
    }

    /// The next word, not read yet.
    pub fn peek(&self) -> Option<Word<'a>> {
        self.words.get(self.next).copied()
    }

    /// The next word; missing, it is an error saying `expected` was.
    pub fn word(&mut self, expected: Expected) -> Result<Word<'a>, ParseError> {
        let word = *self
            .words
            .get(self.next)
            .ok_or_else(|| ParseError::missing(&self.words[..self.next], expected))?;
        self.next += 1;
        Ok(word)
    }

    /// The next word read by `read`; missing or unreadable, it is an
    /// error saying `expected` was.
    pub fn parsed<T>(
        &mut self,
        expected: Expected,
        read: impl FnOnce(Word<'a>) -> Option<T>,
    ) -> Result<T, ParseError> {
        let word = self.word(expected)?;
        read(word).ok_or_else(|| ParseError::unexpected(word, expected))
    }

    /// Checks every word was read.
    pub fn end(&self) -> Result<(), ParseError> {
        match self.words.get(self.next) {
            None => Ok(()),
            Some(&extra) => Err(ParseError::extra(&self.words[..self.next], extra)),
        }
    }
}

/// What the notation expects at some point: a stable id, by which the bot
/// words it in the reader's language, and its English words.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Expected {
    /// Stable id (`basilica-cell`).
    pub id: &'static str,
    /// In English (`a cell such as c3`).
    pub words: &'static str,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.words)
    }
}

/// Why a piece of notation could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParseProblem {
    /// Nothing to read.
    Empty,
    /// `found` is not `expected`.
    Unexpected {
        /// What would have been understood here.
        expected: Expected,
        /// The word typed instead.
        found: String,
    },
    /// The action stops before `expected`.
    Missing {
        /// What is missing.
        expected: Expected,
        /// The text the missing word should follow.
        after: String,
    },
    /// A word after a complete action.
    Extra {
        /// The extra word.
        found: String,
        /// The complete action before it.
        after: String,
    },
}

/// A parse error, pointing at the bad word (`span`, bytes of the line).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseError {
    /// Where in the line: the bad word, or the end of the item.
    pub span: Range<usize>,
    /// What went wrong.
    pub problem: ParseProblem,
}

impl ParseError {
    /// `word` is not what was `expected`.
    pub fn unexpected(word: Word<'_>, expected: Expected) -> ParseError {
        ParseError {
            span: word.span(),
            problem: ParseProblem::Unexpected {
                expected,
                found: word.text.to_owned(),
            },
        }
    }

    /// The item `read` (the words so far) ends before `expected`.
    pub fn missing(read: &[Word<'_>], expected: Expected) -> ParseError {
        let end = read.last().map_or(0, |w| w.span().end);
        ParseError {
            span: end..end,
            problem: ParseProblem::Missing {
                expected,
                after: joined(read),
            },
        }
    }

    /// `extra` follows the complete action `read`.
    pub fn extra(read: &[Word<'_>], extra: Word<'_>) -> ParseError {
        ParseError {
            span: extra.span(),
            problem: ParseProblem::Extra {
                found: extra.text.to_owned(),
                after: joined(read),
            },
        }
    }

    /// An empty line.
    pub fn empty() -> ParseError {
        ParseError {
            span: 0..0,
            problem: ParseProblem::Empty,
        }
    }
}

fn joined(words: &[Word<'_>]) -> String {
    words.iter().map(|w| w.text).collect::<Vec<_>>().join(" ")
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.problem {
            ParseProblem::Empty => f.write_str("no action given"),
            ParseProblem::Unexpected { expected, found } => {
                write!(f, "\"{found}\" is not understood here: expected {expected}")
            }
            ParseProblem::Missing { expected, after } => {
                write!(f, "\"{after}\" is incomplete: expected {expected} next")
            }
            ParseProblem::Extra { found, after } => {
                write!(
                    f,
                    "unexpected \"{found}\" after the complete action \"{after}\""
                )
            }
        }
    }
}

impl std::error::Error for ParseError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_keep_their_positions() {
        let w = words("  V2   c3 ", 10);
        assert_eq!(w.len(), 2);
        assert_eq!((w[0].text, w[0].start), ("V2", 12));
        assert_eq!((w[1].text, w[1].span()), ("c3", 17..19));
        assert!(w[0].is("v2"));
    }

    #[test]
    fn items_split_on_semicolons() {
        let line = "V2 c3; B ;; O1 glass c3;";
        let parts = items(line);
        assert_eq!(parts.len(), 3);
        assert_eq!(&line[parts[2].1..], " O1 glass c3;");
        assert_eq!(parts[1], (" B ", 6));
    }

    #[test]
    fn messages_point_at_the_word() {
        let w = words("O1 promote c3", 0);
        const RANK: Expected = Expected {
            id: "test-rank",
            words: "a rank (architect, mason or strongman)",
        };
        let e = ParseError::missing(&w, RANK);
        assert_eq!(e.span, 13..13);
        assert_eq!(
            e.to_string(),
            "\"O1 promote c3\" is incomplete: expected a rank (architect, mason or strongman) next"
        );
        let e = ParseError::unexpected(w[2], RANK);
        assert_eq!(e.span, 11..13);
    }
}
