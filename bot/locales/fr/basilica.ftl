# Basilica (rules B1–B32).

## Basilica : ses pièces ($colour : yellow, blue, red, green ; $rank :
## architect, mason, strongman ; $order : promote, move, recruit, confusion,
## glass, scaffold, catastrophe). Termes de la règle française.

basilica-colour = { $colour ->
    [yellow] jaune
    [blue] bleu
    [red] rouge
    [green] vert
   *[other] { $colour }
}
basilica-vault = { $colour ->
    [yellow] voûte jaune
    [blue] voûte bleue
    [red] voûte rouge
   *[green] voûte verte
}
basilica-vault-joker = voûte joker { $colours }
basilica-vault-crowned = { $vault } à couronne
basilica-order = { $order ->
    [promote] promouvoir
    [move] déplacer
    [recruit] recruter
    [confusion] confondre
    [glass] vitrail
    [scaffold] échafaudage
   *[catastrophe] catastrophe
}

## Basilica : ce qu'une consigne rémunérée permet au joueur sollicité ($to : you ou them)

basilica-offer-promote = promouvoir aussi un de { $to ->
    [you] vos
   *[them] ses
} bâtisseurs (pas en { $rank ->
    [architect] architecte
    [mason] maître maçon
   *[strongman] hercule
})
basilica-offer-recruit = recruter un bâtisseur à côté d'un des { $to ->
    [you] vôtres
   *[them] siens
}
basilica-offer-confusion = déplacer un de { $to ->
    [you] vos
   *[them] ses
} bâtisseurs au lieu de { $from } → { $cell }

## Basilica : les actions proposées (autocomplétion, menus)

basilica-label-vault = voûte
basilica-label-builder = un bâtisseur
basilica-label-builder-on = un bâtisseur en { $cell }
basilica-label-promote = promouvoir votre bâtisseur en { $cell } { $rank ->
    [architect] architecte
    [mason] maître maçon
   *[strongman] hercule
}
basilica-label-move = déplacer votre bâtisseur de { $from } en { $to }
basilica-label-recruit = recruter un bâtisseur en { $cell }
basilica-label-confusion = renvoyer votre bâtisseur de { $own } dans la réserve, déplacer celui de { $opponent } de { $from } en { $to }
basilica-label-glass = vitrail en { $cell }
basilica-label-scaffold = échafaudages en { $first } et { $second }
basilica-label-catastrophe = défausser la { $vault } en { $cell }
basilica-label-pay-promote = payer 1 pièce : votre bâtisseur en { $cell } devient { $rank ->
    [architect] architecte
    [mason] maître maçon
   *[strongman] hercule
}
basilica-label-pay-recruit = payer 1 pièce : recruter un bâtisseur en { $cell }
basilica-label-pay-confusion = payer 1 pièce : déplacer plutôt votre bâtisseur de { $from } en { $to }
basilica-label-decline-confusion = refuser : votre bâtisseur va de { $from } en { $to }
basilica-label-decline = refuser et garder votre pièce
basilica-label-worth = un décompte maintenant : { $first } { $first_change }, { $second } { $second_change } (B30)

## Basilica : ce qui s'est passé

