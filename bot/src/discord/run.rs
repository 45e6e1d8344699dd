//! Running the bot: the store it opens, the connection to Discord (with
//! its retries and the shards it runs), and a clean shutdown.

use super::*;

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
fn open(
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

/// Connects to Discord and serves until Ctrl-C or SIGTERM, connected or
/// not; then lets calls under way finish (a few seconds at most) and
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
        tokio::task::spawn_blocking(move || open(&config))
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
    // Every store call timed, for the metrics.
    let store: Arc<dyn Store> = Arc::new(crate::metered::MeteredStore::new(store));
    // Every change of a game told to the boards open on it: on PostgreSQL,
    // every process's, as the store tells them; else this process's own.
    let changes = crate::web::changes::Changes::default();
    let store: Arc<dyn Store> = match shared {
        Some(shared) if config.web_listen().is_some() => {
            crate::web::changes::listen(shared, changes.clone());
            store
        }
        Some(_) => store,
        None => Arc::new(crate::web::changes::WatchedStore::new(
            store,
            changes.clone(),
        )),
    };
    if let Some(backups) = config.backups() {
        let source = if config.store.is_some() {
            "postgres"
        } else {
            "sled"
        };
        tokio::spawn(crate::backups::every(Arc::clone(&store), source, backups));
    }
    let mut service = match config.seed {
        Some(seed) => Service::with_seeds(
            Arc::clone(&store),
            Arc::new(SystemClock),
            Box::new(move || seed),
        ),
        None => Service::new(Arc::clone(&store), Arc::new(SystemClock)),
    };
    service.set_timing(config.timing());
    let mine = config.shards();
    // A process running every shard owns every server, whatever their
    // count.
    service.set_shards(mine.clone().unwrap_or(Shards::ALL_OF_ONE));
    service.set_open_games(config.max_open_games);
    // The board opens inside Discord where its client secret is set.
    let activity = config.web.client_secret.is_some() && config.web_listen().is_some();
    service.set_activity(activity);
    let service = Arc::new(service);
    let in_flight = Arc::new(InFlight::default());
    let links = crate::web::links::Links::from_secret(token.expose());
    let data = Data {
        service: Arc::clone(&service),
        in_flight: Arc::clone(&in_flight),
        lang: config.lang(),
        download_timeout: config.download_timeout,
        board_links: config.web_public_url().map(|url| super::BoardLinks {
            links: links.clone(),
            public_url: url.to_owned(),
            lasts: config.link_lasts(),
        }),
    };
    // Discord's client, once it exists: the board's moves are posted with it.
    let discord: Arc<std::sync::OnceLock<Arc<serenity::Http>>> = Arc::default();
    if let Some(address) = config.web_listen() {
        let metrics = crate::web::install_metrics().map_err(RunError::Failed)?;
        let listener = tokio::net::TcpListener::bind(address).await.map_err(|e| {
            RunError::Failed(format!(
                "the web server cannot listen on {address} (the setting `web.listen`, KEYSTONE_WEB_LISTEN): {e}"
            ))
        })?;
        let announce = super::announce_from_board(data.clone(), Arc::clone(&discord));
        let caps = crate::web::edge::Caps::of_this_process();
        // This process's share of every request budget: its shards' part
        // of all (see web::limits).
        let share = mine
            .as_ref()
            .map_or(crate::web::limits::Share::ALL, |mine| {
                crate::web::limits::Share {
                    mine: mine.ids.end() - mine.ids.start() + 1,
                    of: mine.total,
                }
            });
        let limits = crate::web::limits::Limits::new(share, config.web_client_address());
        let mut boards = crate::web::board::Boards::new(
            Arc::clone(&service),
            links,
            changes,
            announce,
            config.lang(),
        )
        .with_caps(caps)
        .with_limits(limits)
        .with_in_flight(Arc::clone(&in_flight));
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
            crate::web::router(Arc::clone(&store), metrics, Some(boards), config.lang()),
            caps,
            config.lang(),
        ));
    }
    let sweep_data = data.clone();
    let dev_guild = config.dev_guild();
    // Discord refusing the commands leaves nothing to serve: the bot stops.
    let refused = Arc::new(tokio::sync::Notify::new());
    let refusal = Arc::clone(&refused);
    let patience = config.discord_timeout;
    let options = poise::FrameworkOptions {
        commands: options::localised(commands::all()),
        on_error: |error| Box::pin(on_error(error)),
        event_handler,
        // Owners only matter to owner-only commands, which Keystone has
        // none of: one request fewer at start-up.
        initialize_owners: false,
        ..Default::default()
    };
    let framework = poise::Framework::builder()
        .options(options)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord; registering the commands");
                let mut commands = poise::builtins::create_application_commands(&framework.options().commands);
                match dev_guild {
                    Some(guild) => serenity::GuildId::from(guild).set_commands(ctx, commands).await.map(drop),
                    None => {
                        // An app with an Activity keeps its entry point
                        // (global only): Discord refuses a registration
                        // that would drop it.
                        if activity {
                            commands.push(super::commands::entry_point());
                        }
                        serenity::Command::set_global_commands(ctx, commands).await.map(drop)
                    }
                }
                .map_err(|e| {
                    discord_failed("register");
                    tracing::error!(error = %e, "Discord refused the commands: nothing to serve, stopping");
                    refusal.notify_one();
                    ServiceError::Internal(format!("registering commands failed: {e}"))
                })?;
                Ok(data)
            })
        })
        .build();
    let intents = serenity::GatewayIntents::GUILDS;
    // Every request to Discord gives up after `patience` without an answer
    // (reqwest's default waits for ever).
    let client = reqwest::Client::builder()
        .use_rustls_tls()
        .connect_timeout(patience)
        .read_timeout(patience)
        .build()
        .map_err(|e| RunError::Failed(format!("cannot build the HTTP client: {e}")))?;
    let http = serenity::HttpBuilder::new(token.expose()).client(client);
    let http = match &config.discord_api {
        // The tests' fake Discord, on loopback (the configuration refuses
        // any other address): serenity sends requests to it only with its
        // rate limiter off (production keeps the rate limiter).
        Some(api) => {
            tracing::warn!(api, "using another Discord API base URL");
            http.proxy(api.as_str()).ratelimiter_disabled(true)
        }
        None => http,
    };
    let api = config
        .discord_api
        .as_deref()
        .unwrap_or("https://discord.com");
    // The shard manager, once the client exists: a stop shuts it down.
    let manager = std::sync::OnceLock::new();
    let serve = async {
        tracing::info!(
            "asking Discord for the gateway's address (GET {api}/api/v10/gateway, at most {})",
            humantime::format_duration(patience)
        );
        let mut client = serenity::ClientBuilder::new_with_http(http.build(), intents)
            .framework(framework)
            .await?;
        if let Some(api) = &config.discord_api {
            // Serenity falls back to Discord's own gateway when the API does
            // not answer: a fake Discord's gateway is on its own port.
            *client.ws_url.lock().await = gateway_of(api);
        }
        let _ = manager.set(Arc::clone(&client.shard_manager));
        let _ = discord.set(Arc::clone(&client.http));
        tokio::spawn(sweep(
            Arc::clone(&client.http),
            sweep_data,
            config.sweep_every,
        ));
        let mine = match mine {
            Some(mine) => mine,
            None => recommended_shards(&client.http, api, patience).await?,
        };
        let gateway = client.ws_url.lock().await.clone();
        gateway_answers(&gateway, patience).await;
        tracing::info!(shards = %mine, "connecting to Discord's gateway");
        // serenity reads the range's end as the last shard, inclusive.
        client
            .start_shard_range(*mine.ids.start()..*mine.ids.end(), mine.total)
            .await
    };
    // Serving ends when Discord lets go, or at the first signal, whatever
    // the connection is doing (even waiting for an unreachable Discord).
    let result = tokio::select! {
        result = serve => {
            result.map_err(|e| connection_failed(&e))
        }
        () = refused.notified() => {
            if let Some(manager) = manager.get()
                && tokio::time::timeout(SHUTDOWN_PATIENCE, manager.shutdown_all()).await.is_err()
            {
                tracing::warn!("the gateway did not close in time");
            }
            Err(RunError::Failed(
                "Discord refused to register the commands (see the log above): the bot has nothing to serve".into(),
            ))
        }
        () = signals.next() => {
            tracing::info!("shutting down: finishing the commands under way (a second signal stops at once)");
            let at_once = Arc::clone(&store);
            tokio::spawn(async move {
                signals.next().await;
                tracing::warn!("a second signal: stopping at once");
                let _ = at_once.flush();
                std::process::exit(130);
            });
            if !in_flight.close(SHUTDOWN_PATIENCE).await {
                tracing::warn!("some commands did not finish in time");
            }
            if let Some(manager) = manager.get()
                && tokio::time::timeout(SHUTDOWN_PATIENCE, manager.shutdown_all()).await.is_err()
            {
                tracing::warn!("the gateway did not close in time");
            }
            Ok(())
        }
    };
    store
        .flush()
        .map_err(|e| RunError::Failed(format!("flushing the store failed: {e}")))?;
    tracing::info!("stopped; the store is flushed");
    result
}

