//! The store the settings name, opened, and why the bot could not run.

use std::sync::Arc;

use keystone_data::{SledOptions, SledStore, Store};

use crate::config::{Config, ConfigError};

/// Why the bot could not run.
#[derive(Debug)]
pub enum RunError {
    /// Bad settings, with what to do.
    Config(ConfigError),
    /// The store or Discord failed.
    Failed(String),
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::Config(e) => e.fmt(f),
            RunError::Failed(e) => f.write_str(e),
        }
    }
}

/// Opens the store the settings name: PostgreSQL at `store` if set, else
/// the embedded store in `database`.
pub fn open_store(config: &Config) -> Result<Arc<dyn Store>, RunError> {
    open(config).map(|(store, _)| store)
}

/// [`open_store`], and the shared store itself when it is PostgreSQL (to
/// hear every process's changes).
pub(super) fn open(
    config: &Config,
) -> Result<(Arc<dyn Store>, Option<keystone_data::PostgresStore>), RunError> {
    if let Some(url) = &config.store {
        tracing::info!("opening the shared game store (PostgreSQL, at most 10 s to connect)");
        let options = keystone_data::PostgresOptions {
            url: url.expose().to_owned(),
            connections: config.store_connections,
        };
        // The address may hold a password: never said back.
        return keystone_data::PostgresStore::open(&options)
            .map(|s| (Arc::new(s.clone()) as Arc<dyn Store>, Some(s)))
            .map_err(|e| RunError::Failed(format!("cannot open the shared game store: {e}")));
    }
    tracing::info!(path = %config.database.display(), "opening the game store");
    let options = SledOptions {
        path: config.database.clone(),
        cache_capacity: config.cache_bytes().map_err(RunError::Config)?,
    };
    SledStore::open(&options)
        .map(|s| (Arc::new(s) as Arc<dyn Store>, None))
        .map_err(|e| {
            RunError::Failed(format!(
                "cannot open the game store at {}: {e}",
                config.database.display()
            ))
        })
}
