//! A fake Discord on 127.0.0.1: the REST routes serenity and poise call,
//! under `/api/v10/`, and the gateway websocket on the same port. It records
//! every REST call (with its JSON and multipart parts), answers anything it
//! does not know with 404 and says so loudly, and injects gateway events
//! (interactions) the tests build.
//!
//! Its gateway is sharded as Discord's is: each connection IDENTIFYs with
//! its `[shard, total]`, and an event about a server goes to the connection
//! of that server's shard, `(guild_id >> 22) % total` (events without a
//! server to shard 0). A process may reach the REST API under
//! `/via/<n>/api/v10/`, so that a test running several bot processes knows
//! which one made each call ([`Call::via`]).
//!
//! It is as strict as Discord on every route: a call without a `User-Agent`
//! of the form `DiscordBot ($url, $versionNumber)` is blocked (403, 40333);
//! a call without the token its route takes is answered 401 (the bot's for
//! the bot's routes, a user's OAuth2 token or the bot's for `/users/@me`,
//! the client credentials in the form or by HTTP Basic for `/oauth2/token`,
//! none for what an interaction's token opens); a route Discord does not
//! have, 404. A payload beyond Discord's documented limits
//! ([`super::limits`]: messages, components, command registrations with
//! their Entry Point, threads) is answered 400 with Discord's error, an
//! empty message 50006, an upload over the limit 413, a callback type that
//! cannot answer its interaction 400, an interaction answered twice or
//! after its 3 seconds, or followed up before it was answered, as Discord
//! answers those. A refused call is not recorded as made; it is kept in
//! [`Fake::refused`] (OAuth2's refusals too), and a fake dropped with
//! refusals nobody expected fails the test.
//!
//! It shows messages as Discord does ([`Shown`]): right after a deferred
//! message the first follow-up edits the "thinking…" and keeps the defer's
//! visibility whatever its own flags say; a deferred update or an update
//! edits the message the component is on, which keeps its visibility (a
//! click comes from the message its custom id was sent on); later
//! follow-ups are messages of their own. [`Fake::kill_when_answered`] kills
//! a bot process the moment it answers an interaction.

