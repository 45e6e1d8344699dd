//! Les Grands Bâtisseurs in words, in the reader's language: labels for
//! its actions, accounts of what happened, what the seat asked must do, why
//! an action is refused, rules in brief, and its picture. Every word is in
//! the Fluent files (`gb-…` ids, `locales/*/grands-batisseurs.ftl`).
//!
//! Everything here is public: events carry no secret, the picture is drawn
//! from the spectator's view, and the status gives hand sizes, never hands
//! or purses. A seat's own hand and purse are its tent (see [`tent`]).

use image::RgbImage;
use keystone_engine::grands_batisseurs::{
    Action, Card, Event, Face, GrandsBatisseurs, IllegalAction, Kind as CardKind, Phase, Pile,
    Place, Question, Target,
};
use keystone_engine::{Game, Seat};
use keystone_render::grands_batisseurs::{self as picture, Labels, Picture};

use super::{Account, Kind, Live, Standing, Words, tongue};

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
    decline: None,
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
};

fn name<'a>(names: &[&'a str], seat: Seat) -> &'a str {
    names.get(seat.index()).copied().unwrap_or("?")
}

/// "church 7", "église 7".
fn card(card: Card, lang: Lang) -> String {
    t!(
        lang,
        "gb-card",
        kind = card.kind.word(),
        value = i64::from(card.value)
    )
}

/// "church", "église".
fn kind(kind: CardKind, lang: Lang) -> String {
    t!(lang, "gb-kind", kind = kind.word())
}

fn pile(pile: Pile, lang: Lang) -> String {
    t!(lang, "gb-pile", pile = pile.word())
}

fn place(place: Place, lang: Lang) -> String {
    match place {
        Place::Left => t!(lang, "gb-place-left"),
        Place::Right => t!(lang, "gb-place-right"),
        Place::Breach(position) => t!(lang, "gb-place-breach", position = i64::from(position)),
    }
}

fn face(face: Face, lang: Lang) -> String {
    match face {
        Face::Pips(n) => n.to_string(),
        Face::Saboteur => t!(lang, "gb-face-saboteur"),
    }
}

/// The card at `position` of `seat`'s city, in words (public: cities are).
fn building(game: &GrandsBatisseurs, seat: Seat, position: u8, lang: Lang) -> String {
    game.city(seat)
        .at(usize::from(position))
        .map_or_else(|| "?".to_owned(), |c| card(c.card(), lang))
}

