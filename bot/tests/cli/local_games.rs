//! `keystone local` playing each game: from a record, across two
//! sessions, in French and Polish, against Keystone, and at tables of one
//! to three.

use std::path::Path;
use std::process::Command;

use super::{example, local_with, scratch, setup_of};

/// Runs `keystone local` with `input` on stdin; returns its output.
fn local(database: &Path, pictures: &Path, input: &str) -> String {
    local_in("en", database, pictures, input)
}

/// [`local`] in language `lang`.
fn local_in(lang: &str, database: &Path, pictures: &Path, input: &str) -> String {
    let from = setup_of("basilica-fixed-deck.txt", database);
    local_with(
        &["--lang", lang, "--from", &from],
        database,
        pictures,
        input,
    )
}

/// `--from` plays a whole record, its bluffs too (a bid above the
/// bidder's purse, which a player confirms): Les Grands Bâtisseurs'
/// example to its end; its history then reads page by page.
#[test]
fn local_from_a_record_plays_its_confirmed_bluffs_to_the_end() {
    let scratch_dir = scratch("local-bluff");
    let dir = scratch_dir.path();
    let record = example("grands-batisseurs-whole-game.txt");
    // Then its history, page by page: the first, the last, and refusals.
    let output = local_with(
        &["--from", &record],
        &dir.join("db"),
        &dir.join("boards"),
        "history 1\nhistory\nhistory 99\nhistory one\nquit\n",
    );
    assert!(
        !output.contains("could not be played"),
        "the whole record is played: {output}"
    );
    assert!(output.contains("The game is over"), "{output}");
    assert!(output.contains("actions 1–15 of"), "{output}");
    assert!(output.contains("\n  1. Alice: "), "{output}");
    let pages = output
        .split("(page 1 of ")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .expect("the first page says how many");
    assert!(
        output.contains(&format!("(page {pages} of {pages})")),
        "{output}"
    );
    assert!(output.contains(&format!("choose 1 to {pages}")), "{output}");
    assert!(output.contains("history takes a page number"), "{output}");
}

#[test]
fn local_plays_a_game_to_the_end_across_two_sessions() {
    let scratch_dir = scratch("local");
    let dir = scratch_dir.path();
    let (database, pictures) = (dir.join("db"), dir.join("boards"));
    let record = keystone_engine::Record::parse(
        &std::fs::read_to_string(example("basilica-fixed-deck.txt")).unwrap(),
    )
    .unwrap();
    let lines: Vec<String> = record
        .actions
        .iter()
        .map(|a| format!("play {}", a.text))
        .collect();
    let half = lines.len() / 2;

    let first = local(
        &database,
        &pictures,
        &format!("help\nmoves\n{}\nquit\n", lines[..half].join("\n")),
    );
    assert!(first.contains("A new game of Basilica begins."), "{first}");
    assert!(first.contains("play <actions>"), "help is shown");
    assert!(first.contains(" — "), "moves are listed with words");
    assert!(!first.contains("Game over"));
    // After each action: the offer, a slot a line, what changed marked.
    for slot in ["  O1: ", "  V3: "] {
        assert!(
            first.contains(slot) || first.contains(&slot.replacen(' ', "*", 1)),
            "{slot} in {first}"
        );
    }
    assert!(
        first
            .lines()
            .any(|l| l.starts_with("* V") || l.starts_with("* O")),
        "a changed slot is marked: {first}"
    );

    let second = local(
        &database,
        &pictures,
        &format!("status\n{}\n", lines[half..].join("\n")),
    );
    assert!(second.contains("Resuming the game"), "{second}");
    assert!(
        second.contains("Game over") && second.contains("Alice wins 40–30."),
        "{second}"
    );
    let boards = std::fs::read_dir(&pictures).unwrap().count();
    assert!(boards >= lines.len() / 2, "a board per move: {boards}");
}

