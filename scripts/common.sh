# Shell helpers of the test scripts, sourced by them (not run on its own):
# a step heading, and installing Debian packages as root or with sudo.

step() { printf '\n==> %s\n' "$*"; }

# Runs "$@" as root: directly when root, else with sudo.
as_root() {
    if [ "$(id -u)" = 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo "$@"
    else
        echo "cannot install packages without root: $*" >&2
        return 1
    fi
}

# Installs the Debian packages "$@" (the package lists updated once).
apt_updated=0
apt_install() {
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "missing $* and no apt-get to install it" >&2
        return 1
    fi
    if [ "$apt_updated" = 0 ]; then
        as_root apt-get update -qq
        apt_updated=1
    fi
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}
