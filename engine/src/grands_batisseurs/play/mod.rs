//! The turn's phases (G6–G11, G14–G18, G23): applying an action, and every
//! legal action of a seat.

use super::action::Action;
use super::card::{Face, Pile};
use super::error::IllegalAction;
use super::event::Event;
use super::{GrandsBatisseurs, MAX_BID, Phase};
use crate::seat::Seat;

type Events = Vec<Event>;

mod auction;
mod city;
mod piles;

impl GrandsBatisseurs {
    /// The seat the game waits on.
    pub(super) fn asked(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Steal | Phase::Auction | Phase::OpeningBid { .. } | Phase::Build => {
                Some(self.active)
            }
            Phase::Bidding(auction) => Some(auction.asked),
            Phase::Owner(attack) => Some(attack.owner),
            Phase::Final { queue } => queue.first().copied(),
            Phase::Over => None,
        }
    }

    /// The next die face: the record's, else the seed's (G20, G21).
    fn roll(&mut self) -> Face {
        let face = match self.options.rolls.get(self.rolls.len()) {
            Some(&face) => face,
            None => Face::from_draw(self.rng.below(6)),
        };
        self.rolls.push(face);
        self.last_roll = Some(face);
        face
    }

    /// Seats after `seat` in seat order, wrapping, still playing.
    pub(super) fn others_playing(&self, seat: Seat) -> impl Iterator<Item = Seat> + '_ {
        seat.others(self.table.seats).filter(|&s| self.plays(s))
    }

    /// The funds phase (G6), then the auction's question.
    pub(super) fn begin_turn(&mut self, seat: Seat, ev: &mut Events) {
        self.active = seat;
        let face = self.roll();
        let mut thalers = self.cities[seat.index()].coins();
        if let Face::Pips(n) = face {
            thalers += u32::from(n);
        }
        self.purses[seat.index()] += thalers;
        ev.push(Event::Funds {
            seat,
            face,
            thalers,
        });
        self.phase = Phase::Auction;
        if face != Face::Saboteur {
            return;
        }
        if self.reserve > 0 {
            self.reserve -= 1;
            self.stones[seat.index()] += 1;
            ev.push(Event::StoneTaken { seat, from: None });
            return;
        }
        let holders: Vec<Seat> = self
            .others_playing(seat)
            .filter(|s| self.stones[s.index()] > 0)
            .collect();
        match holders.as_slice() {
            [] => ev.push(Event::NoStoneLeft { seat }),
            [from] => self.take_stone(seat, *from, ev),
            _ => self.phase = Phase::Steal,
        }
    }

    fn take_stone(&mut self, seat: Seat, from: Seat, ev: &mut Events) {
        self.stones[from.index()] -= 1;
        self.stones[seat.index()] += 1;
        ev.push(Event::StoneTaken {
            seat,
            from: Some(from),
        });
        self.phase = Phase::Auction;
    }

    /// Whether public facts allow `seat` a build (G17): cards in hand,
    /// and 3 of them before its first build.
    pub(super) fn may_build(&self, seat: Seat) -> bool {
        let hand = self.hands[seat.index()].len();
        hand > 0 && (self.has_built[seat.index()] || hand >= 3)
    }

    /// The seats `seat` may attack: buildings (the fewest shields among
    /// the other cities with a card) and hands of 5 or more (G8).
    pub(super) fn targets(&self, seat: Seat) -> (Vec<Seat>, Vec<Seat>) {
        let others: Vec<Seat> = self.others_playing(seat).collect();
        let built: Vec<Seat> = others
            .iter()
            .copied()
            .filter(|s| !self.cities[s.index()].is_empty())
            .collect();
        let fewest = built.iter().map(|s| self.cities[s.index()].shields()).min();
        let buildings = built
            .into_iter()
            .filter(|s| Some(self.cities[s.index()].shields()) == fewest)
            .collect();
        let hands = others
            .into_iter()
            .filter(|s| self.hands[s.index()].len() >= 5)
            .collect();
        (buildings, hands)
    }

    fn may_sabotage(&self, seat: Seat) -> bool {
        let (buildings, hands) = self.targets(seat);
        self.stones[seat.index()] > 0 && !(buildings.is_empty() && hands.is_empty())
    }

    /// After the auction: the build-or-sabotage phase, unless nothing is
    /// possible (G17).
    fn after_auction(&mut self, ev: &mut Events) {
        self.phase = Phase::Build;
        let seat = self.active;
        if !self.plays(seat) {
            self.end_turn(ev);
        } else if !self.may_build(seat) && !self.may_sabotage(seat) {
            ev.push(Event::Skipped { seat });
            self.end_turn(ev);
        }
    }

    /// The next seat's turn, or the final round once a pile was emptied.
    fn end_turn(&mut self, ev: &mut Events) {
        if let Some(trigger) = self.trigger {
            // From the seat after the trigger, ending with it (G18).
            let mut queue: Vec<Seat> = trigger.others(self.table.seats).collect();
            queue.push(trigger);
            self.phase = Phase::Final { queue };
            ev.push(Event::FinalRound);
            self.advance_final(ev);
            return;
        }
        let next = self
            .others_playing(self.active)
            .next()
            .expect("two seats play until the game ends");
        self.begin_turn(next, ev);
    }

    /// Drops from the final round's queue every seat that left or cannot
    /// build (G17); the game ends when nobody is left to ask.
    fn advance_final(&mut self, ev: &mut Events) {
        loop {
            let Phase::Final { queue } = &self.phase else {
                return;
            };
            let Some(&seat) = queue.first() else {
                self.finish(ev);
                return;
            };
            if self.plays(seat) && self.may_build(seat) {
                return;
            }
            if self.plays(seat) {
                ev.push(Event::Skipped { seat });
            }
            if let Phase::Final { queue } = &mut self.phase {
                queue.remove(0);
            }
        }
    }

    fn next_in_final(&mut self, ev: &mut Events) {
        if let Phase::Final { queue } = &mut self.phase {
            queue.remove(0);
        }
        self.advance_final(ev);
    }

    fn finish(&mut self, ev: &mut Events) {
        self.phase = Phase::Over;
        ev.push(Event::GameOver);
    }
}

