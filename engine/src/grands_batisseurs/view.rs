//! What a seat may see (the one place secrets are stripped), games a seat
//! cannot tell from this one (for searches), and the draws the whole table
//! has seen (for an export in progress).

use serde::Serialize;

use super::card::{Card, CardId, Face, Kind, Pile};
use super::city::CityPoints;
use super::error::Question;
use super::{GbOptions, GrandsBatisseurs, Knowledge, Phase, SeenDraw};
use crate::game::{Game, Outcome};
use crate::rng::{GameRng, Stream};
use crate::seat::Seat;

/// A card of a hand as one seat sees it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum HandCard {
    /// Seen by this seat (its own, one bought face up, one it put up).
    Known(Card),
    /// Only its type was announced (G7).
    Type(Kind),
    /// Unknown.
    Hidden,
}

/// The bidding as one seat sees it (G7, G14).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Bidding {
    /// Who put the card up.
    pub opener: Seat,
    /// Which pile it came from.
    pub pile: Pile,
    /// The card, when this seat may see it (face up, or its opener).
    pub card: Option<Card>,
    /// Its announced type (G7).
    pub kind: Option<Kind>,
    /// Every bid, in order (empty before a face-down opening bid).
    pub bids: Vec<(Seat, u32)>,
    /// Seats out of the bidding.
    pub passed: Vec<Seat>,
    /// Who is asked.
    pub asked: Seat,
}

/// One seat's side of the table as a given seat sees it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct SeatView {
    /// Its city, left to right (`None`: a breach).
    pub city: Vec<Option<Card>>,
    /// Its city's points so far (G12), public.
    pub city_points: CityPoints,
    /// Its hand: known cards in canonical order, then announced types,
    /// then unknown cards.
    pub hand: Vec<HandCard>,
    /// Its purse, to its owner (and to all once the game is over).
    pub purse: Option<u32>,
    /// Its stones.
    pub stones: u8,
    /// Whether it has built yet (its first build lays 3, G8).
    pub has_built: bool,
    /// Whether it left the game (G23).
    pub left: bool,
    /// Its score (G12), once the game is over (the hand is secret before).
    pub score: Option<i64>,
}

/// What one seat (or a spectator) sees of a game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct GbView {
    /// Who looks (`None`: a spectator, or the channel).
    pub viewer: Option<Seat>,
    /// Every seat, by seat.
    pub seats: Vec<SeatView>,
    /// Whose turn it is.
    pub active: Seat,
    /// Who must act now.
    pub to_act: Option<Seat>,
    /// What they are asked.
    pub question: Option<Question>,
    /// Cards in the up pile, the top included.
    pub up: usize,
    /// Cards in the down pile.
    pub down: usize,
    /// The up pile's top card, when shown.
    pub up_top: Option<Card>,
    /// Stones in the reserve.
    pub reserve: u8,
    /// The bidding, or the face-down card before its opening bid.
    pub bidding: Option<Bidding>,
    /// A building under attack whose owner is asked (G9): owner, position,
    /// card.
    pub attack: Option<(Seat, usize, Card)>,
    /// The last roll of the die.
    pub last_roll: Option<Face>,
    /// Who took a pile's last card (G11).
    pub trigger: Option<Seat>,
    /// Whether the final round is under way (G18).
    pub final_round: bool,
    /// The end, once over.
    pub outcome: Option<Outcome>,
}

fn hand_view(game: &GrandsBatisseurs, owner: Seat, viewer: Option<Seat>) -> Vec<HandCard> {
    let knowledge = &game.knowledge;
    let over = game.phase == Phase::Over;
    let knows = |id: CardId| {
        over || knowledge.is_public(id) || viewer.is_some_and(|v| knowledge.knows(v, id))
    };
    let hand = &game.hands[owner.index()];
    let mut known: Vec<Card> = hand
        .iter()
        .filter(|&&id| knows(id))
        .map(|id| id.card())
        .collect();
    known.sort();
    let mut typed: Vec<Kind> = hand
        .iter()
        .filter(|&&id| !knows(id) && knowledge.type_shown(id))
        .map(|id| id.card().kind)
        .collect();
    typed.sort();
    let hidden = hand.len() - known.len() - typed.len();
    known
        .into_iter()
        .map(HandCard::Known)
        .chain(typed.into_iter().map(HandCard::Type))
        .chain(std::iter::repeat_n(HandCard::Hidden, hidden))
        .collect()
}

