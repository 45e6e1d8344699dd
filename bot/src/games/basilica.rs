//! Basilica in words: labels for its actions, accounts of what happened,
//! what the player to act must do, rules in brief, and its picture.

use std::fmt::Write as _;

use image::RgbImage;
use keystone_engine::Seat;
use keystone_engine::basilica::{
    Action, Basilica, Colour, End, Event, OrderAction, PaidAction, PaidOffer, Rank, Scoring, TileId,
};
use keystone_render::basilica::{self as picture, Labels, Picture};

use super::{Account, Kind, Live, Words};

/// Basilica, for the bot.
pub static KIND: Kind = Kind {
    name: "basilica",
    title: "Basilica",
    seats: 2..=2,
    start: Live::<Basilica>::start,
    load: Live::<Basilica>::load,
    rules,
    decline: Some("decline"),
    replay: Live::<Basilica>::replay,
};

fn name<'a>(names: &[&'a str], seat: Seat) -> &'a str {
    names.get(seat.index()).copied().unwrap_or("?")
}

/// "blue vault with a crown", "yellow-blue joker vault".
fn vault_words(tile: TileId) -> String {
    let t = tile.tile();
    let colours: Vec<&str> = t.colours.iter().map(Colour::name).collect();
    let body = if t.is_joker() {
        format!("{} joker vault", colours.join("-"))
    } else {
        format!("{} vault", colours[0])
    };
    if t.crown {
        format!("{body} with a crown")
    } else {
        body
    }
}

fn rank_words(rank: Rank) -> &'static str {
    match rank {
        Rank::Architect => "an architect",
        Rank::Mason => "a master mason",
        Rank::Strongman => "a strongman",
    }
}

/// What a paid option lets the asked player do, in words; `your` is
/// "your" when speaking to them, "their" otherwise.
fn offer_words(offer: PaidOffer, your: &str) -> String {
    let yours = if your == "your" { "yours" } else { "theirs" };
    match offer {
        PaidOffer::Promote { chosen } => {
            format!(
                "promote one of {your} builders too (not to {})",
                chosen.name()
            )
        }
        PaidOffer::Recruit => format!("recruit a builder next to one of {yours}"),
        PaidOffer::Confusion { from, to } => {
            format!("move one of {your} builders instead of {from} → {to}")
        }
    }
}

impl Words for Basilica {
    const GAME: &'static Kind = &KIND;

    fn label(&self, seat: Seat, action: &Action, names: &[&str]) -> String {
        let opponent = name(names, seat.next(2));
        match *action {
            Action::Vault { slot, .. } => match self.vaults()[slot.index()] {
                Some(tile) => vault_words(tile),
                None => "vault".into(),
            },
            Action::Builder => match self.just_placed() {
                Some(cell) => format!("a builder on {cell}"),
                None => "a builder".into(),
            },
            Action::Order { order, .. } => match order {
                OrderAction::Promote { cell, rank } => {
                    format!("promote your builder at {cell} to {}", rank.name())
                }
                OrderAction::Move { from, to } => format!("move your builder from {from} to {to}"),
                OrderAction::Recruit { cell } => format!("recruit a builder at {cell}"),
                OrderAction::Confusion { own, from, to } => {
                    format!(
                        "send your builder at {own} home, move {opponent}'s from {from} to {to}"
                    )
                }
                OrderAction::Glass { cell } => format!("stained glass on {cell}"),
                OrderAction::Scaffold { first, second } => {
                    format!("scaffolds on {first} and {second}")
                }
                OrderAction::Catastrophe { cell } => match self.cathedral().vault(cell) {
                    Some(vault) => format!("discard the {} at {cell}", vault_words(vault.tile)),
                    None => format!("discard the vault at {cell}"),
                },
            },
            Action::Pay(paid) => match paid {
                PaidAction::Promote { cell, rank } => {
                    format!(
                        "pay 1 coin: your builder at {cell} becomes {}",
                        rank_words(rank)
                    )
                }
                PaidAction::Recruit { cell } => format!("pay 1 coin: recruit a builder at {cell}"),
                PaidAction::Confusion { from, to } => {
                    format!("pay 1 coin: move your builder from {from} to {to} instead")
                }
            },
            Action::Decline => match self.question().map(|q| q.offer) {
                Some(PaidOffer::Confusion { from, to }) => {
                    format!("decline: your builder moves from {from} to {to}")
                }
                _ => "decline and keep your coin".into(),
            },
        }
    }

