#!/usr/bin/env python3
"""Android notification sounds in `res/raw`, for the android.sound-* rules.

    make-android-sounds.py OUTDIR      the fixtures: a Gradle project whose module `app` holds each
                                       case and whose module `fixed` holds its fixed form, and
                                       OUTDIR/cases.json saying what each file must give
    make-android-sounds.py --samples   the small set under Samples/android/Sounds/res/raw

Every sound is one short tone written here (Python's wave module) and encoded by ffmpeg in
bit-exact mode, so two runs write the same bytes. Kept tiny: 8 kHz mono, about 0.1 s.
"""

import json
import math
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import wave

RATE = 8000
SECONDS = 0.1
RAW = "src/main/res/raw"

# ffmpeg arguments per format (after the input): each writes one container and codec.
ENCODINGS = {
    "wav16": [],  # written by Python itself
    "wav-float": ["-c:a", "pcm_f32le", "-f", "wav"],
    "vorbis": ["-c:a", "libvorbis", "-q:a", "0", "-f", "ogg"],
    "opus": ["-c:a", "libopus", "-b:a", "12k", "-f", "ogg"],
    "mp3": ["-c:a", "libmp3lame", "-b:a", "16k", "-f", "mp3"],
    "aac": ["-c:a", "aac", "-b:a", "16k", "-f", "ipod"],
    "flac": ["-c:a", "flac", "-f", "flac"],
    "caf-ima4": ["-c:a", "adpcm_ima_qt", "-f", "caf"],
    "aiff": ["-c:a", "pcm_s16be", "-f", "aiff"],
    "aifc-ima4": ["-c:a", "adpcm_ima_qt", "-f", "aiff"],
    "mp3-in-mp4": ["-c:a", "libmp3lame", "-b:a", "16k", "-strict", "-1", "-f", "mp4"],
    "empty": None,
}

# What our inspection calls each encoding's container and codec (ffprobe's format_name is the
# witness the tests compare it with).
IDENTITY = {
    "wav16": ("wav", "lpcm", "wav"),
    "wav-float": ("wav", "lpcm", "wav"),
    "vorbis": ("ogg", "vorbis", "ogg"),
    "opus": ("ogg", "opus", "ogg"),
    "mp3": ("mp3", "mp3", "mp3"),
    "aac": ("mp4", "aac", "mov,mp4,m4a,3gp,3g2,mj2"),
    "flac": ("flac", "flac", "flac"),
    "caf-ima4": ("caf", "ima4", "caf"),
    "aiff": ("aiff", "lpcm", "aiff"),
    "aifc-ima4": ("aifc", "ima4", "aiff"),
    "mp3-in-mp4": ("mp4", "mp3", "mov,mp4,m4a,3gp,3g2,mj2"),
    "empty": (None, None, None),
}

# (file in app/res/raw, encoding, the rule it fires or None, severity, class, its fixed form in
# fixed/res/raw and that form's encoding, or None). A fixed form is what the rule's fix says: the
# legal name, a format Android plays, a real sound.
CASES = [
    ("Capital.wav", "wav16", "android.sound-name", "error", "character", ("capital.wav", "wav16")),
    ("my-ping.ogg", "vorbis", "android.sound-name", "error", "character", ("my_ping.ogg", "vorbis")),
    ("sp ace.wav", "wav16", "android.sound-name", "error", "character", ("sp_ace.wav", "wav16")),
    ("two.dots.mp3", "mp3", "android.sound-name", "error", "character", ("two_dots.mp3", "mp3")),
    ("1ping.mp3", "mp3", "android.sound-name", "error", "start", ("sound_1ping.mp3", "mp3")),
    ("_ping.ogg", "opus", "android.sound-name", "error", "start", ("sound__ping.ogg", "opus")),
    ("class.ogg", "vorbis", "android.sound-name", "error", "reserved", ("class_sound.ogg", "vorbis")),
    ("chime_caf.caf", "caf-ima4", "android.sound-format", "error", "not-played", ("chime_caf.ogg", "vorbis")),
    ("chime_aiff.aiff", "aiff", "android.sound-format", "error", "not-played", ("chime_aiff.ogg", "vorbis")),
    ("chime_aifc.aifc", "aifc-ima4", "android.sound-format", "error", "not-played", ("chime_aifc.ogg", "vorbis")),
    ("float_pcm.wav", "wav-float", "android.sound-format", "warning", "unlisted", ("float_pcm.wav", "wav16")),
    ("mp3_in_mp4.m4a", "mp3-in-mp4", "android.sound-format", "warning", "recent", ("mp3_in_mp4.m4a", "aac")),
    ("empty.ogg", "empty", "android.sound-empty", "error", None, ("empty.ogg", "vorbis")),
    # Legal names in formats Android plays: nothing fires.
    ("ping.ogg", "vorbis", None, None, None, None),
    ("ping_opus.ogg", "opus", None, None, None, None),
    ("ping_mp3.mp3", "mp3", None, None, None, None),
    ("ping_wav.wav", "wav16", None, None, None, None),
    ("ping_m4a.m4a", "aac", None, None, None, None),
    ("ping_flac.flac", "flac", None, None, None, None),
]

