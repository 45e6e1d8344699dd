# Słowa Keystone po polsku. Identyfikatory komunikatów i ich $parametry
# są takie same w każdym języku (sprawdza to test).

## Błędy pokazywane graczowi

error-internal = Przepraszamy, coś poszło nie tak po stronie Keystone. Nic nie zostało zmienione; spróbuj ponownie za chwilę.
error-damaged = Zapisana gra na tym kanale jest uszkodzona i nie można w nią grać. Członek z uprawnieniem Zarządzanie kanałami może ją usunąć poleceniem /game abort.
error-restarting = Keystone uruchamia się ponownie: spróbuj za minutę.
