//! Why a request was refused, typed where it is refused and worded here,
//! for its reader, the only place a refusal of the service gets words. A
//! refusal carries what the player typed or named as it was (names, a
//! game's name, a record's reason); the reader's language and the edge's
//! markup decide how it reads.

use super::{text, timing};
use crate::i18n::Lang;
use crate::t;

/// Who reads a reply: their language, and whether the edge reads Markdown
/// (Discord and the web board do, the terminal does not).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reader {
    /// The reader's language.
    pub lang: Lang,
    /// Whether what is shown is read as Markdown, so names and quotes are
    /// escaped.
    pub markdown: bool,
}

impl Reader {
    /// A reader on Discord or the web board.
    pub fn markdown(lang: Lang) -> Reader {
        Reader {
            lang,
            markdown: true,
        }
    }

    /// A reader at the terminal (`keystone local`).
    pub fn plain(lang: Lang) -> Reader {
        Reader {
            lang,
            markdown: false,
        }
    }

    /// A name someone gave, as this reader sees it.
    fn name(self, raw: &str) -> String {
        text::name(raw, self.markdown)
    }

    /// What someone wrote quoted back whole (a record's reason).
    fn quoted(self, raw: &str) -> String {
        if self.markdown {
            text::escape_inline(raw)
        } else {
            raw.to_owned()
        }
    }

    /// `names`, each as this reader sees it, joined as a list ("A, B and C").
    fn names(self, names: &[String]) -> String {
        let shown: Vec<String> = names.iter().map(|n| self.name(n)).collect();
        text::list(self.lang, &shown)
    }
}

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

impl Denied {
    /// The refusal in `reader`'s words.
    #[allow(clippy::too_many_lines, reason = "a table: one arm per refusal")]
    pub fn words(&self, reader: Reader) -> String {
        let lang = reader.lang;
        match self {
            Denied::Worded(words) => words.clone(),
            Denied::StaleGame => t!(lang, "stale-game"),
            Denied::Stale => t!(lang, "stale"),
            Denied::WebStale => t!(lang, "web-stale"),
            Denied::ResignNotStarted => t!(lang, "resign-not-started"),
            Denied::PickNothing { waiting } => {
                t!(lang, "pick-nothing", names = reader.names(waiting))
            }
            Denied::PickUnfinished => t!(lang, "pick-unfinished"),
            Denied::PickStale => t!(lang, "pick-stale"),
            Denied::LeaveTyped => t!(lang, "leave-typed"),
            Denied::LeaveTypedLocal => t!(lang, "leave-typed-local"),
            Denied::ConfirmNothing => t!(lang, "confirm-nothing"),
            Denied::NothingChosen => t!(lang, "nothing-chosen"),
            Denied::InviteBot => t!(lang, "invite-bot"),
            Denied::LevelWithoutKeystone => t!(lang, "level-without-keystone"),
            Denied::InviteSelf => t!(lang, "invite-self"),
            Denied::InviteTwice => t!(lang, "invite-twice"),
            Denied::ClockOutOfRange { given } => t!(
                lang,
                "clock-out-of-range",
                given = timing::words(*given, lang)
            ),
            Denied::RemindersOutOfRange { given } => t!(
                lang,
                "setting-out-of-range",
                what = "reminders",
                given = timing::words(*given, lang)
            ),
            Denied::FirstNoSuchSeat { seat } => t!(lang, "first-no-such-seat", seat = *seat),
            Denied::GameSeats {
                game,
                fewest,
                most,
                given,
            } => {
                let allowed = if fewest == most {
                    fewest.to_string()
                } else {
                    format!("{fewest}–{most}")
                };
                t!(
                    lang,
                    "game-seats",
                    game = *game,
                    allowed = allowed,
                    given = *given as i64
                )
            }
            Denied::OpenGamesYours { limit } => t!(lang, "open-games-yours", limit = *limit),
            Denied::OpenGamesTheirs { name, limit } => t!(
                lang,
                "open-games-theirs",
                name = reader.name(name),
                limit = *limit
            ),
            Denied::GameUnknown { game, known } => t!(
                lang,
                "game-unknown",
                game = text::echo(game, reader.markdown),
                games = text::list(
                    lang,
                    &known.iter().map(|k| format!("`{k}`")).collect::<Vec<_>>()
                )
            ),
            Denied::SheetNotPlaying => t!(lang, "sheet-not-playing"),
            Denied::SheetNone { game } => t!(lang, "sheet-none", game = *game),
            Denied::TentNotPlaying => t!(lang, "tent-not-playing"),
            Denied::TentNothingHidden => t!(lang, "tent-nothing-hidden"),
            Denied::NoQuestionForYou { game } => game.text(lang, "no-question-for-you", &[]),
            Denied::MovesNone { typed, start, next } => t!(
                lang,
                "moves-none",
                typed = typed.trim(),
                start = start.as_str(),
                known = if start.is_empty() { "no" } else { "yes" },
                words = next.join(", ")
            ),
            Denied::HistoryPages { pages } => t!(lang, "history-pages", pages = *pages),
            Denied::ImportUnreadable { reason } => {
                t!(lang, "import-unreadable", reason = reader.quoted(reason))
            }
            Denied::ImportUnknownGame { game } => t!(
                lang,
                "import-unknown-game",
                game = text::echo(game, reader.markdown)
            ),
            Denied::ImportSeats { seats, invited } => {
                t!(lang, "import-seats", seats = *seats, invited = *invited)
            }
            Denied::ImportLineRefused {
                line,
                refused,
                reason,
            } => t!(
                lang,
                "import-line-refused",
                line = *line,
                reason = refused.clone().unwrap_or_else(|| reader.quoted(reason))
            ),
            Denied::ImportRefused { reason } => {
                t!(lang, "import-refused", reason = reader.quoted(reason))
            }
            Denied::ImportOver => t!(lang, "import-over"),
            Denied::ImportTooLarge { size, limit } => {
                t!(lang, "import-too-large", size = *size, limit = *limit)
            }
            Denied::ImportDownloadSlow => t!(lang, "import-download-slow"),
            Denied::ImportNotText => t!(lang, "import-not-text"),
            Denied::ReplayBusy => t!(lang, "replay-busy"),
            Denied::ReplayNothing => t!(lang, "replay-nothing"),
            Denied::ReplayTurns { turns } => t!(lang, "replay-turns", turns = *turns),
            Denied::ThreadRefused => t!(lang, "thread-refused"),
            Denied::LocalNobody => t!(lang, "local-nobody"),
        }
    }
}
