# Les Grands Bâtisseurs (rules G1–G23). Card words are passed by their
# notation words: church, gate, townhall, tower, leftcorner, rightcorner.

gb-kind = { $kind ->
    [church] church
    [gate] gate
    [townhall] town hall
    [tower] tower
    [leftcorner] left corner tower
   *[rightcorner] right corner tower
}
gb-card = { $kind ->
    [church] church
    [gate] gate
    [townhall] town hall
    [tower] tower
    [leftcorner] left corner tower
   *[rightcorner] right corner tower
} { $value }
gb-pile = { $pile ->
    [up] the face-up pile
   *[down] the face-down pile
}
gb-place-left = at the left end
gb-place-right = at the right end
gb-place-breach = into the breach at { $position }
gb-face-saboteur = the saboteur
gb-laid = { $card } { $place }
gb-the-card = the card
gb-question = { $question ->
    [steal] steal <seat>
    [auction] auction up <bid> or auction down
    [opening-bid] bid <n>
    [bid] bid <n> or pass
    [build] build, sabotage or done
    [owner] pay or refuse
   *[final] build or done
}

gb-label-steal = take a saboteur stone from { $name }
gb-label-auction-up = put up { $card } from the face-up pile, opening at { $bid }
gb-label-auction-down = put up the face-down pile's top card (you see it)
gb-label-bid = bid { $bid }
gb-label-pass = pass: out of this auction
gb-label-build = lay { $cards }
gb-label-sabotage-building = attack { $name }'s { $card } (position { $position })
gb-label-sabotage-hand = attack { $name }'s hand
gb-label-pile-named = , the card going under { $pile }
gb-did-done = { $last ->
    [yes] { $name } builds nothing more (G18).
   *[no] { $name } neither builds nor sabotages this turn (G8).
}
gb-label-done = neither build nor sabotage
gb-label-pay = pay { $value } to keep it
gb-label-refuse = let it be destroyed

gb-funds = { $name } rolls { $face }: { $thalers ->
    [one] 1 thaler
   *[other] { $thalers } thalers
} (G6).
gb-stone-reserve = { $name } takes a saboteur stone from the reserve.
gb-stone-from = { $name } takes a saboteur stone from { $from }.
gb-no-stone = No saboteur stone is left to take.
gb-auction-up = { $name } puts up { $card } from the face-up pile.
gb-auction-down = { $name } puts up the face-down pile's top card and looks at it.
gb-bid = { $name } bids { $amount }.
gb-passed = { $name } passes.
gb-announced = The bidding comes back to { $name }: the card is a { $kind } (G7).
gb-insolvent = { $name } cannot pay { $bid }: their purse goes to the bank (G15).
gb-took = { $name } takes { $card } for { $bid }{ $bank ->
    [all] , all to the bank.
   *[half] ; { $opener } gets { $share }, the bank the rest.
}
gb-returned = Nobody could pay: the card goes under { $pile } (G15).
gb-last-card = That was a pile's last card: the final round follows this turn (G11).
gb-built = { $name } lays { $cards }.
gb-sabotage-building = { $name } sabotages { $victim }'s { $card }: the die shows { $face } (G9).
gb-sabotage-hand = { $name } sabotages { $victim }'s hand (G10).
gb-owner-asked = { $name } may pay { $value } to keep the { $card }, or refuse.
gb-paid = { $name } pays { $amount } to { $to } and keeps the building.
gb-cannot-pay = { $name } cannot pay: the building falls.
gb-destroyed = { $hand ->
    [yes] { $card } is drawn from { $name }'s hand
   *[no] { $name }'s { $card } is destroyed
} and goes under { $pile }.
gb-skipped = { $name } can neither build nor sabotage (G17).
gb-final-round = The final round: everyone may build once more, corner towers included (G18).
gb-left = { $name } leaves the game; the others play on, and that seat is skipped (G23).
gb-over = The game is over.
gb-result-won = { $name } wins{ $money ->
    [yes] , on money left (G13)
   *[no] {""}
}: { $scores }.
gb-result-shared = { $names } share the win: { $scores } (G13).
gb-score-item = { $item ->
    [city] { $count ->
        [one] a city of 1 card
       *[other] a city of { $count } cards
    }
    [town-hall-middle] a town hall in the middle
    [churches] as many churches on each side of a town hall
    [corner-towers] corner towers of equal value
   *[hand] { $count ->
        [one] 1 card left in hand
       *[other] { $count } cards left in hand
    }
}
gb-tie-break = money left

