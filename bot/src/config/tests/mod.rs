//! The settings' tests.

use figment::Jail;

use super::*;

mod web;

const TOKEN: &str = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789ABCD";

/// Loads `toml` as config.toml, in a jail: a scratch directory and an
/// environment restored afterwards, one test at a time.
fn with(toml: &str, check: impl FnOnce(Result<Config, ConfigError>)) {
    Jail::expect_with(|jail| {
        jail.clear_env();
        jail.create_file("config.toml", toml)?;
        check(Config::load(Path::new("config.toml")));
        Ok(())
    });
}

/// Loads `toml` and checks it is refused with an error that says each of
/// `said`.
fn refused_saying(toml: &str, said: &[&str]) {
    with(toml, |config| {
        let error = config.unwrap_err().to_string();
        for words in said {
            assert!(error.contains(words), "{toml}: {words:?} not in: {error}");
        }
    });
}

#[test]
fn defaults_and_file() {
    with(
        &format!("token = \"{TOKEN}\"\ndatabase = \"/var/lib/keystone\"\ndev_guild = 42\n"),
        |config| {
            let config = config.unwrap();
            assert_eq!(config.database, PathBuf::from("/var/lib/keystone"));
            assert_eq!(
                (config.dev_guild, config.cache_mb, config.log.as_str()),
                (Some(42), 16, "info")
            );
            assert_eq!(config.token().unwrap().expose(), TOKEN);
            assert!(
                !format!("{config:?}").contains(TOKEN),
                "the token never shows"
            );
        },
    );
}

#[test]
fn bad_settings_say_what_to_do() {
    with("", |config| {
        let missing = config.unwrap().token().unwrap_err().to_string();
        assert!(
            missing.contains("DISCORD_TOKEN") && missing.contains("keystone local"),
            "{missing}"
        );
    });
    with("token = \"not-a-token\"", |config| {
        let malformed = config.unwrap().token().unwrap_err().to_string();
        assert!(
            malformed.contains("does not look like") && !malformed.contains("not-a-token"),
            "{malformed}"
        );
    });
    with("database = [", |config| {
        let broken = config.unwrap_err().to_string();
        assert!(
            broken.contains("config.example.toml") && broken.contains("keystone local"),
            "{broken}"
        );
    });
}

#[test]
fn each_mistake_names_its_key() {
    let refused = |toml: &str, key: &str| {
        with(toml, |config| {
            let error = config.unwrap_err().to_string();
            assert!(error.contains(&format!("`{key}`")), "{toml}: {error}");
        });
    };
    refused("locale = \"de\"", "locale");
    refused("cache_mb = 0", "cache_mb");
    refused(
        "discord_api = \"https://discord.example.com\"",
        "discord_api",
    );
    refused("discord_api = \"http://10.0.0.1:8080\"", "discord_api");
    refused(
        "discord_api = \"http://127.0.0.1.evil.example\"",
        "discord_api",
    );
    refused("max_open_games = 0", "max_open_games");
    refused("away_days = 61", "away_days");
    refused("sweep_every = \"10ms\"", "sweep_every");
    refused("remind_afer = \"12h\"", "remind_afer");
    refused("log = \"[\"", "log");
    for fine in [
        "discord_api = \"http://127.0.0.1:8080\"",
        "discord_api = \"http://localhost:9/api\"",
        "discord_api = \"http://[::1]:8080\"",
        "locale = \"pl\"\ncache_mb = 1",
    ] {
        with(fine, |config| assert!(config.is_ok(), "{fine}"));
    }
}

#[test]
fn durations_that_would_wedge_the_bot_are_refused() {
    let refused = |toml: &str, key: &str| {
        with(toml, |config| {
            let error = config.unwrap_err().to_string();
            assert!(error.contains(&format!("`{key}`")), "{toml}: {error}");
        });
    };
    refused("remind_after = \"0s\"", "remind_after");
    refused("paid_timeout = \"0s\"", "paid_timeout");
    refused("paid_timeout = \"500ms\"", "paid_timeout");
    refused("store_connections = 0", "store_connections");
    refused("discord_timeout = \"0s\"", "discord_timeout");
    with("remind_after = \"1s\"\npaid_timeout = \"1s\"", |config| {
        assert!(config.is_ok());
    });
}

#[test]
fn an_unknown_keystone_variable_is_refused() {
    Jail::expect_with(|jail| {
        jail.clear_env();
        jail.set_env("KEYSTONE_DATABSE", "/var/lib/keystone");
        let error = Config::load(Path::new("config.toml"))
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("KEYSTONE_DATABSE") && error.contains("KEYSTONE_DATABASE"),
            "{error}"
        );
        Ok(())
    });
    Jail::expect_with(|jail| {
        jail.clear_env();
        // What the test suite reads is not a setting, but no mistake.
        jail.set_env("KEYSTONE_PG_BIN", "/usr/lib/postgresql/15/bin");
        jail.set_env("KEYSTONE_STORE_CONNECTIONS", "4");
        assert!(Config::load(Path::new("config.toml")).is_ok());
        Ok(())
    });
}

