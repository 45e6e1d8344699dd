//! Many games of every game of the registry and every table size it takes
//! (Babylon alone among them) played through the service by
//! players who do anything at any time: invitations accepted and refused,
//! moves by the right and the wrong seat, resignations, abort proposals and
//! agreements, claims once a move clock ran out, paid questions left to
//! expire, standing answers, Keystone as an opponent, stale buttons and
//! buttons of other games and channels, the sweep, and restarts of the
//! whole bot over its sled store. After every step: no panic, no internal
//! error; every game that ends has a result its own record reproduces,
//! and everyone at the table but the one who ended it is told; at the end
//! the ratings still add up to 1000 a player.
//!
//! `LIFECYCLE_GAMES=2000 cargo test --release -p keystone-bot --test bot
//! lifecycle:: -- --ignored` plays a long soak run.

use crate::common;

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use keystone_bot::games;
use keystone_bot::i18n::Lang;
use keystone_bot::service::reply::Trail;
use keystone_bot::service::timing::HOUR;
use keystone_bot::service::{
    Clock, Denied, First, NewGame, Prompt, PromptKind, Reply, Service, ServiceError,
    SettingsChange, Stamp, User,
};
use keystone_data::backup::Backup;
use keystone_data::{
    ChannelId, Ending, GameRecord, GameStatus, Seat, SledOptions, SledStore, Store,
};
use keystone_engine::ai::Level;
use keystone_engine::rng::Stream;
use keystone_engine::{GameRng, Record};

/// The people who play, all on one server.
const PEOPLE: [u64; 6] = [11, 12, 13, 14, 15, 16];
/// Keystone's own user id, when it plays.
const KEYSTONE: u64 = 99;
/// The channels games are played in, side by side.
const CHANNELS: [ChannelId; 3] = [ChannelId(501), ChannelId(502), ChannelId(503)];
const GUILD: u64 = 5;

#[derive(Default)]
struct Manual(AtomicI64);

impl Clock for Manual {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// The bot, as a restart would make it again over the same store.
struct Bot {
    dir: PathBuf,
    clock: Arc<Manual>,
    service: Option<Service>,
    seed: u64,
}

impl Bot {
    fn open(dir: PathBuf, clock: Arc<Manual>, seed: u64) -> Bot {
        let mut bot = Bot {
            dir,
            clock,
            service: None,
            seed,
        };
        bot.restart();
        bot
    }

    fn restart(&mut self) {
        // Everything in memory goes; the store stays.
        self.service = None;
        let options = SledOptions {
            path: self.dir.clone(),
            cache_capacity: SledOptions::MIN_CACHE,
        };
        let store = SledStore::open(&options).expect("the store opens again");
        self.seed = self
            .seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        let seed = self.seed;
        let mut service = Service::with_seeds(
            Arc::new(store),
            Arc::clone(&self.clock) as Arc<dyn Clock>,
            Box::new(move || seed),
        );
        service.set_open_games(4);
        self.service = Some(service);
    }

