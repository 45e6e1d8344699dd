//! One registry of games: every game the bot lists in `games::KINDS` is
//! reached by every generic part that needs it, and nothing lists a game
//! the registry lacks. A game added to one place and not another fails
//! here, by name.

use std::collections::BTreeSet;
use std::path::PathBuf;

use keystone_bot::games::report::Told;
use keystone_bot::games::{self, KINDS};
use keystone_engine::Record;
use keystone_render::Layout;

fn examples() -> Vec<(String, Record)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples");
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "txt") {
            let text = std::fs::read_to_string(&path).unwrap();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            found.push((name, Record::parse(&text).unwrap()));
        }
    }
    found
}

#[test]
fn every_game_the_engine_plays_is_in_the_registry_and_back() {
    let kinds: BTreeSet<&str> = KINDS.iter().map(|k| k.name).collect();
    let engine: BTreeSet<&str> = keystone_engine::GAMES.iter().copied().collect();
    assert_eq!(kinds, engine, "games::KINDS and keystone_engine::GAMES");
}

#[test]
fn every_game_the_render_crate_draws_is_in_the_registry_and_back() {
    let kinds: BTreeSet<&str> = KINDS.iter().map(|k| k.name).collect();
    let drawn: BTreeSet<&str> = keystone_render::RECORD_DRAWINGS
        .iter()
        .map(|(name, _)| *name)
        .collect();
    assert_eq!(
        kinds, drawn,
        "games::KINDS and keystone_render::RECORD_DRAWINGS"
    );
}

#[test]
fn every_game_has_an_example_record_its_tools_replay_tell_and_draw() {
    let examples = examples();
    for kind in KINDS {
        let own: Vec<&(String, Record)> = examples
            .iter()
            .filter(|(_, r)| r.game == kind.name)
            .collect();
        assert!(!own.is_empty(), "{}: no record in examples/", kind.name);
        for (file, record) in own {
            (kind.replay)(record).unwrap_or_else(|e| panic!("{file}: {e:?}"));
            for told in [Told::Position, Told::Score] {
                for json in [false, true] {
                    let text = (kind.report)(record, told, json)
                        .unwrap_or_else(|e| panic!("{file}: {e:?}"));
                    assert!(!text.trim().is_empty(), "{file}: {told:?} says nothing");
                }
            }
            let draw = keystone_render::record_drawing(kind.name).unwrap();
            for layout in [Layout::Wide, Layout::Narrow] {
                let image = draw(record, layout, Default::default(), 0.5)
                    .unwrap_or_else(|e| panic!("{file}: {e:?}"));
                assert!(image.width() > 0 && image.height() > 0);
            }
        }
    }
    // And no example of a game the registry does not know.
    for (file, record) in &examples {
        assert!(
            games::kind(&record.game).is_some(),
            "{file}: {}",
            record.game
        );
    }
}

#[test]
fn every_game_has_rules_in_brief_and_its_notation_words_in_every_language() {
    for kind in KINDS {
        assert!(!kind.topics.is_empty(), "{}: no rules topics", kind.name);
        for lang in &keystone_bot::i18n::Lang::ALL {
            let rules = (kind.rules)(None, *lang);
            assert!(!rules.trim().is_empty(), "{} in {lang:?}", kind.name);
            for topic in kind.topics {
                let text = (kind.rules)(Some(topic), *lang);
                assert!(!text.trim().is_empty(), "{} {topic} in {lang:?}", kind.name);
            }
        }
        assert!(!kind.words.is_empty(), "{}: no notation words", kind.name);
    }
}

