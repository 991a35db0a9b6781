#!/usr/bin/env python3
"""Measures how often alertpack's facts agree with independent tools on a folder of real assets
(docs/real-world.md):

    scripts/agreement.py ALERTPACK FOLDER [--list]

Sounds are compared with ffprobe (sample rate, channels) and with what ffmpeg decodes (the
length: ffmpeg decodes whole packets, so it may run up to 50 ms longer, and for AAC up to the
priming and padding frames that the packet table or edit list cuts); a sound alertpack
calls unreadable agrees only if ffmpeg cannot decode it either. Images are compared with
ImageMagick's identify (format, width, height); a PNG alertpack calls unreadable agrees only if
pngcheck refuses it too. Prints one line per disagreement with --list, then the totals.
"""
import json
import subprocess
import sys


def run(*args):
    return subprocess.run(args, capture_output=True, text=True)


def ffmpeg_facts(path):
    probe = run("ffprobe", "-v", "error", "-select_streams", "a:0", "-show_entries", "stream=sample_rate,channels",
                "-of", "csv=p=0", "file:" + path)
    fields = probe.stdout.strip().split("\n")[0].split(",") if probe.returncode == 0 and probe.stdout.strip() else []
    if len(fields) < 2:
        return None
    rate, channels = int(fields[0]), int(fields[1])
    decoded = subprocess.run(["ffmpeg", "-v", "error", "-i", "file:" + path, "-map", "0:a:0", "-f", "f32le", "-ac", "1", "-"],
                             capture_output=True)
    if decoded.returncode != 0:
        return None
    return rate, channels, len(decoded.stdout) / 4 / rate


def sound_agrees(path, facts, unreadable):
    witness = ffmpeg_facts(path)
    if unreadable:
        return witness is None, f"alertpack: unreadable; ffmpeg: {witness}"
    if witness is None:
        # ffmpeg cannot read some valid files (an AIFF whose sizes were never finalised): sox is
        # the second witness.
        sox = run("sox", path, "-n", "stat")
        if sox.returncode != 0:
            return False, "ffmpeg and sox cannot read it"
        return True, ""
    rate, channels, seconds = witness
    ours = (facts.get("sampleRate"), facts.get("channels"), facts.get("duration"))
    # ffmpeg decodes every packet: IMA4's last whole packet, and AAC's priming (Apple's 2112 frames)
    # and final padding (under 1024), which the container's packet table or edit list cuts.
    tolerance = (2112 + 1024) / rate if facts.get("codec") == "aac" else 0.05
    ok = ours[0] == rate and ours[1] == channels and ours[2] is not None and abs(seconds - ours[2]) <= tolerance
    return ok, f"alertpack {ours}; ffmpeg {(rate, channels, round(seconds, 4))}"


def image_agrees(path, facts, unreadable):
    identify = run("identify", "-format", "%m %w %h\n", path)
    if unreadable:
        check = run("pngcheck", "-q", path)
        return check.returncode != 0, f"alertpack: unreadable; pngcheck: {check.stdout.strip()[:80]}"
    if identify.returncode != 0:
        return facts.get("format") != "png", f"identify cannot read it; alertpack says {facts.get('format')}"
    fmt, width, height = identify.stdout.split("\n")[0].split()
    ours = (str(facts.get("format") or "").upper().replace("JPEG", "JPEG"), facts.get("width"), facts.get("height"))
    ok = ours[0] == fmt and ours[1] == int(width) and ours[2] == int(height)
    return ok, f"alertpack {ours}; identify {(fmt, width, height)}"


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    binary, folder = sys.argv[1], sys.argv[2]
    report = json.loads(run(binary, "check", folder, "--format", "json").stdout)
    totals = {"sound": [0, 0], "image": [0, 0]}
    for entry in report["files"]:
        kind = entry["kind"]
        if kind not in totals:
            continue
        rules = {finding["rule"] for finding in entry["findings"]}
        unreadable = bool(rules & {"sound.unreadable", "image.unreadable"})
        check = sound_agrees if kind == "sound" else image_agrees
        ok, why = check(entry["path"], entry["facts"] or {}, unreadable)
        totals[kind][0] += ok
        totals[kind][1] += 1
        if not ok and "--list" in sys.argv:
            print(f"DISAGREE {entry['path']}: {why}")
    for kind, (agree, count) in totals.items():
        print(f"{kind}s: {agree} of {count} agree" + (f" ({100 * agree / count:.1f}%)" if count else ""))


if __name__ == "__main__":
    main()
