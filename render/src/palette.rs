//! The colours of the pictures. The four colours the games tell apart
//! (Basilica's vaults, Cardinal's buildings) are four of the Okabe–Ito
//! colour-blind-safe set, and every piece also carries its letter, so no
//! information rests on colour alone; each game maps its own colours onto
//! them. Pawns are white (seat 1) and black (seat 2): they stand out on any
//! of the four.
//!
//! A reader may ask for pictures drawn for their colour vision
//! ([`Vision`]): every set of colours a game tells apart ([`Distinct`]) has
//! a palette for red-green and one for blue-yellow colour blindness, and
//! under [`Vision::Patterns`] each colour of a set also carries its own
//! pattern ([`Pattern`]). The tests simulate each kind of colour blindness
//! (Machado, Oliveira and Fernandes, 2009) and hold every pair of a set
//! apart by a minimum CIELAB ΔE.

use keystone_engine::Seat;

pub use crate::pattern::Pattern;

/// An sRGB colour.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rgb(pub [u8; 3]);

/// Okabe–Ito's yellow.
pub const YELLOW: Rgb = Rgb([0xF0, 0xE4, 0x42]);
/// Okabe–Ito's blue.
pub const BLUE: Rgb = Rgb([0x00, 0x72, 0xB2]);
/// Okabe–Ito's vermilion (a game's red).
pub const VERMILION: Rgb = Rgb([0xD5, 0x5E, 0x00]);
/// Okabe–Ito's bluish green (a game's green).
pub const BLUISH_GREEN: Rgb = Rgb([0x00, 0x9E, 0x73]);
/// The four colours the games tell apart.
pub const FOUR: [Rgb; 4] = [YELLOW, BLUE, VERMILION, BLUISH_GREEN];

/// Text drawn on `fill`: dark ink or white, whichever stands out more
/// (dark on the light fills, white on blue).
pub fn ink_on(fill: Rgb) -> Rgb {
    if contrast(fill, WHITE) > contrast(fill, INK) {
        WHITE
    } else {
        INK
    }
}

/// Linear-light RGB of an sRGB colour.
pub fn linear(Rgb(c): Rgb) -> [f64; 3] {
    c.map(|v| {
        let v = f64::from(v) / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    })
}

/// Relative luminance (WCAG).
pub fn luminance(c: Rgb) -> f64 {
    let [r, g, b] = linear(c);
    0.2126 * r + 0.7152 * g + 0.0722 * b
}

/// WCAG contrast ratio.
pub fn contrast(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// How a reader tells colours apart: the setting they chose once for
/// every game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Vision {
    /// The standard palette (Okabe–Ito).
    #[default]
    Standard,
    /// A palette for red-green colour blindness (protanopia,
    /// deuteranopia): colours apart in lightness and on the blue-yellow
    /// axis.
    RedGreen,
    /// A palette for blue-yellow colour blindness (tritanopia).
    BlueYellow,
    /// The standard palette, and a pattern on each colour: for any colour
    /// vision, and for a monochrome screen.
    Patterns,
}

impl Vision {
    /// Every setting.
    pub const ALL: [Vision; 4] = [
        Vision::Standard,
        Vision::RedGreen,
        Vision::BlueYellow,
        Vision::Patterns,
    ];
}

/// A set of colours a game tells apart (Basilica's vaults, Babylon's
/// dice), in each [`Vision`]: a colour by its place in the set.
#[derive(Clone, Copy, Debug)]
pub struct Distinct {
    /// What the colours mark, for a failing test to say.
    pub what: &'static str,
    /// The standard colours (also those under [`Vision::Patterns`]).
    pub standard: &'static [Rgb],
    /// For red-green colour blindness.
    pub red_green: &'static [Rgb],
    /// For blue-yellow colour blindness.
    pub blue_yellow: &'static [Rgb],
    /// The pattern on each colour under [`Vision::Patterns`], by place
    /// (none on a set the palettes keep apart in every vision).
    pub patterns: &'static [Pattern],
}

impl Distinct {
    /// The colours in `vision`.
    pub fn colours(&self, vision: Vision) -> &'static [Rgb] {
        match vision {
            Vision::Standard | Vision::Patterns => self.standard,
            Vision::RedGreen => self.red_green,
            Vision::BlueYellow => self.blue_yellow,
        }
    }

    /// The fill of the colour at `place` in `vision`.
    pub fn fill(&self, vision: Vision, place: usize) -> Rgb {
        self.colours(vision)[place]
    }

    /// The pattern on the colour at `place`: only under
    /// [`Vision::Patterns`].
    pub fn pattern(&self, vision: Vision, place: usize) -> Option<Pattern> {
        self.patterns
            .get(place)
            .copied()
            .filter(|_| vision == Vision::Patterns)
    }
}

