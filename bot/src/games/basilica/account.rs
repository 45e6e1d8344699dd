//! What an action did, told as Basilica tells it: each event in a sentence,
//! a scoring's zones, and the points for the statistics.

use super::phrases::*;
use super::summary::{breakdown, result};
use crate::games::Account;
use crate::i18n::Lang;
use crate::t;
use keystone_engine::Seat;
use keystone_engine::basilica::{Basilica, End, Event, OrderAction, PaidAction, PaidOffer};

pub(super) fn account(
    _game: &Basilica,
    after: &Basilica,
    events: &[Event],
    names: &[&str],
    lang: Lang,
) -> Account {
    let mut account = Account::default();
    // Where the last sentence placed a vault, so that its builder joins
    // it: "… a vault at c3 and a builder on it."
    let mut placed = None;
    for event in events {
        let sentence = match event {
            Event::VaultPlaced {
                seat, tile, cell, ..
            } => {
                account.sentences.push(t!(
                    lang,
                    "basilica-told-vault",
                    name = name(names, *seat),
                    vault = vault_words(*tile, lang),
                    cell = cell.to_string()
                ));
                placed = Some((*seat, *tile, *cell, account.sentences.len() - 1));
                continue;
            }
            Event::BuilderPlaced { seat, cell } => match placed {
                Some((by, tile, at, index)) if at == *cell && by == *seat => {
                    account.sentences[index] = t!(
                        lang,
                        "basilica-told-vault-builder",
                        name = name(names, *seat),
                        vault = vault_words(tile, lang),
                        cell = cell.to_string()
                    );
                    placed = None;
                    continue;
                }
                _ => t!(
                    lang,
                    "basilica-told-builder",
                    name = name(names, *seat),
                    cell = cell.to_string()
                ),
            },
            Event::KingMoved { to } if [10, 20, 30].contains(to) => {
                t!(lang, "basilica-told-king", step = i64::from(*to))
            }
            Event::KingMoved { .. } | Event::TurnBegan { .. } => continue,
            Event::OrderCarriedOut { seat, order, .. } => order_words(*seat, *order, names, lang),
            Event::PaidOffered { asked, offer } => t!(
                lang,
                "basilica-told-offered",
                name = name(names, *asked),
                offer = offer_words(*offer, false, lang)
            ),
            Event::PaidBought { seat, action } => paid_words(*seat, *action, names, lang),
            Event::PaidDeclined { seat, offer } => match offer {
                PaidOffer::Confusion { from, to } => t!(
                    lang,
                    "basilica-told-declined-confusion",
                    name = name(names, *seat),
                    from = from.to_string(),
                    to = to.to_string()
                ),
                _ => t!(lang, "basilica-told-declined", name = name(names, *seat)),
            },
            Event::Scored { scoring, last } => {
                account.scoring = breakdown(scoring, names, lang);
                t!(
                    lang,
                    "basilica-told-scoring",
                    last = if *last { "yes" } else { "no" },
                    first = name(names, Seat::from_index(0)),
                    first_points = i64::from(scoring.points[0]),
                    second = name(names, Seat::from_index(1)),
                    second_points = i64::from(scoring.points[1])
                )
            }
            Event::CleanedUp => t!(lang, "basilica-told-cleaned-up"),
            Event::VaultsReplaced { .. } => t!(lang, "basilica-told-vaults-replaced"),
            Event::PileReshuffled { tiles } => {
                t!(lang, "basilica-told-reshuffled", tiles = *tiles as i64)
            }
            Event::GameOver { end } => over_words(*end, after, names, lang),
        };
        placed = None;
        account.sentences.push(sentence);
    }
    account
}

/// The order `seat` carried out, in a sentence.
fn order_words(seat: Seat, order: OrderAction, names: &[&str], lang: Lang) -> String {
        let who = name(names, seat);
        let opponent = name(names, seat.next(2));
        match order {
            OrderAction::Promote { cell, rank } => t!(
                lang,
                "basilica-told-promote",
                name = who,
                cell = cell.to_string(),
                rank = rank.word()
            ),
            OrderAction::Move { from, to } => t!(
                lang,
                "basilica-told-move",
                name = who,
                from = from.to_string(),
                to = to.to_string()
            ),
            OrderAction::Recruit { cell } => t!(
                lang,
                "basilica-told-recruit",
                name = who,
                cell = cell.to_string()
            ),
            OrderAction::Confusion { own, from, to } => t!(
                lang,
                "basilica-told-confusion",
                name = who,
                own = own.to_string(),
                opponent = opponent,
                from = from.to_string(),
                to = to.to_string()
            ),
            OrderAction::Glass { cell } => t!(
                lang,
                "basilica-told-glass",
                name = who,
                cell = cell.to_string()
            ),
            OrderAction::Scaffold { first, second } => t!(
                lang,
                "basilica-told-scaffold",
                name = who,
                first = first.to_string(),
                second = second.to_string()
            ),
            OrderAction::Catastrophe { cell } => t!(
                lang,
                "basilica-told-catastrophe",
                name = who,
                cell = cell.to_string()
            ),
        }
}

/// The paid order `seat` bought, in a sentence.
fn paid_words(seat: Seat, action: PaidAction, names: &[&str], lang: Lang) -> String {
        let who = name(names, seat);
        match action {
            PaidAction::Promote { cell, rank } => t!(
                lang,
                "basilica-told-paid-promote",
                name = who,
                cell = cell.to_string(),
                rank = rank.word()
            ),
            PaidAction::Recruit { cell } => t!(
                lang,
                "basilica-told-paid-recruit",
                name = who,
                cell = cell.to_string()
            ),
            PaidAction::Confusion { from, to } => t!(
                lang,
                "basilica-told-paid-confusion",
                name = who,
                from = from.to_string(),
                to = to.to_string()
            ),
        }
}

/// How the game ended, with its result.
fn over_words(end: End, after: &Basilica, names: &[&str], lang: Lang) -> String {
    match end {
    End::Left(seat) => t!(
            lang,
            "basilica-told-left",
            name = name(names, seat),
            result = result(after, names, lang)
        ),
    end => t!(
            lang,
            "basilica-told-game-over",
            why = match end {
                End::PileExhausted => "pile",
                _ => "third-scoring",
            },
            result = result(after, names, lang)
        )
    }
}

/// The points each scoring of `events` gave, by seat and the zone's colour
/// (its stable name, the same in every language).
pub(super) fn scored(events: &[Event]) -> Vec<(Seat, &'static str, i64)> {
    let mut scored = Vec::new();
    for event in events {
        if let Event::Scored { scoring, .. } = event {
            for zone in &scoring.zones {
                for (seat, &points) in zone.points.iter().enumerate() {
                    if points > 0 {
                        scored.push((Seat::from_index(seat), zone.color.name(), i64::from(points)));
                    }
                }
            }
        }
    }
    scored
}
