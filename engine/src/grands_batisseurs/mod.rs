//! Les Grands Bâtisseurs for 2–4 players (`shared/rules/grands-batisseurs.md`,
//! rules G1–G23): auctions, secret purses, hidden hands and saboteurs.
//!
//! One file per concept: [`card`] (the 40 cards, the die, the piles),
//! [`city`] (a row of cards and breaches, its score), [`action`] and
//! [`notation`], [`play`] (the turn's phases, every legal action),
//! [`view`] (what a seat may see, and games it cannot tell from this one),
//! [`error`] and [`event`].
//!
//! Secrets: purses, hands and face-down cards. The engine follows each of
//! the 40 physical cards and who has seen it, so [`Game::view`] strips
//! exactly what a seat has not seen and [`Game::sample_hidden`] redraws
//! exactly that.

pub mod action;
pub mod card;
pub mod city;
pub mod error;
pub mod event;
mod listing;
pub mod notation;
pub mod play;
pub mod view;

use serde::{Deserialize, Serialize};

pub use action::{Action, Target};
pub use card::{CARDS, Card, CardId, Face, Kind, Pile};
pub use city::{City, CityPoints, Place};
pub use error::{IllegalAction, Question};
pub use event::Event;
pub use view::{Bidding, GbView, HandCard, SeatView};

use crate::game::{Game, HeaderError, Outcome, Rule, SetupError, Table};
use crate::notation::ParseError;
use crate::record::Header;
use crate::rng::{GameRng, Stream};
use crate::seat::{Seat, SeatSet};
use crate::tally::{ScoreItem, Tally, TieBreak};

/// Thalers each player starts with (G5).
pub const START_PURSE: u32 = 10;
/// Saboteur stones (G3).
pub const STONES: u8 = 5;
/// Cards per pile at the start (G5).
pub const PILE: usize = 20;
/// The highest bid (Notation: amounts 1–999).
pub const MAX_BID: u32 = 999;
/// The card table this build knows (the rules page's G4: `manifest: 1`).
pub const MANIFEST_VERSION: u32 = 1;

/// A face-down draw as an export in progress gives it: the card when the
/// whole table has seen it, its type when that was announced, or nothing.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum SeenDraw {
    /// Seen by all.
    Card(Card),
    /// Only its type was announced (G7).
    Type(Kind),
    /// Seen by some seats at most.
    Unknown,
}

/// Setup choices beyond the table: draws a record fixes (G21).
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct GbOptions {
    /// The up pile, top first (`up:`); with `down`, all 40 cards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub up: Option<Vec<Card>>,
    /// The down pile, top first (`down:`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub down: Option<Vec<Card>>,
    /// Die faces in order of use (`rolls:`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rolls: Vec<Face>,
    /// Each hand sabotage's card, in order (`picks:`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub picks: Vec<Card>,
    /// An export in progress (ours, not the page's G21): every card shown
    /// on top of the up pile so far for the first time, in order
    /// (`seen-up:`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seen_up: Vec<Card>,
    /// An export in progress: each face-down auction's card not seen by
    /// all before, as the whole table knows it now, in order (`seen-down:`, `?` or `?church` for one
    /// not seen by all).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seen_down: Vec<SeenDraw>,
}

/// The auction under way (G7, G14).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Auction {
    /// Who put the card up.
    pub opener: Seat,
    /// The card.
    pub card: CardId,
    /// Where it came from.
    pub pile: Pile,
    /// Every bid, in order; the last is the highest.
    pub bids: Vec<(Seat, u32)>,
    /// Seats out of the bidding.
    pub passed: SeatSet,
    /// The seat asked to raise or pass.
    pub asked: Seat,
    /// Whether a face-down card's type was announced (G7).
    pub announced: bool,
}

impl Auction {
    /// The highest bid and its bidder.
    pub fn highest(&self) -> (Seat, u32) {
        *self.bids.last().expect("an auction opens with a bid")
    }
}

