//! Where a picture drew the places actions name: over hundreds of random
//! positions, every cell and slot a legal action names has its region,
//! inside the picture, named once; cells tile without overlapping; and the
//! picture drawn with its regions is the picture drawn alone.

use crate::common;
use keystone_render::Layout;

use common::random_position;
use keystone_engine::Game;
use keystone_engine::basilica::{Basilica, Cell};
use keystone_engine::cardinal::Cardinal;
use keystone_render::Region;
use keystone_render::basilica::{self, Labels, Picture};

/// Whether a word of an action's notation names a place on the board.
fn is_place(word: &str) -> bool {
    word.parse::<Cell>().is_ok() || matches!(word.as_bytes(), [b'V' | b'O', b'1'..=b'3'])
}

fn overlap(a: &Region, b: &Region) -> bool {
    let (a, b) = (a.area, b.area);
    a.x < b.x + b.w - 0.01
        && b.x < a.x + a.w - 0.01
        && a.y < b.y + b.h - 0.01
        && b.y < a.y + a.h - 0.01
}

/// Regions inside the picture, each named once, none overlapping.
fn well_placed(regions: &[Region], image: &image::RgbImage) {
    let (w, h) = (image.width() as f32, image.height() as f32);
    for (i, region) in regions.iter().enumerate() {
        let a = region.area;
        assert!(
            a.x >= 0.0 && a.y >= 0.0 && a.x + a.w <= w + 0.01 && a.y + a.h <= h + 0.01,
            "{} outside the picture: {a:?}",
            region.name
        );
        for other in &regions[i + 1..] {
            assert_ne!(region.name, other.name, "named twice");
            assert!(
                !overlap(region, other),
                "{} overlaps {}",
                region.name,
                other.name
            );
        }
    }
}

