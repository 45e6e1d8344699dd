//! Basilica for two players (`shared/rules/basilica.md`, rules B1–B32).
//!
//! One file per concept: [`manifest`] (the tiles), [`cathedral`] (cells and
//! what stands on them), [`action`] and [`notation`], [`legal`] (generating
//! every legal action), [`play`] (validating and applying one),
//! [`scoring`] (zones and points), [`error`] and [`view`].

pub mod action;
pub mod cathedral;
pub mod error;
pub mod event;
pub mod legal;
pub mod manifest;
pub mod notation;
pub mod play;
pub mod scoring;
pub mod setup;
pub mod view;

use serde::{Deserialize, Serialize};

pub use action::{Action, OrderAction, PaidAction, Slot};
pub use cathedral::{Builder, COLUMNS, Cathedral, Cell, MAX_ROWS, Rank, Square, Vault};
pub use error::IllegalAction;
pub use event::{Event, Events};
pub use manifest::{Colour, Colours, MANIFEST, MANIFEST_VERSION, Order, TILE_COUNT, Tile, TileId};
pub use scoring::{Scoring, ZoneScore};
pub use setup::BasilicaSetup;
pub use view::BasilicaView;

use crate::game::{Game, HeaderError, Outcome, Rule, Seating, SetupError};
use crate::notation::ParseError;
use crate::record::Header;
use crate::rng::{GameRng, Stream};
use crate::seat::{Seat, SeatSet};
use crate::tally::{ScoreItem, Tally};

/// Builders per player (B4).
pub const BUILDERS: u8 = 5;
/// Promotion tokens per player (B4).
pub const TOKENS: u8 = 4;
/// Actions per turn (B11).
pub const ACTIONS_PER_TURN: u8 = 3;
/// King positions that trigger a scoring (B6).
pub const SCORING_SPACES: [u8; 3] = [10, 20, 30];

/// Setup choices beyond the table.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct BasilicaOptions {
    /// A fixed initial pile, top first (the record's `deck:` line).
    pub deck: Option<Vec<TileId>>,
    /// The first draws of the game, in order (the record's `drawn:` line,
    /// written for a game exported in progress: the tiles everyone has
    /// seen). Each is taken out of the pile when its draw comes, wherever
    /// it lies; one that is not in the pile then is passed over. Later
    /// draws come from the pile as it lies.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub drawn: Vec<TileId>,
}

/// One player's supplies and score.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Player {
    /// Points scored.
    pub score: u32,
    /// Coins held (B4, B23): 0, 1 or 2.
    pub coins: u8,
    /// Builders in reserve (B4).
    pub reserve: u8,
    /// Promotion tokens in reserve (B4).
    pub tokens: u8,
}

impl Player {
    const START: Player = Player {
        score: 0,
        coins: 1,
        reserve: BUILDERS,
        tokens: TOKENS,
    };
}

/// The paid option the opponent is being asked about (B23–B25).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum PaidOffer {
    /// Promote one of theirs, to a rank other than `chosen`.
    Promote {
        /// The rank the active player chose.
        chosen: Rank,
    },
    /// Recruit next to one of their builders.
    Recruit,
    /// Choose their own builder's move instead of the stated one.
    Confusion {
        /// The stated move: the opponent builder…
        from: Cell,
        /// …and where it goes if they decline.
        to: Cell,
    },
}

impl PaidOffer {
    /// The order on offer.
    pub const fn order(self) -> Order {
        match self {
            PaidOffer::Promote { .. } => Order::Promote,
            PaidOffer::Recruit => Order::Recruit,
            PaidOffer::Confusion { .. } => Order::Confusion,
        }
    }
}

/// An open paid-order question. While it is open nothing else happens (B25).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct PaidQuestion {
    /// The order slot to refill once it is answered (B27).
    pub slot: Slot,
    /// What may be bought.
    pub offer: PaidOffer,
}

/// Why the game ended (B32).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum End {
    /// The king reached 30.
    ThirdScoring,
    /// The pile ran out a second time; a final scoring was made (B28).
    PileExhausted,
    /// A player left (resigned, or their move clock was claimed): the
    /// other wins.
    Left(Seat),
}

