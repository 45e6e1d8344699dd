//! The real `keystone run` binary against a fake Discord on 127.0.0.1: the
//! gateway, REST calls and interactions as Discord would make them.

mod absent;
mod channel;
mod connecting;
mod group_dms;
mod restarts;
mod tables;
mod whole_games;

use crate::support;

use serde_json::json;

use support::*;

use std::path::Path;

use keystone_engine::Record;

use support::fake::{Answer, Call};

use crate::pg;

use crate::silent;

use silent::silent_server;

/// The full-game example: seed 7, Alice first, 113 lines with paid orders
/// bought and declined and two scorings.
fn full_game() -> Record {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/basilica-full-game.txt");
    Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn seat_player(seat: u8) -> Player {
    if seat == 1 { ALICE } else { BOB }
}

/// Sends an interaction; what its user reads as the result (see
/// [`Fake::reply`]).
async fn send(fake: &Fake, (id, interaction): (u64, serde_json::Value)) -> Answer {
    fake.interact(interaction);
    fake.reply(id).await
}

/// Checks a board reply: public, with a PNG that decodes, laid out for a
/// phone (400 px) and drawn twice that for sharp screens.
fn board(answer: &Answer) {
    assert!(!answer.ephemeral(), "{}", answer.content());
    let png = answer
        .png()
        .unwrap_or_else(|| panic!("no board in {:?}", answer.content()));
    let image = image::load_from_memory(png).expect("the PNG decodes");
    assert_eq!(image.width(), 800);
}

/// Starts a game between Alice and Bob in `channel`, accepted by button;
/// the answer to the acceptance.
/// A turn's message as Keystone lays it out with Components V2: one
/// container holding what happened, each of `pictures` in a gallery of its
/// own (full width on a phone) with its words, then whose turn it is
/// (mentioning who must act) and the buttons; no `content`.
fn laid_out_as_a_turn(answer: &Answer, pictures: &[&str]) {
    let data = &answer.data;
    assert!(answer.v2(), "{data:#}");
    assert!(data["content"].is_null(), "{data:#}");
    let top = data["components"].as_array().unwrap();
    assert_eq!(top.len(), 1, "one container: {data:#}");
    assert_eq!(top[0]["type"], 17);
    let inside = top[0]["components"].as_array().unwrap();
    let kinds: Vec<u64> = inside.iter().map(|c| c["type"].as_u64().unwrap()).collect();
    let galleries: Vec<usize> = (0..kinds.len()).filter(|&i| kinds[i] == 12).collect();
    assert_eq!(galleries.len(), pictures.len(), "{kinds:?}");
    for (&i, name) in galleries.iter().zip(pictures) {
        let items = inside[i]["items"].as_array().unwrap();
        assert_eq!(items.len(), 1, "a picture a gallery");
        assert_eq!(items[0]["media"]["url"], format!("attachment://{name}"));
        let words = items[0]["description"].as_str().unwrap_or("");
        assert!(words.len() > 20, "{name} is described: {words:?}");
    }
    let (first, last) = (galleries[0], *galleries.last().unwrap());
    assert!(
        kinds[..first].contains(&10),
        "what happened, above: {kinds:?}"
    );
    let below = &inside[last + 1..];
    let asks = below
        .iter()
        .find(|c| c["type"] == 10)
        .expect("whose turn, below");
    assert!(
        asks["content"].as_str().unwrap().starts_with("<@"),
        "who must act is mentioned: {asks}"
    );
    assert_eq!(kinds.last(), Some(&1), "the buttons close it: {kinds:?}");
}

async fn start_game(fake: &Fake, channel: u64) -> Answer {
    let invitation = send(fake, new_game(fake, ALICE, BOB, channel)).await;
    assert!(
        invitation
            .content()
            .contains("Alice invites Bob to a game of Basilica"),
        "{}",
        invitation.content()
    );
    let accept = invitation.button("ks:accept:");
    let accepted = send(fake, click(fake, BOB, channel, &accept)).await;
    laid_out_as_a_turn(&accepted, &["board.png"]);
    assert!(
        accepted.words().contains("Bob accepted. Alice, your turn"),
        "{}",
        accepted.content()
    );
    board(&accepted);
    accepted
}

/// How a line is sent.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Way {
    Commands,
    Buttons,
}

