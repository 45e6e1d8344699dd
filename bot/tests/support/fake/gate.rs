//! What Discord refuses before a route does anything: a call without a
//! proper `User-Agent` or the token its route takes, a callback type that
//! cannot answer its interaction, payloads beyond Discord's limits, and
//! (`fake/installs.rs`) a post where the bot is not, an expired token or a
//! follow-up too many.

use std::sync::atomic::Ordering;
use std::time::Duration;

use axum::http::{Method, StatusCode, header};
use serde_json::{Value, json};

use super::{APP_ID, Part, REVOKED, State, installs, shown};

/// Who may call a route of Discord's HTTP API.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Needs {
    /// Anyone: `GET /gateway` ("does not require authentication",
    /// …/events/gateway#get-gateway), and what an interaction's token
    /// opens (its callback, its webhook's messages: "does not require
    /// authentication", …/resources/webhook).
    Nothing,
    /// The bot's token (`Authorization: Bot <token>`).
    Bot,
    /// The bot's token, or a user's OAuth2 token of scope `identify`
    /// (`GET /users/@me`: "the user object of the requester's account",
    /// …/resources/user#get-current-user).
    BotOrUser,
    /// The application's client credentials, in the form or by HTTP Basic
    /// (`POST /oauth2/token`, checked by [`oauth`]).
    Client,
}

/// Who may call `method path`; `None` for a route the fake does not know.
fn needs(method: &Method, path: &str) -> Option<Needs> {
    let parts: Vec<&str> = path.split('/').collect();
    Some(match (method.as_str(), parts.as_slice()) {
        ("GET", ["gateway"]) => Needs::Nothing,
        ("POST", ["interactions", _, _, "callback"]) => Needs::Nothing,
        ("POST", ["webhooks", _, _])
        | ("GET" | "PATCH" | "DELETE", ["webhooks", _, _, "messages", _]) => Needs::Nothing,
        ("GET", ["gateway", "bot"])
        | ("GET", ["oauth2", "applications", "@me"] | ["applications", "@me"])
        | ("PUT", ["applications", _, "commands"] | ["applications", _, "guilds", _, "commands"])
        | ("POST", ["channels", _, "messages" | "threads"] | ["users", "@me", "channels"])
        | ("GET", ["applications", _, "activity-instances", _]) => Needs::Bot,
        ("GET", ["users", "@me"]) => Needs::BotOrUser,
        ("POST", ["oauth2", "token"]) => Needs::Client,
        _ => return None,
    })
}

/// Whether `token` (after `Bot `) is this bot's: Discord's bot tokens are
/// three dot-separated parts, the first the bot's id in base64.
fn bot_token(token: &str) -> bool {
    use base64::Engine as _;
    let id = base64::engine::general_purpose::STANDARD_NO_PAD.encode(APP_ID.to_string());
    let parts: Vec<&str> = token.split('.').collect();
    parts.len() == 3 && parts[0].trim_end_matches('=') == id && parts.iter().all(|p| !p.is_empty())
}

/// Whether a `User-Agent` is the one Discord asks of every client of its
/// HTTP API: `DiscordBot ($url, $versionNumber)`, more may follow
/// (…/reference#user-agent).
fn names_itself(agent: &str) -> bool {
    let named = agent
        .strip_prefix("DiscordBot (")
        .and_then(|rest| rest.split_once(')'))
        .and_then(|(inside, _)| inside.split_once(", "));
    named.is_some_and(|(url, version)| {
        url.split_once("://")
            .is_some_and(|(scheme, rest)| matches!(scheme, "http" | "https") && !rest.is_empty())
            && !url.contains(' ')
            && !version.trim().is_empty()
    })
}

/// What Discord's edge and authentication say of a call before its route
/// reads it: `Some((status, body))` when they refuse it.
pub(super) fn gate(
    state: &State,
    method: &Method,
    path: &str,
    headers: &axum::http::HeaderMap,
) -> Option<(StatusCode, Value)> {
    let text = |name| {
        headers
            .get(name)
            .and_then(|v: &header::HeaderValue| v.to_str().ok())
    };
    // "Client requests that do not have a valid User Agent specified may be
    // blocked" (…/reference#user-agent): Cloudflare answers 403 with JSON
    // error 40333, "Cloudflare is blocking your request"
    // (…/topics/opcodes-and-status-codes; the body as discord-api-docs#6473
    // shows it).
    if !text(header::USER_AGENT).is_some_and(names_itself) {
        return Some((
            StatusCode::FORBIDDEN,
            json!({"message": "internal network error", "code": 40333}),
        ));
    }
    // 401: "The Authorization header was missing or invalid"
    // (…/topics/opcodes-and-status-codes#http); a revoked token too.
    let unauthorized = || {
        Some((
            StatusCode::UNAUTHORIZED,
            json!({"message": "401: Unauthorized", "code": 0}),
        ))
    };
    let authorization = text(header::AUTHORIZATION).unwrap_or("");
    if authorization.contains(REVOKED) {
        return unauthorized();
    }
    let bot = authorization.strip_prefix("Bot ").is_some_and(bot_token);
    let user = authorization.strip_prefix("Bearer ").is_some_and(|token| {
        // Every token the fake gives has scope `identify`.
        state.oauth.lock().unwrap().tokens.contains_key(token)
    });
    match needs(method, path) {
        None => Some((
            StatusCode::NOT_FOUND,
            json!({"message": "404: Not Found", "code": 0}),
        )),
        Some(Needs::Nothing | Needs::Client) => None,
        Some(Needs::Bot) if !bot => unauthorized(),
        Some(Needs::BotOrUser) if !bot && !user => unauthorized(),
        Some(_) => None,
    }
}