#[path = "fake/client.rs"]
mod client;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Bytes;
use axum::extract::ws::{Message as Frame, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequest, Multipart, Request};
use axum::http::{Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::serve::ListenerExt;
use serde_json::{Value, json};
use tokio::sync::{Notify, mpsc};

/// One REST call the bot made.
#[derive(Clone, Debug)]
pub struct Call {
    /// HTTP method.
    pub method: String,
    /// Path after `/api/v10/`, without the query.
    pub path: String,
    /// The JSON body (or the multipart `payload_json`).
    pub json: Option<Value>,
    /// Multipart file parts.
    pub files: Vec<Part>,
    /// When it arrived.
    pub at: Instant,
    /// The `n` of the API base `/via/<n>` it came through: which bot
    /// process made it, when a test starts several.
    pub via: Option<u32>,
    /// The message this call showed, as Discord shows it: `None` for a
    /// call that shows none (a deferral, an autocomplete, a query).
    pub shown: Option<Shown>,
}

/// A message as Discord shows it, whatever the call that made it asked:
/// its visibility is the one Discord gives it.
#[derive(Clone, Debug)]
pub struct Shown {
    /// The message's id.
    pub id: u64,
    /// Only the user who interacted sees it.
    pub ephemeral: bool,
    /// It edits a message already shown (the deferred "thinking…", or the
    /// message a button is on) instead of posting a new one.
    pub edit: bool,
}

/// A multipart part.
#[derive(Clone, Debug)]
pub struct Part {
    /// Field name (`files[0]`).
    pub name: String,
    /// File name.
    pub filename: Option<String>,
    /// Content type.
    pub content_type: Option<String>,
    /// The bytes.
    pub bytes: Vec<u8>,
}

/// What the bot answered to one interaction: the callback, then any
/// follow-up or edit of the original response.
#[derive(Clone, Debug)]
pub struct Answer {
    /// The callback's type (4 message, 5 deferred, 8 autocomplete…).
    pub kind: u64,
    /// The message (or autocomplete) data finally shown.
    pub data: Value,
    /// Files attached to it.
    pub files: Vec<Part>,
    /// From the injection of the interaction to the answer with its content.
    pub latency: Duration,
}

impl Answer {
    /// The message's text.
    pub fn content(&self) -> &str {
        self.data["content"].as_str().unwrap_or("")
    }

    /// Whether only the user sees it.
    pub fn ephemeral(&self) -> bool {
        self.data["flags"].as_u64().is_some_and(|f| f & 64 != 0)
    }

    /// The custom ids of its buttons and menus.
    pub fn custom_ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        for row in self.data["components"].as_array().into_iter().flatten() {
            for component in row["components"].as_array().into_iter().flatten() {
                if let Some(id) = component["custom_id"].as_str() {
                    ids.push(id.to_owned());
                }
            }
        }
        ids
    }

    /// The custom id of its button or menu starting with `prefix`
    /// (`ks:accept:`); panics if it has none.
    pub fn button(&self, prefix: &str) -> String {
        self.custom_ids()
            .into_iter()
            .find(|id| id.starts_with(prefix))
            .unwrap_or_else(|| panic!("no {prefix} button in {:?}", self.custom_ids()))
    }

    /// The values offered by its select menu.
    pub fn menu_values(&self) -> Vec<String> {
        let mut values = Vec::new();
        for row in self.data["components"].as_array().into_iter().flatten() {
            for component in row["components"].as_array().into_iter().flatten() {
                for option in component["options"].as_array().into_iter().flatten() {
                    values.extend(option["value"].as_str().map(str::to_owned));
                }
            }
        }
        values
    }

    /// The options of its select menu as (label, description, value).
    pub fn menu_options(&self) -> Vec<(String, String, String)> {
        let mut options = Vec::new();
        for row in self.data["components"].as_array().into_iter().flatten() {
            for component in row["components"].as_array().into_iter().flatten() {
                for option in component["options"].as_array().into_iter().flatten() {
                    let text = |key: &str| option[key].as_str().unwrap_or("").to_owned();
                    options.push((text("label"), text("description"), text("value")));
                }
            }
        }
        options
    }

    /// Autocomplete choices as (name, value).
    pub fn choices(&self) -> Vec<(String, String)> {
        self.data["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| {
                (
                    c["name"].as_str().unwrap_or("").to_owned(),
                    c["value"].as_str().unwrap_or("").to_owned(),
                )
            })
            .collect()
    }

    /// The attached PNG, if any.
    pub fn png(&self) -> Option<&[u8]> {
        self.files
            .iter()
            .find(|f| f.filename.as_deref().is_some_and(|n| n.ends_with(".png")))
            .map(|f| f.bytes.as_slice())
    }
}

struct State {
    /// OAuth2 codes and user tokens, and the Activity instances running.
    oauth: Mutex<OAuth>,
    /// Whether the application has Activities enabled (the developer
    /// portal's switch): then it has an Entry Point command.
    activities: std::sync::atomic::AtomicBool,
    port: u16,
    app_id: u64,
    bot_id: u64,
    calls: Mutex<Vec<Call>>,
    changed: Notify,
    /// The gateway connections that identified, by shard id.
    gateways: Mutex<HashMap<u32, Connection>>,
    /// Connections opened so far (each one's number).
    connections: AtomicU64,
    /// The shard count `/gateway/bot` recommends.
    recommended_shards: AtomicU64,
    /// The server of each channel the tests placed in one (others are in
    /// [`super::GUILD`]).
    guilds: Mutex<HashMap<u64, u64>>,
    /// The shard each interaction was sent to.
    routed: Mutex<HashMap<u64, u32>>,
    /// Processes to kill (SIGKILL) the moment the bot answers an
    /// interaction, by interaction; those killed so.
    kill_on_answer: Mutex<HashMap<u64, u32>>,
    killed_on_answer: Mutex<std::collections::HashSet<u64>>,
    identifies: AtomicU64,
    next_id: AtomicU64,
    /// The calls answering each interaction.
    answers: Mutex<HashMap<u64, Answers>>,
    /// The channel of each interaction, for its follow-up messages.
    channels: Mutex<HashMap<u64, u64>>,
    /// Files users attached, served as Discord's CDN would.
    files: Mutex<HashMap<String, Vec<u8>>>,
    /// The Discord language of the users (and server) interacting.
    locale: Mutex<String>,
    /// The interactions answered (their callback accepted).
    acknowledged: Mutex<std::collections::HashSet<u64>>,
    /// The calls refused, with Discord's answer.
    refused: Mutex<Vec<(Call, Value)>>,
    /// Each interaction's type (2 a command, 3 a component, 4 an
    /// autocomplete) and, for a component, the message it is on.
    interactions: Mutex<HashMap<u64, (u64, Option<Message>)>>,
    /// Each interaction's original response, once it was answered.
    originals: Mutex<HashMap<u64, Original>>,
    /// The message each custom id was last sent on, so that a click on it
    /// comes from that message (ephemeral or not), as Discord's does.
    carriers: Mutex<HashMap<String, Message>>,
    /// Whether a test sends refused payloads on purpose.
    refusals_expected: std::sync::atomic::AtomicBool,
}

