//! The names of the settings: every key of the file and every
//! `KEYSTONE_*` variable, so that a misspelt one is refused by name.

use std::path::Path;

use figment::Figment;
use figment::providers::{Format, Toml};

use super::web::WEB_KEYS;
use super::{ConfigError, LOCAL_HINT};

/// Every key of the settings file, to refuse one that is misspelt.
pub(super) const KEYS: [&str; 24] = [
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
    "standing_after",
    "away_days",
    "sweep_every",
    "max_open_games",
    "download_timeout",
    "discord_timeout",
    "backup_dir",
    "backup_every",
    "backup_keep",
    "web",
];

/// Refuses a key the settings file does not know (a typo would otherwise be
/// silently ignored).
pub(super) fn check_keys(path: &Path) -> Result<(), ConfigError> {
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
pub(super) fn check_variables(variables: impl Iterator<Item = String>) -> Result<(), ConfigError> {
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
