#!/usr/bin/env python3
"""Writes Tuist projects as teams commit them, with no .xcodeproj (issue 45): a Project.swift, the
Tuist/ProjectDescriptionHelpers files it uses, and the files its targets name.

    scripts/make-tuist-projects.py OUTDIR       every case, each in OUTDIR/NAME/
    scripts/make-tuist-projects.py --describe   what a reader should find in each case (JSON)
    scripts/make-tuist-projects.py --seeds DIR  one fuzz seed per case (tuist-project target)
    scripts/make-tuist-projects.py --hostile OUTDIR  the hostile manifests, each in OUTDIR/hostile/NAME/,
                                              and what a reader says of each (JSON)

Cases, in the shapes real manifests use (wakmusic/wakmusic-iOS: targets and settings built from
an environment plugin's values; ImaginativeShohag/Why-Not-SwiftUI: the whole project made by a
helper function, `Project.app(…)`; tuist's own templates: `.target(…)` literals):

  chime       a literal Project(…): three configurations (Beta names an alternate icon as
              `.array([…])`), an app with `.extendingDefault(with:)` Info.plist properties
              (INSendMessageIntent) and an entitlements file without the communication
              entitlement, a Notification Service extension with `.dictionary` entitlements, a
              framework and a test target (skipped), `resources: ["Resources/**"]` holding an
              .xcassets (AppIcon, Dark) and a .caf
  chime-fixed the same app with the communication entitlement (notify.communication is silent)
  helpers     values from Tuist/ProjectDescriptionHelpers: `Constants.appName`, a
              `ConfigurationName` declared there (`.qa`), `.file(path:)` Info.plist and
              entitlements, an .xcconfig per configuration, `.glob(pattern:)` and
              `.folderReference(path:)` resources, `productName:`, `defaultSettings: .none`
  computed    wakmusic's shapes: the project's and a target's name from `env.name`, settings
              `env.baseSetting.merging(…)`, an interpolated bundle id, an entitlements file
              `.relativeToRoot(…)`: nothing guessed, each listed as not read (and the files
              unknown, so no rule says a key is missing)
  helper-app  Why-Not-SwiftUI's shape: `let project = Project.app(…)`: no target read, said so
  outside     entitlements above the manifest's folder, an absolute Info.plist, resources
              outside: the target is read, those files are not
  linked-helpers  Tuist/ProjectDescriptionHelpers is a link to a folder outside the project: not
              followed, so `Constants.bundleId` is not read (said so)
  no-repository   helpers in the folder above the manifest's, with no repository around them:
              not looked for above the manifest's own folder (never a home folder's Tuist/)
  beside-xcodegen  a Swift package's Project.swift (no `import ProjectDescription`) beside a valid
              XcodeGen project.yml: the spec governs the folder's icons, not hidden by the other
  root-glob   `**/*.xcassets` and `.glob(pattern: "**/*.caf", excluding:)` from the manifest's folder,
              not into another target's folder, a nested project, Derived/ or a hidden folder; an
              imported plugin module (Tuist/Config.swift's plugins) said as not read
  broken/*    manifests that cannot be read: no `let project`, not Swift at all, too large.
  hostile/*   (--hostile only) 256 targets sharing 2,000 source folders; 64 targets sharing 1,000
              root globs over 2,000 files: read within bounds, what was not walked said.

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
    rows = b"".join(b"\x00" + bytes([200, 90, 40]) * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def caf(seconds=0.25, rate=44100):
    """A Core Audio Format file of 16-bit mono linear PCM silence."""
    frames = int(seconds * rate)
    desc = struct.pack(">dIIIIII", float(rate), int.from_bytes(b"lpcm", "big"), 2, 2, 1, 1, 16)
    data = struct.pack(">I", 0) + b"\x00\x00" * frames
    return (b"caff" + struct.pack(">HH", 1, 0) + b"desc" + struct.pack(">q", len(desc)) + desc
            + b"data" + struct.pack(">q", len(data)) + data)


def catalog(folder, sets):
    """The files of an asset catalog holding `sets` (app icon set names), one 1024 icon each (16² here)."""
    files = {folder + "/Contents.json": b'{"info":{"author":"xcode","version":1}}\n'}
    for name in sets:
        contents = {"images": [{"filename": name + ".png", "idiom": "universal", "platform": "ios", "size": "1024x1024"}],
                    "info": {"author": "xcode", "version": 1}}
        files[f"{folder}/{name}.appiconset/Contents.json"] = json.dumps(contents, indent=2, sort_keys=True).encode()
        files[f"{folder}/{name}.appiconset/{name}.png"] = png(16, 16)
    return files


def plist(values):
    return plistlib.dumps(values, sort_keys=True)


CHIME = """\
import ProjectDescription

