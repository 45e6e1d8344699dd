//! Persistence of per-channel games.
//!
//! A game lives in a Discord channel (a thread is its own channel): one
//! active game per channel, stored as a [`GameRecord`] (who plays, where the
//! game stands, what was played). Finished and aborted games move to an
//! archive keyed by channel and game id, so the channel can host a new game
//! while history and statistics keep the old ones.
//!
//! The [`Store`] trait is what the bot uses; [`SledStore`] (embedded, in one
//! directory) is the default behind it, [`PostgresStore`] the shared one for
//! bots that run several processes, and [`MemoryStore`] the in-memory twin
//! for tests. All three pass the same conformance suite
//! (`tests/conformance.rs`).
//!
//! # Guarantees
//!
//! - **Atomic updates.** [`Store::update_with`] (or the typed [`update`])
//!   applies a pure change to the latest record; racing writers never lose
//!   an update (the change is run again on the newer record).
//! - **Durability.** A change is acknowledged only once it is on disk.
//! - **Damaged data is contained.** A record that cannot be decoded gives
//!   [`StoreError::Corrupt`] for its channel only; queries report it and go
//!   on; [`Store::quarantine`] moves it aside.
//!
//! # Stored form, and changing it
//!
//! Records are stored as `KS`, a little-endian `u16` schema version, then
//! JSON ([`codec`]). To change the format:
//!
//! 1. bump [`codec::RECORD_VERSION`];
//! 2. keep the old shape as a `v1` struct and give it a conversion to the
//!    new [`GameRecord`];
//! 3. in [`codec::decode_record`], decode version 1 through that struct and
//!    convert; records are written in the new version when next updated.
//!
//! Fields added with `#[serde(default)]` need no new version. A version this
//! build does not know (written by a newer build) is refused with
//! [`codec::DecodeError::UnknownVersion`], never misread.

// No function longer than a screen or two (issue 45): split one that grows.
#![warn(clippy::too_many_lines)]

pub mod backup;
pub mod change;
pub mod codec;
pub mod copy;
pub mod embedded;
pub mod memory;
pub mod postgres;
pub mod profile;
pub mod record;
pub mod store;

pub use crate::postgres::{Listening, PostgresOptions, PostgresStore};
pub use change::{Audience, Change};
pub use codec::DecodeError;
pub use embedded::{Everything, SledOptions, SledStore};
pub use keystone_engine::Seat;
pub use memory::MemoryStore;
pub use profile::{Away, Colours, Profile, QuietHours};
pub use record::{
    AbortProposal, ChannelId, Counts, Ending, Finished, GameId, GameRecord, GameResult, GameStatus,
    LoggedAction, Nudges, SeatRecord, Seen, Settings, Summary, Waiting,
};
pub use store::{Decision, Scan, Snapshot, Store, StoreError, Stored, UpdateError, update};
