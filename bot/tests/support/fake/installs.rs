//! User installs and group DMs, as Discord documents them. An application
//! may be installed to a server (`GUILD_INSTALL`, 0) or to a user's account
//! (`USER_INSTALL`, 1) (…/resources/application#installation-context): a
//! user-installed app is offered to that user in their group DMs and in
//! servers it is not in, where its bot is not a member (it answers through
//! the interaction's token only). Here are the controls a test sets that
//! up with, where an interaction comes from ([`Origin`]: its context and
//! `authorizing_integration_owners`, …/interactions/receiving-and-responding#interaction-object-authorizing-integration-owners-object),
//! which interactions Discord would not deliver at all (a test bug: the
//! fake panics), and what Discord refuses of an app there: posting with
//! the bot's token (50001), a sixth follow-up message (40094), a token
//! older than 15 minutes (50027); and the answers Discord makes ephemeral
//! when a member may not use external apps.

use std::collections::{HashMap, HashSet};
use std::time::Duration;

use axum::http::{Method, StatusCode};
use serde_json::{Map, Value, json};

use super::rest::guild_of;
use super::{Fake, State};

/// `USE_EXTERNAL_APPS` (`1 << 50`): "Allows user-installed apps to send
/// public responses. When disabled, users will still be allowed to use
/// their apps but the responses will be ephemeral. This only applies to
/// apps not also installed to the server"
/// (…/topics/permissions#permissions-bitwise-permission-flags); "enabled
/// for servers by default" (…/change-log, User-Installed Apps General
/// Availability, June 2024).
pub const USE_EXTERNAL_APPS: u64 = 1 << 50;

/// The app's permissions in a (G)DM with other users: "`app_permissions`
/// includes `ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE` permissions
/// for (G)DMs with other users"
/// (…/interactions/receiving-and-responding#interaction-object-interaction-structure):
/// `EMBED_LINKS` (`1 << 14`), `ATTACH_FILES` (`1 << 15`) and
/// `MENTION_EVERYONE` (`1 << 17`) (…/topics/permissions), 180224.
pub const PRIVATE_APP_PERMISSIONS: u64 = (1 << 14) | (1 << 15) | (1 << 17);

/// What the tests' server gives the app it is installed in (every
/// permission of the first 40 bits, as before).
const SERVER_APP_PERMISSIONS: &str = "1099511627775";

/// "Interaction tokens are valid for **15 minutes**"
/// (…/interactions/receiving-and-responding#followup-messages).
const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// "Apps are limited to 5 followup messages per interaction if it was
/// initiated from a user-installed app and isn't installed in the server
/// (meaning the authorizing integration owners object only contains
/// `USER_INSTALL`)" (…/interactions/receiving-and-responding#create-followup-message).
const USER_INSTALL_FOLLOWUPS: usize = 5;

/// Who installed the application where, and what the fake knows of each
/// interaction's installation.
#[derive(Default)]
pub(super) struct Installs {
    /// Group DMs (channel type 3) by channel: their members.
    group_dms: HashMap<u64, Vec<u64>>,
    /// The users who installed the app to their account.
    users: HashSet<u64>,
    /// The developer turned User Install off in the app's settings.
    user_install_off: bool,
    /// Servers the app is not installed in (its members may use it
    /// through their own installs).
    not_in: HashSet<u64>,
    /// Members whose permissions lack `USE_EXTERNAL_APPS`.
    withheld: HashSet<u64>,
    /// The global commands registered last (`None`: never), by name.
    global: Option<HashMap<String, Reach>>,
    /// Each server's commands registered last, by name.
    guild_commands: HashMap<u64, HashMap<String, Reach>>,
    /// Where each interaction delivered came from.
    sources: HashMap<u64, Source>,
    /// How much older than their injection tests made interactions.
    aged: HashMap<u64, Duration>,
}

