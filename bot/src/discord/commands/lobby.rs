//! The commands that set a game up and end it: a new game and its
//! invitation, resigning, aborting, the settings, a claimed clock, going on
//! without someone.

use poise::serenity_prelude as serenity;

use super::super::options::{complete_game, picked};
use super::super::{Context, Error, answer, call, channel, language};
use super::{defer, user};
use crate::games;
use crate::service::Denied;
use crate::service::Transport;
use crate::service::{Asked, First, Guest, ServiceError, SettingsChange};
use crate::tell::durations::{self, Setting};
use keystone_engine::ai::Level;

/// How strong Keystone plays.
#[derive(Debug, poise::ChoiceParameter)]
pub enum LevelChoice {
    /// A short search, and a random move now and then.
    #[name = "easy"]
    Easy,
    /// About half a second per move.
    #[name = "normal"]
    Normal,
    /// About two seconds per move.
    #[name = "hard"]
    Hard,
}

/// Who starts a new game.
#[derive(Debug, poise::ChoiceParameter)]
pub enum FirstChoice {
    /// The player who invites.
    #[name = "me"]
    Me,
    /// The invited player.
    #[name = "opponent"]
    Opponent,
    /// Drawn at random.
    #[name = "random"]
    Random,
}

impl From<FirstChoice> for First {
    fn from(choice: FirstChoice) -> First {
        match choice {
            FirstChoice::Me => First::Me,
            FirstChoice::Opponent => First::Opponent,
            FirstChoice::Random => First::Random,
        }
    }
}

impl From<LevelChoice> for Level {
    fn from(choice: LevelChoice) -> Level {
        match choice {
            LevelChoice::Easy => Level::Easy,
            LevelChoice::Normal => Level::Normal,
            LevelChoice::Hard => Level::Hard,
        }
    }
}

/// Invite someone to a new game in this channel (or in a new thread).
// Each argument is a slash-command option; poise needs them as arguments.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub(super) async fn new(
    ctx: Context<'_>,
    #[description = "Which game"]
    #[autocomplete = "complete_game"]
    game: String,
    #[description = "Who to play with (nobody: a game alone, where the game has one)"]
    opponent: Option<serenity::User>,
    #[description = "Who starts (random by default)"] first: Option<FirstChoice>,
    #[description = "Open a thread for the game, so this channel can host several"] thread: Option<
        bool,
    >,
    #[description = "A move clock, e.g. 3d: past it, the others may claim it and the late player leaves"]
    clock: Option<String>,
    #[description = "How strong Keystone plays, when you invite Keystone itself"] level: Option<
        LevelChoice,
    >,
    #[description = "A third player, for games of three or four"] opponent2: Option<serenity::User>,
    #[description = "A fourth player, for games of four"] opponent3: Option<serenity::User>,
) -> Result<(), Error> {
    let lang = language(ctx);
    let answers_only = super::answers_only(ctx)?;
    if answers_only && thread == Some(true) {
        return Err(ServiceError::Refused(crate::service::Denied::ThreadNotHere));
    }
    let bot = ctx.framework().bot_id();
    let guest = |u: &serenity::User| Guest {
        user: user(u),
        bot: u.bot,
        keystone: u.id == bot,
    };
    let asked = Asked {
        kind: game,
        guild: ctx.guild_id().map(|g| g.get()),
        host: user(ctx.author()),
        guests: opponent
            .iter()
            .chain(&opponent2)
            .chain(&opponent3)
            .map(guest)
            .collect(),
        first: first.unwrap_or(FirstChoice::Random).into(),
        clock,
        level: level.map(Level::from),
        // The setup the games declare, as record headers.
        headers: games::KINDS
            .iter()
            .flat_map(|k| k.setup)
            .filter_map(|setting| Some((setting.key.to_owned(), picked(ctx, setting)?.to_owned())))
            .collect(),
    };
    if thread != Some(true) {
        let here = channel(ctx);
        let result = call(
            ctx.data(),
            language(ctx),
            move |s| match answers_only {
                true => s.answering_only().new_game(here, &s.request(&asked)?),
                false => s.new_game(here, &s.request(&asked)?),
            },
            defer(ctx),
        )
        .await;
        return answer(ctx, result).await;
    }
    in_a_thread(ctx, asked, lang).await
}

