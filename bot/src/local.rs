//! `keystone local`: play in a terminal without Discord, every seat at the
//! same keyboard, through the same service and embedded store as the bot.
//! Quit at any time; the game is there when you come back.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;

use keystone_data::{ChannelId, SledOptions, SledStore, Store};

use crate::i18n::Lang;
use crate::service::{First, NewGame, Reply, Service, ServiceError, SystemClock, User};
use crate::t;
use keystone_engine::ai::Level;

/// The one table of the terminal.
const TABLE: ChannelId = ChannelId(1);

/// How to play locally.
#[derive(Clone, Debug)]
pub struct LocalOptions {
    /// Where games are stored.
    pub database: PathBuf,
    /// Where board pictures are written.
    pub pictures: PathBuf,
    /// The game to start if none is stored.
    pub game: String,
    /// The players' names, by seat.
    pub names: Vec<String>,
    /// The seed of a new game (random if `None`).
    pub seed: Option<u64>,
    /// Who starts a new game.
    pub first: First,
    /// Game-specific setup headers for a new game (e.g. a fixed deck).
    pub headers: Vec<(String, String)>,
    /// The language to play in.
    pub lang: Lang,
    /// Keystone plays the second seat, at this level.
    pub ai: Option<Level>,
}

/// Plays from `input`, writing to `output`, until `quit` or the input ends.
pub fn run(options: &LocalOptions, input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    let store = SledStore::open(&SledOptions::new(&options.database)).map_err(io::Error::other)?;
    let lang = options.lang;
    let mut service = Service::new(Arc::new(store) as Arc<dyn Store>, Arc::new(SystemClock));
    // A terminal shows names as they are, and every seat sits at it: no
    // limit on open games.
    service.set_markdown(false);
    service.set_open_games(usize::MAX);
    let service = service.speaking(lang);
    std::fs::create_dir_all(&options.pictures)?;
    let users: Vec<User> = options
        .names
        .iter()
        .enumerate()
        .map(|(i, name)| User {
            id: i as u64 + 1,
            name: name.clone(),
        })
        .collect();
    let mut local = Local {
        service,
        options,
        users,
        shown: 0,
    };
    match local.service.store().get(TABLE) {
        Ok(Some(_)) => {
            let place = options.database.display().to_string();
            writeln!(output, "{}", t!(lang, "local-resuming", place = place))?;
            let board = local.service.board(TABLE, 0, false);
            local.show(&mut output, board)?;
        }
        Ok(None) => local.start(&mut output)?,
        Err(e) => {
            let place = options.database.display().to_string();
            let reason = e.to_string();
            writeln!(
                output,
                "{}",
                t!(lang, "local-unreadable", reason = reason, place = place)
            )?;
        }
    }
    writeln!(output, "{}", t!(lang, "local-hint"))?;
    for line in input.lines() {
        let line = line?;
        let (command, rest) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
        match command {
            "" => continue,
            "quit" | "exit" => break,
            "help" => writeln!(output, "{}", t!(lang, "local-help"))?,
            "play" => {
                let result = local
                    .player()
                    .and_then(|user| local.service.play(TABLE, user, rest, None));
                local.show(&mut output, result)?;
                if local.service.waiting_for(TABLE).is_ok_and(|w| w.is_empty()) {
                    writeln!(output, "{}", t!(lang, "local-over"))?;
                    break;
                }
            }
            "moves" => match local
                .player()
                .and_then(|user| local.service.moves(TABLE, user))
            {
                Ok(moves) => {
                    for m in moves {
                        writeln!(output, "  {} — {}", m.notation, m.label)?;
                    }
                }
                Err(e) => writeln!(output, "{}", e.words(lang))?,
            },
            "board" => {
                let result = local.service.board(TABLE, 0, false);
                local.show(&mut output, result)?;
            }
            "status" => {
                let result = local.service.status(TABLE);
                local.show(&mut output, result)?;
            }
            "hand" => {
                // Hot seat: the hand and purse of whoever must act (look
                // away, the others).
                let result = local
                    .player()
                    .and_then(|user| local.service.tent(TABLE, user, None));
                local.show(&mut output, result)?;
            }
            "history" => {
                let result = local.service.history(TABLE, None, None);
                local.show(&mut output, result)?;
            }
            other => writeln!(output, "{}", t!(lang, "local-unknown", command = other))?,
        }
        output.flush()?;
    }
    Ok(())
}

struct Local<'a> {
    service: Service,
    options: &'a LocalOptions,
    users: Vec<User>,
    shown: usize,
}

impl Local<'_> {
    /// Starts a new game: invited and accepted at once, everyone is here.
    fn start(&mut self, output: &mut impl Write) -> io::Result<()> {
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
        let mut started = self.service.new_game(TABLE, &game);
        if self.options.ai.is_none() {
            for user in &self.users[1..] {
                started = started.and_then(|_| self.service.accept(TABLE, user.id, None));
            }
        }
        let game = self.options.game.as_str();
        writeln!(
            output,
            "{}",
            t!(self.options.lang, "local-new-game", game = game)
        )?;
        self.show(output, started)
    }

    /// The user who must act now.
    fn player(&self) -> Result<u64, ServiceError> {
        self.service
            .waiting_for(TABLE)?
            .first()
            .copied()
            .ok_or_else(|| ServiceError::User(t!(self.options.lang, "local-nobody")))
    }

    /// Prints a reply, writing its picture to a file; then Keystone's
    /// moves, if it must play.
    fn show(
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
    fn print(
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
                    let path = self
                        .options
                        .pictures
                        .join(format!("board-{:03}.png", self.shown));
                    std::fs::write(&path, png)?;
                    let path = path.display().to_string();
                    writeln!(
                        output,
                        "{}",
                        t!(self.options.lang, "local-board", path = path)
                    )?;
                }
                // The players' sheets, for games with sheets (Babylon).
                if let Some(png) = reply.sheets {
                    let path = self
                        .options
                        .pictures
                        .join(format!("sheets-{:03}.png", self.shown));
                    std::fs::write(&path, png)?;
                    let path = path.display().to_string();
                    writeln!(
                        output,
                        "{}",
                        t!(self.options.lang, "local-sheets", path = path)
                    )?;
                }
                Ok(())
            }
            Err(e) => {
                if !matches!(
                    e,
                    ServiceError::User(_) | ServiceError::NoGame | ServiceError::Busy
                ) {
                    tracing::error!(error = %e, "keystone local");
                }
                writeln!(output, "{}", e.words(self.options.lang))
            }
        }
    }
}
