//! Basilica engine speed: complete random games per second on one core,
//! legal-action generation on a late-game position, and the computer
//! player's decision at each level (early and late). The README's
//! performance table quotes these medians.

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use keystone_engine::ahead::Ahead;
use keystone_engine::ai::{Level, choose};
use keystone_engine::basilica::Basilica;
use keystone_engine::play::{random_action, replay};
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng, Record, Seating};

/// Plays one complete game, every action chosen uniformly among the legal ones.
fn random_game(seed: u64, buffer: &mut Vec<<Basilica as Game>::Action>) -> Basilica {
    random_game_prefix(seed, usize::MAX, buffer)
}

/// The full-game example, 12 lines before its end: a long cathedral with
/// builders of both players.
fn late_game() -> Basilica {
    let mut record = Record::parse(include_str!("../../examples/basilica-full-game.txt")).unwrap();
    record.actions.truncate(record.actions.len() - 12);
    replay(&record).unwrap()
}

fn benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("basilica");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0;
    let mut buffer = Vec::new();
    group.bench_function("random_game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(seed, &mut buffer))
        });
    });

    let game = late_game();
    let seat = game.to_act().single().unwrap();
    group.bench_function("legal_actions_late_game", |b| {
        b.iter(|| {
            game.legal_actions(seat, &mut buffer);
            black_box(buffer.len())
        });
    });
    group.bench_function("apply_clone_late_game", |b| {
        game.legal_actions(seat, &mut buffer);
        let action = buffer[buffer.len() / 2];
        b.iter_batched_ref(
            || game.clone(),
            |g| g.apply(seat, &action).unwrap(),
            BatchSize::SmallInput,
        );
    });
    // What may follow a vault in a line: past its refill (B26), the
    // actions legal in every game the seat pictures (the autocomplete's
    // and the picker's cost for `V1 e1; `).
    game.legal_actions(seat, &mut buffer);
    let vault = *buffer
        .iter()
        .find(|a| game.reveals(seat, a))
        .expect("a vault that draws");
    group.bench_function("ahead_past_a_draw", |b| {
        b.iter(|| {
            let ahead = Ahead::follow(&game, seat, std::slice::from_ref(&vault)).unwrap();
            ahead.legal_actions(seat, &mut buffer);
            black_box(buffer.len())
        });
    });
    group.finish();

    // A decision takes up to the level's time limit: few samples.
    let mut group = c.benchmark_group("ai");
    group.sample_size(10);
    let early = random_game_prefix(5, 6, &mut buffer);
    for (name, position) in [("early", &early), ("late", &game)] {
        let seat = position.to_act().single().unwrap();
        for level in Level::ALL {
            group.bench_function(format!("{}_{name}", level.name()), |b| {
                b.iter(|| black_box(choose(position, seat, level.budget(), 7)));
            });
        }
    }
    group.finish();
}

/// The first `n` random actions of game `seed` (fewer if it ends).
fn random_game_prefix(
    seed: u64,
    n: usize,
    buffer: &mut Vec<<Basilica as Game>::Action>,
) -> Basilica {
    let mut game = Basilica::new(
        &Seating {
            seats: 2,
            first: None,
            seed,
        },
        &Default::default(),
    )
    .unwrap();
    let mut rng = GameRng::new(seed, Stream::Play);
    for _ in 0..n {
        let Some((seat, action)) = random_action(&game, &mut rng, buffer) else {
            break;
        };
        game.apply(seat, &action).unwrap();
    }
    game
}

criterion_group!(basilica, benches);
criterion_main!(basilica);
