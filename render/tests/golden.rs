//! Golden pictures: committed reference PNGs of several positions, compared
//! with a tolerance (font rasterisation may differ slightly between
//! machines). After an intended change of the picture, regenerate them with
//!
//!     UPDATE_GOLDEN=1 cargo test -p keystone-render --test render golden::
//!
//! and look at every one before committing. A failing comparison writes the
//! new picture to `target/golden-failures/`.

use keystone_render::Layout;
use keystone_render::palette::Vision;
use std::path::{Path, PathBuf};

use image::RgbImage;
use keystone_engine::Record;
use keystone_render::grands_batisseurs;

fn dir(relative: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(relative)
}

/// Pixels may differ by up to this much in a channel without counting.
const CHANNEL_TOLERANCE: u8 = 40;
/// At most this share of pixels may differ more.
const MAX_DIFFERENT: f64 = 0.002;

fn check(name: &str, record: &Path) {
    let text = std::fs::read_to_string(record).unwrap();
    let record = Record::parse(&text).unwrap();
    let draw = keystone_render::record_drawing(&record.game).expect("a game this crate draws");
    check_image(
        name,
        &draw(&record, Layout::Wide, Vision::Standard, 1.0).unwrap(),
    );
    check_image(
        &format!("{name}-narrow"),
        &draw(&record, Layout::Narrow, Vision::Standard, 1.0).unwrap(),
    );
}

/// A position drawn for each colour vision a player may choose, narrow
/// (as a phone shows it): the palettes and patterns, looked at.
fn check_visions(name: &str, record: &Path) {
    let text = std::fs::read_to_string(record).unwrap();
    let record = Record::parse(&text).unwrap();
    let draw = keystone_render::record_drawing(&record.game).expect("a game this crate draws");
    for (vision, word) in [
        (Vision::RedGreen, "red-green"),
        (Vision::BlueYellow, "blue-yellow"),
        (Vision::Patterns, "patterns"),
    ] {
        check_image(
            &format!("{name}-{word}-narrow"),
            &draw(&record, Layout::Narrow, vision, 1.0).unwrap(),
        );
    }
}

/// One position of each game in every colour vision.
#[test]
fn a_position_of_each_game_in_every_colour_vision() {
    for position in [
        "mid-game",
        "cardinal-late",
        "grands-batisseurs-late",
        "babylon-mid-four",
    ] {
        check_visions(position, &dir(&format!("tests/positions/{position}.txt")));
    }
}

fn check_image(name: &str, image: &RgbImage) {
    let golden = dir("tests/golden").join(format!("{name}.png"));
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        image.save(&golden).unwrap();
        return;
    }
    let expected = image::open(&golden)
        .unwrap_or_else(|e| {
            panic!(
                "{}: {e} (run with UPDATE_GOLDEN=1 to create it)",
                golden.display()
            )
        })
        .to_rgb8();
    if let Err(problem) = compare(image, &expected) {
        let failures = dir("../target/golden-failures");
        std::fs::create_dir_all(&failures).unwrap();
        let actual = failures.join(format!("{name}.png"));
        image.save(&actual).unwrap();
        panic!(
            "{name}: {problem}; see {} against {}",
            actual.display(),
            golden.display()
        );
    }
}

fn compare(actual: &RgbImage, expected: &RgbImage) -> Result<(), String> {
    if actual.dimensions() != expected.dimensions() {
        return Err(format!(
            "size {:?}, expected {:?}",
            actual.dimensions(),
            expected.dimensions()
        ));
    }
    let different = actual
        .pixels()
        .zip(expected.pixels())
        .filter(|(a, e)| {
            a.0.iter()
                .zip(e.0)
                .any(|(x, y)| x.abs_diff(y) > CHANNEL_TOLERANCE)
        })
        .count();
    let share = different as f64 / f64::from(actual.width() * actual.height());
    if share > MAX_DIFFERENT {
        return Err(format!("{different} pixels differ ({:.2}%)", share * 100.0));
    }
    Ok(())
}

