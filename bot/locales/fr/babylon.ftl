# Babylon (règles Y1–Y46). Icônes, sections, bonus et verbes arrivent sous
# leur mot de notation.

babylon-icon = { $icon ->
    [art] œuvre d'art
    [mosaic] mosaïque
    [palm] palmier
   *[lion] lion
}
babylon-resource = { $resource ->
    [wood] bois
   *[wheat] blé
}
babylon-section = { $section ->
    [pottery] poterie
    [mosaic] mosaïque
    [palm] palmier
    [gold] or
    [lion] lion
    [worker] maître ouvrier
    [ship] navire
    [stone] pierre
   *[river] rivière (étang)
}
babylon-bonus = { $bonus ->
    [gold] un or
    [stone] une pierre
    [wood] un bois
    [wheat] un blé
    [art] une œuvre d'art encerclée
    [mosaic] une mosaïque encerclée
    [palm] un palmier encerclé
    [lion] un lion encerclé
    [amphora] une amphore
    [cart] un chariot de fleurs
    [garden] un palmier du jardin
    [wall] une case du mur de mosaïque
    [pencil] un crayon gratuit
    [shape3] une forme de 3 cases
    [dice] des dés virtuels { $dice }
   *[river] une action rivière (la case étang)
}
babylon-card = carte forme { $card } : { $shape } (tuiles { $a } et { $b })
babylon-board-dice = bleus { $blue } ; verts { $green }

babylon-deed = { $verb ->
    [art] encercler l'œuvre d'art en { $cell }
    [amphora] encercler une amphore
    [vase] remplir une rangée de grande amphore
    [mosaic] encercler la mosaïque en { $cell }
    [wall] rayer une case du mur
    [statue] bâtir la statue, en encerclant les lions en { $cell }
    [palm] encercler le palmier en { $cell }
    [garden] encercler un palmier du jardin
    [house] bâtir la maison de jardinage
    [gold] encercler un or
    [lion] encercler le lion en { $cell }
    [mason] maçonnerie en { $cell }
    [mine] bâtir la mine de pierre
    [worker] envoyer le maître ouvrier sur la case jardin
    [pencil] dessiner { $icon } en { $cell }
    [tent] bâtir la tente
    [ship] envoyer le navire sur la case lac
    [cart] encercler un chariot de fleurs
    [boat] bâtir le bateau
    [stone] encercler une pierre
   *[river] encercler { $resource } sur la rivière
}
babylon-pay-die = {" "}avec un { $value }
babylon-pay-resource = {" "}en payant un { $resource }
babylon-label-dice = {" "}· dés restants { $dice }
babylon-label-worth = {" "}· { $changes }
babylon-label-spaces = {" "}· { $spaces }
babylon-label-pond = par l'étang : { $action }
babylon-label-penalty = { $accept ->
    [yes] accepter la carte pénalité : sa section est fermée ce tour
   *[no] ignorer la carte pénalité : sa valeur est retirée de votre score, dès maintenant (Y37, Y40)
}
babylon-label-tile = poser la tuile { $tile } sur { $cells }
babylon-label-bonus = bonus : { $choice }
babylon-label-skip = renoncer au bonus
babylon-label-take = prendre un bleu { $value }
babylon-label-take-green = prendre un dé vert (lancé en le prenant)
babylon-label-convert-wood = changer un bois en { $metal }
babylon-label-convert-wheat = mettre un blé dans la boîte à blé
babylon-label-draw = dessiner la forme du tour en { $cells }
babylon-label-undo = reprendre votre dernière action
babylon-label-done = fini d'écrire ce tour
babylon-choice-circle = encercler { $icon } en { $cell }
babylon-choice-wall = une case du mur, rangée { $row }
babylon-choice-pencil = dessiner { $icon } en { $cell }
babylon-choice-shape3 = une forme de 3 cases en { $cells }
babylon-choice-river = { $resource } sur la rivière

