# Słowa Keystone po polsku. Identyfikatory komunikatów i ich $parametry są
# takie same w każdym języku (sprawdza to bot/tests/locales.rs). Notacji
# akcji (V2 c3, pay, decline…) ani poleceń terminala się nie tłumaczy: to
# właśnie wpisują gracze. Czasowniki w czasie teraźniejszym, by nie
# zgadywać rodzaju gracza.

## Błędy pokazywane użytkownikowi

error-internal = Przepraszamy, coś poszło nie tak po stronie Keystone. Nic nie zostało zmienione; spróbuj ponownie za chwilę.
error-damaged = Zapisana gra na tym kanale jest uszkodzona i nie da się w nią grać. Członek z uprawnieniem Zarządzanie kanałami może ją usunąć poleceniem /gra przerwij.
error-restarting = Keystone uruchamia się ponownie: spróbuj za minutę.
error-guild-only = To polecenie działa na kanale serwera, nie w wiadomościach prywatnych.
error-option = Keystone nie może odczytać jednej z opcji: sprawdź ją i spróbuj ponownie.
error-no-game = Na tym kanale nie ma gry. Rozpocznij ją poleceniem /gra nowa.
error-busy = Na tym kanale już trwa gra. Najpierw ją dokończ albo rozpocznij kolejną we własnym wątku z wątek:true.
stale = Ten komunikat jest nieaktualny: gra od tego czasu poszła dalej.
not-playing = Nie grasz w tej grze.
no-such-seat = nie ma takiego miejsca

## Czas trwania ($unit: d, h, m, s)

duration = { $unit ->
    [d] { $n } d
    [h] { $n } godz.
    [m] { $n } min
   *[s] { $n } s
}
setting-not-a-duration = „{ $text }” to nie jest czas dla { $what ->
    [clock] zegara
   *[reminders] przypomnień
}: zapisz go jak 3d, 12h albo 1d 12h.
setting-out-of-range = { $what ->
    [clock] Zegar musi
   *[reminders] Przypomnienia muszą
} mieścić się między 1 godz. a 30 d, a nie { $given }.
clock-out-of-range = Zegar musi mieścić się między 1 godz. a 30 d, a nie { $given }.

## Rozpoczęcie gry

game-unknown = Nieznana gra „{ $game }”. Gry: { $games }.
invite-self = Zaproś kogoś innego: nie możesz grać sam ze sobą.
invite-bot = Boty nie grają: zaproś człowieka.
level-without-keystone = Poziom dotyczy tylko gry przeciw Keystone: zaproś @Keystone, aby z nim zagrać.
invitation = { $host } zaprasza { $opponent } do gry w { $game }.{ $clock ->
    [none] {""}
   *[other] {" "}Zegar: { $clock } na ruch.
} { $opponent }, przyjmujesz?
computer-game = { $host } zaczyna grę w { $game } przeciw Keystone ({ $level ->
    [easy] łatwy
    [normal] normalny
   *[hard] trudny
}).
invitation-accepted = { $name } przyjmuje zaproszenie.
invitation-declined = { $name } odrzuca zaproszenie.
invitation-started = Nie ma zaproszenia do odpowiedzi: gra już się zaczęła.
invitation-not-yours = Tylko { $name } może odpowiedzieć na to zaproszenie.
not-started = Gra się nie zaczęła: { $name } musi najpierw przyjąć zaproszenie.
thread-refused = Keystone nie może tu otworzyć wątku. Potrzebuje uprawnienia Tworzenie wątków publicznych.
thread-opened = Gra toczy się w { $thread }.

## Gra

question-time-left = { $name } ma jeszcze { $left } na odpowiedź; potem możesz grać dalej bez niej.
question-expired = { $name } nie odpowiada w czasie: graj dalej bez odpowiedzi poleceniem /gra kontynuuj.
catch-up = Od ostatniego ruchu gracza { $name }:
catch-up-more = ({ $count ->
    [one] 1 wcześniejsza akcja
    [few] { $count } wcześniejsze akcje
   *[many] { $count } wcześniejszych akcji
} w historii)
answered-by-keystone = { $name } (odpowiedź Keystone)
clock-left = { $name }: na zegarze zostało { $left }
clock-ran-out = zegar gracza { $name } się skończył
no-question-for-you = Nie masz Płatnego Rozkazu do odpowiedzi.
pay-menu = Wybierz, co zrobić za 1 Monetę:
pay-menu-placeholder = Zapłać 1 Monetę, aby…
pay-menu-too-many = Za dużo opcji na menu: użyj /zapłać i wybierz z listy.
pay-menu-nothing = Nic nie wybrano.

## Wybór ruchu (Graj…)
pick-title = **Twój ruch**, wybierany krok po kroku (widzisz go tylko ty):
pick-placeholder = Wybierz, co zrobić…
pick-choose = Wybierz z menu.
pick-choose-or-play = Wybierz dalej z menu albo naciśnij Zagraj, aby to opublikować.
pick-ready = Naciśnij Zagraj, aby opublikować ten ruch.
pick-full = Ten wybór nie pomieści więcej: naciśnij Zagraj, a potem otwórz Graj… ponownie.
pick-nothing = Nie masz teraz nic do zagrania: gra czeka na { $names }.
pick-stale = Ten wybór jest nieaktualny: gra od tego czasu poszła dalej. Naciśnij Graj… pod najnowszą wiadomością.
pick-unfinished = Wybierz całą akcję, zanim naciśniesz Zagraj.
pick-played = Opublikowano na kanale.
pick-more = Więcej… (jeszcze { $count })

