//! Settings: `config.toml` (see `config.example.toml`), overridden by
//! environment variables `KEYSTONE_*` and `DISCORD_TOKEN`.

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use figment::Figment;
use figment::providers::{Env, Format, Toml};
use serde::Deserialize;

use crate::i18n::Lang;

/// Refuses a key the settings file does not know (a typo would otherwise be
/// silently ignored).
fn check_keys(path: &Path) -> Result<(), ConfigError> {
    let keys: std::collections::BTreeMap<String, figment::value::Value> =
        Figment::from(Toml::file(path)).extract().map_err(|e| {
            ConfigError(format!(
                "The settings file {} could not be read: {e}. Check it against config.example.toml. {LOCAL_HINT}",
                path.display()
            ))
        })?;
    let nested = keys.get("web").and_then(|web| web.as_dict()).map(|web| {
        web.keys()
            .filter(|k| !WEB_KEYS.contains(&k.as_str()))
            .map(|k| format!("web.{k}"))
            .collect::<Vec<_>>()
    });
    let unknown = keys
        .keys()
        .find(|k| !KEYS.contains(&k.as_str()))
        .cloned()
        .or_else(|| nested.and_then(|n| n.into_iter().next()));
    match unknown {
        Some(unknown) => Err(ConfigError(format!(
            "The settings file {} has an unknown setting `{unknown}`. The settings are: {}, and \
             under [web]: {}. See config.example.toml.",
            path.display(),
            KEYS.join(", "),
            WEB_KEYS.join(", ")
        ))),
        None => Ok(()),
    }
}

/// The keys of the `[web]` table (`KEYSTONE_WEB_<KEY>` in the
/// environment).
const WEB_KEYS: [&str; 4] = ["listen", "public_url", "link_lasts", "client_secret"];

/// Environment variables of the `KEYSTONE_` prefix that are not settings:
/// the test suite's and benchmarks' own (see docs/tests.md).
const TEST_VARIABLES: [&str; 7] = [
    "KEYSTONE_PG_BIN",
    "KEYSTONE_DURABILITY_SEED",
    "KEYSTONE_TEST_DELAY",
    "KEYSTONE_LOAD_STORE",
    "KEYSTONE_REGENERATE",
    "KEYSTONE_TEST_LOG",
    "KEYSTONE_DURABILITY_CHILD",
];

/// Refuses a `KEYSTONE_*` environment variable that names no setting (a
/// misspelt `KEYSTONE_DATABSE` would otherwise leave the store at its
/// default, and every game would seem gone), saying which one was meant.
fn check_variables(variables: impl Iterator<Item = String>) -> Result<(), ConfigError> {
    let known: Vec<String> = KEYS
        .iter()
        .filter(|&&k| k != "web")
        .map(|k| format!("KEYSTONE_{}", k.to_uppercase()))
        .chain(
            WEB_KEYS
                .iter()
                .map(|k| format!("KEYSTONE_WEB_{}", k.to_uppercase())),
        )
        .collect();
    for name in variables.filter(|v| v.starts_with("KEYSTONE_")) {
        if known.contains(&name) || TEST_VARIABLES.contains(&name.as_str()) {
            continue;
        }
        let closest = known
            .iter()
            .min_by_key(|k| strsim::levenshtein(k, &name))
            .filter(|k| strsim::levenshtein(k, &name) <= 3);
        let meant = closest.map_or(String::new(), |k| format!(" Did you mean {k}?"));
        return Err(ConfigError(format!(
            "The environment variable {name} is not a Keystone setting.{meant} The settings are \
             KEYSTONE_ followed by a key of config.example.toml in capitals: {}.",
            known.join(", ")
        )));
    }
    Ok(())
}