/// A building under attack, its owner asked to pay (G9).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Attack {
    /// The attacker.
    pub attacker: Seat,
    /// The owner.
    pub owner: Seat,
    /// The building's position in the owner's city.
    pub position: usize,
    /// The pile the attacker named, if the piles were equal.
    pub pile: Option<Pile>,
}

/// Where the turn stands: the question the game waits on.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Phase {
    /// The active seat names whom to take a stone from (G6).
    Steal,
    /// The active seat puts a card up (G7).
    Auction,
    /// The active seat saw the face-down card and opens the bidding (G7).
    OpeningBid {
        /// The card.
        card: CardId,
    },
    /// The bidding (G14).
    Bidding(Auction),
    /// The active seat builds, sabotages or neither (G8).
    Build,
    /// The attacked building's owner pays or refuses (G9).
    Owner(Attack),
    /// The final round (G18): the first seat of the queue builds or not.
    Final {
        /// The seats still to build, in order.
        queue: Vec<Seat>,
    },
    /// The game is over.
    Over,
}

/// Who has seen each of the 40 cards where it is now: everyone (cities,
/// the up pile's top, cards bought face up, cards shown by a sabotage), or
/// some seats (a hand's owner, a face-down card's opener and taker); and
/// whether its type was announced (G7).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Knowledge {
    seen: Vec<SeatSet>,
    public: Vec<bool>,
    typed: Vec<bool>,
    /// Cards an export in progress left open (`?`, `?church`) that stand
    /// in for the real ones: the table never saw those laid or lost, so
    /// a card of the same name leaves a hand before a stand-in does.
    #[serde(default)]
    stand_ins: u64,
}

impl Knowledge {
    fn new() -> Knowledge {
        Knowledge {
            seen: vec![SeatSet::EMPTY; CARDS],
            public: vec![false; CARDS],
            typed: vec![false; CARDS],
            stand_ins: 0,
        }
    }

    /// Whether `seat` knows which card `id` is.
    pub fn knows(&self, seat: Seat, id: CardId) -> bool {
        self.public[id.index()] || self.seen[id.index()].contains(seat)
    }

    /// Whether everyone has seen `id`.
    pub fn is_public(&self, id: CardId) -> bool {
        self.public[id.index()]
    }

    /// Whether `id`'s type was announced to all.
    pub fn type_shown(&self, id: CardId) -> bool {
        self.typed[id.index()]
    }

    fn is_stand_in(&self, id: CardId) -> bool {
        self.stand_ins & (1 << id.index()) != 0
    }

    fn show(&mut self, id: CardId) {
        self.public[id.index()] = true;
    }

    fn show_to(&mut self, id: CardId, seat: Seat) {
        self.seen[id.index()].insert(seat);
    }
}

/// A game of Les Grands Bâtisseurs.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct GrandsBatisseurs {
    table: Table,
    options: GbOptions,
    /// The up and down piles, bottom first (the top is last).
    piles: [Vec<CardId>; 2],
    /// Each seat's hand, in canonical order.
    hands: Vec<Vec<CardId>>,
    cities: Vec<City>,
    purses: Vec<u32>,
    stones: Vec<u8>,
    reserve: u8,
    /// Whether each seat has built yet (its first build lays 3, G8).
    has_built: Vec<bool>,
    active: Seat,
    phase: Phase,
    /// Who took a pile's last card: the final round follows their turn.
    trigger: Option<Seat>,
    departed: Vec<Seat>,
    last_roll: Option<Face>,
    knowledge: Knowledge,
    /// Whether the up pile's top card was shown (it is not during an
    /// auction of the card above it, nor once the pile is empty).
    up_shown: bool,
    /// Every card shown on top of the up pile, in order, but for cards
    /// shown before (put back under a pile by a sabotage or G15).
    shown_up: Vec<CardId>,
    /// Every card put up from the down pile, in order, but for cards the
    /// whole table had seen.
    auctioned_down: Vec<CardId>,
    /// The die faces and hand-sabotage picks used so far.
    rolls: Vec<Face>,
    picks: Vec<Card>,
    rng: GameRng,
}

