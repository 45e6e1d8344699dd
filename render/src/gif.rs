//! Animated GIFs of a game, written a frame at a time: one palette for
//! the whole animation, and each frame only where it differs from the one
//! before (the rest transparent), so that memory holds one frame, not the
//! game, and a board that changes in one corner costs that corner.

use std::fmt;

use color_quant::NeuQuant;
use gif::{DisposalMethod, Encoder, Frame, Repeat};
use image::RgbImage;

/// The palette's index that shows the frame beneath.
const SEE_THROUGH: u8 = 255;

/// The GIF grew past its limit: written so far, `bytes` in `frames`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge {
    /// Bytes written, the frame that overflowed included.
    pub bytes: usize,
    /// Frames written, that one included.
    pub frames: usize,
}

impl fmt::Display for TooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // not shown: for logs (the bot draws fewer frames instead)
        write!(
            f,
            "the animation reached {} bytes in {} frames",
            self.bytes, self.frames
        )
    }
}

/// The palette and the way to it: boards are flat colours (a player's,
/// a zone's, the paper) edged with shades where text and shapes are
/// smoothed. The commonest colours are kept exactly, however small a
/// piece they paint; the quantiser picks the rest from the shades.
struct Colours {
    palette: Vec<[u8; 3]>,
    /// `(colour + 1 << 24, index)` by the colour's hash; 0 is empty.
    seen: Vec<(u32, u8)>,
}

/// How many of the palette's colours are the samples' commonest, exactly.
const EXACT: usize = 128;

impl Colours {
    fn new(samples: &[&RgbImage]) -> Colours {
        let mut counts: std::collections::HashMap<[u8; 3], u32> = std::collections::HashMap::new();
        for sample in samples {
            for pixel in sample.pixels() {
                *counts.entry(pixel.0).or_default() += 1;
            }
        }
        let mut common: Vec<([u8; 3], u32)> = counts.into_iter().collect();
        // Commonest first; ties by colour, so that the palette is the same
        // from run to run.
        common.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let colours = usize::from(SEE_THROUGH);
        let palette = if common.len() <= colours {
            common.iter().map(|(c, _)| *c).collect()
        } else {
            let mut palette: Vec<[u8; 3]> = common[..EXACT].iter().map(|(c, _)| *c).collect();
            let mut rest = Vec::new();
            for (colour, count) in &common[EXACT..] {
                for _ in 0..(*count).min(64) {
                    rest.extend_from_slice(&[colour[0], colour[1], colour[2], 255]);
                }
            }
            // 10: NeuQuant's usual sampling, 1 in 10 pixels looked at.
            let quant = NeuQuant::new(10, colours - EXACT, &rest);
            palette.extend(
                quant
                    .color_map_rgb()
                    .chunks_exact(3)
                    .map(|c| [c[0], c[1], c[2]]),
            );
            palette
        };
        Colours {
            palette,
            seen: vec![(0, 0); 1 << 16],
        }
    }

    fn palette(&self) -> Vec<u8> {
        let mut palette: Vec<u8> = self.palette.iter().flatten().copied().collect();
        palette.resize(3 * 256, 0);
        palette
    }

    fn index(&mut self, colour: [u8; 3]) -> u8 {
        let [r, g, b] = colour;
        let key = (u32::from(r) << 16 | u32::from(g) << 8 | u32::from(b)) + (1 << 24);
        let slot = (key.wrapping_mul(0x9E37_79B1) >> 16) as usize;
        let (seen, index) = self.seen[slot];
        if seen == key {
            return index;
        }
        let distance = |p: &[u8; 3]| -> u32 {
            p.iter()
                .zip(colour)
                .map(|(a, b)| u32::from(a.abs_diff(b)).pow(2))
                .sum()
        };
        // The nearest; the palette has at most 255 colours, so never the
        // index seen through.
        let index = self
            .palette
            .iter()
            .enumerate()
            .min_by_key(|(_, p)| distance(p))
            .map_or(0, |(i, _)| i as u8);
        self.seen[slot] = (key, index);
        index
    }
}

/// A looping GIF written one frame at a time, within a limit of bytes.
pub struct Writer {
    encoder: Encoder<Vec<u8>>,
    colours: Colours,
    /// What shows after the frames so far.
    shown: RgbImage,
    frames: usize,
    limit: usize,
}

impl fmt::Debug for Writer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Writer")
            .field("size", &self.shown.dimensions())
            .field("frames", &self.frames)
            .field("bytes", &self.bytes())
            .field("limit", &self.limit)
            .finish_non_exhaustive()
    }
}

impl Writer {
    /// A GIF of `width` × `height` (at most 65,535 each), its palette made
    /// from `samples` (frames that hold the animation's colours), at most
    /// `limit` bytes.
    pub fn new(width: u32, height: u32, samples: &[&RgbImage], limit: usize) -> Writer {
        let width = width.clamp(1, u32::from(u16::MAX));
        let height = height.clamp(1, u32::from(u16::MAX));
        let colours = Colours::new(samples);
        // Writing to memory does not fail; the sizes were clamped to the
        // format's.
        let mut encoder = Encoder::new(Vec::new(), width as u16, height as u16, &colours.palette())
            .expect("a GIF's header fits in memory");
        encoder
            .set_repeat(Repeat::Infinite)
            .expect("a GIF's header fits in memory");
        Writer {
            encoder,
            colours,
            shown: RgbImage::new(width, height),
            frames: 0,
            limit,
        }
    }

