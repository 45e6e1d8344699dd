//! Les Grands Bâtisseurs in words, in the reader's language: labels for
//! its actions, accounts of what happened, what the seat asked must do, why
//! an action is refused, rules in brief, and its picture. Every word is in
//! the Fluent files (`gb-…` ids, `locales/*/grands-batisseurs.ftl`).
//!
//! Everything here is public: events carry no secret, the picture is drawn
//! from the spectator's view, and the status gives hand sizes, never hands
//! or purses. A seat's own hand and purse are its tent (see [`tent`]).

mod position;
mod account;
mod phrases;
mod refusals;
mod report;
mod summary;

use phrases::*;
pub use summary::*;

use image::RgbImage;
use keystone_engine::grands_batisseurs::{
    Action, Card, Event, Face, GrandsBatisseurs, IllegalAction, Kind as CardKind, Phase, Pile,
    Place, Question, Target,
};
use keystone_engine::{Game, Seat};
use keystone_render::grands_batisseurs::{self as picture, Labels, Picture};

use super::{
    Account, Kind, Live, Look, Pictures, Questions, Setting, Standing, Words, tongue,
};

/// The standing answer that bids for a player: the ceiling of the auction
/// under way (G22).
pub const CEILING: &str = "ceiling";
/// The standing answer to a sabotage of one's building: `pay` or `refuse`.
pub const OWNER: &str = "owner";
use crate::i18n::Lang;
use crate::t;

/// Les Grands Bâtisseurs, for the bot.
pub static KIND: Kind = Kind {
    name: "grands-batisseurs",
    // the same in every language: the game's name, as the issue asks.
    title: "Les Grands Bâtisseurs",
    seats: 2..=4,
    start: Live::<GrandsBatisseurs>::start,
    load: Live::<GrandsBatisseurs>::load,
    rules,
    topics: &TOPICS,
    standing: &[Setting {
        option: "sabotage",
        key: OWNER,
        values: &["ask", "pay", "refuse"],
    }],
    setup: &[],
    answers: &[],
    default_rule: Some("G22"),
    words: &[
        "auction",
        "bid",
        "build",
        "church",
        "done",
        "down",
        "gate",
        "hand",
        "left",
        "leftcorner",
        "pass",
        "pay",
        "refuse",
        "right",
        "rightcorner",
        "sabotage",
        "steal",
        "tower",
        "townhall",
        "up",
    ],
    replay: Live::<GrandsBatisseurs>::replay,
    resume: Live::<GrandsBatisseurs>::resume,
    report: super::report::report::<GrandsBatisseurs>,
    selfplay: crate::selfplay::tables::<GrandsBatisseurs>,
};

impl Words for GrandsBatisseurs {
    const GAME: &'static Kind = &KIND;

    const SECRETS: bool = true;

    fn label(&self, _seat: Seat, action: &Action, names: &[&str], lang: Lang) -> String {
        match action {
            Action::Steal(from) => t!(lang, "gb-label-steal", name = name(names, *from)),
            Action::AuctionUp(bid) => match self.view(None).up_top {
                Some(top) => t!(
                    lang,
                    "gb-label-auction-up",
                    card = card(top, lang),
                    bid = i64::from(*bid)
                ),
                None => t!(lang, "gb-label-bid", bid = i64::from(*bid)),
            },
            Action::AuctionDown => t!(lang, "gb-label-auction-down"),
            Action::Bid(bid) => t!(lang, "gb-label-bid", bid = i64::from(*bid)),
            Action::Pass => t!(lang, "gb-label-pass"),
            Action::Build(cards) => t!(lang, "gb-label-build", cards = laid(cards, lang)),
            Action::Sabotage {
                seat,
                target,
                pile: named,
            } => {
                let mut label = match target {
                    Target::Building(position) => {
                        let what = building(self, *seat, *position, lang);
                        t!(
                            lang,
                            "gb-label-sabotage-building",
                            name = name(names, *seat),
                            card = what,
                            position = i64::from(*position)
                        )
                    }
                    Target::Hand => t!(lang, "gb-label-sabotage-hand", name = name(names, *seat)),
                };
                if let Some(p) = named {
                    label.push_str(&t!(lang, "gb-label-pile-named", pile = pile(*p, lang)));
                }
                label
            }
            Action::Done => t!(lang, "gb-label-done"),
            Action::Pay => {
                let value = self.attacked().map_or(0, |(_, _, c)| i64::from(c.value));
                t!(lang, "gb-label-pay", value = value)
            }
            Action::Refuse => t!(lang, "gb-label-refuse"),
        }
    }

