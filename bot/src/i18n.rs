//! The players' languages: English, French and Polish, in Project Fluent
//! files (`bot/locales/<lang>/*.ftl`) built into the binary. A message is
//! shown in the user's Discord language, else the server's preferred one,
//! else the configured default.

use std::borrow::Cow;
use std::collections::HashMap;

use fluent_templates::{LanguageIdentifier, Loader, langid};

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "./locales",
        fallback_language: "en",
        // Discord shows text as it is: no Unicode isolation marks around
        // placeholders.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// A language Keystone speaks.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// French.
    Fr,
    /// Polish.
    Pl,
}

impl Lang {
    /// Every language, in the order `keystone` lists them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::Pl];

    /// The language of a locale tag (`en-US`, `fr`, `pl`…), if spoken.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let language = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        match language.as_str() {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            "pl" => Some(Lang::Pl),
            _ => None,
        }
    }

    /// The user's language if spoken, else the server's, else `default`.
    pub fn resolve(user: Option<&str>, server: Option<&str>, default: Lang) -> Lang {
        user.and_then(Lang::from_tag)
            .or_else(|| server.and_then(Lang::from_tag))
            .unwrap_or(default)
    }

    /// Its tag, as the Fluent files are named.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Pl => "pl",
        }
    }

    fn id(self) -> LanguageIdentifier {
        match self {
            Lang::En => langid!("en"),
            Lang::Fr => langid!("fr"),
            Lang::Pl => langid!("pl"),
        }
    }

    /// The message `id` in this language.
    pub fn text(self, id: &str) -> String {
        LOCALES.lookup(&self.id(), id)
    }

    /// The message `id` in this language, if any language has it.
    pub fn try_text(self, id: &str) -> Option<String> {
        LOCALES.try_lookup(&self.id(), id)
    }

    /// The message `id` in this language with its placeholders filled, if
    /// any language has it.
    pub fn try_text_with(
        self,
        id: &str,
        args: &[(&'static str, FluentValue<'_>)],
    ) -> Option<String> {
        let args: HashMap<Cow<'static, str>, FluentValue<'_>> = args
            .iter()
            .map(|(k, v)| (Cow::Borrowed(*k), v.clone()))
            .collect();
        LOCALES.try_lookup_with_args(&self.id(), id, &args)
    }

    /// The message `id` in this language, with its placeholders filled
    /// (see [`t!`](crate::t)).
    pub fn text_with(self, id: &str, args: &[(&'static str, FluentValue<'_>)]) -> String {
        let args: HashMap<Cow<'static, str>, FluentValue<'_>> = args
            .iter()
            .map(|(k, v)| (Cow::Borrowed(*k), v.clone()))
            .collect();
        LOCALES.lookup_with_args(&self.id(), id, &args)
    }
}

/// A message in a language: `t!(lang, "id")` or
/// `t!(lang, "id", name = value, …)`, each value a string or a number.
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:literal) => {
        $crate::i18n::Lang::text($lang, $id)
    };
    ($lang:expr, $id:literal, $($key:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::Lang::text_with(
            $lang,
            $id,
            &[$((stringify!($key), $crate::i18n::FluentValue::from($value))),+],
        )
    };
}

pub use fluent_templates::fluent_bundle::FluentValue;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_are_chosen_user_first() {
        assert_eq!(Lang::from_tag("en-US"), Some(Lang::En));
        assert_eq!(Lang::from_tag("fr"), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("pl"), Some(Lang::Pl));
        assert_eq!(Lang::from_tag("de"), None);
        assert_eq!(Lang::resolve(Some("pl"), Some("fr"), Lang::En), Lang::Pl);
        assert_eq!(Lang::resolve(Some("de"), Some("fr"), Lang::En), Lang::Fr);
        assert_eq!(Lang::resolve(Some("ja"), None, Lang::Pl), Lang::Pl);
    }

    #[test]
    fn messages_come_in_each_language() {
        assert!(
            Lang::En
                .text("error-restarting")
                .starts_with("Keystone is restarting")
        );
        assert!(
            Lang::Fr
                .text("error-restarting")
                .starts_with("Keystone redémarre")
        );
        assert!(
            Lang::Pl
                .text("error-restarting")
                .starts_with("Keystone uruchamia")
        );
    }
}
