# Les mots de Keystone en français. Les ids des messages et leurs
# $paramètres sont les mêmes dans chaque langue (bot/tests/locales.rs le
# vérifie). La notation des actions (V2 c3, pay, decline…) et les commandes
# du terminal ne se traduisent pas : c'est ce que tapent les joueurs.

## Erreurs montrées à l'utilisateur

error-internal = Désolé, quelque chose s'est mal passé du côté de Keystone. Rien n'a été modifié ; réessayez dans un instant.
error-damaged = La partie enregistrée dans ce salon est endommagée et ne peut pas être jouée. Un membre qui peut gérer les salons peut l'effacer avec /partie annuler.
error-restarting = Keystone redémarre : réessayez dans une minute.
error-guild-only = Cette commande fonctionne dans un salon de serveur, pas en message privé.
error-option = Keystone n'a pas pu lire une des options : vérifiez-la et réessayez.
error-no-game = Il n'y a pas de partie dans ce salon. Lancez-en une avec /partie nouvelle.
error-busy = Ce salon a déjà une partie. Terminez-la d'abord, ou lancez-en une autre dans son propre fil avec fil:true.
stale = Ce message n'est plus à jour : la partie a avancé depuis.
not-playing = Vous ne jouez pas dans cette partie.
no-such-seat = cette place n'existe pas

## Durées ($unit : d, h, m, s)

duration = { $unit ->
    [d] { $n } j
    [h] { $n } h
    [m] { $n } min
   *[s] { $n } s
}
setting-not-a-duration = « { $text } » n'est pas une durée pour { $what ->
    [clock] la pendule
   *[reminders] les rappels
} : écrivez-la comme 3d, 12h ou 1d 12h.
setting-out-of-range = { $what ->
    [clock] La pendule doit
   *[reminders] Les rappels doivent
} être entre 1 h et 30 j, pas { $given }.
clock-out-of-range = La pendule doit être entre 1 h et 30 j, pas { $given }.

## Lancer une partie

game-unknown = Jeu inconnu « { $game } ». Jeux : { $games }.
invite-self = Invitez quelqu'un d'autre : vous ne pouvez pas jouer contre vous-même.
invite-bot = Les bots ne jouent pas : invitez une personne.
level-without-keystone = Le niveau ne sert que contre Keystone : invitez @Keystone pour jouer contre lui.
invitation = { $host } invite { $opponent } à une partie de { $game }.{ $clock ->
    [none] {""}
   *[other] {" "}Pendule : { $clock } par coup.
} { $opponent }, acceptez-vous ?
computer-game = { $host } commence une partie de { $game } contre Keystone ({ $level ->
    [easy] facile
    [normal] normal
   *[hard] difficile
}).
invitation-accepted = { $name } a accepté.
invitation-declined = { $name } a refusé l'invitation.
invitation-started = Il n'y a pas d'invitation à laquelle répondre : la partie a commencé.
invitation-not-yours = Seul·e { $name } peut répondre à cette invitation.
not-started = La partie n'a pas commencé : { $name } doit d'abord accepter l'invitation.
thread-refused = Keystone n'a pas pu ouvrir de fil ici. Il lui faut la permission « Créer des fils publics ».
thread-opened = La partie se joue dans { $thread }.

## Jouer