    fn account(&self, after: &Basilica, events: &[Event], names: &[&str]) -> Account {
        let mut account = Account::default();
        let say = |account: &mut Account, sentence: String| account.sentences.push(sentence);
        for event in events {
            match event {
                Event::VaultPlaced { seat, tile, cell, .. } => {
                    say(&mut account, format!("{} placed a {} at {cell}.", name(names, *seat), vault_words(*tile)));
                }
                Event::BuilderPlaced { seat, cell } => {
                    // "… at c3." + builder on c3 reads as one sentence.
                    let merged = account.sentences.last_mut().filter(|s| s.ends_with(&format!(" at {cell}.")));
                    match merged {
                        Some(last) => {
                            last.pop();
                            last.push_str(" and a builder on it.");
                        }
                        None => say(&mut account, format!("{} put a builder on {cell}.", name(names, *seat))),
                    }
                }
                Event::KingMoved { to } if [10, 20, 30].contains(to) => {
                    say(&mut account, format!("The king reaches {to}: scoring!"));
                }
                Event::KingMoved { .. } | Event::TurnBegan { .. } => {}
                Event::OrderCarriedOut { seat, order, .. } => {
                    let who = name(names, *seat);
                    let opponent = name(names, seat.next(2));
                    let text = match *order {
                        OrderAction::Promote { cell, rank } => {
                            format!("{who} promoted their builder at {cell} to {}.", rank.name())
                        }
                        OrderAction::Move { from, to } => format!("{who} moved their builder from {from} to {to}."),
                        OrderAction::Recruit { cell } => format!("{who} recruited a builder at {cell}."),
                        OrderAction::Confusion { own, from, to } => format!(
                            "{who} played confusion: their builder at {own} goes home and {opponent}'s builder at {from} is to move to {to}."
                        ),
                        OrderAction::Glass { cell } => format!("{who} put stained glass on {cell}."),
                        OrderAction::Scaffold { first, second } => format!("{who} put scaffolds on {first} and {second}."),
                        OrderAction::Catastrophe { cell } => format!("{who} brought down the vault at {cell}."),
                    };
                    say(&mut account, text);
                }
                Event::PaidOffered { asked, offer } => {
                    say(&mut account, format!("{} may pay 1 coin to {}.", name(names, *asked), offer_words(*offer, "their")));
                }
                Event::PaidBought { seat, action } => {
                    let who = name(names, *seat);
                    let text = match *action {
                        PaidAction::Promote { cell, rank } => {
                            format!("{who} paid 1 coin and promoted their builder at {cell} to {}.", rank.name())
                        }
                        PaidAction::Recruit { cell } => format!("{who} paid 1 coin and recruited a builder at {cell}."),
                        PaidAction::Confusion { from, to } => {
                            format!("{who} paid 1 coin and moved their own builder from {from} to {to} instead.")
                        }
                    };
                    say(&mut account, text);
                }
                Event::PaidDeclined { seat, offer } => {
                    let text = match offer {
                        PaidOffer::Confusion { from, to } => {
                            format!("{} declined: their builder moved from {from} to {to}.", name(names, *seat))
                        }
                        _ => format!("{} declined to pay.", name(names, *seat)),
                    };
                    say(&mut account, text);
                }
                Event::Scored { scoring, last } => {
                    let what = if *last { "Final scoring" } else { "Scoring" };
                    say(
                        &mut account,
                        format!(
                            "{what}: {} +{}, {} +{}.",
                            name(names, Seat::from_index(0)),
                            scoring.points[0],
                            name(names, Seat::from_index(1)),
                            scoring.points[1]
                        ),
                    );
                    account.scoring = breakdown(scoring, names);
                    for zone in &scoring.zones {
                        for (seat, &points) in zone.points.iter().enumerate() {
                            if points > 0 {
                                account.tally.push((seat as u8 + 1, zone.color.name().to_owned(), i64::from(points)));
                            }
                        }
                    }
                }
                Event::CleanedUp => say(
                    &mut account,
                    "Rows 1 and 2 are finished and leave the cathedral; builders go home, scaffolds come down.".into(),
                ),
                Event::VaultsReplaced { .. } => {
                    say(&mut account, "No vault tile fitted anywhere: the three were replaced.".into());
                }
                Event::PileReshuffled { tiles } => say(
                    &mut account,
                    format!("The pile ran out: the discard was shuffled into a new pile of {tiles} tiles."),
                ),
                Event::GameOver { end } => {
                    let why = match end {
                        End::ThirdScoring => "after the third scoring",
                        End::PileExhausted => "the pile ran out a second time",
                    };
                    say(&mut account, format!("Game over ({why}). {}", result(after, names)));
                }
            }
        }
        account
    }

