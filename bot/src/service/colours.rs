//! Colours a player tells apart: their `/settings colours`, kept once for
//! every game and server, and the look each picture takes from it. A
//! picture only one player sees is drawn for them; one the whole table
//! sees, for everyone at it: in the palette they chose when they chose the
//! same one (standard when nobody chose), else with patterns, which need
//! no colour at all.

use keystone_data::{Colours, Profile};

use super::*;
use crate::games::{Look, Vision, vision};

impl Service {
    /// `user`'s colour setting (standard until they choose).
    pub fn colours(&self, user: u64) -> Result<Colours> {
        Ok(self
            .store
            .profile(user)?
            .map(|profile| profile.colours)
            .unwrap_or_default())
    }

    /// Sets `user`'s colour setting, for every game from now on; says so
    /// in words.
    pub fn set_colours(&self, user: u64, colours: Colours) -> Result<Reply> {
        let mut profile = self
            .store
            .profile(user)?
            .unwrap_or_else(|| Profile::new(user));
        profile.colours = colours;
        self.store.set_profile(&profile)?;
        Ok(Reply::private(crate::tell::colours::set(
            self.lang, colours,
        )))
    }

    /// How a picture of `loaded` is drawn: for `viewer` alone when only
    /// they see it, else for the whole table.
    pub(super) fn look(&self, loaded: &Loaded, viewer: Option<u64>) -> Look {
        let vision = match viewer {
            Some(user) => self.colours(user).map(vision),
            None => self.table_vision(loaded),
        };
        Look {
            layout: self.transport.layout,
            // Pictures are worth more than a setting the store could not
            // read: drawn in the standard colours (logged).
            vision: vision.unwrap_or_else(|e| {
                tracing::warn!(error = %e, "a player's colour setting could not be read");
                Vision::Standard
            }),
        }
    }

    /// The colours for everyone at `loaded`'s table: those its players
    /// chose, when they agree, else patterns.
    fn table_vision(&self, loaded: &Loaded) -> Result<Vision> {
        let mut chosen: Vec<Colours> = Vec::new();
        for seat in loaded
            .sitting()
            .seats
            .iter()
            .filter(|s| s.computer.is_none())
        {
            let colours = self.colours(seat.user)?;
            if colours != Colours::Standard && !chosen.contains(&colours) {
                chosen.push(colours);
            }
        }
        Ok(match chosen[..] {
            [] => Vision::Standard,
            [one] => vision(one),
            _ => Vision::Patterns,
        })
    }
}
