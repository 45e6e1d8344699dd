//! Board picture speed: drawing and PNG encoding of a late-game board (an
//! 18-row cathedral). The README's performance table quotes these medians.
//! Also prints the PNG size under each encoder setting, to justify ours.

use keystone_render::Layout;
use keystone_render::palette::Vision;
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, RgbImage};
use keystone_engine::grands_batisseurs::GrandsBatisseurs;
use keystone_engine::{Game, Record};
use keystone_render::basilica::{self, Labels};
use keystone_render::grands_batisseurs as gb;
use keystone_render::png;

fn late_game() -> Record {
    Record::parse(include_str!("../tests/positions/long-cathedral.txt")).unwrap()
}

fn encode_with(image: &RgbImage, compression: CompressionType, filter: FilterType) -> Vec<u8> {
    let mut bytes = Vec::new();
    PngEncoder::new_with_quality(&mut bytes, compression, filter)
        .write_image(
            image.as_raw(),
            image.width(),
            image.height(),
            ExtendedColorType::Rgb8,
        )
        .unwrap();
    bytes
}

fn benches(c: &mut Criterion) {
    let record = late_game();
    let image = basilica::draw_record(
        &record,
        Labels::english,
        Layout::Wide,
        Vision::Standard,
        1.0,
    )
    .unwrap();
    println!(
        "late-game PNG: {} bytes with the settings used",
        png::encode(&image).len()
    );
    let mut group = c.benchmark_group("render");
    group.bench_function("draw_and_encode_late_game", |b| {
        b.iter(|| {
            png::encode(
                &basilica::draw_record(
                    black_box(&record),
                    Labels::english,
                    Layout::Wide,
                    Vision::Standard,
                    1.0,
                )
                .unwrap(),
            )
        });
    });
    // What Discord gets: the phone's layout, drawn twice its 400 px.
    let narrow = || {
        basilica::draw_record(
            black_box(&record),
            Labels::english,
            Layout::Narrow,
            Vision::Standard,
            2.0,
        )
        .unwrap()
    };
    println!(
        "late-game narrow PNG at scale 2: {} bytes",
        png::encode(&narrow()).len()
    );
    group.bench_function("draw_and_encode_late_game_narrow", |b| {
        b.iter(|| png::encode(&narrow()));
    });
    group.bench_function("draw_late_game", |b| {
        b.iter(|| {
            basilica::draw_record(
                black_box(&record),
                Labels::english,
                Layout::Wide,
                Vision::Standard,
                1.0,
            )
            .unwrap()
        });
    });
    // Les Grands Bâtisseurs: a late game of four, drawn from the public
    // view (the replay is done once, outside the measure).
    let gb_record = Record::parse(include_str!(
        "../tests/positions/grands-batisseurs-late.txt"
    ))
    .unwrap();
    let gb_game: GrandsBatisseurs = keystone_engine::play::replay(&gb_record).unwrap();
    let view = gb_game.view(None);
    let names: Vec<&str> = gb_record.seats.iter().map(String::as_str).collect();
    let labels = gb::Labels::english(&view, &names);
    let picture = gb::Picture {
        view: &view,
        names: &names,
        labels: &labels,
        layout: Layout::Wide,
        vision: Default::default(),
    };
    println!(
        "grands-batisseurs late PNG: {} bytes",
        png::encode(&gb::draw(&picture, 1.0)).len()
    );
    group.bench_function("grands_batisseurs_draw_and_encode_late_game", |b| {
        b.iter(|| png::encode(&gb::draw(black_box(&picture), 1.0)));
    });
    let narrow = gb::Picture {
        layout: Layout::Narrow,
        ..picture
    };
    println!(
        "grands-batisseurs late narrow PNG at scale 2: {} bytes",
        png::encode(&gb::draw(&narrow, 2.0)).len()
    );
    group.bench_function("grands_batisseurs_draw_and_encode_late_game_narrow", |b| {
        b.iter(|| png::encode(&gb::draw(black_box(&narrow), 2.0)));
    });
    // Babylon: round 6 of a game of four, the board and the four sheets.
    let by_record = Record::parse(include_str!("../tests/positions/babylon-mid-four.txt")).unwrap();
    let by_game: keystone_engine::Babylon = keystone_engine::play::replay(&by_record).unwrap();
    let by_view = by_game.view(None);
    let by_names: Vec<&str> = by_record.seats.iter().map(String::as_str).collect();
    let by_labels = keystone_render::babylon::Labels::english(&by_view, &by_names);
    let by_picture = keystone_render::babylon::Picture {
        view: &by_view,
        names: &by_names,
        labels: &by_labels,
        since: None,
        layout: Layout::Wide,
        vision: Default::default(),
    };
    let seats: Vec<keystone_engine::Seat> = keystone_engine::Seat::all(4).collect();
    println!(
        "babylon board PNG: {} bytes, sheets of four PNG: {} bytes",
        png::encode(&keystone_render::babylon::draw_board(&by_picture, 1.0)).len(),
        png::encode(&keystone_render::babylon::draw_sheets(
            &by_picture,
            &seats,
            1.0
        ))
        .len()
    );
    group.bench_function("babylon_draw_and_encode_board", |b| {
        b.iter(|| {
            png::encode(&keystone_render::babylon::draw_board(
                black_box(&by_picture),
                1.0,
            ))
        });
    });
    group.bench_function("babylon_draw_and_encode_four_sheets", |b| {
        b.iter(|| {
            png::encode(&keystone_render::babylon::draw_sheets(
                black_box(&by_picture),
                &seats,
                1.0,
            ))
        });
    });
    // A writer's answer in the Write: their own sheet alone.
    group.bench_function("babylon_draw_and_encode_one_sheet", |b| {
        b.iter(|| {
            png::encode(&keystone_render::babylon::draw_sheet(
                black_box(&by_picture),
                seats[0],
                1.0,
            ))
        });
    });
    // The same, as Discord gets them: a phone's layout drawn twice its size.
    let by_narrow = keystone_render::babylon::Picture {
        layout: Layout::Narrow,
        ..by_picture
    };
    println!(
        "babylon narrow at scale 2: board PNG {} bytes, sheets of four PNG {} bytes",
        png::encode(&keystone_render::babylon::draw_board(&by_narrow, 2.0)).len(),
        png::encode(&keystone_render::babylon::draw_sheets(
            &by_narrow, &seats, 2.0
        ))
        .len()
    );
    group.bench_function("babylon_draw_and_encode_board_narrow", |b| {
        b.iter(|| {
            png::encode(&keystone_render::babylon::draw_board(
                black_box(&by_narrow),
                2.0,
            ))
        });
    });
    group.bench_function("babylon_draw_and_encode_four_sheets_narrow", |b| {
        b.iter(|| {
            png::encode(&keystone_render::babylon::draw_sheets(
                black_box(&by_narrow),
                &seats,
                2.0,
            ))
        });
    });
    for (name, compression, filter) in [
        ("fast_adaptive", CompressionType::Fast, FilterType::Adaptive),
        ("fast_paeth", CompressionType::Fast, FilterType::Paeth),
        ("fast_sub", CompressionType::Fast, FilterType::Sub),
        ("fast_none", CompressionType::Fast, FilterType::NoFilter),
        (
            "default_adaptive",
            CompressionType::Default,
            FilterType::Adaptive,
        ),
        ("best_adaptive", CompressionType::Best, FilterType::Adaptive),
    ] {
        println!(
            "encode {name}: {} bytes",
            encode_with(&image, compression, filter).len()
        );
        group.bench_function(format!("encode_{name}"), |b| {
            b.iter(|| encode_with(black_box(&image), compression, filter));
        });
    }
    group.finish();
}

criterion_group!(render, benches);
criterion_main!(render);
