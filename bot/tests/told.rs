//! Every game told in every language, as a player reads it: whole random
//! games through the service, at every kind of table, in English, French
//! and Polish. Every message and history line says something, no English
//! word shows through another language (outside notation and names), and
//! the end gives each seat's score item by item, the items summing to it.

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;

use keystone_bot::games::{self, KINDS};
use keystone_bot::i18n::Lang;
use keystone_bot::local::{Lines, LocalOptions};
use keystone_bot::service::{Clock, First, NewGame, Reply, Service, User};
use keystone_data::{ChannelId, MemoryStore};
use keystone_engine::GameRng;
use keystone_engine::rng::Stream;

const HERE: ChannelId = ChannelId(5);
const NAMES: [&str; 4] = ["Ann", "Ben", "Cy", "Dee"];

struct Fixed;

impl Clock for Fixed {
    fn now(&self) -> i64 {
        1_700_000_000_000
    }
}

/// The words of a language's Fluent files: every run of letters of four or
/// more in a message's text (not its placeables or variant keys).
fn words_of(lang: &str) -> BTreeSet<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(lang);
    let mut words = BTreeSet::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for line in text.lines() {
            if line.trim_start().starts_with('#') {
                continue;
            }
            // The text of the line: after `id =` or a variant's `[key]`.
            let value = match line.split_once('=') {
                Some((id, value)) if !id.starts_with(' ') => value,
                _ => line.split_once(']').map_or(line, |(_, rest)| rest),
            };
            words.extend(text_words(&strip_placeables(value)));
        }
    }
    words
}

/// `text` without its `{ … }` placeables.
fn strip_placeables(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// `text` without what is quoted in backticks (notation) or a name.
fn prose(text: &str) -> String {
    let mut out = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 0 {
            out.push_str(part);
            out.push(' ');
        }
    }
    for name in NAMES.iter().chain(&["Keystone"]) {
        out = out.replace(name, " ");
    }
    out
}

/// The lowercase runs of four letters or more in `text`.
fn text_words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 4)
        .map(str::to_lowercase)
}

/// The English words the English files use that `lang`'s never do: any of
/// them in a `lang` message is English showing through.
fn english_only(lang: Lang) -> BTreeSet<String> {
    let english = words_of("en");
    let own = words_of(lang.tag());
    english.difference(&own).cloned().collect()
}

/// One whole random game of `kind` for `seats` in `lang`: every reply.
fn play(kind: &games::Kind, seats: usize, lang: Lang, seed: u64) -> (Service, Vec<Reply>) {
    play_with(kind, seats, lang, seed, false)
}

/// [`play`]; `looking`, every seat also looks at its tent every tenth
/// action.
fn play_with(
    kind: &games::Kind,
    seats: usize,
    lang: Lang,
    seed: u64,
    looking: bool,
) -> (Service, Vec<Reply>) {
    let store = Arc::new(MemoryStore::new());
    let service =
        Service::with_seeds(store, Arc::new(Fixed), Box::new(move || seed)).speaking(lang);
    let users: Vec<User> = (0..seats)
        .map(|i| User {
            id: i as u64 + 1,
            name: NAMES[i].to_owned(),
        })
        .collect();
    let game = NewGame {
        kind: kind.name.to_owned(),
        guild: None,
        host: users[0].clone(),
        opponent: users.get(1).cloned(),
        others: users.iter().skip(2).cloned().collect(),
        first: First::Me,
        seed: Some(seed),
        headers: if seats == 1 {
            vec![("mode".into(), "normal".into())]
        } else {
            Vec::new()
        },
        clock: None,
        computer: None,
    };
    let mut replies = vec![service.new_game(HERE, &game).unwrap()];
    for user in users.iter().skip(1) {
        replies.push(service.accept(HERE, user.id, None).unwrap());
    }
    let mut rng = GameRng::new(seed, Stream::Ahead);
    for step in 0..5000 {
        if looking && step % 10 == 0 {
            for user in &users {
                let _ = service.tent(HERE, user.id, None);
            }
        }
        let waiting = service.waiting_for(HERE).unwrap();
        let Some(&user) = rng.pick(&waiting) else {
            break;
        };
        let moves = service.moves(HERE, user).unwrap();
        let choice = rng.pick(&moves).expect("a seat to act has a move").clone();
        let reply = service
            .play(HERE, user, &choice.notation, None)
            .unwrap_or_else(|e| panic!("{} {lang:?}: {:?}: {e}", kind.name, choice));
        replies.push(reply);
    }
    assert!(
        service.waiting_for(HERE).unwrap().is_empty(),
        "{} did not end",
        kind.name
    );
    (service, replies)
}

