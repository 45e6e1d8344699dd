//! One conformance harness for every game (as OpenSpiel has): random
//! playouts to the end with departures now and then, checking after every
//! action what any game of the seam must hold. A game plugs in by
//! implementing [`Subject`]: the probes that test "every action that
//! applies is listed", and its own invariants.

use std::collections::HashSet;

use keystone_engine::ahead::Ahead;
use keystone_engine::babylon::{self as by, Babylon};
use keystone_engine::basilica::{Action, Basilica, Cell, OrderAction, PaidAction, Rank, Slot};
use keystone_engine::cardinal::{self, Cardinal, Colour, Footprint, Shape};
use keystone_engine::grands_batisseurs::{
    self as gb, CardId, GrandsBatisseurs, Pile, Place, Target,
};
use keystone_engine::play::{self, LEAVE};
use keystone_engine::rng::Stream;
use keystone_engine::{Game, GameRng, Record, Seat, Seating, snapshot};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};

/// What a game gives the harness beyond the seam.
trait Subject: Game {
    /// Whether seats may leave mid-game and the others play on.
    const LEAVES: bool;
    /// More actions than any game takes.
    const MAX_ACTIONS: usize;
    /// Actions worth trying for `seat` now, a superset of the legal ones
    /// near the position (`legal` is what the game listed).
    fn probes(&self, seat: Seat, legal: &[Self::Action]) -> Vec<Self::Action>;
    /// The game's own invariants after every action, beyond what
    /// [`Game::check`] checks of any stored game.
    fn invariants(&self) -> Result<(), String>;
}

fn fail(message: String) -> TestCaseError {
    TestCaseError::fail(message)
}

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("views serialise")
}

