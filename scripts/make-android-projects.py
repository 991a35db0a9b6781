#!/usr/bin/env python3
"""Writes small Android app modules for AndroidProjectReaderTests and AndroidProjectRulesTests
(issue 46, item 1): the Gradle layouts public apps use, written from scratch: a Groovy build with
a Java notification helper, a Kotlin-script build with Kotlin channels, flavours and build types
with their own manifests and resources, resource shrinking with and without a keep rule (safe
and strict mode), sounds referenced by `R.raw` or only by name, a computed `shrinkResources`,
Flutter apps the plugin's default shrinks (with and without keep.xml, or shrinking off), React
Native / Expo builds reading `android.enableShrinkResourcesInReleaseBuilds` from gradle.properties,
library modules, and
manifest meta-data naming resources that are missing; and hostile modules (a manifest over
1 MiB, XML nested 300 deep, sources 40 folders deep, links out of the project, a manifest that is
not UTF-8, a `<!DOCTYPE>` declaring an entity, a manifest whose root is not `<manifest>`).

Usage:
  make-android-projects.py FOLDER          each fixture is FOLDER/NAME, its module FOLDER/NAME/app
  make-android-projects.py --samples [DIR] the rules' sample projects, into DIR (default
                                           Samples/android of this repository): ProjectShrunkSound,
                                           ProjectKeptSound, ProjectMissingIcon, ProjectUnreadable

Deterministic: the same bytes on every run. Sounds are real 8-bit mono WAV tones of 0.1 s.
"""
import math
import os
import struct
import sys

ANDROID = 'xmlns:android="http://schemas.android.com/apk/res/android"'
TOOLS = 'xmlns:tools="http://schemas.android.com/tools"'
FCM = "com.google.firebase.messaging.default_notification_"


def wav(frequency=660, seconds=0.1, rate=8000):
    """An 8-bit unsigned mono PCM WAV tone at about -12 dBFS, faded in and out."""
    count = int(seconds * rate)
    data = bytearray()
    for i in range(count):
        fade = min(1.0, i / 80, (count - 1 - i) / 80)
        data.append(128 + int(round(32 * fade * math.sin(2 * math.pi * frequency * i / rate))))
    fmt = struct.pack("<HHIIHH", 1, 1, rate, rate, 1, 8)
    body = b"WAVE" + b"fmt " + struct.pack("<I", len(fmt)) + fmt + b"data" + struct.pack("<I", len(data)) + bytes(data)
    return b"RIFF" + struct.pack("<I", len(body)) + body


def write(path, content):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(content.encode("utf-8") if isinstance(content, str) else content)


def manifest(application_attributes="", meta=(), extra=""):
    """A manifest whose <application> has `application_attributes` and the meta-data `meta`
    (pairs of name and `android:resource` or `android:value` value)."""
    lines = ['<?xml version="1.0" encoding="utf-8"?>', f'<manifest {ANDROID} {TOOLS}>', f"    <application{application_attributes}>"]
    for name, value in meta:
        attribute = "android:value" if name.endswith("channel_id") else "android:resource"
        lines.append(f'        <meta-data android:name="{name}" {attribute}="{value}" />')
    lines += [extra, "    </application>", "</manifest>", ""]
    return "\n".join(line for line in lines if line)


def colors(*names):
    body = "".join(f'    <color name="{name}">#FF6200EE</color>\n' for name in names)
    return f'<?xml version="1.0" encoding="utf-8"?>\n<resources>\n{body}</resources>\n'


def keep(keep_list=None, mode=None):
    attributes = f" {TOOLS}"
    if keep_list:
        attributes += f' tools:keep="{keep_list}"'
    if mode:
        attributes += f' tools:shrinkMode="{mode}"'
    return f'<?xml version="1.0" encoding="utf-8"?>\n<resources{attributes} />\n'


