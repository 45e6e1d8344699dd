//! Leaving a game and stopping it, for tables of one to four. A seat that
//! resigns (after a confirmation) or whose move clock is claimed leaves: its
//! departure is a line of the game's record (`<seat>: leave`), it ranks
//! last, and the others play on (with one seat left the game ends; in a
//! game of two leaving is resigning). An abort needs the agreement of every
//! other seated player still playing (Keystone agrees at once), or a
//! moderator.

use keystone_data::{AbortProposal, ChannelId, Ending, GameRecord, GameStatus, update};

use super::{
    Denied, Prompt, PromptKind, Reply, Result, Seat, Service, ServiceError, Stamp, dropped,
    everyone_but, playing, refuse,
};
use crate::t;

impl Service {
    /// Asks `user` to confirm their resignation.
    pub fn ask_resign(&self, channel: ChannelId, user: u64) -> Result<Reply> {
        let loaded = self.current(channel)?;
        self.still_playing(&loaded, user)?;
        if loaded.record().status != GameStatus::Active {
            return refuse(Denied::ResignNotStarted);
        }
        Ok(Reply {
            text: t!(
                self.lang,
                "resign-confirm",
                seats = playing(loaded.record()).len()
            ),
            prompts: vec![Prompt::new(
                PromptKind::Resign,
                Service::stamp_of(loaded.record()),
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
                return Ok(Reply::text(t!(self.lang, "damaged-cleared")));
            }
            other => other?,
        };
        let host_cancels = loaded.record().status == GameStatus::Invited
            && loaded.seat_of(user) == Some(Seat::from_index(0));
        if moderator || host_cancels {
            return self.abort_now(channel, user, Service::stamp_of(loaded.record()));
        }
        let (record, agreed) = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                let loaded = self.load(record.clone())?;
                let seat = self.still_playing(&loaded, user)?;
                // Keystone never stands in the way.
                let mut agreed = vec![seat];
                agreed.extend(
                    record
                        .seats()
                        .filter(|(s, p)| p.computer.is_some() && *s != seat)
                        .map(|(s, _)| s),
                );
                Ok((self.vote(record, agreed.clone()), agreed))
            })
        })?;
        self.voted(record, user, agreed[0], &agreed, true)
    }

    /// Another player agrees to the abort proposed at `stamp`; the game is
    /// aborted once everyone still playing agreed.
    pub fn agree_abort(&self, channel: ChannelId, user: u64, stamp: Stamp) -> Result<Reply> {
        let (record, (seat, agreed)) = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                self.check_stamp(record, Some(stamp))?;
                let loaded = self.load(record.clone())?;
                let seat = self.still_playing(&loaded, user)?;
                let Some(proposal) = record.abort.as_ref().filter(|p| p.step == record.step())
                else {
                    return refuse(Denied::AbortNoProposal);
                };
                if proposal.agreed.contains(&seat) {
                    return refuse(Denied::AbortAlreadyAgreed);
                }
                let mut agreed = proposal.agreed.clone();
                agreed.push(seat);
                Ok((self.vote(record, agreed.clone()), (seat, agreed)))
            })
        })?;
        self.voted(record, user, seat, &agreed, false)
    }

    /// The message after `seat` (`user`) `proposed` to abort, or agreed:
    /// the game aborted, or who must still agree, asked with the button.
    fn voted(
        &self,
        record: GameRecord,
        user: u64,
        seat: Seat,
        agreed: &[Seat],
        proposed: bool,
    ) -> Result<Reply> {
        if record.status.is_over() {
            return Ok(self.aborted(&record, user));
        }
        let loaded = self.load(record)?;
        let waiting = waiting_on(loaded.record(), agreed);
        let (name, others) = (
            loaded.name(seat),
            self.list(waiting.iter().map(|&s| loaded.name(s))),
        );
        Ok(Reply {
            text: if proposed {
                t!(self.lang, "abort-proposed", name = name, others = others)
            } else {
                t!(self.lang, "abort-agreed", name = name, others = others)
            },
            ping: loaded.people(&waiting),
            prompts: vec![Prompt::new(
                PromptKind::Abort,
                Service::stamp_of(loaded.record()),
            )],
            ..Reply::default()
        })
    }

    /// The record once `agreed` agreed to abort: aborted if that is
    /// everyone still playing, else the proposal with their agreement.
    fn vote(&self, record: &GameRecord, agreed: Vec<Seat>) -> GameRecord {
        if waiting_on(record, &agreed).is_empty() {
            return dropped(record, Ending::Aborted);
        }
        let mut next = record.clone();
        next.abort = Some(AbortProposal {
            step: record.step(),
            agreed,
        });
        next
    }

    fn abort_now(&self, channel: ChannelId, user: u64, stamp: Stamp) -> Result<Reply> {
        let (record, ()) = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                self.check_stamp(record, Some(stamp))?;
                Ok((dropped(record, Ending::Aborted), ()))
            })
        })?;
        Ok(self.aborted(&record, user))
    }

    /// The message that a game was aborted, to everyone at it but `user`.
    fn aborted(&self, record: &GameRecord, user: u64) -> Reply {
        Reply {
            text: t!(self.lang, "aborted"),
            ping: everyone_but(record, user),
            ..Reply::default()
        }
    }
}

/// The players still playing who have not agreed yet.
fn waiting_on(record: &GameRecord, agreed: &[Seat]) -> Vec<Seat> {
    playing(record)
        .into_iter()
        .filter(|s| !agreed.contains(s))
        .collect()
}
