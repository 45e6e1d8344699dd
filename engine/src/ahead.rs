//! What a seat may still be offered, and may still play, after the first
//! actions of a line it is writing, without learning what it cannot see.
//!
//! A line such as `V1 e1; O1 recruit d5` is played all or nothing. Its first
//! action turns up something hidden (the tile that refills order slot 1,
//! B26); what follows must not depend on that until it is played, or the
//! autocomplete, the move picker or a refusal would show the tile to a
//! player who has not committed to anything. So from the first action that
//! reveals ([`Game::reveals`]) the line goes on not in the game itself but
//! in [`WORLDS`] games the seat cannot tell from it, drawn from what the
//! seat sees ([`Game::sample_hidden`], seeded by its view): what is legal in
//! every one of them is what it may be offered after that action, and what
//! a line may hold after it. Before any such action the line goes on in
//! the game itself, which shows the seat nothing new. An action refused in
//! every one of those games for the same reason is refused for its own rule:
//! it is illegal whatever was turned up.

use std::hash::Hasher as _;

use crate::game::Game;
use crate::play::PlayError;
use crate::rng::{GameRng, Stream};
use crate::seat::Seat;

/// How many games a seat pictures past a draw.
pub const WORLDS: usize = 8;

/// Where the first actions of a line lead, as the seat that writes it may
/// know: the game itself, or the games it pictures past a draw.
#[derive(Clone, Debug)]
pub struct Ahead<G: Game> {
    worlds: Vec<G>,
    revealing: Option<usize>,
}

impl<G: Game> Ahead<G> {
    /// Follows `actions` of `seat` from `game`: an error names the first
    /// item illegal where it comes, or the first that may depend on what an
    /// earlier one turns up ([`PlayError::Hidden`]).
    pub fn follow(
        game: &G,
        seat: Seat,
        actions: &[G::Action],
    ) -> Result<Ahead<G>, PlayError<G::Error>> {
        let mut real = game.clone();
        for (index, action) in actions.iter().enumerate() {
            if real.reveals(seat, action) {
                return Self::pictured(&real, seat, actions, index);
            }
            real.apply(seat, action)
                .map_err(|error| PlayError::Illegal {
                    index,
                    action: G::format_action(action),
                    error,
                })?;
        }
        Ok(Ahead {
            worlds: vec![real],
            revealing: None,
        })
    }

    /// The rest of the line from item `revealing`, which reveals, in the
    /// games `seat` pictures from `game`.
    fn pictured(
        game: &G,
        seat: Seat,
        actions: &[G::Action],
        revealing: usize,
    ) -> Result<Ahead<G>, PlayError<G::Error>> {
        let first = &actions[revealing];
        // The action itself is legal or not for what the seat sees.
        game.clone()
            .apply(seat, first)
            .map_err(|error| PlayError::Illegal {
                index: revealing,
                action: G::format_action(first),
                error,
            })?;
        let mut rng = GameRng::new(seed_of(game, seat), Stream::Ahead);
        let mut worlds: Vec<G> = (0..WORLDS)
            .map(|_| game.sample_hidden(seat, &mut rng))
            .collect();
        for (index, action) in actions.iter().enumerate().skip(revealing) {
            let mut refusals = Vec::new();
            for world in &mut worlds {
                if let Err(error) = world.apply(seat, action) {
                    refusals.push(error);
                }
            }
            let Some(refusal) = refusals.first() else {
                continue;
            };
            // Refused in every game pictured, and for the same reason: it
            // is illegal whatever was turned up, and refused for its own
            // rule. Else it depends on what the seat has not seen.
            let everywhere =
                refusals.len() == worlds.len() && refusals.iter().all(|r| r == refusal);
            return Err(if everywhere {
                PlayError::Illegal {
                    index,
                    action: G::format_action(action),
                    error: refusal.clone(),
                }
            } else {
                PlayError::Hidden {
                    index,
                    action: G::format_action(action),
                    revealed_by: G::format_action(first),
                }
            });
        }
        Ok(Ahead {
            worlds,
            revealing: Some(revealing),
        })
    }

    /// The games the line leads to: the game itself, or those pictured.
    pub fn worlds(&self) -> &[G] {
        &self.worlds
    }

    /// The first item that turns something up, if one does.
    pub fn revealing(&self) -> Option<usize> {
        self.revealing
    }

    /// The actions `seat` may go on with: legal in every game the line may
    /// lead to, in the order the first lists them.
    pub fn legal_actions(&self, seat: Seat, out: &mut Vec<G::Action>) {
        self.retained(seat, out, G::legal_actions);
    }

