#!/usr/bin/env python3
"""Writes XcodeGen projects as teams commit them when no .xcodeproj is committed (issue 45): a
project.yml, the target.yml files it includes, and the files their targets name.

    scripts/make-xcodegen-projects.py OUTDIR       every case, each in OUTDIR/NAME/
    scripts/make-xcodegen-projects.py --describe   what a reader should find in each case (JSON)
    scripts/make-xcodegen-projects.py --seeds DIR  one fuzz seed per case (xcodegen-spec target)
    scripts/make-xcodegen-projects.py --hostile OUTDIR  the hostile specs, each in OUTDIR/hostile/NAME/,
                                                 and what a reader says of each (JSON)

Cases, in the shapes real specs use (ruuvi/com.ruuvi.station.ios: anchors for values,
`include:` of target.yml files whose paths are relative to themselves, CODE_SIGN_ENTITLEMENTS
relative to the project's root, no app icon setting so XcodeGen's preset names AppIcon):

  station     anchors, aliases and a `<<:` merge key; three configurations; includes (an app, a
              Notification Service extension with generated entitlements, a framework that is
              skipped); sources holding an .xcassets (AppIcon, Dark) and a .caf; settings per
              configuration (alternates as a YAML list); info properties; an included file's
              target keys merged under the including file's (lists appended, `:REPLACE`)
  templated   a target template with ${target_name}, flat settings, setting groups, an .xcconfig
              per configuration, alternates as one string, INCLUDE_ALL, INFOPLIST_KEY_*, a
              `type: folder` source, an include with relativePaths: false, settingPresets: none
  tvos        a tvOS app: XcodeGen's preset names "App Icon & Top Shelf Image"
  outside     an entitlements setting with `..` above the spec's folder, an absolute Info.plist,
              a source outside: the target is read, those files are not
  excludes    `excludes:`/`includes:` of sources (globstar, `{a,b}`, a catalog or .docc one file, a
              Sounds.v2 folder walked into): what they leave out is no resource of the target (its
              sounds not in the bundle)
  environment ${NAME} in paths, includes, settings: each in notRead, nothing guessed; $(SRCROOT)
              and a ${NAME} Xcode provides resolve as build settings
  multiplatform  `platform: [iOS, tvOS]` (Clock_iOS, Clock_tvOS, ${platform}), platformPrefix and
              platformSuffix, `supportedDestinations:` with iOS; `name: Alarm${platform}` and
              `templates: [Base_${platform}]`; a template's own platform list
  broken/*    specs that cannot be read: an include outside the folder, absolute, missing, or
              through a link out; includes nested too deep, too many files, an alias bomb, no
              name, not YAML. Each gives a problem naming the file.
  hostile/*   (--hostile only) 48 targets sharing 500 filtered sources of a 2,000-file folder:
              each walked once, all within one budget, what was not walked said.

The description is, per case: the spec, the .xcodeproj XcodeGen would write, and the targets'
configurations, icons, resources, setups (entitlements and Info.plist as generated or read), the
sounds that land in the app's bundle and the role of each icon set; or the problem's words.
Every byte is deterministic.
"""
import json
import os
import plistlib
import struct
import sys
import zlib

SERVICE_POINT = "com.apple.usernotifications.service"


def png(width, height):
    """A small opaque RGB PNG."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + bytes([40, 120, 200]) * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def caf(seconds=0.25, rate=44100):
    """A Core Audio Format file of 16-bit mono linear PCM silence."""
    frames = int(seconds * rate)
    desc = struct.pack(">dIIIIII", float(rate), int.from_bytes(b"lpcm", "big"), 2, 2, 1, 1, 16)
    data = struct.pack(">I", 0) + b"\x00\x00" * frames
    return (b"caff" + struct.pack(">HH", 1, 0) + b"desc" + struct.pack(">q", len(desc)) + desc
            + b"data" + struct.pack(">q", len(data)) + data)


def icon_set(name):
    """An .appiconset's Contents.json (one 1024 universal icon) and its PNG."""
    contents = {"images": [{"filename": name + ".png", "idiom": "universal", "platform": "ios", "size": "1024x1024"}],
                "info": {"author": "xcode", "version": 1}}
    return {"Contents.json": json.dumps(contents, indent=2, sort_keys=True).encode(), name + ".png": png(16, 16)}