basilica-told-vault = { $name } a posé une { $vault } en { $cell }.
basilica-told-vault-builder = { $name } a posé une { $vault } en { $cell } et un bâtisseur dessus.
basilica-told-builder = { $name } a placé un bâtisseur en { $cell }.
basilica-told-king = Le roi atteint { $step } : décompte !
basilica-told-promote = { $name } a promu son bâtisseur en { $cell } { $rank ->
    [architect] architecte
    [mason] maître maçon
   *[strongman] hercule
}.
basilica-told-move = { $name } a déplacé son bâtisseur de { $from } en { $to }.
basilica-told-recruit = { $name } a recruté un bâtisseur en { $cell }.
basilica-told-confusion = { $name } a joué confondre : son bâtisseur en { $own } retourne dans la réserve et le bâtisseur de { $opponent } en { $from } doit aller en { $to }.
basilica-told-glass = { $name } a posé un vitrail en { $cell }.
basilica-told-scaffold = { $name } a posé des échafaudages en { $first } et { $second }.
basilica-told-catastrophe = { $name } a fait s'écrouler la voûte en { $cell }.
basilica-told-offered = { $name } peut payer 1 pièce pour { $offer }.
basilica-told-paid-promote = { $name } a payé 1 pièce et promu son bâtisseur en { $cell } { $rank ->
    [architect] architecte
    [mason] maître maçon
   *[strongman] hercule
}.
basilica-told-paid-recruit = { $name } a payé 1 pièce et recruté un bâtisseur en { $cell }.
basilica-told-paid-confusion = { $name } a payé 1 pièce et déplacé plutôt son propre bâtisseur de { $from } en { $to }.
basilica-told-declined-confusion = { $name } a refusé : son bâtisseur est allé de { $from } en { $to }.
basilica-told-declined = { $name } a refusé de payer.
basilica-told-scoring = { $last ->
    [yes] Décompte final
   *[no] Décompte
} : { $first } +{ $first_points }, { $second } +{ $second_points }.
basilica-told-cleaned-up = Les rangées 1 et 2 sont achevées et quittent la cathédrale ; les bâtisseurs rentrent dans les réserves, les échafaudages sont retirés.
basilica-told-vaults-replaced = Aucune tuile voûte ne pouvait être posée : les trois ont été remplacées.
basilica-told-reshuffled = La pile est épuisée : la défausse a été mélangée en une nouvelle pile de { $tiles ->
    [one] { $tiles } tuile
   *[other] { $tiles } tuiles
}.
basilica-told-game-over = Partie terminée ({ $why ->
    [pile] la pile s'est épuisée une seconde fois
   *[third-scoring] après le troisième décompte
}). { $result }
basilica-result-won = { $name } gagne { $first }–{ $second }.
basilica-result-draw = Égalité, { $first }–{ $second }.
basilica-score-item = { $item ->
    [scoring] décompte { $count }
   *[scorings] les décomptes
}
basilica-tie-break = rien : l’égalité est un match nul
basilica-zone = zone { $colour ->
    [yellow] jaune
    [blue] bleue
    [red] rouge
   *[green] verte
} { $cells } (valeur { $value }) : force { $first } { $first_strength } – { $second } { $second_strength }, { $outcome } → { $first } +{ $first_points }, { $second } +{ $second_points }
basilica-zone-majority = majorité à { $name }
basilica-zone-tied = égalité, personne ne marque

## Basilica : à qui de jouer, où en est la partie

basilica-prompt-question = { $asked }, { $active } a joué une consigne rémunérée { $order ->
    [promote] promouvoir
    [recruit] recruter
   *[confusion] confondre
} : payez 1 pièce pour { $offer }, ou refusez.
basilica-prompt-turn = { $name }, à vous : { $actions ->
    [one] 1 action restante
   *[other] { $actions } actions restantes
}.
basilica-status-scores = Scores : { $first } { $first_score } · { $second } { $second_score }
basilica-status-board = Roi { $king }/30 · décomptes { $scorings }/3 · pile { $pile } · défausse { $discard } · pile épuisée { $exhaustions }×
basilica-status-order-slot = O{ $slot } : { $order }{ $paid ->
    [yes] {" "}(consigne rémunérée)
   *[no] {""}
}
basilica-status-vault-slot = V{ $slot } : { $vault }
basilica-status-empty-slot = { $slot } : vide
basilica-status-zone = { $colour } : zone { $cells }, valeur { $value } : force { $first } { $first_strength }, { $second } { $second_strength } ; { $led ->
    [no] personne n’a la majorité
   *[yes] majorité { $leader }
} → { $first } { $first_points }, { $second } { $second_points }
basilica-status-scoring = Un décompte maintenant (B30) : { $first } { $first_points }, { $second } { $second_points }.
basilica-status-reserve = { $name } : { $coins ->
    [one] 1 pièce
   *[other] { $coins } pièces
}, { $builders ->
    [one] 1 bâtisseur
   *[other] { $builders } bâtisseurs
} et { $tokens ->
    [one] 1 jeton promotion
   *[other] { $tokens } jetons promotion
} en réserve

