//! Cardinal's rules one by one, each test citing its rule id
//! (`shared/rules/cardinal.md`). Positions are reached by legal play from
//! the start; the few a short game cannot reach (a supply run dry, a tie)
//! are edited through the snapshot, as a saved game would be.

use keystone_engine::cardinal::play::can_build;
use keystone_engine::cardinal::{Cardinal, CardinalOptions, Cell, Colour, Event, Pass, Shape};
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng, Seat, Seating, play_line, snapshot};

const S1: Seat = Seat::from_index(0);
const S2: Seat = Seat::from_index(1);
const S3: Seat = Seat::from_index(2);
const S4: Seat = Seat::from_index(3);

fn game(seats: usize) -> Cardinal {
    Cardinal::new(
        &Seating {
            seats,
            first: Some(S1),
            seed: 7,
        },
        &CardinalOptions::default(),
    )
    .unwrap()
}

fn play(game: &mut Cardinal, seat: Seat, line: &str) -> Vec<Event> {
    let played = keystone_engine::play::play_line_recorded(game, seat, line)
        .unwrap_or_else(|e| panic!("{line}: {e}"));
    played.events
}

/// The refusal of `line`, as "C8: law 4: …"; checks nothing changed.
fn refuse(game: &mut Cardinal, seat: Seat, line: &str) -> String {
    let before = game.clone();
    let error = play_line(game, seat, line).expect_err(line);
    assert_eq!(*game, before, "a refused line changed the game");
    let rule = error.rule().map(|r| r.to_string()).unwrap_or_default();
    format!("{rule}: {error}")
}

/// Four players; red built a house west of the tower, put the cardinal
/// above the tower and took a blue pawn.
fn opened() -> Cardinal {
    let mut g = game(4);
    play(&mut g, S1, "red house -1,0; cardinal 0,1; pawn blue");
    g
}

/// Edits the state: a position set up for a rule, which play need not
/// reach (so read without `Game::check`, which a stored game passes).
fn edited(game: &Cardinal, edit: impl FnOnce(&mut serde_json::Value)) -> Cardinal {
    let mut value: serde_json::Value = serde_json::from_str(&snapshot::save(game)).unwrap();
    edit(&mut value["state"]);
    serde_json::from_value(value["state"].take()).unwrap()
}

#[test]
fn c1_the_cathedral_tower_is_a_tower_and_its_nave_a_house() {
    let mut g = opened();
    // Next to the nave, a house breaks law 4; next to the tower, a tower does.
    assert!(refuse(&mut g, S2, "yellow house 2,0").starts_with("C8: law 4"));
    let mut g = game(4);
    let error = refuse(&mut g, S1, "red tower 0,-1; cardinal 1,1; pawn blue");
    assert!(
        error.starts_with("C8: law 2"),
        "the tower touches only the tower: {error}"
    );
    play(&mut g, S1, "red tower 1,-1; cardinal 1,1; pawn blue");
}

#[test]
fn c2_one_cardinal_blocks_one_cell() {
    let mut g = opened();
    assert_eq!(g.cardinal(), Some(Cell::new(0, 1)));
    // Moving it frees its old cell.
    play(&mut g, S2, "yellow tower -1,-1; cardinal 2,0");
    assert_eq!(g.cardinal(), Some(Cell::new(2, 0)));
    play(&mut g, S3, "green place 0,1 1,1");
    assert!(refuse(&mut g, S4, "blue house 2,0").starts_with("C8: law 1"));
}

#[test]
fn c4_twelve_pawns_per_colour_in_a_common_supply() {
    let g = game(4);
    for colour in Colour::ALL {
        assert_eq!(g.supply(colour), 12);
    }
    assert_eq!(
        game(3).supply(Colour::Blue),
        0,
        "set aside with three (C16)"
    );
}

