//! The web server's edge: how many connections it holds, how long it waits
//! for a request, and what it answers at once when it is full. A flood of
//! idle connections or slow requests never takes the file descriptors the
//! store and Discord need: the server holds at most [`Caps::connections`],
//! sized from the process's open-file limit less a reserve; when it is full
//! a new connection takes the place of the oldest idle one (a connection
//! that has not sent a whole request), or, when every one is busy, is
//! answered 503 at once. A request's head must arrive within
//! [`Caps::head`] (which also ends idle keep-alive connections), its body
//! within [`Caps::body`] and [`Caps::body_bytes`]; an answer that is not an
//! event stream must be taken within [`Caps::body`] too. Event streams are
//! capped by [`super::events`].

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::body::{Body, Bytes};
use axum::http::{HeaderValue, Request, Response, StatusCode, header};
use http_body_util::{BodyExt, Limited};
use hyper::body::{Frame, Incoming, SizeHint};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tokio::sync::Notify;
use tower::ServiceExt;

use crate::i18n::Lang;
use crate::service::Denied;
use crate::service::Reader;

/// The address a request came from over TCP: the client's, or the reverse
/// proxy's in front of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Peer(pub SocketAddr);

/// What the web server holds at most, and how long it waits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caps {
    /// Connections open at once.
    pub connections: usize,
    /// Event streams (a board's live updates) open at once, in all.
    pub streams: usize,
    /// Event streams one user may hold: one more closes their oldest.
    pub streams_per_user: usize,
    /// Time to receive a request's head; an idle connection lives as long.
    pub head: Duration,
    /// Time to receive a request's body, and to send an answer that is not
    /// an event stream.
    pub body: Duration,
    /// The largest body a request may have (a board sends a few hundred
    /// bytes).
    pub body_bytes: usize,
}

/// File descriptors left for all but the web server: the store's files or
/// connections (PostgreSQL's pool and its listener), Discord's gateway
/// (one per shard) and API, backups, logs and the runtime's own.
pub const RESERVE: u64 = 256;

/// More connections than this are a reverse proxy's to multiplex.
const MOST_CONNECTIONS: u64 = 16_384;

impl Caps {
    /// The caps for a process that may open `open_files` descriptors:
    /// [`RESERVE`] kept for the rest (a quarter of a smaller limit); half
    /// the connections may be event streams.
    pub fn for_open_files(open_files: u64) -> Caps {
        let reserve = RESERVE.min(open_files / 4);
        let spare = (open_files - reserve).clamp(8, MOST_CONNECTIONS);
        let connections = usize::try_from(spare).unwrap_or(8);
        Caps {
            connections,
            streams: connections / 2,
            streams_per_user: 8,
            head: Duration::from_secs(10),
            body: Duration::from_secs(20),
            body_bytes: 64 * 1024,
        }
    }

    /// The caps of this process: its open-file limit raised to the most
    /// the system allows it (a service's soft limit is often 1,024 below a
    /// far higher hard one), then [`Caps::for_open_files`].
    pub fn of_this_process() -> Caps {
        let open_files = match rlimit::increase_nofile_limit(u64::MAX) {
            Ok(limit) => limit,
            Err(error) => {
                tracing::warn!(%error, "cannot read the open-file limit; assuming 1,024");
                1024
            }
        };
        let caps = Caps::for_open_files(open_files);
        tracing::info!(
            open_files,
            connections = caps.connections,
            streams = caps.streams,
            // not shown: a log line
            "the web server's caps, from the open-file limit"
        );
        caps
    }
}

/// The connections open, oldest first, and whether each is busy.
struct Held {
    cap: usize,
    open: Mutex<BTreeMap<u64, Connection>>,
    next: std::sync::atomic::AtomicU64,
}

/// One open connection: its requests under way (an answer being sent
/// counts until it is sent), and how to close it.
struct Connection {
    busy: Arc<AtomicUsize>,
    close: Arc<Notify>,
}

/// A place among the held connections.
struct Place {
    id: u64,
    busy: Arc<AtomicUsize>,
    close: Arc<Notify>,
}

impl Held {
    /// A place for one more connection, closing the oldest idle one when
    /// full; `None` when every connection is busy.
    fn admit(&self) -> Option<Place> {
        let mut open = self
            .open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if open.len() >= self.cap {
            let idle = open
                .iter()
                .find(|(_, c)| c.busy.load(Ordering::SeqCst) == 0)
                .map(|(&id, _)| id)?;
            if let Some(evicted) = open.remove(&idle) {
                evicted.close.notify_one();
                metrics::counter!("keystone_web_closed_total", "why" => "idle").increment(1);
            }
        }
        let id = self.next.fetch_add(1, Ordering::SeqCst);
        let place = Place {
            id,
            busy: Arc::default(),
            close: Arc::default(),
        };
        open.insert(
            id,
            Connection {
                busy: Arc::clone(&place.busy),
                close: Arc::clone(&place.close),
            },
        );
        metrics::gauge!("keystone_web_connections").set(open.len() as f64);
        Some(place)
    }

    fn release(&self, id: u64) {
        let mut open = self
            .open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        open.remove(&id);
        metrics::gauge!("keystone_web_connections").set(open.len() as f64);
    }
}

