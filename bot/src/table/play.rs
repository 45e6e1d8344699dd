//! The commands that change a [`Table`]: each works on a copy and keeps it
//! only when it succeeds, so a refusal changes nothing.

use std::collections::BTreeMap;

use keystone_data::{Ending, GameResult, GameStatus, LoggedAction, Seat};
use keystone_engine::play::LEAVE;

use super::{By, Event, Refusal, Sitting, Table, TableError, Turn, Wait, log};
use crate::games::AnyGame;

/// Whose hand plays a line.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mover {
    /// A player, who typed it: it may not reach past a draw they have not
    /// seen.
    Player,
    /// Keystone at its own seat: actions it chose one by one, each seeing
    /// what the one before turned up. Its move is then to be announced.
    Computer,
}

/// At most this many answers given ahead are played in a row, however the
/// game asks (a guard: each is a move, and a game's moves are finite).
const STANDING_LIMIT: usize = 10_000;

/// A bound on one seat's questions in a row when the table goes on without
/// it; each default ends one.
const DEFAULTS_IN_A_ROW: usize = 8;

impl Table {
    /// `seat` plays `line` (notation, `;`-separated), all or nothing; then
    /// the answers given ahead that follow are played, and the game's new
    /// state settles into the record.
    pub fn act(
        &mut self,
        seat: Seat,
        line: &str,
        mover: Mover,
        now: i64,
    ) -> Result<Turn, TableError> {
        if self.sitting.status == GameStatus::Invited {
            return Err(Refusal::Invited.into());
        }
        if self.departed().contains(&seat) {
            return Err(Refusal::Left.into());
        }
        let mut work = self.copy();
        let waited_on = work.sitting.to_act.clone();
        let apart = work.game.writing_apart();
        // A player who plays while Keystone stands in for them takes their
        // seat back, and the table is told so.
        let took_back = mover == Mover::Player
            && (work.sitting.seats.get_mut(seat.index()))
                .is_some_and(|p| p.stand_in.take().is_some());
        let step = work
            .game
            .apply(seat, line, mover == Mover::Player)
            .map_err(|refused| Refusal::Rules {
                refused,
                asked: self.game.asked().filter(|&a| a != seat),
            })?;
        // Keystone standing in plays on the table's word.
        let by = match mover == Mover::Computer && self.stood_in(seat) {
            true => By::StandIn,
            false => By::Player,
        };
        log(
            &mut work.sitting,
            &*work.game,
            LoggedAction {
                seat,
                text: step.notation.clone(),
                at: now,
                auto: by == By::StandIn,
                standing: false,
            },
        );
        work.follow(now);
        let mut events: Vec<Event> = took_back
            .then_some(Event::TookBack { seat })
            .into_iter()
            .collect();
        events.push(Event::Played {
            seat,
            notation: step.notation.clone(),
            by,
            told: step.told,
        });
        work.answer_standing(Some(seat), &mut events, now)?;
        work.settle(Ending::Played);
        let apart = apart && work.game.writing_apart();
        if mover == Mover::Computer {
            work.announce_later();
        }
        *self = work;
        Ok(Turn {
            actor: seat,
            waited_on,
            line: step.notation,
            events,
            apart,
        })
    }

    /// Whether [`Table::act`] would take `seat`'s `line` now, as the
    /// player's; nothing changes either way.
    pub fn would_take(&self, seat: Seat, line: &str, now: i64) -> Result<(), TableError> {
        self.copy().act(seat, line, Mover::Player, now).map(drop)
    }

    /// `seat` answers ahead: `answer` under `key` (`None`: to be asked
    /// again). Played at once if the game asks `seat` now; the clocks of
    /// the others are left alone.
    pub fn stand(
        &mut self,
        seat: Seat,
        key: &str,
        answer: Option<String>,
        now: i64,
    ) -> Result<Turn, TableError> {
        let mut work = self.copy();
        let waited_on = work.sitting.to_act.clone();
        if let Some(me) = work.sitting.seats.get_mut(seat.index()) {
            match answer {
                Some(answer) => me.standing.insert(key.to_owned(), answer),
                None => me.standing.remove(key),
            };
        }
        let mut events = Vec::new();
        let asked = work.game.asked() == Some(seat) || work.game.to_act().contains(&seat);
        if asked && work.sitting.status == GameStatus::Active {
            work.answer_standing(Some(seat), &mut events, now)?;
            if !events.is_empty() {
                work.settle(Ending::Played);
            }
        }
        *self = work;
        Ok(Turn {
            actor: seat,
            waited_on,
            line: String::new(),
            events,
            apart: false,
        })
    }

