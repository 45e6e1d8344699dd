# Les mots de Keystone en français. Les ids des messages et leurs
# $paramètres sont les mêmes dans chaque langue (bot/tests/locales.rs le
# vérifie). La notation des actions (V2 c3, pay, decline…) et les commandes
# du terminal ne se traduisent pas : c'est ce que tapent les joueurs.

## Erreurs montrées à l'utilisateur

error-internal = Désolé, quelque chose s'est mal passé du côté de Keystone. Rien n'a été modifié ; réessayez dans un instant.
error-damaged = La partie enregistrée dans ce salon est endommagée et ne peut pas être jouée. Un membre qui peut gérer les salons peut l'effacer avec /partie annuler.
error-restarting = Keystone redémarre : réessayez dans une minute.
error-guild-only = Cette commande fonctionne dans un salon de serveur, pas en message privé.
error-thread-not-here = Keystone ne peut pas ouvrir de fil ici : il ne peut que vous répondre dans cette conversation. Lancez la partie sans `fil`.
error-external-apps-off = Ce serveur ne laisse les applications que vous avez installées répondre qu’à vous (Utiliser des applications externes est désactivé) : personne d’autre ne verrait la partie. Demandez à un modérateur d’ajouter Keystone au serveur, ou jouez dans un groupe privé.
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
answered-by-keystone = { $name } (joué par Keystone)
clock-left = { $name } : encore { $left } à la pendule
away-note = { $name } est absent·e jusqu'au { $until }, pendule arrêtée
clock-ran-out = la pendule de { $name } est tombée
no-question-for-you = Aucune question ne vous est posée.
nothing-chosen = Rien n'a été choisi.

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
played-for = Keystone joue pour { $name } :
stood-in = La pendule de { $late } est tombée, et { $by } a confié sa place à Keystone, qui joue pour { $late } jusqu'à son retour (/partie retour, ou le bouton).
took-back = { $name } reprend sa place à Keystone.
take-back-not-stood-in = Keystone ne joue pas pour vous dans cette partie.
claimed = La pendule de { $late } est tombée, et { $claimer } l'a réclamée.
continue-nothing = Il n'y a rien à passer : personne n'a épuisé son temps pour répondre ou pour jouer.
continue-yours = C'est vous que la table attend : répondez ou jouez vous-même.
continue-too-early = { $name } a encore { $left } pour répondre ou jouer.
notice-away = { $name } est absent·e jusqu'au { $until } : sa pendule est arrêtée, personne ne peut la réclamer et aucun rappel ne lui est envoyé.
notice-back = { $name } est de retour : sa pendule repart.
claim-away = { $name } est absent·e jusqu'au { $until } : sa pendule est arrêtée, personne ne peut la réclamer ni continuer sans { $name }.
notice-stand-in = Ou Keystone joue pour { $late } jusqu'à son retour (le bouton, ou /partie réclamer keystone:True).
notice-clock = La pendule de { $late } ({ $clock }) est tombée. { $others } peut la réclamer avec le bouton ou /partie réclamer ({ $late } quitte alors la partie){ $default ->
    [yes] , continuer avec le coup par défaut de { $late } (Continuer, ou /partie continuer),
   *[no] {""}
} ou continuer d'attendre.
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
    [resign] Oui, abandonner
    [abort] Accepter l'annulation
    [mute] Couper les rappels
    [continue] Continuer
    [claim] Réclamer la pendule
    [standin] Keystone joue à sa place
    [takeback] Reprendre ma place
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

