//! Keystone standing in: when a seat's move clock ran out, the others may
//! have Keystone play it (at the table's level, from what that seat may
//! see, as Keystone plays its own seats) instead of making its player
//! leave; the player takes it back whenever they like. Its moves are
//! logged as played on the table's word (`auto`), so the history marks
//! them and the player's catch-up starts at their own last move.

use keystone_data::Seat;

use super::{Event, Refusal, Table, TableError, Turn};

impl Table {
    /// Whether Keystone plays `seat` for its player now.
    pub fn stood_in(&self, seat: Seat) -> bool {
        self.sitting
            .player(seat)
            .is_some_and(|p| p.stand_in.is_some())
    }

    /// `by` has Keystone play the seats whose move clock ran out, at
    /// `level`, until their players take them back. Refused as a claim
    /// would be (see [`Table::claim`]).
    pub fn stand_in(&mut self, by: Seat, level: &str, now: i64) -> Result<Turn, TableError> {
        let lates = self.claimable(by, now)?;
        let mut events = Vec::new();
        for &late in &lates {
            if let Some(player) = self.sitting.seats.get_mut(late.index()) {
                player.stand_in = Some(level.to_owned());
            }
            events.push(Event::StoodIn { late, by });
        }
        Ok(Turn {
            actor: by,
            waited_on: lates,
            line: String::new(),
            events,
            apart: false,
        })
    }

    /// `seat`'s player takes their seat back from Keystone, at once: what
    /// Keystone already played stays, and nothing more is played for them.
    pub fn take_back(&mut self, seat: Seat) -> Result<Turn, TableError> {
        if self.departed().contains(&seat) {
            return Err(Refusal::Left.into());
        }
        let Some(player) = self.sitting.seats.get_mut(seat.index()) else {
            return Err(Refusal::NotPlaying.into());
        };
        if player.stand_in.take().is_none() {
            return Err(Refusal::NotStoodIn.into());
        }
        Ok(Turn {
            actor: seat,
            waited_on: self.sitting.to_act.clone(),
            line: String::new(),
            events: vec![Event::TookBack { seat }],
            apart: false,
        })
    }
}
