# Babylon (rules Y1–Y46). Icons, sections, bonuses and verbs are passed by
# their notation words.

babylon-icon = { $icon ->
    [art] artwork
    [mosaic] mosaic
    [palm] palm
   *[lion] lion
}
babylon-resource = { $resource ->
    [wood] wood
   *[wheat] wheat
}
babylon-section = { $section ->
    [pottery] pottery
    [mosaic] mosaic
    [palm] palm
    [gold] gold
    [lion] lion
    [worker] master worker
    [ship] ship
    [stone] stone
   *[river] River (pond)
}
babylon-bonus = { $bonus ->
    [gold] a gold
    [stone] a stone
    [wood] a wood
    [wheat] a wheat
    [art] an artwork circled
    [mosaic] a mosaic circled
    [palm] a palm circled
    [lion] a lion circled
    [amphora] an amphora
    [cart] a flower cart
    [garden] a garden palm
    [wall] a wall space
    [pencil] a free pencil
    [shape3] a 3-cell shape
    [dice] virtual dice { $dice }
   *[river] a River action (the Pond space)
}
babylon-card = shape card { $card }: { $shape } (tiles { $a } and { $b })
babylon-board-dice = blue { $blue }; green { $green }

babylon-deed = { $verb ->
    [art] circle the artwork at { $cell }
    [amphora] circle an amphora
    [vase] fill a big-amphora row
    [mosaic] circle the mosaic at { $cell }
    [wall] cross a wall space
    [statue] build the statue, circling the lions at { $cell }
    [palm] circle the palm at { $cell }
    [garden] circle a garden palm
    [house] build the gardening house
    [gold] circle a gold
    [lion] circle the lion at { $cell }
    [mason] masonry on { $cell }
    [mine] build the stone mine
    [worker] send the master worker to the Garden space
    [pencil] draw a { $icon } at { $cell }
    [tent] build the tent
    [ship] send the ship to the Lake space
    [cart] circle a flower cart
    [boat] build the boat
    [stone] circle a stone
   *[river] circle a River { $resource }
}
babylon-pay-die = {" "}with a { $value }
babylon-pay-resource = {" "}paying a { $resource }
babylon-label-dice = {" "}· dice left { $dice }
babylon-label-worth = {" "}· { $changes }
babylon-label-spaces = {" "}· { $spaces }
babylon-label-pond = through the Pond: { $action }
babylon-label-penalty = { $accept ->
    [yes] accept the penalty card: its section is closed this round
   *[no] ignore the penalty card: its value comes off your score, from now (Y37, Y40)
}
babylon-label-tile = place tile { $tile } on { $cells }
babylon-label-bonus = bonus: { $choice }
babylon-label-skip = skip the bonus
babylon-label-take = take a blue { $value }
babylon-label-take-green = take a green die (rolled as you take it)
babylon-label-convert-wood = turn a wood into { $metal }
babylon-label-convert-wheat = put a wheat in the wheat box
babylon-label-draw = draw the round shape on { $cells }
babylon-label-undo = take back your last action
babylon-label-done = done writing this round
babylon-choice-circle = circle the { $icon } at { $cell }
babylon-choice-wall = a wall space in row { $row }
babylon-choice-pencil = draw a { $icon } at { $cell }
babylon-choice-shape3 = a 3-cell shape on { $cells }
babylon-choice-river = a River { $resource }

