//! Babylon's self-play: Keystone at one level in every seat of each table
//! (alone in each solo mode, or two to four), with the score items' shares
//! and the solo goal's rate.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use keystone_engine::ai::Level;
use keystone_engine::babylon::Mode;
use keystone_engine::{Game, Seat, Seating};

use super::{Player, Report, Request, in_parallel, play_out};

/// Babylon's report: every table of `request`, Keystone at its level.
pub fn run(request: &Request, progress: &(dyn Fn(&str, usize) + Sync)) -> Result<Report, String> {
    let started = Instant::now();
    let mut played = Vec::new();
    for label in &request.tables {
        let (seats, mode) = match label.as_str() {
            "solo-normal" => (1, Some(Mode::Normal)),
            "solo-hard" => (1, Some(Mode::Hard)),
            n => match n.parse::<usize>() {
                Ok(seats @ 2..=4) => (seats, None),
                _ => {
                    return Err(format!(
                        "--tables takes solo-normal, solo-hard or 2 to 4, not {n:?}"
                    ));
                }
            },
        };
        let results = play_babylons(
            request.level,
            seats,
            mode,
            request.games,
            request.threads,
            &|done| progress(label, done),
        );
        played.push((label.clone(), results));
    }
    let (table, csv) = babylon_report(request.level, &played);
    let markdown = format!(
        "{table}\nWritten by `keystone selfplay --game babylon --tables {} --level {} --games {}` \
         ({} threads, {:.0} min on this machine), manifest {}. Every seat of every game is in the CSV.\n",
        request.tables.join(","),
        request.level.name(),
        request.games,
        request.threads,
        started.elapsed().as_secs_f64() / 60.0,
        keystone_engine::babylon::MANIFEST_VERSION
    );
    // One report per manifest: the tables it measures.
    Ok(Report {
        name: format!(
            "selfplay-babylon-manifest-{}",
            keystone_engine::babylon::MANIFEST_VERSION
        ),
        markdown,
        csv,
    })
}

