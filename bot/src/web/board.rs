//! The clickable board's JSON API and live updates. Every request carries
//! a pass ([`links`](super::links)) in its `Authorization` header: it says
//! which channel and which user, and nothing the browser sends can say
//! otherwise. What a viewer receives comes from [`Service::web_board`],
//! drawn from their seat's own view; playing goes through
//! [`Service::web_play`], as `/play` does, and is then announced in the
//! channel.

use std::sync::Arc;

use axum::Json;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use base64::Engine;
use futures_util::future::BoxFuture;
use keystone_data::ChannelId;
use serde::{Deserialize, Serialize};

use super::changes::Changes;
use super::edge::Caps;
use super::events::Streams;
use super::limits::{ClientAddress, Limits, Share};
use super::links::{BadPass, Links, Pass};
use super::refusal::{Failure, Speaking, Speaks};
use crate::games::Layout;
use crate::host::InFlight;
use crate::i18n::Lang;
use crate::service::Denied;
use crate::service::{BoardView, Clock, Reader, Reply, Service, ServiceError, SystemClock};
use crate::tell;

/// Tells the channel what was played on the board (posts the reply where
/// `/play` would have; lets Keystone answer if its turn comes); resolves
/// to whether it was posted.
pub type Poster = Arc<dyn Fn(ChannelId, Reply, Lang) -> BoxFuture<'static, bool> + Send + Sync>;

/// What the board's handlers share.
#[derive(Clone)]
pub struct Boards {
    pub(super) service: Arc<Service>,
    pub(super) links: Links,
    pub(super) changes: Changes,
    pub(super) announce: Poster,
    /// Every seat's pass, when every seat sits at this machine (`keystone
    /// local --web`): the board offers a switch between them.
    pub(super) seats: Option<Vec<SeatPass>>,
    pub(super) limits: Arc<Limits>,
    pub(super) streams: Arc<Streams>,
    /// The work a stop waits for: moves played here and their messages.
    pub(super) in_flight: Arc<InFlight>,
    pub(super) lang: Lang,
    /// Verifies the users of the board opened as a Discord Activity, if
    /// the application's client secret is set.
    pub(super) activity: Option<super::activity::Activity>,
}

impl std::fmt::Debug for Boards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Boards").finish_non_exhaustive()
    }
}

impl Speaks for Boards {
    fn lang(&self) -> Lang {
        self.lang
    }
}

/// One seat of a table at one machine, and the pass that opens its view.
#[derive(Clone, Debug, Serialize)]
pub struct SeatPass {
    /// The player's name.
    pub name: String,
    /// Their pass.
    pub pass: String,
}

impl Boards {
    /// The boards of `service`'s games, opened by passes `links` signed,
    /// live as `changes` tells, played moves told by `announce`, in `lang`
    /// unless the viewer picks another.
    pub fn new(
        service: Arc<Service>,
        links: Links,
        changes: Changes,
        announce: Poster,
        lang: Lang,
    ) -> Boards {
        let caps = Caps::for_open_files(1024);
        Boards {
            service,
            links,
            changes,
            announce,
            seats: None,
            limits: Arc::new(Limits::new(Share::ALL, ClientAddress::Peer)),
            streams: Arc::new(Streams::new(caps.streams, caps.streams_per_user)),
            in_flight: Arc::default(),
            lang,
            activity: None,
        }
    }

    /// Requests limited by `limits`.
    pub fn with_limits(mut self, limits: Limits) -> Boards {
        self.limits = Arc::new(limits);
        self
    }

    /// Event streams capped by `caps`.
    pub fn with_caps(mut self, caps: Caps) -> Boards {
        self.streams = Arc::new(Streams::new(caps.streams, caps.streams_per_user));
        self
    }

    /// Moves played here are part of `in_flight`'s work, which a stop
    /// waits for.
    pub fn with_in_flight(mut self, in_flight: Arc<InFlight>) -> Boards {
        self.in_flight = in_flight;
        self
    }

    /// The board also opens as a Discord Activity, its users verified by
    /// `activity`.
    pub fn with_activity(mut self, activity: super::activity::Activity) -> Boards {
        self.activity = Some(activity);
        self
    }

    /// Whether the board also opens inside Discord, as an Activity.
    pub fn opens_in_discord(&self) -> bool {
        self.activity.is_some()
    }

