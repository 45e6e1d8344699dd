//! Babylon in words, in the reader's language: labels for its actions,
//! accounts of what happened, what the seats to act must do, why an action
//! is refused, rules in brief, and its two pictures (the action board, and
//! the sheets). Every word is in the Fluent files (`babylon-…` ids,
//! `locales/*/babylon.ftl`); icons, sections and bonuses are passed to them
//! by their notation words.
//!
//! Everything is public (Y43): the Write happens at once for every seat,
//! each seat's writing visible as it goes.

use image::RgbImage;
use keystone_engine::babylon::{
    Action, Babylon, BoardCell, Bonus, Choice, Deed, Event, IllegalAction, Pay, Section, Shape,
    Step, manifest,
};
use keystone_engine::{Game, Seat};
use keystone_render::babylon::{self as picture, ENGLISH, Labels, Picture};

use super::{Account, Kind, Live, Words};
use crate::i18n::Lang;
use crate::t;

/// Babylon, for the bot.
pub static KIND: Kind = Kind {
    name: "babylon",
    // the same in every language: the game's name.
    title: "Babylon",
    seats: 1..=4,
    start: Live::<Babylon>::start,
    load: Live::<Babylon>::load,
    rules,
    topics: &TOPICS,
    decline: None,
    default_rule: Some("Y44"),
    words: &[
        "accept", "amphora", "art", "boat", "bonus", "cart", "convert", "done", "draw", "garden",
        "gold", "green", "house", "ignore", "lion", "mason", "mine", "mosaic", "palm", "pay",
        "penalty", "pencil", "pond", "river", "shape", "ship", "skip", "statue", "stone", "take",
        "tent", "tile", "undo", "vase", "wall", "wheat", "with", "wood", "worker",
    ],
    replay: Live::<Babylon>::replay,
    resume: Live::<Babylon>::resume,
};

fn name<'a>(names: &[&'a str], seat: Seat) -> &'a str {
    names.get(seat.index()).copied().unwrap_or("?")
}

/// "artwork", "œuvre d'art".
fn icon(word: &str, lang: Lang) -> String {
    t!(lang, "babylon-icon", icon = word)
}

/// "wood", "bois".
fn resource(word: &str, lang: Lang) -> String {
    t!(lang, "babylon-resource", resource = word)
}

/// A section by its icon's word: "pottery", "poterie".
fn section(section: Section, lang: Lang) -> String {
    t!(lang, "babylon-section", section = section.word())
}

/// A board cell (an icon of the action board).
fn board_cell(cell: BoardCell, lang: Lang) -> String {
    section(cell.section(), lang)
}

/// A tile bonus in words: "a gold", "virtual dice 1+1".
fn bonus(bonus: Bonus, lang: Lang) -> String {
    let (word, dice) = match bonus {
        Bonus::Dice(a, b) => ("dice".to_owned(), format!("{a}+{b}")),
        other => (
            keystone_engine::babylon::error::bonus_word(other),
            String::new(),
        ),
    };
    t!(lang, "babylon-bonus", bonus = word, dice = dice)
}

