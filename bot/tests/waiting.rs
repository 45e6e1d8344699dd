//! Games that wait for someone, through the service with a clock the test
//! moves: reminders, the move clock, expired paid-order questions, the
//! `decline` policy, catch-up messages and a player's list of games.

use std::sync::Arc;

use keystone_bot::service::timing::{DAY, HOUR};
use keystone_bot::service::{Clock, Notice, PromptKind, Reply, Service, SettingsChange, Timing};
use keystone_data::{
    ChannelId, Ending, GameStatus, MemoryStore, Seat, SledOptions, SledStore, Store,
};

use crate::common;

use common::{ALICE, BOB, HERE, Manual, T0 as START, record, refused, scratch};
use keystone_bot::i18n::Lang;

fn service(store: Arc<dyn Store>, clock: &Arc<Manual>) -> Service {
    let mut service =
        Service::with_seeds(store, Arc::clone(clock) as Arc<dyn Clock>, Box::new(|| 42));
    service.set_timing(Timing {
        remind_after: DAY,
        max_reminders: 2,
        question_timeout: 12 * HOUR,
        standing_after: 0,
        ..Timing::default()
    });
    service
}

/// Alice invites Bob to the fixed-deck game in `channel`; Bob accepts.
fn start(service: &Service, channel: ChannelId, clock: Option<i64>) -> Reply {
    service
        .new_game(channel, &common::new_game(&record(), ALICE, BOB, clock))
        .unwrap();
    service.accept(channel, BOB, None).unwrap()
}

/// Plays the record's actions `range` in `channel`.
fn play(service: &Service, channel: ChannelId, range: std::ops::Range<usize>) -> Vec<Reply> {
    common::play(service, channel, (ALICE, BOB), range)
}

/// The index of the record's first paid-order question: Bob plays a paid
/// order and Alice (seat 1) declines it.
fn first_question() -> usize {
    let record = record();
    let at = record
        .actions
        .iter()
        .position(|a| a.text == "decline")
        .unwrap();
    assert_eq!(record.actions[at].seat.number(), 1, "Alice is asked");
    at
}

/// Alice's policy in [`HERE`]'s game: decline every paid order unasked.
fn declines_always(service: &Service) -> Reply {
    service
        .settings(
            HERE,
            ALICE,
            &SettingsChange {
                standing: vec![("paid".into(), Some("decline".into()))],
                ..SettingsChange::default()
            },
        )
        .unwrap()
}

fn reminders(notices: &[Notice]) -> Vec<&Notice> {
    notices
        .iter()
        .filter(|n| n.reply.text.contains("Reminder"))
        .collect()
}

#[test]
fn a_reminder_comes_after_the_period_once_per_period_at_most_n_times() {
    let clock = Arc::new(Manual::default());
    let service = service(Arc::new(MemoryStore::new()), &clock);
    start(&service, HERE, None);

    clock.set(START + DAY - 1);
    assert!(service.sweep().unwrap().is_empty(), "not before the period");
    clock.set(START + DAY);
    let notices = service.sweep().unwrap();
    assert_eq!(notices.len(), 1);
    let reminder = &notices[0];
    assert_eq!(reminder.channel, HERE);
    assert_eq!(reminder.reply.ping, vec![ALICE]);
    assert!(
        reminder.reply.text.starts_with(
            "Reminder (1 of 2): the game has been waiting for you for 1d. Alice, your turn"
        ),
        "{}",
        reminder.reply.text
    );
    assert!(
        reminder
            .reply
            .prompts
            .iter()
            .any(|p| p.kind == PromptKind::Mute)
    );
    assert!(service.sweep().unwrap().is_empty(), "not twice at once");
    clock.set(START + 2 * DAY - 1);
    assert!(service.sweep().unwrap().is_empty(), "once per period");
    clock.set(START + 2 * DAY);
    assert!(
        service.sweep().unwrap()[0]
            .reply
            .text
            .starts_with("Reminder (2 of 2)")
    );
    clock.set(START + 10 * DAY);
    assert!(service.sweep().unwrap().is_empty(), "at most max_reminders");

    // A move starts a new wait, with its own reminders; for Alice, who
    // still has actions to play.
    play(&service, HERE, 0..1);
    clock.set(START + 11 * DAY - 1);
    assert!(service.sweep().unwrap().is_empty());
    clock.set(START + 11 * DAY);
    assert_eq!(reminders(&service.sweep().unwrap()).len(), 1);
}

