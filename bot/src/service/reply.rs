//! What the service answers: words, maybe a picture, who to ping, and the
//! prompts (buttons) to offer. Nothing here knows Discord (its limits are
//! the transport's).

use keystone_data::{GameId, Seat};

use crate::games;
use crate::i18n::Lang;

/// What an answer's menu choice adds to the answer's word in its id.
const CHOICE: &str = "choice";

/// An answer to a request.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// The message.
    pub text: String,
    /// How long (in bytes) the words that close `text` and ask the next
    /// player to act are, in a turn's reply: an edge may show them apart,
    /// below the pictures. Counted from the end, as words may be put
    /// before a reply's text.
    pub asks_len: Option<usize>,
    /// Further lines shown below it (a scoring's zones, a history).
    pub details: Vec<String>,
    /// The board picture (PNG), if any.
    pub picture: Option<Vec<u8>>,
    /// The players' sheets (PNG), for games with sheets (Babylon): a
    /// second picture, so that each stays legible on a phone.
    pub sheets: Option<Vec<u8>>,
    /// What the picture shows, in words, for whoever cannot see it (its
    /// attachment's description).
    pub picture_described: Option<String>,
    /// What the sheets show, in words.
    pub sheets_described: Option<String>,
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
    /// A menu to choose from (the move picker's next words), shown above
    /// the buttons.
    pub menu: Option<Menu>,
    /// The game as this reply leaves it, when it tells a turn: whoever
    /// posts it says so with it ([`Service::announced`](super::Service::announced)).
    pub stamp: Option<Stamp>,
    /// It tells a turn of a game where Keystone may only answer (see
    /// [`keystone_data::Settings::answers_only`]): nobody may post it on
    /// their own initiative.
    pub answers_only: bool,
}

/// A menu of options: choosing one acts as its prompt, with the option's
/// value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    /// What choosing does (its id).
    pub prompt: Prompt,
    /// Shown while nothing is chosen.
    pub placeholder: String,
    /// At most [`MENU`](super::complete::MENU) options.
    pub options: Vec<MenuOption>,
}

/// One option of a [`Menu`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuOption {
    /// What it does, in words.
    pub label: String,
    /// A second line (its notation).
    pub description: String,
    /// What the choice sends back.
    pub value: String,
}