## Błędy notacji (które słowo i czego oczekiwano)

parse-empty = nie podano akcji
parse-unexpected = „{ $found }” nie jest tu zrozumiałe: oczekiwano: { $expected }
parse-missing = „{ $after }” jest niepełne: dalej oczekiwano: { $expected }
parse-extra = nieoczekiwane „{ $found }” po pełnej akcji „{ $after }”
play-hidden = `{ $action }` może zależeć od tego, co odsłoni `{ $revealing }`, a tego jeszcze nie widać: zagraj najpierw do `{ $revealing }`, potem resztę.

## Stan gry

status-invited = Czekamy, aż { $name } przyjmie zaproszenie.
status-clock = Zegar: { $note }.
status-question-expires = Pytanie o Płatny Rozkaz do gracza { $name } wygasa za { $left }.
status-question-expired = Pytanie o Płatny Rozkaz do gracza { $name } wygasło: drugi gracz może grać dalej.

## Wcześniejszy koniec gry

resign-not-started = Gra się nie zaczęła; aby wycofać zaproszenie, użyj /gra przerwij.
resign-confirm = Poddać tę grę? { $seats ->
    [2] Wygrywa przeciwnik.
   *[other] Opuszczasz ją i zajmujesz ostatnie miejsce; pozostali grają dalej.
}
damaged-cleared = Uszkodzona gra została usunięta: na tym kanale można zacząć nową.
abort-proposed = { $name } proponuje przerwanie tej gry. { $others }: zgoda? (Muszą się zgodzić wszyscy, którzy jeszcze grają.)
aborted = Gra została przerwana. Na tym kanale można zacząć nową.

## Czekanie: ustawienia, zegar, wygasłe pytania, przypomnienia

settings-game = Ustawienia tej gry: przypomnienie po { $remind } (najwyżej { $max } na jedno czekanie), { $clock ->
    [none] bez zegara
   *[other] zegar { $clock } na ruch
}; Płatny Rozkaz bez odpowiedzi wygasa po { $expiry }.
settings-mine = Ty: przypomnienia { $muted ->
    [yes] wyciszone
   *[no] włączone
}.
settings-standing-paid = Twoje Płatne Rozkazy: { $answer ->
    [decline] zawsze odrzucaj, bez pytania
   *[ask] pytaj mnie
}.
settings-how = Zmień je poleceniem /gra ustawienia przypomnij_po:<12h…> wycisz:<true|false> płatne:<pytaj|odrzucaj> sabotaż:<pytaj|płać|odmawiaj>.
claim-no-clock = Ta gra nie ma zegara: nie ma czego żądać.
claim-not-started = Gra się nie zaczęła: żaden zegar nie biegnie.
claim-question = { $name } odpowiada na Płatny Rozkaz: zegar nie biegnie podczas pytania.
claim-nobody = Nikt nie musi teraz wykonać ruchu.
claim-yourself = To twój ruch: nie możesz żądać przeciw sobie.
claim-too-early = { $name } ma jeszcze { $left } na zegarze.
claimed = Zegar gracza { $late } się skończył, a { $claimer } tego żąda.
continue-no-question = Nie ma pytania o Płatny Rozkaz do pominięcia.
continue-yours = To pytanie do ciebie: odpowiedz przyciskiem Zapłać… albo Odrzuć.
continue-too-early = { $name } ma jeszcze { $left } na odpowiedź na Płatny Rozkaz.
continued = { $name } nie odpowiada na Płatny Rozkaz w ciągu { $expiry }: { $other } gra dalej bez odpowiedzi.
notice-clock = Zegar gracza { $late } ({ $clock }) się skończył. { $others } może tego zażądać przyciskiem lub poleceniem /gra żądaj (wtedy { $late } opuszcza grę){ $default ->
    [yes] , grać dalej z ruchem domyślnym gracza { $late } (Graj dalej lub /gra kontynuuj)
   *[no] {""}
} albo dalej czekać.
notice-expired = { $name } nie odpowiada na Płatny Rozkaz od { $waited }. { $other }, możesz grać dalej bez odpowiedzi: to odmowa.
notice-invited = { $name } zaprasza cię do gry w { $game }: przyjmij albo odrzuć.
notice-reminder = Przypomnienie ({ $count } z { $max }): gra czeka na ciebie od { $waited }. { $what }
muted = Przypomnienia wyciszone dla ciebie w tej grze. Włącz je z powrotem poleceniem /gra ustawienia wycisz:false.
unmuted = Przypomnienia znów są włączone dla ciebie w tej grze.
games-invited = **masz zaproszenie**: przyjmij albo odrzuć (od { $waited })
games-waiting-accept = czekamy, aż { $names } przyjmie zaproszenie (od { $waited })
games-your-move = **twój ruch** (od { $waited })
games-their-move = ruch gracza { $names } (od { $waited })
games-row = { $channel } · { $game } z { $others } · { $state }
games-none = Nie masz tu trwających gier. Rozpocznij grę poleceniem /gra nowa.
games-list = Twoje trwające gry: { $count } (czeka na ciebie: { $waiting }).

## Zapis gry: historia, eksport, import, powtórka

