//! Encoding pictures as PNG.

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, RgbImage};

/// `image` as PNG bytes.
pub fn encode(image: &RgbImage) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(256 * 1024);
    PngEncoder::new_with_quality(&mut bytes, CompressionType::Fast, FilterType::Adaptive)
        .write_image(
            image.as_raw(),
            image.width(),
            image.height(),
            ExtendedColorType::Rgb8,
        )
        .expect("encoding to memory cannot fail");
    bytes
}
