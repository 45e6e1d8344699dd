//! The table in words: every city card by card, and the auction under way
//! as everyone sees it; the status says the scores, hands and piles.

use super::*;

/// A line a city, then the auction's.
pub(super) fn position(game: &GrandsBatisseurs, names: &[&str], lang: Lang) -> Vec<String> {
    let view = game.view(None);
    let mut lines: Vec<String> = Seat::all(game.seat_count())
        .map(|seat| {
            let city = &view.seats[seat.index()].city;
            if city.is_empty() {
                return t!(lang, "gb-where-no-city", name = name(names, seat));
            }
            let cards: Vec<String> = city
                .iter()
                .enumerate()
                .map(|(at, built)| {
                    let what = built.map_or_else(|| t!(lang, "gb-where-breach"), |c| card(c, lang));
                    format!("{} {what}", at + 1)
                })
                .collect();
            t!(
                lang,
                "gb-where-city",
                name = name(names, seat),
                cards = cards.join("; ")
            )
        })
        .collect();
    if let Some(bidding) = &view.bidding {
        let offered = match (bidding.card, bidding.kind) {
            (Some(c), _) => card(c, lang),
            (None, Some(k)) => kind(k, lang),
            (None, None) => t!(lang, "gb-where-unknown-card"),
        };
        let bids: Vec<String> = bidding
            .bids
            .iter()
            .map(|&(seat, bid)| format!("{} {bid}", name(names, seat)))
            .collect();
        let passed: Vec<&str> = bidding.passed.iter().map(|&s| name(names, s)).collect();
        lines.push(t!(
            lang,
            "gb-where-auction",
            pile = pile(bidding.pile, lang),
            card = offered,
            bids = if bids.is_empty() { "–".to_owned() } else { bids.join(", ") },
            passed = if passed.is_empty() { "–".to_owned() } else { passed.join(", ") }
        ));
    }
    lines
}
