//! The turn's notice by direct message, for players who asked for it
//! (`/settings dm`): who gets one, in their words, and Discord's refusal
//! of one said once, plainly, in the game's channel.

use keystone_data::ChannelId;

use super::*;
use crate::t;

/// A turn's notice owed to one player by direct message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Direct {
    /// The player.
    pub user: u64,
    /// Their language.
    pub lang: Lang,
    /// What it says: whose turn, in which game and where.
    pub text: String,
    /// The game's channel, and its server (none for a DM or group DM).
    pub channel: (ChannelId, Option<u64>),
}

impl Service {
    /// The direct messages `reply`, a turn just told in `channel`, owes:
    /// one to each player it mentions who asked for them (those it does
    /// not mention, away or in their quiet hours, get none either).
    pub fn directs(&self, channel: ChannelId, reply: &Reply) -> Result<Vec<Direct>> {
        if reply.stamp.is_none() {
            return Ok(Vec::new());
        }
        // Those who asked, read first: most turns owe nobody a message,
        // and the game is then not read.
        let mut asked = Vec::new();
        for &user in &reply.ping {
            if self.store.profile(user)?.is_some_and(|p| p.direct) {
                asked.push(user);
            }
        }
        if asked.is_empty() {
            return Ok(Vec::new());
        }
        let Some(record) = self.store.get(channel)? else {
            return Ok(Vec::new());
        };
        let Some(kind) = games::kind(&record.kind) else {
            return Ok(Vec::new());
        };
        let place = (self.transport.channel)(channel, record.guild);
        let mut directs = Vec::new();
        for user in asked {
            let lang = (record.seats.iter())
                .find(|s| s.user == user)
                .and_then(|s| s.lang.as_deref())
                .and_then(Lang::from_tag)
                .unwrap_or(self.lang);
            directs.push(Direct {
                user,
                lang,
                text: t!(
                    lang,
                    "direct-turn",
                    game = kind.title,
                    place = place.as_str()
                ),
                channel: (channel, record.guild),
            });
        }
        Ok(directs)
    }

    /// Turns the direct notices of `user`'s turns on or off.
    pub fn set_direct(&self, user: u64, on: bool) -> Result<Reply> {
        let mut profile = self.profile_of(user)?;
        profile.direct = on;
        profile.direct_refused = false;
        self.store.set_profile(&profile)?;
        Ok(Reply::private(if on {
            t!(self.lang, "direct-on")
        } else {
            t!(self.lang, "direct-off")
        }))
    }

    /// Discord refused a direct message to `user` (they take none from
    /// the bot): the words to say in the game's channel, the first time
    /// only; `None` after.
    pub fn direct_refused(&self, user: u64, lang: Lang) -> Result<Option<Reply>> {
        let mut profile = self.profile_of(user)?;
        if profile.direct_refused {
            return Ok(None);
        }
        profile.direct_refused = true;
        self.store.set_profile(&profile)?;
        let mut reply = Reply::text(t!(lang, "direct-refused", user = format!("<@{user}>")));
        reply.ping = vec![user];
        Ok(Some(reply))
    }

    /// A direct message reached `user`: a refusal said before is said
    /// again if Discord refuses once more.
    pub fn direct_delivered(&self, user: u64) -> Result<()> {
        let mut profile = self.profile_of(user)?;
        if profile.direct_refused {
            profile.direct_refused = false;
            self.store.set_profile(&profile)?;
        }
        Ok(())
    }
}
