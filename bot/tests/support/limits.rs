//! Discord's documented limits, as the strict fake enforces them: what a
//! message, a component, an autocomplete answer or an upload may hold, and
//! the error Discord answers with (HTTP 400, `{"code": 50035, "message":
//! "Invalid Form Body", "errors": …}`), so that a test cannot pass with a
//! payload Discord would refuse.
//! <https://discord.com/developers/docs/resources/message#create-message>,
//! `…/interactions/message-components`, `…/interactions/receiving-and-responding`.
//!
//! Here are messages, components, uploads and threads; what a command
//! registration may hold is in `limits/registration.rs`.

mod layout;
mod registration;

use serde_json::{Map, Value, json};

pub use layout::{COMPONENTS_V2, gallery, interactive, is_v2, layout, text};
pub use registration::{commands, contexts};

/// Message content.
pub const CONTENT: usize = 2000;
/// Embeds per message, and their limits.
pub const EMBEDS: usize = 10;
const EMBED_TITLE: usize = 256;
const EMBED_DESCRIPTION: usize = 4096;
const EMBED_FIELDS: usize = 25;
const FIELD_NAME: usize = 256;
const FIELD_VALUE: usize = 1024;
const FOOTER: usize = 2048;
const AUTHOR: usize = 256;
const EMBED_TOTAL: usize = 6000;
/// Action rows per message, buttons per row.
pub const ROWS: usize = 5;
const BUTTONS: usize = 5;
/// Options of a select menu, and choices of an autocomplete answer.
pub const OPTIONS: usize = 25;
/// A `custom_id`.
pub const CUSTOM_ID: usize = 100;
const LABEL: usize = 80;
const OPTION_TEXT: usize = 100;
const PLACEHOLDER: usize = 150;
/// The upload limit of the tests' server (the interactions' fixtures say
/// the same: `attachment_size_limit`).
pub const UPLOAD: usize = 10 * 1024 * 1024;
/// Message flags a bot may set: suppress embeds, ephemeral (interaction
/// answers only), suppress notifications, Components V2.
const FLAGS: u64 = 4 | 64 | 4096 | COMPONENTS_V2;
const EPHEMERAL: u64 = 64;

/// The problems found, as Discord's `errors` object: a path of keys (or
/// indices) down to `_errors`.
#[derive(Default)]
pub struct Problems(Map<String, Value>);

impl Problems {
    fn add(&mut self, path: &[String], code: &str, message: &str) {
        let mut at = &mut self.0;
        for key in path {
            at = at
                .entry(key.clone())
                .or_insert_with(|| json!({}))
                .as_object_mut()
                .expect("an object");
        }
        let errors = at.entry("_errors").or_insert_with(|| json!([]));
        if let Some(list) = errors.as_array_mut() {
            list.push(json!({"code": code, "message": message}));
        }
    }

    fn too_long(&mut self, path: &[String], text: Option<&str>, max: usize) {
        if let Some(text) = text
            && text.chars().count() > max
        {
            self.add(
                path,
                "BASE_TYPE_MAX_LENGTH",
                &format!("Must be {max} or fewer in length."),
            );
        }
    }

    fn too_many(&mut self, path: &[String], list: Option<&Vec<Value>>, max: usize) {
        if let Some(list) = list
            && list.len() > max
        {
            self.add(
                path,
                "BASE_TYPE_MAX_LENGTH",
                &format!("Must be {max} or fewer in length."),
            );
        }
    }

    /// Discord's answer: `None` when nothing is wrong.
    pub fn answer(self) -> Option<Value> {
        (!self.0.is_empty()).then(|| {
            json!({"code": 50035, "message": "Invalid Form Body", "errors": Value::Object(self.0)})
        })
    }
}

fn at(path: &[String], key: &dyn ToString) -> Vec<String> {
    let mut out = path.to_vec();
    out.push(key.to_string());
    out
}

