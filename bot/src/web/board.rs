//! The clickable board's JSON API and live updates. Every request carries
//! a pass ([`links`](super::links)) in its `Authorization` header: it says
//! which channel and which user, and nothing the browser sends can say
//! otherwise. What a viewer receives comes from [`Service::web_board`],
//! drawn from their seat's own view; playing goes through
//! [`Service::web_play`], as `/play` does, and is then announced in the
//! channel.

use std::num::NonZeroU32;
use std::sync::Arc;

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use base64::Engine;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use keystone_data::ChannelId;
use serde::{Deserialize, Serialize};

use super::changes::Changes;
use super::links::{Links, Pass, Refused};
use crate::i18n::Lang;
use crate::service::{
    BoardView, Clock, Narrowed, Reply, Service, ServiceError, StampView, SystemClock,
};
use crate::t;

/// Tells the channel what was played on the board (posts the reply where
/// `/play` would have; lets Keystone answer if its turn comes).
pub type Announce = Arc<dyn Fn(ChannelId, Reply, Lang) + Send + Sync>;

/// What the board's handlers share.
#[derive(Clone)]
pub struct Boards {
    service: Arc<Service>,
    links: Links,
    changes: Changes,
    announce: Announce,
    /// Every seat's pass, when every seat sits at this machine (`keystone
    /// local --web`): the board offers a switch between them.
    seats: Option<Vec<SeatPass>>,
    limiter: Arc<DefaultKeyedRateLimiter<u64>>,
    lang: Lang,
    /// Verifies the users of the board opened as a Discord Activity, if
    /// the application's client secret is set.
    activity: Option<super::activity::Activity>,
}

impl std::fmt::Debug for Boards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Boards").finish_non_exhaustive()
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

/// How many requests one user may make: a burst of this many, then
/// [`PER_SECOND`] a second. A player clicks far slower; a script flooding
/// the server is refused.
const BURST: u32 = 60;
/// See [`BURST`].
const PER_SECOND: u32 = 20;

impl Boards {
    /// The boards of `service`'s games, opened by passes `links` signed,
    /// live as `changes` tells, played moves told by `announce`, in `lang`
    /// unless the viewer picks another.
    pub fn new(
        service: Arc<Service>,
        links: Links,
        changes: Changes,
        announce: Announce,
        lang: Lang,
    ) -> Boards {
        let quota = Quota::per_second(NonZeroU32::new(PER_SECOND).expect("not zero"))
            .allow_burst(NonZeroU32::new(BURST).expect("not zero"));
        Boards {
            service,
            links,
            changes,
            announce,
            seats: None,
            limiter: Arc::new(RateLimiter::keyed(quota)),
            lang,
            activity: None,
        }
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

/// A refusal or a failure, as the board shows it: `{"error": "…"}`.
#[derive(Debug)]
pub struct Failure(StatusCode, String);

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        #[derive(Serialize)]
        struct Body {
            error: String,
        }
        (self.0, Json(Body { error: self.1 })).into_response()
    }
}

/// The language a request asks for (`?lang=fr`), else the board's.
#[derive(Debug, Deserialize)]
pub struct Speaking {
    lang: Option<String>,
}

impl Speaking {
    fn lang(&self, default: Lang) -> Lang {
        self.lang
            .as_deref()
            .and_then(Lang::from_tag)
            .unwrap_or(default)
    }
}

impl Boards {
    /// The pass of a request, checked, and its user's share of requests.
    fn admit(&self, headers: &HeaderMap, lang: Lang) -> Result<Pass, Failure> {
        let text = headers
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .ok_or_else(|| Failure(StatusCode::UNAUTHORIZED, t!(lang, "web-link-missing")))?;
        let pass = self
            .links
            .open(text.trim(), SystemClock.now())
            .map_err(|refused| {
                tracing::info!(?refused, "a board request with a pass refused");
                let words = match refused {
                    Refused::Forged => t!(lang, "web-link-forged"),
                    Refused::Expired => t!(lang, "web-link-expired"),
                };
                Failure(StatusCode::UNAUTHORIZED, words)
            })?;
        if self.limiter.check_key(&pass.user).is_err() {
            metrics::counter!("keystone_web_refused_total", "why" => "rate").increment(1);
            return Err(Failure(StatusCode::TOO_MANY_REQUESTS, t!(lang, "web-rate")));
        }
        Ok(pass)
    }