    /// `seat` resigns: it leaves the game, and with one seat left the game
    /// ends and that seat wins.
    pub fn resign(&mut self, seat: Seat, now: i64) -> Result<Turn, TableError> {
        if self.sitting.status != GameStatus::Active {
            return Err(Refusal::ResignBeforeStart.into());
        }
        if self.departed().contains(&seat) {
            return Err(Refusal::Left.into());
        }
        let mut work = self.copy();
        let waited_on = work.sitting.to_act.clone();
        let mut events = Vec::new();
        work.leave(seat, By::Player, &mut events, now)?;
        work.answer_standing(None, &mut events, now)?;
        work.settle(Ending::Resigned { seat });
        *self = work;
        Ok(Turn {
            actor: seat,
            waited_on,
            line: LEAVE.to_owned(),
            events,
            apart: false,
        })
    }

    /// `claimer` claims the move clock of the seats the table waits on,
    /// once it ran out: each leaves the game (in a game of two the claimer
    /// wins; of three or four the others play on).
    pub fn claim(&mut self, claimer: Seat, now: i64) -> Result<Turn, TableError> {
        let lates = self.claimable(claimer, now)?;
        let mut work = self.copy();
        let mut events = Vec::new();
        for late in lates.iter().copied() {
            if work.game.outcome().is_some() {
                break;
            }
            events.push(Event::Claimed { late, claimer });
            work.leave(late, By::Table, &mut events, now)?;
            work.answer_standing(None, &mut events, now)?;
            work.settle(Ending::Timeout { seat: late });
        }
        *self = work;
        Ok(Turn {
            actor: claimer,
            waited_on: lates,
            line: LEAVE.to_owned(),
            events,
            apart: false,
        })
    }

    /// The seats whose move clock `claimer` may claim at `now` (or have
    /// Keystone play): every seat the table waits on whose clock ran out
    /// (several, in a phase where seats act at once), none of them away.
    pub(super) fn claimable(&self, claimer: Seat, now: i64) -> Result<Vec<Seat>, TableError> {
        if self.departed().contains(&claimer) {
            return Err(Refusal::Left.into());
        }
        let Some(clock) = self.sitting.settings.clock else {
            return Err(Refusal::NoClock.into());
        };
        if self.sitting.status != GameStatus::Active {
            return Err(Refusal::ClaimBeforeStart.into());
        }
        if let Some(asked) = self.game.asked() {
            return Err(Refusal::QuestionOpen { asked }.into());
        }
        // Every seat the table waits on whose clock ran out is late
        // (several, in a phase where seats act at once); each leaves. A
        // player away is not late: their clock stopped.
        let waited = self.sitting.to_act.clone();
        let Some(&first) = waited.first() else {
            return Err(Refusal::NobodyLate.into());
        };
        if waited.contains(&claimer) {
            return Err(Refusal::OwnClock.into());
        }
        let lates = self.late(clock, now);
        if lates.is_empty() {
            if let Some((seat, until)) = self.first_away(&waited, now) {
                return Err(Refusal::Away { seat, until }.into());
            }
            return Err(Refusal::ClockRunning {
                late: first,
                left: self.runs_out(first, clock, now) - now,
            }
            .into());
        }
        Ok(lates)
    }

    /// `seat` asks to go on without the seats the table waits on, once
    /// their time ran out: a question unanswered after `expiry` ms is
    /// turned down, a stalled seat's default is played (G22, Y44).
    pub fn go_on(&mut self, seat: Seat, now: i64, expiry: i64) -> Result<Turn, TableError> {
        let active = self.sitting.status == GameStatus::Active;
        let stalled = self.game.to_act();
        if active
            && self.game.asked().is_none()
            && stalled.iter().any(|&s| self.game.default_line(s).is_some())
        {
            return self.go_on_past_clock(seat, stalled, now);
        }
        let Some(asked) = self.game.asked() else {
            return Err(Refusal::NothingToGoOn.into());
        };
        if asked == seat {
            return Err(Refusal::YoursToAnswer.into());
        }
        if let Some(until) = self.away(asked, now) {
            return Err(Refusal::Away { seat: asked, until }.into());
        }
        let left = expiry - self.clock_used(asked, now);
        if left > 0 {
            return Err(Refusal::TooEarly {
                late: vec![asked],
                left,
            }
            .into());
        }
        let Some(line) = self.game.default_line(asked) else {
            return Err(TableError::Broken(format!(
                "{} asks a question but has no way to turn it down",
                self.game.kind().name
            )));
        };
        let mut work = self.copy();
        let waited_on = work.sitting.to_act.clone();
        let mut events = vec![Event::WentOn {
            late: asked,
            by: seat,
            wait: Wait::Question { expiry },
        }];
        work.play_for(asked, &line, By::Table, &mut events, now)?;
        work.answer_standing(None, &mut events, now)?;
        work.settle(Ending::Played);
        *self = work;
        Ok(Turn {
            actor: seat,
            waited_on,
            line: String::new(),
            events,
            apart: false,
        })
    }

