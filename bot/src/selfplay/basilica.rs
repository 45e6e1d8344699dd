//! Basilica's self-play: matches of two players, the first seat
//! alternating, with how games end (third scoring or an empty pile).

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use keystone_engine::ai::Level;
use keystone_engine::basilica::{Basilica, End};
use keystone_engine::{Game, Seat, Seating};

use super::{Player, Report, Request, in_parallel, play_out};

/// Basilica's report: every match of `request`, 2 seats.
pub fn run(request: &Request, progress: &(dyn Fn(&str, usize) + Sync)) -> Result<Report, String> {
    let started = Instant::now();
    let mut played = Vec::new();
    for &(a, b) in &request.matches {
        let label = format!("{} vs {}", a.name(), b.name());
        let results = play_match(a, b, request.games, request.threads, &|done| {
            progress(&label, done);
        });
        played.push((summarise(a, b, &results), results));
    }
    let (table, csv) = report(&played);
    let markdown = format!(
        "# Computer player: self-play report\n\n\
         Written by `keystone selfplay --games {games}` ({threads} threads, {:.0} min on this machine). \
         Each match plays seeds 0..{games} with the first seat alternating; draws count half. \
         Every game is in `selfplay.csv`.\n\n{table}",
        started.elapsed().as_secs_f64() / 60.0,
        games = request.games,
        threads = request.threads,
    );
    Ok(Report {
        name: "selfplay".to_owned(),
        markdown,
        csv,
    })
}

/// One finished game between `a` and `b`.
#[derive(Clone, Debug)]
pub struct GameResult {
    /// The seed.
    pub seed: u64,
    /// Whether `a` sat first.
    pub a_first: bool,
    /// `a`'s share of the win: 1, ½ or 0.
    pub a_won: f64,
    /// Whether the first seat won (½ for a draw).
    pub first_won: f64,
    /// Actions played.
    pub actions: usize,
    /// How it ended.
    pub end: Option<End>,
    /// Scorings made.
    pub scorings: u8,
    /// Each computer decision's time, by level.
    pub decisions: Vec<(Level, Duration)>,
}

/// Plays game `seed`: `a` in the first seat when `a_first`.
pub fn play_game(a: Player, b: Player, seed: u64, a_first: bool) -> GameResult {
    let table = Seating {
        seats: 2,
        first: Some(Seat::from_index(0)),
        seed,
    };
    let mut game = Basilica::new(&table, &Default::default()).expect("a random setup is valid");
    let seats = if a_first { [a, b] } else { [b, a] };
    let (actions, decisions) = play_out(&mut game, seed, |seat| seats[seat.index()]);
    let outcome = game.outcome();
    let share = |seat: Seat| {
        outcome.as_ref().map_or(0.5, |o| {
            if o.winners.contains(seat) {
                1.0 / o.winners.len() as f64
            } else {
                0.0
            }
        })
    };
    let a_seat = Seat::from_index(if a_first { 0 } else { 1 });
    GameResult {
        seed,
        a_first,
        a_won: share(a_seat),
        first_won: share(Seat::from_index(0)),
        actions,
        end: game.end(),
        scorings: game.scorings(),
        decisions,
    }
}

/// A match of `games` games between `a` and `b`, seeds `0..games`, first
/// seat alternating, on `threads` threads. `progress` is told of each game.
pub fn play_match(
    a: Player,
    b: Player,
    games: usize,
    threads: usize,
    progress: &(dyn Fn(usize) + Sync),
) -> Vec<GameResult> {
    let mut results = in_parallel(games, threads, progress, |i| {
        play_game(a, b, i as u64, i.is_multiple_of(2))
    });
    results.sort_by_key(|r| r.seed);
    results
}

/// A match's figures.
#[derive(Clone, Debug)]
pub struct Summary {
    /// The players.
    pub a: Player,
    /// The opponent.
    pub b: Player,
    /// Games played.
    pub games: usize,
    /// `a`'s win rate (draws count half).
    pub a_wins: f64,
    /// The first seat's win rate.
    pub first_wins: f64,
    /// Mean actions per game.
    pub mean_actions: f64,
    /// Share of games ended by the third scoring.
    pub third_scoring: f64,
    /// Share of games ended by the pile running out a second time.
    pub pile_out: f64,
}