    /// [`Boards::admit`], and the request's JSON `body` as the board sends
    /// it.
    fn admit_with<T>(
        &self,
        headers: &HeaderMap,
        lang: Lang,
        body: Result<Json<T>, JsonRejection>,
    ) -> Result<(Pass, T), Failure> {
        let pass = self.admit(headers, lang)?;
        let Ok(Json(body)) = body else {
            return Err(Failure(
                StatusCode::BAD_REQUEST,
                t!(lang, "web-bad-request"),
            ));
        };
        Ok((pass, body))
    }

    /// Runs service work for a board request on a blocking thread, its
    /// errors as the board shows them.
    async fn call<T: Send + 'static>(
        &self,
        lang: Lang,
        what: &'static str,
        channel: ChannelId,
        work: impl FnOnce(&Service) -> Result<T, ServiceError> + Send + 'static,
    ) -> Result<T, Failure> {
        let service = self.service.speaking(lang);
        let started = std::time::Instant::now();
        let joined = tokio::task::spawn_blocking(move || work(&service)).await;
        let result = joined
            .map_err(|e| ServiceError::Internal(format!("board task failed: {e}")))
            .and_then(|r| r);
        crate::discord::timed(started, &result);
        result.map_err(|error| match error {
            ServiceError::User(words) => Failure(StatusCode::CONFLICT, words),
            ServiceError::NoGame => Failure(StatusCode::NOT_FOUND, error.words(lang)),
            ServiceError::Internal(_) => {
                crate::discord::log_error(&error, what, channel.0);
                Failure(StatusCode::INTERNAL_SERVER_ERROR, t!(lang, "web-apology"))
            }
            other => {
                crate::discord::log_error(&other, what, channel.0);
                Failure(StatusCode::SERVICE_UNAVAILABLE, other.words(lang))
            }
        })
    }
}

/// A picture of the board as the browser receives it.
#[derive(Serialize)]
struct Picture {
    panel: &'static str,
    /// What it shows, for those who cannot see it.
    alt: String,
    /// A `data:` address of the PNG.
    png: String,
    width: u32,
    height: u32,
    places: Vec<crate::games::Place>,
}

/// `GET /api/board`: the board as the pass's user sees it.
pub async fn board(
    State(boards): State<Boards>,
    Query(speaking): Query<Speaking>,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let lang = speaking.lang(boards.lang);
    let pass = boards.admit(&headers, lang)?;
    let (channel, user) = (pass.channel, pass.user);
    let view = boards
        .call(lang, "web_board", channel, move |s| {
            let view = s.web_board(channel, user)?;
            let pictures = view
                .pictures
                .iter()
                .map(|p| Picture {
                    panel: p.panel,
                    alt: t!(lang, "web-board-alt", game = view.title),
                    png: format!(
                        "data:image/png;base64,{}",
                        base64::engine::general_purpose::STANDARD
                            .encode(keystone_render::png::encode(&p.image))
                    ),
                    width: p.image.width(),
                    height: p.image.height(),
                    places: p.places.clone(),
                })
                .collect::<Vec<_>>();
            Ok((view, pictures))
        })
        .await?;
    let (view, pictures) = view;
    Ok(Json(BoardAnswer {
        view,
        pictures,
        words: Words::new(lang),
        lang: lang.tag(),
        seats: boards.seats.clone(),
    })
    .into_response())
}

