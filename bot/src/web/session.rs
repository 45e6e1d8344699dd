//! The board opened inside Discord, as an Activity: the application's id
//! for the page, and the session that turns the Discord client's code into
//! a pass (see [`super::activity`]).

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Extension, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};

use super::board::Boards;
use super::edge::Peer;
use super::links::Pass;
use super::refusal::{Failure, Speaking};
use crate::i18n::Lang;
use crate::service::Denied;
use crate::service::{Clock, SystemClock};
use crate::tell;

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
pub async fn activity_client(State(boards): State<Boards>, Speaking(lang): Speaking) -> Response {
    let Some(activity) = &boards.activity else {
        return Failure::refused(StatusCode::NOT_FOUND, &Denied::ActivityOff, lang).into_response();
    };
    match activity.application().await {
        Ok(id) => {
            let (connecting, outside) = tell::board::activity_connecting(lang);
            Json(Client {
                client_id: id.to_owned(),
                connecting,
                outside,
            })
            .into_response()
        }
        Err(_) => Failure::refused(StatusCode::BAD_GATEWAY, &Denied::ActivityDiscord, lang)
            .into_response(),
    }
}

/// `POST /api/activity/session`: the board opened as a Discord Activity.
/// The user and the channel are Discord's word (see
/// [`super::activity::Activity::session`]), never the browser's: the
/// channel's board, or the user's games in its server.
pub async fn activity_session(
    State(boards): State<Boards>,
    Speaking(lang): Speaking,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
    launched: Result<Json<Launched>, JsonRejection>,
) -> Response {
    use super::activity::NotAdmitted as Why;
    let Some(activity) = &boards.activity else {
        return Failure::refused(StatusCode::NOT_FOUND, &Denied::ActivityOff, lang).into_response();
    };
    let Ok(Json(launched)) = launched else {
        return Failure::refused(StatusCode::BAD_REQUEST, &Denied::WebBadRequest, lang)
            .into_response();
    };
    if launched.code.len() > 200 {
        return Failure::refused(StatusCode::BAD_REQUEST, &Denied::WebBadRequest, lang)
            .into_response();
    }
    // Held back by the client's address before anything is asked of
    // Discord, and every check with Discord by the process's own budget:
    // a flood costs Discord nothing, however its requests are dressed.
    let budget = boards
        .limits
        .address(peer.map(|Extension(peer)| peer), &headers)
        .and_then(|()| boards.limits.discord());
    if let Err(wait) = budget {
        metrics::counter!("keystone_web_refused_total", "why" => "rate").increment(1);
        return Failure::refused(StatusCode::TOO_MANY_REQUESTS, &Denied::WebRate, lang)
            .retry_after(wait.0)
            .into_response();
    }
    let verified = match activity
        .session(&launched.code, &launched.instance_id)
        .await
    {
        Ok(verified) => verified,
        Err(why) => {
            metrics::counter!("keystone_web_refused_total", "why" => "activity").increment(1);
            let (status, denied) = match why {
                Why::Code => (StatusCode::UNAUTHORIZED, Denied::ActivityCode),
                Why::Instance => (StatusCode::FORBIDDEN, Denied::ActivityInstance),
                Why::NotIn => (StatusCode::FORBIDDEN, Denied::ActivityNotIn),
                Why::Discord => (StatusCode::BAD_GATEWAY, Denied::ActivityDiscord),
            };
            return Failure::refused(status, &denied, lang).into_response();
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
    let (heading, list) = tell::board::activity_games(lang, here || !listed.is_empty());
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
        list,
        access_token: verified.access_token,
        lang: lang.tag(),
    })
    .into_response()
}
