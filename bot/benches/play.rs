//! What one `/play` costs the service, per game and table size: whole
//! games played through `Service::play` over the in-memory store, a random
//! legal action at a time, each answer with its picture. Prints the median
//! time per action over the first and the last tenth of the games' actions,
//! and over all of them.
//!
//! `cargo bench -p keystone-bot --bench play` (`PLAY_BENCH_GAMES=n` games
//! a table, 6 by default). Run without `--bench`, as `cargo test --benches`
//! runs it in CI, it plays one game a table, so that it cannot rot.

use std::sync::Arc;
use std::time::Instant;

use keystone_bot::games;
use keystone_bot::service::{Clock, First, NewGame, PromptKind, Service, User};
use keystone_data::{ChannelId, MemoryStore};
use keystone_engine::GameRng;
use keystone_engine::rng::Stream;

struct Fixed;

impl Clock for Fixed {
    fn now(&self) -> i64 {
        1_700_000_000_000
    }
}

/// The tables measured: every game at every size it takes.
fn tables() -> Vec<(&'static games::Kind, usize)> {
    games::KINDS
        .iter()
        .flat_map(|kind| kind.seats.clone().map(move |seats| (*kind, seats)))
        .collect()
}

/// Plays one whole game at `seats` seats; the time of each `/play`, in
/// the order played, and of each listing of the moves (with what each
/// is worth) before it.
fn one_game(kind: &games::Kind, seats: usize, seed: u64) -> (Vec<f64>, Vec<f64>) {
    let store = Arc::new(MemoryStore::new());
    let service = Service::with_seeds(store, Arc::new(Fixed), Box::new(move || seed));
    let channel = ChannelId(1);
    let users: Vec<User> = (1..=seats as u64)
        .map(|id| User {
            id,
            name: format!("Player {id}"),
        })
        .collect();
    let game = NewGame {
        kind: kind.name.to_owned(),
        guild: None,
        host: users[0].clone(),
        opponent: users.get(1).cloned(),
        others: users.iter().skip(2).cloned().collect(),
        first: First::Me,
        seed: Some(seed),
        headers: Vec::new(),
        clock: None,
        computer: None,
    };
    service
        .new_game(channel, &game)
        .expect("the game is set up");
    for user in users.iter().skip(1) {
        service
            .accept(channel, user.id, None)
            .expect("the invitation is accepted");
    }
    let mut rng = GameRng::new(seed, Stream::Ahead);
    let mut times = Vec::new();
    let mut listing = Vec::new();
    // The first game's record as stored before its last action, for its
    // size.
    let mut record = None;
    loop {
        let waiting = service.waiting_for(channel).expect("the game is read");
        let Some(&user) = rng.pick(&waiting) else {
            break;
        };
        let listed = Instant::now();
        let moves = service.moves(channel, user).expect("the moves are listed");
        listing.push(listed.elapsed().as_secs_f64() * 1000.0);
        let Some(choice) = rng.pick(&moves) else {
            panic!("{} has nothing to play", kind.name);
        };
        if seed == 1 {
            record = service.store().get(channel).expect("the game is read");
        }
        let started = Instant::now();
        let reply = service.play(channel, user, &choice.notation, None);
        times.push(started.elapsed().as_secs_f64() * 1000.0);
        let reply = reply.unwrap_or_else(|e| panic!("{} refused {:?}: {e}", kind.name, choice));
        // A bluff the game asks to confirm (a bid above the purse, G22) is
        // confirmed, as a player does, then told with its board.
        let reply = match reply.prompts.iter().find(|p| p.kind == PromptKind::Confirm) {
            Some(prompt) => service
                .confirm(channel, user, prompt.stamp())
                .unwrap_or_else(|e| panic!("{} refused the confirmation: {e}", kind.name)),
            None => reply,
        };
        assert!(reply.picture.is_some(), "every answer has its board");
    }
    if let Some(mut record) = record {
        let stored = keystone_data::codec::encode_record(&record).len();
        for seat in &mut record.seats {
            seat.seen = None;
        }
        eprintln!(
            "{} at {seats}: a record of {} lines, {stored} bytes stored ({} without what each seat saw last; the state {})",
            kind.name,
            record.log.len(),
            keystone_data::codec::encode_record(&record).len(),
            record.state.len()
        );
    }
    (times, listing)
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn main() {
    // `cargo bench` passes `--bench`; a filter names one game.
    let measuring = std::env::args().any(|a| a == "--bench");
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let games: u64 = std::env::var("PLAY_BENCH_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(if measuring { 6 } else { 1 });
    println!(
        "| game | seats | actions a game | first tenth | last tenth | all | last ÷ first | moves listed |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for (kind, seats) in tables() {
        if filter
            .as_ref()
            .is_some_and(|f| !kind.name.contains(f.as_str()))
        {
            continue;
        }
        let (mut first, mut last, mut all) = (Vec::new(), Vec::new(), Vec::new());
        let mut listed = Vec::new();
        let mut actions = 0;
        for seed in 1..=games {
            let (times, listing) = one_game(kind, seats, seed);
            listed.extend(listing);
            let tenth = (times.len() / 10).max(1);
            first.extend_from_slice(&times[..tenth]);
            last.extend_from_slice(&times[times.len() - tenth..]);
            actions += times.len();
            all.extend(times);
        }
        let (first, last) = (median(first), median(last));
        println!(
            "| {} | {seats} | {} | {first:.2} ms | {last:.2} ms | {:.2} ms | {:.2} | {:.2} ms |",
            kind.name,
            actions as u64 / games,
            median(all),
            last / first,
            median(listed)
        );
    }
}