fn check_bid(bid: u32) -> Result<(), IllegalAction> {
    if (1..=MAX_BID).contains(&bid) {
        Ok(())
    } else {
        Err(IllegalAction::BidOutOfRange { bid })
    }
}

/// Plays `action` for `seat`; on error nothing changed.
pub(super) fn apply(
    game: &mut GrandsBatisseurs,
    seat: Seat,
    action: &Action,
    ev: &mut Events,
) -> Result<(), IllegalAction> {
    let Some(asked) = game.asked() else {
        return Err(IllegalAction::GameOver);
    };
    if !game.plays(seat) {
        return Err(IllegalAction::AlreadyLeft { seat });
    }
    if asked != seat {
        return Err(IllegalAction::NotYourTurn { to_act: asked });
    }
    let question = game.question().expect("the game is not over");
    let not_now = Err(IllegalAction::NotNow { question });
    match (&game.phase, action) {
        (Phase::Steal, &Action::Steal(from)) => {
            let holds = from != seat
                && from.index() < game.table.seats
                && game.plays(from)
                && game.stones[from.index()] > 0;
            if !holds {
                return Err(IllegalAction::NoStoneToTake { seat: from });
            }
            game.take_stone(seat, from, ev);
        }
        (Phase::Auction, &Action::AuctionUp(bid)) => {
            check_bid(bid)?;
            let card = game.open(seat, Pile::Up, ev);
            game.start_bidding(seat, card, Pile::Up, bid, ev);
        }
        (Phase::Auction, Action::AuctionDown) => {
            let card = game.open(seat, Pile::Down, ev);
            game.phase = Phase::OpeningBid { card };
        }
        (&Phase::OpeningBid { card }, &Action::Bid(bid)) => {
            check_bid(bid)?;
            game.start_bidding(seat, card, Pile::Down, bid, ev);
        }
        (Phase::Bidding(auction), &Action::Bid(bid)) => {
            check_bid(bid)?;
            let (_, current) = auction.highest();
            if bid <= current {
                return Err(IllegalAction::BidTooLow { bid, current });
            }
            let mut auction = auction.clone();
            auction.bids.push((seat, bid));
            ev.push(Event::Bid { seat, amount: bid });
            game.ask_next(auction, seat, ev);
        }
        (Phase::Bidding(auction), Action::Pass) => {
            let mut auction = auction.clone();
            auction.passed.insert(seat);
            ev.push(Event::Passed { seat });
            game.ask_next(auction, seat, ev);
        }
        (Phase::Build, Action::Build(cards)) => {
            game.build(seat, cards, ev)?;
            game.end_turn(ev);
        }
        (Phase::Final { .. }, Action::Build(cards)) => {
            game.build(seat, cards, ev)?;
            game.next_in_final(ev);
        }
        (
            Phase::Build,
            &Action::Sabotage {
                seat: victim,
                target,
                pile,
            },
        ) => {
            game.sabotage(seat, victim, target, pile, ev)?;
        }
        (Phase::Build, Action::Done) => game.end_turn(ev),
        (Phase::Final { .. }, Action::Done) => game.next_in_final(ev),
        (Phase::Owner(attack), Action::Pay) => {
            let attack = attack.clone();
            let value = game.cities[seat.index()]
                .at(attack.position)
                .map_or(0, |c| u32::from(c.card().value));
            game.purses[seat.index()] -= value;
            game.purses[attack.attacker.index()] += value;
            ev.push(Event::Paid {
                seat,
                to: attack.attacker,
                amount: value,
            });
            game.end_turn(ev);
        }
        (Phase::Owner(attack), Action::Refuse) => {
            let attack = attack.clone();
            game.destroy(seat, attack.position, attack.pile, ev);
            game.end_turn(ev);
        }
        _ => return not_now,
    }
    game.expose_up();
    Ok(())
}

