import Foundation

extension TuistTarget {
    /// Whether the settings that name the app icons may be ones alertpack did not read: a whole
    /// table of settings is computed, or one of the icon settings is.
    func iconsUnknown(_ project: TuistSettings) -> Bool {
        let keys: Set<String> = [
            "ASSETCATALOG_COMPILER_APPICON_NAME", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS",
        ]
        return project.computedTable || settings.computedTable || !keys.isDisjoint(with: project.computedKeys.union(settings.computedKeys))
    }

    /// The target's `resources:`, relative to the manifest's folder: each glob's folder before
    /// its first wildcard (`Resources/**` is Resources, whose whole content belongs to the
    /// target), each file named, and each `.folderReference(path:)` (copied as a folder); a glob
    /// rooted at the manifest's folder (`**/*.xcassets`) is walked (`rootGlob`, sharing the
    /// manifest's `walks`), leaving out the folders the other targets name (`owners`: the
    /// manifest's, and this target's place in its `targets:`). A computed entry and any path
    /// outside the manifest's folder are left out.
    func resources(
        in folder: String, owners: (TuistFolderOwners, index: Int)? = nil, walks: inout ProjectSpecWalks, notRead: inout [String]
    ) -> (paths: [String], folders: [String]) {
        var paths: [String] = []
        var folders: [String] = []
        for entry in Self.entries(of: resourceValue) {
            let isFolder = entry.callName == "folderReference"
            guard let (written, excluding) = Self.written(entry) else { continue }
            let path = Self.head(of: written)
            if path.isEmpty && !isFolder && written.contains(where: { "*?[{".contains($0) }) {
                // Walked once for every target that writes it; which folders are left to the
                // others differs between targets, so that is taken out of what the walk found.
                let key = ([written] + excluding).joined(separator: "\u{0}")
                let found = walks.walk(key, limit: Self.maxGlobEntries) { budget in
                    Self.rootGlob(written, excluding: excluding, in: folder, budget: &budget)
                }
                if let found {
                    paths += owners.map { owners in found.filter { !owners.0.namesAnyFolder(of: $0, besides: owners.index) } } ?? found
                } else {
                    let past = walks.isSpent ? ProjectSpecWalks.spentWords : "\(Self.maxGlobEntries) files below the manifest's folder"
                    walks.refuse("\(name): resources \(written): not walked, past \(past)", into: &notRead)
                }
                continue
            }
            guard walks.isInside(path, folder: folder) else { continue }
            paths.append(path)
            if isFolder { folders.append(path) }
        }
        return (paths.uniqued().sorted(), folders.uniqued().sorted())
    }

    /// The target's setup in one configuration, read by the pbxproj reader's own `setup`: a
    /// generated Info.plist or entitlements file is what Tuist writes from the manifest, one
    /// with computed values is not known in full, and a file the settings name outside the
    /// manifest's folder is not read (its values unknown, and said so).
    func setup(
        _ configuration: String, settings: [String: String], folder: String,
        read plists: inout [String: Result<[String: JSONNode], AlertPackError>]
    ) -> TargetSetup {
        var settings = settings
        var outside: [String: String] = [:]
        for setting in ["CODE_SIGN_ENTITLEMENTS", "INFOPLIST_FILE"] {
            guard let raw = settings[setting]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { continue }
            if let generated = generated[raw], files[setting] == raw {
                plists[folder + "/" + raw] = .success(generated.values)
                continue
            }
            var known = settings
            for variable in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] where known[variable] == nil { known[variable] = "." }
            let (value, missing) = XcodeProject.expand(raw, known)
            guard missing.isEmpty, XcodeGenSpec.escapes(value, folder: folder) else { continue }
            outside[setting] = value
            settings[setting] = nil
        }
        var setup = XcodeProject.setup(of: name, configuration, product: productType, settings: settings, folder: folder, read: &plists)
        for (setting, value) in outside.sorted(by: { $0.key < $1.key }) {
            setup.problems.append("\(setting) names \(value), which is outside the project's folder; alertpack does not read it")
            if setting == "INFOPLIST_FILE" {
                (setup.infoFile, setup.infoKnown) = (value, false)
            } else {
                (setup.entitlementsFile, setup.entitlementsKnown) = (value, false)
            }
        }
        if let info = setup.infoFile, generated[info]?.complete == false { setup.infoKnown = false }
        if let entitlements = setup.entitlementsFile, generated[entitlements]?.complete == false { setup.entitlementsKnown = false }
        // A file the manifest computes: its values are not known (and no rule says one is missing).
        if unknown.contains("INFOPLIST_FILE") && settings["INFOPLIST_FILE"] == nil { setup.infoKnown = false }
        if unknown.contains("CODE_SIGN_ENTITLEMENTS") && settings["CODE_SIGN_ENTITLEMENTS"] == nil { setup.entitlementsKnown = false }
        return setup
    }
}
