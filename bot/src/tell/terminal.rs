//! What the terminal (`keystone local`) says of its own, around the
//! service's replies: the session resumed or begun, Keystone's seats, what
//! was saved where, the questions it asks before a new game or a
//! resignation, its help.

use crate::i18n::{FluentValue, Lang};
use crate::t;

/// Something the terminal says.
#[derive(Clone, Copy, Debug)]
pub enum Said<'a> {
    /// The game stored at `place` is resumed.
    Resuming { place: &'a str },
    /// The stored game is not the one asked for on the command line.
    Conflict {
        stored: &'a str,
        stored_names: &'a str,
        game: &'a str,
        names: &'a str,
    },
    /// The store at `place` could not be read, for `reason`.
    Unreadable { reason: &'a str, place: &'a str },
    /// A new game of `game` begins.
    NewGame { game: &'a str },
    /// Keystone plays `seats` at `level`.
    KeystoneSeats { level: &'a str, seats: &'a [String] },
    /// Keystone sits where `name` was asked for.
    KeystoneInPlace { name: &'a str },
    /// The lines given to replay stopped at `line`, `why`.
    ReplayStopped { line: usize, why: &'a str },
    /// The game is over.
    Over,
    /// The game was abandoned for a new one.
    Abandoned,
    /// What follows is `name`'s hand.
    HandOf { name: &'a str },
    /// `name` and the others in `all` act at once.
    MovesOf { name: &'a str, all: &'a str },
    /// No game is stored.
    NoGame,
    /// Nothing was confirmed.
    ConfirmNo,
    /// Nothing waits to be confirmed.
    NothingToConfirm,
    /// `command` is not one of the terminal's.
    Unknown { command: &'a str },
    /// The terminal's help, with an `example` move.
    Help { example: &'a str },
    /// Asked before a new game abandons this one.
    NewConfirm,
    /// Asked before resigning.
    ResignConfirm,
    /// How to confirm the line just asked about.
    ConfirmYes,
    /// The history page asked for is not a number.
    HistoryPage,
    /// Nobody is to act.
    Nobody,
    /// The first hint, at the start.
    Hint,
    /// A line that is not text was typed.
    NotText,
    /// The terminal's commands, in the reader's words (one word each, in
    /// the order of its commands).
    Commands,
    /// A file was saved at `path`.
    Saved { what: Saved, path: &'a str },
    /// The colour settings one may choose (`colours` without a known one).
    ColoursHow,
}

/// What the terminal saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Saved {
    /// The board's picture.
    Board,
    /// The sheets' picture.
    Sheets,
    /// The tent's picture (what only one seat sees).
    Tent,
    /// The game's record.
    Exported,
}

/// `said`, in `lang`.
pub fn words(lang: Lang, said: Said<'_>) -> String {
    match said {
        Said::Resuming { place } => t!(lang, "local-resuming", place = place),
        Said::Conflict {
            stored,
            stored_names,
            game,
            names,
        } => t!(
            lang,
            "local-conflict",
            stored = stored,
            stored_names = stored_names,
            game = game,
            names = names
        ),
        Said::Unreadable { reason, place } => {
            t!(lang, "local-unreadable", reason = reason, place = place)
        }
        Said::NewGame { game } => t!(lang, "local-new-game", game = game),
        Said::KeystoneSeats { level, seats } => t!(
            lang,
            "local-keystone-seats",
            level = level,
            seats = seats.join(", "),
            count = seats.len()
        ),
        Said::KeystoneInPlace { name } => t!(lang, "local-keystone-in-place", name = name),
        Said::ReplayStopped { line, why } => {
            t!(lang, "local-replay-stopped", line = line, why = why)
        }
        Said::Over => t!(lang, "local-over"),
        Said::Abandoned => t!(lang, "local-abandoned"),
        Said::HandOf { name } => t!(lang, "local-hand-of", name = name),
        Said::MovesOf { name, all } => t!(lang, "local-moves-of", name = name, all = all),
        Said::NoGame => t!(lang, "local-no-game"),
        Said::ConfirmNo => t!(lang, "local-confirm-no"),
        Said::NothingToConfirm => t!(lang, "local-nothing-to-confirm"),
        Said::Unknown { command } => t!(lang, "local-unknown", command = command),
        Said::ColoursHow => {
            let choices: Vec<String> = keystone_data::Colours::ALL
                .into_iter()
                .map(|c| {
                    format!(
                        "{} ({})",
                        colour_word(lang, c),
                        super::colours::name(lang, c)
                    )
                })
                .collect();
            t!(lang, "local-colours", choices = choices.join(", "))
        }
        Said::Help { example } => t!(lang, "local-help", example = example),
        Said::NewConfirm => t!(lang, "local-new-confirm"),
        Said::ResignConfirm => t!(lang, "local-resign-confirm"),
        Said::ConfirmYes => t!(lang, "local-confirm-yes"),
        Said::HistoryPage => t!(lang, "local-history-page"),
        Said::Nobody => t!(lang, "local-nobody"),
        Said::Hint => t!(lang, "local-hint"),
        Said::NotText => t!(lang, "local-not-text"),
        Said::Commands => t!(lang, "local-commands"),
        Said::Saved { what, path } => {
            let id = match what {
                Saved::Board => "local-board",
                Saved::Sheets => "local-sheets",
                Saved::Tent => "local-tent",
                Saved::Exported => "local-exported",
            };
            lang.text_with(id, &[("path", FluentValue::from(path))])
        }
    }
}

/// The word that picks `colours` in `lang` (`red-green`, `rouge-vert`):
/// the `/settings colours` command's choice.
pub fn colour_word(lang: Lang, colours: keystone_data::Colours) -> String {
    lang.text(&format!(
        "command-settings-colours-setting-{}",
        colours.word()
    ))
}
