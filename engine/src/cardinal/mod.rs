//! Cardinal for 2–4 players (`shared/rules/cardinal.md`, rules C1–C16).
//!
//! One file per concept: [`town`] (cells, colours, shapes, buildings),
//! [`action`] and [`notation`], [`play`] (the laws, applying a turn, every
//! legal turn), [`error`] and [`event`]. Nothing is hidden, so a seat's
//! view is the game itself.

pub mod action;
pub mod error;
pub mod event;
pub mod notation;
pub mod play;
pub mod town;

use serde::{Deserialize, Serialize};

pub use action::Action;
pub use error::IllegalAction;
pub use event::{Event, Pass};
pub use town::{
    Building, CATHEDRAL_NAVE, CATHEDRAL_TOWER, Cell, Colour, Footprint, Occupant, PER_SHAPE, Shape,
    Town,
};

use crate::game::{Game, HeaderError, Outcome, Rule, Seating, SetupError};
use crate::notation::ParseError;
use crate::record::Header;
use crate::rng::GameRng;
use crate::seat::{MAX_SEATS, Seat, SeatSet};
use crate::tally::{ScoreItem, Tally, TieBreak};

/// Score pawns per colour in the common supply (C4).
pub const PAWNS: u8 = 12;

/// Setup choices beyond the table: none yet.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct CardinalOptions {}

/// A Cardinal game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Cardinal {
    table: Seating,
    options: CardinalOptions,
    town: Town,
    /// Where the cardinal stands, once the first player put it down (C11).
    cardinal: Option<Cell>,
    /// Buildings not yet placed, by colour and shape (C3).
    left: [[u8; 3]; 4],
    /// Score pawns in the common supply, by colour (C4); the shared
    /// colour's are set aside in a 3-player game (C16).
    supply: [u8; 4],
    /// Score pawns each seat took, by colour (C10).
    pawns: [[u8; 4]; MAX_SEATS],
    /// Who builds now.
    active: Seat,
    /// Set once nobody can build (C12), or one seat is left.
    over: bool,
    /// The seats that left the game, in the order they left: they build no
    /// more, the turn skips them, and they rank last.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    departed: Vec<Seat>,
}

/// Colours each seat owns, by table size (C6, C15): seat 1 red, 2 yellow,
/// 3 green, 4 blue; with two players seat 1 adds green and seat 2 blue.
fn owned(seats: usize, seat: Seat) -> &'static [Colour] {
    use Colour::*;
    const TWO: [&[Colour]; 2] = [&[Red, Green], &[Yellow, Blue]];
    const MORE: [&[Colour]; 4] = [&[Red], &[Yellow], &[Green], &[Blue]];
    if seats == 2 {
        TWO[seat.index()]
    } else {
        MORE[seat.index()]
    }
}

/// Colours each seat may build with: its own, and in a 3-player game the
/// shared blue too (C16).
fn usable(seats: usize, seat: Seat) -> &'static [Colour] {
    use Colour::*;
    const THREE: [&[Colour]; 3] = [&[Red, Blue], &[Yellow, Blue], &[Green, Blue]];
    if seats == 3 {
        THREE[seat.index()]
    } else {
        owned(seats, seat)
    }
}

