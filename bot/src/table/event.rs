//! What a [`super::Table`] command did, or why it did nothing: typed, in no
//! language. The service words them for each reader.

use keystone_data::Seat;

use crate::games::{Refused, Told};

/// What one command did at the table.
#[derive(Debug)]
pub struct Turn {
    /// Who asked for it.
    pub actor: Seat,
    /// Who the table waited on before (several in a simultaneous phase).
    pub waited_on: Vec<Seat>,
    /// What the actor's own command played, in notation; empty when it
    /// played nothing of theirs (an answer given ahead, going on without
    /// someone).
    pub line: String,
    /// What happened, in order.
    pub events: Vec<Event>,
    /// The actor wrote apart, on its own sheet, in a phase that goes on
    /// (Babylon's Write): nobody else's sheet changed.
    pub apart: bool,
}

impl Turn {
    /// How many lines it added to the game's log: one per line played.
    pub fn added(&self) -> usize {
        self.events
            .iter()
            .filter(|e| matches!(e, Event::Played { .. }))
            .count()
    }
}

/// One thing that happened at the table.
#[derive(Debug)]
pub enum Event {
    /// A line was played for `seat`.
    Played {
        /// Whose line.
        seat: Seat,
        /// The line, in canonical notation.
        notation: String,
        /// On whose word.
        by: By,
        /// What it did, worded on demand.
        told: Told,
    },
    /// `late`'s move clock ran out and `claimer` claimed it: `late` leaves
    /// (the `leave` line follows).
    Claimed {
        /// Who was late.
        late: Seat,
        /// Who claimed.
        claimer: Seat,
    },
    /// `late`'s move clock ran out and `by` had Keystone play the seat
    /// until its player takes it back.
    StoodIn {
        /// Whose seat.
        late: Seat,
        /// Who asked.
        by: Seat,
    },
    /// `seat`'s player took their seat back from Keystone.
    TookBack {
        /// Whose seat.
        seat: Seat,
    },
    /// The table goes on without `late`, because `by` asked: Keystone
    /// plays `late`'s default (the line follows).
    WentOn {
        /// Who was waited on.
        late: Seat,
        /// Who asked to go on.
        by: Seat,
        /// What ran out.
        wait: Wait,
    },
}

/// What ran out, for the table to go on without a seat.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Wait {
    /// A question asked outside one's turn (a paid order), unanswered
    /// after `expiry` milliseconds.
    Question {
        /// How long a question may wait.
        expiry: i64,
    },
    /// The move clock: the game's `rule` gives the default, `line`.
    Clock {
        /// The rule (G22, Y44).
        rule: &'static str,
        /// The default played, in notation.
        line: String,
    },
}

/// On whose word a line was played.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum By {
    /// The seat's player (or Keystone at its own seat).
    Player,
    /// The player's own answer given ahead (a bid ceiling, declining paid
    /// orders): told as the player's move, since it is their secret.
    Standing,
    /// The table's: a question expired, a stalled seat's default, a
    /// claimed clock. Everyone saw it asked for, and is told so.
    Table,
    /// Keystone, standing in for the seat's player at the others' word:
    /// told so.
    StandIn,
}

/// Why a command changed nothing.
#[derive(Debug)]
pub enum Refusal {
    /// The rules refuse the line; `asked` must first answer a question
    /// outside their turn, if that is why.
    Rules {
        /// The engine's refusal.
        refused: Refused,
        /// Who else must answer first.
        asked: Option<Seat>,
    },
    /// The invitation is still open: the game has not started.
    Invited,
    /// Answering an invitation to a game already begun.
    InvitationStarted,
    /// Answering an invitation meant for others: `pending` have not
    /// answered.
    InvitationNotYours {
        /// Who is invited and has not answered.
        pending: Vec<Seat>,
    },
    /// The user has no seat at this table.
    NotPlaying,
    /// The seat left the game.
    Left,
    /// A resignation before the game started.
    ResignBeforeStart,
    /// A claim before the game started.
    ClaimBeforeStart,
    /// The game has no move clock.
    NoClock,
    /// A question is open: no clock runs on it.
    QuestionOpen {
        /// Who is asked.
        asked: Seat,
    },
    /// Nobody's clock runs.
    NobodyLate,
    /// The claimer is one of those the table waits on.
    OwnClock,
    /// The clock has `left` milliseconds still, for `late`.
    ClockRunning {
        /// The first seat waited on.
        late: Seat,
        /// How long it still runs.
        left: i64,
    },
    /// `seat`'s player is away until `until`: their clock stopped, and
    /// nobody may claim it nor go on without them.
    Away {
        /// Who is away.
        seat: Seat,
        /// Until when.
        until: i64,
    },
    /// Taking back a seat Keystone does not play.
    NotStoodIn,
    /// Nothing waits that the table could go on without.
    NothingToGoOn,
    /// Agreeing to an abort nobody proposed at this step.
    NoAbortProposed,
    /// Agreeing twice to the same abort.
    AbortAgreedAlready,
    /// The one asking to go on is the one waited on.
    YoursToAnswer,
    /// What `late` are waited for may still wait `left` milliseconds.
    TooEarly {
        /// Who is waited on.
        late: Vec<Seat>,
        /// How long it may still wait.
        left: i64,
    },
}

/// Why a command failed.
#[derive(Debug)]
pub enum TableError {
    /// The player asked for something the table does not allow.
    Refused(Refusal),
    /// The stored game does not load.
    Damaged(String),
    /// Something of ours broke (a log that does not replay, a line of the
    /// bot's refused): not the player's doing.
    Broken(String),
}

impl From<Refusal> for TableError {
    fn from(refusal: Refusal) -> TableError {
        TableError::Refused(refusal)
    }
}
