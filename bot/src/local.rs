//! `keystone local`: play in a terminal without Discord, every seat at the
//! same keyboard, through the same service and embedded store as the bot.
//! Quit at any time; the game is there when you come back.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;

use keystone_data::{ChannelId, SledOptions, SledStore, Store};

use crate::i18n::Lang;
use crate::service::{
    First, NewGame, Prompt, PromptKind, Reply, Service, ServiceError, Stamp, SystemClock, User,
};
use crate::t;
use keystone_engine::ai::Level;

mod editor;
pub use editor::Edited;

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
    /// The name given for the seat Keystone took instead (`--names Ann,Ben
    /// --ai`), told when the game begins.
    pub displaced: Option<String>,
    /// Whether the game or the names were asked for on the command line
    /// (not defaults): a stored game they disagree with is pointed out.
    pub chosen: bool,
    /// Actions to play once a new game is set up (`--from`), each by its
    /// seat (0-based) and in notation, with its line in the record.
    pub replay: Vec<(usize, String, usize)>,
    /// Play on the board in a browser, served at this address (`--web`),
    /// instead of typing.
    pub web: Option<std::net::SocketAddr>,
}

/// Keystone's name in `--names`: the seats it plays.
pub const KEYSTONE: &str = "Keystone";

/// A question waiting for `yes`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Confirm {
    /// Abandon the stored game and start the one the flags ask for.
    New,
    /// The player to act resigns.
    Resign(u64),
    /// The line the game asked this player to confirm is played.
    Play(u64, Stamp),
}

/// Where the player's lines come from: piped input as it comes, or a
/// terminal's line editor ([`Edited`]).
pub trait Lines {
    /// The next line, as text or, when it is not UTF-8, as its bytes;
    /// `None` when the input ends. What is typed is completed from
    /// `service`, in `lang`.
    fn next_line(
        &mut self,
        service: &Service,
        lang: Lang,
    ) -> Option<io::Result<Result<String, Vec<u8>>>>;
}

impl<R: BufRead> Lines for R {
    fn next_line(&mut self, _: &Service, _: Lang) -> Option<io::Result<Result<String, Vec<u8>>>> {
        // Not `BufRead::lines`: that would end the session at the first
        // line that is not UTF-8.
        let mut bytes = Vec::new();
        match self.read_until(b'\n', &mut bytes) {
            Ok(0) => None,
            Ok(_) => {
                if bytes.ends_with(b"\n") {
                    bytes.pop();
                    if bytes.ends_with(b"\r") {
                        bytes.pop();
                    }
                }
                Some(Ok(String::from_utf8(bytes).map_err(|e| e.into_bytes())))
            }
            Err(e) => Some(Err(e)),
        }
    }
}

