# Keystone's words in English. Message ids and their $placeholders must be
# the same in every language (bot/tests/locales.rs checks it). The action
# notation (V2 c3, pay, decline…) and the terminal's command words are the
# same in every language: they are what players type.

## Errors shown to the user

error-internal = Sorry, something went wrong on Keystone's side. Nothing was changed; please try again in a moment.
error-damaged = This channel's saved game is damaged and cannot be played. A member with Manage Channels can clear it with /game abort.
error-restarting = Keystone is restarting: try again in a minute.
error-guild-only = This command works in a server channel, not in direct messages.
error-thread-not-here = Keystone cannot open a thread here: it can only answer you in this conversation. Start the game without `thread`.
error-external-apps-off = This server lets apps you installed answer only you (Use External Apps is off), so nobody else would see the game. Ask a moderator to add Keystone to the server, or play in a group DM.
error-option = Keystone could not read one of the options: check it and try again.
error-no-game = There is no game in this channel. Start one with /game new.
error-busy = This channel already has a game. Finish it first, or start another one in its own thread with thread:true.
stale = This prompt is out of date: the game has moved on since.
not-playing = You are not playing in this game.
no-such-seat = there is no such seat

## Durations ($unit: d, h, m, s)

duration = { $unit ->
    [d] { $n }d
    [h] { $n }h
    [m] { $n }m
   *[s] { $n }s
}
setting-not-a-duration = "{ $text }" is not a duration for { $what ->
    [clock] the move clock
   *[reminders] reminders
}: write it like 3d, 12h or 1d 12h.
setting-out-of-range = { $what ->
    [clock] The move clock
   *[reminders] Reminders
} must be between 1h and 30d, not { $given }.
clock-out-of-range = The move clock must be between 1h and 30d, not { $given }.

## Starting a game

game-unknown = Unknown game "{ $game }". Games: { $games }.
invite-self = Invite someone else: you cannot play against yourself.
invite-bot = Bots cannot play: invite a person.
level-without-keystone = The level is for games against Keystone: invite @Keystone to play against it.
invitation = { $host } invites { $opponent } to a game of { $game }.{ $clock ->
    [none] {""}
   *[other] {" "}Move clock: { $clock } per move.
} { $opponent }, do you accept?
computer-game = { $host } starts a game of { $game } against Keystone ({ $level ->
    [easy] easy
    [normal] normal
   *[hard] hard
}).
invitation-accepted = { $name } accepted.
invitation-declined = { $name } declined the invitation.
invitation-started = There is no invitation to answer: the game has started.
invitation-not-yours = Only { $name } can answer this invitation.
not-started = The game has not started: { $name } must accept the invitation first.
thread-refused = Keystone could not open a thread here. It needs the Create Public Threads permission.
thread-opened = The game is on in { $thread }.

## Playing

question-time-left = { $name } has { $left } left to answer; then you may continue without them.
question-expired = { $name } did not answer in time: continue without them with /game continue.
catch-up = Since { $name }'s last move:
catch-up-more = ({ $count ->
    [one] 1 earlier action
   *[other] { $count } earlier actions
} in the history)
answered-by-keystone = { $name } (played by Keystone)
clock-left = { $name }: { $left } left on the clock
away-note = { $name } is away until { $until }, their clock stopped
clock-ran-out = { $name }'s move clock ran out
no-question-for-you = There is no question for you to answer.
nothing-chosen = Nothing was chosen.

## The move picker (Play…)
pick-title = **Your move**, chosen step by step (only you see this):
pick-placeholder = Choose what to do…
pick-choose = Choose from the menu.
pick-choose-or-play = Choose more from the menu, or press Play to post this.
pick-ready = Press Play to post this move.
pick-full = This picker holds no more: press Play, then open Play… again to go on.
pick-nothing = There is nothing for you to play now: the game waits on { $names }.
pick-stale = This picker is out of date: the game has moved on since. Press Play… on the latest message.
pick-unfinished = Choose a whole action before pressing Play.
pick-played = Posted in the channel.
pick-more = More… ({ $count } more)

## Notation errors (which word, and what was expected)

parse-empty = no action given
parse-unexpected = "{ $found }" is not understood here: expected { $expected }
parse-missing = "{ $after }" is incomplete: expected { $expected } next
parse-extra = unexpected "{ $found }" after the complete action "{ $after }"
play-hidden = `{ $action }` may depend on what `{ $revealing }` turns up, which you have not seen yet: play up to `{ $revealing }` first, then the rest.

