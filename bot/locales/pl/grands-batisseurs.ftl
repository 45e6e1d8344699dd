# Les Grands Bâtisseurs (zasady G1–G23). Słowa kart przychodzą w notacji:
# church, gate, townhall, tower, leftcorner, rightcorner. Zdania w czasie
# teraźniejszym, żeby nie zgadywać rodzaju gracza.

gb-kind = { $kind ->
    [church] kościół
    [gate] brama
    [townhall] ratusz
    [tower] wieża
    [leftcorner] lewa wieża narożna
   *[rightcorner] prawa wieża narożna
}
gb-card = { $kind ->
    [church] kościół
    [gate] brama
    [townhall] ratusz
    [tower] wieża
    [leftcorner] lewa wieża narożna
   *[rightcorner] prawa wieża narożna
} { $value }
gb-pile = { $pile ->
    [up] stos odkryty
   *[down] stos zakryty
}
gb-place-left = na lewym końcu
gb-place-right = na prawym końcu
gb-place-breach = w wyłom na pozycji { $position }
gb-face-saboteur = sabotażysta
gb-laid = { $card } { $place }
gb-the-card = kartę
gb-question = { $question ->
    [steal] kradnij <miejsce>
    [auction] aukcja odkryty <stawka> lub aukcja zakryty
    [opening-bid] licytuj <n>
    [bid] licytuj <n> lub pas
    [build] buduj, sabotaż lub gotowe
    [owner] zapłać lub odmów
   *[final] buduj lub gotowe
}

gb-label-steal = weź kamień sabotażysty od: { $name }
gb-label-auction-up = wystaw na licytację { $card } ze stosu odkrytego, stawka wywoławcza { $bid }
gb-label-auction-down = wystaw wierzchnią kartę stosu zakrytego (widzisz ją)
gb-label-bid = licytuj { $bid }
gb-label-pass = pas: wypadasz z tej licytacji
gb-label-build = połóż { $cards }
gb-label-sabotage-building = atakuj: { $card } gracza { $name } (pozycja { $position })
gb-label-sabotage-hand = atakuj rękę gracza { $name }
gb-label-pile-named = , karta idzie pod { $pile }
gb-did-done = { $last ->
    [yes] { $name } nic już nie buduje (G18).
   *[no] { $name } w tej turze ani nie buduje, ani nie sabotuje (G8).
}
gb-label-done = ani budowa, ani sabotaż
gb-label-pay = zapłać { $value }, żeby zachować budynek
gb-label-refuse = pozwól go zburzyć

gb-funds = { $name } wyrzuca { $face }: { $thalers ->
    [one] 1 talar
    [few] { $thalers } talary
   *[many] { $thalers } talarów
} (G6).
gb-stone-reserve = { $name } bierze kamień sabotażysty z rezerwy.
gb-stone-from = { $name } bierze kamień sabotażysty od: { $from }.
gb-no-stone = Nie ma już żadnego kamienia sabotażysty do wzięcia.
gb-auction-up = { $name } wystawia na licytację { $card } ze stosu odkrytego.
gb-auction-down = { $name } wystawia wierzchnią kartę stosu zakrytego i ją ogląda.
gb-bid = { $name } licytuje { $amount }.
gb-passed = { $name } pasuje.
gb-announced = Licytacja wraca do: { $name }; typ karty: { $kind } (G7).
gb-insolvent = { $name } nie może zapłacić { $bid }: cała sakiewka idzie do banku (G15).
gb-took = { $name } bierze { $card } za { $bid }{ $bank ->
    [all] , wszystko do banku.
   *[half] ; { $opener } dostaje { $share }, bank resztę.
}
gb-returned = Nikt nie może zapłacić: karta idzie pod { $pile } (G15).
gb-last-card = To ostatnia karta stosu: po tej turze następuje runda końcowa (G11).
gb-built = { $name } dokłada do miasta: { $cards }.
gb-sabotage-building = { $name } sabotuje: { $card } gracza { $victim }; kostka pokazuje { $face } (G9).
gb-sabotage-hand = { $name } sabotuje rękę gracza { $victim } (G10).
gb-owner-asked = { $name } może zapłacić { $value }, żeby zachować budynek ({ $card }), albo odmówić.
gb-paid = { $name } płaci { $amount } graczowi { $to } i zachowuje budynek.
gb-cannot-pay = { $name } nie może zapłacić: budynek upada.
gb-destroyed = { $hand ->
    [yes] Karta { $card } zostaje wyciągnięta z ręki gracza { $name }
   *[no] Budynek { $card } gracza { $name } zostaje zburzony
} i idzie pod { $pile }.
gb-skipped = { $name } nie może ani budować, ani sabotować (G17).
gb-final-round = Runda końcowa: każdy może jeszcze raz budować, także wieże narożne (G18).
gb-left = { $name } opuszcza grę; pozostali grają dalej, a to miejsce jest pomijane (G23).
gb-over = Koniec gry.
gb-result-won = Wygrywa { $name }{ $money ->
    [yes] , dzięki pozostałym pieniądzom (G13)
   *[no] {""}
}: { $scores }.
gb-result-shared = Zwycięstwo dzielą: { $names }: { $scores } (G13).
gb-score-item = { $item ->
    [city] { $count ->
        [one] miasto z 1 karty
       *[other] miasto z { $count } kart
    }
    [town-hall-middle] ratusz pośrodku
    [churches] tyle samo kościołów po obu stronach ratusza
    [corner-towers] wieże narożne o równej wartości
   *[hand] { $count ->
        [one] 1 karta w ręce
        [few] { $count } karty w ręce
       *[many] { $count } kart w ręce
    }
}
gb-tie-break = pozostałe pieniądze

