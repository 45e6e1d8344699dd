//! Animated GIFs of a game: one frame per picture, looping.

use image::codecs::gif::{GifEncoder, Repeat};
use image::{Delay, DynamicImage, Frame, RgbImage};

/// Encodes `frames` (all the same size) as a looping GIF showing each for
/// `delay_ms`, the last one three times as long. `speed` trades colour
/// quantisation quality for time: 1 (best, slow) to 30 (fast); boards are
/// flat colours, so a fast setting loses little.
pub fn encode(frames: &[RgbImage], delay_ms: u32, speed: i32) -> Vec<u8> {
    let mut bytes = Vec::new();
    {
        let mut encoder = GifEncoder::new_with_speed(&mut bytes, speed.clamp(1, 30));
        encoder
            .set_repeat(Repeat::Infinite)
            .expect("writing to memory does not fail");
        for (i, image) in frames.iter().enumerate() {
            let hold = if i + 1 == frames.len() { 3 } else { 1 };
            let rgba = DynamicImage::ImageRgb8(image.clone()).into_rgba8();
            let frame =
                Frame::from_parts(rgba, 0, 0, Delay::from_numer_denom_ms(delay_ms * hold, 1));
            encoder
                .encode_frame(frame)
                .expect("writing to memory does not fail");
        }
    }
    bytes
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

    #[test]
    fn frames_decode_back_in_order() {
        use image::AnimationDecoder;
        use image::codecs::gif::GifDecoder;

        let colours = [[200, 30, 30], [30, 200, 30], [30, 30, 200]];
        let frames: Vec<RgbImage> = colours
            .iter()
            .map(|&c| RgbImage::from_pixel(40, 20, image::Rgb(c)))
            .collect();
        let gif = encode(&frames, 500, 10);
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