question-time-left = { $name } a encore { $left } pour répondre ; ensuite vous pourrez continuer sans sa réponse.
question-expired = { $name } n'a pas répondu à temps : continuez sans sa réponse avec /partie continuer.
catch-up = Depuis le dernier coup de { $name } :
catch-up-more = ({ $count ->
    [one] { $count } action plus ancienne
   *[other] { $count } actions plus anciennes
} dans l'historique)
answered-by-keystone = { $name } (réponse de Keystone)
clock-left = { $name } : encore { $left } à la pendule
clock-ran-out = la pendule de { $name } est tombée
no-question-for-you = Vous n'avez pas de consigne rémunérée à laquelle répondre.
pay-menu = Choisissez quoi faire pour 1 pièce :
pay-menu-placeholder = Payer 1 pièce pour…
pay-menu-too-many = Il y a trop d'options pour un menu : utilisez /payer et choisissez dans sa liste.
pay-menu-nothing = Rien n'a été choisi.

## Le sélecteur de coup (Jouer…)
pick-title = **Votre coup**, choisi pas à pas (vous seul le voyez) :
pick-placeholder = Choisissez quoi faire…
pick-choose = Choisissez dans le menu.
pick-choose-or-play = Continuez dans le menu, ou appuyez sur Jouer pour publier ceci.
pick-ready = Appuyez sur Jouer pour publier ce coup.
pick-full = Ce sélecteur est plein : appuyez sur Jouer, puis rouvrez Jouer… pour continuer.
pick-nothing = Vous n'avez rien à jouer pour l'instant : la partie attend { $names }.
pick-stale = Ce sélecteur est périmé : la partie a avancé depuis. Appuyez sur Jouer… sous le dernier message.
pick-unfinished = Choisissez une action entière avant d'appuyer sur Jouer.
pick-played = Publié dans le salon.
pick-more = Plus… ({ $count } de plus)

## Erreurs de notation (quel mot, et ce qui était attendu)

parse-empty = aucune action donnée
parse-unexpected = « { $found } » n'est pas compris ici : attendu { $expected }
parse-missing = « { $after } » est incomplet : attendu ensuite { $expected }
parse-extra = « { $found } » en trop après l'action complète « { $after } »
play-hidden = `{ $action }` peut dépendre de ce que `{ $revealing }` va révéler, que vous n’avez pas encore vu : jouez d’abord jusqu’à `{ $revealing }`, puis le reste.

## Où en est la partie

status-invited = En attente de l'acceptation de { $name }.
status-clock = Pendule : { $note }.
status-question-expires = La question de consigne rémunérée posée à { $name } expire dans { $left }.
status-question-expired = La question de consigne rémunérée posée à { $name } a expiré : l'autre joueur peut continuer.

## Finir une partie plus tôt

resign-not-started = La partie n'a pas commencé ; pour retirer l'invitation, utilisez /partie annuler.
resign-confirm = Abandonner cette partie ? { $seats ->
    [2] Votre adversaire gagne.
   *[other] Vous la quittez et finissez dernier ; les autres continuent.
}
damaged-cleared = La partie endommagée a été effacée : ce salon peut en accueillir une nouvelle.
abort-proposed = { $name } propose d'annuler cette partie. { $others } : êtes-vous d'accord ? (Tous ceux qui jouent encore doivent l'être.)
aborted = La partie a été annulée. Ce salon peut en accueillir une nouvelle.

## L'attente : réglages, pendule, questions expirées, rappels

settings-game = Réglages de cette partie : rappel après { $remind } (au plus { $max } par attente), { $clock ->
    [none] pas de pendule
   *[other] pendule de { $clock } par coup
} ; une consigne rémunérée sans réponse expire après { $expiry }.
settings-mine = Vous : rappels { $muted ->
    [yes] coupés
   *[no] actifs
}.
settings-standing-paid = Vos consignes rémunérées : { $answer ->
    [decline] toujours refuser, sans demander
   *[ask] me demander
}.
settings-how = Modifiez-les avec /partie réglages rappel_après:<12h…> silence:<true|false> payant:<demander|refuser> sabotage:<demander|payer|refuser>.
claim-no-clock = Cette partie n'a pas de pendule : il n'y a rien à réclamer.
claim-not-started = La partie n'a pas commencé : aucune pendule ne tourne.
claim-question = { $name } répond à une consigne rémunérée : la pendule ne tourne pas pendant une question.
claim-nobody = Personne ne doit jouer maintenant.
claim-yourself = C'est à vous de jouer : vous ne pouvez pas réclamer contre vous-même.
claim-too-early = { $name } a encore { $left } à la pendule.
claimed = La pendule de { $late } est tombée, et { $claimer } l'a réclamée.
continue-no-question = Il n'y a pas de question de consigne rémunérée à dépasser.
continue-yours = La question vous est posée : répondez avec Payer… ou Refuser.
continue-too-early = { $name } a encore { $left } pour répondre à la consigne rémunérée.
continued = { $name } n'a pas répondu à la consigne rémunérée en { $expiry } : { $other } a continué sans sa réponse.
notice-clock = La pendule de { $late } ({ $clock }) est tombée. { $others } peut la réclamer avec le bouton ou /partie réclamer ({ $late } quitte alors la partie){ $default ->
    [yes] , continuer avec le coup par défaut de { $late } (Continuer, ou /partie continuer),
   *[no] {""}
} ou continuer d'attendre.
notice-expired = { $name } n'a pas répondu à la consigne rémunérée depuis { $waited }. { $other }, vous pouvez continuer sans sa réponse : c'est un refus.
notice-invited = { $name } vous a invité·e à une partie de { $game } : acceptez ou refusez.
notice-reminder = Rappel ({ $count } sur { $max }) : la partie vous attend depuis { $waited }. { $what }
muted = Rappels coupés pour vous dans cette partie. Réactivez-les avec /partie réglages silence:false.
unmuted = Les rappels sont réactivés pour vous dans cette partie.
games-invited = **vous êtes invité·e** : acceptez ou refusez (depuis { $waited })
games-waiting-accept = en attente de l'acceptation de { $names } (depuis { $waited })
games-your-move = **à vous de jouer** (depuis { $waited })
games-their-move = à { $names } de jouer (depuis { $waited })
games-row = { $channel } · { $game } avec { $others } · { $state }
games-none = Vous n'avez pas de partie en cours ici. Lancez-en une avec /partie nouvelle.
games-list = Vos parties en cours : { $count } ({ $waiting } vous attendent).

## Les parties enregistrées : historique, export, import, revoir

nothing-played = Rien n'a encore été joué.
history-pages = L'historique a { $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
} : choisissez de 1 à { $pages }.
history = Historique de cette partie{ $finished ->
    [yes] {" "}terminée
   *[no] {""}
} : actions { $from }–{ $to } sur { $total } (page { $page } sur { $pages }).
export = { $over ->
    [yes] La feuille de cette partie de { $game } ({ $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}). Rejouez-la avec `keystone replay`.
   *[no] La feuille de cette partie de { $game } jusqu'ici ({ $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}) : ce que tous les joueurs ont vu, sans la graine, donnée à la fin de la partie. Reprenez-la ailleurs avec /partie importer.
}
import-unreadable = La feuille de partie est illisible : { $reason }.
import-unknown-game = C'est une feuille de « { $game } », un jeu que Keystone ne connaît pas.
import-seats = La feuille a { $seats } places ; cette importation en remplit { $invited } : vous et les adversaires nommés, un par place.
import-line-refused = La ligne { $line } de la feuille est refusée : { $reason }.
import-refused = La feuille est refusée : { $reason }.
import-over = La partie de cette feuille est terminée : il n'y a rien à poursuivre. Rejouez-la avec `keystone replay`.
import-too-large = Le fichier est trop gros pour une feuille de partie ({ $size } Ko ; au plus { $limit } Ko).
import-not-text = Le fichier n'est pas du texte : joignez la feuille .txt que /partie exporter écrit.
import-invitation = { $host } invite { $opponent } à reprendre une partie de { $game } d'après une feuille ({ $actions ->
    [one] { $actions } action jouée
   *[other] { $actions } actions jouées
} ; { $seats }). Ce qui reste caché est tiré à nouveau. Ensuite : { $next } { $opponent }, acceptez-vous ?
replay-animation = Toute la partie, tour par tour : { $frames } images{ $every ->
    [1] {""}
   *[other] {" "}(un tour sur { $every }, pour rester bref et dans la limite de Discord)
}.
replay-busy = D'autres animations de parties entières sont en cours de dessin : réessayez dans une minute. Un seul tour (`turn:`) s'affiche tout de suite.
replay-nothing = Rien n'a encore été joué : il n'y a pas de tour à montrer.
replay-turns = Cette partie compte { $turns } tours pour l'instant : choisissez de 1 à { $turns }.
replay-turn = Tour { $turn } sur { $turns } : le plateau au début du tour de { $name }{ $turn ->
    [1] {""}
   *[other] , le tour précédent en surbrillance
}.

