//! The `[web]` table: the bot's web server, board links and the Activity.
//! A new key is a field of [`Web`], its name in [`WEB_KEYS`] (which also
//! makes `KEYSTONE_WEB_<KEY>` known), its checks in [`Web::check`], its
//! lines in config.example.toml, and its tests in `tests/web.rs`.

use std::time::Duration;

use serde::Deserialize;

use super::{Config, ConfigError, Secret, at_most, refuse};

/// The keys of the `[web]` table (`KEYSTONE_WEB_<KEY>` in the
/// environment).
pub(super) const WEB_KEYS: [&str; 5] = [
    "listen",
    "public_url",
    "link_lasts",
    "client_secret",
    "client_ip_header",
];

/// The longest `link_lasts`: whoever has a link plays its seat, so one
/// that leaks must stop working some day. 90 days are three times the
/// longest move clock a game may set, and asking again gives a new link.
const LONGEST_LINK: Duration = Duration::from_secs(90 * 24 * 3600);

/// The `[web]` settings.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct Web {
    /// The address the web server listens on (`KEYSTONE_WEB_LISTEN`, e.g.
    /// `127.0.0.1:8080`). Unset: no web server.
    pub listen: Option<String>,
    /// The address players open the board at, as their browser reaches it
    /// (`KEYSTONE_WEB_PUBLIC_URL`, e.g. `https://keystone.example.org`,
    /// the operator's reverse proxy in front of `listen`). Unset: `/game
    /// web` says the board is not set up.
    pub public_url: Option<String>,
    /// How long a board link from `/game web` opens the board
    /// (`KEYSTONE_WEB_LINK_LASTS`, default 7 days; asking again gives a
    /// new one).
    #[serde(default, with = "humantime_serde")]
    pub link_lasts: Option<Duration>,
    /// The application's OAuth2 client secret (`KEYSTONE_WEB_CLIENT_SECRET`,
    /// from the developer portal's OAuth2 page): with it the board opens
    /// inside Discord as an Activity, the server exchanging the code the
    /// Activity gets for the user's identity. Never sent to a browser.
    pub client_secret: Option<Secret>,
    /// The header in which the reverse proxy in front of the bot gives each
    /// request's client address (`KEYSTONE_WEB_CLIENT_IP_HEADER`, e.g.
    /// `X-Forwarded-For`, whose last address, the proxy's own addition,
    /// counts; or `X-Real-IP`), for the limits by address. Unset: the
    /// address the connection comes from. Only behind a proxy that sets
    /// it: a client could write any address there otherwise.
    pub client_ip_header: Option<String>,
}

impl Web {
    /// Refuses `[web]` settings that cannot work, naming the key.
    pub(super) fn check(&self) -> Result<(), ConfigError> {
        // An empty secret is set all the same: the Activity would be on,
        // and Discord would refuse its every exchange.
        if self
            .client_secret
            .as_ref()
            .is_some_and(|s| s.expose().trim().is_empty())
        {
            return refuse(
                "web.client_secret",
                "KEYSTONE_WEB_CLIENT_SECRET",
                "is empty: copy the client secret from the OAuth2 page of your application, or \
                 leave it out to keep the board out of Discord",
            );
        }
        if let Some(listen) = &self.listen
            && listen.parse::<std::net::SocketAddr>().is_err()
        {
            return refuse(
                "web.listen",
                "KEYSTONE_WEB_LISTEN",
                &format!("is not an address and port such as 127.0.0.1:8080: \"{listen}\""),
            );
        }
        if let Some(url) = &self.public_url {
            let scheme = url.split_once("://").map(|(s, _)| s);
            if !matches!(scheme, Some("http" | "https")) || url.contains(['?', '#', ' ']) {
                return refuse(
                    "web.public_url",
                    "KEYSTONE_WEB_PUBLIC_URL",
                    &format!(
                        "is not an http(s) address such as https://keystone.example.org: \"{url}\""
                    ),
                );
            }
            if self.listen.is_none() {
                return refuse(
                    "web.public_url",
                    "KEYSTONE_WEB_PUBLIC_URL",
                    "needs the web server on: set web.listen (KEYSTONE_WEB_LISTEN) too",
                );
            }
        }
        if self.client_secret.is_some() && self.listen.is_none() {
            return refuse(
                "web.client_secret",
                "KEYSTONE_WEB_CLIENT_SECRET",
                "needs the web server on: set web.listen (KEYSTONE_WEB_LISTEN) too",
            );
        }
        if let Some(header) = &self.client_ip_header
            && axum::http::HeaderName::from_bytes(header.trim().as_bytes()).is_err()
        {
            return refuse(
                "web.client_ip_header",
                "KEYSTONE_WEB_CLIENT_IP_HEADER",
                &format!("is not a header name such as X-Forwarded-For: \"{header}\""),
            );
        }
        if self.link_lasts.is_some_and(|d| d < Duration::from_secs(60)) {
            return refuse(
                "web.link_lasts",
                "KEYSTONE_WEB_LINK_LASTS",
                "must be at least 1 minute",
            );
        }
        if let Some(lasts) = self.link_lasts {
            at_most(
                ("web.link_lasts", "KEYSTONE_WEB_LINK_LASTS"),
                lasts,
                (LONGEST_LINK, "90 days"),
                "whoever has a link plays its seat, so a link that leaks must stop working (asking \
                 again gives a new one)",
            )?;
        }
        Ok(())
    }
}

impl Config {
    /// Where the web server listens, if it is on (checked when loaded).
    pub fn web_listen(&self) -> Option<std::net::SocketAddr> {
        self.web.listen.as_deref()?.parse().ok()
    }

    /// Where players open the board (no trailing slash), if set.
    pub fn web_public_url(&self) -> Option<&str> {
        self.web
            .public_url
            .as_deref()
            .map(|u| u.trim_end_matches('/'))
    }

    /// Where a request's client address is read from.
    pub fn web_client_address(&self) -> crate::web::limits::ClientAddress {
        use crate::web::limits::ClientAddress;
        self.web
            .client_ip_header
            .as_deref()
            .and_then(|h| axum::http::HeaderName::from_bytes(h.trim().as_bytes()).ok())
            .map_or(ClientAddress::Peer, ClientAddress::Header)
    }

    /// How long a board link lasts: 7 days unless set.
    pub fn link_lasts(&self) -> Duration {
        self.web
            .link_lasts
            .unwrap_or(Duration::from_secs(7 * 24 * 3600))
    }
}