def catalog(folder, sets):
    """The files of an asset catalog holding `sets` (app icon set names)."""
    files = {folder + "/Contents.json": b'{"info":{"author":"xcode","version":1}}\n'}
    for name in sets:
        for file, data in icon_set(name).items():
            files[f"{folder}/{name}.appiconset/{file}"] = data
    return files


def plist(values):
    return plistlib.dumps(values, sort_keys=True)


STATION_SPEC = """\
BUILD_NUMBER: &BUILD_NUMBER 7
APP_VERSION: &APP_VERSION 2.4.0
PROJECT_NAME: &PROJECT_NAME Station
TEAM: &TEAM ABCDE12345

common: &common
  DEVELOPMENT_TEAM: *TEAM
  CURRENT_PROJECT_VERSION: *BUILD_NUMBER

name: *PROJECT_NAME
options:
  bundleIdPrefix: com.example
  deploymentTarget:
    iOS: 16.0
settings:
  base:
    <<: *common
    MARKETING_VERSION: *APP_VERSION
configs:
  Alpha: release
  Debug: debug
  Release: release
include:
  - Packages/Core/target.yml
  - path: Apps/Station/target.yml
  - Apps/Station/Service/target.yml
  - path: Apps/Disabled/target.yml
    enable: false
targets:
  Station:
    sources:
      - path: Apps/Station/Extra
    info:
      properties:
        UIBackgroundModes:REPLACE: [remote-notification]
"""

STATION_APP = """\
---
targets:
  Station:
    type: application
    platform: iOS
    sources:
      - path: Sources/
        excludes: ["*.entitlements", Info.plist]
      - path: Generated
        buildPhase: sources
    info:
      path: Info.plist
      properties:
        CFBundleDisplayName: Station
        NSUserActivityTypes: [INSendMessageIntent]
        UIBackgroundModes: [fetch, processing]
    settings:
      base:
        CODE_SIGN_ENTITLEMENTS: Apps/Station/Sources/Station.entitlements
        PRODUCT_NAME: Station App
      configs:
        Alpha:
          ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: [Dark]
        Release:
          CODE_SIGN_IDENTITY: "iPhone Distribution"
"""

STATION_SERVICE = """\
targets:
  StationService:
    type: app-extension
    platform: iOS
    sources: [Sources]
    info:
      path: Info.plist
      properties:
        NSExtension:
          NSExtensionPointIdentifier: com.apple.usernotifications.service
          NSExtensionPrincipalClass: $(PRODUCT_MODULE_NAME).NotificationService
    entitlements:
      path: Sources/Service.entitlements
      properties:
        aps-environment: production
        com.apple.security.application-groups: [group.com.example.station]
"""

STATION_CORE = """\
targets:
  Core:
    type: framework
    platform: iOS
    sources: [Sources]
"""