babylon-revealed = Round { $round } of { $rounds }: { $card }.
babylon-revealed-penalty = Penalty card { $card }: { $section }, value { $value } (accept: the section closes this round; ignore: { $value } off the score).
babylon-penalty-answered = { $accepted ->
    [yes] { $name } accepts the penalty card: the { $section } section and dice of { $value } are closed this round.
   *[no] { $name } ignores the penalty card: it stays beside the sheet, { $value } off the score (Y37).
}
babylon-gained = { $name } gains { $bonus }.
babylon-pending = { $name } may take { $bonus }: `bonus …` or `skip`.
babylon-lapsed = { $name }'s bonus lapses ({ $bonus }).
babylon-rolled = { $name } rolls a green { $value }.
babylon-write-opened = Everyone writes now, all at once: play your whole Write in one line or in several, and end with `done`.
babylon-did-tile = { $name } places tile { $tile } on { $cells }.
babylon-did-bonus = { $name } takes the bonus: { $choice }.
babylon-did-skip = { $name } skips the bonus.
babylon-did-take = { $name } takes a blue { $value }.
babylon-did-take-green = { $name } takes a green die.
babylon-did-draw = { $name } draws the round shape on { $cells }.
babylon-did-undo = { $name } takes back their last action.
babylon-did-write = { $name } writes: { $action }.
babylon-wrote = { $name }: { $before } → { $after ->
    [one] 1 point
   *[other] { $after } points
}, dice left { $dice }.
babylon-done = { $name } is done writing ({ $score ->
    [one] 1 point
   *[other] { $score } points
}).
babylon-round-ended = Round { $round } is over.
babylon-left = { $name } leaves the game: their sheet stays as it is (Y45).
babylon-over = The game is over.
babylon-result = { $count ->
    [one] { $names } wins
   *[other] { $names } share the win
}: { $scores }.
babylon-result-solo = { $name } scores { $total }: { $reached ->
    [yes] the goal of { $goal } is reached, a win!
   *[no] short of the goal of { $goal }.
}
babylon-item = { $item ->
    [river] River ship
    [stored-wheat] stored wheat
    [wheat-box] wheat box
    [pottery] pottery
    [big-amphorae] big amphorae
    [wall] mosaic wall
    [garden] garden
    [carts] flower carts
    [mine] mine
    [icons] icons
    [height] height
    [foundation] foundation
    [stability] stability
    [door] door
    [big-windows] big windows
    [small-windows] small windows
    [gold] gold
    [stone] stone
   *[penalties] penalty cards
}
babylon-tie-break = { $item ->
    [gold] unspent gold
   *[holes] holes
}

babylon-prompt-penalty = { $name }: penalty card { $card } ({ $section }, value { $value }): `penalty accept` or `penalty ignore` (Y36).
babylon-prompt-place = { $name } places this round's tile, { $card }: `tile <n><a|b> <board cells>` (Y19).
babylon-prompt-bonus = { $name } may take { $bonus }: `bonus …` or `skip` (Y20).
babylon-prompt-draft = { $name } takes a die: `take <value>` or `take green` (Y21). On the board: { $dice }.
babylon-prompt-write = Everyone writes (Y22): waiting on { $names }. Play your Write in one line or several, ending with `done`.
babylon-prompt-write-solo = { $name } writes (Y22) with the dice { $dice }, ending with `done`.
babylon-status-round = Round { $round } of { $rounds }, { $card }. Dice on the board: { $dice }.
babylon-status-seat = { $name }: { $score ->
    [one] 1 point
   *[other] { $score } points
} so far, dice left { $dice }{ $state ->
    [done] , done writing
    [writing] , writing
    [left] , left the game
   *[none] {""}
}.
babylon-status-solo = Solo, { $mode ->
    [hard] hard
   *[normal] normal
}: the goal is { $goal }. Penalty cards ignored: { $kept }.
babylon-board-writing = Everyone writes: waiting on { $names }
babylon-board-to-play = { $name } to play ({ $step ->
    [penalty] the penalty card
    [place] the tile
    [papyrus] the Papyrus
    [pond-space] the Pond space
    [draft] the draft
   *[write] the Write
})