/// Sums up a match.
pub fn summarise(a: Player, b: Player, results: &[GameResult]) -> Summary {
    let n = results.len().max(1) as f64;
    let share =
        |f: &dyn Fn(&GameResult) -> bool| results.iter().filter(|r| f(r)).count() as f64 / n;
    Summary {
        a,
        b,
        games: results.len(),
        a_wins: results.iter().map(|r| r.a_won).sum::<f64>() / n,
        first_wins: results.iter().map(|r| r.first_won).sum::<f64>() / n,
        mean_actions: results.iter().map(|r| r.actions as f64).sum::<f64>() / n,
        third_scoring: share(&|r| r.end == Some(End::ThirdScoring)),
        pile_out: share(&|r| r.end == Some(End::PileExhausted)),
    }
}

/// Median and maximum decision time of `level` over `results`.
pub fn decision_times(level: Level, results: &[&GameResult]) -> Option<(Duration, Duration)> {
    let mut times: Vec<Duration> = results
        .iter()
        .flat_map(|r| &r.decisions)
        .filter(|(l, _)| *l == level)
        .map(|(_, t)| *t)
        .collect();
    if times.is_empty() {
        return None;
    }
    times.sort();
    Some((times[times.len() / 2], times[times.len() - 1]))
}

/// The report: a Markdown table of the matches, decision times, and the
/// CSV of every game.
pub fn report(matches: &[(Summary, Vec<GameResult>)]) -> (String, String) {
    let mut md = String::new();
    let _ = writeln!(
        md,
        "| match | games | win rate of the first | first seat wins | actions per game | third scoring | pile ran out twice |"
    );
    let _ = writeln!(md, "|---|---|---|---|---|---|---|");
    for (s, _) in matches {
        let _ = writeln!(
            md,
            "| {} vs {} | {} | {:.1} % | {:.1} % | {:.1} | {:.1} % | {:.1} % |",
            s.a.name(),
            s.b.name(),
            s.games,
            100.0 * s.a_wins,
            100.0 * s.first_wins,
            s.mean_actions,
            100.0 * s.third_scoring,
            100.0 * s.pile_out
        );
    }
    let all: Vec<&GameResult> = matches.iter().flat_map(|(_, r)| r).collect();
    let _ = writeln!(md);
    let _ = writeln!(md, "| level | decisions | median | slowest | limit |");
    let _ = writeln!(md, "|---|---|---|---|---|");
    for level in Level::ALL {
        if let Some((median, max)) = decision_times(level, &all) {
            let count = all
                .iter()
                .flat_map(|r| &r.decisions)
                .filter(|(l, _)| *l == level)
                .count();
            let _ = writeln!(
                md,
                "| {} | {count} | {:.0} ms | {:.0} ms | {:.0} ms |",
                level.name(),
                median.as_secs_f64() * 1000.0,
                max.as_secs_f64() * 1000.0,
                level.budget().time.as_secs_f64() * 1000.0
            );
        }
    }
    let mut csv = String::from("a,b,seed,a_first,a_won,first_won,actions,end,scorings\n");
    for (s, results) in matches {
        for r in results {
            let end = match r.end {
                Some(End::ThirdScoring) => "third_scoring",
                Some(End::PileExhausted) => "pile_exhausted",
                Some(End::Left(_)) => "left",
                None => "unfinished",
            };
            let _ = writeln!(
                csv,
                "{},{},{},{},{},{},{},{end},{}",
                s.a.name(),
                s.b.name(),
                r.seed,
                r.a_first,
                r.a_won,
                r.first_won,
                r.actions,
                r.scorings
            );
        }
    }
    (md, csv)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_match_is_seeded_and_alternates_seats() {
        let one = play_match(Player::Random, Player::Random, 4, 2, &|_| {});
        let two = play_match(Player::Random, Player::Random, 4, 1, &|_| {});
        assert_eq!(one.len(), 4);
        for (x, y) in one.iter().zip(&two) {
            assert_eq!((x.seed, x.actions, x.a_won), (y.seed, y.actions, y.a_won));
        }
        assert!(one[0].a_first && !one[1].a_first);
        let summary = summarise(Player::Random, Player::Random, &one);
        assert!((0.0..=1.0).contains(&summary.a_wins));
        let (md, csv) = report(&[(summary, one)]);
        assert!(md.contains("| random vs random | 4 |"), "{md}");
        assert_eq!(csv.lines().count(), 5);
    }
}
