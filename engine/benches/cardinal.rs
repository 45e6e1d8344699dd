//! Cardinal engine speed: complete random games of four per second on one
//! core, listing every legal turn mid-game (each building with each way to
//! move the cardinal), drawing one at random, and the computer's decisions
//! at each level. The README's performance table quotes these medians.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use keystone_engine::ai::{Level, choose};
use keystone_engine::cardinal::{Action, Cardinal};
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng};

mod common;

/// Plays `turns` turns (or to the end) of a game of `seats`, every turn
/// chosen uniformly among the legal ones.
fn random_game(seats: usize, seed: u64, turns: usize, buffer: &mut Vec<Action>) -> Cardinal {
    let mut played = 0;
    common::random_game(seats, seed, buffer, |_: &Cardinal| {
        played += 1;
        played > turns
    })
}

fn benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("cardinal");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0;
    let mut buffer = Vec::new();
    group.bench_function("random_game_of_four", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(4, seed, usize::MAX, &mut buffer))
        });
    });
    let game = random_game(4, 7, 12, &mut buffer);
    let seat = game.to_act().single().unwrap();
    group.bench_function("legal_turns_mid_game", |b| {
        b.iter(|| {
            game.legal_actions(seat, &mut buffer);
            black_box(buffer.len())
        });
    });
    group.bench_function("random_turn_mid_game", |b| {
        let mut rng = GameRng::new(1, Stream::Play);
        b.iter(|| black_box(game.random_action(seat, &mut rng, &mut buffer)));
    });
    group.finish();

    // A decision takes up to the level's time limit: few samples.
    let mut group = c.benchmark_group("cardinal_ai");
    group.sample_size(10);
    let early = random_game(4, 7, 2, &mut buffer);
    for (name, position) in [("early", &early), ("mid_game", &game)] {
        let seat = position.to_act().single().unwrap();
        for level in Level::ALL {
            group.bench_function(format!("{}_{name}", level.name()), |b| {
                b.iter(|| black_box(choose(position, seat, level.budget(), 7)));
            });
        }
    }
    group.finish();
}

criterion_group!(cardinal, benches);
criterion_main!(cardinal);
