//! Cardinal in words, in the reader's language: labels for its turns,
//! accounts of what happened (automatic passes included), what the seat
//! to act must do, why a turn is refused, rules in brief, and its picture.
//! Every word is in the Fluent files (`cardinal-…` ids); colours and
//! shapes are passed to them by their notation words.

mod position;
mod report;

use image::RgbImage;
use keystone_engine::cardinal::{Action, Cardinal, Colour, Event, IllegalAction, Pass, Shape};
use keystone_engine::{Game, Seat};
use keystone_render::cardinal::{self as picture, Labels, Picture};

use super::{Account, Kind, Live, Look, Pictures, Questions, Words};
use crate::i18n::Lang;
use crate::t;

/// Cardinal, for the bot.
pub static KIND: Kind = Kind {
    name: "cardinal",
    title: "Cardinal",
    seats: 2..=4,
    start: Live::<Cardinal>::start,
    load: Live::<Cardinal>::load,
    rules,
    topics: &TOPICS,
    standing: &[],
    setup: &[],
    answers: &[],
    default_rule: None,
    words: &[
        "red", "yellow", "green", "blue", "house", "tower", "place", "cardinal", "pawn",
    ],
    replay: Live::<Cardinal>::replay,
    resume: Live::<Cardinal>::resume,
    report: super::report::report::<Cardinal>,
    selfplay: crate::selfplay::tables::<Cardinal>,
};

fn name<'a>(names: &[&'a str], seat: Seat) -> &'a str {
    names.get(seat.index()).copied().unwrap_or("?")
}

fn colour(colour: Colour, lang: Lang) -> String {
    t!(lang, "cardinal-colour", colour = colour.word())
}

fn shape(shape: Shape, lang: Lang) -> String {
    t!(lang, "cardinal-shape", shape = shape.word())
}

/// "red house", "maison rouge", "czerwony dom".
fn building(c: Colour, s: Shape, lang: Lang) -> String {
    t!(
        lang,
        "cardinal-building",
        colour = c.word(),
        shape = s.word()
    )
}

