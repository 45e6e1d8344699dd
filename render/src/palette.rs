//! The colours of the pictures. The four vault colours are the Okabe–Ito
//! colour-blind-safe set, and every vault also carries its letter, so no
//! information rests on colour alone.

use keystone_engine::basilica::Colour;

/// An sRGB colour.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rgb(pub [u8; 3]);

/// The fill of a vault of `colour`.
pub const fn vault(colour: Colour) -> Rgb {
    match colour {
        Colour::Yellow => Rgb([0xF0, 0xE4, 0x42]),
        Colour::Blue => Rgb([0x00, 0x72, 0xB2]),
        Colour::Red => Rgb([0xD5, 0x5E, 0x00]),
        Colour::Green => Rgb([0x00, 0x9E, 0x73]),
    }
}

/// Text drawn on a vault of `colour`: dark on light fills, light on dark.
pub const fn ink_on(colour: Colour) -> Rgb {
    match colour {
        Colour::Yellow | Colour::Red | Colour::Green => Rgb([0x11, 0x11, 0x11]),
        Colour::Blue => Rgb([0xFF, 0xFF, 0xFF]),
    }
}

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
    fn letters_are_readable_on_every_vault() {
        for colour in Colour::ALL {
            let ratio = contrast(vault(colour), ink_on(colour));
            assert!(ratio >= 4.5, "{colour:?}: contrast {ratio:.2}");
        }
    }

    #[test]
    fn vault_colours_stay_apart_for_colour_blind_players() {
        for protan in [false, true] {
            for (i, &a) in Colour::ALL.iter().enumerate() {
                for &b in &Colour::ALL[i + 1..] {
                    let (x, y) = (simulate(vault(a), protan), simulate(vault(b), protan));
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
