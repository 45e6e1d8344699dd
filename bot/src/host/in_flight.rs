//! The work under way, so that a stop (SIGTERM) waits for it: a Discord
//! command or button, a move played on the web board and its message in
//! the channel. Once closing, no new work starts.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use tokio::sync::Notify;

/// Counts the work under way; closed at shutdown.
#[derive(Debug, Default)]
pub struct InFlight {
    count: AtomicUsize,
    closing: AtomicBool,
    idle: Notify,
}

/// One piece of work under way.
#[derive(Debug)]
pub struct Call<'a>(&'a InFlight);

impl Drop for Call<'_> {
    fn drop(&mut self) {
        self.0.leave();
    }
}

/// A piece of work under way that outlives its caller (a message posted
/// after the answer): [`Call`], owning its count.
#[derive(Debug)]
pub struct OwnedCall(Arc<InFlight>);

impl Drop for OwnedCall {
    fn drop(&mut self) {
        self.0.leave();
    }
}

impl InFlight {
    /// Registers a piece of work, unless shutting down.
    pub fn enter(&self) -> Option<Call<'_>> {
        self.count.fetch_add(1, Ordering::SeqCst);
        let call = Call(self);
        (!self.closing.load(Ordering::SeqCst)).then_some(call)
    }

    /// [`InFlight::enter`], owned. Work that belongs to work already under
    /// way (the message of a move just stored) is registered even while
    /// closing: the stop waits for it too.
    pub fn enter_owned(self: &Arc<Self>) -> OwnedCall {
        self.count.fetch_add(1, Ordering::SeqCst);
        OwnedCall(Arc::clone(self))
    }

    fn leave(&self) {
        if self.count.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.idle.notify_waiters();
        }
    }

    /// Refuses new work and waits (at most `patience`) for what is under
    /// way.
    pub async fn close(&self, patience: Duration) -> bool {
        self.closing.store(true, Ordering::SeqCst);
        let wait = async {
            loop {
                let idle = self.idle.notified();
                if self.count.load(Ordering::SeqCst) == 0 {
                    return;
                }
                idle.await;
            }
        };
        tokio::time::timeout(patience, wait).await.is_ok()
    }
}
