#!/usr/bin/env bash
# Rebuilds Tests/Fixtures/packages with the debug build: a good package, a tampered copy (one
# byte changed, a file deleted, a stray file, an edited catalog, a path leaving the package, a
# changed preset hash), a zip past verify's budget, a package holding Android files beside iOS's,
# and a folder without a manifest. The rule examples of `verify` use them.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/debug/alertpack
out=Tests/Fixtures/packages
rm -rf "$out"
mkdir -p "$out"
$bin package Samples/sounds/chime.caf Samples/sounds/long.caf Samples/icons/Icon-Small@2x.png Samples/icons/SingleSize.xcassets \
  Samples/launch/Default-568h@2x.png --out "$out/Good" --quiet > /dev/null
cp -R "$out/Good" "$out/Tampered"
t="$out/Tampered"
# One byte of the chime's audio data changed.
python3 - "$t/Sounds/chime.caf" <<'PY'
import sys
path = sys.argv[1]
data = bytearray(open(path, "rb").read())
data[-10] ^= 0x01
open(path, "wb").write(data)
PY
rm "$t/Sounds/long.caf"                                   # package.missing
printf 'not part of the package\n' > "$t/Sounds/notes.txt"  # package.extra
# The catalog names a file the manifest does not list; the manifest has a path that leaves the
# package, and a preset hash that is not today's.
python3 - "$t" <<'PY'
import json, sys
root = sys.argv[1]
path = root + "/Assets.xcassets/AppIcon.appiconset/Contents.json"
contents = json.load(open(path))
contents["images"].append({"filename": "Icon-Small@3x.png", "idiom": "iphone", "scale": "3x", "size": "29x29"})
open(path, "w").write(json.dumps(contents, indent=2) + "\n")
manifest = json.load(open(root + "/manifest.json"))
manifest["preset"]["sha256"] = "0" * 64
manifest["assets"].append({"path": "../outside.caf", "source": None, "role": "sound", "slot": None,
                           "sha256": "0" * 64, "size": 1, "facts": None, "findings": [], "conversion": None})
open(root + "/manifest.json", "w").write(json.dumps(manifest, indent=2) + "\n")
PY
# A zip of the good package whose manifest declares a sound of 5 GB: past verify's budget
# (package.too-large), so nothing in it is unpacked. Fixed times keep the bytes the same.
python3 - "$out/Good" "$out/Oversized.zip" <<'PY'
import json, os, sys, zipfile
root, target = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
    for folder, _, names in sorted(os.walk(root)):
        for name in sorted(names):
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, root)
            data = open(path, "rb").read()
            if relative == "manifest.json":
                manifest = json.loads(data)
                manifest["assets"][0]["size"] = 5_000_000_000
                data = (json.dumps(manifest, indent=2) + "\n").encode()
            info = zipfile.ZipInfo(relative, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)
PY
# A signed package (the key is made for the occasion and thrown away: manifest.sig carries the
# public key), and a copy whose sound was swapped with its hash re-written in the manifest: every
# hash agrees, the signature does not (package.signature).
keys=$(mktemp -d)
$bin keys generate --out "$keys/release.key" > /dev/null
$bin package Samples/sounds/chime.caf --out "$out/Signed" --sign "$keys/release.key" --quiet > /dev/null
rm -rf "$keys"
cp -R "$out/Signed" "$out/SignedTampered"
cp Samples/sounds/long.caf "$out/SignedTampered/Sounds/chime.caf"
python3 - "$out/SignedTampered" <<'PY'
import hashlib, json, os, sys
root = sys.argv[1]
sound = open(root + "/Sounds/chime.caf", "rb").read()
text = open(root + "/manifest.json").read()
manifest = json.loads(text)
old = manifest["assets"][0]
text = text.replace(old["sha256"], hashlib.sha256(sound).hexdigest()).replace('"size": %d' % old["size"], '"size": %d' % len(sound))
open(root + "/manifest.json", "w").write(text)
PY
# A package of what Android ships beside iOS (schemaVersion 3): a raw sound under
# android/res/raw, recorded for Android, and a sound an Expo config bundles for both, placed once
# in Sounds/ and recorded for iOS and Android.
$bin package Samples/android/Sounds/res/raw/ping.ogg Samples/expo/Good --out "$out/Android" --quiet > /dev/null
mkdir -p "$out/NoManifest/Sounds"
cp Samples/sounds/chime.caf "$out/NoManifest/Sounds/"
find "$out" -type f | sort
