//! Moving a bot from the embedded store to the shared one: every active and
//! archived game of a sled store copied into PostgreSQL, results and
//! players' own settings included,
//! then the counts checked. Copying again changes nothing, so an
//! interrupted copy is simply run again.

use crate::embedded::SledStore;
use crate::postgres::PostgresStore;
use crate::record::{Counts, GameRecord};
use crate::store::{Store, StoreError};

/// What a copy did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CopyReport {
    /// Active and invited games copied.
    pub active: usize,
    /// Finished and aborted games copied.
    pub archived: usize,
    /// Players' own settings copied.
    pub players: usize,
    /// Records left behind because they cannot be read (channel ids).
    pub damaged: Vec<u64>,
    /// The source's counts.
    pub from: Counts,
    /// The target's counts after the copy.
    pub to: Counts,
}

/// Copies everything `from` holds into `to`. Fails if, afterwards, the
/// target holds fewer games of any status than the source.
pub fn copy(from: &SledStore, to: &PostgresStore) -> Result<CopyReport, StoreError> {
    let everything = from.everything()?;
    let records: Vec<&GameRecord> = everything
        .active
        .iter()
        .chain(&everything.archived)
        .collect();
    to.import_all(&records)?;
    let players = from.profiles()?;
    for player in &players {
        to.set_profile(player)?;
    }
    let (source, target) = (from.counts()?, to.counts()?);
    let short = [
        ("invited", source.invited, target.invited),
        ("active", source.active, target.active),
        ("finished", source.finished, target.finished),
        ("aborted", source.aborted, target.aborted),
    ]
    .into_iter()
    .find(|(_, from, to)| to < from);
    if let Some((what, from, to)) = short {
        return Err(StoreError::Backend(format!(
            "the copy is short: {what} games {from} in the source, {to} in the target"
        )));
    }
    Ok(CopyReport {
        active: everything.active.len(),
        archived: everything.archived.len(),
        players: players.len(),
        damaged: everything.damaged.iter().map(|(c, _)| c.0).collect(),
        from: source,
        to: target,
    })
}