/// A Basilica game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Basilica {
    table: Seating,
    options: BasilicaOptions,
    cathedral: Cathedral,
    orders: [Option<TileId>; 3],
    vaults: [Option<TileId>; 3],
    /// Face-down pile; its top is the last element.
    pile: Vec<TileId>,
    /// Every tile drawn from the pile so far, in order: all were turned
    /// face up at once, so everyone has seen them ([`Game::revealed`]).
    #[serde(default)]
    drawn: Vec<TileId>,
    discard: Vec<TileId>,
    exhaustions: u8,
    king: u8,
    scorings: u8,
    /// Each scoring's points, by seat, in order: what the final score is
    /// made of. Empty for a game stored before it was kept, or set up in
    /// the middle (see [`crate::Game::tally`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    scored: Vec<[u32; 2]>,
    players: [Player; 2],
    active: Seat,
    actions_left: u8,
    /// The vault placed by the previous action of this turn (B18).
    just_placed: Option<Cell>,
    question: Option<PaidQuestion>,
    end: Option<End>,
    rng: GameRng,
}

impl Basilica {
    /// The cathedral.
    pub fn cathedral(&self) -> &Cathedral {
        &self.cathedral
    }
    /// The tiles in order slots 1–3 (B9); empty only once the game is over.
    pub fn orders(&self) -> [Option<TileId>; 3] {
        self.orders
    }
    /// The tiles in vault slots 1–3 (B9).
    pub fn vaults(&self) -> [Option<TileId>; 3] {
        self.vaults
    }
    /// Tiles left in the pile.
    pub fn pile_len(&self) -> usize {
        self.pile.len()
    }
    /// The discard pile, oldest first.
    pub fn discard(&self) -> &[TileId] {
        &self.discard
    }
    /// How many times the pile ran out (B28).
    pub fn exhaustions(&self) -> u8 {
        self.exhaustions
    }
    /// The king's position on the track, 0–30 (B6).
    pub fn king(&self) -> u8 {
        self.king
    }
    /// Scorings made so far, the final one included.
    pub fn scorings(&self) -> u8 {
        self.scorings
    }
    /// A player's supplies and score.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }
    /// The player whose turn it is.
    pub fn active(&self) -> Seat {
        self.active
    }
    /// Actions the active player has left this turn.
    pub fn actions_left(&self) -> u8 {
        self.actions_left
    }
    /// The vault placed by the previous action of this turn, which a `B`
    /// may occupy (B18).
    pub fn just_placed(&self) -> Option<Cell> {
        self.just_placed
    }
    /// The open paid-order question, if any.
    pub fn question(&self) -> Option<PaidQuestion> {
        self.question
    }
    /// Why the game ended, once it has.
    pub fn end(&self) -> Option<End> {
        self.end
    }
    /// What a scoring would give now, without changing anything (B30).
    pub fn scoring_preview(&self) -> Scoring {
        scoring::score(&self.cathedral)
    }

    /// The seat asked about a paid order, if one is open.
    pub fn asked(&self) -> Option<Seat> {
        self.question.map(|_| self.opponent(self.active))
    }

    fn opponent(&self, seat: Seat) -> Seat {
        seat.next(2)
    }

    /// Draws the top tile. An empty pile is rebuilt once from the shuffled
    /// discard; the second time (or if there is nothing to rebuild it
    /// from) the game ends after a final scoring (B28).
    fn draw<E: Events>(&mut self, ev: &mut E) -> Option<TileId> {
        if self.pile.is_empty() && self.exhaustions == 0 && !self.discard.is_empty() {
            self.exhaustions = 1;
            self.pile = std::mem::take(&mut self.discard);
            self.rng.shuffle(&mut self.pile);
            ev.push(Event::PileReshuffled {
                tiles: self.pile.len(),
            });
        }
        if !self.pile.is_empty() {
            self.bring_forced_to_top();
            let tile = self.pile.pop();
            self.drawn.extend(tile);
            return tile;
        }
        self.exhaustions = 2;
        self.scoring(true, ev);
        self.end = Some(End::PileExhausted);
        ev.push(Event::GameOver {
            end: End::PileExhausted,
        });
        None
    }

    /// Puts the draw the options fix for this moment (`drawn`), if any,
    /// on top of the pile.
    fn bring_forced_to_top(&mut self) {
        let Some(&forced) = self.options.drawn.get(self.drawn.len()) else {
            return;
        };
        if let Some(at) = self.pile.iter().rposition(|&t| t == forced) {
            let top = self.pile.len() - 1;
            self.pile.swap(at, top);
        }
    }

