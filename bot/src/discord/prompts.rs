//! Buttons and menus: each carries its game's id and step of play in its id
//! ([`Prompt`]), so a click works after a restart, and a click on an old
//! prompt, or on one of an earlier game of the channel, only answers so. The
//! channel is the interaction's own: a button's id never chooses it.

use std::sync::atomic::{AtomicBool, Ordering};

use keystone_data::ChannelId;
use poise::serenity_prelude as serenity;

use super::courier::{Failed, To};
use super::message::Message;
use super::{Data, call, log_error};
use crate::games;
use crate::i18n::Lang;
use crate::service::reply::{Menu, Trail};
use crate::service::text::cap;
use crate::service::{Denied, Reader};
use crate::service::{Prompt, PromptKind, Reply, Service, ServiceError};

/// A row of buttons for `prompts`.
pub fn buttons(prompts: &[Prompt], lang: Lang) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(
        prompts
            .iter()
            .map(|p| {
                let style = match p.kind {
                    PromptKind::Accept | PromptKind::Continue => serenity::ButtonStyle::Success,
                    // An answer that opens its menu (Basilica's Pay…); the
                    // word alone (Decline) is the quieter way out.
                    PromptKind::Answer(word) if games::answer(word).is_some_and(|a| a.menu) => {
                        serenity::ButtonStyle::Success
                    }
                    PromptKind::Resign | PromptKind::Abort | PromptKind::Claim => {
                        serenity::ButtonStyle::Danger
                    }
                    _ => serenity::ButtonStyle::Secondary,
                };
                serenity::CreateButton::new(p.id())
                    .label(p.label(lang))
                    .style(style)
            })
            .collect(),
    )
}

/// The rows of a reply: its menu, then its buttons.
pub fn rows(reply: &Reply, lang: Lang) -> Vec<serenity::CreateActionRow> {
    let mut rows = Vec::new();
    if let Some(menu) = &reply.menu {
        rows.push(menu_row(menu));
    }
    if !reply.prompts.is_empty() {
        rows.push(buttons(&reply.prompts, lang));
    }
    rows
}

/// A menu, within Discord's limits (25 options; labels, descriptions and
/// values of 100 characters; a placeholder of 150).
fn menu_row(menu: &Menu) -> serenity::CreateActionRow {
    let options = menu
        .options
        .iter()
        .take(crate::service::complete::MENU)
        .map(|o| {
            serenity::CreateSelectMenuOption::new(cap(&o.label, 100), cap(&o.value, 100))
                .description(cap(&o.description, 100))
        })
        .collect();
    serenity::CreateActionRow::SelectMenu(
        serenity::CreateSelectMenu::new(
            menu.prompt.id(),
            serenity::CreateSelectMenuKind::String { options },
        )
        .placeholder(cap(&menu.placeholder, 150)),
    )
}

/// The menu of an answer's lines (at most 25: Discord's limit).
fn answer_menu(
    prompt: Prompt,
    word: &'static str,
    options: &[crate::games::Choice],
    lang: Lang,
) -> serenity::CreateActionRow {
    let choice = Prompt {
        kind: PromptKind::AnswerChoice(word),
        ..prompt
    };
    let options = options
        .iter()
        .take(25)
        .map(|c| {
            let label: String = c.label.chars().take(100).collect();
            serenity::CreateSelectMenuOption::new(label, c.notation.clone())
                .description(c.notation.clone())
        })
        .collect();
    serenity::CreateActionRow::SelectMenu(
        serenity::CreateSelectMenu::new(
            choice.id(),
            serenity::CreateSelectMenuKind::String { options },
        )
        .placeholder(lang.text(&format!("answer-{word}-menu-placeholder"))),
    )
}

/// The interaction callback that launches the application's Activity.
const LAUNCH_ACTIVITY: u8 = 12;

/// What a click asks of the service, run once the click is answered.
type Request = Box<dyn FnOnce(&Service) -> Result<Reply, ServiceError> + Send>;

