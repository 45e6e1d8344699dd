# Les Grands Bâtisseurs (règles G1–G23). Les mots des cartes arrivent par
# leur notation : church, gate, townhall, tower, leftcorner, rightcorner.

gb-kind = { $kind ->
    [church] église
    [gate] poterne
    [townhall] hôtel de ville
    [tower] tour
    [leftcorner] tour d'angle gauche
   *[rightcorner] tour d'angle droite
}
gb-card = { $kind ->
    [church] église
    [gate] poterne
    [townhall] hôtel de ville
    [tower] tour
    [leftcorner] tour d'angle gauche
   *[rightcorner] tour d'angle droite
} { $value }
gb-pile = { $pile ->
    [up] le tas face visible
   *[down] le tas face cachée
}
gb-place-left = à l'extrémité gauche
gb-place-right = à l'extrémité droite
gb-place-breach = dans la brèche en { $position }
gb-face-saboteur = le saboteur
gb-laid = { $card } { $place }
gb-the-card = la carte
gb-question = { $question ->
    [steal] voler <siège>
    [auction] enchère visible <mise> ou enchère cachée
    [opening-bid] miser <n>
    [bid] miser <n> ou passer
    [build] bâtir, saboter ou fini
    [owner] payer ou refuser
   *[final] bâtir ou fini
}

gb-label-steal = prendre une pierre de saboteur à { $name }
gb-label-auction-up = mettre aux enchères { $card } du tas face visible, mise de départ { $bid }
gb-label-auction-down = mettre aux enchères la carte du dessus du tas face cachée (vous la voyez)
gb-label-bid = miser { $bid }
gb-label-pass = passer : hors de cette enchère
gb-label-build = poser { $cards }
gb-label-sabotage-building = attaquer { $card } de { $name } (position { $position })
gb-label-sabotage-hand = attaquer la main de { $name }
gb-label-pile-named = , la carte allant sous { $pile }
gb-did-done = { $last ->
    [yes] { $name } ne construit plus rien (G18).
   *[no] { $name } ne construit ni ne sabote ce tour-ci (G8).
}
gb-label-done = ni construire ni saboter
gb-label-pay = payer { $value } pour le garder
gb-label-refuse = le laisser détruire

gb-funds = { $name } fait { $face } : { $thalers ->
    [one] { $thalers } thaler
   *[other] { $thalers } thalers
} (G6).
gb-stone-reserve = { $name } prend une pierre de saboteur dans la réserve.
gb-stone-from = { $name } prend une pierre de saboteur à { $from }.
gb-no-stone = Il ne reste aucune pierre de saboteur à prendre.
gb-auction-up = { $name } met aux enchères { $card } du tas face visible.
gb-auction-down = { $name } met aux enchères la carte du dessus du tas face cachée et la regarde.
gb-bid = { $name } mise { $amount }.
gb-passed = { $name } passe.
gb-announced = Les enchères reviennent à { $name } : la carte est de type { $kind } (G7).
gb-insolvent = { $name } ne peut pas payer { $bid } : toute sa réserve va à la caisse (G15).
gb-took = { $name } prend { $card } pour { $bid }{ $bank ->
    [all] , tout à la caisse.
   *[half] {" "}; { $opener } reçoit { $share }, la caisse le reste.
}
gb-returned = Personne ne pouvait payer : la carte va sous { $pile } (G15).
gb-last-card = C'était la dernière carte d'un tas : le tour final suit ce coup (G11).
gb-built = { $name } pose { $cards }.
gb-sabotage-building = { $name } sabote { $card } de { $victim } : le dé donne { $face } (G9).
gb-sabotage-hand = { $name } sabote la main de { $victim } (G10).
gb-owner-asked = { $name } peut payer { $value } pour garder { $card }, ou refuser.
gb-paid = { $name } paie { $amount } à { $to } et garde l'édifice.
gb-cannot-pay = { $name } ne peut pas payer : l'édifice est démoli.
gb-destroyed = { $hand ->
    [yes] { $card } est tirée de la main de { $name }
   *[no] { $card } de { $name } est démoli
} et va sous { $pile }.
gb-skipped = { $name } ne peut ni construire ni saboter (G17).
gb-final-round = Le tour final : chacun peut encore construire une fois, tours d'angle comprises (G18).
gb-left = { $name } quitte la partie ; les autres continuent sans ce siège (G23).
gb-over = La partie est terminée.
gb-result-won = { $name } gagne{ $money ->
    [yes] , grâce à l'argent restant (G13)
   *[no] {""}
} : { $scores }.
gb-result-shared = { $names } partagent la victoire : { $scores } (G13).
gb-score-item = { $item ->
    [city] { $count ->
        [one] une ville de 1 carte
       *[other] une ville de { $count } cartes
    }
    [town-hall-middle] un hôtel de ville au milieu
    [churches] autant d’églises de chaque côté d’un hôtel de ville
    [corner-towers] des tours d’angle de même valeur
   *[hand] { $count ->
        [one] 1 carte restée en main
       *[other] { $count } cartes restées en main
    }
}
gb-tie-break = l’argent restant

