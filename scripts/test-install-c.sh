#!/usr/bin/env bash
# The C install route (scripts/install-c.sh), as a user meets it: installs
# libjass into a temporary prefix, then builds the C and C++ examples with
# nothing but `pkg-config --cflags --libs jass`, runs them and compares
# their output with the committed .expected files. Checks the installed
# files (SONAME libjass.so.0 and its links, no debug info, jass.pc), links
# against the shared library, and stages a static-only install with
# DESTDIR whose `pkg-config --static` link holds no libjass.so.
# Run by scripts/test-c.sh; needs a C and a C++ compiler and pkg-config.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/common.sh
source scripts/common.sh
fail() {
    echo "test-install-c: $*" >&2
    exit 1
}

CC=${CC:-cc}
CXX=${CXX:-c++}
profile=${JASS_INSTALL_PROFILE:-release}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
version=$(sed -n 's/^#define JASS_VERSION "\(.*\)"$/\1/p' include/jass.h)

step "install ($profile profile) into a temporary prefix"
prefix=$tmp/prefix
bash scripts/install-c.sh --prefix "$prefix" --profile "$profile"
lib=$prefix/lib
for file in include/jass.h include/jass.hpp lib/libjass.a "lib/libjass.so.$version" \
    lib/pkgconfig/jass.pc; do
    test -f "$prefix/$file" || fail "$file is not installed"
done
test "$(readlink "$lib/libjass.so")" = libjass.so.0 || fail "libjass.so does not link to libjass.so.0"
test "$(readlink "$lib/libjass.so.0")" = "libjass.so.$version" \
    || fail "libjass.so.0 does not link to libjass.so.$version"
readelf -d "$lib/libjass.so.$version" | grep -q 'SONAME.*\[libjass\.so\.0\]' \
    || fail "libjass.so.$version has no SONAME libjass.so.0"
if [ "$profile" = release ]; then
    for file in "$lib/libjass.so.$version" "$lib/libjass.a"; do
        sections=$(readelf -S --wide "$file")
        if grep -q '\.debug_info' <<<"$sections"; then
            fail "$file holds debug info"
        fi
    done
    ls -l "$lib"
fi

export PKG_CONFIG_PATH=$lib/pkgconfig
test "$(pkg-config --modversion jass)" = "$version" || fail "jass.pc gives another version"
pkg-config --validate jass
libs_private=$(pkg-config --static --libs-only-l jass)
grep -q -- '-lpthread' <<<"$libs_private" || fail "jass.pc lists no -lpthread for a static link"

# name, source, compiler
examples=(
    "legal_cards examples/c/legal_cards.c c"
    "schieber_game examples/c/schieber_game.c c"
    "simulate examples/c/simulate.c c"
    "play_hand examples/cpp/play_hand.cpp c++"
    "play_game examples/cpp/play_game.cpp c++"
)
build() { # build NAME SOURCE LANG OUTPUT PKG_CONFIG_ARGS...
    local source=$2 lang=$3 output=$4
    shift 4
    local flags
    # The only flags: the compiler's language and warnings, and pkg-config's.
    flags=$(pkg-config "$@" jass)
    if [ "$lang" = c ]; then
        # shellcheck disable=SC2086 # pkg-config output is a list of flags
        "$CC" -std=c99 -Wall -Wextra -Werror -pedantic "$source" $flags -o "$output"
    else
        # shellcheck disable=SC2086
        "$CXX" -std=c++17 -Wall -Wextra -Werror -pedantic "$source" $flags -o "$output"
    fi
}

mkdir -p "$tmp/shared" "$tmp/static"
for example in "${examples[@]}"; do
    read -r name source lang <<<"$example"
    step "$name: pkg-config --cflags --libs jass (shared)"
    build "$name" "$source" "$lang" "$tmp/shared/$name" --cflags --libs
    needed=$(readelf -d "$tmp/shared/$name")
    grep -q 'NEEDED.*\[libjass\.so\.0\]' <<<"$needed" || fail "$name does not need libjass.so.0"
    loaded=$(LD_LIBRARY_PATH=$lib ldd "$tmp/shared/$name")
    grep -q "libjass.so.0 => $lib/libjass.so.0" <<<"$loaded" || fail "$name does not load $lib/libjass.so.0"
    LD_LIBRARY_PATH=$lib "$tmp/shared/$name" > "$tmp/shared/$name.out"
    diff -u "${source%.*}.expected" "$tmp/shared/$name.out"
done

step "static-only install staged with DESTDIR (jass.pc names the final prefix)"
stage=$tmp/stage
bash scripts/install-c.sh --destdir "$stage" --prefix /opt/jass --library-type static \
    --profile "$profile"
test ! -e "$stage/opt/jass/lib/libjass.so" || fail "a static-only install holds libjass.so"
grep -qx 'prefix=/opt/jass' "$stage/opt/jass/lib/pkgconfig/jass.pc" \
    || fail "the staged jass.pc does not name the final prefix"
export PKG_CONFIG_PATH=$stage/opt/jass/lib/pkgconfig
export PKG_CONFIG_SYSROOT_DIR=$stage
for example in "${examples[@]}"; do
    read -r name source lang <<<"$example"
    step "$name: pkg-config --static --cflags --libs jass"
    build "$name" "$source" "$lang" "$tmp/static/$name" --static --cflags --libs
    needed=$(readelf -d "$tmp/static/$name")
    if grep -q 'libjass' <<<"$needed"; then
        fail "$name links libjass dynamically"
    fi
    "$tmp/static/$name" > "$tmp/static/$name.out"
    diff -u "${source%.*}.expected" "$tmp/static/$name.out"
done

echo
echo "install: headers, libraries and jass.pc installed; ${#examples[@]} examples built, run and checked twice"