    /// Adds a scoring's points (B30); `last` for the final one (B28).
    fn scoring<E: Events>(&mut self, last: bool, ev: &mut E) {
        let points = if E::RECORDING {
            let scoring = scoring::score(&self.cathedral);
            let points = scoring.points;
            ev.push(Event::Scored { scoring, last });
            points
        } else {
            scoring::points(&self.cathedral)
        };
        for (player, points) in self.players.iter_mut().zip(points) {
            player.score += points;
        }
        // Kept only while it tells every scoring (not for a game set up in
        // the middle).
        if self.scored.len() == usize::from(self.scorings) {
            self.scored.push(points);
        }
        self.scorings += 1;
    }

    /// Brings the game to the next point where someone must choose: ends a
    /// finished turn and refreshes unplaceable vaults (B17).
    fn settle<E: Events>(&mut self, ev: &mut E) {
        loop {
            if self.end.is_some() || self.question.is_some() {
                return;
            }
            if self.actions_left == 0 {
                self.active = self.opponent(self.active);
                self.actions_left = ACTIONS_PER_TURN;
                self.just_placed = None;
                ev.push(Event::TurnBegan { seat: self.active });
            }
            if !self.some_vault_fits() {
                // B17: not an action; repeat until one fits or the pile ends the game.
                let discarded = self
                    .vaults
                    .map(|t| t.expect("vault slots are full while the game goes on"));
                self.discard.extend(discarded);
                self.vaults = [None; 3];
                ev.push(Event::VaultsReplaced { discarded });
                for slot in 0..3 {
                    match self.draw(ev) {
                        Some(tile) => self.vaults[slot] = Some(tile),
                        None => return,
                    }
                }
                continue;
            }
            // B12 (a player without any legal action ends the turn) never
            // applies: a vault fits, so placing it is legal. The property
            // tests check that whoever must act always has an action.
            return;
        }
    }

    /// Ends the turn after a scoring (B31): the opponent of the player who
    /// triggered it starts the next turn.
    fn clean_up<E: Events>(&mut self, triggered_by: Seat, ev: &mut E) {
        self.cathedral.clear_builders();
        for player in &mut self.players {
            player.reserve = BUILDERS;
            player.tokens = TOKENS;
        }
        self.cathedral.clean_up(&mut self.discard);
        self.active = self.opponent(triggered_by);
        self.actions_left = ACTIONS_PER_TURN;
        self.just_placed = None;
        ev.push(Event::CleanedUp);
        ev.push(Event::TurnBegan { seat: self.active });
    }
}

fn header_error(header: &Header, message: String) -> HeaderError {
    HeaderError {
        line: header.line,
        message,
    }
}

fn parse_drawn(header: &Header) -> Result<Vec<TileId>, HeaderError> {
    header
        .value
        .split_whitespace()
        .map(|word| {
            word.parse().ok().and_then(TileId::new).ok_or_else(|| {
                header_error(
                    header,
                    format!("\"{word}\" is not a tile id (1-{TILE_COUNT})"),
                )
            })
        })
        .collect()
}

fn parse_deck(header: &Header) -> Result<Vec<TileId>, HeaderError> {
    let mut seen = [false; TILE_COUNT];
    let mut deck = Vec::with_capacity(TILE_COUNT);
    for word in header.value.split_whitespace() {
        let tile = word.parse().ok().and_then(TileId::new).ok_or_else(|| {
            header_error(
                header,
                format!("\"{word}\" is not a tile id (1-{TILE_COUNT})"),
            )
        })?;
        if std::mem::replace(&mut seen[tile.number() as usize - 1], true) {
            return Err(header_error(
                header,
                format!("tile {tile} appears twice in the deck"),
            ));
        }
        deck.push(tile);
    }
    if deck.len() != TILE_COUNT {
        let missing: Vec<String> = TileId::all()
            .filter(|t| !seen[t.number() as usize - 1])
            .map(|t| t.to_string())
            .collect();
        return Err(header_error(
            header,
            format!(
                "the deck must list all {TILE_COUNT} tiles once; missing: {}",
                missing.join(" ")
            ),
        ));
    }
    Ok(deck)
}

impl Game for Basilica {
    const KIND: &'static str = "basilica";
    const FORMAT_VERSION: u32 = 1;
    const SEATS: std::ops::RangeInclusive<usize> = 2..=2;