#[test]
fn a_settings_file_that_is_a_directory_is_refused() {
    Jail::expect_with(|jail| {
        jail.clear_env();
        std::fs::create_dir(jail.directory().join("settings")).unwrap();
        for load in [Config::load_named, Config::load] {
            let error = load(Path::new("settings")).unwrap_err().to_string();
            assert!(
                error.contains("settings") && error.contains("directory"),
                "{error}"
            );
        }
        Ok(())
    });
}

#[test]
fn the_example_settings_read() {
    with(include_str!("../../../../config.example.toml"), |config| {
        let config = config.unwrap();
        assert_eq!(config.max_open_games, crate::service::OPEN_GAMES);
        assert_eq!(config.away_days, crate::presence::AWAY_DAYS);
        assert_eq!(config.download_timeout, Duration::from_secs(15));
    });
}

#[test]
fn a_settings_file_named_must_exist() {
    Jail::expect_with(|jail| {
        jail.clear_env();
        let error = Config::load_named(Path::new("missing.toml"))
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("missing.toml") && error.contains("does not exist"),
            "{error}"
        );
        // Without --config, a missing config.toml is fine.
        assert!(Config::load(Path::new("config.toml")).is_ok());
        Ok(())
    });
}

#[test]
fn the_environment_overrides_the_file() {
    Jail::expect_with(|jail| {
        jail.clear_env();
        jail.create_file("config.toml", "database = \"from-file\"\ncache_mb = 8")?;
        jail.set_env("KEYSTONE_DATABASE", "from-env");
        jail.set_env("DISCORD_TOKEN", TOKEN);
        let config = Config::load(Path::new("config.toml")).unwrap();
        assert_eq!(config.database, PathBuf::from("from-env"));
        assert_eq!(config.cache_mb, 8);
        assert_eq!(config.token().unwrap().expose(), TOKEN);
        Ok(())
    });
}

#[test]
fn backups_are_off_unless_a_directory_is_set_and_say_what_is_wrong() {
    with("", |config| assert_eq!(config.unwrap().backups(), None));
    with("backup_dir = \"backups\"", |config| {
        assert_eq!(
            config.unwrap().backups(),
            Some(Backups {
                dir: PathBuf::from("backups"),
                every: Backups::EVERY,
                keep: Backups::KEEP,
            })
        );
    });
    with(
        "backup_dir = \"b\"\nbackup_every = \"6h\"\nbackup_keep = 28",
        |config| {
            let backups = config.unwrap().backups().unwrap();
            assert_eq!(
                (backups.every, backups.keep),
                (Duration::from_secs(6 * 3600), 28)
            );
        },
    );
    let refused = |toml: &str, key: &str, why: &str| {
        with(toml, |config| {
            let error = config.unwrap_err().to_string();
            assert!(
                error.contains(&format!("`{key}`")) && error.contains(why),
                "{toml}: {error}"
            );
        });
    };
    refused("backup_every = \"6h\"", "backup_every", "`backup_dir`");
    refused("backup_keep = 3", "backup_keep", "`backup_dir`");
    refused(
        "backup_dir = \"b\"\nbackup_keep = 0",
        "backup_keep",
        "at least 1",
    );
    refused(
        "backup_dir = \"b\"\nbackup_every = \"10ms\"",
        "backup_every",
        "100ms",
    );
    refused(
        "backup_dir = \"config.toml\"",
        "backup_dir",
        "a file, not a directory",
    );
}

#[test]
fn waiting_rules_read_as_durations() {
    with("", |config| {
        let timing = config.unwrap().timing();
        // The bot waits to play answers given ahead; the service alone
        // (at one keyboard) does not.
        assert_eq!(
            timing,
            crate::service::Timing {
                standing_after: 120_000,
                away_days: 14,
                ..crate::service::Timing::default()
            }
        );
    });
    Jail::expect_with(|jail| {
        jail.clear_env();
        jail.create_file("config.toml", "remind_after = \"36h\"\nmax_reminders = 5")?;
        jail.set_env("KEYSTONE_PAID_TIMEOUT", "90m");
        jail.set_env("KEYSTONE_SWEEP_EVERY", "10s");
        let config = Config::load(Path::new("config.toml")).unwrap();
        let timing = config.timing();
        assert_eq!(timing.remind_after, 36 * 3_600_000);
        assert_eq!(timing.max_reminders, 5);
        assert_eq!(timing.question_timeout, 90 * 60_000);
        assert_eq!(config.sweep_every, Duration::from_secs(10));
        Ok(())
    });
    with("remind_after = \"soon\"", |config| {
        let bad = config.unwrap_err().to_string();
        assert!(bad.contains("remind_after"), "{bad}");
    });
}