    /// The actions `seat` is offered to go on with: as the first game offers
    /// them ([`Game::offered_actions`]), those legal in every game the line
    /// may lead to.
    pub fn offered_actions(&self, seat: Seat, out: &mut Vec<G::Action>) {
        self.retained(seat, out, G::offered_actions);
    }

    fn retained(
        &self,
        seat: Seat,
        out: &mut Vec<G::Action>,
        listed: fn(&G, Seat, &mut Vec<G::Action>),
    ) {
        let Some((first, rest)) = self.worlds.split_first() else {
            out.clear();
            return;
        };
        listed(first, seat, out);
        let mut other = Vec::new();
        for world in rest {
            world.legal_actions(seat, &mut other);
            let there: std::collections::HashSet<&G::Action> = other.iter().collect();
            out.retain(|a| there.contains(a));
        }
    }
}

/// The seed of the games `seat` pictures: what it sees, and nothing else.
fn seed_of<G: Game>(game: &G, seat: Seat) -> u64 {
    // FNV-1a: stable across builds and platforms, unlike `DefaultHasher`.
    struct Fnv(u64);
    impl std::hash::Hasher for Fnv {
        fn finish(&self) -> u64 {
            self.0
        }
        fn write(&mut self, bytes: &[u8]) {
            for &b in bytes {
                self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
            }
        }
    }
    let mut hasher = Fnv(0xcbf2_9ce4_8422_2325);
    let seen = serde_json::to_vec(&game.view(Some(seat))).unwrap_or_default();
    hasher.write(&seen);
    hasher.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::basilica::Basilica;
    use crate::play::play_typed_recorded;
    use crate::record::Record;

    /// The fixed-deck example's positions, one after each of its actions.
    fn positions() -> Vec<Basilica> {
        let text = include_str!("../../examples/basilica-fixed-deck.txt");
        let record = Record::parse(text).unwrap();
        let mut game: Basilica = crate::play::setup(&record).unwrap();
        let mut out = vec![game.clone()];
        for line in &record.actions {
            crate::play::play_line(&mut game, line.seat, &line.text).unwrap();
            out.push(game.clone());
        }
        out
    }

    fn listed(game: &Basilica, seat: Seat, prefix: &str) -> Vec<String> {
        let mut legal = Vec::new();
        game.legal_actions(seat, &mut legal);
        legal
            .iter()
            .map(Basilica::format_action)
            .filter(|a| a.starts_with(prefix))
            .collect()
    }

    #[test]
    fn a_line_goes_on_past_a_draw_only_with_what_does_not_depend_on_it() {
        // A position, and a vault whose slot's refill brings an order the
        // seat can play at once.
        let (game, seat, vault, drawn) = positions()
            .into_iter()
            .find_map(|game| {
                let seat = game.to_act().iter().next()?;
                let (vault, drawn) = (1..=3).find_map(|slot| {
                    let vault = listed(&game, seat, &format!("V{slot} ")).first()?.clone();
                    let mut real = game.clone();
                    real.apply(seat, &Basilica::parse_action(&vault, 0).ok()?)
                        .ok()?;
                    let drawn = listed(&real, seat, &format!("O{slot} "));
                    (!drawn.is_empty()).then_some((vault, drawn))
                })?;
                Some((game, seat, vault, drawn))
            })
            .expect("a slot whose refill can be played");
        let v = Basilica::parse_action(&vault, 0).unwrap();
        // A vault refills its order slot from the pile (B26): it reveals.
        assert!(game.reveals(seat, &v));
        let ahead = Ahead::follow(&game, seat, std::slice::from_ref(&v)).unwrap();
        assert_eq!(ahead.revealing(), Some(0));
        let mut next = Vec::new();
        ahead.legal_actions(seat, &mut next);
        let next: Vec<String> = next.iter().map(Basilica::format_action).collect();
        // The builder on the vault just placed does not depend on the draw.
        assert!(next.contains(&"B".to_owned()), "{next:?}");
        let line = format!("{vault}; B");
        assert!(play_typed_recorded(&mut game.clone(), seat, &line).is_ok());
        // The order the draw put in the slot: not offered, and refused the
        // same whatever it is.
        assert!(next.iter().all(|a| !drawn.contains(a)), "{next:?}");
        let line = format!("{vault}; {}", drawn[0]);
        match play_typed_recorded(&mut game.clone(), seat, &line) {
            Err(PlayError::Hidden { revealed_by, .. }) => assert_eq!(revealed_by, vault),
            other => panic!("{line}: {other:?}"),
        }
        // Played one by one, it is what it is.
        let mut by_steps = game.clone();
        play_typed_recorded(&mut by_steps, seat, &vault).unwrap();
        play_typed_recorded(&mut by_steps, seat, &drawn[0]).unwrap();
    }
}
