//! Babylon behind the [`Game`] seam: setting a table up from its headers,
//! play and departures handed to [`play`](super::play), the outcome and
//! tally (Y34, Y40), the view (Y43) and the checks of a stored state.

use super::{
    Action, Babylon, BabylonOptions, BabylonView, Cells, Event, IllegalAction, MANIFEST_VERSION,
    Mode, Player, SeatView, Sheet, Step, Turn, manifest, notation, planner, play,
};
use crate::game::{Game, HeaderError, Outcome, Rule, Seating, SetupError};
use crate::notation::ParseError;
use crate::record::Header;
use crate::rng::{GameRng, Stream};
use crate::seat::{Seat, SeatSet};
use crate::tally::{ScoreItem, Tally, TieBreak};

fn header_error(header: &Header, message: String) -> HeaderError {
    HeaderError {
        line: header.line,
        message,
    }
}

fn numbers(header: &Header, low: u8, high: u8, what: &str) -> Result<Vec<u8>, HeaderError> {
    header
        .value
        .split_whitespace()
        .map(|word| {
            word.parse::<u8>()
                .ok()
                .filter(|n| (low..=high).contains(n))
                .ok_or_else(|| {
                    header_error(
                        header,
                        format!("\"{word}\" is not {what} ({low} to {high})"),
                    )
                })
        })
        .collect()
}

