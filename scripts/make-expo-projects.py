#!/usr/bin/env python3
"""Writes small Expo projects (no ios/ or android/ folder, as continuous native generation
leaves them) in the shapes issue 45's research found in public apps, for ExpoConfigReaderTests
and the expo-config fuzz seeds: app.json and app.config.* in each form (wrapped and flat JSON,
function forms that spread or drop the static config, require of app.json, `satisfies`,
template constants, a platform ternary), each mistake the research saw (an MP3 or long AAC
iOS sound, a file that is missing, the app icon as notification icon, the old top-level
`notification`, OneSignal small icons, plugins dropped by a function form), hostile values
(`..`, absolute paths, a link out of the project) and what is not Expo (Nuxt's app.config.ts).
Written from the shapes seen, never copied from those projects.

    scripts/make-expo-projects.py OUTDIR    every case as OUTDIR/NAME/ (OUTDIR/outside/app for
                                            the link case, its target beside it)

`good_app(folder)` writes one complete, correct app (for a Samples/ app). Stdlib only,
deterministic: the same bytes on every run.
"""
import json
import math
import os
import shutil
import struct
import sys
import wave
import zlib


def write(path, data):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "wb") as f:
        f.write(data.encode() if isinstance(data, str) else data)


def write_json(path, value):
    write(path, json.dumps(value, indent=2) + "\n")


def png(path, side, shape="square", colour=(30, 111, 217), background=None):
    """A real PNG in `colour`: "square" is opaque all over, without an alpha channel (as the App
    Store wants an app icon); "circle" is an RGBA disc on `background` or on transparency."""
    rows = []
    for y in range(side):
        if shape == "square":
            row = bytes(colour) * side
        else:
            dy = (y + 0.5 - side / 2) / (side / 2)
            half = int(math.sqrt(max(0.0, 0.64 - dy * dy)) * side / 2)
            outside = bytes(background + (255,)) if background else bytes(4)
            start = side // 2 - half
            row = outside * start + bytes(colour + (255,)) * (2 * half) + outside * (side - start - 2 * half)
        rows.append(b"\x00" + row)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", side, side, 8, 2 if shape == "square" else 6, 0, 0, 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")
    write(path, data)


def tone(seconds, rate, frequency=880.0):
    count = int(seconds * rate)
    return [int(12000 * math.sin(2 * math.pi * frequency * i / rate) * min(1.0, (count - i) / (rate * 0.05))) for i in range(count)]


