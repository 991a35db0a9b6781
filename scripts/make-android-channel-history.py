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

flutter/ holds Flutter apps (pubspec.yaml, lib/, android/app/) whose channels are created in Dart;
flutter/cases.json says what the rule finds in each (files named from the repository's top) and
what the module's facts say was not compared (`notes`):

  changed/   flutter_local_notifications: "orders" (an AndroidNotificationChannel and the
             AndroidNotificationDetails of the same id, in one file) goes from raw/chime to raw/bell
             (fires once).
  unchanged/ only the channel's name changes (silent).
  renamed/   the sound changes with the id, "orders" to "orders_bell" (silent).
  constant/  the id is the constant kOrdersChannel = 'orders'; chime to bell (fires).
  computed/  the sound becomes RawResourceAndroidNotificationSound(soundFor(kind)): not compared,
             and said (silent).
  awesome/   awesome_notifications: NotificationChannel(channelKey: 'orders', soundSource:
             'resource://raw/chime') to raw/bell (fires).
  moved/     the channel "orders" was made in Kotlin with raw/chime; now the Kotlin is gone and Dart
             makes "orders" with raw/bell (fires: one id is one channel in either language).
  pending/   as changed/, but the change is left uncommitted (`--changed-since HEAD`).

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


def module(repo, folder="app"):
    app = os.path.join(repo, folder)
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



PUBSPEC = """name: chirp
environment:
  sdk: ">=3.0.0 <4.0.0"
dependencies:
  flutter:
    sdk: flutter
  %s: ^0.10.0
flutter:
  uses-material-design: true
"""

DART_LOCAL = """import 'package:flutter_local_notifications/flutter_local_notifications.dart';
%s
class Notifications {
  static const AndroidNotificationChannel orders = AndroidNotificationChannel(
    %s,
    '%s',
    description: 'Order updates',
    sound: %s,
    playSound: true,
  );

  static NotificationDetails details() => const NotificationDetails(
        android: AndroidNotificationDetails(
          %s,
          '%s',
          sound: %s,
        ),
      );
}
"""

DART_AWESOME = """import 'package:awesome_notifications/awesome_notifications.dart';

Future<void> start() => AwesomeNotifications().initialize(
      'resource://drawable/res_notification',
      [
        NotificationChannel(
          channelKey: 'orders',
          channelName: 'Orders',
          channelDescription: 'Order updates',
          soundSource: 'resource://raw/%s',
          playSound: true,
        ),
      ],
    );
"""

KOTLIN_ACTIVITY = """package %s

import android.app.NotificationChannel
import android.app.NotificationManager
import android.net.Uri
import io.flutter.embedding.android.FlutterActivity

class MainActivity : FlutterActivity() {
    override fun onStart() {
        super.onStart()
        val manager = getSystemService(NotificationManager::class.java)
%s
    }
}
"""

ACTIVITY_CHANNEL = """        val orders = NotificationChannel("orders", "Orders", NotificationManager.IMPORTANCE_HIGH)
        orders.setSound(Uri.parse("android.resource://$packageName/raw/chime"), null)
        manager.createNotificationChannel(orders)"""


def local(ident="'orders'", sound="chime", name="Orders", constant=False, raw=True):
    """flutter_local_notifications' channel and details of one id with one sound."""
    written = "RawResourceAndroidNotificationSound('%s')" % sound if raw else sound
    header = "\nconst String kOrdersChannel = 'orders';\n" if constant else ""
    return DART_LOCAL % (header, ident, name, written, ident, name, written)


def flutter_app(out, name, before, after, plugin="flutter_local_notifications", activity=(None, None), commit_second=True):
    """A Flutter app whose lib/notifications.dart (and android/app's MainActivity.kt, when given)
    is `before` in the first commit and `after` in the second; None leaves a file out."""
    repo = os.path.join(out, name)
    os.makedirs(repo)
    git(repo, "init", "-q", "-b", "main")
    write(os.path.join(repo, "pubspec.yaml"), PUBSPEC % plugin)
    write(os.path.join(repo, "lib/main.dart"), "import 'notifications.dart';\n\nvoid main() {}\n")
    app = module(repo, "android/app")
    dart = os.path.join(repo, "lib/notifications.dart")
    kotlin_file = os.path.join(app, "src/main/kotlin/com/example/chirp/MainActivity.kt")
    for path, text in ((dart, before), (kotlin_file, activity[0])):
        if text is not None:
            write(path, text)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "Create the notification channels")
    for path, text in ((dart, after), (kotlin_file, activity[1])):
        if text is not None:
            write(path, text)
        elif os.path.exists(path):
            os.remove(path)
    if commit_second:
        git(repo, "add", "-A")
        git(repo, "commit", "-q", "-m", "Change the notification channels")


def flutter_apps(out):
    os.makedirs(out)
    dart = "lib/notifications.dart"
    kotlin_file = "android/app/src/main/kotlin/com/example/chirp/MainActivity.kt"
    flutter_app(out, "changed", local(), local(sound="bell"))
    flutter_app(out, "unchanged", local(), local(name="Order updates"))
    flutter_app(out, "renamed", local(), local(ident="'orders_bell'", sound="bell"))
    flutter_app(out, "constant", local(ident="kOrdersChannel", constant=True), local(ident="kOrdersChannel", sound="bell", constant=True))
    computed = "RawResourceAndroidNotificationSound(soundFor(kind))"
    flutter_app(out, "computed", local(), local(sound=computed, raw=False))
    flutter_app(out, "awesome", DART_AWESOME % "chime", DART_AWESOME % "bell", plugin="awesome_notifications")
    flutter_app(out, "moved", None, local(sound="bell"), activity=(KOTLIN_ACTIVITY % (PACKAGE, ACTIVITY_CHANNEL), KOTLIN_ACTIVITY % (PACKAGE, "")))
    flutter_app(out, "pending", local(), local(sound="bell"), commit_second=False)
    change = {"id": "orders", "old": "raw/chime", "new": "raw/bell", "file": dart}
    cases = [
        {"repository": "changed", "since": "HEAD~1", "fires": [change], "notes": []},
        {"repository": "unchanged", "since": "HEAD~1", "fires": [], "notes": []},
        {"repository": "renamed", "since": "HEAD~1", "fires": [], "notes": []},
        {"repository": "constant", "since": "HEAD~1", "fires": [change], "notes": []},
        {"repository": "computed", "since": "HEAD~1", "fires": [], "notes": ["its sound is computed (%s), not compared" % computed]},
        {"repository": "awesome", "since": "HEAD~1", "fires": [change], "notes": []},
        {"repository": "moved", "since": "HEAD~1", "fires": [dict(change, oldFile=kotlin_file)], "notes": []},
        {"repository": "pending", "since": "HEAD", "fires": [change], "notes": []},
    ]
    write(os.path.join(out, "cases.json"), json.dumps(cases, indent=2) + "\n")

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
    flutter_apps(os.path.join(out, "flutter"))


if __name__ == "__main__":
    main()
