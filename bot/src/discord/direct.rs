//! The turn's notice by direct message, for players who asked for it:
//! sent after the turn is told in its channel, with an Open board button
//! (the web board's personal link where the bot serves one and the board
//! does not open inside Discord; else a link to the game's channel, whose
//! messages open it). Discord's refusal (50007: the player takes no direct
//! messages from the bot) is said once in the game's channel.

use poise::serenity_prelude as serenity;
use serde_json::json;

use super::courier::To;
use super::message::Message;
use super::{Data, call, log_error, post_once};
use crate::i18n::Lang;
use crate::service::{Direct, Reply};
use crate::t;
use keystone_data::ChannelId;

/// Discord's code for a direct message the user does not take.
const CANNOT_MESSAGE_USER: u64 = 50007;

/// Sends the direct notices `reply`, a turn just told in `channel`, owes.
pub(super) async fn nudge(data: &Data, http: &serenity::Http, channel: ChannelId, reply: &Reply) {
    if reply.ping.is_empty() || reply.stamp.is_none() || reply.private || reply.answers_only {
        return;
    }
    let turn = Reply {
        ping: reply.ping.clone(),
        stamp: reply.stamp,
        ..Reply::default()
    };
    let directs = call(data, data.lang, move |s| s.directs(channel, &turn), async {
    })
    .await;
    match directs {
        Ok(directs) => {
            for direct in directs {
                send(data, http, direct).await;
            }
        }
        Err(error) => log_error(&error, "direct notices", channel.0),
    }
}

/// Sends one direct notice; a refusal is said in the game's channel once.
async fn send(data: &Data, http: &serenity::Http, direct: Direct) {
    let (user, lang, (channel, guild)) = (direct.user, direct.lang, direct.channel);
    let url = board_url(data, user, channel, guild, lang);
    let message = Message {
        json: json!({
            "content": direct.text,
            "allowed_mentions": {"parse": []},
            "components": [{"type": 1, "components": [{
                "type": 2,
                "style": 5,
                "label": t!(lang, "button-open-board"),
                "url": url,
            }]}],
        }),
        files: Vec::new(),
    };
    let sent = match data.courier(http) {
        Ok(courier) => match courier.open_dm(user).await {
            Ok(dm) => courier.send(To::Channel(dm), &message).await,
            Err(failed) => Err(failed),
        },
        Err(failed) => Err(failed),
    };
    let outcome = match sent {
        Ok(()) => call(data, lang, move |s| s.direct_delivered(user), async {})
            .await
            .map(|()| None),
        Err(failed) if failed.code() == Some(CANNOT_MESSAGE_USER) => {
            tracing::info!(
                user,
                "Discord refused a direct message: said once in the game"
            );
            call(data, lang, move |s| s.direct_refused(user, lang), async {}).await
        }
        Err(failed) => {
            super::discord_failed("direct"); // not shown: a metric label
            tracing::warn!(user, error = %failed, "a direct notice could not be sent");
            Ok(None)
        }
    };
    match outcome {
        Ok(Some(said)) => {
            if let Err(error) = post_once(data, http, channel, &Message::of(&said, lang)).await {
                tracing::warn!(channel = channel.0, %error, "could not say a direct message was refused");
            }
        }
        Ok(None) => {}
        Err(error) => log_error(&error, "direct notice", channel.0),
    }
}

/// Where the Open board button leads `user`: their own web board, where
/// the bot serves one and the board does not open inside Discord; else
/// the game's channel, whose messages open it.
fn board_url(data: &Data, user: u64, channel: ChannelId, guild: Option<u64>, lang: Lang) -> String {
    if let Some(board) = data
        .board_links
        .as_ref()
        .filter(|_| !data.service.opens_inside_discord())
    {
        return board.link(channel, user, lang);
    }
    crate::tell::channel_link(channel, guild)
}
