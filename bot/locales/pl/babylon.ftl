# Babylon (zasady Y1–Y46). Ikony, sekcje, premie i czasowniki przychodzą
# jako słowa notacji.

babylon-icon = { $icon ->
    [art] dzieło sztuki
    [mosaic] mozaika
    [palm] palma
   *[lion] lew
}
babylon-resource = { $resource ->
    [wood] drewno
   *[wheat] zboże
}
babylon-section = { $section ->
    [pottery] ceramika
    [mosaic] mozaika
    [palm] palma
    [gold] złoto
    [lion] lew
    [worker] mistrz budowlany
    [ship] statek
    [stone] kamień
   *[river] rzeka (staw)
}
babylon-bonus = { $bonus ->
    [gold] złoto
    [stone] kamień
    [wood] drewno
    [wheat] zboże
    [art] zakreślone dzieło sztuki
    [mosaic] zakreślona mozaika
    [palm] zakreślona palma
    [lion] zakreślony lew
    [amphora] amfora
    [cart] wózek z kwiatami
    [garden] palma w ogrodzie
    [wall] pole muru mozaiki
    [pencil] darmowy ołówek
    [shape3] kształt z 3 pól
    [dice] wirtualne kości { $dice }
   *[river] akcja rzeki (pole stawu)
}
babylon-card = karta kształtu { $card }: { $shape } (kafelki { $a } i { $b })
babylon-board-dice = niebieskie { $blue }; zielone { $green }

babylon-deed = { $verb ->
    [art] zakreśl dzieło sztuki na { $cell }
    [amphora] zakreśl amforę
    [vase] wypełnij rząd wielkiej amfory
    [mosaic] zakreśl mozaikę na { $cell }
    [wall] skreśl pole muru
    [statue] zbuduj posąg, zakreślając lwy na { $cell }
    [palm] zakreśl palmę na { $cell }
    [garden] zakreśl palmę w ogrodzie
    [house] zbuduj dom ogrodnika
    [gold] zakreśl złoto
    [lion] zakreśl lwa na { $cell }
    [mason] murarka na { $cell }
    [mine] zbuduj kamieniołom
    [worker] wyślij mistrza budowlanego na pole ogrodu
    [pencil] narysuj: { $icon } na { $cell }
    [tent] zbuduj namiot
    [ship] wyślij statek na pole jeziora
    [cart] zakreśl wózek z kwiatami
    [boat] zbuduj łódź
    [stone] zakreśl kamień
   *[river] zakreśl na rzece: { $resource }
}
babylon-pay-die = {" "}kością { $value }
babylon-pay-resource = {" "}płacąc: { $resource }
babylon-label-dice = {" "}· zostały kości { $dice }
babylon-label-worth = {" "}· { $changes }
babylon-label-spaces = {" "}· { $spaces }
babylon-label-pond = przez staw: { $action }
babylon-label-penalty = { $accept ->
    [yes] przyjmij kartę kary: jej sekcja jest zamknięta w tej rundzie
   *[no] zignoruj kartę kary: jej wartość odchodzi od wyniku od razu (Y37, Y40)
}
babylon-label-tile = połóż kafelek { $tile } na polach: { $cells }
babylon-label-bonus = premia: { $choice }
babylon-label-skip = zrezygnuj z premii
babylon-label-take = weź niebieską { $value }
babylon-label-take-green = weź zieloną kość (rzucaną przy wzięciu)
babylon-label-convert-wood = zamień drewno na: { $metal }
babylon-label-convert-wheat = włóż zboże do skrzyni
babylon-label-draw = narysuj kształt rundy na { $cells }
babylon-label-undo = cofnij ostatnią akcję
babylon-label-done = koniec pisania w tej rundzie
babylon-choice-circle = zakreśl: { $icon } na { $cell }
babylon-choice-wall = pole muru w rzędzie { $row }
babylon-choice-pencil = narysuj: { $icon } na { $cell }
babylon-choice-shape3 = kształt z 3 pól na { $cells }
babylon-choice-river = na rzece: { $resource }

