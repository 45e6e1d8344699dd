//! The game summed up in words: what its pictures print, its result and
//! scoring in the reader's language, and its rules in brief.

use super::*;

/// What a question asks, in words.
pub(super) fn question_words(question: Question, lang: Lang) -> String {
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
        status: crate::games::pictured(status),
        up: t!(lang, "gb-board-up"),
        down: t!(lang, "gb-board-down"),
        stones: t!(lang, "gb-board-stones"),
        die: t!(lang, "gb-board-die"),
        saboteur: t!(lang, "gb-board-saboteur"),
        auction: t!(lang, "gb-board-auction"),
        passed: t!(lang, "gb-board-passed"),
        hand: t!(lang, "gb-board-hand"),
        left: t!(lang, "cardinal-board-footer-left"),
        winner: t!(lang, "cardinal-board-footer-winner"),
        final_round: t!(lang, "gb-board-final"),
        thalers: t!(lang, "gb-board-thalers"),
        points: t!(lang, "gb-board-points"),
        tent: t!(lang, "gb-board-tent"),
        scores: crate::games::explained::printed(game, lang),
        cards: legend(lang),
    }
}

/// `seat`'s tent, as only it may see it: its hand and purse in words, and
/// the picture of them (a face-down card it put up included).
/// The amount of a ceiling typed as `bid up to 7` or in the words of `lang`
/// (`miser jusqu'à 7`, `licytuj do 7`), in any case, with or without
/// accents; `None` when `line` is not a ceiling.
pub(super) fn ceiling_amount(line: &str, lang: Lang) -> Option<String> {
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

pub fn tent(
    game: &GrandsBatisseurs,
    seat: Seat,
    names: &[&str],
    vision: crate::games::Vision,
    lang: Lang,
) -> (String, Vec<u8>) {
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
    if let Some(line) = buildable(game, seat, lang) {
        text.push('\n');
        text.push_str(&line);
    }
    let labels = labels(game, names, lang);
    let image = picture::draw_tent(
        &Picture {
            view: &view,
            names,
            labels: &labels,
            layout: crate::games::DISCORD_LAYOUT,
            vision,
        },
        seat,
        crate::games::DISCORD_LAYOUT.sharp_scale(),
    );
    (text, keystone_render::png::encode(&image))
}

/// "Ada wins: Ada 31, Bob 27." or a shared win, saying when money decided.
pub(super) fn result(game: &GrandsBatisseurs, names: &[&str], lang: Lang) -> String {
    let Some(outcome) = game.outcome() else {
        return String::new();
    };
    let scores = crate::games::scores_line(game, names, lang);
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
pub(super) const TOPICS: [&str; 7] = [
    "turn", "cards", "auction", "build", "sabotage", "end", "notation",
];

/// Rule summaries with rule ids, by topic.
pub(super) fn rules(topic: Option<&str>, lang: Lang) -> String {
    let text = |topic: &str| match topic {
        "turn" => t!(lang, "gb-rules-turn"),
        "cards" => cards(lang),
        "auction" => t!(lang, "gb-rules-auction"),
        "build" => t!(lang, "gb-rules-build"),
        "sabotage" => t!(lang, "gb-rules-sabotage"),
        "end" => t!(lang, "gb-rules-end"),
        _ => t!(lang, "gb-rules-notation"),
    };
    crate::games::rules_by_topic(
        topic,
        &TOPICS,
        lang,
        |topics| t!(lang, "gb-rules", topics = topics),
        text,
    )
}

/// The cards that exist (G4): each kind, how many, their values, how each
/// is named in notation and what it does, from the engine's own table.
fn cards(lang: Lang) -> String {
    let rows: Vec<String> = CardKind::ALL
        .into_iter()
        .map(|kind| {
            let (first, values) = of_kind(kind);
            // Its notation word as the player types it: `église7`.
            let named = tongue::to_player(&first.to_string(), &KIND, lang)
                .trim_end_matches(|c: char| c.is_ascii_digit())
                .to_owned();
            t!(
                lang,
                "gb-rules-cards-row",
                kind = phrases::kind(kind, lang),
                count = values.len() as i64,
                name = named,
                values = values.join(" "),
                does = match kind {
                    CardKind::Church => t!(lang, "gb-rules-cards-church"),
                    CardKind::Gate => t!(lang, "gb-rules-cards-gate"),
                    CardKind::TownHall => t!(lang, "gb-rules-cards-townhall"),
                    CardKind::Tower => t!(lang, "gb-rules-cards-tower"),
                    CardKind::LeftCorner => t!(lang, "gb-rules-cards-leftcorner"),
                    CardKind::RightCorner => t!(lang, "gb-rules-cards-rightcorner"),
                }
            )
        })
        .collect();
    t!(
        lang,
        "gb-rules-cards",
        count = keystone_engine::grands_batisseurs::CARDS as i64,
        rows = rows.join("\n")
    )
}

/// When `seat` is to build: which cards of its hand it may lay now (G8,
/// G16, G18), or that none may be. Said in its tent alone, since it
/// depends on the hand; the channel's prompt only says it may build.
fn buildable(game: &GrandsBatisseurs, seat: Seat, lang: Lang) -> Option<String> {
    let building = matches!(game.phase(), Phase::Build | Phase::Final { .. });
    if !building || game.to_act().single() != Some(seat) {
        return None;
    }
    let mut actions = Vec::new();
    keystone_engine::Game::legal_actions(game, seat, &mut actions);
    let mut fit: Vec<Card> = Vec::new();
    for action in &actions {
        if let Action::Build(laid) = action {
            for &(card, _) in laid {
                if !fit.contains(&card) {
                    fit.push(card);
                }
            }
        }
    }
    fit.sort();
    let cards: Vec<String> = fit.iter().map(|&c| card(c, lang)).collect();
    Some(t!(
        lang,
        "gb-tent-build",
        fit = fit.len() as i64,
        cards = cards.join(", ")
    ))
}

/// The tent's legend of the cards (G4): its title, then each kind's count
/// and values, from the engine's own table.
fn legend(lang: Lang) -> Vec<String> {
    let mut lines = vec![t!(lang, "gb-tent-cards")];
    for kind in CardKind::ALL {
        let (_, values) = of_kind(kind);
        lines.push(t!(
            lang,
            "gb-tent-cards-row",
            kind = phrases::kind(kind, lang),
            count = values.len() as i64,
            values = values.join(" ")
        ));
    }
    lines
}

/// The cards of `kind` that exist (G4), from the engine's table: the
/// first, and every value in rising order, as words.
fn of_kind(kind: CardKind) -> (Card, Vec<String>) {
    use keystone_engine::grands_batisseurs::CardId;
    let cards: Vec<Card> = CardId::all()
        .map(CardId::card)
        .filter(|c| c.kind == kind)
        .collect();
    let values = cards.iter().map(|c| c.value.to_string()).collect();
    (cards[0], values)
}
