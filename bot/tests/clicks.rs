//! Every action is made by clicks on the board alone: for random positions
//! of every game at every table size, actions of the seat to act are spelt
//! out on the web board as a player would, clicking a place wherever the
//! action's next words name one that was drawn (what a click adds reckoned
//! as `board.ts` reckons it, the words between that name no place,
//! `; cardinal`, coming with it), and otherwise a button the board draws for
//! the next words no place names (a bid, `pay`, a mode), never the list;
//! the words must end as the whole action, ready to play.
//!
//! Before the `;` was a word of its own, Cardinal's cells did not click
//! after `red house` on a first turn, and after `yellow tower` a click on
//! the cell ended the move before the cardinal could be moved.

use crate::common;

use std::collections::BTreeSet;

use common::HERE;
use keystone_bot::games::{KINDS, Layout, Place};
use keystone_bot::service::{First, Narrowed, Service};
use keystone_data::Store;
use keystone_engine::GameRng;
use keystone_engine::rng::Stream;

/// An action's words as the board clicks them (`;` a word of its own).
fn words_of(notation: &str) -> Vec<String> {
    let mut words = Vec::new();
    for word in notation.split_whitespace() {
        match word.strip_suffix(';') {
            Some(head) if !head.is_empty() => words.extend([head.to_owned(), ";".to_owned()]),
            _ => words.push(word.to_owned()),
        }
    }
    words
}

/// The words a click on `place` names, its verb first while nothing is
/// typed (`clicked` in `board.ts`).
fn clicked(place: &Place, typed: &[String]) -> Vec<String> {
    let mut words = Vec::new();
    if let Some(verb) = place.verb
        && typed.is_empty()
    {
        words.push(verb.to_owned());
    }
    words.extend(place.words.split_whitespace().map(str::to_owned));
    words
}

/// The first words of everything drawn that may name something now
/// (`namedNow` in `board.ts`): a place named so only after a verb names
/// nothing in an action that begins otherwise.
fn named(places: &[Place], typed: &[String]) -> BTreeSet<String> {
    places
        .iter()
        .filter(|p| p.verb.is_none_or(|v| typed.first().is_none_or(|w| w == v)))
        .filter_map(|p| clicked(p, typed).into_iter().next())
        .collect()
}

/// Where `words` come in `next` after words that name no place, if they do.
fn after_unnamed(words: &[String], next: &[String], named: &BTreeSet<String>) -> Option<usize> {
    let mut skip = 0;
    while skip + words.len() <= next.len() {
        if next[skip..skip + words.len()] == *words {
            return Some(skip);
        }
        if named.contains(&next[skip]) {
            return None;
        }
        skip += 1;
    }
    None
}

/// What a click on `place` adds now, if it may be clicked (`extension` in
/// `board.ts`): the same words after every action it goes on.
fn extension(
    place: &Place,
    places: &[Place],
    typed: &[String],
    narrowed: &Narrowed,
) -> Option<Vec<String>> {
    if let Some(verb) = place.verb
        && typed.first().is_some_and(|w| w != verb)
    {
        return None;
    }
    let words = clicked(place, typed);
    let named = named(places, typed);
    let found: BTreeSet<Vec<String>> = narrowed
        .next
        .iter()
        .filter_map(|rest| {
            let next: Vec<String> = rest.split_whitespace().map(str::to_owned).collect();
            let skip = after_unnamed(&words, &next, &named)?;
            Some(next[..skip + words.len()].to_vec())
        })
        .collect();
    (found.len() == 1).then(|| found.into_iter().next().unwrap())
}

/// The next words that clicks on places do not add, for some action they
/// go on (`controls` in `board.ts`): the buttons drawn beside the place
/// last clicked, or under the board. A word every action of which goes on
/// by a click (`; cardinal`, then the cell) is clicked through instead.
fn controls(places: &[Place], typed: &[String], narrowed: &Narrowed) -> Vec<Vec<String>> {
    let clicks: Vec<Vec<String>> = places
        .iter()
        .filter_map(|p| extension(p, places, typed, narrowed))
        .collect();
    let nexts: Vec<Vec<String>> = narrowed
        .next
        .iter()
        .map(|rest| rest.split_whitespace().map(str::to_owned).collect())
        .collect();
    narrowed
        .words
        .iter()
        .map(|w| w.notation.split(' ').map(str::to_owned).collect::<Vec<_>>())
        .filter(|w| {
            !nexts
                .iter()
                .filter(|rest| rest.starts_with(w))
                .all(|rest| clicks.iter().any(|c| rest.starts_with(c)))
        })
        .collect()
}

