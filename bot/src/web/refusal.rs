//! How the web server refuses, in the viewer's language: every refusal is
//! `{"error": "…"}` with the status that says why, a 401 says how to
//! authenticate, and a 429 or 503 says when to try again.

use axum::Json;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use crate::i18n::Lang;
use crate::service::{Denied, Reader};

/// A refusal or a failure, as the board shows it: `{"error": "…"}`.
#[derive(Debug)]
pub struct Failure {
    status: StatusCode,
    words: String,
    /// Seconds to wait before trying again (429, 503).
    retry_after: Option<u64>,
}

impl Failure {
    /// `words` with `status`.
    pub fn new(status: StatusCode, words: String) -> Failure {
        Failure {
            status,
            words,
            retry_after: None,
        }
    }

    /// `denied` with `status`, in `lang`.
    pub fn refused(status: StatusCode, denied: &Denied, lang: Lang) -> Failure {
        Failure::new(status, denied.words(Reader::markdown(lang)))
    }

    /// The same, to be tried again after `seconds`.
    pub fn retry_after(mut self, seconds: u64) -> Failure {
        self.retry_after = Some(seconds.max(1));
        self
    }

    /// Its status.
    pub fn status(&self) -> StatusCode {
        self.status
    }
}

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        #[derive(Serialize)]
        struct Body {
            error: String,
        }
        let mut response = (self.status, Json(Body { error: self.words })).into_response();
        let headers = response.headers_mut();
        if self.status == StatusCode::UNAUTHORIZED {
            // RFC 6750: the board's pass is a bearer token.
            headers.insert(
                header::WWW_AUTHENTICATE,
                // not shown: an HTTP header
                HeaderValue::from_static("Bearer realm=\"keystone\""),
            );
        }
        if let Some(seconds) = self.retry_after {
            headers.insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

/// The language a request asks for: `?lang=` (said once), else the first
/// of its `Accept-Language` that Keystone speaks, else the default.
#[derive(Clone, Copy, Debug)]
pub struct Speaking(pub Lang);

/// What [`Speaking`] reads from a request, before the default applies.
#[derive(Debug, Default)]
struct Asked {
    lang: Option<Lang>,
    /// `?lang=` was given more than once.
    twice: bool,
}

fn asked(parts: &Parts) -> Asked {
    let query = parts.uri.query().unwrap_or("");
    let mut langs = form_urlencoded::parse(query.as_bytes()).filter(|(k, _)| k == "lang");
    let first = langs.next().map(|(_, v)| v);
    let twice = langs.next().is_some();
    let accepted = || {
        parts
            .headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| {
                v.split(',')
                    .filter_map(|tag| tag.split(';').next())
                    .find_map(|tag| Lang::from_tag(tag.trim()))
            })
    };
    Asked {
        lang: first.as_deref().and_then(Lang::from_tag).or_else(accepted),
        twice,
    }
}

impl Speaking {
    /// The language `parts` asks for, `default` if none; a request that
    /// says it twice is refused, in the first.
    pub fn of(parts: &Parts, default: Lang) -> Result<Speaking, Failure> {
        let asked = asked(parts);
        let lang = asked.lang.unwrap_or(default);
        if asked.twice {
            return Err(Failure::new(
                StatusCode::BAD_REQUEST,
                lang.text("web-lang-twice"),
            ));
        }
        Ok(Speaking(lang))
    }
}

/// The language a handler's state speaks when a request names none.
pub trait Speaks {
    /// That language.
    fn lang(&self) -> Lang;
}

impl<S: Speaks + Send + Sync> FromRequestParts<S> for Speaking {
    type Rejection = Failure;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Speaking, Failure> {
        Speaking::of(parts, state.lang())
    }
}

/// No such page or API (404), or not with this method (405), in the
/// language the request asks for; `local` at one machine, whose board's
/// address the terminal gives.
pub fn not_here(parts: &Parts, default: Lang, status: StatusCode, local: bool) -> Response {
    let lang = asked(parts).lang.unwrap_or(default);
    let key = match (status == StatusCode::METHOD_NOT_ALLOWED, local) {
        (true, _) => "web-method",
        (false, true) => "web-not-found-local",
        (false, false) => "web-not-found",
    };
    Failure::new(status, lang.text(key)).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(uri: &str, accept: Option<&str>) -> Parts {
        let mut request = axum::http::Request::builder().uri(uri);
        if let Some(accept) = accept {
            request = request.header(header::ACCEPT_LANGUAGE, accept);
        }
        request.body(()).unwrap().into_parts().0
    }

    #[test]
    fn the_language_is_the_querys_else_the_browsers_else_the_default() {
        let lang = |uri, accept| Speaking::of(&parts(uri, accept), Lang::En).map(|s| s.0);
        assert_eq!(lang("/api/board?lang=fr", None).unwrap(), Lang::Fr);
        assert_eq!(lang("/api/board?x=1&lang=pl-PL", None).unwrap(), Lang::Pl);
        assert_eq!(
            lang("/api/board", Some("de-DE,pl;q=0.8,fr;q=0.5")).unwrap(),
            Lang::Pl
        );
        assert_eq!(lang("/api/board?lang=xx", Some("fr")).unwrap(), Lang::Fr);
        assert_eq!(lang("/api/board", None).unwrap(), Lang::En);
        let twice = lang("/api/board?lang=fr&lang=pl", None).unwrap_err();
        assert_eq!(twice.status(), StatusCode::BAD_REQUEST);
        assert_eq!(twice.words, Lang::Fr.text("web-lang-twice"));
    }
}