def wav(path, seconds=0.4, rate=16000):
    """A real 16-bit mono PCM WAV of a short tone."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(b"".join(struct.pack("<h", v) for v in tone(seconds, rate)))


def aiff(path, seconds=0.4, rate=16000):
    """A real 16-bit mono PCM AIFF (big-endian samples, the rate as an 80-bit float)."""
    samples = tone(seconds, rate)
    exponent = 16383 + int(math.log2(rate))
    mantissa = int(rate * (1 << (63 - int(math.log2(rate)))))
    comm = struct.pack(">hIh", 1, len(samples), 16) + struct.pack(">HQ", exponent, mantissa)
    ssnd = struct.pack(">II", 0, 0) + b"".join(struct.pack(">h", v) for v in samples)
    body = b"AIFF" + b"COMM" + struct.pack(">I", len(comm)) + comm + b"SSND" + struct.pack(">I", len(ssnd)) + ssnd
    write(path, b"FORM" + struct.pack(">I", len(body)) + body)


def mp3(path, frames=8):
    """MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, 417 bytes each) with silent payloads."""
    write(path, (b"\xff\xfb\x90\x64" + bytes(413)) * frames)


def adts(path, seconds):
    """ADTS AAC-LC frames (mono, 8 kHz: 1,024 samples a frame) lasting `seconds`."""
    payload = b"\x01\x40\x20\x07\x00"
    length = 7 + len(payload)
    # profile LC (1), sampling index 11 (8 kHz), one channel, no CRC.
    header = bytes([0xFF, 0xF1, (1 << 6) | (11 << 2), (1 << 6) | (length >> 11), (length >> 3) & 0xFF, ((length & 7) << 5) | 0x1F, 0xFC])
    write(path, (header + payload) * math.ceil(seconds * 8000 / 1024))


def package(folder, expo="~55.0.0", **more):
    dependencies = {"expo": expo, "react": "19.1.0", "react-native": "0.81.4"} if expo else {}
    dependencies.update(more)
    write_json(os.path.join(folder, "package.json"), {"name": os.path.basename(folder), "version": "1.0.0", "dependencies": dependencies})


GOOD_APP_JSON = {"expo": {
    "name": "Tide Alarm", "slug": "tide-alarm", "version": "1.0.0", "icon": "./assets/icon.png",
    "ios": {"bundleIdentifier": "com.example.tidealarm", "icon": "./assets/ios-icon.png"},
    "android": {"package": "com.example.tidealarm", "adaptiveIcon": {
        "foregroundImage": "./assets/adaptive-foreground.png", "backgroundImage": "./assets/adaptive-background.png",
        "monochromeImage": "./assets/adaptive-monochrome.png"}},
    "plugins": [
        ["expo-splash-screen", {"image": "./assets/splash-icon.png", "imageWidth": 200, "backgroundColor": "#ffffff"}],
        ["expo-notifications", {"icon": "./assets/notification-icon.png", "color": "#1185fe", "sounds": ["./assets/sounds/tide.wav"]}],
    ],
}}

GOOD_APP_CONFIG = """import type { ConfigContext, ExpoConfig } from 'expo/config';

// Where the notification sounds live (resolved from the project's folder by the plugins).
const SOUNDS = './assets/sounds';

