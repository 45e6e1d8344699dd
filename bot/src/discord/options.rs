//! The commands' options as Discord registers them (bounds, the games'
//! declared options, every language's names) and their autocomplete.

use std::borrow::Cow;

use poise::serenity_prelude as serenity;

use super::{Context, Data, Error};
use super::{call, channel, language};
use crate::games;
use crate::i18n::Lang;

/// Adds the options the games declare (see [`games::Kind::standing`] and
/// [`games::Kind::setup`]) to `/game settings` and `/game new`: each once,
/// whichever games share it.
pub(super) fn declared_options(command: &mut poise::Command<Data, Error>) {
    for sub in &mut command.subcommands {
        let settings: Vec<&games::Setting> = match sub.name.as_ref() {
            "settings" => games::KINDS.iter().flat_map(|k| k.standing).collect(),
            "new" => games::KINDS.iter().flat_map(|k| k.setup).collect(),
            _ => continue,
        };
        for setting in settings {
            if sub.parameters.iter().any(|p| p.name == setting.option) {
                continue;
            }
            sub.parameters.push(poise::CommandParameter {
                name: Cow::Borrowed(setting.option),
                name_localizations: Cow::Owned(Vec::new()),
                description: None,
                description_localizations: Cow::Owned(Vec::new()),
                required: false,
                channel_types: None,
                choices: setting
                    .values
                    .iter()
                    .map(|value| poise::CommandParameterChoice {
                        name: Cow::Borrowed(*value),
                        localizations: Cow::Owned(Vec::new()),
                        __non_exhaustive: (),
                    })
                    .collect(),
                // Picked by index, as poise's own choice parameters are.
                type_setter: Some(|option| option.kind(serenity::CommandOptionType::Integer)),
                autocomplete_callback: None,
                __non_exhaustive: (),
            });
        }
    }
}

/// The value picked for a game's declared option `setting` in the command
/// being run, if given.
pub(super) fn picked(ctx: Context<'_>, setting: &games::Setting) -> Option<&'static str> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    let index = picked_index(&app.interaction.data.options, setting.option)?;
    setting.values.get(usize::try_from(index).ok()?).copied()
}

/// The index given for option `name`, among subcommands' options too.
pub(super) fn picked_index(options: &[serenity::CommandDataOption], name: &str) -> Option<i64> {
    options.iter().find_map(|option| match &option.value {
        serenity::CommandDataOptionValue::SubCommand(inner)
        | serenity::CommandDataOptionValue::SubCommandGroup(inner) => picked_index(inner, name),
        serenity::CommandDataOptionValue::Integer(index) if option.name == name => Some(*index),
        _ => None,
    })
}

/// A number from 1 (a page, a turn) as Discord takes an integer option:
/// poise writes an integer's bounds as floats (`1.0`), which Discord
/// refuses for an integer option.
pub(super) fn from_one(option: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
    option
        .kind(serenity::CommandOptionType::Integer)
        .min_int_value(1)
        .max_int_value(u64::from(u32::MAX))
}

/// Gives every `page` and `turn` option (integers from 1) bounds Discord
/// takes, in `command` and its subcommands.
pub(super) fn whole_numbers(command: &mut poise::Command<Data, Error>) {
    for parameter in &mut command.parameters {
        if matches!(parameter.name.as_ref(), "page" | "turn") {
            parameter.type_setter = Some(from_one);
        }
    }
    for sub in &mut command.subcommands {
        whole_numbers(sub);
    }
}

/// The commands with their names, descriptions and choices in every
/// language: English by default, French and Polish through Discord's
/// localisation fields. The Fluent ids follow the command's path:
/// `command-game-new`, `command-game-new-opponent`,
/// `command-game-new-opponent-name`, `command-game-new-first-me`.
pub(super) fn localised(
    mut commands: Vec<poise::Command<Data, Error>>,
) -> Vec<poise::Command<Data, Error>> {
    for command in &mut commands {
        localise(command, "command");
    }
    commands
}

/// The languages given through Discord's localisation fields (English is
/// the default text). Their tags are Discord locales (`fr`, `pl`).
const TRANSLATED: [Lang; 2] = [Lang::Fr, Lang::Pl];

