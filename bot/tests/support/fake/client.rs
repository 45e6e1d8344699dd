//! The Discord client an Activity runs in, and Discord's Activity proxy:
//! what a player's Discord does when they open the Activity, on an origin
//! of its own (as `<application>.discordsays.com` is).
//!
//! - `/.discord/client?user=…&instance_id=…&channel_id=…&platform=…` is
//!   the client's window: it frames the Activity at `/` with the query
//!   Discord gives it (`instance_id`, `frame_id`, `platform`, `guild_id`,
//!   `channel_id`, `location_id`) and answers the Embedded App SDK's RPC
//!   over `postMessage` as Discord's client does: the handshake (checked:
//!   version 1, this application's client id, the frame's id) with the
//!   READY event, `AUTHORIZE` with a code for the signed-in user (this
//!   application only, scope `identify`, response type `code`),
//!   `AUTHENTICATE` only with a token Discord gave that user, and
//!   `CAPTURE_LOG`. Any other command is answered with an error, and a
//!   frame before the handshake is ignored.
//! - Every other path is the URL mapping `/` → the bot's web server, as
//!   Discord's proxy forwards it (streamed, so live updates flow).
//!
//! The SDK accepts messages from its own page's origin among Discord's,
//! so the client's window lives on the proxy's origin here.

use std::sync::Arc;

use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use super::{APP_ID, State};

/// The client's window: frames the Activity and answers its SDK.
const WINDOW: &str = r#"<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Discord</title><link rel="icon" href="data:,">
<style>html, body { margin: 0; height: 100%; background: #313338; }
iframe { border: 0; width: 100%; height: 100%; display: block; }</style></head>
<body><iframe id="activity" title="Activity"></iframe>
<script>
const asked = new URLSearchParams(location.search);
const user = asked.get("user");
const instance = asked.get("instance_id");
const channel = asked.get("channel_id");
const guild = asked.get("guild_id");
const frameId = "frame-" + Math.random().toString(36).slice(2);
const frame = document.getElementById("activity");
let ready = false;
frame.src = "/?" + new URLSearchParams({
  instance_id: instance, frame_id: frameId, platform: asked.get("platform") || "desktop",
  guild_id: guild, channel_id: channel, location_id: `gc-${guild}-${channel}`,
});
async function ask(path, body) {
  const answer = await fetch(path, { method: "POST", body: JSON.stringify(body) });
  return answer.json();
}
window.addEventListener("message", async (event) => {
  if (event.source !== frame.contentWindow || !Array.isArray(event.data)) return;
  const [opcode, payload] = event.data;
  const send = (message) => frame.contentWindow.postMessage(message, location.origin);
  if (opcode === 0) {
    const answer = await ask("/.discord/handshake", { ...payload, user, frame: frameId });
    if (answer.error) return send([2, { code: 4000, message: answer.error }]);
    ready = true;
    return send([1, { cmd: "DISPATCH", evt: "READY", nonce: null, data: answer.data }]);
  }
  if (opcode !== 1 || !ready) return;
  const answer = await ask("/.discord/rpc", { cmd: payload.cmd, args: payload.args ?? {}, user, instance });
  if (answer.error) send([1, { cmd: payload.cmd, evt: "ERROR", nonce: payload.nonce, data: answer.error }]);
  else send([1, { cmd: payload.cmd, evt: null, nonce: payload.nonce, data: answer.data }]);
});
</script></body></html>"#;

/// Serves the client's window and the proxy to `target` (`host:port`).
pub(super) async fn serve(state: Arc<State>, target: String) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let http = reqwest::Client::new();
    let app = axum::Router::new().fallback(move |request: Request| {
        let (state, http, target) = (Arc::clone(&state), http.clone(), target.clone());
        async move { handle(&state, &http, &target, request).await }
    });
    tokio::spawn(async move {
        axum::serve(listener, app).await.unwrap();
    });
    format!("http://{address}")
}

async fn handle(state: &State, http: &reqwest::Client, target: &str, request: Request) -> Response {
    let path = request.uri().path().to_owned();
    match path.as_str() {
        "/.discord/client" => (
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/html; charset=utf-8"),
            )],
            WINDOW,
        )
            .into_response(),
        "/.discord/handshake" | "/.discord/rpc" => {
            let body = axum::body::to_bytes(request.into_body(), 1 << 16)
                .await
                .unwrap_or_default();
            let asked: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
            let answer = if path == "/.discord/handshake" {
                handshake(state, &asked)
            } else {
                rpc(state, &asked)
            };
            axum::Json(answer).into_response()
        }
        _ => forward(http, target, request).await,
    }
}

