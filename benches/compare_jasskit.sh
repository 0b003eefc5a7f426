#!/usr/bin/env bash
# One command for the side-by-side comparison with jass-kit: installs our
# package (release build) and jass-kit into the project's venv, then runs
# benches/compare_jasskit.py, which prints the table and writes
# target/compare_jasskit.json. Extra arguments go to the script.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
VENV=${JASS_VENV:-.venv}
if [ ! -x "$VENV/bin/python" ]; then
    "$PYTHON" -m venv "$VENV"
fi
py="$VENV/bin/python"
pip=("$py" -m pip --disable-pip-version-check --quiet)
"${pip[@]}" install "maturin>=1.9.4,<2" "numpy>=1.21" "jass-kit==2.0.5"
"${pip[@]}" install ./jass-py
exec "$py" benches/compare_jasskit.py "$@"
