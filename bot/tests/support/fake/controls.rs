//! What a test does with the fake: start it, set up the application, its
//! servers, shards and Activities, inject gateway events and interactions,
//! and wait for and read what the bot called and answered.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::Request;
use axum::serve::ListenerExt;
use serde_json::{Value, json};
use tokio::sync::Notify;

use super::gateway::shard_of;
use super::oauth::issue_code;
use super::rest::{guild_of, route};
use super::shown::as_shown;
use super::{APP_ID, Answer, Answers, Call, Fake, Message, OAuth, State, client, installs};

impl Fake {
    /// Starts a fake on a free loopback port.
    pub async fn start() -> Fake {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let state = Arc::new(State {
            oauth: Mutex::new(OAuth::default()),
            activities: std::sync::atomic::AtomicBool::new(false),
            port,
            app_id: APP_ID,
            bot_id: APP_ID,
            calls: Mutex::new(Vec::new()),
            changed: Notify::new(),
            gateways: Mutex::new(HashMap::new()),
            connections: AtomicU64::new(0),
            recommended_shards: AtomicU64::new(1),
            guilds: Mutex::new(HashMap::new()),
            routed: Mutex::new(HashMap::new()),
            kill_on_answer: Mutex::new(HashMap::new()),
            killed_on_answer: Mutex::new(std::collections::HashSet::new()),
            identifies: AtomicU64::new(0),
            next_id: AtomicU64::new(800_000_000_000_000_000),
            answers: Mutex::new(HashMap::new()),
            channels: Mutex::new(HashMap::new()),
            files: Mutex::new(HashMap::new()),
            locale: Mutex::new("en-US".to_owned()),
            acknowledged: Mutex::new(std::collections::HashSet::new()),
            refused: Mutex::new(Vec::new()),
            refusals_expected: std::sync::atomic::AtomicBool::new(false),
            undescribed_expected: std::sync::atomic::AtomicBool::new(false),
            interactions: Mutex::new(HashMap::new()),
            originals: Mutex::new(HashMap::new()),
            carriers: Mutex::new(HashMap::new()),
            v2: Mutex::new(HashMap::new()),
            rate_limits: AtomicU64::new(0),
            rate_limited: AtomicU64::new(0),
            slow_messages: AtomicU64::new(0),
            installs: Mutex::new(installs::Installs::default()),
            directs: Mutex::new(super::direct::Directs::default()),
        });
        let app = Router::new().fallback({
            let state = Arc::clone(&state);
            move |request: Request| route(Arc::clone(&state), request)
        });
        // Discord's servers send small frames at once: without NODELAY,
        // an event waits for the bot's delayed ACK of the one before (40 ms
        // on Linux) whenever two follow each other closely.
        let listener = listener.tap_io(|tcp| {
            let _ = tcp.set_nodelay(true);
        });
        let server = tokio::spawn(async move {
            axum::serve(listener, app).await.unwrap();
        });
        Fake { state, server }
    }

    /// What the Discord client's `authorize` gives an Activity of
    /// application `app` for `user` (scope `identify`): a code, good once
    /// for ten minutes (Discord's); `age` makes it that old already.
    pub fn authorize(&self, user: u64, app: u64, age: Duration) -> String {
        issue_code(&self.state, user, app, age)
    }

    /// Discord's client and Activity proxy for this application, its URL
    /// mapping `/` → `target` (the bot's web server, `host:port`): the
    /// address of its origin. A player's Discord opens the Activity at
    /// `<it>/.discord/client?user=…&instance_id=…&channel_id=…&guild_id=…`.
    pub async fn activity_client(&self, target: &str) -> String {
        client::serve(Arc::clone(&self.state), target.to_owned()).await
    }

    /// The SDK's commands the Discord client answered, by user, in order
    /// (`HANDSHAKE`, `AUTHORIZE`…).
    pub fn activity_commands(&self) -> Vec<(u64, String)> {
        self.state.oauth.lock().unwrap().rpc.clone()
    }

    /// Turns Activities on for the application, as the developer portal
    /// does: its commands must then keep an Entry Point command.
    pub fn enable_activities(&self) {
        self.state.activities.store(true, Ordering::SeqCst);
    }

