//! What an action did, told as Les Grands Bâtisseurs tells it: each event
//! in a sentence, and what only its seat may read.

use super::phrases::*;
use super::summary::result;
use crate::games::Account;
use crate::i18n::Lang;
use crate::t;
use keystone_engine::Game;
use keystone_engine::grands_batisseurs::{Event, GrandsBatisseurs, Phase, Target};

#[allow(clippy::too_many_lines, reason = "a table: one arm per event")]
pub(super) fn account(
    game: &GrandsBatisseurs,
    after: &GrandsBatisseurs,
    events: &[Event],
    names: &[&str],
    lang: Lang,
) -> Account {
    let mut account = Account::default();
    // Who opened the auction these events settle, for the opener's share.
    let mut opener = match game.phase() {
        Phase::Bidding(a) => Some(a.opener),
        _ => None,
    };
    for event in events {
        let sentence = match event {
            Event::Funds {
                seat,
                face: f,
                thalers,
            } => t!(
                lang,
                "gb-funds",
                name = name(names, *seat),
                face = face(*f, lang),
                thalers = i64::from(*thalers)
            ),
            Event::StoneTaken { seat, from } => match from {
                None => t!(lang, "gb-stone-reserve", name = name(names, *seat)),
                Some(from) => t!(
                    lang,
                    "gb-stone-from",
                    name = name(names, *seat),
                    from = name(names, *from)
                ),
            },
            Event::NoStoneLeft { .. } => t!(lang, "gb-no-stone"),
            Event::AuctionOpened { seat, card: c, .. } => {
                opener = Some(*seat);
                match c {
                    Some(c) => t!(
                        lang,
                        "gb-auction-up",
                        name = name(names, *seat),
                        card = card(*c, lang)
                    ),
                    None => t!(lang, "gb-auction-down", name = name(names, *seat)),
                }
            }
            Event::Bid { seat, amount } => t!(
                lang,
                "gb-bid",
                name = name(names, *seat),
                amount = i64::from(*amount)
            ),
            Event::Passed { seat } => t!(lang, "gb-passed", name = name(names, *seat)),
            Event::Announced { seat, kind: k } => t!(
                lang,
                "gb-announced",
                name = name(names, *seat),
                kind = kind(*k, lang)
            ),
            Event::Insolvent { seat, bid } => t!(
                lang,
                "gb-insolvent",
                name = name(names, *seat),
                bid = i64::from(*bid)
            ),
            Event::Took {
                seat,
                bid,
                to_opener,
                card: c,
            } => {
                let what = c.map_or_else(|| t!(lang, "gb-the-card"), |c| card(c, lang));
                t!(
                    lang,
                    "gb-took",
                    name = name(names, *seat),
                    card = what,
                    bid = i64::from(*bid),
                    share = i64::from(*to_opener),
                    opener = opener.map_or("?", |o| name(names, o)),
                    bank = if *to_opener == 0 { "all" } else { "half" }
                )
            }
            Event::Returned { pile: p, .. } => {
                t!(lang, "gb-returned", pile = pile(*p, lang))
            }
            Event::LastCard { .. } => t!(lang, "gb-last-card"),
            Event::Built { seat, cards } => t!(
                lang,
                "gb-built",
                name = name(names, *seat),
                cards = laid(cards, lang)
            ),
            Event::Sabotage {
                seat,
                victim,
                target,
                face: f,
            } => match (target, f) {
                (Target::Building(position), Some(f)) => {
                    let what = building(game, *victim, *position, lang);
                    t!(
                        lang,
                        "gb-sabotage-building",
                        name = name(names, *seat),
                        victim = name(names, *victim),
                        card = what,
                        face = face(*f, lang)
                    )
                }
                _ => t!(
                    lang,
                    "gb-sabotage-hand",
                    name = name(names, *seat),
                    victim = name(names, *victim)
                ),
            },
            Event::OwnerAsked { seat, card: c } => t!(
                lang,
                "gb-owner-asked",
                name = name(names, *seat),
                card = card(*c, lang),
                value = i64::from(c.value)
            ),
            Event::Paid { seat, to, amount } => t!(
                lang,
                "gb-paid",
                name = name(names, *seat),
                to = name(names, *to),
                amount = i64::from(*amount)
            ),
            Event::CannotPay { seat } => t!(lang, "gb-cannot-pay", name = name(names, *seat)),
            Event::Destroyed {
                seat,
                card: c,
                from_hand,
                pile: p,
            } => t!(
                lang,
                "gb-destroyed",
                name = name(names, *seat),
                card = card(*c, lang),
                hand = if *from_hand { "yes" } else { "no" },
                pile = pile(*p, lang)
            ),
            Event::Skipped { seat } => t!(lang, "gb-skipped", name = name(names, *seat)),
            Event::FinalRound => t!(lang, "gb-final-round"),
            // Leaving a game of two ends it: nobody plays on.
            Event::Left { seat } if crate::games::ended_by_leaving(after) => {
                t!(lang, "game-left-ends", name = name(names, *seat))
            }
            Event::Left { seat } => t!(lang, "gb-left", name = name(names, *seat)),
            Event::GameOver if crate::games::ended_by_leaving(after) => {
                // Everyone else left: the last seat wins (G23).
                let winner = after.outcome().and_then(|o| o.winner());
                let winner = winner.map_or("?", |s| name(names, s));
                t!(lang, "game-over-left", name = winner)
            }
            Event::GameOver => {
                format!("{} {}", t!(lang, "gb-over"), result(after, names, lang))
            }
        };
        account.sentences.push(sentence);
    }
    account
}
