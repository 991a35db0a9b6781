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

# ---- Icons and launch images (ImageMagick; /usr/bin/convert, since `convert` on PATH may be a stand-in)
im=/usr/bin/convert
png="python3 scripts/pngtool.py"
# icon SIZE OUT [FORMAT] [EXTRA...]: a blue square with a white disc; FORMAT PNG24 (RGB) by default.
icon() {
  local size=$1 file=$2 format=${3:-PNG24}; shift 3 2>/dev/null || shift $#
  local r=$(( size * 3 / 10 )) c=$(( size / 2 ))
  $im -size "${size}x${size}" xc:'#1e6fd9' -fill white -draw "circle $c,$c $c,$(( c - r ))" "$@" \
    -strip -define png:exclude-chunks=date,time "$format:$file"
}
# screen W H OUT [FORMAT]: a launch screen, light grey with a blue bar.
screen() {
  $im -size "$1x$2" xc:'#f2f2f7' -fill '#1e6fd9' -draw "rectangle 0,0 $1,$(( $2 / 12 ))" \
    -strip -define png:exclude-chunks=date,time "${4:-PNG24}:$3"
}
rm -rf Samples/icons Samples/launch
mkdir -p Samples/icons Samples/launch

# A complete all-sizes app icon set as current Xcode lists it (its file names; shared files serve
# several slots). iPad @1x slots are legacy: see Legacy.xcassets.
good=Samples/icons/Good.xcassets/AppIcon.appiconset
mkdir -p "$good"
entries=""
add() { # idiom points scale file
  entries+="    {\"idiom\": \"$1\", \"size\": \"$2x$2\", \"scale\": \"$3x\", \"filename\": \"$4\"},"$'\n'
}
for spec in "iphone 20 2" "iphone 20 3" "iphone 29 2" "iphone 29 3" "iphone 40 2" "iphone 40 3" "iphone 60 2" "iphone 60 3" \
            "ipad 20 2" "ipad 29 2" "ipad 40 2" "ipad 76 2" "ipad 83.5 2"; do
  set -- $spec
  pixels=$(python3 -c "print(round($2 * $3))")
  file="Icon-App-${2}x${2}@${3}x.png"
  [ -f "$good/$file" ] || icon "$pixels" "$good/$file"
  add "$1" "$2" "$3" "$file"
done
icon 1024 "$good/ItunesArtwork@2x.png"
cat > "$good/Contents.json" <<JSON
{
  "images": [
$entries    {"idiom": "ios-marketing", "size": "1024x1024", "scale": "1x", "filename": "ItunesArtwork@2x.png"}
  ],
  "info": {"author": "xcode", "version": 1}
}
JSON

# A broken set: exactly the mistakes designers make, one each.
bad=Samples/icons/Broken.xcassets/AppIcon.appiconset
mkdir -p "$bad"
icon 40 "$bad/Icon-20@2x.png"                                     # right
icon 40 "$bad/Icon-20@3x.png"                                     # icon.size: 40x40, should be 60x60
$im -size 58x56 xc:'#1e6fd9' -strip PNG24:"$bad/Icon-29@2x.png"   # icon.size: not square
$im -size 80x80 xc:'#1e6fd9' -quality 90 JPEG:"$bad/Icon-40@2x.png" # image.format: a JPEG named .png
icon 1024 "$bad/Icon-1024.png" PNG32                              # icon.alpha: RGBA, every pixel opaque
icon 120 "$bad/old-icon.png"                                      # icon.unassigned
cat > "$bad/Contents.json" <<'JSON'
{
  "images": [
    {"idiom": "iphone", "size": "20x20", "scale": "2x", "filename": "Icon-20@2x.png"},
    {"idiom": "iphone", "size": "20x20", "scale": "3x", "filename": "Icon-20@3x.png"},
    {"idiom": "iphone", "size": "29x29", "scale": "2x", "filename": "Icon-29@2x.png"},
    {"idiom": "iphone", "size": "40x40", "scale": "2x", "filename": "Icon-40@2x.png"},
    {"idiom": "iphone", "size": "60x60", "scale": "2x", "filename": "Icon-60@2x.png"},
    {"idiom": "ios-marketing", "size": "1024x1024", "scale": "1x", "filename": "Icon-1024.png"}
  ],
  "info": {"author": "xcode", "version": 1}
}
JSON

# A Contents.json with values Xcode would ignore.
invalid=Samples/icons/Invalid.xcassets/AppIcon.appiconset
mkdir -p "$invalid"
icon 1024 "$invalid/AppIcon.png"
cat > "$invalid/Contents.json" <<'JSON'
{
  "images": [
    {"idiom": "universal", "platform": "ios", "size": "1024x1024", "filename": "AppIcon.png"},
    {"idiom": "iphone", "size": "21x21", "scale": "2x"},
    {"idiom": "iphone", "size": "60x60", "scale": "4x"}
  ],
  "info": {"author": "xcode", "version": 1}
}
JSON

