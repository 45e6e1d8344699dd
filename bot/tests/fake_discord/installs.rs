//! What Discord documents for an app installed to users: its bot is not in
//! the group DMs it is used in (nor in servers the app is not installed
//! in), its interactions there come through a user's install, its
//! commands reach only where they were registered for, it makes at most
//! five follow-up messages, an interaction's token lasts 15 minutes, and
//! a member without `USE_EXTERNAL_APPS` sees its answers alone. Raw calls;
//! no bot runs here.

use std::panic::AssertUnwindSafe;
use std::time::Duration;

use serde_json::{Value, json};

use super::{ANYONE, As, answer_with, bot_authorization, call, gateway};
use crate::support::fake::{APP_ID, PRIVATE_APP_PERMISSIONS, USE_EXTERNAL_APPS};
use crate::support::*;

/// A group DM.
const GROUP: u64 = 40;
/// A server the app is not installed in, and a channel of it.
const ELSEWHERE: u64 = 600_000_000_000_000_009;
const ELSEWHERE_CHANNEL: u64 = 77;

/// `method path` with the bot's token.
async fn as_bot(fake: &Fake, method: &str, path: &str, body: Option<&Value>) -> (u16, Value) {
    let bot = bot_authorization();
    let who = As {
        authorization: Some(&bot),
        ..ANYONE
    };
    call(fake, who, method, path, body).await
}

/// `method path` with interaction `id`'s token (under its webhook).
async fn with_token(
    fake: &Fake,
    id: u64,
    method: &str,
    rest: &str,
    body: Option<&Value>,
) -> (u16, Value) {
    let path = format!("webhooks/{APP_ID}/token-{id}{rest}");
    call(fake, ANYONE, method, &path, body).await
}

/// `/play` and `/game` with `fields` (`integration_types`, `contexts`).
fn commands(fields: &Value) -> Value {
    let mut list = json!([
        {"name": "play", "type": 1, "description": "Play a move",
            "options": [{"name": "action", "type": 3, "description": "The move"}]},
        {"name": "game", "type": 1, "description": "Board games",
            "options": [{"name": "new", "type": 1, "description": "A new game"}]}
    ]);
    for command in list.as_array_mut().unwrap() {
        for (key, value) in fields.as_object().unwrap() {
            command[key] = value.clone();
        }
    }
    list
}

/// Registers `commands` globally; Discord's status.
async fn register(fake: &Fake, commands: &Value) -> u16 {
    let path = format!("applications/{APP_ID}/commands");
    let (status, answer) = as_bot(fake, "PUT", &path, Some(commands)).await;
    if status != 200 {
        eprintln!("registration refused: {answer}");
    }
    status
}

/// Commands for both installs, in every context.
fn everywhere() -> Value {
    commands(&json!({"integration_types": [0, 1], "contexts": [0, 1, 2]}))
}

/// Why Discord would not deliver `interaction` (the fake's panic).
fn undelivered(fake: &Fake, (_, interaction): (u64, Value)) -> String {
    let delivered = std::panic::catch_unwind(AssertUnwindSafe(|| fake.interact(interaction)));
    let said = delivered.expect_err("Discord would not deliver it");
    said.downcast_ref::<String>().cloned().unwrap_or_default()
}