#[test]
fn local_speaks_french_and_polish() {
    for (lang, words, commands) in [
        (
            "fr",
            [
                "Nouvelle partie : Basilica.",
                "Commandes (",
                "à vous",
                "Plateau :",
            ],
            "aide\njouer B\nCOUPS V1\nétat\nnouvelle\nnon\nquitter\n",
        ),
        (
            "pl",
            [
                "Nowa gra: Basilica.",
                "Polecenia (",
                "twoja tura",
                "Plansza:",
            ],
            "pomoc\nzagraj B\nruchy V1\nstan\nnowa\nnie\nwyjdz\n",
        ),
    ] {
        let scratch_dir = scratch(&format!("local-{lang}"));
        let dir = scratch_dir.path();
        // The commands in the player's words (any case, accents or not).
        let out = local_in(lang, &dir.join("db"), &dir.join("boards"), commands);
        assert!(
            !out.contains("«") || !out.contains("inconnue"),
            "{lang}: {out}"
        );
        assert!(!out.contains("Nieznane"), "{lang}: {out}");
        assert!(out.contains("  V1 "), "{lang}: the moves listed: {out}");
        // And in English, as everywhere.
        let english = local_in(lang, &dir.join("db"), &dir.join("boards"), "help\nquit\n");
        assert!(english.contains(words[1]), "{lang}: {english}");
        let out = format!("{out}{english}");
        for word in words {
            assert!(out.contains(word), "{lang}: no {word:?} in {out}");
        }
        assert!(
            out.contains("(B18)"),
            "{lang}: the refusal cites its rule: {out}"
        );
        assert!(!out.contains("your turn"), "{lang}: {out}");
    }
    // Notation in French words: Cardinal's `rouge maison -1,0`, and the
    // moves listed in French.
    let scratch_dir = scratch("local-fr-cardinal");
    let dir = scratch_dir.path();
    let setup = dir.join("cardinal.txt");
    std::fs::write(
        &setup,
        "game: cardinal\nseats: Ann | Ben\nfirst: 1\nseed: 1\n",
    )
    .unwrap();
    let setup = setup.display().to_string();
    let out = local_with(
        &["--lang", "fr", "--from", &setup],
        &dir.join("db"),
        &dir.join("boards"),
        "moves rouge maison -1\nplay rouge maison -1,0; cardinal 0,1; pion jaune\nmoves jaune\nplay jaune tour 2,0\nquit\n",
    );
    assert!(out.contains("rouge maison -1,0"), "moves in French: {out}");
    assert!(out.contains("construit une maison rouge en -1,0"), "{out}");
    assert!(out.contains("par ex. `"), "{out}");
    assert!(!out.contains("pawn"), "the opening hint in French: {out}");
    let refused = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(["local", "--lang", "de"])
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("en, fr, pl"));
}

#[test]
fn local_plays_against_keystone() {
    let scratch_dir = scratch("local-ai");
    let dir = scratch_dir.path();
    // Whoever starts, after a few moves of Alice's Keystone has played.
    let mut input = String::from("moves\n");
    for _ in 0..4 {
        input.push_str("play V1 a1\nplay V2 b1\nplay V3 c1\nplay V1 d1\nplay V2 e1\n");
    }
    input.push_str("quit\n");
    let out = local_with(
        &["--ai", "easy"],
        &dir.join("db"),
        &dir.join("boards"),
        &input,
    );
    assert!(out.contains("against Keystone (easy)"), "{out}");
    // Bob's seat is Keystone's, and the player is told so.
    assert!(out.contains("Keystone takes Bob's seat"), "{out}");
    // Keystone moved: after its turn was announced, the turn came back to
    // Alice (what it chose depends on its time-limited search).
    let keystone = out.find("Keystone, your turn").expect("Keystone's turn");
    assert!(
        out[keystone..].contains("Alice, your turn"),
        "Keystone moves: {out}"
    );
    let refused = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(["local", "--ai", "godlike"])
        .output()
        .unwrap();
    assert!(!refused.status.success());
}

#[test]
fn local_plays_cardinal_for_three() {
    let scratch_dir = scratch("local-cardinal");
    let dir = scratch_dir.path();
    let out = local_with(
        &["--game", "cardinal", "--names", "Ann,Ben,Cat"],
        &dir.join("db"),
        &dir.join("boards"),
        // Blue is shared with three: whoever starts may build it.
        "play blue house -1,0; cardinal 0,1; pawn red\nplay blue tower 2,0\nstatus\nquit\n",
    );
    assert!(out.contains("builds a blue house on -1,0"), "{out}");
    assert!(
        out.contains("law 7: the last building was blue too (C8)"),
        "{out}"
    );
    for seat in ["Ann (red)", "Ben (yellow)", "Cat (green)"] {
        assert!(out.contains(seat), "{seat} in {out}");
    }
    // Four players from a record: its seats, then its actions played, up
    // to where it leads.
    let record = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../render/tests/positions/cardinal-late.txt")
        .display()
        .to_string();
    let out = local_with(
        &["--from", &record],
        &dir.join("db2"),
        &dir.join("boards"),
        "status\nquit\n",
    );
    assert!(out.contains("Céline to build"), "{out}");
    assert!(out.contains("Dmitri (blue)"), "{out}");
}

