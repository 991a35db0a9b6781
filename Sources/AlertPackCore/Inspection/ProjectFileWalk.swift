import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bounded walks of a cross-platform project's own folders (Flutter's `lib/`, the native
/// `ios/` and `android/` folders, the folders of an Expo app's sounds), for the config readers:
/// regular files only, links never followed, names in sorted order so every run lists the same
/// files. The one walk of every reader; each says what it leaves out (`Skipped`).
package enum ProjectFileWalk {
    /// The names a walk leaves out, files and folders alike: by name anywhere, hidden ones, and
    /// some only right in the project's folder.
    struct Skipped: Sendable {
        var names: Set<String>
        var hidden = false
        /// Left out only as entries of the project's folder itself (`ios/` there is generated,
        /// `assets/ios/` is not).
        var topLevel: Set<String> = []

        /// Dependency and build folders no config's file lives in.
        static let dependencies = Skipped(
            names: ["Pods", "Carthage", ".build", "build", "DerivedData", "node_modules", ".git", ".dart_tool", ".symlinks"])

        /// Whether `name`, an entry of the folder `parent` (relative to the project's), is left out.
        func skips(_ name: String, in parent: String) -> Bool {
            names.contains(name) || (hidden && name.hasPrefix(".")) || (parent.isEmpty && topLevel.contains(name))
        }
    }

    /// The project's folder joined with `relative` ("" is the folder itself).
    static func join(_ folder: String, _ relative: String) -> String {
        let base = folder == "." || folder.isEmpty ? "" : folder + "/"
        return relative.isEmpty ? (folder.isEmpty ? "." : folder) : base + relative
    }

    /// Whether `relative` is a folder of the project (no link).
    static func isFolder(_ relative: String, in folder: String) -> Bool {
        kind(of: join(folder, relative)) == S_IFDIR && isInside(join(folder, relative), folder: folder)
    }

    /// Whether `path`, its links resolved, lies inside the project's folder: a linked `ios/` or
    /// `android/` that leads out of the project is never listed.
    package static func isInside(_ path: String, folder: String) -> Bool {
        guard let real = AbsolutePath.real(path), let root = AbsolutePath.real(folder.isEmpty ? "." : folder) else { return false }
        return AbsolutePath.isWithin(real, root)
    }

    /// Whether `relative` is a regular file of the project, itself no link.
    static func isFile(_ relative: String, in folder: String) -> Bool {
        kind(of: join(folder, relative)) == S_IFREG
    }

    /// The type bits of `path` itself (a link is a link), or nil.
    static func kind(of path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// The regular files below `relative` that `keep` accepts, as paths relative to the
    /// project's folder, sorted; at most `maxFiles` kept and ten times that many names looked at.
    /// `truncated` says the walk stopped at a limit.
    /// `maxDepth` bounds how many folders below `relative` the walk goes (deeper ones are left
    /// out and said as `truncated`).
    static func files(
        in folder: String, below relative: String, maxFiles: Int, maxDepth: Int = .max, skipping skipped: Skipped = .dependencies,
        keep: (String) -> Bool
    ) -> (files: [String], truncated: Bool) {
        guard isFolder(relative, in: folder) else { return ([], false) }
        var found: [String] = []
        var pending = [relative]
        var looked = 0
        var tooDeep = false
        let baseDepth = relative.split(separator: "/").count
        while let next = pending.popLast() {
            guard next.split(separator: "/").count - baseDepth < maxDepth else {
                tooDeep = true
                continue
            }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: join(folder, next)) else { continue }
            var folders: [String] = []
            for name in names.sorted() where !skipped.skips(name, in: next) {
                looked += 1
                guard looked <= maxFiles * 10 else { return (found.sorted(), true) }
                let path = next.isEmpty ? name : next + "/" + name
                switch kind(of: join(folder, path)) {
                case S_IFDIR: folders.append(path)
                case S_IFREG where keep(path):
                    found.append(path)
                    if found.count >= maxFiles { return (found.sorted(), true) }
                default: continue
                }
            }
            pending.append(contentsOf: folders.reversed())
        }
        return (found.sorted(), tooDeep)
    }

    /// Sounds listed below one root at most: an app's own folders hold a few dozen.
    static let maxSoundsPerRoot = 5_000

    /// The sound files below `roots` (folders relative to the project's, "" for all of it) that
    /// no declared asset resolves to, sorted. A root below another is walked once, as its part.
    static func unnamedSounds(
        in folder: String, roots: [String], assets: [DeclaredAsset], skipping skipped: Skipped = .dependencies
    ) -> [String] {
        let named = Set(assets.compactMap(\.path))
        let distinct = Set(roots)
        let outermost = distinct.filter { root in !distinct.contains { $0 != root && ($0.isEmpty || root.hasPrefix($0 + "/")) } }
        let sounds = outermost.sorted().flatMap { root in
            files(in: folder, below: root, maxFiles: maxSoundsPerRoot, skipping: skipped) {
                FileDiscovery.soundExtensions.contains(FileName.extension(of: $0))
            }.files
        }
        return Set(sounds).subtracting(named).sorted()
    }

    /// The bytes of a small file of the project (no link), or nil when it is not there.
    static func contents(_ relative: String, in folder: String, maxBytes: Int, what: String) throws(AlertPackError) -> [UInt8]? {
        guard isFile(relative, in: folder) else { return nil }
        return try RandomAccessFile.contents(path: join(folder, relative), maxBytes: maxBytes, what: what)
    }

    /// A JSON file of the project (package.json, capacitor.config.json), nesting bounded first.
    static func json(_ relative: String, in folder: String) throws(AlertPackError) -> JSONNode? {
        guard let bytes = try contents(relative, in: folder, maxBytes: 1 << 20, what: relative) else { return nil }
        if let problem = TextGuard.problem(in: bytes) { throw .reading(.notJSON(problem)) }
        return try JSONNode.parse(bytes)
    }

    /// The version of `names`' first dependency package.json pins, as written.
    static func packageVersion(in folder: String, of names: [String]) -> String? {
        guard let package = try? json("package.json", in: folder) else { return nil }
        for name in names {
            for section in ["dependencies", "devDependencies"] {
                if let version = package[section]?[name]?.string { return version }
            }
        }
        return nil
    }
}
