#!/usr/bin/env python3
"""Writes small apps with a widget extension that shows a Live Activity, its images, and the
alarm and Live Activity alert sounds its Swift names (issue 47, items 4 and 5).

    scripts/make-activity-assets.py OUTDIR            every case, for the tests
    scripts/make-activity-assets.py OUTDIR --samples  Samples/activity: Alarms only

Each case is OUTDIR/NAME/NAME.xcodeproj with an app target (synchronized folders App and
Sounds) and a widget extension target Widget (synchronized folder Widget; Widget/Info.plist
declares com.apple.widgetkit-extension; Widget/ActivityWidget.swift declares an
ActivityConfiguration that loads Image("Banner") on the Lock Screen and Image("Badge") only in
the Dynamic Island's minimal region; Widget/Assets.xcassets holds both sets at @3x).
App/Alarms.swift imports AlarmKit and names a sound with `.named("…")`; App/Activity.swift
imports ActivityKit and names a Live Activity alert's sound. Sounds are short 8 kHz WAV tones.
NAME/expected.tsv lists the liveactivity.* findings the case gives, "rule<TAB>severity" per
line (empty for none); ActivityAssetsTests holds them. Everything is deterministic.
"""
import json
import math
import os
import plistlib
import shutil
import struct
import sys
import wave
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MP3 = os.path.join(ROOT, "Samples", "sounds", "alert.mp3")

# Sizes at @3x: the Lock Screen shows at most 500x160 pt (iPad) and the minimal region 45x36.67 pt.
BANNER_OK = (1200, 480)       # 400x160 pt
BANNER_BIG = (1800, 600)      # 600x200 pt
BADGE_OK = (135, 108)         # 45x36 pt
BADGE_BIG = (300, 300)        # 100x100 pt: fits the Lock Screen, not the minimal region

WIDGET_SWIFT = '''import ActivityKit
import SwiftUI
import WidgetKit

struct TimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var endsAt: Date
    }
}

struct ActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TimerAttributes.self) { context in
            HStack {
                Image("Banner")
                Text(context.state.endsAt, style: .timer)
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("Timer {") }
            } compactLeading: {
                Text("T")
            } compactTrailing: {
                Text(context.state.endsAt, style: .timer)
            } minimal: {
                Image("Badge")
            }
        }
    }
}
'''

ALARMS_SWIFT = '''import AlarmKit
import SwiftUI

/// Schedules the wake-up alarm with the app's own sound.
struct AlarmScheduler {
    func configuration() -> AlertConfiguration.AlertSound {
        let note = "a .named(\\"decoy.wav\\") inside a string is not code"
        _ = note
        return AlertConfiguration.AlertSound.named("%s")
    }
}
'''

ACTIVITY_SWIFT = '''import ActivityKit

func alertForUpdate() -> AlertConfiguration {
    AlertConfiguration(title: "Timer", body: "Done", sound: .named("%s"))
}
'''


def ident(n):
    return "CC%022X" % n


def write_png(path, width, height, colour=(40, 120, 220)):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    row = b"\x00" + bytes(colour) * width
    with open(path, "wb") as handle:
        handle.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(row * height, 9)) + chunk(b"IEND", b""))