    fn account(
        &self,
        after: &GrandsBatisseurs,
        events: &[Event],
        names: &[&str],
        lang: Lang,
    ) -> Account {
        account::account(self, after, events, names, lang)
    }

    fn refusal(error: &IllegalAction, names: &[&str], lang: Lang) -> String {
        refusals::refusal(error, names, lang)
    }

    fn score_item(item: &keystone_engine::ScoreItem, lang: Lang) -> String {
        t!(
            lang,
            "gb-score-item",
            item = item.item,
            count = item.count.unwrap_or(0)
        )
    }

    fn tie_break(_item: &str, lang: Lang) -> String {
        t!(lang, "gb-tie-break")
    }

    fn opening(&self, names: &[&str], lang: Lang) -> Option<String> {
        // The first seat's funds (G6), rolled as the game was set up: a
        // new city has no gates, and the reserve gives the saboteur's stone.
        let seat = self.table().first?;
        let face_rolled = self.last_roll()?;
        let thalers = match face_rolled {
            Face::Pips(n) => u32::from(n),
            Face::Saboteur => 0,
        };
        let mut told = t!(
            lang,
            "gb-funds",
            name = name(names, seat),
            face = face(face_rolled, lang),
            thalers = i64::from(thalers)
        );
        if face_rolled == Face::Saboteur {
            told.push(' ');
            told.push_str(&t!(lang, "gb-stone-reserve", name = name(names, seat)));
        }
        Some(told)
    }

    fn did(&self, seat: Seat, action: &Action, names: &[&str], lang: Lang) -> Option<String> {
        // `done` has no event: it builds nothing (G8), or nothing more in
        // the final round (G18).
        (*action == Action::Done).then(|| {
            t!(
                lang,
                "gb-did-done",
                name = name(names, seat),
                last = if matches!(self.phase(), Phase::Final { .. }) {
                    "yes"
                } else {
                    "no"
                }
            )
        })
    }

    fn prompt(&self, names: &[&str], lang: Lang) -> String {
        if self.is_over() {
            return result(self, names, lang);
        }
        let Some(seat) = self.to_act().single() else {
            return String::new();
        };
        let who = name(names, seat);
        let mut text = match self.phase() {
            Phase::Steal => t!(lang, "gb-prompt-steal", name = who),
            Phase::Auction => t!(lang, "gb-prompt-auction", name = who),
            Phase::OpeningBid { .. } => t!(lang, "gb-prompt-opening", name = who),
            Phase::Bidding(auction) => {
                let (bidder, bid) = auction.highest();
                t!(
                    lang,
                    "gb-prompt-bid",
                    name = who,
                    bid = i64::from(bid),
                    bidder = name(names, bidder)
                )
            }
            Phase::Build => t!(lang, "gb-prompt-build", name = who),
            Phase::Owner(_) => {
                let attacked = self.attacked();
                let value = attacked.map_or(0, |(_, _, c)| i64::from(c.value));
                let what = attacked.map_or_else(|| "?".to_owned(), |(_, _, c)| card(c, lang));
                t!(
                    lang,
                    "gb-prompt-owner",
                    name = who,
                    card = what,
                    value = value
                )
            }
            Phase::Final { .. } => t!(lang, "gb-prompt-final", name = who),
            Phase::Over => String::new(),
        };
        if !self.has_built(seat) && matches!(self.phase(), Phase::Build | Phase::Final { .. }) {
            text.push(' ');
            text.push_str(&t!(lang, "gb-prompt-first-build"));
        }
        text
    }

    fn position(&self, names: &[&str], lang: Lang) -> Vec<String> {
        position::position(self, names, lang)
    }