/// Waits until Discord's gateway at `url` answers a websocket handshake,
/// each try given `patience`, trying again with a growing pause: serenity
/// would wait for ever on a gateway that accepts the connection and never
/// answers, and say nothing.
async fn gateway_answers(url: &str, patience: Duration) {
    let mut pause = Backoff::new();
    loop {
        tracing::info!(
            "waiting for Discord's gateway at {url} to answer (at most {})",
            humantime::format_duration(patience)
        );
        let why = match tokio::time::timeout(patience, tokio_tungstenite::connect_async(url)).await
        {
            Ok(Ok((mut socket, _))) => {
                // Only a check: the shards open their own connections.
                let _ = socket.close(None).await;
                return;
            }
            // not shown: logged below
            Ok(Err(error)) => format!("refused the connection ({error})"),
            Err(_) => no_answer(patience),
        };
        tracing::warn!(
            "Discord's gateway at {url} {why}; trying again in {}",
            pause.words()
        );
        pause.wait().await;
    }
}

/// How a start-up request is asked again: after a pause that doubles each
/// time, up to a minute.
struct Backoff(Duration);

impl Backoff {
    fn new() -> Backoff {
        Backoff(Duration::from_secs(1))
    }

    /// The next pause, for the log line that announces it.
    fn words(&self) -> String {
        humantime::format_duration(self.0).to_string()
    }

