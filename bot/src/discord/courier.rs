//! Sends a [`Message`] to Discord as JSON, with its files as `files[n]`:
//! serenity 0.12 has no builders for Components V2, and its raw calls number
//! every file `files[0]`. It speaks to the API serenity speaks to (the same
//! base, token and user agent), and waits as long as Discord asks when it
//! answers 429.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serde_json::{Value, json};

use super::message::Message;

/// Where a message goes.
#[derive(Clone, Copy, Debug)]
pub(super) enum To<'a> {
    /// The answer to an interaction: callback `kind` (4, a message; 7, the
    /// update of the component's message).
    Answer {
        /// The interaction.
        id: u64,
        /// Its token.
        token: &'a str,
        /// The callback's type.
        kind: u8,
    },
    /// The edit of an interaction's original response (its "thinking…",
    /// or the message a component is on).
    Original(&'a str),
    /// A follow-up message of an interaction.
    FollowUp(&'a str),
    /// A message of its own in a channel.
    Channel(u64),
}

/// Why a message was not sent: in words for the log, with Discord's own
/// error code when it answered with one (50007: the user takes no direct
/// messages from the bot).
#[derive(Debug)]
pub struct Failed(String, Option<u64>);

impl Failed {
    /// Discord's JSON error code, if it refused with one.
    pub fn code(&self) -> Option<u64> {
        self.1
    }
}

impl std::fmt::Display for Failed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Failed {}

impl From<serenity::Error> for Failed {
    fn from(error: serenity::Error) -> Failed {
        Failed(error.to_string(), None)
    }
}

impl From<String> for Failed {
    fn from(words: String) -> Failed {
        Failed(words, None)
    }
}

/// How many times a message Discord answers 429 is tried, and the longest
/// wait it may ask for.
const TRIES: usize = 3;
const LONGEST_WAIT: Duration = Duration::from_secs(60);

/// What Discord's rate limit headers said (…/topics/rate-limits): until
/// when a route's bucket is spent, and all requests held (a global limit).
/// The courier waits these out before asking, as Discord asks clients to,
/// rather than meeting a 429.
#[derive(Debug, Default)]
pub struct Limits {
    spent: HashMap<String, Instant>,
    global: Option<Instant>,
}

impl Limits {
    /// How long a request on `route` must wait.
    fn wait(&self, route: &str) -> Duration {
        let now = Instant::now();
        let until = [self.spent.get(route).copied(), self.global]
            .into_iter()
            .flatten()
            .max();
        until.map_or(Duration::ZERO, |until| until.saturating_duration_since(now))
    }

    /// Notes what an answer's headers say of `route`.
    fn note(&mut self, route: &str, headers: &reqwest::header::HeaderMap) {
        let number = |name: &str| {
            let value = headers.get(name)?.to_str().ok()?;
            value.parse::<f64>().ok()
        };
        let now = Instant::now();
        self.spent.retain(|_, until| *until > now);
        if number("x-ratelimit-remaining") == Some(0.0)
            && let Some(reset) = number("x-ratelimit-reset-after")
            && let Ok(reset) = Duration::try_from_secs_f64(reset)
        {
            self.spent
                .insert(route.to_owned(), now + reset.min(LONGEST_WAIT));
        }
    }

    /// Notes a 429 on `route`: how long it asks to wait, if not too long.
    fn refused(
        &mut self,
        route: &str,
        headers: &reqwest::header::HeaderMap,
        answer: &Value,
    ) -> Option<Duration> {
        let header = |name: &str| headers.get(name)?.to_str().ok().map(str::to_owned);
        let wait = answer["retry_after"]
            .as_f64()
            .or_else(|| header("retry-after")?.parse().ok())?;
        let wait = Duration::try_from_secs_f64(wait).ok()?;
        if wait > LONGEST_WAIT {
            return None;
        }
        let until = Instant::now() + wait;
        let global = answer["global"].as_bool() == Some(true)
            || header("x-ratelimit-global").is_some_and(|g| g == "true");
        match global {
            true => self.global = Some(until),
            false => {
                self.spent.insert(route.to_owned(), until);
            }
        }
        Some(wait)
    }
}

/// Sends messages with serenity's credentials and base URL.
pub(super) struct Courier<'a> {
    client: &'a reqwest::Client,
    http: &'a serenity::Http,
    limits: &'a Mutex<Limits>,
}

