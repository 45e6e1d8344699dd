//! Text that players wrote, as Keystone posts it: names (Discord's, or a
//! record's seats) and input echoed in a refusal, capped in length and with
//! their Markdown escaped, so that a name never turns into a masked link, a
//! heading or a quote in a public message. Pictures draw names as they are.

use crate::i18n::Lang;
use crate::t;

/// The longest name posted, in characters (Discord's display names are at
/// most 32; a record's seats may be longer).
pub const NAME_LIMIT: usize = 32;

/// The longest piece of typed input echoed in a refusal, in characters.
pub const ECHO_LIMIT: usize = 60;

/// The characters Discord's Markdown gives a meaning to (emphasis, code,
/// spoilers, quotes, headings, lists, masked links, mentions, emoji).
const MARKDOWN: &[char] = &[
    '\\', '*', '_', '~', '`', '|', '>', '<', '#', '-', '[', ']', '(', ')', ':',
];

/// Those that mean something inside a line (not only at its start).
const INLINE: &[char] = &['\\', '*', '_', '~', '`', '|', '<', '[', ']', '(', ')'];

fn escaped(text: &str, special: &[char]) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if c.is_control() {
            out.push(' ');
            continue;
        }
        if special.contains(&c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// `text` with every Markdown character escaped and line breaks turned
/// into spaces: Discord shows it literally, wherever it stands.
pub fn escape(text: &str) -> String {
    escaped(text, MARKDOWN)
}

/// `text` escaped for the middle of a sentence (emphasis, code, spoilers,
/// links, mentions): enough for typed input quoted back, and it leaves
/// notation such as `-1,0` as it is.
pub fn escape_inline(text: &str) -> String {
    escaped(text, INLINE)
}

/// `text` cut to `limit` characters, with "…" when cut.
pub fn cap(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(limit.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// A player's name as posted in a message: capped and, where Markdown is
/// read (Discord, not the terminal), escaped.
pub fn name(raw: &str, markdown: bool) -> String {
    let capped = cap(raw.trim(), NAME_LIMIT);
    if markdown { escape(&capped) } else { capped }
}

/// Typed input quoted back in a refusal: capped and escaped.
pub fn echo(raw: &str, markdown: bool) -> String {
    let capped = cap(raw, ECHO_LIMIT);
    if markdown {
        escape_inline(&capped)
    } else {
        capped
    }
}

/// `items` joined as a list in `lang` ("A, B and C").
pub fn list(lang: Lang, items: &[impl AsRef<str>]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.as_ref().to_owned(),
        Some((last, rest)) => {
            let first: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            t!(
                lang,
                "list-and",
                first = first.join(", "),
                last = last.as_ref()
            )
        }
    }
}

/// A moment (ms since the epoch) for a reader: where words are Markdown
/// (Discord), a timestamp each reader's app shows in their own language
/// and time zone; elsewhere, in UTC.
pub fn moment(at: i64, markdown: bool) -> String {
    if markdown {
        return format!("<t:{}:F>", at.div_euclid(1000));
    }
    chrono::DateTime::<chrono::Utc>::from_timestamp_millis(at)
        .map_or_else(String::new, |t| t.format("%Y-%m-%d %H:%M UTC").to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_masked_link_is_shown_as_text() {
        let shown = name("[Free Nitro](https://evil.ex/x)", true);
        assert_eq!(shown, r"\[Free Nitro\]\(https\://evil.ex/x\)");
        assert_eq!(
            name("**Ada** `x` ~~y~~ > q", true),
            r"\*\*Ada\*\* \`x\` \~\~y\~\~ \> q"
        );
        assert_eq!(name("# big\n-# small", true), r"\# big \-\# small");
        assert_eq!(name("Zoë 🏰", true), "Zoë 🏰");
        assert_eq!(name("[x](y)", false), "[x](y)");
    }

    #[test]
    fn long_names_are_capped() {
        let long = "n".repeat(500);
        let shown = name(&long, true);
        assert_eq!(shown.chars().count(), NAME_LIMIT);
        assert!(shown.ends_with('…'));
        assert_eq!(cap("short", 10), "short");
    }

    #[test]
    fn echoes_keep_notation_and_lose_links() {
        assert_eq!(echo("-1,0", true), "-1,0");
        assert_eq!(echo("[x](https://e.x)", true), r"\[x\]\(https://e.x\)");
        assert_eq!(echo(&"x".repeat(100), true).chars().count(), ECHO_LIMIT);
    }
}
