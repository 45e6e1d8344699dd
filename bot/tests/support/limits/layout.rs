//! Messages laid out with Components V2 (the flag `IS_COMPONENTS_V2`,
//! `1 << 15`), as Discord documents them
//! (<https://discord.com/developers/docs/components/reference>, the
//! message and webhook resources, the change log of April 2025):
//! - the flag forbids `content`, `embeds`, `poll` and `sticker_ids`;
//! - a message holds at most 40 components, nested ones counted (the
//!   change log of April 29, 2025), and its text displays 4,000
//!   characters in all (Discord's API answers so; its reference does not
//!   say it: Keystone keeps to 2,000 anyway);
//! - top-level components are action rows, sections, text displays, media
//!   galleries, files, separators and containers; a container holds the
//!   same but containers; a section 1 to 3 text displays and a button or
//!   thumbnail beside them; a media gallery 1 to 10 items; a media item's
//!   description at most 1,024 characters;
//! - a file component shows only an `attachment://` file, and every
//!   `attachment://` names a file the message has (files are uploaded as
//!   `files[n]` with the flag, as the components reference shows; the
//!   webhook page's note that `files[n]` fails with the flag contradicts
//!   it, and is not followed);
//! - without the flag, a message's top-level components are action rows;
//! - a deferred message (callback 5) may set no flag but `EPHEMERAL`: a V2
//!   message is made by editing the original response;
//! - once a message has the flag, no edit removes it: an edit that gives it
//!   `content` or `embeds` is refused.
//!
//! Here too are what the tests read of any message: its text and its
//! interactive components, wherever they are.

use serde_json::Value;

use super::{Problems, at};

/// The flag.
pub const COMPONENTS_V2: u64 = 1 << 15;
/// Components in a V2 message, nested ones counted.
const TOTAL: usize = 40;
/// Characters in a V2 message's text displays, all told.
const TEXT: usize = 4000;
/// Items of a media gallery.
const GALLERY: usize = 10;
/// A media item's description (alt text).
const DESCRIPTION: usize = 1024;

/// Whether a message payload sets the flag.
pub fn is_v2(body: &Value) -> bool {
    body["flags"]
        .as_u64()
        .is_some_and(|f| f & COMPONENTS_V2 != 0)
}

/// Checks a message payload at `path` for what the flag allows and
/// requires: `files`, the names of the files the message has (uploaded,
/// or listed in its `attachments`).
pub fn layout(problems: &mut Problems, path: &[String], body: &Value, files: &[String]) {
    let top = body["components"].as_array();
    if !is_v2(body) {
        for (i, component) in top.into_iter().flatten().enumerate() {
            if component["type"].as_u64() != Some(1) {
                problems.add(
                    &at(&at(&at(path, &"components"), &i), &"type"),
                    "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                    "Only action rows may be top-level components without the IS_COMPONENTS_V2 flag",
                );
            }
        }
        return;
    }
    for key in ["content", "embeds", "poll", "sticker_ids"] {
        let said = &body[key];
        let empty = said.is_null()
            || said.as_str().is_some_and(str::is_empty)
            || said.as_array().is_some_and(Vec::is_empty);
        if !empty {
            problems.add(
                &at(path, &key),
                "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                "The 'content', 'embeds', 'sticker_ids' and 'poll' fields cannot be used when using MessageFlags.IS_COMPONENTS_V2",
            );
        }
    }
    let mut tally = Tally::default();
    for (i, component) in top.into_iter().flatten().enumerate() {
        let here = at(&at(path, &"components"), &i);
        let allowed = [1, 9, 10, 12, 13, 14, 17];
        tally.component(problems, &here, component, &allowed, files);
    }
    if tally.count > TOTAL {
        problems.add(
            &at(path, &"components"),
            "BASE_TYPE_MAX_LENGTH",
            &format!("Must be {TOTAL} or fewer in length (every component counted)."),
        );
    }
    if tally.text > TEXT {
        problems.add(
            &at(path, &"components"),
            "BASE_TYPE_MAX_LENGTH",
            &format!("The text displays hold more than {TEXT} characters in all."),
        );
    }
}

/// What a message's components add up to.
#[derive(Default)]
struct Tally {
    count: usize,
    text: usize,
}