    fn status(&self, names: &[&str], lang: Lang) -> String {
        let view = self.view(None);
        let mut out = vec![self.prompt(names, lang)];
        for seat in Seat::all(self.seat_count()) {
            let me = &view.seats[seat.index()];
            let who = if me.left {
                t!(lang, "seat-left", name = name(names, seat))
            } else {
                name(names, seat).to_owned()
            };
            out.push(t!(
                lang,
                "gb-status-seat",
                name = who,
                points = me.city_points.total(),
                cards = me.city.iter().flatten().count() as i64,
                hand = me.hand.len() as i64,
                stones = i64::from(me.stones)
            ));
        }
        out.push(t!(
            lang,
            "gb-status-piles",
            up = view.up as i64,
            top = view
                .up_top
                .map_or_else(|| "–".to_owned(), |c| card(c, lang)),
            down = view.down as i64,
            reserve = i64::from(view.reserve)
        ));
        out.join("\n")
    }
}

impl Questions for GrandsBatisseurs {
    /// A bid ceiling (`ceiling`: raise by the minimum while at most that,
    /// else pass) and the owner's answer to a sabotage (`owner`: `pay` or
    /// `refuse`), as G22 says: the same lines a player would type.
    fn standing(&self, seat: Seat, standing: &Standing) -> Option<String> {
        if self.to_act().single() != Some(seat) {
            return None;
        }
        match self.phase() {
            Phase::Bidding(auction) => {
                let ceiling: u32 = standing.get(CEILING)?.parse().ok()?;
                let (_, current) = auction.highest();
                let action = if current < ceiling {
                    Action::Bid(current + 1)
                } else {
                    Action::Pass
                };
                Some(action.to_string())
            }
            Phase::Owner(_) => standing
                .get(OWNER)
                .filter(|a| *a == "pay" || *a == "refuse")
                .cloned(),
            _ => None,
        }
    }

    /// G22's defaults: open `auction up 1`, open a face-down bidding with
    /// `bid 1`, steal from the first seat after holding a stone, `pass`,
    /// `refuse`, `done`.
    fn default_line(&self, seat: Seat) -> Option<String> {
        if self.to_act().single() != Some(seat) {
            return None;
        }
        let action = match self.phase() {
            Phase::Steal => Action::Steal(
                seat.others(self.seat_count())
                    .find(|&s| self.plays(s) && self.stones(s) > 0)?,
            ),
            Phase::Auction => Action::AuctionUp(1),
            Phase::OpeningBid { .. } => Action::Bid(1),
            Phase::Bidding(_) => Action::Pass,
            Phase::Owner(_) => Action::Refuse,
            Phase::Build | Phase::Final { .. } => Action::Done,
            Phase::Over => return None,
        };
        // In the record's notation, as a player would type it.
        Some(action.to_string())
    }

    fn standing_keeps(&self, key: &str) -> bool {
        key != CEILING || matches!(self.phase(), Phase::Bidding(_))
    }

    fn standing_order(
        &self,
        seat: Seat,
        line: &str,
        lang: Lang,
    ) -> Option<Result<(String, String), String>> {
        let amount = ceiling_amount(line, lang)?;
        let amount = amount.as_str();
        let Some(ceiling) = amount.parse::<u32>().ok().filter(|n| (1..=999).contains(n)) else {
            return Some(Err(t!(lang, "gb-ceiling-amount", amount = amount)));
        };
        let in_auction = match self.phase() {
            Phase::Bidding(auction) => self.plays(seat) && !auction.passed.contains(seat),
            _ => false,
        };
        Some(if in_auction {
            Ok((CEILING.to_owned(), ceiling.to_string()))
        } else {
            Err(t!(lang, "gb-ceiling-no-auction"))
        })
    }

    fn asked(&self) -> Option<Seat> {
        // Every question waits on one seat under the move clock (G22): none
        // is a paid-order question with its own timeout.
        None
    }