def groovy_build(shrink="true", minify="true"):
    return f"""plugins {{
    id 'com.android.application'
}}

android {{
    namespace 'com.example.groovy'
    buildTypes {{
        debug {{
            shrinkResources false
        }}
        release {{
            minifyEnabled {minify}
            shrinkResources {shrink}
            proguardFiles getDefaultProguardFile('proguard-android-optimize.txt'), 'proguard-rules.pro'
        }}
    }}
}}
"""


JAVA_HELPER = """package com.example.groovy;

import android.app.NotificationChannel;
import android.net.Uri;
import androidx.core.app.NotificationCompat;

/* A comment naming R.raw.commented and setSmallIcon(R.drawable.commented) is not code. */
public class NotificationHelper {
    static final String NOTE = "R.raw.instring is a string, not a reference";

    void createChannel(android.content.Context context) {
        NotificationChannel channel = new NotificationChannel("alerts", "Alerts", 4);
        Uri sound = Uri.parse("android.resource://" + context.getPackageName() + "/raw/beep");
        channel.setSound(sound, null);
    }

    void notify(android.content.Context context) {
        new NotificationCompat.Builder(context, "alerts")
            .setSmallIcon(R.drawable.ic_stat_notify) // R.raw.trailing in a comment
            .setContentTitle("Hi");
    }
}
"""

KOTLIN_HELPER = """package com.example.kts

import android.app.NotificationChannel
import androidx.core.net.toUri

class Channels(private val context: android.content.Context) {
    fun create() {
        val chime = NotificationChannel("chimes", "Chimes", 4).apply {
            setSound("android.resource://${context.packageName}/raw/chime".toUri(), null)
        }
        val ding = NotificationChannel(CHANNEL_ID, "Ding", 3)
        ding.setSound(soundUri(R.raw.ding), null)
        val bell = context.resources.getIdentifier("bell", "raw", context.packageName)
        val template = "${'$'}{context.packageName} /raw/notasound"
        val gong = android.net.Uri.Builder().scheme(ContentResolver.SCHEME_ANDROID_RESOURCE)
            .authority(context.packageName).appendPath("raw").appendPath("gong").build()
        val alarm = ContentResolver.SCHEME_ANDROID_RESOURCE + "://" + context.packageName + "/raw/alarm"
    }

    fun show(builder: androidx.core.app.NotificationCompat.Builder) {
        builder.setSmallIcon(R.mipmap.ic_launcher)
        builder.setSmallIcon(android.R.drawable.stat_notify_chat)
    }
}
"""

KTS_BUILD = """plugins {
    id("com.android.application")
    kotlin("android")
}

android {
    namespace = "com.example.kts"
    buildTypes {
        getByName("debug") {
            isShrinkResources = false
        }
        getByName("release") {
            isMinifyEnabled = true
            isShrinkResources = true // "shrinkResources false" in a comment
        }
    }
}
"""


def plain_app(root, name, build=None, raw=("beep",), keep_xml=None, java=JAVA_HELPER):
    """A Groovy app module with an FCM manifest, its icon, colour and sounds."""
    app = os.path.join(root, name, "app")
    meta = [(FCM + "icon", "@drawable/ic_stat_notify"), (FCM + "color", "@color/notify_accent"), (FCM + "channel_id", "alerts")]
    write(f"{app}/src/main/AndroidManifest.xml", manifest(' android:icon="@mipmap/ic_launcher" android:roundIcon="@mipmap/ic_launcher_round"', meta))
    write(f"{app}/src/main/res/mipmap-anydpi-v26/ic_launcher.xml", '<adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android" />\n')
    write(f"{app}/src/main/res/mipmap-anydpi-v26/ic_launcher_round.xml", '<adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android" />\n')
    write(f"{app}/src/main/res/drawable-xhdpi/ic_stat_notify.png", b"\x89PNG\r\n\x1a\n")
    write(f"{app}/src/main/res/drawable-mdpi/ic_stat_notify.png", b"\x89PNG\r\n\x1a\n")
    write(f"{app}/src/main/res/values/colors.xml", colors("notify_accent"))
    for sound in raw:
        write(f"{app}/src/main/res/raw/{sound}.wav", wav())
    if keep_xml:
        write(f"{app}/src/main/res/raw/keep.xml", keep_xml)
    write(f"{app}/build.gradle", build or groovy_build())
    if java:
        write(f"{app}/src/main/java/com/example/groovy/NotificationHelper.java", java)
    return app


