//! A bot killed mid-game, and bots sharing one store: the games go on.

use super::*;

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

/// The load benchmark: 200 concurrent games on the fake, each action one
/// interaction, from dispatch to the answer carrying the board, the store
/// durable. Three phases: players pausing between actions so that 100, then
/// 300 actions/s arrive in all (latency at a given load), then players who
/// never pause (the most the bot can do). Run with
/// `cargo test --release -p keystone-bot --test bot -- --ignored --nocapture e2e::restarts::load`
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