impl GbView {
    pub(super) fn of(game: &GrandsBatisseurs, viewer: Option<Seat>) -> GbView {
        let over = game.phase == Phase::Over;
        let seats = Seat::all(game.table.seats)
            .map(|s| SeatView {
                city: game.cities[s.index()].cards().collect(),
                city_points: game.cities[s.index()].points(),
                hand: hand_view(game, s, viewer),
                purse: (over || viewer == Some(s)).then(|| game.purses[s.index()]),
                stones: game.stones[s.index()],
                has_built: game.has_built[s.index()],
                left: !game.plays(s),
                score: over.then(|| game.score(s)),
            })
            .collect();
        let sees = |opener: Seat, id: CardId| {
            over || game.knowledge.is_public(id) || (viewer == Some(opener))
        };
        let bidding = match &game.phase {
            Phase::OpeningBid { card } => Some(Bidding {
                opener: game.active,
                pile: Pile::Down,
                card: sees(game.active, *card).then(|| card.card()),
                kind: None,
                bids: Vec::new(),
                passed: Vec::new(),
                asked: game.active,
            }),
            Phase::Bidding(a) => Some(Bidding {
                opener: a.opener,
                pile: a.pile,
                card: sees(a.opener, a.card).then(|| a.card.card()),
                kind: (a.announced || a.pile == Pile::Up).then(|| a.card.card().kind),
                bids: a.bids.clone(),
                passed: a.passed.iter().collect(),
                asked: a.asked,
            }),
            _ => None,
        };
        let up = &game.piles[Pile::Up.index()];
        GbView {
            viewer,
            seats,
            active: game.active,
            to_act: game.to_act().single(),
            question: game.question(),
            up: up.len(),
            down: game.piles[Pile::Down.index()].len(),
            up_top: game
                .up_shown
                .then(|| up.last().map(|id| id.card()))
                .flatten(),
            reserve: game.reserve,
            bidding,
            attack: game.attacked(),
            last_roll: game.last_roll,
            trigger: game.trigger,
            final_round: game.is_final_round(),
            outcome: game.outcome(),
        }
    }
}

/// The draws the whole table has seen (see [`Game::revealed`]): the rolls
/// and picks so far, every card shown on the up pile, and each face-down
/// card as far as everyone knows it.
pub(super) fn revealed(game: &GrandsBatisseurs) -> GbOptions {
    GbOptions {
        up: None,
        down: None,
        rolls: game.rolls.clone(),
        picks: game.picks.clone(),
        seen_up: game.shown_up.iter().map(|id| id.card()).collect(),
        seen_down: game
            .auctioned_down
            .iter()
            .map(|&id| {
                if game.knowledge.is_public(id) {
                    SeenDraw::Card(id.card())
                } else if game.knowledge.type_shown(id) {
                    SeenDraw::Type(id.card().kind)
                } else {
                    SeenDraw::Unknown
                }
            })
            .collect(),
    }
}

/// Where a card hidden from the sampling seat lies.
#[derive(Clone, Copy)]
enum Slot {
    Hand(usize, usize),
    Pile(usize, usize),
    Auction,
}

