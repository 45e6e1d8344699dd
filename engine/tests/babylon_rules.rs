//! Babylon, rule by rule (`shared/rules/babylon.md`): each test is named
//! by the rule it checks, and both worked examples of the page are played
//! or scored here. Positions are reached by play, from records that fix
//! the decks and the green rolls (Y42).

use keystone_engine::babylon::{
    self as by, Babylon, BabylonOptions, BoardCell, Breakdown, Building, Cell, Cells, Event, Mode,
    Sheet, Step, TowerIcon, manifest,
};
use keystone_engine::play::{self, LEAVE};
use keystone_engine::{Game, Record, Rule, Seat, Seating};

const S1: Seat = Seat::from_index(0);
const S2: Seat = Seat::from_index(1);
const S3: Seat = Seat::from_index(2);

/// The worked example's deck: 14 and 3 removed, round 1 shows 7 (L).
const DECK: &str = "deck: 14 3 7 12 1 9 5 2 10 6 13 4 8 11\n";
const PENALTIES: &str = "penalties: 17 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 18\n";

fn record(seats: &[&str], headers: &str, lines: &str) -> String {
    format!(
        "game: babylon\nmanifest: 1\nseats: {}\nfirst: 1\nseed: 42\n{headers}{lines}",
        seats.join(" | ")
    )
}