fn id_of(p: Player) -> Value {
    json!(p.id.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_cannot_post_in_a_group_dm_it_is_not_in() {
    let fake = Fake::start().await;
    fake.expect_refusals();
    fake.group_dm(GROUP, &[ALICE.id, BOB.id]);
    let message = json!({"content": "hello"});
    let thread = json!({"name": "game", "type": 11});
    for (route, body) in [("messages", &message), ("threads", &thread)] {
        let (status, answer) = as_bot(
            &fake,
            "POST",
            &format!("channels/{GROUP}/{route}"),
            Some(body),
        )
        .await;
        assert_eq!(
            (status, answer),
            (403, json!({"message": "Missing Access", "code": 50001})),
            "{route}"
        );
        // A server's channel, as before.
        let (status, answer) =
            as_bot(&fake, "POST", &format!("channels/5/{route}"), Some(body)).await;
        assert_eq!(status, 200, "{route}: {answer}");
    }
    assert_eq!(fake.refused().len(), 2);
    assert_eq!(fake.calls().len(), 2, "nothing refused is recorded as made");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_dm_interaction_comes_through_a_users_install() {
    let fake = Fake::start().await;
    gateway(&fake).await;
    fake.group_dm(GROUP, &[ALICE.id, BOB.id, EVE.id]);
    fake.install_for_user(ALICE.id);
    assert_eq!(register(&fake, &everywhere()).await, 200);
    let (id, interaction) = new_game(&fake, ALICE, BOB, GROUP);
    // As Discord sends it: no server, the user (not a member), the group
    // DM and its recipients, context PRIVATE_CHANNEL, Alice's install,
    // the (G)DM's permissions.
    for absent in ["guild_id", "member", "guild_locale", "guild"] {
        assert!(interaction.get(absent).is_none(), "{absent}: {interaction}");
    }
    assert!(
        interaction["data"].get("guild_id").is_none(),
        "{interaction}"
    );
    assert_eq!(interaction["user"]["id"], id_of(ALICE));
    assert_eq!(interaction["channel"]["id"], json!(GROUP.to_string()));
    assert_eq!(interaction["channel"]["type"], 3);
    let recipients: Vec<&Value> = interaction["channel"]["recipients"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| &r["id"])
        .collect();
    assert_eq!(recipients, [&id_of(ALICE), &id_of(BOB), &id_of(EVE)]);
    assert_eq!(interaction["context"], 2);
    assert_eq!(
        interaction["authorizing_integration_owners"],
        json!({"1": ALICE.id.to_string()})
    );
    assert_eq!(interaction["app_permissions"], "180224");
    assert_eq!(PRIVATE_APP_PERMISSIONS, 180_224);
    let offer = json!({"type": 4, "data": {"content": "A game?", "components": [
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "Accept", "custom_id": "ks:accept:1"}]}]}});
    let answers = answer_with(&fake, (id, interaction), &[offer]).await;
    assert_eq!(answers[0].0, 204, "{}", answers[0].1);
    // Bob did not install the app: he may click Alice's message, through
    // her install; Eve, who did, clicks through Alice's too (the message's).
    fake.install_for_user(EVE.id);
    for clicker in [BOB, EVE] {
        let (id, clicked) = click(&fake, clicker, GROUP, "ks:accept:1");
        assert_eq!(clicked["user"]["id"], id_of(clicker));
        assert_eq!(
            clicked["authorizing_integration_owners"],
            json!({"1": ALICE.id.to_string()})
        );
        assert_eq!(clicked["context"], 2);
        let update = json!({"type": 7, "data": {"content": "Accepted"}});
        let answers = answer_with(&fake, (id, clicked), &[update]).await;
        assert_eq!(answers[0].0, 204, "{}", answers[0].1);
    }
    // Discord offers Bob none of the app's commands there, nor their
    // autocomplete; and nobody outside the group DM interacts in it.
    let said = undelivered(&fake, play(&fake, BOB, GROUP, "V1 a1"));
    assert!(said.contains("fake.install_for_user"), "{said}");
    let said = undelivered(&fake, complete_play(&fake, BOB, GROUP, "V"));
    assert!(said.contains("fake.install_for_user"), "{said}");
    let said = undelivered(&fake, click(&fake, player(9), GROUP, "ks:accept:1"));
    assert!(said.contains("is not in group DM"), "{said}");
    assert!(fake.refused().is_empty(), "{:?}", fake.refused());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_reaches_only_where_it_was_registered_for() {
    let fake = Fake::start().await;
    gateway(&fake).await;
    fake.group_dm(GROUP, &[ALICE.id, BOB.id]);
    fake.install_for_user(ALICE.id);
    let owners =
        |(_, interaction): &(u64, Value)| interaction["authorizing_integration_owners"].clone();
    let guild = GUILD.to_string();
    let alice = ALICE.id.to_string();
    // Nothing registered: no command in a group DM (in a server, the
    // fake's own tests inject commands without registering them).
    let said = undelivered(&fake, play(&fake, ALICE, GROUP, "V1 a1"));
    assert!(
        said.contains("registered no global command /play"),
        "{said}"
    );
    // Neither field said: the app's installs (both), and Discord's
    // default contexts, GUILD and BOT_DM: not a group DM. In a server,
    // through its install and Alice's.
    assert_eq!(register(&fake, &commands(&json!({}))).await, 200);
    let said = undelivered(&fake, play(&fake, ALICE, GROUP, "V1 a1"));
    assert!(said.contains("PRIVATE_CHANNEL"), "{said}");
    let alices = play(&fake, ALICE, 5, "V1 a1");
    assert_eq!(owners(&alices), json!({"0": guild, "1": alice}));
    fake.interact(alices.1);
    let bobs = play(&fake, BOB, 5, "V1 a1");
    assert_eq!(owners(&bobs), json!({"0": guild}));
    fake.interact(bobs.1);
    // For the server's install only: not a user's.
    let only_servers = commands(&json!({"integration_types": [0], "contexts": [0, 1, 2]}));
    assert_eq!(register(&fake, &only_servers).await, 200);
    let said = undelivered(&fake, play(&fake, ALICE, GROUP, "V1 a1"));
    assert!(said.contains("integration_types are [0]"), "{said}");
    assert_eq!(owners(&play(&fake, ALICE, 5, "V1 a1")), json!({"0": guild}));
    // In private channels only: the group DM, not a server.
    let private = commands(&json!({"integration_types": [0, 1], "contexts": [2]}));
    assert_eq!(register(&fake, &private).await, 200);
    fake.interact(play(&fake, ALICE, GROUP, "V1 a1").1);
    let said = undelivered(&fake, play(&fake, BOB, 5, "V1 a1"));
    assert!(said.contains("GUILD context"), "{said}");
    // For users' installs only: in a server, only who installed it.
    let users = commands(&json!({"integration_types": [1], "contexts": [0, 2]}));
    assert_eq!(register(&fake, &users).await, 200);
    let alices = play(&fake, ALICE, 5, "V1 a1");
    assert_eq!(owners(&alices), json!({"1": alice}));
    fake.interact(alices.1);
    let said = undelivered(&fake, play(&fake, BOB, 5, "V1 a1"));
    assert!(said.contains("did not install the app"), "{said}");
    // The deprecated `dm_permission: false` is GUILD alone, and the
    // user-installed app is offered in no group DM.
    let guild_only = commands(&json!({"dm_permission": false, "integration_types": [0, 1]}));
    assert_eq!(register(&fake, &guild_only).await, 200);
    let said = undelivered(&fake, game(&fake, ALICE, GROUP, "new", &json!([]), &[]));
    assert!(said.contains("its contexts are [0]"), "{said}");
    assert!(fake.refused().is_empty(), "{:?}", fake.refused());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_registration_says_where_its_commands_go_in_values_discord_knows() {
    let fake = Fake::start().await;
    fake.expect_refusals();
    let global = format!("applications/{APP_ID}/commands");
    let server = format!("applications/{APP_ID}/guilds/{GUILD}/commands");
    let installs = |application: &Value| {
        let mut keys: Vec<String> = application["integration_types_config"]
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect();
        keys.sort();
        keys
    };
    let (status, application) = as_bot(&fake, "GET", "applications/@me", None).await;
    assert_eq!(
        (status, installs(&application)),
        (200, vec!["0".to_owned(), "1".to_owned()])
    );
    // Refused, at the place of the value in the first command.
    for (what, path, fields, at, code) in [
        (
            "an installation type that is none",
            &global,
            json!({"integration_types": [2]}),
            "/0/integration_types/0",
            "BASE_TYPE_CHOICES",
        ),
        (
            "a context that is none",
            &global,
            json!({"contexts": [0, 3]}),
            "/0/contexts/1",
            "BASE_TYPE_CHOICES",
        ),
        (
            "contexts that are no list",
            &global,
            json!({"contexts": 2}),
            "/0/contexts",
            "BASE_TYPE_ARRAY",
        ),
        (
            "a server's command in the bot's DMs",
            &server,
            json!({"contexts": [0, 1]}),
            "/0/contexts/1",
            "APPLICATION_COMMAND_CONTEXT_INVALID",
        ),
        (
            "a server's command in group DMs",
            &server,
            json!({"contexts": [2]}),
            "/0/contexts/0",
            "APPLICATION_COMMAND_CONTEXT_INVALID",
        ),
        (
            "a server's command for user installs",
            &server,
            json!({"integration_types": [0, 1]}),
            "/0/integration_types",
            "APPLICATION_COMMAND_INTEGRATION_TYPE_INVALID",
        ),
    ] {
        let (status, answer) = as_bot(&fake, "PUT", path, Some(&commands(&fields))).await;
        assert_eq!(
            (status, &answer["code"]),
            (400, &json!(50035)),
            "{what}: {answer}"
        );
        let error = answer["errors"]
            .pointer(&format!("{at}/_errors/0"))
            .cloned();
        assert_eq!(
            error.as_ref().map(|e| &e["code"]),
            Some(&json!(code)),
            "{what}: {answer}"
        );
    }
    assert_eq!(fake.refused().len(), 6);
    let (_, answer) = as_bot(
        &fake,
        "PUT",
        &server,
        Some(&commands(&json!({"contexts": [0, 1]}))),
    )
    .await;
    let said = &answer["errors"]["0"]["contexts"]["1"]["_errors"][0]["message"];
    assert_eq!(
        said,
        "Guild commands don't support the BOT_DM interaction context"
    );
    // Accepted: every value Discord knows, globally; GUILD_INSTALL and
    // GUILD in a server; nothing said (`contexts` may be null).
    for (path, fields) in [
        (
            &global,
            json!({"integration_types": [0, 1], "contexts": [0, 1, 2]}),
        ),
        (&global, json!({"contexts": null})),
        (&server, json!({"integration_types": [0], "contexts": [0]})),
        (&server, json!({})),
    ] {
        let (status, answer) = as_bot(&fake, "PUT", path, Some(&commands(&fields))).await;
        assert_eq!(status, 200, "{fields}: {answer}");
    }
    // User Install turned off: the application says so, and refuses it.
    fake.disable_user_install();
    let (_, application) = as_bot(&fake, "GET", "applications/@me", None).await;
    assert_eq!(installs(&application), vec!["0".to_owned()]);
    let both = commands(&json!({"integration_types": [0, 1]}));
    let (status, answer) = as_bot(&fake, "PUT", &global, Some(&both)).await;
    assert_eq!((status, &answer["code"]), (400, &json!(50035)), "{answer}");
    let said = answer["errors"]["0"]["integration_types"]["_errors"][0]["message"]
        .as_str()
        .unwrap_or("");
    assert!(said.contains("USER_INSTALL"), "{answer}");
    let servers = commands(&json!({"integration_types": [0]}));
    let (status, answer) = as_bot(&fake, "PUT", &global, Some(&servers)).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(fake.refused().len(), 8);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_installs_interaction_makes_at_most_five_followup_messages() {
    let fake = Fake::start().await;
    fake.expect_refusals();
    gateway(&fake).await;
    fake.group_dm(GROUP, &[ALICE.id, BOB.id]);
    fake.install_for_user(ALICE.id);
    assert_eq!(register(&fake, &everywhere()).await, 200);
    let hit = json!({"message": "This interaction has hit the maximum number of follow up messages", "code": 40094});
    let followup = |n: usize| json!({"content": format!("follow-up {n}")});
    // Answered at once: five follow-up messages, not a sixth; editing
    // them (or the answer) makes none.
    let (id, interaction) = play(&fake, ALICE, GROUP, "V1 a1");
    let answered = json!({"type": 4, "data": {"content": "played"}});
    let answers = answer_with(&fake, (id, interaction), &[answered]).await;
    assert_eq!(answers[0].0, 204, "{}", answers[0].1);
    let mut made = Vec::new();
    for n in 1..=5 {
        let (status, message) = with_token(&fake, id, "POST", "", Some(&followup(n))).await;
        assert_eq!(status, 200, "follow-up {n}: {message}");
        made.push(message["id"].as_str().unwrap().to_owned());
    }
    let (status, answer) = with_token(&fake, id, "POST", "", Some(&followup(6))).await;
    assert_eq!((status, answer), (400, hit.clone()));
    let edit = json!({"content": "edited"});
    let (status, _) = with_token(
        &fake,
        id,
        "PATCH",
        &format!("/messages/{}", made[0]),
        Some(&edit),
    )
    .await;
    assert_eq!(status, 200);
    let (status, _) = with_token(&fake, id, "PATCH", "/messages/@original", Some(&edit)).await;
    assert_eq!(status, 200);
    // Deferred: the first follow-up edits the "thinking…" (it makes no
    // message), then five follow-up messages, not a sixth.
    let (id, interaction) = play(&fake, ALICE, GROUP, "V1 a1");
    let answers = answer_with(&fake, (id, interaction), &[json!({"type": 5})]).await;
    assert_eq!(answers[0].0, 204, "{}", answers[0].1);
    for n in 0..=5 {
        let (status, message) = with_token(&fake, id, "POST", "", Some(&followup(n))).await;
        assert_eq!(status, 200, "follow-up {n}: {message}");
    }
    let (status, answer) = with_token(&fake, id, "POST", "", Some(&followup(6))).await;
    assert_eq!((status, answer), (400, hit));
    assert_eq!(fake.refused().len(), 2);
    // Through a server's install (Alice's too), as many as the app likes.
    let (id, interaction) = play(&fake, ALICE, 5, "V1 a1");
    assert_eq!(
        interaction["authorizing_integration_owners"],
        json!({"0": GUILD.to_string(), "1": ALICE.id.to_string()})
    );
    let answered = json!({"type": 4, "data": {"content": "played"}});
    let answers = answer_with(&fake, (id, interaction), &[answered]).await;
    assert_eq!(answers[0].0, 204, "{}", answers[0].1);
    for n in 1..=7 {
        let (status, message) = with_token(&fake, id, "POST", "", Some(&followup(n))).await;
        assert_eq!(status, 200, "follow-up {n}: {message}");
    }
    assert_eq!(fake.refused().len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interactions_token_lasts_fifteen_minutes() {
    let fake = Fake::start().await;
    fake.expect_refusals();
    gateway(&fake).await;
    let (id, interaction) = play(&fake, ALICE, 5, "V1 a1");
    let deferred = json!({"type": 5, "data": {"flags": 64}});
    let answers = answer_with(&fake, (id, interaction), &[deferred]).await;
    assert_eq!(answers[0].0, 204, "{}", answers[0].1);
    let say = |text: &str| json!({"content": text});
    let (status, _) = with_token(&fake, id, "POST", "", Some(&say("played"))).await;
    assert_eq!(status, 200);
    let (status, message) = with_token(&fake, id, "POST", "", Some(&say("and more"))).await;
    assert_eq!(status, 200);
    let message = format!("/messages/{}", message["id"].as_str().unwrap());
    // Nearly 15 minutes on: still good.
    fake.age_interaction(id, Duration::from_secs(14 * 60 + 50));
    let (status, answer) = with_token(
        &fake,
        id,
        "PATCH",
        "/messages/@original",
        Some(&say("edited")),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    // 15 minutes: every call with its token is refused.
    fake.age_interaction(id, Duration::from_secs(10));
    let expired = json!({"message": "Invalid Webhook Token", "code": 50027});
    let edit = say("edited again");
    for (method, rest, body) in [
        ("POST", "", Some(&edit)),
        ("PATCH", "/messages/@original", Some(&edit)),
        ("PATCH", message.as_str(), Some(&edit)),
        ("GET", message.as_str(), None),
        ("DELETE", message.as_str(), None),
        ("DELETE", "/messages/@original", None),
    ] {
        let (status, answer) = with_token(&fake, id, method, rest, body).await;
        assert_eq!((status, &answer), (401, &expired), "{method} {rest}");
    }
    assert_eq!(fake.refused().len(), 6);
    // Aged past its 3 seconds before an answer: unknown, as before.
    let (id, interaction) = play(&fake, ALICE, 5, "V1 a1");
    fake.interact(interaction);
    fake.age_interaction(id, Duration::from_secs(4));
    let path = format!("interactions/{id}/token-{id}/callback");
    let (status, answer) = call(&fake, ANYONE, "POST", &path, Some(&json!({"type": 5}))).await;
    assert_eq!((status, &answer["code"]), (404, &json!(10062)), "{answer}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_server_the_app_is_not_in_a_member_without_external_apps_sees_its_answers_alone() {
    let fake = Fake::start().await;
    fake.expect_refusals();
    gateway(&fake).await;
    fake.place(ELSEWHERE_CHANNEL, ELSEWHERE);
    fake.user_installs_only(ELSEWHERE);
    for p in [ALICE, BOB] {
        fake.install_for_user(p.id);
    }
    fake.withhold_external_apps(BOB.id);
    assert_eq!(register(&fake, &everywhere()).await, 200);
    // The bot is not a member there.
    let message = json!({"content": "hello"});
    let path = format!("channels/{ELSEWHERE_CHANNEL}/messages");
    let (status, answer) = as_bot(&fake, "POST", &path, Some(&message)).await;
    assert_eq!(
        (status, answer),
        (403, json!({"message": "Missing Access", "code": 50001}))
    );
    // Alice's command: through her install, in the server (context GUILD),
    // a member who may use external apps.
    let (id, interaction) = play(&fake, ALICE, ELSEWHERE_CHANNEL, "V1 a1");
    assert_eq!(interaction["guild_id"], json!(ELSEWHERE.to_string()));
    assert_eq!(interaction["context"], 0);
    assert_eq!(
        interaction["authorizing_integration_owners"],
        json!({"1": ALICE.id.to_string()})
    );
    assert!(
        interaction["data"].get("guild_id").is_none(),
        "{interaction}"
    );
    let permissions = |i: &Value| -> u64 {
        i["member"]["permissions"]
            .as_str()
            .unwrap()
            .parse()
            .unwrap()
    };
    assert_ne!(permissions(&interaction) & USE_EXTERNAL_APPS, 0);
    let public = json!({"type": 4, "data": {"content": "played"}});
    let answers = answer_with(&fake, (id, interaction), std::slice::from_ref(&public)).await;
    assert_eq!(answers[0].0, 204, "{}", answers[0].1);
    assert!(!fake.answer(id).await.ephemeral());
    // Bob may not use external apps: what the app shows him publicly only
    // he sees, answered at once, deferred or followed up.
    let (id, interaction) = play(&fake, BOB, ELSEWHERE_CHANNEL, "V1 a1");
    assert_eq!(permissions(&interaction) & USE_EXTERNAL_APPS, 0);
    let answers = answer_with(&fake, (id, interaction), std::slice::from_ref(&public)).await;
    assert_eq!(answers[0].0, 204, "{}", answers[0].1);
    assert!(
        fake.answer(id).await.ephemeral(),
        "the answer is Bob's alone"
    );
    let (status, _) = with_token(&fake, id, "POST", "", Some(&json!({"content": "more"}))).await;
    assert_eq!(status, 200);
    let shown = fake.calls().last().and_then(|c| c.shown.clone()).unwrap();
    assert!(
        shown.ephemeral && !shown.edit,
        "the follow-up is Bob's alone"
    );
    let (id, interaction) = play(&fake, BOB, ELSEWHERE_CHANNEL, "V1 a1");
    let answers = answer_with(&fake, (id, interaction), &[json!({"type": 5})]).await;
    assert_eq!(answers[0].0, 204, "{}", answers[0].1);
    let (status, _) = with_token(&fake, id, "POST", "", Some(&json!({"content": "played"}))).await;
    assert_eq!(status, 200);
    assert!(
        fake.answer(id).await.ephemeral(),
        "the deferred answer is Bob's alone"
    );
    // Eve did not install the app: Discord offers her none of it there.
    let said = undelivered(&fake, play(&fake, EVE, ELSEWHERE_CHANNEL, "V1 a1"));
    assert!(said.contains("fake.install_for_user"), "{said}");
    // In a server the app is installed in, Bob's answers are everyone's.
    let (id, interaction) = play(&fake, BOB, 5, "V1 a1");
    let answers = answer_with(&fake, (id, interaction), &[public]).await;
    assert_eq!(answers[0].0, 204, "{}", answers[0].1);
    assert!(!fake.answer(id).await.ephemeral());
    assert_eq!(fake.refused().len(), 1);
}

/// The fixtures in a group DM and in a server the app is not in are
/// interactions serenity reads, as it reads Discord's: from a user in no
/// server, or a member; through a user's install; in the context they
/// come from.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn user_install_fixtures_are_interactions_serenity_reads() {
    use poise::serenity_prelude::{
        AuthorizingIntegrationOwner, Interaction, InteractionContext, UserId,
    };
    let fake = Fake::start().await;
    fake.group_dm(GROUP, &[ALICE.id, BOB.id]);
    fake.place(ELSEWHERE_CHANNEL, ELSEWHERE);
    fake.user_installs_only(ELSEWHERE);
    fake.install_for_user(ALICE.id);
    assert_eq!(register(&fake, &everywhere()).await, 200);
    for channel in [GROUP, ELSEWHERE_CHANNEL] {
        // A click on a message the fake never saw comes through the
        // clicker's install, or (in a group DM) a member's.
        let clicker = if channel == GROUP { BOB } else { ALICE };
        let fixtures = [
            new_game(&fake, ALICE, BOB, channel).1,
            play(&fake, ALICE, channel, "V1 a1").1,
            complete_play(&fake, ALICE, channel, "V1").1,
            click(&fake, clicker, channel, "ks:accept:42:1:2").1,
            select(&fake, clicker, channel, "ks:paychoice:42:3:2", &["pay"]).1,
        ];
        for fixture in fixtures {
            let parsed: Result<Interaction, _> = serde_json::from_value(fixture.clone());
            let (guild, member, user, context, owners) = match parsed {
                Ok(Interaction::Command(i) | Interaction::Autocomplete(i)) => (
                    i.guild_id,
                    i.member.is_some(),
                    i.user.id,
                    i.context,
                    i.authorizing_integration_owners,
                ),
                Ok(Interaction::Component(i)) => (
                    i.guild_id,
                    i.member.is_some(),
                    i.user.id,
                    i.context,
                    i.authorizing_integration_owners,
                ),
                other => panic!("{other:?} in {fixture:#}"),
            };
            let in_group = channel == GROUP;
            assert_eq!(
                guild.map(|g| g.get()),
                (!in_group).then_some(ELSEWHERE),
                "{fixture:#}"
            );
            assert_eq!(member, !in_group, "{fixture:#}");
            assert!([ALICE.id, BOB.id].contains(&user.get()), "{fixture:#}");
            let expected = if in_group {
                InteractionContext::PrivateChannel
            } else {
                InteractionContext::Guild
            };
            assert_eq!(context, Some(expected), "{fixture:#}");
            assert!(
                matches!(
                    owners.0.as_slice(),
                    [AuthorizingIntegrationOwner::UserInstall(u)] if *u == UserId::new(ALICE.id)
                ),
                "{owners:?} in {fixture:#}"
            );
        }
    }
}