    type Action = Action;
    type Event = Event;
    type Error = IllegalAction;
    type Options = BasilicaOptions;
    type View = BasilicaView;

    /// Sets up the game (B9–B10): the pile, the offer, the supplies.
    fn new(table: &Seating, options: &BasilicaOptions) -> Result<Basilica, SetupError> {
        let first = table.first_seat("Basilica", Self::SEATS)?;
        let mut rng = GameRng::new(table.seed, Stream::Play);
        let pile = match &options.deck {
            Some(deck) => {
                let mut seen = [false; TILE_COUNT];
                for tile in deck {
                    seen[tile.number() as usize - 1] = true;
                }
                if deck.len() != TILE_COUNT || seen.contains(&false) {
                    return Err(SetupError(format!(
                        "the deck must list all {TILE_COUNT} tiles once"
                    )));
                }
                deck.iter().rev().copied().collect()
            }
            None => {
                let mut pile: Vec<TileId> = TileId::all().collect();
                rng.shuffle(&mut pile);
                pile
            }
        };
        let mut game = Basilica {
            table: Seating {
                first: Some(first),
                ..*table
            },
            options: options.clone(),
            cathedral: Cathedral::default(),
            orders: [None; 3],
            vaults: [None; 3],
            pile,
            drawn: Vec::new(),
            discard: Vec::new(),
            exhaustions: 0,
            king: 0,
            scorings: 0,
            scored: Vec::new(),
            players: [Player::START; 2],
            active: first,
            actions_left: ACTIONS_PER_TURN,
            just_placed: None,
            question: None,
            end: None,
            rng,
        };
        for slot in 0..3 {
            game.orders[slot] = game.draw(&mut ());
        }
        for slot in 0..3 {
            game.vaults[slot] = game.draw(&mut ());
        }
        game.settle(&mut ());
        Ok(game)
    }

    fn table(&self) -> Seating {
        self.table
    }

    fn options(&self) -> &BasilicaOptions {
        &self.options
    }

    fn options_from_headers(headers: &[Header]) -> Result<BasilicaOptions, HeaderError> {
        let mut options = BasilicaOptions::default();
        for header in headers {
            match header.key.as_str() {
                "manifest" => {
                    if header.value != MANIFEST_VERSION.to_string() {
                        return Err(header_error(
                            header,
                            format!(
                                "this build knows tile manifest {MANIFEST_VERSION}, not \"{}\"",
                                header.value
                            ),
                        ));
                    }
                }
                "deck" => options.deck = Some(parse_deck(header)?),
                "drawn" => options.drawn = parse_drawn(header)?,
                other => {
                    return Err(header_error(
                        header,
                        format!(
                            "unknown header \"{other}\" (a basilica record has game, manifest, seats, first, seed, deck, drawn)"
                        ),
                    ));
                }
            }
        }
        Ok(options)
    }

    fn options_to_headers(options: &BasilicaOptions) -> Vec<(String, String)> {
        let mut headers = vec![("manifest".to_owned(), MANIFEST_VERSION.to_string())];
        if let Some(deck) = &options.deck {
            let ids: Vec<String> = deck.iter().map(TileId::to_string).collect();
            headers.push(("deck".to_owned(), ids.join(" ")));
        }
        if !options.drawn.is_empty() {
            let ids: Vec<String> = options.drawn.iter().map(TileId::to_string).collect();
            headers.push(("drawn".to_owned(), ids.join(" ")));
        }
        headers
    }

