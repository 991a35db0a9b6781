#!/usr/bin/env python3
"""Writes the Android modules `fix` repairs and the master `convert --android` converts, into OUT.

Deterministic (the same bytes on every run), Python 3 standard library only:
  master/Ping-Alert.wav            0.8 s 44.1 kHz mono 16-bit sine, a name Android refuses
  master/class.wav                 a master whose legal name would be a Java keyword
  illegal/                         an Expo app: app.json names android/app/src/main/res/raw/Ping-Alert.wav,
                                   the module's Kotlin names it by android.resource:// and getIdentifier,
                                   a layout XML by @raw/; the release build does not shrink
  shrunk/app/                      a module whose release build shrinks, the sound named only by a URI string
  shrunk-keep/app/                 the same with a keep.xml that already keeps a layout and discards one
  conflict/app/                    Ping-Alert.wav beside an existing ping_alert.ogg: a rename is refused
Usage: make-android-repairs.py OUT
"""
import math
import os
import struct
import sys
import wave


def sine(path, seconds=0.8, rate=44100, frequency=880.0, level=0.3):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    frames = int(seconds * rate)
    fade = int(0.05 * rate)
    samples = bytearray()
    for n in range(frames):
        gain = min(1.0, n / fade, (frames - 1 - n) / fade)
        samples += struct.pack("<h", int(round(level * gain * 32767 * math.sin(2 * math.pi * frequency * n / rate))))
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(bytes(samples))


def text(path, body):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        out.write(body)


MANIFEST = """<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android">
    <application android:label="Repairs" />
</manifest>
"""


def gradle(shrinks):
    flag = "true" if shrinks else "false"
    return f"""plugins {{
    id 'com.android.application'
}}

android {{
    namespace 'com.example.repairs'
    buildTypes {{
        release {{
            minifyEnabled {flag}
            shrinkResources {flag}
        }}
    }}
}}
"""


def module(root, shrinks, sound, kotlin):
    text(f"{root}/src/main/AndroidManifest.xml", MANIFEST)
    text(f"{root}/build.gradle", gradle(shrinks))
    sine(f"{root}/src/main/res/raw/{sound}")
    text(f"{root}/src/main/java/com/example/repairs/Notify.kt", kotlin)


ILLEGAL_KOTLIN = """package com.example.repairs

import android.app.NotificationChannel
import android.content.Context
import android.net.Uri

class Notify(private val context: Context) {
    // The title says Ping-Alert too: a word in prose is not a reference and stays.
    val title = "Ping-Alert!"

    fun create() {
        val channel = NotificationChannel("alerts", "Alerts", 4)
        channel.setSound(Uri.parse("android.resource://" + context.packageName + "/raw/Ping-Alert"), null)
        val id = context.resources.getIdentifier("Ping-Alert", "raw", context.packageName)
    }
}
"""

SHRUNK_KOTLIN = """package com.example.repairs

import android.app.NotificationChannel
import android.content.Context
import android.net.Uri

class Notify(private val context: Context) {
    fun create() {
        val channel = NotificationChannel("alerts", "Alerts", 4)
        channel.setSound(Uri.parse("android.resource://com.example.repairs/raw/chime"), null)
    }
}
"""

APP_JSON = """{
  "expo": {
    "name": "repairs",
    "slug": "repairs",
    "plugins": [
      ["expo-notifications", { "sounds": ["./android/app/src/main/res/raw/Ping-Alert.wav"] }]
    ]
  }
}
"""

LAYOUT = """<?xml version="1.0" encoding="utf-8"?>
<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:tools="http://schemas.android.com/tools"
    tools:sound="@raw/Ping-Alert" />
"""

KEEP = """<?xml version="1.0" encoding="utf-8"?>
<!-- the team's own keep rules -->
<resources xmlns:tools="http://schemas.android.com/tools"
    tools:keep="@layout/l_used*_c"
    tools:discard="@layout/unused2" />
"""


def main():
    out = sys.argv[1]
    sine(f"{out}/master/Ping-Alert.wav")
    sine(f"{out}/master/class.wav", frequency=660.0)
    text(f"{out}/illegal/app.json", APP_JSON)
    module(f"{out}/illegal/android/app", False, "Ping-Alert.wav", ILLEGAL_KOTLIN)
    text(f"{out}/illegal/android/app/src/main/res/layout/sound_row.xml", LAYOUT)
    module(f"{out}/shrunk/app", True, "chime.wav", SHRUNK_KOTLIN)
    module(f"{out}/shrunk-keep/app", True, "chime.wav", SHRUNK_KOTLIN)
    text(f"{out}/shrunk-keep/app/src/main/res/raw/keep.xml", KEEP)
    module(f"{out}/conflict/app", False, "Ping-Alert.wav", ILLEGAL_KOTLIN)
    sine(f"{out}/conflict/app/src/main/res/raw/ping_alert.wav", frequency=440.0)


if __name__ == "__main__":
    main()
