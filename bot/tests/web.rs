//! The bot's web server, on the real `keystone run` against the fake
//! Discord: `/healthz`, `/metrics` after a game's actions, and nothing
//! else served.

mod support;

use support::*;

/// A free port on 127.0.0.1 (taken and let go: the bot takes it next).
fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

async fn get(url: &str) -> (u16, reqwest::header::HeaderMap, String) {
    let client = reqwest::Client::new();
    // The server starts with the bot: asked again until it answers.
    for _ in 0..200 {
        if let Ok(response) = client.get(url).send().await {
            let status = response.status().as_u16();
            let headers = response.headers().clone();
            return (status, headers, response.text().await.unwrap());
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("{url} never answered");
}

async fn send(fake: &Fake, (id, interaction): (u64, serde_json::Value)) -> support::fake::Answer {
    fake.interact(interaction);
    fake.reply(id).await
}

/// The value of the sample `name` (with its labels, as Prometheus writes
/// it) in a `/metrics` text.
fn sample(text: &str, name: &str) -> Option<f64> {
    text.lines()
        .find_map(|line| line.strip_prefix(name)?.trim().parse().ok())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_a_games_actions_and_refusals_and_nothing_else_is_served() {
    let fake = Fake::start().await;
    let dir = scratch("web-metrics");
    let port = free_port();
    let listen = format!("127.0.0.1:{port}");
    let _bot = Bot::start_with(
        &fake,
        dir.join("db"),
        7,
        &[("KEYSTONE_WEB_LISTEN", listen.as_str())],
    );
    fake.wait_ready(1).await;
    let base = format!("http://{listen}");

    let (status, headers, body) = get(&format!("{base}/healthz")).await;
    assert_eq!((status, body.as_str()), (200, "ok\n"));
    assert!(
        headers["content-security-policy"]
            .to_str()
            .unwrap()
            .starts_with("default-src 'none'")
    );
    let (_, _, before) = get(&format!("{base}/metrics")).await;
    assert_eq!(
        sample(&before, "keystone_actions_total{game=\"basilica\"}"),
        None
    );

    // A game: accepted, three actions, one line refused.
    let channel = 700;
    let invitation = send(&fake, new_game(&fake, ALICE, BOB, channel)).await;
    let accept = invitation.button("ks:accept:");
    send(&fake, click(&fake, BOB, channel, &accept)).await;
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/basilica-full-game.txt");
    let record = keystone_engine::Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
    for action in &record.actions[..3] {
        let who = if action.seat.number() == 1 {
            ALICE
        } else {
            BOB
        };
        let answer = send(&fake, play(&fake, who, channel, &action.text)).await;
        assert!(!answer.ephemeral(), "{}: {}", action.text, answer.content());
    }
    let refused = send(&fake, play(&fake, BOB, channel, "V9 z9")).await;
    assert!(refused.ephemeral(), "{}", refused.content());

    let (status, headers, after) = get(&format!("{base}/metrics")).await;
    assert_eq!(status, 200);
    assert!(
        headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/plain")
    );
    let value =
        |name: &str| sample(&after, name).unwrap_or_else(|| panic!("no {name} in\n{after}"));
    assert_eq!(value("keystone_actions_total{game=\"basilica\"}"), 3.0);
    assert_eq!(value("keystone_refusals_total{game=\"basilica\"}"), 1.0);
    assert_eq!(value("keystone_open_games{status=\"active\"}"), 1.0);
    assert!(value("keystone_command_seconds_count{outcome=\"ok\"}") >= 5.0);
    assert!(value("keystone_command_seconds_count{outcome=\"refused\"}") >= 1.0);
    assert!(value("keystone_picture_seconds_count{what=\"board\"}") >= 4.0);
    assert!(value("keystone_store_seconds_count{op=\"update\"}") >= 4.0);
    assert!(after.contains("# HELP keystone_actions_total Actions played, by game."));

    // Nothing else: not the store, not a file, not a directory.
    for path in [
        "/",
        "/metrics/../config.toml",
        "/index.html",
        "/db",
        "/healthz/x",
    ] {
        let (status, headers, _) = get(&format!("{base}{path}")).await;
        assert_eq!(status, 404, "{path}");
        assert!(headers.contains_key("content-security-policy"), "{path}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_web_address_already_taken_stops_the_bot_saying_which_setting() {
    let fake = Fake::start().await;
    let dir = scratch("web-taken");
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let listen = taken.local_addr().unwrap().to_string();
    let mut bot = Bot::start_with(
        &fake,
        dir.join("db"),
        7,
        &[("KEYSTONE_WEB_LISTEN", listen.as_str())],
    );
    let code = bot.exited_within(std::time::Duration::from_secs(20));
    assert_eq!(code, Some(1), "the bot stops");
}
