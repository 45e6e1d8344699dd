//! Les Grands Bâtisseurs' refusals in words: the rule a line breaks and why.

use super::phrases::*;
use super::summary::question_words;
use crate::i18n::Lang;
use crate::t;
use keystone_engine::grands_batisseurs::IllegalAction;

pub(super) fn refusal(error: &IllegalAction, names: &[&str], lang: Lang) -> String {
    use IllegalAction::*;
    match error {
        GameOver => t!(lang, "gb-refusal-over"),
        NotYourTurn { to_act } => t!(
            lang,
            "basilica-refused-not-your-turn",
            name = name(names, *to_act)
        ),
        AlreadyLeft { seat } | TargetLeft { seat } => {
            t!(lang, "refused-left", name = name(names, *seat))
        }
        NoSuchSeat { seat } => t!(lang, "gb-refusal-no-seat", seat = i64::from(seat.number())),
        NotNow { question } => t!(
            lang,
            "gb-refusal-not-now",
            what = question_words(*question, lang)
        ),
        NoStoneToTake { seat } => {
            t!(lang, "gb-refusal-no-stone-there", name = name(names, *seat))
        }
        BidOutOfRange { bid } => t!(lang, "gb-refusal-bid-range", bid = i64::from(*bid)),
        BidTooLow { bid, current } => t!(
            lang,
            "gb-refusal-bid-low",
            bid = i64::from(*bid),
            current = i64::from(*current)
        ),
        TooManyCards { count } => {
            t!(lang, "gb-refusal-count", count = *count as i64)
        }
        FirstBuildOfThree { count } => {
            t!(lang, "gb-refusal-first-three", count = *count as i64)
        }
        NotInHand { card: c } => t!(lang, "gb-refusal-not-in-hand", card = card(*c, lang)),
        SecondCorner { card: c } => t!(lang, "gb-refusal-second-corner", card = card(*c, lang)),
        SideBySide { card: c, other } => t!(
            lang,
            "gb-refusal-side-by-side",
            card = card(*c, lang),
            other = card(*other, lang)
        ),
        EndClosed { place: p } => t!(lang, "gb-refusal-end-closed", place = place(*p, lang)),
        CornerAtItsEnd { card: c } => t!(lang, "gb-refusal-corner-end", card = card(*c, lang)),
        CornerInBreach { card: c } => {
            t!(lang, "gb-refusal-corner-breach", card = card(*c, lang))
        }
        NotABreach { position } => {
            t!(
                lang,
                "gb-refusal-not-breach",
                position = i64::from(*position)
            )
        }
        NoStone => t!(lang, "gb-refusal-no-stone"),
        SabotageSelf => t!(lang, "gb-refusal-self"),
        NotFewestShields {
            seat,
            shields,
            fewest,
        } => t!(
            lang,
            "gb-refusal-shields",
            name = name(names, *seat),
            shields = i64::from(*shields),
            fewest = i64::from(*fewest)
        ),
        NoBuildingThere { seat, position } => t!(
            lang,
            "gb-refusal-no-building",
            name = name(names, *seat),
            position = i64::from(*position)
        ),
        HandTooSmall { seat, size } => t!(
            lang,
            "gb-refusal-hand-small",
            name = name(names, *seat),
            size = *size as i64
        ),
        PileNeeded => t!(lang, "gb-refusal-pile-needed"),
        PileNotNamed { .. } => t!(lang, "gb-refusal-pile-not-named"),
        PickNotInHand { card: c } => t!(lang, "gb-refusal-pick", card = card(*c, lang)),
    }
}
