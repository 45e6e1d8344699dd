//! The web board in a real browser. Headless Chromium (Debian's
//! `chromium`) plays a whole game of each game only by clicking on the
//! pictures — the places highlighted on them, the buttons drawn on and under
//! them for the words no place names (a bid's stepper, pay, a mode), Play,
//! never the list beside them — as `bot/web/tests/play.mjs` drives it
//! (Playwright, from the committed lockfile): at a table of one machine
//! (`keystone local --web`, switching seats), the whole game at a 400 × 800
//! phone's size; and through the links `/game web` gives and in the
//! Activity, against the fake Discord (a browser per seat, and a
//! spectator's), half at a phone's size and half at 1280 × 800. The
//! screenshots of its start, middle and end at both sizes are kept in
//! `target/tmp/browser-shots/`.

use crate::support;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

use serde_json::{Value, json};
use support::*;

/// Where the board's sources, lockfile and browser driver are.
fn web() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("web")
}

/// Where the screenshots go.
fn shots() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("browser-shots");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The driver's packages, installed once from the committed lockfile if
/// they are not (`npm ci`: exactly the versions it names), and Chromium.
fn ready() {
    static INSTALLED: Mutex<bool> = Mutex::new(false);
    let mut installed = INSTALLED.lock().unwrap_or_else(|p| p.into_inner());
    if !*installed && !web().join("node_modules/playwright-core").exists() {
        let status = Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund"])
            .current_dir(web())
            .status()
            .expect("npm runs (the browser tests need Node.js and npm)");
        assert!(status.success(), "npm ci failed in bot/web");
    }
    *installed = true;
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    assert!(
        Path::new(&chromium).exists(),
        "the browser tests need Debian's chromium at {chromium}: apt-get install chromium"
    );
}

/// What the driver did.
#[derive(Debug)]
struct Played {
    plays: usize,
    places: usize,
    /// Buttons drawn on or under the pictures pressed (a bid, pay, a mode).
    controls: usize,
    /// Times the list beside the board offered a way on that the pictures
    /// and their buttons did not: none.
    entries: usize,
    /// Choices refused because the board had moved on meanwhile.
    stale: usize,
    latencies: Vec<u64>,
    /// Bids above any purse typed on the board's line, and confirmed.
    bluffs: usize,
    /// From opening each browser's address to its board drawn.
    opened: Vec<u64>,
    screenshots: Vec<String>,
}

/// Runs the driver with `settings`; what it did, once it checked that
/// nothing went wrong in the page.
fn drive(settings: &Value) -> Played {
    let done = drive_raw(settings);
    let count = |key: &str| done[key].as_u64().unwrap() as usize;
    Played {
        plays: count("plays"),
        places: count("places"),
        controls: count("controls"),
        entries: count("entries"),
        stale: count("stale"),
        bluffs: count("bluffs"),
        latencies: done["latencies"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_u64().unwrap())
            .collect(),
        opened: done["opened_ms"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_u64().unwrap())
            .collect(),
        screenshots: done["screenshots"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_str().unwrap().to_owned())
            .collect(),
    }
}

/// Runs the driver with `settings`; its report, once it checked that
/// nothing went wrong in the page.
fn drive_raw(settings: &Value) -> Value {
    ready();
    let output = Command::new("node")
        .arg(web().join("tests/play.mjs"))
        .arg(settings.to_string())
        .current_dir(web())
        .output()
        .expect("node runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "the browser driver failed: {}\n{stdout}",
        String::from_utf8_lossy(&output.stderr)
    );
    let done: Value = serde_json::from_str(stdout.lines().last().unwrap_or("")).unwrap();
    let problems = done["problems"].as_array().unwrap();
    assert!(problems.is_empty(), "problems in the page: {problems:#?}");
    done
}

