//! The board's pages, script and style, built into the binary, and how a
//! browser keeps them: each page names its script and style with their
//! version (a hash of their bytes), which the browser keeps for a year
//! without asking again; a page, or an asset asked for without its
//! version, is asked again each time and answered 304 when unchanged.

use std::sync::LazyLock;

use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};

/// The board's page, script (built from `bot/web/src` by `npm run
/// build`, see docs/web.md) and style.
const PAGE: &str = include_str!("../../web/static/index.html");
const SCRIPT: &str = include_str!("../../web/dist/app.js");
/// The Activity's page and script: the same board, opened through
/// Discord's Embedded App SDK.
const ACTIVITY_PAGE: &str = include_str!("../../web/static/activity.html");
const ACTIVITY_SCRIPT: &str = include_str!("../../web/dist/activity.js");
const STYLE: &str = include_str!("../../web/static/app.css");

/// One file served, with its version.
#[derive(Debug)]
pub struct Asset {
    body: String,
    kind: &'static str,
    version: String,
}

impl Asset {
    fn new(body: String, kind: &'static str) -> Asset {
        let digest = Sha256::digest(body.as_bytes());
        let version = digest.iter().take(8).map(|b| format!("{b:02x}")).collect();
        Asset {
            body,
            kind,
            version,
        }
    }

    /// Its path with its version, for a page to name.
    fn versioned(&self, path: &str) -> String {
        format!("{path}?v={}", self.version)
    }

    /// The answer to a request for it at `uri`, with `headers`.
    pub fn answer(&self, uri: &Uri, headers: &HeaderMap) -> Response {
        let tag = format!("\"{}\"", self.version);
        let versioned = uri
            .query()
            .is_some_and(|q| q == format!("v={}", self.version));
        // not shown: Cache-Control's words
        let keep = if versioned {
            "public, max-age=31536000, immutable"
        } else {
            "no-cache"
        };
        let mut response = if headers
            .get(header::IF_NONE_MATCH)
            .is_some_and(|v| v.as_bytes() == tag.as_bytes())
        {
            StatusCode::NOT_MODIFIED.into_response()
        } else {
            (
                [(header::CONTENT_TYPE, HeaderValue::from_static(self.kind))],
                self.body.clone(),
            )
                .into_response()
        };
        let out = response.headers_mut();
        out.insert(header::CACHE_CONTROL, HeaderValue::from_static(keep));
        if let Ok(tag) = HeaderValue::from_str(&tag) {
            out.insert(header::ETAG, tag);
        }
        response
    }
}

/// Every file served.
#[derive(Debug)]
pub struct Assets {
    /// The link's board page.
    pub page: Asset,
    /// Its script.
    pub script: Asset,
    /// The Activity's page.
    pub activity_page: Asset,
    /// Its script.
    pub activity_script: Asset,
    /// The style of both.
    pub style: Asset,
}

/// The files, their pages naming the scripts and style by version.
pub static ASSETS: LazyLock<Assets> = LazyLock::new(|| {
    // not shown: content types
    const JS: &str = "text/javascript; charset=utf-8";
    const HTML: &str = "text/html; charset=utf-8";
    let script = Asset::new(SCRIPT.to_owned(), JS);
    let activity_script = Asset::new(ACTIVITY_SCRIPT.to_owned(), JS);
    // not shown: a content type
    let style = Asset::new(STYLE.to_owned(), "text/css; charset=utf-8");
    let page = |html: &str, script_path: &str, script: &Asset| {
        let html = html
            .replace(
                &format!("\"{script_path}\""),
                &format!("\"{}\"", script.versioned(script_path)),
            )
            .replace(
                "\"/assets/app.css\"",
                &format!("\"{}\"", style.versioned("/assets/app.css")),
            );
        Asset::new(html, HTML)
    };
    Assets {
        page: page(PAGE, "/assets/app.js", &script),
        activity_page: page(ACTIVITY_PAGE, "/assets/activity.js", &activity_script),
        script,
        activity_script,
        style,
    }
});

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_name_their_assets_by_version_which_are_kept_for_a_year() {
        let assets = &*ASSETS;
        assert!(
            assets
                .page
                .body
                .contains(&format!("/assets/app.js?v={}", assets.script.version)),
            "{}",
            assets.page.body
        );
        assert!(
            assets
                .activity_page
                .body
                .contains(&format!("/assets/app.css?v={}", assets.style.version))
        );
        let kept = |uri: &str| {
            let response = assets
                .script
                .answer(&uri.parse().unwrap(), &HeaderMap::new());
            response.headers()[header::CACHE_CONTROL]
                .to_str()
                .unwrap()
                .to_owned()
        };
        assert!(kept(&assets.script.versioned("/assets/app.js")).contains("immutable"));
        assert_eq!(kept("/assets/app.js"), "no-cache");
        assert_eq!(kept("/assets/app.js?v=0000"), "no-cache");
        let mut asking = HeaderMap::new();
        asking.insert(
            header::IF_NONE_MATCH,
            format!("\"{}\"", assets.script.version).parse().unwrap(),
        );
        let again = assets
            .script
            .answer(&"/assets/app.js".parse().unwrap(), &asking);
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
    }
}
