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

#[cfg(test)]
mod tests {
    use super::*;

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
