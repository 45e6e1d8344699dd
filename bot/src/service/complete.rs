//! Narrowing a list of legal actions to what fits an autocomplete menu
//! (Discord shows 25): the actions that start with what was typed, or, when
//! there are too many, the next word they share, so the menu leads the
//! player word by word ("V1" → "V1 c3"). Works on notation, for any game.

use crate::games::Choice;
use crate::i18n::Lang;

/// The most entries a menu shows.
pub const MENU: usize = 25;

/// Single spaces, no case, no accents: `Rouge  MAISON` begins `rouge maison -1,0`
/// and `echafaudage` begins `échafaudage`.
fn normal(text: &str) -> String {
    crate::games::tongue::fold(&text.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// The first `words` words of `text`.
fn first_words(text: &str, words: usize) -> String {
    text.split_whitespace()
        .take(words)
        .collect::<Vec<_>>()
        .join(" ")
}

/// At most [`MENU`] entries for what `typed` begins.
pub fn narrow(choices: &[Choice], typed: &str, lang: Lang) -> Vec<Choice> {
    let mut entries = entries(choices, typed, lang);
    entries.truncate(MENU);
    entries
}

/// The entries for what `typed` begins: the actions themselves when at
/// most [`MENU`] match, or else their groups by the next words, which may
/// still be more than a menu shows (a menu then pages through them).
pub fn entries(choices: &[Choice], typed: &str, lang: Lang) -> Vec<Choice> {
    let typed_normal = normal(typed);
    let matching: Vec<&Choice> = choices
        .iter()
        .filter(|c| normal(&c.notation).starts_with(&typed_normal))
        .collect();
    if matching.len() <= MENU {
        return matching.into_iter().cloned().collect();
    }
    // Too many: group by the words after the ones typed (a word being typed
    // counts as not yet typed), going deeper while one group holds them all.
    let complete = typed_normal.split(' ').filter(|w| !w.is_empty()).count()
        - usize::from(!typed.ends_with(char::is_whitespace) && !typed_normal.is_empty());
    let longest = matching
        .iter()
        .map(|c| c.notation.split_whitespace().count())
        .max()
        .unwrap_or(0);
    let mut depth = complete + 1;
    let mut groups: Vec<(String, Vec<&Choice>)> = Vec::new();
    while depth <= longest {
        groups.clear();
        for choice in &matching {
            let key = first_words(&choice.notation, depth);
            match groups.iter_mut().find(|(k, _)| *k == key) {
                Some((_, members)) => members.push(choice),
                None => groups.push((key, vec![choice])),
            }
        }
        if groups.len() > 1 {
            break;
        }
        depth += 1;
    }
    groups
        .into_iter()
        .map(|(key, members)| match members.as_slice() {
            [one] => (*one).clone(),
            many => {
                // As far as every member shares the words: "O1 scaffold ".
                let key = common_words(many).unwrap_or(key);
                let shared = many.iter().all(|c| c.label == many[0].label);
                let count = many.len() as i64;
                let shared = shared.then_some(many[0].label.as_str());
                let label = crate::tell::prompts::complete_group(lang, count, shared);
                Choice {
                    notation: format!("{key} "),
                    label,
                }
            }
        })
        .collect()
}

/// The words all `choices` begin with, if they share more than one.
fn common_words(choices: &[&Choice]) -> Option<String> {
    let first: Vec<&str> = choices[0].notation.split_whitespace().collect();
    let shared = choices[1..].iter().fold(first.len(), |n, c| {
        c.notation
            .split_whitespace()
            .zip(&first)
            .take(n)
            .take_while(|(a, b)| a == *b)
            .count()
    });
    (shared > 1).then(|| first[..shared].join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choices(notations: &[&str]) -> Vec<Choice> {
        notations
            .iter()
            .map(|n| Choice {
                notation: (*n).to_owned(),
                label: format!("does {n}"),
            })
            .collect()
    }

    #[test]
    fn few_actions_are_listed_whole() {
        let all = choices(&["V1 a1", "V1 b1", "B"]);
        assert_eq!(narrow(&all, "", Lang::En).len(), 3);
        assert_eq!(
            narrow(&all, "v1", Lang::En)
                .iter()
                .map(|c| c.notation.as_str())
                .collect::<Vec<_>>(),
            ["V1 a1", "V1 b1"]
        );
        assert_eq!(
            narrow(&all, "  V1   B", Lang::En).len(),
            1,
            "spaces and case do not matter"
        );
        assert!(narrow(&all, "x", Lang::En).is_empty());
    }

    #[test]
    fn many_actions_are_grouped_word_by_word() {
        let mut notations: Vec<String> = Vec::new();
        for slot in ["V1", "V2", "V3"] {
            for col in ['a', 'b', 'c', 'd', 'e'] {
                for row in 1..=4 {
                    notations.push(format!("{slot} {col}{row}"));
                }
            }
        }
        for first in ["a1", "b1", "c1"] {
            for second in ["a2", "b2", "c2", "d2", "e2", "a3", "b3", "c3", "d3", "e3"] {
                notations.push(format!("O1 scaffold {first} {second}"));
            }
        }
        let all: Vec<Choice> = notations
            .iter()
            .map(|n| Choice {
                notation: n.clone(),
                label: "same".into(),
            })
            .collect();
        let top = narrow(&all, "", Lang::En);
        assert_eq!(
            top.iter().map(|c| c.notation.as_str()).collect::<Vec<_>>(),
            ["V1 ", "V2 ", "V3 ", "O1 scaffold "]
        );
        assert_eq!(top[0].label, "same (20 choices)");
        // In the asker's language.
        assert_eq!(narrow(&all, "", Lang::Fr)[0].label, "same (20 choix)");
        assert_eq!(narrow(&all, "", Lang::Pl)[0].label, "same (20 wyborów)");
        assert_eq!(
            narrow(&all, "V1 ", Lang::En).len(),
            20,
            "one slot's cells fit"
        );
        let scaffold = narrow(&all, "O1", Lang::En);
        assert_eq!(scaffold.len(), 3, "one group goes a word deeper");
        assert_eq!(scaffold[0].notation, "O1 scaffold a1 ");
        assert_eq!(narrow(&all, "O1 scaffold b1 ", Lang::En).len(), 10);
    }
}