/// Checks a message payload (a channel message, a webhook message or an
/// interaction answer's `data`) found at `path`; `ephemeral_allowed` for
/// interaction answers and follow-ups.
pub fn message(problems: &mut Problems, path: &[String], body: &Value, ephemeral_allowed: bool) {
    problems.too_long(&at(path, &"content"), body["content"].as_str(), CONTENT);
    if let Some(flags) = body["flags"].as_u64()
        && (flags & !FLAGS != 0 || (!ephemeral_allowed && flags & EPHEMERAL != 0))
    {
        problems.add(
            &at(path, &"flags"),
            "MESSAGE_FLAGS_INVALID",
            "Invalid flags",
        );
    }
    let embeds = body["embeds"].as_array();
    problems.too_many(&at(path, &"embeds"), embeds, EMBEDS);
    for (i, embed) in embeds.into_iter().flatten().enumerate() {
        let here = at(&at(path, &"embeds"), &i);
        problems.too_long(&at(&here, &"title"), embed["title"].as_str(), EMBED_TITLE);
        problems.too_long(
            &at(&here, &"description"),
            embed["description"].as_str(),
            EMBED_DESCRIPTION,
        );
        problems.too_long(
            &at(&at(&here, &"footer"), &"text"),
            embed["footer"]["text"].as_str(),
            FOOTER,
        );
        problems.too_long(
            &at(&at(&here, &"author"), &"name"),
            embed["author"]["name"].as_str(),
            AUTHOR,
        );
        let fields = embed["fields"].as_array();
        problems.too_many(&at(&here, &"fields"), fields, EMBED_FIELDS);
        let mut total = ["title", "description"]
            .iter()
            .filter_map(|k| embed[*k].as_str())
            .chain(embed["footer"]["text"].as_str())
            .chain(embed["author"]["name"].as_str())
            .map(|t| t.chars().count())
            .sum::<usize>();
        for (j, field) in fields.into_iter().flatten().enumerate() {
            let f = at(&at(&here, &"fields"), &j);
            problems.too_long(&at(&f, &"name"), field["name"].as_str(), FIELD_NAME);
            problems.too_long(&at(&f, &"value"), field["value"].as_str(), FIELD_VALUE);
            total += ["name", "value"]
                .iter()
                .filter_map(|k| field[*k].as_str())
                .map(|t| t.chars().count())
                .sum::<usize>();
        }
        if total > EMBED_TOTAL {
            problems.add(
                &here,
                "BASE_TYPE_MAX_LENGTH",
                &format!("Embed size exceeds maximum size of {EMBED_TOTAL}"),
            );
        }
    }
    // A V2 message counts its components all told (`layout`).
    if !is_v2(body) {
        problems.too_many(
            &at(path, &"components"),
            body["components"].as_array(),
            ROWS,
        );
    }
    let rows = layout::rows(path, body);
    // Every custom id of a message is its own, as is every value of a menu.
    let mut ids = std::collections::BTreeSet::new();
    for (_, row) in &rows {
        for component in row["components"].as_array().into_iter().flatten() {
            if let Some(id) = component["custom_id"].as_str()
                && !ids.insert(id.to_owned())
            {
                problems.add(
                    &at(path, &"components"),
                    "COMPONENT_CUSTOM_ID_DUPLICATED",
                    "Component custom id cannot be duplicated",
                );
            }
            let mut values = std::collections::BTreeSet::new();
            for option in component["options"].as_array().into_iter().flatten() {
                if !values.insert(option["value"].as_str().unwrap_or("").to_owned()) {
                    problems.add(
                        &at(path, &"components"),
                        "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                        "Select component option values cannot be duplicated",
                    );
                }
            }
        }
    }
    for (here, row) in rows {
        let children = row["components"].as_array();
        let selects = children
            .into_iter()
            .flatten()
            .filter(|c| c["type"].as_u64().is_some_and(|t| t != 2))
            .count();
        let count = children.map_or(0, Vec::len);
        if count == 0 || count > BUTTONS || (selects > 0 && count > 1) {
            problems.add(
                &at(&here, &"components"),
                "BASE_TYPE_BAD_LENGTH",
                "An action row holds 1 to 5 buttons, or one select menu",
            );
        }
        for (j, component) in children.into_iter().flatten().enumerate() {
            let c = at(&at(&here, &"components"), &j);
            problems.too_long(
                &at(&c, &"custom_id"),
                component["custom_id"].as_str(),
                CUSTOM_ID,
            );
            problems.too_long(&at(&c, &"label"), component["label"].as_str(), LABEL);
            problems.too_long(
                &at(&c, &"placeholder"),
                component["placeholder"].as_str(),
                PLACEHOLDER,
            );
            let options = component["options"].as_array();
            problems.too_many(&at(&c, &"options"), options, OPTIONS);
            for (k, option) in options.into_iter().flatten().enumerate() {
                let o = at(&at(&c, &"options"), &k);
                for key in ["label", "value", "description"] {
                    problems.too_long(&at(&o, &key), option[key].as_str(), OPTION_TEXT);
                }
            }
        }
    }
}

