//! What a write changed, and for whom: the news a store gives of each
//! change to a game, so that whatever watches games (the web board's live
//! updates) hears only what concerns it. A seat's own settings and answers
//! given ahead (a bid ceiling, a line waiting for its confirmation, its
//! language) concern that seat alone: nobody else may learn that they
//! changed, not even that something did.

use crate::record::{ChannelId, GameRecord};

/// Who a change concerns.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Audience {
    /// Everyone who may look at the game: what anyone sees changed.
    Everyone,
    /// Only these users: what changed is theirs alone (none: nothing that
    /// anyone sees, such as the reminders' bookkeeping).
    Users(Vec<u64>),
}

impl Audience {
    /// Whether `user` is told.
    pub fn includes(&self, user: u64) -> bool {
        match self {
            Audience::Everyone => true,
            Audience::Users(users) => users.contains(&user),
        }
    }

    /// Who the change from `before` (`None`: a game new to its channel, or
    /// stored whole) to `after` concerns.
    pub fn of(before: Option<&GameRecord>, after: &GameRecord) -> Audience {
        let Some(before) = before else {
            return Audience::Everyone;
        };
        if public(before) != public(after) {
            return Audience::Everyone;
        }
        Audience::Users(
            before
                .seats
                .iter()
                .zip(&after.seats)
                .filter(|(was, is)| was != is)
                .map(|(_, is)| is.user)
                .collect(),
        )
    }
}

/// `record` without what is one seat's own or nobody's to see: each seat's
/// settings and answers given ahead, the store's bookkeeping and the
/// reminders'. Seats keep who sits there and under what name.
fn public(record: &GameRecord) -> GameRecord {
    let mut public = record.clone();
    public.version = 0;
    public.updated = 0;
    public.nudges = crate::record::Nudges::default();
    for seat in &mut public.seats {
        *seat = crate::record::SeatRecord {
            computer: seat.computer.take(),
            stand_in: seat.stand_in.take(),
            ..crate::record::SeatRecord::new(seat.user, std::mem::take(&mut seat.name))
        };
    }
    public
}

/// A change to a channel's game, as a store tells it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Change {
    /// The channel.
    pub channel: ChannelId,
    /// The game there after the change, and its step (public: the history
    /// counts it); `None` when the channel's game went away whole
    /// (quarantined).
    pub stamp: Option<(u64, u64)>,
    /// Who it concerns.
    pub audience: Audience,
}

impl Change {
    /// The change from `before` to `after`, as written.
    pub fn of(before: Option<&GameRecord>, after: &GameRecord) -> Change {
        Change {
            channel: after.channel,
            stamp: Some((after.id.0, after.step())),
            audience: Audience::of(before, after),
        }
    }

    /// As a line (a PostgreSQL notification's payload): `channel game step
    /// audience`, the audience `*` or user ids joined by `,` (`-` for
    /// none), an unknown stamp `- -`.
    pub fn to_line(&self) -> String {
        let stamp = self
            .stamp
            .map_or_else(|| "- -".to_owned(), |(game, step)| format!("{game} {step}"));
        let audience = match &self.audience {
            Audience::Everyone => "*".to_owned(),
            Audience::Users(users) if users.is_empty() => "-".to_owned(),
            Audience::Users(users) => users
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(","),
        };
        format!("{} {stamp} {audience}", self.channel.0)
    }

    /// The change a [`Change::to_line`] line tells, if it is one.
    pub fn from_line(line: &str) -> Option<Change> {
        let mut words = line.split(' ');
        let (Some(channel), Some(game), Some(step), Some(audience), None) = (
            words.next(),
            words.next(),
            words.next(),
            words.next(),
            words.next(),
        ) else {
            return None;
        };
        let stamp = match (game, step) {
            ("-", "-") => None,
            (game, step) => Some((game.parse().ok()?, step.parse().ok()?)),
        };
        let audience = match audience {
            "*" => Audience::Everyone,
            "-" => Audience::Users(Vec::new()),
            users => Audience::Users(
                users
                    .split(',')
                    .map(str::parse)
                    .collect::<Result<_, _>>()
                    .ok()?,
            ),
        };
        Some(Change {
            channel: ChannelId(channel.parse().ok()?),
            stamp,
            audience,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{GameId, GameStatus, LoggedAction, SeatRecord};
    use keystone_engine::Seat;

    fn record() -> GameRecord {
        GameRecord {
            id: GameId(3),
            kind: "grands-batisseurs".into(),
            channel: ChannelId(9),
            guild: None,
            seats: vec![SeatRecord::new(1, "Ann"), SeatRecord::new(2, "Ben")],
            status: GameStatus::Active,
            state: "s".into(),
            version: 4,
            created: 0,
            updated: 0,
            to_act: vec![Seat::from_index(0)],
            waiting_since: 0,
            log: Vec::new(),
            result: None,
            settings: crate::record::Settings::default(),
            nudges: crate::record::Nudges::default(),
            abort: None,
        }
    }

    #[test]
    fn a_seats_own_settings_concern_that_seat_alone() {
        let before = record();
        let mut ceiling = before.clone();
        ceiling.seats[1]
            .standing
            .insert("ceiling".into(), "7".into());
        ceiling.version += 1;
        ceiling.updated = 99;
        assert_eq!(
            Audience::of(Some(&before), &ceiling),
            Audience::Users(vec![2])
        );
        let mut confirm = before.clone();
        confirm.seats[0].pending = Some("bid 9".into());
        confirm.seats[0].lang = Some("fr".into());
        assert_eq!(
            Audience::of(Some(&before), &confirm),
            Audience::Users(vec![1])
        );
        // A reminder's bookkeeping: nobody.
        let mut reminded = before.clone();
        reminded.nudges.reminders = 1;
        assert_eq!(
            Audience::of(Some(&before), &reminded),
            Audience::Users(vec![])
        );
        // A move: everyone, even when a seat's own part changed with it.
        let mut moved = ceiling.clone();
        moved.log.push(LoggedAction {
            seat: Seat::from_index(0),
            text: "bid 3".into(),
            at: 1,
            auto: false,
            standing: false,
        });
        assert_eq!(Audience::of(Some(&before), &moved), Audience::Everyone);
        assert_eq!(Audience::of(None, &before), Audience::Everyone);
    }

    #[test]
    fn a_change_reads_back_from_its_line() {
        for audience in [
            Audience::Everyone,
            Audience::Users(vec![]),
            Audience::Users(vec![5, 500_000_000_000_000_002]),
        ] {
            for stamp in [None, Some((3, 17))] {
                let change = Change {
                    channel: ChannelId(1_234_567_890_123),
                    stamp,
                    audience: audience.clone(),
                };
                assert_eq!(Change::from_line(&change.to_line()), Some(change));
            }
        }
        for junk in ["", "1 2 3", "x 1 2 *", "1 2 3 4 5", "1 2 3 a,b"] {
            assert_eq!(Change::from_line(junk), None, "{junk:?}");
        }
    }
}