/// Where a registered command may be used: its `integration_types` and
/// `contexts`, its defaults resolved.
#[derive(Clone, Debug)]
struct Reach {
    types: Vec<u64>,
    contexts: Vec<u64>,
}

/// Where an interaction delivered came from.
#[derive(Clone, Debug)]
struct Source {
    /// Its `authorizing_integration_owners`.
    owners: Value,
    /// In a server the app is not in, from a member without
    /// `USE_EXTERNAL_APPS`: Discord shows its answers to them only.
    forced_ephemeral: bool,
}

/// Where a channel is, for the app.
#[derive(Clone, Debug)]
enum Place {
    /// A group DM of these users.
    Group(Vec<u64>),
    /// A channel of server `guild`, the app installed there or not.
    Server { guild: u64, app_in: bool },
}

/// Where an interaction comes from, as Discord tells the app: what the
/// fixtures (`support::interaction`) build an interaction from.
#[derive(Clone, Debug)]
pub struct Origin {
    /// Its interaction context: 0 `GUILD`, 2 `PRIVATE_CHANNEL`
    /// (…/interactions/receiving-and-responding#interaction-object-interaction-context-types).
    pub context: u64,
    /// Its `authorizing_integration_owners`: `{"0": server}` for the app
    /// installed in the server, `{"1": user}` for the user whose install
    /// authorised it; `{}` when Discord would not deliver it at all
    /// ([`Fake::interact`] then panics, saying why).
    pub owners: Value,
    /// Its `app_permissions`.
    pub app_permissions: String,
    /// The group DM's members, when it comes from one.
    pub group: Option<Vec<u64>>,
    /// Its server, when it comes from one.
    pub guild: Option<u64>,
    /// Whether the member has `USE_EXTERNAL_APPS`.
    pub external_apps: bool,
}

impl Fake {
    /// Makes `channel` a group DM (channel type 3) of `members`, in no
    /// server. The bot is not in it: Discord refuses what it posts there
    /// with its token (403, 50001 Missing Access); only an app a member
    /// installed to their account is used there, through interactions
    /// (context `PRIVATE_CHANNEL`, 2).
    pub fn group_dm(&self, channel: u64, members: &[u64]) {
        let mut installs = self.state.installs.lock().unwrap();
        installs.group_dms.insert(channel, members.to_vec());
    }

    /// `user` installs the application to their account
    /// (…/resources/application#user-context): Discord offers them its
    /// commands that support `USER_INSTALL` wherever they are.
    pub fn install_for_user(&self, user: u64) {
        self.state.installs.lock().unwrap().users.insert(user);
    }

    /// The developer turns User Install off in the app's settings: the
    /// application's `integration_types_config` then has `"0"` only, and
    /// a command registration listing `USER_INSTALL` (1) is refused.
    /// (New apps have both, …/change-log, June 2024.)
    pub fn disable_user_install(&self) {
        self.state.installs.lock().unwrap().user_install_off = true;
    }

    /// The app is not installed in server `guild` (place a channel there
    /// with [`Fake::place`]): its bot is not a member (posting there is
    /// refused, 50001), and its members use it only through their own
    /// installs (`authorizing_integration_owners` `{"1": user}`, context
    /// `GUILD`, 0).
    pub fn user_installs_only(&self, guild: u64) {
        self.state.installs.lock().unwrap().not_in.insert(guild);
    }

    /// `user`'s permissions lack `USE_EXTERNAL_APPS` ([`USE_EXTERNAL_APPS`]):
    /// in a server the app is not installed in, Discord makes its answers
    /// to them ephemeral, whatever the app asked.
    pub fn withhold_external_apps(&self, user: u64) {
        self.state.installs.lock().unwrap().withheld.insert(user);
    }

    /// Makes interaction `id` older by `by` (tests cannot wait 15
    /// minutes): its token expires once it is 15 minutes old, as Discord's
    /// do, and its callback is late after 3 seconds.
    pub fn age_interaction(&self, id: u64, by: Duration) {
        let mut installs = self.state.installs.lock().unwrap();
        *installs.aged.entry(id).or_default() += by;
    }