gb-prompt-steal = { $name }, rezerwa jest pusta: od kogo wziąć kamień? `kradnij <miejsce>` (G6)
gb-prompt-auction = { $name } wystawia kartę: `aukcja odkryty <stawka>` lub `aukcja zakryty` (G7).
gb-prompt-opening = { $name } zna kartę (jest w jego namiocie) i otwiera licytację: `licytuj <n>` (G7).
gb-prompt-bid = { $name }: przebij { $bid } ({ $bidder }) przez `licytuj <n>` albo `pas` (G14).
gb-prompt-build = { $name } może budować, sabotować albo napisać `gotowe` (G8).
gb-prompt-owner = { $name }: zapłać { $value }, żeby zachować budynek ({ $card }), albo odmów (G9).
gb-prompt-final = Runda końcowa: { $name } może jeszcze raz budować albo napisać `gotowe` (G18).
gb-prompt-first-build = Pierwsza budowa to dokładnie 3 karty.

gb-status-seat = { $name }: miasto z { $cards ->
    [one] 1 karty
   *[other] { $cards } kart
} warte { $points }, w ręce { $hand ->
    [one] 1 karta
    [few] { $hand } karty
   *[many] { $hand } kart
}, { $stones ->
    [one] 1 kamień
    [few] { $stones } kamienie
   *[many] { $stones } kamieni
}.
gb-status-piles = Stosy: odkryty { $up } (na wierzchu: { $top }), zakryty { $down }; kamienie w rezerwie: { $reserve }.

gb-confirm-bid = Licytujesz { $bid }, więcej niż { $purse } talarów w sakiewce: jeśli wygrasz, oddasz całą sakiewkę bankowi, a karta przejdzie do poprzedniej oferty (G15).
gb-tent = Twój namiot: { $purse ->
    [one] 1 talar
    [few] { $purse } talary
   *[many] { $purse } talarów
}, { $stones ->
    [one] 1 kamień
    [few] { $stones } kamienie
   *[many] { $stones } kamieni
}. Ręka: { $hand }.
gb-tent-auction = Karta wystawiona przez ciebie: { $card }.
gb-tent-cards = Karty (G4)
gb-tent-cards-row = { $kind } ×{ $count }: { $values }
gb-tent-build = { $fit ->
    [0] Żadnej z twoich kart nie da się teraz położyć (G8).
    [one] Możesz budować: pasuje 1 karta z ręki, { $cards } (G8).
    [few] Możesz położyć 1–3 karty: pasują { $fit } karty z ręki, { $cards } (G8).
   *[other] Możesz położyć 1–3 karty: pasuje { $fit } kart z ręki, { $cards } (G8).
}

