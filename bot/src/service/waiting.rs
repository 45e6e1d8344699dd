//! Games that wait for someone: per-game settings (reminders, mute, the
//! answers a game lets players give ahead), the move clock's claim, going
//! on past an expired question or a stalled seat, and a player's list of
//! games.

use keystone_data::{ChannelId, GameStatus};

use super::{Denied, Loaded, Reply, Result, Service, Stamp, refuse, timing};
use crate::games;
use crate::table::Turn;
use crate::tell::lists::{self, Standing};

/// What `/game settings` changes; `None` leaves a setting as it is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    /// Remind after this long (ms), for the whole game.
    pub remind_after: Option<i64>,
    /// Mute (or unmute) reminders for the invoking player.
    pub mute: Option<bool>,
    /// The game's answers given ahead by the invoking player (see
    /// [`games::Kind::standing`]): each its key and the answer, `None` to
    /// be asked again (Basilica's `paid`: `decline`; Les Grands
    /// Bâtisseurs' `owner`: `pay` or `refuse` when one of their buildings
    /// is sabotaged, G22).
    pub standing: Vec<(String, Option<String>)>,
}

impl Service {
    /// Shows or changes the game's settings for `user`. Choosing to decline
    /// paid orders while one is asked of you declines it at once (the reply
    /// is then public, as any move).
    pub fn settings(
        &self,
        channel: ChannelId,
        user: u64,
        change: &SettingsChange,
    ) -> Result<Reply> {
        if let Some(ms) = change.remind_after
            && !(timing::SHORTEST_SETTING..=timing::LONGEST_SETTING).contains(&ms)
        {
            return refuse(Denied::RemindersOutOfRange { given: ms });
        }
        let (loaded, turn) = self.at_table(channel, None, |loaded| {
            let seat = self.seated(loaded, user)?;
            let now = self.clock.now();
            if let Some(ms) = change.remind_after {
                loaded.table.remind_after(ms);
            }
            if let Some(mute) = change.mute {
                loaded.table.mute(seat, mute);
            }
            let mut turn = Turn {
                actor: seat,
                waited_on: loaded.sitting().to_act.clone(),
                line: String::new(),
                events: Vec::new(),
                apart: false,
            };
            for (key, answer) in &change.standing {
                let stood = loaded.table.stand(seat, key, answer.clone(), now);
                turn.events
                    .extend(stood.map_err(|e| self.refused(loaded, e))?.events);
            }
            Ok(turn)
        })?;
        if turn.added() > 0 {
            return self.turn_reply(&loaded, Some(&turn));
        }
        Ok(Reply::private(self.describe_settings(&loaded, user)))
    }

    /// The settings in words, for `user`.
    fn describe_settings(&self, loaded: &Loaded, user: u64) -> String {
        let record = &loaded.sitting();
        let mine = record.seats.iter().find(|s| s.user == user).map(|me| {
            let answers = (loaded.game().kind().standing.iter())
                .map(|q| (q, me.standing.get(q.key).map_or("ask", String::as_str)))
                .collect();
            (me.muted, answers)
        });
        let shown = lists::Settings {
            remind_after: (record.settings.remind_after).unwrap_or(self.timing.remind_after),
            max_reminders: self.timing.max_reminders,
            clock: record.settings.clock,
            question_timeout: self.timing.question_timeout,
            mine,
        };
        lists::settings(self.lang, &shown)
    }

    /// Claims the move clock of the player to act, once it ran out: that
    /// seat leaves the game (the bot writes its `leave`), so in a game of
    /// two the claimer wins, and in a game of three or four the others play
    /// on. `stamp` is the game and step of the button, if it came from one.
    pub fn claim(&self, channel: ChannelId, user: u64, stamp: Option<Stamp>) -> Result<Reply> {
        let (loaded, turn) = self.at_table_present(channel, stamp, |loaded| {
            let seat = self.still_playing(loaded, user)?;
            let turn = loaded.table.claim(seat, self.clock.now());
            turn.map_err(|e| self.refused(loaded, e))
        })?;
        self.turn_reply(&loaded, Some(&turn))
    }

