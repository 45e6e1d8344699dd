//! What a command registration may hold (`PUT applications/{id}/commands`):
//! names, descriptions and their localisations, options and choices, the
//! text of a command in any one language, the Entry Point command, and
//! where each command may be used (its installation and interaction
//! contexts).

use serde_json::Value;

use super::{OPTION_TEXT, Problems, at};

/// The locales Discord knows, the only keys a localisation may have
/// (<https://discord.com/developers/docs/reference#locales>).
const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];
/// Options of a command or subcommand, and choices of an option.
const COMMAND_OPTIONS: usize = 25;
/// A command's name and description.
const COMMAND_NAME: usize = 32;
const COMMAND_DESCRIPTION: usize = 100;
/// Names, descriptions and values of a command, its options and choices,
/// together, in any one language.
const COMMAND_TEXT: usize = 4000;
/// Global chat-input commands of an application.
const COMMANDS: usize = 100;

/// Whether `name` is a chat-input command or option name: 1–32 letters,
/// digits, `-`, `_` or `'`, in lower case where a letter has one.
fn command_name(name: &str) -> bool {
    let count = name.chars().count();
    (1..=COMMAND_NAME).contains(&count)
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '\''))
        && name.chars().all(|c| !c.is_uppercase())
}

/// Checks a localisation dictionary: known locales, values as `valid`.
fn localisations(
    problems: &mut Problems,
    path: &[String],
    map: &Value,
    valid: &dyn Fn(&str) -> bool,
) {
    for (locale, value) in map.as_object().into_iter().flatten() {
        if !LOCALES.contains(&locale.as_str()) {
            problems.add(&at(path, locale), "LOCALE_INVALID", "Invalid locale");
        } else if !value.as_str().is_some_and(valid) {
            problems.add(
                &at(path, locale),
                "BASE_TYPE_BAD_LENGTH",
                "Invalid localization",
            );
        }
    }
}

/// Checks a name, a description and their localisations at `path`.
fn named(problems: &mut Problems, path: &[String], item: &Value) {
    if !item["name"].as_str().is_some_and(command_name) {
        problems.add(
            &at(path, &"name"),
            "APPLICATION_COMMAND_INVALID_NAME",
            "Command name is invalid",
        );
    }
    localisations(
        problems,
        &at(path, &"name_localizations"),
        &item["name_localizations"],
        &command_name,
    );
    let description = |d: &str| (1..=COMMAND_DESCRIPTION).contains(&d.chars().count());
    if !item["description"].as_str().is_some_and(description) {
        problems.add(
            &at(path, &"description"),
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 100 in length.",
        );
    }
    localisations(
        problems,
        &at(path, &"description_localizations"),
        &item["description_localizations"],
        &description,
    );
}

/// The text of a command that counts toward its limit, in one language
/// (`None`: the default one).
fn command_text(item: &Value, locale: Option<&str>) -> usize {
    let text = |key: &str| {
        locale
            .and_then(|l| item[format!("{key}_localizations")][l].as_str())
            .or_else(|| item[key].as_str())
            .map_or(0, |t| t.chars().count())
    };
    let mut total = text("name") + text("description");
    for choice in item["choices"].as_array().into_iter().flatten() {
        total += text_of(choice, "name", locale)
            + choice["value"]
                .as_str()
                .map_or_else(|| choice["value"].to_string().len(), |v| v.chars().count());
    }
    for option in item["options"].as_array().into_iter().flatten() {
        total += command_text(option, locale);
    }
    total
}

fn text_of(item: &Value, key: &str, locale: Option<&str>) -> usize {
    locale
        .and_then(|l| item[format!("{key}_localizations")][l].as_str())
        .or_else(|| item[key].as_str())
        .map_or(0, |t| t.chars().count())
}