/// "church 7 at the left end, gate 1 at the right end".
fn laid(cards: &[(Card, Place)], lang: Lang) -> String {
    cards
        .iter()
        .map(|&(c, p)| {
            t!(
                lang,
                "gb-laid",
                card = card(c, lang),
                place = place(p, lang)
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

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
        let mut account = Account::default();
        // Who opened the auction these events settle, for the opener's share.
        let mut opener = match self.phase() {
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
                        let what = building(self, *victim, *position, lang);
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
                Event::Left { seat } => t!(lang, "gb-left", name = name(names, *seat)),
                Event::GameOver => {
                    format!("{} {}", t!(lang, "gb-over"), result(after, names, lang))
                }
            };
            account.sentences.push(sentence);
        }
        account
    }

    fn refusal(error: &IllegalAction, names: &[&str], lang: Lang) -> String {
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

    fn private(&self, seat: Seat, names: &[&str], lang: Lang) -> Option<(String, Vec<u8>)> {
        Some(tent(self, seat, names, lang))
    }

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

    fn image(
        &self,
        names: &[&str],
        _since: Option<&GrandsBatisseurs>,
        note: Option<&str>,
        scale: f32,
        lang: Lang,
    ) -> RgbImage {
        // The channel's picture: the spectator's view, secrets stripped.
        let view = self.view(None);
        let mut labels = labels(self, names, lang);
        if let Some(note) = note {
            labels.status = format!("{} · {note}", labels.status);
        }
        picture::draw(
            &Picture {
                view: &view,
                names,
                labels: &labels,
            },
            scale,
        )
    }
}

/// What a question asks, in words.
fn question_words(question: Question, lang: Lang) -> String {
    let id = match question {
        Question::Steal => "steal",
        Question::Auction => "auction",
        Question::OpeningBid => "opening-bid",
        Question::Bid => "bid",
        Question::BuildOrSabotage => "build",
        Question::PayOrRefuse => "owner",
        Question::FinalBuild => "final",
    };
    t!(lang, "gb-question", question = id)
}

/// Every word drawn on the pictures, in `lang`.
pub fn labels(game: &GrandsBatisseurs, names: &[&str], lang: Lang) -> Labels {
    let status = if game.is_over() {
        result(game, names, lang)
    } else {
        game.prompt(names, lang)
    };
    Labels {
        status,
        up: t!(lang, "gb-board-up"),
        down: t!(lang, "gb-board-down"),
        stones: t!(lang, "gb-board-stones"),
        die: t!(lang, "gb-board-die"),
        auction: t!(lang, "gb-board-auction"),
        passed: t!(lang, "gb-board-passed"),
        hand: t!(lang, "gb-board-hand"),
        left: t!(lang, "cardinal-board-footer-left"),
        winner: t!(lang, "cardinal-board-footer-winner"),
        final_round: t!(lang, "gb-board-final"),
        thalers: t!(lang, "gb-board-thalers"),
        points: t!(lang, "gb-board-points"),
        tent: t!(lang, "gb-board-tent"),
    }
}

/// `seat`'s tent, as only it may see it: its hand and purse in words, and
/// the picture of them (a face-down card it put up included).
/// The amount of a ceiling typed as `bid up to 7` or in the words of `lang`
/// (`miser jusqu'à 7`, `licytuj do 7`), in any case, with or without
/// accents; `None` when `line` is not a ceiling.
fn ceiling_amount(line: &str, lang: Lang) -> Option<String> {
    // Folded, with one kind of apostrophe and single spaces.
    let fold = |text: &str| {
        tongue::fold(text)
            .replace(['\u{2019}', '\u{2018}'], "'")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let typed = fold(line);
    [lang, Lang::En].into_iter().find_map(|lang| {
        let words = fold(&t!(lang, "gb-ceiling-words"));
        let amount = typed.strip_prefix(&words)?.strip_prefix(' ')?;
        (!amount.contains(' ')).then(|| amount.to_owned())
    })
}

pub fn tent(game: &GrandsBatisseurs, seat: Seat, names: &[&str], lang: Lang) -> (String, Vec<u8>) {
    let view = game.view(Some(seat));
    let me = &view.seats[seat.index()];
    let hand: Vec<String> = game
        .hand(seat)
        .iter()
        .map(|c| card(c.card(), lang))
        .collect();
    let mut text = t!(
        lang,
        "gb-tent",
        purse = i64::from(me.purse.unwrap_or(0)),
        hand = if hand.is_empty() {
            "–".to_owned()
        } else {
            hand.join(", ")
        },
        stones = i64::from(me.stones)
    );
    if let Some(bidding) = &view.bidding
        && bidding.opener == seat
        && bidding.pile == Pile::Down
        && let Some(c) = bidding.card
    {
        text.push('\n');
        text.push_str(&t!(lang, "gb-tent-auction", card = card(c, lang)));
    }
    let labels = labels(game, names, lang);
    let image = picture::draw_tent(
        &Picture {
            view: &view,
            names,
            labels: &labels,
        },
        seat,
        1.0,
    );
    (text, keystone_render::png::encode(&image))
}

/// "Ada wins: Ada 31, Bob 27." or a shared win, saying when money decided.
fn result(game: &GrandsBatisseurs, names: &[&str], lang: Lang) -> String {
    let Some(outcome) = game.outcome() else {
        return String::new();
    };
    let scores = super::scores_line(game, names, lang);
    match outcome.winner() {
        Some(w) => {
            let best = outcome.scores[w.index()];
            let tied = Seat::all(game.seat_count())
                .filter(|&s| game.plays(s) && s != w)
                .any(|s| outcome.scores[s.index()] == best);
            t!(
                lang,
                "gb-result-won",
                name = name(names, w),
                scores = scores,
                money = if tied { "yes" } else { "no" }
            )
        }
        None => {
            let all: Vec<&str> = outcome.winners.iter().map(|s| name(names, s)).collect();
            t!(
                lang,
                "gb-result-shared",
                names = all.join(", "),
                scores = scores
            )
        }
    }
}

/// The topics of the rules in brief, as `/game rules` takes them.
const TOPICS: [&str; 6] = ["turn", "auction", "build", "sabotage", "end", "notation"];

/// Rule summaries with rule ids, by topic.
fn rules(topic: Option<&str>, lang: Lang) -> String {
    let text = |topic: &str| match topic {
        "turn" => t!(lang, "gb-rules-turn"),
        "auction" => t!(lang, "gb-rules-auction"),
        "build" => t!(lang, "gb-rules-build"),
        "sabotage" => t!(lang, "gb-rules-sabotage"),
        "end" => t!(lang, "gb-rules-end"),
        _ => t!(lang, "gb-rules-notation"),
    };
    super::rules_by_topic(
        topic,
        &TOPICS,
        lang,
        |topics| t!(lang, "gb-rules", topics = topics),
        text,
    )
}

#[cfg(test)]
mod tests {
    use keystone_engine::grands_batisseurs::GbOptions;
    use keystone_engine::{Record, Table, play};

    use super::*;
    use crate::games::AnyGame;

    const NAMES: [&str; 3] = ["Ada", "Bob", "Cy"];

    /// The whole-game example's first twelve lines.
    fn example() -> GrandsBatisseurs {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../examples/grands-batisseurs-whole-game.txt"
        ))
        .unwrap();
        let mut record = Record::parse(&text).unwrap();
        record.actions.truncate(12);
        play::replay(&record).unwrap()
    }

    #[test]
    fn an_auction_is_told_without_its_secret() {
        let table = Table {
            seats: 3,
            first: Some(Seat::from_index(0)),
            seed: 4,
        };
        let mut game = Live(GrandsBatisseurs::new(&table, &GbOptions::default()).unwrap());
        let a = Seat::from_index(0);
        let account = game.play(a, "auction down", &NAMES, Lang::En).unwrap();
        let told = account.sentences.join(" ");
        assert!(
            told.contains("Ada puts up the face-down pile's top card"),
            "{told}"
        );
        // The card's name is not in the channel's words, nor in the prompt.
        let secret = match game.0.phase() {
            Phase::OpeningBid { card } => card.card(),
            other => panic!("{other:?}"),
        };
        let secret_words = card(secret, Lang::En);
        assert!(!told.contains(&secret_words), "{told}");
        let prompt = game.0.prompt(&NAMES, Lang::En);
        assert!(!prompt.contains(&secret_words), "{prompt}");
        // Only the opener's tent says it.
        let (text, png) = tent(&game.0, a, &NAMES, Lang::En);
        assert!(text.contains(&secret_words), "{text}");
        assert!(!png.is_empty());
        let (text, _) = tent(&game.0, Seat::from_index(1), &NAMES, Lang::En);
        assert!(!text.contains(&secret_words), "{text}");
        let refused = game.play(a, "bid 0", &NAMES, Lang::En).unwrap_err();
        assert!(refused.ends_with("(G14)"), "{refused}");
        game.play(a, "bid 2", &NAMES, Lang::En).unwrap();
        let prompt = game.0.prompt(&NAMES, Lang::En);
        assert!(prompt.starts_with("Bob: raise above 2 (Ada)"), "{prompt}");
    }

    #[test]
    fn choices_label_each_action_and_the_status_hides_hands() {
        let game = Live(example());
        let seat = game.0.to_act().single().unwrap();
        let choices = game.choices(seat, &NAMES, Lang::En);
        assert!(!choices.is_empty());
        // The status, the prompt and the picture are the same for a game
        // that differs only in what is hidden.
        let mut rng = keystone_engine::GameRng::new(9, keystone_engine::rng::Stream::Play);
        let other = game.0.sample_hidden(Seat::from_index(2), &mut rng);
        assert_ne!(other, game.0);
        for lang in [Lang::En, Lang::Fr, Lang::Pl] {
            assert_eq!(other.status(&NAMES, lang), game.0.status(&NAMES, lang));
            assert_eq!(
                Live(other.clone()).picture(&NAMES, None, None, 0.5, lang),
                game.picture(&NAMES, None, None, 0.5, lang)
            );
            let status = game.0.status(&NAMES, lang);
            assert!(
                !status.contains("thaler") && !status.contains("talar"),
                "{status}"
            );
        }
    }

    #[test]
    fn rules_have_topics() {
        assert!(rules(None, Lang::En).contains("auction"));
        assert!(rules(Some("build"), Lang::En).contains("G8"));
        assert!(rules(Some("sabotage"), Lang::Fr).contains("G10"));
    }
}

#[cfg(test)]
mod import {
    use keystone_engine::{Record, play};

    use super::*;

    /// A record of three with the given lines and every draw left to the
    /// seed.
    fn record(lines: &str) -> Record {
        Record::parse(&format!(
            "game: grands-batisseurs\nseats: A | B | C\nfirst: 1\nseed: 5\n{lines}"
        ))
        .unwrap()
    }

    #[test]
    fn an_import_keeps_what_every_seat_saw_or_is_refused() {
        // Only public draws so far: resumed under a new seed, every seat
        // sees the same game.
        let public = record("1: auction up 1\n2: pass\n3: pass\n");
        let resumed = Live::<GrandsBatisseurs>::resume(
            &play::public_record_of(
                &play::replay::<GrandsBatisseurs>(&public).unwrap(),
                &["A".into(), "B".into(), "C".into()],
                &[
                    (Seat::from_index(0), "auction up 1".into()),
                    (Seat::from_index(1), "pass".into()),
                    (Seat::from_index(2), "pass".into()),
                ],
            ),
            99,
        );
        assert!(resumed.is_ok());
        // A face-down card its taker saw: a new seed would change that
        // seat's hand, so the import is refused rather than redeal it.
        let private = record("1: auction down\n1: bid 1\n2: pass\n3: pass\n");
        assert!(Live::<GrandsBatisseurs>::resume(&private, 99).is_err());
    }
}