    /// Where an interaction of type `kind` by `user` in `channel` with
    /// `data` comes from, as Discord would tell the app.
    pub fn origin(&self, kind: u8, user: u64, channel: u64, data: &Value) -> Origin {
        let decided = decide(&self.state, u64::from(kind), user, channel, data);
        let (owners, place) = match decided {
            Ok(found) => found,
            Err((_, place)) => (json!({}), place),
        };
        let installs = self.state.installs.lock().unwrap();
        let external_apps = !installs.withheld.contains(&user);
        match place {
            Place::Group(members) => Origin {
                context: 2,
                owners,
                app_permissions: PRIVATE_APP_PERMISSIONS.to_string(),
                group: Some(members),
                guild: None,
                external_apps,
            },
            Place::Server { guild, app_in } => Origin {
                context: 0,
                owners,
                // Discord does not document an app's permissions in a
                // server it is not in: the fake gives the (G)DM's.
                app_permissions: if app_in {
                    SERVER_APP_PERMISSIONS.to_owned()
                } else {
                    PRIVATE_APP_PERMISSIONS.to_string()
                },
                group: None,
                guild: Some(guild),
                external_apps,
            },
        }
    }
}

/// Checks interaction `id` before the fake delivers it, as Discord only
/// delivers what a user could do: a slash command (or its autocomplete)
/// only from a user it is offered to (in a group DM or a server the app is
/// not in, one who installed the app; its `contexts` listing the one it
/// comes from, its `integration_types` an installation it comes through),
/// anything in a group DM only from a member. Panics otherwise: the test
/// is wrong. Its `authorizing_integration_owners` are set as Discord would
/// (a click's are those of the interaction that made its message), and
/// recorded.
pub(super) fn admit(state: &State, id: u64, interaction: &mut Value) {
    let kind = interaction["type"].as_u64().unwrap_or(0);
    let user = interaction["member"]["user"]["id"]
        .as_str()
        .or_else(|| interaction["user"]["id"].as_str())
        .and_then(|u| u.parse().ok())
        .unwrap_or(0);
    let channel = interaction["channel_id"]
        .as_str()
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let (owners, place) = match decide(state, kind, user, channel, &interaction["data"]) {
        Ok(found) => found,
        Err((why, _)) => panic!(
            "Discord would not deliver interaction {id} (type {kind}) by {user} in channel {channel}: {why}"
        ),
    };
    interaction["authorizing_integration_owners"] = owners.clone();
    let mut installs = state.installs.lock().unwrap();
    let forced_ephemeral =
        matches!(place, Place::Server { app_in: false, .. }) && installs.withheld.contains(&user);
    installs.sources.insert(
        id,
        Source {
            owners,
            forced_ephemeral,
        },
    );
}

/// A refusal: why, and where.
type Undelivered = (String, Place);

