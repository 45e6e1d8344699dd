//! Les Grands Bâtisseurs and Babylon for three through Discord: hidden
//! hands and purses, answers given ahead, everyone writing at once.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn grands_batisseurs_for_three_keeps_hands_and_purses_out_of_the_channel() {
    let (fake, _bot) = connected("grands-batisseurs").await;
    let channel = 310;
    let players = [ALICE, BOB, EVE];
    let mut last = start_three(&fake, "grands-batisseurs", channel).await;
    assert!(!last.ephemeral(), "{}", last.content());
    // What the channel saw, and every card each hand held.
    let mut public: Vec<String> = vec![last.content().to_owned()];
    let mut hidden: Vec<String> = Vec::new();
    let mut over = false;
    for step in 0..400 {
        let prompt = last.content().to_owned();
        if prompt.contains("The game is over") {
            over = true;
            break;
        }
        // Each player's tent, now and then: their own hand, privately.
        if step % 6 == 0 {
            let tent = last.button("ks:tent:");
            for p in players {
                let mine = send(&fake, click(&fake, p, channel, &tent)).await;
                assert!(
                    mine.ephemeral() && mine.png().is_some(),
                    "{}",
                    mine.content()
                );
                let text = mine.content();
                assert!(text.contains("Your tent:"), "{text}");
                if let Some(hand) = text.split("Hand: ").nth(1) {
                    for card in hand.trim_end_matches('.').split(", ") {
                        let card = card.split('\n').next().unwrap_or("").trim();
                        if card != "–" && !card.is_empty() {
                            hidden.push(card.to_owned());
                        }
                    }
                }
            }
        }
        let lines: &[&str] = if prompt.contains("puts a card up:") {
            &["auction down"]
        } else if prompt.contains("saw the card") {
            &["bid 1"]
        } else if prompt.contains("raise above") {
            &["pass"]
        } else if prompt.contains("or refuse") {
            &["refuse"]
        } else if prompt.contains("take a stone from whom") {
            &["steal 1", "steal 2", "steal 3"]
        } else {
            &["done"]
        };
        let mut next = None;
        'find: for p in players {
            for line in lines {
                let answer = send(&fake, play(&fake, p, channel, line)).await;
                if !answer.ephemeral() {
                    next = Some(answer);
                    break 'find;
                }
            }
        }
        last = next.unwrap_or_else(|| panic!("step {step}: nobody could answer {prompt}"));
        public.push(last.content().to_owned());
        for file in &last.files {
            public.push(file.filename.clone().unwrap_or_default());
        }
    }
    assert!(over, "the game ends");
    assert!(hidden.len() > 10, "the tents showed hands: {hidden:?}");
    // Everything before the result, and every message the bot posted by
    // itself in the channel.
    let before_end = &public[..public.len() - 1];
    let mut seen: Vec<String> = before_end.to_vec();
    for call in fake.calls() {
        if call.method == "POST" && call.path.ends_with(&format!("channels/{channel}/messages")) {
            seen.push(
                call.json
                    .as_ref()
                    .map(|j| j.to_string())
                    .unwrap_or_default(),
            );
            seen.extend(call.files.iter().filter_map(|f| f.filename.clone()));
        }
    }
    for text in &seen {
        assert!(!text.contains("Your tent"), "a tent in the channel: {text}");
        for card in &hidden {
            assert!(
                !text.contains(card.as_str()),
                "{card}, a hidden card, in the channel: {text}"
            );
        }
    }
}

