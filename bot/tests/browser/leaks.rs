//! What may reach a browser: never the seed, only a board's keys, pictures
//! for its own seat, and no hidden card its viewer has not seen; and the
//! board's events read as a browser reads them.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde_json::Value;

/// A seed no answer could contain by chance: if it shows up in what a
/// browser received, the seed leaked.
pub(super) const SEED: u64 = 90_210_377_451_613;

/// The keys of `GET /api/board`'s answer: nothing else may reach a browser.
const BOARD_KEYS: [&str; 18] = [
    "stamp",
    "kind",
    "title",
    "seat",
    "names",
    "status",
    "acting",
    "over",
    "catch_up",
    "history",
    "explained",
    "rules",
    "described",
    "pictures",
    "words",
    "lang",
    "seats",
    "choices",
];

/// Checks what one browser received: never the seed; boards with only
/// the keys a board has; pictures for its own seat only (a spectator sees
/// no tent and draws on no sheet of its own).
pub(super) fn scan(kept: &Path, spectator: bool) -> usize {
    let text = std::fs::read_to_string(kept).unwrap_or_default();
    let mut boards = 0;
    for line in text.lines() {
        assert!(
            !line.contains(&SEED.to_string()),
            "the seed reached a browser: {line}"
        );
        let answer: Value = serde_json::from_str(line).unwrap();
        if answer["path"] != "/api/board" || answer["status"] != 200 {
            continue;
        }
        // A body the browser no longer had when the driver asked for it
        // is not checked (the driver notes it as missing).
        let Some(body) = answer["body"].as_str() else {
            continue;
        };
        boards += 1;
        let body: Value = serde_json::from_str(body).unwrap();
        for key in body.as_object().unwrap().keys() {
            assert!(BOARD_KEYS.contains(&key.as_str()), "unknown key {key}");
        }
        assert_eq!(body["seat"].is_null(), spectator);
        let panels: Vec<&str> = body["pictures"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["panel"].as_str().unwrap())
            .collect();
        if spectator {
            assert!(
                !panels.contains(&"tent"),
                "a spectator got a tent: {panels:?}"
            );
            assert!(body["catch_up"].as_array().unwrap().is_empty());
        }
        assert!(panels.iter().filter(|p| **p == "tent").count() <= 1);
        // Seats switch only at a table of one machine.
        assert!(body["seats"].is_null());
    }
    boards
}

/// Les Grands Bâtisseurs' hidden cards never reach a browser that may not
/// see them: replaying the game's record, at each board a browser received
/// (and the answers after it), no card is named (`church7`, as notation
/// and places name them) that its viewer has not seen by then (in its own
/// hand, on the table, shown by an event). Others' hands, the piles and
/// the face-down card are thus covered, for every seat and the spectator.
pub(super) fn no_hidden_card_reached(
    record: &keystone_data::GameRecord,
    viewers: &[(Option<u64>, PathBuf)],
) {
    use keystone_engine::Game as _;
    use keystone_engine::grands_batisseurs::{CardId, GrandsBatisseurs};
    let kind = keystone_bot::games::kind(&record.kind).unwrap();
    let last = (kind.load)(&record.state).unwrap();
    let names: Vec<&str> = record.seats.iter().map(|s| s.name.as_str()).collect();
    let seats: Vec<Option<keystone_data::Seat>> = viewers
        .iter()
        .map(|(user, _)| user.and_then(|u| record.seat_of(u)))
        .collect();
    // Each viewer's own view, as JSON, after each step.
    let seen_at = |game: &dyn keystone_bot::games::AnyGame| -> Vec<String> {
        let live = game
            .as_any()
            .downcast_ref::<keystone_bot::games::Live<GrandsBatisseurs>>()
            .unwrap();
        seats
            .iter()
            .map(|seat| serde_json::to_string(&live.0.view(*seat)).unwrap())
            .collect()
    };
    let mut game = last.fresh();
    let mut views = vec![seen_at(&*game)];
    for action in &record.log {
        game.play(
            action.seat,
            &action.text,
            &names,
            keystone_bot::i18n::Lang::En,
        )
        .unwrap();
        views.push(seen_at(&*game));
    }
    let cards: Vec<String> = CardId::all().map(|c| c.card().to_string()).collect();
    // `card` as a word of `text` (`gate1`, not the start of `gate10`).
    let named = |text: &str, card: &str| {
        text.match_indices(card).any(|(at, _)| {
            let after = text[at + card.len()..].chars().next();
            let before = text[..at].chars().next_back();
            !after.is_some_and(|c| c.is_ascii_alphanumeric())
                && !before.is_some_and(|c| c.is_ascii_alphanumeric())
        })
    };
    for (v, (_, kept)) in viewers.iter().enumerate() {
        let text = std::fs::read_to_string(kept).unwrap();
        let mut step = 0;
        let mut checked = 0;
        for line in text.lines() {
            let answer: Value = serde_json::from_str(line).unwrap();
            let Some(Ok(mut body)) = answer["body"].as_str().map(serde_json::from_str::<Value>)
            else {
                continue;
            };
            if answer["path"] == "/api/board"
                && let Some(at) = body["stamp"]["step"].as_u64()
            {
                step = (at as usize).min(views.len() - 1);
            }
            // The pictures are pixels, not words.
            if let Some(pictures) = body["pictures"].as_array_mut() {
                for picture in pictures {
                    picture["png"] = Value::Null;
                    picture["key"] = Value::Null;
                }
            }
            let words = body.to_string();
            let seen: String = views[..=step].iter().map(|by| by[v].as_str()).collect();
            for card in &cards {
                assert!(
                    !named(&words, card) || named(&seen, card),
                    "{}: at step {step}, {card} reached a browser whose viewer never saw it: {words}",
                    kept.display()
                );
            }
            checked += 1;
        }
        assert!(checked > 0, "{} received nothing", kept.display());
    }
}

/// The pass of a board link.
pub(super) fn pass_of(url: &Value) -> String {
    let url = url.as_str().unwrap();
    let start = url.find("#pass=").unwrap() + "#pass=".len();
    url[start..].split('&').next().unwrap().to_owned()
}

/// Reads `/api/events` on `listen` with `pass` until aborted, keeping what
/// comes, as raw HTTP, in `received`.
pub(super) async fn events_of(
    listen: String,
    pass: String,
    received: std::sync::Arc<Mutex<String>>,
) {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let mut stream = tokio::net::TcpStream::connect(&listen).await.unwrap();
    let request = format!(
        "GET /api/events HTTP/1.1\r\nHost: {listen}\r\nAuthorization: Bearer {pass}\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut buffer = [0u8; 4096];
    while let Ok(n) = stream.read(&mut buffer).await {
        if n == 0 {
            break;
        }
        received
            .lock()
            .unwrap()
            .push_str(&String::from_utf8_lossy(&buffer[..n]));
    }
}
