//! Keystone as a player: its moves, chosen without the channel's lock and
//! played as one line like a player's, and their announcement (its
//! bookkeeping is the table's: [`crate::table::Announce`]).

use keystone_data::{ChannelId, Seat};

use super::turn::{Fresh, Hand, Line};
use super::{Denied, Loaded, Reply, Result, Service, ServiceError, Stamp};
use crate::i18n::Lang;
use crate::table::{Announce, Sitting, announce_due, first_speakers};

/// The line Keystone chose for a seat, at the game and step it saw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerChoice {
    /// The seat it plays.
    pub seat: Seat,
    /// Its line, in notation.
    pub line: String,
    /// The game and step it chose at.
    pub stamp: Stamp,
}

/// How long a move may wait for its own message before the sweep posts it.
const GRACE: i64 = 60_000;

impl Service {
    /// Keystone's move where it plays the seat to act: its whole turn (or
    /// its answer to a question) chosen first, then played as one line, told
    /// as a player's would be. `None` when Keystone has nothing to do. The
    /// search runs on a read of its own, without the channel's lock and
    /// outside the store's write (a search of seconds inside it would hold
    /// up every channel's reads and writes on the embedded store); the line
    /// is refused (stale) if the game moved meanwhile (a resignation). So
    /// Keystone's move reads the game twice, and writes it once. Once its
    /// message is posted, say so with [`Service::announced`].
    pub fn computer_move(&self, channel: ChannelId) -> Result<Option<Reply>> {
        match self.computer_choice(channel)? {
            Some(choice) => self.computer_plays(channel, &choice).map(Some),
            None => Ok(None),
        }
    }

