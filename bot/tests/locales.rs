//! Every language has every message, with the same placeholders: a missing
//! translation or a misspelt `$name` fails here, not in front of a player.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// Message id (and `.attribute`) → the variables it uses.
type Messages = BTreeMap<String, BTreeSet<String>>;

fn variables_of_inline(expression: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                variables_of_inline(a, out);
            }
            for a in &arguments.named {
                variables_of_inline(&a.value, out);
            }
        }
        InlineExpression::Placeable { expression } => variables_of(expression, out),
        _ => {}
    }
}

fn variables_of(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Inline(inline) => variables_of_inline(inline, out),
        Expression::Select { selector, variants } => {
            variables_of_inline(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
    }
}

fn pattern_variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            variables_of(expression, out);
        }
    }
}

/// The messages of one language, from all its `.ftl` files.
fn messages(lang: &str) -> Messages {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(lang);
    let mut all = Messages::new();
    for file in std::fs::read_dir(&dir).unwrap() {
        let path = file.unwrap().path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let resource = fluent_syntax::parser::parse(text.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
        for entry in resource.body {
            match entry {
                Entry::Message(message) => {
                    let mut vars = BTreeSet::new();
                    if let Some(value) = &message.value {
                        pattern_variables(value, &mut vars);
                    }
                    for attribute in &message.attributes {
                        let mut attribute_vars = BTreeSet::new();
                        pattern_variables(&attribute.value, &mut attribute_vars);
                        all.insert(
                            format!("{}.{}", message.id.name, attribute.id.name),
                            attribute_vars,
                        );
                    }
                    assert!(
                        all.insert(message.id.name.to_owned(), vars).is_none(),
                        "{lang}: {} defined twice",
                        message.id.name
                    );
                }
                Entry::Junk { content } => panic!("{}: cannot read {content:?}", path.display()),
                _ => {}
            }
        }
    }
    all
}

#[test]
fn every_language_has_every_message_with_the_same_placeholders() {
    let english = messages("en");
    assert!(!english.is_empty());
    for lang in ["fr", "pl"] {
        let other = messages(lang);
        let missing: Vec<&String> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        // A language's notation words (`notation-*`) have no English file:
        // English words are the notation's own (the games' `tongue` tests
        // check every word is there).
        let extra: Vec<&String> = other
            .keys()
            .filter(|k| !english.contains_key(*k) && !k.starts_with("notation-"))
            .collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(extra.is_empty(), "{lang} has unknown {extra:?}");
        for (id, vars) in &english {
            assert_eq!(&other[id], vars, "{lang}: placeholders of {id}");
        }
    }
}

/// The ids the bot's code asks for (`t!(lang, "id"…)`, `lang.text("id")`).
fn ids_in_code() -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            // A module's unit tests, in a file of their own.
            if path.file_name().is_some_and(|n| n == "tests.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let text = text.split("#[cfg(test)]").next().unwrap_or_default();
            // The literal right after `t!(<lang>,` or `.text(`.
            for (start, _) in text
                .match_indices("t!(")
                .chain(text.match_indices(".text("))
            {
                let rest = &text[start..];
                let Some(open) = rest.find('"') else { continue };
                let head = &rest[..open];
                let is_call = head.starts_with(".text(") && head.trim_end() == ".text("
                    || head.starts_with("t!(") && head.matches(',').count() == 1;
                if !is_call {
                    continue;
                }
                let id: String = rest[open + 1..].chars().take_while(|&c| c != '"').collect();
                if id.chars().all(|c| c.is_ascii_lowercase() || c == '-') && id.len() > 2 {
                    ids.insert(id);
                }
            }
        }
    }
    ids
}

/// What each game's notation may expect, from the engine's one list of
/// games.
macro_rules! expectations {
    ($($module:ident: $game:ident),* $(,)?) => {
        fn every_games_expectations() -> Vec<&'static [keystone_engine::notation::Expected]> {
            vec![$(&keystone_engine::$module::notation::EXPECTED as &[_]),*]
        }
    };
}

keystone_engine::every_game!(expectations);

#[test]
fn every_message_the_code_asks_for_exists() {
    let ids = ids_in_code();
    assert!(ids.len() > 150, "the scan found {} ids", ids.len());
    // The notation's expectations are worded by their ids.
    let expected = every_games_expectations()
        .into_iter()
        .flatten()
        .map(|e| format!("expected-{}", e.id));
    let wanted: BTreeSet<String> = ids.into_iter().chain(expected).collect();
    let english = messages("en");
    let unknown: Vec<&String> = wanted
        .iter()
        .filter(|id| !english.contains_key(*id))
        .collect();
    assert!(unknown.is_empty(), "no such message: {unknown:?}");
}

#[test]
fn command_names_and_descriptions_suit_discord() {
    for lang in ["en", "fr", "pl"] {
        for (id, _) in messages(lang) {
            let Some(command) = id.strip_prefix("command-") else {
                continue;
            };
            let text = keystone_bot::i18n::Lang::from_tag(lang).unwrap().text(&id);
            if command.ends_with("-name") || !text.contains(' ') && text.len() <= 32 {
                // A name (or a choice): lowercase letters, digits, - and _.
                assert!(
                    !text.is_empty()
                        && text.chars().count() <= 32
                        && text.chars().all(|c| c == '-'
                            || c == '_'
                            || c.is_numeric()
                            || c.is_alphabetic() && !c.is_uppercase()),
                    "{lang}: {id} = {text:?} is no Discord name"
                );
            } else {
                assert!(text.chars().count() <= 100, "{lang}: {id} is too long");
            }
        }
    }
}

/// No notation word of a game is shown in English to a French or Polish
/// player where their language has its own: every message of their files
/// names the moves in their words (`annuler`, not `undo`). Words that are
/// the same, or also words of the language (`sabotage` is French), pass.
#[test]
fn french_and_polish_messages_name_the_moves_in_their_own_words() {
    use keystone_bot::games::{KINDS, tongue};
    use keystone_bot::i18n::Lang;
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut found = Vec::new();
    for (lang, tag, own) in [
        (Lang::Fr, "fr", &["sabotage", "ignore"][..]),
        (Lang::Pl, "pl", &[][..]),
    ] {
        let english: BTreeSet<&str> = KINDS
            .iter()
            .flat_map(|kind| kind.words.iter().map(move |&w| (kind, w)))
            .filter(|&(kind, w)| tongue::to_player(w, kind, lang) != w && !own.contains(&w))
            .map(|(_, w)| w)
            .collect();
        for file in std::fs::read_dir(dir.join(tag)).unwrap() {
            let path = file.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in text.lines().enumerate() {
                // The words a message shows: after its id, comments aside.
                if line.trim_start().starts_with('#') {
                    continue;
                }
                let shown = match line.split_once(" = ") {
                    Some((id, rest)) if !id.starts_with(' ') => rest,
                    _ => line,
                };
                // Neither a variant's key (`[up]`) nor a placeable
                // (`{ $n }`) is shown.
                let shown = unshown(shown);
                let words = shown.split(|c: char| !c.is_alphanumeric() && c != '$' && c != '-');
                for word in words.filter(|w| english.contains(w)) {
                    found.push(format!("{}:{}: {word:?} in {line}", path.display(), n + 1));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// `text` without its variant keys (`[up]`) and placeables (`{ $n }`).
fn unshown(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '[' | '{' => depth += 1,
            ']' | '}' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}
