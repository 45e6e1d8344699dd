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
error-thread-not-here = Keystone nie może tu otworzyć wątku: może tylko odpowiadać ci w tej rozmowie. Zacznij grę bez `wątek`.
error-external-apps-off = Ten serwer pozwala aplikacjom, które zainstalowałeś, odpowiadać tylko tobie (Używanie zewnętrznych aplikacji jest wyłączone), więc nikt inny nie zobaczyłby gry. Poproś moderatora o dodanie Keystone do serwera albo grajcie na czacie grupowym.
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
answered-by-keystone = { $name } (zagrał Keystone)
clock-left = { $name }: na zegarze zostało { $left }
away-note = { $name } jest nieobecny do { $until }, zegar stoi
clock-ran-out = zegar gracza { $name } się skończył
no-question-for-you = Nie ma pytania, na które musisz odpowiedzieć.
nothing-chosen = Nic nie wybrano.

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
played-for = Keystone gra za { $name }:
stood-in = Zegar gracza { $late } się skończył i { $by } oddał jego miejsce Keystone, który gra za { $late }, dopóki ten nie wróci (/gra powrót albo przycisk).
took-back = { $name } odbiera swoje miejsce od Keystone.
take-back-not-stood-in = Keystone nie gra za ciebie w tej grze.
claimed = Zegar gracza { $late } się skończył, a { $claimer } tego żąda.
continue-nothing = Nie ma czego pominąć: nikomu nie skończył się czas na odpowiedź ani na ruch.
continue-yours = Stół czeka na ciebie: odpowiedz albo wykonaj ruch sam.
continue-too-early = { $name } ma jeszcze { $left } na odpowiedź albo ruch.
notice-away = { $name } jest nieobecny do { $until }: jego zegar stoi, nikt nie może go żądać i nie dostaje przypomnień.
notice-back = { $name } wrócił: jego zegar znów biegnie.
claim-away = { $name } jest nieobecny do { $until }: jego zegar stoi i nikt nie może go żądać ani grać dalej bez niego.
notice-stand-in = Albo Keystone gra za { $late }, dopóki nie wróci (przycisk albo /gra żądaj keystone:True).
notice-clock = Zegar gracza { $late } ({ $clock }) się skończył. { $others } może tego zażądać przyciskiem lub poleceniem /gra żądaj (wtedy { $late } opuszcza grę){ $default ->
    [yes] , grać dalej z ruchem domyślnym gracza { $late } (Graj dalej lub /gra kontynuuj)
   *[no] {""}
} albo dalej czekać.
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
    [resign] Tak, poddaję się
    [abort] Zgadzam się przerwać
    [mute] Wycisz przypomnienia
    [continue] Graj dalej
    [claim] Żądaj za czas
    [standin] Keystone gra za niego
    [takeback] Odbierz moje miejsce
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

answers-only = Tutaj Keystone może tylko odpowiadać: nie wysyła w tej rozmowie przypomnień ani powiadomień o zegarze, a jego własne ruchy pojawiają się, gdy któreś z was coś zrobi. `/gry` pokazuje, czyja jest kolej, gdziekolwiek gracie.
answers-more = Keystone ma jeszcze ruchy do zagrania: pojawią się, gdy któreś z was coś tu zrobi (wystarczy `/gra plansza`).
help = **Keystone**: gry planszowe we własnym tempie, na tym kanale.
    `/gra nowa gra [przeciwnik] [przeciwnik2] [przeciwnik3] [pierwszy] [wątek] [tryb]` zaproś kogoś (przyjmuje przyciskiem lub `/gra akceptuj`): Basilica we dwoje, Cardinal i Les Grands Bâtisseurs od dwóch do czterech osób, Babylon od jednej do czterech (bez przeciwnika: gra w pojedynkę, `tryb` normalny albo trudny)
    `/graj akcja` zagraj jedną lub kilka akcji w notacji, np. `V2 c3; B` (lista podpowiada dozwolone); samo `/graj` albo przycisk Graj… pozwala wybrać ruch z menu
    `/zapłać opcja` · `/odrzuć` odpowiedz na Płatny Rozkaz (albo użyj przycisków)
    `/gra plansza [prywatnie]` · `/gra stan` · `/gra historia [strona]` jak wygląda gra · `/gra ręka` twoja ręka i sakiewka, tylko dla ciebie · `/gra arkusz [gracz]` arkusz Babylonu w dużym rozmiarze
    `/gra eksport` · `/gra import plik przeciwnik [przeciwnik2] [przeciwnik3]` · `/gra powtórka [tura]` zapis gry, wznowienie z zapisu, plansza w dowolnej turze (lub GIF)
    `/statystyki [gracz]` · `/ranking` wyniki i rankingi tego serwera
    `/ustawienia kolory` obrazy dla daltonistów albo ze wzorami · `/gra plansza opisz:True` pozycja słowami · `/ustawienia cisza` godziny bez wzmianek · `/nieobecny 5d` · `/powrót` urlop, zegary stoją
    `/gra poddaj` · `/gra przerwij` zakończ grę (przerwanie: zgadzają się wszyscy, którzy jeszcze grają, albo moderator; poddanie gry na trzy lub cztery osoby to jej opuszczenie, a pozostali grają dalej)
    `/gry` twoje trwające gry wszędzie, najpierw te, które czekają na ciebie
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
    {"  "}opisz            cała pozycja słowami (dla czytnika ekranu)
    {"  "}kolory [ustawienie] kolory obrazów dla każdego gracza tutaj: standardowe, czerwono-zielone, niebiesko-żółte albo wzory
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
local-colours = Kolory: { $choices }. Wpisz kolory i jedno z nich, np. kolory czerwono-zielone.
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
local-commands = zagraj ruchy plansza opisz kolory stan ręka historia eksport zasady poddaj nowa pomoc wyjdź tak nie
local-not-text = Ten wiersz nie jest tekstem UTF-8: wpisz go jeszcze raz.
local-no-game = Nie trwa żadna gra: wpisz nowa, aby zacząć.
local-exported = Zapis: { $path }
local-abandoned = Trwająca gra została porzucona.

