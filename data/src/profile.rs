//! A player's own settings, the same in every game, channel and server:
//! how they see colours. Kept apart from the games (a player has one
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

/// A player's own settings.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Profile {
    /// The player (their Discord user id).
    pub user: u64,
    /// How they see colours.
    #[serde(default)]
    pub colours: Colours,
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
