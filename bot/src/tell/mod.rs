//! Telling: what happened, and what was refused, in the words of whoever
//! reads it. A reader has a language and reads through a transport (its
//! markup and its limits: Discord's, the terminal's); names and what the
//! player typed are shown as that reader sees them. The service plays,
//! this words.

pub mod board;
pub mod colours;
mod describe;
pub mod durations;
pub mod lists;
pub mod lobby;
pub mod moves;
pub mod notices;
pub mod picker;
pub mod prompts;
mod reader;
mod records;
mod refusals;
pub mod stats;
mod table;
pub mod terminal;
pub mod text;
mod transport;

pub use describe::DESCRIPTION_LIMIT;
pub use reader::Reader;
pub use table::Teller;
pub use transport::{Transport, channel_link};
