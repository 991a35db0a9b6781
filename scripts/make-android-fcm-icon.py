#!/usr/bin/env python3
"""Writes the apps of issue 46's last survey finding for AndroidSmallIconUnsetTests: apps that
receive Firebase Cloud Messaging (FCM) notification messages and set, or do not set,
`com.google.firebase.messaging.default_notification_icon` (without it FCM draws the launcher
icon, a solid shape). Written from scratch in the layouts the surveyed apps use: a native module
with a messaging service, a Gradle dependency alone (BoM without a version, Kotlin's -ktx),
React Native, Capacitor and Flutter apps whose plugins bring FCM in (their package.json or
pubspec.yaml beside `android/`), OneSignal's own default icon, and the cases that must stay
silent (the meta-data set by FCM's or Expo's name, a service only in debug, a test dependency,
a library module, a service removed with tools:node); hostile app roots (package.json nested
deep, over 1 MiB, a YAML alias bomb); Expo configs with push and no notification icon; and
session 17's review cases (`review`): app roots outside the cross-platform layout or the
repository, Expo with a committed android/, OneSignal, version catalogs, configurations that do
not ship, the icon in another module, the React Native template's Groovy block comment.

Usage:
  make-android-fcm-icon.py FOLDER          each app is FOLDER/NAME: a module FOLDER/NAME/android/app
                                           (Gradle root FOLDER/NAME/android), Expo apps FOLDER/expo/NAME
  make-android-fcm-icon.py --samples [DIR] the rules' samples into DIR (default this repository's
                                           Samples): android/FcmNoIcon, android/FcmIcon, expo/PushNoIcon

Deterministic: the same bytes on every run.
"""
import json
import os
import struct
import sys
import zlib

ANDROID = 'xmlns:android="http://schemas.android.com/apk/res/android"'
TOOLS = 'xmlns:tools="http://schemas.android.com/tools"'
FCM_ICON = "com.google.firebase.messaging.default_notification_icon"
EXPO_ICON = "expo.modules.notifications.default_notification_icon"
SERVICE = """        <service android:name="{name}" android:exported="false"{extra}>
            <intent-filter>
                <action android:name="com.google.firebase.MESSAGING_EVENT" />
            </intent-filter>
        </service>"""
BELL = """<vector xmlns:android="http://schemas.android.com/apk/res/android"
    android:width="24dp" android:height="24dp"
    android:viewportWidth="24" android:viewportHeight="24">
    <path android:fillColor="#FFFFFFFF" android:pathData="M12,22c1.1,0 2,-0.9 2,-2h-4c0,1.1 0.9,2 2,2zM18,16v-5c0,-3.07 -1.64,-5.64 -4.5,-6.32V4c0,-0.83 -0.67,-1.5 -1.5,-1.5s-1.5,0.67 -1.5,1.5v0.68C7.63,5.36 6,7.92 6,11v5l-2,2v1h16v-1l-2,-2z"/>
</vector>
"""


def write(path, content):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(content.encode("utf-8") if isinstance(content, str) else content)


def png(side=24):
    """A white disc on transparency, RGBA, `side` pixels: a small icon that passes."""
    rows = b""
    centre, radius = (side - 1) / 2, side * 0.4
    for y in range(side):
        row = b"\x00"
        for x in range(side):
            inside = (x - centre) ** 2 + (y - centre) ** 2 <= radius ** 2
            row += b"\xff\xff\xff" + (b"\xff" if inside else b"\x00")
        rows += row

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", side, side, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def manifest(meta=(), service=False, service_extra="", application=' android:icon="@mipmap/ic_launcher"', service_name=".PushService"):
    lines = ['<?xml version="1.0" encoding="utf-8"?>', f"<manifest {ANDROID} {TOOLS}>", f"    <application{application}>"]
    for name, value in meta:
        lines.append(f'        <meta-data android:name="{name}" android:resource="{value}" />')
    if service:
        lines.append(SERVICE.format(name=service_name, extra=service_extra))
    lines += ["    </application>", "</manifest>", ""]
    return "\n".join(lines)


def groovy(dependencies=(), plugin="com.android.application"):
    lines = ["plugins {", f"    id '{plugin}'", "}", "", "android {", "    namespace 'com.example.push'", "}", "", "dependencies {"]
    lines += [f"    {line}" for line in dependencies]
    lines += ["}", ""]
    return "\n".join(lines)


