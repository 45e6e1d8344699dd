//! The board inside Discord, as an Activity: who is playing and where is
//! learnt from Discord, never from the browser. The Activity's page gets
//! an OAuth2 code from the Discord client (scope `identify`); the server
//! exchanges it with the application's client secret, learns the user from
//! `/users/@me` with the user's token, and the channel and who is in the
//! Activity from its instance, with the bot's token. Then the board opens
//! with a pass for that channel and user, as a `/game web` link would.

use keystone_data::ChannelId;
use serde::Deserialize;

/// How the Activity's calls name their client. Discord asks every client
/// of its HTTP API to name itself `DiscordBot ($url, $versionNumber)`, and
/// may block one that does not
/// (<https://discord.com/developers/docs/reference#user-agent>). The bot's
/// other calls go through serenity, which names itself so; these say the
/// same, then Keystone and its version, as Discord lets clients add.
fn user_agent() -> String {
    format!(
        "{} Keystone/{}",
        serenity::constants::USER_AGENT,
        env!("CARGO_PKG_VERSION")
    )
}

/// Why an Activity's session was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotAdmitted {
    /// Discord refused the code (forged, used already, expired, or
    /// another application's), or the token it gave.
    Code,
    /// No such instance of this application is running.
    Instance,
    /// The user is not in that instance.
    NotIn,
    /// Discord did not answer, or answered what it never does.
    Discord,
}

/// What verifying an Activity's user needs: Discord's address, the
/// application's credentials and the bot's token.
#[derive(Clone)]
pub struct Activity {
    client: reqwest::Client,
    api: String,
    bot_token: String,
    client_secret: String,
    application: std::sync::Arc<tokio::sync::OnceCell<String>>,
}

impl std::fmt::Debug for Activity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Activity")
            .field("api", &self.api)
            .finish_non_exhaustive()
    }
}

#[derive(Deserialize)]
struct Token {
    access_token: String,
}

#[derive(Deserialize)]
struct Identified {
    id: String,
}

/// The user `/users/@me` names (scope `identify`).
#[derive(Deserialize)]
struct Me {
    id: String,
    /// Their Discord language, as Discord gives it (`en-US`, `fr`…).
    #[serde(default)]
    locale: Option<String>,
}

/// Who opened an Activity, and where, as Discord said it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    /// The channel the Activity runs in.
    pub channel: ChannelId,
    /// Its server, if it runs in one.
    pub guild: Option<u64>,
    /// The user.
    pub user: u64,
    /// The user's Discord language.
    pub locale: Option<String>,
    /// The user's token, for the page's `authenticate` with the Discord
    /// client: theirs already, it is given back to them alone.
    pub access_token: String,
}

#[derive(Deserialize)]
struct Instance {
    location: Location,
    users: Vec<String>,
}

#[derive(Deserialize)]
struct Location {
    channel_id: Option<String>,
    #[serde(default)]
    guild_id: Option<String>,
}

impl Activity {
    /// Verifies Activity users against Discord at `api` (its base, e.g.
    /// `https://discord.com`), with the bot's token and the application's
    /// client secret.
    pub fn new(api: &str, bot_token: &str, client_secret: &str) -> Result<Activity, String> {
        let client = reqwest::Client::builder()
            .use_rustls_tls()
            .user_agent(user_agent())
            .timeout(std::time::Duration::from_secs(15))
            .build()
            // not shown: stops the bot at start-up, for the operator
            .map_err(|e| format!("cannot build the HTTP client: {e}"))?;
        Ok(Activity {
            client,
            api: format!("{}/api/v10", api.trim_end_matches('/')),
            bot_token: bot_token.to_owned(),
            client_secret: client_secret.to_owned(),
            application: std::sync::Arc::default(),
        })
    }

    /// Which application this is (its client id, which the Activity's
    /// page needs for the Discord client), asked of Discord once.
    pub async fn application(&self) -> Result<&str, NotAdmitted> {
        self.application
            .get_or_try_init(|| async {
                let answer = self
                    .client
                    .get(format!("{}/oauth2/applications/@me", self.api))
                    .header("Authorization", format!("Bot {}", self.bot_token))
                    .send()
                    .await
                    .map_err(|e| discord("application", &e))?;
                let application: Identified = read(answer, "application").await?;
                Ok(application.id)
            })
            .await
            .map(String::as_str)
    }

    /// The channel and user of the Activity `instance` whose page got
    /// `code` from the Discord client.
    pub async fn session(&self, code: &str, instance: &str) -> Result<Verified, NotAdmitted> {
        // The instance's id goes into a path: only what Discord's ids are,
        // checked before Discord is asked anything.
        if instance.is_empty()
            || instance.len() > 100
            || !instance
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        {
            return Err(NotAdmitted::Instance);
        }
        let application = self.application().await?.to_owned();
        let answer = self
            .client
            .post(format!("{}/oauth2/token", self.api))
            .form(&[
                ("client_id", application.as_str()),
                ("client_secret", self.client_secret.as_str()),
                ("grant_type", "authorization_code"),
                ("code", code),
            ])
            .send()
            .await
            .map_err(|e| discord("token", &e))?;
        if answer.status().is_client_error() {
            tracing::info!(status = %answer.status(), "Discord refused an Activity's code");
            return Err(NotAdmitted::Code);
        }
        let token: Token = read(answer, "token").await?;
        let answer = self
            .client
            .get(format!("{}/users/@me", self.api))
            .header("Authorization", format!("Bearer {}", token.access_token))
            .send()
            .await
            .map_err(|e| discord("user", &e))?;
        if answer.status().is_client_error() {
            return Err(NotAdmitted::Code);
        }
        let me: Me = read(answer, "user").await?;
        let user: u64 = me.id.parse().map_err(|_| NotAdmitted::Discord)?;
        let answer = self
            .client
            .get(format!(
                "{}/applications/{application}/activity-instances/{instance}",
                self.api
            ))
            .header("Authorization", format!("Bot {}", self.bot_token))
            .send()
            .await
            .map_err(|e| discord("instance", &e))?;
        if answer.status() == reqwest::StatusCode::NOT_FOUND {
            return Err(NotAdmitted::Instance);
        }
        let running: Instance = read(answer, "instance").await?;
        if !running.users.iter().any(|u| *u == user.to_string()) {
            return Err(NotAdmitted::NotIn);
        }
        let channel = running
            .location
            .channel_id
            .and_then(|c| c.parse().ok())
            .ok_or(NotAdmitted::Instance)?;
        Ok(Verified {
            channel: ChannelId(channel),
            guild: running.location.guild_id.and_then(|g| g.parse().ok()),
            user,
            locale: me.locale,
            access_token: token.access_token,
        })
    }
}

/// A call to Discord that failed, logged.
fn discord(call: &'static str, error: &reqwest::Error) -> NotAdmitted {
    crate::host::discord_failed("activity");
    tracing::warn!(call, %error, "Discord did not answer an Activity's check");
    NotAdmitted::Discord
}

/// Discord's answer to `call` as `T`, or a refusal if it is not one.
async fn read<T: serde::de::DeserializeOwned>(
    answer: reqwest::Response,
    call: &'static str,
) -> Result<T, NotAdmitted> {
    let status = answer.status();
    if !status.is_success() {
        tracing::warn!(call, %status, "Discord refused an Activity's check");
        return Err(NotAdmitted::Discord);
    }
    let text = answer.text().await.map_err(|e| discord(call, &e))?;
    serde_json::from_str(&text).map_err(|error| {
        tracing::warn!(call, %error, "Discord's answer to an Activity's check does not read");
        NotAdmitted::Discord
    })
}