/// The `authorizing_integration_owners` of an interaction of type `kind`
/// by `user` in `channel`, and where it is; or why Discord would not
/// deliver it.
fn decide(
    state: &State,
    kind: u64,
    user: u64,
    channel: u64,
    data: &Value,
) -> Result<(Value, Place), Undelivered> {
    // Read before the installs are locked (never the other way round).
    let carrier = data["custom_id"]
        .as_str()
        .and_then(|c| state.carriers.lock().unwrap().get(c).copied());
    let guild = guild_of(state, channel);
    let installs = state.installs.lock().unwrap();
    let place = match installs.group_dms.get(&channel) {
        Some(members) => Place::Group(members.clone()),
        None => Place::Server {
            guild,
            app_in: !installs.not_in.contains(&guild),
        },
    };
    let refuse = |why: String| Err((why, place.clone()));
    if let Place::Group(members) = &place
        && !members.contains(&user)
    {
        return refuse(format!(
            "{user} is not in group DM {channel} (its members: {members:?})"
        ));
    }
    let installed = installs.users.contains(&user) && !installs.user_install_off;
    let owners = if matches!(kind, 2 | 4) {
        let name = data["name"].as_str().unwrap_or("");
        command_owners(&installs, &place, user, installed, name)
    } else if let Some(source) = carrier.and_then(|m| installs.sources.get(&m.by)) {
        // A click comes through the installation that made its message,
        // whoever clicks.
        Ok(source.owners.clone())
    } else {
        match &place {
            Place::Server {
                guild,
                app_in: true,
            } => Ok(json!({"0": guild.to_string()})),
            Place::Group(members) => {
                let owner = std::iter::once(&user)
                    .filter(|_| installed)
                    .chain(members.iter().filter(|m| {
                        installs.users.contains(*m) && !installs.user_install_off
                    }))
                    .next();
                owner.map(|o| json!({"1": o.to_string()})).ok_or_else(|| {
                    "nobody in the group DM installed the app: none of its messages can be there"
                        .to_owned()
                })
            }
            Place::Server { app_in: false, .. } => installed
                .then(|| json!({"1": user.to_string()}))
                .ok_or_else(|| {
                    format!(
                        "the app is not in this server, {user} did not install it, and no message of a user's install carries this custom id"
                    )
                }),
        }
    };
    match owners {
        Ok(owners) => Ok((owners, place)),
        Err(why) => refuse(why),
    }
}

/// A command's `authorizing_integration_owners`: a key for each
/// installation it is offered through ("A key will only be present if …
/// the app has been authorized to the installation context corresponding
/// to the key … the interaction is supported in the source interaction
/// context … the command must be supported in the installation context",
/// …/interactions/receiving-and-responding#interaction-object-authorizing-integration-owners-object).
fn command_owners(
    installs: &Installs,
    place: &Place,
    user: u64,
    installed: bool,
    name: &str,
) -> Result<Value, String> {
    let reach = reach(installs, place, name);
    let (context, surface) = match place {
        Place::Group(_) => (2, "PRIVATE_CHANNEL"),
        Place::Server { .. } => (0, "GUILD"),
    };
    let not_there = |reach: &Reach| {
        format!(
            "/{name} is not registered for the {surface} context ({context}): its contexts are {:?} (absent, Discord gives GUILD and BOT_DM only)",
            reach.contexts
        )
    };
    if let Place::Server {
        guild,
        app_in: true,
    } = place
    {
        // Nothing registered (the fake's own tests), or not this command:
        // delivered through the server's install, as always.
        let Some(reach) = reach else {
            return Ok(json!({"0": guild.to_string()}));
        };
        if !reach.contexts.contains(&0) {
            return Err(not_there(&reach));
        }
        let mut owners = Map::new();
        if reach.types.contains(&0) {
            owners.insert("0".to_owned(), json!(guild.to_string()));
        }
        if installed && reach.types.contains(&1) {
            owners.insert("1".to_owned(), json!(user.to_string()));
        }
        if owners.is_empty() {
            return Err(format!(
                "/{name} is registered for installation types {:?} only, and {user} did not install the app (fake.install_for_user)",
                reach.types
            ));
        }
        return Ok(Value::Object(owners));
    }
    let here = match place {
        Place::Group(_) => "in a group DM",
        Place::Server { .. } => "in a server the app is not in",
    };
    if !installed {
        return Err(format!(
            "{user} has not installed the app to their account (fake.install_for_user): Discord does not offer its commands to them {here}"
        ));
    }
    let Some(reach) = reach else {
        return Err(format!(
            "the app registered no global command /{name}: Discord offers none {here}"
        ));
    };
    if !reach.types.contains(&1) {
        return Err(format!(
            "/{name} is not registered for user installs: its integration_types are {:?} (USER_INSTALL is 1)",
            reach.types
        ));
    }
    if !reach.contexts.contains(&context) {
        return Err(not_there(&reach));
    }
    Ok(json!({"1": user.to_string()}))
}

