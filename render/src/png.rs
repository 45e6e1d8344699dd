//! Encoding pictures as PNG.

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, RgbImage};

/// `image` as PNG bytes: fast deflate and the Paeth filter on every row.
/// Choosing a filter per row (adaptive) tries all five on each: on a late
/// Basilica board it took 1.30 ms for 157 KB, Paeth 1.02 ms for 166 KB
/// (`cargo bench -p keystone-render`), and every answer draws one.
pub fn encode(image: &RgbImage) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(256 * 1024);
    PngEncoder::new_with_quality(&mut bytes, CompressionType::Fast, FilterType::Paeth)
        .write_image(
            image.as_raw(),
            image.width(),
            image.height(),
            ExtendedColorType::Rgb8,
        )
        .expect("encoding to memory cannot fail");
    bytes
}
