//! `keystone local`: play in a terminal without Discord, every seat at the
//! same keyboard, through the same service and embedded store as the bot.
//! Quit at any time; the game is there when you come back.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;

use keystone_data::{ChannelId, SledOptions, SledStore, Store};

use crate::web::changes::{Changes, WatchedStore};

use crate::i18n::Lang;
use crate::service::{First, Service, Stamp, SystemClock, Transport};
use crate::tell::terminal::{self, Said};
use keystone_engine::ai::Level;

mod commands;
mod editor;
mod session;

use commands::Obeyed;
pub use editor::Edited;
use session::Local;

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
    let (service, changes) = open(options)?;
    std::fs::create_dir_all(&options.pictures)?;
    let mut local = Local::new(service, options);
    local.resume_or_start(&mut output)?;
    let lang = options.lang;
    if let Some(address) = options.web {
        output.flush()?;
        return crate::web::one_machine::serve(
            local.service.clone(),
            TABLE,
            &local.people(),
            changes,
            address,
            lang,
        );
    }
    writeln!(output, "{}", terminal::words(lang, Said::Hint))?;
    let mut confirm: Option<Confirm> = None;
    while let Some(line) = input.next_line(&local.service, lang) {
        let Ok(line) = line? else {
            // One garbled line (not UTF-8) is refused; the session goes on.
            writeln!(output, "{}", terminal::words(lang, Said::NotText))?;
            continue;
        };
        let (command, rest) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
        // Commands are read in any case, in the player's words or in
        // English; what follows them is as typed.
        let command = command_of(command, lang);
        // Any line drops a question waiting for `yes`.
        let asked = confirm.take();
        match local.obey(&command, rest, asked, &mut output)? {
            Obeyed::Quit => break,
            Obeyed::Asked(question) => confirm = Some(question),
            Obeyed::Done => {}
        }
        output.flush()?;
    }
    Ok(())
}

/// The service over the terminal's store (watched for the board's live
/// updates when it is served), and those updates.
fn open(options: &LocalOptions) -> io::Result<(Service, Changes)> {
    let store = SledStore::open(&SledOptions::new(&options.database)).map_err(io::Error::other)?;
    // On the web board, every change of the game is told to the browsers.
    let changes = Changes::default();
    let store: Arc<dyn Store> = match options.web {
        Some(_) => Arc::new(WatchedStore::new(Arc::new(store), changes.clone())),
        None => Arc::new(store),
    };
    let mut service = Service::new(store, Arc::new(SystemClock));
    // A terminal shows names as they are, and every seat sits at it: no
    // limit on open games.
    service.set_transport(Transport::TERMINAL);
    service.set_one_keyboard();
    service.set_open_games(usize::MAX);
    Ok((service.speaking(options.lang), changes))
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

/// The terminal's commands, in the order `local-commands` gives each
/// language's words for them.
const COMMANDS: [&str; 16] = [
    "play", "moves", "board", "describe", "colours", "status", "hand", "history", "export",
    "rules", "resign", "new", "help", "quit", "yes", "no",
];

/// The command `word` names, in English (`coups` in French is `moves`),
/// in any case and with or without accents; else `word` itself, in
/// lower case.
fn command_of(word: &str, lang: Lang) -> String {
    let folded = crate::games::tongue::fold(word);
    let words = terminal::words(lang, Said::Commands);
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