babylon-revealed = Tour { $round } sur { $rounds } : { $card }.
babylon-revealed-penalty = Carte pénalité { $card } : { $section }, valeur { $value } (accepter : la section ferme ce tour ; ignorer : { $value } en moins sur le score).
babylon-penalty-answered = { $accepted ->
    [yes] { $name } accepte la carte pénalité : la section { $section } et les dés de { $value } sont fermés ce tour.
   *[no] { $name } ignore la carte pénalité : elle reste à côté de la feuille, { $value } en moins sur le score (Y37).
}
babylon-gained = { $name } gagne { $bonus }.
babylon-pending = { $name } peut prendre { $bonus } : `bonus …` ou `sauter`.
babylon-lapsed = Le bonus de { $name } est perdu ({ $bonus }).
babylon-rolled = { $name } lance un vert : { $value }.
babylon-write-opened = Tout le monde écrit maintenant, en même temps : jouez toute votre écriture en une ligne ou en plusieurs, et terminez par `fini`.
babylon-did-tile = { $name } pose la tuile { $tile } sur { $cells }.
babylon-did-bonus = { $name } prend le bonus : { $choice }.
babylon-did-skip = { $name } renonce au bonus.
babylon-did-take = { $name } prend un bleu { $value }.
babylon-did-take-green = { $name } prend un dé vert.
babylon-did-draw = { $name } dessine la forme du tour en { $cells }.
babylon-did-undo = { $name } reprend sa dernière action.
babylon-did-write = { $name } écrit : { $action }.
babylon-wrote = { $name } : { $before } → { $after ->
    [one] { $after } point
   *[other] { $after } points
}, dés restants { $dice }.
babylon-done = { $name } a fini d'écrire ({ $score ->
    [one] { $score } point
   *[other] { $score } points
}).
babylon-round-ended = Le tour { $round } est fini.
babylon-left = { $name } quitte la partie : sa feuille reste telle quelle (Y45).
babylon-over = La partie est finie.
babylon-result = { $count ->
    [one] { $names } gagne
   *[other] { $names } se partagent la victoire
} : { $scores }.
babylon-result-solo = { $name } marque { $total } : { $reached ->
    [yes] l'objectif de { $goal } est atteint, c'est gagné !
   *[no] l'objectif de { $goal } n'est pas atteint.
}
babylon-item = { $item ->
    [river] navire de la rivière
    [stored-wheat] blé gardé
    [wheat-box] boîte à blé
    [pottery] poterie
    [big-amphorae] grandes amphores
    [wall] mur de mosaïque
    [garden] jardin
    [carts] chariots de fleurs
    [mine] mine
    [icons] icônes
    [height] hauteur
    [foundation] fondations
    [stability] stabilité
    [door] porte
    [big-windows] grandes fenêtres
    [small-windows] petites fenêtres
    [gold] or
    [stone] pierre
   *[penalties] cartes pénalité
}
babylon-tie-break = { $item ->
    [gold] l’or non dépensé
   *[holes] les trous
}

babylon-prompt-penalty = { $name } : carte pénalité { $card } ({ $section }, valeur { $value }) : `pénalité accepter` ou `pénalité ignorer` (Y36).
babylon-prompt-place = { $name } pose la tuile du tour, { $card } : `tuile <n><a|b> <cases du plateau>` (Y19).
babylon-prompt-bonus = { $name } peut prendre { $bonus } : `bonus …` ou `sauter` (Y20).
babylon-prompt-draft = { $name } prend un dé : `prendre <valeur>` ou `prendre vert` (Y21). Sur le plateau : { $dice }.
babylon-prompt-write = Tout le monde écrit (Y22) : on attend { $names }. Jouez votre écriture en une ligne ou plusieurs, terminée par `fini`.
babylon-prompt-write-solo = { $name } écrit (Y22) avec les dés { $dice }, et termine par `fini`.
babylon-status-round = Tour { $round } sur { $rounds }, { $card }. Dés sur le plateau : { $dice }.
babylon-status-seat = { $name } : { $score ->
    [one] { $score } point
   *[other] { $score } points
} pour l'instant, dés restants { $dice }{ $state ->
    [done] , a fini d'écrire
    [writing] , écrit
    [left] , a quitté la partie
   *[none] {""}
}.
babylon-status-solo = En solo, { $mode ->
    [hard] difficile
   *[normal] normal
} : l'objectif est { $goal }. Cartes pénalité ignorées : { $kept }.
babylon-board-writing = Tout le monde écrit : on attend { $names }
babylon-board-to-play = À { $name } ({ $step ->
    [penalty] la carte pénalité
    [place] la tuile
    [papyrus] le papyrus
    [pond-space] la case étang
    [draft] la prise de dés
   *[write] l'écriture
})

