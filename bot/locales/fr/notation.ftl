# Les mots de la notation, tels qu'un joueur peut les taper et les voit
# (les parties enregistrées gardent l'anglais). Un mot = une suite de
# lettres ; `.forms` donne d'autres formes acceptées. La casse et les
# accents ne comptent pas à la saisie.

## Basilica
notation-promote = promouvoir
notation-move = déplacer
notation-recruit = recruter
notation-confusion = confondre
notation-glass = vitrail
notation-scaffold = échafaudage
notation-catastrophe = catastrophe
notation-pay = payer
notation-decline = refuser
notation-architect = architecte
notation-mason = maçon
notation-strongman = hercule

## Cardinal
notation-red = rouge
notation-yellow = jaune
notation-green = vert
    .forms = verte
notation-blue = bleu
    .forms = bleue
notation-house = maison
notation-tower = tour
notation-place = place
notation-cardinal = cardinal
notation-pawn = pion

## Les Grands Bâtisseurs
notation-auction = enchère
notation-bid = miser
notation-build = bâtir
notation-church = église
notation-done = fini
notation-up = visible
notation-down = cachée
    .forms = caché
notation-gate = poterne
notation-hand = main
notation-left = gauche
notation-leftcorner = anglegauche
notation-right = droite
notation-rightcorner = angledroit
notation-pass = passer
notation-refuse = refuser
notation-sabotage = saboter
notation-steal = voler
notation-townhall = mairie

## Babylon
notation-accept = accepter
notation-amphora = amphore
notation-art = art
notation-boat = bateau
notation-bonus = bonus
notation-cart = charrette
notation-convert = convertir
notation-draw = dessiner
notation-garden = jardin
notation-gold = or
notation-ignore = ignorer
notation-lion = lion
notation-mine = mine
notation-mosaic = mosaïque
notation-palm = palmier
notation-penalty = pénalité
notation-pencil = crayon
notation-pond = étang
notation-river = rivière
notation-shape = forme
notation-ship = navire
notation-skip = sauter
notation-statue = statue
notation-stone = pierre
notation-take = prendre
notation-tent = tente
notation-tile = tuile
notation-undo = annuler
notation-vase = vase
notation-wall = mur
notation-wheat = blé
notation-with = avec
notation-wood = bois
notation-worker = ouvrier
