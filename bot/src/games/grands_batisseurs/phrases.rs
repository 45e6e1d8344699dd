//! The game's nouns and phrases in the reader's language, shared by its
//! accounts, prompts and pictures.

use super::*;

pub(super) fn name<'a>(names: &[&'a str], seat: Seat) -> &'a str {
    names.get(seat.index()).copied().unwrap_or("?")
}

/// "church 7", "église 7".
pub(super) fn card(card: Card, lang: Lang) -> String {
    t!(
        lang,
        "gb-card",
        kind = card.kind.word(),
        value = i64::from(card.value)
    )
}

/// "church", "église".
pub(super) fn kind(kind: CardKind, lang: Lang) -> String {
    t!(lang, "gb-kind", kind = kind.word())
}

pub(super) fn pile(pile: Pile, lang: Lang) -> String {
    t!(lang, "gb-pile", pile = pile.word())
}

pub(super) fn place(place: Place, lang: Lang) -> String {
    match place {
        Place::Left => t!(lang, "gb-place-left"),
        Place::Right => t!(lang, "gb-place-right"),
        Place::Breach(position) => t!(lang, "gb-place-breach", position = i64::from(position)),
    }
}

pub(super) fn face(face: Face, lang: Lang) -> String {
    match face {
        Face::Pips(n) => n.to_string(),
        Face::Saboteur => t!(lang, "gb-face-saboteur"),
    }
}

/// The card at `position` of `seat`'s city, in words (public: cities are).
pub(super) fn building(game: &GrandsBatisseurs, seat: Seat, position: u8, lang: Lang) -> String {
    game.city(seat)
        .at(usize::from(position))
        .map_or_else(|| "?".to_owned(), |c| card(c.card(), lang))
}

/// "church 7 at the left end, gate 1 at the right end".
pub(super) fn laid(cards: &[(Card, Place)], lang: Lang) -> String {
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
