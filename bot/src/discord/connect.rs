//! Discord's connection: the commands registered, the client with its
//! retries and the shards it runs, the sweep's notices, and its shutdown.
//! The process around it is wired in [`crate::host`].

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::{BoardLinks, Data, commands, event_handler, on_error, options, sweep};
use crate::config::{Config, Secret};
use crate::host::{InFlight, RunError, discord_failed};
use crate::service::{Service, ServiceError};
use crate::shards::Shards;
use crate::web::links::Links;

/// The bot's connection to Discord, from before it is made until it is
/// shut down.
pub struct Gateway {
    data: Data,
    token: Secret,
    /// Whether the board opens inside Discord (its entry point kept).
    activity: bool,
    /// Discord refused to register the commands: nothing to serve.
    refused: Arc<tokio::sync::Notify>,
    /// The shard manager, once the client exists: a stop shuts it down.
    manager: OnceLock<Arc<serenity::ShardManager>>,
    /// Discord's client, once it exists: the board's moves are posted
    /// with it.
    http: Arc<OnceLock<Arc<serenity::Http>>>,
}

impl std::fmt::Debug for Gateway {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gateway").finish_non_exhaustive()
    }
}

impl Gateway {
    /// A connection still to be made, its handlers sharing `service` and
    /// counting their work in `in_flight`.
    pub fn new(
        config: &Config,
        token: &Secret,
        service: &Arc<Service>,
        in_flight: &Arc<InFlight>,
        links: &Links,
    ) -> Gateway {
        let data = Data {
            service: Arc::clone(service),
            in_flight: Arc::clone(in_flight),
            lang: config.lang(),
            download_timeout: config.download_timeout,
            board_links: config.web_public_url().map(|url| BoardLinks {
                links: links.clone(),
                public_url: url.to_owned(),
                lasts: config.link_lasts(),
            }),
            client: Arc::default(),
            limits: Arc::default(),
            answering: Default::default(),
        };
        Gateway {
            data,
            token: token.clone(),
            activity: crate::host::activity(config),
            refused: Arc::default(),
            manager: OnceLock::new(),
            http: Arc::default(),
        }
    }

    /// What the board does with a move played on it (see
    /// [`super::announce_from_board`]).
    pub fn announce_from_board(&self) -> crate::web::board::Poster {
        super::announce_from_board(self.data.clone(), Arc::clone(&self.http))
    }

    /// Returns once Discord has refused to register the commands.
    pub async fn refused(&self) {
        self.refused.notified().await;
    }

    /// Closes the shards' connections, within `patience`.
    pub async fn shut_down(&self, patience: Duration) {
        if let Some(manager) = self.manager.get()
            && tokio::time::timeout(patience, manager.shutdown_all())
                .await
                .is_err()
        {
            tracing::warn!("the gateway did not close in time");
        }
    }

    /// Connects and serves until Discord lets go.
    pub async fn serve(&self, config: &Config) -> Result<(), RunError> {
        let patience = config.discord_timeout;
        let api = config
            .discord_api
            .as_deref()
            .unwrap_or("https://discord.com");
        let client = client(config)?;
        let _ = self.data.client.set(client.clone());
        let http = http(config, &self.token, client);
        let serving = async {
            tracing::info!(
                "asking Discord for the gateway's address (GET {api}/api/v10/gateway, at most {})",
                humantime::format_duration(patience)
            );
            let intents = serenity::GatewayIntents::GUILDS;
            let user_installs = user_installs(&http).await;
            let mut client = serenity::ClientBuilder::new_with_http(http, intents)
                .framework(self.framework(config, user_installs))
                .await?;
            if let Some(api) = &config.discord_api {
                // Serenity falls back to Discord's own gateway when the API
                // does not answer: a fake Discord's gateway is on its own
                // port.
                *client.ws_url.lock().await = gateway_of(api);
            }
            let _ = self.manager.set(Arc::clone(&client.shard_manager));
            let _ = self.http.set(Arc::clone(&client.http));
            tokio::spawn(sweep(
                Arc::clone(&client.http),
                self.data.clone(),
                config.sweep_every,
            ));
            let mine = match config.shards() {
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
        serving.await.map_err(|e| connection_failed(&e))
    }

    /// The commands and handlers; once connected, the commands registered
    /// (in the development server if one is set, else globally).
    fn framework(
        &self,
        config: &Config,
        user_installs: bool,
    ) -> poise::Framework<Data, super::Error> {
        let data = self.data.clone();
        let dev_guild = config.dev_guild();
        // A development server's commands are the server's own, which
        // Discord lets nobody install elsewhere.
        let anywhere = user_installs && dev_guild.is_none();
        let activity = self.activity;
        let refusal = Arc::clone(&self.refused);
        let options = poise::FrameworkOptions {
            commands: options::localised(commands::all(anywhere)),
            on_error: |error| Box::pin(on_error(error)),
            event_handler,
            // Owners only matter to owner-only commands, which Keystone has
            // none of: one request fewer at start-up.
            initialize_owners: false,
            ..Default::default()
        };
        poise::Framework::builder()
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
                                commands.push(commands::entry_point(anywhere));
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
            .build()
    }
}

/// Whether the application lets users install it (the Developer Portal's
/// Installation page, "User Install"): then the commands go wherever its
/// players are. If Discord cannot say, servers only, as before: logged.
async fn user_installs(http: &serenity::Http) -> bool {
    match http.get_current_application_info().await {
        Ok(app) => {
            let user = app
                .integration_types_config
                .contains_key(&serenity::InstallationContext::User);
            if !user {
                tracing::info!(
                    "User Install is off for this application (Developer Portal, Installation): the commands work in servers only"
                );
            }
            user
        }
        Err(e) => {
            discord_failed("application");
            tracing::warn!(error = %e, "could not read the application's installation contexts: the commands work in servers only");
            false
        }
    }
}

/// The HTTP client of every request to Discord: each gives up after the
/// settings' patience without an answer (reqwest's default waits for ever).
fn client(config: &Config) -> Result<reqwest::Client, RunError> {
    let patience = config.discord_timeout;
    reqwest::Client::builder()
        .use_rustls_tls()
        .connect_timeout(patience)
        .read_timeout(patience)
        .build()
        .map_err(|e| RunError::Failed(format!("cannot build the HTTP client: {e}")))
}

/// Discord's HTTP client for serenity, through `client`.
fn http(config: &Config, token: &Secret, client: reqwest::Client) -> serenity::Http {
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
    http.build()
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
