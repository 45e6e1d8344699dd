//! A player's city: one row of cards and breaches (G8, G16), and its score
//! (G12, G19).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::card::{Card, CardId, Kind};
use super::error::IllegalAction;

/// Where a card is laid (Notation): at an end, or into a breach.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Place {
    /// Beside the leftmost card (or into an empty row).
    Left,
    /// Beside the rightmost card (or into an empty row).
    Right,
    /// The breach at this position, counted from 1 at the left (G16).
    Breach(u8),
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Left => f.write_str("left"),
            Place::Right => f.write_str("right"),
            Place::Breach(p) => write!(f, "{p}"),
        }
    }
}

/// A row of positions, each a card or a breach; it starts and ends with a
/// card, or is empty (G16).
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct City(Vec<Option<CardId>>);

impl City {
    /// The positions, left to right (`None`: a breach).
    pub fn positions(&self) -> &[Option<CardId>] {
        &self.0
    }

    /// The cards' names, left to right (`None`: a breach).
    pub fn cards(&self) -> impl Iterator<Item = Option<Card>> + '_ {
        self.0.iter().map(|p| p.map(CardId::card))
    }

    /// Whether there is no card.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The card at `position` (from 1), if one stands there.
    pub fn at(&self, position: usize) -> Option<CardId> {
        position
            .checked_sub(1)
            .and_then(|i| self.0.get(i).copied().flatten())
    }

    /// Shields (G8): one per tower or corner tower.
    pub fn shields(&self) -> u32 {
        self.built().map(|c| c.card().shields()).sum()
    }

    /// Coins at every income (G6).
    pub fn coins(&self) -> u32 {
        self.built().map(|c| c.card().coins()).sum()
    }

    /// The cards standing, left to right.
    pub fn built(&self) -> impl Iterator<Item = CardId> + '_ {
        self.0.iter().flatten().copied()
    }

    fn corners(&self) -> usize {
        self.built().filter(|c| c.card().kind.is_corner()).count()
    }

    /// Lays `id` at `place` (G8, G16), or says why not; unchanged on error.
    /// `final_round` allows the second corner tower (G11).
    pub fn lay(
        &mut self,
        id: CardId,
        place: Place,
        final_round: bool,
    ) -> Result<(), IllegalAction> {
        let card = id.card();
        let kind = card.kind;
        if kind.is_corner() && !final_round && self.corners() > 0 {
            return Err(IllegalAction::SecondCorner { card });
        }
        let clash = |side: Option<CardId>| match side {
            Some(other) if kind.same_type(other.card().kind) => Err(IllegalAction::SideBySide {
                card,
                other: other.card(),
            }),
            _ => Ok(()),
        };
        let first = self.0.first().copied().flatten();
        let last = self.0.last().copied().flatten();
        match place {
            _ if self.0.is_empty() => {
                if let Place::Breach(position) = place {
                    return Err(IllegalAction::NotABreach { position });
                }
                self.0.push(Some(id));
            }
            Place::Left => {
                if first.is_some_and(|c| c.card().kind == Kind::LeftCorner) {
                    return Err(IllegalAction::EndClosed { place });
                }
                if kind == Kind::RightCorner {
                    return Err(IllegalAction::CornerAtItsEnd { card });
                }
                clash(first)?;
                self.0.insert(0, Some(id));
            }
            Place::Right => {
                if last.is_some_and(|c| c.card().kind == Kind::RightCorner) {
                    return Err(IllegalAction::EndClosed { place });
                }
                if kind == Kind::LeftCorner {
                    return Err(IllegalAction::CornerAtItsEnd { card });
                }
                clash(last)?;
                self.0.push(Some(id));
            }
            Place::Breach(position) => {
                let i = usize::from(position).wrapping_sub(1);
                if self.0.get(i) != Some(&None) {
                    return Err(IllegalAction::NotABreach { position });
                }
                if kind.is_corner() {
                    return Err(IllegalAction::CornerInBreach { card });
                }
                clash(i.checked_sub(1).and_then(|j| self.0[j]))?;
                clash(self.0.get(i + 1).copied().flatten())?;
                self.0[i] = Some(id);
            }
        }
        Ok(())
    }

    /// Removes the card at `position` (from 1): inside the row it leaves a
    /// breach; at an end it goes, with the breaches then at that end (G16).
    pub fn remove(&mut self, position: usize) -> Option<CardId> {
        let card = self.at(position)?;
        self.0[position - 1] = None;
        while self.0.last() == Some(&None) {
            self.0.pop();
        }
        let leading = self.0.iter().take_while(|p| p.is_none()).count();
        self.0.drain(..leading);
        Some(card)
    }

    /// Whether the city is complete (G12, G19): no breach, a left corner
    /// tower at the left end and a right one at the right end.
    pub fn is_complete(&self) -> bool {
        let kind = |p: Option<&Option<CardId>>| p.copied().flatten().map(|c| c.card().kind);
        self.0.len() >= 3
            && self.0.iter().all(Option::is_some)
            && kind(self.0.first()) == Some(Kind::LeftCorner)
            && kind(self.0.last()) == Some(Kind::RightCorner)
    }

    /// The city's points (G12, G19), before the hand is subtracted.
    pub fn points(&self) -> CityPoints {
        let values = self.built().map(|c| i64::from(c.card().value)).sum();
        let mut points = CityPoints {
            values,
            middle: 0,
            churches: 0,
            corners: 0,
        };
        if !self.is_complete() {
            return points;
        }
        let cards: Vec<Card> = self.built().map(CardId::card).collect();
        let n = cards.len();
        if n % 2 == 1 && cards[n / 2].kind == Kind::TownHall {
            points.middle = 10;
        }
        let churches = |range: &[Card]| range.iter().filter(|c| c.kind == Kind::Church).count();
        let balanced = (0..n).any(|i| {
            cards[i].kind == Kind::TownHall && {
                let left = churches(&cards[..i]);
                left >= 1 && left == churches(&cards[i + 1..])
            }
        });
        if balanced {
            points.churches = 5;
        }
        if cards[0].value == cards[n - 1].value {
            points.corners = 5;
        }
        points
    }
}

/// What a city scores (G12), part by part.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize)]
pub struct CityPoints {
    /// The values of its cards.
    pub values: i64,
    /// +10: a town hall exactly in the middle of a complete city.
    pub middle: i64,
    /// +5: a town hall with as many churches left as right, one or more.
    pub churches: i64,
    /// +5: both corner towers of one value.
    pub corners: i64,
}

impl CityPoints {
    /// The sum.
    pub fn total(self) -> i64 {
        self.values + self.middle + self.churches + self.corners
    }
}

/// A score (G12): the city's points minus the values of the cards in hand.
pub fn score(city: &City, hand: impl IntoIterator<Item = Card>) -> i64 {
    city.points().total() - hand.into_iter().map(|c| i64::from(c.value)).sum::<i64>()
}
