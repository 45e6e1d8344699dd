//! `keystone store …`: copy, back up, restore and check a game store, the
//! bot stopped (or, for PostgreSQL, running: its backups and checks read
//! one consistent snapshot).

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use clap::Subcommand;
use keystone_bot::backups::replays;
use keystone_bot::config::Config;
use keystone_data::backup::{self as backup_file, Backup, RestoreError};
use keystone_data::embedded::is_store;
use keystone_data::{
    Counts, GameRecord, PostgresOptions, PostgresStore, SledOptions, SledStore, Store,
};

#[derive(Debug, Subcommand)]
pub(crate) enum StoreAction {
    /// Copy every game (active, archived, results) of an embedded store
    /// into PostgreSQL; running it again changes nothing. The counts are
    /// checked afterwards.
    Copy {
        /// The embedded store: `sled:PATH` (or just its directory).
        #[arg(long)]
        from: String,
        /// The PostgreSQL store: `postgres://user:password@host/database`.
        #[arg(long)]
        to: String,
    },
    /// Write a backup of a whole store (every game, the archive and the
    /// results) to a file. The embedded store must not be in use: stop
    /// the bot, or let it write its own backups (`backup_dir`).
    Backup {
        /// The file to write (it is written whole or not at all).
        #[arg(long)]
        to: PathBuf,
        /// The store: `sled:PATH` (or a directory) or `postgres://…`.
        /// Unset: the bot's own, from its settings.
        #[arg(long)]
        store: Option<String>,
    },
    /// Restore a backup into an empty store, then read every game back
    /// and replay it, and check the counts.
    Restore {
        /// The backup file.
        #[arg(long)]
        from: PathBuf,
        /// The store to restore into: `sled:PATH` (or a directory) or
        /// `postgres://…`.
        #[arg(long)]
        to: String,
        /// Restore into a store that holds games: the backup's replace
        /// those of the same channels.
        #[arg(long)]
        merge: bool,
    },
    /// Read every record of a store and say which are damaged, by
    /// channel, and which games do not replay. Changes nothing.
    Check {
        /// The store: `sled:PATH` (or a directory) or `postgres://…`.
        /// Unset: the bot's own, from its settings.
        #[arg(long)]
        store: Option<String>,
        /// Or a backup file, to verify it.
        #[arg(long, conflicts_with = "store")]
        backup: Option<PathBuf>,
    },
}

pub(crate) fn run(action: StoreAction) -> ExitCode {
    let done = match action {
        StoreAction::Copy { from, to } => copy(&from, &to),
        StoreAction::Backup { to, store } => back_up(store.as_deref(), &to),
        StoreAction::Restore { from, to, merge } => restore(&from, &to, merge),
        StoreAction::Check { store, backup } => match backup {
            Some(file) => check_backup(&file),
            None => check(store.as_deref()),
        },
    };
    match done {
        Ok(code) => code,
        Err(said) => {
            eprintln!("{said}");
            ExitCode::FAILURE
        }
    }
}

/// A store named on the command line, or the bot's own.
struct Opened {
    store: Arc<dyn Store>,
    /// `sled` or `postgres`.
    source: &'static str,
    /// Where, for messages (never a password).
    place: String,
}

/// A store named on the command line or in the settings.
enum Address {
    /// The embedded store, in this directory.
    Sled(PathBuf),
    /// PostgreSQL, at this address (which may hold a password).
    Postgres(String),
}

/// The kinds of store an option takes.
#[derive(Clone, Copy)]
enum Takes {
    Either,
    Sled,
    Postgres,
}

impl Takes {
    /// The forms of address it takes, for a refusal.
    fn forms(self) -> &'static str {
        match self {
            Takes::Either => {
                "the embedded store's directory (sled:PATH, or just the path) or a PostgreSQL \
                 address (postgres://user:password@host/database, or postgresql://…)"
            }
            Takes::Sled => "the embedded store's directory (sled:PATH, or just the path)",
            Takes::Postgres => {
                "a PostgreSQL address (postgres://user:password@host/database, or postgresql://…)"
            }
        }
    }
}

