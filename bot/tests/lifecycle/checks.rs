//! What the run checks after every step: no internal error, and of each
//! game that ended, a result its record reproduces and everyone told.

use std::collections::BTreeSet;

use keystone_bot::games;
use keystone_bot::i18n::Lang;
use keystone_bot::service::{Reply, ServiceError};
use keystone_data::{ChannelId, Ending, GameRecord, GameStatus, Seat};
use keystone_engine::Record;

use super::{Run, index, left};

impl Run {
    /// Checks a result: a reply, or a refusal meant for the user; never an
    /// internal error or damage. Remembers the reply's prompts.
    pub(super) fn check(
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
    pub(super) fn after(
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
}
