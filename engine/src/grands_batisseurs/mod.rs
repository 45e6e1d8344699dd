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
mod game;
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

use crate::game::Seating;
use crate::rng::GameRng;
use crate::seat::{Seat, SeatSet};

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
    table: Seating,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;

    #[test]
    fn g13_the_highest_score_wins_then_more_money_then_a_shared_win() {
        let table = Seating {
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
