//! Each game played by clicking in the Activity, the Activity and the
//! channel seeing each other's moves, and the Activity's list of one's
//! games.

use crate::support;

use serde_json::json;
use support::*;

use super::discord::{
    CHANNEL, FIRST_MOVES, INSTANCE, Length, Via, bot_for, free_port, opened, send, start_game,
    through_discord,
};
use super::{drive_raw, shots};

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
