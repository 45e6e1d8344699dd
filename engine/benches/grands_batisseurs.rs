//! Les Grands Bâtisseurs engine speed: complete random games of four per
//! second on one core, listing a build-or-sabotage phase's legal actions
//! mid-game, and drawing a game a seat cannot tell from this one (what a
//! search does at every iteration). The README's performance table quotes
//! these medians.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use keystone_engine::grands_batisseurs::{Action, GrandsBatisseurs, Phase};
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng};

mod common;

/// A game of four played at random until `stop` holds.
fn random_game(
    seed: u64,
    buffer: &mut Vec<Action>,
    stop: impl FnMut(&GrandsBatisseurs) -> bool,
) -> GrandsBatisseurs {
    common::random_game(4, seed, buffer, stop)
}

fn benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("grands_batisseurs");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0;
    let mut buffer = Vec::new();
    group.bench_function("random_game_of_four", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(seed, &mut buffer, |_| false))
        });
    });
    // A build phase with a hand of four or more, past the first builds.
    let game = (0..)
        .map(|seed| {
            random_game(seed, &mut buffer, |g| {
                *g.phase() == Phase::Build
                    && g.has_built(g.active())
                    && g.hand(g.active()).len() >= 4
            })
        })
        .find(|g| !g.is_over())
        .unwrap();
    let seat = game.to_act().single().unwrap();
    group.bench_function("legal_actions_build_phase", |b| {
        b.iter(|| {
            game.legal_actions(seat, &mut buffer);
            black_box(buffer.len())
        });
    });
    let mut rng = GameRng::new(1, Stream::Play);
    group.bench_function("sample_hidden", |b| {
        b.iter(|| black_box(game.sample_hidden(seat, &mut rng)));
    });
    group.finish();
}

criterion_group!(grands_batisseurs, benches);
criterion_main!(grands_batisseurs);
