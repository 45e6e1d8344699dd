//! The process in one place: the store opened and watched, the service,
//! the web server and Discord's connection wired together; the work under
//! way every edge counts, and that a stop waits for; the signals and a
//! clean shutdown. The edges (Discord, the web board, the terminal) know
//! this module and the service, never each other's insides.

mod in_flight;
mod signals;
mod store;
pub mod work;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use keystone_data::Store;

pub use in_flight::InFlight;
pub use store::{RunError, open_store};
pub use work::{call, discord_failed, log_error, timed};

use crate::config::{Config, Secret};
use crate::discord::Gateway;
use crate::service::{Service, SystemClock};
use crate::shards::Shards;
use crate::web::changes::{Changes, WatchedStore};
use crate::web::links::Links;
use signals::Signals;

/// How long shutdown waits for work under way, then for the gateway.
const SHUTDOWN_PATIENCE: Duration = Duration::from_secs(4);

/// Connects to Discord and serves until Ctrl-C or SIGTERM, connected or
/// not; then lets work under way finish (a few seconds at most) and
/// flushes the store. A second signal stops it at once. The signals are
/// listened for before anything else, so a stop asked while the bot still
/// waits for its store or for Discord is a clean stop too; and every wait
/// on Discord at start-up is logged, with its timeout.
pub async fn run(config: Config) -> Result<(), RunError> {
    let token = config.token().map_err(RunError::Config)?.clone();
    let mut signals = Signals::install()
        .map_err(|e| RunError::Failed(format!("cannot listen for stop signals: {e}")))?;
    // Opening may connect to a database, which blocks: off the runtime.
    let opening = {
        let config = config.clone();
        tokio::task::spawn_blocking(move || store::open(&config))
    };
    let (store, shared) = tokio::select! {
        opened = opening => {
            opened.map_err(|e| RunError::Failed(format!("opening the store failed: {e}")))??
        }
        () = signals.next() => {
            tracing::info!("stopped before the store was open");
            return Ok(());
        }
    };
    let (store, changes) = watched(&config, store, shared);
    if let Some(backups) = config.backups() {
        let source = if config.store.is_some() {
            "postgres"
        } else {
            "sled"
        };
        tokio::spawn(crate::backups::every(Arc::clone(&store), source, backups));
    }
    let service = Arc::new(service_of(&config, &store));
    let in_flight = Arc::new(InFlight::default());
    let links = Links::from_secret(token.expose());
    let gateway = Gateway::new(&config, &token, &service, &in_flight, &links);
    if let Some(address) = config.web_listen() {
        let web = Web {
            store: &store,
            service: &service,
            in_flight: &in_flight,
            links,
            changes,
        };
        web.serve(&config, &token, address, &gateway).await?;
    }
    let result = serve_until_stopped(&config, &gateway, signals, &store, &in_flight).await;
    store
        .flush()
        .map_err(|e| RunError::Failed(format!("flushing the store failed: {e}")))?;
    tracing::info!("stopped; the store is flushed");
    result
}

/// The store every store call of which is timed, for the metrics, and
/// whose every change of a game is told to the boards open on it: on
/// PostgreSQL, every process's, as the store tells them; else this
/// process's own.
fn watched(
    config: &Config,
    store: Arc<dyn Store>,
    shared: Option<keystone_data::PostgresStore>,
) -> (Arc<dyn Store>, Changes) {
    let store: Arc<dyn Store> = Arc::new(crate::metered::MeteredStore::new(store));
    let changes = Changes::default();
    let store: Arc<dyn Store> = match shared {
        Some(shared) if config.web_listen().is_some() => {
            crate::web::changes::listen(shared, changes.clone());
            store
        }
        Some(_) => store,
        None => Arc::new(WatchedStore::new(store, changes.clone())),
    };
    (store, changes)
}

