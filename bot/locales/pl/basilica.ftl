# Basilica (rules B1–B32).

## Basilica: elementy gry ($colour: yellow, blue, red, green; $rank:
## architect, mason, strongman; $order: promote, move, recruit, confusion,
## glass, scaffold, catastrophe). Terminy z polskiej instrukcji.

basilica-colour = { $colour ->
    [yellow] żółty
    [blue] niebieski
    [red] czerwony
    [green] zielony
   *[other] { $colour }
}
basilica-vault = { $colour ->
    [yellow] żółty Element Katedry
    [blue] niebieski Element Katedry
    [red] czerwony Element Katedry
   *[green] zielony Element Katedry
}
basilica-vault-joker = Element Katedry Joker { $colours }
basilica-vault-crowned = { $vault } z koroną
basilica-order = { $order ->
    [promote] Awans
    [move] Ruch
    [recruit] Zaciąg
    [confusion] Zamęt
    [glass] Witraż
    [scaffold] Rusztowania
   *[catastrophe] Katastrofa
}

## Basilica: co Płatny Rozkaz pozwala zrobić zapytanemu graczowi ($to: you lub them)

basilica-offer-promote = awansować też { $to ->
    [you] swojego
   *[them] swojego
} Budowniczego (nie na { $rank ->
    [architect] Architekta
    [mason] Mistrza kamieniarzy
   *[strongman] Siłacza
})
basilica-offer-recruit = wystawić Budowniczego obok { $to ->
    [you] jednego ze swoich
   *[them] jednego ze swoich
}
basilica-offer-confusion = przesunąć { $to ->
    [you] swojego
   *[them] swojego
} Budowniczego zamiast { $from } → { $cell }

## Basilica: proponowane akcje (podpowiedzi, menu)

basilica-label-vault = Element Katedry
basilica-label-builder = Budowniczy
basilica-label-builder-on = Budowniczy na { $cell }
basilica-label-promote = awansuj swojego Budowniczego na { $cell } na { $rank ->
    [architect] Architekta
    [mason] Mistrza kamieniarzy
   *[strongman] Siłacza
}
basilica-label-move = przesuń swojego Budowniczego z { $from } na { $to }
basilica-label-recruit = wystaw Budowniczego na { $cell }
basilica-label-confusion = odeślij swojego Budowniczego z { $own } do rezerwy, przesuń Budowniczego gracza { $opponent } z { $from } na { $to }
basilica-label-glass = Witraż na { $cell }
basilica-label-scaffold = Rusztowania na { $first } i { $second }
basilica-label-catastrophe = odrzuć { $vault } z { $cell }
basilica-label-pay-promote = zapłać 1 Monetę: twój Budowniczy na { $cell } zostaje { $rank ->
    [architect] Architektem
    [mason] Mistrzem kamieniarzy
   *[strongman] Siłaczem
}
basilica-label-pay-recruit = zapłać 1 Monetę: wystaw Budowniczego na { $cell }
basilica-label-pay-confusion = zapłać 1 Monetę: przesuń zamiast tego swojego Budowniczego z { $from } na { $to }
basilica-label-decline-confusion = odmów: twój Budowniczy idzie z { $from } na { $to }
basilica-label-decline = odmów i zachowaj Monetę
basilica-label-worth = punktacja teraz: { $first } { $first_change }, { $second } { $second_change } (B30)

## Basilica: co się stało