/// The tables played: every game at its most seats, and alone where it is
/// played alone.
fn tables() -> Vec<(&'static games::Kind, usize)> {
    let mut tables = Vec::new();
    for kind in KINDS {
        tables.push((*kind, *kind.seats.end()));
        if *kind.seats.start() == 1 {
            tables.push((*kind, 1));
        }
    }
    tables
}

/// The points of a line `Ann 21: red pawns taken +1 (C10) · …`: its total
/// and its items' points.
fn score_line(line: &str) -> Option<(i64, Vec<i64>)> {
    let (head, items) = line.split_once(':')?;
    let total: i64 = head
        .trim()
        .rsplit(' ')
        .next()?
        .replace('−', "-")
        .parse()
        .ok()?;
    let points = items
        .split(" · ")
        .map(|item| {
            let number = item
                .split(" (")
                .next()
                .and_then(|words| words.rsplit(' ').next())
                .unwrap_or("");
            number.replace('−', "-").replace('+', "").parse::<i64>()
        })
        .collect::<Result<Vec<_>, _>>()
        .ok()?;
    Some((total, points))
}

#[test]
fn every_game_is_told_in_each_language_and_ends_explained() {
    for lang in Lang::ALL {
        let english = (lang != Lang::En).then(|| english_only(lang));
        for (kind, seats) in tables() {
            let (service, replies) = play(kind, seats, lang, 3);
            let what = format!("{} for {seats} in {lang:?}", kind.name);
            let mut lines: Vec<String> = Vec::new();
            for reply in &replies {
                assert!(!reply.text.trim().is_empty(), "{what}: an empty message");
                lines.push(reply.text.clone());
                lines.extend(reply.details.iter().cloned());
            }
            // The whole history, page by page, of the finished game.
            let mut page = 1;
            loop {
                let history = service.history(HERE, Some(page), None);
                let Ok(history) = history else { break };
                for line in history.text.lines().skip(1) {
                    let told = line.split_once(" — ").map_or("", |(_, t)| t);
                    assert!(
                        !told.trim().is_empty(),
                        "{what}: history says nothing: {line}"
                    );
                }
                lines.push(history.text);
                page += 1;
            }
            assert!(page > 2, "{what}: the history has pages");
            // The end: each seat's score item by item.
            let last = replies.last().unwrap();
            let explained: Vec<&String> = last
                .details
                .iter()
                .filter(|d| NAMES.iter().any(|n| d.starts_with(n)))
                .collect();
            assert_eq!(explained.len(), seats, "{what}: {:?}", last.details);
            for line in explained {
                if line.contains(':') && score_line(line).is_none() {
                    // A seat that scored nothing says so in words.
                    assert!(line.contains('0'), "{what}: {line}");
                    continue;
                }
                if let Some((total, points)) = score_line(line) {
                    assert_eq!(points.iter().sum::<i64>(), total, "{what}: {line}");
                }
            }
            if let Some(english) = &english {
                for line in &lines {
                    let prose = prose(line);
                    let stray: Vec<String> =
                        text_words(&prose).filter(|w| english.contains(w)).collect();
                    assert!(stray.is_empty(), "{what}: English {stray:?} in: {line}");
                }
            }
        }
    }
}