babylon-refusal = { $why ->
    [over] la partie est finie
    [no-bonus] aucun bonus n'attend
    [no-green] il ne reste aucun dé vert
    [after-draw] la forme du tour est votre dernière action : seulement `annuler` ou `fini`
    [pond-river] la rivière se joue `rivière bois|blé avec <valeur>`, sans étang
    [pond-covered] l'étang est couvert
    [pond-used] vous avez utilisé l'étang ce tour
    [resource-pencil] seul le crayon se paie en bois ou en blé
    [vase-soon] une grande amphore vient une fois toutes les amphores encerclées
    [mason-cells] la maçonnerie dessine une case, ou deux cases voisines
    [shape3-cells] une forme de 3 cases, ce sont trois cases reliées
    [drawn] vous avez déjà dessiné la forme du tour
   *[nothing-to-undo] rien à reprendre ce tour
}
babylon-refusal-done = vous avez fini d'écrire ce tour ; la table attend { $names }
babylon-refusal-not-now = c'est le moment { $step ->
    [penalty] de la carte pénalité : `pénalité accepter` ou `pénalité ignorer`
    [place] de poser la tuile : `tuile <n><a|b> <cases du plateau>`
    [papyrus] du papyrus : `bonus …` ou `sauter`
    [pond-space] de la case étang : `bonus …` ou `sauter`
    [draft] de prendre les dés : `prendre <valeur>` ou `prendre vert`
    [write] d'écrire : une action de section, `convertir`, `dessiner`, `annuler` ou `fini`
   *[over] de la fin : la partie est finie
}
babylon-refusal-wrong-shape = la tuile { $tile } n'a pas la forme { $shape } de la carte
babylon-refusal-footprint = { $mirror ->
    [yes] c'est l'image en miroir de la tuile { $tile }
   *[no] ces cases du plateau ne sont pas la tuile { $tile }
}
babylon-refusal-other-bonus = le bonus qui attend est { $bonus }
babylon-refusal-bonus-pending = prenez ou laissez d'abord { $bonus } (`bonus …`, `sauter`, `annuler` ou `fini`)
babylon-refusal-no-blue = il ne reste aucun bleu { $value }
babylon-refusal-penalty-value = la pénalité acceptée interdit les dés de { $value }
babylon-refusal-covered = l'icône { $section } est couverte : passez par l'étang (`étang …`)
babylon-refusal-closed = la pénalité ferme la section { $section } ce tour
babylon-refusal-pond-not-needed = la section { $section } est ouverte : écrivez-la sans `étang`
babylon-refusal-die-required = `{ $verb }` demande un dé : `avec <valeur>`
babylon-refusal-no-die = `{ $verb }` ne prend pas de dé
babylon-refusal-wrong-value = `{ $verb }` prend un dé de { $allowed }, pas { $value }
babylon-refusal-no-such-die = vous n'avez aucun dé de { $value } non utilisé
babylon-refusal-no-resource = vous n'avez pas de { $resource } pour payer
babylon-refusal-not-printed = aucun { $icon } n'est imprimé en { $cell }
babylon-refusal-circled = { $cell } est déjà encerclé
babylon-refusal-full = plus rien à marquer : { $what }
babylon-refusal-built = { $building ->
    [statue] la statue
    [house] la maison de jardinage
    [mine] la mine de pierre
    [tent] la tente
   *[boat] le bateau
} est déjà bâti(e)
babylon-refusal-afford = cela coûte { $cost }
babylon-refusal-statue = la statue encercle { $count ->
    [one] { $count } lion imprimé non encerclé
   *[other] { $count } lions imprimés non encerclés
} : nommez-les
babylon-refusal-outside = { $cell } est au-dessus de la tour
babylon-refusal-filled = { $cell } est déjà dans une forme dessinée
babylon-refusal-pencil-outside = { $cell } n'est pas dans une forme dessinée
babylon-refusal-pencil-icon = { $cell } porte déjà une icône
babylon-refusal-pencil-opening = { $cell } est une case de porte ou de fenêtre
babylon-refusal-pencil-alone = { $cell } ne touche aucun { $icon }
babylon-refusal-pawn = votre { $pawn ->
    [worker] maître ouvrier
   *[ship] navire
} est déjà placé ce tour
babylon-refusal-draw = { $mirror ->
    [yes] c'est l'image en miroir du { $shape } face { $side }
   *[no] ces cases ne sont pas le { $shape } face { $side }
}

