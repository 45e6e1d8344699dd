//! What a Write action adds to a seat's score, before it is played.

use super::*;

/// What a Write action adds to `seat`'s score, item by item (Y33): the
/// items it changes, each with its points (`mosaic +3, gold −2`). From the
/// seat's own sheet and dice; an action that would turn up something
/// hidden is not weighed.
pub(super) fn written_worth(
    game: &Babylon,
    seat: Seat,
    action: &Action,
    lang: Lang,
) -> Option<String> {
    let mut after = game.clone();
    keystone_engine::Game::apply(&mut after, seat, action).ok()?;
    // As `Game::reveals` (Babylon keeps its default): what turns up
    // something hidden, or ends the game, is not weighed.
    if keystone_engine::Game::revealed(&after) != keystone_engine::Game::revealed(game)
        || keystone_engine::Game::is_over(&after)
    {
        return None;
    }
    let (was, now) = (game.breakdown(seat).items(), after.breakdown(seat).items());
    let changes: Vec<String> = was
        .iter()
        .zip(now.iter())
        .filter(|((_, a), (_, b))| a != b)
        .map(|((item, a), (_, b))| {
            let change = crate::games::explained::term(b - a);
            format!("{} {change}", t!(lang, "babylon-item", item = *item))
        })
        .collect();
    (!changes.is_empty()).then(|| t!(lang, "babylon-label-worth", changes = changes.join(", ")))
}
