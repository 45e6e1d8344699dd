//! What happens in a Babylon game, for telling players about it.

use super::manifest::Bonus;
use crate::seat::Seat;

/// Something that happened in a Babylon game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// A round began: its shape card (and solo, its penalty card) shown
    /// (Y18).
    Revealed {
        /// The round, from 1.
        round: u8,
        /// The shape card.
        card: u8,
        /// Solo: the penalty card.
        penalty: Option<u8>,
    },
    /// A bonus was applied at once (Y7).
    Gained {
        /// Who.
        seat: Seat,
        /// The bonus.
        bonus: Bonus,
    },
    /// A bonus waits for `bonus …` or `skip` (Y7).
    Pending {
        /// Who.
        seat: Seat,
        /// The bonus.
        bonus: Bonus,
    },
    /// A bonus lapsed: no room, no legal resolution, or closed (Y7, Y38).
    Lapsed {
        /// Who.
        seat: Seat,
        /// The bonus.
        bonus: Bonus,
    },
    /// A green die was rolled as it was taken (Y21).
    Rolled {
        /// Who took it.
        seat: Seat,
        /// The result.
        value: u8,
    },
    /// The draft ended: everyone writes (Y22).
    WriteOpened,
    /// A seat finished its Write (Y22).
    Done {
        /// Who.
        seat: Seat,
    },
    /// The round ended (Y23).
    RoundEnded {
        /// The round.
        round: u8,
    },
    /// A seat left the game (Y45).
    Left {
        /// Who.
        seat: Seat,
    },
    /// The game ended (Y33).
    GameOver,
}
