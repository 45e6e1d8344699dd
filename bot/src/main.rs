//! `keystone`: the Keystone bot, and offline tools for game records.

mod records;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Keystone: asynchronous board games in Discord.
#[derive(Debug, Parser)]
#[command(name = "keystone", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Replay a game record and show the position it reaches.
    Replay {
        /// The game record (see examples/).
        file: PathBuf,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Show what the next scoring would give in the position a record reaches.
    Score {
        /// The game record.
        file: PathBuf,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Replay { file, json } => records::replay(&file, json),
        Command::Score { file, json } => records::score(&file, json),
    }
}