def kotlin_app(root):
    app = os.path.join(root, "kotlin-dsl", "app")
    meta = [("expo.modules.notifications.default_notification_icon", "@drawable/notification_icon"),
            ("expo.modules.notifications.default_notification_color", "@color/notification_icon_color")]
    write(f"{app}/src/main/AndroidManifest.xml", manifest(' android:icon="@mipmap/ic_launcher"', meta))
    write(f"{app}/src/main/res/mipmap-xxhdpi/ic_launcher.webp", b"RIFF")
    write(f"{app}/src/main/res/drawable-xxxhdpi/notification_icon.png", b"\x89PNG\r\n\x1a\n")
    write(f"{app}/src/main/res/values/colors.xml", '<resources>\n    <item name="notification_icon_color" type="color">#fff</item>\n</resources>\n')
    write(f"{app}/src/main/res/values-night/colors.xml", colors("night_only"))
    for sound in ("chime", "ding", "bell"):
        write(f"{app}/src/main/res/raw/{sound}.wav", wav())
    write(f"{app}/build.gradle.kts", KTS_BUILD)
    write(f"{app}/src/main/kotlin/com/example/kts/Channels.kt", KOTLIN_HELPER)


def flavours(root):
    app = os.path.join(root, "flavours", "app")
    write(f"{app}/src/main/AndroidManifest.xml", manifest(' android:icon="@mipmap/ic_launcher"', [(FCM + "icon", "@drawable/ic_stat_flavour")]))
    write(f"{app}/src/main/res/mipmap-hdpi/ic_launcher.png", b"\x89PNG\r\n\x1a\n")
    write(f"{app}/src/debug/AndroidManifest.xml", manifest("", [(FCM + "color", "@color/debug_accent")]))
    write(f"{app}/src/debug/res/drawable/ic_stat_flavour.xml", "<vector />\n")
    write(f"{app}/src/debug/res/values/colors.xml", colors("debug_accent"))
    write(f"{app}/src/free/AndroidManifest.xml", manifest("", [(FCM + "color", "@color/free_accent")]))
    write(f"{app}/src/free/res/values/colors.xml", colors("free_accent"))
    write(f"{app}/src/paid/res/raw/paid_chime.wav", wav())
    write(f"{app}/src/release/AndroidManifest.xml", manifest(' android:roundIcon="@mipmap/ic_launcher"'))
    write(f"{app}/src/freeDebug/res/raw/free_debug.wav", wav())
    write(f"{app}/src/test/AndroidManifest.xml", manifest(' android:icon="@drawable/test_only"'))
    write(f"{app}/src/androidTest/AndroidManifest.xml", manifest(' android:icon="@drawable/test_only"'))
    write(f"{app}/build.gradle", groovy_build())


def shrink_variants(root):
    plain_app(root, "shrink-safe")
    plain_app(root, "shrink-keep", keep_xml=keep("@raw/beep,@drawable/ic_stat_*"))
    plain_app(root, "shrink-wildcard", keep_xml=keep("@raw/be*"))
    plain_app(root, "shrink-strict", keep_xml=keep("@layout/unused", mode="strict"))
    plain_app(root, "no-shrink", build=groovy_build(shrink="false", minify="false"))
    computed = groovy_build(shrink="(findProperty('android.enableShrinkResourcesInReleaseBuilds')?.toBoolean() ?: false)", minify="enableMinify")
    plain_app(root, "computed-shrink", build=computed)
    by_id = JAVA_HELPER.replace('Uri.parse("android.resource://" + context.getPackageName() + "/raw/beep")',
                                'Uri.parse("android.resource://" + context.getPackageName() + "/" + R.raw.beep)')
    plain_app(root, "by-id", java=by_id)
    plain_app(root, "unreferenced", java=None)
    # Named only by a config outside the module's code (a React Native or Flutter app): the rule's
    # subject says so; the module's code names nothing.
    plain_app(root, "named-elsewhere", java=None, raw=("rn_sound",))