/// The cards of `names` as physical cards, each name taking the first of
/// its cards not yet taken.
fn identify(names: &[Card], taken: &mut [bool; CARDS]) -> Option<Vec<CardId>> {
    names
        .iter()
        .map(|&name| {
            let id = CardId::all().find(|id| !taken[id.index()] && id.card() == name)?;
            taken[id.index()] = true;
            Some(id)
        })
        .collect()
}

impl GrandsBatisseurs {
    /// The pile's cards, bottom first.
    pub fn pile(&self, pile: Pile) -> &[CardId] {
        &self.piles[pile.index()]
    }
    /// `seat`'s hand, in canonical order (a secret: see [`Game::view`]).
    pub fn hand(&self, seat: Seat) -> &[CardId] {
        &self.hands[seat.index()]
    }
    /// `seat`'s city.
    pub fn city(&self, seat: Seat) -> &City {
        &self.cities[seat.index()]
    }
    /// `seat`'s purse (a secret: see [`Game::view`]).
    pub fn purse(&self, seat: Seat) -> u32 {
        self.purses[seat.index()]
    }
    /// Stones `seat` holds.
    pub fn stones(&self, seat: Seat) -> u8 {
        self.stones[seat.index()]
    }
    /// Stones in the reserve.
    pub fn reserve(&self) -> u8 {
        self.reserve
    }
    /// Whether `seat` has built yet.
    pub fn has_built(&self, seat: Seat) -> bool {
        self.has_built[seat.index()]
    }
    /// Whose turn it is.
    pub fn active(&self) -> Seat {
        self.active
    }
    /// Where the turn stands.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    /// The question the game waits on, if any.
    pub fn question(&self) -> Option<Question> {
        Some(match self.phase {
            Phase::Steal => Question::Steal,
            Phase::Auction => Question::Auction,
            Phase::OpeningBid { .. } => Question::OpeningBid,
            Phase::Bidding(_) => Question::Bid,
            Phase::Build => Question::BuildOrSabotage,
            Phase::Owner(_) => Question::PayOrRefuse,
            Phase::Final { .. } => Question::FinalBuild,
            Phase::Over => return None,
        })
    }
    /// The building under attack whose owner is asked to pay (G9): owner,
    /// position, card.
    pub fn attacked(&self) -> Option<(Seat, usize, Card)> {
        match &self.phase {
            Phase::Owner(a) => self.cities[a.owner.index()]
                .at(a.position)
                .map(|id| (a.owner, a.position, id.card())),
            _ => None,
        }
    }
    /// Who took a pile's last card, once one did (G11).
    pub fn trigger(&self) -> Option<Seat> {
        self.trigger
    }
    /// Whether the final round is under way (G18).
    pub fn is_final_round(&self) -> bool {
        matches!(self.phase, Phase::Final { .. })
    }
    /// The seats that left, in the order they left (G23).
    pub fn departed(&self) -> &[Seat] {
        &self.departed
    }
    /// Whether `seat` still plays.
    pub fn plays(&self, seat: Seat) -> bool {
        !self.departed.contains(&seat)
    }
    /// The last roll of the die.
    pub fn last_roll(&self) -> Option<Face> {
        self.last_roll
    }
    /// Who has seen which card.
    pub fn knowledge(&self) -> &Knowledge {
        &self.knowledge
    }
    /// `seat`'s score so far (G12): its city's points minus its hand.
    pub fn score(&self, seat: Seat) -> i64 {
        city::score(
            &self.cities[seat.index()],
            self.hands[seat.index()].iter().map(|c| c.card()),
        )
    }
    /// Seats still playing, in seat order.
    fn playing(&self) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(self.table.seats).filter(|&s| self.plays(s))
    }
}