fn localise(command: &mut poise::Command<Data, Error>, prefix: &str) {
    let id = format!("{prefix}-{}", command.name.replace('_', "-"));
    command.description = Some(Cow::Owned(Lang::En.text(&id)));
    for lang in TRANSLATED {
        let tag = || Cow::Owned(lang.tag().to_owned());
        command
            .name_localizations
            .to_mut()
            .push((tag(), Cow::Owned(lang.text(&format!("{id}-name")))));
        command
            .description_localizations
            .to_mut()
            .push((tag(), Cow::Owned(lang.text(&id))));
    }
    for parameter in &mut command.parameters {
        let option = format!("{id}-{}", parameter.name.replace('_', "-"));
        parameter.description = Some(Cow::Owned(Lang::En.text(&option)));
        for lang in TRANSLATED {
            let tag = || Cow::Owned(lang.tag().to_owned());
            parameter
                .name_localizations
                .to_mut()
                .push((tag(), Cow::Owned(lang.text(&format!("{option}-name")))));
            parameter
                .description_localizations
                .to_mut()
                .push((tag(), Cow::Owned(lang.text(&option))));
            for choice in parameter.choices.to_mut() {
                let text = lang.text(&format!("{option}-{}", choice.name.replace('_', "-")));
                choice
                    .localizations
                    .to_mut()
                    .push((tag(), Cow::Owned(text)));
            }
        }
    }
    for sub in &mut command.subcommands {
        localise(sub, &id);
    }
}

pub(super) async fn complete_game(
    _: Context<'_>,
    typed: &str,
) -> serenity::CreateAutocompleteResponse {
    let typed = typed.to_lowercase();
    let choices = games::KINDS
        .iter()
        .filter(|k| k.name.starts_with(&typed) || k.title.to_lowercase().starts_with(&typed))
        .map(|k| serenity::AutocompleteChoice::new(k.title, k.name))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The topics of the game the asker named, or of this channel's game.
pub(super) async fn complete_topic(
    ctx: Context<'_>,
    typed: &str,
) -> serenity::CreateAutocompleteResponse {
    let (here, typed) = (channel(ctx), typed.trim().to_lowercase());
    let game = match ctx {
        poise::Context::Application(app) => typed_option(&app.interaction.data.options, "game"),
        poise::Context::Prefix(_) => None,
    };
    let lang = language(ctx);
    let topics = call(
        ctx.data(),
        lang,
        move |s| Ok(s.topics(here, game.as_deref())),
        async {},
    )
    .await
    .unwrap_or_default();
    // Shown in the player's words; what is sent is the English id, which
    // the rules understand in every language.
    let typed = games::tongue::fold(&typed);
    let mut named: Vec<(String, &str)> = Vec::new();
    for topic in topics {
        let name = games::topic_name(topic, lang);
        let shown = games::tongue::fold(&name).starts_with(&typed) || topic.starts_with(&typed);
        if shown && !named.iter().any(|(n, _)| *n == name) {
            named.push((name, topic));
        }
    }
    let choices = named
        .into_iter()
        .map(|(name, topic)| serenity::AutocompleteChoice::new(name, topic))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

pub(super) async fn complete_play(
    ctx: Context<'_>,
    typed: &str,
) -> serenity::CreateAutocompleteResponse {
    let (here, who, typed) = (channel(ctx), ctx.author().id.get(), typed.to_owned());
    let choices = call(
        ctx.data(),
        language(ctx),
        move |s| Ok(s.complete(here, who, &typed)),
        async {},
    )
    .await
    .unwrap_or_default();
    serenity::CreateAutocompleteResponse::new().set_choices(autocomplete(choices))
}

/// Autocomplete for an answer's command (`/pay`): the asked seat's lines
/// that begin with the answer's word.
pub(super) async fn complete_answer(
    ctx: Context<'_>,
    typed: &str,
) -> serenity::CreateAutocompleteResponse {
    let (here, who, typed) = (channel(ctx), ctx.author().id.get(), typed.to_lowercase());
    let Some(answer) = games::answer(&ctx.command().name) else {
        return serenity::CreateAutocompleteResponse::new();
    };
    let choices = call(
        ctx.data(),
        language(ctx),
        move |s| s.answers(here, who, None, answer.word),
        async {},
    )
    .await
    .unwrap_or_default();
    let choices = choices
        .into_iter()
        .filter(|c| c.notation.starts_with(typed.trim()))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(autocomplete(choices))
}

/// The text given so far for option `name`, among subcommands' options too.
pub(super) fn typed_option(options: &[serenity::CommandDataOption], name: &str) -> Option<String> {
    options.iter().find_map(|option| match &option.value {
        serenity::CommandDataOptionValue::SubCommand(inner)
        | serenity::CommandDataOptionValue::SubCommandGroup(inner) => typed_option(inner, name),
        serenity::CommandDataOptionValue::String(value)
        | serenity::CommandDataOptionValue::Autocomplete { value, .. }
            if option.name == name =>
        {
            Some(value.clone())
        }
        _ => None,
    })
}

/// Choices as Discord shows them: `notation — label`, 100 characters at most.
pub(super) fn autocomplete(choices: Vec<games::Choice>) -> Vec<serenity::AutocompleteChoice> {
    choices
        .into_iter()
        .filter(|c| c.notation.len() <= 100)
        .take(25)
        .map(|c| {
            let name: String = format!("{} — {}", c.notation.trim_end(), c.label)
                .chars()
                .take(100)
                .collect();
            serenity::AutocompleteChoice::new(name, c.notation)
        })
        .collect()
}
