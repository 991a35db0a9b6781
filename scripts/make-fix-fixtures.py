#!/usr/bin/env python3
"""Writes the cases `alertpack fix` must handle with care, for the tests:

    scripts/make-fix-fixtures.py OUTDIR

sounds/silent.wav        50 ms of digital silence (apps ship such files on purpose): left
sounds/near-silent.wav   half a second of +-1 LSB noise: no gain may turn it into loud noise
sounds/clipped-sine.wav  a 440 Hz sine at twice full scale, clipped: never "fixed" by turning it down
sounds/beep.mp3          MP3 (Samples/sounds/alert.mp3): converted only with --rename
payloads/beep.json, Sources/Notify.swift   name beep.mp3: listed after the rename
sounds/chime.wav         a clean sound: never written
Transparent.xcassets     a single-size App Store icon with transparent corners and a half-
                         transparent black band: left without --background, composited with it
Opaque16.xcassets        a 16-bit RGBA App Store icon whose every pixel is opaque: the channel
                         dropped, the colours kept bit for bit
Palette.xcassets         a palette App Store icon with a tRNS chunk that makes nothing transparent
"""
import json
import math
import os
import shutil
import struct
import sys
import wave
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def write_wav(path, samples, rate=22050):
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(b"".join(struct.pack("<h", s) for s in samples))


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def write_png(path, width, height, color_type, depth, rows, extra=b""):
    header = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 0)
    raw = b"".join(b"\x00" + row for row in rows)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b"")
    with open(path, "wb") as out:
        out.write(data)


def icon_set(folder, name, png_writer):
    path = os.path.join(folder, name + ".xcassets", "AppIcon.appiconset")
    os.makedirs(path, exist_ok=True)
    with open(os.path.join(path, "Contents.json"), "w") as out:
        json.dump(
            {
                "images": [{"filename": "AppIcon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"}],
                "info": {"author": "xcode", "version": 1},
            },
            out,
            indent=2,
        )
    png_writer(os.path.join(path, "AppIcon.png"))


def transparent_icon(path):
    """Red corners with alpha 0, a black band at alpha 128 (rows 500-523), blue elsewhere."""
    rows = []
    for y in range(1024):
        row = bytearray()
        for x in range(1024):
            corner = (x < 64 or x >= 960) and (y < 64 or y >= 960)
            if corner:
                row += bytes((255, 0, 0, 0))
            elif 500 <= y < 524:
                row += bytes((0, 0, 0, 128))
            else:
                row += bytes((30, 60 + (x >> 3), 200, 255))
        rows.append(bytes(row))
    write_png(path, 1024, 1024, 6, 8, rows)


def opaque16_icon(path):
    rows = []
    for y in range(1024):
        row = bytearray()
        for x in range(1024):
            row += struct.pack(">HHHH", (x * 64) & 0xFFFF, (y * 64 + 7) & 0xFFFF, ((x ^ y) * 61) & 0xFFFF, 0xFFFF)
        rows.append(bytes(row))
    write_png(path, 1024, 1024, 6, 16, rows)


def palette_icon(path):
    palette = b"".join(bytes((i, 255 - i, (i * 7) & 255)) for i in range(256))
    trns = bytes([255] * 256)
    rows = [bytes(((x + y) & 255) for x in range(1024)) for y in range(1024)]
    write_png(path, 1024, 1024, 3, 8, rows, chunk(b"PLTE", palette) + chunk(b"tRNS", trns))


def main():
    out = sys.argv[1]
    sounds = os.path.join(out, "sounds")
    os.makedirs(sounds, exist_ok=True)
    write_wav(os.path.join(sounds, "silent.wav"), [0] * 1102)
    write_wav(os.path.join(sounds, "near-silent.wav"), [(-1, 0, 1)[(i * 7) % 3] for i in range(11025)])
    write_wav(
        os.path.join(sounds, "clipped-sine.wav"),
        [max(-32767, min(32767, round(2 * 32767 * math.sin(2 * math.pi * 440 * i / 22050)))) for i in range(22050)],
    )
    write_wav(
        os.path.join(sounds, "chime.wav"),
        [round(16000 * math.sin(2 * math.pi * 880 * i / 22050) * math.exp(-3 * i / 22050)) for i in range(22050)],
    )
    shutil.copyfile(os.path.join(ROOT, "Samples", "sounds", "alert.mp3"), os.path.join(sounds, "beep.mp3"))
    os.makedirs(os.path.join(out, "payloads"), exist_ok=True)
    with open(os.path.join(out, "payloads", "beep.json"), "w") as payload:
        json.dump({"aps": {"alert": {"title": "Ready", "body": "Your order is ready."}, "sound": "beep.mp3"}}, payload, indent=2)
    os.makedirs(os.path.join(out, "Sources"), exist_ok=True)
    with open(os.path.join(out, "Sources", "Notify.swift"), "w") as source:
        source.write('import UserNotifications\n\nlet beep = UNNotificationSound(named: UNNotificationSoundName("beep.mp3"))\n')
    icon_set(out, "Transparent", transparent_icon)
    icon_set(out, "Opaque16", opaque16_icon)
    icon_set(out, "Palette", palette_icon)


if __name__ == "__main__":
    main()
