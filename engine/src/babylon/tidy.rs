//! The record's own form of a Babylon game (rules page, "Game record"):
//! each seat's Write as one block of lines ending in `done`, blocks in the
//! order the `done`s arrived, undone actions left out. Players write at
//! once and may take actions back, so the lines as played interleave seats
//! and hold `undo`s; this puts them in the page's form, which replays to
//! the very same game.

use super::Babylon;
use super::action::Action;
use super::error::Step;
use crate::game::Game;
use crate::play::{self, PlayError};
use crate::seat::Seat;

/// The lines of a game as played, each `(seat, notation)` (several actions
/// joined by `;` allowed, departures as [`play::LEAVE`]), in the page's
/// form: one action a line, each seat's Write as a block ending in `done`,
/// `undo`s and what they took back left out. `game` is the game as set up,
/// before any line.
pub fn tidy(
    game: &Babylon,
    lines: &[(Seat, String)],
) -> Result<Vec<(Seat, String)>, PlayError<super::IllegalAction>> {
    let mut game = game.clone();
    let mut out: Vec<(Seat, String)> = Vec::new();
    // Each seat's Write lines so far, this round.
    let mut blocks: Vec<Vec<String>> = vec![Vec::new(); game.seat_count()];
    for (seat, text) in lines {
        let seat = *seat;
        if play::is_leave(text) {
            // What a leaving seat wrote stays (Y45): its block comes first.
            out.extend(blocks[seat.index()].drain(..).map(|l| (seat, l)));
            play::play_line_recorded(&mut game, seat, text)?;
            // A departure that ends the game ends the others' Write too:
            // what they wrote before it was played before it.
            if game.is_over() {
                for (i, block) in blocks.iter_mut().enumerate() {
                    out.extend(block.drain(..).map(|l| (Seat::from_index(i), l)));
                }
            }
            out.push((seat, play::LEAVE.to_owned()));
            continue;
        }
        for action in Babylon::parse_line(text).map_err(PlayError::Parse)? {
            let writing = game.step() == Step::Write;
            play::play_all(&mut game, seat, std::slice::from_ref(&action))?;
            if !writing {
                out.push((seat, action.to_string()));
                continue;
            }
            let block = &mut blocks[seat.index()];
            match action {
                Action::Undo => {
                    block.pop();
                }
                Action::Done => {
                    out.extend(block.drain(..).map(|l| (seat, l)));
                    out.push((seat, action.to_string()));
                }
                _ => block.push(action.to_string()),
            }
        }
    }
    // A Write still under way: what each seat wrote so far, in seat order.
    for (i, block) in blocks.into_iter().enumerate() {
        let seat = Seat::from_index(i);
        out.extend(block.into_iter().map(|l| (seat, l)));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Seating;
    use crate::rng::{GameRng, Stream};

    /// A new game of `seats` from `seed`, and the randomness that plays it.
    fn set_up(seats: usize, seed: u64) -> (Babylon, GameRng) {
        let table = Seating {
            seats,
            first: None,
            seed,
        };
        let start = Babylon::new(&table, &Default::default()).unwrap();
        (start, GameRng::new(seed, Stream::Play))
    }

    /// `lines`, tidied, replayed from `start`.
    fn tidied_replay(start: &Babylon, lines: &[(Seat, String)]) -> Babylon {
        let tidied = tidy(start, lines).unwrap();
        assert!(tidied.iter().all(|(_, l)| l != "undo"));
        let mut replayed = start.clone();
        for (seat, line) in &tidied {
            play::play_line_recorded(&mut replayed, *seat, line)
                .unwrap_or_else(|e| panic!("{line}: {e:?} in {tidied:?}"));
        }
        replayed
    }

    #[test]
    fn a_tidy_record_replays_to_the_same_game_without_undo() {
        for seats in 1..=4 {
            for seed in 0..6 {
                let (start, mut rng) = set_up(seats, seed);
                let mut game = start.clone();
                let mut buffer = Vec::new();
                let mut lines = Vec::new();
                // Random play, seats taking turns at random in the Write.
                while let Some((seat, action)) = play::random_action(&game, &mut rng, &mut buffer) {
                    game.apply(seat, &action).unwrap();
                    lines.push((seat, action.to_string()));
                    if lines.len() == 300 && seats > 2 {
                        let mut events = Vec::new();
                        let leaver = Seat::from_index(seats - 1);
                        if game.leave(leaver, &mut events).is_ok() {
                            lines.push((leaver, play::LEAVE.to_owned()));
                        }
                    }
                }
                assert!(
                    lines.iter().any(|(_, l)| l == "undo"),
                    "some undo to leave out"
                );
                let replayed = tidied_replay(&start, &lines);
                // The same sheets and result; undo stacks differ by design.
                assert_eq!(replayed.outcome(), game.outcome());
                for seat in Seat::all(seats) {
                    assert_eq!(replayed.player(seat).sheet, game.player(seat).sheet);
                }
            }
        }
    }

    #[test]
    fn a_departure_that_ends_the_game_mid_write_keeps_what_was_written_before_it() {
        for seed in 0..6 {
            let (start, mut rng) = set_up(2, seed);
            let mut game = start.clone();
            let mut buffer = Vec::new();
            let mut lines = Vec::new();
            // Up to the Write, then one seat writes once and the other leaves.
            while game.step() != Step::Write {
                let (seat, action) = play::random_action(&game, &mut rng, &mut buffer).unwrap();
                game.apply(seat, &action).unwrap();
                lines.push((seat, action.to_string()));
            }
            let writer = Seat::from_index(0);
            let (_, action) = std::iter::repeat_with(|| {
                play::random_action(&game, &mut rng, &mut buffer).unwrap()
            })
            .find(|(seat, action)| *seat == writer && *action != Action::Done)
            .unwrap();
            game.apply(writer, &action).unwrap();
            lines.push((writer, action.to_string()));
            let leaver = Seat::from_index(1);
            game.leave(leaver, &mut Vec::new()).unwrap();
            lines.push((leaver, play::LEAVE.to_owned()));
            assert!(game.is_over());
            let replayed = tidied_replay(&start, &lines);
            assert_eq!(replayed.outcome(), game.outcome());
            assert_eq!(replayed.player(writer).sheet, game.player(writer).sheet);
        }
    }

    #[test]
    fn the_worked_example_reads_in_blocks() {
        let text = "game: babylon\nmanifest: 1\nseats: Alice | Bob\nfirst: 1\nseed: 42\ndeck: 14 3 7 12 1 9 5 2 10 6 13 4 8 11\n";
        let start: Babylon = play::replay(&crate::Record::parse(text).unwrap()).unwrap();
        let (one, two) = (Seat::from_index(0), Seat::from_index(1));
        let mut lines: Vec<(Seat, String)> = [
            (one, "tile 7a ship worker stone art"),
            (one, "bonus river wood"),
            (two, "take 6"),
            (one, "take 5"),
            (two, "take 4"),
            (one, "take 2"),
            (two, "take 3"),
            (one, "take 6"),
            (two, "take 1"),
            (one, "take 5"),
        ]
        .iter()
        .map(|(s, l)| (*s, (*l).to_owned()))
        .collect();
        // Alice and Bob write at once, Alice changing her mind.
        for (seat, line) in [
            (one, "pond worker with 5; bonus palm d6"),
            (two, "gold with 6"),
            (one, "mosaic e3 with 2; gold with 5; undo"),
            (two, "lion f2 with 4; palm b3 with 3"),
            (one, "gold with 6; gold with 5"),
            (two, "river wheat with 1; draw a1 b1 a2 a3; done"),
            (one, "draw e1 f1 e2 e3; done"),
        ] {
            lines.push((seat, line.to_owned()));
        }
        let tidied = tidy(&start, &lines).unwrap();
        let written: Vec<String> = tidied[10..]
            .iter()
            .map(|(s, l)| format!("{s}: {l}"))
            .collect();
        assert_eq!(
            written,
            [
                "2: gold with 6",
                "2: lion f2 with 4",
                "2: palm b3 with 3",
                "2: river wheat with 1",
                "2: draw a1 b1 a2 a3",
                "2: done",
                "1: pond worker with 5",
                "1: bonus palm d6",
                "1: mosaic e3 with 2",
                "1: gold with 6",
                "1: gold with 5",
                "1: draw e1 f1 e2 e3",
                "1: done",
            ],
            "the page's record of the round"
        );
    }
}