def module(app, manifest_text, build="build.gradle", build_text=None, extra=None):
    """An app at `app`: its Gradle root `android/` with settings.gradle, the module `android/app`."""
    write(f"{app}/android/settings.gradle", "include ':app'\n")
    root = f"{app}/android/app"
    write(f"{root}/{build}", build_text if build_text is not None else groovy())
    write(f"{root}/src/main/AndroidManifest.xml", manifest_text)
    write(f"{root}/src/main/res/mipmap-mdpi/ic_launcher.png", png(48))
    for path, content in (extra or {}).items():
        write(f"{root}/{path}", content)


def package_json(dependencies):
    return json.dumps({"name": "app", "version": "1.0.0", "dependencies": dependencies}, indent=2) + "\n"


def native(root):
    icon = {"src/main/res/drawable/ic_stat_bell.xml": BELL}
    module(f"{root}/service-no-icon", manifest(service=True))
    module(f"{root}/service-icon", manifest([(FCM_ICON, "@drawable/ic_stat_bell")], service=True), extra=icon)
    # The meta-data naming a resource that is not there: set, and android.manifest-resource's.
    module(f"{root}/service-icon-missing", manifest([(FCM_ICON, "@drawable/ic_stat_gone")], service=True))
    module(f"{root}/service-expo-icon", manifest([(EXPO_ICON, "@drawable/ic_stat_bell")], service=True), extra=icon)
    # The service only in the debug build: no release build receives FCM.
    module(f"{root}/service-debug-only", manifest(), extra={"src/debug/AndroidManifest.xml": manifest(service=True, application="")})
    # The meta-data only in debug: the release build has none.
    module(f"{root}/icon-debug-only", manifest(service=True),
           extra={"src/debug/AndroidManifest.xml": manifest([(FCM_ICON, "@drawable/ic_stat_bell")], application=""),
                  "src/debug/res/drawable/ic_stat_bell.xml": BELL})
    module(f"{root}/service-removed", manifest(service=True, service_extra=' tools:node="remove"'))
    module(f"{root}/gradle-bom", manifest(), build_text=groovy(
        ["implementation platform('com.google.firebase:firebase-bom:33.1.0')", "implementation 'com.google.firebase:firebase-messaging'"]))
    module(f"{root}/gradle-kts-ktx", manifest(), build="build.gradle.kts", build_text=(
        'plugins {\n    id("com.android.application")\n}\n\ndependencies {\n'
        '    implementation("com.google.firebase:firebase-messaging-ktx:23.4.1")\n}\n'))
    module(f"{root}/gradle-test-only", manifest(), build_text=groovy(
        ["testImplementation 'com.google.firebase:firebase-messaging:23.4.1'",
         "// implementation 'com.google.firebase:firebase-messaging:23.4.1'"]))
    module(f"{root}/library", manifest(service=True, application=""), build_text=groovy(plugin="com.android.library"))
    module(f"{root}/no-fcm", manifest(), extra={
        "src/main/java/com/example/push/Notify.java":
            "package com.example.push;\n\nclass Notify {\n    void show(android.app.Notification.Builder b) {\n"
            "        b.setSmallIcon(R.drawable.ic_stat_bell);\n    }\n}\n",
        "src/main/res/drawable/ic_stat_bell.xml": BELL})
    onesignal = ["implementation 'com.google.firebase:firebase-messaging:23.4.1'", "implementation 'com.onesignal:OneSignal:5.1.6'"]
    module(f"{root}/onesignal-icon", manifest(), build_text=groovy(onesignal),
           extra={f"src/main/res/drawable-{d}/ic_stat_onesignal_default.png": png(s) for d, s in (("mdpi", 24), ("xhdpi", 48))})
    module(f"{root}/onesignal-no-icon", manifest(), build_text=groovy(onesignal))


# The React Native template's header comment: in Groovy a block comment ends at its first `*/`,
# so the `/**` of its "android/**" opens nothing (it would in Kotlin, whose comments nest).
RN_TEMPLATE_COMMENT = """/**
 * The react-native.gradle file of the template:
 *
 *   // the root of your project, i.e. where "package.json" lives
 *   root: "../../",
 *   // Override which files are watched for changes
 *   inputExcludes: ["android/**", "ios/**"],
 */
"""


