//! Discord: poise slash commands and buttons over the [`Service`]. The
//! handlers stay thin: they turn interactions into service requests and
//! replies into messages.
//!
//! Service work (the store and the board picture) runs on blocking threads;
//! an interaction is deferred if its answer takes longer than a second, well
//! within Discord's three. Discord fixes a deferred answer's visibility at
//! the defer, so it is decided before: a command is deferred privately, a
//! button privately when its answer is private, else without a message; an
//! answer's visibility never depends on how long it took. Errors meant for
//! the user are shown to them alone; internal ones are logged and answered
//! with a short apology.

pub mod commands;
pub mod prompts;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use keystone_data::{ChannelId, SledOptions, SledStore, Store};
use poise::serenity_prelude as serenity;
use tokio::sync::Notify;

use crate::config::{Config, ConfigError};
use crate::i18n::Lang;
use crate::service::{Announce, Reply, Service, ServiceError, SystemClock};
use crate::shards::Shards;
use crate::{Context, Error, t};

/// What the handlers share.
#[derive(Clone)]
pub struct Data {
    /// The service.
    pub service: Arc<Service>,
    /// Service calls under way, so shutdown can wait for them.
    pub in_flight: Arc<InFlight>,
    /// The language when neither the user's nor the server's is spoken.
    pub lang: Lang,
    /// How long an attachment (a record to import) may take to download.
    pub download_timeout: Duration,
}

impl std::fmt::Debug for Data {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Data").finish_non_exhaustive()
    }
}

/// Counts service calls under way; closed at shutdown.
#[derive(Debug, Default)]
pub struct InFlight {
    count: AtomicUsize,
    closing: AtomicBool,
    idle: Notify,
}

/// One call under way.
#[derive(Debug)]
pub struct Call<'a>(&'a InFlight);

impl Drop for Call<'_> {
    fn drop(&mut self) {
        if self.0.count.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

impl InFlight {
    /// Registers a call, unless shutting down.
    pub fn enter(&self) -> Option<Call<'_>> {
        self.count.fetch_add(1, Ordering::SeqCst);
        let call = Call(self);
        (!self.closing.load(Ordering::SeqCst)).then_some(call)
    }

    /// Refuses new calls and waits (at most `patience`) for those under way.
    pub async fn close(&self, patience: Duration) -> bool {
        self.closing.store(true, Ordering::SeqCst);
        let wait = async {
            loop {
                let idle = self.idle.notified();
                if self.count.load(Ordering::SeqCst) == 0 {
                    return;
                }
                idle.await;
            }
        };
        tokio::time::timeout(patience, wait).await.is_ok()
    }
}

/// How long a service call may take before the interaction is deferred.
const DEFER_AFTER: Duration = Duration::from_secs(1);

/// For the tests only: every service call first waits this long
/// (`KEYSTONE_TEST_DELAY`, e.g. `1500ms`), so that every answer takes the
/// deferred path a loaded bot takes.
fn test_delay() -> Option<Duration> {
    static DELAY: std::sync::OnceLock<Option<Duration>> = std::sync::OnceLock::new();
    *DELAY.get_or_init(|| {
        std::env::var("KEYSTONE_TEST_DELAY")
            .ok()
            .and_then(|d| humantime::parse_duration(&d).ok())
    })
}

/// Runs service work on a blocking thread. `on_slow` runs once if it takes
/// longer than [`DEFER_AFTER`] (to defer the interaction).
pub async fn call<T: Send + 'static>(
    data: &Data,
    lang: Lang,
    work: impl FnOnce(&Service) -> Result<T, ServiceError> + Send + 'static,
    on_slow: impl std::future::Future<Output = ()>,
) -> Result<T, ServiceError> {
    let Some(_call) = data.in_flight.enter() else {
        return Err(ServiceError::Restarting);
    };
    let service = data.service.speaking(lang);
    let slow = test_delay();
    let mut task = tokio::task::spawn_blocking(move || {
        if let Some(delay) = slow {
            std::thread::sleep(delay);
        }
        work(&service)
    });
    let joined = match tokio::time::timeout(DEFER_AFTER, &mut task).await {
        Ok(joined) => joined,
        Err(_) => {
            on_slow.await;
            task.await
        }
    };
    joined.map_err(|e| ServiceError::Internal(format!("service task failed: {e}")))?
}

/// The channel of a context, as the store keys it.
pub fn channel(ctx: Context<'_>) -> ChannelId {
    ChannelId(ctx.channel_id().get())
}

/// Discord's message length limit.
const MESSAGE_LIMIT: usize = 2000;

