//! Setting a game up: checking the request, inviting, accepting or
//! turning the invitation down.

use super::*;
use crate::table::Invitation;
use crate::table::Sitting;

/// Someone using the bot.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct User {
    /// Discord user id.
    pub id: u64,
    /// Display name.
    pub name: String,
}

/// Who starts a new game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum First {
    /// The player who invites.
    Me,
    /// The invited player.
    Opponent,
    /// Drawn from the game's seed.
    Random,
    /// This seat, as a record names it: a game of three or four resumed
    /// from its record.
    Seat(Seat),
}

/// A game to set up.
#[derive(Clone, Debug)]
pub struct NewGame {
    /// The game's kind (`basilica`).
    pub kind: String,
    /// The server, if any.
    pub guild: Option<u64>,
    /// The player who invites (seat 1).
    pub host: User,
    /// The player invited (seat 2); none for a game played alone (Babylon's
    /// solo).
    pub opponent: Option<User>,
    /// More players invited, for games of more than two (seats 3 and 4).
    pub others: Vec<User>,
    /// Who starts.
    pub first: First,
    /// The seed; drawn at random when `None` (always, from Discord: who
    /// chooses the seed knows the game's future).
    pub seed: Option<u64>,
    /// Game-specific setup, as record headers (e.g. a fixed `deck`).
    pub headers: Vec<(String, String)>,
    /// The move clock, in milliseconds (see [`timing::parse_setting`]).
    pub clock: Option<i64>,
    /// Keystone itself plays the opponent's seat, at this level: the game
    /// starts at once, without an invitation.
    pub computer: Option<Level>,
}

impl NewGame {
    /// Keystone's user, when it plays: the opponent, and every other seat
    /// invited under the same user.
    fn keystone(&self) -> Option<u64> {
        self.computer.and(self.opponent.as_ref()).map(|u| u.id)
    }

    /// Everyone invited: the opponent, then the others.
    fn invited(&self) -> Vec<&User> {
        self.opponent.iter().chain(&self.others).collect()
    }
}

/// How many invitations and games one user may have open on a server, by
/// default.
pub const OPEN_GAMES: usize = 20;

/// Someone invited to a new game, as a command names them.
#[derive(Clone, Debug)]
pub struct Guest {
    /// Who.
    pub user: User,
    /// A bot account (only Keystone itself may play).
    pub bot: bool,
    /// Keystone itself.
    pub keystone: bool,
}

/// A new game as a command asks for it, before it is checked: the players
/// as named, the move clock as typed, the level if Keystone plays.
#[derive(Clone, Debug)]
pub struct Asked {
    /// The game's name, as typed.
    pub kind: String,
    /// The server, if any.
    pub guild: Option<u64>,
    /// The player who invites.
    pub host: User,
    /// Everyone invited, in the order named.
    pub guests: Vec<Guest>,
    /// Who starts.
    pub first: First,
    /// The move clock, as typed (`3d`).
    pub clock: Option<String>,
    /// How strong Keystone plays, if invited.
    pub level: Option<Level>,
    /// Game-specific setup, as record headers.
    pub headers: Vec<(String, String)>,
}

impl Service {
    /// The new game `asked` for, checked as far as the command's words go
    /// (no other bot invited, a level only for Keystone, the clock's
    /// duration); [`Service::check_new_game`] checks the rest. Keystone
    /// takes the opponent's seat wherever it was named (and every seat of
    /// its user).
    pub fn request(&self, asked: &Asked) -> Result<NewGame> {
        let mut guests = asked.guests.clone();
        if guests.iter().any(|g| g.bot && !g.keystone) {
            return refuse(Denied::InviteBot);
        }
        if let Some(at) = guests.iter().position(|g| g.keystone) {
            guests.swap(0, at);
        }
        let keystone = guests.first().is_some_and(|g| g.keystone);
        if asked.level.is_some() && !keystone {
            return refuse(Denied::LevelWithoutKeystone);
        }
        let clock = asked
            .clock
            .as_deref()
            .map(|c| durations::parse_setting(c, durations::Setting::Clock, self.lang))
            .transpose()
            .map_err(|words| ServiceError::Refused(Denied::Worded(words)))?;
        let mut users = guests.into_iter().map(|g| g.user);
        Ok(NewGame {
            kind: asked.kind.trim().to_lowercase(),
            guild: asked.guild,
            host: asked.host.clone(),
            opponent: users.next(),
            others: users.collect(),
            first: asked.first,
            seed: None,
            headers: asked.headers.clone(),
            clock,
            computer: keystone.then(|| asked.level.unwrap_or(Level::Normal)),
        })
    }

