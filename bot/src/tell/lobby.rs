//! A table's coming and going in the reader's words: a new game, its
//! invitation and the answers to it, resigning, an abort.

use keystone_data::Seat;

use super::{Teller, durations, text};
use crate::i18n::Lang;
use crate::t;

impl Teller<'_> {
    /// The host (seat 1) starts a game against Keystone at `level`.
    pub fn computer_game(&self, level: &str) -> String {
        t!(
            self.lang,
            "computer-game",
            host = self.name(Seat::from_index(0)),
            game = self.kind.title,
            level = level
        )
    }

    /// The host plays alone, in `mode`.
    pub fn solo_game(&self, mode: &str) -> String {
        t!(
            self.lang,
            "solo-game",
            host = self.name(Seat::from_index(0)),
            game = self.kind.title,
            mode = mode
        )
    }

    /// The host (seat 1) invites the others, with a move clock of `clock`
    /// ms if any.
    pub fn invitation(&self, clock: Option<i64>) -> String {
        let clock = clock.map_or("none".to_owned(), |c| durations::words(c, self.lang));
        t!(
            self.lang,
            "invitation",
            host = self.name(Seat::from_index(0)),
            opponent = text::list(self.lang, &self.names[1..]),
            game = self.kind.title,
            clock = clock
        )
    }

    /// `seat` accepted; `pending` have not yet.
    pub fn partly_accepted(&self, seat: Seat, pending: &[Seat]) -> String {
        t!(
            self.lang,
            "invitation-partly-accepted",
            name = self.name(seat),
            waiting = self.list(pending)
        )
    }

    /// `seat` accepted, the last to: the game begins.
    pub fn accepted(&self, seat: Seat) -> String {
        t!(self.lang, "invitation-accepted", name = self.name(seat))
    }

    /// `seat` declined: the game is dropped.
    pub fn declined(&self, seat: Seat) -> String {
        t!(self.lang, "invitation-declined", name = self.name(seat))
    }

    /// `by` proposed to abort (or agreed, when not `proposed`); `waiting`
    /// must still agree.
    pub fn abort_vote(&self, by: Seat, waiting: &[Seat], proposed: bool) -> String {
        let (name, others) = (self.name(by), self.list(waiting));
        if proposed {
            t!(self.lang, "abort-proposed", name = name, others = others)
        } else {
            t!(self.lang, "abort-agreed", name = name, others = others)
        }
    }
}

/// Are you sure? Resigning a game of `seats` still playing.
pub fn resign_confirm(lang: Lang, seats: usize) -> String {
    t!(lang, "resign-confirm", seats = seats)
}

/// A damaged game was cleared from the channel.
pub fn damaged_cleared(lang: Lang) -> String {
    t!(lang, "damaged-cleared")
}

/// The game was aborted.
pub fn aborted(lang: Lang) -> String {
    t!(lang, "aborted")
}

/// Said once as a game starts where Keystone may only answer (a group DM,
/// a server that did not add it): what it cannot do there.
pub fn answers_only(lang: Lang) -> String {
    t!(lang, "answers-only")
}

/// Where Keystone may only answer, under the last move an interaction
/// could carry when Keystone still has more to play.
pub fn answers_more(lang: Lang) -> String {
    t!(lang, "answers-more")
}
