//! The colours of the pictures. The four colours the games tell apart
//! (Basilica's vaults, Cardinal's buildings) are four of the Okabe–Ito
//! colour-blind-safe set, and every piece also carries its letter, so no
//! information rests on colour alone; each game maps its own colours onto
//! them. Pawns are white (seat 1) and black (seat 2): they stand out on any
//! of the four.

use keystone_engine::Seat;

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

/// Text drawn on one of [`FOUR`]: dark on the light fills, white on blue.
pub const fn ink_on(fill: Rgb) -> Rgb {
    if fill.0[0] == BLUE.0[0] && fill.0[1] == BLUE.0[1] && fill.0[2] == BLUE.0[2] {
        WHITE
    } else {
        INK
    }
}

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

    /// Linear-light RGB of an sRGB colour.
    fn linear(Rgb(c): Rgb) -> [f64; 3] {
        c.map(|v| {
            let v = f64::from(v) / 255.0;
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        })
    }

    fn luminance(c: Rgb) -> f64 {
        let [r, g, b] = linear(c);
        0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    /// WCAG contrast ratio.
    fn contrast(a: Rgb, b: Rgb) -> f64 {
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

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
