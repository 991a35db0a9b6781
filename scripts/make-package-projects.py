#!/usr/bin/env python3
"""Writes small app repositories for `package`'s project tests into OUTDIR, each modelled on a
case found in public iOS apps (docs/real-world.md):

- Watch: an app, a watch app and a widget (home-assistant/iOS, NetNewsWire): the app's icon is
  AppIcon${SUFFIX} with SUFFIX set only for Debug, so Debug ships AppIcon.dev and the archive
  configuration AppIcon; alternates Holiday and Dark; a shared scheme archives with Beta; the
  widget holds a byte-identical copy of the app icon; the watch's folder sorts before the app's
  (a watch 1024 first in path order used to become "the" App Store icon).
- IncludeAll: ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS (IceCubesApp): every set in the
  app's catalog is an alternate; an action extension names its own icon; a share extension names
  AppIcon but holds none (it shows the app's).
- MissingAlternate: an alternate the project names is not in the repository.
- NoRelease: the target's configurations are Debug and Staging, and no shared scheme archives it.
- TransparentStoreIcon: the App Store image has transparent pixels, so the primary set fails.
- TwoSets, Copies: no project; two sets with different App Store images, and two identical sets.
- Translucent: what `check` with the project judges as other slots, never as the App Store icon,
  and `verify` must too: alternates (Holiday, with transparent pixels; Night, an alpha channel
  all opaque) and an action extension's icon with transparent pixels; a Debug-only set
  (AppIcon${SUFFIX}, SUFFIX=.dev for Debug) with transparent pixels; a watch app whose icon set
  lives in the app's folder (the iOS target's catalog), not in its own.

    scripts/make-package-projects.py OUTDIR
"""
import importlib.util
import json
import os
import struct
import sys
import zlib

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("fixtures", os.path.join(here, "make-project-fixtures.py"))
fixtures = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fixtures)
Project, write = fixtures.Project, fixtures.write


def png(path, size, rgb, alpha=None):
    """A solid PNG: RGB, or RGBA with `alpha` in every pixel."""
    channels = 3 if alpha is None else 4
    pixel = bytes(rgb) + (b"" if alpha is None else bytes([alpha]))
    row = b"\x00" + pixel * size
    data = zlib.compress(row * size, 9)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 2 if channels == 3 else 6, 0, 0, 0)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", data) + chunk(b"IEND", b""))


def icon_set(path, rgb, platform="ios", alpha=None):
    """A single-size set: one 1024 image for `platform`."""
    png(os.path.join(path, "icon.png"), 1024, rgb, alpha)
    contents = {"images": [{"filename": "icon.png", "idiom": "universal", "platform": platform, "size": "1024x1024"}],
                "info": {"author": "xcode", "version": 1}}
    write(os.path.join(path, "Contents.json"), json.dumps(contents, indent=2, sort_keys=True) + "\n")


def scheme(folder, project, name, target, archive):
    write(os.path.join(folder, project + ".xcodeproj", "xcshareddata", "xcschemes", name + ".xcscheme"), f"""<?xml version="1.0" encoding="UTF-8"?>
<Scheme LastUpgradeVersion = "1600" version = "1.7">
   <BuildAction parallelizeBuildables = "YES" buildImplicitDependencies = "YES">
      <BuildActionEntries>
         <BuildActionEntry buildForTesting = "YES" buildForRunning = "YES" buildForProfiling = "YES" buildForArchiving = "YES" buildForAnalyzing = "YES">
            <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "AA0" BuildableName = "{target}.app" BlueprintName = "{target}" ReferencedContainer = "container:{project}.xcodeproj">
            </BuildableReference>
         </BuildActionEntry>
      </BuildActionEntries>
   </BuildAction>
   <LaunchAction buildConfiguration = "Debug"></LaunchAction>
   <ArchiveAction buildConfiguration = "{archive}" revealArchiveInOrganizer = "YES"></ArchiveAction>
</Scheme>
""")