basilica-told-vault = { $name } kładzie { $vault } na { $cell }.
basilica-told-vault-builder = { $name } kładzie { $vault } na { $cell } i stawia na nim Budowniczego.
basilica-told-builder = { $name } stawia Budowniczego na { $cell }.
basilica-told-king = Król dochodzi do { $step }: podliczenie punktów!
basilica-told-promote = { $name } awansuje swojego Budowniczego na { $cell } na { $rank ->
    [architect] Architekta
    [mason] Mistrza kamieniarzy
   *[strongman] Siłacza
}.
basilica-told-move = { $name } przesuwa swojego Budowniczego z { $from } na { $to }.
basilica-told-recruit = { $name } wystawia Budowniczego na { $cell }.
basilica-told-confusion = { $name } zagrywa Zamęt: jego Budowniczy z { $own } wraca do rezerwy, a Budowniczy gracza { $opponent } z { $from } ma przejść na { $to }.
basilica-told-glass = { $name } kładzie Witraż na { $cell }.
basilica-told-scaffold = { $name } kładzie Rusztowania na { $first } i { $second }.
basilica-told-catastrophe = { $name } burzy Element Katedry na { $cell }.
basilica-told-offered = { $name } może zapłacić 1 Monetę, aby { $offer }.
basilica-told-paid-promote = { $name } płaci 1 Monetę i awansuje swojego Budowniczego na { $cell } na { $rank ->
    [architect] Architekta
    [mason] Mistrza kamieniarzy
   *[strongman] Siłacza
}.
basilica-told-paid-recruit = { $name } płaci 1 Monetę i wystawia Budowniczego na { $cell }.
basilica-told-paid-confusion = { $name } płaci 1 Monetę i sam przesuwa swojego Budowniczego z { $from } na { $to }.
basilica-told-declined-confusion = { $name } odmawia: jego Budowniczy przechodzi z { $from } na { $to }.
basilica-told-declined = { $name } odmawia zapłaty.
basilica-told-scoring = { $last ->
    [yes] Końcowe podliczenie
   *[no] Podliczenie
}: { $first } +{ $first_points }, { $second } +{ $second_points }.
basilica-told-cleaned-up = Rzędy 1 i 2 są ukończone i opuszczają katedrę; Budowniczowie wracają do rezerw, Rusztowania są zdejmowane.
basilica-told-vaults-replaced = Żadnego Elementu Katedry nie dało się dołożyć: wszystkie trzy wymieniono.
basilica-told-reshuffled = Stos się skończył: odrzucone żetony przetasowano w nowy stos ({ $tiles ->
    [one] 1 żeton
    [few] { $tiles } żetony
   *[many] { $tiles } żetonów
}).
basilica-told-game-over = Koniec gry ({ $why ->
    [pile] stos skończył się po raz drugi
   *[third-scoring] po trzecim podliczeniu
}). { $result }
basilica-result-won = Wygrywa { $name }, { $first }–{ $second }.
basilica-result-draw = Remis, { $first }–{ $second }.
basilica-score-item = { $item ->
    [scoring] podliczenie { $count }
   *[scorings] podliczenia
}
basilica-tie-break = nic: równe wyniki to remis
basilica-zone = { $colour ->
    [yellow] żółty
    [blue] niebieski
    [red] czerwony
   *[green] zielony
} Obszar { $cells } (wartość { $value }): siła { $first } { $first_strength } – { $second } { $second_strength }, { $outcome } → { $first } +{ $first_points }, { $second } +{ $second_points }
basilica-zone-majority = przewaga: { $name }
basilica-zone-tied = remis, nikt nie punktuje

## Basilica: czyj ruch, stan gry

basilica-prompt-question = { $asked }, { $active } zagrywa Płatny Rozkaz { $order ->
    [promote] Awans
    [recruit] Zaciąg
   *[confusion] Zamęt
}: zapłać 1 Monetę, aby { $offer }, albo odmów.
basilica-prompt-turn = { $name }, twoja tura: { $actions ->
    [one] została 1 akcja
    [few] zostały { $actions } akcje
   *[other] zostało { $actions } akcji
}.
basilica-status-scores = Wyniki: { $first } { $first_score } · { $second } { $second_score }
basilica-status-board = Król { $king }/30 · podliczenia { $scorings }/3 · stos { $pile } · odrzucone { $discard } · stos skończył się { $exhaustions }×
basilica-status-order-slot = O{ $slot }: { $order }{ $paid ->
    [yes] {" "}(Płatny Rozkaz)
   *[no] {""}
}
basilica-status-vault-slot = V{ $slot }: { $vault }
basilica-status-empty-slot = { $slot }: puste
basilica-status-zone = { $colour }: obszar { $cells }, wartość { $value }: siła { $first } { $first_strength }, { $second } { $second_strength }; { $led ->
    [no] nikt nie ma przewagi
   *[yes] przewagę ma { $leader }
} → { $first } { $first_points }, { $second } { $second_points }
basilica-status-scoring = Punktacja teraz (B30): { $first } { $first_points }, { $second } { $second_points }.
basilica-status-reserve = { $name }: w rezerwie { $coins ->
    [one] 1 Moneta
    [few] { $coins } Monety
   *[other] { $coins } Monet
}, { $builders ->
    [one] 1 Budowniczy
   *[other] { $builders } Budowniczych
} i { $tokens ->
    [one] 1 żeton Awansu
    [few] { $tokens } żetony Awansu
   *[other] { $tokens } żetonów Awansu
}

