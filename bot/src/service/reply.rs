//! What the service answers: words, maybe a picture, who to ping, and the
//! prompts (buttons) to offer. Nothing here knows Discord.

use keystone_data::{GameId, Seat};

use crate::i18n::Lang;
use crate::t;

/// An answer to a request.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// The message.
    pub text: String,
    /// Further lines shown below it (a scoring's zones, a history).
    pub details: Vec<String>,
    /// The board picture (PNG), if any.
    pub picture: Option<Vec<u8>>,
    /// The players' sheets (PNG), for games with sheets (Babylon): a
    /// second picture, so that each stays legible on a phone.
    pub sheets: Option<Vec<u8>>,
    /// Users to mention: whoever must act next.
    pub ping: Vec<u64>,
    /// Buttons to offer.
    pub prompts: Vec<Prompt>,
    /// Only for the user who asked (Discord's ephemeral replies).
    pub private: bool,
    /// A file to attach (a game record, an animation).
    pub attachment: Option<Attachment>,
    /// Keystone plays the seat to act next: ask for its move
    /// ([`Service::computer_move`](super::Service::computer_move)).
    pub computer_next: bool,
}

/// A file sent with a reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    /// Its file name.
    pub name: String,
    /// Its content.
    pub bytes: Vec<u8>,
}

impl Reply {
    /// A plain message.
    pub fn text(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }

    /// A message only the asking user sees.
    pub fn private(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            private: true,
            ..Reply::default()
        }
    }
}

/// What a prompt's button does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PromptKind {
    /// Accept an invitation.
    Accept,
    /// Turn an invitation down.
    Refuse,
    /// Open the menu of paid options.
    Pay,
    /// A choice from the menu of paid options.
    PayChoice,
    /// Decline a paid order.
    Decline,
    /// Confirm a resignation.
    Resign,
    /// Agree to abort the game.
    Abort,
    /// Stop reminders for this player in this game.
    Mute,
    /// Go on without an expired paid-order answer (the asked player
    /// declines).
    Continue,
    /// Claim the move clock of the player to act, once it ran out.
    Claim,
    /// The history's older page (the page is in the prompt's step).
    Older,
    /// The history's newer page (the page is in the prompt's step).
    Newer,
    /// Show me my secrets: my hand and purse (Les Grands Bâtisseurs' tent).
    Tent,
}

impl PromptKind {
    const ALL: [(PromptKind, &'static str); 13] = [
        (PromptKind::Accept, "accept"),
        (PromptKind::Refuse, "refuse"),
        (PromptKind::Pay, "pay"),
        (PromptKind::PayChoice, "paychoice"),
        (PromptKind::Decline, "decline"),
        (PromptKind::Resign, "resign"),
        (PromptKind::Abort, "abort"),
        (PromptKind::Mute, "mute"),
        (PromptKind::Continue, "continue"),
        (PromptKind::Claim, "claim"),
        (PromptKind::Older, "older"),
        (PromptKind::Newer, "newer"),
        (PromptKind::Tent, "tent"),
    ];

    fn word(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(k, _)| *k == self)
            .map_or("", |(_, w)| w)
    }
}

/// Where a prompt was made: the game, and its step of play (actions played).
/// A click on a prompt of another game (an earlier one in the same channel)
/// or made before the game moved on changes nothing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Stamp {
    /// The game.
    pub game: GameId,
    /// Its step when the prompt was made.
    pub step: u64,
}

/// A button bound to one game at one step of play: pressed after the game
/// moved on, or once the channel hosts another game, it only says so.
/// Everything it needs is in its id, so it still works after a restart; the
/// channel is the interaction's own, never taken from the id.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Prompt {
    /// What it does.
    pub kind: PromptKind,
    /// The game it belongs to.
    pub game: GameId,
    /// The game's step (actions played) when the prompt was made: a click
    /// after the game moved on is refused. History buttons carry their page
    /// here instead.
    pub step: u64,
    /// The seat it is for, when it is for one (a claim, a mute).
    pub seat: Option<Seat>,
}

impl Prompt {
    /// A prompt for `stamp`'s game and step.
    pub fn new(kind: PromptKind, stamp: Stamp) -> Prompt {
        Prompt {
            kind,
            game: stamp.game,
            step: stamp.step,
            seat: None,
        }
    }

    /// The same prompt, for `seat`.
    pub fn for_seat(self, seat: Seat) -> Prompt {
        Prompt {
            seat: Some(seat),
            ..self
        }
    }

    /// Its game and step.
    pub fn stamp(&self) -> Stamp {
        Stamp {
            game: self.game,
            step: self.step,
        }
    }

    /// The button's label, in `lang`.
    pub fn label(&self, lang: Lang) -> String {
        t!(lang, "button", kind = self.kind.word())
    }

    /// The id carried by the button: `ks:<kind>:<game>:<step>:<seat>`, seat
    /// 0 for none.
    pub fn id(&self) -> String {
        format!(
            "ks:{}:{}:{}:{}",
            self.kind.word(),
            self.game.0,
            self.step,
            self.seat.map_or(0, Seat::number)
        )
    }

    /// Reads a button id back.
    pub fn parse(id: &str) -> Option<Prompt> {
        let mut parts = id.strip_prefix("ks:")?.split(':');
        let word = parts.next()?;
        let kind = PromptKind::ALL.iter().find(|(_, w)| *w == word)?.0;
        let game = GameId(parts.next()?.parse().ok()?);
        let step = parts.next()?.parse().ok()?;
        let seat = match parts.next()?.parse::<u64>().ok()? {
            0 => None,
            n => Some(Seat::from_number(n)?),
        };
        parts.next().is_none().then_some(Prompt {
            kind,
            game,
            step,
            seat,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prompt_ids_round_trip() {
        for (kind, _) in PromptKind::ALL {
            let prompt = Prompt::new(
                kind,
                Stamp {
                    game: GameId(u64::MAX),
                    step: u64::MAX,
                },
            );
            assert!(prompt.id().len() <= 100, "Discord's limit");
            assert_eq!(Prompt::parse(&prompt.id()), Some(prompt));
            let seated = prompt.for_seat(Seat::from_index(3));
            assert_eq!(Prompt::parse(&seated.id()), Some(seated));
        }
        for bad in [
            "",
            "ks:",
            "ks:fly:1:2:1",
            "ks:accept:x:2:1",
            "ks:accept:1:2:1:9",
            "ks:accept:1:2:5",
            "other:accept:1:2:1",
        ] {
            assert_eq!(Prompt::parse(bad), None, "{bad}");
        }
    }
}