/// Plays one random game of `seats`, checking the seam after every action.
fn conform<G: Subject>(seats: usize, seed: u64) -> Result<G, TestCaseError> {
    let table = Seating {
        seats,
        first: None,
        seed,
    };
    let mut game = G::new(&table, &G::Options::default()).map_err(|e| fail(e.0))?;
    let mut rng = GameRng::new(seed ^ 0xC0F0, Stream::Play);
    let mut log: Vec<(Seat, String)> = Vec::new();
    let mut legal = Vec::new();
    let mut other = Vec::new();
    let names: Vec<String> = (1..=seats).map(|n| format!("P{n}")).collect();
    for step in 0.. {
        prop_assert!(step < G::MAX_ACTIONS, "the game does not end");
        game.check()
            .and_then(|()| game.invariants())
            .map_err(|e| fail(format!("step {step}: {e}")))?;
        // What the scores are made of is told at the end only.
        prop_assert!(game.is_over() || game.tally().is_none());
        let to_act = game.to_act();
        if to_act.is_empty() {
            break;
        }
        // Now and then a seat leaves: the others play on without it.
        if G::LEAVES && seats > 2 && rng.below(40) == 0 {
            let seat = Seat::from_index(rng.below(seats as u32) as usize);
            let mut events = Vec::new();
            let mut copy = game.clone();
            if copy.leave(seat, &mut events).is_ok() {
                let mut again = copy.clone();
                prop_assert!(again.leave(seat, &mut events).is_err(), "left twice");
                prop_assert!(again == copy, "a refused departure changed the game");
                game = copy;
                log.push((seat, LEAVE.to_owned()));
            } else {
                prop_assert!(copy == game, "a refused departure changed the game");
            }
            continue;
        }
        for seat in Seat::all(seats) {
            game.legal_actions(seat, &mut other);
            prop_assert_eq!(
                other.is_empty(),
                !to_act.contains(seat),
                "seat {} lists actions exactly when it must act",
                seat
            );
            prop_assert_eq!(
                game.random_action(seat, &mut rng, &mut other).is_some(),
                to_act.contains(seat),
                "seat {} draws a random action exactly when it must act",
                seat
            );
        }
        let seat = to_act.iter().next().expect("someone acts");
        game.legal_actions(seat, &mut legal);
        let listed: HashSet<G::Action> = legal.iter().cloned().collect();
        prop_assert_eq!(
            listed.len(),
            legal.len(),
            "duplicates among the legal actions"
        );
        // The game's own random draw (what playouts play) is listed.
        for _ in 0..4 {
            let drawn = game.random_action(seat, &mut rng, &mut other);
            prop_assert!(
                drawn.as_ref().is_some_and(|a| listed.contains(a)),
                "a random action is not listed: {:?}",
                drawn
            );
        }
        // What is offered is legal, and where a legal action leads, an
        // offered one leads too (the same move written another way).
        let mut offered = Vec::new();
        game.offered_actions(seat, &mut offered);
        for action in &offered {
            prop_assert!(
                listed.contains(action),
                "offered {} is not legal",
                G::format_action(action)
            );
        }
        // (Only where some are merged: a game offers most lists whole.)
        let merged = offered.len() < legal.len();
        for _ in 0..if merged { 2 } else { 0 } {
            let action = &legal[rng.below(legal.len() as u32) as usize];
            let mut after = game.clone();
            if after.apply(seat, action).is_ok() {
                let reached = offered.iter().any(|o| {
                    let mut there = game.clone();
                    there.apply(seat, o).is_ok() && there == after
                });
                prop_assert!(
                    reached,
                    "{} leads where nothing offered does",
                    G::format_action(action)
                );
            }
        }
        // A sample of the listed actions apply and read back.
        for _ in 0..12 {
            let action = &legal[rng.below(legal.len() as u32) as usize];
            let text = G::format_action(action);
            prop_assert_eq!(
                G::parse_line(&text).ok(),
                Some(vec![action.clone()]),
                "{} does not read back",
                text
            );
            let mut copy = game.clone();
            prop_assert!(
                copy.apply(seat, action).is_ok(),
                "listed {} does not apply",
                text
            );
        }
        // Every probe that applies is listed; a refused one changes nothing;
        // nothing applies for a seat not asked.
        let mut scratch = game.clone();
        for probe in game.probes(seat, &legal) {
            match scratch.apply(seat, &probe) {
                Ok(()) => {
                    prop_assert!(
                        listed.contains(&probe),
                        "{} applies but is not listed",
                        G::format_action(&probe)
                    );
                    scratch.clone_from(&game);
                }
                Err(_) => prop_assert!(
                    scratch == game,
                    "a refused {} changed the game",
                    G::format_action(&probe)
                ),
            }
        }
        for bystander in Seat::all(seats).filter(|s| !to_act.contains(*s)) {
            let action = &legal[0];
            prop_assert!(
                scratch.apply(bystander, action).is_err(),
                "a bystander acted"
            );
            prop_assert!(scratch == game);
        }
        // Hidden things redrawn: nobody can tell, and the seat to act has
        // the same choices.
        if step % 7 == 0 {
            for viewer in Seat::all(seats) {
                let sampled = game.sample_hidden(viewer, &mut rng);
                // What is drawn anew depends on what the seat sees and the
                // generator alone: from a game it cannot tell from this
                // one, the same generator draws the very same game.
                let again = rng.next_u64();
                let from_real = game.sample_hidden(viewer, &mut GameRng::new(again, Stream::Play));
                let from_sampled =
                    sampled.sample_hidden(viewer, &mut GameRng::new(again, Stream::Play));
                prop_assert!(
                    from_real == from_sampled,
                    "sample_hidden depends on more than what seat {} sees",
                    viewer
                );
                // An action that reveals nothing to the seat acting shows it
                // the same game whatever is hidden; whether it reveals is
                // told from what the seat sees.
                if viewer == seat {
                    for _ in 0..6 {
                        let action = &legal[rng.below(legal.len() as u32) as usize];
                        let reveals = game.reveals(seat, action);
                        prop_assert_eq!(
                            sampled.reveals(seat, action),
                            reveals,
                            "whether {} reveals depends on what is hidden",
                            G::format_action(action)
                        );
                        // What may follow it in a line is the same
                        // whatever is hidden.
                        let line = std::slice::from_ref(action);
                        let (mut after, mut after_sampled) = (Vec::new(), Vec::new());
                        Ahead::follow(&game, seat, line)
                            .map_err(|e| fail(format!("{e:?}")))?
                            .legal_actions(seat, &mut after);
                        Ahead::follow(&sampled, seat, line)
                            .map_err(|e| fail(format!("{e:?}")))?
                            .legal_actions(seat, &mut after_sampled);
                        prop_assert!(
                            after == after_sampled,
                            "what may follow {} depends on what is hidden",
                            G::format_action(action)
                        );
                        if !reveals {
                            let (mut real, mut other) = (game.clone(), sampled.clone());
                            real.apply(seat, action).map_err(|e| fail(e.to_string()))?;
                            other.apply(seat, action).map_err(|e| fail(e.to_string()))?;
                            prop_assert_eq!(
                                json(&other.view(Some(seat))),
                                json(&real.view(Some(seat))),
                                "{} reveals something, yet says it does not",
                                G::format_action(action)
                            );
                        }
                    }
                }
                prop_assert_eq!(
                    json(&sampled.view(Some(viewer))),
                    json(&game.view(Some(viewer)))
                );
                prop_assert_eq!(json(&sampled.view(None)), json(&game.view(None)));
                if viewer == seat {
                    sampled.legal_actions(seat, &mut other);
                    prop_assert!(other == legal, "a sampled game gives other choices");
                }
            }
            let back: G =
                snapshot::load(&snapshot::save(&game)).map_err(|e| fail(e.to_string()))?;
            prop_assert!(back == game, "the snapshot does not round-trip");
            // What the table has seen replays to the same public position.
            let public = play::public_record_of(&game, &names, &log);
            let text = public.to_text();
            let replayed: G = play::replay(&Record::parse(&text).map_err(|e| fail(e.to_string()))?)
                .map_err(|e| fail(format!("the public record does not replay: {e}\n{text}")))?;
            prop_assert_eq!(
                json(&replayed.view(None)),
                json(&game.view(None)),
                "{}\nthe whole record:\n{}",
                text,
                play::record_of(&game, &names, &log).to_text()
            );
        }
        let action = legal[rng.below(legal.len() as u32) as usize].clone();
        game.apply(seat, &action)
            .map_err(|e| fail(format!("{}: {e}", G::format_action(&action))))?;
        log.push((seat, G::format_action(&action)));
    }
    let outcome = game.outcome().expect("a game with nobody to act is over");
    // Only a solo game may be lost by everyone (Babylon's goal, Y40).
    prop_assert!(!outcome.winners.is_empty() || seats == 1);
    prop_assert!(outcome.winners.iter().all(|w| !outcome.left.contains(&w)));
    // Every score is its items' sum, and the winners are the best of the
    // seats still in after the tie-breaks, in order (alone, the goal
    // decides).
    let tally = game.tally().expect("a finished game tells its scores");
    prop_assert_eq!(tally.totals(), outcome.scores.clone());
    if seats > 1 {
        let mut best: Vec<Seat> = Seat::all(seats)
            .filter(|s| !outcome.left.contains(s))
            .collect();
        let top = best.iter().map(|s| outcome.scores[s.index()]).max();
        best.retain(|s| Some(outcome.scores[s.index()]) == top);
        for tie_break in &tally.tie_breaks {
            let key = |s: &Seat| {
                let v = tie_break.values[s.index()];
                if tie_break.fewer_wins { -v } else { v }
            };
            let top = best.iter().map(key).max();
            best.retain(|s| Some(key(s)) == top);
        }
        let winners: Vec<Seat> = outcome.winners.iter().collect();
        prop_assert_eq!(best, winners, "the tally's tie-breaks decide the winners");
    }
    // The whole record replays to the very same game.
    let text = play::record_of(&game, &names, &log).to_text();
    let replayed: G = play::replay(&Record::parse(&text).map_err(|e| fail(e.to_string()))?)
        .map_err(|e| fail(format!("{e}\n{text}")))?;
    prop_assert!(
        replayed == game,
        "the record does not replay to the same game"
    );
    let back: G = snapshot::load(&snapshot::save(&game)).map_err(|e| fail(e.to_string()))?;
    prop_assert!(back == game);
    Ok(game)
}

