//! Leaving a game and stopping it, for tables of one to four. A seat that
//! resigns (after a confirmation) or whose move clock is claimed leaves: its
//! departure is a line of the game's record (`<seat>: leave`), it ranks
//! last, and the others play on (with one seat left the game ends; in a
//! game of two leaving is resigning). An abort needs the agreement of every
//! other seated player still playing (Keystone agrees at once), or a
//! moderator.

use keystone_data::{ChannelId, GameStatus};

use super::Loaded;
use super::{
    Denied, Prompt, PromptKind, Reply, Result, Seat, Service, ServiceError, Stamp, everyone_but,
    playing, refuse,
};
use crate::table::AbortVote;
use crate::table::Sitting;
use crate::tell::lobby;

impl Service {
    /// Asks `user` to confirm their resignation.
    pub fn ask_resign(&self, channel: ChannelId, user: u64) -> Result<Reply> {
        let loaded = self.current(channel)?;
        self.still_playing(&loaded, user)?;
        if loaded.sitting().status != GameStatus::Active {
            return refuse(Denied::ResignNotStarted);
        }
        Ok(Reply {
            text: lobby::resign_confirm(self.lang, playing(loaded.sitting()).len()),
            prompts: vec![Prompt::new(
                PromptKind::Resign,
                Service::stamp_of(loaded.sitting()),
            )],
            private: true,
            ..Reply::default()
        })
    }

    /// Resigns, after confirmation: `user` leaves the game. With one seat
    /// left it ends, and that seat wins.
    pub fn resign(&self, channel: ChannelId, user: u64, stamp: Stamp) -> Result<Reply> {
        let (loaded, turn) = self.at_table(channel, Some(stamp), |loaded| {
            let seat = self.still_playing(loaded, user)?;
            let turn = loaded.table.resign(seat, self.clock.now());
            turn.map_err(|e| self.refused(loaded, e))
        })?;
        self.turn_reply(&loaded, Some(&turn))
    }

    /// Asks to abort: at once for a moderator (or the host of a game not
    /// yet accepted, or a damaged game); otherwise a proposal that every
    /// other player still playing must agree to (Keystone agrees at once).
    pub fn ask_abort(&self, channel: ChannelId, user: u64, moderator: bool) -> Result<Reply> {
        let loaded = match self.current(channel) {
            Err(ServiceError::Damaged(_)) if moderator => {
                self.store.quarantine(channel)?;
                return Ok(Reply::text(lobby::damaged_cleared(self.lang)));
            }
            other => other?,
        };
        let host_cancels = loaded.sitting().status == GameStatus::Invited
            && loaded.seat_of(user) == Some(Seat::from_index(0));
        if moderator || host_cancels {
            return self.abort_now(channel, user, Service::stamp_of(loaded.sitting()));
        }
        let (loaded, vote) = self.at_table(channel, None, |loaded| {
            let vote = loaded.table.propose_abort(user);
            vote.map_err(|e| self.refused(loaded, e))
        })?;
        self.voted(&loaded, user, vote, true)
    }

    /// Another player agrees to the abort proposed at `stamp`; the game is
    /// aborted once everyone still playing agreed.
    pub fn agree_abort(&self, channel: ChannelId, user: u64, stamp: Stamp) -> Result<Reply> {
        let (loaded, vote) = self.at_table(channel, Some(stamp), |loaded| {
            let vote = loaded.table.agree_abort(user);
            vote.map_err(|e| self.refused(loaded, e))
        })?;
        self.voted(&loaded, user, vote, false)
    }

    /// The message after `user` proposed to abort, or agreed: the game
    /// aborted, or who must still agree, asked with the button.
    fn voted(&self, loaded: &Loaded, user: u64, vote: AbortVote, proposed: bool) -> Result<Reply> {
        let AbortVote::Proposed { by, waiting, .. } = vote else {
            return Ok(self.aborted(loaded.sitting(), user));
        };
        Ok(Reply {
            text: self.teller(loaded).abort_vote(by, &waiting, proposed),
            ping: loaded.people(&waiting),
            prompts: vec![Prompt::new(
                PromptKind::Abort,
                Service::stamp_of(loaded.sitting()),
            )],
            ..Reply::default()
        })
    }

    fn abort_now(&self, channel: ChannelId, user: u64, stamp: Stamp) -> Result<Reply> {
        let (loaded, ()) = self.at_table(channel, Some(stamp), |loaded| {
            loaded.table.abort();
            Ok(())
        })?;
        Ok(self.aborted(loaded.sitting(), user))
    }

    /// The message that a game was aborted, to everyone at it but `user`.
    fn aborted(&self, record: &Sitting, user: u64) -> Reply {
        Reply {
            text: lobby::aborted(self.lang),
            ping: everyone_but(record, user),
            ..Reply::default()
        }
    }
}
