#!/usr/bin/env bash
# Python checks: builds and installs the jass-engine package into a venv the
# way the README says (`pip install ./jass-py`, with the `env` extra for the
# PettingZoo environment and the `ray` extra for jass_engine.distributed,
# whose tests start a local two-CPU Ray instance), then runs pytest
# (warnings are errors), mypy.stubtest on the hand-written stubs,
# `mypy --strict` on the READMEs' Python examples, the examples, the bench
# scripts and the pure-Python modules, the memory check of a
# 1,000,000-hand batch (a few seconds), and the examples themselves. Needs only a Python >= 3.9 with pip and the Rust
# toolchain; everything else comes from PyPI.
#
# Environment: PYTHON (default python3) picks the interpreter; JASS_VENV
# (default .venv, git-ignored) the venv directory.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/common.sh
source scripts/common.sh

PYTHON=${PYTHON:-python3}
VENV=${JASS_VENV:-.venv}

step "venv $VENV ($("$PYTHON" --version 2>&1))"
if [ ! -x "$VENV/bin/python" ]; then
    if ! "$PYTHON" -m venv "$VENV"; then
        # Debian splits venv out of its python3 package.
        rm -rf "$VENV"
        if ! apt_install python3-venv; then
            echo "cannot create a venv: install python3-venv" >&2
            exit 1
        fi
        "$PYTHON" -m venv "$VENV"
    fi
fi
py="$VENV/bin/python"
pip=("$py" -m pip --disable-pip-version-check --quiet)

step "install the test tools from PyPI"
"${pip[@]}" install --upgrade "pip>=23"
# tqdm draws the progress bars of `progress=True` (optional for users).
"${pip[@]}" install "maturin>=1.9.4,<2" "pytest>=8" "hypothesis>=6" "mypy>=1.10" "numpy>=1.21" \
    "tqdm>=4"

step "pip install ./jass-py[env,ray]"
# pip rebuilds and reinstalls a local directory every time; the env extra
# brings PettingZoo and Gymnasium for jass_engine.env, the ray extra Ray
# (a binary wheel for every Python from 3.9, installed in seconds).
"${pip[@]}" install "./jass-py[env,ray]"
"$py" -c 'import jass_engine; print("jass_engine", jass_engine.__version__, "from", jass_engine.__file__)'

step "pytest (warnings are errors)"
(cd jass-py && "../$py" -m pytest -p no:cacheprovider)

step "mypy.stubtest"
MYPY_CACHE_DIR=target/mypy-cache "$py" -m mypy.stubtest jass_engine \
    --allowlist jass-py/tests/stubtest-allowlist.txt

step "mypy --strict on the READMEs' Python examples"
# Each README's Python blocks run as one program (test_readme.py), so they
# are checked as one file each.
snippets=target/readme-snippets
mkdir -p "$snippets"
"$py" - "$snippets" <<'PYTHON'
import pathlib
import re
import sys

out = pathlib.Path(sys.argv[1])
for source, name in [("README.md", "readme_root.py"), ("jass-py/README.md", "readme_package.py")]:
    text = pathlib.Path(source).read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert blocks, source
    (out / name).write_text(f"# The Python blocks of {source}.\n" + "\n".join(blocks), encoding="utf-8")
PYTHON
MYPY_CACHE_DIR=target/mypy-cache "$py" -m mypy --strict "$snippets"/readme_root.py
MYPY_CACHE_DIR=target/mypy-cache "$py" -m mypy --strict "$snippets"/readme_package.py

step "mypy --strict on the examples, the bench scripts, a list of bots and the pure-Python modules"
# examples/python/rllib needs RLlib and PyTorch (large downloads): it is
# type-checked here (Ray is installed) but not run.
MYPY_CACHE_DIR=target/mypy-cache "$py" -m mypy --strict examples/python benches/python_speed.py benches/python_solver.py \
    benches/python_memory.py benches/python_interrupt.py
MYPY_CACHE_DIR=target/mypy-cache "$py" -m mypy --strict jass-py/tests/typing_bots.py jass-py/tests/typing_deals.py
(cd target && MYPY_CACHE_DIR=mypy-cache "../$py" -m mypy --strict -p jass_engine.interop \
    -p jass_engine.env -p jass_engine.distributed -p jass_engine._progress -p jass_engine._bot)

step "peak memory of a 1,000,000-hand batch (benches/python_memory.py --check)"
"$py" benches/python_memory.py --check

step "examples/python"
for example in examples/python/*.py; do
    echo "--- $example"
    "$py" "$example"
done