#[test]
fn c3_each_colour_has_two_of_each_shape_and_places_are_dominoes() {
    let mut g = game(2);
    assert!(refuse(&mut g, S1, "red place 2,0 3,1; cardinal 1,1; pawn blue").starts_with("C3"));
    // Two red houses, then no third one.
    play(&mut g, S1, "red house -1,0; cardinal 0,1; pawn blue");
    play(&mut g, S2, "yellow tower -1,1");
    play(&mut g, S1, "red house -2,1");
    play(&mut g, S2, "yellow tower -2,2");
    assert_eq!(g.left(Colour::Red, Shape::House), 0);
    assert!(refuse(&mut g, S1, "red house 2,0").starts_with("C3: no red house is left"));
}

#[test]
fn c5_cells_are_written_x_comma_y_on_an_unbounded_grid() {
    let mut g = opened();
    play(&mut g, S2, "yellow tower -1,-1");
    assert!(g.town().is_zone(Cell::new(-2, -1)));
    assert!(
        refuse(&mut g, S3, "green house -1;0").starts_with(": "),
        "a parse error"
    );
}

#[test]
fn c6_seats_play_their_colours_and_name_one_when_two_would_do() {
    // 4 players: one colour each; the colour may be left out.
    let mut g = opened();
    assert!(refuse(&mut g, S2, "red tower -1,1").starts_with("C6: red is not one of your colours"));
    play(&mut g, S2, "tower -1,1");
    assert_eq!(g.town().last().unwrap().colour, Colour::Yellow);
    // 2 players: red and green, then yellow and blue.
    let mut g = game(2);
    assert_eq!(g.colours(S1), &[Colour::Red, Colour::Green]);
    assert_eq!(g.colours(S2), &[Colour::Yellow, Colour::Blue]);
    let error = refuse(&mut g, S1, "house -1,0; cardinal 0,1; pawn blue");
    assert!(
        error.starts_with("C6: say which colour: red or green"),
        "{error}"
    );
    // The colour may be left out exactly when one of the seat's colours,
    // and only one, may build there, every law applied (rules page,
    // "Notation"): a place against the red house, only green may (law 5),
    // though both have places left and neither was the last colour.
    play(&mut g, S1, "red house -1,0; cardinal 0,1; pawn blue");
    play(&mut g, S2, "yellow tower -1,1");
    let error = refuse(&mut g, S1, "house 0,-1");
    assert!(
        error.starts_with("C6: say which colour: red or green"),
        "{error}"
    );
    play(&mut g, S1, "place -2,0 -2,-1");
    assert_eq!(g.town().last().unwrap().colour, Colour::Green);
    // No colour may build there: the refusal says why, not "which colour".
    let error = refuse(&mut g, S2, "place 1,-1 2,-1");
    assert!(
        error.starts_with("C8: law 6: the last building was a place"),
        "{error}"
    );
    // The first seat is drawn from the seed unless chosen.
    let drawn = |seed| {
        Cardinal::new(
            &Seating {
                seats: 4,
                first: None,
                seed,
            },
            &CardinalOptions::default(),
        )
        .unwrap()
        .active()
    };
    assert!(
        (0..40)
            .map(drawn)
            .collect::<std::collections::HashSet<_>>()
            .len()
            > 1
    );
}

#[test]
fn c7_a_building_touches_the_town_on_free_cells() {
    let mut g = opened();
    assert!(refuse(&mut g, S2, "yellow tower 5,5").starts_with("C7: a building must touch"));
    assert!(refuse(&mut g, S2, "yellow tower -1,0").starts_with("C7: -1,0 is already built on"));
    assert!(refuse(&mut g, S2, "yellow place 1,0 2,0").starts_with("C7: 1,0"));
}

#[test]
fn c8_law_1_never_on_the_cardinal() {
    let mut g = opened();
    let error = refuse(&mut g, S2, "yellow place 0,1 1,1");
    assert!(
        error.starts_with("C8: law 1: the cardinal stands on 0,1"),
        "{error}"
    );
}

