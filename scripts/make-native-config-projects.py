#!/usr/bin/env python3
"""Writes small Capacitor, Cordova and Flutter projects for CapacitorConfigReaderTests,
FlutterProjectReaderTests and AndroidResourceIndexTests: the shapes issue 45's research found in
public apps (docs/research/cross-platform-configs.md sections 1-5), rebuilt from scratch, never
copied: the Capacitor docs' sample values with neither file present, a `{}` capacitor.config.json
beside a capacitor.config.ts, Cordova icons relative to config.xml, Flutter calls commented out,
a missing drawable, `@mipmap/ic_launcher`, raw sounds, a Darwin sound below ios/, a computed
sound name, awesome_notifications constants, no native folders; and hostile ones (an XML entity
declaration, a config over 1 MiB, `..`, absolute paths and links out of the project).

Usage: make-native-config-projects.py FOLDER. Each project is a folder of FOLDER; the images are
real PNGs and the sounds real WAV, AIFF, CAF and MPEG files, a fraction of a second long.
"""
import os
import struct
import sys
import zlib


def png(width=24, height=24, alpha=True):
    """A real PNG: a white disc on transparent (alpha) or on grey."""
    rows = []
    for y in range(height):
        row = bytearray([0])
        for x in range(width):
            inside = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (width / 3) ** 2
            row += bytes([255, 255, 255, 255 if inside else 0]) if alpha else bytes([255 if inside else 90] * 3)
        rows.append(bytes(row))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 6 if alpha else 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows))) + chunk(b"IEND", b"")


def samples(count=800):
    return b"".join(struct.pack("<h", (i * 37 % 200 - 100) * 40) for i in range(count))


def wav():
    data = samples()
    fmt = struct.pack("<HHIIHH", 1, 1, 8000, 16000, 2, 16)
    body = b"WAVE" + b"fmt " + struct.pack("<I", len(fmt)) + fmt + b"data" + struct.pack("<I", len(data)) + data
    return b"RIFF" + struct.pack("<I", len(body)) + body


def aiff():
    data = bytes(b for i in range(0, 1600, 2) for b in samples()[i:i + 2][::-1])
    rate = b"\x40\x0b\xfa\x00\x00\x00\x00\x00\x00\x00"  # 8000 as an 80-bit float
    comm = struct.pack(">hIh", 1, 800, 16) + rate
    ssnd = struct.pack(">II", 0, 0) + data
    body = b"AIFF" + b"COMM" + struct.pack(">I", len(comm)) + comm + b"SSND" + struct.pack(">I", len(ssnd)) + ssnd
    return b"FORM" + struct.pack(">I", len(body)) + body


def caf():
    data = bytes(b for i in range(0, 1600, 2) for b in samples()[i:i + 2][::-1])
    desc = struct.pack(">dIIIIII", 8000.0, 0x6C70636D, 0, 2, 1, 1, 16)  # 'lpcm', big-endian signed
    return (b"caff" + struct.pack(">HH", 1, 0) + b"desc" + struct.pack(">q", len(desc)) + desc
            + b"data" + struct.pack(">q", len(data) + 4) + struct.pack(">I", 0) + data)


def mp3():
    # MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono, frames of silence (417 bytes each).
    return (b"\xff\xfb\x90\xc4" + bytes(413)) * 8


def m4a():
    return struct.pack(">I", 24) + b"ftypM4A " + struct.pack(">I", 0) + b"M4A isom"


ROOT = sys.argv[1] if len(sys.argv) > 1 else sys.exit("usage: make-native-config-projects.py FOLDER")
RES = "android/app/src/main/res"