## Where the game stands

status-invited = Waiting for { $name } to accept the invitation.
status-clock = Clock: { $note }.

## Ending a game early

resign-not-started = The game has not started; to drop the invitation, use /game abort.
resign-confirm = Resign this game? { $seats ->
    [2] Your opponent wins.
   *[other] You leave it and rank last; the others play on.
}
damaged-cleared = The damaged game was cleared: this channel can host a new one.
abort-proposed = { $name } proposes to abort this game. { $others }: do you agree? (Everyone still playing must.)
aborted = The game was aborted. This channel can host a new one.

## Waiting: settings, the move clock, expired questions, reminders

settings-game = Settings of this game: reminders after { $remind } (at most { $max } per wait), { $clock ->
    [none] no move clock
   *[other] move clock { $clock } per move
}; an unanswered paid order expires after { $expiry }.
settings-mine = You: reminders { $muted ->
    [yes] muted
   *[no] on
}.
settings-standing-paid = Your paid orders: { $answer ->
    [decline] always decline, without asking
   *[ask] ask me
}.
settings-how = Change them with /game settings remind_after:<12h…> mute:<true|false> paid:<ask|decline> sabotage:<ask|pay|refuse>.
claim-no-clock = This game has no move clock: there is nothing to claim.
claim-not-started = The game has not started: there is no clock to run out.
claim-question = { $name } is answering a paid order: the move clock does not run on a question.
claim-nobody = Nobody must move now.
claim-yourself = It is your move: you cannot claim against yourself.
claim-too-early = { $name } still has { $left } on the move clock.
played-for = Keystone plays for { $name }:
stood-in = { $late }'s move clock ran out, and { $by } had Keystone play for { $late } until they take their seat back (/game back, or the button).
took-back = { $name } takes their seat back from Keystone.
take-back-not-stood-in = Keystone is not playing for you in this game.
claimed = { $late }'s move clock ran out, and { $claimer } claimed it.
continue-nothing = There is nothing to go on past: nobody's time to answer or to move has run out.
continue-yours = The table is waiting for you: answer or move yourself.
continue-too-early = { $name } still has { $left } to answer or to move.
notice-away = { $name } is away until { $until }: their clock is stopped, nobody may claim it, and they are not reminded.
notice-back = { $name } is back: their clock runs again.
claim-away = { $name } is away until { $until }: their clock is stopped, and nobody may claim it or go on without them.
notice-stand-in = Or Keystone plays for { $late } until they come back (the button, or /game claim keystone:True).
notice-clock = { $late }'s move clock ({ $clock }) ran out. { $others } may claim it with the button or /game claim ({ $late } then leaves the game){ $default ->
    [yes] , go on with { $late }'s default move (Continue, or /game continue),
   *[no] {""}
} or keep waiting.
notice-invited = { $name } invited you to a game of { $game }: accept or decline.
notice-reminder = Reminder ({ $count } of { $max }): the game has been waiting for you for { $waited }. { $what }
muted = Reminders muted for you in this game. Turn them back on with /game settings mute:false.
unmuted = Reminders are on again for you in this game.
games-invited = **you are invited**: accept or decline (for { $waited })
games-waiting-accept = waiting for { $names } to accept (for { $waited })
games-your-move = **your move** (for { $waited })
games-their-move = { $names }'s move (for { $waited })
games-row = { $channel } · { $game } with { $others } · { $state }
games-none = You have no games in progress here. Start one with /game new.
games-list = Your games in progress: { $count } ({ $waiting } waiting on you).

## Records: history, export, import, replay

