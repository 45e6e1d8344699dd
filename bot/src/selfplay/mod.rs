//! `keystone selfplay`: the computer player against itself and against
//! chance, over many seeded games, for the strength reports in `docs/`:
//! win rates, first-seat advantage, game length, how games end, and how
//! long decisions take. Each game plays itself through its registry entry
//! ([`crate::games::Kind::selfplay`]): a table of any game by default
//! ([`tables`]), Basilica's two-seat matches ([`basilica`]) and Babylon's
//! tables with every seat Keystone's ([`babylon`]) their own way.

pub mod babylon;
pub mod basilica;

use std::fmt::Write as _;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use keystone_engine::ai::{Level, choose};
use keystone_engine::play::random_action;
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng, Seat, Seating};

/// What `keystone selfplay` asks of a game.
#[derive(Clone, Debug)]
pub struct Request {
    /// Games per match or table (seeds `0..games`).
    pub games: usize,
    /// The matches, each a pair of players.
    pub matches: Vec<(Player, Player)>,
    /// Seats at a table (games of more than two seats).
    pub seats: usize,
    /// Babylon's tables: `solo-normal`, `solo-hard` or a seat count.
    pub tables: Vec<String>,
    /// Keystone's level where it plays every seat (Babylon).
    pub level: Level,
    /// Threads, one game each at a time.
    pub threads: usize,
}

/// A self-play report: the name of its files (without extension), its
/// Markdown page and its CSV of every game.
#[derive(Clone, Debug)]
pub struct Report {
    /// `selfplay-cardinal-4`: the files are `<name>.md` and `<name>.csv`.
    pub name: String,
    /// The page, ending with how it was written.
    pub markdown: String,
    /// Every game.
    pub csv: String,
}

/// How a game plays itself for its report; `progress` is told each
/// match's or table's label and how many of its games are done. An error
/// says which flag is wrong.
pub type Run = fn(&Request, &(dyn Fn(&str, usize) + Sync)) -> Result<Report, String>;

/// Every game by default: tables of `request.seats`, the first player of
/// each match in one seat (going round) and the second in all others.
pub fn tables<G: Game>(
    request: &Request,
    progress: &(dyn Fn(&str, usize) + Sync),
) -> Result<Report, String> {
    let seats = request.seats;
    let table = Seating {
        seats,
        first: None,
        seed: 0,
    };
    if G::new(&table, &Default::default()).is_err() {
        return Err(format!("--seats: {} is not played by {seats}", G::KIND));
    }
    let started = Instant::now();
    let mut played = Vec::new();
    for &(a, b) in &request.matches {
        let label = format!("{} vs {}", a.name(), b.name());
        let results = play_tables::<G>(a, b, seats, request.games, request.threads, &|done| {
            progress(&label, done);
        });
        played.push((a, b, results));
    }
    let (table, csv) = table_report(G::KIND, seats, &played);
    let markdown = format!(
        "{table}\nWritten by `keystone selfplay --game {} --seats {seats} --games {}` \
         ({} threads, {:.0} min on this machine). Every game is in the CSV.\n",
        G::KIND,
        request.games,
        request.threads,
        started.elapsed().as_secs_f64() / 60.0
    );
    Ok(Report {
        name: format!("selfplay-{}-{seats}", G::KIND),
        markdown,
        csv,
    })
}

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

/// Plays `game` to its end, each seat by the player `at` gives it, with
/// the randomness of `seed`: the actions played and each computer
/// decision's time.
pub(crate) fn play_out<G: Game>(
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

/// `play(i)` for `i` in `0..games` on `threads` threads, in the order the
/// games finish; `progress` is told how many have.
pub(crate) fn in_parallel<R: Send>(
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
    let table = Seating {
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

#[cfg(test)]
mod tests {
    use super::*;

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
