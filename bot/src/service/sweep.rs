//! The periodic sweep: reminders to players who must act, the end of a move
//! clock, the expiry of a paid-order question. Everything is derived from
//! the store, and what is said is written down (the record's nudges) before
//! it is said, so a restart neither forgets nor repeats a reminder.

use std::collections::BTreeSet;

use keystone_data::{ChannelId, Seat};

use crate::table::Sitting;
use crate::tell::{Teller, notices};

use super::{
    Loaded, Prompt, PromptKind, Reply, Result, Service, Stamp, invitation_prompts, play_prompt,
    question_prompts, timing,
};
use crate::i18n::Lang;
use crate::table::{Nudge, Waits};

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

    /// What is due in one channel, recorded as said by its table, then
    /// told.
    fn nudge(&self, channel: ChannelId) -> Result<Vec<(Lang, Reply)>> {
        let waits = Waits {
            question: self.timing.question_timeout,
            remind_after: self.timing.remind_after,
            max_reminders: self.timing.max_reminders,
        };
        let now = self.clock.now();
        self.nudges_told(channel, |loaded| {
            let keystone = loaded.table.keystone_to_act().is_some();
            loaded.table.due(now, waits, keystone)
        })
    }

    /// The nudges `find` finds at `channel`'s table (where its players
    /// are known), recorded as said, then told.
    pub(super) fn nudges_told(
        &self,
        channel: ChannelId,
        mut find: impl FnMut(&mut Loaded) -> Vec<Nudge>,
    ) -> Result<Vec<(Lang, Reply)>> {
        let due = self.at_table_present_if(channel, None, |loaded| {
            let due = find(loaded);
            Ok((!due.is_empty()).then_some(due))
        })?;
        let Some((loaded, due)) = due else {
            return Ok(Vec::new());
        };
        // Recorded as said, and said nowhere: Keystone may not post there.
        if loaded.sitting().settings.answers_only {
            return Ok(Vec::new());
        }
        Ok(due
            .into_iter()
            .map(|nudge| self.told_nudge(&loaded, nudge))
            .collect())
    }

    /// The language of a notice: that of the first player it is for.
    fn lang_of(&self, record: &Sitting, seats: &[Seat]) -> Lang {
        seats
            .first()
            .and_then(|&s| record.player(s))
            .and_then(|s| s.lang.as_deref())
            .and_then(Lang::from_tag)
            .unwrap_or(self.lang)
    }

    /// A nudge in words, in the language of those it is for.
    fn told_nudge(&self, loaded: &Loaded, nudge: Nudge) -> (Lang, Reply) {
        let record = loaded.sitting();
        let stamp = Service::stamp_of(record);
        match nudge {
            Nudge::ClockRanOut {
                late,
                clock,
                others,
                default,
            } => {
                let lang = self.lang_of(record, &others);
                let reply = Reply {
                    text: Teller {
                        lang,
                        ..self.teller(loaded)
                    }
                    .clock_ran_out(&late, clock, &others, default),
                    ping: loaded.people(&others),
                    // A game with defaults (G22, Y44) may also go on
                    // without the late seats leaving.
                    // Or Keystone plays the late seats until their players
                    // take them back.
                    prompts: if default {
                        vec![
                            Prompt::new(PromptKind::Continue, stamp),
                            Prompt::new(PromptKind::Claim, stamp),
                            Prompt::new(PromptKind::StandIn, stamp),
                        ]
                    } else {
                        vec![
                            Prompt::new(PromptKind::Claim, stamp),
                            Prompt::new(PromptKind::StandIn, stamp),
                        ]
                    },
                    ..Reply::default()
                };
                (lang, reply)
            }
            Nudge::QuestionExpired { asked, by, waited } => {
                let lang = self.lang_of(record, &[by]);
                let reply = Reply {
                    text: Teller {
                        lang,
                        ..self.teller(loaded)
                    }
                    .question_expired(asked, waited, by),
                    ping: loaded.people(&[by]),
                    prompts: vec![Prompt::new(PromptKind::Continue, stamp)],
                    ..Reply::default()
                };
                (lang, reply)
            }
            Nudge::Reminder {
                listening,
                count,
                waited,
                invited,
            } => self.told_reminder(loaded, &listening, count, waited, invited),
            // Said to the whole table, in the first player's language:
            // nobody is pinged for it.
            Nudge::Away { seat, until } => self.said_to_table(loaded, |t| t.away(seat, until)),
            Nudge::Back { seat } => self.said_to_table(loaded, |t| t.back(seat)),
        }
    }

    /// What `say` says to the whole table, in its first player's language.
    fn said_to_table(
        &self,
        loaded: &Loaded,
        say: impl FnOnce(&Teller<'_>) -> String,
    ) -> (Lang, Reply) {
        let lang = self.lang_of(loaded.sitting(), &loaded.table.playing());
        let teller = Teller {
            lang,
            ..self.teller(loaded)
        };
        (lang, Reply::text(say(&teller)))
    }

    /// A reminder in words: what the reminded must do, and the buttons to
    /// do it.
    fn told_reminder(
        &self,
        loaded: &Loaded,
        listening: &[Seat],
        count: u32,
        waited: i64,
        invited: bool,
    ) -> (Lang, Reply) {
        let record = loaded.sitting();
        let lang = self.lang_of(record, listening);
        let what = (!invited).then(|| loaded.game().prompt(&loaded.names(), lang));
        let mut prompts = if invited {
            invitation_prompts(record)
        } else {
            play_prompt(loaded)
                .into_iter()
                .chain(question_prompts(loaded))
                .collect()
        };
        prompts.push(Prompt::new(PromptKind::Mute, Service::stamp_of(record)));
        let reply = Reply {
            text: Teller {
                lang,
                ..self.teller(loaded)
            }
            .reminder((count, self.timing.max_reminders), waited, what.as_deref()),
            ping: loaded.people(listening),
            prompts,
            ..Reply::default()
        };
        (lang, reply)
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
        Ok(Reply::private(notices::muted(self.lang, muted)))
    }
}
