#!/usr/bin/env python3
"""Writes small git repositories of an Android app whose notification channels change between
two commits, for `android.channel-sound-changed` (`check --changed-since HEAD~1`).

    make-android-channel-history.py OUT

Each folder of OUT is one repository: its first commit creates the channels, its second (HEAD)
changes them; cases.json says what the rule should find comparing HEAD with HEAD~1.

  broken/  Kotlin: channel "alerts" changes its sound from raw/chime to raw/bell (fires once);
           "news" (no sound) is unchanged and "promos" is new (both silent).
  fixed/   the same change done right: "alerts" removed, "alerts_bell" created with raw/bell (silent).
  java/    Java, sounds named by id: "orders" changes from R.raw.chime to R.raw.bell, and so does
           the channel whose id is the constant RUSH = "rush" (fires once for each).
  pending/ as broken, but the second change is left uncommitted in the working tree
           (`--changed-since HEAD`).
  flavours/ flavours free and paid: at first free's "alerts" plays raw/chime and paid's raw/bell;
           then free's changes to raw/bell (fires once, for free: paid's old bell is no excuse).
  nested/  a repository whose untracked folder inner/ is a repository of its own holding broken/'s
           app: the outer repository's HEAD names no commit of inner/, so the channels there are
           not read, and the run says so (not in cases.json: `check --changed-since HEAD` in nested/).

Standard library only; the same bytes on every run (fixed names, dates and tone).
"""

import json
import math
import os
import struct
import subprocess
import sys
import wave

PACKAGE = "com.example.chirp"

MANIFEST = """<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android">
    <application android:label="Chirp">
        <activity android:name=".MainActivity" android:exported="true"/>
    </application>
</manifest>
"""

BUILD = """plugins {
    id 'com.android.application'
}

android {
    namespace '%s'
    compileSdk 35
    defaultConfig {
        minSdk 26
    }
}
""" % PACKAGE

KOTLIN = """package %s

import android.app.NotificationChannel
import android.app.NotificationManager
import android.content.Context
import android.media.AudioAttributes
import android.net.Uri

object Channels {
    fun create(context: Context) {
        val manager = context.getSystemService(NotificationManager::class.java)
        val attributes = AudioAttributes.Builder().setUsage(AudioAttributes.USAGE_NOTIFICATION).build()
%s
    }
}
"""

KOTLIN_CHANNEL = """        val {var} = NotificationChannel("{id}", "{name}", NotificationManager.IMPORTANCE_HIGH).apply {{
            setSound(Uri.parse("android.resource://${{context.packageName}}/raw/{sound}"), attributes)
        }}
        manager.createNotificationChannel({var})"""

KOTLIN_SILENT = """        val {var} = NotificationChannel("{id}", "{name}", NotificationManager.IMPORTANCE_LOW)
        {var}.setSound(null, null)
        manager.createNotificationChannel({var})"""

JAVA = """package %s;

import android.app.NotificationChannel;
import android.app.NotificationManager;
import android.content.Context;
import android.net.Uri;

public final class OrderChannels {
    static final String RUSH = "rush";

    public static void create(Context context, NotificationManager manager) {
        NotificationChannel orders = new NotificationChannel("orders", "Orders", NotificationManager.IMPORTANCE_HIGH);
        orders.setSound(Uri.parse("android.resource://" + context.getPackageName() + "/" + R.raw.%s), null);
        manager.createNotificationChannel(orders);
        NotificationChannel rush = new NotificationChannel(RUSH, "Rush orders", NotificationManager.IMPORTANCE_HIGH);
        rush.setSound(Uri.parse("android.resource://" + context.getPackageName() + "/" + R.raw.%s), null);
        manager.createNotificationChannel(rush);
    }
}
"""


def tone(path, frequency):
    """Half a second of a 16-bit mono sine at 22,050 Hz, -12 dBFS."""
    rate = 22050
    frames = b"".join(
        struct.pack("<h", int(0.25 * 32767 * math.sin(2 * math.pi * frequency * n / rate))) for n in range(rate // 2)
    )
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(frames)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        out.write(text)


def kotlin(channels):
    parts = []
    for var, ident, name, sound in channels:
        template = KOTLIN_SILENT if sound is None else KOTLIN_CHANNEL
        parts.append(template.format(var=var, id=ident, name=name, sound=sound))
    return KOTLIN % (PACKAGE, "\n".join(parts))


def git(repo, *arguments):
    environment = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "GIT_CONFIG_GLOBAL": os.devnull,
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_AUTHOR_NAME": "Chirp",
        "GIT_AUTHOR_EMAIL": "chirp@example.com",
        "GIT_COMMITTER_NAME": "Chirp",
        "GIT_COMMITTER_EMAIL": "chirp@example.com",
        "GIT_AUTHOR_DATE": "2026-01-02T03:04:05Z",
        "GIT_COMMITTER_DATE": "2026-01-02T03:04:05Z",
    }
    subprocess.run(["git", "-C", repo] + list(arguments), check=True, env=environment, stdout=subprocess.DEVNULL)


