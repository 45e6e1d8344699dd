//! Building Basilica positions for tests, from board diagrams.
//!
//! A diagram lists rows top first, like a picture of the board, each line
//! a row number and five cells:
//!
//! ```text
//! 2 | .  B:1  .  #  .
//! 1 | G  GB   B  .  Y^:2m*
//! ```
//!
//! A cell is `.` (empty), `#` (scaffold), or a vault: colour letters (`B`,
//! or two for a joker, `GB`) or a tile id (`t17`), then optionally `^`
//! (with crown) or `_` (without), `:` and a builder (`1`, `2m`: seat and
//! rank a/m/s), and `*` for stained glass.
#![allow(dead_code, unreachable_pub)]

use keystone_engine::basilica::{
    Basilica, BasilicaSetup, Builder, Cathedral, Cell, Colour, Order, Player, Rank, Slot, Square,
    TileId, Vault,
};
use keystone_engine::{Game, Seat, Seating};

/// The seat count a generic suite tries a game at in its quick run: three
/// where the game allows it, else the nearest it does.
pub fn middling_table<G: Game>() -> usize {
    3.clamp(*G::SEATS.start(), *G::SEATS.end())
}

/// Seat 1 and seat 2.
pub const S1: Seat = Seat::from_index(0);
pub const S2: Seat = Seat::from_index(1);

pub fn cell(text: &str) -> Cell {
    text.parse().unwrap_or_else(|_| panic!("bad cell {text}"))
}

/// What a tile must look like.
#[derive(Clone, Debug)]
pub enum Want {
    Id(TileId),
    Look {
        colours: Vec<Colour>,
        crown: Option<bool>,
        order: Option<Order>,
        paid: Option<bool>,
    },
}

impl Want {
    fn matches(&self, tile: TileId) -> bool {
        let t = tile.tile();
        match self {
            Want::Id(id) => *id == tile,
            Want::Look {
                colours,
                crown,
                order,
                paid,
            } => {
                (colours.is_empty() || (t.colours.iter().collect::<Vec<_>>() == sorted(colours)))
                    && crown.is_none_or(|c| c == t.crown)
                    && order.is_none_or(|o| o == t.order)
                    && paid.is_none_or(|p| p == t.paid)
            }
        }
    }
}

fn sorted(colours: &[Colour]) -> Vec<Colour> {
    let mut c = colours.to_vec();
    c.sort();
    c
}

fn colour(letter: char) -> Colour {
    match letter {
        'Y' => Colour::Yellow,
        'B' => Colour::Blue,
        'R' => Colour::Red,
        'G' => Colour::Green,
        _ => panic!("bad colour {letter}"),
    }
}

/// A tile look from text: `B`, `GB^`, `t17`, `Y_`.
pub fn want(text: &str) -> Want {
    if let Some(id) = text.strip_prefix('t') {
        return Want::Id(TileId::new(id.parse().unwrap()).unwrap());
    }
    let mut colours = Vec::new();
    let mut crown = None;
    for c in text.chars() {
        match c {
            '^' => crown = Some(true),
            '_' => crown = Some(false),
            c => colours.push(colour(c)),
        }
    }
    Want::Look {
        colours,
        crown,
        order: None,
        paid: None,
    }
}

/// An order tile look.
pub fn order(order: Order) -> Want {
    Want::Look {
        colours: vec![],
        crown: None,
        order: Some(order),
        paid: None,
    }
}

pub struct Placed {
    cell: Cell,
    square: Option<(Want, Option<Builder>, bool)>, // None: scaffold
}

/// A position under construction.
pub struct Pos {
    pub placed: Vec<Placed>,
    pub orders: [Option<Want>; 3],
    pub vaults: [Option<Want>; 3],
    pub pile_top: Vec<Want>,
    pub pile_len: Option<usize>,
    pub king: u8,
    pub scorings: u8,
    pub exhaustions: u8,
    pub coins: [u8; 2],
    pub scores: [u32; 2],
    pub active: Seat,
    pub actions_left: u8,
    pub just_placed: Option<Cell>,
    pub seed: u64,
}

impl Default for Pos {
    fn default() -> Self {
        Pos::new()
    }
}

