//! Why a request was refused, typed where it is refused (its words are
//! [`crate::tell`]'s, for its reader). A refusal carries what the player
//! typed or named as it was (names, a game's name, a record's reason); the
//! reader's language and the edge's markup decide how it reads.

/// Why a request was refused: what the player did or asked that the game,
/// the table or the edge does not take. It changes nothing.
#[derive(Clone, Debug)]
pub enum Denied {
    /// A refusal worded with the game at hand, which its words need: the
    /// table's (the rules, a seat not to act, a game not begun; see
    /// `Service::refusal`) or the game's own (a setting's value, an answer
    /// given ahead), in the reader's language.
    Worded(String),
    /// A prompt of an earlier game of the channel.
    StaleGame,
    /// A prompt of an earlier step of the game.
    Stale,
    /// A board whose position has moved on.
    WebStale,
    /// Too many requests from one place at once.
    WebRate,
    /// A request the board would not send (a page out of date or forged).
    WebBadRequest,
    /// Pictures asked for in a layout or at a density the board does not
    /// draw.
    WebBadLayout,
    /// Picture keys the board does not give.
    WebBadHas,
    /// The board is serving all it can.
    WebFull,
    /// The board is not set up as a Discord Activity.
    ActivityOff,
    /// Discord did not confirm the sign-in.
    ActivityCode,
    /// An Activity instance Discord does not know.
    ActivityInstance,
    /// The user is not in that Activity instance.
    ActivityNotIn,
    /// Discord did not answer.
    ActivityDiscord,
    /// An option of a command that could not be read.
    OptionUnreadable,
    /// A command for server channels, used in direct messages.
    GuildOnly,
    /// A thread asked for where Keystone may only answer (a group DM, a
    /// server that did not add it): it cannot open one there.
    ThreadNotHere,
    /// A game started in a server that did not add Keystone and does not
    /// let its members' own apps answer in public (Use External Apps).
    ExternalAppsOff,
    /// Resigning from a game not begun.
    ResignNotStarted,
    /// The picker opened while nobody it could act for is to act.
    PickNothing {
        /// Who is to act, as named at the table.
        waiting: Vec<String>,
    },
    /// The picker's Play with a move not yet complete.
    PickUnfinished,
    /// The picker of a step that has passed.
    PickStale,
    /// Leaving is typed, not picked.
    LeaveTyped,
    /// Leaving at one machine is typed as `resign`.
    LeaveTypedLocal,
    /// Confirm with nothing to confirm.
    ConfirmNothing,
    /// A menu answered with nothing chosen.
    NothingChosen,
    /// Keystone invited as an opponent where it does not play.
    InviteBot,
    /// A level for Keystone in a game without it.
    LevelWithoutKeystone,
    /// Inviting oneself.
    InviteSelf,
    /// Inviting someone twice.
    InviteTwice,
    /// A move clock outside the range taken.
    ClockOutOfRange {
        /// The clock asked for, in milliseconds.
        given: i64,
    },
    /// A reminder interval outside the range taken.
    RemindersOutOfRange {
        /// The interval asked for, in milliseconds.
        given: i64,
    },
    /// A first seat beyond the table.
    FirstNoSuchSeat {
        /// The seat's number (1 for the first).
        seat: i64,
    },
    /// A table the game does not take.
    GameSeats {
        /// The game's title.
        game: &'static str,
        /// The fewest seats it takes.
        fewest: usize,
        /// The most seats it takes.
        most: usize,
        /// The seats asked for.
        given: usize,
    },
    /// The host has as many games open here as the limit allows.
    OpenGamesYours {
        /// The limit.
        limit: usize,
    },
    /// Someone invited has as many games open here as the limit allows.
    OpenGamesTheirs {
        /// Their name.
        name: String,
        /// The limit.
        limit: usize,
    },
    /// No such game.
    GameUnknown {
        /// The name typed.
        game: String,
        /// The games there are, by the name commands take.
        known: Vec<&'static str>,
    },
    /// A sheet asked for where no game is played.
    SheetNotPlaying,
    /// A sheet asked for in a game without sheets.
    SheetNone {
        /// The game's title.
        game: &'static str,
    },
    /// A tent asked for where no game is played.
    TentNotPlaying,
    /// A tent asked for in a game that hides nothing.
    TentNothingHidden,
    /// An answer to a question asked of someone else.
    NoQuestionForYou {
        /// The game, which names its question.
        game: &'static crate::games::Kind,
    },
    /// `moves` with words that lead to no move.
    MovesNone {
        /// What was typed.
        typed: String,
        /// The words typed that still lead to moves.
        start: String,
        /// What may follow them.
        next: Vec<String>,
    },
    /// A page of the history beyond the last.
    HistoryPages {
        /// How many pages there are.
        pages: usize,
    },
    /// A record not read as a record.
    ImportUnreadable {
        /// Why, in the record's own (English) terms.
        reason: String,
    },
    /// A record of a game Keystone does not play.
    ImportUnknownGame {
        /// The game the record names.
        game: String,
    },
    /// A record's seats and the players invited differ in number.
    ImportSeats {
        /// The record's seats.
        seats: usize,
        /// The players (the host and those invited).
        invited: usize,
    },
    /// A record whose line does not replay: the rules' refusal, worded for
    /// its game when it could be, else the engine's reason.
    ImportLineRefused {
        /// The line (1 for the first action).
        line: usize,
        /// The rules' refusal in the reader's words, if the game words it.
        refused: Option<String>,
        /// The engine's reason.
        reason: String,
    },
    /// A record refused as a whole.
    ImportRefused {
        /// The engine's reason.
        reason: String,
    },
    /// A record of a game that is over.
    ImportOver,
    /// A record attached that is too large.
    ImportTooLarge {
        /// Its size, in KiB.
        size: u64,
        /// The limit, in KiB.
        limit: u64,
    },
    /// A record that took too long to download.
    ImportDownloadSlow,
    /// A record that is not text.
    ImportNotText,
    /// A replay while one plays in the channel.
    ReplayBusy,
    /// A replay of a game with nothing played.
    ReplayNothing,
    /// A replay from a turn beyond the last.
    ReplayTurns {
        /// How many turns there are.
        turns: usize,
    },
    /// A thread Discord would not open.
    ThreadRefused,
    /// At one machine, nobody to play for.
    LocalNobody,
}
