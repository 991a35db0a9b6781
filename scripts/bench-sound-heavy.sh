#!/usr/bin/env bash
# The sound-heavy check of issue 15, side by side in one run: 1,000 sounds (0.2–5 s, 44.1 kHz
# 16-bit mono PCM in WAV, AIFF and CAF, about 215 MB) and 1,000 PNGs (120 px), checked by
# alertpack against soxi + pngcheck, and, when given, by an older alertpack binary on the same files.
#   scripts/bench-sound-heavy.sh ALERTPACK [OLD_ALERTPACK]
set -euo pipefail
new=$1
old=${2:-}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir -p "$dir/sounds" "$dir/pngs"
for i in $(seq 0 39); do
  seconds=$(python3 -c "print(0.2 + ($i * 37 % 48) / 10)")
  ext=$(echo wav aiff caf | cut -d' ' -f$((i % 3 + 1)))
  sox -D -r 44100 -n -c 1 -b 16 "$dir/pool$i.$ext" synth "$seconds" sine $((300 + i * 41)) synth "$seconds" pinknoise mix \
    fade q 0.005 "$seconds" 0.1 gain -n -6 2>/dev/null
  /usr/bin/convert -size 120x120 plasma:fractal -seed "$i" -strip "PNG24:$dir/ipool$i.png"
done
for i in $(seq 0 999); do
  j=$((i % 40))
  src=$(ls "$dir"/pool$j.*)
  cp "$src" "$dir/sounds/$i-$(basename "$src")"
  cp "$dir/ipool$j.png" "$dir/pngs/$i.png"
done
# Written to disk (fresh files' writeback would otherwise run during the timings) and in a warm
# cache, for everyone: read twice, so that the kernel counts the pages as in use (once read, a
# fresh file's pages are the first to go when memory is short, and the timings read the disk).
sync
cat "$dir"/sounds/* "$dir"/pngs/* > /dev/null
cat "$dir"/sounds/* "$dir"/pngs/* > /dev/null
best() {  # the best of five wall times of a command line, in milliseconds' resolution
  for _ in 1 2 3 4 5; do
    { TIMEFORMAT=%3R; time bash -c "$1" > /dev/null 2>&1; } 2>&1 | tail -1
  done | sort -n | head -1
}
echo "corpus: $(du -sm "$dir/sounds" | cut -f1) MB of sounds, $(du -sm "$dir/pngs" | cut -f1) MB of PNGs"
soxi=$(best "soxi '$dir'/sounds/*")
pngcheck=$(best "pngcheck '$dir'/pngs/*")
echo "soxi $soxi s, pngcheck $pngcheck s"
for binary in "$new" $old; do
  full=$(best "'$binary' check '$dir/sounds' '$dir/pngs' --quiet --format json")
  sounds=$(best "'$binary' check '$dir/sounds' --quiet --format json")
  echo "$binary: full check $full s ($(python3 -c "print(round($full / ($soxi + $pngcheck), 2))")× soxi + pngcheck), sounds alone $sounds s"
done