impl<'a> Courier<'a> {
    /// A courier through `client`, as `http` (its token, its API), keeping
    /// to the `limits` Discord's answers set.
    pub(super) fn new(
        client: &'a reqwest::Client,
        http: &'a serenity::Http,
        limits: &'a Mutex<Limits>,
    ) -> Courier<'a> {
        Courier {
            client,
            http,
            limits,
        }
    }

    /// The limits, whatever a panicking holder left.
    fn limits(&self) -> std::sync::MutexGuard<'_, Limits> {
        self.limits
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Opens (or finds) the bot's direct-message channel with `user`: its
    /// id.
    pub(super) async fn open_dm(&self, user: u64) -> Result<u64, Failed> {
        let body = json!({"recipient_id": user.to_string()});
        let nothing = Message {
            json: Value::Null,
            files: Vec::new(),
        };
        let method = reqwest::Method::POST;
        let channel = self
            .call(method, "users/@me/channels".to_owned(), &body, &nothing)
            .await?;
        channel["id"]
            .as_str()
            .and_then(|id| id.parse().ok())
            // not shown: logged
            .ok_or_else(|| Failed::from(format!("Discord opened no direct channel: {channel}")))
    }

    /// Sends `message` to `to`.
    pub(super) async fn send(&self, to: To<'_>, message: &Message<'_>) -> Result<(), Failed> {
        let app = || {
            self.http
                .application_id()
                .map(|id| id.get())
                // not shown: logged
                .ok_or_else(|| Failed::from("the application's id is not known yet".to_owned()))
        };
        let (method, path, body) = match to {
            To::Answer { id, token, kind } => (
                reqwest::Method::POST,
                format!("interactions/{id}/{token}/callback"),
                json!({"type": kind, "data": message.json}),
            ),
            To::Original(token) => (
                reqwest::Method::PATCH,
                format!("webhooks/{}/{token}/messages/@original", app()?),
                message.json.clone(),
            ),
            To::FollowUp(token) => (
                reqwest::Method::POST,
                format!("webhooks/{}/{token}?wait=true", app()?),
                message.json.clone(),
            ),
            To::Channel(channel) => (
                reqwest::Method::POST,
                format!("channels/{channel}/messages"),
                message.json.clone(),
            ),
        };
        self.call(method, path, &body, message).await.map(drop)
    }

    /// Calls Discord: `method path` with `body` (and `message`'s files),
    /// waiting out its rate limits; its answer.
    async fn call(
        &self,
        method: reqwest::Method,
        path: String,
        body: &Value,
        message: &Message<'_>,
    ) -> Result<Value, Failed> {
        // Its bucket: the route, its channel, webhook or interaction.
        let route = format!("{method} {}", path.split('?').next().unwrap_or(&path));
        let base = self.http.proxy.as_deref().unwrap_or("https://discord.com");
        let url = format!("{}/api/v10/{path}", base.trim_end_matches('/'));
        let mut tried = 0;
        loop {
            tried += 1;
            let wait = self.limits().wait(&route);
            if !wait.is_zero() {
                tracing::debug!(?wait, route, "waiting for Discord's rate limit");
                tokio::time::sleep(wait).await;
            }
            let response = self
                .request(method.clone(), &url, body, message)?
                .send()
                .await
                .map_err(|e| Failed::from(format!("{method} {path}: {}", causes(&e))))?;
            let status = response.status();
            let headers = response.headers().clone();
            self.limits().note(&route, &headers);
            let answer = response.bytes().await.unwrap_or_default();
            let answer: Value = serde_json::from_slice(&answer).unwrap_or(Value::Null);
            if status.is_success() {
                return Ok(answer);
            }
            let limited = status == reqwest::StatusCode::TOO_MANY_REQUESTS;
            let asked = match limited {
                true => self.limits().refused(&route, &headers, &answer),
                false => None,
            };
            if asked.is_none() || tried >= TRIES {
                let code = answer["code"].as_u64();
                return Err(Failed(format!("{method} {path}: {status} {answer}"), code));
            }
            tracing::debug!(wait = ?asked, route, "Discord answered 429");
        }
    }

    /// The request: JSON, or a form of `payload_json` and the files.
    fn request(
        &self,
        method: reqwest::Method,
        url: &str,
        body: &Value,
        message: &Message<'_>,
    ) -> Result<reqwest::RequestBuilder, Failed> {
        let request = self
            .client
            .request(method, url)
            .header(reqwest::header::USER_AGENT, serenity::constants::USER_AGENT)
            .header(reqwest::header::AUTHORIZATION, self.http.token());
        let json = serde_json::to_string(body).map_err(|e| Failed::from(e.to_string()))?;
        if message.files.is_empty() {
            return Ok(request
                .header(reqwest::header::CONTENT_TYPE, "application/json")
                .body(json));
        }
        let mut form = reqwest::multipart::Form::new().text("payload_json", json);
        for (n, file) in message.files.iter().enumerate() {
            let part = reqwest::multipart::Part::bytes(file.bytes.to_vec())
                .file_name(file.name.clone())
                .mime_str(mime(&file.name))
                .map_err(|e| Failed::from(e.to_string()))?;
            form = form.part(format!("files[{n}]"), part);
        }
        Ok(request.multipart(form))
    }
}