    fn service(&self) -> &Service {
        self.service.as_ref().expect("running")
    }
}

fn name(id: u64) -> String {
    if id == KEYSTONE {
        "Keystone".into()
    } else {
        format!("P{id}")
    }
}

fn person(id: u64) -> User {
    User { id, name: name(id) }
}

/// What the test remembers of a game it started: who sits at it, and for
/// a game set up like the fixed-deck example, that example's lines (played
/// while they apply: they reach paid questions, which random play rarely
/// does).
#[derive(Clone, Debug)]
struct Table {
    users: Vec<u64>,
    script: Vec<String>,
}

/// One run of the lifecycle: `games` games, from `seed`.
struct Run {
    bot: Bot,
    rng: GameRng,
    /// Every prompt ever offered, with the channel it was shown in.
    prompts: Vec<(ChannelId, Prompt)>,
    /// What is being played, by channel.
    tables: Vec<Option<Table>>,
    started: usize,
    ended: BTreeSet<u64>,
    steps: usize,
    seed: u64,
    /// What happened, by kind: for the summary, and to check the run
    /// reached every path.
    seen: std::collections::BTreeMap<String, usize>,
}

impl Run {
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.rng.below(items.len() as u32) as usize]
    }

    fn chance(&mut self, percent: u32) -> bool {
        self.rng.below(100) < percent
    }

    fn store(&self) -> &Arc<dyn Store> {
        self.bot.service().store()
    }

    /// Checks a result: a reply, or a refusal meant for the user; never an
    /// internal error or damage. Remembers the reply's prompts.
    fn check(
        &mut self,
        channel: ChannelId,
        what: &str,
        result: Result<Reply, ServiceError>,
    ) -> Option<Reply> {
        match result {
            Ok(reply) => {
                for prompt in reply
                    .prompts
                    .iter()
                    .chain(reply.menu.as_ref().map(|m| &m.prompt))
                {
                    self.prompts.push((channel, *prompt));
                }
                Some(reply)
            }
            Err(ServiceError::Refused(_) | ServiceError::NoGame | ServiceError::Busy) => None,
            Err(e) => panic!(
                "seed {} step {}: {what} in {channel:?}: {e:?}",
                self.seed, self.steps
            ),
        }
    }

    /// After `user` did something in `channel` that replied `reply`: if it
    /// ended the game that was there, checks its result and that everyone
    /// else at the table was told.
    fn after(
        &mut self,
        channel: ChannelId,
        user: u64,
        before: Option<GameRecord>,
        reply: Option<&Reply>,
    ) {
        let Some(before) = before else { return };
        let now = self.store().get(channel).unwrap();
        if now.as_ref().is_some_and(|r| r.id == before.id) {
            let record = now.unwrap();
            // A game in progress: its seats to act are seated and playing.
            if record.status == GameStatus::Active {
                assert!(
                    !record.to_act.is_empty(),
                    "seed {}: nobody to act",
                    self.seed
                );
                let gone = left(&record);
                for seat in &record.to_act {
                    assert!(seat.index() < record.seats.len());
                    assert!(
                        !gone.contains(seat),
                        "seed {}: a seat that left must act",
                        self.seed
                    );
                }
            }
            return;
        }
        // It ended (archived) by what this user just did.
        let archived = self
            .store()
            .archived(channel, before.id)
            .unwrap()
            .expect("an ended game is archived");
        assert!(self.ended.insert(archived.id.0), "ended twice");
        self.consistent(&archived);
        let result = archived.result.as_ref().expect("a result");
        let how = match result.ending {
            Ending::Played => "played",
            Ending::Resigned { .. } => "resigned",
            Ending::Timeout { .. } => "timeout",
            Ending::Declined => "declined",
            Ending::Aborted => "aborted",
        };
        let key = format!(
            "ended {how}, {} seats, {} left",
            archived.seats.len(),
            result.left.len()
        );
        *self.seen.entry(key).or_default() += 1;
        let reply = reply.unwrap_or_else(|| {
            panic!(
                "seed {} step {}: the game ended without a reply",
                self.seed, self.steps
            )
        });
        let humans: BTreeSet<u64> = archived
            .seats
            .iter()
            .filter(|p| p.computer.is_none() && p.user != user)
            .map(|p| p.user)
            .collect();
        let told: BTreeSet<u64> = reply.ping.iter().copied().collect();
        assert!(
            humans.is_subset(&told),
            "seed {} step {}: {humans:?} not all told ({told:?}): {}",
            self.seed,
            self.steps,
            reply.text
        );
        self.tables[index(channel)] = None;
    }

    /// What each seat saw last, as the record keeps it for catch-ups, is
    /// the game its log's lines up to then replay to.
    fn seen_agrees(&self, record: &GameRecord) {
        let kind = games::kind(&record.kind).unwrap();
        let fresh = (kind.load)(&record.state).unwrap().fresh();
        let names: Vec<&str> = record.seats.iter().map(|s| s.name.as_str()).collect();
        for (seat, player) in record.seats() {
            let Some(seen) = &player.seen else { continue };
            let mut game = fresh.copy();
            for action in &record.log[..seen.step] {
                game.play(action.seat, &action.text, &names, Lang::default())
                    .unwrap();
            }
            assert_eq!(
                game.snapshot(),
                seen.state,
                "seed {} step {}: what seat {seat} saw last is not its log's game",
                self.seed,
                self.steps
            );
            let own = &record.log[seen.step - 1];
            assert!(own.seat == seat && !own.auto, "the seat's own action");
        }
    }

    /// An archived game's result agrees with its record and its rules.
    fn consistent(&self, record: &GameRecord) {
        self.seen_agrees(record);
        let result = record.result.as_ref().expect("a result");
        let seats = record.seats.len();
        match record.status {
            GameStatus::Aborted => {
                assert!(result.winners.is_empty());
                assert!(matches!(result.ending, Ending::Aborted | Ending::Declined));
            }
            GameStatus::Finished => {
                assert_eq!(result.scores.len(), seats);
                // Only a game alone may be lost (Babylon's goal, Y40).
                assert!(!result.winners.is_empty() || seats == 1, "someone wins");
                for w in &result.winners {
                    assert!(!result.left.contains(w), "a seat that left cannot win");
                }
                let distinct: BTreeSet<Seat> = result.left.iter().copied().collect();
                assert_eq!(distinct.len(), result.left.len());
                assert!(result.left.len() < seats.max(2));
                match result.ending {
                    Ending::Resigned { seat } | Ending::Timeout { seat } => {
                        assert_eq!(
                            result.left.last(),
                            Some(&seat),
                            "its last departure ended it"
                        );
                    }
                    Ending::Played => {}
                    other => panic!("finished by {other:?}"),
                }
                // The game's own record replays to the same result.
                let kind = games::kind(&record.kind).unwrap();
                let game = (kind.load)(&record.state).unwrap();
                let names: Vec<String> = record.seats.iter().map(|s| s.name.clone()).collect();
                let lines: Vec<(Seat, String)> = record
                    .log
                    .iter()
                    .map(|a| (a.seat, a.text.clone()))
                    .collect();
                let text = game.record(&names, &lines).to_text();
                let replayed = (kind.replay)(&Record::parse(&text).unwrap()).unwrap();
                assert_eq!(replayed.snapshot(), record.state, "the record replays");
                let outcome = replayed.outcome().expect("over");
                assert_eq!(outcome.winners.iter().collect::<Vec<_>>(), result.winners);
                assert_eq!(outcome.left, result.left);
                assert_eq!(outcome.scores, result.scores);
            }
            other => panic!("archived as {other:?}"),
        }
    }

    /// Starts a game in a free channel: any game of the registry, at any
    /// table size it takes.
    fn start(&mut self, channel: ChannelId) {
        let kind = self.pick(games::KINDS);
        let sizes: Vec<usize> = kind.seats.clone().collect();
        let seats = self.pick(&sizes);
        let kind = kind.name;
        let computer = seats == 2 && self.chance(15);
        let mut pool = PEOPLE.to_vec();
        let mut users = Vec::new();
        for _ in 0..seats {
            let i = self.rng.below(pool.len() as u32) as usize;
            users.push(pool.swap_remove(i));
        }
        if computer {
            users[1] = KEYSTONE;
        }
        let clock = self
            .chance(50)
            .then_some(HOUR * (1 + i64::from(self.rng.below(3))));
        let mut request = NewGame {
            kind: kind.into(),
            guild: Some(GUILD),
            host: person(users[0]),
            opponent: users.get(1).map(|&u| person(u)),
            others: users
                .get(2..)
                .unwrap_or_default()
                .iter()
                .map(|&u| person(u))
                .collect(),
            first: First::Random,
            seed: None,
            headers: vec![],
            clock,
            computer: computer.then_some(Level::Easy),
        };
        // A game alone has a mode (Babylon's solo).
        if seats == 1 && self.chance(50) {
            request.headers = vec![("mode".into(), "hard".into())];
        }
        let mut script = Vec::new();
        if kind == "basilica" && !computer && self.chance(50) {
            let example = common::record();
            request = NewGame {
                host: request.host.clone(),
                opponent: request.opponent.clone(),
                clock,
                ..common::new_game(&example, 0, 0, clock)
            };
            script = example.actions.iter().map(|l| l.text.clone()).collect();
        }
        let result = self.bot.service().new_game(channel, &request);
        if let Some(reply) = self.check(channel, "new game", result) {
            self.started += 1;
            *self
                .seen
                .entry(format!("started {kind} for {seats}"))
                .or_default() += 1;
            self.tables[index(channel)] = Some(Table { users, script });
            self.keystone(channel, &reply);
        }
    }

    /// Lets Keystone play while it must.
    fn keystone(&mut self, channel: ChannelId, reply: &Reply) {
        let mut next = reply.computer_next;
        while next {
            let before = self.store().get(channel).unwrap();
            let result = self
                .bot
                .service()
                .computer_move(channel)
                .map(|r| r.unwrap_or_default());
            let Some(reply) = self.check(channel, "Keystone's move", result) else {
                return;
            };
            self.after(channel, KEYSTONE, before, Some(&reply));
            next = reply.computer_next;
        }
    }

    /// One random thing done in `channel` by a random person.
    fn step(&mut self, channel: ChannelId) {
        self.steps += 1;
        let Some(table) = self.tables[index(channel)].clone() else {
            self.start(channel);
            return;
        };
        let before = self.store().get(channel).unwrap();
        let Some(record) = before.clone() else {
            self.tables[index(channel)] = None;
            return;
        };
        let humans: Vec<u64> = table
            .users
            .iter()
            .copied()
            .filter(|&u| u != KEYSTONE)
            .collect();
        let anyone = self.pick(&humans);
        let stranger = self.pick(&PEOPLE);
        let service = self.bot.service().clone();
        let stamp = Stamp {
            game: record.id,
            step: record.step(),
        };
        let roll = self.rng.below(100);
        let (who, what, result) = match roll {
            // A paid question left unanswered until it expired, now and
            // then: the player who played the order goes on.
            0..=54
                if service
                    .waiting_for(channel)
                    .unwrap()
                    .first()
                    .is_some_and(|&asked| {
                        service
                            .answers(channel, asked, None, "pay")
                            .is_ok_and(|o| !o.is_empty())
                    })
                    && self.chance(30) =>
            {
                let active = record
                    .log
                    .last()
                    .and_then(|a| record.player(a.seat))
                    .map_or(anyone, |p| p.user);
                self.bot.clock.0.fetch_add(13 * HOUR, Ordering::SeqCst);
                (active, "continue", service.go_on(channel, active, None))
            }
            // The players to act play (most of the time).
            0..=54 => {
                let waiting = service.waiting_for(channel).unwrap();
                let who = if waiting.is_empty() || self.chance(10) {
                    stranger
                } else {
                    self.pick(&waiting)
                };
                let result = if record.status == GameStatus::Invited {
                    if self.chance(90) {
                        service.accept(channel, who, self.chance(50).then_some(stamp))
                    } else {
                        service.refuse(channel, who, Some(stamp))
                    }
                } else {
                    let scripted = table.script.get(record.log.len()).cloned();
                    match service.moves(channel, who) {
                        Ok(moves)
                            if scripted
                                .as_ref()
                                .is_some_and(|line| moves.iter().any(|m| &m.notation == line)) =>
                        {
                            let line = scripted.unwrap_or_default();
                            service.play(channel, who, &line, self.chance(30).then_some(stamp))
                        }
                        // A standing ceiling now and then, where bids are asked.
                        Ok(moves)
                            if moves.iter().any(|m| m.notation.starts_with("bid "))
                                && self.chance(20) =>
                        {
                            let ceiling = format!("bid up to {}", 1 + self.rng.below(15));
                            service.play(channel, who, &ceiling, None)
                        }
                        Ok(moves) if !moves.is_empty() => {
                            let line = moves[self.rng.below(moves.len() as u32) as usize]
                                .notation
                                .clone();
                            service.play(channel, who, &line, self.chance(30).then_some(stamp))
                        }
                        _ => service.play(channel, who, "pass", None),
                    }
                };
                (who, "play", result)
            }
            55..=59 => {
                let result = service.ask_resign(channel, anyone).and_then(|confirm| {
                    service.resign(channel, anyone, confirm.prompts[0].stamp())
                });
                (anyone, "resign", result)
            }
            60..=64 => {
                let result = service.ask_abort(channel, anyone, self.chance(10));
                (anyone, "abort", result)
            }
            65..=69 => {
                // Someone answers the latest abort proposal here.
                let proposal = self
                    .prompts
                    .iter()
                    .rev()
                    .find(|(c, p)| *c == channel && p.kind == PromptKind::Abort)
                    .map(|(_, p)| *p);
                match proposal {
                    Some(p) => (
                        anyone,
                        "agree",
                        service.agree_abort(channel, anyone, p.stamp()),
                    ),
                    None => (anyone, "agree", service.ask_abort(channel, anyone, false)),
                }
            }
            70..=77 => {
                // Time passes: clocks run out, questions expire, the sweep
                // says so.
                let hours = 1 + i64::from(self.rng.below(14));
                self.bot.clock.0.fetch_add(hours * HOUR, Ordering::SeqCst);
                let notices = service
                    .sweep()
                    .unwrap_or_else(|e| panic!("the sweep: {e:?}"));
                for notice in notices {
                    for prompt in &notice.reply.prompts {
                        self.prompts.push((notice.channel, *prompt));
                    }
                }
                (anyone, "time", service.status(channel))
            }
            78..=82 => (
                anyone,
                "claim",
                service.claim(channel, anyone, self.chance(50).then_some(stamp)),
            ),
            83..=85 => {
                // A paid question left unanswered until it expired: the
                // player who played the order goes on (or someone tries).
                let asking = record
                    .log
                    .last()
                    .and_then(|a| record.player(a.seat))
                    .map(|p| p.user)
                    .filter(|_| self.chance(80))
                    .unwrap_or(anyone);
                self.bot.clock.0.fetch_add(13 * HOUR, Ordering::SeqCst);
                (asking, "continue", service.go_on(channel, asking, None))
            }
            86..=87 => {
                // A standing answer: to paid orders, or to a sabotage.
                let change = if self.chance(50) {
                    let paid = self.chance(50).then(|| "decline".to_owned());
                    SettingsChange {
                        standing: vec![("paid".into(), paid)],
                        ..SettingsChange::default()
                    }
                } else {
                    let answer = self.pick(&[None, Some("pay"), Some("refuse")]);
                    SettingsChange {
                        standing: vec![("owner".into(), answer.map(str::to_owned))],
                        ..SettingsChange::default()
                    }
                };
                (
                    anyone,
                    "settings",
                    service.settings(channel, anyone, &change),
                )
            }
            88..=96 => {
                // An old button, from this game or another, here or elsewhere.
                if self.prompts.is_empty() {
                    return;
                }
                let (shown, prompt) =
                    self.prompts[self.rng.below(self.prompts.len() as u32) as usize];
                let here = if self.chance(70) {
                    shown
                } else {
                    self.pick(&CHANNELS)
                };
                let who = if self.chance(50) { anyone } else { stranger };
                if here != channel {
                    // Pressed elsewhere: judged by that channel's game.
                    let other = self.store().get(here).unwrap();
                    let result = press(&service, here, who, prompt);
                    let reply = self.check(here, "a button", result);
                    self.after(here, who, other, reply.as_ref());
                    return;
                }
                (who, "button", press(&service, here, who, prompt))
            }
            _ => {
                drop(service);
                self.bot.restart();
                return;
            }
        };
        let refusal = match &result {
            Err(ServiceError::Refused(Denied::StaleGame)) => " (earlier game)",
            Err(_) => " refused",
            Ok(_) => "",
        };
        *self.seen.entry(format!("{what}{refusal}")).or_default() += 1;
        let reply = self.check(channel, what, result);
        self.after(channel, who, before, reply.as_ref());
        if let Some(reply) = reply {
            self.keystone(channel, &reply);
        }
        if self.store().get(channel).unwrap().is_none() {
            assert!(
                self.ended.contains(&record.id.0),
                "seed {} step {}: {what} ended the game unnoticed",
                self.seed,
                self.steps
            );
            self.tables[index(channel)] = None;
        }
    }
}

