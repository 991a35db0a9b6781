#!/usr/bin/env bash
# Assembles the seed corpora of the fuzz targets (`make fuzz`, and the replay in `make test`) from
# what the repository already makes: Samples/, PngSuite, the package fixtures, and the generated
# real-world and hostile corpora (regular files only; FIFOs and devices are left out).
#   scripts/make-fuzz-seeds.sh OUTDIR
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: scripts/make-fuzz-seeds.sh OUTDIR}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 scripts/make-real-world-fixtures.py "$work/real" > /dev/null
python3 scripts/make-hostile-corpus.py "$work/hostile"
python3 scripts/pngtool.py variants "$work/png-variants"
python3 scripts/make-hostile-zips.py "$work/zips" > /dev/null
python3 scripts/make-car-fixtures.py "$work/car"
python3 scripts/make-macho-fixtures.py "$work/macho"
python3 scripts/make-built-apps.py "$work/built" > /dev/null
python3 scripts/make-hostile-apps.py "$work/hostile-apps"
python3 scripts/make-config-scripts.py "$work/config-scripts"
python3 scripts/make-expo-projects.py "$work/expo"
python3 scripts/make-native-config-projects.py "$work/native" > /dev/null
python3 scripts/make-xcodegen-projects.py --seeds "$work/xcodegen"
python3 scripts/make-tuist-projects.py --seeds "$work/tuist"
python3 scripts/make-android-icons.py "$work/android-icons" > /dev/null
python3 scripts/make-android-projects.py "$work/android"
python3 scripts/make-web-apps.py "$work/web" > /dev/null
rm -rf "$out"
mkdir -p "$out"/{sound,png,png-pixels,contents-json,payload,push-headers,actions,manifest,config,icon-json,pbxproj,attachment,xcconfig,zip,yaml,glob,baseline,plist,ima4-encoder,lzfse,car,car-pixels,macho,mobileprovision,built-app,config-script,expo-config,capacitor-config,vector-drawable,dart-calls,android-project,web-manifest,xcodegen-spec,tuist-project,swift-declarations,widget-sources}
# copy TARGET FILE...: regular files up to 1 MiB (the fuzzer mutates small inputs best).
copy() {
  local target=$1; shift
  for file in "$@"; do
    [ -f "$file" ] && [ ! -L "$file" ] && [ "$(stat -c %s "$file")" -le 1048576 ] || continue
    cp "$file" "$out/$target/$(sha256sum "$file" | cut -c1-16)"
  done
}
copy sound Samples/sounds/* "$work"/real/sounds/* "$work"/hostile/sounds/*
copy png Samples/icons/*.png Samples/launch/*.png Tests/Fixtures/PngSuite/*.png "$work"/hostile/images/* "$work"/real/icons/*.png
# The pixel reader's oracle: every colour type, depth, tRNS, filter and interlace, small.
copy png-pixels "$work"/png-variants/*.png Tests/Fixtures/PngSuite/*.png Samples/icons/*.png
copy contents-json $(find Samples "$work/real" -name Contents.json)
copy payload Samples/payloads/*.json Samples/payloads/*.jsonl "$work"/hostile/payloads/* Samples/transport/*/*.json
copy actions Samples/actions/* "$work"/hostile/actions/*
# push-headers: the .headers files beside the push payloads, and hostile ones (CR inside a line, NUL,
# a line over the limit, a header given twice).
printf 'apns-push-type: alert\r\napns-topic: a\rapns-priority: 10\n' > "$work/headers-cr"
printf 'apns-topic: com.example\0.voip\n' > "$work/headers-nul"
{ printf 'apns-topic: '; head -c 2000 /dev/zero | tr '\0' a; printf '\n'; } > "$work/headers-long"
printf 'apns-priority: 5\napns-priority: 10\n' > "$work/headers-twice"
copy push-headers Samples/payloads/push/*.headers "$work"/headers-*
copy manifest Tests/Fixtures/packages/*/manifest.json
copy icon-json Samples/icon-bundles/*/icon.json
copy pbxproj Tests/Fixtures/projects/*/*.xcodeproj/project.pbxproj
copy xcconfig Tests/Fixtures/projects/*/Config/*.xcconfig
# plist: entitlements and Info.plists in XML and binary form (Samples/notify).
copy plist Samples/notify/*/App/*.entitlements Samples/notify/*/App/Info.plist Samples/notify/*/Service/Info.plist
copy attachment Samples/attachments/* Samples/icons/*.png Samples/sounds/*.wav
copy zip "$work"/zips/*.zip Tests/Fixtures/packages/*.zip
# Names that are not UTF-8 (CP437, Shift-JIS, Latin-1), which only the IPA policy lists.
copy zip "$work"/hostile-apps/odd-*.ipa "$work"/hostile-apps/unflagged-latin1.ipa
# car: compiled asset catalogs (issue 44), whole and hostile (libFuzzer reads the first 16 KiB of the larger).
copy car "$work"/car/*.car "$work"/car/hostile/*.car
# macho and mobileprovision: signed executables (thin, universal, XML and DER entitlements) and
# profiles (by hand and by openssl), whole and hostile (issue 44).
copy macho $(find "$work/macho" -maxdepth 1 -type f ! -name '*.*') $(find "$work/macho/hostile" -type f ! -name '*.mobileprovision')
copy mobileprovision "$work"/macho/*.mobileprovision "$work"/macho/hostile/*.mobileprovision
# car-pixels: catalogs with real encoded pixels (every encoding decoded) and lying pixel payloads.
copy car-pixels "$work"/car/*.car "$work"/car/hostile-pixels/*.car
# built-app: IPAs as Xcode exports them (catalog, signed executables, profiles, sounds, extensions)
# and hostile ones (damaged parts, links, traversal, many bundles; the 1 GiB catalog bomb is over 1 MiB).
copy built-app "$work"/built/ipa/*.ipa "$work"/hostile-apps/*.ipa
copy yaml Presets/*.yml Samples/actions/*.yml .alertpack.yml "$work"/hostile/actions/*
# ima4-encoder: a channel-count byte, then 16-bit PCM: real sounds' bytes, and generated edges.
copy ima4-encoder Samples/sounds/chime.wav Samples/sounds/quiet.wav Samples/sounds/clipped.wav
python3 - "$out/ima4-encoder" <<'PY'
import math, random, struct, sys
random.seed(33)
def seed(name, channels, values):
    with open(f"{sys.argv[1]}/{name}", "wb") as f:
        f.write(bytes([channels - 1]) + b"".join(struct.pack("<h", max(-32768, min(32767, int(v)))) for v in values))
seed("silence", 1, [0] * 256)
seed("rails", 2, [32767 if i % 3 else -32768 for i in range(512)])
seed("noise", 3, [random.randint(-32768, 32767) for _ in range(768)])
seed("tone", 1, [20000 * math.sin(i * 0.05) for i in range(1024)])
seed("plateaus", 8, [(i // 40 % 2) * 60000 - 30000 for i in range(1024)])
PY
# lzfse: streams the LZFSE reference writes (raw, LZVN and LZFSE blocks) when its Python binding is
# there (make test-deps), and hand-built raw, LZVN and bvx1 blocks in any case.
python3 - "$out/lzfse" <<'PY'
import random, struct, sys
out = sys.argv[1]
def seed(name, data):
    with open(f"{out}/{name}", "wb") as f:
        f.write(data)
raw = lambda data: b"bvx-" + struct.pack("<I", len(data)) + data
lzvn = lambda size, ops: b"bvxn" + struct.pack("<II", size, len(ops) + 8) + ops + b"\x06" + bytes(7)
freq = [0] * 360
freq[3], freq[24], freq[43], freq[104 + 0x41] = 64, 64, 256, 1024  # L=3, M=4, D=3, literals 'A'
v1 = b"bvx1" + struct.pack("<6Ii4Hi3H360H2x", 7, 16, 4, 1, 8, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, *freq) + bytes(16)
seed("raw", raw(b"hello") + b"bvx$")
seed("lzvn", lzvn(7, b"\xe3abc\x08\x03") + b"bvx$")
seed("v1", v1 + b"bvx$")
seed("mixed", raw(b"hi") + lzvn(7, b"\xe3abc\x08\x03") + v1 + raw(b"") + b"bvx$")
try:
    import liblzfse
except ImportError:
    sys.exit(0)
random.seed(44)
text = open("docs/architecture.md", "rb").read()
runs = b"".join(bytes([random.randrange(256)]) * random.randrange(1, 200) for _ in range(300))
pixels = b"".join(bytes([x * 4, y * 4, (x ^ y) & 0xF0, 0 if x * x + y * y < 400 else 255]) for y in range(64) for x in range(64))
for name, data in {"text-small": text[:3000], "text": text[:15000], "runs": runs[:15000], "pixels": pixels,
                   "random": bytes(random.randrange(256) for _ in range(2000)), "one": b"a", "empty": b""}.items():
    seed("reference-" + name, liblzfse.compress(data))
PY
# baseline: what --write-baseline writes, and near misses.
printf '{\n  "format": "alertpack-baseline",\n  "version": 1,\n  "findings": [\n    {"rule": "icon.size", "path": "App/a.png", "subject": "iphone 20pt", "count": 3}\n  ]\n}\n' > "$out/baseline/one"
printf '{"format": "alertpack-baseline", "version": 1, "findings": [{"rule": "x.y", "path": "p", "count": 1e300}]}' > "$out/baseline/huge-count"
printf '{"format": "alertpack-baseline", "version": 2, "findings": []}' > "$out/baseline/newer"
# glob: a pattern, a newline, a path.
printf '**/drafts/**\nApp/drafts/a.wav' > "$out/glob/deep"
printf '[!a-c]*.w?v\nq/d1.wav' > "$out/glob/class"
printf '*a*a*a*a*a*a*a*b\naaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' > "$out/glob/stars"
printf 'a/**/b/**/c/**/d\na/x/b/y/c/z/d' > "$out/glob/many"
printf 'preset: ios\nignore: [Pods/, build/]\nrules:\n  sound.long: off\n' > "$out/config/seed.yml"
# config-script: the generated Expo and Capacitor config scripts and the hostile ones.
copy config-script "$work"/config-scripts/*.js "$work"/config-scripts/*.mjs "$work"/config-scripts/*.cjs "$work"/config-scripts/*.ts "$work"/hostile/config-scripts/*
# expo-config: each generated Expo project's app.json, a NUL byte, then its app.config.* (either may be empty).
mkdir -p "$work/expo-seeds"
for project in $(find "$work/expo" -name package.json -printf '%h\n' | sort); do
  { cat "$project/app.json" 2>/dev/null || true; printf '\0'; cat "$project"/app.config.* 2>/dev/null || true; } \
    > "$work/expo-seeds/$(basename "$project")"
done
copy expo-config "$work"/expo-seeds/*
# capacitor-config: each generated project's config.xml, then a NUL and its capacitor.config.json when it has one.
mkdir -p "$work/capacitor-seeds"
for project in "$work"/native/*/; do
  name=$(basename "$project")
  [ -f "$project/config.xml" ] || [ -f "$project/capacitor.config.json" ] || continue
  { [ -f "$project/config.xml" ] && head -c 65536 "$project/config.xml"
    [ -f "$project/capacitor.config.json" ] && { printf '\0'; cat "$project/capacitor.config.json"; }; } > "$work/capacitor-seeds/$name" || true
