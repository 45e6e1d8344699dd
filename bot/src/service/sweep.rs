//! The periodic sweep: reminders to players who must act, the end of a move
//! clock, the expiry of a paid-order question. Everything is derived from
//! the store, and what is said is written down (the record's nudges) before
//! it is said, so a restart neither forgets nor repeats a reminder.

use std::collections::BTreeSet;

use keystone_data::{ChannelId, GameStatus, Nudges, Seat, update};

use crate::i18n::FluentValue;

use super::{
    Loaded, Prompt, PromptKind, Reply, Result, Service, Stamp, invitation_prompts, play_prompt,
    playing, question_prompts, timing,
};
use crate::i18n::Lang;
use crate::t;

/// A message the sweep posts in a game's channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// Where.
    pub channel: ChannelId,
    /// What.
    pub reply: Reply,
    /// The language it is in: that of the player it is for (as they last
    /// used Keystone), for its buttons too.
    pub lang: Lang,
}

impl Service {
    /// Everything due now, already recorded as said. A channel that fails
    /// is logged and skipped; the others go on.
    pub fn sweep(&self) -> Result<Vec<Notice>> {
        let now = self.clock.now();
        let shortest = self
            .timing
            .remind_after
            .min(self.timing.question_timeout)
            .min(timing::SHORTEST_SETTING);
        let scan = self.waiting_here(now - shortest)?;
        for (channel, error) in &scan.corrupt {
            tracing::warn!(channel = channel.0, %error, "a damaged game is not swept");
        }
        let channels: BTreeSet<ChannelId> = scan.items.iter().map(|w| w.channel).collect();
        let mut notices = Vec::new();
        for channel in channels {
            match self.nudge(channel) {
                Ok(replies) => {
                    notices.extend(replies.into_iter().map(|(lang, reply)| Notice {
                        channel,
                        reply,
                        lang,
                    }));
                }
                Err(error) => {
                    tracing::warn!(channel = channel.0, %error, "sweeping a game failed");
                }
            }
        }
        Ok(notices)
    }

    /// What is due in one channel, recorded as said.
    fn nudge(&self, channel: ChannelId) -> Result<Vec<(Lang, Reply)>> {
        let outcome = self.locked(channel, || {
            update(&*self.store, channel, self.clock.now(), |record| {
                let loaded = self.load(record.clone()).map_err(Some)?;
                let (nudges, replies) = self.due(&loaded);
                if replies.is_empty() {
                    return Err(None);
                }
                let mut next = record.clone();
                next.nudges = nudges;
                Ok((next, replies))
            })
        });
        match outcome {
            Ok((_, replies)) => Ok(replies),
            Err(keystone_data::UpdateError::Rejected(None)) => Ok(Vec::new()),
            Err(keystone_data::UpdateError::Rejected(Some(e))) => Err(e),
            Err(keystone_data::UpdateError::Store(e)) => Err(e.into()),
        }
    }

    /// The messages due for a game now, and its nudges once they are sent.
    fn due(&self, loaded: &Loaded) -> (Nudges, Vec<(Lang, Reply)>) {
        let record = &loaded.record();
        let mut nudges = record.nudges();
        let mut replies = Vec::new();
        // Keystone is never reminded: the sweep has it move instead; nor a
        // player whose answer given ahead is about to be played.
        if !matches!(record.status, GameStatus::Invited | GameStatus::Active)
            || super::computer::to_act(record).is_some()
            || nudges.standing_at.is_some()
        {
            return (nudges, replies);
        }
        replies.extend(self.clock_notice(loaded, &mut nudges));
        replies.extend(self.expiry_notice(loaded, &mut nudges));
        replies.extend(self.reminder(loaded, &mut nudges));
        (nudges, replies)
    }

    /// The language of a notice: that of the first player it is for.
    fn lang_of(&self, record: &keystone_data::GameRecord, seats: &[Seat]) -> Lang {
        seats
            .first()
            .and_then(|&s| record.player(s))
            .and_then(|s| s.lang.as_deref())
            .and_then(Lang::from_tag)
            .unwrap_or(self.lang)
    }