def station():
    files = {
        "project.yml": STATION_SPEC.encode(),
        "Apps/Station/target.yml": STATION_APP.encode(),
        "Apps/Station/Service/target.yml": STATION_SERVICE.encode(),
        "Apps/Disabled/target.yml": b"targets: {Ghost: {type: application, platform: iOS}}\n",
        "Packages/Core/target.yml": STATION_CORE.encode(),
        "Packages/Core/Sources/Core.swift": b"public enum Core {}\n",
        "Apps/Station/Sources/App.swift": b"import UIKit\n",
        "Apps/Station/Sources/Info.plist": plist({"CFBundleDisplayName": "Stale"}),
        "Apps/Station/Sources/Station.entitlements": plist({"aps-environment": "development"}),
        "Apps/Station/Sources/Resources/Sounds/ping.caf": caf(),
        "Apps/Station/Extra/chime.caf": caf(0.5),
        "Apps/Station/Generated/Strings.swift": b"enum Strings {}\n",
        "Apps/Station/Service/Sources/NotificationService.swift": b"import UserNotifications\n",
        "Apps/Station/Service/Sources/Service.entitlements": plist({"stale": True}),
    }
    files.update(catalog("Apps/Station/Sources/Resources/Assets.xcassets", ["AppIcon", "Dark"]))
    app_info = {"CFBundleDisplayName": "Station", "NSUserActivityTypes": ["INSendMessageIntent"],
                "UIBackgroundModes": ["remote-notification"]}
    service_info = {"NSExtension": {"NSExtensionPointIdentifier": SERVICE_POINT,
                                    "NSExtensionPrincipalClass": "$(PRODUCT_MODULE_NAME).NotificationService"}}
    service_entitlements = {"aps-environment": "production", "com.apple.security.application-groups": ["group.com.example.station"]}
    configurations = ["Alpha", "Debug", "Release"]
    setups = []
    icons = []
    for configuration in configurations:
        icons.append({"target": "Station", "configuration": configuration, "primary": "AppIcon",
                      "alternates": ["Dark"] if configuration == "Alpha" else [], "includesAll": False})
        setups.append({"target": "Station", "configuration": configuration, "productType": "com.apple.product-type.application",
                       "productName": "Station App", "entitlementsFile": "Apps/Station/Sources/Station.entitlements",
                       "entitlements": {"aps-environment": "development"}, "entitlementsKnown": True,
                       "infoFile": "Apps/Station/Info.plist", "info": app_info, "infoKnown": True, "problems": []})
        setups.append({"target": "StationService", "configuration": configuration,
                       "productType": "com.apple.product-type.app-extension", "productName": "StationService",
                       "entitlementsFile": "Apps/Station/Service/Sources/Service.entitlements", "entitlements": service_entitlements,
                       "entitlementsKnown": True, "infoFile": "Apps/Station/Service/Info.plist", "info": service_info,
                       "infoKnown": True, "problems": []})
    catalog_path = "Apps/Station/Sources/Resources/Assets.xcassets"
    return files, {
        "folder": "Station.xcodeproj",
        "configurations": {"Station": configurations, "StationService": configurations},
        "icons": icons,
        "resources": {"Station": ["Apps/Station/Extra", "Apps/Station/Sources/App.swift", "Apps/Station/Sources/Resources"],
                      "StationService": ["Apps/Station/Service/Sources"]},
        "folderReferences": {"Station": [], "StationService": []},
        "setups": setups,
        "receiver": {"app": "Station", "configuration": "Release", "sounds": ["chime.caf", "ping.caf"], "serviceExtensions": ["StationService"]},
        "roles": {catalog_path + "/AppIcon.appiconset": "primary", catalog_path + "/Dark.appiconset": "notShipped"},
    }


TEMPLATED_SPEC = """\
name: Chat
options:
  settingPresets: none
configFiles:
  Debug: Config/Debug.xcconfig
  Release: Config/Release.xcconfig
settingGroups:
  icons:
    ASSETCATALOG_COMPILER_APPICON_NAME: Brand
    ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: "Night Day"
targetTemplates:
  App:
    type: application
    platform: iOS
    sources:
      - path: ${target_name}/Resources
      - path: ${target_name}/Sounds
        type: folder
    settings:
      groups: [icons]
      base:
        INFOPLIST_KEY_CFBundleDisplayName: ${target_name} Chat
        INFOPLIST_KEY_NSUserActivityTypes: INStartCallIntent
include:
  - path: Shared/extras.yml
    relativePaths: false
targets:
  Chat:
    templates: [App]
    settings:
      configs:
        Release:
          ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS: YES
    entitlements:
      path: Chat/Chat.entitlements
      properties:
        aps-environment: production
        com.apple.developer.usernotifications.communication: true
"""

TEMPLATED_EXTRAS = """\
targets:
  Chat:
    sources:
      - Chat/Extra
"""


