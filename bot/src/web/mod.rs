//! The bot's web server (`[web] listen`): the clickable board (`/board`,
//! its assets, its API under `/api/`; at `/`, once set up, the same board
//! as a Discord Activity, which only Discord may frame), `/healthz` for
//! whoever watches the process, `/metrics` in Prometheus' text format,
//! and nothing else (every other path is 404, in JSON in the viewer's
//! language). Every answer carries a strict Content-Security-Policy (the
//! board's own script, style and API, its pictures as `data:` addresses,
//! nothing from elsewhere), is compressed when the browser accepts it,
//! and is never framed; only the board's script and style are kept by the
//! browser ([`assets`]). What it holds and how long it waits is bounded
//! ([`edge`]).

pub mod activity;
pub mod assets;
pub mod board;
pub mod changes;
pub mod edge;
pub mod events;
pub mod limits;
pub mod links;
pub mod moves;
pub mod one_machine;
pub mod refusal;
pub mod session;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tower_http::compression::CompressionLayer;

use crate::i18n::Lang;
use keystone_data::{ChannelId, Store};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};

/// What the handlers share.
#[derive(Clone)]
struct Shared {
    store: Arc<dyn Store>,
    metrics: PrometheusHandle,
}

/// Installs the process's metrics recorder (once: the metrics crate has one
/// recorder a process), describing what Keystone records; its handle
/// renders them.
pub fn install_metrics() -> Result<PrometheusHandle, String> {
    let handle = PrometheusBuilder::new()
        .install_recorder()
        .map_err(|e| format!("cannot record metrics: {e}"))?;
    describe();
    Ok(handle)
}

/// The HELP lines of Keystone's metrics.
fn describe() {
    use metrics::{Unit, describe_counter, describe_gauge, describe_histogram};
    describe_counter!("keystone_actions_total", "Actions played, by game.");
    describe_counter!(
        "keystone_refusals_total",
        "Lines refused by the rules or the table, by game."
    );
    describe_histogram!(
        "keystone_command_seconds",
        Unit::Seconds,
        "Time to answer a command or a button, by outcome (ok, refused, failed)."
    );
    describe_histogram!(
        "keystone_picture_seconds",
        Unit::Seconds,
        "Time to draw and encode a picture, by kind (board, sheets)."
    );
    describe_gauge!(
        "keystone_open_games",
        "Games not ended, by status (invited, active)."
    );
    describe_counter!(
        "keystone_discord_errors_total",
        "Calls to Discord that failed, by call."
    );
    describe_histogram!(
        "keystone_store_seconds",
        Unit::Seconds,
        "Latency of the game store, by operation."
    );
    describe_gauge!(
        "keystone_web_connections",
        "Connections the web server holds open."
    );
    describe_gauge!(
        "keystone_web_streams",
        "Event streams (boards' live updates) open."
    );
    describe_counter!(
        "keystone_web_refused_total",
        "Web requests refused, by why: rate (over a budget), activity (Discord did not vouch \
         for an Activity's user), connections and streams (the server was full)."
    );
    describe_counter!(
        "keystone_web_closed_total",
        "Connections the web server closed to make room, by why (idle, newer_stream)."
    );
    describe_counter!(
        "keystone_backups_total",
        "Backups, by outcome (written, failed)."
    );
    describe_histogram!(
        "keystone_backup_seconds",
        Unit::Seconds,
        "Time to write a backup."
    );
    describe_gauge!(
        "keystone_backup_bytes",
        Unit::Bytes,
        "Size of the last backup."
    );
    describe_gauge!(
        "keystone_backup_last_success_timestamp_seconds",
        Unit::Seconds,
        "When the last backup was written (Unix time)."
    );
}

/// The router: `/healthz`, `/metrics`, the board and its API if `boards`
/// are served, 404 for anything else (405 for a path that takes another
/// method), said in the language a request asks for, else `lang`.
pub fn router(
    store: Arc<dyn Store>,
    metrics: PrometheusHandle,
    boards: Option<board::Boards>,
    lang: Lang,
) -> Router {
    let mut router = Router::new()
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics_text))
        .with_state(Shared { store, metrics });
    // At one machine the terminal gives the board's address, not Discord.
    let local = boards.as_ref().is_some_and(|b| b.seats.is_some());
    if let Some(boards) = boards {
        router = router.merge(board_routes(boards));
    }
    let refused = move |status: StatusCode| {
        move |request: Request| async move {
            let (parts, _) = request.into_parts();
            refusal::not_here(&parts, lang, status, local)
        }
    };
    router
        .fallback(refused(StatusCode::NOT_FOUND))
        .method_not_allowed_fallback(refused(StatusCode::METHOD_NOT_ALLOWED))
        .layer(CompressionLayer::new())
        .layer(axum::middleware::map_response(guarded))
}