# Samples/android/Sounds/res/raw: one firing file per rule and one that passes.
SAMPLES = [
    ("ping.ogg", "vorbis"),
    ("Ping-Alert.mp3", "mp3"),
    ("chime_caf.caf", "caf-ima4"),
    ("empty.ogg", "empty"),
]


def tone(path):
    """A 1 kHz tone at -6 dBFS with 10 ms fades, 16-bit mono WAV."""
    frames = int(RATE * SECONDS)
    fade = int(RATE * 0.01)
    samples = []
    for n in range(frames):
        gain = min(1.0, n / fade, (frames - 1 - n) / fade)
        samples.append(int(round(16384 * gain * math.sin(2 * math.pi * 1000 * n / RATE))))
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(struct.pack("<%dh" % frames, *samples))


def encode(source, encoding, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if encoding == "empty":
        open(path, "wb").close()
        return
    if encoding == "wav16":
        shutil.copyfile(source, path)
        return
    subprocess.run(
        ["ffmpeg", "-nostdin", "-loglevel", "error", "-y", "-i", source, "-map_metadata", "-1",
         "-fflags", "+bitexact", "-flags:a", "+bitexact"] + ENCODINGS[encoding] + [path],
        check=True)


def gradle_module(folder, namespace):
    os.makedirs(os.path.join(folder, RAW), exist_ok=True)
    with open(os.path.join(folder, "build.gradle"), "w") as out:
        out.write("plugins {\n    id 'com.android.application'\n}\n\nandroid {\n"
                  "    namespace '%s'\n    compileSdk 35\n    defaultConfig {\n        minSdk 26\n    }\n}\n" % namespace)
    with open(os.path.join(folder, "src/main/AndroidManifest.xml"), "w") as out:
        out.write('<?xml version="1.0" encoding="utf-8"?>\n'
                  '<manifest xmlns:android="http://schemas.android.com/apk/res/android">\n'
                  '    <application android:label="Sounds" />\n</manifest>\n')


def fixtures(out, source):
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(out)
    with open(os.path.join(out, "settings.gradle"), "w") as settings:
        settings.write("include ':app', ':fixed'\n")
    gradle_module(os.path.join(out, "app"), "com.example.sounds")
    gradle_module(os.path.join(out, "fixed"), "com.example.sounds.fixed")
    cases = []
    for name, encoding, rule, severity, kind, fixed in CASES:
        path = "app/%s/%s" % (RAW, name)
        encode(source, encoding, os.path.join(out, path))
        container, codec, probe = IDENTITY[encoding]
        case = {"path": path, "rule": rule, "severity": severity, "class": kind,
                "container": container, "codec": codec, "ffprobe": probe}
        if fixed:
            fixed_name, fixed_encoding = fixed
            fixed_path = "fixed/%s/%s" % (RAW, fixed_name)
            encode(source, fixed_encoding, os.path.join(out, fixed_path))
            case["fixed"] = fixed_path
            if rule == "android.sound-name":
                case["legalName"] = fixed_name
        cases.append(case)
    with open(os.path.join(out, "cases.json"), "w") as index:
        json.dump(cases, index, indent=1, sort_keys=True)
        index.write("\n")


def samples(out, source):
    if os.path.exists(out):
        shutil.rmtree(out)
    for name, encoding in SAMPLES:
        encode(source, encoding, os.path.join(out, "res/raw", name))


def main(arguments):
    if arguments == ["--samples"]:
        target = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Samples", "android", "Sounds")
        make = samples
    elif len(arguments) == 1 and not arguments[0].startswith("-"):
        target, make = arguments[0], fixtures
    else:
        sys.exit("usage: make-android-sounds.py OUTDIR | --samples")
    with tempfile.TemporaryDirectory() as work:
        source = os.path.join(work, "tone.wav")
        tone(source)
        make(os.path.normpath(target), source)


if __name__ == "__main__":
    main(sys.argv[1:])
