#!/usr/bin/env bash
# Runs the cargo-fuzz targets in fuzz/ for a bounded time each (README:
# "Fuzzing"). Installs cargo-fuzz and the nightly toolchain if missing.
#
#   bash scripts/fuzz.sh [SECONDS] [TARGET...]
#
# SECONDS per target (default 600); TARGET defaults to every target. Two
# targets run at a time (FUZZ_JOBS to change). Each run starts from the
# committed seeds in fuzz/seeds/<target>/ and the regression inputs, grows
# the target's local corpus in fuzz/corpus/<target>/ (not committed: it is
# regenerated from the seeds whenever it is missing) and logs to
# target/fuzz-logs/<target>.log;
# a crash leaves its input in fuzz/artifacts/<target>/ and fails the script.
# Afterwards the summary gives executions, corpus size, crashes and slow
# inputs per target. `bash scripts/fuzz.sh --minimize` minimises the
# corpora instead.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! rustup toolchain list | grep -q '^nightly'; then
    rustup toolchain install nightly --profile minimal
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
    cargo install cargo-fuzz --locked
fi

# Every target that fuzz/Cargo.toml declares, so that none is left out.
mapfile -t all_targets < <(cd fuzz && cargo fuzz list)
if [ ${#all_targets[@]} -eq 0 ]; then
    echo "cargo fuzz list found no target in fuzz/" >&2
    exit 1
fi

# A target's local corpus starts as its seeds and regression inputs.
seed_corpus() {
    local target=$1 dir
    mkdir -p "fuzz/corpus/$target"
    if [ -z "$(ls -A "fuzz/corpus/$target")" ]; then
        for dir in "fuzz/seeds/$target" "fuzz/regressions/$target"; do
            if [ -d "$dir" ]; then
                cp "$dir"/* "fuzz/corpus/$target/"
            fi
        done
    fi
}

# The targets named after the options, or every target.
chosen_targets() {
    targets=("$@")
    if [ ${#targets[@]} -eq 0 ]; then
        targets=("${all_targets[@]}")
    fi
}

if [ "${1:-}" = "--minimize" ]; then
    shift
    chosen_targets "$@"
    for target in "${targets[@]}"; do
        seed_corpus "$target"
        (cd fuzz && cargo +nightly fuzz cmin -a "$target" "corpus/$target")
    done
    exit 0
fi

seconds=${1:-600}
shift || true
chosen_targets "$@"
jobs=${FUZZ_JOBS:-2}
logs=target/fuzz-logs
mkdir -p "$logs"
touch "$logs/.start"

# Built once with debug assertions (overflow checks) and AddressSanitizer;
# the runs use the binaries directly, so editing sources meanwhile does not
# rebuild or change them.
(cd fuzz && cargo +nightly fuzz build -a)
bin=fuzz/target/$(rustc +nightly -vV | sed -n 's/^host: //p')/release

run_one() {
    local target=$1
    seed_corpus "$target"
    mkdir -p "fuzz/artifacts/$target"
    "$bin/$target" "fuzz/corpus/$target" -artifact_prefix="fuzz/artifacts/$target/" \
        -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 \
        -print_final_stats=1 >"$logs/$target.log" 2>&1
}

failed=0
pids=()
names=()
for target in "${targets[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
        sleep 1
    done
    echo "fuzzing $target for ${seconds}s"
    run_one "$target" &
    pids+=($!)
    names+=("$target")
done
for i in "${!pids[@]}"; do
    if ! wait "${pids[$i]}"; then
        echo "CRASH in ${names[$i]}: see $logs/${names[$i]}.log and fuzz/artifacts/${names[$i]}/" >&2
        failed=1
    fi
done

# libFuzzer also writes inputs slower than 10 s (slow-unit-*) among the
# artifacts: they are counted apart, not as crashes.
printf '\n%-14s %14s %8s %8s %10s\n' target executions corpus crashes slow-units
for target in "${targets[@]}"; do
    log="$logs/$target.log"
    execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -n1)
    corpus=$(find "fuzz/corpus/$target" -type f | wc -l)
    new_artifacts=(find "fuzz/artifacts/$target" -type f -newer "$logs/.start")
    crashes=$("${new_artifacts[@]}" ! -name 'slow-unit-*' 2>/dev/null | wc -l)
    slow=$("${new_artifacts[@]}" -name 'slow-unit-*' 2>/dev/null | wc -l)
    printf '%-14s %14s %8s %8s %10s\n' "$target" "${execs:-?}" "$corpus" "$crashes" "$slow"
done
exit "$failed"
