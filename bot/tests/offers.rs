//! Nothing offered to a seat depends on what it cannot see: for random
//! positions of every game at every table size, for every seat and for
//! prefixes it might type (lines of several actions among them, built from
//! what the real game would allow next), the autocomplete, the move picker's
//! pages, `moves`, the status and the whole position in words
//! (`/game board describe`) are the same in the real game and in games
//! drawn by `sample_hidden` for that seat; so is the web board (its
//! pictures pixel for pixel, the places drawn on them, its words, the
//! legal actions it narrows as it is clicked, and the move drawn as it is
//! made, pixel for pixel). The long run is
//! `cargo test -p keystone-bot --test bot offers:: -- --ignored`.

use crate::common;

use std::sync::atomic::{AtomicU64, Ordering};

use common::HERE;
use keystone_bot::games::{self, KINDS, Layout};
use keystone_bot::i18n::Lang;
use keystone_bot::service::reply::Trail;
use keystone_bot::service::{First, Reader, Reply, Service, ServiceError};
use keystone_data::{ChannelId, GameRecord, MemoryStore, Store};
use keystone_engine::GameRng;
use keystone_engine::rng::Stream;

/// A reply or a refusal, as the one who asked reads it.
fn read(result: Result<Reply, ServiceError>) -> String {
    match result {
        Ok(reply) => {
            let menu = reply.menu.map(|m| {
                m.options
                    .into_iter()
                    .map(|o| format!("{} | {} | {}", o.label, o.description, o.value))
                    .collect::<Vec<_>>()
            });
            let prompts: Vec<String> = reply.prompts.iter().map(|p| p.id()).collect();
            format!("{}\n{menu:?}\n{prompts:?}", reply.text)
        }
        Err(e) => format!("refused: {}", e.words(Reader::markdown(Lang::En))),
    }
}

