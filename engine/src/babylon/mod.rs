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
pub mod greedy;
pub mod manifest;
pub mod notation;
pub mod planner;
pub mod play;
pub mod shape;
pub mod sheet;
pub mod tidy;

use serde::{Deserialize, Serialize};

pub use action::{Action, Choice, Deed, Pay};
pub use board::{BoardCell, BoardCells, Section};
pub use error::{IllegalAction, Step};
pub use event::Event;
pub use manifest::{Bonus, MANIFEST_VERSION};
pub use shape::{Footprint, Shape, Side};
pub use sheet::{Breakdown, Building, Cell, Cells, Metal, Resource, Sheet, TowerIcon};

use crate::game::{Game, HeaderError, Outcome, Rule, SetupError, Table};
use crate::notation::ParseError;
use crate::record::Header;
use crate::rng::{GameRng, Stream};
use crate::seat::{Seat, SeatSet};
use crate::tally::{ScoreItem, Tally, TieBreak};

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
    pub(super) table: Table,
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
    pub fn mode(&self) -> Option<Mode> {
        (self.table.seats == 1).then(|| self.options.mode.unwrap_or_default())
    }
    /// The tables this game plays (its manifest's).
    pub fn tables(&self) -> &'static manifest::Tables {
        let version = self.options.manifest.unwrap_or(MANIFEST_VERSION);
        // Known: a new game takes a known manifest, and a stored one is
        // refused on load when it names another (`Game::check`).
        manifest::tables(version).expect("a game's manifest is known")
    }
    /// Where the round stands.
    pub fn step(&self) -> Step {
        self.step
    }
    /// The round, from 1.
    pub fn round(&self) -> u8 {
        self.round
    }
    /// Rounds in this game (Y16).
    pub fn rounds(&self) -> u8 {
        (self.deck.len() - self.removed_count()) as u8
    }
    /// This round's first player.
    pub fn first(&self) -> Seat {
        self.first
    }
    /// This round's shape card, once revealed.
    pub fn card(&self) -> Option<u8> {
        (self.dealt > self.removed_count() && self.step != Step::Over)
            .then(|| self.deck[self.dealt - 1])
    }
    /// The shape cards removed face up (Y16).
    pub fn removed(&self) -> &[u8] {
        &self.deck[..self.removed_count()]
    }
    fn removed_count(&self) -> usize {
        manifest::REMOVED[usize::from(self.mode() == Some(Mode::Hard))]
    }
    /// Shape cards still face down.
    pub fn deck_left(&self) -> usize {
        self.deck.len() - self.dealt
    }
    /// Solo: this round's penalty card and whether it was accepted.
    pub fn penalty(&self) -> Option<(u8, Option<bool>)> {
        self.penalty
    }
    /// Solo: the ignored penalty cards (Y37).
    pub fn kept_penalties(&self) -> &[u8] {
        &self.kept
    }
    /// This round's tile, once placed.
    pub fn placed(&self) -> Option<Placed> {
        self.placed
    }
    /// Blue dice left on the board, by value (index 0 = value 1).
    pub fn blue_left(&self) -> [u8; 6] {
        self.blue
    }
    /// Green dice left on the board.
    pub fn green_left(&self) -> u8 {
        self.green
    }
    /// The green results so far, in order taken.
    pub fn rolls_so_far(&self) -> &[u8] {
        &self.rolls
    }
    /// The draft's order this round and how many dice were taken.
    pub fn draft(&self) -> (&[Seat], usize) {
        (&self.draft, self.picks)
    }
    /// A seat.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }
    /// The seats that left, in order (Y45).
    pub fn departed(&self) -> &[Seat] {
        &self.departed
    }
    /// Whether `seat` still plays.
    pub fn plays(&self, seat: Seat) -> bool {
        !self.players[seat.index()].left
    }
    /// The board cell the accepted penalty closes, and the value it
    /// forbids (Y38).
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
    pub(super) fn playing(&self) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(self.table.seats).filter(|&s| self.plays(s))
    }
    /// The default move of a seat the table waits on (Y44); `None` when
    /// it need not act.
    pub fn default_action(&self, seat: Seat) -> Option<Action> {
        play::default_action(self, seat)
    }
}

