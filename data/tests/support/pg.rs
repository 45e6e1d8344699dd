//! A throwaway PostgreSQL server for tests: started once per test binary
//! from the machine's PostgreSQL programs, on a free loopback port, its
//! data in a temporary directory; each test gets a database of its own.
//! The server stops, and its directory goes, when the test binary exits (a
//! watchdog shell waits for the binary's process to end). `fsync` is off:
//! the durability that matters here is the store's own transactions, and
//! the server outlives every test.
//!
//! Needs PostgreSQL's server programs (`initdb`, `postgres`): on `PATH`, in
//! `$KEYSTONE_PG_BIN`, or where Debian puts them. `.ci/run` installs them.

#![allow(dead_code)] // each test binary uses what it needs

use std::io::{BufRead, BufReader};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The running server.
pub(crate) struct Server {
    /// `postgres://…` of its maintenance database.
    admin: String,
    port: u16,
    /// The watchdog: it stops the server once this process has ended.
    _watchdog: Mutex<Child>,
}

/// The directory of PostgreSQL's server programs.
fn programs() -> PathBuf {
    if let Some(dir) = std::env::var_os("KEYSTONE_PG_BIN") {
        return PathBuf::from(dir);
    }
    let on_path = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default();
    if let Some(dir) = on_path
        .into_iter()
        .find(|d| d.join("initdb").exists() && d.join("postgres").exists())
    {
        return dir;
    }
    let mut debian: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path().join("bin"))
                .filter(|d| d.join("initdb").exists())
                .collect()
        })
        .unwrap_or_default();
    debian.sort();
    debian.pop().unwrap_or_else(|| {
        panic!(
            "PostgreSQL's server programs (initdb, postgres) are needed for these tests: \
             install them (Debian: apt-get install postgresql) or set KEYSTONE_PG_BIN"
        )
    })
}

/// Root may not run PostgreSQL: then it runs as the `postgres` user.
fn as_root() -> bool {
    std::fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0)
}

fn command(program: &Path) -> Command {
    if as_root() {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(program);
        c
    } else {
        Command::new(program)
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free loopback port")
}

fn start() -> Server {
    let bin = programs();
    let dir = tempfile::Builder::new()
        .prefix("keystone-pg-")
        .tempdir()
        .expect("a temporary directory")
        .keep();
    if as_root() {
        let status = Command::new("chown")
            .args(["-R", "postgres:postgres"])
            .arg(&dir)
            .status()
            .expect("chown");
        assert!(status.success(), "the postgres user owns the test cluster");
    }
    let data = dir.join("data");
    let initdb = command(&bin.join("initdb"))
        .arg("-D")
        .arg(&data)
        .args(["-U", "keystone", "--auth=trust", "-E", "UTF8", "--no-sync"])
        .stdout(Stdio::null())
        .output()
        .expect("initdb runs");
    assert!(
        initdb.status.success(),
        "initdb: {}",
        String::from_utf8_lossy(&initdb.stderr)
    );
    let port = free_port();
    // The watchdog: starts the server, waits for its stdin to close (this
    // test binary ended), then stops the server and removes its files.
    let postgres = bin.join("postgres");
    let pg_ctl = bin.join("pg_ctl");
    let runner = if as_root() {
        "runuser -u postgres -- "
    } else {
        ""
    };
    let script = format!(
        "exec 2>> '{dir}/watchdog.log' < /dev/null; \
         {runner}'{postgres}' -D '{data}' -p {port} -k '{dir}' -c listen_addresses=127.0.0.1 \
         -c max_connections=200 -c shared_buffers=32MB -c fsync=off > '{dir}/log' 2>&1 & \
         echo started; \
         while kill -0 {test} 2> /dev/null; do sleep 0.2; done; \
         {runner}'{pg_ctl}' -D '{data}' -m immediate -w stop > /dev/null; rm -rf '{dir}'",
        postgres = postgres.display(),
        pg_ctl = pg_ctl.display(),
        data = data.display(),
        dir = dir.display(),
        test = std::process::id(),
    );
    let mut child = Command::new("sh")
        .args(["-c", &script])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the watchdog starts");
    let mut started = String::new();
    BufReader::new(child.stdout.take().expect("its stdout"))
        .read_line(&mut started)
        .expect("the watchdog says it started the server");
    let admin = format!("postgres://keystone@127.0.0.1:{port}/postgres");
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        match postgres::Client::connect(&admin, postgres::NoTls) {
            Ok(_) => break,
            Err(e) if Instant::now() < deadline => {
                let _ = e;
                std::thread::sleep(Duration::from_millis(50));
            }
            Err(e) => panic!(
                "the test server did not start: {e}; its log: {}",
                std::fs::read_to_string(dir.join("log")).unwrap_or_default()
            ),
        }
    }
    Server {
        admin,
        port,
        _watchdog: Mutex::new(child),
    }
}

/// The server, started on first use.
pub(crate) fn server() -> &'static Server {
    static SERVER: OnceLock<Server> = OnceLock::new();
    SERVER.get_or_init(start)
}

/// A new empty database on the test server: its URL.
pub(crate) fn database() -> String {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let server = server();
    let name = format!(
        "test_{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    let mut admin = postgres::Client::connect(&server.admin, postgres::NoTls).expect("connects");
    admin
        .batch_execute(&format!("CREATE DATABASE {name}"))
        .expect("a test database");
    format!("postgres://keystone@127.0.0.1:{}/{name}", server.port)
}
