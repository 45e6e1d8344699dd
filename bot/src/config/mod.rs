//! Settings: `config.toml` (see `config.example.toml`), overridden by
//! environment variables `KEYSTONE_*` and `DISCORD_TOKEN`.
//!
//! Here the settings and how they are read; their names in [`names`], their
//! checks in [`checks`], the `log` filter in [`logging`], and the `[web]`
//! table with its checks in [`web`].

mod checks;
mod logging;
mod names;
mod web;

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use figment::Figment;
use figment::providers::{Env, Format, Toml};
use serde::Deserialize;

use crate::i18n::Lang;
pub use web::Web;

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
    /// The longest wait before an answer a player gave ahead (a bid
    /// ceiling, a standing answer) is played once another's move asks
    /// them, so that the channel cannot tell it from their own answer
    /// (`KEYSTONE_STANDING_AFTER`, e.g. `2m`).
    #[serde(default = "defaults::standing_after", with = "humantime_serde")]
    pub standing_after: Duration,
    /// Each player's away days a year (`KEYSTONE_AWAY_DAYS`, at most
    /// [`crate::presence::MOST_AWAY_DAYS`]).
    #[serde(default = "defaults::away_days")]
    pub away_days: u32,
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
    pub(super) fn away_days() -> u32 {
        crate::presence::AWAY_DAYS
    }
    pub(super) fn paid_timeout() -> Duration {
        Duration::from_secs(12 * 3600)
    }
    pub(super) fn standing_after() -> Duration {
        Duration::from_secs(120)
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

/// The refusal of the setting `key` (`env` in the environment): `why`
/// says what was given and what is allowed.
fn refusal(key: &str, env: &str, why: &str) -> ConfigError {
    ConfigError(format!(
        "The setting `{key}` ({env}) {why}. See config.example.toml."
    ))
}

/// [`refusal`], as the result of a check.
fn refuse(key: &str, env: &str, why: &str) -> Result<(), ConfigError> {
    Err(refusal(key, env, why))
}

/// Refuses a duration `value` of `key` longer than `most` (`most_words`,
/// such as "30 days"), saying what was given and `why` that is the most.
fn at_most(
    (key, env): (&str, &str),
    value: Duration,
    (most, most_words): (Duration, &str),
    why: &str,
) -> Result<(), ConfigError> {
    if value <= most {
        return Ok(());
    }
    refuse(
        key,
        env,
        &format!("must be at most {most_words}, not {}: {why}", given(value)),
    )
}

/// A duration as it was likely written: whole days as `91d`, else as
/// humantime says it (`2h`, `999999999years`).
fn given(value: Duration) -> String {
    let seconds = value.as_secs();
    if value.subsec_nanos() == 0 && seconds.is_multiple_of(86_400) {
        format!("{}d", seconds / 86_400)
    } else {
        humantime::format_duration(value).to_string()
    }
}

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

/// The largest `cache_mb`: 64 GiB of sled's page cache hold millions of
/// games (a finished game's record is 3.6 to 27.7 KB, docs/scaling.md). A
/// size in bytes written by mistake (16777216) is refused rather than taken
/// for 16 TiB; and far below this, the size in bytes cannot overflow.
pub const MAX_CACHE_MB: u64 = 64 * 1024;

impl Backups {
    /// Every 24 hours unless said.
    pub const EVERY: Duration = Duration::from_secs(24 * 3600);
    /// A week of daily backups unless said.
    pub const KEEP: usize = 7;
}

impl Config {
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
        crate::service::Timing {
            away_days: self.away_days,
            ..crate::service::Timing::from_durations(
                self.remind_after,
                self.max_reminders,
                self.paid_timeout,
                self.standing_after,
            )
        }
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
        names::check_variables(std::env::vars_os().filter_map(|(k, _)| k.into_string().ok()))?;
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
            names::check_keys(path)?;
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

    /// sled's page cache in bytes (its bounds were checked when the
    /// settings were read).
    pub fn cache_bytes(&self) -> Result<u64, ConfigError> {
        self.cache_mb
            .checked_mul(1 << 20)
            .filter(|_| (1..=MAX_CACHE_MB).contains(&self.cache_mb))
            .ok_or_else(|| {
                refusal(
                    "cache_mb",
                    "KEYSTONE_CACHE_MB",
                    &format!(
                        "must be at least 1 and at most {MAX_CACHE_MB} (MiB, that is 64 GiB), not {}",
                        self.cache_mb
                    ),
                )
            })
    }

    /// The server where commands are registered instantly, if set (0 was
    /// refused when the settings were read).
    pub fn dev_guild(&self) -> Option<std::num::NonZeroU64> {
        self.dev_guild.and_then(std::num::NonZeroU64::new)
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