/// Les Grands Bâtisseurs for two through the fake Discord: a ceiling typed
/// as `bid up to 3` bids for Bob by the minimum and then passes, unsaid:
/// his pass comes after Alice's raise in a message of its own, as his own
/// answer would (G22: nobody is told); the standing answer to a sabotage
/// is set in `/game settings` (its effect on a sabotage is tested through
/// the service, where the die can be fixed).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn grands_batisseurs_ceiling_and_standing_answer_through_discord() {
    let fake = Fake::start().await;
    let dir = scratch("grands-batisseurs-two");
    let _bot = Bot::start_with(
        &fake,
        dir.join("db"),
        7,
        &[
            ("KEYSTONE_STANDING_AFTER", "800ms"),
            ("KEYSTONE_SWEEP_EVERY", "100ms"),
        ],
    );
    fake.wait_ready(1).await;
    let channel = 311;
    let options = json!([
        {"name": "game", "type": 3, "value": "grands-batisseurs"},
        {"name": "opponent", "type": 6, "value": BOB.id.to_string()},
        {"name": "first", "type": 4, "value": 0}
    ]);
    let invitation = send(&fake, game(&fake, ALICE, channel, "new", &options, &[BOB])).await;
    let accept = invitation.button("ks:accept:");
    let started = send(&fake, click(&fake, BOB, channel, &accept)).await;
    assert!(
        started.content().contains("Alice puts a card up"),
        "{}",
        started.content()
    );
    send(&fake, play(&fake, ALICE, channel, "auction up 1")).await;
    let ceiling = send(&fake, play(&fake, BOB, channel, "bid up to 3")).await;
    assert!(!ceiling.ephemeral(), "{}", ceiling.content());
    assert!(
        ceiling.content().contains("Bob bids 2"),
        "{}",
        ceiling.content()
    );
    assert!(
        !ceiling.content().contains("ceiling"),
        "{}",
        ceiling.content()
    );
    let raised = send(&fake, play(&fake, ALICE, channel, "bid 3")).await;
    assert!(
        raised.content().contains("Alice bids 3") && !raised.content().contains("Bob passes"),
        "{}",
        raised.content()
    );
    let path = format!("channels/{channel}/messages");
    let pass_told = |calls: &[support::fake::Call]| {
        calls.iter().any(|c| {
            c.method == "POST"
                && c.path == path
                && c.json
                    .as_ref()
                    .is_some_and(|j| j.to_string().contains("Bob passes"))
        })
    };
    fake.wait_for("Bob's pass, posted as his own move", pass_told)
        .await;
    // A ceiling outside an auction is refused, privately, citing G22.
    let early = send(&fake, play(&fake, BOB, channel, "bid up to 9")).await;
    assert!(
        early.ephemeral() && early.content().contains("G22"),
        "{}",
        early.content()
    );
    // The standing answer to a sabotage of one's building.
    let set = send(
        &fake,
        game(
            &fake,
            BOB,
            channel,
            "settings",
            &json!([{"name": "sabotage", "type": 4, "value": 1}]),
            &[],
        ),
    )
    .await;
    assert!(set.ephemeral(), "{}", set.content());
    assert!(
        set.content().contains("pay to keep them"),
        "{}",
        set.content()
    );
    // Bob's hand in his tent, to him alone.
    let tent = send(&fake, game(&fake, BOB, channel, "hand", &json!([]), &[])).await;
    assert!(
        tent.ephemeral() && tent.content().contains("Your tent:"),
        "{}",
        tent.content()
    );
}

