//! The web server's edge on the real bot against the fake Discord, as an
//! attacker and an operator would try it: floods of idle connections and
//! event streams with the open-file limit of a systemd service, refusals
//! that say why and when to try again, and a bot that keeps answering.

use crate::support;

use std::time::Duration;

use keystone_bot::web::links::{Links, Pass};
use keystone_data::ChannelId;
use serde_json::json;
use support::*;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// The token the tests' bot runs with (see `support::run_command`): board
/// links are signed with a key drawn from it.
const TOKEN: &str = "NzAwMDAwMDAwMDAwMDAwMDAx.Gfake0.fake-token-for-tests-only-000000000000";

/// A free port on 127.0.0.1 (taken and let go: the bot takes it next).
fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

async fn send(fake: &Fake, (id, interaction): (u64, serde_json::Value)) -> support::fake::Answer {
    fake.interact(interaction);
    fake.reply(id).await
}

/// A pass to `channel`'s board for `user`, an hour long.
fn pass(channel: u64, user: u64) -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    Links::from_secret(TOKEN).sign(Pass {
        channel: ChannelId(channel),
        user,
        until: now + 3_600_000,
    })
}

/// `GET path` with `pass`, on a connection of its own: the status, and
/// how long it took.
async fn get(base: &str, path: &str, pass: Option<&str>) -> (u16, String) {
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(20))
        .build()
        .unwrap();
    let mut request = client.get(format!("{base}{path}"));
    if let Some(pass) = pass {
        request = request.header("Authorization", format!("Bearer {pass}"));
    }
    match request.send().await {
        Ok(response) => (response.status().as_u16(), response.text().await.unwrap()),
        Err(error) => panic!("{path} did not answer: {error}"),
    }
}

