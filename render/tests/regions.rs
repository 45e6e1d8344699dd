//! Where a picture drew the places actions name: over hundreds of random
//! positions, every cell and slot a legal action names has its region,
//! inside the picture, named once; cells tile without overlapping; and the
//! picture drawn with its regions is the picture drawn alone.

use keystone_engine::basilica::{Basilica, Cell};
use keystone_engine::play::random_action;
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng, Table};
use keystone_render::Region;
use keystone_render::basilica::{self, Labels, Picture};

fn position(seed: u64, steps: usize) -> Basilica {
    let table = Table {
        seats: 2,
        first: None,
        seed,
    };
    let mut game = Basilica::new(&table, &Default::default()).unwrap();
    let mut rng = GameRng::new(seed, Stream::Play);
    let mut buffer = Vec::new();
    for _ in 0..steps {
        match random_action(&game, &mut rng, &mut buffer) {
            Some((seat, action)) => game.apply(seat, &action).unwrap(),
            None => break,
        }
    }
    game
}

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

#[test]
fn every_place_a_legal_action_names_is_a_region_of_the_basilica_board() {
    let mut checked = 0;
    for seed in 0..40u64 {
        for steps in [0, 7, 25, 60, 110] {
            let game = position(seed, steps);
            for scale in [1.0, 0.5] {
                let view = game.view(None);
                let names = ["Ann", "Ben"];
                let labels = Labels::english(&view, names);
                let picture = Picture {
                    view: &view,
                    names,
                    highlight: &[],
                    labels: &labels,
                };
                let (image, regions) = basilica::draw_mapped(&picture, scale);
                assert!(image == basilica::draw(&picture, scale), "one drawing");
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
                let mut actions = Vec::new();
                for seat in game.to_act().iter() {
                    game.legal_actions(seat, &mut actions);
                    for action in &actions {
                        let notation = action.to_string();
                        for word in notation.split_whitespace().filter(|w| is_place(w)) {
                            assert!(
                                regions.iter().any(|r| r.name == word),
                                "seed {seed} step {steps}: `{notation}` names {word}, not drawn"
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
