//! Keystone standing in for a player whose move clock ran out, and the
//! player taking their seat back (see [`crate::table::Table::stand_in`]).

use keystone_data::ChannelId;

use super::*;

impl Service {
    /// Has Keystone play the seats whose move clock ran out, instead of
    /// making them leave: at the level Keystone plays its own seats at
    /// this table, else normal. Its moves follow (the reply asks for them).
    pub fn stand_in(&self, channel: ChannelId, user: u64, stamp: Option<Stamp>) -> Result<Reply> {
        let (loaded, turn) = self.at_table_present(channel, stamp, |loaded| {
            let seat = self.still_playing(loaded, user)?;
            let level = table_level(loaded.sitting());
            let turn = loaded.table.stand_in(seat, level.name(), self.clock.now());
            turn.map_err(|e| self.refused(loaded, e))
        })?;
        self.turn_reply(&loaded, Some(&turn))
    }

    /// `user` takes their seat back from Keystone, at once (from a button,
    /// of the game at `stamp`, at any step: Keystone may have moved since
    /// it was posted). Told to the table with what was played for them
    /// since they last played themselves.
    pub fn take_back(&self, channel: ChannelId, user: u64, stamp: Option<Stamp>) -> Result<Reply> {
        if let Some(stamp) = stamp
            && self.stamp(channel)?.game != stamp.game
        {
            return refuse(Denied::StaleGame);
        }
        let (loaded, (seat, turn)) = self.at_table(channel, None, |loaded| {
            let seat = self.still_playing(loaded, user)?;
            let turn = loaded.table.take_back(seat);
            Ok((seat, turn.map_err(|e| self.refused(loaded, e))?))
        })?;
        let mut reply = self.turn_reply(&loaded, Some(&turn))?;
        let (_, lines) = self.since_last(&loaded, Some(seat))?;
        if !lines.is_empty() {
            reply.text = format!("{}\n{}", self.catch_up(&loaded, seat, &lines), reply.text);
        }
        Ok(reply)
    }
}

/// The level Keystone plays at the table of `sitting`: that of its own
/// seats, else normal.
fn table_level(sitting: &Sitting) -> Level {
    sitting
        .seats
        .iter()
        .find_map(|s| s.computer.as_deref().and_then(Level::from_name))
        .unwrap_or(Level::Normal)
}
