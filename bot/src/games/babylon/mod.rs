//! Babylon in words, in the reader's language: labels for its actions,
//! accounts of what happened, what the seats to act must do, why an action
//! is refused, rules in brief, and its two pictures (the action board, and
//! the sheets). Every word is in the Fluent files (`babylon-…` ids,
//! `locales/*/babylon.ftl`); icons, sections and bonuses are passed to them
//! by their notation words.
//!
//! Everything is public (Y43): the Write happens at once for every seat,
//! each seat's writing visible as it goes.

mod position;
mod account;
mod phrases;
mod refusals;
mod report;
mod summary;
mod worth;

use phrases::*;
pub use summary::*;
use worth::written_worth;

use image::RgbImage;
use keystone_engine::babylon::{
    Action, Babylon, BoardCell, Bonus, Choice, Deed, Event, IllegalAction, Pay, Section, Shape,
    Step, manifest,
};
use keystone_engine::{Game, Seat};
use keystone_render::babylon::{self as picture, ENGLISH, Labels, Picture};

use super::{Account, Kind, Live, Look, Pictures, Questions, Setting, Sheets, Words};
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
    standing: &[],
    setup: &[Setting {
        option: "mode",
        key: "mode",
        values: &["normal", "hard"],
    }],
    answers: &[],
    default_rule: Some("Y44"),
    words: &[
        "accept", "amphora", "art", "boat", "bonus", "cart", "convert", "done", "draw", "garden",
        "gold", "green", "house", "ignore", "lion", "mason", "mine", "mosaic", "palm", "pay",
        "penalty", "pencil", "pond", "river", "shape", "ship", "skip", "statue", "stone", "take",
        "tent", "tile", "undo", "vase", "wall", "wheat", "with", "wood", "worker",
    ],
    replay: Live::<Babylon>::replay,
    resume: Live::<Babylon>::resume,
    report: super::report::report::<Babylon>,
    selfplay: crate::selfplay::babylon::run,
};

impl Words for Babylon {
    const GAME: &'static Kind = &KIND;

    fn label(&self, seat: Seat, action: &Action, _names: &[&str], lang: Lang) -> String {
        let mut label = action_words(action, lang);
        // A tile and side: its bonus spaces, before they are chosen (Y6).
        if let Action::Tile { tile, side, .. } = *action
            && let Some(sides) = self
                .tables()
                .tile_sides
                .get(usize::from(tile).wrapping_sub(1))
        {
            let spaces = sides[side.index()];
            let word = |key: &str| t!(lang, "babylon-word", key = key.to_owned());
            let [one, two] = spaces.lake;
            let told = [
                format!("{} {}", word("papyrus"), bonus(spaces.papyrus, lang)),
                format!("{} {}", word("garden-space"), bonus(spaces.garden, lang)),
                format!(
                    "{} {} + {}",
                    word("lake"),
                    bonus(one, lang),
                    bonus(two, lang)
                ),
            ];
            label.push_str(&t!(lang, "babylon-label-spaces", spaces = told.join(", ")));
        }
        // While writing, the dice still unspent, so the menu shows them.
        if self.step() == Step::Write && self.to_act().contains(seat) {
            format!(
                "{label}{}{}",
                written_worth(self, seat, action, lang).unwrap_or_default(),
                t!(lang, "babylon-label-dice", dice = dice_left(self, seat))
            )
        } else {
            label
        }
    }

    fn account(&self, after: &Babylon, events: &[Event], names: &[&str], lang: Lang) -> Account {
        account::account(self, after, events, names, lang)
    }

    fn refusal(error: &IllegalAction, names: &[&str], lang: Lang) -> String {
        refusals::refusal(error, names, lang)
    }

    fn record_lines(start: &Babylon, lines: &[(Seat, String)]) -> Vec<(Seat, String)> {
        // The page's form; a log that does not tidy (it always should) is
        // written as played, which replays all the same.
        keystone_engine::babylon::tidy::tidy(start, lines).unwrap_or_else(|_| lines.to_vec())
    }

    fn score_item(item: &keystone_engine::ScoreItem, lang: Lang) -> String {
        t!(lang, "babylon-item", item = item.item)
    }

    fn did(&self, seat: Seat, action: &Action, names: &[&str], lang: Lang) -> Option<String> {
        let name = name(names, seat);
        Some(match *action {
            // Told by what follows: the answer (no event, see `account`),
            // and `done` with the score it ends on.
            Action::Penalty { .. } | Action::Done => return None,
            Action::Tile { tile, side, cells } => t!(
                lang,
                "babylon-did-tile",
                name = name,
                tile = format!("{tile}{}", side.letter()),
                cells = board_cells(cells, lang)
            ),
            Action::Bonus(c) => t!(
                lang,
                "babylon-did-bonus",
                name = name,
                choice = choice(c, lang)
            ),
            Action::Skip => t!(lang, "babylon-did-skip", name = name),
            Action::Take(value) => t!(
                lang,
                "babylon-did-take",
                name = name,
                value = i64::from(value)
            ),
            Action::TakeGreen => t!(lang, "babylon-did-take-green", name = name),
            Action::Draw(cells) => t!(
                lang,
                "babylon-did-draw",
                name = name,
                cells = cells.to_string()
            ),
            Action::Undo => t!(lang, "babylon-did-undo", name = name),
            Action::Write { .. } | Action::ConvertWood(_) | Action::ConvertWheat => t!(
                lang,
                "babylon-did-write",
                name = name,
                action = action_words(action, lang)
            ),
        })
    }

