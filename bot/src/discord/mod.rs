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

mod answers;
pub mod commands;
mod connect;
mod courier;
mod direct;
pub mod message;
mod options;
pub mod prompts;

pub use connect::Gateway;
pub use courier::Failed;

use courier::{Courier, To};
use message::Message;

use std::sync::Arc;
use std::time::Duration;

use keystone_data::ChannelId;
use poise::serenity_prelude as serenity;

use crate::host::InFlight;
pub(crate) use crate::host::{discord_failed, log_error};
use crate::i18n::Lang;
use crate::service::Denied;
use crate::service::{Reader, Reply, Service, ServiceError};
use crate::table::Announce;

/// The error type of command handlers.
pub type Error = ServiceError;

/// A command's context.
pub type Context<'a> = poise::Context<'a, Data, Error>;

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
    /// What `/game web` needs to hand out board links, if the board is
    /// set up (`web.public_url`).
    pub board_links: Option<BoardLinks>,
    /// Discord's HTTP client, once connected: what sends every message
    /// (see [`courier`]).
    pub client: Arc<std::sync::OnceLock<reqwest::Client>>,
    /// The rate limits Discord's answers set, which every message keeps to.
    pub limits: Arc<std::sync::Mutex<courier::Limits>>,
    /// Whose follow-ups tell each channel's moves, where Keystone may
    /// only answer.
    pub answering: answers::Answering,
}

impl Data {
    /// What sends messages as `http` does.
    fn courier<'a>(&'a self, http: &'a serenity::Http) -> Result<Courier<'a>, Failed> {
        // not shown: logged
        let client = self.client.get().ok_or_else(|| {
            Failed::from(serenity::Error::Other("Discord's client is not up yet"))
        })?;
        Ok(Courier::new(client, http, &self.limits))
    }
}

/// What `/game web` needs to hand out board links.
#[derive(Clone, Debug)]
pub struct BoardLinks {
    /// The signer.
    pub links: crate::web::links::Links,
    /// Where players' browsers reach the board (no trailing slash).
    pub public_url: String,
    /// How long a link lasts.
    pub lasts: Duration,
}

impl BoardLinks {
    /// `user`'s own link to `channel`'s board, in `lang`, lasting from now.
    pub fn link(&self, channel: ChannelId, user: u64, lang: Lang) -> String {
        let lasts = i64::try_from(self.lasts.as_millis()).unwrap_or(i64::MAX);
        let until = crate::service::Clock::now(&crate::service::SystemClock).saturating_add(lasts);
        let pass = self.links.sign(crate::web::links::Pass {
            channel,
            user,
            until,
        });
        format!("{}/board#pass={pass}&lang={}", self.public_url, lang.tag())
    }
}

/// What the board does with a move played on it: posted in the channel, as
/// `/play`'s answer would be, then Keystone plays if its turn came.
pub fn announce_from_board(
    data: Data,
    discord: Arc<std::sync::OnceLock<Arc<serenity::Http>>>,
) -> crate::web::board::Poster {
    Arc::new(move |channel, reply, lang| {
        let data = data.clone();
        let discord = Arc::clone(&discord);
        Box::pin(async move {
            // Where Keystone may only answer, a move on the board is told
            // to the next player who acts (their catch-up), Keystone's own
            // too: nothing may be posted there.
            if reply.answers_only {
                return false;
            }
            // A move played while Discord's client is still starting waits
            // for it.
            let mut waited = 0;
            let http = loop {
                if let Some(http) = discord.get() {
                    break Arc::clone(http);
                }
                if waited >= 600 {
                    tracing::error!(
                        channel = channel.0,
                        "a move on the board, and Discord's client never came up: the sweep will post it"
                    );
                    return false;
                }
                waited += 1;
                tokio::time::sleep(Duration::from_millis(100)).await;
            };
            let posted = post(&data, &http, channel, &reply, lang).await;
            if !posted {
                tracing::error!(
                    channel = channel.0,
                    "could not post a move played on the board: the sweep will"
                );
            }
            if reply.computer_next {
                computer_turns(&data, http, channel, lang);
            }
            posted
        })
    })
}

impl std::fmt::Debug for Data {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Data").finish_non_exhaustive()
    }
}