/// One identified gateway connection: the shard it runs.
#[derive(Clone)]
struct Connection {
    /// Which connection (to tell a reconnection from the old one).
    number: u64,
    shard: u32,
    total: u32,
    sender: mpsc::UnboundedSender<Value>,
    /// The connection's own sequence numbers.
    sequence: Arc<AtomicU64>,
}

impl Connection {
    /// Sends dispatch `event` with `data`, numbered in this connection.
    fn send(&self, event: &str, data: Value) -> bool {
        let seq = self.sequence.fetch_add(1, Ordering::SeqCst) + 1;
        let mut frame = json!({"op": 0, "t": event, "s": seq});
        frame["d"] = data;
        self.sender.send(frame).is_ok()
    }
}

/// The shard of `guild` among `total` (no server: shard 0), as Discord
/// routes events. Written here from Discord's documentation rather than
/// taken from the bot's `Shards::of`, so the fake checks the bot instead of
/// agreeing with it.
pub fn shard_of(guild: Option<u64>, total: u32) -> u32 {
    guild.map_or(0, |g| ((g >> 22) % u64::from(total.max(1))) as u32)
}

/// A message the bot posted: its id and whether only one user sees it.
#[derive(Clone, Copy, Debug)]
struct Message {
    id: u64,
    ephemeral: bool,
}

/// An interaction's original response, as Discord keeps it.
#[derive(Clone, Copy, Debug)]
struct Original {
    /// The callback's type.
    kind: u64,
    /// The message it is: the one created (4), the "thinking…" one (5), or
    /// the component's (6, 7).
    message: Message,
    /// A deferred "thinking…" not yet edited: the next follow-up edits it
    /// and keeps its visibility (Discord's documented behaviour for the
    /// first follow-up after `DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE`).
    loading: bool,
}

/// What answered one interaction so far.
#[derive(Clone, Default)]
struct Answers {
    calls: Vec<Call>,
    /// Told of every new call.
    notify: Arc<Notify>,
    /// When the interaction was injected.
    injected: Option<Instant>,
}

impl State {
    /// What answered interaction `id` so far.
    fn answers(&self, id: u64) -> Answers {
        self.answers.lock().unwrap().entry(id).or_default().clone()
    }
}

/// The interaction a REST call answers: from a callback path or a
/// follow-up's token (the tests' tokens are `token-<id>`).
fn answered(path: &str) -> Option<u64> {
    let parts: Vec<&str> = path.split('/').collect();
    match parts.as_slice() {
        ["interactions", id, ..] => id.parse().ok(),
        ["webhooks", _, token, ..] => token.strip_prefix("token-")?.parse().ok(),
        _ => None,
    }
}

/// The fake Discord.
pub struct Fake {
    state: Arc<State>,
    server: tokio::task::JoinHandle<()>,
}

/// A mark in a bot token the fake answers 401 Unauthorized, as Discord
/// answers a revoked token.
pub const REVOKED: &str = "revoked";

/// The application (and bot user) id.
pub const APP_ID: u64 = 700_000_000_000_000_001;

/// The bot token the tests' bot runs with (its first part is [`APP_ID`] in
/// base64, as a real token's is its bot's id).
pub const BOT_TOKEN: &str =
    "NzAwMDAwMDAwMDAwMDAwMDAx.Gfake0.fake-token-for-tests-only-000000000000";

