//! Holidays and quiet hours: a player's away days (taken with `/away`,
//! ended with `/back`, or spent one at a time by the sweep when their
//! clock would run out) and the hours they are not pinged. Both live in
//! the player's profile, the same in every game and server; each table
//! reads them when it is loaded (see [`crate::table::Table::present`]).

use keystone_data::{Away, ChannelId, GameStatus, Profile, QuietHours};

use super::*;
use crate::presence::{self, LONGEST_AWAY, days_left, days_of};
use crate::service::sweep::Notice;
use crate::service::timing::{DAY, HOUR};
use crate::t;

impl Service {
    /// [`Service::at_table`] for a command that depends on where the
    /// players are (see [`Service::at_table_present_if`]).
    pub(super) fn at_table_present<T>(
        &self,
        channel: ChannelId,
        stamp: Option<Stamp>,
        mut command: impl FnMut(&mut Loaded) -> Result<T>,
    ) -> Result<(Loaded, T)> {
        self.at_table_present_if(channel, stamp, |loaded| command(loaded).map(Some))?
            .ok_or_else(|| ServiceError::Internal("a table command did nothing".to_owned()))
    }

    /// [`Service::at_table_if`] for a command that depends on where the
    /// players are (a claim, what the sweep finds due): the away days of
    /// those whose clock ran out are spent first (the sweep may not have
    /// come by since), then their profiles are read, outside the store's
    /// update.
    pub(super) fn at_table_present_if<T>(
        &self,
        channel: ChannelId,
        stamp: Option<Stamp>,
        command: impl FnMut(&mut Loaded) -> Result<Option<T>>,
    ) -> Result<Option<(Loaded, T)>> {
        // A player whose clock ran out and who has days left is away, not
        // late. A failure is logged; the table then decides as it stands.
        if let Err(error) = self.spend_away_days(channel) {
            tracing::warn!(channel = channel.0, %error, "spending away days failed");
        }
        let seats = (self.store.get(channel)?.map(|r| r.seats)).unwrap_or_default();
        let presence = self.presence(&seats);
        let users: Vec<u64> = seats.iter().map(|s| s.user).collect();
        self.at_table_where(channel, stamp, Some((&users, &presence)), command)
    }

    /// Where the players at `sitting` are now, by seat, from their
    /// profiles. A profile the store cannot read is logged, and its player
    /// taken to be there.
    pub(super) fn presence(
        &self,
        seats: &[keystone_data::SeatRecord],
    ) -> Vec<crate::presence::Presence> {
        let now = self.clock.now();
        seats
            .iter()
            .map(|seat| match seat.computer {
                Some(_) => None,
                None => self.store.profile(seat.user).unwrap_or_else(|error| {
                    tracing::warn!(user = seat.user, %error, "a player's profile could not be read");
                    None
                }),
            })
            .map(|profile| {
                profile.map_or_else(Default::default, |p| crate::presence::Presence::of(&p, now))
            })
            .collect()
    }

    /// `user`'s profile, or a fresh one.
    pub(super) fn profile_of(&self, user: u64) -> Result<Profile> {
        Ok(self
            .store
            .profile(user)?
            .unwrap_or_else(|| Profile::new(user)))
    }

    /// `user` goes away for `typed` (`5d`, `36h`) from now: their clocks
    /// stop everywhere. Already away, their return moves. Every table they
    /// play at is told (the notices).
    pub fn go_away(&self, user: u64, typed: &str) -> Result<(Reply, Vec<Notice>)> {
        let lang = self.lang;
        let allowance = self.timing.away_days;
        if allowance == 0 {
            return refuse(Denied::Worded(t!(lang, "away-off")));
        }
        let ms = humantime::parse_duration(typed.trim())
            .ok()
            .and_then(|d| i64::try_from(d.as_millis()).ok())
            .filter(|ms| (HOUR..=LONGEST_AWAY * DAY).contains(ms))
            .ok_or_else(|| {
                let text = text::echo(typed, self.transport.markdown);
                ServiceError::Refused(Denied::Worded(t!(
                    lang,
                    "away-not-a-duration",
                    text = text,
                    most = LONGEST_AWAY
                )))
            })?;
        let now = self.clock.now();
        let mut profile = self.profile_of(user)?;
        // Already away: the same absence, longer or shorter.
        let current = profile
            .away
            .iter()
            .position(|a| a.from <= now && now < a.until);
        let taken = match current {
            Some(i) => profile.away.remove(i),
            None => Away {
                from: now,
                until: now,
                auto: false,
                back: false,
            },
        };
        let away = Away {
            until: now + ms,
            auto: false,
            ..taken
        };
        let left = days_left(&profile, allowance, now);
        if days_of(&away) > left {
            let asked = durations::words(ms, lang);
            return refuse(Denied::Worded(t!(
                lang,
                "away-too-long",
                left = left,
                allowance = allowance,
                asked = asked
            )));
        }
        profile.away.push(away);
        self.store.set_profile(&profile)?;
        let until = text::moment(away.until, self.transport.markdown);
        let left = days_left(&profile, allowance, now);
        let reply = Reply::private(t!(
            lang,
            "away-taken",
            until = until,
            left = left,
            allowance = allowance
        ));
        Ok((reply, self.absences_told(user)))
    }

