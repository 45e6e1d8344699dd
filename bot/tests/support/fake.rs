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
//! answers those. Where the app is installed counts as on Discord
//! (`fake/installs.rs`): a post with the bot's token in a group DM or a
//! server the app is not in is refused 50001, a call with an interaction's
//! token older than 15 minutes 50027, a sixth follow-up message of an
//! interaction a user's install alone authorised 40094, a command
//! registered with an unknown installation or interaction context 50035;
//! and an interaction Discord would not deliver (a command from a user it
//! is not offered to, or where it was not registered for) is a test bug:
//! [`Fake::interact`] panics. A refused call is not recorded as made; it
//! is kept in [`Fake::refused`] (OAuth2's refusals too), and a fake
//! dropped with refusals nobody expected fails the test.
//!
//! It shows messages as Discord does ([`Shown`]): right after a deferred
//! message the first follow-up edits the "thinking…" and keeps the defer's
//! visibility whatever its own flags say; a deferred update or an update
//! edits the message the component is on, which keeps its visibility (a
//! click comes from the message its custom id was sent on); later
//! follow-ups are messages of their own; in a server the app is not
//! installed in, what it shows a member without `USE_EXTERNAL_APPS` is
//! theirs alone. [`Fake::kill_when_answered`] kills a bot process the
//! moment it answers an interaction.
//!
//! Here are what the tests read (the calls and answers) and the fake's
//! state; what a test does with the fake is in `fake/controls.rs`, the
//! REST routes in `fake/rest.rs` behind the checks of `fake/gate.rs`, the
//! messages as shown in `fake/shown.rs`, the gateway in `fake/gateway.rs`,
//! OAuth2 in `fake/oauth.rs`, the Activity's client in `fake/client.rs`,
//! and user installs, group DMs and the interaction tokens' lifetime in
//! `fake/installs.rs`.

#[path = "fake/client.rs"]
mod client;
mod controls;
mod direct;
mod gate;
mod gateway;
mod installs;
mod oauth;
mod rest;
mod shown;

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::sync::{Notify, mpsc};

pub use gateway::shard_of;
pub use installs::{Origin, PRIVATE_APP_PERMISSIONS, USE_EXTERNAL_APPS};
pub use oauth::CLIENT_SECRET;
pub use rest::bot_message;

use oauth::Code;

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
    /// The message's text: its content, or a V2 message's text displays.
    pub fn content(&self) -> String {
        super::limits::text(&self.data)
    }

    /// What it says read as one line, the way a screen reader goes
    /// through it: its texts joined by spaces, mentions left out.
    pub fn words(&self) -> String {
        let text = self.content();
        let mut words = Vec::new();
        for word in text.split_whitespace() {
            let mention = word.starts_with("<@") && word.ends_with('>');
            if !mention {
                words.push(word);
            }
        }
        words.join(" ")
    }

    /// Whether it is laid out with Components V2.
    pub fn v2(&self) -> bool {
        super::limits::is_v2(&self.data)
    }

    /// Its media gallery items, (URL, description).
    pub fn gallery(&self) -> Vec<(String, String)> {
        super::limits::gallery(&self.data)
    }

    /// Whether only the user sees it.
    pub fn ephemeral(&self) -> bool {
        self.data["flags"].as_u64().is_some_and(|f| f & 64 != 0)
    }

    /// The custom ids of its buttons and menus.
    pub fn custom_ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        for component in super::limits::interactive(&self.data) {
            if let Some(id) = component["custom_id"].as_str() {
                ids.push(id.to_owned());
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
        for component in super::limits::interactive(&self.data) {
            for option in component["options"].as_array().into_iter().flatten() {
                values.extend(option["value"].as_str().map(str::to_owned));
            }
        }
        values
    }

    /// The options of its select menu as (label, description, value).
    pub fn menu_options(&self) -> Vec<(String, String, String)> {
        let mut options = Vec::new();
        for component in super::limits::interactive(&self.data) {
            for option in component["options"].as_array().into_iter().flatten() {
                let text = |key: &str| option[key].as_str().unwrap_or("").to_owned();
                options.push((text("label"), text("description"), text("value")));
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
    /// The messages laid out with Components V2, by id, with their
    /// components as last shown: no edit takes the flag away, and a click
    /// comes from the message as it is.
    v2: Mutex<HashMap<u64, Value>>,
    /// How many channel messages to come are answered 429, and how many
    /// were.
    rate_limits: AtomicU64,
    rate_limited: AtomicU64,
    /// How long (ms) Discord takes to answer a message once it is shown.
    slow_messages: AtomicU64,
    /// Whether a test sends refused payloads on purpose.
    refusals_expected: std::sync::atomic::AtomicBool,
    /// A test sends files without a description on purpose.
    undescribed_expected: std::sync::atomic::AtomicBool,
    /// Who installed the application where: group DMs, user installs,
    /// servers it is not in, the commands registered, and where each
    /// interaction came from (`fake/installs.rs`).
    installs: Mutex<installs::Installs>,
    /// The bot's DM channels, and who takes no direct messages
    /// (`fake/direct.rs`).
    directs: Mutex<direct::Directs>,
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

/// A message the bot posted: its id, whether only one user sees it, and
/// the interaction whose token made it (0: the bot's own post), whose
/// installation a click on it comes through.
#[derive(Clone, Copy, Debug)]
struct Message {
    id: u64,
    ephemeral: bool,
    by: u64,
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
