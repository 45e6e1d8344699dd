//! Babylon for 1–4 players (`shared/rules/babylon.md`, rules Y1–Y46): a
//! dice draft, then everyone writes on their own sheet at once.
//!
//! One file per concept: [`manifest`] (every table: board, tiles,
//! penalty cards, the printed tower, costs, points), [`board`] (the
//! action board's icon area and sections), [`shape`] (shapes, sides,
//! footprints), [`sheet`] (a player's sheet and its score), [`action`] and
//! [`notation`], [`play`] (the round as a state machine, legality),
//! [`error`] and [`event`].
//!
//! The Write is simultaneous: [`Game::to_act`] holds every seat not yet
//! done, and each seat's actions apply to its own sheet only. Secrets are
//! the order of the shape and penalty decks and future green rolls; every
//! sheet is public (Y43).

pub mod action;
pub mod board;
pub mod error;
pub mod event;
mod game;
pub mod greedy;
pub mod manifest;
pub mod notation;
pub mod planner;
pub mod play;
pub mod shape;
pub mod sheet;
pub mod tidy;
mod view;

use serde::{Deserialize, Serialize};

pub use action::{Action, Choice, Deed, Pay};
pub use board::{BoardCell, BoardCells, Section};
pub use error::{IllegalAction, Step};
pub use event::Event;
pub use manifest::{Bonus, MANIFEST_VERSION};
pub use shape::{Footprint, Shape, Side};
pub use sheet::{Breakdown, Building, Cell, Cells, Metal, Resource, Sheet, TowerIcon};
pub use view::{BabylonView, SeatView};

use crate::game::Seating;
use crate::rng::GameRng;
use crate::seat::Seat;

/// The solo level (Y35).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// 2 shape cards removed, 12 rounds.
    #[default]
    Normal,
    /// 4 removed, 10 rounds.
    Hard,
}

impl Mode {
    /// Its word.
    pub fn word(self) -> &'static str {
        match self {
            Mode::Normal => "normal",
            Mode::Hard => "hard",
        }
    }

    /// The mode this word names.
    pub fn from_word(word: &str) -> Option<Mode> {
        [Mode::Normal, Mode::Hard]
            .into_iter()
            .find(|m| m.word().eq_ignore_ascii_case(word.trim()))
    }
}

/// Setup choices beyond the table (Y35, Y42).
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct BabylonOptions {
    /// The tables (`manifest:`); new games take the current ones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub manifest: Option<u32>,
    /// Solo only: normal or hard (`mode:`); a solo game without it is
    /// normal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<Mode>,
    /// The shape cards, top first (`deck:`): all 14, or (a game exported in
    /// progress) the ones seen so far, the rest drawn from the seed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deck: Vec<u8>,
    /// The penalty cards, top first (`penalties:`), all or the first ones.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<u8>,
    /// Green results in order taken (`rolls:`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rolls: Vec<u8>,
}

/// A die in a seat's hand this round.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Die {
    /// Its value.
    pub value: u8,
    /// Whether it is green (rolled when taken).
    pub green: bool,
    /// Whether it is virtual (a tile's dice bonus, Y7).
    #[serde(rename = "virtual")]
    pub virtual_die: bool,
    /// Whether it was spent on an action.
    pub spent: bool,
}

/// What a seat has this round beyond its sheet: dice, loose resources,
/// its Pond use and pawns, a pending bonus (Y26–Y29, Y46).
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Turn {
    /// Dice drafted, then virtual dice, in order.
    pub dice: Vec<Die>,
    /// Loose wood and wheat (Y29).
    pub loose: [u8; 2],
    /// Whether the Pond was used (Y25).
    pub pond_used: bool,
    /// Whether the master worker was placed (Y28).
    pub worker: bool,
    /// Whether the ship was placed (Y28).
    pub ship: bool,
    /// Whether the round shape was drawn (Y30).
    pub drew: bool,
    /// The bonus waiting for `bonus …` or `skip` (Y7).
    pub pending: Option<Bonus>,
}

impl Turn {
    /// Values of the unspent dice, each value once, rising.
    pub fn unspent_values(&self) -> Vec<u8> {
        let mut values: Vec<u8> = self
            .dice
            .iter()
            .filter(|d| !d.spent)
            .map(|d| d.value)
            .collect();
        values.sort_unstable();
        values.dedup();
        values
    }
}