gb-refusal-over = gra się skończyła
gb-refusal-no-seat = przy tym stole nie ma miejsca { $seat }
gb-refusal-not-now = teraz czas na: { $what }
gb-refusal-no-stone-there = { $name } nie ma kamienia do wzięcia
gb-refusal-bid-range = stawka to od 1 do 999 talarów, nie { $bid }
gb-refusal-bid-low = przebicie musi być wyższe niż { $current }, nie { $bid }
gb-refusal-count = budowa to od 1 do 3 kart, nie { $count }
gb-refusal-first-three = pierwsza budowa to dokładnie 3 karty, nie { $count }
gb-refusal-not-in-hand = nie masz w ręce karty { $card }
gb-refusal-second-corner = { $card }: przed rundą końcową miasto ma tylko jedną wieżę narożną
gb-refusal-side-by-side = { $card } stałby obok { $other }, budynku tego samego typu
gb-refusal-end-closed = wieża narożna zamyka ten koniec ({ $place })
gb-refusal-corner-end = { $card } stoi na własnym końcu rzędu
gb-refusal-corner-breach = { $card }: wieża narożna nigdy nie wypełnia wyłomu
gb-refusal-not-breach = pozycja { $position } nie jest wyłomem
gb-refusal-no-stone = sabotaż wymaga kamienia sabotażysty
gb-refusal-self = nie można sabotować samego siebie
gb-refusal-shields = miasto gracza { $name } ma tarcze: { $shields }; atakować można tylko miasto z liczbą tarcz { $fewest }
gb-refusal-no-building = miasto gracza { $name } nie ma karty na pozycji { $position }
gb-refusal-hand-small = { $name } ma w ręce { $size ->
    [one] 1 kartę
    [few] { $size } karty
   *[many] { $size } kart
}; atakować można tylko rękę z co najmniej 5 kartami
gb-refusal-pile-needed = stosy są równe: powiedz, który dostaje kartę, `odkryty` czy `zakryty`
gb-refusal-pile-not-named = karta idzie pod mniejszy stos: nie podawaj stosu
gb-refusal-pick = karta { $card } z zapisu gry nie jest w tej ręce

gb-board-up = Odkryty
gb-board-down = Zakryty
gb-board-stones = Kamienie
gb-board-saboteur = sabotażysta: kamień
gb-board-die = Kostka
gb-board-auction = Licytacja
gb-board-passed = pasują
gb-board-hand = Ręka
gb-board-final = Runda końcowa
gb-board-thalers = talarów
gb-board-points = pkt
gb-board-tent = Twój namiot

gb-rules = Les Grands Bâtisseurs: kupuj budynki na licytacjach z tajnej sakiewki, zbuduj najlepsze miasto w jednym rzędzie i sabotuj rywali. Tematy: { $topics }.
gb-rules-turn = Tura ma trzy fazy (G6–G8): fundusze (kostka: 1–5 talarów albo sabotażysta: kamień; plus talar za każdą monetę na twoich bramach), licytacja (obowiązkowa), potem budowa albo sabotaż (dowolnie). Sakiewki i ręce są tajne; liczba kart w ręce, stawki i płatności są jawne.
gb-rules-cards = { $count } kart (G4), każdy rodzaj ze swoimi wartościami. Karta w twoim mieście daje swoją wartość; karta, która na końcu zostaje w ręce, ją odbiera (G12).
    { $rows }
gb-rules-cards-row = { $kind } ×{ $count } (`{ $name }…`): { $values } — { $does }
gb-rules-cards-church = w kompletnym mieście +5, gdy ratusz ma po lewej tyle kościołów co po prawej, co najmniej jeden (G12)
gb-rules-cards-gate = monety przy każdym dochodzie: dwie za bramę 1–2, jedna za 3–4 (G6)
gb-rules-cards-townhall = w kompletnym mieście +10, gdy ratusz stoi dokładnie pośrodku (G12)
gb-rules-cards-tower = tarcza: budynek sabotuje się tylko w mieście, które ma ich najmniej (G8)
gb-rules-cards-leftcorner = tarcza; stoi tylko na lewym końcu; kompletne miasto ma tam jedną, a +5, gdy obie wieże narożne mają tę samą wartość (G8, G12)
gb-rules-cards-rightcorner = tarcza; stoi tylko na prawym końcu; kompletne miasto ma tam jedną, a +5, gdy obie wieże narożne mają tę samą wartość (G8, G12)
gb-rules-auction = Wystaw wierzchnią kartę stosu odkrytego (`aukcja odkryty <stawka>`) albo zakrytego (`aukcja zakryty`: widzisz ją, potem `licytuj <n>`). Pozostali po kolei przebijają albo pasują na dobre; gdy licytacja zakrytej karty wraca do ciebie, jej typ zostaje ogłoszony. Zwycięzca płaci: połowę, zaokrągloną na korzyść banku, tobie, resztę do banku (wszystko do banku, jeśli wygrywasz). Zwycięzca bez pieniędzy oddaje sakiewkę bankowi, a kartę bierze poprzednia stawka (G7, G14, G15). Nie będzie cię przez chwilę? `licytuj do <n>` zostawia tajny limit: Keystone przebija za ciebie o minimum, dopóki stawka nie przekroczy <n>, potem pasuje, tylko w tej licytacji (G22).
gb-rules-build = Połóż 1–3 karty na jednym z końców rzędu albo w wyłom; za pierwszym razem dokładnie 3. Dwa budynki jednego typu nigdy nie stoją obok siebie (wieże i wieże narożne to jeden typ); wieża narożna stoi na własnym końcu, a drugą można dostawić dopiero w rundzie końcowej (G8, G16).
gb-rules-sabotage = Z kamieniem zaatakuj kartę miasta z najmniejszą liczbą tarcz (kostka: sabotażysta burzy, 1–2 nic, 3–5 właściciel płaci jej wartość albo ją traci) albo rękę z co najmniej 5 kartami (przepada losowa karta). Karta idzie pod mniejszy stos; kamień wraca do rezerwy (G8–G10).
gb-rules-end = Gdy licytacja zabiera ostatnią kartę stosu, tura kończy się normalnie, a potem każdy może jeszcze raz budować (G11, G18). Wynik: karty twojego miasta minus karty w ręce; pełne miasto (wieże narożne na obu końcach, bez wyłomów) dostaje 10 za ratusz dokładnie pośrodku, 5 za tyle samo kościołów po obu stronach ratusza, 5 za równe wieże narożne. Remis: wygrywa więcej pieniędzy (G12, G13).
gb-rules-notation = `aukcja odkryty 3` · `aukcja zakryty` · `licytuj 5` · `pas` · `buduj narożnalewa3 prawo; kościół7 prawo; brama1 prawo` · `buduj kościół7 2` (wyłom) · `sabotaż 2 3` · `sabotaż 3 ręka` (dodaj `odkryty` lub `zakryty`, gdy stosy są równe) · `gotowe` · `zapłać` · `odmów` · `kradnij 3`.

