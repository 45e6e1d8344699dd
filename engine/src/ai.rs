//! A computer player for any game: Monte Carlo tree search over the legal
//! actions, playing fair. It never searches the game itself: each iteration
//! searches a game drawn from what its seat may see
//! ([`Game::sample_hidden`]: the pile's order and future shuffles drawn
//! anew), and one tree gathers them all (single-observer information-set
//! MCTS). So its choice depends on what it sees and on its own seed, never
//! on the hidden order of the pile.
//!
//! Rewards: 1 for a win, ½ for a shared win, 0 for a loss, nudged by the
//! score margin so that a sure loss still fights for points. Strength is the
//! number of iterations, with a time limit as a safety net; the easy level
//! also plays a random action now and then.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use crate::game::Game;
use crate::play::random_action;
use crate::rng::{GameRng, Stream};
use crate::seat::Seat;

/// How strong a computer player is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    /// A short search, and a random action one time in four.
    Easy,
    /// A search of about half a second at most.
    Normal,
    /// A search of about two seconds at most.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// Its name (`easy`, `normal`, `hard`), as commands take it.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// The level called `name`.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(name.trim()))
    }

    /// Its search budget.
    pub const fn budget(self) -> Budget {
        match self {
            Level::Easy => Budget {
                iterations: 150,
                time: Duration::from_millis(100),
                random: 0.25,
            },
            Level::Normal => Budget {
                iterations: 800,
                time: Duration::from_millis(500),
                random: 0.0,
            },
            Level::Hard => Budget {
                iterations: 3_000,
                time: Duration::from_secs(2),
                random: 0.0,
            },
        }
    }
}

/// How much a player searches.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Budget {
    /// Iterations of the search (each a sampled game played to its end).
    pub iterations: u32,
    /// The search stops after this long even if iterations remain.
    pub time: Duration,
    /// The share of decisions taken at random instead (0 to 1).
    pub random: f64,
}

/// Exploration constant of UCB1 (rewards are in 0..=1).
const EXPLORATION: f64 = 0.7;

/// A playout longer than this many actions is scored where it stands.
const MAX_PLAYOUT: usize = 2_000;

/// One node of the search tree: an action of a seat, and what followed.
struct Node<A> {
    /// Who acted to reach this node.
    seat: Seat,
    /// Sum of the rewards of `seat` over the visits.
    reward: f64,
    visits: u32,
    /// How often this action was legal when its parent was visited.
    available: u32,
    children: HashMap<(Seat, A), usize>,
}

