//! The paid orders (B23-B25): the opponent's question, paying a coin or
//! declining, and what each paid order may do.

use keystone_engine::Game;
use keystone_engine::basilica::{Order, PaidOffer, Rank};

use crate::support::*;

use super::{builder_at, confusion_position, legal, recruit_position};

#[test]
fn b23_the_opponent_may_pay_a_coin_to_perform_the_paid_order() {
    let mut game = recruit_position();
    play(&mut game, S1, "O1 recruit c1");
    assert_eq!(
        game.to_act().single(),
        Some(S2),
        "the opponent must answer now"
    );
    assert_eq!(game.question().map(|q| q.offer), Some(PaidOffer::Recruit));
    play(&mut game, S2, "pay recruit b2");
    assert_eq!(builder_at(&game, "b2"), Some((S2, None)));
    assert_eq!(
        (game.player(S1).coins, game.player(S2).coins),
        (2, 0),
        "a player may hold 2"
    );
    assert_eq!(
        (game.active(), game.actions_left()),
        (S1, 2),
        "the active player goes on"
    );
    assert_eq!(game.player(S2).reserve, 3);
}

#[test]
fn b23_paying_costs_no_action_of_the_payer_s_turn() {
    let mut game = recruit_position();
    play(&mut game, S1, "O1 recruit c1");
    play(&mut game, S2, "pay recruit b2");
    play(&mut game, S1, "V1 d1; V1 e1");
    assert_eq!((game.active(), game.actions_left()), (S2, 3));
}

#[test]
fn b23_pay_and_decline_need_a_question() {
    let mut game = recruit_position();
    assert_eq!(
        refuse(&mut game, S1, "decline"),
        "there is no paid order to answer (B23)"
    );
    assert_eq!(
        refuse(&mut game, S2, "pay recruit b2"),
        "it is Alice's turn"
    );
}

#[test]
fn b24_paid_promote_must_choose_another_rank() {
    let mut game = Pos::new()
        .board("1 | B:1 B:2s . . .")
        .order(1, Order::Promote)
        .build();
    play(&mut game, S1, "O1 promote a1 architect");
    assert_eq!(
        game.question().map(|q| q.offer),
        Some(PaidOffer::Promote {
            chosen: Rank::Architect
        })
    );
    let mut options = legal(&game, S2);
    options.sort();
    assert_eq!(
        options,
        ["decline", "pay promote b1 mason"],
        "not architect (chosen), not strongman (held)"
    );
    assert_eq!(
        refuse(&mut game, S2, "pay promote b1 architect"),
        "the paid promotion must choose a rank other than architect (B24)"
    );
    assert_eq!(
        refuse(&mut game, S2, "pay recruit b1"),
        "the paid order on offer is promote, not recruit (B24)"
    );
    play(&mut game, S2, "pay promote b1 mason");
    assert_eq!(builder_at(&game, "b1"), Some((S2, Some(Rank::Mason))));
}

#[test]
fn b24_paid_recruit_goes_next_to_one_of_the_payer_s_builders() {
    let mut game = recruit_position();
    play(&mut game, S1, "O1 recruit c1");
    assert_eq!(legal(&game, S2), ["decline", "pay recruit b2"]);
    assert!(refuse(&mut game, S2, "pay recruit c1").contains("already has a builder (B18)"));
    let mut game = Pos::new()
        .board("2 | . B . . B\n1 | B:1 B:2 B . B")
        .order(1, Order::Recruit)
        .build();
    play(&mut game, S1, "O1 recruit c1");
    assert_eq!(
        refuse(&mut game, S2, "pay recruit e2"),
        "e2 is not next to a vault holding one of your builders (B24)"
    );
}

#[test]
fn b24_confusion_declined_the_stated_move_stands() {
    let mut game = confusion_position();
    assert_eq!(
        game.question().map(|q| q.offer),
        Some(PaidOffer::Confusion {
            from: cell("b1"),
            to: cell("a1")
        })
    );
    assert_eq!(
        builder_at(&game, "b1"),
        Some((S2, None)),
        "the stated move waits for the answer"
    );
    let mut options = legal(&game, S2);
    options.sort();
    assert_eq!(
        options,
        [
            "decline",
            "pay confusion b1 a1",
            "pay confusion b1 b2",
            "pay confusion b1 c1"
        ]
    );
    play(&mut game, S2, "decline");
    assert_eq!(
        (builder_at(&game, "a1"), builder_at(&game, "b1")),
        (Some((S2, None)), None)
    );
    assert_eq!(game.player(S2).coins, 1);
}

#[test]
fn b24_confusion_paid_the_opponent_s_own_move_replaces_it() {
    let mut game = confusion_position();
    assert_eq!(
        refuse(&mut game, S2, "pay confusion b1 d1"),
        "d1 is not next to b1 (B21)"
    );
    assert_eq!(
        refuse(&mut game, S2, "pay confusion c1 d1"),
        "there is no builder of yours at c1 (B24)"
    );
    play(&mut game, S2, "pay confusion b1 b2");
    assert_eq!(
        (builder_at(&game, "b2"), builder_at(&game, "a1")),
        (Some((S2, None)), None)
    );
    assert_eq!((game.player(S1).coins, game.player(S2).coins), (2, 0));
}

#[test]
fn b25_no_question_without_a_coin_or_without_an_option() {
    let mut game = Pos::new()
        .board("2 | . B . . .\n1 | B:1 B:2 B . .")
        .order(1, Order::Recruit)
        .coins([2, 0])
        .build();
    play(&mut game, S1, "O1 recruit c1");
    assert_eq!((game.question(), game.to_act().single()), (None, Some(S1)));

    // A coin, but no free vault next to seat 2's builder.
    let mut game = Pos::new()
        .board("1 | B:1 B:2 B . .")
        .order(1, Order::Recruit)
        .build();
    play(&mut game, S1, "O1 recruit c1");
    assert_eq!(game.question(), None);

    // A coin, but no promotion token left.
    let mut game = Pos::new()
        .board("1 | B:1 B:2a B:2m B:2s B:2a")
        .order(1, Order::Promote)
        .build();
    play(&mut game, S1, "O1 promote a1 mason");
    assert_eq!(game.question(), None);
}

#[test]
fn b25_while_the_question_is_open_nothing_else_happens() {
    let mut game = recruit_position();
    play(&mut game, S1, "O1 recruit c1");
    assert_eq!(
        refuse(&mut game, S1, "V1 d1"),
        "Bob must first answer the paid order (pay or decline) (B25)"
    );
    assert_eq!(
        refuse(&mut game, S2, "V1 d1"),
        "answer the paid recruit order first: pay recruit … or decline (B25)"
    );
    assert!(legal(&game, S1).is_empty());
    play(&mut game, S2, "decline");
    assert_eq!(game.to_act().single(), Some(S1));
}