export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  name: config.name ?? 'Tide Alarm',
  slug: 'tide-alarm',
  plugins: [
    ...(config.plugins ?? []),
    ['onesignal-expo-plugin', {
      mode: 'development',
      smallIcons: ['./assets/ic_stat_onesignal_default.png'],
      sounds: [`${SOUNDS}/bell.wav`],
    }],
  ],
});
"""


def good_app(folder):
    """A correct Expo app without native folders: app.json (wrapped) and a function-form
    app.config.ts spreading it; every icon, splash and sound it names present and fit."""
    package(folder, **{"expo-notifications": "~0.32.0", "expo-splash-screen": "~31.0.0", "onesignal-expo-plugin": "^2.7.0"})
    write_json(os.path.join(folder, "app.json"), GOOD_APP_JSON)
    write(os.path.join(folder, "app.config.ts"), GOOD_APP_CONFIG)
    assets = os.path.join(folder, "assets")
    png(os.path.join(assets, "icon.png"), 1024)
    png(os.path.join(assets, "ios-icon.png"), 1024, colour=(20, 90, 200))
    png(os.path.join(assets, "adaptive-foreground.png"), 432, "circle", (255, 255, 255))
    png(os.path.join(assets, "adaptive-background.png"), 432, colour=(30, 111, 217))
    png(os.path.join(assets, "adaptive-monochrome.png"), 432, "circle", (0, 0, 0))
    png(os.path.join(assets, "splash-icon.png"), 200, "circle", (30, 111, 217))
    png(os.path.join(assets, "notification-icon.png"), 96, "circle", (255, 255, 255))
    png(os.path.join(assets, "ic_stat_onesignal_default.png"), 96, "circle", (255, 255, 255))
    wav(os.path.join(assets, "sounds", "tide.wav"))
    wav(os.path.join(assets, "sounds", "bell.wav"), 0.3)


def good(out):
    """good_app, with sounds where no config looks: dependencies, build output, hidden and
    generated native folders."""
    folder = os.path.join(out, "good")
    good_app(folder)
    for place in ("node_modules/expo-notifications/assets/default.wav", ".expo/cache.wav", "android/app/src/main/res/raw/tide.wav",
                  "ios/TideAlarm/tide.wav", "dist/assets/tide.wav"):
        wav(os.path.join(folder, place), 0.1)


def notification_app(out, name, plugin_props, sounds=(), app_json_extra=None, expo="~54.0.0", extra_dependencies=None):
    """An app.json app whose plugins hold one notification plugin entry."""
    folder = os.path.join(out, name)
    package(folder, expo, **(extra_dependencies or {}))
    config = {"name": name, "slug": name, "icon": "./assets/images/icon.png", "plugins": ["expo-router", plugin_props]}
    config.update(app_json_extra or {})
    write_json(os.path.join(folder, "app.json"), {"expo": config})
    png(os.path.join(folder, "assets", "images", "icon.png"), 64)
    for sound in sounds:
        {"wav": wav, "mp3": mp3, "aiff": aiff}[sound.rsplit(".", 1)[1]](os.path.join(folder, sound))
    return folder


def cases(out):
    good(out)
    # 1. An iOS notification sound as MP3 (plays the default sound on iOS).
    notification_app(out, "mp3-sound", ["expo-notifications", {"sounds": ["./assets/sounds/message.mp3"]}], ["assets/sounds/message.mp3"])
    # 2. ADTS AAC over 30 s (Bambara's reminder.aac is 30.22 s).
    folder = notification_app(out, "aac-long", ["expo-notifications", {"sounds": ["./assets/reminder.aac"]}])
    adts(os.path.join(folder, "assets", "reminder.aac"), 30.5)
    # 4. Named files that are not there, one with stray spaces in its path.
    notification_app(out, "missing", ["expo-notifications", {"sounds": ["./assets/sounds/gone.wav"]}], app_json_extra={
        "android": {"adaptiveIcon": {"foregroundImage": "./ assets / adaptive - icon.png", "backgroundColor": "#ffffff"}}})
    # 5. The full-colour, opaque app icon as the notification icon (a white square on Android).
    notification_app(out, "opaque-notification-icon", ["expo-notifications", {"icon": "./assets/images/icon.png", "color": "#ffffff"}])
    # 7. The old top-level `notification` with SDK 55, and a bare "expo-notifications" relying on it.
    folder = notification_app(out, "legacy-notification", "expo-notifications", expo="^55.0.2", app_json_extra={
        "notification": {"icon": "./assets/images/notification-icon.png", "color": "#E8B04B"}})
    png(os.path.join(folder, "assets", "images", "notification-icon.png"), 96, "circle", (255, 255, 255))
    # 11. OneSignal small and large icons and a sound, with a plugin older than 2.3.0.
    folder = notification_app(out, "onesignal", ["onesignal-expo-plugin", {
        "mode": "development", "smallIcons": ["./assets/images/notifications_default.png"],
        "largeIcons": ["./assets/images/notifications_large.png"], "sounds": ["./assets/sounds/onesignal.wav"]}],
        ["assets/sounds/onesignal.wav"], extra_dependencies={"onesignal-expo-plugin": "^2.2.0"})
    png(os.path.join(folder, "assets", "images", "notifications_default.png"), 96, "circle", (255, 255, 255))
    png(os.path.join(folder, "assets", "images", "notifications_large.png"), 256, "circle", (200, 60, 60))
    scripts(out)
    unnamed_sounds(out)
    hostile(out)


def scripts(out):
    # 12. A function form that returns its own `plugins` without `...config.plugins`.
    folder = notification_app(out, "dropped-plugins", ["expo-notifications", {
        "icon": "./assets/images/notification-icon.png", "sounds": ["./assets/sounds/chime.wav"]}], ["assets/sounds/chime.wav"])
    png(os.path.join(folder, "assets", "images", "notification-icon.png"), 96, "circle", (255, 255, 255))
    write(os.path.join(folder, "app.config.js"), """// Adds the build's variant to the name.
const variant = process.env.APP_VARIANT || 'production';