/// A game `seat` cannot tell from this one: every card it has not seen is
/// dealt anew among the places such cards lie, a card whose type was
/// announced keeping its type; what a card's place told who saw it moves
/// with the place. Purses stay: the view shows a seat its own only (G1),
/// but every payment is public, so each purse is known to a careful
/// observer of the game (drawn anew, they would make Keystone a player who
/// forgets what it saw: normal beat three random players in 44.8 % of 200
/// games instead of 89.5 %). What a seat is offered never depends on another's
/// purse (see `bid_cap`). The seed of later draws is new. The result
/// depends only on what `seat` knows and on `rng`: the hidden cards are
/// forgotten (sorted) and their places taken in an order of what is known
/// of them, never of which card they hold.
pub(super) fn sample_hidden(
    game: &GrandsBatisseurs,
    seat: Seat,
    rng: &mut GameRng,
) -> GrandsBatisseurs {
    let mut out = game.clone();
    let hidden = |id: CardId| !game.knowledge.knows(seat, id);
    // What a place tells of its card, beyond the card itself: its type if
    // announced, who saw it, and which face-down auction brought it. A
    // hand's cards have no order of their own, so its hidden places are
    // taken in this order.
    let known = |id: CardId| {
        let seen: Vec<u8> = game.knowledge.seen[id.index()]
            .iter()
            .map(Seat::number)
            .collect();
        let typed = game.knowledge.type_shown(id).then(|| id.card().kind);
        let auctioned = game.auctioned_down.iter().position(|&a| a == id);
        (typed, seen, auctioned)
    };
    let mut slots: Vec<(Slot, CardId)> = Vec::new();
    for (s, hand) in game.hands.iter().enumerate() {
        let mut places: Vec<(Slot, CardId)> = hand
            .iter()
            .enumerate()
            .filter(|&(_, &id)| hidden(id))
            .map(|(i, &id)| (Slot::Hand(s, i), id))
            .collect();
        places.sort_by_key(|&(_, id)| known(id));
        slots.extend(places);
    }
    for (p, pile) in game.piles.iter().enumerate() {
        for (i, &id) in pile.iter().enumerate() {
            if hidden(id) {
                slots.push((Slot::Pile(p, i), id));
            }
        }
    }
    match &game.phase {
        Phase::OpeningBid { card } if hidden(*card) => slots.push((Slot::Auction, *card)),
        Phase::Bidding(a) if hidden(a.card) => slots.push((Slot::Auction, a.card)),
        _ => {}
    }
    // Deal: announced types first, from the cards of that type, then the rest.
    let mut pool: Vec<CardId> = slots.iter().map(|&(_, id)| id).collect();
    pool.sort_unstable();
    let mut dealt: Vec<Option<CardId>> = vec![None; slots.len()];
    for (i, &(_, id)) in slots.iter().enumerate() {
        if game.knowledge.type_shown(id) {
            let kind = id.card().kind;
            let of_kind: Vec<usize> = (0..pool.len())
                .filter(|&j| pool[j].card().kind == kind)
                .collect();
            let pick = of_kind[rng.below(of_kind.len() as u32) as usize];
            dealt[i] = Some(pool.swap_remove(pick));
        }
    }
    rng.shuffle(&mut pool);
    for slot in dealt.iter_mut().filter(|d| d.is_none()) {
        *slot = pool.pop();
    }
    // Old card -> new card, and each place's knowledge moves with it.
    let mut map: Vec<CardId> = CardId::all().collect();
    let mut knowledge: Knowledge = game.knowledge.clone();
    for (&(slot, old), new) in slots.iter().zip(dealt) {
        let new = new.expect("every slot dealt");
        map[old.index()] = new;
        knowledge.seen[new.index()] = game.knowledge.seen[old.index()];
        knowledge.public[new.index()] = game.knowledge.public[old.index()];
        knowledge.typed[new.index()] = game.knowledge.typed[old.index()];
        match slot {
            Slot::Hand(s, i) => out.hands[s][i] = new,
            Slot::Pile(p, i) => out.piles[p][i] = new,
            Slot::Auction => match &mut out.phase {
                Phase::OpeningBid { card } => *card = new,
                Phase::Bidding(a) => a.card = new,
                _ => {}
            },
        }
    }
    for hand in &mut out.hands {
        hand.sort_unstable();
    }
    out.knowledge = knowledge;
    out.shown_up = game.shown_up.iter().map(|id| map[id.index()]).collect();
    out.auctioned_down = game
        .auctioned_down
        .iter()
        .map(|id| map[id.index()])
        .collect();
    // Draws a record fixed beyond those made are hidden too.
    out.options = GbOptions {
        up: None,
        down: None,
        rolls: game.rolls.clone(),
        picks: game.picks.clone(),
        seen_up: Vec::new(),
        seen_down: Vec::new(),
    };
    out.rng = GameRng::new(rng.next_u64(), Stream::Play);
    out
}