#[test]
fn a_player_mutes_reminders_and_a_game_sets_its_own_period() {
    let clock = Arc::new(Manual::default());
    let service = service(Arc::new(MemoryStore::new()), &clock);
    start(&service, HERE, None);
    assert!(refused(service.mute(HERE, 666, true, None)).contains("not playing"));
    let muted = service.mute(HERE, ALICE, true, None).unwrap();
    assert!(
        muted.private && muted.text.contains("muted"),
        "{}",
        muted.text
    );
    clock.set(START + 5 * DAY);
    assert!(service.sweep().unwrap().is_empty(), "muted");

    // Unmuted, with reminders every 6 hours for this game.
    let shown = service
        .settings(
            HERE,
            ALICE,
            &SettingsChange {
                remind_after: Some(6 * HOUR),
                mute: Some(false),
                standing: Vec::new(),
            },
        )
        .unwrap();
    assert!(
        shown.private
            && shown.text.contains("reminders after 6h")
            && shown.text.contains("You: reminders on"),
        "{}",
        shown.text
    );
    assert!(
        refused(service.settings(
            HERE,
            ALICE,
            &SettingsChange {
                remind_after: Some(HOUR / 2),
                ..SettingsChange::default()
            }
        ))
        .contains("Reminders must be between 1h and 30d, not 30m")
    );
    play(&service, HERE, 0..1);
    clock.set(START + 5 * DAY + 6 * HOUR);
    assert_eq!(reminders(&service.sweep().unwrap()).len(), 1);
}

#[test]
fn reminders_are_not_repeated_after_a_restart() {
    let scratch_dir = scratch("waiting");
    let dir = scratch_dir.path();
    let options = SledOptions {
        path: dir.to_path_buf(),
        cache_capacity: 1 << 20,
    };
    let clock = Arc::new(Manual::default());
    {
        let store = Arc::new(SledStore::open(&options).unwrap());
        let service = service(store, &clock);
        start(&service, HERE, None);
        clock.set(START + DAY);
        assert_eq!(service.sweep().unwrap().len(), 1);
    }
    // The bot restarts: the reminder sent is remembered.
    let store = Arc::new(SledStore::open(&options).unwrap());
    let service = service(store, &clock);
    assert!(service.sweep().unwrap().is_empty(), "no duplicate");
    clock.set(START + DAY + HOUR);
    assert!(
        service.sweep().unwrap().is_empty(),
        "no duplicate later either"
    );
    clock.set(START + 2 * DAY);
    assert!(
        service.sweep().unwrap()[0]
            .reply
            .text
            .starts_with("Reminder (2 of 2)")
    );
    drop(service);
}

#[test]
fn the_win_is_claimed_only_once_the_move_clock_ran_out() {
    let clock = Arc::new(Manual::default());
    let service = service(Arc::new(MemoryStore::new()), &clock);
    let started = start(&service, HERE, Some(3 * DAY));
    assert!(
        started.text.contains("Alice: 3d left on the clock"),
        "{}",
        started.text
    );
    clock.set(START + DAY);
    assert!(
        service
            .status(HERE)
            .unwrap()
            .text
            .contains("Clock: Alice: 2d left on the clock."),
    );
    assert_eq!(
        refused(service.claim(HERE, BOB, None)),
        "Alice still has 2d on the move clock."
    );
    assert!(refused(service.claim(HERE, ALICE, None)).contains("It is your move"));

    clock.set(START + 3 * DAY);
    let notices = service.sweep().unwrap();
    let told = notices
        .iter()
        .find(|n| n.reply.text.contains("move clock (3d) ran out"))
        .expect("the end of the clock is told");
    assert_eq!(told.reply.ping, vec![BOB]);
    assert_eq!(told.reply.prompts[0].kind, PromptKind::Claim);
    assert!(
        !service
            .sweep()
            .unwrap()
            .iter()
            .any(|n| n.reply.text.contains("ran out")),
        "told once"
    );
    assert!(
        service
            .board(HERE, BOB, false)
            .unwrap()
            .text
            .contains("Alice's move clock ran out")
    );

    let claimed = service.claim(HERE, BOB, None).unwrap();
    assert!(
        claimed.text.starts_with(
            "Alice's move clock ran out, and Bob claimed it. Alice leaves the game. Bob wins"
        ),
        "{}",
        claimed.text
    );
    assert_eq!(claimed.ping, vec![ALICE], "the player who ran out is told");
    assert!(service.store().get(HERE).unwrap().is_none(), "archived");
    let counts = service.store().counts().unwrap();
    assert_eq!(counts.finished, 1);

    // A game without a clock has nothing to claim.
    start(&service, HERE, None);
    clock.set(START + 40 * DAY);
    assert!(refused(service.claim(HERE, BOB, None)).contains("no move clock"));
}