## Basilica: dlaczego akcja jest odrzucona (numer reguły dodawany na końcu)

basilica-refused-game-over = gra jest zakończona
basilica-refused-not-your-turn = teraz ruch gracza { $name }
basilica-refused-waiting = { $name } musi najpierw odpowiedzieć na Płatny Rozkaz (zapłacić lub odmówić)
basilica-refused-answer-first = najpierw odpowiedz na Płatny Rozkaz { $order }: zapłać { $order } … albo odmów
basilica-refused-nothing-to-answer = nie ma Płatnego Rozkazu do odpowiedzi
basilica-refused-wrong-paid-order = proponowany Płatny Rozkaz to { $offered }, a nie { $named }
basilica-refused-wrong-order = na polu { $slot } leży Rozkaz { $actual }, a nie { $named }
basilica-refused-cell-taken = na { $cell } leży już { $what ->
    [scaffold] Rusztowanie
   *[vault] Element Katedry
}
basilica-refused-not-next-to-cathedral = { $cell } nie sąsiaduje z katedrą
basilica-refused-joker-next-to-joker = Joker nie może stykać się z Jokerem na { $joker }
basilica-refused-builder-not-after-vault = Budowniczego można wystawić tylko zaraz po dołożeniu Elementu Katedry w tej turze
basilica-refused-no-builder-in-reserve = w rezerwie nie ma już Budowniczych
basilica-refused-no-promotion-token = w rezerwie nie ma już żetonów Awansu
basilica-refused-no-vault = na { $cell } nie ma Elementu Katedry
basilica-refused-no-own-builder = na { $cell } nie ma twojego Budowniczego
basilica-refused-no-opponent-builder = na { $cell } nie ma Budowniczego przeciwnika
basilica-refused-vault-occupied = na Elemencie Katedry na { $cell } stoi już Budowniczy
basilica-refused-not-adjacent = { $to } nie sąsiaduje z { $from }
basilica-refused-same-rank = Budowniczy na { $cell } jest już { $rank ->
    [architect] Architektem
    [mason] Mistrzem kamieniarzy
   *[strongman] Siłaczem
}
basilica-refused-rank-already-chosen = płatny Awans musi być inny niż { $rank ->
    [architect] Architekt
    [mason] Mistrz kamieniarzy
   *[strongman] Siłacz
}
basilica-refused-already-glass = na Elemencie Katedry na { $cell } jest już Witraż
basilica-refused-catastrophe-on-builder = na Elemencie Katedry na { $cell } stoi Budowniczy, więc nie można go odrzucić
basilica-refused-not-next-to-own-builder = { $cell } nie sąsiaduje z Elementem Katedry, na którym stoi twój Budowniczy
basilica-refused-same-cell-twice = oba Rusztowania nie mogą leżeć na { $cell }

## Basilica: czego oczekuje notacja tam, gdzie słowo jest błędne

expected-basilica-action = akcja: V1-V3, B, O1-O3, zapłać albo odmów
expected-basilica-cell = pole, np. c3 (kolumny a-e, rzędy 1-99)
expected-basilica-rank = awans: architekt, kamieniarz albo siłacz
expected-basilica-order = Rozkaz: awans, ruch, zaciąg, zamęt, witraż, rusztowania albo katastrofa
expected-basilica-paid-order = Płatny Rozkaz: awans, zaciąg albo zamęt

## Basilica: obraz planszy

basilica-board-scored = Podliczenie { $count }/3: { $gains }
basilica-board-won = Koniec gry: wygrywa { $name }, { $first }–{ $second }{ $how ->
    [pile] {" "}(stos się skończył)
    [left] {" "}(gracz opuścił grę)
   *[other] {""}
}
basilica-board-draw = Koniec gry: remis, { $first }–{ $second }{ $how ->
    [pile] {" "}(stos się skończył)
   *[other] {""}
}
basilica-board-question-confusion = { $name }: 1 Moneta za własny ruch (zamiast { $from }→{ $to }) albo odmów
basilica-board-question = { $name }: zapłać 1 Monetę za { $order ->
    [promote] Awans
    [recruit] Zaciąg
   *[confusion] Zamęt
} albo odmów
basilica-board-to-play = Ruch: { $name }, { $actions ->
    [one] została 1 akcja
    [few] zostały { $actions } akcje
   *[other] zostało { $actions } akcji
}
basilica-board-king = Król
basilica-board-scorings = Podliczenia
basilica-board-pile = Stos
basilica-board-discard = Odrzucone
basilica-board-ran-out = Koniec stosu
basilica-board-points = punkty
basilica-board-coins = monety
basilica-board-builders = budowniczy
basilica-board-tokens = żetony
basilica-board-footer-to-play = ▶ ruch · { $actions ->
    [1] została 1 akcja
    [2] zostały 2 akcje
   *[other] { $actions } akcje
}
basilica-board-footer-asked = ▶ zapłać albo odmów
basilica-board-footer-winner = ★ zwycięzca
basilica-board-rank-letter = { $rank ->
    [architect] A
    [mason] M
   *[strongman] S
}
basilica-board-colour-letter = { $colour ->
    [yellow] Żó
    [blue] N
    [red] C
   *[green] Zi
}