    fn asked(&self) -> Option<Seat> {
        Basilica::asked(self)
    }

    fn prompt(&self, names: &[&str]) -> String {
        if self.end().is_some() {
            return result(self, names);
        }
        if let Some(question) = self.question() {
            let asked = self.active().next(2);
            return format!(
                "{}, {} played a paid {}: pay 1 coin to {}, or decline.",
                name(names, asked),
                name(names, self.active()),
                question.offer.order(),
                offer_words(question.offer, "your")
            );
        }
        let n = self.actions_left();
        format!(
            "{}, your turn: {n} action{} left.",
            name(names, self.active()),
            if n == 1 { "" } else { "s" }
        )
    }

    fn status(&self, names: &[&str]) -> String {
        let (one, two) = (Seat::from_index(0), Seat::from_index(1));
        let mut out = self.prompt(names);
        let _ = write!(
            out,
            "\nScores: {} {} · {} {}",
            name(names, one),
            self.player(one).score,
            name(names, two),
            self.player(two).score
        );
        let _ = write!(
            out,
            "\nKing {}/30 · scorings {}/3 · pile {} · discard {} · pile ran out {}×",
            self.king(),
            self.scorings(),
            self.pile_len(),
            self.discard().len(),
            self.exhaustions()
        );
        for seat in [one, two] {
            let p = self.player(seat);
            let _ = write!(
                out,
                "\n{}: {} coin{}, {} builder{} and {} promotion token{} in reserve",
                name(names, seat),
                p.coins,
                if p.coins == 1 { "" } else { "s" },
                p.reserve,
                if p.reserve == 1 { "" } else { "s" },
                p.tokens,
                if p.tokens == 1 { "" } else { "s" }
            );
        }
        out
    }

    fn image(
        &self,
        names: &[&str],
        since: Option<&Basilica>,
        note: Option<&str>,
        scale: f32,
    ) -> RgbImage {
        let names = [
            names.first().copied().unwrap_or(""),
            names.get(1).copied().unwrap_or(""),
        ];
        let view = keystone_engine::Game::view(self, None);
        let highlight = since
            .map(|s| self.cathedral().changes_since(s.cathedral()))
            .unwrap_or_default();
        let mut labels = Labels::english(&view, names);
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

/// "Alice wins 52–37." or "A draw, 40–40."
fn result(game: &Basilica, names: &[&str]) -> String {
    let scores = keystone_engine::Game::scores(game);
    let score = format!("{}–{}", scores[0], scores[1]);
    match keystone_engine::Game::outcome(game).and_then(|o| o.winner()) {
        Some(winner) => format!("{} wins {score}.", name(names, winner)),
        None => format!("A draw, {score}."),
    }
}

/// A scoring zone by zone.
fn breakdown(scoring: &Scoring, names: &[&str]) -> Vec<String> {
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
                Some(seat) => format!("majority {}", name(names, seat)),
                None => "tied, nobody scores".into(),
            };
            format!(
                "{} zone {} (value {}): strength {one} {} – {two} {}, {outcome} → {one} +{}, {two} +{}",
                zone.color.name(),
                cells.join(" "),
                zone.value,
                zone.strength[0],
                zone.strength[1],
                zone.points[0],
                zone.points[1]
            )
        })
        .collect()
}