def catalog(root, name, toml, dependency, kts=True):
    """A native app whose build names firebase-messaging through gradle/libs.versions.toml."""
    build = (f'plugins {{\n    id("com.android.application")\n}}\n\ndependencies {{\n    implementation({dependency})\n}}\n' if kts
             else groovy([f"implementation {dependency}"]))
    module(f"{root}/{name}", manifest(), build="build.gradle.kts" if kts else "build.gradle", build_text=build)
    write(f"{root}/{name}/android/gradle/libs.versions.toml", toml)


def review(root):
    """Session 17's review: app roots outside the layout or the repository, Expo with android/,
    OneSignal beside direct FCM, version catalogs, configurations that do not ship, the icon set
    in another module, Groovy's block comments."""
    rnfb = package_json({"@react-native-firebase/messaging": "^21.0.0"})
    # A native repository at its top (settings.gradle there, not in android/): the folder above
    # it is no app root of its own, whatever package.json it holds.
    write(f"{root}/native-top/package.json", rnfb)
    write(f"{root}/native-top/repo/settings.gradle", "include ':app'\n")
    write(f"{root}/native-top/repo/app/build.gradle", groovy())
    write(f"{root}/native-top/repo/app/src/main/AndroidManifest.xml", manifest())
    # A monorepo: the React Native app's package.json at the top, a native app beside it.
    write(f"{root}/monorepo/package.json", rnfb)
    write(f"{root}/monorepo/native-android/settings.gradle", "include ':app'\n")
    write(f"{root}/monorepo/native-android/app/build.gradle", groovy())
    write(f"{root}/monorepo/native-android/app/src/main/AndroidManifest.xml", manifest())
    # The repository is android/ itself (its .git there): the folder above is outside it.
    module(f"{root}/outside-repo", manifest())
    write(f"{root}/outside-repo/android/.git", "gitdir: ../.git-elsewhere\n")
    write(f"{root}/outside-repo/package.json", rnfb)
    # Expo with a committed android/: expo-notifications brings FCM in.
    expo_deps = package_json({"expo": "~55.0.0", "expo-notifications": "~0.32.0"})
    module(f"{root}/expo-android", manifest())
    write(f"{root}/expo-android/package.json", expo_deps)
    write(f"{root}/expo-android/app.json", json.dumps({"expo": {"name": "Push", "plugins": ["expo-notifications"]}}) + "\n")
    module(f"{root}/expo-android-icon", manifest([(EXPO_ICON, "@drawable/ic_stat_bell")]),
           extra={"src/main/res/drawable/ic_stat_bell.xml": BELL})
    write(f"{root}/expo-android-icon/package.json", expo_deps)
    # OneSignal alone (its own service): its SDK draws what it sends.
    module(f"{root}/onesignal-only", manifest(service=True, service_name="com.onesignal.notifications.services.FCMService"),
           build_text=groovy(["implementation 'com.onesignal:OneSignal:5.1.6'"]))
    # Notificare: its SDK (through FCM) draws its pushes with the small icon its meta-data names.
    module(f"{root}/notificare-icon", manifest([("re.notifica.push.notification_small_icon", "@drawable/ic_stat_bell")]),
           build_text=groovy(["implementation 'com.google.firebase:firebase-messaging:24.0.0'", "implementation 're.notifica:notificare-push:4.0.0'"]),
           extra={"src/main/res/drawable/ic_stat_bell.xml": BELL})
    # Version catalogs: a library by module, by group and name, by notation (camelCase alias),
    # and a bundle written over several lines.
    catalog(root, "catalog-module", '[versions]\nfcm = "24.0.0"\n\n[libraries]\n'
            'firebase-messaging = { module = "com.google.firebase:firebase-messaging", version.ref = "fcm" } # FCM\n',
            "libs.firebase.messaging")
    catalog(root, "catalog-group", '[libraries]\nfirebase_messaging_ktx = { group = "com.google.firebase", name = "firebase-messaging-ktx" }\n',
            "libs.firebase.messaging.ktx", kts=False)
    catalog(root, "catalog-camel", '[libraries]\nfirebaseMessaging = "com.google.firebase:firebase-messaging:24.0.0"\n',
            "libs.firebaseMessaging", kts=False)
    catalog(root, "catalog-bundle", '[libraries]\nfirebase-bom = { module = "com.google.firebase:firebase-bom", version = "33.1.0" }\n'
            'firebase-messaging = { module = "com.google.firebase:firebase-messaging" }\n\n'
            '[bundles]\nfirebase = [\n    "firebase-bom",\n    "firebase-messaging",\n]\n', "libs.bundles.firebase")
    catalog(root, "catalog-other", '[libraries]\nfirebase-analytics = { module = "com.google.firebase:firebase-analytics" }\n',
            "libs.firebase.analytics")
    module(f"{root}/gradle-not-shipping", manifest(), build_text=groovy([
        "compileOnly 'com.google.firebase:firebase-messaging:24.0.0'",
        "kapt 'com.google.firebase:firebase-messaging:24.0.0'",
        "constraints {",
        "    implementation('com.google.firebase:firebase-messaging:24.0.0') { because 'pinned' }",
        "}",
        "debugImplementation 'com.google.firebase:firebase-messaging:24.0.0'",
    ]) + "configurations.all {\n    resolutionStrategy.force 'com.google.firebase:firebase-messaging:24.0.0'\n}\n")
    module(f"{root}/gradle-release-only", manifest(), build_text=groovy(
        ["releaseImplementation(", "    'com.google.firebase:firebase-messaging:24.0.0'", ")"]))
    # The icon set in a library module's manifest, merged into the app's.
    module(f"{root}/multi-module", manifest(service=True))
    write(f"{root}/multi-module/android/notifications/build.gradle", groovy(plugin="com.android.library"))
    write(f"{root}/multi-module/android/notifications/src/main/AndroidManifest.xml",
          manifest([(FCM_ICON, "@drawable/ic_stat_bell")], application=""))
    write(f"{root}/multi-module/android/notifications/src/main/res/drawable/ic_stat_bell.xml", BELL)
    # Another app module's meta-data merges into no other.
    module(f"{root}/multi-app", manifest(service=True))
    write(f"{root}/multi-app/android/wear/build.gradle", groovy())
    write(f"{root}/multi-app/android/wear/src/main/AndroidManifest.xml", manifest([(FCM_ICON, "@drawable/ic_stat_bell")]))
    # A library module whose manifest cannot be read: it may set the icon; said, and silent.
    module(f"{root}/multi-unreadable", manifest(service=True))
    write(f"{root}/multi-unreadable/android/core/build.gradle", groovy(plugin="com.android.library"))
    write(f"{root}/multi-unreadable/android/core/src/main/AndroidManifest.xml", "<manifest>" + " " * (1 << 20) + "</manifest>\n")
    template = RN_TEMPLATE_COMMENT + groovy(["implementation 'com.google.firebase:firebase-messaging:17.3.2'"]).replace(
        "android {\n", "android {\n    buildTypes {\n        release {\n            minifyEnabled true\n            shrinkResources true\n"
        "        }\n    }\n")
    module(f"{root}/groovy-template-comment", manifest(), build_text=template)


