//! The store's tests, built as one program: each file of this directory
//! is a module here (`cargo test -p keystone-data --test data backup::`
//! runs one); one program links once where one a file linked 5 times.

mod support;

mod backup;
mod concurrency;
mod conformance;
mod copy;
mod durability;
