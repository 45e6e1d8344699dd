# Les mots de Keystone en français. Les identifiants et leurs $paramètres
# sont les mêmes dans toutes les langues (un test le vérifie).

## Erreurs montrées au joueur

error-internal = Désolé, un problème est survenu du côté de Keystone. Rien n'a été modifié ; réessayez dans un instant.
error-damaged = La partie enregistrée de ce salon est endommagée et ne peut pas être jouée. Un membre qui peut gérer les salons peut l'effacer avec /game abort.
error-restarting = Keystone redémarre : réessayez dans une minute.