    fn tie_break(item: &str, lang: Lang) -> String {
        t!(lang, "babylon-tie-break", item = item.to_owned())
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

    fn position(&self, names: &[&str], lang: Lang) -> Vec<String> {
        position::position(self, names, lang)
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
}

impl Questions for Babylon {
    fn asked(&self) -> Option<Seat> {
        None
    }

    fn default_line(&self, seat: Seat) -> Option<String> {
        // Y44; solo waits on nobody else, so needs none.
        if self.seat_count() == 1 {
            return None;
        }
        self.default_action(seat).map(|a| a.to_string())
    }

    fn writing_apart(&self) -> bool {
        self.step() == Step::Write
    }
}

impl Pictures for Babylon {
    fn image(
        &self,
        names: &[&str],
        _since: Option<&Babylon>,
        note: Option<&str>,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> RgbImage {
        board_drawn(self, names, note, look, lang, |p| {
            picture::draw_board(p, scale)
        })
    }

    fn mapped(
        &self,
        seat: Option<Seat>,
        names: &[&str],
        since: Option<&Babylon>,
        note: Option<&str>,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> Vec<super::Mapped> {
        let (image, dice) = board_drawn(self, names, note, look, lang, |p| {
            picture::draw_board_mapped(p, scale)
        });
        let board = super::Mapped {
            panel: "board",
            image,
            // A die is taken; a board cell is named when a tile is placed.
            places: dice
                .iter()
                .map(|region| {
                    let verb = if region.name == "green" || region.name.parse::<u8>().is_ok() {
                        "take"
                    } else {
                        "tile"
                    };
                    super::Place::new(region.name.as_str(), region).after(verb)
                })
                .collect(),
        };
        // A seat writes on its own sheet, large; a spectator sees every
        // sheet, as the channel does.
        let sheet = match seat {
            Some(seat) => {
                let (image, cells) = sheets_drawn(self, names, since, look, lang, |p| {
                    picture::draw_sheet_mapped(p, seat, scale)
                });
                super::Mapped {
                    panel: "sheet",
                    image,
                    places: super::places(&cells),
                }
            }
            None => {
                let seats: Vec<Seat> = Seat::all(self.seat_count()).collect();
                super::Mapped {
                    panel: "sheet",
                    image: sheets_drawn(self, names, since, look, lang, |p| {
                        picture::draw_sheets(p, &seats, scale)
                    }),
                    places: Vec::new(),
                }
            }
        };
        vec![board, sheet]
    }

    fn sheets(
        &self,
        names: &[&str],
        since: Option<&Babylon>,
        shown: Sheets,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> Option<RgbImage> {
        Some(sheets_drawn(
            self,
            names,
            since,
            look,
            lang,
            |picture| match shown {
                Sheets::Every => {
                    let seats: Vec<Seat> = Seat::all(self.seat_count()).collect();
                    picture::draw_sheets(picture, &seats, scale)
                }
                Sheets::Large(seat) => picture::draw_sheets(picture, &[seat], scale),
                Sheets::Writer(seat) => picture::draw_sheet(picture, seat, scale),
            },
        ))
    }
}

/// The channel's board of `game`, with `note` on the status line, laid
/// out for `layout`, drawn by `draw`.
fn board_drawn<T>(
    game: &Babylon,
    names: &[&str],
    note: Option<&str>,
    look: Look,
    lang: Lang,
    draw: impl FnOnce(&Picture<'_>) -> T,
) -> T {
    let view = game.view(None);
    let mut labels = labels(game, names, lang);
    if let Some(note) = note {
        labels.status = format!("{} · {note}", labels.status);
    }
    draw(&Picture {
        view: &view,
        names,
        labels: &labels,
        since: None,
        layout: look.layout,
        vision: look.vision,
    })
}

/// The sheets of `game` as the channel shows them, laid out for `layout`,
/// drawn by `draw`: the
/// marks lit are the round's (during the Write, those since it began;
/// otherwise those since `since`, the reader's last move).
fn sheets_drawn<T>(
    game: &Babylon,
    names: &[&str],
    since: Option<&Babylon>,
    look: Look,
    lang: Lang,
    draw: impl FnOnce(&Picture<'_>) -> T,
) -> T {
    let view = game.view(None);
    let labels = labels(game, names, lang);
    let before: Vec<_> = Seat::all(game.seat_count())
        .map(|seat| match (game.step(), since) {
            (Step::Write, _) | (_, None) => game.player(seat).sheet_before_write().clone(),
            (_, Some(earlier)) => earlier.player(seat).sheet.clone(),
        })
        .collect();
    draw(&Picture {
        view: &view,
        names,
        labels: &labels,
        since: Some(&before),
        layout: look.layout,
        vision: look.vision,
    })
}

#[cfg(test)]
mod tests;
