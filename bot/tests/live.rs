//! The board's live updates tell each board only what changed for its
//! viewer: a seat's own writes (a bid ceiling, a bid above its purse
//! waiting for Confirm, its standing answer to a sabotage, its policy for
//! paid orders) reach that seat's boards alone, and nobody else learns
//! that anything happened. On the embedded store (the process's own
//! writes watched) and on PostgreSQL (every process's writes, heard
//! through the store's notifications).

use crate::common;
use crate::events;
use crate::pg;

use std::sync::Arc;

use common::{ALICE, BOB, CAROL, EVE, HERE};
use events::Events;
use keystone_bot::i18n::Lang;
use keystone_bot::service::{NewGame, Service, SettingsChange, SystemClock};
use keystone_bot::web::board::{Boards, Poster};
use keystone_bot::web::changes::{Changes, WatchedStore};
use keystone_bot::web::edge::Caps;
use keystone_bot::web::links::{Links, Pass};
use keystone_data::{ChannelId, MemoryStore, PostgresOptions, PostgresStore, Store};

/// Where the Basilica game is played.
const THERE: ChannelId = ChannelId(78);

/// The board's web server over `store`, told of changes by `changes`: its
/// address.
async fn serve(service: Arc<Service>, changes: Changes) -> String {
    let announce: Poster = Arc::new(|_, _, _| Box::pin(async { true }));
    let boards = Boards::new(
        Arc::clone(&service),
        Links::from_secret("live"),
        changes,
        announce,
        Lang::En,
    );
    let router = keystone_bot::web::router(
        Arc::clone(service.store()),
        metrics_exporter_prometheus::PrometheusBuilder::new()
            .build_recorder()
            .handle(),
        Some(boards),
        Lang::En,
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(keystone_bot::web::serve(
        listener,
        router,
        Caps::for_open_files(1024),
        Lang::En,
    ));
    base
}

/// One board's stream of events, `user`'s in `channel`.
async fn stream(base: &str, channel: ChannelId, user: u64) -> Events {
    let pass = Links::from_secret("live").sign(Pass {
        channel,
        user,
        until: i64::MAX,
    });
    Events::open(base, &pass).await
}

/// `channel`'s game, read off the runtime's threads (the store blocks).
fn read(store: &dyn Store, channel: ChannelId) -> keystone_data::GameRecord {
    tokio::task::block_in_place(|| store.get(channel).unwrap().unwrap())
}

/// The game and step `channel`'s game is at, as a `changed` event says it.
fn step(store: &dyn Store, channel: ChannelId) -> String {
    let record = read(store, channel);
    format!("{}.{}", record.id.0, record.step())
}

/// A game of Les Grands Bâtisseurs for Alice, Bob and Carol here, and of
/// Basilica for Alice and Bob there, started.
fn games(service: &Service) {
    let request = NewGame {
        kind: "grands-batisseurs".into(),
        ..common::cardinal(&[BOB, CAROL], Some(3), None)
    };
    service.new_game(HERE, &request).unwrap();
    service.accept(HERE, BOB, None).unwrap();
    service.accept(HERE, CAROL, None).unwrap();
    let record = common::record();
    service
        .new_game(THERE, &common::new_game(&record, ALICE, BOB, None))
        .unwrap();
    service.accept(THERE, BOB, None).unwrap();
}

/// Each seat's own write is heard by that seat's board alone, told to look
/// again; the move after it is heard by every board, with its step.
async fn only_the_writers_board_hears_their_own_writes(
    store: Arc<dyn Store>,
    service: Arc<Service>,
    base: &str,
) {
    let blocking = |work: Box<dyn FnOnce(&Service) + Send>| {
        let service = Arc::clone(&service);
        async move {
            tokio::task::spawn_blocking(move || work(&service))
                .await
                .unwrap();
        }
    };
    blocking(Box::new(games)).await;
    let mut alice = stream(base, HERE, ALICE).await;
    let mut bob = stream(base, HERE, BOB).await;
    let mut carol = stream(base, HERE, CAROL).await;
    let mut eve = stream(base, HERE, EVE).await;
    // Alice opens an auction: Bob is asked.
    blocking(Box::new(|s| {
        s.play(HERE, ALICE, "auction up 1", None).unwrap();
    }))
    .await;
    let opened = step(&*store, HERE);
    for board in [&mut alice, &mut bob, &mut carol, &mut eve] {
        assert_eq!(board.next().await, ("changed".into(), opened.clone()));
    }
    // Carol sets a ceiling while Bob is asked (G22: nobody is told); her
    // standing answer to a sabotage too; Bob bids above his purse, which
    // waits for his Confirm.
    blocking(Box::new(|s| {
        let reply = s.play(HERE, CAROL, "bid up to 3", None).unwrap();
        assert!(reply.private, "{}", reply.text);
        let change = SettingsChange {
            standing: vec![("owner".into(), Some("pay".into()))],
            ..SettingsChange::default()
        };
        s.settings(HERE, CAROL, &change).unwrap();
        let reply = s.play(HERE, BOB, "bid 40", None).unwrap();
        assert!(reply.private, "{}", reply.text);
    }))
    .await;
    assert_eq!(
        read(&*store, HERE).seats[1].pending.as_deref(),
        Some("bid 40"),
        "Bob's bid waits for his Confirm"
    );
    // Then Bob bids what he has: everyone sees that.
    blocking(Box::new(|s| {
        s.play(HERE, BOB, "bid 2", None).unwrap();
    }))
    .await;
    let bid = step(&*store, HERE);
    assert_eq!(carol.next().await, ("changed".into(), String::new()));
    assert_eq!(carol.next().await, ("changed".into(), String::new()));
    assert_eq!(bob.next().await, ("changed".into(), String::new()));
    for board in [&mut alice, &mut bob, &mut carol, &mut eve] {
        assert_eq!(
            board.next().await,
            ("changed".into(), bid.clone()),
            "the first change the others hear is Bob's bid"
        );
    }
    // Basilica: Bob declines paid orders ahead; only his board hears it.
    let mut alice = stream(base, THERE, ALICE).await;
    let mut bob = stream(base, THERE, BOB).await;
    blocking(Box::new(|s| {
        let change = SettingsChange {
            standing: vec![("paid".into(), Some("decline".into()))],
            ..SettingsChange::default()
        };
        s.settings(THERE, BOB, &change).unwrap();
        let at = s.stamp(THERE).unwrap();
        s.resign(THERE, ALICE, at).unwrap();
    }))
    .await;
    assert_eq!(bob.next().await, ("changed".into(), String::new()));
    let (name, data) = alice.next().await;
    assert_eq!(name, "changed");
    assert!(
        !data.is_empty(),
        "Alice hears her resignation first, nothing before"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_the_embedded_store_a_seats_own_writes_reach_its_boards_alone() {
    let changes = Changes::default();
    let store: Arc<dyn Store> = Arc::new(WatchedStore::new(
        Arc::new(MemoryStore::new()),
        changes.clone(),
    ));
    let service = Arc::new(Service::with_seeds(
        Arc::clone(&store),
        Arc::new(SystemClock),
        Box::new(|| 11),
    ));
    let base = serve(Arc::clone(&service), changes).await;
    only_the_writers_board_hears_their_own_writes(store, service, &base).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgres_a_seats_own_writes_reach_its_boards_alone_and_a_lost_listener_says_look_again()
{
    let url = tokio::task::spawn_blocking(pg::database).await.unwrap();
    let shared = {
        let url = url.clone();
        tokio::task::spawn_blocking(move || {
            PostgresStore::open(&PostgresOptions::new(url)).unwrap()
        })
    }
    .await
    .unwrap();
    let changes = Changes::default();
    let mut first = changes.listen();
    keystone_bot::web::changes::listen(shared.clone(), changes.clone());
    // Listening starts with a "look again" (whatever was written before):
    // heard here, before any board opens, or a busy machine may tell it to
    // the boards after their first look.
    let heard = tokio::time::timeout(std::time::Duration::from_secs(60), first.recv()).await;
    assert_eq!(
        heard.unwrap().unwrap(),
        keystone_bot::web::changes::Changed::Everything
    );
    let store: Arc<dyn Store> = Arc::new(shared);
    // The driver's connections may not be dropped on the runtime's
    // threads (they block): kept until the test process ends.
    std::mem::forget(Arc::clone(&store));
    let service = Arc::new(Service::with_seeds(
        Arc::clone(&store),
        Arc::new(SystemClock),
        Box::new(|| 11),
    ));
    let base = serve(Arc::clone(&service), changes).await;
    only_the_writers_board_hears_their_own_writes(Arc::clone(&store), service, &base).await;

    // The listening connection is lost (the server ends it): the board is
    // told to look again, and hears the changes after it.
    let mut alice = stream(&base, HERE, ALICE).await;
    let ended = {
        let url = url.clone();
        tokio::task::spawn_blocking(move || {
            let mut admin = postgres::Client::connect(&url, postgres::NoTls).unwrap();
            let ended = admin
                .query(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
                     WHERE application_name = $1",
                    &[&keystone_data::postgres::APPLICATION],
                )
                .unwrap()
                .len();
            std::mem::forget(admin);
            ended
        })
        .await
        .unwrap()
    };
    assert_eq!(ended, 1, "one process, one listening connection");
    assert_eq!(alice.next().await, ("changed".into(), String::new()));
    let moved = {
        let store = Arc::clone(&store);
        tokio::task::spawn_blocking(move || {
            let record = store.get(HERE).unwrap().unwrap();
            let seat = record.to_act[0];
            let user = record.seats[seat.index()].user;
            let service = Service::new(store, Arc::new(SystemClock));
            let moves = service.moves(HERE, user).unwrap();
            service.play(HERE, user, &moves[0].notation, None).unwrap();
            std::mem::forget(service);
        })
    };
    moved.await.unwrap();
    let (name, data) = alice.next().await;
    assert_eq!(name, "changed");
    assert!(
        !data.is_empty(),
        "the move after the loss is heard: {data:?}"
    );
}
