//! The web board's and the Activity's own words: a picture's description,
//! where a move played on the board was told, the Activity's list of games,
//! the link at one machine, and the board's apology.

use crate::i18n::Lang;
use crate::t;

/// The text alternative of a board picture of `game`.
pub fn board_alt(lang: Lang, game: &str) -> String {
    t!(lang, "web-board-alt", game = game)
}

/// A move played on the board was told in the channel (`now`), or will be
/// once Discord takes it.
pub fn played(lang: Lang, now: bool) -> String {
    if now {
        t!(lang, "web-played")
    } else {
        t!(lang, "web-played-later")
    }
}

/// Something of ours went wrong while the board asked; it is logged.
pub fn apology(lang: Lang) -> String {
    t!(lang, "web-apology")
}

/// The Activity's words while it connects to Discord, and when it is
/// opened outside Discord.
pub fn activity_connecting(lang: Lang) -> (String, String) {
    (
        t!(lang, "web-activity-connecting"),
        t!(lang, "web-activity-outside"),
    )
}

/// The Activity's heading over the viewer's games (or that there are
/// none), and its list's label.
pub fn activity_games(lang: Lang, any: bool) -> (String, String) {
    let heading = if any {
        t!(lang, "web-activity-games")
    } else {
        t!(lang, "web-activity-none")
    };
    (heading, t!(lang, "web-activity-list"))
}

/// The board at one machine is at `link`.
pub fn one_machine(lang: Lang, link: &str) -> String {
    t!(lang, "local-web", link = link)
}