/// The service as the settings shape it.
fn service_of(config: &Config, store: &Arc<dyn Store>) -> Service {
    let mut service = match config.seed {
        Some(seed) => Service::with_seeds(
            Arc::clone(store),
            Arc::new(SystemClock),
            Box::new(move || seed),
        ),
        None => Service::new(Arc::clone(store), Arc::new(SystemClock)),
    };
    service.set_timing(config.timing());
    // A process running every shard owns every server, whatever their
    // count.
    service.set_shards(config.shards().unwrap_or(Shards::ALL_OF_ONE));
    service.set_open_games(config.max_open_games);
    service.set_activity(activity(config));
    service
}

/// Whether the board opens inside Discord: where its client secret is set.
pub(crate) fn activity(config: &Config) -> bool {
    config.web.client_secret.is_some() && config.web_listen().is_some()
}

/// What the web server is wired to.
struct Web<'a> {
    store: &'a Arc<dyn Store>,
    service: &'a Arc<Service>,
    in_flight: &'a Arc<InFlight>,
    links: Links,
    changes: Changes,
}

impl Web<'_> {
    /// Listens on `address` and serves the board, its moves posted in
    /// Discord through `gateway`.
    async fn serve(
        self,
        config: &Config,
        token: &Secret,
        address: SocketAddr,
        gateway: &Gateway,
    ) -> Result<(), RunError> {
        let metrics = crate::web::install_metrics().map_err(RunError::Failed)?;
        let listener = tokio::net::TcpListener::bind(address).await.map_err(|e| {
            RunError::Failed(format!(
                "the web server cannot listen on {address} (the setting `web.listen`, KEYSTONE_WEB_LISTEN): {e}"
            ))
        })?;
        let caps = crate::web::edge::Caps::of_this_process();
        // This process's share of every request budget: its shards' part
        // of all (see web::limits).
        let share = config
            .shards()
            .as_ref()
            .map_or(crate::web::limits::Share::ALL, |mine| {
                crate::web::limits::Share {
                    mine: mine.ids.end() - mine.ids.start() + 1,
                    of: mine.total,
                }
            });
        let limits = crate::web::limits::Limits::new(share, config.web_client_address());
        let mut boards = crate::web::board::Boards::new(
            Arc::clone(self.service),
            self.links,
            self.changes,
            gateway.announce_from_board(),
            config.lang(),
        )
        .with_caps(caps)
        .with_limits(limits)
        .with_in_flight(Arc::clone(self.in_flight));
        if let Some(secret) = &config.web.client_secret {
            let api = config
                .discord_api
                .as_deref()
                .unwrap_or("https://discord.com");
            let activity =
                crate::web::activity::Activity::new(api, token.expose(), secret.expose())
                    .map_err(RunError::Failed)?;
            boards = boards.with_activity(activity);
        }
        tokio::spawn(crate::web::serve(
            listener,
            crate::web::router(Arc::clone(self.store), metrics, Some(boards), config.lang()),
            caps,
            config.lang(),
        ));
        Ok(())
    }
}

/// Serving ends when Discord lets go, when it refuses the commands, or at
/// the first signal, whatever the connection is doing (even waiting for
/// an unreachable Discord); at a signal, the work under way is let finish.
async fn serve_until_stopped(
    config: &Config,
    gateway: &Gateway,
    mut signals: Signals,
    store: &Arc<dyn Store>,
    in_flight: &InFlight,
) -> Result<(), RunError> {
    tokio::select! {
        result = gateway.serve(config) => result,
        () = gateway.refused() => {
            gateway.shut_down(SHUTDOWN_PATIENCE).await;
            Err(RunError::Failed(
                "Discord refused to register the commands (see the log above): the bot has nothing to serve".into(),
            ))
        }
        () = signals.next() => {
            tracing::info!("shutting down: finishing the commands under way (a second signal stops at once)");
            let at_once = Arc::clone(store);
            tokio::spawn(async move {
                signals.next().await;
                tracing::warn!("a second signal: stopping at once");
                let _ = at_once.flush();
                std::process::exit(130);
            });
            if !in_flight.close(SHUTDOWN_PATIENCE).await {
                tracing::warn!("some commands did not finish in time");
            }
            gateway.shut_down(SHUTDOWN_PATIENCE).await;
            Ok(())
        }
    }
}