fn config(cases: u32) -> Config {
    Config {
        cases,
        rng_seed: RngSeed::Fixed(0x636f_6e66_6f72_6d73),
        failure_persistence: None,
        ..Config::default()
    }
}

// --- Basilica -------------------------------------------------------------

impl Subject for Basilica {
    const LEAVES: bool = false;
    const MAX_ACTIONS: usize = 10_000;
    fn probes(&self, _seat: Seat, _legal: &[Action]) -> Vec<Action> {
        basilica_candidates(self)
    }
    fn invariants(&self) -> Result<(), String> {
        Ok(())
    }
}

/// Every action that could be written at this position: a superset of the
/// legal ones (every slot with every order word, every cell of the rows in
/// use and two beyond, every rank).
fn basilica_candidates(game: &Basilica) -> Vec<Action> {
    let rows = game.cathedral().height() + 2;
    let cells: Vec<Cell> = (0..rows)
        .flat_map(|r| (0..5).filter_map(move |c| Cell::new(c, r)))
        .collect();
    let occupied: Vec<Cell> = game
        .cathedral()
        .vaults()
        .filter(|(_, v)| v.builder.is_some())
        .map(|(c, _)| c)
        .collect();
    let near = |c: Cell| {
        c.neighbours().chain(
            cells
                .iter()
                .copied()
                .filter(move |&o| o.row().abs_diff(c.row()) == 2)
                .take(1),
        )
    };
    let mut out = vec![Action::Builder, Action::Decline];
    for &cell in &cells {
        for slot in Slot::ALL {
            out.push(Action::Vault { slot, cell });
            for rank in Rank::ALL {
                out.push(Action::Order {
                    slot,
                    order: OrderAction::Promote { cell, rank },
                });
            }
            for to in near(cell) {
                out.push(Action::Order {
                    slot,
                    order: OrderAction::Move { from: cell, to },
                });
            }
            out.push(Action::Order {
                slot,
                order: OrderAction::Recruit { cell },
            });
            out.push(Action::Order {
                slot,
                order: OrderAction::Glass { cell },
            });
            out.push(Action::Order {
                slot,
                order: OrderAction::Catastrophe { cell },
            });
            for &second in &cells {
                out.push(Action::Order {
                    slot,
                    order: OrderAction::Scaffold {
                        first: cell,
                        second,
                    },
                });
            }
            for &from in occupied.iter().chain(cells.iter().take(2)) {
                for to in near(from) {
                    out.push(Action::Order {
                        slot,
                        order: OrderAction::Confusion {
                            own: cell,
                            from,
                            to,
                        },
                    });
                }
            }
        }
        for rank in Rank::ALL {
            out.push(Action::Pay(PaidAction::Promote { cell, rank }));
        }
        out.push(Action::Pay(PaidAction::Recruit { cell }));
        for to in near(cell) {
            out.push(Action::Pay(PaidAction::Confusion { from: cell, to }));
        }
    }
    out
}

