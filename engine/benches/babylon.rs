//! Babylon engine speed: complete random games of four, listing one
//! seat's legal Write actions mid-game (the simultaneous phase with the
//! largest choice), and the one-step greedy player's decision there. The
//! README's performance table quotes these medians.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use keystone_engine::babylon::{Action, Babylon, Step, greedy};
use keystone_engine::{Game, Seat};

mod common;

/// A game of four played at random until `stop` holds.
fn random_game(seed: u64, buffer: &mut Vec<Action>, stop: impl FnMut(&Babylon) -> bool) -> Babylon {
    common::random_game(4, seed, buffer, stop)
}

fn benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("babylon");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0;
    let mut buffer = Vec::new();
    group.bench_function("random_game_of_four", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(seed, &mut buffer, |_| false))
        });
    });
    // Round 6's Write, every seat still to write.
    let game = random_game(7, &mut buffer, |g| {
        g.round() == 6 && g.step() == Step::Write && g.to_act().len() == 4
    });
    let seat = Seat::from_index(0);
    group.bench_function("legal_write_actions", |b| {
        b.iter(|| {
            game.legal_actions(seat, &mut buffer);
            black_box(buffer.len())
        });
    });
    group.bench_function("greedy_write_action", |b| {
        b.iter(|| black_box(greedy::choose(&game, seat)));
    });
    group.finish();
}

criterion_group!(babylon, benches);
criterion_main!(babylon);
