//! Per-server statistics and ratings, from the finished games the store
//! keeps apart in the order they finished. Ratings are Elo
//! (`skillratings`, K = 32, from 1000), folded over those games: each game
//! counts once, whatever restarts happen, because it is stored once, in the
//! same change that archives it.

use std::collections::BTreeMap;

use keystone_data::Finished;
use skillratings::Outcomes;
use skillratings::elo::{EloConfig, EloRating, elo};

use super::{Reply, Result, Service};
use crate::tell::stats;
use keystone_data::Seat;

/// How many players `/leaderboard` shows.
const LEADERS: usize = 10;

/// One player's record on a server.
#[derive(Clone, Debug, Default, PartialEq)]
struct Player {
    name: String,
    played: u32,
    won: u32,
    lost: u32,
    drawn: u32,
    points: i64,
    favourites: BTreeMap<String, u32>,
    rating: f64,
}

impl Player {
    /// Their record, as statistics tell it.
    fn standing(&self) -> stats::Standing<'_> {
        stats::Standing {
            name: &self.name,
            rating: self.rating,
            played: self.played,
            won: self.won,
            lost: self.lost,
            drawn: self.drawn,
        }
    }
}

/// Every player of `games`, by user id, with ratings folded in order.
fn players(games: &[Finished]) -> BTreeMap<u64, Player> {
    let mut players: BTreeMap<u64, Player> = BTreeMap::new();
    let config = EloConfig::new();
    for game in games {
        // Statistics and ratings are between people: a game against
        // Keystone (at any level, under one name) would skew both.
        if game.seats.iter().any(|s| s.computer.is_some()) {
            continue;
        }
        for (i, seat) in game.seats.iter().enumerate() {
            let me = Seat::from_index(i);
            let player = players.entry(seat.user).or_insert_with(|| Player {
                rating: EloRating::new().rating,
                ..Player::default()
            });
            player.name.clone_from(&seat.name);
            player.played += 1;
            // Won alone, shared the win (drawn), or lost; nobody winning
            // (an old record) counts as a draw.
            let winners = &game.result.winners;
            if winners == &[me] {
                player.won += 1;
            } else if winners.contains(&me) || winners.is_empty() {
                player.drawn += 1;
            } else {
                player.lost += 1;
            }
            player.points += game.result.scores.get(i).copied().unwrap_or(0);
            if let Some(Some(favourite)) = game.result.favourites.get(i) {
                *player.favourites.entry(favourite.clone()).or_default() += 1;
            }
        }
        // Ratings: every pair of seats plays an Elo game (who stayed beats
        // who left, a winner beats a non-winner, otherwise the higher score
        // wins: `Outcome::compare`), all from the
        // ratings before this game; with more than two seats each pair
        // counts 1/(seats - 1), so one game moves a rating about as much
        // as a two-player game.
        let seats = &game.seats;
        let before: Vec<f64> = seats.iter().map(|s| players[&s.user].rating).collect();
        let mut after = before.clone();
        let share = 1.0 / (seats.len().max(2) - 1) as f64;
        let ranks = game.result.outcome();
        for i in 0..seats.len() {
            for j in i + 1..seats.len() {
                let outcome = match ranks.compare(Seat::from_index(i), Seat::from_index(j)) {
                    std::cmp::Ordering::Greater => Outcomes::WIN,
                    std::cmp::Ordering::Less => Outcomes::LOSS,
                    std::cmp::Ordering::Equal => Outcomes::DRAW,
                };
                let (a, b) = elo(
                    &EloRating { rating: before[i] },
                    &EloRating { rating: before[j] },
                    &outcome,
                    &config,
                );
                after[i] += (a.rating - before[i]) * share;
                after[j] += (b.rating - before[j]) * share;
            }
        }
        for (seat, rating) in seats.iter().zip(after) {
            if let Some(p) = players.get_mut(&seat.user) {
                p.rating = rating;
            }
        }
    }
    players
}

impl Service {
    fn finished_on(&self, guild: Option<u64>) -> Result<Vec<Finished>> {
        let scan = self.store.results(guild)?;
        for (_, error) in &scan.corrupt {
            tracing::warn!(%error, "a damaged result left out of the statistics");
        }
        Ok(scan.items)
    }

    /// A player's statistics on a server.
    pub fn stats(&self, guild: Option<u64>, user: u64, name: &str) -> Result<Reply> {
        let games = self.finished_on(guild)?;
        let players = players(&games);
        let Some(player) = players.get(&user) else {
            return Ok(Reply::text(stats::none(self.lang, name)));
        };
        let rank = 1 + players
            .values()
            .filter(|p| p.rating > player.rating)
            .count();
        let favourite = player
            .favourites
            .iter()
            .max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0)))
            .map_or("none", |(what, _)| what.as_str());
        let average = player.points as f64 / f64::from(player.played.max(1));
        let ranked = (rank, players.len());
        let words = stats::player(self.lang, &player.standing(), ranked, average, favourite);
        Ok(Reply::text(words))
    }

    /// The server's best players by rating.
    pub fn leaderboard(&self, guild: Option<u64>) -> Result<Reply> {
        let games = self.finished_on(guild)?;
        let players = players(&games);
        if players.is_empty() {
            return Ok(Reply::text(stats::leaderboard_empty(self.lang)));
        }
        let mut ranked: Vec<&Player> = players.values().collect();
        ranked.sort_by(|a, b| b.rating.total_cmp(&a.rating).then(a.name.cmp(&b.name)));
        Ok(Reply {
            text: stats::leaderboard(self.lang, players.len(), games.len()),
            details: ranked
                .iter()
                .take(LEADERS)
                .enumerate()
                .map(|(i, p)| stats::leaderboard_row(self.lang, i + 1, &p.standing()))
                .collect(),
            ..Reply::default()
        })
    }
}