/// The text of a reply: mentions, message, details, within Discord's limit.
pub fn content(reply: &Reply) -> String {
    let mut text = String::new();
    for user in &reply.ping {
        text.push_str(&format!("<@{user}> "));
    }
    text.push_str(&reply.text);
    for line in &reply.details {
        text.push('\n');
        text.push_str(line);
    }
    if text.chars().count() > MESSAGE_LIMIT {
        text = text.chars().take(MESSAGE_LIMIT - 1).collect::<String>() + "…";
    }
    text
}

/// Whom a reply may mention: the players it pings, nobody else.
pub fn mentions(reply: &Reply) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new()
        .users(reply.ping.iter().map(|&u| serenity::UserId::new(u)))
}

/// A reply's files: the board, the sheets, and an attached file.
pub fn files(reply: &Reply) -> Vec<serenity::CreateAttachment> {
    let pictures = [(&reply.picture, "board.png"), (&reply.sheets, "sheets.png")];
    let mut files: Vec<serenity::CreateAttachment> = pictures
        .into_iter()
        .filter_map(|(png, name)| Some(serenity::CreateAttachment::bytes(png.clone()?, name)))
        .collect();
    if let Some(file) = &reply.attachment {
        files.push(serenity::CreateAttachment::bytes(
            file.bytes.clone(),
            file.name.clone(),
        ));
    }
    files
}

/// A service reply as a poise reply; its buttons in `lang`.
pub fn to_poise(reply: &Reply, lang: Lang) -> poise::CreateReply {
    let rows = prompts::rows(reply, lang);
    let mut out = poise::CreateReply::default()
        .content(content(reply))
        .ephemeral(reply.private)
        .allowed_mentions(mentions(reply));
    for file in files(reply) {
        out = out.attachment(file);
    }
    if !rows.is_empty() {
        out = out.components(rows);
    }
    out
}

/// Sends a service result: the reply, or the error as the user should see it.
pub async fn answer(ctx: Context<'_>, result: Result<Reply, ServiceError>) -> Result<(), Error> {
    let reply = result?;
    let computer = reply.computer_next;
    respond(ctx, &reply, language(ctx))
        .await
        .map_err(|e| ServiceError::Internal(format!("Discord refused the reply: {e}")))?;
    if computer {
        computer_turns(
            ctx.data(),
            ctx.serenity_context().http.clone(),
            channel(ctx),
            language(ctx),
        );
    }
    Ok(())
}

/// Answers a command with `reply`, each answer in its place: at once, as
/// the response with the reply's own visibility; once deferred (always
/// privately, see [`commands`]), a private reply in place of the user's
/// "thinking…", a public one as a message of its own in the channel, the
/// "thinking…" saying where it went. No answer's visibility depends on how
/// long it took.
pub async fn respond(ctx: Context<'_>, reply: &Reply, lang: Lang) -> serenity::Result<()> {
    let poise::Context::Application(app) = ctx else {
        return ctx.send(to_poise(reply, lang)).await.map(drop);
    };
    if !app.has_sent_initial_response.load(Ordering::SeqCst) {
        return ctx.send(to_poise(reply, lang)).await.map(drop);
    }
    let http = &ctx.serenity_context().http;
    if reply.private {
        return app
            .interaction
            .edit_response(http, edit(reply, lang))
            .await
            .map(drop);
    }
    let note = Reply::private(t!(lang, "pick-played"));
    app.interaction
        .edit_response(http, edit(&note, lang))
        .await?;
    app.interaction
        .create_followup(http, followup(reply, lang))
        .await
        .map(drop)
}

/// A reply as the edit of an interaction's original response (its
/// deferred "thinking…", or the message a button is on): words, mentions,
/// menu and buttons, files.
pub fn edit(reply: &Reply, lang: Lang) -> serenity::EditInteractionResponse {
    let mut edit = serenity::EditInteractionResponse::new()
        .content(content(reply))
        .allowed_mentions(mentions(reply))
        .components(prompts::rows(reply, lang));
    for file in files(reply) {
        edit = edit.new_attachment(file);
    }
    edit
}

/// A reply as a follow-up message: its words, mentions, menu and buttons,
/// pictures and file, and its own visibility (a follow-up after a deferred
/// update, or after the original was edited, is a message of its own).
pub fn followup(reply: &Reply, lang: Lang) -> serenity::CreateInteractionResponseFollowup {
    serenity::CreateInteractionResponseFollowup::new()
        .content(content(reply))
        .ephemeral(reply.private)
        .allowed_mentions(mentions(reply))
        .components(prompts::rows(reply, lang))
        .add_files(files(reply))
}