def flutter_build(release="", legacy=False, kts=False):
    """A Flutter app module's build: the plugin by id (or the legacy `apply from` script) and a
    release block holding `release`, as `flutter create` writes it."""
    if kts:
        return f"""plugins {{
    id("com.android.application")
    id("kotlin-android")
    id("dev.flutter.flutter-gradle-plugin")
}}

android {{
    namespace = "com.example.flutter_app"
    buildTypes {{
        release {{
            signingConfig = signingConfigs.getByName("debug"){release}
        }}
    }}
}}
"""
    head = ("apply plugin: 'com.android.application'\n"
            "apply from: \"$flutterRoot/packages/flutter_tools/gradle/flutter.gradle\"\n") if legacy else \
        'plugins {\n    id "com.android.application"\n    id "kotlin-android"\n    id "dev.flutter.flutter-gradle-plugin"\n}\n'
    return head + f"""
android {{
    namespace "com.example.flutter_app"
    buildTypes {{
        release {{
            signingConfig signingConfigs.debug{release}
        }}
    }}
}}

flutter {{
    source "../.."
}}
"""


def flutter_apps(root):
    """Flutter apps whose sound only Dart names (`RawResourceAndroidNotificationSound('ding')`): the
    plugin's default shrinks them unless the release block says otherwise; keep.xml keeps it."""
    for name, build, keep_xml in (
        ("flutter-default", flutter_build(), None),
        ("flutter-legacy", flutter_build(legacy=True), None),
        ("flutter-kts", flutter_build(kts=True), None),
        ("flutter-keep", flutter_build(), keep("@drawable/*,@raw/ding")),
        ("flutter-off", flutter_build("\n            minifyEnabled false\n            shrinkResources false"), None),
    ):
        app = plain_app(root, name, build=build, raw=("ding",), keep_xml=keep_xml, java=None)
        if name == "flutter-kts":
            os.replace(f"{app}/build.gradle", f"{app}/build.gradle.kts")
    library = os.path.join(root, "flutter-library", "app")
    write(f"{library}/src/main/AndroidManifest.xml", manifest())
    write(f"{library}/src/main/res/raw/ding.wav", wav())
    write(f"{library}/build.gradle", flutter_build().replace("com.android.application", "com.android.library"))
    catalog = os.path.join(root, "catalog-library", "app")
    write(f"{catalog}/src/main/AndroidManifest.xml", manifest())
    write(f"{catalog}/build.gradle", "plugins {\n    alias(libs.plugins.android.library)\n}\n")


EXPO_SHRINK = "(findProperty('android.enableShrinkResourcesInReleaseBuilds')?.toBoolean() ?: false)"


def expo_properties(root):
    """React Native / Expo builds that read `android.enableShrinkResourcesInReleaseBuilds`: set true
    in the Gradle root's gradle.properties, set false, absent (the `?: false` default), read through
    a `def` variable, and a property with no default that no file sets."""
    variable = "enableShrinkResources.toBoolean()"
    for name, shrink, properties in (
        ("expo-shrink-true", EXPO_SHRINK, "android.enableShrinkResourcesInReleaseBuilds=true\n"),
        ("expo-shrink-false", EXPO_SHRINK, "android.enableShrinkResourcesInReleaseBuilds=false\n"),
        ("expo-shrink-absent", EXPO_SHRINK, "org.gradle.jvmargs=-Xmx2048m\n"),
        ("expo-shrink-variable", variable, "# a comment\nandroid.enableShrinkResourcesInReleaseBuilds = True\n"),
        ("expo-shrink-unset", "findProperty('myapp.shrink').toBoolean()", "org.gradle.jvmargs=-Xmx2048m\n"),
    ):
        build = groovy_build(shrink=shrink, minify="enableProguardInReleaseBuilds")
        if name == "expo-shrink-variable":
            build = build.replace("        release {\n", "        release {\n            def enableShrinkResources = "
                                  "findProperty('android.enableShrinkResourcesInReleaseBuilds') ?: 'false'\n")
        if name == "expo-shrink-true":
            # The React Native template's `def`: a literal behind a variable.
            build = "def enableProguardInReleaseBuilds = false\n\n" + build
        plain_app(root, name, build=build, raw=("rn_sound",), java=None)
        write(os.path.join(root, name, "settings.gradle"), "include ':app'\n")
        if properties is not None:
            write(os.path.join(root, name, "gradle.properties"), properties)


