//! `keystone store copy`: a sled store of 10,000 games (invited, active,
//! finished, aborted) copied into PostgreSQL, every record and result
//! found there as it was, the counts equal, and a second copy changing
//! nothing.

use keystone_data::copy::copy;
use keystone_data::{
    ChannelId, Decision, Ending, GameRecord, GameResult, GameStatus, PostgresOptions,
    PostgresStore, Seat, SeatRecord, SledOptions, SledStore, Store,
};

use crate::support;

use support::pg;

const GAMES: u64 = 10_000;

fn game(store: &SledStore, channel: u64) -> GameRecord {
    GameRecord {
        id: store.new_game_id().unwrap(),
        kind: "cardinal".into(),
        channel: ChannelId(channel),
        guild: Some(channel % 7),
        seats: vec![
            SeatRecord::new(channel * 10 + 1, "Zoë"),
            SeatRecord::new(channel * 10 + 2, "Łukasz"),
        ],
        status: if channel.is_multiple_of(5) {
            GameStatus::Invited
        } else {
            GameStatus::Active
        },
        state: format!("state of {channel}"),
        version: 0,
        created: channel as i64,
        updated: channel as i64,
        to_act: vec![Seat::from_index((channel % 2) as usize)],
        waiting_since: channel as i64,
        log: Vec::new(),
        result: None,
        settings: Default::default(),
        nudges: Default::default(),
        abort: None,
    }
}

#[test]
fn a_sled_store_of_ten_thousand_games_copies_into_postgres() {
    let dir = tempfile::Builder::new()
        .prefix("keystone-copy-")
        .tempdir()
        .unwrap();
    let sled = SledStore::open(&SledOptions::new(dir.path())).unwrap();
    for channel in 1..=GAMES {
        let record = sled.create(game(&sled, channel)).unwrap();
        // Two games in five end: finished (with a result) or aborted.
        let ending = match channel % 5 {
            1 => Some(GameStatus::Finished),
            2 => Some(GameStatus::Aborted),
            _ => None,
        };
        if let Some(status) = ending {
            sled.update_with(record.channel, channel as i64 + 1, &mut |r| {
                Decision::Write(Box::new(GameRecord {
                    status,
                    result: (status == GameStatus::Finished).then(|| GameResult {
                        winners: vec![Seat::from_index(0)],
                        scores: vec![20, 10],
                        left: Vec::new(),
                        ending: Ending::Played,
                        favourites: Vec::new(),
                    }),
                    ..r.clone()
                }))
            })
            .unwrap();
        }
    }
    let red_green = keystone_data::Profile {
        colours: keystone_data::Colours::RedGreen,
        no_auto_away: true,
        away: vec![keystone_data::Away {
            from: 5,
            until: 6,
            auto: true,
            back: false,
        }],
        ..keystone_data::Profile::new(10)
    };
    sled.set_profile(&red_green).unwrap();
    let postgres = PostgresStore::open(&PostgresOptions::new(pg::database())).unwrap();
    let report = copy(&sled, &postgres).unwrap();
    assert_eq!(report.players, 1);
    assert_eq!(postgres.profile(10).unwrap(), Some(red_green));
    assert_eq!(report.from, report.to, "{report:?}");
    assert_eq!(
        (report.active + report.archived) as u64,
        GAMES,
        "{report:?}"
    );
    assert!(report.damaged.is_empty());
    // Every game as it was: active ones, archived ones, and the results.
    for channel in (1..=GAMES).step_by(97) {
        let channel = ChannelId(channel);
        assert_eq!(postgres.get(channel).unwrap(), sled.get(channel).unwrap());
        assert_eq!(
            postgres.latest_archived(channel).unwrap(),
            sled.latest_archived(channel).unwrap()
        );
    }
    assert_eq!(
        postgres.results(Some(3)).unwrap().items,
        sled.results(Some(3)).unwrap().items
    );
    assert_eq!(
        postgres.waiting(5_000).unwrap().items,
        sled.waiting(5_000).unwrap().items
    );
    // Again: nothing changes; and new games get new ids.
    let again = copy(&sled, &postgres).unwrap();
    assert_eq!(again.to, report.to);
    let newest = postgres.new_game_id().unwrap().0;
    assert!(newest > GAMES, "new ids after the copied ones: {newest}");
}
