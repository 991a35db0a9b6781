#!/usr/bin/env python3
"""Writes small Xcode projects that set up (or fail to set up) notification features across
files: entitlements, Info.plists (XML, binary, and keys Xcode generates from INFOPLIST_KEY_*),
a Notification Service Extension, bundled sounds, and payloads sent to the app.

    scripts/make-notify-projects.py OUTDIR            every case, for the tests
    scripts/make-notify-projects.py OUTDIR --samples  the three Samples/notify projects

Each project is OUTDIR/NAME/NAME.xcodeproj with its files beside it and payloads in
OUTDIR/NAME/payloads/. The cases mirror what public apps showed (docs/real-world.md): the
capability on the app only, intents listed without the capability, a sound bundled under
another case, time-sensitive and critical payloads without their entitlements.
"""
import json
import os
import plistlib
import shutil
import struct
import sys
import zlib

COMM = "com.apple.developer.usernotifications.communication"
TIME = "com.apple.developer.usernotifications.time-sensitive"
CRIT = "com.apple.developer.usernotifications.critical-alerts"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOUND = os.path.join(ROOT, "Samples", "sounds", "chime.caf")

ALERT = {"title": "Anna", "body": "Are we still on for lunch?"}


def ident(n):
    return "BB%022X" % n


def configuration_list(objects, n, settings):
    """Appends a Debug and a Release configuration with `settings` and their list; returns the
    list's id and the next free number."""
    configs = []
    for configuration in ("Debug", "Release"):
        cid = ident(n); n += 1
        lines = "".join(f"\t\t\t\t{key} = {json.dumps(value)};\n" for key, value in sorted(settings.items()))
        objects.append(f"""\t\t{cid} /* {configuration} */ = {{
\t\t\tisa = XCBuildConfiguration;
\t\t\tbuildSettings = {{
{lines}\t\t\t}};
\t\t\tname = {configuration};
\t\t}};""")
        configs.append(cid)
    lid = ident(n); n += 1
    objects.append(f"""\t\t{lid} = {{
\t\t\tisa = XCConfigurationList;
\t\t\tbuildConfigurations = (
\t\t\t\t{configs[0]},
\t\t\t\t{configs[1]},
\t\t\t);
\t\t\tdefaultConfigurationName = Release;
\t\t}};""")
    return lid, n


def pbxproj(name, targets, sounds_folder, folder_reference=False):
    """targets: [(name, product, settings dict, has_resources)]. The sounds folder is a
    synchronized folder (Xcode 16: its files are copied to the bundle's top level), or with
    `folder_reference` a blue folder reference (copied as the folder: App.app/Sounds/...)."""
    objects = []
    n = 1
    folder_ref = ident(n); n += 1
    build_file = ident(n); n += 1
    group = ident(n); n += 1
    if folder_reference:
        objects.append(f"""		{build_file} /* {sounds_folder} in Resources */ = {{
			isa = PBXBuildFile;
			fileRef = {folder_ref} /* {sounds_folder} */;
		}};""")
        objects.append(f"""		{folder_ref} /* {sounds_folder} */ = {{
			isa = PBXFileReference;
			lastKnownFileType = folder;
			path = {sounds_folder};
			sourceTree = "<group>";
		}};""")
    else:
        objects.append(f"""		{folder_ref} /* {sounds_folder} */ = {{
			isa = PBXFileSystemSynchronizedRootGroup;
			path = {sounds_folder};
			sourceTree = "<group>";
		}};""")
    objects.append(f"""		{group} = {{
			isa = PBXGroup;
			children = (
				{folder_ref} /* {sounds_folder} */,
			);
			sourceTree = "<group>";
		}};""")
    target_ids = []
    for target, product, settings, has_resources in targets:
        tid = ident(n); n += 1
        lid, n = configuration_list(objects, n, settings)
        phases = ""
        if has_resources:
            pid = ident(n); n += 1
            listed = f"\n\t\t\t\t{build_file}," if folder_reference else ""
            objects.append(f"""		{pid} /* Resources */ = {{
			isa = PBXResourcesBuildPhase;
			files = ({listed}
			);
		}};""")
            phases = f"\n\t\t\t\t{pid},"
        synchronized = ""
        if has_resources and not folder_reference:
            synchronized = f"\n\t\t\tfileSystemSynchronizedGroups = (\n\t\t\t\t{folder_ref} /* {sounds_folder} */,\n\t\t\t);"
        objects.append(f"""		{tid} /* {target} */ = {{
			isa = PBXNativeTarget;
			buildConfigurationList = {lid};
			buildPhases = ({phases}
			);{synchronized}
			name = {target};
			productName = {target};
			productType = "{product}";
		}};""")
        target_ids.append(tid)
    project_list, n = configuration_list(objects, n, {})
    root = ident(n)
    listed = "".join(f"\t\t\t\t{t},\n" for t in target_ids)
    objects.append(f"""		{root} /* Project object */ = {{
			isa = PBXProject;
			buildConfigurationList = {project_list};
			compatibilityVersion = "Xcode 15.0";
			mainGroup = {group};
			projectDirPath = "";
			projectRoot = "";
			targets = (
{listed}			);
		}};""")
    body = "\n".join(objects)
    return f"""// !$*UTF8*$!
{{
	archiveVersion = 1;
	classes = {{
	}};
	objectVersion = 77;
	objects = {{
{body}
	}};
	rootObject = {root} /* Project object */;
}}
"""