/// The topics of the rules in brief are the player's words: each has a
/// name in every language, distinct within its game, and that name (in
/// capitals too) or the English id brings the same text.
#[test]
fn every_rules_topic_is_named_and_taken_in_every_language() {
    for kind in KINDS {
        for lang in keystone_bot::i18n::Lang::ALL {
            let mut names = Vec::new();
            for topic in kind.topics {
                assert!(
                    lang.try_text(&format!("topic-{topic}")).is_some(),
                    "{} {topic}: no name in {lang:?}",
                    kind.name
                );
                let name = keystone_bot::games::topic_name(topic, lang);
                assert!(!names.contains(&name), "{} {name} twice", kind.name);
                let text = (kind.rules)(Some(topic), lang);
                assert_eq!((kind.rules)(Some(&name), lang), text, "{name} {lang:?}");
                assert_eq!((kind.rules)(Some(&name.to_uppercase()), lang), text);
                // The summary lists the topics as the player types them.
                assert!((kind.rules)(None, lang).contains(&name), "{name}");
                names.push(name);
            }
        }
    }
}

#[test]
fn every_setting_a_game_declares_has_its_words_in_every_language() {
    for kind in KINDS {
        let declared = [("settings", kind.standing), ("new", kind.setup)];
        for (command, settings) in declared {
            for setting in settings {
                let option = format!("command-game-{command}-{}", setting.option);
                let mut ids = vec![option.clone(), format!("{option}-name")];
                ids.extend(setting.values.iter().map(|v| format!("{option}-{v}")));
                if command == "settings" {
                    ids.push(format!("settings-standing-{}", setting.option));
                    assert_eq!(setting.values[0], "ask", "{}: asked by default", kind.name);
                }
                for lang in &keystone_bot::i18n::Lang::ALL {
                    for id in &ids {
                        assert!(
                            lang.try_text_with(id, &[("answer", "ask".into())])
                                .is_some(),
                            "{}: {id} missing in {lang:?}",
                            kind.name
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn every_game_plays_itself_for_its_report() {
    use keystone_bot::selfplay::{Player, Request};
    for kind in KINDS {
        let request = Request {
            games: 1,
            matches: vec![(Player::Random, Player::Random)],
            seats: *kind.seats.end(),
            tables: vec![kind.seats.end().to_string()],
            level: keystone_engine::ai::Level::Easy,
            threads: 1,
        };
        let report =
            (kind.selfplay)(&request, &|_, _| {}).unwrap_or_else(|e| panic!("{}: {e}", kind.name));
        assert!(report.name.starts_with("selfplay"), "{}", report.name);
        assert!(
            report.markdown.contains("Written by `keystone selfplay"),
            "{}: {}",
            kind.name,
            report.markdown
        );
        assert!(
            report.csv.lines().count() >= 2,
            "{}: no game in the CSV",
            kind.name
        );
    }
}

/// Each answer a game declares to its questions outside the turn has its
/// words (in English here, and so in every language by the locales suite):
/// its button, its menu's (for one that opens a menu) and its slash
/// command's, and the game names its question in the moments every game's
/// is told (its status, its expiry, going on without it).
#[test]
fn every_answer_a_game_declares_has_its_words_in_every_language() {
    for kind in KINDS {
        for answer in kind.answers {
            let word = answer.word;
            let mut ids = vec![
                format!("answer-{word}"),
                format!("command-{word}"),
                format!("command-{word}-name"),
            ];
            // The game names its question where every game's is told.
            for moment in [
                "no-question-for-you",
                "status-question-expires",
                "status-question-expired",
                "continue-yours",
                "continue-too-early",
                "continued",
                "notice-expired",
            ] {
                ids.push(format!("{}-{moment}", kind.name));
            }
            if answer.menu {
                for part in ["choice", "menu", "menu-placeholder", "menu-too-many"] {
                    ids.push(format!("answer-{word}-{part}"));
                }
                ids.push(format!("command-{word}-option"));
                ids.push(format!("command-{word}-option-name"));
            }
            // Whatever each message says of whom.
            let args = ["name", "left", "expiry", "other", "waited"]
                .map(|arg| (arg, keystone_bot::i18n::FluentValue::from("x")));
            for lang in keystone_bot::i18n::Lang::ALL {
                for id in &ids {
                    assert!(
                        lang.try_text_with(id, &args).is_some(),
                        "{}: {id} in {lang:?}",
                        kind.name
                    );
                }
            }
        }
    }
}