/// Waits until the bot's web server answers `/healthz`.
async fn listening(base: &str) {
    for _ in 0..400 {
        if reqwest::get(format!("{base}/healthz")).await.is_ok() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the web server never answered");
}

/// The descriptors process `pid` holds open.
fn open_files(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/fd")).map_or(0, Iterator::count)
}

/// An event stream asked for with `pass` on a connection of its own, not
/// read.
async fn stream(address: &str, pass: &str) -> Option<TcpStream> {
    let mut socket = TcpStream::connect(address).await.ok()?;
    let request = format!(
        "GET /api/events HTTP/1.1\r\nHost: keystone\r\nAuthorization: Bearer {pass}\r\n\r\n"
    );
    socket.write_all(request.as_bytes()).await.ok()?;
    Some(socket)
}

/// What a connection was answered first (its status line and headers),
/// waiting at most `patience`.
async fn answered(socket: &mut TcpStream, patience: Duration) -> String {
    let mut read = Vec::new();
    let mut buffer = [0u8; 1024];
    let _ = tokio::time::timeout(patience, async {
        while !read.windows(4).any(|w| w == b"\r\n\r\n") {
            match socket.read(&mut buffer).await {
                Ok(0) | Err(_) => break,
                Ok(n) => read.extend_from_slice(&buffer[..n]),
            }
        }
    })
    .await;
    String::from_utf8_lossy(&read).into_owned()
}

/// With the open-file limit of a systemd service (1,024), 2,000 idle
/// connections and 2,000 event streams (a thousand by one spectator's
/// pass, as many by a thousand others') leave the board, `/healthz` and
/// Discord answering: the bot holds at most its caps, answers what is over
/// them at once, and keeps descriptors for the rest.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn floods_of_idle_connections_and_event_streams_leave_the_bot_answering() {
    // This test's own side holds over 4,000 connections.
    rlimit::increase_nofile_limit(16_384).unwrap();
    let fake = Fake::start().await;
    let dir = scratch("flood");
    let address = format!("127.0.0.1:{}", free_port());
    let base = format!("http://{address}");
    let command = run_command(
        &fake.url(),
        &dir.join("db"),
        7,
        &[
            ("KEYSTONE_WEB_LISTEN", address.as_str()),
            ("KEYSTONE_WEB_PUBLIC_URL", base.as_str()),
        ],
    );
    let bot = Bot::spawn(with_open_files(&command, 1024), dir.join("db"));
    fake.wait_ready(1).await;
    listening(&base).await;
    let channel = 300;
    let invitation = send(&fake, new_game(&fake, ALICE, BOB, channel)).await;
    let accept = invitation.button("ks:accept:");
    send(&fake, click(&fake, BOB, channel, &accept)).await;

    let mut held = Vec::new();
    for _ in 0..2_000 {
        held.push(TcpStream::connect(&address).await.expect("connected"));
    }
    let spectator = pass(channel, EVE.id);
    let mut streams = Vec::new();
    for n in 0..2_000u64 {
        let pass = if n < 1_000 {
            spectator.clone()
        } else {
            pass(channel, 900_000 + n)
        };
        streams.push(stream(&address, &pass).await.expect("connected"));
    }
    let peak = open_files(bot.pid());
    assert!(peak <= 1024, "the bot holds {peak} files");

    // What is over the caps is answered at once, with when to try again.
    let mut answers = Vec::new();
    for socket in streams.iter_mut().rev().take(300) {
        answers.push(answered(socket, Duration::from_millis(200)).await);
    }
    let full = answers
        .iter()
        .filter(|a| a.starts_with("HTTP/1.1 503") && a.contains("retry-after: 5"))
        .count();
    assert!(full > 0, "{answers:?}");
    // Time enough for a loaded machine (the answer is sent at once).
    let busy = answered(&mut streams[999], Duration::from_secs(3)).await;
    assert!(
        busy.starts_with("HTTP/1.1 429") && busy.contains("retry-after:"),
        "one spectator's thousandth stream: {busy}"
    );

    // The board, /healthz and Discord still answer.
    let (status, _) = get(&base, "/healthz", None).await;
    assert_eq!(status, 200);
    let (status, board) = get(&base, "/api/board", Some(&pass(channel, ALICE.id))).await;
    assert_eq!(status, 200, "{board}");
    let rules = send(&fake, game(&fake, ALICE, channel, "rules", &json!([]), &[])).await;
    assert!(rules.ephemeral() && !rules.content().is_empty());
    // Discord moves the bot's session: it connects to the gateway again.
    fake.ask_to_reconnect();
    fake.wait_identified(2).await;
    let rules = send(&fake, game(&fake, BOB, channel, "rules", &json!([]), &[])).await;
    assert!(rules.ephemeral() && !rules.content().is_empty());
    assert!(open_files(bot.pid()) <= 1024);
    drop(held);
}

/// A bot serving the board, with `settings` more: its address, and the
/// channel of a game of Basilica between Alice and Bob.
async fn served(
    fake: &Fake,
    dir: &std::path::Path,
    settings: &[(&str, &str)],
) -> (Bot, String, u64) {
    let address = format!("127.0.0.1:{}", free_port());
    let base = format!("http://{address}");
    let mut all = vec![
        ("KEYSTONE_WEB_LISTEN", address.as_str()),
        ("KEYSTONE_WEB_PUBLIC_URL", base.as_str()),
    ];
    all.extend_from_slice(settings);
    let bot = Bot::start_with(fake, dir.join("db"), 7, &all);
    fake.wait_ready(1).await;
    listening(&base).await;
    let channel = 310;
    let invitation = send(fake, new_game(fake, ALICE, BOB, channel)).await;
    let accept = invitation.button("ks:accept:");
    send(fake, click(fake, BOB, channel, &accept)).await;
    (bot, base, channel)
}

/// `method path` with `headers`: status, headers and body.
async fn raw(
    base: &str,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
) -> (u16, reqwest::header::HeaderMap, String) {
    let client = reqwest::Client::new();
    let mut request = client.request(method.parse().unwrap(), format!("{base}{path}"));
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    (status, headers, response.text().await.unwrap())
}