    /// Plays the default line for each seat in `stalled`, whose move clock
    /// ran out, because `seat` asks to go on. A seat asked several things
    /// in a row (a pending bonus, then its Write) gets each default in
    /// turn, until the table no longer waits on it.
    fn go_on_past_clock(
        &mut self,
        seat: Seat,
        stalled: Vec<Seat>,
        now: i64,
    ) -> Result<Turn, TableError> {
        if stalled.contains(&seat) {
            return Err(Refusal::YoursToAnswer.into());
        }
        let Some(clock) = self.sitting.settings.clock else {
            return Err(Refusal::NoClock.into());
        };
        // A seat whose player is away is not gone on without.
        let late = self.late(clock, now);
        if let Some((seat, until)) = self.first_away(&stalled, now) {
            return Err(Refusal::Away { seat, until }.into());
        }
        if stalled.iter().any(|s| !late.contains(s)) {
            let left =
                (stalled.iter().map(|&s| self.runs_out(s, clock, now)).max()).unwrap_or(now) - now;
            return Err(Refusal::TooEarly {
                late: stalled,
                left,
            }
            .into());
        }
        let mut work = self.copy();
        let waited_on = work.sitting.to_act.clone();
        let rule = work.game.kind().default_rule.unwrap_or("");
        let mut events = Vec::new();
        for &late in &stalled {
            for _ in 0..DEFAULTS_IN_A_ROW {
                if !work.game.to_act().contains(&late) {
                    break;
                }
                let Some(line) = work.game.default_line(late) else {
                    break;
                };
                events.push(Event::WentOn {
                    late,
                    by: seat,
                    wait: Wait::Clock {
                        rule,
                        line: line.clone(),
                    },
                });
                work.play_for(late, &line, By::Table, &mut events, now)?;
            }
        }
        work.answer_standing(None, &mut events, now)?;
        work.settle(Ending::Played);
        *self = work;
        Ok(Turn {
            actor: seat,
            waited_on,
            line: String::new(),
            events,
            apart: false,
        })
    }

    /// A copy to work on, kept only if the command succeeds.
    fn copy(&self) -> Table {
        Table {
            sitting: self.sitting.clone(),
            stored: self.stored,
            game: self.game.copy(),
            snapshot: self.snapshot.clone(),
            answers_after: self.answers_after,
            presence: self.presence.clone(),
        }
    }

    /// Writes `seat`'s departure into the game and its log.
    fn leave(
        &mut self,
        seat: Seat,
        by: By,
        events: &mut Vec<Event>,
        now: i64,
    ) -> Result<(), TableError> {
        self.play_for(seat, LEAVE, by, events, now)
    }

    /// Plays `line` for `seat`, on whose word `by` says.
    fn play_for(
        &mut self,
        seat: Seat,
        line: &str,
        by: By,
        events: &mut Vec<Event>,
        now: i64,
    ) -> Result<(), TableError> {
        let step = self.game.apply(seat, line, false).map_err(|e| {
            TableError::Broken(format!(
                "the table's {line:?} for seat {seat} in channel {} is refused: {e:?}",
                self.sitting.channel.0
            ))
        })?;
        log(
            &mut self.sitting,
            &*self.game,
            LoggedAction {
                seat,
                text: step.notation.clone(),
                at: now,
                auto: by == By::Table,
                standing: by == By::Standing,
            },
        );
        self.follow(now);
        events.push(Event::Played {
            seat,
            notation: step.notation,
            by,
            told: step.told,
        });
        Ok(())
    }

    /// Plays the answers players gave ahead while the game asks them (a
    /// bid ceiling, declining paid orders, the answer to a sabotage), as
    /// the players' own moves: at once for `actor` (whose own move this
    /// is) or when answers wait for nothing, else noted to be played
    /// [`Table::answers_after`] from `now` (see [`Table::answer_due`]).
    /// Then drops the answers that no longer apply (a ceiling lasts one
    /// auction).
    fn answer_standing(
        &mut self,
        actor: Option<Seat>,
        events: &mut Vec<Event>,
        now: i64,
    ) -> Result<(), TableError> {
        let mut nudges = self.sitting.nudges();
        nudges.standing_at = None;
        for _ in 0..STANDING_LIMIT {
            let Some((seat, line)) = self.standing_turn() else {
                break;
            };
            if self.answers_after > 0 && actor != Some(seat) {
                nudges = self.sitting.nudges();
                nudges.standing_at = Some(now + self.answers_after);
                break;
            }
            self.play_for(seat, &line, By::Standing, events, now)?;
        }
        self.sitting.nudges = nudges;
        let game = &self.game;
        for seat in &mut self.sitting.seats {
            seat.standing.retain(|key, _| game.standing_keeps(key));
        }
        Ok(())
    }