// A literal manifest, as `tuist init` writes one.
let project = Project(
    name: "Chime",
    settings: .settings(
        base: ["MARKETING_VERSION": "1.4", "ENABLE_USER_SCRIPT_SANDBOXING": true],
        configurations: [.debug(name: .debug), .release(name: .release), .release(name: "Beta")]
    ),
    targets: [
        .target(
            name: "Chime",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.chime",
            infoPlist: .extendingDefault(with: [
                "UIBackgroundModes": ["remote-notification"],
                "NSUserActivityTypes": ["INSendMessageIntent"],
                "UILaunchScreen": ["UIColorName": ""],
            ]),
            sources: ["Sources/**"],
            resources: ["Resources/**"],
            entitlements: "Chime.entitlements",
            dependencies: [.target(name: "ChimeKit"), .target(name: "ChimeService")],
            settings: .settings(configurations: [
                .release(name: "Beta", settings: ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": .array(["Dark"])]),
            ])
        ),
        .target(
            name: "ChimeService",
            destinations: .iOS,
            product: .appExtension,
            bundleId: "com.example.chime.service",
            infoPlist: .extendingDefault(with: [
                "NSExtension": [
                    "NSExtensionPointIdentifier": "%s",
                    "NSExtensionPrincipalClass": "$(PRODUCT_MODULE_NAME).NotificationService",
                ],
            ]),
            sources: ["Service/**"],
            entitlements: .dictionary(["aps-environment": .string("production")])
        ),
        .target(name: "ChimeKit", destinations: .iOS, product: .framework, bundleId: "com.example.kit", resources: ["Kit/**"]),
        .target(name: "ChimeTests", destinations: .iOS, product: .unitTests, bundleId: "com.example.tests"),
    ]
)
""" % SERVICE_POINT


def chime(fixed=False):
    entitlements = {"aps-environment": "development"}
    if fixed:
        entitlements["com.apple.developer.usernotifications.communication"] = True
    files = {"Project.swift": CHIME.encode(), "Chime.entitlements": plist(entitlements),
             "Resources/Sounds/chime.caf": caf(), "Sources/App.swift": b"import SwiftUI\n"}
    files.update(catalog("Resources/Assets.xcassets", ["AppIcon", "Dark"]))
    app_info = {"UIBackgroundModes": ["remote-notification"], "NSUserActivityTypes": ["INSendMessageIntent"],
                "UILaunchScreen": {"UIColorName": ""}}
    service_info = {"NSExtension": {"NSExtensionPointIdentifier": SERVICE_POINT,
                                    "NSExtensionPrincipalClass": "$(PRODUCT_MODULE_NAME).NotificationService"}}
    configurations = ["Debug", "Release", "Beta"]
    setups = [setup("Chime", configuration, "application", "Chime.entitlements", entitlements,
                    "Derived/InfoPlists/Chime-Info.plist", app_info) for configuration in configurations]
    setups += [setup("ChimeService", configuration, "app-extension", "Derived/Entitlements/ChimeService.entitlements",
                     {"aps-environment": "production"}, "Derived/InfoPlists/ChimeService-Info.plist", service_info)
               for configuration in configurations]
    icons = [icon("Chime", c, "AppIcon", ["Dark"] if c == "Beta" else []) for c in sorted(configurations)]
    facts = {"folder": "Chime.xcodeproj", "configurations": {"Chime": configurations, "ChimeService": configurations},
             "resources": {"Chime": ["Resources"], "ChimeService": []}, "folderReferences": {"Chime": [], "ChimeService": []},
             "icons": icons, "setups": setups, "notRead": [],
             "receiver": {"app": "Chime", "configuration": "Release", "serviceExtensions": ["ChimeService"],
                          "sounds": ["chime.caf"]},
             "roles": {"Resources/Assets.xcassets/AppIcon.appiconset": "primary",
                       "Resources/Assets.xcassets/Dark.appiconset": "notShipped"}}
    return files, facts


def setup(target, configuration, kind, entitlements_file, entitlements, info_file, info, known=True, problems=()):
    return {"target": target, "configuration": configuration, "productType": "com.apple.product-type." + kind,
            "productName": target, "entitlementsFile": entitlements_file, "entitlements": entitlements,
            "entitlementsKnown": known, "infoFile": info_file, "info": info, "infoKnown": known, "problems": list(problems)}


def icon(target, configuration, primary, alternates):
    return {"target": target, "configuration": configuration, "primary": primary, "alternates": alternates}


HELPERS_PROJECT = """\
import ProjectDescription
import ProjectDescriptionHelpers

let appTarget: Target = .target(
    name: Constants.appName,
    destinations: [.iPhone],
    product: .app,
    productName: "RelayApp",
    bundleId: Constants.bundleId,
    infoPlist: .file(path: "Support/Info.plist"),
    resources: [.glob(pattern: "Resources/**/*.xcassets"), .folderReference(path: "Sounds")],
    entitlements: .file(path: "Support/Relay.entitlements"),
    settings: .settings(
        base: ["ASSETCATALOG_COMPILER_APPICON_NAME": "Relay Icon"],
        configurations: [
            .debug(name: .debug, xcconfig: "Configs/Debug.xcconfig"),
            .debug(name: .qa, xcconfig: "Configs/QA.xcconfig"),
            .release(name: .release, xcconfig: "Configs/Release.xcconfig"),
        ],
        defaultSettings: .none
    )
)

let project = Project(
    name: Constants.appName,
    settings: .settings(configurations: [.debug(name: .debug), .debug(name: .qa), .release(name: .release)]),
    targets: [appTarget]
)
"""

HELPERS_CONSTANTS = """\
import ProjectDescription

public enum Constants {
    public static let appName = "Relay"
    public static let bundleId = "com.example.relay"
}

extension ConfigurationName {
    public static let qa = ConfigurationName.configuration("QA")
}
"""


def helpers():
    info = {"CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "UIBackgroundModes": ["remote-notification"]}
    entitlements = {"aps-environment": "production", "com.apple.developer.usernotifications.time-sensitive": True}
    files = {"App/Project.swift": HELPERS_PROJECT.encode(),
             "Tuist/ProjectDescriptionHelpers/Constants.swift": HELPERS_CONSTANTS.encode(),
             "App/Support/Info.plist": plist(info), "App/Support/Relay.entitlements": plist(entitlements),
             "App/Sounds/bell.caf": caf(), "App/Configs/Debug.xcconfig": b"SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG\n",
             "App/Configs/QA.xcconfig": b"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = Beta\n",
             "App/Configs/Release.xcconfig": b"// release\n"}
    files.update(catalog("App/Resources/Assets.xcassets", ["Relay Icon", "Beta"]))
    configurations = ["Debug", "QA", "Release"]
    setups = [setup("Relay", c, "application", "Support/Relay.entitlements", entitlements, "Support/Info.plist", info)
              for c in configurations]
    for item in setups:
        item["productName"] = "RelayApp"
    icons = [icon("Relay", c, "Relay Icon", ["Beta"] if c == "QA" else []) for c in sorted(configurations)]
    facts = {"manifest": "App/Project.swift", "folder": "Relay.xcodeproj", "configurations": {"Relay": configurations},
             "resources": {"Relay": ["Resources", "Sounds"]}, "folderReferences": {"Relay": ["Sounds"]},
             "icons": icons, "setups": setups, "notRead": [],
             "receiver": {"app": "Relay", "configuration": "Release", "serviceExtensions": [], "sounds": ["bell.caf"]},
             "roles": {"Resources/Assets.xcassets/Relay Icon.appiconset": "primary",
                       "Resources/Assets.xcassets/Beta.appiconset": "notShipped"}}
    return files, facts


COMPUTED = """\
import EnvironmentPlugin
import ProjectDescription
import ProjectDescriptionHelpers

let alternateNames: [String] = ["Spooky", " Festive"]

let settings: Settings = .settings(
    base: env.baseSetting
        .merging(["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": .array(alternateNames)]),
    configurations: [.debug(name: .debug), .release(name: .release)]
)

let project: Project = .init(
    name: env.name,
    settings: settings,
    targets: [
        .target(name: env.name, destinations: [.iPhone], product: .app, bundleId: "\\(env.organizationName).app",
                resources: ["Resources/**"]),
        .target(name: "Widget", destinations: [.iPhone], product: .appExtension, bundleId: "\\(env.organizationName).widget",
                infoPlist: .extendingDefault(with: ["CFBundleDisplayName": "\\(env.name)"]),
                entitlements: .file(path: .relativeToRoot("Shared/Widget.entitlements"))),
    ]
)
"""

HELPER_APP = """\
import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.app(
    name: Constants.projectName,
    destinations: [.iPhone, .iPad],
    infoPlist: ["UIBackgroundModes": ["remote-notification"]]
)
"""


def computed():
    files = {"Project.swift": COMPUTED.encode()}
    files.update(catalog("Resources/Assets.xcassets", ["AppIcon"]))
    facts = {"folder": "computed.xcodeproj", "configurations": {"Widget": ["Debug", "Release"]},
             "resources": {"Widget": []}, "folderReferences": {"Widget": []}, "icons": [],
             "setups": [setup("Widget", c, "app-extension", None, {}, "Derived/InfoPlists/Widget-Info.plist", {},
                              known=False) for c in ["Debug", "Release"]],
             "notRead": ["import EnvironmentPlugin (line 1): a Tuist plugin's helpers, not read",
                         "the project's name: computed: env.name", "settings: computed: env.baseSetting.merging",
                         "a target's name: computed: env.name", "Widget: bundleId: computed: an interpolated",
                         "Widget: infoPlist: some values are computed", "Widget: the app icon settings: not known",
                         "Widget: entitlements: computed: relativeToRoot"]}
    return files, facts


def helper_app():
    files = {"Project.swift": HELPER_APP.encode(),
             "Tuist/ProjectDescriptionHelpers/Constants.swift": b'public enum Constants { public static let projectName = "Kit" }\n'}
    facts = {"folder": "helper-app.xcodeproj", "configurations": {}, "resources": {}, "folderReferences": {}, "icons": [],
             "setups": [], "notRead": ["the project: computed: Project.app(…), which alertpack does not run"]}
    return files, facts


OUTSIDE = """\
import ProjectDescription

let project = Project(
    name: "Outside",
    targets: [
        .target(name: "Outside", destinations: .iOS, product: .app, bundleId: "com.example.outside",
                infoPlist: "/etc/Outside-Info.plist", resources: ["../Shared/**", "Inside/**"],
                entitlements: "../secret.entitlements"),
    ]
)
"""


def outside():
    files = {"Project.swift": OUTSIDE.encode(), "Inside/ping.caf": caf()}
    problem_words = ["CODE_SIGN_ENTITLEMENTS names ../secret.entitlements, which is outside",
                     "INFOPLIST_FILE names /etc/Outside-Info.plist, which is outside"]
    setups = [setup("Outside", c, "application", "../secret.entitlements", {}, "/etc/Outside-Info.plist", {}, known=False,
                    problems=problem_words) for c in ["Debug", "Release"]]
    facts = {"folder": "Outside.xcodeproj", "configurations": {"Outside": ["Debug", "Release"]},
             "resources": {"Outside": ["Inside"]}, "folderReferences": {"Outside": []},
             "icons": [icon("Outside", c, "AppIcon", []) for c in ["Debug", "Release"]], "setups": setups, "notRead": []}
    return files, facts


HELPER_BUNDLE = """\
import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "Linked",
    targets: [.target(name: "Linked", destinations: .iOS, product: .app, bundleId: Constants.bundleId)]
)
"""

HELPER_CONSTANTS = b'public enum Constants { public static let bundleId = "com.example.elsewhere" }\n'

# Links a case holds (path in the case: where the link points), written after its files.
LINKS = {"linked-helpers": {"Tuist/ProjectDescriptionHelpers": "../../linked-helpers-elsewhere"}}
# Cases written with no repository around them.
NO_REPOSITORY = {"no-repository"}


def helpers_not_read(manifest):
    """A manifest whose helper file is there but must not be read: its bundle id says so."""
    files = {"Project.swift" if manifest == "Project.swift" else manifest: HELPER_BUNDLE.encode()}
    setups = [setup("Linked", c, "application", None, {}, "Derived/InfoPlists/Linked-Info.plist", {}) for c in ["Debug", "Release"]]
    facts = {"manifest": manifest, "folder": "Linked.xcodeproj", "configurations": {"Linked": ["Debug", "Release"]},
             "resources": {"Linked": []}, "folderReferences": {"Linked": []},
             "icons": [icon("Linked", c, "AppIcon", []) for c in ["Debug", "Release"]], "setups": setups,
             "notRead": ["Linked: bundleId: computed: .Constants.bundleId"]}
    return files, facts


def linked_helpers():
    return helpers_not_read("Project.swift")


def no_repository():
    files, facts = helpers_not_read("App/Project.swift")
    files["Tuist/ProjectDescriptionHelpers/Constants.swift"] = HELPER_CONSTANTS
    return files, facts


def broken():
    """Manifests that cannot be read, and the words of their problem."""
    return {
        "no-project": ({"Project.swift": b"import ProjectDescription\n\nlet workspace = Workspace(name: \"W\", projects: [])\n"},
                       "declares no `let project`"),
        "not-swift": ({"Project.swift": b"import ProjectDescription\n\x00\xff\xfe{{{[[[\"\n"}, "declares no `let project`"),
        "too-large": ({"Project.swift": b"import ProjectDescription\n" + b"// padding\n" * 100_000}, "Project.swift: "),
    }


ROOT_GLOB = """\
import ProjectDescription
import BellPlugin
import struct Foundation.URL