nothing-played = Jeszcze nic nie zagrano.
history-pages = Historia ma { $pages ->
    [one] 1 stronę
    [few] { $pages } strony
   *[many] { $pages } stron
}: wybierz od 1 do { $pages }.
history = Historia tej { $finished ->
    [yes] zakończonej gry
   *[no] gry
}: akcje { $from }–{ $to } z { $total } (strona { $page } z { $pages }).
export = { $over ->
    [yes] Zapis tej gry w { $game } ({ $actions ->
    [one] 1 akcja
    [few] { $actions } akcje
   *[many] { $actions } akcji
}). Odtwórz go poleceniem `keystone replay`.
   *[no] Zapis tej gry w { $game } do tej pory ({ $actions ->
    [one] 1 akcja
    [few] { $actions } akcje
   *[many] { $actions } akcji
}): to, co widzieli wszyscy gracze, bez ziarna, które zostanie podane po zakończeniu gry. Wznów grę gdzie indziej poleceniem /gra import.
}
import-unreadable = Zapisu nie da się odczytać: { $reason }.
import-unknown-game = To zapis gry „{ $game }”, w którą Keystone nie gra.
import-seats = Zapis ma { $seats } miejsc; ten import obsadza { $invited }: ciebie i wskazanych przeciwników, po jednym na miejsce.
import-line-refused = Wiersz { $line } zapisu jest odrzucony: { $reason }.
import-refused = Zapis jest odrzucony: { $reason }.
import-over = Gra z tego zapisu jest zakończona: nie ma czego kontynuować. Odtwórz ją poleceniem `keystone replay`.
import-too-large = Plik jest za duży jak na zapis gry ({ $size } KB; najwyżej { $limit } KB).
import-not-text = Plik nie jest tekstem: załącz plik .txt, który zapisuje /gra eksport.
import-invitation = { $host } zaprasza { $opponent } do wznowienia gry w { $game } z zapisu (zagrane akcje: { $actions }; { $seats }). To, co wciąż ukryte, jest losowane od nowa. Dalej: { $next } { $opponent }, przyjmujesz?
replay-animation = Cała gra, tura po turze: { $frames } klatek{ $every ->
    [1] {""}
   *[other] {" "}(co { $every }. tura, by była krótka i zmieściła się w limicie Discorda)
}.
replay-busy = Właśnie rysują się inne animacje całych gier: spróbuj ponownie za minutę. Pojedyncza tura (`turn:`) pokaże się od razu.
replay-nothing = Jeszcze nic nie zagrano: nie ma tury do pokazania.
replay-turns = Ta gra ma na razie { $turns } tur: wybierz od 1 do { $turns }.
replay-turn = Tura { $turn } z { $turns }: plansza na początku tury gracza { $name }{ $turn ->
    [1] {""}
   *[other] , poprzednia tura podświetlona
}.

## Statystyki

stats-none = { $name } nie ukończył(a) tu jeszcze żadnej gry.
stats = **{ $name }** · ranking { $rating } (nr { $rank } z { $players }) · rozegrane { $played } · wygrane { $won } · przegrane { $lost } · remisy { $drawn } · średni wynik { $average } · ulubiony Obszar: { $favourite ->
    [yellow] żółty
    [blue] niebieski
    [red] czerwony
    [green] zielony
    [none] jeszcze brak
   *[other] { $favourite }
}
leaderboard-empty = Na tym serwerze nie ukończono jeszcze żadnej gry: ranking zaczyna się od pierwszej.
leaderboard = Ranking: { $players ->
    [one] 1 gracz
    [few] { $players } graczy
   *[many] { $players } graczy
}, { $games ->
    [one] 1 ukończona gra
    [few] { $games } ukończone gry
   *[many] { $games } ukończonych gier
} (Elo, od 1000).
leaderboard-row = { $rank }. { $name } — { $rating } (rozegrane { $played }: wygrane { $won }, przegrane { $lost }, remisy { $drawn })

## Przyciski ($kind: co robi przycisk)

confirm-ask = { $why } Potwierdź, żeby mimo to ją zagrać, albo wpisz ją jeszcze raz; każdy inny ruch, czyjkolwiek, ją anuluje.
confirm-nothing = Nie ma czego potwierdzać: zagraj swoją linię jeszcze raz.
button = { $kind ->
    [accept] Przyjmij
    [refuse] Odrzuć
    [pay] Zapłać…
    [paychoice] Zapłać 1 Monetę
    [decline] Odrzuć
    [resign] Tak, poddaję się
    [abort] Zgadzam się przerwać
    [mute] Wycisz przypomnienia
    [continue] Graj dalej
    [claim] Żądaj za czas
    [older] ◀ Starsze
    [tent] Mój namiot
    [play] Graj…
    [pick] Wybierz
    [pickback] ◀ Wstecz
    [pickclear] Wyczyść
    [pickplay] Zagraj ▶
    [board] Otwórz planszę
    [confirm] Potwierdź
   *[newer] Nowsze ▶
}

## Pomoc

