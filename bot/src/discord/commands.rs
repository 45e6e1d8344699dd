//! The slash commands. Each turns its options into one service request;
//! the service words the answer. Doc comments are the descriptions Discord
//! shows.

use poise::serenity_prelude as serenity;

use super::options::{complete_game, complete_pay, complete_play, complete_topic, picked};
use super::{Context, Error};
use super::{Data, answer, call, channel, language, message, options};
use crate::games;
use crate::service::timing::{self, Setting};
use crate::service::{Asked, First, Guest, ServiceError, SettingsChange, User};
use crate::t;
use keystone_engine::ai::Level;

/// Every command.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        game(),
        games(),
        play(),
        pay(),
        decline(),
        stats(),
        leaderboard(),
        help(),
    ];
    for command in &mut commands {
        options::whole_numbers(command);
        options::declared_options(command);
    }
    commands
}

fn user(u: &serenity::User) -> User {
    User {
        id: u.id.get(),
        name: u.display_name().to_owned(),
    }
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
        "continue_",
        "rules"
    ),
    subcommand_required
)]
async fn game(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

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

/// Invite someone to a new game in this channel (or in a new thread).
// Each argument is a slash-command option; poise needs them as arguments.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
async fn new(
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
        first: match first.unwrap_or(FirstChoice::Random) {
            FirstChoice::Me => First::Me,
            FirstChoice::Opponent => First::Opponent,
            FirstChoice::Random => First::Random,
        },
        clock,
        level: level.map(|level| match level {
            LevelChoice::Easy => Level::Easy,
            LevelChoice::Normal => Level::Normal,
            LevelChoice::Hard => Level::Hard,
        }),
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
            move |s| s.new_game(here, &s.request(&asked)?),
            defer(ctx),
        )
        .await;
        return answer(ctx, result).await;
    }
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
            ServiceError::User(t!(lang, "thread-refused"))
        })?;
    let there = keystone_data::ChannelId(thread.id.get());
    let reply = call(
        ctx.data(),
        language(ctx),
        move |s| s.new_game(there, &request),
        defer(ctx),
    )
    .await?;
    thread
        .id
        .send_message(ctx, message(&reply, lang))
        .await
        .map_err(|e| ServiceError::Internal(format!("posting in the new thread failed: {e}")))?;
    if reply.computer_next {
        super::computer_turns(ctx.data(), ctx.serenity_context().http.clone(), there, lang);
    }
    let opened = t!(lang, "thread-opened", thread = format!("<#{}>", thread.id));
    super::respond(ctx, &crate::service::Reply::text(opened), lang)
        .await
        .map_err(|e| ServiceError::Internal(format!("Discord refused the reply: {e}")))
}