/// A whole game of `game` for `names` at one machine, played by clicking
/// (and once, with `bluff`, a bid above any purse typed on the line).
fn at_one_machine(
    game: &str,
    names: &str,
    mode: Option<&str>,
    label: &str,
    (seed, bluff): (u64, bool),
) -> Played {
    let dir = scratch(label);
    let mut command = Command::new(env!("CARGO_BIN_EXE_keystone"));
    command
        .args(["local", "--web", "--game", game, "--names", names])
        .arg("--database")
        .arg(dir.join("db"))
        .arg("--pictures")
        .arg(dir.join("pictures"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit());
    if let Some(mode) = mode {
        command.args(["--mode", mode]);
    }
    let mut child = command.spawn().unwrap();
    // The board's address, as the terminal says it.
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let url = lines
        .by_ref()
        .map_while(Result::ok)
        .find_map(|line| {
            let start = line.find("http://127.0.0.1:")?;
            Some(line[start..].split_whitespace().next()?.to_owned())
        })
        .expect("keystone local --web says where the board is");
    // What is played is told in the terminal: read, so it never blocks.
    std::thread::spawn(move || lines.for_each(drop));
    let played = drive(&json!({
        "pages": [{"name": "table", "url": url}],
        "switch": true,
        "shots": shots(),
        "label": label,
        "seed": seed,
        "most": 30000,
        "middle": 12,
        // The whole game at a phone's size (the middle's and the end's
        // pictures are taken at both sizes).
        "phone": true,
        "bluff": bluff,
    }));
    let _ = child.kill();
    let _ = child.wait();
    played
}

fn a_whole_game_at_one_machine(game: &str, names: &str, mode: Option<&str>, label: &str) {
    let bluff = game == "grands-batisseurs";
    let played = at_one_machine(game, names, mode, label, (11, bluff));
    assert!(played.plays > 0 && played.places > 0, "{played:?}");
    assert!(played.controls > 0 && played.entries == 0, "{played:?}");
    assert_eq!(played.bluffs, usize::from(bluff), "{played:?}");
    assert_eq!(played.screenshots.len(), 6, "{played:?}");
    eprintln!(
        "{label}: {} plays, {} places and {} buttons clicked, click to board median {} ms",
        played.plays,
        played.places,
        played.controls,
        median(&played.latencies)
    );
}

fn median(values: &[u64]) -> u64 {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    sorted.get(sorted.len() / 2).copied().unwrap_or(0)
}

#[test]
fn basilica_is_played_by_clicking_at_one_machine() {
    a_whole_game_at_one_machine("basilica", "Ann,Ben", None, "basilica-local");
}

#[test]
fn cardinal_for_three_is_played_by_clicking_at_one_machine() {
    a_whole_game_at_one_machine("cardinal", "Ann,Ben,Cy", None, "cardinal-local");
}

#[test]
fn grands_batisseurs_for_three_is_played_by_clicking_at_one_machine() {
    a_whole_game_at_one_machine(
        "grands-batisseurs",
        "Ann,Ben,Cy",
        None,
        "grands-batisseurs-local",
    );
}

#[test]
fn babylon_alone_is_played_by_clicking_at_one_machine() {
    a_whole_game_at_one_machine("babylon", "Ann", Some("normal"), "babylon-solo-local");
}

#[test]
fn babylon_for_two_is_played_by_clicking_at_one_machine() {
    a_whole_game_at_one_machine("babylon", "Ann,Ben", None, "babylon-two-local");
}

/// A seed no answer could contain by chance: if it shows up in what a
/// browser received, the seed leaked.
const SEED: u64 = 90_210_377_451_613;

/// A free port on 127.0.0.1 (taken and let go: the bot takes it next).
fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

async fn send(fake: &Fake, (id, interaction): (u64, Value)) -> support::fake::Answer {
    fake.interact(interaction);
    fake.reply(id).await
}

/// Someone in the channel who plays no seat.
const SPECTATOR: Player = Player {
    id: 500_000_000_000_000_009,
    name: "Sam",
};

/// The board link in `/game web`'s private answer.
fn link_in(answer: &support::fake::Answer) -> String {
    assert!(answer.ephemeral(), "{}", answer.content());
    let content = answer.content();
    let start = content
        .find("http://127.0.0.1:")
        .unwrap_or_else(|| panic!("no link in {content}"));
    content[start..]
        .split_whitespace()
        .next()
        .unwrap()
        .to_owned()
}

/// The keys of `GET /api/board`'s answer: nothing else may reach a browser.
const BOARD_KEYS: [&str; 17] = [
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
    "pictures",
    "words",
    "lang",
    "seats",
    "choices",
];

/// Checks what one browser received: never the seed; boards with only
/// the keys a board has; pictures for its own seat only (a spectator sees
/// no tent and draws on no sheet of its own).
fn scan(kept: &Path, spectator: bool) -> usize {
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
fn no_hidden_card_reached(record: &keystone_data::GameRecord, viewers: &[(Option<u64>, PathBuf)]) {
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
fn pass_of(url: &Value) -> String {
    let url = url.as_str().unwrap();
    let start = url.find("#pass=").unwrap() + "#pass=".len();
    url[start..].split('&').next().unwrap().to_owned()
}

/// Reads `/api/events` on `listen` with `pass` until aborted, keeping what
/// comes, as raw HTTP, in `received`.
async fn events_of(listen: String, pass: String, received: std::sync::Arc<Mutex<String>>) {
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

/// How the browsers open the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Via {
    /// The links `/game web` gives.
    Links,
    /// The Activity, in each player's Discord client (the fake's), which
    /// answers the Embedded App SDK and proxies the Activity's requests.
    Activity,
}

/// The Activity instance running in [`CHANNEL`], everyone in it.
const INSTANCE: &str = "i-4242";

/// The channel of the browser tests' games.
const CHANNEL: u64 = 4_242;

/// The bot, with its web server on `listen`; with the Activity set up
/// (Activities on at the fake, the client secret set) if `via` says so.
async fn bot_for(fake: &Fake, dir: &Path, listen: &str, via: Via) -> Bot {
    let public = format!("http://{listen}");
    let mut settings = vec![
        ("KEYSTONE_WEB_LISTEN", listen),
        ("KEYSTONE_WEB_PUBLIC_URL", public.as_str()),
    ];
    if via == Via::Activity {
        fake.enable_activities();
        settings.push(("KEYSTONE_WEB_CLIENT_SECRET", support::fake::CLIENT_SECRET));
    }
    let bot = Bot::start_with(fake, dir.join("db"), SEED, &settings);
    fake.wait_ready(1).await;
    bot
}

/// Where `who`'s Discord client opens the Activity of [`CHANNEL`].
fn activity_window(client: &str, who: u64, platform: &str) -> String {
    format!(
        "{client}/.discord/client?user={who}&instance_id={INSTANCE}&channel_id={CHANNEL}&guild_id={}&platform={platform}",
        support::GUILD
    )
}

/// Starts `game` for `players` in [`CHANNEL`], everyone accepting.
async fn start_game(fake: &Fake, game: &str, players: &[Player], mode: Option<&str>) {
    let channel = CHANNEL;
    let mut options = vec![
        json!({"name": "game", "type": 3, "value": game}),
        json!({"name": "first", "type": 4, "value": 0}),
    ];
    for (p, option) in players[1..]
        .iter()
        .zip(["opponent", "opponent2", "opponent3"])
    {
        options.push(json!({"name": option, "type": 6, "value": p.id.to_string()}));
    }
    if let Some(mode) = mode {
        options.push(json!({"name": "mode", "type": 3, "value": mode}));
    }
    let invitation = send(
        fake,
        support::game(
            fake,
            players[0],
            channel,
            "new",
            &Value::Array(options),
            &players[1..],
        ),
    )
    .await;
    if players.len() > 1 {
        let accept = invitation.button("ks:accept:");
        for p in &players[1..] {
            send(fake, click(fake, *p, channel, &accept)).await;
        }
    }
}

/// Where each seat's browser and the spectator's open the board: the
/// links `/game web` gives them, or their Discord client's window on the
/// Activity (everyone in it), phones' and desktops' taking turns. The
/// seats' browsers, then the spectator's as the one watcher, each keeping
/// what the API answers it in `dir` ([`kept_in`]).
async fn opened(
    fake: &Fake,
    players: &[Player],
    listen: &str,
    via: Via,
    dir: &Path,
) -> (Vec<Value>, Vec<Value>) {
    let everyone: Vec<Player> = players.iter().copied().chain([SPECTATOR]).collect();
    let mut urls = Vec::new();
    if via == Via::Activity {
        let ids: Vec<u64> = everyone.iter().map(|p| p.id).collect();
        fake.open_instance(INSTANCE, CHANNEL, &ids);
        let client = fake.activity_client(listen).await;
        for (i, p) in everyone.iter().enumerate() {
            let platform = if i % 2 == 0 { "mobile" } else { "desktop" };
            urls.push(activity_window(&client, p.id, platform));
        }
    } else {
        for p in &everyone {
            let answer = send(
                fake,
                support::game(fake, *p, CHANNEL, "web", &json!([]), &[]),
            )
            .await;
            urls.push(link_in(&answer));
        }
    }
    let mut pages: Vec<Value> = everyone
        .iter()
        .zip(urls)
        .map(|(p, url)| {
            let name = browser_of(p);
            json!({"name": name, "url": url, "kept": kept_in(dir, &name)})
        })
        .collect();
    let watchers = pages.split_off(players.len());
    (pages, watchers)
}

/// Where a browser's API answers are kept.
fn kept_in(dir: &Path, name: &str) -> PathBuf {
    dir.join(format!("{name}.jsonl"))
}

/// The name of `p`'s browser.
fn browser_of(p: &Player) -> String {
    if p.id == SPECTATOR.id {
        return "spectator".into();
    }
    format!("{}-{}", p.name.to_lowercase(), p.id % 100)
}

/// A whole game of `game`, a browser per seat and one for a spectator,
/// against the fake Discord, each opening the board `via` links or the
/// Activity.
/// How much of a game a browser test plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Length {
    /// To its end.
    Whole,
    /// Its first moves, on a phone then on a desktop: the way in (links,
    /// the Activity) and the live updates, where another test plays the
    /// same table to its end.
    First(usize),
}

/// The moves a [`Length::First`] test plays: the phone's twelve, then
/// some on a desktop.
const FIRST_MOVES: Length = Length::First(16);

async fn through_discord(
    game: &str,
    players: &[Player],
    mode: Option<&str>,
    label: &str,
    via: Via,
    length: Length,
) {
    let fake = Fake::start().await;
    let dir = scratch(label);
    let listen = format!("127.0.0.1:{}", free_port());
    let public = format!("http://{listen}");
    let mut bot = bot_for(&fake, &dir, &listen, via).await;
    let channel = CHANNEL;
    start_game(&fake, game, players, mode).await;
    let kept = |name: &str| kept_in(&dir, name);
    let (pages, watchers) = opened(&fake, players, &listen, via, &dir).await;
    // The live updates a spectator receives, read as they come (with a
    // link's pass: the Activity's is the same kind).
    let received = std::sync::Arc::new(Mutex::new(String::new()));
    let events = (via == Via::Links).then(|| {
        tokio::spawn(events_of(
            listen.clone(),
            pass_of(&watchers[0]["url"]),
            std::sync::Arc::clone(&received),
        ))
    });
    let started = std::time::Instant::now();
    let settings = json!({
        "pages": pages,
        "watchers": watchers,
        "switch": false,
        "activity": via == Via::Activity,
        "shots": shots(),
        "label": label,
        "seed": 5,
        "most": 30000,
        "middle": 12,
        "plays": match length {
            Length::Whole => None,
            Length::First(moves) => Some(moves),
        },
    });
    let played = tokio::task::spawn_blocking(move || drive(&settings))
        .await
        .unwrap();
    match length {
        // A whole game clicks places on the pictures; the first moves of
        // one may not (Les Grands Bâtisseurs begins with bids).
        Length::Whole => assert!(played.plays > 0 && played.places > 0, "{played:?}"),
        Length::First(moves) => assert_eq!(played.plays, moves, "{played:?}"),
    }
    assert_eq!(
        played.entries, 0,
        "only the pictures are clicked: {played:?}"
    );
    // The moves were told in the channel, as /play tells them.
    let posted = fake.public_since(started);
    assert!(!posted.is_empty(), "nothing was posted in the channel");
    // What each browser received: every seat's (each another's to the
    // others) and the spectator's.
    for p in players {
        let name = browser_of(p);
        assert!(scan(&kept(&name), false) > 0, "{name} received no board");
    }
    assert!(scan(&kept("spectator"), true) > 0);
    if via == Via::Activity {
        // Each went through the Discord client's handshake, authorize and
        // authenticate, as the SDK does.
        let answered = fake.activity_commands();
        for p in players.iter().chain([&SPECTATOR]) {
            let theirs: Vec<&str> = answered
                .iter()
                .filter(|(u, _)| *u == p.id)
                .map(|(_, c)| c.as_str())
                .collect();
            assert!(
                theirs.starts_with(&["HANDSHAKE", "AUTHORIZE", "AUTHENTICATE"]),
                "{}: {theirs:?}",
                p.name
            );
        }
    }
    if let Some(events) = events {
        // Its live updates say only that the game changed, and to which step.
        events.abort();
        let _ = events.await;
        let received = received.lock().unwrap().clone();
        let body = received.split_once("\r\n\r\n").map_or("", |(_, body)| body);
        assert!(
            body.contains("event: changed"),
            "no update came: {received}"
        );
        for line in body.lines().map(str::trim).filter(|l| !l.is_empty()) {
            let chunk_size = line.chars().all(|c| c.is_ascii_hexdigit());
            let allowed = ["event: hello", "event: changed", "data:", ":"];
            // A change's data is the game's public step: `1.27`.
            let step = line.strip_prefix("data: ").is_some_and(|d| {
                d.split_once('.').is_some_and(|(g, s)| {
                    [g, s]
                        .iter()
                        .all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
                })
            });
            assert!(
                chunk_size || step || allowed.contains(&line),
                "a live update carried more than a change: {line:?}"
            );
        }
    }
    // The metrics count the game's actions.
    let metrics = reqwest::get(format!("{public}/metrics"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let counted: f64 = metrics
        .lines()
        .find_map(|l| {
            l.strip_prefix(&format!("keystone_actions_total{{game=\"{game}\"}}"))?
                .trim()
                .parse()
                .ok()
        })
        .unwrap_or_else(|| panic!("no actions of {game} in /metrics:\n{metrics}"));
    assert!(
        counted >= played.plays as f64,
        "{counted} < {}",
        played.plays
    );
    if game == "grands-batisseurs" && length == Length::Whole {
        use keystone_data::Store as _;
        bot.kill();
        let options = keystone_data::SledOptions::new(dir.join("db"));
        let store = keystone_data::SledStore::open(&options).unwrap();
        let record = store
            .latest_archived(keystone_data::ChannelId(channel))
            .unwrap()
            .expect("the game ended");
        let mut viewers: Vec<(Option<u64>, PathBuf)> = players
            .iter()
            .map(|p| (Some(p.id), kept(&browser_of(p))))
            .collect();
        viewers.push((None, kept("spectator")));
        no_hidden_card_reached(&record, &viewers);
    }
    let mut latencies = played.latencies.clone();
    latencies.sort_unstable();
    eprintln!(
        "{label}: {} plays, {} places clicked, {} choices after the board moved on, click to board median {} ms, p90 {} ms; opened in median {} ms",
        played.plays,
        played.places,
        played.stale,
        median(&latencies),
        latencies
            .get(latencies.len() * 9 / 10)
            .copied()
            .unwrap_or(0),
        median(&played.opened)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn basilica_is_begun_by_clicking_through_board_links() {
    through_discord(
        "basilica",
        &[ALICE, BOB],
        None,
        "basilica-discord",
        Via::Links,
        FIRST_MOVES,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a soak: the whole game (CI plays its first moves, and the same table to its end at one machine)"]
async fn basilica_is_played_to_its_end_by_clicking_through_board_links() {
    through_discord(
        "basilica",
        &[ALICE, BOB],
        None,
        "basilica-discord",
        Via::Links,
        Length::Whole,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cardinal_for_two_is_played_by_clicking_through_board_links() {
    through_discord(
        "cardinal",
        &[ALICE, BOB],
        None,
        "cardinal-discord",
        Via::Links,
        Length::Whole,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn grands_batisseurs_for_three_is_begun_by_clicking_through_board_links() {
    through_discord(
        "grands-batisseurs",
        &[ALICE, BOB, EVE],
        None,
        "grands-batisseurs-discord",
        Via::Links,
        FIRST_MOVES,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a soak: the whole game (CI plays its first moves, and the same table to its end at one machine)"]
async fn grands_batisseurs_for_three_is_played_to_its_end_by_clicking_through_board_links() {
    through_discord(
        "grands-batisseurs",
        &[ALICE, BOB, EVE],
        None,
        "grands-batisseurs-discord",
        Via::Links,
        Length::Whole,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn babylon_alone_is_begun_by_clicking_through_board_links() {
    through_discord(
        "babylon",
        &[ALICE],
        Some("normal"),
        "babylon-solo-discord",
        Via::Links,
        FIRST_MOVES,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a soak: the whole game (CI plays its first moves, and the same table to its end at one machine)"]
async fn babylon_alone_is_played_to_its_end_by_clicking_through_board_links() {
    through_discord(
        "babylon",
        &[ALICE],
        Some("normal"),
        "babylon-solo-discord",
        Via::Links,
        Length::Whole,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn babylon_for_two_is_begun_by_clicking_through_board_links() {
    through_discord(
        "babylon",
        &[ALICE, BOB],
        None,
        "babylon-two-discord",
        Via::Links,
        FIRST_MOVES,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a soak: the whole game (CI plays its first moves, and the same table to its end at one machine)"]
async fn babylon_for_two_is_played_to_its_end_by_clicking_through_board_links() {
    through_discord(
        "babylon",
        &[ALICE, BOB],
        None,
        "babylon-two-discord",
        Via::Links,
        Length::Whole,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn basilica_is_begun_by_clicking_in_the_activity() {
    through_discord(
        "basilica",
        &[ALICE, BOB],
        None,
        "basilica-activity",
        Via::Activity,
        FIRST_MOVES,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a soak: the whole game (CI plays its first moves, and the same table to its end at one machine)"]
async fn basilica_is_played_to_its_end_by_clicking_in_the_activity() {
    through_discord(
        "basilica",
        &[ALICE, BOB],
        None,
        "basilica-activity",
        Via::Activity,
        Length::Whole,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cardinal_for_three_is_begun_by_clicking_in_the_activity() {
    through_discord(
        "cardinal",
        &[ALICE, BOB, EVE],
        None,
        "cardinal-activity",
        Via::Activity,
        FIRST_MOVES,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a soak: the whole game (CI plays its first moves, and the same table to its end at one machine)"]
async fn cardinal_for_three_is_played_to_its_end_by_clicking_in_the_activity() {
    through_discord(
        "cardinal",
        &[ALICE, BOB, EVE],
        None,
        "cardinal-activity",
        Via::Activity,
        Length::Whole,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn grands_batisseurs_for_two_is_played_by_clicking_in_the_activity() {
    through_discord(
        "grands-batisseurs",
        &[ALICE, BOB],
        None,
        "grands-batisseurs-activity",
        Via::Activity,
        Length::Whole,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn babylon_for_two_is_begun_by_clicking_in_the_activity() {
    through_discord(
        "babylon",
        &[ALICE, BOB],
        None,
        "babylon-activity",
        Via::Activity,
        FIRST_MOVES,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a soak: the whole game (CI plays its first moves, and the same table to its end at one machine)"]
async fn babylon_for_two_is_played_to_its_end_by_clicking_in_the_activity() {
    through_discord(
        "babylon",
        &[ALICE, BOB],
        None,
        "babylon-activity",
        Via::Activity,
        Length::Whole,
    )
    .await;
}

/// A move played in the Activity is told in the channel as `/play` tells
/// it, and a `/play` in the channel reaches every open Activity by itself.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_activity_and_the_channel_see_each_others_moves() {
    let fake = Fake::start().await;
    let dir = scratch("activity-and-channel");
    let listen = format!("127.0.0.1:{}", free_port());
    let _bot = bot_for(&fake, &dir, &listen, Via::Activity).await;
    start_game(&fake, "basilica", &[ALICE, BOB], None).await;
    let (pages, watchers) = opened(&fake, &[ALICE, BOB], &listen, Via::Activity, &dir).await;
    let settings = json!({
        "pages": pages,
        "watchers": watchers,
        "switch": false,
        "activity": true,
        "once": true,
        "signal": dir.join("played"),
        "shots": shots(),
        "label": "activity-and-channel",
        "seed": 3,
        "most": 200,
        "middle": 100,
    });
    let before = std::time::Instant::now();
    let driver = tokio::task::spawn_blocking(move || drive_raw(&settings));
    // Once the Activity played (and every browser shows it)…
    let signal = dir.join("played");
    for _ in 0..1200 {
        if signal.exists() || driver.is_finished() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(signal.exists(), "the Activity did not play");
    // …Alice's move is posted in the channel, as /play posts it (with the
    // new board).
    fake.wait_for("the Activity's move in the channel", |calls| {
        calls.iter().any(|c| {
            c.at >= before
                && c.path == format!("channels/{CHANNEL}/messages")
                && c.shown.as_ref().is_some_and(|s| !s.ephemeral)
        })
    })
    .await;
    let told = fake.public_since(before).join("\n");
    assert!(
        told.contains("Alice") && told.contains(".png"),
        "the channel was told: {told}"
    );
    // Then whoever acts plays with /play in the channel, a move its
    // autocomplete offers.
    let mut played = false;
    'seats: for p in [BOB, ALICE] {
        let offered = send(&fake, complete_play(&fake, p, CHANNEL, ""))
            .await
            .choices();
        for (_, line) in offered.into_iter().take(5) {
            let answer = send(&fake, play(&fake, p, CHANNEL, &line)).await;
            if !answer.ephemeral() {
                played = true;
                break 'seats;
            }
        }
    }
    assert!(played, "nobody could /play after the Activity's move");
    let done = driver.await.unwrap();
    // Every Activity (both seats', the spectator's) showed the /play by
    // itself, a later step than the Activity's own move.
    let steps = done["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 4, "{done}");
    for step in &steps[1..] {
        assert_ne!(step, &steps[0], "{done}");
    }
}

/// Opened in a channel where no game was played, the Activity lists the
/// user's games in the server, in their Discord language; one opens its
/// board, and **Your games** comes back to the list.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_activity_lists_ones_games_where_no_game_is() {
    let fake = Fake::start().await;
    let dir = scratch("activity-list");
    let listen = format!("127.0.0.1:{}", free_port());
    let _bot = bot_for(&fake, &dir, &listen, Via::Activity).await;
    start_game(&fake, "cardinal", &[ALICE, BOB], None).await;
    let elsewhere = CHANNEL + 1;
    fake.open_instance(INSTANCE, elsewhere, &[BOB.id]);
    fake.speak("fr");
    let client = fake.activity_client(&listen).await;
    let url = format!(
        "{client}/.discord/client?user={}&instance_id={INSTANCE}&channel_id={elsewhere}&guild_id={}&platform=mobile",
        BOB.id,
        support::GUILD
    );
    let settings = json!({
        "pages": [{"name": "bob", "url": url}],
        "activity": true,
        "list": true,
        "outside": format!("http://{listen}/"),
        "shots": shots(),
        "label": "activity-list",
        "seed": 1,
        "most": 10,
        "middle": 10,
    });
    let done = tokio::task::spawn_blocking(move || drive_raw(&settings))
        .await
        .unwrap();
    let listed = done["listed"].as_array().unwrap();
    assert_eq!(listed.len(), 1, "{done}");
    let game = listed[0].as_str().unwrap();
    assert!(
        game.contains("Cardinal") && game.contains("Alice"),
        "{done}"
    );
    assert!(
        done["heading"]
            .as_str()
            .unwrap()
            .contains("Aucune partie dans ce salon"),
        "{done}"
    );
    assert_eq!(done["opened"], "Cardinal", "{done}");
    assert_eq!(done["back"], 1, "{done}");
    // Opened outside Discord (here in a Polish browser), the page says
    // where it works and what to use instead.
    let outside = done["outside"].as_str().unwrap();
    assert!(outside.contains("/game web"), "{done}");
    assert!(outside.contains("Discordzie"), "{done}");
}

/// The clients built into the binary (the board's and the Activity's) are
/// the ones their sources build: the type check passes and each bundle is
/// the same, byte for byte.
#[test]
fn the_embedded_client_is_built_from_its_source() {
    ready();
    let checked = Command::new("npm")
        .args(["run", "--silent", "check"])
        .current_dir(web())
        .status()
        .unwrap();
    assert!(checked.success(), "the board's TypeScript does not check");
    let dir = scratch("bundle");
    for (script, bundle) in [("app.js", "bundle"), ("activity.js", "bundle-activity")] {
        let out = dir.join(script);
        let built = Command::new("npm")
            .args(["run", "--silent", bundle, "--", "--log-level=warning"])
            .arg(format!("--outfile={}", out.display()))
            .current_dir(web())
            .status()
            .unwrap();
        assert!(built.success());
        assert!(
            std::fs::read(&out).unwrap() == std::fs::read(web().join("dist").join(script)).unwrap(),
            "bot/web/dist/{script} is not built from bot/web/src: run `npm run build` in bot/web"
        );
    }
}
