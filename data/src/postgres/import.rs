//! Games imported whole (a record from elsewhere, or a whole store
//! copied): each told to every listener as any write is.

use super::{PostgresStore, archive, backend, insert_game, int, tell};
use crate::change::Change;
use crate::record::GameRecord;
use crate::store::StoreError;

impl PostgresStore {
    /// Imports `records` as [`crate::store::Store::import`] imports one, many to a
    /// transaction (a whole store copied: a commit a game took a third of
    /// the copy's time).
    pub fn import_all(&self, records: &[&GameRecord]) -> Result<(), StoreError> {
        for together in records.chunks(IMPORTED_TOGETHER) {
            let mut db = self.connection()?;
            let mut tx = db.transaction().map_err(backend)?;
            for record in together {
                import_in(&mut tx, record)?;
            }
            tx.commit().map_err(backend)?;
        }
        Ok(())
    }
}

/// Imports `record` in `tx` (see [`crate::store::Store::import`]).
pub(super) fn import_in(
    tx: &mut postgres::Transaction<'_>,
    record: &GameRecord,
) -> Result<(), StoreError> {
    if record.status.is_over() {
        archive(tx, record)?;
    } else {
        insert_game(
            tx,
            record,
            "DO UPDATE SET id = $2, version = $3, status = $4, guild = $5, kind = $6,
                 users = $7, to_act = $8, waiting_since = $9, updated = $10, record = $11",
        )?;
    }
    // New games get ids above every imported one.
    tx.execute(
        "SELECT setval('keystone_game_ids', GREATEST($1, (SELECT last_value FROM keystone_game_ids)))",
        &[&int(record.id.0)],
    )
    .map_err(backend)?;
    tell(tx, &Change::of(None, record))
}

/// How many games [`PostgresStore::import_all`] imports in a transaction.
const IMPORTED_TOGETHER: usize = 500;