fn header_error(header: &Header, message: String) -> HeaderError {
    HeaderError {
        line: header.line,
        message,
    }
}

fn parse_cards(header: &Header) -> Result<Vec<Card>, HeaderError> {
    header
        .value
        .split_whitespace()
        .map(|word| {
            word.parse().map_err(|()| {
                header_error(header, format!("\"{word}\" is not a card such as church7"))
            })
        })
        .collect()
}

fn parse_seen_down(header: &Header) -> Result<Vec<SeenDraw>, HeaderError> {
    header
        .value
        .split_whitespace()
        .map(|word| {
            if word == "?" {
                return Ok(SeenDraw::Unknown);
            }
            if let Some(kind) = word.strip_prefix('?') {
                return Kind::ALL
                    .into_iter()
                    .find(|k| kind.eq_ignore_ascii_case(k.word()))
                    .map(SeenDraw::Type)
                    .ok_or_else(|| {
                        header_error(header, format!("\"{word}\" is not a type such as ?church"))
                    });
            }
            word.parse().map(SeenDraw::Card).map_err(|()| {
                header_error(header, format!("\"{word}\" is not a card such as church7"))
            })
        })
        .collect()
}

fn write_cards(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl Game for GrandsBatisseurs {
    const KIND: &'static str = "grands-batisseurs";
    const FORMAT_VERSION: u32 = 1;
    const SEATS: std::ops::RangeInclusive<usize> = 2..=4;
    // A record naming no first seat draws it from the seed (G5, G20).
    const RECORD_FIRST: Option<Seat> = None;

    type Action = Action;
    type Event = Event;
    type Error = IllegalAction;
    type Options = GbOptions;
    type View = GbView;

    /// Sets up the game (G5, G20): the two piles, 10 thalers each, the
    /// stones in the reserve, and the first seat's roll.
    fn new(table: &Table, options: &GbOptions) -> Result<GrandsBatisseurs, SetupError> {
        let first = table.first_seat("Les Grands Bâtisseurs", Self::SEATS)?;
        let mut rng = GameRng::new(table.seed, Stream::Play);
        let piles = match (&options.up, &options.down) {
            (Some(up), Some(down)) => {
                let mut taken = [false; CARDS];
                let wrong = || SetupError("up and down must list the 40 cards, 20 each".into());
                if up.len() != PILE || down.len() != PILE {
                    return Err(wrong());
                }
                let up = identify(up, &mut taken).ok_or_else(wrong)?;
                let down = identify(down, &mut taken).ok_or_else(wrong)?;
                [
                    up.into_iter().rev().collect(),
                    down.into_iter().rev().collect(),
                ]
            }
            (None, None) => {
                let mut cards: Vec<CardId> = CardId::all().collect();
                rng.shuffle(&mut cards);
                // The first 20 form the up pile, top first (G20).
                let down: Vec<CardId> = cards.split_off(PILE);
                [
                    cards.into_iter().rev().collect(),
                    down.into_iter().rev().collect(),
                ]
            }
            _ => {
                return Err(SetupError(
                    "up and down are given together or not at all".into(),
                ));
            }
        };
        let seats = table.seats;
        let mut game = GrandsBatisseurs {
            table: Table {
                first: Some(first),
                ..*table
            },
            options: options.clone(),
            piles,
            hands: vec![Vec::new(); seats],
            cities: vec![City::default(); seats],
            purses: vec![START_PURSE; seats],
            stones: vec![0; seats],
            reserve: STONES,
            has_built: vec![false; seats],
            active: first,
            phase: Phase::Auction,
            trigger: None,
            departed: Vec::new(),
            last_roll: None,
            knowledge: Knowledge::new(),
            up_shown: false,
            shown_up: Vec::new(),
            auctioned_down: Vec::new(),
            rolls: Vec::new(),
            picks: Vec::new(),
            rng,
        };
        game.expose_up();
        game.begin_turn(first, &mut Vec::new());
        Ok(game)
    }

    fn table(&self) -> Table {
        self.table
    }

    fn options(&self) -> &GbOptions {
        &self.options
    }

    fn options_from_headers(headers: &[Header]) -> Result<GbOptions, HeaderError> {
        let mut options = GbOptions::default();
        let mut up_line = None;
        for header in headers {
            match header.key.as_str() {
                "manifest" => {
                    if header.value != MANIFEST_VERSION.to_string() {
                        return Err(header_error(
                            header,
                            format!(
                                "this build knows card manifest {MANIFEST_VERSION}, not \"{}\"",
                                header.value
                            ),
                        ));
                    }
                }
                "up" => {
                    options.up = Some(parse_cards(header)?);
                    up_line = Some(header);
                }
                "down" => options.down = Some(parse_cards(header)?),
                "rolls" => {
                    options.rolls = header
                        .value
                        .split_whitespace()
                        .map(|word| {
                            word.parse().map_err(|()| {
                                header_error(
                                    header,
                                    format!("\"{word}\" is not a die face (1-5 or S)"),
                                )
                            })
                        })
                        .collect::<Result<_, _>>()?;
                }
                "picks" => options.picks = parse_cards(header)?,
                "seen-up" => options.seen_up = parse_cards(header)?,
                "seen-down" => options.seen_down = parse_seen_down(header)?,
                other => {
                    return Err(header_error(
                        header,
                        format!(
                            "unknown header \"{other}\" (a grands-batisseurs record has game, manifest, seats, first, seed, up, down, rolls, picks, seen-up, seen-down)"
                        ),
                    ));
                }
            }
        }
        if let (Some(up), Some(down)) = (&options.up, &options.down) {
            let mut names: Vec<Card> = up.iter().chain(down).copied().collect();
            names.sort();
            let all: Vec<Card> = CardId::all().map(CardId::card).collect();
            if up.len() != PILE || down.len() != PILE || names != all {
                let line = up_line.map_or(0, |h| h.line);
                return Err(HeaderError {
                    line,
                    message: "up and down must list 20 cards each, together the 40 cards of G4"
                        .into(),
                });
            }
        } else if options.up.is_some() != options.down.is_some() {
            let line = headers
                .iter()
                .find(|h| h.key == "up" || h.key == "down")
                .map_or(0, |h| h.line);
            return Err(HeaderError {
                line,
                message: "up and down come together (G21)".into(),
            });
        }
        Ok(options)
    }

    fn options_to_headers(options: &GbOptions) -> Vec<(String, String)> {
        let mut headers = vec![("manifest".to_owned(), MANIFEST_VERSION.to_string())];
        if let (Some(up), Some(down)) = (&options.up, &options.down) {
            headers.push(("up".to_owned(), write_cards(up)));
            headers.push(("down".to_owned(), write_cards(down)));
        }
        if !options.rolls.is_empty() {
            let faces: Vec<String> = options.rolls.iter().map(Face::to_string).collect();
            headers.push(("rolls".to_owned(), faces.join(" ")));
        }
        if !options.picks.is_empty() {
            headers.push(("picks".to_owned(), write_cards(&options.picks)));
        }
        if !options.seen_up.is_empty() {
            headers.push(("seen-up".to_owned(), write_cards(&options.seen_up)));
        }
        if !options.seen_down.is_empty() {
            let words: Vec<String> = options
                .seen_down
                .iter()
                .map(|d| match d {
                    SeenDraw::Card(card) => card.to_string(),
                    SeenDraw::Type(kind) => format!("?{kind}"),
                    SeenDraw::Unknown => "?".to_owned(),
                })
                .collect();
            headers.push(("seen-down".to_owned(), words.join(" ")));
        }
        headers
    }

    fn to_act(&self) -> SeatSet {
        self.asked().map_or(SeatSet::EMPTY, SeatSet::only)
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        listing::legal_actions(self, seat, out);
    }

    fn offered_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        listing::offered_actions(self, seat, out);
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
        if self.phase != Phase::Over {
            return None;
        }
        // G13: the highest score among the seats still in, then more money;
        // still equal, a shared win. Seats that left rank last (G23).
        let scores = self.scores();
        let key = |s: Seat| (scores[s.index()], self.purses[s.index()]);
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

    fn revealed(&self) -> GbOptions {
        view::revealed(self)
    }

    fn scores(&self) -> Vec<i64> {
        Seat::all(self.table.seats).map(|s| self.score(s)).collect()
    }

    fn tally(&self) -> Option<Tally> {
        if self.phase != Phase::Over {
            return None;
        }
        let g12 = Rule::new('G', 12);
        let seats = Seat::all(self.table.seats)
            .map(|seat| {
                let city = &self.cities[seat.index()];
                let points = city.points();
                let built = city.built().count() as i64;
                let mut items = vec![ScoreItem::new(g12, "city", points.values).counting(built)];
                for (item, bonus) in [
                    ("town-hall-middle", points.middle),
                    ("churches", points.churches),
                    ("corner-towers", points.corners),
                ] {
                    if bonus != 0 {
                        items.push(ScoreItem::new(g12, item, bonus));
                    }
                }
                let hand = &self.hands[seat.index()];
                if !hand.is_empty() {
                    let values: i64 = hand.iter().map(|c| i64::from(c.card().value)).sum();
                    items.push(ScoreItem::new(g12, "hand", -values).counting(hand.len() as i64));
                }
                items
            })
            .collect();
        Some(Tally {
            seats,
            tie_breaks: vec![TieBreak {
                rule: Rule::new('G', 13),
                item: "money",
                values: self.purses.iter().map(|&p| i64::from(p)).collect(),
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

    fn view(&self, seat: Option<Seat>) -> GbView {
        GbView::of(self, seat)
    }

    fn sample_hidden(&self, seat: Seat, rng: &mut GameRng) -> GrandsBatisseurs {
        view::sample_hidden(self, seat, rng)
    }

    fn check(&self) -> Result<(), String> {
        let seats = self.table.seats;
        if !Self::SEATS.contains(&seats) {
            return Err(format!(
                "Les Grands Bâtisseurs is for 2 to 4 seats, not {seats}"
            ));
        }
        let per_seat = [
            self.hands.len(),
            self.cities.len(),
            self.purses.len(),
            self.stones.len(),
            self.has_built.len(),
        ];
        if per_seat.iter().any(|&n| n != seats) {
            return Err("every seat's hand, city, purse and stones are not all there".into());
        }
        let beyond = |s: &Seat| s.index() >= seats;
        if beyond(&self.active)
            || self.departed.iter().any(beyond)
            || self.trigger.as_ref().is_some_and(beyond)
        {
            return Err("a seat beyond the table".into());
        }
        if [
            &self.knowledge.seen.len(),
            &self.knowledge.public.len(),
            &self.knowledge.typed.len(),
        ]
        .iter()
        .any(|&&n| n != CARDS)
        {
            return Err("what each seat knows of the cards is damaged".into());
        }
        // The 40 cards: each known, and exactly once in a pile, a hand, a
        // city or the auction.
        let mut seen = [0u8; CARDS];
        let auction = match &self.phase {
            Phase::OpeningBid { card } => Some(*card),
            Phase::Bidding(a) => Some(a.card),
            _ => None,
        };
        let cards = self
            .piles
            .iter()
            .flatten()
            .chain(self.hands.iter().flatten())
            .copied()
            .chain(self.cities.iter().flat_map(City::built))
            .chain(auction);
        for id in cards {
            if id.index() >= CARDS {
                return Err(format!("there is no card {}", id.index()));
            }
            seen[id.index()] += 1;
        }
        if seen.iter().any(|&n| n != 1) {
            return Err("the 40 cards are not each in one place".into());
        }
        // Stones: five in all.
        let stones: u32 = self.stones.iter().map(|&n| u32::from(n)).sum();
        if stones + u32::from(self.reserve) != u32::from(STONES) {
            return Err("the stones are not five".into());
        }
        for (s, city) in self.cities.iter().enumerate() {
            let cards: Vec<Option<Kind>> = city.cards().map(|c| c.map(|c| c.kind)).collect();
            // A row starts and ends with a card (G16), towers apart (G8).
            if cards.first().is_some_and(Option::is_none)
                || cards.last().is_some_and(Option::is_none)
            {
                return Err(format!("seat {}: a breach at an end", s + 1));
            }
            if cards
                .windows(2)
                .any(|pair| matches!(pair, [Some(a), Some(b)] if a.same_type(*b)))
            {
                return Err(format!(
                    "seat {}: two buildings of one type side by side",
                    s + 1
                ));
            }
            for (i, kind) in cards.iter().enumerate() {
                let left_ok = *kind != Some(Kind::LeftCorner) || i == 0;
                let right_ok = *kind != Some(Kind::RightCorner) || i + 1 == cards.len();
                if !left_ok || !right_ok {
                    return Err(format!("seat {}: a corner tower away from its end", s + 1));
                }
            }
            let corners = cards.iter().flatten().filter(|k| k.is_corner()).count();
            if corners > 1 && !self.is_final_round() && self.phase != Phase::Over {
                return Err(format!(
                    "seat {}: two corner towers before the final round",
                    s + 1
                ));
            }
        }
        // Both piles hold cards until one is emptied, which starts the end.
        if self.trigger.is_none() && self.piles.iter().any(Vec::is_empty) && auction.is_none() {
            return Err("a pile ran out without starting the end".into());
        }
        Ok(())
    }

    fn reveals(&self, seat: Seat, action: &Action) -> bool {
        let mut after = self.clone();
        if after.apply(seat, action).is_err() {
            return false;
        }
        // Beyond the draws the table sees: a card shown to this seat alone
        // (a face-down auction's, one won), an auction settled (who pays
        // what turns on secret purses, G15), the end.
        let bidding = |game: &GrandsBatisseurs| {
            matches!(game.phase, Phase::Bidding(_) | Phase::OpeningBid { .. })
        };
        after.revealed() != self.revealed()
            || after.is_over()
            || (bidding(self) && !bidding(&after))
            || CardId::all()
                .any(|id| after.knowledge.knows(seat, id) != self.knowledge.knows(seat, id))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn g13_the_highest_score_wins_then_more_money_then_a_shared_win() {
        let table = Table {
            seats: 3,
            first: Some(Seat::from_index(0)),
            seed: 3,
        };
        let mut game = GrandsBatisseurs::new(&table, &GbOptions::default()).unwrap();
        game.phase = Phase::Over;
        game.purses = vec![4, 7, 7];
        let outcome = game.outcome().unwrap();
        assert_eq!(outcome.scores, [0, 0, 0]);
        let winners: Vec<u8> = outcome.winners.iter().map(Seat::number).collect();
        assert_eq!(
            winners,
            [2, 3],
            "equal scores: more money; still equal, shared"
        );
        game.purses = vec![4, 8, 7];
        assert_eq!(game.outcome().unwrap().winner(), Some(Seat::from_index(1)));
        game.hands[1].push(CardId(0));
        assert_eq!(
            game.outcome().unwrap().winner(),
            Some(Seat::from_index(2)),
            "a card in hand counts against its holder (G12)"
        );
        game.departed.push(Seat::from_index(2));
        assert_eq!(
            game.outcome().unwrap().winner(),
            Some(Seat::from_index(0)),
            "a seat that left ranks last (G23)"
        );
    }
}
