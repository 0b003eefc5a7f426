//! Replays every committed seed input (`seeds/<target>/`, hand-named and
//! written by `examples/seeds.rs`), every regression input
//! (`regressions/<target>/`, one file per crash the fuzzers found) and a
//! fixed set of pseudo-random inputs through each target's checks, on
//! stable Rust. A local corpus grown by `scripts/fuzz.sh` (`corpus/<target>/`,
//! not committed) is replayed too when present.

use std::fs;
use std::path::Path;

use jass_core::JassRng;

/// Pseudo-random inputs per target, of 1 to 1,024 bytes: cheap coverage
/// beyond the seeds, the same on every run.
const GENERATED: usize = 300;

fn replay(target: &str, run: fn(&[u8])) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut committed = 0;
    for dir in ["seeds", "regressions", "corpus"] {
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
            if dir != "corpus" {
                committed += 1;
            }
        }
    }
    assert!(committed > 0, "target {target} has no committed seed");

    let mut rng = JassRng::seed_from_u64(u64::from_le_bytes(*b"jassfuzz"));
    for i in 0..GENERATED {
        let len = 1 + rng.below(1024) as usize;
        let data: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
        eprintln!("{target}: generated input {i} ({len} bytes)");
        run(&data);
    }
}

#[test]
fn notation_inputs_pass() {
    replay("notation", jass_fuzz::notation::run);
}

#[test]
fn rules_inputs_pass() {
    replay("rules", jass_fuzz::rules::run);
}

#[test]
fn record_inputs_pass() {
    replay("record", jass_fuzz::record::run);
}

#[test]
fn actions_inputs_pass() {
    replay("actions", jass_fuzz::actions::run);
}

#[test]
fn observation_inputs_pass() {
    replay("observation", jass_fuzz::observation::run);
}

#[test]
fn differential_inputs_pass() {
    replay("differential", jass_fuzz::differential::run);
}

#[test]
fn c_abi_inputs_pass() {
    replay("c_abi", jass_fuzz::c_abi::run);
}

#[test]
fn solver_inputs_pass() {
    replay("solver", jass_fuzz::solver::run);
}