    /// Every seat at one machine: the board switches between their views.
    pub fn with_seats(mut self, seats: Vec<SeatPass>) -> Boards {
        self.seats = Some(seats);
        self
    }

    /// The passes' signer.
    pub fn links(&self) -> &Links {
        &self.links
    }
}

impl Boards {
    /// The pass of a request, checked, and its user's share of requests.
    pub(super) fn admit(&self, headers: &HeaderMap, lang: Lang) -> Result<Pass, Failure> {
        let text = headers
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .ok_or_else(|| {
                // At one machine, the terminal gave the address, not Discord.
                let key = match self.seats {
                    Some(_) => "web-link-missing-local",
                    None => "web-link-missing",
                };
                Failure::new(StatusCode::UNAUTHORIZED, lang.text(key))
            })?;
        let pass = self
            .links
            .open(text.trim(), SystemClock.now())
            .map_err(|refused| {
                tracing::info!(?refused, "a board request with a pass refused");
                let key = match (refused, &self.seats) {
                    (_, Some(_)) => "web-link-stale-local",
                    (BadPass::Forged, None) => "web-link-forged",
                    (BadPass::Expired, None) => "web-link-expired",
                };
                Failure::new(StatusCode::UNAUTHORIZED, lang.text(key))
            })?;
        if let Err(wait) = self.limits.user(pass.user) {
            metrics::counter!("keystone_web_refused_total", "why" => "rate").increment(1);
            return Err(
                Failure::refused(StatusCode::TOO_MANY_REQUESTS, &Denied::WebRate, lang)
                    .retry_after(wait.0),
            );
        }
        Ok(pass)
    }

    /// [`Boards::admit`], and the request's JSON `body` as the board sends
    /// it.
    pub(super) fn admit_with<T>(
        &self,
        headers: &HeaderMap,
        lang: Lang,
        body: Result<Json<T>, JsonRejection>,
    ) -> Result<(Pass, T), Failure> {
        let pass = self.admit(headers, lang)?;
        let Ok(Json(body)) = body else {
            return Err(Failure::refused(
                StatusCode::BAD_REQUEST,
                &Denied::WebBadRequest,
                lang,
            ));
        };
        Ok((pass, body))
    }

    /// Runs service work for a board request on a blocking thread, its
    /// errors as the board shows them.
    pub(super) async fn call<T: Send + 'static>(
        &self,
        lang: Lang,
        what: &'static str,
        channel: ChannelId,
        work: impl FnOnce(&Service) -> Result<T, ServiceError> + Send + 'static,
    ) -> Result<T, Failure> {
        // Work under way, as a command's is: a stop waits for it.
        let result = crate::host::call(&self.service, &self.in_flight, lang, work).await;
        result.map_err(|error| failure(&error, lang, what, channel))
    }
}

/// A service error as the board shows it (an internal one logged, and
/// said as an apology).
pub(super) fn failure(error: &ServiceError, lang: Lang, what: &str, channel: ChannelId) -> Failure {
    let reader = Reader::markdown(lang);
    match error {
        ServiceError::Refused(_) => Failure::new(StatusCode::CONFLICT, error.words(reader)),
        ServiceError::NoGame => Failure::new(StatusCode::NOT_FOUND, error.words(reader)),
        ServiceError::Internal(_) => {
            crate::host::log_error(error, what, channel.0);
            Failure::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                tell::board::apology(lang),
            )
        }
        other => {
            crate::host::log_error(other, what, channel.0);
            Failure::new(StatusCode::SERVICE_UNAVAILABLE, other.words(reader))
                .retry_after(super::edge::RETRY_AFTER)
        }
    }
}

/// A picture of the board as the browser receives it.
#[derive(Serialize)]
pub(super) struct Picture {
    panel: &'static str,
    /// What it shows, for those who cannot see it.
    alt: String,
    /// The PNG's own key (the start of its SHA-256, in hex): the page
    /// names the pictures it already shows by it.
    key: String,
    /// A `data:` address of the PNG; `None` when the page said it has it.
    png: Option<String>,
    width: u32,
    height: u32,
    places: Vec<crate::games::Place>,
}

/// How many hex digits of a PNG's SHA-256 name it.
const KEY_DIGITS: usize = 32;