/// Plays `record.actions[range]` in `channel`: actions by `/play`, paid
/// orders by the Pay… button and its menu (or `/pay`), declines by
/// `/decline` (or the Decline button). Returns the last answer.
async fn play_lines(
    fake: &Fake,
    channel: u64,
    record: &Record,
    range: std::ops::Range<usize>,
    way: Way,
) -> Answer {
    let mut last: Option<Answer> = None;
    for line in &record.actions[range] {
        let who = seat_player(line.seat.number());
        let prompts = last.as_ref().map(Answer::custom_ids).unwrap_or_default();
        let answer = if let Some(option) = line.text.strip_prefix("pay ") {
            match (way, prompts.iter().find(|id| id.starts_with("ks:pay:"))) {
                (Way::Buttons, Some(pay)) => {
                    let menu = send(fake, click(fake, who, channel, pay)).await;
                    assert!(menu.ephemeral(), "the menu is only for the payer");
                    assert!(
                        menu.menu_values().contains(&line.text),
                        "{} in {:?}",
                        line.text,
                        menu.menu_values()
                    );
                    let choice = menu.button("ks:paychoice:");
                    send(fake, select(fake, who, channel, &choice, &[&line.text])).await
                }
                _ => {
                    send(
                        fake,
                        command(
                            fake,
                            who,
                            channel,
                            "pay",
                            &json!([{"name": "option", "type": 3, "value": option}]),
                            &[],
                        ),
                    )
                    .await
                }
            }
        } else if line.text == "decline" {
            match (way, prompts.iter().find(|id| id.starts_with("ks:decline:"))) {
                (Way::Buttons, Some(decline)) => {
                    send(fake, click(fake, who, channel, decline)).await
                }
                _ => {
                    send(
                        fake,
                        command(fake, who, channel, "decline", &json!([]), &[]),
                    )
                    .await
                }
            }
        } else {
            send(fake, play(fake, who, channel, &line.text)).await
        };
        assert!(
            !answer.ephemeral(),
            "line {} ({}) refused: {}",
            line.line,
            line.text,
            answer.content()
        );
        board(&answer);
        last = Some(answer);
    }
    last.expect("some lines")
}

/// Plays all of `record`: the first half by buttons where there are some,
/// the rest by commands. The last answer.
async fn play_whole(fake: &Fake, channel: u64, record: &Record) -> Answer {
    let half = 60;
    play_lines(fake, channel, record, 0..half, Way::Buttons).await;
    play_lines(
        fake,
        channel,
        record,
        half..record.actions.len(),
        Way::Commands,
    )
    .await
}

/// The last action in the channel's history (`/game history last:1`).
async fn last_logged(fake: &Fake, channel: u64) -> String {
    let history = send(
        fake,
        game(
            fake,
            ALICE,
            channel,
            "history",
            &json!([{"name": "last", "type": 4, "value": 1}]),
            &[],
        ),
    )
    .await;
    history.content().lines().last().unwrap_or("").to_owned()
}

/// The record of the game in `channel`, as `/game export` attaches it.
async fn export(fake: &Fake, channel: u64) -> Record {
    let export = send(fake, game(fake, EVE, channel, "export", &json!([]), &[])).await;
    let file = export
        .files
        .iter()
        .find(|f| f.filename.as_deref().is_some_and(|n| n.ends_with(".txt")))
        .expect("a record file");
    Record::parse(std::str::from_utf8(&file.bytes).unwrap()).unwrap()
}

