//! `keystone selfplay`: the computer player against itself and against
//! chance, over many seeded Basilica games, for the strength report
//! (`docs/selfplay.md`): win rates, first-seat advantage, game length, how
//! games end, and how long decisions take.

use std::fmt::Write as _;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use keystone_engine::ai::{Level, choose};
use keystone_engine::basilica::{Basilica, End};
use keystone_engine::play::random_action;
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng, Seat, Table};

/// Who plays a seat.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Player {
    /// A uniformly random legal action.
    Random,
    /// The computer player at a level.
    Ai(Level),
}

impl Player {
    /// Its name in the report.
    pub fn name(self) -> &'static str {
        match self {
            Player::Random => "random",
            Player::Ai(level) => level.name(),
        }
    }

    /// The player called `name` (`random`, `easy`, `normal`, `hard`).
    pub fn from_name(name: &str) -> Option<Player> {
        if name.trim().eq_ignore_ascii_case("random") {
            return Some(Player::Random);
        }
        Level::from_name(name).map(Player::Ai)
    }
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

/// Plays `game` to its end, each seat by the player `at` gives it, with
/// the randomness of `seed`: the actions played and each computer
/// decision's time.
fn play_out<G: Game>(
    game: &mut G,
    seed: u64,
    at: impl Fn(Seat) -> Player,
) -> (usize, Vec<(Level, Duration)>) {
    let mut rng = GameRng::new(seed, Stream::FirstSeat);
    let mut buffer = Vec::new();
    let mut actions = 0;
    let mut decisions = Vec::new();
    while let Some(seat) = game.to_act().iter().next() {
        let action = match at(seat) {
            Player::Random => random_action(game, &mut rng, &mut buffer).map(|(_, a)| a),
            Player::Ai(level) => {
                let started = Instant::now();
                let chosen = choose(game, seat, level.budget(), rng.next_u64());
                decisions.push((level, started.elapsed()));
                chosen
            }
        };
        let Some(action) = action else { break };
        game.apply(seat, &action)
            .expect("the players only choose legal actions");
        actions += 1;
    }
    (actions, decisions)
}

/// Plays game `seed`: `a` in the first seat when `a_first`.
pub fn play_game(a: Player, b: Player, seed: u64, a_first: bool) -> GameResult {
    let table = Table {
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

/// `play(i)` for `i` in `0..games` on `threads` threads, in the order the
/// games finish; `progress` is told how many have.
fn in_parallel<R: Send>(
    games: usize,
    threads: usize,
    progress: &(dyn Fn(usize) + Sync),
    play: impl Fn(usize) -> R + Sync,
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::with_capacity(games));
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= games {
                        break;
                    }
                    let result = play(i);
                    let mut all = results.lock().unwrap_or_else(|p| p.into_inner());
                    all.push(result);
                    progress(all.len());
                }
            });
        }
    });
    results.into_inner().unwrap_or_else(|p| p.into_inner())
}

/// One finished game of a table of more than two: `a` in one seat, `b` in
/// every other.
#[derive(Clone, Debug)]
pub struct TableResult {
    /// The seed.
    pub seed: u64,
    /// `a`'s seat.
    pub a_seat: Seat,
    /// `a`'s share of the win: 1, a fraction when shared, or 0.
    pub a_won: f64,
    /// `a`'s place, 1 for the best score (ties share the better place).
    pub a_place: usize,
    /// Actions played.
    pub actions: usize,
    /// Each computer decision's time, by level.
    pub decisions: Vec<(Level, Duration)>,
}

/// Plays game `seed` of `G` for `seats`: `a` at `a_seat`, `b` elsewhere.
pub fn play_table<G: Game>(
    a: Player,
    b: Player,
    seats: usize,
    seed: u64,
    a_seat: Seat,
) -> TableResult {
    let table = Table {
        seats,
        first: Some(Seat::from_index(0)),
        seed,
    };
    let mut game = G::new(&table, &Default::default()).expect("a random setup is valid");
    let (actions, decisions) = play_out(&mut game, seed, |seat| if seat == a_seat { a } else { b });
    let outcome = game.outcome();
    let a_won = outcome.as_ref().map_or(0.0, |o| {
        if o.winners.contains(a_seat) {
            1.0 / o.winners.len() as f64
        } else {
            0.0
        }
    });
    let scores = game.scores();
    let a_place = 1 + scores
        .iter()
        .filter(|&&s| s > scores[a_seat.index()])
        .count();
    TableResult {
        seed,
        a_seat,
        a_won,
        a_place,
        actions,
        decisions,
    }
}

