//! OAuth2 as Discord runs it for an Activity: authorization codes, their
//! exchange for user tokens with the client credentials, and the Activity
//! instances.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::http::{Method, StatusCode, header};
use serde_json::{Value, json};

use super::{APP_ID, State};

/// A code as the Discord client's `authorize` gives it to `user` for
/// application `app`, `age` old already.
pub(super) fn issue_code(state: &State, user: u64, app: u64, age: Duration) -> String {
    let mut oauth = state.oauth.lock().unwrap();
    let code = format!("code-{}-{}", user, oauth.codes.len());
    let issued = Instant::now().checked_sub(age).unwrap_or_else(Instant::now);
    oauth.codes.insert(
        code.clone(),
        Code {
            user,
            app,
            issued,
            used: false,
        },
    );
    code
}

/// An authorization code.
pub(super) struct Code {
    user: u64,
    app: u64,
    issued: Instant,
    used: bool,
}

/// The application's client secret, as the developer portal shows it.
pub const CLIENT_SECRET: &str = "fake-client-secret-for-tests";

/// How long Discord's authorization codes last.
const CODE_LASTS: Duration = Duration::from_secs(600);

/// Discord's answer to an OAuth2 or Activity call: the JSON it returns,
/// or its refusal.
type FormAnswer = Box<dyn FnOnce(&[u8]) -> Result<Value, (StatusCode, Value)> + Send>;

/// The client credentials of an `Authorization: Basic` header, if it is
/// one.
fn basic(authorization: &str) -> Option<(String, String)> {
    use base64::Engine as _;
    let encoded = authorization.strip_prefix("Basic ")?;
    let decoded = base64::engine::general_purpose::STANDARD
        .decode(encoded.trim())
        .ok()?;
    let (id, secret) = std::str::from_utf8(&decoded).ok()?.split_once(':')?;
    Some((id.to_owned(), secret.to_owned()))
}

/// Discord's OAuth2 and Activity routes, which the requests' own headers
/// and form bodies decide: `POST oauth2/token` (form-encoded, the client
/// credentials checked, a code good once), `GET users/@me` with a user's
/// token, `GET applications/<app>/activity-instances/<id>` with the bot's
/// ([`gate`] checked the tokens).
pub(super) fn oauth(
    state: &Arc<State>,
    method: &Method,
    path: &str,
    headers: &axum::http::HeaderMap,
) -> Option<FormAnswer> {
    let parts: Vec<&str> = path.split('/').collect();
    let authorization = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    let unauthorized = || {
        Err((
            StatusCode::UNAUTHORIZED,
            json!({"message": "401: Unauthorized", "code": 0}),
        ))
    };
    let state = Arc::clone(state);
    match (method.as_str(), parts.as_slice()) {
        ("POST", ["oauth2", "token"]) => {
            let form_encoded = headers
                .get(header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
            let basic = basic(&authorization);
            Some(Box::new(move |body: &[u8]| {
                if !form_encoded {
                    return Err((
                        StatusCode::BAD_REQUEST,
                        json!({"error": "invalid_request", "error_description": "Content-Type must be application/x-www-form-urlencoded"}),
                    ));
                }
                let form: HashMap<String, String> = url_form(body);
                let field = |k: &str| form.get(k).map(String::as_str).unwrap_or("");
                // "Either HTTP Basic authentication or client_id and
                // client_secret supplied in the form data body"
                // (…/topics/oauth2#authorization-code-grant).
                let (id, secret) = basic
                    .unwrap_or_else(|| (field("client_id").into(), field("client_secret").into()));
                if id != APP_ID.to_string() || secret != CLIENT_SECRET {
                    return Err((StatusCode::UNAUTHORIZED, json!({"error": "invalid_client"})));
                }
                if field("grant_type") != "authorization_code" {
                    return Err((
                        StatusCode::BAD_REQUEST,
                        json!({"error": "unsupported_grant_type"}),
                    ));
                }
                let mut oauth = state.oauth.lock().unwrap();
                let good = oauth
                    .codes
                    .get_mut(field("code"))
                    .filter(|c| !c.used && c.app == APP_ID && c.issued.elapsed() < CODE_LASTS);
                let Some(code) = good else {
                    return Err((
                        StatusCode::BAD_REQUEST,
                        json!({"error": "invalid_grant", "error_description": "Invalid \"code\" in request."}),
                    ));
                };
                code.used = true;
                let user = code.user;
                let token = format!("user-token-{}-{}", user, oauth.tokens.len());
                oauth.tokens.insert(token.clone(), user);
                Ok(
                    json!({"access_token": token, "token_type": "Bearer", "expires_in": 604800, "refresh_token": format!("refresh-{token}"), "scope": "identify"}),
                )
            }))
        }
        ("GET", ["users", "@me"]) if authorization.starts_with("Bearer ") => {
            let locale = state.locale.lock().unwrap().clone();
            let user = state
                .oauth
                .lock()
                .unwrap()
                .tokens
                .get(&authorization["Bearer ".len()..])
                .copied();
            Some(Box::new(move |_: &[u8]| match user {
                Some(id) => Ok(
                    json!({"id": id.to_string(), "username": format!("user{id}"), "global_name": null, "discriminator": "0", "avatar": null, "locale": locale}),
                ),
                None => unauthorized(),
            }))
        }
        ("GET", ["applications", app, "activity-instances", instance]) => {
            let ours = *app == APP_ID.to_string();
            let found = state
                .oauth
                .lock()
                .unwrap()
                .instances
                .get(*instance)
                .cloned();
            let instance = (*instance).to_owned();
            Some(Box::new(move |_: &[u8]| match found.filter(|_| ours) {
                Some((channel, users)) => Ok(json!({
                    "application_id": APP_ID.to_string(),
                    "instance_id": instance,
                    "launch_id": "1",
                    "location": {"id": format!("gc-{}-{channel}", crate::support::GUILD), "kind": "gc", "channel_id": channel.to_string(), "guild_id": crate::support::GUILD.to_string()},
                    "users": users.iter().map(u64::to_string).collect::<Vec<_>>(),
                })),
                None => Err((
                    StatusCode::NOT_FOUND,
                    json!({"message": "Unknown Application Activity Instance", "code": 10001}),
                )),
            }))
        }
        _ => None,
    }
}

/// A form-encoded body's fields (`+` and `%xx` decoded).
fn url_form(body: &[u8]) -> HashMap<String, String> {
    let decode = |text: &str| -> String {
        let bytes = text.replace('+', " ").into_bytes();
        let mut out = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            let hex = bytes
                .get(i + 1..i + 3)
                .and_then(|h| std::str::from_utf8(h).ok());
            if bytes[i] == b'%'
                && let Some(b) = hex.and_then(|h| u8::from_str_radix(h, 16).ok())
            {
                out.push(b);
                i += 3;
                continue;
            }
            out.push(bytes[i]);
            i += 1;
        }
        String::from_utf8_lossy(&out).into_owned()
    };
    String::from_utf8_lossy(body)
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .map(|(k, v)| (decode(k), decode(v)))
        .collect()
}