    /// `user` is back before their absence ends: it ends now (the days
    /// not begun are theirs again), and every table they play at is told.
    pub fn come_back(&self, user: u64) -> Result<(Reply, Vec<Notice>)> {
        let now = self.clock.now();
        let mut profile = self.profile_of(user)?;
        let mut ended = false;
        for away in profile.away.iter_mut().filter(|a| a.until > now) {
            // One planned for later is dropped (a span of nothing).
            away.until = now.max(away.from);
            away.back = true;
            ended = true;
        }
        if !ended {
            return refuse(Denied::Worded(t!(self.lang, "back-not-away")));
        }
        profile.away.retain(|a| a.until > a.from);
        self.store.set_profile(&profile)?;
        let allowance = self.timing.away_days;
        let reply = Reply::private(t!(
            self.lang,
            "back-done",
            left = days_left(&profile, allowance, now),
            allowance = allowance
        ));
        Ok((reply, self.absences_told(user)))
    }

    /// Whether away days are spent for `user` when their clock would run
    /// out (on unless they turn it off).
    pub fn set_auto_away(&self, user: u64, auto: bool) -> Result<Reply> {
        let mut profile = self.profile_of(user)?;
        profile.no_auto_away = !auto;
        self.store.set_profile(&profile)?;
        Ok(Reply::private(if auto {
            t!(self.lang, "auto-away-on")
        } else {
            t!(self.lang, "auto-away-off")
        }))
    }

    /// `/settings away`: `user`'s away days in words, after turning the
    /// automatic ones on or off if `auto` says so.
    pub fn away_settings(&self, user: u64, auto: Option<bool>) -> Result<Reply> {
        let set = auto
            .map(|auto| self.set_auto_away(user, auto))
            .transpose()?;
        let days = self.presence_words(user)?;
        Ok(Reply::private(match set {
            Some(set) => format!("{}\n{days}", set.text),
            None => days,
        }))
    }

    /// Sets `user`'s quiet hours (`22:00-08:00` in `zone`, `Europe/Warsaw`),
    /// or turns them off (`off`).
    pub fn set_quiet(&self, user: u64, hours: &str, zone: Option<&str>) -> Result<Reply> {
        let lang = self.lang;
        let mut profile = self.profile_of(user)?;
        if ["off", "none", "0"].contains(&hours.trim().to_lowercase().as_str()) {
            profile.quiet = None;
            self.store.set_profile(&profile)?;
            return Ok(Reply::private(t!(lang, "quiet-off")));
        }
        let echo = |typed: &str| text::echo(typed, self.transport.markdown);
        let Some((from, until)) = presence::hours(hours) else {
            return refuse(Denied::Worded(t!(
                lang,
                "quiet-not-hours",
                text = echo(hours)
            )));
        };
        // The zone given, else the one they gave before.
        let known = profile.quiet.as_ref().map(|q| q.zone.clone());
        let zone = match zone.map(str::trim).filter(|z| !z.is_empty()) {
            Some(typed) => presence::zone(typed).ok_or_else(|| {
                ServiceError::Refused(Denied::Worded(t!(
                    lang,
                    "quiet-no-zone",
                    text = echo(typed)
                )))
            })?,
            None => known.ok_or_else(|| {
                ServiceError::Refused(Denied::Worded(t!(lang, "quiet-zone-needed")))
            })?,
        };
        profile.quiet = Some(QuietHours {
            zone: zone.clone(),
            from,
            until,
        });
        self.store.set_profile(&profile)?;
        Ok(Reply::private(t!(
            lang,
            "quiet-set",
            from = presence::clock_time(from),
            until = presence::clock_time(until),
            zone = zone
        )))
    }

