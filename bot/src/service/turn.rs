//! Playing: a line played at the table, all or nothing, under the
//! channel's lock, the game loaded once and stored once; what it made
//! happen is told by [`telling`](super::telling).

use super::reply::Trail;
use super::*;

/// Whose hand plays a line, and who tells the channel.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Hand {
    /// A player, answered where they asked.
    Player,
    /// A player on the web board: the move's message is posted for them.
    Board,
    /// Keystone, at this seat of its.
    Computer(Seat),
}

/// What a command plays: a line as given, or one worked out from the game
/// as it is loaded, under the channel's lock (so it is loaded once).
#[derive(Clone, Copy, Debug)]
pub(super) enum Line<'a> {
    /// Typed, in the player's words.
    Given(&'a str),
    /// The actions clicked on the web board, in the player's words.
    Clicked(&'a [String]),
    /// The line the game asked the seat to confirm, kept at the table.
    Pending,
    /// What the move picker's trail chose.
    Picked(Trail),
}

/// Whether a prompt is still good for the game as it is.
#[derive(Clone, Copy, Debug)]
pub(super) enum Fresh {
    /// Always (a slash command).
    Always,
    /// The same game at the same step (a button).
    At(Stamp),
    /// The same game, with nothing played by the seat since (the move
    /// picker; the board when `board`): see [`Service::check_pick_stamp`].
    ForSeat { stamp: Stamp, board: bool },
}

impl Service {
    /// Plays a line of actions (`V2 c3; B`) for `user`, all or nothing.
    /// `stamp` is the game and step a prompt was made for, if any.
    pub fn play(
        &self,
        channel: ChannelId,
        user: u64,
        line: &str,
        stamp: Option<Stamp>,
    ) -> Result<Reply> {
        // A departure is the bot's to write, after a confirmation.
        if is_leave(line) {
            // At one keyboard there is no /game resign: its own command.
            return if self.keyboard {
                refuse(Denied::LeaveTypedLocal)
            } else {
                refuse(Denied::LeaveTyped)
            };
        }
        let fresh = stamp.map_or(Fresh::Always, Fresh::At);
        self.play_line(channel, user, Line::Given(line), fresh, Hand::Player)
    }

    /// `user` confirms the line the game asked them to (the Confirm button,
    /// or `yes` at the terminal): played as they typed it, unless the game
    /// moved since (`stamp`).
    pub fn confirm(&self, channel: ChannelId, user: u64, stamp: Stamp) -> Result<Reply> {
        self.confirm_by(channel, user, stamp, Hand::Player)
    }

    /// [`Service::confirm`], by `hand`.
    pub(super) fn confirm_by(
        &self,
        channel: ChannelId,
        user: u64,
        stamp: Stamp,
        hand: Hand,
    ) -> Result<Reply> {
        self.play_line(channel, user, Line::Pending, Fresh::At(stamp), hand)
    }

    /// The seat a line is played at: Keystone's, while the seat is still
    /// its own to play (its player may have taken it back while it
    /// searched); else `user`'s (whose move takes their seat back if
    /// Keystone stood in for them: [`crate::table::Table::act`]).
    fn hand_seat(&self, loaded: &Loaded, computer: Option<Seat>, user: u64) -> Result<Seat> {
        match computer {
            Some(seat) if loaded.table.keystone_to_act().map(|(s, _)| s) != Some(seat) => {
                refuse(Denied::Stale)
            }
            Some(seat) => Ok(seat),
            None => self.still_playing(loaded, user),
        }
    }

    /// [`Service::play`], by `hand`: a player, or Keystone at one of its
    /// seats (it may hold several). A move of Keystone's or one played on
    /// the board is then to be announced by the caller (see
    /// [`Service::announced`]).
    pub(super) fn play_line(
        &self,
        channel: ChannelId,
        user: u64,
        line: Line<'_>,
        fresh: Fresh,
        hand: Hand,
    ) -> Result<Reply> {
        let computer = match hand {
            Hand::Computer(seat) => Some(seat),
            Hand::Player | Hand::Board => None,
        };
        let standing_order = std::cell::Cell::new(false);
        let to_confirm = std::cell::RefCell::new(None);
        let game = std::cell::Cell::new(None);
        let exact = match fresh {
            Fresh::At(stamp) => Some(stamp),
            Fresh::Always | Fresh::ForSeat { .. } => None,
        };
        let played = self.at_table(channel, exact, |loaded| {
            // The store may run this again on a newer game: only what the
            // last run did is told.
            standing_order.set(false);
            to_confirm.replace(None);
            game.set(Some(loaded.game().kind().name));
            if loaded.sitting().status == GameStatus::Invited {
                return Err(self.refused(loaded, Refusal::Invited.into()));
            }
            let seat = self.hand_seat(loaded, computer, user)?;
            if let Fresh::ForSeat { stamp, board } = fresh {
                self.check_pick_stamp(loaded.sitting(), Some(stamp), seat)
                    .map_err(|e| match board {
                        true => ServiceError::Refused(Denied::WebStale),
                        false => e,
                    })?;
            }
            let line = self.line_of(loaded, seat, line)?;
            let line = line.as_str();
            let now = self.clock.now();
            // Keystone's move (at a seat it stands in for too) says
            // nothing of the seat's player's language.
            if computer.is_none() {
                loaded.table.heard(seat, self.lang.tag());
            }
            // A standing answer typed as a line (`bid up to 7`), in the
            // player's words: kept, and played at once if the game asks.
            if let Some(order) = loaded.game().standing_order(seat, line, self.lang) {
                let (key, value) =
                    order.map_err(|words| ServiceError::Refused(Denied::Worded(words)))?;
                standing_order.set(true);
                let turn = loaded.table.stand(seat, &key, Some(value), now);
                return turn.map_err(|e| self.refused(loaded, e));
            }
            // Typed in the player's language or in English; played and
            // recorded in the notation's own words.
            let line = tongue::from_player(line, loaded.game().kind(), self.lang);
            let mover = match computer {
                None => Mover::Player,
                Some(_) => Mover::Computer,
            };
            // A line to think twice about (a bid above one's purse): kept
            // until confirmed, with the button or by typing it again.
            if mover == Mover::Player
                && loaded.table.pending(seat) != Some(line.as_str())
                && let Some(why) = loaded
                    .game()
                    .confirm(seat, &line, &loaded.names(), self.lang)
            {
                // Only a line the rules take is worth thinking twice
                // about: one they refuse anyway is refused now, for its
                // own rule.
                loaded
                    .table
                    .would_take(seat, &line, now)
                    .map_err(|e| self.refused(loaded, e))?;
                loaded.table.expect(seat, &line);
                *to_confirm.borrow_mut() = Some(why);
                return Ok(Turn {
                    actor: seat,
                    waited_on: Vec::new(),
                    line: String::new(),
                    events: Vec::new(),
                    apart: false,
                });
            }
            let turn = loaded.table.act(seat, &line, mover, now);
            if turn.is_ok() && hand == Hand::Board {
                loaded.table.announce_later();
            }
            turn.map_err(|e| self.refused(loaded, e))
        });
        if let Some(game) = game.get() {
            match &played {
                Ok((_, turn)) if turn.added() > 0 => {
                    metrics::counter!("keystone_actions_total", "game" => game)
                        .increment(turn.added() as u64);
                }
                Err(ServiceError::Refused(_)) => {
                    metrics::counter!("keystone_refusals_total", "game" => game).increment(1);
                }
                _ => {}
            }
        }
        let (loaded, turn) = played?;
        if let Some(why) = to_confirm.into_inner() {
            // Only the player reads it; nothing was played.
            let mut reply = Reply::private(crate::tell::prompts::confirm(self.lang, &why));
            reply.prompts = vec![Prompt::new(
                PromptKind::Confirm,
                Service::stamp_of(loaded.sitting()),
            )];
            return Ok(reply);
        }
        if standing_order.get() && turn.added() == 0 {
            // Kept for later, and for the player's eyes only.
            return Ok(Reply::private(crate::tell::prompts::standing_set(
                self.lang,
            )));
        }
        self.turn_reply(&loaded, Some(&turn))
    }

    /// The line `seat` plays: as given, or worked out from the game as
    /// loaded.
    fn line_of(&self, loaded: &Loaded, seat: Seat, line: Line<'_>) -> Result<String> {
        match line {
            Line::Given(text) => Ok(text.to_owned()),
            Line::Clicked(actions) => {
                if actions.is_empty() || actions.iter().any(|a| a.trim().is_empty()) {
                    return refuse(Denied::PickUnfinished);
                }
                let line = actions.join("; ");
                // A departure is the bot's to write, after a confirmation.
                if is_leave(&line) {
                    return refuse(Denied::LeaveTyped);
                }
                Ok(line)
            }
            Line::Pending => match loaded.table.pending(seat) {
                Some(line) => Ok(line.to_owned()),
                None => refuse(Denied::ConfirmNothing),
            },
            Line::Picked(trail) => self.picked_line(loaded, seat, trail),
        }
    }
}
