# Basilica (rules B1–B32).

## Basilica: its pieces ($colour: yellow, blue, red, green; $rank: architect,
## mason, strongman; $order: promote, move, recruit, confusion, glass,
## scaffold, catastrophe)

basilica-colour = { $colour ->
    [yellow] yellow
    [blue] blue
    [red] red
    [green] green
   *[other] { $colour }
}
basilica-vault = { $colour ->
    [yellow] yellow vault
    [blue] blue vault
    [red] red vault
   *[green] green vault
}
basilica-vault-joker = { $colours } joker vault
basilica-vault-crowned = { $vault } with a crown
basilica-order = { $order ->
    [promote] promote
    [move] move
    [recruit] recruit
    [confusion] confusion
    [glass] glass
    [scaffold] scaffold
   *[catastrophe] catastrophe
}

## Basilica: what a paid order lets the asked player do ($to: you or them)

basilica-offer-promote = promote one of { $to ->
    [you] your
   *[them] their
} builders too (not to { $rank ->
    [architect] architect
    [mason] master mason
   *[strongman] strongman
})
basilica-offer-recruit = recruit a builder next to one of { $to ->
    [you] yours
   *[them] theirs
}
basilica-offer-confusion = move one of { $to ->
    [you] your
   *[them] their
} builders instead of { $from } → { $cell }

## Basilica: actions offered (autocomplete, menus)

basilica-label-vault = vault
basilica-label-builder = a builder
basilica-label-builder-on = a builder on { $cell }
basilica-label-promote = promote your builder at { $cell } to { $rank ->
    [architect] architect
    [mason] master mason
   *[strongman] strongman
}
basilica-label-move = move your builder from { $from } to { $to }
basilica-label-recruit = recruit a builder at { $cell }
basilica-label-confusion = send your builder at { $own } home, move { $opponent }'s from { $from } to { $to }
basilica-label-glass = stained glass on { $cell }
basilica-label-scaffold = scaffolds on { $first } and { $second }
basilica-label-catastrophe = discard the { $vault } at { $cell }
basilica-label-pay-promote = pay 1 coin: your builder at { $cell } becomes { $rank ->
    [architect] an architect
    [mason] a master mason
   *[strongman] a strongman
}
basilica-label-pay-recruit = pay 1 coin: recruit a builder at { $cell }
basilica-label-pay-confusion = pay 1 coin: move your builder from { $from } to { $to } instead
basilica-label-decline-confusion = decline: your builder moves from { $from } to { $to }
basilica-label-decline = decline and keep your coin
basilica-label-worth = a scoring now: { $first } { $first_change }, { $second } { $second_change } (B30)

## Basilica: what happened