    /// Checks that a new game can be set up as asked, before anything is
    /// created (a thread for it included): the game, the players, who
    /// starts, the clock, and how many games each player has open here.
    pub fn check_new_game(&self, game: &NewGame) -> Result<&'static games::Kind> {
        let kind = self.kind_named(&game.kind)?;
        let invited = game.invited();
        if invited.iter().any(|u| u.id == game.host.id) {
            return refuse(Denied::InviteSelf);
        }
        // Keystone may take several seats; a person one.
        let keystone = game.keystone();
        if invited
            .iter()
            .enumerate()
            .any(|(i, u)| Some(u.id) != keystone && invited[..i].iter().any(|v| v.id == u.id))
        {
            return refuse(Denied::InviteTwice);
        }
        let seats = 1 + invited.len();
        self.check_seats(kind, seats)?;
        if let Some(clock) = game.clock
            && !(timing::SHORTEST_SETTING..=timing::LONGEST_SETTING).contains(&clock)
        {
            return refuse(Denied::ClockOutOfRange { given: clock });
        }
        if let First::Seat(seat) = game.first
            && seat.index() >= seats
        {
            return refuse(Denied::FirstNoSuchSeat {
                seat: i64::from(seat.number()),
            });
        }
        // Keystone itself has no limit.
        let people: Vec<&User> = std::iter::once(&game.host)
            .chain(invited.into_iter().filter(|u| Some(u.id) != keystone))
            .collect();
        self.check_open_games(game.guild, &people, &game.host)?;
        Ok(kind)
    }

    /// Refuses a table of `seats` for a game that does not take it.
    pub(super) fn check_seats(&self, kind: &games::Kind, seats: usize) -> Result<()> {
        if kind.seats.contains(&seats) {
            return Ok(());
        }
        refuse(Denied::GameSeats {
            game: kind.title,
            fewest: *kind.seats.start(),
            most: *kind.seats.end(),
            given: seats,
        })
    }

    /// Refuses a new game when one of `people` already has as many
    /// invitations and games open on `guild` as the limit allows.
    pub(super) fn check_open_games(
        &self,
        guild: Option<u64>,
        people: &[&User],
        host: &User,
    ) -> Result<()> {
        for person in people {
            let scan = self.store.games_of(person.id)?;
            let open = scan.items.iter().filter(|s| s.guild == guild).count();
            if open >= self.open_games {
                let limit = self.open_games;
                return refuse(if person.id == host.id {
                    Denied::OpenGamesYours { limit }
                } else {
                    Denied::OpenGamesTheirs {
                        name: person.name.clone(),
                        limit,
                    }
                });
            }
        }
        Ok(())
    }

    /// The seating of a new game of `seats` (who starts, the seed) and its
    /// setup as record headers.
    fn seating(&self, game: &NewGame, seats: usize) -> (keystone_engine::Seating, Vec<Header>) {
        let first = match game.first {
            First::Me => Some(Seat::from_index(0)),
            First::Opponent => Some(Seat::from_index(1)),
            First::Random => None,
            First::Seat(seat) => Some(seat),
        };
        let table = keystone_engine::Seating {
            seats,
            first,
            seed: game.seed.unwrap_or_else(|| (self.seeds)()),
        };
        let headers: Vec<Header> = game
            .headers
            .iter()
            .map(|(key, value)| Header {
                key: key.clone(),
                value: value.clone(),
                line: 0,
            })
            .collect();
        (table, headers)
    }

    /// The first message of a game that starts as it is set up (against
    /// Keystone, or alone): the game, then its board.
    fn begun_at_once(
        &self,
        record: GameRecord,
        game: &NewGame,
        kind: &'static crate::games::Kind,
    ) -> Result<Reply> {
        let host = self.shown(&game.host.name);
        let loaded = self.load(record)?;
        let mut reply = self.turn_reply(&loaded, None)?;
        let teller = Teller {
            lang: self.lang,
            markdown: self.transport.markdown,
            kind,
            names: vec![host.as_str()],
        };
        let lead = match game.computer {
            Some(level) => teller.computer_game(level.name()),
            None => teller.solo_game(
                (game.headers.iter())
                    .find(|(key, _)| key == "mode")
                    .map_or("normal", |(_, value)| value.as_str()),
            ),
        };
        let text = format!("{lead} {}", reply.text);
        // Where Keystone may only answer, the note goes above the words
        // asking the first player to act: they stay last (an edge may show
        // them apart, below the pictures).
        reply.text = match (self.answers_only, reply.asks_len) {
            (true, Some(asks)) if asks <= text.len() => {
                let (above, asking) = text.split_at(text.len() - asks);
                let above = self.noting_answers_only(above.trim_end().to_owned());
                format!("{above}\n{asking}")
            }
            _ => self.noting_answers_only(text),
        };
        Ok(reply)
    }

    /// `text`, and where Keystone may only answer, once, as a game starts
    /// there: that it posts no reminder or notice in this conversation.
    pub(super) fn noting_answers_only(&self, text: String) -> String {
        match self.answers_only {
            true => format!("{text}\n{}", crate::tell::lobby::answers_only(self.lang)),
            false => text,
        }
    }

    /// Invites `game.opponent` (and the others) to a new game in `channel`.
    pub fn new_game(&self, channel: ChannelId, game: &NewGame) -> Result<Reply> {
        let kind = self.check_new_game(game)?;
        let invited = game.invited();
        let seats = 1 + invited.len();
        let (table, headers) = self.seating(game, seats);
        let started = (kind.start)(&table, &headers)
            .map_err(|words| ServiceError::Refused(Denied::Worded(words)))?;
        let people = std::iter::once(&game.host)
            .chain(invited.iter().copied())
            .map(|u| (u.id, text::cap(&u.name, text::NAME_LIMIT)))
            .collect();
        let keystone = game.computer.zip(game.keystone());
        let invitation = Invitation {
            id: self.store.new_game_id()?,
            kind,
            channel,
            guild: game.guild,
            people,
            clock: game.clock,
            keystone: keystone.map(|(level, user)| (user, level.name())),
            host_speaks: self.lang.tag(),
            now: self.clock.now(),
        };
        let mut table = Table::invite(invitation, started);
        if self.answers_only {
            table.answer_only();
        }
        let at_once = table.sitting().status == GameStatus::Active;
        let prompts = invitation_prompts(table.sitting());
        let (record, _) = table.into_parts();
        let record = self.locked(channel, || self.store.create(record))?;
        let host = self.shown(&game.host.name);
        if at_once {
            return self.begun_at_once(record, game, kind);
        }
        let names: Vec<String> = invited.iter().map(|u| self.shown(&u.name)).collect();
        let teller = Teller {
            lang: self.lang,
            markdown: self.transport.markdown,
            kind,
            names: std::iter::once(host.as_str())
                .chain(names.iter().map(String::as_str))
                .collect(),
        };
        Ok(Reply {
            text: self.noting_answers_only(teller.invitation(game.clock)),
            ping: invited
                .iter()
                .map(|u| u.id)
                .filter(|&id| Some(id) != game.keystone())
                .collect(),
            prompts,
            ..Reply::default()
        })
    }

    /// Accepts the invitation of `channel`'s game for `user`; the game
    /// starts once every invited player accepted.
    pub fn accept(&self, channel: ChannelId, user: u64, stamp: Option<Stamp>) -> Result<Reply> {
        let (loaded, (seat, started)) = self.at_table(channel, stamp, |loaded| {
            let accepted = loaded.table.accept(user, self.clock.now());
            let (seat, started) = accepted.map_err(|e| self.refused(loaded, e))?;
            loaded.table.heard(seat, self.lang.tag());
            Ok((seat, started))
        })?;
        if !started {
            return Ok(Reply {
                text: (self.teller(&loaded)).partly_accepted(seat, &loaded.sitting().to_act),
                prompts: invitation_prompts(loaded.sitting()),
                ..Reply::default()
            });
        }
        let mut reply = self.turn_reply(&loaded, None)?;
        reply.text = format!("{} {}", self.teller(&loaded).accepted(seat), reply.text);
        Ok(reply)
    }

    /// Turns the invitation down: the game is dropped.
    pub fn refuse(&self, channel: ChannelId, user: u64, stamp: Option<Stamp>) -> Result<Reply> {
        let (loaded, seat) = self.at_table(channel, stamp, |loaded| {
            let declined = loaded.table.decline(user);
            declined.map_err(|e| self.refused(loaded, e))
        })?;
        Ok(Reply {
            text: self.teller(&loaded).declined(seat),
            ping: everyone_but(loaded.sitting(), user),
            ..Reply::default()
        })
    }
}

/// The Accept and Decline buttons of an invitation.
pub(super) fn invitation_prompts(record: &Sitting) -> Vec<Prompt> {
    [PromptKind::Accept, PromptKind::Refuse]
        .map(|kind| Prompt::new(kind, Service::stamp_of(record)))
        .to_vec()
}