    /// Plays the answer given ahead whose time came by `now` (see
    /// [`Table::answers_after`]), as its player's own move, with any more
    /// of theirs the game then asks at once; `None` when none is due. The
    /// next player's answer given ahead waits its own time.
    pub fn answer_due(&mut self, now: i64) -> Result<Option<Turn>, TableError> {
        let due = self
            .sitting
            .nudges()
            .standing_at
            .is_some_and(|at| at <= now);
        if !due || self.sitting.status != GameStatus::Active {
            return Ok(None);
        }
        let Some((seat, line)) = self.standing_turn() else {
            // The game moved on (its answer no longer applies): nothing due.
            let mut work = self.copy();
            work.sitting.nudges.standing_at = None;
            *self = work;
            return Ok(None);
        };
        let mut work = self.copy();
        let waited_on = work.sitting.to_act.clone();
        let mut events = Vec::new();
        work.play_for(seat, &line, By::Standing, &mut events, now)?;
        work.answer_standing(Some(seat), &mut events, now)?;
        work.settle(Ending::Played);
        *self = work;
        Ok(Some(Turn {
            actor: seat,
            waited_on,
            line,
            events,
            apart: false,
        }))
    }

    /// The seat the game asks now that answered ahead, and its answer.
    fn standing_turn(&self) -> Option<(Seat, String)> {
        let game = &*self.game;
        let empty = BTreeMap::new();
        game.asked()
            .into_iter()
            .chain(game.to_act())
            .find_map(|seat| {
                let standing = self.sitting.player(seat).map_or(&empty, |p| &p.standing);
                game.standing(seat, standing).map(|line| (seat, line))
            })
    }

    /// Notes who must act after a line played at `now`, and since when. In
    /// a phase where several seats act at once (Babylon's Write), each
    /// seat's clock runs from the phase's start: one seat's line neither
    /// restarts the others' clocks nor their reminders. Followed line by
    /// line, so that a command playing for several seats (going on without
    /// every late writer) still starts the next phase's clock.
    fn follow(&mut self, now: i64) {
        let to_act = self.game.to_act();
        if !simultaneous(&self.sitting.to_act, &to_act) {
            self.sitting.waiting_since = now;
        }
        self.sitting.to_act = to_act;
    }

    /// Settles the game's new state at the table, and the result once
    /// over (`ending` says what ended it). Any move makes an open abort
    /// proposal void.
    fn settle(&mut self, ending: Ending) {
        // The game moved: its snapshot is taken again when it is stored.
        self.snapshot = None;
        let record = &mut self.sitting;
        record.abort = None;
        if let Some(outcome) = self.game.outcome() {
            record.status = GameStatus::Finished;
            record.to_act.clear();
            record.result = Some(GameResult {
                winners: outcome.winners.iter().collect(),
                scores: outcome.scores,
                left: outcome.left,
                ending,
                favourites: favourites(&*self.game, record),
            });
        }
    }
}

/// Whether `after` still waits on seats of the same simultaneous phase as
/// `before`: several seats were waited on, and no new one is.
fn simultaneous(before: &[Seat], after: &[Seat]) -> bool {
    before.len() > 1 && !after.is_empty() && after.iter().all(|s| before.contains(s))
}

/// By seat, what each player scored most with over the whole game (in
/// Basilica, a colour zone), replayed from the log; empty if it does not
/// replay (the game still ends; only the statistic is missing).
fn favourites(game: &dyn AnyGame, record: &Sitting) -> Vec<Option<String>> {
    let mut game = game.fresh();
    let mut points: Vec<BTreeMap<&str, i64>> = vec![BTreeMap::new(); record.seats.len()];
    for action in &record.log {
        match game.apply(action.seat, &action.text, false) {
            Ok(step) => {
                for (seat, what, scored) in step.told.scored() {
                    if let Some(tally) = points.get_mut(seat.index()) {
                        *tally.entry(what).or_default() += scored;
                    }
                }
            }
            Err(error) => {
                tracing::warn!(
                    channel = record.channel.0,
                    ?error,
                    "no favourites: the log does not replay"
                );
                return Vec::new();
            }
        }
    }
    points
        .into_iter()
        .map(|tally| {
            // The most points; on a tie, the first by name.
            tally
                .into_iter()
                .fold(None, |best: Option<(&str, i64)>, (what, p)| match best {
                    Some((_, b)) if b >= p => best,
                    _ => Some((what, p)),
                })
                .map(|(what, _)| what.to_owned())
        })
        .collect()
}