/// A User-Agent of the form Discord requires, for the tests' own calls to
/// the fake.
pub const USER_AGENT: &str = "DiscordBot (https://keystone.test/fake-discord-client, 1.0)";

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
            interactions: Mutex::new(HashMap::new()),
            originals: Mutex::new(HashMap::new()),
            carriers: Mutex::new(HashMap::new()),
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
    /// [`super::GUILD`] with `users` in it.
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

    /// Puts `channel` in server `guild` (channels are in [`super::GUILD`]
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
                    data["content"].as_str().unwrap_or(""),
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
    /// sent on (its id and flags), as Discord's does.
    pub fn interact(&self, mut interaction: Value) {
        let id: u64 = interaction["id"].as_str().unwrap().parse().unwrap();
        let kind = interaction["type"].as_u64().unwrap_or(0);
        let carrier = interaction["data"]["custom_id"]
            .as_str()
            .and_then(|c| self.state.carriers.lock().unwrap().get(c).copied());
        if let Some(message) = carrier {
            interaction["message"]["id"] = json!(message.id.to_string());
            interaction["message"]["flags"] = json!(if message.ephemeral { 64 } else { 0 });
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
            })
        });
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

    /// This test sends refused payloads on purpose: dropping the fake
    /// with refusals does not fail it.
    pub fn expect_refusals(&self) {
        self.state.refusals_expected.store(true, Ordering::SeqCst);
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
    }
}

