//! A player's games and a table's settings, listed in their words.

use super::durations;
use crate::games::Setting as Question;
use crate::i18n::{FluentValue, Lang};
use crate::t;

/// Where one of a player's games stands for them.
#[derive(Clone, Copy, Debug)]
pub enum Standing<'a> {
    /// They are invited and have not answered.
    Invited,
    /// They accepted; `names` have not yet.
    WaitingToAccept { names: &'a str },
    /// It is their move.
    YourMove,
    /// It is the move of `names`.
    TheirMove { names: &'a str },
}

/// Where a game stands for a player, who has waited `waited` ms.
pub fn game_state(lang: Lang, standing: Standing<'_>, waited: i64) -> String {
    let waited = durations::words(waited, lang);
    match standing {
        Standing::Invited => t!(lang, "games-invited", waited = waited),
        Standing::WaitingToAccept { names } => {
            t!(lang, "games-waiting-accept", names = names, waited = waited)
        }
        Standing::YourMove => t!(lang, "games-your-move", waited = waited),
        Standing::TheirMove { names } => {
            t!(lang, "games-their-move", names = names, waited = waited)
        }
    }
}

/// One row of `/game games`: where, what, with whom, how it stands.
pub fn game_row(lang: Lang, channel: &str, title: &str, others: &str, state: &str) -> String {
    t!(
        lang,
        "games-row",
        channel = channel,
        game = title,
        others = others,
        state = state
    )
}

/// The head of `/game games`: `count` games, `waiting` of them on the
/// player; or that there are none.
pub fn games_head(lang: Lang, count: usize, waiting: usize) -> String {
    if count == 0 {
        return t!(lang, "games-none");
    }
    t!(lang, "games-list", count = count, waiting = waiting)
}

/// A table's settings as `/game settings` shows them.
#[derive(Clone, Debug)]
pub struct Settings<'a> {
    /// Reminders after (ms).
    pub remind_after: i64,
    /// At most this many reminders.
    pub max_reminders: u32,
    /// The move clock (ms), if any.
    pub clock: Option<i64>,
    /// How long a question outside the turn waits (ms).
    pub question_timeout: i64,
    /// The reader's own, if they play: muted, and their answers given
    /// ahead to the game's questions.
    pub mine: Option<(bool, Vec<(&'a Question, &'a str)>)>,
}

/// The settings in words, one line each.
pub fn settings(lang: Lang, shown: &Settings<'_>) -> String {
    let clock = shown
        .clock
        .map_or("none".to_owned(), |c| durations::words(c, lang));
    let mut text = vec![t!(
        lang,
        "settings-game",
        remind = durations::words(shown.remind_after, lang),
        max = shown.max_reminders,
        clock = clock,
        expiry = durations::words(shown.question_timeout, lang)
    )];
    if let Some((muted, answers)) = &shown.mine {
        text.push(t!(
            lang,
            "settings-mine",
            muted = if *muted { "yes" } else { "no" }
        ));
        // The answers this game lets players give ahead.
        for (question, answer) in answers {
            let id = format!("settings-standing-{}", question.option);
            text.push(lang.text_with(&id, &[("answer", FluentValue::from(*answer))]));
        }
    }
    text.push(t!(lang, "settings-how"));
    text.join("\n")
}
