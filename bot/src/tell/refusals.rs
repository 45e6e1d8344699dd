//! Refusals and failures in their reader's words: the only place a
//! refusal of the service, or an apology for what is ours, gets words.

use super::{Reader, durations, text};
use crate::service::{Denied, ServiceError};
use crate::t;

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
            Denied::WebRate => t!(lang, "web-rate"),
            Denied::WebBadRequest => t!(lang, "web-bad-request"),
            Denied::WebBadLayout => t!(lang, "web-bad-layout"),
            Denied::WebBadHas => t!(lang, "web-bad-has"),
            Denied::WebFull => t!(lang, "web-full"),
            Denied::ActivityOff => t!(lang, "web-activity-off"),
            Denied::ActivityCode => t!(lang, "web-activity-code"),
            Denied::ActivityInstance => t!(lang, "web-activity-instance"),
            Denied::ActivityNotIn => t!(lang, "web-activity-not-in"),
            Denied::ActivityDiscord => t!(lang, "web-activity-discord"),
            Denied::OptionUnreadable => t!(lang, "error-option"),
            Denied::GuildOnly => t!(lang, "error-guild-only"),
            Denied::ThreadNotHere => t!(lang, "error-thread-not-here"),
            Denied::ExternalAppsOff => t!(lang, "error-external-apps-off"),
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
                given = durations::words(*given, lang)
            ),
            Denied::RemindersOutOfRange { given } => t!(
                lang,
                "setting-out-of-range",
                what = "reminders",
                given = durations::words(*given, lang)
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

impl ServiceError {
    /// What the user sees, as `reader` reads: the refusal itself, or a
    /// short apology for what is ours.
    pub fn words(&self, reader: Reader) -> String {
        let lang = reader.lang;
        match self {
            ServiceError::Refused(denied) => denied.words(reader),
            ServiceError::Damaged(_) => t!(lang, "error-damaged"),
            ServiceError::Internal(_) => t!(lang, "error-internal"),
            ServiceError::Restarting => t!(lang, "error-restarting"),
            ServiceError::NoGame => t!(lang, "error-no-game"),
            ServiceError::Busy => t!(lang, "error-busy"),
        }
    }
}