basilica-told-vault = { $name } placed a { $vault } at { $cell }.
basilica-told-vault-builder = { $name } placed a { $vault } at { $cell } and a builder on it.
basilica-told-builder = { $name } put a builder on { $cell }.
basilica-told-king = The king reaches { $step }: scoring!
basilica-told-promote = { $name } promoted their builder at { $cell } to { $rank ->
    [architect] architect
    [mason] master mason
   *[strongman] strongman
}.
basilica-told-move = { $name } moved their builder from { $from } to { $to }.
basilica-told-recruit = { $name } recruited a builder at { $cell }.
basilica-told-confusion = { $name } played confusion: their builder at { $own } goes home and { $opponent }'s builder at { $from } is to move to { $to }.
basilica-told-glass = { $name } put stained glass on { $cell }.
basilica-told-scaffold = { $name } put scaffolds on { $first } and { $second }.
basilica-told-catastrophe = { $name } brought down the vault at { $cell }.
basilica-told-offered = { $name } may pay 1 coin to { $offer }.
basilica-told-paid-promote = { $name } paid 1 coin and promoted their builder at { $cell } to { $rank ->
    [architect] architect
    [mason] master mason
   *[strongman] strongman
}.
basilica-told-paid-recruit = { $name } paid 1 coin and recruited a builder at { $cell }.
basilica-told-paid-confusion = { $name } paid 1 coin and moved their own builder from { $from } to { $to } instead.
basilica-told-declined-confusion = { $name } declined: their builder moved from { $from } to { $to }.
basilica-told-declined = { $name } declined to pay.
basilica-told-scoring = { $last ->
    [yes] Final scoring
   *[no] Scoring
}: { $first } +{ $first_points }, { $second } +{ $second_points }.
basilica-told-cleaned-up = Rows 1 and 2 are finished and leave the cathedral; builders go home, scaffolds come down.
basilica-told-vaults-replaced = No vault tile fitted anywhere: the three were replaced.
basilica-told-reshuffled = The pile ran out: the discard was shuffled into a new pile of { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
}.
basilica-told-game-over = Game over ({ $why ->
    [pile] the pile ran out a second time
   *[third-scoring] after the third scoring
}). { $result }
basilica-result-won = { $name } wins { $first }–{ $second }.
basilica-result-draw = A draw, { $first }–{ $second }.
basilica-score-item = { $item ->
    [scoring] scoring { $count }
   *[scorings] the scorings
}
basilica-tie-break = nothing: equal scores are a draw
basilica-zone = { $colour ->
    [yellow] yellow
    [blue] blue
    [red] red
   *[green] green
} zone { $cells } (value { $value }): strength { $first } { $first_strength } – { $second } { $second_strength }, { $outcome } → { $first } +{ $first_points }, { $second } +{ $second_points }
basilica-zone-majority = majority { $name }
basilica-zone-tied = tied, nobody scores

## Basilica: whose turn, where the game stands

basilica-prompt-question = { $asked }, { $active } played a paid { $order ->
    [promote] promote
    [recruit] recruit
   *[confusion] confusion
}: pay 1 coin to { $offer }, or decline.
basilica-prompt-turn = { $name }, your turn: { $actions ->
    [one] 1 action
   *[other] { $actions } actions
} left.
basilica-status-scores = Scores: { $first } { $first_score } · { $second } { $second_score }
basilica-status-board = King { $king }/30 · scorings { $scorings }/3 · pile { $pile } · discard { $discard } · pile ran out { $exhaustions }×
basilica-status-order-slot = O{ $slot }: { $order }{ $paid ->
    [yes] {" "}(paid option)
   *[no] {""}
}
basilica-status-vault-slot = V{ $slot }: { $vault }
basilica-status-empty-slot = { $slot }: empty
basilica-status-zone = { $colour } zone { $cells }, worth { $value }: strength { $first } { $first_strength }, { $second } { $second_strength }; { $led ->
    [no] nobody leads
   *[yes] { $leader } leads
} → { $first } { $first_points }, { $second } { $second_points }
basilica-status-scoring = A scoring now (B30): { $first } { $first_points }, { $second } { $second_points }.
basilica-status-reserve = { $name }: { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}, { $builders ->
    [one] 1 builder
   *[other] { $builders } builders
} and { $tokens ->
    [one] 1 promotion token
   *[other] { $tokens } promotion tokens
} in reserve

## Basilica: why an action is refused (the rule id is added after)