babylon-refusal = { $why ->
    [over] the game is over
    [no-bonus] no bonus is waiting
    [no-green] no green die is left
    [after-draw] the round shape is your last action: only `undo` or `done`
    [pond-river] the River is reached as `river wood|wheat with <value>`, without pond
    [pond-covered] the Pond is covered
    [pond-used] you used the Pond this round
    [resource-pencil] only a pencil is paid with wood or wheat
    [vase-soon] a vase comes once all the amphorae are circled
    [mason-cells] masonry draws one cell, or two adjacent cells
    [shape3-cells] a 3-cell shape is three connected cells
    [drawn] you drew the round shape already
   *[nothing-to-undo] nothing to take back this round
}
babylon-refusal-done = you are done writing this round; the table waits on { $names }
babylon-refusal-not-now = now is the { $step ->
    [penalty] penalty card: `penalty accept` or `penalty ignore`
    [place] tile's placing: `tile <n><a|b> <board cells>`
    [papyrus] Papyrus: `bonus …` or `skip`
    [pond-space] Pond space: `bonus …` or `skip`
    [draft] draft: `take <value>` or `take green`
    [write] Write: a section action, `convert`, `draw`, `undo` or `done`
   *[over] end: the game is over
}
babylon-refusal-wrong-shape = tile { $tile } is not of the card's shape { $shape }
babylon-refusal-footprint = { $mirror ->
    [yes] that is the mirror image of tile { $tile }
   *[no] those board cells are not tile { $tile }
}
babylon-refusal-other-bonus = the bonus waiting is { $bonus }
babylon-refusal-bonus-pending = first take or skip { $bonus } (`bonus …`, `skip`, `undo` or `done`)
babylon-refusal-no-blue = no blue { $value } is left
babylon-refusal-penalty-value = the accepted penalty forbids dice of { $value }
babylon-refusal-covered = the { $section } icon is covered: go through the Pond (`pond …`)
babylon-refusal-closed = the penalty closes the { $section } section this round
babylon-refusal-pond-not-needed = the { $section } section is open: write it without `pond`
babylon-refusal-die-required = `{ $verb }` takes a die: `with <value>`
babylon-refusal-no-die = `{ $verb }` takes no die
babylon-refusal-wrong-value = `{ $verb }` takes a die of { $allowed }, not { $value }
babylon-refusal-no-such-die = you have no unspent die of { $value }
babylon-refusal-no-resource = you have no { $resource } to pay
babylon-refusal-not-printed = no { $icon } is printed at { $cell }
babylon-refusal-circled = { $cell } is circled already
babylon-refusal-full = nothing left to mark: { $what }
babylon-refusal-built = the { $building ->
    [statue] statue
    [house] gardening house
    [mine] stone mine
    [tent] tent
   *[boat] boat
} is built already
babylon-refusal-afford = that costs { $cost }
babylon-refusal-statue = the statue circles { $count ->
    [one] 1 uncircled printed lion
   *[other] { $count } uncircled printed lions
}: name them
babylon-refusal-outside = { $cell } is above the tower
babylon-refusal-filled = { $cell } is inside a drawn shape already
babylon-refusal-pencil-outside = { $cell } is not inside a drawn shape
babylon-refusal-pencil-icon = { $cell } holds an icon already
babylon-refusal-pencil-opening = { $cell } is a door or window cell
babylon-refusal-pencil-alone = { $cell } touches no { $icon }
babylon-refusal-pawn = your { $pawn ->
    [worker] master worker
   *[ship] ship
} was placed this round
babylon-refusal-draw = { $mirror ->
    [yes] that is the mirror image of the { $shape } on side { $side }
   *[no] those cells are not the { $shape } of side { $side }
}

babylon-word = { $key ->
    [round] Round
    [card] Shape
    [removed] Removed
    [penalty] Penalty
    [accepted] accepted
    [ignored] ignored
    [undecided] to answer
    [goal] Goal
    [normal] normal
    [hard] hard
    [kept] Ignored
    [first] first player
    [done] done
    [writing] writing
    [left] left the game
    [points] points
    [green] green
    [tile] Tile
    [papyrus] Papyrus
    [pond-space] Pond
    [garden-space] Garden
    [lake] Lake
    [closed] closed
    [river] River
    [ship] ship
    [pottery] Pottery
    [wall] Mosaic wall
    [garden] Garden
    [carts] Flower carts
    [gold] Gold
    [stone] Stone
    [buildings] Buildings
    [wheat-box] Wheat box
    [loose] loose
    [holes] holes
    [statue] statue
    [house] house
    [mine] mine
    [tent] tent
    [boat] boat
    [board-ship] ship
    [board-worker] worker
    [board-lion] lion
    [board-stone] stone
    [board-pond] River
    [board-gold] gold
    [board-art] pottery
    [board-mosaic] mosaic
    [wood] wood
    [wheat] wheat
    [bonus-gold] gold
    [bonus-stone] stone
    [bonus-wood] wood
    [bonus-wheat] wheat
    [bonus-art] art
    [bonus-mosaic] mosaic
    [bonus-palm] palm
    [bonus-lion] lion
    [bonus-amphora] amphora
    [bonus-cart] cart
    [bonus-garden] garden
    [bonus-wall] wall
    [bonus-pencil] pencil
    [bonus-shape3] 3-shape
    [bonus-dice] dice
    [bonus-river] River
   *[board-palm] palm
}