#[test]
fn c8_law_2_a_tower_touches_a_house() {
    let mut g = opened();
    let error = refuse(&mut g, S2, "yellow tower 0,-1");
    assert!(error.starts_with("C8: law 2"), "{error}");
    play(&mut g, S2, "yellow tower -1,-1");
}

#[test]
fn c8_law_3_a_place_touches_a_house() {
    let mut g = opened();
    let error = refuse(&mut g, S2, "yellow place 0,-2 0,-1");
    assert!(error.starts_with("C8: law 3"), "{error}");
    play(&mut g, S2, "yellow place 1,-1 1,-2");
}

#[test]
fn c8_law_4_no_two_buildings_of_the_same_shape_side_by_side() {
    let mut g = opened();
    play(&mut g, S2, "yellow place -1,1 -1,2");
    play(&mut g, S3, "green house -2,2");
    play(&mut g, S4, "blue tower -2,1");
    play(&mut g, S1, "red place 2,0 2,1");
    let error = refuse(&mut g, S2, "yellow tower -2,0");
    assert!(
        error.starts_with("C8: law 4: it would touch the tower on -2,1"),
        "{error}"
    );
}

#[test]
fn c8_law_5_no_two_buildings_of_the_same_colour_side_by_side() {
    let mut g = game(2);
    play(&mut g, S1, "red house -1,0; cardinal 0,1; pawn blue");
    play(&mut g, S2, "yellow tower -1,-1");
    play(&mut g, S1, "green place 2,0 2,1");
    play(&mut g, S2, "blue house -2,-1");
    let error = refuse(&mut g, S1, "red tower -2,0");
    assert!(
        error.starts_with("C8: law 5: it would touch the red building on -1,0"),
        "{error}"
    );
}

#[test]
fn c8_law_6_never_the_same_shape_twice_in_a_row() {
    let mut g = opened();
    let error = refuse(&mut g, S2, "yellow house 0,-1");
    assert!(
        error.starts_with("C8: law 6: the last building was a house"),
        "{error}"
    );
}

#[test]
fn c8_law_7_never_the_same_colour_twice_in_a_row() {
    // With three players the shared blue may not follow blue.
    let mut g = game(3);
    play(&mut g, S1, "blue house -1,0; cardinal 0,1; pawn red");
    let error = refuse(&mut g, S2, "blue tower 2,0");
    assert!(
        error.starts_with("C8: law 7: the last building was blue"),
        "{error}"
    );
    // Left out, the colour is the only one it could be.
    play(&mut g, S2, "tower -1,1");
    assert_eq!(g.town().last().unwrap().colour, Colour::Yellow);
}

/// Random games from fixed seeds: each turn's events with the position
/// after it.
fn random_games(seats: usize, games: u64) -> Vec<Vec<(Cardinal, Vec<Event>)>> {
    (0..games)
        .map(|seed| {
            let table = Seating {
                seats,
                first: None,
                seed,
            };
            let mut g = Cardinal::new(&table, &CardinalOptions::default()).unwrap();
            let mut rng = GameRng::new(seed, Stream::Play);
            let mut turns = Vec::new();
            let mut actions = Vec::new();
            while let Some(seat) = g.to_act().single() {
                g.legal_actions(seat, &mut actions);
                let action = actions[rng.below(actions.len() as u32) as usize];
                let mut events = Vec::new();
                g.apply_recorded(seat, &action, &mut events).unwrap();
                turns.push((g.clone(), events));
            }
            turns
        })
        .collect()
}