basilica-refused-game-over = the game is over
basilica-refused-not-your-turn = it is { $name }'s turn
basilica-refused-waiting = { $name } must first answer the paid order (pay or decline)
basilica-refused-answer-first = answer the paid { $order } order first: pay { $order } … or decline
basilica-refused-nothing-to-answer = there is no paid order to answer
basilica-refused-wrong-paid-order = the paid order on offer is { $offered }, not { $named }
basilica-refused-wrong-order = slot { $slot } holds a { $actual } order, not { $named }
basilica-refused-cell-taken = { $cell } already holds { $what ->
    [scaffold] a scaffold
   *[vault] a vault
}
basilica-refused-not-next-to-cathedral = { $cell } is not next to the cathedral
basilica-refused-joker-next-to-joker = a joker cannot touch the joker at { $joker }
basilica-refused-builder-not-after-vault = a builder can only be placed right after placing a vault this turn
basilica-refused-no-builder-in-reserve = there is no builder left in reserve
basilica-refused-no-promotion-token = there is no promotion token left in reserve
basilica-refused-no-vault = there is no vault at { $cell }
basilica-refused-no-own-builder = there is no builder of yours at { $cell }
basilica-refused-no-opponent-builder = there is no opponent builder at { $cell }
basilica-refused-vault-occupied = the vault at { $cell } already has a builder
basilica-refused-not-adjacent = { $to } is not next to { $from }
basilica-refused-same-rank = the builder at { $cell } is already { $rank ->
    [architect] an architect
    [mason] a master mason
   *[strongman] a strongman
}
basilica-refused-rank-already-chosen = the paid promotion must choose a rank other than { $rank ->
    [architect] architect
    [mason] master mason
   *[strongman] strongman
}
basilica-refused-already-glass = the vault at { $cell } already has a stained-glass token
basilica-refused-catastrophe-on-builder = the vault at { $cell } holds a builder and cannot be discarded
basilica-refused-not-next-to-own-builder = { $cell } is not next to a vault holding one of your builders
basilica-refused-same-cell-twice = both scaffolds cannot go on { $cell }

## Basilica: what the notation expects where a word is wrong

expected-basilica-action = an action: V1-V3, B, O1-O3, pay or decline
expected-basilica-cell = a cell such as c3 (columns a-e, rows 1-99)
expected-basilica-rank = a rank: architect, mason or strongman
expected-basilica-order = an order: promote, move, recruit, confusion, glass, scaffold or catastrophe
expected-basilica-paid-order = a paid order: promote, recruit or confusion

## Basilica: the board picture

basilica-board-scored = Scoring { $count }/3: { $gains }
basilica-board-won = Game over: { $name } wins { $first }–{ $second }{ $how ->
    [pile] {" "}(the pile ran out)
    [left] {" "}(a player left)
   *[other] {""}
}
basilica-board-draw = Game over: a draw, { $first }–{ $second }{ $how ->
    [pile] {" "}(the pile ran out)
   *[other] {""}
}
basilica-board-question-confusion = { $name }: pay 1 coin to move your own builder instead of { $from }→{ $to }, or decline
basilica-board-question = { $name }: pay 1 coin to { $order ->
    [promote] promote
    [recruit] recruit
   *[confusion] confusion
} too, or decline
basilica-board-to-play = { $name } to play, { $actions ->
    [one] 1 action
   *[other] { $actions } actions
} left
basilica-board-king = King
basilica-board-scorings = Scorings
basilica-board-pile = Pile
basilica-board-discard = Discard
basilica-board-ran-out = Pile ran out
basilica-board-points = points
basilica-board-coins = coins
basilica-board-builders = builders
basilica-board-tokens = tokens
basilica-board-footer-to-play = ▶ to play · { $actions ->
    [1] 1 action left
    [2] 2 actions left
   *[other] { $actions } actions
}
basilica-board-footer-asked = ▶ pay or decline
basilica-board-footer-winner = ★ winner
basilica-board-rank-letter = { $rank ->
    [architect] A
    [mason] M
   *[strongman] S
}
basilica-board-colour-letter = { $colour ->
    [yellow] Y
    [blue] B
    [red] R
   *[green] G
}


## Basilica: the rules in brief