help = **Keystone**: gry planszowe we własnym tempie, na tym kanale.
    `/gra nowa gra [przeciwnik] [przeciwnik2] [przeciwnik3] [pierwszy] [wątek] [tryb]` zaproś kogoś (przyjmuje przyciskiem lub `/gra akceptuj`): Basilica we dwoje, Cardinal i Les Grands Bâtisseurs od dwóch do czterech osób, Babylon od jednej do czterech (bez przeciwnika: gra w pojedynkę, `tryb` normalny albo trudny)
    `/graj akcja` zagraj jedną lub kilka akcji w notacji, np. `V2 c3; B` (lista podpowiada dozwolone); samo `/graj` albo przycisk Graj… pozwala wybrać ruch z menu
    `/zapłać opcja` · `/odrzuć` odpowiedz na Płatny Rozkaz (albo użyj przycisków)
    `/gra plansza [prywatnie]` · `/gra stan` · `/gra historia [strona]` jak wygląda gra · `/gra ręka` twoja ręka i sakiewka, tylko dla ciebie · `/gra arkusz [gracz]` arkusz Babylonu w dużym rozmiarze
    `/gra eksport` · `/gra import plik przeciwnik [przeciwnik2] [przeciwnik3]` · `/gra powtórka [tura]` zapis gry, wznowienie z zapisu, plansza w dowolnej turze (lub GIF)
    `/statystyki [gracz]` · `/ranking` wyniki i rankingi tego serwera
    `/gra poddaj` · `/gra przerwij` zakończ grę (przerwanie: zgadzają się wszyscy, którzy jeszcze grają, albo moderator; poddanie gry na trzy lub cztery osoby to jej opuszczenie, a pozostali grają dalej)
    `/gry` twoje trwające gry tutaj, najpierw te, które czekają na ciebie
    `/gra ustawienia [przypomnij_po] [wycisz] [płatne]` przypomnienia i odpowiedź na Płatne Rozkazy: pytaj albo odrzucaj
    `/gra żądaj` gdy skończył się zegar gracza, opuszcza on grę (we dwoje wygrywasz) · `/gra kontynuuj` graj dalej po wygasłym Płatnym Rozkazie
    `/gra zasady [gra] [temat]` zasady w skrócie, z numerami reguł: gry na tym kanale albo podanej

## keystone local (terminal; jego polecenia zostają po angielsku)

complete-group-same = { $label } ({ $count ->
    [one] { $count } wybór
    [few] { $count } wybory
   *[other] { $count } wyborów
})
complete-group = { $count ->
    [one] { $count } wybór
    [few] { $count } wybory
   *[other] { $count } wyborów
}
moves-nothing = Teraz nie ma czego zagrać.
moves-none = Żaden ruch nie zaczyna się od „{ $typed }”. { $known ->
    [no] Ruchy zaczynają się od: { $words }.
   *[other] Te, które zaczynają się od „{ $start }”, ciągną się dalej: { $words }.
}
moves-grouped = Ruchy: { $count }, w grupach: { $groups }:
moves-group = {"  "}{ $start } … — { $count ->
    [one] 1 ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
}
moves-narrow = Wpisz więcej, żeby je zawęzić, np. `ruchy { $example }`.
local-help = Polecenia (angielskie, play, moves…, też działają):
    {"  "}zagraj <akcje>   zagraj za tego, kto ma ruch, np. zagraj { $example }  (kilka rozdzielonych ;)
    {"  "}ruchy [początek] dozwolone akcje tego, kto ma ruch (te, które tak się zaczynają)
    {"  "}plansza          zapisz obraz planszy i pokaż jego ścieżkę
    {"  "}stan             stan gry
    {"  "}ręka             ręka i sakiewka osoby, która ma ruch (gry z tajemnicami)
    {"  "}historia [strona] dotychczasowe akcje, po 15 na stronę (ostatnia, jeśli nie podano numeru)
    {"  "}eksport          zapisz zapis gry do pliku
    {"  "}zasady [temat]   zasady w skrócie
    {"  "}poddaj           ten, kto ma ruch, poddaje się (po tak; nie anuluje)
    {"  "}nowa             porzuć tę grę (po tak; nie anuluje) i zacznij tę, o którą proszą opcje
    {"  "}pomoc            ta lista
    {"  "}wyjdź            zakończ; gra zostaje zapisana na następny raz
    W terminalu Tab uzupełnia polecenie albo ruch (dwa razy: wypisuje je), a ↑ ↓ przywołują wcześniejsze wiersze.