/// Spells `action` out on `user`'s board laid out for `layout` as a player
/// would, by clicks on the pictures and on the buttons drawn on them alone
/// (never the list); says where that could not go on.
fn spell_out(service: &Service, user: u64, action: &str, layout: Layout) -> Result<(), String> {
    let board = service
        .web_board(HERE, user, layout, layout.sharp_scale())
        .map_err(|e| e.to_string())?;
    let stamp = board.stamp.into();
    let on_board: Vec<Place> = board.pictures.into_iter().flat_map(|p| p.places).collect();
    let target = words_of(action);
    let mut typed: Vec<String> = Vec::new();
    let mut clicks = 0;
    loop {
        let narrowed = service
            .web_choices(HERE, user, stamp, &[], &typed.join(" "))
            .map_err(|e| format!("after {typed:?}: {e}"))?;
        if typed == target {
            return match narrowed.whole {
                Some(whole) if whole == action => Ok(()),
                other => Err(format!("spelt out, it is {other:?}")),
            };
        }
        // A whole action that may go on is drawn, as the board draws it:
        // its places are those clicked next.
        let previewed = match &narrowed.whole {
            Some(whole) if narrowed.further => service
                .web_preview(
                    HERE,
                    user,
                    stamp,
                    std::slice::from_ref(whole),
                    layout,
                    layout.sharp_scale(),
                )
                .map_err(|e| e.to_string())?
                .map(|(_, drawn)| drawn.into_iter().flat_map(|p| p.places).collect::<Vec<_>>()),
            _ => None,
        };
        let places = previewed.as_deref().unwrap_or(&on_board);
        let rest = &target[typed.len()..];
        let click = places
            .iter()
            .filter_map(|p| extension(p, places, &typed, &narrowed))
            .find(|added| rest.starts_with(added));
        if let Some(added) = click {
            typed.extend(added);
            clicks += 1;
            continue;
        }
        let buttons = controls(places, &typed, &narrowed);
        let Some(pressed) = buttons.into_iter().find(|w| rest.starts_with(w)) else {
            return Err(format!(
                "after {typed:?} ({clicks} clicks), {:?} is neither a place that clicks nor a button (next: {:?})",
                rest.first(),
                narrowed.next
            ));
        };
        typed.extend(pressed);
    }
}

fn places_click_for(games: u64, every: usize, checks: usize, tries: usize) {
    for kind in KINDS {
        for seats in kind.seats.clone() {
            for seed in 0..games {
                let (_store, service) = common::table(kind.name, seats, seed, First::Random);
                let mut rng = GameRng::new(seed ^ 0xC11C, Stream::Play);
                for step in 0..every * checks {
                    let Some(&mover) = service.waiting_for(HERE).unwrap().first() else {
                        break;
                    };
                    let moves = service.moves(HERE, mover).unwrap();
                    if step % every == 0 {
                        for tried in 0..tries {
                            let action = &moves[rng.below(moves.len() as u32) as usize].notation;
                            // A phone's board and a computer's, in turn.
                            let layout = [Layout::Narrow, Layout::Wide][tried % 2];
                            spell_out(&service, mover, action, layout).unwrap_or_else(|why| {
                                panic!(
                                    "{} for {seats}, seed {seed}, step {step}, {action:?} ({layout:?}): {why}",
                                    kind.name
                                )
                            });
                        }
                    }
                    let chosen = &moves[rng.below(moves.len() as u32) as usize].notation;
                    service.play(HERE, mover, chosen, None).unwrap();
                }
            }
        }
    }
}

#[test]
fn every_action_is_made_by_clicks_on_the_board_alone() {
    places_click_for(1, 5, 6, 6);
}

#[test]
#[ignore = "long: many games of every game and table size"]
fn every_action_is_made_by_clicks_on_the_board_alone_long() {
    places_click_for(4, 3, 30, 8);
}

/// The move is drawn as it is made: the seat's board with the move chosen
/// on it, nothing played; nothing chosen, nothing drawn.
#[test]
fn the_move_is_drawn_as_it_is_made_and_nothing_is_played() {
    let (store, service) = common::table("cardinal", 2, 3, First::Me);
    let mover = service.waiting_for(HERE).unwrap()[0];
    let board = service
        .web_board(HERE, mover, Layout::Narrow, Layout::Narrow.sharp_scale())
        .unwrap();
    let stamp = board.stamp.into();
    let steps = store.get(HERE).unwrap().unwrap().log.len();
    assert!(
        service
            .web_preview(
                HERE,
                mover,
                stamp,
                &[],
                Layout::Narrow,
                Layout::Narrow.sharp_scale()
            )
            .unwrap()
            .is_none()
    );
    let moves = service.moves(HERE, mover).unwrap();
    let building = &moves[0];
    let (_, drawn) = service
        .web_preview(
            HERE,
            mover,
            stamp,
            std::slice::from_ref(&building.notation),
            Layout::Narrow,
            Layout::Narrow.sharp_scale(),
        )
        .unwrap()
        .expect("drawn");
    assert_eq!(drawn.len(), board.pictures.len());
    assert_ne!(
        drawn[0].image, board.pictures[0].image,
        "{} is drawn",
        building.notation
    );
    assert_eq!(
        store.get(HERE).unwrap().unwrap().log.len(),
        steps,
        "nothing played"
    );
}