def write_tone(path, seconds, rate=8000):
    """A 16-bit mono sine at 660 Hz, -12 dBFS, with 10 ms fades."""
    frames = int(seconds * rate)
    fade = rate // 100
    samples = bytearray()
    for i in range(frames):
        gain = min(1.0, i / fade, (frames - 1 - i) / fade)
        samples += struct.pack("<h", int(8000 * gain * math.sin(2 * math.pi * 660 * i / rate)))
    with wave.open(path, "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(rate)
        handle.writeframes(bytes(samples))


def write_json(path, value):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as handle:
        json.dump(value, handle, indent=2, sort_keys=True)
        handle.write("\n")


def write_plist(path, value):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        plistlib.dump(value, handle, sort_keys=True)


def configurations(objects, n, settings):
    ids = []
    for name in ("Debug", "Release"):
        cid = ident(n); n += 1
        lines = "".join(f"\t\t\t\t{key} = {json.dumps(value)};\n" for key, value in sorted(settings.items()))
        objects.append(f"\t\t{cid} = {{\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {{\n{lines}\t\t\t}};\n"
                       f"\t\t\tname = {name};\n\t\t}};")
        ids.append(cid)
    lid = ident(n); n += 1
    objects.append(f"\t\t{lid} = {{\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n"
                   f"\t\t\t\t{ids[0]},\n\t\t\t\t{ids[1]},\n\t\t\t);\n\t\t\tdefaultConfigurationName = Release;\n\t\t}};")
    return lid, n


def pbxproj():
    """The app (synchronized App and Sounds) and the widget extension (synchronized Widget)."""
    objects = []
    n = 1
    groups = {}
    for folder in ("App", "Sounds", "Widget"):
        gid = ident(n); n += 1
        groups[folder] = gid
        objects.append(f"\t\t{gid} = {{\n\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n\t\t\tpath = {folder};\n"
                       f"\t\t\tsourceTree = \"<group>\";\n\t\t}};")
    main = ident(n); n += 1
    children = "".join(f"\t\t\t\t{gid},\n" for gid in groups.values())
    objects.append(f"\t\t{main} = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n{children}\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t}};")
    targets = []
    for name, product, settings, synced in (
            ("App", "com.apple.product-type.application", {"INFOPLIST_FILE": "App/Info.plist", "PRODUCT_NAME": "$(TARGET_NAME)"},
             ["App", "Sounds"]),
            ("Widget", "com.apple.product-type.app-extension", {"INFOPLIST_FILE": "Widget/Info.plist", "PRODUCT_NAME": "$(TARGET_NAME)"},
             ["Widget"])):
        lid, n = configurations(objects, n, settings)
        pid = ident(n); n += 1
        objects.append(f"\t\t{pid} = {{\n\t\t\tisa = PBXResourcesBuildPhase;\n\t\t\tfiles = (\n\t\t\t);\n\t\t}};")
        tid = ident(n); n += 1
        listed = "".join(f"\t\t\t\t{groups[folder]},\n" for folder in synced)
        objects.append(f"\t\t{tid} = {{\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = {lid};\n"
                       f"\t\t\tbuildPhases = (\n\t\t\t\t{pid},\n\t\t\t);\n\t\t\tfileSystemSynchronizedGroups = (\n{listed}\t\t\t);\n"
                       f"\t\t\tname = {name};\n\t\t\tproductName = {name};\n\t\t\tproductType = \"{product}\";\n\t\t}};")
        targets.append(tid)
    plid, n = configurations(objects, n, {})
    root = ident(n)
    listed = "".join(f"\t\t\t\t{t},\n" for t in targets)
    objects.append(f"\t\t{root} = {{\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = {plid};\n"
                   f"\t\t\tcompatibilityVersion = \"Xcode 15.0\";\n\t\t\tmainGroup = {main};\n\t\t\tprojectDirPath = \"\";\n"
                   f"\t\t\tprojectRoot = \"\";\n\t\t\ttargets = (\n{listed}\t\t\t);\n\t\t}};")
    body = "\n".join(objects)
    return ("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n"
            f"{body}\n\t}};\n\trootObject = {root};\n}}\n")


def imageset(catalog, name, file, size):
    folder = os.path.join(catalog, name + ".imageset")
    os.makedirs(folder, exist_ok=True)
    write_png(os.path.join(folder, file), *size)
    write_json(os.path.join(folder, "Contents.json"), {
        "images": [{"idiom": "universal", "scale": "1x"}, {"idiom": "universal", "scale": "2x"},
                   {"filename": file, "idiom": "universal", "scale": "3x"}],
        "info": {"author": "xcode", "version": 1}})


def project(out, name, banner=BANNER_OK, badge=BADGE_OK, alarm="alarm.wav", alert="ping.wav",
            sounds=(("alarm.wav", 0.3), ("ping.wav", 0.3)), mp3=False, expected=()):
    folder = os.path.join(out, name)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(os.path.join(folder, name + ".xcodeproj"))
    with open(os.path.join(folder, name + ".xcodeproj", "project.pbxproj"), "w") as handle:
        handle.write(pbxproj())
    write_plist(os.path.join(folder, "App", "Info.plist"), {"CFBundleIdentifier": "com.example." + name.lower(),
                                                             "NSSupportsLiveActivities": True})
    with open(os.path.join(folder, "App", "Alarms.swift"), "w") as handle:
        handle.write(ALARMS_SWIFT % alarm)
    with open(os.path.join(folder, "App", "Activity.swift"), "w") as handle:
        handle.write(ACTIVITY_SWIFT % alert)
    os.makedirs(os.path.join(folder, "Sounds"))
    for file, seconds in sounds:
        write_tone(os.path.join(folder, "Sounds", file), seconds)
    if mp3:
        shutil.copyfile(MP3, os.path.join(folder, "Sounds", "alert.mp3"))
    write_plist(os.path.join(folder, "Widget", "Info.plist"),
                {"NSExtension": {"NSExtensionPointIdentifier": "com.apple.widgetkit-extension"}})
    with open(os.path.join(folder, "Widget", "ActivityWidget.swift"), "w") as handle:
        handle.write(WIDGET_SWIFT)
    catalog = os.path.join(folder, "Widget", "Assets.xcassets")
    write_json(os.path.join(catalog, "Contents.json"), {"info": {"author": "xcode", "version": 1}})
    imageset(catalog, "Banner", "banner@3x.png", banner)
    imageset(catalog, "Badge", "badge@3x.png", badge)
    with open(os.path.join(folder, "expected.tsv"), "w") as handle:
        for rule, severity in expected:
            handle.write("%s\t%s\n" % (rule, severity))


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    # The sample: an oversize banner, an alarm sound no target bundles, an alert sound without its extension.
    project(out, "Alarms", banner=BANNER_BIG, alarm="gong.wav", alert="ping", sounds=(("ping.wav", 0.3),),
            expected=[("liveactivity.alert-sound", "error"), ("liveactivity.image-size", "warning"),
                      ("liveactivity.sound-extension", "warning")])
    if "--samples" in sys.argv[2:]:
        return
    project(out, "Fixed")
    project(out, "OversizeBanner", banner=BANNER_BIG, expected=[("liveactivity.image-size", "warning")])
    project(out, "OversizeBadge", badge=BADGE_BIG, expected=[("liveactivity.image-size", "warning")])
    project(out, "MissingSound", alarm="gong.wav", expected=[("liveactivity.alert-sound", "error")])
    project(out, "NoExtension", alarm="alarm", expected=[("liveactivity.sound-extension", "warning")])
    project(out, "LongSound", sounds=(("alarm.wav", 31.0), ("ping.wav", 0.3)), expected=[("liveactivity.alert-sound", "error")])
    project(out, "Mp3Sound", alarm="alert.mp3", mp3=True, expected=[("liveactivity.alert-sound", "error")])


if __name__ == "__main__":
    main()