/// The four colours Basilica's vaults and Cardinal's buildings take
/// (yellow, blue, red, green), in each vision. Red-green: a light yellow,
/// an indigo, a dark wine red and a pale green, apart in lightness; blue-
/// yellow: sand, indigo, red and mint (Paul Tol's palettes).
pub const FOUR_COLOURS: Distinct = Distinct {
    what: "four-colours",
    standard: &FOUR,
    red_green: &[
        Rgb([0xFF, 0xEE, 0x33]),
        Rgb([0x33, 0x22, 0x88]),
        Rgb([0x67, 0x00, 0x1F]),
        Rgb([0xA6, 0xDB, 0xA0]),
    ],
    blue_yellow: &[
        Rgb([0xEE, 0xCC, 0x66]),
        Rgb([0x33, 0x22, 0x88]),
        Rgb([0xCC, 0x33, 0x11]),
        Rgb([0x66, 0xCC, 0xAA]),
    ],
    // Not Basilica's scaffolds' diagonal hatching.
    patterns: &[
        Pattern::Dots,
        Pattern::Stripes,
        Pattern::Waves,
        Pattern::Grid,
    ],
};

/// A seat's pawn fill and outline.
pub fn pawn(seat: Seat) -> (Rgb, Rgb) {
    if seat.index() == 0 {
        (WHITE, INK)
    } else {
        (Rgb([0x22, 0x22, 0x22]), WHITE)
    }
}

/// The picture's background.
pub const PAPER: Rgb = Rgb([0xF4, 0xED, 0xE1]);
/// Main text.
pub const INK: Rgb = Rgb([0x11, 0x11, 0x11]);
/// Secondary text.
pub const MUTED: Rgb = Rgb([0x5E, 0x50, 0x44]);
/// White.
pub const WHITE: Rgb = Rgb([0xFF, 0xFF, 0xFF]);
/// The board the cathedral stands on, and its start slots.
pub const BOARD: Rgb = Rgb([0x6B, 0x51, 0x3C]);
/// An empty cell of the cathedral.
pub const CELL: Rgb = Rgb([0xE8, 0xDD, 0xCB]);
/// Scaffold fill and hatching.
pub const SCAFFOLD: (Rgb, Rgb) = (Rgb([0xC9, 0xC3, 0xB8]), Rgb([0x6E, 0x68, 0x5E]));
/// Coins, crowns and scoring spaces.
pub const GOLD: Rgb = Rgb([0xE8, 0xB2, 0x2E]);
/// Outlines of gold things.
pub const GOLD_EDGE: Rgb = Rgb([0x7A, 0x55, 0x0A]);
/// Panels behind the offer and the players.
pub const PANEL: Rgb = Rgb([0xEA, 0xE0, 0xD0]);
/// The four panes of a stained-glass token.
pub const GLASS: [Rgb; 4] = [
    Rgb([0xCC, 0x79, 0xA7]),
    Rgb([0x56, 0xB4, 0xE9]),
    Rgb([0xF0, 0xE4, 0x42]),
    Rgb([0x00, 0x9E, 0x73]),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The colour as seen with deuteranopia or protanopia (Viénot 1999).
    fn simulate(c: Rgb, protan: bool) -> [f64; 3] {
        let [r, g, b] = linear(c);
        let m: [[f64; 3]; 3] = if protan {
            [
                [0.11238, 0.88762, 0.0],
                [0.11238, 0.88762, 0.0],
                [0.00401, -0.00401, 1.0],
            ]
        } else {
            [
                [0.29275, 0.70725, 0.0],
                [0.29275, 0.70725, 0.0],
                [-0.02234, 0.02234, 1.0],
            ]
        };
        m.map(|row| row[0] * r + row[1] * g + row[2] * b)
    }

    #[test]
    fn letters_are_readable_on_every_one_of_the_four() {
        for fill in FOUR {
            let ratio = contrast(fill, ink_on(fill));
            assert!(ratio >= 4.5, "{fill:?}: contrast {ratio:.2}");
        }
    }

    #[test]
    fn text_is_readable_on_the_paper() {
        assert!(contrast(INK, PAPER) >= 7.0);
        assert!(contrast(MUTED, PAPER) >= 4.5);
        assert!(contrast(INK, PANEL) >= 7.0);
    }

    #[test]
    fn vault_colours_stay_apart_for_colour_blind_players() {
        for protan in [false, true] {
            for (i, &a) in FOUR.iter().enumerate() {
                for &b in &FOUR[i + 1..] {
                    let (x, y) = (simulate(a, protan), simulate(b, protan));
                    let distance = x
                        .iter()
                        .zip(y)
                        .map(|(p, q)| (p - q).powi(2))
                        .sum::<f64>()
                        .sqrt();
                    assert!(
                        distance > 0.15,
                        "{a:?} and {b:?} too close ({distance:.3}, protan: {protan})"
                    );
                }
            }
        }
    }
}