    /// Adds `frame`, shown for `delay_ms`: only the rectangle where it
    /// differs from what shows, the rest of which is left to see through.
    /// A frame smaller than the GIF is placed in its corner on `paper`, a
    /// larger one cut.
    pub fn push(
        &mut self,
        frame: &RgbImage,
        delay_ms: u32,
        paper: [u8; 3],
    ) -> Result<(), TooLarge> {
        let (width, height) = self.shown.dimensions();
        let pixel = |x: u32, y: u32| {
            if x < frame.width() && y < frame.height() {
                frame.get_pixel(x, y).0
            } else {
                paper
            }
        };
        let first = self.frames == 0;
        // The rectangle that changed (all of it, first).
        let (mut left, mut top, mut right, mut bottom) = (width, height, 0, 0);
        for y in 0..height {
            for x in 0..width {
                if first || pixel(x, y) != self.shown.get_pixel(x, y).0 {
                    left = left.min(x);
                    right = right.max(x + 1);
                    top = top.min(y);
                    bottom = bottom.max(y + 1);
                }
            }
        }
        if right == 0 {
            // Nothing changed: one pixel seen through.
            (left, top, right, bottom) = (0, 0, 1, 1);
        }
        let mut indices = Vec::with_capacity(((right - left) * (bottom - top)) as usize);
        for y in top..bottom {
            for x in left..right {
                let colour = pixel(x, y);
                if !first && colour == self.shown.get_pixel(x, y).0 {
                    indices.push(SEE_THROUGH);
                } else {
                    indices.push(self.colours.index(colour));
                    self.shown.put_pixel(x, y, image::Rgb(colour));
                }
            }
        }
        let written = Frame {
            delay: u16::try_from(delay_ms / 10).unwrap_or(u16::MAX),
            dispose: DisposalMethod::Keep,
            transparent: (!first).then_some(SEE_THROUGH),
            left: left as u16,
            top: top as u16,
            width: (right - left) as u16,
            height: (bottom - top) as u16,
            buffer: indices.into(),
            ..Frame::default()
        };
        self.encoder
            .write_frame(&written)
            .expect("a frame within the GIF's size is written to memory");
        self.frames += 1;
        let bytes = self.bytes();
        if bytes > self.limit {
            return Err(TooLarge {
                bytes,
                frames: self.frames,
            });
        }
        Ok(())
    }

    /// Bytes written so far.
    pub fn bytes(&self) -> usize {
        self.encoder.get_ref().len()
    }

    /// Frames written so far.
    pub fn frames(&self) -> usize {
        self.frames
    }

    /// The GIF, ended.
    pub fn finish(self) -> Result<Vec<u8>, TooLarge> {
        let frames = self.frames;
        let limit = self.limit;
        let gif = self
            .encoder
            .into_inner()
            .expect("a GIF's trailer is written to memory");
        if gif.len() > limit {
            return Err(TooLarge {
                bytes: gif.len(),
                frames,
            });
        }
        Ok(gif)
    }
}

/// Encodes `frames` (all the same size) as a looping GIF showing each for
/// `delay_ms`, the last one three times as long, its palette made from all
/// of them.
pub fn encode(frames: &[RgbImage], delay_ms: u32) -> Vec<u8> {
    let Some(first) = frames.first() else {
        return Vec::new();
    };
    let samples: Vec<&RgbImage> = frames.iter().collect();
    let mut writer = Writer::new(first.width(), first.height(), &samples, usize::MAX);
    for (i, frame) in frames.iter().enumerate() {
        let hold = if i + 1 == frames.len() { 3 } else { 1 };
        writer
            .push(frame, delay_ms * hold, [255, 255, 255])
            .expect("no limit");
    }
    writer.finish().expect("no limit")
}

