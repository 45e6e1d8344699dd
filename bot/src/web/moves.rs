//! Moves on the board: the choices the clicks so far lead to, playing
//! them, and confirming a line the game asked about. A move played here is
//! work a stop waits for until its message is in the channel, and it runs
//! to its end even if the browser goes away: a move is stored and
//! answered, or refused and not stored, never stored and left untold. Its
//! record notes that it is still to be told until its message is posted,
//! so that a message Discord did not take is posted later by the sweep,
//! as Keystone's own moves are.

use std::time::Duration;

use axum::Json;
use axum::extract::State;
use axum::extract::rejection::JsonRejection;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use keystone_data::ChannelId;
use serde::{Deserialize, Serialize};

use super::board::{Asked, BoardAnswer, Boards, Drawing, board_answer, failure};
use super::refusal::{Failure, Speaking};
use crate::i18n::Lang;
use crate::service::Denied;
use crate::service::{Narrowed, Reply, Service, ServiceError, StampView};
use crate::tell;

/// What the board sends to narrow or play.
#[derive(Debug, Deserialize)]
pub struct Chosen {
    stamp: StampView,
    #[serde(default)]
    actions: Vec<String>,
    #[serde(default)]
    typed: String,
    /// Whether the move so far is drawn too (the choices' answer then
    /// carries its pictures), laid out and drawn as `asked` says (as the
    /// page asks for the board's); for a move played, whether its answer
    /// brings the board after it: a Play asks once.
    #[serde(default)]
    draw: bool,
    /// The actions the page's drawing of the move shows: the same are not
    /// drawn again.
    #[serde(default)]
    shown: Option<Vec<String>>,
    #[serde(flatten)]
    asked: Asked,
}

/// The most a request may choose: more is not a board's.
const MOST_ACTIONS: usize = 40;

impl Chosen {
    /// How to draw what the page asked to be drawn, if it asked.
    fn drawing(&self, lang: Lang) -> Result<Option<Drawing>, Failure> {
        self.draw.then(|| self.asked.drawing(lang)).transpose()
    }

    fn checked(&self, lang: Lang) -> Result<(), Failure> {
        let shown = self.shown.as_deref().unwrap_or_default();
        let long = self.actions.len() > MOST_ACTIONS
            || shown.len() > MOST_ACTIONS
            || self.actions.iter().chain(shown).any(|a| a.len() > 200)
            || self.typed.len() > 200;
        if long {
            return Err(Failure::refused(
                StatusCode::BAD_REQUEST,
                &Denied::WebBadRequest,
                lang,
            ));
        }
        Ok(())
    }
}

/// `POST /api/choices`: the legal actions the clicks so far lead to, and
/// with `draw`, the viewer's pictures with the move so far applied (up to
/// the first action that would turn up something they have not seen), or
/// `null` when there is nothing to draw: a click asks once.
pub async fn choices(
    State(boards): State<Boards>,
    Speaking(lang): Speaking,
    headers: HeaderMap,
    chosen: Result<Json<Chosen>, JsonRejection>,
) -> Result<Response, Failure> {
    let (pass, chosen) = boards.admit_with(&headers, lang, chosen)?;
    chosen.checked(lang)?;
    let drawing = chosen.drawing(lang)?;
    let (channel, user) = (pass.channel, pass.user);
    let answer = boards
        .call(lang, "web_choices", channel, move |s| {
            let stamp = chosen.stamp.into();
            let Some(drawing) = drawing else {
                let narrowed =
                    s.web_choices(channel, user, stamp, &chosen.actions, &chosen.typed)?;
                return Ok(Drawn {
                    narrowed,
                    drawn: None,
                    pictures: None,
                });
            };
            let drawn = s.web_choices_drawn(
                channel,
                user,
                stamp,
                &chosen.actions,
                &chosen.typed,
                chosen.shown.as_deref(),
                (drawing.layout, drawing.scale),
            )?;
            Ok(Drawn {
                narrowed: drawn.narrowed,
                drawn: Some(drawn.line),
                pictures: drawn.pictures.map(|pictures| {
                    pictures.map(|(title, d)| super::board::sent(&d, title, lang, &drawing.has))
                }),
            })
        })
        .await?;
    Ok(Json(answer).into_response())
}