/// Checks an interaction callback (`POST interactions/{id}/{token}/callback`).
pub fn callback(problems: &mut Problems, body: &Value) {
    let data = &body["data"];
    match body["type"].as_u64() {
        // A message, or an update of the component's message.
        Some(4 | 7) => message(problems, &["data".to_owned()], data, true),
        // A deferred message: its visibility, nothing else
        // (…/receiving-and-responding#interaction-response-object-messages).
        Some(5) if data["flags"].as_u64().is_some_and(|f| f & !EPHEMERAL != 0) => {
            problems.add(
                &["data".to_owned(), "flags".to_owned()],
                "MESSAGE_FLAGS_INVALID",
                "A deferred message may set no flag but EPHEMERAL",
            );
        }
        // Autocomplete choices.
        Some(8) => {
            let path = ["data".to_owned(), "choices".to_owned()];
            let choices = data["choices"].as_array();
            problems.too_many(&path, choices, OPTIONS);
            for (i, choice) in choices.into_iter().flatten().enumerate() {
                let c = at(&path, &i);
                problems.too_long(&at(&c, &"name"), choice["name"].as_str(), OPTION_TEXT);
                problems.too_long(&at(&c, &"value"), choice["value"].as_str(), OPTION_TEXT);
            }
        }
        _ => {}
    }
}

/// Checks the files of one request against the upload limit.
pub fn upload(problems: &mut Problems, sizes: &[usize]) {
    if sizes.iter().sum::<usize>() > UPLOAD {
        problems.add(
            &["files".to_owned()],
            "BASE_TYPE_MAX_LENGTH",
            &format!("Request entity too large: more than {UPLOAD} bytes"),
        );
    }
}

/// A thread's name.
const THREAD_NAME: usize = 100;

/// Checks a thread started without a message (`POST channels/{id}/threads`).
pub fn thread(problems: &mut Problems, body: &Value) {
    let name = body["name"].as_str().map_or(0, |n| n.chars().count());
    if !(1..=THREAD_NAME).contains(&name) {
        problems.add(
            &["name".to_owned()],
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 100 in length.",
        );
    }
    // Announcement, public and private threads.
    if !body["type"].is_null() && !body["type"].as_u64().is_some_and(|t| matches!(t, 10..=12)) {
        problems.add(
            &["type".to_owned()],
            "BASE_TYPE_CHOICES",
            "Value must be one of {10, 11, 12}.",
        );
    }
    let archive = &body["auto_archive_duration"];
    if !archive.is_null()
        && !archive
            .as_u64()
            .is_some_and(|m| [60, 1440, 4320, 10080].contains(&m))
    {
        problems.add(
            &["auto_archive_duration".to_owned()],
            "BASE_TYPE_CHOICES",
            "Value must be one of {60, 1440, 4320, 10080}.",
        );
    }
}

