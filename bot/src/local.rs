//! `keystone local`: play in a terminal without Discord, every seat at the
//! same keyboard, through the same service and embedded store as the bot.
//! Quit at any time; the game is there when you come back.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;

use keystone_data::{ChannelId, SledOptions, SledStore, Store};

use crate::service::{First, NewGame, Reply, Service, ServiceError, SystemClock, User};

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
}

const HELP: &str = "Commands:
  play <actions>   play for whoever must act, e.g. play V2 c3; B  (several joined by ;)
  moves            list the legal actions of whoever must act
  board            write the board picture and print its path
  status           where the game stands
  history          every action so far
  help             this list
  quit             stop; the game is kept for next time";

/// Plays from `input`, writing to `output`, until `quit` or the input ends.
pub fn run(options: &LocalOptions, input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    let store = SledStore::open(&SledOptions::new(&options.database)).map_err(io::Error::other)?;
    let service = Service::new(Arc::new(store) as Arc<dyn Store>, Arc::new(SystemClock));
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
            writeln!(
                output,
                "Resuming the game in {}.",
                options.database.display()
            )?;
            let board = local.service.board(TABLE, 0, false);
            local.show(&mut output, board)?;
        }
        Ok(None) => local.start(&mut output)?,
        Err(e) => writeln!(
            output,
            "The stored game cannot be read ({e}). Remove {} to start over.",
            options.database.display()
        )?,
    }
    writeln!(output, "Type help for the commands.")?;
    for line in input.lines() {
        let line = line?;
        let (command, rest) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
        match command {
            "" => continue,
            "quit" | "exit" => break,
            "help" => writeln!(output, "{HELP}")?,
            "play" => {
                let result = local
                    .player()
                    .and_then(|user| local.service.play(TABLE, user, rest, None));
                local.show(&mut output, result)?;
                if local.service.waiting_for(TABLE).is_ok_and(|w| w.is_empty()) {
                    writeln!(
                        output,
                        "The game is over. Run keystone local again for a new one."
                    )?;
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
                Err(e) => writeln!(output, "{e}")?,
            },
            "board" => {
                let result = local.service.board(TABLE, 0, false);
                local.show(&mut output, result)?;
            }
            "status" => {
                let result = local.service.status(TABLE);
                local.show(&mut output, result)?;
            }
            "history" => {
                let result = local.service.history(TABLE, None);
                local.show(&mut output, result)?;
            }
            other => writeln!(
                output,
                "Unknown command \"{other}\". Type help for the commands."
            )?,
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
            opponent: self.users[1].clone(),
            first: self.options.first,
            seed: self.options.seed,
            headers: self.options.headers.clone(),
        };
        let started = self
            .service
            .new_game(TABLE, &game)
            .and_then(|_| self.service.accept(TABLE, 2, None));
        writeln!(output, "A new game of {} begins.", self.options.game)?;
        self.show(output, started)
    }

    /// The user who must act now.
    fn player(&self) -> Result<u64, ServiceError> {
        self.service
            .waiting_for(TABLE)?
            .first()
            .copied()
            .ok_or_else(|| ServiceError::User("Nobody has to act: the game is over.".into()))
    }

    /// Prints a reply, writing its picture to a file.
    fn show(
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
                    writeln!(output, "Board: {}", path.display())?;
                }
                Ok(())
            }
            Err(ServiceError::User(message)) => writeln!(output, "{message}"),
            Err(e) => writeln!(output, "Error: {e}"),
        }
    }
}
