//! `keystone`: the Keystone bot, a terminal table, and offline tools for
//! game records.

// No function longer than a screen or two (issue 45): split one that grows.
#![warn(clippy::too_many_lines)]

mod record_tools;
mod store_commands;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use keystone_bot::config::Config;
use keystone_bot::i18n::Lang;
use keystone_bot::local::{self, LocalOptions};
use keystone_bot::service::First;
use keystone_engine::Record;

/// Keystone: asynchronous board games in Discord.
#[derive(Debug, Parser)]
#[command(name = "keystone", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Connect to Discord and serve (the default).
    Run {
        /// The settings file (see config.example.toml); it must exist.
        /// Without it, config.toml is read if it exists.
        #[arg(long)]
        config: Option<PathBuf>,
    },
    /// Play in this terminal, without Discord: every seat at this keyboard.
    Local {
        /// Where games are kept between sessions.
        #[arg(long, default_value = "keystone-local")]
        database: PathBuf,
        /// Where board pictures are written.
        #[arg(long, default_value = "keystone-boards")]
        pictures: PathBuf,
        /// The game to play (basilica by default).
        #[arg(long)]
        game: Option<String>,
        /// The players' names, comma-separated: one to four, as the game
        /// takes (one: Babylon alone; Alice,Bob by default).
        #[arg(long)]
        names: Option<String>,
        /// A game alone (Babylon): normal or hard.
        #[arg(long)]
        mode: Option<String>,
        /// Set up like this record (seats, seed, first player, deck), then
        /// play its actions.
        #[arg(long)]
        from: Option<PathBuf>,
        /// The language to play in: en, fr or pl.
        #[arg(long, default_value = "en")]
        lang: String,
        /// Play against Keystone at this level (easy, normal or hard): it
        /// takes the second seat, and every seat named Keystone in --names
        /// (at a table of three or four, name its seats: Ann,Keystone,Cy).
        #[arg(long)]
        ai: Option<String>,
        /// Play on a board you click, in a browser on this machine: served
        /// on this address (127.0.0.1 and a free port unless given), which
        /// is printed.
        #[arg(long, num_args = 0..=1, default_missing_value = "127.0.0.1:0", value_name = "ADDRESS")]
        web: Option<String>,
    },
    /// Replay a game record and show the position it reaches.
    Replay {
        /// The game record (see examples/).
        file: PathBuf,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
        /// Also write the whole game as an animated GIF, one frame per turn.
        #[arg(long)]
        gif: Option<PathBuf>,
    },
    /// Draw the position a record reaches as a PNG board picture.
    Render {
        /// The game record.
        file: PathBuf,
        /// Where to write the PNG.
        #[arg(short, long)]
        output: PathBuf,
        /// Size relative to the picture at scale 1 (1100 px wide, or 400
        /// px with --narrow).
        #[arg(long, default_value_t = 1.0)]
        scale: f32,
        /// Lay the picture out for a phone, as Discord shows it: 400 px
        /// wide at scale 1, its parts one under another.
        #[arg(long)]
        narrow: bool,
        /// Draw it for this colour vision (as /settings colours does).
        #[arg(long, default_value = "standard", value_parser = ["standard", "red-green", "blue-yellow", "patterns"])]
        colours: String,
    },
    /// Show what the next scoring would give in the position a record reaches.
    Score {
        /// The game record.
        file: PathBuf,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Manage the game store.
    Store {
        #[command(subcommand)]
        action: store_commands::StoreAction,
    },
    /// Play the computer player against itself and chance; write the
    /// strength report (Markdown and CSV).
    Selfplay {
        /// Games per match (seeds 0..games, first seat alternating).
        #[arg(long, default_value_t = 200)]
        games: usize,
        /// The matches, each `a:b` with random, easy, normal or hard.
        #[arg(
            long,
            value_delimiter = ',',
            default_value = "hard:random,normal:random,easy:random,hard:easy,hard:normal,normal:easy"
        )]
        matches: Vec<String>,
        /// Threads (one game each at a time); all cores by default.
        #[arg(long)]
        threads: Option<usize>,
        /// Where to write selfplay.md and selfplay.csv.
        #[arg(long, default_value = "docs")]
        out: PathBuf,
        /// The game: basilica (matches of two, the default: writes
        /// selfplay.md/.csv), babylon (see `--tables`), or any other for a
        /// table of `--seats`, the first player of each match in one seat
        /// and the second in all others (writes
        /// selfplay-<game>-<seats>.md/.csv).
        #[arg(long, default_value = "basilica")]
        game: String,
        /// Seats at a table: the most the game takes unless given.
        #[arg(long)]
        seats: Option<usize>,
        /// Babylon: the tables, each `solo-normal`, `solo-hard` or a seat
        /// count 2 to 4, Keystone at `--level` in every seat (writes
        /// selfplay-babylon-manifest-<n>.md/.csv).
        #[arg(
            long,
            value_delimiter = ',',
            default_value = "solo-normal,solo-hard,2,3,4"
        )]
        tables: Vec<String>,
        /// Babylon: Keystone's level.
        #[arg(long, default_value = "normal")]
        level: String,
    },
}