babylon-revealed = Runda { $round } z { $rounds }: { $card }.
babylon-revealed-penalty = Karta kary { $card }: { $section }, wartość { $value } (przyjęta: sekcja zamknięta w tej rundzie; zignorowana: { $value } mniej w wyniku).
babylon-penalty-answered = { $accepted ->
    [yes] { $name } przyjmuje kartę kary: sekcja { $section } i kości { $value } są zamknięte w tej rundzie.
   *[no] { $name } ignoruje kartę kary: zostaje przy arkuszu, { $value } mniej w wyniku (Y37).
}
babylon-gained = { $name } zyskuje: { $bonus }.
babylon-pending = { $name } może wziąć: { $bonus } — `premia …` albo `pomiń`.
babylon-lapsed = Premia gracza { $name } przepada ({ $bonus }).
babylon-rolled = { $name } rzuca zieloną: { $value }.
babylon-write-opened = Teraz wszyscy piszą naraz: zagraj całe pisanie w jednej linii albo w kilku i zakończ `gotowe`.
babylon-did-tile = { $name } kładzie kafelek { $tile } na polach: { $cells }.
babylon-did-bonus = { $name } bierze premię: { $choice }.
babylon-did-skip = { $name } rezygnuje z premii.
babylon-did-take = { $name } bierze niebieską { $value }.
babylon-did-take-green = { $name } bierze zieloną kość.
babylon-did-draw = { $name } rysuje kształt rundy na { $cells }.
babylon-did-undo = { $name } cofa swoją ostatnią akcję.
babylon-did-write = { $name } zapisuje: { $action }.
babylon-wrote = { $name }: { $before } → { $after } pkt, zostały kości { $dice }.
babylon-done = { $name } kończy pisanie ({ $score } pkt).
babylon-round-ended = Runda { $round } skończona.
babylon-left = { $name } opuszcza grę: jego arkusz zostaje bez zmian (Y45).
babylon-over = Gra skończona.
babylon-result = { $count ->
    [one] Wygrywa { $names }
   *[other] Wygraną dzielą { $names }
}: { $scores }.
babylon-result-solo = { $name } zdobywa { $total }: { $reached ->
    [yes] cel { $goal } osiągnięty, wygrana!
   *[no] cel { $goal } nieosiągnięty.
}
babylon-item = { $item ->
    [river] statek na rzece
    [stored-wheat] zebrane zboże
    [wheat-box] skrzynia zboża
    [pottery] ceramika
    [big-amphorae] wielkie amfory
    [wall] mur mozaiki
    [garden] ogród
    [carts] wózki z kwiatami
    [mine] kamieniołom
    [icons] ikony
    [height] wysokość
    [foundation] fundamenty
    [stability] stabilność
    [door] drzwi
    [big-windows] duże okna
    [small-windows] małe okna
    [gold] złoto
    [stone] kamień
   *[penalties] karty kary
}
babylon-tie-break = { $item ->
    [gold] niewydane złoto
   *[holes] dziury
}

babylon-prompt-penalty = { $name }: karta kary { $card } ({ $section }, wartość { $value }): `kara przyjmij` albo `kara zignoruj` (Y36).
babylon-prompt-place = { $name } kładzie kafelek rundy, { $card }: `kafelek <n><a|b> <pola planszy>` (Y19).
babylon-prompt-bonus = { $name } może wziąć: { $bonus } — `premia …` albo `pomiń` (Y20).
babylon-prompt-draft = { $name } bierze kość: `weź <wartość>` albo `weź zielony` (Y21). Na planszy: { $dice }.
babylon-prompt-write = Wszyscy piszą (Y22): czekamy na: { $names }. Zagraj pisanie w jednej linii albo w kilku, kończąc `gotowe`.
babylon-prompt-write-solo = { $name } pisze (Y22) kośćmi { $dice }, kończąc `gotowe`.
babylon-status-round = Runda { $round } z { $rounds }, { $card }. Kości na planszy: { $dice }.
babylon-status-seat = { $name }: na razie { $score } pkt, zostały kości { $dice }{ $state ->
    [done] , skończył(a) pisać
    [writing] , pisze
    [left] , opuścił(a) grę
   *[none] {""}
}.
babylon-status-solo = Solo, { $mode ->
    [hard] trudny
   *[normal] normalny
}: cel to { $goal }. Zignorowane karty kary: { $kept }.
babylon-board-writing = Wszyscy piszą: czekamy na: { $names }
babylon-board-to-play = Ruch: { $name } ({ $step ->
    [penalty] karta kary
    [place] kafelek
    [papyrus] papirus
    [pond-space] pole stawu
    [draft] branie kości
   *[write] pisanie
})

