//! The move picker in the reader's words: the actions chosen so far, what
//! to do next, the menu's placeholder.

use crate::games::{Choice, Kind, tongue};
use crate::i18n::Lang;
use crate::t;

/// The picker's head and the `actions` chosen so far, numbered, then the
/// `group` of actions being narrowed, if any (notation in the reader's
/// words, for a game of `kind`).
pub fn chosen(lang: Lang, kind: &Kind, actions: &[Choice], group: Option<&Choice>) -> String {
    let words = |notation: &str| tongue::to_player(notation, kind, lang);
    let mut text = t!(lang, "pick-title");
    for (n, action) in actions.iter().enumerate() {
        let shown = words(&action.notation);
        text.push_str(&format!("\n{}. `{shown}` — {}", n + 1, action.label));
    }
    if let Some(group) = group {
        let shown = words(group.notation.trim_end());
        let n = actions.len() + 1;
        text.push_str(&format!("\n{n}. `{shown}…` — {}", group.label));
    }
    text
}

/// What the reader may do next: choose from the `menu` (if offered), play
/// what is chosen when `ready`, or, with no menu, play or that nothing
/// more fits (`more` options were left out).
pub fn next(lang: Lang, menu: bool, ready: bool, more: bool) -> String {
    match (menu, ready) {
        (true, false) => t!(lang, "pick-choose"),
        (true, true) => t!(lang, "pick-choose-or-play"),
        (false, true) if more => t!(lang, "pick-full"),
        (false, true) => t!(lang, "pick-ready"),
        (false, false) => t!(lang, "pick-full"),
    }
}

/// The menu's placeholder.
pub fn placeholder(lang: Lang) -> String {
    t!(lang, "pick-placeholder")
}

/// The menu's last option, for `count` more choices not listed.
pub fn more(lang: Lang, count: usize) -> String {
    t!(lang, "pick-more", count = count as i64)
}

/// A menu option's description: its notation in the reader's words, `…`
/// after a group's first words, or `…` alone for the page of more.
pub fn option_description(lang: Lang, kind: &Kind, notation: &str) -> String {
    if notation.is_empty() {
        "…".to_owned()
    } else if notation.ends_with(' ') {
        format!("{}…", tongue::to_player(notation.trim_end(), kind, lang))
    } else {
        tongue::to_player(notation, kind, lang)
    }
}