/// How long a service call may take before the interaction is deferred.
const DEFER_AFTER: Duration = Duration::from_secs(1);

/// Runs service work on a blocking thread (see [`crate::host::call`]).
/// `on_slow` runs once if it takes longer than [`DEFER_AFTER`] (to defer
/// the interaction).
pub async fn call<T: Send + 'static>(
    data: &Data,
    lang: Lang,
    work: impl FnOnce(&Service) -> Result<T, ServiceError> + Send + 'static,
    on_slow: impl std::future::Future<Output = ()>,
) -> Result<T, ServiceError> {
    crate::host::work::call_deferring(
        &data.service,
        &data.in_flight,
        lang,
        work,
        (DEFER_AFTER, on_slow),
    )
    .await
}

/// The channel of a context, as the store keys it.
pub fn channel(ctx: Context<'_>) -> ChannelId {
    ChannelId(ctx.channel_id().get())
}

/// Sends a service result: the reply, or the error as the user should see it.
pub async fn answer(ctx: Context<'_>, result: Result<Reply, ServiceError>) -> Result<(), Error> {
    let reply = result?;
    let computer = reply.computer_next;
    respond(ctx, &reply, language(ctx))
        .await
        .map_err(|e| ServiceError::Internal(format!("Discord refused the reply: {e}")))?;
    direct::nudge(
        ctx.data(),
        &ctx.serenity_context().http,
        channel(ctx),
        &reply,
    )
    .await;
    let asked = match ctx {
        poise::Context::Application(app) => answers::Asked::of(
            &app.interaction.token,
            &app.interaction.authorizing_integration_owners,
            app.interaction.context,
            app.interaction.member.as_deref(),
        ),
        poise::Context::Prefix(_) => None,
    };
    // Where Keystone may only answer, what it owes is told now, whoever's
    // turn it was: nothing else would tell it.
    if computer || asked.is_some() {
        answers::keystone_next(
            ctx.data(),
            ctx.serenity_context().http.clone(),
            channel(ctx),
            language(ctx),
            asked,
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
pub async fn respond(ctx: Context<'_>, reply: &Reply, lang: Lang) -> Result<(), Failed> {
    let poise::Context::Application(app) = ctx else {
        // Keystone has no prefix commands: nothing reaches this.
        return ctx
            .say(message::content(reply))
            .await
            .map(drop)
            .map_err(Failed::from);
    };
    let courier = ctx.data().courier(&ctx.serenity_context().http)?;
    let token = app.interaction.token.as_str();
    let sent = &app.has_sent_initial_response;
    if !sent.load(std::sync::atomic::Ordering::SeqCst) {
        let to = To::Answer {
            id: app.interaction.id.get(),
            token,
            kind: 4,
        };
        courier
            .send(to, &Message::of(reply, lang).private(reply.private))
            .await?;
        sent.store(true, std::sync::atomic::Ordering::SeqCst);
        return Ok(());
    }
    after_private_defer(&courier, token, reply, Message::of(reply, lang), lang).await
}

/// Answers an interaction deferred privately with `message`, `reply`'s: a
/// private reply in place of the "thinking…"; a public one as a message
/// of its own, the "thinking…" saying where it went.
async fn after_private_defer(
    courier: &Courier<'_>,
    token: &str,
    reply: &Reply,
    message: Message<'_>,
    lang: Lang,
) -> Result<(), Failed> {
    if reply.private {
        return courier.send(To::Original(token), &message).await;
    }
    let note = Reply::private(crate::tell::prompts::pick_played(lang));
    courier
        .send(To::Original(token), &Message::of(&note, lang))
        .await?;
    courier.send(To::FollowUp(token), &message).await
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
                Err(ServiceError::Refused(_)) => break,
                Err(error) => {
                    log_error(&error, "computer move", channel.0);
                    break;
                }
            };
            if !told(&data, &http, channel, &reply, lang).await {
                break;
            }
            if !reply.computer_next {
                break;
            }
        }
    });
}

