//! A player's statistics and a server's leaderboard in the reader's words.

use crate::i18n::Lang;
use crate::t;

/// One player's record, as statistics tell it.
#[derive(Clone, Copy, Debug)]
pub struct Standing<'a> {
    /// Their name, as the reader sees it.
    pub name: &'a str,
    /// Their rating.
    pub rating: f64,
    /// Games finished, won, lost and drawn.
    pub played: u32,
    /// Games won.
    pub won: u32,
    /// Games lost.
    pub lost: u32,
    /// Games drawn (or won together).
    pub drawn: u32,
}

/// `name` has finished no game here.
pub fn none(lang: Lang, name: &str) -> String {
    t!(lang, "stats-none", name = name)
}

/// A player's statistics: their `standing`, ranked `rank` of `players`,
/// `average` points a game, and what they scored most with (`favourite`).
pub fn player(
    lang: Lang,
    standing: &Standing<'_>,
    (rank, players): (usize, usize),
    average: f64,
    favourite: &str,
) -> String {
    t!(
        lang,
        "stats",
        name = standing.name,
        rating = format!("{:.0}", standing.rating),
        rank = rank,
        players = players,
        played = standing.played,
        won = standing.won,
        lost = standing.lost,
        drawn = standing.drawn,
        average = format!("{average:.1}"),
        favourite = favourite
    )
}

/// No game finished here yet.
pub fn leaderboard_empty(lang: Lang) -> String {
    t!(lang, "leaderboard-empty")
}

/// The head of the leaderboard: `players` players over `games` games.
pub fn leaderboard(lang: Lang, players: usize, games: usize) -> String {
    t!(lang, "leaderboard", players = players, games = games)
}

/// One row of the leaderboard, at `rank`.
pub fn leaderboard_row(lang: Lang, rank: usize, standing: &Standing<'_>) -> String {
    t!(
        lang,
        "leaderboard-row",
        rank = rank,
        name = standing.name,
        rating = format!("{:.0}", standing.rating),
        played = standing.played,
        won = standing.won,
        lost = standing.lost,
        drawn = standing.drawn
    )
}
