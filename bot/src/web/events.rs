//! The board's live updates: a stream of server-sent events per open
//! board, told when its channel's game changes in a way that concerns its
//! viewer. Streams are capped: [`Caps::streams`](super::edge::Caps) in
//! all, refused at once beyond; [`Caps::streams_per_user`] for one user,
//! whose oldest stream ends when they open one more (a phone that lost its
//! connection opens a new one before the old is noticed gone).

use std::collections::{BTreeMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use tokio::sync::Notify;
use tokio::sync::broadcast::error::RecvError;

use super::board::Boards;
use super::changes::Changed;
use super::edge::RETRY_AFTER;
use super::refusal::{Failure, Speaking};
use crate::service::Denied;
use crate::service::{Clock, SystemClock};

/// The event streams open, by user, oldest first.
#[derive(Debug)]
pub struct Streams {
    cap: usize,
    per_user: usize,
    open: Mutex<Open>,
}

#[derive(Debug, Default)]
struct Open {
    count: usize,
    next: u64,
    by_user: BTreeMap<u64, VecDeque<(u64, Arc<Notify>)>>,
}

/// One stream's place: given back when the stream ends.
struct Place {
    streams: Arc<Streams>,
    user: u64,
    id: u64,
    /// Told when a newer stream of the same user takes its place.
    ended: Arc<Notify>,
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut open = self.streams.lock();
        let Some(mine) = open.by_user.get_mut(&self.user) else {
            return;
        };
        let before = mine.len();
        mine.retain(|(id, _)| *id != self.id);
        let removed = before - mine.len();
        if mine.is_empty() {
            open.by_user.remove(&self.user);
        }
        open.count -= removed;
        metrics::gauge!("keystone_web_streams").set(open.count as f64);
    }
}

impl Streams {
    /// At most `cap` streams, `per_user` for one user.
    pub fn new(cap: usize, per_user: usize) -> Streams {
        Streams {
            cap,
            per_user: per_user.max(1),
            open: Mutex::default(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Open> {
        self.open.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A place for one more stream of `user`'s, in place of their oldest
    /// if they hold their share; `None` when every place is taken.
    fn enter(self: &Arc<Self>, user: u64) -> Option<Place> {
        let mut open = self.lock();
        let held = open.by_user.get(&user).map_or(0, VecDeque::len);
        if held >= self.per_user {
            if let Some((_, oldest)) = open.by_user.get_mut(&user).and_then(VecDeque::pop_front) {
                oldest.notify_one();
                open.count -= 1;
                metrics::counter!("keystone_web_closed_total", "why" => "newer_stream")
                    .increment(1);
            }
        } else if open.count >= self.cap {
            return None;
        }
        let id = open.next;
        open.next += 1;
        let ended = Arc::new(Notify::new());
        open.by_user
            .entry(user)
            .or_default()
            .push_back((id, Arc::clone(&ended)));
        open.count += 1;
        metrics::gauge!("keystone_web_streams").set(open.count as f64);
        Some(Place {
            streams: Arc::clone(self),
            user,
            id,
            ended,
        })
    }

    /// Streams open now.
    pub fn count(&self) -> usize {
        self.lock().count
    }
}

/// `GET /api/events`: a stream of server-sent events, `changed` each time
/// the pass's channel's game changes for its viewer (and a comment now and
/// then to keep the connection open). The event's data is the game and
/// step after a change everyone sees, empty when the board must look again
/// whatever it shows. The board then asks for itself again.
pub async fn events(
    State(boards): State<Boards>,
    Speaking(lang): Speaking,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let pass = boards.admit(&headers, lang)?;
    let Some(place) = boards.streams.enter(pass.user) else {
        metrics::counter!("keystone_web_refused_total", "why" => "streams").increment(1);
        return Err(
            Failure::refused(StatusCode::SERVICE_UNAVAILABLE, &Denied::WebFull, lang)
                .retry_after(RETRY_AFTER),
        );
    };
    let listener = boards.changes.listen();
    let (channel, viewer, until) = (pass.channel, pass.user, pass.until);
    let stream = futures_util::stream::unfold(
        (listener, place, true),
        move |(mut listener, place, first)| async move {
            if first {
                let hello = Event::default().event("hello").data("");
                return Some((Ok(hello), (listener, place, false)));
            }
            loop {
                // A pass that expires ends its stream.
                let left = until - SystemClock.now();
                let left = std::time::Duration::from_millis(u64::try_from(left).ok()?);
                let heard = tokio::select! {
                    heard = tokio::time::timeout(left, listener.recv()) => heard.ok()?,
                    // A newer stream of the same user took its place.
                    () = place.ended.notified() => return None,
                };
                let data = match heard {
                    Ok(Changed::Game(change)) if change.channel == channel => {
                        if !change.audience.includes(viewer) {
                            continue;
                        }
                        match (&change.audience, change.stamp) {
                            // The step is public (the history counts it): a
                            // board already showing it need not ask again.
                            (keystone_data::Audience::Everyone, Some((game, step))) => {
                                format!("{game}.{step}")
                            }
                            // The viewer's own: whatever the board shows.
                            _ => String::new(),
                        }
                    }
                    Ok(Changed::Game(_)) => continue,
                    // Fallen behind, or news was lost: look again.
                    Ok(Changed::Everything) | Err(RecvError::Lagged(_)) => String::new(),
                    Err(RecvError::Closed) => return None,
                };
                let event = Event::default().event("changed").data(data);
                return Some((
                    Ok::<_, std::convert::Infallible>(event),
                    (listener, place, false),
                ));
            }
        },
    );
    Ok(Sse::new(stream)
        .keep_alive(KeepAlive::default())
        .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_users_newest_stream_ends_their_oldest_and_the_cap_holds_for_all() {
        let streams = Arc::new(Streams::new(3, 2));
        let first = streams.enter(1).unwrap();
        let _second = streams.enter(1).unwrap();
        // The third of user 1 ends the first.
        let _third = streams.enter(1).unwrap();
        assert_eq!(streams.count(), 2);
        {
            let ended = first.ended.notified();
            futures_util::pin_mut!(ended);
            assert!(
                futures_util::FutureExt::now_or_never(ended).is_some(),
                "the oldest was told to end"
            );
        }
        drop(first);
        assert_eq!(streams.count(), 2, "an ended place is not given back twice");
        let _other = streams.enter(2).unwrap();
        assert!(streams.enter(3).is_none(), "every place is taken");
        // User 1 may still replace their own.
        assert!(streams.enter(1).is_some());
    }
}
