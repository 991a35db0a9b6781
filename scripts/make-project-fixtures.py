#!/usr/bin/env python3
"""Writes the Xcode project fixtures into DEST (default Tests/Fixtures/projects), and the sample
project Chirp.xcodeproj into SAMPLES (default Samples), whose icons are the samples beside it.

Each project is a folder holding NAME.xcodeproj/project.pbxproj and the icons beside it, as a
repository does. The project files are written the way Xcode 16 and later write them
(docs/real-world.md lists the real ones they were modelled on): old-style property lists with
/* comments */, quoted and bare strings, lists with a trailing comma, synchronized folders
(PBXFileSystemSynchronizedRootGroup) next to classic groups and a Copy Bundle Resources phase,
and build settings split between .xcconfig files and the project.

- Good: the app "Chirp" takes its icon name from an .xcconfig variable, its alternates from the
  .xcconfig and the target ($(inherited) plus a quoted name with a space); AppIcon exists both as
  a .icon and as an .appiconset in Chirp's folder (Xcode 26 uses the .icon), while the share
  extension has an AppIcon.appiconset of its own in another folder (its choice is not the app's).
- Broken: the primary and one alternate name icons that do not exist; one configuration's name
  uses a variable nothing sets.
- Conflict: a merge left conflict markers in project.pbxproj.
- Samples/Chirp.xcodeproj: the app's icon AppIcon is both icon-bundles/AppIcon.icon and the
  Good catalog's set (both in its resources), Composer2 an alternate, Holiday one that is missing.
"""
import json
import os
import shutil
import sys

DEST = sys.argv[1] if len(sys.argv) > 1 else "Tests/Fixtures/projects"
SAMPLES = sys.argv[2] if len(sys.argv) > 2 else "Samples"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as out:
        out.write(text)


def icon_set(path):
    contents = {"images": [{"filename": "icon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"}],
                "info": {"author": "xcode", "version": 1}}
    write(os.path.join(path, "Contents.json"), json.dumps(contents, indent=2, sort_keys=True) + "\n")


def icon_document(path):
    document = {"groups": [{"layers": [{"image-name": "front.svg", "name": "front"}]}],
                "supported-platforms": {"circles": ["watchOS"], "squares": "shared"}}
    write(os.path.join(path, "icon.json"), json.dumps(document, indent=2, sort_keys=True) + "\n")
    write(os.path.join(path, "Assets", "front.svg"),
          '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">'
          '<path d="M312 312h400v400H312z" fill="#fff"/></svg>\n')


def value(text):
    """A value as Xcode writes it: bare when it can be, quoted (with escapes) otherwise."""
    if isinstance(text, list):
        return "(\n" + "".join(f"\t\t\t\t\t{value(item)},\n" for item in text) + "\t\t\t\t)"
    if text and all(c.isalnum() or c in "_$+/:.-" for c in text) and "//" not in text:
        return text
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def pbxproj(sections, root):
    """project.pbxproj from {isa: [(id, comment, {key: value})]}, sections in isa order."""
    comments = {object_id: comment for objects in sections.values() for object_id, comment, _ in objects}
    named = lambda item: f"{item} /* {comments[item]} */" if item in comments else value(item)
    lines = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};", "\tobjectVersion = 77;",
             "\tobjects = {"]
    for isa in sorted(sections):
        lines += ["", f"/* Begin {isa} section */"]
        for object_id, comment, fields in sorted(sections[isa]):
            lines.append(f"\t\t{object_id} /* {comment} */ = {{")
            lines.append(f"\t\t\tisa = {isa};")
            for key, field in fields.items():
                if isinstance(field, dict):
                    lines.append(f"\t\t\t{key} = {{")
                    for inner_key, inner in field.items():
                        lines.append(f"\t\t\t\t{value(inner_key)} = {value(inner)};")
                    lines.append("\t\t\t};")
                elif isinstance(field, list):
                    lines.append(f"\t\t\t{key} = (")
                    lines += [f"\t\t\t\t{named(item)}," for item in field]
                    lines.append("\t\t\t);")
                else:
                    lines.append(f"\t\t\t{key} = {named(field)};")
            lines.append("\t\t};")
        lines.append(f"/* End {isa} section */")
    lines += ["\t};", f"\trootObject = {root} /* Project object */;", "}", ""]
    return "\n".join(lines)


