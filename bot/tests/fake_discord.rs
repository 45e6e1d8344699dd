//! The fake Discord is as strict as Discord on every route: who may call
//! it (the `User-Agent` every client must send, the bot's token, a user's
//! OAuth2 token, the application's client credentials, or nothing where an
//! interaction's token is enough), which callback answers which
//! interaction, what an Entry Point command may be; and every refusal is
//! one a test did not expect unless it says so. Raw calls, as a client of
//! Discord's would make them; no bot runs here. What Discord documents for
//! apps installed to users (group DMs, five follow-ups, a token's 15
//! minutes, servers the app is not in) is checked in `fake_discord/installs.rs`.

mod components_v2;
mod installs;

use crate::support;

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use support::fake::{APP_ID, BOT_TOKEN, CLIENT_SECRET, USER_AGENT};
use support::*;
use tokio_tungstenite::tungstenite::Message as Frame;

/// How a raw call presents itself.
#[derive(Clone, Copy)]
struct As<'a> {
    agent: Option<&'a str>,
    authorization: Option<&'a str>,
}

/// A well-behaved client with no token.
const ANYONE: As<'static> = As {
    agent: Some(USER_AGENT),
    authorization: None,
};

/// The bot's `Authorization` header.
fn bot_authorization() -> String {
    format!("Bot {BOT_TOKEN}")
}

