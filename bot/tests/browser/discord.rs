//! Playing against the fake Discord: the bot with its web server, a game
//! started in the channel, a browser per seat and a spectator's opening the
//! board by its links or in the Activity, and a whole game played through
//! them.

use crate::support;

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde_json::{Value, json};
use support::*;

use super::leaks::{SEED, events_of, no_hidden_card_reached, pass_of, scan};
use super::{drive, median, shots};

/// A free port on 127.0.0.1 (taken and let go: the bot takes it next).
pub(super) fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

pub(super) async fn send(fake: &Fake, (id, interaction): (u64, Value)) -> support::fake::Answer {
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

/// How the browsers open the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Via {
    /// The links `/game web` gives.
    Links,
    /// The Activity, in each player's Discord client (the fake's), which
    /// answers the Embedded App SDK and proxies the Activity's requests.
    Activity,
}

/// The Activity instance running in [`CHANNEL`], everyone in it.
pub(super) const INSTANCE: &str = "i-4242";

/// The channel of the browser tests' games.
pub(super) const CHANNEL: u64 = 4_242;

/// The bot, with its web server on `listen`; with the Activity set up
/// (Activities on at the fake, the client secret set) if `via` says so.
pub(super) async fn bot_for(fake: &Fake, dir: &Path, listen: &str, via: Via) -> Bot {
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
pub(super) async fn start_game(fake: &Fake, game: &str, players: &[Player], mode: Option<&str>) {
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
pub(super) async fn opened(
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
pub(super) enum Length {
    /// To its end.
    Whole,
    /// Its first moves, on a phone then on a desktop: the way in (links,
    /// the Activity) and the live updates, where another test plays the
    /// same table to its end.
    First(usize),
}

/// The moves a [`Length::First`] test plays: the phone's twelve, then
/// some on a desktop.
pub(super) const FIRST_MOVES: Length = Length::First(16);

pub(super) async fn through_discord(
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