/// Sends action `index` of `record` in `channel` and kills `bot` the
/// moment it answers (the fake sends SIGKILL as the answer arrives, before
/// the bot hears back): the action was stored and answered, and the bot
/// died at once. Whether the kill landed so.
async fn kill_mid_action(
    fake: &Fake,
    bot: &mut Bot,
    channel: u64,
    record: &Record,
    index: usize,
) -> bool {
    let next = &record.actions[index];
    let (id, interaction) = play(fake, seat_player(next.seat.number()), channel, &next.text);
    fake.kill_when_answered(id, bot.pid());
    fake.interact(interaction);
    fake.answer(id).await;
    // Reaped: the kill was the fake's.
    let killed = bot
        .exited_within(std::time::Duration::from_secs(10))
        .is_some();
    bot.kill();
    killed && fake.killed_when_answered(id)
}

/// Where the game in `channel` goes on after a kill with action `index` on
/// its way: after it if it was applied, which it must be if it was
/// `answered`.
async fn resumed_at(
    fake: &Fake,
    channel: u64,
    record: &Record,
    index: usize,
    answered: bool,
) -> usize {
    let applied = last_logged(fake, channel)
        .await
        .contains(&format!("`{}`", record.actions[index].text));
    assert!(
        applied || !answered,
        "an answered action must survive the kill"
    );
    if applied { index + 1 } else { index }
}

/// The channel messages the bot posted by itself (not answers) in `channel`
/// whose content contains `text`.
fn posted(calls: &[Call], channel: u64, text: &str) -> Vec<serde_json::Value> {
    calls
        .iter()
        .filter(|c| c.method == "POST" && c.path == format!("channels/{channel}/messages"))
        .filter_map(|c| c.json.clone())
        .filter(|j| said(j).contains(text))
        .collect()
}

/// `/game import file:<attachment> opponent:<user>` with the file served
/// by the fake's CDN.
fn import(
    fake: &Fake,
    p: Player,
    channel: u64,
    text: &str,
    opponent: Player,
) -> (u64, serde_json::Value) {
    let attachment = fake.id().to_string();
    let url = fake.host_file(&format!("{attachment}.txt"), text.as_bytes());
    let (id, mut value) = game(
        fake,
        p,
        channel,
        "import",
        &json!([
            {"name": "file", "type": 11, "value": attachment},
            {"name": "opponent", "type": 6, "value": opponent.id.to_string()}
        ]),
        &[opponent],
    );
    value["data"]["resolved"]["attachments"] = json!({
        attachment.clone(): {
            "id": attachment,
            "filename": "game.txt",
            "size": text.len(),
            "url": url,
            "proxy_url": url,
            "content_type": "text/plain; charset=utf-8"
        }
    });
    (id, value)
}

/// What a player reads in one language, at each step of a game.
struct Speech {
    locale: &'static str,
    invitation: &'static str,
    accept_button: &'static str,
    accepted: &'static str,
    vault_label: &'static str,
    builder_refused: &'static str,
    result: &'static str,
    game_command: &'static str,
    /// How the board picture's description begins.
    board_described: &'static str,
}

const FRENCH: Speech = Speech {
    locale: "fr",
    invitation: "Alice invite Bob à une partie de Basilica",
    accept_button: "Accepter",
    accepted: "Bob a accepté. Alice, à vous : 3 actions restantes.",
    vault_label: "voûte",
    builder_refused: "un bâtisseur ne se place que juste après avoir posé une voûte ce tour-ci (B18)",
    result: "Alice gagne 52–37.",
    game_command: "partie",
    board_described: "Le plateau de Basilica.",
};

const POLISH: Speech = Speech {
    locale: "pl",
    invitation: "Alice zaprasza Bob do gry w Basilica",
    accept_button: "Przyjmij",
    accepted: "Bob przyjmuje zaproszenie. Alice, twoja tura: zostały 3 akcje.",
    vault_label: "Element Katedry",
    builder_refused: "Budowniczego można wystawić tylko zaraz po dołożeniu Elementu Katedry w tej turze (B18)",
    result: "Wygrywa Alice, 52–37.",
    game_command: "gra",
    board_described: "Plansza gry Basilica.",
};

/// English a player of another language must never read.
const ENGLISH: [&str; 8] = [
    "your turn",
    "placed a",
    "paid 1 coin",
    "Scoring",
    "accepted",
    "declined",
    " wins ",
    "actions left",
];

