//! Service work as every edge runs it: on a blocking thread, counted as
//! work under way (which a stop waits for), timed for the metrics, and its
//! errors logged as their kind deserves.

use std::future::Future;
use std::time::{Duration, Instant};

use super::InFlight;
use crate::i18n::Lang;
use crate::service::{Service, ServiceError};

/// For the tests only: every service call first waits this long
/// (`KEYSTONE_TEST_DELAY`, e.g. `1500ms`), so that every answer takes the
/// deferred path a loaded bot takes.
pub(crate) fn test_delay() -> Option<Duration> {
    static DELAY: std::sync::OnceLock<Option<Duration>> = std::sync::OnceLock::new();
    *DELAY.get_or_init(|| {
        std::env::var("KEYSTONE_TEST_DELAY")
            .ok()
            .and_then(|d| humantime::parse_duration(&d).ok())
    })
}

/// Runs `work` on a blocking thread as work under way, speaking `lang`.
/// Refused once the process is stopping.
pub async fn call<T: Send + 'static>(
    service: &Service,
    in_flight: &InFlight,
    lang: Lang,
    work: impl FnOnce(&Service) -> Result<T, ServiceError> + Send + 'static,
) -> Result<T, ServiceError> {
    call_deferring(service, in_flight, lang, work, (Duration::MAX, async {})).await
}

/// [`call`], and `on_slow` run once if the work takes longer than
/// `slow_after` (Discord defers the interaction then).
pub async fn call_deferring<T: Send + 'static>(
    service: &Service,
    in_flight: &InFlight,
    lang: Lang,
    work: impl FnOnce(&Service) -> Result<T, ServiceError> + Send + 'static,
    (slow_after, on_slow): (Duration, impl Future<Output = ()>),
) -> Result<T, ServiceError> {
    let Some(_call) = in_flight.enter() else {
        return Err(ServiceError::Restarting);
    };
    let service = service.speaking(lang);
    let slow = test_delay();
    let mut task = tokio::task::spawn_blocking(move || {
        if let Some(delay) = slow {
            std::thread::sleep(delay);
        }
        work(&service)
    });
    let started = Instant::now();
    let joined = match tokio::time::timeout(slow_after, &mut task).await {
        Ok(joined) => joined,
        Err(_) => {
            on_slow.await;
            task.await
        }
    };
    let result = joined.map_err(|e| ServiceError::Internal(format!("service task failed: {e}")))?;
    timed(started, &result);
    result
}

/// Records how long a command, button or board request took since
/// `started`, by its outcome (`keystone_command_seconds`).
pub fn timed<T>(started: Instant, result: &Result<T, ServiceError>) {
    let outcome = match result {
        Ok(_) => "ok",
        Err(ServiceError::Refused(_) | ServiceError::NoGame | ServiceError::Busy) => "refused",
        Err(_) => "failed",
    };
    metrics::histogram!("keystone_command_seconds", "outcome" => outcome)
        .record(started.elapsed().as_secs_f64());
}

/// Counts a call to Discord that failed (`keystone_discord_errors_total`),
/// by what it was: the bot's own and the Activity's sign-in alike.
pub fn discord_failed(call: &'static str) {
    metrics::counter!("keystone_discord_errors_total", "call" => call).increment(1);
}

/// Logs an error with its context, as its kind deserves.
pub fn log_error(error: &ServiceError, what: &str, channel: u64) {
    match error {
        ServiceError::Refused(_) | ServiceError::NoGame | ServiceError::Busy => {
            tracing::debug!(what, channel, %error, "refused");
        }
        ServiceError::Damaged(_) => tracing::warn!(what, channel, %error, "damaged game"),
        ServiceError::Internal(_) => tracing::error!(what, channel, %error, "internal error"),
        ServiceError::Restarting => tracing::info!(what, channel, "refused while shutting down"),
    }
}
