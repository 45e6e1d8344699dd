//! The REST routes under `/api/v10/`: each call checked, recorded and
//! answered as Discord would, and the bot's user, application and
//! messages as Discord returns them.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Instant;

use axum::body::Bytes;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{FromRequest, Multipart, Request};
use axum::http::{Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use super::gate::{gate, verdict};
use super::gateway::gateway;
use super::oauth::oauth;
use super::shown::show;
use super::{Call, Part, Shown, State, answered, installs};

pub(super) async fn route(state: Arc<State>, request: Request) -> Response {
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    if path == "/" && method == Method::GET {
        return match WebSocketUpgrade::from_request(request, &()).await {
            Ok(upgrade) => upgrade
                .on_upgrade(move |socket| gateway(state, socket))
                .into_response(),
            Err(e) => e.into_response(),
        };
    }
    if path.starts_with("/attachments/stall/") {
        // A CDN that never answers.
        std::future::pending::<()>().await;
    }
    if let (Some(name), &Method::GET) = (path.strip_prefix("/attachments/"), &method) {
        return match state.files.lock().unwrap().get(name) {
            Some(bytes) => (StatusCode::OK, bytes.clone()).into_response(),
            None => StatusCode::NOT_FOUND.into_response(),
        };
    }
    // A bot process's own API base, `/via/<n>`.
    let (via, path) = match path
        .strip_prefix("/via/")
        .and_then(|rest| rest.split_once('/'))
        .and_then(|(n, rest)| Some((n.parse::<u32>().ok()?, format!("/{rest}"))))
    {
        Some((n, rest)) => (Some(n), rest),
        None => (None, path),
    };
    let Some(api_path) = path.strip_prefix("/api/v10/").map(str::to_owned) else {
        eprintln!("FAKE DISCORD: unexpected {method} {path} (not under /api/v10/)");
        return StatusCode::NOT_FOUND.into_response();
    };
    let bare = |json: Option<Value>| Call {
        method: method.to_string(),
        path: api_path.clone(),
        json,
        files: Vec::new(),
        at: Instant::now(),
        via,
        shown: None,
    };
    if let Some((status, answer)) = gate(&state, &method, &api_path, request.headers()) {
        return refuse(&state, bare(None), status, answer);
    }
    // A message of the bot's own, or a follow-up.
    let message = method == Method::POST
        && ((api_path.starts_with("channels/") && api_path.ends_with("/messages"))
            || api_path.starts_with("webhooks/"));
    let limited = message
        && state
            .rate_limits
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
            .is_ok();
    if limited {
        // Read as Discord does, before it answers.
        let _ = Bytes::from_request(request, &()).await;
        state.rate_limited.fetch_add(1, Ordering::SeqCst);
        let answer =
            json!({"message": "You are being rate limited.", "retry_after": 0.2, "global": false});
        let headers = [("Retry-After", "1"), ("X-RateLimit-Scope", "user")];
        return (StatusCode::TOO_MANY_REQUESTS, headers, axum::Json(answer)).into_response();
    }
    if let Some(answer) = oauth(&state, &method, &api_path, request.headers()) {
        let form = Bytes::from_request(request, &()).await.unwrap_or_default();
        return match answer(&form) {
            Ok(value) => ok(value),
            // The form holds the client secret: not kept.
            Err((status, why)) => refuse(&state, bare(None), status, why),
        };
    }
    let is_multipart = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/"));
    let (json, files) = if is_multipart {
        let mut multipart = match Multipart::from_request(request, &()).await {
            Ok(m) => m,
            Err(e) => return e.into_response(),
        };
        let (mut json, mut files) = (None, Vec::new());
        while let Ok(Some(field)) = multipart.next_field().await {
            let name = field.name().unwrap_or("").to_owned();
            let filename = field.file_name().map(str::to_owned);
            let content_type = field.content_type().map(str::to_owned);
            let bytes = field.bytes().await.unwrap_or_default().to_vec();
            if name == "payload_json" {
                json = serde_json::from_slice(&bytes).ok();
            } else {
                files.push(Part {
                    name,
                    filename,
                    content_type,
                    bytes,
                });
            }
        }
        (json, files)
    } else {
        let bytes = Bytes::from_request(request, &()).await.unwrap_or_default();
        (serde_json::from_slice(&bytes).ok(), Vec::new())
    };
    let mut call = Call {
        method: method.to_string(),
        path: api_path.clone(),
        json: json.clone(),
        files,
        at: Instant::now(),
        via,
        shown: None,
    };
    if let Some((status, answer)) = verdict(&state, &method, &api_path, json.as_ref(), &call.files)
    {
        return refuse(&state, call, status, answer);
    }
    if let (Some(id), true) = (answered(&api_path), api_path.ends_with("/callback")) {
        state.acknowledged.lock().unwrap().insert(id);
        let doomed = state.kill_on_answer.lock().unwrap().remove(&id);
        if let Some(pid) = doomed {
            let _ = std::process::Command::new("kill")
                .arg("-KILL")
                .arg(pid.to_string())
                .status();
            state.killed_on_answer.lock().unwrap().insert(id);
        }
    }
    call.shown = show(&state, &method, &api_path, json.as_ref());
    let response = respond(
        &state,
        &method,
        &api_path,
        json.as_ref(),
        call.shown.as_ref(),
    );
    // Recorded among all calls before an interaction's waiters wake: one
    // woken by this answer then finds it in `calls()` too (`public_since`).
    state.calls.lock().unwrap().push(call.clone());
    if let Some(id) = answered(&api_path) {
        let mut answers = state.answers.lock().unwrap();
        let entry = answers.entry(id).or_default();
        entry.calls.push(call);
        entry.notify.notify_waiters();
    }
    state.changed.notify_waiters();
    let slow = state.slow_messages.load(Ordering::SeqCst);
    if message && slow > 0 {
        tokio::time::sleep(std::time::Duration::from_millis(slow)).await;
    }
    response
}

/// Refuses `call` with Discord's `answer`, and keeps it among the refusals
/// (a test that did not expect one fails: see [`Fake::expect_refusals`]).
fn refuse(state: &State, call: Call, status: StatusCode, answer: Value) -> Response {
    eprintln!(
        "FAKE DISCORD: refused {} /api/v10/{} ({status}): {answer}",
        call.method, call.path
    );
    state.refused.lock().unwrap().push((call, answer.clone()));
    state.changed.notify_waiters();
    (status, axum::Json(answer)).into_response()
}

fn ok(value: Value) -> Response {
    (StatusCode::OK, axum::Json(value)).into_response()
}

/// What Discord would answer; `shown` is the message the call showed.
fn respond(
    state: &State,
    method: &Method,
    path: &str,
    json: Option<&Value>,
    shown: Option<&Shown>,
) -> Response {
    let parts: Vec<&str> = path.split('/').collect();
    let id = || state.next_id.fetch_add(1, Ordering::SeqCst);
    match (method.as_str(), parts.as_slice()) {
        ("GET", ["gateway"]) => ok(json!({"url": format!("ws://127.0.0.1:{}", state.port)})),
        ("GET", ["gateway", "bot"]) => ok(json!({
            "url": format!("ws://127.0.0.1:{}", state.port),
            "shards": state.recommended_shards.load(Ordering::SeqCst),
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        })),
        ("GET", ["oauth2", "applications", "@me"] | ["applications", "@me"]) => {
            ok(application(state))
        }
        // With the bot's token: the bot's own user.
        ("GET", ["users", "@me"]) => ok(bot_user(state.bot_id)),
        ("PUT", ["applications", _, "commands"]) => {
            installs::register(state, None, json.unwrap_or(&Value::Null));
            ok(json!([]))
        }
        ("PUT", ["applications", _, "guilds", guild, "commands"]) => {
            let guild = guild.parse().unwrap_or(0);
            installs::register(state, Some(guild), json.unwrap_or(&Value::Null));
            ok(json!([]))
        }
        ("POST", ["interactions", _, _, "callback"]) => StatusCode::NO_CONTENT.into_response(),
        ("POST", ["webhooks", _, token]) | ("PATCH", ["webhooks", _, token, "messages", _]) => {
            let mut sent = json.cloned().unwrap_or(Value::Null);
            if let Some(shown) = shown {
                sent["flags"] = json!(if shown.ephemeral { 64 } else { 0 });
            }
            ok(message(
                state,
                shown.map_or_else(id, |s| s.id),
                channel_of(state, token),
                &sent,
            ))
        }
        ("GET", ["webhooks", _, token, "messages", _]) => {
            ok(message(state, id(), channel_of(state, token), &json!({})))
        }
        ("DELETE", ["webhooks", _, _, "messages", _]) => StatusCode::NO_CONTENT.into_response(),
        ("POST", ["channels", channel, "messages"]) => ok(message(
            state,
            shown.map_or_else(id, |s| s.id),
            channel.parse().unwrap_or(0),
            json.unwrap_or(&Value::Null),
        )),
        ("POST", ["users", "@me", "channels"]) => match super::direct::open(state, json) {
            Ok(channel) => ok(channel),
            Err((status, why)) => (status, axum::Json(why)).into_response(),
        },
        ("POST", ["channels", channel, "threads"]) => {
            let name = json.and_then(|j| j["name"].as_str()).unwrap_or("thread");
            let guild = guild_of(state, channel.parse().unwrap_or(0));
            let thread = id();
            state.guilds.lock().unwrap().insert(thread, guild);
            ok(json!({
                "id": thread.to_string(),
                "type": 11,
                "guild_id": guild.to_string(),
                "parent_id": channel,
                "name": name,
                "owner_id": state.bot_id.to_string(),
                "thread_metadata": {"archived": false, "auto_archive_duration": 1440, "archive_timestamp": "2026-01-01T00:00:00+00:00", "locked": false},
                "member_count": 1,
                "message_count": 0,
                "rate_limit_per_user": 0
            }))
        }
        _ => {
            eprintln!("FAKE DISCORD: unexpected {method} /api/v10/{path} — answering 404");
            (
                StatusCode::NOT_FOUND,
                axum::Json(json!({"message": "Unknown route (fake)", "code": 0})),
            )
                .into_response()
        }
    }
}

/// The server `channel` is in.
pub(super) fn guild_of(state: &State, channel: u64) -> u64 {
    state
        .guilds
        .lock()
        .unwrap()
        .get(&channel)
        .copied()
        .unwrap_or(crate::support::GUILD)
}

/// The channel of the interaction a webhook token belongs to.
fn channel_of(state: &State, token: &str) -> u64 {
    let id: Option<u64> = token.strip_prefix("token-").and_then(|id| id.parse().ok());
    id.and_then(|id| state.channels.lock().unwrap().get(&id).copied())
        .unwrap_or(1)
}

/// The bot's user.
pub fn bot_user(state_bot_id: u64) -> Value {
    json!({"id": state_bot_id.to_string(), "username": "Keystone", "discriminator": "0", "global_name": "Keystone", "avatar": null, "bot": true})
}

/// The application, as `GET /applications/@me` returns it: installable to
/// servers and to users unless a test turned User Install off
/// (`integration_types_config`, see `fake/installs.rs`).
fn application(state: &State) -> Value {
    json!({
        "id": state.app_id.to_string(),
        "name": "Keystone",
        "icon": null,
        "description": "",
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": {"id": "1", "username": "owner", "discriminator": "0", "avatar": null},
        "verify_key": "",
        "team": null,
        "flags": 0,
        "integration_types_config": installs::integration_types_config(state)
    })
}

/// A message as Discord returns it, with what the bot sent.
fn message(state: &State, id: u64, channel: u64, sent: &Value) -> Value {
    bot_message(
        state.bot_id,
        id,
        channel,
        sent["content"].as_str().unwrap_or(""),
        sent["flags"].as_u64().unwrap_or(0),
    )
}

/// A message the bot `bot` posted, as Discord returns it.
pub fn bot_message(bot: u64, id: u64, channel: u64, content: &str, flags: u64) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": bot_user(bot),
        "content": content,
        "timestamp": "2026-01-01T00:00:00+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
        "flags": flags,
        "components": []
    })
}
