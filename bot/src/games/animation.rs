//! A whole game as an animated GIF: the board as each turn began, then the
//! final position, drawn again from the log, each frame captioned with its
//! turn, and made to fit an upload limit (fewer frames first, then
//! smaller ones, never below half size).

use image::RgbImage;

use super::{AnyGame, turn_starts};
use crate::i18n::Lang;
use crate::t;

/// A finished animation.
#[derive(Clone, Debug)]
pub struct Animation {
    /// The GIF.
    pub gif: Vec<u8>,
    /// How many frames it has.
    pub frames: usize,
    /// Every how many turns a frame was kept (1: every turn).
    pub every: usize,
    /// The scale the boards were drawn at.
    pub scale: f32,
}

/// How long each frame shows.
const FRAME_MS: u32 = 900;

/// Animates the game `fresh` reaches through `lines` (seat and notation),
/// one frame per turn and a last one for where it stands, within `limit`
/// bytes.
pub fn animate(
    fresh: &dyn AnyGame,
    lines: &[(keystone_engine::Seat, String)],
    names: &[&str],
    limit: usize,
    lang: Lang,
) -> Result<Animation, String> {
    let starts = turn_starts(fresh, lines, names)?;
    // The game as each turn began, then now.
    let mut positions: Vec<Box<dyn AnyGame>> = Vec::with_capacity(starts.len() + 1);
    let mut game = fresh.copy();
    for (i, (seat, text)) in lines.iter().enumerate() {
        if starts.contains(&i) {
            positions.push(game.copy());
        }
        game.play(*seat, text, names, lang)
            // not shown: a log that does not replay is an internal error
            .map_err(|e| format!("line {} ({text}) does not replay: {e}", i + 1))?;
    }
    positions.push(game);
    let turns = positions.len() - 1;
    // Large enough to read on a phone: fewer frames before smaller ones.
    for scale in [0.75, 0.6, 0.5] {
        let frames: Vec<RgbImage> = positions
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let since = i.checked_sub(1).map(|j| &*positions[j]);
                let frame = p.image(names, since, None, scale, lang);
                let caption = if i < turns {
                    t!(lang, "animation-turn", turn = i + 1, turns = turns)
                } else {
                    t!(lang, "animation-end", turns = turns)
                };
                keystone_render::gif::captioned(&frame, &caption)
            })
            .collect();
        for every in [1, 2, 3, 4, 6, 8, 12, 16] {
            let kept: Vec<RgbImage> = frames
                .iter()
                .enumerate()
                .filter(|(i, _)| i % every == 0 || i + 1 == frames.len())
                .map(|(_, f)| f.clone())
                .collect();
            let gif = keystone_render::gif::encode(&kept, FRAME_MS, 20);
            if gif.len() <= limit {
                return Ok(Animation {
                    gif,
                    frames: kept.len(),
                    every,
                    scale,
                });
            }
        }
    }
    // not shown: the service logs it as an internal error
    Err("the animation does not fit the upload limit even small and with few frames".into())
}
