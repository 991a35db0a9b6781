import Foundation

/// What the user named, and what must be read to judge it. A file inside an asset catalog set,
/// an Icon Composer document or a project is judged with the whole of it (`AssetContainer`):
/// its container is discovered instead, and only the file named is reported. Everything else is
/// discovered as named.
package struct CheckScope: Sendable {
    /// The paths discovery walks: the named ones, with files inside containers replaced by
    /// their containers (each once).
    package private(set) var discoveryPaths: [String] = []
    /// Set folders of which only some files were named: the report paths to keep below each.
    private var restricted: [String: Set<String>] = [:]
    /// The named paths, in order, after `--force-exclude`.
    private var named: [String] = []
    /// The spelling each discovered path is reported under (the first named).
    private var containerSpellings: [PathKey: String] = [:]
    /// The run's aliases, whose links are keyed by what they point at (`PathKey`).
    private var aliases: NameAliases?

    /// - Parameters:
    ///   - ignore: the config's ignore patterns, applied to named paths too
    ///     (`--force-exclude`), or nil to check whatever is named.
    ///   - aliases: the run's aliases (names that are not UTF-8).
    package init(named paths: [String], ignore: IgnorePatterns?, aliases: NameAliases? = nil) {
        self.aliases = aliases
        var whole: Set<String> = []
        let here = FileManager.default.currentDirectoryPath
        // Each path discovered once, under the spelling first named (`check Sounds ./Sounds`).
        var spellings: [PathKey: String] = [:]
        for path in paths {
            if let ignore, Self.isIgnored(path, by: ignore) { continue }
            named.append(path)
            let container = AssetContainer.enclosing(path)
            let target = container?.folder ?? path
            let key = PathKey(target, from: here, aliases: aliases)
            let spelled = spellings[key] ?? target
            if spellings[key] == nil {
                spellings[key] = target
                discoveryPaths.append(target)
            }
            if let container, !container.meansWhole {
                restricted[spelled, default: []].insert(spelled + "/" + container.remainder)
            } else {
                whole.insert(spelled.count > 1 && spelled.hasSuffix("/") ? String(spelled.dropLast()) : spelled)
            }
        }
        containerSpellings = spellings
        // A set named whole, or below a folder named, is reported whole.
        let namedWhole = whole.map(AbsolutePath.of)
        for folder in restricted.keys {
            let absolute = AbsolutePath.of(folder)
            if namedWhole.contains(where: { AbsolutePath.isWithin(absolute, $0) }) { restricted[folder] = nil }
        }
    }

    /// Whether a walk from the config's folder would leave the path out: it, or a folder it is
    /// in below that folder, matches a pattern (folders above it never count: a checkout in a
    /// folder named `build` is not ignored by `build`).
    static func isIgnored(_ path: String, by ignore: IgnorePatterns) -> Bool {
        if ignore.matches(path) { return true }
        let root = AbsolutePath.of(ignore.root)
        let absolute = AbsolutePath.of(path)
        guard AbsolutePath.isBelow(absolute, root) else { return false }
        let parts = absolute.dropFirst(root == "/" ? 1 : root.count + 1).split(separator: "/")
        let base = root == "/" ? "" : root
        for count in 1..<max(parts.count, 1) where ignore.matches(base + "/" + parts[..<count].joined(separator: "/")) {
            return true
        }
        return false
    }

    /// Whether a report belongs to what was named.
    package func reports(_ reportPath: String) -> Bool {
        guard !restricted.isEmpty else { return true }
        for (folder, keep) in restricted where reportPath.hasPrefix(folder + "/") {
            return keep.contains(reportPath)
        }
        return true
    }

    /// Named paths that lead to no report: folders (and set, document or project folders) with
    /// nothing to check (`isFolder`: a usage problem), and files in a set that the set does not
    /// use (skipped, as any file that is not an asset). Missing paths and devices are
    /// discovery's to report. `checksBuiltApps`: whether the reason may offer built apps.
    package func namedHoldingNothing(
        reports: [String], discovered: FileDiscovery.Result, checksBuiltApps: Bool = true
    ) -> [(path: String, reason: String, isFolder: Bool)] {
        // A run that does not check built apps (`fix`, `package`) does not offer them.
        let what = "sound, image, icon set, .icon document" + (checksBuiltApps ? ", Xcode project or built app" : " or Xcode project")
        var empty: [(path: String, reason: String, isFolder: Bool)] = []
        let reported = Set(reports)
        let outputs = Set(discovered.outputs)
        // Made once a named folder needs them (a run that names only files never does).
        var absoluteReports: [String]?
        for path in named {
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            if let container = AssetContainer.enclosing(path), !container.meansWhole {
                let shown = (containerSpellings[PathKey(container.folder, aliases: aliases)] ?? container.folder) + "/" + container.remainder
                if !reported.contains(shown) && FileManager.default.fileExists(atPath: path) {
                    empty.append((path, "not an image of \(FileName.last(of: container.folder))", false))
                }
                continue
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isFolder), isFolder.boolValue,
                !outputs.contains(trimmed)
            else { continue }
            // Reports may spell the folder as another named path did (`check Sounds ./Sounds`).
            let folder = AbsolutePath.of(trimmed)
            let absolute = absoluteReports ?? reports.map(AbsolutePath.of)
            absoluteReports = absolute
            if !absolute.contains(where: { AbsolutePath.isWithin($0, folder) }) {
                empty.append((path, "holds no \(what) to check", true))
            }
        }
        return empty
    }
}