    async fn wait(&mut self) {
        tokio::time::sleep(self.0).await;
        self.0 = (self.0 * 2).min(Duration::from_secs(60));
    }
}

/// Why serving Discord ended in error, in the admin's words when Discord
/// refused the token.
fn connection_failed(error: &serenity::Error) -> RunError {
    if refuses_token(error) {
        RunError::Failed(format!(
            "Discord refused the bot token ({error}). Check DISCORD_TOKEN or `token` in config.toml; \
             if the token was reset on the Bot page of your application, copy the new one."
        ))
    } else {
        RunError::Failed(format!("Discord connection failed: {error}"))
    }
}

/// Whether Discord answered that it does not take the bot's token.
fn refuses_token(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(error) => error.status_code().is_some_and(|status| {
            status == serenity::StatusCode::UNAUTHORIZED
                || status == serenity::StatusCode::FORBIDDEN
        }),
        serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication) => true,
        _ => false,
    }
}

/// Every shard of the count Discord recommends for the bot (`/gateway/bot`
/// of `api`), asked until Discord answers, each time within `patience`; an
/// error when it refuses the token, which asking again would not mend.
async fn recommended_shards(
    http: &serenity::Http,
    api: &str,
    patience: Duration,
) -> serenity::Result<Shards> {
    let mut pause = Backoff::new();
    loop {
        tracing::info!(
            "asking Discord how many shards to run (GET {api}/api/v10/gateway/bot, at most {})",
            humantime::format_duration(patience)
        );
        let why = match tokio::time::timeout(patience, http.get_bot_gateway()).await {
            Ok(Ok(gateway)) => {
                let total = gateway.shards.max(1);
                return Ok(Shards {
                    ids: 0..=total - 1,
                    total,
                });
            }
            Ok(Err(error)) if refuses_token(&error) => return Err(error),
            Ok(Err(error)) if is_timeout(&error) => no_answer(patience),
            Ok(Err(error)) => format!("failed: {error}"),
            Err(_) => no_answer(patience),
        };
        tracing::warn!(
            "Discord {why} when asked how many shards to run; asking again in {}",
            pause.words()
        );
        pause.wait().await;
    }
}

/// For the log: what a wait of `patience` that ended without an answer
/// says.
fn no_answer(patience: Duration) -> String {
    // not shown: a log line's words
    format!(
        "did not answer within {}",
        humantime::format_duration(patience)
    )
}

/// Whether a request to Discord gave up waiting for its answer.
fn is_timeout(error: &serenity::Error) -> bool {
    matches!(error, serenity::Error::Http(serenity::HttpError::Request(e)) if e.is_timeout())
}

/// The gateway of a fake Discord at `api` (`http://127.0.0.1:8080/…`):
/// the websocket on the same host and port.
fn gateway_of(api: &str) -> String {
    let (scheme, rest) = match api.split_once("://") {
        Some(("https", rest)) => ("wss", rest),
        Some((_, rest)) => ("ws", rest),
        None => ("ws", api),
    };
    let host = rest.split(['/', '?', '#']).next().unwrap_or(rest);
    format!("{scheme}://{host}")
}

/// How long shutdown waits for commands under way, then for the gateway.
const SHUTDOWN_PATIENCE: Duration = Duration::from_secs(4);
