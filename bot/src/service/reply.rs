//! What the service answers: words, maybe a picture, who to ping, and the
//! prompts (buttons) to offer. Nothing here knows Discord.

use keystone_data::ChannelId;

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
    /// Claim the win when the opponent's move clock ran out.
    Claim,
    /// The history's older page (the page is in the prompt's step).
    Older,
    /// The history's newer page (the page is in the prompt's step).
    Newer,
}

impl PromptKind {
    const ALL: [(PromptKind, &'static str); 12] = [
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
    ];

    fn word(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(k, _)| *k == self)
            .map_or("", |(_, w)| w)
    }
}

/// A button bound to one channel's game at one step of play: pressed after the
/// game moved on, it only says it is out of date. Everything it needs is in
/// its id, so it still works after a restart.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Prompt {
    /// What it does.
    pub kind: PromptKind,
    /// The game's channel.
    pub channel: ChannelId,
    /// The game's step (actions played) when the prompt was made: a click
    /// after the game moved on is refused.
    pub step: u64,
    /// The seat who asked (for an abort: the other one must agree).
    pub seat: u8,
}

impl Prompt {
    /// The button's label, in `lang`.
    pub fn label(&self, lang: Lang) -> String {
        t!(lang, "button", kind = self.kind.word())
    }

    /// The id carried by the button: `ks:<kind>:<channel>:<step>:<seat>`.
    pub fn id(&self) -> String {
        format!(
            "ks:{}:{}:{}:{}",
            self.kind.word(),
            self.channel.0,
            self.step,
            self.seat
        )
    }

    /// Reads a button id back.
    pub fn parse(id: &str) -> Option<Prompt> {
        let mut parts = id.strip_prefix("ks:")?.split(':');
        let word = parts.next()?;
        let kind = PromptKind::ALL.iter().find(|(_, w)| *w == word)?.0;
        let channel = ChannelId(parts.next()?.parse().ok()?);
        let step = parts.next()?.parse().ok()?;
        let seat = parts.next()?.parse().ok()?;
        parts.next().is_none().then_some(Prompt {
            kind,
            channel,
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
            let prompt = Prompt {
                kind,
                channel: ChannelId(u64::MAX),
                step: 17,
                seat: 2,
            };
            assert!(prompt.id().len() <= 100, "Discord's limit");
            assert_eq!(Prompt::parse(&prompt.id()), Some(prompt));
        }
        for bad in [
            "",
            "ks:",
            "ks:fly:1:2:1",
            "ks:accept:x:2:1",
            "ks:accept:1:2:1:9",
            "other:accept:1:2:1",
        ] {
            assert_eq!(Prompt::parse(bad), None, "{bad}");
        }
    }
}
