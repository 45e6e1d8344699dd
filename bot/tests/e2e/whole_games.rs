//! Whole games through Discord: slash commands, buttons and menus, the
//! move picker alone, in French and Polish, against Keystone.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_through_slash_commands_buttons_and_menus() {
    let (fake, _bot) = connected("game").await;
    let channel = 100;
    start_game(&fake, channel).await;
    let record = full_game();

    // Autocomplete offers the player's legal actions, word by word.
    let first = &record.actions[0].text;
    let top = send(&fake, complete_play(&fake, ALICE, channel, "")).await;
    assert_eq!(top.kind, 8);
    assert!(
        top.choices()
            .iter()
            .any(|(_, v)| first.starts_with(v.trim_end())),
        "{first} in {:?}",
        top.choices()
    );
    let slot = first.split_whitespace().next().unwrap();
    let cells = send(
        &fake,
        complete_play(&fake, ALICE, channel, &format!("{slot} ")),
    )
    .await;
    assert!(
        cells
            .choices()
            .iter()
            .any(|(name, v)| v == first && name.contains(" — ")),
        "{:?}",
        cells.choices()
    );
    assert!(
        send(&fake, complete_play(&fake, BOB, channel, ""))
            .await
            .choices()
            .is_empty(),
        "not Bob's turn"
    );

    // An intruder is refused, privately.
    let intruder = send(&fake, play(&fake, EVE, channel, first)).await;
    assert!(
        intruder.ephemeral() && intruder.content() == "You are not playing in this game.",
        "{intruder:?}"
    );

    let last = play_whole(&fake, channel, &record).await;
    assert!(
        last.content().contains("Alice wins 52–37."),
        "{}",
        last.content()
    );
    let calls = fake.calls();
    assert!(calls.iter().any(|c| {
        c.path.starts_with("interactions/")
            && c.json
                .as_ref()
                .is_some_and(|j| said(j).contains("paid 1 coin"))
    }));
    let paid_by_menu = calls
        .iter()
        .filter(|c| {
            c.json.as_ref().is_some_and(|j| {
                j["data"]["components"]
                    .to_string()
                    .contains("ks:paychoice:")
            })
        })
        .count();
    assert!(
        paid_by_menu >= 1,
        "a paid order was bought through the menu"
    );
}

