//! Connecting, registering, stopping: the bot's life as a process
//! against Discord, answering or not.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_fixture_is_an_interaction_serenity_reads() {
    let fake = Fake::start().await;
    let c = 42;
    let fixtures = [
        new_game(&fake, ALICE, BOB, c).1,
        play(&fake, ALICE, c, "V1 a1").1,
        game(
            &fake,
            ALICE,
            c,
            "board",
            &json!([{"name": "private", "type": 5, "value": true}]),
            &[],
        )
        .1,
        command_as(
            &fake,
            EVE,
            c,
            "game",
            &json!([{"name": "abort", "type": 1, "options": []}]),
            &[],
            true,
        )
        .1,
        complete_play(&fake, ALICE, c, "V1").1,
        click(&fake, BOB, c, "ks:accept:42:1:2").1,
        select(&fake, BOB, c, "ks:paychoice:42:3:2", &["pay recruit b2"]).1,
    ];
    for fixture in fixtures {
        let parsed: Result<poise::serenity_prelude::Interaction, _> =
            serde_json::from_value(fixture.clone());
        assert!(parsed.is_ok(), "{:?} in {fixture:#}", parsed.err());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_connects_registers_its_commands_and_answers() {
    let (fake, _bot) = connected("smoke").await;
    let registered = registered_commands(&fake);
    let names: Vec<&str> = registered
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "game",
            "games",
            "play",
            "pay",
            "decline",
            "stats",
            "leaderboard",
            "settings",
            "away",
            "back",
            "help"
        ]
    );
    // The help, in each language, fits one message Discord takes.
    for (locale, play) in [("en-US", "/play"), ("fr", "/jouer"), ("pl", "/graj")] {
        fake.speak(locale);
        let (id, help) = command(&fake, ALICE, 1, "help", &json!([]), &[]);
        fake.interact(help);
        let answer = fake.answer(id).await;
        assert!(
            answer.ephemeral()
                && answer.content().contains(play)
                && answer.content().contains("Babylon"),
            "{answer:?}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_cleanly() {
    let fake = Fake::start().await;
    let dir = scratch("sigterm");
    let mut bot = Bot::start(&fake, dir.join("db"), 7);
    fake.wait_ready(1).await;
    start_game(&fake, 400).await;
    assert!(bot.terminate(), "exits with success after SIGTERM");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_while_discord_is_unreachable() {
    use std::time::Duration;
    // A loopback port nobody listens on: the bot keeps trying to connect.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let api = format!("http://127.0.0.1:{}", closed.local_addr().unwrap().port());
    drop(closed);
    let dir = scratch("unreachable");
    let mut bot = Bot::start_at(&api, dir.join("db"), 7, &[]);
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(bot.exited_within(Duration::ZERO), None, "still trying");
    bot.signal("TERM");
    // It kept reconnecting and ignored further signals, before.
    let code = bot.exited_within(Duration::from_secs(20));
    assert_eq!(code, Some(0), "stopped cleanly");
    // A second signal stops it at once, whatever it is doing.
    let mut bot = Bot::start_at(&api, dir.join("db"), 7, &[]);
    tokio::time::sleep(Duration::from_secs(2)).await;
    bot.signal("TERM");
    bot.signal("INT");
    let code = bot.exited_within(Duration::from_secs(20));
    assert!(code.is_some(), "stopped");
    // The store was flushed and closed either way: it opens again.
    let store = keystone_data::SledStore::open(&keystone_data::SledOptions::new(dir.join("db")));
    assert!(store.is_ok(), "{:?}", store.err());
}

/// A token Discord refuses stops the bot with an error at once: asking
/// again would not mend it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_token_stops_the_bot() {
    let fake = Fake::start().await;
    // Discord's 401 to the revoked token is a refusal.
    fake.expect_refusals();
    let dir = scratch("token");
    let token = format!(
        "NzAwMDAwMDAwMDAwMDAwMDAx.Gfake0.{}-token-for-tests-only-0000000000",
        fake::REVOKED
    );
    let mut run = support::run_command(
        &fake.url(),
        &dir.join("db"),
        7,
        &[("DISCORD_TOKEN", token.as_str())],
    );
    let child = run
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the keystone binary starts");
    let (stopped, output) = tokio::task::spawn_blocking(move || {
        let mut child = child;
        let start = std::time::Instant::now();
        let stopped = loop {
            match child.try_wait() {
                Ok(Some(_)) => break true,
                _ if start.elapsed() > std::time::Duration::from_secs(20) => {
                    let _ = child.kill();
                    break false;
                }
                _ => std::thread::sleep(std::time::Duration::from_millis(50)),
            }
        };
        (stopped, child.wait_with_output().unwrap())
    })
    .await
    .unwrap();
    assert!(stopped, "it stops by itself");
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(
        said.contains("Discord refused the bot token (401: Unauthorized). Check DISCORD_TOKEN"),
        "{said}"
    );
}

/// The fake is as strict as Discord: an over-long message, a menu of 26
/// options and a 101-character `custom_id` are refused with Discord's
/// error shape, and nothing is recorded as posted; what fits passes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_refuses_what_discord_refuses() {
    let fake = Fake::start().await;
    fake.expect_refusals();
    let channel = 9_000;
    let path = format!("channels/{channel}/messages");
    let long = "x".repeat(limits::CONTENT + 1);
    let (status, answer) = raw(&fake, "POST", &path, &json!({"content": long})).await;
    assert_eq!(status, 400);
    assert_eq!(answer["code"], 50035);
    assert_eq!(
        answer["errors"]["content"]["_errors"][0]["code"],
        "BASE_TYPE_MAX_LENGTH"
    );
    let options: Vec<serde_json::Value> = (0..26)
        .map(|i| json!({"label": format!("option {i}"), "value": i.to_string()}))
        .collect();
    let menu = json!({"content": "pick", "components": [{"type": 1, "components": [
        {"type": 3, "custom_id": "ks:menu", "options": options}
    ]}]});
    let (status, answer) = raw(&fake, "POST", &path, &menu).await;
    assert_eq!(status, 400);
    assert!(
        answer["errors"]["components"]["0"]["components"]["0"]["options"]["_errors"].is_array(),
        "{answer}"
    );
    let button = json!({"content": "press", "components": [{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "go", "custom_id": "k".repeat(limits::CUSTOM_ID + 1)}
    ]}]});
    let (status, answer) = raw(&fake, "POST", &path, &button).await;
    assert_eq!(status, 400);
    assert!(
        answer["errors"]["components"]["0"]["components"]["0"]["custom_id"]["_errors"].is_array(),
        "{answer}"
    );
    // Ephemeral is for interaction answers only.
    let (status, _) = raw(&fake, "POST", &path, &json!({"content": "hi", "flags": 64})).await;
    assert_eq!(status, 400);
    // Two buttons of one message never share an id.
    let twins = json!({"content": "twins", "components": [{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "a", "custom_id": "ks:same"},
        {"type": 2, "style": 1, "label": "b", "custom_id": "ks:same"}
    ]}]});
    let (status, answer) = raw(&fake, "POST", &path, &twins).await;
    assert_eq!(status, 400);
    assert!(
        answer
            .to_string()
            .contains("COMPONENT_CUSTOM_ID_DUPLICATED"),
        "{answer}"
    );
    // An interaction nobody answered has no follow-up.
    let (status, answer) = raw(
        &fake,
        "POST",
        "webhooks/1/token-77",
        &json!({"content": "late"}),
    )
    .await;
    assert_eq!((status, answer["code"].clone()), (404, json!(10015)));
    assert_eq!(fake.refused().len(), 6);
    // Commands Discord does not register: each alone in a list that is
    // otherwise fine.
    let register = format!("applications/{APP_ID}/commands");
    let fine = json!({"name": "roll", "type": 1, "description": "Roll a die", "options": [
        {"name": "faces", "type": 4, "description": "How many faces", "min_value": 2, "max_value": 100}
    ]});
    let (status, _) = raw(&fake, "PUT", &register, &json!([fine])).await;
    assert_eq!(status, 200, "a fine command is registered");
    let many: Vec<serde_json::Value> = (0..26)
        .map(|i| json!({"name": format!("o{i}"), "type": 3, "description": "x"}))
        .collect();
    for (what, command, code) in [
        (
            "an upper-case name",
            json!({"name": "Roll", "description": "Roll a die"}),
            "APPLICATION_COMMAND_INVALID_NAME",
        ),
        (
            "an empty description",
            json!({"name": "roll", "description": ""}),
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            "26 options",
            json!({"name": "roll", "description": "Roll", "options": many}),
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            "autocomplete with choices",
            json!({"name": "roll", "description": "Roll", "options": [{"name": "die", "type": 3, "description": "Which",
                "autocomplete": true, "choices": [{"name": "d6", "value": "d6"}]}]}),
            "APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_AND_CHOICES",
        ),
        (
            "an integer's bound as a float",
            json!({"name": "roll", "description": "Roll", "options": [{"name": "faces", "type": 4, "description": "How many",
                "min_value": 1.0}]}),
            "BASE_TYPE_BAD_INT",
        ),
    ] {
        let (status, answer) = raw(&fake, "PUT", &register, &json!([command])).await;
        assert_eq!(status, 400, "{what}");
        assert!(answer.to_string().contains(code), "{what}: {answer}");
    }
    // Threads: a name of 101 characters, a type that is none.
    let threads = format!("channels/{channel}/threads");
    for (what, thread) in [
        ("a long name", json!({"name": "t".repeat(101), "type": 11})),
        ("an unknown type", json!({"name": "game", "type": 3})),
    ] {
        let (status, _) = raw(&fake, "POST", &threads, &thread).await;
        assert_eq!(status, 400, "{what}");
    }
    // Components: a button without style or id, a menu asking at least
    // more than at most.
    for (what, component) in [
        (
            "a button without a style",
            json!({"type": 2, "label": "go", "custom_id": "ks:go"}),
        ),
        (
            "a button without an id",
            json!({"type": 2, "style": 1, "label": "go"}),
        ),
        (
            "min_values above max_values",
            json!({"type": 3, "custom_id": "ks:m", "min_values": 3, "max_values": 2,
                "options": [{"label": "a", "value": "a"}, {"label": "b", "value": "b"}, {"label": "c", "value": "c"}]}),
        ),
    ] {
        let message =
            json!({"content": "x", "components": [{"type": 1, "components": [component]}]});
        let (status, _) = raw(&fake, "POST", &path, &message).await;
        assert_eq!(status, 400, "{what}");
    }
    // An attachment entry with no file; a message that says nothing.
    let ghost = json!({"content": "see", "attachments": [{"id": 0, "filename": "board.png"}]});
    let (status, answer) = raw(&fake, "POST", &path, &ghost).await;
    assert_eq!(status, 400);
    assert!(
        answer.to_string().contains("ATTACHMENT_NOT_FOUND"),
        "{answer}"
    );
    let (status, answer) = raw(&fake, "POST", &path, &json!({"content": ""})).await;
    assert_eq!((status, answer["code"].clone()), (400, json!(50006)));
    assert_eq!(fake.refused().len(), 6 + 5 + 2 + 3 + 2);
    assert!(
        posted(&fake.calls(), channel, "").is_empty(),
        "nothing refused is posted"
    );
    // What fits is posted.
    let fits = "y".repeat(limits::CONTENT);
    let (status, _) = raw(&fake, "POST", &path, &json!({"content": fits})).await;
    assert_eq!(status, 200);
    assert_eq!(posted(&fake.calls(), channel, "").len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_discord_that_never_answers_is_waited_for_aloud_and_sigterm_still_stops_cleanly() {
    // Every request at start-up says what it waits for, gives up after
    // `discord_timeout` and says so; SIGTERM at any point stops cleanly.
    let (clean, log) = against_silence(
        "silent-api",
        &[],
        &[
            "asking Discord for the gateway's address",
            "asking Discord how many shards to run",
            "did not answer within 1s",
        ],
    )
    .await;
    assert!(clean, "a clean stop: {log}");
    assert!(log.contains("the store is flushed"), "{log}");
    // With shards set, the next wait is the gateway's: it answers or not.
    let (clean, log) = against_silence(
        "silent-gateway",
        &[("KEYSTONE_SHARDS", "0/1")],
        &[
            "Discord's gateway at ws://127.0.0.1:",
            "did not answer within 1s",
        ],
    )
    .await;
    assert!(clean, "a clean stop: {log}");
    assert!(log.contains("the store is flushed"), "{log}");
}
