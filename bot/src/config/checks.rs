//! The checks of every setting once read (the `[web]` table's own are in
//! [`super::web`]): each refusal names the key and its variable.

use std::time::Duration;

use super::{Config, ConfigError, at_most, refuse};
use crate::i18n::Lang;
use crate::service::timing::{LONGEST_SETTING, SHORTEST_SETTING};

/// The longest `remind_after` and `paid_timeout`: the longest wait a game
/// may set for itself, a month. Far longer, the time a reminder is due no
/// longer fits in milliseconds, and overflowed.
const LONGEST_WAIT: (Duration, &str) = (
    Duration::from_millis(LONGEST_SETTING.unsigned_abs()),
    "30 days",
);

impl Config {
    /// Refuses settings that cannot work, naming the key.
    pub(super) fn check(&self) -> Result<(), ConfigError> {
        self.check_where()?;
        self.check_waits()?;
        self.check_backups()?;
        self.web.check()?;
        self.log_filter()?;
        Ok(())
    }

    /// The language, the shards, the store, the server and Discord's
    /// address.
    fn check_where(&self) -> Result<(), ConfigError> {
        if Lang::from_tag(&self.locale).is_none() {
            let spoken: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
            return refuse(
                "locale",
                "KEYSTONE_LOCALE",
                &format!(
                    "must be one of {}, not \"{}\"",
                    spoken.join(", "),
                    self.locale
                ),
            );
        }
        if let Some(Err(why)) = self
            .shards
            .as_deref()
            .map(str::parse::<crate::shards::Shards>)
        {
            return refuse("shards", "KEYSTONE_SHARDS", &format!("is wrong: {why}"));
        }
        // An empty address is set all the same: the bot would look for
        // PostgreSQL at no address rather than keep its games in `database`.
        if self
            .store
            .as_ref()
            .is_some_and(|s| s.expose().trim().is_empty())
        {
            return refuse(
                "store",
                "KEYSTONE_STORE",
                "is empty: give the PostgreSQL address (postgres://user:password@host/database), \
                 or leave it out to keep the games in `database`",
            );
        }
        // No server has the id 0, and serenity's GuildId panics on it while
        // the commands are registered.
        if self.dev_guild == Some(0) {
            return refuse(
                "dev_guild",
                "KEYSTONE_DEV_GUILD",
                "is 0, which is no server's id: give your development server's id (with Developer \
                 Mode on, right-click the server, Copy Server ID), or leave it out to register the \
                 commands globally",
            );
        }
        self.cache_bytes()?;
        if let Some(api) = &self.discord_api
            && !is_loopback(api)
        {
            return refuse(
                "discord_api",
                "KEYSTONE_DISCORD_API",
                &format!(
                    "is for the tests' fake Discord and must point at this machine (127.0.0.1, [::1] or \
                     localhost), not \"{api}\": the bot token would be sent there"
                ),
            );
        }
        Ok(())
    }