babylon-refusal = { $why ->
    [over] gra jest skończona
    [no-bonus] żadna premia nie czeka
    [no-green] nie została żadna zielona kość
    [after-draw] kształt rundy to twoja ostatnia akcja: tylko `cofnij` albo `gotowe`
    [pond-river] rzekę zapisuje się `rzeka drewno|zboże za <wartość>`, bez staw
    [pond-covered] staw jest zakryty
    [pond-used] użyłeś już stawu w tej rundzie
    [resource-pencil] tylko ołówek można opłacić drewnem lub zbożem
    [vase-soon] wielka amfora dopiero po zakreśleniu wszystkich amfor
    [mason-cells] murarka rysuje jedno pole albo dwa sąsiednie
    [shape3-cells] kształt z 3 pól to trzy połączone pola
    [drawn] kształt rundy jest już narysowany
   *[nothing-to-undo] w tej rundzie nie ma czego cofać
}
babylon-refusal-done = skończyłeś już pisać w tej rundzie; stół czeka na: { $names }
babylon-refusal-not-now = teraz { $step ->
    [penalty] karta kary: `kara przyjmij` albo `kara zignoruj`
    [place] kładzie się kafelek: `kafelek <n><a|b> <pola planszy>`
    [papyrus] papirus: `premia …` albo `pomiń`
    [pond-space] pole stawu: `premia …` albo `pomiń`
    [draft] bierze się kości: `weź <wartość>` albo `weź zielony`
    [write] pisanie: akcja sekcji, `zamień`, `rysuj`, `cofnij` albo `gotowe`
   *[over] koniec: gra jest skończona
}
babylon-refusal-wrong-shape = kafelek { $tile } nie ma kształtu { $shape } z karty
babylon-refusal-footprint = { $mirror ->
    [yes] to lustrzane odbicie kafelka { $tile }
   *[no] te pola planszy to nie kafelek { $tile }
}
babylon-refusal-other-bonus = czekająca premia to: { $bonus }
babylon-refusal-bonus-pending = najpierw weź albo odrzuć premię: { $bonus } (`premia …`, `pomiń`, `cofnij` albo `gotowe`)
babylon-refusal-no-blue = nie została niebieska { $value }
babylon-refusal-penalty-value = przyjęta kara zabrania kości { $value }
babylon-refusal-covered = ikona sekcji { $section } jest zakryta: idź przez staw (`staw …`)
babylon-refusal-closed = kara zamyka sekcję { $section } w tej rundzie
babylon-refusal-pond-not-needed = sekcja { $section } jest otwarta: zapisz ją bez `staw`
babylon-refusal-die-required = `{ $verb }` wymaga kości: `za <wartość>`
babylon-refusal-no-die = `{ $verb }` nie bierze kości
babylon-refusal-wrong-value = `{ $verb }` bierze kość { $allowed }, nie { $value }
babylon-refusal-no-such-die = nie masz niewydanej kości { $value }
babylon-refusal-no-resource = nie masz czym zapłacić ({ $resource })
babylon-refusal-not-printed = na { $cell } nie ma nadrukowanej ikony: { $icon }
babylon-refusal-circled = { $cell } jest już zakreślone
babylon-refusal-full = nie ma już czego zaznaczyć: { $what }
babylon-refusal-built = { $building ->
    [statue] posąg
    [house] dom ogrodnika
    [mine] kamieniołom
    [tent] namiot
   *[boat] łódź
} już stoi
babylon-refusal-afford = to kosztuje { $cost }
babylon-refusal-statue = posąg zakreśla { $count ->
    [one] 1 niezakreślonego nadrukowanego lwa
    [few] { $count } niezakreślone nadrukowane lwy
   *[many] { $count } niezakreślonych nadrukowanych lwów
}: wskaż je
babylon-refusal-outside = { $cell } leży ponad wieżą
babylon-refusal-filled = { $cell } jest już w narysowanym kształcie
babylon-refusal-pencil-outside = { $cell } nie leży w narysowanym kształcie
babylon-refusal-pencil-icon = na { $cell } jest już ikona
babylon-refusal-pencil-opening = { $cell } to pole drzwi lub okna
babylon-refusal-pencil-alone = { $cell } nie sąsiaduje z ikoną: { $icon }
babylon-refusal-pawn = { $pawn ->
    [worker] mistrz budowlany
   *[ship] statek
} stoi już w tej rundzie
babylon-refusal-draw = { $mirror ->
    [yes] to lustrzane odbicie kształtu { $shape } strony { $side }
   *[no] te pola to nie kształt { $shape } strony { $side }
}

