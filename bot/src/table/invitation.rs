//! A new game's invitation: the host's table, with the seats invited
//! still to answer (Keystone's accept at once); each invited seat accepts,
//! and the game starts once all did; one who declines drops it.

use keystone_data::{
    ChannelId, Ending, GameId, GameStatus, LoggedAction, Nudges, Seat, SeatRecord, Settings,
};

use super::{Refusal, Sitting, Stored, Table, TableError};
use crate::games::{AnyGame, Kind};

/// A new game as its host asked for it, with its game set up.
#[derive(Debug)]
pub struct Invitation<'a> {
    /// The game's id.
    pub id: GameId,
    /// Its kind.
    pub kind: &'static Kind,
    /// Where it is played.
    pub channel: ChannelId,
    /// The server, if any.
    pub guild: Option<u64>,
    /// Who sits at each seat (user, name), the host first.
    pub people: Vec<(u64, String)>,
    /// The move clock, in milliseconds.
    pub clock: Option<i64>,
    /// Keystone's user and level, where it plays the seats of that user
    /// (the host's excepted).
    pub keystone: Option<(u64, &'a str)>,
    /// The language the host speaks (its tag: `fr`).
    pub host_speaks: &'a str,
    /// When it is asked for (ms since the epoch).
    pub now: i64,
}

impl Table {
    /// Makes this a game Keystone speaks in only when asked: it may not
    /// post in its channel (see [`keystone_data::Settings::answers_only`]).
    pub fn answer_only(&mut self) {
        self.sitting.settings.answers_only = true;
    }

    /// The table `invitation` makes around `game`: waiting for the seats
    /// invited to accept, or begun at once when none must (Keystone alone,
    /// or a game played alone).
    pub fn invite(invitation: Invitation<'_>, game: Box<dyn AnyGame>) -> Table {
        let Invitation {
            id,
            kind,
            channel,
            guild,
            people,
            clock,
            keystone,
            host_speaks,
            now,
        } = invitation;
        let seats = people.len();
        let mut record = Sitting {
            id,
            kind: kind.name.to_owned(),
            channel,
            guild,
            seats: people
                .into_iter()
                .map(|(user, name)| SeatRecord::new(user, name))
                .collect(),
            settings: Settings {
                remind_after: None,
                clock,
                answers_only: false,
            },
            status: GameStatus::Invited,
            // While invited: the seats still to accept.
            to_act: Seat::all(seats).skip(1).collect(),
            waiting_since: now,
            log: Vec::new(),
            result: None,
            nudges: Nudges::default(),
            abort: None,
        };
        let stored = Stored {
            version: 0,
            created: now,
            updated: now,
        };
        if let Some(host) = record.seats.first_mut() {
            host.lang = Some(host_speaks.to_owned());
        }
        if let Some((keystone, level)) = keystone {
            for seat in record
                .seats
                .iter_mut()
                .skip(1)
                .filter(|s| s.user == keystone)
            {
                seat.computer = Some(level.to_owned());
            }
            // Keystone accepts at once; the people invited still answer.
            let seats = &record.seats;
            record
                .to_act
                .retain(|s| seats[s.index()].computer.is_none());
        }
        // Nobody left to accept: it starts at once.
        if record.to_act.is_empty() {
            record.status = GameStatus::Active;
            record.to_act = game.to_act();
        }
        Table::sat(record, stored, game)
    }

    /// The table `invitation` makes around `game`, resumed from a record
    /// whose `lines` (seat, notation) brought it to its position: logged
    /// as played at the invitation's time, by the players themselves.
    pub fn import(
        invitation: Invitation<'_>,
        game: Box<dyn AnyGame>,
        lines: impl IntoIterator<Item = (Seat, String)>,
    ) -> Table {
        let now = invitation.now;
        let mut table = Table::invite(invitation, game);
        table.sitting.log = lines
            .into_iter()
            .map(|(seat, text)| LoggedAction {
                seat,
                text,
                at: now,
                auto: false,
                standing: false,
            })
            .collect();
        table
    }

    /// The seat of `user` among the invited who have not answered yet.
    pub fn invited(&self, user: u64) -> Result<Seat, Refusal> {
        if self.sitting.status != GameStatus::Invited {
            return Err(Refusal::InvitationStarted);
        }
        self.sitting
            .to_act
            .iter()
            .copied()
            .find(|&s| self.sitting.player(s).is_some_and(|p| p.user == user))
            .ok_or_else(|| Refusal::InvitationNotYours {
                pending: self.sitting.to_act.clone(),
            })
    }

    /// `user` accepts the invitation at `now`: their seat, and whether the
    /// game started (everyone invited accepted).
    pub fn accept(&mut self, user: u64, now: i64) -> Result<(Seat, bool), TableError> {
        let seat = self.invited(user)?;
        let record = &mut self.sitting;
        record.to_act.retain(|&s| s != seat);
        if !record.to_act.is_empty() {
            return Ok((seat, false));
        }
        record.status = GameStatus::Active;
        record.to_act = self.game.to_act();
        record.waiting_since = now;
        Ok((seat, true))
    }

    /// `user` declines the invitation: the game will not be played.
    pub fn decline(&mut self, user: u64) -> Result<Seat, TableError> {
        let seat = self.invited(user)?;
        self.drop_game(Ending::Declined);
        Ok(seat)
    }
}