class Project:
    """Builds the objects of one project: groups, targets, configurations."""

    def __init__(self, name):
        self.name = name
        self.sections = {}
        self.counter = 0

    def new_id(self):
        self.counter += 1
        return f"AA{self.counter:022X}"

    def add(self, isa, comment, fields):
        object_id = self.new_id()
        self.sections.setdefault(isa, []).append((object_id, comment, fields))
        return object_id

    def configurations(self, comment, settings_by_name, base=None):
        ids = []
        for name, settings in settings_by_name.items():
            fields = {}
            if base:
                fields["baseConfigurationReference"] = base
            fields["buildSettings"] = settings
            fields["name"] = name
            ids.append(self.add("XCBuildConfiguration", name, fields))
        return self.add("XCConfigurationList", comment,
                        {"buildConfigurations": ids, "defaultConfigurationIsVisible": "0",
                         "defaultConfigurationName": "Release"})

    def write(self, folder, main_group, targets, project_configurations):
        root = self.add("PBXProject", "Project object", {
            "buildConfigurationList": project_configurations, "compatibilityVersion": "Xcode 15.0",
            "mainGroup": main_group, "projectDirPath": "", "projectRoot": "", "targets": targets})
        write(os.path.join(folder, self.name + ".xcodeproj", "project.pbxproj"), pbxproj(self.sections, root))


def good(folder):
    project = Project("Good")
    write(os.path.join(folder, "Config", "Shared.xcconfig"),
          "// Shared by every configuration.\nICON_BASE = Overridden\nSWIFT_VERSION = 6.0\n")
    write(os.path.join(folder, "Config", "Base.xcconfig"),
          '#include "Shared.xcconfig"\n\n// The app icon\'s name, and the alternates every target offers.\n'
          "ICON_BASE = AppIcon\nASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = Light\n"
          "ASSETCATALOG_COMPILER_APPICON_NAME[sdk=macosx*] = MacIcon\n")
    icon_document(os.path.join(folder, "Chirp", "AppIcon.icon"))
    for name in ["AppIcon", "Light", "Dark Icon"]:
        icon_set(os.path.join(folder, "Chirp", "Assets.xcassets", name + ".appiconset"))
    icon_set(os.path.join(folder, "Share", "Assets.xcassets", "AppIcon.appiconset"))

    base = project.add("PBXFileReference", "Base.xcconfig",
                       {"lastKnownFileType": "text.xcconfig", "path": "Base.xcconfig", "sourceTree": "<group>"})
    config_group = project.add("PBXGroup", "Config", {"children": [base], "path": "Config", "sourceTree": "<group>"})
    catalog = project.add("PBXFileReference", "Assets.xcassets",
                          {"lastKnownFileType": "folder.assetcatalog", "path": "Assets.xcassets", "sourceTree": "<group>"})
    share_group = project.add("PBXGroup", "Share", {"children": [catalog], "path": "Share", "sourceTree": "<group>"})
    chirp_folder = project.add("PBXFileSystemSynchronizedRootGroup", "Chirp", {"path": "Chirp", "sourceTree": "<group>"})
    products = project.add("PBXGroup", "Products", {"children": [], "name": "Products", "sourceTree": "<group>"})
    main_group = project.add("PBXGroup", "", {"children": [chirp_folder, share_group, config_group, products],
                                              "sourceTree": "<group>"})
    catalog_file = project.add("PBXBuildFile", "Assets.xcassets in Resources", {"fileRef": catalog})
    resources = project.add("PBXResourcesBuildPhase", "Resources",
                            {"buildActionMask": "2147483647", "files": [catalog_file],
                             "runOnlyForDeploymentPostprocessing": "0"})
    app_settings = {"ASSETCATALOG_COMPILER_APPICON_NAME": "$(ICON_BASE)",
                    "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": ["$(inherited)", "Dark Icon"],
                    "PRODUCT_BUNDLE_IDENTIFIER": "com.example.chirp"}
    app = project.add("PBXNativeTarget", "Chirp", {
        "buildConfigurationList": project.configurations(
            'Build configuration list for PBXNativeTarget "Chirp"', {"Debug": app_settings, "Release": app_settings}),
        "buildPhases": [], "fileSystemSynchronizedGroups": [chirp_folder], "name": "Chirp",
        "productName": "Chirp", "productType": "com.apple.product-type.application"})
    share_settings = {"ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon",
                      "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": "",
                      "PRODUCT_BUNDLE_IDENTIFIER": "com.example.chirp.share"}
    share = project.add("PBXNativeTarget", "ChirpShare", {
        "buildConfigurationList": project.configurations(
            'Build configuration list for PBXNativeTarget "ChirpShare"',
            {"Debug": share_settings, "Release": share_settings}),
        "buildPhases": [resources], "name": "ChirpShare", "productName": "ChirpShare",
        "productType": "com.apple.product-type.app-extension"})
    tests = project.add("PBXNativeTarget", "ChirpTests", {
        "buildConfigurationList": project.configurations(
            'Build configuration list for PBXNativeTarget "ChirpTests"',
            {"Debug": {"ASSETCATALOG_COMPILER_APPICON_NAME": "NotAnApp"}}),
        "buildPhases": [], "name": "ChirpTests", "productType": "com.apple.product-type.bundle.unit-test"})
    project_configurations = project.configurations(
        'Build configuration list for PBXProject "Good"',
        {"Debug": {"ONLY_ACTIVE_ARCH": "YES"}, "Release": {"SWIFT_COMPILATION_MODE": "wholemodule"}}, base=base)
    project.write(folder, main_group, [app, share, tests], project_configurations)


