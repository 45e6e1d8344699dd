//! Each language end to end below Discord: the board drawn with its words
//! (every character in the picture's fonts), a scripted game told in it, and
//! refusals citing the rule in it.

use crate::common;

use std::path::Path;
use std::sync::Arc;

use common::*;
use keystone_bot::games::basilica::labels;
use keystone_bot::i18n::Lang;
use keystone_bot::service::{Reader, Service, SystemClock};
use keystone_data::MemoryStore;
use keystone_engine::basilica::Basilica;
use keystone_engine::{Game, Record, play as engine};

/// A service over a fresh memory store, speaking `lang`, with the full
/// example game accepted in [`HERE`].
fn started(lang: Lang) -> Service {
    let service = Service::with_seeds(
        Arc::new(MemoryStore::new()),
        Arc::new(SystemClock),
        Box::new(|| 7),
    )
    .speaking(lang);
    service
        .new_game(HERE, &new_game(&full_game(), ALICE, BOB, None))
        .unwrap();
    service.accept(HERE, BOB, None).unwrap();
    service
}

/// Plays the full game's lines `range`.
fn play_full(
    service: &Service,
    range: std::ops::Range<usize>,
) -> Vec<keystone_bot::service::Reply> {
    full_game().actions[range]
        .iter()
        .map(|line| {
            let user = if line.seat.number() == 1 { ALICE } else { BOB };
            service.play(HERE, user, &line.text, None).unwrap()
        })
        .collect()
}