    /// Goes on without the seats the table waits on, once their time ran
    /// out: an expired question outside the turn gets the asked seat's
    /// default line (Basilica's paid order is declined; only the player
    /// who played the order goes on), a stalled seat's default is played
    /// (G22, Y44).
    pub fn go_on(&self, channel: ChannelId, user: u64, stamp: Option<Stamp>) -> Result<Reply> {
        let (loaded, turn) = self.at_table_present(channel, stamp, |loaded| {
            let seat = self.seated(loaded, user)?;
            let now = self.clock.now();
            let turn = loaded.table.go_on(seat, now, self.timing.question_timeout);
            turn.map_err(|e| self.refused(loaded, e))
        })?;
        self.turn_reply(&loaded, Some(&turn))
    }

    /// `user`'s games in progress (on `guild`, if given): those waiting on
    /// them first, then the others, longest waiting first.
    pub fn my_games(&self, user: u64, guild: Option<u64>) -> Result<Reply> {
        let rows: Vec<(bool, i64, String)> = self
            .games_listed(user, guild)?
            .into_iter()
            .map(|g| {
                let channel = (self.transport.channel)(g.channel, g.guild);
                let row = lists::game_row(self.lang, &channel, &g.title, &g.others, &g.state);
                (!g.mine, g.waiting_since, row)
            })
            .collect();
        let waiting = rows.iter().filter(|r| !r.0).count();
        let head = lists::games_head(self.lang, rows.len(), waiting);
        if rows.is_empty() {
            return Ok(Reply::private(head));
        }
        Ok(Reply {
            text: head,
            details: rows.into_iter().map(|r| r.2).collect(),
            private: true,
            ..Reply::default()
        })
    }

    /// `user`'s games in progress (on `guild`, if given), each as a line
    /// of `/game games` says it: those waiting on them first, then the
    /// others, longest waiting first.
    pub fn games_listed(&self, user: u64, guild: Option<u64>) -> Result<Vec<Listed>> {
        let scan = self.store.games_of(user)?;
        for (channel, error) in &scan.corrupt {
            tracing::warn!(channel = channel.0, %error, "a damaged game left out of a listing");
        }
        let now = self.clock.now();
        let mut listed = Vec::new();
        for summary in scan
            .items
            .iter()
            .filter(|s| guild.is_none() || s.guild == guild)
        {
            let record = match self.store.get(summary.channel) {
                Ok(Some(record)) => record,
                Ok(None) => continue,
                Err(error) => {
                    tracing::warn!(channel = summary.channel.0, %error, "a game left out of a listing");
                    continue;
                }
            };
            let Some(me) = record.seat_of(user) else {
                continue;
            };
            let mine = record.to_act.contains(&me);
            let others: Vec<String> = record
                .seats
                .iter()
                .filter(|s| s.user != user)
                .map(|s| self.shown(&s.name))
                .collect();
            let title = games::kind(&record.kind).map_or(record.kind.as_str(), |k| k.title);
            let names: Vec<String> = match (record.status, mine) {
                (GameStatus::Invited, false) => others.clone(),
                (_, false) => (record.to_act.iter())
                    .map(|&s| self.shown(record.name(s)))
                    .collect(),
                _ => Vec::new(),
            };
            let names = names.join(", ");
            let standing = match (record.status, mine) {
                (GameStatus::Invited, true) => Standing::Invited,
                (GameStatus::Invited, false) => Standing::WaitingToAccept { names: &names },
                (_, true) => Standing::YourMove,
                (_, false) => Standing::TheirMove { names: &names },
            };
            let state = lists::game_state(self.lang, standing, now - record.waiting_since);
            listed.push(Listed {
                channel: record.channel,
                guild: record.guild,
                title: title.to_owned(),
                others: others.join(", "),
                state,
                mine,
                waiting_since: record.waiting_since,
            });
        }
        listed.sort_by_key(|g| (!g.mine, g.waiting_since));
        Ok(listed)
    }
}

/// One of a user's games in progress, as `/game games` lists it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Listed {
    /// Its channel.
    #[serde(skip)]
    pub channel: ChannelId,
    /// Its server, if any.
    #[serde(skip)]
    pub guild: Option<u64>,
    /// The game's name.
    pub title: String,
    /// The other players, named.
    pub others: String,
    /// Where it stands for the user (their move, someone else's…).
    pub state: String,
    /// Whether it waits on the user.
    pub mine: bool,
    /// Since when it waits.
    #[serde(skip)]
    pub waiting_since: i64,
}