    /// An Activity instance of this application running in `channel` of
    /// [`crate::support::GUILD`] with `users` in it.
    pub fn open_instance(&self, instance: &str, channel: u64, users: &[u64]) {
        self.state
            .oauth
            .lock()
            .unwrap()
            .instances
            .insert(instance.to_owned(), (channel, users.to_vec()));
    }

    /// The base URL the bot's `discord_api` setting points at.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.state.port)
    }

    /// The API base of bot process `n`: its calls are marked `via` `n`.
    pub fn url_via(&self, n: u32) -> String {
        format!("{}/via/{n}", self.url())
    }

    /// From now on `/gateway/bot` recommends `shards` shards.
    pub fn recommend_shards(&self, shards: u32) {
        self.state
            .recommended_shards
            .store(u64::from(shards), Ordering::SeqCst);
    }

    /// Puts `channel` in server `guild` (channels are in [`crate::support::GUILD`]
    /// unless placed).
    pub fn place(&self, channel: u64, guild: u64) {
        self.state.guilds.lock().unwrap().insert(channel, guild);
    }

    /// The server `channel` is in.
    pub fn guild_of(&self, channel: u64) -> u64 {
        guild_of(&self.state, channel)
    }

    /// The shards whose connections are identified now.
    pub fn connected_shards(&self) -> Vec<u32> {
        let mut shards: Vec<u32> = self
            .state
            .gateways
            .lock()
            .unwrap()
            .keys()
            .copied()
            .collect();
        shards.sort_unstable();
        shards
    }

    /// Kills process `pid` (SIGKILL) the moment the bot answers
    /// interaction `id`, before Discord's answer reaches it: an action the
    /// bot stored, then answered, and died.
    pub fn kill_when_answered(&self, id: u64, pid: u32) {
        self.state.kill_on_answer.lock().unwrap().insert(id, pid);
    }

    /// Whether interaction `id`'s answer arrived and its process was killed
    /// then (see [`Fake::kill_when_answered`]).
    pub fn killed_when_answered(&self, id: u64) -> bool {
        self.state.killed_on_answer.lock().unwrap().contains(&id)
    }

    /// The shard interaction `id` was sent to.
    pub fn routed(&self, id: u64) -> Option<u32> {
        self.state.routed.lock().unwrap().get(&id).copied()
    }

    /// Serves `bytes` as an attached file, as Discord's CDN does; returns
    /// its URL.
    pub fn host_file(&self, name: &str, bytes: &[u8]) -> String {
        self.state
            .files
            .lock()
            .unwrap()
            .insert(name.to_owned(), bytes.to_vec());
        format!("{}/attachments/{name}", self.url())
    }

    /// The address.
    pub fn addr(&self) -> SocketAddr {
        SocketAddr::from(([127, 0, 0, 1], self.state.port))
    }

    /// Every REST call so far.
    pub fn calls(&self) -> Vec<Call> {
        self.state.calls.lock().unwrap().clone()
    }

    /// The text of every message shown to everyone in the channel since
    /// `since`, as Discord showed it (its visibility Discord's, whatever
    /// the call asked), with the names of its files.
    pub fn public_since(&self, since: Instant) -> Vec<String> {
        self.calls()
            .iter()
            .filter(|c| c.at >= since && c.shown.as_ref().is_some_and(|s| !s.ephemeral))
            .map(|c| {
                let data = as_shown(c);
                let files: Vec<String> =
                    c.files.iter().filter_map(|f| f.filename.clone()).collect();
                format!(
                    "{} {}",
                    crate::support::limits::text(&data),
                    files.join(" ")
                )
            })
            .collect()
    }

    /// Waits until `check` holds for the calls so far.
    pub async fn wait_for(&self, what: &str, mut check: impl FnMut(&[Call]) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let changed = self.state.changed.notified();
            if check(&self.state.calls.lock().unwrap()) {
                return;
            }
            if tokio::time::timeout(deadline.saturating_duration_since(Instant::now()), changed)
                .await
                .is_err()
            {
                panic!(
                    "timed out waiting for {what}; calls: {:#?}",
                    self.calls()
                        .iter()
                        .map(|c| format!("{} {}", c.method, c.path))
                        .collect::<Vec<_>>()
                );
            }
        }
    }

    /// Waits until the bot has identified `count` times and registered its
    /// commands since.
    pub async fn wait_ready(&self, count: u64) {
        let state = Arc::clone(&self.state);
        self.wait_for("the bot to connect and register its commands", |calls| {
            state.identifies.load(Ordering::SeqCst) >= count
                && calls
                    .iter()
                    .filter(|c| c.method == "PUT" && c.path.ends_with("/commands"))
                    .count() as u64
                    >= count
        })
        .await;
    }

    /// Asks every gateway connection to reconnect (op 7 RECONNECT), as
    /// Discord does when it moves a session: the bot opens a new
    /// connection and, its session not resumed, identifies again.
    pub fn ask_to_reconnect(&self) {
        for connection in self.state.gateways.lock().unwrap().values() {
            let _ = connection.sender.send(json!({"op": 7, "d": null}));
        }
    }

    /// Waits until the bot has identified `count` times in all.
    pub async fn wait_identified(&self, count: u64) {
        let state = Arc::clone(&self.state);
        self.wait_for("the bot to identify on the gateway", |_| {
            state.identifies.load(Ordering::SeqCst) >= count
        })
        .await;
    }

    /// From now on, users and their server speak `locale` (`fr`, `pl`).
    pub fn speak(&self, locale: &str) {
        *self.state.locale.lock().unwrap() = locale.to_owned();
    }

    /// The locale interactions carry.
    pub fn locale(&self) -> String {
        self.state.locale.lock().unwrap().clone()
    }

    /// A fresh snowflake.
    pub fn id(&self) -> u64 {
        self.state.next_id.fetch_add(1, Ordering::SeqCst)
    }

    /// Sends a gateway dispatch of type `event` with `data` to the
    /// connection of the shard its server (`guild_id`) is on; the shard.
    pub fn dispatch(&self, event: &str, data: Value) -> u32 {
        let guild = data["guild_id"].as_str().and_then(|g| g.parse().ok());
        let connection = self
            .state
            .gateways
            .lock()
            .unwrap()
            .values()
            .find(|c| c.shard == shard_of(guild, c.total))
            .cloned()
            .unwrap_or_else(|| {
                panic!("no connection runs the shard of server {guild:?}: the bot is not connected")
            });
        assert!(
            connection.send(event, data),
            "the gateway connection of shard {} is open",
            connection.shard
        );
        connection.shard
    }

    /// Injects an interaction (its `id` and `token` are taken from it). A
    /// click on a component the bot sent comes from the message it was
    /// sent on (its id and flags), and through the installation that made
    /// that message (its `authorizing_integration_owners`), as Discord's
    /// does. Panics when Discord would not deliver it (a test bug): a
    /// command from a user it is not offered to, in a context or through
    /// an installation the registered command does not list, anything in
    /// a group DM from a non-member (see `fake/installs.rs`).
    pub fn interact(&self, mut interaction: Value) {
        let id: u64 = interaction["id"].as_str().unwrap().parse().unwrap();
        let kind = interaction["type"].as_u64().unwrap_or(0);
        let carrier = interaction["data"]["custom_id"]
            .as_str()
            .and_then(|c| self.state.carriers.lock().unwrap().get(c).copied());
        if let Some(message) = carrier {
            interaction["message"]["id"] = json!(message.id.to_string());
            let mut flags = if message.ephemeral { 64 } else { 0 };
            // A V2 message comes with its container, text displays and
            // galleries, as Discord sends it.
            if let Some(components) = self.state.v2.lock().unwrap().get(&message.id) {
                flags |= crate::support::limits::COMPONENTS_V2;
                interaction["message"]["components"] = components.clone();
            }
            interaction["message"]["flags"] = json!(flags);
        }
        let on = (kind == 3).then(|| {
            carrier.unwrap_or(Message {
                id: interaction["message"]["id"]
                    .as_str()
                    .and_then(|m| m.parse().ok())
                    .unwrap_or(0),
                ephemeral: interaction["message"]["flags"]
                    .as_u64()
                    .is_some_and(|f| f & 64 != 0),
                by: 0,
            })
        });
        installs::admit(&self.state, id, &mut interaction);
        self.state
            .interactions
            .lock()
            .unwrap()
            .insert(id, (kind, on));
        let channel = interaction["channel_id"]
            .as_str()
            .and_then(|c| c.parse().ok())
            .unwrap_or(1);
        self.state.channels.lock().unwrap().insert(id, channel);
        self.state
            .answers
            .lock()
            .unwrap()
            .entry(id)
            .or_default()
            .injected = Some(Instant::now());
        let shard = self.dispatch("INTERACTION_CREATE", interaction);
        self.state.routed.lock().unwrap().insert(id, shard);
    }

    /// Waits for the bot's answer to interaction `id` (following a deferral
    /// to its follow-up).
    pub async fn answer(&self, id: u64) -> Answer {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            // Listening before reading: a call recorded in between wakes it.
            let notify = self.state.answers(id).notify;
            let changed = notify.notified();
            let Answers {
                calls, injected, ..
            } = self.state.answers(id);
            if let Some(answer) = Self::read_answer(&calls, injected) {
                return answer;
            }
            if tokio::time::timeout(deadline.saturating_duration_since(Instant::now()), changed)
                .await
                .is_err()
            {
                let seen: Vec<String> = calls
                    .iter()
                    .map(|c| format!("{} {}", c.method, c.path))
                    .collect();
                panic!("timed out waiting for the answer to interaction {id}; its calls: {seen:?}");
            }
        }
    }

    /// Waits for what the user who asked reads as the result of
    /// interaction `id`: its answer, or, when the answer only says that the
    /// result went to the channel (a public result of a command deferred
    /// privately), the message posted there.
    pub async fn reply(&self, id: u64) -> Answer {
        let answer = self.answer(id).await;
        let note = keystone_bot::i18n::Lang::ALL
            .iter()
            .any(|lang| lang.text("pick-played") == answer.content());
        if answer.ephemeral() && note {
            self.followup(id).await
        } else {
            answer
        }
    }

    /// Waits for the follow-up message the bot posted after answering
    /// interaction `id` in place (the move picker's Play).
    pub async fn followup(&self, id: u64) -> Answer {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let notify = self.state.answers(id).notify;
            let changed = notify.notified();
            let calls = self.state.answers(id).calls;
            if let Some(posted) = calls.iter().find(|c| {
                c.method == "POST"
                    && c.path.starts_with("webhooks/")
                    && c.shown.as_ref().is_some_and(|s| !s.edit)
            }) {
                return Answer {
                    kind: 0,
                    data: as_shown(posted),
                    files: posted.files.clone(),
                    latency: Duration::ZERO,
                };
            }
            if tokio::time::timeout(deadline.saturating_duration_since(Instant::now()), changed)
                .await
                .is_err()
            {
                panic!("timed out waiting for a follow-up to interaction {id}");
            }
        }
    }

    fn read_answer(calls: &[Call], injected: Option<Instant>) -> Option<Answer> {
        let first = calls
            .iter()
            .find(|c| c.method == "POST" && c.path.starts_with("interactions/"))?;
        let json = first.json.clone().unwrap_or(Value::Null);
        let kind = json["type"].as_u64().unwrap_or(0);
        let (data, files, at) = if kind == 5 || kind == 6 {
            // Deferred: the answer is the first message shown after, as
            // Discord shows it (the edited "thinking…" keeps the defer's
            // visibility, whatever the follow-up asked).
            let later = calls
                .iter()
                .find(|c| c.path.starts_with("webhooks/") && c.shown.is_some())?;
            (as_shown(later), later.files.clone(), later.at)
        } else {
            (as_shown(first), first.files.clone(), first.at)
        };
        let latency = injected.map_or(Duration::ZERO, |t| at.saturating_duration_since(t));
        Some(Answer {
            kind,
            data,
            files,
            latency,
        })
    }

    /// Stops serving.
    pub fn stop(&self) {
        self.server.abort();
    }
}