/// A file's media type, by its name.
fn mime(name: &str) -> &'static str {
    match name.rsplit('.').next() {
        Some("png") => "image/png",
        Some("gif") => "image/gif",
        Some("txt") => "text/plain",
        Some("json") => "application/json",
        _ => "application/octet-stream",
    }
}

/// An error with what caused it, for the log.
fn causes(error: &dyn std::error::Error) -> String {
    let mut words = error.to_string();
    let mut cause = error.source();
    while let Some(error) = cause {
        words.push_str(&format!(": {error}"));
        cause = error.source();
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;
    use reqwest::header::{HeaderMap, HeaderValue};

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(*name, HeaderValue::from_static(value));
        }
        map
    }

    #[test]
    fn a_spent_bucket_holds_its_route_alone() {
        let mut limits = Limits::default();
        let spent = headers(&[
            ("x-ratelimit-remaining", "0"),
            ("x-ratelimit-reset-after", "2.5"),
        ]);
        limits.note("POST channels/1/messages", &spent);
        assert!(limits.wait("POST channels/1/messages") > Duration::from_secs(2));
        assert!(limits.wait("POST channels/2/messages").is_zero());
        let left = headers(&[
            ("x-ratelimit-remaining", "3"),
            ("x-ratelimit-reset-after", "2.5"),
        ]);
        limits.note("POST channels/2/messages", &left);
        assert!(limits.wait("POST channels/2/messages").is_zero());
    }

    #[test]
    fn a_429_says_how_long_and_a_global_one_holds_every_route() {
        let mut limits = Limits::default();
        let route = "POST webhooks/1/t";
        let wait = limits.refused(route, &HeaderMap::new(), &json!({"retry_after": 0.5}));
        assert_eq!(wait, Some(Duration::from_millis(500)));
        assert!(limits.wait("POST channels/1/messages").is_zero());
        let by_header = headers(&[("retry-after", "1"), ("x-ratelimit-global", "true")]);
        assert_eq!(
            limits.refused(route, &by_header, &Value::Null),
            Some(Duration::from_secs(1))
        );
        assert!(!limits.wait("POST channels/1/messages").is_zero());
        let too_long = json!({"retry_after": 3600.0});
        assert_eq!(limits.refused(route, &HeaderMap::new(), &too_long), None);
    }
}