babylon-rules = Babylon: take dice from the action board and write them on your sheet, everyone at once, to build the finest tower in 12 rounds; alone, reach 120. Topics: { $topics }.
babylon-rules-points = Points at the end, each sheet (Y33):
    River ship (all { $river_icons } River icons circled) { $river } · stored wheat { $wheat } each · wheat box { $wheat_box } a wheat · pottery (all { $amphorae } amphorae) { $pottery } · each big amphora with its { $amphora_rows } rows filled { $big_amphora } · mosaic wall crossed { $wall } · gardening house { $house }, and with it each circled garden palm { $garden_palm } · flower carts, column 1 / 2 / 3 complete: { $carts } · stone mine { $mine }.
    Tower: each circled printed icon on a filled cell, and each drawn icon: artwork { $art }, mosaic { $mosaic }, palm { $palm }, lion { $lion } · height { $height } a cell of the tallest column from row 1 · foundation (no hole in rows 1–{ $foundation_rows }) { $foundation } · each row with no hole { $stability } · door ({ $door_cells }) filled { $door } · big windows ({ $big_window_cells }) { $big_windows } · small windows ({ $small_window_cells }) { $small_windows }.
    Unspent gold { $gold } each, stone { $stone } each. Alone, each ignored penalty card takes off { $penalty } × its value, and { $goal } or more wins (Y40).
babylon-rules-topic = { $topic ->
    [round] A round (Y17–Y23): the shape card is revealed (alone: a penalty card too, accepted or ignored, Y36); the first player places the tile of that shape on the board, covering three to five sections, and takes its Papyrus and Pond space (Y19, Y20); everyone drafts dice one at a time (Y21); then everyone writes at once (Y22). The first-player token passes on.
    [draft] The draft (Y21): starting with the seat after the first player and going round, the first player last, each seat takes one die at a time, four rounds: a blue die of a value left on the board, or a green one (3–4 players), rolled as it is taken. Alone: four takes.
    [write] The Write (Y22–Y32): spend each die on an open section's action (a covered one only through the Pond, once a round), convert wood and wheat, place your master worker and ship on the tile's Garden and Lake spaces, and draw the round shape in your tower last. Everyone writes at the same time, in one line or several; `undo` takes back an action until `done`.
    [tower] The tower (Y30–Y33): shapes turn but never mirror; circled icons inside drawn shapes score, a pencil draws an icon next to one of its type; height, a foundation without holes, complete rows, the door and the windows score too. Every number: the topic points.
    [solo] Alone (Y35–Y40): normal plays 12 rounds, hard 10 with 4 shape cards out. Each round a penalty card: accept it (its section and its value's dice closed this round) or ignore it (it stays beside your sheet and its value comes off your score, Y37, Y40). 120 or more wins.
   *[notation] `tile 7a ship worker lion stone` · `bonus palm d6` · `skip` · `take 5` · `take green` · `gold with 6` · `pencil palm c3 with 2` · `pencil palm c3 pay wood` · `pond mosaic e3 with 2` · `convert wood gold` · `draw a1 b1 a2 a3` · `undo` · `done` · `penalty accept`.
}

expected-babylon-verb = an action such as take 5, gold with 6, pencil palm c3 with 2, draw a1 b1 a2 a3, undo or done
expected-babylon-value = a die value 1 to 6
expected-babylon-take = a die value 1 to 6, or green
expected-babylon-cell = a tower cell such as c3
expected-babylon-cell-or-with = a tower cell such as c3, or with
expected-babylon-board-cell = a board cell: ship, worker, lion, stone, pond, gold, art, mosaic or palm
expected-babylon-tile = a tile and side such as 7a
expected-babylon-icon = an icon: art, mosaic, palm or lion
expected-babylon-resource = wood or wheat
expected-babylon-metal = gold or stone
expected-babylon-convert = wood or wheat
expected-babylon-penalty = accept or ignore
expected-babylon-bonus = a bonus: art, mosaic, palm, lion, wall, pencil, shape3 or river
expected-babylon-wall-row = a wall row: 2, 3 or 4
expected-babylon-payment = with <value>, pay wood or pay wheat
expected-babylon-with = with <value>
expected-babylon-pond-action = a section action such as worker with 5

solo-game = { $host } plays { $game } alone ({ $mode ->
    [hard] hard
   *[normal] normal
}): reach 120 to win.
sheet-not-playing = That player has no seat at this game.
sheet-none = { $game } has no sheets: see its board.
sheet-of = { $name }'s sheet: { $score ->
    [one] 1 point
   *[other] { $score } points
} so far.

## Its topics of the rules in brief, as /game rules takes them.

topic-round = round
topic-draft = draft
topic-write = write
topic-tower = tower
topic-points = points
topic-solo = solo

## The board and sheets in words (/game board describe)

babylon-where-tile = This round's tile: { $tile } on { $cells }.
babylon-where-tower = { $name }'s tower: { $shapes } shapes drawn, cells { $cells }.
babylon-where-no-tower = { $name }'s tower is empty.
babylon-where-sheet = { $name }'s sheet: wood { $wood }, wheat { $wheat }, gold { $gold }, stone { $stone } in store; points: { $items }.
