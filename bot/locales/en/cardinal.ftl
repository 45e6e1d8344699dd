# Cardinal (rules C1–C16).

## Cardinal

cardinal-colour = { $colour ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
}
cardinal-shape = { $shape ->
    [house] house
    [tower] tower
   *[place] place
}
cardinal-building = { $colour ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
} { $shape ->
    [house] house
    [tower] tower
   *[place] place
}
cardinal-colour-letter = { $colour ->
    [red] R
    [yellow] Y
    [green] G
   *[blue] B
}
cardinal-label-build = { $building } on { $cells }
cardinal-label-cardinal = cardinal to { $cell }
cardinal-label-pawn = a { $colour } pawn
cardinal-label-worth = score { $changes }
cardinal-built = { $name } builds a { $building } on { $cells }.
cardinal-pawns = Pawns taken: { $pawns } (C10).
cardinal-missed = The supply has run out of { $pawns } (C10).
cardinal-first-pawn = { $name } takes a { $colour } pawn for the first building (C10).
cardinal-cardinal-moved = { $first ->
    [yes] { $name } puts the cardinal on { $cell } (C11).
   *[no] { $name } moves the cardinal to { $cell } (C11).
}
cardinal-passed = { $name } passes: { $why ->
    [none-left] no building left
   *[nowhere] nowhere to build
} (C9).
cardinal-over = Nobody can build any more: the game is over (C12).
cardinal-result-won = { $name } wins{ $tiebreak ->
    [yes] {" "}on the tie-break, with more sides on the cathedral (C14)
   *[no] {""}
}: { $scores }.
cardinal-result-draw = A draw between { $names }: { $scores } (C14).
cardinal-score-item = { $item ->
    [pawns] { $colour ->
        [red] red
        [yellow] yellow
        [green] green
       *[blue] blue
    } pawns taken
    [supply] { $colour ->
        [red] red
        [yellow] yellow
        [green] green
       *[blue] blue
    } pawns left in the supply
   *[double] { $colour ->
        [red] red
        [yellow] yellow
        [green] green
       *[blue] blue
    } counted twice
}
cardinal-tie-break = sides of their buildings touching the cathedral
cardinal-prompt-first = { $name } builds first, puts the cardinal down and takes a pawn of any colour: e.g. `{ $example }`.
cardinal-prompt-turn = { $name } to build: neither a { $shape } nor { $colour } (laws 6–7).
cardinal-status-seat = { $name } ({ $colours }): { $total ->
    [one] 1 point
   *[other] { $total } points
}, { $left ->
    [one] 1 building
   *[other] { $left } buildings
} left, pawns { $pawns }.
cardinal-status-supply = Supply: { $pawns }.
cardinal-refusal-over = the game is over: nobody can build any more
cardinal-refusal-not-yours = { $colour } is not one of your colours
cardinal-refusal-which-colour = say which colour: { $first } or { $second }
cardinal-refusal-none-left = no { $building } is left to build
cardinal-refusal-place-cells = a place covers two cells that share a side
cardinal-refusal-taken = { $cell } is already built on
cardinal-refusal-not-next-to-town = a building must touch the cathedral or another building
cardinal-refusal-law-1 = law 1: the cardinal stands on { $cell }
cardinal-refusal-law-2 = law 2: a tower must touch a house along a side
cardinal-refusal-law-3 = law 3: a place must touch a house along a side
cardinal-refusal-law-4 = law 4: it would touch the { $shape } on { $cell }
cardinal-refusal-law-5 = law 5: it would touch the { $colour } building on { $cell }
cardinal-refusal-law-6 = law 6: the last building was a { $shape } too
cardinal-refusal-law-7 = law 7: the last building was { $colour } too
cardinal-refusal-cardinal-required = the first player puts the cardinal down after building: add `; cardinal x,y`
cardinal-refusal-cardinal-zone = the cardinal goes on a free cell next to the town, not { $cell }
cardinal-refusal-cardinal-there = the cardinal already stands on { $cell }
cardinal-refusal-pawn-required = the first building earns a pawn of your choice: add `; pawn colour`
cardinal-refusal-pawn-not-first = only the first building of the game earns a pawn of one's choice
cardinal-refusal-pawn-supply = no { $colour } pawn is left in the supply
cardinal-board-to-build = { $name } to build
cardinal-board-won = Game over: { $name } wins · { $scores }
cardinal-board-draw = Game over: a draw between { $names } · { $scores }
cardinal-board-not-next = Next must not be
cardinal-board-doubled = { $colour ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
} counts double (C13)
cardinal-board-received = +{ $count } { $colour ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
} from the supply (C13)
cardinal-board-contacts = { $count ->
    [one] 1 side on the cathedral (C14)
   *[other] { $count } sides on the cathedral (C14)
}
cardinal-board-supply = Supply
cardinal-board-shared = Shared
cardinal-board-total = Total
cardinal-board-footer-to-build = ▶ to build
cardinal-board-footer-winner = ★ winner
cardinal-rules = Cardinal: build a town around the cathedral under the cardinal's seven laws, and collect pawns of the colours you touch. Topics: { $topics }.
cardinal-rules-turn = Each turn, build one of your buildings (houses and towers cover a cell, places two) next to the cathedral or a building (C7); building is mandatory when possible. A player who cannot build passes: Keystone does it for them (C9).
cardinal-rules-laws = The seven laws (C8): 1 never on the cardinal; 2 a tower touches a house; 3 a place touches a house; 4 no two buildings of the same shape side by side; 5 no two of the same colour side by side; 6 never the same shape as the last building; 7 never the same colour as the last building. The cathedral's tower is a tower, its nave a house.
cardinal-rules-pawns = For each side of your new building that touches a building, take a pawn of that building's colour, while the supply lasts (12 per colour, C4, C10). The cathedral gives nothing. The first building of the game earns a pawn of any colour instead.
cardinal-rules-cardinal = The first player puts the cardinal on a free cell next to the town after building; afterwards whoever builds may move it to such a cell (C11). Nobody may build on it (law 1).
cardinal-rules-end = The game ends when nobody can build (C12). Everyone gets the pawns of their own colours still in the supply, then counts their pawns with one colour doubled, the best (C13). A tie goes to the most sides of one's buildings on the cathedral, then it is a draw (C14).
cardinal-rules-players = Four players: a colour each. Three: a colour each, and blue shared by all; its pawns are set aside, and blue may not follow blue (C16). Two: two colours each, red and green against yellow and blue (C15).
cardinal-rules-notation = red house -1,0 · yellow tower 2,0 · green place 1,1 2,1 · add `; cardinal x,y` to move the cardinal, and on the first turn `; pawn colour`. Cells are x,y around the cathedral's tower at 0,0 (its nave at 1,0). The colour may be left out when only one would do.
expected-cardinal-action = a building ([colour] house, tower or place), cardinal or pawn
expected-cardinal-shape = a shape: house, tower or place
expected-cardinal-cell = a cell such as 2,0 or -1,3
expected-cardinal-colour = a colour: red, yellow, green or blue
expected-cardinal-building-first = a building: cardinal and pawn follow their building, once each

cardinal-left = { $name } leaves the game; the others play on, and that seat's turns are skipped.
cardinal-refusal-pawn-set-aside = the shared { $colour } pawns are set aside: nobody takes them
cardinal-board-footer-left = left the game

## Its topics of the rules in brief, as /game rules takes them.

topic-laws = laws
topic-pawns = pawns
topic-cardinal = cardinal
topic-players = players

## The town in words (/game board describe)

cardinal-place-cathedral = The cathedral: its tower on { $tower }, its nave on { $nave }.
cardinal-place-building = A { $building } on { $cells }.
cardinal-place-cardinal = The cardinal stands on { $cell }.
cardinal-place-no-cardinal = The cardinal is not on the board yet.
cardinal-place-zones = Building zones: { $zones }.
