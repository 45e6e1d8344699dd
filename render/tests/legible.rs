//! Every picture of every game is legible where it is shown: no text
//! smaller than [`MIN_TEXT`] px once a picture is shown at its size at
//! scale 1 (a narrow one 400 px wide, on a phone and in Discord; a wide one
//! as wide as it is, at most 1100 px), in random positions of every table
//! size, from every seat.

use crate::common::random_position;
use image::RgbImage;
use keystone_engine::babylon::Babylon;
use keystone_engine::basilica::Basilica;
use keystone_engine::cardinal::Cardinal;
use keystone_engine::grands_batisseurs::GrandsBatisseurs;
use keystone_engine::{Game, Seat};
use keystone_render::text::{Printed, printed, smallest};
use keystone_render::{
    Layout, MIN_TEXT, NARROW_WIDTH, babylon, basilica, cardinal, grands_batisseurs,
};

const LAYOUTS: [Layout; 2] = [Layout::Wide, Layout::Narrow];

/// Long names, as Discord allows, in several scripts.
const NAMES: [&str; 4] = [
    "Grzegorz Brzęczyszczykiewicz",
    "Ana de la Cathédrale",
    "Дмитрий",
    "小林 さくら",
];

/// Seeds and the number of random actions played from each: the start, the
/// middle and late in the game (or its end).
const POSITIONS: [(u64, usize); 4] = [(1, 0), (2, 25), (3, 90), (4, 400)];

/// The scale the pictures are drawn at: a picture drawn at one scale or
/// another is shown at its size at scale 1.
const SCALE: f32 = 2.0;

/// The smallest text of the picture `draw` makes, in pixels as shown, and
/// the picture's width as shown.
fn shown_smallest(draw: impl FnOnce() -> RgbImage) -> (Option<(Printed, f32)>, f32) {
    let (image, texts) = printed(draw);
    let smallest = smallest(&texts).map(|p| (p.clone(), p.size / SCALE));
    (smallest, image.width() as f32 / SCALE)
}

fn check(what: &str, layout: Layout, draw: impl FnOnce() -> RgbImage) {
    let (smallest, width) = shown_smallest(draw);
    let Some((text, size)) = smallest else {
        panic!("{what} ({layout:?}) drew no text");
    };
    assert!(
        size >= MIN_TEXT - 0.01,
        "{what} ({layout:?}): {:?} is {size:.1} px, the picture shown {width} px wide",
        text.text,
    );
    match layout {
        Layout::Narrow => assert_eq!(width, NARROW_WIDTH as f32, "{what}"),
        Layout::Wide => assert!(width <= 1100.0, "{what}: {width} px wide"),
    }
}

fn names(seats: usize) -> Vec<&'static str> {
    NAMES[..seats].to_vec()
}

#[test]
fn basilica_pictures_are_legible() {
    for layout in LAYOUTS {
        for (seed, steps) in POSITIONS {
            let game: Basilica = random_position(2, seed, steps);
            for viewer in [None, Some(Seat::from_index(0)), Some(Seat::from_index(1))] {
                let view = game.view(viewer);
                let names = [NAMES[0], NAMES[1]];
                let labels = basilica::Labels::english(&view, names);
                let picture = basilica::Picture {
                    view: &view,
                    names,
                    highlight: &[],
                    labels: &labels,
                    layout,
                    vision: Default::default(),
                };
                check(&format!("Basilica {seed}/{steps}"), layout, || {
                    basilica::draw(&picture, SCALE)
                });
            }
        }
    }
}

#[test]
fn cardinal_pictures_are_legible() {
    for layout in LAYOUTS {
        for seats in 2..=4 {
            for (seed, steps) in POSITIONS {
                let game: Cardinal = random_position(seats, seed, steps);
                let names = names(seats);
                let labels = cardinal::Labels::english(&game, &names);
                let picture = cardinal::Picture {
                    game: &game,
                    names: &names,
                    new: &[],
                    labels: &labels,
                    layout,
                    vision: Default::default(),
                };
                check(
                    &format!("Cardinal for {seats}, {seed}/{steps}"),
                    layout,
                    || cardinal::draw(&picture, SCALE),
                );
            }
        }
    }
}

#[test]
fn grands_batisseurs_pictures_are_legible() {
    use grands_batisseurs as gb;
    for layout in LAYOUTS {
        for seats in 2..=4 {
            for (seed, steps) in POSITIONS {
                let game: GrandsBatisseurs = random_position(seats, seed, steps);
                let names = names(seats);
                let viewers = std::iter::once(None).chain(Seat::all(seats).map(Some));
                for viewer in viewers {
                    let view = game.view(viewer);
                    let labels = gb::Labels::english(&view, &names);
                    let picture = gb::Picture {
                        view: &view,
                        names: &names,
                        labels: &labels,
                        layout,
                        vision: Default::default(),
                    };
                    let what = format!("Les Grands Bâtisseurs for {seats}, {seed}/{steps}");
                    check(&what, layout, || gb::draw(&picture, SCALE));
                    if let Some(seat) = viewer {
                        check(&format!("{what}, tent"), layout, || {
                            gb::draw_tent(&picture, seat, SCALE)
                        });
                    }
                }
            }
        }
    }
}

#[test]
fn babylon_pictures_are_legible() {
    for layout in LAYOUTS {
        for seats in 1..=4 {
            for (seed, steps) in POSITIONS {
                let game: Babylon = random_position(seats, seed, steps);
                let names = names(seats);
                let view = game.view(None);
                let labels = babylon::Labels::english(&view, &names);
                let picture = babylon::Picture {
                    view: &view,
                    names: &names,
                    labels: &labels,
                    since: None,
                    layout,
                    vision: Default::default(),
                };
                let what = format!("Babylon for {seats}, {seed}/{steps}");
                let scale = SCALE;
                check(&what, layout, || babylon::draw_board(&picture, scale));
                let all: Vec<Seat> = Seat::all(seats).collect();
                check(&format!("{what}, sheets"), layout, || {
                    babylon::draw_sheets(&picture, &all, scale)
                });
                for seat in Seat::all(seats) {
                    check(&format!("{what}, {seat:?}'s sheet"), layout, || {
                        babylon::draw_sheet(&picture, seat, scale)
                    });
                }
            }
        }
    }
}