fn full_game() -> Record {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/basilica-full-game.txt");
    Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn every_word_on_the_board_is_drawn_in_every_language() {
    let record = full_game();
    let names = ["Zoë", "Łukasz"];
    let mut game: Basilica = engine::setup(&record).unwrap();
    let mut views = vec![game.view(None)];
    for line in &record.actions {
        engine::play_line(&mut game, line.seat, &line.text).unwrap();
        views.push(game.view(None));
    }
    for lang in Lang::ALL {
        for view in &views {
            let l = labels(view, names, lang);
            let words = [
                &l.status,
                &l.king,
                &l.scorings,
                &l.pile,
                &l.discard,
                &l.ran_out,
                &l.points,
                &l.coins,
                &l.builders,
                &l.tokens,
                &l.asked,
                &l.winner,
            ]
            .into_iter()
            .chain(&l.to_play)
            .chain(&l.orders)
            .chain(&l.ranks)
            .chain(&l.colours);
            for word in words {
                assert!(
                    !word.contains("basilica-") && !word.contains('{'),
                    "{lang:?}: an untranslated label {word:?}"
                );
                for c in word.chars() {
                    assert!(
                        keystone_render::text::draws(c),
                        "{lang:?}: {c:?} of {word:?} has no glyph"
                    );
                }
            }
        }
    }
}

#[test]
fn the_board_is_drawn_in_each_language() {
    let service = started(Lang::En);
    play_full(&service, 0..30);
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("languages");
    std::fs::create_dir_all(&out).unwrap();
    let mut pictures = Vec::new();
    let mut statuses = Vec::new();
    for lang in Lang::ALL {
        let board = service.speaking(lang).board(HERE, ALICE, false).unwrap();
        let png = board.picture.unwrap();
        let image = image::load_from_memory(&png).unwrap().to_rgb8();
        // Laid out for a phone, drawn twice its 400 px.
        assert_eq!(image.width(), 800);
        std::fs::write(out.join(format!("board-{}.png", lang.tag())), &png).unwrap();
        let game: Basilica = engine::replay(&exported(&service)).unwrap();
        statuses.push(labels(&game.view(None), ["Alice", "Bob"], lang).status);
        pictures.push(image);
    }
    assert!(statuses[0].contains("pay 1 coin"), "{statuses:?}");
    assert!(statuses[1].contains("1 pièce"), "{statuses:?}");
    assert!(statuses[2].contains("1 Moneta"), "{statuses:?}");
    // Same position, other words: the pictures differ, and only by text.
    // A status that takes another line moves what is under it down by as
    // much: the pictures are compared from their bottoms.
    for other in &pictures[1..] {
        let (first, other) = (&pictures[0], other);
        let rows = first.height().min(other.height());
        let changed = (0..rows)
            .flat_map(|up| (0..first.width()).map(move |x| (x, up)))
            .filter(|&(x, up)| {
                first.get_pixel(x, first.height() - 1 - up)
                    != other.get_pixel(x, other.height() - 1 - up)
            })
            .count();
        let share = changed as f64 / f64::from(other.width() * rows);
        assert!(changed > 0 && share < 0.05, "{changed} pixels changed");
    }
}

/// The channel's game as its exported record.
fn exported(service: &keystone_bot::service::Service) -> Record {
    let file = service.export(HERE).unwrap().attachment.unwrap();
    Record::parse(std::str::from_utf8(&file.bytes).unwrap()).unwrap()
}

#[test]
fn a_scripted_game_is_told_in_each_language() {
    let record = full_game();
    for (lang, words, result) in [
        (
            Lang::Fr,
            ["a posé une", "bâtisseur", "Décompte"],
            "Alice gagne 52–37.",
        ),
        (
            Lang::Pl,
            ["kładzie", "Budowniczego", "Podliczenie"],
            "Wygrywa Alice, 52–37.",
        ),
    ] {
        let service = started(lang);
        let mut told = String::new();
        for reply in play_full(&service, 0..record.actions.len()) {
            told.push_str(&reply.text);
            told.push('\n');
            for detail in &reply.details {
                told.push_str(detail);
                told.push('\n');
            }
        }
        for word in words {
            assert!(told.contains(word), "{lang:?}: no {word:?} in {told}");
        }
        assert!(told.contains(result), "{lang:?}: {told}");
        for english in ["placed a", "your turn", "Scoring", " wins ", "builder"] {
            assert!(!told.contains(english), "{lang:?}: {english:?} in {told}");
        }
        let history = service.history(HERE, None, None).unwrap();
        assert!(!history.text.contains("History"), "{}", history.text);
        let prompts: Vec<String> = history.prompts.iter().map(|p| p.label(lang)).collect();
        assert!(prompts.iter().all(|p| !p.contains("Older")), "{prompts:?}");
    }
}

#[test]
fn refusals_cite_the_rule_in_each_language() {
    for (lang, builder, notation, other) in [
        (
            Lang::En,
            "a builder can only be placed right after placing a vault this turn (B18)",
            "\"f9\" is not understood here: expected a cell such as c3",
            "You are not playing in this game.",
        ),
        (
            Lang::Fr,
            "un bâtisseur ne se place que juste après avoir posé une voûte ce tour-ci (B18)",
            "« f9 » n'est pas compris ici : attendu une case comme c3",
            "Vous ne jouez pas dans cette partie.",
        ),
        (
            Lang::Pl,
            "Budowniczego można wystawić tylko zaraz po dołożeniu Elementu Katedry w tej turze (B18)",
            "„f9” nie jest tu zrozumiałe: oczekiwano: pole, np. c3",
            "Nie grasz w tej grze.",
        ),
    ] {
        let service = started(lang);
        let first = service.waiting_for(HERE).unwrap()[0];
        assert_eq!(refused(service.play(HERE, first, "B", None)), builder);
        let bad = refused(service.play(HERE, first, "V1 f9", None));
        assert!(bad.starts_with(notation), "{lang:?}: {bad}");
        assert_eq!(refused(service.play(HERE, EVE, "V1 a1", None)), other);
        let nothing = service.status(keystone_data::ChannelId(999)).unwrap_err();
        let other = if lang == Lang::En { Lang::Fr } else { Lang::En };
        assert_ne!(
            nothing.words(Reader::markdown(lang)),
            nothing.words(Reader::markdown(other))
        );
    }
}

#[test]
fn every_word_of_a_cardinal_game_is_drawn_and_told_in_every_language() {
    use keystone_bot::games::{Pictures, Words};
    use keystone_engine::cardinal::{Cardinal, CardinalOptions};
    use keystone_engine::rng::Stream;
    use keystone_engine::{GameRng, Seat, Seating};
    let names = ["Zoë", "Łukasz", "Ćma"];
    let table = Seating {
        seats: 3,
        first: Some(Seat::from_index(0)),
        seed: 0,
    };
    let mut game = Cardinal::new(&table, &CardinalOptions::default()).unwrap();
    let mut rng = GameRng::new(5, Stream::Play);
    let mut actions = Vec::new();
    let mut out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("languages");
    std::fs::create_dir_all(&out).unwrap();
    while let Some(seat) = game.to_act().single() {
        game.legal_actions(seat, &mut actions);
        let action = actions[rng.below(actions.len() as u32) as usize];
        let before = game.clone();
        let mut events = Vec::new();
        game.apply_recorded(seat, &action, &mut events).unwrap();
        for lang in Lang::ALL {
            let l = keystone_bot::games::cardinal::labels(&game, &names, lang);
            let told = before.account(&game, &events, &names, lang).sentences;
            let words = [
                &l.status,
                &l.not_next,
                &l.supply,
                &l.shared,
                &l.total,
                &l.to_play,
                &l.winner,
            ]
            .into_iter()
            .chain(&l.colours)
            .chain(&told);
            for word in words {
                assert!(
                    !word.contains("cardinal-") && !word.contains('{'),
                    "{lang:?}: untranslated {word:?}"
                );
                for c in word.chars() {
                    assert!(
                        keystone_render::text::draws(c),
                        "{lang:?}: {c:?} of {word:?} has no glyph"
                    );
                }
            }
        }
    }
    // The end, in each language, drawn for a look.
    for lang in Lang::ALL {
        let image = game.image(
            &names,
            None,
            None,
            keystone_bot::games::DISCORD_LAYOUT.into(),
            1.0,
            lang,
        );
        out.push(format!("cardinal-{lang:?}.png"));
        image.save(&out).unwrap();
        out.pop();
    }
}

/// A French Basilica game to the end, every line typed in French words
/// (`O1 promouvoir c3 hercule`, `payer recruter b1`, `refuser`), some in
/// capitals or without accents; the history shows French words, and the
/// record keeps the notation's English ones.
#[test]
fn a_french_basilica_game_is_typed_in_french_to_the_end() {
    use keystone_bot::games::{basilica, tongue};
    let record = full_game();
    let service = started(Lang::Fr);
    let mut french_words = 0;
    let mut last = None;
    for (i, line) in record.actions.iter().enumerate() {
        let typed = tongue::to_player(&line.text, &basilica::KIND, Lang::Fr);
        french_words += usize::from(typed != line.text);
        let typed = match i % 3 {
            0 => typed.to_uppercase(),
            1 => tongue::fold(&typed),
            _ => typed,
        };
        let user = if line.seat.number() == 1 { ALICE } else { BOB };
        let reply = service
            .play(HERE, user, &typed, None)
            .unwrap_or_else(|e| panic!("line {}: {typed}: {e:?}", line.line));
        last = Some(reply);
    }
    assert!(
        french_words > 20,
        "{french_words} lines had words to translate"
    );
    let last = last.unwrap();
    assert!(last.text.contains("Alice gagne 52–37."), "{}", last.text);
    let exported = exported(&service);
    let texts: Vec<&str> = exported.actions.iter().map(|a| a.text.as_str()).collect();
    let expected: Vec<&str> = record.actions.iter().map(|a| a.text.as_str()).collect();
    assert_eq!(texts, expected, "the record keeps the notation's words");
    let history = service.history(HERE, Some(1), None).unwrap();
    let shown = history.details.join("\n") + &history.text;
    assert!(
        shown.contains("refuser") || shown.contains("payer") || shown.contains("vitrail"),
        "{shown}"
    );
    // A refusal that lists the words it expects lists French ones.
    let service = started(Lang::Fr);
    let refused = refused(service.play(HERE, ALICE, "O1 promouvoir c3 roi", None));
    assert!(
        refused.contains("architecte, maçon ou hercule"),
        "{refused}"
    );
}

/// A Polish Cardinal game of three to the end, typed in Polish words
/// (`czerwona wieża -1,-1`, `pionek czerwony`), colours agreeing or not.
#[test]
fn a_polish_cardinal_game_is_typed_in_polish_to_the_end() {
    use keystone_bot::games::{cardinal, tongue};
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/cardinal-shared-win.txt");
    let record = Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
    let service = Service::with_seeds(
        Arc::new(MemoryStore::new()),
        Arc::new(SystemClock),
        Box::new(|| 7),
    )
    .speaking(Lang::Pl);
    service
        .new_game(HERE, &cardinal(&[BOB, CAROL], record.seed, None))
        .unwrap();
    service.accept(HERE, BOB, None).unwrap();
    service.accept(HERE, CAROL, None).unwrap();
    let users = [ALICE, BOB, CAROL];
    let mut last = None;
    for line in &record.actions {
        let typed = tongue::to_player(&line.text, &cardinal::KIND, Lang::Pl);
        assert_ne!(typed, line.text, "Polish words in {typed}");
        let user = users[line.seat.index()];
        last = Some(
            service
                .play(HERE, user, &typed, None)
                .unwrap_or_else(|e| panic!("line {}: {typed}: {e:?}", line.line)),
        );
    }
    let last = last.unwrap();
    assert!(
        last.text.contains("(C12)"),
        "the game is over: {}",
        last.text
    );
    assert!(last.text.contains("21"), "{}", last.text);
    // The autocomplete and the moves speak Polish too.
    let exported = exported(&service);
    assert_eq!(exported.actions.len(), record.actions.len());
    assert!(exported.actions[0].text.starts_with("blue place"));
}

/// A line that is not notation is refused quoting the player's own words
/// (`tuile`, never the English `tile` it was read as).
#[test]
fn notation_refusals_quote_the_players_own_words() {
    use keystone_bot::games::{babylon, tongue};
    use keystone_bot::service::First;
    for lang in [Lang::Fr, Lang::Pl] {
        let (_, service) = common::table("babylon", 2, 3, First::Random);
        let service = service.speaking(lang);
        let mover = service.waiting_for(HERE).unwrap()[0];
        let word = tongue::to_player("tile", &babylon::KIND, lang);
        assert_ne!(word, "tile", "{lang:?}");
        let said = refused(service.play(HERE, mover, &word, None));
        assert!(
            said.contains(&word) && !said.contains("tile"),
            "{lang:?}: {said}"
        );
    }
}