/// `games` games of `G` for `seats`, seeds `0..games`, `a`'s seat going
/// round, on `threads` threads.
pub fn play_tables<G: Game>(
    a: Player,
    b: Player,
    seats: usize,
    games: usize,
    threads: usize,
    progress: &(dyn Fn(usize) + Sync),
) -> Vec<TableResult> {
    let mut results = in_parallel(games, threads, progress, |i| {
        play_table::<G>(a, b, seats, i as u64, Seat::from_index(i % seats))
    });
    results.sort_by_key(|r| r.seed);
    results
}

/// The report of table matches of `game` for `seats`: a Markdown page and
/// a CSV of every game.
pub fn table_report(
    game: &str,
    seats: usize,
    matches: &[(Player, Player, Vec<TableResult>)],
) -> (String, String) {
    let mut md = format!(
        "# Keystone self-play: {game}, tables of {seats}\n\n\
         One seat played by the first player, every other by the second; the\n\
         first player's seat goes round. Win: its share of the win (a shared\n\
         win counts its share). Chance alone would win 1 game in {seats}.\n\n\
         | first | others | games | wins | mean place | actions per game | decisions: median / slowest |\n\
         |---|---|---|---|---|---|---|\n"
    );
    let mut csv = String::from("first,others,seed,seat,won,place,actions\n");
    for (a, b, results) in matches {
        let n = results.len().max(1) as f64;
        let wins = results.iter().map(|r| r.a_won).sum::<f64>() / n;
        let place = results.iter().map(|r| r.a_place as f64).sum::<f64>() / n;
        let actions = results.iter().map(|r| r.actions as f64).sum::<f64>() / n;
        let times = match a {
            Player::Ai(level) => {
                let refs: Vec<&TableResult> = results.iter().collect();
                let mut all: Vec<Duration> = refs
                    .iter()
                    .flat_map(|r| &r.decisions)
                    .filter(|(l, _)| l == level)
                    .map(|(_, t)| *t)
                    .collect();
                all.sort();
                match (all.get(all.len() / 2), all.last()) {
                    (Some(m), Some(x)) => format!("{} ms / {} ms", m.as_millis(), x.as_millis()),
                    _ => "–".to_owned(),
                }
            }
            Player::Random => "–".to_owned(),
        };
        let _ = writeln!(
            md,
            "| {} | {} | {} | {:.1} % | {place:.2} | {actions:.0} | {times} |",
            a.name(),
            b.name(),
            results.len(),
            wins * 100.0
        );
        for r in results {
            let _ = writeln!(
                csv,
                "{},{},{},{},{},{},{}",
                a.name(),
                b.name(),
                r.seed,
                r.a_seat.number(),
                r.a_won,
                r.a_place,
                r.actions
            );
        }
    }
    (md, csv)
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

    #[test]
    fn a_table_is_seeded_and_moves_the_first_players_seat() {
        use keystone_engine::GrandsBatisseurs;
        let one = play_tables::<GrandsBatisseurs>(Player::Random, Player::Random, 3, 6, 2, &|_| {});
        let two = play_tables::<GrandsBatisseurs>(Player::Random, Player::Random, 3, 6, 1, &|_| {});
        assert_eq!(one.len(), 6);
        for (x, y) in one.iter().zip(&two) {
            assert_eq!(
                (x.seed, x.actions, x.a_place),
                (y.seed, y.actions, y.a_place)
            );
        }
        let seats: Vec<u8> = one.iter().map(|r| r.a_seat.number()).collect();
        assert_eq!(seats, [1, 2, 3, 1, 2, 3]);
        assert!(one.iter().all(|r| (1..=3).contains(&r.a_place)));
        let (md, csv) = table_report(
            "grands-batisseurs",
            3,
            &[(Player::Random, Player::Random, one)],
        );
        assert!(md.contains("| random | random | 6 |"), "{md}");
        assert_eq!(csv.lines().count(), 7);
    }

    #[test]
    fn players_read_by_name() {
        assert_eq!(Player::from_name("random"), Some(Player::Random));
        assert_eq!(Player::from_name("Hard"), Some(Player::Ai(Level::Hard)));
        assert_eq!(Player::from_name("god"), None);
    }
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
    let table = Table {
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
