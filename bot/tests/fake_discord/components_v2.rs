//! Messages laid out with Components V2, as Discord documents them
//! (`support/limits/layout.rs`): the flag forbids content, every
//! `attachment://` names a file of the message, a message holds 40
//! components and 4,000 characters of text, a gallery 1 to 10 items, a file
//! component only an attachment; a deferred message may not set the flag,
//! and no edit removes it. Raw calls; no bot runs here.

use serde_json::{Value, json};

use super::{ANYONE, answer_with, call, gateway, upload};
use crate::support::fake::APP_ID;
use crate::support::*;

const PNG: &[u8] = b"\x89PNG\r\n\x1a\n";

/// A V2 message of `inside` (a container's components), with a board.
fn v2(inside: &Value) -> Value {
    json!({
        "flags": 1 << 15,
        "components": [{"type": 17, "components": inside}],
        "attachments": [{"id": 0, "filename": "board.png", "description": "The board."}],
    })
}

/// A turn as Keystone lays it out.
fn turn() -> Value {
    v2(&json!([
        {"type": 10, "content": "Alice laid a tile."},
        {"type": 12, "items": [{"media": {"url": "attachment://board.png"}, "description": "The board."}]},
        {"type": 10, "content": "<@1> Bob, your turn."},
        {"type": 14, "divider": false, "spacing": 1},
        {"type": 1, "components": [{"type": 2, "style": 2, "label": "Play…", "custom_id": "ks:play:1:1"}]},
    ]))
}

