//! Basilica's refusals in words: the rule a line breaks and why.

use crate::i18n::Lang;
use crate::t;
use keystone_engine::Seat;
use keystone_engine::basilica::IllegalAction;

#[allow(clippy::too_many_lines, reason = "a table: one arm per refusal")]
pub(super) fn refusal(error: &IllegalAction, names: &[&str], lang: Lang) -> String {
    use IllegalAction::*;
    let name = |seat: Seat| match names.get(seat.index()) {
        Some(name) => (*name).to_owned(),
        None => seat.to_string(),
    };
    let cell = |c: &keystone_engine::basilica::Cell| c.to_string();
    match error {
        GameOver => t!(lang, "basilica-refused-game-over"),
        NotYourTurn { to_act } => {
            t!(lang, "basilica-refused-not-your-turn", name = name(*to_act))
        }
        WaitingForAnswer { asked } => {
            t!(lang, "basilica-refused-waiting", name = name(*asked))
        }
        MustAnswerFirst { order } => {
            t!(lang, "basilica-refused-answer-first", order = order.word())
        }
        NothingToAnswer => t!(lang, "basilica-refused-nothing-to-answer"),
        WrongPaidOrder { offered, named } => t!(
            lang,
            "basilica-refused-wrong-paid-order",
            offered = offered.word(),
            named = named.word()
        ),
        WrongOrder {
            slot,
            actual,
            named,
        } => t!(
            lang,
            "basilica-refused-wrong-order",
            slot = slot.to_string(),
            actual = actual.word(),
            named = named.word()
        ),
        CellTaken { cell: c, scaffold } => t!(
            lang,
            "basilica-refused-cell-taken",
            cell = cell(c),
            what = if *scaffold { "scaffold" } else { "vault" }
        ),
        NotNextToCathedral { cell: c } => {
            t!(
                lang,
                "basilica-refused-not-next-to-cathedral",
                cell = cell(c)
            )
        }
        JokerNextToJoker { joker, .. } => {
            t!(
                lang,
                "basilica-refused-joker-next-to-joker",
                joker = cell(joker)
            )
        }
        BuilderNotAfterVault => t!(lang, "basilica-refused-builder-not-after-vault"),
        NoBuilderInReserve { .. } => t!(lang, "basilica-refused-no-builder-in-reserve"),
        NoPromotionToken { .. } => t!(lang, "basilica-refused-no-promotion-token"),
        NoVault { cell: c } => t!(lang, "basilica-refused-no-vault", cell = cell(c)),
        NoOwnBuilder { cell: c, .. } => {
            t!(lang, "basilica-refused-no-own-builder", cell = cell(c))
        }
        NoOpponentBuilder { cell: c } => {
            t!(lang, "basilica-refused-no-opponent-builder", cell = cell(c))
        }
        VaultOccupied { cell: c } => {
            t!(lang, "basilica-refused-vault-occupied", cell = cell(c))
        }
        NotAdjacent { from, to } => t!(
            lang,
            "basilica-refused-not-adjacent",
            from = cell(from),
            to = cell(to)
        ),
        SameRank { cell: c, rank } => t!(
            lang,
            "basilica-refused-same-rank",
            cell = cell(c),
            rank = rank.word()
        ),
        RankAlreadyChosen { rank } => {
            t!(
                lang,
                "basilica-refused-rank-already-chosen",
                rank = rank.word()
            )
        }
        AlreadyGlass { cell: c } => t!(lang, "basilica-refused-already-glass", cell = cell(c)),
        CatastropheOnBuilder { cell: c } => {
            t!(
                lang,
                "basilica-refused-catastrophe-on-builder",
                cell = cell(c)
            )
        }
        NotNextToOwnBuilder { cell: c } => {
            t!(
                lang,
                "basilica-refused-not-next-to-own-builder",
                cell = cell(c)
            )
        }
        SameCellTwice { cell: c } => {
            t!(lang, "basilica-refused-same-cell-twice", cell = cell(c))
        }
    }
}