local-resuming = Wznawiamy grę zapisaną w { $place }.
local-unreadable = Zapisanej gry nie da się odczytać ({ $reason }). Usuń { $place }, aby zacząć od nowa.
local-web = Plansza jest pod adresem { $link } (otwórz go w przeglądarce na tym komputerze; Ctrl+C kończy).
local-hint = Wpisz pomoc, aby zobaczyć polecenia.
local-over = Gra zakończona. Wpisz nowa, aby zagrać kolejną, albo wyjdź.
local-unknown = Nieznane polecenie „{ $command }”. Wpisz pomoc, aby zobaczyć polecenia.
local-new-game = Nowa gra: { $game }.
local-nobody = Nikt nie ma ruchu: gra jest zakończona.
local-board = Plansza: { $path }
local-tent = Namiot: { $path }
local-hand-of = Tylko dla: { $name } (pozostali odwracają wzrok):
local-moves-of = Ruchy gracza { $name } (wszyscy piszą: { $all }):
local-sheets = Arkusze: { $path }
local-conflict = Zapisana gra to { $stored } z graczami { $stored_names }; opcje proszą o { $game } z graczami { $names }. Gramy dalej zapisaną grę: wpisz nowa, aby ją porzucić i zacząć tę, o którą prosisz.
local-new-confirm = To porzuca trwającą grę (nikt nie wygrywa). Wpisz tak, aby potwierdzić.
local-confirm-no = Anulowano: nic się nie zmieniło.
local-history-page = historia przyjmuje numer strony: historia 1 to pierwsza strona, sama historia — ostatnia.
local-nothing-to-confirm = Nie ma czego potwierdzać.
local-confirm-yes = Wpisz tak, żeby mimo to ją zagrać.
local-resign-confirm = Wpisz tak, aby potwierdzić.
local-replay-stopped = Nie udało się zagrać linii { $line } zapisu: { $why }
local-keystone-seats = Keystone ({ $level }) gra { $count ->
    [one] na miejscu
   *[other] na miejscach
} { $seats }.
local-keystone-in-place = Keystone zajmuje miejsce gracza { $name }: aby wybrać które, nazwij to miejsce Keystone w --names.
# The terminal's commands, in the order of the English file's.
local-commands = zagraj ruchy plansza stan ręka historia eksport zasady poddaj nowa pomoc wyjdź tak nie
local-not-text = Ten wiersz nie jest tekstem UTF-8: wpisz go jeszcze raz.
local-no-game = Nie trwa żadna gra: wpisz nowa, aby zacząć.
local-exported = Zapis: { $path }
local-abandoned = Trwająca gra została porzucona.

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
rules-no-topic = Nie ma tematu „{ $topic }”. Tematy: { $topics }.
rules-pick = Zasady jednej gry, temat po temacie: `/gra zasady gra:<gra> temat:<temat>`.
basilica-rules-turn = W każdej turze wykonujesz dokładnie 3 akcje (B11), w dowolnym zestawieniu: dołożenie Elementu Katedry (V), wystawienie Budowniczego na właśnie dołożonym Elemencie (B, B18), wykonanie Rozkazu (O). Podliczenie punktów od razu kończy turę (B13).
basilica-rules-vault = V: weź jeden z 3 Elementów Katedry i dołóż go w kolumnach a–e, obok Elementu, Rusztowania lub (rząd 1) planszy (B14). Jokery nigdy nie stykają się z innymi Jokerami (B15). Korona przesuwa Króla o jedno pole (B16). Wzięcie Elementu Vi odwraca żeton rozkazu nad nim, Oi, na miejsce Vi, a Oi uzupełnia się ze stosu: rozkaz widoczny w Oi to następny Element w tym miejscu (B26). Jeśli żadnego Elementu nie da się dołożyć, wymienia się je (B17).
basilica-rules-builder = B: zaraz po dołożeniu Elementu Katedry wystaw na nim Budowniczego z rezerwy (B18). Budowniczowie stoją tylko na Elementach, jeden na Elemencie (B22). Masz 5 Budowniczych i 4 żetony Awansu (B4).
basilica-rules-orders = O: weź jeden z 3 Rozkazów i wykonaj go w całości (B19–B21): Awans (żeton pod twoim Budowniczym: Architekt, Mistrz kamieniarzy lub Siłacz), Ruch (twój Budowniczy na sąsiedni wolny Element), Zaciąg (Budowniczy z rezerwy na dowolny wolny Element), Zamęt (odeślij jednego ze swoich do rezerwy, potem przesuń jednego z jego na sąsiedni wolny Element), Witraż (+2 dla Obszaru, pod twoim Budowniczym), Rusztowania (dwa żetony blokujące pola do następnego podliczenia), Katastrofa (odrzuć Element bez Budowniczego).
basilica-rules-paid = Awans, Zaciąg i Zamęt mają Monetę: gdy zagrasz jeden z nich, przeciwnik może zapłacić ci 1 Monetę, by od razu też działać (B23–B25): awansować swojego na inny Awans, wystawić Budowniczego obok jednego ze swoich albo samemu wybrać ruch swojego Budowniczego zamiast ciebie. Jest pytany tylko, gdy ma Monetę i dozwoloną opcję.
basilica-rules-scoring = Gdy Król dochodzi do 10, 20 i 30, punktuje każdy Obszar z Budowniczym (B29–B30). Obszar to spójna grupa Elementów jednego koloru z co najmniej jednym Elementem jednobarwnym; Joker liczy się w Obszarach obu swoich kolorów (B29). Silniejszy gracz (Mistrz kamieniarzy = 2) dostaje punkty za Elementy Obszaru, podwojone przez Architekta, +2 za każdy Witraż; drugi dostaje 1 za Budowniczego. Przy równej sile wygrywa samotny Siłacz, inaczej nikt nie punktuje. Potem rzędy 1–2 opuszczają katedrę, a reszta się zsuwa (B31).
basilica-rules-end = Gra kończy się po trzecim podliczeniu albo gdy stos skończy się po raz drugi, końcowym podliczeniem (B28, B32). Wygrywa wyższy wynik; równy wynik to remis.
basilica-rules-notation = V2 c3 · B · O1 awans c3 architekt · O3 ruch c3 c4 · O2 zaciąg d5 · O1 zamęt c3 b2 b3 · O2 witraż c3 · O1 rusztowania a4 b5 · O3 katastrofa e2 · zapłać awans b2 kamieniarz · zapłać zaciąg b3 · zapłać zamęt b2 a2 · odmów (po angielsku też). Kilka akcji łącz znakiem `;`.

## Polecenia: `command-<ścieżka>` to opis, `…-name` nazwa (małe litery, bez
## spacji), `…-<wybór>` nazwa wyboru.