def target(project, name, product, folder_group, settings_by_configuration, resources=None):
    fields = {"buildConfigurationList": project.configurations(f'Build configuration list for PBXNativeTarget "{name}"', settings_by_configuration),
              "buildPhases": resources or [], "name": name, "productName": name, "productType": product}
    if folder_group:
        fields["fileSystemSynchronizedGroups"] = [folder_group]
    return project.add("PBXNativeTarget", name, fields)


RED, GRAY, GREEN, BLUE, YELLOW, PURPLE = (200, 30, 30), (128, 128, 128), (30, 160, 60), (30, 60, 200), (230, 200, 20), (120, 40, 160)
APP = "com.apple.product-type.application"
WATCH = "com.apple.product-type.application.watchapp2"
EXTENSION = "com.apple.product-type.app-extension"


def watch(folder):
    p = Project("Watch")
    icon_set(os.path.join(folder, "App", "Assets.xcassets", "AppIcon.appiconset"), RED)
    icon_set(os.path.join(folder, "App", "Assets.xcassets", "AppIcon.dev.appiconset"), GRAY)
    icon_set(os.path.join(folder, "App", "Assets.xcassets", "Holiday.appiconset"), GREEN)
    icon_set(os.path.join(folder, "App", "Assets.xcassets", "Dark.appiconset"), BLUE)
    icon_set(os.path.join(folder, "AWatch", "Assets.xcassets", "WatchIcon.appiconset"), YELLOW, platform="watchos")
    icon_set(os.path.join(folder, "Widget", "Assets.xcassets", "AppIcon.appiconset"), RED)
    groups = {name: p.add("PBXFileSystemSynchronizedRootGroup", name, {"path": name, "sourceTree": "<group>"}) for name in ["App", "AWatch", "Widget"]}
    main = p.add("PBXGroup", "", {"children": list(groups.values()), "sourceTree": "<group>"})
    app_settings = {"ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon${SUFFIX}", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": "Holiday Dark"}
    app = target(p, "App", APP, groups["App"], {"Debug": dict(app_settings, SUFFIX=".dev"), "Beta": app_settings, "Release": app_settings})
    watch_app = target(p, "WatchApp", WATCH, groups["AWatch"], {c: {"ASSETCATALOG_COMPILER_APPICON_NAME": "WatchIcon"} for c in ["Debug", "Beta", "Release"]})
    widget = target(p, "Widget", EXTENSION, groups["Widget"], {c: {"ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon"} for c in ["Debug", "Beta", "Release"]})
    configurations = p.configurations('Build configuration list for PBXProject "Watch"', {"Debug": {}, "Beta": {}, "Release": {}})
    p.write(folder, main, [app, watch_app, widget], configurations)
    scheme(folder, "Watch", "App", "App", "Beta")


def include_all(folder):
    p = Project("IncludeAll")
    for name, rgb in [("AppIcon", RED), ("AppIconAlternate1", GREEN), ("AppIconAlternate2", BLUE)]:
        icon_set(os.path.join(folder, "App", "Assets.xcassets", name + ".appiconset"), rgb)
    icon_set(os.path.join(folder, "Action", "Assets.xcassets", "ActionIcon.appiconset"), PURPLE)
    groups = {name: p.add("PBXFileSystemSynchronizedRootGroup", name, {"path": name, "sourceTree": "<group>"}) for name in ["App", "Action", "Share"]}
    main = p.add("PBXGroup", "", {"children": list(groups.values()), "sourceTree": "<group>"})
    app = target(p, "App", APP, groups["App"], {c: {"ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon", "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS": "YES"} for c in ["Debug", "Release"]})
    action = target(p, "Action", EXTENSION, groups["Action"], {c: {"ASSETCATALOG_COMPILER_APPICON_NAME": "ActionIcon"} for c in ["Debug", "Release"]})
    share = target(p, "Share", EXTENSION, groups["Share"], {c: {"ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon"} for c in ["Debug", "Release"]})
    os.makedirs(os.path.join(folder, "Share"), exist_ok=True)
    write(os.path.join(folder, "Share", "ShareViewController.swift"), "// The share extension's code.\n")
    p.write(folder, main, [app, action, share], p.configurations('Build configuration list for PBXProject "IncludeAll"', {"Debug": {}, "Release": {}}))


def single_app(folder, name, configurations, settings, store_alpha=None):
    p = Project(name)
    icon_set(os.path.join(folder, "App", "Assets.xcassets", "AppIcon.appiconset"), RED, alpha=store_alpha)
    group = p.add("PBXFileSystemSynchronizedRootGroup", "App", {"path": "App", "sourceTree": "<group>"})
    main = p.add("PBXGroup", "", {"children": [group], "sourceTree": "<group>"})
    app = target(p, "App", APP, group, {c: settings for c in configurations})
    p.write(folder, main, [app], p.configurations(f'Build configuration list for PBXProject "{name}"', {c: {} for c in configurations}))


def translucent(folder):
    p = Project("Translucent")
    catalog = os.path.join(folder, "App", "Assets.xcassets")
    icon_set(os.path.join(catalog, "AppIcon.appiconset"), RED)
    icon_set(os.path.join(catalog, "AppIcon.dev.appiconset"), GRAY, alpha=0)
    icon_set(os.path.join(catalog, "Holiday.appiconset"), GREEN, alpha=96)
    icon_set(os.path.join(catalog, "Night.appiconset"), BLUE, alpha=255)
    icon_set(os.path.join(catalog, "WatchIcon.appiconset"), YELLOW, platform="watchos")
    icon_set(os.path.join(folder, "Action", "Assets.xcassets", "ActionIcon.appiconset"), PURPLE, alpha=0)
    os.makedirs(os.path.join(folder, "AWatch"), exist_ok=True)
    write(os.path.join(folder, "AWatch", "ContentView.swift"), "// The watch app's code; its icon set is in App/.\n")
    groups = {name: p.add("PBXFileSystemSynchronizedRootGroup", name, {"path": name, "sourceTree": "<group>"}) for name in ["App", "AWatch", "Action"]}
    main = p.add("PBXGroup", "", {"children": list(groups.values()), "sourceTree": "<group>"})
    app_settings = {"ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon${SUFFIX}", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": "Holiday Night"}
    app = target(p, "App", APP, groups["App"], {"Debug": dict(app_settings, SUFFIX=".dev"), "Release": app_settings})
    watch_app = target(p, "WatchApp", WATCH, groups["AWatch"], {c: {"ASSETCATALOG_COMPILER_APPICON_NAME": "WatchIcon"} for c in ["Debug", "Release"]})
    action = target(p, "Action", EXTENSION, groups["Action"], {c: {"ASSETCATALOG_COMPILER_APPICON_NAME": "ActionIcon"} for c in ["Debug", "Release"]})
    configurations = p.configurations('Build configuration list for PBXProject "Translucent"', {"Debug": {}, "Release": {}})
    p.write(folder, main, [app, watch_app, action], configurations)


def main():
    out = sys.argv[1]
    watch(os.path.join(out, "Watch"))
    include_all(os.path.join(out, "IncludeAll"))
    single_app(os.path.join(out, "MissingAlternate"), "MissingAlternate", ["Debug", "Release"],
               {"ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": "Spring"})
    single_app(os.path.join(out, "NoRelease"), "NoRelease", ["Debug", "Staging"], {"ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon"})
    single_app(os.path.join(out, "TransparentStoreIcon"), "TransparentStoreIcon", ["Debug", "Release"],
               {"ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon"}, store_alpha=128)
    translucent(os.path.join(out, "Translucent"))
    icon_set(os.path.join(out, "TwoSets", "Phone", "Assets.xcassets", "AppIcon.appiconset"), RED)
    icon_set(os.path.join(out, "TwoSets", "Tablet", "Assets.xcassets", "TabletIcon.appiconset"), BLUE)
    icon_set(os.path.join(out, "Copies", "App", "Assets.xcassets", "AppIcon.appiconset"), RED)
    icon_set(os.path.join(out, "Copies", "Widget", "Assets.xcassets", "AppIcon.appiconset"), RED)
    print(f"package projects in {out}")


if __name__ == "__main__":
    main()