/// Where command `name` may be used `place`: a server's own command there
/// (only where the app is installed), else the global one.
fn reach(installs: &Installs, place: &Place, name: &str) -> Option<Reach> {
    let own = match place {
        Place::Server {
            guild,
            app_in: true,
        } => installs.guild_commands.get(guild).and_then(|c| c.get(name)),
        _ => None,
    };
    own.or_else(|| installs.global.as_ref()?.get(name)).cloned()
}

/// Remembers the chat-input commands registered (`PUT …/commands`, server
/// `guild`'s or global), their defaults resolved. A global command's
/// `integration_types` "Defaults to your app's configured contexts"
/// (…/interactions/application-commands#application-command-object-application-command-structure)
/// "at the time of command creation" (…/change-log, March 2024). Its
/// `contexts`, absent: Discord's docs said "By default, all interaction
/// context types", and removed it (discord-api-docs#7583, May 2025)
/// because Discord gives `GUILD` and `BOT_DM` only, not `PRIVATE_CHANNEL`
/// (discord-api-docs#7108): the fake gives those two (`GUILD` alone with
/// the deprecated `dm_permission: false`), so an app that wants group DMs
/// must say so. A server's command is for that server's install only.
pub(super) fn register(state: &State, guild: Option<u64>, body: &Value) {
    let mut installs = state.installs.lock().unwrap();
    let configured = if installs.user_install_off {
        vec![0]
    } else {
        vec![0, 1]
    };
    let commands = body
        .as_array()
        .into_iter()
        .flatten()
        .filter(|c| c["type"].as_u64().unwrap_or(1) == 1)
        .map(|command| {
            let list = |key: &str| {
                command[key]
                    .as_array()
                    .map(|l| l.iter().filter_map(Value::as_u64).collect::<Vec<_>>())
            };
            let reach = match guild {
                Some(_) => Reach {
                    types: vec![0],
                    contexts: vec![0],
                },
                None => Reach {
                    types: list("integration_types").unwrap_or_else(|| configured.clone()),
                    contexts: list("contexts").unwrap_or_else(|| {
                        if command["dm_permission"] == json!(false) {
                            vec![0]
                        } else {
                            vec![0, 1]
                        }
                    }),
                },
            };
            (command["name"].as_str().unwrap_or("").to_owned(), reach)
        })
        .collect();
    match guild {
        Some(guild) => {
            installs.guild_commands.insert(guild, commands);
        }
        None => installs.global = Some(commands),
    }
}

/// Whether the application supports installs to users.
pub(super) fn user_install(state: &State) -> bool {
    !state.installs.lock().unwrap().user_install_off
}

/// The application's `integration_types_config`: "Default scopes and
/// permissions for each supported installation context"
/// (…/resources/application#application-object), both for a new app
/// (…/change-log, June 2024), `"0"` alone once User Install is off.
pub(super) fn integration_types_config(state: &State) -> Value {
    let mut config = json!({"0": {"oauth2_install_params": {"scopes": ["applications.commands", "bot"], "permissions": "0"}}});
    if user_install(state) {
        config["1"] = json!({"oauth2_install_params": {"scopes": ["applications.commands"], "permissions": "0"}});
    }
    config
}

/// How old interaction `id` is, if it was injected.
pub(super) fn age(state: &State, id: u64) -> Option<Duration> {
    let injected = state.answers.lock().unwrap().get(&id)?.injected?;
    let aged = state
        .installs
        .lock()
        .unwrap()
        .aged
        .get(&id)
        .copied()
        .unwrap_or_default();
    Some(injected.elapsed() + aged)
}

