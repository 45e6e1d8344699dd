//! Games in a group DM, through the app its players installed to their
//! own accounts (no server added Keystone): Discord lets Keystone post
//! nothing there (the fake refuses a message of its own, as Discord does,
//! and fails the test whose bot made a call it refused), so every word is
//! an answer to a player's command or click, and Keystone's own moves
//! follow a player's answer as follow-ups of it. A game of each kind to
//! its end.

use super::*;

/// What Keystone says under the last move an interaction could carry,
/// when it has more to play.
const MORE: &str = "Keystone has more moves to play";

/// Marks `channel` a group DM of `players`, each of whom installed
/// Keystone to their account.
fn group_dm(fake: &Fake, channel: u64, players: &[Player]) {
    let members: Vec<u64> = players.iter().map(|p| p.id).collect();
    fake.group_dm(channel, &members);
    for p in players {
        fake.install_for_user(p.id);
    }
}

/// What the follow-ups said (every webhook message the bot created),
/// those containing `text`.
fn followed(fake: &Fake, text: &str) -> Vec<String> {
    fake.calls()
        .iter()
        .map(told)
        .filter(|t| !t.is_empty() && t.contains(text))
        .collect()
}

/// What `call` told as a follow-up (a webhook message the bot created);
/// nothing if it is none.
fn told(call: &Call) -> String {
    let followed = call.method == "POST" && call.path.starts_with("webhooks/");
    (call.json.as_ref())
        .filter(|_| followed)
        .map(said)
        .unwrap_or_default()
}

/// Alice starts a game of `kind` in `channel` against Keystone in `seats`
/// seats (easy, Alice first).
async fn against_keystone(fake: &Fake, channel: u64, kind: &str, seats: usize) -> Answer {
    let mut options = vec![json!({"name": "game", "type": 3, "value": kind})];
    for name in ["opponent", "opponent2", "opponent3"].iter().take(seats) {
        options.push(json!({"name": name, "type": 6, "value": KEYSTONE.id.to_string()}));
    }
    options.push(json!({"name": "first", "type": 4, "value": 0}));
    options.push(json!({"name": "level", "type": 4, "value": 0}));
    let options = json!(options);
    send(
        fake,
        game(fake, ALICE, channel, "new", &options, &[KEYSTONE]),
    )
    .await
}

/// Nothing posted in `channel` as a message of the bot's own.
fn nothing_posted(fake: &Fake, channel: u64) {
    let own = fake
        .calls()
        .iter()
        .filter(|c| c.path == format!("channels/{channel}/messages"))
        .count();
    assert_eq!(own, 0, "Keystone may post nothing in a group DM");
}

/// Alice invites the others to `kind` in `channel`; each accepts with the
/// button. The invitation says once what Keystone cannot do there.
async fn start(fake: &Fake, kind: &str, channel: u64, others: &[Player]) -> Answer {
    let mut options = vec![
        json!({"name": "game", "type": 3, "value": kind}),
        json!({"name": "first", "type": 4, "value": 0}),
    ];
    for (name, p) in ["opponent", "opponent2", "opponent3"].iter().zip(others) {
        options.push(json!({"name": name, "type": 6, "value": p.id.to_string()}));
    }
    let invitation = send(
        fake,
        game(fake, ALICE, channel, "new", &json!(options), others),
    )
    .await;
    assert!(
        !invitation.ephemeral()
            && invitation
                .content()
                .contains("Here Keystone can only answer you"),
        "{}",
        invitation.content()
    );
    let accept = invitation.button("ks:accept:");
    let mut last = invitation;
    for p in others {
        last = send(fake, click(fake, *p, channel, &accept)).await;
    }
    last
}

/// A small seeded generator (the same choices for the same seed).
pub(super) struct Dice(pub(super) u64);