impl Fake {
    /// The calls the strict fake refused, with its answer.
    pub fn refused(&self) -> Vec<(Call, Value)> {
        self.state.refused.lock().unwrap().clone()
    }

    /// The files uploaded without a description (Keystone's own rule, not
    /// Discord's: every picture and file it sends says what it holds, for
    /// screen readers), as `METHOD path file`.
    pub fn undescribed(&self) -> Vec<String> {
        let mut found = Vec::new();
        for call in self.calls() {
            let Some(json) = &call.json else { continue };
            // An interaction's callback carries its message in `data`.
            let message = if json["data"].is_object() {
                &json["data"]
            } else {
                json
            };
            for part in &call.files {
                let described = message["attachments"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .find(|a| {
                        let id = a["id"].as_u64().map(|id| id.to_string());
                        let id = id.or_else(|| a["id"].as_str().map(str::to_owned));
                        id.is_some_and(|id| part.name == format!("files[{id}]"))
                    })
                    .and_then(|a| a["description"].as_str())
                    .is_some_and(|d| !d.trim().is_empty());
                let file = part.filename.clone().unwrap_or_default();
                if !described {
                    found.push(format!("{} {} {file}", call.method, call.path));
                }
                // A V2 message shows a file only through a component, and a
                // picture's alt text is its gallery item's.
                if crate::support::limits::is_v2(message) {
                    let url = format!("attachment://{file}");
                    let shown = crate::support::limits::gallery(message);
                    let item = shown.iter().find(|(shown, _)| *shown == url);
                    // A file (not a picture) is shown by name.
                    let picture = file.ends_with(".png") || file.ends_with(".gif");
                    match item {
                        Some((_, words)) if !picture || !words.trim().is_empty() => {}
                        _ => found.push(format!(
                            "{} {} {file} (not shown with words)",
                            call.method, call.path
                        )),
                    }
                }
            }
        }
        found
    }

    /// This test sends files without a description on purpose.
    pub fn expect_undescribed(&self) {
        self.state
            .undescribed_expected
            .store(true, Ordering::SeqCst);
    }

    /// This test sends refused payloads on purpose: dropping the fake
    /// with refusals does not fail it.
    pub fn expect_refusals(&self) {
        self.state.refusals_expected.store(true, Ordering::SeqCst);
    }

    /// The next `calls` messages (of the bot's own, or follow-ups) are
    /// answered 429, as Discord answers a client over a rate limit: "You
    /// are being rate limited.", `retry_after` a fifth of a second
    /// (…/topics/rate-limits).
    pub fn rate_limit(&self, calls: u64) {
        self.state.rate_limits.store(calls, Ordering::SeqCst);
    }

    /// From now on, each message (of the bot's own, or a follow-up) is
    /// shown at once but answered `after` it, as Discord's answers come
    /// late under load: players may act on it before the bot hears back.
    pub fn slow_messages(&self, after: Duration) {
        let ms = u64::try_from(after.as_millis()).unwrap_or(u64::MAX);
        self.state.slow_messages.store(ms, Ordering::SeqCst);
    }

    /// How many calls were answered 429.
    pub fn rate_limited(&self) -> u64 {
        self.state.rate_limited.load(Ordering::SeqCst)
    }
}

impl Drop for Fake {
    fn drop(&mut self) {
        self.server.abort();
        let refused = self.state.refused.lock().unwrap();
        if !refused.is_empty()
            && !self.state.refusals_expected.load(Ordering::SeqCst)
            && !std::thread::panicking()
        {
            let seen: Vec<String> = refused
                .iter()
                .map(|(c, why)| format!("{} {}: {why}", c.method, c.path))
                .collect();
            panic!("Discord would have refused: {seen:#?}");
        }
        drop(refused);
        let undescribed = self.undescribed();
        if !undescribed.is_empty()
            && !self.state.undescribed_expected.load(Ordering::SeqCst)
            && !std::thread::panicking()
        {
            panic!("files sent without a description: {undescribed:#?}");
        }
    }
}