/// Lets Keystone play where it must in `channel`, one message per move
/// (a whole turn, or an answer), in a task of its own: the search runs on
/// a blocking thread and never holds up other channels. A message Discord
/// refuses is tried again a few times; one never posted is left to the
/// sweep ([`Service::announce_computer`]).
pub fn computer_turns(data: &Data, http: Arc<serenity::Http>, channel: ChannelId, lang: Lang) {
    let data = data.clone();
    tokio::spawn(async move {
        loop {
            let result = call(&data, lang, move |s| s.computer_move(channel), async {}).await;
            let reply = match result {
                Ok(Some(reply)) => reply,
                Ok(None) => break,
                // The game moved on meanwhile (a resignation): nothing to do.
                Err(ServiceError::User(_)) => break,
                Err(error) => {
                    log_error(&error, "computer move", channel.0);
                    break;
                }
            };
            if !post(&http, channel, &reply, lang).await {
                tracing::error!(
                    channel = channel.0,
                    "could not post Keystone's move: the sweep will"
                );
                break;
            }
            // Posted: the move needs no announcing any more.
            let told = call(
                &data,
                lang,
                move |s| s.stamp(channel).and_then(|at| s.announced(channel, at)),
                async {},
            )
            .await;
            if let Err(error) = told {
                log_error(&error, "computer move announced", channel.0);
            }
            if !reply.computer_next {
                break;
            }
        }
    });
}

/// Posts `reply` in `channel`, trying again after 1, 4 and 16 seconds
/// when Discord refuses it; whether it was posted.
async fn post(http: &serenity::Http, channel: ChannelId, reply: &Reply, lang: Lang) -> bool {
    for pause in [0, 1, 4, 16] {
        tokio::time::sleep(Duration::from_secs(pause)).await;
        match serenity::ChannelId::new(channel.0)
            .send_message(http, message(reply, lang))
            .await
        {
            Ok(_) => return true,
            Err(e) => tracing::warn!(error = %e, channel = channel.0, "posting failed"),
        }
    }
    false
}

/// Logs an error with its context, as its kind deserves.
pub fn log_error(error: &ServiceError, what: &str, channel: u64) {
    match error {
        ServiceError::User(message) => tracing::debug!(what, channel, message, "refused"),
        ServiceError::NoGame | ServiceError::Busy => {
            tracing::debug!(what, channel, %error, "refused");
        }
        ServiceError::Damaged(_) => tracing::warn!(what, channel, %error, "damaged game"),
        ServiceError::Internal(_) => tracing::error!(what, channel, %error, "internal error"),
        ServiceError::Restarting => tracing::info!(what, channel, "refused while shutting down"),
    }
}

/// The language to answer in: the user's, the server's, or the default.
pub fn language(ctx: Context<'_>) -> Lang {
    let server = match ctx {
        poise::Context::Application(app) => app.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    Lang::resolve(ctx.locale(), server, ctx.data().lang)
}

/// The one error handler: the user's errors to the user, ephemeral; ours
/// logged, with an apology.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            log_error(
                &error,
                &ctx.command().qualified_name,
                ctx.channel_id().get(),
            );
            say_privately(ctx, error.words(language(ctx))).await;
        }
        // Poise's own words for these are English: say them ourselves.
        poise::FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            tracing::debug!(%error, ?input, command = %ctx.command().qualified_name, "unreadable option");
            say_privately(ctx, t!(language(ctx), "error-option")).await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            say_privately(ctx, t!(language(ctx), "error-guild-only")).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "could not handle a framework error");
            }
        }
    }
}

/// Answers `text` to the user alone, logging a failure to.
async fn say_privately(ctx: Context<'_>, text: String) {
    if let Err(e) = respond(ctx, &Reply::private(text), language(ctx)).await {
        tracing::error!(error = %e, "could not send an error message");
    }
}