    /// `user`'s holidays and quiet hours in words: the days taken and
    /// left this year, an absence under way or to come, their hours.
    pub fn presence_words(&self, user: u64) -> Result<String> {
        let lang = self.lang;
        let now = self.clock.now();
        let profile = self.profile_of(user)?;
        let allowance = self.timing.away_days;
        let mut words = vec![t!(
            lang,
            "presence-days",
            taken = presence::days_taken(&profile, now),
            left = days_left(&profile, allowance, now),
            allowance = allowance,
            auto = if profile.no_auto_away { "no" } else { "yes" }
        )];
        for away in profile.away.iter().filter(|a| a.until > now) {
            let from = text::moment(away.from.max(now), self.transport.markdown);
            let until = text::moment(away.until, self.transport.markdown);
            words.push(t!(lang, "presence-away", from = from, until = until));
        }
        if let Some(quiet) = &profile.quiet {
            words.push(t!(
                lang,
                "presence-quiet",
                from = presence::clock_time(quiet.from),
                until = presence::clock_time(quiet.until),
                zone = quiet.zone.as_str()
            ));
        }
        Ok(words.join("\n"))
    }

    /// The players' holidays at `loaded`'s table, for its status: who is
    /// away (or will be) until when, and the days each has left this year.
    /// Nothing at one keyboard, nor for a game not in play.
    pub(super) fn table_presence(&self, loaded: &Loaded) -> Option<String> {
        if self.keyboard || loaded.sitting().status != GameStatus::Active {
            return None;
        }
        let (now, allowance) = (self.clock.now(), self.timing.away_days);
        let mut lines = Vec::new();
        let mut left = Vec::new();
        for (seat, player) in loaded.sitting().seats() {
            if player.computer.is_some() {
                continue;
            }
            // As read when the table was loaded.
            let Some(presence) = loaded.table.presence(seat) else {
                continue;
            };
            for &(from, until) in presence.away.iter().filter(|(_, until)| *until > now) {
                lines.push(t!(
                    self.lang,
                    "status-away",
                    name = loaded.name(seat),
                    from = text::moment(from.max(now), self.transport.markdown),
                    until = text::moment(until, self.transport.markdown)
                ));
            }
            left.push(format!(
                "{} {}",
                loaded.name(seat),
                presence.days_left(allowance, now)
            ));
        }
        if allowance > 0 {
            lines.push(t!(
                self.lang,
                "status-away-days",
                left = text::list(self.lang, &left),
                allowance = allowance
            ));
        }
        Some(lines.join("\n"))
    }

    /// Tells every game in play `user` sits at that they went away or came
    /// back, where not yet said: the notices to post.
    fn absences_told(&self, user: u64) -> Vec<Notice> {
        let now = self.clock.now();
        let games = match self.store.games_of(user) {
            Ok(scan) => scan.items,
            Err(error) => {
                tracing::warn!(user, %error, "a player's games could not be listed to tell their absence");
                return Vec::new();
            }
        };
        let mut notices = Vec::new();
        for game in games.iter().filter(|g| g.status == GameStatus::Active) {
            match self.absences_at(game.channel, now) {
                Ok(told) => notices.extend(told),
                Err(error) => {
                    tracing::warn!(channel = game.channel.0, %error, "an absence could not be told");
                }
            }
        }
        notices
    }

    /// The absences not yet said in `channel`, recorded as said.
    fn absences_at(&self, channel: ChannelId, now: i64) -> Result<Vec<Notice>> {
        let told = self.nudges_told(channel, |loaded| loaded.table.absences_to_tell(now))?;
        Ok(told
            .into_iter()
            .map(|(lang, reply)| Notice {
                channel,
                reply,
                lang,
            })
            .collect())
    }

    /// Spends an away day for each player at `channel`'s table whose move
    /// clock ran out, who has days left and did not opt out: their clock
    /// stops for a day, as if they had taken it (the sweep then tells the
    /// table).
    fn spend_away_days(&self, channel: ChannelId) -> Result<()> {
        let allowance = self.timing.away_days;
        if allowance == 0 {
            return Ok(());
        }
        let now = self.clock.now();
        let Some(record) = self.store.get(channel)? else {
            return Ok(());
        };
        let Some(clock) = record.settings.clock else {
            return Ok(());
        };
        // Nobody's clock can have run out before the wait is as long as
        // it (time away only takes from it): the table is not loaded.
        if record.status != GameStatus::Active || now - record.waiting_since < clock {
            return Ok(());
        }
        let since = record.waiting_since;
        let loaded = self.load(record)?;
        if loaded.game().asked().is_some() {
            return Ok(());
        }
        for seat in loaded.table.late(clock, now) {
            let Some(player) = loaded.sitting().player(seat) else {
                continue;
            };
            if player.computer.is_some() {
                continue;
            }
            let mut profile = self.profile_of(player.user)?;
            // Back by their own word since this wait began: here, and late.
            let said_back = (profile.away.iter()).any(|a| a.back && a.until >= since);
            if profile.no_auto_away || said_back || days_left(&profile, allowance, now) == 0 {
                continue;
            }
            profile.away.push(Away {
                from: now,
                until: now + DAY,
                auto: true,
                back: false,
            });
            self.store.set_profile(&profile)?;
        }
        Ok(())
    }
}