basilica-rules = Basilica: build a cathedral together and hold the majorities in its colour zones. Topics: { $topics }.
basilica-rules-turn = Each turn you take exactly 3 actions (B11), any mix of: place a vault (V), place a builder on the vault you just placed (B, B18), carry out an order (O). A scoring ends the turn at once (B13).
basilica-rules-vault = V: take one of the 3 vault tiles and place it in columns a–e, next to a vault, a scaffold or (row 1) the board (B14). Jokers never touch other jokers (B15). A crown moves the king one step (B16). Taking vault Vi turns the order tile above it, Oi, over into Vi, and Oi is refilled from the pile: the order you see in Oi is the next vault there (B26). If no vault tile fits anywhere they are replaced (B17).
basilica-rules-builder = B: right after placing a vault, put a builder from your reserve on it (B18). Builders only ever stand on vaults, one per vault (B22). You have 5 builders and 4 promotion tokens (B4).
basilica-rules-orders = O: take one of the 3 order tiles and carry it out in full (B19–B21): promote (a token under your builder: architect, master mason or strongman), move (your builder to an adjacent free vault), recruit (a builder from reserve on any free vault), confusion (send one of yours home, then move one of theirs to an adjacent free vault), glass (+2 to a zone, under your builder), scaffold (two tiles that block cells until the next scoring), catastrophe (discard a vault without a builder).
basilica-rules-paid = Promote, recruit and confusion carry a coin: when you play one, your opponent may pay you 1 coin to act too, right away (B23–B25): promote one of theirs to another rank, recruit next to one of theirs, or choose their own builder's move instead of yours. They are only asked with a coin and a legal option.
basilica-rules-scoring = When the king reaches 10, 20 and 30, every zone with a builder scores (B29–B30). A zone is a connected group of vaults showing one colour, with at least one single-colour vault; a joker counts in the zones of both its colours (B29). The stronger player (master mason = 2) scores the zone's vaults, doubled by an architect, +2 per glass; the other scores 1 per builder. Equal strength: a lone strongman wins it, else nobody scores. Then rows 1–2 leave the cathedral and the rest slides down (B31).
basilica-rules-end = The game ends after the third scoring, or when the pile runs out a second time, with a final scoring (B28, B32). Higher score wins; equal is a draw.
basilica-rules-notation = V2 c3 · B · O1 promote c3 architect · O3 move c3 c4 · O2 recruit d5 · O1 confusion c3 b2 b3 · O2 glass c3 · O1 scaffold a4 b5 · O3 catastrophe e2 · pay promote b2 mason · pay recruit b3 · pay confusion b2 a2 · decline. Join several with `;`.
basilica-told-left = { $name } leaves the game. { $result }

## Its topics of the rules in brief, as /game rules takes them.

topic-vault = vault
topic-builder = builder
topic-orders = orders
topic-paid = paid
topic-scoring = scoring

## Basilica: the answers to a paid order (B23–B25), their buttons, menu and commands

answer-pay = Pay…
answer-pay-choice = Pay 1 coin
answer-decline = Decline
answer-pay-menu = Choose what to do for 1 coin:
answer-pay-menu-placeholder = Pay 1 coin to…
answer-pay-menu-too-many = There are too many options for a menu: use /pay and pick from its list.
command-pay = Pay 1 coin to perform the paid order your opponent just played.
command-pay-name = pay
command-pay-option = What to do for the coin
command-pay-option-name = option
command-decline = Decline the paid order your opponent just played.
command-decline-name = decline

## Basilica: its question outside the turn, the paid order (B23–B25), in the generic moments of a question

basilica-no-question-for-you = There is no paid order for you to answer.
basilica-status-question-expires = The paid-order question to { $name } expires in { $left }.
basilica-status-question-expired = The paid-order question to { $name } has expired: the other player may continue.
basilica-continue-no-question = There is no paid-order question to continue past.
basilica-continue-yours = The question is yours: answer it with Pay… or Decline.
basilica-continue-too-early = { $name } still has { $left } to answer the paid order.
basilica-continued = { $name } did not answer the paid order within { $expiry }: { $other } went on without the answer.
basilica-notice-expired = { $name } has not answered the paid order for { $waited }. { $other }, you may continue without them: they decline.

## The cathedral in words (/game board describe)

basilica-place-cathedral = The cathedral, row by row, each vault by its colours:
basilica-place-row = Row { $row }: { $cells }.
basilica-place-vault = { $joker ->
    [yes] joker { $colours }
   *[no] { $colours }
}{ $crown ->
    [yes] {" "}crowned
   *[no] {""}
}
basilica-place-scaffold = scaffold
basilica-place-builder = { $name }'s { $rank ->
    [architect] architect
    [mason] master mason
    [strongman] strongman
   *[none] builder
}
basilica-place-glass = stained glass
basilica-place-empty = The cathedral is empty.
