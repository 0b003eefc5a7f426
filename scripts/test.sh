#!/usr/bin/env bash
# Runs every test of the project: Rust (format, lints, tests, docs, feature
# combinations, no_std build, benches compile), then C/C++ and Python if
# their parts are present. This is the README's test command; .ci/run calls
# it on a fresh machine, so it installs what it needs itself.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/test-rust.sh
for part in c python; do
    if [ -f "scripts/test-$part.sh" ]; then
        bash "scripts/test-$part.sh"
    fi
done
echo "all tests passed"