#[test]
fn a_dev_guild_of_0_is_refused() {
    // serenity's GuildId::new(0) panics while the commands are registered.
    refused_saying(
        "dev_guild = 0",
        &["`dev_guild` (KEYSTONE_DEV_GUILD) is 0", "leave it out"],
    );
    with("dev_guild = 1", |config| {
        assert_eq!(config.unwrap().dev_guild, Some(1));
    });
}

#[test]
fn a_log_filter_that_would_ignore_a_directive_or_log_nothing_is_refused() {
    // EnvFilter takes a word that is no level for a target to log in full:
    // `inof` alone logs nothing at all.
    for (log, named) in [
        ("inof", "is \"inof\", which is neither a level"),
        (
            "warn,keystone_bot",
            "where \"keystone_bot\" is neither a level",
        ),
        ("warn,keystone_bot=dbug", "where \"keystone_bot=dbug\" is"),
        ("info,keystone_bot=", "where \"keystone_bot=\" is"),
        ("info,[command]", "where \"[command]\" is"),
        ("", "would log nothing"),
        (" , ", "would log nothing"),
    ] {
        refused_saying(
            &format!("log = \"{log}\""),
            &[
                "`log` (KEYSTONE_LOG)",
                named,
                "off, error, warn, info, debug, trace",
            ],
        );
    }
    Jail::expect_with(|jail| {
        jail.clear_env();
        jail.set_env("KEYSTONE_LOG", "inof");
        let error = Config::load(Path::new("config.toml"))
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("KEYSTONE_LOG") && error.contains("\"inof\""),
            "{error}"
        );
        Ok(())
    });
    for fine in [
        "info",
        "WARN",
        "off",
        "warn,keystone_bot=debug",
        "warn, keystone_bot=debug",
        "info,keystone_bot[command]=trace",
    ] {
        with(&format!("log = \"{fine}\""), |config| {
            assert!(config.is_ok(), "{fine}: {:?}", config.err());
        });
    }
}

#[test]
fn a_cache_whose_size_in_bytes_would_overflow_is_refused() {
    // 2^44 MiB is 2^64 bytes: shifted into bytes it was 0.
    refused_saying(
        "cache_mb = 17592186044416",
        &[
            "`cache_mb` (KEYSTONE_CACHE_MB)",
            "at most 65536",
            "not 17592186044416",
        ],
    );
    refused_saying("cache_mb = 65537", &["`cache_mb`", "at most 65536"]);
    refused_saying("cache_mb = 0", &["`cache_mb`", "at least 1"]);
    with("cache_mb = 65536", |config| {
        assert_eq!(config.unwrap().cache_mb, 65536);
    });
}

#[test]
fn an_empty_store_address_is_refused() {
    // An empty `store` is not unset: the bot would look for PostgreSQL at
    // no address rather than keep its games in `database`.
    refused_saying("store = \"\"", &["`store` (KEYSTONE_STORE) is empty"]);
}

#[test]
fn waits_longer_than_a_game_may_set_are_refused() {
    // Past ~292 million years a wait's milliseconds no longer fit an i64;
    // the time a reminder is due then overflowed.
    for key in ["remind_after", "paid_timeout"] {
        for long in ["999999999y", "31d"] {
            refused_saying(
                &format!("{key} = \"{long}\""),
                &[&format!("`{key}`"), "at most 30 days", long],
            );
        }
        with(&format!("{key} = \"30d\""), |config| {
            assert!(config.is_ok(), "{key}: {:?}", config.err());
        });
    }
}

#[test]
fn the_sweep_runs_at_least_hourly() {
    for long in ["999999999y", "2h"] {
        refused_saying(
            &format!("sweep_every = \"{long}\""),
            &[
                "`sweep_every` (KEYSTONE_SWEEP_EVERY)",
                "at most 1 hour",
                long,
            ],
        );
    }
    with("sweep_every = \"1h\"", |config| {
        assert_eq!(config.unwrap().sweep_every, Duration::from_secs(3600));
    });
}

#[test]
fn backups_are_written_at_least_monthly() {
    for long in ["999999999y", "31d"] {
        refused_saying(
            &format!("backup_dir = \"b\"\nbackup_every = \"{long}\""),
            &[
                "`backup_every` (KEYSTONE_BACKUP_EVERY)",
                "at most 30 days",
                long,
            ],
        );
    }
    with("backup_dir = \"b\"\nbackup_every = \"30d\"", |config| {
        let every = config.unwrap().backups().unwrap().every;
        assert_eq!(every, Duration::from_secs(30 * 24 * 3600));
    });
}