def write(project, path, content):
    full = os.path.join(ROOT, project, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as f:
        f.write(content.encode() if isinstance(content, str) else content)


def link(project, path, target):
    full = os.path.join(ROOT, project, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    os.symlink(target, full)


def package_json(project, deps):
    lines = ",\n".join(f'    "{name}": "{version}"' for name, version in deps.items())
    write(project, "package.json", '{\n  "name": "%s",\n  "dependencies": {\n%s\n  }\n}\n' % (project, lines))


DOCS_SAMPLE_TS = """import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.example.tide',
  appName: 'Tide',
  webDir: 'dist',
  plugins: {
    LocalNotifications: {
      smallIcon: "ic_stat_icon_config_sample",
      iconColor: "#488AFF",
      sound: "beep.wav",
    },
    PushNotifications: { presentationOptions: ["badge", "sound", "alert"] },
  },
};

export default config;
"""

# Capacitor: the docs' sample values, with neither the drawable nor the raw sound present.
write("cap-docs-sample", "capacitor.config.ts", DOCS_SAMPLE_TS)
package_json("cap-docs-sample", {"@capacitor/core": "^7.0.0", "@capacitor/local-notifications": "^7.0.0"})
write("cap-docs-sample", RES + "/drawable/notification_icon.png", png(48, 32, alpha=False))
write("cap-docs-sample", "ios/App/App/Info.plist", "<plist/>\n")

# A `{}` capacitor.config.json beside the TS file (TS wins), and Cordova's config.xml with icons,
# a splash and a sound relative to it (its files added to the Capacitor project).
write("cap-ggpartner", "capacitor.config.json", "{}\n")
write("cap-ggpartner", "capacitor.config.ts", DOCS_SAMPLE_TS)
package_json("cap-ggpartner", {"@capacitor/core": "3.4.0"})
write("cap-ggpartner", RES + "/raw/chime.wav", wav())
write("cap-ggpartner", "config.xml", """<?xml version='1.0' encoding='utf-8'?>
<widget id="com.example.partner" version="1.0.0" xmlns="http://www.w3.org/ns/widgets" xmlns:cdv="http://cordova.apache.org/ns/1.0">
    <name>Partner</name>
    <!-- <icon src="resources/commented-out.png" /> -->
    <splash src="resources/splash.png" />
    <platform name="android">
        <icon density="mdpi" src="resources/android/icon/drawable-mdpi-icon.png" />
        <icon background="@color/background" density="xxxhdpi" foreground="resources/android/icon/foreground.png" />
        <resource-file src="resources/sounds/chime.wav" target="app/src/main/res/raw/chime.wav" />
        <resource-file src="google-services.json" target="app/google-services.json" />
    </platform>
    <platform name="ios">
        <icon height="1024" src="resources/ios/icon/icon-1024.png" width="1024" />
        <resource-file src="resources/sounds/chime.caf" />
    </platform>
    <platform name="browser">
        <icon src="resources/browser.png" />
    </platform>
</widget>
""")
for path, content in [("resources/splash.png", png(64, 64, False)), ("resources/android/icon/drawable-mdpi-icon.png", png(48, 48)),
                      ("resources/android/icon/foreground.png", png(108, 108)), ("resources/ios/icon/icon-1024.png", png(32, 32, False)),
                      ("resources/sounds/chime.wav", wav()), ("resources/sounds/chime.caf", caf())]:
    write("cap-ggpartner", path, content)

# Resolved resources: a drawable in two densities (the densest is taken), a raw sound, sounds
# nothing names (res/raw/extra.mp3, ios/App/App/tone.caf) and the web app's own sound (public/).
write("cap-resolved", "capacitor.config.json", """{
  "appId": "com.example.bell",
  "plugins": {"LocalNotifications": {"smallIcon": "ic_stat_bell", "iconColor": "#FF0000", "sound": "chime.wav"}},
  "android": {"path": "../elsewhere"}
}
""")
package_json("cap-resolved", {"@capacitor/core": "~6.1.2"})
write("cap-resolved", RES + "/drawable-mdpi/ic_stat_bell.png", png(24, 24))
write("cap-resolved", RES + "/drawable-xxhdpi/ic_stat_bell.png", png(72, 72))
write("cap-resolved", RES + "/raw/chime.wav", wav())
write("cap-resolved", RES + "/raw/extra.mp3", mp3())
write("cap-resolved", "ios/App/App/tone.caf", caf())
write("cap-resolved", "ios/App/App/public/assets/click.mp3", mp3())

# A computed smallIcon (not read) and a sound given as a path: Capacitor looks up "beep.wav",
# which no raw resource is called, though res/raw/beep.wav exists.
write("cap-computed", "capacitor.config.ts", """const config = {
  appId: 'com.example.computed',
  plugins: {
    LocalNotifications: {
      smallIcon: process.env.SMALL_ICON,
      sound: 'res/raw/beep.wav',
    },
  },
};
export default config;
""")
write("cap-computed", RES + "/raw/beep.wav", wav())

# No Android folder: the resource names cannot be looked up.
write("cap-no-android", "capacitor.config.json", '{"plugins": {"LocalNotifications": {"smallIcon": "ic_stat_x", "sound": "x.wav"}}}\n')

# A config script that is not one (a syntax error): unreadable, still Capacitor's.
write("cap-broken", "capacitor.config.ts", "export default { plugins: { LocalNotifications: { sound: 'a.wav' }\n")

# A drawable that is a link out of the project, and a secret beside the projects.
write("", "secret.png", png(8, 8))
write("cap-link", "capacitor.config.json", '{"plugins": {"LocalNotifications": {"smallIcon": "ic_link"}}}\n')
link("cap-link", RES + "/drawable/ic_link.png", "../../../../../../../secret.png")

# Cordova alone: config.xml without capacitor.config.*.
package_json("cordova-app", {"cordova-ios": "^7.1.0", "cordova-android": "^12.0.0"})
write("cordova-app", "config.xml", """<?xml version="1.0"?>
<widget id="com.example.cordova" version="2.0.0">
  <icon src="res/icon.png"/>
  <platform name="ios"><resource-file src="res/sounds/alert.aiff" target="alert.aiff"/></platform>
  <platform name="android"><icon src="res/android/icon.png" density="hdpi"/></platform>
  <icon src="res/missing.png"/>
</widget>
""")
write("cordova-app", "res/icon.png", png(57, 57, False))
write("cordova-app", "res/android/icon.png", png(72, 72))
write("cordova-app", "res/sounds/alert.aiff", aiff())

# Hostile config.xml: an entity declaration (an external one naming a file), over 1 MiB, `..`,
# absolute paths and a link out; and a config.xml that is not Cordova's.
package_json("cordova-entity", {"cordova": "12.0.0"})
write("cordova-entity", "config.xml", """<?xml version="1.0"?>
<!DOCTYPE widget [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
<widget id="com.example.xxe"><icon src="&secret;"/></widget>
""")
package_json("cordova-huge", {"cordova-android": "12.0.0"})
write("cordova-huge", "config.xml", '<widget id="x">\n<!-- ' + "pad " * 300_000 + '-->\n<icon src="res/icon.png"/>\n</widget>\n')
package_json("cordova-outside", {"cordova-ios": "7.0.0"})
write("cordova-outside", "config.xml", """<widget id="com.example.outside">
  <icon src="../secret.png"/>
  <icon src="/etc/hostname"/>
  <icon src="res/../res/icon.png"/>
  <splash src="res/link.png"/>
</widget>
""")
write("cordova-outside", "res/icon.png", png(16, 16))
link("cordova-outside", "res/link.png", "../../secret.png")
write("not-cordova", "config.xml", '<?xml version="1.0"?>\n<configuration><icon src="a.png"/></configuration>\n')
write("not-cordova", "a.png", png(8, 8))
write("xml-junk", "config.xml", "this is not XML at all\n")

# Flutter.
PUBSPEC = """name: %s
description: A generated app.
environment:
  sdk: ">=3.0.0 <4.0.0"
dependencies:
  flutter:
    sdk: flutter
%s
"""


def pubspec(project, deps, extra=""):
    write(project, "pubspec.yaml", PUBSPEC % (project, deps) + extra)


# Android calls live, iOS calls commented out (multicoin): Android-only sound.
pubspec("flutter-multicoin", "  flutter_local_notifications: ^17.0.0", """flutter_icons:
  android: true
  ios: true
  image_path_ios: "assets/icon/ios-icon.png"
""")
write("flutter-multicoin", "assets/icon/ios-icon.png", png(32, 32, False))
write("flutter-multicoin", RES + "/drawable-hdpi/splash.png", png(36, 36))
write("flutter-multicoin", RES + "/raw/money.wav", wav())
write("flutter-multicoin", "ios/Runner/Info.plist", "<plist/>\n")
write("flutter-multicoin", "lib/main.dart", """import 'package:flutter_local_notifications/flutter_local_notifications.dart';

void setUp() {
  var android = AndroidInitializationSettings('@drawable/splash');
  final details = AndroidNotificationDetails('coins', 'Coins',
      sound: RawResourceAndroidNotificationSound('money'), playSound: true);
  // TODO doesn't work
  // var ios = IOSNotificationDetails(sound: 'money');
  /* var darwin = DarwinNotificationDetails(
       sound: 'money.wav', /* nested */ presentSound: true); */
}
""")

# A missing drawable, @mipmap/ic_launcher, an MP3 raw sound and an AIFF in ios/Runner (sonare),
# flutter_launcher_icons.yaml beside pubspec.yaml.
pubspec("flutter-sonare", "  flutter_local_notifications: ^18.0.1\n  permission_handler: ^11.0.0")
write("flutter-sonare", "flutter_launcher_icons.yaml", """flutter_launcher_icons:
  image_path: "assets/app-icon.png"
  adaptive_icon_foreground: "assets/fg.png"
  adaptive_icon_background: "#FFFFFF"
""")
write("flutter-sonare", "assets/app-icon.png", png(64, 64, False))
write("flutter-sonare", "assets/fg.png", png(54, 54))
write("flutter-sonare", RES + "/drawable/launch_background.xml", "<layer-list/>\n")
write("flutter-sonare", RES + "/mipmap-mdpi/ic_launcher.png", png(48, 48, False))
write("flutter-sonare", RES + "/mipmap-xxxhdpi/ic_launcher.png", png(192 // 4, 192 // 4, False))
write("flutter-sonare", RES + "/raw/notification.mp3", mp3())
write("flutter-sonare", "ios/Runner/notification.aiff", aiff())
write("flutter-sonare", "lib/services/notifications.dart", """import 'package:flutter_local_notifications/flutter_local_notifications.dart';

class Notifier {
  static const init = InitializationSettings(
    android: AndroidInitializationSettings('app_icon'),
    iOS: DarwinInitializationSettings(),
  );
  final android = const AndroidNotificationDetails(
    'alerts', 'Alerts',
    icon: '@mipmap/ic_launcher',
    sound: RawResourceAndroidNotificationSound('notification'),
  );
  final ios = const DarwinNotificationDetails(
    presentSound: true,
    sound: 'notification.aiff',
  );
}
""")
write("flutter-sonare", "lib/widgets/toggle.dart", "Widget build() => SwitchListTile(sound: 'not-a-file', icon: Icon(Icons.alarm));\n")

# A computed sound name, a Darwin sound below ios/ outside Runner (VengAnn), unnamed sounds.
pubspec("flutter-vengann", "  flutter_local_notifications: 19.5.0")
write("flutter-vengann", RES + "/raw/beep.wav", wav())
write("flutter-vengann", RES + "/raw/ping.wav", wav())
write("flutter-vengann", "ios/ping.wav", wav())
write("flutter-vengann", "ios/Runner/extra.caf", caf())
write("flutter-vengann", "ios/Runner/Resources/README.md", "Sounds go here.\n")
write("flutter-vengann", "ios/Pods/Some/ping.wav", wav())
write("flutter-vengann", "lib/main.dart", """Future<void> show({String soundName = 'beep'}) async {
  final android = AndroidNotificationDetails('c', 'C',
      sound: RawResourceAndroidNotificationSound(soundName));
  final darwin = DarwinNotificationDetails(sound: 'ping.wav');
  final title = "Ping: ${soundName.toUpperCase()} says 'RawResourceAndroidNotificationSound(\\"x\\")'";
}
""")

# awesome_notifications: resource:// strings, a static const, a const of another class.
pubspec("flutter-awesome", "  awesome_notifications: ^0.8.2")
write("flutter-awesome", RES + "/raw/naruto_jutsu.m4a", m4a())
write("flutter-awesome", RES + "/drawable/fire.png", png(96, 96))
write("flutter-awesome", "ios/Runner/bell.caf", caf())
write("flutter-awesome", "lib/notifications/service.dart", """class NotificationService {
  static const String defaultSoundPath = 'resource://raw/naruto_jutsu';
  static const String smallIcon = 'resource://drawable/fire';

  void init() {
    AwesomeNotifications().initialize(smallIcon, [
      NotificationChannel(channelKey: 'basic', soundSource: defaultSoundPath, largeIcon: 'resource://drawable/fire'),
    ]);
  }
}

class Sounds {
  static const String bell = 'bell.caf';
}

final details = DarwinNotificationDetails(sound: Sounds.bell);
""")

# Action buttons' icons (flutter_local_notifications' and awesome_notifications'), which are no
# file of the notification's, beside a large icon; a top-level const resource string.
pubspec("flutter-actions", "  flutter_local_notifications: ^19.0.0\n  awesome_notifications: ^0.10.0")
write("flutter-actions", RES + "/drawable/food.png", png(24, 24))
write("flutter-actions", RES + "/drawable/big.png", png(64, 64, False))
write("flutter-actions", RES + "/raw/chime.wav", wav())
write("flutter-actions", "lib/main.dart", """const String chime = 'resource://raw/chime';

final details = AndroidNotificationDetails('meals', 'Meals',
    largeIcon: DrawableResourceAndroidBitmap('big'),
    actions: <AndroidNotificationAction>[
      AndroidNotificationAction('eat', 'Eat', icon: DrawableResourceAndroidBitmap('food')),
    ]);

final buttons = [NotificationActionButton(key: 'reply', label: 'Reply', icon: 'resource://drawable/food')];
""")

# No native folders at all.
pubspec("flutter-no-native", "  flutter_local_notifications: any")
write("flutter-no-native", "lib/main.dart", """const settings = AndroidInitializationSettings('app_icon');
const darwin = DarwinNotificationDetails(sound: "chime.caf");
""")

# Not a Flutter app: a Dart package.
write("dart-package", "pubspec.yaml", "name: tools\ndependencies:\n  path: ^1.8.0\n")
write("dart-package", "lib/main.dart", "const s = AndroidInitializationSettings('x');\n")

# Hostile Flutter: `..` and absolute values, a Dart file over 1 MiB, a Dart file that is a link
# out of the project, strings that look like comments, an interpolated sound, unreadable YAML.
pubspec("flutter-hostile", "  flutter_local_notifications: '17.2.1'", """flutter_launcher_icons:
  image_path: "../secret.png"
  image_path_android: "/etc/hostname"
""")
write("flutter-hostile", RES + "/drawable/real_icon.png", png(24, 24))
write("flutter-hostile", "ios/Runner/Info.plist", "<plist/>\n")
write("flutter-hostile", "lib/a.dart", """final s = "/* not a comment"; final t = '// nor this';
const settings = AndroidInitializationSettings('real_icon');
final u = '*/';
const darwin = DarwinNotificationDetails(sound: '../../../secret.png');
final x = DarwinNotificationDetails(sound: 'tone_$name.caf');
final r = r'${not} interpolated';
""")
write("flutter-hostile", "lib/huge.dart", "// " + "x" * (1 << 20) + "\nconst a = AndroidInitializationSettings('huge');\n")
write("", "outside.dart", "const leak = AndroidInitializationSettings('leaked');\n")
link("flutter-hostile", "lib/linked.dart", "../../outside.dart")

write("flutter-unreadable", "pubspec.yaml", "name: broken\ndependencies:\n  flutter:\n    sdk: flutter\n  x: [unclosed\n")

# flutter_native_splash in pubspec.yaml (FlutterSplashAssetsTests): an image for both platforms,
# its dark form, an iOS branding, an Android background; android_12's image is missing, its icon
# background a colour; android_12's branding is there. A web-only image is not listed.
pubspec("flutter-splash-pubspec", "  flutter_native_splash: ^2.4.7", """flutter_native_splash:
  color: "#42a5f5"
  image: assets/splash.png
  image_dark: assets/splash-dark.png
  image_web: assets/splash-web.png
  branding_ios: assets/brand-ios.png
  background_image_android: "assets/bg-android.png"
  android_12:
    image: assets/android12splash.png
    icon_background_color: "#111111"
    branding: assets/brand.png
""")
for name in ["splash.png", "splash-dark.png", "brand-ios.png", "bg-android.png", "brand.png"]:
    write("flutter-splash-pubspec", "assets/" + name, png(48, 48))
write("flutter-splash-pubspec", "android/app/build.gradle", "android {}\n")
write("flutter-splash-pubspec", "ios/Runner/Info.plist", "<plist/>\n")

# flutter_native_splash.yaml beside a pubspec.yaml that has its own section: the file wins (the
# tool reads it instead); `ios: false` drops the iOS image.
pubspec("flutter-splash-yaml", "  flutter_native_splash: ^2.4.7", """flutter_native_splash:
  image: assets/from-pubspec.png
""")
write("flutter-splash-yaml", "flutter_native_splash.yaml", """flutter_native_splash:
  color: "#ffffff"
  image: assets/from-yaml.png
  image_ios: assets/ios-only.png
  ios: false
  android_12:
    image_dark: assets/a12-dark.png
""")
for name in ["from-pubspec.png", "from-yaml.png", "ios-only.png", "a12-dark.png"]:
    write("flutter-splash-yaml", "assets/" + name, png(32, 32))

# flutter: assets: a folder, a map entry (Flutter 3.19's `path:` and `flavors:`), a file and an
# entry that is no path; the Darwin sound is only in an asset folder, named by its file name and
# by its asset path: iOS does not play it from flutter_assets.
ASSETS = """flutter:
  uses-material-design: true
  assets:
    - assets/images/
    - path: assets/sounds/
      flavors: [production]
    - assets/config.json
    - 42
"""
DARWIN = """const a = DarwinNotificationDetails(sound: 'alarm.caf');
const b = DarwinNotificationDetails(sound: 'assets/sounds/alarm.caf');
"""
pubspec("flutter-assets-sound", "  flutter_local_notifications: ^19.5.0", ASSETS)
write("flutter-assets-sound", "assets/images/logo.png", png(16, 16))
write("flutter-assets-sound", "assets/sounds/alarm.caf", caf())
write("flutter-assets-sound", "assets/config.json", "{}\n")
write("flutter-assets-sound", "ios/Runner/Info.plist", "<plist/>\n")
write("flutter-assets-sound", "lib/main.dart", DARWIN)

# The fixed form: the same sound also in ios/Runner (added to the Runner target).
pubspec("flutter-assets-sound-fixed", "  flutter_local_notifications: ^19.5.0", ASSETS)
write("flutter-assets-sound-fixed", "assets/sounds/alarm.caf", caf())
write("flutter-assets-sound-fixed", "ios/Runner/alarm.caf", caf())
write("flutter-assets-sound-fixed", "lib/main.dart", DARWIN.splitlines()[0] + "\n")

# Hostile: flutter_native_splash.yaml an alias bomb (not read, named; pubspec's section is then
# not read either, as the tool would not), asset folders above the project or linked out of it
# that hold the sound, and `flutter: assets:` that is no list.
bomb = "flutter_native_splash:\n  image: &a [x, x, x, x, x, x, x, x, x, x]\n"
for level in range(1, 9):
    bomb += f"  k{level}: &{chr(97 + level)} [" + ", ".join([f"*{chr(96 + level)}"] * 10) + "]\n"
pubspec("flutter-splash-hostile", "  flutter_local_notifications: ^19.5.0", """flutter_native_splash:
  image: assets/never-read.png
flutter:
  assets:
    - ../secret-sounds/
    - assets/linked/
    - /etc/
""")
write("flutter-splash-hostile", "flutter_native_splash.yaml", bomb)
write("flutter-splash-hostile", "ios/Runner/Info.plist", "<plist/>\n")
write("flutter-splash-hostile", "lib/main.dart", "const a = DarwinNotificationDetails(sound: 'secret.caf');\n")
write("", "secret-sounds/secret.caf", caf())
link("flutter-splash-hostile", "assets/linked", "../../secret-sounds")

# Deeply nested flutter_native_splash.yaml: not read, with the file named; and assets not a list.
pubspec("flutter-splash-deep", "  flutter_native_splash: ^2.4.7", "flutter:\n  assets: assets/\n")
write("flutter-splash-deep", "flutter_native_splash.yaml", "flutter_native_splash:\n  image: " + "[" * 5000 + "]" * 5000 + "\n")

# Android resources for AndroidResourceIndexTests.
write("resources", RES + "/drawable/notes.txt", "not a drawable\n")
write("resources", RES + "/drawable/ic_stat_x.xml", "<vector/>\n")
write("resources", RES + "/drawable-mdpi/ic_stat_y.png", png(24, 24))
write("resources", RES + "/drawable-xxhdpi-v24/ic_stat_y.png", png(72, 72))
write("resources", RES + "/drawable/ic_stat_y.webp", b"RIFF\x0c\x00\x00\x00WEBPVP8 ")
write("resources", RES + "/drawable-hdpi/bubble.9.png", png(20, 20))
write("resources", RES + "/drawable/.hidden.png", png(8, 8))
write("resources", RES + "/mipmap-anydpi-v26/ic_launcher.xml", "<adaptive-icon/>\n")
write("resources", RES + "/mipmap-xxxhdpi/ic_launcher.png", png(48, 48, False))
write("resources", RES + "/raw/beep.wav", wav())
write("resources", RES + "/raw/README", "no extension\n")
write("resources", RES + "/values/strings.xml", "<resources/>\n")
os.makedirs(os.path.join(ROOT, "no-resources", "android", "app"), exist_ok=True)