fn header_error(header: &Header, message: String) -> HeaderError {
    HeaderError {
        line: header.line,
        message,
    }
}

fn numbers(header: &Header, low: u8, high: u8, what: &str) -> Result<Vec<u8>, HeaderError> {
    header
        .value
        .split_whitespace()
        .map(|word| {
            word.parse::<u8>()
                .ok()
                .filter(|n| (low..=high).contains(n))
                .ok_or_else(|| {
                    header_error(
                        header,
                        format!("\"{word}\" is not {what} ({low} to {high})"),
                    )
                })
        })
        .collect()
}

fn words(numbers: &[u8]) -> String {
    numbers
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The cards of a deck of `size` whose top is `prefix` (distinct, in
/// 1..=size), the rest shuffled by `rng`.
fn deal(prefix: &[u8], size: u8, rng: &mut GameRng, what: &str) -> Result<Vec<u8>, SetupError> {
    let mut seen = vec![false; usize::from(size) + 1];
    for &card in prefix {
        if card == 0 || card > size || std::mem::replace(&mut seen[usize::from(card)], true) {
            return Err(SetupError(format!(
                "{what} lists each card 1 to {size} at most once"
            )));
        }
    }
    let mut rest: Vec<u8> = (1..=size).filter(|&c| !seen[usize::from(c)]).collect();
    if !rest.is_empty() {
        rng.shuffle(&mut rest);
    }
    Ok(prefix.iter().copied().chain(rest).collect())
}

impl Game for Babylon {
    const KIND: &'static str = "babylon";
    const FORMAT_VERSION: u32 = 1;
    const SEATS: std::ops::RangeInclusive<usize> = 1..=4;

    type Action = Action;
    type Event = Event;
    type Error = IllegalAction;
    type Options = BabylonOptions;
    type View = BabylonView;

    /// Sets up the game (Y15, Y16, Y35, Y41): sheets, dice on the board,
    /// the shape deck (and solo, the penalty deck), the first reveal.
    fn new(table: &Table, options: &BabylonOptions) -> Result<Babylon, SetupError> {
        let first = table.first_seat("Babylon", Self::SEATS)?;
        if table.seats > 1 && options.mode.is_some() {
            return Err(SetupError(
                "a mode (normal or hard) is for a solo game only (Y35)".into(),
            ));
        }
        let mut options = options.clone();
        let version = options.manifest.unwrap_or(MANIFEST_VERSION);
        if manifest::tables(version).is_none() {
            return Err(SetupError(format!(
                "this build knows Babylon's tables manifest 1 to {MANIFEST_VERSION}, not {version}"
            )));
        }
        options.manifest = Some(version);
        if table.seats == 1 && options.mode.is_none() {
            options.mode = Some(Mode::Normal);
        }
        let mut rng = GameRng::new(table.seed, Stream::Play);
        let deck = deal(&options.deck, manifest::TILES, &mut rng, "deck")?;
        let penalties = if table.seats == 1 {
            deal(
                &options.penalties,
                manifest::PENALTY_CARDS,
                &mut rng,
                "penalties",
            )?
        } else if options.penalties.is_empty() {
            Vec::new()
        } else {
            return Err(SetupError(
                "penalty cards are for a solo game only (Y35)".into(),
            ));
        };
        if options.rolls.iter().any(|r| !(1..=6).contains(r)) {
            return Err(SetupError("rolls are die values 1 to 6".into()));
        }
        let mut game = Babylon {
            table: Table {
                first: Some(first),
                ..*table
            },
            options,
            deck,
            dealt: 0,
            penalties,
            penalties_dealt: 0,
            penalty: None,
            kept: Vec::new(),
            round: 0,
            first,
            step: Step::Place,
            placed: None,
            blue: [manifest::BLUE_PER_VALUE; 6],
            green: 0,
            rolls: Vec::new(),
            draft: Vec::new(),
            picks: 0,
            players: (0..table.seats).map(|_| Player::new(version)).collect(),
            departed: Vec::new(),
            rng,
        };
        game.dealt = game.removed_count();
        play::reveal(&mut game, &mut Vec::new());
        Ok(game)
    }

    fn table(&self) -> Table {
        self.table
    }

    fn options(&self) -> &BabylonOptions {
        &self.options
    }

    fn options_from_headers(headers: &[Header]) -> Result<BabylonOptions, HeaderError> {
        let mut options = BabylonOptions::default();
        for header in headers {
            match header.key.as_str() {
                "manifest" => {
                    let version = header
                        .value
                        .trim()
                        .parse()
                        .ok()
                        .filter(|&v| manifest::tables(v).is_some())
                        .ok_or_else(|| {
                            header_error(
                                header,
                                format!(
                                    "this build knows Babylon's tables manifest 1 to {MANIFEST_VERSION}, not \"{}\"",
                                    header.value
                                ),
                            )
                        })?;
                    options.manifest = Some(version);
                }
                "mode" => {
                    options.mode = Some(Mode::from_word(&header.value).ok_or_else(|| {
                        header_error(
                            header,
                            format!("\"{}\" is not a mode: normal or hard", header.value),
                        )
                    })?);
                }
                "deck" => options.deck = numbers(header, 1, manifest::TILES, "a shape card")?,
                "penalties" => {
                    options.penalties =
                        numbers(header, 1, manifest::PENALTY_CARDS, "a penalty card")?;
                }
                "rolls" => options.rolls = numbers(header, 1, 6, "a die value")?,
                other => {
                    return Err(header_error(
                        header,
                        format!(
                            "unknown header \"{other}\" (a babylon record has game, manifest, seats, first, mode, seed, deck, penalties, rolls)"
                        ),
                    ));
                }
            }
        }
        Ok(options)
    }

    fn options_to_headers(options: &BabylonOptions) -> Vec<(String, String)> {
        let version = options.manifest.unwrap_or(MANIFEST_VERSION);
        let mut headers = vec![("manifest".to_owned(), version.to_string())];
        if let Some(mode) = options.mode {
            headers.push(("mode".to_owned(), mode.word().to_owned()));
        }
        if !options.deck.is_empty() {
            headers.push(("deck".to_owned(), words(&options.deck)));
        }
        if !options.penalties.is_empty() {
            headers.push(("penalties".to_owned(), words(&options.penalties)));
        }
        if !options.rolls.is_empty() {
            headers.push(("rolls".to_owned(), words(&options.rolls)));
        }
        headers
    }

    fn to_act(&self) -> SeatSet {
        play::to_act(self)
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        play::legal_actions(self, seat, out);
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), IllegalAction> {
        play::apply(self, seat, action, &mut Vec::new())
    }

    fn apply_recorded(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), IllegalAction> {
        play::apply(self, seat, action, events)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.step != Step::Over {
            return None;
        }
        let scores = self.scores();
        if self.table.seats == 1 {
            // Y40: 120 or more wins; otherwise nobody does.
            let seat = Seat::from_index(0);
            let won = self.plays(seat) && scores[0] >= manifest::GOAL;
            return Some(Outcome {
                scores,
                winners: if won {
                    SeatSet::only(seat)
                } else {
                    SeatSet::EMPTY
                },
                left: self.departed.clone(),
            });
        }
        // Y34: the highest total, then more unspent gold, then fewer holes;
        // still equal, a shared win. Seats that left rank last (Y45).
        let key = |s: Seat| {
            let sheet = &self.players[s.index()].sheet;
            (
                scores[s.index()],
                sheet.gold.unspent(),
                std::cmp::Reverse(sheet.holes()),
            )
        };
        let best = self.playing().map(key).max();
        let winners = self.playing().filter(|&s| Some(key(s)) == best).collect();
        Some(Outcome {
            scores,
            winners,
            left: self.departed.clone(),
        })
    }

    fn leave(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), IllegalAction> {
        play::leave(self, seat, events)
    }

    fn revealed(&self) -> BabylonOptions {
        BabylonOptions {
            manifest: Some(self.tables().version),
            mode: self.options.mode,
            deck: self.deck[..self.dealt].to_vec(),
            penalties: self.penalties[..self.penalties_dealt].to_vec(),
            rolls: self.rolls.clone(),
        }
    }

    fn scores(&self) -> Vec<i64> {
        Seat::all(self.table.seats)
            .map(|s| self.breakdown(s).total())
            .collect()
    }

    fn tally(&self) -> Option<Tally> {
        if self.step != Step::Over {
            return None;
        }
        let seats = Seat::all(self.table.seats)
            .map(|seat| {
                self.breakdown(seat)
                    .items()
                    .into_iter()
                    .filter(|&(_, points)| points != 0)
                    .map(|(item, points)| {
                        // Ignored penalty cards come off in solo (Y40).
                        let rule = if item == "penalties" { 40 } else { 33 };
                        ScoreItem::new(Rule::new('Y', rule), item, points)
                    })
                    .collect()
            })
            .collect();
        // Y34; alone, the goal decides (Y40) and nothing ties.
        let tie_breaks = if self.table.seats == 1 {
            Vec::new()
        } else {
            let sheets = || self.players.iter().map(|p| &p.sheet);
            vec![
                TieBreak {
                    rule: Rule::new('Y', 34),
                    item: "gold",
                    values: sheets().map(|s| i64::from(s.gold.unspent())).collect(),
                    fewer_wins: false,
                },
                TieBreak {
                    rule: Rule::new('Y', 34),
                    item: "holes",
                    values: sheets().map(|s| s.holes() as i64).collect(),
                    fewer_wins: true,
                },
            ]
        };
        Some(Tally { seats, tie_breaks })
    }

    fn parse_action(text: &str, offset: usize) -> Result<Action, ParseError> {
        notation::parse_action(text, offset)
    }

    fn format_action(action: &Action) -> String {
        action.to_string()
    }

    fn view(&self, _seat: Option<Seat>) -> BabylonView {
        // Y43: everything on the table is public; the decks' order, future
        // rolls and the seed are not in the view.
        BabylonView {
            manifest: self.tables().version,
            seats: self.table.seats,
            mode: self.mode(),
            round: self.round,
            rounds: self.rounds(),
            step: self.step,
            first: self.first,
            card: self.card(),
            removed: self.removed().to_vec(),
            deck_left: self.deck_left(),
            penalty: self.penalty,
            kept: self.kept.clone(),
            placed: self.placed,
            blue: self.blue,
            green: self.green,
            draft: self.draft[self.picks.min(self.draft.len())..].to_vec(),
            players: self
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| SeatView {
                    sheet: p.sheet.clone(),
                    turn: p.turn.clone(),
                    done: p.done,
                    left: p.left,
                    undoable: p.undo.len(),
                    score: self.breakdown(Seat::from_index(i)),
                })
                .collect(),
            to_act: self.to_act(),
            outcome: self.outcome(),
        }
    }

    /// Keystone plans instead of searching (see [`planner`]), in a game
    /// whose hidden things (the decks' order, green rolls to come) are
    /// drawn anew.
    fn planned(&self, seat: Seat, effort: u32) -> Option<Action> {
        // Green rolls to come are redrawn, so a rollout cannot learn them.
        let mut rng = GameRng::new(u64::from(self.round) << 8 | self.picks as u64, Stream::Play);
        planner::choose(&self.sample_hidden(seat, &mut rng), seat, effort)
    }

    fn check(&self) -> Result<(), String> {
        let seats = self.table.seats;
        if !Self::SEATS.contains(&seats) || self.players.len() != seats {
            return Err(format!(
                "Babylon is for 1 to 4 seats, each with its sheet, not {seats}"
            ));
        }
        let version = self.options.manifest.unwrap_or(MANIFEST_VERSION);
        if manifest::tables(version).is_none() {
            return Err(format!("there is no manifest {version}"));
        }
        let beyond = |s: &Seat| s.index() >= seats;
        if beyond(&self.first) || self.draft.iter().any(beyond) || self.departed.iter().any(beyond)
        {
            return Err("a seat beyond the table".into());
        }
        // The cards: known ones, as many as dealt at most.
        let cards = |deck: &[u8], most: u8| deck.iter().all(|&c| (1..=most).contains(&c));
        let penalty = self.penalty.map(|(c, _)| c);
        if !cards(&self.deck, manifest::TILES)
            || self.deck.len() > usize::from(manifest::TILES)
            || self.dealt > self.deck.len()
            || !cards(&self.penalties, manifest::PENALTY_CARDS)
            || !cards(&self.kept, manifest::PENALTY_CARDS)
            || !cards(penalty.as_slice(), manifest::PENALTY_CARDS)
            || self.penalties_dealt > self.penalties.len()
        {
            return Err("the shape or penalty cards are damaged".into());
        }
        // The draft: as many taken as its order holds, one left to take
        // while it runs; a round of the deck's.
        if self.picks > self.draft.len()
            || (self.step == Step::Draft && self.picks >= self.draft.len())
            || usize::from(self.round) > self.deck.len()
        {
            return Err("the draft or the round is out of step".into());
        }
        // The tile placed, and every die, of the game's numbers.
        if self
            .placed
            .is_some_and(|p| !(1..=manifest::TILES).contains(&p.tile))
            || self
                .players
                .iter()
                .flat_map(|p| &p.turn.dice)
                .any(|d| !(1..=6).contains(&d.value))
            || self.rolls.iter().any(|v| !(1..=6).contains(v))
        {
            return Err("a tile or a die of no such number".into());
        }
        // Dice: on the board, or in a seat's hand this round.
        let held: usize = self
            .players
            .iter()
            .map(|p| p.turn.dice.iter().filter(|d| !d.virtual_die).count())
            .sum();
        let board =
            self.blue.iter().map(|&n| usize::from(n)).sum::<usize>() + usize::from(self.green);
        let total = 12 + if seats >= 3 { 4 } else { 0 };
        if self.step != Step::Over && held + board != total {
            return Err(format!(
                "dice: {held} held and {board} on the board, not {total}"
            ));
        }
        for (s, player) in self.players.iter().enumerate() {
            // The sheet now, and those an undo would bring back (Y46).
            let versions = std::iter::once((&player.sheet, &player.turn))
                .chain(player.undo.iter().map(|(sheet, turn)| (sheet, turn)));
            for (sheet, turn) in versions {
                check_sheet(sheet, turn, version).map_err(|e| format!("seat {}: {e}", s + 1))?;
            }
        }
        Ok(())
    }

    fn sample_hidden(&self, _seat: Seat, rng: &mut GameRng) -> Babylon {
        // The face-down cards are forgotten (sorted), then dealt anew: what
        // comes depends on what is seen and on `rng` only.
        let mut game = self.clone();
        game.deck[self.dealt..].sort_unstable();
        rng.shuffle(&mut game.deck[self.dealt..]);
        game.penalties[self.penalties_dealt..].sort_unstable();
        rng.shuffle(&mut game.penalties[self.penalties_dealt..]);
        game.options = self.revealed();
        game.rng = GameRng::new(rng.next_u64(), Stream::Play);
        game
    }
}

/// Whether a sheet and its round are ones play can reach, for a game of
/// manifest `version` (see [`Game::check`]).
fn check_sheet(sheet: &Sheet, turn: &Turn, version: u32) -> Result<(), String> {
    if sheet.manifest != version {
        return Err(format!("a sheet of manifest {}", sheet.manifest));
    }
    if turn.dice.iter().any(|d| !(1..=6).contains(&d.value)) {
        return Err("a die of no such number".into());
    }
    // Drawn shapes inside the tower, never overlapping, filling exactly
    // the filled cells.
    let tower = Cells(u64::MAX << (manifest::TOWER_WIDTH * manifest::TOWER_HEIGHT));
    let mut union = 0u64;
    for shape in &sheet.shapes {
        if union & shape.0 != 0 || shape.0 & tower.0 != 0 {
            return Err("shapes overlap or leave the tower".into());
        }
        union |= shape.0;
        if !shape.is_connected() || shape.is_empty() {
            return Err("a shape is not connected".into());
        }
    }
    if union != sheet.filled.0 {
        return Err("filled cells differ from the shapes".into());
    }
    if sheet.drawn.iter().any(|d| d.0 & !sheet.filled.0 != 0) {
        return Err("a drawn icon outside the shapes".into());
    }
    // Resources never spent beyond what was gained; tracks of 15.
    if sheet.gold.crossed > sheet.gold.circled
        || sheet.stone.crossed > sheet.stone.circled
        || sheet.river_spent[0] > sheet.river[0]
        || sheet.river_spent[1] > sheet.river[1]
        || sheet.gold.circled > 15
        || sheet.stone.circled > 15
        || sheet.amphorae > manifest::AMPHORAE
    {
        return Err("a track or a store out of bounds".into());
    }
    // No other count comes near this in a game: one beyond it is damage
    // (and would overflow as it grows).
    const FAR: u8 = 60;
    let counts = sheet
        .river
        .iter()
        .chain(&sheet.river_spent)
        .chain(&sheet.wall)
        .chain(&turn.loose)
        .chain([
            &sheet.wheat_box,
            &sheet.vase_rows,
            &sheet.garden,
            &sheet.carts,
        ]);
    if counts.copied().any(|n| n > FAR) {
        return Err("a count beyond any game".into());
    }
    Ok(())
}

/// What everyone sees of a game (Y43): all of it but the decks' order,
/// future rolls and the seed.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct BabylonView {
    /// The manifest whose tables the game plays.
    pub manifest: u32,
    /// Seats at the table.
    pub seats: usize,
    /// Solo: the level.
    pub mode: Option<Mode>,
    /// The round, from 1.
    pub round: u8,
    /// Rounds in the game.
    pub rounds: u8,
    /// Where the round stands.
    pub step: Step,
    /// The first player.
    pub first: Seat,
    /// This round's shape card.
    pub card: Option<u8>,
    /// Shape cards removed face up.
    pub removed: Vec<u8>,
    /// Shape cards still face down.
    pub deck_left: usize,
    /// Solo: this round's penalty card and whether it was accepted.
    pub penalty: Option<(u8, Option<bool>)>,
    /// Solo: ignored penalty cards.
    pub kept: Vec<u8>,
    /// This round's tile.
    pub placed: Option<Placed>,
    /// Blue dice left by value.
    pub blue: [u8; 6],
    /// Green dice left.
    pub green: u8,
    /// Seats still to take a die, in order.
    pub draft: Vec<Seat>,
    /// Each seat.
    pub players: Vec<SeatView>,
    /// Who must act.
    pub to_act: SeatSet,
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
}

/// What everyone sees of a seat.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct SeatView {
    /// The sheet.
    pub sheet: Sheet,
    /// This round: dice, loose resources, pawns, pending bonus.
    pub turn: Turn,
    /// Whether its Write is done.
    pub done: bool,
    /// Whether it left.
    pub left: bool,
    /// Write actions it may take back.
    pub undoable: usize,
    /// Its score so far.
    pub score: Breakdown,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn over(seats: usize) -> Babylon {
        let table = Table {
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