impl Cardinal {
    /// The cathedral and the buildings around it.
    pub fn town(&self) -> &Town {
        &self.town
    }
    /// Where the cardinal stands, once put down (C11).
    pub fn cardinal(&self) -> Option<Cell> {
        self.cardinal
    }
    /// Buildings of `colour` and `shape` not yet placed.
    pub fn left(&self, colour: Colour, shape: Shape) -> u8 {
        self.left[colour.index()][shape.index()]
    }
    /// Score pawns of `colour` in the supply (C4).
    pub fn supply(&self, colour: Colour) -> u8 {
        self.supply[colour.index()]
    }
    /// The pawns of `colour` still in the supply: once the game is over,
    /// none of a colour a seat owns, since its owner received them (C13).
    pub fn supply_left(&self, colour: Colour) -> u8 {
        if self.over && self.owner(colour).is_some() {
            0
        } else {
            self.supply[colour.index()]
        }
    }
    /// Score pawns `seat` took, by colour (C10).
    pub fn pawns(&self, seat: Seat) -> [u8; 4] {
        self.pawns[seat.index()]
    }
    /// Who builds now.
    pub fn active(&self) -> Seat {
        self.active
    }
    /// The colours `seat` owns and scores (C6, C15).
    pub fn colours(&self, seat: Seat) -> &'static [Colour] {
        owned(self.table.seats, seat)
    }
    /// The colours `seat` may build with (C16 adds the shared one).
    pub fn usable(&self, seat: Seat) -> &'static [Colour] {
        usable(self.table.seats, seat)
    }
    /// The colour every seat may build with, in a 3-player game (C16).
    pub fn shared(&self) -> Option<Colour> {
        (self.table.seats == 3).then_some(Colour::Blue)
    }
    /// The seat that owns `colour`, if one does.
    pub fn owner(&self, colour: Colour) -> Option<Seat> {
        Seat::all(self.table.seats).find(|&s| self.colours(s).contains(&colour))
    }
    /// Whether nobody can build any more (C12), or one seat is left.
    pub fn is_finished(&self) -> bool {
        self.over
    }
    /// The seats that left the game, in the order they left.
    pub fn departed(&self) -> &[Seat] {
        &self.departed
    }
    /// Whether `seat` still plays (has not left).
    pub fn plays(&self, seat: Seat) -> bool {
        !self.departed.contains(&seat)
    }
    /// How many buildings `seat` has left in its own colours.
    pub fn buildings_left(&self, seat: Seat) -> u8 {
        self.colours(seat)
            .iter()
            .map(|c| self.left[c.index()].iter().sum::<u8>())
            .sum()
    }

    /// The pawns `seat` counts, by colour: those it took, and at the end
    /// those of its own colours left in the supply (C13).
    pub fn counted(&self, seat: Seat) -> [u8; 4] {
        let mut tally = self.pawns[seat.index()];
        if self.over {
            for colour in self.colours(seat) {
                tally[colour.index()] += self.supply[colour.index()];
            }
        }
        tally
    }

    /// The colour counted double for `seat`: the one it has most pawns of
    /// (the first in seat order on a tie), if it has any (C13).
    pub fn doubled(&self, seat: Seat) -> Option<Colour> {
        let tally = self.counted(seat);
        let most = *tally.iter().max().expect("four colours");
        (most > 0).then(|| Colour::ALL[tally.iter().position(|&n| n == most).expect("the max")])
    }

    /// `seat`'s total: every pawn one point, the doubled colour's twice (C13).
    pub fn total(&self, seat: Seat) -> u32 {
        self.total_with(seat, [0; 4])
    }

    /// The pawns a legal `action` would earn (C10, and the first
    /// building's pawn, C11), by colour, without playing it: what a move is
    /// worth before it is made. The action is not checked.
    pub fn earned(&self, action: &Action) -> [u8; 4] {
        let mut supply = self.supply;
        let mut pawns = [0u8; 4];
        for (_, occupant) in self.town.sides(action.footprint) {
            let Occupant::Building(i) = occupant else {
                continue;
            };
            let theirs = self.town.buildings()[i].colour.index();
            if supply[theirs] > 0 {
                supply[theirs] -= 1;
                pawns[theirs] += 1;
            }
        }
        if let Some(colour) = action.pawn {
            pawns[colour.index()] += 1;
        }
        pawns
    }

    /// `seat`'s total (C13) with `more` pawns than it has.
    pub fn total_with(&self, seat: Seat, more: [u8; 4]) -> u32 {
        let mut tally = self.counted(seat);
        for (n, more) in tally.iter_mut().zip(more) {
            *n += more;
        }
        let sum: u32 = tally.iter().map(|&n| u32::from(n)).sum();
        sum + u32::from(*tally.iter().max().expect("four colours"))
    }

    /// Unit sides of `seat`'s buildings touching the cathedral (C14).
    pub fn cathedral_contacts(&self, seat: Seat) -> u32 {
        self.town.cathedral_contacts(self.colours(seat))
    }
}

impl Game for Cardinal {
    const KIND: &'static str = "cardinal";
    const FORMAT_VERSION: u32 = 1;
    const SEATS: std::ops::RangeInclusive<usize> = 2..=4;

    type Action = Action;
    type Event = Event;
    type Error = IllegalAction;
    type Options = CardinalOptions;
    type View = Cardinal;

    /// Sets up the game: the cathedral alone, every building in hand, the
    /// pawns in the supply (the shared colour's set aside, C16).
    fn new(table: &Seating, options: &CardinalOptions) -> Result<Cardinal, SetupError> {
        let first = table.first_seat("Cardinal", Self::SEATS)?;
        let mut supply = [PAWNS; 4];
        if table.seats == 3 {
            supply[Colour::Blue.index()] = 0;
        }
        Ok(Cardinal {
            table: Seating {
                first: Some(first),
                ..*table
            },
            options: options.clone(),
            town: Town::default(),
            cardinal: None,
            left: [[PER_SHAPE; 3]; 4],
            supply,
            pawns: [[0; 4]; MAX_SEATS],
            active: first,
            over: false,
            departed: Vec::new(),
        })
    }

    fn table(&self) -> Seating {
        self.table
    }

    fn options(&self) -> &CardinalOptions {
        &self.options
    }

    fn options_from_headers(headers: &[Header]) -> Result<CardinalOptions, HeaderError> {
        match headers.first() {
            None => Ok(CardinalOptions::default()),
            Some(header) => Err(HeaderError {
                line: header.line,
                message: format!(
                    "unknown header \"{}\" (a cardinal record has game, seats, first, seed)",
                    header.key
                ),
            }),
        }
    }

    fn options_to_headers(_options: &CardinalOptions) -> Vec<(String, String)> {
        Vec::new()
    }

