//! A game's record in the reader's words: its history's pages, its export,
//! its import, its replay.

use keystone_data::Seat;

use super::{Teller, text};
use crate::t;

impl Teller<'_> {
    /// A history with nothing in it yet.
    pub fn nothing_played(&self) -> String {
        t!(self.lang, "nothing-played")
    }

    /// The head of a history page: actions `from` to `to` (1-based) of
    /// `total`, page `page` of `pages`, of a game `finished` or not.
    pub fn history_head(
        &self,
        finished: bool,
        (from, to, total): (usize, usize, usize),
        (page, pages): (usize, usize),
    ) -> String {
        t!(
            self.lang,
            "history",
            finished = if finished { "yes" } else { "no" },
            from = from,
            to = to,
            total = total,
            page = page,
            pages = pages
        )
    }

    /// The words with an exported record of `actions` actions, the game
    /// `over` or not.
    pub fn exported(&self, actions: usize, over: bool) -> String {
        t!(
            self.lang,
            "export",
            game = self.kind.title,
            actions = actions,
            over = if over { "yes" } else { "no" }
        )
    }

    /// The invitation to a game resumed from a record of `actions`
    /// actions: the host (seat 1) invites the others; `was` are the names
    /// the record gave each seat, as the reader sees them; `next` says who
    /// acts next.
    pub fn import_invitation(&self, was: &[String], actions: usize, next: &str) -> String {
        let seats: Vec<String> = (self.names.iter().zip(was))
            .map(|(name, was)| {
                t!(
                    self.lang,
                    "import-seat-was",
                    name = *name,
                    was = was.as_str()
                )
            })
            .collect();
        let opponents = text::list(self.lang, &self.names[1..]);
        t!(
            self.lang,
            "import-invitation",
            host = self.name(Seat::from_index(0)),
            opponent = opponents,
            game = self.kind.title,
            actions = actions,
            seats = seats.join(", "),
            next = next
        )
    }

    /// The words with a whole game's animation: `frames` frames, one every
    /// `every` turns.
    pub fn replay_animation(&self, frames: usize, every: usize) -> String {
        t!(
            self.lang,
            "replay-animation",
            frames = frames,
            every = every
        )
    }

    /// The words with the board at the start of `turn` of `turns`, played
    /// by `mover`.
    pub fn replay_turn(&self, turn: usize, turns: usize, mover: Seat) -> String {
        t!(
            self.lang,
            "replay-turn",
            turn = turn,
            turns = turns,
            name = self.name(mover)
        )
    }
}
