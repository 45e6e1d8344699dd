//! A game of any kind behind [`AnyGame`]: the engine's game with its words.

use std::any::Any;

use image::RgbImage;
use keystone_engine::play::{self, ReplayError};
use keystone_engine::record::Header;
use keystone_engine::{Outcome, Record, Seat, Seating, snapshot};

use super::told::play_error_words;
use super::{
    Account, AnyGame, Choice, Kind, Look, Pictures, Questions, Refused, Sheets, Standing, Step,
    Told, Words, parse_words,
};
use crate::i18n::Lang;

/// A game of type `G` in play.
#[derive(Clone, Debug)]
pub struct Live<G>(pub G);

impl<G: Words> Live<G> {
    /// Starts a game from a table and record headers.
    pub fn start(table: &Seating, headers: &[Header]) -> Result<Box<dyn AnyGame>, String> {
        let options = G::options_from_headers(headers).map_err(|e| e.message)?;
        Ok(Box::new(Live(G::new(table, &options).map_err(|e| e.0)?)))
    }

    /// Replays a record.
    pub fn replay(record: &Record) -> Result<Box<dyn AnyGame>, ReplayError> {
        Ok(Box::new(Live(play::replay::<G>(record)?)))
    }

    /// Resumes a record's game with the hidden future drawn from `seed`
    /// (see [`Kind::resume`]).
    pub fn resume(record: &Record, seed: u64) -> Result<Box<dyn AnyGame>, ReplayError> {
        let original: G = play::replay(record)?;
        let mut ours = record.clone();
        ours.seed = Some(seed);
        ours.headers = play::headers::<G>(&original.revealed());
        let resumed: G = play::replay(&ours)?;
        // Every seat must see the game it was shown: what the record's
        // draws revealed is all that carries over.
        let seen = |game: &G, seat| serde_json::to_value(game.view(seat)).ok();
        let same = std::iter::once(None)
            .chain(Seat::all(resumed.seat_count()).map(Some))
            .all(|seat| seen(&resumed, seat) == seen(&original, seat));
        if !same {
            return Err(ReplayError {
                line: 0,
                rule: None,
                // not shown: worded by the service (import-refused)
                message: "what this record revealed does not replay under a new seed".into(),
            });
        }
        Ok(Box::new(Live(resumed)))
    }

    /// Loads a stored game.
    pub fn load(snapshot: &str) -> Result<Box<dyn AnyGame>, String> {
        Ok(Box::new(Live(
            snapshot::load::<G>(snapshot).map_err(|e| e.to_string())?,
        )))
    }
}

impl<G: Words> Live<G> {
    /// [`AnyGame::apply`], then told in `lang`.
    fn told(
        &mut self,
        seat: Seat,
        line: &str,
        names: &[&str],
        lang: Lang,
        typed: bool,
    ) -> Result<Account, String> {
        let step = self
            .apply(seat, line, typed)
            .map_err(|e| e.words(names, lang))?;
        Ok(Account {
            notation: step.notation,
            ..step.told.words(names, lang)
        })
    }
}

impl<G: Words> AnyGame for Live<G> {
    fn apply(&mut self, seat: Seat, line: &str, typed: bool) -> Result<Step, Refused> {
        if seat.index() >= self.0.seat_count() {
            return Err(Refused::no_such_seat::<G>(seat));
        }
        let before = self.0.clone();
        let how = if typed {
            play::play_typed_recorded
        } else {
            play::play_line_recorded
        };
        let played = how(&mut self.0, seat, line).map_err(Refused::play::<G>)?;
        let notation: Vec<String> = if play::is_leave(line) {
            vec![play::LEAVE.to_owned()]
        } else {
            played.actions.iter().map(G::format_action).collect()
        };
        Ok(Step {
            notation: notation.join("; "),
            told: Told::of(seat, before, self.0.clone(), played),
        })
    }

