//! The auction (G9–G15): the next seat asked, the sale settled, the
//! bidding started, and what a seat may bid.

use crate::grands_batisseurs::card::{CardId, Pile};
use crate::grands_batisseurs::event::Event;
use crate::grands_batisseurs::{Auction, GrandsBatisseurs, MAX_BID, Phase};
use crate::seat::{Seat, SeatSet};

use super::Events;

impl GrandsBatisseurs {
    /// Asks the next seat of the bidding, announcing a face-down card's
    /// type when it comes back to its opener (G7); settles once every other
    /// seat has passed (G14).
    pub(super) fn ask_next(&mut self, mut auction: Auction, after: Seat, ev: &mut Events) {
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

    pub(super) fn start_bidding(
        &mut self,
        seat: Seat,
        card: CardId,
        pile: Pile,
        bid: u32,
        ev: &mut Events,
    ) {
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
    pub(in crate::grands_batisseurs) fn bid_cap(&self, seat: Seat) -> u32 {
        self.purses[seat.index()].clamp(1, MAX_BID)
    }
}
