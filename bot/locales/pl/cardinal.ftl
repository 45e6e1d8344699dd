# Cardinal (rules C1–C16).

## Cardinal

cardinal-colour = { $colour ->
    [red] czerwony
    [yellow] żółty
    [green] zielony
   *[blue] niebieski
}
cardinal-shape = { $shape ->
    [house] dom
    [tower] wieża
   *[place] plac
}
cardinal-building = { $shape ->
    [tower] { $colour ->
        [red] czerwona
        [yellow] żółta
        [green] zielona
       *[blue] niebieska
    } wieża
   *[other] { $colour ->
        [red] czerwony
        [yellow] żółty
        [green] zielony
       *[blue] niebieski
    } { $shape ->
        [house] dom
       *[place] plac
    }
}
cardinal-colour-letter = { $colour ->
    [red] C
    [yellow] Żó
    [green] Zi
   *[blue] N
}
cardinal-label-build = { $building }, pole { $cells }
cardinal-label-cardinal = kardynał na { $cell }
cardinal-label-pawn = pionek ({ $colour })
cardinal-label-worth = wynik { $changes }
cardinal-built = { $name } buduje: { $building }, pole { $cells }.
cardinal-pawns = Zdobyte pionki: { $pawns } (C10).
cardinal-missed = W zapasie zabrakło pionków: { $pawns } (C10).
cardinal-first-pawn = { $name } bierze pionek ({ $colour }) za pierwszy budynek (C10).
cardinal-cardinal-moved = { $first ->
    [yes] { $name } stawia kardynała na polu { $cell } (C11).
   *[no] { $name } przestawia kardynała na pole { $cell } (C11).
}
cardinal-passed = { $name } pasuje: { $why ->
    [none-left] brak budynków
   *[nowhere] nie ma gdzie budować
} (C9).
cardinal-over = Nikt nie może już budować: koniec gry (C12).
cardinal-result-won = Wygrywa { $name }{ $tiebreak ->
    [yes] {" "}po dogrywce — więcej boków przy katedrze (C14)
   *[no] {""}
}: { $scores }.
cardinal-result-draw = Remis ({ $names }): { $scores } (C14).
cardinal-score-item = { $item ->
    [pawns] zdobyte pionki { $colour ->
        [red] czerwone
        [yellow] żółte
        [green] zielone
       *[blue] niebieskie
    }
    [supply] pionki { $colour ->
        [red] czerwone
        [yellow] żółte
        [green] zielone
       *[blue] niebieskie
    } pozostałe w zapasie
   *[double] pionki { $colour ->
        [red] czerwone
        [yellow] żółte
        [green] zielone
       *[blue] niebieskie
    } liczone podwójnie
}
cardinal-tie-break = liczba boków budynków stykających się z katedrą
cardinal-prompt-first = Ruch: { $name }. Pierwszy budynek, potem kardynał i pionek dowolnego koloru, np. `{ $example }`.
cardinal-prompt-turn = Ruch: { $name }. Nie: { $shape }, nie: { $colour } (prawa 6–7).
cardinal-status-seat = { $name } ({ $colours }): { $total } pkt, w ręce { $left ->
    [one] 1 budynek
    [few] { $left } budynki
   *[many] { $left } budynków
}, pionki: { $pawns }.
cardinal-status-supply = Zapas: { $pawns }.
cardinal-refusal-over = koniec gry: nikt nie może już budować
cardinal-refusal-not-yours = kolor { $colour } nie należy do ciebie
cardinal-refusal-which-colour = podaj kolor: { $first } albo { $second }
cardinal-refusal-none-left = nie zostało już: { $building }
cardinal-refusal-place-cells = plac zajmuje dwa pola stykające się bokiem
cardinal-refusal-taken = pole { $cell } jest już zabudowane
cardinal-refusal-not-next-to-town = budynek musi stykać się z katedrą lub innym budynkiem
cardinal-refusal-law-1 = prawo 1: na polu { $cell } stoi kardynał
cardinal-refusal-law-2 = prawo 2: wieża musi stykać się bokiem z domem
cardinal-refusal-law-3 = prawo 3: plac musi stykać się bokiem z domem
cardinal-refusal-law-4 = prawo 4: stykałby się z budynkiem tego samego kształtu ({ $shape }) na polu { $cell }
cardinal-refusal-law-5 = prawo 5: stykałby się z budynkiem tego samego koloru ({ $colour }) na polu { $cell }
cardinal-refusal-law-6 = prawo 6: poprzedni budynek też miał ten kształt ({ $shape })
cardinal-refusal-law-7 = prawo 7: poprzedni budynek też miał ten kolor ({ $colour })
cardinal-refusal-cardinal-required = w pierwszym ruchu po budowie stawia się kardynała: dopisz `; kardynał x,y`
cardinal-refusal-cardinal-zone = kardynał staje na wolnym polu obok miasta, nie na { $cell }
cardinal-refusal-cardinal-there = kardynał już stoi na polu { $cell }
cardinal-refusal-pawn-required = pierwszy budynek daje pionek dowolnego koloru: dopisz `; pionek kolor`
cardinal-refusal-pawn-not-first = tylko pierwszy budynek gry daje pionek dowolnego koloru
cardinal-refusal-pawn-supply = w zapasie nie ma już pionków tego koloru ({ $colour })
cardinal-board-to-build = Buduje: { $name }
cardinal-board-won = Koniec gry: wygrywa { $name } · { $scores }
cardinal-board-draw = Koniec gry: remis ({ $names }) · { $scores }
cardinal-board-not-next = Następny nie może być
cardinal-board-doubled = { $colour ->
    [red] czerwone
    [yellow] żółte
    [green] zielone
   *[blue] niebieskie
} pionki liczą się podwójnie (C13)
cardinal-board-received = +{ $count } { $colour ->
    [red] czerwonych
    [yellow] żółtych
    [green] zielonych
   *[blue] niebieskich
} z zapasu (C13)
cardinal-board-contacts = { $count ->
    [one] 1 bok przy katedrze (C14)
    [few] { $count } boki przy katedrze (C14)
   *[many] { $count } boków przy katedrze (C14)
}
cardinal-board-supply = Zapas
cardinal-board-shared = Wspólny
cardinal-board-total = Suma
cardinal-board-footer-to-build = ▶ buduje
cardinal-board-footer-winner = ★ zwycięstwo
cardinal-rules = Cardinal: budujcie miasto wokół katedry według siedmiu praw kardynała i zbierajcie pionki kolorów, których dotykacie. Tematy: { $topics }.
cardinal-rules-turn = W każdej turze buduje się jeden własny budynek (dom i wieża zajmują pole, plac dwa) przy katedrze lub innym budynku (C7); budowa jest obowiązkowa, gdy to możliwe. Kto nie może budować, pasuje — Keystone robi to automatycznie (C9).
cardinal-rules-laws = Siedem praw (C8): 1 nigdy na kardynale; 2 wieża styka się z domem; 3 plac styka się z domem; 4 dwa budynki tego samego kształtu nie stykają się; 5 dwa budynki tego samego koloru nie stykają się; 6 nigdy ten sam kształt co poprzedni budynek; 7 nigdy ten sam kolor co poprzedni budynek. Wieża katedry liczy się jako wieża, nawa jako dom.
cardinal-rules-pawns = Za każdy bok nowego budynku stykający się z budynkiem bierze się pionek jego koloru, dopóki starczy zapasu (12 na kolor, C4, C10). Katedra nic nie daje. Pierwszy budynek gry daje zamiast tego pionek dowolnego koloru.
cardinal-rules-cardinal = Po pierwszej budowie kardynał staje na wolnym polu obok miasta; potem każdy, kto buduje, może go przestawić na takie pole (C11). Na jego polu nie wolno budować (prawo 1).
cardinal-rules-end = Gra kończy się, gdy nikt nie może budować (C12). Każdy dostaje pionki swoich kolorów pozostałe w zapasie i liczy pionki, jeden kolor — najlepszy — podwójnie (C13). Przy remisie wygrywa ten, czyje budynki mają więcej boków przy katedrze, a dalej jest remis (C14).
cardinal-rules-players = W cztery osoby: kolor na osobę. We trzy: kolor na osobę i wspólny niebieski; jego pionki odkłada się na bok, a niebieski nie może iść po niebieskim (C16). We dwoje: dwa kolory na osobę, czerwony i zielony przeciw żółtemu i niebieskiemu (C15).
cardinal-rules-notation = czerwony dom -1,0 · żółta wieża 2,0 · zielony plac 1,1 2,1 (po angielsku też) · dopisz `; kardynał x,y`, by przestawić kardynała, a w pierwszym ruchu `; pionek kolor`. Pola to x,y wokół wieży katedry w 0,0 (nawa w 1,0). Kolor można pominąć, gdy pasuje tylko jeden.
expected-cardinal-action = budynek ([kolor] dom, wieża lub plac), kardynał lub pionek
expected-cardinal-shape = kształt: dom, wieża lub plac
expected-cardinal-cell = pole, np. 2,0 lub -1,3
expected-cardinal-colour = kolor: czerwony, żółty, zielony lub niebieski
expected-cardinal-building-first = budynek: kardynał i pionek idą po swoim budynku, każde raz