#[test]
fn every_place_a_legal_action_names_is_a_region_of_the_basilica_board() {
    let mut checked = 0;
    // Random games, and a cathedral 18 rows long (past the wide picture's
    // 15), where a scaffold's second tile may reach two rows out.
    let long = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/positions/long-cathedral.txt"),
    )
    .unwrap();
    let long: Basilica =
        keystone_engine::play::replay(&keystone_engine::Record::parse(&long).unwrap()).unwrap();
    let games = (0..40u64)
        .flat_map(|seed| [0, 7, 25, 60, 110].map(|steps| (seed, steps)))
        .map(|(seed, steps)| (seed, steps, random_position::<Basilica>(2, seed, steps)))
        .chain((0..30u64).map(|seed| {
            // Played on a few random actions, a different way each time.
            let mut game = long.clone();
            let mut rng = keystone_engine::GameRng::new(seed, keystone_engine::rng::Stream::Play);
            let mut buffer = Vec::new();
            for _ in 0..seed % 7 {
                if let Some((seat, action)) =
                    keystone_engine::play::random_action(&game, &mut rng, &mut buffer)
                {
                    game.apply(seat, &action).unwrap();
                }
            }
            (seed, 1000, game)
        }));
    for (seed, steps, game) in games {
        {
            for (layout, scale) in [Layout::Wide, Layout::Narrow]
                .into_iter()
                .flat_map(|layout| [(layout, 1.0), (layout, 0.5)])
            {
                let view = game.view(None);
                let names = ["Ann", "Ben"];
                let labels = Labels::english(&view, names);
                let picture = Picture {
                    view: &view,
                    names,
                    highlight: &[],
                    labels: &labels,
                    layout,
                    vision: Default::default(),
                };
                let (image, regions) = basilica::draw_mapped(&picture, scale);
                assert!(image == basilica::draw(&picture, scale), "one drawing");
                well_placed(&regions, &image);
                let mut actions = Vec::new();
                for seat in game.to_act().iter() {
                    game.legal_actions(seat, &mut actions);
                    for action in &actions {
                        let notation = action.to_string();
                        for word in notation.split_whitespace().filter(|w| is_place(w)) {
                            assert!(
                                regions.iter().any(|r| r.name == word),
                                "{layout:?}, seed {seed} step {steps}: `{notation}` names {word}, not drawn"
                            );
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 10_000, "only {checked} places checked");
}

#[test]
fn every_cell_a_legal_action_names_is_a_region_of_the_cardinal_town() {
    use keystone_render::cardinal::{self, Labels, Picture};
    let mut checked = 0;
    for (layout, seats) in [Layout::Wide, Layout::Narrow]
        .into_iter()
        .flat_map(|layout| (2..=4).map(move |seats| (layout, seats)))
    {
        for seed in 0..6u64 {
            for steps in [0, 5, 20, 45] {
                let game: Cardinal = random_position(seats, seed, steps);
                let names = ["Ann", "Ben", "Cy", "Di"];
                let names = &names[..seats];
                let labels = Labels::english(&game, names);
                let picture = Picture {
                    game: &game,
                    names,
                    new: &[],
                    labels: &labels,
                    layout,
                    vision: Default::default(),
                };
                for scale in [1.0, 0.5] {
                    let (image, regions) = cardinal::draw_mapped(&picture, scale);
                    assert!(image == cardinal::draw(&picture, scale), "one drawing");
                    well_placed(&regions, &image);
                    let mut actions = Vec::new();
                    for seat in game.to_act().iter() {
                        game.legal_actions(seat, &mut actions);
                        for (n, action) in actions.iter().enumerate() {
                            let notation = action.to_string();
                            let (building, rest) =
                                notation.split_once(';').unwrap_or((&notation, ""));
                            // Cells are written x,y (the other words are
                            // colours and shapes). The building's cells are
                            // on the town as drawn.
                            for word in building.split(' ').filter(|w| w.contains(',')) {
                                assert!(
                                    regions.iter().any(|r| r.name == word),
                                    "{layout:?}, {seats} seats, seed {seed} step {steps}: `{notation}` names {word}, not drawn"
                                );
                                checked += 1;
                            }
                            // The cardinal may go beyond the town's free
                            // ring, next to the new building: its cell is on
                            // the town drawn with the building placed.
                            // (One action in 25: each is drawn again.)
                            if let Some(cell) = rest
                                .split([' ', ';'])
                                .find(|w| w.contains(','))
                                .filter(|_| n % 25 == 0)
                            {
                                let mut after = game.clone();
                                after.apply(seat, action).unwrap();
                                let labels = Labels::english(&after, names);
                                let (_, regions) = cardinal::draw_mapped(
                                    &Picture {
                                        game: &after,
                                        names,
                                        new: &[],
                                        labels: &labels,
                                        layout,
                                        vision: Default::default(),
                                    },
                                    scale,
                                );
                                assert!(
                                    regions.iter().any(|r| r.name == cell),
                                    "`{notation}`: {cell} not drawn once built"
                                );
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 10_000, "only {checked} cells checked");
}

#[test]
fn every_seat_city_position_and_card_a_legal_action_names_is_a_region_of_the_grands_batisseurs_table()
 {
    use keystone_engine::grands_batisseurs::GrandsBatisseurs;
    use keystone_render::grands_batisseurs::{self as gb, Labels, Picture};
    let mut checked = 0;
    let mut kinds = std::collections::BTreeSet::new();
    for seats in 2..=4 {
        for seed in 0..16u64 {
            for steps in [0, 9, 30, 70, 120, 170, 230] {
                let game: GrandsBatisseurs = random_position(seats, seed, steps);
                let names = ["Ann", "Ben", "Cy", "Di"];
                let names = &names[..seats];
                let public = game.view(None);
                let labels = Labels::english(&public, names);
                let table = Picture {
                    view: &public,
                    names,
                    labels: &labels,
                    layout: Layout::Wide,
                    vision: Default::default(),
                };
                for (layout, scale) in [Layout::Wide, Layout::Narrow]
                    .into_iter()
                    .flat_map(|layout| [(layout, 1.0), (layout, 0.5)])
                {
                    let table = Picture { layout, ..table };
                    let (image, regions) = gb::draw_mapped(&table, scale);
                    assert!(image == gb::draw(&table, scale), "one drawing");
                    well_placed(&regions, &image);
                    let on_table = |name: &str| regions.iter().any(|r| r.name == name);
                    let mut actions = Vec::new();
                    for seat in game.to_act().iter() {
                        let own = game.view(Some(seat));
                        let own_labels = Labels::english(&own, names);
                        let own_picture = Picture {
                            view: &own,
                            names,
                            labels: &own_labels,
                            layout,
                            vision: Default::default(),
                        };
                        let (tent, cards) = gb::draw_tent_mapped(&own_picture, seat, scale);
                        assert!(
                            tent == gb::draw_tent(&own_picture, seat, scale),
                            "one drawing"
                        );
                        for (i, a) in cards.iter().enumerate() {
                            for b in &cards[i + 1..] {
                                assert!(!overlap(a, b), "{} overlaps {}", a.name, b.name);
                            }
                        }
                        game.legal_actions(seat, &mut actions);
                        for action in &actions {
                            let notation = action.to_string();
                            let words: Vec<&str> = notation.split_whitespace().collect();
                            let mut named = Vec::new();
                            match words.as_slice() {
                                ["steal", whom] => {
                                    kinds.insert("steal");
                                    named.push((true, whom.to_string()));
                                }
                                ["sabotage", whom, target, ..] => {
                                    kinds.insert(if *target == "hand" {
                                        "sabotage a hand"
                                    } else {
                                        "sabotage a city"
                                    });
                                    named.push((true, format!("{whom} {target}")));
                                }
                                ["build", ..] => {
                                    for pair in notation["build ".len()..].split("; ") {
                                        let (card, place) = pair.split_once(' ').unwrap();
                                        kinds.insert(if matches!(place, "left" | "right") {
                                            "build at an end"
                                        } else {
                                            "build into a breach"
                                        });
                                        named.push((false, card.to_owned()));
                                        named.push((true, format!("{seat} {place}")));
                                    }
                                }
                                _ => {}
                            }
                            for (table, name) in named {
                                let drawn = if table {
                                    on_table(&name)
                                } else {
                                    cards.iter().any(|r| r.name == name)
                                };
                                assert!(
                                    drawn,
                                    "{layout:?}, {seats} seats, seed {seed} step {steps}: `{notation}` names {name}, not drawn on the {}",
                                    if table { "table" } else { "tent" }
                                );
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 3_000, "only {checked} places checked");
    // (Steals and sabotages of a hand are rarer: checked when they come.)
    for kind in ["sabotage a city", "build at an end", "build into a breach"] {
        assert!(kinds.contains(kind), "never: {kind}");
    }
}

#[test]
fn every_die_and_tower_cell_a_legal_action_names_is_a_region_of_the_babylon_board_or_sheet() {
    use keystone_engine::babylon::Babylon;
    use keystone_engine::babylon::sheet::Cell as TowerCell;
    use keystone_render::babylon::{self, Labels, Picture};
    let mut checked = 0;
    let mut taken = 0;
    let mut tiles = 0;
    for seats in 1..=4 {
        for seed in 0..6u64 {
            for steps in [0, 6, 20, 45, 90] {
                let game: Babylon = random_position(seats, seed, steps);
                let names = ["Ann", "Ben", "Cy", "Di"];
                let names = &names[..seats];
                let mut actions = Vec::new();
                for (seat, layout) in game
                    .to_act()
                    .iter()
                    .flat_map(|seat| [Layout::Wide, Layout::Narrow].map(|layout| (seat, layout)))
                {
                    let view = game.view(Some(seat));
                    let labels = Labels::english(&view, names);
                    let picture = Picture {
                        view: &view,
                        names,
                        labels: &labels,
                        since: None,
                        layout,
                        vision: Default::default(),
                    };
                    // The draft: every die `take` names is on the board.
                    let (board, dice) = babylon::draw_board_mapped(&picture, 1.0);
                    assert!(board == babylon::draw_board(&picture, 1.0), "one drawing");
                    let (w, h) = (board.width() as f32, board.height() as f32);
                    for die in &dice {
                        let a = die.area;
                        assert!(
                            a.x >= 0.0 && a.y >= 0.0 && a.x + a.w <= w && a.y + a.h <= h,
                            "{layout:?}: {} outside the board: {a:?}",
                            die.name
                        );
                    }
                    for (i, a) in dice.iter().enumerate() {
                        for b in &dice[i + 1..] {
                            assert!(!overlap(a, b), "{} overlaps {}", a.name, b.name);
                        }
                    }
                    game.legal_actions(seat, &mut actions);
                    for action in &actions {
                        let notation = action.to_string();
                        if let Some(die) = notation.strip_prefix("take ") {
                            assert!(
                                dice.iter().any(|r| r.name == die),
                                "{layout:?}, {seats} seats, seed {seed} step {steps}: `{notation}`: no such die drawn"
                            );
                            taken += 1;
                        }
                        // A tile: every board cell it covers.
                        if let Some(placed) = notation.strip_prefix("tile ") {
                            for cell in placed.split_whitespace().skip(1) {
                                assert!(
                                    dice.iter().any(|r| r.name == cell),
                                    "`{notation}`: no board cell {cell} drawn"
                                );
                                tiles += 1;
                            }
                        }
                    }
                    for scale in [1.0, 0.5] {
                        let (image, regions) = babylon::draw_sheet_mapped(&picture, seat, scale);
                        assert!(
                            image == babylon::draw_sheet(&picture, seat, scale),
                            "one drawing"
                        );
                        well_placed(&regions, &image);
                        game.legal_actions(seat, &mut actions);
                        for action in &actions {
                            let notation = action.to_string();
                            for word in notation
                                .split_whitespace()
                                .filter(|w| w.parse::<TowerCell>().is_ok())
                            {
                                assert!(
                                    regions.iter().any(|r| r.name == word),
                                    "{layout:?}, {seats} seats, seed {seed} step {steps}: `{notation}` names {word}, not drawn"
                                );
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 5_000, "only {checked} cells checked");
    assert!(taken > 50, "only {taken} dice checked");
    assert!(tiles > 50, "only {tiles} tile cells checked");
}
