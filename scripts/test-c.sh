#!/usr/bin/env bash
# C and C++ checks of the C ABI: builds libjass, compiles the C examples
# (examples/c/) and the C tests (jass-ffi/tests/c/) as C99 and the C++
# examples (examples/cpp/, over include/jass.hpp) as C++17 with warnings as
# errors against the static and the dynamic library, runs each and compares
# its output with the committed .expected file, then runs them again under
# valgrind (no leaks, no invalid accesses). Among the tests are the
# hostile-input test (jass-ffi/tests/c/hostile.c and its hostile_*.c parts,
# which together must call every function taking a pointer with NULL) and
# the 1,000-game stress test (jass-ffi/tests/c/stress.c), the two-thread
# test (jass-ffi/tests/c/threads.c), and last the install route
# (scripts/test-install-c.sh: install into a temporary prefix, build the
# examples with pkg-config alone). Installs a C/C++
# compiler, valgrind and pkg-config from Debian's packages if they are
# missing.
# Everything it builds goes to target/c/ (under CARGO_TARGET_DIR if set).
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/common.sh
source scripts/common.sh

first_command() {
    for candidate in "$@"; do
        if command -v "$candidate" >/dev/null 2>&1; then
            echo "$candidate"
            return 0
        fi
    done
    return 1
}

step "tools: C and C++ compilers, valgrind, pkg-config"
CC=${CC:-$(first_command cc gcc clang || true)}
CXX=${CXX:-$(first_command c++ g++ clang++ || true)}
if [ -z "$CC" ] || [ -z "$CXX" ]; then
    apt_install gcc g++
    CC=${CC:-$(first_command cc gcc)}
    CXX=${CXX:-$(first_command c++ g++)}
fi
command -v valgrind >/dev/null 2>&1 || apt_install valgrind
command -v pkg-config >/dev/null 2>&1 || apt_install pkgconf
echo "CC=$CC ($("$CC" --version | head -n1))"
echo "CXX=$CXX ($("$CXX" --version | head -n1))"
valgrind --version

step "build libjass (static and dynamic)"
cargo build --locked -p jass-ffi
root=$(pwd)
# Cargo's build directory: CARGO_TARGET_DIR if set (relative to the
# repository), target otherwise.
target_dir=${CARGO_TARGET_DIR:-target}
case $target_dir in
    /*) ;;
    *) target_dir="$root/$target_dir" ;;
esac
lib_dir="$target_dir/debug"
out="$target_dir/c"
rm -rf "$out"
mkdir -p "$out/static" "$out/dynamic" "$out/pkgconfig"
# The system libraries Rust's standard library needs when linked statically
# (`cargo rustc -p jass-ffi --crate-type staticlib -- --print native-static-libs`).
native_libs=(-lpthread -ldl -lm)
cflags=(-std=c99 -Wall -Wextra -Werror -pedantic -g -pthread -I"$root/include")
cxxflags=(-std=c++17 -Wall -Wextra -Werror -pedantic -g -pthread -I"$root/include")

step "the headers compile on their own (jass.h as C99, C11 and C++17; jass.hpp as C++17), and twice"
printf '#include "jass.h"\n#include "jass.h"\nint main(void) { return JASS_RESULT_OK; }\n' > "$out/header.c"
"$CC" "${cflags[@]}" -fsyntax-only "$out/header.c"
"$CC" -std=c11 -Wall -Wextra -Werror -pedantic -I"$root/include" -fsyntax-only "$out/header.c"
"$CXX" "${cxxflags[@]}" -x c++ -fsyntax-only "$out/header.c"
printf '#include "jass.hpp"\n#include "jass.hpp"\nint main() { return JASS_RESULT_OK; }\n' > "$out/header.cpp"
"$CXX" "${cxxflags[@]}" -fsyntax-only "$out/header.cpp"

step "benches/c_solver.c compiles (C99, warnings as errors; run it against the release build)"
"$CC" "${cflags[@]}" -c benches/c_solver.c -o "$out/c_solver.o"

# name, source file, language, further source files of the same program
programs=(
    "legal_cards examples/c/legal_cards.c c"
    "schieber_game examples/c/schieber_game.c c"
    "garbage_test jass-ffi/tests/c/garbage_test.c c"
    "hostile jass-ffi/tests/c/hostile.c c jass-ffi/tests/c/hostile_null.c jass-ffi/tests/c/hostile_ranges.c jass-ffi/tests/c/hostile_text.c jass-ffi/tests/c/hostile_records.c jass-ffi/tests/c/hostile_buffers.c jass-ffi/tests/c/hostile_games.c jass-ffi/tests/c/hostile_handles.c"
    "threads jass-ffi/tests/c/threads.c c"
    "stress jass-ffi/tests/c/stress.c c"
    "tables jass-ffi/tests/c/tables.c c"
    "simulate examples/c/simulate.c c"
    "solve examples/c/solve.c c"
    "play_hand examples/cpp/play_hand.cpp c++"
    "play_game examples/cpp/play_game.cpp c++"
)

step "hostile*.c call every function of jass.h that takes a pointer with NULL"
# The header's prototypes, each joined onto one line; those with a `*`
# among their parameters must appear in hostile*.c on a line with NULL.
pointer_functions=$(tr '\n' ' ' < include/jass.h \
    | grep -oE '[a-z_0-9]+ \*?jass_[a-z0-9_]+\([^)]*\*[^)]*\);' \
    | sed -E 's/^[a-z_0-9]+ \*?(jass_[a-z0-9_]+)\(.*/\1/')