// Resource globs rooted at the manifest's folder, and a plugin's module imported.
let project = Project(
    name: "Bells",
    targets: [
        .target(
            name: "Bells",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.bells",
            sources: ["App/**"],
            resources: ["**/*.xcassets", .glob(pattern: "**/*.caf", excluding: ["Old/**"])]
        ),
        .target(name: "BellsKit", destinations: .iOS, product: .framework, bundleId: "com.example.kit", resources: ["Kit/Resources/**"]),
    ]
)
"""


def root_glob():
    """Root globs (issue 45): `**/*.xcassets` and `**/*.caf` from the manifest's folder take what
    they match in its own tree, not another target's folder (Kit/Resources), a nested project's,
    Tuist's Derived/ or a hidden folder, less `excluding:`; an imported plugin module is said as
    not read (Tuist/Config.swift names the plugin)."""
    files = {"Project.swift": ROOT_GLOB.encode(), "App/Sounds/ring.caf": caf(), "top.caf": caf(), "Old/old.caf": caf(),
             "Kit/Resources/kit.caf": caf(), "Nested/Project.swift": b"import ProjectDescription\n", "Nested/n.caf": caf(),
             "Derived/d.caf": caf(), ".hidden/h.caf": caf(), "App/Main.swift": b"import SwiftUI\n",
             "Tuist/Config.swift": b'import ProjectDescription\n\nlet config = Config(plugins: [.local(path: "Plugins/BellPlugin")])\n'}
    files.update(catalog("App/Assets.xcassets", ["AppIcon"]))
    files.update(catalog("Kit/Resources/Kit.xcassets", ["KitIcon"]))
    files.update(catalog("Nested/Nested.xcassets", ["NestedIcon"]))
    configurations = ["Debug", "Release"]
    setups = [setup("Bells", c, "application", None, {}, "Derived/InfoPlists/Bells-Info.plist", {}) for c in configurations]
    facts = {"folder": "Bells.xcodeproj", "configurations": {"Bells": configurations},
             "resources": {"Bells": ["App/Assets.xcassets", "App/Sounds/ring.caf", "top.caf"]}, "folderReferences": {"Bells": []},
             "icons": [icon("Bells", c, "AppIcon", []) for c in configurations], "setups": setups,
             "notRead": ["import BellPlugin (line 2): a Tuist plugin's helpers, not read"],
             "receiver": {"app": "Bells", "configuration": "Release", "serviceExtensions": [], "sounds": ["ring.caf", "top.caf"]},
             "roles": {"App/Assets.xcassets/AppIcon.appiconset": "primary"}}
    return files, facts


def hostile():
    """Manifests that ask for more than any real one (review of issue 45), each with what a reader
    says: `many-targets`, 256 app targets sharing one list of 2,000 source folders (each target's
    folders are left out of the others' root globs: counted once for the manifest, not once per
    target, where 256 sets of 510,000 names were built before); `repeated-globs`, 64 targets sharing 1,000 root globs over a tree of 2,000
    files (64,000 walks if each were done): at most ProjectSpecWalks.maxNames names in all, the
    rest said in a few notes."""
    many = shared_list("Many", "T", 256, [f"F{n}/**" for n in range(2000)], argument="sources")
    repeated = {"Project.swift": shared_list("Globs", "G", 64, [f"**/n{n}.caf" for n in range(1000)])}
    for folder in range(40):
        for number in range(50):
            repeated[f"D{folder}/f{number}.caf"] = b""
    return {
        "many-targets": ({"Project.swift": many}, {"manifest": "hostile/many-targets/Project.swift", "targets": 256, "notRead": []}),
        "repeated-globs": (repeated, {"manifest": "hostile/repeated-globs/Project.swift", "targets": 64,
                                      "notRead": ["not walked, past the 100000 names", "more sources or globs: not walked"]}),
    }


def cases():
    return {"chime": chime(), "chime-fixed": chime(fixed=True), "helpers": helpers(), "computed": computed(),
            "helper-app": helper_app(), "outside": outside(), "linked-helpers": linked_helpers(),
            "no-repository": no_repository(), "root-glob": root_glob()}


def write(out):
    for name, (files, _) in sorted(cases().items()):
        write_files(os.path.join(out, name), files)
        for link, target in sorted(LINKS.get(name, {}).items()):
            os.makedirs(os.path.dirname(os.path.join(out, name, link)), exist_ok=True)
            os.symlink(target, os.path.join(out, name, link))
        # Each case is its own repository: the helpers above one are never another's.
        if name not in NO_REPOSITORY:
            os.makedirs(os.path.join(out, name, ".git"), exist_ok=True)
    write_files(os.path.join(out, "linked-helpers-elsewhere"), {"Constants.swift": HELPER_CONSTANTS})
    beside = {"Project.swift": b"import PackageDescription\n\nlet project = \"not Tuist\"\n",
              "project.yml": b"name: Beside\ntargets:\n  Beside:\n    type: application\n    platform: iOS\n"}
    beside.update(catalog("Resources/Assets.xcassets", ["AppIcon"]))
    write_files(os.path.join(out, "beside-xcodegen"), beside)
    os.makedirs(os.path.join(out, "beside-xcodegen", ".git"), exist_ok=True)
    with open(os.path.join(out, "secret.entitlements"), "wb") as handle:
        handle.write(plist({"aps-environment": "production"}))
    for name, (files, _) in sorted(broken().items()):
        write_files(os.path.join(out, "broken", name), files)


def write_files(folder, files):
    for path, data in sorted(files.items()):
        full = os.path.join(folder, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as handle:
            handle.write(data)


def describe():
    described = {}
    for name, (_, facts) in cases().items():
        described[name] = dict(facts, manifest=name + "/" + facts.get("manifest", "Project.swift"))
    for name, (_, words) in broken().items():
        described["broken/" + name] = {"manifest": f"broken/{name}/Project.swift", "problem": words}
    return described


def shared_list(name, prefix, count, entries, argument="resources"):
    """A manifest of `count` app targets whose `argument` (resources or sources) is one shared list of `entries`."""
    listed = ", ".join(f'"{entry}"' for entry in entries)
    targets = ",\n".join(f'        .target(name: "{prefix}{n}", destinations: .iOS, product: .app, '
                         f'bundleId: "com.example.{prefix.lower()}{n}", {argument}: shared)' for n in range(count))
    return ("import ProjectDescription\n\nlet shared: [ResourceFileElement] = [" + listed + "]\n\n"
            + f'let project = Project(\n    name: "{name}",\n    targets: [\n' + targets + "\n    ]\n)\n").encode()


def write_hostile(out):
    """The hostile manifests, each in OUTDIR/hostile/NAME/, and what a reader says of each (JSON)."""
    described = {}
    for name, (files, facts) in sorted(hostile().items()):
        write_files(os.path.join(out, "hostile", name), files)
        os.makedirs(os.path.join(out, "hostile", name, ".git"), exist_ok=True)
        described[name] = facts
    json.dump(described, sys.stdout, sort_keys=True, indent=1)
    print()


def seeds(out):
    """One fuzz seed per case (the tuist-project target): Project.swift, then a NUL and each
    helper file, as the target writes them."""
    os.makedirs(out, exist_ok=True)
    every = {name: files for name, (files, _) in cases().items()}
    every.update({"broken-" + name: files for name, (files, _) in broken().items() if name != "too-large"})
    # The hostile shapes, small: a fuzzer mutates small inputs best, and each run stays quick.
    every["hostile-shared-folders"] = {"Project.swift": shared_list("Many", "T", 16, [f"F{n}/**" for n in range(64)], argument="sources")}
    every["hostile-shared-globs"] = {"Project.swift": shared_list("Globs", "G", 8, [f"**/n{n}.caf" for n in range(32)] * 2)}
    for name, files in sorted(every.items()):
        manifest = next(path for path in sorted(files) if path.endswith("Project.swift"))
        helper_files = sorted(path for path in files if path.startswith("Tuist/"))[:4]
        with open(os.path.join(out, name), "wb") as handle:
            handle.write(b"\0".join(files[path] for path in [manifest] + helper_files))


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
