//! Telling: what happened, and what was refused, in the words of whoever
//! reads it. A reader has a language and reads through a transport (its
//! markup and its limits: Discord's, the terminal's); names and what the
//! player typed are shown as that reader sees them. The service plays,
//! this words.

pub mod durations;
mod reader;
mod refusals;
mod table;
pub mod text;
mod transport;

pub use reader::Reader;
pub use table::Teller;
pub use transport::Transport;
