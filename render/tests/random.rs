//! Hundreds of random positions from the engine's random games, with random
//! Unicode names, draw without panicking and within the size budget.

use crate::common;
use keystone_render::Layout;

use common::random_position;
use keystone_engine::basilica::Basilica;
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng};
use keystone_render::basilica::{self, Labels, Picture};
use keystone_render::png;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};

/// The upload budget of a board picture.
const MAX_PNG_BYTES: usize = 400 * 1024;

fn position(seed: u64, steps: usize) -> Basilica {
    random_position(2, seed, steps)
}

proptest! {
    #![proptest_config(Config { cases: 300, rng_seed: RngSeed::Fixed(3), failure_persistence: None, ..Config::default() })]

    #[test]
    fn random_positions_draw_within_budget(
        seed in any::<u64>(),
        steps in 0usize..130,
        names in prop::array::uniform2(any::<String>()),
        highlight in prop::collection::vec((0usize..5, 0usize..30), 0..6),
    ) {
        let game = position(seed, steps);
        let view = game.view(None);
        let names = [names[0].as_str(), names[1].as_str()];
        let highlight: Vec<_> = highlight.into_iter().filter_map(|(c, r)| keystone_engine::basilica::Cell::new(c, r)).collect();
        let labels = Labels::english(&view, names);
        for layout in [Layout::Wide, Layout::Narrow] {
            let image = basilica::draw(&Picture { view: &view, names, highlight: &highlight, labels: &labels, layout, vision: Default::default(),  }, 1.0);
            match layout {
                Layout::Wide => prop_assert_eq!(image.dimensions(), (basilica::WIDTH, basilica::HEIGHT)),
                Layout::Narrow => prop_assert_eq!(image.width(), 400),
            }
            let bytes = png::encode(&image);
            prop_assert!(bytes.len() <= MAX_PNG_BYTES, "{} bytes", bytes.len());
            let decoded = image::load_from_memory(&bytes).unwrap().to_rgb8();
            prop_assert!(decoded == image);
        }
    }
}

#[test]
fn hostile_names_draw() {
    let game = position(5, 40);
    let view = game.view(None);
    for name in [
        "",
        " ",
        "\u{0}\u{7}\u{1b}[31m",
        "مرحبا بالعالم",
        "e\u{301}\u{302}\u{303}\u{304}\u{305}",
        "👨‍👩‍👧‍👦🏳️‍🌈🧑🏽‍🚀",
        "\u{10FFFF}\u{E000}\u{FFFF}",
        &"W".repeat(500),
        "ﷺ꧁꧂𒐫",
    ] {
        let names = [name, "Bob"];
        let labels = Labels::english(&view, names);
        for (layout, width) in [(Layout::Wide, basilica::WIDTH), (Layout::Narrow, 400)] {
            let image = basilica::draw(
                &Picture {
                    view: &view,
                    names,
                    highlight: &[],
                    labels: &labels,
                    layout,
                    vision: Default::default(),
                },
                1.0,
            );
            assert_eq!(image.width(), width);
        }
    }
}

#[test]
fn smaller_pictures_for_the_upload_limit() {
    let game = position(9, 100);
    let view = game.view(None);
    let labels = Labels::english(&view, ["A", "B"]);
    let picture = Picture {
        view: &view,
        names: ["A", "B"],
        highlight: &[],
        labels: &labels,
        layout: Layout::Wide,
        vision: Default::default(),
    };
    let small = basilica::draw(&picture, 0.5);
    assert_eq!(
        small.dimensions(),
        (basilica::WIDTH / 2, basilica::HEIGHT / 2)
    );
    assert!(png::encode(&small).len() < png::encode(&basilica::draw(&picture, 1.0)).len());
}

fn grands_batisseurs_position(
    seats: usize,
    seed: u64,
    steps: usize,
) -> keystone_engine::grands_batisseurs::GrandsBatisseurs {
    random_position(seats, seed, steps)
}

