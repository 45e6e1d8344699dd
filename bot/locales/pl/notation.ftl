# Słowa notacji, tak jak gracz może je wpisać i jak je widzi (zapisy partii
# zostają po angielsku). Słowo = ciąg liter; `.forms` podaje inne
# przyjmowane formy. Wielkość liter i znaki diakrytyczne nie mają znaczenia
# przy wpisywaniu. Przymiotnik koloru zgadza się z kształtem, który po nim
# następuje ($next).

## Basilica
notation-promote = awans
notation-move = ruch
notation-recruit = zaciąg
notation-confusion = zamęt
notation-glass = witraż
notation-scaffold = rusztowania
    .forms = rusztowanie
notation-catastrophe = katastrofa
notation-pay = zapłać
    .forms = płać
notation-decline = odmów
notation-architect = architekt
notation-mason = kamieniarz
notation-strongman = siłacz

## Cardinal
notation-red = { $next ->
    [tower] czerwona
   *[other] czerwony
}
    .forms = czerwone czerwoną
notation-yellow = { $next ->
    [tower] żółta
   *[other] żółty
}
    .forms = żółte żółtą
notation-green = { $next ->
    [tower] zielona
   *[other] zielony
}
    .forms = zielone zieloną
notation-blue = { $next ->
    [tower] niebieska
   *[other] niebieski
}
    .forms = niebieskie niebieską
notation-house = dom
notation-tower = wieża
notation-place = plac
notation-cardinal = kardynał
notation-pawn = pionek

## Les Grands Bâtisseurs
notation-auction = aukcja
notation-bid = licytuj
notation-build = buduj
notation-church = kościół
notation-done = gotowe
    .forms = gotowy gotowa
notation-up = odkryty
notation-down = zakryty
notation-gate = brama
notation-hand = ręka
    .forms = rękę
notation-left = lewo
notation-leftcorner = narożnalewa
notation-right = prawo
notation-rightcorner = narożnaprawa
notation-pass = pas
notation-refuse = odmów
notation-sabotage = sabotaż
notation-steal = kradnij
notation-townhall = ratusz

## Babylon
notation-accept = przyjmij
notation-amphora = amfora
notation-art = sztuka
notation-boat = łódź
notation-bonus = premia
notation-cart = wóz
notation-convert = zamień
notation-draw = rysuj
notation-garden = ogród
notation-gold = złoto
notation-babylon-green = zieloną
    .forms = zielona zielony zielone
notation-ignore = zignoruj
notation-lion = lew
notation-mine = kopalnia
notation-mosaic = mozaika
notation-palm = palma
notation-penalty = kara
notation-pencil = ołówek
notation-pond = staw
notation-river = rzeka
notation-shape = kształt
notation-ship = statek
notation-skip = pomiń
notation-statue = posąg
notation-stone = kamień
notation-take = weź
notation-tent = namiot
notation-tile = kafelek
notation-undo = cofnij
notation-vase = wazon
notation-wall = mur
notation-wheat = zboże
notation-with = za
notation-wood = drewno
notation-worker = robotnik