fn words(numbers: &[u8]) -> String {
    numbers
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The cards of a deck of `size` whose top is `prefix` (distinct, in
/// 1..=size), the rest shuffled by `rng`.
fn deal(prefix: &[u8], size: u8, rng: &mut GameRng, what: &str) -> Result<Vec<u8>, SetupError> {
    let mut seen = vec![false; usize::from(size) + 1];
    for &card in prefix {
        if card == 0 || card > size || std::mem::replace(&mut seen[usize::from(card)], true) {
            return Err(SetupError(format!(
                "{what} lists each card 1 to {size} at most once"
            )));
        }
    }
    let mut rest: Vec<u8> = (1..=size).filter(|&c| !seen[usize::from(c)]).collect();
    if !rest.is_empty() {
        rng.shuffle(&mut rest);
    }
    Ok(prefix.iter().copied().chain(rest).collect())
}

impl Game for Babylon {
    const KIND: &'static str = "babylon";
    const FORMAT_VERSION: u32 = 1;
    const SEATS: std::ops::RangeInclusive<usize> = 1..=4;

    type Action = Action;
    type Event = Event;
    type Error = IllegalAction;
    type Options = BabylonOptions;
    type View = BabylonView;

    /// Sets up the game (Y15, Y16, Y35, Y41): sheets, dice on the board,
    /// the shape deck (and solo, the penalty deck), the first reveal.
    fn new(table: &Seating, options: &BabylonOptions) -> Result<Babylon, SetupError> {
        let first = table.first_seat("Babylon", Self::SEATS)?;
        if table.seats > 1 && options.mode.is_some() {
            return Err(SetupError(
                "a mode (normal or hard) is for a solo game only (Y35)".into(),
            ));
        }
        let mut options = options.clone();
        let version = options.manifest.unwrap_or(MANIFEST_VERSION);
        if manifest::tables(version).is_none() {
            return Err(SetupError(format!(
                "this build knows Babylon's tables manifest 1 to {MANIFEST_VERSION}, not {version}"
            )));
        }
        options.manifest = Some(version);
        if table.seats == 1 && options.mode.is_none() {
            options.mode = Some(Mode::Normal);
        }
        let mut rng = GameRng::new(table.seed, Stream::Play);
        let deck = deal(&options.deck, manifest::TILES, &mut rng, "deck")?;
        let penalties = if table.seats == 1 {
            deal(
                &options.penalties,
                manifest::PENALTY_CARDS,
                &mut rng,
                "penalties",
            )?
        } else if options.penalties.is_empty() {
            Vec::new()
        } else {
            return Err(SetupError(
                "penalty cards are for a solo game only (Y35)".into(),
            ));
        };
        if options.rolls.iter().any(|r| !(1..=6).contains(r)) {
            return Err(SetupError("rolls are die values 1 to 6".into()));
        }
        let mut game = Babylon {
            table: Seating {
                first: Some(first),
                ..*table
            },
            options,
            deck,
            dealt: 0,
            penalties,
            penalties_dealt: 0,
            penalty: None,
            kept: Vec::new(),
            round: 0,
            first,
            step: Step::Place,
            placed: None,
            blue: [manifest::BLUE_PER_VALUE; 6],
            green: 0,
            rolls: Vec::new(),
            draft: Vec::new(),
            picks: 0,
            players: (0..table.seats).map(|_| Player::new(version)).collect(),
            departed: Vec::new(),
            rng,
        };
        game.dealt = game.removed_count();
        play::reveal(&mut game, &mut Vec::new());
        Ok(game)
    }

    fn table(&self) -> Seating {
        self.table
    }

    fn options(&self) -> &BabylonOptions {
        &self.options
    }

    fn options_from_headers(headers: &[Header]) -> Result<BabylonOptions, HeaderError> {
        let mut options = BabylonOptions::default();
        for header in headers {
            match header.key.as_str() {
                "manifest" => {
                    let version = header
                        .value
                        .trim()
                        .parse()
                        .ok()
                        .filter(|&v| manifest::tables(v).is_some())
                        .ok_or_else(|| {
                            header_error(
                                header,
                                format!(
                                    "this build knows Babylon's tables manifest 1 to {MANIFEST_VERSION}, not \"{}\"",
                                    header.value
                                ),
                            )
                        })?;
                    options.manifest = Some(version);
                }
                "mode" => {
                    options.mode = Some(Mode::from_word(&header.value).ok_or_else(|| {
                        header_error(
                            header,
                            format!("\"{}\" is not a mode: normal or hard", header.value),
                        )
                    })?);
                }
                "deck" => options.deck = numbers(header, 1, manifest::TILES, "a shape card")?,
                "penalties" => {
                    options.penalties =
                        numbers(header, 1, manifest::PENALTY_CARDS, "a penalty card")?;
                }
                "rolls" => options.rolls = numbers(header, 1, 6, "a die value")?,
                other => {
                    return Err(header_error(
                        header,
                        format!(
                            "unknown header \"{other}\" (a babylon record has game, manifest, seats, first, mode, seed, deck, penalties, rolls)"
                        ),
                    ));
                }
            }
        }
        Ok(options)
    }

    fn options_to_headers(options: &BabylonOptions) -> Vec<(String, String)> {
        let version = options.manifest.unwrap_or(MANIFEST_VERSION);
        let mut headers = vec![("manifest".to_owned(), version.to_string())];
        if let Some(mode) = options.mode {
            headers.push(("mode".to_owned(), mode.word().to_owned()));
        }
        if !options.deck.is_empty() {
            headers.push(("deck".to_owned(), words(&options.deck)));
        }
        if !options.penalties.is_empty() {
            headers.push(("penalties".to_owned(), words(&options.penalties)));
        }
        if !options.rolls.is_empty() {
            headers.push(("rolls".to_owned(), words(&options.rolls)));
        }
        headers
    }

    fn to_act(&self) -> SeatSet {
        play::to_act(self)
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        play::legal_actions(self, seat, out);
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), IllegalAction> {
        play::apply(self, seat, action, &mut Vec::new())
    }

    fn apply_recorded(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), IllegalAction> {
        play::apply(self, seat, action, events)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.step != Step::Over {
            return None;
        }
        let scores = self.scores();
        if self.table.seats == 1 {
            // Y40: 120 or more wins; otherwise nobody does.
            let seat = Seat::from_index(0);
            let won = self.plays(seat) && scores[0] >= manifest::GOAL;
            return Some(Outcome {
                scores,
                winners: if won {
                    SeatSet::only(seat)
                } else {
                    SeatSet::EMPTY
                },
                left: self.departed.clone(),
            });
        }
        // Y34: the highest total, then more unspent gold, then fewer holes;
        // still equal, a shared win. Seats that left rank last (Y45).
        let key = |s: Seat| {
            let sheet = &self.players[s.index()].sheet;
            (
                scores[s.index()],
                sheet.gold.unspent(),
                std::cmp::Reverse(sheet.holes()),
            )
        };
        let best = self.playing().map(key).max();
        let winners = self.playing().filter(|&s| Some(key(s)) == best).collect();
        Some(Outcome {
            scores,
            winners,
            left: self.departed.clone(),
        })
    }

    fn leave(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), IllegalAction> {
        play::leave(self, seat, events)
    }

    fn revealed(&self) -> BabylonOptions {
        BabylonOptions {
            manifest: Some(self.tables().version),
            mode: self.options.mode,
            deck: self.deck[..self.dealt].to_vec(),
            penalties: self.penalties[..self.penalties_dealt].to_vec(),
            rolls: self.rolls.clone(),
        }
    }

    fn scores(&self) -> Vec<i64> {
        Seat::all(self.table.seats)
            .map(|s| self.breakdown(s).total())
            .collect()
    }

    fn tally(&self) -> Option<Tally> {
        if self.step != Step::Over {
            return None;
        }
        let seats = Seat::all(self.table.seats)
            .map(|seat| {
                self.breakdown(seat)
                    .items()
                    .into_iter()
                    .filter(|&(_, points)| points != 0)
                    .map(|(item, points)| {
                        // Ignored penalty cards come off in solo (Y40).
                        let rule = if item == "penalties" { 40 } else { 33 };
                        ScoreItem::new(Rule::new('Y', rule), item, points)
                    })
                    .collect()
            })
            .collect();
        // Y34; alone, the goal decides (Y40) and nothing ties.
        let tie_breaks = if self.table.seats == 1 {
            Vec::new()
        } else {
            let sheets = || self.players.iter().map(|p| &p.sheet);
            vec![
                TieBreak {
                    rule: Rule::new('Y', 34),
                    item: "gold",
                    values: sheets().map(|s| i64::from(s.gold.unspent())).collect(),
                    fewer_wins: false,
                },
                TieBreak {
                    rule: Rule::new('Y', 34),
                    item: "holes",
                    values: sheets().map(|s| s.holes() as i64).collect(),
                    fewer_wins: true,
                },
            ]
        };
        Some(Tally { seats, tie_breaks })
    }

    fn parse_action(text: &str, offset: usize) -> Result<Action, ParseError> {
        notation::parse_action(text, offset)
    }

    fn format_action(action: &Action) -> String {
        action.to_string()
    }

    fn view(&self, _seat: Option<Seat>) -> BabylonView {
        // Y43: everything on the table is public; the decks' order, future
        // rolls and the seed are not in the view.
        BabylonView {
            manifest: self.tables().version,
            seats: self.table.seats,
            mode: self.mode(),
            round: self.round,
            rounds: self.rounds(),
            step: self.step,
            first: self.first,
            card: self.card(),
            removed: self.removed().to_vec(),
            deck_left: self.deck_left(),
            penalty: self.penalty,
            kept: self.kept.clone(),
            placed: self.placed,
            blue: self.blue,
            green: self.green,
            draft: self.draft[self.picks.min(self.draft.len())..].to_vec(),
            players: self
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| SeatView {
                    sheet: p.sheet.clone(),
                    turn: p.turn.clone(),
                    done: p.done,
                    left: p.left,
                    undoable: p.undo.len(),
                    score: self.breakdown(Seat::from_index(i)),
                })
                .collect(),
            to_act: self.to_act(),
            outcome: self.outcome(),
        }
    }

    /// Keystone plans instead of searching (see [`planner`]), in a game
    /// whose hidden things (the decks' order, green rolls to come) are
    /// drawn anew.
    fn planned(&self, seat: Seat, effort: u32) -> Option<Action> {
        // Green rolls to come are redrawn, so a rollout cannot learn them.
        let mut rng = GameRng::new(u64::from(self.round) << 8 | self.picks as u64, Stream::Play);
        planner::choose(&self.sample_hidden(seat, &mut rng), seat, effort)
    }

    fn check(&self) -> Result<(), String> {
        let seats = self.table.seats;
        if !Self::SEATS.contains(&seats) || self.players.len() != seats {
            return Err(format!(
                "Babylon is for 1 to 4 seats, each with its sheet, not {seats}"
            ));
        }
        let version = self.options.manifest.unwrap_or(MANIFEST_VERSION);
        if manifest::tables(version).is_none() {
            return Err(format!("there is no manifest {version}"));
        }
        let beyond = |s: &Seat| s.index() >= seats;
        if beyond(&self.first) || self.draft.iter().any(beyond) || self.departed.iter().any(beyond)
        {
            return Err("a seat beyond the table".into());
        }
        // The cards: known ones, as many as dealt at most.
        let cards = |deck: &[u8], most: u8| deck.iter().all(|&c| (1..=most).contains(&c));
        let penalty = self.penalty.map(|(c, _)| c);
        if !cards(&self.deck, manifest::TILES)
            || self.deck.len() > usize::from(manifest::TILES)
            || self.dealt > self.deck.len()
            || !cards(&self.penalties, manifest::PENALTY_CARDS)
            || !cards(&self.kept, manifest::PENALTY_CARDS)
            || !cards(penalty.as_slice(), manifest::PENALTY_CARDS)
            || self.penalties_dealt > self.penalties.len()
        {
            return Err("the shape or penalty cards are damaged".into());
        }
        // The draft: as many taken as its order holds, one left to take
        // while it runs; a round of the deck's.
        if self.picks > self.draft.len()
            || (self.step == Step::Draft && self.picks >= self.draft.len())
            || usize::from(self.round) > self.deck.len()
        {
            return Err("the draft or the round is out of step".into());
        }
        // The tile placed, and every die, of the game's numbers.
        if self
            .placed
            .is_some_and(|p| !(1..=manifest::TILES).contains(&p.tile))
            || self
                .players
                .iter()
                .flat_map(|p| &p.turn.dice)
                .any(|d| !(1..=6).contains(&d.value))
            || self.rolls.iter().any(|v| !(1..=6).contains(v))
        {
            return Err("a tile or a die of no such number".into());
        }
        // Dice: on the board, or in a seat's hand this round.
        let held: usize = self
            .players
            .iter()
            .map(|p| p.turn.dice.iter().filter(|d| !d.virtual_die).count())
            .sum();
        let board =
            self.blue.iter().map(|&n| usize::from(n)).sum::<usize>() + usize::from(self.green);
        let total = 12 + if seats >= 3 { 4 } else { 0 };
        if self.step != Step::Over && held + board != total {
            return Err(format!(
                "dice: {held} held and {board} on the board, not {total}"
            ));
        }
        for (s, player) in self.players.iter().enumerate() {
            // The sheet now, and those an undo would bring back (Y46).
            let versions = std::iter::once((&player.sheet, &player.turn))
                .chain(player.undo.iter().map(|(sheet, turn)| (sheet, turn)));
            for (sheet, turn) in versions {
                check_sheet(sheet, turn, version).map_err(|e| format!("seat {}: {e}", s + 1))?;
            }
        }
        Ok(())
    }

    fn sample_hidden(&self, _seat: Seat, rng: &mut GameRng) -> Babylon {
        // The face-down cards are forgotten (sorted), then dealt anew: what
        // comes depends on what is seen and on `rng` only.
        let mut game = self.clone();
        game.deck[self.dealt..].sort_unstable();
        rng.shuffle(&mut game.deck[self.dealt..]);
        game.penalties[self.penalties_dealt..].sort_unstable();
        rng.shuffle(&mut game.penalties[self.penalties_dealt..]);
        game.options = self.revealed();
        game.rng = GameRng::new(rng.next_u64(), Stream::Play);
        game
    }
}

/// Whether a sheet and its round are ones play can reach, for a game of
/// manifest `version` (see [`Game::check`]).
fn check_sheet(sheet: &Sheet, turn: &Turn, version: u32) -> Result<(), String> {
    if sheet.manifest != version {
        return Err(format!("a sheet of manifest {}", sheet.manifest));
    }
    if turn.dice.iter().any(|d| !(1..=6).contains(&d.value)) {
        return Err("a die of no such number".into());
    }
    // Drawn shapes inside the tower, never overlapping, filling exactly
    // the filled cells.
    let tower = Cells(u64::MAX << (manifest::TOWER_WIDTH * manifest::TOWER_HEIGHT));
    let mut union = 0u64;
    for shape in &sheet.shapes {
        if union & shape.0 != 0 || shape.0 & tower.0 != 0 {
            return Err("shapes overlap or leave the tower".into());
        }
        union |= shape.0;
        if !shape.is_connected() || shape.is_empty() {
            return Err("a shape is not connected".into());
        }
    }
    if union != sheet.filled.0 {
        return Err("filled cells differ from the shapes".into());
    }
    if sheet.drawn.iter().any(|d| d.0 & !sheet.filled.0 != 0) {
        return Err("a drawn icon outside the shapes".into());
    }
    // Resources never spent beyond what was gained; tracks of 15.
    if sheet.gold.crossed > sheet.gold.circled
        || sheet.stone.crossed > sheet.stone.circled
        || sheet.river_spent[0] > sheet.river[0]
        || sheet.river_spent[1] > sheet.river[1]
        || sheet.gold.circled > 15
        || sheet.stone.circled > 15
        || sheet.amphorae > manifest::AMPHORAE
    {
        return Err("a track or a store out of bounds".into());
    }
    // No other count comes near this in a game: one beyond it is damage
    // (and would overflow as it grows).
    const FAR: u8 = 60;
    let counts = sheet
        .river
        .iter()
        .chain(&sheet.river_spent)
        .chain(&sheet.wall)
        .chain(&turn.loose)
        .chain([
            &sheet.wheat_box,
            &sheet.vase_rows,
            &sheet.garden,
            &sheet.carts,
        ]);
    if counts.copied().any(|n| n > FAR) {
        return Err("a count beyond any game".into());
    }
    Ok(())
}