proptest! {
    #![proptest_config(Config { cases: 200, rng_seed: RngSeed::Fixed(4), failure_persistence: None, ..Config::default() })]

    /// Les Grands Bâtisseurs: the table from every seat's view and the
    /// spectator's, and each seat's tent, with hostile names.
    #[test]
    fn grands_batisseurs_positions_draw_within_budget(
        seed in any::<u64>(),
        seats in 2usize..=4,
        steps in 0usize..300,
        names in prop::array::uniform4(any::<String>()),
    ) {
        use keystone_render::grands_batisseurs as gb;
        let game = grands_batisseurs_position(seats, seed, steps);
        let names: Vec<&str> = names.iter().take(seats).map(String::as_str).collect();
        let viewers = std::iter::once(None).chain(keystone_engine::Seat::all(seats).map(Some));
        for viewer in viewers {
            let view = game.view(viewer);
            let labels = gb::Labels::english(&view, &names);
            let picture = gb::Picture { view: &view, names: &names, labels: &labels, layout: Layout::Wide, vision: Default::default(),  };
            let image = gb::draw(&picture, 1.0);
            prop_assert_eq!(image.dimensions(), (gb::WIDTH, gb::HEIGHT));
            let bytes = png::encode(&image);
            prop_assert!(bytes.len() <= MAX_PNG_BYTES, "{} bytes", bytes.len());
            if let Some(seat) = viewer {
                let tent = gb::draw_tent(&picture, seat, 1.0);
                prop_assert_eq!(tent.dimensions(), (gb::WIDTH, gb::TENT_HEIGHT));
            }
            // A phone's: as wide as it is laid out for; as high as four
            // long cities need, and no more.
            let picture = gb::Picture { layout: Layout::Narrow, ..picture };
            let image = gb::draw(&picture, 1.0);
            prop_assert_eq!(image.width(), keystone_render::NARROW_WIDTH);
            prop_assert!(image.height() <= 5 * keystone_render::NARROW_WIDTH, "{} px high", image.height());
            let bytes = png::encode(&image);
            prop_assert!(bytes.len() <= MAX_PNG_BYTES, "{} bytes", bytes.len());
            if let Some(seat) = viewer {
                let tent = gb::draw_tent(&picture, seat, 1.0);
                prop_assert_eq!(tent.width(), keystone_render::NARROW_WIDTH);
            }
        }
    }
}

/// Two games that differ only in what is hidden (hands, the piles' order,
/// face-down cards, the seed) give byte-identical public pictures.
#[test]
fn grands_batisseurs_public_picture_shows_nothing_hidden() {
    use keystone_render::grands_batisseurs as gb;
    let names = ["Ann", "Ben", "Cy"];
    let mut differing_hands = 0;
    for seed in 0..40 {
        let game = grands_batisseurs_position(3, seed, 20 + (seed as usize * 7) % 160);
        let mut rng = GameRng::new(seed, Stream::Play);
        let other = game.sample_hidden(keystone_engine::Seat::from_index(0), &mut rng);
        let draw = |g: &keystone_engine::grands_batisseurs::GrandsBatisseurs| {
            let view = g.view(None);
            let labels = gb::Labels::english(&view, &names);
            [Layout::Wide, Layout::Narrow].map(|layout| {
                png::encode(&gb::draw(
                    &gb::Picture {
                        view: &view,
                        names: &names,
                        labels: &labels,
                        layout,
                        vision: Default::default(),
                    },
                    1.0,
                ))
            })
        };
        if game.is_over() {
            continue;
        }
        assert_ne!(game, other, "seed {seed}: the hidden things differ");
        if keystone_engine::Seat::all(3).any(|s| game.hand(s) != other.hand(s)) {
            differing_hands += 1;
        }
        assert_eq!(draw(&game), draw(&other), "seed {seed}");
    }
    assert!(
        differing_hands >= 10,
        "only {differing_hands} games with other hands"
    );
}