/// Every line of every example record, told in each language: each says
/// what its player did, in that language.
#[test]
fn every_line_of_the_examples_is_told_in_each_language() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let record =
            keystone_engine::Record::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let kind = games::kind(&record.game).unwrap();
        let names: Vec<&str> = record.seats.iter().map(String::as_str).collect();
        for lang in Lang::ALL {
            let english = (lang != Lang::En).then(|| english_only(lang));
            let mut game = (kind.replay)(&keystone_engine::Record {
                actions: Vec::new(),
                ..record.clone()
            })
            .unwrap();
            for action in &record.actions {
                let told = game
                    .play(action.seat, &action.text, &names, lang)
                    .unwrap()
                    .sentences
                    .join(" ");
                let what = format!("{} line {} in {lang:?}", path.display(), action.line);
                assert!(
                    !told.trim().is_empty(),
                    "{what}: `{}` says nothing",
                    action.text
                );
                if let Some(english) = &english {
                    let mut prose = told.clone();
                    for name in &names {
                        prose = prose.replace(name, " ");
                    }
                    let stray: Vec<String> =
                        text_words(&prose).filter(|w| english.contains(w)).collect();
                    assert!(stray.is_empty(), "{what}: English {stray:?} in: {told}");
                }
            }
        }
    }
}

/// Every word every picture draws, in French and Polish: the board, the
/// sheets and each seat's tent, along whole random games of every game
/// and table size; no English word among them (outside names).
#[test]
fn every_picture_speaks_each_language() {
    for lang in [Lang::Fr, Lang::Pl] {
        let english = english_only(lang);
        for (kind, seats) in tables() {
            let what = format!("{} for {seats} in {lang:?}", kind.name);
            let (service, replies) = play_looking(kind, seats, lang, 5);
            let mut texts = replies;
            // The finished game's board and each seat's sheet and tent.
            for user in 1..=seats as u64 {
                let (_, drawn) = keystone_render::text::drawn(|| {
                    let _ = service.board(HERE, user, false);
                    let _ = service.sheet(HERE, user, None);
                    let _ = service.tent(HERE, user, None);
                });
                texts.extend(drawn);
            }
            for text in &texts {
                let stray: Vec<String> = text_words(&prose(text))
                    .filter(|w| english.contains(w))
                    .collect();
                assert!(stray.is_empty(), "{what}: English {stray:?} drawn: {text}");
            }
        }
    }
}

/// [`play`], with everything the pictures drew along the way: each
/// answer's board and sheets, and every tenth action each seat's tent.
fn play_looking(kind: &games::Kind, seats: usize, lang: Lang, seed: u64) -> (Service, Vec<String>) {
    let ((service, _), mut drawn) =
        keystone_render::text::drawn(|| play_with(kind, seats, lang, seed, true));
    drawn.retain(|t| !t.trim().is_empty());
    (service, drawn)
}

/// How many lines [`Typist`] types before the seats resign: enough for
/// every command and mistake twice over, while a whole game at the
/// terminal (a picture written for every move) would take a minute.
const TYPED: usize = 200;

/// What a player at the terminal types, in `lang`: now and then a
/// command or a mistake, else one of the legal moves of whoever must act;
/// after [`TYPED`] lines every seat resigns, and a few commands more.
struct Typist {
    rng: GameRng,
    typed: usize,
    asides: Vec<String>,
    after: std::vec::IntoIter<String>,
    lang: Lang,
}

impl Typist {
    fn new(lang: Lang, seed: u64) -> Typist {
        // Each aside in the player's words: the commands, those that ask
        // for a yes and the answer no, and lines the terminal refuses.
        let asides: &[&str] = match lang {
            Lang::En => &[
                "help",
                "moves",
                "moves V",
                "status",
                "hand",
                "history",
                "history 1",
                "rules",
                "board",
                "export",
                "resign",
                "no",
                "yes",
                "new",
                "no",
                "play",
                "play zzz",
                "play V9 z9",
                "moves zzz",
                "history x",
                "rules zzz",
                "dance",
                "play leave",
            ],
            Lang::Fr => &[
                "aide",
                "coups",
                "coups V",
                "état",
                "main",
                "historique",
                "historique 1",
                "règles",
                "plateau",
                "exporter",
                "abandonner",
                "non",
                "oui",
                "nouvelle",
                "non",
                "jouer",
                "jouer zzz",
                "jouer V9 z9",
                "coups zzz",
                "historique x",
                "règles zzz",
                "danser",
                "jouer leave",
            ],
            Lang::Pl => &[
                "pomoc",
                "ruchy",
                "ruchy V",
                "stan",
                "ręka",
                "historia",
                "historia 1",
                "zasady",
                "plansza",
                "eksport",
                "poddaj",
                "nie",
                "tak",
                "nowa",
                "nie",
                "zagraj",
                "zagraj zzz",
                "zagraj V9 z9",
                "ruchy zzz",
                "historia x",
                "zasady zzz",
                "tańcz",
                "zagraj leave",
            ],
        };
        let asides: Vec<String> = asides.iter().map(|s| (*s).to_owned()).collect();
        let after = asides.clone().into_iter();
        Typist {
            rng: GameRng::new(seed, Stream::Ahead),
            typed: 0,
            asides,
            after,
            lang,
        }
    }
}

