//! Replays every committed corpus input (`corpus/<target>/`) and every
//! regression input (`regressions/<target>/`, one file per crash the
//! fuzzers found) through its target's checks, on stable Rust.

use std::fs;
use std::path::Path;

fn replay(target: &str, run: fn(&[u8])) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut inputs = 0;
    for dir in ["corpus", "regressions"] {
        let Ok(entries) = fs::read_dir(root.join(dir).join(target)) else {
            continue;
        };
        let mut paths: Vec<_> = entries
            .map(|entry| entry.expect("a directory entry").path())
            .collect();
        paths.sort();
        for path in paths {
            // A running fuzzer may replace corpus files meanwhile.
            let data = match fs::read(&path) {
                Ok(data) => data,
                Err(error) if error.kind() == std::io::ErrorKind::NotFound => continue,
                Err(error) => panic!("{}: {error}", path.display()),
            };
            // Printed before the run, so a failure names its input.
            eprintln!("{}", path.display());
            run(&data);
            inputs += 1;
        }
    }
    assert!(inputs > 0, "target {target} has no corpus");
}

#[test]
fn notation_corpus_passes() {
    replay("notation", jass_fuzz::notation::run);
}

#[test]
fn rules_corpus_passes() {
    replay("rules", jass_fuzz::rules::run);
}

#[test]
fn record_corpus_passes() {
    replay("record", jass_fuzz::record::run);
}

#[test]
fn actions_corpus_passes() {
    replay("actions", jass_fuzz::actions::run);
}

#[test]
fn differential_corpus_passes() {
    replay("differential", jass_fuzz::differential::run);
}

#[test]
fn c_abi_corpus_passes() {
    replay("c_abi", jass_fuzz::c_abi::run);
}