def templated():
    files = {
        "project.yml": TEMPLATED_SPEC.encode(),
        "Shared/extras.yml": TEMPLATED_EXTRAS.encode(),
        "Config/Debug.xcconfig": b"// Debug\nPRODUCT_NAME = ChatDebug\n",
        "Config/Release.xcconfig": b"PRODUCT_NAME = Chat\n",
        "Chat/Sounds/knock.caf": caf(),
        "Chat/Extra/readme.txt": b"extra\n",
    }
    files.update(catalog("Chat/Resources/Assets.xcassets", ["Brand", "Night", "Day"]))
    configurations = ["Debug", "Release"]
    icons = [{"target": "Chat", "configuration": c, "primary": "Brand", "alternates": ["Night", "Day"],
              "includesAll": c == "Release"} for c in configurations]
    info = {"CFBundleDisplayName": "Chat Chat", "NSUserActivityTypes": "INStartCallIntent"}
    entitlements = {"aps-environment": "production", "com.apple.developer.usernotifications.communication": True}
    setups = [{"target": "Chat", "configuration": c, "productType": "com.apple.product-type.application",
               "productName": "ChatDebug" if c == "Debug" else "Chat", "entitlementsFile": "Chat/Chat.entitlements",
               "entitlements": entitlements, "entitlementsKnown": True, "infoFile": None, "info": info, "infoKnown": True,
               "problems": []} for c in configurations]
    return files, {
        "folder": "Chat.xcodeproj",
        "configurations": {"Chat": configurations},
        "icons": icons,
        "resources": {"Chat": ["Chat/Extra", "Chat/Resources", "Chat/Sounds"]},
        "folderReferences": {"Chat": ["Chat/Sounds"]},
        "setups": setups,
        "receiver": {"app": "Chat", "configuration": "Release", "sounds": ["knock.caf"], "serviceExtensions": []},
        "roles": {"Chat/Resources/Assets.xcassets/Brand.appiconset": "primary",
                  "Chat/Resources/Assets.xcassets/Night.appiconset": "alternate"},
    }


def tvos():
    spec = "name: Theatre\ntargets:\n  Theatre:\n    type: application\n    platform: tvOS\n    sources: [App]\n"
    files = {"project.yml": spec.encode(), "App/main.swift": b"print()\n"}
    configurations = ["Debug", "Release"]
    return files, {
        "folder": "Theatre.xcodeproj",
        "configurations": {"Theatre": configurations},
        "icons": [{"target": "Theatre", "configuration": c, "primary": "App Icon & Top Shelf Image", "alternates": [],
                   "includesAll": False} for c in configurations],
        "resources": {"Theatre": ["App"]},
        "folderReferences": {"Theatre": []},
        "setups": [{"target": "Theatre", "configuration": c, "productType": "com.apple.product-type.application",
                    "productName": "Theatre", "entitlementsFile": None, "entitlements": {}, "entitlementsKnown": True,
                    "infoFile": None, "info": {}, "infoKnown": True, "problems": []} for c in configurations],
    }


OUTSIDE_SPEC = """\
name: Leaky
targets:
  Leaky:
    type: application
    platform: iOS
    sources:
      - ../secrets
      - App
      - /etc
    settings:
      CODE_SIGN_ENTITLEMENTS: $(SRCROOT)/../secret.entitlements
      INFOPLIST_FILE: /etc/hosts
      ASSETCATALOG_COMPILER_APPICON_NAME: ""
"""


def outside():
    files = {"project.yml": OUTSIDE_SPEC.encode(), "App/a.swift": b"\n"}
    configurations = ["Debug", "Release"]
    problems = ["CODE_SIGN_ENTITLEMENTS names ./../secret.entitlements, which is outside",
                "INFOPLIST_FILE names /etc/hosts, which is outside"]
    return files, {
        "folder": "Leaky.xcodeproj",
        "configurations": {"Leaky": configurations},
        "icons": [],
        "resources": {"Leaky": ["App"]},
        "folderReferences": {"Leaky": []},
        "setups": [{"target": "Leaky", "configuration": c, "productType": "com.apple.product-type.application",
                    "productName": "Leaky", "entitlementsFile": "./../secret.entitlements", "entitlements": {},
                    "entitlementsKnown": False, "infoFile": "/etc/hosts", "info": {}, "infoKnown": False,
                    "problems": problems} for c in configurations],
    }


def plain_setups(target, configurations, product_name=None, info=None, info_file=None, problems=()):
    """A target's setups when it names no entitlements: its product name, its Info.plist as read."""
    return [{"target": target, "configuration": c, "productType": "com.apple.product-type.application",
             "productName": product_name or target, "entitlementsFile": None, "entitlements": {}, "entitlementsKnown": True,
             "infoFile": info_file, "info": info or {}, "infoKnown": True, "problems": list(problems)} for c in configurations]


