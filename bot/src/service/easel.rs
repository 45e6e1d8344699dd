//! How many whole-game animations are drawn at once. Each takes a core
//! for seconds: a few run, a few more wait their turn, and the rest are
//! told at once to try later, so that `/game replay` never starves the
//! moves of every other game.

use std::sync::{Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// The animations being drawn and waiting.
#[derive(Debug)]
pub struct Easel {
    /// (drawing, waiting).
    now: Mutex<(usize, usize)>,
    freed: Condvar,
    most_drawing: usize,
    most_waiting: usize,
    patience: Duration,
}

/// One animation's turn to be drawn; the next one's when dropped.
#[derive(Debug)]
pub struct Turn<'a>(&'a Easel);

impl Easel {
    /// At most `drawing` at once (at least 1), `waiting` more waiting at
    /// most `patience` each.
    pub fn new(drawing: usize, waiting: usize, patience: Duration) -> Easel {
        Easel {
            now: Mutex::new((0, 0)),
            freed: Condvar::new(),
            most_drawing: drawing.max(1),
            most_waiting: waiting,
            patience,
        }
    }

    /// For this machine: half its cores drawing (at least one), four more
    /// waiting up to a minute each (a deferred answer has 15).
    pub fn for_this_machine() -> Easel {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        Easel::new(cores / 2, 4, Duration::from_secs(60))
    }

    /// A turn to draw: at once, or after waiting; `None` when too many
    /// already wait or the wait was too long.
    pub fn turn(&self) -> Option<Turn<'_>> {
        let mut now = self.now.lock().unwrap_or_else(PoisonError::into_inner);
        if now.0 < self.most_drawing {
            now.0 += 1;
            return Some(Turn(self));
        }
        if now.1 >= self.most_waiting {
            return None;
        }
        now.1 += 1;
        let until = Instant::now() + self.patience;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                now.1 -= 1;
                return None;
            }
            now = self
                .freed
                .wait_timeout(now, left)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
            if now.0 < self.most_drawing {
                now.1 -= 1;
                now.0 += 1;
                return Some(Turn(self));
            }
        }
    }
}

impl Drop for Turn<'_> {
    fn drop(&mut self) {
        let mut now = self.0.now.lock().unwrap_or_else(PoisonError::into_inner);
        now.0 -= 1;
        self.0.freed.notify_one();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_few_draw_a_few_wait_and_the_rest_are_refused() {
        let easel = Easel::new(1, 1, Duration::from_secs(30));
        let first = easel.turn().expect("the first draws at once");
        std::thread::scope(|scope| {
            let waiting = scope.spawn(|| easel.turn().is_some());
            // Once the second waits, a third is refused at once.
            while easel.now.lock().unwrap().1 == 0 {
                std::thread::yield_now();
            }
            assert!(easel.turn().is_none(), "nobody else may wait");
            drop(first);
            assert!(waiting.join().unwrap(), "the waiting one draws next");
        });
        assert_eq!(*easel.now.lock().unwrap(), (0, 0));
    }

    #[test]
    fn a_wait_has_an_end() {
        let easel = Easel::new(1, 4, Duration::from_millis(20));
        let _drawing = easel.turn().unwrap();
        assert!(easel.turn().is_none());
        assert_eq!(*easel.now.lock().unwrap(), (1, 0));
    }
}
