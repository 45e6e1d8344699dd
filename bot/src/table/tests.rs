//! Unit tests of the table: added below.
