#!/usr/bin/env bash
# Compares two alertpack binaries on the same inputs: reports in every format, rule listings,
# packages (folder and zip), their verification and conversions. A refactor proves itself with
# it: "no behaviour change" means this prints "identical" for Samples/, the test fixtures and the
# real repositories it was run on.
#
#   scripts/compare-binaries.sh OLD NEW [PATH ...]
#
# PATH defaults to Samples and the test fixtures. Each input is run from this repository's top
# folder, with relative paths, so the outputs do not depend on where the checkout is. Exit 0
# when every output and exit code agrees, 1 otherwise (the differences are listed), 2 on usage.
set -uo pipefail

if [ $# -lt 2 ]; then
    echo "usage: $0 OLD-BINARY NEW-BINARY [PATH ...]" >&2
    exit 2
fi
old=$(realpath "$1")
new=$(realpath "$2")
shift 2
for binary in "$old" "$new"; do
    [ -x "$binary" ] || { echo "$0: $binary is not an executable" >&2; exit 2; }
done
cd "$(dirname "$0")/.."
if [ $# -eq 0 ]; then
    set -- Samples Tests/Fixtures/projects Tests/Fixtures/attachments
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/alertpack-compare.XXXXXX")
trap 'rm -rf "$work"' EXIT
differences=0
compared=0

# Runs one command with each binary (ALERTPACK is replaced by the binary) and compares
# standard output, standard error (with the binary's own path taken out) and the exit code.
# Files the command writes into $out are compared too.
run() {
    local label=$1
    shift
    local side binary
    for side in old new; do
        binary=$old
        [ "$side" = new ] && binary=$new
        rm -rf "$work/$side"
        mkdir -p "$work/$side/out"
        local args=()
        local arg
        for arg in "$@"; do
            arg=${arg//ALERTPACK_OUT/$work/$side/out}
            args+=("$arg")
        done
        (
            export NO_COLOR=1
            "$binary" "${args[@]}" >"$work/$side/stdout" 2>"$work/$side/stderr"
            echo $? >"$work/$side/rc"
        ) </dev/null
        sed -i -e "s#$binary#ALERTPACK#g" -e "s#$work/$side/out#OUT#g" "$work/$side/stdout" "$work/$side/stderr"
        find "$work/$side/out" -type f -exec sed -i -e "s#$work/$side/out#OUT#g" {} + 2>/dev/null
    done
    compared=$((compared + 1))
    if ! diff -r "$work/old" "$work/new" >"$work/diff" 2>&1; then
        differences=$((differences + 1))
        echo "DIFFERENT: $label"
        head -20 "$work/diff" | sed 's/^/    /'
    fi
}

run "rules" rules
run "rules --markdown" rules --markdown
run "presets" presets
for input in "$@"; do
    [ -e "$input" ] || { echo "$0: $input does not exist" >&2; exit 2; }
    for format in text json junit sarif github xcode html gitlab checkstyle; do
        run "check --format $format $input" check --quiet --color never --format "$format" "$input"
    done
    run "check --strict --verbose $input" check --quiet --color never --strict --verbose "$input"
    run "report $input" report "$input" --output ALERTPACK_OUT/report.html
    run "package $input" package --quiet "$input" --out ALERTPACK_OUT/pkg --zip ALERTPACK_OUT/pkg.zip --allow-rejected
done

# Verify a package both binaries agree on, and convert a few samples to every target.
sample_package=$work/verify-source
mkdir -p "$sample_package"
"$new" package --quiet Samples --out "$sample_package/pkg" --allow-rejected >/dev/null 2>&1
run "verify" verify --quiet "$sample_package/pkg"
run "verify --format json" verify --quiet --format json "$sample_package/pkg"
for target in caf-ima4 caf-lpcm16 caf-ulaw aiff-lpcm16 aifc-ima4 wav-lpcm16 wav-alaw; do
    run "convert --to $target" convert --to "$target" --output-folder ALERTPACK_OUT Samples/sounds
done
run "convert --mono --sample-rate 22050 --loudness -16 --max-duration 2" convert --mono --sample-rate 22050 \
    --loudness -16 --max-duration 2 --output-folder ALERTPACK_OUT Samples/sounds

if [ "$differences" -eq 0 ]; then
    echo "identical: $compared commands over $# inputs"
    exit 0
fi
echo "$differences of $compared commands differ"
exit 1