/// The most pictures a page may say it has (a board's and its move's).
const MOST_HAD: usize = 16;

/// Pictures as the browser receives them: PNG as `data:` addresses, but
/// for those the page says it `has`: a move changes one picture of a
/// table's several, and the others are neither sent nor decoded again.
pub(super) fn sent(
    pictures: &[crate::games::Mapped],
    title: &str,
    lang: Lang,
    has: &Has,
) -> Vec<Picture> {
    use sha2::{Digest, Sha256};
    pictures
        .iter()
        .map(|p| {
            let png = keystone_render::png::encode(&p.image);
            let key: String = Sha256::digest(&png)[..KEY_DIGITS / 2]
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect();
            let png = (!has.0.contains(&key)).then(|| {
                format!(
                    "data:image/png;base64,{}",
                    base64::engine::general_purpose::STANDARD.encode(&png)
                )
            });
            Picture {
                panel: p.panel,
                alt: tell::board::board_alt(lang, title),
                key,
                png,
                width: p.image.width(),
                height: p.image.height(),
                places: p.places.clone(),
            }
        })
        .collect()
}

/// The keys of the pictures a page already shows (`has=key,key`).
#[derive(Clone, Debug, Default)]
pub struct Has(Vec<String>);

impl Has {
    /// `text`'s keys; `None` unless it is at most [`MOST_HAD`] keys, each
    /// as a picture's key is written.
    fn parse(text: &str) -> Option<Has> {
        if text.is_empty() {
            return Some(Has::default());
        }
        let keys: Vec<String> = text.split(',').map(str::to_owned).collect();
        let fine = keys.len() <= MOST_HAD
            && keys.iter().all(|k| {
                k.len() == KEY_DIGITS && k.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
            });
        fine.then_some(Has(keys))
    }
}

/// The width the page shows the pictures at, as it asks for them: a phone's
/// narrow column, or a computer's wide one.
#[derive(Clone, Copy, Debug, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Shown {
    #[default]
    Wide,
    Narrow,
}

impl From<Shown> for Layout {
    fn from(shown: Shown) -> Layout {
        match shown {
            Shown::Wide => Layout::Wide,
            Shown::Narrow => Layout::Narrow,
        }
    }
}

/// How the page asks for its pictures: laid out for its width
/// (`?layout=narrow` on a phone), and drawn for its screen's pixels
/// (`&pixels=1` for a screen with one to each pixel shown; by default a
/// phone's two, and never more than its layout's sharp scale).
/// The pictures it already shows, by their keys (`&has=key,key`), are
/// not sent again.
#[derive(Clone, Debug, Deserialize)]
pub struct Asked {
    #[serde(default)]
    layout: Shown,
    #[serde(default)]
    pixels: Option<u8>,
    #[serde(default)]
    has: String,
}

impl Asked {
    /// The layout and scale to draw at; `None` for a number of pixels no
    /// screen has.
    fn drawn(&self) -> Option<(Layout, f32)> {
        let layout = Layout::from(self.layout);
        let sharp = layout.sharp_scale();
        let scale = match self.pixels {
            None => sharp,
            Some(pixels @ 1..=4) => f32::from(pixels).min(sharp),
            Some(_) => return None,
        };
        Some((layout, scale))
    }

    /// The pictures the page has; `None` for keys no board gave.
    fn has(&self) -> Option<Has> {
        Has::parse(&self.has)
    }

    /// How to draw the pictures asked for, or the refusal of a layout, a
    /// number of pixels or keys the board never asks for.
    pub(super) fn drawing(&self, lang: Lang) -> Result<Drawing, Failure> {
        let Some((layout, scale)) = self.drawn() else {
            return Err(Failure::refused(
                StatusCode::BAD_REQUEST,
                &Denied::WebBadLayout,
                lang,
            ));
        };
        let Some(has) = self.has() else {
            return Err(Failure::refused(
                StatusCode::BAD_REQUEST,
                &Denied::WebBadHas,
                lang,
            ));
        };
        Ok(Drawing { layout, scale, has })
    }
}

/// How a page's pictures are drawn: laid out for `layout`, `scale` times
/// their size, those it `has` not sent again.
#[derive(Clone, Debug)]
pub(super) struct Drawing {
    pub(super) layout: Layout,
    pub(super) scale: f32,
    pub(super) has: Has,
}