gb-prompt-steal = { $name }, the reserve is empty: take a stone from whom? `steal <seat>` (G6)
gb-prompt-auction = { $name } puts a card up: `auction up <bid>` or `auction down` (G7).
gb-prompt-opening = { $name } saw the card (it is in their tent) and opens the bidding: `bid <n>` (G7).
gb-prompt-bid = { $name }: raise above { $bid } ({ $bidder }) with `bid <n>`, or `pass` (G14).
gb-prompt-build = { $name } may build, sabotage, or say `done` (G8).
gb-prompt-owner = { $name }: pay { $value } to keep the { $card }, or refuse (G9).
gb-prompt-final = Final round: { $name } may build once more, or say `done` (G18).
gb-prompt-first-build = A first build lays exactly 3 cards.

gb-status-seat = { $name }: a city of { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} worth { $points }, { $hand ->
    [one] 1 card
   *[other] { $hand } cards
} in hand, { $stones ->
    [one] 1 stone
   *[other] { $stones } stones
}.
gb-status-piles = Piles: face up { $up } (top: { $top }), face down { $down }; stones in the reserve: { $reserve }.

gb-confirm-bid = You bid { $bid }, more than the { $purse } thalers in your purse: if you win, you give your whole purse to the bank and the card goes to the bid before yours (G15).
gb-tent = Your tent: { $purse ->
    [one] 1 thaler
   *[other] { $purse } thalers
}, { $stones ->
    [one] 1 stone
   *[other] { $stones } stones
}. Hand: { $hand }.
gb-tent-auction = The card you put up: { $card }.
gb-tent-cards = The cards (G4)
gb-tent-cards-row = { $kind } ×{ $count }: { $values }
gb-tent-build = { $fit ->
    [0] None of your cards can be built now (G8).
    [one] You may build now: 1 card of your hand fits, { $cards } (G8).
   *[other] You may build 1–3 cards now: { $fit } of your hand fit, { $cards } (G8).
}

gb-refusal-over = the game is over
gb-refusal-no-seat = there is no seat { $seat } at this table
gb-refusal-not-now = now is the time for { $what }
gb-refusal-no-stone-there = { $name } holds no stone to take
gb-refusal-bid-range = a bid is 1 to 999 thalers, not { $bid }
gb-refusal-bid-low = a raise must be above { $current }, not { $bid }
gb-refusal-count = a build lays 1 to 3 cards, not { $count }
gb-refusal-first-three = your first build lays exactly 3 cards, not { $count }
gb-refusal-not-in-hand = { $card } is not in your hand
gb-refusal-second-corner = { $card }: a city holds one corner tower until the final round
gb-refusal-side-by-side = { $card } would stand beside { $other }, a building of its type
gb-refusal-end-closed = a corner tower closes that end ({ $place })
gb-refusal-corner-end = { $card } stands at its own end of the row
gb-refusal-corner-breach = { $card }: a corner tower never fills a breach
gb-refusal-not-breach = position { $position } is not a breach
gb-refusal-no-stone = a sabotage needs a saboteur stone
gb-refusal-self = you cannot sabotage yourself
gb-refusal-shields = { $name }'s city has { $shields } shields; only a city with { $fewest } may be attacked
gb-refusal-no-building = { $name }'s city has no card at position { $position }
gb-refusal-hand-small = { $name } holds { $size ->
    [one] 1 card
   *[other] { $size } cards
}; only a hand of 5 or more may be attacked
gb-refusal-pile-needed = the piles are equal: say which receives the card, up or down
gb-refusal-pile-not-named = the card goes under the smaller pile: name no pile
gb-refusal-pick = the record's pick { $card } is not in that hand

gb-board-up = Up
gb-board-down = Down
gb-board-stones = Stones
gb-board-saboteur = saboteur: a stone
gb-board-die = Die
gb-board-auction = Auction
gb-board-passed = passed
gb-board-hand = Hand
gb-board-final = Final round
gb-board-thalers = thalers
gb-board-points = points
gb-board-tent = Your tent