/// The request of a click on `prompt` by `user` in `here` (`selected`: a
/// menu's choice), for every prompt but the Activity's and an answer's
/// menu; `None` for a menu answered with nothing chosen.
fn request(
    prompt: Prompt,
    user: u64,
    here: ChannelId,
    selected: Option<String>,
) -> Option<Request> {
    let stamp = prompt.stamp();
    let request: Request = match prompt.kind {
        PromptKind::Accept => Box::new(move |s| s.accept(here, user, Some(stamp))),
        PromptKind::Refuse => Box::new(move |s| s.refuse(here, user, Some(stamp))),
        PromptKind::AnswerChoice(_) => {
            let line = selected?;
            Box::new(move |s| s.play(here, user, &line, Some(stamp)))
        }
        PromptKind::Answer(word) => Box::new(move |s| s.play(here, user, word, Some(stamp))),
        PromptKind::Resign => Box::new(move |s| s.resign(here, user, stamp)),
        PromptKind::Abort => Box::new(move |s| s.agree_abort(here, user, stamp)),
        PromptKind::Confirm => Box::new(move |s| s.confirm(here, user, stamp)),
        PromptKind::Tent => Box::new(move |s| s.tent(here, user, Some(stamp))),
        PromptKind::Mute => Box::new(move |s| s.mute(here, user, true, Some(stamp))),
        PromptKind::Continue => Box::new(move |s| s.go_on(here, user, Some(stamp))),
        PromptKind::Claim => Box::new(move |s| s.claim(here, user, Some(stamp))),
        PromptKind::StandIn => Box::new(move |s| s.stand_in(here, user, Some(stamp))),
        PromptKind::TakeBack => Box::new(move |s| s.take_back(here, user, Some(stamp))),
        PromptKind::Play | PromptKind::Pick | PromptKind::PickBack | PromptKind::PickClear => {
            let trail = match prompt.kind {
                PromptKind::Play | PromptKind::PickClear => Some(Trail::default()),
                PromptKind::PickBack => Some(prompt.trail.back()),
                // A choice from the menu: its option's index.
                _ => selected
                    .as_deref()
                    .and_then(Trail::index)
                    .and_then(|i| prompt.trail.then(i)),
            }?;
            Box::new(move |s| s.picker(here, user, Some(stamp), trail))
        }
        PromptKind::PickPlay => {
            let trail = prompt.trail;
            Box::new(move |s| s.play_picked(here, user, stamp, trail))
        }
        PromptKind::Older | PromptKind::Newer => {
            let page = usize::try_from(prompt.step).unwrap_or(usize::MAX);
            Box::new(move |s| s.history(here, Some(page), Some(stamp.game)))
        }
        // Answered by Discord (see `launch`).
        PromptKind::Board => Box::new(|_| Ok(Reply::default())),
    };
    Some(request)
}

/// Discord opens the Activity for whoever clicked, in this channel: no
/// message of ours.
async fn launch(ctx: &serenity::Context, component: &serenity::ComponentInteraction) {
    let launch = serde_json::json!({"type": LAUNCH_ACTIVITY});
    let launched = ctx
        .http
        .create_interaction_response(component.id, &component.token, &launch, Vec::new())
        .await;
    if let Err(e) = launched {
        super::discord_failed("launch");
        let channel = component.channel_id.get();
        tracing::warn!(error = %e, channel, "Discord did not launch the Activity");
    }
}

/// An answer's menu (Basilica's Pay…) of `options`, or, past Discord's 25,
/// where to find them all.
fn answer_menu_reply(
    prompt: Prompt,
    word: &'static str,
    options: &[crate::games::Choice],
    lang: Lang,
) -> (Reply, Option<serenity::CreateActionRow>) {
    let said = |what: &str| lang.text(&format!("answer-{word}-{what}"));
    if options.len() > 25 {
        (Reply::private(said("menu-too-many")), None)
    } else {
        (
            Reply::private(said("menu")),
            Some(answer_menu(prompt, word, options, lang)),
        )
    }
}