/// Whether callback type `callback` may answer an interaction of type
/// `interaction` (1 PING, 2 a command, 3 a component, 4 an autocomplete, 5
/// a modal's submission), as Discord's table of callback types says
/// (…/interactions/receiving-and-responding#interaction-response-object-interaction-callback-type):
/// PONG only a PING; a message or a deferred one anything but a PING or an
/// autocomplete, which only choices (8) answer; an update of the message
/// (6, 7) only what came from a component (a click, or a modal a click
/// opened); a modal not a modal's submission, a PING or an autocomplete;
/// PREMIUM_REQUIRED only an application with monetization (this one has
/// none); LAUNCH_ACTIVITY only an application with Activities, a command
/// or a click. `Some` is Discord's refusal: 400, 50035 Invalid Form Body
/// on `type` (an unknown type: BASE_TYPE_CHOICES, the set as Discord says
/// it, discord-api-docs#6455; a type not allowed here: Discord's error
/// code is not documented, the fake names it).
fn callback_type(
    state: &State,
    callback: Option<u64>,
    interaction: Option<u64>,
) -> Option<(StatusCode, Value)> {
    let refuse = |code: &str, message: &str| {
        Some((
            StatusCode::BAD_REQUEST,
            json!({"code": 50035, "message": "Invalid Form Body", "errors": {"type": {"_errors": [{"code": code, "message": message}]}}}),
        ))
    };
    let Some(callback @ (1 | 4..=10 | 12)) = callback else {
        return refuse(
            "BASE_TYPE_CHOICES",
            "Value must be one of {1, 4, 5, 6, 7, 8, 9, 10, 12}.",
        );
    };
    let interaction = interaction.unwrap_or(0);
    let activities = state.activities.load(Ordering::SeqCst);
    let allowed = match callback {
        1 => interaction == 1,
        4 | 5 => matches!(interaction, 2 | 3 | 5),
        6 | 7 => matches!(interaction, 3 | 5),
        8 => interaction == 4,
        9 => matches!(interaction, 2 | 3),
        12 => activities && matches!(interaction, 2 | 3),
        _ => false,
    };
    if allowed {
        None
    } else {
        refuse(
            "INTERACTION_CALLBACK_TYPE_NOT_ALLOWED",
            &format!(
                "Callback type {callback} cannot answer an interaction of type {interaction} here."
            ),
        )
    }
}