gb-prompt-steal = { $name }, la réserve est vide : prendre une pierre à qui ? `voler <siège>` (G6)
gb-prompt-auction = { $name } met une carte aux enchères : `enchère visible <mise>` ou `enchère cachée` (G7).
gb-prompt-opening = { $name } a vu la carte (elle est dans sa tente) et ouvre les enchères : `miser <n>` (G7).
gb-prompt-bid = { $name } : surenchérir au-dessus de { $bid } ({ $bidder }) avec `miser <n>`, ou `passer` (G14).
gb-prompt-build = { $name } peut construire, saboter, ou dire `fini` (G8).
gb-prompt-owner = { $name } : payer { $value } pour garder { $card }, ou refuser (G9).
gb-prompt-final = Tour final : { $name } peut construire une dernière fois, ou dire `fini` (G18).
gb-prompt-first-build = Une première construction pose exactement 3 cartes.

gb-status-seat = { $name } : une ville de { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} valant { $points }, { $hand ->
    [one] { $hand } carte
   *[other] { $hand } cartes
} en main, { $stones ->
    [one] { $stones } pierre
   *[other] { $stones } pierres
}.
gb-status-piles = Tas : face visible { $up } (dessus : { $top }), face cachée { $down } ; pierres dans la réserve : { $reserve }.

gb-confirm-bid = Vous misez { $bid }, plus que les { $purse } thalers de votre bourse : si vous gagnez, vous donnez toute votre bourse à la banque et la carte va à la mise précédente (G15).
gb-tent = Votre tente : { $purse ->
    [one] { $purse } thaler
   *[other] { $purse } thalers
}, { $stones ->
    [one] { $stones } pierre
   *[other] { $stones } pierres
}. Main : { $hand }.
gb-tent-auction = La carte que vous avez mise aux enchères : { $card }.
gb-tent-cards = Les cartes (G4)
gb-tent-cards-row = { $kind } ×{ $count } : { $values }
gb-tent-build = { $fit ->
    [0] Aucune de vos cartes ne peut être posée maintenant (G8).
    [one] Vous pouvez construire : 1 carte de votre main trouve sa place, { $cards } (G8).
   *[other] Vous pouvez poser 1 à 3 cartes : { $fit } de votre main trouvent leur place, { $cards } (G8).
}

