//! Messages as Discord shows them: which message a call shows, whether it
//! is an edit, and its visibility (see [`Shown`]).

use std::sync::atomic::Ordering;

use axum::http::Method;
use serde_json::{Value, json};

use super::{Call, Message, Original, Shown, State, installs};
use crate::support::limits;

/// The message a call showed, its flags those Discord gave it.
pub(super) fn as_shown(call: &Call) -> Value {
    let json = call.json.clone().unwrap_or(Value::Null);
    let mut data = if call.path.ends_with("/callback") {
        json["data"].clone()
    } else {
        json
    };
    if let Some(shown) = &call.shown {
        if data.is_null() {
            data = json!({});
        }
        let flags = data["flags"].as_u64().unwrap_or(0) & !64;
        data["flags"] = json!(flags | if shown.ephemeral { 64 } else { 0 });
    }
    data
}

/// What Discord does with a call that shows a message, before answering
/// it: which message it shows, and how (see [`Shown`]). A new message's
/// custom ids are remembered as its own, with the interaction that made
/// it. An interaction from a member without `USE_EXTERNAL_APPS`, in a
/// server the app is not installed in, has its new messages shown to that
/// member only, whatever their flags: "If `Use External Apps` is disabled
/// and your app is *not* installed to the server, your app's responses
/// will be ephemeral for the end user" (…/change-log, June 2024;
/// …/topics/permissions, `USE_EXTERNAL_APPS`).
pub(super) fn show(
    state: &State,
    method: &Method,
    path: &str,
    json: Option<&Value>,
) -> Option<Shown> {
    let parts: Vec<&str> = path.split('/').collect();
    let body = json.unwrap_or(&Value::Null);
    let new_id = || state.next_id.fetch_add(1, Ordering::SeqCst);
    let interaction = super::answered(path).unwrap_or(0);
    let forced = installs::forced_ephemeral(state, interaction);
    let ephemeral = |flags: &Value| forced || flags.as_u64().is_some_and(|f| f & 64 != 0);
    let (shown, by) = match (method.as_str(), parts.as_slice()) {
        ("POST", ["interactions", id, _, "callback"]) => {
            let id: u64 = id.parse().ok()?;
            let on = state
                .interactions
                .lock()
                .unwrap()
                .get(&id)
                .and_then(|(_, on)| *on);
            let kind = body["type"].as_u64().unwrap_or(0);
            let (message, loading, shown) = match kind {
                4 => {
                    let message = Message {
                        id: new_id(),
                        ephemeral: ephemeral(&body["data"]["flags"]),
                        by: id,
                    };
                    (message, false, Some(false))
                }
                5 => {
                    let message = Message {
                        id: new_id(),
                        ephemeral: ephemeral(&body["data"]["flags"]),
                        by: id,
                    };
                    (message, true, None)
                }
                // The component's own message, which keeps its visibility.
                6 => (on?, false, None),
                7 => (on?, false, Some(true)),
                _ => return None,
            };
            state.originals.lock().unwrap().insert(
                id,
                Original {
                    kind,
                    message,
                    loading,
                },
            );
            let shown = shown.map(|edit| Shown {
                id: message.id,
                ephemeral: message.ephemeral,
                edit,
            });
            (shown, message.by)
        }
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
            let id = token.strip_prefix("token-")?.parse::<u64>().ok()?;
            let mut originals = state.originals.lock().unwrap();
            let original = originals.get_mut(&id)?;
            original.loading = false;
            let shown = Shown {
                id: original.message.id,
                ephemeral: original.message.ephemeral,
                edit: true,
            };
            (Some(shown), original.message.by)
        }
        ("POST", ["webhooks", _, token]) => {
            let id = token.strip_prefix("token-")?.parse::<u64>().ok()?;
            let mut originals = state.originals.lock().unwrap();
            let original = originals.get_mut(&id)?;
            if original.kind == 5 && original.loading {
                // Right after a deferred message, a follow-up edits the
                // "thinking…" and keeps the defer's visibility: its own
                // flags are ignored.
                original.loading = false;
                let shown = Shown {
                    id: original.message.id,
                    ephemeral: original.message.ephemeral,
                    edit: true,
                };
                (Some(shown), original.message.by)
            } else {
                let shown = Shown {
                    id: new_id(),
                    ephemeral: ephemeral(&body["flags"]),
                    edit: false,
                };
                (Some(shown), id)
            }
        }
        ("POST", ["channels", _, "messages"]) => {
            let shown = Shown {
                id: new_id(),
                ephemeral: false,
                edit: false,
            };
            (Some(shown), 0)
        }
        _ => return None,
    };
    let shown = shown?;
    let data = if path.ends_with("/callback") {
        &body["data"]
    } else {
        body
    };
    let mut carriers = state.carriers.lock().unwrap();
    for component in limits::interactive(data) {
        if let Some(custom_id) = component["custom_id"].as_str() {
            carriers.insert(
                custom_id.to_owned(),
                Message {
                    id: shown.id,
                    ephemeral: shown.ephemeral,
                    by,
                },
            );
        }
    }
    let mut v2 = state.v2.lock().unwrap();
    if limits::is_v2(data) || (shown.edit && v2.contains_key(&shown.id)) {
        v2.insert(shown.id, data["components"].clone());
    }
    Some(shown)
}

/// Whether a call edits a message laid out with Components V2 (which it
/// must leave so): an update of a component's message, an edit of an
/// interaction's original response or of a follow-up.
pub(super) fn edits_v2(state: &State, method: &Method, path: &str, body: &Value) -> bool {
    let parts: Vec<&str> = path.split('/').collect();
    let id = match (method.as_str(), parts.as_slice()) {
        ("POST", ["interactions", id, _, "callback"]) if body["type"].as_u64() == Some(7) => {
            let id: Option<u64> = id.parse().ok();
            let interactions = state.interactions.lock().unwrap();
            id.and_then(|id| interactions.get(&id).and_then(|(_, on)| on.map(|m| m.id)))
        }
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
            let id: Option<u64> = token.strip_prefix("token-").and_then(|t| t.parse().ok());
            let originals = state.originals.lock().unwrap();
            id.and_then(|id| originals.get(&id).map(|o| o.message.id))
        }
        ("PATCH", ["webhooks", _, _, "messages", message]) => message.parse().ok(),
        _ => None,
    };
    id.is_some_and(|id| state.v2.lock().unwrap().contains_key(&id))
}