// --- Cardinal -------------------------------------------------------------

impl Subject for Cardinal {
    const LEAVES: bool = true;
    const MAX_ACTIONS: usize = 200;
    fn probes(&self, _seat: Seat, legal: &[cardinal::Action]) -> Vec<cardinal::Action> {
        // Every building near the town; on the first turn the cardinal and
        // the pawn are required, so they are borrowed from a legal turn.
        let borrowed = legal[0];
        let mut out: Vec<cardinal::Action> = cardinal_candidates(self)
            .into_iter()
            .map(|mut candidate| {
                if self.cardinal().is_none() {
                    candidate.pawn = borrowed.pawn;
                    candidate.cardinal = borrowed
                        .cardinal
                        .filter(|c| !candidate.footprint.covers(*c));
                }
                candidate
            })
            .collect();
        // Every cardinal move near the town, after a legal building.
        let building = legal[legal.len() / 2];
        let (low, high) = self.town().bounds();
        for x in low.x - 2..=high.x + 2 {
            for y in low.y - 2..=high.y + 2 {
                out.push(cardinal::Action {
                    cardinal: Some(cardinal::Cell::new(x, y)),
                    ..building
                });
            }
        }
        out
    }
    fn invariants(&self) -> Result<(), String> {
        Ok(())
    }
}