/// A file sent with a reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    /// Its file name.
    pub name: String,
    /// Its content.
    pub bytes: Vec<u8>,
    /// What it holds, in words, for whoever cannot see it.
    pub description: String,
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
    /// Answer the game's question outside the turn (see
    /// [`games::Answer`]): the line is the answer's word, or a menu of the
    /// lines that begin with it opens. Its id is the word (`pay`).
    Answer(&'static str),
    /// A choice from an answer's menu. Its id is the word and `choice`
    /// (`paychoice`).
    AnswerChoice(&'static str),
    /// Confirm a resignation.
    Resign,
    /// Agree to abort the game.
    Abort,
    /// Stop reminders for this player in this game.
    Mute,
    /// Go on without an expired answer (the asked seat's default line).
    Continue,
    /// Claim the move clock of the player to act, once it ran out.
    Claim,
    /// Have Keystone play the seat whose move clock ran out, until its
    /// player takes it back.
    StandIn,
    /// Take my seat back from Keystone.
    TakeBack,
    /// The history's older page (the page is in the prompt's step).
    Older,
    /// The history's newer page (the page is in the prompt's step).
    Newer,
    /// Show me my secrets: my hand and purse (Les Grands Bâtisseurs' tent).
    Tent,
    /// Open the move picker (the Play… button of a message that asks
    /// someone to act).
    Play,
    /// The move picker's menu: one more word or action (its [`Trail`] is
    /// what was chosen before).
    Pick,
    /// The move picker's Back: the last choice undone.
    PickBack,
    /// The move picker's Clear: every choice undone.
    PickClear,
    /// The move picker's Play: what was chosen, played as one message.
    PickPlay,
    /// Play the line the game asked to confirm (a bid above one's purse).
    Confirm,
    /// Open the board inside Discord (the Activity), where it is set up.
    Board,
}

impl PromptKind {
    /// The prompts every game has, by their ids' word; the answers are
    /// the games' own (see [`PromptKind::Answer`]).
    const ALL: [(PromptKind, &'static str); 19] = [
        (PromptKind::Accept, "accept"),
        (PromptKind::Refuse, "refuse"),
        (PromptKind::Resign, "resign"),
        (PromptKind::Abort, "abort"),
        (PromptKind::Mute, "mute"),
        (PromptKind::Continue, "continue"),
        (PromptKind::Claim, "claim"),
        (PromptKind::StandIn, "standin"),
        (PromptKind::TakeBack, "takeback"),
        (PromptKind::Older, "older"),
        (PromptKind::Newer, "newer"),
        (PromptKind::Tent, "tent"),
        (PromptKind::Play, "play"),
        (PromptKind::Pick, "pick"),
        (PromptKind::PickBack, "pickback"),
        (PromptKind::PickClear, "pickclear"),
        (PromptKind::PickPlay, "pickplay"),
        (PromptKind::Confirm, "confirm"),
        (PromptKind::Board, "board"),
    ];

    /// Whether it is one of the move picker's own prompts, whose id carries
    /// its [`Trail`].
    pub fn trails(self) -> bool {
        matches!(
            self,
            PromptKind::Pick | PromptKind::PickBack | PromptKind::PickClear | PromptKind::PickPlay
        )
    }

    /// The word of its id.
    pub(crate) fn word(self) -> String {
        match self {
            PromptKind::Answer(word) => word.to_owned(),
            PromptKind::AnswerChoice(word) => format!("{word}{CHOICE}"),
            other => Self::ALL
                .iter()
                .find(|(k, _)| *k == other)
                .map_or(String::new(), |(_, w)| (*w).to_owned()),
        }
    }

    /// The prompt whose id's word is `word`.
    fn from_word(word: &str) -> Option<PromptKind> {
        if let Some(&(kind, _)) = Self::ALL.iter().find(|(_, w)| *w == word) {
            return Some(kind);
        }
        if let Some(answer) = games::answer(word) {
            return Some(PromptKind::Answer(answer.word));
        }
        let answer = games::answer(word.strip_suffix(CHOICE)?)?;
        Some(PromptKind::AnswerChoice(answer.word))
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
    /// The move picker's choices so far (empty for other prompts).
    pub trail: Trail,
}

/// The choices made so far in a move picker: the index of each option
/// chosen, menu after menu. The menus are the same for the same game, step
/// and seat, so the trail says all that was chosen and a picker needs no
/// memory of its own: it survives a restart, and the picked move is checked
/// again when played.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Trail {
    len: u8,
    steps: [u8; Trail::MAX],
}

impl Default for Trail {
    fn default() -> Trail {
        Trail {
            len: 0,
            steps: [0; Trail::MAX],
        }
    }
}

impl Trail {
    /// The most choices a trail holds (its id must stay within Discord's
    /// 100 characters: [`super::Transport::DISCORD`]).
    pub const MAX: usize = 72;
    /// Indices are written as one base-36 character.
    const DIGITS: &'static [u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

    /// The options chosen, in order.
    pub fn steps(&self) -> &[u8] {
        &self.steps[..usize::from(self.len)]
    }

    /// Whether nothing was chosen.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The trail with option `index` chosen next, unless it is full.
    pub fn then(self, index: usize) -> Option<Trail> {
        let index = u8::try_from(index).ok().filter(|&i| i < 36)?;
        let len = usize::from(self.len);
        if len >= Trail::MAX {
            return None;
        }
        let mut next = self;
        next.steps[len] = index;
        next.len += 1;
        Some(next)
    }

    /// The trail without its last choice. (Slots past the end stay 0, so
    /// that equal trails compare equal.)
    pub fn back(self) -> Trail {
        let mut back = self;
        back.len = self.len.saturating_sub(1);
        back.steps[usize::from(back.len)..].fill(0);
        back
    }

    /// One option's index, as a menu value and in an id.
    pub fn digit(index: usize) -> String {
        Trail::DIGITS
            .get(index)
            .map(|&d| char::from(d).to_string())
            .unwrap_or_default()
    }

    /// An option's index read back from [`Trail::digit`].
    pub fn index(digit: &str) -> Option<usize> {
        match digit.as_bytes() {
            [d] => Trail::DIGITS.iter().position(|x| x == d),
            _ => None,
        }
    }

    fn write(&self) -> String {
        self.steps()
            .iter()
            .map(|&i| char::from(Trail::DIGITS[usize::from(i)]))
            .collect()
    }

    fn read(text: &str) -> Option<Trail> {
        text.chars().try_fold(Trail::default(), |trail, c| {
            trail.then(Trail::index(c.encode_utf8(&mut [0; 4]))?)
        })
    }
}

impl Prompt {
    /// A prompt for `stamp`'s game and step.
    pub fn new(kind: PromptKind, stamp: Stamp) -> Prompt {
        Prompt {
            kind,
            game: stamp.game,
            step: stamp.step,
            seat: None,
            trail: Trail::default(),
        }
    }

    /// The same prompt, with the picker's choices `trail`.
    pub fn with_trail(self, trail: Trail) -> Prompt {
        Prompt { trail, ..self }
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
        crate::tell::prompts::label(lang, self)
    }

    /// The id carried by the button: `ks:<kind>:<game>:<step>:<seat>`, seat
    /// 0 for none, and for the picker's prompts `:<trail>`.
    pub fn id(&self) -> String {
        let mut id = format!(
            "ks:{}:{}:{}:{}",
            self.kind.word(),
            self.game.0,
            self.step,
            self.seat.map_or(0, Seat::number)
        );
        if self.kind.trails() {
            id.push(':');
            id.push_str(&self.trail.write());
        }
        id
    }

    /// Whether its id fits in `limit` bytes (a transport's
    /// [`prompt_id_limit`](super::Transport::prompt_id_limit)).
    pub fn fits(&self, limit: usize) -> bool {
        self.id().len() <= limit
    }

    /// Reads a button id back.
    pub fn parse(id: &str) -> Option<Prompt> {
        let mut parts = id.strip_prefix("ks:")?.split(':');
        let word = parts.next()?;
        let kind = PromptKind::from_word(word)?;
        let game = GameId(parts.next()?.parse().ok()?);
        let step = parts.next()?.parse().ok()?;
        let seat = match parts.next()?.parse::<u64>().ok()? {
            0 => None,
            n => Some(Seat::from_number(n)?),
        };
        let trail = if kind.trails() {
            Trail::read(parts.next()?)?
        } else {
            Trail::default()
        };
        parts.next().is_none().then_some(Prompt {
            kind,
            game,
            step,
            seat,
            trail,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    const DISCORD: usize = crate::service::Transport::DISCORD.prompt_id_limit;

    #[test]
    fn prompt_ids_round_trip() {
        let answers = games::answers()
            .flat_map(|a| [PromptKind::Answer(a.word), PromptKind::AnswerChoice(a.word)]);
        let every: Vec<PromptKind> = PromptKind::ALL
            .iter()
            .map(|&(k, _)| k)
            .chain(answers)
            .collect();
        assert!(
            every.len() > PromptKind::ALL.len(),
            "the games declare answers"
        );
        for kind in every {
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
        // A picker's longest trail, with the largest game and step, fits.
        let mut trail = Trail::default();
        while let Some(longer) = trail.then(24) {
            trail = longer;
        }
        assert_eq!(trail.steps().len(), Trail::MAX);
        let widest = Prompt::new(
            PromptKind::PickClear,
            Stamp {
                game: GameId(u64::MAX),
                step: u64::MAX,
            },
        );
        assert!(
            !widest.with_trail(trail).fits(DISCORD),
            "a full trail is checked"
        );
        let usual = Prompt::new(
            PromptKind::PickClear,
            Stamp {
                game: GameId(123_456),
                step: 999,
            },
        )
        .with_trail(trail);
        assert!(usual.fits(DISCORD), "{}", usual.id());
        assert_eq!(Prompt::parse(&usual.id()), Some(usual));
        let back = usual.with_trail(trail.back());
        assert_eq!(Prompt::parse(&back.id()), Some(back));
        for bad in ["ks:pick:1:2:0", "ks:pick:1:2:0:!", "ks:pick:1:2:0:a:b"] {
            assert_eq!(Prompt::parse(bad), None, "{bad}");
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

    /// An answer's word is its prompts' id: it must name no other prompt,
    /// nor another game's answer, nor one's menu choice.
    #[test]
    fn every_answer_has_an_id_of_its_own() {
        let mut words: Vec<String> = PromptKind::ALL
            .iter()
            .map(|(_, w)| (*w).to_owned())
            .collect();
        for answer in games::answers() {
            for word in [answer.word.to_owned(), format!("{}{CHOICE}", answer.word)] {
                assert!(!words.contains(&word), "{word} names two prompts");
                words.push(word);
            }
        }
    }
}
