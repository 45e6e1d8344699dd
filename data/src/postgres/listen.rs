//! Hearing every process's changes: a connection of its own that
//! `LISTEN`s to what each write `NOTIFY`s in its transaction.

use std::time::{Duration, Instant};

use postgres::fallible_iterator::FallibleIterator;
use postgres::{Client, NoTls};

use super::{PostgresStore, backend};
use crate::change::Change;
use crate::store::StoreError;

/// The notification channel every write tells.
pub(super) const CHANNEL: &str = "keystone_changes";

/// The listening connection's `application_name`.
pub const APPLICATION: &str = "keystone-changes";

/// How long a quiet connection goes unchecked: a peer that vanished
/// without closing (a network cut) is noticed within about this long.
const QUIET: Duration = Duration::from_secs(15);

/// A connection listening to every change of the store, by any process.
pub struct Listening {
    client: Client,
    /// When the server last showed it is there.
    heard: Instant,
}

impl std::fmt::Debug for Listening {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Listening").finish_non_exhaustive()
    }
}

impl PostgresStore {
    /// A new connection listening to every change: what is committed
    /// after this returns is heard.
    pub fn listen(&self) -> Result<Listening, StoreError> {
        // Named, for whoever reads pg_stat_activity.
        let mut config = self.config.clone();
        config.application_name(APPLICATION);
        let mut client = config.connect(NoTls).map_err(backend)?;
        client
            .batch_execute(&format!("LISTEN {CHANNEL}"))
            .map_err(backend)?;
        Ok(Listening {
            client,
            heard: Instant::now(),
        })
    }
}

impl Listening {
    /// The next change heard, waiting at most `patience`; `Ok(None)` when
    /// none came. An error means the connection is lost (changes may have
    /// been missed meanwhile): listen again.
    pub fn next(&mut self, patience: Duration) -> Result<Option<Change>, StoreError> {
        loop {
            let notification = self
                .client
                .notifications()
                .timeout_iter(patience)
                .next()
                .map_err(backend)?;
            match notification {
                Some(notification) => {
                    self.heard = Instant::now();
                    match Change::from_line(notification.payload()) {
                        Some(change) => return Ok(Some(change)),
                        // Not one of ours: another program on the channel.
                        None => continue,
                    }
                }
                None => {
                    if self.heard.elapsed() >= QUIET {
                        // The driver only notices a dead server when it
                        // writes: ask it something.
                        self.client.batch_execute("SELECT 1").map_err(backend)?;
                        self.heard = Instant::now();
                    }
                    if self.client.is_closed() {
                        return Err(StoreError::Backend(
                            "the listening connection closed".into(),
                        ));
                    }
                    return Ok(None);
                }
            }
        }
    }
}