#[test]
fn c9_a_player_who_cannot_build_passes_automatically() {
    let mut passes = [0, 0];
    for seats in 2..=4 {
        for turns in random_games(seats, 60) {
            for (after, events) in &turns {
                for event in events {
                    if let Event::Passed { seat, why } = *event {
                        assert!(
                            !can_build(after, seat),
                            "seat {seat} passed but could build"
                        );
                        let none_left = after
                            .usable(seat)
                            .iter()
                            .all(|&c| Shape::ALL.iter().all(|&s| after.left(c, s) == 0));
                        assert_eq!(why == Pass::NoBuildingLeft, none_left);
                        passes[usize::from(why == Pass::NowhereToBuild)] += 1;
                    }
                }
                if !after.is_over() {
                    assert!(can_build(after, after.active()));
                }
            }
        }
    }
    assert!(
        passes[0] > 0 && passes[1] > 0,
        "both kinds of pass happen: {passes:?}"
    );
}

#[test]
fn c10_each_side_touching_a_building_takes_a_pawn_of_its_colour() {
    let mut g = opened();
    assert_eq!(
        g.pawns(S1)[Colour::Blue.index()],
        1,
        "the first pawn, of red's choice"
    );
    assert_eq!(g.supply(Colour::Blue), 11);
    let events = play(&mut g, S2, "yellow tower -1,-1");
    assert!(matches!(
        events[0],
        Event::Built {
            pawns: [1, 0, 0, 0],
            ..
        }
    ));
    assert_eq!(g.pawns(S2), [1, 0, 0, 0]);
    // The cathedral gives nothing: this place lies along the tower and the
    // nave and touches the yellow tower once.
    play(&mut g, S3, "green place 0,-1 1,-1");
    assert_eq!(g.pawns(S3), [0, 1, 0, 0]);
    // Over random games, every unit side counts once.
    for seats in 2..=4 {
        for turns in random_games(seats, 20) {
            let mut before = game(seats);
            for (after, events) in turns {
                if let Some(Event::Built {
                    building,
                    pawns,
                    missed,
                    ..
                }) = events.first()
                {
                    let mut expected = [0u8; 4];
                    for (cell, _) in before.town().sides(building.footprint) {
                        if let Some((_, Some(colour))) = before.town().shape_and_colour(cell)
                            && Some(colour) != before.shared()
                        {
                            expected[colour.index()] += 1;
                        }
                    }
                    let got: Vec<u8> = pawns.iter().zip(missed).map(|(a, b)| a + b).collect();
                    assert_eq!(got, expected);
                }
                before = after;
            }
        }
    }
}

#[test]
fn c10_the_supply_is_limited() {
    let g = opened();
    let mut g = edited(&g, |state| state["supply"][0] = 0.into());
    let events = play(&mut g, S2, "yellow tower -1,-1");
    assert!(matches!(
        events[0],
        Event::Built {
            pawns: [0, 0, 0, 0],
            missed: [1, 0, 0, 0],
            ..
        }
    ));
    assert_eq!(g.supply(Colour::Red), 0);
}

#[test]
fn c10_the_first_building_earns_a_pawn_of_any_colour() {
    let mut g = game(4);
    let error = refuse(&mut g, S1, "red house -1,0; cardinal 0,1");
    assert!(
        error.starts_with("C10: the first building earns a pawn"),
        "{error}"
    );
    play(&mut g, S1, "red house -1,0; cardinal 0,1; pawn yellow");
    assert_eq!(g.pawns(S1), [0, 1, 0, 0]);
    let error = refuse(&mut g, S2, "yellow tower -1,-1; pawn red");
    assert!(error.starts_with("C10: only the first building"), "{error}");
    // With three players the shared colour's pawns are set aside (C16).
    let mut g = game(3);
    let error = refuse(&mut g, S1, "red house -1,0; cardinal 0,1; pawn blue");
    assert!(
        error.starts_with("C16: the shared blue pawns are set aside"),
        "{error}"
    );
}