/// A whole game through the fake Discord with every user's client in
/// `speech`'s language: the commands are registered with its names, and
/// every reply, button, autocomplete label and refusal speaks it.
async fn a_whole_game_in(speech: &Speech) {
    let fake = Fake::start().await;
    let dir = scratch(&format!("game-{}", speech.locale));
    let _bot = Bot::start(&fake, dir.join("db"), 7);
    fake.wait_ready(1).await;
    fake.speak(speech.locale);
    let registered = registered_commands(&fake);
    let game = &registered[0];
    assert_eq!(
        game["name_localizations"][speech.locale], speech.game_command,
        "{game:#}"
    );

    let channel = 100;
    let invitation = send(&fake, new_game(&fake, ALICE, BOB, channel)).await;
    assert!(
        invitation.content().contains(speech.invitation),
        "{}",
        invitation.content()
    );
    assert!(
        invitation.data["components"]
            .to_string()
            .contains(speech.accept_button),
        "{:#}",
        invitation.data["components"]
    );
    let accept = invitation.button("ks:accept:");
    let accepted = send(&fake, click(&fake, BOB, channel, &accept)).await;
    assert!(
        accepted.words().contains(speech.accepted),
        "{}",
        accepted.content()
    );

    let labels = send(&fake, complete_play(&fake, ALICE, channel, "V1 ")).await;
    assert!(
        labels
            .choices()
            .iter()
            .all(|(name, _)| name.contains(speech.vault_label)),
        "{:?}",
        labels.choices()
    );
    let refused = send(&fake, play(&fake, ALICE, channel, "B")).await;
    assert!(
        refused.ephemeral() && refused.content() == speech.builder_refused,
        "{}",
        refused.content()
    );

    let last = play_whole(&fake, channel, &full_game()).await;
    assert!(last.content().contains(speech.result), "{}", last.content());
    for call in fake.calls() {
        let Some(json) = &call.json else { continue };
        let text = said(json);
        for english in ENGLISH {
            assert!(!text.contains(english), "{english:?} in {text}");
        }
    }
    // Every picture says what it shows, in the reader's words.
    let described: Vec<String> = fake
        .calls()
        .iter()
        .filter_map(|call| call.json.clone())
        .flat_map(|json| {
            let message = if json["data"].is_object() {
                json["data"].clone()
            } else {
                json
            };
            message["attachments"]
                .as_array()
                .cloned()
                .unwrap_or_default()
        })
        .filter_map(|a| a["description"].as_str().map(str::to_owned))
        .collect();
    assert!(
        described
            .iter()
            .any(|d| d.starts_with(speech.board_described)),
        "{described:#?}"
    );
    for words in &described {
        for english in ENGLISH {
            assert!(!words.contains(english), "{english:?} in {words}");
        }
    }
    assert!(fake.undescribed().is_empty(), "{:?}", fake.undescribed());
}

/// A two-player Cardinal game, every turn chosen by the engine from a
/// fixed seed (seat 1 first): each seat's line and notation.
fn cardinal_lines() -> Vec<(u8, String)> {
    use keystone_engine::cardinal::{Cardinal, CardinalOptions};
    use keystone_engine::rng::Stream;
    use keystone_engine::{Game, GameRng, Seat, Seating};
    let table = Seating {
        seats: 2,
        first: Some(Seat::from_index(0)),
        seed: 0,
    };
    let mut game = Cardinal::new(&table, &CardinalOptions::default()).unwrap();
    let mut rng = GameRng::new(12, Stream::Play);
    let mut actions = Vec::new();
    let mut lines = Vec::new();
    while let Some(seat) = game.to_act().single() {
        game.legal_actions(seat, &mut actions);
        let action = actions[rng.below(actions.len() as u32) as usize];
        lines.push((seat.number(), Cardinal::format_action(&action)));
        game.apply(seat, &action).unwrap();
    }
    lines
}

