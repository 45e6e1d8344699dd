//! The real `keystone run` binary against a fake Discord on 127.0.0.1: the
//! gateway, REST calls and interactions as Discord would make them.

use crate::support;

use serde_json::json;
use support::*;

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

use std::path::Path;

use keystone_engine::Record;
use support::fake::{Answer, Call};

use crate::pg;
use crate::silent;
use silent::silent_server;

/// The full-game example: seed 7, Alice first, 113 lines with paid orders
/// bought and declined and two scorings.
fn full_game() -> Record {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/basilica-full-game.txt");
    Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn seat_player(seat: u8) -> Player {
    if seat == 1 { ALICE } else { BOB }
}

/// Sends an interaction; what its user reads as the result (see
/// [`Fake::reply`]).
async fn send(fake: &Fake, (id, interaction): (u64, serde_json::Value)) -> Answer {
    fake.interact(interaction);
    fake.reply(id).await
}

/// Checks a board reply: public, with a PNG that decodes, laid out for a
/// phone (400 px) and drawn twice that for sharp screens.
fn board(answer: &Answer) {
    assert!(!answer.ephemeral(), "{}", answer.content());
    let png = answer
        .png()
        .unwrap_or_else(|| panic!("no board in {:?}", answer.content()));
    let image = image::load_from_memory(png).expect("the PNG decodes");
    assert_eq!(image.width(), 800);
}

/// Starts a game between Alice and Bob in `channel`, accepted by button;
/// the answer to the acceptance.
async fn start_game(fake: &Fake, channel: u64) -> Answer {
    let invitation = send(fake, new_game(fake, ALICE, BOB, channel)).await;
    assert!(
        invitation
            .content()
            .contains("Alice invites Bob to a game of Basilica"),
        "{}",
        invitation.content()
    );
    let accept = invitation.button("ks:accept:");
    let accepted = send(fake, click(fake, BOB, channel, &accept)).await;
    assert!(
        accepted
            .content()
            .contains("Bob accepted. Alice, your turn"),
        "{}",
        accepted.content()
    );
    board(&accepted);
    accepted
}

/// How a line is sent.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Way {
    Commands,
    Buttons,
}

/// Plays `record.actions[range]` in `channel`: actions by `/play`, paid
/// orders by the Pay… button and its menu (or `/pay`), declines by
/// `/decline` (or the Decline button). Returns the last answer.
async fn play_lines(
    fake: &Fake,
    channel: u64,
    record: &Record,
    range: std::ops::Range<usize>,
    way: Way,
) -> Answer {
    let mut last: Option<Answer> = None;
    for line in &record.actions[range] {
        let who = seat_player(line.seat.number());
        let prompts = last.as_ref().map(Answer::custom_ids).unwrap_or_default();
        let answer = if let Some(option) = line.text.strip_prefix("pay ") {
            match (way, prompts.iter().find(|id| id.starts_with("ks:pay:"))) {
                (Way::Buttons, Some(pay)) => {
                    let menu = send(fake, click(fake, who, channel, pay)).await;
                    assert!(menu.ephemeral(), "the menu is only for the payer");
                    assert!(
                        menu.menu_values().contains(&line.text),
                        "{} in {:?}",
                        line.text,
                        menu.menu_values()
                    );
                    let choice = menu.button("ks:paychoice:");
                    send(fake, select(fake, who, channel, &choice, &[&line.text])).await
                }
                _ => {
                    send(
                        fake,
                        command(
                            fake,
                            who,
                            channel,
                            "pay",
                            &json!([{"name": "option", "type": 3, "value": option}]),
                            &[],
                        ),
                    )
                    .await
                }
            }
        } else if line.text == "decline" {
            match (way, prompts.iter().find(|id| id.starts_with("ks:decline:"))) {
                (Way::Buttons, Some(decline)) => {
                    send(fake, click(fake, who, channel, decline)).await
                }
                _ => {
                    send(
                        fake,
                        command(fake, who, channel, "decline", &json!([]), &[]),
                    )
                    .await
                }
            }
        } else {
            send(fake, play(fake, who, channel, &line.text)).await
        };
        assert!(
            !answer.ephemeral(),
            "line {} ({}) refused: {}",
            line.line,
            line.text,
            answer.content()
        );
        board(&answer);
        last = Some(answer);
    }
    last.expect("some lines")
}

/// Plays all of `record`: the first half by buttons where there are some,
/// the rest by commands. The last answer.
async fn play_whole(fake: &Fake, channel: u64, record: &Record) -> Answer {
    let half = 60;
    play_lines(fake, channel, record, 0..half, Way::Buttons).await;
    play_lines(
        fake,
        channel,
        record,
        half..record.actions.len(),
        Way::Commands,
    )
    .await
}

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
    assert!(calls.iter().any(|c| c.path.starts_with("interactions/")
        && c.json.as_ref().is_some_and(|j| {
            j["data"]["content"]
                .as_str()
                .is_some_and(|t| t.contains("paid 1 coin"))
        })));
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