## Statistiques

stats-none = { $name } n'a pas encore terminé de partie ici.
stats = **{ $name }** · classement { $rating } (n° { $rank } sur { $players }) · jouées { $played } · gagnées { $won } · perdues { $lost } · nulles { $drawn } · score moyen { $average } · zone favorite : { $favourite ->
    [yellow] jaune
    [blue] bleue
    [red] rouge
    [green] verte
    [none] pas encore
   *[other] { $favourite }
}
leaderboard-empty = Aucune partie n'a encore été terminée sur ce serveur : le classement commence avec la première.
leaderboard = Classement : { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}, { $games ->
    [one] { $games } partie terminée
   *[other] { $games } parties terminées
} (Elo, à partir de 1000).
leaderboard-row = { $rank }. { $name } — { $rating } ({ $played } jouées : { $won } gagnées, { $lost } perdues, { $drawn } nulles)

## Boutons ($kind : ce que fait le bouton)

confirm-ask = { $why } Confirmez-la pour la jouer quand même, ou tapez-la à nouveau ; tout autre coup, joué par quiconque, l'annule.
confirm-nothing = Il n'y a rien à confirmer : rejouez votre ligne.
button = { $kind ->
    [accept] Accepter
    [refuse] Refuser
    [pay] Payer…
    [paychoice] Payer 1 pièce
    [decline] Refuser
    [resign] Oui, abandonner
    [abort] Accepter l'annulation
    [mute] Couper les rappels
    [continue] Continuer
    [claim] Réclamer la pendule
    [older] ◀ Plus ancien
    [tent] Ma tente
    [play] Jouer…
    [pick] Choisir
    [pickback] ◀ Retour
    [pickclear] Effacer
    [pickplay] Jouer ▶
    [board] Ouvrir le plateau
    [confirm] Confirmer
   *[newer] Plus récent ▶
}

## Aide