/// One finished Babylon game, every seat played by Keystone at one level.
#[derive(Clone, Debug)]
pub struct BabylonResult {
    /// The seed.
    pub seed: u64,
    /// Each seat's final score.
    pub scores: Vec<i64>,
    /// Each seat's points by the page's scoring items (Y33, Y40).
    pub items: Vec<Vec<(&'static str, i64)>>,
    /// Each seat's points from drawn icons (part of `icons`): the
    /// pencil's share, which balance watches.
    pub drawn: Vec<i64>,
    /// Whether the solo goal was reached (solo games only).
    pub won: Option<bool>,
    /// Each decision's time.
    pub decisions: Vec<Duration>,
}

/// Plays Babylon game `seed` for `seats` (solo in `mode`), Keystone at
/// `level` in every seat.
pub fn play_babylon(
    level: Level,
    seats: usize,
    mode: Option<keystone_engine::babylon::Mode>,
    seed: u64,
) -> BabylonResult {
    use keystone_engine::Babylon;
    let table = Seating {
        seats,
        first: None,
        seed,
    };
    let options = keystone_engine::babylon::BabylonOptions {
        mode,
        ..Default::default()
    };
    let mut game = Babylon::new(&table, &options).expect("a random setup is valid");
    let (_, decisions) = play_out(&mut game, seed, |_| Player::Ai(level));
    let scores = game.scores();
    let items = Seat::all(seats)
        .map(|s| game.breakdown(s).items().to_vec())
        .collect();
    let won = (seats == 1).then(|| game.outcome().is_some_and(|o| !o.winners.is_empty()));
    let drawn = Seat::all(seats)
        .map(|s| {
            let sheet = &game.player(s).sheet;
            keystone_engine::babylon::TowerIcon::ALL
                .into_iter()
                .map(|i| {
                    sheet.drawn[i as usize].len() as i64
                        * keystone_engine::babylon::manifest::icon_points(i)
                })
                .sum()
        })
        .collect();
    BabylonResult {
        seed,
        scores,
        items,
        drawn,
        won,
        decisions: decisions.into_iter().map(|(_, d)| d).collect(),
    }
}

/// `games` Babylon games (seeds `0..games`) on `threads` threads.
pub fn play_babylons(
    level: Level,
    seats: usize,
    mode: Option<keystone_engine::babylon::Mode>,
    games: usize,
    threads: usize,
    progress: &(dyn Fn(usize) + Sync),
) -> Vec<BabylonResult> {
    let mut results = in_parallel(games, threads, progress, |i| {
        play_babylon(level, seats, mode, i as u64)
    });
    results.sort_by_key(|r| r.seed);
    results
}

/// The Babylon report: for each table (`label`, results), the score
/// distribution, the solo win rate, each scoring item's share of all points
/// and decision times; a Markdown page and a CSV of every seat of every game.
pub fn babylon_report(level: Level, tables: &[(String, Vec<BabylonResult>)]) -> (String, String) {
    let mut md = String::new();
    let mut csv = String::from("table,seed,seat,score,won");
    let item_names: Vec<&str> = tables
        .first()
        .and_then(|(_, r)| r.first())
        .map(|r| r.items[0].iter().map(|(n, _)| *n).collect())
        .unwrap_or_default();
    for name in &item_names {
        let _ = write!(csv, ",{name}");
    }
    csv.push('\n');
    let _ = writeln!(
        md,
        "# Babylon self-play: Keystone ({}) in every seat\n",
        level.name()
    );
    let _ = writeln!(
        md,
        "| table | games | solo goal reached | mean | median | min | max | largest item (share of points) | decision median / slowest |"
    );
    let _ = writeln!(md, "|---|---|---|---|---|---|---|---|---|");
    let mut shares_md = String::new();
    for (label, results) in tables {
        let mut scores: Vec<i64> = results.iter().flat_map(|r| r.scores.clone()).collect();
        scores.sort_unstable();
        let n = scores.len().max(1);
        let mean = scores.iter().sum::<i64>() as f64 / n as f64;
        let median = scores.get(n / 2).copied().unwrap_or(0);
        let wins: Vec<bool> = results.iter().filter_map(|r| r.won).collect();
        let win = if wins.is_empty() {
            "–".to_owned()
        } else {
            format!(
                "{:.1} %",
                100.0 * wins.iter().filter(|&&w| w).count() as f64 / wins.len() as f64
            )
        };
        // Each item's share of all positive points.
        let mut totals: Vec<(&str, i64)> = item_names.iter().map(|&n| (n, 0)).collect();
        for r in results {
            for seat in &r.items {
                for (i, (_, p)) in seat.iter().enumerate() {
                    totals[i].1 += (*p).max(0);
                }
            }
        }
        let all: i64 = totals.iter().map(|(_, p)| p).sum::<i64>().max(1);
        let largest = totals
            .iter()
            .max_by_key(|(_, p)| *p)
            .map(|(name, p)| format!("{name} ({:.1} %)", 100.0 * *p as f64 / all as f64))
            .unwrap_or_default();
        let mut times: Vec<Duration> = results.iter().flat_map(|r| r.decisions.clone()).collect();
        times.sort_unstable();
        let median_time = times.get(times.len() / 2).copied().unwrap_or_default();
        let slowest = times.last().copied().unwrap_or_default();
        let _ = writeln!(
            md,
            "| {label} | {} | {win} | {mean:.1} | {median} | {} | {} | {largest} | {} ms / {} ms |",
            results.len(),
            scores.first().copied().unwrap_or(0),
            scores.last().copied().unwrap_or(0),
            median_time.as_millis(),
            slowest.as_millis()
        );
        let shares: Vec<String> = totals
            .iter()
            .filter(|(_, p)| *p > 0)
            .map(|(name, p)| format!("{name} {:.1} %", 100.0 * *p as f64 / all as f64))
            .collect();
        let drawn: i64 = results.iter().flat_map(|r| r.drawn.iter()).sum();
        let _ = writeln!(
            shares_md,
            "- {label}: {}; of which drawn icons (the pencil) {:.1} %",
            shares.join(", "),
            100.0 * drawn as f64 / all as f64
        );
        for r in results {
            for (s, seat) in r.items.iter().enumerate() {
                let won = r.won.map_or(String::new(), |w| w.to_string());
                let _ = write!(csv, "{label},{},{},{},{won}", r.seed, s + 1, r.scores[s]);
                for (_, p) in seat {
                    let _ = write!(csv, ",{p}");
                }
                csv.push('\n');
            }
        }
    }
    let _ = writeln!(md, "\nEach scoring item's share of all points scored:\n");
    md.push_str(&shares_md);
    (md, csv)
}