impl Pos {
    pub fn new() -> Pos {
        Pos {
            placed: Vec::new(),
            orders: [None, None, None],
            vaults: [None, None, None],
            pile_top: Vec::new(),
            pile_len: None,
            king: 0,
            scorings: 0,
            exhaustions: 0,
            coins: [1, 1],
            scores: [0, 0],
            active: S1,
            actions_left: 3,
            just_placed: None,
            seed: 1,
        }
    }

    pub fn board(mut self, diagram: &str) -> Pos {
        for line in diagram.lines().map(str::trim).filter(|l| !l.is_empty()) {
            let (row, cells) = line.split_once('|').expect("row | cells");
            let row: usize = row.trim().parse().unwrap();
            let tokens: Vec<&str> = cells.split_whitespace().collect();
            assert_eq!(tokens.len(), 5, "row {row} needs 5 cells");
            for (col, token) in tokens.into_iter().enumerate() {
                let cell = Cell::new(col, row - 1).unwrap();
                match token {
                    "." => {}
                    "#" => self.placed.push(Placed { cell, square: None }),
                    _ => {
                        let (look, rest) = match token.find([':', '*']) {
                            Some(i) => token.split_at(i),
                            None => (token, ""),
                        };
                        let glass = rest.ends_with('*');
                        let rest = rest.trim_end_matches('*');
                        let builder = rest.strip_prefix(':').map(|b| {
                            let mut chars = b.chars();
                            let seat = Seat::from_number(
                                chars.next().unwrap().to_digit(10).unwrap() as u64,
                            )
                            .unwrap();
                            let rank = chars.next().map(|r| match r {
                                'a' => Rank::Architect,
                                'm' => Rank::Mason,
                                's' => Rank::Strongman,
                                _ => panic!("bad rank {r}"),
                            });
                            Builder { owner: seat, rank }
                        });
                        self.placed.push(Placed {
                            cell,
                            square: Some((want(look), builder, glass)),
                        });
                    }
                }
            }
        }
        self
    }

    /// Order slot `slot` (1–3) holds a tile with this order.
    pub fn order(mut self, slot: usize, o: Order) -> Pos {
        self.orders[slot - 1] = Some(order(o));
        self
    }

    pub fn order_tile(mut self, slot: usize, w: Want) -> Pos {
        self.orders[slot - 1] = Some(w);
        self
    }

    /// Vault slot `slot` (1–3) holds a tile looking like `look` (`B^`, `YR`, `t3`).
    pub fn vault(mut self, slot: usize, look: &str) -> Pos {
        self.vaults[slot - 1] = Some(want(look));
        self
    }

    /// The next tiles of the pile, top first.
    pub fn pile_top(mut self, looks: &[&str]) -> Pos {
        self.pile_top = looks.iter().map(|l| want(l)).collect();
        self
    }

    /// Keep only `len` tiles in the pile; the rest goes to the discard.
    pub fn pile_len(mut self, len: usize) -> Pos {
        self.pile_len = Some(len);
        self
    }

    pub fn king(mut self, king: u8) -> Pos {
        self.king = king;
        self
    }

    pub fn scorings_done(mut self, scorings: u8) -> Pos {
        self.scorings = scorings;
        self
    }

    pub fn active(mut self, seat: Seat) -> Pos {
        self.active = seat;
        self
    }

    pub fn coins(mut self, coins: [u8; 2]) -> Pos {
        self.coins = coins;
        self
    }