/// The signed-in user a request of the client's window names.
fn user_of(asked: &Value) -> Option<u64> {
    asked["user"].as_str()?.parse().ok()
}

fn refuse(code: u64, message: &str) -> Value {
    json!({"error": {"code": code, "message": message}})
}

/// The SDK's handshake: READY, or why it is refused.
fn handshake(state: &State, asked: &Value) -> Value {
    let Some(user) = user_of(asked) else {
        return json!({"error": "no user is signed in"});
    };
    state
        .oauth
        .lock()
        .unwrap()
        .rpc
        .push((user, "HANDSHAKE".into()));
    if asked["v"] != 1 {
        return json!({"error": "Invalid version"});
    }
    if asked["client_id"].as_str() != Some(&APP_ID.to_string()) {
        return json!({"error": "Invalid client ID"});
    }
    if asked["frame_id"] != asked["frame"] {
        return json!({"error": "Invalid frame ID"});
    }
    json!({"data": {
        "v": 1,
        "config": {"cdn_host": "cdn.discordapp.com", "api_endpoint": "//discord.com/api", "environment": "production"},
        "user": {"id": user.to_string(), "username": format!("user{user}"), "discriminator": "0"},
    }})
}

/// One RPC command of the SDK, answered as the Discord client does.
fn rpc(state: &State, asked: &Value) -> Value {
    let Some(user) = user_of(asked) else {
        return refuse(4000, "no user is signed in");
    };
    let command = asked["cmd"].as_str().unwrap_or("").to_owned();
    let args = &asked["args"];
    state
        .oauth
        .lock()
        .unwrap()
        .rpc
        .push((user, command.clone()));
    match command.as_str() {
        "AUTHORIZE" => {
            if args["client_id"].as_str() != Some(&APP_ID.to_string()) {
                return refuse(4000, "Invalid client ID");
            }
            if args["response_type"] != "code" {
                return refuse(4000, "Invalid response type");
            }
            let scopes = args["scope"].as_array().cloned().unwrap_or_default();
            if !scopes.iter().any(|s| s == "identify") {
                return refuse(4000, "Invalid scope");
            }
            let code = super::oauth::issue_code(state, user, APP_ID, std::time::Duration::ZERO);
            json!({"data": {"code": code}})
        }
        "AUTHENTICATE" => {
            let token = args["access_token"].as_str().unwrap_or("");
            let owner = state.oauth.lock().unwrap().tokens.get(token).copied();
            if owner != Some(user) {
                return refuse(4009, "Invalid access token");
            }
            json!({"data": {
                "access_token": token,
                "user": {"id": user.to_string(), "username": format!("user{user}"), "discriminator": "0", "avatar": null, "public_flags": 0, "global_name": null},
                "scopes": ["identify"],
                "expires": "2099-01-01T00:00:00.000000+00:00",
                "application": {"id": APP_ID.to_string(), "name": "Keystone", "description": "", "icon": null},
            }})
        }
        "CAPTURE_LOG" => json!({"data": null}),
        _ => refuse(4000, &format!("Unknown command {command}")),
    }
}

/// The URL mapping `/` → the bot: the request as it came, the answer as
/// it goes (streamed).
async fn forward(http: &reqwest::Client, target: &str, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let path = parts
        .uri
        .path_and_query()
        .map_or("/", |p| p.as_str())
        .to_owned();
    let body = axum::body::to_bytes(body, 1 << 20)
        .await
        .unwrap_or_default();
    let mut outgoing = http.request(parts.method.clone(), format!("http://{target}{path}"));
    for name in [header::AUTHORIZATION, header::CONTENT_TYPE, header::ACCEPT] {
        if let Some(value) = parts.headers.get(&name) {
            outgoing = outgoing.header(name, value);
        }
    }
    let Ok(answer) = outgoing.body(body).send().await else {
        return (StatusCode::BAD_GATEWAY, "the mapped server does not answer").into_response();
    };
    let mut response = Response::builder().status(answer.status().as_u16());
    for (name, value) in answer.headers() {
        if name != header::CONTENT_LENGTH
            && name != header::TRANSFER_ENCODING
            && name != header::CONNECTION
        {
            response = response.header(name.as_str(), value.as_bytes());
        }
    }
    response
        .body(Body::from_stream(answer.bytes_stream()))
        .unwrap()
}
