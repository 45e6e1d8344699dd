//! The two piles (G5, G8, G16): which is smaller, a card put under one,
//! cards exposed or brought to the top, and a card opened for auction.

use crate::grands_batisseurs::card::{Card, CardId, Kind, Pile};
use crate::grands_batisseurs::event::Event;
use crate::grands_batisseurs::{GrandsBatisseurs, Phase, SeenDraw};
use crate::seat::Seat;

use super::Events;

impl GrandsBatisseurs {
    /// The pile a removed card goes under: the smaller, else `tie` (G9).
    pub(super) fn smaller_pile(&self, tie: Pile) -> Pile {
        let (up, down) = (self.piles[0].len(), self.piles[1].len());
        if up < down {
            Pile::Up
        } else if down < up {
            Pile::Down
        } else {
            tie
        }
    }

    pub(super) fn put_under(&mut self, pile: Pile, id: CardId) {
        let cards = &mut self.piles[pile.index()];
        cards.insert(0, id);
        if pile == Pile::Up && cards.len() == 1 {
            self.up_shown = false;
        }
    }

    /// Shows the up pile's top card once it is on top and no auction of
    /// the card above it is under way; a record's `seen-up` says which it
    /// is (an export in progress).
    pub(in crate::grands_batisseurs) fn expose_up(&mut self) {
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

    /// A new auction (G7): takes the pile's top card; taking a pile's last
    /// card starts the end (G11).
    pub(super) fn open(&mut self, seat: Seat, pile: Pile, ev: &mut Events) -> CardId {
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
}
