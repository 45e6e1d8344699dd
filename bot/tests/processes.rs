//! Several bot processes behind one address, on one PostgreSQL: any
//! process serves any board, and every board hears every change, whichever
//! process made it (the store's notifications); a move played on one
//! process's board is posted once. And a stop (SIGTERM) while a board move
//! is under way: the move is stored and told, or refused and not stored.

use crate::events;
use crate::pg;
use crate::support;

use std::path::Path;
use std::time::{Duration, Instant};

use events::Events;
use keystone_bot::web::links::{Links, Pass};
use keystone_data::{ChannelId, PostgresOptions, PostgresStore, Store};
use keystone_engine::Record;
use serde_json::{Value, json};
use support::*;

/// The token the tests' bot runs with (see `support::run_command`).
const TOKEN: &str = "NzAwMDAwMDAwMDAwMDAwMDAx.Gfake0.fake-token-for-tests-only-000000000000";

fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

async fn send(fake: &Fake, (id, interaction): (u64, Value)) -> support::fake::Answer {
    fake.interact(interaction);
    fake.reply(id).await
}

/// The example game the bot's seed 7 deals.
fn full_game() -> Record {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/basilica-full-game.txt");
    Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn pass(channel: u64, user: u64) -> String {
    Links::from_secret(TOKEN).sign(Pass {
        channel: ChannelId(channel),
        user,
        until: i64::MAX,
    })
}

/// A board's request: status and JSON answer.
async fn api(base: &str, path: &str, pass: &str, body: Option<Value>) -> (u16, Value) {
    let client = reqwest::Client::new();
    let request = match body {
        Some(body) => client
            .post(format!("{base}/api/{path}"))
            .header("Content-Type", "application/json")
            .body(body.to_string()),
        None => client.get(format!("{base}/api/{path}")),
    };
    let response = request
        .header("Authorization", format!("Bearer {pass}"))
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let text = response.text().await.unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

/// Waits until the web server at `base` answers.
async fn listening(base: &str) {
    for _ in 0..400 {
        if reqwest::get(format!("{base}/healthz")).await.is_ok() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{base} never answered");
}

/// The messages posted in `channel` (not answers to interactions).
fn posted(fake: &Fake, channel: u64) -> Vec<Value> {
    fake.calls()
        .into_iter()
        .filter(|c| c.method == "POST" && c.path == format!("channels/{channel}/messages"))
        .filter_map(|c| c.json)
        .collect()
}

/// Two processes, one shard each, on one PostgreSQL, each serving the
/// board: a `/play` handled by the second reaches a board served by the
/// first; a move played on the first's board is posted once and reaches a
/// spectator's board served by the second. Then the delay from a write to
/// the store to the other process's board event, over 200 changes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn boards_on_two_processes_hear_every_change_and_a_board_move_is_posted_once() {
    let fake = Fake::start().await;
    fake.recommend_shards(2);
    let dir = scratch("processes");
    let url = tokio::task::spawn_blocking(pg::database).await.unwrap();
    // The game is in a server of the second shard.
    let channel = 420;
    let server = GUILD + (1 << 22);
    assert_eq!(fake::shard_of(Some(server), 2), 1);
    fake.place(channel, server);
    let bases: Vec<(String, String)> = (0..2)
        .map(|_| {
            let listen = format!("127.0.0.1:{}", free_port());
            (format!("http://{listen}"), listen)
        })
        .collect();
    let start = |shard: u32| {
        let shards = format!("{shard}/2");
        let (base, listen) = &bases[shard as usize];
        Bot::start_at(
            &fake.url_via(shard),
            dir.join(format!("db{shard}")),
            7,
            &[
                ("KEYSTONE_STORE", url.as_str()),
                ("KEYSTONE_SHARDS", shards.as_str()),
                ("KEYSTONE_WEB_LISTEN", listen.as_str()),
                ("KEYSTONE_WEB_PUBLIC_URL", base.as_str()),
            ],
        )
    };
    let _first = start(0);
    let _second = start(1);
    fake.wait_ready(2).await;
    let (a, b) = (&bases[0].0, &bases[1].0);
    listening(a).await;
    listening(b).await;
    let invitation = send(&fake, new_game(&fake, ALICE, BOB, channel)).await;
    let accept = invitation.button("ks:accept:");
    send(&fake, click(&fake, BOB, channel, &accept)).await;

    // Alice's board on the first process; Eve watches on the second.
    let mut alice = Events::open(a, &pass(channel, ALICE.id)).await;
    let mut eve = Events::open(b, &pass(channel, EVE.id)).await;
    let record = full_game();
    let first = &record.actions[0];
    assert_eq!(first.seat.number(), 1);
    let (id, interaction) = play(&fake, ALICE, channel, &first.text);
    fake.interact(interaction);
    let played = fake.reply(id).await;
    assert!(!played.ephemeral(), "{}", played.content());
    assert_eq!(fake.routed(id), Some(1), "the second process answered");
    let (_, step) = alice.next().await;
    assert!(step.ends_with(".1"), "Alice's board, on the first: {step}");
    assert!(eve.next().await.1.ends_with(".1"));

    // The record's next line, played on the first process's board.
    let second = &record.actions[1];
    let who = if second.seat.number() == 1 {
        ALICE
    } else {
        BOB
    };
    let (_, board) = api(a, "board", &pass(channel, who.id), None).await;
    let before = posted(&fake, channel).len();
    let body = json!({"stamp": board["stamp"], "actions": [second.text]});
    let (status, answer) = api(a, "play", &pass(channel, who.id), Some(body)).await;
    assert_eq!(status, 200, "{answer}");
    assert!(
        eve.next().await.1.ends_with(".2"),
        "Eve's board, on the second"
    );
    assert!(alice.next().await.1.ends_with(".2"));
    // Posted once, by the process that served the board.
    let after: Vec<Value> = posted(&fake, channel).split_off(before);
    assert_eq!(after.len(), 1, "{after:#?}");
    let mine = fake
        .calls()
        .into_iter()
        .rfind(|c| c.path == format!("channels/{channel}/messages"))
        .unwrap();
    assert_eq!(mine.via, Some(0));

    // How long a write takes to reach another process's board: a public
    // change written straight to the store, 200 times.
    let store = {
        let url = url.clone();
        tokio::task::spawn_blocking(move || PostgresStore::open(&PostgresOptions::new(url)))
            .await
            .unwrap()
            .unwrap()
    };
    // The driver's connections may not be dropped on the runtime's
    // threads (they block): kept until the test process ends.
    std::mem::forget(store.clone());
    let mut delays = Vec::new();
    for n in 0..200 {
        let store = store.clone();
        let written = tokio::task::spawn_blocking(move || {
            store
                .update_with(ChannelId(channel), 0, &mut |record| {
                    let mut next = record.clone();
                    next.settings.remind_after = Some(3_600_000 + n);
                    keystone_data::Decision::Write(Box::new(next))
                })
                .unwrap();
            Instant::now()
        })
        .await
        .unwrap();
        alice.next().await;
        delays.push(written.elapsed());
    }
    delays.sort();
    eprintln!(
        "a write to the other process's board: p50 {:?}, p99 {:?}, over {} changes",
        delays[delays.len() / 2],
        delays[delays.len() * 99 / 100],
        delays.len()
    );
}

/// A stop (SIGTERM) while a move played on the board is under way: the
/// move is stored and answered, and told in the channel; never stored and
/// left untold, never answered with a broken connection.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_during_a_board_move_stores_and_tells_it_or_refuses_it() {
    let fake = Fake::start().await;
    let dir = scratch("stop-board");
    let listen = format!("127.0.0.1:{}", free_port());
    let base = format!("http://{listen}");
    let mut bot = Bot::start_with(
        &fake,
        dir.join("db"),
        7,
        &[
            ("KEYSTONE_WEB_LISTEN", listen.as_str()),
            ("KEYSTONE_WEB_PUBLIC_URL", base.as_str()),
            // Every service call waits this long: the stop comes meanwhile,
            // and the move is still under way when the rest of the bot has
            // stopped (its gateway closed), within the stop's patience of 4 s.
            ("KEYSTONE_TEST_DELAY", "3s"),
        ],
    );
    fake.wait_ready(1).await;
    listening(&base).await;
    let channel = 430;
    let invitation = send(&fake, new_game(&fake, ALICE, BOB, channel)).await;
    let accept = invitation.button("ks:accept:");
    send(&fake, click(&fake, BOB, channel, &accept)).await;
    let alice = pass(channel, ALICE.id);
    let (_, board) = api(&base, "board", &alice, None).await;
    let first = full_game().actions[0].text.clone();
    let before = posted(&fake, channel).len();
    let body = json!({"stamp": board["stamp"], "actions": [first]});
    let playing = {
        let (base, alice) = (base.clone(), alice.clone());
        tokio::spawn(async move { api(&base, "play", &alice, Some(body)).await })
    };
    tokio::time::sleep(Duration::from_millis(200)).await;
    bot.signal("TERM");
    let (status, answer) = playing.await.expect("the board was answered");
    assert_eq!(bot.exited_within(Duration::from_secs(15)), Some(0));
    let store = keystone_data::SledStore::open(&keystone_data::SledOptions {
        path: dir.join("db"),
        cache_capacity: 1 << 20,
    })
    .unwrap();
    let stored = store.get(ChannelId(channel)).unwrap().unwrap().log.len();
    let told = posted(&fake, channel).len() - before;
    match status {
        200 => {
            assert_eq!(stored, 1, "answered, so stored");
            assert_eq!(told, 1, "stored, so told in the channel");
        }
        503 => {
            assert_eq!(stored, 0, "refused, so not stored: {answer}");
            assert_eq!(told, 0);
        }
        other => panic!("{other}: {answer}"),
    }
}