nothing-played = Nothing has been played yet.
history-pages = The history has { $pages ->
    [one] 1 page
   *[other] { $pages } pages
}: choose 1 to { $pages }.
history = History of this { $finished ->
    [yes] finished game
   *[no] game
}: actions { $from }–{ $to } of { $total } (page { $page } of { $pages }).
export = { $over ->
    [yes] The record of this { $game } game ({ $actions ->
    [one] 1 action
   *[other] { $actions } actions
}). Replay it with `keystone replay`.
   *[no] The record of this { $game } game so far ({ $actions ->
    [one] 1 action
   *[other] { $actions } actions
}): what every player has seen, without the seed, which is given when the game is over. Resume it elsewhere with /game import.
}
import-unreadable = The record does not read: { $reason }.
import-unknown-game = This is a record of "{ $game }", which Keystone does not play.
import-seats = The record has { $seats } seats; this import seats { $invited }: you and the opponents you named, one per seat.
import-line-refused = Line { $line } of the record is refused: { $reason }.
import-refused = The record is refused: { $reason }.
import-over = This record's game is over: there is nothing to continue. Replay it with `keystone replay`.
import-too-large = The file is too large for a game record ({ $size } KB; at most { $limit } KB).
import-not-text = The file is not text: attach the .txt record that /game export writes.
import-invitation = { $host } invites { $opponent } to resume a game of { $game } from a record ({ $actions ->
    [one] 1 action
   *[other] { $actions } actions
} played; { $seats }). What is still hidden is drawn anew. Next: { $next } { $opponent }, do you accept?
replay-animation = The whole game, turn by turn: { $frames } frames{ $every ->
    [1] {""}
   *[other] {" "}(one turn in { $every }, to keep it short and within Discord's limit)
}.
replay-busy = Other whole-game animations are being drawn right now: try again in a minute. A single turn (`turn:`) shows at once.
replay-nothing = Nothing has been played yet: there is no turn to show.
replay-turns = This game has { $turns } turns so far: choose 1 to { $turns }.
replay-turn = Turn { $turn } of { $turns }: the board as { $name }'s turn began{ $turn ->
    [1] {""}
   *[other] , the turn before highlighted
}.

## Statistics

stats-none = { $name } has not finished a game here yet.
stats = **{ $name }** · rating { $rating } (#{ $rank } of { $players }) · played { $played } · won { $won } · lost { $lost } · drawn { $drawn } · average score { $average } · favourite colour zone: { $favourite ->
    [yellow] yellow
    [blue] blue
    [red] red
    [green] green
    [none] none yet
   *[other] { $favourite }
}
leaderboard-empty = No game has been finished on this server yet: the leaderboard starts with the first.
leaderboard = Leaderboard: { $players ->
    [one] 1 player
   *[other] { $players } players
}, { $games ->
    [one] 1 finished game
   *[other] { $games } finished games
} (Elo, from 1000).
leaderboard-row = { $rank }. { $name } — { $rating } ({ $played } played: { $won } won, { $lost } lost, { $drawn } drawn)

## Buttons ($kind: what the button does)

confirm-ask = { $why } Confirm it to play it anyway, or type it again; anything else, played by anyone, cancels it.
confirm-nothing = There is nothing to confirm: play your line again.
button = { $kind ->
    [accept] Accept
    [refuse] Decline
    [resign] Yes, resign
    [abort] Agree to abort
    [mute] Mute reminders
    [continue] Continue
    [claim] Claim the clock
    [standin] Keystone plays for them
    [takeback] Take my seat back
    [older] ◀ Older
    [tent] My tent
    [play] Play…
    [pick] Choose
    [pickback] ◀ Back
    [pickclear] Clear
    [pickplay] Play ▶
    [board] Open board
    [confirm] Confirm
   *[newer] Newer ▶
}

## Help

answers-only = Here Keystone can only answer you: it posts no reminders or clock notices in this conversation, and Keystone's own moves appear when one of you acts. `/games` shows whose turn it is, wherever you play.
answers-more = Keystone has more moves to play: they appear when one of you acts here (`/game board` will do).
help = **Keystone**: board games at your own pace, in this channel.
    `/game new game [opponent] [opponent2] [opponent3] [first] [thread] [mode]` invite someone (they accept with the button or `/game accept`): Basilica for two, Cardinal and Les Grands Bâtisseurs for two to four, Babylon for one to four (no opponent: a game alone, `mode` normal or hard)
    `/play action` play one or more actions in notation, e.g. `V2 c3; B` (the list suggests legal ones); `/play` alone, or the Play… button, lets you choose your move from menus
    `/pay option` · `/decline` answer a paid order (or use the buttons)
    `/game board [private]` · `/game board describe:True` the position in words · `/game status` · `/game history [page]` see where the game stands · `/game hand` your hand and purse, for you alone · `/game sheet [player]` a Babylon sheet, large
    `/game export` · `/game import file opponent [opponent2] [opponent3]` · `/game replay [turn]` the record, resuming one, the board at any turn (or a GIF)
    `/stats [user]` · `/leaderboard` this server's results and ratings
    `/settings colours` pictures for colour-blind eyes, or with patterns · `/settings quiet` hours without pings · `/away 5d` · `/back` holidays: your clocks stop
    `/game resign` · `/game abort` end the game (abort: everyone still playing agrees, or a moderator; resigning a game of three or four leaves it, and the others play on)
    `/games` your games in progress everywhere, those waiting on you first
    `/game settings [remind_after] [mute] [paid]` reminders, and answering paid orders with ask or decline
    `/game claim` when a player's move clock ran out, they leave (in a game of two you win) · `/game continue` go on past an expired paid order
    `/game rules [game] [topic]` the rules in brief, with rule ids: of this channel's game or the one named