/// `method /api/v10/path` with `body` as JSON: the status and the JSON
/// answer (`null` for none).
async fn call(
    fake: &Fake,
    who: As<'_>,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> (u16, Value) {
    let url = format!("{}/api/v10/{path}", fake.url());
    let mut request = reqwest::Client::new().request(method.parse().unwrap(), url);
    if let Some(agent) = who.agent {
        request = request.header("User-Agent", agent);
    }
    if let Some(authorization) = who.authorization {
        request = request.header("Authorization", authorization);
    }
    if let Some(body) = body {
        request = request
            .header("Content-Type", "application/json")
            .body(body.to_string());
    }
    let answer = request.send().await.unwrap();
    let status = answer.status().as_u16();
    let text = answer.text().await.unwrap();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// `POST oauth2/token` with `form` and an optional `Authorization`.
async fn token(fake: &Fake, authorization: Option<&str>, form: &[(&str, &str)]) -> (u16, Value) {
    let mut request = reqwest::Client::new()
        .post(format!("{}/api/v10/oauth2/token", fake.url()))
        .header("User-Agent", USER_AGENT)
        .form(form);
    if let Some(authorization) = authorization {
        request = request.header("Authorization", authorization);
    }
    let answer = request.send().await.unwrap();
    let status = answer.status().as_u16();
    let text = answer.text().await.unwrap();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// Discord's 401.
fn unauthorized() -> Value {
    json!({"message": "401: Unauthorized", "code": 0})
}

/// A gateway connection as a bot's, identified on shard 0 of 1, so that
/// the fake has somewhere to send interactions; the events it receives are
/// read and dropped.
async fn gateway(fake: &Fake) {
    let (mut socket, _) = tokio_tungstenite::connect_async(format!("ws://{}/", fake.addr()))
        .await
        .unwrap();
    let identify = json!({"op": 2, "d": {"token": BOT_TOKEN, "intents": 1, "shard": [0, 1],
        "properties": {"os": "linux", "browser": "test", "device": "test"}}});
    socket
        .send(Frame::Text(identify.to_string()))
        .await
        .unwrap();
    // READY, after HELLO.
    loop {
        let Some(Ok(Frame::Text(text))) = socket.next().await else {
            panic!("the gateway closed before READY");
        };
        if serde_json::from_str::<Value>(&text).unwrap()["t"] == "READY" {
            break;
        }
    }
    tokio::spawn(async move { while socket.next().await.is_some() {} });
}

/// Answers interaction `(id, interaction)`, injected now, with each
/// callback of `callbacks` in turn (with no token, as an interaction's
/// token is enough): their statuses and answers.
async fn answer_with(
    fake: &Fake,
    (id, interaction): (u64, Value),
    callbacks: &[Value],
) -> Vec<(u16, Value)> {
    fake.interact(interaction);
    let path = format!("interactions/{id}/token-{id}/callback");
    let mut answers = Vec::new();
    for callback in callbacks {
        answers.push(call(fake, ANYONE, "POST", &path, Some(callback)).await);
    }
    answers
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_call_must_name_its_client() {
    let fake = Fake::start().await;
    fake.expect_refusals();
    let bot = bot_authorization();
    let bot = bot.as_str();
    let message = json!({"content": "hello"});
    // No User-Agent, a browser's, a library's own, and ones that are not
    // `DiscordBot ($url, $versionNumber)`: Cloudflare's 403 (40333), on
    // routes with a token and without.
    for agent in [
        None,
        Some("Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0"),
        Some("reqwest/0.12"),
        Some("DiscordBot"),
        Some("DiscordBot (https://example.org)"),
        Some("DiscordBot (, 1.0)"),
        Some("DiscordBot (https://example.org, )"),
    ] {
        let who = As {
            agent,
            authorization: Some(bot),
        };
        let (status, answer) =
            call(&fake, who, "POST", "channels/5/messages", Some(&message)).await;
        assert_eq!(
            (status, &answer),
            (
                403,
                &json!({"message": "internal network error", "code": 40333})
            ),
            "{agent:?}"
        );
        let (status, _) = call(&fake, As { agent, ..ANYONE }, "GET", "gateway", None).await;
        assert_eq!(status, 403, "{agent:?}");
    }
    assert_eq!(fake.refused().len(), 14);
    assert!(
        fake.calls().is_empty(),
        "nothing refused is recorded as made"
    );
    // What Discord asks for, and with more after it, as it allows.
    for agent in [
        USER_AGENT,
        "DiscordBot (https://github.com/serenity-rs/serenity, 0.12.5)",
        "DiscordBot (https://github.com/serenity-rs/serenity, 0.12.5) Keystone/0.1.0",
    ] {
        let who = As {
            agent: Some(agent),
            authorization: Some(bot),
        };
        let (status, _) = call(&fake, who, "POST", "channels/5/messages", Some(&message)).await;
        assert_eq!(status, 200, "{agent}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_route_takes_the_token_discord_asks_for() {
    let fake = Fake::start().await;
    fake.expect_refusals();
    let bot = bot_authorization();
    let bot = bot.as_str();
    let user_token = {
        let code = fake.authorize(ALICE.id, APP_ID, Duration::ZERO);
        let form = [
            ("client_id", APP_ID.to_string()),
            ("client_secret", CLIENT_SECRET.to_owned()),
            ("grant_type", "authorization_code".to_owned()),
            ("code", code),
        ];
        let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let (status, answer) = token(&fake, None, &form).await;
        assert_eq!(status, 200, "{answer}");
        format!("Bearer {}", answer["access_token"].as_str().unwrap())
    };
    let another_bot = "Bot NzAwMDAwMDAwMDAwMDAwMDAy.Gfake0.another-bots-token";
    let message = json!({"content": "hello"});
    let commands = json!([{"name": "roll", "type": 1, "description": "Roll a die"}]);
    let register = format!("applications/{APP_ID}/commands");
    // Routes of the bot: its token only. No token, another bot's, one
    // that is not a token, a user's: 401.
    let routes: [(&str, &str, Option<&Value>); 6] = [
        ("POST", "channels/5/messages", Some(&message)),
        (
            "POST",
            "channels/5/threads",
            Some(&json!({"name": "game", "type": 11})),
        ),
        ("PUT", register.as_str(), Some(&commands)),
        ("GET", "gateway/bot", None),
        ("GET", "oauth2/applications/@me", None),
        ("GET", "applications/@me", None),
    ];
    for (method, path, body) in routes {
        for authorization in [
            None,
            Some(another_bot),
            Some("Bot nonsense"),
            Some(BOT_TOKEN),
            Some(user_token.as_str()),
        ] {
            let who = As {
                authorization,
                ..ANYONE
            };
            let (status, answer) = call(&fake, who, method, path, body).await;
            assert_eq!(
                (status, &answer),
                (401, &unauthorized()),
                "{method} {path} as {authorization:?}"
            );
        }
        let who = As {
            authorization: Some(bot),
            ..ANYONE
        };
        let (status, answer) = call(&fake, who, method, path, body).await;
        assert_eq!(status, 200, "{method} {path}: {answer}");
    }
    assert_eq!(fake.refused().len(), 6 * 5);
    // `/users/@me`: the requester's account, the bot's with its token, the
    // user's with theirs; nobody's without one.
    let me = |authorization| As {
        authorization,
        ..ANYONE
    };
    let (status, answer) = call(&fake, me(None), "GET", "users/@me", None).await;
    assert_eq!((status, answer), (401, unauthorized()));
    let (status, answer) = call(&fake, me(Some("Bearer forged")), "GET", "users/@me", None).await;
    assert_eq!((status, answer), (401, unauthorized()));
    let (status, answer) = call(&fake, me(Some(bot)), "GET", "users/@me", None).await;
    assert_eq!(
        (status, &answer["id"], &answer["bot"]),
        (200, &json!(APP_ID.to_string()), &json!(true))
    );
    let (status, answer) = call(
        &fake,
        me(Some(user_token.as_str())),
        "GET",
        "users/@me",
        None,
    )
    .await;
    assert_eq!((status, &answer["id"]), (200, &json!(ALICE.id.to_string())));
    // The Activity's instance: the bot's token.
    fake.open_instance("i-1", 5, &[ALICE.id]);
    let instance = format!("applications/{APP_ID}/activity-instances/i-1");
    let (status, _) = call(&fake, me(Some(user_token.as_str())), "GET", &instance, None).await;
    assert_eq!(status, 401);
    let (status, answer) = call(&fake, me(Some(bot)), "GET", &instance, None).await;
    assert_eq!(
        (status, &answer["location"]["channel_id"]),
        (200, &json!("5"))
    );
    // A route Discord does not have: 404, refused.
    let refused = fake.refused().len();
    let (status, answer) = call(&fake, me(Some(bot)), "GET", "channels/5/nowhere", None).await;
    assert_eq!(
        (status, answer),
        (404, json!({"message": "404: Not Found", "code": 0}))
    );
    assert_eq!(fake.refused().len(), refused + 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interactions_token_is_enough_to_answer_it() {
    let fake = Fake::start().await;
    gateway(&fake).await;
    let (id, interaction) = play(&fake, ALICE, 5, "V1 a1");
    let deferred = json!({"type": 5, "data": {"flags": 64}});
    let answers = answer_with(&fake, (id, interaction), &[deferred]).await;
    assert_eq!(answers[0].0, 204, "{}", answers[0].1);
    let token = format!("token-{id}");
    let followup = format!("webhooks/{APP_ID}/{token}");
    let (status, _) = call(
        &fake,
        ANYONE,
        "POST",
        &followup,
        Some(&json!({"content": "done"})),
    )
    .await;
    assert_eq!(status, 200);
    let original = format!("{followup}/messages/@original");
    let (status, _) = call(
        &fake,
        ANYONE,
        "PATCH",
        &original,
        Some(&json!({"content": "done!"})),
    )
    .await;
    assert_eq!(status, 200);
    assert!(fake.refused().is_empty(), "{:?}", fake.refused());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_callback_answers_only_the_interactions_discord_allows_it_to() {
    let fake = Fake::start().await;
    fake.expect_refusals();
    gateway(&fake).await;
    let not_allowed = |answer: &Value| {
        assert_eq!(answer["code"], 50035, "{answer}");
        assert_eq!(
            answer["errors"]["type"]["_errors"][0]["code"], "INTERACTION_CALLBACK_TYPE_NOT_ALLOWED",
            "{answer}"
        );
    };
    let message = |kind: u64| json!({"type": kind, "data": {"content": "hi"}});
    let choices = json!({"type": 8, "data": {"choices": [{"name": "V1 a1", "value": "V1 a1"}]}});
    let modal = json!({"type": 9, "data": {"custom_id": "ks:m", "title": "Move", "components": [
        {"type": 1, "components": [{"type": 4, "custom_id": "ks:t", "label": "Move", "style": 1}]}]}});
    // A slash command: no update of a message (it has none), no choices,
    // no Activity (this application has none), no PONG, no PREMIUM_REQUIRED,
    // nothing that is a type; then a message is fine.
    let answers = answer_with(
        &fake,
        play(&fake, ALICE, 5, "V1 a1"),
        &[
            json!({"type": 7, "data": {"content": "hi"}}),
            json!({"type": 6}),
            choices.clone(),
            json!({"type": 12}),
            json!({"type": 1}),
            json!({"type": 10}),
            json!({"type": 99}),
            json!({"data": {"content": "hi"}}),
            message(4),
        ],
    )
    .await;
    for (status, answer) in &answers[..6] {
        assert_eq!(*status, 400, "{answer}");
        not_allowed(answer);
    }
    for (status, answer) in &answers[6..8] {
        assert_eq!(*status, 400, "{answer}");
        assert_eq!(
            answer["errors"]["type"]["_errors"][0]["code"], "BASE_TYPE_CHOICES",
            "{answer}"
        );
    }
    assert_eq!(answers[8].0, 204, "{}", answers[8].1);
    // A click: no choices; an update of its message is fine, and so is a
    // modal.
    let answers = answer_with(
        &fake,
        click(&fake, ALICE, 5, "ks:go"),
        &[
            choices.clone(),
            json!({"type": 7, "data": {"content": "updated"}}),
        ],
    )
    .await;
    not_allowed(&answers[0].1);
    assert_eq!(answers[1].0, 204, "{}", answers[1].1);
    let answers = answer_with(
        &fake,
        click(&fake, ALICE, 5, "ks:go2"),
        std::slice::from_ref(&modal),
    )
    .await;
    assert_eq!(
        answers[0].0, 204,
        "a click may open a modal: {}",
        answers[0].1
    );
    // An autocomplete: only choices.
    let answers = answer_with(
        &fake,
        complete_play(&fake, ALICE, 5, "V"),
        &[
            message(4),
            json!({"type": 5}),
            json!({"type": 7, "data": {}}),
            modal,
            choices,
        ],
    )
    .await;
    for (status, answer) in &answers[..4] {
        assert_eq!(*status, 400, "{answer}");
        not_allowed(answer);
    }
    assert_eq!(answers[4].0, 204, "{}", answers[4].1);
    assert_eq!(fake.refused().len(), 8 + 1 + 4);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_entry_point_is_named_and_described_as_any_command() {
    let fake = Fake::start().await;
    fake.expect_refusals();
    fake.enable_activities();
    let register = format!("applications/{APP_ID}/commands");
    let bot = bot_authorization();
    let bot = bot.as_str();
    let who = As {
        authorization: Some(bot),
        ..ANYONE
    };
    let roll = json!({"name": "roll", "type": 1, "description": "Roll a die"});
    let entry = |changes: Value| {
        let mut entry = json!({"name": "launch", "type": 4, "description": "Open the board", "handler": 2,
            "name_localizations": {"fr": "lancer"}, "description_localizations": {"fr": "Ouvrir le plateau"}});
        for (key, value) in changes.as_object().unwrap() {
            entry[key] = value.clone();
        }
        json!([roll, entry])
    };
    // Accepted: either handler (the app's own, or Discord's launch), none
    // said, and a name in capitals as Discord's default "Launch".
    for (what, changes) in [
        ("APP_HANDLER", json!({"handler": 1})),
        ("DISCORD_LAUNCH_ACTIVITY", json!({})),
        ("no handler said", json!({"handler": null})),
        ("Discord's own name", json!({"name": "Launch"})),
    ] {
        let (status, answer) = call(&fake, who, "PUT", &register, Some(&entry(changes))).await;
        assert_eq!(status, 200, "{what}: {answer}");
    }
    assert!(fake.refused().is_empty(), "{:?}", fake.refused());
    // Refused, at the Entry Point's place in the list.
    for (what, changes, field) in [
        ("a handler that is none", json!({"handler": 3}), "handler"),
        ("no name", json!({"name": ""}), "name"),
        (
            "a name of 33 characters",
            json!({"name": "l".repeat(33)}),
            "name",
        ),
        ("no description", json!({"description": ""}), "description"),
        (
            "a description of 101 characters",
            json!({"description": "d".repeat(101)}),
            "description",
        ),
        (
            "a language Discord does not have",
            json!({"name_localizations": {"xx": "lancer"}}),
            "name_localizations",
        ),
        (
            "a French name of 33 characters",
            json!({"name_localizations": {"fr": "l".repeat(33)}}),
            "name_localizations",
        ),
        (
            "an empty Polish description",
            json!({"description_localizations": {"pl": ""}}),
            "description_localizations",
        ),
        (
            "options",
            json!({"options": [{"name": "x", "type": 3, "description": "x"}]}),
            "options",
        ),
    ] {
        let (status, answer) = call(&fake, who, "PUT", &register, Some(&entry(changes))).await;
        assert_eq!(
            (status, &answer["code"]),
            (400, &json!(50035)),
            "{what}: {answer}"
        );
        assert!(answer["errors"]["1"][field].is_object(), "{what}: {answer}");
    }
    assert_eq!(fake.refused().len(), 9);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn client_credentials_go_in_the_form_or_by_http_basic() {
    use base64::Engine as _;
    let fake = Fake::start().await;
    fake.expect_refusals();
    let basic = |id: &str, secret: &str| {
        let pair = format!("{id}:{secret}");
        format!(
            "Basic {}",
            base64::engine::general_purpose::STANDARD.encode(pair)
        )
    };
    let app = APP_ID.to_string();
    let code = || fake.authorize(ALICE.id, APP_ID, Duration::ZERO);
    // By HTTP Basic, as Discord's own example does.
    let first = code();
    let form = [
        ("grant_type", "authorization_code"),
        ("code", first.as_str()),
    ];
    let (status, answer) = token(&fake, Some(&basic(&app, CLIENT_SECRET)), &form).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["token_type"], "Bearer");
    // In the form.
    let second = code();
    let form = [
        ("client_id", app.as_str()),
        ("client_secret", CLIENT_SECRET),
        ("grant_type", "authorization_code"),
        ("code", second.as_str()),
    ];
    let (status, answer) = token(&fake, None, &form).await;
    assert_eq!(status, 200, "{answer}");
    assert!(fake.refused().is_empty(), "{:?}", fake.refused());
    // A wrong secret either way, no credentials, the bot's token instead:
    // invalid_client, each refusal kept.
    let third = code();
    let wrong = basic(&app, "not-the-secret");
    let form = [
        ("grant_type", "authorization_code"),
        ("code", third.as_str()),
    ];
    for authorization in [
        Some(wrong.as_str()),
        None,
        Some(&format!("Bot {BOT_TOKEN}")),
    ] {
        let (status, answer) = token(&fake, authorization, &form).await;
        assert_eq!(
            (status, &answer["error"]),
            (401, &json!("invalid_client")),
            "{authorization:?}"
        );
    }
    let form = [
        ("client_id", app.as_str()),
        ("client_secret", "not-the-secret"),
        ("grant_type", "authorization_code"),
        ("code", third.as_str()),
    ];
    let (status, _) = token(&fake, None, &form).await;
    assert_eq!(status, 401);
    let refused = fake.refused();
    assert_eq!(refused.len(), 4);
    assert!(refused.iter().all(|(call, _)| call.path == "oauth2/token"));
}

/// A refusal nobody expected fails the test when the fake goes, OAuth2's
/// as any other.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oauth2_refusal_nobody_expected_fails_the_test() {
    let fake = Fake::start().await;
    let (status, _) = token(
        &fake,
        None,
        &[("grant_type", "authorization_code"), ("code", "forged")],
    )
    .await;
    assert_eq!(status, 401);
    let dropped = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| drop(fake)));
    let said = dropped.expect_err("dropping the fake fails the test");
    let said = said.downcast_ref::<String>().cloned().unwrap_or_default();
    assert!(said.contains("POST oauth2/token"), "{said}");
}

/// `POST /api/v10/path` as multipart: `payload` as `payload_json`, then
/// each file as `files[n]`, as a client uploads a message's attachments.
async fn upload(fake: &Fake, path: &str, payload: &Value, files: &[(&str, &[u8])]) -> (u16, Value) {
    send_form(fake, "POST", path, payload, files).await
}

/// `method /api/v10/path` as multipart (see [`upload`]).
async fn send_form(
    fake: &Fake,
    method: &str,
    path: &str,
    payload: &Value,
    files: &[(&str, &[u8])],
) -> (u16, Value) {
    const BOUNDARY: &str = "keystone-test-boundary";
    let mut body = format!(
        "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"payload_json\"\r\nContent-Type: application/json\r\n\r\n{payload}\r\n"
    )
    .into_bytes();
    for (n, (name, bytes)) in files.iter().enumerate() {
        body.extend(format!(
            "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"files[{n}]\"; filename=\"{name}\"\r\nContent-Type: image/png\r\n\r\n"
        ).into_bytes());
        body.extend_from_slice(bytes);
        body.extend_from_slice(b"\r\n");
    }
    body.extend(format!("--{BOUNDARY}--\r\n").into_bytes());
    let answer = reqwest::Client::new()
        .request(
            method.parse().unwrap(),
            format!("{}/api/v10/{path}", fake.url()),
        )
        .header("User-Agent", USER_AGENT)
        .header(
            "Content-Type",
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .body(body)
        .send()
        .await
        .unwrap();
    let status = answer.status().as_u16();
    let text = answer.text().await.unwrap();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// An attachment's description holds at most 1,024 characters, as Discord
/// documents; and a file Keystone sends without one is noticed (Keystone's
/// own rule: every picture says what it holds, for screen readers).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_attachments_description_is_at_most_1024_characters() {
    let fake = Fake::start().await;
    gateway(&fake).await;
    let (id, interaction) = play(&fake, ALICE, 5, "V1 a1");
    let deferred = json!({"type": 5, "data": {}});
    let answers = answer_with(&fake, (id, interaction), &[deferred]).await;
    assert_eq!(answers[0].0, 204, "{}", answers[0].1);
    let followup = format!("webhooks/{APP_ID}/token-{id}");
    let with = |description: String| {
        json!({
            "content": "the board",
            "attachments": [{"id": 0, "filename": "board.png", "description": description}],
        })
    };
    let png: &[u8] = b"\x89PNG\r\n\x1a\n";
    let (status, refusal) = upload(
        &fake,
        &followup,
        &with("é".repeat(1025)),
        &[("board.png", png)],
    )
    .await;
    assert_eq!(status, 400, "{refusal}");
    assert_eq!(refusal["code"], 50035);
    assert_eq!(
        refusal["errors"]["attachments"]["0"]["description"]["_errors"][0]["code"],
        "BASE_TYPE_MAX_LENGTH"
    );
    let (status, _) = upload(
        &fake,
        &followup,
        &with("é".repeat(1024)),
        &[("board.png", png)],
    )
    .await;
    assert_eq!(status, 200);
    assert!(fake.undescribed().is_empty(), "{:?}", fake.undescribed());
    let bare = json!({"content": "the board", "attachments": [{"id": 0, "filename": "board.png"}]});
    let (status, _) = upload(&fake, &followup, &bare, &[("board.png", png)]).await;
    assert_eq!(status, 200, "Discord takes a file without a description");
    assert_eq!(fake.undescribed().len(), 1);
    fake.expect_refusals();
    fake.expect_undescribed();
}