#[test]
fn c11_the_first_player_puts_the_cardinal_down_then_builders_may_move_it() {
    let mut g = game(4);
    let error = refuse(&mut g, S1, "red house -1,0; pawn blue");
    assert!(
        error.starts_with("C11: the first player puts the cardinal down"),
        "{error}"
    );
    let error = refuse(&mut g, S1, "red house -1,0; cardinal 5,5; pawn blue");
    assert!(
        error.starts_with("C11: the cardinal goes on a free cell"),
        "{error}"
    );
    let error = refuse(&mut g, S1, "red house -1,0; cardinal -1,0; pawn blue");
    assert!(error.starts_with("C11"), "not on the new building: {error}");
    // A zone the new building opens will do.
    play(&mut g, S1, "red house -1,0; cardinal -2,0; pawn blue");
    assert_eq!(g.cardinal(), Some(Cell::new(-2, 0)));
    // Afterwards moving it is optional.
    play(&mut g, S2, "yellow tower -1,-1");
    assert_eq!(g.cardinal(), Some(Cell::new(-2, 0)));
    let error = refuse(&mut g, S3, "green place 0,-1 1,-1; cardinal -2,0");
    assert!(
        error.starts_with("C11: the cardinal already stands on -2,0"),
        "{error}"
    );
    let events = play(&mut g, S3, "green place 0,-1 1,-1; cardinal 2,0");
    assert!(events.contains(&Event::CardinalMoved {
        seat: S3,
        from: Some(Cell::new(-2, 0)),
        to: Cell::new(2, 0)
    }));
}

#[test]
fn c12_the_game_ends_when_nobody_can_build() {
    for seats in 2..=4 {
        for turns in random_games(seats, 30) {
            let (last, events) = turns.last().unwrap();
            assert!(last.is_over());
            let all_built = Colour::ALL
                .iter()
                .filter(|&&c| Some(c) != last.shared() || seats == 3)
                .all(|&c| Shape::ALL.iter().all(|&s| last.left(c, s) == 0));
            assert!(events.contains(&Event::GameOver { all_built }));
            for seat in Seat::all(seats) {
                assert!(!can_build(last, seat));
            }
            let mut legal = Vec::new();
            last.legal_actions(last.active(), &mut legal);
            assert!(legal.is_empty());
        }
    }
    let mut g = game(2);
    let over = edited(&g, |state| state["over"] = true.into());
    g = over;
    assert!(refuse(&mut g, S1, "red house -1,0; cardinal 0,1; pawn blue").starts_with("C12"));
}

/// A finished game with these pawns held (edited).
fn finished(g: &Cardinal, pawns: &[[u8; 4]]) -> Cardinal {
    edited(g, |state| {
        state["over"] = true.into();
        for (seat, held) in pawns.iter().enumerate() {
            state["pawns"][seat] = serde_json::json!(held);
        }
    })
}

