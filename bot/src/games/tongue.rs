//! Notation in the player's language. The engines read and write one
//! notation, in English words (`red house -1,0`), which records keep so
//! that they replay anywhere. Players may type the words of their own
//! language instead (`rouge maison -1,0`, `czerwony dom -1,0`), in any case
//! and with or without accents, and are shown them: a word of a game's
//! notation is looked up in the game's own Fluent file
//! (`notation-<game>-<word>` in `locales/<lang>/<game>.ftl`), its other
//! accepted forms in the message's
//! `.forms` attribute (Polish adjectives agree with the shape that follows:
//! the shown form may select on `$next`, the next word). English needs no
//! file: its words are the notation's own.
//!
//! Words are runs of letters; what is between (cells `c3`, `-1,0`, values,
//! `;`) is left as typed. A run that is not a word of the game stays too, so
//! `townhall10` becomes `mairie10` while `a1` and `V2` are untouched.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

use super::Kind;
use crate::i18n::{FluentValue, Lang};

/// How a typed word is compared: lower case, accents and other marks
/// dropped (`Échafaudage` → `echafaudage`, `Wieża` → `wieza`).
pub fn fold(word: &str) -> String {
    word.nfd()
        .filter(|c| !is_combining_mark(*c))
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            // Letters with a stroke do not decompose.
            'ł' => 'l',
            'ø' => 'o',
            'đ' => 'd',
            other => other,
        })
        .collect::<String>()
        .replace('œ', "oe")
        .replace('æ', "ae")
}

/// The pieces of a line: runs of letters (`true`) and what lies between.
fn pieces(line: &str) -> Vec<(bool, &str)> {
    let mut pieces = Vec::new();
    let mut start = 0;
    let mut letters = None;
    for (i, c) in line.char_indices() {
        let is_letter = c.is_alphabetic();
        if letters != Some(is_letter) {
            if let Some(was) = letters
                && i > start
            {
                pieces.push((was, &line[start..i]));
            }
            start = i;
            letters = Some(is_letter);
        }
    }
    if let Some(was) = letters
        && start < line.len()
    {
        pieces.push((was, &line[start..]));
    }
    pieces
}

/// The Fluent id of `word` in `kind`'s notation, if `lang` has one.
fn message(kind: &Kind, word: &str, lang: Lang) -> Option<String> {
    if lang == Lang::En {
        return None;
    }
    let id = format!("notation-{}-{word}", kind.name);
    lang.try_text_with(&id, &[("next", FluentValue::from(""))])
        .map(|_| id)
}

/// `word` (of `kind`'s notation) as shown in `lang`, given the next word
/// of the line (for agreement).
fn shown(kind: &Kind, word: &str, next: &str, lang: Lang) -> Option<String> {
    let id = message(kind, word, lang)?;
    lang.try_text_with(&id, &[("next", FluentValue::from(next.to_owned()))])
}

/// Every form of `kind`'s words that `lang` accepts, folded, with the word
/// each stands for; worked out once per game and language.
fn forms(kind: &Kind, lang: Lang) -> Arc<HashMap<String, &'static str>> {
    type Forms = HashMap<(&'static str, &'static str), Arc<HashMap<String, &'static str>>>;
    static KNOWN: OnceLock<Mutex<Forms>> = OnceLock::new();
    let known = KNOWN.get_or_init(Mutex::default);
    let key = (kind.name, lang.tag());
    if let Some(forms) = known.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return Arc::clone(forms);
    }
    let forms = Arc::new(all_forms(kind, lang));
    known
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, Arc::clone(&forms));
    forms
}

fn all_forms(kind: &Kind, lang: Lang) -> HashMap<String, &'static str> {
    let mut forms = HashMap::new();
    for &word in kind.words {
        forms.insert(fold(word), word);
        let Some(id) = message(kind, word, lang) else {
            continue;
        };
        let shown: Vec<String> = kind
            .words
            .iter()
            .chain([&""])
            .filter_map(|next| shown(kind, word, next, lang))
            .collect();
        let more = lang.try_text(&format!("{id}.forms")).unwrap_or_default();
        for form in shown
            .iter()
            .map(String::as_str)
            .chain(more.split_whitespace())
        {
            forms.entry(fold(form)).or_insert(word);
        }
    }
    forms
}

/// One word of `kind`'s notation as shown in `lang`, before `next` (for
/// agreement): a button of the board that adds that word.
pub fn word(kind: &Kind, word: &str, next: &str, lang: Lang) -> String {
    // As `to_player` shows it: only the game's own words are translated.
    kind.words
        .contains(&word)
        .then(|| shown(kind, word, next, lang))
        .flatten()
        .unwrap_or_else(|| word.to_owned())
}

/// A line of `kind`'s notation with its words in `lang`.
pub fn to_player(line: &str, kind: &Kind, lang: Lang) -> String {
    if lang == Lang::En {
        return line.to_owned();
    }
    let pieces = pieces(line);
    let words: Vec<&str> = pieces
        .iter()
        .filter(|(letters, _)| *letters)
        .map(|(_, p)| *p)
        .collect();
    let mut out = String::with_capacity(line.len() + 8);
    let mut n = 0;
    for (letters, piece) in pieces {
        if !letters {
            out.push_str(piece);
            continue;
        }
        n += 1;
        let next = words.get(n).copied().unwrap_or("");
        let word = kind
            .words
            .contains(&piece)
            .then(|| shown(kind, piece, next, lang))
            .flatten();
        out.push_str(word.as_deref().unwrap_or(piece));
    }
    out
}