/// The last action in the channel's history (`/game history last:1`).
async fn last_logged(fake: &Fake, channel: u64) -> String {
    let history = send(
        fake,
        game(
            fake,
            ALICE,
            channel,
            "history",
            &json!([{"name": "last", "type": 4, "value": 1}]),
            &[],
        ),
    )
    .await;
    history.content().lines().last().unwrap_or("").to_owned()
}

/// The record of the game in `channel`, as `/game export` attaches it.
async fn export(fake: &Fake, channel: u64) -> Record {
    let export = send(fake, game(fake, EVE, channel, "export", &json!([]), &[])).await;
    let file = export
        .files
        .iter()
        .find(|f| f.filename.as_deref().is_some_and(|n| n.ends_with(".txt")))
        .expect("a record file");
    Record::parse(std::str::from_utf8(&file.bytes).unwrap()).unwrap()
}

/// Sends action `index` of `record` in `channel` and kills `bot` the
/// moment it answers (the fake sends SIGKILL as the answer arrives, before
/// the bot hears back): the action was stored and answered, and the bot
/// died at once. Whether the kill landed so.
async fn kill_mid_action(
    fake: &Fake,
    bot: &mut Bot,
    channel: u64,
    record: &Record,
    index: usize,
) -> bool {
    let next = &record.actions[index];
    let (id, interaction) = play(fake, seat_player(next.seat.number()), channel, &next.text);
    fake.kill_when_answered(id, bot.pid());
    fake.interact(interaction);
    fake.answer(id).await;
    // Reaped: the kill was the fake's.
    let killed = bot
        .exited_within(std::time::Duration::from_secs(10))
        .is_some();
    bot.kill();
    killed && fake.killed_when_answered(id)
}