/// The action `seat` should play in `game`, searching within `budget`, with
/// all its randomness from `seed`. `None` if `seat` has nothing to do.
pub fn choose<G: Game>(game: &G, seat: Seat, budget: Budget, seed: u64) -> Option<G::Action> {
    let mut rng = GameRng::new(seed, Stream::Play);
    let mut legal = Vec::new();
    if !game.to_act().contains(seat) {
        return None;
    }
    game.legal_actions(seat, &mut legal);
    match legal.len() {
        0 => return None,
        1 => return legal.pop(),
        _ => {}
    }
    if budget.random > 0.0 && f64::from(rng.below(1_000_000)) < budget.random * 1e6 {
        let pick = rng.below(legal.len() as u32) as usize;
        return Some(legal.swap_remove(pick));
    }
    let started = Instant::now();
    let mut tree: Vec<Node<G::Action>> = vec![Node {
        seat,
        reward: 0.0,
        visits: 0,
        available: 0,
        children: HashMap::new(),
    }];
    let mut buffer = Vec::new();
    let mut path = Vec::new();
    for iteration in 0..budget.iterations {
        if iteration % 32 == 31 && started.elapsed() >= budget.time {
            break;
        }
        let mut sampled = game.sample_hidden(seat, &mut rng);
        path.clear();
        let mut node = 0;
        // Selection and expansion, in the sampled game.
        while let Some(mover) = sampled.to_act().iter().next() {
            sampled.legal_actions(mover, &mut buffer);
            if buffer.is_empty() {
                break;
            }
            let mut untried = Vec::new();
            let mut best: Option<(f64, usize, usize)> = None;
            let parent_visits = tree[node].visits.max(1);
            for (i, action) in buffer.iter().enumerate() {
                match tree[node].children.get(&(mover, action.clone())).copied() {
                    None => untried.push(i),
                    Some(child) => {
                        let c = &mut tree[child];
                        c.available += 1;
                        let mean = c.reward / f64::from(c.visits.max(1));
                        let explore = (f64::from(c.available.max(parent_visits)).ln()
                            / f64::from(c.visits.max(1)))
                        .sqrt();
                        let score = mean + EXPLORATION * explore;
                        if best.is_none_or(|(b, _, _)| score > b) {
                            best = Some((score, child, i));
                        }
                    }
                }
            }
            if !untried.is_empty() {
                let i = untried[rng.below(untried.len() as u32) as usize];
                let action = buffer.swap_remove(i);
                if sampled.apply(mover, &action).is_err() {
                    break;
                }
                let child = tree.len();
                tree.push(Node {
                    seat: mover,
                    reward: 0.0,
                    visits: 0,
                    available: 1,
                    children: HashMap::new(),
                });
                tree[node].children.insert((mover, action), child);
                path.push(child);
                break;
            }
            let Some((_, child, i)) = best else { break };
            let action = buffer.swap_remove(i);
            if sampled.apply(mover, &action).is_err() {
                break;
            }
            path.push(child);
            node = child;
        }
        // Playout: random actions to the end.
        for _ in 0..MAX_PLAYOUT {
            let Some((mover, action)) = random_action(&sampled, &mut rng, &mut buffer) else {
                break;
            };
            if sampled.apply(mover, &action).is_err() {
                break;
            }
        }
        let rewards = rewards(&sampled);
        tree[0].visits += 1;
        for &n in &path {
            let node = &mut tree[n];
            node.visits += 1;
            node.reward += rewards.get(node.seat.index()).copied().unwrap_or(0.0);
        }
    }
    // The most visited of the actions legal now.
    legal
        .into_iter()
        .map(|action| {
            let visits = tree[0]
                .children
                .get(&(seat, action.clone()))
                .map_or(0, |&c| tree[c].visits);
            (visits, action)
        })
        .max_by_key(|(visits, _)| *visits)
        .map(|(_, action)| action)
}

/// Each seat's reward for a finished (or abandoned) playout: the win, and a
/// little for the margin over the best other seat; at a table of more than
/// two, also its rank (the share of the others it beat), so that a seat
/// that cannot win still prefers second place to last.
fn rewards<G: Game>(game: &G) -> Vec<f64> {
    let scores = game.scores();
    let winners = game.outcome().map(|o| o.winners);
    let seats = scores.len();
    (0..seats)
        .map(|i| {
            let best_other = scores
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &s)| s)
                .max()
                .unwrap_or(0);
            let margin = (scores[i] - best_other) as f64;
            let nudge = 0.5 + (margin / 60.0).clamp(-0.5, 0.5);
            let won = match winners {
                Some(w) if w.contains(Seat::from_index(i)) => 1.0 / f64::from(w.len() as u32),
                Some(_) => 0.0,
                // Unfinished: the margin alone says who is ahead.
                None => nudge,
            };
            if seats <= 2 {
                return 0.9 * won + 0.1 * nudge;
            }
            let beaten =
                scores.iter().filter(|&&s| s < scores[i]).count() as f64 / (seats - 1) as f64;
            0.75 * won + 0.15 * beaten + 0.1 * nudge
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Basilica;
    use crate::game::Table;

    fn game(seed: u64) -> Basilica {
        Basilica::new(
            &Table {
                seats: 2,
                first: Some(Seat::from_index(0)),
                seed,
            },
            &Default::default(),
        )
        .unwrap()
    }

    #[test]
    fn levels_read_by_name() {
        for level in Level::ALL {
            assert_eq!(Level::from_name(level.name()), Some(level));
        }
        assert_eq!(Level::from_name(" HARD "), Some(Level::Hard));
        assert_eq!(Level::from_name("expert"), None);
    }

    #[test]
    fn it_plays_a_legal_action_and_nothing_out_of_turn() {
        let g = game(3);
        let budget = Budget {
            iterations: 50,
            time: Duration::from_secs(5),
            random: 0.0,
        };
        let action = choose(&g, Seat::from_index(0), budget, 1).unwrap();
        assert!(g.clone().apply(Seat::from_index(0), &action).is_ok());
        assert_eq!(choose(&g, Seat::from_index(1), budget, 1), None);
    }
}