/// Whether a URL's host is this machine.
fn is_loopback(url: &str) -> bool {
    let rest = url
        .strip_prefix("http://")
        .or_else(|| url.strip_prefix("https://"))
        .unwrap_or("");
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let host = if let Some(v6) = host.strip_prefix('[') {
        v6.split(']').next().unwrap_or("")
    } else {
        host.split(':').next().unwrap_or("")
    };
    host.eq_ignore_ascii_case("localhost")
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

/// A secret that never shows in logs or debug output.
#[derive(Clone, Deserialize)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    /// The secret itself, to hand to Discord.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}

/// The bot's settings.
#[derive(Clone, Debug, Deserialize)]
pub struct Config {
    /// The Discord bot token (`DISCORD_TOKEN`).
    pub token: Option<Secret>,
    /// Where games are stored (`KEYSTONE_DATABASE`).
    #[serde(default = "defaults::database")]
    pub database: PathBuf,
    /// A shared PostgreSQL store instead of the embedded one
    /// (`KEYSTONE_STORE`, `postgres://user:password@host/database`): for a
    /// bot that runs several processes. Unset: sled at `database`.
    pub store: Option<Secret>,
    /// Connections to the shared store kept open, at most
    /// (`KEYSTONE_STORE_CONNECTIONS`).
    #[serde(default = "defaults::store_connections")]
    pub store_connections: u32,
    /// The Discord shards this process runs (`KEYSTONE_SHARDS`): `0-3/8`
    /// for shards 0 to 3 of 8. Unset: every shard, as many as Discord
    /// recommends (one for a small bot).
    pub shards: Option<String>,
    /// sled's page cache in MiB (`KEYSTONE_CACHE_MB`).
    #[serde(default = "defaults::cache_mb")]
    pub cache_mb: u64,
    /// A server where commands are registered instantly, for development
    /// (`KEYSTONE_DEV_GUILD`); without it they are registered globally.
    pub dev_guild: Option<u64>,
    /// Log filter, e.g. `info` or `keystone_bot=debug` (`KEYSTONE_LOG`).
    #[serde(default = "defaults::log")]
    pub log: String,
    /// The language used when the user's is unknown (`KEYSTONE_LOCALE`).
    #[serde(default = "defaults::locale")]
    pub locale: String,
    /// Another base URL for Discord's REST API (`KEYSTONE_DISCORD_API`), for
    /// the tests' fake Discord on loopback: requests go there and the rate
    /// limiter is off. Unset in production.
    pub discord_api: Option<String>,
    /// The seed of every new game (`KEYSTONE_SEED`), to reproduce a game in
    /// tests; unset, each game draws its own.
    pub seed: Option<u64>,
    /// Remind the player to act after this long, unless the game sets its
    /// own (`KEYSTONE_REMIND_AFTER`, e.g. `24h`).
    #[serde(default = "defaults::remind_after", with = "humantime_serde")]
    pub remind_after: Duration,
    /// At most this many reminders per wait (`KEYSTONE_MAX_REMINDERS`).
    #[serde(default = "defaults::max_reminders")]
    pub max_reminders: u32,
    /// An unanswered paid-order question expires after this long
    /// (`KEYSTONE_PAID_TIMEOUT`, e.g. `12h`).
    #[serde(default = "defaults::paid_timeout", with = "humantime_serde")]
    pub paid_timeout: Duration,
    /// How often the store is swept for reminders and deadlines
    /// (`KEYSTONE_SWEEP_EVERY`, e.g. `1m`).
    #[serde(default = "defaults::sweep_every", with = "humantime_serde")]
    pub sweep_every: Duration,
    /// The most invitations and games one user may have open on a server
    /// (`KEYSTONE_MAX_OPEN_GAMES`).
    #[serde(default = "defaults::max_open_games")]
    pub max_open_games: usize,
    /// How long a record file attached to `/game import` may take to
    /// download (`KEYSTONE_DOWNLOAD_TIMEOUT`, e.g. `15s`).
    #[serde(default = "defaults::download_timeout", with = "humantime_serde")]
    pub download_timeout: Duration,
    /// How long a request to Discord (its API, or its gateway's handshake)
    /// may wait for an answer before it is given up and said so
    /// (`KEYSTONE_DISCORD_TIMEOUT`, e.g. `30s`).
    #[serde(default = "defaults::discord_timeout", with = "humantime_serde")]
    pub discord_timeout: Duration,
    /// Where the running bot writes backups of its whole store
    /// (`KEYSTONE_BACKUP_DIR`). Unset: no backups.
    pub backup_dir: Option<PathBuf>,
    /// How often (`KEYSTONE_BACKUP_EVERY`, e.g. `6h`); the first one a
    /// minute after the start.
    #[serde(default, with = "humantime_serde")]
    pub backup_every: Option<Duration>,
    /// How many backups are kept, the newest (`KEYSTONE_BACKUP_KEEP`).
    pub backup_keep: Option<usize>,
    /// The bot's web server (`[web]`): off unless `listen` is set.
    #[serde(default)]
    pub web: Web,
}

/// The `[web]` settings.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct Web {
    /// The address the web server listens on (`KEYSTONE_WEB_LISTEN`, e.g.
    /// `127.0.0.1:8080`). Unset: no web server.
    pub listen: Option<String>,
    /// The address players open the board at, as their browser reaches it
    /// (`KEYSTONE_WEB_PUBLIC_URL`, e.g. `https://keystone.example.org`,
    /// the operator's reverse proxy in front of `listen`). Unset: `/game
    /// web` says the board is not set up.
    pub public_url: Option<String>,
    /// How long a board link from `/game web` opens the board
    /// (`KEYSTONE_WEB_LINK_LASTS`, default 7 days; asking again gives a
    /// new one).
    #[serde(default, with = "humantime_serde")]
    pub link_lasts: Option<Duration>,
    /// The application's OAuth2 client secret (`KEYSTONE_WEB_CLIENT_SECRET`,
    /// from the developer portal's OAuth2 page): with it the board opens
    /// inside Discord as an Activity, the server exchanging the code the
    /// Activity gets for the user's identity. Never sent to a browser.
    pub client_secret: Option<Secret>,
}

