//! Babylon's refusals in words: the rule a line breaks and why.

use super::phrases::*;
use crate::i18n::Lang;
use crate::t;
use keystone_engine::babylon::IllegalAction;

#[allow(clippy::too_many_lines, reason = "a table: one arm per refusal")]
pub(super) fn refusal(error: &IllegalAction, names: &[&str], lang: Lang) -> String {
    use IllegalAction::*;
    let why = |key: &str| t!(lang, "babylon-refusal", why = key.to_owned());
    match error {
        GameOver => why("over"),
        NotYourTurn { to_act } => t!(
            lang,
            "basilica-refused-not-your-turn",
            name = name(names, *to_act)
        ),
        AlreadyLeft { seat } => t!(lang, "refused-left", name = name(names, *seat)),
        AlreadyDone { writing } => {
            let waiting: Vec<&str> = writing.iter().map(|s| name(names, s)).collect();
            t!(lang, "babylon-refusal-done", names = waiting.join(", "))
        }
        NotNow { step } => t!(lang, "babylon-refusal-not-now", step = step.word()),
        WrongShape { tile, card } => t!(
            lang,
            "babylon-refusal-wrong-shape",
            tile = i64::from(*tile),
            shape = card.to_string()
        ),
        NotTheFootprint { tile, side, mirror } => t!(
            lang,
            "babylon-refusal-footprint",
            tile = format!("{tile}{}", side.letter()),
            mirror = if *mirror { "yes" } else { "no" }
        ),
        NoBonus => why("no-bonus"),
        OtherBonus { pending } => t!(
            lang,
            "babylon-refusal-other-bonus",
            bonus = bonus(*pending, lang)
        ),
        BonusPending { pending } => t!(
            lang,
            "babylon-refusal-bonus-pending",
            bonus = bonus(*pending, lang)
        ),
        NoBlueDie { value } => {
            t!(lang, "babylon-refusal-no-blue", value = i64::from(*value))
        }
        NoGreenDie => why("no-green"),
        PenaltyValue { value } => {
            t!(
                lang,
                "babylon-refusal-penalty-value",
                value = i64::from(*value)
            )
        }
        AfterDraw => why("after-draw"),
        Covered { section: s } => {
            t!(lang, "babylon-refusal-covered", section = section(*s, lang))
        }
        Closed { section: s } => {
            t!(lang, "babylon-refusal-closed", section = section(*s, lang))
        }
        PondNotNeeded { section: s } => t!(
            lang,
            "babylon-refusal-pond-not-needed",
            section = section(*s, lang)
        ),
        PondRiver => why("pond-river"),
        PondCovered => why("pond-covered"),
        PondUsed => why("pond-used"),
        DieRequired { verb } => t!(lang, "babylon-refusal-die-required", verb = *verb),
        NoDieTaken { verb } => t!(lang, "babylon-refusal-no-die", verb = *verb),
        WrongValue {
            verb,
            value,
            allowed,
        } => t!(
            lang,
            "babylon-refusal-wrong-value",
            verb = *verb,
            value = i64::from(*value),
            allowed = allowed.as_str()
        ),
        NoSuchDie { value } => {
            t!(
                lang,
                "babylon-refusal-no-such-die",
                value = i64::from(*value)
            )
        }
        ResourceOnlyForPencil => why("resource-pencil"),
        NoResource { resource: r } => {
            t!(
                lang,
                "babylon-refusal-no-resource",
                resource = resource(r, lang)
            )
        }
        NotPrinted { icon: i, cell } => t!(
            lang,
            "babylon-refusal-not-printed",
            icon = icon(i.word(), lang),
            cell = cell.to_string()
        ),
        AlreadyCircled { cell } => {
            t!(lang, "babylon-refusal-circled", cell = cell.to_string())
        }
        Full { what } => t!(lang, "babylon-refusal-full", what = *what),
        VaseTooSoon => why("vase-soon"),
        AlreadyBuilt { building } => {
            t!(lang, "babylon-refusal-built", building = building.word())
        }
        CannotAfford { cost } => t!(lang, "babylon-refusal-afford", cost = cost.as_str()),
        StatueLions { expected } => {
            t!(lang, "babylon-refusal-statue", count = *expected as i64)
        }
        MasonCells => why("mason-cells"),
        Shape3Cells => why("shape3-cells"),
        OutsideTower { cell } => {
            t!(lang, "babylon-refusal-outside", cell = cell.to_string())
        }
        CellFilled { cell } => t!(lang, "babylon-refusal-filled", cell = cell.to_string()),
        PencilOutside { cell } => {
            t!(
                lang,
                "babylon-refusal-pencil-outside",
                cell = cell.to_string()
            )
        }
        PencilOnIcon { cell } => {
            t!(lang, "babylon-refusal-pencil-icon", cell = cell.to_string())
        }
        PencilOnOpening { cell } => t!(
            lang,
            "babylon-refusal-pencil-opening",
            cell = cell.to_string()
        ),
        PencilAlone { icon: i, cell } => t!(
            lang,
            "babylon-refusal-pencil-alone",
            icon = icon(i.word(), lang),
            cell = cell.to_string()
        ),
        PawnPlaced { pawn } => t!(lang, "babylon-refusal-pawn", pawn = *pawn),
        DrawnAlready => why("drawn"),
        DrawFootprint {
            shape,
            side,
            mirror,
        } => t!(
            lang,
            "babylon-refusal-draw",
            shape = shape.to_string(),
            side = side.letter().to_string(),
            mirror = if *mirror { "yes" } else { "no" }
        ),
        NothingToUndo => why("nothing-to-undo"),
    }
}