/// The game a record reaches.
fn game(seats: &[&str], headers: &str, lines: &str) -> Babylon {
    let text = record(seats, headers, lines);
    play::replay(&Record::parse(&text).unwrap()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn two(lines: &str) -> Babylon {
    game(&["Alice", "Bob"], DECK, lines)
}

fn solo(headers: &str, lines: &str) -> Babylon {
    game(
        &["Ann"],
        &format!("mode: normal\n{DECK}{PENALTIES}{headers}"),
        lines,
    )
}

/// Plays `line` for `seat`, which must succeed.
fn play(game: &mut Babylon, seat: Seat, line: &str) {
    if let Err(e) = play::play_line(game, seat, line) {
        panic!("{line}: {e}");
    }
}

/// The rule `line` breaks for `seat`; the game is unchanged.
fn refused(game: &Babylon, seat: Seat, line: &str) -> (Rule, String) {
    let mut copy = game.clone();
    let error =
        play::play_line(&mut copy, seat, line).expect_err(&format!("{line} should be refused"));
    assert!(&copy == game, "a refused {line} changed the game");
    (error.rule().expect("a rule is cited"), error.describe(&[]))
}

fn y(n: u8) -> Rule {
    Rule::new('Y', n)
}

fn cell(text: &str) -> Cell {
    text.parse().unwrap()
}

fn cells(text: &str) -> Cells {
    Cells::of(text.split_whitespace().map(cell))
}

/// The worked example's round up to the end of the draft: Alice placed
/// 7a and took the Pond space's wood; Bob holds 6 4 3 1, Alice 5 2 6 5.
const OPENING: &str = "1: tile 7a ship worker stone art
1: bonus river wood
2: take 6
1: take 5
2: take 4
1: take 2
2: take 3
1: take 6
2: take 1
1: take 5
";

fn dice(game: &Babylon, seat: Seat) -> Vec<u8> {
    game.player(seat)
        .turn
        .dice
        .iter()
        .filter(|d| !d.spent)
        .map(|d| d.value)
        .collect()
}

// --- The worked examples -------------------------------------------------

#[test]
fn worked_example_a_round_for_two_players() {
    let mut game = two("1: tile 7a ship worker stone art\n");
    // Papyrus of 7a = cart: circled at once; the Pond space waits.
    assert_eq!(game.player(S1).sheet.carts, 1);
    assert_eq!(game.step(), Step::PondSpace);
    play(&mut game, S1, "bonus river wood");
    assert_eq!(game.player(S1).sheet.river, [1, 0]);
    assert_eq!(game.step(), Step::Draft);
    let order: Vec<u8> = game.draft().0.iter().map(|s| s.number()).collect();
    assert_eq!(order, [2, 1, 2, 1, 2, 1, 2, 1], "Bob first, Alice last");
    for (seat, value) in [
        (S2, 6),
        (S1, 5),
        (S2, 4),
        (S1, 2),
        (S2, 3),
        (S1, 6),
        (S2, 1),
        (S1, 5),
    ] {
        play(&mut game, seat, &format!("take {value}"));
    }
    assert_eq!(dice(&game, S2), [6, 4, 3, 1]);
    assert_eq!(dice(&game, S1), [5, 2, 6, 5]);
    assert_eq!(game.blue_left(), [1, 1, 1, 1, 0, 0], "4 blue left");
    assert_eq!(game.step(), Step::Write);
    assert_eq!(game.to_act().len(), 2, "everyone writes at once");
    // Bob's Write, action by action.
    for line in [
        "gold with 6",
        "lion f2 with 4",
        "palm b3 with 3",
        "river wheat with 1",
        "draw a1 b1 a2 a3",
    ] {
        play(&mut game, S2, line);
    }
    let bob = &game.player(S2).sheet;
    assert_eq!(bob.gold.circled, 1);
    assert_eq!(bob.circled, cells("f2 b3"));
    assert_eq!(bob.river, [0, 1]);
    assert_eq!(bob.filled, cells("a1 b1 a2 a3"));
    play(&mut game, S2, "done");
    assert_eq!(game.to_act().iter().collect::<Vec<_>>(), [S1]);
    // Alice sends hers as one message.
    play(
        &mut game,
        S1,
        "pond worker with 5; bonus palm d6; mosaic e3 with 2; gold with 6; gold with 5; draw e1 f1 e2 e3",
    );
    let alice = &game.player(S1).sheet;
    assert_eq!(alice.circled, cells("e3 d6"));
    assert_eq!(alice.gold.circled, 2);
    assert_eq!(alice.filled, cells("e1 f1 e2 e3"));
    assert!(game.player(S1).turn.pond_used);
    // e3's circled mosaic is on a filled cell: 3 points.
    assert_eq!(game.breakdown(S1).icons, 3);
    play(&mut game, S1, "done");
    // Cleanup: Bob becomes first player; round 2 reveals card 12 (U).
    assert_eq!(game.round(), 2);
    assert_eq!(game.first(), S2);
    assert_eq!(game.card(), Some(12));
    assert_eq!(game.step(), Step::Place);
}

/// The sheet of the page's second worked example.
fn scored_sheet() -> Sheet {
    let mut filled = String::new();
    for row in 1..=6 {
        for column in ["a", "b", "c", "d", "e", "f"] {
            filled.push_str(&format!("{column}{row} "));
        }
    }
    filled.push_str("a7 b7 c7 d7 e7 b8 c8 d8 e8 c9 d9");
    let filled = cells(&filled);
    let mut sheet = Sheet {
        manifest: 1,
        river: [4, 4],
        river_spent: [0, 2],
        wheat_box: 2,
        amphorae: 6,
        vase_rows: 4,
        wall: [2, 2, 1],
        garden: 4,
        carts: 7,
        shapes: vec![filled],
        filled,
        circled: cells("a1 c7 e3 b3 d6 f2 c4 a7 a9"),
        ..Sheet::blank(1)
    };
    sheet.gold.circled = 3;
    sheet.stone.circled = 2;
    sheet.built[Building::House as usize] = true;
    sheet.built[Building::Mine as usize] = true;
    sheet.built[Building::Tent as usize] = true;
    sheet.drawn[TowerIcon::Palm as usize] = cells("c3 c6");
    sheet.drawn[TowerIcon::Mosaic as usize] = cells("d7");
    sheet
}

#[test]
fn worked_example_scoring_a_finished_solo_sheet() {
    let sheet = scored_sheet();
    assert_eq!(sheet.holes(), 13);
    let score = sheet.score();
    let expected = Breakdown {
        river: 6,
        stored_wheat: 4,
        wheat_box: 4,
        pottery: 9,
        big_amphorae: 6,
        wall: 0,
        garden: 11,
        carts: 6,
        mine: 3,
        icons: 24,
        height: 9,
        foundation: 9,
        stability: 18,
        door: 4,
        big_windows: 6,
        small_windows: 0,
        gold: 6,
        stone: 2,
        penalties: 0,
    };
    assert_eq!(score, expected);
    assert_eq!(score.total(), 127);
    // Two ignored penalty cards, values 3 and 5: 119, below the goal.
    let final_score = Breakdown {
        penalties: 8,
        ..score
    };
    assert_eq!(final_score.total(), 119);
    assert!(final_score.total() < manifest::GOAL);
}

// --- Components ------------------------------------------------------------

#[test]
fn y1_components() {
    assert_eq!(manifest::TILES, 14);
    for tables in &manifest::MANIFESTS {
        assert_eq!(tables.tile_sides.len(), 14);
        assert_eq!(tables.penalties.len(), 18);
    }
    // The page's tower prints 16 icons on 6 × 10 cells; the tuned
    // manifest 2, 11 on 6 × 7.
    let page = manifest::tables(1).unwrap();
    assert_eq!((page.tower_icons.len(), page.rows), (16, 10));
    let tuned = manifest::tables(2).unwrap();
    assert_eq!((tuned.tower_icons.len(), tuned.rows), (11, 7));
    assert_eq!(by::Shape::all().count(), 7);
    assert_eq!(usize::from(manifest::BLUE_PER_VALUE) * 6, 12);
    assert_eq!(manifest::GREEN_DICE, 4);
}

#[test]
fn y2_green_dice_with_three_or_four_players_and_what_is_left() {
    for (seats, green, left) in [(1, 0, 8), (2, 0, 4), (3, 4, 4), (4, 4, 0)] {
        let names = ["A", "B", "C", "D"];
        let headers = if seats == 1 {
            format!("mode: normal\n{DECK}")
        } else {
            DECK.to_owned()
        };
        let mut game = game(&names[..seats], &headers, "");
        assert_eq!(game.green_left(), green, "{seats} seats");
        // Play to the Write with the defaults.
        while game.step() != Step::Write {
            let seat = game.to_act().iter().next().unwrap();
            let action = game.default_action(seat).unwrap();
            game.apply(seat, &action).unwrap();
        }
        let on_board: u8 = game.blue_left().iter().sum::<u8>() + game.green_left();
        assert_eq!(on_board, left, "{seats} seats leave {left} dice");
        for seat in Seat::all(seats) {
            assert_eq!(game.player(seat).turn.dice.len(), 4);
        }
    }
}

#[test]
fn y3_board_cells_are_named_by_their_icon() {
    assert_eq!(BoardCell::at(1, 1), Some(BoardCell::Pond));
    assert_eq!(BoardCell::at(0, 2), Some(BoardCell::Art));
    assert_eq!(BoardCell::at(2, 0), Some(BoardCell::Lion));
    assert_eq!(BoardCell::Palm.xy(), (2, 2));
    assert_eq!(BoardCell::Art.section(), by::Section::Pottery);
    assert_eq!(BoardCell::Pond.section(), by::Section::River);
}

#[test]
fn y4_a_blue_die_keeps_its_value_a_green_one_is_rolled_when_taken() {
    let mut game = game(
        &["A", "B", "C"],
        &format!("{DECK}rolls: 3 6\n"),
        "1: tile 7a ship worker stone art\n1: bonus river wood\n",
    );
    play(&mut game, S2, "take green");
    play(&mut game, S3, "take 4");
    play(&mut game, S1, "take green");
    assert_eq!(dice(&game, S2), [3]);
    assert_eq!(dice(&game, S3), [4]);
    assert_eq!(dice(&game, S1), [6]);
    assert!(game.player(S2).turn.dice[0].green);
}

#[test]
fn y5_a_tile_placed_mirrored_is_refused() {
    let game = two("");
    // L side a is `#.` `#.` `##`; its mirror (side b's hand) is refused.
    let (rule, message) = refused(&game, S1, "tile 7a worker lion gold palm");
    assert_eq!(rule, y(19));
    assert!(message.contains("mirror"), "{message}");
    play(&mut game.clone(), S1, "tile 7b worker lion gold palm");
}

#[test]
fn y6_a_papyrus_without_choice_is_applied_at_once() {
    let game = two("1: tile 7a ship worker stone art\n");
    assert_eq!(game.player(S1).sheet.carts, 1, "7a's Papyrus is a cart");
    let game = two("1: tile 8a ship worker stone art\n");
    assert_eq!(
        game.player(S1).sheet.gold.circled,
        1,
        "8a's Papyrus is a gold"
    );
}

#[test]
fn y7_a_bonus_with_a_choice_waits_and_may_be_skipped() {
    // Round 1 shows card 1 (O): tile 2a's Papyrus is an artwork.
    let deck = "deck: 14 3 1 12 7 9 5 2 10 6 13 4 8 11\n";
    let mut game = game(&["A", "B"], deck, "1: tile 2a ship worker stone pond\n");
    assert_eq!(game.step(), Step::Papyrus);
    let (rule, _) = refused(&game, S1, "bonus palm b3");
    assert_eq!(rule, y(7), "the bonus waiting is art");
    let (rule, _) = refused(&game, S1, "bonus art b3");
    assert_eq!(rule, y(13), "no artwork printed at b3");
    play(&mut game, S1, "bonus art a1");
    assert!(game.player(S1).sheet.circled.contains(cell("a1")));
    assert_eq!(game.step(), Step::PondSpace);
    play(&mut game, S1, "skip");
    assert_eq!(game.step(), Step::Draft);
}

#[test]
fn y8_a_card_names_a_shape_either_tile_may_be_used() {
    let game = two("");
    assert_eq!(game.card(), Some(7));
    play(&mut game.clone(), S1, "tile 8a ship worker stone art");
    let (rule, _) = refused(&game, S1, "tile 9a ship stone worker pond art");
    assert_eq!(rule, y(19));
}

#[test]
fn y9_penalty_cards_each_value_three_times() {
    for tables in &manifest::MANIFESTS {
        for value in 1..=6 {
            let count = tables
                .penalties
                .iter()
                .filter(|&&(_, v)| v == value)
                .count();
            assert_eq!(count, 3, "value {value}");
        }
    }
    // The page's deck closes each section twice; manifest 2 closes the
    // worker section and the Pond four times each, the lion three.
    let page = manifest::tables(1).unwrap();
    for cell in BoardCell::ALL {
        let count = page.penalties.iter().filter(|&&(c, _)| c == cell).count();
        assert_eq!(count, 2, "{cell}");
    }
    let tuned = manifest::tables(2).unwrap();
    let count = |cell| tuned.penalties.iter().filter(|&&(c, _)| c == cell).count();
    assert_eq!(
        [
            count(BoardCell::Worker),
            count(BoardCell::Pond),
            count(BoardCell::Lion)
        ],
        [4, 4, 3]
    );
}

#[test]
fn y10_the_tower_is_six_by_ten_with_its_printed_icons() {
    assert_eq!(Cell::all().count(), 60);
    assert!("g1".parse::<Cell>().is_err());
    assert!("a11".parse::<Cell>().is_err());
    assert_eq!(cell("f10").to_string(), "f10");
    let printed = by::sheet::printed(1);
    assert_eq!(printed.any_icon.len(), 16);
    for icon in TowerIcon::ALL {
        assert_eq!(printed.icons[icon as usize].len(), 4);
    }
    assert_eq!(printed.door, cells("c1 d1 c2 d2"));
    assert_eq!(printed.icon(cell("c9")), Some(TowerIcon::Lion));
}

#[test]
fn y11_the_river_ship_is_circled_with_the_eighth_icon() {
    let mut sheet = Sheet {
        river: [4, 3],
        ..Sheet::blank(1)
    };
    assert_eq!(sheet.score().river, 0);
    sheet.river = [4, 4];
    assert!(sheet.river_ship());
    assert_eq!(sheet.score().river, 6);
}

#[test]
fn y12_carts_fill_columns_left_to_right() {
    let mut sheet = Sheet::default();
    for (carts, points) in [(2, 0), (3, 2), (6, 6), (9, 12)] {
        sheet.carts = carts;
        assert_eq!(sheet.score().carts, points, "{carts} carts");
    }
}

/// After the worked example's draft, Alice to write (worker, ship, stone,
/// art covered; she holds 5 2 6 5).
fn alice_writes() -> Babylon {
    two(OPENING)
}

#[test]
fn y13_each_action_takes_its_dice() {
    let mut game = alice_writes();
    let (rule, message) = refused(&game, S1, "gold with 2");
    assert_eq!(rule, y(13));
    assert!(message.contains("5, 6"), "{message}");
    play(&mut game, S1, "garden with 2");
    assert_eq!(game.player(S1).sheet.garden, 1);
    let (rule, _) = refused(&game, S1, "palm b3 with 5");
    assert_eq!(rule, y(13));
}

#[test]
fn y14_with_is_written_exactly_when_the_action_takes_a_die() {
    let game = alice_writes();
    assert_eq!(refused(&game, S1, "gold").0, y(14));
    assert_eq!(refused(&game, S1, "house with 2").0, y(14));
}

#[test]
fn y15_the_first_player_is_drawn_from_the_seed_unless_chosen() {
    let drawn: Vec<Seat> = (0..12)
        .map(|seed| {
            let table = Seating {
                seats: 3,
                first: None,
                seed,
            };
            Babylon::new(&table, &BabylonOptions::default())
                .unwrap()
                .first()
        })
        .collect();
    assert!(drawn.iter().any(|&s| s != drawn[0]), "not always one seat");
    let table = Seating {
        seats: 3,
        first: Some(S3),
        seed: 1,
    };
    assert_eq!(
        Babylon::new(&table, &BabylonOptions::default())
            .unwrap()
            .first(),
        S3
    );
}

#[test]
fn y16_two_cards_removed_twelve_rounds_hard_four_and_ten() {
    let game = two("");
    assert_eq!(game.removed(), [14, 3]);
    assert_eq!(game.rounds(), 12);
    let hard = game_with_mode(Mode::Hard);
    assert_eq!(hard.removed().len(), 4);
    assert_eq!(hard.rounds(), 10);
}

fn game_with_mode(mode: Mode) -> Babylon {
    let table = Seating {
        seats: 1,
        first: None,
        seed: 9,
    };
    let options = BabylonOptions {
        mode: Some(mode),
        ..BabylonOptions::default()
    };
    Babylon::new(&table, &options).unwrap()
}

#[test]
fn y17_only_the_named_seats_act() {
    let game = two("");
    let (rule, _) = refused(&game, S2, "tile 7a ship worker stone art");
    assert_eq!(rule, y(17));
    let (rule, _) = refused(&game, S1, "take 5");
    assert_eq!(rule, y(19), "now is the Place step");
}

#[test]
fn y18_reveal_shows_the_card_and_solo_the_penalty() {
    let game = solo("", "");
    assert_eq!(game.card(), Some(7));
    assert_eq!(game.penalty(), Some((17, None)));
    assert_eq!(game.step(), Step::Penalty);
}

#[test]
fn y19_place_lines_are_final_covered_sections_for_the_round() {
    let game = alice_writes();
    let placed = game.placed().unwrap();
    assert_eq!(placed.cells.to_string(), "ship worker stone art");
    // Undo exists only in Write: Alice's Pond space cannot be taken back.
    assert_eq!(refused(&game, S1, "undo").0, y(46));
}

#[test]
fn y20_papyrus_then_pond_space_for_the_first_player_only() {
    let game = two("1: tile 7a ship worker stone art\n");
    assert_eq!(game.step(), Step::PondSpace);
    assert_eq!(refused(&game, S2, "bonus river wood").0, y(17));
    let mut copy = game.clone();
    play(&mut copy, S1, "skip");
    assert_eq!(copy.step(), Step::Draft);
    assert_eq!(copy.player(S1).sheet.river, [0, 0]);
}

#[test]
fn y21_the_draft_goes_clockwise_from_the_seat_after_the_first() {
    let text = "game: babylon\nmanifest: 1\nseats: A | B | C\nfirst: 2\nseed: 1\ndeck: 14 3 7 12 1 9 5 2 10 6 13 4 8 11\n2: tile 7a ship worker stone art\n2: skip\n";
    let game: Babylon = play::replay(&Record::parse(text).unwrap()).unwrap();
    let order: Vec<u8> = game.draft().0.iter().map(|s| s.number()).collect();
    assert_eq!(order, [3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2]);
    assert_eq!(refused(&game, S1, "take 5").0, y(17));
    let mut game = game;
    play(&mut game, S3, "take 6");
    play(&mut game, S1, "take 6");
    assert_eq!(refused(&game, S2, "take 6").0, y(21), "no blue 6 left");
}

#[test]
fn y22_everyone_writes_at_once_and_the_round_shape_comes_last() {
    let mut game = alice_writes();
    assert_eq!(game.to_act().len(), 2);
    play(&mut game, S1, "draw e1 f1 e2 e3");
    assert_eq!(refused(&game, S1, "gold with 6").0, y(22));
    play(&mut game, S1, "done");
    assert_eq!(refused(&game, S1, "gold with 6").0, y(22), "done is final");
    assert_eq!(game.to_act().iter().collect::<Vec<_>>(), [S2]);
    play(&mut game, S2, "gold with 6");
}

#[test]
fn y23_cleanup_returns_the_dice_and_passes_the_token() {
    let mut game = alice_writes();
    play(&mut game, S1, "done");
    play(&mut game, S2, "done");
    assert_eq!(game.round(), 2);
    assert_eq!(game.first(), S2);
    assert_eq!(game.blue_left(), [2; 6]);
    assert!(game.player(S1).turn.dice.is_empty());
    assert_eq!(game.placed(), None);
}

#[test]
fn y24_a_covered_section_is_refused_but_through_the_pond() {
    let mut game = alice_writes();
    let (rule, message) = refused(&game, S1, "worker with 5");
    assert_eq!(rule, y(24));
    assert!(message.contains("Pond"), "{message}");
    play(&mut game, S1, "pond worker with 5; skip");
    // Converting belongs to no section: allowed in any Write.
    play(&mut game, S1, "convert wood gold");
}

#[test]
fn y25_the_pond_once_a_round_and_only_before_a_covered_action() {
    let mut game = alice_writes();
    assert_eq!(refused(&game, S1, "pond gold with 6").0, y(25));
    assert_eq!(refused(&game, S1, "pond river wood with 2").0, y(25));
    play(&mut game, S1, "river wheat with 2");
    assert_eq!(refused(&game, S1, "pond worker with 5").0, y(25));
}

#[test]
fn y26_each_die_is_spent_once() {
    let mut game = alice_writes();
    play(&mut game, S1, "gold with 6");
    assert_eq!(refused(&game, S1, "gold with 6").0, y(26));
    play(&mut game, S1, "gold with 5; gold with 5");
    assert_eq!(refused(&game, S1, "gold with 5").0, y(26));
}

#[test]
fn y27_an_action_is_carried_out_in_full_or_refused() {
    let mut game = alice_writes();
    play(&mut game, S1, "garden with 2");
    assert_eq!(refused(&game, S1, "house").0, y(27), "no gold nor stone");
    assert_eq!(refused(&game, S1, "mason a1 with 5").0, y(27), "no gold");
}

#[test]
fn y28_pawns_once_a_round_each_owner_takes_the_whole_bonus() {
    let mut game = alice_writes();
    play(&mut game, S1, "pond worker with 5");
    assert_eq!(game.player(S1).turn.pending, Some(by::Bonus::Palm));
    play(&mut game, S1, "bonus palm d6");
    // Bob has no 5: his worker is out of reach, his ship needs a 6 and
    // the ship icon is covered, through the Pond.
    play(&mut game, S2, "pond ship with 6");
    // 7a's Lake is stone + wheat: the stone is circled, the wheat loose.
    assert_eq!(game.player(S2).sheet.stone.circled, 1);
    assert_eq!(game.player(S2).turn.loose, [0, 1]);
    play(&mut game, S1, "convert wood gold");
    let (rule, _) = refused(&game, S1, "pond worker with 5");
    assert_eq!(rule, y(25), "the Pond is used; the pawn is placed too");
}

#[test]
fn y29_loose_resources_are_spent_first_and_lost_at_done() {
    let mut game = alice_writes();
    play(&mut game, S2, "pond ship with 6");
    // Loose wheat pays a pencil only with a drawn shape: convert it.
    play(&mut game, S2, "convert wheat");
    assert_eq!(game.player(S2).sheet.wheat_box, 1);
    assert_eq!(game.player(S2).turn.loose, [0, 0]);
    // Alice's wood is stored (circled in the River): it stays after done.
    play(&mut game, S1, "done");
    assert_eq!(game.player(S1).sheet.stored(by::Resource::Wood), 1);
    assert_eq!(game.player(S1).sheet.score().stored_wheat, 0);
}

#[test]
fn y30_the_round_shape_turns_but_is_never_mirrored() {
    let mut game = alice_writes();
    let (rule, message) = refused(&game, S1, "draw e1 f1 f2 f3");
    assert_eq!(rule, y(30));
    assert!(
        message.contains("mirror image of the L on side a"),
        "{message}"
    );
    // A quarter turn is fine.
    play(&mut game, S1, "draw a1 b1 c1 c2");
    assert_eq!(
        refused(&game, S1, "undo; draw b1 c1 d1 d2; draw a5 b5 c5 c6").0,
        y(22)
    );
    play(&mut game, S1, "undo");
    assert_eq!(
        refused(&game, S1, "draw a1 b1 c1 b2").0,
        y(30),
        "a T is not an L"
    );
}

#[test]
fn y30_a_shape_stays_inside_the_manifests_tower() {
    // Manifest 2's tower has 7 rows: row 8 is above it.
    let text = format!(
        "game: babylon\nmanifest: 2\nseats: Alice | Bob\nfirst: 1\nseed: 42\n{DECK}{OPENING}"
    );
    let game: Babylon = play::replay(&Record::parse(&text).unwrap()).unwrap();
    assert_eq!(game.player(S1).sheet.printed().rows, 7);
    let (rule, message) = refused(&game, S1, "gold with 6; mason a8 with 5");
    assert_eq!(rule, y(30));
    assert!(message.contains("a8 is above the tower"), "{message}");
    let mut game = game;
    play(&mut game, S1, "gold with 6; mason a7 with 5");
}

#[test]
fn y31_a_pencil_draws_inside_a_shape_next_to_its_kind() {
    let mut game = alice_writes();
    // The worker section (the pencil's) is covered: Bob draws through
    // the Pond, on a cell his gold's masonry filled beside b3's palm.
    play(&mut game, S2, "gold with 6; mason a3 with 1");
    let (rule, _) = refused(&game, S2, "pond pencil palm c3 with 4");
    assert_eq!(rule, y(31), "c3 is not inside a shape");
    let (rule, message) = refused(&game, S2, "pond pencil lion a3 with 4");
    assert_eq!(rule, y(31), "no lion next to a3: {message}");
    play(&mut game, S2, "pond pencil palm a3 with 4");
    assert!(game.player(S2).sheet.drawn[TowerIcon::Palm as usize].contains(cell("a3")));
    assert_eq!(game.breakdown(S2).icons, 2, "a drawn icon scores uncircled");
}

#[test]
fn y32_a_cell_outside_every_drawn_shape_is_a_hole() {
    let mut sheet = Sheet::blank(1);
    assert_eq!(sheet.holes(), 60);
    sheet.filled = cells("a1 b1");
    assert_eq!(sheet.holes(), 58);
    // Manifest 2's tower has 7 rows.
    let mut sheet = Sheet::blank(2);
    assert_eq!(sheet.holes(), 42);
    sheet.filled = cells("a1 b1");
    assert_eq!(sheet.holes(), 40);
}

#[test]
fn y33_the_game_ends_after_the_last_round_and_every_sheet_scores() {
    let mut game = two("");
    let mut rounds = 0;
    while !game.is_over() {
        let seat = game.to_act().iter().next().unwrap();
        if game.step() == Step::Place {
            rounds += 1;
        }
        let action = game.default_action(seat).unwrap();
        game.apply(seat, &action).unwrap();
    }
    assert_eq!(rounds, 12);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.scores.len(), 2);
    assert_eq!(refused(&game, S1, "done").0, y(33));
}

#[test]
fn y35_solo_plays_one_seat_first_every_round() {
    let mut game = solo("", "");
    for _ in 0..3 {
        assert_eq!(game.first(), S1);
        play(&mut game, S1, "penalty ignore");
        let tile = game.default_action(S1).unwrap();
        game.apply(S1, &tile).unwrap();
        while game.step() != Step::Write {
            let action = game.default_action(S1).unwrap();
            game.apply(S1, &action).unwrap();
        }
        play(&mut game, S1, "done");
    }
    assert_eq!(game.round(), 4);
    assert_eq!(game.first(), S1);
}

#[test]
fn y36_the_penalty_is_answered_before_placing() {
    let game = solo("", "");
    assert_eq!(refused(&game, S1, "tile 7a ship worker stone art").0, y(36));
}

/// Plays `game` with the defaults (Y44) until `until` holds.
fn run_defaults(game: &mut Babylon, until: impl Fn(&Babylon) -> bool) {
    while !until(game) {
        let seat = game.to_act().iter().next().expect("someone acts");
        let action = game.default_action(seat).expect("a default");
        game.apply(seat, &action).unwrap();
    }
}

#[test]
fn y37_an_ignored_card_is_kept_and_subtracted() {
    let mut game = solo("", "1: penalty ignore\n");
    // At once: beside the sheet, and off the score as it stands.
    assert_eq!(game.kept_penalties(), [17]);
    assert_eq!(game.breakdown(S1).penalties, 3);
    assert_eq!(game.scores()[0], game.player(S1).sheet.score().total() - 3);
    run_defaults(&mut game, |g| g.round() == 2);
    assert_eq!(game.kept_penalties(), [17]);
    assert_eq!(game.breakdown(S1).penalties, 3);
    assert_eq!(game.scores()[0], game.player(S1).sheet.score().total() - 3);
}

#[test]
fn y38_an_accepted_card_closes_its_section_and_its_value() {
    // Card 17 closes the Pond, value 3.
    let mut game = solo("", "1: penalty accept\n1: tile 7a ship worker stone art\n");
    assert_eq!(game.closed(), Some((BoardCell::Pond, 3)));
    assert_eq!(game.player(S1).sheet.carts, 1, "the Papyrus is a cart");
    assert_eq!(game.step(), Step::Draft, "the Pond space lapsed");
    assert_eq!(refused(&game, S1, "take 3").0, y(38));
    play(&mut game, S1, "take 6; take 5; take 4; take 2");
    assert_eq!(game.step(), Step::Write);
    assert_eq!(refused(&game, S1, "river wood with 2").0, y(38));
    assert_eq!(refused(&game, S1, "pond worker with 5").0, y(38));
    run_defaults(&mut game, |g| g.round() == 2);
    assert!(
        game.kept_penalties().is_empty(),
        "an accepted card is discarded"
    );
}

#[test]
fn y39_solo_takes_four_dice() {
    let game = solo(
        "",
        "1: penalty ignore\n1: tile 7a ship worker stone art\n1: skip\n",
    );
    assert_eq!(game.draft().0, [S1; 4]);
}

#[test]
fn y40_solo_is_won_with_120_or_more() {
    let mut game = solo("", "");
    run_defaults(&mut game, Babylon::is_over);
    let outcome = game.outcome().unwrap();
    assert!(outcome.scores[0] < manifest::GOAL);
    assert!(outcome.winners.is_empty(), "below the goal, nobody wins");
}

#[test]
fn y41_one_seeded_generator_replays_exactly() {
    let table = Seating {
        seats: 3,
        first: None,
        seed: 77,
    };
    let a = Babylon::new(&table, &BabylonOptions::default()).unwrap();
    let b = Babylon::new(&table, &BabylonOptions::default()).unwrap();
    assert_eq!(a, b);
    // The record's rolls come first, then the seed.
    let mut game = game(
        &["A", "B", "C"],
        &format!("{DECK}rolls: 2\n"),
        "1: tile 7a ship worker stone art\n1: skip\n2: take green\n3: take green\n",
    );
    assert_eq!(dice(&game, S2), [2]);
    let seeded = dice(&game, S3)[0];
    assert!((1..=6).contains(&seeded));
    play(&mut game, S1, "take 1");
}

#[test]
fn y42_a_record_may_fix_the_draws() {
    let game = game(&["A", "B"], "deck: 1 2 3\n", "");
    assert_eq!(game.removed(), [1, 2]);
    assert_eq!(game.card(), Some(3));
    let text = record(&["A", "B"], "deck: 1 1\n", "");
    assert!(play::replay::<Babylon>(&Record::parse(&text).unwrap()).is_err());
    let text = record(&["A", "B"], "deck: 15\n", "");
    assert!(play::replay::<Babylon>(&Record::parse(&text).unwrap()).is_err());
}

#[test]
fn y43_the_view_shows_no_deck_order_roll_or_seed() {
    let game = solo("", "");
    let view = serde_json::to_value(game.view(Some(S1))).unwrap();
    for secret in ["deck", "penalties", "rolls", "seed", "rng", "options"] {
        assert!(view.get(secret).is_none(), "{secret} in the view");
    }
    assert_eq!(view["deck_left"], 11);
    // What everyone has seen replays under any seed to the same view.
    let revealed = game.revealed();
    assert_eq!(revealed.deck, [14, 3, 7]);
    assert_eq!(revealed.penalties, [17]);
}

#[test]
fn y44_each_step_has_a_default_move() {
    let game = two("");
    assert_eq!(
        game.default_action(S1).map(|a| a.to_string()).as_deref(),
        Some("tile 7a ship worker lion gold"),
        "the lower tile, side a, the first placement in canonical order"
    );
    assert_eq!(game.default_action(S2), None, "seat 2 is not asked");
    let game = two("1: tile 7a ship worker stone art\n");
    assert_eq!(game.default_action(S1), Some(by::Action::Skip));
    let mut game = two("1: tile 7a ship worker stone art\n1: skip\n2: take 6\n");
    assert_eq!(game.default_action(S1), Some(by::Action::Take(6)));
    play(&mut game, S1, "take 6");
    assert_eq!(game.default_action(S2), Some(by::Action::Take(5)));
    let game = alice_writes();
    assert_eq!(game.default_action(S2), Some(by::Action::Done));
}

#[test]
fn y45_a_seat_that_leaves_is_skipped_and_ranks_last() {
    let mut game = game(
        &["A", "B", "C"],
        DECK,
        "1: tile 7a ship worker stone art\n1: skip\n2: take 6\n",
    );
    play::play_line_recorded(&mut game, S3, LEAVE).unwrap();
    assert_eq!(game.to_act().iter().collect::<Vec<_>>(), [S1]);
    let order: Vec<u8> = game.draft().0[1..].iter().map(|s| s.number()).collect();
    assert_eq!(order, [1, 2, 1, 2, 1, 2, 1]);
    run_defaults(&mut game, |g| g.step() == Step::Write);
    assert_eq!(game.to_act().len(), 2, "its Write counts as done");
    play(&mut game, S1, "done");
    play(&mut game, S2, "done");
    assert_eq!(game.first(), S2);
    // Leaving as the first player before placing: the next seat places.
    play::play_line_recorded(&mut game, S2, LEAVE).unwrap();
    assert!(game.is_over(), "one seat left: it wins");
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winner(), Some(S1));
    assert_eq!(outcome.left, [S3, S2]);
}