/// Every key of the settings file, to refuse one that is misspelt.
const KEYS: [&str; 22] = [
    "token",
    "database",
    "store",
    "store_connections",
    "shards",
    "cache_mb",
    "dev_guild",
    "log",
    "locale",
    "discord_api",
    "seed",
    "remind_after",
    "max_reminders",
    "paid_timeout",
    "sweep_every",
    "max_open_games",
    "download_timeout",
    "discord_timeout",
    "backup_dir",
    "backup_every",
    "backup_keep",
    "web",
];

mod defaults {
    use std::path::PathBuf;
    use std::time::Duration;

    pub(super) fn remind_after() -> Duration {
        Duration::from_secs(24 * 3600)
    }
    pub(super) fn store_connections() -> u32 {
        keystone_data::PostgresOptions::DEFAULT_CONNECTIONS
    }
    pub(super) fn max_reminders() -> u32 {
        3
    }
    pub(super) fn paid_timeout() -> Duration {
        Duration::from_secs(12 * 3600)
    }
    pub(super) fn sweep_every() -> Duration {
        Duration::from_secs(60)
    }
    pub(super) fn max_open_games() -> usize {
        crate::service::OPEN_GAMES
    }
    pub(super) fn download_timeout() -> Duration {
        Duration::from_secs(15)
    }
    pub(super) fn discord_timeout() -> Duration {
        Duration::from_secs(30)
    }

    pub(super) fn database() -> PathBuf {
        PathBuf::from("keystone-data")
    }
    pub(super) fn cache_mb() -> u64 {
        16
    }
    pub(super) fn log() -> String {
        "info".into()
    }
    pub(super) fn locale() -> String {
        "en".into()
    }
}

/// Settings that cannot be used, with what to do about it.
#[derive(Debug)]
pub struct ConfigError(pub String);

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ConfigError {}

const LOCAL_HINT: &str = "To try Keystone without Discord, run `keystone local`.";

/// When and where the running bot writes backups.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Backups {
    /// The directory.
    pub dir: PathBuf,
    /// How often.
    pub every: Duration,
    /// How many are kept.
    pub keep: usize,
}

impl Backups {
    /// Every 24 hours unless said.
    pub const EVERY: Duration = Duration::from_secs(24 * 3600);
    /// A week of daily backups unless said.
    pub const KEEP: usize = 7;
}

impl Config {
    /// Where the web server listens, if it is on (checked when loaded).
    pub fn web_listen(&self) -> Option<std::net::SocketAddr> {
        self.web.listen.as_deref()?.parse().ok()
    }

    /// Where players open the board (no trailing slash), if set.
    pub fn web_public_url(&self) -> Option<&str> {
        self.web
            .public_url
            .as_deref()
            .map(|u| u.trim_end_matches('/'))
    }

    /// How long a board link lasts: 7 days unless set.
    pub fn link_lasts(&self) -> Duration {
        self.web
            .link_lasts
            .unwrap_or(Duration::from_secs(7 * 24 * 3600))
    }

    /// The backups the running bot writes, if `backup_dir` is set.
    pub fn backups(&self) -> Option<Backups> {
        Some(Backups {
            dir: self.backup_dir.clone()?,
            every: self.backup_every.unwrap_or(Backups::EVERY),
            keep: self.backup_keep.unwrap_or(Backups::KEEP),
        })
    }

    /// The waiting rules for the service.
    pub fn timing(&self) -> crate::service::Timing {
        crate::service::Timing::from_durations(
            self.remind_after,
            self.max_reminders,
            self.paid_timeout,
        )
    }