help = **Keystone** : des jeux de plateau à votre rythme, dans ce salon.
    `/partie nouvelle jeu [adversaire] [adversaire2] [adversaire3] [premier] [fil] [mode]` invitez quelqu'un (il accepte avec le bouton ou `/partie accepter`) : Basilica à deux, Cardinal et Les Grands Bâtisseurs de deux à quatre, Babylon de un à quatre (sans adversaire : en solo, `mode` normal ou difficile)
    `/jouer action` jouez une ou plusieurs actions en notation, par ex. `V2 c3; B` (la liste propose les coups légaux) ; `/jouer` seul, ou le bouton Jouer…, permet de choisir son coup dans des menus
    `/payer option` · `/refuser` répondez à une consigne rémunérée (ou utilisez les boutons)
    `/partie plateau [privé]` · `/partie état` · `/partie historique [page]` où en est la partie · `/partie main` votre main et votre réserve, pour vous seul · `/partie feuille [joueur]` une feuille de Babylon, en grand
    `/partie exporter` · `/partie importer fichier adversaire [adversaire2] [adversaire3]` · `/partie revoir [tour]` la feuille de partie, la reprise d'une partie, le plateau à n'importe quel tour (ou un GIF)
    `/stats [joueur]` · `/classement` les résultats et classements de ce serveur
    `/partie abandonner` · `/partie annuler` finir la partie (annuler : tous ceux qui jouent encore sont d'accord, ou un modérateur ; abandonner une partie à trois ou quatre, c'est la quitter, et les autres continuent)
    `/parties` vos parties en cours ici, celles qui vous attendent d'abord
    `/partie réglages [rappel_après] [silence] [payant]` les rappels, et la réponse aux consignes rémunérées : demander ou refuser
    `/partie réclamer` quand la pendule d'un joueur est tombée, il quitte la partie (à deux, vous gagnez) · `/partie continuer` passez une consigne rémunérée expirée
    `/partie règles [jeu] [sujet]` les règles en bref, avec les numéros de règle : du jeu de ce salon ou de celui nommé

## keystone local (le terminal ; ses commandes restent en anglais)

complete-group-same = { $label } ({ $count } choix)
complete-group = { $count } choix
moves-nothing = Rien à jouer maintenant.
moves-none = Aucun coup ne commence par « { $typed } ». { $known ->
    [no] Les coups commencent par : { $words }.
   *[other] Ceux qui commencent par « { $start } » continuent par : { $words }.
}
moves-grouped = { $count } coups, en { $groups } groupes :
moves-group = {"  "}{ $start } … — { $count ->
    [one] 1 coup
   *[other] { $count } coups
}
moves-narrow = Tapez la suite pour les réduire, par ex. `coups { $example }`.
local-help = Commandes (les anglaises, play, moves…, marchent aussi) :
    {"  "}jouer <actions>  jouer pour qui doit agir, par ex. jouer { $example }  (plusieurs séparées par ;)
    {"  "}coups [début]    les actions légales de qui doit agir (celles qui commencent ainsi)
    {"  "}plateau          écrire l'image du plateau et afficher son chemin
    {"  "}état             où en est la partie
    {"  "}main             la main et la réserve de qui doit jouer (jeux à secrets)
    {"  "}historique [page] les actions jouées, 15 par page (la dernière si aucune n’est donnée)
    {"  "}exporter         écrire l'enregistrement de la partie dans un fichier
    {"  "}règles [sujet]   les règles en bref
    {"  "}abandonner       qui doit agir abandonne (après oui ; non annule)
    {"  "}nouvelle         abandonner cette partie (après oui ; non annule) et lancer celle que demandent les options
    {"  "}aide             cette liste
    {"  "}quitter          arrêter ; la partie est gardée pour la prochaine fois
    Dans un terminal, Tab complète une commande ou un coup (deux fois : les liste), et ↑ ↓ rappellent les lignes précédentes.
