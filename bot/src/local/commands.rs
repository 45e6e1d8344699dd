//! The terminal's commands, each said in the player's words: what each
//! does with the session.

use std::io::{self, Write};

use super::session::Local;
use super::{Confirm, TABLE, shortened};
use crate::service::{PromptKind, Reader, Reply};
use crate::tell::terminal::{self, Said};

/// What a command leaves the session with.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Obeyed {
    /// The session ends.
    Quit,
    /// A question waits for `yes`.
    Asked(Confirm),
    /// Nothing more.
    Done,
}

impl Local<'_> {
    /// Carries out `command` (in English, see [`super::command_of`]) with
    /// `rest` as typed; `asked` is the question the last line left, if any.
    pub(super) fn obey(
        &mut self,
        command: &str,
        rest: &str,
        asked: Option<Confirm>,
        output: &mut impl Write,
    ) -> io::Result<Obeyed> {
        let lang = self.options.lang;
        match command {
            "" => {}
            "quit" | "exit" => return Ok(Obeyed::Quit),
            "help" => self.help(output)?,
            "yes" => self.yes(asked, output)?,
            // Any other line drops a question too; `no` says so.
            "no" => match asked {
                Some(_) => writeln!(output, "{}", terminal::words(lang, Said::ConfirmNo))?,
                None => writeln!(output, "{}", terminal::words(lang, Said::NothingToConfirm))?,
            },
            "new" => return self.new_game(output),
            "resign" => return self.resign(output),
            "play" => return self.play(rest, output),
            "moves" => {
                // `moves <start>`: those that begin with it, grouped by
                // their next word when there are many; whose, when several
                // seats act at once.
                if let Some(whose) = self.whose() {
                    writeln!(output, "{whose}")?;
                }
                let result = self
                    .player()
                    .and_then(|user| self.service.moves_guide(TABLE, user, rest));
                self.show(output, result)?;
            }
            "board" => {
                let result = self.service.board(TABLE, 0, false);
                self.show(output, result)?;
            }
            "describe" => {
                let result = self.service.describe(TABLE, false);
                self.show(output, result)?;
            }
            "status" => {
                let result = self.service.status(TABLE);
                self.show(output, result)?;
            }
            "hand" => self.hand(output)?,
            "history" => self.history(rest, output)?,
            "export" => {
                let result = self.service.export(TABLE);
                self.export(output, result)?;
            }
            "rules" => self.rules(rest, output)?,
            "colours" => self.colours(rest, output)?,
            other => {
                // Said back short: a pasted page is not printed again.
                let command = shortened(other, 30);
                writeln!(
                    output,
                    "{}",
                    terminal::words(lang, Said::Unknown { command: &command })
                )?;
            }
        }
        Ok(Obeyed::Done)
    }

    /// `colours <setting>`: every player at this keyboard sees the
    /// pictures in those colours from now on (the setting's word in
    /// English or in the player's language); without one, the choices.
    fn colours(&mut self, rest: &str, output: &mut impl Write) -> io::Result<()> {
        use crate::games::tongue::fold;
        let lang = self.options.lang;
        let typed = fold(rest.trim());
        let chosen = keystone_data::Colours::ALL
            .into_iter()
            .find(|&c| fold(c.word()) == typed || fold(&terminal::colour_word(lang, c)) == typed);
        let Some(colours) = chosen.filter(|_| !typed.is_empty()) else {
            return writeln!(output, "{}", terminal::words(lang, Said::ColoursHow));
        };
        let mut result = Ok(crate::service::Reply::default());
        for user in self.users.iter().map(|u| u.id).collect::<Vec<_>>() {
            result = self.service.set_colours(user, colours);
            if result.is_err() {
                break;
            }
        }
        self.show(output, result)
    }

    /// The commands, with a move of this game as it stands for example.
    fn help(&self, output: &mut impl Write) -> io::Result<()> {
        let example = self
            .player()
            .and_then(|user| self.service.moves(TABLE, user))
            .ok()
            .and_then(|moves| moves.first().map(|m| m.notation.clone()))
            .unwrap_or_else(|| "…".to_owned());
        let lang = self.options.lang;
        writeln!(
            output,
            "{}",
            terminal::words(lang, Said::Help { example: &example })
        )
    }

    /// `yes` to the question `asked`.
    fn yes(&mut self, asked: Option<Confirm>, output: &mut impl Write) -> io::Result<()> {
        match asked {
            Some(Confirm::New) => {
                self.abandon(output)?;
                self.start(output)?;
            }
            Some(Confirm::Resign(user)) => {
                let result = self
                    .service
                    .stamp(TABLE)
                    .and_then(|stamp| self.service.resign(TABLE, user, stamp));
                self.show(output, result)?;
            }
            Some(Confirm::Play(user, stamp)) => {
                let result = self.service.confirm(TABLE, user, stamp);
                let played = result.as_ref().is_ok_and(|r| !r.private);
                self.show(output, result)?;
                if played {
                    self.next(output)?;
                }
            }
            None => writeln!(
                output,
                "{}",
                terminal::words(self.options.lang, Said::NothingToConfirm)
            )?,
        }
        Ok(())
    }

    /// A new game: at once if none is under way, else once confirmed.
    fn new_game(&mut self, output: &mut impl Write) -> io::Result<Obeyed> {
        if self.in_progress() {
            writeln!(
                output,
                "{}",
                terminal::words(self.options.lang, Said::NewConfirm)
            )?;
            return Ok(Obeyed::Asked(Confirm::New));
        }
        self.abandon(output)?;
        self.start(output)?;
        Ok(Obeyed::Done)
    }

    /// The player to act resigns, once confirmed.
    fn resign(&mut self, output: &mut impl Write) -> io::Result<Obeyed> {
        let lang = self.options.lang;
        let user = match self.player() {
            Ok(user) => user,
            Err(e) => {
                writeln!(output, "{}", e.words(Reader::plain(lang)))?;
                return Ok(Obeyed::Done);
            }
        };
        let result = self.service.ask_resign(TABLE, user);
        let obeyed = match result {
            Ok(_) => Obeyed::Asked(Confirm::Resign(user)),
            Err(_) => Obeyed::Done,
        };
        self.print(
            output,
            result.map(|r| Reply {
                text: format!("{} {}", r.text, terminal::words(lang, Said::ResignConfirm)),
                ..Reply::default()
            }),
        )?;
        Ok(obeyed)
    }

    /// Plays `line` for the player to act; a line the game asks them to
    /// confirm waits for `yes`.
    fn play(&mut self, line: &str, output: &mut impl Write) -> io::Result<Obeyed> {
        let lang = self.options.lang;
        let player = self.player();
        let user = player.as_ref().ok().copied();
        let result = player.and_then(|user| self.service.play(TABLE, user, line, None));
        let asked = result.as_ref().ok().and_then(|r| {
            r.prompts
                .iter()
                .find(|p| p.kind == PromptKind::Confirm)
                .map(|p| p.stamp())
        });
        let played = result.is_ok() && asked.is_none();
        self.show(output, result)?;
        let mut obeyed = Obeyed::Done;
        if let (Some(stamp), Some(user)) = (asked, user) {
            writeln!(output, "{}", terminal::words(lang, Said::ConfirmYes))?;
            obeyed = Obeyed::Asked(Confirm::Play(user, stamp));
        }
        if played {
            self.next(output)?;
        }
        Ok(obeyed)
    }

    /// Hot seat: the hand and purse of whoever must act, said whose (the
    /// others look away).
    fn hand(&mut self, output: &mut impl Write) -> io::Result<()> {
        let result = self
            .player()
            .and_then(|user| self.service.tent(TABLE, user, None).map(|r| (user, r)));
        match result {
            Ok((user, reply)) => self.tent(output, user, reply),
            Err(e) => self.print(output, Err(e)),
        }
    }

    /// The history's last page, or the one asked for (out of range: the
    /// history says how many it has).
    fn history(&mut self, page: &str, output: &mut impl Write) -> io::Result<()> {
        match page.trim() {
            "" => {
                let result = self.service.history(TABLE, None, None);
                self.show(output, result)
            }
            page => match page.parse::<usize>() {
                Ok(page) => {
                    let result = self.service.history(TABLE, Some(page), None);
                    self.show(output, result)
                }
                Err(_) => writeln!(
                    output,
                    "{}",
                    terminal::words(self.options.lang, Said::HistoryPage)
                ),
            },
        }
    }

    /// The rules of the game played (or to be played), in brief or on
    /// `topic`.
    fn rules(&self, topic: &str, output: &mut impl Write) -> io::Result<()> {
        let lang = self.options.lang;
        let kind = self
            .service
            .store()
            .get(TABLE)
            .ok()
            .flatten()
            .map_or_else(|| self.options.game.clone(), |r| r.kind);
        let topic = Some(topic.trim()).filter(|t| !t.is_empty());
        match crate::games::kind(&kind) {
            Some(kind) => writeln!(output, "{}", (kind.rules)(topic, lang)),
            None => writeln!(output, "{}", terminal::words(lang, Said::Nobody)),
        }
    }
}