    fn confirm(
        &self,
        seat: Seat,
        actions: &[Action],
        _names: &[&str],
        lang: Lang,
    ) -> Option<String> {
        // A bid above one's own purse is legal (a bluff), but winning it
        // costs the whole purse and the card (G15): asked once more.
        let purse = self.purse(seat);
        let bid = actions.iter().find_map(|a| match *a {
            Action::AuctionUp(bid) | Action::Bid(bid) if bid > purse => Some(bid),
            _ => None,
        })?;
        Some(t!(
            lang,
            "gb-confirm-bid",
            bid = i64::from(bid),
            purse = i64::from(purse)
        ))
    }
}

impl Pictures for GrandsBatisseurs {
    fn private(
        &self,
        seat: Seat,
        names: &[&str],
        vision: super::Vision,
        lang: Lang,
    ) -> Option<(String, Vec<u8>)> {
        Some(tent(self, seat, names, vision, lang))
    }

    fn image(
        &self,
        names: &[&str],
        _since: Option<&GrandsBatisseurs>,
        note: Option<&str>,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> RgbImage {
        // The channel's picture: the spectator's view, secrets stripped.
        let view = self.view(None);
        let labels = noted(labels(self, names, lang), note);
        picture::draw(
            &Picture {
                view: &view,
                names,
                labels: &labels,
                layout: look.layout,
        vision: look.vision,
            },
            scale,
        )
    }

    fn mapped(
        &self,
        seat: Option<Seat>,
        names: &[&str],
        _since: Option<&GrandsBatisseurs>,
        note: Option<&str>,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> Vec<super::Mapped> {
        // The table as the channel shows it (secrets stripped), then the
        // seat's own tent, drawn from its own view.
        let public = self.view(None);
        let labels = noted(labels(self, names, lang), note);
        let (image, regions) = picture::draw_mapped(
            &Picture {
                view: &public,
                names,
                labels: &labels,
                layout: look.layout,
        vision: look.vision,
            },
            scale,
        );
        let places = regions
            .iter()
            .flat_map(|region| table_places(region, seat))
            .collect();
        let mut mapped = vec![super::Mapped {
            panel: "board",
            image,
            places,
        }];
        if let Some(seat) = seat {
            let own = self.view(Some(seat));
            let (image, cards) = picture::draw_tent_mapped(
                &Picture {
                    view: &own,
                    names,
                    labels: &labels,
                    layout: look.layout,
        vision: look.vision,
                },
                seat,
                scale,
            );
            mapped.push(super::Mapped {
                panel: "tent",
                image,
                // A card of one's hand is named only to be built: a click
                // on it begins `build` when nothing is chosen yet.
                places: cards
                    .iter()
                    .map(|card| super::Place::new(card.name.as_str(), card).after("build"))
                    .collect(),
            });
        }
        mapped
    }
}

/// `labels` with `note` (the move clock) on the status line.
fn noted(mut labels: Labels, note: Option<&str>) -> Labels {
    if let Some(note) = note {
        labels.status = format!("{} · {note}", labels.status);
    }
    labels
}

/// A region of the table as `viewer`'s actions name it: a seat by its
/// number (`steal 2`), another's hand or city position with its seat
/// (`sabotage 2 hand`, `sabotage 2 3`); one's own city's positions and ends
/// without it (`build gate1 3`, `build gate1 left`); a pile by its name,
/// to auction from or to send a sabotaged card to (`auction up`,
/// `sabotage 2 3 up`); the auction's card by `bid`, the bid's numbers
/// then drawn beside it. Another seat's ends are named by no action of
/// the viewer's.
fn table_places(region: &keystone_render::Region, viewer: Option<Seat>) -> Vec<super::Place> {
    let place = |words: &str| super::Place::new(words, region);
    let Some((seat, rest)) = region.name.split_once(' ') else {
        return match region.name.as_str() {
            "up" | "down" => vec![
                place(&region.name).after("auction"),
                place(&region.name).after("sabotage"),
            ],
            "bid" => vec![place("bid")],
            _ => vec![place(&region.name).after("steal")],
        };
    };
    let own = viewer.is_some_and(|v| v.to_string() == seat);
    match (own, rest) {
        (true, "hand") => Vec::new(),
        (true, _) => vec![place(rest).after("build")],
        (false, "left" | "right") => Vec::new(),
        (false, _) => vec![place(&region.name).after("sabotage")],
    }
}

#[cfg(test)]
mod tests;
