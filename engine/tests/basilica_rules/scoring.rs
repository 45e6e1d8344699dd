//! The scorings (B29-B32): zones, majorities and their points, the
//! clean-up after a scoring, and the end of the game.

use keystone_engine::Game;
use keystone_engine::basilica::{Basilica, End, TileId};

use crate::support::*;

fn zones(game: &Basilica) -> Vec<(char, Vec<String>)> {
    game.scoring_preview()
        .zones
        .into_iter()
        .map(|z| {
            (
                z.color.letter(),
                z.cells.iter().map(ToString::to_string).collect(),
            )
        })
        .collect()
}

#[test]
fn b29_the_rulebook_joker_example() {
    // Zones A (green, 2 with joker D), B (blue, 5 with jokers D and E; E
    // joins two blue groups), C (red, 1; E touches it but is not red).
    // Joker F (green/yellow) touches neither colour: no zone.
    let game = Pos::new()
        .board(
            "3 | . .  B  B GY
             2 | . .  BY R .
             1 | G BG B  . .",
        )
        .build();
    let z = zones(&game);
    assert_eq!(
        z,
        [
            (
                'B',
                vec!["b1", "c1", "c2", "c3", "d3"]
                    .into_iter()
                    .map(String::from)
                    .collect()
            ),
            ('R', vec!["d2".to_owned()]),
            ('G', vec!["a1".to_owned(), "b1".to_owned()]),
        ]
    );
}

#[test]
fn b29_a_joker_alone_is_no_zone_and_never_joins_colours() {
    let game = Pos::new().board("1 | YB . R BR G").build();
    assert_eq!(
        zones(&game),
        [
            ('R', vec!["c1".to_owned(), "d1".to_owned()]),
            ('G', vec!["e1".to_owned()])
        ]
    );
}

fn points(diagram: &str) -> [u32; 2] {
    Pos::new().board(diagram).build().scoring_preview().points
}

#[test]
fn b30_the_rulebook_architect_example() {
    // Seat 1's architect stands on a yellow-blue joker: both zones double.
    // Yellow {a1, a2, b1}: seat 1 leads 2 to 1 -> 3 x 2 = 6; seat 2 gets 1.
    // Blue {b1, c1, c2, d2}: seat 2's master mason (2) beats the architect
    // (1) -> 4 x 2 + 2 (glass, after doubling) = 10; seat 1 gets 1.
    let game = Pos::new()
        .board("2 | Y:2 . B B* .\n1 | Y:1 YB:1a B:2m . .")
        .build();
    let scoring = game.scoring_preview();
    let summary: Vec<_> = scoring
        .zones
        .iter()
        .map(|z| (z.color.letter(), z.value, z.strength, z.majority, z.points))
        .collect();
    assert_eq!(
        summary,
        [
            ('Y', 6, [2, 1], Some(S1), [6, 1]),
            ('B', 10, [1, 2], Some(S2), [1, 10])
        ]
    );
    assert_eq!(scoring.points, [7, 11]);
}

#[test]
fn b30_majority_and_minority() {
    assert_eq!(
        points("1 | B:1 B:1 B:2 B ."),
        [4, 1],
        "the majority scores the zone, the minority 1 per builder"
    );
    assert_eq!(points("1 | B:1 B:2 B . ."), [0, 0], "a tie scores nothing");
    assert_eq!(
        points("1 | B B . . R:1"),
        [1, 0],
        "zones without builders score nothing"
    );
}

#[test]
fn b30_master_mason_counts_two_for_the_majority_only() {
    assert_eq!(points("1 | B:1m B:2 B:2 . ."), [0, 0], "2 against 2: a tie");
    assert_eq!(
        points("1 | B:1m B:2 B:2 B:2 ."),
        [1, 4],
        "the minority scores 1 for its mason"
    );
}

#[test]
fn b30_strongmen_break_ties() {
    assert_eq!(points("1 | B:1s B:2 . . ."), [2, 1]);
    assert_eq!(points("1 | B:1s B:2s . . ."), [0, 0], "one each cancel");
    assert_eq!(
        points("1 | B:1s B:1s B:2 B:2 ."),
        [4, 2],
        "two of the same player do not cancel"
    );
    assert_eq!(points("1 | B:1s B:1s B:2s B:2 ."), [0, 0]);
    assert_eq!(
        points("1 | B:1s B:2 B:2 . ."),
        [1, 3],
        "no tie: the strongman does nothing"
    );
}

