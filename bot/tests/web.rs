//! The bot's web server, on the real `keystone run` against the fake
//! Discord: `/healthz`, `/metrics` after a game's actions, and nothing
//! else served.

use crate::support;

use serde_json::json;
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

/// The token the tests' bot runs with (see `support::run_command`): board
/// links are signed with a key drawn from it.
const TOKEN: &str = "NzAwMDAwMDAwMDAwMDAwMDAx.Gfake0.fake-token-for-tests-only-000000000000";

/// A request to the board's API with `pass`: its status and JSON answer.
async fn api(
    base: &str,
    method: &str,
    path: &str,
    pass: Option<&str>,
    body: Option<&serde_json::Value>,
) -> (u16, serde_json::Value) {
    let client = reqwest::Client::new();
    let mut request = match method {
        "GET" => client.get(format!("{base}/api/{path}")),
        _ => client.post(format!("{base}/api/{path}")),
    };
    if let Some(pass) = pass {
        request = request.header("Authorization", format!("Bearer {pass}"));
    }
    if let Some(body) = body {
        request = request
            .header("Content-Type", "application/json")
            .body(body.to_string());
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let text = response.text().await.unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(serde_json::Value::String(text)),
    )
}

/// The pass of the link in `/game web`'s private answer.
fn pass_in(answer: &support::fake::Answer) -> String {
    assert!(answer.ephemeral(), "{}", answer.content());
    let content = answer.content();
    let start = content.find("#pass=").expect("a board link") + "#pass=".len();
    content[start..]
        .split(['&', ' ', '\n'])
        .next()
        .unwrap()
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn board_links_open_only_their_users_seat_and_bad_requests_change_nothing() {
    use keystone_bot::web::links::{Links, Pass};
    let fake = Fake::start().await;
    let dir = scratch("web-links");
    let listen = format!("127.0.0.1:{}", free_port());
    let base = format!("http://{listen}");
    let _bot = Bot::start_with(
        &fake,
        dir.join("db"),
        7,
        &[
            ("KEYSTONE_WEB_LISTEN", listen.as_str()),
            ("KEYSTONE_WEB_PUBLIC_URL", base.as_str()),
        ],
    );
    fake.wait_ready(1).await;
    let (status, _, _) = get(&format!("{base}/healthz")).await;
    assert_eq!(status, 200);
    // Two games: Alice and Bob here, Alice and Eve in another channel.
    let (here, there) = (710, 711);
    for (channel, guest) in [(here, BOB), (there, EVE)] {
        let invitation = send(&fake, new_game(&fake, ALICE, guest, channel)).await;
        let accept = invitation.button("ks:accept:");
        send(&fake, click(&fake, guest, channel, &accept)).await;
    }
    let link = |p: Player, channel: u64| {
        let fake = &fake;
        async move { send(fake, game(fake, p, channel, "web", &json!([]), &[])).await }
    };
    let alice = pass_in(&link(ALICE, here).await);
    let bob = pass_in(&link(BOB, here).await);
    // A spectator's link says it shows what spectators see, not a seat.
    let spectator = link(EVE, here).await;
    assert!(
        spectator.content().contains("You do not play in this game")
            && !spectator.content().contains("your seat"),
        "{}",
        spectator.content()
    );
    let eve = pass_in(&spectator);
    // Where no game was ever played, no link.
    let none = link(ALICE, 799).await;
    assert!(
        none.ephemeral() && !none.content().contains("#pass="),
        "{}",
        none.content()
    );

    // Each link opens its own user's seat of its own channel's game.
    let (status, board) = api(&base, "GET", "board", Some(&alice), None).await;
    assert_eq!((status, board["seat"].as_u64()), (200, Some(1)), "{board}");
    let (_, board) = api(&base, "GET", "board", Some(&bob), None).await;
    assert_eq!(board["seat"].as_u64(), Some(2));
    let (_, board) = api(&base, "GET", "board", Some(&eve), None).await;
    assert!(board["seat"].is_null(), "Eve watches here: {board}");
    let stamp = board["stamp"].clone();
    assert_eq!(stamp["step"], 0);

    // A link changed to another user or channel, one signed with another
    // key, one expired, none at all: refused, saying so.
    let mut refused = Vec::new();
    for (from, to) in [
        (ALICE.id.to_string(), BOB.id.to_string()),
        (format!(".{here}."), format!(".{there}.")),
    ] {
        let forged = alice.replacen(&from, &to, 1);
        assert_ne!(forged, alice);
        refused.push((forged, "not valid"));
    }
    let until = 1_000; // 1970
    let pass = Pass {
        channel: keystone_data::ChannelId(here),
        user: ALICE.id,
        until,
    };
    refused.push((Links::from_secret("another token").sign(pass), "not valid"));
    refused.push((Links::from_secret(TOKEN).sign(pass), "expired"));
    refused.push(("k1.1.2.3.x".to_owned(), "not valid"));
    for (pass, why) in &refused {
        for (method, path) in [("GET", "board"), ("POST", "play"), ("GET", "events")] {
            let body = json!({"stamp": stamp, "actions": ["V1 c3"]});
            let (status, answer) = api(&base, method, path, Some(pass), Some(&body)).await;
            assert_eq!(status, 401, "{path} with {pass}: {answer}");
            assert!(answer["error"].as_str().unwrap().contains(why), "{answer}");
        }
    }
    let (status, answer) = api(&base, "GET", "board", None, None).await;
    assert_eq!(status, 401, "{answer}");
    assert!(answer["error"].as_str().unwrap().contains("/game web"));

    // A spectator cannot act; a stale stamp, a line that is not legal and
    // a request that is not the board's change nothing.
    let play_with = |pass: String, body: serde_json::Value| {
        let base = base.clone();
        async move { api(&base, "POST", "play", Some(&pass), Some(&body)).await }
    };
    let (status, answer) =
        play_with(eve.clone(), json!({"stamp": stamp, "actions": ["V1 c3"]})).await;
    assert_eq!(status, 409, "{answer}");
    assert!(
        answer["error"].as_str().unwrap().contains("not playing"),
        "{answer}"
    );
    let stale = json!({"game": stamp["game"], "step": 5});
    let (status, answer) =
        play_with(alice.clone(), json!({"stamp": stale, "actions": ["V1 c3"]})).await;
    assert_eq!(status, 409);
    assert!(
        answer["error"].as_str().unwrap().contains("moved on"),
        "{answer}"
    );
    let (status, answer) = play_with(
        alice.clone(),
        json!({"stamp": stamp, "actions": ["V1 z99"]}),
    )
    .await;
    assert_eq!(status, 409, "{answer}");
    let (status, _) = play_with(alice.clone(), json!({"stamp": "nonsense"})).await;
    assert_eq!(status, 400);
    let (status, _) = play_with(
        alice.clone(),
        json!({"stamp": stamp, "actions": vec!["V1 c3"; 500]}),
    )
    .await;
    assert_eq!(status, 400);
    let (_, board) = api(&base, "GET", "board", Some(&alice), None).await;
    assert_eq!(board["stamp"], stamp, "nothing was played");
    // The board comes with what its acting seat may choose first, as
    // asking for it would answer; a seat waiting gets none.
    let (_, first_choices) = api(
        &base,
        "POST",
        "choices",
        Some(&alice),
        Some(&json!({"stamp": stamp, "actions": [], "typed": ""})),
    )
    .await;
    assert_eq!(board["choices"], first_choices);
    let (_, waiting) = api(&base, "GET", "board", Some(&bob), None).await;
    assert!(waiting["choices"].is_null(), "{}", waiting["choices"]);

    // A legal move from the board is played and told in the channel.
    let first = first_choices["entries"][0]["notation"]
        .as_str()
        .unwrap()
        .to_owned();
    let (_, narrowed) = api(
        &base,
        "POST",
        "choices",
        Some(&alice),
        Some(&json!({"stamp": stamp, "actions": [], "typed": first.trim()})),
    )
    .await;
    let whole = narrowed["entries"][0]["notation"]
        .as_str()
        .unwrap()
        .to_owned();
    // Asked to, the choices come with the move so far drawn; a move the
    // page already shows is not drawn again.
    let choose = |extra: serde_json::Value| {
        let mut body = json!({"stamp": stamp, "actions": [whole], "typed": ""});
        body.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        let (base, alice) = (base.clone(), alice.clone());
        async move { api(&base, "POST", "choices", Some(&alice), Some(&body)).await }
    };
    let (status, drawn) = choose(json!({"draw": true, "layout": "narrow"})).await;
    assert_eq!((status, &drawn["drawn"]), (200, &json!([whole])));
    let picture = &drawn["pictures"][0];
    assert!(
        picture["png"]
            .as_str()
            .unwrap()
            .starts_with("data:image/png;base64,")
    );
    assert_eq!(picture["width"], 800);
    let (_, again) = choose(json!({"draw": true, "layout": "narrow", "shown": [whole]})).await;
    assert!(again.get("pictures").is_none(), "{again}");
    assert_eq!(again["entries"], drawn["entries"]);
    let (_, plain) = choose(json!({})).await;
    assert!(plain.get("pictures").is_none() && plain.get("drawn").is_none());
    let (status, answer) = choose(json!({"draw": true, "layout": "sideways"})).await;
    assert_eq!(status, 400, "{answer}");
    let (status, answer) = choose(json!({"draw": true, "has": "nope"})).await;
    assert_eq!(status, 400, "{answer}");
    assert!(
        answer["error"].as_str().unwrap().contains("has="),
        "{answer}"
    );
    // A play asking for a layout no board asks for is refused before it
    // is played.
    let (status, answer) = play_with(
        alice.clone(),
        json!({"stamp": stamp, "actions": [whole], "draw": true, "layout": "sideways"}),
    )
    .await;
    assert_eq!(status, 400, "{answer}");
    let before = std::time::Instant::now();
    // Asked to, a move's answer brings the board after it, as asking for
    // the board would answer: a Play asks once.
    let (status, answer) = play_with(
        alice.clone(),
        json!({"stamp": stamp, "actions": [whole], "draw": true, "layout": "narrow"}),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    let after = &answer["board"];
    assert_eq!(after["stamp"]["step"], 1, "{answer}");
    let (_, asked) = api(&base, "GET", "board?layout=narrow", Some(&alice), None).await;
    for field in [
        "stamp", "seat", "acting", "status", "choices", "history", "words",
    ] {
        assert_eq!(after[field], asked[field], "{field}");
    }
    let keys = |board: &serde_json::Value| {
        board["pictures"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["key"].clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(keys(after), keys(&asked));
    assert!(after["pictures"][0]["png"].is_string());
    let posted = format!("channels/{here}/messages");
    fake.wait_for("the move told in the channel", |calls| {
        calls
            .iter()
            .any(|c| c.at >= before && c.method == "POST" && c.path == posted)
    })
    .await;
    let (_, board) = api(&base, "GET", "board", Some(&bob), None).await;
    assert_eq!(board["stamp"]["step"], 1);
    // Replayed, the same request is stale, and brings no board.
    let (status, answer) = play_with(
        alice.clone(),
        json!({"stamp": stamp, "actions": [whole], "draw": true}),
    )
    .await;
    assert_eq!(status, 409);
    assert!(answer.get("board").is_none(), "{answer}");

    // A flood is refused, a user at a time.
    let mut limited = 0;
    for _ in 0..150 {
        let (status, _) = api(&base, "GET", "events", None, None).await;
        assert_eq!(status, 401);
        let (status, answer) = api(&base, "POST", "choices", Some(&bob), Some(&json!({}))).await;
        if status == 429 {
            limited += 1;
            assert!(answer["error"].as_str().unwrap().contains("Too many"));
        }
    }
    assert!(limited > 0, "150 requests at once were all answered");
    let (status, _) = api(&base, "GET", "board", Some(&alice), None).await;
    assert_eq!(status, 200, "another user is not held back");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_web_says_when_the_board_is_not_set_up() {
    let fake = Fake::start().await;
    let dir = scratch("web-off");
    let _bot = Bot::start(&fake, dir.join("db"), 7);
    fake.wait_ready(1).await;
    let invitation = send(&fake, new_game(&fake, ALICE, BOB, 720)).await;
    assert!(!invitation.ephemeral());
    let answer = send(&fake, game(&fake, ALICE, 720, "web", &json!([]), &[])).await;
    assert!(answer.ephemeral());
    assert!(
        answer.content().contains("not set up"),
        "{}",
        answer.content()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_activity_opens_its_channels_board_for_its_user_as_discord_says() {
    use support::fake::{APP_ID, CLIENT_SECRET};
    let fake = Fake::start().await;
    let dir = scratch("web-activity");
    fake.enable_activities();
    let listen = format!("127.0.0.1:{}", free_port());
    let base = format!("http://{listen}");
    let _bot = Bot::start_with(
        &fake,
        dir.join("db"),
        7,
        &[
            ("KEYSTONE_WEB_LISTEN", listen.as_str()),
            ("KEYSTONE_WEB_CLIENT_SECRET", CLIENT_SECRET),
            // Behind a proxy: each session below comes from a client of
            // its own, as players' would (one address is held to a few).
            ("KEYSTONE_WEB_CLIENT_IP_HEADER", "X-Forwarded-For"),
        ],
    );
    fake.wait_ready(1).await;
    // Its commands keep the Entry Point that launches the Activity (the
    // fake refuses a registration without it, as Discord does).
    let registered = registered_commands(&fake);
    let entry: Vec<&serde_json::Value> = registered
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["type"] == 4)
        .collect();
    assert_eq!(entry.len(), 1, "{registered}");
    assert_eq!(entry[0]["handler"], 2);
    assert_eq!(entry[0]["name_localizations"]["fr"], "lancer");
    let (status, _, _) = get(&format!("{base}/healthz")).await;
    assert_eq!(status, 200);
    let (here, there) = (730, 731);
    for (channel, guest) in [(here, BOB), (there, EVE)] {
        let invitation = send(&fake, new_game(&fake, ALICE, guest, channel)).await;
        let accept = invitation.button("ks:accept:");
        send(&fake, click(&fake, guest, channel, &accept)).await;
    }
    // Every message of the game offers to open the board inside Discord;
    // a click is answered with LAUNCH_ACTIVITY, and nothing else.
    let invitation = send(&fake, new_game(&fake, ALICE, BOB, 732)).await;
    assert!(
        invitation
            .custom_ids()
            .iter()
            .all(|id| !id.starts_with("ks:board:"))
    );
    let accepted = send(
        &fake,
        click(&fake, BOB, 732, &invitation.button("ks:accept:")),
    )
    .await;
    let open = accepted.button("ks:board:");
    let (id, interaction) = click(&fake, ALICE, 732, &open);
    fake.interact(interaction);
    fake.wait_for("the Activity launched", |calls| {
        calls.iter().any(|c| {
            c.path.starts_with(&format!("interactions/{id}/"))
                && c.json.as_ref().is_some_and(|j| j["type"] == 12)
        })
    })
    .await;
    assert!(fake.refused().is_empty(), "{:?}", fake.refused());
    fake.open_instance("i-730", here, &[ALICE.id, BOB.id]);
    fake.open_instance("i-731", there, &[EVE.id]);
    let clients = std::sync::atomic::AtomicU32::new(0);
    let session = |code: String, instance: &str| {
        let base = base.clone();
        let body = json!({"code": code, "instance_id": instance});
        let client = clients.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        async move {
            let response = reqwest::Client::new()
                .post(format!("{base}/api/activity/session"))
                .header("Content-Type", "application/json")
                .header("X-Forwarded-For", format!("198.51.100.{client}"))
                .body(body.to_string())
                .send()
                .await
                .unwrap();
            let status = response.status().as_u16();
            let text = response.text().await.unwrap();
            (status, serde_json::from_str(&text).unwrap_or(json!(text)))
        }
    };
    let now = std::time::Duration::ZERO;

    // Alice's Activity in this channel: her seat of this channel's game.
    let code = fake.authorize(ALICE.id, APP_ID, now);
    let (status, answer) = session(code.clone(), "i-730").await;
    assert_eq!(status, 200, "{answer}");
    let pass = answer["pass"].as_str().unwrap().to_owned();
    let (status, board) = api(&base, "GET", "board", Some(&pass), None).await;
    assert_eq!(status, 200);
    assert_eq!(board["seat"], 1);
    assert_eq!(board["names"], json!(["Alice", "Bob"]));
    let (_, other) = api(&base, "GET", "board", Some(&pass), None).await;
    assert_eq!(other["stamp"], board["stamp"]);
    // Bob's: his seat; Eve's, in the other channel: that game, her seat.
    let (_, bob) = session(fake.authorize(BOB.id, APP_ID, now), "i-730").await;
    let (_, seen) = api(&base, "GET", "board", bob["pass"].as_str(), None).await;
    assert_eq!(seen["seat"], 2);
    let (_, eve) = session(fake.authorize(EVE.id, APP_ID, now), "i-731").await;
    let (_, seen) = api(&base, "GET", "board", eve["pass"].as_str(), None).await;
    assert_eq!(
        (seen["seat"].as_u64(), &seen["names"]),
        (Some(2), &json!(["Alice", "Eve"]))
    );

    // Sam, in the Activity but at no seat: the channel's board as a
    // spectator sees it, and nothing to play.
    let sam = support::player(9);
    fake.open_instance("i-730b", here, &[ALICE.id, sam.id]);
    let (_, watching) = session(fake.authorize(sam.id, APP_ID, now), "i-730b").await;
    let (_, seen) = api(&base, "GET", "board", watching["pass"].as_str(), None).await;
    assert_eq!(
        (&seen["seat"], &seen["acting"]),
        (&json!(null), &json!(false))
    );
    let (status, refused) = api(
        &base,
        "POST",
        "play",
        watching["pass"].as_str(),
        Some(&json!({"stamp": seen["stamp"], "actions": ["V1 a1"]})),
    )
    .await;
    assert_eq!(status, 409, "{refused}");
    // Eve's pass, from her Activity in the other channel, opens that
    // channel's game only: this channel's is never reached with it.
    assert_ne!(seen["names"], json!(["Alice", "Eve"]));
    // Launched where no game was played: the user's games in this server,
    // those waiting on them first, each with its own pass; in their
    // Discord language.
    let nowhere = 733;
    fake.open_instance("i-733", nowhere, &[ALICE.id, EVE.id, sam.id]);
    fake.speak("fr");
    let (status, listing) = session(fake.authorize(EVE.id, APP_ID, now), "i-733").await;
    assert_eq!(status, 200, "{listing}");
    assert!(listing["pass"].is_null());
    assert_eq!(listing["lang"], "fr");
    assert!(
        listing["heading"]
            .as_str()
            .unwrap()
            .contains("Aucune partie dans ce salon")
    );
    let games = listing["games"].as_array().unwrap();
    assert_eq!(games.len(), 1, "{listing}");
    let (_, seen) = api(&base, "GET", "board", games[0]["pass"].as_str(), None).await;
    assert_eq!(seen["names"], json!(["Alice", "Eve"]));
    fake.speak("en-US");
    let (_, listing) = session(fake.authorize(ALICE.id, APP_ID, now), "i-733").await;
    let games = listing["games"].as_array().unwrap();
    assert_eq!(games.len(), 3, "{listing}");
    let waiting: Vec<bool> = games.iter().map(|g| g["mine"].as_bool().unwrap()).collect();
    let mut sorted = waiting.clone();
    sorted.sort_by_key(|mine| !mine);
    assert_eq!(
        waiting, sorted,
        "those waiting on Alice come first: {listing}"
    );
    let (_, nothing) = session(fake.authorize(sam.id, APP_ID, now), "i-733").await;
    assert!(nothing["pass"].is_null() && nothing["games"] == json!([]));
    assert!(nothing["heading"].as_str().unwrap().contains("/game new"));
    // The page learns the application's id (public), and only Discord may
    // frame it; the link's board is framed by nobody.
    let (status, client) = api(&base, "GET", "activity/client", None, None).await;
    assert_eq!(
        (status, &client["client_id"]),
        (200, &json!(APP_ID.to_string()))
    );
    let (status, headers, page) = get(&format!(
        "{base}/?frame_id=f&instance_id=i-730&platform=desktop"
    ))
    .await;
    assert_eq!(status, 200);
    assert!(page.contains("/assets/activity.js"), "{page}");
    let policy = headers["content-security-policy"].to_str().unwrap();
    assert!(
        policy.contains("frame-ancestors 'self' https://discord.com"),
        "{policy}"
    );
    let (_, headers, _) = get(&format!("{base}/board")).await;
    let policy = headers["content-security-policy"].to_str().unwrap();
    assert!(policy.contains("frame-ancestors 'none'"), "{policy}");

    // Discord refuses these codes (400 invalid_grant) as the bot asks.
    fake.expect_refusals();
    // Refused, each saying why, no pass given: a code used already, one
    // expired, one of another application, one Discord never gave; an
    // instance the user is not in, one that is not running, one that is
    // not an id.
    let eleven_minutes = std::time::Duration::from_secs(660);
    let refusals = [
        (code, "i-730", 401, "did not confirm"),
        (
            fake.authorize(ALICE.id, APP_ID, eleven_minutes),
            "i-730",
            401,
            "did not confirm",
        ),
        (
            fake.authorize(ALICE.id, APP_ID + 1, now),
            "i-730",
            401,
            "did not confirm",
        ),
        ("forged".to_owned(), "i-730", 401, "did not confirm"),
        (
            fake.authorize(ALICE.id, APP_ID, now),
            "i-731",
            403,
            "not in this Activity",
        ),
        (
            fake.authorize(ALICE.id, APP_ID, now),
            "i-999",
            403,
            "does not know",
        ),
        (
            fake.authorize(ALICE.id, APP_ID, now),
            "../../users/@me",
            403,
            "does not know",
        ),
    ];
    for (code, instance, expected, why) in refusals {
        let (status, answer) = session(code.clone(), instance).await;
        assert_eq!(status, expected, "{code} in {instance}: {answer}");
        assert!(answer["pass"].is_null());
        let said = answer["error"].as_str().unwrap();
        assert!(said.contains(why), "{code} in {instance}: {said}");
        assert!(!said.contains(CLIENT_SECRET));
    }
    let (status, _) = api(
        &base,
        "POST",
        "activity/session",
        None,
        Some(&json!({"code": 1})),
    )
    .await;
    assert_eq!(status, 400);
    // A refusal comes before Discord says the user's language: in the
    // browser's, which the page sends.
    let forged = json!({"code": "forged", "instance_id": "i-730"});
    let (status, answer) = api(
        &base,
        "POST",
        "activity/session?lang=pl-PL",
        None,
        Some(&forged),
    )
    .await;
    assert_eq!(status, 401);
    assert!(
        answer["error"].as_str().unwrap().contains("Discord nie"),
        "{answer}"
    );
    // Once Discord says it, the user's Discord language wins over it.
    fake.speak("fr");
    let code = fake.authorize(BOB.id, APP_ID, now);
    let body = json!({"code": code, "instance_id": "i-730"});
    let (_, answer) = api(&base, "POST", "activity/session?lang=pl", None, Some(&body)).await;
    assert_eq!(answer["lang"], "fr", "{answer}");
    fake.speak("en-US");
    // (The code was exchanged as Discord requires, form-encoded with the
    // client secret: the fake refuses any other exchange.)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_client_secret_there_is_no_activity() {
    let fake = Fake::start().await;
    let dir = scratch("web-no-activity");
    let listen = format!("127.0.0.1:{}", free_port());
    let base = format!("http://{listen}");
    let _bot = Bot::start_with(
        &fake,
        dir.join("db"),
        7,
        &[("KEYSTONE_WEB_LISTEN", listen.as_str())],
    );
    fake.wait_ready(1).await;
    let (status, _, _) = get(&format!("{base}/healthz")).await;
    assert_eq!(status, 200);
    let code = fake.authorize(ALICE.id, support::fake::APP_ID, std::time::Duration::ZERO);
    let body = json!({"code": code, "instance_id": "i-1"});
    let (status, answer) = api(&base, "POST", "activity/session", None, Some(&body)).await;
    assert_eq!(status, 404);
    assert!(
        answer["error"]
            .as_str()
            .unwrap()
            .contains("web.client_secret")
    );
    // No Open board button either.
    let invitation = send(&fake, new_game(&fake, ALICE, BOB, 740)).await;
    let accepted = send(
        &fake,
        click(&fake, BOB, 740, &invitation.button("ks:accept:")),
    )
    .await;
    assert!(!accepted.custom_ids().is_empty());
    assert!(
        accepted
            .custom_ids()
            .iter()
            .all(|id| !id.starts_with("ks:board:"))
    );
}