## Basilica: zasady w skrócie

basilica-rules = Basilica: wspólnie budujcie katedrę i zdobywajcie przewagę w jej kolorowych Obszarach. Tematy: { $topics }.
basilica-rules-turn = W każdej turze wykonujesz dokładnie 3 akcje (B11), w dowolnym zestawieniu: dołożenie Elementu Katedry (V), wystawienie Budowniczego na właśnie dołożonym Elemencie (B, B18), wykonanie Rozkazu (O). Podliczenie punktów od razu kończy turę (B13).
basilica-rules-vault = V: weź jeden z 3 Elementów Katedry i dołóż go w kolumnach a–e, obok Elementu, Rusztowania lub (rząd 1) planszy (B14). Jokery nigdy nie stykają się z innymi Jokerami (B15). Korona przesuwa Króla o jedno pole (B16). Wzięcie Elementu Vi odwraca żeton rozkazu nad nim, Oi, na miejsce Vi, a Oi uzupełnia się ze stosu: rozkaz widoczny w Oi to następny Element w tym miejscu (B26). Jeśli żadnego Elementu nie da się dołożyć, wymienia się je (B17).
basilica-rules-builder = B: zaraz po dołożeniu Elementu Katedry wystaw na nim Budowniczego z rezerwy (B18). Budowniczowie stoją tylko na Elementach, jeden na Elemencie (B22). Masz 5 Budowniczych i 4 żetony Awansu (B4).
basilica-rules-orders = O: weź jeden z 3 Rozkazów i wykonaj go w całości (B19–B21): Awans (żeton pod twoim Budowniczym: Architekt, Mistrz kamieniarzy lub Siłacz), Ruch (twój Budowniczy na sąsiedni wolny Element), Zaciąg (Budowniczy z rezerwy na dowolny wolny Element), Zamęt (odeślij jednego ze swoich do rezerwy, potem przesuń jednego z jego na sąsiedni wolny Element), Witraż (+2 dla Obszaru, pod twoim Budowniczym), Rusztowania (dwa żetony blokujące pola do następnego podliczenia), Katastrofa (odrzuć Element bez Budowniczego).
basilica-rules-paid = Awans, Zaciąg i Zamęt mają Monetę: gdy zagrasz jeden z nich, przeciwnik może zapłacić ci 1 Monetę, by od razu też działać (B23–B25): awansować swojego na inny Awans, wystawić Budowniczego obok jednego ze swoich albo samemu wybrać ruch swojego Budowniczego zamiast ciebie. Jest pytany tylko, gdy ma Monetę i dozwoloną opcję.
basilica-rules-scoring = Gdy Król dochodzi do 10, 20 i 30, punktuje każdy Obszar z Budowniczym (B29–B30). Obszar to spójna grupa Elementów jednego koloru z co najmniej jednym Elementem jednobarwnym; Joker liczy się w Obszarach obu swoich kolorów (B29). Silniejszy gracz (Mistrz kamieniarzy = 2) dostaje punkty za Elementy Obszaru, podwojone przez Architekta, +2 za każdy Witraż; drugi dostaje 1 za Budowniczego. Przy równej sile wygrywa samotny Siłacz, inaczej nikt nie punktuje. Potem rzędy 1–2 opuszczają katedrę, a reszta się zsuwa (B31).
basilica-rules-end = Gra kończy się po trzecim podliczeniu albo gdy stos skończy się po raz drugi, końcowym podliczeniem (B28, B32). Wygrywa wyższy wynik; równy wynik to remis.
basilica-rules-notation = V2 c3 · B · O1 awans c3 architekt · O3 ruch c3 c4 · O2 zaciąg d5 · O1 zamęt c3 b2 b3 · O2 witraż c3 · O1 rusztowania a4 b5 · O3 katastrofa e2 · zapłać awans b2 kamieniarz · zapłać zaciąg b3 · zapłać zamęt b2 a2 · odmów (po angielsku też). Kilka akcji łącz znakiem `;`.
basilica-told-left = { $name } opuszcza grę. { $result }