#[test]
fn y45_the_first_player_leaving_before_placing_passes_the_tile_on() {
    let mut game = game(&["A", "B", "C"], DECK, "");
    play::play_line_recorded(&mut game, S1, LEAVE).unwrap();
    assert_eq!(game.first(), S2);
    play(&mut game, S2, "tile 7a ship worker stone art");
    assert_eq!(game.step(), Step::PondSpace);
}

#[test]
fn y46_undo_takes_back_the_last_write_line_again_and_again() {
    let mut game = alice_writes();
    let start = game.clone();
    play(&mut game, S1, "pond worker with 5; bonus palm d6");
    assert_eq!(game.player(S1).undoable(), 2);
    play(&mut game, S1, "undo");
    assert_eq!(
        game.player(S1).turn.pending,
        Some(by::Bonus::Palm),
        "the bonus is pending again"
    );
    assert_eq!(refused(&game, S1, "gold with 6").0, y(46));
    play(&mut game, S1, "undo");
    assert_eq!(game, start, "back to the start of the Write");
    assert_eq!(refused(&game, S1, "undo").0, y(46));
    // Events tell who finished.
    let mut events = Vec::new();
    game.apply_recorded(S1, &by::Action::Done, &mut events)
        .unwrap();
    assert_eq!(events, [Event::Done { seat: S1 }]);
}
