//! Where Keystone may only answer: a group DM or a DM between players, or
//! a server that did not add it, where a player uses it as an app they
//! installed to their account. There it cannot post a message of its own:
//! every word is an answer to a player's command or click (the
//! interaction's response and at most 5 follow-ups, within the 15 minutes
//! its token lasts). So Keystone's moves, and the answers players gave
//! ahead, are played and told right after a player acts, as follow-ups of
//! that player's interaction; what does not fit waits for the next one.

use std::sync::Arc;

use keystone_data::ChannelId;
use poise::serenity_prelude as serenity;
use serenity::Builder as _;

use super::{Data, call, followup, log_error};
use crate::i18n::Lang;
use crate::service::Reply;

/// The follow-ups Discord allows an app installed to a user, per
/// interaction (…/interactions/receiving-and-responding#create-followup-message).
const FOLLOW_UPS: u8 = 5;

/// An interaction Keystone may answer only through: its token, and how
/// many follow-ups are left once its own answer is given.
#[derive(Clone, Debug)]
pub(super) struct Asked {
    /// The interaction's token.
    pub(super) token: String,
    /// Follow-ups left.
    pub(super) left: u8,
}

impl Asked {
    /// The interaction `token` came with, if it comes from where Keystone
    /// may only answer (see [`answers_only`]); its answer may have taken a
    /// follow-up already.
    pub(super) fn of(
        token: &str,
        owners: &serenity::AuthorizingIntegrationOwners,
        context: Option<serenity::InteractionContext>,
    ) -> Option<Asked> {
        answers_only(owners, context).then(|| Asked {
            token: token.to_owned(),
            left: FOLLOW_UPS - 1,
        })
    }
}

/// Whether an interaction comes from where Keystone may not post: nothing
/// installed it to the server it comes from (only the player's own
/// install authorises it), or it comes from a DM or group DM between
/// players. In a server that added it, and in its own DMs, it may post.
pub(super) fn answers_only(
    owners: &serenity::AuthorizingIntegrationOwners,
    context: Option<serenity::InteractionContext>,
) -> bool {
    let installed_here = owners.0.iter().any(|owner| {
        matches!(
            owner,
            serenity::AuthorizingIntegrationOwner::GuildInstall(_)
        )
    });
    !installed_here || context == Some(serenity::InteractionContext::PrivateChannel)
}

/// After a player's interaction: what Keystone owes the channel (an
/// answer given ahead whose time came, its own moves) played and told
/// where it may: in the channel, or (`asked`) as follow-ups of that
/// interaction.
pub(super) fn keystone_next(
    data: &Data,
    http: Arc<serenity::Http>,
    channel: ChannelId,
    lang: Lang,
    asked: Option<Asked>,
) {
    match asked {
        None => super::computer_turns(data, http, channel, lang),
        Some(asked) => follow_ups(data, http, channel, lang, asked),
    }
}

/// Plays what Keystone owes `channel` and tells each as a follow-up of
/// `asked`, while follow-ups are left.
fn follow_ups(
    data: &Data,
    http: Arc<serenity::Http>,
    channel: ChannelId,
    lang: Lang,
    asked: Asked,
) {
    let data = data.clone();
    tokio::spawn(async move {
        let mut left = asked.left;
        while left > 0 {
            let owed = call(
                &data,
                lang,
                move |s| match s.answer_due(channel)? {
                    Some(reply) => Ok(Some(reply)),
                    None => s.computer_move(channel),
                },
                async {},
            )
            .await;
            let reply: Reply = match owed {
                Ok(Some(reply)) => reply,
                Ok(None) | Err(crate::service::ServiceError::Refused(_)) => return,
                Err(error) => {
                    log_error(&error, "Keystone's move, answered", channel.0);
                    return;
                }
            };
            let sent = followup(&reply, lang)
                .execute(&*http, (None, asked.token.as_str()))
                .await;
            if let Err(e) = sent {
                super::discord_failed("followup");
                tracing::warn!(error = %e, channel = channel.0, "a move could not follow the answer: the next player to act sees it");
                return;
            }
            left -= 1;
            if let Some(stamp) = reply.stamp {
                let noted = call(&data, lang, move |s| s.announced(channel, stamp), async {}).await;
                if let Err(error) = noted {
                    log_error(&error, "move announced", channel.0);
                }
            }
        }
    });
}
