import Foundation

/// What a path names, whatever its spelling: `Sounds/a.caf`, `./Sounds/a.caf`, `Sounds//a.caf`
/// and its absolute path are one key, so a file reached through two named paths (`check Sounds .`)
/// is reported once, under the spelling met first. Absolute, with empty and `.` names dropped and
/// `..` taken by name (as `AbsolutePath.of` takes it), and compared by bytes: two names that differ
/// only by Unicode normalisation are two files on Linux. A path reached through an alias (a name
/// that is not UTF-8) is keyed by the name it stands for.
package struct PathKey: Hashable, Sendable {
    private let bytes: [UInt8]

    /// - Parameter folder: the folder a relative path is taken from (the working folder).
    package init(_ path: String, from folder: String) {
        let shown = NameAliases.shared.isEmpty ? path : NameAliases.shared.display(path)
        let slash = UInt8(ascii: "/")
        let full = shown.hasPrefix("/") ? Array(shown.utf8) : Array(folder.utf8) + [slash] + Array(shown.utf8)
        var names: [ArraySlice<UInt8>] = []
        for name in full.split(separator: slash, omittingEmptySubsequences: true) {
            if name.elementsEqual([UInt8(ascii: ".")]) { continue }
            if name.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                _ = names.popLast()
                continue
            }
            names.append(name)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(full.count)
        for name in names {
            bytes.append(slash)
            bytes += name
        }
        self.bytes = bytes.isEmpty ? [slash] : bytes
    }

    /// Keyed from the working folder.
    package init(_ path: String) {
        self.init(path, from: FileManager.default.currentDirectoryPath)
    }
}

/// Paths without duplicates by `PathKey`, in the order first met, each under its first spelling.
package struct UniquePaths: Sendable {
    private let folder: String
    private var seen: Set<PathKey> = []
    package private(set) var paths: [String] = []

    package init(from folder: String = FileManager.default.currentDirectoryPath) {
        self.folder = folder
    }

    /// Adds `path` unless another spelling of it is in already; true when added.
    @discardableResult
    package mutating func insert(_ path: String) -> Bool {
        guard seen.insert(PathKey(path, from: folder)).inserted else { return false }
        paths.append(path)
        return true
    }

    /// `paths` without later spellings of a path met before.
    package static func of(_ paths: [String], from folder: String) -> [String] {
        var unique = UniquePaths(from: folder)
        for path in paths { unique.insert(path) }
        return unique.paths
    }
}
