//! What prompts and short answers say: a button's label, a line to
//! confirm, an answer kept for later, an autocomplete group, a board's
//! link.

use crate::i18n::Lang;
use crate::service::{Prompt, PromptKind};
use crate::t;

/// The label of `prompt`'s button.
pub fn label(lang: Lang, prompt: &Prompt) -> String {
    match prompt.kind {
        PromptKind::Answer(word) | PromptKind::AnswerChoice(word) => {
            lang.text(&format!("answer-{word}"))
        }
        other => t!(lang, "button", kind = other.word()),
    }
}

/// The line asks to be confirmed first, `why`.
pub fn confirm(lang: Lang, why: &str) -> String {
    t!(lang, "confirm-ask", why = why)
}

/// An answer given ahead is kept until it is asked for.
pub fn standing_set(lang: Lang) -> String {
    t!(lang, "standing-set")
}

/// An autocomplete entry for `count` actions beginning alike: all of them
/// `label` when they `shared` it.
pub fn complete_group(lang: Lang, count: i64, shared: Option<&str>) -> String {
    match shared {
        Some(label) => t!(lang, "complete-group-same", label = label, count = count),
        None => t!(lang, "complete-group", count = count),
    }
}

/// The board's `link`, for a `player` or a spectator, valid for `lasts`.
pub fn board_link(lang: Lang, link: &str, lasts: &str, player: bool) -> String {
    if player {
        t!(lang, "web-link", link = link, lasts = lasts)
    } else {
        t!(lang, "web-link-spectator", link = link, lasts = lasts)
    }
}

/// The picker's message once its line was played (the turn is told in the
/// channel).
pub fn pick_played(lang: Lang) -> String {
    t!(lang, "pick-played")
}

/// A game's own thread was opened, at `thread` (its mention).
pub fn thread_opened(lang: Lang, thread: &str) -> String {
    t!(lang, "thread-opened", thread = thread)
}

/// The board is not set up on this bot.
pub fn web_not_set_up(lang: Lang) -> String {
    t!(lang, "web-not-set-up")
}

/// What Keystone is and how to play with it (`/help`).
pub fn help(lang: Lang) -> String {
    t!(lang, "help")
}
