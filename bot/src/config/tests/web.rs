//! The `[web]` table's tests.

use super::*;

#[test]
fn the_web_server_is_off_unless_it_listens_and_its_settings_are_checked() {
    with("", |config| assert_eq!(config.unwrap().web_listen(), None));
    with("[web]\nlisten = \"127.0.0.1:8080\"", |config| {
        let config = config.unwrap();
        assert_eq!(config.web_listen(), Some("127.0.0.1:8080".parse().unwrap()));
    });
    Jail::expect_with(|jail| {
        jail.clear_env();
        jail.create_file("config.toml", "")?;
        jail.set_env("KEYSTONE_WEB_LISTEN", "[::1]:9000");
        let config = Config::load(Path::new("config.toml")).unwrap();
        assert_eq!(config.web_listen(), Some("[::1]:9000".parse().unwrap()));
        Ok(())
    });
    let refused = |toml: &str, key: &str, why: &str| {
        with(toml, |config| {
            let error = config.unwrap_err().to_string();
            assert!(
                error.contains(key) && error.contains(why),
                "{toml}: {error}"
            );
        });
    };
    refused(
        "[web]\nlisten = \"8080\"",
        "`web.listen`",
        "address and port",
    );
    refused(
        "[web]\nlisen = \"127.0.0.1:1\"",
        "`web.lisen`",
        "unknown setting",
    );
    Jail::expect_with(|jail| {
        jail.clear_env();
        jail.set_env("KEYSTONE_WEB_LISTN", "127.0.0.1:1");
        let error = Config::load(Path::new("config.toml"))
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("Did you mean KEYSTONE_WEB_LISTEN?"),
            "{error}"
        );
        Ok(())
    });
}

#[test]
fn board_links_and_the_activity_are_set_under_web_and_checked() {
    let on = "[web]\nlisten = \"127.0.0.1:8080\"\n";
    with(on, |config| {
        let config = config.unwrap();
        assert_eq!(config.web_public_url(), None);
        assert_eq!(config.link_lasts(), Duration::from_secs(7 * 24 * 3600));
        assert!(config.web.client_secret.is_none());
    });
    let set = format!(
        "{on}public_url = \"https://keystone.example.org/\"\nlink_lasts = \"2d\"\nclient_secret = \"s3cret\""
    );
    with(&set, |config| {
        let config = config.unwrap();
        assert_eq!(
            config.web_public_url(),
            Some("https://keystone.example.org")
        );
        assert_eq!(config.link_lasts(), Duration::from_secs(2 * 24 * 3600));
        assert!(
            !format!("{config:?}").contains("s3cret"),
            "the secret never shows"
        );
    });
    let refused = |toml: &str, key: &str, why: &str| {
        with(toml, |config| {
            let error = config.unwrap_err().to_string();
            assert!(
                error.contains(key) && error.contains(why),
                "{toml}: {error}"
            );
        });
    };
    refused(
        &format!("{on}public_url = \"keystone.example.org\""),
        "web.public_url",
        "http(s) address",
    );
    refused(
        "[web]\npublic_url = \"https://keystone.example.org\"",
        "web.public_url",
        "web.listen",
    );
    refused(
        &format!("{on}link_lasts = \"10s\""),
        "web.link_lasts",
        "1 minute",
    );
    refused(
        "[web]\nclient_secret = \"s3cret\"",
        "web.client_secret",
        "web.listen",
    );
}

#[test]
fn an_empty_secret_is_refused_not_taken_as_set() {
    let on = "[web]\nlisten = \"127.0.0.1:8080\"\n";
    for secret in ["", "  "] {
        refused_saying(
            &format!("{on}client_secret = \"{secret}\""),
            &[
                "`web.client_secret` (KEYSTONE_WEB_CLIENT_SECRET) is empty",
                "leave it out",
            ],
        );
    }
    Jail::expect_with(|jail| {
        jail.clear_env();
        jail.set_env("KEYSTONE_WEB_LISTEN", "127.0.0.1:8080");
        jail.set_env("KEYSTONE_WEB_CLIENT_SECRET", "");
        let error = Config::load(Path::new("config.toml"))
            .unwrap_err()
            .to_string();
        assert!(error.contains("`web.client_secret`"), "{error}");
        Ok(())
    });
}

#[test]
fn board_links_last_at_most_90_days() {
    let on = "[web]\nlisten = \"127.0.0.1:8080\"\n";
    for long in ["999999999y", "91d"] {
        refused_saying(
            &format!("{on}link_lasts = \"{long}\""),
            &[
                "`web.link_lasts` (KEYSTONE_WEB_LINK_LASTS)",
                "at most 90 days",
                long,
            ],
        );
    }
    with(&format!("{on}link_lasts = \"90d\""), |config| {
        assert_eq!(
            config.unwrap().link_lasts(),
            Duration::from_secs(90 * 24 * 3600)
        );
    });
}
