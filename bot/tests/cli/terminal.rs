//! `keystone local` as a terminal session: editing lines, starting,
//! resuming and starting anew, and what it says back to lines it cannot
//! take.

use std::path::Path;
use std::process::Command;

use super::{local_with, scratch, setup_of};

/// `keystone local` run with `args` and `input`: its exit code, output and
/// errors (for setups that fail).
fn local_status(args: &[&str], database: &Path, input: &str) -> (Option<i32>, String, String) {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .arg("local")
        .arg("--database")
        .arg(database)
        .arg("--pictures")
        .arg(database.with_extension("boards"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let output = child.wait_with_output().unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// At a terminal (a pseudo-terminal here) lines are edited: tab completes
/// a command and then a move from the legal-move tree, the cursor keys
/// move within a line, and the up key brings back earlier lines. Piped,
/// the same keys would be typed as they are and refused.
#[test]
fn a_terminal_edits_lines_with_cursor_keys_history_and_tab() {
    const LEFT: &str = "\x1b[D";
    const UP: &str = "\x1b[A";
    let scratch_dir = scratch("local-terminal");
    let db = scratch_dir.path().join("db");
    let from = setup_of("basilica-fixed-deck.txt", &db);
    let session = |lang: &str| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_keystone"));
        command
            .arg("local")
            .arg("--database")
            .arg(&db)
            .arg("--pictures")
            .arg(db.with_extension("boards"))
            .args(["--lang", lang, "--from", &from]);
        let mut terminal = rexpect::session::spawn_command(command, Some(30_000)).unwrap();
        terminal.exp_string("> ").unwrap();
        terminal
    };
    // Keys reach the program as typed, at once.
    let keys = |terminal: &mut rexpect::session::PtySession, typed: &str| {
        terminal.send(typed).unwrap();
        terminal.flush().unwrap();
    };
    let mut terminal = session("en");
    // Tab: the command, then the one move that begins `V1 a`.
    keys(&mut terminal, "pl\t");
    terminal.exp_string("> play ").unwrap();
    keys(&mut terminal, "V1 a\t");
    terminal.exp_string("> play V1 a1").unwrap();
    keys(&mut terminal, "\r");
    terminal
        .exp_string("Alice placed a blue-red joker vault at a1.")
        .unwrap();
    // Cursor keys: `oves`, back to its start, `m`.
    keys(&mut terminal, &format!("oves{}m\r", LEFT.repeat(4)));
    terminal.exp_string("40 moves, in 5 groups").unwrap();
    keys(&mut terminal, "status\r");
    terminal.exp_string("Scores: Alice 0").unwrap();
    // History: two lines back is `moves`.
    keys(&mut terminal, &format!("{UP}{UP}\r"));
    terminal.exp_string("40 moves, in 5 groups").unwrap();
    // Tab twice lists the moves that begin `V2`, with what each is.
    keys(&mut terminal, "play V2\t\t");
    terminal
        .exp_string("V2 b1  (green vault with a crown)")
        .unwrap();
    terminal.send_control('u').unwrap();
    // Ctrl-D ends the session, and the game is kept.
    terminal.send_control('d').unwrap();
    terminal.exp_eof().unwrap();
    // In French, tab gives the French command.
    let mut terminal = session("fr");
    keys(&mut terminal, "jo\t");
    terminal.exp_string("> jouer ").unwrap();
    terminal.send_control('u').unwrap();
    terminal.send_control('d').unwrap();
    terminal.exp_eof().unwrap();
}

/// A terminal session as a player lives it: a bad setup fails at once, a
/// stored game is resumed even when the flags ask for another (and says
/// so), `new` abandons it after a yes, commands in any case, `moves`
/// filtered, `rules`, `export`, `resign`; pictures are never overwritten.
#[test]
fn local_sessions_start_resume_and_start_anew() {
    let scratch_dir = scratch("local-session");
    let dir = scratch_dir.path();
    let db = dir.join("db");
    let boards = db.with_extension("boards");
    // Bad setups: exit 1 at once, with the reason.
    for (args, why) in [
        (&["--game", "chess"][..], "--game takes one of"),
        (
            &["--game", "cardinal", "--names", "Ann"][..],
            "2 to 4 names",
        ),
        (
            &["--game", "basilica", "--mode", "hard"][..],
            "--mode: Basilica has no mode",
        ),
        (
            &["--game", "babylon", "--names", "Ann", "--mode", "easy"][..],
            "babylon:",
        ),
        (
            &["--game", "cardinal", "--names", "Ann,Ben,ann"][..],
            "--names takes a different name for each seat: ann is given twice",
        ),
    ] {
        let (code, out, err) = local_status(args, &db, "quit\n");
        assert_eq!(code, Some(1), "{args:?}: {out}");
        assert!(err.contains(why), "{args:?}: {err}");
    }
    assert!(!db.exists(), "nothing is stored for a bad setup");
    // A game of Basilica: no invitation wording, commands in any case.
    let (code, out, _) = local_status(
        &["--names", "Ann,Ben"],
        &db,
        "MOVES V1\nRules notation\nexport\nquit\n",
    );
    assert_eq!(code, Some(0));
    assert!(out.contains("A new game of Basilica begins."), "{out}");
    assert!(!out.contains("accepted"), "no Discord wording: {out}");
    let moves: Vec<&str> = out.lines().filter(|l| l.starts_with("  ")).collect();
    assert!(
        !moves.is_empty() && moves.iter().all(|l| l.trim_start().starts_with("V1")),
        "{out}"
    );
    assert!(out.contains("Record: "), "{out}");
    let first_boards = std::fs::read_dir(&boards).unwrap().count();
    // Resumed with flags asking for another game: said, and kept.
    let (_, out, _) = local_status(
        &["--game", "cardinal", "--names", "Ann,Ben,Cy"],
        &db,
        "board\nnew\nno\nstatus\nquit\n",
    );
    assert!(out.contains("Resuming the game"), "{out}");
    assert!(
        out.contains("The stored game is basilica with Ann, Ben; your flags ask for cardinal with Ann, Ben, Cy"),
        "{out}"
    );
    assert!(out.contains("Type yes to confirm"), "{out}");
    // `no` keeps the game, and says so.
    assert!(out.contains("Cancelled: nothing changed."), "{out}");
    assert!(!out.contains("Unknown command"), "{out}");
    assert!(
        std::fs::read_dir(&boards).unwrap().count() > first_boards,
        "pictures are numbered on, never overwritten"
    );
    // `new` then yes: the stored game is abandoned, Cardinal for three
    // begins; its first player resigns after a yes.
    let (_, out, _) = local_status(
        &["--game", "cardinal", "--names", "Ann,Ben,Cy"],
        &db,
        "new\nyes\nresign\nyes\nstatus\nquit\n",
    );
    assert!(out.contains("A new game of Cardinal begins."), "{out}");
    assert!(out.contains("The game in progress is abandoned."), "{out}");
    // Whoever builds first (drawn at random) resigns.
    assert!(
        out.contains(" leaves the game; the others play on"),
        "{out}"
    );
    assert!(!out.contains("channel"), "no Discord wording: {out}");
}

/// A pasted page taken for a command is said back short, not printed again.
#[test]
fn an_unknown_command_is_said_back_short() {
    let scratch_dir = scratch("local-unknown");
    let db = scratch_dir.path().join("db");
    let pasted = "x".repeat(200_000);
    let (code, out, _) = local_status(&["--names", "Ann,Ben"], &db, &format!("{pasted}\nquit\n"));
    assert_eq!(code, Some(0), "{}", &out[..out.len().min(500)]);
    assert!(
        out.contains(&format!("\"{}…\"", "x".repeat(30))),
        "{}",
        &out[..out.len().min(2000)]
    );
    assert!(out.len() < 20_000, "{} bytes said", out.len());
}

#[test]
fn local_refuses_a_line_that_is_not_utf8_and_goes_on() {
    use std::io::Write as _;
    let scratch_dir = scratch("local-utf8");
    let dir = scratch_dir.path();
    let mut child = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .arg("local")
        .arg("--database")
        .arg(dir.join("db"))
        .arg("--pictures")
        .arg(dir.join("boards"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"play V1 \xff\xfe a1\nstatus\nquit\n")
        .unwrap();
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{out}");
    assert!(out.contains("not UTF-8 text"), "{out}");
    assert!(out.contains("Alice") && out.contains("your turn"), "{out}");
}

/// The terminal speaks the terminal: help's example is a move of this
/// game, `hand` says whose it is and writes a tent, `moves` says whose
/// moves it lists while everyone writes, and nothing names a Discord
/// command or the computer's catch-up.
#[test]
fn local_speaks_the_terminal() {
    let scratch_dir = scratch("local-terminal");
    let dir = scratch_dir.path();
    // Babylon for two, at its first Write.
    let setup = dir.join("write.txt");
    std::fs::write(
        &setup,
        "game: babylon\nseats: Alice | Bob\nfirst: 2\nseed: 11\nmanifest: 2\n\
         2: tile 11a ship worker lion stone gold\n2: bonus river wheat\n\
         1: take 6\n2: take 6\n1: take 5\n2: take 5\n1: take 4\n2: take 4\n1: take 3\n2: take 3\n",
    )
    .unwrap();
    let setup = setup.display().to_string();
    let out = local_with(
        &["--from", &setup],
        &dir.join("db"),
        &dir.join("boards"),
        "help\nmoves\nquit\n",
    );
    assert!(
        out.contains("Alice's moves (everyone writes: Alice, Bob):"),
        "{out}"
    );
    assert!(!out.contains("/play") && !out.contains("/game"), "{out}");
    assert!(
        !out.contains("e.g. play V2 c3"),
        "help's example is Babylon's: {out}"
    );
    // Les Grands Bâtisseurs: whose tent, written as a tent.
    let out = local_with(
        &["--game", "grands-batisseurs", "--names", "Ann,Ben,Cy"],
        &dir.join("db2"),
        &dir.join("boards"),
        "hand\nquit\n",
    );
    assert!(
        out.contains("A new game of Les Grands Bâtisseurs begins."),
        "{out}"
    );
    assert!(out.contains("alone (the others look away):"), "{out}");
    assert!(out.contains("Tent: "), "{out}");
    // A mode for a game without one: the flag's error, not a header's.
    let refused = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(["local", "--game", "basilica", "--mode", "hard"])
        .arg("--database")
        .arg(dir.join("db3"))
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.starts_with("--mode: Basilica has no mode"), "{said}");
}
