//! The terminal's session: starting, resuming and abandoning the game,
//! and showing what the service answers (pictures written to files, the
//! status's changes marked).

use std::io::{self, Write};

use super::{KEYSTONE, LocalOptions, TABLE, last_number};
use crate::service::{
    Denied, NewGame, Prompt, PromptKind, Reader, Reply, Service, ServiceError, User,
};
use crate::tell::terminal::{self, Said, Saved};

impl<'a> Local<'a> {
    /// A session over `service` with the players `options` name: Keystone's
    /// seats are one user, the second seat's.
    pub(super) fn new(service: Service, options: &'a LocalOptions) -> Local<'a> {
        let users: Vec<User> = options
            .names
            .iter()
            .enumerate()
            .map(|(i, name)| User {
                id: if options.ai.is_some() && name == KEYSTONE {
                    2
                } else {
                    i as u64 + 1
                },
                name: name.clone(),
            })
            .collect();
        Local {
            service,
            options,
            users,
            // Pictures are numbered on from those already there: none is
            // overwritten, across sessions too.
            shown: last_number(&options.pictures),
            last_status: Vec::new(),
        }
    }

    /// The stored game, shown where it stands (said when it is not the one
    /// the command line asked for), or a new one.
    pub(super) fn resume_or_start(&mut self, output: &mut impl Write) -> io::Result<()> {
        let options = self.options;
        let lang = options.lang;
        match self.service.store().get(TABLE) {
            Ok(Some(record)) => {
                let place = options.database.display().to_string();
                writeln!(
                    output,
                    "{}",
                    terminal::words(lang, Said::Resuming { place: &place })
                )?;
                let names: Vec<String> = record.seats.iter().map(|s| s.name.clone()).collect();
                if options.chosen && (record.kind != options.game || names != options.names) {
                    writeln!(
                        output,
                        "{}",
                        terminal::words(
                            lang,
                            Said::Conflict {
                                stored: &record.kind,
                                stored_names: &names.join(", "),
                                game: &options.game,
                                names: &options.names.join(", "),
                            }
                        )
                    )?;
                }
                let board = self.service.board(TABLE, 0, false);
                self.show(output, board)?;
                self.remember();
            }
            Ok(None) => self.start(output)?,
            Err(e) => {
                let place = options.database.display().to_string();
                let reason = e.to_string();
                writeln!(
                    output,
                    "{}",
                    terminal::words(
                        lang,
                        Said::Unreadable {
                            reason: &reason,
                            place: &place
                        }
                    )
                )?;
            }
        }
        Ok(())
    }

    /// The people at the keyboard, whose views the board offers: every
    /// seat but Keystone's.
    pub(super) fn people(&self) -> Vec<User> {
        let mut people: Vec<User> = Vec::new();
        for user in &self.users {
            let keystone = self.options.ai.is_some() && user.name == KEYSTONE;
            if !keystone && !people.contains(user) {
                people.push(user.clone());
            }
        }
        people
    }
}

/// The terminal's session: its service, options and players, and the
/// pictures it wrote.
pub(super) struct Local<'a> {
    pub(super) service: Service,
    pub(super) options: &'a LocalOptions,
    pub(super) users: Vec<User>,
    pub(super) shown: usize,
    /// The status lines shown after the last action, to mark what changed.
    pub(super) last_status: Vec<String>,
}