/// Babylon for three through the fake Discord, to the end: every action
/// found through the autocomplete, each Write played by all three at once
/// and finished in a different order each round, a reminder naming only
/// the seats still writing, and a restart in the middle of a Write.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn babylon_for_three_writes_at_once_through_a_restart_to_the_end() {
    let fake = Fake::start().await;
    let dir = scratch("babylon");
    let settings = [
        ("KEYSTONE_REMIND_AFTER", "2s"),
        ("KEYSTONE_MAX_REMINDERS", "3"),
        ("KEYSTONE_SWEEP_EVERY", "200ms"),
    ];
    let mut bot = Bot::start_with(&fake, dir.join("db"), 7, &settings);
    fake.wait_ready(1).await;
    let channel = 330;
    let players = [ALICE, BOB, EVE];
    let mut last = start_three(&fake, "babylon", channel).await;
    assert!(
        last.content().contains("Alice places this round's tile"),
        "{}",
        last.content()
    );
    // The board and the sheets, as two pictures.
    let names: Vec<String> = last
        .files
        .iter()
        .filter_map(|f| f.filename.clone())
        .collect();
    assert_eq!(names, ["board.png", "sheets.png"]);
    laid_out_as_a_turn(&last, &["board.png", "sheets.png"]);

    // Who finished each Write, in order.
    let mut writes: Vec<Vec<usize>> = Vec::new();
    let mut restarted = false;
    let mut reminded = false;
    let mut next_actor = 0;
    for step in 0..1500 {
        if last.content().contains("The game is over") {
            break;
        }
        // Each Write starts with a different seat; other steps with the
        // seat after the last to act.
        let phase = writes.len();
        let first = writes
            .last()
            .filter(|w| w.len() < 3)
            .map_or(phase % 3, |_| (phase - 1) % 3);
        let mut found = None;
        for offset in 0..3 {
            let seat = (if writes.last().is_some_and(|w| w.len() < 3) {
                first
            } else {
                next_actor
            } + offset)
                % 3;
            if let Some(pick) = babylon_pick(&fake, players[seat], channel).await {
                found = Some((seat, pick));
                break;
            }
        }
        let (seat, (pick, writing)) =
            found.unwrap_or_else(|| panic!("step {step}: nobody can act after {}", last.content()));
        let line = if writing && pick != "done" {
            format!("{pick}; done")
        } else {
            pick
        };
        if writing && writes.last().is_none_or(|w| w.len() == 3) {
            writes.push(Vec::new());
        }
        last = send(&fake, play(&fake, players[seat], channel, &line)).await;
        assert!(
            !last.ephemeral(),
            "step {step}: {line} refused: {}",
            last.content()
        );
        next_actor = (seat + 1) % 3;
        if !writing {
            continue;
        }
        let phase = writes.len() - 1;
        writes[phase].push(seat);
        // The writers' own messages mention nobody.
        if writes[phase].len() < 3 {
            assert!(!last.content().contains("<@"), "{}", last.content());
        }
        // In the first Write, once one seat is done, the reminder names
        // only the two still writing.
        if phase == 0 && writes[phase].len() == 1 && !reminded {
            let mut waiting: Vec<String> = (0..3)
                .filter(|&s| s != seat)
                .map(|s| players[s].id.to_string())
                .collect();
            waiting.sort();
            fake.wait_for("a reminder to the seats still writing", |calls| {
                posted(calls, channel, "Reminder").iter().any(|m| {
                    let mut users: Vec<String> = m["allowed_mentions"]["users"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(|u| u.as_str().map(str::to_owned))
                        .collect();
                    users.sort();
                    users == waiting
                })
            })
            .await;
            reminded = true;
        }
        // In the second Write, a restart after the first seat is done: it
        // stays done, the others still write.
        if phase == 1 && writes[phase].len() == 1 && !restarted {
            bot.kill();
            bot = Bot::start_with(&fake, dir.join("db"), 7, &settings);
            fake.wait_ready(2).await;
            assert!(babylon_pick(&fake, players[seat], channel).await.is_none());
            for other in (0..3).filter(|&s| s != seat) {
                let (_, writing) = babylon_pick(&fake, players[other], channel)
                    .await
                    .expect("still writing after the restart");
                assert!(writing);
            }
            restarted = true;
        }
    }
    assert!(
        last.content().contains("The game is over"),
        "{}",
        last.content()
    );
    assert!(reminded && restarted);
    assert_eq!(writes.len(), 12, "{writes:?}");
    let orders: std::collections::BTreeSet<&Vec<usize>> = writes.iter().collect();
    assert!(
        orders.len() >= 3,
        "the Writes ended in changing orders: {writes:?}"
    );
    drop(bot);
}
