//! Sends a [`Message`] to Discord as JSON, with its files as `files[n]`:
//! serenity 0.12 has no builders for Components V2, and its raw calls number
//! every file `files[0]`. It speaks to the API serenity speaks to (the same
//! base, token and user agent), and waits as long as Discord asks when it
//! answers 429.

use std::time::Duration;

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

/// Why a message was not sent.
#[derive(Debug)]
pub struct Failed(String);

impl std::fmt::Display for Failed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Failed {}

impl From<serenity::Error> for Failed {
    fn from(error: serenity::Error) -> Failed {
        Failed(error.to_string())
    }
}

/// How many times a message Discord answers 429 is tried, and the longest
/// wait it may ask for.
const TRIES: usize = 4;
const LONGEST_WAIT: Duration = Duration::from_secs(60);

/// Sends messages with serenity's credentials and base URL.
pub(super) struct Courier<'a> {
    client: &'a reqwest::Client,
    http: &'a serenity::Http,
}

impl<'a> Courier<'a> {
    /// A courier through `client`, as `http` (its token, its API).
    pub(super) fn new(client: &'a reqwest::Client, http: &'a serenity::Http) -> Courier<'a> {
        Courier { client, http }
    }

    /// Sends `message` to `to`.
    pub(super) async fn send(&self, to: To<'_>, message: &Message) -> Result<(), Failed> {
        let app = || {
            self.http
                .application_id()
                .map(|id| id.get())
                // not shown: logged
                .ok_or_else(|| Failed("the application's id is not known yet".into()))
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
        let base = self.http.proxy.as_deref().unwrap_or("https://discord.com");
        let url = format!("{}/api/v10/{path}", base.trim_end_matches('/'));
        for _ in 0..TRIES {
            let response = self
                .request(method.clone(), &url, &body, message)?
                .send()
                .await
                .map_err(|e| Failed(format!("{method} {path}: {}", causes(&e))))?;
            let status = response.status();
            if status.is_success() {
                return Ok(());
            }
            let answer = response.bytes().await.unwrap_or_default();
            let answer: Value = serde_json::from_slice(&answer).unwrap_or(Value::Null);
            if status == reqwest::StatusCode::TOO_MANY_REQUESTS
                && let Some(wait) = answer["retry_after"].as_f64()
                && let Ok(wait) = Duration::try_from_secs_f64(wait)
                && wait <= LONGEST_WAIT
            {
                tracing::debug!(?wait, path, "Discord asks to wait");
                tokio::time::sleep(wait).await;
                continue;
            }
            return Err(Failed(format!("{method} {path}: {status} {answer}")));
        }
        // not shown: logged
        Err(Failed(format!(
            "{method} {path}: still rate limited after {TRIES} tries"
        )))
    }

    /// The request: JSON, or a form of `payload_json` and the files.
    fn request(
        &self,
        method: reqwest::Method,
        url: &str,
        body: &Value,
        message: &Message,
    ) -> Result<reqwest::RequestBuilder, Failed> {
        let request = self
            .client
            .request(method, url)
            .header(reqwest::header::USER_AGENT, serenity::constants::USER_AGENT)
            .header(reqwest::header::AUTHORIZATION, self.http.token());
        let json = serde_json::to_string(body).map_err(|e| Failed(e.to_string()))?;
        if message.files.is_empty() {
            return Ok(request
                .header(reqwest::header::CONTENT_TYPE, "application/json")
                .body(json));
        }
        let mut form = reqwest::multipart::Form::new().text("payload_json", json);
        for (n, file) in message.files.iter().enumerate() {
            let part = reqwest::multipart::Part::bytes(file.bytes.clone())
                .file_name(file.name.clone())
                .mime_str(mime(&file.name))
                .map_err(|e| Failed(e.to_string()))?;
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