/// A line typed in `lang` (or in English) as `kind`'s notation reads it.
pub fn from_player(line: &str, kind: &Kind, lang: Lang) -> String {
    if lang == Lang::En {
        return line.to_owned();
    }
    let forms = forms(kind, lang);
    pieces(line)
        .into_iter()
        .map(|(letters, piece)| {
            let word = letters.then(|| forms.get(&fold(piece))).flatten();
            word.map_or(piece, |w| *w).to_owned()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_fold_without_case_or_accents() {
        assert_eq!(fold("Échafaudage"), "echafaudage");
        assert_eq!(fold("WIEŻA"), "wieza");
        assert_eq!(fold("żółty"), "zolty");
        assert_eq!(fold("Mosaïque"), "mosaique");
        assert_eq!(fold("œuvre"), "oeuvre");
    }

    #[test]
    fn a_line_is_cut_into_words_and_the_rest() {
        assert_eq!(
            pieces("red house -1,0; cardinal 0,1"),
            [
                (true, "red"),
                (false, " "),
                (true, "house"),
                (false, " -1,0; "),
                (true, "cardinal"),
                (false, " 0,1"),
            ]
        );
        assert_eq!(
            pieces("build townhall10 left;"),
            [
                (true, "build"),
                (false, " "),
                (true, "townhall"),
                (false, "10 "),
                (true, "left"),
                (false, ";"),
            ]
        );
    }

    /// Actions of random games of every game at every table size, in
    /// notation: what players will see and type.
    fn notations(kind: &Kind) -> std::collections::BTreeSet<String> {
        use keystone_engine::Seating;
        let mut seen = std::collections::BTreeSet::new();
        let names = ["A", "B", "C", "D"];
        for seats in kind.seats.clone() {
            for seed in 0..4u64 {
                let table = Seating {
                    seats,
                    first: None,
                    seed,
                };
                let mut game = (kind.start)(&table, &[]).unwrap();
                let mut n = 0usize;
                while game.outcome().is_none() && n < 2000 {
                    n += 1;
                    let Some(&seat) = game.to_act().first() else {
                        break;
                    };
                    let choices = game.choices(seat, &names, Lang::En);
                    if choices.is_empty() {
                        break;
                    }
                    seen.extend(choices.iter().map(|c| c.notation.clone()));
                    let pick = &choices[(seed as usize * 7 + n * 13) % choices.len()];
                    game.play(seat, &pick.notation, &names, Lang::En).unwrap();
                }
            }
        }
        seen
    }

    #[test]
    fn every_notation_word_is_said_in_every_language_and_read_back() {
        for kind in crate::games::KINDS {
            let notations = notations(kind);
            assert!(notations.len() > 20, "{}", kind.name);
            for notation in &notations {
                for (letters, piece) in pieces(notation) {
                    if letters && piece.chars().count() > 1 {
                        assert!(
                            kind.words.contains(&piece),
                            "{}: `{piece}` of `{notation}` is not among its words",
                            kind.name
                        );
                    }
                }
            }
            for lang in [Lang::Fr, Lang::Pl] {
                let forms = forms(kind, lang);
                for &word in kind.words {
                    let id = message(kind, word, lang)
                        .unwrap_or_else(|| panic!("{}: no {} for `{word}`", kind.name, lang.tag()));
                    // Each accepted form stands for this word only.
                    let more = lang.try_text(&format!("{id}.forms")).unwrap_or_default();
                    for form in more.split_whitespace() {
                        assert_eq!(forms.get(&fold(form)), Some(&word), "{}: {form}", kind.name);
                    }
                    // No word of the game is another's form.
                    for &other in kind.words {
                        if other != word {
                            assert_ne!(forms.get(&fold(other)), Some(&word), "{}", kind.name);
                        }
                    }
                }
                for notation in &notations {
                    let shown = to_player(notation, kind, lang);
                    assert_eq!(&from_player(&shown, kind, lang), notation, "{shown}");
                    // In any case, without accents, or in English.
                    let typed = fold(&shown).to_uppercase();
                    assert_eq!(
                        from_player(&typed, kind, lang).to_lowercase(),
                        notation.to_lowercase(),
                        "{typed}"
                    );
                    assert_eq!(&from_player(notation, kind, lang), notation);
                }
            }
        }
    }

    #[test]
    fn cardinal_and_basilica_speak_french_and_polish() {
        let cardinal = &crate::games::cardinal::KIND;
        let basilica = &crate::games::basilica::KIND;
        assert_eq!(
            to_player("red house -1,0; cardinal 0,1", cardinal, Lang::Fr),
            "rouge maison -1,0; cardinal 0,1"
        );
        assert_eq!(
            from_player("rouge maison -1,0", cardinal, Lang::Fr),
            "red house -1,0"
        );
        // Polish colours agree with the shape.
        assert_eq!(
            to_player("red tower 2,0; pawn red", cardinal, Lang::Pl),
            "czerwona wieża 2,0; pionek czerwony"
        );
        assert_eq!(
            from_player("Czerwony DOM -1,0", cardinal, Lang::Pl),
            "red house -1,0"
        );
        assert_eq!(
            from_player("czerwona wieza 2,0", cardinal, Lang::Pl),
            "red tower 2,0"
        );
        assert_eq!(
            to_player("O1 promote c3 strongman", basilica, Lang::Fr),
            "O1 promouvoir c3 hercule"
        );
        assert_eq!(
            from_player("O2 Echafaudage a4 b5", basilica, Lang::Fr),
            "O2 scaffold a4 b5"
        );
        assert_eq!(
            to_player(
                "build townhall10 left; church7 right",
                &crate::games::grands_batisseurs::KIND,
                Lang::Fr
            ),
            "bâtir mairie10 gauche; église7 droite"
        );
    }
}