# Xcode 14+ single size, with iOS 18 dark (transparent by design) and tinted (grayscale) variants.
single=Samples/icons/SingleSize.xcassets/AppIcon.appiconset
mkdir -p "$single"
icon 1024 "$single/AppIcon.png"
$im -size 1024x1024 xc:none -fill '#5aa0ff' -draw "circle 512,512 512,205" -strip PNG32:"$single/AppIcon-dark.png"
icon 1024 "$single/AppIcon-tinted.png" PNG24 -colorspace Gray
cat > "$single/Contents.json" <<'JSON'
{
  "images": [
    {"idiom": "universal", "platform": "ios", "size": "1024x1024", "filename": "AppIcon.png"},
    {"idiom": "universal", "platform": "ios", "size": "1024x1024", "filename": "AppIcon-dark.png",
     "appearances": [{"appearance": "luminosity", "value": "dark"}]},
    {"idiom": "universal", "platform": "ios", "size": "1024x1024", "filename": "AppIcon-tinted.png",
     "appearances": [{"appearance": "luminosity", "value": "tinted"}]}
  ],
  "info": {"author": "xcode", "version": 1}
}
JSON

# Loose files named by Apple's conventions, and other PNGs.
icon 58 Samples/icons/Icon-Small@2x.png                           # right: 29pt @2x
icon 120 Samples/icons/Icon-60@3x.png                             # icon.size: should be 180x180
icon 80 "$work/p.png"
$png iccp "$work/p.png" Samples/icons/Icon-Small-40@2x.png "Adobe RGB (1998)"  # image.colorspace
icon 1024 Samples/icons/iTunesArtwork@2x                          # no extension: found by content
icon 64 Samples/icons/interlaced.png PNG24 -interlace PNG           # image.interlaced
icon 64 "$work/c.png"
$png cgbi "$work/c.png" Samples/icons/cgbi.png                    # image.cgbi
$png huge Samples/icons/huge.png 100000 100000                    # image.too-large
icon 64 "$work/b.png"
head -c 200 "$work/b.png" > Samples/icons/broken.png              # image.unreadable

# Launch images (legacy), in a set and loose.
launch=Samples/launch/LaunchImage.launchimage
mkdir -p "$launch"
screen 640 1136 "$launch/Default-568h@2x.png"
screen 640 1136 "$launch/Default-667h@2x.png"                     # launch.size: should be 750x1334
screen 768 1024 "$launch/Default-Portrait~ipad.png"
cat > "$launch/Contents.json" <<'JSON'
{
  "images": [
    {"orientation": "portrait", "idiom": "iphone", "extent": "full-screen", "subtype": "retina4",
     "minimum-system-version": "7.0", "scale": "2x", "filename": "Default-568h@2x.png"},
    {"orientation": "portrait", "idiom": "iphone", "extent": "full-screen", "subtype": "667h",
     "minimum-system-version": "8.0", "scale": "2x", "filename": "Default-667h@2x.png"},
    {"orientation": "portrait", "idiom": "iphone", "extent": "full-screen", "subtype": "736h",
     "minimum-system-version": "8.0", "scale": "3x", "filename": "Default-736h@3x.png"},
    {"orientation": "portrait", "idiom": "ipad", "extent": "full-screen",
     "minimum-system-version": "7.0", "scale": "1x", "filename": "Default-Portrait~ipad.png"}
  ],
  "info": {"author": "xcode", "version": 1}
}
JSON
screen 640 1136 Samples/launch/Default-568h@2x.png
screen 768 1024 Samples/launch/Default-Portrait~ipad.png PNG32       # launch.alpha

# Cases that real app repositories showed (docs/real-world.md), made by the same script as the
# tests' fixtures: afconvert's IMA4 CAF, an unfinalised WAV header, AAC in CAF, a legacy icon set,
# appearances mixed into a sized set, a watchOS set, a malformed launch set.
rm -rf Samples/icons/Legacy.xcassets Samples/icons/Appearances.xcassets Samples/icons/Watch.xcassets Samples/launch/Invalid.launchimage
python3 scripts/make-real-world-fixtures.py Samples --samples

# Icon Composer documents (.icon): a good one, the failures real projects hit, Icon Composer 2.
python3 scripts/make-icon-bundles.py Samples/icon-bundles

# Built apps (.ipa): a good one and one broken case per built-app rule (Samples/README.md).
python3 scripts/make-built-apps.py Samples/built --samples

ls -lR Samples | head -80
du -sh Samples