/// Checks one component of an action row at `path`: a button has a style,
/// an id unless it links, a label; a select has an id and 1–25 options,
/// and no more to choose at least than at most.
fn component(problems: &mut Problems, path: &[String], component: &Value) {
    match component["type"].as_u64() {
        Some(2) => {
            let style = component["style"].as_u64();
            if !style.is_some_and(|s| (1..=6).contains(&s)) {
                problems.add(
                    &at(path, &"style"),
                    "BASE_TYPE_REQUIRED",
                    "This field is required",
                );
            }
            let link = style == Some(5);
            if link != component["custom_id"].is_null() {
                problems.add(
                    &at(path, &"custom_id"),
                    "BUTTON_COMPONENT_CUSTOM_ID_REQUIRED",
                    "A custom id is required for non-link buttons, and not allowed for link buttons",
                );
            }
            if link && !component["url"].is_string() {
                problems.add(
                    &at(path, &"url"),
                    "BUTTON_COMPONENT_URL_REQUIRED",
                    "A url is required for link buttons",
                );
            }
            if component["label"].is_null() && component["emoji"].is_null() {
                problems.add(
                    &at(path, &"label"),
                    "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED",
                    "A label or emoji is required",
                );
            }
        }
        Some(3) => {
            if component["custom_id"].as_str().is_none_or(str::is_empty) {
                problems.add(
                    &at(path, &"custom_id"),
                    "BASE_TYPE_REQUIRED",
                    "This field is required",
                );
            }
            if component["options"].as_array().is_none_or(Vec::is_empty) {
                problems.add(
                    &at(path, &"options"),
                    "BASE_TYPE_BAD_LENGTH",
                    "Must be between 1 and 25 in length.",
                );
            }
            let min = component["min_values"].as_u64().unwrap_or(1);
            let max = component["max_values"].as_u64().unwrap_or(1);
            if min > 25 || !(1..=25).contains(&max) || min > max {
                problems.add(
                    &at(path, &"min_values"),
                    "SELECT_COMPONENT_MIN_VALUES_TOO_LARGE",
                    "min_values must be less than or equal to max_values, within 0–25",
                );
            }
            for (k, option) in component["options"]
                .as_array()
                .into_iter()
                .flatten()
                .enumerate()
            {
                for key in ["label", "value"] {
                    if option[key].as_str().is_none_or(str::is_empty) {
                        problems.add(
                            &at(&at(&at(path, &"options"), &k), &key),
                            "BASE_TYPE_REQUIRED",
                            "This field is required",
                        );
                    }
                }
            }
        }
        Some(_) => {}
        None => problems.add(
            &at(path, &"type"),
            "BASE_TYPE_REQUIRED",
            "This field is required",
        ),
    }
}

/// Checks what a message's components hold beyond their sizes (see
/// [`component`]).
pub fn components(problems: &mut Problems, path: &[String], body: &Value) {
    for (here, row) in layout::rows(path, body) {
        for (j, child) in row["components"]
            .as_array()
            .into_iter()
            .flatten()
            .enumerate()
        {
            component(problems, &at(&at(&here, &"components"), &j), child);
        }
    }
}

/// Checks a message's `attachments` against the files the request uploads
/// (`files[n]` parts): a new attachment names an uploaded file; on an edit
/// an entry may also keep an attachment the message has (a snowflake).
pub fn attachments(
    problems: &mut Problems,
    path: &[String],
    body: &Value,
    uploaded: &[String],
    edit: bool,
) {
    for (i, entry) in body["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
    {
        // An attachment's description (its alt text): 1,024 characters.
        let here = at(&at(path, &"attachments"), &i);
        problems.too_long(
            &at(&here, &"description"),
            entry["description"].as_str(),
            1024,
        );
        let id = entry["id"]
            .as_u64()
            .or_else(|| entry["id"].as_str().and_then(|s| s.parse().ok()));
        let found = id
            .is_some_and(|id| uploaded.contains(&format!("files[{id}]")) || (edit && id > 1 << 22));
        if !found {
            problems.add(
                &at(&at(path, &"attachments"), &i),
                "ATTACHMENT_NOT_FOUND",
                "Attachment data not found",
            );
        }
    }
}

/// Whether a new message says nothing: no content, embeds, components,
/// files, sticker or poll (Discord answers 50006).
pub fn empty(body: &Value, uploaded: &[String]) -> bool {
    let none = |key: &str| {
        body[key].is_null()
            || body[key].as_str().is_some_and(str::is_empty)
            || body[key].as_array().is_some_and(Vec::is_empty)
    };
    uploaded.is_empty()
        && [
            "content",
            "embeds",
            "components",
            "sticker_ids",
            "poll",
            "attachments",
        ]
        .into_iter()
        .all(none)
}
