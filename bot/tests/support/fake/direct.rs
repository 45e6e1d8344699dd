//! Direct messages from the bot, as Discord documents them: a DM channel
//! is opened with `POST /users/@me/channels` (`{"recipient_id"}`, the
//! channel object answered, the same one each time,
//! …/resources/user#create-dm), and a message to a user who takes none
//! from the bot (their privacy settings, or they blocked it) is refused 403
//! with error 50007, "Cannot send messages to this user"
//! (…/topics/opcodes-and-status-codes#json).

use std::collections::{BTreeMap, BTreeSet};

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use super::{Fake, State};

/// The bot's DM channels, and who takes no direct messages.
#[derive(Default)]
pub(super) struct Directs {
    /// The DM channel of each user it was opened with.
    channels: BTreeMap<u64, u64>,
    /// Users who take no direct messages from the bot.
    refused: BTreeSet<u64>,
}

/// A DM channel's id: its own range, apart from every server channel.
fn channel_of(user: u64) -> u64 {
    7_000_000_000_000_000 + user % 1_000_000_000_000_000
}

/// `POST users/@me/channels`: the DM channel with the recipient, or
/// Discord's refusal of a body without one.
pub(super) fn open(state: &State, body: Option<&Value>) -> Result<Value, (StatusCode, Value)> {
    let recipient = body
        .and_then(|b| b["recipient_id"].as_str())
        .and_then(|id| id.parse::<u64>().ok());
    let Some(user) = recipient else {
        return Err((
            StatusCode::BAD_REQUEST,
            json!({"code": 50035, "message": "Invalid Form Body", "errors": {"recipient_id": {"_errors": [{"code": "BASE_TYPE_REQUIRED", "message": "This field is required"}]}}}),
        ));
    };
    let channel = channel_of(user);
    state.directs.lock().unwrap().channels.insert(user, channel);
    Ok(json!({
        "id": channel.to_string(),
        "type": 1,
        "last_message_id": null,
        "recipients": [{"id": user.to_string(), "username": format!("user{user}"), "discriminator": "0", "global_name": null, "avatar": null}],
    }))
}

/// A message to a DM channel never opened (Discord's 10003, Unknown
/// Channel), or to a user who takes none (50007).
pub(super) fn refusal(state: &State, method: &Method, path: &str) -> Option<(StatusCode, Value)> {
    let parts: Vec<&str> = path.split('/').collect();
    let ["channels", channel, "messages"] = parts.as_slice() else {
        return None;
    };
    if *method != Method::POST {
        return None;
    }
    let channel: u64 = channel.parse().ok()?;
    let directs = state.directs.lock().unwrap();
    if !(7_000_000_000_000_000..8_000_000_000_000_000).contains(&channel) {
        return None;
    }
    let Some((&user, _)) = directs.channels.iter().find(|(_, c)| **c == channel) else {
        return Some((
            StatusCode::NOT_FOUND,
            json!({"message": "Unknown Channel", "code": 10003}),
        ));
    };
    directs.refused.contains(&user).then(|| {
        (
            StatusCode::FORBIDDEN,
            json!({"message": "Cannot send messages to this user", "code": 50007}),
        )
    })
}

impl Fake {
    /// The bot's DM channel with `user`, once opened.
    pub fn direct_channel(&self, user: u64) -> u64 {
        channel_of(user)
    }

    /// From now on `user` takes no direct messages from the bot.
    pub fn refuse_direct_messages(&self, user: u64) {
        self.state.directs.lock().unwrap().refused.insert(user);
    }

    /// The messages the bot sent `user` directly, in order.
    pub fn direct_messages(&self, user: u64) -> Vec<Value> {
        let path = format!("channels/{}/messages", channel_of(user));
        self.calls()
            .into_iter()
            .filter(|c| c.method == "POST" && c.path == path)
            .filter_map(|c| c.json)
            .collect()
    }
}
