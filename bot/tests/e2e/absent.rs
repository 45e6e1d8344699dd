//! A player who goes quiet, through Discord and restarts of the bot: their
//! turns sent by direct message (Discord's refusal of one said once in the
//! channel), their move clock running out while the bot is down, and
//! Keystone standing in for them, at the others' word, to the end of a
//! game of three.

use super::group_dms::{Dice, ended, pick};
use super::*;

use keystone_data::{ChannelId, SledOptions, SledStore, update};

/// Moves the game in `channel` of the stopped bot's store back by two
/// hours, as if they had passed while it was down.
fn two_hours_pass(database: &std::path::Path, channel: u64) {
    let store = SledStore::open(&SledOptions {
        path: database.to_owned(),
        cache_capacity: 1 << 20,
    })
    .unwrap();
    let now = keystone_bot::service::Clock::now(&keystone_bot::service::SystemClock);
    update(&store, ChannelId(channel), now, |record| {
        let mut earlier = record.clone();
        earlier.waiting_since -= 2 * 3_600_000;
        Ok::<_, ()>((earlier, ()))
    })
    .unwrap();
}

/// `who` plays a move found through the autocomplete; the answer, if they
/// had one to play.
async fn plays(fake: &Fake, who: Player, channel: u64, dice: &mut Dice) -> Option<Answer> {
    let line = pick(fake, who, channel, dice).await?;
    let answer = send(fake, play(fake, who, channel, &line)).await;
    (!answer.ephemeral()).then_some(answer)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn keystone_stands_in_for_a_late_player_to_the_end_and_turns_reach_players_directly() {
    let fake = Fake::start().await;
    let dir = scratch("stand-in");
    let database = dir.join("db");
    let settings = [
        ("KEYSTONE_SWEEP_EVERY", "200ms"),
        // No away days to spend: Bob's clock runs out.
        ("KEYSTONE_AWAY_DAYS", "0"),
    ];
    let mut bot = Bot::start_with(&fake, database.clone(), 7, &settings);
    fake.wait_ready(1).await;
    let channel = 810;
    let mut dice = Dice(3);
    // Eve and Bob want their turns by direct message; Bob takes none.
    wants_direct_messages(&fake, EVE, channel).await;
    wants_direct_messages(&fake, BOB, channel).await;
    fake.refuse_direct_messages(BOB.id);
    fake.expect_refusals();
    let options = json!([
        {"name": "game", "type": 3, "value": "cardinal"},
        {"name": "opponent", "type": 6, "value": BOB.id.to_string()},
        {"name": "opponent2", "type": 6, "value": EVE.id.to_string()},
        {"name": "first", "type": 4, "value": 0},
        {"name": "clock", "type": 3, "value": "1h"}
    ]);
    let invitation = send(
        &fake,
        game(&fake, ALICE, channel, "new", &options, &[BOB, EVE]),
    )
    .await;
    let accept = invitation.button("ks:accept:");
    send(&fake, click(&fake, BOB, channel, &accept)).await;
    send(&fake, click(&fake, EVE, channel, &accept)).await;

    // A round: Bob's turns come twice; Discord refuses his direct message
    // each time, and the channel is told once. Eve's turn reaches her
    // directly, with a button to the game.
    plays(&fake, ALICE, channel, &mut dice).await.unwrap();
    plays(&fake, BOB, channel, &mut dice).await.unwrap();
    plays(&fake, EVE, channel, &mut dice).await.unwrap();
    plays(&fake, ALICE, channel, &mut dice).await.unwrap();
    let eve = format!("channels/{}/messages", fake.direct_channel(EVE.id));
    fake.wait_for("Eve's direct message", |calls| {
        calls.iter().any(|c| c.path == eve)
    })
    .await;
    let directs = fake.direct_messages(EVE.id);
    assert_eq!(directs.len(), 1, "{directs:?}");
    let button = &directs[0]["components"][0]["components"][0];
    assert_eq!(
        (button["style"].as_u64(), button["label"].as_str()),
        (Some(5), Some("Open board"))
    );
    assert_eq!(
        button["url"].as_str().unwrap(),
        format!(
            "https://discord.com/channels/{}/{channel}",
            fake.guild_of(channel)
        )
    );
    assert!(
        said(&directs[0]).contains("Your turn in Cardinal"),
        "{}",
        directs[0]
    );
    fake.wait_for("the refusal said", |calls| {
        calls.iter().any(|c| {
            c.method == "POST"
                && c.path == format!("channels/{channel}/messages")
                && c.json
                    .as_ref()
                    .is_some_and(|j| said(j).contains("refused my direct message"))
        })
    })
    .await;
    // Bob's second turn: refused again, and not said again.
    let refused_to_bob = || {
        let bob = format!("channels/{}/messages", fake.direct_channel(BOB.id));
        fake.refused()
            .iter()
            .filter(|(call, _)| call.path == bob)
            .count()
    };
    for _ in 0..100 {
        if refused_to_bob() >= 2 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(refused_to_bob(), 2, "both of Bob's turns were tried");
    assert!(fake.direct_messages(BOB.id).is_empty());
    assert_eq!(
        posted(&fake.calls(), channel, "refused my direct message").len(),
        1
    );

    // Bob's hour runs out while the bot is down.
    bot.kill();
    two_hours_pass(&database, channel);
    let bot = Bot::start_with(&fake, database.clone(), 7, &settings);
    fake.wait_ready(2).await;
    fake.wait_for("the clock's notice", |calls| {
        calls.iter().any(|c| {
            c.path == format!("channels/{channel}/messages")
                && c.json
                    .as_ref()
                    .is_some_and(|j| said(j).contains("move clock (1h) ran out"))
        })
    })
    .await;
    let notice = posted(&fake.calls(), channel, "move clock (1h) ran out").remove(0);
    let stand_in = notice["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .find_map(|b| {
            b["custom_id"]
                .as_str()
                .filter(|id| id.starts_with("ks:standin:"))
        })
        .unwrap()
        .to_owned();
    let stood = send(&fake, click(&fake, EVE, channel, &stand_in)).await;
    assert!(
        stood.words().contains("Eve had Keystone play for Bob"),
        "{}",
        stood.words()
    );

    // Alice and Eve play on; Keystone plays Bob's seat, marked so, to the
    // end, through one more restart.
    let mut bot = bot;
    let mut restarted = false;
    let mut over = false;
    for step in 0..3000 {
        if ended(&stood.words())
            || !posted(&fake.calls(), channel, "wins").is_empty()
            || !posted(&fake.calls(), channel, "A draw").is_empty()
        {
            over = true;
            break;
        }
        if step == 20 && !restarted {
            bot.kill();
            bot = Bot::start_with(&fake, database.clone(), 7, &settings);
            fake.wait_ready(3).await;
            restarted = true;
        }
        let mut acted = false;
        for p in [ALICE, EVE] {
            if let Some(answer) = plays(&fake, p, channel, &mut dice).await {
                acted = true;
                if ended(&answer.words()) {
                    over = true;
                }
                break;
            }
        }
        if over {
            break;
        }
        if !acted {
            // Keystone is thinking for Bob.
            tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        }
    }
    assert!(over, "the game ends");
    assert!(restarted);
    let history: Vec<serde_json::Value> = posted(&fake.calls(), channel, "Keystone plays for Bob:");
    assert!(!history.is_empty(), "Keystone's moves for Bob are marked");
    assert_eq!(
        posted(&fake.calls(), channel, "refused my direct message").len(),
        1,
        "said once, through the restarts"
    );
    assert!(
        fake.direct_messages(EVE.id).len() > 2,
        "Eve's turns reached her directly after the restarts too"
    );
    drop(bot);
}