## keystone local (the terminal; its command words stay as they are)

complete-group-same = { $label } ({ $count ->
    [one] 1 choice
   *[other] { $count } choices
})
complete-group = { $count ->
    [one] 1 choice
   *[other] { $count } choices
}
moves-nothing = Nothing to play now.
moves-none = No move begins with “{ $typed }”. { $known ->
    [no] Moves begin with: { $words }.
   *[other] Those that begin with “{ $start }” go on with: { $words }.
}
moves-grouped = { $count } moves, in { $groups } groups:
moves-group = {"  "}{ $start } … — { $count ->
    [one] 1 move
   *[other] { $count } moves
}
moves-narrow = Type more to narrow them, e.g. `moves { $example }`.
local-help = Commands:
    {"  "}play <actions>   play for whoever must act, e.g. play { $example }  (several joined by ;)
    {"  "}moves [start]    the legal actions of whoever must act (those that begin with start)
    {"  "}board            write the board picture and print its path
    {"  "}describe         the whole position in words (for a screen reader)
    {"  "}colours [setting] the pictures' colours for every player here: standard, red-green, blue-yellow or patterns
    {"  "}status           where the game stands
    {"  "}hand             the hand and purse of whoever must act (games with secrets)
    {"  "}history [page]   the actions so far, 15 a page (the last page unless one is given)
    {"  "}export           write the game's record to a file
    {"  "}rules [topic]    the rules in brief
    {"  "}resign           whoever must act resigns (after yes; no cancels)
    {"  "}new              abandon this game (after yes; no cancels) and start the one the flags ask for
    {"  "}help             this list
    {"  "}quit             stop; the game is kept for next time
    At a terminal, Tab completes a command or a move (twice: lists them), and ↑ ↓ bring back earlier lines.
local-resuming = Resuming the game in { $place }.
local-unreadable = The stored game cannot be read ({ $reason }). Remove { $place } to start over.
local-web = The board is at { $link } (open it in a browser on this machine; Ctrl+C stops).
local-hint = Type help for the commands.
local-over = The game is over. Type new for another game, or quit.
local-colours = Colours: { $choices }. Type colours and one of them, e.g. colours red-green.
local-unknown = Unknown command "{ $command }". Type help for the commands.
local-new-game = A new game of { $game } begins.
local-nobody = Nobody has to act: the game is over.
local-board = Board: { $path }
local-tent = Tent: { $path }
local-hand-of = For { $name } alone (the others look away):
local-moves-of = { $name }'s moves (everyone writes: { $all }):
local-sheets = Sheets: { $path }
local-conflict = The stored game is { $stored } with { $stored_names }; your flags ask for { $game } with { $names }. Playing on with the stored game: type new to abandon it and start the one you asked for.
local-new-confirm = This abandons the game in progress (nobody wins). Type yes to confirm.
local-confirm-no = Cancelled: nothing changed.
local-history-page = history takes a page number: history 1 is the first page, history alone the last.
local-nothing-to-confirm = There is nothing to confirm.
local-confirm-yes = Type yes to play it anyway.
local-resign-confirm = Type yes to confirm.
local-replay-stopped = The record's line { $line } could not be played: { $why }
local-keystone-seats = Keystone ({ $level }) plays { $count ->
    [one] seat
   *[other] seats
} { $seats }.
local-keystone-in-place = Keystone takes { $name }'s seat: to choose which, name that seat Keystone in --names.
# The terminal's commands in the order `local.rs` lists them (COMMANDS):
# a language's own words for them, the English ones always understood.
local-commands = play moves board describe colours status hand history export rules resign new help quit yes no
local-not-text = That line is not UTF-8 text: type it again.
local-no-game = No game in progress: type new to start one.
local-exported = Record: { $path }
local-abandoned = The game in progress is abandoned.

