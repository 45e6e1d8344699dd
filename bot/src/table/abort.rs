//! Ending a game before its end: an abort everyone still playing agrees to
//! (Keystone's seats agree at once), or one done at once (a moderator, the
//! host of an invitation). Nobody wins.

use keystone_data::{AbortProposal, Ending, GameResult, GameStatus, Seat};

use super::{Refusal, Table, TableError};

/// How an abort stands once a seat proposed it or agreed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AbortVote {
    /// Everyone still playing agreed: the game is aborted.
    Aborted,
    /// Proposed at this step; `agreed` agree, `waiting` must still.
    Proposed {
        /// Who proposed, or agreed, now.
        by: Seat,
        /// Who agreed, the proposer first.
        agreed: Vec<Seat>,
        /// Who is still playing and has not agreed.
        waiting: Vec<Seat>,
    },
}

impl Table {
    /// `user` proposes to abort the game; Keystone's seats agree with them.
    pub fn propose_abort(&mut self, user: u64) -> Result<AbortVote, TableError> {
        let seat = self.still_playing(user)?;
        let mut agreed = vec![seat];
        agreed.extend(
            self.sitting
                .seats()
                .filter(|(s, p)| p.computer.is_some() && *s != seat)
                .map(|(s, _)| s),
        );
        Ok(self.vote(seat, agreed))
    }

    /// `user` agrees to the abort proposed at this step.
    pub fn agree_abort(&mut self, user: u64) -> Result<AbortVote, TableError> {
        let seat = self.still_playing(user)?;
        let step = self.sitting.step();
        let Some(proposal) = self.sitting.abort.as_ref().filter(|p| p.step == step) else {
            return Err(Refusal::NoAbortProposed.into());
        };
        if proposal.agreed.contains(&seat) {
            return Err(Refusal::AbortAgreedAlready.into());
        }
        let mut agreed = proposal.agreed.clone();
        agreed.push(seat);
        Ok(self.vote(seat, agreed))
    }

    /// Aborts the game at once (a moderator, or the host of an invitation).
    pub fn abort(&mut self) {
        self.drop_game(Ending::Aborted);
    }

    /// The players still playing who have not agreed yet.
    pub fn waiting_on(&self, agreed: &[Seat]) -> Vec<Seat> {
        self.playing()
            .into_iter()
            .filter(|s| !agreed.contains(s))
            .collect()
    }

    /// Aborted if `agreed` is everyone still playing, else the proposal
    /// with their agreement.
    fn vote(&mut self, by: Seat, agreed: Vec<Seat>) -> AbortVote {
        let waiting = self.waiting_on(&agreed);
        if waiting.is_empty() {
            self.abort();
            return AbortVote::Aborted;
        }
        self.sitting.abort = Some(AbortProposal {
            step: self.sitting.step(),
            agreed: agreed.clone(),
        });
        AbortVote::Proposed {
            by,
            agreed,
            waiting,
        }
    }

    /// The game dropped before its end: nobody wins.
    pub(super) fn drop_game(&mut self, ending: Ending) {
        let record = &mut self.sitting;
        record.status = GameStatus::Aborted;
        record.to_act.clear();
        record.abort = None;
        record.result = Some(GameResult {
            winners: vec![],
            scores: vec![],
            left: vec![],
            ending,
            favourites: Vec::new(),
        });
    }
}
