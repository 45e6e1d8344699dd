//! What a picture shows, in words, for whoever cannot see it: each
//! attachment's description (Discord reads it to screen readers and shows
//! it when a picture does not load). Plain text in the reader's language,
//! within Discord's 1,024 characters.

use super::{Teller, text};
use crate::t;

/// The most characters an attachment's description may hold (Discord's
/// limit).
pub const DESCRIPTION_LIMIT: usize = 1024;

impl Teller<'_> {
    /// The board: which game, what `changed` since the reader last looked
    /// (each a sentence), where it stands (`status`) and who must act
    /// (`next`, unless the status already says it).
    pub fn board_description(&self, changed: &[String], status: &str, next: &str) -> String {
        let head = t!(self.lang, "describe-board", game = self.kind.title);
        let next = if status.contains(next.trim()) {
            ""
        } else {
            next
        };
        described(
            std::iter::once(head.as_str())
                .chain(changed.iter().map(String::as_str))
                .chain([status, next]),
        )
    }

    /// The whole position (`/game board describe`): a heading, what the
    /// board shows (`position`, a part a line), then where the game
    /// stands (`status`); a sentence a line, plain text.
    pub fn position_description(&self, position: &[String], status: &str) -> Vec<String> {
        let head = t!(self.lang, "describe-position", game = self.kind.title);
        std::iter::once(head.as_str())
            .chain(position.iter().map(String::as_str))
            .chain([status])
            .flat_map(str::lines)
            .filter_map(sentence)
            .collect()
    }

    /// The players' sheets, with where the game stands.
    pub fn sheets_description(&self, status: &str) -> String {
        let head = t!(self.lang, "describe-sheets", game = self.kind.title);
        described([head.as_str(), status])
    }

    /// What only `seat` sees, `said` in words.
    pub fn tent_description(&self, seat: keystone_data::Seat, said: &str) -> String {
        let head = t!(
            self.lang,
            "describe-tent",
            name = self.name(seat),
            game = self.kind.title
        );
        described([head.as_str(), said])
    }

    /// The board at the start of `turn` of `turns`, with where it stood.
    pub fn replay_description(&self, turn: usize, turns: usize, status: &str) -> String {
        let head = t!(
            self.lang,
            "describe-replay-turn",
            game = self.kind.title,
            turn = turn,
            turns = turns
        );
        described([head.as_str(), status])
    }

    /// The whole game animated: `frames` frames, one every `every` turns,
    /// ending where `status` says.
    pub fn animation_description(&self, frames: usize, every: usize, status: &str) -> String {
        let head = t!(
            self.lang,
            "describe-animation",
            game = self.kind.title,
            frames = frames,
            every = every
        );
        described([head.as_str(), status])
    }

    /// The game's record, as text.
    pub fn record_description(&self) -> String {
        t!(self.lang, "describe-record", game = self.kind.title)
    }
}

/// `parts` as one description: plain text (no Markdown marks: a screen
/// reader would read them out), each line a sentence (a full stop where a
/// line has no mark of its own, so that a reader pauses), cut to
/// [`DESCRIPTION_LIMIT`] characters.
fn described<'a>(parts: impl IntoIterator<Item = &'a str>) -> String {
    let sentences: Vec<String> = parts
        .into_iter()
        .flat_map(str::lines)
        .filter_map(sentence)
        .collect();
    let whole = sentences.join(" ");
    if whole.chars().count() <= DESCRIPTION_LIMIT {
        return whole;
    }
    text::cap(&whole, DESCRIPTION_LIMIT)
}

/// `line` as a sentence of plain text: no Markdown marks (a screen
/// reader would read them out), a full stop where it has no mark of its
/// own (so that a reader pauses); `None` if nothing is left.
fn sentence(line: &str) -> Option<String> {
    let line = line.replace(['`', '*'], "").trim().to_owned();
    match line.chars().last()? {
        '.' | '!' | '?' | ':' | '…' | ')' => Some(line),
        _ => Some(format!("{line}.")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_description_is_plain_and_within_discords_limit() {
        let long = "word ".repeat(400);
        let shown = described(["**Ann** plays `4,3`.", "Scores: Ann 3\nSupply 4", &long]);
        assert!(
            shown.starts_with("Ann plays 4,3. Scores: Ann 3. Supply 4. word"),
            "{shown}"
        );
        assert_eq!(shown.chars().count(), DESCRIPTION_LIMIT);
        assert!(shown.ends_with('…'));
    }
}