## Basilica : pourquoi une action est refusée (le numéro de règle est ajouté après)

basilica-refused-game-over = la partie est terminée
basilica-refused-not-your-turn = c'est au tour de { $name }
basilica-refused-waiting = { $name } doit d'abord répondre à la consigne rémunérée (payer ou refuser)
basilica-refused-answer-first = répondez d'abord à la consigne rémunérée { $order } : payer { $order } … ou refuser
basilica-refused-nothing-to-answer = il n'y a pas de consigne rémunérée à laquelle répondre
basilica-refused-wrong-paid-order = la consigne rémunérée proposée est { $offered }, pas { $named }
basilica-refused-wrong-order = la case { $slot } porte une consigne { $actual }, pas { $named }
basilica-refused-cell-taken = { $cell } porte déjà { $what ->
    [scaffold] un échafaudage
   *[vault] une voûte
}
basilica-refused-not-next-to-cathedral = { $cell } n'est pas à côté de la cathédrale
basilica-refused-joker-next-to-joker = un joker ne peut pas toucher le joker en { $joker }
basilica-refused-builder-not-after-vault = un bâtisseur ne se place que juste après avoir posé une voûte ce tour-ci
basilica-refused-no-builder-in-reserve = il ne reste aucun bâtisseur en réserve
basilica-refused-no-promotion-token = il ne reste aucun jeton promotion en réserve
basilica-refused-no-vault = il n'y a pas de voûte en { $cell }
basilica-refused-no-own-builder = vous n'avez pas de bâtisseur en { $cell }
basilica-refused-no-opponent-builder = l'adversaire n'a pas de bâtisseur en { $cell }
basilica-refused-vault-occupied = la voûte en { $cell } a déjà un bâtisseur
basilica-refused-not-adjacent = { $to } n'est pas à côté de { $from }
basilica-refused-same-rank = le bâtisseur en { $cell } est déjà { $rank ->
    [architect] architecte
    [mason] maître maçon
   *[strongman] hercule
}
basilica-refused-rank-already-chosen = la promotion payée doit choisir un autre rang que { $rank ->
    [architect] architecte
    [mason] maître maçon
   *[strongman] hercule
}
basilica-refused-already-glass = la voûte en { $cell } a déjà un jeton vitrail
basilica-refused-catastrophe-on-builder = la voûte en { $cell } porte un bâtisseur et ne peut pas être défaussée
basilica-refused-not-next-to-own-builder = { $cell } n'est pas à côté d'une voûte portant un de vos bâtisseurs
basilica-refused-same-cell-twice = les deux échafaudages ne peuvent pas aller en { $cell }

## Basilica : ce que la notation attend là où un mot ne va pas

expected-basilica-action = une action : V1-V3, B, O1-O3, payer ou refuser
expected-basilica-cell = une case comme c3 (colonnes a-e, rangées 1-99)
expected-basilica-rank = un rang : architecte, maçon ou hercule
expected-basilica-order = une consigne : promouvoir, déplacer, recruter, confondre, vitrail, échafaudage ou catastrophe
expected-basilica-paid-order = une consigne rémunérée : promouvoir, recruter ou confondre

## Basilica : l'image du plateau

