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
        let extra: Vec<&String> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(extra.is_empty(), "{lang} has unknown {extra:?}");
        for (id, vars) in &english {
            assert_eq!(&other[id], vars, "{lang}: placeholders of {id}");
        }
    }
}
