//! A player's colour setting in words: its name, and what choosing it
//! does.

use keystone_data::Colours;

use crate::i18n::Lang;
use crate::t;

/// The setting's name (`red-green`), as a menu offers it.
pub fn name(lang: Lang, colours: Colours) -> String {
    t!(lang, "colours-name", colours = colours.word())
}

/// What choosing `colours` did.
pub fn set(lang: Lang, colours: Colours) -> String {
    t!(lang, "colours-set", colours = colours.word())
}