EXCLUDES_SPEC = """\
name: Bell
targets:
  Bell:
    type: application
    platform: iOS
    sources:
      - path: Resources
        excludes: ["**/*.md", "Old/*.caf", "{Draft,Scratch}/**", "./Legacy.xcassets/"]
      - path: Extra
        includes: ["*.caf"]
      - path: Mixed
        includes: ["**/*.caf"]
        excludes: [Loud]
      - path: Whole
        excludes: ["Nothing/*.caf"]
"""


def excludes():
    """excludes: and includes: of a target's sources (issue 45): a sound or icon set under an
    excluded glob is not in the target, a catalog is one file to XcodeGen (a glob never reaches
    inside it, nor inside a .docc), a folder whose extension is no file type (Sounds.v2) is walked
    into, `*` stays within a name, `**` crosses folders, `{a,b}` spells out, excludes win."""
    files = {
        "project.yml": EXCLUDES_SPEC.encode(),
        "Resources/README.md": b"# sounds\n",
        "Resources/Sounds/ping.caf": caf(),
        "Resources/Sounds/notes.md": b"notes\n",
        "Resources/Old/legacy.caf": caf(0.5),
        "Resources/Old/keep.txt": b"kept\n",
        "Resources/Draft/draft.caf": caf(0.75),
        "Resources/Draft/Deeper/deep.caf": caf(0.75),
        "Resources/Assets.xcassets/notes.md": b"inside a catalog: kept with it\n",
        "Resources/Guide.docc/notes.md": b"inside a documentation catalog: kept with it\n",
        "Resources/Sounds.v2/chime2.caf": caf(),
        "Resources/Sounds.v2/notes.md": b"a folder with a dot, not a file type: walked into\n",
        "Extra/chime.caf": caf(0.5),
        "Extra/readme.txt": b"not a caf\n",
        "Extra/Sub/deep.caf": caf(0.5),
        "Mixed/a.caf": caf(),
        "Mixed/b.txt": b"left out\n",
        "Mixed/Loud/b.caf": caf(),
        "Mixed/Soft/c.caf": caf(),
        "Whole/w.caf": caf(),
    }
    files.update(catalog("Resources/Assets.xcassets", ["AppIcon"]))
    files.update(catalog("Resources/Legacy.xcassets", ["Legacy"]))
    configurations = ["Debug", "Release"]
    return files, {
        "folder": "Bell.xcodeproj",
        "configurations": {"Bell": configurations},
        "icons": [{"target": "Bell", "configuration": c, "primary": "AppIcon", "alternates": [], "includesAll": False}
                  for c in configurations],
        "resources": {"Bell": sorted(["Extra/chime.caf", "Mixed/Soft", "Mixed/a.caf", "Resources/Assets.xcassets", "Resources/Guide.docc",
                                      "Resources/Old/keep.txt", "Resources/Sounds.v2/chime2.caf", "Resources/Sounds/ping.caf", "Whole"])},
        "folderReferences": {"Bell": []},
        "setups": plain_setups("Bell", configurations),
        "notRead": [],
        "receiver": {"app": "Bell", "configuration": "Release",
                     "sounds": ["a.caf", "c.caf", "chime.caf", "chime2.caf", "ping.caf", "w.caf"],
                     "serviceExtensions": []},
        "roles": {"Resources/Assets.xcassets/AppIcon.appiconset": "primary"},
    }


ENVIRONMENT_SPEC = """\
name: Beacon
include:
  - ${CI_DIR}/ci.yml
  - path: extra.yml
    enable: ${WITH_EXTRA}
settings:
  DEVELOPMENT_TEAM: ${TEAM_ID}
targets:
  Beacon:
    type: application
    platform: iOS
    sources:
      - path: ${SRC}/App
      - App
      - path: Sounds
        excludes: ["${SKIP}/*.caf", "*.txt"]
    entitlements:
      path: ${ENTITLEMENTS_DIR}/Beacon.entitlements
      properties:
        aps-environment: production
    settings:
      ASSETCATALOG_COMPILER_APPICON_NAME: ${ICON}
      PRODUCT_BUNDLE_IDENTIFIER: ${BUNDLE_PREFIX}.beacon
      INFOPLIST_FILE: $(SRCROOT)/App/Info.plist
      PRODUCT_NAME: ${TARGET_NAME}
"""