/// Every building that could be written near the town, without cardinal
/// or pawn: a superset of the legal buildings.
fn cardinal_candidates(game: &Cardinal) -> Vec<cardinal::Action> {
    let (low, high) = game.town().bounds();
    let mut footprints = Vec::new();
    for x in low.x - 2..=high.x + 2 {
        for y in low.y - 2..=high.y + 2 {
            let at = cardinal::Cell::new(x, y);
            footprints.push((Shape::House, Footprint::one(at)));
            footprints.push((Shape::Tower, Footprint::one(at)));
            footprints.push((
                Shape::Place,
                Footprint::two(at, cardinal::Cell::new(x + 1, y)),
            ));
            footprints.push((
                Shape::Place,
                Footprint::two(at, cardinal::Cell::new(x, y + 1)),
            ));
        }
    }
    let mut out = Vec::new();
    for colour in Colour::ALL {
        for &(shape, footprint) in &footprints {
            out.push(cardinal::Action {
                colour: Some(colour),
                shape,
                footprint,
                cardinal: None,
                pawn: None,
            });
        }
    }
    out
}

// --- Les Grands Bâtisseurs ------------------------------------------------

impl Subject for GrandsBatisseurs {
    const LEAVES: bool = true;
    const MAX_ACTIONS: usize = 20_000;

    fn probes(&self, seat: Seat, _legal: &[gb::Action]) -> Vec<gb::Action> {
        use gb::Action::*;
        let seats = self.seat_count();
        let cap = Seat::all(seats)
            .filter(|&s| self.plays(s))
            .map(|s| self.purse(s))
            .max()
            .unwrap_or(0);
        let mut out = vec![AuctionDown, Pass, Done, Pay, Refuse];
        // Bids are listed up to the bidder's own purse (a higher one is a
        // legal bluff, not offered).
        let cap = cap.min(self.purse(seat));
        for bid in 0..=cap.max(1) {
            out.push(AuctionUp(bid));
            out.push(Bid(bid));
        }
        let mut names: Vec<_> = self.hand(seat).iter().map(|c| c.card()).collect();
        names.extend(CardId::all().take(1).map(|c| c.card()));
        names.dedup();
        let city = self.city(seat).positions().len() as u8;
        let places: Vec<Place> = [Place::Left, Place::Right]
            .into_iter()
            .chain((1..=city + 1).map(Place::Breach))
            .collect();
        for &a in &names {
            for &pa in &places {
                out.push(Build(vec![(a, pa)]));
                if !self.has_built(seat) {
                    for &b in &names {
                        for &c in &names {
                            out.push(Build(vec![(a, pa), (b, Place::Right), (c, Place::Right)]));
                            out.push(Build(vec![(a, pa), (b, Place::Left), (c, Place::Right)]));
                        }
                    }
                } else {
                    for &b in &names {
                        for &pb in &places {
                            out.push(Build(vec![(a, pa), (b, pb)]));
                        }
                    }
                }
            }
        }
        for victim in Seat::all(seats) {
            out.push(Steal(victim));
            let positions = self.city(victim).positions().len() as u8;
            let targets = (1..=positions + 1)
                .map(Target::Building)
                .chain([Target::Hand]);
            for target in targets {
                for pile in [None, Some(Pile::Up), Some(Pile::Down)] {
                    out.push(Sabotage {
                        seat: victim,
                        target,
                        pile,
                    });
                }
            }
        }
        out
    }

    fn invariants(&self) -> Result<(), String> {
        // Every card once, the stones, the cities' rows: Game::check.
        Ok(())
    }
}

/// The games this suite runs, each below.
const SUITE: &[&str] = &[
    Basilica::KIND,
    Cardinal::KIND,
    GrandsBatisseurs::KIND,
    Babylon::KIND,
];