#[test]
fn a_claimed_game_is_archived_as_a_timeout() {
    let clock = Arc::new(Manual::default());
    let store = Arc::new(MemoryStore::new());
    let service = service(Arc::clone(&store) as Arc<dyn Store>, &clock);
    start(&service, HERE, Some(DAY));
    let id = store.get(HERE).unwrap().unwrap().id;
    clock.set(START + DAY);
    service.claim(HERE, BOB, None).unwrap();
    let archived = store.archived(HERE, id).unwrap().unwrap();
    assert_eq!(archived.status, GameStatus::Finished);
    let result = archived.result.unwrap();
    assert_eq!(
        result.ending,
        Ending::Timeout {
            seat: Seat::from_index(0)
        }
    );
    assert_eq!(result.winners, vec![Seat::from_index(1)]);
    assert_eq!(result.left, vec![Seat::from_index(0)]);
    let last = archived.log.last().unwrap();
    assert_eq!(
        (last.seat, last.text.as_str(), last.auto),
        (Seat::from_index(0), "leave", true),
        "the departure is a line of the record, written by the bot"
    );
}

#[test]
fn an_expired_paid_question_is_continued_by_the_active_player() {
    let clock = Arc::new(Manual::default());
    let service = service(Arc::new(MemoryStore::new()), &clock);
    start(&service, HERE, None);
    let at = first_question();
    play(&service, HERE, 0..at);
    let asked = service.store().get(HERE).unwrap().unwrap();
    assert_eq!(asked.to_act, vec![Seat::from_index(0)], "Alice is asked");
    let step = service.stamp(HERE).unwrap();

    clock.set(START + HOUR);
    let early = refused(service.play(HERE, BOB, "V1 a1", None));
    assert!(early.contains("Alice has 11h left to answer"), "{early}");
    assert!(refused(service.go_on(HERE, BOB, Some(step))).contains("Alice still has 11h"));
    assert!(
        service
            .status(HERE)
            .unwrap()
            .text
            .contains("The paid-order question to Alice expires in 11h.")
    );

    clock.set(START + 12 * HOUR);
    let notices = service.sweep().unwrap();
    let expired = notices
        .iter()
        .find(|n| n.reply.text.contains("has not answered the paid order"))
        .expect("the expiry is told");
    assert_eq!(expired.reply.ping, vec![BOB]);
    let button = expired.reply.prompts[0];
    assert_eq!(button.kind, PromptKind::Continue);
    assert!(refused(service.go_on(HERE, ALICE, Some(button.stamp()))).contains("yours"));
    let late = refused(service.play(HERE, BOB, "V1 a1", None));
    assert!(late.contains("/game continue"), "{late}");

    let continued = service.go_on(HERE, BOB, Some(button.stamp())).unwrap();
    assert!(
        continued.text.contains(
            "Alice did not answer the paid order within 12h: Bob went on without the answer. Alice declined to pay."
        ),
        "{}",
        continued.text
    );
    assert!(
        refused(service.go_on(HERE, BOB, Some(button.stamp()))).contains("out of date"),
        "a second click changes nothing"
    );
    let record = service.store().get(HERE).unwrap().unwrap();
    let last = record.log.last().unwrap();
    assert_eq!(
        (last.seat, last.text.as_str(), last.auto),
        (Seat::from_index(0), "decline", true)
    );

    // The game goes on exactly as the record, which declined there.
    play(&service, HERE, at + 1..at + 4);
}

#[test]
fn a_decline_policy_answers_paid_orders_without_asking() {
    let clock = Arc::new(Manual::default());
    let service = service(Arc::new(MemoryStore::new()), &clock);
    start(&service, HERE, None);
    let set = declines_always(&service);
    assert!(
        set.text.contains("paid orders: always decline"),
        "{}",
        set.text
    );
    let at = first_question();
    let replies = play(&service, HERE, 0..at);
    let order = replies.last().unwrap();
    // Told as her own decline: the policy is hers alone.
    assert!(
        order.text.contains("Alice declined to pay.")
            && !order.text.contains("without being asked"),
        "{}",
        order.text
    );
    assert!(
        order
            .prompts
            .iter()
            .all(|p| !matches!(p.kind, PromptKind::Answer(_))),
        "no Pay or Decline buttons: nobody is asked"
    );
    let record = service.store().get(HERE).unwrap().unwrap();
    let last = record.log.last().unwrap();
    // The record keeps, for the operator, that her policy played it.
    assert_eq!(
        (last.seat, last.text.as_str(), last.auto, last.standing),
        (Seat::from_index(0), "decline", false, true)
    );
    // The order was the last action of Bob's turn: Alice plays on.
    assert_eq!(record.to_act, vec![Seat::from_index(0)]);
    assert_eq!(order.ping, vec![ALICE]);
    play(&service, HERE, at + 1..at + 4);
}

