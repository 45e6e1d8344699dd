//! `keystone replay` and `keystone score`: a game record in, the position it
//! reaches (or the next scoring's breakdown) out, as text or JSON.

use std::path::Path;
use std::process::ExitCode;

use keystone_bot::games::Kind;
use keystone_bot::games::report::Told;
use keystone_engine::play::ReplayError;
use keystone_engine::{Record, Seat};
use keystone_render::{Layout, png};
use serde_json::json;

/// What a command could not do, reported with the record's line.
struct Failure {
    line: usize,
    rule: Option<String>,
    message: String,
}

impl Failure {
    fn report(&self, json: bool) -> ExitCode {
        if json {
            println!(
                "{}",
                json!({"error": {"line": self.line, "rule": self.rule, "message": self.message}})
            );
        } else if self.line > 0 {
            eprintln!("line {}: {}", self.line, self.message);
        } else {
            eprintln!("{}", self.message);
        }
        ExitCode::FAILURE
    }
}

/// The text of the record file at `path`, read no further than a record
/// may go ([`keystone_engine::record::MAX_BYTES`]): a huge file is refused,
/// not taken into memory.
pub(crate) fn read_record_file(path: &Path) -> Result<String, String> {
    use keystone_engine::record::{MAX_BYTES, MAX_SIZE};
    use std::io::Read as _;
    let cannot = |e: std::io::Error| format!("cannot read {}: {e}", path.display());
    let file = std::fs::File::open(path).map_err(cannot)?;
    let mut bytes = Vec::new();
    file.take(MAX_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() > MAX_BYTES {
        return Err(format!(
            "{} is larger than {MAX_SIZE}, more than any game record takes",
            path.display()
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "{} is not UTF-8 text (byte {} is not): a game record is plain text",
            path.display(),
            e.utf8_error().valid_up_to() + 1
        )
    })
}

/// The record at `path` and the game it is of.
fn load(path: &Path) -> Result<(Record, &'static Kind), Failure> {
    let text = read_record_file(path).map_err(|message| Failure {
        line: 0,
        rule: None,
        message,
    })?;
    let record = Record::parse(&text).map_err(|e| Failure {
        line: e.line,
        rule: None,
        message: e.message,
    })?;
    let kind = keystone_bot::games::kind(&record.game).ok_or_else(|| unknown_game(&record.game))?;
    Ok((record, kind))
}

fn failure(e: ReplayError) -> Failure {
    Failure {
        line: e.line,
        rule: e.rule.map(|r| r.to_string()),
        message: e.message,
    }
}

fn unknown_game(kind: &str) -> Failure {
    Failure {
        line: 0,
        rule: None,
        message: format!(
            "unknown game \"{kind}\" (this build plays: {})",
            keystone_bot::games::KINDS
                .iter()
                .map(|k| k.name)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// `keystone replay FILE [--json] [--gif OUT]`.
pub(crate) fn replay(path: &Path, json: bool, gif: Option<&Path>) -> ExitCode {
    let run = || -> Result<(), Failure> {
        let (record, kind) = load(path)?;
        print!(
            "{}",
            (kind.report)(&record, Told::Position, json).map_err(failure)?
        );
        if let Some(out) = gif {
            animate(&record, kind, out)?;
        }
        Ok(())
    };
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.report(json),
    }
}

/// Writes the record's game as an animated GIF, one frame per turn, as
/// `/game replay` sends it.
fn animate(record: &Record, kind: &Kind, out: &Path) -> Result<(), Failure> {
    let whole = |message: String| Failure {
        line: 0,
        rule: None,
        message,
    };
    let setup = Record {
        actions: Vec::new(),
        ..record.clone()
    };
    let fresh = (kind.replay)(&setup).map_err(failure)?;
    let lines: Vec<(Seat, String)> = record
        .actions
        .iter()
        .map(|l| (l.seat, l.text.clone()))
        .collect();
    let names: Vec<&str> = record.seats.iter().map(String::as_str).collect();
    let animation = keystone_bot::games::animation::animate(
        &*fresh,
        &lines,
        &names,
        keystone_bot::service::UPLOAD_LIMIT,
        keystone_bot::games::Vision::Standard,
        keystone_bot::i18n::Lang::En,
    )
    .map_err(whole)?;
    std::fs::write(out, &animation.gif)
        .map_err(|e| whole(format!("cannot write {}: {e}", out.display())))?;
    eprintln!(
        "wrote {}: {} frames, {} KB",
        out.display(),
        animation.frames,
        animation.gif.len() / 1024
    );
    Ok(())
}

/// `keystone score FILE [--json]`.
pub(crate) fn score(path: &Path, json: bool) -> ExitCode {
    let run = || -> Result<(), Failure> {
        let (record, kind) = load(path)?;
        print!(
            "{}",
            (kind.report)(&record, Told::Score, json).map_err(failure)?
        );
        Ok(())
    };
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.report(json),
    }
}

/// `keystone render FILE -o OUT [--scale S] [--narrow] [--colours C]`.
pub(crate) fn render(
    path: &Path,
    output: &Path,
    narrow: bool,
    colours: &str,
    scale: f32,
) -> ExitCode {
    let layout = if narrow { Layout::Narrow } else { Layout::Wide };
    // clap allows only the settings' words.
    let vision =
        keystone_bot::games::vision(keystone_data::Colours::from_word(colours).unwrap_or_default());
    let run = || -> Result<String, Failure> {
        if !(0.25..=4.0).contains(&scale) {
            return Err(Failure {
                line: 0,
                rule: None,
                message: "--scale must be between 0.25 and 4".into(),
            });
        }
        let (record, kind) = load(path)?;
        let draw =
            keystone_render::record_drawing(kind.name).ok_or_else(|| unknown_game(kind.name))?;
        let image = draw(&record, layout, vision, scale).map_err(failure)?;
        let png = png::encode(&image);
        std::fs::write(output, &png).map_err(|e| Failure {
            line: 0,
            rule: None,
            message: format!("cannot write {}: {e}", output.display()),
        })?;
        // not shown: the record tools speak English to operators
        Ok(format!(
            "{}: {} after {} actions, {} × {} px, {} KB",
            output.display(),
            kind.title,
            record.actions.len(),
            image.width(),
            image.height(),
            png.len().div_ceil(1024)
        ))
    };
    match run() {
        Ok(said) => {
            println!("{said}");
            ExitCode::SUCCESS
        }
        Err(failure) => failure.report(false),
    }
}