babylon-word = { $key ->
    [round] Runda
    [card] Kształt
    [removed] Odłożone
    [penalty] Kara
    [accepted] przyjęta
    [ignored] zignorowana
    [undecided] do wyboru
    [goal] Cel
    [normal] normalny
    [hard] trudny
    [kept] Zignorowane
    [first] pierwszy gracz
    [done] gotowe
    [writing] pisze
    [left] opuścił grę
    [points] pkt
    [green] zielone
    [tile] Kafelek
    [papyrus] Papirus
    [pond-space] Staw
    [garden-space] Ogród
    [lake] Jezioro
    [closed] zamknięte
    [river] Rzeka
    [ship] statek
    [pottery] Ceramika
    [wall] Mur mozaiki
    [garden] Ogród
    [carts] Wózki z kwiatami
    [gold] Złoto
    [stone] Kamień
    [buildings] Budynki
    [wheat-box] Skrzynia zboża
    [loose] luzem
    [holes] dziury
    [statue] posąg
    [house] dom
    [mine] kamieniołom
    [tent] namiot
    [boat] łódź
    [board-ship] statek
    [board-worker] mistrz
    [board-lion] lew
    [board-stone] kamień
    [board-pond] rzeka
    [board-gold] złoto
    [board-art] ceramika
    [board-mosaic] mozaika
    [wood] drewno
    [wheat] zboże
    [bonus-gold] złoto
    [bonus-stone] kamień
    [bonus-wood] drewno
    [bonus-wheat] zboże
    [bonus-art] sztuka
    [bonus-mosaic] mozaika
    [bonus-palm] palma
    [bonus-lion] lew
    [bonus-amphora] amfora
    [bonus-cart] wózek
    [bonus-garden] ogród
    [bonus-wall] mur
    [bonus-pencil] ołówek
    [bonus-shape3] kształt 3
    [bonus-dice] kości
    [bonus-river] Rzeka
   *[board-palm] palma
}