    fn to_act(&self) -> SeatSet {
        match (self.end, self.asked()) {
            (Some(_), _) => SeatSet::EMPTY,
            (None, Some(asked)) => SeatSet::only(asked),
            (None, None) => SeatSet::only(self.active),
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        legal::legal_actions(self, seat, out);
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), IllegalAction> {
        play::apply(self, seat, *action, &mut ())
    }

    fn apply_recorded(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), IllegalAction> {
        play::apply(self, seat, *action, events)
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.end? {
            End::Left(seat) => Some(Outcome {
                scores: self.scores(),
                winners: SeatSet::only(self.opponent(seat)),
                left: vec![seat],
            }),
            _ => Some(Outcome::by_highest_score(self.scores())),
        }
    }

    fn leave(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), IllegalAction> {
        if self.end.is_some() {
            return Err(IllegalAction::GameOver);
        }
        // Two players: whoever leaves resigns, even while asked a question.
        let end = End::Left(seat);
        self.end = Some(end);
        self.question = None;
        events.push(Event::GameOver { end });
        Ok(())
    }

    fn revealed(&self) -> BasilicaOptions {
        // Every tile drawn went face up at once; the pile's order (and the
        // deck that fixed it) is what nobody has seen.
        BasilicaOptions {
            deck: None,
            drawn: self.drawn.clone(),
        }
    }

    fn scores(&self) -> Vec<i64> {
        self.players.iter().map(|p| i64::from(p.score)).collect()
    }

    fn tally(&self) -> Option<Tally> {
        self.end?;
        let b30 = Rule::new('B', 30);
        let told = self.scored.len() == usize::from(self.scorings);
        let seats = Seat::all(2)
            .map(|seat| {
                if told {
                    self.scored
                        .iter()
                        .zip(1..)
                        .map(|(points, n)| {
                            ScoreItem::new(b30, "scoring", i64::from(points[seat.index()]))
                                .counting(n)
                        })
                        .collect()
                } else {
                    // A game whose scorings were not all kept: one item.
                    vec![ScoreItem::new(
                        b30,
                        "scorings",
                        i64::from(self.players[seat.index()].score),
                    )]
                }
            })
            .collect();
        // B32: equal scores are a draw.
        Some(Tally {
            seats,
            tie_breaks: Vec::new(),
        })
    }

    fn parse_action(text: &str, offset: usize) -> Result<Action, ParseError> {
        notation::parse_action(text, offset)
    }

    fn format_action(action: &Action) -> String {
        action.to_string()
    }

    fn check(&self) -> Result<(), String> {
        if !Self::SEATS.contains(&self.table.seats) || self.active.index() >= 2 {
            return Err("Basilica is for two seats".into());
        }
        // Every tile known, and in one place only: a slot, the pile, the
        // discard or the cathedral.
        let placed = self
            .orders
            .iter()
            .chain(&self.vaults)
            .flatten()
            .chain(&self.pile)
            .chain(&self.discard)
            .copied()
            .chain(self.cathedral.vaults().map(|(_, v)| v.tile));
        let mut seen = [false; TILE_COUNT + 1];
        for tile in placed {
            let n = usize::from(tile.number());
            if !(1..=TILE_COUNT).contains(&n) {
                return Err(format!("there is no tile {n}"));
            }
            if std::mem::replace(&mut seen[n], true) {
                return Err(format!("tile {n} is in two places"));
            }
        }
        // Counters within the game's own: three actions a turn (none left
        // only while a paid order waits or once over), three scorings, two
        // exhaustions, the king on the track, the players' boxes.
        let waiting = self.question.is_some() || self.end.is_some();
        if self.actions_left > ACTIONS_PER_TURN
            || (self.actions_left == 0 && !waiting)
            || usize::from(self.scorings) > SCORING_SPACES.len()
            || self.scored.len() > usize::from(self.scorings)
            || self.exhaustions > 2
            || self.king > SCORING_SPACES[SCORING_SPACES.len() - 1] + 10
            || self.players.iter().any(|p| {
                p.coins > 2 || p.reserve > BUILDERS || p.tokens > TOKENS || p.score > 10_000
            })
        {
            return Err("a counter beyond what the game allows".into());
        }
        if let Some(unknown) = self
            .drawn
            .iter()
            .find(|t| !(1..=TILE_COUNT).contains(&usize::from(t.number())))
        {
            return Err(format!("there is no tile {} drawn", unknown.number()));
        }
        Ok(())
    }

    fn sample_hidden(&self, _seat: Seat, rng: &mut GameRng) -> Basilica {
        // Only the pile's order and the seed of its reshuffle are hidden,
        // from both seats alike: sort the pile (forgetting its order), deal
        // it anew, and reseed.
        let mut game = self.clone();
        // Draws a record fixed beyond those made are hidden as well.
        game.options = self.revealed();
        game.pile.sort_unstable();
        rng.shuffle(&mut game.pile);
        game.rng = GameRng::new(rng.next_u64(), Stream::Play);
        game
    }

    fn view(&self, _seat: Option<Seat>) -> BasilicaView {
        // Basilica hides only the order of the pile, which no view shows.
        BasilicaView::of(self)
    }
}
