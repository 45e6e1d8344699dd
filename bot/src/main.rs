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
    /// Draw the position a record reaches as a PNG board picture.
    Render {
        /// The game record.
        file: PathBuf,
        /// Where to write the PNG.
        #[arg(short, long)]
        output: PathBuf,
        /// Size relative to the normal 1100 × 740 picture.
        #[arg(long, default_value_t = 1.0)]
        scale: f32,
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
        Command::Render {
            file,
            output,
            scale,
        } => records::render(&file, &output, scale),
    }
}
