//! A reply as the message Discord shows: the JSON its API takes, and the
//! files it uploads. A reply with pictures (a turn, the board, a tent) is
//! laid out with Components V2: one container holding what happened, each
//! picture in a media gallery of its own (one item fills the width, which a
//! phone needs), whose turn it is, and the buttons. Other replies (a
//! refusal, a list) are plain text with their buttons below.
//! <https://discord.com/developers/docs/components/reference>.

use poise::serenity_prelude as serenity;
use serde_json::{Value, json};

use crate::i18n::Lang;
use crate::service::Reply;

use super::prompts;

/// Discord's message length limit (a message's content; what a V2
/// message's text displays hold is kept to it too).
const MESSAGE_LIMIT: usize = 2000;

/// The message flag of a reply only its asker sees.
const EPHEMERAL: u64 = 1 << 6;
/// The message flag of a message laid out with Components V2: it has no
/// `content`, and its files show only where a component shows them.
pub const COMPONENTS_V2: u64 = 1 << 15;

/// A message ready to send, its files those of the reply it tells.
#[derive(Clone, Debug)]
pub struct Message<'a> {
    /// Its JSON (`payload_json` when it uploads files).
    pub json: Value,
    /// The files it uploads, `files[n]` in this order.
    pub files: Vec<File<'a>>,
}

/// A file a message uploads.
#[derive(Clone, Debug)]
pub struct File<'a> {
    /// Its name, as `attachment://` refers to it.
    pub name: String,
    /// Its content.
    pub bytes: &'a [u8],
}

impl<'a> Message<'a> {
    /// `reply` as a message, its menu and buttons in `lang`.
    pub fn of(reply: &'a Reply, lang: Lang) -> Message<'a> {
        Message::with_rows(reply, &prompts::rows(reply, lang))
    }

    /// `reply` as a message with `rows` (its menu and buttons, and any
    /// other menu above them).
    pub fn with_rows(reply: &'a Reply, rows: &[serenity::CreateActionRow]) -> Message<'a> {
        let rows: Vec<Value> = rows.iter().map(row).collect();
        let mut files = Vec::new();
        let mut attachments = Vec::new();
        let mut attach = |name: &str, bytes: &'a [u8], description: Option<&String>| {
            let mut entry = json!({"id": files.len(), "filename": name});
            if let Some(words) = description {
                entry["description"] = json!(words);
            }
            attachments.push(entry);
            files.push(File {
                name: name.to_owned(),
                bytes,
            });
        };
        let pictures = [
            (&reply.picture, &reply.picture_described, "board.png"),
            (&reply.sheets, &reply.sheets_described, "sheets.png"),
        ];
        let mut galleries = Vec::new();
        for (png, described, name) in pictures {
            if let Some(png) = png {
                attach(name, png, described.as_ref());
                let mut item = json!({"media": {"url": format!("attachment://{name}")}});
                if let Some(words) = described {
                    item["description"] = json!(words);
                }
                galleries.push(json!({"type": 12, "items": [item]}));
            }
        }
        // A picture is shown as one, in words too; another file by its name.
        let file = reply.attachment.as_ref().map(|file| {
            attach(&file.name, &file.bytes, Some(&file.description));
            let url = format!("attachment://{}", file.name);
            if [".png", ".gif"].iter().any(|end| file.name.ends_with(end)) {
                let item = json!({"media": {"url": url}, "description": file.description});
                json!({"type": 12, "items": [item]})
            } else {
                json!({"type": 13, "file": {"url": url}})
            }
        });
        let mut json = json!({"allowed_mentions": mentions(reply)});
        if galleries.is_empty() {
            json["content"] = json!(content(reply));
            json["components"] = json!(rows);
        } else {
            let (happened, asks) = words(reply);
            let mut inside = Vec::new();
            if !happened.is_empty() {
                inside.push(json!({"type": 10, "content": happened}));
            }
            inside.extend(galleries);
            inside.extend(file);
            if !asks.is_empty() {
                inside.push(json!({"type": 10, "content": asks}));
            }
            if !rows.is_empty() {
                inside.push(json!({"type": 14, "divider": false, "spacing": 1}));
                inside.extend(rows);
            }
            json["flags"] = json!(COMPONENTS_V2);
            json["components"] = json!([{"type": 17, "components": inside}]);
        }
        if !attachments.is_empty() {
            json["attachments"] = json!(attachments);
        }
        Message { json, files }
    }

    /// The message shown to its asker alone if `private` (an interaction's
    /// answer or follow-up; a channel message cannot be).
    pub fn private(mut self, private: bool) -> Message<'a> {
        if private {
            let flags = self.json["flags"].as_u64().unwrap_or(0);
            self.json["flags"] = json!(flags | EPHEMERAL);
        }
        self
    }
}

