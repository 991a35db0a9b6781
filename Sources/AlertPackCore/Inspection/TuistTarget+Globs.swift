import Foundation

extension TuistTarget {
    /// The most names a root glob's walk looks at, and how deep it goes.
    static let maxGlobEntries = 20_000
    static let maxGlobDepth = 16
    /// Folders a root glob never walks into: what Tuist generates, its own folder, dependencies.
    static let globSkipped: Set<String> = ["Derived", "DerivedData", "Tuist", "Pods", "Carthage", "node_modules", "build"]

    /// The entries of a `resources:` or `sources:` argument: a list, `.resources([…])`, or one string.
    static func entries(of value: TuistManifestValue?) -> [TuistManifestValue] {
        switch value {
        case .array(let items)?: return Array(items.prefix(4_096))
        case .call(_, let arguments)? where ["resources", "sourceFilesList"].contains(value?.callName ?? ""):
            return Array((arguments.first?.value.array ?? []).prefix(4_096))
        case .string?: return [value!]
        default: return []
        }
    }

    /// A glob or path as an entry writes it (`"…"`, `.glob(pattern:excluding:)`, `.folderReference(path:)`),
    /// and the literal globs it excludes.
    static func written(_ entry: TuistManifestValue) -> (pattern: String, excluding: [String])? {
        let pattern = entry.string ?? TuistReading.path(entry.argument("pattern") ?? entry.argument("path") ?? entry.firstArgument)
        guard let pattern else { return nil }
        let excluding: [String]
        switch entry.argument("excluding") {
        case .array(let items)?: excluding = items.compactMap { TuistReading.path($0) }
        case let one?: excluding = TuistReading.path(one).map { [$0] } ?? []
        case nil: excluding = []
        }
        return (pattern, excluding)
    }

    /// The folder before a glob's first wildcard, relative to the manifest's folder ("" for a root glob).
    static func head(of pattern: String) -> String {
        let parts = pattern.split(separator: "/").prefix { !$0.contains(where: { "*?[{".contains($0) }) }
        return XcodeGenSpec.joined("", parts.joined(separator: "/"))
    }

    /// The folders a target's `sources:` and `resources:` name by literal path (each glob's head
    /// that is not the manifest's folder): what another target's root glob leaves to it.
    static func ownedFolders(_ value: TuistManifestValue) -> [String] {
        (entries(of: value.argument("sources")) + entries(of: value.argument("resources"))).compactMap { entry in
            written(entry).map { head(of: $0.pattern) }.flatMap { $0.isEmpty || $0.hasPrefix("..") ? nil : $0 }
        }
    }

    /// What a glob rooted at the manifest's folder (`**/*.xcassets`, `*.caf`) takes, as Tuist
    /// expands it (`*` within a name, `**` across folders), less what `excluding` matches: each
    /// file or folder it matches (a folder matched is taken whole, and a catalog or any folder
    /// with an extension is not walked into). The walk stays in the manifest's own tree: no
    /// hidden folder, none of `globSkipped`, no nested project (a folder with its own
    /// Project.swift), no link, at most
    /// `maxGlobDepth` folders deep. Nil past `budget` names (counted down).
    static func rootGlob(
        _ pattern: String, excluding: [String], in folder: String, budget: inout Int
    ) -> [String]? {
        let glob = CompiledGlob(pattern)
        let excluded = excluding.prefix(64).map(CompiledGlob.init)
        var found: [String] = []
        func walk(_ relative: String, depth: Int) -> Bool {
            guard let listing = SystemName.list(ProjectFileWalk.join(folder, relative)) else { return true }
            for name in listing.names.sorted() where !name.hasPrefix(".") {
                budget -= 1
                guard budget >= 0 else { return false }
                let path = relative.isEmpty ? name : relative + "/" + name
                let kind = ProjectFileWalk.kind(of: ProjectFileWalk.join(folder, path))
                guard kind == S_IFDIR || kind == S_IFREG, !excluded.contains(where: { $0.matches(path) }) else { continue }
                let isFolder = kind == S_IFDIR
                if isFolder && (globSkipped.contains(name) || ProjectFileWalk.kind(of: ProjectFileWalk.join(folder, path + "/Project.swift")) != nil)
                {
                    continue
                }
                if glob.matches(path) {
                    found.append(path)
                } else if isFolder, !name.contains("."), depth < maxGlobDepth {
                    guard walk(path, depth: depth + 1) else { return false }
                }
            }
            return true
        }
        return walk("", depth: 0) ? found : nil
    }
}