## The rules in brief

rules-no-topic = There is no topic "{ $topic }". Topics: { $topics }.
rules-pick = One game's rules, topic by topic: `/game rules game:<game> topic:<topic>`.

## Slash commands: `command-<path>` is the description, `…-name` the name
## (lowercase, no spaces), `…-<choice>` a choice's name.

command-game = Board games in this channel: start, look at and manage a game.
command-game-name = game
command-game-new = Invite someone to a new game in this channel (or in a new thread).
command-game-new-name = new
command-game-new-game = Which game
command-game-new-game-name = game
command-game-new-opponent = Who to play with (nobody: a game alone, where the game has one)
command-game-new-opponent-name = opponent
command-game-new-first = Who starts (random by default)
command-game-new-first-name = first
command-game-new-first-me = me
command-game-new-first-opponent = opponent
command-game-new-first-random = random
command-game-new-thread = Open a thread for the game, so this channel can host several
command-game-new-thread-name = thread
command-game-new-clock = A move clock, e.g. 3d: past it, the others may claim it and the late player leaves
command-game-new-clock-name = clock
command-game-new-level = How strong Keystone plays, when you invite Keystone itself
command-game-new-level-name = level
command-game-new-level-easy = easy
command-game-new-level-normal = normal
command-game-new-level-hard = hard
command-game-new-opponent2 = A third player, for games of three or four
command-game-new-opponent2-name = opponent2
command-game-new-opponent3 = A fourth player, for games of four
command-game-new-opponent3-name = opponent3
command-game-accept = Accept the invitation to this channel's game.
command-game-accept-name = accept
command-game-decline = Decline the invitation to this channel's game.
command-game-decline-name = decline
command-game-new-mode = A game alone: normal or hard
command-game-new-mode-name = mode
command-game-new-mode-normal = normal
command-game-new-mode-hard = hard
command-game-sheet = Show one player's sheet, large (Babylon).
command-game-sheet-name = sheet
command-game-sheet-player = Whose sheet (yours by default)
command-game-sheet-player-name = player
command-game-board = Show the board of this channel's game.
command-game-board-name = board
command-game-board-private = Show it only to you
command-game-board-private-name = private
command-game-board-describe = Say the whole position in words instead (for a screen reader)
command-game-board-describe-name = describe
command-game-web = A link to this channel's game on a board you click, for you alone.
command-game-web-name = web
command-game-status = Where this channel's game stands: whose turn, scores, supplies.
command-game-status-name = status
command-game-history = The actions of this channel's game (or its last one), in notation and in words.
command-game-history-name = history
command-game-history-page = Which page (the last by default)
command-game-history-page-name = page
command-game-export = This channel's game (or its last one) as a game record file.
command-game-export-name = export
command-game-import = Resume a game here from a record file: you take its seat 1, your opponents the next seats.
command-game-import-name = import
command-game-import-file = The game record (.txt, as /game export writes it)
command-game-import-file-name = file
command-game-import-opponent = Who plays seat 2
command-game-import-opponent-name = opponent
command-game-import-opponent2 = Who plays seat 3, for games of three or four
command-game-import-opponent2-name = opponent2
command-game-import-opponent3 = Who plays seat 4, for games of four
command-game-import-opponent3-name = opponent3
command-game-replay = Replay this channel's game: the board at a turn, or the whole game as an animation.
command-game-replay-name = replay
command-game-replay-turn = The turn to show (the whole game as a GIF without it)
command-game-replay-turn-name = turn
command-game-resign = Resign this channel's game (you will be asked to confirm).
command-game-resign-name = resign
command-game-abort = Abort this channel's game: everyone still playing must agree, or a moderator.
command-game-abort-name = abort
command-game-settings = See or change this game's reminders, and your answer to paid orders.
command-game-settings-name = settings
command-game-settings-remind-after = Remind the player to move after this long, e.g. 12h (whole game)
command-game-settings-remind-after-name = remind_after
command-game-settings-mute = Stop (true) or resume (false) reminders for you
command-game-settings-mute-name = mute
command-game-settings-paid = Paid orders: ask you each time, or decline at once
command-game-settings-paid-name = paid
command-game-settings-paid-ask = ask
command-game-settings-paid-decline = decline
command-game-claim-keystone = Keystone plays for them until they come back, instead
command-game-claim-keystone-name = keystone
command-game-back = Take your seat back from Keystone, which played for you while you were away.
command-game-back-name = back
command-game-claim = Claim the move clock of the player to act: it ran out, and they leave the game.
command-game-claim-name = claim
command-game-continue = Go on without your opponent's answer to a paid order that expired.
command-game-continue-name = continue
command-game-rules = The rules in brief, with rule ids: of this channel's game or the one you name.
command-game-rules-name = rules
command-game-rules-game = Which game (this channel's by default)
command-game-rules-game-name = game
command-game-rules-topic = A topic (the list comes without one)
command-game-rules-topic-name = topic
command-games = Your games in progress, in every server and conversation, those waiting on you first.
command-games-name = games
command-play = Play one or more actions, separated by ; (all or nothing), or choose them from menus.
command-play-name = play
command-play-action = Actions in notation, e.g. V2 c3; B (none: choose from menus)
command-play-action-name = action
command-stats = A player's statistics on this server: games, wins, average score, rating.
command-stats-name = stats
command-stats-user = Whose (yours by default)
command-stats-user-name = user
command-leaderboard = This server's best players, by rating.
command-leaderboard-name = leaderboard
command-settings = Your own settings, for every game and server.
command-settings-name = settings
command-settings-quiet = Hours you are not pinged, in your time zone: reminders wait until they end.
command-settings-quiet-name = quiet
command-settings-quiet-hours = From and until, such as 22:00-08:00 (or off)
command-settings-quiet-hours-name = hours
command-settings-quiet-zone = Your time zone, such as Europe/Warsaw
command-settings-quiet-zone-name = zone
command-settings-away = Your away days this year; whether one is spent for you when your clock runs out.
command-settings-away-name = away
command-settings-away-auto = Spend an away day for you when your move clock would run out
command-settings-away-auto-name = auto
command-away = Go away for a while (5d, 36h): your clocks stop and nobody may claim your seat.
command-away-name = away
command-away-time = How long, such as 5d or 36h
command-away-time-name = time
command-back = Back before your away days end: your clocks run again.
command-back-name = back
command-settings-dm = Your turns also by direct message, with a button to open the board.
command-settings-dm-name = dm
command-settings-dm-on = True to have them, False to stop them
command-settings-dm-on-name = on
command-settings-colours = The colours your pictures use: for red-green or blue-yellow colour blindness, or patterns.
command-settings-colours-name = colours
command-settings-colours-setting = How you see colours
command-settings-colours-setting-name = setting
command-settings-colours-setting-standard = standard
command-settings-colours-setting-red-green = red-green
command-settings-colours-setting-blue-yellow = blue-yellow
command-settings-colours-setting-patterns = patterns
command-help = How to play with Keystone.
command-help-name = help

## Several players

invite-twice = Invite each player once.
game-seats = { $game } is played by { $allowed } players, not { $given }.
invitation-partly-accepted = { $name } accepted. Waiting for { $waiting }.
list-and = { $first } and { $last }
first-no-such-seat = There is no seat { $seat } to start.

## Tables of one to four
game-left-ends = { $name } leaves the game.
game-over-left = Everyone else has left: the game is over, and { $name } wins.
refused-left = { $name } has left the game
seat-left = { $name } (left)
did = { $name }: { $what }.
score-explained = { $name } { $total }: { $items }
score-item = { $item } { $points } ({ $rule })
score-nothing = { $name }: 0, nothing scored
score-tie-break = { $first ->
    [yes] Tied at { $points }, compared by { $item }
   *[no] Still tied, then by { $item }
}{ $fewer ->
    [yes] {" "}(fewer is better)
   *[no] {""}
}: { $values } ({ $rule }).
stale-game = This prompt belongs to an earlier game in this channel: it changes nothing now.
leave-typed = A departure is not typed: to leave the game, use /game resign.
leave-typed-local = A departure is not typed: to leave the game, type resign (then yes).
you-left = You have left this game.
open-games-yours = You already have { $limit } invitations or games open on this server: finish, decline or abort one first.
open-games-theirs = { $name } already has { $limit } invitations or games open on this server.
abort-agreed = { $name } agrees to abort. Still waiting for { $others }.
abort-already-agreed = You already agreed to abort this game.
abort-no-proposal = Nobody proposes to abort this game now: propose it with /game abort.
import-seat-was = { $name } as { $was }
import-download-slow = The record file took too long to download: try again.

tent-not-playing = You do not play in this game: there is nothing of yours to show.
tent-nothing-hidden = Nothing is hidden in this game: everything is on the board.
command-game-hand = Your hand and purse in this channel's game, shown only to you.
command-game-hand-name = hand
standing-set = Your standing answer is kept: Keystone answers for you when the game asks, and nobody else is told.
command-game-settings-sabotage = Sabotage of your buildings (Les Grands Bâtisseurs): ask you, or pay or refuse at once
command-game-settings-sabotage-name = sabotage
command-game-settings-sabotage-ask = ask
command-game-settings-sabotage-pay = pay
command-game-settings-sabotage-refuse = refuse
settings-standing-sabotage = Your buildings, when sabotaged: { $answer ->
    [pay] pay to keep them, without asking (G22)
    [refuse] let them go, without asking (G22)
   *[ask] ask me
}.
continued-default = { $name }'s move clock ran out and { $other } goes on: Keystone plays { $name }'s default, `{ $line }` ({ $rule }).

## Replay animations
animation-turn = Turn { $turn } of { $turns }
animation-end = After turn { $turns }: where the game stands

## The web board
web-play = Play
web-back = Back
web-clear = Clear
web-confirm = Confirm
web-your-turn = Your turn.
web-waiting = Not your turn: the board updates by itself when someone plays.
web-spectator = You are watching: only the players act.
web-choices = Choose
web-chosen = Your move so far
web-nothing-left = Nothing more to choose: press Play.
web-typed = Or type the move
web-typed-play = Play what is typed
web-step-down = Less
web-step-up = More
web-buttons = Your move's next words
web-catch-up = Since you last played
web-history = History
web-rules = Rules in brief
web-seat = Whose view
web-language = Language
web-over = The game is over.
web-board-alt = The board of { $game }
web-stale = The game has moved on since: the board now shows it as it stands.
web-link-forged = This board link is not valid. Ask for a new one with /game web.
web-link-expired = This board link has expired. Ask for a new one with /game web.
web-link-missing = Open the board with the link /game web gives you.
web-rate = Too many requests at once: wait a moment and try again.
web-apology = Something went wrong on our side; it is logged. Try again in a moment.
web-bad-request = The board sent something it should not: reload the page.
web-offline = Reconnecting…
web-zoom-in = Zoom in
web-zoom-out = Zoom out
web-pictures = The board
web-described = The position in words
web-not-set-up = The clickable board is not set up on this bot (the setting `web.public_url`). /play works as ever.
web-link = Your board for this channel's game, for you alone (do not share it): { $link }
    It opens your seat for { $lasts }; ask again for a new one.
web-played = Played: see the channel.
web-language-name = English
web-activity-off = The board is not set up as a Discord Activity on this bot (the setting `web.client_secret`). /game web gives a link instead.
web-activity-code = Discord did not confirm who you are (the sign-in was refused or is out of date): close the Activity and open it again.
web-activity-instance = Discord does not know this Activity running here: close it and open it again from the channel.
web-activity-not-in = You are not in this Activity: open it yourself from the channel.
web-activity-discord = Discord did not answer: try again in a moment.
web-activity-connecting = Connecting to Discord…
web-activity-outside = This page opens inside Discord, as an Activity: press Open board under a game's message. Outside Discord, /game web gives you a link to your board.
web-activity-games = No game in this channel. Your games in progress in this server, those waiting on you first:
web-activity-none = No game in this channel, and none of yours in progress in this server. Start one with /game new.
web-activity-list = Your games
web-full = The board is busy right now: try again in a few seconds.
web-too-large = That request is larger than any the board sends: reload the page.
web-too-slow = That request arrived too slowly: check your connection and try again.
web-lang-twice = The address names a language more than once: keep one `lang=`.
web-bad-layout = The board asked for its pictures laid out some other way than `layout=wide` or `layout=narrow`, or for a screen with other than 1 to 4 `pixels`: reload the page.
web-bad-has = The board said it already has pictures whose keys (`has=`) are not as a board gives them: reload the page.
web-not-found = There is nothing at this address: open the board with the link /game web gives you.
web-link-missing-local = Open the board at the address keystone local --web printed in the terminal.
web-link-stale-local = This board's address is not this session's: open the one keystone local --web printed in the terminal.
web-not-found-local = There is nothing at this address: open the board at the address keystone local --web printed in the terminal.
web-method = This address does not take that kind of request: reload the page.
web-played-later = Played. Discord did not take its message yet: Keystone posts it in the channel as soon as Discord answers.
web-link-spectator = A board of this channel's game, for you alone (do not share it): { $link }
    You do not play in this game: it shows what every spectator sees, for { $lasts }; ask again for a new one.
command-launch = Open the board of a game of this channel, or your games here
command-launch-name = launch

## The topics of the rules in brief that several games share, as /game rules
## takes them (the English ones are always understood too); a game's own
## topics are in its file.
topic-turn = turn
topic-end = end
topic-notation = notation

## What a picture shows, for whoever cannot see it (an attachment's description)
describe-board = The board of { $game }.
describe-position = { $game }: the whole position in words.
describe-sheets = The players' sheets of { $game }.
describe-tent = What only { $name } sees in { $game }.
describe-replay-turn = The board of { $game } at the start of turn { $turn } of { $turns }.
describe-animation = The whole game of { $game } as an animation: { $frames ->
    [one] 1 frame
   *[other] { $frames } frames
}, { $every ->
    [one] one a turn
   *[other] one every { $every } turns
}.
describe-record = The record of this game of { $game }, as text.

## A player's colours (/settings colours)

colours-name = { $colours ->
    [red-green] Red-green colour blindness
    [blue-yellow] Blue-yellow colour blindness
    [patterns] Patterns on every colour
   *[standard] Standard colours
}
colours-set = { $colours ->
    [red-green] Your pictures now use colours for red-green colour blindness (protanopia, deuteranopia), in every game and server.
    [blue-yellow] Your pictures now use colours for blue-yellow colour blindness (tritanopia), in every game and server.
    [patterns] Your pictures now carry a pattern on every colour, in every game and server.
   *[standard] Your pictures now use the standard colours, in every game and server.
} A board the whole table sees uses the colours its players chose (patterns when they chose differently); what only you see uses yours.

## Holidays and quiet hours
away-taken = You are away until { $until }: your clocks stop in every game, nobody may claim your seat, and you are not reminded. { $left } away days left this year (of { $allowance }). /back ends it early.
away-off = Away days are turned off on this bot.
away-not-a-duration = `{ $text }` is not a time away: write it as 5d or 36h (at least 1h, at most { $most } days).
away-too-long = You have { $left } away days left this year (of { $allowance }): { $asked } is more.
back-done = Welcome back: your clocks run again. { $left } away days left this year (of { $allowance }).
back-not-away = You are not away.
auto-away-on = When your move clock would run out, an away day is spent for you (while you have some left).
auto-away-off = Away days are no longer spent for you when your move clock runs out: the others may claim it.
quiet-set = Quiet hours: from { $from } to { $until }, { $zone } time. Reminders wait until they end; turn messages still come, without the ping.
quiet-off = Quiet hours off: you may be pinged at any hour.
quiet-not-hours = `{ $text }` is not quiet hours: write them as 22:00-08:00 (or off).
quiet-no-zone = `{ $text }` is not a time zone: write it as the IANA names it, such as Europe/Warsaw or America/New_York.
quiet-zone-needed = Quiet hours need your time zone, such as Europe/Warsaw.
presence-days = Away days: { $taken } taken this year, { $left } left (of { $allowance }). { $auto ->
    [yes] Spent for you when your clock would run out.
   *[no] Never spent for you.
}
presence-away = Away from { $from } until { $until }.
presence-quiet = Quiet hours: { $from }–{ $until }, { $zone } time.
status-away = { $name } is away from { $from } until { $until }.
status-away-days = Away days left this year (of { $allowance }): { $left }.
direct-turn = Your turn in { $game }: { $place }
direct-on = Your turns will also reach you by direct message, with a button to open the board.
direct-off = No more direct messages for your turns.
direct-refused = { $user }, Discord refused my direct message to you (your privacy settings, or you blocked Keystone): your turns are told here only. Allow direct messages from this server's members, or turn them off with /settings dm on:False.
button-open-board = Open board