/// `/game rules`' topics are offered for the game named so far, else for
/// every game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rules_topics_follow_the_game_named() {
    let (fake, _bot) = connected("topics").await;
    let topics = |game: Option<&str>, typed: &str| {
        let mut options =
            vec![json!({"name": "topic", "type": 3, "value": typed, "focused": true})];
        if let Some(game) = game {
            options.insert(0, json!({"name": "game", "type": 3, "value": game}));
        }
        complete_game(&fake, ALICE, 240, "rules", &json!(options))
    };
    let offered = |answer: Answer| -> Vec<String> {
        answer
            .choices()
            .into_iter()
            .map(|(_, value)| value)
            .collect()
    };
    let cardinal = offered(send(&fake, topics(Some("cardinal"), "")).await);
    assert_eq!(
        cardinal,
        [
            "turn", "laws", "pawns", "cardinal", "end", "players", "notation"
        ]
    );
    assert_eq!(
        offered(send(&fake, topics(Some("cardinal"), "L")).await),
        ["laws"]
    );
    let every = offered(send(&fake, topics(None, "")).await);
    for topic in ["vault", "laws", "auction", "round"] {
        assert!(every.contains(&topic.to_owned()), "{every:?}");
    }
    assert_eq!(
        every.iter().filter(|t| *t == "turn").count(),
        1,
        "{every:?}"
    );
    // The topic chosen: Cardinal's laws.
    let options = json!([
        {"name": "game", "type": 3, "value": "cardinal"},
        {"name": "topic", "type": 3, "value": "laws"}
    ]);
    let laws = send(&fake, game(&fake, ALICE, 240, "rules", &options, &[])).await;
    assert!(
        laws.ephemeral()
            && laws.content().starts_with("**Cardinal** · ")
            && laws.content().contains("The seven laws (C8)"),
        "{}",
        laws.content()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_french() {
    a_whole_game_in(&FRENCH).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_polish() {
    a_whole_game_in(&POLISH).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_against_keystone_itself() {
    let (fake, _bot) = connected("computer").await;
    let channel = 300;
    let options = json!([
        {"name": "game", "type": 3, "value": "basilica"},
        {"name": "opponent", "type": 6, "value": KEYSTONE.id.to_string()},
        {"name": "first", "type": 4, "value": 0},
        {"name": "level", "type": 4, "value": 0}
    ]);
    let started = send(
        &fake,
        game(&fake, ALICE, channel, "new", &options, &[KEYSTONE]),
    )
    .await;
    assert!(
        started
            .content()
            .contains("Alice starts a game of Basilica against Keystone (easy)."),
        "{}",
        started.content()
    );
    board(&started);
    // Alice plays the first action the list offers whenever it is her
    // turn; Keystone answers in the channel.
    let mut alice = 0;
    let mut ended = false;
    for _ in 0..5_000 {
        if !posted(&fake.calls(), channel, "Game over").is_empty() {
            ended = true;
            break;
        }
        // The list narrows word by word ("V1 ", then "V1 a1"): follow its
        // first offer to a whole action.
        let mut typed = String::new();
        let action = loop {
            let offered = send(&fake, complete_play(&fake, ALICE, channel, &typed)).await;
            match offered.choices().into_iter().next() {
                Some((_, value)) if value.ends_with(' ') => typed = value,
                Some((_, value)) => break Some(value),
                None => break None,
            }
        };
        let Some(action) = action else {
            // Keystone is thinking.
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            continue;
        };
        let answer = send(&fake, play(&fake, ALICE, channel, action.trim_end())).await;
        if answer.ephemeral() {
            // Keystone moved between the list and the play: look again.
            continue;
        }
        alice += 1;
        // The end may come as Alice's own answer (deferred or not).
        if answer.content().contains("Game over") {
            ended = true;
            break;
        }
    }
    let calls = fake.calls();
    let keystone = posted(&calls, channel, "Keystone");
    assert!(alice > 10 && !keystone.is_empty(), "{alice} moves by Alice");
    assert!(
        keystone.iter().any(|m| said(m).contains("Keystone placed")),
        "Keystone's turns are told like a player's"
    );
    assert!(ended, "the game ends");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_of_cardinal_for_two() {
    let (fake, _bot) = connected("cardinal").await;
    let commands = registered_commands(&fake).to_string();
    assert!(
        commands.contains("\"opponent2\"") && commands.contains("\"opponent3\""),
        "/game new takes up to three opponents"
    );
    let channel = 300;
    let options = json!([
        {"name": "game", "type": 3, "value": "cardinal"},
        {"name": "opponent", "type": 6, "value": BOB.id.to_string()},
        {"name": "first", "type": 4, "value": 0}
    ]);
    let invitation = send(&fake, game(&fake, ALICE, channel, "new", &options, &[BOB])).await;
    assert!(
        invitation
            .content()
            .contains("Alice invites Bob to a game of Cardinal"),
        "{}",
        invitation.content()
    );
    let accept = invitation.button("ks:accept:");
    let accepted = send(&fake, click(&fake, BOB, channel, &accept)).await;
    assert!(
        accepted.content().contains("Alice builds first"),
        "{}",
        accepted.content()
    );
    board(&accepted);

    // The autocomplete offers legal turns, word by word.
    let top = send(&fake, complete_play(&fake, ALICE, channel, "")).await;
    let values: Vec<String> = top.choices().into_iter().map(|(_, v)| v).collect();
    assert!(
        values.iter().any(|v| v.starts_with("red "))
            && values.iter().any(|v| v.starts_with("green ")),
        "{values:?}"
    );
    // The first turn must put the cardinal down (C11).
    let refused = send(
        &fake,
        play(&fake, ALICE, channel, "red house -1,0; pawn blue"),
    )
    .await;
    assert!(
        refused.ephemeral() && refused.content().ends_with("(C11)"),
        "{}",
        refused.content()
    );

    let lines = cardinal_lines();
    let mut last = None;
    for (i, (seat, text)) in lines.iter().enumerate() {
        let (who, other) = if *seat == 1 {
            (ALICE, BOB)
        } else {
            (BOB, ALICE)
        };
        if i == 1 {
            // The cardinal comes as a continuation of a building.
            let building = text.split(';').next().unwrap().trim();
            let menu = send(&fake, complete_play(&fake, who, channel, building)).await;
            let values: Vec<String> = menu.choices().into_iter().map(|(_, v)| v).collect();
            assert!(
                values
                    .iter()
                    .any(|v| v.starts_with(&format!("{building}; cardinal"))),
                "{building}: {values:?}"
            );
            // Out of turn, the other player is refused privately.
            let early = send(&fake, play(&fake, other, channel, text)).await;
            assert!(early.ephemeral(), "{}", early.content());
        }
        let answer = send(&fake, play(&fake, who, channel, text)).await;
        assert!(
            !answer.ephemeral(),
            "turn {} ({text}) refused: {}",
            i + 1,
            answer.content()
        );
        board(&answer);
        last = Some(answer);
    }
    let last = last.unwrap();
    assert!(
        last.content().contains("the game is over (C12)"),
        "{}",
        last.content()
    );
}

/// A whole Basilica game, played with the move picker only: each player's
/// consecutive actions of the example record chosen menu by menu (opened by
/// the Play… button of the message that asks, or by `/play` alone), the
/// paid orders bought with it too; Bob's turns reach him by direct
/// message too; then an outdated picker refuses.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_basilica_game_with_the_move_picker_only() {
    let (fake, _bot) = connected("picker").await;
    let channel = 130;
    let mut last = start_game(&fake, channel).await;
    wants_direct_messages(&fake, BOB, channel).await;
    let record = full_game();
    let mut turns: Vec<(u8, Vec<String>)> = Vec::new();
    for line in &record.actions {
        let seat = line.seat.number();
        match turns.last_mut() {
            Some((s, actions)) if *s == seat => actions.push(line.text.clone()),
            _ => turns.push((seat, vec![line.text.clone()])),
        }
    }
    let (mut paid, mut splits) = (0, 0);
    for (n, (seat, actions)) in turns.iter().enumerate() {
        let who = seat_player(*seat);
        let mut picker = if n % 2 == 0 {
            send(&fake, click(&fake, who, channel, &last.button("ks:play:"))).await
        } else {
            send(&fake, play_picker(&fake, who, channel)).await
        };
        assert!(picker.ephemeral(), "{}", picker.content());
        assert!(
            picker.content().starts_with("**Your move**"),
            "{}",
            picker.content()
        );
        let mut first = &actions[0];
        let mut split = false;
        for action in actions {
            // An action that depends on a draw an earlier one makes (the
            // order a vault's refill brings, B26) is not offered until that
            // one is played: play what is chosen, and go on in a new picker.
            if action != first && !offered(&picker, action) {
                last = press_play(&fake, who, channel, &picker).await;
                picker = send(&fake, click(&fake, who, channel, &last.button("ks:play:"))).await;
                first = action;
                split = true;
            }
            picker = pick_action(&fake, who, channel, picker, action).await;
            paid += usize::from(action.starts_with("pay "));
        }
        splits += usize::from(split);
        assert!(
            picker.content().contains(&format!("`{first}`")),
            "the chosen actions are listed: {}",
            picker.content()
        );
        last = press_play(&fake, who, channel, &picker).await;
    }
    assert!(splits >= 1, "a turn went on past a draw in a new picker");
    // A move played with the picker is told like one played with /play.
    assert!(
        !fake.direct_messages(BOB.id).is_empty(),
        "Bob's turns by DM"
    );
    assert!(paid >= 1, "a paid order was bought with the picker");
    assert!(
        last.content().contains("Alice wins 52–37."),
        "{}",
        last.content()
    );
    assert!(
        last.custom_ids()
            .iter()
            .all(|id| !id.starts_with("ks:play:")),
        "no Play… once over"
    );

    // A picker left open while the game moves on refuses, in place.
    let channel = 131;
    start_game(&fake, channel).await;
    let first = &record.actions[0].text;
    let stale = send(&fake, play_picker(&fake, ALICE, channel)).await;
    let other = send(&fake, play_picker(&fake, ALICE, channel)).await;
    let other = pick_action(&fake, ALICE, channel, other, first).await;
    press_play(&fake, ALICE, channel, &other).await;
    let menu = stale.button("ks:pick:");
    let value = stale.menu_options()[0].2.clone();
    let refused = send(&fake, select(&fake, ALICE, channel, &menu, &[&value])).await;
    assert_eq!(refused.kind, 7);
    assert!(
        refused.content().contains("This picker is out of date"),
        "{}",
        refused.content()
    );
    assert!(refused.custom_ids().is_empty());
    // Someone who is not to act is told whom the game waits on.
    let waiting = send(&fake, play_picker(&fake, EVE, channel)).await;
    assert!(
        waiting.ephemeral() && waiting.content() == "You are not playing in this game.",
        "{}",
        waiting.content()
    );
    let later = send(&fake, play_picker(&fake, BOB, channel)).await;
    assert!(
        later.content().contains("the game waits on Alice"),
        "{}",
        later.content()
    );
}

/// A whole Cardinal game of three, played with the move picker only: each
/// turn opened by the Play… button of the message that names the player,
/// then any option of each menu, pages included, until the turn is whole.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_cardinal_game_of_three_with_the_move_picker_only() {
    let (fake, _bot) = connected("picker-cardinal").await;
    let channel = 132;
    let mut last = start_three(&fake, "cardinal", channel).await;
    let players = [ALICE, BOB, EVE];
    let mut rng: u64 = 7;
    let mut turns = 0;
    let mut paged = false;
    while last
        .custom_ids()
        .iter()
        .any(|id| id.starts_with("ks:play:"))
    {
        let who = players
            .into_iter()
            .find(|p| last.content().contains(&format!("<@{}>", p.id)))
            .unwrap_or_else(|| panic!("nobody is named to act: {}", last.content()));
        let mut picker = send(&fake, click(&fake, who, channel, &last.button("ks:play:"))).await;
        assert!(picker.ephemeral(), "{}", picker.content());
        loop {
            let options = picker.menu_options();
            if options.is_empty() {
                break;
            }
            assert!(options.len() <= 25);
            rng = rng
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let (_, description, value) = &options[(rng >> 33) as usize % options.len()];
            paged |= description == "…";
            let menu = picker.button("ks:pick:");
            picker = send(&fake, select(&fake, who, channel, &menu, &[value])).await;
            assert_eq!(picker.kind, 7, "{}", picker.content());
        }
        last = press_play(&fake, who, channel, &picker).await;
        turns += 1;
        assert!(turns < 300, "the game ends");
    }
    assert!(
        last.content().contains("the game is over (C12)"),
        "{}",
        last.content()
    );
    eprintln!("cardinal by picker: {turns} turns, paged: {paged}");
}