command-game = Gry planszowe na tym kanale: rozpocznij, obejrzyj i prowadź grę.
command-game-name = gra
command-game-new = Zaproś kogoś do nowej gry na tym kanale (lub w nowym wątku).
command-game-new-name = nowa
command-game-new-game = Która gra
command-game-new-game-name = gra
command-game-new-opponent = Z kim grać (z nikim: gra w pojedynkę, jeśli gra ją ma)
command-game-new-opponent-name = przeciwnik
command-game-new-first = Kto zaczyna (domyślnie losowo)
command-game-new-first-name = pierwszy
command-game-new-first-me = ja
command-game-new-first-opponent = przeciwnik
command-game-new-first-random = losowo
command-game-new-thread = Otwórz wątek dla gry, by na tym kanale mogło toczyć się kilka gier
command-game-new-thread-name = wątek
command-game-new-clock = Zegar na ruch, np. 3d: po jego upływie pozostali mogą tego zażądać
command-game-new-clock-name = zegar
command-game-new-level = Jak mocno gra Keystone, gdy zapraszasz samego Keystone
command-game-new-level-name = poziom
command-game-new-level-easy = łatwy
command-game-new-level-normal = normalny
command-game-new-level-hard = trudny
command-game-new-opponent2 = Trzecia osoba, w grach na trzy lub cztery osoby
command-game-new-opponent2-name = przeciwnik2
command-game-new-opponent3 = Czwarta osoba, w grach na cztery osoby
command-game-new-opponent3-name = przeciwnik3
command-game-accept = Przyjmij zaproszenie do gry na tym kanale.
command-game-accept-name = akceptuj
command-game-decline = Odrzuć zaproszenie do gry na tym kanale.
command-game-decline-name = odrzuć
command-game-new-mode = Gra w pojedynkę: normalny albo trudny
command-game-new-mode-name = tryb
command-game-new-mode-normal = normalny
command-game-new-mode-hard = trudny
command-game-sheet = Pokaż duży arkusz gracza (Babylon).
command-game-sheet-name = arkusz
command-game-sheet-player = Czyj arkusz (domyślnie twój)
command-game-sheet-player-name = gracz
command-game-board = Pokaż planszę gry na tym kanale.
command-game-board-name = plansza
command-game-board-private = Pokaż tylko tobie
command-game-board-private-name = prywatnie
command-game-web = Link do gry na tym kanale na klikalnej planszy, tylko dla ciebie.
command-game-web-name = web
command-game-status = Stan gry na tym kanale: czyj ruch, wyniki, rezerwy.
command-game-status-name = stan
command-game-history = Akcje gry na tym kanale (lub ostatniej), w notacji i słowami.
command-game-history-name = historia
command-game-history-page = Która strona (domyślnie ostatnia)
command-game-history-page-name = strona
command-game-export = Gra z tego kanału (lub ostatnia) jako plik zapisu gry.
command-game-export-name = eksport
command-game-import = Wznów tu grę z pliku zapisu: zajmujesz miejsce 1, przeciwnicy kolejne miejsca.
command-game-import-name = import
command-game-import-file = Zapis gry (.txt, taki jak zapisuje /gra eksport)
command-game-import-file-name = plik
command-game-import-opponent = Kto gra na miejscu 2
command-game-import-opponent-name = przeciwnik
command-game-import-opponent2 = Kto gra na miejscu 3, w grach na trzy lub cztery osoby
command-game-import-opponent2-name = przeciwnik2
command-game-import-opponent3 = Kto gra na miejscu 4, w grach na cztery osoby
command-game-import-opponent3-name = przeciwnik3
command-game-replay = Powtórka gry z tego kanału: plansza w danej turze albo cała gra jako animacja.
command-game-replay-name = powtórka
command-game-replay-turn = Tura do pokazania (bez niej cała gra jako GIF)
command-game-replay-turn-name = tura
command-game-resign = Poddaj grę na tym kanale (zostaniesz poproszony o potwierdzenie).
command-game-resign-name = poddaj
command-game-abort = Przerwij grę na tym kanale: muszą się zgodzić wszyscy grający albo moderator.
command-game-abort-name = przerwij
command-game-settings = Zobacz lub zmień przypomnienia tej gry i swoją odpowiedź na Płatne Rozkazy.
command-game-settings-name = ustawienia
command-game-settings-remind-after = Przypomnij graczowi o ruchu po takim czasie, np. 12h (cała gra)
command-game-settings-remind-after-name = przypomnij_po
command-game-settings-mute = Wycisz (true) lub przywróć (false) swoje przypomnienia
command-game-settings-mute-name = wycisz
command-game-settings-paid = Płatne Rozkazy: pytaj cię za każdym razem albo od razu odrzucaj
command-game-settings-paid-name = płatne
command-game-settings-paid-ask = pytaj
command-game-settings-paid-decline = odrzucaj
command-game-claim = Zażądaj za czas: zegar gracza na ruchu się skończył, więc gracz opuszcza grę.
command-game-claim-name = żądaj
command-game-continue = Graj dalej bez odpowiedzi przeciwnika na wygasły Płatny Rozkaz.
command-game-continue-name = kontynuuj
command-game-rules = Zasady w skrócie, z numerami reguł: gry na tym kanale albo tej, którą podasz.
command-game-rules-name = zasady
command-game-rules-game = Która gra (domyślnie ta na tym kanale)
command-game-rules-game-name = gra
command-game-rules-topic = Temat (lista pojawia się bez tematu)
command-game-rules-topic-name = temat
command-games = Twoje trwające gry na tym serwerze, najpierw te, które czekają na ciebie.
command-games-name = gry
command-play = Zagraj jedną lub kilka akcji rozdzielonych ; (wszystkie albo żadna) albo wybierz je z menu.
command-play-name = graj
command-play-action = Akcje w notacji, np. V2 c3; B (brak: wybór z menu)
command-play-action-name = akcja
command-pay = Zapłać 1 Monetę, aby wykonać Płatny Rozkaz, który właśnie zagrał przeciwnik.
command-pay-name = zapłać
command-pay-option = Co zrobić za Monetę
command-pay-option-name = opcja
command-decline = Odrzuć Płatny Rozkaz, który właśnie zagrał przeciwnik.
command-decline-name = odrzuć
command-stats = Statystyki gracza na tym serwerze: gry, wygrane, średni wynik, ranking.
command-stats-name = statystyki
command-stats-user = Czyje (domyślnie twoje)
command-stats-user-name = gracz
command-leaderboard = Najlepsi gracze tego serwera według rankingu.
command-leaderboard-name = ranking
command-help = Jak grać z Keystone.
command-help-name = pomoc

