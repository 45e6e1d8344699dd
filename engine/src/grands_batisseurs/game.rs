//! Les Grands Bâtisseurs behind the [`Game`] seam: setting a table up from
//! its headers, play handed to [`play`](super::play), the outcome and tally,
//! the view and the checks of a stored state.

use super::{
    Action, CARDS, Card, CardId, City, Event, Face, GbOptions, GbView, GrandsBatisseurs,
    IllegalAction, Kind, Knowledge, MANIFEST_VERSION, PILE, Phase, START_PURSE, STONES, SeenDraw,
    identify, listing, notation, play, view,
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

fn parse_cards(header: &Header) -> Result<Vec<Card>, HeaderError> {
    header
        .value
        .split_whitespace()
        .map(|word| {
            word.parse().map_err(|()| {
                header_error(header, format!("\"{word}\" is not a card such as church7"))
            })
        })
        .collect()
}

fn parse_seen_down(header: &Header) -> Result<Vec<SeenDraw>, HeaderError> {
    header
        .value
        .split_whitespace()
        .map(|word| {
            if word == "?" {
                return Ok(SeenDraw::Unknown);
            }
            if let Some(kind) = word.strip_prefix('?') {
                return Kind::ALL
                    .into_iter()
                    .find(|k| kind.eq_ignore_ascii_case(k.word()))
                    .map(SeenDraw::Type)
                    .ok_or_else(|| {
                        header_error(header, format!("\"{word}\" is not a type such as ?church"))
                    });
            }
            word.parse().map(SeenDraw::Card).map_err(|()| {
                header_error(header, format!("\"{word}\" is not a card such as church7"))
            })
        })
        .collect()
}

fn write_cards(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl Game for GrandsBatisseurs {
    const KIND: &'static str = "grands-batisseurs";
    const FORMAT_VERSION: u32 = 1;
    const SEATS: std::ops::RangeInclusive<usize> = 2..=4;
    // A record naming no first seat draws it from the seed (G5, G20).
    const RECORD_FIRST: Option<Seat> = None;

    type Action = Action;
    type Event = Event;
    type Error = IllegalAction;
    type Options = GbOptions;
    type View = GbView;

    /// Sets up the game (G5, G20): the two piles, 10 thalers each, the
    /// stones in the reserve, and the first seat's roll.
    fn new(table: &Seating, options: &GbOptions) -> Result<GrandsBatisseurs, SetupError> {
        let first = table.first_seat("Les Grands Bâtisseurs", Self::SEATS)?;
        let mut rng = GameRng::new(table.seed, Stream::Play);
        let piles = match (&options.up, &options.down) {
            (Some(up), Some(down)) => {
                let mut taken = [false; CARDS];
                let wrong = || SetupError("up and down must list the 40 cards, 20 each".into());
                if up.len() != PILE || down.len() != PILE {
                    return Err(wrong());
                }
                let up = identify(up, &mut taken).ok_or_else(wrong)?;
                let down = identify(down, &mut taken).ok_or_else(wrong)?;
                [
                    up.into_iter().rev().collect(),
                    down.into_iter().rev().collect(),
                ]
            }
            (None, None) => {
                let mut cards: Vec<CardId> = CardId::all().collect();
                rng.shuffle(&mut cards);
                // The first 20 form the up pile, top first (G20).
                let down: Vec<CardId> = cards.split_off(PILE);
                [
                    cards.into_iter().rev().collect(),
                    down.into_iter().rev().collect(),
                ]
            }
            _ => {
                return Err(SetupError(
                    "up and down are given together or not at all".into(),
                ));
            }
        };
        let seats = table.seats;
        let mut game = GrandsBatisseurs {
            table: Seating {
                first: Some(first),
                ..*table
            },
            options: options.clone(),
            piles,
            hands: vec![Vec::new(); seats],
            cities: vec![City::default(); seats],
            purses: vec![START_PURSE; seats],
            stones: vec![0; seats],
            reserve: STONES,
            has_built: vec![false; seats],
            active: first,
            phase: Phase::Auction,
            trigger: None,
            departed: Vec::new(),
            last_roll: None,
            knowledge: Knowledge::new(),
            up_shown: false,
            shown_up: Vec::new(),
            auctioned_down: Vec::new(),
            rolls: Vec::new(),
            picks: Vec::new(),
            rng,
        };
        game.expose_up();
        game.begin_turn(first, &mut Vec::new());
        Ok(game)
    }

    fn table(&self) -> Seating {
        self.table
    }

    fn options(&self) -> &GbOptions {
        &self.options
    }

    fn options_from_headers(headers: &[Header]) -> Result<GbOptions, HeaderError> {
        let mut options = GbOptions::default();
        let mut up_line = None;
        for header in headers {
            match header.key.as_str() {
                "manifest" => {
                    if header.value != MANIFEST_VERSION.to_string() {
                        return Err(header_error(
                            header,
                            format!(
                                "this build knows card manifest {MANIFEST_VERSION}, not \"{}\"",
                                header.value
                            ),
                        ));
                    }
                }
                "up" => {
                    options.up = Some(parse_cards(header)?);
                    up_line = Some(header);
                }
                "down" => options.down = Some(parse_cards(header)?),
                "rolls" => {
                    options.rolls = header
                        .value
                        .split_whitespace()
                        .map(|word| {
                            word.parse().map_err(|()| {
                                header_error(
                                    header,
                                    format!("\"{word}\" is not a die face (1-5 or S)"),
                                )
                            })
                        })
                        .collect::<Result<_, _>>()?;
                }
                "picks" => options.picks = parse_cards(header)?,
                "seen-up" => options.seen_up = parse_cards(header)?,
                "seen-down" => options.seen_down = parse_seen_down(header)?,
                other => {
                    return Err(header_error(
                        header,
                        format!(
                            "unknown header \"{other}\" (a grands-batisseurs record has game, manifest, seats, first, seed, up, down, rolls, picks, seen-up, seen-down)"
                        ),
                    ));
                }
            }
        }
        if let (Some(up), Some(down)) = (&options.up, &options.down) {
            let mut names: Vec<Card> = up.iter().chain(down).copied().collect();
            names.sort();
            let all: Vec<Card> = CardId::all().map(CardId::card).collect();
            if up.len() != PILE || down.len() != PILE || names != all {
                let line = up_line.map_or(0, |h| h.line);
                return Err(HeaderError {
                    line,
                    message: "up and down must list 20 cards each, together the 40 cards of G4"
                        .into(),
                });
            }
        } else if options.up.is_some() != options.down.is_some() {
            let line = headers
                .iter()
                .find(|h| h.key == "up" || h.key == "down")
                .map_or(0, |h| h.line);
            return Err(HeaderError {
                line,
                message: "up and down come together (G21)".into(),
            });
        }
        Ok(options)
    }

    fn options_to_headers(options: &GbOptions) -> Vec<(String, String)> {
        let mut headers = vec![("manifest".to_owned(), MANIFEST_VERSION.to_string())];
        if let (Some(up), Some(down)) = (&options.up, &options.down) {
            headers.push(("up".to_owned(), write_cards(up)));
            headers.push(("down".to_owned(), write_cards(down)));
        }
        if !options.rolls.is_empty() {
            let faces: Vec<String> = options.rolls.iter().map(Face::to_string).collect();
            headers.push(("rolls".to_owned(), faces.join(" ")));
        }
        if !options.picks.is_empty() {
            headers.push(("picks".to_owned(), write_cards(&options.picks)));
        }
        if !options.seen_up.is_empty() {
            headers.push(("seen-up".to_owned(), write_cards(&options.seen_up)));
        }
        if !options.seen_down.is_empty() {
            let words: Vec<String> = options
                .seen_down
                .iter()
                .map(|d| match d {
                    SeenDraw::Card(card) => card.to_string(),
                    SeenDraw::Type(kind) => format!("?{kind}"),
                    SeenDraw::Unknown => "?".to_owned(),
                })
                .collect();
            headers.push(("seen-down".to_owned(), words.join(" ")));
        }
        headers
    }

    fn to_act(&self) -> SeatSet {
        self.asked().map_or(SeatSet::EMPTY, SeatSet::only)
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        listing::legal_actions(self, seat, out);
    }

    fn offered_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        listing::offered_actions(self, seat, out);
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
        if self.phase != Phase::Over {
            return None;
        }
        // G13: the highest score among the seats still in, then more money;
        // still equal, a shared win. Seats that left rank last (G23).
        let scores = self.scores();
        let key = |s: Seat| (scores[s.index()], self.purses[s.index()]);
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

    fn revealed(&self) -> GbOptions {
        view::revealed(self)
    }

    fn scores(&self) -> Vec<i64> {
        Seat::all(self.table.seats).map(|s| self.score(s)).collect()
    }

    fn tally(&self) -> Option<Tally> {
        if self.phase != Phase::Over {
            return None;
        }
        let g12 = Rule::new('G', 12);
        let seats = Seat::all(self.table.seats)
            .map(|seat| {
                let city = &self.cities[seat.index()];
                let points = city.points();
                let built = city.built().count() as i64;
                let mut items = vec![ScoreItem::new(g12, "city", points.values).counting(built)];
                for (item, bonus) in [
                    ("town-hall-middle", points.middle),
                    ("churches", points.churches),
                    ("corner-towers", points.corners),
                ] {
                    if bonus != 0 {
                        items.push(ScoreItem::new(g12, item, bonus));
                    }
                }
                let hand = &self.hands[seat.index()];
                if !hand.is_empty() {
                    let values: i64 = hand.iter().map(|c| i64::from(c.card().value)).sum();
                    items.push(ScoreItem::new(g12, "hand", -values).counting(hand.len() as i64));
                }
                items
            })
            .collect();
        Some(Tally {
            seats,
            tie_breaks: vec![TieBreak {
                rule: Rule::new('G', 13),
                item: "money",
                values: self.purses.iter().map(|&p| i64::from(p)).collect(),
                fewer_wins: false,
            }],
        })
    }

    fn parse_action(text: &str, offset: usize) -> Result<Action, ParseError> {
        notation::parse_action(text, offset)
    }

    fn parse_line(line: &str) -> Result<Vec<Action>, ParseError> {
        notation::parse_line(line, 0)
    }

    fn format_action(action: &Action) -> String {
        action.to_string()
    }

    fn view(&self, seat: Option<Seat>) -> GbView {
        GbView::of(self, seat)
    }

    fn sample_hidden(&self, seat: Seat, rng: &mut GameRng) -> GrandsBatisseurs {
        view::sample_hidden(self, seat, rng)
    }

    fn check(&self) -> Result<(), String> {
        let seats = self.table.seats;
        if !Self::SEATS.contains(&seats) {
            return Err(format!(
                "Les Grands Bâtisseurs is for 2 to 4 seats, not {seats}"
            ));
        }
        let per_seat = [
            self.hands.len(),
            self.cities.len(),
            self.purses.len(),
            self.stones.len(),
            self.has_built.len(),
        ];
        if per_seat.iter().any(|&n| n != seats) {
            return Err("every seat's hand, city, purse and stones are not all there".into());
        }
        let beyond = |s: &Seat| s.index() >= seats;
        if beyond(&self.active)
            || self.departed.iter().any(beyond)
            || self.trigger.as_ref().is_some_and(beyond)
        {
            return Err("a seat beyond the table".into());
        }
        if [
            &self.knowledge.seen.len(),
            &self.knowledge.public.len(),
            &self.knowledge.typed.len(),
        ]
        .iter()
        .any(|&&n| n != CARDS)
        {
            return Err("what each seat knows of the cards is damaged".into());
        }
        // The 40 cards: each known, and exactly once in a pile, a hand, a
        // city or the auction.
        let mut seen = [0u8; CARDS];
        let auction = match &self.phase {
            Phase::OpeningBid { card } => Some(*card),
            Phase::Bidding(a) => Some(a.card),
            _ => None,
        };
        let cards = self
            .piles
            .iter()
            .flatten()
            .chain(self.hands.iter().flatten())
            .copied()
            .chain(self.cities.iter().flat_map(City::built))
            .chain(auction);
        for id in cards {
            if id.index() >= CARDS {
                return Err(format!("there is no card {}", id.index()));
            }
            seen[id.index()] += 1;
        }
        if seen.iter().any(|&n| n != 1) {
            return Err("the 40 cards are not each in one place".into());
        }
        // Stones: five in all.
        let stones: u32 = self.stones.iter().map(|&n| u32::from(n)).sum();
        if stones + u32::from(self.reserve) != u32::from(STONES) {
            return Err("the stones are not five".into());
        }
        for (s, city) in self.cities.iter().enumerate() {
            let cards: Vec<Option<Kind>> = city.cards().map(|c| c.map(|c| c.kind)).collect();
            // A row starts and ends with a card (G16), towers apart (G8).
            if cards.first().is_some_and(Option::is_none)
                || cards.last().is_some_and(Option::is_none)
            {
                return Err(format!("seat {}: a breach at an end", s + 1));
            }
            if cards
                .windows(2)
                .any(|pair| matches!(pair, [Some(a), Some(b)] if a.same_type(*b)))
            {
                return Err(format!(
                    "seat {}: two buildings of one type side by side",
                    s + 1
                ));
            }
            for (i, kind) in cards.iter().enumerate() {
                let left_ok = *kind != Some(Kind::LeftCorner) || i == 0;
                let right_ok = *kind != Some(Kind::RightCorner) || i + 1 == cards.len();
                if !left_ok || !right_ok {
                    return Err(format!("seat {}: a corner tower away from its end", s + 1));
                }
            }
            let corners = cards.iter().flatten().filter(|k| k.is_corner()).count();
            if corners > 1 && !self.is_final_round() && self.phase != Phase::Over {
                return Err(format!(
                    "seat {}: two corner towers before the final round",
                    s + 1
                ));
            }
        }
        // Both piles hold cards until one is emptied, which starts the end.
        if self.trigger.is_none() && self.piles.iter().any(Vec::is_empty) && auction.is_none() {
            return Err("a pile ran out without starting the end".into());
        }
        Ok(())
    }

    fn reveals(&self, seat: Seat, action: &Action) -> bool {
        let mut after = self.clone();
        if after.apply(seat, action).is_err() {
            return false;
        }
        // Beyond the draws the table sees: a card shown to this seat alone
        // (a face-down auction's, one won), an auction settled (who pays
        // what turns on secret purses, G15), the end.
        let bidding = |game: &GrandsBatisseurs| {
            matches!(game.phase, Phase::Bidding(_) | Phase::OpeningBid { .. })
        };
        after.revealed() != self.revealed()
            || after.is_over()
            || (bidding(self) && !bidding(&after))
            || CardId::all()
                .any(|id| after.knowledge.knows(seat, id) != self.knowledge.knows(seat, id))
    }
}
