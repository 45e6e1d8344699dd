//! Settings: `config.toml` (see `config.example.toml`), overridden by
//! environment variables `KEYSTONE_*` and `DISCORD_TOKEN`.

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use figment::Figment;
use figment::providers::{Env, Format, Toml};
use serde::Deserialize;

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
}

mod defaults {
    use std::path::PathBuf;
    use std::time::Duration;

    pub(super) fn remind_after() -> Duration {
        Duration::from_secs(24 * 3600)
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

impl Config {
    /// The waiting rules for the service.
    pub fn timing(&self) -> crate::service::Timing {
        crate::service::Timing::from_durations(
            self.remind_after,
            self.max_reminders,
            self.paid_timeout,
        )
    }

    /// Reads `path` (if it exists), then the environment.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        Figment::new()
            .merge(Toml::file(path))
            .merge(Env::prefixed("KEYSTONE_"))
            .merge(Env::raw().only(&["DISCORD_TOKEN"]).map(|_| "token".into()))
            .extract()
            .map_err(|e| {
                ConfigError(format!(
                    "Keystone's settings could not be read: {e}. Check {} against config.example.toml and the \
                     KEYSTONE_* environment variables. {LOCAL_HINT}",
                    path.display()
                ))
            })
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
mod tests {
    use figment::Jail;

    use super::*;

    const TOKEN: &str = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789ABCD";

    /// Loads `toml` as config.toml, in a jail: a scratch directory and an
    /// environment restored afterwards, one test at a time.
    fn with(toml: &str, check: impl FnOnce(Result<Config, ConfigError>)) {
        Jail::expect_with(|jail| {
            jail.clear_env();
            jail.create_file("config.toml", toml)?;
            check(Config::load(Path::new("config.toml")));
            Ok(())
        });
    }

    #[test]
    fn defaults_and_file() {
        with(
            &format!("token = \"{TOKEN}\"\ndatabase = \"/var/lib/keystone\"\ndev_guild = 42\n"),
            |config| {
                let config = config.unwrap();
                assert_eq!(config.database, PathBuf::from("/var/lib/keystone"));
                assert_eq!(
                    (config.dev_guild, config.cache_mb, config.log.as_str()),
                    (Some(42), 16, "info")
                );
                assert_eq!(config.token().unwrap().expose(), TOKEN);
                assert!(
                    !format!("{config:?}").contains(TOKEN),
                    "the token never shows"
                );
            },
        );
    }

    #[test]
    fn bad_settings_say_what_to_do() {
        with("", |config| {
            let missing = config.unwrap().token().unwrap_err().to_string();
            assert!(
                missing.contains("DISCORD_TOKEN") && missing.contains("keystone local"),
                "{missing}"
            );
        });
        with("token = \"not-a-token\"", |config| {
            let malformed = config.unwrap().token().unwrap_err().to_string();
            assert!(
                malformed.contains("does not look like") && !malformed.contains("not-a-token"),
                "{malformed}"
            );
        });
        with("database = [", |config| {
            let broken = config.unwrap_err().to_string();
            assert!(
                broken.contains("config.example.toml") && broken.contains("keystone local"),
                "{broken}"
            );
        });
    }

    #[test]
    fn the_environment_overrides_the_file() {
        Jail::expect_with(|jail| {
            jail.clear_env();
            jail.create_file("config.toml", "database = \"from-file\"\ncache_mb = 8")?;
            jail.set_env("KEYSTONE_DATABASE", "from-env");
            jail.set_env("DISCORD_TOKEN", TOKEN);
            let config = Config::load(Path::new("config.toml")).unwrap();
            assert_eq!(config.database, PathBuf::from("from-env"));
            assert_eq!(config.cache_mb, 8);
            assert_eq!(config.token().unwrap().expose(), TOKEN);
            Ok(())
        });
    }

    #[test]
    fn waiting_rules_read_as_durations() {
        with("", |config| {
            let timing = config.unwrap().timing();
            assert_eq!(timing, crate::service::Timing::default());
        });
        Jail::expect_with(|jail| {
            jail.clear_env();
            jail.create_file("config.toml", "remind_after = \"36h\"\nmax_reminders = 5")?;
            jail.set_env("KEYSTONE_PAID_TIMEOUT", "90m");
            jail.set_env("KEYSTONE_SWEEP_EVERY", "10s");
            let config = Config::load(Path::new("config.toml")).unwrap();
            let timing = config.timing();
            assert_eq!(timing.remind_after, 36 * 3_600_000);
            assert_eq!(timing.max_reminders, 5);
            assert_eq!(timing.paid_timeout, 90 * 60_000);
            assert_eq!(config.sweep_every, Duration::from_secs(10));
            Ok(())
        });
        with("remind_after = \"soon\"", |config| {
            let bad = config.unwrap_err().to_string();
            assert!(bad.contains("remind_after"), "{bad}");
        });
    }
}
