//! The turn's phases (G6–G11, G14–G18, G23): applying an action, and every
//! legal action of a seat.

use super::action::{Action, Target};
use super::card::{Card, CardId, Face, Kind, Pile};
use super::city::{City, Place};
use super::error::IllegalAction;
use super::event::Event;
use super::{Attack, Auction, GrandsBatisseurs, MAX_BID, Phase, SeenDraw};
use crate::seat::{Seat, SeatSet};

type Events = Vec<Event>;

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

    /// The pile a removed card goes under: the smaller, else `tie` (G9).
    fn smaller_pile(&self, tie: Pile) -> Pile {
        let (up, down) = (self.piles[0].len(), self.piles[1].len());
        if up < down {
            Pile::Up
        } else if down < up {
            Pile::Down
        } else {
            tie
        }
    }

    fn put_under(&mut self, pile: Pile, id: CardId) {
        let cards = &mut self.piles[pile.index()];
        cards.insert(0, id);
        if pile == Pile::Up && cards.len() == 1 {
            self.up_shown = false;
        }
    }

    /// Shows the up pile's top card once it is on top and no auction of
    /// the card above it is under way; a record's `seen-up` says which it
    /// is (an export in progress).
    pub(super) fn expose_up(&mut self) {
        let auction_up = match &self.phase {
            Phase::Bidding(a) => a.pile == Pile::Up,
            _ => false,
        };
        if self.up_shown || auction_up || self.piles[0].is_empty() {
            return;
        }
        // A card shown before (put back under a pile) shows again as is;
        // a fresh one is the record's next `seen-up`, if it has one.
        let top = *self.piles[0].last().expect("not empty");
        if !self.knowledge.is_public(top) {
            if let Some(&card) = self.options.seen_up.get(self.shown_up.len()) {
                self.bring_to_top(Pile::Up, true, |id| id.card() == card);
            }
            let top = *self.piles[0].last().expect("not empty");
            self.knowledge.show(top);
            self.shown_up.push(top);
        }
        self.up_shown = true;
    }

    /// Puts on top of `pile` a card nobody has seen that `wanted` accepts,
    /// from either pile, keeping the cards later `seen-up`/`seen-down`
    /// entries name (an export in progress replayed under a new seed).
    fn bring_to_top(&mut self, pile: Pile, named: bool, wanted: impl Fn(CardId) -> bool) {
        let top_index = self.piles[pile.index()].len() - 1;
        let top = self.piles[pile.index()][top_index];
        let (names, kinds) = self.demands(pile);
        let hidden: Vec<CardId> = self
            .piles
            .iter()
            .flatten()
            .copied()
            // A card whose type was announced keeps its place: the table
            // knows what lies there.
            .filter(|&id| !self.knowledge.is_public(id) && !self.knowledge.type_shown(id))
            .collect();
        let spare = |id: CardId| {
            let card = id.card();
            let same_name = hidden.iter().filter(|h| h.card() == card).count();
            let same_kind = hidden.iter().filter(|h| h.card().kind == card.kind).count();
            let name_demand = names.iter().filter(|&&n| n == card).count();
            let kind_demand = kinds.iter().filter(|&&k| k == card.kind).count();
            same_name > name_demand && same_kind > kind_demand
        };
        // The top first, then the other hidden cards. A named card: one of
        // that name, preferably one no later entry needs (a card put back
        // under a pile may be counted twice in the demands). A free choice
        // also prefers a name no entry names: a hand then never holds
        // two cards of one name where the game had two names, so laying or
        // losing one tells the table the same.
        let order: Vec<CardId> = std::iter::once(top)
            .chain(hidden.iter().copied().filter(|&id| id != top))
            .collect();
        let public_names: Vec<Card> = self
            .options
            .seen_up
            .iter()
            .copied()
            .chain(self.options.seen_down.iter().filter_map(|d| match d {
                SeenDraw::Card(card) => Some(*card),
                _ => None,
            }))
            .collect();
        let unnamed = |id: CardId| !public_names.contains(&id.card());
        let first = |accept: &dyn Fn(CardId) -> bool| order.iter().copied().find(|&id| accept(id));
        let found = if named {
            first(&|id| wanted(id) && spare(id)).or_else(|| first(&|id| wanted(id)))
        } else {
            first(&|id| wanted(id) && unnamed(id) && spare(id))
                .or_else(|| first(&|id| wanted(id) && spare(id)))
                .or_else(|| first(&|id| wanted(id) && unnamed(id)))
                .or_else(|| first(&|id| wanted(id)))
        };
        let Some(found) = found.filter(|&id| id != top) else {
            return;
        };
        for (p, cards) in self.piles.iter_mut().enumerate() {
            if let Some(at) = cards.iter().position(|&c| c == found) {
                if p == pile.index() {
                    cards.swap(at, top_index);
                } else {
                    cards[at] = top;
                    self.piles[pile.index()][top_index] = found;
                }
                return;
            }
        }
    }

    /// The names and types the `seen-up`/`seen-down` entries after the one
    /// being forced for `forcing` still need
    /// from the hidden cards (a named card counts for its type too).
    fn demands(&self, forcing: Pile) -> (Vec<Card>, Vec<Kind>) {
        // The entry being forced is not a later one.
        let (up, down) = match forcing {
            Pile::Up => (1, 0),
            Pile::Down => (0, 1),
        };
        let mut names: Vec<Card> = self
            .options
            .seen_up
            .iter()
            .skip(self.shown_up.len() + up)
            .copied()
            .collect();
        let mut kinds = Vec::new();
        for draw in self
            .options
            .seen_down
            .iter()
            .skip(self.auctioned_down.len() + down)
        {
            match *draw {
                SeenDraw::Card(card) => names.push(card),
                SeenDraw::Type(kind) => kinds.push(kind),
                SeenDraw::Unknown => {}
            }
        }
        kinds.extend(names.iter().map(|c| c.kind));
        (names, kinds)
    }

    /// Asks the next seat of the bidding, announcing a face-down card's
    /// type when it comes back to its opener (G7); settles once every other
    /// seat has passed (G14).
    fn ask_next(&mut self, mut auction: Auction, after: Seat, ev: &mut Events) {
        let (highest, _) = auction.highest();
        let next = after
            .others(self.table.seats)
            .find(|&s| self.plays(s) && !auction.passed.contains(s) && s != highest);
        match next {
            Some(seat) => {
                auction.asked = seat;
                if seat == auction.opener && auction.pile == Pile::Down && !auction.announced {
                    auction.announced = true;
                    self.knowledge.typed[auction.card.index()] = true;
                    ev.push(Event::Announced {
                        seat,
                        kind: auction.card.card().kind,
                    });
                }
                self.phase = Phase::Bidding(auction);
            }
            None => self.settle(&auction, ev),
        }
    }

    /// The highest bidder takes the card and pays; a winner who cannot pay
    /// is insolvent and the card goes down the bids (G7, G15).
    fn settle(&mut self, auction: &Auction, ev: &mut Events) {
        let opener = auction.opener;
        let card = auction.card;
        let public = auction.pile == Pile::Up;
        let mut insolvent = SeatSet::EMPTY;
        let mut taken = false;
        for &(bidder, bid) in auction.bids.iter().rev() {
            if insolvent.contains(bidder) {
                continue;
            }
            let purse = self.purses[bidder.index()];
            if purse < bid {
                self.purses[bidder.index()] = 0;
                insolvent.insert(bidder);
                ev.push(Event::Insolvent { seat: bidder, bid });
                continue;
            }
            self.purses[bidder.index()] -= bid;
            let to_opener = if bidder != opener && !insolvent.contains(opener) {
                bid / 2
            } else {
                0
            };
            self.purses[opener.index()] += to_opener;
            let hand = &mut self.hands[bidder.index()];
            hand.push(card);
            hand.sort_unstable();
            self.knowledge.show_to(card, bidder);
            ev.push(Event::Took {
                seat: bidder,
                bid,
                to_opener,
                card: public.then(|| card.card()),
            });
            taken = true;
            break;
        }
        if !taken {
            let pile = self.smaller_pile(auction.pile);
            self.put_under(pile, card);
            ev.push(Event::Returned {
                pile,
                card: public.then(|| card.card()),
            });
        }
        self.phase = Phase::Build;
        self.expose_up();
        self.after_auction(ev);
    }

    /// Removes `seat`'s card at `position`: it goes under the smaller pile
    /// (tie: `named`), seen by all (G9, G16).
    fn destroy(&mut self, seat: Seat, position: usize, named: Option<Pile>, ev: &mut Events) {
        let Some(id) = self.cities[seat.index()].remove(position) else {
            return;
        };
        let pile = self.smaller_pile(named.unwrap_or(Pile::Up));
        self.put_under(pile, id);
        ev.push(Event::Destroyed {
            seat,
            card: id.card(),
            from_hand: false,
            pile,
        });
    }

    /// The card of a hand named `card` that leaves it when one of that
    /// name is laid or lost (cards of one name are alike): one the whole
    /// table has seen, else a real one rather than a stand-in, else one
    /// whose type was not announced, so what the table knows of the cards
    /// left stays true.
    fn hand_card(&self, hand: &[CardId], card: Card) -> Option<CardId> {
        hand.iter()
            .copied()
            .filter(|id| id.card() == card)
            .max_by_key(|&id| {
                (
                    self.knowledge.is_public(id),
                    !self.knowledge.is_stand_in(id),
                    !self.knowledge.type_shown(id),
                    self.knowledge.seen[id.index()].len(),
                )
            })
    }

    /// Lays `cards` in `seat`'s city, all or nothing (G8, G16).
    fn check_build(
        &self,
        seat: Seat,
        cards: &[(Card, Place)],
    ) -> Result<(City, Vec<CardId>, Vec<CardId>), IllegalAction> {
        let count = cards.len();
        if count == 0 || count > 3 {
            return Err(IllegalAction::TooManyCards { count });
        }
        if !self.has_built[seat.index()] && count != 3 {
            return Err(IllegalAction::FirstBuildOfThree { count });
        }
        let final_round = matches!(self.phase, Phase::Final { .. });
        let mut hand = self.hands[seat.index()].clone();
        let mut city = self.cities[seat.index()].clone();
        let mut laid = Vec::with_capacity(count);
        for &(card, place) in cards {
            let id = self
                .hand_card(&hand, card)
                .ok_or(IllegalAction::NotInHand { card })?;
            city.lay(id, place, final_round)?;
            hand.retain(|&h| h != id);
            laid.push(id);
        }
        Ok((city, hand, laid))
    }

    fn build(
        &mut self,
        seat: Seat,
        cards: &[(Card, Place)],
        ev: &mut Events,
    ) -> Result<(), IllegalAction> {
        let (city, hand, laid) = self.check_build(seat, cards)?;
        self.cities[seat.index()] = city;
        self.hands[seat.index()] = hand;
        self.has_built[seat.index()] = true;
        for id in laid {
            self.knowledge.show(id);
        }
        ev.push(Event::Built {
            seat,
            cards: cards.to_vec(),
        });
        Ok(())
    }

    fn check_sabotage(
        &self,
        seat: Seat,
        victim: Seat,
        target: Target,
        pile: Option<Pile>,
    ) -> Result<(), IllegalAction> {
        if self.stones[seat.index()] == 0 {
            return Err(IllegalAction::NoStone);
        }
        if victim == seat {
            return Err(IllegalAction::SabotageSelf);
        }
        if victim.index() >= self.table.seats {
            return Err(IllegalAction::NoSuchSeat { seat: victim });
        }
        if !self.plays(victim) {
            return Err(IllegalAction::TargetLeft { seat: victim });
        }
        match target {
            Target::Building(position) => {
                let city = &self.cities[victim.index()];
                if city.at(usize::from(position)).is_none() {
                    return Err(IllegalAction::NoBuildingThere {
                        seat: victim,
                        position,
                    });
                }
                let (buildings, _) = self.targets(seat);
                if !buildings.contains(&victim) {
                    let fewest = buildings
                        .first()
                        .map_or(0, |s| self.cities[s.index()].shields());
                    return Err(IllegalAction::NotFewestShields {
                        seat: victim,
                        shields: city.shields(),
                        fewest,
                    });
                }
            }
            Target::Hand => {
                let size = self.hands[victim.index()].len();
                if size < 5 {
                    return Err(IllegalAction::HandTooSmall { seat: victim, size });
                }
                if let Some(&card) = self.options.picks.get(self.picks.len())
                    && !self.hands[victim.index()].iter().any(|c| c.card() == card)
                {
                    return Err(IllegalAction::PickNotInHand { card });
                }
            }
        }
        let equal = self.piles[0].len() == self.piles[1].len();
        match (equal, pile) {
            (true, None) => Err(IllegalAction::PileNeeded),
            (false, Some(pile)) => Err(IllegalAction::PileNotNamed { pile }),
            _ => Ok(()),
        }
    }

    fn sabotage(
        &mut self,
        seat: Seat,
        victim: Seat,
        target: Target,
        pile: Option<Pile>,
        ev: &mut Events,
    ) -> Result<(), IllegalAction> {
        self.check_sabotage(seat, victim, target, pile)?;
        self.stones[seat.index()] -= 1;
        self.reserve += 1;
        match target {
            Target::Building(position) => {
                let position = usize::from(position);
                let face = self.roll();
                ev.push(Event::Sabotage {
                    seat,
                    victim,
                    target,
                    face: Some(face),
                });
                match face {
                    Face::Saboteur => self.destroy(victim, position, pile, ev),
                    Face::Pips(1 | 2) => {}
                    Face::Pips(_) => {
                        let card = self.cities[victim.index()]
                            .at(position)
                            .expect("checked")
                            .card();
                        if self.purses[victim.index()] < u32::from(card.value) {
                            ev.push(Event::CannotPay { seat: victim });
                            self.destroy(victim, position, pile, ev);
                        } else {
                            ev.push(Event::OwnerAsked { seat: victim, card });
                            self.phase = Phase::Owner(Attack {
                                attacker: seat,
                                owner: victim,
                                position,
                                pile,
                            });
                            return Ok(());
                        }
                    }
                }
            }
            Target::Hand => {
                ev.push(Event::Sabotage {
                    seat,
                    victim,
                    target,
                    face: None,
                });
                let hand = &self.hands[victim.index()];
                let card = match self.options.picks.get(self.picks.len()) {
                    Some(&card) => card,
                    None => hand[self.rng.below(hand.len() as u32) as usize].card(),
                };
                // Cards of one name are alike: the table knows best which.
                let id = self.hand_card(hand, card).expect("in the hand");
                self.picks.push(id.card());
                self.hands[victim.index()].retain(|&c| c != id);
                self.knowledge.show(id);
                let pile = self.smaller_pile(pile.unwrap_or(Pile::Up));
                self.put_under(pile, id);
                ev.push(Event::Destroyed {
                    seat: victim,
                    card: id.card(),
                    from_hand: true,
                    pile,
                });
            }
        }
        self.end_turn(ev);
        Ok(())
    }

    /// A new auction (G7): takes the pile's top card; taking a pile's last
    /// card starts the end (G11).
    fn open(&mut self, seat: Seat, pile: Pile, ev: &mut Events) -> CardId {
        let top = *self.piles[pile.index()]
            .last()
            .expect("both piles hold cards (G17)");
        let fresh = pile == Pile::Down && !self.knowledge.is_public(top);
        if fresh {
            let wanted = self
                .options
                .seen_down
                .get(self.auctioned_down.len())
                .copied();
            match wanted {
                Some(SeenDraw::Card(card)) => {
                    self.bring_to_top(pile, true, |id| id.card() == card);
                }
                Some(SeenDraw::Type(kind)) => {
                    self.bring_to_top(pile, false, |id| id.card().kind == kind);
                }
                Some(SeenDraw::Unknown) => self.bring_to_top(pile, false, |_| true),
                None => {}
            }
        }
        let card = self.piles[pile.index()]
            .pop()
            .expect("both piles hold cards (G17)");
        if fresh
            && matches!(
                self.options.seen_down.get(self.auctioned_down.len()),
                Some(SeenDraw::Type(_) | SeenDraw::Unknown)
            )
        {
            self.knowledge.stand_ins |= 1 << card.index();
        }
        if pile == Pile::Up {
            self.up_shown = false;
        } else {
            if fresh {
                self.auctioned_down.push(card);
            }
            self.knowledge.show_to(card, seat);
        }
        ev.push(Event::AuctionOpened {
            seat,
            pile,
            card: (pile == Pile::Up).then(|| card.card()),
        });
        if self.piles[pile.index()].is_empty() && self.trigger.is_none() {
            self.trigger = Some(seat);
            ev.push(Event::LastCard { seat });
        }
        card
    }

    fn start_bidding(&mut self, seat: Seat, card: CardId, pile: Pile, bid: u32, ev: &mut Events) {
        ev.push(Event::Bid { seat, amount: bid });
        let auction = Auction {
            opener: seat,
            card,
            pile,
            bids: vec![(seat, bid)],
            passed: SeatSet::EMPTY,
            asked: seat,
            announced: false,
        };
        self.ask_next(auction, seat, ev);
    }

    /// The highest bid listed for `seat`: its own purse (at least 1, to
    /// open). A higher bid is legal, a bluff that ruins its bidder if it
    /// wins; the list stops at what the bidder knows it can pay, and so
    /// depends on nothing it cannot see (another's purse least of all).
    pub(super) fn bid_cap(&self, seat: Seat) -> u32 {
        self.purses[seat.index()].clamp(1, MAX_BID)
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
