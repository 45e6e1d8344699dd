//! The seam between the bot and a game of any kind in play: everything
//! generic code asks of a game, whichever it is ([`super::Live`] answers
//! it for every game).

use std::any::Any;

use image::RgbImage;
use keystone_engine::{Outcome, Record, Seat};

use super::{Account, Choice, Kind, Look, Mapped, Refused, Sheets, Standing, Step};
use crate::i18n::Lang;

/// A game of any kind, in play.
pub trait AnyGame: Send + Sync {
    /// Plays a line of the game's record for `seat`, all or nothing, in
    /// no language: `;`-separated actions, or its departure
    /// ([`play::LEAVE`]). `typed` refuses, the same whatever is hidden, a
    /// line whose item may depend on what an earlier one turns up (see
    /// [`keystone_engine::ahead`]): a line a player typed.
    fn apply(&mut self, seat: Seat, line: &str, typed: bool) -> Result<Step, Refused>;
    /// The game's kind (`basilica`).
    fn kind(&self) -> &'static Kind;
    /// The versioned snapshot to store.
    fn snapshot(&self) -> String;
    /// Who must act now.
    fn to_act(&self) -> Vec<Seat>;
    /// The result, once over.
    fn outcome(&self) -> Option<Outcome>;
    /// Current scores by seat.
    fn scores(&self) -> Vec<i64>;
    /// Plays a line of the game's record for `seat`, all or nothing,
    /// telling it in `lang`: `;`-separated actions, or its departure
    /// ([`play::LEAVE`], which players never type: the service refuses it
    /// from them). The error says why, citing the rule, with players'
    /// names.
    fn play(
        &mut self,
        seat: Seat,
        line: &str,
        names: &[&str],
        lang: Lang,
    ) -> Result<Account, String>;
    /// [`AnyGame::play`] for a line a player typed: refused, the same
    /// whatever is hidden, if an item may depend on what an earlier one
    /// turns up (see [`keystone_engine::ahead`]).
    fn play_typed(
        &mut self,
        seat: Seat,
        line: &str,
        names: &[&str],
        lang: Lang,
    ) -> Result<Account, String>;
    /// Every legal action of `seat` now, in words.
    fn choices(&self, seat: Seat, names: &[&str], lang: Lang) -> Vec<Choice>;
    /// What `seat` may go on with after the actions of `line` (notation,
    /// `;`-separated): from an action that turns up something it has not
    /// seen, only what does not depend on it, in the same words whatever
    /// is hidden. An error in words if the line leads nowhere.
    fn choices_after(
        &self,
        seat: Seat,
        line: &str,
        names: &[&str],
        lang: Lang,
    ) -> Result<Vec<Choice>, String>;
    /// A game `seat` cannot tell from this one, what it cannot see drawn
    /// anew from `seed` (see [`keystone_engine::Game::sample_hidden`]).
    fn sample_hidden(&self, seat: Seat, seed: u64) -> Box<dyn AnyGame>;
    /// The game after the actions of `line` (notation, `;`-separated) that
    /// `seat` is choosing, up to the first that would turn up something it
    /// has not seen ([`keystone_engine::Game::reveals`]): what its board may
    /// show of the move before it is played. `None` if the line leads
    /// nowhere.
    fn previewed(&self, seat: Seat, line: &str) -> Option<Box<dyn AnyGame>>;
    /// The seat asked to answer a question outside its turn, if any.
    fn asked(&self) -> Option<Seat>;
    /// The computer player's action for `seat`, searched within `budget`
    /// (a level's, or one without its time limit, which chooses the same on
    /// any machine), in notation (searching only what the seat may see),
    /// with its randomness from `seed`; `None` if the seat has nothing to
    /// do.
    fn choose(&self, seat: Seat, budget: keystone_engine::ai::Budget, seed: u64) -> Option<String>;
    /// What the seat to act must do, in words ("your turn: 3 actions").
    fn prompt(&self, names: &[&str], lang: Lang) -> String;
    /// Where the game stands, in words.
    fn status(&self, names: &[&str], lang: Lang) -> String;
    /// Everything the board shows everyone, in words, a line a part
    /// (`/game board describe`, for a screen reader): what the status
    /// does not already say.
    fn position(&self, names: &[&str], lang: Lang) -> Vec<String>;
    /// Once the game is over, each seat's score explained item by item
    /// with the rules that count them, a line a seat, then the tie-breaks
    /// that decided between equal scores; nothing before the end.
    fn explained(&self, names: &[&str], lang: Lang) -> Vec<String>;
    /// The game as it was set up, before any action.
    fn fresh(&self) -> Box<dyn AnyGame>;
    /// A copy.
    fn copy(&self) -> Box<dyn AnyGame>;
    /// The board picture, highlighting what changed since `since` (the
    /// same game earlier), laid out for `layout`, `scale` times its size at
    /// scale 1; `note` (the move clock) is added to the status line.
    fn image(
        &self,
        names: &[&str],
        since: Option<&dyn AnyGame>,
        note: Option<&str>,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> RgbImage;
    /// The pictures of the clickable board as `seat` sees them (`None`:
    /// a spectator): the channel's board, then what only that seat sees or
    /// writes on (a tent, a sheet), each with the places its actions name,
    /// laid out for `layout`, `scale` times its size at scale 1.
    #[allow(clippy::too_many_arguments)]
    fn mapped(
        &self,
        seat: Option<Seat>,
        names: &[&str],
        since: Option<&dyn AnyGame>,
        note: Option<&str>,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> Vec<Mapped>;
    /// The board picture as PNG (see [`AnyGame::image`]).
    fn picture(
        &self,
        names: &[&str],
        since: Option<&dyn AnyGame>,
        note: Option<&str>,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> Vec<u8> {
        keystone_render::png::encode(&self.image(names, since, note, look, scale, lang))
    }
    /// The game record (the rules page's format) of this game's setup with
    /// `names` and the `lines` played, each a seat and its notation: its
    /// seed and every draw, for a game that is over.
    fn record(&self, names: &[String], lines: &[(Seat, String)]) -> Record;
    /// The record of this game in progress as every seat may see it: no
    /// seed, the draws revealed so far instead (see
    /// [`keystone_engine::Game::revealed`]). `lines` are replayed from the
    /// setup, so that a game stored by an older build says its draws too.
    fn public_record(&self, names: &[String], lines: &[(Seat, String)]) -> Result<Record, String>;
    /// What only `seat` may see (its hand and purse), in words and as a
    /// picture laid out for Discord ([`DISCORD_LAYOUT`]) in the seat's
    /// colours (`vision`), for games with secrets; `None` for the others.
    fn private(
        &self,
        seat: Seat,
        names: &[&str],
        vision: super::Vision,
        lang: Lang,
    ) -> Option<(String, Vec<u8>)>;
    /// Whether seats hold secrets (then every game message offers a button
    /// to see one's own).
    fn secrets(&self) -> bool;
    /// The line the bot plays for `seat` from its standing answers, if the
    /// game now asks `seat` something they answer (see
    /// [`Words::standing`]).
    fn standing(&self, seat: Seat, standing: &Standing) -> Option<String>;
    /// Whether a standing answer still applies (a bid ceiling lasts one
    /// auction).
    fn standing_keeps(&self, key: &str) -> bool;
    /// The line played for `seat`, which the table waits on, when its
    /// move clock ran out and another player asks to go on (Les Grands
    /// Bâtisseurs' G22, Babylon's Y44); `None` for games that wait or
    /// claim instead.
    fn default_line(&self, seat: Seat) -> Option<String>;
    /// The players' sheets as a picture (Babylon), those `shown`; `since`
    /// is the same game earlier, to highlight what changed. `None` for
    /// games without sheets.
    fn sheets(
        &self,
        names: &[&str],
        since: Option<&dyn AnyGame>,
        shown: Sheets,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> Option<RgbImage>;
    /// Whether every seat now writes on its own sheet at once (Babylon's
    /// Write): an action then changes its own seat's sheet only.
    fn writing_apart(&self) -> bool;
    /// What the game's setup did that players should be told as it
    /// starts (Les Grands Bâtisseurs' first roll), in words.
    fn opening(&self, names: &[&str], lang: Lang) -> Option<String>;
    /// Why `seat` should confirm `line` before it is played (a bid above
    /// its own purse), in words; `None` for a line that needs no second
    /// thought, or one that does not parse (play refuses it).
    fn confirm(&self, seat: Seat, line: &str, names: &[&str], lang: Lang) -> Option<String>;
    /// A standing answer typed as a line (`bid up to 7`, or in the words of
    /// `lang`: `miser jusqu'à 7`), as the key and value to keep for `seat`;
    /// `None` if `line` is not one; an error in words if it is one that
    /// cannot be given now.
    fn standing_order(
        &self,
        seat: Seat,
        line: &str,
        lang: Lang,
    ) -> Option<Result<(String, String), String>>;
    /// For downcasting `since`.
    fn as_any(&self) -> &dyn Any;
}
