//! `keystone run` with a wrong setting stops at start-up, with exit code 1
//! and an error that names the setting, rather than failing later: a
//! panic while the commands are registered, a log that says nothing, a
//! store that will not open without saying which setting is wrong.

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long a refusal may take to come: far more than reading settings
/// takes. A bot still running then took the setting, and is stopped.
const PATIENCE: Duration = Duration::from_secs(60);

/// Runs `keystone run` with `settings` in an environment of its own; its
/// exit code (`None`: still running after [`PATIENCE`]) and its stderr.
fn run_with(settings: &[(&str, &str)]) -> (Option<i32>, String) {
    let dir = tempfile::Builder::new()
        .prefix("keystone-settings-")
        .tempdir()
        .unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(&config, "").unwrap();
    // A Discord on this machine that never answers: a bot that took the
    // setting waits there, and never reaches the real one.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let api = format!("http://{}", silent.local_addr().unwrap());
    let mut child = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .arg("run")
        .arg("--config")
        .arg(&config)
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env(
            "DISCORD_TOKEN",
            "NzAwMDAwMDAwMDAwMDAwMDAx.Gfake0.fake-token-for-tests-only-000000000000",
        )
        .env("KEYSTONE_DISCORD_API", &api)
        .env("KEYSTONE_DATABASE", dir.path().join("db"))
        .env("KEYSTONE_LOG", "warn")
        .envs(settings.iter().copied())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the keystone binary starts");
    // Read as it comes, so a full pipe never holds the bot up.
    let mut stderr = child.stderr.take().unwrap();
    let said = std::thread::spawn(move || {
        let mut said = String::new();
        let _ = stderr.read_to_string(&mut said);
        said
    });
    let start = Instant::now();
    let code = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status.code();
        }
        if start.elapsed() > PATIENCE {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    (code, said.join().unwrap())
}

#[test]
fn a_dev_guild_of_0_is_refused_before_discord_is_asked() {
    // It used to panic in serenity's GuildId::new(0) once connected.
    let (code, said) = run_with(&[("KEYSTONE_DEV_GUILD", "0")]);
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains("The setting `dev_guild` (KEYSTONE_DEV_GUILD) is 0"),
        "{said}"
    );
}

#[test]
fn a_misspelt_log_level_is_refused_rather_than_logging_nothing() {
    let (code, said) = run_with(&[("KEYSTONE_LOG", "inof")]);
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains("The setting `log` (KEYSTONE_LOG)") && said.contains("\"inof\""),
        "{said}"
    );
}

#[test]
fn a_cache_too_large_for_its_bytes_is_refused_naming_it() {
    // 2^44 MiB: in bytes it overflowed to 0, and the store refused to
    // open without saying which setting was wrong.
    let (code, said) = run_with(&[("KEYSTONE_CACHE_MB", "17592186044416")]);
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains("The setting `cache_mb` (KEYSTONE_CACHE_MB)")
            && said.contains("17592186044416"),
        "{said}"
    );
}
