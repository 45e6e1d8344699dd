//! A channel's messages around its game: reminders, history, records
//! in and out, refusals in the right place, private answers kept private.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_is_posted_in_the_channel_and_muted_by_its_button() {
    let fake = Fake::start().await;
    let dir = scratch("reminder");
    let _bot = Bot::start_with(
        &fake,
        dir.join("db"),
        7,
        &[
            ("KEYSTONE_REMIND_AFTER", "2s"),
            ("KEYSTONE_MAX_REMINDERS", "3"),
            ("KEYSTONE_SWEEP_EVERY", "200ms"),
        ],
    );
    fake.wait_ready(1).await;
    let channel = 4242;
    start_game(&fake, channel).await;

    fake.wait_for("a reminder", |calls| {
        !posted(calls, channel, "Reminder (1 of 3)").is_empty()
    })
    .await;
    let reminders = posted(&fake.calls(), channel, "Reminder");
    assert_eq!(reminders.len(), 1, "not repeated before its period");
    let reminder = &reminders[0];
    let text = reminder["content"].as_str().unwrap();
    assert!(
        text.starts_with(&format!("<@{}>", ALICE.id)) && text.contains("Alice, your turn"),
        "{text}"
    );
    assert_eq!(
        reminder["allowed_mentions"]["users"],
        json!([ALICE.id.to_string()])
    );
    let mute = reminder["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|b| b["custom_id"].as_str())
        .find(|id| id.starts_with("ks:mute:"))
        .expect("a mute button")
        .to_owned();

    // Bob cannot mute Alice's reminders; Alice can.
    let refused = send(&fake, click(&fake, EVE, channel, &mute)).await;
    assert!(
        refused.ephemeral() && refused.content().contains("not playing"),
        "{}",
        refused.content()
    );
    let muted = send(&fake, click(&fake, ALICE, channel, &mute)).await;
    assert!(
        muted.ephemeral() && muted.content().contains("muted"),
        "{}",
        muted.content()
    );
    // Two more periods pass: nothing more is posted.
    tokio::time::sleep(std::time::Duration::from_secs(5)).await;
    assert_eq!(posted(&fake.calls(), channel, "Reminder").len(), 1, "muted");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn history_pages_turn_in_place_and_the_record_is_exported_as_a_file() {
    let (fake, _bot) = connected("records").await;
    let channel = 5151;
    start_game(&fake, channel).await;
    let record = full_game();
    for line in &record.actions[..20] {
        let who = seat_player(line.seat.number());
        let answer = send(&fake, play(&fake, who, channel, &line.text)).await;
        assert!(!answer.ephemeral(), "{}", answer.content());
    }

    let history = send(&fake, game(&fake, BOB, channel, "history", &json!([]), &[])).await;
    assert!(
        history
            .content()
            .contains("actions 16–20 of 20 (page 2 of 2)"),
        "{}",
        history.content()
    );
    let older = history.button("ks:older:");
    let page = send(&fake, click(&fake, EVE, channel, &older)).await;
    assert_eq!(page.kind, 7, "the message is updated in place");
    assert!(
        page.content().contains("actions 1–15 of 20 (page 1 of 2)"),
        "{}",
        page.content()
    );

    let exported = export(&fake, channel).await;
    assert_eq!(exported.actions.len(), 20);
    // In progress: what both players saw, without the seed or the deck.
    assert_eq!(exported.seed, None);
    assert!(exported.headers.iter().all(|h| h.key != "deck"));
    assert!(exported.headers.iter().any(|h| h.key == "drawn"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_record_file_is_imported_and_a_bad_one_refused_by_line() {
    let (fake, _bot) = connected("import").await;
    let mut record = full_game();
    record.actions.truncate(10);
    let text = record.to_text();
    let fixture = import(&fake, EVE, 6161, &text, BOB);
    let parsed: Result<poise::serenity_prelude::Interaction, _> =
        serde_json::from_value(fixture.1.clone());
    assert!(parsed.is_ok(), "{:?}", parsed.err());

    let invitation = send(&fake, fixture).await;
    assert!(
        invitation.content().contains(
            "Eve invites Bob to resume a game of Basilica from a record (10 actions played"
        ),
        "{}",
        invitation.content()
    );
    let accept = invitation.button("ks:accept:");
    let accepted = send(&fake, click(&fake, BOB, 6161, &accept)).await;
    board(&accepted);
    // Play goes on from the record's position: its next line is legal.
    let next = &full_game().actions[10];
    let who = if next.seat.number() == 1 { EVE } else { BOB };
    let played = send(&fake, play(&fake, who, 6161, &next.text)).await;
    board(&played);

    let bad = text.replacen("1: V", "1: V9 ", 1);
    let line = bad.lines().position(|l| l.starts_with("1: V9")).unwrap() + 1;
    let refused = send(&fake, import(&fake, EVE, 6262, &bad, BOB)).await;
    assert!(
        refused.ephemeral()
            && refused
                .content()
                .contains(&format!("Line {line} of the record is refused")),
        "{}",
        refused.content()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_game_leaves_no_thread_behind() {
    let (fake, _bot) = connected("thread").await;
    // Inviting oneself, and Basilica for three: refused before any thread.
    for (opponent, extra) in [(ALICE, None), (BOB, Some(EVE))] {
        let mut options = vec![
            json!({"name": "game", "type": 3, "value": "basilica"}),
            json!({"name": "opponent", "type": 6, "value": opponent.id.to_string()}),
            json!({"name": "thread", "type": 5, "value": true}),
        ];
        let mut mentioned = vec![opponent];
        if let Some(extra) = extra {
            options.push(json!({"name": "opponent2", "type": 6, "value": extra.id.to_string()}));
            mentioned.push(extra);
        }
        let refused = send(
            &fake,
            game(&fake, ALICE, 7070, "new", &json!(options), &mentioned),
        )
        .await;
        assert!(refused.ephemeral(), "{}", refused.content());
    }
    let threads = fake
        .calls()
        .into_iter()
        .filter(|c| c.method == "POST" && c.path.ends_with("/threads"))
        .count();
    assert_eq!(threads, 0, "no empty thread");
    // A valid one opens its thread.
    let options = json!([
        {"name": "game", "type": 3, "value": "basilica"},
        {"name": "opponent", "type": 6, "value": BOB.id.to_string()},
        {"name": "thread", "type": 5, "value": true}
    ]);
    let opened = send(&fake, game(&fake, ALICE, 7070, "new", &options, &[BOB])).await;
    assert!(
        opened.content().contains("The game is on in"),
        "{}",
        opened.content()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_button_clicked_in_another_channel_is_refused_there() {
    let (fake, _bot) = connected("channels").await;
    // Two invitations at step 0 in two channels.
    let first = send(&fake, new_game(&fake, ALICE, BOB, 8080)).await;
    let second = send(&fake, new_game(&fake, EVE, BOB, 8181)).await;
    let accept_first = first.button("ks:accept:");
    assert_ne!(accept_first, second.button("ks:accept:"), "game ids differ");
    // Bob clicks the first channel's button in the second channel: the
    // channel is the click's, and the button is not its game's.
    let refused = send(&fake, click(&fake, BOB, 8181, &accept_first)).await;
    assert!(
        refused.ephemeral() && refused.content().contains("earlier game"),
        "{}",
        refused.content()
    );
    // Both invitations are still open: the right click works.
    let accepted = send(&fake, click(&fake, BOB, 8080, &accept_first)).await;
    assert!(
        accepted.content().contains("Bob accepted"),
        "{}",
        accepted.content()
    );
    let history = send(&fake, game(&fake, EVE, 8080, "history", &json!([]), &[])).await;
    assert!(!history.ephemeral(), "{}", history.content());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_attachment_that_never_arrives_is_given_up() {
    let fake = Fake::start().await;
    let dir = scratch("stall");
    let _bot = Bot::start_with(
        &fake,
        dir.join("db"),
        7,
        &[("KEYSTONE_DOWNLOAD_TIMEOUT", "1s")],
    );
    fake.wait_ready(1).await;
    let (id, mut value) = import(&fake, EVE, 9090, "game: basilica", BOB);
    let url = format!("{}/attachments/stall/never.txt", fake.url());
    for (_, attachment) in value["data"]["resolved"]["attachments"]
        .as_object_mut()
        .unwrap()
    {
        attachment["url"] = json!(url);
        attachment["proxy_url"] = json!(url);
    }
    let answer = send(&fake, (id, value)).await;
    assert!(
        answer.content().contains("took too long to download"),
        "{}",
        answer.content()
    );
}

/// Every private answer through the slow path a loaded bot takes (each
/// service call past the second after which an interaction is deferred):
/// the tent, `/game hand`, the move picker and its clicks, the paid options,
/// refusals, private boards, settings, rules and a player's games stay with
/// the one who asked; the moves still go to the channel. Discord fixes a
/// deferred answer's visibility at the defer (the fake does as Discord
/// does), so this holds only if visibility is decided before deferring.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn private_answers_stay_private_when_the_bot_is_slow() {
    let fake = Fake::start().await;
    let dir = scratch("slow");
    // Set up quickly: a game of three of Les Grands Bâtisseurs, a Basilica
    // game at its first paid order, a Babylon game.
    let mut bot = Bot::start(&fake, dir.join("db"), 7);
    fake.wait_ready(1).await;
    let (gb, basilica, babylon) = (7001, 7002, 7003);
    let tents = start_three(&fake, "grands-batisseurs", gb).await;
    start_game(&fake, basilica).await;
    let record = full_game();
    let paid = record
        .actions
        .iter()
        .position(|a| a.text.starts_with("pay "))
        .unwrap();
    let asked = play_lines(&fake, basilica, &record, 0..paid, Way::Commands).await;
    let payer = seat_player(record.actions[paid].seat.number());
    start_three(&fake, "babylon", babylon).await;
    assert!(bot.terminate());
    // Now every answer takes more than a second.
    let _slow = Bot::start_with(
        &fake,
        dir.join("db"),
        7,
        &[("KEYSTONE_TEST_DELAY", "1200ms")],
    );
    fake.wait_ready(2).await;
    let since = std::time::Instant::now();
    let secrets = std::cell::RefCell::new(Vec::<String>::new());
    let private = async |what: &str, sent: (u64, serde_json::Value)| {
        let answer = send(&fake, sent).await;
        assert_eq!(answer.kind, 5, "{what} is deferred, privately");
        assert!(answer.ephemeral(), "{what}: {}", answer.content());
        secrets.borrow_mut().push(answer.content().to_owned());
        answer
    };
    // Les Grands Bâtisseurs: one's own tent, by command and by button.
    let hand = private(
        "/game hand",
        game(&fake, ALICE, gb, "hand", &json!([]), &[]),
    )
    .await;
    assert!(
        hand.content().contains("Your tent:") && hand.png().is_some(),
        "{}",
        hand.content()
    );
    let tent = private("My tent", click(&fake, BOB, gb, &tents.button("ks:tent:"))).await;
    assert!(tent.content().contains("Your tent:"), "{}", tent.content());
    // The move picker, opened by /play and by Play…, then a choice in it
    // (in place: the picker stays the user's own).
    let picker = private("/play", play_picker(&fake, ALICE, gb)).await;
    assert!(
        picker.content().starts_with("**Your move**"),
        "{}",
        picker.content()
    );
    let menu = picker.button("ks:pick:");
    let value = picker.menu_options()[0].2.clone();
    let chosen = send(&fake, select(&fake, ALICE, gb, &menu, &[&value])).await;
    assert!(
        chosen.kind == 6 && chosen.ephemeral(),
        "{}",
        chosen.content()
    );
    secrets.borrow_mut().push(chosen.content().to_owned());
    private("Play…", click(&fake, ALICE, gb, &tents.button("ks:play:"))).await;
    // Refusals: an action out of turn, an action that is not one, an old
    // button, by command and by button.
    let out_of_turn = private("/play out of turn", play(&fake, BOB, gb, "done")).await;
    assert!(
        out_of_turn.content().contains("Alice"),
        "{}",
        out_of_turn.content()
    );
    private("/play garbled", play(&fake, ALICE, gb, "zz top")).await;
    private(
        "an old button",
        click(&fake, EVE, gb, &tents.button("ks:play:")),
    )
    .await;
    // Private board, settings, rules, one's games.
    let board_private = json!([{"name": "private", "type": 5, "value": true}]);
    let mine = private(
        "/game board private",
        game(&fake, EVE, gb, "board", &board_private, &[]),
    )
    .await;
    assert!(mine.png().is_some());
    private(
        "/game settings",
        game(&fake, EVE, gb, "settings", &json!([]), &[]),
    )
    .await;
    private(
        "/game rules",
        game(&fake, EVE, gb, "rules", &json!([]), &[]),
    )
    .await;
    private("/games", command(&fake, EVE, gb, "games", &json!([]), &[])).await;
    // Basilica's paid options: the menu is the payer's alone; the bought
    // order goes to the channel.
    let options = private(
        "Pay…",
        click(&fake, payer, basilica, &asked.button("ks:pay:")),
    )
    .await;
    let choice = options.button("ks:paychoice:");
    let bought = send(
        &fake,
        select(
            &fake,
            payer,
            basilica,
            &choice,
            &[&record.actions[paid].text],
        ),
    )
    .await;
    assert!(
        !bought.ephemeral(),
        "the order bought is a move: {}",
        bought.content()
    );
    board(&bought);
    // A move typed in Les Grands Bâtisseurs goes to the channel too.
    let moved = send(&fake, play(&fake, ALICE, gb, "auction down")).await;
    assert!(!moved.ephemeral(), "{}", moved.content());
    // The autocomplete cannot be deferred: slow, it still answers in time,
    // with the asker's own choices.
    let offered = send(&fake, complete_play(&fake, BOB, gb, "")).await;
    assert_eq!(offered.kind, 8);
    // Babylon's sheets are public, and stay so.
    let sheet = send(&fake, game(&fake, BOB, babylon, "sheet", &json!([]), &[])).await;
    assert!(
        !sheet.ephemeral() && sheet.png().is_some(),
        "{}",
        sheet.content()
    );
    // Nothing private reached the channel.
    let public = fake.public_since(since);
    assert!(public.len() >= 3, "{public:?}");
    for secret in secrets.borrow().iter().filter(|s| !s.is_empty()) {
        assert!(
            public.iter().all(|p| !p.contains(secret.as_str())),
            "posted to everyone: {secret}"
        );
    }
}
