//! Les Grands Bâtisseurs' probes, and its money accounted for.

use keystone_engine::grands_batisseurs::{
    self as gb, CardId, GrandsBatisseurs, Pile, Place, Target,
};
use keystone_engine::play;
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng, Seat, Seating};

use super::Subject;

impl Subject for GrandsBatisseurs {
    const CASES: u32 = 300;
    const LEAVES: bool = true;
    const MAX_ACTIONS: usize = 20_000;

    fn probes(&self, seat: Seat, _legal: &[gb::Action]) -> Vec<gb::Action> {
        use gb::Action::*;
        let seats = self.seat_count();
        let cap = Seat::all(seats)
            .filter(|&s| self.plays(s))
            .map(|s| self.purse(s))
            .max()
            .unwrap_or(0);
        let mut out = vec![AuctionDown, Pass, Done, Pay, Refuse];
        // Bids are listed up to the bidder's own purse (a higher one is a
        // legal bluff, not offered).
        let cap = cap.min(self.purse(seat));
        for bid in 0..=cap.max(1) {
            out.push(AuctionUp(bid));
            out.push(Bid(bid));
        }
        let mut names: Vec<_> = self.hand(seat).iter().map(|c| c.card()).collect();
        names.extend(CardId::all().take(1).map(|c| c.card()));
        names.dedup();
        let city = self.city(seat).positions().len() as u8;
        let places: Vec<Place> = [Place::Left, Place::Right]
            .into_iter()
            .chain((1..=city + 1).map(Place::Breach))
            .collect();
        for &a in &names {
            for &pa in &places {
                out.push(Build(vec![(a, pa)]));
                if !self.has_built(seat) {
                    for &b in &names {
                        for &c in &names {
                            out.push(Build(vec![(a, pa), (b, Place::Right), (c, Place::Right)]));
                            out.push(Build(vec![(a, pa), (b, Place::Left), (c, Place::Right)]));
                        }
                    }
                } else {
                    for &b in &names {
                        for &pb in &places {
                            out.push(Build(vec![(a, pa), (b, pb)]));
                        }
                    }
                }
            }
        }
        for victim in Seat::all(seats) {
            out.push(Steal(victim));
            let positions = self.city(victim).positions().len() as u8;
            let targets = (1..=positions + 1)
                .map(Target::Building)
                .chain([Target::Hand]);
            for target in targets {
                for pile in [None, Some(Pile::Up), Some(Pile::Down)] {
                    out.push(Sabotage {
                        seat: victim,
                        target,
                        pile,
                    });
                }
            }
        }
        out
    }

    fn invariants(&self) -> Result<(), String> {
        // Every card once, the stones, the cities' rows: Game::check.
        Ok(())
    }
}

/// Money in a game of Les Grands Bâtisseurs is accounted for: every
/// change of the purses' sum is an income, a payment to the bank or an
/// insolvency, as the events tell it.
#[test]
fn grands_batisseurs_money_is_accounted_for() {
    for seats in 2..=4 {
        for seed in 0..30 {
            let table = Seating {
                seats,
                first: None,
                seed,
            };
            let mut game = GrandsBatisseurs::new(&table, &Default::default()).unwrap();
            let mut rng = GameRng::new(seed, Stream::Play);
            let mut buffer = Vec::new();
            let total = |g: &GrandsBatisseurs| -> i64 {
                Seat::all(seats).map(|s| i64::from(g.purse(s))).sum()
            };
            while let Some((seat, action)) = play::random_action(&game, &mut rng, &mut buffer) {
                let before = game.clone();
                let mut events = Vec::new();
                game.apply_recorded(seat, &action, &mut events).unwrap();
                let mut expected = total(&before);
                for event in &events {
                    match *event {
                        gb::Event::Funds { thalers, .. } => expected += i64::from(thalers),
                        gb::Event::Took { bid, to_opener, .. } => {
                            expected -= i64::from(bid - to_opener);
                        }
                        gb::Event::Insolvent { seat, .. } => {
                            expected -= i64::from(before.purse(seat));
                        }
                        _ => {}
                    }
                }
                assert_eq!(
                    total(&game),
                    expected,
                    "seed {seed}, {seats} seats: {action}"
                );
            }
            assert!(game.is_over());
        }
    }
}
