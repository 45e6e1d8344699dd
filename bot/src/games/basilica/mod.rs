//! Basilica in words, in the reader's language: labels for its actions,
//! accounts of what happened, what the player to act must do, why an action
//! is refused, rules in brief, and its picture. Every word is in the Fluent
//! files (`basilica-…` ids); the engine's colours, ranks and orders are
//! passed to them by their stable names.

mod position;
mod account;
mod labels;
mod phrases;
mod refusals;
mod report;
mod summary;

use labels::{said, worth};
use phrases::*;
pub use summary::*;

use image::RgbImage;
use keystone_engine::Seat;
use keystone_engine::basilica::{
    Action, Basilica, Colour, End, Event, IllegalAction, Order, OrderAction, PaidAction, PaidOffer,
    Rank, Scoring, TileId,
};
use keystone_render::basilica::{self as picture, Labels, Picture};

use super::{Account, Kind, Live, Look, Pictures, Questions, Setting, Standing, Words};

/// The standing answer to paid orders (B23–B25): `decline`, without
/// being asked.
pub const PAID: &str = "paid";
use crate::i18n::Lang;
use crate::t;

/// Basilica, for the bot.
pub static KIND: Kind = Kind {
    name: "basilica",
    title: "Basilica",
    seats: 2..=2,
    start: Live::<Basilica>::start,
    load: Live::<Basilica>::load,
    rules,
    topics: &TOPICS,
    standing: &[Setting {
        option: PAID,
        key: PAID,
        values: &["ask", "decline"],
    }],
    setup: &[],
    // B23–B25: the asked opponent pays for a paid order, or declines.
    answers: &[
        super::Answer {
            word: "pay",
            menu: true,
        },
        super::Answer {
            word: "decline",
            menu: false,
        },
    ],
    default_rule: None,
    words: &[
        "promote",
        "move",
        "recruit",
        "confusion",
        "glass",
        "scaffold",
        "catastrophe",
        "pay",
        "decline",
        "architect",
        "mason",
        "strongman",
    ],
    replay: Live::<Basilica>::replay,
    resume: Live::<Basilica>::resume,
    report: super::report::report::<Basilica>,
    selfplay: crate::selfplay::basilica::run,
};

impl Words for Basilica {
    // Every action has its event; a vault and the builder put on it are
    // told as one sentence.
    const TOLD_BY_LINE: bool = true;

    const GAME: &'static Kind = &KIND;

    fn label(&self, seat: Seat, action: &Action, names: &[&str], lang: Lang) -> String {
        let said = said(self, seat, action, names, lang);
        match worth(self, seat, action, names, lang) {
            Some(worth) => format!("{said} · {worth}"),
            None => said,
        }
    }

    fn account(&self, after: &Basilica, events: &[Event], names: &[&str], lang: Lang) -> Account {
        account::account(self, after, events, names, lang)
    }

    fn scored(events: &[Event]) -> Vec<(Seat, &'static str, i64)> {
        account::scored(events)
    }

    fn refusal(error: &IllegalAction, names: &[&str], lang: Lang) -> String {
        refusals::refusal(error, names, lang)
    }

    fn score_item(item: &keystone_engine::ScoreItem, lang: Lang) -> String {
        t!(
            lang,
            "basilica-score-item",
            item = item.item,
            count = item.count.unwrap_or(0)
        )
    }

    fn tie_break(_item: &str, lang: Lang) -> String {
        // Equal scores are a draw (B32): nothing breaks a tie.
        t!(lang, "basilica-tie-break")
    }

    fn prompt(&self, names: &[&str], lang: Lang) -> String {
        if self.end().is_some() {
            return result(self, names, lang);
        }
        if let Some(question) = self.question() {
            let asked = self.active().next(2);
            return t!(
                lang,
                "basilica-prompt-question",
                asked = name(names, asked),
                active = name(names, self.active()),
                order = question.offer.order().word(),
                offer = offer_words(question.offer, true, lang)
            );
        }
        t!(
            lang,
            "basilica-prompt-turn",
            name = name(names, self.active()),
            actions = i64::from(self.actions_left())
        )
    }

    fn position(&self, names: &[&str], lang: Lang) -> Vec<String> {
        position::position(self, names, lang)
    }