impl Lines for Typist {
    fn next_line(
        &mut self,
        service: &Service,
        _: Lang,
    ) -> Option<std::io::Result<Result<String, Vec<u8>>>> {
        const TERMINAL: ChannelId = ChannelId(1);
        self.typed += 1;
        let waiting = service.waiting_for(TERMINAL).unwrap_or_default();
        let (resign, yes) = match self.lang {
            Lang::En => ("resign", "yes"),
            Lang::Fr => ("abandonner", "oui"),
            Lang::Pl => ("poddaj", "tak"),
        };
        let line = match waiting.first() {
            // Over: the commands once more, then the input ends.
            None => self.after.next()?,
            // Long enough: the seats resign one by one, each after a yes,
            // and the game ends.
            Some(_) if self.typed > TYPED => if self.typed.is_multiple_of(2) {
                resign
            } else {
                yes
            }
            .to_owned(),
            Some(_) if self.typed.is_multiple_of(5) => {
                self.asides[(self.typed / 5) % self.asides.len()].clone()
            }
            Some(&user) => {
                let moves = service.moves(TERMINAL, user).unwrap();
                let choice = self.rng.pick(&moves).unwrap();
                let play = match self.lang {
                    Lang::En => "play",
                    Lang::Fr => "jouer",
                    Lang::Pl => "zagraj",
                };
                format!("{play} {}", choice.notation)
            }
        };
        Some(Ok(Ok(line)))
    }
}

/// The terminal's answers and refusals in French, along random games of
/// every game and table size, the player typing its commands, mistakes
/// among them: no English word among them (outside notation in backticks,
/// names and the paths of files written).
#[test]
fn the_terminal_answers_in_french() {
    the_terminal_answers(Lang::Fr);
}

/// [`the_terminal_answers_in_french`], in Polish.
#[test]
fn the_terminal_answers_in_polish() {
    the_terminal_answers(Lang::Pl);
}

fn the_terminal_answers(lang: Lang) {
    let english = english_only(lang);
    for (kind, seats) in tables() {
        let what = format!("{} for {seats} in {lang:?}", kind.name);
        let scratch = tempfile::tempdir().unwrap();
        let options = LocalOptions {
            database: scratch.path().join("db"),
            pictures: scratch.path().join("boards"),
            game: kind.name.to_owned(),
            names: NAMES[..seats].iter().map(|n| (*n).to_owned()).collect(),
            seed: Some(7),
            first: First::Me,
            headers: if seats == 1 {
                vec![("mode".into(), "normal".into())]
            } else {
                Vec::new()
            },
            lang,
            ai: None,
            displaced: None,
            chosen: true,
            replay: Vec::new(),
            web: None,
        };
        let mut output = Vec::new();
        keystone_bot::local::run(&options, Typist::new(lang, 7), &mut output).unwrap();
        let output = String::from_utf8(output).unwrap();
        assert!(output.lines().count() > 200, "{what}: {output}");
        for line in output.lines() {
            // The terminal has no slash commands (`/game resign`, French
            // `/partie abandonner`): none is ever suggested. A path of a
            // picture written has more than one slash.
            let slash = line.split_whitespace().find(|w| {
                let w = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '/');
                w.starts_with('/') && w.matches('/').count() == 1 && w.len() > 1
            });
            assert!(slash.is_none(), "{what}: {slash:?} in: {line}");
            // The paths of the pictures and records written.
            let line: String = line
                .split(' ')
                .filter(|w| !w.contains('/'))
                .collect::<Vec<_>>()
                .join(" ");
            let stray: Vec<String> = text_words(&prose(&line))
                .filter(|w| english.contains(w))
                .collect();
            assert!(stray.is_empty(), "{what}: English {stray:?} in: {line}");
        }
    }
}