/// The choices, and the move so far drawn when the page asked for it.
#[derive(Serialize)]
struct Drawn {
    #[serde(flatten)]
    narrowed: Narrowed,
    /// The actions drawn, when asked to draw.
    #[serde(skip_serializing_if = "Option::is_none")]
    drawn: Option<Vec<String>>,
    /// Their pictures: `null` when there is nothing to draw; left out when
    /// not asked for, or when the page already shows them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pictures: Option<Option<Vec<super::board::Picture>>>,
}

/// What the board's typed line holds so far.
#[derive(Debug, Deserialize)]
pub struct Typing {
    #[serde(default)]
    typed: String,
}

/// `POST /api/complete`: what may be typed next on the board's line (a
/// bluff, or notation a player knows), as `/play`'s autocomplete offers it.
pub async fn complete(
    State(boards): State<Boards>,
    Speaking(lang): Speaking,
    headers: HeaderMap,
    typing: Result<Json<Typing>, JsonRejection>,
) -> Result<Response, Failure> {
    let (pass, typing) = boards.admit_with(&headers, lang, typing)?;
    if typing.typed.len() > 200 {
        return Err(Failure::refused(
            StatusCode::BAD_REQUEST,
            &Denied::WebBadRequest,
            lang,
        ));
    }
    let (channel, user) = (pass.channel, pass.user);
    let entries = boards
        .call(lang, "web_typing", channel, move |s| {
            Ok(s.web_typing(channel, user, &typing.typed))
        })
        .await?;
    Ok(Json(serde_json::json!({ "entries": entries })).into_response())
}

/// What playing answers the board.
#[derive(Serialize)]
struct PlayedAnswer {
    /// What was said: the channel's message, or a word for the player alone.
    text: String,
    /// The game asks the player to confirm (with `POST /api/confirm`).
    confirm: bool,
    /// The board after the move, as `GET /api/board` answers it, when the
    /// page asked for it (`draw`) and the move was played.
    #[serde(skip_serializing_if = "Option::is_none")]
    board: Option<BoardAnswer>,
}

/// `POST /api/play`: plays the actions chosen, as `/play` would; with
/// `draw`, its answer brings the board after the move.
pub async fn play(
    State(boards): State<Boards>,
    Speaking(lang): Speaking,
    headers: HeaderMap,
    chosen: Result<Json<Chosen>, JsonRejection>,
) -> Result<Response, Failure> {
    let (pass, chosen) = boards.admit_with(&headers, lang, chosen)?;
    chosen.checked(lang)?;
    let (channel, user) = (pass.channel, pass.user);
    let drawing = chosen.drawing(lang)?;
    let answer = played(
        boards,
        lang,
        "web_play",
        (channel, user),
        drawing,
        move |s| {
            let played = s.web_play(channel, user, chosen.stamp.into(), &chosen.actions)?;
            Ok((played.reply, played.confirm))
        },
    );
    Ok(Json(answer.await?).into_response())
}

/// What confirming sends.
#[derive(Debug, Deserialize)]
pub struct Confirming {
    stamp: StampView,
    /// Whether the answer brings the board after the move (as a Play's).
    #[serde(default)]
    draw: bool,
    #[serde(flatten)]
    asked: Asked,
}

