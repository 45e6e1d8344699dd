//! Test support for driving the real `keystone run` binary through a fake
//! Discord: the fake itself ([`fake`]), interaction fixtures, and the bot
//! process.
#![allow(dead_code, unreachable_pub)]

pub mod fake;
pub mod limits;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use serde_json::{Value, json};

pub use fake::{APP_ID, Fake};

/// What a call's message says: its content, or a V2 message's text
/// displays (an interaction callback's message is its `data`).
pub fn said(json: &Value) -> String {
    let message = if json["data"].is_object() {
        &json["data"]
    } else {
        json
    };
    limits::text(message)
}

/// The server all tests play in.
pub const GUILD: u64 = 600_000_000_000_000_001;

/// A Discord user of the tests.
#[derive(Clone, Copy, Debug)]
pub struct Player {
    pub id: u64,
    pub name: &'static str,
}

pub const ALICE: Player = Player {
    id: 500_000_000_000_000_001,
    name: "Alice",
};
pub const BOB: Player = Player {
    id: 500_000_000_000_000_002,
    name: "Bob",
};
pub const EVE: Player = Player {
    id: 500_000_000_000_000_003,
    name: "Eve",
};

/// A player numbered `n` (for many concurrent games).
pub fn player(n: u64) -> Player {
    Player {
        id: 510_000_000_000_000_000 + n,
        name: "Player",
    }
}

pub fn user(p: Player) -> Value {
    let bot = p.id == fake::APP_ID;
    json!({"id": p.id.to_string(), "username": p.name.to_lowercase(), "global_name": p.name, "discriminator": "0", "avatar": null, "bot": bot})
}

/// Keystone itself, as a user to invite.
pub const KEYSTONE: Player = Player {
    id: fake::APP_ID,
    name: "Keystone",
};

/// The tests' player whose id is `id` (a numbered [`player`] otherwise).
fn player_of(id: u64) -> Player {
    [ALICE, BOB, EVE, KEYSTONE]
        .into_iter()
        .find(|p| p.id == id)
        .unwrap_or(Player { id, name: "Player" })
}

/// `p` as a member of the server, with their permissions in the channel:
/// Manage Channels (`1 << 4`) when `moderator`, `USE_EXTERNAL_APPS`
/// (`1 << 50`, every server's default) unless withheld.
fn member(p: Player, moderator: bool, external_apps: bool) -> Value {
    let mut permissions = if moderator { 16 } else { 0 };
    if external_apps {
        permissions |= fake::USE_EXTERNAL_APPS;
    }
    let permissions = permissions.to_string();
    json!({
        "user": user(p),
        "roles": [],
        "joined_at": "2024-01-01T00:00:00+00:00",
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "nick": null,
        "permissions": permissions
    })
}

/// The fields every interaction has, where it comes from as Discord says
/// it ([`Fake::origin`]). In a server: its `guild_id`, the channel, the
/// member. In a group DM ([`Fake::group_dm`]): no `guild_id` nor `member`
/// ("`member` is sent when the interaction is invoked in a guild, and
/// `user` is sent when invoked in a DM",
/// …/interactions/receiving-and-responding#interaction-object-interaction-structure),
/// the channel of type 3 with its recipients, context `PRIVATE_CHANNEL`
/// (2), the (G)DM's `app_permissions`, and no command registered to a
/// server (`data.guild_id`); the user whose install authorised it in
/// `authorizing_integration_owners` (`"1"`).
fn interaction(
    fake: &Fake,
    kind: u8,
    p: Player,
    channel: u64,
    moderator: bool,
    data: &Value,
) -> (u64, Value) {
    let id = fake.id();
    let locale = fake.locale();
    let origin: fake::Origin = fake.origin(kind, p.id, channel, data);
    let mut value = json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "data": data,
        "channel_id": channel.to_string(),
        "token": format!("token-{id}"),
        "version": 1,
        "app_permissions": origin.app_permissions,
        "locale": locale,
        "entitlements": [],
        "authorizing_integration_owners": origin.owners,
        "context": origin.context,
        "attachment_size_limit": 10_485_760
    });
    if let Some(members) = &origin.group {
        let recipients: Vec<Value> = members.iter().map(|m| user(player_of(*m))).collect();
        value["channel"] = json!({"id": channel.to_string(), "type": 3, "recipients": recipients});
        value["user"] = user(p);
        if let Some(data) = value["data"].as_object_mut() {
            data.remove("guild_id");
        }
    } else {
        let guild = origin.guild.unwrap_or_else(|| fake.guild_of(channel));
        let guild = guild.to_string();
        value["guild_id"] = json!(guild);
        value["channel"] = json!({"id": channel.to_string(), "type": 0, "guild_id": guild, "name": "games", "permissions": "0"});
        value["member"] = member(p, moderator, origin.external_apps);
        value["guild_locale"] = json!(locale);
        if origin.owners.get("0").is_none() {
            // A global command: the app has none registered to a server
            // it is not in.
            if let Some(data) = value["data"].as_object_mut() {
                data.remove("guild_id");
            }
        }
    }
    (id, value)
}