babylon-word = { $key ->
    [round] Tour
    [card] Forme
    [removed] Écartées
    [penalty] Pénalité
    [accepted] acceptée
    [ignored] ignorée
    [undecided] à choisir
    [goal] Objectif
    [normal] normal
    [hard] difficile
    [kept] Ignorées
    [first] premier joueur
    [done] fini
    [writing] écrit
    [left] a quitté
    [points] points
    [green] vert
    [tile] Tuile
    [papyrus] Papyrus
    [pond-space] Étang
    [garden-space] Jardin
    [lake] Lac
    [closed] fermé
    [river] Rivière
    [ship] navire
    [pottery] Poterie
    [wall] Mur de mosaïque
    [garden] Jardin
    [carts] Chariots de fleurs
    [gold] Or
    [stone] Pierre
    [buildings] Bâtiments
    [wheat-box] Boîte à blé
    [loose] en main
    [holes] trous
    [statue] statue
    [house] maison
    [mine] mine
    [tent] tente
    [boat] bateau
    [board-ship] navire
    [board-worker] ouvrier
    [board-lion] lion
    [board-stone] pierre
    [board-pond] rivière
    [board-gold] or
    [board-art] poterie
    [board-mosaic] mosaïque
    [wood] bois
    [wheat] blé
    [bonus-gold] or
    [bonus-stone] pierre
    [bonus-wood] bois
    [bonus-wheat] blé
    [bonus-art] art
    [bonus-mosaic] mosaïque
    [bonus-palm] palmier
    [bonus-lion] lion
    [bonus-amphora] amphore
    [bonus-cart] chariot
    [bonus-garden] jardin
    [bonus-wall] mur
    [bonus-pencil] crayon
    [bonus-shape3] forme 3
    [bonus-dice] dés
    [bonus-river] Rivière
   *[board-palm] palmier
}

babylon-rules = Babylon : prenez des dés sur le plateau d'actions et écrivez-les sur votre feuille, tous en même temps, pour bâtir la plus belle tour en 12 tours ; en solo, atteignez 120. Sujets : { $topics }.
babylon-rules-points = Points à la fin, pour chaque feuille (Y33) :
    bateau du fleuve (les { $river_icons } icônes du fleuve entourées) { $river } · blé stocké { $wheat } chacun · case de blé { $wheat_box } par blé · poterie (les { $amphorae } amphores) { $pottery } · chaque grande amphore aux { $amphora_rows } rangées remplies { $big_amphora } · mur de mosaïque coché { $wall } · maison du jardinier { $house }, et avec elle chaque palmier entouré du jardin { $garden_palm } · charrettes de fleurs, colonne 1 / 2 / 3 complète : { $carts } · mine de pierre { $mine }.
    Tour : chaque icône imprimée entourée sur une case remplie, et chaque icône dessinée : œuvre d’art { $art }, mosaïque { $mosaic }, palmier { $palm }, lion { $lion } · hauteur { $height } par case de la plus haute colonne depuis la rangée 1 · fondations (aucun trou aux rangées 1–{ $foundation_rows }) { $foundation } · chaque rangée sans trou { $stability } · porte ({ $door_cells }) remplie { $door } · grandes fenêtres ({ $big_window_cells }) { $big_windows } · petites fenêtres ({ $small_window_cells }) { $small_windows }.
    Or non dépensé { $gold } chacun, pierre { $stone } chacune. En solo, chaque carte pénalité ignorée retire { $penalty } × sa valeur, et { $goal } ou plus gagne (Y40).
