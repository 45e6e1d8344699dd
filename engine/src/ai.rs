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
use std::hash::Hash;
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

/// In a turn chosen in two steps, a first step's node tries a new action
/// only while it has fewer than `WIDENING × √visits` children (progressive
/// widening): with dozens of second steps each, trying every one first
/// would leave the search no iterations to look further.
const WIDENING: f64 = 1.0;

/// A playout longer than this many actions is scored where it stands.
const MAX_PLAYOUT: usize = 2_000;

/// One node of the search tree: an action of a seat, and what followed; or,
/// for a game whose turns the search chooses in two steps
/// ([`Game::search_group`]), the first step of a turn, whose children are
/// that seat's actions beginning with it.
struct Node<A> {
    /// Who acted to reach this node.
    seat: Seat,
    /// Sum of the rewards of `seat` over the visits.
    reward: f64,
    visits: u32,
    /// How often this action was legal when its parent was visited.
    available: u32,
    children: HashMap<Edge<A>, usize>,
}

impl<A> Node<A> {
    fn new(seat: Seat) -> Node<A> {
        Node {
            seat,
            reward: 0.0,
            visits: 0,
            available: 1,
            children: HashMap::new(),
        }
    }
}

/// What leads from a node to a child.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Edge<A> {
    /// A seat plays an action.
    Action(Seat, A),
    /// A seat settles the first step of its turn (the group's key).
    Group(Seat, A),
}

/// What UCB1 makes of a node's children.
enum Pick {
    /// Candidates never tried from this node (indices into the list).
    Untried(Vec<usize>),
    /// The best tried child, and the candidate's index.
    Best(usize, usize),
}

/// Counts each candidate as available and picks among `node`'s children
/// reached by `edges` (in candidate order): the untried ones first (if
/// `widen`, only while the node has room for another child), else the one
/// with the highest upper confidence bound.
fn pick<A: Clone + Eq + Hash>(
    tree: &mut [Node<A>],
    node: usize,
    edges: impl Iterator<Item = Edge<A>>,
    widen: bool,
) -> Pick {
    let mut untried = Vec::new();
    let mut best: Option<(f64, usize, usize)> = None;
    let parent_visits = tree[node].visits.max(1);
    for (i, edge) in edges.enumerate() {
        match tree[node].children.get(&edge).copied() {
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
    let room = !widen
        || (tree[node].children.len() as f64)
            < (WIDENING * f64::from(tree[node].visits + 1).sqrt()).ceil();
    match best {
        _ if !untried.is_empty() && room => Pick::Untried(untried),
        Some((_, child, i)) => Pick::Best(child, i),
        None => Pick::Untried(untried),
    }
}

/// `node`'s child through `edge`, made if new.
fn child<A: Clone + Eq + Hash>(
    tree: &mut Vec<Node<A>>,
    node: usize,
    edge: Edge<A>,
    seat: Seat,
) -> usize {
    if let Some(&c) = tree[node].children.get(&edge) {
        return c;
    }
    let c = tree.len();
    tree.push(Node::new(seat));
    tree[node].children.insert(edge, c);
    c
}

/// The legal actions in `actions` split into the groups the search chooses
/// first (in order of first appearance), or `None` if the game chooses its
/// turns in one step.
fn groups<G: Game>(actions: &[G::Action]) -> Option<Vec<(G::Action, Vec<usize>)>> {
    let mut index: HashMap<G::Action, usize> = HashMap::new();
    let mut groups: Vec<(G::Action, Vec<usize>)> = Vec::new();
    for (i, action) in actions.iter().enumerate() {
        let head = G::search_group(action)?;
        match index.get(&head) {
            Some(&g) => groups[g].1.push(i),
            None => {
                index.insert(head.clone(), groups.len());
                groups.push((head, vec![i]));
            }
        }
    }
    Some(groups)
}

/// Selection and expansion in the `sampled` game: down the tree from its
/// root, adding one node at most; the nodes passed through into `path`.
fn descend<G: Game>(
    tree: &mut Vec<Node<G::Action>>,
    sampled: &mut G,
    rng: &mut GameRng,
    buffer: &mut Vec<G::Action>,
    path: &mut Vec<usize>,
) {
    let mut node = 0;
    while let Some(mover) = sampled.to_act().iter().next() {
        sampled.legal_actions(mover, buffer);
        if buffer.is_empty() {
            break;
        }
        // A turn chosen in two steps: its first step, then the actions
        // that begin with it.
        let (candidates, grouped): (Vec<usize>, bool) = match groups::<G>(buffer) {
            Some(mut groups) => {
                let edges = groups
                    .iter()
                    .map(|(head, _)| Edge::Group(mover, head.clone()));
                let chosen = match pick(tree, node, edges, false) {
                    Pick::Untried(untried) => untried[rng.below(untried.len() as u32) as usize],
                    Pick::Best(_, i) => i,
                };
                let (head, members) = groups.swap_remove(chosen);
                node = child(tree, node, Edge::Group(mover, head), mover);
                path.push(node);
                (members, true)
            }
            None => ((0..buffer.len()).collect(), false),
        };
        let edges = candidates
            .iter()
            .map(|&i| Edge::Action(mover, buffer[i].clone()));
        match pick(tree, node, edges, grouped) {
            Pick::Untried(untried) => {
                let i = candidates[untried[rng.below(untried.len() as u32) as usize]];
                let action = buffer.swap_remove(i);
                if sampled.apply(mover, &action).is_err() {
                    break;
                }
                path.push(child(tree, node, Edge::Action(mover, action), mover));
                break;
            }
            Pick::Best(next, k) => {
                let action = buffer.swap_remove(candidates[k]);
                if sampled.apply(mover, &action).is_err() {
                    break;
                }
                path.push(next);
                node = next;
            }
        }
    }
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
    if let Some(action) = game.planned(seat, budget.iterations) {
        return Some(action);
    }
    let started = Instant::now();
    let mut tree: Vec<Node<G::Action>> = vec![Node::new(seat)];
    let mut buffer = Vec::new();
    let mut path = Vec::new();
    // The longest iteration so far: the search stops when another as long
    // would overrun the time limit (one may take milliseconds).
    let mut longest = Duration::ZERO;
    for _ in 0..budget.iterations {
        let began = started.elapsed();
        // A fiftieth of the limit is kept for choosing and a busy machine.
        if began + longest + budget.time / 50 >= budget.time {
            break;
        }
        let mut sampled = game.sample_hidden(seat, &mut rng);
        path.clear();
        descend(&mut tree, &mut sampled, &mut rng, &mut buffer, &mut path);
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
        longest = longest.max(started.elapsed() - began);
    }
    // The most visited of the actions legal now (in the most visited group).
    let visits = |node: Option<usize>, edge: Edge<G::Action>| {
        node.and_then(|n| tree[n].children.get(&edge))
            .map_or(0, |&c| tree[c].visits)
    };
    let (node, candidates) = match groups::<G>(&legal) {
        Some(groups) => {
            let (head, members) = groups
                .into_iter()
                .max_by_key(|(head, _)| visits(Some(0), Edge::Group(seat, head.clone())))?;
            (
                tree[0].children.get(&Edge::Group(seat, head)).copied(),
                members,
            )
        }
        None => (Some(0), (0..legal.len()).collect()),
    };
    let best = candidates
        .into_iter()
        .max_by_key(|&i| visits(node, Edge::Action(seat, legal[i].clone())))?;
    Some(legal.swap_remove(best))
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
    use crate::game::Seating;

    fn game(seed: u64) -> Basilica {
        Basilica::new(
            &Seating {
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