/// What `GET /api/board` answers.
#[derive(Serialize)]
struct BoardAnswer {
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
    catch_up: String,
    history: String,
    rules: String,
    seat: String,
    language: String,
    over: String,
    offline: String,
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
            catch_up: w("web-catch-up"),
            history: w("web-history"),
            rules: w("web-rules"),
            seat: w("web-seat"),
            language: w("web-language"),
            over: w("web-over"),
            offline: w("web-offline"),
            languages: Lang::ALL
                .iter()
                .map(|l| (l.tag(), l.text("web-language-name")))
                .collect(),
        }
    }
}

/// What the board sends to narrow or play.
#[derive(Debug, Deserialize)]
pub struct Chosen {
    stamp: StampView,
    #[serde(default)]
    actions: Vec<String>,
    #[serde(default)]
    typed: String,
}

/// The most a request may choose: more is not a board's.
const MOST_ACTIONS: usize = 40;

impl Chosen {
    fn checked(&self, lang: Lang) -> Result<(), Failure> {
        let long = self.actions.len() > MOST_ACTIONS
            || self.actions.iter().any(|a| a.len() > 200)
            || self.typed.len() > 200;
        if long {
            return Err(Failure(
                StatusCode::BAD_REQUEST,
                t!(lang, "web-bad-request"),
            ));
        }
        Ok(())
    }
}

/// `POST /api/choices`: the legal actions the clicks so far lead to.
pub async fn choices(
    State(boards): State<Boards>,
    Query(speaking): Query<Speaking>,
    headers: HeaderMap,
    chosen: Result<Json<Chosen>, JsonRejection>,
) -> Result<Response, Failure> {
    let lang = speaking.lang(boards.lang);
    let (pass, chosen) = boards.admit_with(&headers, lang, chosen)?;
    chosen.checked(lang)?;
    let (channel, user) = (pass.channel, pass.user);
    let narrowed: Narrowed = boards
        .call(lang, "web_choices", channel, move |s| {
            s.web_choices(
                channel,
                user,
                chosen.stamp.into(),
                &chosen.actions,
                &chosen.typed,
            )
        })
        .await?;
    Ok(Json(narrowed).into_response())
}

/// What playing answers the board.
#[derive(Serialize)]
struct PlayedAnswer {
    /// What was said: the channel's message, or a word for the player alone.
    text: String,
    /// The game asks the player to confirm (with `POST /api/confirm`).
    confirm: bool,
}

/// `POST /api/play`: plays the actions chosen, as `/play` would.
pub async fn play(
    State(boards): State<Boards>,
    Query(speaking): Query<Speaking>,
    headers: HeaderMap,
    chosen: Result<Json<Chosen>, JsonRejection>,
) -> Result<Response, Failure> {
    let lang = speaking.lang(boards.lang);
    let (pass, chosen) = boards.admit_with(&headers, lang, chosen)?;
    chosen.checked(lang)?;
    let (channel, user) = (pass.channel, pass.user);
    let played = boards
        .call(lang, "web_play", channel, move |s| {
            s.web_play(channel, user, chosen.stamp.into(), &chosen.actions)
        })
        .await?;
    Ok(told(&boards, channel, played.reply, played.confirm, lang))
}

/// What confirming sends.
#[derive(Debug, Deserialize)]
pub struct Confirming {
    stamp: StampView,
}

/// `POST /api/confirm`: the player confirms the line the game asked
/// them to.
pub async fn confirm(
    State(boards): State<Boards>,
    Query(speaking): Query<Speaking>,
    headers: HeaderMap,
    confirming: Result<Json<Confirming>, JsonRejection>,
) -> Result<Response, Failure> {
    let lang = speaking.lang(boards.lang);
    let (pass, confirming) = boards.admit_with(&headers, lang, confirming)?;
    let (channel, user) = (pass.channel, pass.user);
    let reply = boards
        .call(lang, "web_confirm", channel, move |s| {
            s.confirm(channel, user, confirming.stamp.into())
        })
        .await?;
    Ok(told(&boards, channel, reply, false, lang))
}