def module(repo):
    app = os.path.join(repo, "app")
    write(os.path.join(app, "src/main/AndroidManifest.xml"), MANIFEST)
    write(os.path.join(app, "build.gradle"), BUILD)
    raw = os.path.join(app, "src/main/res/raw")
    os.makedirs(raw, exist_ok=True)
    tone(os.path.join(raw, "chime.wav"), 880)
    tone(os.path.join(raw, "bell.wav"), 660)
    return app


def repository(out, name, first, second, source, commit_second=True):
    """A repository whose file `source` (below app/) is `first` in the first commit, then `second`."""
    repo = os.path.join(out, name)
    os.makedirs(repo)
    git(repo, "init", "-q", "-b", "main")
    app = module(repo)
    write(os.path.join(app, source), first)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "Create the notification channels")
    write(os.path.join(app, source), second)
    if commit_second:
        git(repo, "commit", "-q", "-a", "-m", "Change the notification channels")


def flavours(out, kotlin_file, before, after, paid):
    """Two flavours' copies of the channels file: free's changes from `before` to `after`."""
    repo = os.path.join(out, "flavours")
    os.makedirs(repo)
    git(repo, "init", "-q", "-b", "main")
    app = module(repo)
    free = os.path.join(app, kotlin_file.replace("src/main/", "src/free/"))
    write(free, before)
    write(os.path.join(app, kotlin_file.replace("src/main/", "src/paid/")), paid)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "Create the notification channels")
    write(free, after)
    git(repo, "commit", "-q", "-a", "-m", "Change the free flavour's channels")


def nested(out, before, changed, kotlin_file):
    """An outer repository with one commit, and inside it the untracked repository inner/."""
    repo = os.path.join(out, "nested")
    os.makedirs(repo)
    git(repo, "init", "-q", "-b", "main")
    write(os.path.join(repo, "README.md"), "Outer repository\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "Start")
    repository(repo, "inner", before, changed, kotlin_file)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make-android-channel-history.py OUT")
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    kotlin_file = "src/main/java/com/example/chirp/Channels.kt"
    before = kotlin([("alerts", "alerts", "Alerts", "chime"), ("news", "news", "News", None)])
    changed = kotlin([("alerts", "alerts", "Alerts", "bell"), ("news", "news", "News", None), ("promos", "promos", "Promotions", "chime")])
    renamed = kotlin([("alerts", "alerts_bell", "Alerts", "bell"), ("news", "news", "News", None)])
    repository(out, "broken", before, changed, kotlin_file)
    repository(out, "fixed", before, renamed, kotlin_file)
    repository(out, "pending", before, changed, kotlin_file, commit_second=False)
    paid = kotlin([("alerts", "alerts", "Alerts", "bell")])
    flavoured = kotlin([("alerts", "alerts", "Alerts", "chime")])
    flavours(out, kotlin_file, flavoured, paid, paid)
    nested(out, before, changed, kotlin_file)
    java_file = "src/main/java/com/example/chirp/OrderChannels.java"
    repository(out, "java", JAVA % (PACKAGE, "chime", "chime"), JAVA % (PACKAGE, "bell", "bell"), java_file)
    cases = [
        {"repository": "broken", "since": "HEAD~1", "fires": [{"id": "alerts", "old": "raw/chime", "new": "raw/bell", "file": "app/" + kotlin_file}]},
        {"repository": "fixed", "since": "HEAD~1", "fires": []},
        {
            "repository": "flavours",
            "since": "HEAD~1",
            "fires": [{"id": "alerts", "old": "raw/chime", "new": "raw/bell", "file": "app/" + kotlin_file.replace("src/main/", "src/free/")}],
        },
        {"repository": "pending", "since": "HEAD", "fires": [{"id": "alerts", "old": "raw/chime", "new": "raw/bell", "file": "app/" + kotlin_file}]},
        {
            "repository": "java",
            "since": "HEAD~1",
            "fires": [
                {"id": "orders", "old": "raw/chime", "new": "raw/bell", "file": "app/" + java_file},
                {"id": "rush", "old": "raw/chime", "new": "raw/bell", "file": "app/" + java_file},
            ],
        },
    ]
    write(os.path.join(out, "cases.json"), json.dumps(cases, indent=2) + "\n")


if __name__ == "__main__":
    main()
