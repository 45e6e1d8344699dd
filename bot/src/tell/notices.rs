//! What the sweep says unasked, in the words of those it is for: a move
//! clock run out, a question expired, a reminder, a player away or back;
//! and muting them.

use keystone_data::Seat;

use super::{Teller, durations, text};
use crate::i18n::{FluentValue, Lang};
use crate::t;

impl Teller<'_> {
    /// `seat`'s player is away until `until` (ms; said as the reader reads
    /// a moment, see [`super::text::moment`]).
    pub fn away(&self, seat: Seat, until: i64) -> String {
        t!(
            self.lang,
            "notice-away",
            name = self.name(seat),
            until = text::moment(until, self.markdown)
        )
    }

    /// `seat`'s player is back.
    pub fn back(&self, seat: Seat) -> String {
        t!(self.lang, "notice-back", name = self.name(seat))
    }

    /// The move clock of `clock` ms of the seats `late` ran out: `others`
    /// may claim it (or, with a `default`, go on without them).
    pub fn clock_ran_out(
        &self,
        late: &[Seat],
        clock: i64,
        others: &[Seat],
        default: bool,
    ) -> String {
        let clock = t!(
            self.lang,
            "notice-clock",
            late = self.list(late),
            clock = durations::words(clock, self.lang),
            others = self.list(others),
            default = if default { "yes" } else { "no" }
        );
        let stand_in = t!(self.lang, "notice-stand-in", late = self.list(late));
        format!("{clock} {stand_in}")
    }

    /// The question `asked` had to answer expired after `waited` ms: `by`
    /// may go on; in the game's own words for its question.
    pub fn question_expired(&self, asked: Seat, waited: i64, by: Seat) -> String {
        let args = [
            ("name", FluentValue::from(self.name(asked))),
            (
                "waited",
                FluentValue::from(durations::words(waited, self.lang)),
            ),
            ("other", FluentValue::from(self.name(by))),
        ];
        self.kind.text(self.lang, "notice-expired", &args)
    }

    /// The `count`th reminder of at most `max`, after `waited` ms, of
    /// `what` the reminded must do; or, while invited, of the host's
    /// invitation (`what` is then not said).
    pub fn reminder(&self, (count, max): (u32, u32), waited: i64, what: Option<&str>) -> String {
        let what = match what {
            Some(what) => what.to_owned(),
            None => t!(
                self.lang,
                "notice-invited",
                name = self.name(Seat::from_index(0)),
                game = self.kind.title
            ),
        };
        t!(
            self.lang,
            "notice-reminder",
            count = count,
            max = max,
            waited = durations::words(waited, self.lang),
            what = what
        )
    }
}

/// Reminders are muted, or no longer.
pub fn muted(lang: Lang, muted: bool) -> String {
    if muted {
        t!(lang, "muted")
    } else {
        t!(lang, "unmuted")
    }
}
