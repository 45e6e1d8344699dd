//! Where Keystone may only answer: a group DM or a DM between players, or
//! a server that did not add it, where a player uses it as an app they
//! installed to their account. There it cannot post a message of its own:
//! every word is an answer to a player's command or click (the
//! interaction's response and at most 5 follow-ups, within the 15 minutes
//! its token lasts). So Keystone's moves, and the answers players gave
//! ahead, are played and told right after a player acts, as follow-ups of
//! that player's interaction, one interaction's at a time; what does not
//! fit waits for the next one, and the last follow-up says so.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use keystone_data::ChannelId;
use poise::serenity_prelude as serenity;

use super::courier::To;
use super::message::Message;
use super::{Data, call, log_error};
use crate::i18n::Lang;
use crate::service::{Reply, Service, ServiceError};

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
    /// follow-up already. Not one whose answers Discord shows its `member`
    /// alone (a server that did not add Keystone, where they may not use
    /// their own apps in public): what Keystone owes the table waits for
    /// another player's.
    pub(super) fn of(
        token: &str,
        owners: &serenity::AuthorizingIntegrationOwners,
        context: Option<serenity::InteractionContext>,
        member: Option<&serenity::Member>,
    ) -> Option<Asked> {
        (answers_only(owners, context) && shown_to_all(member)).then(|| Asked {
            token: token.to_owned(),
            left: FOLLOW_UPS - 1,
        })
    }
}

/// Whether Discord shows what the app answers `member` to everyone: not
/// where they may not use their own apps in public (Use External Apps off,
/// in a server that did not add it), where it shows it them alone.
pub(super) fn shown_to_all(member: Option<&serenity::Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_none_or(|p| p.use_external_apps())
}

/// Whether an interaction comes from where Keystone may not post: nothing
/// installed it to the server it comes from (only the player's own
/// install authorises it; its own DMs with a player too, where Discord
/// promises nothing more), or it comes from a DM or group DM between
/// players. In a server that added it, it may post.
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

/// How long an interaction's token lasts, less a minute's margin for what
/// is still to be sent (…/interactions/receiving-and-responding: 15
/// minutes).
const TOKEN_LASTS: Duration = Duration::from_secs(14 * 60);

/// Whose follow-ups tell what Keystone owes each channel: one
/// interaction's at a time. Two players acting close together would
/// otherwise both tell a move not yet noted as told, and the one refused a
/// move the other played first would stop while the other ran out of
/// follow-ups, leaving Keystone's next move untold and nobody able to act.
#[derive(Clone, Debug, Default)]
pub struct Answering(Arc<Mutex<HashMap<ChannelId, Arc<tokio::sync::Mutex<()>>>>>);

impl Answering {
    /// Waits until no other interaction's follow-ups are telling
    /// `channel`'s moves; they are this one's while the [`Turn`] lives.
    async fn turn(&self, channel: ChannelId) -> Turn {
        let lock = {
            let mut locks = self.0.lock().unwrap_or_else(|e| e.into_inner());
            // Channels nobody tells or waits on any longer.
            locks.retain(|_, lock| Arc::strong_count(lock) > 1);
            Arc::clone(locks.entry(channel).or_default())
        };
        Turn(lock.lock_owned().await)
    }
}

/// One interaction's turn to tell a channel's moves.
struct Turn(tokio::sync::OwnedMutexGuard<()>);

impl Turn {
    /// Whether another interaction's follow-ups wait to go on where these
    /// stop: the lock is held by the channel's entry and this turn alone
    /// otherwise.
    fn others_waiting(&self) -> bool {
        Arc::strong_count(tokio::sync::OwnedMutexGuard::mutex(&self.0)) > 2
    }
}

/// Plays what Keystone owes `channel` and tells each as a follow-up of
/// `asked`, while follow-ups are left: a move of its own it could not tell
/// before, an answer given ahead whose time came (waited for, if it comes
/// while the token lasts), its moves. The last one says so when Keystone
/// still has more to play.
fn follow_ups(
    data: &Data,
    http: Arc<serenity::Http>,
    channel: ChannelId,
    lang: Lang,
    asked: Asked,
) {
    let data = data.clone();
    let asked_at = Instant::now();
    tokio::spawn(async move {
        let turn = data.answering.turn(channel).await;
        let mut left = asked.left;
        while left > 0 {
            let owed = call(&data, lang, move |s| owed(s, channel), async {}).await;
            let mut reply: Reply = match owed {
                Ok(Some(reply)) => reply,
                Ok(None) => match waited(&data, channel, lang, asked_at).await {
                    true => continue,
                    false => return,
                },
                // The game moved meanwhile (a player's move, a
                // resignation): the interaction that moved it tells what
                // Keystone owes next.
                Err(ServiceError::Refused(why)) => {
                    tracing::debug!(
                        channel = channel.0,
                        ?why,
                        "Keystone's move refused: these follow-ups stop"
                    ); // not shown
                    return;
                }
                Err(error) => {
                    log_error(&error, "Keystone's move, answered", channel.0);
                    return;
                }
            };
            left -= 1;
            if left == 0 && reply.computer_next && !turn.others_waiting() {
                // Last, with whose turn it is: what lets Keystone go on
                // (unless another interaction's follow-ups will).
                let more = crate::tell::lobby::answers_more(lang);
                reply.text = format!("{}\n{more}", reply.text);
                reply.asks_len = reply.asks_len.map(|asks| asks + 1 + more.len());
            }
            let message = Message::of(&reply, lang).private(reply.private);
            let sent = match data.courier(&http) {
                Ok(courier) => courier.send(To::FollowUp(&asked.token), &message).await,
                Err(e) => Err(e),
            };
            if let Err(e) = sent {
                super::discord_failed("followup");
                tracing::warn!(error = %e, channel = channel.0, "a move could not follow the answer: the next player to act sees it");
                return;
            }
            if let Some(stamp) = reply.stamp {
                let noted = call(&data, lang, move |s| s.announced(channel, stamp), async {}).await;
                if let Err(error) = noted {
                    log_error(&error, "move announced", channel.0);
                }
            }
        }
    });
}

/// What Keystone owes `channel` now, played: a move it never told, an
/// answer given ahead whose time came, or its own move.
/// Nothing where no game is (a command in a conversation with none).
fn owed(service: &Service, channel: ChannelId) -> Result<Option<Reply>, ServiceError> {
    let owed = (|| {
        if let Some(untold) = service.announce_computer(channel)? {
            return Ok(Some(untold));
        }
        match service.answer_due(channel)? {
            Some(reply) => Ok(Some(reply)),
            None => service.computer_move(channel),
        }
    })();
    match owed {
        Err(ServiceError::NoGame) => Ok(None),
        other => other,
    }
}

/// Waits for the answer a player gave ahead in `channel`, if it falls due
/// while the token asked at `asked_at` lasts (G22's pause before it is
/// played); whether there is one to play now.
async fn waited(data: &Data, channel: ChannelId, lang: Lang, asked_at: Instant) -> bool {
    let wait = call(data, lang, move |s| s.answer_wait(channel), async {}).await;
    match wait {
        Ok(Some(wait)) if asked_at.elapsed() + wait < TOKEN_LASTS => {
            tokio::time::sleep(wait + Duration::from_millis(50)).await;
            true
        }
        Ok(_) => false,
        Err(error) => {
            log_error(&error, "an answer given ahead, waited for", channel.0);
            false
        }
    }
}
