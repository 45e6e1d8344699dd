//! Golden pictures in French and Polish: each game's board (and Babylon's
//! sheets, Les Grands Bâtisseurs' tent) drawn as the bot draws them, every
//! word from its language files, compared with committed pictures with a
//! tolerance. After an intended change, regenerate them with
//!
//!     UPDATE_GOLDEN=1 cargo test -p keystone-bot --test bot pictures::
//!
//! and look at every one, at full size and at a phone's 400 px, before
//! committing. A failing comparison writes the new picture to
//! `target/golden-failures/`.

use std::path::{Path, PathBuf};

use image::RgbImage;
use keystone_bot::games::{self, AnyGame, DISCORD_LAYOUT, Sheets};
use keystone_bot::i18n::Lang;
use keystone_engine::{Record, Seat};

/// Pixels may differ by up to this much in a channel without counting.
const CHANNEL_TOLERANCE: u8 = 40;
/// At most this share of pixels may differ more.
const MAX_DIFFERENT: f64 = 0.002;

fn dir(relative: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(relative)
}

/// The game a record of the render crate's positions (or an example)
/// reaches, with its players' names.
fn game(file: &str) -> (Box<dyn AnyGame>, Vec<String>) {
    let text = std::fs::read_to_string(dir(file)).unwrap();
    let record = Record::parse(&text).unwrap();
    let kind = games::kind(&record.game).unwrap();
    ((kind.replay)(&record).unwrap(), record.seats.clone())
}

fn check(name: &str, png: &[u8]) {
    let actual = image::load_from_memory(png).unwrap().to_rgb8();
    let golden = dir("tests/golden").join(format!("{name}.png"));
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(golden.parent().unwrap()).unwrap();
        actual.save(&golden).unwrap();
        return;
    }
    let expected = image::open(&golden)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 writes it)", golden.display()))
        .to_rgb8();
    if let Err(why) = compare(&actual, &expected) {
        let failures = dir("../target/golden-failures");
        std::fs::create_dir_all(&failures).unwrap();
        actual.save(failures.join(format!("{name}.png"))).unwrap();
        panic!(
            "{name}: {why}; the new picture is in {}",
            failures.display()
        );
    }
}

fn compare(actual: &RgbImage, expected: &RgbImage) -> Result<(), String> {
    if actual.dimensions() != expected.dimensions() {
        return Err(format!(
            "size {:?} instead of {:?}",
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
                .any(|(&x, y)| x.abs_diff(y) > CHANNEL_TOLERANCE)
        })
        .count();
    let share = different as f64 / f64::from(actual.width() * actual.height());
    if share > MAX_DIFFERENT {
        return Err(format!("{:.2} % of pixels differ", share * 100.0));
    }
    Ok(())
}

/// The board of `file` in `lang`, as its channel shows it.
fn board(file: &str, lang: Lang) -> Vec<u8> {
    let (game, names) = game(file);
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    game.picture(&names, None, None, DISCORD_LAYOUT.into(), 1.0, lang)
}

#[test]
fn basilica_in_french_mid_game() {
    check(
        "fr-basilica-mid-game",
        &board("../render/tests/positions/mid-game.txt", Lang::Fr),
    );
}

#[test]
fn basilica_in_polish_at_its_end() {
    check(
        "pl-basilica-over",
        &board("../examples/basilica-full-game.txt", Lang::Pl),
    );
}

#[test]
fn cardinal_in_polish_at_its_end() {
    check(
        "pl-cardinal-three-over",
        &board(
            "../render/tests/positions/cardinal-three-over.txt",
            Lang::Pl,
        ),
    );
}

#[test]
fn cardinal_in_french_late() {
    check(
        "fr-cardinal-late",
        &board("../render/tests/positions/cardinal-late.txt", Lang::Fr),
    );
}

#[test]
fn grands_batisseurs_in_french_at_its_end_and_a_tent_in_polish() {
    check(
        "fr-grands-batisseurs-over",
        &board("../examples/grands-batisseurs-whole-game.txt", Lang::Fr),
    );
    let (game, names) = game("../render/tests/positions/grands-batisseurs-auction.txt");
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let (_, tent) = game
        .private(Seat::from_index(0), &names, Default::default(), Lang::Pl)
        .unwrap();
    check("pl-grands-batisseurs-tent", &tent);
}

#[test]
fn babylon_in_polish_mid_game_board_and_sheets() {
    let file = "../render/tests/positions/babylon-mid-four.txt";
    check("pl-babylon-mid-four", &board(file, Lang::Pl));
    let (game, names) = game(file);
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let sheets = game
        .sheets(
            &names,
            None,
            Sheets::Every,
            DISCORD_LAYOUT.into(),
            1.0,
            Lang::Pl,
        )
        .unwrap();
    check(
        "pl-babylon-mid-four-sheets",
        &keystone_render::png::encode(&sheets),
    );
}

#[test]
fn babylon_alone_in_french_at_its_end() {
    let (game, names) = game("../examples/babylon-solo-hard.txt");
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    check(
        "fr-babylon-solo-over",
        &game.picture(&names, None, None, DISCORD_LAYOUT.into(), 1.0, Lang::Fr),
    );
    let sheet = game
        .sheets(
            &names,
            None,
            Sheets::Every,
            DISCORD_LAYOUT.into(),
            1.0,
            Lang::Fr,
        )
        .unwrap();
    check(
        "fr-babylon-solo-over-sheet",
        &keystone_render::png::encode(&sheet),
    );
}

/// A picture draws its words as they are: Discord's code spans (the
/// notation in a prompt, `` `auction up <bid>` ``) reach it without their
/// backticks. The acting seat's board, in every language, along random
/// games of every game and table size.
#[test]
fn no_backtick_is_drawn_on_a_picture() {
    use crate::common::{self, HERE};
    use keystone_bot::games::{KINDS, Layout};
    use keystone_bot::service::First;
    use keystone_engine::GameRng;
    use keystone_engine::rng::Stream;
    use keystone_render::text::drawn;

    for kind in KINDS {
        for seats in kind.seats.clone() {
            let (_, mut service) = common::table(kind.name, seats, 3, First::Random);
            // The moves' replies are not what is checked: told in words.
            service.set_replies_in_words();
            let mut rng = GameRng::new(seats as u64, Stream::Play);
            for step in 0..40 {
                let Some(&mover) = service.waiting_for(HERE).unwrap().first() else {
                    break;
                };
                if step % 10 == 0 {
                    for lang in Lang::ALL {
                        let speaking = service.speaking(lang);
                        let (board, words) =
                            drawn(|| speaking.web_board(HERE, mover, Layout::Narrow, 1.0));
                        board.unwrap();
                        let quoted = words.iter().find(|w| w.contains('`'));
                        assert!(
                            quoted.is_none(),
                            "{} for {seats}, step {step}, {lang:?}: {quoted:?}",
                            kind.name
                        );
                    }
                }
                let moves = service.moves(HERE, mover).unwrap();
                let chosen = &moves[rng.below(moves.len() as u32) as usize].notation;
                service.play(HERE, mover, chosen, None).unwrap();
            }
        }
    }
}
