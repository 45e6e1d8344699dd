# Cardinal (rules C1–C16).

## Cardinal

cardinal-colour = { $colour ->
    [red] rouge
    [yellow] jaune
    [green] vert
   *[blue] bleu
}
cardinal-shape = { $shape ->
    [house] maison
    [tower] tour
   *[place] place
}
cardinal-building = { $shape ->
    [house] maison
    [tower] tour
   *[place] place
} { $colour ->
    [red] rouge
    [yellow] jaune
    [green] verte
   *[blue] bleue
}
cardinal-colour-letter = { $colour ->
    [red] R
    [yellow] J
    [green] V
   *[blue] B
}
cardinal-label-build = { $building } en { $cells }
cardinal-label-cardinal = cardinal en { $cell }
cardinal-label-pawn = un pion { $colour }
cardinal-label-worth = score { $changes }
cardinal-built = { $name } construit une { $building } en { $cells }.
cardinal-pawns = Pions pris : { $pawns } (C10).
cardinal-missed = La réserve n'a plus de pions : { $pawns } (C10).
cardinal-first-pawn = { $name } prend un pion { $colour } pour le premier bâtiment (C10).
cardinal-cardinal-moved = { $first ->
    [yes] { $name } pose le cardinal en { $cell } (C11).
   *[no] { $name } déplace le cardinal en { $cell } (C11).
}
cardinal-passed = { $name } passe : { $why ->
    [none-left] plus aucun bâtiment
   *[nowhere] nulle part où construire
} (C9).
cardinal-over = Plus personne ne peut construire : la partie est finie (C12).
cardinal-result-won = { $name } gagne{ $tiebreak ->
    [yes] {" "}au départage, avec plus de côtés contre la cathédrale (C14)
   *[no] {""}
} : { $scores }.
cardinal-result-draw = Égalité entre { $names } : { $scores } (C14).
cardinal-score-item = { $item ->
    [pawns] pions { $colour ->
        [red] rouges
        [yellow] jaunes
        [green] verts
       *[blue] bleus
    } pris
    [supply] pions { $colour ->
        [red] rouges
        [yellow] jaunes
        [green] verts
       *[blue] bleus
    } restés dans la réserve
   *[double] { $colour ->
        [red] rouges
        [yellow] jaunes
        [green] verts
       *[blue] bleus
    } comptés deux fois
}
cardinal-tie-break = les côtés de ses bâtiments contre la cathédrale
cardinal-prompt-first = { $name } construit le premier bâtiment, pose le cardinal et prend un pion de la couleur de son choix : par ex. `{ $example }`.
cardinal-prompt-turn = À { $name } de construire : ni { $shape }, ni { $colour } (lois 6–7).
cardinal-status-seat = { $name } ({ $colours }) : { $total ->
    [one] { $total } point
   *[other] { $total } points
}, { $left ->
    [one] { $left } bâtiment
   *[other] { $left } bâtiments
} en main, pions { $pawns }.
cardinal-status-supply = Réserve : { $pawns }.
cardinal-refusal-over = la partie est finie : plus personne ne peut construire
cardinal-refusal-not-yours = le { $colour } n'est pas une de vos couleurs
cardinal-refusal-which-colour = précisez la couleur : { $first } ou { $second }
cardinal-refusal-none-left = il ne reste plus de { $building } à construire
cardinal-refusal-place-cells = une place couvre deux cases qui se touchent par un côté
cardinal-refusal-taken = { $cell } est déjà construite
cardinal-refusal-not-next-to-town = un bâtiment doit toucher la cathédrale ou un autre bâtiment
cardinal-refusal-law-1 = loi 1 : le cardinal est en { $cell }
cardinal-refusal-law-2 = loi 2 : une tour doit toucher une maison par un côté
cardinal-refusal-law-3 = loi 3 : une place doit toucher une maison par un côté
cardinal-refusal-law-4 = loi 4 : il toucherait la { $shape } en { $cell }
cardinal-refusal-law-5 = loi 5 : il toucherait le bâtiment { $colour } en { $cell }
cardinal-refusal-law-6 = loi 6 : le dernier bâtiment était déjà une { $shape }
cardinal-refusal-law-7 = loi 7 : le dernier bâtiment était déjà { $colour }
cardinal-refusal-cardinal-required = le premier joueur pose le cardinal après avoir construit : ajoutez `; cardinal x,y`
cardinal-refusal-cardinal-zone = le cardinal va sur une case libre à côté de la ville, pas en { $cell }
cardinal-refusal-cardinal-there = le cardinal est déjà en { $cell }
cardinal-refusal-pawn-required = le premier bâtiment rapporte un pion au choix : ajoutez `; pion couleur`
cardinal-refusal-pawn-not-first = seul le premier bâtiment de la partie rapporte un pion au choix
cardinal-refusal-pawn-supply = il ne reste aucun pion { $colour } dans la réserve
cardinal-board-to-build = À { $name } de construire
cardinal-board-won = Partie finie : { $name } gagne · { $scores }
cardinal-board-draw = Partie finie : égalité entre { $names } · { $scores }
cardinal-board-not-next = Interdit ensuite
cardinal-board-doubled = les pions { $colour ->
    [red] rouges
    [yellow] jaunes
    [green] verts
   *[blue] bleus
} comptent double (C13)
cardinal-board-received = +{ $count } { $colour ->
    [red] rouges
    [yellow] jaunes
    [green] verts
   *[blue] bleus
} de la réserve (C13)
cardinal-board-contacts = { $count ->
    [one] 1 côté contre la cathédrale (C14)
   *[other] { $count } côtés contre la cathédrale (C14)
}
cardinal-board-supply = Réserve
cardinal-board-shared = Commune
cardinal-board-total = Total
cardinal-board-footer-to-build = ▶ construit
cardinal-board-footer-winner = ★ gagnant
cardinal-rules = Cardinal : bâtissez un bourg autour de la cathédrale en respectant les sept lois du cardinal, et récoltez les pions des couleurs que vous touchez. Sujets : { $topics }.
cardinal-rules-turn = À chaque tour, construisez un de vos bâtiments (maisons et tours couvrent une case, places deux) contre la cathédrale ou un bâtiment (C7) ; construire est obligatoire quand c'est possible. Qui ne peut pas construire passe : Keystone le fait pour lui (C9).
cardinal-rules-laws = Les sept lois (C8) : 1 jamais sur le cardinal ; 2 une tour touche une maison ; 3 une place touche une maison ; 4 pas deux bâtiments de même forme côte à côte ; 5 pas deux de même couleur côte à côte ; 6 jamais la même forme que le dernier bâtiment ; 7 jamais la même couleur que le dernier bâtiment. La tour de la cathédrale est une tour, sa nef une maison.
cardinal-rules-pawns = Pour chaque côté de votre nouveau bâtiment qui touche un bâtiment, prenez un pion de la couleur de celui-ci, tant que la réserve en a (12 par couleur, C4, C10). La cathédrale ne rapporte rien. Le premier bâtiment de la partie rapporte à la place un pion au choix.
cardinal-rules-cardinal = Le premier joueur pose le cardinal sur une case libre à côté de la ville après avoir construit ; ensuite, qui construit peut le déplacer sur une telle case (C11). Personne ne construit dessous (loi 1).
cardinal-rules-end = La partie finit quand plus personne ne peut construire (C12). Chacun reçoit les pions de ses couleurs restés dans la réserve, puis compte ses pions, une couleur comptant double, la meilleure (C13). En cas d'égalité, gagne qui a le plus de côtés contre la cathédrale, sinon c'est un match nul (C14).
cardinal-rules-players = À quatre : une couleur chacun. À trois : une couleur chacun et le bleu commun à tous ; ses pions sont mis de côté, et le bleu ne peut suivre le bleu (C16). À deux : deux couleurs chacun, rouge et vert contre jaune et bleu (C15).
cardinal-rules-notation = rouge maison -1,0 · jaune tour 2,0 · vert place 1,1 2,1 (l’anglais est compris aussi) · ajoutez `; cardinal x,y` pour déplacer le cardinal, et au premier tour `; pion couleur`. Les cases sont x,y autour de la tour de la cathédrale en 0,0 (sa nef en 1,0). La couleur peut être omise quand une seule convient.
expected-cardinal-action = un bâtiment ([couleur] maison, tour ou place), cardinal ou pion
expected-cardinal-shape = une forme : maison, tour ou place
expected-cardinal-cell = une case comme 2,0 ou -1,3
expected-cardinal-colour = une couleur : rouge, jaune, vert ou bleu
expected-cardinal-building-first = un bâtiment : cardinal et pion suivent leur bâtiment, une fois chacun

