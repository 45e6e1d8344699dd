//! Text with embedded fonts and per-character fallback, so that any name a
//! Discord user may have draws without panicking: Noto Sans (Latin, Greek,
//! Cyrillic), then common CJK (a Noto Sans CJK subset), then symbols and
//! emoji (a Symbola subset), then a plain box. Characters that only join or
//! modify others (zero-width joiners, variation selectors, skin tones, tag
//! characters) are skipped. The fonts and their licences are in `fonts/`.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont, point};

use crate::canvas::Canvas;
use crate::palette::Rgb;

static REGULAR: &[u8] = include_bytes!("../fonts/NotoSans-Regular.ttf");
static BOLD: &[u8] = include_bytes!("../fonts/NotoSans-Bold.ttf");
static CJK: &[u8] = include_bytes!("../fonts/NotoSansCJK-Common.otf");
static SYMBOLS: &[u8] = include_bytes!("../fonts/Symbola-Symbols.ttf");

/// Drawn in place of a character no font has.
const MISSING: char = '□';

/// Regular or bold text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Weight {
    /// Noto Sans Regular.
    Regular,
    /// Noto Sans Bold.
    Bold,
}

struct Fonts {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
    fallbacks: [FontRef<'static>; 2],
}

static FONTS: LazyLock<Fonts> = LazyLock::new(|| {
    let load =
        |bytes: &'static [u8]| FontRef::try_from_slice(bytes).expect("embedded fonts are valid");
    Fonts {
        regular: load(REGULAR),
        bold: load(BOLD),
        fallbacks: [load(CJK), load(SYMBOLS)],
    }
});

/// Whether `c` only joins or modifies its neighbours and draws nothing alone.
fn is_modifier(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{2060}'..='\u{2064}' | '\u{FE00}'..='\u{FE0F}')
        || matches!(c, '\u{1F3FB}'..='\u{1F3FF}' | '\u{E0000}'..='\u{E007F}' | '\u{E0100}'..='\u{E01EF}')
}

/// The font and glyph that draw `c`, falling back as described above.
fn glyph(c: char, weight: Weight) -> (&'static FontRef<'static>, GlyphId) {
    let fonts = &*FONTS;
    let main = match weight {
        Weight::Regular => &fonts.regular,
        Weight::Bold => &fonts.bold,
    };
    std::iter::once(main)
        .chain(&fonts.fallbacks)
        .find_map(|font| {
            let id = font.glyph_id(c);
            (id.0 != 0).then_some((font, id))
        })
        .unwrap_or_else(|| (&fonts.fallbacks[1], fonts.fallbacks[1].glyph_id(MISSING)))
}

/// Whether the picture's fonts draw `c` itself (not the missing-glyph box),
/// in both weights: words in every language must pass.
pub fn draws(c: char) -> bool {
    is_modifier(c)
        || [Weight::Regular, Weight::Bold].into_iter().all(|weight| {
            let (font, id) = glyph(c, weight);
            id != font.glyph_id(MISSING) || c == MISSING
        })
}

/// The glyphs of `text` with their x offsets; and the total width.
fn layout(
    text: &str,
    size: f32,
    weight: Weight,
) -> (Vec<(&'static FontRef<'static>, GlyphId, f32)>, f32) {
    let scale = PxScale::from(size);
    let mut x = 0.0;
    let mut glyphs = Vec::with_capacity(text.len());
    for c in text.chars().filter(|&c| !is_modifier(c)) {
        let (font, id) = glyph(c, weight);
        glyphs.push((font, id, x));
        x += font.as_scaled(scale).h_advance(id);
    }
    (glyphs, x)
}

/// The width of `text` drawn at `size` px.
pub fn width(text: &str, size: f32, weight: Weight) -> f32 {
    layout(text, size, weight).1
}

/// `text`, shortened with an ellipsis if needed to fit `max` px.
pub fn fit(text: &str, size: f32, weight: Weight, max: f32) -> String {
    if width(text, size, weight) <= max {
        return text.to_owned();
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate: String = chars.iter().collect::<String>().trim_end().to_owned() + "…";
        if width(&candidate, size, weight) <= max {
            return candidate;
        }
    }
    "…".to_owned()
}

/// `text` broken into lines of at most `max` px at the spaces, at most
/// `lines` of them, the last shortened with an ellipsis if the rest does
/// not fit.
pub fn wrap(text: &str, size: f32, weight: Weight, max: f32, lines: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut line = String::new();
    let mut words = text.split(' ').peekable();
    while let Some(word) = words.next() {
        let candidate = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if line.is_empty() || width(&candidate, size, weight) <= max {
            line = candidate;
            continue;
        }
        if out.len() + 1 == lines {
            // The last line: the rest, shortened.
            let rest: Vec<&str> = std::iter::once(word).chain(words).collect();
            out.push(fit(
                &format!("{line} {}", rest.join(" ")),
                size,
                weight,
                max,
            ));
            return out;
        }
        out.push(std::mem::replace(&mut line, word.to_owned()));
    }
    if !line.is_empty() {
        out.push(fit(&line, size, weight, max));
    }
    out
}

/// A glyph rasterised at one size and quarter-pixel offset.
#[derive(Debug)]
struct Bitmap {
    /// Offset of the bitmap from the pen's whole-pixel position.
    left: i32,
    top: i32,
    width: usize,
    /// Coverage, 0–255, row by row.
    coverage: Vec<u8>,
}

/// Which glyph, at which size (its bits: two sizes in the same quarter
/// pixel rasterise differently, and a picture must not depend on which
/// another drew first) and quarter-pixel offset.
type GlyphKey = (usize, u16, u32, u8, u8);

/// Rasterised glyphs: every picture draws the same letters and digits.
static GLYPHS: LazyLock<Mutex<HashMap<GlyphKey, Arc<Bitmap>>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

/// Glyphs kept at most; past it the cache starts afresh.
const GLYPH_CACHE: usize = 8192;

fn rasterise(font: &FontRef<'static>, id: GlyphId, scale: PxScale, fx: f32, fy: f32) -> Bitmap {
    let glyph = id.with_scale_and_position(scale, point(fx, fy));
    let Some(outline) = font.outline_glyph(glyph) else {
        return Bitmap {
            left: 0,
            top: 0,
            width: 0,
            coverage: Vec::new(),
        };
    };
    let bounds = outline.px_bounds();
    let width = bounds.width() as usize;
    let mut coverage = vec![0u8; width * bounds.height() as usize];
    outline.draw(|gx, gy, c| {
        coverage[gy as usize * width + gx as usize] = (c.clamp(0.0, 1.0) * 255.0).round() as u8;
    });
    Bitmap {
        left: bounds.min.x as i32,
        top: bounds.min.y as i32,
        width,
        coverage,
    }
}

/// The font's place in the fallback chain, for the cache key.
fn font_index(font: &FontRef<'static>) -> usize {
    let fonts = &*FONTS;
    [
        &fonts.regular,
        &fonts.bold,
        &fonts.fallbacks[0],
        &fonts.fallbacks[1],
    ]
    .iter()
    .position(|f| std::ptr::eq(*f, font))
    .unwrap_or(0)
}

/// A text a picture drew, and its size in the picture's pixels.
#[derive(Clone, Debug, PartialEq)]
pub struct Printed {
    /// The words.
    pub text: String,
    /// The font's size (its em, as CSS's `font-size`), in pixels.
    pub size: f32,
}

thread_local! {
    /// What [`draw`] drew on this thread, while [`printed`] records it.
    static DRAWN: std::cell::RefCell<Option<Vec<Printed>>> = const { std::cell::RefCell::new(None) };
}

/// Runs `draw` and says every text it drew on this thread, in order, with
/// its size: what a picture prints, so that its words and their size can
/// be checked.
pub fn printed<R>(draw: impl FnOnce() -> R) -> (R, Vec<Printed>) {
    let outer = DRAWN.with(|d| d.replace(Some(Vec::new())));
    let result = draw();
    let texts = DRAWN.with(|d| d.replace(outer)).unwrap_or_default();
    (result, texts)
}

/// [`printed`]'s words alone.
pub fn drawn<R>(draw: impl FnOnce() -> R) -> (R, Vec<String>) {
    let (result, printed) = printed(draw);
    (result, printed.into_iter().map(|p| p.text).collect())
}

/// The smallest text of those `printed` that shows anything (spaces draw
/// nothing), in the picture's pixels: `None` if none did.
pub fn smallest(printed: &[Printed]) -> Option<&Printed> {
    printed
        .iter()
        .filter(|p| p.text.chars().any(|c| !c.is_whitespace()))
        .min_by(|a, b| a.size.total_cmp(&b.size))
}

/// Draws `text` with its top-left corner at (`x`, `y`); returns its width.
/// Every font shares Noto Sans's baseline, so mixed scripts line up.
pub fn draw(
    canvas: &mut Canvas,
    text: &str,
    x: f32,
    y: f32,
    size: f32,
    weight: Weight,
    colour: Rgb,
) -> f32 {
    DRAWN.with(|d| {
        if let Some(texts) = d.borrow_mut().as_mut() {
            texts.push(Printed {
                text: text.to_owned(),
                size,
            });
        }
    });
    let scale = PxScale::from(size);
    let baseline = y + FONTS.regular.as_scaled(scale).ascent();
    let (glyphs, total) = layout(text, size, weight);
    for (font, id, dx) in glyphs {
        // Whole pixels, and the rest in quarter pixels.
        let (px, py) = ((x + dx).floor(), baseline.floor());
        let fx = (((x + dx) - px) * 4.0).round() as u8;
        let fy = ((baseline - py) * 4.0).round() as u8;
        let key = (font_index(font), id.0, size.to_bits(), fx, fy);
        let bitmap = {
            let mut cache = GLYPHS.lock().unwrap_or_else(|p| p.into_inner());
            if cache.len() > GLYPH_CACHE {
                cache.clear();
            }
            Arc::clone(cache.entry(key).or_insert_with(|| {
                Arc::new(rasterise(
                    font,
                    id,
                    scale,
                    f32::from(fx) / 4.0,
                    f32::from(fy) / 4.0,
                ))
            }))
        };
        for (i, &c) in bitmap.coverage.iter().enumerate().filter(|(_, c)| **c > 0) {
            let (gx, gy) = ((i % bitmap.width) as i32, (i / bitmap.width) as i32);
            canvas.blend(
                px as i32 + bitmap.left + gx,
                py as i32 + bitmap.top + gy,
                colour,
                f32::from(c) / 255.0,
            );
        }
    }
    total
}

/// Draws `text` centred on (`cx`, `cy`).
pub fn centred(
    canvas: &mut Canvas,
    text: &str,
    cx: f32,
    cy: f32,
    size: f32,
    weight: Weight,
    colour: Rgb,
) {
    let w = width(text, size, weight);
    draw(
        canvas,
        text,
        cx - w / 2.0,
        cy - line_height(size) / 2.0,
        size,
        weight,
        colour,
    );
}

/// The height of a line of text at `size` px (Noto Sans ascent to descent).
pub fn line_height(size: f32) -> f32 {
    let scaled = FONTS.regular.as_scaled(PxScale::from(size));
    scaled.ascent() - scaled.descent()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_script_finds_a_font() {
        for c in [
            'a', 'ł', 'Ż', 'é', 'Ω', 'Ж', '中', '文', 'の', '한', '🏰', '♟', '★',
        ] {
            let (font, id) = glyph(c, Weight::Regular);
            assert_ne!(id.0, 0, "{c}");
            assert_eq!(font.glyph_id(c), id);
        }
    }

    #[test]
    fn unknown_characters_fall_back_to_a_box() {
        let (font, id) = glyph('\u{10FFFD}', Weight::Bold);
        assert_eq!(font.glyph_id(MISSING), id);
        assert_ne!(id.0, 0);
    }

    #[test]
    fn modifiers_draw_nothing() {
        let family = "👩\u{200D}👩\u{200D}👧🏽\u{FE0F}";
        assert_eq!(layout(family, 20.0, Weight::Regular).0.len(), 3);
    }

    #[test]
    fn wrapping_breaks_at_spaces_and_shortens_the_last_line() {
        let text = "a city of 8 cards +29 · 2 cards left in hand −8 (G12)";
        let one = width(text, 16.0, Weight::Regular);
        let lines = wrap(text, 16.0, Weight::Regular, one / 2.0 + 20.0, 3);
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert_eq!(lines.join(" "), text);
        assert!(
            lines
                .iter()
                .all(|l| width(l, 16.0, Weight::Regular) <= one / 2.0 + 20.0)
        );
        let cut = wrap(text, 16.0, Weight::Regular, one / 3.0, 1);
        assert_eq!(cut.len(), 1);
        assert!(cut[0].ends_with('…'), "{cut:?}");
        assert!(wrap("", 16.0, Weight::Regular, 100.0, 2).is_empty());
    }

    #[test]
    fn fitting_shortens_with_an_ellipsis() {
        let long = "Łukasz the Magnificent Builder of Cathedrals";
        let short = fit(long, 30.0, Weight::Bold, 200.0);
        assert!(
            short.ends_with('…') && width(&short, 30.0, Weight::Bold) <= 200.0,
            "{short}"
        );
        assert_eq!(fit("Zoë", 30.0, Weight::Bold, 200.0), "Zoë");
        assert_eq!(fit("", 30.0, Weight::Bold, 200.0), "");
    }
}