fn main() -> ExitCode {
    match Cli::parse()
        .command
        .unwrap_or(Command::Run { config: None })
    {
        Command::Run { config } => run(config.as_deref()),
        Command::Local {
            database,
            pictures,
            game,
            names,
            from,
            lang,
            ai,
            mode,
            web,
        } => play_locally(
            database,
            pictures,
            game,
            names.as_deref(),
            from,
            &lang,
            ai.as_deref(),
            mode,
            web.as_deref(),
        ),
        Command::Store { action } => store_commands::run(action),
        Command::Replay { file, json, gif } => record_tools::replay(&file, json, gif.as_deref()),
        Command::Score { file, json } => record_tools::score(&file, json),
        Command::Render {
            file,
            output,
            scale,
            narrow,
            colours,
        } => record_tools::render(&file, &output, narrow, &colours, scale),
        Command::Selfplay {
            games,
            matches,
            threads,
            out,
            game,
            seats,
            tables,
            level,
        } => selfplay(&game, games, &matches, seats, tables, &level, threads, &out),
    }
}

/// `keystone selfplay`: the game's own report, through its registry
/// entry, written to `out`.
#[allow(clippy::too_many_arguments)] // one per flag of `keystone selfplay`
fn selfplay(
    game: &str,
    games: usize,
    matches: &[String],
    seats: Option<usize>,
    tables: Vec<String>,
    level: &str,
    threads: Option<usize>,
    out: &std::path::Path,
) -> ExitCode {
    use keystone_bot::selfplay::{Player, Request};
    use keystone_engine::ai::Level;
    let Some(kind) = keystone_bot::games::kind(game) else {
        let names: Vec<&str> = keystone_bot::games::KINDS.iter().map(|k| k.name).collect();
        eprintln!("--game takes {}, not {game:?}", names.join(", "));
        return ExitCode::FAILURE;
    };
    let mut pairs = Vec::new();
    for m in matches {
        let pair = m
            .split_once(':')
            .and_then(|(a, b)| Some((Player::from_name(a)?, Player::from_name(b)?)));
        match pair {
            Some(pair) => pairs.push(pair),
            None => {
                eprintln!(
                    "--matches takes pairs such as hard:random (random, easy, normal, hard), not {m:?}"
                );
                return ExitCode::FAILURE;
            }
        }
    }
    let Some(level) = Level::from_name(level) else {
        eprintln!("--level takes easy, normal or hard, not {level:?}");
        return ExitCode::FAILURE;
    };
    let seats = seats.unwrap_or(*kind.seats.end());
    if !kind.seats.contains(&seats) {
        eprintln!(
            "--seats: {} takes {} to {} seats, not {seats}",
            kind.title,
            kind.seats.start(),
            kind.seats.end()
        );
        return ExitCode::FAILURE;
    }
    let request = Request {
        games,
        matches: pairs,
        seats,
        tables,
        level,
        threads: threads.unwrap_or_else(every_core),
    };
    let progress = |label: &str, done: usize| {
        if done.is_multiple_of(10) || done == games {
            eprintln!("{game} {label}: {done}/{games} games");
        }
    };
    let report = match (kind.selfplay)(&request, &progress) {
        Ok(report) => report,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let written = std::fs::create_dir_all(out)
        .and_then(|()| std::fs::write(out.join(format!("{}.md", report.name)), &report.markdown))
        .and_then(|()| std::fs::write(out.join(format!("{}.csv", report.name)), &report.csv));
    if let Err(e) = written {
        eprintln!("cannot write the report in {}: {e}", out.display());
        return ExitCode::FAILURE;
    }
    println!("{}", report.markdown);
    ExitCode::SUCCESS
}

fn run(named: Option<&std::path::Path>) -> ExitCode {
    let loaded = match named {
        Some(path) => Config::load_named(path),
        None => Config::load(std::path::Path::new("config.toml")),
    };
    let config = match loaded {
        Ok(config) => config,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    // Read strictly, as when the settings were checked: no directive is
    // ever dropped, nor a bad filter replaced by another.
    let filter = match config.log_filter() {
        Ok(filter) => filter,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .init();
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let result = runtime.block_on(keystone_bot::host::run(config));
    // A computer player's search may still run on a blocking thread: it
    // changes nothing once the bot stopped, so do not wait for it.
    runtime.shutdown_timeout(std::time::Duration::from_secs(1));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// Self-play's default: a thread per core.
fn every_core() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}

#[allow(clippy::too_many_arguments)] // one per flag of `keystone local`
fn play_locally(
    database: PathBuf,
    pictures: PathBuf,
    game: Option<String>,
    names: Option<&str>,
    from: Option<PathBuf>,
    lang: &str,
    ai: Option<&str>,
    mode: Option<String>,
    web: Option<&str>,
) -> ExitCode {
    let options = local_flags(web, ai, lang).and_then(|(web, ai, lang)| {
        let mut options = LocalOptions {
            lang,
            ai,
            database,
            pictures,
            chosen: game.is_some() || names.is_some(),
            game: game.unwrap_or_else(|| "basilica".to_owned()),
            names: names
                .unwrap_or("Alice,Bob")
                .split(',')
                .map(|n| n.trim().to_owned())
                .collect(),
            seed: None,
            first: First::Random,
            headers: mode
                .map(|m| vec![("mode".to_owned(), m)])
                .unwrap_or_default(),
            replay: Vec::new(),
            web,
            displaced: None,
        };
        if let Some(path) = from {
            from_record(&mut options, &path)?;
        }
        local_table(&mut options)?;
        Ok(options)
    });
    let options = match options {
        Ok(options) => options,
        Err(why) => {
            eprintln!("{why}");
            return ExitCode::FAILURE;
        }
    };
    // At a terminal, lines are edited (cursor keys, history, tab); piped,
    // they are read as they come.
    use std::io::IsTerminal;
    let stdin = std::io::stdin();
    let edited = (stdin.is_terminal() && std::io::stdout().is_terminal())
        .then(local::Edited::new)
        .and_then(Result::ok);
    let played = match edited {
        Some(edited) => local::run(&options, edited, std::io::stdout()),
        None => local::run(&options, stdin.lock(), std::io::stdout()),
    };
    match played {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// `keystone local`'s `--web`, `--ai` and `--lang`, read.
fn local_flags(
    web: Option<&str>,
    ai: Option<&str>,
    lang: &str,
) -> Result<
    (
        Option<std::net::SocketAddr>,
        Option<keystone_engine::ai::Level>,
        Lang,
    ),
    String,
> {
    // The board at one machine is served to this machine alone.
    let web = match web.map(|w| w.parse::<std::net::SocketAddr>()) {
        None => None,
        Some(Ok(address)) if address.ip().is_loopback() => Some(address),
        Some(Ok(address)) => {
            return Err(format!(
                "--web serves this machine only: give a loopback address such as 127.0.0.1:8080, not {address}"
            ));
        }
        Some(Err(_)) => {
            return Err(format!(
                "--web takes an address and port such as 127.0.0.1:8080, not {:?}",
                web.unwrap_or_default()
            ));
        }
    };
    let ai = match ai.map(|a| keystone_engine::ai::Level::from_name(a).ok_or(a)) {
        None => None,
        Some(Ok(level)) => Some(level),
        Some(Err(other)) => {
            return Err(format!("--ai takes easy, normal or hard, not {other:?}"));
        }
    };
    let Some(lang) = Lang::from_tag(lang) else {
        let spoken: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
        return Err(format!("--lang takes one of: {}", spoken.join(", ")));
    };
    Ok((web, ai, lang))
}

/// The game, seats, seed and moves of the record at `path` (`--from`).
fn from_record(options: &mut LocalOptions, path: &std::path::Path) -> Result<(), String> {
    let record = record_tools::read_record_file(path)
        .and_then(|t| Record::parse(&t).map_err(|e| format!("{}: {e}", path.display())))?;
    options.game = record.game.clone();
    options.names = record.seats.clone();
    options.seed = record.seed;
    options.first = match record.first {
        Some(seat) => First::Seat(seat),
        // Named by none, the seat that starts is the game's to say (seat
        // 1, or drawn from the seed): as the record replays.
        None => {
            let mut bare = record.clone();
            bare.actions.clear();
            keystone_bot::games::kind(&record.game)
                .and_then(|kind| (kind.replay)(&bare).ok())
                .and_then(|game| game.record(&[], &[]).first)
                .map_or(First::Random, First::Seat)
        }
    };
    options.headers = record
        .headers
        .iter()
        .map(|h| (h.key.clone(), h.value.clone()))
        .collect();
    options.chosen = true;
    options.replay = record
        .actions
        .iter()
        .map(|a| (a.seat.index(), a.text.clone(), a.line))
        .collect();
    Ok(())
}

/// Refuses a table the game cannot take (its seats, names, mode, setup),
/// with the reason; seats Keystone where `--ai` asks.
fn local_table(options: &mut LocalOptions) -> Result<(), String> {
    // A bad setup fails at once, with the reason.
    let Some(kind) = keystone_bot::games::kind(&options.game) else {
        let known: Vec<&str> = keystone_bot::games::KINDS.iter().map(|k| k.name).collect();
        return Err(format!(
            "--game takes one of {}, not {:?}",
            known.join(", "),
            options.game
        ));
    };
    // As many names as the game has seats.
    let seats = kind.seats.clone();
    if !seats.contains(&options.names.len()) || options.names.iter().any(String::is_empty) {
        return Err(format!(
            "--names takes {} to {} names separated by commas for {}, e.g. --names \"Alice,Bob\"",
            seats.start(),
            seats.end(),
            options.game
        ));
    }
    // Each seat its own name (Keystone's seats excepted), or the table
    // cannot tell them apart.
    let repeated = options.names.iter().enumerate().find(|&(i, name)| {
        !(options.ai.is_some() && name.trim().eq_ignore_ascii_case(local::KEYSTONE))
            && options.names[..i]
                .iter()
                .any(|earlier| earlier.trim().eq_ignore_ascii_case(name.trim()))
    });
    if let Some((_, name)) = repeated {
        return Err(format!(
            "--names takes a different name for each seat: {name} is given twice"
        ));
    }
    if options.ai.is_some() {
        let (names, displaced) = keystone_seats(&options.names)?;
        options.names = names;
        options.displaced = displaced;
    }
    // A mode for a game that has none: said in the flag's words.
    if options.headers.iter().any(|(key, _)| key == "mode")
        && !kind.setup.iter().any(|setting| setting.key == "mode")
    {
        let with_modes: Vec<&str> = keystone_bot::games::KINDS
            .iter()
            .filter(|k| k.setup.iter().any(|s| s.key == "mode"))
            .map(|k| k.name)
            .collect();
        return Err(format!(
            "--mode: {} has no mode; --mode normal or hard is for a game alone ({}: --game {} --names Ann)",
            kind.title,
            with_modes.join(", "),
            with_modes.first().copied().unwrap_or("babylon")
        ));
    }
    // The game's own setup (its headers: a mode, a deck), tried once.
    let table = keystone_engine::Seating {
        seats: options.names.len(),
        first: None,
        seed: options.seed.unwrap_or(0),
    };
    let headers: Vec<keystone_engine::record::Header> = options
        .headers
        .iter()
        .map(|(key, value)| keystone_engine::record::Header {
            key: key.clone(),
            value: value.clone(),
            line: 0,
        })
        .collect();
    if let Err(reason) = (kind.start)(&table, &headers) {
        return Err(format!("{}: {reason}", options.game));
    }
    Ok(())
}

/// The names of a table where Keystone plays (`--ai`): its seats are the
/// second and any other named Keystone. At a table of two the second name
/// becomes Keystone; at three or four its seats must be named, seat 2
/// among them (an error says how, in English like every flag's). With the
/// name Keystone took the place of, if it took one.
fn keystone_seats(names: &[String]) -> Result<(Vec<String>, Option<String>), String> {
    let is_keystone = |n: &String| n.trim().eq_ignore_ascii_case(local::KEYSTONE);
    let mut names: Vec<String> = names.to_vec();
    if names.len() < 2 {
        return Err("--ai takes a seat: name at least two players".into());
    }
    let example = || {
        let mut example = names.clone();
        example[1] = local::KEYSTONE.to_owned();
        example.join(",")
    };
    let mut taken = None;
    if names.len() == 2 {
        if !is_keystone(&names[1]) {
            taken = Some(names[1].clone());
        }
        names[1] = local::KEYSTONE.to_owned();
    } else if !is_keystone(&names[1]) {
        return Err(format!(
            "--ai at a table of {}: say which seats Keystone plays by naming them Keystone, seat 2 \
             first (it may take more), e.g. --names {}",
            names.len(),
            example()
        ));
    }
    for name in names.iter_mut().filter(|n| is_keystone(n)) {
        *name = local::KEYSTONE.to_owned();
    }
    Ok((names, taken))
}
