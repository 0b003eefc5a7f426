#!/usr/bin/env bash
# Builds libjass and installs it for C and C++ programs, as `cargo cinstall`
# (cargo-c) would: the headers (jass.h, jass.hpp), the shared library with
# its SONAME and links (libjass.so.0.1.0, libjass.so.0, libjass.so), the
# static library (libjass.a) and a pkg-config file (jass.pc) whose
# Libs.private lists what a static link needs.
#
#   scripts/install-c.sh [--prefix DIR] [--libdir DIR] [--includedir DIR]
#                        [--pkgconfigdir DIR] [--destdir DIR]
#                        [--library-type both|shared|static] [--profile NAME]
#
# Defaults: --prefix /usr/local (or $PREFIX), --libdir PREFIX/lib,
# --includedir PREFIX/include, --pkgconfigdir LIBDIR/pkgconfig,
# --library-type both, --profile release. --destdir (or $DESTDIR) stages
# the files under another root for packaging: jass.pc still names the
# final paths. With --library-type static only libjass.a is installed, so
# `-ljass` can only find it and `pkg-config --static` links libjass
# statically; when both are installed the linker prefers libjass.so unless
# told otherwise (see README, "Installing the C library").
#
# Linux and other ELF systems only (the SONAME is set with GNU ld's
# -soname); the build goes to cargo's target directory.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//' >&2
    exit 2
}

prefix=${PREFIX:-/usr/local}
destdir=${DESTDIR:-}
libdir=
includedir=
pkgconfigdir=
library_type=both
profile=release
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix=$2; shift 2 ;;
        --prefix=*) prefix=${1#*=}; shift ;;
        --libdir) libdir=$2; shift 2 ;;
        --libdir=*) libdir=${1#*=}; shift ;;
        --includedir) includedir=$2; shift 2 ;;
        --includedir=*) includedir=${1#*=}; shift ;;
        --pkgconfigdir) pkgconfigdir=$2; shift 2 ;;
        --pkgconfigdir=*) pkgconfigdir=${1#*=}; shift ;;
        --destdir) destdir=$2; shift 2 ;;
        --destdir=*) destdir=${1#*=}; shift ;;
        --library-type) library_type=$2; shift 2 ;;
        --library-type=*) library_type=${1#*=}; shift ;;
        --profile) profile=$2; shift 2 ;;
        --profile=*) profile=${1#*=}; shift ;;
        -h | --help) usage ;;
        *) echo "unknown argument: $1" >&2; usage ;;
    esac
done
case "$library_type" in
    both | shared | static) ;;
    *) echo "--library-type must be both, shared or static" >&2; exit 2 ;;
esac
case "$prefix" in
    /*) ;;
    *) echo "--prefix must be an absolute path" >&2; exit 2 ;;
esac
libdir=${libdir:-$prefix/lib}
includedir=${includedir:-$prefix/include}
pkgconfigdir=${pkgconfigdir:-$libdir/pkgconfig}

version=$(sed -n 's/^#define JASS_VERSION "\(.*\)"$/\1/p' include/jass.h)
major=${version%%.*}
soname=libjass.so.$major
real_name=libjass.so.$version

# One rustc run for the library crate only (dependencies keep their
# cached builds): both library kinds, the SONAME on the shared one.
cargo rustc --locked -p jass-ffi --lib --profile "$profile" --crate-type cdylib,staticlib \
    -- -C link-arg=-Wl,-soname,"$soname"
target_dir=$(cargo metadata --locked --format-version 1 --no-deps \
    | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
[ "$profile" = dev ] && out_dir=$target_dir/debug || out_dir=$target_dir/$profile

# What Rust's standard library needs from the system when libjass.a is
# linked (the "native-static-libs" rustc prints for a static library;
# jass-ffi adds none of its own).
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
: > "$probe/probe.rs"
native_libs=$(rustc --crate-type staticlib --print native-static-libs -o "$probe/libprobe.a" \
    "$probe/probe.rs" 2>&1 | sed -n 's/^note: native-static-libs: //p')
test -n "$native_libs"

echo "installing libjass $version into ${destdir}$prefix"
install -d "$destdir$includedir" "$destdir$libdir" "$destdir$pkgconfigdir"
install -m 644 include/jass.h include/jass.hpp "$destdir$includedir/"
if [ "$library_type" != static ]; then
    if ! readelf -d "$out_dir/libjass.so" | grep -q "SONAME.*\[$soname\]"; then
        echo "$out_dir/libjass.so has no SONAME $soname" >&2
        exit 1
    fi
    install -m 755 "$out_dir/libjass.so" "$destdir$libdir/$real_name"
    ln -sfn "$real_name" "$destdir$libdir/$soname"
    ln -sfn "$soname" "$destdir$libdir/libjass.so"
fi
if [ "$library_type" != shared ]; then
    install -m 644 "$out_dir/libjass.a" "$destdir$libdir/libjass.a"
    # The release profile strips the shared library; the archive still
    # holds the debug info of Rust's prebuilt standard library.
    if [ "$profile" = release ] && command -v "${STRIP:-strip}" >/dev/null 2>&1; then
        "${STRIP:-strip}" --strip-debug "$destdir$libdir/libjass.a"
    fi
fi

# jass.pc: ${prefix}-relative where the directories are under the prefix,
# so that a relocated tree can override prefix.
relative() {
    case "$1" in
        "$prefix") echo '${prefix}' ;;
        "$prefix"/*) echo "\${prefix}${1#"$prefix"}" ;;
        *) echo "$1" ;;
    esac
}
cat > "$destdir$pkgconfigdir/jass.pc" <<EOF
prefix=$prefix
libdir=$(relative "$libdir")
includedir=$(relative "$includedir")

Name: jass
Description: C ABI of the jass rules engine for Swiss Jass card games
Version: $version
URL: https://github.com/jass-engine/jass
Cflags: -I\${includedir}
Libs: -L\${libdir} -ljass
Libs.private: $native_libs
EOF
chmod 644 "$destdir$pkgconfigdir/jass.pc"
echo "installed: headers in $includedir, libraries in $libdir, jass.pc in $pkgconfigdir"