def environment():
    """${NAME} in values (issue 45): XcodeGen expands them from the environment it runs in, which
    alertpack never reads into a verdict: each is said in notRead and nothing is guessed; $(NAME)
    and a ${NAME} Xcode provides are build settings, resolved as the pbxproj reader resolves them."""
    files = {
        "project.yml": ENVIRONMENT_SPEC.encode(),
        "extra.yml": b"targets: {Extra: {type: application, platform: iOS}}\n",
        "App/Info.plist": plist({"CFBundleDisplayName": "Beacon"}),
        "Sounds/beep.caf": caf(),
    }
    configurations = ["Debug", "Release"]
    note = "{}: {}: environment variable, not read"
    return files, {
        "folder": "Beacon.xcodeproj",
        "configurations": {"Beacon": configurations},
        "icons": [{"target": "Beacon", "configuration": c, "primary": None, "alternates": [], "includesAll": False,
                   "unresolved": ["${ICON}"]} for c in configurations],
        "resources": {"Beacon": ["App", "Sounds"]},
        "folderReferences": {"Beacon": []},
        "setups": [dict(s, entitlementsFile=None, entitlementsKnown=False,
                        problems=["CODE_SIGN_ENTITLEMENTS = ${ENTITLEMENTS_DIR}/Beacon.entitlements uses ENTITLEMENTS_DIR"])
                   for s in plain_setups("Beacon", configurations, info={"CFBundleDisplayName": "Beacon"}, info_file="App/Info.plist")],
        "notRead": [note.format("project.yml include", "${CI_DIR}/ci.yml"), note.format("project.yml include", "enable: ${WITH_EXTRA}"),
                    note.format("settings.DEVELOPMENT_TEAM", "${TEAM_ID}"), note.format("targets.Beacon.sources[0].path", "${SRC}/App"),
                    note.format("targets.Beacon.sources[2].excludes", "${SKIP}/*.caf"),
                    note.format("targets.Beacon.entitlements.path", "${ENTITLEMENTS_DIR}/Beacon.entitlements"),
                    note.format("targets.Beacon.settings.ASSETCATALOG_COMPILER_APPICON_NAME", "${ICON}"),
                    note.format("targets.Beacon.settings.PRODUCT_BUNDLE_IDENTIFIER", "${BUNDLE_PREFIX}.beacon")],
    }


MULTIPLATFORM_SPEC = """\
name: Clock
targetTemplates:
  Base_iOS:
    type: application
    sources: ["Alarm/${target_name}"]
  Base_tvOS:
    type: application
    sources: [Alarm/TV]
  Multi:
    type: application
    platform: [iOS]
    sources: ["Pager/${platform}"]
targets:
  Alarm:
    name: Alarm${platform}
    platform: [iOS, tvOS]
    templates: ["Base_${platform}"]
  Pager:
    templates: [Multi]
  Clock:
    type: application
    platform: [iOS, tvOS]
    sources:
      - Clock/${platform}
      - Clock/Shared
  Face:
    type: application
    platform: [iOS]
    platformPrefix: My
    platformSuffix: ""
    sources: [Face]
  Desk:
    type: application
    supportedDestinations: [macOS, iOS]
    sources: [Desk]
"""


