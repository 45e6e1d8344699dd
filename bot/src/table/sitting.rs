//! A table's state as play sees it: who sits where, what was played, what
//! waits on whom, the settings and the bookkeeping of what was said. The
//! game itself is the table's live game, not a saved snapshot; the store's
//! own bookkeeping (the snapshot, the version compared on every write, the
//! times it keeps) is not here. The stored record is mapped to a sitting
//! when a table is loaded and back when it is stored, at the edge of the
//! table ([`Table::load`](super::Table::load), [`Table::into_parts`](super::Table::into_parts)).

use keystone_data::{
    AbortProposal, ChannelId, GameId, GameRecord, GameResult, GameStatus, LoggedAction, Nudges,
    Seat, SeatRecord, Settings,
};

/// One channel's game as play sees it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Sitting {
    /// The game's id.
    pub id: GameId,
    /// The game's kind (`basilica`).
    pub kind: String,
    /// The channel it is played in.
    pub channel: ChannelId,
    /// The server, if any.
    pub guild: Option<u64>,
    /// The players, by seat.
    pub seats: Vec<SeatRecord>,
    /// Its life stage.
    pub status: GameStatus,
    /// The seats who must act now (while invited: those still to accept).
    pub to_act: Vec<Seat>,
    /// Since when they must (ms since the epoch).
    pub waiting_since: i64,
    /// Every accepted action, in order.
    pub log: Vec<LoggedAction>,
    /// How the game ended, once it has.
    pub result: Option<GameResult>,
    /// Reminder and clock settings.
    pub settings: Settings,
    /// What was said about the current wait.
    pub nudges: Nudges,
    /// An open proposal to abort the game.
    pub abort: Option<AbortProposal>,
}

/// What the store keeps of a table besides its sitting and its game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Stored {
    /// The record's version, compared by the store on every write.
    pub version: u64,
    /// When the game was created (ms since the epoch).
    pub created: i64,
    /// When it last changed (set by the store).
    pub updated: i64,
}

impl Sitting {
    /// `record` as play sees it, with what only the store keeps, and the
    /// game's snapshot (to be loaded into a live game).
    pub fn from_record(record: GameRecord) -> (Sitting, Stored, String) {
        let GameRecord {
            id,
            kind,
            channel,
            guild,
            seats,
            status,
            state,
            version,
            created,
            updated,
            to_act,
            waiting_since,
            log,
            result,
            settings,
            nudges,
            abort,
        } = record;
        let sitting = Sitting {
            id,
            kind,
            channel,
            guild,
            seats,
            status,
            to_act,
            waiting_since,
            log,
            result,
            settings,
            nudges,
            abort,
        };
        let stored = Stored {
            version,
            created,
            updated,
        };
        (sitting, stored, state)
    }

    /// The record to store: this sitting, what the store keeps, and the
    /// game's snapshot.
    pub fn into_record(self, stored: Stored, state: String) -> GameRecord {
        let Sitting {
            id,
            kind,
            channel,
            guild,
            seats,
            status,
            to_act,
            waiting_since,
            log,
            result,
            settings,
            nudges,
            abort,
        } = self;
        GameRecord {
            id,
            kind,
            channel,
            guild,
            seats,
            status,
            state,
            version: stored.version,
            created: stored.created,
            updated: stored.updated,
            to_act,
            waiting_since,
            log,
            result,
            settings,
            nudges,
            abort,
        }
    }

    /// The player at `seat`, if the table has that seat.
    pub fn player(&self, seat: Seat) -> Option<&SeatRecord> {
        self.seats.get(seat.index())
    }

    /// The seat of `user`, if they play here.
    pub fn seat_of(&self, user: u64) -> Option<Seat> {
        self.seats()
            .find(|(_, p)| p.user == user)
            .map(|(seat, _)| seat)
    }

    /// Every seat with its player, in order.
    pub fn seats(&self) -> impl Iterator<Item = (Seat, &SeatRecord)> {
        Seat::all(self.seats.len()).zip(&self.seats)
    }

    /// How many actions were played: prompts are bound to it, so a click
    /// after the game moved on is refused, while bookkeeping (a reminder,
    /// a setting) leaves them valid.
    pub fn step(&self) -> u64 {
        self.log.len() as u64
    }

    /// Notes that the move just played is still to be told (its message
    /// is posted by whoever played it, later by the sweep if never).
    pub fn announce_later(&mut self) {
        self.nudges = Nudges {
            unannounced: true,
            ..self.nudges()
        };
    }

    /// The last move's message is out (or is about to be posted, as
    /// reminders are marked before posting): whether it still needed
    /// telling. Nothing changes when it did not.
    pub fn announced(&mut self) -> bool {
        let nudges = self.nudges();
        if !nudges.unannounced {
            return false;
        }
        self.nudges = Nudges {
            unannounced: false,
            ..nudges
        };
        true
    }

    /// What was said about the current wait (nothing, once a move started
    /// a new one).
    pub fn nudges(&self) -> Nudges {
        if self.nudges.since == self.waiting_since {
            self.nudges
        } else {
            Nudges {
                since: self.waiting_since,
                ..Nudges::default()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_maps_to_a_sitting_and_back_unchanged() {
        let record = GameRecord {
            id: GameId(7),
            kind: "cardinal".to_owned(),
            channel: ChannelId(3),
            guild: Some(4),
            seats: vec![SeatRecord::new(1, "Ann".to_owned())],
            status: GameStatus::Active,
            state: "snapshot".to_owned(),
            version: 12,
            created: 100,
            updated: 200,
            to_act: vec![Seat::from_index(0)],
            waiting_since: 150,
            log: Vec::new(),
            result: None,
            settings: Settings::default(),
            nudges: Nudges::default(),
            abort: None,
        };
        let (sitting, stored, state) = Sitting::from_record(record.clone());
        assert_eq!(stored.version, 12);
        assert_eq!(sitting.clone().into_record(stored, state), record);
    }
}
