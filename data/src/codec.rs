//! The stored form of records: a 4-byte header (`KS` and a little-endian
//! `u16` schema version), then the record as JSON.
//!
//! Decoding checks the header and dispatches on the version, so that a
//! record written by an older build is migrated and one written by a newer
//! build is refused, never misread. See the crate documentation for how to
//! change the format.

use std::fmt;

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::record::{Finished, GameRecord, Summary};

/// The schema version this build writes for [`GameRecord`]s.
pub const RECORD_VERSION: u16 = 1;
/// The schema version this build writes for [`Summary`]s.
pub const SUMMARY_VERSION: u16 = 1;
/// The schema version this build writes for [`Finished`] games.
pub const FINISHED_VERSION: u16 = 1;

const MAGIC: [u8; 2] = *b"KS";

/// Why stored bytes are not a record.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DecodeError {
    /// Shorter than the header.
    Truncated,
    /// Not written by Keystone.
    NotARecord,
    /// Written by a newer build, or by an old one this build cannot migrate.
    UnknownVersion(u16),
    /// The header is fine but the content is not (cut short, damaged).
    Malformed(String),
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::Truncated => f.write_str("the stored record is cut short"),
            DecodeError::NotARecord => f.write_str("the stored bytes are not a Keystone record"),
            DecodeError::UnknownVersion(v) => write!(
                f,
                "the stored record has schema version {v}, which this build cannot read"
            ),
            DecodeError::Malformed(e) => write!(f, "the stored record is damaged: {e}"),
        }
    }
}

impl std::error::Error for DecodeError {}

fn encode<T: Serialize>(version: u16, value: &T) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(1024);
    bytes.extend_from_slice(&MAGIC);
    bytes.extend_from_slice(&version.to_le_bytes());
    serde_json::to_writer(&mut bytes, value).expect("records serialise to JSON");
    bytes
}

/// The header's version and the payload after it.
fn split(bytes: &[u8]) -> Result<(u16, &[u8]), DecodeError> {
    if bytes.len() < 4 {
        return Err(DecodeError::Truncated);
    }
    if bytes[..2] != MAGIC {
        return Err(DecodeError::NotARecord);
    }
    Ok((u16::from_le_bytes([bytes[2], bytes[3]]), &bytes[4..]))
}

fn json<T: DeserializeOwned>(payload: &[u8]) -> Result<T, DecodeError> {
    serde_json::from_slice(payload).map_err(|e| DecodeError::Malformed(e.to_string()))
}

/// A record's stored form.
pub fn encode_record(record: &GameRecord) -> Vec<u8> {
    encode(RECORD_VERSION, record)
}

/// Reads a record's stored form, migrating older versions.
pub fn decode_record(bytes: &[u8]) -> Result<GameRecord, DecodeError> {
    let (version, payload) = split(bytes)?;
    decode_record_json(version, payload)
}

/// Reads a record's JSON of schema `version` (a backup's lines), migrating
/// older versions.
pub fn decode_record_json(version: u16, payload: &[u8]) -> Result<GameRecord, DecodeError> {
    match version {
        1 => json(payload),
        // A future version 2 reads 1 through a `v1` struct and converts it here.
        version => Err(DecodeError::UnknownVersion(version)),
    }
}

/// A summary's stored form.
pub fn encode_summary(summary: &Summary) -> Vec<u8> {
    encode(SUMMARY_VERSION, summary)
}

/// A finished game's stored form.
pub fn encode_finished(finished: &Finished) -> Vec<u8> {
    encode(FINISHED_VERSION, finished)
}

/// Reads a finished game's stored form.
pub fn decode_finished(bytes: &[u8]) -> Result<Finished, DecodeError> {
    match split(bytes)? {
        (1, payload) => json(payload),
        (version, _) => Err(DecodeError::UnknownVersion(version)),
    }
}

/// Reads a summary's stored form.
pub fn decode_summary(bytes: &[u8]) -> Result<Summary, DecodeError> {
    match split(bytes)? {
        (1, payload) => json(payload),
        (version, _) => Err(DecodeError::UnknownVersion(version)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{
        ChannelId, GameId, GameStatus, LoggedAction, Nudges, SeatRecord, Settings,
    };
    use keystone_engine::Seat;

    fn sample() -> GameRecord {
        GameRecord {
            id: GameId(3),
            kind: "basilica".into(),
            channel: ChannelId(42),
            guild: Some(7),
            seats: vec![SeatRecord::new(1, "Zoë"), SeatRecord::new(2, "李明 🏰")],
            status: GameStatus::Active,
            state: "{\"game\":\"basilica\",\"format\":1}".into(),
            version: 3,
            created: 1_700_000_000_000,
            updated: 1_700_000_060_000,
            to_act: vec![Seat::from_index(1)],
            waiting_since: 1_700_000_060_000,
            result: None,
            settings: Default::default(),
            nudges: Default::default(),
            abort: None,
            log: vec![LoggedAction {
                seat: Seat::from_index(0),
                text: "V2 c1".into(),
                at: 1_700_000_060_000,
                auto: false,
                standing: false,
            }],
        }
    }

    #[test]
    fn records_round_trip_with_a_versioned_header() {
        let bytes = encode_record(&sample());
        assert_eq!(&bytes[..4], b"KS\x01\x00");
        assert_eq!(decode_record(&bytes), Ok(sample()));
        let summary = sample().summary();
        assert_eq!(decode_summary(&encode_summary(&summary)), Ok(summary));
    }

    #[test]
    fn records_stored_before_the_reminder_fields_still_decode() {
        // A version-1 record as the first builds wrote it: no settings,
        // nudges, seat policies or automatic actions.
        let json = r#"{"id":3,"kind":"basilica","channel":42,"guild":7,"seats":[{"user":1,"name":"Zo\u00eb"},{"user":2,"name":"B"}],"status":"active","state":"{}","version":3,"created":1,"updated":2,"to_act":[2],"waiting_since":2,"log":[{"seat":1,"text":"V2 c1","at":2}],"result":null}"#;
        let old = [b"KS\x01\x00".as_slice(), json.as_bytes()].concat();
        let record = decode_record(&old).expect("an old record decodes");
        assert_eq!(record.settings, Settings::default());
        assert_eq!(record.nudges, Nudges::default());
        assert_eq!(record.seats[0], SeatRecord::new(1, "Zoë"));
        assert!(!record.log[0].auto);
    }

    #[test]
    fn headers_are_checked() {
        assert_eq!(decode_record(b"KS"), Err(DecodeError::Truncated));
        assert_eq!(decode_record(b"XX\x01\x00{}"), Err(DecodeError::NotARecord));
        assert_eq!(
            decode_record(b"KS\x07\x00{}"),
            Err(DecodeError::UnknownVersion(7))
        );
        assert!(matches!(
            decode_record(b"KS\x01\x00{\"id\""),
            Err(DecodeError::Malformed(_))
        ));
    }
}
