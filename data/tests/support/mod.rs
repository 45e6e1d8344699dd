//! What the data crate's tests share.

pub(crate) mod files;
pub(crate) mod pg;
pub(crate) mod silent;
