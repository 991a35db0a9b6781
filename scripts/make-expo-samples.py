#!/usr/bin/env python3
"""Writes the cross-platform project samples: Samples/expo/* (Expo apps with no native folders,
as continuous native generation leaves them) and Samples/flutter/*, each showing one verdict of
the config rules (Samples/README.md lists them). Deterministic; sounds and the Icon Composer
document are copies of other samples.

  make-expo-samples.py [SAMPLES]     (default: Samples next to this script's folder)
"""
import json
import os
import shutil
import subprocess
import struct
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def png(path, width, height, pixel):
    """A PNG of one colour: pixel is (r, g, b) or (r, g, b, a)."""
    colour_type = 6 if len(pixel) == 4 else 2
    row = b"\x00" + bytes(pixel) * width
    raw = row * height

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    write(path, data)


def silhouette(path, size):
    """A white disc on transparency: a notification icon as Android wants it."""
    rows = []
    centre, radius = (size - 1) / 2, size * 0.4
    for y in range(size):
        row = bytearray(b"\x00")
        for x in range(size):
            inside = (x - centre) ** 2 + (y - centre) ** 2 <= radius ** 2
            row += bytes((255, 255, 255, 255 if inside else 0))
        rows.append(bytes(row))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")
    write(path, data)


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as out:
        out.write(data if isinstance(data, bytes) else data.encode())


def copy(source, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.isdir(source):
        shutil.copytree(source, path)
    else:
        shutil.copyfile(source, path)


def short_sound(samples, path, *encoding):
    """A quarter of a second of the chime at 11,025 Hz: a sound both platforms play, small enough
    for Samples (WAV: Expo copies it into the Android app's res/raw too, where CAF does not play)."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    subprocess.run(["sox", os.path.join(samples, "sounds/chime.wav"), *encoding, "-r", "11025", path,
                    "trim", "0", "0.25", "fade", "0", "0.25", "0.05"], check=True)


def expo_app(folder, samples, sdk="~55.0.0", expo=None, extra=None, icon_size=1024, icon="assets/icon.png", sound=True):
    """An Expo app: package.json, app.json (`expo` as given or a good one), an icon, a
    notification icon and a sound named by expo-notifications."""
    write(os.path.join(folder, "package.json"), json.dumps(
        {"name": os.path.basename(folder).lower(), "version": "1.0.0", "main": "index.js",
         "dependencies": {"expo": sdk, "expo-notifications": "~0.32.0", "react-native": "0.81.0"}}, indent=2) + "\n")
    config = expo or {
        "name": os.path.basename(folder), "slug": os.path.basename(folder).lower(), "icon": "./assets/icon.png",
        "plugins": [["expo-notifications", {"icon": "./assets/notification-icon.png", "color": "#1185fe",
                                            "sounds": ["./assets/sounds/ping.wav"]}]],
    }
    write(os.path.join(folder, "app.json"), json.dumps({"expo": config}, indent=2) + "\n")
    png(os.path.join(folder, icon), icon_size, icon_size, (30, 90, 200))
    silhouette(os.path.join(folder, "assets/notification-icon.png"), 96)
    if sound:
        short_sound(samples, os.path.join(folder, "assets/sounds/ping.wav"))
    for name, data in (extra or {}).items():
        write(os.path.join(folder, name), data)


def main():
    samples = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "Samples")
    for name in ("expo", "flutter"):
        shutil.rmtree(os.path.join(samples, name), ignore_errors=True)
    expo = os.path.join(samples, "expo")
    expo_app(os.path.join(expo, "Good"), samples)
    expo_app(os.path.join(expo, "MissingSound"), samples, expo={
        "name": "MissingSound", "icon": "./assets/icon.png",
        "plugins": [["expo-notifications", {"icon": "./assets/notification-icon.png", "sounds": ["./assets/sounds/ding.wav"]}]]})
    os.remove(os.path.join(expo, "MissingSound/assets/sounds/ping.wav"))
    expo_app(os.path.join(expo, "Mp3Sound"), samples, expo={
        "name": "Mp3Sound", "icon": "./assets/icon.png",
        "plugins": [["expo-notifications", {"icon": "./assets/notification-icon.png",
                                            "sounds": ["./assets/sounds/ping.wav", "./assets/sounds/message.mp3"]}]]})
    copy(os.path.join(samples, "sounds/alert.mp3"), os.path.join(expo, "Mp3Sound/assets/sounds/message.mp3"))
    expo_app(os.path.join(expo, "LegacyNotification"), samples, expo={
        "name": "LegacyNotification", "icon": "./assets/icon.png",
        "notification": {"icon": "./assets/notification-icon.png", "color": "#1185fe"},
        "plugins": ["expo-notifications"]}, sound=False)
    expo_app(os.path.join(expo, "IconDocumentOldSDK"), samples, sdk="~53.0.0", expo={
        "name": "IconDocumentOldSDK", "icon": "./assets/icon.png", "ios": {"icon": "./assets/AppIcon.icon"},
        "plugins": [["expo-notifications", {"icon": "./assets/notification-icon.png"}]]}, sound=False)
    copy(os.path.join(samples, "icon-bundles/AppIcon.icon"), os.path.join(expo, "IconDocumentOldSDK/assets/AppIcon.icon"))
    expo_app(os.path.join(expo, "DroppedPlugins"), samples, extra={
        "app.config.js": "// The function form replaces app.json's config: its plugins list drops expo-notifications.\n"
                         "module.exports = ({ config }) => ({\n  ...config,\n  plugins: ['expo-router'],\n});\n"})
    expo_app(os.path.join(expo, "UnusedSound"), samples)
    # The master in a folder of its own (assets/images), so the other samples' icons are one row.
    expo_app(os.path.join(expo, "SmallIcon"), samples, icon_size=64, icon="assets/images/icon.png", sound=False, expo={
        "name": "SmallIcon", "icon": "./assets/images/icon.png",
        "plugins": [["expo-notifications", {"icon": "./assets/notification-icon.png"}]]})
    short_sound(samples, os.path.join(expo, "UnusedSound/assets/sounds/old-ping.wav"), "-e", "u-law")
    expo_app(os.path.join(expo, "Unreadable"), samples, extra={
        "app.json": '{\n  "expo": {\n    "name": "Unreadable",\n    "icon": "./assets/icon.png",\n  }\n'}, sound=False)
    flutter = os.path.join(samples, "flutter/AndroidOnlySound")
    write(os.path.join(flutter, "pubspec.yaml"),
          "name: android_only_sound\nenvironment:\n  sdk: '>=3.0.0 <4.0.0'\ndependencies:\n  flutter:\n    sdk: flutter\n"
          "  flutter_local_notifications: ^19.5.0\n")
    write(os.path.join(flutter, "lib/main.dart"),
          "import 'package:flutter_local_notifications/flutter_local_notifications.dart';\n\n"
          "const details = NotificationDetails(\n"
          "  android: AndroidNotificationDetails('alerts', 'Alerts',\n"
          "      sound: RawResourceAndroidNotificationSound('money')),\n"
          "  // iOS: no sound declared, so it plays the default.\n"
          "  iOS: DarwinNotificationDetails(),\n);\n")
    short_sound(samples, os.path.join(flutter, "android/app/src/main/res/raw/money.wav"))
    write(os.path.join(flutter, "ios/Runner/Info.plist"),
          '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n</dict>\n</plist>\n')


if __name__ == "__main__":
    main()