export default ({ config }) => {
  const name = variant === 'production' ? config.name : `${config.name} (${variant})`;
  return {
    ...config,
    name,
    plugins: ['expo-router', 'expo-font'],
  };
};
""")
    # bluesky: one sound per platform through a ternary on the build platform.
    folder = os.path.join(out, "bluesky")
    package(folder, "~54.0.0")
    write(os.path.join(folder, "app.config.js"), """const pkg = require('./package.json')

module.exports = function (_config) {
  const PLATFORM = process.env.EAS_BUILD_PLATFORM
  const IS_DEV = process.env.EXPO_PUBLIC_ENV === 'development'
  return {
    expo: {
      version: pkg.version,
      name: 'Bluesky',
      icon: './assets/app-icons/ios_icon_default_light.png',
      plugins: [
        [
          'expo-notifications',
          {
            icon: './assets/icon-android-notification.png',
            color: '#1185fe',
            sounds: PLATFORM === 'ios' ? ['assets/dm.aiff'] : ['assets/dm.mp3'],
          },
        ],
      ],
    },
  }
}
""")
    png(os.path.join(folder, "assets", "app-icons", "ios_icon_default_light.png"), 64)
    png(os.path.join(folder, "assets", "icon-android-notification.png"), 96, "circle", (255, 255, 255))
    aiff(os.path.join(folder, "assets", "dm.aiff"))
    mp3(os.path.join(folder, "assets", "dm.mp3"))
    # notify-genie: paths built from a constant in templates, and the old `notification` key.
    folder = os.path.join(out, "notify-genie")
    package(folder, "~54.0.0")
    write(os.path.join(folder, "app.config.ts"), """import { ExpoConfig } from 'expo/config';

const ASSETS = './assets/images';

const config: ExpoConfig = {
  name: 'notify-genie',
  slug: 'notify-genie',
  icon: `${ASSETS}/icon.png`,
  notification: {
    icon: `${ASSETS}/notification-icon.png`,
    color: '#4630EB',
  },
  plugins: ['expo-notifications'],
};

export default config;
""")
    png(os.path.join(folder, "assets", "images", "icon.png"), 64)
    png(os.path.join(folder, "assets", "images", "notification-icon.png"), 96, "circle", (255, 255, 255))
    more_scripts(out)


def more_scripts(out):
    # exa: `satisfies`, paths without "./".
    folder = os.path.join(out, "exa")
    package(folder, "~53.0.0", **{"onesignal-expo-plugin": "^2.0.3"})
    write(os.path.join(folder, "app.config.ts"), """import type { ExpoConfig } from '@expo/config-types';

export default {
  expo: {
    name: 'exa',
    slug: 'exa',
    icon: 'src/assets/icon.png',
    plugins: [
      ['onesignal-expo-plugin', { mode: 'production', smallIcons: ['src/assets/notification_icon.png'] }],
      ['expo-notifications', { icon: 'src/assets/notification_icon.png', sounds: ['src/assets/audio/ping.wav'] }],
    ],
  },
} satisfies { expo: ExpoConfig };
""")
    png(os.path.join(folder, "src", "assets", "icon.png"), 64)
    png(os.path.join(folder, "src", "assets", "notification_icon.png"), 96, "circle", (255, 255, 255))
    wav(os.path.join(folder, "src", "assets", "audio", "ping.wav"))
    # merchant-khata: app.json required and spread by a flat object export.
    folder = notification_app(out, "require-json", "expo-router")
    write(os.path.join(folder, "app.config.js"), """const base = require('./app.json').expo;