/// Posts `reply` in `channel`, trying again after 1, 4 and 16 seconds
/// when Discord refuses it; whether it was posted.
async fn post(
    data: &Data,
    http: &serenity::Http,
    channel: ChannelId,
    reply: &Reply,
    lang: Lang,
) -> bool {
    let message = Message::of(reply, lang);
    for pause in [0, 1, 4, 16] {
        tokio::time::sleep(Duration::from_secs(pause)).await;
        match post_once(data, http, channel, &message).await {
            Ok(_) => {
                direct::nudge(data, http, channel, reply).await;
                return true;
            }
            Err(e) => {
                discord_failed("post");
                tracing::warn!(error = %e, channel = channel.0, "posting failed");
            }
        }
    }
    false
}

/// Posts `message` in `channel`, once.
pub async fn post_once(
    data: &Data,
    http: &serenity::Http,
    channel: ChannelId,
    message: &Message<'_>,
) -> Result<(), Failed> {
    data.courier(http)?
        .send(To::Channel(channel.0), message)
        .await
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
            say_privately(ctx, error.words(Reader::markdown(language(ctx)))).await;
        }
        // Poise's own words for these are English: say them ourselves.
        poise::FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            tracing::debug!(%error, ?input, command = %ctx.command().qualified_name, "unreadable option");
            let words = Denied::OptionUnreadable.words(Reader::markdown(language(ctx)));
            say_privately(ctx, words).await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            let words = Denied::GuildOnly.words(Reader::markdown(language(ctx)));
            say_privately(ctx, words).await;
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
        discord_failed("answer");
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
                        Announce::Standing => {
                            answer_due(&data, Arc::clone(&http), channel, lang);
                        }
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
        post_notices(&data, &http, notices).await;
    }
}

/// Posts each notice in its channel, once: one Discord refuses is logged,
/// not tried again (the sweep does not say a notice twice).
pub async fn post_notices(
    data: &Data,
    http: &serenity::Http,
    notices: Vec<crate::service::Notice>,
) {
    for notice in notices {
        let message = Message::of(&notice.reply, notice.lang);
        if let Err(error) = post_once(data, http, notice.channel, &message).await {
            discord_failed("post");
            tracing::warn!(channel = notice.channel.0, %error, "could not post a notice");
        }
    }
}

/// Plays the answer a player gave ahead in `channel`, whose time came, and
/// posts it as their own move (the sweep posts it later if Discord does
/// not take it); then Keystone's moves, if its turn came.
fn answer_due(data: &Data, http: Arc<serenity::Http>, channel: ChannelId, lang: Lang) {
    let data = data.clone();
    tokio::spawn(async move {
        let reply = match call(&data, lang, move |s| s.answer_due(channel), async {}).await {
            Ok(Some(reply)) => reply,
            Ok(None) => return,
            Err(error) => {
                log_error(&error, "answer given ahead", channel.0);
                return;
            }
        };
        if told(&data, &http, channel, &reply, lang).await && reply.computer_next {
            computer_turns(&data, http, channel, lang);
        }
    });
}

/// Posts `reply`, a move still to be told, in `channel`, and notes that it
/// was told; whether it was posted (if not, the sweep posts it later).
async fn told(
    data: &Data,
    http: &serenity::Http,
    channel: ChannelId,
    reply: &Reply,
    lang: Lang,
) -> bool {
    if !post(data, http, channel, reply, lang).await {
        tracing::error!(channel = channel.0, "could not post a move: the sweep will");
        return false;
    }
    if let Some(stamp) = reply.stamp {
        let noted = call(data, lang, move |s| s.announced(channel, stamp), async {}).await;
        if let Err(error) = noted {
            log_error(&error, "move announced", channel.0);
        }
    }
    true
}

/// Posts Keystone's last move in `channel`, which was never posted.
fn announce(data: &Data, http: Arc<serenity::Http>, channel: ChannelId, lang: Lang) {
    let data = data.clone();
    tokio::spawn(async move {
        match call(&data, lang, move |s| s.announce_computer(channel), async {}).await {
            Ok(Some(reply)) => {
                if !post(&data, &http, channel, &reply, lang).await {
                    tracing::error!(channel = channel.0, "could not post Keystone's move");
                }
            }
            Ok(None) => {}
            Err(error) => log_error(&error, "computer announcement", channel.0),
        }
    });
}