## Zasady w skrócie

rules-no-topic = Nie ma tematu „{ $topic }”. Tematy: { $topics }.
rules-pick = Zasady jednej gry, temat po temacie: `/gra zasady gra:<gra> temat:<temat>`.

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
command-game-board-describe = Zamiast obrazu cała pozycja słowami (dla czytnika ekranu)
command-game-board-describe-name = opisz
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
command-game-claim-keystone = Zamiast tego Keystone gra za niego, dopóki nie wróci
command-game-claim-keystone-name = keystone
command-game-back = Odbierz swoje miejsce od Keystone, który grał za ciebie pod twoją nieobecność.
command-game-back-name = powrót
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
command-games = Twoje trwające gry na każdym serwerze i w każdej rozmowie, najpierw te, które czekają na ciebie.
command-games-name = gry
command-play = Zagraj jedną lub kilka akcji rozdzielonych ; (wszystkie albo żadna) albo wybierz je z menu.
command-play-name = graj
command-play-action = Akcje w notacji, np. V2 c3; B (brak: wybór z menu)
command-play-action-name = akcja
command-stats = Statystyki gracza na tym serwerze: gry, wygrane, średni wynik, ranking.
command-stats-name = statystyki
command-stats-user = Czyje (domyślnie twoje)
command-stats-user-name = gracz
command-leaderboard = Najlepsi gracze tego serwera według rankingu.
command-leaderboard-name = ranking
command-settings = Twoje własne ustawienia, dla każdej gry i serwera.
command-settings-name = ustawienia
command-settings-quiet = Godziny bez wzmianek, w twojej strefie czasowej: przypomnienia czekają do ich końca.
command-settings-quiet-name = cisza
command-settings-quiet-hours = Od i do, na przykład 22:00-08:00 (albo off)
command-settings-quiet-hours-name = godziny
command-settings-quiet-zone = Twoja strefa czasowa, na przykład Europe/Warsaw
command-settings-quiet-zone-name = strefa
command-settings-away = Twoje dni nieobecności w tym roku; czy brać je za ciebie, gdy skończy się zegar.
command-settings-away-name = nieobecność
command-settings-away-auto = Bierz za mnie dzień nieobecności, gdy mój zegar miałby się skończyć
command-settings-away-auto-name = auto
command-away = Wyjedź na jakiś czas (5d, 36h): twoje zegary stoją i nikt nie może żądać twojego miejsca.
command-away-name = nieobecny
command-away-time = Jak długo, na przykład 5d albo 36h
command-away-time-name = czas
command-back = Wracasz przed końcem nieobecności: twoje zegary znów biegną.
command-back-name = powrót
command-settings-dm = Twoje tury także w wiadomości prywatnej, z przyciskiem otwierającym planszę.
command-settings-dm-name = pw
command-settings-dm-on = True, by je dostawać, False, by przestać
command-settings-dm-on-name = włącz
command-settings-colours = Kolory twoich obrazów: dla daltonizmu czerwono-zielonego lub niebiesko-żółtego albo wzory.
command-settings-colours-name = kolory
command-settings-colours-setting = Jak widzisz kolory
command-settings-colours-setting-name = ustawienie
command-settings-colours-setting-standard = standardowe
command-settings-colours-setting-red-green = czerwono-zielone
command-settings-colours-setting-blue-yellow = niebiesko-żółte
command-settings-colours-setting-patterns = wzory
command-help = Jak grać z Keystone.
command-help-name = pomoc

## Kilka osób

invite-twice = Zaproś każdą osobę tylko raz.
game-seats = Liczba graczy w { $game }: { $allowed }, a nie { $given }.
invitation-partly-accepted = { $name } przyjmuje zaproszenie. Czekamy na: { $waiting }.
list-and = { $first } i { $last }
first-no-such-seat = Nie ma miejsca { $seat }, od którego można zacząć.

