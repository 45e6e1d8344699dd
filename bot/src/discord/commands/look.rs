//! The commands that show a game and its records: the board, a sheet, the
//! web board, one's hand, the status, the history, export and import, a
//! replay, the statistics and one's games.

use poise::serenity_prelude as serenity;

use super::super::{Context, Error, answer, call, channel, language};
use super::{defer, user};
use crate::service::Denied;
use crate::service::{ServiceError, User};

/// Show one player's sheet, large (Babylon).
#[poise::command(slash_command, guild_only)]
pub(super) async fn sheet(
    ctx: Context<'_>,
    #[description = "Whose sheet (yours by default)"] player: Option<serenity::User>,
) -> Result<(), Error> {
    let (here, who) = (channel(ctx), ctx.author().id.get());
    let player = player.map(|u| u.id.get());
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.sheet(here, who, player),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Show the board of this channel's game.
#[poise::command(slash_command, guild_only)]
pub(super) async fn board(
    ctx: Context<'_>,
    #[description = "Show it only to you"] private: Option<bool>,
    #[description = "Say the whole position in words instead (for a screen reader)"]
    describe: Option<bool>,
) -> Result<(), Error> {
    let (here, who, private) = (
        channel(ctx),
        ctx.author().id.get(),
        private.unwrap_or(false),
    );
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| match describe {
            Some(true) => s.describe(here, private),
            _ => s.board(here, who, private),
        },
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Keystone's entry point in Discord's App Launcher: it opens the board as
/// an Activity (Discord launches it; no handler of ours runs), named and
/// described in each language; everywhere Keystone's commands go when
/// `anywhere` (see [`super::all`]).
pub fn entry_point(anywhere: bool) -> serenity::CreateCommand {
    use crate::i18n::Lang;
    use serenity::{InstallationContext as Installed, InteractionContext as Used};
    let mut command = serenity::CreateCommand::new(Lang::En.text("command-launch-name"))
        .kind(serenity::CommandType::PrimaryEntryPoint)
        .handler(serenity::EntryPointHandlerType::DiscordLaunchActivity)
        .description(Lang::En.text("command-launch"));
    if anywhere {
        command = command
            .integration_types(vec![Installed::Guild, Installed::User])
            .contexts(vec![Used::Guild, Used::BotDm, Used::PrivateChannel]);
    }
    for (lang, locale) in [(Lang::Fr, "fr"), (Lang::Pl, "pl")] {
        command = command
            .name_localized(locale, lang.text("command-launch-name"))
            .description_localized(locale, lang.text("command-launch"));
    }
    command
}

/// A link to this channel's game on a board you click, for you alone.
#[poise::command(slash_command, guild_only)]
pub(super) async fn web(ctx: Context<'_>) -> Result<(), Error> {
    let (here, who, lang) = (channel(ctx), ctx.author().id.get(), language(ctx));
    let Some(board) = ctx.data().board_links.clone() else {
        let reply = crate::service::Reply::private(crate::tell::prompts::web_not_set_up(lang));
        return answer(ctx, Ok(reply)).await;
    };
    let lasts = i64::try_from(board.lasts.as_millis()).unwrap_or(i64::MAX);
    let link = board.link(here, who, lang);
    let result = call(
        ctx.data(),
        lang,
        move |s| s.board_link(here, who, &link, lasts),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Your hand and purse in this channel's game, shown only to you.
#[poise::command(slash_command, guild_only)]
pub(super) async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    let (here, who) = (channel(ctx), ctx.author().id.get());
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.tent(here, who, None),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Where this channel's game stands: whose turn, scores, supplies.
#[poise::command(slash_command, guild_only)]
pub(super) async fn status(ctx: Context<'_>) -> Result<(), Error> {
    let here = channel(ctx);
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.status(here),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// The actions of this channel's game (or its last one), in notation and in words.
#[poise::command(slash_command, guild_only)]
pub(super) async fn history(
    ctx: Context<'_>,
    #[description = "Which page (the last by default)"]
    #[min = 1]
    page: Option<u32>,
) -> Result<(), Error> {
    let (here, page) = (channel(ctx), page.map(|p| p as usize));
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.history(here, page, None),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// This channel's game (or its last one) as a game record file.
#[poise::command(slash_command, guild_only)]
pub(super) async fn export(ctx: Context<'_>) -> Result<(), Error> {
    let here = channel(ctx);
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.export(here),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// The largest record file read for an import.
pub(super) const RECORD_LIMIT: u32 = keystone_engine::record::MAX_BYTES as u32;

/// Resume a game here from a record file: you take its seat 1, your opponents the next seats.
#[poise::command(slash_command, guild_only)]
pub(super) async fn import(
    ctx: Context<'_>,
    #[description = "The game record (.txt, as /game export writes it)"] file: serenity::Attachment,
    #[description = "Who plays seat 2"] opponent: serenity::User,
    #[description = "Who plays seat 3, for games of three or four"] opponent2: Option<
        serenity::User,
    >,
    #[description = "Who plays seat 4, for games of four"] opponent3: Option<serenity::User>,
) -> Result<(), Error> {
    let invited: Vec<&serenity::User> = std::iter::once(&opponent)
        .chain(opponent2.iter())
        .chain(opponent3.iter())
        .collect();
    if invited.iter().any(|u| u.bot) {
        return Err(ServiceError::Refused(Denied::InviteBot));
    }
    if file.size > RECORD_LIMIT {
        return Err(ServiceError::Refused(Denied::ImportTooLarge {
            size: u64::from(file.size) / 1024,
            limit: u64::from(RECORD_LIMIT) / 1024,
        }));
    }
    defer(ctx).await;
    let patience = ctx.data().download_timeout;
    let bytes = match tokio::time::timeout(patience, file.download()).await {
        Ok(Ok(bytes)) => bytes,
        Ok(Err(e)) => {
            return Err(ServiceError::Internal(format!(
                "downloading the record {} failed: {e}",
                file.url
            )));
        }
        Err(_) => {
            tracing::info!(url = file.url, ?patience, "a record download timed out");
            return Err(ServiceError::Refused(Denied::ImportDownloadSlow));
        }
    };
    if bytes.len() > RECORD_LIMIT as usize {
        return Err(ServiceError::Refused(Denied::ImportTooLarge {
            size: bytes.len() as u64 / 1024,
            limit: u64::from(RECORD_LIMIT) / 1024,
        }));
    }
    let Ok(text) = String::from_utf8(bytes) else {
        return Err(ServiceError::Refused(Denied::ImportNotText));
    };
    let (here, guild, host) = (
        channel(ctx),
        ctx.guild_id().map(|g| g.get()),
        user(ctx.author()),
    );
    let invited: Vec<User> = invited.into_iter().map(user).collect();
    let answers_only = super::answers_only(ctx)?;
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| match answers_only {
            true => (s.answering_only()).import(here, guild, &host, &invited, &text),
            false => s.import(here, guild, &host, &invited, &text),
        },
        async {},
    )
    .await;
    answer(ctx, result).await
}

/// Replay this channel's game: the board at a turn, or the whole game as an animation.
#[poise::command(slash_command, guild_only)]
pub(super) async fn replay(
    ctx: Context<'_>,
    #[description = "The turn to show (the whole game as a GIF without it)"]
    #[min = 1]
    turn: Option<u32>,
) -> Result<(), Error> {
    let (here, turn) = (channel(ctx), turn.map(|t| t as usize));
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.replay(here, turn),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// A player's statistics on this server: games, wins, average score, rating.
#[poise::command(slash_command, guild_only)]
pub(super) async fn stats(
    ctx: Context<'_>,
    #[description = "Whose (yours by default)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let who = user.as_ref().unwrap_or_else(|| ctx.author());
    let (guild, id, name) = (
        ctx.guild_id().map(|g| g.get()),
        who.id.get(),
        who.display_name().to_owned(),
    );
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.stats(guild, id, &name),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// This server's best players, by rating.
#[poise::command(slash_command, guild_only)]
pub(super) async fn leaderboard(ctx: Context<'_>) -> Result<(), Error> {
    let guild = ctx.guild_id().map(|g| g.get());
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.leaderboard(guild),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Your games in progress, in every server and conversation, those waiting on you first.
#[poise::command(slash_command)]
pub(super) async fn games(ctx: Context<'_>) -> Result<(), Error> {
    // Everywhere: a game in a group DM is as much the player's as one in a
    // server, and its row links to it.
    let (who, guild) = (ctx.author().id.get(), None);
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.my_games(who, guild),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}