/// Plays from `input`, writing to `output`, until `quit` or the input ends.
pub fn run(
    options: &LocalOptions,
    mut input: impl Lines,
    mut output: impl Write,
) -> io::Result<()> {
    let store = SledStore::open(&SledOptions::new(&options.database)).map_err(io::Error::other)?;
    let lang = options.lang;
    // On the web board, every change of the game is told to the browsers.
    let changes = crate::web::changes::Changes::default();
    let store: Arc<dyn Store> = match options.web {
        Some(_) => Arc::new(crate::web::changes::WatchedStore::new(
            Arc::new(store),
            changes.clone(),
        )),
        None => Arc::new(store),
    };
    let mut service = Service::new(store, Arc::new(SystemClock));
    // A terminal shows names as they are, and every seat sits at it: no
    // limit on open games.
    service.set_markdown(false);
    service.set_one_keyboard();
    service.set_open_games(usize::MAX);
    let service = service.speaking(lang);
    std::fs::create_dir_all(&options.pictures)?;
    // Keystone's seats are one user, the second seat's.
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
    // Pictures are numbered on from those already there: none is
    // overwritten, across sessions too.
    let shown = last_number(&options.pictures);
    let mut local = Local {
        service,
        options,
        users,
        shown,
        last_status: Vec::new(),
    };
    let mut confirm: Option<Confirm> = None;
    match local.service.store().get(TABLE) {
        Ok(Some(record)) => {
            let place = options.database.display().to_string();
            writeln!(output, "{}", t!(lang, "local-resuming", place = place))?;
            let names: Vec<String> = record.seats.iter().map(|s| s.name.clone()).collect();
            if options.chosen && (record.kind != options.game || names != options.names) {
                writeln!(
                    output,
                    "{}",
                    t!(
                        lang,
                        "local-conflict",
                        stored = record.kind.as_str(),
                        stored_names = names.join(", "),
                        game = options.game.as_str(),
                        names = options.names.join(", ")
                    )
                )?;
            }
            let board = local.service.board(TABLE, 0, false);
            local.show(&mut output, board)?;
            local.remember();
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
    if let Some(address) = options.web {
        output.flush()?;
        // Keystone's seats are its own; everyone else's view is offered.
        let mut people: Vec<User> = Vec::new();
        for user in &local.users {
            let keystone = options.ai.is_some() && user.name == KEYSTONE;
            if !keystone && !people.contains(user) {
                people.push(user.clone());
            }
        }
        return crate::web::local::serve(
            local.service.clone(),
            TABLE,
            &people,
            changes,
            address,
            lang,
        );
    }
    writeln!(output, "{}", t!(lang, "local-hint"))?;
    while let Some(line) = input.next_line(&local.service, lang) {
        let Ok(line) = line? else {
            // One garbled line (not UTF-8) is refused; the session goes on.
            writeln!(output, "{}", t!(lang, "local-not-text"))?;
            continue;
        };
        let (command, rest) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
        // Commands are read in any case, in the player's words or in
        // English; what follows them is as typed.
        let command = command_of(command, lang);
        let asked = confirm.take();
        match command.as_str() {
            "" => continue,
            "quit" | "exit" => break,
            "help" => {
                // The example is a move of this game, as it stands.
                let example = local
                    .player()
                    .and_then(|user| local.service.moves(TABLE, user))
                    .ok()
                    .and_then(|moves| moves.first().map(|m| m.notation.clone()))
                    .unwrap_or_else(|| "…".to_owned());
                writeln!(output, "{}", t!(lang, "local-help", example = example))?;
            }
            "yes" => match asked {
                Some(Confirm::New) => {
                    local.abandon(&mut output)?;
                    local.start(&mut output)?;
                }
                Some(Confirm::Resign(user)) => {
                    let result = local
                        .service
                        .stamp(TABLE)
                        .and_then(|stamp| local.service.resign(TABLE, user, stamp));
                    local.show(&mut output, result)?;
                }
                Some(Confirm::Play(user, stamp)) => {
                    let result = local.service.confirm(TABLE, user, stamp);
                    let played = result.as_ref().is_ok_and(|r| !r.private);
                    local.show(&mut output, result)?;
                    if played {
                        local.next(&mut output)?;
                    }
                }
                None => writeln!(output, "{}", t!(lang, "local-nothing-to-confirm"))?,
            },
            // Any other line drops a confirmation too; `no` says so.
            "no" => match asked {
                Some(_) => writeln!(output, "{}", t!(lang, "local-confirm-no"))?,
                None => writeln!(output, "{}", t!(lang, "local-nothing-to-confirm"))?,
            },
            "new" => {
                if local.in_progress() {
                    writeln!(output, "{}", t!(lang, "local-new-confirm"))?;
                    confirm = Some(Confirm::New);
                } else {
                    local.abandon(&mut output)?;
                    local.start(&mut output)?;
                }
            }
            "resign" => match local.player() {
                Ok(user) => {
                    let result = local.service.ask_resign(TABLE, user);
                    if result.is_ok() {
                        confirm = Some(Confirm::Resign(user));
                    }
                    local.print(
                        &mut output,
                        result.map(|r| Reply {
                            text: format!("{} {}", r.text, t!(lang, "local-resign-confirm")),
                            ..Reply::default()
                        }),
                    )?;
                }
                Err(e) => writeln!(output, "{}", e.words(lang))?,
            },
            "play" => {
                let player = local.player();
                let result = player
                    .as_ref()
                    .map_err(|e| ServiceError::User(e.words(lang)))
                    .and_then(|&user| local.service.play(TABLE, user, rest, None));
                // A line to confirm: `yes` plays it.
                let asked = result.as_ref().ok().and_then(|r| {
                    r.prompts
                        .iter()
                        .find(|p| p.kind == PromptKind::Confirm)
                        .map(|p| p.stamp())
                });
                let played = result.is_ok() && asked.is_none();
                local.show(&mut output, result)?;
                if let (Some(stamp), Ok(user)) = (asked, player) {
                    writeln!(output, "{}", t!(lang, "local-confirm-yes"))?;
                    confirm = Some(Confirm::Play(user, stamp));
                }
                if played {
                    local.next(&mut output)?;
                }
            }
            "moves" => {
                // `moves <start>`: those that begin with it, grouped by
                // their next word when there are many; whose, when several
                // seats act at once.
                if let Some(whose) = local.whose() {
                    writeln!(output, "{whose}")?;
                }
                let result = local
                    .player()
                    .and_then(|user| local.service.moves_guide(TABLE, user, rest));
                local.show(&mut output, result)?;
            }
            "board" => {
                let result = local.service.board(TABLE, 0, false);
                local.show(&mut output, result)?;
            }
            "status" => {
                let result = local.service.status(TABLE);
                local.show(&mut output, result)?;
            }
            "hand" => {
                // Hot seat: the hand and purse of whoever must act, said
                // whose (the others look away).
                let result = local
                    .player()
                    .and_then(|user| local.service.tent(TABLE, user, None).map(|r| (user, r)));
                match result {
                    Ok((user, reply)) => local.tent(&mut output, user, reply)?,
                    Err(e) => local.print(&mut output, Err(e))?,
                }
            }
            "history" => match rest.trim() {
                // The last page, or the one asked for (out of range: the
                // history says how many it has).
                "" => local.show(&mut output, local.service.history(TABLE, None, None))?,
                page => match page.parse::<usize>() {
                    Ok(page) => {
                        let result = local.service.history(TABLE, Some(page), None);
                        local.show(&mut output, result)?;
                    }
                    Err(_) => writeln!(output, "{}", t!(lang, "local-history-page"))?,
                },
            },
            "export" => {
                let result = local.service.export(TABLE);
                local.export(&mut output, result)?;
            }
            "rules" => {
                let kind = local
                    .service
                    .store()
                    .get(TABLE)
                    .ok()
                    .flatten()
                    .map_or_else(|| options.game.clone(), |r| r.kind);
                let topic = Some(rest.trim()).filter(|t| !t.is_empty());
                match crate::games::kind(&kind) {
                    Some(kind) => writeln!(output, "{}", (kind.rules)(topic, lang))?,
                    None => writeln!(output, "{}", t!(lang, "local-nobody"))?,
                }
            }
            other => {
                // Said back short: a pasted page is not printed again.
                let command = shortened(other, 30);
                writeln!(output, "{}", t!(lang, "local-unknown", command = command))?;
            }
        }
        output.flush()?;
    }
    Ok(())
}

/// The highest number of a picture already in `dir` (`board-007.png`).
fn last_number(dir: &std::path::Path) -> usize {
    std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            let stem = name
                .strip_suffix(".png")
                .or_else(|| name.strip_suffix(".txt"))?;
            stem.rsplit('-').next()?.parse::<usize>().ok()
        })
        .max()
        .unwrap_or(0)
}