basilica-board-scored = Décompte { $count }/3 : { $gains }
basilica-board-won = Partie terminée : { $name } gagne { $first }–{ $second }{ $how ->
    [pile] {" "}(la pile s'est épuisée)
    [left] {" "}(un joueur a quitté la partie)
   *[other] {""}
}
basilica-board-draw = Partie terminée : égalité, { $first }–{ $second }{ $how ->
    [pile] {" "}(la pile s'est épuisée)
   *[other] {""}
}
basilica-board-question-confusion = { $name } : 1 pièce pour déplacer vous-même (au lieu de { $from }→{ $to }), ou refuser
basilica-board-question = { $name } : payer 1 pièce pour { $order ->
    [promote] promouvoir
    [recruit] recruter
   *[confusion] confondre
} aussi, ou refuser
basilica-board-to-play = À { $name } de jouer, { $actions ->
    [one] 1 action restante
   *[other] { $actions } actions restantes
}
basilica-board-king = Roi
basilica-board-scorings = Décomptes
basilica-board-pile = Pile
basilica-board-discard = Défausse
basilica-board-ran-out = Pile épuisée
basilica-board-points = points
basilica-board-coins = pièces
basilica-board-builders = bâtisseurs
basilica-board-tokens = jetons
basilica-board-footer-to-play = ▶ à jouer · { $actions ->
    [1] 1 action restante
    [2] 2 actions restantes
   *[other] { $actions } actions
}
basilica-board-footer-asked = ▶ payer ou refuser
basilica-board-footer-winner = ★ vainqueur
basilica-board-rank-letter = { $rank ->
    [architect] A
    [mason] M
   *[strongman] H
}
basilica-board-colour-letter = { $colour ->
    [yellow] J
    [blue] B
    [red] R
   *[green] V
}


## Basilica : les règles en bref

basilica-rules = Basilica : construisez ensemble une cathédrale et tenez les majorités dans ses zones de couleur. Sujets : { $topics }.
basilica-rules-turn = À chaque tour vous faites exactement 3 actions (B11), dans n'importe quel ordre : placer une voûte (V), placer un bâtisseur sur la voûte que vous venez de poser (B, B18), exécuter une consigne (O). Un décompte termine le tour aussitôt (B13).
basilica-rules-vault = V : prenez une des 3 tuiles voûte et posez-la dans les colonnes a–e, à côté d'une voûte, d'un échafaudage ou (rangée 1) du plateau (B14). Les jokers ne touchent jamais d'autres jokers (B15). Une couronne fait avancer le roi d'une case (B16). Prendre la voûte Vi retourne la tuile ordre au-dessus, Oi, dans Vi, et Oi est remplie depuis la pile : l'ordre visible en Oi est la prochaine voûte à cet endroit (B26). Si aucune tuile voûte ne peut être posée, elles sont remplacées (B17).
basilica-rules-builder = B : juste après avoir posé une voûte, placez dessus un bâtisseur de votre réserve (B18). Les bâtisseurs ne sont jamais que sur des voûtes, un par voûte (B22). Vous avez 5 bâtisseurs et 4 jetons promotion (B4).
basilica-rules-orders = O : prenez une des 3 tuiles consigne et exécutez-la entièrement (B19–B21) : promouvoir (un jeton sous votre bâtisseur : architecte, maître maçon ou hercule), déplacer (votre bâtisseur vers une voûte libre adjacente), recruter (un bâtisseur de la réserve sur n'importe quelle voûte libre), confondre (renvoyez un des vôtres dans la réserve, puis déplacez un des siens vers une voûte libre adjacente), vitrail (+2 à une zone, sous votre bâtisseur), échafaudage (deux tuiles qui bloquent des cases jusqu'au prochain décompte), catastrophe (défaussez une voûte sans bâtisseur).
basilica-rules-paid = Promouvoir, recruter et confondre portent une pièce : quand vous en jouez une, votre adversaire peut vous payer 1 pièce pour agir aussi, tout de suite (B23–B25) : promouvoir un des siens à un autre rang, recruter à côté d'un des siens, ou choisir lui-même le déplacement de son bâtisseur à la place du vôtre. On ne le lui demande que s'il a une pièce et une option légale.
basilica-rules-scoring = Quand le roi atteint 10, 20 et 30, chaque zone avec un bâtisseur est décomptée (B29–B30). Une zone est un groupe connexe de voûtes d'une couleur, avec au moins une voûte unicolore ; un joker compte dans les zones de ses deux couleurs (B29). Le joueur le plus fort (maître maçon = 2) marque les voûtes de la zone, doublées par un architecte, +2 par vitrail ; l'autre marque 1 par bâtisseur. À force égale, un hercule seul l'emporte, sinon personne ne marque. Puis les rangées 1–2 quittent la cathédrale et le reste glisse vers le bas (B31).
basilica-rules-end = La partie se termine après le troisième décompte, ou quand la pile s'épuise une seconde fois, par un décompte final (B28, B32). Le plus haut score gagne ; à égalité, c'est un match nul.
basilica-rules-notation = V2 c3 · B · O1 promouvoir c3 architecte · O3 déplacer c3 c4 · O2 recruter d5 · O1 confondre c3 b2 b3 · O2 vitrail c3 · O1 échafaudage a4 b5 · O3 catastrophe e2 · payer promouvoir b2 maçon · payer recruter b3 · payer confondre b2 a2 · refuser (l’anglais est compris aussi). Enchaînez-en plusieurs avec `;`.
basilica-told-left = { $name } quitte la partie. { $result }

## Les mots de la notation, tels qu'un joueur peut les taper et les voit
## (les parties enregistrées gardent l'anglais). Un mot = une suite de
## lettres ; `.forms` donne d'autres formes acceptées. La casse et les
## accents ne comptent pas à la saisie.

notation-basilica-promote = promouvoir
notation-basilica-move = déplacer
notation-basilica-recruit = recruter
notation-basilica-confusion = confondre
notation-basilica-glass = vitrail
notation-basilica-scaffold = échafaudage
notation-basilica-catastrophe = catastrophe
notation-basilica-pay = payer
notation-basilica-decline = refuser
notation-basilica-architect = architecte
notation-basilica-mason = maçon
notation-basilica-strongman = hercule

## Ses sujets des règles en bref, comme /game rules les prend.

topic-vault = voûte
topic-builder = bâtisseur
topic-orders = consignes
topic-paid = payant
topic-scoring = décompte

## Basilica : les réponses à une consigne rémunérée (B23–B25), leurs boutons, menu et commandes

answer-pay = Payer…
answer-pay-choice = Payer 1 pièce
answer-decline = Refuser
answer-pay-menu = Choisissez quoi faire pour 1 pièce :
answer-pay-menu-placeholder = Payer 1 pièce pour…
answer-pay-menu-too-many = Il y a trop d'options pour un menu : utilisez /payer et choisissez dans sa liste.
command-pay = Payer 1 pièce pour exécuter la consigne rémunérée que votre adversaire vient de jouer.
command-pay-name = payer
command-pay-option = Quoi faire pour la pièce
command-pay-option-name = option
command-decline = Refuser la consigne rémunérée que votre adversaire vient de jouer.
command-decline-name = refuser

## Basilica : sa question hors du tour, la consigne rémunérée (B23–B25), aux moments communs d'une question

basilica-no-question-for-you = Vous n'avez pas de consigne rémunérée à laquelle répondre.
basilica-status-question-expires = La question de consigne rémunérée posée à { $name } expire dans { $left }.
basilica-status-question-expired = La question de consigne rémunérée posée à { $name } a expiré : l'autre joueur peut continuer.
basilica-continue-no-question = Il n'y a pas de question de consigne rémunérée à dépasser.
basilica-continue-yours = La question vous est posée : répondez avec Payer… ou Refuser.
basilica-continue-too-early = { $name } a encore { $left } pour répondre à la consigne rémunérée.
basilica-continued = { $name } n'a pas répondu à la consigne rémunérée en { $expiry } : { $other } a continué sans sa réponse.
basilica-notice-expired = { $name } n'a pas répondu à la consigne rémunérée depuis { $waited }. { $other }, vous pouvez continuer sans sa réponse : c'est un refus.

## The cathedral in words (/game board describe)

basilica-place-cathedral = La cathédrale, rangée par rangée, chaque voûte par ses couleurs :
basilica-place-row = Rangée { $row } : { $cells }.
basilica-place-vault = { $joker ->
    [yes] joker { $colours }
   *[no] { $colours }
}{ $crown ->
    [yes] {" "}couronnée
   *[no] {""}
}
basilica-place-scaffold = échafaudage
basilica-place-builder = { $rank ->
    [architect] architecte
    [mason] maître maçon
    [strongman] hercule
   *[none] bâtisseur
} de { $name }
basilica-place-glass = vitrail
basilica-place-empty = La cathédrale est vide.