/// A slash command: `name` with `options` (as Discord nests them), and the
/// users the options mention.
pub fn command(
    fake: &Fake,
    p: Player,
    channel: u64,
    name: &str,
    options: &Value,
    mentioned: &[Player],
) -> (u64, Value) {
    command_as(fake, p, channel, name, options, mentioned, false)
}

/// [`command`] by a member with Manage Channels when `moderator`.
pub fn command_as(
    fake: &Fake,
    p: Player,
    channel: u64,
    name: &str,
    options: &Value,
    mentioned: &[Player],
    moderator: bool,
) -> (u64, Value) {
    let mut data = json!({"id": "690000000000000001", "name": name, "type": 1, "options": options, "guild_id": fake.guild_of(channel).to_string()});
    if !mentioned.is_empty() {
        let users: serde_json::Map<String, Value> = mentioned
            .iter()
            .map(|m| (m.id.to_string(), user(*m)))
            .collect();
        data["resolved"] = json!({"users": users});
    }
    interaction(fake, 2, p, channel, moderator, &data)
}

/// `/play action:<text>`.
pub fn play(fake: &Fake, p: Player, channel: u64, text: &str) -> (u64, Value) {
    command(
        fake,
        p,
        channel,
        "play",
        &json!([{"name": "action", "type": 3, "value": text}]),
        &[],
    )
}

/// `/play` without an action: the move picker.
pub fn play_picker(fake: &Fake, p: Player, channel: u64) -> (u64, Value) {
    command(fake, p, channel, "play", &json!([]), &[])
}

/// `/game <sub> …options`.
pub fn game(
    fake: &Fake,
    p: Player,
    channel: u64,
    sub: &str,
    options: &Value,
    mentioned: &[Player],
) -> (u64, Value) {
    command(
        fake,
        p,
        channel,
        "game",
        &json!([{"name": sub, "type": 1, "options": options}]),
        mentioned,
    )
}

/// `/game new game:basilica opponent:<opponent> first:me`.
pub fn new_game(fake: &Fake, host: Player, opponent: Player, channel: u64) -> (u64, Value) {
    let options = json!([
        {"name": "game", "type": 3, "value": "basilica"},
        {"name": "opponent", "type": 6, "value": opponent.id.to_string()},
        {"name": "first", "type": 4, "value": 0}
    ]);
    game(fake, host, channel, "new", &options, &[opponent])
}

/// Autocomplete of `/play action`, with `typed` so far.
pub fn complete_play(fake: &Fake, p: Player, channel: u64, typed: &str) -> (u64, Value) {
    let data = json!({"id": "690000000000000001", "name": "play", "type": 1, "guild_id": fake.guild_of(channel).to_string(),
        "options": [{"name": "action", "type": 3, "value": typed, "focused": true}]});
    interaction(fake, 4, p, channel, false, &data)
}

/// Autocomplete of `/game <sub>` with `options` given so far, one of them
/// marked `"focused": true`.
pub fn complete_game(
    fake: &Fake,
    p: Player,
    channel: u64,
    sub: &str,
    options: &Value,
) -> (u64, Value) {
    let data = json!({"id": "690000000000000001", "name": "game", "type": 1, "guild_id": fake.guild_of(channel).to_string(),
        "options": [{"name": sub, "type": 1, "options": options}]});
    interaction(fake, 4, p, channel, false, &data)
}

/// A click on the button `custom_id`.
pub fn click(fake: &Fake, p: Player, channel: u64, custom_id: &str) -> (u64, Value) {
    let mut value = interaction(
        fake,
        3,
        p,
        channel,
        false,
        &json!({"custom_id": custom_id, "component_type": 2}),
    );
    value.1["message"] = fake::bot_message(APP_ID, fake.id(), channel, "", 0);
    value
}

/// A choice `values` in the select menu `custom_id`.
pub fn select(
    fake: &Fake,
    p: Player,
    channel: u64,
    custom_id: &str,
    values: &[&str],
) -> (u64, Value) {
    let data = json!({"custom_id": custom_id, "component_type": 3, "values": values});
    let mut value = interaction(fake, 3, p, channel, false, &data);
    value.1["message"] = fake::bot_message(APP_ID, fake.id(), channel, "", 0);
    value
}

/// The real bot, started against a fake.
pub struct Bot {
    child: Child,
    pub database: PathBuf,
    /// The directory the store lives in, when the bot owns it.
    scratch: Option<Scratch>,
}

impl Bot {
    /// Starts `keystone run` with its store in `database`.
    pub fn start(fake: &Fake, database: PathBuf, seed: u64) -> Bot {
        Bot::start_with(fake, database, seed, &[])
    }