def broken(folder):
    project = Project("Broken")
    for name in ["AppIcon", "Winter"]:
        icon_set(os.path.join(folder, "Chirp", "Assets.xcassets", name + ".appiconset"))
    chirp_folder = project.add("PBXFileSystemSynchronizedRootGroup", "Chirp", {"path": "Chirp", "sourceTree": "<group>"})
    main_group = project.add("PBXGroup", "", {"children": [chirp_folder], "sourceTree": "<group>"})
    app = project.add("PBXNativeTarget", "Chirp", {
        "buildConfigurationList": project.configurations(
            'Build configuration list for PBXNativeTarget "Chirp"', {
                "Debug": {"ASSETCATALOG_COMPILER_APPICON_NAME": "BrandIcon",
                          "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": "Summer Winter"},
                "Release": {"ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon$(ICON_SUFFIX)",
                            "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": "Summer Winter"}}),
        "buildPhases": [], "fileSystemSynchronizedGroups": [chirp_folder], "name": "Chirp",
        "productName": "Chirp", "productType": "com.apple.product-type.application"})
    project_configurations = project.configurations(
        'Build configuration list for PBXProject "Broken"', {"Debug": {}, "Release": {}})
    project.write(folder, main_group, [app], project_configurations)


def conflict(folder):
    good(folder + ".tmp")
    with open(os.path.join(folder + ".tmp", "Good.xcodeproj", "project.pbxproj")) as source:
        text = source.read()
    shutil.rmtree(folder + ".tmp")
    marker = "\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;\n"
    text = text.replace(marker, "<<<<<<< HEAD\n" + marker + "=======\n"
                        + marker.replace("AppIcon;", "NewIcon;") + ">>>>>>> feature/new-icon\n", 1)
    write(os.path.join(folder, "Conflict.xcodeproj", "project.pbxproj"), text)


def sample(folder):
    """Only the project: its icons are the samples already in the folder."""
    project = Project("Chirp")
    document = project.add("PBXFileReference", "AppIcon.icon",
                           {"lastKnownFileType": "folder.iconcomposer.icon", "path": "AppIcon.icon", "sourceTree": "<group>"})
    bundles = project.add("PBXGroup", "icon-bundles", {"children": [document], "path": "icon-bundles", "sourceTree": "<group>"})
    catalog = project.add("PBXFileReference", "Good.xcassets",
                          {"lastKnownFileType": "folder.assetcatalog", "path": "icons/Good.xcassets", "sourceTree": "SOURCE_ROOT"})
    # The sample sounds, as a synchronized folder, whose files the app copies to its bundle's top
    # level, where the system looks a sound up: the payloads in Samples/payloads name them
    # (lint-payload finds this project above them). A blue folder reference would copy the
    # folder itself (Chirp.app/sounds/...), where no sound is found by its name.
    sounds = project.add("PBXFileSystemSynchronizedRootGroup", "sounds", {"path": "sounds", "sourceTree": "SOURCE_ROOT"})
    main_group = project.add("PBXGroup", "", {"children": [bundles, catalog, sounds], "sourceTree": "<group>"})
    files = [project.add("PBXBuildFile", f"{name} in Resources", {"fileRef": ref})
             for name, ref in [("AppIcon.icon", document), ("Good.xcassets", catalog)]]
    resources = project.add("PBXResourcesBuildPhase", "Resources",
                            {"buildActionMask": "2147483647", "files": files, "runOnlyForDeploymentPostprocessing": "0"})
    settings = {"ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon",
                "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": "Composer2 Holiday",
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.chirp"}
    app = project.add("PBXNativeTarget", "Chirp", {
        "buildConfigurationList": project.configurations(
            'Build configuration list for PBXNativeTarget "Chirp"', {"Debug": settings, "Release": settings}),
        "buildPhases": [resources], "fileSystemSynchronizedGroups": [sounds], "name": "Chirp", "productName": "Chirp",
        "productType": "com.apple.product-type.application"})
    project_configurations = project.configurations(
        'Build configuration list for PBXProject "Chirp"', {"Debug": {}, "Release": {}})
    project.write(folder, main_group, [app], project_configurations)


if __name__ == "__main__":
    shutil.rmtree(os.path.join(SAMPLES, "Chirp.xcodeproj"), ignore_errors=True)
    sample(SAMPLES)
    print(os.path.join(SAMPLES, "Chirp.xcodeproj"))
    for name, make in [("Good", good), ("Broken", broken), ("Conflict", conflict)]:
        target = os.path.join(DEST, name)
        shutil.rmtree(target, ignore_errors=True)
        make(target)
        print(f"{target}")