fn index(channel: ChannelId) -> usize {
    CHANNELS.iter().position(|&c| c == channel).unwrap()
}

/// The seats that left a game: its `leave` lines.
fn left(record: &GameRecord) -> Vec<Seat> {
    record
        .log
        .iter()
        .filter(|a| a.text == "leave")
        .map(|a| a.seat)
        .collect()
}

/// What pressing `prompt` in `channel` does, as the Discord handler would.
fn press(
    service: &Service,
    channel: ChannelId,
    user: u64,
    prompt: Prompt,
) -> Result<Reply, ServiceError> {
    let stamp = prompt.stamp();
    match prompt.kind {
        PromptKind::Accept => service.accept(channel, user, Some(stamp)),
        PromptKind::Refuse => service.refuse(channel, user, Some(stamp)),
        PromptKind::Answer("pay") => service
            .answers(channel, user, Some(stamp), "pay")
            .map(|_| Reply::default()),
        PromptKind::Answer(_) | PromptKind::AnswerChoice(_) => {
            service.play(channel, user, "decline", Some(stamp))
        }
        PromptKind::Resign => service.resign(channel, user, stamp),
        PromptKind::Abort => service.agree_abort(channel, user, stamp),
        PromptKind::Mute => service.mute(channel, user, true, Some(stamp)),
        PromptKind::Continue => service.go_on(channel, user, Some(stamp)),
        PromptKind::Claim => service.claim(channel, user, Some(stamp)),
        PromptKind::Tent => service.tent(channel, user, Some(stamp)),
        PromptKind::Confirm => service.confirm(channel, user, stamp),
        PromptKind::Older | PromptKind::Newer => {
            service.history(channel, Some(prompt.step as usize), Some(prompt.game))
        }
        // The move picker: its first option, one back, from the start, or
        // what it chose played.
        PromptKind::Play | PromptKind::PickClear => {
            service.picker(channel, user, Some(stamp), Trail::default())
        }
        PromptKind::Pick => match prompt.trail.then(0) {
            Some(trail) => service.picker(channel, user, Some(stamp), trail),
            None => service.picker(channel, user, Some(stamp), prompt.trail),
        },
        PromptKind::PickBack => service.picker(channel, user, Some(stamp), prompt.trail.back()),
        PromptKind::PickPlay => service.play_picked(channel, user, stamp, prompt.trail),
        // Discord opens the Activity: the service is not asked.
        PromptKind::Board => Ok(Reply::default()),
    }
}

