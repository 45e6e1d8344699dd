//! The slash commands. Each turns its options into one service request;
//! the service words the answer. Doc comments are the descriptions Discord
//! shows.

use poise::serenity_prelude as serenity;

use super::options::{complete_answer, complete_game, complete_play, complete_topic};
use super::{Context, Error};
use super::{Data, answer, call, channel, language, options};
use crate::service::{ServiceError, User};

mod lobby;
mod look;
mod player;

pub use lobby::{FirstChoice, LevelChoice};
use lobby::{abort, accept, back, claim, continue_, decline_invite, new, resign, settings};
pub use look::entry_point;
use look::{
    board, export, games, hand, history, import, leaderboard, replay, sheet, stats, status, web,
};
pub use player::ColoursChoice;

/// Every command, usable in the servers that added Keystone and, when
/// `anywhere` (the application lets users install it), wherever a player
/// who installed it is: their DMs with Keystone, DMs and group DMs with
/// friends, servers that let members use their own apps.
pub fn all(anywhere: bool) -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![game(), games(), play()];
    commands.extend(answers());
    commands.extend([stats(), leaderboard(), player::settings()]);
    commands.extend([player::away(), player::back(), help()]);
    for command in &mut commands {
        options::whole_numbers(command);
        options::declared_options(command);
        reach(command, anywhere);
    }
    commands
}

/// Where `command` may be installed and used (its `integration_types` and
/// `contexts`): a server's results stay in servers; everything else goes
/// where Keystone does.
fn reach(command: &mut poise::Command<Data, Error>, anywhere: bool) {
    use serenity::{InstallationContext as Installed, InteractionContext as Used};
    let in_servers = matches!(command.name.as_ref(), "stats" | "leaderboard");
    command.install_context = Some(match anywhere {
        true => vec![Installed::Guild, Installed::User],
        false => vec![Installed::Guild],
    });
    command.interaction_context = Some(match (anywhere, in_servers || command.guild_only) {
        (true, _) if !in_servers => vec![Used::Guild, Used::BotDm, Used::PrivateChannel],
        // Installed to servers only: as declared (`/help`, `/game rules`
        // in a DM with Keystone too).
        (false, false) => vec![Used::Guild, Used::BotDm],
        _ => vec![Used::Guild],
    });
    if anywhere {
        open_beyond_servers(command, in_servers);
    }
}

/// Lets `command` and its subcommands run outside a server unless
/// `in_servers` (poise checks each one's own flag).
fn open_beyond_servers(command: &mut poise::Command<Data, Error>, in_servers: bool) {
    command.guild_only = in_servers;
    for sub in &mut command.subcommands {
        open_beyond_servers(sub, in_servers);
    }
}

fn user(u: &serenity::User) -> User {
    User {
        id: u.id.get(),
        name: u.display_name().to_owned(),
    }
}

/// Whether this command comes from where Keystone may only answer (see
/// [`super::answers`]); refused in a server that did not add Keystone and
/// keeps its members' own apps from answering in public (Use External
/// Apps off): the others would not see the game.
fn answers_only(ctx: Context<'_>) -> Result<bool, Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(false);
    };
    let asked = &app.interaction;
    let only = super::answers::answers_only(&asked.authorizing_integration_owners, asked.context);
    let public = super::answers::shown_to_all(asked.member.as_deref());
    if only && asked.context == Some(serenity::InteractionContext::Guild) && !public {
        return Err(ServiceError::Refused(
            crate::service::Denied::ExternalAppsOff,
        ));
    }
    Ok(only)
}

/// Defers the interaction, privately: Discord fixes a deferred answer's
/// visibility at the defer, and a command's answer may be private (a
/// refusal, a hand, a picker) whatever it is, so nothing is deferred in
/// public. A public answer then goes to the channel as a message of its
/// own (see [`super::answer`]).
async fn defer(ctx: Context<'_>) {
    if let Err(e) = ctx.defer_ephemeral().await {
        super::discord_failed("defer");
        tracing::warn!(error = %e, "could not defer");
    }
}

/// Board games in this channel: start, look at and manage a game.
#[poise::command(
    slash_command,
    subcommands(
        "new",
        "accept",
        "decline_invite",
        "board",
        "web",
        "sheet",
        "hand",
        "status",
        "history",
        "export",
        "import",
        "replay",
        "resign",
        "abort",
        "settings",
        "claim",
        "back",
        "continue_",
        "rules"
    ),
    subcommand_required
)]
async fn game(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The rules in brief, with rule ids: of this channel's game or the one you name.
#[poise::command(slash_command)]
async fn rules(
    ctx: Context<'_>,
    #[description = "Which game (this channel's by default)"]
    #[autocomplete = "complete_game"]
    game: Option<String>,
    #[description = "A topic (the list comes without one)"]
    #[autocomplete = "complete_topic"]
    topic: Option<String>,
) -> Result<(), Error> {
    let here = channel(ctx);
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.rules(here, game.as_deref(), topic.as_deref()),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Play one or more actions, separated by `;` (all or nothing), or choose
/// them from menus.
#[poise::command(slash_command, guild_only)]
async fn play(
    ctx: Context<'_>,
    #[description = "Actions in notation, e.g. V2 c3; B (none: choose from menus)"]
    #[autocomplete = "complete_play"]
    action: Option<String>,
) -> Result<(), Error> {
    let (here, who) = (channel(ctx), ctx.author().id.get());
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| match action {
            Some(action) => s.play(here, who, &action, None),
            None => s.picker(here, who, None, crate::service::reply::Trail::default()),
        },
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// A command for each answer the games declare to their questions outside
/// the turn ([`crate::games::Answer`]: Basilica's `/pay` and `/decline`),
/// named by the answer's word; its words are `command-<word>…`.
fn answers() -> Vec<poise::Command<Data, Error>> {
    crate::games::answers()
        .map(|answer| {
            let mut command = if answer.menu {
                answer_with_line()
            } else {
                answer_alone()
            };
            command.name = answer.word.into();
            command.qualified_name = answer.word.into();
            command.identifying_name = answer.word.into();
            command
        })
        .collect()
}

/// The answer a command of [`answers`] gives: its own name's.
fn answer_of(ctx: Context<'_>) -> Result<&'static crate::games::Answer, Error> {
    let name = &ctx.command().name;
    crate::games::answer(name)
        .ok_or_else(|| ServiceError::Internal(format!("/{name} answers no question")))
}

/// An answer whose line the player picks (`/pay recruit b2`): the word
/// may be typed or left out.
#[poise::command(slash_command, guild_only)]
async fn answer_with_line(
    ctx: Context<'_>,
    #[autocomplete = "complete_answer"] option: String,
) -> Result<(), Error> {
    let word = answer_of(ctx)?.word;
    let (here, who) = (channel(ctx), ctx.author().id.get());
    let line = if option.split_whitespace().next() == Some(word) {
        option
    } else {
        format!("{word} {option}")
    };
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.play(here, who, &line, None),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// An answer that is its word alone (`/decline`).
#[poise::command(slash_command, guild_only)]
async fn answer_alone(ctx: Context<'_>) -> Result<(), Error> {
    let word = answer_of(ctx)?.word;
    let (here, who) = (channel(ctx), ctx.author().id.get());
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.play(here, who, word, None),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// How to play with Keystone.
#[poise::command(slash_command)]
async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let text = crate::tell::prompts::help(language(ctx));
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await
        .map_err(|e| ServiceError::Internal(format!("Discord refused the reply: {e}")))?;
    Ok(())
}