#[test]
fn local_plays_grands_batisseurs_with_a_hand_for_the_seat_to_act() {
    let scratch_dir = scratch("local-gb");
    let dir = scratch_dir.path();
    let record = setup_of("grands-batisseurs-whole-game.txt", &dir.join("db"));
    // Set up as the example (its piles and rolls): Alice opens at 2, Bob
    // and Cleo pass, and Alice's tent shows the card she bought.
    let out = local_with(
        &["--from", &record],
        &dir.join("db"),
        &dir.join("boards"),
        "play auction up 2\nplay pass\nplay pass\nhand\nplay auction down\nhand\nquit\n",
    );
    assert!(out.contains("Alice puts up left corner tower 2"), "{out}");
    assert!(
        out.contains("Alice takes left corner tower 2 for 2, all to the bank"),
        "{out}"
    );
    assert!(out.contains("Your tent"), "{out}");
    assert!(
        out.contains("The card you put up:"),
        "Bob's face-down card, in his tent: {out}"
    );
}

#[test]
fn local_plays_babylon_alone_and_for_three() {
    let scratch_dir = scratch("local-babylon");
    let dir = scratch_dir.path();
    // Alone, set up as the hard solo example: its first round line by
    // line, then the Write of the second in one line.
    let text = std::fs::read_to_string(example("babylon-solo-hard.txt")).unwrap();
    let record = setup_of("babylon-solo-hard.txt", &dir.join("db"));
    let lines: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("1: ")).collect();
    let done: Vec<usize> = (0..lines.len()).filter(|&i| lines[i] == "done").collect();
    let first_round = &lines[..=done[0]];
    let second = &lines[done[0] + 1..=done[1]];
    let writes = second.iter().rposition(|l| l.starts_with("take ")).unwrap() + 1;
    let mut input: String = first_round
        .iter()
        .chain(&second[..writes])
        .map(|l| format!("play {l}\n"))
        .collect();
    input.push_str(&format!("play {}\n", second[writes..].join("; ")));
    input.push_str("status\nquit\n");
    let out = local_with(
        &["--from", &record],
        &dir.join("db"),
        &dir.join("boards"),
        &input,
    );
    assert!(out.contains("Alice is done writing"), "{out}");
    assert!(out.contains("Round 2 of 10"), "{out}");
    assert!(out.contains("Solo, hard: the goal is 120"), "{out}");
    assert!(out.contains("Sheets: "), "{out}");
    assert!(dir.join("boards/sheets-001.png").exists());
    // Three at one keyboard: the seat to act plays; in the Write, each in
    // turn.
    let out = local_with(
        &["--game", "babylon", "--names", "Ann,Ben,Cat"],
        &dir.join("db2"),
        &dir.join("boards"),
        "moves\nstatus\nquit\n",
    );
    assert!(out.contains("places this round's tile"), "{out}");
    assert!(out.contains("Ann: 0 points so far"), "{out}");
    // A table Babylon does not take fails at once.
    let status = Command::new(env!("CARGO_BIN_EXE_keystone"))
        .args(["local", "--game", "babylon", "--names", "A,B,C,D,E"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(status.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&status.stderr).contains("1 to 4 names"));
}

#[test]
fn local_keystone_takes_the_seats_named_for_it_at_a_table_of_three() {
    let scratch_dir = scratch("local-ai-three");
    let dir = scratch_dir.path();
    for game in ["cardinal", "grands-batisseurs"] {
        // Three people named and --ai: which seat would Keystone take?
        // Refused, with how to ask.
        let refused = Command::new(env!("CARGO_BIN_EXE_keystone"))
            .args(["local", "--game", game, "--names", "Ann,Ben,Cy"])
            .args(["--ai", "normal", "--database"])
            .arg(dir.join(format!("{game}-refused")))
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&refused.stderr);
        assert!(
            !refused.status.success() && said.contains("--names Ann,Keystone,Cy"),
            "{said}"
        );
        // Named: Keystone plays seat 2, Ann and Cy sit at the keyboard,
        // and the game starts at once.
        let out = local_with(
            &["--game", game, "--names", "Ann,Keystone,Cy", "--ai", "easy"],
            &dir.join(format!("{game}-db")),
            &dir.join("boards"),
            "status\nquit\n",
        );
        assert!(out.contains("Keystone (easy) plays seat 2."), "{out}");
        assert!(!out.contains("accept"), "nobody waits for an answer: {out}");
    }
}