fn run(games: usize, seed: u64) -> std::collections::BTreeMap<String, usize> {
    let scratch_dir = common::scratch(&format!("lifecycle-{seed}"));
    let dir = scratch_dir.path();
    let clock = Arc::new(Manual(AtomicI64::new(1_700_000_000_000)));
    let mut run = Run {
        bot: Bot::open(dir.to_path_buf(), clock, seed),
        rng: GameRng::new(seed, Stream::Play),
        prompts: Vec::new(),
        tables: vec![None; CHANNELS.len()],
        started: 0,
        ended: BTreeSet::new(),
        steps: 0,
        seed,
        seen: std::collections::BTreeMap::new(),
    };
    while run.started < games || run.tables.iter().any(Option::is_some) {
        let channel = run.pick(&CHANNELS);
        if run.tables[index(channel)].is_none() && run.started >= games {
            continue;
        }
        run.step(channel);
        assert!(run.steps < games * 2_000, "seed {seed}: the games end");
        if run.steps.is_multiple_of(150) {
            // The games under way, as a backup would hold them, replay.
            let backup = Backup::take(&**run.store(), "sled").unwrap();
            whole(seed, &backup.active);
        }
    }
    // Everything that ended, backed up and restored elsewhere, whole.
    let backup = Backup::take(&**run.store(), "sled").unwrap();
    whole(seed, &backup.archived);
    let mut bytes = Vec::new();
    backup.write(&mut bytes).unwrap();
    let elsewhere = keystone_data::MemoryStore::new();
    let restored = Backup::read(bytes.as_slice())
        .unwrap()
        .restore(&elsewhere, false)
        .unwrap();
    assert_eq!(restored.counts, run.store().counts().unwrap());
    // Ratings: every finished game counted once, their sum kept.
    let service = run.bot.service();
    let board = service.leaderboard(Some(GUILD)).unwrap();
    let ratings: Vec<i64> = board
        .details
        .iter()
        .filter_map(|line| line.split(" — ").nth(1))
        .filter_map(|rest| rest.split_whitespace().next()?.parse().ok())
        .collect();
    if !ratings.is_empty() {
        let total: i64 = ratings.iter().sum();
        let expected = 1000 * ratings.len() as i64;
        assert!(
            (total - expected).abs() <= ratings.len() as i64,
            "seed {seed}: ratings {ratings:?} add up to {total}, not {expected}"
        );
    }
    let counts = run.store().counts().unwrap();
    assert_eq!((counts.invited, counts.active), (0, 0));
    assert_eq!(
        (counts.finished + counts.aborted) as usize,
        run.ended.len(),
        "seed {seed}: every game ended once"
    );
    eprintln!(
        "seed {seed}: {} games, {} steps, {} finished, {} aborted",
        run.started, run.steps, counts.finished, counts.aborted
    );
    let seen = std::mem::take(&mut run.seen);
    drop(run);
    seen
}