gb-rules = Les Grands Bâtisseurs: buy buildings at auction with your secret purse, build the best city in a row, and sabotage your rivals. Topics: { $topics }.
gb-rules-turn = A turn has three phases (G6–G8): funds (roll the die: 1–5 thalers, or the saboteur: a stone; plus a thaler per coin on your gates), an auction (mandatory), then build or sabotage (optional). Purses and hands are secret; hand sizes, bids and payments are public.
gb-rules-cards = The { $count } cards (G4), each kind with its values. A card in your city scores its value; one still in your hand at the end takes it off (G12).
    { $rows }
gb-rules-cards-row = { $kind } ×{ $count } (`{ $name }…`): { $values } — { $does }
gb-rules-cards-church = in a complete city, +5 when a town hall has as many churches on its left as on its right, at least one (G12)
gb-rules-cards-gate = coins at every income: two for a gate of 1–2, one for 3–4 (G6)
gb-rules-cards-townhall = in a complete city, +10 when a town hall stands exactly in the middle (G12)
gb-rules-cards-tower = a shield: a building is sabotaged only in a city with the fewest (G8)
gb-rules-cards-leftcorner = a shield; stands only at the left end; a complete city has one there, and +5 when both corner towers have the same value (G8, G12)
gb-rules-cards-rightcorner = a shield; stands only at the right end; a complete city has one there, and +5 when both corner towers have the same value (G8, G12)
gb-rules-auction = Put up the top card of the face-up pile (`auction up <bid>`) or of the face-down pile (`auction down`, you see it, then `bid <n>`). Everyone else in turn raises or passes for good; when the bidding comes back to you on a face-down card, its type is announced. The winner pays: half, rounded down, to you, the rest to the bank (all to the bank if you win). A winner who cannot pay gives their purse to the bank and the previous bid takes the card (G7, G14, G15). Away for a while? `bid up to <n>` leaves a secret ceiling: Keystone raises for you by the minimum while that stays at most <n>, then passes, for this auction only (G22).
gb-rules-build = Lay 1–3 cards at either end of your row or into a breach; exactly 3 for your first build. Two buildings of one type never stand side by side (towers and corner towers are one type); a corner tower stands at its own end, and only in the final round may a city get its second (G8, G16).
gb-rules-sabotage = With a stone, attack a card of a city with the fewest shields (the die: saboteur destroys it, 1–2 nothing, 3–5 the owner pays its value or loses it), or a hand of 5 or more (a random card is lost). The card goes under the smaller pile; the stone returns to the reserve (G8–G10).
gb-rules-end = When an auction takes a pile's last card, that turn ends normally, then everyone may build once more (G11, G18). Score: your city's cards, minus the cards in hand; a complete city (corner towers at both ends, no breach) adds 10 for a town hall in the middle, 5 for churches balanced around a town hall, 5 for equal corner towers. Ties: more money wins (G12, G13).
gb-rules-notation = `auction up 3` · `auction down` · `bid 5` · `pass` · `build leftcorner3 right; church7 right; gate1 right` · `build church7 2` (a breach) · `sabotage 2 3` · `sabotage 3 hand` (add `up` or `down` when the piles are equal) · `done` · `pay` · `refuse` · `steal 3`.

expected-gb-verb = auction, bid, pass, build, sabotage, done, pay, refuse or steal
expected-gb-pile = a pile: up or down
expected-gb-amount = an amount of thalers such as 5
expected-gb-seat = a seat number such as 2
expected-gb-card = a card such as church7 or leftcorner3
expected-gb-place = a place: left, right or a breach's position
expected-gb-target = a position in that city, or hand
expected-gb-build-first = an action: cards without a verb follow a build
# A standing bid ceiling, typed before its amount (`bid up to 7`).
gb-ceiling-words = bid up to
gb-ceiling-amount = "{ $amount }" is not a ceiling: bid up to 1–999 thalers (G14)
gb-ceiling-no-auction = a ceiling is for an auction under way in which you still bid (G22)

## Its topics of the rules in brief, as /game rules takes them.

topic-cards = cards
topic-auction = auction
topic-build = build
topic-sabotage = sabotage

## The table in words (/game board describe)

gb-where-city = { $name }'s city, from the left: { $cards }.
gb-where-no-city = { $name } has not built yet.
gb-where-breach = a breach
gb-where-unknown-card = a face-down card
gb-where-auction = Up for auction, from { $pile }: { $card }. Bids: { $bids }. Passed: { $passed }.
