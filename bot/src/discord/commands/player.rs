//! A player's own settings, the same in every game and server: how they
//! see colours.

use keystone_data::Colours;

use super::super::{Context, Error, answer, call, language};
use super::defer;

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
#[poise::command(slash_command, subcommands("colours"))]
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
