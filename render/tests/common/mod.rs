//! What the render crate's tests share.

use keystone_engine::play::random_action;
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng, Seating};

/// A game of `seats` after up to `steps` random legal actions.
pub(crate) fn random_position<G: Game>(seats: usize, seed: u64, steps: usize) -> G {
    let table = Seating {
        seats,
        first: None,
        seed,
    };
    let mut game = G::new(&table, &Default::default()).unwrap();
    let mut rng = GameRng::new(seed, Stream::Play);
    let mut buffer = Vec::new();
    for _ in 0..steps {
        match random_action(&game, &mut rng, &mut buffer) {
            Some((seat, action)) => game.apply(seat, &action).unwrap(),
            None => break,
        }
    }
    game
}
