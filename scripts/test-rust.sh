#!/usr/bin/env bash
# Rust checks: formatting, lints, tests (jass-core's with all, default and
# no features), docs, feature combinations, the no_std build, the benches and
# the fuzz crate on stable.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/common.sh
source scripts/common.sh

step "the licence files the manifests declare, the changelog, jass-core's README"
grep -q '^license = "MIT OR Apache-2.0"$' Cargo.toml
grep -q 'Apache License' LICENSE-APACHE
grep -q 'Permission is hereby granted' LICENSE-MIT
grep -q '^## \[Unreleased\]' CHANGELOG.md
grep -q '^readme = "README.md"$' jass-core/Cargo.toml
test -s jass-core/README.md

step "cargo fmt --check"
cargo fmt --all --check

step "cargo clippy (all targets, all features, warnings are errors)"
cargo clippy --locked --workspace --all-targets --all-features -- -D warnings

step "jass-core builds as no_std (no default features)"
cargo build --locked -p jass-core --no-default-features
for features in serde std "std,serde" "json"; do
    step "jass-core builds with features: $features"
    cargo build --locked -p jass-core --no-default-features --features "$features"
done

step "cargo test (workspace, all features)"
cargo test --locked --workspace --all-features

# The jass-core tests that need a feature are gated on it; these runs
# prove that the rest builds and passes without it.
step "jass-core tests: default features"
cargo test --locked -p jass-core
step "jass-core tests: no default features"
cargo test --locked -p jass-core --no-default-features

step "cargo doc (warnings are errors)"
RUSTDOCFLAGS="-D warnings" cargo doc --locked --workspace --no-deps --all-features

# docs.rs builds with nightly and `--cfg docsrs`; then each item that needs
# a feature says which. Checked where a nightly toolchain is installed.
if rustup toolchain list 2>/dev/null | grep -q '^nightly'; then
    step "jass-core docs as docs.rs builds them (nightly, --cfg docsrs)"
    RUSTDOCFLAGS="--cfg docsrs -D warnings" cargo +nightly doc --locked -p jass-core --no-deps \
        --all-features --target-dir target/docsrs
    grep -q 'crate feature <code>json</code>' target/docsrs/doc/jass_core/struct.Rules.html
    grep -q 'crate feature <code>std</code>' target/docsrs/doc/jass_core/sim/index.html
fi

step "benches compile"
cargo bench --locked -p jass-benches --no-run

# The fuzz targets (fuzz/, its own workspace) on stable: format, lints, and
# every committed seed and regression input (and fixed pseudo-random inputs)
# replayed through the same
# checks libFuzzer runs (scripts/fuzz.sh runs the fuzzers themselves).
fuzz=(--manifest-path fuzz/Cargo.toml)
export CARGO_TARGET_DIR_FUZZ="${CARGO_TARGET_DIR:-$PWD/target}/fuzz-stable"
step "fuzz crate: cargo fmt --check"
cargo fmt "${fuzz[@]}" --check
step "fuzz crate: clippy (warnings are errors)"
CARGO_TARGET_DIR="$CARGO_TARGET_DIR_FUZZ" cargo clippy --locked "${fuzz[@]}" --no-default-features --all-targets -- -D warnings
step "fuzz seeds and regressions replay"
CARGO_TARGET_DIR="$CARGO_TARGET_DIR_FUZZ" cargo test --locked "${fuzz[@]}" --no-default-features