#[test]
fn b30_architects_double_once_and_glass_adds_after() {
    assert_eq!(points("1 | B:1a B:1a B:2 . ."), [6, 1], "3 x 2, not x 4");
    assert_eq!(
        points("1 | B:1a* B . . ."),
        [6, 0],
        "2 x 2 + 2, not (2 + 2) x 2"
    );
    assert_eq!(
        points("1 | B:1* B* B:2 B:1 ."),
        [8, 1],
        "4 + 2 x 2 glass, whoever placed it"
    );
    assert_eq!(
        points("1 | B:1 B:2a B:1 . ."),
        [6, 1],
        "an architect helps the majority, even the opponent's"
    );
}

#[test]
fn b30_a_scoring_adds_to_the_players_scores() {
    let mut game = Pos {
        scores: [5, 7],
        ..Pos::new()
    }
    .board("1 | B:1 B . . .")
    .king(9)
    .vault(1, "R^")
    .build();
    play(&mut game, S1, "V1 e1");
    assert_eq!(game.scores(), [7, 7]);
}

#[test]
fn b31_the_clean_up_after_a_scoring() {
    let mut game = Pos::new()
        .board(
            "4 | . G* . . .
             3 | . G:2 . # .
             2 | Y:1a* . . . .
             1 | Y B:1 . . .",
        )
        .king(9)
        .vault(1, "R^")
        .build();
    let kept: Vec<TileId> = ["b3", "b4"]
        .iter()
        .map(|c| game.cathedral().vault(cell(c)).unwrap().tile)
        .collect();
    play(&mut game, S1, "V1 c1");
    // (1) builders and tokens back
    for seat in [S1, S2] {
        assert_eq!(
            (game.player(seat).reserve, game.player(seat).tokens),
            (5, 4)
        );
    }
    // (2) rows 1-2 discarded with their glass, scaffolds gone; (3) the rest slides down
    let squares: Vec<(String, TileId, bool)> = game
        .cathedral()
        .vaults()
        .map(|(c, v)| (c.to_string(), v.tile, v.glass))
        .collect();
    assert_eq!(
        squares,
        [
            ("b1".to_owned(), kept[0], false),
            ("b2".to_owned(), kept[1], true)
        ]
    );
    assert_eq!(game.cathedral().height(), 2);
    // (4) the opponent of the triggering player starts
    assert_eq!((game.active(), game.actions_left()), (S2, 3));
}

#[test]
fn b31_the_slide_stops_when_the_lowest_vault_reaches_row_one() {
    let mut game = Pos::new()
        .board(
            "5 | . . R . .
             4 | . . R . .
             3 | . . # . .
             2 | B . . . .
             1 | B . . . .",
        )
        .king(19)
        .scorings_done(1)
        .vault(1, "R^")
        .build();
    play(&mut game, S1, "V1 b1");
    let cells: Vec<String> = game
        .cathedral()
        .vaults()
        .map(|(c, _)| c.to_string())
        .collect();
    assert_eq!(cells, ["c1", "c2"]);
}

#[test]
fn b32_the_third_scoring_ends_the_game() {
    let mut game = Pos {
        scores: [20, 18],
        ..Pos::new()
    }
    .board("1 | B:2 B . . .")
    .king(29)
    .scorings_done(2)
    .vault(1, "R^")
    .build();
    play(&mut game, S1, "V1 e1");
    assert_eq!(game.end(), Some(End::ThirdScoring));
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.scores, [20, 20]);
    assert!(outcome.is_draw(), "equal scores: a draw");
    assert_eq!(refuse(&mut game, S2, "V1 a2"), "the game is over (B32)");
    assert!(game.to_act().is_empty());
}

#[test]
fn b32_the_higher_score_wins() {
    let mut game = Pos {
        scores: [20, 18],
        ..Pos::new()
    }
    .king(29)
    .scorings_done(2)
    .vault(1, "R^")
    .build();
    play(&mut game, S1, "V1 e1");
    assert_eq!(game.outcome().unwrap().winner(), Some(S1));
}
