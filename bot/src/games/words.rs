//! What each game brings to [`super::Live`], in three parts: its words
//! and sentences in the reader's language ([`Words`]), what it asks
//! outside the plain turn ([`Questions`]), and its pictures
//! ([`Pictures`]).

use image::RgbImage;
use keystone_engine::{Game, Seat};

use super::{Account, Kind, Look, Mapped, Sheets, Standing};
use crate::i18n::Lang;

/// How a game brings its words and picture to [`Live`].
pub trait Words: Game + Questions + Pictures {
    /// The kind.
    const GAME: &'static Kind;

    /// Whether a line is told as a whole, its events telling every action
    /// (Basilica: a vault and the builder put on it read as one sentence),
    /// rather than action by action (the default: what the player did,
    /// then what it made happen).
    const TOLD_BY_LINE: bool = false;

    /// An action in words, as `seat` would read it.
    fn label(&self, seat: Seat, action: &Self::Action, names: &[&str], lang: Lang) -> String;

    /// What `events` did, from this position to `after`, in words.
    fn account(&self, after: &Self, events: &[Self::Event], names: &[&str], lang: Lang) -> Account;

    /// What `seat` did with `action` from this position, as a sentence,
    /// for a game whose events tell only its consequences (Babylon's tile:
    /// the resources gained). `None` (the default): its events say it, or,
    /// when they say nothing, its words do (`Cleo: done`).
    fn did(
        &self,
        _seat: Seat,
        _action: &Self::Action,
        _names: &[&str],
        _lang: Lang,
    ) -> Option<String> {
        None
    }

    /// Why an action was refused, in words, without the rule (added after).
    fn refusal(error: &Self::Error, names: &[&str], lang: Lang) -> String;

    /// What the seat to act must do.
    fn prompt(&self, names: &[&str], lang: Lang) -> String;

    /// An item of a finished game's score in words, without its points or
    /// rule (`red pawns taken`, `2 cards left in hand`): see
    /// [`keystone_engine::Game::tally`].
    fn score_item(item: &keystone_engine::ScoreItem, lang: Lang) -> String;

    /// What a tie-break compares, in words (`money left`).
    fn tie_break(item: &str, lang: Lang) -> String;

    /// Where the game stands.
    fn status(&self, names: &[&str], lang: Lang) -> String;

    /// Everything the board shows everyone that [`Words::status`] does
    /// not say, in words, a line a part of the board (Basilica's cathedral
    /// row by row): with the status, the whole position for a player who
    /// cannot see the picture. Built from the view of no seat, so it says
    /// nothing a seat may not see.
    fn position(&self, names: &[&str], lang: Lang) -> Vec<String>;

    /// Whether seats hold secrets (see [`AnyGame::secrets`]).
    const SECRETS: bool = false;

    /// The points `events` scored, by seat and what they were scored with
    /// (Basilica's colour zones, by the colour's stable name): what a
    /// player's statistics call their favourite. None by default.
    fn scored(_events: &[Self::Event]) -> Vec<(Seat, &'static str, i64)> {
        Vec::new()
    }

    /// The lines a record writes for `lines` played from `start` (a
    /// game's record form: Babylon's Write as one block per seat ending in
    /// `done`, undone actions left out); as played by default.
    fn record_lines(_start: &Self, lines: &[(Seat, String)]) -> Vec<(Seat, String)> {
        lines.to_vec()
    }

    /// See [`AnyGame::opening`]; nothing by default.
    fn opening(&self, _names: &[&str], _lang: Lang) -> Option<String> {
        None
    }
}

/// What a game asks outside the plain turn, and how it answers for a
/// player who does not: a question asked out of turn, answers given ahead,
/// a line to confirm first, a default when a clock runs out, seats that
/// write apart. A game that asks nothing of the kind implements it empty.
pub trait Questions: Game {
    /// The seat asked a question outside its turn, if any; none by
    /// default.
    fn asked(&self) -> Option<Seat> {
        None
    }

    /// See [`AnyGame::standing`]; none by default.
    fn standing(&self, _seat: Seat, _standing: &Standing) -> Option<String> {
        None
    }

    /// See [`AnyGame::standing_keeps`].
    fn standing_keeps(&self, _key: &str) -> bool {
        true
    }

    /// See [`AnyGame::default_line`]; none by default.
    fn default_line(&self, _seat: Seat) -> Option<String> {
        None
    }

    /// See [`AnyGame::writing_apart`]; never by default.
    fn writing_apart(&self) -> bool {
        false
    }

    /// See [`AnyGame::confirm`]; nothing by default. It may depend only on
    /// what `seat` sees (its own purse).
    fn confirm(
        &self,
        _seat: Seat,
        _actions: &[Self::Action],
        _names: &[&str],
        _lang: Lang,
    ) -> Option<String> {
        None
    }

    /// See [`AnyGame::standing_order`]; none by default.
    fn standing_order(
        &self,
        _seat: Seat,
        _line: &str,
        _lang: Lang,
    ) -> Option<Result<(String, String), String>> {
        None
    }
}

/// A game's pictures: its board (drawn, and mapped for clicks), and the
/// panels only some games have (Babylon's sheets, what only one seat may
/// see in Les Grands Bâtisseurs' tent).
pub trait Pictures: Game {
    /// See [`AnyGame::sheets`]; none by default.
    fn sheets(
        &self,
        _names: &[&str],
        _since: Option<&Self>,
        _shown: Sheets,
        _look: Look,
        _scale: f32,
        _lang: Lang,
    ) -> Option<RgbImage> {
        None
    }

    /// What only `seat` may see, in words and as a picture (see
    /// [`AnyGame::private`]); none by default.
    fn private(
        &self,
        _seat: Seat,
        _names: &[&str],
        _vision: super::Vision,
        _lang: Lang,
    ) -> Option<(String, Vec<u8>)> {
        None
    }

    /// See [`AnyGame::mapped`].
    #[allow(clippy::too_many_arguments)]
    fn mapped(
        &self,
        seat: Option<Seat>,
        names: &[&str],
        since: Option<&Self>,
        note: Option<&str>,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> Vec<Mapped>;

    /// The picture, highlighting changes since `since`, with `note` on the
    /// status line (see [`AnyGame::image`]).
    fn image(
        &self,
        names: &[&str],
        since: Option<&Self>,
        note: Option<&str>,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> RgbImage;
}
