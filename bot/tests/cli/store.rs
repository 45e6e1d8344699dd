//! `keystone store`: copying an embedded store into PostgreSQL, and
//! addresses of no kind of store refused.

use std::path::Path;
use std::process::Command;

use crate::pg;

use super::{local_with, scratch};

/// `keystone store copy`: a game kept by `keystone local` (sled) copied
/// into PostgreSQL, twice; a bad address refused with exit 1.
#[test]
fn store_copy_moves_an_embedded_store_into_postgres() {
    let scratch_dir = scratch("store-copy");
    let dir = scratch_dir.path();
    local_with(
        &["--names", "Ann,Ben"],
        &dir.join("db"),
        &dir.join("boards"),
        "quit\n",
    );
    let url = pg::database();
    let from = format!("sled:{}", dir.join("db").display());
    for _ in 0..2 {
        let out = Command::new(env!("CARGO_BIN_EXE_keystone"))
            .args(["store", "copy", "--from", &from, "--to", &url])
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{said} {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            said.contains("copied 1 active or invited and 0 archived games"),
            "{said}"
        );
        assert!(
            said.contains("target: 0 invited, 1 active, 0 finished, 0 aborted"),
            "{said}"
        );
    }
    let refused = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(["store", "copy", "--from", &from, "--to", "mysql://nope"])
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("PostgreSQL address"));
}

/// `keystone store …` run in `dir`: its exit code and what it printed.
fn store_command(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(args)
        .current_dir(dir)
        .env_remove("KEYSTONE_DATABASE")
        .env_remove("KEYSTONE_STORE")
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The names in `dir`, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A store address that is neither a directory meant as the embedded store
/// nor a PostgreSQL address is refused by every `keystone store` command
/// that takes one, naming it (its password left out) and the forms taken;
/// nothing is created. A directory of other files is no embedded store:
/// nothing is written into it.
#[test]
fn store_commands_refuse_an_address_of_no_kind_of_store_and_create_nothing() {
    let scratch_dir = scratch("store-address");
    let dir = scratch_dir.path();
    local_with(
        &["--names", "Ann,Ben"],
        &dir.join("db"),
        &dir.join("boards"),
        "quit\n",
    );
    let (code, said, _) = store_command(
        dir,
        &["store", "backup", "--store", "db", "--to", "one.backup"],
    );
    assert_eq!(code, 0, "{said}");
    std::fs::create_dir(dir.join("papers")).unwrap();
    std::fs::write(dir.join("papers/notes.txt"), "mine").unwrap();
    let before = listing(dir);
    let either = "the embedded store's directory (sled:PATH, or just the path) or a PostgreSQL \
                  address (postgres://user:password@host/database, or postgresql://…)";
    let unknown = "nonsense: is no kind of store Keystone knows";
    let refusals: [(&[&str], String); 8] = [
        (
            &["store", "restore", "--from", "one.backup", "--to", "nonsense:x"],
            format!("--to nonsense:x: {unknown} (a directory whose name holds a colon is written sled:nonsense:x or ./nonsense:x); it takes {either}"),
        ),
        (
            &["store", "restore", "--from", "one.backup", "--to", "mysql://ann:secret@db.example/ks"],
            format!("--to mysql://…@db.example/ks: mysql: is no kind of store Keystone knows; it takes {either}"),
        ),
        (
            &["store", "restore", "--from", "one.backup", "--to", "sled:"],
            format!("--to sled:: sled: names no directory; it takes {either}"),
        ),
        (
            &["store", "backup", "--store", "nonsense:x", "--to", "two.backup"],
            format!("--store nonsense:x: {unknown}"),
        ),
        (
            &["store", "check", "--store", "nonsense:x"],
            format!("--store nonsense:x: {unknown}"),
        ),
        (
            &["store", "copy", "--from", "nonsense:x", "--to", "postgres://nobody@127.0.0.1:1/none"],
            format!("--from nonsense:x: {unknown} (a directory whose name holds a colon is written sled:nonsense:x or ./nonsense:x); it takes the embedded store's directory (sled:PATH, or just the path)"),
        ),
        (
            &["store", "copy", "--from", "db", "--to", "nonsense:x"],
            format!("--to nonsense:x: {unknown} (a directory whose name holds a colon is written sled:nonsense:x or ./nonsense:x); it takes a PostgreSQL address"),
        ),
        (
            &["store", "copy", "--from", "postgres://nobody@127.0.0.1:1/none", "--to", "postgres://nobody@127.0.0.1:1/none"],
            "--from postgres://…@127.0.0.1:1/none: that is a PostgreSQL address; it takes the embedded store's directory".into(),
        ),
    ];
    for (args, expected) in &refusals {
        let (code, said, error) = store_command(dir, args);
        assert_eq!(code, 1, "{args:?}: {said}{error}");
        assert!(error.starts_with(expected.as_str()), "{args:?}: {error}");
        assert!(!error.contains("secret"), "{error}");
        assert_eq!(listing(dir), before, "{args:?}: nothing created");
    }
    // A directory of other files: no store to check or back up, none to
    // restore into; left as it was.
    for args in [
        &["store", "check", "--store", "papers"][..],
        &["store", "backup", "--store", "papers", "--to", "two.backup"],
    ] {
        let (code, said, error) = store_command(dir, args);
        assert_eq!(code, 1, "{args:?}: {said}{error}");
        assert!(error.contains("no embedded store at papers"), "{error}");
    }
    let (code, said, error) = store_command(
        dir,
        &["store", "restore", "--from", "one.backup", "--to", "papers"],
    );
    assert_eq!(code, 1, "{said}{error}");
    assert!(
        error.contains("--to papers: papers holds files but no embedded store"),
        "{error}"
    );
    assert_eq!(listing(&dir.join("papers")), ["notes.txt"]);
    assert_eq!(listing(dir), before);
    // Written as a path, a name with a colon is a directory.
    let (code, said, error) = store_command(
        dir,
        &[
            "store",
            "restore",
            "--from",
            "one.backup",
            "--to",
            "./nonsense:x",
        ],
    );
    assert_eq!(code, 0, "{said}{error}");
    assert!(dir.join("nonsense:x/db").is_file());
}
