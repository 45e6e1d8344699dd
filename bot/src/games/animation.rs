//! A whole game as an animated GIF: the board as each turn began, then the
//! final position, drawn again from the log, each frame captioned with its
//! turn, and made to fit an upload limit (fewer frames first, then
//! smaller ones, never below half size).

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
    /// The share of a sharp picture's size (see [`super::Layout::sharp_scale`])
    /// the boards were drawn at.
    pub scale: f32,
}

/// How long each frame shows.
const FRAME_MS: u32 = 900;

/// The most frames an animation has: a longer game keeps every second
/// turn, or third… (248 frames of Babylon for four took 18 s to draw
/// and nearly four minutes to watch).
pub const MOST_FRAMES: usize = 120;

/// The board's paper, beneath a frame smaller than the animation.
const PAPER: [u8; 3] = keystone_render::palette::PAPER.0;

/// The most turns one frame may stand for before a smaller board is tried
/// (more only where [`MOST_FRAMES`] asks it).
const MOST_EVERY: usize = 16;

/// The sizes tried, as shares of a sharp picture's (a narrow one is 800 px
/// wide: 600, 480, 400), largest first: large enough to read on a phone,
/// and fewer frames before smaller ones.
const SCALES: [f32; 3] = [0.75, 0.6, 0.5];

/// Animates the game `fresh` reaches through `lines` (seat and notation),
/// one frame per turn (or every few turns: at most [`MOST_FRAMES`]) and a
/// last one for where it stands, within `limit` bytes. The game is
/// replayed and drawn a frame at a time, each frame written as it is
/// drawn: memory holds two positions and a frame or two, whatever the
/// game's length. Drawn for a reader of colour vision `vision`. An animation that grows past the limit is begun again
/// keeping fewer frames, as many as its bytes so far say will fit.
pub fn animate(
    fresh: &dyn AnyGame,
    lines: &[(keystone_engine::Seat, String)],
    names: &[&str],
    limit: usize,
    vision: super::Vision,
    lang: Lang,
) -> Result<Animation, String> {
    let starts = turn_starts(fresh, lines, names)?;
    let turns = starts.len();
    // The positions a frame may show: each turn's start, then the end.
    let positions = turns + 1;
    let fewest_every = positions.div_ceil(MOST_FRAMES).max(1);
    // No frame: the end, and the game as its last turn began.
    let (last, before_last) =
        match replayed(fresh, lines, &starts, names, lang, usize::MAX, |_, _, _| {
            Ok(())
        }) {
            Ok(ends) => ends,
            Err(Stop::Broken(error)) => return Err(error),
            // not shown: nothing is written here
            Err(Stop::Full(full)) => return Err(full.to_string()),
            Err(Stop::Taller(_)) => return Err("a frame drawn where none is".into()),
        };
    for scale in SCALES {
        let caption = |i: usize| {
            if i < turns {
                t!(lang, "animation-turn", turn = i + 1, turns = turns)
            } else {
                t!(lang, "animation-end", turns = turns)
            }
        };
        let draw = |game: &dyn AnyGame, since: Option<&dyn AnyGame>, i: usize| {
            keystone_render::gif::captioned(
                &game.image(
                    names,
                    since,
                    None,
                    super::Look {
                        layout: super::DISCORD_LAYOUT,
                        vision,
                    },
                    scale * super::DISCORD_LAYOUT.sharp_scale(),
                    lang,
                ),
                &caption(i),
            )
        };
        // The end first: it holds most of the game's colours.
        let end = draw(&*last, before_last.as_deref(), turns);
        let start = draw(fresh, None, 0);
        let width = end.width().max(start.width());
        // A phone's picture grows and shrinks with the game (an auction's
        // row, a status on two lines): a frame taller than the animation
        // begins it again as tall as that frame.
        let mut height = end.height().max(start.height());
        let mut every = fewest_every;
        while every <= MOST_EVERY.max(fewest_every) {
            let mut writer =
                keystone_render::gif::Writer::new(width, height, &[&start, &end], limit);
            let written = replayed(
                fresh,
                lines,
                &starts,
                names,
                lang,
                every,
                |i, game, since| {
                    let frame = if i == 0 {
                        start.clone()
                    } else {
                        draw(game, since, i)
                    };
                    if frame.height() > height {
                        return Err(Stop::Taller(frame.height()));
                    }
                    writer.push(&frame, FRAME_MS, PAPER).map_err(Stop::Full)
                },
            )
            .and_then(|_| writer.push(&end, FRAME_MS * 3, PAPER).map_err(Stop::Full))
            .and_then(|()| {
                let frames = writer.frames();
                writer.finish().map(|gif| (gif, frames)).map_err(Stop::Full)
            });
            match written {
                Ok((gif, frames)) => {
                    return Ok(Animation {
                        gif,
                        frames,
                        every,
                        scale,
                    });
                }
                Err(Stop::Broken(error)) => return Err(error),
                Err(Stop::Full(full)) => every = fewer(every, positions, full, limit),
                Err(Stop::Taller(taller)) => height = taller,
            }
        }
    }
    // not shown: the service logs it as an internal error
    Err("the animation does not fit the upload limit even small and with few frames".into())
}

/// Why writing an animation stopped.
enum Stop {
    /// It grew past its limit.
    Full(keystone_render::gif::TooLarge),
    /// The log does not replay (an internal error).
    Broken(String),
    /// A frame is taller than the animation, this tall.
    Taller(u32),
}

/// Every how many turns a frame is kept next, after an animation keeping
/// one in `every` of `positions` grew past `limit` as `full` says: as many
/// frames as its bytes per frame so far say will fit, with a tenth to
/// spare, and always fewer than before.
fn fewer(
    every: usize,
    positions: usize,
    full: keystone_render::gif::TooLarge,
    limit: usize,
) -> usize {
    let per_frame = (full.bytes / full.frames.max(1)).max(1);
    let fit = (limit / 10 * 9 / per_frame).max(1);
    positions.div_ceil(fit).max(every + 1)
}

/// Replays the game, calling `frame` with each kept turn's number, the
/// game as it began and as the turn before began (one in `every` turns);
/// the game at its end, and as its last turn began.
#[allow(clippy::type_complexity)]
fn replayed(
    fresh: &dyn AnyGame,
    lines: &[(keystone_engine::Seat, String)],
    starts: &[usize],
    names: &[&str],
    lang: Lang,
    every: usize,
    mut frame: impl FnMut(usize, &dyn AnyGame, Option<&dyn AnyGame>) -> Result<(), Stop>,
) -> Result<(Box<dyn AnyGame>, Option<Box<dyn AnyGame>>), Stop> {
    let mut game = fresh.copy();
    let mut before: Option<Box<dyn AnyGame>> = None;
    let mut turn = 0;
    for (i, (seat, text)) in lines.iter().enumerate() {
        if starts.get(turn) == Some(&i) {
            if turn % every == 0 {
                frame(turn, &*game, before.as_deref())?;
            }
            before = Some(game.copy());
            turn += 1;
        }
        game.play(*seat, text, names, lang)
            // not shown: a log that does not replay is an internal error
            .map_err(|e| Stop::Broken(format!("line {} ({text}) does not replay: {e}", i + 1)))?;
    }
    Ok((game, before))
}