/// Every refusal is JSON in the viewer's language and says why: a pass
/// refused says how to authenticate (401, `WWW-Authenticate`), too many
/// requests say when to try again (429, `Retry-After`), what is not here
/// is 404 or 405, a language asked twice 400. Answers are compressed for a
/// browser that takes it, and only the board's script and style are kept,
/// by version.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_say_why_in_the_viewers_language_and_answers_are_compressed_and_kept() {
    let fake = Fake::start().await;
    let dir = scratch("refusals");
    let (_bot, base, channel) = served(&fake, &dir, &[]).await;
    let json = |body: &str| -> serde_json::Value { serde_json::from_str(body).unwrap() };

    let (status, headers, body) = raw(&base, "GET", "/api/board?lang=fr", &[]).await;
    assert_eq!(status, 401);
    assert_eq!(headers["www-authenticate"], "Bearer realm=\"keystone\"");
    assert!(json(&body)["error"].as_str().unwrap().contains("/game web"));
    let forged = "Bearer k1.1.2.3.x";
    let (status, headers, _) = raw(&base, "GET", "/api/board", &[("Authorization", forged)]).await;
    assert_eq!(status, 401);
    assert!(headers.contains_key("www-authenticate"));

    let (status, _, body) = raw(&base, "GET", "/nothing?lang=fr", &[]).await;
    assert_eq!(status, 404);
    assert_eq!(
        json(&body)["error"],
        "Il n'y a rien à cette adresse : ouvrez le plateau avec le lien que donne /game web."
    );
    let (status, _, body) = raw(
        &base,
        "GET",
        "/nothing",
        &[("Accept-Language", "pl-PL,pl;q=0.9")],
    )
    .await;
    assert_eq!(status, 404);
    assert!(
        json(&body)["error"]
            .as_str()
            .unwrap()
            .starts_with("Pod tym adresem")
    );
    let (status, _, body) = raw(&base, "DELETE", "/api/board?lang=pl", &[]).await;
    assert_eq!(status, 405);
    assert!(
        json(&body)["error"]
            .as_str()
            .unwrap()
            .starts_with("Ten adres")
    );
    let alice = format!("Bearer {}", pass(channel, ALICE.id));
    let (status, _, body) = raw(
        &base,
        "GET",
        "/api/board?lang=fr&lang=pl",
        &[("Authorization", &alice)],
    )
    .await;
    assert_eq!(status, 400);
    assert!(json(&body)["error"].as_str().unwrap().contains("lang="));
    // Pictures laid out for a phone (400 px, drawn at 800), or a wide
    // screen; nothing else.
    let width = |body: &str| json(body)["pictures"][0]["width"].clone();
    let (status, _, body) = raw(
        &base,
        "GET",
        "/api/board?layout=narrow",
        &[("Authorization", &alice)],
    )
    .await;
    assert_eq!((status, width(&body)), (200, json!(800)));
    let (status, _, body) = raw(
        &base,
        "GET",
        "/api/board?layout=wide",
        &[("Authorization", &alice)],
    )
    .await;
    assert_eq!((status, width(&body)), (200, json!(1100)));
    // A screen with one pixel to each shown gets the narrow pictures at
    // their size; none gets more than a layout's sharp scale.
    let asked = |query: &'static str| {
        let (base, alice) = (base.clone(), alice.clone());
        async move { raw(&base, "GET", query, &[("Authorization", &alice)]).await }
    };
    let (status, _, body) = asked("/api/board?layout=narrow&pixels=1").await;
    assert_eq!((status, width(&body)), (200, json!(400)));
    let (status, _, body) = asked("/api/board?layout=wide&pixels=2").await;
    assert_eq!((status, width(&body)), (200, json!(1100)));
    let (status, _, _) = asked("/api/board?layout=narrow&pixels=9").await;
    assert_eq!(status, 400);
    let (status, _, body) = raw(
        &base,
        "GET",
        "/api/board?layout=sideways",
        &[("Authorization", &alice)],
    )
    .await;
    assert_eq!(status, 400);
    assert!(
        json(&body)["error"]
            .as_str()
            .unwrap()
            .contains("layout=narrow")
    );
    // A picture the page says it has (by the key the board gave it) is
    // named, not sent again; keys no board gives are refused.
    let (_, _, body) = asked("/api/board").await;
    let picture = json(&body)["pictures"][0].clone();
    let key = picture["key"].as_str().unwrap().to_owned();
    assert!(
        picture["png"]
            .as_str()
            .unwrap()
            .starts_with("data:image/png;base64,")
    );
    let (status, _, body) = raw(
        &base,
        "GET",
        &format!("/api/board?has={key},{}", "0".repeat(32)),
        &[("Authorization", &alice)],
    )
    .await;
    let again = json(&body)["pictures"][0].clone();
    assert_eq!(
        (status, &again["key"], &again["png"]),
        (200, &picture["key"], &serde_json::Value::Null)
    );
    assert_eq!(again["places"], picture["places"]);
    let (_, _, body) = asked("/api/board?has=00000000000000000000000000000000").await;
    assert_eq!(json(&body)["pictures"][0]["png"], picture["png"]);
    let many = vec![key.as_str(); 17].join(",");
    for has in ["xyz", &key.to_uppercase(), &many, &format!("{key},")] {
        let (status, _, body) = raw(
            &base,
            "GET",
            &format!("/api/board?has={has}"),
            &[("Authorization", &alice)],
        )
        .await;
        assert_eq!(status, 400, "{has}");
        assert!(
            json(&body)["error"].as_str().unwrap().contains("has="),
            "{has}"
        );
    }

    // Compressed for a browser that takes it, and the same board.
    let (status, headers, _) = raw(
        &base,
        "GET",
        "/api/board",
        &[("Authorization", &alice), ("Accept-Encoding", "gzip")],
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(headers["content-encoding"], "gzip");
    let (status, headers, _) = raw(&base, "GET", "/api/board", &[("Authorization", &alice)]).await;
    assert_eq!(status, 200);
    assert!(!headers.contains_key("content-encoding"));
    assert_eq!(headers["cache-control"], "no-store");

    // The page names its script by version; that is kept a year.
    let (_, headers, page) = raw(&base, "GET", "/board", &[]).await;
    assert_eq!(headers["cache-control"], "no-cache");
    let script = page
        .split('"')
        .find(|s| s.starts_with("/assets/app.js?v="))
        .expect("the script by version")
        .to_owned();
    let (status, headers, _) = raw(&base, "GET", &script, &[]).await;
    assert_eq!(status, 200);
    assert!(
        headers["cache-control"]
            .to_str()
            .unwrap()
            .contains("immutable")
    );
    let tag = headers["etag"].to_str().unwrap().to_owned();
    let (status, _, _) = raw(&base, "GET", "/assets/app.js", &[("If-None-Match", &tag)]).await;
    assert_eq!(status, 304);

    // A user's budget: over it, when to try again.
    let mut over = None;
    for _ in 0..200 {
        let (status, headers, body) = raw(
            &base,
            "GET",
            "/api/board?lang=fr",
            &[("Authorization", &alice)],
        )
        .await;
        if status == 429 {
            over = Some((headers, body));
            break;
        }
    }
    let (headers, body) = over.expect("refused past the budget");
    assert!(
        headers["retry-after"]
            .to_str()
            .unwrap()
            .parse::<u64>()
            .unwrap()
            >= 1
    );
    assert!(
        json(&body)["error"]
            .as_str()
            .unwrap()
            .contains("Trop de requêtes")
    );
}

