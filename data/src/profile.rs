//! A player's own settings, the same in every game, channel and server:
//! how they see colours, when they may not be pinged, the days they are
//! away, and whether their turns reach them by direct message. Kept apart from the games (a player has one
//! profile whatever they play), as JSON: fields added later take
//! `#[serde(default)]`, so an older profile still reads.

use serde::{Deserialize, Serialize};

use crate::store::StoreError;

/// How a player sees colours: the pictures drawn for them keep apart
/// every colour a game distinguishes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Colours {
    /// The standard palette (itself safe for most colour-blind players).
    #[default]
    Standard,
    /// For red-green colour blindness (protanopia, deuteranopia).
    RedGreen,
    /// For blue-yellow colour blindness (tritanopia).
    BlueYellow,
    /// The standard palette with a pattern on each colour, for any
    /// colour vision (or a monochrome screen).
    Patterns,
}

impl Colours {
    /// Every setting, in the order a menu offers them.
    pub const ALL: [Colours; 4] = [
        Colours::Standard,
        Colours::RedGreen,
        Colours::BlueYellow,
        Colours::Patterns,
    ];

    /// Its stable name (stored, and in commands' values).
    pub const fn word(self) -> &'static str {
        match self {
            Colours::Standard => "standard",
            Colours::RedGreen => "red-green",
            Colours::BlueYellow => "blue-yellow",
            Colours::Patterns => "patterns",
        }
    }

    /// The setting named `word`.
    pub fn from_word(word: &str) -> Option<Colours> {
        Colours::ALL.into_iter().find(|c| c.word() == word)
    }
}

/// The hours of the day a player is not to be pinged, in their own time
/// zone: from `from` to `until`, minutes after midnight; `from > until`
/// runs across midnight (22:00–08:00).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct QuietHours {
    /// The player's time zone, as the IANA names it (`Europe/Warsaw`).
    pub zone: String,
    /// When they start (minutes after midnight).
    pub from: u16,
    /// When they end (minutes after midnight).
    pub until: u16,
}

/// A time a player is away (ms since the epoch): their clocks stop and
/// nobody may claim their seat.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Away {
    /// Since when.
    pub from: i64,
    /// Until when (moved to the moment they come back, if they do early).
    pub until: i64,
    /// Taken by Keystone when their clock would have run out, not by them.
    #[serde(default, skip_serializing_if = "is_false")]
    pub auto: bool,
    /// Ended early: they said they were back (`/back`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub back: bool,
}

/// A player's own settings.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Profile {
    /// The player (their Discord user id).
    pub user: u64,
    /// How they see colours.
    #[serde(default)]
    pub colours: Colours,
    /// The hours they are not to be pinged, if they chose some.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quiet: Option<QuietHours>,
    /// The times they were, are or will be away, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub away: Vec<Away>,
    /// They do not want away days spent for them when their clock runs
    /// out.
    #[serde(default, skip_serializing_if = "is_false")]
    pub no_auto_away: bool,
    /// Their turns are also sent to them by direct message.
    #[serde(default, skip_serializing_if = "is_false")]
    pub direct: bool,
    /// Discord refused the last direct message (they were told so, once).
    #[serde(default, skip_serializing_if = "is_false")]
    pub direct_refused: bool,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's signature
fn is_false(b: &bool) -> bool {
    !*b
}

impl Profile {
    /// A profile of `user` with every setting at its default.
    pub fn new(user: u64) -> Profile {
        Profile {
            user,
            ..Profile::default()
        }
    }
}

/// `profile` as stored.
pub(crate) fn encode_profile(profile: &Profile) -> Vec<u8> {
    serde_json::to_vec(profile).expect("a profile is plain data")
}

/// A stored profile; a damaged one says whose it is.
pub(crate) fn decode_profile(bytes: &[u8]) -> Result<Profile, StoreError> {
    serde_json::from_slice(bytes)
        .map_err(|e| StoreError::Backend(format!("a stored player profile cannot be read: {e}")))
}