checked=0
for function in $pointer_functions; do
    if ! grep -qE "\b$function\(.*NULL" jass-ffi/tests/c/hostile*.c; then
        echo "jass-ffi/tests/c/hostile*.c never call $function with NULL" >&2
        exit 1
    fi
    checked=$((checked + 1))
done
# (A broken pattern that finds no prototypes must not pass.)
test "$checked" -ge 80
echo "$checked functions with pointer arguments, each called with NULL"

passed=0
for program in "${programs[@]}"; do
    read -r name source lang more_sources <<<"$program"
    read -ra sources <<<"$source $more_sources"
    if [ "$lang" = c ]; then
        compiler=("$CC" "${cflags[@]}")
    else
        compiler=("$CXX" "${cxxflags[@]}")
    fi
    expected="${source%.*}.expected"

    step "$name: compile against libjass.a and libjass.so"
    "${compiler[@]}" "${sources[@]}" "$lib_dir/libjass.a" "${native_libs[@]}" -o "$out/static/$name"
    "${compiler[@]}" "${sources[@]}" -L"$lib_dir" -ljass -Wl,-rpath,"$lib_dir" -o "$out/dynamic/$name"
    # (ldd's output is captured first: `grep -q` closing the pipe early
    # would fail the pipeline under pipefail.)
    static_libs=$(ldd "$out/static/$name")
    dynamic_libs=$(ldd "$out/dynamic/$name")
    if grep -q libjass <<<"$static_libs"; then
        echo "$out/static/$name links libjass dynamically" >&2
        exit 1
    fi
    if ! grep -q "libjass.so => $lib_dir/libjass.so" <<<"$dynamic_libs"; then
        echo "$out/dynamic/$name does not load $lib_dir/libjass.so" >&2
        exit 1
    fi

    for link in static dynamic; do
        binary="$out/$link/$name"
        step "$name ($link): run and compare with $expected"
        "$binary" > "$binary.out"
        diff -u "$expected" "$binary.out"
        step "$name ($link): valgrind"
        # (--fair-sched: valgrind runs one thread at a time, and its default
        # lock can leave a thread spinning on another's call for its whole
        # turn, over and over: threads.c once took minutes instead of
        # seconds.)
        valgrind --quiet --fair-sched=yes --leak-check=full \
            --show-leak-kinds=definite,indirect,possible \
            --errors-for-leak-kinds=definite,indirect,possible \
            --error-exitcode=1 "$binary" > "$binary.valgrind.out"
        diff -u "$expected" "$binary.valgrind.out"
        passed=$((passed + 1))
    done
done

step "simulate: the C rows are the rows of jass-core/tests/fixtures (also checked from Rust and Python)"
"$out/static/simulate" hands | diff -u jass-core/tests/fixtures/sim_hands.csv -
"$out/static/simulate" games | diff -u jass-core/tests/fixtures/sim_games.csv -
"$out/static/simulate" seat-hands | diff -u jass-core/tests/fixtures/sim_seat_hands.csv -
"$out/static/simulate" seat-games | diff -u jass-core/tests/fixtures/sim_seat_games.csv -
passed=$((passed + 4))

step "README: the \"Using from C\" examples compile, run and print what they say"
# The section's C blocks in order: the legal-cards example, then the game.
readme_block() {
    awk -v want="$1" '/^## Using from C/ { section = 1; next }
         section && /^## / { exit }
         section && /^```c$/ { block++; code = (block == want); next }
         code && /^```$/ { exit }
         code { print }' README.md
}
readme_block 1 > "$out/readme.c"
readme_block 2 > "$out/readme_game.c"
test -s "$out/readme.c"
test -s "$out/readme_game.c"
"$CC" "${cflags[@]}" "$out/readme.c" "$lib_dir/libjass.a" "${native_libs[@]}" -o "$out/static/readme"
test "$("$out/static/readme")" = "legal: H10 HK"
"$CC" "${cflags[@]}" "$out/readme_game.c" "$lib_dir/libjass.a" "${native_libs[@]}" \
    -o "$out/static/readme_game"
readme_game_output=$("$out/static/readme_game")
echo "$readme_game_output"
grep -Eqx 'team [01] wins [0-9]+ : [0-9]+' <<<"$readme_game_output"
passed=$((passed + 2))

step "install: scripts/install-c.sh into a temporary prefix, examples built with pkg-config only"
CC=$CC CXX=$CXX bash scripts/test-install-c.sh
passed=$((passed + 1))

echo
echo "c: $passed passed, 0 failed"