expected-gb-verb = aukcja, licytuj, pas, buduj, sabotaż, gotowe, zapłać, odmów lub kradnij
expected-gb-pile = stos: odkryty lub zakryty
expected-gb-amount = kwota w talarach, np. 5
expected-gb-seat = numer miejsca, np. 2
expected-gb-card = karta, np. kościół7 lub narożnalewa3
expected-gb-place = miejsce: lewo, prawo lub pozycja wyłomu
expected-gb-target = pozycja w tym mieście albo ręka
expected-gb-build-first = akcja: karty bez czasownika idą po buduj
# A standing bid ceiling, typed before its amount (`licytuj do 7`).
gb-ceiling-words = licytuj do
gb-ceiling-amount = „{ $amount }” to nie limit: `licytuj do <n>` przyjmuje od 1 do 999 talarów (G14)
gb-ceiling-no-auction = limit dotyczy trwającej licytacji, w której nadal licytujesz (G22)

## Słowa notacji, tak jak gracz może je wpisać i jak je widzi (zapisy partii
## zostają po angielsku). Słowo = ciąg liter; `.forms` podaje inne
## przyjmowane formy. Wielkość liter i znaki diakrytyczne nie mają znaczenia
## przy wpisywaniu. Przymiotnik koloru zgadza się z kształtem, który po nim
## następuje ($next).

notation-grands-batisseurs-auction = aukcja
notation-grands-batisseurs-bid = licytuj
notation-grands-batisseurs-build = buduj
notation-grands-batisseurs-church = kościół
notation-grands-batisseurs-done = gotowe
    .forms = gotowy gotowa
notation-grands-batisseurs-down = zakryty
notation-grands-batisseurs-gate = brama
notation-grands-batisseurs-hand = ręka
    .forms = rękę
notation-grands-batisseurs-left = lewo
notation-grands-batisseurs-leftcorner = narożnalewa
notation-grands-batisseurs-pass = pas
notation-grands-batisseurs-pay = zapłać
    .forms = płać
notation-grands-batisseurs-refuse = odmów
notation-grands-batisseurs-right = prawo
notation-grands-batisseurs-rightcorner = narożnaprawa
notation-grands-batisseurs-sabotage = sabotaż
notation-grands-batisseurs-steal = kradnij
notation-grands-batisseurs-tower = wieża
notation-grands-batisseurs-townhall = ratusz
notation-grands-batisseurs-up = odkryty

## Jej tematy zasad w skrócie, tak jak przyjmuje je /game rules.

topic-cards = karty
topic-auction = aukcja
topic-build = budowa
topic-sabotage = sabotaż

## The table in words (/game board describe)

gb-where-city = Miasto gracza { $name }, od lewej: { $cards }.
gb-where-no-city = { $name }: jeszcze bez budynków.
gb-where-breach = wyłom
gb-where-unknown-card = zakryta karta
gb-where-auction = Na licytacji ({ $pile }): { $card }. Oferty: { $bids }. Spasowali: { $passed }.