/// `frame` with `caption` (a turn number) in a band beneath it, so that
/// the caption never hides the board.
pub fn captioned(frame: &RgbImage, caption: &str) -> RgbImage {
    use crate::canvas::Canvas;
    use crate::palette::{INK, PAPER};
    use crate::text::{self, Weight};
    let (w, h) = frame.dimensions();
    let size = (w as f32 * 0.03).max(14.0);
    let band = (size * 1.8).ceil() as u32;
    let mut image = RgbImage::from_pixel(w, h + band, image::Rgb(PAPER.0));
    image::imageops::replace(&mut image, frame, 0, 0);
    let mut canvas = Canvas::from_image(image);
    let caption = text::fit(caption, size, Weight::Bold, w as f32 - size);
    text::draw(
        &mut canvas,
        &caption,
        size / 2.0,
        h as f32 + (band as f32 - text::line_height(size)) / 2.0,
        size,
        Weight::Bold,
        INK,
    );
    canvas.into_image()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_caption_goes_beneath_the_frame() {
        let frame = RgbImage::from_pixel(200, 100, image::Rgb([10, 20, 30]));
        let captioned = captioned(&frame, "Turn 3 of 12");
        assert_eq!(captioned.width(), 200);
        assert!(captioned.height() > 100);
        assert_eq!(
            captioned.get_pixel(5, 5),
            frame.get_pixel(5, 5),
            "the frame kept"
        );
        let ink = (0..200)
            .flat_map(|x| (100..captioned.height()).map(move |y| (x, y)))
            .filter(|&(x, y)| captioned.get_pixel(x, y).0[0] < 100)
            .count();
        assert!(ink > 30, "the caption is drawn");
    }

    /// Frames as a viewer sees them: each drawn over the one before.
    fn shown(gif: Vec<u8>) -> Vec<image::RgbaImage> {
        use image::AnimationDecoder;
        use image::codecs::gif::GifDecoder;
        GifDecoder::new(std::io::Cursor::new(gif))
            .unwrap()
            .into_frames()
            .collect_frames()
            .unwrap()
            .into_iter()
            .map(image::Frame::into_buffer)
            .collect()
    }

    /// The rectangles each frame stores.
    fn stored(gif: &[u8]) -> Vec<(u16, u16, u16, u16)> {
        let mut decoder = gif::DecodeOptions::new().read_info(gif).unwrap();
        let mut rectangles = Vec::new();
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            rectangles.push((frame.left, frame.top, frame.width, frame.height));
        }
        rectangles
    }

    #[test]
    fn a_frame_stores_only_where_it_differs_and_shows_whole() {
        // A board, then a piece placed in one corner, then one more
        // elsewhere, then nothing new.
        let board = RgbImage::from_fn(120, 80, |x, y| {
            image::Rgb(if (x / 20 + y / 20) % 2 == 0 {
                [240, 230, 210]
            } else {
                [40, 90, 160]
            })
        });
        let mut placed = board.clone();
        for (x, y) in (100..110).flat_map(|x| (60..70).map(move |y| (x, y))) {
            placed.put_pixel(x, y, image::Rgb([200, 30, 30]));
        }
        let mut more = placed.clone();
        for (x, y) in (5..12).flat_map(|x| (5..9).map(move |y| (x, y))) {
            more.put_pixel(x, y, image::Rgb([30, 160, 60]));
        }
        let frames = [board, placed, more.clone(), more];
        let gif = encode(&frames, 900);
        assert_eq!(
            stored(&gif),
            [
                (0, 0, 120, 80),
                (100, 60, 10, 10),
                (5, 5, 7, 4),
                (0, 0, 1, 1)
            ]
        );
        let shown = shown(gif);
        assert_eq!(shown.len(), frames.len());
        for (i, (shown, drawn)) in shown.iter().zip(&frames).enumerate() {
            assert_eq!(shown.dimensions(), drawn.dimensions());
            for (a, b) in shown.pixels().zip(drawn.pixels()) {
                for c in 0..3 {
                    assert!(a[c].abs_diff(b[c]) <= 8, "frame {i}: {a:?} vs {b:?}");
                }
            }
        }
    }

    #[test]
    fn a_gif_past_its_limit_says_how_far_it_got() {
        let noise = |seed: u32| {
            RgbImage::from_fn(64, 64, |x, y| {
                let v = (x * 7919 + y * 104_729 + seed * 31).wrapping_mul(2_654_435_761) >> 24;
                image::Rgb([v as u8, (v * 3) as u8, (v * 7) as u8])
            })
        };
        let frames: Vec<RgbImage> = (0..20).map(noise).collect();
        let samples: Vec<&RgbImage> = frames.iter().collect();
        let mut writer = Writer::new(64, 64, &samples, 10_000);
        let full = frames
            .iter()
            .find_map(|frame| writer.push(frame, 100, [0, 0, 0]).err())
            .expect("twenty frames of noise do not fit in 10 kB");
        assert!(full.bytes > 10_000);
        assert!(full.frames >= 2 && full.frames < 20, "{full:?}");
    }

    #[test]
    fn frames_decode_back_in_order() {
        use image::AnimationDecoder;
        use image::codecs::gif::GifDecoder;

        let colours = [[200, 30, 30], [30, 200, 30], [30, 30, 200]];
        let frames: Vec<RgbImage> = colours
            .iter()
            .map(|&c| RgbImage::from_pixel(40, 20, image::Rgb(c)))
            .collect();
        let gif = encode(&frames, 500);
        let decoded = GifDecoder::new(std::io::Cursor::new(gif))
            .unwrap()
            .into_frames()
            .collect_frames()
            .unwrap();
        assert_eq!(decoded.len(), 3);
        for (frame, colour) in decoded.iter().zip(colours) {
            let pixel = frame.buffer().get_pixel(10, 10).0;
            for (got, want) in pixel.iter().zip(colour) {
                assert!(got.abs_diff(want) <= 8, "{pixel:?} vs {colour:?}");
            }
        }
        assert_eq!(decoded[0].delay().numer_denom_ms(), (500, 1));
        assert_eq!(decoded[2].delay().numer_denom_ms(), (1500, 1));
    }
}
