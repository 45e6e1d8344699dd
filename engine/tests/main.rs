//! The engine's tests, built as one program: each file of this directory
//! is a module here (`cargo test -p keystone-engine --test engine ai::`
//! runs one); one program links once where one a file linked 13 times.

mod support;

mod ai;
mod babylon_props;
mod babylon_records;
mod babylon_rules;
mod basilica_props;
mod basilica_rules;
mod cardinal_props;
mod cardinal_rules;
mod conformance;
mod grands_batisseurs_rules;
mod parsers;
mod records;
mod snapshots;