/// One seat: its sheet, its round, and what `undo` goes back to.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Player {
    /// The sheet.
    pub sheet: Sheet,
    /// This round.
    pub turn: Turn,
    /// Whether its Write is done (Y22).
    pub done: bool,
    /// Whether it left the game (Y45).
    pub left: bool,
    /// The sheet and round before each Write action, last on top (Y46).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    undo: Vec<(Sheet, Turn)>,
}

impl Player {
    fn new(manifest: u32) -> Player {
        Player {
            sheet: Sheet::blank(manifest),
            turn: Turn::default(),
            done: false,
            left: false,
            undo: Vec::new(),
        }
    }

    /// How many Write actions `undo` can take back.
    pub fn undoable(&self) -> usize {
        self.undo.len()
    }

    /// The sheet as it was when this round's Write began.
    pub fn sheet_before_write(&self) -> &Sheet {
        self.undo.first().map_or(&self.sheet, |(s, _)| s)
    }
}

/// This round's tile (Y19).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Placed {
    /// Tile number, 1–14.
    pub tile: u8,
    /// Its side.
    pub side: Side,
    /// The board cells it covers.
    pub cells: BoardCells,
}

impl Placed {
    /// Its bonus spaces, in the game's `tables`.
    pub fn bonuses(self, tables: &manifest::Tables) -> manifest::SideBonuses {
        tables.tile_sides[self.tile as usize - 1][self.side.index()]
    }

    /// The board cells under its Papyrus, Pond, Garden and Lake spaces
    /// (Y6): the images of the side's first four listed cells, the tile
    /// turned counter-clockwise as little as needed.
    pub fn spaces(self) -> [BoardCell; 4] {
        let listed = manifest::SHAPES[Shape::of_tile(self.tile).index()];
        let width = listed.iter().map(|c| c.0).max().unwrap_or(0);
        let mut cells: Vec<(i8, i8)> = listed
            .iter()
            .map(|&(x, y)| match self.side {
                Side::A => (x, y),
                Side::B => (width - x, y),
            })
            .collect();
        let target = self.cells.xy();
        let (tx, ty) = (
            target.iter().map(|c| c.0).min().unwrap_or(0),
            target.iter().map(|c| c.1).min().unwrap_or(0),
        );
        for _ in 0..4 {
            let (lx, ly) = (
                cells.iter().map(|c| c.0).min().unwrap_or(0),
                cells.iter().map(|c| c.1).min().unwrap_or(0),
            );
            let moved: Vec<(i8, i8)> = cells
                .iter()
                .map(|&(x, y)| (x - lx + tx, y - ly + ty))
                .collect();
            if BoardCells::from_xy(&moved) == Some(self.cells) {
                let at = |i: usize| BoardCell::at(moved[i].0, moved[i].1).expect("on the board");
                return [at(0), at(1), at(2), at(3)];
            }
            // A quarter turn counter-clockwise.
            cells = cells.iter().map(|&(x, y)| (-y, x)).collect();
        }
        unreachable!("a placed tile covers its side's footprint")
    }

    /// The footprint of its side: this round's shape (Y30).
    pub fn footprint(self) -> Footprint {
        Footprint::of(Shape::of_tile(self.tile), self.side)
    }
}

/// A game of Babylon.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Babylon {
    pub(super) table: Seating,
    /// Its options, the manifest always set (the game's tables).
    pub(super) options: BabylonOptions,
    /// The 14 shape cards in deck order, top first: the removed ones, then
    /// one a round.
    pub(super) deck: Vec<u8>,
    /// How many of `deck` are out (removed, then revealed).
    pub(super) dealt: usize,
    /// Solo: the 18 penalty cards in deck order, and how many are out.
    pub(super) penalties: Vec<u8>,
    pub(super) penalties_dealt: usize,
    /// Solo: this round's penalty card, and whether it was accepted.
    pub(super) penalty: Option<(u8, Option<bool>)>,
    /// Solo: ignored penalty cards, kept beside the sheet (Y37).
    pub(super) kept: Vec<u8>,
    pub(super) round: u8,
    pub(super) first: Seat,
    pub(super) step: Step,
    pub(super) placed: Option<Placed>,
    /// Blue dice left on the board by value (index 0 = value 1), and green.
    pub(super) blue: [u8; 6],
    pub(super) green: u8,
    /// Green results so far, in order taken.
    pub(super) rolls: Vec<u8>,
    /// The draft's order this round, and how many dice were taken.
    pub(super) draft: Vec<Seat>,
    pub(super) picks: usize,
    pub(super) players: Vec<Player>,
    /// Seats that left, in order (Y45).
    pub(super) departed: Vec<Seat>,
    pub(super) rng: GameRng,
}