    fn kind(&self) -> &'static Kind {
        G::GAME
    }

    fn snapshot(&self) -> String {
        snapshot::save(&self.0)
    }

    fn to_act(&self) -> Vec<Seat> {
        self.0.to_act().iter().collect()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }

    fn scores(&self) -> Vec<i64> {
        self.0.scores()
    }

    fn play(
        &mut self,
        seat: Seat,
        line: &str,
        names: &[&str],
        lang: Lang,
    ) -> Result<Account, String> {
        self.told(seat, line, names, lang, false)
    }

    fn play_typed(
        &mut self,
        seat: Seat,
        line: &str,
        names: &[&str],
        lang: Lang,
    ) -> Result<Account, String> {
        self.told(seat, line, names, lang, true)
    }

    fn choices(&self, seat: Seat, names: &[&str], lang: Lang) -> Vec<Choice> {
        let mut actions = Vec::new();
        self.0.offered_actions(seat, &mut actions);
        actions
            .iter()
            .map(|a| Choice {
                notation: G::format_action(a),
                label: self.0.label(seat, a, names, lang),
            })
            .collect()
    }

    fn choices_after(
        &self,
        seat: Seat,
        line: &str,
        names: &[&str],
        lang: Lang,
    ) -> Result<Vec<Choice>, String> {
        use keystone_engine::ahead::Ahead;
        if line.trim().is_empty() {
            return Ok(self.choices(seat, names, lang));
        }
        let actions = G::parse_line(line).map_err(|e| parse_words(&e, G::GAME, lang))?;
        let ahead = Ahead::follow(&self.0, seat, &actions)
            .map_err(|e| play_error_words::<G>(&e, names, lang))?;
        let mut actions = Vec::new();
        ahead.offered_actions(seat, &mut actions);
        // In words each game pictured gives the same: words that would
        // differ (naming what was drawn) are not offered.
        Ok(actions
            .iter()
            .filter_map(|a| {
                let mut labels = ahead.worlds().iter().map(|w| w.label(seat, a, names, lang));
                let label = labels.next()?;
                labels.all(|l| l == label).then(|| Choice {
                    notation: G::format_action(a),
                    label,
                })
            })
            .collect())
    }

    fn previewed(&self, seat: Seat, line: &str) -> Option<Box<dyn AnyGame>> {
        let actions = G::parse_line(line).ok()?;
        let mut game = self.0.clone();
        for action in &actions {
            if game.reveals(seat, action) {
                break;
            }
            game.apply(seat, action).ok()?;
        }
        Some(Box::new(Live(game)))
    }

    fn sample_hidden(&self, seat: Seat, seed: u64) -> Box<dyn AnyGame> {
        let mut rng = keystone_engine::GameRng::new(seed, keystone_engine::rng::Stream::Play);
        Box::new(Live(self.0.sample_hidden(seat, &mut rng)))
    }

    fn asked(&self) -> Option<Seat> {
        self.0.asked()
    }

    fn choose(&self, seat: Seat, budget: keystone_engine::ai::Budget, seed: u64) -> Option<String> {
        let action = keystone_engine::ai::choose(&self.0, seat, budget, seed)?;
        Some(G::format_action(&action))
    }

    fn prompt(&self, names: &[&str], lang: Lang) -> String {
        self.0.prompt(names, lang)
    }

    fn status(&self, names: &[&str], lang: Lang) -> String {
        self.0.status(names, lang)
    }

    fn position(&self, names: &[&str], lang: Lang) -> Vec<String> {
        self.0.position(names, lang)
    }

    fn explained(&self, names: &[&str], lang: Lang) -> Vec<String> {
        match self.0.tally() {
            Some(tally) => super::explained::explained(&self.0, &tally, names, lang),
            None => Vec::new(),
        }
    }

    fn fresh(&self) -> Box<dyn AnyGame> {
        let game = G::new(&self.0.table(), self.0.options()).expect("a game's own setup is valid");
        Box::new(Live(game))
    }

    fn copy(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }

    fn image(
        &self,
        names: &[&str],
        since: Option<&dyn AnyGame>,
        note: Option<&str>,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> RgbImage {
        let since = since
            .and_then(|s| s.as_any().downcast_ref::<Live<G>>())
            .map(|l| &l.0);
        self.0.image(names, since, note, look, scale, lang)
    }

    fn mapped(
        &self,
        seat: Option<Seat>,
        names: &[&str],
        since: Option<&dyn AnyGame>,
        note: Option<&str>,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> Vec<super::Mapped> {
        let since = since
            .and_then(|s| s.as_any().downcast_ref::<Live<G>>())
            .map(|l| &l.0);
        Pictures::mapped(&self.0, seat, names, since, note, look, scale, lang)
    }

    fn record(&self, names: &[String], lines: &[(Seat, String)]) -> Record {
        let lines = match G::new(&self.0.table(), self.0.options()) {
            Ok(start) => G::record_lines(&start, lines),
            Err(_) => lines.to_vec(),
        };
        play::record_of(&self.0, names, &lines)
    }

    fn public_record(&self, names: &[String], lines: &[(Seat, String)]) -> Result<Record, String> {
        let start = G::new(&self.0.table(), self.0.options()).map_err(|e| e.0)?;
        let mut game = start.clone();
        for (seat, text) in lines {
            play::play_line_recorded(&mut game, *seat, text).map_err(|e| e.to_string())?;
        }
        Ok(play::public_record_of(
            &game,
            names,
            &G::record_lines(&start, lines),
        ))
    }

    fn private(
        &self,
        seat: Seat,
        names: &[&str],
        vision: super::Vision,
        lang: Lang,
    ) -> Option<(String, Vec<u8>)> {
        Pictures::private(&self.0, seat, names, vision, lang)
    }

    fn secrets(&self) -> bool {
        G::SECRETS
    }

    fn standing(&self, seat: Seat, standing: &Standing) -> Option<String> {
        Questions::standing(&self.0, seat, standing)
    }

    fn standing_keeps(&self, key: &str) -> bool {
        Questions::standing_keeps(&self.0, key)
    }

    fn default_line(&self, seat: Seat) -> Option<String> {
        Questions::default_line(&self.0, seat)
    }

    fn sheets(
        &self,
        names: &[&str],
        since: Option<&dyn AnyGame>,
        shown: Sheets,
        look: Look,
        scale: f32,
        lang: Lang,
    ) -> Option<RgbImage> {
        let since = since
            .and_then(|s| s.as_any().downcast_ref::<Live<G>>())
            .map(|l| &l.0);
        Pictures::sheets(&self.0, names, since, shown, look, scale, lang)
    }

    fn writing_apart(&self) -> bool {
        Questions::writing_apart(&self.0)
    }

    fn opening(&self, names: &[&str], lang: Lang) -> Option<String> {
        Words::opening(&self.0, names, lang)
    }

    fn confirm(&self, seat: Seat, line: &str, names: &[&str], lang: Lang) -> Option<String> {
        let actions = G::parse_line(line).ok()?;
        Questions::confirm(&self.0, seat, &actions, names, lang)
    }

    fn standing_order(
        &self,
        seat: Seat,
        line: &str,
        lang: Lang,
    ) -> Option<Result<(String, String), String>> {
        Questions::standing_order(&self.0, seat, line, lang)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