struct Local<'a> {
    service: Service,
    options: &'a LocalOptions,
    users: Vec<User>,
    shown: usize,
    /// The status lines shown after the last action, to mark what changed.
    last_status: Vec<String>,
}

impl Local<'_> {
    /// Starts a new game (see [`Local::start_game`]) and notes where it
    /// stands, to mark what the first action changes.
    fn start(&mut self, output: &mut impl Write) -> io::Result<()> {
        self.start_game(output)?;
        self.remember();
        Ok(())
    }

    /// The status lines as they are now, for [`Local::next`] to compare.
    fn remember(&mut self) {
        self.last_status = self.status_lines().unwrap_or_default();
    }

    /// Where the game stands, beyond its first line (the prompt).
    fn status_lines(&self) -> Option<Vec<String>> {
        let status = self.service.status(TABLE).ok()?;
        Some(status.text.lines().skip(1).map(str::to_owned).collect())
    }

    /// Starts a new game: invited and accepted at once, everyone is here;
    /// then the record's actions (`--from`), and the board.
    fn start_game(&mut self, output: &mut impl Write) -> io::Result<()> {
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
        writeln!(output, "{}", t!(lang, "local-new-game", game = game_name))?;
        let started = self.service.new_game(TABLE, &game);
        if let Some(level) = self.options.ai {
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
                t!(
                    lang,
                    "local-keystone-seats",
                    level = level.name(),
                    seats = seats.join(", "),
                    count = seats.len()
                )
            )?;
            if let Some(name) = &self.options.displaced {
                let name = name.as_str();
                writeln!(
                    output,
                    "{}",
                    t!(lang, "local-keystone-in-place", name = name)
                )?;
            }
        }
        // Everyone else sits at this keyboard: the invitation is accepted
        // for them, unsaid (Keystone accepts at once by itself).
        let people: Vec<u64> = self.users[1..]
            .iter()
            .filter(|u| self.options.ai.is_none() || u.name != KEYSTONE)
            .map(|u| u.id)
            .collect();
        let started = match started {
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
        };
        if started.is_err() || self.options.replay.is_empty() {
            return self.show(output, started);
        }
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
                let why = e.words(lang);
                writeln!(
                    output,
                    "{}",
                    t!(lang, "local-replay-stopped", line = *line, why = why)
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
        writeln!(output, "{}", t!(self.options.lang, "local-over"))
    }

    /// Whether a game is stored and still played.
    fn in_progress(&self) -> bool {
        self.service
            .store()
            .get(TABLE)
            .ok()
            .flatten()
            .is_some_and(|r| !r.status.is_over())
    }

    /// Drops the stored game (as a moderator's abort: nobody wins).
    fn abandon(&mut self, output: &mut impl Write) -> io::Result<()> {
        if self.in_progress() {
            match self.service.ask_abort(TABLE, self.users[0].id, true) {
                Ok(_) => writeln!(output, "{}", t!(self.options.lang, "local-abandoned"))?,
                Err(e) => self.print(output, Err(e))?,
            }
        }
        Ok(())
    }

    /// After an action, what the next player needs to know: where the game
    /// stands, beyond the prompt already shown.
    fn next(&mut self, output: &mut impl Write) -> io::Result<()> {
        if !self.in_progress() {
            writeln!(output, "{}", t!(self.options.lang, "local-over"))?;
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
    fn save(
        &self,
        output: &mut impl Write,
        stem: &str,
        extension: &str,
        bytes: &[u8],
        said: &str,
    ) -> io::Result<()> {
        let path = self
            .options
            .pictures
            .join(format!("{stem}-{:03}.{extension}", self.shown));
        std::fs::write(&path, bytes)?;
        let path = path.display().to_string();
        let words = self
            .options
            .lang
            .text_with(said, &[("path", crate::i18n::FluentValue::from(path))]);
        writeln!(output, "{words}")
    }

    /// Writes the game's record to a file of its own.
    fn export(
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
                self.save(output, "game", "txt", &file.bytes, "local-exported")
            }
            Err(e) => self.print(output, Err(e)),
        }
    }

    /// A seat's tent, said whose, its picture written as a tent's.
    fn tent(&mut self, output: &mut impl Write, user: u64, reply: Reply) -> io::Result<()> {
        let lang = self.options.lang;
        let name = self.name(user);
        writeln!(output, "{}", t!(lang, "local-hand-of", name = name))?;
        writeln!(output, "{}", reply.text)?;
        if let Some(png) = reply.picture {
            self.shown += 1;
            self.save(output, "tent", "png", &png, "local-tent")?;
        }
        Ok(())
    }

    /// The name of `user` at this table.
    fn name(&self, user: u64) -> String {
        self.users
            .iter()
            .find(|u| u.id == user)
            .map_or_else(String::new, |u| u.name.clone())
    }

    /// Whose moves `moves` lists, when several seats act at once (the
    /// first of them, as `play` plays for it).
    fn whose(&self) -> Option<String> {
        let waiting = self.service.waiting_for(TABLE).ok()?;
        if waiting.len() < 2 {
            return None;
        }
        let all: Vec<String> = waiting.iter().map(|&u| self.name(u)).collect();
        Some(t!(
            self.options.lang,
            "local-moves-of",
            name = self.name(waiting[0]),
            all = all.join(", ")
        ))
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
                    self.save(output, "board", "png", &png, "local-board")?;
                }
                // The players' sheets, for games with sheets (Babylon).
                if let Some(png) = reply.sheets {
                    self.save(output, "sheets", "png", &png, "local-sheets")?;
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
                // The terminal has no channel and no /game new.
                let words = match e {
                    ServiceError::NoGame => t!(self.options.lang, "local-no-game"),
                    other => other.words(self.options.lang),
                };
                writeln!(output, "{words}")
            }
        }
    }
}

/// The terminal's commands, in the order `local-commands` gives each
/// language's words for them.
const COMMANDS: [&str; 14] = [
    "play", "moves", "board", "status", "hand", "history", "export", "rules", "resign", "new",
    "help", "quit", "yes", "no",
];

/// The command `word` names, in English (`coups` in French is `moves`),
/// in any case and with or without accents; else `word` itself, in
/// lower case.
fn command_of(word: &str, lang: Lang) -> String {
    let folded = crate::games::tongue::fold(word);
    let words = t!(lang, "local-commands");
    words
        .split_whitespace()
        .zip(COMMANDS)
        .find(|(own, _)| crate::games::tongue::fold(own) == folded)
        .map_or_else(|| word.to_lowercase(), |(_, command)| command.to_owned())
}

/// `text`'s first `most` characters, and `…` if there were more.
fn shortened(text: &str, most: usize) -> String {
    match text.char_indices().nth(most) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
}