    pub fn setup(self) -> BasilicaSetup {
        let mut free: Vec<TileId> = TileId::all().collect();
        let mut take = |w: &Want| -> TileId {
            let i = free
                .iter()
                .position(|&t| w.matches(t))
                .unwrap_or_else(|| panic!("no tile left like {w:?}"));
            free.remove(i)
        };
        let mut cathedral = Cathedral::default();
        let mut builders = [0u8; 2];
        let mut tokens = [0u8; 2];
        for p in &self.placed {
            let square = match &p.square {
                None => Square::Scaffold,
                Some((w, builder, glass)) => {
                    if let Some(b) = builder {
                        builders[b.owner.index()] += 1;
                        tokens[b.owner.index()] += u8::from(b.rank.is_some());
                    }
                    Square::Vault(Vault {
                        tile: take(w),
                        builder: *builder,
                        glass: *glass,
                    })
                }
            };
            cathedral.set(p.cell, square);
        }
        let mut slot = |w: &Option<Want>| w.as_ref().map(&mut take);
        let mut orders = [
            slot(&self.orders[0]),
            slot(&self.orders[1]),
            slot(&self.orders[2]),
        ];
        let mut vaults = [
            slot(&self.vaults[0]),
            slot(&self.vaults[1]),
            slot(&self.vaults[2]),
        ];
        let mut pile: Vec<TileId> = self.pile_top.iter().map(&mut take).collect();
        // Unspecified slots get plain tiles: no joker, no crown, no paid order.
        let plain = |t: &TileId| !t.tile().is_joker() && !t.tile().crown && !t.tile().paid;
        for s in orders.iter_mut().chain(vaults.iter_mut()) {
            if s.is_none() {
                let i = free.iter().position(plain).unwrap_or(0);
                *s = Some(free.remove(i));
            }
        }
        let mut discard = Vec::new();
        pile.extend(free);
        if let Some(len) = self.pile_len {
            discard = pile.split_off(len.min(pile.len()));
        }
        let player = |i: usize| Player {
            score: self.scores[i],
            coins: self.coins[i],
            reserve: 5 - builders[i],
            tokens: 4 - tokens[i],
        };
        BasilicaSetup {
            table: Seating {
                seats: 2,
                first: Some(S1),
                seed: self.seed,
            },
            cathedral,
            orders,
            vaults,
            pile,
            discard,
            exhaustions: self.exhaustions,
            king: self.king,
            scorings: self.scorings,
            players: [player(0), player(1)],
            active: self.active,
            actions_left: self.actions_left,
            just_placed: self.just_placed,
            question: None,
        }
    }

    pub fn build(self) -> Basilica {
        Basilica::from_setup(self.setup()).unwrap_or_else(|e| panic!("bad test position: {e}"))
    }
}

/// Plays one line of notation for `seat`, panicking with the error.
pub fn play(game: &mut Basilica, seat: Seat, line: &str) {
    keystone_engine::play_line(game, seat, line).unwrap_or_else(|e| panic!("{line}: {e}"));
}

/// Plays one line that must be refused; returns the message (with rule),
/// after checking the game did not change.
pub fn refuse(game: &mut Basilica, seat: Seat, line: &str) -> String {
    let before = game.clone();
    let error = keystone_engine::play_line(game, seat, line).expect_err(line);
    assert_eq!(*game, before, "a refused action changed the game: {line}");
    error.describe(&["Alice", "Bob"])
}

/// Whether `line` is among `seat`'s legal actions.
pub fn is_legal(game: &Basilica, seat: Seat, line: &str) -> bool {
    let action = Basilica::parse_action(line, 0).unwrap();
    let mut all = Vec::new();
    game.legal_actions(seat, &mut all);
    all.contains(&action)
}

pub fn slot(n: usize) -> Slot {
    Slot::from_number(n as u64).unwrap()
}

/// Moves every discarded tile into the cathedral, in rows above a gap over
/// the current top (jokers on alternate cells so none touch), leaving the
/// pile and the discard empty when the pile already is.
pub fn bury_discard(setup: &mut BasilicaSetup) {
    let mut jokers: Vec<TileId> = setup
        .discard
        .iter()
        .copied()
        .filter(|t| t.tile().is_joker())
        .collect();
    let mut singles: Vec<TileId> = setup
        .discard
        .iter()
        .copied()
        .filter(|t| !t.tile().is_joker())
        .collect();
    setup.discard.clear();
    let mut row = setup.cathedral.height() + 1;
    while !jokers.is_empty() || !singles.is_empty() {
        for col in 0..5 {
            let cell = Cell::new(col, row).unwrap();
            let tile = if (row + col).is_multiple_of(2) {
                jokers.pop().or_else(|| singles.pop())
            } else {
                singles.pop()
            };
            if let Some(tile) = tile {
                setup.cathedral.set(
                    cell,
                    Square::Vault(Vault {
                        tile,
                        builder: None,
                        glass: false,
                    }),
                );
            }
        }
        row += 1;
    }
}
