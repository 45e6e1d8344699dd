//! Colours everyone can tell apart: every set of colours a game tells
//! apart (Basilica's vaults, Babylon's dice…) is checked in every colour
//! vision a player may choose, as each kind of colour blindness sees it.
//!
//! Colour blindness is simulated with Machado, Oliveira and Fernandes
//! (2009), "A Physiologically-based Model for Simulation of Color Vision
//! Deficiency", at severity 1 (dichromacy), on linear RGB; two colours'
//! difference is CIE 1976 ΔE*ab in CIELAB (D65).

use keystone_render::TOLD_APART;
use keystone_render::palette::{Distinct, Rgb, Vision, linear};

/// How an eye sees: normally, or with one kind of dichromacy.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Eye {
    Normal,
    Protanopia,
    Deuteranopia,
    Tritanopia,
}

impl Eye {
    /// Machado et al.'s matrix at severity 1.0 (their table 2).
    fn matrix(self) -> [[f64; 3]; 3] {
        match self {
            Eye::Normal => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            Eye::Protanopia => [
                [0.152_286, 1.052_583, -0.204_868],
                [0.114_503, 0.786_281, 0.099_216],
                [-0.003_882, -0.048_116, 1.051_998],
            ],
            Eye::Deuteranopia => [
                [0.367_322, 0.860_646, -0.227_968],
                [0.280_085, 0.672_501, 0.047_413],
                [-0.011_820, 0.042_940, 0.968_881],
            ],
            Eye::Tritanopia => [
                [1.255_528, -0.076_749, -0.178_779],
                [-0.078_411, 0.930_809, 0.147_602],
                [0.004_733, 0.691_367, 0.303_900],
            ],
        }
    }

    /// `colour` as this eye sees it, in CIELAB.
    fn sees(self, colour: Rgb) -> [f64; 3] {
        let rgb = linear(colour);
        let seen = self
            .matrix()
            .map(|row| (row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]).clamp(0.0, 1.0));
        lab(seen)
    }
}

/// CIELAB (D65) of linear sRGB.
fn lab([r, g, b]: [f64; 3]) -> [f64; 3] {
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.950_47;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.088_83;
    let f = |t: f64| {
        let d: f64 = 6.0 / 29.0;
        if t > d.powi(3) {
            t.cbrt()
        } else {
            t / (3.0 * d * d) + 4.0 / 29.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIE76 ΔE*ab.
fn delta_e(a: [f64; 3], b: [f64; 3]) -> f64 {
    a.iter()
        .zip(b)
        .map(|(p, q)| (p - q).powi(2))
        .sum::<f64>()
        .sqrt()
}

/// The smallest ΔE between two colours of `colours` as `eye` sees them,
/// and which two.
fn closest(colours: &[Rgb], eye: Eye) -> (f64, Rgb, Rgb) {
    let mut closest = (f64::INFINITY, Rgb([0; 3]), Rgb([0; 3]));
    for (i, &a) in colours.iter().enumerate() {
        for &b in &colours[i + 1..] {
            let d = delta_e(eye.sees(a), eye.sees(b));
            if d < closest.0 {
                closest = (d, a, b);
            }
        }
    }
    closest
}

/// Apart enough for the standard palette under normal vision (clearly
/// different at a glance).
const APART: f64 = 20.0;
/// Apart enough, in a palette made for one kind of colour blindness, for
/// an eye of that kind (and for a normal one).
const APART_FOR_THEM: f64 = 30.0;

/// The eyes a vision's palette is made for, and how far apart each must
/// see every pair.
fn eyes(vision: Vision) -> Vec<(Eye, f64)> {
    match vision {
        Vision::Standard | Vision::Patterns => vec![(Eye::Normal, APART)],
        Vision::RedGreen => vec![
            (Eye::Normal, APART_FOR_THEM),
            (Eye::Protanopia, APART_FOR_THEM),
            (Eye::Deuteranopia, APART_FOR_THEM),
        ],
        Vision::BlueYellow => vec![
            (Eye::Normal, APART_FOR_THEM),
            (Eye::Tritanopia, APART_FOR_THEM),
        ],
    }
}

fn check(game: &str, set: &Distinct, vision: Vision) -> Vec<String> {
    let colours = set.colours(vision);
    let mut wrong = Vec::new();
    for (eye, least) in eyes(vision) {
        let (d, a, b) = closest(colours, eye);
        if d < least {
            wrong.push(format!(
                "{game}, {} in {vision:?}: {a:?} and {b:?} are {d:.1} apart for {eye:?} (at least {least})",
                set.what
            ));
        }
    }
    if vision == Vision::Patterns {
        // Any eye: each pair carries two patterns, or is apart for every
        // kind of colour blindness without one.
        for (i, &a) in colours.iter().enumerate() {
            for (j, &b) in colours.iter().enumerate().skip(i + 1) {
                let patterned = match (set.pattern(vision, i), set.pattern(vision, j)) {
                    (Some(p), Some(q)) => p != q,
                    _ => false,
                };
                let apart = [Eye::Protanopia, Eye::Deuteranopia, Eye::Tritanopia]
                    .into_iter()
                    .all(|eye| delta_e(eye.sees(a), eye.sees(b)) >= APART_FOR_THEM);
                if !patterned && !apart {
                    wrong.push(format!(
                        "{game}, {}: {a:?} and {b:?} share a pattern and are close for some eye",
                        set.what
                    ));
                }
            }
        }
    }
    wrong
}

#[test]
fn every_colour_a_game_tells_apart_stays_apart_in_every_vision() {
    let mut wrong = Vec::new();
    let mut checked = 0;
    for &(game, sets) in TOLD_APART {
        assert!(!sets.is_empty(), "{game} tells no colours apart");
        for set in sets {
            for vision in Vision::ALL {
                assert_eq!(
                    set.colours(vision).len(),
                    set.standard.len(),
                    "{game}, {}: a colour for each in {vision:?}",
                    set.what
                );
                wrong.extend(check(game, set, vision));
                checked += 1;
            }
        }
    }
    assert_eq!(
        checked,
        4 * (1 + 1 + 1 + 3),
        "every game's sets, every vision"
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The simulation itself, against values the model gives: pure red seen
/// with protanopia is a dark olive, and white stays white for every eye.
#[test]
fn the_simulation_matches_machados_model() {
    let red = Eye::Protanopia.sees(Rgb([255, 0, 0]));
    let expected = lab([0.152_286, 0.114_503, 0.0]);
    assert!(delta_e(red, expected) < 1e-9, "{red:?}");
    for eye in [Eye::Protanopia, Eye::Deuteranopia, Eye::Tritanopia] {
        let white = eye.sees(Rgb([255, 255, 255]));
        assert!((white[0] - 100.0).abs() < 0.5, "{eye:?}: {white:?}");
    }
}

/// The standard palette as it was before players could choose one fails
/// the red-green eyes' test where the red-green palette passes: the test
/// tells a palette made for them from one that is not.
#[test]
fn the_standard_palette_is_not_enough_for_a_red_green_eye() {
    let icons = TOLD_APART
        .iter()
        .find(|(game, _)| *game == "babylon")
        .map(|(_, sets)| sets[0])
        .unwrap();
    let (standard, ..) = closest(icons.standard, Eye::Deuteranopia);
    let (theirs, ..) = closest(icons.red_green, Eye::Deuteranopia);
    assert!(standard < APART_FOR_THEM, "{standard}");
    assert!(theirs >= APART_FOR_THEM, "{theirs}");
}