/// `seat` leaves (G23): a question pending on it gets its default, an
/// active seat yet to open its auction ends its turn; its stones go to the
/// reserve; with one seat left the game ends.
pub(super) fn leave(
    game: &mut GrandsBatisseurs,
    seat: Seat,
    ev: &mut Events,
) -> Result<(), IllegalAction> {
    if game.phase == Phase::Over {
        return Err(IllegalAction::GameOver);
    }
    if !game.plays(seat) {
        return Err(IllegalAction::AlreadyLeft { seat });
    }
    game.departed.push(seat);
    game.reserve += std::mem::take(&mut game.stones[seat.index()]);
    ev.push(Event::Left { seat });
    if game.playing().count() <= 1 {
        // An auction under way is void: its card goes back on its pile.
        match &game.phase {
            Phase::OpeningBid { card } => game.piles[Pile::Down.index()].push(*card),
            Phase::Bidding(a) => game.piles[a.pile.index()].push(a.card),
            _ => {}
        }
        game.finish(ev);
        // The up pile's top is on view again (G5): a card put up is back.
        game.expose_up();
        return Ok(());
    }
    let active = game.active == seat;
    match game.phase.clone() {
        Phase::Steal | Phase::Auction | Phase::Build if active => game.end_turn(ev),
        Phase::OpeningBid { card } if active => {
            // The default opening bid (G22), then the seat counts as passed.
            game.start_bidding(seat, card, Pile::Down, 1, ev);
        }
        Phase::Bidding(mut auction) => {
            auction.passed.insert(seat);
            if auction.asked == seat {
                ev.push(Event::Passed { seat });
                game.ask_next(auction, seat, ev);
            } else {
                game.phase = Phase::Bidding(auction);
            }
        }
        Phase::Owner(attack) if attack.owner == seat => {
            game.destroy(seat, attack.position, attack.pile, ev);
            game.end_turn(ev);
        }
        Phase::Final { .. } => game.advance_final(ev),
        _ => {}
    }
    game.expose_up();
    Ok(())
}