#[test]
fn every_game_of_the_engine_conforms_here() {
    for game in keystone_engine::GAMES {
        assert!(
            SUITE.contains(game),
            "{game} is not in the conformance suite: give it a Subject and a test"
        );
    }
}

proptest! {
    // Basilica's probes are many (every slot, cell and order word).
    #![proptest_config(config(60))]

    #[test]
    fn basilica_conforms(seed in any::<u64>()) {
        conform::<Basilica>(2, seed)?;
    }
}

proptest! {
    #![proptest_config(config(150))]

    #[test]
    fn cardinal_conforms(seed in any::<u64>(), seats in 2usize..=4) {
        conform::<Cardinal>(seats, seed)?;
    }
}

proptest! {
    #![proptest_config(config(300))]

    #[test]
    fn grands_batisseurs_conforms(seed in any::<u64>(), seats in 2usize..=4) {
        conform::<GrandsBatisseurs>(seats, seed)?;
    }
}

// --- Babylon --------------------------------------------------------------

impl Subject for Babylon {
    const LEAVES: bool = true;
    const MAX_ACTIONS: usize = 20_000;

    fn probes(&self, seat: Seat, _legal: &[by::Action]) -> Vec<by::Action> {
        use by::{Action as A, Choice, Deed, Pay};
        let player = self.player(seat);
        let sheet = &player.sheet;
        let mut out = vec![
            A::Penalty { accept: true },
            A::Penalty { accept: false },
            A::Skip,
            A::Undo,
            A::Done,
            A::TakeGreen,
            A::ConvertWheat,
            A::ConvertWood(by::Metal::Gold),
            A::ConvertWood(by::Metal::Stone),
        ];
        out.extend((1..=6).map(A::Take));
        // Every tile, side and placement on the icon area.
        for tile in 1..=14 {
            for side in by::Side::ALL {
                let footprint = by::Footprint::of(by::Shape::of_tile(tile), side);
                for cells in footprint.placements(3, 3).iter().take(3) {
                    if let Some(cells) = by::BoardCells::from_xy(cells) {
                        out.push(A::Tile { tile, side, cells });
                    }
                }
            }
        }
        let cells: Vec<by::Cell> = by::Cell::all().collect();
        // Near what is drawn: the filled cells, their neighbours, row 1.
        let near: Vec<by::Cell> = cells
            .iter()
            .copied()
            .filter(|c| {
                c.y() == 0
                    || sheet.filled.contains(*c)
                    || c.neighbours().any(|n| sheet.filled.contains(n))
            })
            .collect();
        for icon in by::TowerIcon::ALL {
            for &cell in &near {
                out.push(A::Bonus(Choice::Circle(icon, cell)));
                out.push(A::Bonus(Choice::Pencil(icon, cell)));
            }
        }
        out.extend((1..=5).map(|row| A::Bonus(Choice::Wall(row))));
        for resource in by::Resource::ALL {
            out.push(A::Bonus(Choice::River(resource)));
        }
        // Round shapes and shape3s of both hands.
        for shape in by::Shape::all().take(4) {
            for side in by::Side::ALL {
                let footprint = by::Footprint::of(shape, side);
                for cells in footprint.placements(6, 10).iter().step_by(7) {
                    if let Some(cells) = by::Cells::from_xy(cells) {
                        out.push(A::Draw(cells));
                    }
                }
            }
        }
        for cells in by::Footprint::new([(0, 0), (1, 0), (1, 1)])
            .placements(6, 10)
            .iter()
            .step_by(5)
        {
            if let Some(cells) = by::Cells::from_xy(cells) {
                out.push(A::Bonus(Choice::Shape3(cells)));
            }
        }
        // Section actions with every die, none, or a resource, with and
        // without the Pond.
        let pays: Vec<Option<Pay>> = [None]
            .into_iter()
            .chain((1..=6).map(|v| Some(Pay::Die(v))))
            .chain([
                Some(Pay::Resource(by::Resource::Wood)),
                Some(Pay::Resource(by::Resource::Wheat)),
            ])
            .collect();
        let printed = [
            "a1", "f5", "c7", "e3", "a6", "b3", "d6", "f2", "c4", "a7", "b1",
        ];
        let mut deeds = Deed::PLAIN.to_vec();
        deeds.push(Deed::Statue(by::Cells::EMPTY));
        for text in printed {
            let cell: by::Cell = text.parse().unwrap();
            deeds.extend([
                Deed::Art(cell),
                Deed::Mosaic(cell),
                Deed::Palm(cell),
                Deed::Lion(cell),
            ]);
        }
        let lions = ["f2", "c4", "a7", "c9"].map(|c| c.parse::<by::Cell>().unwrap());
        deeds.push(Deed::Statue(by::Cells::of(lions[..3].iter().copied())));
        deeds.push(Deed::Statue(by::Cells::of(lions[1..].iter().copied())));
        for pond in [false, true] {
            for &deed in &deeds {
                for &pay in &pays {
                    out.push(A::Write { pond, deed, pay });
                }
            }
        }
        let first_die = player.turn.dice.iter().find(|d| !d.spent).map(|d| d.value);
        let pay = Some(Pay::Die(first_die.unwrap_or(1)));
        for &cell in &near {
            out.push(A::Write {
                pond: false,
                deed: Deed::Mason(by::Cells::EMPTY.with(cell)),
                pay,
            });
            for n in cell.neighbours() {
                out.push(A::Write {
                    pond: false,
                    deed: Deed::Mason(by::Cells::EMPTY.with(cell).with(n)),
                    pay,
                });
            }
            for icon in by::TowerIcon::ALL {
                for pay in [pay, Some(Pay::Resource(by::Resource::Wheat))] {
                    out.push(A::Write {
                        pond: false,
                        deed: Deed::Pencil(icon, cell),
                        pay,
                    });
                }
            }
        }
        out
    }