/// Serves `router` on `listener` within `caps` until the process ends;
/// what is refused before a request is read is said in `lang`.
pub async fn serve(listener: TcpListener, router: Router, caps: Caps, lang: Lang) {
    let held = Arc::new(Held {
        cap: caps.connections,
        open: Mutex::default(),
        next: std::sync::atomic::AtomicU64::new(0),
    });
    let full = full_answer(lang);
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(caps.head)
        .max_buf_size(caps.body_bytes.max(8192));
    loop {
        let (socket, address) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(error) => {
                // Out of descriptors despite the reserve (or the network
                // failing): the connection waits in the kernel's queue.
                tracing::warn!(%error, "the web server cannot accept a connection; trying again shortly");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let Some(place) = held.admit() else {
            metrics::counter!("keystone_web_refused_total", "why" => "connections").increment(1);
            // Said at once, without waiting for a request: whatever it is,
            // the answer is the same. Dropped right after.
            let _ = socket.try_write(&full);
            continue;
        };
        let held = Arc::clone(&held);
        let router = router.clone();
        let builder = builder.clone();
        tokio::spawn(async move {
            let busy = Arc::clone(&place.busy);
            let service = hyper::service::service_fn(move |request: Request<Incoming>| {
                let busy = Busy::new(Arc::clone(&busy));
                answer(router.clone(), request, Peer(address), busy, caps, lang)
            });
            let connection = builder.serve_connection(TokioIo::new(socket), service);
            tokio::select! {
                _ = connection => {}
                // Dropped: the socket closes.
                () = place.close.notified() => {}
            }
            held.release(place.id);
        });
    }
}

/// The whole answer to a connection the server has no room for.
fn full_answer(lang: Lang) -> Vec<u8> {
    let words = Denied::WebFull.words(Reader::markdown(lang));
    let body = serde_json::json!({ "error": words }).to_string();
    // not shown: HTTP's own head; the words are the body's
    format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\nretry-after: {RETRY_AFTER}\r\ncontent-length: {}\r\nconnection: close\r\ncache-control: no-store\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// Seconds a client is asked to wait before trying again when the server
/// is full.
pub const RETRY_AFTER: u64 = 5;

/// One request under way on a connection: counted until its answer is
/// sent (or dropped).
struct Busy(Arc<AtomicUsize>);

impl Busy {
    fn new(count: Arc<AtomicUsize>) -> Busy {
        count.fetch_add(1, Ordering::SeqCst);
        Busy(count)
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Reads `request`'s body whole (within the caps), lets `router` answer,
/// and sends the answer within [`Caps::body`] unless it is an event
/// stream.
async fn answer(
    router: Router,
    request: Request<Incoming>,
    peer: Peer,
    busy: Busy,
    caps: Caps,
    lang: Lang,
) -> Result<Response<Body>, std::convert::Infallible> {
    let (mut parts, body) = request.into_parts();
    let declared = parts
        .headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > caps.body_bytes as u64) {
        return Ok(refusal(
            StatusCode::PAYLOAD_TOO_LARGE,
            lang,
            "web-too-large",
        ));
    }
    let read = tokio::time::timeout(caps.body, Limited::new(body, caps.body_bytes).collect());
    let bytes: Bytes = match read.await {
        Ok(Ok(collected)) => collected.to_bytes(),
        Ok(Err(error)) if error.is::<http_body_util::LengthLimitError>() => {
            return Ok(refusal(
                StatusCode::PAYLOAD_TOO_LARGE,
                lang,
                "web-too-large",
            ));
        }
        // The client went away mid-body: nobody to answer.
        Ok(Err(_)) => return Ok(refusal(StatusCode::BAD_REQUEST, lang, "web-bad-request")),
        Err(_) => return Ok(refusal(StatusCode::REQUEST_TIMEOUT, lang, "web-too-slow")),
    };
    parts.extensions.insert(peer);
    let request = Request::from_parts(parts, Body::from(bytes));
    let response = match router.oneshot(request).await {
        Ok(response) => response,
        Err(never) => match never {},
    };
    let stream = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"text/event-stream"));
    let deadline = (!stream).then(|| Box::pin(tokio::time::sleep(caps.body)));
    Ok(response.map(|body| {
        Body::new(Sent {
            body,
            deadline,
            _busy: busy,
        })
    }))
}

/// A refusal said before the router saw the request: `{"error": …}` in
/// `lang` (the request's own language is not read yet).
fn refusal(status: StatusCode, lang: Lang, key: &str) -> Response<Body> {
    let body = serde_json::json!({ "error": lang.text(key) }).to_string();
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    headers.insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

/// An answer on its way: its request counts as under way until it is sent
/// or dropped, and one that is not a stream must be taken by its deadline
/// (a client that never reads does not hold the connection).
struct Sent {
    body: Body,
    deadline: Option<Pin<Box<tokio::time::Sleep>>>,
    _busy: Busy,
}

/// A client did not take its answer in time.
#[derive(Debug)]
struct TooSlow;

impl std::fmt::Display for TooSlow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // not shown: the web server's own error, logged
        f.write_str("the client did not take its answer in time")
    }
}

impl std::error::Error for TooSlow {}

impl hyper::body::Body for Sent {
    type Data = Bytes;
    type Error = axum::BoxError;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        if let Some(deadline) = self.deadline.as_mut()
            && deadline.as_mut().poll(cx).is_ready()
        {
            return Poll::Ready(Some(Err(Box::new(TooSlow))));
        }
        Pin::new(&mut self.body)
            .poll_frame(cx)
            .map_err(axum::BoxError::from)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caps_keep_a_reserve_of_descriptors() {
        let caps = Caps::for_open_files(1024);
        assert_eq!(caps.connections, 768);
        assert_eq!(caps.streams, 384);
        // A small limit keeps a quarter for the rest.
        assert_eq!(Caps::for_open_files(256).connections, 192);
        assert_eq!(Caps::for_open_files(0).connections, 8);
        assert_eq!(Caps::for_open_files(65_536).connections, 16_384);
        assert_eq!(
            Caps::for_open_files(1 << 20).connections,
            MOST_CONNECTIONS as usize
        );
    }
}