/// Where the game in `channel` goes on after a kill with action `index` on
/// its way: after it if it was applied, which it must be if it was
/// `answered`.
async fn resumed_at(
    fake: &Fake,
    channel: u64,
    record: &Record,
    index: usize,
    answered: bool,
) -> usize {
    let applied = last_logged(fake, channel)
        .await
        .contains(&format!("`{}`", record.actions[index].text));
    assert!(
        applied || !answered,
        "an answered action must survive the kill"
    );
    if applied { index + 1 } else { index }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_bot_restarts_and_the_game_goes_on() {
    let fake = Fake::start().await;
    let dir = scratch("restart");
    let record = full_game();
    let channel = 200;
    let mut bot = Bot::start(&fake, dir.join("db"), 7);
    fake.wait_ready(1).await;
    start_game(&fake, channel).await;
    let half = 40;
    play_lines(&fake, channel, &record, 0..half, Way::Commands).await;
    bot.kill();

    // Restart, then kill again while an action is on its way.
    let mut bot = Bot::start(&fake, dir.join("db"), 7);
    fake.wait_ready(2).await;
    assert!(
        last_logged(&fake, channel)
            .await
            .contains(&format!("`{}`", record.actions[half - 1].text)),
        "every answered action survived"
    );
    let answered = kill_mid_action(&fake, &mut bot, channel, &record, half).await;
    assert!(answered, "the kill landed as the action was answered");

    let _bot = Bot::start(&fake, dir.join("db"), 7);
    fake.wait_ready(3).await;
    let resume = resumed_at(&fake, channel, &record, half, answered).await;
    let last = play_lines(
        &fake,
        channel,
        &record,
        resume..record.actions.len(),
        Way::Commands,
    )
    .await;
    assert!(
        last.content().contains("Alice wins 52–37."),
        "{}",
        last.content()
    );
}

/// The bot on the shared store: a whole game on PostgreSQL (a throwaway
/// server the test starts), the bot killed with SIGKILL midway and started
/// again on the same database; nothing answered is lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_on_postgres_survives_a_killed_bot() {
    let fake = Fake::start().await;
    let dir = scratch("postgres");
    // The test server's client blocks: off the runtime.
    let url = tokio::task::spawn_blocking(pg::database).await.unwrap();
    let settings = [("KEYSTONE_STORE", url.as_str())];
    let record = full_game();
    let channel = 210;
    let mut bot = Bot::start_with(&fake, dir.join("db"), 7, &settings);
    fake.wait_ready(1).await;
    start_game(&fake, channel).await;
    let half = 40;
    play_lines(&fake, channel, &record, 0..half, Way::Commands).await;
    bot.kill();
    let _bot = Bot::start_with(&fake, dir.join("db"), 7, &settings);
    fake.wait_ready(2).await;
    assert!(
        last_logged(&fake, channel)
            .await
            .contains(&format!("`{}`", record.actions[half - 1].text)),
        "every answered action survived"
    );
    let last = play_lines(
        &fake,
        channel,
        &record,
        half..record.actions.len(),
        Way::Commands,
    )
    .await;
    assert!(
        last.content().contains("Alice wins 52–37."),
        "{}",
        last.content()
    );
    assert!(
        !dir.join("db").exists(),
        "no embedded store was made beside the shared one"
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

/// Two `keystone run` processes, each running one of two shards of one
/// fake Discord, on one PostgreSQL: a game in a server of each shard. Every
/// command reaches the process of its server's shard and is answered by it;
/// while the second process is killed (SIGKILL, an action on its way), the
/// first serves its own game on and reminds nobody in the other's; restarted,
/// the second finishes its game. Both records hold each action once, and no
/// reminder is posted twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_two_shards_share_one_postgres() {
    let fake = Fake::start().await;
    fake.recommend_shards(2);
    let dir = scratch("shards");
    let url = tokio::task::spawn_blocking(pg::database).await.unwrap();
    // A channel in a server of each shard.
    let servers = [GUILD, GUILD + (1 << 22)];
    assert_eq!(servers.map(|g| fake::shard_of(Some(g), 2)), [0, 1]);
    let channels = [220, 221];
    for (channel, server) in channels.into_iter().zip(servers) {
        fake.place(channel, server);
    }
    let start = |shard: u32| {
        let shards = format!("{shard}/2");
        Bot::start_at(
            &fake.url_via(shard),
            dir.join(format!("db{shard}")),
            7,
            &[
                ("KEYSTONE_STORE", url.as_str()),
                ("KEYSTONE_SHARDS", shards.as_str()),
                ("KEYSTONE_REMIND_AFTER", "2s"),
                ("KEYSTONE_MAX_REMINDERS", "3"),
                ("KEYSTONE_SWEEP_EVERY", "200ms"),
            ],
        )
    };
    let _first = start(0);
    let mut second = start(1);
    fake.wait_ready(2).await;
    assert_eq!(fake.connected_shards(), [0, 1]);

    let record = full_game();
    let both = |range: std::ops::Range<usize>| {
        let fake = &fake;
        let record = &record;
        async move {
            // Turn about, a few actions at a time.
            let mut last = Vec::new();
            for from in range.clone().step_by(4) {
                let to = (from + 4).min(range.end);
                last.clear();
                for channel in channels {
                    last.push(play_lines(fake, channel, record, from..to, Way::Commands).await);
                }
            }
            last
        }
    };
    for channel in channels {
        start_game(&fake, channel).await;
    }
    let half = 20;
    both(0..half).await;
    // Each process reminds the players of its own server.
    fake.wait_for("two reminders in each server's game", |calls| {
        channels
            .iter()
            .all(|&c| !posted(calls, c, "Reminder (2 of 3)").is_empty())
    })
    .await;

    // The second process dies with an action on its way.
    let [here, there] = channels;
    let answered = kill_mid_action(&fake, &mut second, there, &record, half).await;
    assert!(answered, "the kill landed as the action was answered");
    let killed = std::time::Instant::now();
    let calls_before = fake.calls().len();
    // The first goes on in its own server, and does not sweep the other's
    // game, whose next reminder falls due meanwhile.
    let last = play_lines(&fake, here, &record, half..2 * half, Way::Commands).await;
    assert!(!last.ephemeral(), "{}", last.content());
    tokio::time::sleep(std::time::Duration::from_millis(2500).saturating_sub(killed.elapsed()))
        .await;
    assert!(
        posted(&fake.calls()[calls_before..], there, "Reminder").is_empty(),
        "no process reminds in a server whose shard is down"
    );

    let _second = start(1);
    fake.wait_ready(3).await;
    let resume = resumed_at(&fake, there, &record, half, answered).await;
    play_lines(&fake, there, &record, resume..2 * half, Way::Commands).await;
    for answer in both(2 * half..record.actions.len()).await {
        assert!(
            answer.content().contains("Alice wins 52–37."),
            "{}",
            answer.content()
        );
    }

    // Each action was applied once: the records are the game's.
    for channel in channels {
        let exported = export(&fake, channel).await;
        let lines = |r: &Record| -> Vec<(u8, String)> {
            r.actions
                .iter()
                .map(|l| (l.seat.number(), l.text.clone()))
                .collect()
        };
        assert_eq!(lines(&exported), lines(&record), "channel {channel}");
    }

    // No reminder twice: each is told apart by its text ("Reminder (2 of
    // 3)") and its mute button, which names the game's step.
    let calls = fake.calls();
    let mut seen = std::collections::HashSet::new();
    for channel in channels {
        for reminder in posted(&calls, channel, "Reminder (") {
            let key = (
                channel,
                reminder["content"].clone(),
                reminder["components"].clone(),
            );
            assert!(seen.insert(key), "a reminder posted twice: {reminder}");
        }
    }
    // Every call about a server came from the process running its shard:
    // answers to its interactions, and what it posted on its own.
    for call in &calls {
        let parts: Vec<&str> = call.path.split('/').collect();
        let shard = match parts.as_slice() {
            ["interactions", id, ..] => fake.routed(id.parse().unwrap()),
            ["webhooks", _, token, ..] => token
                .strip_prefix("token-")
                .and_then(|id| fake.routed(id.parse().ok()?)),
            ["channels", channel, ..] => channel
                .parse()
                .ok()
                .map(|c| fake::shard_of(Some(fake.guild_of(c)), 2)),
            _ => continue,
        };
        assert_eq!(call.via, shard, "{} {}", call.method, call.path);
    }
}

/// Without `shards`, one process runs every shard Discord recommends, and
/// answers in a server of each.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_process_runs_every_shard_discord_recommends() {
    let fake = Fake::start().await;
    fake.recommend_shards(2);
    let dir = scratch("autoshard");
    let _bot = Bot::start(&fake, dir.join("db"), 7);
    fake.wait_for("both shards to connect", |_| {
        fake.connected_shards() == [0, 1]
    })
    .await;
    let channels = [230, 231];
    fake.place(channels[1], GUILD + (1 << 22));
    let mut shards = Vec::new();
    for channel in channels {
        let (id, interaction) = new_game(&fake, ALICE, BOB, channel);
        fake.interact(interaction);
        let invitation = fake.answer(id).await;
        assert!(
            invitation.content().contains("Alice invites Bob"),
            "{}",
            invitation.content()
        );
        shards.push(fake.routed(id));
    }
    assert_eq!(shards, [Some(0), Some(1)]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn double_clicks_and_simultaneous_commands_apply_once() {
    let (fake, _bot) = connected("double").await;
    let channel = 300;
    start_game(&fake, channel).await;
    let record = full_game();

    // Two identical /play at the same moment.
    let line = &record.actions[0];
    let (a, first) = play(&fake, ALICE, channel, &line.text);
    let (b, second) = play(&fake, ALICE, channel, &line.text);
    fake.interact(first);
    fake.interact(second);
    let answers = [fake.answer(a).await, fake.answer(b).await];
    assert_eq!(
        answers.iter().filter(|x| !x.ephemeral()).count(),
        1,
        "applied once: {answers:?}"
    );
    assert!(
        answers
            .iter()
            .any(|x| x.ephemeral() && x.content().contains("(B14)")),
        "{answers:?}"
    );

    // Up to the first paid question, then a double click on Decline.
    let question = record
        .actions
        .iter()
        .position(|l| l.text == "decline")
        .unwrap();
    let before = play_lines(&fake, channel, &record, 1..question, Way::Commands).await;
    let decline = before.button("ks:decline:");
    let asked = seat_player(record.actions[question].seat.number());
    let (a, first) = click(&fake, asked, channel, &decline);
    let (b, second) = click(&fake, asked, channel, &decline);
    fake.interact(first);
    fake.interact(second);
    let answers = [fake.answer(a).await, fake.answer(b).await];
    assert_eq!(
        answers.iter().filter(|x| !x.ephemeral()).count(),
        1,
        "applied once: {answers:?}"
    );
    assert!(
        answers
            .iter()
            .any(|x| x.ephemeral() && x.content().contains("out of date")),
        "{answers:?}"
    );
    // The game goes on from there, undisturbed.
    let last = play_lines(
        &fake,
        channel,
        &record,
        question + 1..record.actions.len(),
        Way::Commands,
    )
    .await;
    assert!(last.content().contains("Alice wins 52–37."));
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

/// The load benchmark: 200 concurrent games on the fake, each action one
/// interaction, from dispatch to the answer carrying the board, the store
/// durable. Three phases: players pausing between actions so that 100, then
/// 300 actions/s arrive in all (latency at a given load), then players who
/// never pause (the most the bot can do). Run with
/// `cargo test --release -p keystone-bot --test bot -- --ignored --nocapture e2e::load`
/// (with `KEYSTONE_LOAD_STORE=postgres`, on a PostgreSQL store).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark; see docs/performance.md"]
async fn load_200_concurrent_games() {
    use std::sync::Arc;
    use std::time::{Duration, Instant};

    use keystone_engine::basilica::Basilica;
    use keystone_engine::rng::Stream;
    use keystone_engine::{Game, GameRng, Seat, Seating};

    const GAMES: u64 = 200;
    /// Offered load (actions/s in all, `None`: no pauses) and duration.
    const PHASES: [(Option<f64>, u64); 3] = [(Some(100.0), 20), (Some(300.0), 10), (None, 10)];
    let fake = Arc::new(Fake::start().await);
    let dir = scratch("load");
    // KEYSTONE_LOAD_STORE=postgres: the same load on the shared store.
    let store = match std::env::var("KEYSTONE_LOAD_STORE").as_deref() {
        Ok("postgres") => Some(tokio::task::spawn_blocking(pg::database).await.unwrap()),
        _ => None,
    };
    let settings: Vec<(&str, &str)> = store
        .as_deref()
        .map(|url| ("KEYSTONE_STORE", url))
        .into_iter()
        .collect();
    eprintln!(
        "store: {}",
        if store.is_some() {
            "PostgreSQL"
        } else {
            "sled"
        }
    );
    let _bot = Bot::start_with(&fake, dir.join("db"), 7, &settings);
    fake.wait_ready(1).await;
    let phase_start = Arc::new(tokio::sync::Barrier::new(GAMES as usize + 1));
    let games: Vec<_> = (0..GAMES)
        .map(|g| {
            let (fake, phase_start) = (Arc::clone(&fake), Arc::clone(&phase_start));
            tokio::spawn(async move {
                let (channel, host, guest) = (10_000 + g, player(2 * g), player(2 * g + 1));
                let invitation = send(&fake, new_game(&fake, host, guest, channel)).await;
                let accept = invitation.button("ks:accept:");
                board(&send(&fake, click(&fake, guest, channel, &accept)).await);
                // The bot's game, mirrored: same seed, host first.
                let table = Seating {
                    seats: 2,
                    first: Some(Seat::from_index(0)),
                    seed: 7,
                };
                let mut mirror = Basilica::new(&table, &Default::default()).unwrap();
                let mut rng = GameRng::new(g, Stream::Play);
                let mut legal = Vec::new();
                let mut phases = Vec::new();
                for (rate, seconds) in PHASES {
                    phase_start.wait().await;
                    let end = Instant::now() + Duration::from_secs(seconds);
                    let mut latencies = Vec::new();
                    while Instant::now() < end {
                        if let Some(rate) = rate {
                            // Exponential pauses: GAMES players make `rate` actions/s.
                            let u = (f64::from(rng.below(1 << 20)) + 0.5) / f64::from(1u32 << 20);
                            let pause = Duration::from_secs_f64(-u.ln() * GAMES as f64 / rate);
                            if Instant::now() + pause >= end {
                                // No burst at the end: this player's phase is over.
                                tokio::time::sleep_until(end.into()).await;
                                break;
                            }
                            tokio::time::sleep(pause).await;
                        }
                        let Some(seat) = mirror.to_act().single() else {
                            break;
                        };
                        mirror.legal_actions(seat, &mut legal);
                        let action = legal[rng.below(legal.len() as u32) as usize];
                        let who = if seat.index() == 0 { host } else { guest };
                        let answer =
                            send(&fake, play(&fake, who, channel, &action.to_string())).await;
                        assert!(
                            !answer.ephemeral() && answer.png().is_some(),
                            "{}",
                            answer.content()
                        );
                        mirror.apply(seat, &action).unwrap();
                        latencies.push(answer.latency);
                    }
                    phases.push(latencies);
                }
                phases
            })
        })
        .collect();
    let mut results: Vec<Vec<Duration>> = vec![Vec::new(); PHASES.len()];
    for _ in PHASES {
        phase_start.wait().await;
    }
    for game in games {
        for (phase, latencies) in game.await.unwrap().into_iter().enumerate() {
            results[phase].extend(latencies);
        }
    }
    for ((rate, seconds), mut latencies) in PHASES.iter().zip(results) {
        latencies.sort_unstable();
        let at = |p: f64| {
            latencies[((latencies.len() - 1) as f64 * p).round() as usize].as_secs_f64() * 1e3
        };
        let offered = rate.map_or("no pauses".to_owned(), |r| {
            format!("{r:.0} actions/s offered")
        });
        println!(
            "{GAMES} concurrent games, {offered}: {} actions in {seconds} s = {:.0} actions/s; latency p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            latencies.len(),
            latencies.len() as f64 / *seconds as f64,
            at(0.5),
            at(0.99),
            at(1.0)
        );
    }
}

/// The channel messages the bot posted by itself (not answers) in `channel`
/// whose content contains `text`.
fn posted(calls: &[Call], channel: u64, text: &str) -> Vec<serde_json::Value> {
    calls
        .iter()
        .filter(|c| c.method == "POST" && c.path == format!("channels/{channel}/messages"))
        .filter_map(|c| c.json.clone())
        .filter(|j| j["content"].as_str().is_some_and(|t| t.contains(text)))
        .collect()
}

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

/// `/game import file:<attachment> opponent:<user>` with the file served
/// by the fake's CDN.
fn import(
    fake: &Fake,
    p: Player,
    channel: u64,
    text: &str,
    opponent: Player,
) -> (u64, serde_json::Value) {
    let attachment = fake.id().to_string();
    let url = fake.host_file(&format!("{attachment}.txt"), text.as_bytes());
    let (id, mut value) = game(
        fake,
        p,
        channel,
        "import",
        &json!([
            {"name": "file", "type": 11, "value": attachment},
            {"name": "opponent", "type": 6, "value": opponent.id.to_string()}
        ]),
        &[opponent],
    );
    value["data"]["resolved"]["attachments"] = json!({
        attachment.clone(): {
            "id": attachment,
            "filename": "game.txt",
            "size": text.len(),
            "url": url,
            "proxy_url": url,
            "content_type": "text/plain; charset=utf-8"
        }
    });
    (id, value)
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

/// What a player reads in one language, at each step of a game.
struct Speech {
    locale: &'static str,
    invitation: &'static str,
    accept_button: &'static str,
    accepted: &'static str,
    vault_label: &'static str,
    builder_refused: &'static str,
    result: &'static str,
    game_command: &'static str,
}

const FRENCH: Speech = Speech {
    locale: "fr",
    invitation: "Alice invite Bob à une partie de Basilica",
    accept_button: "Accepter",
    accepted: "Bob a accepté. Alice, à vous : 3 actions restantes.",
    vault_label: "voûte",
    builder_refused: "un bâtisseur ne se place que juste après avoir posé une voûte ce tour-ci (B18)",
    result: "Alice gagne 52–37.",
    game_command: "partie",
};

const POLISH: Speech = Speech {
    locale: "pl",
    invitation: "Alice zaprasza Bob do gry w Basilica",
    accept_button: "Przyjmij",
    accepted: "Bob przyjmuje zaproszenie. Alice, twoja tura: zostały 3 akcje.",
    vault_label: "Element Katedry",
    builder_refused: "Budowniczego można wystawić tylko zaraz po dołożeniu Elementu Katedry w tej turze (B18)",
    result: "Wygrywa Alice, 52–37.",
    game_command: "gra",
};

/// English a player of another language must never read.
const ENGLISH: [&str; 8] = [
    "your turn",
    "placed a",
    "paid 1 coin",
    "Scoring",
    "accepted",
    "declined",
    " wins ",
    "actions left",
];

/// A whole game through the fake Discord with every user's client in
/// `speech`'s language: the commands are registered with its names, and
/// every reply, button, autocomplete label and refusal speaks it.
async fn a_whole_game_in(speech: &Speech) {
    let fake = Fake::start().await;
    let dir = scratch(&format!("game-{}", speech.locale));
    let _bot = Bot::start(&fake, dir.join("db"), 7);
    fake.wait_ready(1).await;
    fake.speak(speech.locale);
    let registered = registered_commands(&fake);
    let game = &registered[0];
    assert_eq!(
        game["name_localizations"][speech.locale], speech.game_command,
        "{game:#}"
    );

    let channel = 100;
    let invitation = send(&fake, new_game(&fake, ALICE, BOB, channel)).await;
    assert!(
        invitation.content().contains(speech.invitation),
        "{}",
        invitation.content()
    );
    assert!(
        invitation.data["components"]
            .to_string()
            .contains(speech.accept_button),
        "{:#}",
        invitation.data["components"]
    );
    let accept = invitation.button("ks:accept:");
    let accepted = send(&fake, click(&fake, BOB, channel, &accept)).await;
    assert!(
        accepted.content().contains(speech.accepted),
        "{}",
        accepted.content()
    );

    let labels = send(&fake, complete_play(&fake, ALICE, channel, "V1 ")).await;
    assert!(
        labels
            .choices()
            .iter()
            .all(|(name, _)| name.contains(speech.vault_label)),
        "{:?}",
        labels.choices()
    );
    let refused = send(&fake, play(&fake, ALICE, channel, "B")).await;
    assert!(
        refused.ephemeral() && refused.content() == speech.builder_refused,
        "{}",
        refused.content()
    );

    let last = play_whole(&fake, channel, &full_game()).await;
    assert!(last.content().contains(speech.result), "{}", last.content());
    for call in fake.calls() {
        let Some(json) = &call.json else { continue };
        let text = json["data"]["content"]
            .as_str()
            .or(json["content"].as_str())
            .unwrap_or_default();
        for english in ENGLISH {
            assert!(!text.contains(english), "{english:?} in {text}");
        }
    }
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
        keystone.iter().any(|m| m["content"]
            .as_str()
            .is_some_and(|t| t.contains("Keystone placed"))),
        "Keystone's turns are told like a player's"
    );
    assert!(ended, "the game ends");
}

/// A two-player Cardinal game, every turn chosen by the engine from a
/// fixed seed (seat 1 first): each seat's line and notation.
fn cardinal_lines() -> Vec<(u8, String)> {
    use keystone_engine::cardinal::{Cardinal, CardinalOptions};
    use keystone_engine::rng::Stream;
    use keystone_engine::{Game, GameRng, Seat, Seating};
    let table = Seating {
        seats: 2,
        first: Some(Seat::from_index(0)),
        seed: 0,
    };
    let mut game = Cardinal::new(&table, &CardinalOptions::default()).unwrap();
    let mut rng = GameRng::new(12, Stream::Play);
    let mut actions = Vec::new();
    let mut lines = Vec::new();
    while let Some(seat) = game.to_act().single() {
        game.legal_actions(seat, &mut actions);
        let action = actions[rng.below(actions.len() as u32) as usize];
        lines.push((seat.number(), Cardinal::format_action(&action)));
        game.apply(seat, &action).unwrap();
    }
    lines
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

/// Les Grands Bâtisseurs for three through the fake Discord, to the end:
/// every card goes face down to its opener and nobody builds, so no card
/// of any hand is ever public. Nothing the channel is shown (messages,
/// their embeds and file names) names one, or any purse; each player's
/// tent (ephemeral) shows their own.
/// Alice invites Bob and Eve to `kind` in `channel`, Alice first; both
/// accept with the button. The answer to the last acceptance.
async fn start_three(fake: &Fake, kind: &str, channel: u64) -> Answer {
    let options = json!([
        {"name": "game", "type": 3, "value": kind},
        {"name": "opponent", "type": 6, "value": BOB.id.to_string()},
        {"name": "opponent2", "type": 6, "value": EVE.id.to_string()},
        {"name": "first", "type": 4, "value": 0}
    ]);
    let invitation = send(
        fake,
        game(fake, ALICE, channel, "new", &options, &[BOB, EVE]),
    )
    .await;
    let accept = invitation.button("ks:accept:");
    send(fake, click(fake, BOB, channel, &accept)).await;
    send(fake, click(fake, EVE, channel, &accept)).await
}

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

/// What `p` can do now in Babylon, found through `/play`'s autocomplete
/// word by word: a concrete action rather than `undo` or `done` (`done`
/// when nothing else is left), and whether `p` is writing (the Write's
/// menu offers `done`); `None` when `p` has nothing to do.
async fn babylon_pick(fake: &Fake, p: Player, channel: u64) -> Option<(String, bool)> {
    let mut typed = String::new();
    let mut writing = false;
    for depth in 0..8 {
        let values: Vec<String> = send(fake, complete_play(fake, p, channel, &typed))
            .await
            .choices()
            .into_iter()
            .map(|(_, value)| value)
            .collect();
        if values.is_empty() {
            return None;
        }
        if depth == 0 {
            writing = values.iter().any(|v| v == "done");
        }
        let plain = |v: &&String| !v.ends_with(' ') && *v != "undo" && *v != "done";
        if let Some(concrete) = values.iter().find(plain) {
            return Some((concrete.clone(), writing));
        }
        if let Some(group) = values
            .iter()
            .find(|v| v.ends_with(' ') && !v.starts_with("undo"))
        {
            typed.clone_from(group);
            continue;
        }
        let done = values.iter().find(|v| *v == "done");
        return done.or(values.first()).map(|v| (v.clone(), writing));
    }
    None
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

/// A raw HTTP request to the fake (as the bot's client would send it, with
/// its User-Agent and token): the status and the JSON answer.
async fn raw(
    fake: &Fake,
    method: &str,
    path: &str,
    body: &serde_json::Value,
) -> (u16, serde_json::Value) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let body = body.to_string();
    let mut stream = tokio::net::TcpStream::connect(fake.addr()).await.unwrap();
    let request = format!(
        "{method} /api/v10/{path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: {}\r\nAuthorization: Bot {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        fake::USER_AGENT,
        fake::BOT_TOKEN,
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    let status = answer
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let json = answer
        .split("\r\n\r\n")
        .nth(1)
        .and_then(|b| serde_json::from_str(b.trim()).ok())
        .unwrap_or(serde_json::Value::Null);
    (status, json)
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

/// Lower case, single spaces: how the picker's notation is compared.
fn normal(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// In the open move picker `picker`, chooses menu after menu until the
/// action `target` (in notation) is chosen whole; the picker after it.
async fn pick_action(
    fake: &Fake,
    who: Player,
    channel: u64,
    mut picker: Answer,
    target: &str,
) -> Answer {
    let want = normal(target);
    loop {
        let menu = picker.button("ks:pick:");
        let options = picker.menu_options();
        assert!(options.len() <= 25, "{options:?}");
        let whole = options.iter().find(|(_, d, _)| normal(d) == want);
        let group = options.iter().find(|(_, d, _)| {
            d.len() > "…".len()
                && d.ends_with('…')
                && want.starts_with(&format!("{} ", normal(d.trim_end_matches('…'))))
        });
        let more = options.iter().find(|(_, d, _)| d == "…");
        let (_, description, value) = whole
            .or(group)
            .or(more)
            .unwrap_or_else(|| panic!("no way to {target} in {options:?}"));
        let done = whole.is_some();
        let _ = description;
        picker = send(fake, select(fake, who, channel, &menu, &[value])).await;
        assert_eq!(
            picker.kind,
            7,
            "the picker changes in place: {}",
            picker.content()
        );
        assert!(
            !picker.content().contains("out of date"),
            "{}",
            picker.content()
        );
        if done {
            return picker;
        }
    }
}

/// Whether the open picker's first menu leads to `target`: as a whole
/// action, or as a group of which it is one.
fn offered(picker: &Answer, target: &str) -> bool {
    let want = normal(target);
    picker.menu_options().iter().any(|(_, d, _)| {
        normal(d) == want
            || (d.ends_with('…')
                && want.starts_with(&format!("{} ", normal(d.trim_end_matches('…')))))
    })
}

/// Presses the picker's Play: the picker says where the move went, and the
/// move is posted in the channel; the posted message.
async fn press_play(fake: &Fake, who: Player, channel: u64, picker: &Answer) -> Answer {
    let (id, interaction) = click(fake, who, channel, &picker.button("ks:pickplay:"));
    fake.interact(interaction);
    let shown = fake.answer(id).await;
    assert_eq!(shown.kind, 7, "{}", shown.content());
    assert_eq!(shown.content(), "Posted in the channel.");
    assert!(shown.custom_ids().is_empty(), "the picker is closed");
    let posted = fake.followup(id).await;
    assert!(!posted.ephemeral(), "{}", posted.content());
    posted
}

/// A whole Basilica game, played with the move picker only: each player's
/// consecutive actions of the example record chosen menu by menu (opened by
/// the Play… button of the message that asks, or by `/play` alone), the
/// paid orders bought with it too; then an outdated picker refuses.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_basilica_game_with_the_move_picker_only() {
    let (fake, _bot) = connected("picker").await;
    let channel = 130;
    let mut last = start_game(&fake, channel).await;
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
            .find(|p| last.content().starts_with(&format!("<@{}>", p.id)))
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

/// Runs `keystone run` against a Discord that never answers, with
/// `settings`, until its log shows every one of `waits`; then stops it
/// with SIGTERM and returns whether it stopped cleanly, and its log.
async fn against_silence(name: &str, settings: &[(&str, &str)], waits: &[&str]) -> (bool, String) {
    use std::io::BufRead as _;
    let port = silent_server();
    let dir = scratch(name);
    let mut settings = settings.to_vec();
    settings.extend([("KEYSTONE_LOG", "info"), ("KEYSTONE_DISCORD_TIMEOUT", "1s")]);
    let mut child = support::run_command(
        &format!("http://127.0.0.1:{port}"),
        &dir.join("db"),
        7,
        &settings,
    )
    .stderr(std::process::Stdio::piped())
    .spawn()
    .expect("the keystone binary starts");
    let log = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
    let stderr = child.stderr.take().unwrap();
    let reader = {
        let log = std::sync::Arc::clone(&log);
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stderr)
                .lines()
                .map_while(Result::ok)
            {
                let mut log = log.lock().unwrap();
                log.push_str(&line);
                log.push('\n');
            }
        })
    };
    let start = std::time::Instant::now();
    while !waits.iter().all(|w| log.lock().unwrap().contains(w)) {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(30),
            "waiting for {waits:?} in the log: {}",
            log.lock().unwrap()
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let _ = std::process::Command::new("kill")
        .arg("-TERM")
        .arg(child.id().to_string())
        .status();
    let clean = tokio::task::spawn_blocking(move || {
        let start = std::time::Instant::now();
        loop {
            match child.try_wait() {
                Ok(Some(status)) => break status.success(),
                _ if start.elapsed() > std::time::Duration::from_secs(10) => {
                    let _ = child.kill();
                    break false;
                }
                _ => std::thread::sleep(std::time::Duration::from_millis(50)),
            }
        }
    })
    .await
    .unwrap();
    reader.join().unwrap();
    let log = log.lock().unwrap().clone();
    (clean, log)
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