def missing_resources(root):
    app = os.path.join(root, "missing-resource", "app")
    meta = [(FCM + "icon", "@drawable/ic_missing"), (FCM + "color", "@color/gone"), (FCM + "channel_id", "@string/channel")]
    write(f"{app}/src/main/AndroidManifest.xml", manifest(' android:icon="@mipmap/ic_gone" android:roundIcon="@android:drawable/sym_def_app_icon"', meta))
    write(f"{app}/src/main/res/values/colors.xml", colors("present"))
    write(f"{app}/build.gradle", groovy_build())


def multi_module(root):
    """An app whose notification icon and colour live in a library module of the same Gradle
    project (a project dependency a convention plugin adds), and one resource no module has."""
    project = os.path.join(root, "multi-module")
    write(f"{project}/settings.gradle.kts", 'include(":app", ":common")\n')
    meta = [(FCM + "icon", "@drawable/ic_stat_common"), (FCM + "color", "@color/common_accent"), ("expo.modules.notifications.default_notification_icon", "@drawable/ic_nowhere")]
    write(f"{project}/app/src/main/AndroidManifest.xml", manifest("", meta))
    write(f"{project}/app/build.gradle", groovy_build())
    write(f"{project}/common/src/main/AndroidManifest.xml", manifest())
    write(f"{project}/common/src/main/res/drawable/ic_stat_common.xml", "<vector />\n")
    write(f"{project}/common/src/main/res/values/colors.xml", colors("common_accent"))
    write(f"{project}/common/src/debug/res/drawable/ic_nowhere.xml", "<vector />\n")
    write(f"{project}/build/src/main/res/drawable/ic_nowhere.xml", "<vector />\n")


def hostile(root):
    huge = os.path.join(root, "huge-manifest", "app")
    padding = "    <!-- " + "x" * 1000 + " -->\n"
    write(f"{huge}/src/main/AndroidManifest.xml", manifest() + padding * 1100)
    deep = os.path.join(root, "deep-xml", "app")
    write(f"{deep}/src/main/AndroidManifest.xml", f"<manifest {ANDROID}>" + "<a>" * 300 + "</a>" * 300 + "</manifest>\n")
    folders = os.path.join(root, "deep-folders", "app")
    write(f"{folders}/src/main/AndroidManifest.xml", manifest())
    nested = "/".join(f"p{i}" for i in range(40))
    write(f"{folders}/src/main/java/{nested}/Deep.java", 'class Deep { void f() { Uri.parse("android.resource://x/raw/deep"); } }\n')
    write(f"{folders}/src/main/java/com/Shallow.java", "class Shallow { int id = R.raw.shallow; }\n")
    utf = os.path.join(root, "non-utf8", "app")
    write(f"{utf}/src/main/AndroidManifest.xml", manifest().encode("utf-8").replace(b"<application>", b'<application android:label="caf\xe9">'))
    doctype = os.path.join(root, "doctype", "app")
    write(f"{doctype}/src/main/AndroidManifest.xml", '<?xml version="1.0"?>\n<!DOCTYPE manifest [<!ENTITY boom "boom">]>\n' + manifest().split("\n", 1)[1])
    wrong = os.path.join(root, "wrong-root", "app")
    write(f"{wrong}/src/main/AndroidManifest.xml", '<resources>\n    <application android:icon="@mipmap/x" />\n</resources>\n')
    links(root)


