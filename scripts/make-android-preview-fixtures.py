#!/usr/bin/env python3
"""Writes the fixtures of `preview --platform android` and of the report's small-icon pictures
into OUT (deterministic, Python's standard library only):

  OUT/app/                     an Android app module whose manifest names its FCM notification
                               icon (@drawable/ic_stat_bell, a white ring on transparency, 72 px
                               at xxhdpi) and colour (@color/brand, #E91E63, in res/values)
  OUT/opaque/                  a module whose small icon is an opaque red 72 px square (no alpha:
                               Android draws it as a solid white square)
  OUT/payloads/long-title.json an FCM HTTP v1 message whose android.notification title is far
                               wider than the collapsed template's column
  OUT/payloads/short.json      an FCM message whose title and body fit
  OUT/payloads/apns.json       an APNs payload (aps.alert title and body)
  OUT/payloads/legacy.json     a legacy FCM message (notification beside `to`)
"""
import json
import os
import struct
import sys
import zlib


def png(width, height, pixel, alpha=True):
    """A PNG of width x height whose pixel(x, y) is (r, g, b, a); RGB when alpha is False."""
    channels = 4 if alpha else 3
    rows = bytearray()
    for y in range(height):
        rows.append(0)
        for x in range(width):
            rows.extend(pixel(x, y)[:channels])

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6 if alpha else 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")


def ring(x, y, side=72):
    """A white ring: opaque between radius 18 and 30 of the 72 px canvas, antialiased by 4x4 samples."""
    inside = 0
    for sy in range(4):
        for sx in range(4):
            dx = x + (sx + 0.5) / 4 - side / 2
            dy = y + (sy + 0.5) / 4 - side / 2
            distance = (dx * dx + dy * dy) ** 0.5
            inside += 1 if 18 <= distance <= 30 else 0
    return (255, 255, 255, round(255 * inside / 16))


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(data if isinstance(data, bytes) else data.encode("utf-8"))


def module(folder, icon_name, icon_bytes, colour):
    manifest = f"""<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android">
    <application android:label="Chirp">
        <meta-data
            android:name="com.google.firebase.messaging.default_notification_icon"
            android:resource="@drawable/{icon_name}" />
        <meta-data
            android:name="com.google.firebase.messaging.default_notification_color"
            android:resource="@color/brand" />
    </application>
</manifest>
"""
    write(f"{folder}/build.gradle", "plugins {\n    id 'com.android.application'\n}\n")
    write(f"{folder}/src/main/AndroidManifest.xml", manifest)
    write(f"{folder}/src/main/res/values/colors.xml",
          f'<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <color name="brand">{colour}</color>\n</resources>\n')
    write(f"{folder}/src/main/res/drawable-xxhdpi/{icon_name}.png", icon_bytes)


def main():
    out = sys.argv[1]
    module(f"{out}/app", "ic_stat_bell", png(72, 72, ring), "#E91E63")
    module(f"{out}/opaque", "ic_stat_opaque", png(72, 72, lambda x, y: (200, 30, 30, 255), alpha=False), "#1E88E5")
    long_title = "Your order of three hand-made ceramic mugs and a teapot has left our warehouse in Lisbon today"
    payloads = {
        "long-title.json": {"message": {"token": "device", "android": {"notification": {
            "title": long_title, "body": "Tap to follow the parcel."}}}},
        "short.json": {"message": {"token": "device", "notification": {"title": "Order shipped", "body": "Arrives Tuesday."}}},
        "apns.json": {"aps": {"alert": {"title": "Order shipped", "body": "Arrives Tuesday."}}},
        "legacy.json": {"to": "device", "notification": {"title": "Order shipped", "body": "Arrives Tuesday."}},
    }
    for name, payload in payloads.items():
        write(f"{out}/payloads/{name}", json.dumps(payload, indent=2, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