    /// Reads `path` (if it exists), then the environment, and checks every
    /// setting: a mistake is an error that names the key.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        Config::read(path, false)
    }

    /// [`Config::load`] of a file the operator named: it must exist.
    pub fn load_named(path: &Path) -> Result<Config, ConfigError> {
        Config::read(path, true)
    }

    fn read(path: &Path, required: bool) -> Result<Config, ConfigError> {
        check_variables(std::env::vars_os().filter_map(|(k, _)| k.into_string().ok()))?;
        if path.exists() && !path.is_file() {
            return Err(ConfigError(format!(
                "The settings file {} is a directory, not a file. Name the settings file itself \
                 (a copy of config.example.toml).",
                path.display()
            )));
        }
        if !path.exists() {
            if required {
                return Err(ConfigError(format!(
                    "The settings file {} does not exist. Copy config.example.toml there, or leave out \
                     --config to read config.toml if it exists and the KEYSTONE_* environment variables.",
                    path.display()
                )));
            }
        } else {
            check_keys(path)?;
        }
        let config: Config = Figment::new()
            .merge(Toml::file(path))
            // KEYSTONE_WEB_LISTEN is `listen` of the `[web]` table.
            .merge(Env::prefixed("KEYSTONE_").map(|key| {
                let lower = key.as_str().to_ascii_lowercase();
                match lower.strip_prefix("web_") {
                    Some(rest) => format!("web.{rest}").into(),
                    None => key.into(),
                }
            }))
            .merge(Env::raw().only(&["DISCORD_TOKEN"]).map(|_| "token".into()))
            .extract()
            .map_err(|e| {
                ConfigError(format!(
                    "Keystone's settings could not be read: {e}. Check {} against config.example.toml and the \
                     KEYSTONE_* environment variables. {LOCAL_HINT}",
                    path.display()
                ))
            })?;
        config.check()?;
        Ok(config)
    }

    /// Refuses settings that cannot work, naming the key.
    fn check(&self) -> Result<(), ConfigError> {
        let bad = |key: &str, env: &str, why: String| {
            Err(ConfigError(format!(
                "The setting `{key}` ({env}) {why}. See config.example.toml."
            )))
        };
        if Lang::from_tag(&self.locale).is_none() {
            let spoken: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
            return bad(
                "locale",
                "KEYSTONE_LOCALE",
                format!(
                    "must be one of {}, not \"{}\"",
                    spoken.join(", "),
                    self.locale
                ),
            );
        }
        if let Some(Err(why)) = self
            .shards
            .as_deref()
            .map(str::parse::<crate::shards::Shards>)
        {
            return bad("shards", "KEYSTONE_SHARDS", format!("is wrong: {why}"));
        }
        if self.cache_mb < 1 {
            return bad(
                "cache_mb",
                "KEYSTONE_CACHE_MB",
                "must be at least 1 (MiB)".into(),
            );
        }
        if let Some(api) = &self.discord_api
            && !is_loopback(api)
        {
            return bad(
                "discord_api",
                "KEYSTONE_DISCORD_API",
                format!(
                    "is for the tests' fake Discord and must point at this machine (127.0.0.1, [::1] or \
                     localhost), not \"{api}\": the bot token would be sent there"
                ),
            );
        }
        if self.max_open_games < 1 {
            return bad(
                "max_open_games",
                "KEYSTONE_MAX_OPEN_GAMES",
                "must be at least 1".into(),
            );
        }
        if self.sweep_every < Duration::from_millis(100) {
            return bad(
                "sweep_every",
                "KEYSTONE_SWEEP_EVERY",
                "must be at least 100ms".into(),
            );
        }
        // A zero wait would remind, or expire a question, at every sweep.
        if self.remind_after < Duration::from_secs(1) {
            return bad(
                "remind_after",
                "KEYSTONE_REMIND_AFTER",
                "must be at least 1s".into(),
            );
        }
        if self.paid_timeout < Duration::from_secs(1) {
            return bad(
                "paid_timeout",
                "KEYSTONE_PAID_TIMEOUT",
                "must be at least 1s".into(),
            );
        }
        if self.store_connections < 1 {
            return bad(
                "store_connections",
                "KEYSTONE_STORE_CONNECTIONS",
                "must be at least 1".into(),
            );
        }
        if self.discord_timeout < Duration::from_secs(1) {
            return bad(
                "discord_timeout",
                "KEYSTONE_DISCORD_TIMEOUT",
                "must be at least 1s".into(),
            );
        }
        if self.download_timeout < Duration::from_secs(1) {
            return bad(
                "download_timeout",
                "KEYSTONE_DOWNLOAD_TIMEOUT",
                "must be at least 1s".into(),
            );
        }
        if self.backup_dir.is_none() {
            let set = [
                (
                    "backup_every",
                    "KEYSTONE_BACKUP_EVERY",
                    self.backup_every.is_some(),
                ),
                (
                    "backup_keep",
                    "KEYSTONE_BACKUP_KEEP",
                    self.backup_keep.is_some(),
                ),
            ];
            if let Some((key, env, _)) = set.into_iter().find(|s| s.2) {
                return bad(
                    key,
                    env,
                    "is set but `backup_dir` (KEYSTONE_BACKUP_DIR) is not: say where backups go"
                        .into(),
                );
            }
        }
        if self
            .backup_every
            .is_some_and(|every| every < Duration::from_millis(100))
        {
            return bad(
                "backup_every",
                "KEYSTONE_BACKUP_EVERY",
                "must be at least 100ms".into(),
            );
        }
        if self.backup_keep == Some(0) {
            return bad(
                "backup_keep",
                "KEYSTONE_BACKUP_KEEP",
                "must be at least 1 (the newest backup)".into(),
            );
        }
        if let Some(dir) = &self.backup_dir
            && dir.exists()
            && !dir.is_dir()
        {
            return bad(
                "backup_dir",
                "KEYSTONE_BACKUP_DIR",
                format!("is {}, which is a file, not a directory", dir.display()),
            );
        }
        if let Some(listen) = &self.web.listen
            && listen.parse::<std::net::SocketAddr>().is_err()
        {
            return bad(
                "web.listen",
                "KEYSTONE_WEB_LISTEN",
                format!("is not an address and port such as 127.0.0.1:8080: \"{listen}\""),
            );
        }
        if let Some(url) = &self.web.public_url {
            let scheme = url.split_once("://").map(|(s, _)| s);
            if !matches!(scheme, Some("http" | "https")) || url.contains(['?', '#', ' ']) {
                return bad(
                    "web.public_url",
                    "KEYSTONE_WEB_PUBLIC_URL",
                    format!(
                        "is not an http(s) address such as https://keystone.example.org: \"{url}\""
                    ),
                );
            }
            if self.web.listen.is_none() {
                return bad(
                    "web.public_url",
                    "KEYSTONE_WEB_PUBLIC_URL",
                    "needs the web server on: set web.listen (KEYSTONE_WEB_LISTEN) too".into(),
                );
            }
        }
        if self.web.client_secret.is_some() && self.web.listen.is_none() {
            return bad(
                "web.client_secret",
                "KEYSTONE_WEB_CLIENT_SECRET",
                "needs the web server on: set web.listen (KEYSTONE_WEB_LISTEN) too".into(),
            );
        }
        if self
            .web
            .link_lasts
            .is_some_and(|d| d < Duration::from_secs(60))
        {
            return bad(
                "web.link_lasts",
                "KEYSTONE_WEB_LINK_LASTS",
                "must be at least 1 minute".into(),
            );
        }
        if tracing_subscriber::EnvFilter::try_new(&self.log).is_err() {
            return bad(
                "log",
                "KEYSTONE_LOG",
                format!(
                    "is not a log filter such as \"info\" or \"warn,keystone_bot=debug\": \"{}\"",
                    self.log
                ),
            );
        }
        Ok(())
    }

    /// The shards this process runs (checked when the settings were read);
    /// `None`: every shard, as many as Discord recommends.
    pub fn shards(&self) -> Option<crate::shards::Shards> {
        self.shards.as_deref().and_then(|s| s.parse().ok())
    }

    /// The language when neither the user's nor the server's is spoken.
    pub fn lang(&self) -> Lang {
        Lang::from_tag(&self.locale).unwrap_or_default()
    }

    /// The token, checked for the shape of a bot token.
    pub fn token(&self) -> Result<&Secret, ConfigError> {
        let Some(token) = self.token.as_ref().filter(|t| !t.0.trim().is_empty()) else {
            return Err(ConfigError(format!(
                "Keystone needs a Discord bot token to connect. Create an application and its bot at \
                 https://discord.com/developers/applications (see the README), then set the DISCORD_TOKEN \
                 environment variable or `token` in config.toml. {LOCAL_HINT}"
            )));
        };
        let parts: Vec<&str> = token.0.trim().split('.').collect();
        let base64url = |p: &&str| {
            !p.is_empty()
                && p.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        };
        if parts.len() != 3 || !parts.iter().all(base64url) || token.0.trim().len() < 50 {
            return Err(ConfigError(format!(
                "The Discord token does not look like a bot token (three parts separated by dots, copied from the \
                 Bot page of your application). Check DISCORD_TOKEN or `token` in config.toml; the token itself is \
                 not shown here. {LOCAL_HINT}"
            )));
        }
        Ok(token)
    }
}

#[cfg(test)]
// figment's Jail returns its own (large) error type.
#[allow(clippy::result_large_err)]
mod tests;
