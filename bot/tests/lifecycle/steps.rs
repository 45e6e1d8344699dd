//! What the run does: starting a game of any game at any table size, and
//! one random thing done by a random person at each step, as the Discord
//! handler would do it.

use crate::common;

use keystone_bot::games;
use keystone_bot::service::reply::Trail;
use keystone_bot::service::timing::HOUR;
use keystone_bot::service::{
    Denied, First, NewGame, Prompt, PromptKind, Reply, Service, ServiceError, SettingsChange, Stamp,
};
use keystone_data::{ChannelId, GameStatus};
use keystone_engine::ai::Level;

use super::{CHANNELS, GUILD, KEYSTONE, PEOPLE, Run, Table, index, person};

impl Run {
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
    pub(super) fn step(&mut self, channel: ChannelId) {
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
                self.bot.clock.advance(13 * HOUR);
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
                self.bot.clock.advance(hours * HOUR);
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
                self.bot.clock.advance(13 * HOUR);
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
        PromptKind::StandIn => service.stand_in(channel, user, Some(stamp)),
        PromptKind::TakeBack => service.take_back(channel, user, Some(stamp)),
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
