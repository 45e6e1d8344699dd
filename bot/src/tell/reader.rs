//! Who reads a reply.

use super::text;
use crate::i18n::Lang;

/// Who reads a reply: their language, and whether the edge reads Markdown
/// (Discord and the web board do, the terminal does not).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reader {
    /// The reader's language.
    pub lang: Lang,
    /// Whether what is shown is read as Markdown, so names and quotes are
    /// escaped.
    pub markdown: bool,
}

impl Reader {
    /// A reader on Discord or the web board.
    pub fn markdown(lang: Lang) -> Reader {
        Reader {
            lang,
            markdown: true,
        }
    }

    /// A reader at the terminal (`keystone local`).
    pub fn plain(lang: Lang) -> Reader {
        Reader {
            lang,
            markdown: false,
        }
    }

    /// A name someone gave, as this reader sees it.
    pub(super) fn name(self, raw: &str) -> String {
        text::name(raw, self.markdown)
    }

    /// What someone wrote quoted back whole (a record's reason).
    pub(super) fn quoted(self, raw: &str) -> String {
        if self.markdown {
            text::escape_inline(raw)
        } else {
            raw.to_owned()
        }
    }

    /// `names`, each as this reader sees it, joined as a list ("A, B and C").
    pub(super) fn names(self, names: &[String]) -> String {
        let shown: Vec<String> = names.iter().map(|n| self.name(n)).collect();
        text::list(self.lang, &shown)
    }
}