/// Checks the options of a command or subcommand at `path`.
fn command_options(problems: &mut Problems, path: &[String], options: &Value) {
    let Some(options) = options.as_array() else {
        return;
    };
    problems.too_many(path, Some(options), COMMAND_OPTIONS);
    let mut names = std::collections::BTreeSet::new();
    let mut optional = false;
    let nested = options
        .iter()
        .filter(|o| matches!(o["type"].as_u64(), Some(1 | 2)))
        .count();
    if nested > 0 && nested < options.len() {
        problems.add(
            path,
            "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
            "Sub-command and sub-command group option types are mutually exclusive to all other types",
        );
    }
    for (i, option) in options.iter().enumerate() {
        let here = at(path, &i);
        named(problems, &here, option);
        if !names.insert(option["name"].as_str().unwrap_or("").to_owned()) {
            problems.add(
                &at(&here, &"name"),
                "APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS",
                "Option names must be unique",
            );
        }
        let kind = option["type"].as_u64().unwrap_or(0);
        if !(1..=11).contains(&kind) {
            problems.add(
                &at(&here, &"type"),
                "BASE_TYPE_CHOICES",
                "Value must be one of 1–11.",
            );
        }
        let required = option["required"].as_bool().unwrap_or(false);
        if required && optional {
            problems.add(
                &here,
                "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                "Required options must be placed before non-required options",
            );
        }
        optional |= !required && !matches!(kind, 1 | 2);
        let choices = option["choices"].as_array().filter(|c| !c.is_empty());
        if let Some(choices) = choices {
            if !matches!(kind, 3 | 4 | 10) {
                problems.add(
                    &at(&here, &"choices"),
                    "BASE_TYPE_BAD_LENGTH",
                    "Choices are for string, integer and number options",
                );
            }
            problems.too_many(&at(&here, &"choices"), Some(choices), COMMAND_OPTIONS);
            for (j, choice) in choices.iter().enumerate() {
                let c = at(&at(&here, &"choices"), &j);
                let length = |t: &str| (1..=OPTION_TEXT).contains(&t.chars().count());
                if !choice["name"].as_str().is_some_and(length) {
                    problems.add(
                        &at(&c, &"name"),
                        "BASE_TYPE_BAD_LENGTH",
                        "Must be between 1 and 100 in length.",
                    );
                }
                localisations(
                    problems,
                    &at(&c, &"name_localizations"),
                    &choice["name_localizations"],
                    &length,
                );
                let value = &choice["value"];
                let fits = match kind {
                    3 => value
                        .as_str()
                        .is_some_and(|v| v.chars().count() <= OPTION_TEXT),
                    4 => value.is_i64() || value.is_u64(),
                    _ => value.is_number(),
                };
                if !fits {
                    problems.add(
                        &at(&c, &"value"),
                        "BASE_TYPE_BAD_INT",
                        "Value is not of the option's type",
                    );
                }
            }
        }
        if option["autocomplete"].as_bool() == Some(true) && choices.is_some() {
            problems.add(
                &at(&here, &"autocomplete"),
                "APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_AND_CHOICES",
                "Autocomplete cannot be set if there are choices",
            );
        }
        for bound in ["min_value", "max_value"] {
            let value = &option[bound];
            if value.is_null() {
                continue;
            }
            let ok = match kind {
                // An integer option's bounds are integers: 1.0 is refused.
                4 => value.is_i64() || value.is_u64(),
                10 => value.is_number(),
                _ => false,
            };
            if !ok {
                problems.add(&at(&here, &bound), "BASE_TYPE_BAD_INT", "Value is not int.");
            }
        }
        for (bound, least) in [("min_length", 0), ("max_length", 1)] {
            let value = &option[bound];
            if !value.is_null()
                && (kind != 3 || !value.as_u64().is_some_and(|v| (least..=6000).contains(&v)))
            {
                problems.add(
                    &at(&here, &bound),
                    "NUMBER_TYPE_MAX",
                    "Int value should be between 0 and 6000.",
                );
            }
        }
        command_options(problems, &at(&here, &"options"), &option["options"]);
    }
}

/// Checks a registration of commands (`PUT …/commands`, a list): chat-input
/// ones, and an Activity's Entry Point ([`entry_point`]).
pub fn commands(problems: &mut Problems, body: &Value) {
    let Some(list) = body.as_array() else {
        problems.add(&[], "BASE_TYPE_ARRAY", "Must be an array.");
        return;
    };
    let chat: Vec<Value> = list.iter().filter(|c| c["type"] != 4).cloned().collect();
    problems.too_many(&[], Some(&chat), COMMANDS);
    // Names are unique among the commands of one type.
    let mut names = std::collections::BTreeSet::new();
    for (i, command) in list.iter().enumerate() {
        let here = vec![i.to_string()];
        let kind = command["type"].as_u64().unwrap_or(1);
        if kind == 4 {
            entry_point(problems, &here, command);
        } else {
            named(problems, &here, command);
        }
        if !names.insert((kind, command["name"].as_str().unwrap_or("").to_owned())) {
            problems.add(
                &at(&here, &"name"),
                "APPLICATION_COMMANDS_DUPLICATE_NAME",
                "Application command names must be unique",
            );
        }
        if !matches!(kind, 1 | 4) {
            problems.add(
                &at(&here, &"type"),
                "BASE_TYPE_CHOICES",
                "Only chat-input and Entry Point commands are checked here.",
            );
        }
        if kind == 4 {
            continue;
        }
        if !command["handler"].is_null() {
            problems.add(
                &at(&here, &"handler"),
                "APPLICATION_COMMAND_HANDLER_INVALID",
                "Only an Entry Point command has a handler.",
            );
        }
        command_options(problems, &at(&here, &"options"), &command["options"]);
        let locales = std::iter::once(None).chain(LOCALES.iter().map(|l| Some(*l)));
        for locale in locales {
            if command_text(command, locale) > COMMAND_TEXT {
                problems.add(
                    &here,
                    "APPLICATION_COMMAND_TOO_LARGE",
                    &format!("Command exceeds maximum size ({COMMAND_TEXT})"),
                );
                break;
            }
        }
    }
}