impl Local<'_> {
    /// Starts a new game (see [`Local::start_game`]) and notes where it
    /// stands, to mark what the first action changes.
    pub(super) fn start(&mut self, output: &mut impl Write) -> io::Result<()> {
        self.start_game(output)?;
        self.remember();
        Ok(())
    }

    /// The status lines as they are now, for [`Local::next`] to compare.
    pub(super) fn remember(&mut self) {
        self.last_status = self.status_lines().unwrap_or_default();
    }

    /// Where the game stands, beyond its first line (the prompt).
    pub(super) fn status_lines(&self) -> Option<Vec<String>> {
        let status = self.service.status(TABLE).ok()?;
        Some(status.text.lines().skip(1).map(str::to_owned).collect())
    }

    /// Starts a new game: invited and accepted at once, everyone is here;
    /// then the record's actions (`--from`), and the board.
    pub(super) fn start_game(&mut self, output: &mut impl Write) -> io::Result<()> {
        let game = NewGame {
            clock: None,
            kind: self.options.game.clone(),
            guild: None,
            host: self.users[0].clone(),
            opponent: self.users.get(1).cloned(),
            others: self.users.iter().skip(2).cloned().collect(),
            computer: self.options.ai,
            first: self.options.first,
            seed: self.options.seed,
            headers: self.options.headers.clone(),
        };
        let lang = self.options.lang;
        // The game by its title (Les Grands Bâtisseurs), not its key.
        let game_name =
            crate::games::kind(&self.options.game).map_or(self.options.game.as_str(), |k| k.title);
        writeln!(
            output,
            "{}",
            terminal::words(lang, Said::NewGame { game: game_name })
        )?;
        let started = self.service.new_game(TABLE, &game);
        self.tell_keystones_seats(output)?;
        let started = self.accepted_by_everyone(started);
        if started.is_err() || self.options.replay.is_empty() {
            return self.show(output, started);
        }
        self.replay(output, started)
    }

    /// Which seats Keystone plays, and whose name it took, told when a
    /// game begins.
    fn tell_keystones_seats(&self, output: &mut impl Write) -> io::Result<()> {
        let Some(level) = self.options.ai else {
            return Ok(());
        };
        let lang = self.options.lang;
        let seats: Vec<String> = self
            .users
            .iter()
            .enumerate()
            .filter(|(_, u)| u.name == KEYSTONE)
            .map(|(i, _)| (i + 1).to_string())
            .collect();
        writeln!(
            output,
            "{}",
            terminal::words(
                lang,
                Said::KeystoneSeats {
                    level: level.name(),
                    seats: &seats
                }
            )
        )?;
        if let Some(name) = &self.options.displaced {
            let name = name.as_str();
            writeln!(
                output,
                "{}",
                terminal::words(lang, Said::KeystoneInPlace { name })
            )?;
        }
        Ok(())
    }

    /// The new game `started`, its invitation accepted for everyone else at
    /// this keyboard, unsaid (Keystone accepts at once by itself): its
    /// board, and whether Keystone acts first.
    fn accepted_by_everyone(
        &self,
        started: Result<Reply, ServiceError>,
    ) -> Result<Reply, ServiceError> {
        let people: Vec<u64> = self.users[1..]
            .iter()
            .filter(|u| self.options.ai.is_none() || u.name != KEYSTONE)
            .map(|u| u.id)
            .collect();
        match started {
            Ok(reply) if !people.is_empty() => {
                let mut accepted = Ok(reply);
                for &user in &people {
                    accepted = self.service.accept(TABLE, user, None);
                    if accepted.is_err() {
                        break;
                    }
                }
                // The board, then Keystone's move if it is the first to act.
                accepted.and_then(|accepted| {
                    let board = self.service.board(TABLE, 0, false)?;
                    Ok(Reply {
                        computer_next: accepted.computer_next,
                        ..board
                    })
                })
            }
            other => other,
        }
    }

    /// The record's actions (`--from`) played on the game `started`, each
    /// by its seat; then where the record leads: its board, or its end.
    fn replay(
        &mut self,
        output: &mut impl Write,
        started: Result<Reply, ServiceError>,
    ) -> io::Result<()> {
        let lang = self.options.lang;
        let mut last = started;
        for (seat, text, line) in &self.options.replay {
            let Some(user) = self.users.get(*seat).map(|u| u.id) else {
                continue;
            };
            let mut played = self.service.play(TABLE, user, text, None);
            // A record holds what was played: a line the game asked its
            // player to confirm (a bid above their purse) was confirmed.
            let confirm = played.as_ref().ok().and_then(|reply| {
                reply
                    .prompts
                    .iter()
                    .find(|p| p.kind == PromptKind::Confirm)
                    .map(Prompt::stamp)
            });
            if let Some(stamp) = confirm {
                played = self.service.confirm(TABLE, user, stamp);
            }
            if let Err(e) = &played {
                let why = e.words(Reader::plain(lang));
                writeln!(
                    output,
                    "{}",
                    terminal::words(
                        lang,
                        Said::ReplayStopped {
                            line: *line,
                            why: &why
                        }
                    )
                )?;
                break;
            }
            last = played;
        }
        // Where the record leads: its board, or its end.
        if self.in_progress() {
            last = self.service.board(TABLE, 0, false);
            return self.show(output, last);
        }
        self.show(output, last)?;
        writeln!(output, "{}", terminal::words(self.options.lang, Said::Over))
    }

    /// Whether a game is stored and still played.
    pub(super) fn in_progress(&self) -> bool {
        self.service
            .store()
            .get(TABLE)
            .ok()
            .flatten()
            .is_some_and(|r| !r.status.is_over())
    }

    /// Drops the stored game (as a moderator's abort: nobody wins).
    pub(super) fn abandon(&mut self, output: &mut impl Write) -> io::Result<()> {
        if self.in_progress() {
            match self.service.ask_abort(TABLE, self.users[0].id, true) {
                Ok(_) => writeln!(
                    output,
                    "{}",
                    terminal::words(self.options.lang, Said::Abandoned)
                )?,
                Err(e) => self.print(output, Err(e))?,
            }
        }
        Ok(())
    }

    /// After an action, what the next player needs to know: where the game
    /// stands, beyond the prompt already shown.
    pub(super) fn next(&mut self, output: &mut impl Write) -> io::Result<()> {
        if !self.in_progress() {
            writeln!(output, "{}", terminal::words(self.options.lang, Said::Over))?;
            return Ok(());
        }
        if let Some(lines) = self.status_lines() {
            // A line that changed since the last action is marked: the
            // offer's new tiles, a score, a reserve.
            for line in &lines {
                let changed = !self.last_status.is_empty() && !self.last_status.contains(line);
                writeln!(output, "{} {line}", if changed { "*" } else { " " })?;
            }
            self.last_status = lines;
        }
        Ok(())
    }

    /// Writes `bytes` as `<stem>-<number>.<extension>` among the pictures
    /// (numbered on, never over an earlier file) and says where, with the
    /// message `said`.
    pub(super) fn save(
        &self,
        output: &mut impl Write,
        stem: &str,
        extension: &str,
        bytes: &[u8],
        said: Saved,
    ) -> io::Result<()> {
        let path = self
            .options
            .pictures
            .join(format!("{stem}-{:03}.{extension}", self.shown));
        std::fs::write(&path, bytes)?;
        let path = path.display().to_string();
        let words = terminal::words(
            self.options.lang,
            Said::Saved {
                what: said,
                path: &path,
            },
        );
        writeln!(output, "{words}")
    }

    /// Writes the game's record to a file of its own.
    pub(super) fn export(
        &mut self,
        output: &mut impl Write,
        result: Result<Reply, ServiceError>,
    ) -> io::Result<()> {
        match result {
            Ok(reply) => {
                let Some(file) = reply.attachment else {
                    return self.print(output, Ok(reply));
                };
                self.shown += 1;
                self.save(output, "game", "txt", &file.bytes, Saved::Exported)
            }
            Err(e) => self.print(output, Err(e)),
        }
    }

    /// A seat's tent, said whose, its picture written as a tent's.
    pub(super) fn tent(
        &mut self,
        output: &mut impl Write,
        user: u64,
        reply: Reply,
    ) -> io::Result<()> {
        let lang = self.options.lang;
        let name = self.name(user);
        writeln!(
            output,
            "{}",
            terminal::words(lang, Said::HandOf { name: &name })
        )?;
        writeln!(output, "{}", reply.text)?;
        if let Some(png) = reply.picture {
            self.shown += 1;
            self.save(output, "tent", "png", &png, Saved::Tent)?;
        }
        Ok(())
    }

    /// The name of `user` at this table.
    pub(super) fn name(&self, user: u64) -> String {
        self.users
            .iter()
            .find(|u| u.id == user)
            .map_or_else(String::new, |u| u.name.clone())
    }

    /// Whose moves `moves` lists, when several seats act at once (the
    /// first of them, as `play` plays for it).
    pub(super) fn whose(&self) -> Option<String> {
        let waiting = self.service.waiting_for(TABLE).ok()?;
        if waiting.len() < 2 {
            return None;
        }
        let all: Vec<String> = waiting.iter().map(|&u| self.name(u)).collect();
        let said = Said::MovesOf {
            name: &self.name(waiting[0]),
            all: &all.join(", "),
        };
        Some(terminal::words(self.options.lang, said))
    }

    /// The user who must act now.
    pub(super) fn player(&self) -> Result<u64, ServiceError> {
        self.service
            .waiting_for(TABLE)?
            .first()
            .copied()
            .ok_or(ServiceError::Refused(Denied::LocalNobody))
    }

    /// Prints a reply, writing its picture to a file; then Keystone's
    /// moves, if it must play.
    pub(super) fn show(
        &mut self,
        output: &mut impl Write,
        mut result: Result<Reply, ServiceError>,
    ) -> io::Result<()> {
        loop {
            let computer = result.as_ref().is_ok_and(|r| r.computer_next);
            self.print(output, result)?;
            if !computer {
                return Ok(());
            }
            result = match self.service.computer_move(TABLE) {
                Ok(Some(reply)) => Ok(reply),
                Ok(None) => return Ok(()),
                Err(e) => Err(e),
            };
        }
    }

    /// Prints a reply, writing its picture to a file.
    pub(super) fn print(
        &mut self,
        output: &mut impl Write,
        result: Result<Reply, ServiceError>,
    ) -> io::Result<()> {
        match result {
            Ok(reply) => {
                writeln!(output, "{}", reply.text)?;
                for line in &reply.details {
                    writeln!(output, "  {line}")?;
                }
                if let Some(png) = reply.picture {
                    self.shown += 1;
                    self.save(output, "board", "png", &png, Saved::Board)?;
                }
                // The players' sheets, for games with sheets (Babylon).
                if let Some(png) = reply.sheets {
                    self.save(output, "sheets", "png", &png, Saved::Sheets)?;
                }
                Ok(())
            }
            Err(e) => {
                if !matches!(
                    e,
                    ServiceError::Refused(_) | ServiceError::NoGame | ServiceError::Busy
                ) {
                    tracing::error!(error = %e, "keystone local");
                }
                // The terminal has no channel and no /game new.
                let words = match e {
                    ServiceError::NoGame => terminal::words(self.options.lang, Said::NoGame),
                    other => other.words(Reader::plain(self.options.lang)),
                };
                writeln!(output, "{words}")
            }
        }
    }
}