/// Every game of `records` replays to its stored position.
fn whole(seed: u64, records: &[GameRecord]) {
    for record in records {
        if let Err(why) = keystone_bot::backups::replays(record) {
            panic!(
                "seed {seed}: the {} game of channel {} ({:?}): {why}",
                record.kind, record.channel.0, record.status
            );
        }
    }
}

/// Adds `more` to `all`.
fn add(
    all: &mut std::collections::BTreeMap<String, usize>,
    more: std::collections::BTreeMap<String, usize>,
) {
    for (what, n) in more {
        *all.entry(what).or_default() += n;
    }
}

#[test]
fn random_tables_of_one_to_four_live_and_end_consistently() {
    let mut seen = std::collections::BTreeMap::new();
    for seed in [1, 2, 3, 4] {
        add(&mut seen, run(30, seed));
    }
    eprintln!("{seen:#?}");
    // Every path was taken.
    for path in [
        "resign",
        "claim",
        "agree",
        "continue",
        "button",
        "button (earlier game)",
        "ended resigned, 2 seats, 1 left",
        "ended timeout, 2 seats, 1 left",
        "ended aborted, 3 seats, 0 left",
        "ended declined, 2 seats, 0 left",
    ] {
        assert!(seen.contains_key(path), "never: {path}");
    }
    // Every game of the registry, at every table size it takes.
    for kind in games::KINDS {
        for seats in kind.seats.clone() {
            let started = format!("started {} for {seats}", kind.name);
            assert!(seen.contains_key(&started), "never: {started}");
        }
    }
    let departed_and_played_on = seen
        .iter()
        .filter(|(k, _)| k.starts_with("ended") && !k.contains(", 0 left"))
        .any(|(k, _)| k.contains("3 seats") || k.contains("4 seats"));
    assert!(
        departed_and_played_on,
        "a table of three or four lost a seat"
    );
}

#[test]
#[ignore = "a soak run; LIFECYCLE_GAMES sets its length"]
fn soak() {
    let games = std::env::var("LIFECYCLE_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(1000);
    let mut seen = std::collections::BTreeMap::new();
    for seed in 100..104 {
        add(&mut seen, run(games / 4, seed));
    }
    eprintln!("{seen:#?}");
}
