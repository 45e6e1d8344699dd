//! Seats at the table.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The most seats any game of the platform has (Cardinal and Babylon play 4).
pub const MAX_SEATS: usize = 4;

/// A seat at the table. Players see seats numbered from 1 (records, JSON,
/// messages); the engine indexes them from 0.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Seat(u8);

impl Seat {
    /// The seat with this 0-based index. Panics past [`MAX_SEATS`]: indices
    /// come from the engine's own loops, never from users.
    pub const fn from_index(index: usize) -> Seat {
        assert!(index < MAX_SEATS, "seat index out of range");
        Seat(index as u8)
    }

    /// The seat players call `number` (1-based), if there can be such a seat.
    pub fn from_number(number: u64) -> Option<Seat> {
        (1..=MAX_SEATS as u64)
            .contains(&number)
            .then(|| Seat(number as u8 - 1))
    }

    /// 0-based index, for arrays of per-seat data.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 1-based number, as players see it.
    pub const fn number(self) -> u8 {
        self.0 + 1
    }

    /// The seat after this one, in a table of `seats`.
    pub fn next(self, seats: usize) -> Seat {
        Seat(((self.index() + 1) % seats) as u8)
    }

    /// Every seat of a table of `seats`, in order.
    pub fn all(seats: usize) -> impl Iterator<Item = Seat> {
        (0..seats).map(Seat::from_index)
    }

    /// Every other seat of a table of `seats`, in order from the next one
    /// (the seats this one plays against, whatever their number).
    pub fn others(self, seats: usize) -> impl Iterator<Item = Seat> {
        let mut seat = self;
        (1..seats).map(move |_| {
            seat = seat.next(seats);
            seat
        })
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

impl Serialize for Seat {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.number())
    }
}

impl<'de> Deserialize<'de> for Seat {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let number = u64::deserialize(d)?;
        Seat::from_number(number).ok_or_else(|| {
            serde::de::Error::custom(format!("seat {number} does not exist (1-{MAX_SEATS})"))
        })
    }
}

/// A set of seats, e.g. everyone who must act now (several at once in a
/// roll-and-write; one in Basilica).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug, Serialize, Deserialize)]
pub struct SeatSet(u8);

impl SeatSet {
    /// No seat.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// Just `seat`.
    pub const fn only(seat: Seat) -> SeatSet {
        SeatSet(1 << seat.0)
    }

    /// Every seat of a table of `seats`.
    pub fn all(seats: usize) -> SeatSet {
        Seat::all(seats).collect()
    }

    /// Adds `seat`.
    pub fn insert(&mut self, seat: Seat) {
        self.0 |= 1 << seat.0;
    }

    /// Removes `seat`.
    pub fn remove(&mut self, seat: Seat) {
        self.0 &= !(1 << seat.0);
    }

    /// Whether `seat` is in the set.
    pub const fn contains(self, seat: Seat) -> bool {
        self.0 & (1 << seat.0) != 0
    }

    /// Whether the set has no seat.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many seats.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The only seat of a one-seat set.
    pub fn single(self) -> Option<Seat> {
        (self.len() == 1).then(|| Seat(self.0.trailing_zeros() as u8))
    }

    /// The seats, in order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..MAX_SEATS)
            .map(Seat::from_index)
            .filter(move |&s| self.contains(s))
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        let mut set = SeatSet::EMPTY;
        for seat in iter {
            set.insert(seat);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_one_based() {
        let seat = Seat::from_number(2).unwrap();
        assert_eq!(seat.index(), 1);
        assert_eq!(seat.to_string(), "2");
        assert_eq!(Seat::from_number(0), None);
        assert_eq!(Seat::from_number(5), None);
        assert_eq!(seat.next(2), Seat::from_index(0));
        let others: Vec<u8> = seat.others(4).map(Seat::number).collect();
        assert_eq!(others, [3, 4, 1]);
        assert_eq!(Seat::from_index(0).others(1).count(), 0);
    }

    #[test]
    fn serde_uses_numbers() {
        let seat = Seat::from_index(0);
        assert_eq!(serde_json::to_string(&seat).unwrap(), "1");
        assert_eq!(serde_json::from_str::<Seat>("2").unwrap().index(), 1);
        assert!(serde_json::from_str::<Seat>("9").is_err());
    }

    #[test]
    fn sets() {
        let set: SeatSet = [Seat::from_index(0), Seat::from_index(2)]
            .into_iter()
            .collect();
        assert_eq!(set.len(), 2);
        assert!(set.contains(Seat::from_index(2)));
        assert!(!set.contains(Seat::from_index(1)));
        assert_eq!(set.single(), None);
        assert_eq!(
            SeatSet::only(Seat::from_index(1)).single(),
            Some(Seat::from_index(1))
        );
        assert_eq!(set.iter().map(Seat::number).collect::<Vec<_>>(), [1, 3]);
    }
}
