//! The whole position in words (`/game board describe`, `describe` in the
//! terminal), for a player who cannot see the pictures: every place the
//! board shows filled is named, in every language, as plain sentences
//! within Discord's message length. That it says nothing a seat may not
//! see is `offers.rs`'s.

use std::path::Path;

use keystone_bot::games;
use keystone_bot::i18n::Lang;
use keystone_engine::{Record, Seat, play as engine};

/// Discord's message length limit.
const MESSAGE_LIMIT: usize = 2000;

fn example(name: &str) -> Record {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../examples")
        .join(name);
    Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The first `share` of `record`'s actions, and the names.
fn part(record: &Record, numerator: usize, denominator: usize) -> Record {
    let mut record = record.clone();
    let keep = record.actions.len() * numerator / denominator;
    record.actions.truncate(keep);
    record
}

/// Every place `record`'s position has filled, by its notation name, as
/// the engine itself keeps them (not as the words say them).
fn filled(record: &Record) -> Vec<String> {
    use keystone_engine::{babylon, basilica, cardinal};
    match record.game.as_str() {
        "basilica" => {
            let game: basilica::Basilica = engine::replay(record).unwrap();
            game.cathedral()
                .squares()
                .map(|(cell, _)| cell.to_string())
                .collect()
        }
        "cardinal" => {
            let game: cardinal::Cardinal = engine::replay(record).unwrap();
            game.town()
                .buildings()
                .iter()
                .map(|b| b.footprint.to_string())
                .collect()
        }
        "babylon" => {
            let game: babylon::Babylon = engine::replay(record).unwrap();
            (0..record.seats.len())
                .flat_map(|i| game.player(Seat::from_index(i)).sheet.filled.iter())
                .map(|cell| cell.to_string())
                .collect()
        }
        _ => record.seats.clone(),
    }
}

#[test]
fn every_filled_place_is_named_in_every_language() {
    for file in [
        "basilica-full-game.txt",
        "cardinal-shared-win.txt",
        "grands-batisseurs-whole-game.txt",
        "babylon-four-players.txt",
    ] {
        let whole = example(file);
        let kind = games::kind(&whole.game).unwrap();
        for share in [1, 2, 3] {
            let record = part(&whole, share, 4);
            let game = (kind.replay)(&record).unwrap();
            let names: Vec<&str> = record.seats.iter().map(String::as_str).collect();
            let places = filled(&record);
            assert!(!places.is_empty(), "{file} at {share}/4: nothing filled");
            for lang in Lang::ALL {
                let said = game.position(&names, lang).join("\n");
                for place in &places {
                    assert!(
                        said.contains(place.as_str()),
                        "{file} at {share}/4 in {lang:?}: {place} not said in\n{said}"
                    );
                }
                assert!(!said.contains(['`', '*']), "{said}");
            }
        }
    }
}

#[test]
fn the_whole_position_fits_a_discord_message_in_every_language() {
    use keystone_bot::service::{First, Reply};
    for (kind, seats) in [
        ("basilica", 2),
        ("cardinal", 4),
        ("grands-batisseurs", 4),
        ("babylon", 4),
    ] {
        for lang in Lang::ALL {
            let (_, service) = crate::common::table(kind, seats, 11, First::Me);
            let service = service.speaking(lang);
            // Far into the game: every seat plays a legal action in turn.
            for step in 0..150 {
                let acted = [1001, 1002, 1003, 1004].into_iter().any(|user| {
                    let Ok(moves) = service.moves(crate::common::HERE, user) else {
                        return false;
                    };
                    let Some(chosen) = moves.get(step * 7 % moves.len().max(1)) else {
                        return false;
                    };
                    service
                        .play(crate::common::HERE, user, &chosen.notation, None)
                        .is_ok()
                });
                if !acted {
                    break;
                }
            }
            let Reply { text, details, .. } = service.describe(crate::common::HERE, true).unwrap();
            let whole = std::iter::once(text.clone())
                .chain(details)
                .collect::<Vec<_>>();
            let length: usize = whole.iter().map(|l| l.chars().count() + 1).sum();
            assert!(
                length <= MESSAGE_LIMIT,
                "{kind} in {lang:?}: {length} characters\n{}",
                whole.join("\n")
            );
            for line in &whole {
                assert!(
                    line.ends_with(['.', '!', '?', ':', '…', ')']),
                    "{kind} in {lang:?}: {line:?} is not a sentence"
                );
            }
        }
    }
}
