//! The bot's web server (`[web] listen`): the clickable board (`/board`,
//! its assets, its API under `/api/`; at `/`, once set up, the same board
//! as a Discord Activity, which only Discord may frame), `/healthz` for
//! whoever watches the process, `/metrics` in Prometheus' text format,
//! and nothing else
//! (every other path is 404). Every answer carries a strict
//! Content-Security-Policy (the board's own script, style and API, its
//! pictures as `data:` addresses, nothing from elsewhere) and asks not to
//! be cached or framed.

pub mod activity;
pub mod board;
pub mod changes;
pub mod links;
pub mod local;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
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
/// are served, 404 for anything else.
pub fn router(
    store: Arc<dyn Store>,
    metrics: PrometheusHandle,
    boards: Option<board::Boards>,
) -> Router {
    let mut router = Router::new()
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics_text))
        .with_state(Shared { store, metrics });
    if let Some(boards) = boards {
        router = router.merge(board_routes(boards));
    }
    router
        .fallback(not_found)
        .layer(axum::middleware::map_response(guarded))
}

/// The board's page, assets and API.
fn board_routes(boards: board::Boards) -> Router {
    use axum::routing::post;
    let mut router = Router::new()
        .route("/board", get(|| asset(PAGE, "text/html; charset=utf-8")))
        .route(
            "/assets/app.js",
            get(|| asset(SCRIPT, "text/javascript; charset=utf-8")),
        )
        .route(
            "/assets/app.css",
            get(|| asset(STYLE, "text/css; charset=utf-8")),
        )
        .route("/api/board", get(board::board))
        .route("/api/choices", post(board::choices))
        .route("/api/play", post(board::play))
        .route("/api/confirm", post(board::confirm))
        .route("/api/events", get(board::events))
        .route("/api/activity/client", get(board::activity_client))
        .route("/api/activity/session", post(board::activity_session));
    if boards.opens_in_discord() {
        // Where Discord opens the Activity: the root of the URL mapping.
        router = router
            .route("/", get(activity_page))
            .route("/activity", get(activity_page))
            .route(
                "/assets/activity.js",
                get(|| asset(ACTIVITY_SCRIPT, "text/javascript; charset=utf-8")),
            );
    }
    router.with_state(boards)
}

/// The board's page, script (built from `bot/web/src` by `npm run
/// build`, see docs/web.md) and style, built into the binary.
const PAGE: &str = include_str!("../../web/static/index.html");
const SCRIPT: &str = include_str!("../../web/dist/app.js");
/// The Activity's page and script: the same board, opened through
/// Discord's Embedded App SDK.
const ACTIVITY_PAGE: &str = include_str!("../../web/static/activity.html");
const ACTIVITY_SCRIPT: &str = include_str!("../../web/dist/activity.js");
const STYLE: &str = include_str!("../../web/static/app.css");

async fn asset(body: &'static str, kind: &'static str) -> Response {
    (
        [(header::CONTENT_TYPE, HeaderValue::from_static(kind))],
        body,
    )
        .into_response()
}

/// The Activity's page, which Discord frames: its policy lets Discord's
/// client (and the page's own origin, Discord's proxy) be its parent.
async fn activity_page() -> Response {
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/html; charset=utf-8"),
            ),
            (
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static(FRAMED_BY_DISCORD),
            ),
        ],
        ACTIVITY_PAGE,
    )
        .into_response()
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

/// Serves on `listener` until the process ends.
pub async fn serve(listener: tokio::net::TcpListener, router: Router) {
    let address = listener
        .local_addr()
        .map_or_else(|_| "?".into(), |a: SocketAddr| a.to_string());
    tracing::info!(%address, "the web server listens");
    if let Err(error) = axum::serve(listener, router).await {
        tracing::error!(%error, "the web server stopped");
    }
}

/// The headers every answer carries.
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
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
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

async fn not_found() -> Response {
    (StatusCode::NOT_FOUND, "not found\n").into_response()
}