babylon-rules = Babylon: bierz kości z planszy akcji i zapisuj je na swoim arkuszu, wszyscy naraz, by w 12 rundach zbudować najpiękniejszą wieżę; w pojedynkę zdobądź 120. Tematy: { $topics }.
babylon-rules-points = Punkty na końcu, za każdy arkusz (Y33):
    statek na rzece (wszystkie { $river_icons } ikon rzeki zakreślone) { $river } · zmagazynowane zboże { $wheat } za sztukę · pole zboża { $wheat_box } za zboże · ceramika (wszystkie { $amphorae } amfor) { $pottery } · każda duża amfora z { $amphora_rows } wypełnionymi rzędami { $big_amphora } · skreślony mur mozaiki { $wall } · dom ogrodnika { $house }, a z nim każda zakreślona palma ogrodu { $garden_palm } · wózki z kwiatami, pełna kolumna 1 / 2 / 3: { $carts } · kamieniołom { $mine }.
    Wieża: każda zakreślona drukowana ikona na wypełnionym polu i każda narysowana ikona: dzieło sztuki { $art }, mozaika { $mosaic }, palma { $palm }, lew { $lion } · wysokość { $height } za pole najwyższej kolumny od rzędu 1 · fundamenty (bez dziury w rzędach 1–{ $foundation_rows }) { $foundation } · każdy rząd bez dziury { $stability } · drzwi ({ $door_cells }) wypełnione { $door } · duże okna ({ $big_window_cells }) { $big_windows } · małe okna ({ $small_window_cells }) { $small_windows }.
    Niewydane złoto { $gold } za sztukę, kamień { $stone } za sztukę. W grze solo każda zignorowana karta kary odejmuje { $penalty } × swoją wartość, a { $goal } lub więcej wygrywa (Y40).
babylon-rules-topic = { $topic ->
    [round] Runda (Y17–Y23): odkrywa się kartę kształtu (solo: także kartę kary, przyjętą albo zignorowaną, Y36); pierwszy gracz kładzie kafelek tego kształtu na planszy, zakrywając trzy do pięciu sekcji, i bierze jego papirus i pole stawu (Y19, Y20); wszyscy biorą kości po jednej (Y21); potem wszyscy piszą naraz (Y22). Znacznik pierwszego gracza przechodzi dalej.
    [draft] Branie kości (Y21): od gracza po pierwszym graczu, pierwszy gracz na końcu, każdy bierze po jednej kości, cztery kolejki: niebieską kość wartości, która została na planszy, albo zieloną (3–4 graczy), rzucaną przy wzięciu. Solo: cztery wzięcia.
    [write] Pisanie (Y22–Y32): wydaj każdą kość na akcję otwartej sekcji (zakrytej tylko przez staw, raz na rundę), zamieniaj drewno i zboże, stawiaj mistrza budowlanego i statek na polach ogrodu i jeziora kafelka, a na końcu narysuj kształt rundy w wieży. Wszyscy piszą jednocześnie, w jednej linii albo w kilku; `cofnij` cofa akcję aż do `gotowe`.
    [tower] Wieża (Y30–Y33): kształty się obraca, nigdy nie odwraca; punktują zakreślone ikony w narysowanych kształtach, ołówek rysuje ikonę obok ikony tego samego rodzaju; punktują też wysokość, fundamenty bez dziur, pełne rzędy, drzwi i okna. Wszystkie liczby: temat punkty.
    [solo] Solo (Y35–Y40): normalny to 12 rund, trudny 10 z 4 odłożonymi kartami kształtu. Co rundę karta kary: przyjmij ją (jej sekcja i kości jej wartości zamknięte w tej rundzie) albo zignoruj (zostaje przy arkuszu, a jej wartość odejmuje się od wyniku, Y37, Y40). Wygrywa 120 lub więcej.
   *[notation] `kafelek 7a statek robotnik lew kamień` · `premia palma d6` · `pomiń` · `weź 5` · `weź zielony` · `złoto za 6` · `ołówek palma c3 za 2` · `ołówek palma c3 zapłać drewno` · `staw mozaika e3 za 2` · `zamień drewno złoto` · `rysuj a1 b1 a2 a3` · `cofnij` · `gotowe` · `kara przyjmij`.
}