def cross_platform(root):
    module(f"{root}/react-native", manifest())
    write(f"{root}/react-native/package.json", package_json({"react-native": "0.76.0", "@react-native-firebase/app": "^21.0.0",
                                                             "@react-native-firebase/messaging": "^21.0.0"}))
    module(f"{root}/capacitor", manifest())
    write(f"{root}/capacitor/package.json", package_json({"@capacitor/core": "^6.0.0", "@capacitor/push-notifications": "^6.0.0"}))
    module(f"{root}/react-native-icon", manifest([(FCM_ICON, "@drawable/ic_stat_bell")]),
           extra={"src/main/res/drawable/ic_stat_bell.xml": BELL})
    write(f"{root}/react-native-icon/package.json", package_json({"@react-native-firebase/messaging": "^21.0.0"}))
    module(f"{root}/react-native-dev-only", manifest())
    write(f"{root}/react-native-dev-only/package.json",
          json.dumps({"name": "app", "devDependencies": {"@react-native-firebase/messaging": "^21.0.0"}}) + "\n")
    module(f"{root}/flutter", manifest())
    write(f"{root}/flutter/pubspec.yaml", "name: app\nenvironment:\n  sdk: '>=3.0.0 <4.0.0'\ndependencies:\n"
          "  flutter:\n    sdk: flutter\n  firebase_core: ^3.1.0\n  firebase_messaging: ^15.0.0\n")
    # Hostile app roots: what cannot be read is said, the module still read, nothing guessed.
    module(f"{root}/hostile-nested", manifest())
    write(f"{root}/hostile-nested/package.json", "[" * 200_000 + "]" * 200_000)
    module(f"{root}/hostile-large", manifest())
    write(f"{root}/hostile-large/package.json",
          '{"dependencies": {"@react-native-firebase/messaging": "1"}, "pad": "' + "x" * (1 << 21) + '"}')
    module(f"{root}/hostile-yaml", manifest())
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n"
        for i in range(20))
    write(f"{root}/hostile-yaml/pubspec.yaml", bomb + "dependencies:\n  firebase_messaging: ^15.0.0\n")


