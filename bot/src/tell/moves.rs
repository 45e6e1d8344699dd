//! The moves `/game moves` lists, and the rules' topics, in the reader's
//! words.

use crate::i18n::Lang;
use crate::t;

/// No move to list: it is not the reader's to play.
pub fn nothing(lang: Lang) -> String {
    t!(lang, "moves-nothing")
}

/// The head of a list of `count` moves in `groups` groups.
pub fn grouped(lang: Lang, count: usize, groups: usize) -> String {
    t!(lang, "moves-grouped", count = count, groups = groups)
}

/// A group of `count` moves beginning with `start`.
pub fn group(lang: Lang, start: &str, count: usize) -> String {
    t!(lang, "moves-group", start = start, count = count)
}

/// How to narrow the list, by the `example` of a group.
pub fn narrow(lang: Lang, example: &str) -> String {
    t!(lang, "moves-narrow", example = example)
}

/// How to pick a game's rules, after every game's in brief.
pub fn rules_pick(lang: Lang) -> String {
    t!(lang, "rules-pick")
}
