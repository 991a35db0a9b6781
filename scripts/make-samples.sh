#!/usr/bin/env bash
# Regenerates Samples/sounds with sox and ffmpeg (`make samples`). Each file shows one verdict;
# Samples/README.md lists them. Kept small: low sample rates, short lengths.
set -euo pipefail
cd "$(dirname "$0")/.."
out=Samples/sounds
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ff() { ffmpeg -nostdin -loglevel error -y -bitexact "$@"; }

# A clean chime: two partials, 5 ms attack, exponential-ish decay, peak at -6 dBFS.
sox -n -r 22050 -c 1 -b 16 "$work/chime.wav" synth 1 sine 880 sine 1320 remix 1,2 fade q 0.005 1 0.6 gain -n -6
cp "$work/chime.wav" "$out/chime.wav"
sox "$work/chime.wav" "$out/chime.aiff"
ff -i "$work/chime.wav" -c:a adpcm_ima_qt "$out/chime.caf"
ff -i "$work/chime.wav" -c:a pcm_mulaw "$out/chime-ulaw.wav"

# Fails: not an accepted container (and not an accepted extension).
ff -i "$work/chime.wav" -c:a libmp3lame -b:a 32k "$out/alert.mp3"
# Fails: ALAC inside a .caf.
ff -i "$work/chime.wav" -c:a alac "$out/alac.caf"
# Fails: 31 seconds. Passes with an info note: 8 seconds. IMA4 at 8 kHz keeps them small.
sox -n -r 8000 -c 1 -b 16 "$work/long.wav" synth 8 sine 660 fade q 0.01 8 0.5 gain -n -12
ff -i "$work/long.wav" -c:a adpcm_ima_qt "$out/long.caf"
sox -n -r 8000 -c 1 -b 16 "$work/too-long.wav" synth 31 sine 660 fade q 0.01 31 0.5 gain -n -12
ff -i "$work/too-long.wav" -c:a adpcm_ima_qt "$out/too-long.caf"

# Warns: 32-bit float PCM.
sox "$work/chime.wav" -e floating-point -b 32 "$out/float.wav"
# Warns: AIFF data behind a .wav name.
sox "$work/chime.wav" -t aiff "$out/aiff-named.wav"
# Warns: two seconds of silence before the chime.
sox "$work/chime.wav" "$out/late-start.wav" pad 2 0
# Warns: a square wave driven into full scale (clipped and too hot).
# Synthesised at the output rate (no resampling), so the clipped tops stay flat as in a real over.
sox -D -r 22050 -n -c 1 -b 16 "$out/clipped.wav" synth 0.8 square 440 gain 3 2>/dev/null
# Warns: far too quiet.
sox "$work/chime.wav" "$out/quiet.wav" gain -n -40

# Fails: unreadable. A WAV cut short, and text named .aiff.
head -c 20000 "$out/chime.wav" > "$out/truncated.wav"
printf 'This is a text file, not a sound.\n' > "$out/not-audio.aiff"

ls -l "$out"
du -sh Samples