def write_png(path, width, height, colour=(90, 120, 200)):
    """A plain RGB PNG of one colour (an avatar stand-in)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    row = b"\x00" + bytes(colour) * width
    with open(path, "wb") as handle:
        handle.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(row * height, 9)) + chunk(b"IEND", b""))


def write_plist(path, value, binary=False):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        plistlib.dump(value, handle, fmt=plistlib.FMT_BINARY if binary else plistlib.FMT_XML, sort_keys=True)


def project(out, name, entitlements=None, activity=None, service=True, sound="ping.caf", generated=False, binary=False,
            payloads=None, sound_source=SOUND, avatars=None, folder_reference=False):
    folder = os.path.join(out, name)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(os.path.join(folder, name + ".xcodeproj"))
    os.makedirs(os.path.join(folder, "Sounds"))
    shutil.copyfile(sound_source, os.path.join(folder, "Sounds", sound))
    # Avatars the app bundles beside its sounds: name -> (width, height), or None for a file
    # that is not an image.
    for file, size in (avatars or {}).items():
        if size is None:
            open(os.path.join(folder, "Sounds", file), "w").write("not an image\n")
        else:
            write_png(os.path.join(folder, "Sounds", file), *size)
    app = {"PRODUCT_NAME": "$(TARGET_NAME)"}
    if entitlements is not None:
        app["CODE_SIGN_ENTITLEMENTS"] = "$(SRCROOT)/App/App.entitlements"
        write_plist(os.path.join(folder, "App", "App.entitlements"), {key: True for key in entitlements}, binary)
    if generated:
        # No Info.plist file: Xcode generates it from INFOPLIST_KEY_* settings.
        app["GENERATE_INFOPLIST_FILE"] = "YES"
        app["INFOPLIST_KEY_CFBundleDisplayName"] = name
    else:
        app["INFOPLIST_FILE"] = "App/Info.plist"
        info = {"CFBundleIdentifier": "com.example." + name.lower()}
        if activity:
            info["NSUserActivityTypes"] = activity
        write_plist(os.path.join(folder, "App", "Info.plist"), info)
    targets = [(name, "com.apple.product-type.application", app, True)]
    if service:
        write_plist(os.path.join(folder, "Service", "Info.plist"),
                    {"NSExtension": {"NSExtensionPointIdentifier": "com.apple.usernotifications.service",
                                     "NSExtensionPrincipalClass": "$(PRODUCT_MODULE_NAME).NotificationService"}},
                    binary)
        targets.append(("Service", "com.apple.product-type.app-extension", {"INFOPLIST_FILE": "Service/Info.plist"}, False))
    with open(os.path.join(folder, name + ".xcodeproj", "project.pbxproj"), "w") as handle:
        handle.write(pbxproj(name, targets, "Sounds", folder_reference))
    os.makedirs(os.path.join(folder, "payloads"))
    for file, payload in (payloads or {}).items():
        with open(os.path.join(folder, "payloads", file), "w") as handle:
            json.dump(payload, handle, ensure_ascii=False, sort_keys=True)
            handle.write("\n")


def samples(out):
    # Everything set up: the capability and the intents on the app, a service extension (its
    # Info.plist binary), time-sensitive notifications, the sound bundled as the payload names it.
    project(out, "Comms", entitlements=[COMM, TIME], activity=["INSendMessageIntent"], binary=True, avatars={"anna.png": (256, 256)},
            payloads={
        "message.json": {"aps": {"alert": ALERT, "sound": "ping.caf", "mutable-content": 1,
                                  "interruption-level": "time-sensitive", "relevance-score": 0.8},
                         "sender": {"name": "Anna", "avatar": "anna.png"}},
        # A Live Activity update: its relevance-score orders the app's activities, any number
        # (Apple's example sends 75), not the 0-1 of a notification summary.
        "live-activity.json": {"aps": {"event": "update", "timestamp": 1767225600, "relevance-score": 75,
                                       "content-state": {"minutesLeft": 12}}},
    })
    # Intents without the capability, no service extension, the sound bundled as Ping.caf.
    project(out, "Broken", entitlements=[], activity=["INSendMessageIntent", "INStartCallIntent"], service=False,
            sound="Ping.caf", avatars={"wide.png": (300, 200)}, payloads={
                "time-sensitive.json": {"aps": {"alert": {"title": "Delivery", "body": "Your parcel arrives in ten minutes."},
                                                "sound": "chime.caf", "mutable-content": 1,
                                                "interruption-level": "time-sensitive"}},
                "critical.json": {"aps": {"alert": {"title": "Smoke Alarm", "body": "Smoke detected in the kitchen."},
                                          "sound": {"critical": 1, "name": "ping.caf", "volume": 0.8}},
                                  "senderAvatar": "wide.png"},
                "misspelt-level.json": {"aps": {"alert": ALERT, "interruption-level": "timeSensitive", "relevance-score": 2}},
            })
    # The capability without the intents; an Info.plist Xcode generates (INFOPLIST_KEY_*).
    project(out, "NoIntents", entitlements=[COMM], generated=True, payloads={})


def cases(out):
    samples(out)
    # Each misconfiguration and its fixed form, one project each.
    project(out, "Fixed", entitlements=[COMM, TIME, CRIT], activity=["INSendMessageIntent", "INStartCallIntent"], payloads={
        "all.json": {"aps": {"alert": ALERT, "sound": {"critical": 1, "name": "ping.caf", "volume": 1},
                             "mutable-content": 1, "interruption-level": "critical", "relevance-score": 1}},
        "time-sensitive.json": {"aps": {"alert": ALERT, "sound": "ping.caf", "interruption-level": "time-sensitive"}},
    })
    project(out, "NoTimeSensitive", entitlements=[COMM], activity=["INSendMessageIntent"], payloads={
        "time-sensitive.json": {"aps": {"alert": ALERT, "sound": "ping.caf", "interruption-level": "time-sensitive"}},
    })
    project(out, "NoCritical", entitlements=[TIME], payloads={
        "critical-level.json": {"aps": {"alert": ALERT, "interruption-level": "critical"}},
        "critical-sound.json": {"aps": {"alert": ALERT, "sound": {"critical": 1, "name": "ping.caf", "volume": 1}}},
    })
    project(out, "NoService", entitlements=[COMM], activity=["INSendMessageIntent"], service=False, payloads={
        "mutable.json": {"aps": {"alert": ALERT, "mutable-content": 1}},
        "mutable-silent.json": {"aps": {"content-available": 1, "mutable-content": 1}},
    })
    project(out, "WrongCase", entitlements=[], sound="Ping.CAF", payloads={
        "sound.json": {"aps": {"alert": ALERT, "sound": "ping.caf"}},
        "missing.json": {"aps": {"alert": ALERT, "sound": "bell.caf"}},
    })
    # Avatars too small, too large, not an image, and one beside the payload only.
    project(out, "Avatars", entitlements=[COMM], activity=["INSendMessageIntent"],
            avatars={"tiny.png": (64, 64), "huge.png": (2048, 2048), "broken.png": None}, payloads={
        "tiny.json": {"aps": {"alert": ALERT}, "avatar": "tiny.png"},
        "huge.json": {"aps": {"alert": ALERT}, "avatar": "huge.png"},
        "broken.json": {"aps": {"alert": ALERT}, "avatar": "broken.png"},
        "beside.json": {"aps": {"alert": ALERT}, "people": [{"avatarFile": "local.png"}]},
        "remote.json": {"aps": {"alert": ALERT}, "avatar": "https://example.com/anna.png"},
    })
    write_png(os.path.join(out, "Avatars", "payloads", "local.png"), 200, 100)
    # Categories the app registers in code, directly and through a constant; one it never writes.
    project(out, "Categories", entitlements=[], payloads={
        "message.json": {"aps": {"alert": ALERT, "category": "MESSAGE"}},
        "order.json": {"aps": {"alert": ALERT, "category": "ORDER_STATUS"}},
        "promo.json": {"aps": {"alert": ALERT, "category": "PROMO"}},
    })
    with open(os.path.join(out, "Categories", "App", "Notifications.swift"), "w") as handle:
        handle.write('import UserNotifications\n\nenum Category {\n    static let order = "ORDER_STATUS"\n}\n\n'
                     'func register() {\n    let message = UNNotificationCategory(identifier: "MESSAGE", actions: [], intentIdentifiers: [])\n'
                     '    let order = UNNotificationCategory(identifier: Category.order, actions: [], intentIdentifiers: [])\n'
                     '    UNUserNotificationCenter.current().setNotificationCategories([message, order])\n}\n')
    # The app bundles the sound the payload names, but it is 31 s long: the default plays.
    project(out, "LongSound", entitlements=[], sound="alarm.caf", sound_source=os.path.join(ROOT, "Samples", "sounds", "too-long.caf"),
            payloads={"alarm.json": {"aps": {"alert": ALERT, "sound": "alarm.caf"}}})
    # The sounds folder as a blue folder reference: Xcode copies the folder itself
    # (BlueFolder.app/Sounds/ping.caf), where UNNotificationSound(named:) never looks; the same
    # folder synchronized (Xcode 16) is copied to the bundle's top level, as every case above has it.
    for name, as_folder in (("BlueFolder", True), ("SyncFolder", False)):
        project(out, name, entitlements=[], folder_reference=as_folder, avatars={"splash.png": (320, 480)}, payloads={
            "sound.json": {"aps": {"alert": ALERT, "sound": "ping.caf"}},
            "launch.json": {"aps": {"alert": dict(ALERT, **{"launch-image": "splash.png"})}},
        })
    # A project with two apps: payloads found below it have no receiver unless --target says.
    two = os.path.join(out, "TwoApps")
    project(out, "TwoApps", entitlements=[], payloads={
        "time-sensitive.json": {"aps": {"alert": ALERT, "interruption-level": "time-sensitive"}},
    })
    path = os.path.join(two, "TwoApps.xcodeproj", "project.pbxproj")
    text = open(path).read()
    text = text.replace("productType = \"com.apple.product-type.app-extension\"", "productType = \"com.apple.product-type.application\"")
    open(path, "w").write(text)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    if "--samples" in sys.argv[2:]:
        samples(out)
    else:
        cases(out)


if __name__ == "__main__":
    main()