/// An action row as JSON (serenity's builder serializes as Discord takes it).
fn row(row: &serenity::CreateActionRow) -> Value {
    serde_json::to_value(row).unwrap_or_else(|e| {
        tracing::error!(error = %e, "an action row that does not serialize");
        Value::Null
    })
}

/// Whom a reply may mention: the players it pings, nobody else.
fn mentions(reply: &Reply) -> Value {
    let users: Vec<String> = reply.ping.iter().map(u64::to_string).collect();
    json!({"parse": [], "users": users})
}

/// The mentions that open a reply.
fn pings(reply: &Reply) -> String {
    reply
        .ping
        .iter()
        .map(|user| format!("<@{user}> "))
        .collect()
}

/// The text of a plain reply: mentions, message, details, within
/// Discord's limit.
pub fn content(reply: &Reply) -> String {
    let mut text = pings(reply);
    text.push_str(&reply.text);
    for line in &reply.details {
        text.push('\n');
        text.push_str(line);
    }
    within(text, MESSAGE_LIMIT)
}

/// The two texts of a reply with pictures: what happened (with its
/// details), above them; whose turn it is, with the mentions, below. Both
/// within Discord's limit, whose turn kept whole first.
fn words(reply: &Reply) -> (String, String) {
    let at = reply
        .asks_len
        .and_then(|len| reply.text.len().checked_sub(len))
        .filter(|&at| reply.text.is_char_boundary(at));
    let (happened, asks) = match at {
        Some(at) => reply.text.split_at(at),
        None => (reply.text.as_str(), ""),
    };
    let mut above = happened.trim_end().to_owned();
    for line in &reply.details {
        if !above.is_empty() {
            above.push('\n');
        }
        above.push_str(line);
    }
    let below = asks.trim();
    let (above, below) = if below.is_empty() {
        (format!("{}{above}", pings(reply)), String::new())
    } else {
        (above, format!("{}{below}", pings(reply)))
    };
    let below = within(below, MESSAGE_LIMIT);
    let room = MESSAGE_LIMIT - below.chars().count();
    (within(above, room), below)
}

/// `text` cut to `limit` characters, an ellipsis saying so.
fn within(text: String, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text;
    }
    let kept: String = text.chars().take(limit.saturating_sub(1)).collect();
    kept + "…"
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::reply::Attachment;

    fn turn() -> Reply {
        Reply {
            text: "Alice laid a tile.\nBob to play.".to_owned(),
            asks_len: Some("Bob to play.".len()),
            details: vec!["+2 for Alice".into()],
            picture: Some(vec![1, 2, 3]),
            picture_described: Some("The cathedral.".into()),
            sheets: Some(vec![4]),
            sheets_described: Some("The sheets.".into()),
            ping: vec![42],
            ..Reply::default()
        }
    }

    #[test]
    fn a_turn_is_a_container_of_what_happened_the_pictures_and_whose_turn() {
        let turn = turn();
        let message = Message::of(&turn, Lang::En);
        let json = &message.json;
        assert_eq!(json["flags"], COMPONENTS_V2);
        assert!(json.get("content").is_none());
        let inside = json["components"][0]["components"].as_array().unwrap();
        assert_eq!(json["components"][0]["type"], 17);
        assert_eq!(inside[0]["content"], "Alice laid a tile.\n+2 for Alice");
        assert_eq!(
            inside[1]["items"][0]["media"]["url"],
            "attachment://board.png"
        );
        assert_eq!(inside[1]["items"][0]["description"], "The cathedral.");
        assert_eq!(
            inside[2]["items"][0]["media"]["url"],
            "attachment://sheets.png"
        );
        assert_eq!(inside[3]["content"], "<@42> Bob to play.");
        assert_eq!(json["allowed_mentions"]["users"][0], "42");
        let names: Vec<&str> = message.files.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["board.png", "sheets.png"]);
        assert_eq!(json["attachments"][1]["id"], 1);
        assert_eq!(json["attachments"][1]["description"], "The sheets.");
    }

    #[test]
    fn a_reply_without_pictures_is_plain_text() {
        let reply = Reply {
            ping: vec![7],
            attachment: Some(Attachment {
                name: "game.txt".into(),
                bytes: vec![1],
                description: "The record.".into(),
            }),
            ..Reply::text("Hello")
        };
        let message = Message::of(&reply, Lang::En).private(true);
        assert_eq!(message.json["content"], "<@7> Hello");
        assert_eq!(message.json["flags"], EPHEMERAL);
        assert_eq!(message.json["attachments"][0]["filename"], "game.txt");
    }

    #[test]
    fn a_long_turn_keeps_whose_turn_whole() {
        let mut reply = turn();
        reply.details = vec!["x".repeat(3000)];
        let (above, below) = words(&reply);
        assert_eq!(below, "<@42> Bob to play.");
        assert_eq!(above.chars().count() + below.chars().count(), MESSAGE_LIMIT);
        assert!(above.ends_with('…'));
    }
}