def links(root):
    app = os.path.join(root, "link-out", "app")
    outside = os.path.join(root, "outside")
    write(f"{outside}/java/Out.java", 'class Out { void f() { Uri.parse("android.resource://x/raw/outside"); int i = R.raw.outside; } }\n')
    write(f"{outside}/AndroidManifest.xml", manifest(' android:icon="@mipmap/outside"'))
    write(f"{outside}/res/raw/outside.wav", wav())
    write(f"{outside}/set/AndroidManifest.xml", manifest())
    write(f"{app}/src/main/AndroidManifest.xml", manifest(' android:icon="@mipmap/ic_launcher"'))
    write(f"{app}/src/main/res/raw/inside.wav", wav())
    write(f"{app}/build.gradle", groovy_build())
    os.makedirs(f"{app}/src/debug", exist_ok=True)
    os.symlink("../../../../outside/java", f"{app}/src/main/java")
    os.symlink("../../../../../../outside/res/raw/outside.wav", f"{app}/src/main/res/raw/outside.wav")
    os.symlink("../../../../outside/AndroidManifest.xml", f"{app}/src/debug/AndroidManifest.xml")
    os.symlink("../../../outside/set", f"{app}/src/linked")


def samples(folder):
    shrunk = os.path.join(folder, "ProjectShrunkSound")
    kept = os.path.join(folder, "ProjectKeptSound")
    java = """package com.example.sample;

import android.app.NotificationChannel;
import android.net.Uri;

class Channels {
    void create(android.content.Context context) {
        NotificationChannel channel = new NotificationChannel("alerts", "Alerts", 4);
        channel.setSound(Uri.parse("android.resource://" + context.getPackageName() + "/raw/chime"), null);
    }
}
"""
    meta = [(FCM + "color", "@color/accent")]
    for project, keep_list in ((shrunk, None), (kept, "@raw/chime")):
        write(f"{project}/build.gradle", groovy_build())
        write(f"{project}/src/main/AndroidManifest.xml", manifest("", meta))
        write(f"{project}/src/main/res/values/colors.xml", colors("accent"))
        write(f"{project}/src/main/res/raw/chime.wav", wav())
        write(f"{project}/src/main/res/raw/keep.xml", keep(keep_list, mode="strict"))
        write(f"{project}/src/main/java/com/example/sample/Channels.java", java)
    unreadable = os.path.join(folder, "ProjectUnreadable")
    write(f"{unreadable}/build.gradle", groovy_build())
    # A manifest with a DOCTYPE declaring an entity: refused (an error, as it is the module's
    # manifest; a values file refused the same way is said at info, since aapt2 may read it).
    write(f"{unreadable}/src/main/AndroidManifest.xml",
          '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE manifest [<!ENTITY icon "@drawable/ic_stat_bell">]>\n'
          '<manifest xmlns:android="http://schemas.android.com/apk/res/android">\n    <application android:icon="&icon;">\n'
          '    </application>\n</manifest>\n')
    missing = os.path.join(folder, "ProjectMissingIcon")
    write(f"{missing}/build.gradle", groovy_build())
    write(f"{missing}/src/main/AndroidManifest.xml", manifest("", [(FCM + "icon", "@drawable/ic_stat_missing")]))


def main(argv):
    if argv[:1] == ["--samples"]:
        repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        samples(argv[1] if len(argv) > 1 else os.path.join(repository, "Samples", "android"))
        return 0
    if len(argv) != 1:
        sys.stderr.write(__doc__)
        return 2
    root = argv[0]
    os.makedirs(root, exist_ok=True)
    plain_app(root, "groovy-app")
    kotlin_app(root)
    flavours(root)
    shrink_variants(root)
    flutter_apps(root)
    expo_properties(root)
    missing_resources(root)
    multi_module(root)
    hostile(root)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