gb-refusal-over = la partie est terminée
gb-refusal-no-seat = il n'y a pas de siège { $seat } à cette table
gb-refusal-not-now = c'est le moment de { $what }
gb-refusal-no-stone-there = { $name } n'a aucune pierre à prendre
gb-refusal-bid-range = une mise va de 1 à 999 thalers, pas { $bid }
gb-refusal-bid-low = une surenchère doit dépasser { $current }, pas { $bid }
gb-refusal-count = on pose de 1 à 3 cartes, pas { $count }
gb-refusal-first-three = votre première construction pose exactement 3 cartes, pas { $count }
gb-refusal-not-in-hand = { $card } n'est pas dans votre main
gb-refusal-second-corner = { $card } : une ville n'a qu'une tour d'angle avant le tour final
gb-refusal-side-by-side = { $card } serait à côté de { $other }, un édifice du même type
gb-refusal-end-closed = une tour d'angle ferme cette extrémité ({ $place })
gb-refusal-corner-end = { $card } se place à sa propre extrémité de la rangée
gb-refusal-corner-breach = { $card } : une tour d'angle ne comble jamais une brèche
gb-refusal-not-breach = la position { $position } n'est pas une brèche
gb-refusal-no-stone = saboter demande une pierre de saboteur
gb-refusal-self = on ne se sabote pas soi-même
gb-refusal-shields = la ville de { $name } a { $shields } boucliers ; seule une ville qui en a { $fewest } peut être attaquée
gb-refusal-no-building = la ville de { $name } n'a pas de carte en position { $position }
gb-refusal-hand-small = { $name } a { $size ->
    [one] { $size } carte
   *[other] { $size } cartes
} ; seule une main de 5 cartes ou plus peut être attaquée
gb-refusal-pile-needed = les tas sont égaux : dites lequel reçoit la carte, `visible` ou `cachée`
gb-refusal-pile-not-named = la carte va sous le tas le moins haut : ne nommez pas de tas
gb-refusal-pick = la carte tirée { $card } de la partie n'est pas dans cette main

gb-board-up = Visible
gb-board-down = Cachée
gb-board-stones = Pierres
gb-board-saboteur = saboteur : une pierre
gb-board-die = Dé
gb-board-auction = Enchère
gb-board-passed = passent
gb-board-hand = Main
gb-board-final = Tour final
gb-board-thalers = thalers
gb-board-points = points
gb-board-tent = Votre tente

gb-rules = Les Grands Bâtisseurs : achetez des édifices aux enchères avec votre réserve secrète, bâtissez la plus belle ville en une rangée, et sabotez vos rivaux. Sujets : { $topics }.
gb-rules-turn = Un coup a trois phases (G6–G8) : trouver des fonds (le dé : 1 à 5 thalers, ou le saboteur : une pierre ; plus un thaler par pièce sur vos poternes), une enchère (obligatoire), puis construire ou saboter (facultatif). Réserves et mains sont secrètes ; le nombre de cartes en main, les mises et les paiements sont publics.
gb-rules-cards = Les { $count } cartes (G4), chaque type avec ses valeurs. Une carte de votre ville rapporte sa valeur ; une carte encore en main à la fin la retire (G12).
    { $rows }
gb-rules-cards-row = { $kind } ×{ $count } (`{ $name }…`) : { $values } — { $does }
gb-rules-cards-church = dans une ville complète, +5 quand un hôtel de ville a autant d’églises à sa gauche qu’à sa droite, au moins une (G12)
gb-rules-cards-gate = des pièces à chaque revenu : deux pour une poterne de 1–2, une pour 3–4 (G6)
gb-rules-cards-townhall = dans une ville complète, +10 quand un hôtel de ville est exactement au milieu (G12)
gb-rules-cards-tower = un bouclier : on ne sabote un édifice que dans une ville qui en a le moins (G8)
gb-rules-cards-leftcorner = un bouclier ; seulement à l’extrémité gauche ; une ville complète en a une là, et +5 quand les deux tours d’angle ont la même valeur (G8, G12)
gb-rules-cards-rightcorner = un bouclier ; seulement à l’extrémité droite ; une ville complète en a une là, et +5 quand les deux tours d’angle ont la même valeur (G8, G12)
gb-rules-auction = Mettez aux enchères la carte du dessus du tas face visible (`enchère visible <mise>`) ou face cachée (`enchère cachée` : vous la voyez, puis `miser <n>`). Chacun à son tour surenchérit ou passe définitivement ; quand une carte cachée vous revient, son type est annoncé. Le gagnant paie : la moitié, arrondie en faveur de la caisse, à vous, le reste à la caisse (tout à la caisse si vous gagnez). Un gagnant insolvable donne sa réserve à la caisse et l'offre précédente prend la carte (G7, G14, G15). Absent un moment ? `miser jusqu’à <n>` laisse un plafond secret : Keystone surenchérit pour vous du minimum tant que cela reste au plus <n>, puis passe, pour cette enchère seulement (G22).
gb-rules-build = Posez 1 à 3 cartes à une extrémité de votre rangée ou dans une brèche ; exactement 3 la première fois. Deux édifices du même type ne sont jamais côte à côte (tours et tours d'angle sont un seul type) ; une tour d'angle se place à sa propre extrémité, et la seconde n'arrive qu'au tour final (G8, G16).
gb-rules-sabotage = Avec une pierre, attaquez une carte d'une ville ayant le moins de boucliers (le dé : saboteur la détruit, 1–2 rien, 3–5 le propriétaire paie sa valeur ou la perd), ou une main de 5 cartes ou plus (une carte au hasard est perdue). La carte va sous le tas le moins haut ; la pierre retourne dans la réserve (G8–G10).
gb-rules-end = Quand une enchère prend la dernière carte d'un tas, ce coup se termine, puis chacun peut encore construire une fois (G11, G18). Score : les cartes de votre ville, moins celles en main ; une ville complète (tours d'angle aux deux bouts, sans brèche) gagne 10 pour un hôtel de ville au milieu, 5 pour autant d'églises de part et d'autre d'un hôtel de ville, 5 pour des tours d'angle égales. Égalité : le plus d'argent gagne (G12, G13).
gb-rules-notation = `enchère visible 3` · `enchère cachée` · `miser 5` · `passer` · `bâtir anglegauche3 droite; église7 droite; poterne1 droite` · `bâtir église7 2` (une brèche) · `saboter 2 3` · `saboter 3 main` (ajoutez `visible` ou `cachée` quand les tas sont égaux) · `fini` · `payer` · `refuser` · `voler 3`.

