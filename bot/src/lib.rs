//! Keystone's bot: board games played asynchronously in Discord channels.
//!
//! - [`service`]: the bot without Discord: requests in, words, pictures and
//!   prompts out. Commands, `keystone local` and the tests drive it.
//! - [`games`]: every game behind one trait, with its words and picture.
//! - [`host`]: the process: the store, the service, the web server and
//!   Discord's connection wired together, the work under way, a clean stop.
//! - [`discord`]: the slash commands and buttons (poise on serenity).
//! - [`web`]: the board in a browser and in Discord's Activity.
//! - [`local`]: playing in a terminal.
//! - [`selfplay`]: the computer player's strength report.
//! - [`config`]: `config.toml` and environment variables.

// No function longer than a screen or two (issue 45): split one that grows.
#![warn(clippy::too_many_lines)]

pub mod backups;
pub mod config;
pub mod discord;
pub mod games;
pub mod host;
pub mod i18n;
pub mod local;
pub mod metered;
pub mod presence;
pub mod selfplay;
pub mod service;
pub mod shards;
pub mod table;
pub mod tell;
pub mod web;