## Kilka osób

invite-twice = Zaproś każdą osobę tylko raz.
game-seats = Liczba graczy w { $game }: { $allowed }, a nie { $given }.
invitation-partly-accepted = { $name } przyjmuje zaproszenie. Czekamy na: { $waiting }.
list-and = { $first } i { $last }
first-no-such-seat = Nie ma miejsca { $seat }, od którego można zacząć.

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

## Tables of one to four
basilica-told-left = { $name } opuszcza grę. { $result }
cardinal-left = { $name } opuszcza grę; pozostali grają dalej, a to miejsce jest pomijane.
game-left-ends = { $name } opuszcza grę.
game-over-left = Wszyscy pozostali opuścili grę: koniec gry, wygrywa { $name }.
cardinal-refusal-pawn-set-aside = pionki wspólnego koloru ({ $colour }) są odłożone: nikt ich nie bierze
refused-left = { $name } nie gra już w tej partii
seat-left = { $name } (poza grą)
did = { $name }: { $what }.
score-explained = { $name } { $total }: { $items }
score-item = { $item } { $points } ({ $rule })
score-nothing = { $name }: 0, nic nie zdobyto
score-tie-break = { $first ->
    [yes] Remis przy { $points }: rozstrzyga { $item }
   *[no] Nadal remis: dalej { $item }
}{ $fewer ->
    [yes] {" "}(mniej wygrywa)
   *[no] {""}
}: { $values } ({ $rule }).
stale-game = Ten przycisk należy do wcześniejszej gry na tym kanale: niczego już nie zmienia.
leave-typed = Opuszczenia gry się nie wpisuje: użyj polecenia /gra poddaj.
leave-typed-local = Odejścia się nie wpisuje: aby opuścić grę, wpisz poddaj (potem tak).
you-left = Nie grasz już w tej partii.
open-games-yours = Masz już { $limit } otwartych zaproszeń lub gier na tym serwerze: najpierw zakończ, odrzuć albo przerwij którąś z nich.
open-games-theirs = { $name } ma już { $limit } otwartych zaproszeń lub gier na tym serwerze.
abort-agreed = { $name } zgadza się na przerwanie. Czekamy jeszcze na: { $others }.
abort-already-agreed = Twoja zgoda na przerwanie tej gry jest już zapisana.
abort-no-proposal = Nikt teraz nie proponuje przerwania tej gry: zaproponuj je poleceniem /gra przerwij.
import-seat-was = { $name } za { $was }
import-download-slow = Pobieranie pliku zapisu trwało zbyt długo: spróbuj ponownie.
cardinal-board-footer-left = poza grą

tent-not-playing = Nie grasz w tej grze: nie ma tu nic twojego.
tent-nothing-hidden = W tej grze nic nie jest ukryte: wszystko widać na planszy.
command-game-hand = Twoja ręka i sakiewka w grze na tym kanale, widoczne tylko dla ciebie.
command-game-hand-name = ręka
standing-set = Twoja stała odpowiedź jest zapisana: Keystone odpowie za ciebie, gdy gra zapyta, i nikt inny się o tym nie dowie.
command-game-settings-sabotage = Sabotaż twoich budynków (Les Grands Bâtisseurs): pytaj albo od razu płać lub odmawiaj
command-game-settings-sabotage-name = sabotaż
command-game-settings-sabotage-ask = pytaj
command-game-settings-sabotage-pay = płać
command-game-settings-sabotage-refuse = odmawiaj
settings-standing-sabotage = Twoje sabotowane budynki: { $answer ->
    [pay] płacisz, żeby je zachować, bez pytania (G22)
    [refuse] pozwalasz je zburzyć, bez pytania (G22)
   *[ask] pytaj mnie
}.
continued-default = Czas na ruch gracza { $name } minął i { $other } gra dalej: Keystone wykonuje za gracza { $name } ruch domyślny, `{ $line }` ({ $rule }).

## Replay animations
animation-turn = Tura { $turn } z { $turns }
animation-end = Po turze { $turns }: stan gry