    /// The first half of [`Service::computer_move`]: the line Keystone
    /// chooses for the seat it must play now, read without the channel's
    /// lock. `None` when Keystone has nothing to do.
    pub fn computer_choice(&self, channel: ChannelId) -> Result<Option<ComputerChoice>> {
        let loaded = match self.current_bare(channel) {
            Ok(loaded) => loaded,
            Err(ServiceError::NoGame) => return Ok(None),
            Err(e) => return Err(e),
        };
        let Some((seat, _)) = loaded.table.keystone_to_act() else {
            return Ok(None);
        };
        match self.chosen_line(&loaded, seat) {
            Ok(line) => Ok(Some(ComputerChoice {
                seat,
                line,
                stamp: Service::stamp_of(loaded.sitting()),
            })),
            Err(ServiceError::NoGame) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// The second half: plays `choice`, refused (stale) if the game moved
    /// since it was chosen or the seat is no longer Keystone's to play (its
    /// player took it back).
    pub fn computer_plays(&self, channel: ChannelId, choice: &ComputerChoice) -> Result<Reply> {
        let fresh = Fresh::At(choice.stamp);
        let hand = Hand::Computer(choice.seat);
        self.play_line(channel, 0, Line::Given(&choice.line), fresh, hand)
    }

    /// Keystone's line at `seat` in the game `loaded`: every action its
    /// search chooses while the seat must act. Nothing to play is no game
    /// for it ([`ServiceError::NoGame`]).
    pub(super) fn chosen_line(&self, loaded: &Loaded, seat: Seat) -> Result<String> {
        let level = loaded
            .table
            .keystone_to_act()
            .filter(|(at, _)| *at == seat)
            .map(|(_, level)| level)
            .ok_or(ServiceError::NoGame)?;
        let names = loaded.names();
        let mut game = loaded.game().copy();
        let mut line = Vec::new();
        // Its seed: the game's and the step, so a replay of the same
        // position chooses the same.
        let seed = loaded.sitting().id.0 ^ (loaded.sitting().step() << 32);
        while game.to_act().contains(&seat) && game.outcome().is_none() {
            let seed = seed.wrapping_add(line.len() as u64);
            let budget = self.search.unwrap_or_else(|| level.budget());
            let Some(action) = game.choose(seat, budget, seed) else {
                break;
            };
            game.play(seat, &action, &names, self.lang).map_err(|e| {
                ServiceError::Internal(format!("the computer's {action} is refused: {e}"))
            })?;
            line.push(action);
        }
        if line.is_empty() || loaded.sitting().player(seat).is_none() {
            return Err(ServiceError::NoGame);
        }
        Ok(line.join("; "))
    }

    /// Plays the answer a player gave ahead whose time came (see
    /// [`crate::table::Table::answer_due`]), told as their own move: its
    /// message is then the caller's to post, and to say so with
    /// [`Service::announced`]. `None` when none is due.
    pub fn answer_due(&self, channel: ChannelId) -> Result<Option<Reply>> {
        let now = self.clock.now();
        let played = self.at_table_if(channel, None, |loaded| {
            if !loaded.table.answer_is_due(now) {
                return Ok(None);
            }
            // Stored even when nothing is played: the answer is then no
            // longer due.
            let turn = loaded.table.answer_due(now);
            let turn = turn.map_err(|e| self.refused(loaded, e))?;
            if turn.is_some() {
                loaded.table.announce_later();
            }
            Ok(Some(turn))
        });
        match played {
            Ok(Some((loaded, Some(turn)))) => self.turn_reply(&loaded, Some(&turn)).map(Some),
            Ok(_) | Err(ServiceError::NoGame) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Keystone's move of the channel's game at `stamp` was posted: it no
    /// longer needs announcing. Changes nothing if the game moved on.
    pub fn announced(&self, channel: ChannelId, stamp: Stamp) -> Result<()> {
        let told = self.at_sitting_if(channel, Some(stamp), |s| s.announced().then_some(()));
        match told {
            Ok(_) | Err(ServiceError::NoGame) => Ok(()),
            // The game moved on (or another began): nothing to note.
            Err(ServiceError::Refused(Denied::Stale | Denied::StaleGame)) => Ok(()),
            Err(e) => Err(e),
        }
    }

    /// The message telling Keystone's last move in the channel if it was
    /// never posted, marked as told (as reminders are, before posting).
    /// `None` when there is nothing to tell. (A move that ended the game is
    /// archived with it; only its own message and its retries tell it.)
    pub fn announce_computer(&self, channel: ChannelId) -> Result<Option<Reply>> {
        // Noted as told before its game is loaded: a game whose state no
        // longer loads is then said to be damaged once, not at every sweep.
        let Some((record, ())) =
            self.at_sitting_if(channel, None, |s| s.announced().then_some(()))?
        else {
            return Ok(None);
        };
        let loaded = self.load(record)?;
        // Told as a catch-up: what happened since the reader's last move.
        let mut reply = self.turn_reply(&loaded, None)?;
        let seats = loaded.sitting().seats.len();
        let reader = loaded
            .game()
            .to_act()
            .first()
            .copied()
            .or_else(|| loaded.sitting().log.last().map(|a| a.seat.next(seats)));
        if let Some(reader) = reader {
            let (_, lines) = self.since_last(&loaded, Some(reader))?;
            if !lines.is_empty() {
                reply.text = format!("{}\n{}", self.catch_up(&loaded, reader, &lines), reply.text);
            }
        }
        Ok(Some(reply))
    }

    /// How long until the answer a player gave ahead in `channel` falls due
    /// (see [`Service::answer_due`]), if one waits.
    pub fn answer_wait(&self, channel: ChannelId) -> Result<Option<std::time::Duration>> {
        let Some(record) = self.store.get(channel)? else {
            return Ok(None);
        };
        let now = self.clock.now();
        Ok(record
            .nudges
            .standing_at
            .map(|at| std::time::Duration::from_millis(u64::try_from(at - now).unwrap_or(0))))
    }

    /// The games where Keystone has something to do that nobody asked for,
    /// with the language of its opponent: a player's answer given ahead
    /// whose time came, a move due for over a minute (a restart cut its
    /// search short), or a move whose message was never posted. The sweep
    /// does them.
    pub fn computers_waiting(&self) -> Result<Vec<(ChannelId, Lang, Announce)>> {
        let now = self.clock.now();
        let soonest = GRACE.min(self.timing.standing_soonest());
        let scan = self.waiting_here(now - soonest)?;
        let mut found: Vec<(ChannelId, Lang, Announce)> = Vec::new();
        for waiting in &scan.items {
            if found.iter().any(|(c, ..)| *c == waiting.channel) {
                continue;
            }
            let Some(record) = self.store.get(waiting.channel)? else {
                continue;
            };
            // Read as play sees it, without loading the game.
            let (record, ..) = Sitting::from_record(record);
            // Keystone may not post there: its moves and the answers given
            // ahead are played when a player next acts (see
            // `discord::answers`).
            if record.settings.answers_only {
                continue;
            }
            let Some(work) = announce_due(&record, now, GRACE) else {
                continue;
            };
            let lang = first_speakers(&record)
                .find_map(Lang::from_tag)
                .unwrap_or(self.lang);
            found.push((record.channel, lang, work));
        }
        Ok(found)
    }
}