#[test]
fn choosing_decline_while_asked_declines_at_once() {
    let clock = Arc::new(Manual::default());
    let service = service(Arc::new(MemoryStore::new()), &clock);
    start(&service, HERE, None);
    let at = first_question();
    play(&service, HERE, 0..at);
    let reply = declines_always(&service);
    assert!(!reply.private, "a move is public");
    assert!(
        reply.text.contains("Alice declined to pay."),
        "{}",
        reply.text
    );
    // Bob's order was the last action of his turn: Alice plays next.
    assert_eq!(reply.ping, vec![ALICE]);
    play(&service, HERE, at + 1..at + 2);
}

#[test]
fn when_the_turn_passes_the_message_tells_everything_since_the_last_move() {
    let clock = Arc::new(Manual::default());
    let service = service(Arc::new(MemoryStore::new()), &clock);
    start(&service, HERE, None);
    let record = record();
    // Alice's first turn, then Bob's: the action that hands the turn over
    // tells the next player every action since their last.
    let alice = record
        .actions
        .iter()
        .take_while(|a| a.seat.number() == 1)
        .count();
    let replies = play(&service, HERE, 0..alice);
    let handover = replies.last().unwrap();
    assert!(
        handover.text.starts_with("Since Bob's last move:"),
        "{}",
        handover.text
    );
    for action in &record.actions[..alice] {
        assert!(
            handover
                .text
                .contains(&format!("Alice: `{}` —", action.text)),
            "{} in {}",
            action.text,
            handover.text
        );
    }
    assert!(
        handover.text.ends_with("Bob, your turn: 3 actions left."),
        "{}",
        handover.text
    );
    assert_eq!(handover.ping, vec![BOB]);
    // Within a turn, only what just happened.
    let bob = play(&service, HERE, alice..alice + 1);
    assert!(!bob[0].text.contains("Since"), "{}", bob[0].text);

    // Bob plays on to the end of his turn: Alice is told Bob's actions
    // only, not her own.
    let bob_turn = record.actions[alice..]
        .iter()
        .take_while(|a| a.seat.number() == 2)
        .count();
    let replies = play(&service, HERE, alice + 1..alice + bob_turn);
    let handover = replies.last().unwrap();
    assert!(
        handover.text.starts_with("Since Alice's last move:"),
        "{}",
        handover.text
    );
    assert_eq!(
        handover.text.matches("\n• ").count(),
        bob_turn,
        "{}",
        handover.text
    );
    assert!(!handover.text.contains("Alice: `"), "{}", handover.text);
}

#[test]
fn my_games_lists_those_waiting_on_me_first() {
    let clock = Arc::new(Manual::default());
    let service = service(Arc::new(MemoryStore::new()), &clock);
    assert!(
        service
            .my_games(ALICE, Some(5))
            .unwrap()
            .text
            .contains("no games in progress")
    );
    start(&service, ChannelId(1), None);
    clock.set(START + HOUR);
    start(&service, ChannelId(2), None);
    // In channel 1 Alice plays her turn: Bob's move there.
    let alice = record()
        .actions
        .iter()
        .take_while(|a| a.seat.number() == 1)
        .count();
    play(&service, ChannelId(1), 0..alice);
    clock.set(START + 3 * HOUR);

    let mine = service.my_games(ALICE, Some(5)).unwrap();
    assert!(mine.private);
    assert_eq!(mine.text, "Your games in progress: 2 (1 waiting on you).");
    assert_eq!(
        mine.details,
        [
            "<#2> · Basilica with Bob · **your move** (for 2h)",
            "<#1> · Basilica with Bob · Bob's move (for 2h)",
        ]
    );
    let bobs = service.my_games(BOB, Some(5)).unwrap();
    assert!(bobs.details[0].starts_with("<#1>"), "{:?}", bobs.details);
    assert!(
        service
            .my_games(ALICE, Some(6))
            .unwrap()
            .text
            .contains("no games in progress"),
        "another server's games are not listed"
    );
}