    fn to_act(&self) -> SeatSet {
        if self.over {
            SeatSet::EMPTY
        } else {
            SeatSet::only(self.active)
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        play::legal_actions(self, seat, out);
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), IllegalAction> {
        play::apply(self, seat, action, None)
    }

    fn apply_recorded(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), IllegalAction> {
        play::apply(self, seat, action, Some(events))
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        // C13, then the tie-break by contacts with the cathedral (C14),
        // among the seats still playing: those that left rank last.
        let scores = self.scores();
        let playing: Vec<Seat> = Seat::all(self.table.seats)
            .filter(|&s| self.plays(s))
            .collect();
        let best = playing.iter().map(|s| scores[s.index()]).max().unwrap_or(0);
        let tied: Vec<Seat> = playing
            .into_iter()
            .filter(|s| scores[s.index()] == best)
            .collect();
        let contacts = |s: &Seat| self.cathedral_contacts(*s);
        let most = tied.iter().map(contacts).max().unwrap_or(0);
        let winners = tied.into_iter().filter(|s| contacts(s) == most).collect();
        Some(Outcome {
            scores,
            winners,
            left: self.departed.clone(),
        })
    }

    fn leave(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), IllegalAction> {
        play::leave(self, seat, events)
    }

    fn revealed(&self) -> CardinalOptions {
        // Nothing is drawn: only the first seat, which the record names.
        self.options.clone()
    }

    fn scores(&self) -> Vec<i64> {
        Seat::all(self.table.seats)
            .map(|s| i64::from(self.total(s)))
            .collect()
    }

    fn tally(&self) -> Option<Tally> {
        if !self.over {
            return None;
        }
        let (c10, c13) = (Rule::new('C', 10), Rule::new('C', 13));
        let item = |rule, item, colour: Colour, n: u8| {
            ScoreItem::new(rule, item, i64::from(n))
                .of(colour.word())
                .counting(i64::from(n))
        };
        let seats = Seat::all(self.table.seats)
            .map(|seat| {
                let mut items = Vec::new();
                // The pawns taken while building (C10), then those of its
                // own colours left in the supply (C13).
                for colour in Colour::ALL {
                    let n = self.pawns[seat.index()][colour.index()];
                    if n > 0 {
                        items.push(item(c10, "pawns", colour, n));
                    }
                }
                for &colour in self.colours(seat) {
                    let n = self.supply[colour.index()];
                    if n > 0 {
                        items.push(item(c13, "supply", colour, n));
                    }
                }
                if let Some(colour) = self.doubled(seat) {
                    let n = self.counted(seat)[colour.index()];
                    items.push(item(c13, "double", colour, n));
                }
                items
            })
            .collect();
        Some(Tally {
            seats,
            tie_breaks: vec![TieBreak {
                rule: Rule::new('C', 14),
                item: "cathedral",
                values: Seat::all(self.table.seats)
                    .map(|s| i64::from(self.cathedral_contacts(s)))
                    .collect(),
                fewer_wins: false,
            }],
        })
    }

    fn parse_action(text: &str, offset: usize) -> Result<Action, ParseError> {
        notation::parse_action(text, offset)
    }

    fn parse_line(line: &str) -> Result<Vec<Action>, ParseError> {
        notation::parse_line(line, 0)
    }

    fn format_action(action: &Action) -> String {
        action.to_string()
    }

    fn random_action(
        &self,
        seat: Seat,
        rng: &mut GameRng,
        _buffer: &mut Vec<Action>,
    ) -> Option<Action> {
        play::random_action(self, seat, rng)
    }

    fn search_group(action: &Action) -> Option<Action> {
        // The building first, then the cardinal's move and the pawn: a turn
        // has a few dozen buildings but each with dozens of cardinal moves.
        Some(Action {
            cardinal: None,
            pawn: None,
            ..*action
        })
    }

    fn check(&self) -> Result<(), String> {
        let seats = self.table.seats;
        if !Self::SEATS.contains(&seats) {
            return Err(format!("Cardinal is for 2 to 4 seats, not {seats}"));
        }
        if self.active.index() >= seats || self.departed.iter().any(|s| s.index() >= seats) {
            return Err("a seat beyond the table".into());
        }
        // Buildings at most as many as the box holds; each colour's pawns
        // at most twelve, in the supply and in the seats' hands together.
        if self.left.iter().flatten().any(|&n| n > PER_SHAPE) {
            return Err("more buildings left than the box holds".into());
        }
        for colour in 0..4 {
            let held: u32 = self.pawns.iter().map(|p| u32::from(p[colour])).sum();
            if held + u32::from(self.supply[colour]) > u32::from(PAWNS) {
                return Err("more pawns of a colour than the box holds".into());
            }
        }
        Ok(())
    }

    fn sample_hidden(&self, _seat: Seat, _rng: &mut GameRng) -> Cardinal {
        // Nothing is hidden.
        self.clone()
    }

    fn view(&self, _seat: Option<Seat>) -> Cardinal {
        // Nothing on the board is hidden; the seed is not shown (it drew
        // the first seat, and is the record's business).
        let mut view = self.clone();
        view.table.seed = 0;
        view
    }
}
