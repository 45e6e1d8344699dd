//! A command the store runs again: a compare-and-swap store runs a change
//! again when another write came first, and only the last run counts. What
//! the service says must be what the last run did.

use std::sync::Arc;

use keystone_bot::service::{NewGame, Service, SystemClock};
use keystone_data::Store;

use crate::common::watched::Watched;
use crate::common::{self, BOB, HERE};

#[test]
fn a_line_confirmed_by_typing_it_again_is_told_as_played_when_the_store_ran_it_twice() {
    let store = Arc::new(Watched::default());
    let service = Service::with_seeds(store.clone(), Arc::new(SystemClock), Box::new(|| 11));
    let game = NewGame {
        kind: "grands-batisseurs".into(),
        ..common::cardinal(&[BOB], Some(11), None)
    };
    service.new_game(HERE, &game).unwrap();
    service.accept(HERE, BOB, None).unwrap();
    let record = store.get(HERE).unwrap().unwrap();
    let opener = record.seats[record.to_act[0].index()].user;
    // A bid above one's purse is asked about first, and kept.
    let asked = service.play(HERE, opener, "auction up 99", None).unwrap();
    assert!(asked.private, "{}", asked.text);
    let step = store.get(HERE).unwrap().unwrap().log.len();
    // Typed again, it is played; the run the store threw away had asked.
    store.lose_the_next_race();
    let played = service.play(HERE, opener, "auction up 99", None).unwrap();
    assert_eq!(store.get(HERE).unwrap().unwrap().log.len(), step + 1);
    assert!(!played.private, "told as asked again: {}", played.text);
}