/// The error code Discord's answer gives first, wherever it is.
fn first_code(answer: &Value) -> String {
    fn walk(value: &Value) -> Option<String> {
        if let Some(code) = value["_errors"][0]["code"].as_str() {
            return Some(code.to_owned());
        }
        value.as_object()?.values().find_map(walk)
    }
    walk(&answer["errors"]).unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_v2_message_holds_components_only_within_discords_limits() {
    let fake = Fake::start().await;
    fake.expect_refusals();
    gateway(&fake).await;
    let (id, interaction) = play(&fake, ALICE, 5, "V1 a1");
    let answers = answer_with(&fake, (id, interaction), &[json!({"type": 5, "data": {}})]).await;
    assert_eq!(answers[0].0, 204, "{}", answers[0].1);
    let followup = format!("webhooks/{APP_ID}/token-{id}");
    let board = [("board.png", PNG)];
    let refused = |mut message: Value, code: &'static str| {
        let (fake, followup) = (&fake, &followup);
        async move {
            if message["attachments"].is_null() {
                message["attachments"] = json!([]);
            }
            let (status, answer) = upload(fake, followup, &message, &board).await;
            assert_eq!(status, 400, "{message}: {answer}");
            assert_eq!(answer["code"], 50035, "{answer}");
            assert_eq!(first_code(&answer), code, "{answer}");
        }
    };

    let mut with_content = turn();
    with_content["content"] = json!("Alice laid a tile.");
    refused(
        with_content,
        "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
    )
    .await;
    let mut without_flag = turn();
    without_flag["flags"] = json!(0);
    refused(without_flag, "COMPONENT_LAYOUT_WIDTH_EXCEEDED").await;
    let missing = v2(&json!([
        {"type": 12, "items": [{"media": {"url": "attachment://sheets.png"}}]},
    ]));
    refused(missing, "UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND").await;
    let linked = v2(&json!([{"type": 13, "file": {"url": "https://example.invalid/a.txt"}}]));
    refused(linked, "UNFURLED_MEDIA_ITEM_ATTACHMENT_ONLY").await;
    let item = json!({"media": {"url": "attachment://board.png"}, "description": "The board."});
    let eleven = v2(&json!([{"type": 12, "items": vec![item.clone(); 11]}]));
    refused(eleven, "BASE_TYPE_BAD_LENGTH").await;
    let long = json!({"type": 10, "content": "x".repeat(1001)});
    refused(v2(&json!(vec![long; 4])), "BASE_TYPE_MAX_LENGTH").await;
    let text = json!({"type": 10, "content": "x"});
    // The container and 40 texts: 41.
    refused(v2(&json!(vec![text.clone(); 40])), "BASE_TYPE_MAX_LENGTH").await;
    let words = json!({"type": 12, "items": [{"media": {"url": "attachment://board.png"}, "description": "é".repeat(1025)}]});
    refused(v2(&json!([words])), "BASE_TYPE_MAX_LENGTH").await;
    let in_a_container = v2(&json!([{"type": 17, "components": [text.clone()]}]));
    refused(in_a_container, "UNION_TYPE_CHOICES").await;

    let (status, answer) = upload(&fake, &followup, &turn(), &board).await;
    assert_eq!(status, 200, "{answer}");
    let mut forty = vec![text; 38];
    forty.push(json!({"type": 12, "items": [item]}));
    let (status, answer) = upload(&fake, &followup, &v2(&json!(forty)), &board).await;
    assert_eq!(
        status, 200,
        "a container of 38 texts and a gallery: {answer}"
    );
    let shown = fake.answer(id).await;
    assert!(shown.v2());
    assert_eq!(
        shown.content(),
        "Alice laid a tile.\n<@1> Bob, your turn.",
        "the text displays, in order"
    );
    assert_eq!(shown.button("ks:play:"), "ks:play:1:1");
    assert_eq!(
        shown.gallery(),
        [("attachment://board.png".to_owned(), "The board.".to_owned())]
    );
    assert!(fake.undescribed().is_empty(), "{:?}", fake.undescribed());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferred_answer_becomes_v2_by_its_edit_which_no_edit_undoes() {
    let fake = Fake::start().await;
    fake.expect_refusals();
    gateway(&fake).await;
    let (id, interaction) = play(&fake, ALICE, 5, "V1 a1");
    let v2_defer = json!({"type": 5, "data": {"flags": (1 << 15) | 64}});
    let defer = json!({"type": 5, "data": {"flags": 64}});
    let answers = answer_with(&fake, (id, interaction), &[v2_defer, defer]).await;
    assert_eq!(answers[0].0, 400, "{}", answers[0].1);
    assert_eq!(first_code(&answers[0].1), "MESSAGE_FLAGS_INVALID");
    assert_eq!(answers[1].0, 204, "{}", answers[1].1);
    let original = format!("webhooks/{APP_ID}/token-{id}/messages/@original");
    let board = [("board.png", PNG)];
    let patch = |body: &Value| {
        let (fake, original) = (&fake, &original);
        let body = body.clone();
        async move { patch(fake, original, &body, &board).await }
    };
    let (status, answer) = patch(&turn()).await;
    assert_eq!(status, 200, "{answer}");
    let (status, answer) = patch(&json!({"content": "Alice laid a tile.", "components": []})).await;
    assert_eq!(status, 400, "{answer}");
    assert_eq!(
        first_code(&answer),
        "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"
    );
    // Without its flag, an edit of a V2 message stays one.
    let text = json!({"components": [{"type": 17, "components": [{"type": 10, "content": "Bob resigned."}]}]});
    let (status, answer) = call(&fake, ANYONE, "PATCH", &original, Some(&text)).await;
    assert_eq!(status, 200, "{answer}");
}

/// `PATCH path` with `body` and `files`, as multipart.
async fn patch(fake: &Fake, path: &str, body: &Value, files: &[(&str, &[u8])]) -> (u16, Value) {
    super::send_form(fake, "PATCH", path, body, files).await
}

/// Over a rate limit, a message is answered 429 with how long to wait, as
/// Discord answers; the next one is taken.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_over_the_rate_limit_is_answered_429() {
    let fake = Fake::start().await;
    gateway(&fake).await;
    let (id, interaction) = play(&fake, ALICE, 5, "V1 a1");
    let answers = answer_with(&fake, (id, interaction), &[json!({"type": 5, "data": {}})]).await;
    assert_eq!(answers[0].0, 204, "{}", answers[0].1);
    let followup = format!("webhooks/{APP_ID}/token-{id}");
    fake.rate_limit(1);
    let board = [("board.png", PNG)];
    let (status, answer) = upload(&fake, &followup, &turn(), &board).await;
    assert_eq!(status, 429, "{answer}");
    assert_eq!(answer["retry_after"], 0.2);
    let (status, answer) = upload(&fake, &followup, &turn(), &board).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(fake.rate_limited(), 1);
}