impl Babylon {
    /// The solo mode, if this is a solo game.
    #[inline]
    pub fn mode(&self) -> Option<Mode> {
        (self.table.seats == 1).then(|| self.options.mode.unwrap_or_default())
    }
    /// The tables this game plays (its manifest's).
    #[inline]
    pub fn tables(&self) -> &'static manifest::Tables {
        let version = self.options.manifest.unwrap_or(MANIFEST_VERSION);
        // Known: a new game takes a known manifest, and a stored one is
        // refused on load when it names another (`Game::check`).
        manifest::tables(version).expect("a game's manifest is known")
    }
    /// Where the round stands.
    #[inline]
    pub fn step(&self) -> Step {
        self.step
    }
    /// The round, from 1.
    #[inline]
    pub fn round(&self) -> u8 {
        self.round
    }
    /// Rounds in this game (Y16).
    #[inline]
    pub fn rounds(&self) -> u8 {
        (self.deck.len() - self.removed_count()) as u8
    }
    /// This round's first player.
    #[inline]
    pub fn first(&self) -> Seat {
        self.first
    }
    /// This round's shape card, once revealed.
    #[inline]
    pub fn card(&self) -> Option<u8> {
        (self.dealt > self.removed_count() && self.step != Step::Over)
            .then(|| self.deck[self.dealt - 1])
    }
    /// The shape cards removed face up (Y16).
    #[inline]
    pub fn removed(&self) -> &[u8] {
        &self.deck[..self.removed_count()]
    }
    #[inline]
    fn removed_count(&self) -> usize {
        manifest::REMOVED[usize::from(self.mode() == Some(Mode::Hard))]
    }
    /// Shape cards still face down.
    #[inline]
    pub fn deck_left(&self) -> usize {
        self.deck.len() - self.dealt
    }
    /// Solo: this round's penalty card and whether it was accepted.
    #[inline]
    pub fn penalty(&self) -> Option<(u8, Option<bool>)> {
        self.penalty
    }
    /// Solo: the ignored penalty cards (Y37).
    #[inline]
    pub fn kept_penalties(&self) -> &[u8] {
        &self.kept
    }
    /// This round's tile, once placed.
    #[inline]
    pub fn placed(&self) -> Option<Placed> {
        self.placed
    }
    /// Blue dice left on the board, by value (index 0 = value 1).
    #[inline]
    pub fn blue_left(&self) -> [u8; 6] {
        self.blue
    }
    /// Green dice left on the board.
    #[inline]
    pub fn green_left(&self) -> u8 {
        self.green
    }
    /// The green results so far, in order taken.
    #[inline]
    pub fn rolls_so_far(&self) -> &[u8] {
        &self.rolls
    }
    /// The draft's order this round and how many dice were taken.
    #[inline]
    pub fn draft(&self) -> (&[Seat], usize) {
        (&self.draft, self.picks)
    }
    /// A seat.
    #[inline]
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }
    /// The seats that left, in order (Y45).
    #[inline]
    pub fn departed(&self) -> &[Seat] {
        &self.departed
    }
    /// Whether `seat` still plays.
    #[inline]
    pub fn plays(&self, seat: Seat) -> bool {
        !self.players[seat.index()].left
    }
    /// The board cell the accepted penalty closes, and the value it
    /// forbids (Y38).
    #[inline]
    pub fn closed(&self) -> Option<(BoardCell, u8)> {
        match self.penalty {
            Some((card, Some(true))) => Some(self.tables().penalties[card as usize - 1]),
            _ => None,
        }
    }
    /// `seat`'s score so far, by item (Y33, Y40).
    pub fn breakdown(&self, seat: Seat) -> Breakdown {
        let mut breakdown = self.players[seat.index()].sheet.score();
        breakdown.penalties = self
            .kept
            .iter()
            .map(|&c| i64::from(self.tables().penalties[c as usize - 1].1))
            .sum::<i64>()
            * self.tables().penalty_points;
        breakdown
    }
    /// Seats still playing, in order.
    #[inline]
    pub(super) fn playing(&self) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(self.table.seats).filter(|&s| self.plays(s))
    }
    /// The default move of a seat the table waits on (Y44); `None` when
    /// it need not act.
    pub fn default_action(&self, seat: Seat) -> Option<Action> {
        play::default_action(self, seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;

    fn over(seats: usize) -> Babylon {
        let table = Seating {
            seats,
            first: Some(Seat::from_index(0)),
            seed: 3,
        };
        let mut game = Babylon::new(&table, &BabylonOptions::default()).unwrap();
        game.step = Step::Over;
        game
    }

    #[test]
    fn y6_bonus_spaces_lie_on_the_first_four_listed_cells() {
        let _ = manifest::tables(1).expect("manifest 1");
        let placed = |tile, side, cells: &[BoardCell]| Placed {
            tile,
            side,
            cells: cells.iter().fold(BoardCells::default(), |s, &c| s.with(c)),
        };
        use BoardCell::*;
        // The L of 7a as drawn: (0,0) (0,1) (0,2) (1,0).
        let l = placed(7, Side::A, &[Ship, Stone, Art, Worker]);
        assert_eq!(l.spaces(), [Ship, Stone, Art, Worker]);
        // Turned a quarter counter-clockwise: a bar along the bottom.
        let turned = placed(7, Side::A, &[Ship, Worker, Lion, Gold]);
        assert_eq!(turned.spaces(), [Lion, Worker, Ship, Gold]);
        // Side b mirrors x: (1,0) (1,1) (1,2) (0,0) on the left columns.
        let mirrored = placed(7, Side::B, &[Ship, Worker, Pond, Mosaic]);
        assert_eq!(mirrored.spaces(), [Worker, Pond, Mosaic, Ship]);
    }

    #[test]
    fn y34_the_highest_total_wins_then_more_gold_then_fewer_holes() {
        let mut game = over(3);
        let outcome = game.outcome().unwrap();
        assert_eq!(outcome.winners.len(), 3, "all equal: a shared win");
        game.players[1].sheet.stone.circled = 1;
        game.players[2].sheet.stone.circled = 1;
        assert_eq!(game.outcome().unwrap().winners.len(), 2);
        // Two stones (2 points) against one gold (2 points).
        game.players[1].sheet.stone.circled = 2;
        game.players[2].sheet.stone.circled = 0;
        game.players[2].sheet.gold.circled = 1;
        assert_eq!(game.scores()[1], game.scores()[2]);
        assert_eq!(
            game.outcome().unwrap().winner(),
            Some(Seat::from_index(2)),
            "equal totals: more unspent gold"
        );
        game.players[1].sheet.stone.circled = 0;
        game.players[1].sheet.gold.circled = 1;
        game.players[1].sheet.filled = Cells::EMPTY.with("a1".parse().unwrap());
        assert_eq!(
            game.outcome().unwrap().winner(),
            Some(Seat::from_index(1)),
            "equal totals and gold: fewer holes"
        );
    }

    #[test]
    fn y40_solo_reaches_the_goal_or_nobody_wins() {
        let mut game = over(1);
        game.players[0].sheet.gold.circled = 15;
        game.players[0].sheet.stone.circled = 15;
        assert_eq!(game.scores()[0], 45);
        assert!(game.outcome().unwrap().winners.is_empty());
        game.players[0].sheet.filled = Cells((1 << 60) - 1);
        game.players[0].sheet.circled = game.players[0].sheet.printed().any_icon;
        // 10 rows (30), height 10, foundation 9, door and windows (19),
        // 16 icons (36).
        assert!(game.scores()[0] >= manifest::GOAL);
        assert_eq!(game.outcome().unwrap().winner(), Some(Seat::from_index(0)));
        game.kept = vec![2; 40];
        assert!(
            game.outcome().unwrap().winners.is_empty(),
            "penalties count"
        );
    }
}