/// The Activity's session asks Discord nothing for a client over its
/// address's budget (one address, a new instance id each time, as a flood
/// would), nor beyond the process's budget from however many addresses;
/// and what an address spends is apart from what a user spends.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn activity_sessions_are_held_back_before_discord_is_asked() {
    use support::fake::CLIENT_SECRET;
    let fake = Fake::start().await;
    fake.enable_activities();
    fake.expect_refusals();
    let dir = scratch("activity-flood");
    let (_bot, base, channel) = served(
        &fake,
        &dir,
        &[
            ("KEYSTONE_WEB_CLIENT_SECRET", CLIENT_SECRET),
            ("KEYSTONE_WEB_CLIENT_IP_HEADER", "X-Forwarded-For"),
        ],
    )
    .await;
    let asked = || {
        fake.refused()
            .iter()
            .filter(|(call, _)| call.path == "oauth2/token")
            .count()
    };
    let flood = |from: &'static str| {
        let base = base.clone();
        async move {
            let client = reqwest::Client::new();
            let started = std::time::Instant::now();
            let mut held = 0;
            for n in 0..1_000 {
                let address = match from {
                    "one" => "203.0.113.9".to_owned(),
                    _ => format!("10.{}.{}.1", n / 250, n % 250),
                };
                let body = json!({"code": "forged", "instance_id": format!("i-{from}-{n}")});
                let response = client
                    .post(format!("{base}/api/activity/session"))
                    .header("Content-Type", "application/json")
                    .header("X-Forwarded-For", address)
                    .body(body.to_string())
                    .send()
                    .await
                    .unwrap();
                if response.status() == 429 {
                    assert!(response.headers().contains_key("retry-after"));
                    held += 1;
                }
            }
            (held, started.elapsed().as_secs())
        }
    };
    // One address: its burst of 10, then one a second.
    let (held, seconds) = flood("one").await;
    let from_one = asked();
    assert!(
        held >= 1_000 - 10 - seconds as usize,
        "{held} held in {seconds} s"
    );
    assert!(from_one <= 10 + seconds as usize, "{from_one} token calls");
    // A thousand addresses: the process's budget, 30 and then 5 a second.
    let (_, seconds) = flood("many").await;
    let from_many = asked() - from_one;
    assert!(
        from_many <= 30 + 5 * (seconds as usize + 1),
        "{from_many} token calls in {seconds} s"
    );
    // A user's own budget is untouched.
    let (status, _) = get(&base, "/api/board", Some(&pass(channel, ALICE.id))).await;
    assert_eq!(status, 200);
}