answers-only = Ici, Keystone ne peut que vous répondre : aucun rappel ni avis d’horloge dans cette conversation, et ses propres coups apparaissent quand l’un de vous agit. `/parties` montre à qui c’est le tour, où que vous jouiez.
answers-more = Keystone a encore des coups à jouer : ils apparaissent quand l’un de vous agit ici (`/partie plateau` suffit).
help = **Keystone** : des jeux de plateau à votre rythme, dans ce salon.
    `/partie nouvelle jeu [adversaire] [adversaire2] [adversaire3] [premier] [fil] [mode]` invitez quelqu'un (il accepte avec le bouton ou `/partie accepter`) : Basilica à deux, Cardinal et Les Grands Bâtisseurs de deux à quatre, Babylon de un à quatre (sans adversaire : en solo, `mode` normal ou difficile)
    `/jouer action` jouez une ou plusieurs actions en notation, par ex. `V2 c3; B` (la liste propose les coups légaux) ; `/jouer` seul, ou le bouton Jouer…, pour choisir son coup dans des menus
    `/payer option` · `/refuser` répondez à une consigne rémunérée (ou utilisez les boutons)
    `/partie plateau [privé]` · `/partie état` · `/partie historique [page]` où en est la partie · `/partie main` votre main et votre réserve, pour vous seul · `/partie feuille [joueur]` une feuille de Babylon, en grand
    `/partie exporter` · `/partie importer fichier adversaire [adversaire2] [adversaire3]` · `/partie revoir [tour]` la feuille de partie, sa reprise, le plateau à tout tour (ou un GIF)
    `/stats [joueur]` · `/classement` les résultats et classements de ce serveur
    `/réglages couleurs` images pour daltoniens ou à motifs · `/partie plateau décrire:True` la position en mots · `/réglages calme` heures sans mention · `/absent 5d` · `/retour` vacances
    `/partie abandonner` · `/partie annuler` finir la partie (annuler : tous ceux qui jouent encore sont d'accord, ou un modérateur ; abandonner à trois ou quatre, c'est partir, et les autres continuent)
    `/parties` vos parties en cours partout, celles qui vous attendent d'abord
    `/partie réglages [rappel_après] [silence] [payant]` les rappels, et la réponse aux consignes rémunérées : demander ou refuser
    `/partie réclamer` quand la pendule d'un joueur est tombée, il part (à deux, vous gagnez) · `/partie continuer` passez une consigne rémunérée expirée
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
    {"  "}décrire          toute la position en mots (pour un lecteur d’écran)
    {"  "}couleurs [réglage] les couleurs des images pour chaque joueur ici : standard, rouge-vert, bleu-jaune ou motifs
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
local-colours = Couleurs : { $choices }. Tapez couleurs et l’un d’eux, par ex. couleurs rouge-vert.
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
local-commands = jouer coups plateau décrire couleurs état main historique exporter règles abandonner nouvelle aide quitter oui non
local-not-text = Cette ligne n’est pas du texte UTF-8 : tapez-la à nouveau.
local-no-game = Aucune partie en cours : tapez nouvelle pour en commencer une.
local-exported = Enregistrement : { $path }
local-abandoned = La partie en cours est abandonnée.

## Les règles en bref

rules-no-topic = Il n'y a pas de sujet « { $topic } ». Sujets : { $topics }.
rules-pick = Les règles d'un jeu, sujet par sujet : `/partie règles jeu:<jeu> sujet:<sujet>`.

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
command-game-board-describe = Dire plutôt toute la position en mots (pour un lecteur d’écran)
command-game-board-describe-name = décrire
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
command-game-claim-keystone = Keystone joue pour ce joueur jusqu'à son retour, à la place
command-game-claim-keystone-name = keystone
command-game-back = Reprendre votre place à Keystone, qui a joué pour vous pendant votre absence.
command-game-back-name = retour
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
command-games = Vos parties en cours, sur tout serveur et toute conversation, celles qui vous attendent d'abord.
command-games-name = parties
command-play = Jouer une ou plusieurs actions, séparées par ; (tout ou rien), ou les choisir dans des menus.
command-play-name = jouer
command-play-action = Des actions en notation, par ex. V2 c3; B (aucune : choisir dans des menus)
command-play-action-name = action
command-stats = Les statistiques d'un joueur sur ce serveur : parties, victoires, score moyen, classement.
command-stats-name = stats
command-stats-user = De qui (vous par défaut)
command-stats-user-name = joueur
command-leaderboard = Les meilleurs joueurs de ce serveur, par classement.
command-leaderboard-name = classement
command-settings = Vos propres réglages, pour chaque partie et chaque serveur.
command-settings-name = réglages
command-settings-quiet = Les heures où personne ne vous mentionne, dans votre fuseau : les rappels attendent leur fin.
command-settings-quiet-name = calme
command-settings-quiet-hours = De et jusqu'à, par ex. 22:00-08:00 (ou off)
command-settings-quiet-hours-name = heures
command-settings-quiet-zone = Votre fuseau horaire, par ex. Europe/Paris
command-settings-quiet-zone-name = fuseau
command-settings-away = Vos jours d'absence cette année ; en prendre un pour vous quand votre pendule tombe.
command-settings-away-name = absence
command-settings-away-auto = Prendre un jour d'absence pour vous quand votre pendule tomberait
command-settings-away-auto-name = auto
command-away = Partir un temps (5d, 36h) : vos pendules s'arrêtent et personne ne peut réclamer votre place.
command-away-name = absent
command-away-time = Combien de temps, par ex. 5d ou 36h
command-away-time-name = durée
command-back = De retour avant la fin de vos jours d'absence : vos pendules repartent.
command-back-name = retour
command-settings-dm = Vos tours aussi en message privé, avec un bouton pour ouvrir le plateau.
command-settings-dm-name = mp
command-settings-dm-on = True pour les recevoir, False pour les arrêter
command-settings-dm-on-name = activer
command-settings-colours = Les couleurs de vos images : pour le daltonisme rouge-vert ou bleu-jaune, ou des motifs.
command-settings-colours-name = couleurs
command-settings-colours-setting = Comment vous voyez les couleurs
command-settings-colours-setting-name = réglage
command-settings-colours-setting-standard = standard
command-settings-colours-setting-red-green = rouge-vert
command-settings-colours-setting-blue-yellow = bleu-jaune
command-settings-colours-setting-patterns = motifs
command-help = Comment jouer avec Keystone.
command-help-name = aide

## Plusieurs joueurs