/// The message a call showed, its flags those Discord gave it.
fn as_shown(call: &Call) -> Value {
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
/// custom ids are remembered as its own.
fn show(state: &State, method: &Method, path: &str, json: Option<&Value>) -> Option<Shown> {
    let parts: Vec<&str> = path.split('/').collect();
    let body = json.unwrap_or(&Value::Null);
    let new_id = || state.next_id.fetch_add(1, Ordering::SeqCst);
    let ephemeral = |flags: &Value| flags.as_u64().is_some_and(|f| f & 64 != 0);
    let shown = match (method.as_str(), parts.as_slice()) {
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
                    };
                    (message, false, Some(false))
                }
                5 => {
                    let message = Message {
                        id: new_id(),
                        ephemeral: ephemeral(&body["data"]["flags"]),
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
            shown.map(|edit| Shown {
                id: message.id,
                ephemeral: message.ephemeral,
                edit,
            })
        }
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
            let id = token.strip_prefix("token-")?.parse::<u64>().ok()?;
            let mut originals = state.originals.lock().unwrap();
            let original = originals.get_mut(&id)?;
            original.loading = false;
            Some(Shown {
                id: original.message.id,
                ephemeral: original.message.ephemeral,
                edit: true,
            })
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
                Some(Shown {
                    id: original.message.id,
                    ephemeral: original.message.ephemeral,
                    edit: true,
                })
            } else {
                Some(Shown {
                    id: new_id(),
                    ephemeral: ephemeral(&body["flags"]),
                    edit: false,
                })
            }
        }
        ("POST", ["channels", _, "messages"]) => Some(Shown {
            id: new_id(),
            ephemeral: false,
            edit: false,
        }),
        _ => None,
    }?;
    let data = if path.ends_with("/callback") {
        &body["data"]
    } else {
        body
    };
    let mut carriers = state.carriers.lock().unwrap();
    for row in data["components"].as_array().into_iter().flatten() {
        for component in row["components"].as_array().into_iter().flatten() {
            if let Some(custom_id) = component["custom_id"].as_str() {
                carriers.insert(
                    custom_id.to_owned(),
                    Message {
                        id: shown.id,
                        ephemeral: shown.ephemeral,
                    },
                );
            }
        }
    }
    Some(shown)
}

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
        | ("POST", ["channels", _, "messages" | "threads"])
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
fn gate(
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
fn verdict(
    state: &State,
    method: &Method,
    path: &str,
    json: Option<&Value>,
    files: &[Part],
) -> Option<(StatusCode, Value)> {
    use super::limits;
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
        }
        ("POST", ["channels", _, "threads"]) => limits::thread(&mut problems, body),
        ("POST", ["interactions", id, _, "callback"]) => {
            let id: u64 = id.parse().unwrap_or(0);
            let injected = state
                .answers
                .lock()
                .unwrap()
                .get(&id)
                .and_then(|a| a.injected);
            if injected.is_none_or(|t| t.elapsed() > Duration::from_secs(3)) {
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
            let edit = method == Method::PATCH;
            limits::attachments(&mut problems, &[], body, &uploaded, edit);
            if !edit && limits::empty(body, &uploaded) {
                return empty();
            }
        }
        ("POST", ["channels", _, "messages"]) => {
            limits::message(&mut problems, &[], body, false);
            limits::components(&mut problems, &[], body);
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

async fn route(state: Arc<State>, request: Request) -> Response {
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
        ("PUT", ["applications", _, "commands"] | ["applications", _, "guilds", _, "commands"]) => {
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
fn guild_of(state: &State, channel: u64) -> u64 {
    state
        .guilds
        .lock()
        .unwrap()
        .get(&channel)
        .copied()
        .unwrap_or(super::GUILD)
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
        "flags": 0
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

async fn gateway(state: Arc<State>, mut socket: WebSocket) {
    let (sender, mut outbound) = mpsc::unbounded_channel::<Value>();
    let number = state.connections.fetch_add(1, Ordering::SeqCst);
    let mut identified: Option<u32> = None;
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41_250}});
    if socket
        .send(Frame::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(message)) = incoming else { break };
                // A Close frame is answered by the websocket library; keep
                // reading until the connection ends so the answer goes out.
                let Frame::Text(text) = message else { continue };
                let Ok(payload) = serde_json::from_str::<Value>(&text) else { continue };
                match payload["op"].as_u64() {
                    Some(1) => {
                        let _ = socket.send(Frame::Text(json!({"op": 11}).to_string().into())).await;
                    }
                    Some(2) => {
                        // IDENTIFY: this connection now receives the events
                        // of its shard's servers.
                        let shard = &payload["d"]["shard"];
                        let (id, total) = (
                            shard[0].as_u64().unwrap_or(0) as u32,
                            shard[1].as_u64().unwrap_or(1) as u32,
                        );
                        let connection = Connection {
                            number,
                            shard: id,
                            total,
                            sender: sender.clone(),
                            sequence: Arc::new(AtomicU64::new(0)),
                        };
                        let seq = connection.sequence.fetch_add(1, Ordering::SeqCst) + 1;
                        state.gateways.lock().unwrap().insert(id, connection);
                        identified = Some(id);
                        let ready = json!({"op": 0, "t": "READY", "s": seq, "d": {
                            "v": 10,
                            "user": bot_user(state.bot_id),
                            "guilds": [],
                            "session_id": format!("session-{number}"),
                            "resume_gateway_url": format!("ws://127.0.0.1:{}", state.port),
                            "shard": [id, total],
                            "application": {"id": state.app_id.to_string(), "flags": 0}
                        }});
                        let _ = socket.send(Frame::Text(ready.to_string().into())).await;
                        state.identifies.fetch_add(1, Ordering::SeqCst);
                        state.changed.notify_waiters();
                    }
                    Some(6) => {
                        // RESUME: treat as a new session.
                        let _ = socket.send(Frame::Text(json!({"op": 9, "d": false}).to_string().into())).await;
                    }
                    _ => {}
                }
            }
            event = outbound.recv() => {
                let Some(event) = event else { break };
                if socket.send(Frame::Text(event.to_string().into())).await.is_err() {
                    break;
                }
            }
        }
    }
    // Gone: its shard's events have nowhere to go until it comes back (a
    // newer connection of the same shard stays).
    if let Some(id) = identified {
        let mut gateways = state.gateways.lock().unwrap();
        if gateways.get(&id).is_some_and(|c| c.number == number) {
            gateways.remove(&id);
        }
    }
}

/// OAuth2 as Discord runs it for an Activity: codes the client's
/// `authorize` gave, the user tokens they were exchanged for, and the
/// Activity instances running.
#[derive(Default)]
struct OAuth {
    codes: HashMap<String, Code>,
    tokens: HashMap<String, u64>,
    /// By instance id: its channel and the users in it.
    instances: HashMap<String, (u64, Vec<u64>)>,
    /// The SDK commands the Discord client answered: by user.
    rpc: Vec<(u64, String)>,
}

/// A code as the Discord client's `authorize` gives it to `user` for
/// application `app`, `age` old already.
fn issue_code(state: &State, user: u64, app: u64, age: Duration) -> String {
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
struct Code {
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
fn oauth(
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
                    "location": {"id": format!("gc-{}-{channel}", super::GUILD), "kind": "gc", "channel_id": channel.to_string(), "guild_id": super::GUILD.to_string()},
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