    fn invariants(&self) -> Result<(), String> {
        // Dice, shapes, tracks: Game::check. The breakdown sums to the
        // score.
        for s in Seat::all(self.seat_count()) {
            if self.breakdown(s).total() != self.scores()[s.index()] {
                return Err(format!("seat {s}: the breakdown does not sum to the score"));
            }
        }
        Ok(())
    }
}

proptest! {
    #![proptest_config(config(40))]

    #[test]
    fn babylon_conforms(seed in any::<u64>(), seats in 1usize..=4) {
        conform::<Babylon>(seats, seed)?;
    }
}

/// Money in a game of Les Grands Bâtisseurs is accounted for: every
/// change of the purses' sum is an income, a payment to the bank or an
/// insolvency, as the events tell it.
#[test]
fn grands_batisseurs_money_is_accounted_for() {
    for seats in 2..=4 {
        for seed in 0..30 {
            let table = Seating {
                seats,
                first: None,
                seed,
            };
            let mut game = GrandsBatisseurs::new(&table, &Default::default()).unwrap();
            let mut rng = GameRng::new(seed, Stream::Play);
            let mut buffer = Vec::new();
            let total = |g: &GrandsBatisseurs| -> i64 {
                Seat::all(seats).map(|s| i64::from(g.purse(s))).sum()
            };
            while let Some((seat, action)) = play::random_action(&game, &mut rng, &mut buffer) {
                let before = game.clone();
                let mut events = Vec::new();
                game.apply_recorded(seat, &action, &mut events).unwrap();
                let mut expected = total(&before);
                for event in &events {
                    match *event {
                        gb::Event::Funds { thalers, .. } => expected += i64::from(thalers),
                        gb::Event::Took { bid, to_opener, .. } => {
                            expected -= i64::from(bid - to_opener);
                        }
                        gb::Event::Insolvent { seat, .. } => {
                            expected -= i64::from(before.purse(seat));
                        }
                        _ => {}
                    }
                }
                assert_eq!(
                    total(&game),
                    expected,
                    "seed {seed}, {seats} seats: {action}"
                );
            }
            assert!(game.is_over());
        }
    }
}