cardinal-left = { $name } quitte la partie ; les autres continuent, et ce siège passe son tour.
cardinal-refusal-pawn-set-aside = les pions partagés ({ $colour }) sont mis de côté : personne ne les prend
cardinal-board-footer-left = a quitté la partie

## Les mots de la notation, tels qu'un joueur peut les taper et les voit
## (les parties enregistrées gardent l'anglais). Un mot = une suite de
## lettres ; `.forms` donne d'autres formes acceptées. La casse et les
## accents ne comptent pas à la saisie.

notation-cardinal-red = rouge
notation-cardinal-yellow = jaune
notation-cardinal-green = vert
    .forms = verte
notation-cardinal-blue = bleu
    .forms = bleue
notation-cardinal-house = maison
notation-cardinal-tower = tour
notation-cardinal-place = place
notation-cardinal-cardinal = cardinal
notation-cardinal-pawn = pion

## Ses sujets des règles en bref, comme /game rules les prend.

topic-laws = lois
topic-pawns = pions
topic-cardinal = cardinal
topic-players = joueurs

## The town in words (/game board describe)

cardinal-place-cathedral = La cathédrale : sa tour en { $tower }, sa nef en { $nave }.
cardinal-place-building = Une { $building } en { $cells }.
cardinal-place-cardinal = Le cardinal est en { $cell }.
cardinal-place-no-cardinal = Le cardinal n’est pas encore sur le plateau.
cardinal-place-zones = Zones de construction : { $zones }.