    /// Starts `keystone run` with more settings in its environment.
    pub fn start_with(fake: &Fake, database: PathBuf, seed: u64, settings: &[(&str, &str)]) -> Bot {
        Bot::start_at(&fake.url(), database, seed, settings)
    }

    /// Starts `keystone run` against the Discord API at `api` (on loopback).
    pub fn start_at(api: &str, database: PathBuf, seed: u64, settings: &[(&str, &str)]) -> Bot {
        let child = run_command(api, &database, seed, settings)
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the keystone binary starts");
        Bot {
            child,
            database,
            scratch: None,
        }
    }

    /// Starts `command` (a [`run_command`], perhaps [`with_open_files`]),
    /// its store in `database`.
    pub fn spawn(mut command: Command, database: PathBuf) -> Bot {
        let child = command
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the keystone binary starts");
        Bot {
            child,
            database,
            scratch: None,
        }
    }

    /// Sends it `signal` (`TERM`, `INT`) without waiting.
    pub fn signal(&self, signal: &str) {
        let _ = Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(self.child.id().to_string())
            .status();
    }

    /// Waits at most `patience` for it to exit; its exit code, if it did.
    pub fn exited_within(&mut self, patience: std::time::Duration) -> Option<i32> {
        let start = std::time::Instant::now();
        while start.elapsed() < patience {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status.code().unwrap_or(-1));
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        None
    }

    /// Its process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Kills it at once (SIGKILL).
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Asks it to stop (SIGTERM) and waits; returns whether it exited cleanly.
    pub fn terminate(&mut self) -> bool {
        let _ = Command::new("kill")
            .arg("-TERM")
            .arg(self.child.id().to_string())
            .status();
        self.child.wait().is_ok_and(|s| s.success())
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.kill();
    }
}

/// The `keystone run` command against the Discord API at `api` (on
/// loopback), its store in `database`, with more `settings` in its
/// environment; stdout silenced.
pub fn run_command(api: &str, database: &Path, seed: u64, settings: &[(&str, &str)]) -> Command {
    // A settings file named with --config must exist: an empty one, so
    // that only the environment below counts.
    let config = database.with_extension("toml");
    if !config.exists() {
        std::fs::write(&config, "").expect("the settings file is written");
    }
    let mut command = Command::new(env!("CARGO_BIN_EXE_keystone"));
    command
        .arg("run")
        .arg("--config")
        .arg(config)
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("DISCORD_TOKEN", fake::BOT_TOKEN)
        .env("KEYSTONE_DISCORD_API", api)
        .env("KEYSTONE_DATABASE", database)
        .env("KEYSTONE_SEED", seed.to_string())
        .env(
            "KEYSTONE_LOG",
            std::env::var("KEYSTONE_TEST_LOG").unwrap_or_else(|_| "warn".into()),
        )
        .env("NO_PROXY", "127.0.0.1,localhost")
        .envs(settings.iter().copied())
        .stdout(Stdio::null());
    command
}

/// `command` with at most `open_files` open files (its soft and hard
/// limit), as a service's default under systemd is 1,024.
pub fn with_open_files(command: &Command, open_files: u64) -> Command {
    let mut limited = Command::new("prlimit");
    limited
        .arg(format!("--nofile={open_files}:{open_files}"))
        .arg("--")
        .arg(command.get_program())
        .args(command.get_args())
        .env_clear();
    for (key, value) in command.get_envs() {
        if let Some(value) = value {
            limited.env(key, value);
        }
    }
    limited.stdout(Stdio::null());
    limited
}

/// The commands the bot registered with Discord (its `PUT …/commands`).
pub fn registered_commands(fake: &Fake) -> Value {
    fake.calls()
        .into_iter()
        .find(|c| c.method == "PUT" && c.path.ends_with("/commands"))
        .and_then(|c| c.json)
        .expect("the bot registered its commands")
}

/// A fake Discord and the bot connected to it, ready, its store in the
/// scratch directory `name`; the bot stops when dropped.
pub async fn connected(name: &str) -> (Fake, Bot) {
    let fake = Fake::start().await;
    let dir = scratch(name);
    let mut bot = Bot::start(&fake, dir.join("db"), 7);
    bot.scratch = Some(dir);
    fake.wait_ready(1).await;
    (fake, bot)
}

/// A scratch directory for one test, removed when dropped.
pub fn scratch(name: &str) -> Scratch {
    Scratch(
        tempfile::Builder::new()
            .prefix(&format!("keystone-e2e-{name}-"))
            .tempdir()
            .unwrap(),
    )
}

/// A test's scratch directory: a path while it lives, gone when dropped, so
/// runs leave nothing behind in the machine's temporary directory.
#[derive(Debug)]
pub struct Scratch(tempfile::TempDir);

impl std::ops::Deref for Scratch {
    type Target = Path;

    fn deref(&self) -> &Path {
        self.0.path()
    }
}