def multiplatform():
    """Multi-platform targets (issue 45): `platform: [iOS, tvOS]` is one target per platform
    (Clock_iOS, Clock_tvOS, `${platform}` replaced, each with its platform's app icon preset and
    the product name they share), `platformPrefix`/`platformSuffix` name them; one target with
    `supportedDestinations:` takes iOS's presets when iOS is among them. As XcodeGen resolves
    them (platforms, then templates, then platforms again): `name: Alarm${platform}` names the
    targets AlarmiOS and AlarmtvOS, `templates: [Base_${platform}]` finds each platform's
    template (its `${target_name}` the platform's target, Alarm_iOS); a template's own
    `platform:` list makes a target per platform too (Pager_iOS)."""
    files = {"project.yml": MULTIPLATFORM_SPEC.encode(), "Clock/Shared/tick.caf": caf(), "Clock/iOS/ring.caf": caf(),
             "Clock/tvOS/tv.caf": caf(), "Face/f.swift": b"\n", "Desk/d.swift": b"\n", "Alarm/Alarm_iOS/alarm.caf": caf(),
             "Alarm/TV/tv.caf": caf(), "Pager/iOS/page.caf": caf()}
    files.update(catalog("Clock/iOS/Assets.xcassets", ["AppIcon"]))
    configurations = ["Debug", "Release"]
    primaries = {"AlarmiOS": "AppIcon", "AlarmtvOS": "App Icon & Top Shelf Image", "Clock_iOS": "AppIcon",
                 "Clock_tvOS": "App Icon & Top Shelf Image", "Desk": "AppIcon", "MyFace": "AppIcon", "Pager_iOS": "AppIcon"}
    names = {"AlarmiOS": "Alarm", "AlarmtvOS": "Alarm", "Clock_iOS": "Clock", "Clock_tvOS": "Clock", "Desk": "Desk", "MyFace": "Face",
             "Pager_iOS": "Pager"}
    return files, {
        "folder": "Clock.xcodeproj",
        "configurations": {name: configurations for name in primaries},
        "icons": [{"target": t, "configuration": c, "primary": p, "alternates": [], "includesAll": False}
                  for t, p in sorted(primaries.items()) for c in configurations],
        "resources": {"AlarmiOS": ["Alarm/Alarm_iOS"], "AlarmtvOS": ["Alarm/TV"], "Clock_iOS": ["Clock/Shared", "Clock/iOS"],
                      "Clock_tvOS": ["Clock/Shared", "Clock/tvOS"], "Desk": ["Desk"], "MyFace": ["Face"], "Pager_iOS": ["Pager/iOS"]},
        "folderReferences": {name: [] for name in primaries},
        "setups": [s for t in sorted(primaries) for s in plain_setups(t, configurations, product_name=names[t])],
        "notRead": [],
    }


def broken():
    """Specs that cannot be read: (files, links, the words the problem holds)."""
    deep = {"project.yml": b"name: Deep\ninclude: [d1.yml]\n"}
    for level in range(1, 11):
        deep[f"d{level}.yml"] = f"include: [d{level + 1}.yml]\n".encode()
    many = {"project.yml": ("name: Many\ninclude:\n" + "".join(f"  - parts/p{n}.yml\n" for n in range(70))).encode()}
    for n in range(70):
        many[f"parts/p{n}.yml"] = f"targets: {{T{n}: {{type: framework}}}}\n".encode()
    bomb = "name: Bomb\na: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for level in range(1, 9):
        bomb += f"{chr(97 + level)}: &{chr(97 + level)} [" + ", ".join([f"*{chr(96 + level)}"] * 10) + "]\n"
    return {
        "include-outside": ({"project.yml": b"name: X\ninclude: [../outside.yml]\n"}, {}, "includes ../outside.yml, which is outside"),
        "include-absolute": ({"project.yml": b"name: X\ninclude:\n  - path: /etc/hosts\n"}, {}, "includes /etc/hosts, which is outside"),
        "include-missing": ({"project.yml": b"name: X\ninclude: [Targets/app.yml]\n"}, {}, "includes Targets/app.yml, which is not there"),
        "include-link": ({"project.yml": b"name: X\ninclude: [linked.yml]\n"}, {"linked.yml": "../outside.yml"},
                         "includes linked.yml, which is outside"),
        "include-deep": (deep, {}, "more than 8 includes deep"),
        "include-many": (many, {}, "project.yml includes more than 64 files"),
        "alias-bomb": ({"project.yml": bomb.encode()}, {}, "project.yml: "),
        "no-name": ({"project.yml": b"targets: {}\n"}, {}, "project.yml names no project"),
        "not-yaml": ({"project.yml": b"name: [unclosed\n"}, {}, "project.yml: not valid YAML"),
        "not-table": ({"project.yml": b"- a\n- b\n"}, {}, "project.yml is not a table"),
    }