expected-babylon-verb = akcja, np. weź 5, złoto za 6, ołówek palma c3 za 2, rysuj a1 b1 a2 a3, cofnij albo gotowe
expected-babylon-value = wartość kości od 1 do 6
expected-babylon-take = wartość kości od 1 do 6 albo zieloną
expected-babylon-cell = pole wieży, np. c3
expected-babylon-cell-or-with = pole wieży, np. c3, albo za
expected-babylon-board-cell = pole planszy: statek, robotnik, lew, kamień, staw, złoto, sztuka, mozaika albo palma
expected-babylon-tile = kafelek i strona, np. 7a
expected-babylon-icon = ikona: sztuka, mozaika, palma albo lew
expected-babylon-resource = drewno albo zboże
expected-babylon-metal = złoto albo kamień
expected-babylon-convert = drewno albo zboże
expected-babylon-penalty = przyjmij albo zignoruj
expected-babylon-bonus = premia: sztuka, mozaika, palma, lew, mur, ołówek, kształt3 albo rzeka
expected-babylon-wall-row = rząd muru: 2, 3 albo 4
expected-babylon-payment = za <wartość>, zapłać drewno albo zapłać zboże
expected-babylon-with = za <wartość>
expected-babylon-pond-action = akcja sekcji, np. robotnik za 5

solo-game = { $host } gra w { $game } w pojedynkę ({ $mode ->
    [hard] trudny
   *[normal] normalny
}): zdobądź 120, by wygrać.
sheet-not-playing = Ten gracz nie ma miejsca w tej grze.
sheet-none = { $game } nie ma arkuszy: zobacz jej planszę.
sheet-of = Arkusz gracza { $name }: na razie { $score } pkt.

## Słowa notacji, tak jak gracz może je wpisać i jak je widzi (zapisy partii
## zostają po angielsku). Słowo = ciąg liter; `.forms` podaje inne
## przyjmowane formy. Wielkość liter i znaki diakrytyczne nie mają znaczenia
## przy wpisywaniu. Przymiotnik koloru zgadza się z kształtem, który po nim
## następuje ($next).

notation-babylon-accept = przyjmij
notation-babylon-amphora = amfora
notation-babylon-art = sztuka
notation-babylon-boat = łódź
notation-babylon-bonus = premia
notation-babylon-cart = wóz
notation-babylon-convert = zamień
notation-babylon-done = gotowe
    .forms = gotowy gotowa
notation-babylon-draw = rysuj
notation-babylon-garden = ogród
notation-babylon-gold = złoto
notation-babylon-green = zieloną
    .forms = zielona zielony zielone
notation-babylon-house = dom
notation-babylon-ignore = zignoruj
notation-babylon-lion = lew
notation-babylon-mason = kamieniarz
notation-babylon-mine = kopalnia
notation-babylon-mosaic = mozaika
notation-babylon-palm = palma
notation-babylon-pay = zapłać
    .forms = płać
notation-babylon-penalty = kara
notation-babylon-pencil = ołówek
notation-babylon-pond = staw
notation-babylon-river = rzeka
notation-babylon-shape = kształt
notation-babylon-ship = statek
notation-babylon-skip = pomiń
notation-babylon-statue = posąg
notation-babylon-stone = kamień
notation-babylon-take = weź
notation-babylon-tent = namiot
notation-babylon-tile = kafelek
notation-babylon-undo = cofnij
notation-babylon-vase = wazon
notation-babylon-wall = mur
notation-babylon-wheat = zboże
notation-babylon-with = za
notation-babylon-wood = drewno
notation-babylon-worker = robotnik

## Jej tematy zasad w skrócie, tak jak przyjmuje je /game rules.

topic-round = runda
topic-draft = wybór
topic-write = zapis
topic-tower = wieża
topic-points = punkty
topic-solo = solo

## The board and sheets in words (/game board describe)

babylon-where-tile = Kafel tej rundy: { $tile } na { $cells }.
babylon-where-tower = Wieża gracza { $name }: narysowane kształty: { $shapes }, pola { $cells }.
babylon-where-no-tower = Wieża gracza { $name } jest pusta.
babylon-where-sheet = Karta gracza { $name }: drewno { $wood }, zboże { $wheat }, złoto { $gold }, kamień { $stone } w zapasie; punkty: { $items }.
