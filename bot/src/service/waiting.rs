//! Games that wait for someone: per-game settings (reminders, mute, the
//! paid-order policy), the move clock's claim, continuing past an expired
//! paid-order question, and a player's list of games.

use keystone_data::{ChannelId, Ending, GameRecord, GameStatus, PaidPolicy, Seat, update};

use super::table::Departure;
use super::{
    Happened, Loaded, PlayedBy, Reply, Result, Service, ServiceError, Stamp, owned_names, settle,
    timing, user_error,
};
use crate::games::{self, Account};
use crate::t;

/// What `/game settings` changes; `None` leaves a setting as it is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    /// Remind after this long (ms), for the whole game.
    pub remind_after: Option<i64>,
    /// Mute (or unmute) reminders for the invoking player.
    pub mute: Option<bool>,
    /// The invoking player's standing answer to paid orders.
    pub paid: Option<PaidPolicy>,
    /// A game's standing answer for the invoking player: its key and the
    /// answer, `None` to be asked again (Les Grands Bâtisseurs' `owner`:
    /// `pay` or `refuse` when one of their buildings is sabotaged, G22).
    pub standing: Option<(String, Option<String>)>,
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
            return user_error(t!(
                self.lang,
                "setting-out-of-range",
                what = "reminders",
                given = timing::words(ms, self.lang)
            ));
        }
        let (record, (account, added, waited_on)) = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                let mut loaded = self.load(record.clone())?;
                let seat = self.seated(&loaded, user)?;
                let mut next = record.clone();
                if let Some(ms) = change.remind_after {
                    next.settings.remind_after = Some(ms);
                }
                let me = &mut next.seats[seat.index()];
                if let Some(mute) = change.mute {
                    me.muted = mute;
                }
                if let Some(paid) = change.paid {
                    me.paid = paid;
                }
                if let Some((key, answer)) = &change.standing {
                    match answer {
                        Some(answer) => me.standing.insert(key.clone(), answer.clone()),
                        None => me.standing.remove(key),
                    };
                }
                let mut account = Account::default();
                let asked = loaded.game.asked() == Some(seat)
                    || (change.standing.is_some() && loaded.game.to_act().contains(&seat));
                if asked && loaded.record.status == GameStatus::Active {
                    let names = owned_names(&loaded);
                    let names: Vec<&str> = names.iter().map(String::as_str).collect();
                    let now = self.clock.now();
                    let before = next.log.len();
                    self.answer_standing(&mut loaded, &mut next, &names, now, &mut account)?;
                    if next.log.len() > before {
                        settle(&loaded, &mut next, now, Ending::Played);
                    }
                }
                let added = next.log.len() - record.log.len();
                Ok((next, (account, added, record.to_act.clone())))
            })
        })?;
        let loaded = self.load(record)?;
        if added > 0 {
            let actor = loaded.seat_of(user).unwrap_or(Seat::from_index(0));
            return self.turn_reply(
                &loaded,
                Some(&Happened {
                    actor,
                    waited_on: waited_on.clone(),
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
        let clock = record
            .settings
            .clock
            .map_or("none".to_owned(), |c| timing::words(c, self.lang));
        let mut text = vec![t!(
            self.lang,
            "settings-game",
            remind = timing::words(remind, self.lang),
            max = self.timing.max_reminders,
            clock = clock,
            expiry = timing::words(self.timing.paid_timeout, self.lang)
        )];
        if let Some(me) = record.seats.iter().find(|s| s.user == user) {
            text.push(t!(
                self.lang,
                "settings-mine",
                muted = if me.muted { "yes" } else { "no" },
                paid = match me.paid {
                    PaidPolicy::Ask => "ask",
                    PaidPolicy::Decline => "decline",
                }
            ));
            if let Some(answer) = me.standing.get(crate::games::grands_batisseurs::OWNER) {
                text.push(t!(self.lang, "settings-sabotage", answer = answer.as_str()));
            }
        }
        text.push(t!(self.lang, "settings-how"));
        text.join("\n")
    }

    /// Plays the default line (G22, Y44) for each seat the table waits on,
    /// whose move clock ran out, because `seat` asks to go on: logged as
    /// played by the bot. A seat asked several things in a row (a pending
    /// bonus, then its Write) gets each default in turn, until the table no
    /// longer waits on it.
    fn continue_default(
        &self,
        loaded: &mut Loaded,
        record: &GameRecord,
        seat: Seat,
    ) -> Result<(GameRecord, Happened)> {
        let names = owned_names(loaded);
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let stalled = loaded.game.to_act();
        if stalled.is_empty() {
            return user_error(t!(self.lang, "continue-no-question"));
        }
        if stalled.contains(&seat) {
            return user_error(t!(self.lang, "continue-yours"));
        }
        let Some(clock) = record.settings.clock else {
            return user_error(t!(self.lang, "claim-no-clock"));
        };
        let late = self.list(stalled.iter().map(|s| names[s.index()]));
        let left = clock - (self.clock.now() - record.waiting_since);
        if left > 0 {
            return user_error(t!(
                self.lang,
                "continue-too-early",
                name = late.as_str(),
                left = timing::words(left, self.lang)
            ));
        }
        let now = self.clock.now();
        let mut next = record.clone();
        let mut account = Account::default();
        for late in stalled {
            // A bound on a seat's questions in a row; each default ends one.
            for _ in 0..8 {
                if !loaded.game.to_act().contains(&late) {
                    break;
                }
                let Some(line) = loaded.game.default_line(late) else {
                    break;
                };
                account.sentences.push(t!(
                    self.lang,
                    "continued-default",
                    name = names[late.index()],
                    line = line.as_str(),
                    other = names[seat.index()],
                    rule = loaded.game.kind().default_rule.unwrap_or("")
                ));
                self.play_for(
                    loaded,
                    &mut next,
                    late,
                    &line,
                    &names,
                    now,
                    &mut account,
                    PlayedBy::Table,
                )?;
            }
        }
        self.moved(
            loaded,
            next,
            record.log.len(),
            seat,
            account,
            &names,
            now,
            Ending::Played,
        )
    }

    /// Claims the move clock of the player to act, once it ran out: that
    /// seat leaves the game (the bot writes its `leave`), so in a game of
    /// two the claimer wins, and in a game of three or four the others play
    /// on. `stamp` is the game and step of the button, if it came from one.
    pub fn claim(&self, channel: ChannelId, user: u64, stamp: Option<Stamp>) -> Result<Reply> {
        let (record, happened) = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                self.check_stamp(record, stamp)?;
                let mut loaded = self.load(record.clone())?;
                let seat = self.still_playing(&loaded, user)?;
                let Some(clock) = record.settings.clock else {
                    return user_error(t!(self.lang, "claim-no-clock"));
                };
                if record.status != GameStatus::Active {
                    return user_error(t!(self.lang, "claim-not-started"));
                }
                if let Some(asked) = loaded.game.asked() {
                    return user_error(t!(self.lang, "claim-question", name = loaded.name(asked)));
                }
                // Every seat the table waits on is late (several, in a
                // phase where seats act at once); each leaves.
                let lates = record.to_act.clone();
                let Some(&first_late) = lates.first() else {
                    return user_error(t!(self.lang, "claim-nobody"));
                };
                if lates.contains(&seat) {
                    return user_error(t!(self.lang, "claim-yourself"));
                }
                let left = clock - (self.clock.now() - record.waiting_since);
                if left > 0 {
                    return user_error(t!(
                        self.lang,
                        "claim-too-early",
                        name = loaded.name(first_late),
                        left = timing::words(left, self.lang)
                    ));
                }
                let mut current = record.clone();
                let mut told: Option<Happened> = None;
                for late in lates {
                    if loaded.game.outcome().is_some() {
                        break;
                    }
                    let lead = t!(
                        self.lang,
                        "claimed",
                        late = loaded.name(late),
                        claimer = loaded.name(seat)
                    );
                    let departure = Departure {
                        seat: late,
                        actor: seat,
                        auto: true,
                        ending: Ending::Timeout { seat: late },
                        lead: Some(lead),
                    };
                    let (next, happened) = self.depart(&mut loaded, &current, departure)?;
                    current = next;
                    told = Some(match told {
                        None => happened,
                        Some(mut earlier) => {
                            earlier.added += happened.added;
                            earlier.account.sentences.extend(happened.account.sentences);
                            earlier.account.scoring = happened.account.scoring;
                            earlier
                        }
                    });
                }
                let happened = told
                    .ok_or_else(|| ServiceError::Internal("a claim with nobody late".to_owned()))?;
                Ok((current, happened))
            })
        })?;
        let loaded = self.load(record)?;
        self.turn_reply(&loaded, Some(&happened))
    }

    /// Goes on without the answer to an expired paid-order question: the
    /// player asked declines. Only the player who played the order may.
    pub fn continue_paid(
        &self,
        channel: ChannelId,
        user: u64,
        stamp: Option<Stamp>,
    ) -> Result<Reply> {
        let (record, happened) = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                self.check_stamp(record, stamp)?;
                let mut loaded = self.load(record.clone())?;
                let seat = self.seated(&loaded, user)?;
                if loaded.record.status == GameStatus::Active
                    && loaded.game.asked().is_none()
                    && loaded
                        .game
                        .to_act()
                        .iter()
                        .any(|&s| loaded.game.default_line(s).is_some())
                {
                    return self.continue_default(&mut loaded, record, seat);
                }
                let Some(asked) = loaded.game.asked() else {
                    return user_error(t!(self.lang, "continue-no-question"));
                };
                let names = owned_names(&loaded);
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                let asked_name = names[asked.index()];
                if asked == seat {
                    return user_error(t!(self.lang, "continue-yours"));
                }
                let left = self.timing.paid_timeout - (self.clock.now() - record.waiting_since);
                if left > 0 {
                    return user_error(t!(
                        self.lang,
                        "continue-too-early",
                        name = asked_name,
                        left = timing::words(left, self.lang)
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
                    sentences: vec![t!(
                        self.lang,
                        "continued",
                        name = asked_name,
                        expiry = timing::words(self.timing.paid_timeout, self.lang),
                        other = names[seat.index()]
                    )],
                    ..Account::default()
                };
                self.auto_decline(
                    &mut loaded,
                    &mut next,
                    &names,
                    now,
                    decline,
                    &mut account,
                    PlayedBy::Table,
                )?;
                self.moved(
                    &mut loaded,
                    next,
                    record.log.len(),
                    seat,
                    account,
                    &names,
                    now,
                    Ending::Played,
                )
            })
        })?;
        let loaded = self.load(record)?;
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
            let waited = timing::words(now - record.waiting_since, self.lang);
            let state = match (record.status, mine) {
                (GameStatus::Invited, true) => {
                    t!(self.lang, "games-invited", waited = waited)
                }
                (GameStatus::Invited, false) => t!(
                    self.lang,
                    "games-waiting-accept",
                    names = others.join(", "),
                    waited = waited
                ),
                (_, true) => t!(self.lang, "games-your-move", waited = waited),
                (_, false) => {
                    let to_act: Vec<String> = record
                        .to_act
                        .iter()
                        .map(|&s| self.shown(record.name(s)))
                        .collect();
                    t!(
                        self.lang,
                        "games-their-move",
                        names = to_act.join(", "),
                        waited = waited
                    )
                }
            };
            rows.push((
                !mine,
                record.waiting_since,
                t!(
                    self.lang,
                    "games-row",
                    channel = format!("<#{}>", record.channel.0),
                    game = title,
                    others = others.join(", "),
                    state = state
                ),
            ));
        }
        if rows.is_empty() {
            return Ok(Reply::private(t!(self.lang, "games-none")));
        }
        rows.sort();
        let waiting = rows.iter().filter(|r| !r.0).count();
        Ok(Reply {
            text: t!(
                self.lang,
                "games-list",
                count = rows.len(),
                waiting = waiting
            ),
            details: rows.into_iter().map(|r| r.2).collect(),
            private: true,
            ..Reply::default()
        })
    }
}