## Słowa notacji, tak jak gracz może je wpisać i jak je widzi (zapisy partii
## zostają po angielsku). Słowo = ciąg liter; `.forms` podaje inne
## przyjmowane formy. Wielkość liter i znaki diakrytyczne nie mają znaczenia
## przy wpisywaniu. Przymiotnik koloru zgadza się z kształtem, który po nim
## następuje ($next).

notation-basilica-promote = awans
notation-basilica-move = ruch
notation-basilica-recruit = zaciąg
notation-basilica-confusion = zamęt
notation-basilica-glass = witraż
notation-basilica-scaffold = rusztowania
    .forms = rusztowanie
notation-basilica-catastrophe = katastrofa
notation-basilica-pay = zapłać
    .forms = płać
notation-basilica-decline = odmów
notation-basilica-architect = architekt
notation-basilica-mason = kamieniarz
notation-basilica-strongman = siłacz

## Jej tematy zasad w skrócie, tak jak przyjmuje je /game rules.

topic-vault = element
topic-builder = budowniczy
topic-orders = rozkazy
topic-paid = płatne
topic-scoring = punktacja

## Basilica: odpowiedzi na Płatny Rozkaz (B23–B25), ich przyciski, menu i polecenia

answer-pay = Zapłać…
answer-pay-choice = Zapłać 1 Monetę
answer-decline = Odrzuć
answer-pay-menu = Wybierz, co zrobić za 1 Monetę:
answer-pay-menu-placeholder = Zapłać 1 Monetę, aby…
answer-pay-menu-too-many = Za dużo opcji na menu: użyj /zapłać i wybierz z listy.
command-pay = Zapłać 1 Monetę, aby wykonać Płatny Rozkaz, który właśnie zagrał przeciwnik.
command-pay-name = zapłać
command-pay-option = Co zrobić za Monetę
command-pay-option-name = opcja
command-decline = Odrzuć Płatny Rozkaz, który właśnie zagrał przeciwnik.
command-decline-name = odrzuć

## Basilica: jej pytanie poza turą, Płatny Rozkaz (B23–B25), w ogólnych chwilach pytania

basilica-no-question-for-you = Nie masz Płatnego Rozkazu do odpowiedzi.
basilica-status-question-expires = Pytanie o Płatny Rozkaz do gracza { $name } wygasa za { $left }.
basilica-status-question-expired = Pytanie o Płatny Rozkaz do gracza { $name } wygasło: drugi gracz może grać dalej.
basilica-continue-no-question = Nie ma pytania o Płatny Rozkaz do pominięcia.
basilica-continue-yours = To pytanie do ciebie: odpowiedz przyciskiem Zapłać… albo Odrzuć.
basilica-continue-too-early = { $name } ma jeszcze { $left } na odpowiedź na Płatny Rozkaz.
basilica-continued = { $name } nie odpowiada na Płatny Rozkaz w ciągu { $expiry }: { $other } gra dalej bez odpowiedzi.
basilica-notice-expired = { $name } nie odpowiada na Płatny Rozkaz od { $waited }. { $other }, możesz grać dalej bez odpowiedzi: to odmowa.

## The cathedral in words (/game board describe)

basilica-place-cathedral = Katedra, rząd po rzędzie, każdy Element Katedry według kolorów:
basilica-place-row = Rząd { $row }: { $cells }.
basilica-place-vault = { $joker ->
    [yes] Joker { $colours }
   *[no] { $colours }
}{ $crown ->
    [yes] {" "}z koroną
   *[no] {""}
}
basilica-place-scaffold = Rusztowanie
basilica-place-builder = { $rank ->
    [architect] Architekt
    [mason] Mistrz kamieniarzy
    [strongman] Siłacz
   *[none] Budowniczy
} gracza { $name }
basilica-place-glass = Witraż
basilica-place-empty = Katedra jest pusta.
