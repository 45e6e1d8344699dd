//! Why a request was refused, and what the user is told.

use keystone_data::{ChannelId, StoreError, UpdateError};

use super::denied::Denied;

/// Why a request was refused.
#[derive(Debug)]
pub enum ServiceError {
    /// The user asked for something the game, its rules or the edge do
    /// not allow; shown to them alone, worded for them by
    /// [`Denied::words`].
    Refused(Denied),
    /// The channel's stored game is damaged; shown to the user, logged.
    Damaged(ChannelId),
    /// Something broke (the disk…): logged with details, the user gets an
    /// apology.
    Internal(String),
    /// The bot is shutting down and takes no new request.
    Restarting,
    /// The channel has no game.
    NoGame,
    /// The channel already has a game.
    Busy,
}

impl std::fmt::Display for ServiceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ServiceError::Refused(denied) => write!(f, "refused: {denied:?}"),
            // not shown: for logs; players read `ServiceError::words`
            ServiceError::Damaged(channel) => {
                write!(f, "the stored game of channel {} is damaged", channel.0)
            }
            ServiceError::Internal(message) => write!(f, "internal error: {message}"),
            ServiceError::Restarting => f.write_str("shutting down"),
            ServiceError::NoGame => f.write_str("no game in the channel"),
            ServiceError::Busy => f.write_str("the channel already has a game"),
        }
    }
}

impl std::error::Error for ServiceError {}

impl From<StoreError> for ServiceError {
    fn from(error: StoreError) -> ServiceError {
        match error {
            StoreError::Corrupt { channel, .. } => ServiceError::Damaged(channel),
            StoreError::NoGame(_) => ServiceError::NoGame,
            StoreError::ChannelBusy(_) => ServiceError::Busy,
            other => ServiceError::Internal(other.to_string()),
        }
    }
}

impl From<UpdateError<ServiceError>> for ServiceError {
    fn from(error: UpdateError<ServiceError>) -> ServiceError {
        match error {
            UpdateError::Rejected(e) => e,
            UpdateError::Store(e) => e.into(),
        }
    }
}

pub(super) type Result<T> = std::result::Result<T, ServiceError>;

/// Refuses the request, changing nothing.
pub(super) fn refuse<T>(denied: Denied) -> Result<T> {
    Err(ServiceError::Refused(denied))
}