## Plansza w przeglądarce
web-play = Zagraj
web-back = Wstecz
web-clear = Wyczyść
web-confirm = Potwierdź
web-your-turn = Twój ruch.
web-waiting = To nie twój ruch: plansza odświeży się sama, gdy ktoś zagra.
web-spectator = Oglądasz: tylko gracze wykonują ruchy.
web-choices = Wybierz
web-chosen = Twój ruch do tej pory
web-nothing-left = Nie ma już nic do wyboru: naciśnij Zagraj.
web-typed = Albo wpisz ruch
web-typed-play = Zagraj to, co wpisane
web-step-down = Mniej
web-step-up = Więcej
web-buttons = Kolejne słowa ruchu
web-catch-up = Od twojego ostatniego ruchu
web-history = Historia
web-rules = Zasady w skrócie
web-seat = Widok gracza
web-language = Język
web-over = Gra się zakończyła.
web-board-alt = Plansza gry { $game }
web-stale = Gra poszła dalej: plansza pokazuje teraz jej obecny stan.
web-link-forged = Ten link do planszy jest nieważny. Poproś o nowy przez /game web.
web-link-expired = Ten link do planszy wygasł. Poproś o nowy przez /game web.
web-link-missing = Otwórz planszę linkiem, który daje /game web.
web-rate = Za dużo żądań naraz: odczekaj chwilę i spróbuj ponownie.
web-apology = Coś poszło nie tak po naszej stronie; zapisano to w dzienniku. Spróbuj za chwilę.
web-bad-request = Plansza wysłała coś, czego nie powinna: odśwież stronę.
web-offline = Ponowne łączenie…
web-not-set-up = Klikalna plansza nie jest skonfigurowana w tym bocie (ustawienie `web.public_url`). /play działa jak zawsze.
web-link = Twoja plansza do gry na tym kanale, tylko dla ciebie (nie udostępniaj jej): { $link }
    Otwiera twoje miejsce na { $lasts }; potem poproś o nowy.
web-played = Zagrano: zobacz kanał.
web-language-name = Polski
web-activity-off = Plansza nie jest skonfigurowana jako Aktywność Discorda w tym bocie (ustawienie `web.client_secret`). /game web daje zamiast tego link.
web-activity-code = Discord nie potwierdził, kim jesteś (logowanie odrzucono lub jest nieaktualne): zamknij Aktywność i otwórz ją ponownie.
web-activity-instance = Discord nie zna tej Aktywności tutaj: zamknij ją i otwórz ponownie z kanału.
web-activity-not-in = Nie jesteś w tej Aktywności: otwórz ją sam z kanału.
web-activity-discord = Discord nie odpowiedział: spróbuj za chwilę.
web-activity-connecting = Łączenie z Discordem…
web-activity-outside = Ta strona otwiera się w Discordzie jako Aktywność: naciśnij Otwórz planszę pod wiadomością gry. Poza Discordem /game web daje link do twojej planszy.
web-activity-games = W tym kanale nie ma gry. Twoje trwające gry na tym serwerze, najpierw te, które czekają na ciebie:
web-activity-none = W tym kanale nie ma gry i nie masz trwających gier na tym serwerze. Zacznij jedną przez /game new.
web-activity-list = Twoje gry
web-full = Plansza jest teraz zajęta: spróbuj ponownie za kilka sekund.
web-too-large = To żądanie jest większe niż jakiekolwiek, które wysyła plansza: odśwież stronę.
web-too-slow = To żądanie dotarło zbyt wolno: sprawdź połączenie i spróbuj ponownie.
web-lang-twice = Adres podaje język więcej niż raz: zostaw jedno `lang=`.
web-bad-layout = Plansza poprosiła o obrazy ułożone inaczej niż `layout=wide` lub `layout=narrow` albo dla ekranu o liczbie `pixels` spoza 1–4: odśwież stronę.
web-bad-has = Plansza podała, że ma już obrazy, których klucze (`has=`) nie są takie, jakie daje plansza: odśwież stronę.
web-not-found = Pod tym adresem nic nie ma: otwórz planszę linkiem, który daje /game web.
web-link-missing-local = Otwórz planszę pod adresem, który keystone local --web wypisał w terminalu.
web-link-stale-local = Ten adres planszy nie jest z tej sesji: otwórz ten, który keystone local --web wypisał w terminalu.
web-not-found-local = Pod tym adresem nic nie ma: otwórz planszę pod adresem, który keystone local --web wypisał w terminalu.
web-method = Ten adres nie przyjmuje takiego żądania: odśwież stronę.
web-played-later = Zagrano. Discord nie przyjął jeszcze wiadomości: Keystone opublikuje ją na kanale, gdy tylko Discord odpowie.
web-link-spectator = Plansza gry na tym kanale, tylko dla ciebie (nie udostępniaj jej): { $link }
    Nie grasz w tej grze: pokazuje to, co widzi każdy widz, przez { $lasts }; potem poproś o nowy.
command-launch = Otwórz planszę gry na tym kanale albo swoje gry tutaj
command-launch-name = uruchom

## Tematy zasad w skrócie, tak jak przyjmuje je /game rules (angielskie
## też są zawsze rozumiane).
topic-turn = tura
topic-vault = element
topic-builder = budowniczy
topic-orders = rozkazy
topic-paid = płatne
topic-scoring = punktacja
topic-end = koniec
topic-notation = notacja
topic-laws = prawa
topic-pawns = pionki
topic-cardinal = kardynał
topic-players = gracze
topic-round = runda
topic-draft = wybór
topic-write = zapis
topic-tower = wieża
topic-solo = solo
topic-auction = aukcja
topic-build = budowa
topic-sabotage = sabotaż
topic-cards = karty
topic-points = punkty