/// Every position of `tests/positions/` (each game has some, see below)
/// against its golden pictures, wide and narrow, named as the position.
#[test]
fn every_position_matches_its_golden_pictures() {
    let mut positions: Vec<PathBuf> = std::fs::read_dir(dir("tests/positions"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    positions.sort();
    for position in positions {
        let name = position.file_stem().unwrap().to_string_lossy().into_owned();
        check(&name, &position);
    }
}

/// Games played to their end, from `examples/`.
#[test]
fn game_over() {
    check("game-over", &dir("../examples/basilica-full-game.txt"));
}

#[test]
fn babylon_finished_solo_sheet() {
    check(
        "babylon-solo-over",
        &dir("../examples/babylon-solo-hard.txt"),
    );
}

#[test]
fn cardinal_two_of_three_share_the_win() {
    check(
        "cardinal-shared-win",
        &dir("../examples/cardinal-shared-win.txt"),
    );
}

/// The tent of the seat `whose` picks in the position `record` reaches.
fn tent(
    name: &str,
    record: &str,
    whose: impl FnOnce(&keystone_engine::grands_batisseurs::GrandsBatisseurs) -> keystone_engine::Seat,
) {
    use keystone_engine::Game;
    let text = std::fs::read_to_string(dir(record)).unwrap();
    let record = Record::parse(&text).unwrap();
    let game: keystone_engine::grands_batisseurs::GrandsBatisseurs =
        keystone_engine::play::replay(&record).unwrap();
    let seat = whose(&game);
    let view = game.view(Some(seat));
    let names: Vec<&str> = record.seats.iter().map(String::as_str).collect();
    let labels = grands_batisseurs::Labels::english(&view, &names);
    let picture = grands_batisseurs::Picture {
        view: &view,
        names: &names,
        labels: &labels,
        layout: Layout::Wide,
        vision: Default::default(),
    };
    check_image(name, &grands_batisseurs::draw_tent(&picture, seat, 1.0));
    let picture = grands_batisseurs::Picture {
        layout: Layout::Narrow,
        ..picture
    };
    check_image(
        &format!("{name}-narrow"),
        &grands_batisseurs::draw_tent(&picture, seat, 1.0),
    );
}

#[test]
fn grands_batisseurs_tent_of_a_face_down_opener() {
    use keystone_engine::grands_batisseurs::Phase;
    tent(
        "grands-batisseurs-tent-opener",
        "tests/positions/grands-batisseurs-auction.txt",
        |game| match game.phase() {
            Phase::Bidding(auction) => auction.opener,
            other => panic!("an auction in progress, not {other:?}"),
        },
    );
}

#[test]
fn grands_batisseurs_tent() {
    // Dan holds four cards.
    tent(
        "grands-batisseurs-tent",
        "tests/positions/grands-batisseurs-late.txt",
        |_| keystone_engine::Seat::from_index(3),
    );
}

#[test]
fn the_comparison_notices_a_change() {
    let a = RgbImage::from_pixel(100, 100, image::Rgb([255, 255, 255]));
    let mut b = a.clone();
    assert!(compare(&a, &b).is_ok());
    for x in 0..10 {
        for y in 0..10 {
            b.put_pixel(x, y, image::Rgb([0, 0, 0]));
        }
    }
    assert!(compare(&a, &b).is_err(), "1% of the pixels changed");
    b.put_pixel(50, 50, image::Rgb([250, 250, 250]));
    assert!(compare(&a, &RgbImage::new(10, 10)).is_err());
}

/// Every game this crate draws has its golden pictures: a position of its
/// own in `tests/positions/`.
#[test]
fn every_game_drawn_has_a_golden_position() {
    let mut games = Vec::new();
    for entry in std::fs::read_dir(dir("tests/positions")).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        games.push(Record::parse(&text).unwrap().game);
    }
    for (game, _) in keystone_render::RECORD_DRAWINGS {
        assert!(
            games.iter().any(|g| g == game),
            "{game}: no position in tests/positions, so no golden picture"
        );
    }
}