    /// The limits and waits: open games, the sweep, reminders, questions,
    /// answers given ahead, connections and timeouts.
    fn check_waits(&self) -> Result<(), ConfigError> {
        if self.max_open_games < 1 {
            return refuse(
                "max_open_games",
                "KEYSTONE_MAX_OPEN_GAMES",
                "must be at least 1",
            );
        }
        if self.away_days > crate::presence::MOST_AWAY_DAYS {
            return refuse(
                "away_days",
                "KEYSTONE_AWAY_DAYS",
                "must be at most 60 (a player's away days a year)",
            );
        }
        if self.sweep_every < Duration::from_millis(100) {
            return refuse(
                "sweep_every",
                "KEYSTONE_SWEEP_EVERY",
                "must be at least 100ms",
            );
        }
        // What is due waits for the sweep: rarer, and a reminder or a move
        // clock a game set to an hour would be late by more than an hour
        // (far rarer, the sweep's timer overflowed and it stopped).
        at_most(
            ("sweep_every", "KEYSTONE_SWEEP_EVERY"),
            self.sweep_every,
            (
                Duration::from_millis(SHORTEST_SETTING.unsigned_abs()),
                "1 hour",
            ),
            "reminders, move clocks, expired questions and Keystone's pending moves wait for the \
             sweep, and a game may set its waits as short as an hour",
        )?;
        // A zero wait would remind, or expire a question, at every sweep.
        if self.remind_after < Duration::from_secs(1) {
            return refuse(
                "remind_after",
                "KEYSTONE_REMIND_AFTER",
                "must be at least 1s",
            );
        }
        if self.paid_timeout < Duration::from_secs(1) {
            return refuse(
                "paid_timeout",
                "KEYSTONE_PAID_TIMEOUT",
                "must be at least 1s",
            );
        }
        at_most(
            ("remind_after", "KEYSTONE_REMIND_AFTER"),
            self.remind_after,
            LONGEST_WAIT,
            "the longest a game may set with /game settings remind_after; to remind nobody, set \
             max_reminders = 0",
        )?;
        at_most(
            ("paid_timeout", "KEYSTONE_PAID_TIMEOUT"),
            self.paid_timeout,
            LONGEST_WAIT,
            "the longest a game may wait for anything, as its move clock",
        )?;
        // Longer, and a question could expire before its answer given
        // ahead is played.
        if self.standing_after > Duration::from_secs(3600) {
            return refuse(
                "standing_after",
                "KEYSTONE_STANDING_AFTER",
                "must be at most 1h",
            );
        }
        if self.store_connections < 1 {
            return refuse(
                "store_connections",
                "KEYSTONE_STORE_CONNECTIONS",
                "must be at least 1",
            );
        }
        if self.discord_timeout < Duration::from_secs(1) {
            return refuse(
                "discord_timeout",
                "KEYSTONE_DISCORD_TIMEOUT",
                "must be at least 1s",
            );
        }
        if self.download_timeout < Duration::from_secs(1) {
            return refuse(
                "download_timeout",
                "KEYSTONE_DOWNLOAD_TIMEOUT",
                "must be at least 1s",
            );
        }
        Ok(())
    }

    /// Where backups go, how often, and how many are kept.
    fn check_backups(&self) -> Result<(), ConfigError> {
        if self.backup_dir.is_none() {
            let set = [
                (
                    "backup_every",
                    "KEYSTONE_BACKUP_EVERY",
                    self.backup_every.is_some(),
                ),
                (
                    "backup_keep",
                    "KEYSTONE_BACKUP_KEEP",
                    self.backup_keep.is_some(),
                ),
            ];
            if let Some((key, env, _)) = set.into_iter().find(|s| s.2) {
                return refuse(
                    key,
                    env,
                    "is set but `backup_dir` (KEYSTONE_BACKUP_DIR) is not: say where backups go",
                );
            }
        }
        if self
            .backup_every
            .is_some_and(|every| every < Duration::from_millis(100))
        {
            return refuse(
                "backup_every",
                "KEYSTONE_BACKUP_EVERY",
                "must be at least 100ms",
            );
        }
        // Far rarer, the backups' timer overflowed after the first one and
        // they stopped; a year would only mean one backup a start.
        if let Some(every) = self.backup_every {
            at_most(
                ("backup_every", "KEYSTONE_BACKUP_EVERY"),
                every,
                (Duration::from_secs(30 * 24 * 3600), "30 days"),
                "what is played between two backups is lost with the store",
            )?;
        }
        if self.backup_keep == Some(0) {
            return refuse(
                "backup_keep",
                "KEYSTONE_BACKUP_KEEP",
                "must be at least 1 (the newest backup)",
            );
        }
        if let Some(dir) = &self.backup_dir
            && dir.exists()
            && !dir.is_dir()
        {
            return refuse(
                "backup_dir",
                "KEYSTONE_BACKUP_DIR",
                &format!("is {}, which is a file, not a directory", dir.display()),
            );
        }
        Ok(())
    }
}

/// Whether a URL's host is this machine.
fn is_loopback(url: &str) -> bool {
    let rest = url
        .strip_prefix("http://")
        .or_else(|| url.strip_prefix("https://"))
        .unwrap_or("");
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let host = if let Some(v6) = host.strip_prefix('[') {
        v6.split(']').next().unwrap_or("")
    } else {
        host.split(':').next().unwrap_or("")
    };
    host.eq_ignore_ascii_case("localhost")
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}