/// Whether Discord shows interaction `id`'s answers to its user only,
/// whatever the app asked (see [`Fake::withhold_external_apps`]).
pub(super) fn forced_ephemeral(state: &State, id: u64) -> bool {
    let installs = state.installs.lock().unwrap();
    installs
        .sources
        .get(&id)
        .is_some_and(|s| s.forced_ephemeral)
}

/// What Discord refuses of an app not in a channel, and of an
/// interaction's token, before the route reads the call: `Some((status,
/// body))` when it does.
///
/// - The bot's token posting (a message, a thread) in a group DM or in a
///   server the app is not installed in, where the bot is not a member:
///   403, 50001 "Missing Access" (…/topics/opcodes-and-status-codes#json).
/// - Any call with an interaction's token once the interaction is 15
///   minutes old ([`TOKEN_LIFETIME`]): 401, 50027 "Invalid Webhook Token"
///   (the docs' text: "Invalid webhook token provided").
/// - A sixth follow-up message of an interaction whose
///   `authorizing_integration_owners` hold `USER_INSTALL` only
///   ([`USER_INSTALL_FOLLOWUPS`]): 400, 40094 "This interaction has hit
///   the maximum number of follow up messages". Only calls that create a
///   message count ([`made`]): the first follow-up right after a deferred
///   message (`DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE`) "will function as
///   Edit Original Interaction Response … no new message will be created"
///   (…/interactions/receiving-and-responding#create-followup-message):
///   the limit is on follow-up *messages*, and editing the original is
///   not limited, so that deprecated edit is not counted (a deferred
///   interaction may edit its "thinking…" so, then make five).
///   Interactions authorised by a server's install are unaffected ("apps
///   installed to the server are unaffected", …/change-log, June 2024).
pub(super) fn refusal(state: &State, method: &Method, path: &str) -> Option<(StatusCode, Value)> {
    let parts: Vec<&str> = path.split('/').collect();
    match (method.as_str(), parts.as_slice()) {
        ("POST", ["channels", channel, "messages" | "threads"]) => {
            let channel: u64 = channel.parse().ok()?;
            let guild = guild_of(state, channel);
            let installs = state.installs.lock().unwrap();
            (installs.group_dms.contains_key(&channel) || installs.not_in.contains(&guild)).then(
                || {
                    (
                        StatusCode::FORBIDDEN,
                        json!({"message": "Missing Access", "code": 50001}),
                    )
                },
            )
        }
        (_, ["webhooks", _, token, rest @ ..]) => {
            let id: u64 = token.strip_prefix("token-")?.parse().ok()?;
            if age(state, id).is_some_and(|age| age >= TOKEN_LIFETIME) {
                return Some((
                    StatusCode::UNAUTHORIZED,
                    json!({"message": "Invalid Webhook Token", "code": 50027}),
                ));
            }
            let followup = method == Method::POST && rest.is_empty();
            (followup && user_installed_only(state, id) && made(state, id) >= USER_INSTALL_FOLLOWUPS)
                .then(|| {
                    (
                        StatusCode::BAD_REQUEST,
                        json!({"message": "This interaction has hit the maximum number of follow up messages", "code": 40094}),
                    )
                })
        }
        _ => None,
    }
}

/// Whether interaction `id` was authorised by a user's install only.
fn user_installed_only(state: &State, id: u64) -> bool {
    let installs = state.installs.lock().unwrap();
    installs.sources.get(&id).is_some_and(|s| {
        s.owners
            .as_object()
            .is_some_and(|o| o.len() == 1 && o.contains_key("1"))
    })
}

/// The follow-up messages interaction `id` made so far: the calls that
/// showed a new message, not the one that edited the deferred "thinking…"
/// (the only follow-up that edits is the first, so it is never refused
/// either).
fn made(state: &State, id: u64) -> usize {
    state
        .answers(id)
        .calls
        .iter()
        .filter(|c| {
            c.method == "POST"
                && c.path.starts_with("webhooks/")
                && c.shown.as_ref().is_some_and(|s| !s.edit)
        })
        .count()
}