/// Answers a button or menu click.
pub async fn handle(
    ctx: &serenity::Context,
    data: &Data,
    component: &serenity::ComponentInteraction,
) {
    let Some(prompt) = Prompt::parse(&component.data.custom_id) else {
        tracing::debug!(
            id = component.data.custom_id,
            "a component that is not ours"
        );
        return;
    };
    let user = component.user.id.get();
    let here = ChannelId(component.channel_id.get());
    let channel = here.0;
    let lang = Lang::resolve(
        Some(&component.locale),
        component.guild_locale.as_deref(),
        data.lang,
    );
    // The picker's own clicks and a history page change the message they
    // are on; Play… opens a new private one.
    let picker = prompt.kind.trails();
    let in_place = picker || matches!(prompt.kind, PromptKind::Older | PromptKind::Newer);
    let place = Place::of(prompt.kind);
    let deferred = AtomicBool::new(false);
    let defer = async {
        deferred.store(true, Ordering::SeqCst);
        // Discord fixes a deferred answer's visibility at the defer: a
        // private answer is deferred privately; any other, without a
        // message of its own (its answer is then one, private or not).
        let response = match place {
            Place::Private => serenity::CreateInteractionResponse::Defer(
                serenity::CreateInteractionResponseMessage::new().ephemeral(true),
            ),
            Place::Message | Place::Either => serenity::CreateInteractionResponse::Acknowledge,
        };
        if let Err(e) = component.create_response(&ctx.http, response).await {
            super::discord_failed("defer");
            tracing::warn!(error = %e, "could not defer a component interaction");
        }
    };
    let selected = match &component.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
        _ => None,
    };
    let result = match prompt.kind {
        PromptKind::Board => {
            launch(ctx, component).await;
            return;
        }
        PromptKind::Answer(word) if games::answer(word).is_some_and(|a| a.menu) => {
            let stamp = prompt.stamp();
            call(
                data,
                lang,
                move |s| s.answers(here, user, Some(stamp), word),
                defer,
            )
            .await
            .map(|options| answer_menu_reply(prompt, word, &options, lang))
        }
        _ => match request(prompt, user, here, selected) {
            Some(request) => call(data, lang, request, defer).await.map(|r| (r, None)),
            None => Err(ServiceError::Refused(Denied::NothingChosen)),
        },
    }
    // A button whose channel has no game any more belongs to a game that
    // ended: say so, rather than "no game here".
    .map_err(|e| match e {
        ServiceError::NoGame => ServiceError::Refused(Denied::StaleGame),
        other => other,
    });
    if in_place && (picker || result.is_ok()) {
        let deferred = deferred.load(Ordering::SeqCst);
        if let Err(e) = replace(ctx, data, component, deferred, prompt.kind, result, lang).await {
            super::discord_failed("edit");
            tracing::error!(error = %e, channel, "could not change a message in place");
        }
        return;
    }
    let (reply, menu) = match result {
        Ok(answer) => answer,
        Err(error) => {
            log_error(&error, "button", channel);
            (Reply::private(error.words(Reader::markdown(lang))), None)
        }
    };
    let deferred = deferred.load(Ordering::SeqCst).then_some(place);
    let computer = reply.computer_next;
    // Kept for the direct notices the turn owes, once it is told.
    let turn = Reply {
        ping: reply.ping.clone(),
        stamp: reply.stamp,
        private: reply.private,
        answers_only: reply.answers_only,
        ..Reply::default()
    };
    match send(ctx, data, component, deferred, (reply, menu), lang).await {
        Ok(()) => super::direct::nudge(data, &ctx.http, here, &turn).await,
        Err(e) => {
            super::discord_failed("answer");
            tracing::error!(error = %e, channel, "could not answer a button");
        }
    }
    let asked = asked(component);
    if computer || asked.is_some() {
        super::answers::keystone_next(data, ctx.http.clone(), here, lang, asked);
    }
}

/// The click, if it comes from where Keystone may only answer.
fn asked(component: &serenity::ComponentInteraction) -> Option<super::answers::Asked> {
    super::answers::Asked::of(
        &component.token,
        &component.authorizing_integration_owners,
        component.context,
        component.member.as_ref(),
    )
}