babylon-rules-topic = { $topic ->
    [round] Un tour (Y17–Y23) : la carte forme est révélée (en solo, une carte pénalité aussi, acceptée ou ignorée, Y36) ; le premier joueur pose la tuile de cette forme sur le plateau, couvrant trois à cinq sections, et prend son papyrus et sa case étang (Y19, Y20) ; chacun prend des dés un par un (Y21) ; puis tout le monde écrit en même temps (Y22). Le jeton premier joueur passe.
    [draft] La prise de dés (Y21) : en commençant par le joueur après le premier joueur, le premier joueur en dernier, chacun prend un dé à son tour, quatre fois : un dé bleu d'une valeur restant sur le plateau, ou un vert (3–4 joueurs), lancé en le prenant. En solo : quatre prises.
    [write] L'écriture (Y22–Y32) : dépensez chaque dé sur une action d'une section ouverte (une couverte seulement par l'étang, une fois par tour), convertissez bois et blé, placez maître ouvrier et navire sur les cases jardin et lac de la tuile, et dessinez la forme du tour dans votre tour en dernier. Tout le monde écrit en même temps, en une ligne ou plusieurs ; `annuler` reprend une action jusqu'à `fini`.
    [tower] La tour (Y30–Y33) : les formes tournent mais ne se retournent jamais ; les icônes encerclées dans des formes dessinées marquent, un crayon dessine une icône à côté d'une du même type ; la hauteur, des fondations sans trou, les rangées complètes, la porte et les fenêtres marquent aussi. Tous les chiffres : le sujet points.
    [solo] En solo (Y35–Y40) : normal joue 12 tours, difficile 10 avec 4 cartes forme écartées. À chaque tour une carte pénalité : acceptez-la (sa section et les dés de sa valeur fermés ce tour) ou ignorez-la (elle reste à côté de votre feuille et sa valeur est ôtée de votre score, Y37, Y40). 120 ou plus gagne.
   *[notation] `tuile 7a navire ouvrier lion pierre` · `bonus palmier d6` · `sauter` · `prendre 5` · `prendre vert` · `or avec 6` · `crayon palmier c3 avec 2` · `crayon palmier c3 payer bois` · `étang mosaïque e3 avec 2` · `convertir bois or` · `dessiner a1 b1 a2 a3` · `annuler` · `fini` · `pénalité accepter`.
}

expected-babylon-verb = une action comme prendre 5, or avec 6, crayon palmier c3 avec 2, dessiner a1 b1 a2 a3, annuler ou fini
expected-babylon-value = une valeur de dé de 1 à 6
expected-babylon-take = une valeur de dé de 1 à 6, ou vert
expected-babylon-cell = une case de la tour comme c3
expected-babylon-cell-or-with = une case de la tour comme c3, ou avec
expected-babylon-board-cell = une case du plateau : navire, ouvrier, lion, pierre, étang, or, art, mosaïque ou palmier
expected-babylon-tile = une tuile et sa face comme 7a
expected-babylon-icon = une icône : art, mosaïque, palmier ou lion
expected-babylon-resource = bois ou blé
expected-babylon-metal = or ou pierre
expected-babylon-convert = bois ou blé
expected-babylon-penalty = accepter ou ignorer
expected-babylon-bonus = un bonus : art, mosaïque, palmier, lion, mur, crayon, forme3 ou rivière
expected-babylon-wall-row = une rangée du mur : 2, 3 ou 4
expected-babylon-payment = avec <valeur>, payer bois ou payer blé
expected-babylon-with = avec <valeur>
expected-babylon-pond-action = une action de section comme ouvrier avec 5

solo-game = { $host } joue à { $game } en solo ({ $mode ->
    [hard] difficile
   *[normal] normal
}) : atteignez 120 pour gagner.
sheet-not-playing = Ce joueur n'a pas de place dans cette partie.
sheet-none = { $game } n'a pas de feuilles : voyez son plateau.
sheet-of = La feuille de { $name } : { $score ->
    [one] { $score } point
   *[other] { $score } points
} pour l'instant.

## Les mots de la notation, tels qu'un joueur peut les taper et les voit
## (les parties enregistrées gardent l'anglais). Un mot = une suite de
## lettres ; `.forms` donne d'autres formes acceptées. La casse et les
## accents ne comptent pas à la saisie.

notation-babylon-accept = accepter
notation-babylon-amphora = amphore
notation-babylon-art = art
notation-babylon-boat = bateau
notation-babylon-bonus = bonus
notation-babylon-cart = charrette
notation-babylon-convert = convertir
notation-babylon-done = fini
notation-babylon-draw = dessiner
notation-babylon-garden = jardin
notation-babylon-gold = or
notation-babylon-green = vert
    .forms = verte
notation-babylon-house = maison
notation-babylon-ignore = ignorer
notation-babylon-lion = lion
notation-babylon-mason = maçon
notation-babylon-mine = mine
notation-babylon-mosaic = mosaïque
notation-babylon-palm = palmier
notation-babylon-pay = payer
notation-babylon-penalty = pénalité
notation-babylon-pencil = crayon
notation-babylon-pond = étang
notation-babylon-river = rivière
notation-babylon-shape = forme
notation-babylon-ship = navire
notation-babylon-skip = sauter
notation-babylon-statue = statue
notation-babylon-stone = pierre
notation-babylon-take = prendre
notation-babylon-tent = tente
notation-babylon-tile = tuile
notation-babylon-undo = annuler
notation-babylon-vase = vase
notation-babylon-wall = mur
notation-babylon-wheat = blé
notation-babylon-with = avec
notation-babylon-wood = bois
notation-babylon-worker = ouvrier

## Ses sujets des règles en bref, comme /game rules les prend.

topic-round = manche
topic-draft = choix
topic-write = écrire
topic-tower = tour
topic-points = points
topic-solo = solo

## The board and sheets in words (/game board describe)

babylon-where-tile = La tuile de la manche : { $tile } sur { $cells }.
babylon-where-tower = La tour de { $name } : { $shapes } formes tracées, cases { $cells }.
babylon-where-no-tower = La tour de { $name } est vide.
babylon-where-sheet = La feuille de { $name } : bois { $wood }, blé { $wheat }, or { $gold }, pierre { $stone } en réserve ; points : { $items }.
