//! The line editor of `keystone local` at a terminal: cursor keys,
//! history, and tab completion of the commands and, after `play` or
//! `moves`, of the moves, from the same legal-move tree as Discord's
//! autocomplete ([`Service::complete`]).

use std::io;

use rustyline::completion::{Completer, Pair};
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::DefaultHistory;
use rustyline::validate::Validator;
use rustyline::{CompletionType, Config, Context, Editor, Helper};

use super::{COMMANDS, Lines, TABLE, command_of};
use crate::i18n::Lang;
use crate::service::Service;
use crate::tell::terminal::{self, Said};

/// Lines typed at a terminal, edited.
pub struct Edited {
    editor: Editor<Completion, DefaultHistory>,
}

impl std::fmt::Debug for Edited {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Edited").finish_non_exhaustive()
    }
}

impl Edited {
    /// A line editor on this process's terminal; an error if it has none
    /// the editor can drive.
    pub fn new() -> rustyline::Result<Self> {
        let config = Config::builder()
            .completion_type(CompletionType::List)
            .auto_add_history(true)
            .history_ignore_dups(true)?
            .build();
        let editor = Editor::with_config(config)?;
        Ok(Edited { editor })
    }
}

impl Lines for Edited {
    fn next_line(
        &mut self,
        service: &Service,
        lang: Lang,
    ) -> Option<io::Result<Result<String, Vec<u8>>>> {
        // The service is the session's: the same each time.
        if self.editor.helper().is_none() {
            self.editor.set_helper(Some(Completion {
                service: service.clone(),
                lang,
            }));
        }
        match self.editor.readline("> ") {
            Ok(line) => Some(Ok(Ok(line))),
            // Ctrl-C drops the line being typed, as in a shell.
            Err(ReadlineError::Interrupted) => Some(Ok(Ok(String::new()))),
            Err(ReadlineError::Eof) => None,
            Err(ReadlineError::Io(e)) => Some(Err(e)),
            Err(e) => Some(Err(io::Error::other(e))),
        }
    }
}

/// What tab offers.
struct Completion {
    service: Service,
    lang: Lang,
}

impl Completion {
    /// The commands, in the player's words, that begin with `typed`.
    fn commands(&self, typed: &str) -> Vec<Pair> {
        let folded = crate::games::tongue::fold(typed);
        let words = terminal::words(self.lang, Said::Commands);
        words
            .split_whitespace()
            .take(COMMANDS.len())
            .filter(|word| crate::games::tongue::fold(word).starts_with(&folded))
            .map(|word| Pair {
                display: word.to_owned(),
                replacement: format!("{word} "),
            })
            .collect()
    }

    /// The moves of whoever must act that begin with `typed`: the moves
    /// themselves, or their groups when there are many.
    fn moves(&self, typed: &str) -> Vec<Pair> {
        let Some(&user) = self
            .service
            .waiting_for(TABLE)
            .ok()
            .and_then(|w| w.first().copied())
            .as_ref()
        else {
            return Vec::new();
        };
        self.service
            .complete(TABLE, user, typed)
            .into_iter()
            .map(|choice| Pair {
                display: format!("{}  ({})", choice.notation.trim_end(), choice.label),
                replacement: choice.notation,
            })
            .collect()
    }
}

impl Completer for Completion {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        let before = &line[..pos];
        let start = before.len() - before.trim_start().len();
        let Some(space) = before[start..].find(' ') else {
            return Ok((start, self.commands(&before[start..])));
        };
        let command = command_of(&before[start..start + space], self.lang);
        if !matches!(command.as_str(), "play" | "moves") {
            return Ok((pos, Vec::new()));
        }
        let rest = start + space + 1;
        let rest = rest + (before[rest..].len() - before[rest..].trim_start().len());
        Ok((rest, self.moves(&before[rest..])))
    }
}

impl Hinter for Completion {
    type Hint = String;
}

impl Highlighter for Completion {}

impl Validator for Completion {}

impl Helper for Completion {}
