//! The `keystone` binary's commands, run as a user would: the record tools
//! (`keystone replay`, `score` and `render`), `keystone local` at a
//! terminal, and `keystone store`. Here are the helpers the files share.

mod local_games;
mod records;
mod store;
mod terminal;

use std::path::Path;
use std::process::Command;

use serde_json::Value;

fn keystone(args: &[&str]) -> (i32, Value) {
    let output = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(args)
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    let value = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}: {stdout}"));
    (output.status.code().unwrap(), value)
}

fn example(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../examples")
        .join(name)
        .display()
        .to_string()
}

/// A scratch directory, removed when dropped (also when a test fails).
fn scratch(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("keystone-{name}-"))
        .tempdir()
        .unwrap()
}

/// Runs `keystone local` with `args` and `input` on stdin; returns its
/// output.
fn local_with(args: &[&str], database: &Path, pictures: &Path, input: &str) -> String {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .arg("local")
        .arg("--database")
        .arg(database)
        .arg("--pictures")
        .arg(pictures)
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout).unwrap()
}

/// A copy of example `name` with its setup only (`--from` plays a
/// record's actions), written beside `database`.
fn setup_of(name: &str, database: &Path) -> String {
    let text = std::fs::read_to_string(example(name)).unwrap();
    let setup: String = text
        .lines()
        // An action line starts with its seat's number.
        .filter(|l| {
            l.split(':')
                .next()
                .is_none_or(|s| s.trim().parse::<u8>().is_err())
        })
        .map(|l| format!("{l}\n"))
        .collect();
    let path = database.with_extension("setup.txt");
    std::fs::create_dir_all(database.parent().unwrap()).unwrap();
    std::fs::write(&path, setup).unwrap();
    path.display().to_string()
}