/// "red 2, blue 1" for pawns by colour; empty if none.
fn pawn_list(pawns: &[u8; 4], lang: Lang) -> String {
    Colour::ALL
        .iter()
        .filter(|c| pawns[c.index()] > 0)
        .map(|&c| format!("{} {}", colour(c, lang), pawns[c.index()]))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Words for Cardinal {
    const GAME: &'static Kind = &KIND;

    fn label(&self, seat: Seat, action: &Action, names: &[&str], lang: Lang) -> String {
        let c = action.colour.unwrap_or(Colour::Red);
        let mut parts = vec![t!(
            lang,
            "cardinal-label-build",
            building = building(c, action.shape, lang),
            cells = action.footprint.to_string()
        )];
        if let Some(cell) = action.cardinal {
            parts.push(t!(lang, "cardinal-label-cardinal", cell = cell.to_string()));
        }
        if let Some(pawn) = action.pawn {
            parts.push(t!(lang, "cardinal-label-pawn", colour = colour(pawn, lang)));
        }
        let label = parts.join(", ");
        match worth(self, seat, action, names, lang) {
            Some(worth) => format!("{label} · {worth}"),
            None => label,
        }
    }

    fn account(&self, after: &Cardinal, events: &[Event], names: &[&str], lang: Lang) -> Account {
        let mut account = Account::default();
        for event in events {
            let sentence = match *event {
                Event::Built {
                    seat,
                    building: b,
                    pawns,
                    missed,
                } => {
                    let mut s = t!(
                        lang,
                        "cardinal-built",
                        name = name(names, seat),
                        building = building(b.colour, b.shape, lang),
                        cells = b.footprint.to_string()
                    );
                    if pawns.iter().any(|&n| n > 0) {
                        s.push(' ');
                        s.push_str(&t!(
                            lang,
                            "cardinal-pawns",
                            name = name(names, seat),
                            pawns = pawn_list(&pawns, lang)
                        ));
                    }
                    if missed.iter().any(|&n| n > 0) {
                        s.push(' ');
                        s.push_str(&t!(
                            lang,
                            "cardinal-missed",
                            pawns = pawn_list(&missed, lang)
                        ));
                    }
                    s
                }
                Event::FirstPawn { seat, colour: c } => t!(
                    lang,
                    "cardinal-first-pawn",
                    name = name(names, seat),
                    colour = colour(c, lang)
                ),
                Event::CardinalMoved { seat, from, to } => t!(
                    lang,
                    "cardinal-cardinal-moved",
                    name = name(names, seat),
                    cell = to.to_string(),
                    first = if from.is_none() { "yes" } else { "no" }
                ),
                Event::Passed { seat, why } => t!(
                    lang,
                    "cardinal-passed",
                    name = name(names, seat),
                    why = match why {
                        Pass::NoBuildingLeft => "none-left",
                        Pass::NowhereToBuild => "nowhere",
                    }
                ),
                // Leaving a game of two ends it: nobody plays on.
                Event::Left { seat } if super::ended_by_leaving(after) => {
                    t!(lang, "game-left-ends", name = name(names, seat))
                }
                Event::Left { seat } => t!(lang, "cardinal-left", name = name(names, seat)),
                Event::GameOver { .. } if super::ended_by_leaving(after) => {
                    // Everyone else left: the last seat wins, whatever the
                    // scores (C14's tie-break has nothing to decide).
                    let winner = after.outcome().and_then(|o| o.winner());
                    let winner = winner.map_or("?", |s| name(names, s));
                    t!(lang, "game-over-left", name = winner)
                }
                Event::GameOver { .. } => {
                    // Nobody can build (C12).
                    format!(
                        "{} {}",
                        t!(lang, "cardinal-over"),
                        result(after, names, lang)
                    )
                }
            };
            account.sentences.push(sentence);
        }
        account
    }

    fn refusal(error: &IllegalAction, names: &[&str], lang: Lang) -> String {
        use IllegalAction::*;
        match *error {
            GameOver => t!(lang, "cardinal-refusal-over"),
            NotYourTurn { to_act } => {
                t!(
                    lang,
                    "basilica-refused-not-your-turn",
                    name = name(names, to_act)
                )
            }
            NotYourColour { colour: c } => {
                t!(lang, "cardinal-refusal-not-yours", colour = colour(c, lang))
            }
            ColourNeeded { choices: [a, b] } => t!(
                lang,
                "cardinal-refusal-which-colour",
                first = colour(a, lang),
                second = colour(b, lang)
            ),
            NoBuildingLeft {
                colour: c,
                shape: s,
            } => t!(
                lang,
                "cardinal-refusal-none-left",
                building = building(c, s, lang)
            ),
            PlaceNotSideBySide => t!(lang, "cardinal-refusal-place-cells"),
            CellTaken { cell } => t!(lang, "cardinal-refusal-taken", cell = cell.to_string()),
            NotNextToTown => t!(lang, "cardinal-refusal-not-next-to-town"),
            OnCardinal { cell } => t!(lang, "cardinal-refusal-law-1", cell = cell.to_string()),
            TowerWithoutHouse => t!(lang, "cardinal-refusal-law-2"),
            PlaceWithoutHouse => t!(lang, "cardinal-refusal-law-3"),
            SameShapeSideBySide { shape: s, cell } => t!(
                lang,
                "cardinal-refusal-law-4",
                shape = shape(s, lang),
                cell = cell.to_string()
            ),
            SameColourSideBySide { colour: c, cell } => t!(
                lang,
                "cardinal-refusal-law-5",
                colour = colour(c, lang),
                cell = cell.to_string()
            ),
            SameShapeAfter { shape: s } => {
                t!(lang, "cardinal-refusal-law-6", shape = shape(s, lang))
            }
            SameColourAfter { colour: c } => {
                t!(lang, "cardinal-refusal-law-7", colour = colour(c, lang))
            }
            CardinalRequired => t!(lang, "cardinal-refusal-cardinal-required"),
            CardinalNotOnZone { cell } => {
                t!(
                    lang,
                    "cardinal-refusal-cardinal-zone",
                    cell = cell.to_string()
                )
            }
            CardinalAlreadyThere { cell } => {
                t!(
                    lang,
                    "cardinal-refusal-cardinal-there",
                    cell = cell.to_string()
                )
            }
            PawnRequired => t!(lang, "cardinal-refusal-pawn-required"),
            PawnNotFirst => t!(lang, "cardinal-refusal-pawn-not-first"),
            PawnNotInSupply { colour: c } => {
                t!(
                    lang,
                    "cardinal-refusal-pawn-supply",
                    colour = colour(c, lang)
                )
            }
            PawnSetAside { colour: c } => {
                t!(
                    lang,
                    "cardinal-refusal-pawn-set-aside",
                    colour = colour(c, lang)
                )
            }
            AlreadyLeft { seat } => t!(lang, "refused-left", name = name(names, seat)),
        }
    }

    fn score_item(item: &keystone_engine::ScoreItem, lang: Lang) -> String {
        t!(
            lang,
            "cardinal-score-item",
            item = item.item,
            colour = item.of.unwrap_or_default()
        )
    }

    fn tie_break(_item: &str, lang: Lang) -> String {
        t!(lang, "cardinal-tie-break")
    }

    fn prompt(&self, names: &[&str], lang: Lang) -> String {
        if self.is_over() {
            return result(self, names, lang);
        }
        let who = name(names, self.active());
        match self.town().last() {
            None => {
                // A move the first player can actually make (at a table of
                // three the shared colour's pawns are set aside, C16).
                let mut moves = Vec::new();
                self.legal_actions(self.active(), &mut moves);
                let example = moves
                    .iter()
                    .find(|m| m.pawn.is_some())
                    .or(moves.first())
                    .map_or_else(String::new, Cardinal::format_action);
                let example = super::tongue::to_player(&example, &KIND, lang);
                t!(lang, "cardinal-prompt-first", name = who, example = example)
            }
            Some(last) => t!(
                lang,
                "cardinal-prompt-turn",
                name = who,
                shape = shape(last.shape, lang),
                colour = colour(last.colour, lang)
            ),
        }
    }

    fn position(&self, names: &[&str], lang: Lang) -> Vec<String> {
        position::position(self, names, lang)
    }

    fn status(&self, names: &[&str], lang: Lang) -> String {
        let mut out = vec![self.prompt(names, lang)];
        for seat in Seat::all(self.seat_count()) {
            let colours: Vec<String> = self
                .colours(seat)
                .iter()
                .map(|&c| colour(c, lang))
                .collect();
            let left: u8 = self.buildings_left(seat);
            let pawns = pawn_list(&self.counted(seat), lang);
            let who = if self.plays(seat) {
                name(names, seat).to_owned()
            } else {
                t!(lang, "seat-left", name = name(names, seat))
            };
            out.push(t!(
                lang,
                "cardinal-status-seat",
                name = who,
                colours = colours.join(", "),
                total = i64::from(self.total(seat)),
                left = i64::from(left),
                pawns = if pawns.is_empty() {
                    "–".to_owned()
                } else {
                    pawns
                }
            ));
        }
        let supply: [u8; 4] = Colour::ALL.map(|c| self.supply(c));
        out.push(t!(
            lang,
            "cardinal-status-supply",
            pawns = pawn_list(&supply, lang)
        ));
        out.join("\n")
    }
}

/// Cardinal asks nothing outside the turn.
impl Questions for Cardinal {}

impl Pictures for Cardinal {
    fn image(
        &self,
        names: &[&str],
        since: Option<&Cardinal>,
        note: Option<&str>,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> RgbImage {
        drawn(self, names, since, note, look, lang, |p| {
            picture::draw(p, scale)
        })
    }

    fn mapped(
        &self,
        _seat: Option<Seat>,
        names: &[&str],
        since: Option<&Cardinal>,
        note: Option<&str>,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> Vec<super::Mapped> {
        let (image, regions) = drawn(self, names, since, note, look, lang, |p| {
            picture::draw_mapped(p, scale)
        });
        vec![super::Mapped {
            panel: "board",
            image,
            places: super::places(&regions),
        }]
    }
}

/// The channel's picture of `game`, what changed since `since` marked
/// new, with `note` on the status line, laid out for `layout`, drawn by
/// `draw`.
fn drawn<T>(
    game: &Cardinal,
    names: &[&str],
    since: Option<&Cardinal>,
    note: Option<&str>,
    look: Look,
    lang: Lang,
    draw: impl FnOnce(&Picture<'_>) -> T,
) -> T {
    let new = since.map(|s| picture::since(game, s)).unwrap_or_default();
    let mut labels = labels(game, names, lang);
    if let Some(note) = note {
        labels.status = format!("{} · {note}", labels.status);
    }
    draw(&Picture {
        game,
        names,
        new: &new,
        labels: &labels,
        layout: look.layout,
        vision: look.vision,
    })
}

/// Every word drawn on the picture, in `lang`.
pub fn labels(game: &Cardinal, names: &[&str], lang: Lang) -> Labels {
    let status = match game.outcome() {
        Some(outcome) => {
            let scores = super::scores_line(game, names, lang);
            match outcome.winner() {
                Some(w) => t!(
                    lang,
                    "cardinal-board-won",
                    name = name(names, w),
                    scores = scores
                ),
                None => t!(
                    lang,
                    "cardinal-board-draw",
                    names = winners(&outcome, names, lang),
                    scores = scores
                ),
            }
        }
        None => t!(
            lang,
            "cardinal-board-to-build",
            name = name(names, game.active())
        ),
    };
    // The seats between which the tie-break decided (C14).
    let tied: Vec<Seat> = game.tally().map_or_else(Vec::new, |tally| {
        let playing: Vec<bool> = Seat::all(game.seat_count())
            .map(|s| game.plays(s))
            .collect();
        if tally.decisive(&playing).is_empty() {
            return Vec::new();
        }
        let totals = tally.totals();
        let best = Seat::all(game.seat_count())
            .filter(|&s| game.plays(s))
            .map(|s| totals[s.index()])
            .max();
        Seat::all(game.seat_count())
            .filter(|&s| game.plays(s) && Some(totals[s.index()]) == best)
            .collect()
    });
    Labels {
        status: crate::games::pictured(status),
        not_next: t!(lang, "cardinal-board-not-next"),
        supply: t!(lang, "cardinal-board-supply"),
        shared: t!(lang, "cardinal-board-shared"),
        total: t!(lang, "cardinal-board-total"),
        to_play: t!(lang, "cardinal-board-footer-to-build"),
        winner: t!(lang, "cardinal-board-footer-winner"),
        left: t!(lang, "cardinal-board-footer-left"),
        colours: Colour::ALL.map(|c| t!(lang, "cardinal-colour-letter", colour = c.word())),
        doubled: Colour::ALL.map(|c| t!(lang, "cardinal-board-doubled", colour = c.word())),
        notes: Seat::all(game.seat_count())
            .map(|seat| {
                let mut notes: Vec<String> = game
                    .colours(seat)
                    .iter()
                    .filter(|&&c| game.is_finished() && game.supply(c) > 0)
                    .map(|&c| {
                        t!(
                            lang,
                            "cardinal-board-received",
                            count = i64::from(game.supply(c)),
                            colour = c.word()
                        )
                    })
                    .collect();
                if tied.contains(&seat) {
                    notes.push(t!(
                        lang,
                        "cardinal-board-contacts",
                        count = i64::from(game.cathedral_contacts(seat))
                    ));
                }
                notes
            })
            .collect(),
    }
}

/// "Ada and Cy": every seat that shares the win.
fn winners(outcome: &keystone_engine::Outcome, names: &[&str], lang: Lang) -> String {
    let all: Vec<&str> = outcome.winners.iter().map(|s| name(names, s)).collect();
    match all.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            t!(lang, "list-and", first = rest.join(", "), last = *last)
        }
        _ => all.concat(),
    }
}

/// "Ada wins: Ada 19, Bob 18." or a draw, with the tie-break when it decided.
fn result(game: &Cardinal, names: &[&str], lang: Lang) -> String {
    let Some(outcome) = game.outcome() else {
        return String::new();
    };
    let scores = super::scores_line(game, names, lang);
    match outcome.winner() {
        Some(w) => {
            let best = outcome.scores[w.index()];
            let tied = outcome.scores.iter().filter(|&&s| s == best).count() > 1;
            t!(
                lang,
                "cardinal-result-won",
                name = name(names, w),
                scores = scores,
                tiebreak = if tied { "yes" } else { "no" }
            )
        }
        None => t!(
            lang,
            "cardinal-result-draw",
            names = winners(&outcome, names, lang),
            scores = scores
        ),
    }
}

/// The topics of the rules in brief, as `/game rules` takes them.
const TOPICS: [&str; 7] = [
    "turn", "laws", "pawns", "cardinal", "end", "players", "notation",
];

/// Rule summaries with rule ids, by topic.
fn rules(topic: Option<&str>, lang: Lang) -> String {
    let text = |topic: &str| match topic {
        "turn" => t!(lang, "cardinal-rules-turn"),
        "laws" => t!(lang, "cardinal-rules-laws"),
        "pawns" => t!(lang, "cardinal-rules-pawns"),
        "cardinal" => t!(lang, "cardinal-rules-cardinal"),
        "end" => t!(lang, "cardinal-rules-end"),
        "players" => t!(lang, "cardinal-rules-players"),
        _ => t!(lang, "cardinal-rules-notation"),
    };
    super::rules_by_topic(
        topic,
        &TOPICS,
        lang,
        |topics| t!(lang, "cardinal-rules", topics = topics),
        text,
    )
}

#[cfg(test)]
mod tests;

/// What `action` adds to `seat`'s score as it stands (C10, C13), when it
/// adds anything (`Ann +3`): the pawns it earns, counted without playing
/// it. Pawns come from the supply, so no other seat's score changes; the
/// game hides nothing, so this tells nothing a seat cannot see.
fn worth(
    game: &Cardinal,
    seat: Seat,
    action: &Action,
    names: &[&str],
    lang: Lang,
) -> Option<String> {
    let earned = game.earned(action);
    if earned == [0; 4] {
        return None;
    }
    let change = i64::from(game.total_with(seat, earned)) - i64::from(game.total(seat));
    let name = names.get(seat.index()).copied().unwrap_or("?");
    Some(t!(
        lang,
        "cardinal-label-worth",
        changes = format!("{name} {}", super::explained::term(change))
    ))
}