/// Les Grands Bâtisseurs for three through the fake Discord, to the end:
/// every card goes face down to its opener and nobody builds, so no card
/// of any hand is ever public. Nothing the channel is shown (messages,
/// their embeds and file names) names one, or any purse; each player's
/// tent (ephemeral) shows their own.
/// Alice invites Bob and Eve to `kind` in `channel`, Alice first; both
/// accept with the button. The answer to the last acceptance.
async fn start_three(fake: &Fake, kind: &str, channel: u64) -> Answer {
    let options = json!([
        {"name": "game", "type": 3, "value": kind},
        {"name": "opponent", "type": 6, "value": BOB.id.to_string()},
        {"name": "opponent2", "type": 6, "value": EVE.id.to_string()},
        {"name": "first", "type": 4, "value": 0}
    ]);
    let invitation = send(
        fake,
        game(fake, ALICE, channel, "new", &options, &[BOB, EVE]),
    )
    .await;
    let accept = invitation.button("ks:accept:");
    send(fake, click(fake, BOB, channel, &accept)).await;
    send(fake, click(fake, EVE, channel, &accept)).await
}

/// What `p` can do now in Babylon, found through `/play`'s autocomplete
/// word by word: a concrete action rather than `undo` or `done` (`done`
/// when nothing else is left), and whether `p` is writing (the Write's
/// menu offers `done`); `None` when `p` has nothing to do.
async fn babylon_pick(fake: &Fake, p: Player, channel: u64) -> Option<(String, bool)> {
    let mut typed = String::new();
    let mut writing = false;
    for depth in 0..8 {
        let values: Vec<String> = send(fake, complete_play(fake, p, channel, &typed))
            .await
            .choices()
            .into_iter()
            .map(|(_, value)| value)
            .collect();
        if values.is_empty() {
            return None;
        }
        if depth == 0 {
            writing = values.iter().any(|v| v == "done");
        }
        let plain = |v: &&String| !v.ends_with(' ') && *v != "undo" && *v != "done";
        if let Some(concrete) = values.iter().find(plain) {
            return Some((concrete.clone(), writing));
        }
        if let Some(group) = values
            .iter()
            .find(|v| v.ends_with(' ') && !v.starts_with("undo"))
        {
            typed.clone_from(group);
            continue;
        }
        let done = values.iter().find(|v| *v == "done");
        return done.or(values.first()).map(|v| (v.clone(), writing));
    }
    None
}

/// A raw HTTP request to the fake (as the bot's client would send it, with
/// its User-Agent and token): the status and the JSON answer.
async fn raw(
    fake: &Fake,
    method: &str,
    path: &str,
    body: &serde_json::Value,
) -> (u16, serde_json::Value) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let body = body.to_string();
    let mut stream = tokio::net::TcpStream::connect(fake.addr()).await.unwrap();
    let request = format!(
        "{method} /api/v10/{path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: {}\r\nAuthorization: Bot {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        fake::USER_AGENT,
        fake::BOT_TOKEN,
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    let status = answer
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let json = answer
        .split("\r\n\r\n")
        .nth(1)
        .and_then(|b| serde_json::from_str(b.trim()).ok())
        .unwrap_or(serde_json::Value::Null);
    (status, json)
}