/// `POST /api/confirm`: the player confirms the line the game asked
/// them to; with `draw`, its answer brings the board after it.
pub async fn confirm(
    State(boards): State<Boards>,
    Speaking(lang): Speaking,
    headers: HeaderMap,
    confirming: Result<Json<Confirming>, JsonRejection>,
) -> Result<Response, Failure> {
    let (pass, confirming) = boards.admit_with(&headers, lang, confirming)?;
    let (channel, user) = (pass.channel, pass.user);
    let drawing = confirming
        .draw
        .then(|| confirming.asked.drawing(lang))
        .transpose()?;
    let answer = played(
        boards,
        lang,
        "web_confirm",
        (channel, user),
        drawing,
        move |s| {
            Ok((
                s.web_confirm(channel, user, confirming.stamp.into())?,
                false,
            ))
        },
    );
    Ok(Json(answer.await?).into_response())
}

/// How long the board waits for the move's message to be posted before
/// answering that it will be posted later.
const TELL_PATIENCE: Duration = Duration::from_secs(3);

/// Plays with `work` (a move or a confirmation) as part of the work a stop
/// waits for, to its end whether or not the browser still waits: a public
/// reply is then posted in the channel (at one machine, shown on the
/// board), and once posted its move needs no telling any more; a private
/// one (a question) goes to the board alone. With `drawing`, the answer
/// brings the board after the move, drawn in the same call: a Play asks
/// once. A board that could not be drawn is left out (the page asks for
/// it), never the move's answer.
async fn played(
    boards: Boards,
    lang: Lang,
    what: &'static str,
    (channel, user): (ChannelId, u64),
    drawing: Option<Drawing>,
    work: impl FnOnce(&Service) -> Result<(Reply, bool), ServiceError> + Send + 'static,
) -> Result<PlayedAnswer, Failure> {
    let task = tokio::spawn(async move {
        let Some(_call) = boards.in_flight.enter() else {
            return Err(failure(&ServiceError::Restarting, lang, what, channel));
        };
        let seats = boards.seats.clone();
        let (reply, confirm, board) = boards
            .call(lang, what, channel, move |s| {
                let (reply, confirm) = work(s)?;
                let board = drawing.filter(|_| !confirm).and_then(|drawing| {
                    board_answer(s, lang, (channel, user), &drawing, seats)
                        .inspect_err(|error| {
                            crate::host::log_error(error, "board after a move", channel.0);
                        })
                        .ok()
                });
                Ok((reply, confirm, board))
            })
            .await?;
        if reply.private {
            return Ok(PlayedAnswer {
                text: reply.text,
                confirm,
                board,
            });
        }
        // Where there is a channel, the move is told there; at one
        // machine, on the board (and in the terminal).
        let here = boards.seats.is_some().then(|| reply.text.clone());
        // Its message goes on after the answer if it must: a stop waits
        // for it too.
        let posting = boards.in_flight.enter_owned();
        let stamp = reply.stamp;
        let tell = (boards.announce)(channel, reply, lang);
        let service = boards.service.speaking(lang);
        let mut telling = tokio::spawn(async move {
            let posted = tell.await;
            if let (true, Some(stamp)) = (posted, stamp) {
                // Noting that the move was told is a write of its own: the
                // player need not wait for it (a stop does).
                tokio::spawn(async move {
                    let _posting = posting;
                    let told =
                        tokio::task::spawn_blocking(move || service.announced(channel, stamp));
                    match told.await {
                        Ok(Ok(())) => {}
                        Ok(Err(error)) => {
                            crate::host::log_error(&error, "board move announced", channel.0);
                        }
                        Err(error) => tracing::error!(%error, "the board move's note failed"),
                    }
                });
            }
            posted
        });
        let text = match tokio::time::timeout(TELL_PATIENCE, &mut telling).await {
            Ok(Ok(true)) => here.unwrap_or_else(|| tell::board::played(lang, true)),
            // Not posted yet: the sweep posts it once Discord takes it.
            Ok(_) | Err(_) => tell::board::played(lang, false),
        };
        Ok(PlayedAnswer {
            text,
            confirm,
            board,
        })
    });
    task.await.unwrap_or_else(|error| {
        tracing::error!(%error, channel = channel.0, "a board move's task failed");
        Err(Failure::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            tell::board::apology(lang),
        ))
    })
}