/// Accept the invitation to this channel's game.
#[poise::command(slash_command, guild_only)]
async fn accept(ctx: Context<'_>) -> Result<(), Error> {
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
async fn decline_invite(ctx: Context<'_>) -> Result<(), Error> {
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

/// Show one player's sheet, large (Babylon).
#[poise::command(slash_command, guild_only)]
async fn sheet(
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
async fn board(
    ctx: Context<'_>,
    #[description = "Show it only to you"] private: Option<bool>,
) -> Result<(), Error> {
    let (here, who, private) = (
        channel(ctx),
        ctx.author().id.get(),
        private.unwrap_or(false),
    );
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.board(here, who, private),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Keystone's entry point in Discord's App Launcher: it opens the board as
/// an Activity (Discord launches it; no handler of ours runs), named and
/// described in each language.
pub fn entry_point() -> serenity::CreateCommand {
    use crate::i18n::Lang;
    let mut command = serenity::CreateCommand::new(Lang::En.text("command-launch-name"))
        .kind(serenity::CommandType::PrimaryEntryPoint)
        .handler(serenity::EntryPointHandlerType::DiscordLaunchActivity)
        .description(Lang::En.text("command-launch"));
    for (lang, locale) in [(Lang::Fr, "fr"), (Lang::Pl, "pl")] {
        command = command
            .name_localized(locale, lang.text("command-launch-name"))
            .description_localized(locale, lang.text("command-launch"));
    }
    command
}

/// A link to this channel's game on a board you click, for you alone.
#[poise::command(slash_command, guild_only)]
async fn web(ctx: Context<'_>) -> Result<(), Error> {
    let (here, who, lang) = (channel(ctx), ctx.author().id.get(), language(ctx));
    let Some(board) = ctx.data().board_links.clone() else {
        let reply = crate::service::Reply::private(t!(lang, "web-not-set-up"));
        return answer(ctx, Ok(reply)).await;
    };
    let lasts = i64::try_from(board.lasts.as_millis()).unwrap_or(i64::MAX);
    let until = crate::service::Clock::now(&crate::service::SystemClock).saturating_add(lasts);
    let pass = board.links.sign(crate::web::links::Pass {
        channel: here,
        user: who,
        until,
    });
    let link = format!("{}/board#pass={pass}&lang={}", board.public_url, lang.tag());
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
async fn hand(ctx: Context<'_>) -> Result<(), Error> {
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
async fn status(ctx: Context<'_>) -> Result<(), Error> {
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
async fn history(
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
async fn export(ctx: Context<'_>) -> Result<(), Error> {
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
const RECORD_LIMIT: u32 = keystone_engine::record::MAX_BYTES as u32;

/// Resume a game here from a record file: you take its seat 1, your opponents the next seats.
#[poise::command(slash_command, guild_only)]
async fn import(
    ctx: Context<'_>,
    #[description = "The game record (.txt, as /game export writes it)"] file: serenity::Attachment,
    #[description = "Who plays seat 2"] opponent: serenity::User,
    #[description = "Who plays seat 3, for games of three or four"] opponent2: Option<
        serenity::User,
    >,
    #[description = "Who plays seat 4, for games of four"] opponent3: Option<serenity::User>,
) -> Result<(), Error> {
    let lang = language(ctx);
    let invited: Vec<&serenity::User> = std::iter::once(&opponent)
        .chain(opponent2.iter())
        .chain(opponent3.iter())
        .collect();
    if invited.iter().any(|u| u.bot) {
        return Err(ServiceError::User(t!(lang, "invite-bot")));
    }
    if file.size > RECORD_LIMIT {
        return Err(ServiceError::User(t!(
            lang,
            "import-too-large",
            size = file.size / 1024,
            limit = RECORD_LIMIT / 1024
        )));
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
            return Err(ServiceError::User(t!(lang, "import-download-slow")));
        }
    };
    if bytes.len() > RECORD_LIMIT as usize {
        return Err(ServiceError::User(t!(
            lang,
            "import-too-large",
            size = bytes.len() / 1024,
            limit = RECORD_LIMIT / 1024
        )));
    }
    let Ok(text) = String::from_utf8(bytes) else {
        return Err(ServiceError::User(t!(lang, "import-not-text")));
    };
    let (here, guild, host) = (
        channel(ctx),
        ctx.guild_id().map(|g| g.get()),
        user(ctx.author()),
    );
    let invited: Vec<User> = invited.into_iter().map(user).collect();
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.import(here, guild, &host, &invited, &text),
        async {},
    )
    .await;
    answer(ctx, result).await
}

/// Replay this channel's game: the board at a turn, or the whole game as an animation.
#[poise::command(slash_command, guild_only)]
async fn replay(
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
async fn stats(
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
async fn leaderboard(ctx: Context<'_>) -> Result<(), Error> {
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

/// Resign this channel's game (you will be asked to confirm).
#[poise::command(slash_command, guild_only)]
async fn resign(ctx: Context<'_>) -> Result<(), Error> {
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
async fn abort(ctx: Context<'_>) -> Result<(), Error> {
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
async fn settings(
    ctx: Context<'_>,
    #[description = "Remind the player to move after this long, e.g. 12h (whole game)"]
    remind_after: Option<String>,
    #[description = "Stop (true) or resume (false) reminders for you"] mute: Option<bool>,
) -> Result<(), Error> {
    let remind_after = remind_after
        .map(|r| timing::parse_setting(&r, Setting::Reminders, language(ctx)))
        .transpose()
        .map_err(ServiceError::User)?;
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
async fn claim(ctx: Context<'_>) -> Result<(), Error> {
    let (here, who) = (channel(ctx), ctx.author().id.get());
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.claim(here, who, None),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Go on without your opponent's answer to a paid order that expired.
#[poise::command(slash_command, guild_only, rename = "continue")]
async fn continue_(ctx: Context<'_>) -> Result<(), Error> {
    let (here, who) = (channel(ctx), ctx.author().id.get());
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.continue_paid(here, who, None),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Your games in progress on this server, those waiting on you first.
#[poise::command(slash_command, guild_only)]
async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let (who, guild) = (ctx.author().id.get(), ctx.guild_id().map(|g| g.get()));
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.my_games(who, guild),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
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

/// Pay 1 coin to perform the paid order your opponent just played.
#[poise::command(slash_command, guild_only)]
async fn pay(
    ctx: Context<'_>,
    #[description = "What to do for the coin"]
    #[autocomplete = "complete_pay"]
    option: String,
) -> Result<(), Error> {
    let (here, who) = (channel(ctx), ctx.author().id.get());
    let line = if option.trim_start().to_lowercase().starts_with("pay") {
        option
    } else {
        format!("pay {option}")
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

/// Decline the paid order your opponent just played.
#[poise::command(slash_command, guild_only)]
async fn decline(ctx: Context<'_>) -> Result<(), Error> {
    let (here, who) = (channel(ctx), ctx.author().id.get());
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.play(here, who, "decline", None),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// How to play with Keystone.
#[poise::command(slash_command)]
async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let text = t!(language(ctx), "help");
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await
        .map_err(|e| ServiceError::Internal(format!("Discord refused the reply: {e}")))?;
    Ok(())
}