local-resuming = Reprise de la partie enregistrée dans { $place }.
local-unreadable = La partie enregistrée est illisible ({ $reason }). Supprimez { $place } pour recommencer.
local-web = Le plateau est à { $link } (ouvrez-le dans un navigateur sur cette machine ; Ctrl+C arrête).
local-hint = Tapez aide pour la liste des commandes.
local-over = La partie est terminée. Tapez nouvelle pour une autre partie, ou quitter.
local-unknown = Commande inconnue « { $command } ». Tapez aide pour la liste des commandes.
local-new-game = Nouvelle partie : { $game }.
local-nobody = Personne ne doit agir : la partie est terminée.
local-board = Plateau : { $path }
local-tent = Tente : { $path }
local-hand-of = Pour { $name } seul·e (les autres détournent le regard) :
local-moves-of = Les coups de { $name } (tout le monde écrit : { $all }) :
local-sheets = Feuilles : { $path }
local-conflict = La partie enregistrée est { $stored } avec { $stored_names } ; vos options demandent { $game } avec { $names }. On continue la partie enregistrée : tapez nouvelle pour l'abandonner et lancer celle demandée.
local-new-confirm = Cela abandonne la partie en cours (personne ne gagne). Tapez oui pour confirmer.
local-confirm-no = Annulé : rien n’a changé.
local-history-page = historique prend un numéro de page : historique 1 est la première, historique seul la dernière.
local-nothing-to-confirm = Il n'y a rien à confirmer.
local-confirm-yes = Tapez oui pour la jouer quand même.
local-resign-confirm = Tapez oui pour confirmer.
local-replay-stopped = La ligne { $line } de l'enregistrement n'a pas pu être jouée : { $why }
local-keystone-seats = Keystone ({ $level }) joue { $count ->
    [one] la place
   *[other] les places
} { $seats }.
local-keystone-in-place = Keystone prend la place de { $name } : pour choisir laquelle, nommez cette place Keystone dans --names.
# The terminal's commands, in the order of the English file's.
local-commands = jouer coups plateau état main historique exporter règles abandonner nouvelle aide quitter oui non
local-not-text = Cette ligne n’est pas du texte UTF-8 : tapez-la à nouveau.
local-no-game = Aucune partie en cours : tapez nouvelle pour en commencer une.
local-exported = Enregistrement : { $path }
local-abandoned = La partie en cours est abandonnée.

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
rules-no-topic = Il n'y a pas de sujet « { $topic } ». Sujets : { $topics }.
rules-pick = Les règles d'un jeu, sujet par sujet : `/partie règles jeu:<jeu> sujet:<sujet>`.
basilica-rules-turn = À chaque tour vous faites exactement 3 actions (B11), dans n'importe quel ordre : placer une voûte (V), placer un bâtisseur sur la voûte que vous venez de poser (B, B18), exécuter une consigne (O). Un décompte termine le tour aussitôt (B13).
basilica-rules-vault = V : prenez une des 3 tuiles voûte et posez-la dans les colonnes a–e, à côté d'une voûte, d'un échafaudage ou (rangée 1) du plateau (B14). Les jokers ne touchent jamais d'autres jokers (B15). Une couronne fait avancer le roi d'une case (B16). Prendre la voûte Vi retourne la tuile ordre au-dessus, Oi, dans Vi, et Oi est remplie depuis la pile : l'ordre visible en Oi est la prochaine voûte à cet endroit (B26). Si aucune tuile voûte ne peut être posée, elles sont remplacées (B17).
basilica-rules-builder = B : juste après avoir posé une voûte, placez dessus un bâtisseur de votre réserve (B18). Les bâtisseurs ne sont jamais que sur des voûtes, un par voûte (B22). Vous avez 5 bâtisseurs et 4 jetons promotion (B4).
basilica-rules-orders = O : prenez une des 3 tuiles consigne et exécutez-la entièrement (B19–B21) : promouvoir (un jeton sous votre bâtisseur : architecte, maître maçon ou hercule), déplacer (votre bâtisseur vers une voûte libre adjacente), recruter (un bâtisseur de la réserve sur n'importe quelle voûte libre), confondre (renvoyez un des vôtres dans la réserve, puis déplacez un des siens vers une voûte libre adjacente), vitrail (+2 à une zone, sous votre bâtisseur), échafaudage (deux tuiles qui bloquent des cases jusqu'au prochain décompte), catastrophe (défaussez une voûte sans bâtisseur).
basilica-rules-paid = Promouvoir, recruter et confondre portent une pièce : quand vous en jouez une, votre adversaire peut vous payer 1 pièce pour agir aussi, tout de suite (B23–B25) : promouvoir un des siens à un autre rang, recruter à côté d'un des siens, ou choisir lui-même le déplacement de son bâtisseur à la place du vôtre. On ne le lui demande que s'il a une pièce et une option légale.
basilica-rules-scoring = Quand le roi atteint 10, 20 et 30, chaque zone avec un bâtisseur est décomptée (B29–B30). Une zone est un groupe connexe de voûtes d'une couleur, avec au moins une voûte unicolore ; un joker compte dans les zones de ses deux couleurs (B29). Le joueur le plus fort (maître maçon = 2) marque les voûtes de la zone, doublées par un architecte, +2 par vitrail ; l'autre marque 1 par bâtisseur. À force égale, un hercule seul l'emporte, sinon personne ne marque. Puis les rangées 1–2 quittent la cathédrale et le reste glisse vers le bas (B31).
basilica-rules-end = La partie se termine après le troisième décompte, ou quand la pile s'épuise une seconde fois, par un décompte final (B28, B32). Le plus haut score gagne ; à égalité, c'est un match nul.
basilica-rules-notation = V2 c3 · B · O1 promouvoir c3 architecte · O3 déplacer c3 c4 · O2 recruter d5 · O1 confondre c3 b2 b3 · O2 vitrail c3 · O1 échafaudage a4 b5 · O3 catastrophe e2 · payer promouvoir b2 maçon · payer recruter b3 · payer confondre b2 a2 · refuser (l’anglais est compris aussi). Enchaînez-en plusieurs avec `;`.

## Commandes : `command-<chemin>` est la description, `…-name` le nom
## (minuscules, sans espace), `…-<choix>` le nom d'un choix.

