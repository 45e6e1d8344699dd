//! Basilica in words, in the reader's language: labels for its actions,
//! accounts of what happened, what the player to act must do, why an action
//! is refused, rules in brief, and its picture. Every word is in the Fluent
//! files (`basilica-…` ids); the engine's colours, ranks and orders are
//! passed to them by their stable names.

use image::RgbImage;
use keystone_engine::Seat;
use keystone_engine::basilica::{
    Action, Basilica, Colour, End, Event, IllegalAction, Order, OrderAction, PaidAction, PaidOffer,
    Rank, Scoring, TileId,
};
use keystone_render::basilica::{self as picture, Labels, Picture};

use super::{Account, Kind, Live, Words};
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
    decline: Some("decline"),
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
};

fn name<'a>(names: &[&'a str], seat: Seat) -> &'a str {
    names.get(seat.index()).copied().unwrap_or("?")
}

/// "blue vault with a crown", "yellow-blue joker vault".
fn vault_words(tile: TileId, lang: Lang) -> String {
    let t = tile.tile();
    let colours: Vec<Colour> = t.colours.iter().collect();
    let body = if t.is_joker() {
        let colours: Vec<String> = colours.iter().map(|&c| colour(c, lang)).collect();
        t!(lang, "basilica-vault-joker", colours = colours.join("-"))
    } else {
        let first = colours.first().map_or("", |c| c.name());
        t!(lang, "basilica-vault", colour = first)
    };
    if t.crown {
        t!(lang, "basilica-vault-crowned", vault = body)
    } else {
        body
    }
}

fn colour(colour: Colour, lang: Lang) -> String {
    t!(lang, "basilica-colour", colour = colour.name())
}

fn order(order: Order, lang: Lang) -> String {
    t!(lang, "basilica-order", order = order.word())
}

/// What a paid option lets the asked player do, in words: said to them
/// (`yours`) or about them.
fn offer_words(offer: PaidOffer, yours: bool, lang: Lang) -> String {
    let to = if yours { "you" } else { "them" };
    match offer {
        PaidOffer::Promote { chosen } => {
            t!(
                lang,
                "basilica-offer-promote",
                to = to,
                rank = chosen.word()
            )
        }
        PaidOffer::Recruit => t!(lang, "basilica-offer-recruit", to = to),
        PaidOffer::Confusion { from, to: cell } => t!(
            lang,
            "basilica-offer-confusion",
            to = to,
            from = from.to_string(),
            cell = cell.to_string()
        ),
    }
}

impl Words for Basilica {
    const GAME: &'static Kind = &KIND;

