# Keystone's words in English. Message ids and their $placeholders must be
# the same in every language (a test checks it).

## Errors shown to the user

error-internal = Sorry, something went wrong on Keystone's side. Nothing was changed; please try again in a moment.
error-damaged = This channel's saved game is damaged and cannot be played. A member with Manage Channels can clear it with /game abort.
error-restarting = Keystone is restarting: try again in a minute.