impl Dice {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// What `p` plays now, found through `/play`'s autocomplete word by word:
/// a concrete action chosen at random (never `undo`; `done` now and then,
/// and when nothing else is left); `None` when `p` has nothing to do.
pub(super) async fn pick(fake: &Fake, p: Player, channel: u64, dice: &mut Dice) -> Option<String> {
    let mut typed = String::new();
    for _ in 0..40 {
        let values: Vec<String> = send(fake, complete_play(fake, p, channel, &typed))
            .await
            .choices()
            .into_iter()
            .map(|(_, value)| value)
            .filter(|v| !v.starts_with("undo"))
            .collect();
        if std::env::var_os("KS_DEBUG").is_some() {
            eprintln!("{} typed {typed:?}: {values:?}", p.id);
        }
        if values.is_empty() {
            return None;
        }
        let done = values.iter().find(|v| *v == "done").cloned();
        if done.is_some() && dice.below(4) == 0 {
            return done;
        }
        let rest: Vec<&String> = values.iter().filter(|v| *v != "done").collect();
        let Some(chosen) = rest.get(dice.below(rest.len())) else {
            return done;
        };
        if !chosen.ends_with(' ') {
            return Some((*chosen).clone());
        }
        typed.clone_from(chosen);
    }
    None
}

/// Whether `text` says a game ended, in any of the games' words.
pub(super) fn ended(text: &str) -> bool {
    [
        "Game over",
        " wins",
        "share the win",
        "A draw",
        "game is over",
    ]
    .iter()
    .any(|end| text.contains(end))
}

/// Plays `players`' turns by `/play` until the game is over (nobody has
/// anything to do, and the last answer, or one of Keystone's follow-ups,
/// said so; while Keystone thinks, nobody has anything to do either);
/// every public answer's words.
async fn to_the_end(fake: &Fake, channel: u64, players: &[Player], seed: u64) -> Vec<String> {
    let mut dice = Dice(seed);
    let mut said: Vec<String> = Vec::new();
    let mut idle = 0;
    // How many follow-ups there were when Alice last looked at the board.
    let mut looked = 0;
    for _ in 0..6000 {
        let mut acted = false;
        for &p in players {
            let Some(line) = pick(fake, p, channel, &mut dice).await else {
                continue;
            };
            let answer = send(fake, play(fake, p, channel, &line)).await;
            if std::env::var_os("KS_DEBUG").is_some() {
                eprintln!("{} plays {line}: {}", p.id, answer.content());
            }
            if !answer.ephemeral() {
                said.push(answer.content().to_owned());
            }
            acted = true;
        }
        // Keystone owes more than one interaction's follow-ups held, and
        // says so: Alice acts (looks at the board) to let it go on, once
        // for each time it said so.
        let told = followed(fake, "");
        if !acted && told.len() > looked && told.last().is_some_and(|t| t.contains(MORE)) {
            looked = told.len();
            let board = send(
                fake,
                game(fake, players[0], channel, "board", &json!([]), &[]),
            )
            .await;
            assert!(!board.ephemeral(), "{}", board.content());
            acted = true;
        }
        if acted {
            idle = 0;
            continue;
        }
        let keystone_ended = followed(fake, "").iter().any(|t| ended(t));
        if said.last().is_some_and(|t| ended(t)) || keystone_ended {
            return said;
        }
        idle += 1;
        assert!(
            idle < 600,
            "nobody can act, and the game is not over: {:?}",
            said.last()
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("not over after 6000 rounds");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn basilica_against_keystone_in_a_group_dm() {
    let (fake, _bot) = connected("group-dm-keystone").await;
    let channel = 700;
    group_dm(&fake, channel, &[ALICE, BOB]);
    let started = against_keystone(&fake, channel, "basilica", 1).await;
    assert!(
        started
            .content()
            .contains("Here Keystone can only answer you"),
        "{}",
        started.content()
    );
    board(&started);
    // The note above the board; whose turn below it.
    laid_out_as_a_turn(&started, &["board.png"]);
    let asks = started.content().lines().last().unwrap_or("").to_owned();
    assert!(
        asks.contains("Alice, your turn") && !asks.contains("only answer"),
        "{asks}"
    );
    let said = to_the_end(&fake, channel, &[ALICE], 3).await;
    // Keystone's turns came as follow-ups of Alice's plays, told like a
    // player's; the end was said.
    assert!(
        !followed(&fake, "Keystone placed").is_empty(),
        "Keystone's moves follow Alice's"
    );
    let end = said
        .iter()
        .chain(&followed(&fake, "Game over"))
        .any(|t| t.contains("Game over"));
    assert!(end, "the game ends");
    nothing_posted(&fake, channel);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cardinal_for_three_in_a_group_dm() {
    let (fake, _bot) = connected("group-dm-cardinal").await;
    let channel = 710;
    group_dm(&fake, channel, &[ALICE, BOB, EVE]);
    let begun = start(&fake, "cardinal", channel, &[BOB, EVE]).await;
    board(&begun);
    let said = to_the_end(&fake, channel, &[ALICE, BOB, EVE], 5).await;
    assert!(
        said.last()
            .is_some_and(|t| t.contains("wins") || t.contains("draw")),
        "{:?}",
        said.last()
    );
    nothing_posted(&fake, channel);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn grands_batisseurs_for_three_in_a_group_dm() {
    let (fake, _bot) = connected("group-dm-grands-batisseurs").await;
    let channel = 720;
    group_dm(&fake, channel, &[ALICE, BOB, EVE]);
    start(&fake, "grands-batisseurs", channel, &[BOB, EVE]).await;
    let said = to_the_end(&fake, channel, &[ALICE, BOB, EVE], 7).await;
    assert!(
        said.last()
            .is_some_and(|t| t.contains("wins") || t.contains("share the win")),
        "{:?}",
        said.last()
    );
    nothing_posted(&fake, channel);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn babylon_for_two_in_a_group_dm() {
    let (fake, _bot) = connected("group-dm-babylon").await;
    let channel = 730;
    group_dm(&fake, channel, &[ALICE, BOB]);
    start(&fake, "babylon", channel, &[BOB]).await;
    let said = to_the_end(&fake, channel, &[ALICE, BOB], 11).await;
    assert!(
        said.iter().any(|t| t.contains("game is over")),
        "{:?}",
        said.last()
    );
    nothing_posted(&fake, channel);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cardinal_against_keystone_in_two_seats_in_a_group_dm() {
    let (fake, _bot) = connected("group-dm-keystone-twice").await;
    let channel = 740;
    group_dm(&fake, channel, &[ALICE, BOB]);
    against_keystone(&fake, channel, "cardinal", 2).await;
    to_the_end(&fake, channel, &[ALICE], 13).await;
    // Two of Keystone's turns follow each of Alice's: follow-ups of her
    // /play, within Discord's five.
    let keystone = followed(&fake, "Keystone");
    assert!(keystone.len() >= 4, "{keystone:?}");
    nothing_posted(&fake, channel);
}

/// Alice resigns at once from Babylon for three against Keystone in two
/// seats, in a group DM: Keystone's seats play on with nobody left to act.
/// Each interaction carries at most five follow-ups (Discord refuses a
/// sixth); the last of them says Keystone has more to play, and each look
/// at the board lets it go on. Discord is slow to answer, and Bob looks at
/// the board while the resignation's follow-ups are still being told. The
/// interactions take turns: no move is told twice (a catch-up of moves
/// told already), and until the first note each told all its follow-ups
/// allow.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn keystone_plays_on_in_a_group_dm_as_far_as_each_interaction_lets_it() {
    let (fake, _bot) = connected("group-dm-keystone-plays-on").await;
    let channel = 742;
    group_dm(&fake, channel, &[ALICE, BOB]);
    against_keystone(&fake, channel, "babylon", 2).await;
    fake.slow_messages(std::time::Duration::from_millis(300));
    let asked = send(
        &fake,
        game(&fake, ALICE, channel, "resign", &json!([]), &[]),
    )
    .await;
    let resign = click(&fake, ALICE, channel, &asked.button("ks:resign:"));
    let resigned = send(&fake, resign).await;
    assert!(
        resigned.content().contains("Alice leaves the game"),
        "{}",
        resigned.content()
    );
    let mut looks = 0;
    loop {
        let board = send(&fake, game(&fake, BOB, channel, "board", &json!([]), &[])).await;
        assert!(!board.ephemeral(), "{}", board.content());
        looks += 1;
        if looks == 3 {
            break;
        }
        // Discord's answers come quickly from now on.
        fake.slow_messages(std::time::Duration::ZERO);
        fake.wait_for("Keystone has more to play", |calls| {
            calls.iter().filter(|c| told(c).contains(MORE)).count() == looks
        })
        .await;
    }
    let texts = followed(&fake, "");
    // Until the first note, each interaction that told Keystone's moves
    // (Alice's command and her click, when Keystone's moves came before
    // the first one's follow-ups ended, and Bob's look) told all four its
    // follow-ups allow: none stopped while Keystone still owed moves.
    let tokens: Vec<(String, bool)> = (fake.calls().iter())
        .filter(|c| !told(c).is_empty())
        .map(|c| {
            (
                c.path.split('/').nth(2).unwrap_or("").to_owned(),
                told(c).contains(MORE),
            )
        })
        .collect();
    let first = tokens.iter().position(|(_, more)| *more);
    let first = first.expect("Keystone says it has more to play");
    let mut each: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for (token, _) in &tokens[..=first] {
        *each.entry(token).or_default() += 1;
    }
    assert!(
        each.len() >= 2 && each.values().all(|n| *n == 4),
        "{each:?} {texts:#?}"
    );
    let caught_up = texts.iter().find(|t| t.contains("• Keystone: `"));
    assert!(caught_up.is_none(), "told again: {caught_up:?}");
    nothing_posted(&fake, channel);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn where_keystone_may_only_answer_it_says_what_it_cannot_do() {
    let (fake, _bot) = connected("group-dm-refusals").await;
    // No thread in a group DM.
    let channel = 750;
    group_dm(&fake, channel, &[ALICE, BOB]);
    let options = json!([
        {"name": "game", "type": 3, "value": "basilica"},
        {"name": "opponent", "type": 6, "value": BOB.id.to_string()},
        {"name": "thread", "type": 5, "value": true}
    ]);
    let refused = send(&fake, game(&fake, ALICE, channel, "new", &options, &[BOB])).await;
    assert!(
        refused.ephemeral() && refused.content().contains("cannot open a thread here"),
        "{}",
        refused.content()
    );
    // A server that did not add Keystone, where Alice may not use her own
    // apps in public: nobody else would see the game.
    let (guild, channel) = (9_100, 760);
    fake.user_installs_only(guild);
    fake.place(channel, guild);
    fake.install_for_user(ALICE.id);
    fake.withhold_external_apps(ALICE.id);
    let options = json!([
        {"name": "game", "type": 3, "value": "basilica"},
        {"name": "opponent", "type": 6, "value": BOB.id.to_string()}
    ]);
    let refused = send(&fake, game(&fake, ALICE, channel, "new", &options, &[BOB])).await;
    assert!(
        refused.ephemeral() && refused.content().contains("Use External Apps"),
        "{}",
        refused.content()
    );
    // Nothing was started in either.
    let status = send(&fake, game(&fake, BOB, 750, "status", &json!([]), &[])).await;
    assert!(status.ephemeral(), "{}", status.content());
}

/// Discord asks Keystone to slow down (429 and `retry_after`) as its move
/// follows Alice's answer: it waits as long as asked, then tells it once
/// (a follow-up, unlike a post, is not tried again later).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn keystones_move_waits_out_discords_rate_limit() {
    let (fake, _bot) = connected("group-dm-rate-limit").await;
    let channel = 705;
    group_dm(&fake, channel, &[ALICE]);
    against_keystone(&fake, channel, "basilica", 1).await;
    fake.rate_limit(2);
    // Alice plays the first action offered until her turn ends.
    for _ in 0..3 {
        let mut typed = String::new();
        let action = loop {
            let offered = send(&fake, complete_play(&fake, ALICE, channel, &typed)).await;
            match offered.choices().into_iter().next() {
                Some((_, value)) if value.ends_with(' ') => typed = value,
                Some((_, value)) => break value,
                None => panic!("nothing offered to Alice"),
            }
        };
        send(&fake, play(&fake, ALICE, channel, action.trim_end())).await;
    }
    fake.wait_for("Keystone's move, told", |calls| {
        calls.iter().any(|c| {
            c.method == "POST"
                && c.path.starts_with("webhooks/")
                && c.json
                    .as_ref()
                    .is_some_and(|j| said(j).contains("Keystone placed"))
        })
    })
    .await;
    assert_eq!(fake.rate_limited(), 2, "Discord said so twice");
    assert_eq!(followed(&fake, "Keystone placed").len(), 1, "told once");
    nothing_posted(&fake, channel);
}