fn is_postgres(spec: &str) -> bool {
    spec.starts_with("postgres://") || spec.starts_with("postgresql://")
}

/// What `spec`, given to `option`, names: `postgres://…` (or
/// `postgresql://…`), `sled:PATH`, or a path. Anything else that starts
/// like an address (`nonsense:x`, `mysql://…`) is refused rather than
/// taken for a directory of that name; nothing is opened or created here.
/// `takes` is what `option` takes, for the refusal.
fn address(spec: &str, option: &str, takes: Takes) -> Result<Address, String> {
    if is_postgres(spec) {
        return Ok(Address::Postgres(spec.to_owned()));
    }
    let why = if let Some(path) = spec.strip_prefix("sled:") {
        if !path.is_empty() {
            return Ok(Address::Sled(PathBuf::from(path)));
        }
        "sled: names no directory".to_owned()
    } else if spec.is_empty() {
        "it is empty".to_owned()
    } else if let Some(scheme) = scheme(spec) {
        let unknown = format!("{scheme}: is no kind of store Keystone knows");
        if spec.contains("://") {
            unknown
        } else {
            let spec = shown(spec);
            format!(
                "{unknown} (a directory whose name holds a colon is written sled:{spec} or ./{spec})"
            )
        }
    } else {
        return Ok(Address::Sled(PathBuf::from(spec)));
    };
    Err(refusal(spec, option, takes, &why))
}

/// `option` refuses `spec` (its password left out) for `why`, saying what
/// it takes.
fn refusal(spec: &str, option: &str, takes: Takes, why: &str) -> String {
    format!(
        "{option} {}: {why}; it takes {}",
        shown(spec),
        takes.forms()
    )
}

/// The embedded store's directory `spec` names ([`address`]).
fn sled_address(spec: &str, option: &str) -> Result<PathBuf, String> {
    match address(spec, option, Takes::Sled)? {
        Address::Sled(path) => Ok(path),
        Address::Postgres(_) => Err(refusal(
            spec,
            option,
            Takes::Sled,
            "that is a PostgreSQL address",
        )),
    }
}

/// The PostgreSQL address `spec` is ([`address`]).
fn postgres_address(spec: &str, option: &str) -> Result<String, String> {
    match address(spec, option, Takes::Postgres)? {
        Address::Postgres(url) => Ok(url),
        Address::Sled(_) => Err(refusal(
            spec,
            option,
            Takes::Postgres,
            "that is not a PostgreSQL address",
        )),
    }
}

/// The `scheme` of `scheme:rest`, as addresses start: a letter, then
/// letters, digits, `+`, `-` or `.`.
fn scheme(spec: &str) -> Option<&str> {
    let (scheme, _) = spec.split_once(':')?;
    let mut chars = scheme.chars();
    let first = chars.next()?;
    (first.is_ascii_alphabetic() && chars.all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c)))
        .then_some(scheme)
}

/// `spec` as it may be printed: the user and password of an address
/// (`scheme://user:password@host`) left out.
fn shown(spec: &str) -> String {
    if let Some((scheme, rest)) = spec.split_once("://")
        && let Some((_, host)) = rest.rsplit_once('@')
    {
        return format!("{scheme}://…@{host}");
    }
    spec.to_owned()
}

/// Opens the store at `address`; `create` for a store to restore into,
/// which may not exist yet (an existing one is opened only if it is a
/// store: never a directory of other files).
fn open(address: &Address, create: bool, option: &str) -> Result<Opened, String> {
    let path = match address {
        Address::Postgres(url) => {
            let store = PostgresStore::open(&PostgresOptions::new(url))
                .map_err(|e| format!("{option}: {e}"))?;
            return Ok(Opened {
                store: Arc::new(store),
                source: "postgres",
                // The address may hold a password: never printed.
                place: "the PostgreSQL store".into(),
            });
        }
        Address::Sled(path) => path,
    };
    let at = path.display();
    if !create && !is_store(path) {
        return Err(format!(
            "{option}: no embedded store at {at} (give {})",
            Takes::Either.forms()
        ));
    }
    let store =
        SledStore::open(&SledOptions::new(path)).map_err(|e| format!("{option} {at}: {e}"))?;
    Ok(Opened {
        store: Arc::new(store),
        source: "sled",
        place: format!("the embedded store at {at}"),
    })
}