#[test]
fn c13_own_pawns_left_in_the_supply_then_one_colour_doubled() {
    let g = opened();
    // Red took nothing but has red's remaining supply (12) at the end.
    let g = finished(
        &g,
        &[[0, 3, 0, 1], [2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
    );
    assert_eq!(g.counted(S1), [12, 3, 0, 1]);
    assert_eq!(g.doubled(S1), Some(Colour::Red));
    assert_eq!(g.total(S1), 12 + 3 + 1 + 12);
    assert_eq!(g.counted(S2), [2, 12, 0, 0]);
    assert_eq!(g.scores()[1], 2 + 12 + 12);
    for seats in 2..=4 {
        for turns in random_games(seats, 20) {
            let end = &turns.last().unwrap().0;
            for seat in Seat::all(seats) {
                let tally = end.counted(seat);
                let sum: u32 = tally.iter().map(|&n| u32::from(n)).sum();
                let best = u32::from(*tally.iter().max().unwrap());
                assert_eq!(end.scores()[seat.index()], i64::from(sum + best));
            }
        }
    }
}

#[test]
fn c14_a_tie_goes_to_the_most_sides_on_the_cathedral_then_a_draw() {
    let mut g = game(2);
    play(&mut g, S1, "red house -1,0; cardinal 0,1; pawn blue");
    // Red touches the cathedral once; yellow's tower does not.
    play(&mut g, S2, "yellow tower -1,-1");
    assert_eq!((g.cathedral_contacts(S1), g.cathedral_contacts(S2)), (1, 0));
    // Both hold 24 of their own (12 + 12 supply) and nothing else: tied.
    let tied = finished(&g, &[[0, 0, 0, 0], [0, 0, 0, 0]]);
    let tied = edited(&tied, |state| {
        state["supply"] = serde_json::json!([12, 12, 12, 12]);
    });
    let outcome = tied.outcome().unwrap();
    assert_eq!(outcome.scores[0], outcome.scores[1]);
    assert_eq!(outcome.winner(), Some(S1));
    // With no building on the cathedral either, a draw.
    let fresh = finished(&game(2), &[[0, 0, 0, 0], [0, 0, 0, 0]]);
    assert!(fresh.outcome().unwrap().is_draw());
}

#[test]
fn c15_two_players_play_two_colours_each() {
    let mut g = game(2);
    play(&mut g, S1, "red house -1,0; cardinal 0,1; pawn blue");
    play(&mut g, S2, "yellow tower -1,-1");
    // Green against red, one's own other colour: pawns as usual.
    play(&mut g, S1, "green place -2,0 -2,1");
    assert_eq!(g.pawns(S1)[Colour::Red.index()], 1);
    // Both colours' pawns left in the supply come back at the end.
    let end = finished(&g, &[[1, 0, 0, 1], [1, 0, 0, 0]]);
    // Red's supply: 12, less the pawns yellow and green took.
    assert_eq!(end.counted(S1), [1 + 10, 0, 12, 1]);
    assert_eq!(end.counted(S2), [1, 12, 0, 11]);
}

#[test]
fn c16_three_players_share_blue_whose_pawns_are_set_aside() {
    let mut g = game(3);
    assert_eq!(g.shared(), Some(Colour::Blue));
    assert_eq!(g.supply(Colour::Blue), 0);
    play(&mut g, S1, "blue house -1,0; cardinal 0,1; pawn green");
    // Touching blue earns nothing.
    let events = play(&mut g, S2, "yellow tower -1,-1");
    assert!(matches!(
        events[0],
        Event::Built {
            pawns: [0, 0, 0, 0],
            missed: [0, 0, 0, 0],
            ..
        }
    ));
    // Anyone may build blue, but not right after blue (law 7, C8).
    play(&mut g, S3, "blue place 0,-1 1,-1");
    assert_eq!(g.left(Colour::Blue, Shape::Place), 1);
    let end = finished(&g, &[[0, 0, 1, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
    for seat in [S1, S2, S3] {
        assert_eq!(
            end.counted(seat)[Colour::Blue.index()],
            0,
            "nobody receives blue"
        );
    }
    assert_eq!(end.counted(S1), [12, 0, 1, 0]);
}

#[test]
fn records_of_two_three_and_four_players_replay() {
    for seats in 2..=4 {
        let table = Seating {
            seats,
            first: None,
            seed: 11,
        };
        let mut g = Cardinal::new(&table, &CardinalOptions::default()).unwrap();
        let mut rng = GameRng::new(3, Stream::Play);
        let mut lines = Vec::new();
        let mut actions = Vec::new();
        while let Some(seat) = g.to_act().single() {
            g.legal_actions(seat, &mut actions);
            let action = actions[rng.below(actions.len() as u32) as usize];
            lines.push((seat, Cardinal::format_action(&action)));
            g.apply(seat, &action).unwrap();
        }
        let names: Vec<String> = (1..=seats).map(|n| format!("P{n}")).collect();
        let text = keystone_engine::play::record_of(&g, &names, &lines).to_text();
        assert!(text.starts_with("game: cardinal"), "{text}");
        let record = keystone_engine::Record::parse(&text).unwrap();
        let replayed: Cardinal = keystone_engine::replay(&record).unwrap();
        assert_eq!(replayed, g);
    }
}

#[test]
fn a_seat_that_leaves_is_skipped_and_ranks_last_and_the_last_one_wins() {
    let mut g = game(4);
    play(&mut g, S1, "red house -1,0; cardinal 0,1; pawn yellow");
    // Seat 2 is to build and leaves: the turn goes on to seat 3.
    let events = play(&mut g, S2, "leave");
    assert_eq!(events[0], Event::Left { seat: S2 });
    assert_eq!(g.to_act().single(), Some(S3));
    let before = g.clone();
    let again = g.leave(S2, &mut Vec::new()).unwrap_err();
    assert_eq!(again.to_string(), "seat 2 has left the game");
    assert_eq!(g, before);
    play(&mut g, S3, "green tower -1,-1");
    // Seat 4 leaves out of turn: seat 4 is skipped after seat 1.
    play(&mut g, S4, "leave");
    play(&mut g, S1, "red place 1,-1 2,-1");
    assert_eq!(g.to_act().single(), Some(S3));
    // With one seat left the game ends at once: it wins, the others rank
    // by when they left.
    play(&mut g, S1, "leave");
    let outcome = g.outcome().expect("one seat left ends the game");
    assert_eq!(outcome.winners.iter().collect::<Vec<_>>(), [S3]);
    assert_eq!(outcome.left, [S2, S4, S1]);
    use std::cmp::Ordering::*;
    assert_eq!(outcome.compare(S3, S1), Greater);
    assert_eq!(outcome.compare(S1, S4), Greater, "a later departure above");
    assert_eq!(outcome.compare(S2, S4), Less);
    assert!(g.leave(S3, &mut Vec::new()).is_err(), "the game is over");
    // In a game of two, leaving is resigning.
    let mut g = game(2);
    play(&mut g, S1, "leave");
    assert_eq!(g.outcome().unwrap().winner(), Some(S2));
}

#[test]
fn a_win_shared_by_two_seats_of_three_is_a_draw_between_them() {
    // The independent implementation's record (issue 17): 21, 19, 21.
    let text = "game: cardinal\nseats: A | B | C\nfirst: 1\nseed: 1\n\
        1: blue place 2,0 2,1; cardinal 0,-1; pawn red\n2: yellow tower 1,-1; cardinal 0,1\n\
        3: blue house 0,-1\n1: red tower -1,-1\n2: blue house 1,-2\n3: green place 2,-3 2,-2\n\
        1: red house 2,-1\n2: yellow tower 0,-2\n3: green house 3,0\n1: blue tower 4,0\n\
        2: yellow house 3,-2\n3: blue tower 3,-1\n1: red house 4,-1\n2: blue place 4,-2 5,-2\n\
        3: green tower 5,-1\n2: yellow house 5,0\n3: green tower 6,0; cardinal 5,1\n";
    let record = keystone_engine::Record::parse(text).unwrap();
    let end: Cardinal = keystone_engine::replay(&record).unwrap();
    let outcome = end.outcome().expect("over");
    assert_eq!(outcome.scores, [21, 19, 21]);
    assert_eq!(outcome.winners.iter().collect::<Vec<_>>(), [S1, S3]);
    assert!(outcome.is_draw(), "two seats share the win");
    assert_eq!(outcome.winner(), None);
}

#[test]
fn c14_counts_the_sides_of_the_players_own_colours_only() {
    // Three players: the shared blue on the cathedral counts for nobody.
    let mut g = game(3);
    play(&mut g, S1, "blue house -1,0; cardinal 0,1; pawn red");
    assert_eq!(g.cathedral_contacts(S1), 0);
    play(&mut g, S2, "yellow tower -1,-1");
    play(&mut g, S3, "green place 0,-1 1,-1");
    assert_eq!(g.cathedral_contacts(S3), 2, "under the tower and the nave");
}
