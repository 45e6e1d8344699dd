//! The files of a directory, to tell that something left them as they were.

#![allow(dead_code)] // each test binary uses what it needs

use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};
use std::path::Path;

/// Every file under `dir`, by its path there, with a hash of its bytes.
pub(crate) fn hashes(dir: &Path) -> BTreeMap<String, u64> {
    let mut found = BTreeMap::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            for (below, hash) in hashes(&path) {
                found.insert(format!("{name}/{below}"), hash);
            }
        } else {
            let mut hasher = std::collections::hash_map::DefaultHasher::new();
            std::fs::read(&path).unwrap().hash(&mut hasher);
            found.insert(name, hasher.finish());
        }
    }
    found
}