#[test]
fn a_reminder_speaks_the_language_its_player_last_used() {
    let clock = Arc::new(Manual::default());
    // The bot's default is English; Alice invites in French, Bob accepts in
    // Polish.
    let service = service(Arc::new(MemoryStore::new()), &clock);
    let french = service.speaking(Lang::Fr);
    let polish = service.speaking(Lang::Pl);
    french
        .new_game(HERE, &common::new_game(&record(), ALICE, BOB, None))
        .unwrap();
    polish.accept(HERE, BOB, None).unwrap();
    let first = service.waiting_for(HERE).unwrap()[0];
    clock.set(START + DAY + HOUR);
    let notices = service.sweep().unwrap();
    assert_eq!(notices.len(), 1, "{notices:?}");
    let (lang, words) = if first == ALICE {
        (Lang::Fr, "Rappel (1 sur 2)")
    } else {
        (Lang::Pl, "Przypomnienie (1 z 2)")
    };
    assert_eq!(notices[0].lang, lang);
    assert!(
        notices[0].reply.text.starts_with(words),
        "{}",
        notices[0].reply.text
    );
    // Once the player to act uses Keystone in another language, that one.
    let line = &record().actions[0];
    let mover = if line.seat.number() == 1 { ALICE } else { BOB };
    assert_eq!(mover, first);
    service
        .speaking(Lang::En)
        .play(HERE, mover, &line.text, None)
        .unwrap();
    let other = service.waiting_for(HERE).unwrap()[0];
    if other == first {
        clock.set(START + 2 * DAY + 2 * HOUR);
        let notices = service.sweep().unwrap();
        assert_eq!(notices[0].lang, Lang::En, "{notices:?}");
    }
}

/// Two processes on one store, each running one of two shards: each
/// reminds only in its shards' servers, so every waiting player is reminded
/// once, by one process.
#[test]
fn each_process_reminds_only_in_its_shards_servers() {
    let store: Arc<dyn Store> = Arc::new(MemoryStore::new());
    let clock = Arc::new(Manual::default());
    let mut processes = [
        service(Arc::clone(&store), &clock),
        service(Arc::clone(&store), &clock),
    ];
    processes[0].set_shards("0/2".parse().unwrap());
    processes[1].set_shards("1/2".parse().unwrap());
    // Servers on shard 0 and shard 1 by Discord's formula.
    let guilds = [2u64 << 22, 3 << 22];
    for (n, guild) in guilds.iter().enumerate() {
        let channel = ChannelId(700 + n as u64);
        let game = keystone_bot::service::NewGame {
            guild: Some(*guild),
            ..common::new_game(&record(), ALICE, BOB, None)
        };
        processes[n].new_game(channel, &game).unwrap();
        processes[n].accept(channel, BOB, None).unwrap();
    }
    clock.set(START + DAY + HOUR);
    let swept: Vec<Vec<u64>> = processes
        .iter()
        .map(|p| {
            reminders(&p.sweep().unwrap())
                .iter()
                .map(|n| n.channel.0)
                .collect()
        })
        .collect();
    assert_eq!(
        swept,
        [vec![700], vec![701]],
        "one reminder each, by its shard's process"
    );
}

/// Declined by a standing policy, or by Alice herself: the table reads the
/// same history, catch-up and record (her policy is hers alone).
#[test]
fn a_decline_by_policy_reads_as_alices_own() {
    let clock = Arc::new(Manual::default());
    let service = service(Arc::new(MemoryStore::new()), &clock);
    const THERE: ChannelId = ChannelId(78);
    start(&service, HERE, None);
    start(&service, THERE, None);
    declines_always(&service);
    let at = first_question();
    let by_policy = play(&service, HERE, 0..at);
    let by_hand = play(&service, THERE, 0..at + 1);
    // The same words for the decline, typed or not.
    let declined = |r: &Reply| r.text.contains("Alice declined to pay.");
    assert!(declined(by_policy.last().unwrap()) && declined(by_hand.last().unwrap()));
    assert!(
        !by_policy
            .last()
            .unwrap()
            .text
            .contains("without being asked"),
        "{}",
        by_policy.last().unwrap().text
    );
    // Alice's turn, which ends with Bob's catch-up since his last move.
    let next = play(&service, HERE, at + 1..at + 4);
    let next_by_hand = play(&service, THERE, at + 1..at + 4);
    assert!(
        next.last().unwrap().text.contains("Alice: `decline`"),
        "{}",
        next.last().unwrap().text
    );
    let texts = |replies: &[Reply]| replies.iter().map(|r| r.text.clone()).collect::<Vec<_>>();
    assert_eq!(texts(&next), texts(&next_by_hand));
    let history = |channel| service.history(channel, None, None).unwrap().text;
    assert!(!history(HERE).contains("Keystone"), "{}", history(HERE));
    assert_eq!(history(HERE), history(THERE));
    let record = |channel| service.export(channel).unwrap().attachment.unwrap().bytes;
    assert_eq!(record(HERE), record(THERE));
}