/// The board's page, assets and API.
fn board_routes(boards: board::Boards) -> Router {
    use assets::ASSETS;
    use axum::routing::post;
    let served = |asset: &'static assets::Asset| {
        get(move |uri: Uri, headers: HeaderMap| async move { asset.answer(&uri, &headers) })
    };
    let mut router = Router::new()
        .route("/board", served(&ASSETS.page))
        .route("/assets/app.js", served(&ASSETS.script))
        .route("/assets/app.css", served(&ASSETS.style))
        .route("/api/board", get(board::board))
        .route("/api/choices", post(moves::choices))
        .route("/api/complete", post(moves::complete))
        .route("/api/play", post(moves::play))
        .route("/api/confirm", post(moves::confirm))
        .route("/api/events", get(events::events))
        .route("/api/activity/client", get(session::activity_client))
        .route("/api/activity/session", post(session::activity_session));
    if boards.opens_in_discord() {
        // Where Discord opens the Activity: the root of the URL mapping.
        router = router
            .route("/", get(activity_page))
            .route("/activity", get(activity_page))
            .route("/assets/activity.js", served(&ASSETS.activity_script));
    }
    router.with_state(boards)
}

/// The Activity's page, which Discord frames: its policy lets Discord's
/// client (and the page's own origin, Discord's proxy) be its parent.
async fn activity_page(uri: Uri, headers: HeaderMap) -> Response {
    let mut response = assets::ASSETS.activity_page.answer(&uri, &headers);
    response.headers_mut().insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(FRAMED_BY_DISCORD),
    );
    response
}

/// The policy of every answer: the board's own script, style and API, its
/// pictures as `data:` addresses, nothing from elsewhere, never framed.
const POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; \
     connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/// [`POLICY`], framed by Discord's clients (web, desktop, PTB, Canary) or
/// its Activity proxy.
const FRAMED_BY_DISCORD: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
     img-src data:; connect-src 'self'; frame-ancestors 'self' https://discord.com \
     https://*.discord.com https://*.discordsays.com; base-uri 'none'; form-action 'none'";

/// Serves on `listener` within `caps` until the process ends; what is
/// refused before a request is read is said in `lang`.
pub async fn serve(
    listener: tokio::net::TcpListener,
    router: Router,
    caps: edge::Caps,
    lang: Lang,
) {
    let address = listener
        .local_addr()
        .map_or_else(|_| "?".into(), |a: SocketAddr| a.to_string());
    tracing::info!(%address, "the web server listens");
    edge::serve(listener, router, caps, lang).await;
}

/// The headers every answer carries (a page's own policy kept).
async fn guarded(mut response: Response) -> Response {
    let headers = response.headers_mut();
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(POLICY),
        );
    }
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    // Kept only when said so (the board's script and style).
    if !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}

/// 200 when the store answers, 503 when it does not.
async fn healthz(State(shared): State<Shared>) -> Response {
    let store = Arc::clone(&shared.store);
    // A channel no game is in: one read, whatever the store's size.
    let read = tokio::task::spawn_blocking(move || store.get(ChannelId(0))).await;
    match read {
        Ok(Ok(_)) => (StatusCode::OK, "ok\n").into_response(),
        Ok(Err(error)) => {
            tracing::warn!(%error, "health check: the store does not answer");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                "the game store does not answer\n",
            )
                .into_response()
        }
        Err(_) => (StatusCode::SERVICE_UNAVAILABLE, "the health check failed\n").into_response(),
    }
}

/// Every metric, the open games counted now.
async fn metrics_text(State(shared): State<Shared>) -> Response {
    let store = Arc::clone(&shared.store);
    if let Ok(Ok(counts)) = tokio::task::spawn_blocking(move || store.counts()).await {
        metrics::gauge!("keystone_open_games", "status" => "invited").set(counts.invited as f64);
        metrics::gauge!("keystone_open_games", "status" => "active").set(counts.active as f64);
    }
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
        )],
        shared.metrics.render(),
    )
        .into_response()
}
