//! What a finished game's scores are made of: each seat's score as items,
//! each counted under a rule, and the tie-breaks in the order the rules
//! apply them. In no language: the bot words each item by its key.

use serde::Serialize;

use crate::game::Rule;

/// How a finished game's scores came about (see [`crate::Game::tally`]).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Tally {
    /// Each seat's score as its items, by seat; they sum to its score.
    pub seats: Vec<Vec<ScoreItem>>,
    /// What decides between equal scores, in the order the rules apply
    /// them (Babylon: gold, then holes); empty for a game where equal
    /// scores share the win.
    pub tie_breaks: Vec<TieBreak>,
}

/// One item of a seat's score.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct ScoreItem {
    /// The rule that counts it (`C13`).
    #[serde(serialize_with = "rule_text")]
    pub rule: Rule,
    /// What it is, as the key the words name it by (`pawns`,
    /// `town-hall-middle`).
    pub item: &'static str,
    /// What it is of, when the item comes in several (a colour: `red`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub of: Option<&'static str>,
    /// How many things it counts, where that is not its points (9 pawns,
    /// 5 cards; a scoring's number).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<i64>,
    /// Its points (negative for what is subtracted).
    pub points: i64,
}

impl ScoreItem {
    /// `points` for `item` under `rule`, of nothing in particular.
    pub fn new(rule: Rule, item: &'static str, points: i64) -> ScoreItem {
        ScoreItem {
            rule,
            item,
            of: None,
            count: None,
            points,
        }
    }

    /// The same item, of `of`.
    #[must_use]
    pub fn of(self, of: &'static str) -> ScoreItem {
        ScoreItem {
            of: Some(of),
            ..self
        }
    }

    /// The same item, counting `count` things.
    #[must_use]
    pub fn counting(self, count: i64) -> ScoreItem {
        ScoreItem {
            count: Some(count),
            ..self
        }
    }
}

/// What decides between equal scores: a value per seat, the higher (or
/// the lower) better.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct TieBreak {
    /// The rule (`C14`).
    #[serde(serialize_with = "rule_text")]
    pub rule: Rule,
    /// What is compared, as the key the words name it by (`money`).
    pub item: &'static str,
    /// Each seat's value, by seat.
    pub values: Vec<i64>,
    /// Whether less is better (Babylon's holes).
    pub fewer_wins: bool,
}

impl Tally {
    /// Each seat's total: the sum of its items.
    pub fn totals(&self) -> Vec<i64> {
        self.seats
            .iter()
            .map(|items| items.iter().map(|i| i.points).sum())
            .collect()
    }

    /// The tie-breaks that decided between the best equal scores of the
    /// seats still playing (`playing`), in order, up to the one that
    /// separated them; empty when the best score was not shared.
    pub fn decisive(&self, playing: &[bool]) -> &[TieBreak] {
        let totals = self.totals();
        let in_play = |s: usize| playing.get(s).copied().unwrap_or(true);
        let Some(best) = (0..totals.len())
            .filter(|&s| in_play(s))
            .map(|s| totals[s])
            .max()
        else {
            return &[];
        };
        let mut tied: Vec<usize> = (0..totals.len())
            .filter(|&s| in_play(s) && totals[s] == best)
            .collect();
        if tied.len() < 2 {
            return &[];
        }
        for (i, tie_break) in self.tie_breaks.iter().enumerate() {
            let value = |s: usize| tie_break.values.get(s).copied().unwrap_or(0);
            let key = |s: usize| {
                if tie_break.fewer_wins {
                    -value(s)
                } else {
                    value(s)
                }
            };
            let top = tied.iter().map(|&s| key(s)).max().unwrap_or(0);
            tied.retain(|&s| key(s) == top);
            if tied.len() < 2 {
                return &self.tie_breaks[..=i];
            }
        }
        // Still equal after every tie-break: all of them were looked at.
        &self.tie_breaks
    }
}

fn rule_text<S: serde::Serializer>(rule: &Rule, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(rule)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(totals: &[i64], money: &[i64]) -> Tally {
        Tally {
            seats: totals
                .iter()
                .map(|&t| vec![ScoreItem::new(Rule::new('G', 12), "city", t)])
                .collect(),
            tie_breaks: vec![TieBreak {
                rule: Rule::new('G', 13),
                item: "money",
                values: money.to_vec(),
                fewer_wins: false,
            }],
        }
    }

    #[test]
    fn a_tie_break_is_decisive_only_between_the_best_equal_scores() {
        let all = [true; 3];
        assert!(tally(&[30, 20, 10], &[0, 9, 9]).decisive(&all).is_empty());
        assert_eq!(tally(&[30, 30, 10], &[1, 2, 9]).decisive(&all).len(), 1);
        // Still equal: the tie-break was looked at, and the win is shared.
        assert_eq!(tally(&[30, 30, 10], &[2, 2, 9]).decisive(&all).len(), 1);
        // A seat that left does not make a tie.
        assert!(
            tally(&[30, 30, 10], &[1, 2, 9])
                .decisive(&[true, false, true])
                .is_empty()
        );
        assert_eq!(tally(&[3, 4], &[0, 0]).totals(), vec![3, 4]);
    }
}
