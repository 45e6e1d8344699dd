//! Players' own settings, a row a player.

use super::{PostgresStore, backend, int};
use crate::profile::{Profile, decode_profile, encode_profile};
use crate::store::StoreError;

impl PostgresStore {
    /// See [`crate::store::Store::profile`].
    pub(super) fn read_profile(&self, user: u64) -> Result<Option<Profile>, StoreError> {
        self.connection()?
            .query_opt(
                "SELECT profile FROM profiles WHERE user_id = $1",
                &[&int(user)],
            )
            .map_err(backend)?
            .map(|row| decode_profile(row.get::<_, &[u8]>(0)))
            .transpose()
    }

    /// See [`crate::store::Store::set_profile`].
    pub(super) fn write_profile(&self, profile: &Profile) -> Result<(), StoreError> {
        self.connection()?
            .execute(
                "INSERT INTO profiles (user_id, profile) VALUES ($1, $2)
                 ON CONFLICT (user_id) DO UPDATE SET profile = $2",
                &[&int(profile.user), &encode_profile(profile)],
            )
            .map_err(backend)?;
        Ok(())
    }

    /// See [`crate::store::Store::profiles`].
    pub(super) fn every_profile(&self) -> Result<Vec<Profile>, StoreError> {
        self.connection()?
            .query("SELECT profile FROM profiles ORDER BY user_id", &[])
            .map_err(backend)?
            .iter()
            .map(|row| decode_profile(row.get::<_, &[u8]>(0)))
            .collect()
    }
}