impl Tally {
    fn component(
        &mut self,
        problems: &mut Problems,
        path: &[String],
        component: &Value,
        allowed: &[u64],
        files: &[String],
    ) {
        self.count += 1;
        let kind = component["type"].as_u64().unwrap_or(0);
        if !allowed.contains(&kind) {
            problems.add(
                &at(path, &"type"),
                "UNION_TYPE_CHOICES",
                &format!("Value must be one of {allowed:?}."),
            );
            return;
        }
        let children = component["components"].as_array();
        match kind {
            // An action row: its buttons and menus count too.
            1 => self.count += children.map_or(0, Vec::len),
            9 => {
                let texts = children.map_or(0, Vec::len);
                if !(1..=3).contains(&texts) {
                    problems.add(
                        &at(path, &"components"),
                        "BASE_TYPE_BAD_LENGTH",
                        "Must be between 1 and 3 in length.",
                    );
                }
                for (i, child) in children.into_iter().flatten().enumerate() {
                    let here = at(&at(path, &"components"), &i);
                    self.component(problems, &here, child, &[10], files);
                }
                let accessory = &component["accessory"];
                self.component(
                    problems,
                    &at(path, &"accessory"),
                    accessory,
                    &[2, 11],
                    files,
                );
            }
            10 => match component["content"].as_str() {
                Some(text) if !text.is_empty() => self.text += text.chars().count(),
                _ => problems.add(
                    &at(path, &"content"),
                    "BASE_TYPE_REQUIRED",
                    "This field is required",
                ),
            },
            11 => media(problems, path, component, files),
            12 => {
                let items = component["items"].as_array();
                if !items.is_some_and(|items| (1..=GALLERY).contains(&items.len())) {
                    problems.add(
                        &at(path, &"items"),
                        "BASE_TYPE_BAD_LENGTH",
                        &format!("Must be between 1 and {GALLERY} in length."),
                    );
                }
                for (i, item) in items.into_iter().flatten().enumerate() {
                    media(problems, &at(&at(path, &"items"), &i), item, files);
                }
            }
            13 => {
                let url = component["file"]["url"].as_str().unwrap_or("");
                if !url.starts_with("attachment://") {
                    problems.add(
                        &at(&at(path, &"file"), &"url"),
                        "UNFURLED_MEDIA_ITEM_ATTACHMENT_ONLY",
                        "A file component only shows an attachment (attachment://)",
                    );
                }
                reference(problems, &at(path, &"file"), url, files);
            }
            14 => {
                let spacing = &component["spacing"];
                if !spacing.is_null() && !spacing.as_u64().is_some_and(|s| s == 1 || s == 2) {
                    problems.add(
                        &at(path, &"spacing"),
                        "BASE_TYPE_CHOICES",
                        "Value must be one of {1, 2}.",
                    );
                }
            }
            17 => {
                for (i, child) in children.into_iter().flatten().enumerate() {
                    let here = at(&at(path, &"components"), &i);
                    self.component(problems, &here, child, &[1, 9, 10, 12, 13, 14], files);
                }
            }
            _ => {}
        }
    }
}

/// A media item (a gallery's item, a thumbnail): a URL, alt text within
/// its limit.
fn media(problems: &mut Problems, path: &[String], item: &Value, files: &[String]) {
    let url = item["media"]["url"].as_str().unwrap_or("");
    if url.is_empty() {
        problems.add(
            &at(&at(path, &"media"), &"url"),
            "BASE_TYPE_REQUIRED",
            "This field is required",
        );
    }
    problems.too_long(
        &at(path, &"description"),
        item["description"].as_str(),
        DESCRIPTION,
    );
    reference(problems, &at(path, &"media"), url, files);
}

/// An `attachment://` reference names a file the message has.
fn reference(problems: &mut Problems, path: &[String], url: &str, files: &[String]) {
    if let Some(name) = url.strip_prefix("attachment://")
        && !files.iter().any(|f| f == name)
    {
        problems.add(
            &at(path, &"url"),
            "UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND",
            &format!("No attachment named {name}"),
        );
    }
}

/// Every action row of a message with its path: its top-level rows, and
/// in a V2 message those of its containers.
pub fn rows<'a>(path: &[String], body: &'a Value) -> Vec<(Vec<String>, &'a Value)> {
    let mut rows = Vec::new();
    for (i, component) in body["components"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
    {
        let here = at(&at(path, &"components"), &i);
        match component["type"].as_u64() {
            Some(17) => {
                for (j, child) in component["components"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .enumerate()
                {
                    if child["type"].as_u64() == Some(1) {
                        rows.push((at(&at(&here, &"components"), &j), child));
                    }
                }
            }
            Some(1) | None => rows.push((here, component)),
            _ => {}
        }
    }
    rows
}

/// The text a message shows: its content, or its text displays in order
/// (a V2 message), a line each.
pub fn text(message: &Value) -> String {
    if !is_v2(message) {
        return message["content"].as_str().unwrap_or("").to_owned();
    }
    fn walk(component: &Value, out: &mut Vec<String>) {
        if component["type"].as_u64() == Some(10)
            && let Some(text) = component["content"].as_str()
        {
            out.push(text.to_owned());
        }
        for child in component["components"].as_array().into_iter().flatten() {
            walk(child, out);
        }
    }
    let mut out = Vec::new();
    for component in message["components"].as_array().into_iter().flatten() {
        walk(component, &mut out);
    }
    out.join("\n")
}

/// The buttons and menus of a message, wherever its rows are.
pub fn interactive(message: &Value) -> Vec<&Value> {
    rows(&[], message)
        .into_iter()
        .flat_map(|(_, row)| row["components"].as_array().into_iter().flatten())
        .collect()
}

/// What a V2 message shows of its files: each media gallery item and file
/// component, as (URL, description); a file component has none.
pub fn gallery(message: &Value) -> Vec<(String, String)> {
    fn walk(component: &Value, out: &mut Vec<(String, String)>) {
        let text = |v: &Value| v.as_str().unwrap_or("").to_owned();
        for item in component["items"].as_array().into_iter().flatten() {
            out.push((text(&item["media"]["url"]), text(&item["description"])));
        }
        if component["type"].as_u64() == Some(13) {
            out.push((text(&component["file"]["url"]), String::new()));
        }
        for child in component["components"].as_array().into_iter().flatten() {
            walk(child, out);
        }
    }
    let mut out = Vec::new();
    for component in message["components"].as_array().into_iter().flatten() {
        walk(component, &mut out);
    }
    out
}