/// Lower case, single spaces: how the picker's notation is compared.
fn normal(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// In the open move picker `picker`, chooses menu after menu until the
/// action `target` (in notation) is chosen whole; the picker after it.
async fn pick_action(
    fake: &Fake,
    who: Player,
    channel: u64,
    mut picker: Answer,
    target: &str,
) -> Answer {
    let want = normal(target);
    loop {
        let menu = picker.button("ks:pick:");
        let options = picker.menu_options();
        assert!(options.len() <= 25, "{options:?}");
        let whole = options.iter().find(|(_, d, _)| normal(d) == want);
        let group = options.iter().find(|(_, d, _)| {
            d.len() > "…".len()
                && d.ends_with('…')
                && want.starts_with(&format!("{} ", normal(d.trim_end_matches('…'))))
        });
        let more = options.iter().find(|(_, d, _)| d == "…");
        let (_, description, value) = whole
            .or(group)
            .or(more)
            .unwrap_or_else(|| panic!("no way to {target} in {options:?}"));
        let done = whole.is_some();
        let _ = description;
        picker = send(fake, select(fake, who, channel, &menu, &[value])).await;
        assert_eq!(
            picker.kind,
            7,
            "the picker changes in place: {}",
            picker.content()
        );
        assert!(
            !picker.content().contains("out of date"),
            "{}",
            picker.content()
        );
        if done {
            return picker;
        }
    }
}

/// Whether the open picker's first menu leads to `target`: as a whole
/// action, or as a group of which it is one.
fn offered(picker: &Answer, target: &str) -> bool {
    let want = normal(target);
    picker.menu_options().iter().any(|(_, d, _)| {
        normal(d) == want
            || (d.ends_with('…')
                && want.starts_with(&format!("{} ", normal(d.trim_end_matches('…')))))
    })
}

/// `/settings dm on:True` by `p`.
pub(super) async fn wants_direct_messages(fake: &Fake, p: Player, channel: u64) {
    let options =
        json!([{"name": "dm", "type": 1, "options": [{"name": "on", "type": 5, "value": true}]}]);
    let set = send(fake, command(fake, p, channel, "settings", &options, &[])).await;
    assert!(set.ephemeral() && set.content().contains("direct message"));
}

/// Presses the picker's Play: the picker says where the move went, and the
/// move is posted in the channel; the posted message.
async fn press_play(fake: &Fake, who: Player, channel: u64, picker: &Answer) -> Answer {
    let (id, interaction) = click(fake, who, channel, &picker.button("ks:pickplay:"));
    fake.interact(interaction);
    let shown = fake.answer(id).await;
    assert_eq!(shown.kind, 7, "{}", shown.content());
    assert_eq!(shown.content(), "Posted in the channel.");
    assert!(shown.custom_ids().is_empty(), "the picker is closed");
    let posted = fake.followup(id).await;
    assert!(!posted.ephemeral(), "{}", posted.content());
    posted
}

/// Runs `keystone run` against a Discord that never answers, with
/// `settings`, until its log shows every one of `waits`; then stops it
/// with SIGTERM and returns whether it stopped cleanly, and its log.
async fn against_silence(name: &str, settings: &[(&str, &str)], waits: &[&str]) -> (bool, String) {
    use std::io::BufRead as _;
    let port = silent_server();
    let dir = scratch(name);
    let mut settings = settings.to_vec();
    settings.extend([("KEYSTONE_LOG", "info"), ("KEYSTONE_DISCORD_TIMEOUT", "1s")]);
    let mut child = support::run_command(
        &format!("http://127.0.0.1:{port}"),
        &dir.join("db"),
        7,
        &settings,
    )
    .stderr(std::process::Stdio::piped())
    .spawn()
    .expect("the keystone binary starts");
    let log = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
    let stderr = child.stderr.take().unwrap();
    let reader = {
        let log = std::sync::Arc::clone(&log);
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stderr)
                .lines()
                .map_while(Result::ok)
            {
                let mut log = log.lock().unwrap();
                log.push_str(&line);
                log.push('\n');
            }
        })
    };
    let start = std::time::Instant::now();
    while !waits.iter().all(|w| log.lock().unwrap().contains(w)) {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(30),
            "waiting for {waits:?} in the log: {}",
            log.lock().unwrap()
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let _ = std::process::Command::new("kill")
        .arg("-TERM")
        .arg(child.id().to_string())
        .status();
    let clean = tokio::task::spawn_blocking(move || {
        let start = std::time::Instant::now();
        loop {
            match child.try_wait() {
                Ok(Some(status)) => break status.success(),
                _ if start.elapsed() > std::time::Duration::from_secs(10) => {
                    let _ = child.kill();
                    break false;
                }
                _ => std::thread::sleep(std::time::Duration::from_millis(50)),
            }
        }
    })
    .await
    .unwrap();
    reader.join().unwrap();
    let log = log.lock().unwrap().clone();
    (clean, log)
}