invite-twice = Invitez chaque joueur une seule fois.
game-seats = { $game } se joue à { $allowed } joueurs, pas { $given }.
invitation-partly-accepted = { $name } accepte. En attente de { $waiting }.
list-and = { $first } et { $last }
first-no-such-seat = Il n'y a pas de place { $seat } pour commencer.

## Tables of one to four
game-left-ends = { $name } quitte la partie.
game-over-left = Tous les autres ont quitté la partie : elle est finie, et { $name } gagne.
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
web-zoom-in = Agrandir
web-zoom-out = Réduire
web-pictures = Le plateau
web-described = La position en mots
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
topic-end = fin
topic-notation = notation

## Ce que montre une image, pour qui ne la voit pas (la description d'une pièce jointe)
describe-board = Le plateau de { $game }.
describe-position = { $game } : toute la position en mots.
describe-sheets = Les feuilles des joueurs de { $game }.
describe-tent = Ce que { $name } est seul à voir dans { $game }.
describe-replay-turn = Le plateau de { $game } au début du tour { $turn } sur { $turns }.
describe-animation = Toute la partie de { $game } en animation : { $frames ->
    [one] 1 image
   *[other] { $frames } images
}, { $every ->
    [one] une par tour
   *[other] une tous les { $every } tours
}.
describe-record = Le relevé de cette partie de { $game }, en texte.

## A player's colours (/settings colours)

colours-name = { $colours ->
    [red-green] Daltonisme rouge-vert
    [blue-yellow] Daltonisme bleu-jaune
    [patterns] Motifs sur chaque couleur
   *[standard] Couleurs standard
}
colours-set = { $colours ->
    [red-green] Vos images utilisent désormais des couleurs pour le daltonisme rouge-vert (protanopie, deutéranopie), dans chaque partie et chaque serveur.
    [blue-yellow] Vos images utilisent désormais des couleurs pour le daltonisme bleu-jaune (tritanopie), dans chaque partie et chaque serveur.
    [patterns] Vos images portent désormais un motif sur chaque couleur, dans chaque partie et chaque serveur.
   *[standard] Vos images utilisent désormais les couleurs standard, dans chaque partie et chaque serveur.
} Un plateau que toute la table voit prend les couleurs choisies par ses joueurs (des motifs s’ils ont choisi autrement) ; ce que vous seul voyez prend les vôtres.

## Holidays and quiet hours
away-taken = Vous êtes absent·e jusqu'au { $until } : vos pendules s'arrêtent dans toutes vos parties, personne ne peut réclamer votre place et vous ne recevez pas de rappels. Il vous reste { $left } jours d'absence cette année (sur { $allowance }). /retour y met fin plus tôt.
away-off = Les jours d'absence sont désactivés sur ce bot.
away-not-a-duration = `{ $text }` n'est pas une durée d'absence : écrivez-la comme 5d ou 36h (au moins 1h, au plus { $most } jours).
away-too-long = Il vous reste { $left } jours d'absence cette année (sur { $allowance }) : { $asked }, c'est plus.
back-done = Bon retour : vos pendules repartent. Il vous reste { $left } jours d'absence cette année (sur { $allowance }).
back-not-away = Vous n'êtes pas absent·e.
auto-away-on = Quand votre pendule tomberait, un jour d'absence est pris pour vous (tant qu'il vous en reste).
auto-away-off = Plus aucun jour d'absence n'est pris pour vous quand votre pendule tombe : les autres peuvent la réclamer.
quiet-set = Heures calmes : de { $from } à { $until }, heure de { $zone }. Les rappels attendent leur fin ; les messages de tour arrivent toujours, sans mention.
quiet-off = Heures calmes désactivées : vous pouvez être mentionné·e à toute heure.
quiet-not-hours = `{ $text }` n'est pas une plage d'heures calmes : écrivez-la comme 22:00-08:00 (ou off).
quiet-no-zone = `{ $text }` n'est pas un fuseau horaire : écrivez-le comme l'IANA le nomme, par exemple Europe/Paris ou America/Montreal.
quiet-zone-needed = Les heures calmes demandent votre fuseau horaire, par exemple Europe/Paris.
presence-days = Jours d'absence : { $taken } pris cette année, { $left } restants (sur { $allowance }). { $auto ->
    [yes] Pris pour vous quand votre pendule tomberait.
   *[no] Jamais pris pour vous.
}
presence-away = Absent·e du { $from } au { $until }.
presence-quiet = Heures calmes : { $from }–{ $until }, heure de { $zone }.
status-away = { $name } est absent·e du { $from } au { $until }.
status-away-days = Jours d'absence restants cette année (sur { $allowance }) : { $left }.
direct-turn = À vous de jouer à { $game } : { $place }
direct-on = Vos tours vous parviendront aussi en message privé, avec un bouton pour ouvrir le plateau.
direct-off = Plus de message privé pour vos tours.
direct-refused = { $user }, Discord a refusé mon message privé (vos réglages de confidentialité, ou Keystone est bloqué) : vos tours ne sont annoncés qu'ici. Autorisez les messages privés des membres de ce serveur, ou désactivez-les avec /réglages mp activer:False.
button-open-board = Ouvrir le plateau
