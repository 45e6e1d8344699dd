//! What the engine benches share: random games to measure from.

use keystone_engine::play::random_action;
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng, Seat, Seating};

/// A game of `seats` (seat 1 first) played until `stop` holds, or to the
/// end, every action uniform among the legal ones.
pub(crate) fn random_game<G: Game>(
    seats: usize,
    seed: u64,
    buffer: &mut Vec<G::Action>,
    mut stop: impl FnMut(&G) -> bool,
) -> G {
    let table = Seating {
        seats,
        first: Some(Seat::from_index(0)),
        seed,
    };
    let mut game = G::new(&table, &G::Options::default()).unwrap();
    let mut rng = GameRng::new(seed, Stream::Play);
    while !stop(&game) {
        let Some((seat, action)) = random_action(&game, &mut rng, buffer) else {
            break;
        };
        game.apply(seat, &action).unwrap();
    }
    game
}