/// Answers a play: a public reply is announced in the channel, and the
/// board told a word; a private one (a question) goes to the board alone.
fn told(boards: &Boards, channel: ChannelId, reply: Reply, confirm: bool, lang: Lang) -> Response {
    let text = if reply.private {
        reply.text.clone()
    } else {
        // Where there is a channel, the move is told there; at one
        // machine, on the board.
        let words = match boards.seats {
            Some(_) => reply.text.clone(),
            None => t!(lang, "web-played"),
        };
        (boards.announce)(channel, reply, lang);
        words
    };
    Json(PlayedAnswer { text, confirm }).into_response()
}

/// `GET /api/events`: a stream of server-sent events, `changed` each time
/// the pass's channel's game changes (and a comment now and then to keep
/// the connection open). The board then asks for itself again.
pub async fn events(
    State(boards): State<Boards>,
    Query(speaking): Query<Speaking>,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let lang = speaking.lang(boards.lang);
    let pass = boards.admit(&headers, lang)?;
    let listener = boards.changes.listen();
    let channel = pass.channel;
    let until = pass.until;
    let stream =
        futures_util::stream::unfold((listener, true), move |(mut listener, first)| async move {
            if first {
                return Some((
                    Ok(Event::default().event("hello").data("")),
                    (listener, false),
                ));
            }
            loop {
                // A pass that expires ends its stream.
                let left = until - SystemClock.now();
                let left = std::time::Duration::from_millis(u64::try_from(left).ok()?);
                match tokio::time::timeout(left, listener.recv()).await {
                    Err(_) => return None,
                    Ok(Ok(changed)) if changed.channel == channel => {
                        // The step is public (the history counts it): a
                        // board already showing it need not ask again.
                        let step = changed
                            .stamp
                            .map_or_else(String::new, |(game, step)| format!("{game}.{step}"));
                        let event = Event::default().event("changed").data(step);
                        return Some((Ok::<_, std::convert::Infallible>(event), (listener, false)));
                    }
                    Ok(Ok(_)) => continue,
                    // Fallen behind: whatever changed, look again.
                    Ok(Err(tokio::sync::broadcast::error::RecvError::Lagged(_))) => {
                        let event = Event::default().event("changed").data("");
                        return Some((Ok(event), (listener, false)));
                    }
                    Ok(Err(tokio::sync::broadcast::error::RecvError::Closed)) => return None,
                }
            }
        });
    Ok(Sse::new(stream)
        .keep_alive(KeepAlive::default())
        .into_response())
}

/// What an Activity's page sends once the Discord client authorized it.
#[derive(Debug, Deserialize)]
pub struct Launched {
    code: String,
    instance_id: String,
}

/// What an Activity's session answers.
#[derive(Serialize)]
struct Session {
    /// The pass of the board of the channel the Activity runs in, if a
    /// game was played there.
    pass: Option<String>,
    /// Else the user's games in progress in this server, those waiting on
    /// them first, each with the pass of its board.
    games: Vec<ListedGame>,
    /// What heads the list (or says it is empty).
    heading: String,
    /// The button back to the list, from a board opened from it.
    list: String,
    /// The user's Discord token, for the page's `authenticate` with the
    /// Discord client (theirs: it goes back to them alone).
    access_token: String,
    /// The user's Discord language, if Keystone speaks it; else the board's.
    lang: &'static str,
}

/// One game of the list an Activity shows outside a game's channel.
#[derive(Serialize)]
struct ListedGame {
    pass: String,
    #[serde(flatten)]
    listed: crate::service::Listed,
}

/// How long an Activity's pass opens the board: a sitting's length (the
/// Activity asks again each time it is opened).
const SESSION_LASTS_MS: i64 = 12 * 3600 * 1000;

/// What an Activity's page needs before it talks to the Discord client.
#[derive(Serialize)]
struct Client {
    /// The application's id (its OAuth2 client id): public.
    client_id: String,
    /// Said while the page waits on Discord.
    connecting: String,
    /// Said when the page is opened outside Discord.
    outside: String,
}