/// What Discord says about a call before doing it: `Some((status, body))`
/// when it refuses it.
pub(super) fn verdict(
    state: &State,
    method: &Method,
    path: &str,
    json: Option<&Value>,
    files: &[Part],
) -> Option<(StatusCode, Value)> {
    use crate::support::limits;
    // A channel the bot is not in, an expired token, a follow-up too many.
    if let Some(refused) = installs::refusal(state, method, path) {
        return Some(refused);
    }
    if let Some(refused) = super::direct::refusal(state, method, path) {
        return Some(refused);
    }
    let sizes: Vec<usize> = files.iter().map(|f| f.bytes.len()).collect();
    let mut too_large = limits::Problems::default();
    limits::upload(&mut too_large, &sizes);
    if too_large.answer().is_some() {
        return Some((
            StatusCode::PAYLOAD_TOO_LARGE,
            json!({"code": 40005, "message": "Request entity too large"}),
        ));
    }
    let parts: Vec<&str> = path.split('/').collect();
    let body = json.unwrap_or(&Value::Null);
    let mut problems = limits::Problems::default();
    let uploaded: Vec<String> = files.iter().map(|f| f.name.clone()).collect();
    // How a message's components may be laid out: the files it has by
    // name; an edit of a V2 message is one (its flag stays).
    let edits_v2 = shown::edits_v2(state, method, path, json.unwrap_or(&Value::Null));
    let layout = |problems: &mut limits::Problems, at: &[String], message: &Value| {
        let mut names: Vec<String> = files.iter().filter_map(|f| f.filename.clone()).collect();
        for entry in message["attachments"].as_array().into_iter().flatten() {
            names.extend(entry["filename"].as_str().map(str::to_owned));
        }
        let mut message = message.clone();
        if edits_v2 {
            let flags = message["flags"].as_u64().unwrap_or(0);
            message["flags"] = json!(flags | limits::COMPONENTS_V2);
        }
        limits::layout(problems, at, &message, &names);
    };
    // A new message must say something (Discord's 50006).
    let empty = || {
        Some((
            StatusCode::BAD_REQUEST,
            json!({"code": 50006, "message": "Cannot send an empty message"}),
        ))
    };
    match (method.as_str(), parts.as_slice()) {
        ("PUT", ["applications", _, rest @ ..]) if rest.last() == Some(&"commands") => {
            // Whether an Entry Point (type 4) may be there: Discord's own
            // rules for it; its name, description and handler are checked
            // with every command's (`limits::commands`).
            let all = body.as_array().cloned().unwrap_or_default();
            let entry = all.iter().filter(|c| c["type"] == 4).count();
            let global = rest.len() == 1;
            let activities = state.activities.load(Ordering::SeqCst);
            let refuse = |message: &str| {
                Some((
                    StatusCode::BAD_REQUEST,
                    json!({"code": 50240, "message": message}),
                ))
            };
            if !activities && entry > 0 {
                return refuse(
                    "Cannot create an Entry Point command: this application has no Activity.",
                );
            }
            if activities && global && entry != 1 {
                return refuse(
                    "You cannot remove this app's Entry Point command in a bulk update operation. Please include your Entry Point command in the update you are making or use the Entry Point command endpoints.",
                );
            }
            if !global && entry > 0 {
                return refuse("Entry Point commands are global only.");
            }
            limits::commands(&mut problems, body);
            limits::contexts(&mut problems, body, global, installs::user_install(state));
        }
        ("POST", ["channels", _, "threads"]) => limits::thread(&mut problems, body),
        ("POST", ["interactions", id, _, "callback"]) => {
            let id: u64 = id.parse().unwrap_or(0);
            let age = installs::age(state, id);
            if age.is_none_or(|age| age > Duration::from_secs(3)) {
                return Some((
                    StatusCode::NOT_FOUND,
                    json!({"code": 10062, "message": "Unknown interaction"}),
                ));
            }
            if state.acknowledged.lock().unwrap().contains(&id) {
                return Some((
                    StatusCode::BAD_REQUEST,
                    json!({"code": 40060, "message": "Interaction has already been acknowledged."}),
                ));
            }
            let interaction = state
                .interactions
                .lock()
                .unwrap()
                .get(&id)
                .map(|(kind, _)| *kind);
            if let Some(refused) = callback_type(state, body["type"].as_u64(), interaction) {
                return Some(refused);
            }
            limits::callback(&mut problems, body);
            if matches!(body["type"].as_u64(), Some(4 | 7)) {
                let data = &body["data"];
                let path = ["data".to_owned()];
                limits::components(&mut problems, &path, data);
                layout(&mut problems, &path, data);
                limits::attachments(&mut problems, &path, data, &uploaded, false);
                if body["type"].as_u64() == Some(4) && limits::empty(data, &uploaded) {
                    return empty();
                }
            }
        }
        ("POST", ["webhooks", _, token]) | ("PATCH", ["webhooks", _, token, "messages", _]) => {
            let id = token
                .strip_prefix("token-")
                .and_then(|id| id.parse::<u64>().ok());
            if id.is_none_or(|id| !state.acknowledged.lock().unwrap().contains(&id)) {
                return Some((
                    StatusCode::NOT_FOUND,
                    json!({"code": 10015, "message": "Unknown Webhook"}),
                ));
            }
            limits::message(&mut problems, &[], body, true);
            limits::components(&mut problems, &[], body);
            layout(&mut problems, &[], body);
            let edit = method == Method::PATCH;
            limits::attachments(&mut problems, &[], body, &uploaded, edit);
            if !edit && limits::empty(body, &uploaded) {
                return empty();
            }
        }
        ("POST", ["channels", _, "messages"]) => {
            limits::message(&mut problems, &[], body, false);
            limits::components(&mut problems, &[], body);
            layout(&mut problems, &[], body);
            limits::attachments(&mut problems, &[], body, &uploaded, false);
            if limits::empty(body, &uploaded) {
                return empty();
            }
        }
        _ => {}
    }
    problems
        .answer()
        .map(|answer| (StatusCode::BAD_REQUEST, answer))
}
