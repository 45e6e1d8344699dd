//! The game's nouns and phrases in the reader's language, shared by its
//! accounts, prompts and pictures.

use super::*;

pub(super) fn name<'a>(names: &[&'a str], seat: Seat) -> &'a str {
    names.get(seat.index()).copied().unwrap_or("?")
}

/// "blue vault with a crown", "yellow-blue joker vault".
pub(super) fn vault_words(tile: TileId, lang: Lang) -> String {
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

pub(super) fn colour(colour: Colour, lang: Lang) -> String {
    t!(lang, "basilica-colour", colour = colour.name())
}

pub(super) fn order(order: Order, lang: Lang) -> String {
    t!(lang, "basilica-order", order = order.word())
}

/// What a paid option lets the asked player do, in words: said to them
/// (`yours`) or about them.
pub(super) fn offer_words(offer: PaidOffer, yours: bool, lang: Lang) -> String {
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