    fn status(&self, names: &[&str], lang: Lang) -> String {
        let (one, two) = (Seat::from_index(0), Seat::from_index(1));
        let mut out = vec![
            self.prompt(names, lang),
            t!(
                lang,
                "basilica-status-scores",
                first = name(names, one),
                first_score = self.player(one).score,
                second = name(names, two),
                second_score = self.player(two).score
            ),
            t!(
                lang,
                "basilica-status-board",
                king = i64::from(self.king()),
                scorings = i64::from(self.scorings()),
                pile = self.pile_len() as i64,
                discard = self.discard().len() as i64,
                exhaustions = i64::from(self.exhaustions())
            ),
        ];
        // The offer, a slot a line (so that a reader comparing two
        // statuses sees which slots changed).
        let view = keystone_engine::Game::view(self, None);
        for (slot, tile) in view.orders.iter().enumerate() {
            out.push(match tile {
                Some(tile) => t!(
                    lang,
                    "basilica-status-order-slot",
                    slot = slot as i64 + 1,
                    order = order(tile.tile().order, lang),
                    paid = if tile.tile().paid { "yes" } else { "no" }
                ),
                None => t!(
                    lang,
                    "basilica-status-empty-slot",
                    slot = format!("O{}", slot + 1)
                ),
            });
        }
        for (slot, tile) in view.vaults.iter().enumerate() {
            out.push(match tile {
                Some(tile) => t!(
                    lang,
                    "basilica-status-vault-slot",
                    slot = slot as i64 + 1,
                    vault = vault_words(*tile, lang)
                ),
                None => t!(
                    lang,
                    "basilica-status-empty-slot",
                    slot = format!("V{}", slot + 1)
                ),
            });
        }
        for seat in [one, two] {
            let p = self.player(seat);
            out.push(t!(
                lang,
                "basilica-status-reserve",
                name = name(names, seat),
                coins = i64::from(p.coins),
                builders = i64::from(p.reserve),
                tokens = i64::from(p.tokens)
            ));
        }
        // The zones as they stand (B29, B30): who leads where, and what a
        // scoring now would give.
        let scoring = self.scoring_preview();
        for zone in scoring.zones.iter().filter(|z| z.strength != [0, 0]) {
            let cells: Vec<String> = zone.cells.iter().map(ToString::to_string).collect();
            out.push(t!(
                lang,
                "basilica-status-zone",
                colour = colour(zone.color, lang),
                cells = cells.join(" "),
                value = i64::from(zone.value),
                first = name(names, one),
                first_strength = i64::from(zone.strength[0]),
                second = name(names, two),
                second_strength = i64::from(zone.strength[1]),
                led = if zone.majority.is_some() { "yes" } else { "no" },
                leader = zone.majority.map_or("", |m| name(names, m)),
                first_points = i64::from(zone.points[0]),
                second_points = i64::from(zone.points[1])
            ));
        }
        out.push(t!(
            lang,
            "basilica-status-scoring",
            first = name(names, one),
            first_points = i64::from(scoring.points[0]),
            second = name(names, two),
            second_points = i64::from(scoring.points[1])
        ));
        out.join("\n")
    }
}

impl Questions for Basilica {
    fn asked(&self) -> Option<Seat> {
        Basilica::asked(self)
    }

    /// A player who declines paid orders declines each one asked of them.
    fn standing(&self, seat: Seat, standing: &Standing) -> Option<String> {
        let declines = standing.get(PAID).is_some_and(|a| a == "decline");
        (declines && self.asked() == Some(seat)).then(|| "decline".to_owned())
    }

    /// An unanswered paid order, once its question expired, is declined:
    /// the game goes on as if the opponent had not paid.
    fn default_line(&self, seat: Seat) -> Option<String> {
        (self.asked() == Some(seat)).then(|| "decline".to_owned())
    }
}

impl Pictures for Basilica {
    fn image(
        &self,
        names: &[&str],
        since: Option<&Basilica>,
        note: Option<&str>,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> RgbImage {
        drawn(self, names, since, note, look, lang, |p| {
            picture::draw(p, scale)
        })
    }

    fn mapped(
        &self,
        _seat: Option<Seat>,
        names: &[&str],
        since: Option<&Basilica>,
        note: Option<&str>,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> Vec<super::Mapped> {
        // Nothing is hidden from a seat that the board does not show: the
        // channel's picture is every seat's.
        let (image, regions) = drawn(self, names, since, note, look, lang, |p| {
            picture::draw_mapped(p, scale)
        });
        vec![super::Mapped {
            panel: "board",
            image,
            places: super::places(&regions),
        }]
    }
}

/// The channel's picture of `game`, highlighting what changed since
/// `since`, with `note` on the status line, laid out for `layout`, drawn
/// by `draw`.
fn drawn<T>(
    game: &Basilica,
    names: &[&str],
    since: Option<&Basilica>,
    note: Option<&str>,
    look: Look,
    lang: Lang,
    draw: impl FnOnce(&Picture<'_>) -> T,
) -> T {
    let names = [
        names.first().copied().unwrap_or(""),
        names.get(1).copied().unwrap_or(""),
    ];
    let view = keystone_engine::Game::view(game, None);
    let highlight = since
        .map(|s| game.cathedral().changes_since(s.cathedral()))
        .unwrap_or_default();
    let mut labels = labels(&view, names, lang);
    // A scoring since the reader last looked: which, and what it gave,
    // first on the top line (the panels still say who is to play). At the
    // end the panels give every scoring instead.
    if let Some(scored) = since
        .filter(|_| view.outcome.is_none())
        .and_then(|before| scored_since(game, before, &names, lang))
    {
        labels.status = format!("{scored} · {}", labels.status);
    }
    labels.scores = crate::games::explained::printed(game, lang);
    if let Some(note) = note {
        labels.status = format!("{} · {note}", labels.status);
    }
    draw(&Picture {
        view: &view,
        names,
        highlight: &highlight,
        labels: &labels,
        layout: look.layout,
        vision: look.vision,
    })
}

#[cfg(test)]
mod tests;