/// Board cells in words: "ship, worker and lion".
fn board_cells(cells: keystone_engine::babylon::BoardCells, lang: Lang) -> String {
    cells
        .iter()
        .map(|c| board_cell(c, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A section action in words, without its die.
fn deed(deed: Deed, lang: Lang) -> String {
    let (cell, icon_word, res) = match deed {
        Deed::Art(c) | Deed::Mosaic(c) | Deed::Palm(c) | Deed::Lion(c) => {
            (c.to_string(), String::new(), String::new())
        }
        Deed::Statue(cells) | Deed::Mason(cells) => {
            (cells.to_string(), String::new(), String::new())
        }
        Deed::Pencil(i, c) => (c.to_string(), icon(i.word(), lang), String::new()),
        Deed::River(r) => (String::new(), String::new(), resource(r.word(), lang)),
        _ => (String::new(), String::new(), String::new()),
    };
    t!(
        lang,
        "babylon-deed",
        verb = deed.verb(),
        cell = cell,
        icon = icon_word,
        resource = res
    )
}

/// A pending bonus's resolution in words.
fn choice(choice: Choice, lang: Lang) -> String {
    match choice {
        Choice::Circle(i, c) => t!(
            lang,
            "babylon-choice-circle",
            icon = icon(i.word(), lang),
            cell = c.to_string()
        ),
        Choice::Wall(row) => t!(lang, "babylon-choice-wall", row = i64::from(row)),
        Choice::Pencil(i, c) => t!(
            lang,
            "babylon-choice-pencil",
            icon = icon(i.word(), lang),
            cell = c.to_string()
        ),
        Choice::Shape3(cells) => t!(lang, "babylon-choice-shape3", cells = cells.to_string()),
        Choice::River(r) => t!(
            lang,
            "babylon-choice-river",
            resource = resource(r.word(), lang)
        ),
    }
}

/// The shape of a shape card, with its tiles: "T (tiles 3 and 4)".
fn card_words(card: u8, lang: Lang) -> String {
    let shape = Shape::of_tile(card);
    let [a, b] = shape.tiles();
    t!(
        lang,
        "babylon-card",
        card = i64::from(card),
        shape = shape.to_string(),
        a = i64::from(a),
        b = i64::from(b)
    )
}

/// "1 3 5" or "–": a seat's unspent dice.
fn dice_left(game: &Babylon, seat: Seat) -> String {
    let values: Vec<String> = game
        .player(seat)
        .turn
        .dice
        .iter()
        .filter(|d| !d.spent)
        .map(|d| d.value.to_string())
        .collect();
    if values.is_empty() {
        "–".to_owned()
    } else {
        values.join(" ")
    }
}

/// "1×2, 3×1…": blue dice left on the board by value, and green.
fn board_dice(game: &Babylon, lang: Lang) -> String {
    let blue: Vec<String> = game
        .blue_left()
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(v, n)| {
            if *n == 1 {
                (v + 1).to_string()
            } else {
                format!("{}×{n}", v + 1)
            }
        })
        .collect();
    t!(
        lang,
        "babylon-board-dice",
        blue = if blue.is_empty() {
            "–".to_owned()
        } else {
            blue.join(", ")
        },
        green = i64::from(game.green_left())
    )
}

/// The seats the Write waits on, by name.
fn waiting(game: &Babylon, names: &[&str]) -> String {
    game.to_act()
        .iter()
        .map(|s| name(names, s))
        .collect::<Vec<_>>()
        .join(", ")
}

/// An action in words, without the dice left.
fn action_words(action: &Action, lang: Lang) -> String {
    match *action {
        Action::Penalty { accept } => t!(
            lang,
            "babylon-label-penalty",
            accept = if accept { "yes" } else { "no" }
        ),
        Action::Tile { tile, side, cells } => t!(
            lang,
            "babylon-label-tile",
            tile = format!("{tile}{}", side.letter()),
            cells = board_cells(cells, lang)
        ),
        Action::Bonus(c) => t!(lang, "babylon-label-bonus", choice = choice(c, lang)),
        Action::Skip => t!(lang, "babylon-label-skip"),
        Action::Take(value) => t!(lang, "babylon-label-take", value = i64::from(value)),
        Action::TakeGreen => t!(lang, "babylon-label-take-green"),
        Action::Write { pond, deed: d, pay } => {
            let mut text = deed(d, lang);
            match pay {
                Some(Pay::Die(v)) => {
                    text.push_str(&t!(lang, "babylon-pay-die", value = i64::from(v)));
                }
                Some(Pay::Resource(r)) => text.push_str(&t!(
                    lang,
                    "babylon-pay-resource",
                    resource = resource(r.word(), lang)
                )),
                None => {}
            }
            if pond {
                t!(lang, "babylon-label-pond", action = text)
            } else {
                text
            }
        }
        Action::ConvertWood(metal) => t!(
            lang,
            "babylon-label-convert-wood",
            metal = section(
                if metal == keystone_engine::babylon::Metal::Gold {
                    Section::Gold
                } else {
                    Section::Stone
                },
                lang
            )
        ),
        Action::ConvertWheat => t!(lang, "babylon-label-convert-wheat"),
        Action::Draw(cells) => t!(lang, "babylon-label-draw", cells = cells.to_string()),
        Action::Undo => t!(lang, "babylon-label-undo"),
        Action::Done => t!(lang, "babylon-label-done"),
    }
}

impl Words for Babylon {
    const GAME: &'static Kind = &KIND;

    fn label(&self, seat: Seat, action: &Action, _names: &[&str], lang: Lang) -> String {
        let label = action_words(action, lang);
        // While writing, the dice still unspent, so the menu shows them.
        if self.step() == Step::Write && self.to_act().contains(seat) {
            format!(
                "{label}{}",
                t!(lang, "babylon-label-dice", dice = dice_left(self, seat))
            )
        } else {
            label
        }
    }
    fn account(&self, after: &Babylon, events: &[Event], names: &[&str], lang: Lang) -> Account {
        let mut account = Account::default();
        // The Write has no events of its own: each seat whose sheet
        // changed is told with its score before and after.
        if self.step() == Step::Write {
            for seat in Seat::all(self.seat_count()) {
                let (was, now) = (self.player(seat), after.player(seat));
                if was.sheet != now.sheet || was.turn != now.turn {
                    account.sentences.push(t!(
                        lang,
                        "babylon-wrote",
                        name = name(names, seat),
                        before = self.breakdown(seat).total(),
                        after = after.breakdown(seat).total(),
                        dice = dice_left(after, seat)
                    ));
                }
            }
        }
        // The penalty card's answer has no event either (Y36).
        if self.step() == Step::Penalty
            && let Some((n, Some(accepted))) = after.penalty()
        {
            let (cell, value) = after.tables().penalties[usize::from(n) - 1];
            account.sentences.push(t!(
                lang,
                "babylon-penalty-answered",
                name = name(names, Seat::from_index(0)),
                accepted = if accepted { "yes" } else { "no" },
                section = board_cell(cell, lang),
                value = i64::from(value)
            ));
        }
        for event in events {
            let sentence = match *event {
                Event::Revealed {
                    round,
                    card,
                    penalty,
                } => {
                    let mut text = t!(
                        lang,
                        "babylon-revealed",
                        round = i64::from(round),
                        rounds = i64::from(after.rounds()),
                        card = card_words(card, lang)
                    );
                    if let Some(n) = penalty {
                        let (cell, value) = after.tables().penalties[usize::from(n) - 1];
                        text.push(' ');
                        text.push_str(&t!(
                            lang,
                            "babylon-revealed-penalty",
                            card = i64::from(n),
                            section = board_cell(cell, lang),
                            value = i64::from(value)
                        ));
                    }
                    text
                }
                Event::Gained { seat, bonus: b } => t!(
                    lang,
                    "babylon-gained",
                    name = name(names, seat),
                    bonus = bonus(b, lang)
                ),
                Event::Pending { seat, bonus: b } => t!(
                    lang,
                    "babylon-pending",
                    name = name(names, seat),
                    bonus = bonus(b, lang)
                ),
                Event::Lapsed { seat, bonus: b } => t!(
                    lang,
                    "babylon-lapsed",
                    name = name(names, seat),
                    bonus = bonus(b, lang)
                ),
                Event::Rolled { seat, value } => t!(
                    lang,
                    "babylon-rolled",
                    name = name(names, seat),
                    value = i64::from(value)
                ),
                Event::WriteOpened => t!(lang, "babylon-write-opened"),
                Event::Done { seat } => t!(
                    lang,
                    "babylon-done",
                    name = name(names, seat),
                    score = after.breakdown(seat).total()
                ),
                Event::RoundEnded { round } => {
                    t!(lang, "babylon-round-ended", round = i64::from(round))
                }
                Event::Left { seat } => t!(lang, "babylon-left", name = name(names, seat)),
                Event::GameOver => {
                    account.scoring = scoring(after, names, lang);
                    format!(
                        "{} {}",
                        t!(lang, "babylon-over"),
                        result(after, names, lang)
                    )
                }
            };
            account.sentences.push(sentence);
        }
        // The line's own actions, when they drew nothing else to tell (a
        // take, a tile): told by the prompt that follows.
        account
    }

    fn refusal(error: &IllegalAction, names: &[&str], lang: Lang) -> String {
        use IllegalAction::*;
        let why = |key: &str| t!(lang, "babylon-refusal", why = key.to_owned());
        match error {
            GameOver => why("over"),
            NotYourTurn { to_act } => t!(
                lang,
                "basilica-refused-not-your-turn",
                name = name(names, *to_act)
            ),
            AlreadyLeft { seat } => t!(lang, "refused-left", name = name(names, *seat)),
            AlreadyDone { writing } => {
                let waiting: Vec<&str> = writing.iter().map(|s| name(names, s)).collect();
                t!(lang, "babylon-refusal-done", names = waiting.join(", "))
            }
            NotNow { step } => t!(lang, "babylon-refusal-not-now", step = step.word()),
            WrongShape { tile, card } => t!(
                lang,
                "babylon-refusal-wrong-shape",
                tile = i64::from(*tile),
                shape = card.to_string()
            ),
            NotTheFootprint { tile, side, mirror } => t!(
                lang,
                "babylon-refusal-footprint",
                tile = format!("{tile}{}", side.letter()),
                mirror = if *mirror { "yes" } else { "no" }
            ),
            NoBonus => why("no-bonus"),
            OtherBonus { pending } => t!(
                lang,
                "babylon-refusal-other-bonus",
                bonus = bonus(*pending, lang)
            ),
            BonusPending { pending } => t!(
                lang,
                "babylon-refusal-bonus-pending",
                bonus = bonus(*pending, lang)
            ),
            NoBlueDie { value } => {
                t!(lang, "babylon-refusal-no-blue", value = i64::from(*value))
            }
            NoGreenDie => why("no-green"),
            PenaltyValue { value } => {
                t!(
                    lang,
                    "babylon-refusal-penalty-value",
                    value = i64::from(*value)
                )
            }
            AfterDraw => why("after-draw"),
            Covered { section: s } => {
                t!(lang, "babylon-refusal-covered", section = section(*s, lang))
            }
            Closed { section: s } => {
                t!(lang, "babylon-refusal-closed", section = section(*s, lang))
            }
            PondNotNeeded { section: s } => t!(
                lang,
                "babylon-refusal-pond-not-needed",
                section = section(*s, lang)
            ),
            PondRiver => why("pond-river"),
            PondCovered => why("pond-covered"),
            PondUsed => why("pond-used"),
            DieRequired { verb } => t!(lang, "babylon-refusal-die-required", verb = *verb),
            NoDieTaken { verb } => t!(lang, "babylon-refusal-no-die", verb = *verb),
            WrongValue {
                verb,
                value,
                allowed,
            } => t!(
                lang,
                "babylon-refusal-wrong-value",
                verb = *verb,
                value = i64::from(*value),
                allowed = allowed.as_str()
            ),
            NoSuchDie { value } => {
                t!(
                    lang,
                    "babylon-refusal-no-such-die",
                    value = i64::from(*value)
                )
            }
            ResourceOnlyForPencil => why("resource-pencil"),
            NoResource { resource: r } => {
                t!(
                    lang,
                    "babylon-refusal-no-resource",
                    resource = resource(r, lang)
                )
            }
            NotPrinted { icon: i, cell } => t!(
                lang,
                "babylon-refusal-not-printed",
                icon = icon(i.word(), lang),
                cell = cell.to_string()
            ),
            AlreadyCircled { cell } => {
                t!(lang, "babylon-refusal-circled", cell = cell.to_string())
            }
            Full { what } => t!(lang, "babylon-refusal-full", what = *what),
            VaseTooSoon => why("vase-soon"),
            AlreadyBuilt { building } => {
                t!(lang, "babylon-refusal-built", building = building.word())
            }
            CannotAfford { cost } => t!(lang, "babylon-refusal-afford", cost = cost.as_str()),
            StatueLions { expected } => {
                t!(lang, "babylon-refusal-statue", count = *expected as i64)
            }
            MasonCells => why("mason-cells"),
            Shape3Cells => why("shape3-cells"),
            OutsideTower { cell } => {
                t!(lang, "babylon-refusal-outside", cell = cell.to_string())
            }
            CellFilled { cell } => t!(lang, "babylon-refusal-filled", cell = cell.to_string()),
            PencilOutside { cell } => {
                t!(
                    lang,
                    "babylon-refusal-pencil-outside",
                    cell = cell.to_string()
                )
            }
            PencilOnIcon { cell } => {
                t!(lang, "babylon-refusal-pencil-icon", cell = cell.to_string())
            }
            PencilOnOpening { cell } => t!(
                lang,
                "babylon-refusal-pencil-opening",
                cell = cell.to_string()
            ),
            PencilAlone { icon: i, cell } => t!(
                lang,
                "babylon-refusal-pencil-alone",
                icon = icon(i.word(), lang),
                cell = cell.to_string()
            ),
            PawnPlaced { pawn } => t!(lang, "babylon-refusal-pawn", pawn = *pawn),
            DrawnAlready => why("drawn"),
            DrawFootprint {
                shape,
                side,
                mirror,
            } => t!(
                lang,
                "babylon-refusal-draw",
                shape = shape.to_string(),
                side = side.letter().to_string(),
                mirror = if *mirror { "yes" } else { "no" }
            ),
            NothingToUndo => why("nothing-to-undo"),
        }
    }

    fn asked(&self) -> Option<Seat> {
        None
    }

    fn record_lines(start: &Babylon, lines: &[(Seat, String)]) -> Vec<(Seat, String)> {
        // The page's form; a log that does not tidy (it always should) is
        // written as played, which replays all the same.
        keystone_engine::babylon::tidy::tidy(start, lines).unwrap_or_else(|_| lines.to_vec())
    }

    fn default_line(&self, seat: Seat) -> Option<String> {
        // Y44; solo waits on nobody else, so needs none.
        if self.seat_count() == 1 {
            return None;
        }
        self.default_action(seat).map(|a| a.to_string())
    }

    fn prompt(&self, names: &[&str], lang: Lang) -> String {
        if self.is_over() {
            return result(self, names, lang);
        }
        let to_act = self.to_act();
        let Some(seat) = to_act.iter().next() else {
            return String::new();
        };
        let who = name(names, seat);
        match self.step() {
            Step::Penalty => {
                let (card, value, cell) = self
                    .penalty()
                    .map(|(n, _)| {
                        let (cell, value) = self.tables().penalties[usize::from(n) - 1];
                        (n, value, cell)
                    })
                    .unwrap_or((0, 0, BoardCell::Pond));
                t!(
                    lang,
                    "babylon-prompt-penalty",
                    name = who,
                    card = i64::from(card),
                    section = board_cell(cell, lang),
                    value = i64::from(value)
                )
            }
            Step::Place => t!(
                lang,
                "babylon-prompt-place",
                name = who,
                card = self
                    .card()
                    .map_or_else(|| "?".to_owned(), |c| card_words(c, lang))
            ),
            Step::Papyrus | Step::PondSpace => t!(
                lang,
                "babylon-prompt-bonus",
                name = who,
                bonus = self
                    .player(seat)
                    .turn
                    .pending
                    .map_or_else(|| "?".to_owned(), |b| bonus(b, lang))
            ),
            Step::Draft => t!(
                lang,
                "babylon-prompt-draft",
                name = who,
                dice = board_dice(self, lang)
            ),
            Step::Write => {
                if self.seat_count() == 1 {
                    t!(
                        lang,
                        "babylon-prompt-write-solo",
                        name = who,
                        dice = dice_left(self, seat)
                    )
                } else {
                    t!(
                        lang,
                        "babylon-prompt-write",
                        names = waiting(self, names),
                        count = to_act.len() as i64
                    )
                }
            }
            Step::Over => String::new(),
        }
    }

    fn status(&self, names: &[&str], lang: Lang) -> String {
        let mut out = vec![self.prompt(names, lang)];
        if !self.is_over() {
            out.push(t!(
                lang,
                "babylon-status-round",
                round = i64::from(self.round()),
                rounds = i64::from(self.rounds()),
                card = self
                    .card()
                    .map_or_else(|| "–".to_owned(), |c| card_words(c, lang)),
                dice = board_dice(self, lang)
            ));
        }
        let writing = self.step() == Step::Write;
        for seat in Seat::all(self.seat_count()) {
            let me = self.player(seat);
            let state = if me.left {
                "left"
            } else if writing && me.done {
                "done"
            } else if writing {
                "writing"
            } else {
                "none"
            };
            out.push(t!(
                lang,
                "babylon-status-seat",
                name = name(names, seat),
                score = self.breakdown(seat).total(),
                dice = dice_left(self, seat),
                state = state
            ));
        }
        if let Some(mode) = self.mode() {
            let kept: Vec<String> = self
                .kept_penalties()
                .iter()
                .map(|n| {
                    let (_, value) = self.tables().penalties[usize::from(*n) - 1];
                    value.to_string()
                })
                .collect();
            out.push(t!(
                lang,
                "babylon-status-solo",
                mode = mode.word(),
                goal = manifest::GOAL,
                kept = if kept.is_empty() {
                    "–".to_owned()
                } else {
                    kept.join(", ")
                }
            ));
        }
        out.join("\n")
    }

    fn image(
        &self,
        names: &[&str],
        _since: Option<&Babylon>,
        note: Option<&str>,
        scale: f32,
        lang: Lang,
    ) -> RgbImage {
        let view = self.view(None);
        let mut labels = labels(self, names, lang);
        if let Some(note) = note {
            labels.status = format!("{} · {note}", labels.status);
        }
        picture::draw_board(
            &Picture {
                view: &view,
                names,
                labels: &labels,
                since: None,
            },
            scale,
        )
    }

    fn sheets(
        &self,
        names: &[&str],
        since: Option<&Babylon>,
        only: Option<Seat>,
        scale: f32,
        lang: Lang,
    ) -> Option<RgbImage> {
        let view = self.view(None);
        let labels = labels(self, names, lang);
        // The marks lit are the round's: during the Write, those since it
        // began; otherwise those since the reader's last move.
        let before: Vec<_> = Seat::all(self.seat_count())
            .map(|seat| match (self.step(), since) {
                (Step::Write, _) | (_, None) => self.player(seat).sheet_before_write().clone(),
                (_, Some(earlier)) => earlier.player(seat).sheet.clone(),
            })
            .collect();
        let seats: Vec<Seat> = match only {
            Some(seat) => vec![seat],
            None => Seat::all(self.seat_count()).collect(),
        };
        Some(picture::draw_sheets(
            &Picture {
                view: &view,
                names,
                labels: &labels,
                since: Some(&before),
            },
            &seats,
            scale,
        ))
    }
}

/// Every word drawn on the pictures, in `lang`.
pub fn labels(game: &Babylon, names: &[&str], lang: Lang) -> Labels {
    let status = if game.is_over() {
        result(game, names, lang)
    } else if game.step() == Step::Write && game.seat_count() > 1 {
        t!(lang, "babylon-board-writing", names = waiting(game, names))
    } else {
        let who = game.to_act().iter().next().map_or("?", |s| name(names, s));
        t!(
            lang,
            "babylon-board-to-play",
            name = who,
            step = game.step().word()
        )
    };
    Labels {
        status,
        words: ENGLISH
            .iter()
            .map(|&(key, _)| (key, t!(lang, "babylon-word", key = key)))
            .collect(),
    }
}

/// Each seat's score item by item, for the end of the game.
fn scoring(game: &Babylon, names: &[&str], lang: Lang) -> Vec<String> {
    Seat::all(game.seat_count())
        .map(|seat| {
            let breakdown = game.breakdown(seat);
            let items: Vec<String> = breakdown
                .items()
                .iter()
                .filter(|(_, points)| *points != 0)
                .map(|(item, points)| {
                    format!("{} {points}", t!(lang, "babylon-item", item = *item))
                })
                .collect();
            t!(
                lang,
                "babylon-scoring",
                name = name(names, seat),
                total = breakdown.total(),
                items = items.join(", ")
            )
        })
        .collect()
}

/// "Ada wins: Ada 131, Bob 118." or a solo game's goal reached or missed.
fn result(game: &Babylon, names: &[&str], lang: Lang) -> String {
    let Some(outcome) = game.outcome() else {
        return String::new();
    };
    if game.mode().is_some() {
        let total = game.breakdown(Seat::from_index(0)).total();
        return t!(
            lang,
            "babylon-result-solo",
            name = name(names, Seat::from_index(0)),
            total = total,
            goal = manifest::GOAL,
            reached = if outcome.winners.is_empty() {
                "no"
            } else {
                "yes"
            }
        );
    }
    // The winner's score first (Y34).
    let mut order: Vec<Seat> = Seat::all(game.seat_count()).collect();
    order.sort_by_key(|s| {
        (
            !outcome.winners.contains(*s),
            std::cmp::Reverse(outcome.scores[s.index()]),
        )
    });
    let scores: Vec<String> = order
        .iter()
        .map(|&s| {
            let score = format!("{} {}", name(names, s), outcome.scores[s.index()]);
            if outcome.left.contains(&s) {
                t!(lang, "seat-left", name = score)
            } else {
                score
            }
        })
        .collect();
    let winners: Vec<&str> = outcome.winners.iter().map(|s| name(names, s)).collect();
    t!(
        lang,
        "babylon-result",
        names = winners.join(", "),
        count = winners.len() as i64,
        scores = scores.join(", ")
    )
}

/// The topics of the rules in brief, as `/game rules` takes them.
const TOPICS: [&str; 6] = ["round", "draft", "write", "tower", "solo", "notation"];

/// Rule summaries with rule ids, by topic.
fn rules(topic: Option<&str>, lang: Lang) -> String {
    super::rules_by_topic(
        topic,
        &TOPICS,
        lang,
        |topics| t!(lang, "babylon-rules", topics = topics),
        |topic| t!(lang, "babylon-rules-topic", topic = topic.to_owned()),
    )
}

#[cfg(test)]
mod tests {
    use keystone_engine::babylon::BabylonOptions;
    use keystone_engine::{Record, Table, play};

    use super::*;
    use crate::games::AnyGame;

    const NAMES: [&str; 3] = ["Ada", "Bob", "Cy"];

    fn example(lines: usize) -> Babylon {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../examples/babylon-four-players.txt"
        ))
        .unwrap();
        let mut record = Record::parse(&text).unwrap();
        record.actions.truncate(lines);
        play::replay(&record).unwrap()
    }

    #[test]
    fn every_action_of_a_whole_game_has_words_in_every_language() {
        let game = example(usize::MAX);
        assert!(game.is_over());
        let live = Live(
            Babylon::new(
                &Table {
                    seats: 4,
                    first: Some(Seat::from_index(0)),
                    seed: 1,
                },
                &BabylonOptions::default(),
            )
            .unwrap(),
        );
        let names = ["Ada", "Bob", "Cy", "Dee"];
        for lang in [Lang::En, Lang::Fr, Lang::Pl] {
            for seat in live.to_act() {
                for choice in live.choices(seat, &names, lang) {
                    assert!(!choice.label.is_empty(), "{}", choice.notation);
                    assert!(!choice.label.contains("babylon-"), "{}", choice.label);
                }
            }
        }
        // A whole game told: each line's account has words.
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../examples/babylon-four-players.txt"
        ))
        .unwrap();
        let record = Record::parse(&text).unwrap();
        let mut live = Live(
            play::replay::<Babylon>(&Record {
                actions: Vec::new(),
                ..record.clone()
            })
            .unwrap(),
        );
        let mut last = Account::default();
        for action in &record.actions {
            let seat = action.seat;
            last = live.play(seat, &action.text, &names, Lang::Fr).unwrap();
            let status = live.status(&names, Lang::Pl);
            assert!(!status.contains("babylon-"), "{status}");
        }
        assert!(live.outcome().is_some());
        assert_eq!(last.scoring.len(), 4, "{last:?}");
        assert!(last.sentences.join(" ").contains("Ada"), "{last:?}");
    }

    #[test]
    fn the_write_is_told_with_the_scores_and_the_waiting_seats() {
        let table = Table {
            seats: 3,
            first: Some(Seat::from_index(0)),
            seed: 11,
        };
        let mut game = Live(Babylon::new(&table, &BabylonOptions::default()).unwrap());
        // Place and draft by the seats' defaults, up to the Write.
        while game.0.step() != Step::Write {
            let seat = game.to_act()[0];
            let line = game.0.default_line(seat).unwrap();
            game.play(seat, &line, &NAMES, Lang::En).unwrap();
        }
        let prompt = game.0.prompt(&NAMES, Lang::En);
        assert!(prompt.contains("Ada, Bob, Cy"), "{prompt}");
        let bob = Seat::from_index(1);
        let told = game.play(bob, "done", &NAMES, Lang::En).unwrap();
        assert!(told.sentences.join(" ").contains("Bob"), "{told:?}");
        let prompt = game.0.prompt(&NAMES, Lang::En);
        assert!(
            prompt.contains("Ada, Cy") && !prompt.contains("Bob"),
            "{prompt}"
        );
        let refused = game.play(bob, "gold with 5", &NAMES, Lang::Fr).unwrap_err();
        assert!(refused.ends_with("(Y22)"), "{refused}");
        let status = game.0.status(&NAMES, Lang::En);
        assert!(status.contains("Bob"), "{status}");
        // Both pictures are drawn.
        assert!(!game.picture(&NAMES, None, None, 0.5, Lang::Pl).is_empty());
        assert!(Words::sheets(&game.0, &NAMES, None, Some(bob), 0.5, Lang::Pl).is_some());
    }

    #[test]
    fn rules_have_topics() {
        assert!(rules(None, Lang::En).contains("write"));
        assert!(rules(Some("write"), Lang::En).contains("Y22"));
        assert!(rules(Some("solo"), Lang::Pl).contains("Y40"));
    }
}