    /// The move clock ran out: the others may claim, once told.
    fn clock_notice(&self, loaded: &Loaded, nudges: &mut Nudges) -> Option<(Lang, Reply)> {
        let record = &loaded.record();
        let now = self.clock.now();
        let waited = now - record.waiting_since;
        let active = record.status == GameStatus::Active;
        let stamp = Service::stamp_of(record);
        let asked = loaded.game().asked();
        // The move clock ran out: the others may claim, once told. In a
        // phase where several seats act at once, every seat still to act
        // is late.
        let late: Vec<Seat> = record.to_act.clone();
        if let (true, None, Some(clock), false) =
            (active, asked, record.settings.clock, late.is_empty())
            && waited >= clock
            && !nudges.clock_told
        {
            nudges.clock_told = true;
            // The others still playing may claim (Keystone does not).
            let others: Vec<Seat> = playing(record)
                .into_iter()
                .filter(|s| !late.contains(s))
                .filter(|&s| record.player(s).is_some_and(|p| p.computer.is_none()))
                .collect();
            let lang = self.lang_of(record, &others);
            let default = late
                .iter()
                .any(|&s| loaded.game().default_line(s).is_some());
            return Some((
                lang,
                Reply {
                    text: t!(
                        lang,
                        "notice-clock",
                        late = self.list(late.iter().map(|&s| loaded.name(s))),
                        clock = timing::words(clock, lang),
                        others = self.list(others.iter().map(|&s| loaded.name(s))),
                        default = if default { "yes" } else { "no" }
                    ),
                    ping: loaded.people(&others),
                    // A game with defaults (G22, Y44) may also go on
                    // without the late seats leaving.
                    prompts: if default {
                        vec![
                            Prompt::new(PromptKind::Continue, stamp),
                            Prompt::new(PromptKind::Claim, stamp),
                        ]
                    } else {
                        vec![Prompt::new(PromptKind::Claim, stamp)]
                    },
                    ..Reply::default()
                },
            ));
        }
        None
    }

    /// An unanswered paid order expired: whoever played it may go on.
    fn expiry_notice(&self, loaded: &Loaded, nudges: &mut Nudges) -> Option<(Lang, Reply)> {
        let record = &loaded.record();
        let now = self.clock.now();
        let waited = now - record.waiting_since;
        let active = record.status == GameStatus::Active;
        let stamp = Service::stamp_of(record);
        let asked = loaded.game().asked();
        // An unanswered question expired (Basilica's paid order): whoever
        // played what asked it may go on.
        if let (true, Some(asked), Some(last)) = (active, asked, record.log.last())
            && waited >= self.timing.question_timeout
            && !nudges.expiry_told
        {
            nudges.expiry_told = true;
            let lang = self.lang_of(record, &[last.seat]);
            return Some((
                lang,
                Reply {
                    text: loaded.game().kind().text(
                        lang,
                        "notice-expired",
                        &[
                            ("name", FluentValue::from(loaded.name(asked))),
                            ("waited", FluentValue::from(timing::words(waited, lang))),
                            ("other", FluentValue::from(loaded.name(last.seat))),
                        ],
                    ),
                    ping: loaded.people(&[last.seat]),
                    prompts: vec![Prompt::new(PromptKind::Continue, stamp)],
                    ..Reply::default()
                },
            ));
        }
        None
    }

    /// A reminder, at most once per period and `max_reminders` times.
    fn reminder(&self, loaded: &Loaded, nudges: &mut Nudges) -> Option<(Lang, Reply)> {
        let record = &loaded.record();
        let now = self.clock.now();
        let waited = now - record.waiting_since;
        let active = record.status == GameStatus::Active;
        let stamp = Service::stamp_of(record);
        let names = loaded.names();
        // A reminder, at most once per period and `max_reminders` times.
        let period = record
            .settings
            .remind_after
            .unwrap_or(self.timing.remind_after);
        let next_due = if nudges.reminders == 0 {
            record.waiting_since + period
        } else {
            nudges.last + period
        };
        let listening: Vec<Seat> = record
            .to_act
            .iter()
            .copied()
            .filter(|&s| record.player(s).is_some_and(|p| !p.muted))
            .collect();
        if now >= next_due && nudges.reminders < self.timing.max_reminders && !listening.is_empty()
        {
            nudges.reminders += 1;
            nudges.last = now;
            let lang = self.lang_of(record, &listening);
            let what = if active {
                loaded.game().prompt(&names, lang)
            } else {
                t!(
                    lang,
                    "notice-invited",
                    name = loaded.name(Seat::from_index(0)),
                    game = loaded.game().kind().title
                )
            };
            let mut prompts = if active {
                play_prompt(loaded)
                    .into_iter()
                    .chain(question_prompts(loaded))
                    .collect()
            } else {
                invitation_prompts(record)
            };
            prompts.push(Prompt::new(PromptKind::Mute, stamp));
            return Some((
                lang,
                Reply {
                    text: t!(
                        lang,
                        "notice-reminder",
                        count = nudges.reminders,
                        max = self.timing.max_reminders,
                        waited = timing::words(waited, lang),
                        what = what
                    ),
                    ping: loaded.people(&listening),
                    prompts,
                    ..Reply::default()
                },
            ));
        }
        None
    }

    /// Mutes (or unmutes) reminders for `user` in the channel's game; from
    /// a button, only in the game at `stamp` (at any step).
    pub fn mute(
        &self,
        channel: ChannelId,
        user: u64,
        muted: bool,
        stamp: Option<Stamp>,
    ) -> Result<Reply> {
        if let Some(stamp) = stamp
            && self.stamp(channel)?.game != stamp.game
        {
            return super::refuse(super::Denied::StaleGame);
        }
        self.settings(
            channel,
            user,
            &super::SettingsChange {
                mute: Some(muted),
                ..super::SettingsChange::default()
            },
        )?;
        Ok(Reply::private(if muted {
            t!(self.lang, "muted")
        } else {
            t!(self.lang, "unmuted")
        }))
    }
}