def hostile():
    """Specs that ask for more walking than any real one (review of issue 45), each with what a
    reader says: `repeated-sources`, 48 targets sharing (by a YAML alias) 500 source entries of one
    folder of 2,000 files, each entry excluding another file: 24,000 filtered walks if each were
    done (48 million names); the reader walks each source and patterns once and at most
    ProjectSpecWalks.maxNames names in all, and says the rest in a few notes."""
    files = {}
    for folder in range(40):
        for number in range(50):
            files[f"R/D{folder}/f{number}.caf"] = b""
    files["project.yml"] = shared_sources(48, 500)
    return {"repeated-sources": (files, {"spec": "hostile/repeated-sources/project.yml", "targets": 48,
                                         "notRead": ["its excludes and includes, not applied: past the 100000 names",
                                                     "more sources or globs: not walked"]})}


def shared_sources(targets, entries):
    """A spec of `targets` app targets sharing (by a YAML alias) `entries` sources of the folder R,
    each excluding another file of it."""
    listed = "".join(f"    - {{path: R, excludes: [D{n % 40}/f{n // 40}.caf]}}\n" for n in range(entries))
    named = "".join(f"  T{n}: {{type: application, platform: iOS, sources: *sources}}\n" for n in range(targets))
    return ("name: Repeated\nshared:\n  sources: &sources\n" + listed + "targets:\n" + named).encode()


def cases():
    return {"station": station(), "templated": templated(), "tvos": tvos(), "outside": outside(), "excludes": excludes(),
            "environment": environment(), "multiplatform": multiplatform()}


def write(out):
    for name, (files, _) in sorted(cases().items()):
        write_files(os.path.join(out, name), files)
    with open(os.path.join(out, "outside.yml"), "wb") as handle:
        handle.write(b"targets: {Stolen: {type: application, platform: iOS}}\n")
    with open(os.path.join(out, "secret.entitlements"), "wb") as handle:
        handle.write(plist({"aps-environment": "production"}))
    for name, (files, links, _) in sorted(broken().items()):
        folder = os.path.join(out, "broken", name)
        write_files(folder, files)
        for link, target in sorted(links.items()):
            os.symlink(os.path.join("..", target), os.path.join(folder, link))


def write_files(folder, files):
    for path, data in sorted(files.items()):
        full = os.path.join(folder, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as handle:
            handle.write(data)


def describe():
    described = {name: dict(facts, spec=name + "/project.yml") for name, (_, facts) in cases().items()}
    for name, (_, _, words) in broken().items():
        described["broken/" + name] = {"spec": f"broken/{name}/project.yml", "problem": words}
    return described


def write_hostile(out):
    """The hostile specs, each in OUTDIR/hostile/NAME/, and what a reader says of each (JSON)."""
    described = {}
    for name, (files, facts) in sorted(hostile().items()):
        write_files(os.path.join(out, "hostile", name), files)
        described[name] = facts
    json.dump(described, sys.stdout, sort_keys=True, indent=1)
    print()


def seeds(out):
    """One fuzz seed per case (the xcodegen-spec target): project.yml, then a NUL and each spec
    file it includes, renamed inc1.yml … inc4.yml as the target writes them."""
    os.makedirs(out, exist_ok=True)
    every = {name: files for name, (files, _) in cases().items()}
    every.update({"broken-" + name: files for name, (files, _, _) in broken().items()})
    # The hostile shape, small: a fuzzer mutates small inputs best, and each run stays quick.
    every["hostile-shared-sources"] = {"project.yml": shared_sources(8, 40)}
    for name, files in sorted(every.items()):
        included = sorted(path for path in files if path.endswith(".yml") and path != "project.yml")[:4]
        renames = sorted(((path, f"inc{index}.yml") for index, path in enumerate(included, 1)), key=lambda pair: -len(pair[0]))

        def renamed(data):
            text = data.decode()
            for path, new in renames:
                text = text.replace(path, new).replace(os.path.basename(path) + "]", new + "]")
            return text.encode()
        with open(os.path.join(out, name), "wb") as handle:
            handle.write(b"\0".join(renamed(files[path]) for path in ["project.yml"] + included))


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    if sys.argv[1] == "--describe":
        json.dump(describe(), sys.stdout, sort_keys=True, indent=1)
        print()
        return
    if sys.argv[1] == "--seeds":
        seeds(sys.argv[2])
        return
    if sys.argv[1] == "--hostile":
        write_hostile(sys.argv[2])
        return
    write(sys.argv[1])


if __name__ == "__main__":
    main()
