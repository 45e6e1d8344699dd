//! Games that wait for someone: per-game settings (reminders, mute, the
//! paid-order policy), the move clock's claim, continuing past an expired
//! paid-order question, and a player's list of games.

use keystone_data::{ChannelId, Ending, GameStatus, PaidPolicy, update};

use super::{
    Happened, Loaded, Reply, Result, STALE, Service, ServiceError, answer_standing, auto_decline,
    load, lost_by, moved, owned_names, seated, settle, timing, user_error,
};
use crate::games::{self, Account};

/// What `/game settings` changes; `None` leaves a setting as it is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    /// Remind after this long (ms), for the whole game.
    pub remind_after: Option<i64>,
    /// Mute (or unmute) reminders for the invoking player.
    pub mute: Option<bool>,
    /// The invoking player's standing answer to paid orders.
    pub paid: Option<PaidPolicy>,
}

impl Service {
    /// Shows or changes the game's settings for `user`. Choosing to decline
    /// paid orders while one is asked of you declines it at once (the reply
    /// is then public, as any move).
    pub fn settings(&self, channel: ChannelId, user: u64, change: SettingsChange) -> Result<Reply> {
        if let Some(ms) = change.remind_after
            && !(timing::SHORTEST_SETTING..=timing::LONGEST_SETTING).contains(&ms)
        {
            return user_error(format!(
                "Reminders must come between 1h and 30d apart, not {}.",
                timing::words(ms)
            ));
        }
        let (record, (account, added)) = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                let mut loaded = load(record.clone())?;
                let seat = seated(&loaded, user)?;
                let mut next = record.clone();
                if let Some(ms) = change.remind_after {
                    next.settings.remind_after = Some(ms);
                }
                let me = &mut next.seats[usize::from(seat) - 1];
                if let Some(mute) = change.mute {
                    me.muted = mute;
                }
                if let Some(paid) = change.paid {
                    me.paid = paid;
                }
                let mut account = Account::default();
                if loaded.game.asked() == Some(seat) && loaded.record.status == GameStatus::Active {
                    let names = owned_names(&loaded);
                    let names: Vec<&str> = names.iter().map(String::as_str).collect();
                    let now = self.clock.now();
                    let before = next.log.len();
                    answer_standing(&mut loaded, &mut next, &names, now, &mut account)?;
                    if next.log.len() > before {
                        settle(&loaded, &mut next, now);
                    }
                }
                let added = next.log.len() - record.log.len();
                Ok((next, (account, added)))
            })
        })?;
        let loaded = load(record)?;
        if added > 0 {
            let actor = loaded.seat_of(user).unwrap_or(1);
            return self.turn_reply(
                &loaded,
                Some(&Happened {
                    actor,
                    account,
                    added,
                }),
            );
        }
        Ok(Reply::private(self.describe_settings(&loaded, user)))
    }

    /// The settings in words, for `user`.
    fn describe_settings(&self, loaded: &Loaded, user: u64) -> String {
        let record = &loaded.record;
        let remind = record
            .settings
            .remind_after
            .unwrap_or(self.timing.remind_after);
        let clock = record.settings.clock.map_or_else(
            || "no move clock".to_owned(),
            |c| format!("move clock {} per move", timing::words(c)),
        );
        let mut text = format!(
            "Settings of this game: reminders after {} (at most {} per wait), {clock}; an unanswered paid order expires after {}.",
            timing::words(remind),
            self.timing.max_reminders,
            timing::words(self.timing.paid_timeout)
        );
        if let Some(me) = record.seats.iter().find(|s| s.user == user) {
            text.push_str(&format!(
                "\nYou: reminders {}; paid orders: {}.",
                if me.muted { "muted" } else { "on" },
                match me.paid {
                    PaidPolicy::Ask => "ask me",
                    PaidPolicy::Decline => "always decline, without asking",
                }
            ));
        }
        text.push_str(
            "\nChange them with /game settings remind_after:<12h…> mute:<true|false> paid:<ask|decline>.",
        );
        text
    }

    /// Claims the win because the player to act let the move clock run out.
    pub fn claim(&self, channel: ChannelId, user: u64) -> Result<Reply> {
        let (record, late) = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                let loaded = load(record.clone())?;
                let seat = seated(&loaded, user)?;
                let Some(clock) = record.settings.clock else {
                    return user_error("This game has no move clock, so there is no win to claim.");
                };
                if record.status != GameStatus::Active {
                    return user_error("The game has not started: there is no clock to run out.");
                }
                if let Some(asked) = loaded.game.asked() {
                    return user_error(format!(
                        "{} is answering a paid order: the move clock does not run on a question.",
                        loaded.names()[usize::from(asked) - 1]
                    ));
                }
                let Some(&late) = record.to_act.first() else {
                    return user_error("Nobody must move now.");
                };
                if late == seat {
                    return user_error("It is your move: you cannot claim against yourself.");
                }
                let left = clock - (self.clock.now() - record.waiting_since);
                if left > 0 {
                    return user_error(format!(
                        "{} still has {} on the move clock.",
                        loaded.names()[usize::from(late) - 1],
                        timing::words(left)
                    ));
                }
                Ok((lost_by(&loaded, late, Ending::Timeout { seat: late }), late))
            })
        })?;
        let late = &record.seats[usize::from(late) - 1];
        let winners: Vec<&str> = record
            .seats
            .iter()
            .filter(|s| s.user != late.user)
            .map(|s| s.name.as_str())
            .collect();
        Ok(Reply {
            text: format!(
                "{}'s move clock ran out. {} claimed the win: {} wins.",
                late.name,
                record
                    .seats
                    .iter()
                    .find(|s| s.user == user)
                    .map_or("?", |s| s.name.as_str()),
                winners.join(" and ")
            ),
            ping: vec![late.user],
            ..Reply::default()
        })
    }

    /// Goes on without the answer to an expired paid-order question: the
    /// player asked declines. Only the player who played the order may.
    pub fn continue_paid(&self, channel: ChannelId, user: u64, step: Option<u64>) -> Result<Reply> {
        let (record, happened) = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                if step.is_some_and(|v| v != record.step()) {
                    return user_error(STALE);
                }
                let mut loaded = load(record.clone())?;
                let seat = seated(&loaded, user)?;
                let Some(asked) = loaded.game.asked() else {
                    return user_error("There is no paid-order question to continue past.");
                };
                let names = owned_names(&loaded);
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                let asked_name = names[usize::from(asked) - 1];
                if asked == seat {
                    return user_error("The question is yours: answer it with Pay… or Decline.");
                }
                let left = self.timing.paid_timeout - (self.clock.now() - record.waiting_since);
                if left > 0 {
                    return user_error(format!(
                        "{asked_name} still has {} to answer the paid order.",
                        timing::words(left)
                    ));
                }
                let Some(decline) = loaded.game.kind().decline else {
                    return Err(ServiceError::Internal(format!(
                        "{} asks a question but has no way to decline it",
                        loaded.game.kind().name
                    )));
                };
                let now = self.clock.now();
                let mut next = record.clone();
                let mut account = Account {
                    sentences: vec![format!(
                        "{asked_name} did not answer the paid order within {}: {} went on without the answer.",
                        timing::words(self.timing.paid_timeout),
                        names[usize::from(seat) - 1]
                    )],
                    ..Account::default()
                };
                auto_decline(&mut loaded, &mut next, &names, now, decline, &mut account)?;
                moved(&mut loaded, next, record.log.len(), seat, account, &names, now)
            })
        })?;
        let loaded = load(record)?;
        self.turn_reply(&loaded, Some(&happened))
    }

    /// `user`'s games in progress (on `guild`, if given): those waiting on
    /// them first, then the others, longest waiting first.
    pub fn my_games(&self, user: u64, guild: Option<u64>) -> Result<Reply> {
        let scan = self.store.games_of(user)?;
        for (channel, error) in &scan.corrupt {
            tracing::warn!(channel = channel.0, %error, "a damaged game left out of a listing");
        }
        let now = self.clock.now();
        let mut rows = Vec::new();
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
            let Some(me) = record.seats.iter().position(|s| s.user == user) else {
                continue;
            };
            let me = me as u8 + 1;
            let mine = record.to_act.contains(&me);
            let others: Vec<&str> = record
                .seats
                .iter()
                .filter(|s| s.user != user)
                .map(|s| s.name.as_str())
                .collect();
            let title = games::kind(&record.kind).map_or(record.kind.as_str(), |k| k.title);
            let waited = timing::words(now - record.waiting_since);
            let state = match (record.status, mine) {
                (GameStatus::Invited, true) => {
                    format!("**you are invited**: accept or decline (for {waited})")
                }
                (GameStatus::Invited, false) => {
                    format!("waiting for {} to accept (for {waited})", others.join(", "))
                }
                (_, true) => format!("**your move** (for {waited})"),
                (_, false) => {
                    let to_act: Vec<&str> = record
                        .to_act
                        .iter()
                        .filter_map(|&s| record.seats.get(usize::from(s) - 1))
                        .map(|s| s.name.as_str())
                        .collect();
                    format!("{}'s move (for {waited})", to_act.join(", "))
                }
            };
            rows.push((
                !mine,
                record.waiting_since,
                format!(
                    "<#{}> · {title} with {} · {state}",
                    record.channel.0,
                    others.join(", ")
                ),
            ));
        }
        if rows.is_empty() {
            return Ok(Reply::private(
                "You have no games in progress here. Start one with /game new.",
            ));
        }
        rows.sort();
        let waiting = rows.iter().filter(|r| !r.0).count();
        Ok(Reply {
            text: format!(
                "Your games in progress: {} ({waiting} waiting on you).",
                rows.len()
            ),
            details: rows.into_iter().map(|r| r.2).collect(),
            private: true,
            ..Reply::default()
        })
    }
}