/// Answers a click that changes the message it is on: a history page turned,
/// or the move picker after a choice. The picker's Play replaces the picker
/// with a short note and posts the move in the channel, as `/play` would.
async fn replace(
    ctx: &serenity::Context,
    data: &Data,
    component: &serenity::ComponentInteraction,
    deferred: bool,
    kind: PromptKind,
    result: Result<(Reply, Option<serenity::CreateActionRow>), ServiceError>,
    lang: Lang,
) -> Result<(), Failed> {
    let channel = component.channel_id.get();
    let (shown, posted) = match result {
        Ok((reply, _)) if kind == PromptKind::PickPlay => (
            Reply::private(crate::tell::prompts::pick_played(lang)),
            Some(reply),
        ),
        Ok((reply, _)) => (reply, None),
        Err(error) => {
            log_error(&error, "button", channel);
            (Reply::private(error.words(Reader::markdown(lang))), None)
        }
    };
    let courier = data.courier(&ctx.http)?;
    let token = component.token.as_str();
    // The clicked message is the picker or a history page: plain text,
    // never laid out with Components V2, whose flag no edit could drop.
    let page = Message::of(&shown, lang);
    if deferred {
        // The deferred update edits the message the click was on, which
        // keeps its visibility.
        courier.send(To::Original(token), &page).await?;
    } else {
        let to = To::Answer {
            id: component.id.get(),
            token,
            kind: 7,
        };
        courier.send(to, &page).await?;
    }
    if let Some(reply) = posted {
        let here = ChannelId(channel);
        let message = Message::of(&reply, lang).private(reply.private);
        courier.send(To::FollowUp(token), &message).await?;
        super::direct::nudge(data, &ctx.http, here, &reply).await;
        let asked = asked(component);
        if reply.computer_next || asked.is_some() {
            super::answers::keystone_next(data, ctx.http.clone(), here, lang, asked);
        }
    }
    Ok(())
}

/// Where the answer to a click goes, decided before it is known: Discord
/// fixes a deferred answer's visibility at the defer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Place {
    /// The message clicked, changed in place (the picker's menus, a
    /// history page): it keeps its visibility.
    Message,
    /// To the user alone, always (their tent, the paid options, a picker).
    Private,
    /// A message of its own, to the channel or to the user alone (a move,
    /// or a refusal): deferred without a message.
    Either,
}

impl Place {
    fn of(kind: PromptKind) -> Place {
        match kind {
            k if k.trails() => Place::Message,
            PromptKind::Older | PromptKind::Newer => Place::Message,
            PromptKind::Tent | PromptKind::Play => Place::Private,
            // An answer's menu, for the asked seat alone.
            PromptKind::Answer(word) if games::answer(word).is_some_and(|a| a.menu) => {
                Place::Private
            }
            _ => Place::Either,
        }
    }
}

/// Sends the answer to a component interaction: as its response, or, once
/// deferred (as `deferred` says), in place of the private "thinking…" or
/// as a message of its own.
async fn send(
    ctx: &serenity::Context,
    data: &Data,
    component: &serenity::ComponentInteraction,
    deferred: Option<Place>,
    (reply, menu): (Reply, Option<serenity::CreateActionRow>),
    lang: Lang,
) -> Result<(), Failed> {
    // The menu of paid options, if any, above the reply's own rows.
    let mut rows: Vec<serenity::CreateActionRow> = menu.into_iter().collect();
    rows.extend(self::rows(&reply, lang));
    let message = Message::with_rows(&reply, &rows);
    let courier = data.courier(&ctx.http)?;
    let token = component.token.as_str();
    if deferred == Some(Place::Private) {
        super::after_private_defer(&courier, token, &reply, message, lang).await
    } else if deferred.is_some() {
        // Deferred without a message: the answer is one of its own.
        let message = message.private(reply.private);
        courier.send(To::FollowUp(token), &message).await
    } else {
        let to = To::Answer {
            id: component.id.get(),
            token,
            kind: 4,
        };
        courier.send(to, &message.private(reply.private)).await
    }
}