/// Rule summaries with rule ids, by topic.
fn rules(topic: Option<&str>) -> String {
    let topics: [(&str, &str); 8] = [
        (
            "turn",
            "Each turn you take exactly 3 actions (B11), any mix of: place a vault (V), place a builder on the vault you just placed (B, B18), carry out an order (O). A scoring ends the turn at once (B13).",
        ),
        (
            "vault",
            "V: take one of the 3 vault tiles and place it in columns a–e, next to a vault, a scaffold or (row 1) the board (B14). Jokers never touch other jokers (B15). A crown moves the king one step (B16). If no vault tile fits anywhere they are replaced (B17).",
        ),
        (
            "builder",
            "B: right after placing a vault, put a builder from your reserve on it (B18). Builders only ever stand on vaults, one per vault (B22). You have 5 builders and 4 promotion tokens (B4).",
        ),
        (
            "orders",
            "O: take one of the 3 order tiles and carry it out in full (B19–B21): promote (a token under your builder: architect, master mason or strongman), move (your builder to an adjacent free vault), recruit (a builder from reserve on any free vault), confusion (send one of yours home, then move one of theirs to an adjacent free vault), glass (+2 to a zone, under your builder), scaffold (two tiles that block cells until the next scoring), catastrophe (discard a vault without a builder).",
        ),
        (
            "paid",
            "Promote, recruit and confusion carry a coin: when you play one, your opponent may pay you 1 coin to act too, right away (B23–B25): promote one of theirs to another rank, recruit next to one of theirs, or choose their own builder's move instead of yours. They are only asked with a coin and a legal option.",
        ),
        (
            "scoring",
            "When the king reaches 10, 20 and 30, every zone with a builder scores (B29–B30). A zone is a connected group of one colour; jokers count in both colours. The stronger player (master mason = 2) scores the zone's vaults, doubled by an architect, +2 per glass; the other scores 1 per builder. Equal strength: a lone strongman wins it, else nobody scores. Then rows 1–2 leave the cathedral and the rest slides down (B31).",
        ),
        (
            "end",
            "The game ends after the third scoring, or when the pile runs out a second time, with a final scoring (B28, B32). Higher score wins; equal is a draw.",
        ),
        (
            "notation",
            "V2 c3 · B · O1 promote c3 architect · O3 move c3 c4 · O2 recruit d5 · O1 confusion c3 b2 b3 · O2 glass c3 · O1 scaffold a4 b5 · O3 catastrophe e2 · pay promote b2 mason · pay recruit b3 · pay confusion b2 a2 · decline. Join several with `;`.",
        ),
    ];
    match topic.map(str::trim).filter(|t| !t.is_empty()) {
        None => {
            let names: Vec<&str> = topics.iter().map(|(t, _)| *t).collect();
            format!(
                "Basilica: build a cathedral together and hold the majorities in its colour zones. Topics: {}.",
                names.join(", ")
            )
        }
        Some(topic) => match topics.iter().find(|(t, _)| t.eq_ignore_ascii_case(topic)) {
            Some((_, text)) => (*text).to_owned(),
            None => {
                let names: Vec<&str> = topics.iter().map(|(t, _)| *t).collect();
                format!(
                    "There is no topic \"{topic}\". Topics: {}.",
                    names.join(", ")
                )
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use keystone_engine::record::Record;
    use keystone_engine::{Game, play};

    use super::*;
    use crate::games::AnyGame;

    const PAID: &str = include_str!("../../../examples/basilica-paid-orders.txt");
    const NAMES: [&str; 2] = ["Alice", "Bob"];

    #[test]
    fn accounts_tell_the_paid_orders_example() {
        let record = Record::parse(PAID).unwrap();
        let mut game = Live(play::setup::<Basilica>(&record).unwrap());
        let mut told = Vec::new();
        for line in &record.actions {
            told.extend(
                game.play(line.seat.number(), &line.text, &NAMES)
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
        let told = game.play(1, "V1 b1; B", &NAMES).unwrap();
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
        let choices = live.choices(1, &NAMES);
        let v1 = choices.iter().find(|c| c.notation == "V1 a1").unwrap();
        assert_eq!(v1.label, vault_words(game.vaults()[0].unwrap()));
        assert!(live.choices(2, &NAMES).is_empty(), "not Bob's turn");
    }

    #[test]
    fn a_scoring_is_broken_down() {
        let record =
            Record::parse(include_str!("../../../examples/basilica-first-scoring.txt")).unwrap();
        let mut game = Live(play::setup::<Basilica>(&record).unwrap());
        let mut last = Account::default();
        for line in &record.actions {
            last = game.play(line.seat.number(), &line.text, &NAMES).unwrap();
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
        assert!(rules(None).contains("scoring"));
        assert!(rules(Some("paid")).contains("B23"));
        assert!(rules(Some("nonsense")).starts_with("There is no topic"));
    }
}