/// Component interactions (buttons, menus) go to [`prompts`].
fn event_handler<'a>(
    framework: poise::FrameworkContext<'a, Data, Error>,
    event: &'a serenity::FullEvent,
) -> poise::BoxFuture<'a, Result<(), Error>> {
    Box::pin(async move {
        if let serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(component),
        } = event
        {
            prompts::handle(framework.serenity_context, framework.user_data, component).await;
        }
        Ok(())
    })
}

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
    if let Some(url) = &config.store {
        tracing::info!("opening the shared game store (PostgreSQL, at most 10 s to connect)");
        let options = keystone_data::PostgresOptions {
            url: url.expose().to_owned(),
            connections: config.store_connections,
        };
        // The address may hold a password: never said back.
        return keystone_data::PostgresStore::open(&options)
            .map(|s| Arc::new(s) as Arc<dyn Store>)
            .map_err(|e| RunError::Failed(format!("cannot open the shared game store: {e}")));
    }
    tracing::info!(path = %config.database.display(), "opening the game store");
    let options = SledOptions {
        path: config.database.clone(),
        cache_capacity: config.cache_mb << 20,
    };
    SledStore::open(&options)
        .map(|s| Arc::new(s) as Arc<dyn Store>)
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
        tokio::task::spawn_blocking(move || open_store(&config))
    };
    let store = tokio::select! {
        opened = opening => {
            opened.map_err(|e| RunError::Failed(format!("opening the store failed: {e}")))??
        }
        () = signals.next() => {
            tracing::info!("stopped before the store was open");
            return Ok(());
        }
    };
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
    let service = Arc::new(service);
    let in_flight = Arc::new(InFlight::default());
    let data = Data {
        service: Arc::clone(&service),
        in_flight: Arc::clone(&in_flight),
        lang: config.lang(),
        download_timeout: config.download_timeout,
    };
    let sweep_data = data.clone();
    let dev_guild = config.dev_guild;
    // Discord refusing the commands leaves nothing to serve: the bot stops.
    let refused = Arc::new(Notify::new());
    let refusal = Arc::clone(&refused);
    let patience = config.discord_timeout;
    let options = poise::FrameworkOptions {
        commands: commands::localised(commands::all()),
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
                let commands = &framework.options().commands;
                match dev_guild {
                    Some(guild) => poise::builtins::register_in_guild(ctx, commands, serenity::GuildId::new(guild)).await,
                    None => poise::builtins::register_globally(ctx, commands).await,
                }
                .map_err(|e| {
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

/// A service reply as a channel message (not an answer to an interaction),
/// its buttons in `lang`.
pub fn message(reply: &Reply, lang: Lang) -> serenity::CreateMessage {
    let mut message = serenity::CreateMessage::new()
        .content(content(reply))
        .allowed_mentions(mentions(reply))
        .add_files(files(reply));
    let rows = prompts::rows(reply, lang);
    if !rows.is_empty() {
        message = message.components(rows);
    }
    message
}

/// Every `every`, posts the reminders and deadline notices the store says
/// are due, until shutdown. A notice is recorded before it is posted: one
/// that Discord refuses is logged, not repeated.
async fn sweep(http: Arc<serenity::Http>, data: Data, every: Duration) {
    let mut ticks = tokio::time::interval(every.max(Duration::from_millis(100)));
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    loop {
        ticks.tick().await;
        let Some(_call) = data.in_flight.enter() else {
            return;
        };
        let service = Arc::clone(&data.service);
        let notices = match tokio::task::spawn_blocking(move || {
            Ok::<_, ServiceError>((service.sweep()?, service.computers_waiting()?))
        })
        .await
        {
            Ok(Ok((notices, computers))) => {
                for (channel, lang, work) in computers {
                    match work {
                        Announce::Move => computer_turns(&data, Arc::clone(&http), channel, lang),
                        Announce::Post => announce(&data, Arc::clone(&http), channel, lang),
                    }
                }
                notices
            }
            Ok(Err(error)) => {
                log_error(&error, "sweep", 0);
                continue;
            }
            Err(error) => {
                tracing::error!(%error, "the sweep task failed");
                continue;
            }
        };
        for notice in notices {
            let channel = serenity::ChannelId::new(notice.channel.0);
            if let Err(error) = channel
                .send_message(&http, message(&notice.reply, notice.lang))
                .await
            {
                tracing::warn!(channel = notice.channel.0, %error, "could not post a reminder");
            }
        }
    }
}

/// Posts Keystone's last move in `channel`, which was never posted.
fn announce(data: &Data, http: Arc<serenity::Http>, channel: ChannelId, lang: Lang) {
    let data = data.clone();
    tokio::spawn(async move {
        match call(&data, lang, move |s| s.announce_computer(channel), async {}).await {
            Ok(Some(reply)) => {
                if !post(&http, channel, &reply, lang).await {
                    tracing::error!(channel = channel.0, "could not post Keystone's move");
                }
            }
            Ok(None) => {}
            Err(error) => log_error(&error, "computer announcement", channel.0),
        }
    });
}

/// Ctrl-C (SIGINT), and SIGTERM on Unix: listened for from the moment
/// they are installed, so a signal that comes early is not lost.
struct Signals {
    #[cfg(unix)]
    interrupt: tokio::signal::unix::Signal,
    #[cfg(unix)]
    terminate: tokio::signal::unix::Signal,
}

impl Signals {
    fn install() -> std::io::Result<Signals> {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{SignalKind, signal};
            Ok(Signals {
                interrupt: signal(SignalKind::interrupt())?,
                terminate: signal(SignalKind::terminate())?,
            })
        }
        #[cfg(not(unix))]
        Ok(Signals {})
    }

    /// The next signal.
    async fn next(&mut self) {
        #[cfg(unix)]
        tokio::select! {
            _ = self.interrupt.recv() => {}
            _ = self.terminate.recv() => {}
        }
        #[cfg(not(unix))]
        let _ = tokio::signal::ctrl_c().await;
    }
}
