#!/usr/bin/env bash
# Writes PngSuite images into Tests/Fixtures/PngSuite: the good ones that pypng's source
# distribution carries (from PyPI), and the broken x*.png ones rebuilt from their documented
# corruptions by scripts/pngtool.py. Run once; the results are committed.
set -euo pipefail
cd "$(dirname "$0")/.."
out=Tests/Fixtures/PngSuite
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pip download --quiet --no-deps --no-binary :all: pypng==0.20220715.0 -d "$work"
tar xzf "$work"/pypng-*.tar.gz -C "$work"
mkdir -p "$out"
PYTHONPATH=$(echo "$work"/pypng-*/code) python3 - "$out" <<'PY'
import sys, pngsuite
for name, data in pngsuite.png.items():
    if name[0].islower():  # the capitalised ones are pypng's own additions, not PngSuite
        open(f"{sys.argv[1]}/{name}.png", "wb").write(data)
PY
corrupt() { python3 scripts/pngtool.py corrupt "$1" "$out/$2.png" "$out/$1.png"; }
for name in xs1n0g01 xs2n0g01 xs4n0g01 xs7n0g01 xcsn0g01 xdtn0g01; do corrupt $name basn0g01; done
corrupt xcrn0g04 basn0g04
corrupt xlfn0g04 basn0g04
corrupt xhdn0g08 basn0g08
corrupt xc1n0g08 basn0g08
corrupt xc9n2c08 basn2c08
corrupt xd0n2c08 basn2c08
corrupt xd3n2c08 basn2c08
corrupt xd9n2c08 basn2c08
corrupt xzzn0g08 basn0g08
corrupt xtrn0g08 basn0g08
ls "$out" | wc -l
