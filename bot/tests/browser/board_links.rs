//! Each game played by clicking through the links `/game web` gives: its
//! first moves, and to its end as a soak.

use crate::support;

use support::*;

use super::discord::{FIRST_MOVES, Length, Via, through_discord};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn basilica_is_begun_by_clicking_through_board_links() {
    through_discord(
        "basilica",
        &[ALICE, BOB],
        None,
        "basilica-discord",
        Via::Links,
        FIRST_MOVES,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a soak: the whole game (CI plays its first moves, and the same table to its end at one machine)"]
async fn basilica_is_played_to_its_end_by_clicking_through_board_links() {
    through_discord(
        "basilica",
        &[ALICE, BOB],
        None,
        "basilica-discord",
        Via::Links,
        Length::Whole,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cardinal_for_two_is_played_by_clicking_through_board_links() {
    through_discord(
        "cardinal",
        &[ALICE, BOB],
        None,
        "cardinal-discord",
        Via::Links,
        Length::Whole,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn grands_batisseurs_for_three_is_begun_by_clicking_through_board_links() {
    through_discord(
        "grands-batisseurs",
        &[ALICE, BOB, EVE],
        None,
        "grands-batisseurs-discord",
        Via::Links,
        FIRST_MOVES,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a soak: the whole game (CI plays its first moves, and the same table to its end at one machine)"]
async fn grands_batisseurs_for_three_is_played_to_its_end_by_clicking_through_board_links() {
    through_discord(
        "grands-batisseurs",
        &[ALICE, BOB, EVE],
        None,
        "grands-batisseurs-discord",
        Via::Links,
        Length::Whole,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn babylon_alone_is_begun_by_clicking_through_board_links() {
    through_discord(
        "babylon",
        &[ALICE],
        Some("normal"),
        "babylon-solo-discord",
        Via::Links,
        FIRST_MOVES,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a soak: the whole game (CI plays its first moves, and the same table to its end at one machine)"]
async fn babylon_alone_is_played_to_its_end_by_clicking_through_board_links() {
    through_discord(
        "babylon",
        &[ALICE],
        Some("normal"),
        "babylon-solo-discord",
        Via::Links,
        Length::Whole,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn babylon_for_two_is_begun_by_clicking_through_board_links() {
    through_discord(
        "babylon",
        &[ALICE, BOB],
        None,
        "babylon-two-discord",
        Via::Links,
        FIRST_MOVES,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a soak: the whole game (CI plays its first moves, and the same table to its end at one machine)"]
async fn babylon_for_two_is_played_to_its_end_by_clicking_through_board_links() {
    through_discord(
        "babylon",
        &[ALICE, BOB],
        None,
        "babylon-two-discord",
        Via::Links,
        Length::Whole,
    )
    .await;
}