    fn label(&self, seat: Seat, action: &Action, names: &[&str], lang: Lang) -> String {
        let opponent = name(names, seat.next(2));
        match *action {
            Action::Vault { slot, .. } => match self.vaults()[slot.index()] {
                Some(tile) => vault_words(tile, lang),
                None => t!(lang, "basilica-label-vault"),
            },
            Action::Builder => match self.just_placed() {
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
                OrderAction::Catastrophe { cell } => match self.cathedral().vault(cell) {
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
            Action::Decline => match self.question().map(|q| q.offer) {
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

    fn account(&self, after: &Basilica, events: &[Event], names: &[&str], lang: Lang) -> Account {
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
                Event::OrderCarriedOut { seat, order, .. } => {
                    let who = name(names, *seat);
                    let opponent = name(names, seat.next(2));
                    match *order {
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
                Event::PaidOffered { asked, offer } => t!(
                    lang,
                    "basilica-told-offered",
                    name = name(names, *asked),
                    offer = offer_words(*offer, false, lang)
                ),
                Event::PaidBought { seat, action } => {
                    let who = name(names, *seat);
                    match *action {
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
                    for zone in &scoring.zones {
                        for (seat, &points) in zone.points.iter().enumerate() {
                            if points > 0 {
                                // Statistics keep the colour's stable name.
                                account.tally.push((
                                    Seat::from_index(seat),
                                    zone.color.name().to_owned(),
                                    i64::from(points),
                                ));
                            }
                        }
                    }
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
                Event::GameOver {
                    end: End::Left(seat),
                } => t!(
                    lang,
                    "basilica-told-left",
                    name = name(names, *seat),
                    result = result(after, names, lang)
                ),
                Event::GameOver { end } => t!(
                    lang,
                    "basilica-told-game-over",
                    why = match end {
                        End::PileExhausted => "pile",
                        _ => "third-scoring",
                    },
                    result = result(after, names, lang)
                ),
            };
            placed = None;
            account.sentences.push(sentence);
        }
        account
    }

    fn refusal(error: &IllegalAction, names: &[&str], lang: Lang) -> String {
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

    fn asked(&self) -> Option<Seat> {
        Basilica::asked(self)
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
        out.join("\n")
    }

    fn image(
        &self,
        names: &[&str],
        since: Option<&Basilica>,
        note: Option<&str>,
        scale: f32,
        lang: Lang,
    ) -> RgbImage {
        let names = [
            names.first().copied().unwrap_or(""),
            names.get(1).copied().unwrap_or(""),
        ];
        let view = keystone_engine::Game::view(self, None);
        let highlight = since
            .map(|s| self.cathedral().changes_since(s.cathedral()))
            .unwrap_or_default();
        let mut labels = labels(&view, names, lang);
        // A scoring since the reader last looked: which, and what it gave,
        // first on the top line (the panels still say who is to play).
        if let Some(scored) = since.and_then(|before| scored_since(self, before, &names, lang)) {
            labels.status = if view.outcome.is_some() {
                format!("{} · {scored}", labels.status)
            } else {
                format!("{scored} · {}", labels.status)
            };
        }
        if let Some(note) = note {
            labels.status = format!("{} · {note}", labels.status);
        }
        picture::draw(
            &Picture {
                view: &view,
                names,
                highlight: &highlight,
                labels: &labels,
            },
            scale,
        )
    }
}

/// "Scoring 1/3: Alice +5, Bob +3" when `game` scored since `before`.
fn scored_since(game: &Basilica, before: &Basilica, names: &[&str], lang: Lang) -> Option<String> {
    if before.scorings() >= game.scorings() {
        return None;
    }
    let (now, then) = (
        keystone_engine::Game::scores(game),
        keystone_engine::Game::scores(before),
    );
    let gains: Vec<String> = names
        .iter()
        .zip(now.iter().zip(&then))
        .map(|(name, (now, then))| format!("{name} +{}", now - then))
        .collect();
    Some(t!(
        lang,
        "basilica-board-scored",
        count = i64::from(game.scorings()),
        gains = gains.join(", ")
    ))
}

/// Every word drawn on the board, in `lang`.
pub fn labels(
    view: &keystone_engine::basilica::BasilicaView,
    names: [&str; 2],
    lang: Lang,
) -> Labels {
    let name = |seat: Seat| names[seat.index()];
    let status = if let Some(outcome) = &view.outcome {
        let how = match view.end {
            Some(End::PileExhausted) => "pile",
            Some(End::Left(_)) => "left",
            _ => "third-scoring",
        };
        match outcome.winner() {
            Some(winner) => {
                let (first, second) = winner_first(&outcome.scores, winner);
                t!(
                    lang,
                    "basilica-board-won",
                    name = name(winner),
                    first = first,
                    second = second,
                    how = how
                )
            }
            None => t!(
                lang,
                "basilica-board-draw",
                first = outcome.scores[0],
                second = outcome.scores[1],
                how = how
            ),
        }
    } else if let Some(question) = view.question {
        let asked = name(view.active.next(2));
        match question.offer {
            PaidOffer::Confusion { from, to } => t!(
                lang,
                "basilica-board-question-confusion",
                name = asked,
                from = from.to_string(),
                to = to.to_string()
            ),
            offer => t!(
                lang,
                "basilica-board-question",
                name = asked,
                order = offer.order().word()
            ),
        }
    } else {
        t!(
            lang,
            "basilica-board-to-play",
            name = name(view.active),
            actions = i64::from(view.actions_left)
        )
    };
    Labels {
        status,
        king: t!(lang, "basilica-board-king"),
        scorings: t!(lang, "basilica-board-scorings"),
        pile: t!(lang, "basilica-board-pile"),
        discard: t!(lang, "basilica-board-discard"),
        ran_out: t!(lang, "basilica-board-ran-out"),
        points: t!(lang, "basilica-board-points"),
        coins: t!(lang, "basilica-board-coins"),
        builders: t!(lang, "basilica-board-builders"),
        tokens: t!(lang, "basilica-board-tokens"),
        to_play: [
            String::new(),
            t!(lang, "basilica-board-footer-to-play", actions = 1),
            t!(lang, "basilica-board-footer-to-play", actions = 2),
            t!(lang, "basilica-board-footer-to-play", actions = 3),
        ],
        asked: t!(lang, "basilica-board-footer-asked"),
        winner: t!(lang, "basilica-board-footer-winner"),
        orders: Order::ALL.map(|o| order(o, lang)),
        ranks: Rank::ALL.map(|r| t!(lang, "basilica-board-rank-letter", rank = r.word())),
        colours: Colour::ALL.map(|c| t!(lang, "basilica-board-colour-letter", colour = c.name())),
    }
}

/// The winner's score, then the other's: "Keystone wins 47–9", whichever
/// seat won.
fn winner_first(scores: &[i64], winner: Seat) -> (i64, i64) {
    let won = scores.get(winner.index()).copied().unwrap_or(0);
    let other = scores
        .iter()
        .enumerate()
        .find(|(i, _)| *i != winner.index())
        .map_or(0, |(_, s)| *s);
    (won, other)
}

/// "Alice wins 52–37." or "A draw, 40–40."
fn result(game: &Basilica, names: &[&str], lang: Lang) -> String {
    let scores = keystone_engine::Game::scores(game);
    match keystone_engine::Game::outcome(game).and_then(|o| o.winner()) {
        Some(winner) => {
            let (first, second) = winner_first(&scores, winner);
            t!(
                lang,
                "basilica-result-won",
                name = name(names, winner),
                first = first,
                second = second
            )
        }
        None => t!(
            lang,
            "basilica-result-draw",
            first = scores[0],
            second = scores[1]
        ),
    }
}

/// A scoring zone by zone.
fn breakdown(scoring: &Scoring, names: &[&str], lang: Lang) -> Vec<String> {
    let (one, two) = (
        name(names, Seat::from_index(0)),
        name(names, Seat::from_index(1)),
    );
    scoring
        .zones
        .iter()
        .filter(|z| z.strength != [0, 0])
        .map(|zone| {
            let cells: Vec<String> = zone.cells.iter().map(ToString::to_string).collect();
            let outcome = match zone.majority {
                Some(seat) => t!(lang, "basilica-zone-majority", name = name(names, seat)),
                None => t!(lang, "basilica-zone-tied"),
            };
            t!(
                lang,
                "basilica-zone",
                colour = zone.color.name(),
                cells = cells.join(" "),
                value = i64::from(zone.value),
                first = one,
                first_strength = i64::from(zone.strength[0]),
                second = two,
                second_strength = i64::from(zone.strength[1]),
                outcome = outcome,
                first_points = i64::from(zone.points[0]),
                second_points = i64::from(zone.points[1])
            )
        })
        .collect()
}

/// The topics of the rules in brief, as `/game rules` takes them.
const TOPICS: [&str; 8] = [
    "turn", "vault", "builder", "orders", "paid", "scoring", "end", "notation",
];

/// Rule summaries with rule ids, by topic.
fn rules(topic: Option<&str>, lang: Lang) -> String {
    let text = |topic: &str| match topic {
        "turn" => t!(lang, "basilica-rules-turn"),
        "vault" => t!(lang, "basilica-rules-vault"),
        "builder" => t!(lang, "basilica-rules-builder"),
        "orders" => t!(lang, "basilica-rules-orders"),
        "paid" => t!(lang, "basilica-rules-paid"),
        "scoring" => t!(lang, "basilica-rules-scoring"),
        "end" => t!(lang, "basilica-rules-end"),
        _ => t!(lang, "basilica-rules-notation"),
    };
    super::rules_by_topic(
        topic,
        &TOPICS,
        lang,
        |topics| t!(lang, "basilica-rules", topics = topics),
        text,
    )
}

#[cfg(test)]
mod tests {
    use keystone_engine::record::Record;
    use keystone_engine::{Game, play};

    use super::*;
    use crate::games::AnyGame;

    #[test]
    fn the_picture_after_a_scoring_says_what_it_gave() {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../examples/basilica-first-scoring.txt"
        ))
        .unwrap();
        let record = Record::parse(&text).unwrap();
        let before: Basilica = play::replay(&Record {
            actions: record.actions[..record.actions.len() - 1].to_vec(),
            ..record.clone()
        })
        .unwrap();
        let after: Basilica = play::replay(&record).unwrap();
        assert_eq!(
            scored_since(&after, &before, &["Alice", "Bob"], Lang::En).as_deref(),
            Some("Scoring 1/3: Alice +5, Bob +3")
        );
        assert_eq!(
            scored_since(&after, &after, &["Alice", "Bob"], Lang::En),
            None
        );
    }

    #[test]
    fn the_winners_score_comes_first_whichever_seat_won() {
        assert_eq!(winner_first(&[9, 47], Seat::from_index(1)), (47, 9));
        assert_eq!(winner_first(&[52, 37], Seat::from_index(0)), (52, 37));
        assert_eq!(
            t!(
                Lang::En,
                "basilica-result-won",
                name = "Keystone",
                first = 47,
                second = 9
            ),
            "Keystone wins 47–9."
        );
    }

    const PAID: &str = include_str!("../../../examples/basilica-paid-orders.txt");
    const NAMES: [&str; 2] = ["Alice", "Bob"];

    #[test]
    fn accounts_tell_the_paid_orders_example() {
        let record = Record::parse(PAID).unwrap();
        let mut game = Live(play::setup::<Basilica>(&record).unwrap());
        let mut told = Vec::new();
        for line in &record.actions {
            told.extend(
                game.play(line.seat, &line.text, &NAMES, Lang::En)
                    .unwrap()
                    .sentences,
            );
        }
        let text = told.join(" ");
        for expected in [
            "Alice placed a yellow vault with a crown at b1.",
            "Alice put a builder on b1.",
            "Alice promoted their builder at b1 to architect.",
            "Bob may pay 1 coin to promote one of their builders too (not to architect).",
            "Bob declined to pay.",
            "Bob paid 1 coin and recruited a builder at d2.",
            "Alice paid 1 coin and moved their own builder from b1 to c1 instead.",
        ] {
            assert!(text.contains(expected), "missing \"{expected}\" in {text}");
        }
    }

    #[test]
    fn a_vault_and_its_builder_read_as_one_sentence() {
        let record = Record::parse(PAID).unwrap();
        let mut game = Live(play::setup::<Basilica>(&record).unwrap());
        let told = game
            .play(Seat::from_index(0), "V1 b1; B", &NAMES, Lang::En)
            .unwrap();
        assert_eq!(
            told.sentences,
            ["Alice placed a yellow vault with a crown at b1 and a builder on it."]
        );
        assert_eq!(told.notation, "V1 b1; B");
    }

    #[test]
    fn labels_say_what_an_action_does() {
        let record = Record::parse(PAID).unwrap();
        let game = play::setup::<Basilica>(&record).unwrap();
        let live = Live(game.clone());
        let choices = live.choices(Seat::from_index(0), &NAMES, Lang::En);
        let v1 = choices.iter().find(|c| c.notation == "V1 a1").unwrap();
        assert_eq!(v1.label, vault_words(game.vaults()[0].unwrap(), Lang::En));
        assert!(
            live.choices(Seat::from_index(1), &NAMES, Lang::En)
                .is_empty(),
            "not Bob's turn"
        );
    }

    #[test]
    fn a_scoring_is_broken_down() {
        let record =
            Record::parse(include_str!("../../../examples/basilica-first-scoring.txt")).unwrap();
        let mut game = Live(play::setup::<Basilica>(&record).unwrap());
        let mut last = Account::default();
        for line in &record.actions {
            last = game.play(line.seat, &line.text, &NAMES, Lang::En).unwrap();
        }
        assert!(
            last.sentences
                .iter()
                .any(|s| s == "Scoring: Alice +5, Bob +3."),
            "{last:?}"
        );
        assert!(
            last.scoring
                .iter()
                .any(|z| z.starts_with("blue zone b1 c1 c2 c3 (value 4)")),
            "{:?}",
            last.scoring
        );
        assert_eq!(game.0.scores(), [5, 3]);
    }

    #[test]
    fn rules_have_topics() {
        assert!(rules(None, Lang::En).contains("scoring"));
        assert!(rules(Some("paid"), Lang::En).contains("B23"));
        assert!(rules(Some("nonsense"), Lang::En).starts_with("There is no topic"));
    }
}
