//! Cities (G17–G18): building, sabotage and what each needs.

use crate::grands_batisseurs::action::Target;
use crate::grands_batisseurs::card::{Card, CardId, Face, Pile};
use crate::grands_batisseurs::city::{City, Place};
use crate::grands_batisseurs::error::IllegalAction;
use crate::grands_batisseurs::event::Event;
use crate::grands_batisseurs::{Attack, GrandsBatisseurs, Phase};
use crate::seat::Seat;

use super::Events;

impl GrandsBatisseurs {
    /// Removes `seat`'s card at `position`: it goes under the smaller pile
    /// (tie: `named`), seen by all (G9, G16).
    pub(super) fn destroy(
        &mut self,
        seat: Seat,
        position: usize,
        named: Option<Pile>,
        ev: &mut Events,
    ) {
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

    pub(super) fn build(
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

    pub(super) fn sabotage(
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
}
