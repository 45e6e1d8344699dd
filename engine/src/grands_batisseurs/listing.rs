//! What a seat may do now: its legal actions, and those it is offered
//! (each build once for each row it leaves).

use super::action::{Action, Target};
use super::card::{Card, CardId, Pile};
use super::city::{City, Place};
use super::{GrandsBatisseurs, Phase};
use crate::seat::Seat;

/// Every legal action of `seat` now, into `out`. Bids are listed up to
/// the seat's own purse (see [`GrandsBatisseurs::bid_cap`]): a higher one
/// is legal, a bluff, but certain insolvency for its winner.
pub(super) fn legal_actions(game: &GrandsBatisseurs, seat: Seat, out: &mut Vec<Action>) {
    listed(game, seat, out, Ways::Every);
}

/// The actions `seat` is offered: the legal ones, each build once for each
/// row it leaves (see [`Ways::Once`]).
pub(super) fn offered_actions(game: &GrandsBatisseurs, seat: Seat, out: &mut Vec<Action>) {
    listed(game, seat, out, Ways::Once);
}

/// Which ways of laying the same cards a list of builds holds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ways {
    /// Every order and place the rules allow.
    Every,
    /// One for each row they leave: the same cards laid in another order
    /// that leaves the same row is the same move (a first build's three
    /// cards came in 17 ways, several the same row), offered once, the
    /// first way found.
    Once,
}

fn listed(game: &GrandsBatisseurs, seat: Seat, out: &mut Vec<Action>, ways: Ways) {
    out.clear();
    if game.asked() != Some(seat) || !game.plays(seat) {
        return;
    }
    let cap = game.bid_cap(seat);
    match &game.phase {
        Phase::Steal => out.extend(
            game.others_playing(seat)
                .filter(|s| game.stones[s.index()] > 0)
                .map(Action::Steal),
        ),
        Phase::Auction => {
            out.extend((1..=cap).map(Action::AuctionUp));
            out.push(Action::AuctionDown);
        }
        Phase::OpeningBid { .. } => out.extend((1..=cap).map(Action::Bid)),
        Phase::Bidding(auction) => {
            let (_, current) = auction.highest();
            out.extend((current + 1..=cap).map(Action::Bid));
            out.push(Action::Pass);
        }
        Phase::Build => {
            out.push(Action::Done);
            builds(game, seat, out, ways);
            sabotages(game, seat, out);
        }
        Phase::Owner(_) => {
            out.push(Action::Pay);
            out.push(Action::Refuse);
        }
        Phase::Final { .. } => {
            out.push(Action::Done);
            builds(game, seat, out, ways);
        }
        Phase::Over => {}
    }
}

fn sabotages(game: &GrandsBatisseurs, seat: Seat, out: &mut Vec<Action>) {
    if game.stones[seat.index()] == 0 {
        return;
    }
    let piles: &[Option<Pile>] = if game.piles[0].len() == game.piles[1].len() {
        &[Some(Pile::Up), Some(Pile::Down)]
    } else {
        &[None]
    };
    let (buildings, hands) = game.targets(seat);
    for victim in buildings {
        for (i, position) in game.cities[victim.index()].positions().iter().enumerate() {
            if position.is_some() {
                for &pile in piles {
                    out.push(Action::Sabotage {
                        seat: victim,
                        target: Target::Building(i as u8 + 1),
                        pile,
                    });
                }
            }
        }
    }
    for victim in hands {
        for &pile in piles {
            out.push(Action::Sabotage {
                seat: victim,
                target: Target::Hand,
                pile,
            });
        }
    }
}

/// Every build of `seat`: 1–3 cards (exactly 3 for a first build), each
/// of a different name at each step, at every place it may go.
fn builds(game: &GrandsBatisseurs, seat: Seat, out: &mut Vec<Action>, ways: Ways) {
    let first = !game.has_built[seat.index()];
    let final_round = matches!(game.phase, Phase::Final { .. });
    let mut laid = Vec::new();
    let hand = game.hands[seat.index()].clone();
    extend(
        &game.cities[seat.index()],
        &hand,
        (first, final_round),
        &mut laid,
        (ways == Ways::Once).then_some(&mut Vec::new()),
        out,
    );
}

/// Every build that goes on from `laid` (the cards laid so far, which made
/// `city`); with `built` (the rows listed so far), one for each row.
fn extend(
    city: &City,
    hand: &[CardId],
    (first, final_round): (bool, bool),
    laid: &mut Vec<(Card, Place)>,
    mut built: Option<&mut Vec<City>>,
    out: &mut Vec<Action>,
) {
    if !laid.is_empty() && (!first || laid.len() == 3) {
        match built.as_deref_mut() {
            Some(rows) if rows.contains(city) => {}
            Some(rows) => {
                rows.push(city.clone());
                out.push(Action::Build(laid.clone()));
            }
            None => out.push(Action::Build(laid.clone())),
        }
    }
    if laid.len() == 3 {
        return;
    }
    let mut places = vec![Place::Left, Place::Right];
    for (i, position) in city.positions().iter().enumerate() {
        if position.is_none() {
            places.push(Place::Breach(i as u8 + 1));
        }
    }
    let mut names: Vec<Card> = hand.iter().map(|c| c.card()).collect();
    names.dedup();
    for name in names {
        let id = *hand.iter().find(|c| c.card() == name).expect("in hand");
        let rest: Vec<CardId> = hand.iter().copied().filter(|&c| c != id).collect();
        for &place in &places {
            let mut next = city.clone();
            if next.lay(id, place, final_round).is_ok() {
                laid.push((name, place));
                extend(
                    &next,
                    &rest,
                    (first, final_round),
                    laid,
                    built.as_deref_mut(),
                    out,
                );
                laid.pop();
            }
        }
    }
}