command-game = Jeux de plateau dans ce salon : lancer, consulter et gérer une partie.
command-game-name = partie
command-game-new = Inviter quelqu'un à une nouvelle partie dans ce salon (ou dans un nouveau fil).
command-game-new-name = nouvelle
command-game-new-game = Quel jeu
command-game-new-game-name = jeu
command-game-new-opponent = Avec qui jouer (personne : une partie en solo, si le jeu en a une)
command-game-new-opponent-name = adversaire
command-game-new-first = Qui commence (au hasard par défaut)
command-game-new-first-name = premier
command-game-new-first-me = moi
command-game-new-first-opponent = adversaire
command-game-new-first-random = au hasard
command-game-new-thread = Ouvrir un fil pour la partie, pour que ce salon puisse en accueillir plusieurs
command-game-new-thread-name = fil
command-game-new-clock = Une pendule, par ex. 3d : passé ce délai, les autres peuvent la réclamer
command-game-new-clock-name = pendule
command-game-new-level = La force de Keystone, quand vous l'invitez lui-même
command-game-new-level-name = niveau
command-game-new-level-easy = facile
command-game-new-level-normal = normal
command-game-new-level-hard = difficile
command-game-new-opponent2 = Un troisième joueur, pour les parties à trois ou quatre
command-game-new-opponent2-name = adversaire2
command-game-new-opponent3 = Un quatrième joueur, pour les parties à quatre
command-game-new-opponent3-name = adversaire3
command-game-accept = Accepter l'invitation à la partie de ce salon.
command-game-accept-name = accepter
command-game-decline = Refuser l'invitation à la partie de ce salon.
command-game-decline-name = refuser
command-game-new-mode = Une partie en solo : normal ou difficile
command-game-new-mode-name = mode
command-game-new-mode-normal = normal
command-game-new-mode-hard = difficile
command-game-sheet = Montrer la feuille d'un joueur, en grand (Babylon).
command-game-sheet-name = feuille
command-game-sheet-player = La feuille de qui (la vôtre par défaut)
command-game-sheet-player-name = joueur
command-game-board = Montrer le plateau de la partie de ce salon.
command-game-board-name = plateau
command-game-board-private = Ne le montrer qu'à vous
command-game-board-private-name = privé
command-game-web = Un lien vers la partie de ce salon sur un plateau cliquable, pour vous seul.
command-game-web-name = web
command-game-status = Où en est la partie de ce salon : à qui de jouer, scores, réserves.
command-game-status-name = état
command-game-history = Les actions de la partie de ce salon (ou de la dernière), en notation et en mots.
command-game-history-name = historique
command-game-history-page = Quelle page (la dernière par défaut)
command-game-history-page-name = page
command-game-export = La partie de ce salon (ou la dernière) en feuille de partie.
command-game-export-name = exporter
command-game-import = Reprendre une partie d'après une feuille : vous à la place 1, vos adversaires ensuite.
command-game-import-name = importer
command-game-import-file = La feuille de partie (.txt, telle que /partie exporter l'écrit)
command-game-import-file-name = fichier
command-game-import-opponent = Qui joue la place 2
command-game-import-opponent-name = adversaire
command-game-import-opponent2 = Qui joue la place 3, pour les parties à trois ou quatre
command-game-import-opponent2-name = adversaire2
command-game-import-opponent3 = Qui joue la place 4, pour les parties à quatre
command-game-import-opponent3-name = adversaire3
command-game-replay = Revoir la partie de ce salon : le plateau à un tour, ou toute la partie en animation.
command-game-replay-name = revoir
command-game-replay-turn = Le tour à montrer (sans lui, toute la partie en GIF)
command-game-replay-turn-name = tour
command-game-resign = Abandonner la partie de ce salon (une confirmation vous sera demandée).
command-game-resign-name = abandonner
command-game-abort = Annuler la partie de ce salon : tous ceux qui jouent encore doivent être d'accord, ou un modérateur.
command-game-abort-name = annuler
command-game-settings = Voir ou changer les rappels de cette partie, et votre réponse aux consignes rémunérées.
command-game-settings-name = réglages
command-game-settings-remind-after = Rappeler au joueur de jouer après ce délai, par ex. 12h (toute la partie)
command-game-settings-remind-after-name = rappel_après
command-game-settings-mute = Couper (true) ou rétablir (false) vos rappels
command-game-settings-mute-name = silence
command-game-settings-paid = Consignes rémunérées : vous demander à chaque fois, ou refuser aussitôt
command-game-settings-paid-name = payant
command-game-settings-paid-ask = demander
command-game-settings-paid-decline = refuser
command-game-claim = Réclamer la pendule du joueur au trait : elle est tombée, ce joueur quitte la partie.
command-game-claim-name = réclamer
command-game-continue = Continuer sans la réponse de votre adversaire à une consigne rémunérée expirée.
command-game-continue-name = continuer
command-game-rules = Les règles en bref, avec les numéros de règle : du jeu de ce salon ou de celui que vous nommez.
command-game-rules-name = règles
command-game-rules-game = Quel jeu (celui de ce salon par défaut)
command-game-rules-game-name = jeu
command-game-rules-topic = Un sujet (la liste vient sans sujet)
command-game-rules-topic-name = sujet
command-games = Vos parties en cours sur ce serveur, celles qui vous attendent d'abord.
command-games-name = parties
command-play = Jouer une ou plusieurs actions, séparées par ; (tout ou rien), ou les choisir dans des menus.
command-play-name = jouer
command-play-action = Des actions en notation, par ex. V2 c3; B (aucune : choisir dans des menus)
command-play-action-name = action
command-pay = Payer 1 pièce pour exécuter la consigne rémunérée que votre adversaire vient de jouer.
command-pay-name = payer
command-pay-option = Quoi faire pour la pièce
command-pay-option-name = option
command-decline = Refuser la consigne rémunérée que votre adversaire vient de jouer.
command-decline-name = refuser
command-stats = Les statistiques d'un joueur sur ce serveur : parties, victoires, score moyen, classement.
command-stats-name = stats
command-stats-user = De qui (vous par défaut)
command-stats-user-name = joueur
command-leaderboard = Les meilleurs joueurs de ce serveur, par classement.
command-leaderboard-name = classement
command-help = Comment jouer avec Keystone.
command-help-name = aide

## Plusieurs joueurs

invite-twice = Invitez chaque joueur une seule fois.
game-seats = { $game } se joue à { $allowed } joueurs, pas { $given }.
invitation-partly-accepted = { $name } accepte. En attente de { $waiting }.
list-and = { $first } et { $last }
first-no-such-seat = Il n'y a pas de place { $seat } pour commencer.

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

## Tables of one to four
basilica-told-left = { $name } quitte la partie. { $result }
cardinal-left = { $name } quitte la partie ; les autres continuent, et ce siège passe son tour.
game-left-ends = { $name } quitte la partie.
game-over-left = Tous les autres ont quitté la partie : elle est finie, et { $name } gagne.
cardinal-refusal-pawn-set-aside = les pions partagés ({ $colour }) sont mis de côté : personne ne les prend
refused-left = { $name } a quitté la partie
seat-left = { $name } (a quitté la partie)
did = { $name } : { $what }.
score-explained = { $name } { $total } : { $items }
score-item = { $item } { $points } ({ $rule })
score-nothing = { $name } : 0, rien de marqué
score-tie-break = { $first ->
    [yes] Égalité à { $points }, départagée par { $item }
   *[no] Toujours à égalité, puis par { $item }
}{ $fewer ->
    [yes] {" "}(le moins l’emporte)
   *[no] {""}
} : { $values } ({ $rule }).
stale-game = Ce bouton appartient à une partie précédente de ce salon : il ne change plus rien.
leave-typed = On ne quitte pas une partie en le tapant : utilisez /partie abandonner.
leave-typed-local = Un départ ne se tape pas : pour quitter la partie, tapez abandonner (puis oui).
you-left = Vous avez quitté cette partie.
open-games-yours = Vous avez déjà { $limit } invitations ou parties en cours sur ce serveur : terminez-en, refusez-en ou annulez-en une d'abord.
open-games-theirs = { $name } a déjà { $limit } invitations ou parties en cours sur ce serveur.
abort-agreed = { $name } accepte d'annuler. On attend encore { $others }.
abort-already-agreed = Vous avez déjà accepté d'annuler cette partie.
abort-no-proposal = Personne ne propose d'annuler cette partie en ce moment : proposez-le avec /partie annuler.
import-seat-was = { $name } à la place de { $was }
import-download-slow = Le téléchargement de la feuille a pris trop de temps : réessayez.
cardinal-board-footer-left = a quitté la partie

tent-not-playing = Vous ne jouez pas cette partie : rien ne vous appartient ici.
tent-nothing-hidden = Rien n'est caché dans ce jeu : tout est sur le plateau.
command-game-hand = Votre main et votre réserve dans la partie de ce salon, visibles de vous seul.
command-game-hand-name = main
standing-set = Votre consigne est enregistrée : Keystone répond pour vous quand la partie vous le demande, sans le dire à personne.
command-game-settings-sabotage = Sabotage de vos édifices (Les Grands Bâtisseurs) : vous demander, ou payer ou refuser aussitôt
command-game-settings-sabotage-name = sabotage
command-game-settings-sabotage-ask = demander
command-game-settings-sabotage-pay = payer
command-game-settings-sabotage-refuse = refuser
settings-standing-sabotage = Vos édifices sabotés : { $answer ->
    [pay] payer pour les garder, sans vous demander (G22)
    [refuse] les laisser démolir, sans vous demander (G22)
   *[ask] me demander
}.
continued-default = La pendule de { $name } est écoulée et { $other } continue : Keystone joue pour { $name } le coup par défaut, `{ $line }` ({ $rule }).

## Replay animations
animation-turn = Tour { $turn } sur { $turns }
animation-end = Après le tour { $turns } : où en est la partie

## Le plateau web
web-play = Jouer
web-back = Retour
web-clear = Effacer
web-confirm = Confirmer
web-your-turn = À vous de jouer.
web-waiting = Ce n'est pas votre tour : le plateau se met à jour tout seul quand quelqu'un joue.
web-spectator = Vous regardez : seuls les joueurs agissent.
web-choices = Choisir
web-chosen = Votre coup jusqu'ici
web-nothing-left = Plus rien à choisir : appuyez sur Jouer.
web-typed = Ou tapez le coup
web-typed-play = Jouer ce qui est tapé
web-step-down = Moins
web-step-up = Plus
web-buttons = Les mots suivants de votre coup
web-catch-up = Depuis votre dernier coup
web-history = Historique
web-rules = Les règles en bref
web-seat = Vue de
web-language = Langue
web-over = La partie est finie.
web-board-alt = Le plateau de { $game }
web-stale = La partie a avancé entre-temps : le plateau la montre maintenant telle qu'elle est.
web-link-forged = Ce lien de plateau n'est pas valable. Demandez-en un nouveau avec /game web.
web-link-expired = Ce lien de plateau a expiré. Demandez-en un nouveau avec /game web.
web-link-missing = Ouvrez le plateau avec le lien que donne /game web.
web-rate = Trop de requêtes à la fois : attendez un instant et réessayez.
web-apology = Un problème est survenu de notre côté ; il est consigné. Réessayez dans un instant.
web-bad-request = Le plateau a envoyé ce qu'il ne devrait pas : rechargez la page.
web-offline = Reconnexion…
web-not-set-up = Le plateau cliquable n'est pas installé sur ce bot (le réglage `web.public_url`). /play marche comme toujours.
web-link = Votre plateau pour la partie de ce salon, pour vous seul (ne le partagez pas) : { $link }
    Il ouvre votre place pendant { $lasts } ; redemandez-en un nouveau ensuite.
web-played = Joué : voyez le salon.
web-language-name = Français
web-activity-off = Le plateau n'est pas installé comme Activité Discord sur ce bot (le réglage `web.client_secret`). /game web donne un lien à la place.
web-activity-code = Discord n'a pas confirmé qui vous êtes (la connexion a été refusée ou est périmée) : fermez l'Activité et rouvrez-la.
web-activity-instance = Discord ne connaît pas cette Activité ici : fermez-la et rouvrez-la depuis le salon.
web-activity-not-in = Vous n'êtes pas dans cette Activité : ouvrez-la vous-même depuis le salon.
web-activity-discord = Discord n'a pas répondu : réessayez dans un instant.
web-activity-connecting = Connexion à Discord…
web-activity-outside = Cette page s'ouvre dans Discord, en tant qu'Activité : appuyez sur Ouvrir le plateau sous le message d'une partie. Hors de Discord, /game web vous donne un lien vers votre plateau.
web-activity-games = Aucune partie dans ce salon. Vos parties en cours sur ce serveur, celles qui vous attendent d'abord :
web-activity-none = Aucune partie dans ce salon, et aucune des vôtres en cours sur ce serveur. Lancez-en une avec /game new.
web-activity-list = Vos parties
web-full = Le plateau est très demandé en ce moment : réessayez dans quelques secondes.
web-too-large = Cette requête est plus grande que toutes celles qu'envoie le plateau : rechargez la page.
web-too-slow = Cette requête est arrivée trop lentement : vérifiez votre connexion et réessayez.
web-lang-twice = L'adresse nomme une langue plus d'une fois : gardez un seul `lang=`.
web-bad-layout = Le plateau a demandé ses images disposées autrement que `layout=wide` ou `layout=narrow`, ou pour un écran de moins de 1 ou plus de 4 `pixels` : rechargez la page.
web-bad-has = Le plateau a dit avoir déjà des images dont les clés (`has=`) ne sont pas comme un plateau les donne : rechargez la page.
web-not-found = Il n'y a rien à cette adresse : ouvrez le plateau avec le lien que donne /game web.
web-link-missing-local = Ouvrez le plateau à l’adresse que keystone local --web a affichée dans le terminal.
web-link-stale-local = Cette adresse de plateau n’est pas celle de cette session : ouvrez celle que keystone local --web a affichée dans le terminal.
web-not-found-local = Il n’y a rien à cette adresse : ouvrez le plateau à l’adresse que keystone local --web a affichée dans le terminal.
web-method = Cette adresse n'accepte pas ce genre de requête : rechargez la page.
web-played-later = Joué. Discord n'a pas encore pris son message : Keystone le publie dans le salon dès que Discord répond.
web-link-spectator = Un plateau de la partie de ce salon, pour vous seul (ne le partagez pas) : { $link }
    Vous ne jouez pas dans cette partie : il montre ce que voit tout spectateur, pendant { $lasts } ; redemandez-en un nouveau ensuite.
command-launch = Ouvrir le plateau d'une partie de ce salon, ou vos parties ici
command-launch-name = lancer

## Les sujets des règles en bref, comme /game rules les prend (les anglais
## sont toujours compris aussi).
topic-turn = tour
topic-vault = voûte
topic-builder = bâtisseur
topic-orders = consignes
topic-paid = payant
topic-scoring = décompte
topic-end = fin
topic-notation = notation
topic-laws = lois
topic-pawns = pions
topic-cardinal = cardinal
topic-players = joueurs
topic-round = manche
topic-draft = choix
topic-write = écrire
topic-tower = tour
topic-solo = solo
topic-auction = enchère
topic-build = construire
topic-sabotage = sabotage
topic-cards = cartes
topic-points = points