/// `GET /api/activity/client`: the application's id, and the words the
/// Activity's page shows before it knows its user.
pub async fn activity_client(
    State(boards): State<Boards>,
    Query(speaking): Query<Speaking>,
) -> Response {
    let lang = speaking.lang(boards.lang);
    let Some(activity) = &boards.activity else {
        return Failure(StatusCode::NOT_FOUND, t!(lang, "web-activity-off")).into_response();
    };
    match activity.application().await {
        Ok(id) => Json(Client {
            client_id: id.to_owned(),
            connecting: t!(lang, "web-activity-connecting"),
            outside: t!(lang, "web-activity-outside"),
        })
        .into_response(),
        Err(_) => {
            Failure(StatusCode::BAD_GATEWAY, t!(lang, "web-activity-discord")).into_response()
        }
    }
}

/// `POST /api/activity/session`: the board opened as a Discord Activity.
/// The user and the channel are Discord's word (see
/// [`super::activity::Activity::session`]), never the browser's: the
/// channel's board, or the user's games in its server.
pub async fn activity_session(
    State(boards): State<Boards>,
    Query(speaking): Query<Speaking>,
    launched: Result<Json<Launched>, JsonRejection>,
) -> Response {
    use super::activity::Refused as Why;
    let lang = speaking.lang(boards.lang);
    let Some(activity) = &boards.activity else {
        return Failure(StatusCode::NOT_FOUND, t!(lang, "web-activity-off")).into_response();
    };
    let Ok(Json(launched)) = launched else {
        return Failure(StatusCode::BAD_REQUEST, t!(lang, "web-bad-request")).into_response();
    };
    if launched.code.len() > 200 {
        return Failure(StatusCode::BAD_REQUEST, t!(lang, "web-bad-request")).into_response();
    }
    // A flood of codes is held back by instance, as requests are by user.
    let key = launched
        .instance_id
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
    if boards.limiter.check_key(&key).is_err() {
        return Failure(StatusCode::TOO_MANY_REQUESTS, t!(lang, "web-rate")).into_response();
    }
    let verified = match activity
        .session(&launched.code, &launched.instance_id)
        .await
    {
        Ok(verified) => verified,
        Err(why) => {
            metrics::counter!("keystone_web_refused_total", "why" => "activity").increment(1);
            let (status, words) = match why {
                Why::Code => (StatusCode::UNAUTHORIZED, t!(lang, "web-activity-code")),
                Why::Instance => (StatusCode::FORBIDDEN, t!(lang, "web-activity-instance")),
                Why::NotIn => (StatusCode::FORBIDDEN, t!(lang, "web-activity-not-in")),
                Why::Discord => (StatusCode::BAD_GATEWAY, t!(lang, "web-activity-discord")),
            };
            return Failure(status, words).into_response();
        }
    };
    // The user's Discord language; the one the page asked for (its
    // browser's, which refusals above were said in) if Keystone does not
    // speak it.
    let lang = verified
        .locale
        .as_deref()
        .and_then(Lang::from_tag)
        .unwrap_or(lang);
    let until = SystemClock.now() + SESSION_LASTS_MS;
    let links = boards.links.clone();
    let (channel, guild, user) = (verified.channel, verified.guild, verified.user);
    let found = boards
        .call(lang, "activity_session", channel, move |s| {
            if s.has_board(channel)? {
                return Ok((true, Vec::new()));
            }
            Ok((false, s.games_listed(user, guild)?))
        })
        .await;
    let (here, listed) = match found {
        Ok(found) => found,
        Err(failure) => return failure.into_response(),
    };
    let pass = |channel| {
        links.sign(Pass {
            channel,
            user,
            until,
        })
    };
    let heading = if here || !listed.is_empty() {
        t!(lang, "web-activity-games")
    } else {
        t!(lang, "web-activity-none")
    };
    Json(Session {
        pass: here.then(|| pass(channel)),
        games: listed
            .into_iter()
            .map(|listed| ListedGame {
                pass: pass(listed.channel),
                listed,
            })
            .collect(),
        heading,
        list: t!(lang, "web-activity-list"),
        access_token: verified.access_token,
        lang: lang.tag(),
    })
    .into_response()
}