/// The store `spec` names, or else the one the bot's settings name.
fn open_named_or_own(spec: Option<&str>) -> Result<Opened, String> {
    if let Some(spec) = spec {
        return open(&address(spec, "--store", Takes::Either)?, false, "--store");
    }
    let config = Config::load(Path::new("config.toml")).map_err(|e| e.to_string())?;
    match &config.store {
        Some(url) => {
            let option = "the setting `store`";
            let url = postgres_address(url.expose(), option)?;
            open(&Address::Postgres(url), false, option)
        }
        // A path, whatever it holds: the bot opens it so.
        None => open(
            &Address::Sled(config.database.clone()),
            false,
            "the setting `database`",
        ),
    }
}

/// `1 game`, `2 games`.
fn games(n: usize) -> String {
    if n == 1 {
        "1 game".into()
    } else {
        format!("{n} games")
    }
}

fn counts(c: Counts) -> String {
    format!(
        "{} invited, {} active, {} finished, {} aborted",
        c.invited, c.active, c.finished, c.aborted
    )
}

/// `keystone store copy`: sled into PostgreSQL, with what was copied.
fn copy(from: &str, to: &str) -> Result<ExitCode, String> {
    let path = sled_address(from, "--from")?;
    let url = postgres_address(to, "--to")?;
    let at = path.display();
    if !is_store(&path) {
        return Err(format!("--from: no embedded store at {at}"));
    }
    let source =
        SledStore::open(&SledOptions::new(&path)).map_err(|e| format!("--from {at}: {e}"))?;
    // The address may hold a password: never printed.
    let target =
        PostgresStore::open(&PostgresOptions::new(url)).map_err(|e| format!("--to: {e}"))?;
    let report =
        keystone_data::copy::copy(&source, &target).map_err(|e| format!("the copy failed: {e}"))?;
    println!(
        "copied {} active or invited and {} archived games, and {} players' settings",
        report.active, report.archived, report.players
    );
    println!("source: {}", counts(report.from));
    println!("target: {}", counts(report.to));
    if !report.damaged.is_empty() {
        println!(
            "left behind, unreadable: channels {:?} (still in the embedded store)",
            report.damaged
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// `keystone store backup`.
fn back_up(store: Option<&str>, to: &Path) -> Result<ExitCode, String> {
    if to.is_dir() {
        return Err(format!(
            "--to {} is a directory: name the backup file in it, e.g. {}",
            to.display(),
            to.join("keystone.backup").display()
        ));
    }
    let opened = open_named_or_own(store)?;
    let backup = Backup::take(&*opened.store, opened.source)
        .map_err(|e| format!("reading {}: {e}", opened.place))?;
    let bytes = backup
        .write_file(to)
        .map_err(|e| format!("writing {}: {e}", to.display()))?;
    println!(
        "backed up {}: {} ({}) into {} ({} KB)",
        opened.place,
        games(backup.active.len() + backup.archived.len()),
        counts(backup.counts()),
        to.display(),
        bytes.div_ceil(1024)
    );
    Ok(left_out(&backup))
}

/// Says what a backup lacks; failure if it lacks anything.
fn left_out(backup: &Backup) -> ExitCode {
    if backup.left_out.is_empty() {
        return ExitCode::SUCCESS;
    }
    println!(
        "left out, unreadable in the store: the games of channels {:?} (keystone store check says why)",
        backup.left_out
    );
    ExitCode::FAILURE
}

/// Every game of `records` that does not replay as stored (see
/// [`replays`]), said as `channel C, game G: why`.
fn not_replaying<'a>(records: impl Iterator<Item = &'a GameRecord>) -> Vec<String> {
    records
        .filter_map(|r| {
            let why = replays(r).err()?;
            Some(format!("channel {}, game {}: {why}", r.channel.0, r.id.0))
        })
        .collect()
}

/// `keystone store restore`. Everything that can refuse it is checked
/// before the target is opened for writing: the address, the backup (read
/// whole, every game replayed and compared with its record), and, unless
/// merging, that the target holds no game (found without writing to it).
fn restore(from: &Path, to: &str, merge: bool) -> Result<ExitCode, String> {
    let target = address(to, "--to", Takes::Either)?;
    let backup = Backup::read_file(from).map_err(|e| format!("--from {}: {e}", from.display()))?;
    let broken = not_replaying(backup.active.iter().chain(&backup.archived));
    if let Some(first) = broken.first() {
        let how_many = match broken.len() {
            1 => "a game does not".to_owned(),
            n => format!("{n} games do not"),
        };
        return Err(format!(
            "--from {}: {how_many} replay as stored ({first}); nothing restored",
            from.display()
        ));
    }
    if let Address::Sled(path) = &target {
        let at = path.display();
        if path.exists() && !path.is_dir() {
            return Err(format!("--to {at}: it is a file, not a directory"));
        }
        let files = std::fs::read_dir(path).map_or(0, Iterator::count);
        if files > 0 && !is_store(path) {
            return Err(format!(
                "--to {at}: {at} holds files but no embedded store: restore into a new \
                 directory, or an embedded store's"
            ));
        }
        if !merge
            && let Some(counts) = SledStore::peek(path).map_err(|e| format!("--to {at}: {e}"))?
        {
            return Err(format!(
                "--to: {}; nothing restored",
                RestoreError::NotEmpty(counts)
            ));
        }
    }
    let opened = open(&target, true, "--to")?;
    let restored = backup
        .restore(&*opened.store, merge)
        .map_err(|e| format!("--to: {e}; nothing restored"))?;
    opened.store.flush().map_err(|e| format!("--to: {e}"))?;
    println!(
        "restored {} ({} active or invited, {} archived) into {}, from a backup of {} taken at {}",
        games(restored.active + restored.archived),
        restored.active,
        restored.archived,
        opened.place,
        backup.source,
        humantime::format_rfc3339_millis(
            std::time::UNIX_EPOCH
                + std::time::Duration::from_millis(u64::try_from(backup.taken_at).unwrap_or(0))
        )
    );
    println!(
        "the store now holds {} games; each read back and replayed",
        counts(restored.counts)
    );
    Ok(left_out(&backup))
}

/// `keystone store check`.
fn check(store: Option<&str>) -> Result<ExitCode, String> {
    let opened = open_named_or_own(store)?;
    let checked =
        backup_file::check(&*opened.store).map_err(|e| format!("reading {}: {e}", opened.place))?;
    let broken = not_replaying(checked.games.iter());
    println!(
        "{}: {} records read, {} damaged, {} games that do not replay{}",
        opened.place,
        checked.read,
        checked.damaged.len(),
        broken.len(),
        if checked.quarantined > 0 {
            format!(", {} moved aside earlier", checked.quarantined)
        } else {
            String::new()
        }
    );
    for (channel, place, why) in &checked.damaged {
        println!("channel {channel}: the {place} record is damaged: {why}");
    }
    for said in &broken {
        println!("{said}");
    }
    Ok(if checked.damaged.is_empty() && broken.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// `keystone store check --backup FILE`.
fn check_backup(file: &Path) -> Result<ExitCode, String> {
    let backup = Backup::read_file(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let broken = not_replaying(backup.active.iter().chain(&backup.archived));
    println!(
        "{}: a whole backup of {} ({}), {} that do not replay",
        file.display(),
        games(backup.active.len() + backup.archived.len()),
        counts(backup.counts()),
        broken.len()
    );
    for said in &broken {
        println!("{said}");
    }
    Ok(if broken.is_empty() {
        left_out(&backup)
    } else {
        ExitCode::FAILURE
    })
}