expected-gb-verb = enchère, miser, passer, bâtir, saboter, fini, payer, refuser ou voler
expected-gb-pile = un tas : visible ou cachée
expected-gb-amount = un montant de thalers comme 5
expected-gb-seat = un numéro de siège comme 2
expected-gb-card = une carte comme église7 ou anglegauche3
expected-gb-place = un endroit : gauche, droite ou la position d'une brèche
expected-gb-target = une position dans cette ville, ou main
expected-gb-build-first = une action : des cartes sans verbe suivent un bâtir
# A standing bid ceiling, typed before its amount (`miser jusqu’à 7`).
gb-ceiling-words = miser jusqu’à
gb-ceiling-amount = « { $amount } » n'est pas un plafond : `miser jusqu’à <n>` va de 1 à 999 thalers (G14)
gb-ceiling-no-auction = un plafond vaut pour une enchère en cours où vous misez encore (G22)

## Les mots de la notation, tels qu'un joueur peut les taper et les voit
## (les parties enregistrées gardent l'anglais). Un mot = une suite de
## lettres ; `.forms` donne d'autres formes acceptées. La casse et les
## accents ne comptent pas à la saisie.

notation-grands-batisseurs-auction = enchère
notation-grands-batisseurs-bid = miser
notation-grands-batisseurs-build = bâtir
notation-grands-batisseurs-church = église
notation-grands-batisseurs-done = fini
notation-grands-batisseurs-down = cachée
    .forms = caché
notation-grands-batisseurs-gate = poterne
notation-grands-batisseurs-hand = main
notation-grands-batisseurs-left = gauche
notation-grands-batisseurs-leftcorner = anglegauche
notation-grands-batisseurs-pass = passer
notation-grands-batisseurs-pay = payer
notation-grands-batisseurs-refuse = refuser
notation-grands-batisseurs-right = droite
notation-grands-batisseurs-rightcorner = angledroit
notation-grands-batisseurs-sabotage = saboter
notation-grands-batisseurs-steal = voler
notation-grands-batisseurs-tower = tour
notation-grands-batisseurs-townhall = mairie
notation-grands-batisseurs-up = visible

## Ses sujets des règles en bref, comme /game rules les prend.

topic-cards = cartes
topic-auction = enchère
topic-build = construire
topic-sabotage = sabotage

## The table in words (/game board describe)

gb-where-city = La ville de { $name }, depuis la gauche : { $cards }.
gb-where-no-city = { $name } n’a pas encore construit.
gb-where-breach = une brèche
gb-where-unknown-card = une carte face cachée
gb-where-auction = Aux enchères ({ $pile }) : { $card }. Offres : { $bids }. Ont passé : { $passed }.