/// `/game new … thread:True`: the game in a new thread of this channel.
async fn in_a_thread(ctx: Context<'_>, asked: Asked, lang: crate::i18n::Lang) -> Result<(), Error> {
    // The game lives in a new thread of this channel: check the request
    // first, so that a refused one leaves no empty thread behind.
    let request = call(
        ctx.data(),
        lang,
        move |s| {
            let request = s.request(&asked)?;
            s.check_new_game(&request)?;
            Ok(request)
        },
        defer(ctx),
    )
    .await?;
    let title: String = match &request.opponent {
        // the same in every language: names and the game's title
        Some(opponent) => format!("{} vs {}", request.host.name, opponent.name),
        None => format!("{} – {}", request.host.name, request.kind),
    }
    .chars()
    .take(100)
    .collect();
    let thread = ctx
        .channel_id()
        .create_thread(
            ctx,
            serenity::CreateThread::new(title).kind(serenity::ChannelType::PublicThread),
        )
        .await
        .map_err(|e| {
            tracing::info!(error = %e, "could not open a thread");
            ServiceError::Refused(Denied::ThreadRefused)
        })?;
    let there = keystone_data::ChannelId(thread.id.get());
    let reply = call(
        ctx.data(),
        language(ctx),
        move |s| s.new_game(there, &request),
        defer(ctx),
    )
    .await?;
    let message = crate::discord::message::Message::of(&reply, lang);
    let http = &ctx.serenity_context().http;
    crate::discord::post_once(ctx.data(), http, there, &message)
        .await
        .map_err(|e| ServiceError::Internal(format!("posting in the new thread failed: {e}")))?;
    if reply.computer_next {
        crate::discord::computer_turns(
            ctx.data(),
            ctx.serenity_context().http.clone(),
            there,
            lang,
        );
    }
    let server = ctx.guild_id().map(|g| g.get());
    let mention = (Transport::DISCORD.channel)(keystone_data::ChannelId(thread.id.get()), server);
    let opened = crate::tell::prompts::thread_opened(lang, &mention);
    crate::discord::respond(ctx, &crate::service::Reply::text(opened), lang)
        .await
        .map_err(|e| ServiceError::Internal(format!("Discord refused the reply: {e}")))
}

/// Accept the invitation to this channel's game.
#[poise::command(slash_command, guild_only)]
pub(super) async fn accept(ctx: Context<'_>) -> Result<(), Error> {
    let (here, who) = (channel(ctx), ctx.author().id.get());
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.accept(here, who, None),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Decline the invitation to this channel's game.
#[poise::command(slash_command, guild_only, rename = "decline")]
pub(super) async fn decline_invite(ctx: Context<'_>) -> Result<(), Error> {
    let (here, who) = (channel(ctx), ctx.author().id.get());
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.refuse(here, who, None),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Resign this channel's game (you will be asked to confirm).
#[poise::command(slash_command, guild_only)]
pub(super) async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let (here, who) = (channel(ctx), ctx.author().id.get());
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.ask_resign(here, who),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Abort this channel's game: everyone still playing must agree, or a moderator.
#[poise::command(slash_command, guild_only)]
pub(super) async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    let (here, who) = (channel(ctx), ctx.author().id.get());
    let moderator = ctx
        .author_member()
        .await
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_channels());
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.ask_abort(here, who, moderator),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// See or change this game's reminders, and your answers given ahead.
// The answers are the options each game declares, added by `all`.
#[poise::command(slash_command, guild_only)]
pub(super) async fn settings(
    ctx: Context<'_>,
    #[description = "Remind the player to move after this long, e.g. 12h (whole game)"]
    remind_after: Option<String>,
    #[description = "Stop (true) or resume (false) reminders for you"] mute: Option<bool>,
) -> Result<(), Error> {
    let remind_after = remind_after
        .map(|r| durations::parse_setting(&r, Setting::Reminders, language(ctx)))
        .transpose()
        .map_err(|words| ServiceError::Refused(Denied::Worded(words)))?;
    let standing = games::KINDS
        .iter()
        .flat_map(|k| k.standing)
        .filter_map(|setting| {
            let value = picked(ctx, setting)?;
            // The first value, `ask`: no answer given ahead.
            let answer = (value != setting.values[0]).then(|| value.to_owned());
            Some((setting.key.to_owned(), answer))
        })
        .collect();
    let change = SettingsChange {
        remind_after,
        mute,
        standing,
    };
    let (here, who) = (channel(ctx), ctx.author().id.get());
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.settings(here, who, &change),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Claim the move clock of the player to act: it ran out, and they leave the game.
#[poise::command(slash_command, guild_only)]
pub(super) async fn claim(
    ctx: Context<'_>,
    #[description = "Keystone plays for them until they come back, instead"] keystone: Option<bool>,
) -> Result<(), Error> {
    let (here, who) = (channel(ctx), ctx.author().id.get());
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| match keystone {
            Some(true) => s.stand_in(here, who, None),
            _ => s.claim(here, who, None),
        },
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Take your seat back from Keystone, which played for you while you were away.
#[poise::command(slash_command, guild_only)]
pub(super) async fn back(ctx: Context<'_>) -> Result<(), Error> {
    let (here, who) = (channel(ctx), ctx.author().id.get());
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.take_back(here, who, None),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Go on without your opponent's answer to a paid order that expired.
#[poise::command(slash_command, guild_only, rename = "continue")]
pub(super) async fn continue_(ctx: Context<'_>) -> Result<(), Error> {
    let (here, who) = (channel(ctx), ctx.author().id.get());
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.go_on(here, who, None),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}