module.exports = {
  expo: {
    ...base,
    plugins: [...base.plugins, ['expo-notifications', { sounds: ['./assets/sounds/cash.wav'] }]],
  },
};
""")
    wav(os.path.join(folder, "assets", "sounds", "cash.wav"))
    # Computed values: what is not read is said, with its line.
    folder = os.path.join(out, "computed")
    package(folder)
    write(os.path.join(folder, "app.config.ts"), """export default ({ config }) => ({
  ...config,
  name: 'computed',
  icon: process.env.APP_ICON,
  ios: { icon: pickIcon(process.env.APP_VARIANT) },
  plugins: [['expo-notifications', { sounds: loadSounds() }]],
});
""")
    # Not Expo: Nuxt's app.config.ts beside a package.json without expo.
    folder = os.path.join(out, "not-expo")
    package(folder, None, nuxt="^3.13.0")
    write(os.path.join(folder, "app.config.ts"), "export default defineAppConfig({\n  ui: { primary: 'green', icon: './assets/icon.png' },\n})\n")


def unnamed_sounds(out):
    # Sound effects an app plays itself (expo-av) beside its notification sounds' folder: only the
    # folder holding a declared notification sound is looked in, so only old-ping.wav is unnamed.
    folder = notification_app(out, "sound-effects", ["expo-notifications", {"sounds": ["./assets/notifications/ping.wav"]}],
                              ["assets/notifications/ping.wav", "assets/notifications/old-ping.wav", "assets/sfx/click.wav",
                               "assets/sfx/levels/win.wav"])
    # No notification sound declared at all: an app's sound effects are never said to be unnamed.
    notification_app(out, "sfx-only", "expo-router", ["assets/sfx/click.wav", "assets/sounds/tap.wav"])
    # A declared sound that is missing: the sound beside where it would be is unnamed (a rename).
    notification_app(out, "renamed-sound", ["expo-notifications", {"sounds": ["./assets/sounds/ding.wav"]}],
                     ["assets/sounds/dong.wav"])
    # A sound declared in the project's own folder: the whole tree is looked in, but for
    # dependencies, build output, hidden folders, the generated ios/ and android/ (only at the
    # top: assets/ios/ is the app's), and a link to sounds outside the project.
    folder = notification_app(out, "root-sound", ["expo-notifications", {"sounds": ["./ping.wav"]}],
                              ["ping.wav", "stray.wav", "assets/ios/tone.wav", "node_modules/lib/a.wav", "build/a.wav", "dist/a.wav",
                               "web-build/a.wav", "Pods/a.wav", "DerivedData/a.wav", ".expo/a.wav", "assets/.cache/a.wav",
                               "ios/App/a.wav", "android/app/a.wav"])
    wav(os.path.join(out, "root-sound-outside", "leak.wav"))
    os.symlink("../root-sound-outside", os.path.join(folder, "linked"))
    # 7b. The old top-level keys beside the plugin's own icon: the old icon only repeats it, the
    # old colour is still the only one.
    folder = notification_app(out, "legacy-redundant", ["expo-notifications", {"icon": "./assets/images/notification-icon.png"}],
                              expo="~55.0.0", app_json_extra={
                                  "notification": {"icon": "./assets/images/notification-icon.png", "color": "#E8B04B"}})
    png(os.path.join(folder, "assets", "images", "notification-icon.png"), 96, "circle", (255, 255, 255))


def hostile(out):
    # Values that lead out of the project: `..`, absolute, and a link to a file outside.
    folder = os.path.join(out, "outside", "app")
    package(folder)
    write_json(os.path.join(folder, "app.json"), {"expo": {
        "name": "outside", "icon": "../secret/icon.png", "splash": {"image": "/etc/hostname"},
        "android": {"icon": "./assets/linked.png"}, "ios": {"icon": "./assets/../assets/inside.png"}}})
    png(os.path.join(out, "outside", "secret", "icon.png"), 16)
    png(os.path.join(folder, "assets", "inside.png"), 16)
    os.symlink("../../secret/icon.png", os.path.join(folder, "assets", "linked.png"))
    # A static config that is not JSON.
    folder = os.path.join(out, "broken-json")
    package(folder)
    write(os.path.join(folder, "app.json"), '{\n  "expo": {\n    "name": "broken",\n    "icon": "./assets/icon.png",\n')


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    cases(out)


if __name__ == "__main__":
    main()
