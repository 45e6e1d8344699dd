//! The pictures' tests, built as one program: each file of this directory
//! is a module here (`cargo test -p keystone-render --test render golden::`
//! runs one); one program links once where one a file linked 3 times.

mod common;

mod colours;
mod golden;
mod legible;
mod random;
mod regions;