def expo(root, name, config, dependencies=None, config_name="app.json", extra=None):
    app = f"{root}/{name}"
    deps = {"expo": "~55.0.0", "react-native": "0.81.0"}
    deps.update({"expo-notifications": "~0.32.0"} if dependencies is None else dependencies)
    write(f"{app}/package.json", package_json(deps))
    write(f"{app}/{config_name}", json.dumps(config, indent=2) + "\n" if isinstance(config, dict) else config)
    for path, content in (extra or {}).items():
        write(f"{app}/{path}", content)


def expo_apps(root):
    expo(root, "plugin-no-icon", {"expo": {"name": "Push", "plugins": ["expo-notifications"]}})
    expo(root, "dependency-no-icon", {"expo": {"name": "Push"}})
    expo(root, "plugin-icon", {"expo": {"name": "Push", "plugins": [["expo-notifications", {"icon": "./assets/bell.png"}]]}},
         extra={"assets/bell.png": png(96)})
    expo(root, "legacy-icon", {"expo": {"name": "Push", "notification": {"icon": "./assets/bell.png"}, "plugins": ["expo-notifications"]}},
         extra={"assets/bell.png": png(96)})
    expo(root, "ios-only", {"expo": {"name": "Push", "platforms": ["ios"], "plugins": ["expo-notifications"]}})
    expo(root, "no-push", {"expo": {"name": "Quiet"}}, dependencies={})
    expo(root, "native-android", {"expo": {"name": "Push", "plugins": ["expo-notifications"]}},
         extra={"android/settings.gradle": "include ':app'\n"})
    expo(root, "computed-plugins", "const extra = require('./plugins');\n\nexport default {\n  name: 'Push',\n  plugins: extra.list(),\n};\n",
         config_name="app.config.js")
    expo(root, "computed-icon", "export default {\n  name: 'Push',\n  plugins: [['expo-notifications', { icon: pickIcon() }]],\n};\n",
         config_name="app.config.js")


def samples(folder):
    no_icon = f"{folder}/android/FcmNoIcon"
    write(f"{no_icon}/build.gradle", groovy(["implementation 'com.google.firebase:firebase-messaging:24.0.0'"]))
    write(f"{no_icon}/src/main/AndroidManifest.xml", manifest(service=True, application=' android:label="FcmNoIcon"'))
    icon = f"{folder}/android/FcmIcon"
    write(f"{icon}/build.gradle", groovy(["implementation 'com.google.firebase:firebase-messaging:24.0.0'"]))
    write(f"{icon}/src/main/AndroidManifest.xml",
          manifest([(FCM_ICON, "@drawable/ic_stat_bell")], service=True, application=' android:label="FcmIcon"'))
    write(f"{icon}/src/main/res/drawable/ic_stat_bell.xml", BELL)
    push = f"{folder}/expo/PushNoIcon"
    write(f"{push}/package.json", json.dumps({"name": "pushnoicon", "version": "1.0.0", "main": "index.js", "dependencies": {
        "expo": "~55.0.0", "expo-notifications": "~0.32.0", "react-native": "0.81.0"}}, indent=2) + "\n")
    write(f"{push}/app.json", json.dumps({"expo": {"name": "PushNoIcon", "plugins": ["expo-notifications"]}}, indent=2) + "\n")


def main(argv):
    if argv[:1] == ["--samples"]:
        repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        samples(argv[1] if len(argv) > 1 else os.path.join(repository, "Samples"))
        return 0
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    native(argv[0])
    cross_platform(argv[0])
    review(argv[0])
    expo_apps(f"{argv[0]}/expo")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