/// Checks an Entry Point command (type 4, `PRIMARY_ENTRY_POINT`) at `path`
/// (…/interactions/application-commands#entry-point-commands): named and
/// described as any command, in every language it gives, its name 1–32
/// characters (only chat-input names are held to lower-case words: Discord
/// names its own default Entry Point "Launch"); no options (`options` "can
/// only be set for … `CHAT_INPUT`"); its handler `APP_HANDLER` (1) or
/// `DISCORD_LAUNCH_ACTIVITY` (2), if it says one (`handler?`).
fn entry_point(problems: &mut Problems, path: &[String], command: &Value) {
    let name = |n: &str| (1..=COMMAND_NAME).contains(&n.chars().count()) && n.trim() == n;
    if !command["name"].as_str().is_some_and(name) {
        problems.add(
            &at(path, &"name"),
            "APPLICATION_COMMAND_INVALID_NAME",
            "Command name is invalid",
        );
    }
    localisations(
        problems,
        &at(path, &"name_localizations"),
        &command["name_localizations"],
        &name,
    );
    let description = |d: &str| (1..=COMMAND_DESCRIPTION).contains(&d.chars().count());
    if !command["description"].as_str().is_some_and(description) {
        problems.add(
            &at(path, &"description"),
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 100 in length.",
        );
    }
    localisations(
        problems,
        &at(path, &"description_localizations"),
        &command["description_localizations"],
        &description,
    );
    if command["options"].as_array().is_some_and(|o| !o.is_empty()) {
        problems.add(
            &at(path, &"options"),
            "APPLICATION_COMMAND_OPTIONS_INVALID",
            "Only chat-input commands have options.",
        );
    }
    let handler = &command["handler"];
    if !handler.is_null() && !handler.as_u64().is_some_and(|h| matches!(h, 1 | 2)) {
        problems.add(
            &at(path, &"handler"),
            "BASE_TYPE_CHOICES",
            "Value must be one of {1, 2}.",
        );
    }
}

/// Checks where each command of a registration may be used: its
/// `integration_types`, installation contexts `GUILD_INSTALL` (0) and
/// `USER_INSTALL` (1) (…/resources/application#application-object-application-integration-types),
/// "as long as any included contexts are already supported on the
/// application-level" (…/interactions/application-commands#installation-context):
/// `USER_INSTALL` not when `user_install` is off; its `contexts`,
/// `GUILD` (0), `BOT_DM` (1) and `PRIVATE_CHANNEL` (2)
/// (…/interactions/receiving-and-responding#interaction-object-interaction-context-types),
/// `null` or absent for the default. Both are "only for globally-scoped
/// commands" (…/interactions/application-commands#application-command-object-application-command-structure):
/// a server's command (not `global`) is for the server's install only,
/// and "Guild commands don't support the `BOT_DM` interaction context"
/// (…#using-default-permissions), nor `PRIVATE_CHANNEL`, "only meaningful
/// for commands installed to a user" (…#interaction-contexts). Discord's
/// error codes for these are not documented: an unknown value is
/// `BASE_TYPE_CHOICES` as elsewhere, the others the fake names.
pub fn contexts(problems: &mut Problems, body: &Value, global: bool, user_install: bool) {
    for (i, command) in body.as_array().into_iter().flatten().enumerate() {
        let here = vec![i.to_string()];
        let types = values(
            problems,
            &at(&here, &"integration_types"),
            &command["integration_types"],
            &[0, 1],
        );
        let contexts = values(
            problems,
            &at(&here, &"contexts"),
            &command["contexts"],
            &[0, 1, 2],
        );
        if types.contains(&1) && !global {
            problems.add(
                &at(&here, &"integration_types"),
                "APPLICATION_COMMAND_INTEGRATION_TYPE_INVALID",
                "Guild commands only support the GUILD_INSTALL installation context",
            );
        } else if types.contains(&1) && !user_install {
            problems.add(
                &at(&here, &"integration_types"),
                "APPLICATION_COMMAND_INTEGRATION_TYPE_INVALID",
                "USER_INSTALL (1) is not an installation context of this application: its integration_types_config has no \"1\"",
            );
        }
        if !global {
            for (j, context) in contexts.iter().enumerate() {
                let name = match context {
                    1 => "BOT_DM",
                    2 => "PRIVATE_CHANNEL",
                    _ => continue,
                };
                problems.add(
                    &at(&at(&here, &"contexts"), &j),
                    "APPLICATION_COMMAND_CONTEXT_INVALID",
                    &format!("Guild commands don't support the {name} interaction context"),
                );
            }
        }
    }
}

/// The values of list `list` at `path` (`null` or absent: none), each one
/// of `allowed`; a problem for anything else.
fn values(problems: &mut Problems, path: &[String], list: &Value, allowed: &[u64]) -> Vec<u64> {
    if list.is_null() {
        return Vec::new();
    }
    let Some(items) = list.as_array() else {
        problems.add(path, "BASE_TYPE_ARRAY", "Must be an array.");
        return Vec::new();
    };
    let choices: Vec<String> = allowed.iter().map(u64::to_string).collect();
    let mut found = Vec::new();
    for (j, item) in items.iter().enumerate() {
        match item.as_u64().filter(|v| allowed.contains(v)) {
            Some(value) => found.push(value),
            None => problems.add(
                &at(path, &j),
                "BASE_TYPE_CHOICES",
                &format!("Value must be one of {{{}}}.", choices.join(", ")),
            ),
        }
    }
    found
}