## Tables of one to four
game-left-ends = { $name } opuszcza grę.
game-over-left = Wszyscy pozostali opuścili grę: koniec gry, wygrywa { $name }.
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
web-zoom-in = Powiększ
web-zoom-out = Pomniejsz
web-pictures = Plansza
web-described = Pozycja słowami
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
topic-end = koniec
topic-notation = notacja

## Co pokazuje obraz, dla tych, którzy go nie widzą (opis załącznika)
describe-board = Plansza gry { $game }.
describe-position = { $game }: cała pozycja słowami.
describe-sheets = Arkusze graczy w grze { $game }.
describe-tent = To, co widzi tylko { $name } w grze { $game }.
describe-replay-turn = Plansza gry { $game } na początku tury { $turn } z { $turns }.
describe-animation = Cała partia gry { $game } jako animacja: { $frames ->
    [one] 1 klatka
    [few] { $frames } klatki
   *[many] { $frames } klatek
}, { $every ->
    [one] jedna na turę
    [few] jedna na { $every } tury
   *[many] jedna na { $every } tur
}.
describe-record = Zapis tej partii gry { $game } jako tekst.

## A player's colours (/settings colours)

colours-name = { $colours ->
    [red-green] Daltonizm czerwono-zielony
    [blue-yellow] Daltonizm niebiesko-żółty
    [patterns] Wzory na każdym kolorze
   *[standard] Standardowe kolory
}
colours-set = { $colours ->
    [red-green] Twoje obrazy mają teraz kolory dla daltonizmu czerwono-zielonego (protanopia, deuteranopia), w każdej grze i na każdym serwerze.
    [blue-yellow] Twoje obrazy mają teraz kolory dla daltonizmu niebiesko-żółtego (tritanopia), w każdej grze i na każdym serwerze.
    [patterns] Twoje obrazy mają teraz wzór na każdym kolorze, w każdej grze i na każdym serwerze.
   *[standard] Twoje obrazy mają teraz standardowe kolory, w każdej grze i na każdym serwerze.
} Plansza, którą widzi cały stół, ma kolory wybrane przez graczy (wzory, gdy wybrali różne); to, co widzisz tylko ty, ma twoje.

## Holidays and quiet hours
away-taken = Jesteś nieobecny do { $until }: twoje zegary stoją we wszystkich grach, nikt nie może żądać twojego miejsca i nie dostajesz przypomnień. Zostało ci { $left } dni nieobecności w tym roku (z { $allowance }). /powrót kończy ją wcześniej.
away-off = Dni nieobecności są wyłączone w tym bocie.
away-not-a-duration = `{ $text }` to nie czas nieobecności: zapisz go jako 5d albo 36h (co najmniej 1h, najwyżej { $most } dni).
away-too-long = Zostało ci { $left } dni nieobecności w tym roku (z { $allowance }): { $asked } to więcej.
back-done = Witaj z powrotem: twoje zegary znów biegną. Zostało ci { $left } dni nieobecności w tym roku (z { $allowance }).
back-not-away = Nie jesteś nieobecny.
auto-away-on = Gdy twój zegar miałby się skończyć, bierzemy za ciebie dzień nieobecności (póki jakieś ci zostały).
auto-away-off = Dni nieobecności nie są już brane za ciebie, gdy skończy się twój zegar: inni mogą go żądać.
quiet-set = Godziny ciszy: od { $from } do { $until }, czasu { $zone }. Przypomnienia czekają do ich końca; wiadomości o turze nadal przychodzą, bez wzmianki.
quiet-off = Godziny ciszy wyłączone: możesz dostać wzmiankę o każdej porze.
quiet-not-hours = `{ $text }` to nie godziny ciszy: zapisz je jako 22:00-08:00 (albo off).
quiet-no-zone = `{ $text }` to nie strefa czasowa: zapisz ją tak, jak nazywa ją IANA, na przykład Europe/Warsaw albo America/New_York.
quiet-zone-needed = Godziny ciszy wymagają twojej strefy czasowej, na przykład Europe/Warsaw.
presence-days = Dni nieobecności: { $taken } wzięte w tym roku, zostało { $left } (z { $allowance }). { $auto ->
    [yes] Brane za ciebie, gdy twój zegar miałby się skończyć.
   *[no] Nigdy nie brane za ciebie.
}
presence-away = Nieobecny od { $from } do { $until }.
presence-quiet = Godziny ciszy: { $from }–{ $until }, czasu { $zone }.
status-away = { $name } jest nieobecny od { $from } do { $until }.
status-away-days = Pozostałe dni nieobecności w tym roku (z { $allowance }): { $left }.
direct-turn = Twoja kolej w { $game }: { $place }
direct-on = Twoje tury dotrą też do ciebie w wiadomości prywatnej, z przyciskiem otwierającym planszę.
direct-off = Koniec wiadomości prywatnych o twoich turach.
direct-refused = { $user }, Discord odrzucił moją wiadomość prywatną do ciebie (twoje ustawienia prywatności albo zablokowany Keystone): twoje tury są ogłaszane tylko tutaj. Zezwól na wiadomości prywatne od członków tego serwera albo wyłącz je przez /ustawienia pw włącz:False.
button-open-board = Otwórz planszę
