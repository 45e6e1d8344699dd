//! Building a city (G8): the first build of three, no two of a type side
//! by side, the corner towers, breaches filled by position (G16), and the
//! builds offered.

use keystone_engine::grands_batisseurs::{Action, CardId, City, GrandsBatisseurs, Place};
use keystone_engine::{Game, Seat};

use super::{S1, TWO, card, g, game, refused};

fn three_built(extra: &str) -> GrandsBatisseurs {
    // Ann buys church4, gate1, townhall5 (Ben passes each time, building
    // nothing), then builds them.
    let lines = format!(
        "1: auction up 1\n2: pass\n2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n\
         2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n1: build {extra}\n"
    );
    game(
        &TWO,
        "church4 tower3 gate1 tower4 townhall5 tower5",
        "",
        "1 1 1 1 1 1 1 1",
        &lines,
    )
}

#[test]
fn g8_a_first_build_lays_exactly_three_cards() {
    let game = three_built("church4 left; gate1 right; townhall5 right");
    let cards: Vec<String> = game
        .city(S1)
        .cards()
        .map(|c| c.unwrap().to_string())
        .collect();
    assert_eq!(cards, ["church4", "gate1", "townhall5"]);
    assert!(game.has_built(S1));
    let base = "1: auction up 1\n2: pass\n2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n\
         2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n";
    let up = "church4 tower3 gate1 tower4 townhall5 tower5";
    let (rule, message) = refused(
        &TWO,
        up,
        "",
        "1 1 1 1 1 1",
        &format!("{base}1: build church4 left; gate1 right\n"),
    );
    assert_eq!(rule, g(8));
    assert!(message.contains("exactly 3"), "{message}");
    let (rule, message) = refused(
        &TWO,
        up,
        "",
        "1 1 1 1 1 1",
        &format!("{base}1: build church4 left; townhall5 right; church4 right\n"),
    );
    assert_eq!(rule, g(8));
    assert!(message.contains("not in your hand"), "{message}");
}

#[test]
fn g8_no_two_buildings_of_one_type_side_by_side() {
    let base = "1: auction up 1\n2: pass\n2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n\
         2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n";
    let up = "church4 tower3 church5 tower4 townhall5 tower5";
    let (rule, message) = refused(
        &TWO,
        up,
        "",
        "1 1 1 1 1 1",
        &format!("{base}1: build church4 left; church5 right; townhall5 right\n"),
    );
    assert_eq!(rule, g(8));
    assert!(message.contains("beside church4"), "{message}");
    // Towers and corner towers are one type (G4).
    let mut c = City::default();
    let id = |n: &str| CardId::all().find(|c| c.card() == card(n)).unwrap();
    c.lay(id("tower3"), Place::Left, false).unwrap();
    assert!(c.lay(id("leftcorner2"), Place::Left, false).is_err());
    assert!(c.lay(id("rightcorner2"), Place::Right, false).is_err());
}

#[test]
fn g8_corner_towers_stand_at_their_end_one_before_the_final_round() {
    let id = |n: &str| CardId::all().find(|c| c.card() == card(n)).unwrap();
    let mut c = City::default();
    c.lay(id("church4"), Place::Left, false).unwrap();
    let rule_of = |e: keystone_engine::grands_batisseurs::IllegalAction| {
        keystone_engine::RuleError::rule(&e).unwrap()
    };
    assert_eq!(
        rule_of(
            c.clone()
                .lay(id("leftcorner2"), Place::Right, false)
                .unwrap_err()
        ),
        g(8)
    );
    c.lay(id("leftcorner2"), Place::Left, false).unwrap();
    // Its end is closed; a second corner waits for the final round.
    assert_eq!(
        rule_of(c.clone().lay(id("gate1"), Place::Left, false).unwrap_err()),
        g(16)
    );
    let second = c
        .clone()
        .lay(id("rightcorner3"), Place::Right, false)
        .unwrap_err();
    assert_eq!(rule_of(second.clone()), g(8));
    assert!(second.to_string().contains("final round"), "{second}");
    c.lay(id("rightcorner3"), Place::Right, true).unwrap();
    assert!(c.is_complete());
}

#[test]
fn g16_breaches_are_left_inside_and_filled_by_position() {
    let id = |n: &str| CardId::all().find(|c| c.card() == card(n)).unwrap();
    let mut c = City::default();
    for n in ["church4", "gate1", "townhall5", "gate2"] {
        c.lay(id(n), Place::Right, false).unwrap();
    }
    assert_eq!(c.remove(2).map(|c| c.card()), Some(card("gate1")));
    assert_eq!(c.positions().len(), 4, "a breach inside");
    assert!(c.positions()[1].is_none());
    // Removing an end takes the breaches now at that end with it.
    let mut end = c.clone();
    end.remove(1);
    assert_eq!(end.positions().len(), 2);
    assert_eq!(end.cards().next(), Some(Some(card("townhall5"))));
    // A breach takes a card differing in type from both sides; never a
    // corner tower.
    assert!(
        c.clone()
            .lay(id("church5"), Place::Breach(2), false)
            .is_err()
    );
    assert!(
        c.clone()
            .lay(id("leftcorner2"), Place::Breach(2), false)
            .is_err()
    );
    assert!(
        c.clone()
            .lay(id("church5"), Place::Breach(3), false)
            .is_err(),
        "not a breach"
    );
    c.lay(id("tower3"), Place::Breach(2), false).unwrap();
    assert!(c.positions().iter().all(Option::is_some));
}

#[test]
fn a_build_is_offered_once_for_each_row_it_leaves() {
    // Ann holds church4, gate1 and townhall5 and builds for the first time.
    let lines = "1: auction up 1\n2: pass\n2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n\
         2: auction up 1\n1: pass\n1: auction up 1\n2: pass\n";
    let game = game(
        &TWO,
        "church4 tower3 gate1 tower4 townhall5 tower5",
        "",
        "1 1 1 1 1 1",
        lines,
    );
    let builds = |list: fn(&GrandsBatisseurs, Seat, &mut Vec<Action>)| {
        let mut out = Vec::new();
        list(&game, S1, &mut out);
        out.retain(|a| matches!(a, Action::Build(_)));
        out
    };
    let legal = builds(GrandsBatisseurs::legal_actions);
    let offered = builds(GrandsBatisseurs::offered_actions);
    let row = |action: &Action| {
        let mut after = game.clone();
        after.apply(S1, action).unwrap();
        after
            .city(S1)
            .cards()
            .map(|c| c.unwrap().to_string())
            .collect::<Vec<_>>()
    };
    let rows: std::collections::BTreeSet<_> = legal.iter().map(row).collect();
    let offered_rows: std::collections::BTreeSet<_> = offered.iter().map(row).collect();
    assert_eq!(offered.len(), rows.len(), "one build a row");
    assert_eq!(offered_rows, rows);
    assert!(
        legal.len() > offered.len(),
        "{} ways, {} rows",
        legal.len(),
        rows.len()
    );
    // Another order of the same row is still played as written.
    let other =
        GrandsBatisseurs::parse_action("build gate1 right; church4 left; townhall5 right", 0)
            .unwrap();
    assert!(legal.contains(&other) && !offered.contains(&other));
    assert_eq!(row(&other), ["church4", "gate1", "townhall5"]);
}