cardinal-left = { $name } opuszcza grę; pozostali grają dalej, a to miejsce jest pomijane.
cardinal-refusal-pawn-set-aside = pionki wspólnego koloru ({ $colour }) są odłożone: nikt ich nie bierze
cardinal-board-footer-left = poza grą

## Słowa notacji, tak jak gracz może je wpisać i jak je widzi (zapisy partii
## zostają po angielsku). Słowo = ciąg liter; `.forms` podaje inne
## przyjmowane formy. Wielkość liter i znaki diakrytyczne nie mają znaczenia
## przy wpisywaniu. Przymiotnik koloru zgadza się z kształtem, który po nim
## następuje ($next).

notation-cardinal-red = { $next ->
    [tower] czerwona
   *[other] czerwony
}
    .forms = czerwone czerwoną
notation-cardinal-yellow = { $next ->
    [tower] żółta
   *[other] żółty
}
    .forms = żółte żółtą
notation-cardinal-green = { $next ->
    [tower] zielona
   *[other] zielony
}
    .forms = zielone zieloną
notation-cardinal-blue = { $next ->
    [tower] niebieska
   *[other] niebieski
}
    .forms = niebieskie niebieską
notation-cardinal-house = dom
notation-cardinal-tower = wieża
notation-cardinal-place = plac
notation-cardinal-cardinal = kardynał
notation-cardinal-pawn = pionek

## Jej tematy zasad w skrócie, tak jak przyjmuje je /game rules.

topic-laws = prawa
topic-pawns = pionki
topic-cardinal = kardynał
topic-players = gracze

## The town in words (/game board describe)

cardinal-place-cathedral = Katedra: wieża na { $tower }, nawa na { $nave }.
cardinal-place-building = Budynek: { $building }, pole { $cells }.
cardinal-place-cardinal = Kardynał stoi na { $cell }.
cardinal-place-no-cardinal = Kardynała nie ma jeszcze na planszy.
cardinal-place-zones = Strefy budowy: { $zones }.