/// A move played on the board while Discord is unreachable is stored,
/// and its player is told that its message will be posted once Discord
/// answers (the record notes it is still to be told: the sweep posts it).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_move_discord_does_not_take_is_kept_to_be_told() {
    let fake = Fake::start().await;
    let dir = scratch("unposted");
    let (mut bot, base, channel) = served(&fake, &dir, &[]).await;
    let alice = pass(channel, ALICE.id);
    let client = reqwest::Client::new();
    let board = client
        .get(format!("{base}/api/board"))
        .header("Authorization", format!("Bearer {alice}"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let board: serde_json::Value = serde_json::from_str(&board).unwrap();
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/basilica-full-game.txt");
    let record = keystone_engine::Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
    let first = &record.actions[0];
    assert_eq!(first.seat.number(), 1);
    fake.stop();
    let played = client
        .post(format!("{base}/api/play"))
        .header("Authorization", format!("Bearer {alice}"))
        .header("Content-Type", "application/json")
        .body(json!({"stamp": board["stamp"], "actions": [first.text]}).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(played.status(), 200);
    let answer: serde_json::Value = serde_json::from_str(&played.text().await.unwrap()).unwrap();
    assert!(
        answer["text"]
            .as_str()
            .unwrap()
            .contains("Keystone posts it in the channel as soon as Discord answers"),
        "{answer}"
    );
    bot.kill();
    let store = keystone_data::SledStore::open(&keystone_data::SledOptions {
        path: dir.join("db"),
        cache_capacity: 1 << 20,
    })
    .unwrap();
    use keystone_data::Store as _;
    let record = store.get(ChannelId(channel)).unwrap().unwrap();
    assert_eq!(record.log.len(), 1);
    assert!(record.nudges().unannounced, "still to be told");
}