/// `GET /api/board`: the board as the pass's user sees it, laid out for
/// the width the page shows it at.
pub async fn board(
    State(boards): State<Boards>,
    Speaking(lang): Speaking,
    headers: HeaderMap,
    asked: Result<Query<Asked>, QueryRejection>,
) -> Result<Response, Failure> {
    let pass = boards.admit(&headers, lang)?;
    let drawing = match asked {
        Ok(Query(asked)) => asked.drawing(lang)?,
        Err(_) => {
            return Err(Failure::refused(
                StatusCode::BAD_REQUEST,
                &Denied::WebBadLayout,
                lang,
            ));
        }
    };
    let (channel, user) = (pass.channel, pass.user);
    let seats = boards.seats.clone();
    let answer = boards
        .call(lang, "web_board", channel, move |s| {
            board_answer(s, lang, (channel, user), &drawing, seats)
        })
        .await?;
    Ok(Json(answer).into_response())
}

/// The board of `channel` as `user` sees it, drawn as the page asked
/// (`has`: the pictures it holds, not sent again), with `seats`' passes.
pub(super) fn board_answer(
    s: &Service,
    lang: Lang,
    (channel, user): (ChannelId, u64),
    drawing: &Drawing,
    seats: Option<Vec<SeatPass>>,
) -> Result<BoardAnswer, ServiceError> {
    let view = s.web_board(channel, user, drawing.layout, drawing.scale)?;
    let pictures = sent(&view.pictures, view.title, lang, &drawing.has);
    Ok(BoardAnswer {
        view,
        pictures,
        words: Words::new(lang),
        lang: lang.tag(),
        seats,
    })
}

/// What `GET /api/board` answers, and a move played on the board when
/// the page asks for the board after it.
#[derive(Serialize)]
pub(super) struct BoardAnswer {
    #[serde(flatten)]
    view: BoardView,
    pictures: Vec<Picture>,
    /// The board's own words, in the viewer's language.
    words: Words,
    /// That language.
    lang: &'static str,
    /// Every seat's pass, at a table of one machine.
    seats: Option<Vec<SeatPass>>,
}

/// The words of the board's buttons and headings.
#[derive(Serialize)]
struct Words {
    play: String,
    back: String,
    clear: String,
    confirm: String,
    your_turn: String,
    waiting: String,
    spectator: String,
    choices: String,
    chosen: String,
    nothing_left: String,
    typed: String,
    typed_play: String,
    /// A stepper's buttons (a bid), and the name of the strip of buttons
    /// for the words no place names, for screen readers.
    step_down: String,
    step_up: String,
    buttons: String,
    catch_up: String,
    history: String,
    rules: String,
    seat: String,
    language: String,
    over: String,
    offline: String,
    /// The zoom's buttons, the pictures' section and the position in
    /// words, named for screen readers.
    zoom_in: String,
    zoom_out: String,
    pictures: String,
    described: String,
    /// Each language by its own name, with its tag.
    languages: Vec<(&'static str, String)>,
}

impl Words {
    fn new(lang: Lang) -> Words {
        let w = |key: &str| lang.text(key);
        Words {
            play: w("web-play"),
            back: w("web-back"),
            clear: w("web-clear"),
            confirm: w("web-confirm"),
            your_turn: w("web-your-turn"),
            waiting: w("web-waiting"),
            spectator: w("web-spectator"),
            choices: w("web-choices"),
            chosen: w("web-chosen"),
            nothing_left: w("web-nothing-left"),
            typed: w("web-typed"),
            typed_play: w("web-typed-play"),
            step_down: w("web-step-down"),
            step_up: w("web-step-up"),
            buttons: w("web-buttons"),
            catch_up: w("web-catch-up"),
            history: w("web-history"),
            rules: w("web-rules"),
            seat: w("web-seat"),
            language: w("web-language"),
            over: w("web-over"),
            offline: w("web-offline"),
            zoom_in: w("web-zoom-in"),
            zoom_out: w("web-zoom-out"),
            pictures: w("web-pictures"),
            described: w("web-described"),
            languages: Lang::ALL
                .iter()
                .map(|l| (l.tag(), l.text("web-language-name")))
                .collect(),
        }
    }
}
