import Foundation

/// The drawable, mipmap and raw resources of a project's Android app module
/// (`android/app/src/main/res`), by type and name, as `Resources.getIdentifier` finds them: a
/// notification's small icon (`@drawable/ic_stat_x`, `@mipmap/ic_launcher`,
/// `resource://drawable/x`) or sound (`beep` in `raw`, any extension). Listed once, bounded,
/// never through a link that leads out of the project.
package struct AndroidResourceIndex: Sendable {
    package enum Kind: String, Sendable, CaseIterable {
        case drawable
        case mipmap
        case raw
    }

    /// Where an Android app module keeps its resources, below the project's folder.
    package static let resourceFolder = "android/app/src/main/res"
    /// The most files listed: real apps have a few hundred resources.
    static let maxFiles = 20_000
    /// The image files a drawable or mipmap is read from (`.9.png` included).
    static let imageExtensions: Set<String> = ["png", "webp", "xml", "jpg", "jpeg", "gif"]
    /// Density qualifiers, the most detailed first: of several files of one name, the one a
    /// check learns most from.
    static let densities = ["xxxhdpi", "xxhdpi", "xhdpi", "hdpi", "mdpi", "ldpi"]

    private let resolver: DeclaredAssetResolver
    /// "kind/name" → the files of that resource, relative to the project's folder, best first;
    /// nil when the project has no resource folder.
    private let entries: [String: [String]]?

    package init(folder: String) {
        self.init(folder: folder, resourceFolders: [Self.resourceFolder])
    }

    /// The resources of several folders at once (an app module's `src/*/res`, relative to
    /// `folder`), listed together under one bound.
    package init(folder: String, resourceFolders: [String]) {
        resolver = DeclaredAssetResolver(folder: folder)
        entries = Self.list(folder: folder, resourceFolders: resourceFolders)
    }

    /// Whether the project has an Android resource folder to look in.
    package var hasNativeProject: Bool { entries != nil }

    /// The files of `kind` (all of them, sorted), relative to the project's folder.
    package func files(of kind: Kind) -> [String] {
        (entries ?? [:]).filter { $0.key.hasPrefix(kind.rawValue + "/") }.flatMap(\.value).sorted()
    }

    /// The resource a reference names: `@drawable/x`, `@mipmap/x`, `resource://raw/x` give their
    /// own type; a bare name is looked up in `kinds`.
    package static func reference(_ value: String, kinds: [Kind]) -> (kinds: [Kind], name: String) {
        for prefix in ["@", "resource://"] where value.hasPrefix(prefix) {
            let rest = value.dropFirst(prefix.count)
            if let slash = rest.firstIndex(of: "/"), let kind = Kind(rawValue: String(rest[..<slash])) {
                return ([kind], String(rest[rest.index(after: slash)...]))
            }
        }
        return (kinds, value)
    }

    /// The file `value` names as a resource (see `reference`), or why none.
    package func find(_ value: String, kinds: [Kind]) -> (path: String?, unresolved: DeclaredAsset.Unresolved?) {
        guard let entries else { return (nil, .noNativeProject) }
        let (kinds, name) = Self.reference(value, kinds: kinds)
        for kind in kinds {
            guard let candidates = entries[kind.rawValue + "/" + name] else { continue }
            // A link among the resources is followed only as far as the project.
            for candidate in candidates {
                let found = resolver.resolve(candidate)
                if found.path != nil || found.unresolved == .outside { return found }
            }
        }
        return (nil, .missing)
    }

    /// A declared asset for `value`, found as a resource of `kinds`.
    package func asset(
        file: String, key: String, value: String, role: DeclaredAsset.Role, kinds: [Kind], platforms: [DeclaredAsset.Platform] = [.android]
    ) -> DeclaredAsset {
        let found = find(value, kinds: kinds)
        return DeclaredAsset(file: file, key: key, value: value, role: role, platforms: platforms, path: found.path, unresolved: found.unresolved)
    }

    /// The resource folders' drawable, mipmap and raw files by "kind/name", or nil without any.
    static func list(folder: String, resourceFolders: [String]) -> [String: [String]]? {
        var entries: [String: [String]] = [:]
        var listed = 0
        var found = false
        for resourceFolder in resourceFolders {
            let base = (folder == "." || folder.isEmpty ? "" : folder + "/") + resourceFolder
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base, isDirectory: &isFolder), isFolder.boolValue,
                ProjectFileWalk.isInside(base, folder: folder),
                let qualified = try? FileManager.default.contentsOfDirectory(atPath: base)
            else { continue }
            found = true
            for qualifiedFolder in qualified.sorted() {
                guard let kind = kind(ofFolder: qualifiedFolder), ProjectFileWalk.kind(of: base + "/" + qualifiedFolder) == S_IFDIR,
                    let names = try? FileManager.default.contentsOfDirectory(atPath: base + "/" + qualifiedFolder)
                else { continue }
                for name in names.sorted() {
                    listed += 1
                    guard listed <= maxFiles else { return entries.mapValues(ranked) }
                    guard let resource = resourceName(of: name, kind: kind) else { continue }
                    entries[kind.rawValue + "/" + resource, default: []].append(resourceFolder + "/" + qualifiedFolder + "/" + name)
                }
            }
        }
        return found ? entries.mapValues(ranked) : nil
    }

    /// The resource type of a folder (`drawable-xxhdpi-v24` is drawable), or nil.
    static func kind(ofFolder name: String) -> Kind? {
        let type = name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name
        return Kind(rawValue: type)
    }

    /// A file's resource name (`ic_stat.9.png` is `ic_stat`), or nil when a file of that type
    /// is no resource of `kind` (a drawable is an image or XML; a raw file has any extension).
    static func resourceName(of file: String, kind: Kind) -> String? {
        guard !file.hasPrefix("."), let dot = file.firstIndex(of: ".") else { return kind == .raw && !file.hasPrefix(".") ? file : nil }
        if kind != .raw, !imageExtensions.contains(FileName.extension(of: file)) { return nil }
        return String(file[..<dot])
    }

    /// Files of one resource, the densest first, then the unqualified folder, then the rest.
    static func ranked(_ paths: [String]) -> [String] {
        func rank(_ path: String) -> Int {
            let folder = FileName.last(of: FileName.parent(of: path))
            let qualifiers = folder.split(separator: "-").dropFirst().map(String.init)
            if let density = densities.firstIndex(where: qualifiers.contains) { return density }
            return qualifiers.isEmpty ? densities.count : densities.count + 1
        }
        return paths.sorted { (rank($0), $0) < (rank($1), $1) }
    }
}
