//! Colours a player tells apart (`/settings colours`): kept once for every
//! game and across restarts, a private picture drawn in its viewer's, a
//! table's picture in its players' when they agree and with patterns when
//! they do not.

use crate::common::{self, ALICE, BOB, HERE};

use std::sync::Arc;

use keystone_bot::service::{First, Service, SystemClock};
use keystone_data::{Colours, Store};

/// Pixels of exactly `colour` in the PNG `png`.
fn count(png: &[u8], colour: [u8; 3]) -> usize {
    let image = image::load_from_memory(png).unwrap().to_rgb8();
    image.pixels().filter(|p| p.0 == colour).count()
}

/// Cardinal's red (Alice's colour) in the standard palette, for red-green
/// eyes, and for blue-yellow ones.
const VERMILION: [u8; 3] = [0xD5, 0x5E, 0x00];
const WINE: [u8; 3] = [0x67, 0x00, 0x1F];
const BLUE_YELLOW_RED: [u8; 3] = [0xCC, 0x33, 0x11];

/// The channel's board, for everyone, and `viewer`'s own.
fn boards(service: &Service, viewer: u64) -> (Vec<u8>, Vec<u8>) {
    let public = service.board(HERE, viewer, false).unwrap().picture.unwrap();
    let private = service.board(HERE, viewer, true).unwrap().picture.unwrap();
    (public, private)
}

#[test]
fn pictures_take_their_readers_colours() {
    let (store, service) = common::table("cardinal", 2, 5, First::Me);
    // Nobody chose: the standard colours.
    let (standard, _) = boards(&service, ALICE);
    assert!(count(&standard, VERMILION) > 100);
    assert_eq!(count(&standard, WINE), 0);

    // Alice alone chose: the table's board in her colours, and Bob's own.
    let said = service.set_colours(ALICE, Colours::RedGreen).unwrap();
    assert!(
        said.private && said.text.contains("red-green"),
        "{}",
        said.text
    );
    let (public, bobs) = boards(&service, BOB);
    assert!(count(&public, WINE) > 100);
    assert_eq!(count(&public, VERMILION), 0);
    assert!(count(&bobs, VERMILION) > 100, "Bob chose nothing");

    // They disagree: the table's board carries patterns on the standard
    // colours; what each sees alone is in their own.
    service.set_colours(BOB, Colours::BlueYellow).unwrap();
    let (patterned, bobs) = boards(&service, BOB);
    assert!(count(&patterned, VERMILION) > 0);
    assert_ne!(patterned, standard, "patterns drawn over the colours");
    assert!(count(&bobs, BLUE_YELLOW_RED) > 100);
    let (_, alices) = boards(&service, ALICE);
    assert!(count(&alices, WINE) > 100);

    // Kept in the store, for a service started anew (a restart).
    let again = Service::new(Arc::clone(&store) as Arc<dyn Store>, Arc::new(SystemClock));
    assert_eq!(again.colours(ALICE).unwrap(), Colours::RedGreen);
    assert_eq!(
        store.profile(BOB).unwrap().unwrap().colours,
        Colours::BlueYellow
    );
}
