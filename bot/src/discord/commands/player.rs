//! A player's own settings, the same in every game and server: how they
//! see colours, their quiet hours, their away days (and `/away`, `/back`).

use keystone_data::Colours;
use poise::serenity_prelude as serenity;

use super::super::{Context, Error, answer, call, language};
use super::defer;
use crate::service::{Notice, Reply, ServiceError};

/// A colour vision, as `/settings colours` offers it.
#[derive(Debug, poise::ChoiceParameter)]
pub enum ColoursChoice {
    /// Okabe–Ito's colours.
    #[name = "standard"]
    Standard,
    /// For protanopia and deuteranopia.
    #[name = "red-green"]
    RedGreen,
    /// For tritanopia.
    #[name = "blue-yellow"]
    BlueYellow,
    /// A pattern on every colour.
    #[name = "patterns"]
    Patterns,
}

impl From<ColoursChoice> for Colours {
    fn from(choice: ColoursChoice) -> Colours {
        match choice {
            ColoursChoice::Standard => Colours::Standard,
            ColoursChoice::RedGreen => Colours::RedGreen,
            ColoursChoice::BlueYellow => Colours::BlueYellow,
            ColoursChoice::Patterns => Colours::Patterns,
        }
    }
}

/// Your own settings, for every game and server.
#[poise::command(slash_command, subcommands("colours", "quiet", "away_days", "dm"))]
pub(super) async fn settings(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The colours your pictures use: for red-green or blue-yellow colour blindness, or patterns.
#[poise::command(slash_command)]
pub(super) async fn colours(
    ctx: Context<'_>,
    #[description = "How you see colours"] setting: ColoursChoice,
) -> Result<(), Error> {
    let (who, colours) = (ctx.author().id.get(), Colours::from(setting));
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.set_colours(who, colours),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Hours you are not pinged, in your time zone: reminders wait until they end.
#[poise::command(slash_command)]
pub(super) async fn quiet(
    ctx: Context<'_>,
    #[description = "From and until, such as 22:00-08:00 (or off)"] hours: String,
    #[description = "Your time zone, such as Europe/Warsaw"]
    #[autocomplete = "complete_zone"]
    zone: Option<String>,
) -> Result<(), Error> {
    let who = ctx.author().id.get();
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.set_quiet(who, &hours, zone.as_deref()),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Time zones whose name holds what is typed.
async fn complete_zone(_: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    let choices = crate::presence::zones_like(typed, 25)
        .into_iter()
        .map(|zone| serenity::AutocompleteChoice::new(zone, zone))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Your away days this year; whether one is spent for you when your clock runs out.
#[poise::command(slash_command, rename = "away")]
pub(super) async fn away_days(
    ctx: Context<'_>,
    #[description = "Spend an away day for you when your move clock would run out"] auto: Option<
        bool,
    >,
) -> Result<(), Error> {
    let who = ctx.author().id.get();
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.away_settings(who, auto),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}

/// Go away for a while (5d, 36h): your clocks stop and nobody may claim your seat.
#[poise::command(slash_command)]
pub(super) async fn away(
    ctx: Context<'_>,
    #[description = "How long, such as 5d or 36h"] time: String,
) -> Result<(), Error> {
    let who = ctx.author().id.get();
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.go_away(who, &time),
        defer(ctx),
    )
    .await;
    told_everywhere(ctx, result).await
}

/// Back before your away days end: your clocks run again.
#[poise::command(slash_command)]
pub(super) async fn back(ctx: Context<'_>) -> Result<(), Error> {
    let who = ctx.author().id.get();
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.come_back(who),
        defer(ctx),
    )
    .await;
    told_everywhere(ctx, result).await
}

/// Answers the player, then tells every table they play at (a failure is
/// logged: the sweep does not say it again, as with any notice).
async fn told_everywhere(
    ctx: Context<'_>,
    result: Result<(Reply, Vec<Notice>), ServiceError>,
) -> Result<(), Error> {
    let (reply, notices) = result?;
    answer(ctx, Ok(reply)).await?;
    crate::discord::post_notices(ctx.data(), &ctx.serenity_context().http, notices).await;
    Ok(())
}

/// Your turns also by direct message, with a button to open the board.
#[poise::command(slash_command)]
pub(super) async fn dm(
    ctx: Context<'_>,
    #[description = "True to have them, False to stop them"] on: bool,
) -> Result<(), Error> {
    let who = ctx.author().id.get();
    let result = call(
        ctx.data(),
        language(ctx),
        move |s| s.set_direct(who, on),
        defer(ctx),
    )
    .await;
    answer(ctx, result).await
}
