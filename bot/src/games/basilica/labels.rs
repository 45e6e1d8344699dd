//! An action's label: what it is, in words, and what a scoring made now
//! would give after it (B30).

use super::*;

/// An action in words, as a menu or a list offers it.
pub(super) fn said(
    game: &Basilica,
    seat: Seat,
    action: &Action,
    names: &[&str],
    lang: Lang,
) -> String {
    let opponent = name(names, seat.next(2));
    match *action {
        Action::Vault { slot, .. } => match game.vaults()[slot.index()] {
            Some(tile) => vault_words(tile, lang),
            None => t!(lang, "basilica-label-vault"),
        },
        Action::Builder => match game.just_placed() {
            Some(cell) => t!(lang, "basilica-label-builder-on", cell = cell.to_string()),
            None => t!(lang, "basilica-label-builder"),
        },
        Action::Order { order, .. } => match order {
            OrderAction::Promote { cell, rank } => t!(
                lang,
                "basilica-label-promote",
                cell = cell.to_string(),
                rank = rank.word()
            ),
            OrderAction::Move { from, to } => t!(
                lang,
                "basilica-label-move",
                from = from.to_string(),
                to = to.to_string()
            ),
            OrderAction::Recruit { cell } => {
                t!(lang, "basilica-label-recruit", cell = cell.to_string())
            }
            OrderAction::Confusion { own, from, to } => t!(
                lang,
                "basilica-label-confusion",
                own = own.to_string(),
                opponent = opponent,
                from = from.to_string(),
                to = to.to_string()
            ),
            OrderAction::Glass { cell } => {
                t!(lang, "basilica-label-glass", cell = cell.to_string())
            }
            OrderAction::Scaffold { first, second } => t!(
                lang,
                "basilica-label-scaffold",
                first = first.to_string(),
                second = second.to_string()
            ),
            OrderAction::Catastrophe { cell } => match game.cathedral().vault(cell) {
                Some(vault) => t!(
                    lang,
                    "basilica-label-catastrophe",
                    vault = vault_words(vault.tile, lang),
                    cell = cell.to_string()
                ),
                None => t!(
                    lang,
                    "basilica-label-catastrophe",
                    vault = t!(lang, "basilica-label-vault"),
                    cell = cell.to_string()
                ),
            },
        },
        Action::Pay(paid) => match paid {
            PaidAction::Promote { cell, rank } => t!(
                lang,
                "basilica-label-pay-promote",
                cell = cell.to_string(),
                rank = rank.word()
            ),
            PaidAction::Recruit { cell } => {
                t!(lang, "basilica-label-pay-recruit", cell = cell.to_string())
            }
            PaidAction::Confusion { from, to } => t!(
                lang,
                "basilica-label-pay-confusion",
                from = from.to_string(),
                to = to.to_string()
            ),
        },
        Action::Decline => match game.question().map(|q| q.offer) {
            Some(PaidOffer::Confusion { from, to }) => t!(
                lang,
                "basilica-label-decline-confusion",
                from = from.to_string(),
                to = to.to_string()
            ),
            _ => t!(lang, "basilica-label-decline"),
        },
    }
}

/// What `action` would change in a scoring made now (B30): each seat's
/// points before and after, when they change. From the cathedral alone,
/// which a draw never changes, so nothing hidden is told.
pub(super) fn worth(
    game: &Basilica,
    seat: Seat,
    action: &Action,
    names: &[&str],
    lang: Lang,
) -> Option<String> {
    let before = game.scoring_preview().points;
    let mut after = game.clone();
    keystone_engine::Game::apply(&mut after, seat, action).ok()?;
    let after = after.scoring_preview().points;
    if after == before {
        return None;
    }
    let change = |i: usize| match i64::from(after[i]) - i64::from(before[i]) {
        0 => "±0".to_owned(),
        d => crate::games::explained::term(d),
    };
    Some(t!(
        lang,
        "basilica-label-worth",
        first = name(names, Seat::from_index(0)),
        first_change = change(0),
        second = name(names, Seat::from_index(1)),
        second_change = change(1)
    ))
}
