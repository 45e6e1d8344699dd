//! The bot's tests, built as one program: each file of this directory is
//! a module here (`cargo test -p keystone-bot --test bot e2e::` runs one).
//! Built one program a file, the fake Discord was compiled and the whole
//! bot linked 27 times, a quarter of CI's build.

// What several files share: the fake Discord and its limits, a service on
// a scratch store, the board's event reader, and the store's helpers.
mod common;
mod events;
#[path = "../../data/tests/support/files.rs"]
mod files;
#[path = "../../data/tests/support/pg.rs"]
mod pg;
#[path = "../../data/tests/support/silent.rs"]
mod silent;
mod support;

mod babylon;
mod backups;
mod browser;
mod cardinal;
mod cli;
mod clicks;
mod colours;
mod computer;
mod described;
mod e2e;
mod edge;
mod fake_discord;
mod grands_batisseurs;
mod holidays;
mod languages;
mod lifecycle;
mod live;
mod loads;
mod locales;
mod offers;
mod pictures;
mod processes;
mod readme;
mod records;
mod registry;
mod retries;
mod service;
mod settings;
mod stand_in;
mod tables;
mod told;
mod typing;
mod waiting;
mod web;
