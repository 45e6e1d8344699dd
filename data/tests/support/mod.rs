//! What the data crate's tests share.

pub(crate) mod pg;
