import Foundation

/// The checks verify makes of a package's files beside the rules: regular files, the recorded
/// preset, links along a path, the catalogs' Contents.json.
extension PackageVerifier {
    /// A regular file's bytes (never through a link), up to `maxBytes`; nil otherwise.
    static func regularFile(_ path: String, maxBytes: Int) -> [UInt8]? {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return try? RandomAccessFile.contents(path: path, maxBytes: maxBytes, what: FileName.last(of: path))
    }

    /// How the preset used differs from the one the package recorded, if it does.
    static func presetProblem(recorded manifest: PackageManifest?, used: Preset) -> String? {
        guard let recorded = manifest?.preset else { return nil }
        if manifest?.configuration != nil && recorded.sha256 != used.sha256 {
            return "the package was judged with the rules its manifest records (preset '\(recorded.name)' as its configuration made it), "
                + "verify uses preset '\(used.name)' (--preset)"
        }
        if recorded.name != used.name {
            return "the package was checked with preset '\(recorded.name)', verify uses '\(used.name)'"
        }
        if recorded.sha256 != used.sha256 {
            return "preset '\(recorded.name)' has changed since the package was made (its values differ)"
        }
        return nil
    }

    /// The first symbolic link on the way to `path` inside `root`, if any.
    static func linkAlong(_ path: String, in root: String) -> String? {
        var current = root
        for part in path.split(separator: "/") {
            current += "/" + part
            var status = stat()
            if lstat(current, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK {
                return String(current.dropFirst(root.count + 1))
            }
        }
        return nil
    }

    /// Each generated Contents.json must name exactly the packaged images of its folder.
    static func checkCatalogs(root: String, entries: [PackageManifest.Asset], subjects: inout [String: PackageFileSubject]) {
        for catalog in entries
        where catalog.role == .catalog
            && catalog.path.hasSuffix("/Contents.json") && ContainerFolder.isCatalogSet(String(catalog.path.dropLast("/Contents.json".count)))
        {
            let folder = String(catalog.path.dropLast("/Contents.json".count))
            guard let set = AssetCatalogSet.read(folder: root + "/" + folder), set.problem == nil else {
                subjects[catalog.path]?.catalogProblems.append("cannot be read as an asset catalog set")
                continue
            }
            let named = Set(set.entries.compactMap(\.filename))
            let packaged = Set(
                entries.filter { ($0.role == .icon || $0.role == .alternateIcon || $0.role == .launchImage) && $0.path.hasPrefix(folder + "/") }
                    .map { String($0.path.dropFirst(folder.count + 1)) })
            for name in named.subtracting(packaged).sorted() {
                subjects[catalog.path]?.catalogProblems.append("names \(name), which the manifest does not list in \(folder)")
            }
            for name in packaged.subtracting(named).sorted() {
                subjects[catalog.path]?.catalogProblems.append("does not name \(name), which the manifest lists in \(folder)")
            }
        }
    }
}