done
copy capacitor-config "$work"/capacitor-seeds/*
# vector-drawable: the generated small icons' drawable XMLs (vectors, gradients, other roots, hostile ones).
copy vector-drawable $(find "$work/android-icons" -name '*.xml' -type f)
# web-manifest: the generated web apps' manifests and service workers (each read as both).
copy web-manifest $(find "$work/web" \( -name '*.webmanifest' -o -name 'manifest.json' -o -name '*.js' -o -name '*.ts' \) -type f)
# dart-calls: the generated Flutter apps' Dart files (links and the file over 1 MiB are left out by copy).
copy dart-calls $(find "$work/native" -name '*.dart' -type f)
# android-project: each generated module's manifest, then NUL-separated its Kotlin or Java source, build.gradle(.kts) and keep.xml.
mkdir -p "$work/android-seeds"
for module in "$work"/android/*/app; do
  name=$(basename "$(dirname "$module")")
  [ -f "$module/src/main/AndroidManifest.xml" ] && [ ! -L "$module/src/main/AndroidManifest.xml" ] || continue
  source=$(find "$module/src" -type f \( -name '*.kt' -o -name '*.java' \) 2>/dev/null | sort | head -1)
  { head -c 65536 "$module/src/main/AndroidManifest.xml"; printf '\0'; [ -n "$source" ] && cat "$source"; printf '\0'
    cat "$module"/build.gradle* 2>/dev/null; printf '\0'; cat "$module/src/main/res/raw/keep.xml" 2>/dev/null; } > "$work/android-seeds/$name" || true
done
copy android-project "$work"/android-seeds/*
# xcodegen-spec: each generated XcodeGen project as project.yml, then NUL-separated included files.
copy xcodegen-spec "$work"/xcodegen/*
# tuist-project: each generated Tuist project as Project.swift, then NUL-separated helper files.
copy tuist-project "$work"/tuist/*
# swift-declarations: the Swift files of the sample apps (ActivityAttributes, views with strings and interpolations).
copy swift-declarations $(find Samples -name '*.swift' -type f)
# widget-sources: the same Swift as a widget extension's (alarm sounds, Dynamic Island regions loading images).
copy widget-sources $(find Samples -name '*.swift' -type f)
for target in "$out"/*; do echo "$(basename "$target"): $(ls "$target" | wc -l) seeds"; done
