//! What an action did, told as Babylon tells it: each event in a sentence,
//! and each seat's score.

use super::phrases::*;
use super::summary::result;
use crate::games::Account;
use crate::i18n::Lang;
use crate::t;
use keystone_engine::babylon::{Babylon, Event, Step};
use keystone_engine::{Game, Seat};

pub(super) fn account(
    game: &Babylon,
    after: &Babylon,
    events: &[Event],
    names: &[&str],
    lang: Lang,
) -> Account {
    let mut account = Account::default();
    account.sentences.extend(written(game, after, names, lang));
    // The penalty card's answer has no event either (Y36).
    if game.step() == Step::Penalty
        && let Some((n, Some(accepted))) = after.penalty()
    {
        let (cell, value) = after.tables().penalties[usize::from(n) - 1];
        account.sentences.push(t!(
            lang,
            "babylon-penalty-answered",
            name = name(names, Seat::from_index(0)),
            accepted = if accepted { "yes" } else { "no" },
            section = board_cell(cell, lang),
            value = i64::from(value)
        ));
    }
    for event in events {
        let sentence = match *event {
            Event::Revealed {
                round,
                card,
                penalty,
            } => {
                let mut text = t!(
                    lang,
                    "babylon-revealed",
                    round = i64::from(round),
                    rounds = i64::from(after.rounds()),
                    card = card_words(card, lang)
                );
                if let Some(n) = penalty {
                    let (cell, value) = after.tables().penalties[usize::from(n) - 1];
                    text.push(' ');
                    text.push_str(&t!(
                        lang,
                        "babylon-revealed-penalty",
                        card = i64::from(n),
                        section = board_cell(cell, lang),
                        value = i64::from(value)
                    ));
                }
                text
            }
            Event::Gained { seat, bonus: b } => t!(
                lang,
                "babylon-gained",
                name = name(names, seat),
                bonus = bonus(b, lang)
            ),
            Event::Pending { seat, bonus: b } => t!(
                lang,
                "babylon-pending",
                name = name(names, seat),
                bonus = bonus(b, lang)
            ),
            Event::Lapsed { seat, bonus: b } => t!(
                lang,
                "babylon-lapsed",
                name = name(names, seat),
                bonus = bonus(b, lang)
            ),
            Event::Rolled { seat, value } => t!(
                lang,
                "babylon-rolled",
                name = name(names, seat),
                value = i64::from(value)
            ),
            Event::WriteOpened => t!(lang, "babylon-write-opened"),
            Event::Done { seat } => t!(
                lang,
                "babylon-done",
                name = name(names, seat),
                score = after.breakdown(seat).total()
            ),
            Event::RoundEnded { round } => {
                t!(lang, "babylon-round-ended", round = i64::from(round))
            }
            Event::Left { seat } => t!(lang, "babylon-left", name = name(names, seat)),
            Event::GameOver => {
                // The scores item by item follow (see
                // `AnyGame::explained`).
                format!(
                    "{} {}",
                    t!(lang, "babylon-over"),
                    result(after, names, lang)
                )
            }
        };
        account.sentences.push(sentence);
    }
    // The line's own actions, when they drew nothing else to tell (a
    // take, a tile): told by the prompt that follows.
    account
}

/// The Write has no events of its own: a seat whose sheet or dice changed
/// while it still writes is told with its score before and after (its dice
/// lapsing at `done` tell nothing).
fn written(game: &Babylon, after: &Babylon, names: &[&str], lang: Lang) -> Vec<String> {
    let mut written = Vec::new();
    if game.step() == Step::Write {
        for seat in Seat::all(game.seat_count()) {
            let (was, now) = (game.player(seat), after.player(seat));
            if was.sheet != now.sheet || (was.turn != now.turn && !now.done) {
                written.push(t!(
                    lang,
                    "babylon-wrote",
                    name = name(names, seat),
                    before = game.breakdown(seat).total(),
                    after = after.breakdown(seat).total(),
                    dice = dice_left(after, seat)
                ));
            }
        }
    }
    written
}
