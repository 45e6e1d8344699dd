//! Keystone's bot: board games played asynchronously in Discord channels.
//!
//! - [`service`]: the bot without Discord: requests in, words, pictures and
//!   prompts out. Commands, `keystone local` and the tests drive it.
//! - [`games`]: every game behind one trait, with its words and picture.
//! - [`discord`]: the slash commands and buttons (poise on serenity).
//! - [`local`]: playing in a terminal.
//! - [`selfplay`]: the computer player's strength report.
//! - [`config`]: `config.toml` and environment variables.

pub mod backups;
pub mod config;
pub mod discord;
pub mod games;
pub mod i18n;
pub mod in_flight;
pub mod local;
pub mod metered;
pub mod selfplay;
pub mod service;
pub mod shards;
pub mod table;
pub mod web;

/// What every command handler shares (poise's user data).
pub use discord::Data;

/// The error type of command handlers.
pub type Error = service::ServiceError;

/// A command's context.
pub type Context<'a> = poise::Context<'a, Data, Error>;