/// Lines `seat` might type now: up to three actions, each one the real
/// game allows after the ones before (what a player who could peek would
/// type), and every prefix of them, word by word.
fn prefixes(
    game: &dyn games::AnyGame,
    seat: keystone_data::Seat,
    rng: &mut GameRng,
) -> Vec<String> {
    let names = ["A", "B", "C", "D"];
    let mut out = vec![String::new()];
    for _ in 0..2 {
        let mut real = game.copy();
        let mut line: Vec<String> = Vec::new();
        for _ in 0..3 {
            let choices = real.choices(seat, &names, Lang::En);
            if choices.is_empty() {
                break;
            }
            let chosen = choices[rng.below(choices.len() as u32) as usize]
                .notation
                .clone();
            if real.play(seat, &chosen, &names, Lang::En).is_err() {
                break;
            }
            line.push(chosen);
        }
        let whole = line.join("; ");
        let mut typed = String::new();
        for word in whole.split(' ') {
            typed.push_str(word);
            out.push(typed.clone());
            typed.push(' ');
            out.push(typed.clone());
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The same seat's offers in `here` (the real game) and `there` (a game
/// it cannot tell from it).
fn same_offers(
    service: &Service,
    here: ChannelId,
    there: ChannelId,
    who: u64,
    typed: &[String],
    trails: &[Trail],
) -> Result<(), String> {
    let differs = |what: &str, a: String, b: String| -> Result<(), String> {
        if a == b {
            Ok(())
        } else {
            Err(format!("{what} differs:\nreal:    {a}\nsampled: {b}"))
        }
    };
    let moves = |channel| {
        format!(
            "{:?}",
            service.moves(channel, who).map_err(|e| e.to_string())
        )
    };
    differs("moves", moves(here), moves(there))?;
    let status = |channel| read(service.status(channel));
    differs("status", status(here), status(there))?;
    let described = |channel| {
        let reply = service.describe(channel, true);
        format!("{:?}", reply.map(|r| (r.text, r.details)))
    };
    differs("the position in words", described(here), described(there))?;
    for prefix in typed {
        let complete = |channel| format!("{:?}", service.complete(channel, who, prefix));
        differs(
            &format!("autocomplete of {prefix:?}"),
            complete(here),
            complete(there),
        )?;
    }
    for trail in trails {
        let pick = |channel| read(service.picker(channel, who, None, *trail));
        differs(&format!("picker at {trail:?}"), pick(here), pick(there))?;
    }
    let board =
        |channel, layout| match service.web_board(channel, who, layout, layout.sharp_scale()) {
            Ok(view) => {
                let pictures: Vec<_> = view
                    .pictures
                    .iter()
                    .map(|p| {
                        (
                            p.panel,
                            p.image.dimensions(),
                            // Pixel for pixel, without printing them all.
                            keystone_render::png::encode(&p.image),
                            &p.places,
                        )
                    })
                    .collect();
                let words = serde_json::to_string(&view).unwrap();
                format!("{words}\n{pictures:?}")
            }
            Err(e) => format!("refused: {}", e.words(Reader::markdown(Lang::En))),
        };
    for layout in [Layout::Narrow, Layout::Wide] {
        differs(
            &format!("web board ({layout:?})"),
            board(here, layout),
            board(there, layout),
        )?;
    }
    let stamp = service.stamp(here).map_err(|e| e.to_string())?;
    for prefix in typed {
        let mut actions: Vec<String> = prefix.split("; ").map(str::to_owned).collect();
        let words = actions.pop().unwrap_or_default();
        let narrowed = |channel| {
            format!(
                "{:?}",
                service
                    .web_choices(channel, who, stamp, &actions, &words)
                    .map_err(|e| e.words(Reader::markdown(Lang::En)))
            )
        };
        differs(
            &format!("web board's choices after {prefix:?}"),
            narrowed(here),
            narrowed(there),
        )?;
    }
    // The move drawn as it is made: the same pictures, pixel for pixel.
    let lines: std::collections::BTreeSet<Vec<String>> = typed
        .iter()
        .map(|prefix| {
            let mut actions: Vec<String> = prefix.split("; ").map(str::to_owned).collect();
            actions.pop();
            actions
        })
        .filter(|actions| !actions.is_empty())
        .collect();
    for actions in lines {
        let preview = |channel, layout| match service.web_preview(
            channel,
            who,
            stamp,
            &actions,
            layout,
            layout.sharp_scale(),
        ) {
            Ok(Some((_, pictures))) => format!(
                "{:?}",
                pictures
                    .iter()
                    .map(|p| (p.panel, keystone_render::png::encode(&p.image), &p.places))
                    .collect::<Vec<_>>()
            ),
            Ok(None) => "nothing drawn".to_owned(),
            Err(e) => format!("refused: {}", e.words(Reader::markdown(Lang::En))),
        };
        for layout in [Layout::Narrow, Layout::Wide] {
            differs(
                &format!("web board's preview of {actions:?} ({layout:?})"),
                preview(here, layout),
                preview(there, layout),
            )?;
        }
    }
    Ok(())
}

/// Plays `games` random games of every game at every table size, checking
/// every seat's offers against a sampled game every `every` actions, at
/// most `checks` times a game.
fn offers_never_depend_on_what_is_hidden(games: u64, every: usize, checks: usize) {
    let next_channel = AtomicU64::new(1000);
    for kind in KINDS {
        for seats in kind.seats.clone() {
            for seed in 0..games {
                let (store, service) = common::table(kind.name, seats, seed, First::Random);
                let mut rng = GameRng::new(seed ^ 0x000F_FE25, Stream::Play);
                for step in 0..every * checks {
                    let Some(&mover) = service.waiting_for(HERE).unwrap().first() else {
                        break;
                    };
                    if step % every == 0 {
                        let record = store.get(HERE).unwrap().unwrap();
                        check_position(&store, &service, &record, &mut rng, &next_channel)
                            .unwrap_or_else(|why| {
                                panic!("{} for {seats}, seed {seed}, step {step}: {why}", kind.name)
                            });
                    }
                    let moves = service.moves(HERE, mover).unwrap();
                    let chosen = &moves[rng.below(moves.len() as u32) as usize].notation;
                    service.play(HERE, mover, chosen, None).unwrap();
                }
            }
        }
    }
}

fn check_position(
    store: &MemoryStore,
    service: &Service,
    record: &GameRecord,
    rng: &mut GameRng,
    next_channel: &AtomicU64,
) -> Result<(), String> {
    let kind = games::kind(&record.kind).unwrap();
    let game = (kind.load)(&record.state).unwrap();
    for (seat, player) in record.seats() {
        let typed = prefixes(&*game, seat, rng);
        // A few trails through the picker's menus.
        let trails: Vec<Trail> = (0..6)
            .map(|_| {
                let mut trail = Trail::default();
                for _ in 0..=rng.below(4) {
                    if let Some(longer) = trail.then(rng.below(6) as usize) {
                        trail = longer;
                    }
                }
                trail
            })
            .chain([Trail::default()])
            .collect();
        {
            let sampled = game.sample_hidden(seat, rng.next_u64());
            let there = ChannelId(next_channel.fetch_add(1, Ordering::SeqCst));
            let mut copy = record.clone();
            copy.channel = there;
            copy.state = sampled.snapshot();
            store.create(copy).map_err(|e| e.to_string())?;
            same_offers(service, HERE, there, player.user, &typed, &trails)
                .map_err(|why| format!("seat {seat}: {why}"))?;
        }
    }
    Ok(())
}

#[test]
fn nothing_offered_depends_on_what_the_seat_cannot_see() {
    offers_never_depend_on_what_is_hidden(1, 7, 6);
}

#[test]
#[ignore = "long: many games of every game and table size"]
fn nothing_offered_depends_on_what_the_seat_cannot_see_long() {
    offers_never_depend_on_what_is_hidden(6, 5, 60);
}
