//! The `log` setting, read strictly. tracing's EnvFilter takes a word that
//! is no level (`inof`) for a target to log in full, which logs nothing at
//! all, and a directive without its level for one that logs everything:
//! here every directive names its level.

use tracing_subscriber::EnvFilter;
use tracing_subscriber::filter::{Directive, LevelFilter};

use super::{Config, ConfigError, refusal};

/// The levels a directive may name.
const LEVELS: &str = "off, error, warn, info, debug, trace";

impl Config {
    /// The log filter `log` says (checked when the settings were read):
    /// directives separated by commas, spaces around them allowed, each a
    /// level (`info`) or a target and its level (`keystone_bot=debug`).
    pub fn log_filter(&self) -> Result<EnvFilter, ConfigError> {
        let bad =
            |why: String| refusal("log", "KEYSTONE_LOG", &format!("is \"{}\"{why}", self.log));
        // EnvFilter would read " info" as a target named " info".
        let directives: Vec<&str> = self
            .log
            .split(',')
            .map(str::trim)
            .filter(|d| !d.is_empty())
            .collect();
        if directives.is_empty() {
            return Err(bad(format!(
                ", which would log nothing: write \"off\" for no log, or a filter such as \"info\" \
                 or \"warn,keystone_bot=debug\" (the levels are {LEVELS})"
            )));
        }
        for directive in &directives {
            let which = if directives.len() == 1 {
                ", which".to_owned()
            } else {
                format!(", where \"{directive}\"")
            };
            if !names_its_level(directive) {
                return Err(bad(format!(
                    "{which} is neither a level ({LEVELS}) nor a target with its level such as \
                     keystone_bot=debug"
                )));
            }
            if let Err(e) = directive.parse::<Directive>() {
                return Err(bad(format!(
                    "{which} cannot be read ({e}): write a level ({LEVELS}) or a target with its \
                     level such as keystone_bot=debug"
                )));
            }
        }
        EnvFilter::builder()
            .parse(directives.join(","))
            .map_err(|e| bad(format!(", which cannot be read: {e}")))
    }
}

/// Whether `directive` ends with its level: a level alone, or a target or
/// span then `=level` (the `=` inside a span's fields, `[span{a=1}]`, is
/// not a level's).
fn names_its_level(directive: &str) -> bool {
    let after_span = directive.rsplit_once(']').map(|(_, rest)| rest);
    let level = match (after_span, directive.split_once('=')) {
        (Some(rest), _) => rest.strip_prefix('='),
        (None, Some((_, level))) => Some(level),
        (None, None) => Some(directive),
    };
    level.is_some_and(|level| !level.is_empty() && level.parse::<LevelFilter>().is_ok())
}
